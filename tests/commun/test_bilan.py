"""Le bilan des trois jeux (``--bilan``, ``--journal``, ``--revoir``) : coûts, chance, journal.

Au Yum, l'identité « score - 202,49 = chance - coût » est exacte : on la
vérifie sur des parties au hasard (hypothesis), avec le joueur optimal (coût
nul partout) et avec des joueurs qui se trompent exprès. Un coût se vérifie
aussi à la main, par deux lectures de la table. ``--revoir`` doit redonner le
bilan de la fin de partie à l'octet près, et un journal abîmé ou étranger ne
donne qu'une phrase.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import json
import random
import subprocess
import sys
import time
from argparse import Namespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from outils_de_test import RACINE

from dix_mille.bilan import calculer_dix_mille
from dix_mille.ordinateur import JoueurOrdinateur
from dix_mille.partie import programme_principal as programme_dix_mille
from dix_mille.regles import Reglages
from solitaire.bilan import calculer_solitaire
from solitaire.conseiller import PRIME_DE_VICTOIRE, conseiller_solitaire
from solitaire.partie import programme_principal as programme_solitaire
from yum.ajouts.bilan import bilan_de_la_partie_yum, calculer_yum, formater_bilan_yum, formater_identite
from yum.ajouts.conseiller import conseiller_yum, indice_etat
from yum.ajouts.suivi import programme_avec_ajouts
from yum.commun.bilan import pires_decisions
from yum.commun.conseils import Conseil
from yum.commun.erreurs import JournalIllisible
from yum.commun.journal import (
    Enregistreur,
    ajouter_au_journal,
    chemin_du_journal,
    chemin_par_defaut,
    creer_enregistreur,
    formater_entete_de_revue,
    verifier_la_partie,
)
from yum.commun.sorties import SORTIE_DONNEES_ILLISIBLES, SORTIE_JOURNAL_INTROUVABLE, SORTIE_OPTIONS_INVALIDES
from yum.constantes import BRELAN, CASE_LIBRE, NB_DES
from yum.regles import CASES_DE_JEU, CASES_HAUT
from yum.saisie import QUESTION_REJOUER

# Le délai d'un jeu lancé en sous-processus, en secondes.
DELAI = 120
# La durée permise au bilan d'une partie de Yum, en secondes (l'issue 13), et la marge d'une CI chargée.
DUREE_MAX_DU_BILAN = 0.5
MARGE_D_UNE_CI_CHARGEE = 4
# La case des As, où le joueur maladroit inscrit son premier lancer.
AS = CASES_HAUT[0]


# --- Des joueurs scriptés, qui voient la position par un conseil automatique -----------------

class JoueurScripte:
    """Un joueur de Yum qui répond selon une stratégie ; il voit la position par le conseil automatique."""

    def __init__(self, strategie):
        """``strategie(des, feuille, lancers_restants, numero_de_question)`` retourne la réponse à taper."""
        self.strategie = strategie
        self.position = None
        self.questions = 0

    def noter(self, des, feuille, lancers_restants):
        """Retient la position de la question qui vient ; n'affiche rien."""
        self.position = (list(des), list(feuille), lancers_restants)
        return ""

    def lire(self, question):
        """Répond à la question : « n » pour rejouer, sinon la réponse de la stratégie."""
        if question == QUESTION_REJOUER:
            return "n"
        self.questions += 1
        return self.strategie(*self.position, self.questions)


def jouer_yum(graine, strategie):
    """Joue une partie de Yum en mémoire ; retourne (la partie notée, l'écran)."""
    joueur = JoueurScripte(strategie)
    parties, ecran = [], []
    enregistreur = Enregistreur({"jeu": "yum", "graine": graine}, parties.append)
    programme_avec_ajouts(graine, joueur.lire, ecran.append, conseil=Conseil(joueur.noter, True),
                          enregistreur=enregistreur)
    assert len(parties) == 1
    return parties[0], ecran


