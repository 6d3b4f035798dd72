"""Les règles : fonctions pures sur les trois tableaux.

Explication : rien ici n'affiche ni ne lit ; chaque fonction retourne une
valeur ou modifie un tableau reçu, jamais les deux.

Auteurs : l'équipe témoin (projet « Dés »).
Version : 1.0.0
"""

from propre.constantes import CASE_LIBRE, NB_CASES, TOTAL_BAS, TOTAL_HAUT


def nouvelle_feuille():
    """Retourne une feuille de pointage neuve : toutes les cases libres."""
    return [CASE_LIBRE] * NB_CASES


def nouvelle_grille():
    """Retourne une grille des coups possibles neuve : des zéros."""
    return [0] * NB_CASES


def nb_occurrences(des, valeur):
    """Retourne le nombre de dés qui montrent ``valeur``."""
    compte = 0
    for de in des:
        if de == valeur:
            compte += 1
    return compte


def somme_remplie(feuille, debut, fin):
    """Retourne la somme des cases remplies de ``debut`` à ``fin`` exclue.

    Stratégie : une case libre vaut CASE_LIBRE ; on la saute.
    """
    somme = 0
    for case in range(debut, fin):
        if feuille[case] != CASE_LIBRE:
            somme += feuille[case]
    return somme


def calculer_totaux(feuille):
    """Recalcule les totaux de ``feuille`` ; la modifie et retourne None."""
    feuille[TOTAL_HAUT] = somme_remplie(feuille, 1, TOTAL_HAUT)
    feuille[TOTAL_BAS] = somme_remplie(feuille, TOTAL_HAUT + 1, TOTAL_BAS)
