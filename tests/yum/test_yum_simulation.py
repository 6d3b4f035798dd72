"""Le conseiller joue seul : parties complètes, statistiques, et ``python -m yum --simulation``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import random

from outils_de_test import CASES_DANS_L_ORDRE, lancer_jeu

from yum.ajouts.conseiller import conseiller_yum
from yum.ajouts.simulation import centile, formater_statistiques, jouer_partie_optimale, simuler
from yum.constantes import BONUS_DU_HAUT, CASE_LIBRE, GRAND_TOTAL
from yum.regles import CASES_DE_JEU


def lancer_yum(*options, entree=""):
    """Retourne le résultat de ``python -m yum options`` nourri de ``entree``."""
    return lancer_jeu("yum", *options, entree=entree)


def test_une_partie_du_conseiller_remplit_les_13_cases():
    feuille = jouer_partie_optimale(conseiller_yum(), random.Random(5))
    assert all(feuille[case] != CASE_LIBRE for case in CASES_DE_JEU)
    assert feuille[GRAND_TOTAL] == sum(feuille[case] for case in CASES_DE_JEU) + feuille[BONUS_DU_HAUT]


def test_la_meme_graine_donne_les_memes_parties():
    premieres = simuler(3, random.Random(9))
    secondes = simuler(3, random.Random(9))
    assert premieres == secondes


def test_le_centile_prend_le_rang_le_plus_proche():
    valeurs = list(range(1, 101))
    assert (centile(valeurs, 5), centile(valeurs, 50), centile(valeurs, 95)) == (5, 50, 95)


def test_les_statistiques_nomment_chaque_mesure():
    feuilles = simuler(5, random.Random(2))
    texte = formater_statistiques(feuilles, conseiller_yum().esperance_depart())
    for morceau in ("moyenne", "erreur type", "écart type", "minimum", "médiane", "maximum",
                    "centile 5", "centile 95", "Bonus obtenu", "Yum :", "Moyenne de chaque case",
                    "Histogramme"):
        assert morceau in texte


def test_python_m_yum_simulation_50_graine_3_est_reproductible():
    premiere = lancer_yum("--simulation", "50", "--graine", "3")
    seconde = lancer_yum("--simulation", "50", "--graine", "3")
    assert premiere.returncode == 0, premiere.stderr
    assert premiere.stdout == seconde.stdout
    assert premiere.stdout.startswith("Simulation : 50 parties jouées par le conseiller optimal.")


def test_une_simulation_de_zero_partie_est_refusee():
    resultat = lancer_yum("--simulation", "0")
    assert resultat.returncode == 2
    assert "il faut un entier plus grand que 0" in resultat.stderr


def test_le_point_d_interrogation_marche_dans_python_m_yum():
    reponses = "?\n0\n?\n1\n" + "".join(f"0\n{case}\n" for case in
                                         CASES_DANS_L_ORDRE[1:])
    resultat = lancer_yum("--graine", "8", entree=reponses + "n\n")
    assert resultat.returncode == 0, resultat.stderr
    assert resultat.stdout.count("Conseil (espérance du score final") == 2
    assert "Réponse refusée" not in resultat.stdout


def test_le_mode_conseil_de_python_m_yum_conseille_a_chaque_question():
    reponses = "".join(f"0\n{case}\n" for case in
                       CASES_DANS_L_ORDRE)
    resultat = lancer_yum("--graine", "8", "--conseil", entree=reponses + "n\n")
    assert resultat.returncode == 0
    assert resultat.stdout.count("Conseil (espérance du score final") == 26


def test_sans_point_d_interrogation_la_partie_est_celle_de_l_enonce():
    reponses = "".join(f"0\n{case}\n" for case in
                       CASES_DANS_L_ORDRE) + "n\n"
    assert "Conseil" not in lancer_yum("--graine", "8", entree=reponses).stdout
