"""Les règles des Dés en solitaire : le barème, les exemples des règles, les rejets.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import random
from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire.regles import (
    appliquer_choix,
    calculer_score,
    est_lancer_libre,
    nb_lancers_libres,
    nouvelles_combinaisons,
    numero_du_rejet,
    numeros_rejet_permis,
    partie_finie,
    points_combinaison,
)

# Valeur de base de chaque somme, recopiée des règles.
VALEUR_DES_SOMMES = {2: 100, 3: 70, 4: 60, 5: 50, 6: 40, 7: 30, 8: 40, 9: 50, 10: 60, 11: 70, 12: 100}
# Multiplicateur de la valeur selon le nombre de paires (None : pénalité de 200).
MULTIPLICATEURS = {0: 0, 1: None, 2: None, 3: None, 4: None, 5: 0, 6: 1, 7: 2, 8: 3, 9: 4,
                   10: 5, 11: 5, 12: 5, 13: 5, 14: 5}


def combinaisons_de(paires):
    """Retourne un tableau des combinaisons à partir de {somme: nombre de paires}."""
    combinaisons = nouvelles_combinaisons()
    for somme, nombre in paires.items():
        combinaisons[somme] = nombre
    return combinaisons


# --- Le barème ----------------------------------------------------------------------

@pytest.mark.parametrize("somme", range(2, 13))
@pytest.mark.parametrize("nb", range(0, 15))
def test_le_bareme_de_chaque_somme_pour_0_a_14_paires(somme, nb):
    multiplicateur = MULTIPLICATEURS[nb]
    attendu = -200 if multiplicateur is None else multiplicateur * VALEUR_DES_SOMMES[somme]
    assert points_combinaison(somme, nb) == attendu


def test_aucune_paire_ne_coute_rien():
    assert points_combinaison(7, 0) == 0


def test_une_paire_coute_200():
    assert points_combinaison(12, 1) == -200


def test_cinq_paires_remboursent_la_penalite():
    assert points_combinaison(2, 5) == 0


def test_au_dela_de_dix_paires_rien_ne_s_ajoute():
    assert points_combinaison(8, 11) == points_combinaison(8, 10) == 200


def test_l_exemple_francais_additionne_240_et_non_170():
    # Les lignes de l'exemple des règles : -200, 0, 0, 0, 80, 90, 200, -200, 0, 70, 200.
    # Leur somme est 240 ; le document imprime 170, la somme de ses sept premières lignes.
    paires = {2: 4, 3: 5, 4: 0, 5: 0, 6: 7, 7: 8, 8: 12, 9: 3, 10: 5, 11: 6, 12: 7}
    lignes = [points_combinaison(somme, nombre) for somme, nombre in paires.items()]
    assert lignes == [-200, 0, 0, 0, 80, 90, 200, -200, 0, 70, 200]
    assert calculer_score(combinaisons_de(paires)) == 240
    assert sum(lignes[:7]) == 170


def test_l_exemple_anglais_passe_par_moins_420_et_finit_a_moins_150():
    assert calculer_score(combinaisons_de({7: 1, 10: 1})) == -400
    assert calculer_score(combinaisons_de({7: 1, 10: 3})) == -400
    assert calculer_score(combinaisons_de({7: 7, 10: 7, 8: 1, 9: 1, 12: 1})) == -420
    assert calculer_score(combinaisons_de({7: 10, 10: 10, 8: 1, 9: 2, 12: 1})) == -150


# --- Les rejets ------------------------------------------------------------------------

def test_tant_que_trois_valeurs_ne_sont_pas_fixees_tout_de_peut_etre_rejete():
    assert numeros_rejet_permis([1, 4, 4, 6, 6], [[3, 2], [5, 1]]) == [1, 2, 3, 4, 5]


def test_une_valeur_peut_etre_rejetee_deux_fois_avant_que_la_troisieme_apparaisse():
    combinaisons, rejets = nouvelles_combinaisons(), []
    appliquer_choix([3, 6, 6, 4, 4], [2, 3, 4, 5], combinaisons, rejets)
    appliquer_choix([3, 6, 6, 4, 4], [2, 3, 4, 5], combinaisons, rejets)
    appliquer_choix([5, 6, 6, 4, 4], [2, 3, 4, 5], combinaisons, rejets)
    assert rejets == [[3, 2], [5, 1]]
    assert numeros_rejet_permis([1, 2, 2, 2, 2], rejets) == [1, 2, 3, 4, 5]


def test_l_exemple_des_regles_impose_le_1_comme_rejet():
    # Rejets 1, 3 et 5 ; le lancer 1 4 4 6 6 impose le 1.
    assert numeros_rejet_permis([1, 4, 4, 6, 6], [[1, 0], [3, 0], [5, 0]]) == [1]


def test_plusieurs_des_de_rejet_laissent_le_choix_entre_eux():
    assert numeros_rejet_permis([3, 4, 1, 6, 3], [[1, 1], [3, 1], [5, 1]]) == [1, 3, 5]


def test_sans_valeur_de_rejet_sur_les_des_le_lancer_est_libre():
    rejets = [[1, 1], [3, 1], [5, 1]]
    assert est_lancer_libre([2, 4, 4, 6, 6], rejets)
    assert numeros_rejet_permis([2, 4, 4, 6, 6], rejets) == [1, 2, 3, 4, 5]


def test_un_lancer_n_est_jamais_libre_avant_que_les_trois_valeurs_soient_fixees():
    assert not est_lancer_libre([2, 4, 4, 6, 6], [[1, 1], [3, 1]])


def test_un_lancer_libre_ne_compte_aucun_rejet_mais_un_f():
    combinaisons, rejets = nouvelles_combinaisons(), [[1, 7], [3, 1], [5, 1]]
    appliquer_choix([2, 4, 4, 6, 6], [1, 2, 4, 5], combinaisons, rejets)
    assert rejets == [[1, 7], [3, 1], [5, 1]]
    assert (combinaisons[6], combinaisons[12]) == (1, 1)


def test_la_partie_finit_quand_un_rejet_atteint_huit():
    assert not partie_finie([[1, 7], [3, 7], [5, 7]])
    assert partie_finie([[1, 7], [3, 8], [5, 0]])


def test_des_lancers_libres_ne_finissent_jamais_la_partie():
    combinaisons, rejets = nouvelles_combinaisons(), []
    for valeur in (1, 3, 5):
        appliquer_choix([valeur, 4, 4, 6, 6], [2, 3, 4, 5], combinaisons, rejets)
    for _ in range(30):
        appliquer_choix([2, 4, 4, 6, 6], [1, 2, 4, 5], combinaisons, rejets)
    assert not partie_finie(rejets)
    assert nb_lancers_libres(combinaisons, rejets) == 30


def test_le_rejet_est_le_de_que_les_paires_laissent():
    assert numero_du_rejet([5, 1, 4, 2], 5) == 3


# --- Propriétés -------------------------------------------------------------------------

def choix_legal(des, rejets, hasard):
    """Retourne un choix permis tiré au hasard : un rejet permis, les quatre autres mélangés."""
    rejet = hasard.choice(numeros_rejet_permis(des, rejets))
    autres = [numero for numero in range(1, 6) if numero != rejet]
    hasard.shuffle(autres)
    return autres


@settings(max_examples=60)
@given(st.integers(min_value=0, max_value=2**32))
def test_une_suite_de_choix_permis_garde_des_comptes_coherents_et_finit(graine):
    hasard = random.Random(graine)
    combinaisons, rejets = nouvelles_combinaisons(), []
    tours = 0
    while not partie_finie(rejets):
        assert tours < 1000, "la partie devrait finir"
        des = [hasard.randint(1, 6) for _ in range(5)]
        appliquer_choix(des, choix_legal(des, rejets, hasard), combinaisons, rejets)
        tours += 1
        valeurs = [valeur for valeur, _ in rejets]
        assert len(valeurs) == len(set(valeurs)) <= 3
        assert sum(combinaisons) == 2 * tours
        assert sum(compte for _, compte in rejets) + nb_lancers_libres(combinaisons, rejets) == tours
    assert max(compte for _, compte in rejets) == 8


@given(st.lists(st.integers(min_value=1, max_value=6), min_size=5, max_size=5),
       st.permutations([1, 2, 3, 4, 5]))
def test_l_ordre_des_paires_ne_change_pas_le_score(des, ordre):
    # a b c d forme les paires a-b et c-d ; les huit façons de taper ces deux
    # mêmes paires (b a d c, c d a b...) inscrivent exactement la même chose.
    a, b, c, d = ordre[:4]
    resultats = set()
    for choix in permutations([(a, b), (c, d)]):
        for premiere in (choix[0], choix[0][::-1]):
            for seconde in (choix[1], choix[1][::-1]):
                combinaisons = nouvelles_combinaisons()
                appliquer_choix(des, list(premiere + seconde), combinaisons, [])
                resultats.add((tuple(combinaisons), calculer_score(combinaisons)))
    assert len(resultats) == 1
