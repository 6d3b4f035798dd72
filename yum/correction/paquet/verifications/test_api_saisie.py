"""Les saisies imposées : les dés à rouler (« 523 ») et le numéro de case, sur le paquet corrigé.

Les textes sont tels qu'``input()`` les donne (jamais de saut de ligne final).
L'énoncé tolère qu'une lettre fasse planter le programme (« on ne validera pas
les erreurs de type ») : pour un texte qui n'est pas un nombre, lever
``ValueError`` vaut refus. Un nombre invalide, lui, doit être refusé (None).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import pytest

from yum.correction.enonce import BRELAN, FEUILLE_NEUVE, MAIN_PLEINE, YUM

pytestmark = pytest.mark.api


def est_refuse(analyser, texte, *autres):
    """Retourne vrai si ``analyser(texte, *autres)`` refuse : None, ou ValueError pour un non-nombre."""
    try:
        return analyser(texte, *autres) is None
    except ValueError:
        return not texte.strip().isdigit()


# --- Les dés à rouler (« 523 ») ------------------------------------------------

@pytest.mark.parametrize("texte, attendu", [
    ("523", 523), ("0", 0), ("1", 1), ("5", 5), ("12345", 12345), ("54321", 54321), ("14", 14),
])
def test_analyser_des_a_rouler_accepte(saisie, texte, attendu):
    obtenu = saisie.analyser_des_a_rouler(texte)
    assert obtenu == attendu, f"analyser_des_a_rouler({texte!r}) vaut {obtenu!r} ; attendu {attendu}"


@pytest.mark.parametrize("texte, raison", [
    ("6", "il n'y a que 5 dés"), ("9", "il n'y a que 5 dés"), ("11", "un dé nommé deux fois"),
    ("121", "un dé nommé deux fois"), ("07", "0 n'est pas un numéro de dé"),
    ("10", "0 n'est pas un numéro de dé"),
    ("123456", "il n'y a que 5 dés"), ("", "rien n'a été tapé"), ("a", "ce n'est pas un nombre"),
    ("1a", "ce n'est pas un nombre"), ("-1", "ce n'est pas un numéro de dé"),
])
def test_analyser_des_a_rouler_refuse(saisie, texte, raison):
    assert est_refuse(saisie.analyser_des_a_rouler, texte), \
        f"analyser_des_a_rouler({texte!r}) doit refuser (None) : {raison}"


def test_analyser_des_a_rouler_lit_00_comme_0_ou_le_refuse(saisie):
    # L'énoncé lit un entier : « 00 », c'est 0 (garder tous les dés), comme le lirait nextInt().
    # La référence le refuse (le 0 se tape seul) ; les deux lectures sont justes.
    obtenu = saisie.analyser_des_a_rouler("00")
    assert obtenu in (0, None), f"analyser_des_a_rouler('00') vaut {obtenu!r} ; attendu 0 ou None"


# --- Le numéro de case ---------------------------------------------------------

@pytest.mark.parametrize("texte, attendu", [("0", 0), ("1", 1), ("6", 6), ("10", 10), ("16", 16)])
def test_analyser_case_accepte_une_case_libre_ou_zero(saisie, regles, texte, attendu):
    obtenu = saisie.analyser_case(texte, list(FEUILLE_NEUVE))
    assert obtenu == attendu, f"analyser_case({texte!r}, feuille neuve) vaut {obtenu!r} ; attendu {attendu}"


@pytest.mark.parametrize("texte, raison", [
    ("7", "la case 7 est un total"), ("8", "la case 8 est un total"), ("9", "la case 9 est un total"),
    ("17", "la case 17 est un total"), ("18", "la case 18 est un total"), ("19", "il n'y a pas de case 19"),
    ("99", "il n'y a pas de case 99"), ("-1", "il n'y a pas de case -1"), ("", "rien n'a été tapé"),
    ("douze", "ce n'est pas un nombre"), ("1.5", "ce n'est pas un numéro de case"),
])
def test_analyser_case_refuse_un_total_ou_un_texte_ou_hors_limites(saisie, regles, texte, raison):
    assert est_refuse(saisie.analyser_case, texte, list(FEUILLE_NEUVE)), \
        f"analyser_case({texte!r}, feuille neuve) doit refuser (None) : {raison}"


def test_analyser_case_refuse_une_case_occupee(saisie, regles):
    feuille = list(FEUILLE_NEUVE)
    feuille[MAIN_PLEINE] = 25
    feuille[YUM] = 0
    for texte in ("12", "16"):
        obtenu = saisie.analyser_case(texte, feuille)
        assert obtenu is None, \
            f"la case {texte} est occupée : analyser_case doit refuser (None), pas {obtenu!r}"
    obtenu = saisie.analyser_case("10", feuille)
    assert obtenu == BRELAN, f"la case 10 est libre : analyser_case('10') vaut {obtenu!r} ; attendu 10"