def optimale(des, feuille, lancers_restants, _numero):
    """La stratégie du joueur optimal : le premier choix du conseiller."""
    conseiller = conseiller_yum()
    if lancers_restants > 0:
        return str(conseiller.classer_gardes(des, feuille, lancers_restants)[0][2])
    return str(conseiller.classer_cases(des, feuille)[0][1])


def au_hasard(graine):
    """Retourne une stratégie qui répond au hasard, mais toujours une réponse permise."""
    rng = random.Random(graine)

    def strategie(des, feuille, lancers_restants, _numero):
        if lancers_restants > 0:
            if rng.random() < 0.3:
                return "0"
            numeros = rng.sample(range(1, NB_DES + 1), rng.randint(1, NB_DES))
            return "".join(map(str, numeros))
        return str(rng.choice([case for case in CASES_DE_JEU if feuille[case] == CASE_LIBRE]))
    return strategie


def une_erreur_au_premier_tour(des, feuille, lancers_restants, numero):
    """Joue au mieux, sauf au premier tour : tout garder, puis inscrire le lancer aux As."""
    if numero == 1:
        return "0"
    if numero == 2:
        return str(AS)
    return optimale(des, feuille, lancers_restants, numero)


# --- Le Yum : l'identité, le joueur optimal, les erreurs voulues ---------------------------------

@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(graine=st.integers(0, 10**9), graine_du_joueur=st.integers(0, 10**9))
def test_la_chance_moins_le_cout_donne_exactement_l_ecart_au_score_espere(graine, graine_du_joueur):
    partie, _ = jouer_yum(graine, au_hasard(graine_du_joueur))
    bilan = bilan_de_la_partie_yum(partie)
    assert bilan.finie
    assert bilan.score - bilan.depart == pytest.approx(bilan.chance - bilan.cout, abs=1e-6)
    # La chance de chaque ligne additionnée redonne la chance totale (les lignes sans lancer valent 0).
    chances = sum(decision.chance or 0.0 for decision in bilan.decisions)
    assert chances == pytest.approx(bilan.chance, abs=1e-6)
    assert sum(decision.cout for decision in bilan.decisions) == pytest.approx(bilan.cout, abs=1e-6)


@settings(max_examples=20, deadline=None)
@given(graine=st.integers(0, 10**9), graine_du_joueur=st.integers(0, 10**9))
def test_l_identite_affichee_s_additionne_au_centieme(graine, graine_du_joueur):
    partie, _ = jouer_yum(graine, au_hasard(graine_du_joueur))
    bilan = bilan_de_la_partie_yum(partie)
    ligne = formater_identite(bilan).splitlines()[-1]
    # « 63 - 202,49 = -139,49 = chance (+2,06) - coût des décisions (141,55). »
    nombres = [float(morceau.strip("()+.").replace(",", ".")) for morceau in ligne.split()
               if any(chiffre.isdigit() for chiffre in morceau)]
    score, depart, ecart, chance, cout = nombres
    assert round((score - depart) * 100) == round(ecart * 100) == round((chance - cout) * 100)
    assert abs(chance - bilan.chance) <= 0.0100001


def test_l_esperance_de_depart_est_celle_de_la_table():
    partie, _ = jouer_yum(1, optimale)
    bilan = bilan_de_la_partie_yum(partie)
    assert bilan.depart == conseiller_yum().table[indice_etat(0, 0)] == pytest.approx(202.49)
    assert "espérance au départ : 202,49 points" in formater_identite(bilan)


@pytest.mark.parametrize("graine", [1, 5, 42])
def test_le_joueur_optimal_ne_coute_rien_a_aucune_decision(graine):
    partie, _ = jouer_yum(graine, optimale)
    bilan = bilan_de_la_partie_yum(partie)
    assert bilan.finie and len(bilan.decisions) >= len(CASES_DE_JEU)
    assert all(decision.cout == 0.0 for decision in bilan.decisions)
    assert all(decision.vous == decision.meilleur for decision in bilan.decisions)
    assert bilan.score - bilan.depart == pytest.approx(bilan.chance, abs=1e-6)
    assert "Aucune décision n'a coûté quoi que ce soit" in formater_bilan_yum(bilan)


