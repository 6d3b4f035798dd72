"""Outils des tests : des réponses écrites d'avance et des dés choisis d'avance.

``Reponses`` remplace ``input`` : elle donne les réponses une à une, garde les
questions posées, et lève EOFError quand il n'en reste plus, comme une vraie
console en fin d'entrée ; une boucle de validation ne peut donc jamais tourner
sans fin dans un test. ``DesPipes`` remplace le générateur aléatoire : chaque
appel à ``random()`` fait sortir la valeur de dé suivante de la liste.
``Ecran`` remplace ``print`` et garde tout le texte affiché. ``lancer_jeu``
lance un jeu dans un processus, comme le ferait un joueur, pour les tests en
boîte noire.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import subprocess
import sys
from pathlib import Path

from yum.ajouts.suivi import SuiviDeYum
from yum.constantes import BASE_DECIMALE, DES_MIN, NB_DES, NB_FACES, PREMIER_NUMERO_DE, TOUS_LES_DES
from yum.partie import jouer_partie
from yum.regles import CASES_DE_JEU, nouvelle_feuille, nouvelle_grille

# La racine du dépôt : ``python -m <jeu>`` y trouve les paquets même sans installation.
RACINE = Path(__file__).resolve().parent.parent
# Les 13 cases du Yum dans l'ordre de la feuille, telles qu'un joueur les tape.
CASES_DANS_L_ORDRE = [str(case) for case in CASES_DE_JEU]
# Le temps laissé à un jeu lancé dans un processus, en secondes.
DELAI_D_UN_JEU = 120


def lancer_jeu(jeu, *options, entree=""):
    """Retourne le résultat de ``python -m jeu options``, nourri de ``entree`` par un tube."""
    return subprocess.run([sys.executable, "-m", jeu, *options], input=entree, cwd=RACINE,
                          capture_output=True, text=True, encoding="utf-8", timeout=DELAI_D_UN_JEU)


def tirages(des_voulus, choix=TOUS_LES_DES):
    """Retourne les valeurs à faire sortir, dans l'ordre où ``rouler_des`` relance les dés de ``choix``.

    ``rouler_des`` lit les chiffres de droite à gauche (523 : le dé 3, puis 2,
    puis 5) ; les tests écrivent ainsi les dés tels qu'ils s'afficheront.

    >>> tirages([1, 2, 3, 4, 5]), tirages([6, 5, 4, 3, 2], 523)
    ([5, 4, 3, 2, 1], [4, 5, 2])
    """
    valeurs = []
    while choix:
        valeurs.append(des_voulus[choix % BASE_DECIMALE - PREMIER_NUMERO_DE])
        choix //= BASE_DECIMALE
    return valeurs


def jouer_partie_neuve(rng, lire, ecrire, conseil=None):
    """Joue une partie de Yum sur des tableaux neufs ; retourne le score final.

    Un ``conseil`` (``yum.commun.Conseil``) se branche comme dans ``python -m yum`` :
    par un suivi (``yum.ajouts.suivi.SuiviDeYum``) qui tient lieu de dés et de lecture.
    """
    des, feuille = [DES_MIN] * NB_DES, nouvelle_feuille()
    if conseil is not None:
        suivi = SuiviDeYum(rng, lire, ecrire, conseil)
        suivi.suivre(des, feuille)
        rng, lire = suivi, suivi.lire
    return jouer_partie(des, feuille, nouvelle_grille(), rng, lire, ecrire)


def jet(*valeurs_des_des_libres):
    """Retourne les tirages qui donnent ces valeurs aux dés libres, dans l'ordre de la table (30000)."""
    return list(reversed(valeurs_des_des_libres))


class Reponses:
    """Un faux ``input`` qui donne des réponses écrites d'avance."""

    def __init__(self, reponses):
        self.restantes = list(reponses)
        self.questions = []

    def __call__(self, question=""):
        self.questions.append(question)
        if not self.restantes:
            raise EOFError("plus de réponses dans le script du test")
        return self.restantes.pop(0)

    def epuisees(self):
        """Retourne vrai si toutes les réponses ont été lues."""
        return not self.restantes


class DesPipes:
    """Un faux ``random.Random`` dont ``random()`` donne les dés voulus, dans l'ordre."""

    def __init__(self, valeurs):
        self.restantes = list(valeurs)

    def random(self):
        """Retourne le nombre de [0, 1) qui fait sortir la prochaine valeur prévue."""
        assert self.restantes, "le test n'a pas prévu assez de dés"
        valeur = self.restantes.pop(0)
        return (valeur - 1 + 0.5) / NB_FACES

    def annoncer(self, numeros):
        """Ne fait rien : les dés sont déjà prévus (voir ``yum.des``, les sources de dés)."""

    def epuises(self):
        """Retourne vrai si tous les dés prévus ont été lancés."""
        return not self.restantes


class Ecran:
    """Un faux ``print`` qui garde le texte affiché."""

    def __init__(self):
        self.lignes = []

    def __call__(self, *morceaux, sep=" ", end="\n"):
        self.lignes.append(sep.join(str(morceau) for morceau in morceaux) + end)

    def texte(self):
        """Retourne tout le texte affiché jusqu'ici."""
        return "".join(self.lignes)
