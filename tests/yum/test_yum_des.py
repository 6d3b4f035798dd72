"""Les dés de la référence : la formule de l'énoncé, la même graine, six dés.

Les tests de ``rouler_des`` qui corrigent aussi une équipe sont dans
``tests/api/test_api_des.py`` ; ceux-ci vérifient la référence seule.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from outils_de_test import DesPipes


@pytest.mark.parametrize("tirage, valeur", [(0.0, 1), (0.1666, 1), (0.1667, 2), (0.5, 4), (0.9999, 6)])
def test_un_de_suit_la_formule_random_fois_six_plus_un(des, tirage, valeur):
    class Tirage:
        def random(self):
            return tirage
    assert des.lancer_un_de(Tirage()) == valeur


def test_un_de_donne_chaque_face_de_1_a_6_et_rien_d_autre(des):
    rng = random.Random(1)
    assert {des.lancer_un_de(rng) for _ in range(1000)} == {1, 2, 3, 4, 5, 6}


def test_rouler_523_relance_les_des_2_3_et_5_seulement(des):
    valeurs = [1, 1, 1, 1, 1]
    des.rouler_des(valeurs, 523, DesPipes([6, 5, 4]))
    # Le dernier chiffre d'abord (523 % 10 = 3), puis 2, puis 5.
    assert valeurs == [1, 5, 6, 1, 4]


def test_rouler_12345_relance_tous_les_des(des):
    valeurs = [1, 1, 1, 1, 1]
    des.rouler_des(valeurs, 12345, DesPipes([2, 3, 4, 5, 6]))
    assert valeurs == [6, 5, 4, 3, 2]


def test_rouler_0_ne_relance_rien(des):
    valeurs = [3, 1, 4, 1, 5]
    des.rouler_des(valeurs, 0, DesPipes([]))
    assert valeurs == [3, 1, 4, 1, 5]


def test_rouler_des_sert_aussi_a_six_des(des):
    valeurs = [1] * 6
    des.rouler_des(valeurs, 6, DesPipes([2]))
    assert valeurs == [1, 1, 1, 1, 1, 2]


@given(st.permutations([1, 2, 3, 4, 5]), st.integers(min_value=1, max_value=5), st.integers(0, 2**32))
def test_rouler_des_ne_touche_que_les_des_nommes(des, ordre, combien, graine):
    nommes = ordre[:combien]
    choix = int("".join(str(numero) for numero in nommes))
    valeurs = [0] * 5
    des.rouler_des(valeurs, choix, random.Random(graine))
    for numero in range(1, 6):
        assert (valeurs[numero - 1] != 0) == (numero in nommes)


def test_la_meme_graine_donne_les_memes_des(des):
    premiers = [des.lancer_un_de(random.Random(42)) for _ in range(3)]
    seconds = [des.lancer_un_de(random.Random(42)) for _ in range(3)]
    assert premiers == seconds