def test_un_cout_se_verifie_a_la_main_par_deux_lectures_de_la_table():
    # Graine 5 : le premier lancer est 5 6 5 5 4. Le joueur garde tout et l'inscrit aux As.
    partie, _ = jouer_yum(5, une_erreur_au_premier_tour)
    bilan = bilan_de_la_partie_yum(partie)
    premiere_case = bilan.decisions[1]
    assert premiere_case.des == "5 6 5 5 4" and premiere_case.vous == str(AS)
    assert premiere_case.meilleur == str(BRELAN)
    conseiller = conseiller_yum()
    numeros = conseiller.pointage.numeros
    # Au Brelan : 25 points, puis l'espérance de l'état « Brelan rempli, haut à 0 » ;
    # aux As : 0 point, puis celle de l'état « As remplis, haut à 0 ».
    brelan = 25 + conseiller.table[indice_etat(1 << numeros.index(BRELAN), 0)]
    as_ = 0 + conseiller.table[indice_etat(1 << numeros.index(AS), 0)]
    assert premiere_case.cout == pytest.approx(brelan - as_, abs=1e-9)


def test_la_decision_la_plus_couteuse_est_l_erreur_voulue():
    partie, _ = jouer_yum(5, une_erreur_au_premier_tour)
    bilan = bilan_de_la_partie_yum(partie)
    pires = pires_decisions(bilan.decisions)
    assert [(decision.tour, decision.vous) for decision in pires] == [(1, str(AS)), (1, "0")]
    assert all(decision.cout == 0.0 for decision in bilan.decisions[2:])
    assert bilan.score - bilan.depart == pytest.approx(bilan.chance - bilan.cout, abs=1e-6)


def test_le_bilan_s_ecrit_comme_l_exemple_du_guide():
    # La partie du guide (LISEZMOI) : graine 5, l'erreur voulue au premier tour, puis le jeu optimal.
    partie, _ = jouer_yum(5, une_erreur_au_premier_tour)
    lignes = formater_bilan_yum(bilan_de_la_partie_yum(partie)).splitlines()
    debut = lignes.index("Tour Lancer  Dés         Chance  Question  Vous    Meilleur     Coût")
    assert lignes[debut + 1:debut + 3] == [
        "   1      1  5 6 5 5 4    +5,28  relance   0       25           6,35",
        "   1      1  5 6 5 5 4           case      1       10          11,21"]
    fin = lignes.index("Coût total de vos 38 décisions : 17,56 points.")
    assert lignes[fin + 1:] == [
        "Les décisions les plus coûteuses :",
        "  1. Tour 1, lancer 1, dés 5 6 5 5 4 : coût 11,21 points. Vous avez tapé 1 ; le",
        "     mieux était 10 : Brelan, 25 points.",
        "  2. Tour 1, lancer 1, dés 5 6 5 5 4 : coût 6,35 points. Vous avez tapé 0 ; le",
        "     mieux était 25 : garder 5 5 5.",
        "",
        "Score final : 183 points ; espérance au départ : 202,49 points.",
        "183 - 202,49 = -19,49 = chance (-1,93) - coût des décisions (17,56)."]


def test_chaque_tour_a_son_numero_et_finit_par_une_case():
    partie, _ = jouer_yum(11, au_hasard(11))
    bilan = bilan_de_la_partie_yum(partie)
    cases = [decision.tour for decision in bilan.decisions if decision.question == "case"]
    assert cases == list(range(1, len(CASES_DE_JEU) + 1))
    for decision in bilan.decisions:
        assert 1 <= decision.lancer <= 3
        # Une question des dés suit toujours un lancer ; sa chance est donc toujours calculée.
        assert decision.question == "case" or decision.chance is not None


