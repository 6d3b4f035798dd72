"""Le Yum vu de l'extérieur : ``python -m yum`` lancé dans un processus, réponses par un tube.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from outils_de_test import CASES_DANS_L_ORDRE, lancer_jeu

# La racine du dépôt : ``python -m yum`` y trouve le paquet même sans installation.
RACINE = Path(__file__).resolve().parents[2]
# Une partie entière : à chaque tour, garder les dés (0) puis remplir la case suivante.
PARTIE_ENTIERE = "".join(f"0\n{case}\n" for case in CASES_DANS_L_ORDRE) + "n\n"


def lancer_yum(*options, entree=""):
    """Retourne le résultat de ``python -m yum options`` nourri de ``entree``."""
    return lancer_jeu("yum", *options, entree=entree)


def test_une_partie_entiere_se_termine_avec_le_code_0():
    resultat = lancer_yum("--graine", "42", entree=PARTIE_ENTIERE)
    assert resultat.returncode == 0, resultat.stderr
    assert "La partie est terminée." in resultat.stdout
    assert "Votre score final :" in resultat.stdout
    assert resultat.stdout.rstrip().endswith("Au revoir !")
    assert resultat.stderr == ""


def test_la_meme_graine_donne_la_meme_sortie_a_l_octet_pres():
    premiere = lancer_yum("--graine", "42", entree=PARTIE_ENTIERE)
    seconde = lancer_yum("--graine", "42", entree=PARTIE_ENTIERE)
    assert premiere.stdout == seconde.stdout


def test_deux_graines_donnent_deux_parties_differentes():
    assert lancer_yum("--graine", "1", entree=PARTIE_ENTIERE).stdout \
        != lancer_yum("--graine", "2", entree=PARTIE_ENTIERE).stdout


def test_une_entree_epuisee_donne_le_code_1_sans_trace_d_erreur():
    resultat = lancer_yum("--graine", "42", entree="0\n1\n523\n")
    assert resultat.returncode == 1
    assert "Traceback" not in resultat.stdout + resultat.stderr
    assert resultat.stdout.rstrip().endswith("Fin de l'entrée : le programme s'arrête là.")


def test_une_entree_vide_donne_le_code_1_sans_trace_d_erreur():
    resultat = lancer_yum(entree="")
    assert resultat.returncode == 1
    assert "Traceback" not in resultat.stdout + resultat.stderr


def test_un_octet_mal_encode_est_refuse_comme_une_autre_reponse():
    resultat = subprocess.run([sys.executable, "-m", "yum", "--graine", "1"], cwd=RACINE,
                              input=b"\xe9\n" + PARTIE_ENTIERE.encode(), capture_output=True, timeout=60)
    assert resultat.returncode == 0
    assert "Réponse refusée".encode() in resultat.stdout


def test_l_aide_est_en_francais():
    resultat = lancer_yum("--help")
    assert resultat.returncode == 0
    assert resultat.stdout.startswith("utilisation : python -m yum")
    assert "--graine N" in resultat.stdout
    assert "afficher cette aide et quitter" in resultat.stdout
    assert "\noptions :\n" in resultat.stdout


def test_la_version_s_affiche():
    from yum import __version__
    resultat = lancer_yum("--version")
    assert (resultat.returncode, resultat.stdout.strip()) == (0, f"Yum {__version__}")


@pytest.mark.parametrize("options, morceau", [
    (["--graine", "abc"], "« abc » n'est pas un entier positif ou nul"),
    (["--graine", "-3"], "n'est pas un entier positif ou nul"),
    (["--couleur"], "arguments inconnus : --couleur"),
    (["--graine"], "cette option attend une valeur"),
])
def test_une_option_invalide_est_refusee_en_francais_avec_le_code_2(options, morceau):
    resultat = lancer_yum(*options)
    assert resultat.returncode == 2
    assert morceau in resultat.stderr
    assert "Traceback" not in resultat.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT se simule ainsi seulement sous POSIX")
def test_ctrl_c_donne_une_ligne_et_le_code_130():
    processus = subprocess.Popen([sys.executable, "-m", "yum", "--graine", "1"], cwd=RACINE,
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    lu = b""
    limite = time.monotonic() + 30
    while b"(ex : 135) : " not in lu and time.monotonic() < limite:
        lu += os.read(processus.stdout.fileno(), 4096)
    processus.send_signal(signal.SIGINT)
    reste, erreurs = processus.communicate(timeout=30)
    assert processus.returncode == 130
    assert "Interruption (Ctrl-C)".encode() in reste
    assert b"Traceback" not in erreurs


def test_une_sortie_fermee_en_cours_de_route_ne_donne_pas_de_trace_d_erreur():
    # Comme « python -m yum | head -3 » : le lecteur s'en va après quelques lignes.
    processus = subprocess.Popen([sys.executable, "-m", "yum", "--graine", "1"], cwd=RACINE,
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    processus.stdout.read(200)
    processus.stdout.close()
    _, erreurs = processus.communicate(input=b"1\n" * 5000, timeout=30)
    assert processus.returncode == 141
    assert b"Traceback" not in erreurs
