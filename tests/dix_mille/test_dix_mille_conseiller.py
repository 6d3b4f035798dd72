"""Le conseiller expert et les ordinateurs du 30000.

L'espérance d'un tour est vérifiée par un recalcul indépendant : les jets
sont énumérés dans l'ordre (6^n suites de faces, et chaque sous-ensemble de
positions), au lieu des multiensembles du conseiller. Les niveaux sont
vérifiés sur des tours faits à la main.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import itertools

import pytest
from outils_de_test import DesPipes, Ecran, Reponses, jet, lancer_jeu

from dix_mille.conseiller import (
    EsperancesDuTour,
    classer_mises_de_cote,
    esperance_tour_neuf,
    formater_conseil_mise_de_cote,
    seuils_d_arret,
    valeurs_de_l_achat,
)
from dix_mille.constantes import DEBUTANT, EXPERT, MOYEN
from dix_mille.ordinateur import JoueurOrdinateur
from dix_mille.partie import Joueur, jouer_partie, jouer_tour
from dix_mille.regles import Reglages, TourArrete, points
from yum.commun.conseils import Conseil

REGLAGES = Reglages()




def esperance_par_enumeration(table, nb_des, total, limite=None):
    """Recalcule l'espérance avant un jet en énumérant les 6^n jets ordonnés et leurs sous-ensembles."""
    somme = 0.0
    for faces in itertools.product(range(1, 7), repeat=nb_des):
        meilleure = None
        for taille in range(1, nb_des + 1):
            for positions in itertools.combinations(range(nb_des), taille):
                gain = points([faces[position] for position in positions])
                if gain > 0:
                    valeur = table.apres_mise_de_cote(nb_des - taille, total + gain, limite)
                    if valeur is not None and (meilleure is None or valeur > meilleure):
                        meilleure = valeur
        somme += meilleure or 0.0
    return somme / 6 ** nb_des


# --- L'espérance d'un tour ---------------------------------------------------------------------

@pytest.fixture(scope="module")
def table_ouverte():
    return EsperancesDuTour(None, True, 450)


@pytest.mark.parametrize("nb_des, total", [(1, 0), (1, 300), (2, 250), (3, 450), (4, 1000), (2, 5000)])
def test_l_esperance_d_un_joueur_ouvert_verifie_l_enumeration_des_jets(table_ouverte, nb_des, total):
    assert table_ouverte.avant_de_lancer(nb_des, total) == pytest.approx(
        esperance_par_enumeration(table_ouverte, nb_des, total), abs=1e-9)


@pytest.mark.parametrize("nb_des, total", [(1, 0), (2, 50), (3, 0), (4, 50)])
def test_pres_de_la_cible_l_esperance_verifie_l_enumeration(nb_des, total):
    table = EsperancesDuTour(200, True, 450)
    assert table.avant_de_lancer(nb_des, total) == pytest.approx(
        esperance_par_enumeration(table, nb_des, total), abs=1e-9)


@pytest.mark.parametrize("limite", [1, 2, 3])
def test_l_ouverture_en_trois_lancers_verifie_l_enumeration(limite):
    table = EsperancesDuTour(None, False, 450)
    assert table.avant_de_lancer(3, 300, limite) == pytest.approx(
        esperance_par_enumeration(table, 3, 300, limite), abs=1e-9)


def test_un_seul_de_vaut_un_sixieme_de_chaque_abri():
    # Avec un dé : un 1 ou un 5, et les six dés ont rapporté ; il faut s'abriller.
    table = EsperancesDuTour(None, True, 450)
    attendu = (table.avant_de_lancer(6, 1100) + table.avant_de_lancer(6, 1050)) / 6
    assert table.avant_de_lancer(1, 1000) == pytest.approx(attendu)


def test_le_tour_neuf_et_les_seuils_d_arret_de_l_expert():
    assert esperance_tour_neuf(REGLAGES) == pytest.approx(561.36, abs=0.01)
    assert seuils_d_arret(REGLAGES) == {1: 300, 2: 250, 3: 450, 4: 1050, 5: 3050, 6: 13050}


