"""Configuration commune des tests : la correction d'un paquet d'équipe, le fuzz, les fixtures.

Les tests de l'API publique du Yum (``tests/api``, marqués ``api``) reçoivent
les modules à tester par les fixtures ``regles``, ``des`` et ``saisie``. Par
défaut, ce sont ceux du paquet de référence ``yum`` ; un enseignant les pointe
vers le paquet d'une équipe, par son dossier (quel que soit son nom, ``yum``
compris) ou par son nom s'il est importable :

    python -m pytest -m api --implementation=/chemin/vers/le/paquet

Pendant une correction (``--implementation``) :

- seuls les tests de ``tests/api`` sont collectés : aucun autre module de test
  n'importe la référence ;
- le paquet corrigé est celui qu'on importe, et ses propres imports absolus
  (``from yum.regles import …``) se résolvent vers lui ;
- les paquets de référence (``yum``, ``solitaire``, ``dix_mille``) ne sont pas
  importables : un test ou un paquet qui voudrait les atteindre échoue, en le
  disant, au lieu de mêler la référence à la copie ;
- Hypothesis tire ses exemples d'une graine fixe, sans mémoire d'exemples :
  la même copie reçoit le même verdict à chaque fois, dans n'importe quel ordre.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import importlib
import importlib.machinery
import shlex
import sys
from pathlib import Path

import pytest
from hypothesis import settings

# Nombre de cas par jeu de la campagne de fuzz en CI (tests/test_fuzz.py).
CAS_DE_FUZZ_PAR_JEU = 30
# Les paquets de référence du projet, à tenir à l'écart d'une correction.
PAQUETS_DE_REFERENCE = ("yum", "solitaire", "dix_mille")
# Le dossier des tests de l'API publique, les seuls d'une correction.
DOSSIER_API = Path(__file__).resolve().parent / "api"
# Le délai d'un test du programme en console, en secondes (celui de tests/programme/correcteur.py).
DELAI_D_UN_TEST_DU_PROGRAMME = 10.0
# Le paquet corrigé par défaut : la référence.
PAQUET_PAR_DEFAUT = "yum"


def pytest_addoption(parser):
    """Ajoute l'option --implementation (le paquet dont on teste l'API) et celles du fuzz."""
    parser.addoption(
        "--implementation", default=None,
        help="paquet dont les tests « api » vérifient regles, des et saisie : son dossier, ou son"
             " nom s'il est importable (défaut : la référence, yum)")
    parser.addoption(
        "--programme", default=f"{shlex.quote(sys.executable)} -m yum",
        help="commande qui lance le programme en console d'une équipe, pour les tests « programme »"
             " (défaut : la référence, python -m yum)")
    parser.addoption(
        "--delai-programme", type=float, default=DELAI_D_UN_TEST_DU_PROGRAMME,
        help="délai d'un test « programme », en secondes : un programme bloqué ou qui boucle échoue au bout"
             f" de ce temps (défaut : {DELAI_D_UN_TEST_DU_PROGRAMME:g})")
    parser.addoption(
        "--fuzz", type=int, default=CAS_DE_FUZZ_PAR_JEU,
        help=f"nombre de cas par jeu de tests/test_fuzz.py (défaut : {CAS_DE_FUZZ_PAR_JEU})")
    parser.addoption(
        "--fuzz-graine", type=int, default=0,
        help="graine de la campagne de tests/test_fuzz.py (défaut : 0)")


class BarrageDeLaReference:
    """Un chercheur de modules, placé en tête, qui réserve les imports au paquet corrigé.

    Le paquet corrigé (``paquet``) se trouve dans ``dossier`` et nulle part
    ailleurs ; les paquets de référence, eux, refusent de se charger.
    """

    def __init__(self, paquet, dossier):
        """Prépare le barrage pour le paquet ``paquet``, cherché dans ``dossier`` (None : sys.path)."""
        self.paquet = paquet
        self.dossier = dossier

    def find_spec(self, nom, chemin=None, cible=None):
        """Retourne où trouver ``nom`` s'il est le paquet corrigé ; refuse la référence ; sinon None."""
        racine = nom.split(".")[0]
        if nom == self.paquet and self.dossier is not None:
            return importlib.machinery.PathFinder.find_spec(nom, [str(self.dossier)])
        if racine != self.paquet and racine in PAQUETS_DE_REFERENCE:
            raise ImportError(
                f"le paquet de référence « {racine} » n'est pas importable pendant la correction de"
                f" « {self.paquet} » : le paquet corrigé ne doit importer que lui-même")
        return None


