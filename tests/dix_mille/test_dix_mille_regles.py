"""Les règles du 30000 : le pointage, une règle par test, puis le déroulement d'un tour.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from collections import Counter
from itertools import combinations, combinations_with_replacement, permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dix_mille.regles import (
    Reglages,
    TourArrete,
    achat_possible,
    atteint_la_cible,
    depasse_la_cible,
    faces_sans_points,
    jet_rapporte,
    ouverture_epuisee,
    peut_arreter,
    points,
    total_inscrit,
)

un_de = st.integers(min_value=1, max_value=6)


# --- Le pointage ------------------------------------------------------------------------

def test_un_1_seul_vaut_100():
    assert points([1]) == 100


def test_un_5_seul_vaut_50():
    assert points([5]) == 50


def test_des_1_et_des_5_isoles_s_additionnent():
    assert points([1, 5, 1, 5]) == 300


@pytest.mark.parametrize("face, attendu", [(1, 1000), (2, 200), (3, 300), (4, 400), (5, 500), (6, 600)])
def test_un_triple_vaut_la_face_fois_100_et_trois_1_valent_1000(face, attendu):
    assert points([face] * 3) == attendu


@pytest.mark.parametrize("face", range(1, 7))
@pytest.mark.parametrize("nombre, facteur", [(4, 2), (5, 4), (6, 8)])
def test_chaque_de_pareil_au_dela_du_triple_double_les_points(face, nombre, facteur):
    assert points([face] * nombre) == points([face] * 3) * facteur


def test_quatre_3_valent_600_cinq_1200_six_2400():
    assert [points([3] * nombre) for nombre in (4, 5, 6)] == [600, 1200, 2400]


@pytest.mark.parametrize("ordre", [[1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1], [3, 1, 6, 2, 5, 4]])
def test_la_suite_vaut_4500_dans_n_importe_quel_ordre(ordre):
    assert points(ordre) == 4500


@pytest.mark.parametrize("des", [[2], [3], [4], [6], [2, 2], [6, 6], [3, 4], [2, 3, 4, 6]])
def test_des_des_qui_ne_rapportent_rien_valent_0(des):
    assert points(des) == 0


def test_une_selection_vide_vaut_0():
    assert points([]) == 0


@pytest.mark.parametrize("des, attendu", [
    ([2, 2, 2, 5], 250), ([1, 1, 1, 5, 5], 1100), ([4, 4, 4, 4, 1, 5], 950), ([6, 6, 6, 1], 700),
])
def test_une_selection_melangee_additionne_ses_parties(des, attendu):
    assert points(des) == attendu


@pytest.mark.parametrize("des", [[2, 2, 2, 3], [1, 1, 1, 4], [5, 6], [1, 2, 3, 4, 5]])
def test_un_seul_de_qui_ne_rapporte_rien_annule_la_selection(des):
    assert points(des) == 0


def test_deux_triples_dans_le_meme_jet_s_additionnent():
    assert points([2, 2, 2, 3, 3, 3]) == 500


def test_trois_paires_ne_rapportent_rien():
    assert points([2, 2, 3, 3, 4, 4]) == 0


def test_le_motif_nomme_les_faces_qui_ne_rapportent_rien():
    assert faces_sans_points([2, 2, 5, 6]) == [2, 6]


@given(st.lists(un_de, min_size=1, max_size=6), st.randoms(use_true_random=False))
def test_le_pointage_est_un_multiple_de_50_et_ne_depend_pas_de_l_ordre(des, hasard):
    melanges = list(des)
    hasard.shuffle(melanges)
    assert points(des) % 50 == 0
    assert points(melanges) == points(des)


@given(st.lists(st.sampled_from([2, 3, 4, 6]), min_size=1, max_size=6))
def test_un_jet_sans_1_ni_5_ni_triple_ne_rapporte_rien(des):
    if max(Counter(des).values()) < 3:
        assert not jet_rapporte(des)
        assert all(points(list(sous)) == 0
                   for taille in range(1, len(des) + 1) for sous in combinations(des, taille))


def test_jet_rapporte_ssi_une_selection_rapporte_sur_tous_les_jets_possibles():
    # Toutes les mains de 1 à 6 dés : le jet rapporte si et seulement si une
    # partie non vide de ses dés vaut des points.
    for taille in range(1, 7):
        for jet in combinations_with_replacement(range(1, 7), taille):
            une_selection_rapporte = any(points(list(sous)) > 0 for nombre in range(1, taille + 1)
                                         for sous in combinations(jet, nombre))
            assert jet_rapporte(list(jet)) == une_selection_rapporte, jet


def test_la_suite_rapporte_meme_melangee():
    assert all(jet_rapporte(list(ordre)) for ordre in permutations([2, 3, 4, 6, 1, 5]))


# --- Ouverture, arrêt, cible, achat -----------------------------------------------------------

def test_un_tour_d_ouverture_sous_le_minimum_ne_rapporte_rien():
    assert total_inscrit(0, 400, 450) == 0


def test_un_tour_d_ouverture_au_minimum_rapporte_tout():
    assert total_inscrit(0, 450, 450) == 450


def test_une_fois_ouvert_tout_total_compte():
    assert total_inscrit(450, 50, 450) == 50


def test_trois_lancers_epuisent_l_ouverture_mais_pas_un_joueur_ouvert():
    assert not ouverture_epuisee(0, 2)
    assert ouverture_epuisee(0, 3)
    assert not ouverture_epuisee(500, 3)


def test_on_ne_peut_pas_s_arreter_quand_il_faut_s_abriller():
    assert not peut_arreter(1000, 1500, 450, [True] * 6)


def test_on_ne_peut_pas_s_arreter_sous_le_minimum_d_ouverture():
    assert not peut_arreter(0, 400, 450, [True, False, False, False, False, False])
    assert peut_arreter(0, 450, 450, [True, False, False, False, False, False])


def test_depasser_la_cible_perd_et_l_atteindre_gagne():
    assert depasse_la_cible(29950, 100, 30000) and not atteint_la_cible(29950, 100, 30000)
    assert atteint_la_cible(29950, 50, 30000) and not depasse_la_cible(29950, 50, 30000)


def test_l_achat_demande_le_seuil_et_un_tour_arrete():
    reste = TourArrete(550, [1, 2, 3, 4, 5, 6], [True, True, True, True, False, False])
    assert achat_possible(reste, 3000, 3000, 30000)
    assert not achat_possible(reste, 2950, 3000, 30000)
    assert not achat_possible(None, 5000, 3000, 30000)


def test_l_achat_n_est_pas_offert_s_il_mene_sur_ou_au_dela_de_la_cible():
    reste = TourArrete(550, [1] * 6, [True] * 5 + [False])
    # Sur la cible (29450 + 550), puis au-delà (29500 + 550) : pas d'achat ; en deçà, oui.
    assert not achat_possible(reste, 29450, 3000, 30000)
    assert not achat_possible(reste, 29500, 3000, 30000)
    assert achat_possible(reste, 29400, 3000, 30000)


def test_les_reglages_par_defaut_sont_ceux_des_regles():
    assert Reglages() == (30000, 3000, 450)


def test_un_tour_qui_depasse_de_loin_la_cible_est_perdu_et_n_atteint_pas_la_cible():
    assert depasse_la_cible(29000, 4500, 30000) and not atteint_la_cible(29000, 4500, 30000)
    assert not depasse_la_cible(29000, 950, 30000) and not atteint_la_cible(29000, 950, 30000)
