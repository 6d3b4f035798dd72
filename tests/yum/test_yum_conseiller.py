"""Le conseiller optimal : la programmation dynamique vérifiée sur des résultats connus,
la table livrée vérifiée par l'équation de Bellman, et des conseils évidents.

La génération complète d'une table prend de longues minutes : elle n'est pas
un test. Les tests vérifient plutôt :
- des jeux réduits à une case, dont l'optimum a une formule fermée ;
- la table du Yahtzee standard (dans ``tests/yum/donnees``), dont l'espérance de
  départ doit être le 245,8708 publié par Verhoeff ;
- que chaque table satisfait l'équation de Bellman en quelques centaines
  d'états tirés au hasard (chaque valeur recalculée à partir de ses
  successeurs), et que ses états finaux valent 0.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import random
from pathlib import Path

import pytest
from outils_de_test import DesPipes, Ecran, Reponses, jouer_partie_neuve

from yum.ajouts.conseiller import (
    CENTIEMES,
    FICHIER_TABLE_YUM,
    NB_HAUTS,
    Conseiller,
    charger_table,
    choix_pour_garder,
    combinatoire,
    conseiller_yum,
    esperance_etat,
    formater_conseil,
    generer_table,
    hauts_atteignables,
    indice_etat,
    pointage_yahtzee,
    pointage_yum,
)
from yum.commun.conseils import Conseil
from yum.commun.des import probabilite_du_jet
from yum.constantes import BRELAN, GRAND_TOTAL, SURPLUS, YUM
from yum.regles import CASES_DE_JEU, calculer_totaux, nouvelle_feuille
from yum.saisie import QUESTION_CASE, QUESTION_DES

FICHIER_TABLE_YAHTZEE = Path(__file__).parent / "donnees" / "esperances-yahtzee.zlib"
# L'espérance optimale du Yahtzee en solitaire sans prime ni joker (Verhoeff).
OPTIMUM_YAHTZEE_VERHOEFF = 245.8708
# Probabilité d'un Yahtzee en trois lancers, en jouant pour lui seul.
PROBA_YAHTZEE_EN_TROIS_LANCERS = 2783176 / 60466176
# Tolérance d'une valeur recalculée : l'arrondi de la valeur et celui de ses successeurs.
TOLERANCE_BELLMAN = 1.01 / CENTIEMES


def reduit(pointage, cases):
    """Retourne un jeu réduit aux cases d'indices ``cases`` du pointage."""
    return pointage._replace(**{champ: tuple(getattr(pointage, champ)[i] for i in cases)
                                for champ in ("numeros", "noms", "faces", "points")})


def feuille_avec(remplies):
    """Retourne une feuille où les cases {case: points} sont remplies, totaux à jour."""
    feuille = nouvelle_feuille()
    for case, points in remplies.items():
        feuille[case] = points
    calculer_totaux(feuille)
    return feuille


def toutes_sauf(*libres, points=0):
    """Retourne une feuille où toutes les cases sont remplies (à ``points``) sauf ``libres``."""
    return feuille_avec({case: points for case in CASES_DE_JEU if case not in libres})


# --- La combinatoire ------------------------------------------------------------------------

def test_il_y_a_252_mains_et_462_gardes():
    comb = combinatoire()
    assert (len(comb.mains), len(comb.gardes)) == (252, 462)


def test_les_probabilites_de_chaque_garde_font_1():
    assert all(abs(sum(probas) - 1) < 1e-12 for probas in combinatoire().probas)


def test_la_probabilite_d_un_jet_compte_ses_arrangements():
    assert probabilite_du_jet((1, 2, 3, 4, 5)) == 120 / 7776


# --- Des jeux à une case : des formules fermées -------------------------------------------------

def test_jouer_pour_le_seul_yum_donne_30_fois_la_probabilite_connue():
    table = generer_table(reduit(pointage_yum(), [CASES_DE_JEU.index(YUM)]))
    assert table[indice_etat(0, 0)] == pytest.approx(30 * PROBA_YAHTZEE_EN_TROIS_LANCERS, abs=1e-12)


