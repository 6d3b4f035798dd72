"""Des milliers de parties au hasard, options et réponses comprises : jamais de trace d'erreur.

Chaque cas est tiré d'une graine : un jeu, des options (valides, invalides,
géantes), un script de réponses (plausibles, bruitées, géantes, octets non
UTF-8, caractères de contrôle, sans fin de ligne), parfois une console sans
accents. Le jeu tourne dans un processus ; on exige qu'il finisse à temps,
sans trace d'erreur, avec un code de sortie documenté, et, pour une même
graine et les mêmes réponses, la même sortie à l'octet près.

En CI : ``python -m pytest tests/test_fuzz.py`` (peu de cas par jeu). Une
longue campagne : ``python -m pytest tests/test_fuzz.py --fuzz 3000 --fuzz-graine 7``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import os
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest
from outils_de_test import RACINE

from yum.commun.sorties import (
    SORTIE_DONNEES_ILLISIBLES,
    SORTIE_ECRITURE_IMPOSSIBLE,
    SORTIE_FIN_ENTREE,
    SORTIE_INTERRUPTION,
    SORTIE_JOURNAL_INTROUVABLE,
    SORTIE_NORMALE,
    SORTIE_OPTIONS_INVALIDES,
    SORTIE_TUBE_FERME,
)

JEUX = ("yum", "solitaire", "dix_mille")
# Les codes de sortie documentés (LISEZMOI, « Codes de sortie »).
CODES_DOCUMENTES = {SORTIE_NORMALE, SORTIE_FIN_ENTREE, SORTIE_OPTIONS_INVALIDES, SORTIE_DONNEES_ILLISIBLES,
                    SORTIE_JOURNAL_INTROUVABLE, SORTIE_ECRITURE_IMPOSSIBLE, SORTIE_INTERRUPTION,
                    SORTIE_TUBE_FERME}
# Le temps laissé à un cas, en secondes : au-delà, le jeu est réputé bloqué.
DELAI_D_UN_CAS = 60
# Nombre de réponses d'un script, au plus.
REPONSES_MAX = 400

# Des options de chaque jeu, valides ou non ; chacune est une liste d'arguments.
OPTIONS = {
    "yum": [["--conseil"], ["--des-manuels"], ["--joueurs", "Ana,Béa"], ["--joueurs", "Ana,ana"],
            ["--joueurs", "A\nB"], ["--joueurs", ""], ["--ordinateur", "1"], ["--ordinateur", "9"],
            ["--vite"], ["--simulation", "2"], ["--simulation", "0"], ["--conseil=1"]],
    "solitaire": [["--conseil"], ["--des-manuels"], ["--simulation", "2"], ["--simulation", "-1"]],
    "dix_mille": [["--des-manuels"], ["--ordinateur", "1"], ["--ordinateur", "8"], ["--vite"],
                  ["--niveau", "débutant"], ["--niveau", "moyen"], ["--niveau", "nul"],
                  ["--cible", "1000"], ["--cible", "24050"], ["--cible", "75"], ["--ouverture", "24050"],
                  ["--ouverture", "50"], ["--achat", "50"], ["--simulation", "1", "--cible", "2000"],
                  ["--simulation", "2", "--duel", "expert,moyen", "--cible", "1500"],
                  ["--duel", "expert,moyen"], ["--cible", "100000000000000000000"]],
}
# Des options communes, dont de mauvaises valeurs.
OPTIONS_COMMUNES = [["--graine", "-1"], ["--graine", "abc"], ["--graine", "1" * 5000], ["--help"],
                    ["--version"], ["--inconnue"], ["--grai"], ["--bilan"], ["--journal", os.devnull],
                    ["--journal", "/dev/full"], ["--revoir", "/inexistant/journal.jsonl"],
                    ["--revoir", "/dev/null"], ["--revoir"]]
# Des réponses plausibles de chaque jeu.
PLAUSIBLES = {
    "yum": ["0", "1", "12", "135", "523", "12345", "6", "10", "11", "12", "13", "14", "15", "16", "?",
            "o", "n", "3 6 3 1 5", "4 4", "2"],
    "solitaire": ["1234", "1245", "2345", "1235", "1345", "5", "4", "?", "o", "n", "3 6 3 1 5"],
    "dix_mille": ["1", "2", "Ana", "", "15", "1", "5", "123", "123456", "o", "n", "?", "1 5 2 3 4 6"],
}
# Des réponses hostiles, pour tous les jeux.
HOSTILES = ["", " ", "abc", "-1", "00", "07", "²", "٣", "1" * 4301, "a" * 5000, "\t", "\x1b[2J",
            "0 1", "1,3", "💥", "N", "O", "oui"]


def tirer_cas(graine):
    """Retourne (jeu, options, entrée en octets, environnement) tirés de ``graine``."""
    hasard = random.Random(graine)
    jeu = hasard.choice(JEUX)
    options = ["--graine", str(hasard.randrange(10 ** 6))] if hasard.random() < 0.8 else []
    for _ in range(hasard.choice((0, 0, 1, 1, 2, 3))):
        options += hasard.choice(OPTIONS[jeu] + OPTIONS_COMMUNES)
    lignes = []
    for _ in range(hasard.randrange(REPONSES_MAX)):
        lignes.append(hasard.choice(PLAUSIBLES[jeu]) if hasard.random() < 0.8 else hasard.choice(HOSTILES))
    entree = "\n".join(lignes).encode("utf-8")
    if hasard.random() < 0.1:
        # Des octets qui ne sont pas de l'UTF-8, au milieu des réponses.
        entree = entree.replace(b"\n", b"\n\xe9\xff\n", 1)
    if hasard.random() < 0.7:
        entree += b"\n"
    environnement = {}
    if hasard.random() < 0.1:
        environnement = hasard.choice(({"PYTHONIOENCODING": "ascii"}, {"LC_ALL": "C", "PYTHONUTF8": "0"}))
    return jeu, options, entree, environnement


def jouer_cas(graine):
    """Joue le cas de ``graine`` ; retourne (graine, commande, code, sortie, erreurs), code None si bloqué."""
    jeu, options, entree, environnement = tirer_cas(graine)
    commande = [sys.executable, "-m", jeu, *options]
    try:
        resultat = subprocess.run(commande, cwd=RACINE, input=entree, capture_output=True,
                                  env={**os.environ, **environnement}, timeout=DELAI_D_UN_CAS)
    except subprocess.TimeoutExpired:
        return graine, commande, None, b"", b""
    return graine, commande, resultat.returncode, resultat.stdout, resultat.stderr


def anomalie(cas):
    """Retourne ce qui ne va pas dans le résultat d'un cas, ou None."""
    graine, commande, code, sortie, erreurs = cas
    if code is None:
        return f"graine {graine} : bloqué plus de {DELAI_D_UN_CAS} s ({commande[2:]})"
    if b"Traceback" in sortie + erreurs:
        return f"graine {graine} : trace d'erreur ({commande[2:]}) : {erreurs[-500:]!r}"
    if code not in CODES_DOCUMENTES:
        return f"graine {graine} : code {code} non documenté ({commande[2:]}) : {erreurs[-300:]!r}"
    return None


