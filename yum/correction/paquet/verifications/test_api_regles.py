"""Les règles du Yum, une règle par test (énoncé, §4 et §5.2), sur le paquet corrigé.

Ces tests n'utilisent que l'API publique imposée (conception, §3), reçue par
la fixture ``regles`` : avec ``--implementation``, ils corrigent le paquet
d'une équipe. Un échec dit, en français, ce que le paquet a donné, pour
quels dés, ce qui était attendu et la règle en cause.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import pytest

from yum.correction.enonce import (
    BONUS_DU_HAUT,
    BRELAN,
    CARRE,
    CASE_LIBRE,
    CASES_DE_JEU,
    FEUILLE_NEUVE,
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
    explication,
    grille_attendue,
    nom_case,
    texte_des,
)

pytestmark = pytest.mark.api


def coups(regles, des, feuille=None):
    """Retourne la grille des coups possibles des dés sur la feuille (neuve par défaut)."""
    grille = [0] * NB_CASES
    regles.calculer_coups_possibles(list(des), feuille or regles.nouvelle_feuille(), grille)
    return grille


def verifier_case(regles, des, case, attendu, feuille=None):
    """Vérifie la case ``case`` de la grille de ces dés, avec un message qui explique l'échec."""
    obtenu = coups(regles, des, feuille)[case]
    assert obtenu == attendu, explication(des, case, obtenu, attendu)


def cases_non_nulles(grille):
    """Retourne le dictionnaire {case: points} des cases non nulles de la grille."""
    return {case: points for case, points in enumerate(grille) if points != 0}


# --- Les tableaux au départ ---------------------------------------------------

def test_la_feuille_neuve_est_celle_de_l_enonce(regles):
    assert list(regles.nouvelle_feuille()) == FEUILLE_NEUVE, \
        "la feuille neuve doit valoir -1 dans les 13 cases de jeu et 0 ailleurs (énoncé, §4)"


def test_deux_feuilles_neuves_sont_independantes(regles):
    premiere = regles.nouvelle_feuille()
    premiere[1] = 5
    assert regles.nouvelle_feuille()[1] == CASE_LIBRE, \
        "nouvelle_feuille doit retourner une liste neuve à chaque appel"


# --- Les fonctions de base ----------------------------------------------------

@pytest.mark.parametrize("des, valeur, attendu", [
    ([4, 6, 4, 4, 6], 4, 3),
    ([4, 6, 4, 4, 6], 6, 2),
    ([4, 6, 4, 4, 6], 1, 0),
    ([2, 2, 2, 2, 2], 2, 5),
])
def test_nb_occurrences_compte_les_des_de_la_valeur(regles, des, valeur, attendu):
    obtenu = regles.nb_occurrences(des, valeur)
    assert obtenu == attendu, f"nb_occurrences({des}, {valeur}) vaut {obtenu} ; attendu {attendu}"


def test_somme_des_additionne_les_cinq_des(regles):
    obtenu = regles.somme_des([4, 6, 4, 4, 6])
    assert obtenu == 24, f"somme_des([4, 6, 4, 4, 6]) vaut {obtenu} ; attendu 24"


@pytest.mark.parametrize("des, attendu", [
    ([4, 6, 4, 4, 6], True),
    ([2, 2, 5, 5, 5], True),
    ([5, 5, 5, 5, 5], False),
    ([5, 5, 5, 5, 2], False),
    ([5, 5, 5, 1, 2], False),
    ([5, 5, 1, 1, 2], False),
])
def test_est_main_pleine_veut_trois_et_deux(regles, des, attendu):
    # L'énoncé dit « retourne si » : 1 ou 0 valent vrai ou faux.
    obtenu = regles.est_main_pleine(des)
    assert bool(obtenu) is attendu, \
        f"est_main_pleine({des}) est {'vrai' if obtenu else 'faux'} ; attendu {'vrai' if attendu else 'faux'}"


@pytest.mark.parametrize("des", [
    [1, 2, 3, 4, 6], [4, 3, 2, 5, 5], [3, 4, 5, 6, 6], [6, 5, 4, 3, 1], [1, 2, 3, 4, 5],
])
def test_est_petite_suite_accepte_quatre_valeurs_qui_se_suivent(regles, des):
    assert regles.est_petite_suite(des), f"les dés {texte_des(des)} font une petite suite"