def paquet_corrige(option):
    """Retourne (nom du paquet, dossier qui le contient ou None) d'après --implementation."""
    chemin = Path(option).expanduser()
    if chemin.is_dir():
        chemin = chemin.resolve()
        return chemin.name, chemin.parent
    if "/" in option or "\\" in option or not option.isidentifier():
        raise pytest.UsageError(f"--implementation : « {option} » n'est ni un dossier ni un nom de paquet")
    return option, None


def pytest_configure(config):
    """Installe, pour une correction, le barrage des imports et un Hypothesis reproductible."""
    option = config.getoption("--implementation")
    if option is None:
        config.paquet_corrige = PAQUET_PAR_DEFAUT
        return
    paquet, dossier = paquet_corrige(option)
    config.paquet_corrige = paquet
    # Sans chemin donné, pytest collecterait aussi les doctests des paquets de référence
    # (« testpaths ») : une correction ne collecte que tests/api.
    if config.args_source != pytest.Config.ArgsSource.ARGS:
        config.args[:] = [str(DOSSIER_API)]
    for module in list(sys.modules):
        if module.split(".")[0] in PAQUETS_DE_REFERENCE + (paquet,):
            del sys.modules[module]
    sys.meta_path.insert(0, BarrageDeLaReference(paquet, dossier))
    settings.register_profile("correction", derandomize=True, database=None, deadline=None)
    settings.load_profile("correction")


def pytest_ignore_collect(collection_path, config):
    """Pendant une correction, ne collecte que ``tests/api`` (et les dossiers qui y mènent)."""
    if config.getoption("--implementation") is None:
        return None
    chemin = Path(collection_path).resolve()
    if chemin == DOSSIER_API or DOSSIER_API in chemin.parents or chemin in DOSSIER_API.parents:
        return None
    return True


def importer_du_paquet(config, module):
    """Retourne le module ``<paquet corrigé>.<module>``, ou fait échouer le test en disant pourquoi."""
    nom = f"{config.paquet_corrige}.{module}"
    try:
        return importlib.import_module(nom)
    except ImportError as erreur:
        pytest.fail(f"impossible d'importer {nom} : {erreur}", pytrace=False)


@pytest.fixture(scope="session")
def implementation(request):
    """Le nom du paquet dont on teste l'API publique."""
    return request.config.paquet_corrige


@pytest.fixture(scope="session")
def regles(request):
    """Le module des règles à tester (``<paquet>.regles``)."""
    return importer_du_paquet(request.config, "regles")


@pytest.fixture(scope="session")
def des(request):
    """Le module des dés à tester (``<paquet>.des``)."""
    return importer_du_paquet(request.config, "des")


@pytest.fixture(scope="session")
def saisie(request):
    """Le module des saisies à tester (``<paquet>.saisie``)."""
    return importer_du_paquet(request.config, "saisie")


@pytest.fixture(autouse=True, scope="session")
def journal_hors_du_dossier_personnel(tmp_path_factory):
    """Les journaux par défaut (``--bilan``) des tests vont dans un dossier temporaire, jamais chez vous.

    Les jeux lancés en sous-processus en héritent (``XDG_DATA_HOME``).
    """
    patch = pytest.MonkeyPatch()
    patch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("donnees")))
    yield
    patch.undo()
