"""Les règles du Yum, une règle par test (énoncé, §4 et §5.2).

Ces tests n'utilisent que l'API publique imposée : avec
``--implementation=autre_paquet``, ils vérifient le paquet d'une équipe.
Les indices des cases sont ceux de l'énoncé (``yum.constantes``).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import pytest

from yum.constantes import (
    BONUS_DU_HAUT,
    BRELAN,
    CARRE,
    CASE_LIBRE,
    GRAND_TOTAL,
    GROSSE_SUITE,
    MAIN_PLEINE,
    NB_CASES,
    PETITE_SUITE,
    SOUS_TOTAL_HAUT,
    SURPLUS,
    TOTAL_BAS,
    TOTAL_HAUT,
    YUM,
)

pytestmark = pytest.mark.api


def coups(regles, des, feuille=None):
    """Retourne la grille des coups possibles des dés sur la feuille (neuve par défaut)."""
    grille = [0] * NB_CASES
    regles.calculer_coups_possibles(des, feuille or regles.nouvelle_feuille(), grille)
    return grille


def cases_non_nulles(grille):
    """Retourne le dictionnaire {case: points} des cases non nulles de la grille."""
    return {case: points for case, points in enumerate(grille) if points != 0}


# --- Les tableaux au départ ---------------------------------------------------

def test_la_feuille_neuve_est_celle_de_l_enonce(regles):
    assert regles.nouvelle_feuille() == [
        0, -1, -1, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, 0, 0]


def test_deux_feuilles_neuves_sont_independantes(regles):
    premiere = regles.nouvelle_feuille()
    premiere[1] = 5
    assert regles.nouvelle_feuille()[1] == CASE_LIBRE


# --- Les fonctions de base ----------------------------------------------------

@pytest.mark.parametrize("des, valeur, attendu", [
    ([4, 6, 4, 4, 6], 4, 3),
    ([4, 6, 4, 4, 6], 6, 2),
    ([4, 6, 4, 4, 6], 1, 0),
    ([2, 2, 2, 2, 2], 2, 5),
])
def test_nb_occurrences_compte_les_des_de_la_valeur(regles, des, valeur, attendu):
    assert regles.nb_occurrences(des, valeur) == attendu


def test_somme_des_additionne_les_cinq_des(regles):
    assert regles.somme_des([4, 6, 4, 4, 6]) == 24


@pytest.mark.parametrize("des, attendu", [
    ([4, 6, 4, 4, 6], True),
    ([2, 2, 5, 5, 5], True),
    ([5, 5, 5, 5, 5], False),
    ([5, 5, 5, 5, 2], False),
    ([5, 5, 5, 1, 2], False),
    ([5, 5, 1, 1, 2], False),
])
def test_est_main_pleine_veut_trois_et_deux(regles, des, attendu):
    assert regles.est_main_pleine(des) is attendu


@pytest.mark.parametrize("des", [
    [1, 2, 3, 4, 6], [4, 3, 2, 5, 5], [3, 4, 5, 6, 6], [6, 5, 4, 3, 1], [1, 2, 3, 4, 5],
])
def test_est_petite_suite_accepte_quatre_valeurs_qui_se_suivent(regles, des):
    assert regles.est_petite_suite(des)


@pytest.mark.parametrize("des", [
    [1, 2, 3, 5, 6], [1, 2, 4, 5, 6], [3, 3, 4, 4, 6], [1, 1, 2, 2, 3],
])
def test_est_petite_suite_refuse_un_trou(regles, des):
    assert not regles.est_petite_suite(des)


@pytest.mark.parametrize("des", [[1, 2, 3, 4, 5], [2, 3, 4, 5, 6], [5, 4, 3, 2, 1], [6, 2, 4, 3, 5]])
def test_est_grosse_suite_accepte_cinq_valeurs_qui_se_suivent(regles, des):
    assert regles.est_grosse_suite(des)


@pytest.mark.parametrize("des", [[1, 2, 3, 4, 6], [1, 2, 3, 4, 4], [1, 3, 4, 5, 6]])
def test_est_grosse_suite_refuse_une_petite_suite_seule(regles, des):
    assert not regles.est_grosse_suite(des)


# --- La grille des coups possibles, case par case ------------------------------

def test_exemple_de_l_enonce_4_6_4_4_6(regles):
    # L'énoncé montre 0 au brelan, contre son propre algorithme : trois 4,
    # c'est un brelan, qui vaut la somme des dés (24). On suit l'algorithme.
    assert coups(regles, [4, 6, 4, 4, 6]) == [
        0, 0, 0, 0, 12, 0, 12, 0, 0, 0, 24, 0, 25, 0, 0, 24, 0, 0, 0]


@pytest.mark.parametrize("face", range(1, 7))
def test_une_case_du_haut_compte_les_des_de_sa_face(regles, face):
    des = [face, face, face % 6 + 1, face, (face + 1) % 6 + 1]
    assert coups(regles, des)[face] == 3 * face


def test_une_face_absente_laisse_sa_case_du_haut_a_zero(regles):
    assert coups(regles, [2, 2, 3, 3, 5])[1] == 0


def test_un_brelan_vaut_la_somme_de_tous_les_des(regles):
    assert coups(regles, [4, 4, 4, 5, 6])[BRELAN] == 23


def test_une_paire_n_est_pas_un_brelan(regles):
    assert coups(regles, [4, 4, 3, 5, 6])[BRELAN] == 0


def test_un_carre_est_aussi_un_brelan(regles):
    grille = coups(regles, [2, 2, 2, 2, 4])
    assert (grille[BRELAN], grille[CARRE]) == (12, 12)


def test_un_carre_vaut_la_somme_de_tous_les_des(regles):
    assert coups(regles, [2, 2, 2, 2, 4])[CARRE] == 12


def test_trois_pareils_ne_font_pas_un_carre(regles):
    assert coups(regles, [2, 2, 2, 3, 4])[CARRE] == 0


def test_un_yum_n_est_pas_un_carre(regles):
    # L'énoncé veut un nombre d'occurrences « égal à quatre ».
    assert coups(regles, [6, 6, 6, 6, 6])[CARRE] == 0


def test_un_yum_est_un_brelan(regles):
    assert coups(regles, [6, 6, 6, 6, 6])[BRELAN] == 30


def test_un_yum_n_est_pas_une_main_pleine(regles):
    assert coups(regles, [3, 3, 3, 3, 3])[MAIN_PLEINE] == 0


def test_un_yum_vaut_trente_points(regles):
    assert coups(regles, [1, 1, 1, 1, 1])[YUM] == 30


def test_quatre_pareils_ne_font_pas_un_yum(regles):
    assert coups(regles, [1, 1, 1, 1, 2])[YUM] == 0


def test_une_main_pleine_vaut_vingt_cinq_points(regles):
    assert coups(regles, [2, 5, 2, 5, 2])[MAIN_PLEINE] == 25


def test_deux_paires_ne_font_pas_une_main_pleine(regles):
    assert coups(regles, [2, 5, 2, 5, 1])[MAIN_PLEINE] == 0


def test_une_petite_suite_vaut_quinze_points(regles):
    assert coups(regles, [6, 3, 5, 4, 4])[PETITE_SUITE] == 15


def test_une_grosse_suite_vaut_vingt_points_et_compte_aussi_comme_petite(regles):
    grille = coups(regles, [2, 3, 4, 5, 6])
    assert (grille[GROSSE_SUITE], grille[PETITE_SUITE]) == (20, 15)


def test_une_petite_suite_n_est_pas_une_grosse(regles):
    assert coups(regles, [1, 2, 3, 4, 4])[GROSSE_SUITE] == 0


def test_le_surplus_vaut_toujours_la_somme_des_des(regles):
    assert coups(regles, [1, 2, 4, 4, 6])[SURPLUS] == 17


def test_les_cases_de_total_restent_a_zero_dans_la_grille(regles):
    grille = coups(regles, [6, 6, 6, 6, 6])
    assert [grille[case] for case in (0, SOUS_TOTAL_HAUT, BONUS_DU_HAUT, TOTAL_HAUT,
                                      TOTAL_BAS, GRAND_TOTAL)] == [0] * 6


# --- Les cases déjà remplies ---------------------------------------------------

def test_une_case_remplie_ne_se_propose_plus(regles):
    feuille = regles.nouvelle_feuille()
    feuille[MAIN_PLEINE] = 25
    feuille[4] = 8
    grille = coups(regles, [4, 6, 4, 4, 6], feuille)
    assert cases_non_nulles(grille) == {6: 12, BRELAN: 24, SURPLUS: 24}


def test_une_case_remplie_a_zero_ne_se_propose_plus(regles):
    feuille = regles.nouvelle_feuille()
    feuille[YUM] = 0
    assert coups(regles, [5, 5, 5, 5, 5], feuille)[YUM] == 0


def test_une_feuille_pleine_ne_propose_rien(regles):
    feuille = regles.nouvelle_feuille()
    for case in list(range(1, 7)) + list(range(BRELAN, YUM + 1)):
        feuille[case] = 0
    assert coups(regles, [2, 3, 4, 5, 6], feuille) == [0] * NB_CASES


def test_la_grille_est_remise_a_zero_avant_d_etre_remplie(regles):
    grille = [99] * NB_CASES
    regles.calculer_coups_possibles([1, 1, 2, 3, 5], regles.nouvelle_feuille(), grille)
    assert cases_non_nulles(grille) == {1: 2, 2: 2, 3: 3, 5: 5, SURPLUS: 12}


def test_calculer_coups_possibles_ne_touche_ni_aux_des_ni_a_la_feuille(regles):
    des = [4, 6, 4, 4, 6]
    feuille = regles.nouvelle_feuille()
    regles.calculer_coups_possibles(des, feuille, [0] * NB_CASES)
    assert des == [4, 6, 4, 4, 6] and feuille == regles.nouvelle_feuille()


# --- Appliquer le pointage (exemples de l'énoncé, §4) --------------------------

@pytest.mark.parametrize("case, points", [(MAIN_PLEINE, 25), (4, 12), (6, 12), (SURPLUS, 24)])
def test_appliquer_pointage_inscrit_les_points_de_la_grille(regles, case, points):
    feuille = regles.nouvelle_feuille()
    grille = coups(regles, [4, 6, 4, 4, 6])
    regles.appliquer_pointage(feuille, grille, case)
    assert feuille[case] == points
    assert [valeur for indice, valeur in enumerate(feuille) if indice != case
            and indice not in (SOUS_TOTAL_HAUT, TOTAL_HAUT, TOTAL_BAS, GRAND_TOTAL)] \
        == [valeur for indice, valeur in enumerate(regles.nouvelle_feuille()) if indice != case
            and indice not in (SOUS_TOTAL_HAUT, TOTAL_HAUT, TOTAL_BAS, GRAND_TOTAL)]


def test_appliquer_pointage_inscrit_zero_dans_une_case_sans_points(regles):
    feuille = regles.nouvelle_feuille()
    regles.appliquer_pointage(feuille, coups(regles, [1, 2, 3, 5, 6]), YUM)
    assert feuille[YUM] == 0


def test_appliquer_pointage_recalcule_les_totaux(regles):
    feuille = regles.nouvelle_feuille()
    regles.appliquer_pointage(feuille, coups(regles, [4, 6, 4, 4, 6]), 4)
    regles.appliquer_pointage(feuille, coups(regles, [4, 6, 4, 4, 6]), MAIN_PLEINE)
    assert [feuille[case] for case in (SOUS_TOTAL_HAUT, BONUS_DU_HAUT, TOTAL_HAUT,
                                       TOTAL_BAS, GRAND_TOTAL)] == [12, 0, 12, 25, 37]


def test_le_bonus_est_accorde_a_63_exactement(regles):
    feuille = regles.nouvelle_feuille()
    # Trois de chaque face : 3 + 6 + 9 + 12 + 15 + 18 = 63.
    for face in range(1, 7):
        regles.appliquer_pointage(feuille, coups(regles, [face] * 3 + [face % 6 + 1] * 2), face)
    assert (feuille[SOUS_TOTAL_HAUT], feuille[BONUS_DU_HAUT], feuille[TOTAL_HAUT]) == (63, 25, 88)


def test_le_bonus_est_refuse_a_62(regles):
    feuille = regles.nouvelle_feuille()
    for face in range(2, 7):
        regles.appliquer_pointage(feuille, coups(regles, [face] * 3 + [1, 1]), face)
    regles.appliquer_pointage(feuille, coups(regles, [1, 1, 3, 3, 3]), 1)
    assert (feuille[SOUS_TOTAL_HAUT], feuille[BONUS_DU_HAUT]) == (62, 0)


def test_le_grand_total_additionne_le_haut_le_bonus_et_le_bas(regles):
    feuille = regles.nouvelle_feuille()
    for face in range(1, 7):
        regles.appliquer_pointage(feuille, coups(regles, [face] * 4 + [face % 6 + 1]), face)
    regles.appliquer_pointage(feuille, coups(regles, [5, 5, 5, 5, 5]), YUM)
    assert (feuille[TOTAL_HAUT], feuille[TOTAL_BAS], feuille[GRAND_TOTAL]) == (84 + 25, 30, 139)
