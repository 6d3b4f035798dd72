"""Le paquet qu'un enseignant installe : l'archive source emporte ses tests, sa licence, son guide.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import shutil
import subprocess
import sys
import tarfile

import pytest
from outils_de_test import RACINE

# Ce que le dépôt met dans l'archive source, en plus des paquets.
FICHIERS_DU_DEPOT = ("pyproject.toml", "README.md", "LISEZMOI.md", "LICENSE", "MANIFEST.in")
# Ce que l'archive doit emporter pour que ses tests passent, et ses métadonnées.
FICHIERS_ATTENDUS = (
    "LISEZMOI.md", "LICENSE", "README.md", "tests/conftest.py", "tests/outils_de_test.py",
    "tests/yum/donnees/esperances-yahtzee.zlib", "yum/ajouts/donnees/esperances-yum.zlib",
    "yum/correction/bareme.csv", "yum/correction/classe/CompilerLesRemises.java",
    "solitaire/donnees/poids-conseiller.zlib", "PKG-INFO",
)


@pytest.fixture(scope="module")
def archive_source(tmp_path_factory):
    """Construit l'archive source d'une copie du dépôt ; retourne (son chemin, le dossier de travail)."""
    travail = tmp_path_factory.mktemp("paquet")
    copie = travail / "depot"
    ignorer = shutil.ignore_patterns("__pycache__", ".hypothesis", ".pytest_cache", "*.egg-info")
    for paquet in ("yum", "solitaire", "dix_mille", "tests"):
        shutil.copytree(RACINE / paquet, copie / paquet, ignore=ignorer)
    for fichier in FICHIERS_DU_DEPOT:
        shutil.copy(RACINE / fichier, copie / fichier)
    construction = subprocess.run(
        [sys.executable, "-c", "import sys; from setuptools import build_meta;"
         " print(build_meta.build_sdist(sys.argv[1]))", str(travail / "dist")],
        cwd=copie, capture_output=True, text=True, timeout=300)
    assert construction.returncode == 0, construction.stderr[-2000:]
    nom = construction.stdout.strip().splitlines()[-1]
    return travail / "dist" / nom, travail


def test_l_archive_source_emporte_les_aides_et_les_donnees_des_tests(archive_source):
    chemin, _ = archive_source
    with tarfile.open(chemin) as archive:
        noms = {nom.split("/", 1)[1] for nom in archive.getnames() if "/" in nom}
    manquants = [fichier for fichier in FICHIERS_ATTENDUS if fichier not in noms]
    assert manquants == []


def test_la_licence_est_une_expression_spdx_et_aucune_commande_ne_s_appelle_yum(archive_source):
    chemin, _ = archive_source
    with tarfile.open(chemin) as archive:
        racine = archive.getnames()[0].split("/")[0]
        metadonnees = archive.extractfile(f"{racine}/PKG-INFO").read().decode("utf-8")
        points_d_entree = archive.extractfile(
            f"{racine}/des_inf111.egg-info/entry_points.txt").read().decode("utf-8")
    assert "License-Expression: MIT" in metadonnees and "License-File: LICENSE" in metadonnees
    commandes = [ligne.split("=")[0].strip() for ligne in points_d_entree.splitlines() if "=" in ligne]
    assert sorted(commandes) == ["des-corriger", "des-dix-mille", "des-solitaire", "des-yum"]


@pytest.mark.lent
def test_les_tests_de_l_archive_source_se_collectent_sans_erreur(archive_source):
    chemin, travail = archive_source
    with tarfile.open(chemin) as archive:
        # Le filtre « data » (Python 3.10.12 et plus) refuse les chemins dangereux d'une archive.
        if hasattr(tarfile, "data_filter"):
            archive.extractall(travail / "deballe", filter="data")
        else:
            archive.extractall(travail / "deballe")
    dossier = next((travail / "deballe").iterdir())
    # « python -m pytest » met le dossier courant en tête des chemins : ce sont les paquets
    # de l'archive qui sont importés, pas ceux du dépôt. Collecter dans un seul processus suffit
    # (« -n 0 ») : sous pytest-xdist, chaque processus collecterait tout une fois de plus.
    collecte = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "-n", "0"],
        cwd=dossier, capture_output=True, text=True, timeout=300)
    assert collecte.returncode == 0, collecte.stdout[-3000:]
    assert " error" not in collecte.stdout
