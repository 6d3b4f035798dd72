"""Ce que les trois jeux du projet partagent, hors du programme de l'énoncé.

Explication : le Yum de l'énoncé (``constantes``, ``des``, ``regles``,
``affichage``, ``saisie``, ``partie``) ne contient que ce que l'énoncé
demande. Ce module réunit ce dont les ajouts du Yum et les deux autres jeux
(Dés en solitaire, 30000) ont besoin en commun :

- les mots : accorder un nom à un nombre, énumérer à la française, écrire un
  nombre décimal avec une virgule ;
- la boucle générique de validation d'une question (avec la réponse « ? »
  d'un conseiller) et la boucle « rejouer ? » des jeux frères ;
- le branchement d'un conseiller (``Conseil``) et la phrase qui remplace un
  conseil quand ses données sont illisibles ;
- les joueurs autour de la table (``Joueur``), les noms et la pause des
  joueurs ordinateurs ;
- les statistiques des simulations (centiles, histogramme) et leur ligne
  d'avancement.

Il importe le programme de l'énoncé, jamais l'inverse.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021) ; conception du projet, §2.
"""

import math
import os
import sys
import time
import zlib
from array import array
from typing import Callable, NamedTuple, Optional

from yum.constantes import NB_FACES, PREMIER_PLURIEL
from yum.ligne_de_commande import MESSAGE_DONNEES_ILLISIBLES, DonneesIllisibles, couper_a_la_francaise
from yum.saisie import (
    CONSIGNE_OUI_NON,
    QUESTION_REJOUER,
    analyser_oui_non,
    demander_oui_non,
    expliquer_refus,
    motif_refus_oui_non,
)

# La réponse qui demande un conseil, là où un conseiller est branché.
DEMANDE_DE_CONSEIL = "?"
# La largeur d'un terminal ordinaire : aucune ligne écrite ne la dépasse.
LARGEUR_ECRAN = 80
# Les lettres devant lesquelles « de » s'élide en « d' » (« d'Ana », « d'Émile »).
VOYELLES = "aeiouyàâäéèêëîïôöùûüœæ"
# Le motif du refus d'un nom de joueur qui contient un caractère qui ne s'affiche pas.
MOTIF_NOM_ILLISIBLE = "un nom ne peut pas contenir de caractère de contrôle (saut de ligne, tabulation…)"
# Durée de la pause avant chaque réponse d'un ordinateur, en secondes, pour qu'on suive son jeu.
PAUSE_ORDINATEUR = 0.8
# Longueur de la plus longue barre d'un histogramme.
LONGUEUR_BARRE = 50
# Le retrait d'une ligne de rapport trop longue, coupée pour tenir à l'écran.
RETRAIT_DE_RAPPORT = "  "
# Centiles affichés par les simulations.
CENTILE_BAS = 5
CENTILE_HAUT = 95
# Nombre de centiles qui découpent les valeurs.
NB_CENTILES = 100


# --- Les mots -----------------------------------------------------------------

def accorder(nombre, mot):
    """Retourne « nombre mot », au pluriel à partir de 2 (règle française), signe compris.

    >>> accorder(0, "point"), accorder(1, "paire"), accorder(-200, "point"), accorder(6, "dé")
    ('0 point', '1 paire', '-200 points', '6 dés')
    """
    return f"{nombre} {mot}{'s' if abs(nombre) >= PREMIER_PLURIEL else ''}"


def enumerer(elements, conjonction="et"):
    """Retourne des éléments en liste française : « 1, 3 et 5 » (ou « 1, 3 ou 5 »).

    >>> enumerer([1, 3, 5]), enumerer([1, 3, 5], "ou"), enumerer([4])
    ('1, 3 et 5', '1, 3 ou 5', '4')
    """
    textes = [str(element) for element in elements]
    if len(textes) == 1:
        return textes[0]
    return ", ".join(textes[:-1]) + f" {conjonction} " + textes[-1]


def nommer_des_numeros(numeros):
    """Retourne des dés nommés par leurs numéros : « le dé 4 », « les dés 1, 3 et 5 ».

    >>> nommer_des_numeros([4]), nommer_des_numeros([1, 3, 5])
    ('le dé 4', 'les dés 1, 3 et 5')
    """
    if len(numeros) == 1:
        return f"le dé {numeros[0]}"
    return f"les dés {enumerer(numeros)}"


def couper(texte, retrait=""):
    """Retourne ``texte`` coupé en lignes d'au plus LARGEUR_ECRAN colonnes, entre deux mots.

    Chaque paragraphe (séparé par un saut de ligne) est coupé à part ; les
    lignes qui suivent la première commencent par ``retrait``. Une ligne ne
    commence jamais par « : », « ; », « ! » ou « ? » (voir ``couper_a_la_francaise``).

    >>> print(couper("un " * 30 + "fin", "  "))
    un un un un un un un un un un un un un un un un un un un un un un un un un un un
      un un un fin
    """
    return couper_a_la_francaise(texte, LARGEUR_ECRAN, retrait)


