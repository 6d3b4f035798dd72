"""Les dés dessinés se lisent en boîtes séparées comme au cours, ou à bords partagés ; une feuille jamais.

Explication : une équipe dessine ses cinq dés en une bande dont les boîtes
partagent leurs murs (« |o    |     |o   o| », une seule barre entre deux
dés). Le correcteur doit y lire les mêmes valeurs qu'en boîtes séparées,
avec ou sans couvercle, espaces en fin de ligne, numéros dessous ou
couleurs ; une rangée de tableau séparée par des barres n'est jamais un dé.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import pytest
from faces_du_cours import DESSINS_DES_FACES

from yum.affichage import formater_feuille
from yum.correction.programme.ecran import (
    DESSIN,
    FEUILLE,
    dessins_de_des,
    dessins_et_feuilles,
    lire_coups,
    places_des_dessins,
    sans_sequences_de_terminal,
)
from yum.regles import nouvelle_feuille

# Le nombre de faces d'un dé.
NB_FACES = 6
# Le nombre de dés d'un dessin.
NB_DES = 5
# Le couvercle d'une bande à bords partagés et la ligne des numéros des dés.
COUVERCLE_PARTAGE = " _____" * NB_DES
NUMEROS = "   1     2     3     4     5"
# Les dés d'une partie de p3 (inédit « grille périmée ») et son écran, tel que le correcteur le reçoit :
# la feuille vide du cours (celle de p3, à l'identique), puis la bande de dés et les choix possibles.
DES_DE_P3 = [3, 1, 5, 5, 5]
ECRAN_DE_P3 = "\n********** Tour 1 de 13 **********\n" + formater_feuille(nouvelle_feuille()) + """
Lancer no 1
 _____ _____ _____ _____ _____
|o    |     |o   o|o   o|o   o|
|  o  |  o  |  o  |  o  |  o  |
|____o|_____|o___o|o___o|o___o|
   1     2     3     4     5

-----------------------------
       Choix possibles
-----------------------------
|     1       |    1    |
-----------------------------
|     3       |    3    |
-----------------------------
|     5       |   15    |
-----------------------------
|Brelan       |   19    |
-----------------------------
|Surplus      |   19    |
-----------------------------
Entrez les des a relancer (ex: 523) ou 0 pour les garder : """
# Les choix possibles de cet écran.
COUPS_DE_P3 = {1: 1, 3: 3, 5: 15, 10: 19, 15: 19}


def rangees_de_points(des, entre="|"):
    """Retourne les trois rangées de points de ``des``, ``entre`` entre deux dés (« | » : bords partagés)."""
    return ["|" + entre.join(DESSINS_DES_FACES[de][rangee] for de in des) + "|" for rangee in range(3)]


def bande_partagee(des):
    """Retourne les trois rangées de points de ``des`` en une bande à bords partagés (sans couvercle)."""
    return rangees_de_points(des)


def boites_separees(des, entre):
    """Retourne le dessin de ``des`` en boîtes séparées (``entre`` : « || » ou « | | »), couvercle compris."""
    couvercle = ((" _____ " + " " * (len(entre) - 2)) * NB_DES).rstrip()
    return "\n".join([couvercle, *rangees_de_points(des, entre)]) + "\n"


def des_decales(decalage):
    """Retourne cinq dés qui suivent les faces à partir de ``decalage`` : 6 décalages mettent chaque face à
    chaque place."""
    return [(decalage + n) % NB_FACES + 1 for n in range(NB_DES)]


@pytest.mark.parametrize("decalage", range(NB_FACES))
def test_chaque_face_a_chaque_place_se_lit_dans_une_bande_a_bords_partages(decalage):
    des = des_decales(decalage)
    ecran = "\n".join([COUVERCLE_PARTAGE, *bande_partagee(des), NUMEROS, "Vos choix : "])
    assert dessins_de_des(ecran) == [des]


def test_les_six_faces_se_lisent_toutes_dans_des_bandes_a_bords_partages():
    ecran = "".join("\n".join(bande_partagee(des_decales(d))) + "\nQuels dés ?\n" for d in range(NB_FACES))
    lus = dessins_de_des(ecran)
    assert lus == [des_decales(d) for d in range(NB_FACES)]
    assert {de for des in lus for de in des} == set(DESSINS_DES_FACES)


@pytest.mark.parametrize("habiller", [
    # Sans couvercle ni numéros.
    lambda rangees: "\n".join(rangees),
    # Des espaces en fin de ligne et une marge à gauche.
    lambda rangees: "\n".join("  " + rangee + "   " for rangee in rangees),
    # Des fins de ligne de Windows, le couvercle et les numéros.
    lambda rangees: "\r\n".join([COUVERCLE_PARTAGE, *rangees, NUMEROS]),
    # Des couleurs sur chaque point, effacées avant la lecture.
    lambda rangees: sans_sequences_de_terminal(
        "\x1b[2J\x1b[H" + "\n".join(rangee.replace("o", "\x1b[1;31mo\x1b[0m") for rangee in rangees)),
], ids=["nue", "espaces", "windows", "couleurs"])
def test_une_bande_a_bords_partages_se_lit_dans_toutes_ses_tenues(habiller):
    assert dessins_de_des(habiller(bande_partagee(DES_DE_P3)) + "\nQuels dés ? ") == [DES_DE_P3]


def test_la_feuille_et_les_choix_de_p3_ne_sont_pas_des_des_et_sa_bande_se_lit():
    assert dessins_et_feuilles(ECRAN_DE_P3) == [(FEUILLE, None), (DESSIN, DES_DE_P3)]


def test_un_tableau_aux_colonnes_de_cinq_n_est_pas_un_dessin_de_des():
    tableau = ("|  1  |  2  |  3  |  4  |  5  |\n"
               "|  6  | 10  | 11  | 12  | 13  |\n"
               "|_____|_____|_____|_____|_____|\n")
    assert dessins_de_des(tableau + "\n".join(bande_partagee(DES_DE_P3))) == [DES_DE_P3]


def test_les_choix_possibles_se_lisent_apres_la_derniere_bande_a_bords_partages():
    choix_perimes = "|Grosse suite |   40    |\n|Yum          |   50    |\n"
    assert lire_coups(choix_perimes + ECRAN_DE_P3) == COUPS_DE_P3


@pytest.mark.parametrize("entre", ["||", "| |"], ids=["colles", "espaces"])
def test_les_boites_separees_se_lisent_encore_avant_une_bande_a_bords_partages(entre):
    avant, apres = [6, 4, 2, 1, 3], des_decales(0)
    ecran = boites_separees(avant, entre) + "Quels dés ? 12345\n" + "\n".join(bande_partagee(apres)) + "\n"
    assert dessins_de_des(ecran) == [avant, apres]


def test_un_dessin_aux_rangees_separees_par_des_lignes_vides_se_lit_et_se_place():
    # Un programme inédit écrit une ligne vide après chaque ligne, jusque entre les rangées du dessin : aucun
    # dessin ne se lisait, et tout était « à vérifier ».
    des = [3, 1, 5, 5, 2]
    espace = "\n\n".join(boites_separees(des, "||").rstrip("\n").splitlines()) + f"\n\n{NUMEROS}\n"
    ecran = "Lancer 1\n\n" + espace + "\nChoix possibles\n\n  15 - Surplus : 16\n\nCase ? "
    assert dessins_de_des(ecran) == [des]
    (debut, fin, lus), = places_des_dessins(ecran)
    assert list(lus) == des and ecran[debut:].startswith("|") and ecran[:fin].rstrip().endswith("|")
    assert lire_coups(ecran) == {15: 16}