@pytest.mark.parametrize("des", [
    [1, 2, 3, 5, 6], [1, 2, 4, 5, 6], [3, 3, 4, 4, 6], [1, 1, 2, 2, 3],
])
def test_est_petite_suite_refuse_un_trou(regles, des):
    assert not regles.est_petite_suite(des), f"les dés {texte_des(des)} ne font pas de petite suite"


@pytest.mark.parametrize("des", [[1, 2, 3, 4, 5], [2, 3, 4, 5, 6], [5, 4, 3, 2, 1], [6, 2, 4, 3, 5]])
def test_est_grosse_suite_accepte_cinq_valeurs_qui_se_suivent(regles, des):
    assert regles.est_grosse_suite(des), f"les dés {texte_des(des)} font une grosse suite"


@pytest.mark.parametrize("des", [[1, 2, 3, 4, 6], [1, 2, 3, 4, 4], [1, 3, 4, 5, 6]])
def test_est_grosse_suite_refuse_une_petite_suite_seule(regles, des):
    assert not regles.est_grosse_suite(des), f"les dés {texte_des(des)} ne font pas de grosse suite"


# --- La grille des coups possibles, case par case ------------------------------

def test_exemple_de_l_enonce_4_6_4_4_6(regles):
    # L'énoncé montre 0 au brelan, contre son propre algorithme : trois 4,
    # c'est un brelan, qui vaut la somme des dés (24). On suit l'algorithme.
    attendue = [0, 0, 0, 0, 12, 0, 12, 0, 0, 0, 24, 0, 25, 0, 0, 24, 0, 0, 0]
    grille = coups(regles, [4, 6, 4, 4, 6])
    erreurs = [explication([4, 6, 4, 4, 6], case, grille[case], attendue[case])
               for case in range(NB_CASES) if grille[case] != attendue[case]]
    assert not erreurs, "\n".join(erreurs)


@pytest.mark.parametrize("face", range(1, 7))
def test_une_case_du_haut_compte_les_des_de_sa_face(regles, face):
    verifier_case(regles, [face, face, face % 6 + 1, face, (face + 1) % 6 + 1], face, 3 * face)


def test_une_face_absente_laisse_sa_case_du_haut_a_zero(regles):
    verifier_case(regles, [2, 2, 3, 3, 5], 1, 0)


def test_un_brelan_vaut_la_somme_de_tous_les_des(regles):
    verifier_case(regles, [4, 4, 4, 5, 6], BRELAN, 23)


def test_une_paire_n_est_pas_un_brelan(regles):
    verifier_case(regles, [4, 4, 3, 5, 6], BRELAN, 0)


def test_un_carre_est_aussi_un_brelan(regles):
    verifier_case(regles, [2, 2, 2, 2, 4], BRELAN, 12)


def test_un_carre_vaut_la_somme_de_tous_les_des(regles):
    verifier_case(regles, [2, 2, 2, 2, 4], CARRE, 12)


def test_trois_pareils_ne_font_pas_un_carre(regles):
    verifier_case(regles, [2, 2, 2, 3, 4], CARRE, 0)


def test_un_yum_n_est_pas_un_carre(regles):
    # L'énoncé veut un nombre d'occurrences « égal à quatre ».
    verifier_case(regles, [6, 6, 6, 6, 6], CARRE, 0)


def test_un_yum_est_un_brelan(regles):
    verifier_case(regles, [6, 6, 6, 6, 6], BRELAN, 30)


def test_un_yum_n_est_pas_une_main_pleine(regles):
    verifier_case(regles, [3, 3, 3, 3, 3], MAIN_PLEINE, 0)


def test_un_yum_vaut_trente_points(regles):
    verifier_case(regles, [1, 1, 1, 1, 1], YUM, 30)


def test_quatre_pareils_ne_font_pas_un_yum(regles):
    verifier_case(regles, [1, 1, 1, 1, 2], YUM, 0)


def test_une_main_pleine_vaut_vingt_cinq_points(regles):
    verifier_case(regles, [2, 5, 2, 5, 2], MAIN_PLEINE, 25)


def test_deux_paires_ne_font_pas_une_main_pleine(regles):
    verifier_case(regles, [2, 5, 2, 5, 1], MAIN_PLEINE, 0)