def test_sans_bilan_ni_journal_rien_n_est_note():
    options = Namespace(bilan=False, journal=None)
    assert chemin_du_journal(options, "yum") is None
    assert chemin_du_journal(Namespace(bilan=False, journal="j.jsonl"), "yum") == "j.jsonl"
    assert str(chemin_du_journal(Namespace(bilan=True, journal=None), "yum")).endswith(
        "des-inf111/journal-yum.jsonl")


def test_une_partie_annulee_n_a_pas_de_part_de_chance():
    partie, _ = jouer_yum(3, lambda des, feuille, restants, numero: "0")
    bilan = bilan_de_la_partie_yum(partie)
    assert not bilan.finie
    assert "Partie arrêtée avant la fin" in formater_bilan_yum(bilan)


def test_le_bilan_d_une_partie_de_yum_prend_moins_d_une_demi_seconde():
    partie, _ = jouer_yum(7, au_hasard(7))
    conseiller_yum().esperance_depart()
    debut = time.perf_counter()
    calculer_yum(partie)
    # Mesuré : environ 0,02 s sur la machine du projet (LISEZMOI) ; la marge couvre une CI chargée.
    assert time.perf_counter() - debut < DUREE_MAX_DU_BILAN * MARGE_D_UNE_CI_CHARGEE


def test_sans_bilan_l_ecran_ne_change_pas():
    sans, avec = [], []
    joueur = JoueurScripte(optimale)
    programme_avec_ajouts(9, joueur.lire, sans.append, conseil=Conseil(joueur.noter, True))
    joueur = JoueurScripte(optimale)
    enregistreur = creer_enregistreur({"jeu": "yum", "graine": 9}, calculer_yum, False, None, avec.append)
    assert enregistreur is None
    programme_avec_ajouts(9, joueur.lire, avec.append, conseil=Conseil(joueur.noter, True),
                          enregistreur=enregistreur)
    assert sans == avec


# --- Les Dés en solitaire et le 30000 --------------------------------------------------------

def jouer_solitaire(graine, pire=False):
    """Joue une partie de solitaire en mémoire, au choix du conseiller (ou au pire) ; retourne la partie."""
    position = {}
    parties = []

    def noter(des, combinaisons, rejets):
        position.update(des=list(des), combinaisons=list(combinaisons), rejets=[list(r) for r in rejets])
        return ""

    def lire(question):
        if question == QUESTION_REJOUER:
            return "n"
        classement = conseiller_solitaire().classer_choix(position["des"], position["combinaisons"],
                                                          position["rejets"])
        return "".join(map(str, classement[-1 if pire else 0][1]))

    programme_solitaire(graine, lire, lambda *_: None, conseil=Conseil(noter, True),
                        enregistreur=Enregistreur({"jeu": "solitaire", "graine": graine}, parties.append))
    return parties[0]


def test_au_solitaire_le_choix_du_conseiller_ne_coute_rien():
    score, texte = calculer_solitaire(jouer_solitaire(4))
    assert "Aucune décision n'a coûté quoi que ce soit" in texte
    assert f"Score final : {score} points." in texte or f"Score final : {score} point." in texte


def test_au_solitaire_le_bilan_dit_que_les_valeurs_sont_estimees_et_chiffre_les_erreurs():
    _, texte = calculer_solitaire(jouer_solitaire(4, pire=True))
    assert "estimées" in texte and "points estimés" in texte
    assert "Les décisions les plus coûteuses :" in texte
    # Un seul lancer par tour : pas de colonne « Lancer », ni de chance.
    assert "\nTour  Dés        Question  Vous    Meilleur     Coût\n" in texte
    # Le coût est en valeur du conseiller livré : score espéré plus la prime fois la chance de gagner.
    assert "\n   1  2 1 3 1 1  paires    1245    2345        466,8\n" in texte
    en_une_ligne = " ".join(texte.split())
    assert f"une partie gagnée (500 points) comptant {PRIME_DE_VICTOIRE} points de plus" in en_une_ligne


