"""La commande du correcteur, ``des-corriger`` : ses sous-commandes, son aide, l'archive de Gradescope.

Chaque sous-commande a ses propres tests (le programme joué, la classe, la
fiche) ; ici, ce que la commande elle-même promet : une aide en français qui
tient en 80 colonnes, la vérification d'un paquet par ``paquet``, et une
archive de Gradescope dont ``run_autograder`` écrit un ``results.json`` valide.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import json
import os
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from yum.correction.bareme import NOTE_MAXIMALE
from yum.correction.commande import SOUS_COMMANDES

# Les copies d'équipe des tests.
COPIES = Path(__file__).resolve().parent / "copies"
# La commande, telle qu'un enseignant la lance sans l'installer.
COMMANDE = [sys.executable, "-m", "yum.correction"]
# La largeur d'un terminal ordinaire : aucune ligne d'aide ne la dépasse.
COLONNES = 80


def des_corriger(*arguments, environnement=None, delai=300):
    """Lance ``des-corriger arguments`` ; retourne le résultat (code, sorties)."""
    return subprocess.run([*COMMANDE, *map(str, arguments)], capture_output=True, text=True, timeout=delai,
                          stdin=subprocess.DEVNULL, env=environnement)


@pytest.mark.parametrize("sous_commande", [""] + [nom for nom, _, _ in SOUS_COMMANDES])
def test_l_aide_de_chaque_sous_commande_est_en_francais_et_tient_en_80_colonnes(sous_commande):
    resultat = des_corriger(*([sous_commande] if sous_commande else []), "--help",
                            environnement={**os.environ, "COLUMNS": "200"})
    assert resultat.returncode == 0, resultat.stderr
    assert resultat.stdout.startswith("utilisation : ")
    for anglais in ("usage:", "positional arguments", "show this help"):
        assert anglais not in resultat.stdout
    trop_longues = [ligne for ligne in resultat.stdout.splitlines() if len(ligne) > COLONNES]
    assert trop_longues == []


def test_sans_sous_commande_la_commande_le_dit_avec_le_code_2():
    resultat = des_corriger()
    assert resultat.returncode == 2 and "Traceback" not in resultat.stderr
    assert "arguments obligatoires manquants : SOUS-COMMANDE" in resultat.stderr


@pytest.mark.lent
def test_paquet_verifie_la_copie_juste_sans_aucun_echec(tmp_path):
    resultat = des_corriger("paquet", COPIES / "tp1_yum", "--json", tmp_path / "verdicts.json")
    assert resultat.returncode == 0, resultat.stdout[-2000:] + resultat.stderr
    verdicts = json.loads((tmp_path / "verdicts.json").read_text(encoding="utf-8"))
    assert len(verdicts) > 30 and {verdict["verdict"] for verdict in verdicts} == {"réussi"}


@pytest.mark.lent
def copie_fautive(dossier, fichier, ancien, nouveau):
    """Retourne le paquet ``yum`` de la copie juste, écrit dans ``dossier``, où ``ancien`` (une seule fois
    dans ``fichier``) devient ``nouveau``."""
    copie = shutil.copytree(COPIES / "tp1_yum", dossier / "yum", ignore=shutil.ignore_patterns("__pycache__"))
    texte = (copie / fichier).read_text(encoding="utf-8")
    assert texte.count(ancien) == 1
    (copie / fichier).write_text(texte.replace(ancien, nouveau), encoding="utf-8")
    return copie


def test_paquet_nomme_la_faute_d_une_copie_fautive_et_rend_le_code_1(tmp_path):
    copie = copie_fautive(tmp_path, "regles.py", "proposer(feuille, grille, 12, 25)",
                          "proposer(feuille, grille, 12, 30)")
    resultat = des_corriger("paquet", copie, "--json", tmp_path / "verdicts.json")
    assert resultat.returncode == 1, resultat.stdout[-2000:] + resultat.stderr
    verdicts = json.loads((tmp_path / "verdicts.json").read_text(encoding="utf-8"))
    echoues = {verdict["test"] for verdict in verdicts if verdict["verdict"] == "échoué"}
    assert "test_une_main_pleine_vaut_vingt_cinq_points" in echoues


@pytest.mark.lent
def test_le_detail_d_une_faute_de_l_api_garde_ses_accents(tmp_path):
    # Le cas en cause est cité par son identifiant : « 0 n'est pas un numéro de dé », jamais « num\xe9ro ».
    copie = copie_fautive(tmp_path, "saisie.py", 'if c < "1" or c > "5" or c in vus:',
                          'if c > "5" or c in vus:')
    resultat = des_corriger("paquet", copie, "--json", tmp_path / "verdicts.json")
    verdicts = json.loads((tmp_path / "verdicts.json").read_text(encoding="utf-8"))
    (faute,) = [verdict for verdict in verdicts if verdict["verdict"] == "échoué"]
    assert "10-0 n'est pas un numéro de dé" in faute["extrait"], resultat.stdout[-2000:]
    assert "\\x" not in faute["extrait"]


def test_paquet_qui_ne_s_importe_pas_est_non_notable_avec_le_code_6(tmp_path):
    (tmp_path / "casse").mkdir()
    (tmp_path / "casse" / "__init__.py").write_text("raise RuntimeError('à l\\'import')\n", encoding="utf-8")
    resultat = des_corriger("paquet", tmp_path / "casse")
    assert resultat.returncode == 6, resultat.stdout + resultat.stderr
    assert "[non notable] Le paquet s'importe" in resultat.stdout


def test_paquet_d_un_dossier_absent_le_dit_avec_le_code_66(tmp_path):
    resultat = des_corriger("paquet", tmp_path / "absent")
    assert resultat.returncode == 66 and "n'existe pas" in resultat.stderr


def deballer(archive, dossier):
    """Déballe l'archive ``archive`` dans ``dossier``, droits d'exécution gardés ; ne retourne rien."""
    with zipfile.ZipFile(archive) as ouverte:
        for membre in ouverte.infolist():
            chemin = Path(ouverte.extract(membre, dossier))
            droits = membre.external_attr >> 16
            if droits & stat.S_IXUSR:
                chemin.chmod(chemin.stat().st_mode | stat.S_IXUSR)


@pytest.mark.lent
def test_l_archive_de_gradescope_corrige_une_remise_et_ecrit_un_results_json_valide(tmp_path):
    resultat = des_corriger("gradescope", "--sortie", tmp_path / "autocorrecteur.zip")
    assert resultat.returncode == 0, resultat.stderr
    # Un faux /autograder : la source déballée, une remise, et le dossier des résultats.
    racine = tmp_path / "autograder"
    deballer(tmp_path / "autocorrecteur.zip", racine / "source")
    for script in ("setup.sh", "run_autograder"):
        assert os.access(racine / "source" / script, os.X_OK), script
    shutil.copytree(COPIES / "tp1_yum", racine / "submission" / "yum",
                    ignore=shutil.ignore_patterns("__pycache__"))
    # Le correcteur de l'archive, pas celui du dépôt : son paquet yum passe devant.
    environnement = {**os.environ, "AUTOGRADER_RACINE": str(racine), "PYTHON": sys.executable,
                     "PYTHONPATH": str(racine / "source" / "des-inf111")}
    execution = subprocess.run(["bash", str(racine / "source" / "run_autograder")], capture_output=True,
                               text=True, timeout=300, env=environnement, stdin=subprocess.DEVNULL)
    assert execution.returncode == 0, execution.stderr[-2000:]
    resultats = json.loads((racine / "results" / "results.json").read_text(encoding="utf-8"))
    assert isinstance(resultats["score"], (int, float)) and resultats["tests"]
    for test in resultats["tests"]:
        assert {"name", "score", "max_score", "output"} <= set(test)
    # Le score de la remise est la note sur 40 ; chaque test garde ses points du barème.
    assert 0 < resultats["score"] <= NOTE_MAXIMALE
