"""Des milliers de parties au hasard, options et réponses comprises : jamais de trace d'erreur.

Chaque cas est tiré d'une graine : un jeu, des options (valides, invalides,
géantes), un script de réponses (plausibles, bruitées, géantes, octets non
UTF-8, caractères de contrôle, séparateurs de ligne Unicode, sans fin de
ligne), parfois une console sans accents. Le jeu tourne dans un processus ; on
exige qu'il finisse à temps, sans trace d'erreur, avec un code de sortie
documenté, et, pour une même graine et les mêmes réponses, la même sortie à
l'octet près.

Près de la moitié des cas notent leurs parties (``--journal``, ``--bilan``) ou
en revoient (``--revoir``), dans un journal propre au cas, qui existe déjà ou
non, parfois abîmé, parfois un tube ou un dossier. Après le cas, le journal
est relu (``--revoir``) : chaque partie que le jeu a dite notée doit s'y
revoir, et aucune ligne écrite par le jeu ne doit être sautée.

En CI : ``python -m pytest tests/test_fuzz.py`` (peu de cas par jeu). Une
longue campagne : ``python -m pytest tests/test_fuzz.py --fuzz 3000 --fuzz-graine 7``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import codecs
import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import NamedTuple, Optional

import pytest

from yum.commun.sorties import (
    SORTIE_DONNEES_ILLISIBLES,
    SORTIE_ECRITURE_IMPOSSIBLE,
    SORTIE_FIN_ENTREE,
    SORTIE_INTERRUPTION,
    SORTIE_JOURNAL_INTROUVABLE,
    SORTIE_NORMALE,
    SORTIE_OPTIONS_INVALIDES,
    SORTIE_REVUE_INCOMPLETE,
    SORTIE_TUBE_FERME,
)

# La racine du projet : les jeux y sont lancés comme un nouveau venu les lance.
RACINE = Path(__file__).resolve().parents[2]

JEUX = ("yum", "solitaire", "dix_mille")
# Les codes de sortie documentés (LISEZMOI, « Codes de sortie »).
CODES_DOCUMENTES = {SORTIE_NORMALE, SORTIE_FIN_ENTREE, SORTIE_OPTIONS_INVALIDES, SORTIE_REVUE_INCOMPLETE,
                    SORTIE_DONNEES_ILLISIBLES, SORTIE_JOURNAL_INTROUVABLE, SORTIE_ECRITURE_IMPOSSIBLE,
                    SORTIE_INTERRUPTION, SORTIE_TUBE_FERME}
# Le temps laissé à un cas, en secondes : au-delà, le jeu est réputé bloqué.
DELAI_D_UN_CAS = 60
# Nombre de réponses d'un script, au plus.
REPONSES_MAX = 400

# La marque du journal du cas dans les options : le chemin du journal, propre au cas, la remplace.
JOURNAL = "<journal>"
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
# Les options du journal : noter les parties du cas, avec ou sans bilan, ou revoir son journal.
OPTIONS_DU_JOURNAL = [["--journal", JOURNAL], ["--bilan"], ["--bilan", "--journal", JOURNAL],
                      ["--revoir", JOURNAL]]
# Ce que le journal du cas est avant le jeu : absent, un fichier (vide, abîmé, coupé par une
# écriture ratée d'une version d'avant, un BOM seul), ou ce qui n'est pas un fichier.
DEPARTS_DU_JOURNAL = ("absent", "absent", "vide", "abime", "coupe", "bom", "tube", "dossier")
CONTENUS_DE_DEPART = {
    "vide": b"",
    "abime": b'pas du json\n{"format": 1, "jeu": "yum"}\n\xe9\xff\n',
    "coupe": b'{"format": 1, "jeu": "yum", "tirages": [0.25, 0.',
    "bom": codecs.BOM_UTF8,
}
# Les départs dont le journal tient des lignes qui ne sont pas des parties : la relecture les saute.
DEPARTS_ABIMES = ("abime", "coupe")
# Des réponses plausibles de chaque jeu.
PLAUSIBLES = {
    "yum": ["0", "1", "12", "135", "523", "12345", "6", "10", "11", "12", "13", "14", "15", "16", "?",
            "o", "n", "3 6 3 1 5", "4 4", "2"],
    "solitaire": ["1234", "1245", "2345", "1235", "1345", "5", "4", "?", "o", "n", "3 6 3 1 5"],
    "dix_mille": ["1", "2", "Ana", "", "15", "1", "5", "123", "123456", "o", "n", "?", "1 5 2 3 4 6"],
}
# Des réponses hostiles, pour tous les jeux : dont des fins de ligne Unicode (U+0085, U+2028,
# U+2029, FS), un BOM, une réponse de 100 000 caractères, une bonne réponse noyée d'espaces.
HOSTILES = ["", " ", "abc", "-1", "00", "07", "²", "٣", "1" * 4301, "a" * 5000, "\t", "\x1b[2J",
            "0 1", "1,3", "💥", "N", "O", "oui", "\x85", "1\u2028", "\u2029", "\x1c", "\ufeff0",
            "x" * 100_000, " " * 300 + "1" + " " * 300, "\r"]
# Les réponses d'une partie entière, pour que les cas du journal en notent : au Yum, garder le
# premier lancer et remplir les cases dans l'ordre ; au solitaire, chacun des cinq rejets à son
# tour, jusqu'à celui qui est permis (une partie dure au plus une centaine de lancers).
PARTIES_ENTIERES = {
    "yum": [reponse for case in ("1", "2", "3", "4", "5", "6", "10", "11", "12", "13", "14", "15", "16")
            for reponse in ("0", case)],
    "solitaire": ["1234", "1235", "1245", "1345", "2345"] * 100,
}
# Les réponses hostiles qu'aucune question du Yum ni du solitaire n'accepte (sans espaces de bord,
# il n'y reste rien, ou rien qui soit un numéro permis).
REFUSEES_PARTOUT = ["", " ", "abc", "-1", "²", "٣", "1" * 4301, "a" * 5000, "\t", "\x1b[2J", "1,3", "💥",
                    "\x85", "\u2029", "\x1c", "x" * 100_000, "\r", "\ufeff"]
# L'expression d'un bilan revu : la ligne « Partie… » qui précède chacun (sa date et sa graine).
ENTETE_DE_REVUE = re.compile(rb"^Partie( jou\xc3\xa9e le .*)?$", re.MULTILINE)
# La phrase d'une partie notée (coupée à 80 colonnes : ses premiers mots restent ensemble).
PARTIE_NOTEE = "Partie notée dans le".encode()


class Cas(NamedTuple):
    """Un cas tiré d'une graine : le jeu, ses options, son entrée, son environnement, son journal."""

    jeu: str
    options: list
    entree: bytes
    environnement: dict
    # Ce qu'est le journal avant le jeu (DEPARTS_DU_JOURNAL), ou None si le cas n'a pas de journal.
    depart: Optional[str]


