"""Configuration commune des tests : l'option --implementation et les fixtures.

Les tests de l'API publique du Yum (marqués ``api``) reçoivent les modules à
tester par les fixtures ``regles``, ``des`` et ``saisie``. Par défaut, ce sont
ceux du paquet ``yum`` ; un enseignant les pointe vers le paquet d'une équipe
qui a gardé les mêmes noms :

    python -m pytest -m api --implementation=paquet_etudiant

Le paquet nommé doit être importable (dossier courant ou installé) et offrir
``regles``, ``des`` et ``saisie`` avec les noms de la conception.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import importlib

import pytest

# Nombre de cas par jeu de la campagne de fuzz en CI (tests/test_fuzz.py).
CAS_DE_FUZZ_PAR_JEU = 30


def pytest_addoption(parser):
    """Ajoute l'option --implementation (le paquet dont on teste l'API) et celles du fuzz."""
    parser.addoption(
        "--implementation", default="yum",
        help="paquet dont les tests « api » vérifient regles, des et saisie (défaut : yum)")
    parser.addoption(
        "--fuzz", type=int, default=CAS_DE_FUZZ_PAR_JEU,
        help=f"nombre de cas par jeu de tests/test_fuzz.py (défaut : {CAS_DE_FUZZ_PAR_JEU})")
    parser.addoption(
        "--fuzz-graine", type=int, default=0,
        help="graine de la campagne de tests/test_fuzz.py (défaut : 0)")


@pytest.fixture(scope="session")
def implementation(request):
    """Le nom du paquet dont on teste l'API publique."""
    return request.config.getoption("--implementation")


@pytest.fixture(scope="session")
def regles(implementation):
    """Le module des règles à tester (``<paquet>.regles``)."""
    return importlib.import_module(f"{implementation}.regles")


@pytest.fixture(scope="session")
def des(implementation):
    """Le module des dés à tester (``<paquet>.des``)."""
    return importlib.import_module(f"{implementation}.des")


@pytest.fixture(scope="session")
def saisie(implementation):
    """Le module des saisies à tester (``<paquet>.saisie``)."""
    return importlib.import_module(f"{implementation}.saisie")
