"""Configuration commune des tests du projet : les options du fuzz et du programme joué, les fixtures.

Le greffon qui corrige un paquet d'équipe (``--implementation``, les fixtures
``regles``, ``des`` et ``saisie`` des vérifications de l'API) est un module du
correcteur, ``yum.correction.paquet.greffon`` : ``pyproject.toml`` le charge.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import os

import pytest

from yum.correction.programme.correcteur import DELAI_PAR_TEST, commande_de_reference

# Les processus que les tests lancent (parties jouées, pytest d'une correction) gardent d'une fois
# sur l'autre le code compilé de la référence et des outils de test : dans un environnement qui pose
# PYTHONDONTWRITEBYTECODE, chacun recompilerait tout, et la suite y passerait une bonne part de son temps.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

# Nombre de cas par jeu de la campagne de fuzz en CI (tests/commun/test_fuzz.py).
CAS_DE_FUZZ_PAR_JEU = 30


def pytest_addoption(parser):
    """Ajoute les options du programme joué (tests « programme ») et de la campagne de fuzz."""
    parser.addoption(
        "--programme", default=commande_de_reference(),
        help="commande qui lance le programme en console d'une équipe, pour les tests « programme »"
             " (défaut : la référence, python -m yum)")
    parser.addoption(
        "--delai-programme", type=float, default=DELAI_PAR_TEST,
        help="délai d'un test « programme », en secondes : un programme bloqué ou qui boucle échoue au bout"
             f" de ce temps (défaut : {DELAI_PAR_TEST:g})")
    parser.addoption(
        "--fuzz", type=int, default=CAS_DE_FUZZ_PAR_JEU,
        help=f"nombre de cas par jeu de tests/commun/test_fuzz.py (défaut : {CAS_DE_FUZZ_PAR_JEU})")
    parser.addoption(
        "--fuzz-graine", type=int, default=0,
        help="graine de la campagne de tests/commun/test_fuzz.py (défaut : 0)")
    parser.addoption(
        "--tout", action="store_true",
        help="joue aussi les tests « lent » (corrections entières, campagne de fuzz), comme la CI :"
             " sans lui, « python -m pytest » les laisse de côté et finit en une minute")


def pytest_collection_modifyitems(config, items):
    """Laisse de côté les tests « lent » d'un « python -m pytest » nu, sauf avec ``--tout``.

    Un test nommé sur la ligne de commande (un fichier, « fichier::test ») se joue toujours,
    lent ou non : qui le nomme veut le voir. Les tests laissés de côté sont comptés « deselected ».
    """
    if config.getoption("--tout") or config.args_source != pytest.Config.ArgsSource.TESTPATHS:
        return
    lents = [item for item in items if item.get_closest_marker("lent") is not None]
    if lents:
        config.hook.pytest_deselected(items=lents)
        items[:] = [item for item in items if item.get_closest_marker("lent") is None]



@pytest.fixture(autouse=True, scope="session")
def journal_hors_du_dossier_personnel(tmp_path_factory):
    """Les journaux par défaut (``--bilan``) des tests vont dans un dossier temporaire, jamais chez vous.

    Les jeux lancés en sous-processus en héritent (``XDG_DATA_HOME``).
    """
    patch = pytest.MonkeyPatch()
    patch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("donnees")))
    yield
    patch.undo()