def graines_de_la_campagne(config):
    """Retourne les graines des cas : ``--fuzz`` cas par jeu en moyenne, à partir de ``--fuzz-graine``."""
    nombre = config.getoption("--fuzz") * len(JEUX)
    debut = config.getoption("--fuzz-graine") * 10 ** 7
    return range(debut, debut + nombre)


def test_aucune_partie_au_hasard_ne_finit_par_une_trace_un_blocage_ou_un_code_inconnu(pytestconfig):
    graines = graines_de_la_campagne(pytestconfig)
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as executeur:
        anomalies = [texte for texte in map(anomalie, executeur.map(jouer_cas, graines)) if texte]
    assert anomalies == []


def test_une_meme_graine_et_les_memes_reponses_donnent_la_meme_sortie(pytestconfig):
    # Quelques cas rejoués : la même commande, la même entrée, le même environnement.
    graines = graines_de_la_campagne(pytestconfig)[:max(3, len(graines_de_la_campagne(pytestconfig)) // 10)]
    for graine in graines:
        jeu, options, _, _ = tirer_cas(graine)
        if "--graine" not in options or "--des-manuels" in options:
            continue
        premier, second = jouer_cas(graine), jouer_cas(graine)
        assert premier[2:] == second[2:], f"graine {graine}"


@pytest.mark.parametrize("jeu", JEUX)
def test_le_tirage_des_cas_couvre_chaque_jeu_et_des_reponses_hostiles(jeu):
    # Le tirage lui-même : chaque jeu, des options, et les réponses hostiles, y sont.
    cas = [tirer_cas(graine) for graine in range(300)]
    du_jeu = [entree for nom, _, entree, _ in cas if nom == jeu]
    assert len(du_jeu) > 50
    assert any(("1" * 4301).encode() in entree for entree in du_jeu)
    assert any(b"\xe9\xff" in entree for entree in du_jeu)