def de_nom(nom):
    """Retourne « de » suivi de ``nom``, élidé devant une voyelle : « d'Ana », « de Béa ».

    >>> de_nom("Ana"), de_nom("Émile"), de_nom("Ordi 1"), de_nom("Béa")
    ("d'Ana", "d'Émile", "d'Ordi 1", 'de Béa')
    """
    if nom[:1].lower() in VOYELLES:
        return f"d'{nom}"
    return f"de {nom}"


def formater_points(valeur, decimales=1):
    """Retourne un nombre écrit à la française, au dixième par défaut : « 187,4 ».

    >>> formater_points(187.44), formater_points(202.4875, 2)
    ('187,4', '202,49')
    """
    return f"{valeur:.{decimales}f}".replace(".", ",")


def pourcentage(nombre, total):
    """Retourne la part ``nombre / total`` écrite en pour cent, à la française."""
    return formater_points(100 * nombre / total) + " %"


# --- Les conseillers ----------------------------------------------------------

class Conseil(NamedTuple):
    """Un conseiller branché sur une partie des Dés en solitaire.

    Sans lui (None), la partie est exactement celle des règles. Avec lui, la
    réponse « ? » à une question affiche le conseil, puis repose la question ;
    en mode automatique (``--conseil``), le conseil s'affiche avant chaque question.
    Le Yum se branche autrement, sans toucher au programme de l'énoncé :
    voir ``yum.suivi``.
    """

    # formater(...) retourne le texte du conseil ; il reçoit ce que voit la question :
    # aux Dés en solitaire (des, combinaisons, rejets) ; au Yum (des, feuille,
    # lancers_restants), où lancers_restants vaut 2 ou 1 à la question des dés et 0
    # à celle de la case.
    formater: Callable
    automatique: bool = False


def conseil_pour(conseil, *position):
    """Retourne la fonction sans argument qui donne le conseil de cette position, ou None."""
    if conseil is None:
        return None
    return lambda: conseil.formater(*position)


def montrer_conseil_d_office(conseil, aide, ecrire):
    """Affiche le conseil avant la question quand le mode automatique est choisi."""
    if conseil is not None and conseil.automatique:
        ecrire(aide())


def ou_conseiller_absent(calcul):
    """Retourne ``calcul()``, ou, si les données du conseiller sont illisibles, la phrase qui le dit.

    Un fichier absent ou abîmé ne fait ainsi jamais planter un jeu : le joueur
    lit une phrase, et la partie continue.
    """
    try:
        return calcul()
    except DonneesIllisibles as erreur:
        return MESSAGE_DONNEES_ILLISIBLES.format(erreur)


def lire_tableau_compresse(chemin, type_des_valeurs, nombre, valeurs_possibles=None):
    """Retourne le tableau (``array``) des ``nombre`` valeurs lues dans le fichier compressé ``chemin``.

    Le fichier tient les valeurs petit-boutistes, de type ``type_des_valeurs``
    (un code d'``array`` : "H", "f"…), compressées par zlib. Lève
    DonneesIllisibles, avec le nom du fichier sans son chemin, s'il est absent,
    illisible, n'a pas ``nombre`` valeurs, ou si ``valeurs_possibles(tableau)``
    (quand elle est donnée) le juge faux.
    """
    nom = os.path.basename(chemin)
    try:
        with open(chemin, "rb") as fichier:
            octets = zlib.decompress(fichier.read())
    except (OSError, zlib.error):
        raise DonneesIllisibles(f"le fichier {nom} est absent ou illisible") from None
    valeurs = array(type_des_valeurs)
    if len(octets) != nombre * valeurs.itemsize:
        raise DonneesIllisibles(f"le fichier {nom} est abîmé (il n'a pas la bonne taille)")
    valeurs.frombytes(octets)
    if sys.byteorder == "big":
        valeurs.byteswap()
    if valeurs_possibles is not None and not valeurs_possibles(valeurs):
        raise DonneesIllisibles(f"le fichier {nom} est abîmé (valeurs impossibles)")
    return valeurs


def probabilite_du_jet(jet):
    """Retourne la probabilité d'obtenir ce multiensemble de dés en les lançant.

    >>> probabilite_du_jet((6, 6)) == 1 / 36, probabilite_du_jet((1, 2)) == 2 / 36
    (True, True)
    """
    arrangements = math.factorial(len(jet))
    for valeur in set(jet):
        arrangements //= math.factorial(jet.count(valeur))
    return arrangements / NB_FACES ** len(jet)


# --- Les questions et les parties des jeux frères ------------------------------

def demander_valide(question, analyser, expliquer, lire=input, ecrire=print, conseil=None):
    """Retourne la première réponse que ``analyser`` accepte (sa valeur convertie).

    ``analyser(texte)`` retourne la valeur ou None ; à chaque refus, on affiche
    ``expliquer(texte)``, coupé pour tenir à l'écran, et on repose la question.
    Si ``conseil`` est donné, la réponse « ? » affiche ``conseil()`` et repose
    la question.
    """
    while True:
        texte = lire(question)
        if conseil is not None and texte.strip() == DEMANDE_DE_CONSEIL:
            ecrire(conseil())
            continue
        valeur = analyser(texte)
        if valeur is not None:
            return valeur
        ecrire(couper(expliquer(texte)))


