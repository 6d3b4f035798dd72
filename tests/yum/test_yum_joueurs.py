"""Le Yum à plusieurs : l'alternance, les feuilles de chacun, le classement, les ordinateurs.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""


import pytest
from outils_de_test import CASES_DANS_L_ORDRE, DesPipes, Ecran, Reponses, lancer_jeu, tirages

from yum.ajouts.conseiller import conseiller_yum
from yum.ajouts.joueurs import (
    Joueur,
    classement,
    gagnants,
    jouer_partie_a_plusieurs,
    motif_refus_noms,
    noms_des_ordinateurs,
)
from yum.ajouts.ordinateur import JoueurOrdinateur
from yum.regles import nouvelle_feuille
from yum.saisie import QUESTION_CASE, QUESTION_DES

# --- Le classement ----------------------------------------------------------------------------

def test_le_classement_va_du_meilleur_au_moins_bon():
    assert classement(["Ana", "Béa"], [150, 214]) == [(1, "Béa", 214), (2, "Ana", 150)]


def test_des_scores_egaux_partagent_le_rang_et_le_suivant_saute():
    assert classement(["A", "B", "C", "D"], [10, 20, 20, 5]) == [(1, "B", 20), (1, "C", 20), (3, "A", 10),
                                                                 (4, "D", 5)]


def test_une_egalite_en_tete_donne_plusieurs_gagnants():
    assert gagnants(["Ana", "Béa", "Cléo"], [200, 200, 100]) == ["Ana", "Béa"]


@pytest.mark.parametrize("noms, ordinateurs, morceau", [
    ([], 0, "il faut de 1 à 8 joueurs"),
    (["A"] * 1, 8, "il faut de 1 à 8 joueurs"),
    (["Ana", "ANA"], 0, "donné deux fois"),
    (["Ana", ""], 0, "un nom est vide"),
    (["x" * 21], 0, "plus de 20 caractères"),
])
def test_des_noms_refuses_disent_pourquoi(noms, ordinateurs, morceau):
    assert morceau in motif_refus_noms(noms, ordinateurs)


def test_les_ordinateurs_ne_prennent_pas_le_nom_d_un_humain():
    assert noms_des_ordinateurs(2, ["ordi 1"]) == ["Ordi 2", "Ordi 3"]


# --- Une partie à deux ---------------------------------------------------------------------------

def partie_a_deux(mains_ana, mains_bea):
    """Joue 13 tours à deux : chaque main gardée au premier lancer, les cases dans l'ordre."""
    valeurs = []
    for main_ana, main_bea in zip(mains_ana, mains_bea):
        valeurs += tirages(main_ana) + tirages(main_bea)
    lire_ana = Reponses([reponse for case in CASES_DANS_L_ORDRE for reponse in ("0", case)])
    lire_bea = Reponses([reponse for case in CASES_DANS_L_ORDRE for reponse in ("0", case)])
    ecran = Ecran()
    joueurs = [Joueur("Ana", lire_ana), Joueur("Béa", lire_bea)]
    scores = jouer_partie_a_plusieurs(joueurs, DesPipes(valeurs), ecran)
    assert lire_ana.epuisees() and lire_bea.epuisees()
    return scores, ecran.texte()


def test_deux_joueurs_alternent_chacun_sur_sa_feuille_et_le_meilleur_gagne():
    # Ana fait un Yum de 6 à chaque tour, Béa 1 1 2 3 5 : chacune sur sa propre feuille.
    scores, texte = partie_a_deux([[6] * 5] * 13, [[1, 1, 2, 3, 5]] * 13)
    # Ana : 6 en haut (30) + bonus non (30 < 63) ; brelan 30, carré 0, main pleine 0,
    # suites 0, surplus 30, yum 30 : 120. Béa : 2 + 2 + 3 + 5 + surplus 12 = 24.
    assert scores == [120, 24]
    ordre = [ligne for ligne in texte.splitlines() if "au tour " in ligne]
    assert ordre[:4] == ["  Tour 1 sur 13 : au tour d'Ana", "  Tour 1 sur 13 : au tour de Béa",
                         "  Tour 2 sur 13 : au tour d'Ana", "  Tour 2 sur 13 : au tour de Béa"]
    assert len(ordre) == 26
    assert "Feuille d'Ana" in texte and "Feuille de Béa" in texte
    assert "Ana gagne avec 120 points !" in texte
    assert "  1. Ana  120 points\n  2. Béa  24 points" in texte


def test_une_egalite_est_annoncee_ex_aequo():
    scores, texte = partie_a_deux([[1, 1, 2, 3, 5]] * 13, [[5, 3, 2, 1, 1]] * 13)
    assert scores == [24, 24]
    assert "Ana et Béa gagnent ex æquo avec 24 points !" in texte


def test_zero_annule_la_partie_pour_tous_sans_designer_de_gagnant():
    ecran = Ecran()
    joueurs = [Joueur("Ana", Reponses(["0", "16"])), Joueur("Béa", Reponses(["0", "0"]))]
    scores = jouer_partie_a_plusieurs(joueurs, DesPipes(tirages([2] * 5) + tirages([1, 2, 3, 4, 6])), ecran)
    assert scores == [30, 0]
    assert "Partie annulée. Les scores au moment de l'annulation :" in ecran.texte()
    assert "gagne" not in ecran.texte()


