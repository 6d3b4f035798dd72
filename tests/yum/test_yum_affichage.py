"""Les écrans du Yum ont l'allure des procédures du cours (voir LISEZMOI).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from yum.affichage import formater_coups_possibles, formater_des, formater_feuille
from yum.regles import (
    appliquer_pointage,
    calculer_coups_possibles,
    nouvelle_feuille,
    nouvelle_grille,
)

FEUILLE_VIDE = """
                   GRILLE DE POINTAGE
-------------------------------------------------------
|     1       |       |         |Brelan       |       |
----------------------         ------------------------
|     2       |       |         |Carre        |       |
----------------------         ------------------------
|     3       |       |         |Main pleine  |       |
----------------------         ------------------------
|     4       |       |         |Petite suite |       |
----------------------         ------------------------
|     5       |       |         |Grosse suite |       |
----------------------         ------------------------
|     6       |       |         |Surplus      |       |
----------------------         ------------------------
|Sous total   |   0   |         |YUM          |       |
----------------------         ------------------------
|Bonus        |   0   |         |Total bas    |   0   |
----------------------         ------------------------
 total haut   |   0   |         |Total        |   0   |
----------------------         ------------------------"""

DES_1_A_5 = """\
 _____  _____  _____  _____  _____
|     ||o    ||o    ||o   o||o   o|
|  o  ||     ||  o  ||     ||  o  |
|_____||____o||____o||o___o||o___o|
   1      2      3      4      5"""


def sans_espaces_finales(texte):
    """Retourne le texte sans les espaces en fin de ligne, qui ne comptent pas."""
    return "\n".join(ligne.rstrip() for ligne in texte.split("\n"))


def test_la_feuille_vide_est_celle_du_cours():
    assert sans_espaces_finales(formater_feuille(nouvelle_feuille())) == FEUILLE_VIDE


def test_une_valeur_est_alignee_a_droite_sur_trois_colonnes():
    feuille = nouvelle_feuille()
    grille = nouvelle_grille()
    calculer_coups_possibles([4, 6, 4, 4, 6], feuille, grille)
    appliquer_pointage(feuille, grille, 4)
    appliquer_pointage(feuille, grille, 12)
    texte = formater_feuille(feuille)
    assert "|     3       |       |         |Main pleine  |  25   |" in texte
    assert "|     4       |  12   |         |Petite suite |       |" in texte
    assert " total haut   |  12   |         |Total        |  37   |" in texte


def test_une_case_remplie_a_zero_montre_zero_et_une_case_libre_rien():
    feuille = nouvelle_feuille()
    appliquer_pointage(feuille, nouvelle_grille(), 1)
    texte = formater_feuille(feuille)
    assert "|     1       |   0   |" in texte
    assert "|     2       |       |" in texte


def test_les_des_sont_dessines_avec_leur_numero_dessous():
    assert sans_espaces_finales(formater_des([1, 2, 3, 4, 5])) == DES_1_A_5


def test_le_six_a_deux_colonnes_de_trois_points():
    assert formater_des([6]).split("\n")[1:4] == ["|o   o|", "|o   o|", "|o___o|"]


def test_les_choix_possibles_montrent_les_cases_non_nulles_et_leur_numero():
    grille = nouvelle_grille()
    calculer_coups_possibles([5, 5, 3, 5, 5], nouvelle_feuille(), grille)
    rangees = [ligne for ligne in formater_coups_possibles(grille).split("\n") if ligne.startswith("|")]
    assert rangees == [
        "|  3 |     3       |    3   |",
        "|  5 |     5       |   20   |",
        "| 10 |Brelan       |   23   |",
        "| 11 |Carre        |   23   |",
        "| 15 |Surplus      |   23   |",
    ]
    assert "Choix possibles" in formater_coups_possibles(grille)


def test_sans_aucun_coup_l_ecran_dit_qu_il_faudra_inscrire_zero():
    assert "donneraient 0" in formater_coups_possibles(nouvelle_grille())
