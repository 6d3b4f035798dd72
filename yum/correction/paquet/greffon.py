"""Le greffon de pytest qui corrige un paquet d'équipe : l'option ``--implementation``, les modules à tester.

Les vérifications de l'API publique du Yum (``verifications/``, marquées
``api``) reçoivent les modules à tester par les fixtures ``regles``, ``des``
et ``saisie``. Par défaut, ce sont ceux du paquet de référence ``yum`` ; avec
``--implementation``, ceux du paquet d'une équipe, désigné par son dossier
(quel que soit son nom, ``yum`` compris) ou par son nom s'il est importable.
La commande ``des-corriger paquet DOSSIER`` charge ce greffon (``-p``) ; la
suite du projet aussi (``pyproject.toml``).

Explication : pendant une correction, le paquet de l'équipe n'est jamais
importé dans le processus de pytest. Il l'est dans un processus enfant, le
bac à sable (``yum.correction.paquet.isole``) : une copie du paquet, un
dossier temporaire, des limites de mémoire et de temps ; chaque fonction
reçue par les tests est un mandataire qui appelle celle de l'enfant et en
rapporte le résultat comme donnée. Ainsi :

- seules les vérifications de ``verifications/`` sont collectées ;
- un paquet qui ne s'importe pas (exception, ``sys.exit``, ``os._exit``,
  ``input()``, boucle) arrête la correction sur une seule phrase, « le paquet
  ne s'importe pas : … », avec le code de sortie 6 (« non notable ») ;
- une fonction qui ne répond pas dans son délai (``--delai-par-appel``) fait
  échouer son test en la nommant, et les suivants continuent ;
- les paquets de référence (``yum``, ``solitaire``, ``dix_mille``) ne sont pas
  importables dans l'enfant : un paquet qui voudrait les atteindre ne
  s'importe pas, en le disant, au lieu de mêler la référence à la copie ;
- Hypothesis tire ses exemples d'une graine fixe, sans mémoire d'exemples ni
  dossier ``.hypothesis`` : la même copie reçoit le même verdict à chaque fois,
  dans n'importe quel ordre, et rien n'est écrit dans le dossier courant.

Auteurs : l'équipe du projet « Dés ».
Version : 1.1.0
"""

import importlib
import importlib.util
import json
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import Phase, settings
from hypothesis.configuration import set_hypothesis_home_dir

from yum.correction.paquet import DOSSIER_DES_VERIFICATIONS
from yum.correction.paquet.isole import DELAI_PAR_APPEL, ModuleDistant, PaquetIsole, PaquetNonImportable

# Les paquets de référence du projet, à tenir à l'écart d'une correction.
PAQUETS_DE_REFERENCE = ("yum", "solitaire", "dix_mille")
# Le dossier des vérifications de l'API publique, les seules d'une correction.
DOSSIER_API = DOSSIER_DES_VERIFICATIONS
# La marque des vérifications de l'API, et ce qu'elle dit.
MARQUE_API = "api: vérifie l'API publique imposée (--implementation=DOSSIER pour le paquet d'une équipe)"
# Le paquet corrigé par défaut : la référence.
PAQUET_PAR_DEFAUT = "yum"
# Le code de sortie de pytest quand le paquet corrigé ne s'importe pas (pytest utilise 0 à 5).
CODE_NON_NOTABLE = 6


def pytest_addoption(parser):
    """Ajoute l'option --implementation (le paquet dont on vérifie l'API) et ses délais."""
    parser.addoption(
        "--implementation", default=None,
        help="paquet dont les tests « api » vérifient regles, des et saisie : son dossier, ou son"
             " nom s'il est importable (défaut : la référence, yum) ; il tourne dans un processus à part")
    parser.addoption(
        "--delai-par-appel", type=float, default=DELAI_PAR_APPEL,
        help=f"délai d'un appel d'une fonction du paquet corrigé, en secondes (défaut : {DELAI_PAR_APPEL:g})")
    parser.addoption(
        "--verdicts", default=None,
        help="écrit dans ce fichier JSON le résultat de chaque test d'une correction (des-corriger classe)")


def paquet_corrige(option):
    """Retourne le dossier du paquet que désigne --implementation (un dossier, ou un nom importable)."""
    chemin = Path(option).expanduser()
    if chemin.is_dir():
        return chemin.resolve()
    if "/" in option or "\\" in option or not option.isidentifier():
        raise pytest.UsageError(f"--implementation : « {option} » n'est ni un dossier ni un nom de paquet")
    # Trouver un paquet par son nom n'exécute pas son code : seul son dossier est cherché.
    spec = importlib.util.find_spec(option)
    if spec is None or not spec.submodule_search_locations:
        raise pytest.UsageError(f"--implementation : aucun paquet importable ne s'appelle « {option} »")
    return Path(list(spec.submodule_search_locations)[0]).resolve()


def pytest_configure(config):
    """Prépare une correction : le dossier du paquet, ses vérifications seules, un Hypothesis fixe."""
    config.addinivalue_line("markers", MARQUE_API)
    if config.getoption("--verdicts") is not None:
        config.pluginmanager.register(ResultatsDesTests(config), "resultats-des-tests")
    config.paquet_isole = None
    config.fichiers_laisses = []
    config.tentatives = []
    config.non_notable = None
    config.resultats_des_tests = []
    option = config.getoption("--implementation")
    if option is None:
        config.paquet_corrige = PAQUET_PAR_DEFAUT
        return
    config.dossier_corrige = paquet_corrige(option)
    config.paquet_corrige = config.dossier_corrige.name
    # Sans chemin donné, pytest collecterait aussi les doctests des paquets de référence
    # (« testpaths ») : une correction ne collecte que verifications/.
    if config.args_source != pytest.Config.ArgsSource.ARGS:
        config.args[:] = [str(DOSSIER_API)]
    # Sans la phase « explain » : elle n'ajoute rien au message d'un test et coûte du temps.
    settings.register_profile("correction", derandomize=True, database=None, deadline=None,
                              phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink])
    settings.load_profile("correction")
    # Hypothesis range ses fichiers dans .hypothesis du dossier courant : pendant une correction, à part.
    config.dossier_hypothesis = tempfile.mkdtemp(prefix="des-hypothesis-")
    set_hypothesis_home_dir(config.dossier_hypothesis)