def test_jouer_pour_les_6_garde_les_6_et_fait_30_fois_91_sur_216():
    # Chaque dé a 1 - (5/6)^3 = 91/216 chances d'être un 6 en trois lancers.
    table = generer_table(reduit(pointage_yum(), [CASES_DE_JEU.index(6)]))
    assert table[indice_etat(0, 0)] == pytest.approx(30 * 91 / 216, abs=1e-12)


def test_jouer_pour_le_seul_surplus_fait_70_sur_3():
    table = generer_table(reduit(pointage_yum(), [CASES_DE_JEU.index(SURPLUS)]))
    assert table[indice_etat(0, 0)] == pytest.approx(70 / 3, abs=1e-12)


def test_un_jeu_de_deux_cases_verifie_bellman_partout():
    pointage = reduit(pointage_yum(), [CASES_DE_JEU.index(6), CASES_DE_JEU.index(BRELAN)])
    table = generer_table(pointage)
    for masque in range(4):
        for haut in hauts_atteignables(pointage, masque):
            assert table[indice_etat(masque, haut)] == pytest.approx(
                esperance_etat(pointage, table, masque, haut), abs=1e-9)
    assert table[indice_etat(0, 0)] > table[indice_etat(1, 0)]


# --- Les tables livrées ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def table_yum():
    return charger_table(FICHIER_TABLE_YUM)


@pytest.fixture(scope="module")
def table_yahtzee():
    return charger_table(FICHIER_TABLE_YAHTZEE)


def test_la_table_du_yahtzee_donne_l_optimum_publie_par_verhoeff(table_yahtzee):
    assert table_yahtzee[indice_etat(0, 0)] == pytest.approx(OPTIMUM_YAHTZEE_VERHOEFF, abs=0.5 / CENTIEMES)


def etats_au_hasard(pointage, nombre, graine):
    """Retourne ``nombre`` états atteignables tirés au hasard (masque, sous-total du haut)."""
    hasard = random.Random(graine)
    etats = []
    while len(etats) < nombre:
        masque = hasard.randrange(1 << len(pointage.points))
        etats.append((masque, hasard.choice(sorted(hauts_atteignables(pointage, masque)))))
    return etats


@pytest.mark.parametrize("nom_pointage, nom_table", [("yum", "table_yum"), ("yahtzee", "table_yahtzee")])
def test_la_table_satisfait_l_equation_de_bellman(nom_pointage, nom_table, request):
    pointage = pointage_yum() if nom_pointage == "yum" else pointage_yahtzee()
    table = request.getfixturevalue(nom_table)
    for masque, haut in etats_au_hasard(pointage, 150, graine=1) + [(0, 0)]:
        assert table[indice_etat(masque, haut)] == pytest.approx(
            esperance_etat(pointage, table, masque, haut), abs=TOLERANCE_BELLMAN), (masque, haut)


def test_les_etats_finaux_valent_zero(table_yum):
    plein = (1 << 13) - 1
    assert [table_yum[indice_etat(plein, haut)] for haut in range(NB_HAUTS)] == [0.0] * NB_HAUTS


def test_l_esperance_de_depart_du_yum_est_dans_la_table(table_yum):
    assert conseiller_yum().esperance_depart() == table_yum[0]
    assert 150 < table_yum[0] < 250


# --- Des conseils évidents --------------------------------------------------------------------------

def test_un_yum_avec_la_case_yum_libre_se_garde_et_s_inscrit_en_yum():
    conseiller = conseiller_yum()
    feuille = nouvelle_feuille()
    assert conseiller.classer_gardes([4, 4, 4, 4, 4], feuille, 2)[0][2] == 0
    assert conseiller.classer_cases([4, 4, 4, 4, 4], feuille)[0][1] == YUM


def test_au_dernier_tour_avec_le_seul_surplus_libre_on_garde_les_6_et_les_5():
    feuille = toutes_sauf(SURPLUS)
    assert conseiller_yum().classer_gardes([6, 5, 2, 1, 3], feuille, 2)[0][2] == 345