class Resultat(NamedTuple):
    """Ce qu'a donné un cas : le code (None : bloqué), les sorties, et la relecture de son journal."""

    graine: int
    commande: list
    code: Optional[int]
    sortie: bytes
    erreurs: bytes
    # La relecture du journal après le cas (None : pas de journal écrit) : code, sortie, erreurs.
    relecture: Optional[tuple]
    depart: Optional[str]


def partie_entiere_bruitee(hasard, jeu):
    """Retourne les réponses d'une ou deux parties entières de ``jeu``, semées de réponses refusées.

    Une réponse refusée partout l'est à toute question, qui est reposée : la
    partie va quand même au bout, et le journal a quelque chose à noter.
    """
    lignes = []
    for rejouer in hasard.choice((["n"], ["o", "n"])):
        for reponse in PARTIES_ENTIERES[jeu] + [rejouer]:
            if hasard.random() < 0.15:
                lignes.append(hasard.choice(REFUSEES_PARTOUT))
            lignes.append(reponse)
    return lignes


def tirer_cas(graine):
    """Retourne le ``Cas`` tiré de ``graine``."""
    hasard = random.Random(graine)
    jeu = hasard.choice(JEUX)
    options = ["--graine", str(hasard.randrange(10 ** 6))] if hasard.random() < 0.8 else []
    depart = None
    if hasard.random() < 0.45:
        depart = hasard.choice(DEPARTS_DU_JOURNAL)
    # La moitié des cas du journal au Yum et au solitaire jouent des parties entières, avec leurs
    # seules options du journal : ils ont des parties à noter, puis à revoir.
    entieres = depart is not None and jeu in PARTIES_ENTIERES and hasard.random() < 0.5
    for _ in range(0 if entieres else hasard.choice((0, 0, 1, 1, 2, 3))):
        options += hasard.choice(OPTIONS[jeu] + OPTIONS_COMMUNES)
    if depart is not None:
        options += hasard.choice(OPTIONS_DU_JOURNAL[:-1] if entieres else OPTIONS_DU_JOURNAL)
    if entieres:
        lignes = partie_entiere_bruitee(hasard, jeu)
    else:
        lignes = [hasard.choice(PLAUSIBLES[jeu]) if hasard.random() < 0.8 else hasard.choice(HOSTILES)
                  for _ in range(hasard.randrange(REPONSES_MAX))]
    entree = "\n".join(lignes).encode("utf-8")
    if hasard.random() < 0.1:
        # Des octets qui ne sont pas de l'UTF-8, au milieu des réponses.
        entree = entree.replace(b"\n", b"\n\xe9\xff\n", 1)
    if hasard.random() < 0.7:
        entree += b"\n"
    environnement = {}
    if hasard.random() < 0.1:
        environnement = hasard.choice(({"PYTHONIOENCODING": "ascii"}, {"LC_ALL": "C", "PYTHONUTF8": "0"}))
    return Cas(jeu, options, entree, environnement, depart)