def pytest_sessionstart(session):
    """Importe le paquet corrigé dans son processus ; s'il ne s'importe pas, la correction s'arrête là."""
    config = session.config
    if config.getoption("--implementation") is None:
        return
    config.paquet_isole = PaquetIsole(config.dossier_corrige, delai=config.getoption("--delai-par-appel"))
    try:
        config.paquet_isole.demarrer()
    except PaquetNonImportable as erreur:
        config.fichiers_laisses = config.paquet_isole.fermer()
        config.tentatives = config.paquet_isole.tentatives
        config.paquet_isole = None
        config.non_notable = str(erreur)
        # pytest n'appelle pas pytest_sessionfinish après un arrêt au démarrage : les résultats partent ici.
        ecrire_les_resultats(config)
        pytest.exit(str(erreur), returncode=CODE_NON_NOTABLE)


def pytest_sessionfinish(session):
    """Arrête le processus du paquet corrigé, retire son dossier temporaire ; écrit les résultats demandés."""
    config = session.config
    if config.paquet_isole is not None:
        config.fichiers_laisses = config.paquet_isole.fermer()
        config.tentatives = config.paquet_isole.tentatives
        config.paquet_isole = None
    ecrire_les_resultats(config)


def ecrire_les_resultats(config):
    """Écrit, si --verdicts le demande, le résultat de chaque test, l'import manqué, les fichiers laissés."""
    fichier = config.getoption("--verdicts")
    if fichier is not None:
        resultats = {"non_notable": config.non_notable, "fichiers_laisses": config.fichiers_laisses,
                     "tentatives": config.tentatives, "tests": config.resultats_des_tests}
        Path(fichier).write_text(json.dumps(resultats, ensure_ascii=False, indent=1), encoding="utf-8")


def message_d_echec(rapport):
    """Retourne le message d'un test en échec : celui de l'assertion, sans l'introspection de pytest."""
    crash = getattr(rapport.longrepr, "reprcrash", None)
    message = crash.message if crash is not None else str(rapport.longrepr)
    message = message.split("\nassert ")[0]
    # Les erreurs du bac à sable parlent d'elles-mêmes : leur nom de classe n'apprend rien à l'équipe.
    for erreur in ("yum.correction.paquet.isole.AppelSansReponse: ",
                   "yum.correction.paquet.isole.ProcessusArrete: "):
        message = message.removeprefix(erreur)
    for prefixe in ("AssertionError: ", "Failed: "):
        if message.startswith(prefixe):
            message = message[len(prefixe):]
    return message


class ResultatsDesTests:
    """Un greffon de pytest, inscrit pour --verdicts : il garde le résultat de chaque test."""

    def __init__(self, config):
        """Garde les résultats dans ``config.resultats_des_tests``."""
        self.config = config

    def pytest_runtest_logreport(self, report):
        """Garde le résultat d'un test : son appel, ou son échec à la préparation."""
        if report.when == "call" or report.outcome != "passed":
            self.config.resultats_des_tests.append({
                "id": report.nodeid, "fonction": report.nodeid.split("::")[-1].split("[")[0],
                "resultat": report.outcome if report.when == "call" else f"{report.outcome} ({report.when})",
                "message": "" if report.passed else message_d_echec(report), "duree": report.duration})


def pytest_unconfigure(config):
    """Retire le dossier d'Hypothesis d'une correction."""
    dossier = getattr(config, "dossier_hypothesis", None)
    if dossier is not None:
        shutil.rmtree(dossier, ignore_errors=True)


def pytest_terminal_summary(terminalreporter, config):
    """Signale les fichiers que le paquet corrigé a laissés dans son dossier temporaire (retirés depuis)."""
    if config.fichiers_laisses:
        terminalreporter.write_line(
            "Fichiers laissés par le paquet corrigé dans son dossier temporaire (retirés) : "
            + ", ".join(config.fichiers_laisses))


def pytest_ignore_collect(collection_path, config):
    """Pendant une correction, ne collecte que ``verifications/`` (et les dossiers qui y mènent)."""
    if config.getoption("--implementation") is None:
        return None
    chemin = Path(collection_path).resolve()
    if chemin == DOSSIER_API or DOSSIER_API in chemin.parents or chemin in DOSSIER_API.parents:
        return None
    return True


def importer_du_paquet(config, module):
    """Retourne le module ``module`` du paquet corrigé, ou fait échouer le test en disant pourquoi.

    Pendant une correction, c'est un ``ModuleDistant`` : ses fonctions
    s'exécutent dans le processus du paquet. Sinon, c'est le module de la référence.
    """
    nom = f"{config.paquet_corrige}.{module}"
    if config.paquet_isole is None:
        return importlib.import_module(nom)
    if config.paquet_isole.fonctions(module) is None:
        pytest.fail(f"impossible d'importer {nom} : le paquet n'a pas de module {module}", pytrace=False)
    return ModuleDistant(config.paquet_isole, module)


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