def demander_oui_non_conseille(question, lire=input, ecrire=print, conseil=None):
    """Retourne True pour o, False pour n : la question oui/non de l'énoncé, avec la réponse « ? »."""
    return demander_valide(
        question,
        analyser_oui_non,
        lambda texte: expliquer_refus(motif_refus_oui_non(texte), CONSIGNE_OUI_NON),
        lire, ecrire, conseil)


def enchainer_parties(jouer_une_partie, bienvenue, au_revoir, lire=input, ecrire=print):
    """Joue des parties tant que le joueur le veut ; retourne la liste de leurs résultats.

    La boucle du programme principal de l'énoncé (§5.3), pour les jeux qui ne
    sont pas le Yum de l'énoncé : ``jouer_une_partie()`` joue une partie et
    retourne son résultat.
    """
    ecrire(bienvenue)
    resultats = []
    rejouer = True
    while rejouer:
        resultats.append(jouer_une_partie())
        rejouer = demander_oui_non(QUESTION_REJOUER, lire, ecrire)
    ecrire(au_revoir)
    return resultats


# --- Les joueurs autour de la table -------------------------------------------

class Joueur(NamedTuple):
    """Un joueur autour de la table : son nom, sa façon de répondre, son conseiller.

    Sert au Yum à plusieurs et au 30000.
    """

    nom: str
    # La fonction qui lit ses réponses (``input`` pour un humain).
    lire: Callable
    # Son conseiller (``?``, ou les décisions d'un ordinateur), ou None.
    conseil: Optional[NamedTuple] = None


def noms_des_ordinateurs(nb_ordinateurs, noms_pris):
    """Retourne les noms des joueurs ordinateurs : « Ordi 1 », « Ordi 2 »… sans doublon avec les humains."""
    noms = []
    numero = 1
    while len(noms) < nb_ordinateurs:
        nom = f"Ordi {numero}"
        if nom.casefold() not in (pris.casefold() for pris in noms_pris):
            noms.append(nom)
        numero += 1
    return noms


def creer_pause(interactive):
    """Retourne la fonction de pause des ordinateurs : une vraie pause seulement à l'écran."""
    if interactive:
        return lambda: time.sleep(PAUSE_ORDINATEUR)
    return lambda: None


class JoueurQuiRepond:
    """Ce que partagent les joueurs ordinateurs des jeux : décider, puis taper la réponse.

    Une sous-classe décide avant chaque question et range sa réponse dans
    ``reponse`` ; ``repondre`` remplace ``input`` et la tape.
    """

    def __init__(self, nom, ecrire=print, pause=lambda: None):
        """Prépare le joueur ``nom`` ; ``pause()`` ralentit l'affichage pour qu'on suive."""
        self.nom = nom
        self.ecrire = ecrire
        self.pause = pause
        # La réponse décidée pour la prochaine question.
        self.reponse = ""

    def repondre(self, question):
        """Remplace ``input`` : affiche la question et la réponse décidée, puis la retourne."""
        self.pause()
        self.ecrire(question + self.reponse)
        return self.reponse


# --- Les statistiques des simulations -----------------------------------------

def centile(valeurs_triees, rang):
    """Retourne le centile ``rang`` (de 0 à 100) d'une liste triée, au rang le plus proche."""
    position = max(0, math.ceil(rang / NB_CENTILES * len(valeurs_triees)) - 1)
    return valeurs_triees[position]


def formater_histogramme(scores, largeur):
    """Retourne l'histogramme des scores, une ligne par classe de ``largeur`` points.

    >>> print(formater_histogramme([-150, -20, 30, 40], 100))
      -200 à -101 ######################### 1
      -100 à -1   ######################### 1
         0 à 99   ################################################## 2
    """
    classes = {}
    for score in scores:
        debut = score // largeur * largeur
        classes[debut] = classes.get(debut, 0) + 1
    plus_grande = max(classes.values())
    debuts = range(min(classes), max(classes) + 1, largeur)
    # Les bornes sont alignées sur la plus longue (un signe moins, ou des centaines).
    chiffres = max(len(str(borne)) for debut in debuts for borne in (debut, debut + largeur - 1))
    lignes = []
    for debut in debuts:
        nombre = classes.get(debut, 0)
        barre = "#" * math.ceil(nombre * LONGUEUR_BARRE / plus_grande)
        lignes.append(f"  {debut:>{chiffres}} à {debut + largeur - 1:<{chiffres}} {barre} {nombre}")
    return "\n".join(lignes)


def afficher_progression(faites, total, titre="Simulation", unite="parties"):
    """Affiche « Simulation : n/N parties » sur la même ligne du terminal (sortie d'erreur).

    Rien n'est écrit si la sortie d'erreur n'est pas un terminal (un fichier, un test).
    """
    if sys.stderr.isatty():
        sys.stderr.write(f"\r{titre} : {faites}/{total} {unite}")
        if faites == total:
            sys.stderr.write("\n")
        sys.stderr.flush()