def test_au_dernier_lancer_pour_le_surplus_on_garde_aussi_les_4():
    feuille = toutes_sauf(SURPLUS)
    assert conseiller_yum().classer_gardes([6, 4, 2, 1, 3], feuille, 1)[0][2] == 345


def test_pour_le_seul_yum_on_garde_le_brelan():
    feuille = toutes_sauf(YUM)
    assert conseiller_yum().classer_gardes([2, 2, 6, 2, 5], feuille, 2)[0][2] == 35


def test_une_seule_case_libre_est_la_seule_proposee():
    feuille = toutes_sauf(BRELAN)
    assert [case for _, case, _ in conseiller_yum().classer_cases([1, 2, 3, 4, 6], feuille)] == [BRELAN]


def test_l_esperance_d_un_conseil_compte_les_points_deja_inscrits():
    feuille = toutes_sauf(SURPLUS, points=10)
    valeur, _, _ = conseiller_yum().classer_cases([6, 6, 6, 6, 6], feuille)[0]
    assert valeur == feuille[GRAND_TOTAL] + 30


def test_le_choix_pour_garder_nomme_les_des_a_relancer():
    assert choix_pour_garder([6, 5, 2, 1, 3], (5, 6)) == 345
    assert choix_pour_garder([6, 5, 2, 1, 3], ()) == 12345


def test_le_conseil_s_ecrit_en_francais_avec_la_reponse_a_taper():
    texte = formater_conseil([6, 5, 2, 1, 3], toutes_sauf(SURPLUS), 2)
    assert "1. Garder 5 6 et relancer les dés 3, 4 et 5 (tapez 345) : 23,8 points" in texte
    texte = formater_conseil([6, 5, 2, 1, 3], toutes_sauf(SURPLUS), 0)
    assert "1. Inscrire 17 points dans la case 15 (Surplus) : 17,0 points" in texte


# --- « ? » dans une partie -------------------------------------------------------------------------

def test_un_point_d_interrogation_aux_deux_questions_montre_le_conseil_et_repose_la_question():
    rng = DesPipes([4, 4, 4, 4, 4] + [1, 2, 3, 4, 6])
    lire = Reponses(["?", "0", "?", "16", "0", "0"])
    ecran = Ecran()
    conseil = Conseil(formater_conseil)
    jouer_partie_neuve(rng, lire, ecran, conseil)
    texte = ecran.texte()
    assert texte.count("Conseil (espérance du score final") == 2
    assert "Garder tous les dés et choisir la case (tapez 0)" in texte
    assert "Inscrire 30 points dans la case 16 (YUM)" in texte
    assert lire.questions[:4] == [QUESTION_DES, QUESTION_DES, QUESTION_CASE, QUESTION_CASE]
    assert "Réponse refusée" not in texte


def test_sans_conseiller_le_point_d_interrogation_est_refuse():
    lire = Reponses(["?", "0", "0", "n"])
    ecran = Ecran()
    jouer_partie_neuve(DesPipes([1, 2, 3, 4, 6]), lire, ecran)
    assert "Réponse refusée" in ecran.texte()


def test_le_mode_conseil_affiche_le_conseil_avant_chaque_question():
    ecran = Ecran()
    jouer_partie_neuve(DesPipes([4, 4, 4, 4, 4]), Reponses(["0", "0"]), ecran,
                       Conseil(formater_conseil, True))
    # Le conseil de la question des dés, puis celui de la question de la case.
    assert ecran.texte().count("Conseil (espérance du score final") == 2


def test_un_conseiller_sur_mesure_est_branche_sans_toucher_aux_regles():
    conseiller = Conseiller(pointage_yum(), [0.0] * (8192 * NB_HAUTS))
    texte = formater_conseil([4, 4, 4, 4, 4], nouvelle_feuille(), 0, conseiller)
    assert "1. Inscrire 30 points dans la case 16 (YUM) : 30,0 points" in texte
