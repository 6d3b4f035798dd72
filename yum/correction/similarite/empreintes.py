"""Les empreintes d'une suite de jetons, par winnowing : les k-grammes retenus et leur lieu.

Explication : chaque suite de K jetons consécutifs (un k-gramme) reçoit une valeur de hachage ;
dans chaque fenêtre de W k-grammes voisins, on retient la plus petite (la plus à droite en cas
d'égalité). Deux codes qui partagent une suite d'au moins K + W - 1 jetons partagent donc au
moins une empreinte, quel que soit l'endroit où elle se trouve dans chaque fichier ; un code plus
court qu'un k-gramme n'en a aucune. Le hachage est stable d'une exécution à l'autre (blake2b, pas
``hash()``) : la même classe donne toujours les mêmes paires.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : S. Schleimer, D. Wilkerson, A. Aiken, « Winnowing: Local Algorithms for Document
Fingerprinting », SIGMOD 2003 (l'algorithme de MOSS).
"""

import hashlib
from dataclasses import dataclass

# Longueur d'un k-gramme, en jetons : une vingtaine de jetons, deux ou trois lignes de code.
# Plus court, deux équipes qui écrivent le même jeu partagent des k-grammes par hasard.
JETONS_PAR_KGRAMME = 20
# Largeur de la fenêtre du winnowing : toute suite commune d'au moins
# JETONS_PAR_KGRAMME + FENETRE - 1 jetons (environ quatre lignes) est sûre d'être vue.
FENETRE = 10
# Taille d'une empreinte, en octets : 8 octets rendent les collisions négligeables.
OCTETS_D_EMPREINTE = 8
# Le séparateur des formes dans le texte haché (un caractère qu'aucune forme ne contient).
SEPARATEUR = "\x1f"


@dataclass(frozen=True)
class Empreinte:
    """Une empreinte retenue : sa valeur, son fichier, le rang de son premier jeton dans le fichier."""

    valeur: int
    fichier: str
    rang: int


def hachage(formes):
    """Retourne la valeur de hachage (entier stable) de la suite de formes ``formes``."""
    octets = SEPARATEUR.join(formes).encode("utf-8")
    return int.from_bytes(hashlib.blake2b(octets, digest_size=OCTETS_D_EMPREINTE).digest(), "big")


def kgrammes(formes):
    """Retourne les valeurs de hachage de chaque k-gramme de ``formes``, dans l'ordre."""
    return [hachage(formes[debut:debut + JETONS_PAR_KGRAMME])
            for debut in range(len(formes) - JETONS_PAR_KGRAMME + 1)]


def empreintes(fichier, jetons):
    """Retourne les Empreinte retenues par winnowing dans les ``jetons`` du fichier ``fichier``."""
    valeurs = kgrammes([jeton.forme for jeton in jetons])
    if not valeurs:
        return []
    retenues = {}
    largeur = min(FENETRE, len(valeurs))
    for debut in range(len(valeurs) - largeur + 1):
        fenetre = valeurs[debut:debut + largeur]
        minimum = min(fenetre)
        # La plus à droite des plus petites : la même empreinte reste choisie d'une fenêtre à l'autre.
        rang = debut + largeur - 1 - fenetre[::-1].index(minimum)
        retenues[rang] = minimum
    return [Empreinte(valeur, fichier, rang) for rang, valeur in sorted(retenues.items())]
