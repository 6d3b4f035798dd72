"""Le programme en console d'une équipe, joué comme l'énoncé le décrit (§3, §5) : un test par comportement.

Explication : le correcteur (``programme.correcteur``) joue une fois la commande
``--programme`` (par défaut la référence, ``python -m yum``), avec le délai
``--delai-programme``, et juge tous ses comportements ; chaque test pytest en
lit un verdict. « échoué » fait échouer le test, avec ce qui était attendu, ce
que le programme a fait et la fin de sa transcription ; « à vérifier » le saute
en disant pourquoi (une personne doit regarder) ; « non notable » le fait
échouer en le disant.

Auteurs : l'équipe du projet « Dés ».
Version : 2.1.0
"""

import dataclasses
import hashlib

import pytest
from partage import calculer_une_fois

from yum.correction.programme.correcteur import TESTS_DU_PROGRAMME, corriger_programme
from yum.correction.verdicts import A_VERIFIER, REUSSI, Verdict

pytestmark = pytest.mark.programme


def message(verdict):
    """Retourne le message d'un verdict : attendu, obtenu et fin de la transcription."""
    return (f"[{verdict.verdict}] {verdict.titre} ({verdict.section})\n  attendu : {verdict.attendu}\n"
            f"  obtenu : {verdict.obtenu}\n--- fin de la transcription ---\n{verdict.extrait}")


@pytest.fixture(scope="session")
def verdicts_du_programme(request, tmp_path_factory):
    """Retourne {identifiant: Verdict} du programme ``--programme``, corrigé une seule fois pour tous ses
    comportements (jouer, puis juger), même sous pytest-xdist.

    Un comportement à la fois, chacun jouait ses parties : 32 corrections, 11 s de la suite rapide ; une
    correction entière donne les mêmes verdicts (ses parties sont jugées par tous).
    """
    commande = request.config.getoption("--programme")
    delai = request.config.getoption("--delai-programme")
    nom = "programme-" + hashlib.sha256(f"{commande}\0{delai}".encode()).hexdigest()[:16]

    def corriger(_dossier):
        return {verdict.test: dataclasses.asdict(verdict) for verdict in corriger_programme(commande, delai)}

    bilan, _ = calculer_une_fois(tmp_path_factory, nom, corriger)
    return {identifiant: Verdict(**champs) for identifiant, champs in bilan.items()}


@pytest.mark.parametrize("identifiant", TESTS_DU_PROGRAMME)
def test_comportement(verdicts_du_programme, identifiant):
    verdict = verdicts_du_programme[identifiant]
    if verdict.verdict == A_VERIFIER:
        pytest.skip(f"à vérifier : {verdict.obtenu}")
    assert verdict.verdict == REUSSI, message(verdict)
