"""Des parties entières, jouées avec des réponses et des dés écrits d'avance.

``rouler_des`` relance les dés en lisant les chiffres du choix de droite à
gauche (523 : le dé 3, puis 2, puis 5). ``tirages`` range donc les valeurs
voulues dans cet ordre, pour que chaque test se lise avec les dés affichés.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import random

from outils_de_test import CASES_DANS_L_ORDRE, DesPipes, Ecran, Reponses, jouer_partie_neuve, tirages

from yum.affichage import AU_REVOIR, BIENVENUE
from yum.commun.console import executer_en_console
from yum.commun.sorties import (
    MESSAGE_FIN_ENTREE,
    MESSAGE_INTERRUPTION,
    SORTIE_FIN_ENTREE,
    SORTIE_INTERRUPTION,
    SORTIE_NORMALE,
)
from yum.partie import jouer_essais, programme_principal
from yum.regles import nouvelle_feuille, nouvelle_grille
from yum.saisie import QUESTION_CASE, QUESTION_DES, QUESTION_REJOUER

# Les cases de jeu dans l'ordre de la feuille.




def tour_d_un_lancer(des_voulus, case):
    """Retourne (tirages, réponses) d'un tour : un lancer, on garde tout (0), puis la case."""
    return tirages(des_voulus), ["0", case]


def assembler(tours):
    """Retourne (DesPipes, Reponses) pour une suite de tours (tirages, réponses)."""
    valeurs, reponses = [], []
    for valeurs_du_tour, reponses_du_tour in tours:
        valeurs += valeurs_du_tour
        reponses += reponses_du_tour
    return DesPipes(valeurs), Reponses(reponses)


# --- Les trois lancers d'un tour (§5.2) ----------------------------------------

def test_un_tour_complet_fait_trois_lancers_et_deux_questions():
    des, feuille, grille = [0] * 5, nouvelle_feuille(), nouvelle_grille()
    rng = DesPipes(tirages([1, 2, 3, 4, 5]) + tirages([1, 1, 1, 1, 6], 2345) + tirages([1, 1, 1, 1, 2], 5))
    lire = Reponses(["2345", "5"])
    jouer_essais(des, feuille, grille, rng, lire, Ecran())
    assert des == [1, 1, 1, 1, 2]
    assert grille[1] == 4 and grille[15] == 6
    assert lire.questions == [QUESTION_DES, QUESTION_DES]
    assert rng.epuises() and lire.epuisees()


def test_garder_tous_les_des_au_premier_lancer_termine_les_lancers():
    des, grille = [0] * 5, nouvelle_grille()
    ecran = Ecran()
    jouer_essais(des, nouvelle_feuille(), grille, DesPipes(tirages([6, 6, 6, 6, 6])), Reponses(["0"]), ecran)
    assert des == [6, 6, 6, 6, 6] and grille[16] == 30
    assert "Lancer 2" not in ecran.texte()


def test_garder_tous_les_des_au_deuxieme_lancer_evite_le_troisieme():
    des = [0] * 5
    rng = DesPipes(tirages([1, 2, 3, 4, 6]) + tirages([1, 2, 3, 4, 5], 5))
    ecran = Ecran()
    jouer_essais(des, nouvelle_feuille(), nouvelle_grille(), rng, Reponses(["5", "0"]), ecran)
    assert des == [1, 2, 3, 4, 5]
    assert "Lancer 3" not in ecran.texte()


# --- Des parties entières ----------------------------------------------------------

def partie_avec_bonus():
    """Les tours d'une partie qui remplit toutes les cases, bonus compris (256 points)."""
    premier_tour = (tirages([1, 2, 3, 4, 5]) + tirages([1, 1, 1, 1, 6], 2345) + tirages([1, 1, 1, 1, 2], 5),
                    ["2345", "5", "1"])
    return [premier_tour] + [
        tour_d_un_lancer([2, 2, 2, 2, 3], "2"),
        tour_d_un_lancer([3, 3, 3, 3, 4], "3"),
        tour_d_un_lancer([4, 4, 4, 4, 5], "4"),
        tour_d_un_lancer([5, 5, 5, 5, 6], "5"),
        tour_d_un_lancer([6, 6, 6, 6, 1], "6"),
        tour_d_un_lancer([3, 3, 3, 1, 2], "10"),
        tour_d_un_lancer([4, 4, 4, 4, 1], "11"),
        tour_d_un_lancer([2, 2, 2, 5, 5], "12"),
        tour_d_un_lancer([1, 2, 3, 4, 6], "13"),
        tour_d_un_lancer([2, 3, 4, 5, 6], "14"),
        tour_d_un_lancer([6, 6, 6, 5, 5], "15"),
        tour_d_un_lancer([5, 5, 5, 5, 5], "16"),
    ]


