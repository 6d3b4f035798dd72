"""Les règles du Yum, en fonctions pures sur les trois tableaux imposés.

Explication : l'énoncé impose trois tableaux, passés en paramètres : ``des`` (NB_DES valeurs
de DES_MIN à NB_FACES), ``feuille`` (la feuille de pointage, NB_CASES cases, une case libre vaut
CASE_LIBRE puisque zéro est un pointage possible) et ``grille`` (les coups possibles, NB_CASES
cases, remise à zéro à chaque lancer) ; la carte de leurs indices est dans ``yum.constantes``.
Rien ici n'affiche, ne lit ni ne tire au hasard : chaque règle se teste avec des dés choisis
d'avance. Une fonction qui modifie un tableau reçu le dit et retourne None.

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021), §4 « Conception » et §5.2 « Algorithme pour trouver
les coups possibles » ; règles du YUM® Classique.
"""

from yum.constantes import CASE_INUTILISEE, CASE_LIBRE, NB_CASES
from yum.constantes import DES_MIN, NB_DES, NB_FACES
from yum.constantes import PREMIERE_CASE_HAUT, DERNIERE_CASE_HAUT, MIN_BONUS, POINT_BONUS_HAUT
from yum.constantes import BRELAN, CARRE, MAIN_PLEINE, PETITE_SUITE, GROSSE_SUITE, SURPLUS, YUM
from yum.constantes import SOUS_TOTAL_HAUT, BONUS_DU_HAUT, TOTAL_HAUT, TOTAL_BAS, GRAND_TOTAL
from yum.constantes import OCCURRENCES_BRELAN, OCCURRENCES_CARRE, OCCURRENCES_PAIRE
from yum.constantes import POINTS_PETITE_SUITE, POINTS_GROSSE_SUITE, POINTS_MAIN_PLEINE, POINTS_YUM

# Cases du haut : l'indice est la face comptée (la case 3 compte les 3).
CASES_HAUT = range(PREMIERE_CASE_HAUT, DERNIERE_CASE_HAUT + 1)
# Cases du bas, du brelan au yum.
CASES_BAS = range(BRELAN, YUM + 1)
# Les NB_TOURS cases que le joueur remplit, une par tour.
CASES_DE_JEU = tuple(CASES_HAUT) + tuple(CASES_BAS)
# Cases de total : calculées, jamais choisies par le joueur.
CASES_DE_TOTAL = (SOUS_TOTAL_HAUT, BONUS_DU_HAUT, TOTAL_HAUT, TOTAL_BAS, GRAND_TOTAL)

# Les valeurs que contient toute petite suite (énoncé, §5.2 : « un 3 et un 4 »).
CENTRE_PETITE_SUITE = (3, 4)
# Les trois façons de compléter ce centre : 1-2-3-4, 2-3-4-5 et 3-4-5-6.
COMPLEMENTS_PETITE_SUITE = ((1, 2), (2, 5), (5, 6))
# Les deux grosses suites possibles avec NB_DES dés.
GROSSES_SUITES = ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6))


def nouvelle_feuille():
    """Retourne une feuille de pointage neuve de NB_CASES cases.

    Les CASES_DE_JEU valent CASE_LIBRE ; la case inutilisée et les totaux valent 0 (énoncé, §4,
    note 2).

    >>> nouvelle_feuille()
    [0, -1, -1, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, 0, 0]

    Auteurs : l'équipe du projet « Dés »."""
    # La feuille neuve : toutes les cases libres d'abord, puis la case inutilisée et les totaux.
    feuille = [CASE_LIBRE] * NB_CASES
    feuille[CASE_INUTILISEE] = 0
    for case in CASES_DE_TOTAL:
        feuille[case] = 0
    return feuille


def nouvelle_grille():
    """Retourne une grille des coups possibles de NB_CASES zéros.

    Auteurs : l'équipe du projet « Dés »."""
    return [0] * NB_CASES


def nb_occurrences(des, valeur):
    """Retourne le nombre de dés qui montrent ``valeur``.

    >>> nb_occurrences([4, 6, 4, 4, 6], 4)
    3

    Auteurs : l'équipe du projet « Dés »."""
    return des.count(valeur)


