"""Jamais de trace d'erreur : les cas hostiles d'un correcteur, chacun avec son code de sortie.

Chaque test lance un jeu dans un processus, comme un script de correction le
ferait, et vérifie la phrase de fin et le code documenté (``yum.commun.console``).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import os
import shutil
import signal
import subprocess
import sys
import time

import pytest
from outils_de_test import RACINE, lancer_jeu

from yum.commun.erreurs import DonneesIllisibles
from yum.commun.sorties import (
    SORTIE_DONNEES_ILLISIBLES,
    SORTIE_ECRITURE_IMPOSSIBLE,
    SORTIE_FIN_ENTREE,
    SORTIE_INTERRUPTION,
    SORTIE_NORMALE,
    SORTIE_OPTIONS_INVALIDES,
    SORTIE_TUBE_FERME,
)
from yum.commun.tables import lire_tableau_compresse
from yum.correction.programme.console import attendre_qu_il_lise

JEUX = ("yum", "solitaire", "dix_mille")
# Le temps laissé à un jeu pour démarrer et poser sa première question, en secondes.
DELAI_DE_DEMARRAGE = 60
# Là où /proc ne dit pas qu'un jeu attend, le temps qu'on lui laisse pour démarrer, en secondes.
DEMARRAGE_SANS_PROC = 1
# Un nombre plus long que ce que int() accepte d'une chaîne (4300 chiffres).
NOMBRE_GEANT = "1" * 4301


def attendre_la_question(processus):
    """Attend que le jeu lancé attende sa première réponse ; ne retourne rien.

    L'événement (le jeu bloqué à lire son entrée, vu dans /proc) ; là où /proc
    manque, une seconde, le temps qu'un jeu démarre.
    """
    if not attendre_qu_il_lise(processus, DELAI_DE_DEMARRAGE):
        time.sleep(DEMARRAGE_SANS_PROC)


def sans_trace(resultat):
    """Retourne vrai si ni la sortie ni la sortie d'erreur ne montrent de trace d'erreur."""
    return "Traceback" not in resultat.stdout + resultat.stderr


def lancer(commande, **options):
    """Retourne le résultat d'une commande de l'interpréteur lancée à la racine du dépôt."""
    return subprocess.run([sys.executable, *commande], cwd=RACINE, capture_output=True, text=True,
                          encoding="utf-8", errors="replace", timeout=120, **options)


# --- Des nombres géants ---------------------------------------------------------------------

def test_un_numero_de_case_geant_est_refuse_et_redemande():
    resultat = lancer_jeu("yum", "--graine", "1", entree=f"0\n{NOMBRE_GEANT}\n0\nn\n")
    assert resultat.returncode == SORTIE_NORMALE and sans_trace(resultat)
    assert "ce numéro est bien trop grand pour une case" in resultat.stdout


@pytest.mark.parametrize("jeu, debut", [
    ("yum", ""), ("solitaire", ""), ("dix_mille", "1\nAna\n"),
])
def test_une_face_de_de_reel_geante_est_refusee(jeu, debut):
    resultat = lancer_jeu(jeu, "--des-manuels", entree=f"{debut}{NOMBRE_GEANT} 1\n")
    assert resultat.returncode == SORTIE_FIN_ENTREE and sans_trace(resultat)
    assert "n'est pas une face de dé" in resultat.stdout


def test_un_nombre_de_joueurs_geant_est_refuse():
    resultat = lancer_jeu("dix_mille", entree=NOMBRE_GEANT + "\n")
    assert resultat.returncode == SORTIE_FIN_ENTREE and sans_trace(resultat)
    assert "Réponse refusée" in resultat.stdout


@pytest.mark.parametrize("jeu", JEUX)
def test_une_graine_geante_est_refusee_en_francais(jeu):
    resultat = lancer_jeu(jeu, "--graine", NOMBRE_GEANT)
    assert resultat.returncode == SORTIE_OPTIONS_INVALIDES and sans_trace(resultat)
    assert "trop grand" in resultat.stderr


# --- Des règles qui ne finiraient jamais ------------------------------------------------------

@pytest.mark.parametrize("options, raison", [
    (["--ouverture", "24050"], "une ouverture de 24050 est impossible en trois lancers (24000 au plus)"),
    (["--cible", "1000050"], "une cible de 1000050 est trop grande (au plus 1000000)"),
    (["--cible", "100000000000000000000"], "trop grand"),
    (["--cible", "300", "--ouverture", "450"], "une ouverture de 450 dépasse la cible de 300"),
])
def test_des_regles_impossibles_sont_refusees_au_depart(options, raison):
    resultat = lancer_jeu("dix_mille", "--simulation", "1", *options)
    assert resultat.returncode == SORTIE_OPTIONS_INVALIDES and sans_trace(resultat)
    # Le message est coupé pour tenir à l'écran : on le relit d'un seul tenant.
    assert raison in " ".join(resultat.stderr.split())


def test_l_ouverture_la_plus_haute_possible_est_permise():
    resultat = lancer_jeu("dix_mille", "--ouverture", "24000", entree="1\nAna\n")
    assert resultat.returncode == SORTIE_FIN_ENTREE and sans_trace(resultat)


# --- Les données des conseillers abîmées --------------------------------------------------------

def copie_abimee(tmp_path, fichier, contenu):
    """Copie les paquets dans ``tmp_path`` et y remplace ``fichier`` par ``contenu`` (None : enlevé)."""
    for paquet in JEUX:
        shutil.copytree(RACINE / paquet, tmp_path / paquet)
    chemin = tmp_path / fichier
    if contenu is None:
        chemin.unlink()
    else:
        chemin.write_bytes(contenu)
    return tmp_path


# Des fichiers abîmés de quatre façons : absent, pas du zlib, zlib de la mauvaise taille, dossier.
ABIMES = [None, b"pas du zlib", __import__("zlib").compress(b"\x00\x01" * 10), "dossier"]


@pytest.mark.parametrize("contenu", ABIMES, ids=["absent", "pas-zlib", "mauvaise-taille", "dossier"])
@pytest.mark.parametrize("options", [["--simulation", "1"], ["--ordinateur", "1", "--vite"]],
                         ids=["simulation", "ordinateur"])
def test_une_table_du_yum_abimee_donne_une_phrase_et_le_code_65(tmp_path, contenu, options):
    fichier = "yum/ajouts/donnees/esperances-yum.zlib"
    if contenu == "dossier":
        copie_abimee(tmp_path, fichier, None)
        (tmp_path / fichier).mkdir()
    else:
        copie_abimee(tmp_path, fichier, contenu)
    resultat = subprocess.run([sys.executable, "-m", "yum", *options], cwd=tmp_path, input="0\n0\n",
                              capture_output=True, text=True, encoding="utf-8", timeout=120)
    assert resultat.returncode == SORTIE_DONNEES_ILLISIBLES and sans_trace(resultat)
    assert "Le conseiller n'est pas disponible : le fichier esperances-yum.zlib" in resultat.stdout
    # Le chemin de la machine n'apparaît pas : seul le nom du fichier est dit.
    assert str(tmp_path) not in resultat.stdout


@pytest.mark.parametrize("contenu, phrase", [
    (None, "le fichier table.zlib est absent ou illisible"),
    ("dossier", "le fichier table.zlib est absent ou illisible"),
    (b"pas du zlib", "le fichier table.zlib est abîmé (ses données compressées sont coupées ou altérées)"),
    (__import__("zlib").compress(b"\x00\x01" * 1000)[:20],
     "le fichier table.zlib est abîmé (ses données compressées sont coupées ou altérées)"),
    (__import__("zlib").compress(b"\x00\x01" * 10),
     "le fichier table.zlib est abîmé (il n'a pas la bonne taille)"),
], ids=["absent", "dossier", "pas-zlib", "coupe", "mauvaise-taille"])
def test_une_table_abimee_est_dite_abimee_et_une_table_absente_absente(tmp_path, contenu, phrase):
    # La phrase du guide (LISEZMOI, code 65) est celle que le programme écrit, pour chaque sorte de dégât.
    chemin = tmp_path / "table.zlib"
    if contenu == "dossier":
        chemin.mkdir()
    elif contenu is not None:
        chemin.write_bytes(contenu)
    with pytest.raises(DonneesIllisibles) as erreur:
        lire_tableau_compresse(chemin, "H", 1000)
    assert str(erreur.value) == phrase


def test_une_table_du_yum_abimee_n_empeche_pas_de_jouer_avec_le_point_d_interrogation(tmp_path):
    copie_abimee(tmp_path, "yum/ajouts/donnees/esperances-yum.zlib", ABIMES[2])
    resultat = subprocess.run([sys.executable, "-m", "yum", "--graine", "1"], cwd=tmp_path,
                              input="?\n0\n0\nn\n", capture_output=True, text=True, encoding="utf-8",
                              timeout=120)
    assert resultat.returncode == SORTIE_NORMALE and sans_trace(resultat)
    assert ("Le conseiller n'est pas disponible : le fichier esperances-yum.zlib est abîmé"
            " (il n'a pas la bonne taille).") in resultat.stdout


def test_des_poids_du_solitaire_abimes_arretent_la_simulation_avec_le_code_65(tmp_path):
    copie_abimee(tmp_path, "solitaire/donnees/poids-conseiller.zlib", b"abime")
    resultat = subprocess.run([sys.executable, "-m", "solitaire", "--simulation", "2"], cwd=tmp_path,
                              capture_output=True, text=True, encoding="utf-8", timeout=120)
    assert resultat.returncode == SORTIE_DONNEES_ILLISIBLES and sans_trace(resultat)
    assert "poids-conseiller.zlib" in resultat.stdout


# --- La console : sorties et entrées hostiles ----------------------------------------------------

@pytest.mark.parametrize("jeu", JEUX)
def test_une_sortie_sur_un_disque_plein_donne_le_code_74(jeu):
    with open(os.devnull, "rb") as entree, open("/dev/full", "w") as plein:
        resultat = subprocess.run([sys.executable, "-m", jeu, "--graine", "1"], cwd=RACINE, stdin=entree,
                                  stdout=plein, stderr=subprocess.PIPE, text=True, timeout=120)
    assert resultat.returncode == SORTIE_ECRITURE_IMPOSSIBLE
    assert "Traceback" not in resultat.stderr and "Impossible d'écrire" in resultat.stderr


@pytest.mark.parametrize("jeu", JEUX)
@pytest.mark.parametrize("options", [["--graine", "1"], ["--help"]], ids=["partie", "aide"])
def test_une_sortie_fermee_des_le_depart_donne_le_code_74(jeu, options):
    resultat = lancer(["-c", "import os, runpy, sys; os.close(1); sys.argv = ['x'] + sys.argv[1:];"
                       f" runpy.run_module('{jeu}', run_name='__main__')", *options], input="")
    assert resultat.returncode == SORTIE_ECRITURE_IMPOSSIBLE and sans_trace(resultat)


@pytest.mark.parametrize("jeu", JEUX)
def test_une_entree_fermee_est_une_fin_d_entree(jeu):
    resultat = lancer(["-c", "import os, runpy, sys; os.close(0); sys.argv = ['x', '--graine', '1'];"
                       f" runpy.run_module('{jeu}', run_name='__main__')"])
    assert resultat.returncode == SORTIE_FIN_ENTREE and sans_trace(resultat)
    assert "Fin de l'entrée" in resultat.stdout


@pytest.mark.parametrize("jeu", JEUX)
@pytest.mark.parametrize("fin", ["eof", "ctrl-c"])
def test_une_sortie_fermee_pendant_que_le_jeu_attend_donne_le_code_141(jeu, fin):
    # Le lecteur lit la première ligne, puis s'en va ; le jeu attend une réponse.
    processus = subprocess.Popen([sys.executable, "-m", jeu, "--graine", "1"], cwd=RACINE,
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    processus.stdout.readline()
    attendre_la_question(processus)
    processus.stdout.close()
    if fin == "ctrl-c":
        processus.send_signal(signal.SIGINT)
    processus.stdin.close()
    erreurs = processus.stderr.read().decode("utf-8")
    assert processus.wait(timeout=60) == SORTIE_TUBE_FERME
    assert "Traceback" not in erreurs and "La sortie a été fermée" in erreurs


@pytest.mark.parametrize("jeu", JEUX)
@pytest.mark.parametrize("environnement", [{"PYTHONIOENCODING": "ascii"}, {"LC_ALL": "C", "PYTHONUTF8": "0"}],
                         ids=["ascii", "C"])
def test_une_console_sans_accents_affiche_l_aide_sans_planter(jeu, environnement):
    resultat = subprocess.run([sys.executable, "-m", jeu, "--help"], cwd=RACINE, capture_output=True,
                              env={**os.environ, **environnement}, timeout=120)
    assert resultat.returncode == SORTIE_NORMALE
    assert b"Traceback" not in resultat.stdout + resultat.stderr


@pytest.mark.parametrize("jeu", JEUX)
def test_une_option_qui_ne_prend_pas_de_valeur_le_dit_en_francais(jeu):
    resultat = lancer_jeu(jeu, "--des-manuels=1")
    assert resultat.returncode == SORTIE_OPTIONS_INVALIDES
    assert "cette option ne prend pas de valeur" in resultat.stderr and "ignored" not in resultat.stderr


def test_un_nom_avec_un_saut_de_ligne_est_refuse():
    resultat = lancer_jeu("yum", "--joueurs", "Ana\nBéa")
    assert resultat.returncode == SORTIE_OPTIONS_INVALIDES and sans_trace(resultat)
    assert "caractère de contrôle" in resultat.stderr


def test_un_nom_avec_une_tabulation_est_refuse_au_30000():
    resultat = lancer_jeu("dix_mille", entree="1\nA\tna\nAna\n")
    assert "caractère de contrôle" in resultat.stdout and sans_trace(resultat)


# --- Ctrl-C, à tout moment -----------------------------------------------------------------------

# Un script qui lance un jeu comme ``python -m``, après avoir posé un crochet d'import qui
# envoie Ctrl-C au processus au moment où l'import du module nommé commence.
CTRL_C_PENDANT_L_IMPORT = """
import os, runpy, signal, sys
jeu, module = sys.argv[1], sys.argv[2]
class Crochet:
    def find_spec(self, nom, chemin=None, cible=None):
        if nom == module:
            os.kill(os.getpid(), signal.SIGINT)
        return None
