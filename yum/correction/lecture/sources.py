"""Lire les fichiers d'une équipe pour la fiche de qualité : texte, arbre et jetons d'un module Python.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import ast
import io
import re
import tokenize
from dataclasses import dataclass
from pathlib import PurePosixPath

from yum.correction.lecture.java import DOSSIERS_DE_TESTS, MOTIF_DE_TEST
from yum.correction.lecture.noms import lisible

# Ce qui arrête l'analyse du code Python d'une équipe : une erreur de syntaxe, un octet nul (ValueError), un
# code trop imbriqué (« x = ------…1 », deux cent mille « - » : MemoryError, ou RecursionError, dans
# l'analyseur de Python 3.11), qui ne doit jamais arrêter le correcteur.
ERREURS_D_ANALYSE = (SyntaxError, ValueError, RecursionError, MemoryError)

# Les importations d'un module de tests Python (pytest, unittest) : jamais le programme.
MOTIF_DE_TEST_PYTHON = re.compile(r"^[^\S\n]*(import|from)\s+(pytest|unittest)\b", re.MULTILINE)

# --- Lire un fichier source ---------------------------------------------------

def lire_texte(chemin):
    """Retourne le texte d'un fichier source : UTF-8 d'abord, sinon Windows-1252 (fréquent en Java)."""
    octets = chemin.read_bytes()
    if chemin.suffix == ".py":
        try:
            encodage, _ = tokenize.detect_encoding(io.BytesIO(octets).readline)
            return octets.decode(encodage)
        except (SyntaxError, UnicodeDecodeError, LookupError):
            pass
    try:
        return octets.decode("utf-8-sig")
    except UnicodeDecodeError:
        return octets.decode("cp1252", errors="replace")


@dataclass
class SourcePython:
    """Un module Python lu : son chemin relatif, ses lignes, son arbre et ses jetons.

    ``arbre`` vaut None si le module ne se lit pas (erreur de syntaxe) ;
    ``jetons`` est vide si ``tokenize`` ne peut pas le découper.
    """

    fichier: str
    texte: str
    lignes: list
    arbre: object
    jetons: list
    erreur: str = ""


def analyser_python(texte):
    """Retourne (l'arbre ``ast`` du code Python ``texte``, None), ou (None, l'erreur) s'il ne s'analyse pas
    (``ERREURS_D_ANALYSE``). Le code d'une équipe est analysé, jamais exécuté."""
    try:
        return ast.parse(texte), None
    except ERREURS_D_ANALYSE as erreur:
        return None, erreur


def lire_source_python(chemin, dossier):
    """Retourne la SourcePython du fichier ``chemin`` (relatif à ``dossier`` pour la fiche)."""
    texte = lire_texte(chemin)
    relatif = lisible(chemin.relative_to(dossier).as_posix())
    erreur = ""
    arbre, probleme = analyser_python(texte)
    if probleme is not None:
        erreur = f"erreur de syntaxe ligne {getattr(probleme, 'lineno', '?')}"
    try:
        jetons = list(tokenize.generate_tokens(io.StringIO(texte).readline))
    except (tokenize.TokenError, SyntaxError):
        jetons = []
    return SourcePython(relatif, texte, texte.splitlines(), arbre, jetons, erreur)


def est_un_fichier_de_tests(relatif, texte):
    """Retourne vrai si le fichier ``relatif`` (son texte ``texte``) est un fichier de tests : JUnit ou
    TestNG, sous un dossier ``test``, ou un module ``test_*.py`` ou qui importe pytest ou unittest.

    >>> est_un_fichier_de_tests("src/ReglesTest.java", "import org.junit.jupiter.api.Test;")
    True
    >>> est_un_fichier_de_tests("yum/test_regles.py", "")
    True
    >>> est_un_fichier_de_tests("yum/regles.py", "import random")
    False
    """
    chemin = PurePosixPath(relatif)
    if DOSSIERS_DE_TESTS & {partie.lower() for partie in chemin.parts[:-1]}:
        return True
    if chemin.suffix == ".java":
        return bool(MOTIF_DE_TEST.search(texte))
    return chemin.name.startswith("test_") or bool(MOTIF_DE_TEST_PYTHON.search(texte))


def fichiers_du_paquet(dossier, extension):
    """Retourne les fichiers ``*extension`` du dossier, triés, sans caches, ni dossiers cachés, ni liens."""
    trouves = []
    for chemin in sorted(dossier.rglob(f"*{extension}")):
        parties = chemin.relative_to(dossier).parts
        cache = any(partie.startswith(".") or partie in ("__pycache__", "site-packages")
                    for partie in parties)
        # Un lien n'est jamais lu : il mènerait hors de la remise (un lien vers /etc/shadow).
        if chemin.is_file() and not chemin.is_symlink() and not cache:
            trouves.append(chemin)
    return trouves