# --- Un joueur ordinateur -------------------------------------------------------------------------

def test_l_ordinateur_garde_et_inscrit_ce_que_dit_le_conseiller():
    conseiller = conseiller_yum()
    premier, deuxieme, troisieme = [6, 5, 2, 1, 3], [6, 5, 6, 6, 2], [6, 5, 6, 6, 6]
    feuille = nouvelle_feuille()
    # Le conseiller garde le 6 du premier lancer, puis les trois 6 du deuxième.
    assert conseiller.classer_gardes(premier, feuille, 2)[0][2] == 2345
    assert conseiller.classer_gardes(deuxieme, feuille, 1)[0][2] == 25
    ecran = Ecran()
    ordinateur = JoueurOrdinateur("Ordi 1", conseiller, ecran)
    joueur = Joueur("Ordi 1", ordinateur.repondre, ordinateur.conseil())
    # Les relances tirent le dernier dé nommé d'abord : 2345 donne les dés 5, 4, 3, 2.
    rng = DesPipes(tirages(premier) + [2, 6, 6, 5] + [6, 5] + tirages([1, 2, 3, 4, 6]))
    lire_ana = Reponses(["0", "0"])
    jouer_partie_a_plusieurs([joueur, Joueur("Ana", lire_ana)], rng, ecran)
    texte = ecran.texte()
    assert "Ordi 1 garde 6 et relance les dés 2, 3, 4 et 5" in texte
    assert QUESTION_DES + "2345" in texte
    assert "Ordi 1 garde 6 6 6 et relance les dés 2 et 5" in texte
    meilleure_case = conseiller.classer_cases(troisieme, feuille)[0][1]
    assert QUESTION_CASE + str(meilleure_case) in texte


def test_un_ordinateur_seul_joue_une_partie_entiere():
    ordinateur = JoueurOrdinateur("Ordi 1", conseiller_yum(), Ecran())
    import random

    from yum.commun.sources import DesAuHasard
    scores = jouer_partie_a_plusieurs([Joueur("Ordi 1", ordinateur.repondre, ordinateur.conseil())],
                                      DesAuHasard(random.Random(4)), Ecran())
    assert scores[0] > 0


# --- Boîte noire ---------------------------------------------------------------------------------

def lancer_yum(*options, entree=""):
    """Retourne le résultat de ``python -m yum options`` nourri de ``entree``."""
    return lancer_jeu("yum", *options, entree=entree)


def test_python_m_yum_joueurs_fait_jouer_deux_humains_et_les_classe():
    entree = "".join(f"0\n{case}\n0\n{case}\n" for case in CASES_DANS_L_ORDRE) + "n\n"
    resultat = lancer_yum("--joueurs", "Ana,Béa", "--graine", "5", entree=entree)
    assert resultat.returncode == 0, resultat.stderr
    assert resultat.stdout.count("au tour d'Ana") == 13 and resultat.stdout.count("au tour de Béa") == 13
    assert "Classement :" in resultat.stdout


def test_python_m_yum_ordinateur_joue_avec_un_humain():
    entree = "".join(f"0\n{case}\n" for case in CASES_DANS_L_ORDRE) + "n\n"
    resultat = lancer_yum("--joueurs", "Ana", "--ordinateur", "1", "--graine", "5", entree=entree)
    assert resultat.returncode == 0, resultat.stderr
    assert resultat.stdout.count("Ordi 1 inscrit") == 13
    assert "Classement :" in resultat.stdout
    assert lancer_yum("--joueurs", "Ana", "--ordinateur", "1", "--graine", "5", entree=entree).stdout \
        == resultat.stdout


@pytest.mark.parametrize("options, morceau", [
    (["--joueurs", "Ana,ana"], "donné deux fois"),
    (["--ordinateur", "8"], "il faut de 1 à 8 joueurs"),
    (["--joueurs", "Ana,"], "un nom est vide"),
])
def test_des_joueurs_refuses_a_la_ligne_de_commande(options, morceau):
    resultat = lancer_yum(*options)
    assert resultat.returncode == 2 and morceau in resultat.stderr


def test_a_plusieurs_chacun_voit_sa_case_remplie_avant_le_tour_suivant():
    # Ana fait un Yum de 6 au tour 1 et l'inscrit en 1 ; Béa voit ensuite son propre tour.
    scores, texte = partie_a_deux([[6] * 5] * 13, [[1, 1, 2, 3, 5]] * 13)
    avant_bea = texte.split("  Tour 1 sur 13 : au tour de Béa")[0]
    apres_le_choix = avant_bea.split(QUESTION_CASE)[-1]
    assert "Feuille d'Ana, la case 1 remplie :" in apres_le_choix
    # La feuille montrée est celle d'Ana, sa case 1 remplie (0 : aucun dé ne montre 1).
    assert "|     1       |   0   |" in apres_le_choix
    avant_ana = texte.split("  Tour 2 sur 13 : au tour d'Ana")[0].split(QUESTION_CASE)[-1]
    assert "Feuille de Béa, la case 1 remplie :" in avant_ana
    assert "|     1       |   2   |" in avant_ana