sys.meta_path.insert(0, Crochet())
sys.argv = [jeu, "--graine", "1"]
runpy.run_module(jeu, run_name="__main__")
"""


@pytest.mark.parametrize("jeu, module", [
    ("yum", "yum.ajouts.suivi"), ("yum", "yum.ajouts.joueurs"), ("solitaire", "solitaire.partie"),
    ("dix_mille", "dix_mille.partie"), ("dix_mille", "dix_mille.affichage"),
])
def test_ctrl_c_pendant_le_chargement_du_jeu_finit_sans_trace(jeu, module):
    resultat = lancer(["-c", CTRL_C_PENDANT_L_IMPORT, jeu, module], input="")
    assert resultat.returncode == SORTIE_INTERRUPTION and sans_trace(resultat)
    assert "Interruption (Ctrl-C)" in resultat.stdout


@pytest.mark.parametrize("jeu", JEUX)
def test_deux_ctrl_c_coup_sur_coup_finissent_sans_trace(jeu):
    processus = subprocess.Popen([sys.executable, "-m", jeu, "--graine", "1"], cwd=RACINE,
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    attendre_la_question(processus)
    processus.send_signal(signal.SIGINT)
    processus.send_signal(signal.SIGINT)
    sortie, erreurs = processus.communicate(timeout=60)
    assert processus.returncode == SORTIE_INTERRUPTION
    assert b"Traceback" not in sortie + erreurs
    assert "Interruption (Ctrl-C)".encode() in sortie
