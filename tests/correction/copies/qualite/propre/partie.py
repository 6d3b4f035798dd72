"""Le déroulement d'une partie et le programme principal.

Explication : le programme principal déclare les trois tableaux de l'énoncé
(§4) et les passe en paramètres ; seul ce module affiche.

Auteurs : l'équipe témoin (projet « Dés »).
Version : 1.0.0
"""

from propre.constantes import GRAND_TOTAL, NB_DES, NB_FACES
from propre.regles import calculer_totaux, nouvelle_feuille, nouvelle_grille


def lancer_les_des(des, rng):
    """Relance tous les dés ; modifie ``des`` et retourne None."""
    for indice in range(len(des)):
        des[indice] = int(rng.random() * NB_FACES) + 1


def jouer_un_tour(des, feuille, grille, rng, ecrire=print):
    """Joue un tour : lance les dés, les montre, recalcule les totaux ; retourne None."""
    lancer_les_des(des, rng)
    ecrire(des)
    calculer_totaux(feuille)
    ecrire(grille)


def programme_principal(rng, ecrire=print):
    """Joue une partie d'un tour et retourne le grand total."""
    # Les trois tableaux imposés : les dés, la feuille de pointage, la grille des coups.
    des = [1] * NB_DES
    feuille = nouvelle_feuille()
    grille = nouvelle_grille()
    jouer_un_tour(des, feuille, grille, rng, ecrire)
    return feuille[GRAND_TOTAL]