REGLAGES_COURTS = Reglages(2000, 3000, 450)


def jouer_dix_mille(graine, toujours_s_arreter=False, nb_humains=1):
    """Joue une partie de 30000 en mémoire ; retourne la partie notée.

    Les humains jouent comme l'expert, ou s'arrêtent dès qu'ils le peuvent.
    """
    expert = JoueurOrdinateur("Expert", "expert", lambda *_: None)
    parties = []
    noms = iter(["Ana", "Béa", "Cléo"][:nb_humains])

    def lire(question):
        if question == QUESTION_REJOUER:
            return "n"
        if question.startswith("Combien"):
            return str(nb_humains)
        if question.startswith("Nom du joueur"):
            return next(noms)
        if toujours_s_arreter and expert.reponse in ("o", "n") and "Acheter" not in question:
            return "n"
        return expert.reponse

    entete = {"jeu": "dix_mille", "graine": graine, "reglages": REGLAGES_COURTS._asdict(), "ordinateurs": []}
    programme_dix_mille(graine, REGLAGES_COURTS, lire, lambda *_: None, conseil=expert.conseil(),
                        enregistreur=Enregistreur(entete, parties.append))
    return parties[0]


def test_au_30000_l_expert_ne_perd_rien_a_aucune_decision():
    scores, texte = calculer_dix_mille(jouer_dix_mille(4))
    assert scores == [REGLAGES_COURTS.cible]
    assert "Aucune décision n'a coûté quoi que ce soit" in texte
    assert "points espérés du tour" in texte or "point espéré du tour" in texte


def test_au_30000_s_arreter_trop_tot_est_la_decision_la_plus_couteuse():
    _, texte = calculer_dix_mille(jouer_dix_mille(4, toujours_s_arreter=True))
    pires = texte.split("Les décisions les plus coûteuses :")[1]
    assert pires.count("le mieux était o : relancer") == 3
    # À la question « relancer ? », les dés déjà de côté sont marqués d'un point.
    relances = [ligne for ligne in texte.splitlines() if "  relancer  " in ligne]
    assert relances and all("." in ligne.split("relancer")[0] for ligne in relances)


def test_au_30000_chaque_humain_a_son_bilan():
    _, texte = calculer_dix_mille(jouer_dix_mille(6, nb_humains=2))
    assert "=== Bilan des décisions d'Ana ===" in texte and "=== Bilan des décisions de Béa ===" in texte


