"""Le journal ne perd jamais une partie : écrite d'un bloc, relue ligne à ligne, bornée.

Chaque test nomme une façon de perdre une partie (issue 23) et vérifie
qu'elle n'en perd plus : un caractère de fin de ligne Unicode tapé en réponse,
un disque qui se remplit pendant l'écriture, un Ctrl-C au mauvais moment, deux
jeux qui écrivent ensemble, une ligne abîmée parmi de bonnes, un BOM, une
réponse géante, un tube ou un dossier en guise de journal.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import errno
import json
import os
import shlex
import signal
import subprocess
import sys
import threading
import tracemalloc

import pytest
from outils_de_test import RACINE

from dix_mille.constantes import LONGUEUR_NOM_MAX as LONGUEUR_NOM_MAX_DU_30000
from dix_mille.saisie import analyser_mise_de_cote, analyser_nb_joueurs, analyser_nom
from solitaire.saisie import analyser_paires
from yum.commun import fichier_du_journal as fichier
from yum.commun.conseils import DEMANDE_DE_CONSEIL
from yum.commun.erreurs import JournalIllisible, JournalIntrouvable, RevueIncomplete
from yum.commun.fichier_du_journal import (
    LONGUEUR_MAX_D_UNE_REPONSE,
    MARQUE_DE_COUPURE,
    InterruptionPendantLEcriture,
    ajouter_au_journal,
    reponse_a_noter,
    verrou_du_journal,
)
from yum.commun.joueurs import LONGUEUR_NOM_MAX
from yum.commun.journal import lire_le_journal, revoir, terminer_la_partie
from yum.commun.questions import analyser_oui_non as analyser_oui_non_commun
from yum.commun.sorties import SORTIE_JOURNAL_INTROUVABLE, SORTIE_OPTIONS_INVALIDES, SORTIE_REVUE_INCOMPLETE
from yum.regles import nouvelle_feuille
from yum.saisie import analyser_case, analyser_des_a_rouler, analyser_oui_non

# Une partie de Yum notée, courte, telle que le journal la relit.
PARTIE = {"format": 1, "jeu": "yum", "graine": 1, "tirages": [0.5, 0.25], "reponses": ["0"]}
# Le délai d'un jeu lancé dans un processus, en secondes (bien plus qu'il ne faut : rien n'y bloque).
DELAI = 60
# Un joueur de Yum qui garde toujours son premier lancer et remplit les cases dans l'ordre.
REPONSES_YUM = "".join(f"0\n{case}\n" for case in (1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15, 16)) + "n\n"


def parties_relues(chemin, jeu="yum"):
    """Retourne les parties du journal ``chemin`` qui se relisent (les lignes sautées mises à part)."""
    return [partie for _, partie in lire_le_journal(chemin, jeu) if isinstance(partie, dict)]


def revue_en_memoire(chemin, calculer=lambda partie: (None, "bilan")):
    """Retourne (les lignes affichées, l'exception de fin ou None) de la revue du journal ``chemin``."""
    ecran = []
    try:
        revoir(chemin, "yum", calculer, ecran.append)
    except (JournalIllisible, RevueIncomplete) as fin:
        return ecran, fin
    return ecran, None


def lancer(jeu, *options, entree="", **parametres):
    """Retourne le résultat de ``python -m jeu options`` nourri de ``entree``."""
    return subprocess.run([sys.executable, "-m", jeu, *options], input=entree, cwd=RACINE,
                          capture_output=True, text=True, encoding="utf-8", timeout=DELAI, **parametres)


# --- Chaque caractère tapé survit à l'aller-retour --------------------------------------------

# Tout ce qu'``input()`` peut rendre et qu'une coupe de ligne trop large couperait (str.splitlines
# coupe à U+0085, U+2028, U+2029, FS, GS, RS, VT, FF, CR), et ce que l'UTF-8 n'écrit pas seul.
CARACTERES_PIEGES = ["\x85", "\u2028", "\u2029", "\x1c", "\x1d", "\x1e", "\x0b", "\x0c", "\r", "\x00",
                     "\ufeff", "\ufffd", "\x7f", "é", "💥", "\udce9"]


@pytest.mark.parametrize("caractere", CARACTERES_PIEGES, ids=[f"U+{ord(c):04X}" for c in CARACTERES_PIEGES])
def test_un_caractere_tape_revient_tel_quel_du_journal(tmp_path, caractere):
    chemin = tmp_path / "j.jsonl"
    reponses = [caractere, f"a{caractere}b", "0"]
    assert ajouter_au_journal(chemin, {**PARTIE, "reponses": reponses}) is None
    assert ajouter_au_journal(chemin, PARTIE) is None
    octets = chemin.read_bytes()
    # Deux parties, deux lignes : le seul saut de ligne du fichier est celui de chaque fin de partie.
    assert octets.count(b"\n") == 2 and octets.endswith(b"\n")
    assert [partie["reponses"] for partie in parties_relues(chemin)] == [reponses, ["0"]]


def test_les_separateurs_de_ligne_unicode_sont_ecrits_echappes_et_les_accents_en_clair(tmp_path):
    chemin = tmp_path / "j.jsonl"
    ajouter_au_journal(chemin, {**PARTIE, "reponses": ["\x85", "\u2028", "é"]})
    texte = chemin.read_text(encoding="utf-8")
    assert '["\\u0085", "\\u2028", "é"]' in texte


def test_une_reponse_u0085_en_console_garde_la_partie_et_les_autres_revoyables(tmp_path):
    # Le reproducteur de l'issue : la première réponse est U+0085, puis une deuxième partie avec U+2028.
    journal = tmp_path / "j.jsonl"
    for caractere in ("\x85", "\u2028"):
        partie = lancer("yum", "--graine", "1", "--journal", str(journal),
                        entree=caractere + "\n" + REPONSES_YUM)
        assert partie.returncode == 0 and "Partie notée" in partie.stdout
    revue = lancer("yum", "--revoir", str(journal))
    assert revue.returncode == 0, revue.stdout
    assert revue.stdout.count("=== Bilan de vos décisions ===") == 2


# --- Une partie est dans le journal tout entière, ou pas du tout --------------------------------

def ecrivain_qui_rate_a_mi_chemin(erreur=None):
    """Retourne un ``os.write`` qui n'écrit que la moitié de la ligne, puis rend moins ou lève ``erreur``."""
    def ecrire(descripteur, octets):
        moitie = len(octets) // 2
        os.write(descripteur, octets[:moitie])
        if erreur is not None:
            raise erreur
        return moitie
    return ecrire


@pytest.mark.parametrize("erreur, raison", [
    (None, "le disque est plein"),
    (OSError(errno.ENOSPC, "No space left on device"), "le disque est plein"),
    (OSError(errno.EIO, "Input/output error"), "le disque ne répond pas"),
], ids=["ecriture-partielle", "ENOSPC", "EIO"])
def test_un_disque_plein_pendant_l_ecriture_ne_laisse_aucune_ligne_coupee(tmp_path, erreur, raison):
    chemin = tmp_path / "j.jsonl"
    ajouter_au_journal(chemin, PARTIE)
    avant = chemin.read_bytes()
    motif = ajouter_au_journal(chemin, {**PARTIE, "graine": 2}, ecrivain_qui_rate_a_mi_chemin(erreur))
    assert motif == f"Le journal {chemin} n'a pas pu être écrit ({raison}) : cette partie n'y est pas notée."
    assert chemin.read_bytes() == avant
    # Le disque libéré, la partie suivante se note à la suite, et les deux se relisent.
    assert ajouter_au_journal(chemin, {**PARTIE, "graine": 3}) is None
    assert [partie["graine"] for partie in parties_relues(chemin)] == [1, 3]


@pytest.mark.skipif(sys.platform != "linux", reason="la taille permise d'un fichier (RLIMIT_FSIZE) : Linux")
def test_un_vrai_disque_plein_en_console_ne_perd_ni_les_parties_d_avant_ni_celles_d_apres(tmp_path):
    # La taille permise du fichier (RLIMIT_FSIZE) s'arrête au milieu de la deuxième partie : le système
    # en écrit un morceau, puis refuse (EFBIG). Le jeu le dit, défait le morceau, et continue.
    import resource
    journal = tmp_path / "j.jsonl"
    assert lancer("yum", "--graine", "1", "--journal", str(journal), entree=REPONSES_YUM).returncode == 0
    taille = journal.stat().st_size

    def borner():
        resource.setrlimit(resource.RLIMIT_FSIZE, (taille + taille // 2, resource.RLIM_INFINITY))
    plein = lancer("yum", "--graine", "2", "--journal", str(journal), entree=REPONSES_YUM, preexec_fn=borner)
    assert plein.returncode == 0
    # Le système écrit ce qui tient, puis rend moins que demandé : c'est un disque plein.
    assert "n'a pas pu être écrit (le disque est plein)" in " ".join(plein.stdout.split())
    assert journal.stat().st_size == taille
    assert lancer("yum", "--graine", "3", "--journal", str(journal), entree=REPONSES_YUM).returncode == 0
    revue = lancer("yum", "--revoir", str(journal))
    assert revue.returncode == 0 and revue.stdout.count("=== Bilan") == 2


def test_une_ligne_coupee_par_une_version_d_avant_ne_mange_pas_la_partie_suivante(tmp_path):
    chemin = tmp_path / "j.jsonl"
    ajouter_au_journal(chemin, PARTIE)
    with open(chemin, "ab") as journal:
        journal.write(b'{"format": 1, "jeu": "yum", "tira')
    assert ajouter_au_journal(chemin, {**PARTIE, "graine": 2}) is None
    lues = list(lire_le_journal(chemin, "yum"))
    assert [numero for numero, _ in lues] == [1, 2, 3]
    assert isinstance(lues[1][1], JournalIllisible) and lues[2][1]["graine"] == 2


@pytest.fixture
def ctrl_c_ordinaire():
    """Donne à Ctrl-C son effet ordinaire (KeyboardInterrupt) le temps du test, puis rend l'ancien.

    Un test qui importe un point d'entrée y laisse la protection du démarrage
    (``os._exit``) : sans cette fixture, le Ctrl-C du test finirait pytest.
    """
    ancien = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, ancien)


@pytest.mark.usefixtures("ctrl_c_ordinaire")
def test_un_ctrl_c_pendant_l_ecriture_attend_que_la_partie_soit_notee(tmp_path):
    chemin = tmp_path / "j.jsonl"

    def ecrire_en_deux_fois(descripteur, octets):
        # Le Ctrl-C tombe entre les deux moitiés de la ligne.
        ecrits = os.write(descripteur, octets[:len(octets) // 2])
        signal.raise_signal(signal.SIGINT)
        return ecrits + os.write(descripteur, octets[len(octets) // 2:])

    with pytest.raises(InterruptionPendantLEcriture) as interruption:
        ajouter_au_journal(chemin, PARTIE, ecrire_en_deux_fois)
    assert interruption.value.motif is None
    assert isinstance(interruption.value, KeyboardInterrupt)
    assert parties_relues(chemin) == [PARTIE]
    # Ctrl-C a retrouvé son effet ordinaire.
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


@pytest.mark.usefixtures("ctrl_c_ordinaire")
def test_un_ctrl_c_pendant_une_ecriture_ratee_dit_que_la_partie_n_est_pas_notee(tmp_path):
    chemin = tmp_path / "j.jsonl"

    def rater_apres_un_ctrl_c(descripteur, octets):
        signal.raise_signal(signal.SIGINT)
        return ecrivain_qui_rate_a_mi_chemin()(descripteur, octets)

    with pytest.raises(InterruptionPendantLEcriture) as interruption:
        ajouter_au_journal(chemin, PARTIE, rater_apres_un_ctrl_c)
    assert "cette partie n'y est pas notée" in interruption.value.motif
    assert chemin.read_bytes() == b""


def test_apres_un_ctrl_c_pendant_l_ecriture_le_joueur_apprend_que_sa_partie_est_notee(tmp_path, monkeypatch):
    chemin = tmp_path / "j.jsonl"
    ecran = []

    def ajouter_puis_ctrl_c(chemin, partie):
        ajouter_au_journal(chemin, partie)
        raise InterruptionPendantLEcriture(None)
    monkeypatch.setattr("yum.commun.journal.ajouter_au_journal", ajouter_puis_ctrl_c)
    with pytest.raises(KeyboardInterrupt):
        terminer_la_partie(dict(PARTIE), lambda partie: (7, "bilan"), False, chemin, ecran.append)
    assert f"Partie notée dans le journal {chemin}." in " ".join(" ".join(ecran).split())
    assert parties_relues(chemin)[0]["score"] == 7


def test_deux_jeux_qui_ecrivent_ensemble_notent_chacun_toutes_leurs_parties(tmp_path):
    # Quatre processus ajoutent chacun 10 grosses parties (100 kio par ligne, bien plus qu'un tampon).
    chemin = tmp_path / "j.jsonl"
    ecrivain = ("import sys\nfrom yum.commun.fichier_du_journal import ajouter_au_journal\n"
                "for n in range(10):\n"
                "    assert ajouter_au_journal(sys.argv[1], {'format': 1, 'jeu': 'yum', 'tirages': [],"
                " 'reponses': [sys.argv[2] * 99] * 1000, 'graine': n}) is None\n")
    processus = [subprocess.Popen([sys.executable, "-c", ecrivain, str(chemin), lettre], cwd=RACINE)
                 for lettre in "abcd"]
    assert [un.wait(timeout=DELAI) for un in processus] == [0, 0, 0, 0]
    parties = parties_relues(chemin)
    assert len(parties) == 40 and chemin.read_bytes().count(b"\n") == 40
    for lettre in "abcd":
        assert sorted(p["graine"] for p in parties if p["reponses"][0][0] == lettre) == list(range(10))


def test_un_jeu_attend_que_l_autre_ait_fini_d_ecrire(tmp_path, monkeypatch):
    chemin = tmp_path / "j.jsonl"
    chemin.write_bytes(b"")
    en_attente = threading.Event()
    attendre = fichier.time.sleep

    def noter_l_attente(duree):
        en_attente.set()
        attendre(duree)
    monkeypatch.setattr(fichier.time, "sleep", noter_l_attente)
    descripteur = os.open(chemin, os.O_RDWR)
    issue = []
    with verrou_du_journal(descripteur):
        ecrivain = threading.Thread(target=lambda: issue.append(ajouter_au_journal(chemin, PARTIE)))
        ecrivain.start()
        assert en_attente.wait(DELAI)
        # L'autre jeu tient le verrou : rien n'est encore écrit.
        assert chemin.read_bytes() == b""
    ecrivain.join(DELAI)
    os.close(descripteur)
    assert issue == [None] and parties_relues(chemin) == [PARTIE]


def test_un_verrou_tenu_trop_longtemps_ne_bloque_pas_le_jeu(tmp_path, monkeypatch):
    chemin = tmp_path / "j.jsonl"
    chemin.write_bytes(b"")
    monkeypatch.setattr(fichier, "DELAI_DU_VERROU", 0)
    descripteur = os.open(chemin, os.O_RDWR)
    with verrou_du_journal(descripteur):
        motif = ajouter_au_journal(chemin, PARTIE)
    os.close(descripteur)
    assert "un autre programme l'occupe depuis trop longtemps" in motif and chemin.read_bytes() == b""


# --- Ce qui est noté est borné ------------------------------------------------------------------

def test_une_reponse_geante_est_notee_raccourcie_et_reste_refusee():
    geante = "12345" + "6" * 10**6
    notee = reponse_a_noter(geante)
    assert notee == geante[:LONGUEUR_MAX_D_UNE_REPONSE] + MARQUE_DE_COUPURE


# Des réponses géantes de toutes les formes, dont des débuts de bonnes réponses.
GEANTES = ["1" * 200, "12345" + "6" * 1000, "o" * 150, "Ana" * 60, "?" * 200, " " * 10 + "n" * 300, "0" * 500,
           "\u2028" + "x" * 300]


@pytest.mark.parametrize("geante", GEANTES, ids=range(len(GEANTES)))
def test_une_reponse_geante_raccourcie_est_refusee_par_chaque_question_des_trois_jeux(geante):
    # Raccourcie, la réponse doit rester refusée partout : la partie rejouée suit alors le même chemin.
    notee = reponse_a_noter(geante)
    assert len(notee) == LONGUEUR_MAX_D_UNE_REPONSE + 1
    assert analyser_des_a_rouler(notee) is None and analyser_case(notee, nouvelle_feuille()) is None
    assert analyser_oui_non(notee) is None and analyser_oui_non_commun(notee) is None
    assert analyser_paires(notee, [1, 2, 3, 4, 5], []) is None
    assert analyser_mise_de_cote(notee, [1, 1, 1, 5, 5, 5], [False] * 6) is None
    assert analyser_nb_joueurs(notee) is None and analyser_nom(notee, 1, []) is None
    assert notee.strip() != DEMANDE_DE_CONSEIL


def test_la_plus_longue_reponse_permise_tient_bien_en_deca_de_la_coupure():
    assert LONGUEUR_MAX_D_UNE_REPONSE > max(LONGUEUR_NOM_MAX, LONGUEUR_NOM_MAX_DU_30000)


def test_une_reponse_noyee_d_espaces_est_notee_sans_eux():
    assert reponse_a_noter(" " * 500 + "135" + "\t" * 500) == "135"
    assert reponse_a_noter(" 135 ") == " 135 "


def test_une_reponse_geante_en_console_ajoute_moins_d_un_kio_et_la_partie_se_revoit(tmp_path):
    journal = tmp_path / "j.jsonl"
    entree = "x" * 10**6 + "\n" + " " * 5000 + REPONSES_YUM
    partie = lancer("yum", "--graine", "1", "--journal", str(journal), entree=entree)
    assert partie.returncode == 0
    temoin = tmp_path / "temoin.jsonl"
    lancer("yum", "--graine", "1", "--journal", str(temoin), entree=REPONSES_YUM)
    assert journal.stat().st_size - temoin.stat().st_size < 1024
    revue = lancer("yum", "--revoir", str(journal))
    assert revue.returncode == 0 and revue.stdout.count("=== Bilan") == 1


def test_la_revue_lit_le_journal_au_fil_des_parties_sans_le_charger(tmp_path):
    # La mémoire de pointe de la revue ne grandit pas avec le journal : 2000 parties (plus de 3 Mo)
    # ne coûtent pas plus de mémoire que 20, à 1 Mo près.
    ligne = (json.dumps({**PARTIE, "reponses": ["0" * 90] * 20}) + "\n").encode()
    pointes = []
    for nombre in (20, 2000):
        chemin = tmp_path / f"j{nombre}.jsonl"
        chemin.write_bytes(ligne * nombre)
        tracemalloc.start()
        ecran, fin = revue_en_memoire(chemin)
        pointes.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
        assert fin is None and ecran.count("bilan") == nombre
    assert chemin.stat().st_size > 3 * 10**6
    assert pointes[1] < pointes[0] + 10**6


# --- Une ligne abîmée ne cache jamais les autres ------------------------------------------------

def test_une_ligne_abimee_parmi_de_bonnes_est_nommee_et_les_autres_revues(tmp_path):
    chemin = tmp_path / "j.jsonl"
    bonne = json.dumps(PARTIE)
    chemin.write_text(f"{bonne}\npas du json\n{bonne}\n\n{bonne}\n", encoding="utf-8")
    ecran, fin = revue_en_memoire(chemin)
    assert ecran.count("bilan") == 3
    assert any("Ligne sautée : la ligne 2 du journal n'est pas une partie" in ligne for ligne in ecran)
    assert isinstance(fin, RevueIncomplete)
    assert str(fin) == "3 parties revues, 1 ligne sautée (nommée plus haut)"


@pytest.mark.parametrize("ligne, raison", [
    (b"\xe9\xff", "n'est pas un texte UTF-8"),
    (json.dumps({**PARTIE, "jeu": "dix_mille"}).encode(), "est une partie du 30000, pas du Yum ;"
                                                          " revoyez-la avec python -m dix_mille --revoir"),
    (json.dumps({**PARTIE, "tirages": [1.5]}).encode(), "n'est pas une partie notée par ce programme"),
    (json.dumps({**PARTIE, "score": 999}).encode(),
     "a été modifiée (la partie rejouée ne donne pas le score"),
])
def test_chaque_ligne_sautee_est_nommee_avec_sa_raison(tmp_path, ligne, raison):
    chemin = tmp_path / "j.jsonl"
    bonne = json.dumps(PARTIE).encode()
    chemin.write_bytes(bonne + b"\n" + ligne + b"\n")
    ecran, fin = revue_en_memoire(chemin, lambda partie: (7, "bilan"))
    assert any(f"la ligne 2 du journal {raison}" in " ".join(texte.split()) for texte in ecran), ecran
    assert isinstance(fin, RevueIncomplete)


@pytest.mark.parametrize("ligne", ['{"format": 1, "jeu": ["yum"]}', '{"format": 1, "jeu": {}}', "[]", "1e999",
                                   '{"format": 1, "jeu": "yum", "tirages": [], "reponses": [], "joueur": []}',
                                   '"\\ud800"', "[" * 100_000])
def test_une_ligne_hostile_est_sautee_sans_trace(tmp_path, ligne):
    chemin = tmp_path / "j.jsonl"
    chemin.write_text(json.dumps(PARTIE) + "\n" + ligne + "\n", encoding="utf-8")
    lues = list(lire_le_journal(chemin, "yum"))
    assert lues[0][1] == PARTIE
    assert str(lues[1][1]) == "la ligne 2 du journal n'est pas une partie notée par ce programme"


def test_une_ligne_trop_longue_est_sautee_sans_etre_chargee(tmp_path, monkeypatch):
    monkeypatch.setattr(fichier, "LONGUEUR_MAX_D_UNE_LIGNE", 1000)
    chemin = tmp_path / "j.jsonl"
    bonne = json.dumps(PARTIE).encode()
    chemin.write_bytes(bonne + b"\n" + b"x" * 5000 + b"\n" + bonne + b"\n")
    lues = list(lire_le_journal(chemin, "yum"))
    assert [type(partie).__name__ for _, partie in lues] == ["dict", "LigneSautee", "dict"]
    assert "trop longue" in str(lues[1][1])


def test_une_erreur_du_disque_en_lisant_devient_une_phrase(tmp_path):
    class DisqueMalade:
        def readline(self, longueur):
            raise OSError(5, "Input/output error")
    with pytest.raises(JournalIntrouvable, match="le disque refuse de lire la ligne 1 du journal"):
        list(fichier.lignes_du_fichier(DisqueMalade()))


def test_un_journal_d_une_seule_ligne_abimee_donne_une_seule_phrase(tmp_path):
    chemin = tmp_path / "j.jsonl"
    chemin.write_text("pas du json\n", encoding="utf-8")
    ecran, fin = revue_en_memoire(chemin)
    assert ecran == [] and str(fin) == "la ligne 1 du journal n'est pas une partie notée par ce programme"


def test_un_journal_dont_aucune_ligne_n_est_une_partie_les_nomme_toutes(tmp_path):
    chemin = tmp_path / "j.jsonl"
    chemin.write_text("un\ndeux\n", encoding="utf-8")
    ecran, fin = revue_en_memoire(chemin)
    assert sum("Ligne sautée" in ligne for ligne in ecran) == 2
    assert type(fin) is JournalIllisible and "aucune des 2 lignes" in str(fin)


def test_un_journal_qui_commence_par_un_bom_se_revoit(tmp_path):
    chemin = tmp_path / "j.jsonl"
    chemin.write_bytes(b"\xef\xbb\xbf" + json.dumps(PARTIE).encode() + b"\n")
    assert parties_relues(chemin) == [PARTIE]


def test_en_console_une_ligne_abimee_donne_le_code_de_la_revue_incomplete(tmp_path):
    journal = tmp_path / "j.jsonl"
    lancer("yum", "--graine", "1", "--journal", str(journal), entree=REPONSES_YUM)
    bonne = journal.read_text(encoding="utf-8")
    journal.write_text("\ufeff" + bonne + "pas du json\n" + bonne, encoding="utf-8")
    revue = lancer("yum", "--revoir", str(journal))
    assert revue.returncode == SORTIE_REVUE_INCOMPLETE and revue.stdout.count("=== Bilan") == 2
    assert "Ligne sautée : la ligne 2 du journal" in revue.stdout
    assert revue.stdout.rstrip().endswith(
        "Revue incomplète : 2 parties revues, 1 ligne sautée (nommée plus haut).")


# --- Un journal qui n'est pas un fichier est refusé au départ ; rien n'y bloque -------------------

@pytest.fixture
def tube(tmp_path):
    """Un tube nommé (FIFO), sans lecteur ni écrivain."""
    chemin = tmp_path / "tube"
    os.mkfifo(chemin)
    return chemin


def test_revoir_un_tube_est_refuse_sans_attendre(tube):
    revue = lancer("yum", "--revoir", str(tube))
    assert revue.returncode == SORTIE_JOURNAL_INTROUVABLE
    assert ("Impossible de revoir ce journal : le journal tube ne peut pas être relu : c'est un tube (FIFO),"
            " pas un fichier.") in " ".join(revue.stdout.split())


@pytest.mark.parametrize("jeu", ["yum", "solitaire", "dix_mille"])
def test_noter_dans_un_tube_est_refuse_au_depart(tube, jeu):
    partie = lancer(jeu, "--journal", str(tube), entree=REPONSES_YUM)
    assert partie.returncode == SORTIE_OPTIONS_INVALIDES and partie.stdout == ""
    assert "est un tube (FIFO), pas un fichier : les parties ne peuvent pas y être notées" in (
        " ".join(partie.stderr.split()))


@pytest.mark.parametrize("chemin, sorte", [("/dev/null", "un périphérique"), (".", "un dossier")])
def test_noter_dans_un_peripherique_ou_un_dossier_est_refuse_au_depart(chemin, sorte):
    partie = lancer("yum", "--journal", chemin, entree=REPONSES_YUM)
    assert partie.returncode == SORTIE_OPTIONS_INVALIDES
    assert f"est {sorte}, pas un fichier" in " ".join(partie.stderr.split())


def test_le_journal_par_defaut_qui_est_un_dossier_est_refuse_au_depart(tmp_path):
    (tmp_path / "des-inf111" / "journal-yum.jsonl").mkdir(parents=True)
    partie = lancer("yum", "--bilan", entree=REPONSES_YUM, env={**os.environ, "XDG_DATA_HOME": str(tmp_path)})
    assert partie.returncode == SORTIE_OPTIONS_INVALIDES and "est un dossier, pas un fichier" in partie.stderr


def test_un_tube_mis_a_la_place_du_journal_en_cours_de_partie_ne_bloque_pas(tube):
    # Le journal vérifié au départ a pu devenir un tube depuis : l'écriture le voit, et renonce.
    motif = ajouter_au_journal(tube, PARTIE)
    assert motif == (f"Le journal {tube} n'a pas pu être écrit (c'est un tube (FIFO), pas un fichier) :"
                     " cette partie n'y est pas notée.")


def test_revoir_un_dossier_dit_que_c_est_un_dossier(tmp_path):
    with pytest.raises(JournalIntrouvable, match="le journal . ne peut pas être relu : c'est un dossier"):
        list(lire_le_journal(".", "yum"))


# --- La commande qui revoit le bilan : sur sa propre ligne, à coller telle quelle ---------------

def test_apres_le_bilan_la_commande_du_journal_par_defaut_est_courte_et_se_revoit(tmp_path):
    environnement = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    partie = lancer("yum", "--graine", "1", "--bilan", entree=REPONSES_YUM, env=environnement)
    assert partie.returncode == 0, partie.stderr
    lignes = partie.stdout.splitlines()
    indice = lignes.index("Pour revoir son bilan :")
    assert lignes[indice + 1] == "  python -m yum --revoir"
    revue = lancer("yum", *shlex.split(lignes[indice + 1])[3:], env=environnement)
    assert revue.returncode == 0, revue.stderr
    assert "Score final" in revue.stdout


def test_apres_le_bilan_la_commande_d_un_autre_journal_le_nomme_entre_apostrophes(tmp_path):
    journal = tmp_path / "mon journal.jsonl"
    partie = lancer("yum", "--graine", "1", "--bilan", "--journal", str(journal), entree=REPONSES_YUM)
    assert partie.returncode == 0, partie.stderr
    lignes = partie.stdout.splitlines()
    commande = lignes[lignes.index("Pour revoir son bilan :") + 1]
    assert shlex.split(commande) == ["python", "-m", "yum", "--revoir", str(journal)]