def test_une_partie_de_13_tours_avec_bonus_donne_256_points():
    # Haut : 4 + 8 + 12 + 16 + 20 + 24 = 84, bonus 25 ;
    # bas : 12 + 17 + 25 + 15 + 20 + 28 + 30 = 147 ; total 256.
    rng, lire = assembler(partie_avec_bonus())
    ecran = Ecran()
    assert jouer_partie_neuve(rng, lire, ecran) == 256
    assert rng.epuises() and lire.epuisees()
    texte = ecran.texte()
    assert "|Bonus        |  25   |" in texte
    assert "La partie est terminée." in texte
    assert "Votre score final : 256 points." in texte
    assert "Tour 13 sur 13" in texte and "Tour 14" not in texte


def test_une_partie_sans_bonus_ou_l_on_raye_des_cases_donne_24_points():
    # La même main à chaque tour : 1 1 2 3 5. Les cases sans points reçoivent 0.
    rng, lire = assembler([tour_d_un_lancer([1, 1, 2, 3, 5], case) for case in CASES_DANS_L_ORDRE])
    ecran = Ecran()
    assert jouer_partie_neuve(rng, lire, ecran) == 2 + 2 + 3 + 5 + 12
    assert "|Bonus        |   0   |" in ecran.texte()


def test_zero_au_numero_de_case_annule_la_partie_sur_le_champ():
    rng, lire = assembler([tour_d_un_lancer([6, 6, 6, 2, 2], "12"),
                           tour_d_un_lancer([1, 2, 3, 4, 5], "0")])
    ecran = Ecran()
    assert jouer_partie_neuve(rng, lire, ecran) == 25
    assert "Partie annulée." in ecran.texte()
    assert "Tour 3" not in ecran.texte()
    assert lire.epuisees()


def test_les_reponses_refusees_sont_redemandees_avec_leur_motif():
    # Premier tour : quatre réponses refusées aux dés, puis 0 ; trois refusées
    # à la case, puis la main pleine.
    valeurs = tirages([6, 6, 6, 2, 2])
    reponses = ["6", "", "11", "abc", "0", "8", "99", "x", "12"]
    # Deuxième tour : la main pleine, déjà prise, est refusée ; puis 0 annule.
    valeurs += tirages([6, 6, 6, 2, 2])
    reponses += ["0", "12", "0"]
    rng, lire = DesPipes(valeurs), Reponses(reponses)
    ecran = Ecran()
    assert jouer_partie_neuve(rng, lire, ecran) == 25
    texte = ecran.texte()
    assert texte.count("Réponse refusée") == 8
    assert "il n'y a pas de dé numéro 6" in texte
    assert "la case 8 est un total" in texte
    assert "la case 12 est déjà remplie" in texte
    assert lire.questions.count(QUESTION_DES) == 5 + 1
    assert lire.questions.count(QUESTION_CASE) == 6


def test_rejouer_o_puis_n_joue_deux_parties():
    rng, lire = assembler([tour_d_un_lancer([2, 2, 2, 2, 2], "16"),
                           tour_d_un_lancer([3, 3, 3, 3, 3], "0"),
                           ([], ["o"]),
                           tour_d_un_lancer([1, 1, 1, 1, 1], "0"),
                           ([], ["peut-être", "n"])])
    ecran = Ecran()
    assert programme_principal(lire=lire, ecrire=ecran, rng=rng) == [30, 0]
    texte = ecran.texte()
    assert texte.count(BIENVENUE) == 1
    assert texte.count("Partie annulée.") == 2
    assert lire.questions.count(QUESTION_REJOUER) == 3
    assert texte.endswith(AU_REVOIR + "\n")


def test_la_meme_graine_rejoue_la_meme_partie():
    premier, second = Ecran(), Ecran()
    for ecran in (premier, second):
        lire = Reponses(["0", "1", "0", "0", "n"])
        programme_principal(random.Random(7), lire, ecran)
    assert premier.texte() == second.texte()


def test_des_reponses_epuisees_arretent_le_jeu_avec_le_code_1():
    ecran = Ecran()
    code = executer_en_console(lambda: programme_principal(random.Random(3), Reponses(["0"]), ecran), ecran)
    assert code == SORTIE_FIN_ENTREE
    assert ecran.lignes[-1] == "\n" + MESSAGE_FIN_ENTREE + "\n"


def test_ctrl_c_arrete_le_jeu_avec_le_code_130():
    def lire(question):
        raise KeyboardInterrupt
    ecran = Ecran()
    code = executer_en_console(lambda: programme_principal(random.Random(3), lire, ecran), ecran)
    assert code == SORTIE_INTERRUPTION
    assert MESSAGE_INTERRUPTION in ecran.texte()


def test_une_fin_normale_donne_le_code_0():
    lire = Reponses(["0", "0", "n"])
    code = executer_en_console(lambda: programme_principal(random.Random(3), lire, Ecran()), Ecran())
    assert code == SORTIE_NORMALE
