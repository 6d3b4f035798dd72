"""Le programme en console d'une équipe, joué comme l'énoncé le décrit (§3, §5) : un test par comportement.

Explication : chaque test pytest demande au correcteur (``programme.correcteur``)
le verdict d'un comportement, sur la commande ``--programme`` (par défaut la
référence, ``python -m yum``), avec le délai ``--delai-programme``. « échoué »
fait échouer le test, avec ce qui était attendu, ce que le programme a fait et
la fin de sa transcription ; « à vérifier » le saute en disant pourquoi (une
personne doit regarder) ; « non notable » le fait échouer en le disant.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import pytest

from yum.correction.programme.correcteur import TESTS_DU_PROGRAMME, corriger_programme
from yum.correction.verdicts import A_VERIFIER, REUSSI

pytestmark = pytest.mark.programme


def message(verdict):
    """Retourne le message d'un verdict : attendu, obtenu et fin de la transcription."""
    return (f"[{verdict.verdict}] {verdict.titre} ({verdict.section})\n  attendu : {verdict.attendu}\n"
            f"  obtenu : {verdict.obtenu}\n--- fin de la transcription ---\n{verdict.extrait}")


@pytest.mark.parametrize("identifiant", TESTS_DU_PROGRAMME)
def test_comportement(request, identifiant):
    (verdict,) = corriger_programme(request.config.getoption("--programme"),
                                    delai=request.config.getoption("--delai-programme"), tests=[identifiant])
    if verdict.verdict == A_VERIFIER:
        pytest.skip(f"à vérifier : {verdict.obtenu}")
    assert verdict.verdict == REUSSI, message(verdict)