def preparer_le_journal(dossier, cas):
    """Crée le journal du cas dans ``dossier``, tel que le veut son départ ; retourne son chemin.

    Le journal est celui que ``--bilan`` choisit seul (sous ``XDG_DATA_HOME``) :
    ``--journal`` et ``--revoir`` reçoivent le même chemin.
    """
    chemin = dossier / "des-inf111" / f"journal-{cas.jeu}.jsonl"
    chemin.parent.mkdir(parents=True)
    if cas.depart == "tube":
        os.mkfifo(chemin)
    elif cas.depart == "dossier":
        chemin.mkdir()
    elif cas.depart in CONTENUS_DE_DEPART:
        chemin.write_bytes(CONTENUS_DE_DEPART[cas.depart])
    return chemin


def lancer(commande, entree, environnement):
    """Retourne (code, sortie, erreurs) de ``commande`` nourrie de ``entree`` ; code None si bloquée."""
    try:
        resultat = subprocess.run(commande, cwd=RACINE, input=entree, capture_output=True,
                                  env={**os.environ, **environnement}, timeout=DELAI_D_UN_CAS)
    except subprocess.TimeoutExpired:
        return None, b"", b""
    return resultat.returncode, resultat.stdout, resultat.stderr


def contenu_du_journal(chemin):
    """Retourne les octets du journal ``chemin`` s'il est un fichier ordinaire, sinon None."""
    return chemin.read_bytes() if chemin.is_file() else None


def jouer_cas(graine):
    """Joue le cas de ``graine``, puis relit son journal s'il l'a changé ; retourne son ``Resultat``.

    Chaque cas a son dossier, dont le nom a toujours la même longueur : la même
    graine donne la même sortie, au nom du dossier près, que ``anonymiser`` ôte.
    """
    cas = tirer_cas(graine)
    with tempfile.TemporaryDirectory(prefix="fuzz-") as dossier:
        journal = preparer_le_journal(Path(dossier), cas)
        options = [str(journal) if option == JOURNAL else option for option in cas.options]
        environnement = {**cas.environnement, "XDG_DATA_HOME": dossier}
        commande = [sys.executable, "-m", cas.jeu, *options]
        avant = contenu_du_journal(journal)
        code, sortie, erreurs = lancer(commande, cas.entree, environnement)
        relecture = None
        if contenu_du_journal(journal) != avant:
            relecture = lancer([sys.executable, "-m", cas.jeu, "--revoir", str(journal)], b"", environnement)
        anonyme = dossier.encode()
        return Resultat(graine, commande, code, sortie.replace(anonyme, b"<dossier>"),
                        erreurs.replace(anonyme, b"<dossier>"), relecture, cas.depart)


