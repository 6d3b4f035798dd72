"""L'option --des-manuels : les faces des vrais dés, tapées par le joueur, dans les trois jeux.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""


import pytest
from outils_de_test import CASES_DANS_L_ORDRE, Ecran, Reponses, lancer_jeu

from dix_mille.partie import programme_principal as programme_dix_mille
from dix_mille.regles import Reglages
from solitaire.partie import programme_principal as programme_solitaire
from yum.ajouts.suivi import programme_avec_ajouts as programme_yum
from yum.commun.sources import DesManuels, analyser_valeurs, motif_refus_valeurs, relancer

# --- La saisie des faces -----------------------------------------------------------------------

@pytest.mark.parametrize("texte", ["3 6 3 1 5", "36315", "3,6,3,1,5", "  3 6 3 1 5  ", "3, 6, 3, 1, 5"])
def test_les_faces_se_tapent_separees_ou_collees(texte):
    assert analyser_valeurs(texte, 5) == [3, 6, 3, 1, 5]


@pytest.mark.parametrize("texte, morceau", [
    ("3 6 3 1", "il faut 5 valeurs, vous en avez tapé 4"),
    ("3 6 3 1 5 2", "il faut 5 valeurs, vous en avez tapé 6"),
    ("3 7 3 1 5", "7 n'est pas une face de dé (de 1 à 6)"),
    ("0 1 2 3 4", "0 n'est pas une face de dé"),
    ("a b c d e", "« a » n'est pas une face de dé"),
    ("", "il faut 5 valeurs, vous en avez tapé 0"),
])
def test_des_faces_invalides_sont_refusees_avec_leur_motif(texte, morceau):
    assert morceau in motif_refus_valeurs(texte, 5)


def test_une_relance_ne_demande_que_les_des_relances_et_les_met_a_leur_place():
    des = [1, 1, 1, 1, 1]
    lire = Reponses(["4 5 6"])
    relancer(des, 523, DesManuels(5, lire, Ecran()))
    assert lire.questions == ["Valeurs des dés 2, 3 et 5 (ex : 3 6 3) : "]
    assert des == [1, 4, 5, 1, 6]


# --- Les trois jeux avec de vrais dés ---------------------------------------------------------------

def test_une_partie_de_yum_avec_des_des_reels_refuse_les_faces_invalides():
    lire = Reponses(["7 1 1 1 1", "a", "1 1 1", "6 6 6 6 6", "0", "16",
                     "1 2 3 4 6", "45", "5 6", "0", "0", "n"])
    ecran = Ecran()
    assert programme_yum(lire=lire, ecrire=ecran, des_manuels=True) == [30]
    texte = ecran.texte()
    assert texte.count("Réponse refusée") == 3
    assert "7 n'est pas une face de dé" in texte
    assert "il faut 5 valeurs, vous en avez tapé 3" in texte
    assert "Valeurs des dés 4 et 5 (ex : 3 6) : " in lire.questions
    assert lire.epuisees()


def test_une_partie_de_solitaire_avec_des_des_reels():
    lire = Reponses(["1 3 4 6 6", "2345"] * 8 + ["n"])
    assert programme_solitaire(lire=lire, ecrire=Ecran(), des_manuels=True) == [390]
    assert lire.questions[0] == "Valeurs des 5 dés (ex : 3 6 3 1 5) : "


def test_une_partie_de_30000_avec_des_des_reels_ne_demande_que_les_des_lances():
    lire = Reponses(["1", "Solo",
                     "1 1 1 2 3 4", "123", "o", "9 1 2", "1 2 5", "6", "n",
                     "1 5 2 3 4 4", "1", "n"])
    ecran = Ecran()
    scores = programme_dix_mille(reglages=Reglages(cible=1150, seuil_achat=50), lire=lire, ecrire=ecran,
                                 des_manuels=True)
    # 1000 (trois 1), puis un 5 sur les dés relancés (1050) ; au tour suivant, un 1 : 1150.
    assert scores == [[1150]]
    assert "Valeurs des dés 4, 5 et 6 (ex : 3 6 3) : " in lire.questions
    assert "9 n'est pas une face de dé" in ecran.texte()


# --- Boîte noire ----------------------------------------------------------------------------------


def test_python_m_yum_des_manuels():
    entree = "".join(f"5 5 5 5 5\n0\n{case}\n" for case in
                     CASES_DANS_L_ORDRE) + "n\n"
    resultat = lancer_jeu("yum", "--des-manuels", entree=entree)
    assert resultat.returncode == 0, resultat.stderr
    # Cinq 5 à chaque tour : 25 aux 5, brelan 25, surplus 25, yum 30 ; le reste à 0.
    assert "Votre score final : 105 points." in resultat.stdout


def test_python_m_solitaire_des_manuels():
    resultat = lancer_jeu("solitaire", "--des-manuels", entree="1 3 4 6 6\n2345\n" * 8 + "n\n")
    assert resultat.returncode == 0, resultat.stderr
    assert "Total : 390 points." in resultat.stdout


def test_python_m_dix_mille_des_manuels():
    entree = "1\nSolo\n5 5 5 5 5 5\n123456\n"
    resultat = lancer_jeu("dix_mille", "--des-manuels", "--cible", "4000", entree=entree + "n\n")
    assert resultat.returncode == 0, resultat.stderr
    assert "Solo atteint 4000 points exactement et gagne la partie !" in resultat.stdout


@pytest.mark.parametrize("texte, nombre, motif", [
    ("", 1, "il faut 1 valeur, vous en avez tapé 0"),
    ("1 2 3", 2, "il faut 2 valeurs, vous en avez tapé 3"),
    ("1 12", 2, "12 n'est pas une face de dé (de 1 à 6)"),
])
def test_le_nombre_de_valeurs_attendues_s_accorde(texte, nombre, motif):
    assert motif_refus_valeurs(texte, nombre) == motif
