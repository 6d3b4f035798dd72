"""Le programme de l'équipe et rien d'autre ; un outil qui manque arrête la correction avant toute note.

``des-corriger programme "python -m yum"`` lancé depuis le dossier d'une
équipe joue le paquet ``yum`` de l'équipe (jamais la référence installée
avec le correcteur), depuis une copie de son dossier ; le programme ne voit
rien du projet (voir test_bac_a_sable). Sans pytest, javac ou java, les commandes
s'arrêtent en nommant l'outil, sans écrire de note.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from yum.correction.outils import outils_manquants_pour, programme_de_la_commande
from yum.correction.verdicts import A_VERIFIER

# La commande du correcteur. « -I » : lancée depuis le dossier d'une équipe dont le paquet s'appelle yum,
# « python -m » mettrait ce dossier en tête du chemin du correcteur lui-même (le script des-corriger, non).
COMMANDE = [sys.executable, "-I", "-m", "yum.correction"]
# Le programme d'une équipe dont le paquet s'appelle yum : il se nomme, écrit un fichier, et s'arrête.
PROGRAMME_DE_L_EQUIPE = """import pathlib
print("Programme de l'equipe Zed : " + pathlib.Path("donnees.txt").read_text().strip())
pathlib.Path("journal.txt").write_text("partie")
"""
# Le code de sortie d'un outil introuvable (EX_UNAVAILABLE).
SORTIE_OUTIL_MANQUANT = 69


def dossier_d_equipe(dossier):
    """Écrit le dossier d'une équipe Python (paquet ``yum`` et un fichier de données) ; retourne-le."""
    (dossier / "yum").mkdir(parents=True)
    (dossier / "yum" / "__init__.py").write_text("", encoding="utf-8")
    (dossier / "yum" / "__main__.py").write_text(PROGRAMME_DE_L_EQUIPE, encoding="utf-8")
    (dossier / "donnees.txt").write_text("lues dans son dossier\n", encoding="utf-8")
    return dossier


def corriger_depuis(dossier, *arguments, environnement=None):
    """Lance ``des-corriger programme`` depuis ``dossier`` ; retourne le processus fini."""
    return subprocess.run([*COMMANDE, "programme", *arguments], cwd=dossier, capture_output=True, text=True,
                          env=environnement, stdin=subprocess.DEVNULL, timeout=120)


@pytest.mark.lent
def test_python_m_yum_lance_du_dossier_d_une_equipe_joue_son_paquet_depuis_une_copie(tmp_path):
    equipe = dossier_d_equipe(tmp_path / "equipe")
    avant = sorted(chemin.name for chemin in equipe.rglob("*"))
    resultat = corriger_depuis(equipe, f"{sys.executable} -m yum", "--json", str(tmp_path / "v.json"))
    verdicts = json.loads((tmp_path / "v.json").read_text(encoding="utf-8"))
    # La référence installée réussirait ; ce programme-là ne joue pas (tout est « à vérifier »).
    assert resultat.returncode == 0 and all(verdict["verdict"] == A_VERIFIER for verdict in verdicts)
    attendu = "Programme de l'equipe Zed : lues dans son dossier"
    assert all(attendu in verdict["extrait"] for verdict in verdicts)
    # Le fichier écrit par le programme l'est dans la copie : le dossier de l'équipe reste tel quel.
    assert sorted(chemin.name for chemin in equipe.rglob("*")) == avant


def test_le_programme_d_une_commande_est_nomme_apres_env_et_ses_variables():
    assert programme_de_la_commande("env PYTHONPATH=/x LANG=C java -cp c Yum") == "java"
    assert programme_de_la_commande("python3 -m yum") == "python3"


def test_un_programme_introuvable_arrete_la_commande_programme_en_le_nommant(tmp_path):
    resultat = corriger_depuis(tmp_path, "java-absent-de-la-machine -cp classes Yum",
                               "--json", str(tmp_path / "v.json"))
    assert resultat.returncode == SORTIE_OUTIL_MANQUANT
    assert "« java-absent-de-la-machine » est introuvable" in resultat.stderr
    assert not (tmp_path / "v.json").exists()


def test_sans_javac_la_classe_avec_du_java_s_arrete_en_le_nommant_sans_ecrire_de_note(tmp_path):
    remise = tmp_path / "remises" / "Ana Java_1001_assignsubmission_file_" / "src"
    remise.mkdir(parents=True)
    (remise / "Yum.java").write_text("public class Yum { }\n", encoding="utf-8")
    # Un PATH sans JDK : seul l'interpréteur (nommé par son chemin complet) reste lançable.
    vide = tmp_path / "chemin_vide"
    vide.mkdir()
    commande = [*COMMANDE, "classe", str(tmp_path / "remises"), "--sortie", str(tmp_path / "notes")]
    resultat = subprocess.run(commande, capture_output=True, text=True, env={**os.environ, "PATH": str(vide)},
                              stdin=subprocess.DEVNULL, timeout=120)
    assert resultat.returncode == SORTIE_OUTIL_MANQUANT
    assert "javac et java introuvables dans le PATH" in resultat.stderr
    assert not (tmp_path / "notes").exists()


def test_sans_pytest_la_classe_est_arretee_en_le_nommant(tmp_path, monkeypatch):
    remise = tmp_path / "Ana Python_1001_assignsubmission_file_"
    remise.mkdir()
    monkeypatch.setattr("importlib.util.find_spec", lambda module: None if module == "pytest" else object())
    messages = outils_manquants_pour([remise])
    assert len(messages) == 1 and messages[0].startswith("pytest introuvable pour")


def test_une_remise_python_seule_ne_demande_ni_javac_ni_java(tmp_path, monkeypatch):
    remise = tmp_path / "Ana Python_1001_assignsubmission_file_"
    (remise / "yum").mkdir(parents=True)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert outils_manquants_pour([remise]) == []


def test_une_archive_avec_du_java_demande_javac(tmp_path, monkeypatch):
    import zipfile

    archive = tmp_path / "Ana Java_1001_assignsubmission_file_.zip"
    with zipfile.ZipFile(archive, "w") as zip_:
        zip_.writestr("TP1/src/Yum.java", "public class Yum { }\n")
    monkeypatch.setenv("PATH", str(tmp_path))
    assert "javac et java introuvables" in " ".join(outils_manquants_pour([Path(archive)]))


def test_un_dossier_donne_pour_commande_est_refuse_en_le_disant(tmp_path):
    equipe = dossier_d_equipe(tmp_path / "equipe")
    resultat = corriger_depuis(tmp_path, str(equipe))
    assert resultat.returncode == 2 and "Traceback" not in resultat.stderr
    assert f"« {equipe} » est un dossier, pas une commande" in resultat.stderr


def test_un_fichier_laisse_au_nom_non_utf8_est_nomme_lisiblement_sans_trace(tmp_path):
    # Un programme écrit « résumé.txt » en octets de Windows, puis attend : le rapport et le JSON le nomment.
    equipe = tmp_path / "equipe"
    equipe.mkdir()
    programme = "open(b'r\\xe9sum\\xe9.txt', 'w').write('x')\nprint('Bonjour')\ninput()\n"
    (equipe / "prog.py").write_text(programme, encoding="utf-8")
    resultat = corriger_depuis(equipe, f"{sys.executable} prog.py", "--json", str(tmp_path / "v.json"))
    assert "Traceback" not in resultat.stderr, resultat.stderr
    verdicts = json.loads((tmp_path / "v.json").read_text(encoding="utf-8"))
    assert "fichiers laissés (effacés) : résumé.txt" in verdicts[0]["obtenu"]