def test_pres_de_la_cible_la_seule_valeur_qui_compte_est_de_l_atteindre():
    # Il manque 50 : il faut un 5 ; la table vaut 50 fois la probabilité d'en voir un.
    table = EsperancesDuTour(50, True, 450)
    assert table.avant_de_lancer(6, 0) == pytest.approx(50 * (1 - (5 / 6) ** 6))


# --- Les conseils ---------------------------------------------------------------------------------

def test_l_expert_ne_propose_jamais_de_depasser_la_cible():
    options = classer_mises_de_cote([1, 1, 1, 5, 2, 3], [False] * 6, 0, 29900, 1, REGLAGES)
    assert options[0][1:] == ([1], "gagner")
    assert all(len(numeros) < 3 for _, numeros, _ in options)


def test_le_conseil_dit_quoi_taper_et_quoi_faire_ensuite():
    texte = formater_conseil_mise_de_cote([1, 4, 4, 3, 4, 3], [False] * 6, 0, 0, 1, REGLAGES)
    assert "1. Mettre de côté les dés 1, 2, 3 et 5 (tapez 1235), puis vous arrêter : 500" in texte


def test_acheter_cinq_des_a_1000_vaut_mieux_qu_un_tour_neuf():
    acheter, neuf = valeurs_de_l_achat(TourArrete(1000, [1] * 6, [True] + [False] * 5), 5000, REGLAGES)
    assert acheter > neuf


def test_un_point_d_interrogation_montre_le_conseil_puis_repose_la_question():
    from dix_mille.conseiller import formater_conseil
    conseil = Conseil(formater_conseil)
    ecran = Ecran()
    gain, _ = jouer_tour("Ana", 1000, None, REGLAGES, DesPipes(jet(1, 5, 2, 3, 4, 4)),
                         Reponses(["?", "1", "?", "n"]), ecran, conseil)
    assert gain == 100
    assert "Conseil de l'expert (espérance" in ecran.texte()
    assert "Conseil de l'expert : " in ecran.texte()


# --- Les niveaux des ordinateurs ---------------------------------------------------------------------

def tour_d_ordinateur(niveau, score, jets, reglages=REGLAGES):
    """Joue le tour d'un ordinateur et retourne (points inscrits, texte affiché)."""
    ecran = Ecran()
    ordinateur = JoueurOrdinateur("Ordi 1", niveau, ecran)
    gain, _ = jouer_tour("Ordi 1", score, None, reglages, DesPipes(sum(jets, [])), ordinateur.repondre,
                         ecran, ordinateur.conseil())
    return gain, ecran.texte()


def test_le_debutant_met_tout_de_cote_et_continue_sous_1000():
    gain, texte = tour_d_ordinateur(DEBUTANT, 5000, [jet(1, 5, 2, 3, 4, 4), jet(2, 2, 2, 3), jet(4)])
    assert "Ordi 1 met de côté les dés 1 et 2." in texte
    assert "Ordi 1 relance." in texte
    # 150, puis trois 2 (200) : 350, il relance encore le dé restant… qui ne rapporte pas.
    assert gain == 0


def test_le_debutant_s_arrete_des_1000():
    gain, texte = tour_d_ordinateur(DEBUTANT, 5000, [jet(1, 1, 1, 2, 3, 4)])
    assert gain == 1000 and "Ordi 1 s'arrête." in texte


def test_le_moyen_s_arrete_des_350():
    gain, _ = tour_d_ordinateur(MOYEN, 5000, [jet(1, 5, 5, 5, 3, 4)])
    assert gain == 600


def test_l_expert_atteint_la_cible_pile_au_lieu_de_la_depasser():
    gain, texte = tour_d_ordinateur(EXPERT, 29900, [jet(1, 1, 1, 5, 2, 3)])
    assert gain == 100
    assert "Dépassement" not in texte


def test_le_moyen_achete_un_tour_avec_trois_des_et_le_debutant_jamais():
    a_vendre = TourArrete(400, [1] * 6, [True, True, True, False, False, False])
    for niveau, attendu in ((MOYEN, "o"), (DEBUTANT, "n")):
        ordinateur = JoueurOrdinateur("Ordi", niveau, Ecran())
        ordinateur.decider_achat(a_vendre, 4000, REGLAGES)
        assert ordinateur.reponse == attendu