def somme_des(des):
    """Retourne la somme des valeurs des dés.

    >>> somme_des([4, 6, 4, 4, 6])
    24

    Auteurs : l'équipe du projet « Dés »."""
    return sum(des)


def est_main_pleine(des):
    """Retourne vrai si les dés forment un brelan exact et une paire.

    Stratégie (énoncé, §5.2) : on compte, pour chaque dé, combien de dés montrent sa valeur ; il
    faut un brelan exact et une paire. Un yum (NB_DES pareils) n'est donc pas une main pleine.

    >>> est_main_pleine([4, 6, 4, 4, 6]), est_main_pleine([5, 5, 5, 5, 5])
    (True, False)

    Auteurs : l'équipe du projet « Dés »."""
    # Vrai dès qu'une valeur apparaît exactement OCCURRENCES_BRELAN fois.
    brelan_exact = False
    # Vrai dès qu'une valeur apparaît exactement OCCURRENCES_PAIRE fois.
    paire = False
    for valeur in des:
        # Le nombre de dés qui montrent la valeur de ce dé.
        occurrences = nb_occurrences(des, valeur)
        brelan_exact = brelan_exact or occurrences == OCCURRENCES_BRELAN
        paire = paire or occurrences == OCCURRENCES_PAIRE
    return brelan_exact and paire


def contient_les_valeurs(des, valeurs):
    """Retourne vrai si chacune des ``valeurs`` est montrée par au moins un dé.

    Auteurs : l'équipe du projet « Dés »."""
    for valeur in valeurs:
        if nb_occurrences(des, valeur) == 0:
            return False
    return True


def est_petite_suite(des):
    """Retourne vrai si les dés contiennent quatre valeurs qui se suivent.

    Stratégie (énoncé, §5.2) : toute petite suite contient le CENTRE_PETITE_SUITE ; il reste à y
    trouver l'un des COMPLEMENTS_PETITE_SUITE. Une grosse suite contient donc une petite suite.

    >>> est_petite_suite([6, 3, 5, 4, 4]), est_petite_suite([1, 2, 3, 5, 6])
    (True, False)

    Auteurs : l'équipe du projet « Dés »."""
    if not contient_les_valeurs(des, CENTRE_PETITE_SUITE):
        return False
    for complement in COMPLEMENTS_PETITE_SUITE:
        if contient_les_valeurs(des, complement):
            return True
    return False


def est_grosse_suite(des):
    """Retourne vrai si les NB_DES dés forment une des GROSSES_SUITES.

    Stratégie (énoncé, §5.2) : avec NB_DES dés, montrer les NB_DES valeurs d'une grosse suite,
    c'est montrer chacune une fois.

    >>> est_grosse_suite([5, 3, 4, 6, 2]), est_grosse_suite([1, 2, 3, 4, 6])
    (True, False)

    Auteurs : l'équipe du projet « Dés »."""
    for suite in GROSSES_SUITES:
        if contient_les_valeurs(des, suite):
            return True
    return False


def est_libre(feuille, case):
    """Retourne vrai si ``case`` n'a pas encore été remplie sur la feuille.

    Auteurs : l'équipe du projet « Dés »."""
    return feuille[case] == CASE_LIBRE


def noter_si_libre(feuille, grille, case, points):
    """Inscrit ``points`` dans ``grille[case]`` si cette case est libre.

    Modifie ``grille`` et retourne None ; une case déjà remplie sur la feuille ne se propose plus,
    sa case de grille reste donc à zéro.

    Auteurs : l'équipe du projet « Dés »."""
    if est_libre(feuille, case):
        grille[case] = points


