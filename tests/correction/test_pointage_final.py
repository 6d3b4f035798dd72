"""Le pointage final annoncé sous la feuille finale se lit sur sa ligne, et seulement sur elle.

Explication : bien des équipes écrivent, la partie finie, « Votre pointage final
est de 138 points. » sous leur feuille. Tour 70, java_coursdes : cette ligne
oubliait le bonus sous une feuille juste, et aucun comportement ne la lisait.
Une ligne se lit si elle nomme le pointage de la partie entière et n'écrit
qu'un nombre entier après ces mots ; une partie du pointage, un record, une
moyenne, un nombre de tours ne sont jamais pris pour lui.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import pytest

from yum.correction.enonce import BONUS
from yum.correction.programme import jugements
from yum.correction.programme.pointage_final import pointage_apres_la_feuille, pointage_d_une_ligne

# La fin d'une feuille finale du cours (sa dernière ligne nomme le Total), puis ce que le programme écrit.
FIN_DE_FEUILLE = " total haut   |  41   |         |Total        |  158  |\n" + "-" * 55 + "\n"


@pytest.mark.parametrize(("ligne", "pointage"), [
    ("Votre pointage final est de 138 points.", 138),
    ("Score : 163", 163),
    ("FINAL SCORE: 201", 201),
    ("Pointage total = 90", 90),
    ("Partie terminee ! Score final : 201 points.", 201),
    ("Votre pointage: 0", 0),
    ("Total final : 75", 75),
    ("Résultat final : 99 points", 99),
    ("*** Score final : 99 ***", 99),
    ("Score final de la partie : 163", 163),
    ("Votre score est de 163", 163),
    ("\x1b[1mScore final : 99\x1b[0m", 99),
])
def test_une_ligne_qui_annonce_le_pointage_de_la_partie_se_lit(ligne, pointage):
    assert pointage_d_une_ligne(ligne) == pointage


@pytest.mark.parametrize("ligne", [
    # Une partie de la feuille, un coup, une case.
    "Total haut : 91", "TOTAL : 163", "Score du haut : 41", "Le bonus est de 25",
    "Vous avez obtenu 22 points.", "Vous avez marqué 30 points !", "Score obtenu : 22",
    "Score Chance : 22", "Score : 22 (Chance)", "Pointage du coup : 22", "Score possible : 22",
    "Votre pointage a augmenté de 22", "Score du round : 22", "Score de la ronde : 22",
    "Your total score this round: 22",
    # Un record, une moyenne, un cumul de plusieurs parties, un autre joueur.
    "Meilleur score : 200", "Votre score moyen : 140", "Score le plus élevé : 200", "Score à battre : 200",
    "Score cumulatif : 280", "Pointage cumulatif de la session : 358", "Score maximal possible : 375",
    "Score de la dernière partie : 150", "Score de l'ordinateur : 120", "Score partiel : 128",
    "Pointage final : 163 (record : 200)",
    # Un titre, un numéro qui n'est pas un pointage, un nombre qui n'est pas entier ou pas seul.
    "=== FEUILLE DE POINTAGE FINALE ===", "FEUILLE DE POINTAGE FINALE #2", "=== SCORE SHEET - TURN 13 ===",
    "Pointage final de l'equipe 7", "Score final : 138/375", "Votre score : 12.5",
    "Score final : 163 en 13 tours", "Vous avez fait 13 tours",
])
def test_une_ligne_qui_n_annonce_pas_le_seul_pointage_de_la_partie_ne_se_lit_pas(ligne):
    assert pointage_d_une_ligne(ligne) is None


def test_l_annonce_se_lit_sous_la_feuille_finale_et_non_au_dessus():
    # Le dernier choix annoncé au-dessus de la feuille (« Score : 22 » seul sur sa ligne) n'est pas le
    # pointage de la partie ; celui qui suit la feuille l'est.
    ecran = "Score : 22\n" + FIN_DE_FEUILLE + "Votre pointage final est de 158 points.\nRejouer ? "
    assert pointage_apres_la_feuille([ecran]) == (0, 158, "Votre pointage final est de 158 points.")
    assert pointage_apres_la_feuille(["Score : 22\n" + FIN_DE_FEUILLE + "Rejouer ? "]) is None


def test_une_annonce_apres_une_pause_sous_la_feuille_se_lit_a_son_ecran():
    ecrans = [FIN_DE_FEUILLE + "Appuyez sur Entree...", "Score final : 158\nRejouer ? "]
    assert pointage_apres_la_feuille(ecrans) == (1, 158, "Score final : 158")


def test_deux_annonces_differentes_sous_la_feuille_ne_disent_rien():
    ecrans = [FIN_DE_FEUILLE + "Pointage final : 158\nAppuyez sur Entree...", "Score : 150\nRejouer ? "]
    assert pointage_apres_la_feuille(ecrans) is None


def test_un_ecran_sans_total_n_annonce_rien_sous_sa_feuille():
    assert pointage_apres_la_feuille(["Score : 158\nRejouer ? "]) is None


def test_une_annonce_qui_manque_de_25_au_bonus_ne_l_oublie_seul_que_si_celles_sans_bonus_sont_justes():
    # (journal, index, annonce, attendu, bonus, ligne) : la variante « sans le Surplus » manque aussi de 25
    # sous une feuille au bonus quand le Surplus vaut 25 ; ses annonces sans bonus, fausses, le disent.
    au_bonus = jugements.PointageFinal(None, 0, 138, 163, BONUS, "")
    assert jugements.oublie_le_seul_bonus([jugements.PointageFinal(None, 0, 100, 100, 0, ""), au_bonus])
    assert not jugements.oublie_le_seul_bonus([jugements.PointageFinal(None, 0, 80, 100, 0, ""), au_bonus])
