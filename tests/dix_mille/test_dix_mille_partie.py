"""Le 30000 joué avec des dés et des réponses écrits d'avance : les tours, les parties,
puis ``python -m dix_mille`` lancé dans un processus.

Les dés libres sont relancés du dernier au premier (``rouler_des`` lit les
chiffres de droite à gauche) : ``jet`` range les valeurs voulues dans cet ordre.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""


from outils_de_test import DesPipes, Ecran, Reponses, jet, lancer_jeu

from dix_mille.partie import AU_REVOIR, Joueur, jouer_partie, jouer_tour
from dix_mille.regles import Reglages
from dix_mille.saisie import QUESTION_MISE_DE_COTE, demander_joueurs


def humains(noms, lire):
    """Retourne des joueurs humains qui lisent tous leurs réponses dans ``lire``."""
    return [Joueur(nom, lire) for nom in noms]




def jouer(score, jets, reponses, reglages=Reglages(), depart=None):
    """Joue un tour et retourne (points, tour à vendre, texte affiché, réponses restantes ?)."""
    rng, lire, ecran = DesPipes(sum(jets, [])), Reponses(reponses), Ecran()
    gain, a_vendre = jouer_tour("Ana", score, depart, reglages, rng, lire, ecran)
    assert rng.epuises(), "des dés prévus n'ont pas été lancés"
    return gain, a_vendre, ecran.texte(), lire


# --- Un tour ------------------------------------------------------------------------------

def test_un_jet_sans_point_perd_le_tour():
    gain, a_vendre, texte, _ = jouer(1000, [jet(2, 3, 4, 6, 6, 2)], [])
    assert (gain, a_vendre) == (0, None)
    assert "Aucun dé ne rapporte" in texte


def test_un_jet_sans_point_fait_perdre_le_total_accumule():
    gain, _, texte, _ = jouer(1000, [jet(1, 1, 1, 2, 3, 4), jet(2, 3, 6)], ["123", "o"])
    assert gain == 0
    assert "(1000 points envolés)" in texte


def test_s_arreter_inscrit_le_total_et_laisse_le_tour_a_vendre():
    gain, a_vendre, _, lire = jouer(1000, [jet(1, 5, 2, 3, 4, 4)], ["12", "n"])
    assert gain == 150
    assert a_vendre.total == 150 and a_vendre.de_cote == [True, True, False, False, False, False]
    assert lire.epuisees()


def test_une_mise_de_cote_refusee_est_redemandee_avec_son_motif():
    gain, _, texte, lire = jouer(1000, [jet(1, 5, 2, 3, 4, 4)], ["3", "11", "7", "", "1", "n"])
    assert gain == 100
    assert "le dé 3 montre un 2, qui ne rapporte rien ici" in texte
    assert "le dé 1 est nommé deux fois" in texte
    assert "il n'y a pas de dé numéro 7" in texte
    assert lire.questions.count(QUESTION_MISE_DE_COTE) == 5


def test_un_de_deja_de_cote_ne_peut_pas_etre_repris():
    gain, _, texte, _ = jouer(1000, [jet(1, 5, 2, 3, 4, 4), jet(5, 2, 3, 4, 6)], ["1", "o", "1", "2", "n"])
    assert gain == 150
    assert "le dé 1 est déjà de côté" in texte


def test_s_abriller_reussi_relance_les_six_des_sans_question():
    gain, _, texte, lire = jouer(1000, [jet(1, 1, 1, 5, 5, 5), jet(1, 2, 2, 3, 3, 4)],
                                 ["123456", "1", "n"])
    assert gain == 1600
    assert "il faut s'abriller" in texte
    assert lire.questions.count("Relancer les 5 dés restants (o) ou s'arrêter (n) ? ") == 1


def test_s_abriller_rate_perd_tout_le_tour():
    gain, _, texte, _ = jouer(1000, [jet(1, 1, 1, 5, 5, 5), jet(2, 2, 3, 3, 4, 6)], ["123456"])
    assert gain == 0
    assert "(1500 points envolés)" in texte


def test_l_ouverture_atteinte_au_troisieme_lancer_s_inscrit_d_elle_meme():
    gain, a_vendre, texte, lire = jouer(
        0, [jet(1, 2, 3, 4, 6, 6), jet(5, 2, 3, 4, 6), jet(3, 3, 3, 2)], ["1", "2", "345"])
    assert gain == 450
    assert a_vendre.total == 450
    assert "Il faut au moins 450 points pour ouvrir : on relance." in texte
    assert "ouverture faite, avec 450 points" in texte
    assert lire.epuisees()


def test_l_ouverture_manquee_en_trois_lancers_ne_rapporte_rien():
    gain, a_vendre, texte, _ = jouer(0, [jet(1, 2, 3, 4, 6, 6), jet(5, 2, 3, 4, 6), jet(1, 2, 3, 4)],
                                     ["1", "2", "3"])
    assert (gain, a_vendre) == (0, None)
    assert "pas d'ouverture ce tour-ci" in texte


def test_un_joueur_qui_n_a_pas_ouvert_peut_s_arreter_des_450():
    gain, _, _, _ = jouer(0, [jet(1, 1, 1, 2, 3, 4)], ["123", "n"])
    assert gain == 1000


def test_depasser_la_cible_perd_le_tour():
    gain, _, texte, _ = jouer(4900, [jet(1, 1, 1, 2, 3, 4)], ["123"], Reglages(cible=5000))
    assert gain == 0
    assert "Dépassement : 4900 + 1000 = 5900, plus que 5000." in texte


def test_mettre_moins_de_des_de_cote_evite_le_depassement_et_atteindre_la_cible_gagne():
    gain, _, _, lire = jouer(4900, [jet(1, 1, 1, 2, 3, 4)], ["1"], Reglages(cible=5000))
    assert gain == 100
    assert lire.epuisees()


def test_un_tour_achete_part_du_total_et_des_des_du_vendeur():
    _, a_vendre, _, _ = jouer(1000, [jet(1, 5, 2, 3, 4, 4)], ["12", "n"])
    # Les dés 1 et 2 du vendeur restent de côté : l'acheteur lance les dés 3 à 6.
    gain, _, texte, _ = jouer(3000, [jet(5, 2, 3, 4)], ["3", "n"], depart=a_vendre)
    assert gain == 200
    assert "total du tour 150 points, 4 dés à lancer" in texte


# --- Des parties entières ------------------------------------------------------------------------

REGLAGES_COURTS = Reglages(cible=5100, seuil_achat=1000, ouverture=450)


def partie_avec_achat(reponse_achat):
    """Dés et réponses d'une partie à deux où Ana peut acheter le tour de Béa.

    Tour 1, Ana (0) : 1 1 1 2 3 4, garde les trois 1 (1000), s'arrête.
    Tour 2, Béa (0) : pas d'achat (score sous le seuil) ; un 5 (dé 1), relance
    obligée, puis 1 1 1 5 sur les dés 2 à 5 : 1100, s'arrête avec le dé 6.
    Tour 3, Ana (1000) : l'achat est offert.
    """
    jets = jet(1, 1, 1, 2, 3, 4) + jet(5, 2, 3, 4, 6, 6) + jet(1, 1, 1, 5, 2)
    reponses = ["123", "n", "1", "2345", "n", reponse_achat]
    return jets, reponses


def test_un_achat_accepte_puis_un_abri_rate_et_beatrice_gagne_avec_six_5():
    jets, reponses = partie_avec_achat("o")
    # Ana joue le dé acheté : un 5 (1150) ; les six ont rapporté, elle s'abrille et rate.
    jets += jet(5) + jet(2, 2, 3, 3, 4, 6)
    reponses += ["6"]
    # Béa (1100) : six 5 = 4000, soit 5100 exactement.
    jets += jet(5, 5, 5, 5, 5, 5)
    reponses += ["123456"]
    rng, lire, ecran = DesPipes(jets), Reponses(reponses), Ecran()
    assert jouer_partie(humains(["Ana", "Béa"], lire), REGLAGES_COURTS, rng, ecran) == [1000, 5100]
    texte = ecran.texte()
    assert "\nBéa a arrêté son tour à 1100 points avec 1 dé en main.\nAcheter ce tour (o/n) ? " \
        in lire.questions
    assert "Ana achète le tour de Béa : 1100 points, 1 dé à lancer." in texte
    assert "Ana, lancer 1 : total du tour 1100 points, 1 dé à lancer." in texte
    assert "il faut s'abriller" in texte
    assert "Béa atteint 5100 points exactement et gagne la partie !" in texte
    assert rng.epuises() and lire.epuisees()


def test_un_achat_refuse_donne_un_tour_neuf_et_la_cible_s_atteint_apres_un_abri():
    jets, reponses = partie_avec_achat("n")
    # Ana (1000) : six 5 (4000), elle s'abrille, puis un 1 : 5100 exactement.
    jets += jet(5, 5, 5, 5, 5, 5) + jet(1, 2, 2, 3, 3, 4)
    reponses += ["123456", "1"]
    rng, lire, ecran = DesPipes(jets), Reponses(reponses), Ecran()
    assert jouer_partie(humains(["Ana", "Béa"], lire), REGLAGES_COURTS, rng, ecran) == [5100, 1100]
    apres_le_refus = ecran.texte().split("Ana, lancer 1")[-1]
    assert apres_le_refus.startswith(" : total du tour 0 point, 6 dés à lancer.")
    assert rng.epuises() and lire.epuisees()


def test_l_achat_n_est_pas_offert_sous_le_seuil_ni_apres_un_tour_perdu():
    # Ana 1000 ; Béa (0, sous le seuil) n'achète pas, puis perd son tour ;
    # Ana n'a donc rien à acheter : six 5, abri, un 1, 5100.
    jets = (jet(1, 1, 1, 2, 3, 4) + jet(2, 3, 4, 6, 6, 2)
            + jet(5, 5, 5, 5, 5, 5) + jet(1, 2, 2, 3, 3, 4))
    rng, lire, ecran = DesPipes(jets), Reponses(["123", "n", "123456", "1"]), Ecran()
    assert jouer_partie(humains(["Ana", "Béa"], lire), REGLAGES_COURTS, rng, ecran) == [5100, 0]
    assert not any("Acheter" in question for question in lire.questions)
    assert rng.epuises() and lire.epuisees()


def test_un_joueur_seul_joue_jusqu_a_la_cible_et_n_achete_jamais():
    jets = jet(1, 1, 1, 2, 3, 4) + jet(1, 5, 2, 3, 4, 4)
    reponses = ["123", "n", "1"]
    rng, lire, ecran = DesPipes(jets), Reponses(reponses), Ecran()
    assert jouer_partie(humains(["Solo"], lire), Reglages(cible=1100, seuil_achat=50), rng, ecran) == [1100]
    assert "Acheter" not in "".join(lire.questions)


def test_les_noms_sont_valides_et_les_doublons_refuses():
    ecran = Ecran()
    lire = Reponses(["0", "9", "deux", "3", "Ana", "ana", "x" * 21, "", "Béa"])
    assert demander_joueurs(lire, ecran) == ["Ana", "Joueur 2", "Béa"]
    texte = ecran.texte()
    assert "le nom « ana » est déjà pris" in texte
    assert "plus de 20 caractères" in texte
    assert texte.count("n'est pas un nombre de joueurs permis") == 3


# --- Boîte noire -----------------------------------------------------------------------------------

# Des réponses qui finissent toujours par passer : chaque dé seul, chaque triple
# de numéros, puis « n » (s'arrêter, et à la fin ne pas rejouer).
SELECTIONS = [str(numero) for numero in range(1, 7)] + [
    f"{a}{b}{c}" for a in range(1, 7) for b in range(a + 1, 7) for c in range(b + 1, 7)]
REPONSES_PASSE_PARTOUT = "1\nAna\n" + ("\n".join(SELECTIONS) + "\nn\n") * 400


def lancer_dix_mille(*options, entree=""):
    """Retourne le résultat de ``python -m dix_mille options`` nourri de ``entree``."""
    return lancer_jeu("dix_mille", *options, entree=entree)


def test_python_m_dix_mille_joue_une_partie_entiere_avec_le_code_0():
    resultat = lancer_dix_mille("--graine", "4", "--cible", "1000", "--ouverture", "50",
                                entree=REPONSES_PASSE_PARTOUT)
    assert resultat.returncode == 0, resultat.stdout[-2000:] + resultat.stderr
    assert "Ana atteint 1000 points exactement et gagne la partie !" in resultat.stdout
    assert resultat.stdout.rstrip().endswith(AU_REVOIR)


def test_la_meme_graine_donne_la_meme_sortie():
    options = ("--graine", "4", "--cible", "1000", "--ouverture", "50")
    assert lancer_dix_mille(*options, entree=REPONSES_PASSE_PARTOUT).stdout \
        == lancer_dix_mille(*options, entree=REPONSES_PASSE_PARTOUT).stdout


def test_une_entree_epuisee_donne_le_code_1_sans_trace_d_erreur():
    resultat = lancer_dix_mille("--graine", "4", entree="2\nAna\n")
    assert resultat.returncode == 1
    assert "Traceback" not in resultat.stdout + resultat.stderr


def test_les_options_refusees_ont_un_message_clair():
    for options, morceau in [(["--cible", "1234"], "« 1234 » n'est pas un multiple de 50"),
                             (["--cible", "0"], "il faut au moins 50"),
                             (["--achat", "abc"], "« abc » n'est pas un entier positif ou nul"),
                             (["--ouverture"], "cette option attend une valeur")]:
        resultat = lancer_dix_mille(*options)
        assert resultat.returncode == 2 and morceau in resultat.stderr, options


def test_l_aide_nomme_les_options():
    aide = lancer_dix_mille("--help").stdout
    for option in ("--cible", "--achat", "--ouverture", "--graine", "--version"):
        assert option in aide


def test_le_de_numero_0_n_existe_pas_a_la_mise_de_cote():
    from dix_mille.saisie import analyser_mise_de_cote, motif_refus_mise_de_cote
    des, de_cote = [1, 5, 2, 3, 4, 6], [False] * 6
    assert analyser_mise_de_cote("0", des, de_cote) is None
    assert motif_refus_mise_de_cote("01", des, de_cote) == \
        "il n'y a pas de dé numéro 0 (les dés vont de 1 à 6)"