def test_une_petite_suite_vaut_quinze_points(regles):
    verifier_case(regles, [6, 3, 5, 4, 4], PETITE_SUITE, 15)


@pytest.mark.parametrize("des", [[1, 2, 3, 4, 6], [2, 3, 4, 5, 5], [3, 4, 5, 6, 1]])
def test_chaque_sorte_de_petite_suite_vaut_quinze_points(regles, des):
    verifier_case(regles, des, PETITE_SUITE, 15)


def test_une_grosse_suite_vaut_vingt_points_et_compte_aussi_comme_petite(regles):
    verifier_case(regles, [2, 3, 4, 5, 6], GROSSE_SUITE, 20)
    verifier_case(regles, [2, 3, 4, 5, 6], PETITE_SUITE, 15)


def test_une_petite_suite_n_est_pas_une_grosse(regles):
    verifier_case(regles, [1, 2, 3, 4, 4], GROSSE_SUITE, 0)


def test_le_surplus_vaut_toujours_la_somme_des_des(regles):
    verifier_case(regles, [1, 2, 4, 4, 6], SURPLUS, 17)


def test_les_cases_de_total_restent_a_zero_dans_la_grille(regles):
    for case in (0, SOUS_TOTAL_HAUT, BONUS_DU_HAUT, TOTAL_HAUT, TOTAL_BAS, GRAND_TOTAL):
        verifier_case(regles, [6, 6, 6, 6, 6], case, 0)


# --- Les cases déjà remplies ---------------------------------------------------

def test_une_case_remplie_ne_se_propose_plus(regles):
    feuille = regles.nouvelle_feuille()
    feuille[MAIN_PLEINE] = 25
    feuille[4] = 8
    for case in (4, MAIN_PLEINE):
        obtenu = coups(regles, [4, 6, 4, 4, 6], feuille)[case]
        assert obtenu == 0, (f"la case {nom_case(case)} est déjà remplie : la grille doit y montrer 0,"
                             f" pas {obtenu} (énoncé, §5.2 : « si la case est libre »)")


def test_une_case_remplie_a_zero_ne_se_propose_plus(regles):
    feuille = regles.nouvelle_feuille()
    feuille[YUM] = 0
    obtenu = coups(regles, [5, 5, 5, 5, 5], feuille)[YUM]
    assert obtenu == 0, f"la case Yum (16) est remplie (à 0) : la grille doit y montrer 0, pas {obtenu}"


def test_une_feuille_pleine_ne_propose_rien(regles):
    feuille = regles.nouvelle_feuille()
    for case in CASES_DE_JEU:
        feuille[case] = 0
    proposees = cases_non_nulles(coups(regles, [2, 3, 4, 5, 6], feuille))
    assert proposees == {}, f"sur une feuille pleine, la grille propose encore {proposees}"


def test_la_grille_est_remise_a_zero_avant_d_etre_remplie(regles):
    grille = [99] * NB_CASES
    regles.calculer_coups_possibles([1, 1, 2, 3, 5], regles.nouvelle_feuille(), grille)
    restes = [case for case in (0, 4, 6, BRELAN, CARRE, YUM, GRAND_TOTAL) if grille[case] != 0]
    assert restes == [], f"la grille n'a pas été remise à zéro : cases {restes} (énoncé, §5.2)"


def test_calculer_coups_possibles_ne_touche_ni_aux_des_ni_a_la_feuille(regles):
    des = [4, 6, 4, 4, 6]
    feuille = regles.nouvelle_feuille()
    regles.calculer_coups_possibles(des, feuille, [0] * NB_CASES)
    assert des == [4, 6, 4, 4, 6], "calculer_coups_possibles a changé les dés"
    assert list(feuille) == FEUILLE_NEUVE, "calculer_coups_possibles a changé la feuille"


# --- Appliquer le pointage (exemples de l'énoncé, §4) --------------------------
# appliquer_pointage reçoit la feuille neuve et les grilles de l'énoncé, jamais celles que calculent
# nouvelle_feuille et calculer_coups_possibles de l'équipe : une faute de ces deux-là ne lui est pas comptée.

def grille_de_l_enonce(des):
    """Retourne la grille des coups possibles de ces dés selon l'énoncé (§5.2), sur une feuille vide."""
    return grille_attendue(list(des))