def test_une_partie_entre_deux_ordinateurs_va_jusqu_a_la_cible():
    import random

    from yum.commun.sources import DesAuHasard
    joueurs = []
    for nom, niveau in (("A", EXPERT), ("B", MOYEN)):
        ordinateur = JoueurOrdinateur(nom, niveau, Ecran())
        joueurs.append(Joueur(nom, ordinateur.repondre, ordinateur.conseil()))
    scores = jouer_partie(joueurs, Reglages(cible=3000), DesAuHasard(random.Random(5)), Ecran())
    assert 3000 in scores


# --- Boîte noire -------------------------------------------------------------------------------------

def lancer_dix_mille(*options, entree=""):
    """Retourne le résultat de ``python -m dix_mille options`` nourri de ``entree``."""
    return lancer_jeu("dix_mille", *options, entree=entree)


def test_la_simulation_de_l_expert_est_reproductible():
    premiere = lancer_dix_mille("--simulation", "30", "--graine", "2", "--cible", "5000")
    assert premiere.returncode == 0, premiere.stderr
    seconde = lancer_dix_mille("--simulation", "30", "--graine", "2", "--cible", "5000")
    assert premiere.stdout == seconde.stdout
    assert "Nombre de tours : moyenne" in premiere.stdout
    assert "6 dés en main : 13050 points" in premiere.stdout


def test_un_duel_compte_les_victoires():
    resultat = lancer_dix_mille("--simulation", "20", "--duel", "expert,debutant", "--graine", "2",
                                "--cible", "3000")
    assert resultat.returncode == 0, resultat.stderr
    assert "Duel : 20 parties, expert contre débutant" in resultat.stdout


def test_des_ordinateurs_jouent_contre_un_humain_a_l_ecran():
    from test_dix_mille_partie import REPONSES_PASSE_PARTOUT as entree
    resultat = lancer_dix_mille("--ordinateur", "1", "--niveau", "moyen", "--graine", "3", "--cible", "1000",
                                entree=entree)
    assert "Ordi 1 met de côté" in resultat.stdout
    assert "Traceback" not in resultat.stderr


@pytest.mark.parametrize("options, morceau", [
    (["--niveau", "fort"], "n'est pas un niveau"),
    (["--duel", "expert,moyen"], "--duel va avec --simulation"),
    (["--ordinateur", "8"], "au plus 7 ordinateurs"),
    (["--simulation", "5", "--duel", "expert"], "il faut deux niveaux"),
])
def test_les_options_des_ordinateurs_refusees_disent_pourquoi(options, morceau):
    resultat = lancer_dix_mille(*options)
    assert resultat.returncode == 2 and morceau in resultat.stderr


# --- L'optimum de la course en solitaire ----------------------------------------------------------

def test_l_optimum_d_une_course_a_50_points_est_l_inverse_de_la_chance_d_un_5():
    from dix_mille.course import optimum_de_la_course
    # Il faut un 5 seul : tout autre point dépasserait ; un tour sur 1 - (5/6)^6 y parvient.
    assert optimum_de_la_course(Reglages(cible=50, ouverture=50)) == pytest.approx(1 / (1 - (5 / 6) ** 6))


def test_l_expert_ne_fait_pas_mieux_que_l_optimum_et_en_reste_proche():
    import random
    import statistics

    from dix_mille.course import optimum_de_la_course
    from dix_mille.simulation import simuler_seul
    from yum.commun.sources import DesAuHasard
    reglages = Reglages(cible=1000)
    optimum = optimum_de_la_course(reglages)
    tours = simuler_seul(400, EXPERT, reglages, DesAuHasard(random.Random(7)), lambda *_: None)
    erreur_type = statistics.stdev(tours) / len(tours) ** 0.5
    assert statistics.fmean(tours) > optimum - 3 * erreur_type
    assert statistics.fmean(tours) < optimum * 1.15
