"""Rouler les dés choisis, chiffre par chiffre (énoncé, §5.1), sur le paquet corrigé.

Le générateur reçu (``rng``) fait sortir les faces prévues, que l'équipe tire
avec ``random()`` (la formule de l'énoncé), ``randint``, ``randrange`` ou
``choice`` : seule compte la case où chaque face arrive.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yum.correction.enonce import DesPrevus, texte_des

pytestmark = pytest.mark.api


def rouler(des, valeurs, choix, faces):
    """Roule ``valeurs`` avec le paquet corrigé ; retourne le générateur, pour vérifier ce qui a été tiré."""
    rng = DesPrevus(faces)
    des.rouler_des(valeurs, choix, rng)
    return rng


def test_rouler_523_relance_les_des_2_3_et_5_seulement(des):
    valeurs = [1, 1, 1, 1, 1]
    # Trois faces 6 : seuls les dés 2, 3 et 5 doivent changer, quel que soit l'ordre des tirages.
    rng = rouler(des, valeurs, 523, [6, 6, 6])
    assert valeurs == [1, 6, 6, 1, 6], \
        f"après rouler_des(523), les dés sont {texte_des(valeurs)} ; attendu 1 6 6 1 6"
    assert rng.epuises(), "rouler_des(523) doit tirer trois dés"


def test_rouler_523_lit_les_chiffres_de_droite_a_gauche(des):
    valeurs = [1, 1, 1, 1, 1]
    # §5.1 : 523 % 10 donne 3 d'abord, puis 2, puis 5.
    rouler(des, valeurs, 523, [6, 5, 4])
    assert valeurs == [1, 5, 6, 1, 4], \
        (f"après rouler_des(523) avec les tirages 6, 5, 4, les dés sont {texte_des(valeurs)} ;"
         " attendu 1 5 6 1 4")


def test_rouler_12345_relance_tous_les_des(des):
    valeurs = [1, 1, 1, 1, 1]
    rouler(des, valeurs, 12345, [2, 3, 4, 5, 6])
    assert valeurs == [6, 5, 4, 3, 2], f"après rouler_des(12345), les dés sont {texte_des(valeurs)}"


def test_rouler_0_ne_relance_rien(des):
    valeurs = [3, 1, 4, 1, 5]
    rouler(des, valeurs, 0, [])
    assert valeurs == [3, 1, 4, 1, 5], "rouler_des(0) ne doit changer aucun dé"


@given(st.permutations([1, 2, 3, 4, 5]), st.integers(min_value=1, max_value=5))
def test_rouler_des_ne_touche_que_les_des_nommes(des, ordre, combien):
    nommes = ordre[:combien]
    choix = int("".join(str(numero) for numero in nommes))
    valeurs = [1] * 5
    rng = rouler(des, valeurs, choix, [6] * combien)
    changes = [numero for numero in range(1, 6) if valeurs[numero - 1] == 6]
    assert changes == sorted(nommes), \
        f"rouler_des({choix}) a changé les dés {changes} ; attendu {sorted(nommes)}"
    assert rng.epuises(), f"rouler_des({choix}) doit tirer {combien} dé(s)"