def noter_coups_de_la_valeur(des, valeur, feuille, grille):
    """Inscrit dans ``grille`` ce que rapportent les dés qui montrent ``valeur``.

    Modifie ``grille`` et retourne None. Le corps de la boucle de l'énoncé (§5.2) : yum, case du
    haut, brelan et main pleine, puis carré (OCCURRENCES_CARRE dés exactement).

    Auteurs : l'équipe du projet « Dés »."""
    # Le nombre de dés qui montrent ``valeur`` : il décide de chaque case de la valeur.
    occurrences = nb_occurrences(des, valeur)
    if occurrences == 0:
        return
    if occurrences == NB_DES:
        noter_si_libre(feuille, grille, YUM, POINTS_YUM)
    noter_si_libre(feuille, grille, valeur, occurrences * valeur)
    if occurrences >= OCCURRENCES_BRELAN:
        noter_si_libre(feuille, grille, BRELAN, somme_des(des))
        if est_main_pleine(des):
            noter_si_libre(feuille, grille, MAIN_PLEINE, POINTS_MAIN_PLEINE)
    if occurrences == OCCURRENCES_CARRE:
        noter_si_libre(feuille, grille, CARRE, somme_des(des))


def calculer_coups_possibles(des, feuille, grille):
    """Remplit ``grille`` avec les points que les dés rapportent, case par case.

    Modifie ``grille`` (remise à zéro d'abord) et retourne None ; seules les cases libres
    reçoivent des points. Stratégie (énoncé, §5.2) : une boucle sur les faces, de DES_MIN à
    NB_FACES, traite le haut et les dés identiques ; suivent les suites, puis le surplus.

    >>> grille = nouvelle_grille()
    >>> calculer_coups_possibles([4, 6, 4, 4, 6], nouvelle_feuille(), grille)
    >>> [(case, points) for case, points in enumerate(grille) if points]
    [(4, 12), (6, 12), (10, 24), (12, 25), (15, 24)]

    Auteurs : l'équipe du projet « Dés »."""
    for case in range(NB_CASES):
        grille[case] = 0
    for valeur in range(DES_MIN, NB_FACES + 1):
        noter_coups_de_la_valeur(des, valeur, feuille, grille)
    if est_petite_suite(des):
        noter_si_libre(feuille, grille, PETITE_SUITE, POINTS_PETITE_SUITE)
    if est_grosse_suite(des):
        noter_si_libre(feuille, grille, GROSSE_SUITE, POINTS_GROSSE_SUITE)
    noter_si_libre(feuille, grille, SURPLUS, somme_des(des))


def somme_remplie(feuille, cases):
    """Retourne la somme des ``cases`` de la feuille, sans les cases libres (CASE_LIBRE).

    Auteurs : l'équipe du projet « Dés »."""
    # La somme des cases remplies vues jusqu'ici.
    somme = 0
    for case in cases:
        if not est_libre(feuille, case):
            somme += feuille[case]
    return somme


def calculer_totaux(feuille):
    """Recalcule le sous-total, le bonus et les totaux de ``feuille``.

    Modifie ``feuille`` et retourne None. Le bonus vaut POINT_BONUS_HAUT dès que le sous-total du
    haut atteint MIN_BONUS.

    Auteurs : l'équipe du projet « Dés »."""
    feuille[SOUS_TOTAL_HAUT] = somme_remplie(feuille, CASES_HAUT)
    if feuille[SOUS_TOTAL_HAUT] >= MIN_BONUS:
        feuille[BONUS_DU_HAUT] = POINT_BONUS_HAUT
    else:
        feuille[BONUS_DU_HAUT] = 0
    feuille[TOTAL_HAUT] = feuille[SOUS_TOTAL_HAUT] + feuille[BONUS_DU_HAUT]
    feuille[TOTAL_BAS] = somme_remplie(feuille, CASES_BAS)
    feuille[GRAND_TOTAL] = feuille[TOTAL_HAUT] + feuille[TOTAL_BAS]


def appliquer_pointage(feuille, grille, case):
    """Inscrit ``grille[case]`` dans ``feuille[case]`` et recalcule les totaux.

    Modifie ``feuille`` et retourne None. La case doit être une case de jeu libre (``yum.saisie``
    le vérifie) ; si la grille y montre 0, le joueur inscrit zéro, comme le prévoient les règles.

    Auteurs : l'équipe du projet « Dés »."""
    feuille[case] = grille[case]
    calculer_totaux(feuille)