@pytest.mark.parametrize("jouer, calculer", [
    (lambda: jouer_yum(5, optimale)[0], calculer_yum),
    (lambda: jouer_solitaire(4), calculer_solitaire),
    (lambda: jouer_dix_mille(4), calculer_dix_mille),
])
def test_des_notes_coupees_en_route_donnent_le_bilan_des_decisions_jouees(jouer, calculer):
    # Une partie à plusieurs annulée par un autre joueur laisse des notes sans fin de partie.
    partie = jouer()
    partie["reponses"] = partie["reponses"][:len(partie["reponses"]) // 2]
    _, texte = calculer(partie)
    assert "Partie arrêtée avant la fin" in texte
    assert "Coût total de vos" in texte


# --- En console : --bilan, --journal, --revoir -------------------------------------------------

def lancer(jeu, *options, entree=""):
    """Retourne le résultat de ``python -m jeu options`` nourri de ``entree``."""
    return subprocess.run([sys.executable, "-m", jeu, *options], input=entree, cwd=RACINE,
                          capture_output=True, text=True, encoding="utf-8", timeout=DELAI)


# Un joueur qui garde toujours son premier lancer et remplit les cases dans l'ordre.
REPONSES_YUM = "".join(f"0\n{case}\n" for case in CASES_DE_JEU) + "n\n"


def bloc_du_bilan(sortie):
    """Retourne le bilan affiché dans ``sortie`` : de son titre à la ligne de l'identité comprise."""
    debut = sortie.index("=== Bilan")
    fin = sortie.index("\n", sortie.index("= chance (", debut))
    return sortie[debut:fin]


def test_revoir_redonne_le_bilan_de_la_fin_de_partie_a_l_octet_pres(tmp_path):
    journal = tmp_path / "parties.jsonl"
    partie = lancer("yum", "--graine", "5", "--bilan", "--journal", str(journal), entree=REPONSES_YUM)
    assert partie.returncode == 0, partie.stderr
    revue = lancer("yum", "--revoir", str(journal))
    assert revue.returncode == 0, revue.stderr
    assert bloc_du_bilan(revue.stdout) == bloc_du_bilan(partie.stdout)
    assert revue.stdout.startswith("Partie jouée le ") and ", graine 5" in revue.stdout.splitlines()[0]
    assert all(len(ligne) <= 80 for ligne in bloc_du_bilan(partie.stdout).splitlines())


def test_le_bilan_s_affiche_avant_la_question_rejouer_et_note_la_partie(tmp_path):
    partie = lancer("yum", "--graine", "5", "--bilan", entree=REPONSES_YUM)
    sortie = partie.stdout
    assert sortie.index("Votre score final") < sortie.index("=== Bilan de vos décisions ===")
    assert sortie.index("=== Bilan") < sortie.index("Voulez-vous jouer une autre partie")
    assert "Partie notée dans le journal" in sortie and "--revoir" in sortie


def test_journal_seul_note_sans_afficher_de_bilan(tmp_path):
    journal = tmp_path / "j.jsonl"
    deux_parties = REPONSES_YUM.replace("n\n", "o\n") + REPONSES_YUM
    partie = lancer("yum", "--graine", "2", "--journal", str(journal), entree=deux_parties)
    assert partie.returncode == 0 and "=== Bilan" not in partie.stdout
    lignes = journal.read_text(encoding="utf-8").splitlines()
    assert len(lignes) == 2
    notee = json.loads(lignes[0])
    assert notee["jeu"] == "yum" and notee["graine"] == 2
    assert len(notee["tirages"]) == len(CASES_DE_JEU) * NB_DES
    assert notee["reponses"] == REPONSES_YUM.split("\n")[:2 * len(CASES_DE_JEU)]


def test_un_journal_impossible_a_ecrire_ne_fait_pas_planter_la_partie(tmp_path):
    # Le chemin du journal passe par un fichier : son dossier ne peut pas être créé.
    (tmp_path / "fichier").write_text("")
    journal = tmp_path / "fichier" / "j.jsonl"
    partie = lancer("yum", "--graine", "5", "--journal", str(journal), entree=REPONSES_YUM)
    assert partie.returncode == 0
    assert ("n'a pas pu être écrit (son chemin passe par un fichier qui n'est pas un dossier) : cette"
            " partie n'y est pas notée.") in " ".join(partie.stdout.split())
    assert "Traceback" not in partie.stderr


@pytest.mark.parametrize("contenu, code, motif", [
    (None, SORTIE_JOURNAL_INTROUVABLE, "n'existe pas"),
    ("", SORTIE_DONNEES_ILLISIBLES, "ne contient aucune partie"),
    ("pas du json\n", SORTIE_DONNEES_ILLISIBLES, "la ligne 1 du journal n'est pas une partie"),
    ('{"format": 1, "jeu": "dix_mille", "tirages": [], "reponses": []}\n', SORTIE_DONNEES_ILLISIBLES,
     "python -m dix_mille --revoir"),
    ('{"format": 1, "jeu": "yum", "tirages": [2.5], "reponses": []}\n', SORTIE_DONNEES_ILLISIBLES,
     "n'est pas une partie"),
    ('{"format": 1, "jeu": "yum", "tirages": [0.5], "reponses": [7]}\n', SORTIE_DONNEES_ILLISIBLES,
     "n'est pas une partie"),
    ('[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' * 1000 + "\n", SORTIE_DONNEES_ILLISIBLES,
     "n'est pas une partie"),
])
def test_un_journal_absent_abime_ou_etranger_donne_une_phrase(tmp_path, contenu, code, motif):
    journal = tmp_path / "journal.jsonl"
    if contenu is not None:
        journal.write_text(contenu, encoding="utf-8")
    resultat = lancer("yum", "--revoir", str(journal))
    assert resultat.returncode == code
    assert motif in resultat.stdout.replace("\n", " ")
    assert resultat.stderr == "" and len(resultat.stdout.strip().splitlines()) <= 2


def test_un_journal_retouche_est_refuse(tmp_path):
    journal = tmp_path / "j.jsonl"
    lancer("yum", "--graine", "5", "--journal", str(journal), entree=REPONSES_YUM)
    notee = json.loads(journal.read_text(encoding="utf-8"))
    notee["score"] += 1
    journal.write_text(json.dumps(notee) + "\n", encoding="utf-8")
    resultat = lancer("yum", "--revoir", str(journal))
    assert resultat.returncode == SORTIE_DONNEES_ILLISIBLES and "a été modifié" in resultat.stdout


@pytest.mark.parametrize("retouche", ["une réponse de trop", "un tirage de trop"])
def test_un_journal_qui_garde_des_notes_apres_la_fin_est_refuse(tmp_path, retouche):
    journal = tmp_path / "j.jsonl"
    lancer("yum", "--graine", "5", "--journal", str(journal), entree=REPONSES_YUM)
    notee = json.loads(journal.read_text(encoding="utf-8"))
    if retouche == "une réponse de trop":
        notee["reponses"].append("0")
    else:
        notee["tirages"].append(0.5)
    journal.write_text(json.dumps(notee) + "\n", encoding="utf-8")
    resultat = lancer("yum", "--revoir", str(journal))
    assert resultat.returncode == SORTIE_DONNEES_ILLISIBLES
    assert "la partie rejouée finit avant ses notes" in resultat.stdout.replace("\n", " ")


@pytest.mark.parametrize("jeu", ["yum", "solitaire", "dix_mille"])
def test_bilan_et_simulation_ne_vont_pas_ensemble(jeu):
    resultat = lancer(jeu, "--simulation", "1", "--bilan")
    assert resultat.returncode == SORTIE_OPTIONS_INVALIDES and "--simulation" in resultat.stderr


def test_a_plusieurs_chaque_humain_a_son_bilan_et_le_revoit(tmp_path):
    journal = tmp_path / "j.jsonl"
    reponses = "".join(f"0\n{case}\n0\n{case}\n" for case in CASES_DE_JEU) + "n\n"
    partie = lancer("yum", "--joueurs", "Ana,Émile", "--graine", "3", "--bilan", "--journal", str(journal),
                    entree=reponses)
    assert partie.returncode == 0, partie.stderr
    assert "=== Bilan des décisions d'Ana ===" in partie.stdout
    assert "=== Bilan des décisions d'Émile ===" in partie.stdout
    revue = lancer("yum", "--revoir", str(journal))
    assert revue.stdout.count("=== Bilan des décisions d") == 2


def test_revoir_au_solitaire_et_au_30000(tmp_path):
    journal = tmp_path / "s.jsonl"
    partie = jouer_solitaire(8)
    journal.write_text(json.dumps(partie) + "\n", encoding="utf-8")
    revue = lancer("solitaire", "--revoir", str(journal))
    assert revue.returncode == 0 and revue.stdout.count("=== Bilan de vos décisions ===") == 1
    assert lancer("dix_mille", "--revoir", str(journal)).returncode == SORTIE_DONNEES_ILLISIBLES
    journal = tmp_path / "d.jsonl"
    journal.write_text(json.dumps(jouer_dix_mille(4, toujours_s_arreter=True)) + "\n", encoding="utf-8")
    revue = lancer("dix_mille", "--revoir", str(journal))
    assert revue.returncode == 0 and "points espérés du tour" in revue.stdout


@pytest.mark.parametrize("jeu, options, jouer, calculer", [
    ("solitaire", [], lambda: jouer_solitaire(8, pire=True), calculer_solitaire),
    ("dix_mille", ["--cible", str(REGLAGES_COURTS.cible)],
     lambda: jouer_dix_mille(8, toujours_s_arreter=True), calculer_dix_mille),
])
def test_en_console_le_bilan_est_celui_de_la_partie_notee(jeu, options, jouer, calculer):
    # La partie jouée en mémoire donne ses réponses ; tapées en console avec la même graine,
    # elles rejouent la même partie, dont le bilan s'affiche avant la question « rejouer ? ».
    partie = jouer()
    _, texte = calculer(partie)
    resultat = lancer(jeu, "--graine", str(partie["graine"]), "--bilan", *options,
                      entree="\n".join(partie["reponses"]) + "\nn\n")
    assert resultat.returncode == 0, resultat.stderr
    assert texte in resultat.stdout
    assert resultat.stdout.index(texte) < resultat.stdout.index("Voulez-vous jouer une autre partie")
    assert all(len(ligne) <= 80 for ligne in texte.splitlines())


# --- Le journal, pièce par pièce ------------------------------------------------------------------

def ligne_de_journal(**champs):
    """Retourne une ligne de journal de Yum valide, avec ``champs`` changés."""
    partie = {"format": 1, "jeu": "yum", "tirages": [0.0, 0.5], "reponses": ["0"], **champs}
    return json.dumps(partie)


@pytest.mark.parametrize("champs", [
    {"tirages": [1.0]}, {"tirages": [-0.1]}, {"tirages": [True]}, {"tirages": ["0.5"]}, {"tirages": 0.5},
    {"reponses": "0"}, {"joueur": "A\nB"}, {"joueur": "x" * 21}, {"joueur": 7}, {"format": 2},
    {"jeu": "poker"},
])
def test_une_ligne_de_journal_abimee_est_refusee(champs):
    with pytest.raises(JournalIllisible):
        verifier_la_partie(ligne_de_journal(**champs), 1, "yum")


def test_une_ligne_de_journal_juste_est_acceptee():
    partie = verifier_la_partie(ligne_de_journal(joueur="Émile", tirages=[0, 0.999]), 1, "yum")
    assert partie["joueur"] == "Émile"


def test_une_partie_d_un_autre_jeu_nomme_ce_jeu_et_sa_commande():
    with pytest.raises(JournalIllisible, match="est une partie des Dés en solitaire, pas du 30000 ;"
                                               " revoyez-la avec python -m solitaire --revoir"):
        verifier_la_partie(ligne_de_journal(jeu="solitaire"), 1, "dix_mille")


def test_le_journal_par_defaut_est_dans_le_dossier_des_donnees(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert chemin_par_defaut("yum") == tmp_path / "des-inf111" / "journal-yum.jsonl"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "maison"))
    assert chemin_par_defaut("solitaire") == (tmp_path / "maison" / ".local" / "share" / "des-inf111"
                                              / "journal-solitaire.jsonl")


def test_le_journal_se_lit_a_l_oeil_et_cree_son_dossier(tmp_path):
    chemin = tmp_path / "un" / "deux" / "j.jsonl"
    assert ajouter_au_journal(chemin, {"jeu": "yum", "joueur": "Émile"}) is None
    assert ajouter_au_journal(chemin, {"jeu": "yum", "joueur": "Béa"}) is None
    assert chemin.read_text(encoding="utf-8") == ('{"jeu": "yum", "joueur": "Émile"}\n'
                                                   '{"jeu": "yum", "joueur": "Béa"}\n')


def test_l_entete_d_une_partie_revue_dit_sa_date_et_sa_graine():
    assert formater_entete_de_revue({"date": "2026-11-23T15:30:00", "graine": 5}) == (
        "Partie jouée le 23/11/2026 à 15:30, graine 5")
    assert formater_entete_de_revue({"date": "hier", "graine": True}) == "Partie"
