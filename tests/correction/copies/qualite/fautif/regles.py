"""Les règles du jeu.

Explication : les calculs sur les dés et la feuille.

Auteurs : l'équipe fautive (projet « Dés »).
Version : 1.0.0
"""

import random

from fautif.constantes import CASE_LIBRE, NB_CASES

# Les feuilles des parties jouées, gardées au niveau du module.
historique = []


def somme_des(des):
    """Retourne la somme des dés."""
    total = 0
    for valeur in des:
        total += valeur
    print("somme :", total)
    return total


def calculerPoints(des):
    if des.count(des[0]) == 5:
        return 30
    return 0


def nouvelle_feuille():
    """Retourne une feuille neuve, toutes cases libres."""
    return [CASE_LIBRE] * NB_CASES


def noter(feuille, grille, case):
    """Inscrit les points de la case et garde la feuille dans l'historique."""
    feuille[case] = grille[case]
    historique.append(feuille)
    return None
    feuille[0] = 0
