"""Les tests « lent » : laissés de côté par un « python -m pytest » nu, joués avec « --tout » ou nommés.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import subprocess
import sys

import pytest
from outils_de_test import RACINE

# Un petit fichier de la suite qui a un test lent (l'archive source dont les tests se collectent)…
FICHIER = "tests/commun/test_paquet.py"
# … ce test-là, et un test rapide du même fichier.
LENT = "test_les_tests_de_l_archive_source_se_collectent_sans_erreur"
RAPIDE = "test_la_licence_est_une_expression_spdx_et_aucune_commande_ne_s_appelle_yum"


def identifiants_collectes(*options):
    """Retourne les noms des tests que pytest collecterait, lancé depuis la racine avec ``options``."""
    resultat = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-n", "0", "-p", "no:cacheprovider",
         *options], cwd=RACINE, capture_output=True, text=True, timeout=120)
    assert resultat.returncode == 0, resultat.stdout[-2000:] + resultat.stderr[-2000:]
    return {ligne.split("::")[-1] for ligne in resultat.stdout.splitlines() if "::" in ligne}


@pytest.mark.parametrize("options, lent_joue", [
    # Les chemins de testpaths (pyproject.toml), comme un « python -m pytest » nu : le lent de côté.
    (["-o", f"testpaths={FICHIER}"], False),
    (["-o", f"testpaths={FICHIER}", "--tout"], True),
    # Le fichier nommé sur la ligne de commande : tout.
    ([FICHIER], True),
])
def test_un_test_lent_n_est_joue_qu_avec_tout_ou_nomme(options, lent_joue):
    collectes = identifiants_collectes(*options)
    assert RAPIDE in collectes
    assert (LENT in collectes) == lent_joue
