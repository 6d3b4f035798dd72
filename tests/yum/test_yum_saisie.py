"""Les saisies de la référence : chaque forme de réponse, les motifs de refus, les boucles.

Les tests qui corrigent aussi une équipe sont dans ``tests/api/test_api_saisie.py`` ;
ceux-ci vérifient aussi les décisions de la maison (espaces autour, « ² », motifs).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import pytest
from outils_de_test import Ecran, Reponses

from yum.constantes import BRELAN, MAIN_PLEINE, YUM

# --- Les dés à rouler (« 523 ») ------------------------------------------------

@pytest.mark.parametrize("texte, attendu", [
    ("523", 523), ("0", 0), ("1", 1), ("5", 5), ("12345", 12345), ("54321", 54321),
    ("14", 14), ("  135  ", 135), ("135\n", 135),
])
def test_analyser_des_a_rouler_accepte(saisie, texte, attendu):
    assert saisie.analyser_des_a_rouler(texte) == attendu


@pytest.mark.parametrize("texte", [
    "", "   ", "a", "1a", "6", "9", "11", "121", "07", "10", "00", "0 1", "1 3", "1,3",
    "-1", "+1", "123456", "1_2", "²", "٣", "1.0", "o",
])
def test_analyser_des_a_rouler_refuse(saisie, texte):
    assert saisie.analyser_des_a_rouler(texte) is None


@pytest.mark.parametrize("texte, morceau", [
    ("", "rien tapé"),
    ("6", "pas de dé numéro 6"),
    ("11", "dé 1 est nommé deux fois"),
    ("07", "0 se tape seul"),
    ("a", "autre chose que des chiffres"),
    ("1 3", "sans espace"),
])
def test_le_motif_d_un_refus_dit_ce_qui_ne_va_pas(texte, morceau):
    from yum.saisie import motif_refus_des_a_rouler
    assert morceau in motif_refus_des_a_rouler(texte)


def test_le_parseur_generique_accepte_six_des():
    # Les jeux frères (30000 : six dés) réutilisent la validation des numéros de dés.
    from yum.commun.questions import motif_refus_numeros
    assert motif_refus_numeros("163", 6) is None
    assert "pas de dé numéro 7" in motif_refus_numeros("7", 6)


# --- Le numéro de case ---------------------------------------------------------

@pytest.mark.parametrize("texte, attendu", [
    ("0", 0), ("1", 1), ("6", 6), ("10", 10), ("16", 16), (" 12 ", 12),
])
def test_analyser_case_accepte_une_case_libre_ou_zero(saisie, regles, texte, attendu):
    assert saisie.analyser_case(texte, regles.nouvelle_feuille()) == attendu


@pytest.mark.parametrize("texte", [
    "", "a", "7", "8", "9", "17", "18", "19", "99", "-1", "1.5", "douze", "1 0",
])
def test_analyser_case_refuse_un_total_ou_un_texte_ou_hors_limites(saisie, regles, texte):
    assert saisie.analyser_case(texte, regles.nouvelle_feuille()) is None


def test_analyser_case_refuse_une_case_occupee(saisie, regles):
    feuille = regles.nouvelle_feuille()
    feuille[MAIN_PLEINE] = 25
    feuille[YUM] = 0
    assert saisie.analyser_case("12", feuille) is None
    assert saisie.analyser_case("16", feuille) is None
    assert saisie.analyser_case("10", feuille) == BRELAN


@pytest.mark.parametrize("texte, morceau", [
    ("8", "est un total"), ("19", "pas de case 19"), ("x", "n'est pas un numéro de case"),
    ("", "rien tapé"),
])
def test_le_motif_d_un_refus_de_case_dit_ce_qui_ne_va_pas(texte, morceau):
    from yum.regles import nouvelle_feuille
    from yum.saisie import motif_refus_case
    assert morceau in motif_refus_case(texte, nouvelle_feuille())


# --- o / n ---------------------------------------------------------------------

@pytest.mark.parametrize("texte, attendu", [
    ("o", True), ("O", True), (" o ", True), ("n", False), ("N", False),
    ("oui", None), ("non", None), ("", None), ("y", None), ("on", None),
])
def test_analyser_oui_non(texte, attendu):
    from yum.saisie import analyser_oui_non
    assert analyser_oui_non(texte) is attendu


# --- Les boucles de validation ---------------------------------------------------

def test_demander_des_a_rouler_redemande_jusqu_a_une_reponse_valide():
    from yum.saisie import QUESTION_DES, demander_des_a_rouler
    lire, ecran = Reponses(["6", "", "11", "ab", "523"]), Ecran()
    assert demander_des_a_rouler(lire, ecran) == 523
    assert lire.questions == [QUESTION_DES] * 5
    assert ecran.texte().count("Réponse refusée") == 4


def test_demander_case_refuse_une_case_occupee_en_disant_pourquoi():
    from yum.regles import nouvelle_feuille
    from yum.saisie import demander_case
    feuille = nouvelle_feuille()
    feuille[3] = 9
    ecran = Ecran()
    assert demander_case(feuille, Reponses(["3", "4"]), ecran) == 4
    assert "la case 3 est déjà remplie" in ecran.texte()


def test_demander_oui_non_redemande_tant_que_ce_n_est_ni_o_ni_n():
    from yum.saisie import demander_oui_non
    ecran = Ecran()
    assert demander_oui_non("Encore ? ", Reponses(["peut-être", "oui", "N"]), ecran) is False
    assert ecran.texte().count("Répondez o pour oui ou n pour non.") == 2


def test_une_boucle_de_validation_s_arrete_quand_l_entree_est_epuisee():
    from yum.saisie import demander_oui_non
    with pytest.raises(EOFError):
        demander_oui_non("Encore ? ", Reponses(["x", "y"]), Ecran())


def test_les_questions_sont_celles_de_l_enonce():
    from yum.saisie import QUESTION_CASE, QUESTION_DES, QUESTION_REJOUER
    assert QUESTION_DES == "Entrez les numéros des dés que vous voulez rouler ou 0 (ex : 135) : "
    assert QUESTION_CASE == "Entrez le numéro de case où vous mettez les points (0 pour annuler) : "
    assert QUESTION_REJOUER == "Voulez-vous jouer une autre partie (o/n) ? "


# --- Les motifs et les consignes, au mot près (ce que lit le joueur) ---------------------------

@pytest.mark.parametrize("texte, motif", [
    ("", "vous n'avez rien tapé"),
    ("1 3", "tapez les numéros collés, sans espace"),
    ("a1", "« a1 » contient autre chose que des chiffres"),
    ("6", "il n'y a pas de dé numéro 6 (les dés vont de 1 à 5)"),
    ("11", "le dé 1 est nommé deux fois"),
    ("07", "le 0 se tape seul, pour garder tous les dés"),
])
def test_chaque_motif_de_refus_des_des_au_mot_pres(texte, motif):
    from yum.saisie import motif_refus_des_a_rouler
    assert motif_refus_des_a_rouler(texte) == motif


@pytest.mark.parametrize("texte, motif", [
    ("", "vous n'avez rien tapé"),
    ("x", "« x » n'est pas un numéro de case"),
    ("04", "le 0 se tape seul, pour annuler la partie"),
    ("8", "la case 8 est un total, calculé pour vous"),
    ("19", "il n'y a pas de case 19"),
    ("123", "ce numéro est bien trop grand pour une case"),
])
def test_chaque_motif_de_refus_de_case_au_mot_pres(texte, motif):
    from yum.regles import nouvelle_feuille
    from yum.saisie import motif_refus_case
    assert motif_refus_case(texte, nouvelle_feuille()) == motif


def test_une_case_remplie_est_refusee_au_mot_pres():
    from yum.regles import nouvelle_feuille
    from yum.saisie import motif_refus_case
    feuille = nouvelle_feuille()
    feuille[BRELAN] = 20
    assert motif_refus_case("10", feuille) == "la case 10 est déjà remplie"


def test_les_consignes_apres_un_refus_au_mot_pres():
    from yum.saisie import CONSIGNE_CASE, CONSIGNE_DES, CONSIGNE_OUI_NON, expliquer_refus
    assert CONSIGNE_DES == ("Tapez les numéros des dés à rouler, de 1 à 5, sans répétition (ex : 135),\n"
                            "ou 0 pour garder tous les dés.")
    assert CONSIGNE_CASE == \
        "Tapez le numéro d'une case libre (1 à 6, 10 à 16), ou 0 pour annuler la partie."
    assert CONSIGNE_OUI_NON == "Répondez o pour oui ou n pour non."
    assert expliquer_refus("motif", "consigne") == "Réponse refusée : motif.\nconsigne"


@pytest.mark.parametrize("texte, motif", [
    ("", "vous n'avez rien tapé"), (" oui ", "« oui » n'est ni o ni n"),
])
def test_les_motifs_de_la_question_o_n_au_mot_pres(texte, motif):
    from yum.saisie import motif_refus_oui_non
    assert motif_refus_oui_non(texte) == motif
