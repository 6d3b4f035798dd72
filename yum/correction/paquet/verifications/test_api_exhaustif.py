"""Les 252 mains de cinq dés, toutes vérifiées, et des propriétés tirées au hasard.

Pour chaque main (les dés triés : l'ordre ne compte pas), la grille de
``calculer_coups_possibles`` est comparée à un calcul indépendant, écrit
simplement à partir du nombre de dés de chaque face ; un échec nomme chaque
case fausse, avec ses dés et la règle. Hypothesis vérifie ensuite des
invariants : l'ordre des dés ne change rien, une case remplie n'est jamais
proposée, les totaux s'additionnent, le bonus apparaît à 63.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from itertools import combinations_with_replacement

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yum.correction.enonce import (
    BONUS_DU_HAUT,
    BRELAN,
    CARRE,
    CASE_LIBRE,
    CASES_DE_JEU,
    FEUILLE_NEUVE,
    GRAND_TOTAL,
    MAIN_PLEINE,
    NB_CASES,
    SOUS_TOTAL_HAUT,
    TOTAL_BAS,
    TOTAL_HAUT,
    YUM,
    explication,
    grille_attendue,
    nom_case,
    texte_des,
)

pytestmark = pytest.mark.api

# Toutes les mains possibles de cinq dés, sans tenir compte de l'ordre.
TOUTES_LES_MAINS = list(combinations_with_replacement(range(1, 7), 5))
# Le nom de chaque main dans les résultats (« 1-1-2-5-6 »).
NOMS_DES_MAINS = ["-".join(map(str, main)) for main in TOUTES_LES_MAINS]
# Le nombre d'erreurs citées, au plus, dans un message d'échec.
ERREURS_CITEES = 5

un_de = st.integers(min_value=1, max_value=6)
une_main = st.lists(un_de, min_size=5, max_size=5)


def grille_de(regles, main, feuille=None):
    """Retourne la grille calculée par le paquet testé."""
    grille = [0] * NB_CASES
    regles.calculer_coups_possibles(list(main), feuille or regles.nouvelle_feuille(), grille)
    return list(grille)


# Une main par cas : le barème donne un crédit partiel égal à la part des mains justes.
@pytest.mark.parametrize("main", TOUTES_LES_MAINS, ids=NOMS_DES_MAINS)
def test_les_252_mains_donnent_la_grille_attendue(regles, main):
    obtenue, attendue = grille_de(regles, main), grille_attendue(main)
    erreurs = [explication(main, case, obtenue[case], attendue[case])
               for case in range(NB_CASES) if obtenue[case] != attendue[case]]
    assert not erreurs, "\n".join(erreurs[:ERREURS_CITEES])


def test_les_252_mains_comptent_6_yums_et_30_carres_et_30_mains_pleines(regles):
    grilles = [grille_de(regles, main) for main in TOUTES_LES_MAINS]
    comptes = {case: sum(1 for grille in grilles if grille[case]) for case in (YUM, CARRE, MAIN_PLEINE)}
    assert comptes == {YUM: 6, CARRE: 30, MAIN_PLEINE: 30}, \
        f"sur les 252 mains, il y a 6 yums, 30 carrés et 30 mains pleines ; le paquet en compte {comptes}"


@given(une_main, st.randoms(use_true_random=False))
def test_l_ordre_des_des_ne_change_pas_la_grille(regles, main, hasard):
    melangee = list(main)
    hasard.shuffle(melangee)
    assert grille_de(regles, melangee) == grille_de(regles, main), \
        f"les dés {texte_des(melangee)} et {texte_des(main)} ne donnent pas la même grille"


@given(une_main, st.sets(st.sampled_from(CASES_DE_JEU), min_size=1))
def test_une_case_remplie_n_est_jamais_proposee(regles, main, remplies):
    # Comparée à la grille du paquet lui-même sur une feuille neuve : ce test ne juge que les
    # cases remplies, pas les points (les autres tests s'en chargent).
    neuve = grille_de(regles, main)
    feuille = regles.nouvelle_feuille()
    for case in remplies:
        feuille[case] = 0
    grille = grille_de(regles, main, feuille)
    for case in CASES_DE_JEU:
        attendu = 0 if case in remplies else neuve[case]
        assert grille[case] == attendu, (
            f"pour les dés {texte_des(main)}, la case {nom_case(case)} vaut {grille[case]} ;"
            f" attendu {attendu}"
            + (" : elle est déjà remplie et ne doit plus être proposée" if case in remplies
               else " : elle est libre, remplir d'autres cases ne doit pas la changer"))


# appliquer_pointage reçoit la feuille neuve et les grilles de l'énoncé, jamais celles que calculent
# nouvelle_feuille et calculer_coups_possibles de l'équipe : une faute de ces deux-là ne lui est pas comptée.
@given(st.lists(st.tuples(une_main, st.sampled_from(CASES_DE_JEU)), max_size=13))
def test_les_totaux_s_additionnent_toujours(regles, tours):
    feuille = list(FEUILLE_NEUVE)
    for main, case in tours:
        if feuille[case] == CASE_LIBRE:
            regles.appliquer_pointage(feuille, grille_attendue(main), case)
    haut = sum(feuille[case] for case in range(1, 7) if feuille[case] != CASE_LIBRE)
    bas = sum(feuille[case] for case in range(BRELAN, YUM + 1) if feuille[case] != CASE_LIBRE)
    assert feuille[SOUS_TOTAL_HAUT] == haut, f"le sous-total vaut {feuille[SOUS_TOTAL_HAUT]} ; attendu {haut}"
    assert feuille[TOTAL_HAUT] == haut + feuille[BONUS_DU_HAUT], "le total haut n'est pas sous-total + bonus"
    assert feuille[TOTAL_BAS] == bas, f"le total bas vaut {feuille[TOTAL_BAS]} ; attendu {bas}"
    assert feuille[GRAND_TOTAL] == feuille[TOTAL_HAUT] + feuille[TOTAL_BAS], \
        "le total n'est pas total haut + total bas"


@given(st.lists(st.integers(min_value=0, max_value=5), min_size=6, max_size=6))
def test_le_bonus_apparait_exactement_a_63(regles, nombres_de_des):
    feuille = list(FEUILLE_NEUVE)
    for face, nombre in zip(range(1, 7), nombres_de_des):
        autres = [face % 6 + 1] * (5 - nombre)
        regles.appliquer_pointage(feuille, grille_attendue([face] * nombre + autres), face)
    sous_total = sum(face * nombre for face, nombre in zip(range(1, 7), nombres_de_des))
    assert feuille[SOUS_TOTAL_HAUT] == sous_total, \
        f"le sous-total vaut {feuille[SOUS_TOTAL_HAUT]} ; attendu {sous_total}"
    bonus = 25 if sous_total >= 63 else 0
    assert feuille[BONUS_DU_HAUT] == bonus, \
        f"avec {sous_total} en haut, le bonus vaut {feuille[BONUS_DU_HAUT]} ; attendu {bonus} (bonus dès 63)"