def anomalie_d_une_sortie(nom, code, sortie, erreurs):
    """Retourne ce qui ne va pas dans une fin de jeu (bloqué, trace, code inconnu), ou None."""
    if code is None:
        return f"{nom} bloqué plus de {DELAI_D_UN_CAS} s"
    if b"Traceback" in sortie + erreurs:
        return f"{nom} : trace d'erreur : {erreurs[-500:]!r}"
    if code not in CODES_DOCUMENTES:
        return f"{nom} : code {code} non documenté : {erreurs[-300:]!r}"
    return None


def journal_refuse(resultat):
    """Retourne pourquoi la relecture du journal n'a pas revu ce que le jeu y a noté, ou None.

    Le jeu a changé son journal : chaque partie dite notée doit s'y revoir, et
    rien d'autre ; une ligne n'est sautée que si le journal en tenait d'abîmées
    avant le jeu (code SORTIE_REVUE_INCOMPLETE).
    """
    code, sortie, _ = resultat.relecture
    notees = resultat.sortie.count(PARTIE_NOTEE)
    revues = len(ENTETE_DE_REVUE.findall(sortie))
    attendu = SORTIE_REVUE_INCOMPLETE if resultat.depart in DEPARTS_ABIMES else SORTIE_NORMALE
    if code != attendu or revues != notees:
        return f"journal refusé : {notees} parties notées, {revues} revues, code {code} : {sortie[-300:]!r}"
    return None


def anomalie(resultat):
    """Retourne ce qui ne va pas dans le résultat d'un cas (le jeu, puis la relecture du journal), ou None."""
    contexte = f"graine {resultat.graine} ({resultat.commande[2:]}, journal {resultat.depart})"
    probleme = anomalie_d_une_sortie("le jeu", resultat.code, resultat.sortie, resultat.erreurs)
    if probleme is None and resultat.relecture is not None:
        probleme = anomalie_d_une_sortie("la relecture", *resultat.relecture) or journal_refuse(resultat)
    return None if probleme is None else f"{contexte} : {probleme}"


def graines_de_la_campagne(config):
    """Retourne les graines des cas : ``--fuzz`` cas par jeu en moyenne, à partir de ``--fuzz-graine``."""
    nombre = config.getoption("--fuzz") * len(JEUX)
    debut = config.getoption("--fuzz-graine") * 10 ** 7
    return range(debut, debut + nombre)


@pytest.mark.lent
def test_aucune_partie_au_hasard_ne_finit_par_une_trace_un_blocage_ou_un_code_inconnu(pytestconfig):
    graines = graines_de_la_campagne(pytestconfig)
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as executeur:
        anomalies = [texte for texte in map(anomalie, executeur.map(jouer_cas, graines)) if texte]
    assert anomalies == []


def test_une_meme_graine_et_les_memes_reponses_donnent_la_meme_sortie(pytestconfig):
    # Quelques cas rejoués : la même commande, la même entrée, le même environnement.
    graines = graines_de_la_campagne(pytestconfig)[:max(3, len(graines_de_la_campagne(pytestconfig)) // 10)]
    for graine in graines:
        cas = tirer_cas(graine)
        if "--graine" not in cas.options or "--des-manuels" in cas.options:
            continue
        premier, second = jouer_cas(graine), jouer_cas(graine)
        assert premier[2:5] == second[2:5], f"graine {graine}"


@pytest.mark.parametrize("jeu", JEUX)
def test_le_tirage_des_cas_couvre_chaque_jeu_et_des_reponses_hostiles(jeu):
    # Le tirage lui-même : chaque jeu, des options, et les réponses hostiles, y sont.
    cas = [tirer_cas(graine) for graine in range(300)]
    du_jeu = [un_cas for un_cas in cas if un_cas.jeu == jeu]
    assert len(du_jeu) > 50
    assert any(("1" * 4301).encode() in un_cas.entree for un_cas in du_jeu)
    assert any(b"\xe9\xff" in un_cas.entree for un_cas in du_jeu)
    assert any("\u2028".encode() in un_cas.entree for un_cas in du_jeu)


def test_le_tirage_des_cas_couvre_chaque_option_et_chaque_depart_du_journal():
    cas = [tirer_cas(graine) for graine in range(300)]
    for options in OPTIONS_DU_JOURNAL:
        assert any(un_cas.options[-len(options):] == options for un_cas in cas), options
    assert {un_cas.depart for un_cas in cas} == set(DEPARTS_DU_JOURNAL) | {None}