@pytest.mark.parametrize("case, points", [(MAIN_PLEINE, 25), (4, 12), (6, 12), (SURPLUS, 24)])
def test_appliquer_pointage_inscrit_les_points_de_la_grille(regles, case, points):
    feuille = list(FEUILLE_NEUVE)
    regles.appliquer_pointage(feuille, grille_de_l_enonce([4, 6, 4, 4, 6]), case)
    assert feuille[case] == points, \
        (f"après avoir choisi {nom_case(case)} avec 4 6 4 4 6, la feuille y montre {feuille[case]} ;"
         f" attendu {points}")
    autres = [indice for indice in CASES_DE_JEU if indice != case and feuille[indice] != CASE_LIBRE]
    assert autres == [], f"appliquer_pointage a aussi rempli les cases {autres}"


def test_appliquer_pointage_inscrit_zero_dans_une_case_sans_points(regles):
    feuille = list(FEUILLE_NEUVE)
    regles.appliquer_pointage(feuille, grille_de_l_enonce([1, 2, 3, 5, 6]), YUM)
    assert feuille[YUM] == 0, f"rayer le Yum doit y inscrire 0, pas {feuille[YUM]}"


def totaux(feuille):
    """Retourne les cinq totaux de la feuille, dans l'ordre des indices."""
    return [feuille[case] for case in (SOUS_TOTAL_HAUT, BONUS_DU_HAUT, TOTAL_HAUT, TOTAL_BAS, GRAND_TOTAL)]


def test_appliquer_pointage_recalcule_les_totaux(regles):
    feuille = list(FEUILLE_NEUVE)
    regles.appliquer_pointage(feuille, grille_de_l_enonce([4, 6, 4, 4, 6]), 4)
    regles.appliquer_pointage(feuille, grille_de_l_enonce([4, 6, 4, 4, 6]), MAIN_PLEINE)
    assert totaux(feuille) == [12, 0, 12, 25, 37], \
        (f"après 12 aux 4 et 25 à la main pleine, les totaux (sous-total, bonus, total haut, total bas,"
         f" total) valent {totaux(feuille)} ; attendu [12, 0, 12, 25, 37]")


def test_le_bonus_est_accorde_a_63_exactement(regles):
    feuille = list(FEUILLE_NEUVE)
    # Trois de chaque face : 3 + 6 + 9 + 12 + 15 + 18 = 63.
    for face in range(1, 7):
        regles.appliquer_pointage(feuille, grille_de_l_enonce([face] * 3 + [face % 6 + 1] * 2), face)
    haut = (feuille[SOUS_TOTAL_HAUT], feuille[BONUS_DU_HAUT], feuille[TOTAL_HAUT])
    assert haut == (63, 25, 88), \
        f"avec 63 en haut, (sous-total, bonus, total haut) vaut {haut} ; attendu (63, 25, 88) : bonus dès 63"


def test_le_bonus_est_refuse_a_62(regles):
    feuille = list(FEUILLE_NEUVE)
    for face in range(2, 7):
        regles.appliquer_pointage(feuille, grille_de_l_enonce([face] * 3 + [1, 1]), face)
    regles.appliquer_pointage(feuille, grille_de_l_enonce([1, 1, 3, 3, 3]), 1)
    haut = (feuille[SOUS_TOTAL_HAUT], feuille[BONUS_DU_HAUT])
    assert haut == (62, 0), f"avec 62 en haut, (sous-total, bonus) vaut {haut} ; attendu (62, 0)"


def test_le_grand_total_additionne_le_haut_le_bonus_et_le_bas(regles):
    feuille = list(FEUILLE_NEUVE)
    for face in range(1, 7):
        regles.appliquer_pointage(feuille, grille_de_l_enonce([face] * 4 + [face % 6 + 1]), face)
    regles.appliquer_pointage(feuille, grille_de_l_enonce([5, 5, 5, 5, 5]), YUM)
    bas = (feuille[TOTAL_HAUT], feuille[TOTAL_BAS], feuille[GRAND_TOTAL])
    assert bas == (84 + 25, 30, 139), \
        f"(total haut, total bas, total) vaut {bas} ; attendu (109, 30, 139) : 84 en haut, bonus 25, Yum 30"
