"""Des parties de Dés en solitaire jouées avec des dés et des réponses écrits d'avance,
puis ``python -m solitaire`` lancé dans un processus.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""


import pytest
from outils_de_test import DesPipes, Ecran, Reponses, lancer_jeu

from solitaire.partie import AU_REVOIR, jouer_des_parties, jouer_partie
from solitaire.saisie import QUESTION_PAIRES, analyser_paires, motif_refus_paires

# --- La saisie des paires ------------------------------------------------------------

@pytest.mark.parametrize("texte", ["1245", " 5412 ", "2345", "1234"])
def test_quatre_numeros_distincts_sont_acceptes_avant_les_rejets_fixes(texte):
    assert analyser_paires(texte, [3, 6, 1, 4, 4], []) == [int(c) for c in texte.strip()]


@pytest.mark.parametrize("texte, morceau", [
    ("124", "exactement 4 numéros"),
    ("12345", "exactement 4 numéros"),
    ("1125", "nommé deux fois"),
    ("1246", "pas de dé numéro 6"),
    ("", "rien tapé"),
    ("12 45", "sans espace"),
    ("abcd", "autre chose que des chiffres"),
])
def test_un_choix_mal_forme_est_refuse_avec_son_motif(texte, morceau):
    assert morceau in motif_refus_paires(texte, [3, 6, 1, 4, 4], [])


def test_un_rejet_interdit_est_refuse_en_nommant_les_des_permis():
    rejets = [[1, 1], [3, 1], [5, 1]]
    motif = motif_refus_paires("1234", [3, 4, 1, 6, 2], rejets)
    assert motif == ("le dé qui reste doit montrer une valeur de rejet :"
                     " laissez le dé 1 (un 3) ou le dé 3 (un 1)")


# --- Des parties entières ---------------------------------------------------------------

def partie_gagnante():
    """Dés et réponses d'une partie à 700 points, avec deux lancers libres et un refus.

    Tours 1 à 3 : 6 6 6 6 puis 1, 2, 3 en rejet (les trois valeurs se fixent).
    Tours 4 et 5 : 6 6 6 6 5, aucun 1, 2 ou 3 : lancers libres.
    Tours 6 à 12 : 1 4 4 5 5, le 1 est imposé ; le premier essai, qui laisse
    le 5 de côté, est refusé. Au 12ᵉ tour, le 1 sort pour la 8ᵉ fois.
    Score : 10 paires de 12 (500) + 7 de 8 (80) + 7 de 10 (120) = 700.
    """
    des = []
    for dernier in (1, 2, 3, 5, 5):
        des += [6, 6, 6, 6, dernier]
    for _ in range(7):
        des += [1, 4, 4, 5, 5]
    reponses = ["1234"] * 5 + ["1234", "2345"] + ["2345"] * 6
    return DesPipes(des), Reponses(reponses)


def test_une_partie_gagnante_finit_au_huitieme_rejet_du_1_avec_700_points():
    rng, lire = partie_gagnante()
    ecran = Ecran()
    assert jouer_partie(rng, lire, ecran) == 700
    assert rng.epuises() and lire.epuisees()
    texte = ecran.texte()
    assert "Lancer libre : aucun dé ne montre 1, 2 ou 3." in texte
    assert "Lancers libres (F) : 2" in texte
    assert "Rejet obligatoire : le dé 1 (valeurs de rejet : 1, 2 et 3)." in texte
    assert ("le dé qui reste doit montrer une valeur de rejet : laissez le dé 1 (un 1)"
            in " ".join(texte.split()))
    assert "Le 1 a été rejeté 8 fois : la partie est terminée." in texte
    assert "10 paires de somme 12 = 500 points" in texte
    assert "Total : 700 points. Partie gagnée (500 points ou plus) !" in texte
    assert lire.questions.count(QUESTION_PAIRES) == 13


def test_une_partie_perdue_le_dit():
    # Huit fois 1 3 4 6 6 : paires 7 et 12, rejet 1 ; 3 x 30 + 3 x 100 = 390.
    rng, lire = DesPipes([1, 3, 4, 6, 6] * 8), Reponses(["2345"] * 8)
    ecran = Ecran()
    assert jouer_partie(rng, lire, ecran) == 390
    assert "Partie perdue : il fallait au moins 500 points." in ecran.texte()


def test_rejouer_o_puis_n_joue_deux_parties():
    rng = DesPipes([1, 3, 4, 6, 6] * 16)
    lire = Reponses(["2345"] * 8 + ["o"] + ["2345"] * 8 + ["non", "n"])
    ecran = Ecran()
    assert jouer_des_parties(rng, lire, ecran) == [390, 390]
    assert ecran.texte().endswith(AU_REVOIR + "\n")


# --- Boîte noire -------------------------------------------------------------------------

# Des réponses qui finissent toujours par passer, quels que soient les dés : les cinq
# rejets possibles l'un après l'autre, puis « n » (refusé aux paires, accepté à la fin).
REPONSES_PASSE_PARTOUT = "2345\n1345\n1245\n1235\n1234\nn\n" * 300


def lancer_solitaire(*options, entree=""):
    """Retourne le résultat de ``python -m solitaire options`` nourri de ``entree``."""
    return lancer_jeu("solitaire", *options, entree=entree)


def test_python_m_solitaire_joue_une_partie_entiere_avec_le_code_0():
    resultat = lancer_solitaire("--graine", "5", entree=REPONSES_PASSE_PARTOUT)
    assert resultat.returncode == 0, resultat.stderr
    assert "Bilan de la partie :" in resultat.stdout
    assert resultat.stdout.rstrip().endswith(AU_REVOIR)


def test_la_meme_graine_donne_la_meme_sortie():
    premiere = lancer_solitaire("--graine", "5", entree=REPONSES_PASSE_PARTOUT)
    seconde = lancer_solitaire("--graine", "5", entree=REPONSES_PASSE_PARTOUT)
    assert premiere.stdout == seconde.stdout


def test_une_entree_epuisee_donne_le_code_1_sans_trace_d_erreur():
    resultat = lancer_solitaire("--graine", "5", entree="2345\n")
    assert resultat.returncode == 1
    assert "Traceback" not in resultat.stdout + resultat.stderr


def test_l_aide_et_la_version_du_solitaire():
    aide = lancer_solitaire("--help")
    assert aide.returncode == 0 and aide.stdout.startswith("utilisation : python -m solitaire")
    assert lancer_solitaire("--version").stdout.startswith("Dés en solitaire ")
    assert lancer_solitaire("--graine", "x").returncode == 2


def test_le_de_numero_0_n_existe_pas_aux_paires():
    from solitaire.saisie import motif_refus_paires
    assert motif_refus_paires("0123", [1, 2, 3, 4, 5], []) == \
        "il n'y a pas de dé numéro 0 (les dés vont de 1 à 5)"
