"""Les constats de la fiche de qualité : les certitudes, les critères (§8 et §4), Constat.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

from dataclasses import dataclass, field

from yum.correction.lecture.extraction import LectureImpossible

# --- Les certitudes d'un constat ----------------------------------------------

# Le fait mesuré est la faute que le critère nomme.
SUR = "sûr"
# Le fait est mesuré ; la faute reste à confirmer par une personne.
PROBABLE = "probable"
# Aucun programme ne peut en juger : la fiche dit seulement où regarder.
A_JUGER = "à juger"


# --- Les critères -------------------------------------------------------------

# Les critères du §8 de l'énoncé, dans ses mots, et la conception imposée du §4.
CRITERES = {
    "8.1": "Nom de fonctions et méthodes non représentatif",
    "8.2": "Nom de variables et constantes non représentatif",
    "8.3": "Aération et/ou indentation laissent à désirer",
    "8.4": "Découpage en sous-programmes insuffisant",
    "8.5": "Répétition inutile de code due au manque de sous-programmes",
    "8.6": "Répétition inutile de code due à l'incompréhension de l'utilité du paramétrage",
    "8.7": "Constantes non définies",
    "8.8": "Constantes non utilisées lorsque possible (même dans les commentaires)",
    "8.9": "Constantes en minuscules",
    "8.10": "Commentaire d'en-tête de programme manquant (explication, auteurs et version)",
    "8.11": "Commentaires des constantes manquants",
    "8.12": "Commentaires des variables manquants",
    "8.13": "Commentaires de déclaration des sous-programmes manquants (API)",
    "8.14": "Commentaires non judicieux ou inutiles",
    "8.15": "Commentaires manquants sur la stratégie employée dans chaque sous-programme",
    "8.16": "Commentaires mal disposés (ex : en bout de ligne)",
    "8.17": "Non-utilisation d'un sous-programme lorsque c'est possible ou exigé",
    "8.18": "Code inutile",
    "8.19": "Affichage dans une fonction de calcul",
    "8.20": "Qualité du français dans les commentaires",
    "8.21": "Non-respect des droits d'auteur (mettre toutes les références, y compris les vôtres)",
    "8.22": "Non-utilisation de boucle lorsque possible",
    "8.23": "Autres (une pratique non énumérée qui n'a pas de sens)",
    "4": "Les trois tableaux déclarés dans le programme principal (§4), jamais au niveau du module",
}
# L'ordre de la fiche : le §8 d'abord, dans l'ordre de l'énoncé, puis le §4.
ORDRE_DES_CRITERES = tuple(CRITERES)


# --- Les mots que la fiche reconnaît ------------------------------------------

@dataclass(frozen=True)
class Constat:
    """Ce que la fiche relève pour un critère : où, quoi, et avec quelle certitude.

    ``critere`` est le numéro (« 8.7 », ou « 4 » pour la conception imposée),
    ``titre`` ses mots dans l'énoncé, ``fichier`` le chemin relatif au dossier
    du paquet (vide pour le paquet entier), ``ligne`` la ligne (0 : aucune),
    ``message`` ce qui est vu, ``certitude`` l'une de SUR, PROBABLE, A_JUGER ;
    ``lieux``, pour un point « à juger », les endroits à regarder d'abord.
    """

    critere: str
    titre: str
    fichier: str
    ligne: int
    message: str
    certitude: str
    lieux: tuple = field(default=())

    @property
    def emplacement(self):
        """Retourne « fichier.py:ligne », « fichier.py », ou « (tout le paquet) »."""
        if not self.fichier:
            return "(tout le paquet)"
        if self.ligne <= 0:
            return self.fichier
        return f"{self.fichier}:{self.ligne}"


# La fiche ne peut pas être faite (la lecture ne se fait pas) ; ``code`` est le code de sortie.
FicheImpossible = LectureImpossible


def constat(critere, fichier, ligne, message, certitude, lieux=()):
    """Retourne un Constat du critère ``critere``, son titre pris dans CRITERES."""
    return Constat(critere, CRITERES[critere], fichier, ligne, message, certitude, tuple(lieux))
