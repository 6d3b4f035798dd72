"""Les dés dessinés à la façon d'une équipe, en cases encadrées, se lisent en comptant leurs points.

Explication : des équipes dessinent leurs dés à leur façon (« +-----+ »,
« ┌───┐ », des « o », des « O », des « ● » dedans). Chaque face se lit au
nombre de ses points, et seulement dans un dessin entier : un bord du haut à
cinq cases, trois à cinq rangées qui n'ont que des points, un bord du bas. Ses
rangées de points ne sont jamais un dessin du cours, même en cases de cinq
caractères. Ce qui n'a pas cette forme (un chiffre dans une case, quatre
cases) ne se lit pas : « à vérifier », jamais « échoué ».

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import itertools

import pytest

from yum.correction.programme.dessins import (
    ILLISIBLE,
    MARQUE_DES_DES_LUS,
    dessins_encadres,
    marquer_les_dessins,
)
from yum.correction.programme.ecran import lire_feuille, places_des_dessins

# Les points de chaque face dans une case de cinq caractères, trois rangées (tour 66, java_statique).
POINTS_EN_CINQ = {1: ("     ", "  O  ", "     "), 2: ("O    ", "     ", "    O"),
                  3: ("O    ", "  O  ", "    O"), 4: ("O   O", "     ", "O   O"),
                  5: ("O   O", "  O  ", "O   O"), 6: ("O   O", "O   O", "O   O")}
# Les mêmes en cases de sept caractères (tour 66, java_partie ; tour 70, java_artmenu).
POINTS_EN_SEPT = {face: tuple(f" {rangee.replace('O', 'o')} " for rangee in rangees)
                  for face, rangees in POINTS_EN_CINQ.items()}


def dessin(des, points=POINTS_EN_CINQ, coin="+", trait="-", barre="|", numeros="  (1)     (2)     (3)     (4)"
           "     (5)"):
    """Retourne le dessin encadré des ``des``, ses numéros dessous (rien si ``numeros`` est vide)."""
    largeur = len(points[1][0])
    bord = " ".join(coin + trait * largeur + coin for _ in des)
    rangees = [" ".join(barre + points[de][rang] + barre for de in des) for rang in range(3)]
    return "\n".join([bord, *rangees, bord] + ([numeros] if numeros else []))


@pytest.mark.parametrize("des", list(itertools.product(range(1, 7), repeat=2)))
def test_chaque_face_a_chaque_place_se_lit_a_ses_points(des):
    lancer = [des[0], des[1], des[1], des[0], des[1]]
    assert dessins_encadres(dessin(lancer).split("\n")) == [(0, 5, [str(de) for de in lancer])]


def test_la_marque_suit_la_rangee_des_numeros_et_se_lit_comme_un_dessin():
    texte = "Lancer #1\n" + dessin([3, 1, 6, 6, 2]) + "\n  Coups possibles:\n    [ 1] Les 1 :   1\n"
    marque, lus = marquer_les_dessins(texte)
    lignes = marque.split("\n")
    assert lus == 1
    assert lignes[7] == MARQUE_DES_DES_LUS.format(3, 1, 6, 6, 2)
    assert lignes[8] == "  Coups possibles:"
    assert [des for _, _, des in places_des_dessins(marque)] == [(3, 1, 6, 6, 2)]


def test_les_rangees_encadrees_en_cases_de_cinq_ne_sont_pas_un_dessin_du_cours():
    # Sans la marque, elles passaient pour un dessin du cours aux cinq faces illisibles (java_statique).
    assert places_des_dessins(dessin([4, 5, 6, 1, 2])) == ()


@pytest.mark.parametrize("coin, trait, barre, points", [
    ("+", "-", "|", POINTS_EN_SEPT),
    ("┌", "─", "│", {face: tuple(rangee.replace("O", "●") for rangee in rangees)
                     for face, rangees in POINTS_EN_CINQ.items()}),
    ("+", "=", "|", {face: tuple(rangee.replace("O", "*") for rangee in rangees)
                     for face, rangees in POINTS_EN_CINQ.items()}),
])
def test_les_cadres_et_les_points_des_equipes_se_lisent(coin, trait, barre, points):
    texte = dessin([6, 2, 5, 1, 3], points, coin, trait, barre, numeros="")
    assert dessins_encadres(texte.split("\n")) == [(0, 4, ["6", "2", "5", "1", "3"])]


def test_un_de_sans_points_ou_a_sept_points_est_illisible():
    points = {**POINTS_EN_CINQ, 1: ("     ", "     ", "     "), 2: ("O O O", "  O  ", "O O O")}
    assert dessins_encadres(dessin([1, 2, 3, 4, 5], points).split("\n"))[0][2] == [
        ILLISIBLE, ILLISIBLE, "3", "4", "5"]


@pytest.mark.parametrize("abime", [
    # Un chiffre dans une case : des dés en chiffres encadrés, l'affaire de ``chiffres``.
    lambda texte: texte.replace("|  O  |", "|  1  |", 1),
    # Quatre cases seulement.
    lambda texte: "\n".join(ligne[:ligne.rfind(" ")] for ligne in texte.split("\n")),
    # Pas de bord du bas.
    lambda texte: "\n".join(texte.split("\n")[:4]),
    # Deux rangées de points seulement.
    lambda texte: "\n".join(ligne for rang, ligne in enumerate(texte.split("\n")) if rang != 2),
])
def test_ce_qui_n_a_pas_la_forme_entiere_d_un_dessin_encadre_ne_se_lit_pas(abime):
    texte = abime(dessin([1, 3, 5, 2, 4], numeros=""))
    assert dessins_encadres(texte.split("\n")) == []
    assert marquer_les_dessins(texte) == (texte, 0)


def test_la_grille_de_pointage_a_bordures_n_est_pas_un_dessin_encadre():
    feuille = ("+----+--------------+--------+\n| No | Case         | Points |\n"
               "+----+--------------+--------+\n|  1 | Total des 1  |        |\n"
               "+----+--------------+--------+\n")
    assert dessins_encadres(feuille.split("\n")) == []


def test_une_feuille_aux_cases_du_haut_nommees_total_des_se_lit_a_leurs_valeurs():
    # Tour 70, java_artmenu : « 4 » était pris pour l'étiquette, « Total des 4 » pour sa valeur, une case
    # libre ; la feuille disait alors le Sous total faux.
    haut = "".join(f"| {face:2} | Total des {face}  | {(4 if face == 4 else ''):>6} |\n"
                   for face in range(1, 7))
    bas = "".join(f"| {numero} | {nom:12} | {valeur:>6} |\n" for numero, nom, valeur in (
        (10, "Brelan", 22), (11, "Carre", ""), (12, "Main pleine", ""), (13, "Petite suite", ""),
        (14, "Grosse suite", ""), (15, "Surplus", ""), (16, "YUM", "")))
    feuille = ("       FEUILLE DE POINTAGE\n+----+--------------+--------+\n| No | Case         | Points |\n"
               + haut + "|    | Sous total   |      4 |\n|    | Bonus (63+)  |      0 |\n"
               "|    | Total haut   |      4 |\n" + bas + "|    | Total bas    |     22 |\n"
               "|    | TOTAL        |     26 |\n")
    lue = lire_feuille(feuille)
    assert lue[4] == 4 and lue[1] is None and lue[7] == 4 and lue[10] == 22 and lue[18] == 26
