"""L'aération et l'indentation d'un module Python (§8.3).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import ast
import tokenize

from yum.correction.qualite.constats import PROBABLE, SUR, constat
from yum.correction.qualite.python.arbre import est_ligne_de_commentaire, premiere_ligne
from yum.correction.qualite.seuils import LARGEUR_INDENTATION, LONGUEUR_MAX_LIGNE

# --- §8.3 : aération et indentation -------------------------------------------

def verifier_aeration(source):
    """Retourne les constats du §8.3 : tabulations, indentation hors de 4, lignes trop longues,
    plusieurs instructions sur une ligne, fonctions collées."""
    constats = []
    for jeton in source.jetons:
        if jeton.type != tokenize.INDENT:
            continue
        if "\t" in jeton.string:
            constats.append(constat("8.3", source.fichier, jeton.start[0], "indentation par tabulation", SUR))
        elif len(jeton.string) % LARGEUR_INDENTATION:
            constats.append(constat("8.3", source.fichier, jeton.start[0],
                                    f"indentation de {len(jeton.string)} espaces (pas un multiple de"
                                    f" {LARGEUR_INDENTATION})", SUR))
    for numero, ligne in enumerate(source.lignes, start=1):
        if len(ligne) > LONGUEUR_MAX_LIGNE:
            constats.append(constat("8.3", source.fichier, numero,
                                    f"ligne de {len(ligne)} caractères (plus de {LONGUEUR_MAX_LIGNE})",
                                    PROBABLE))
    for jeton in source.jetons:
        if jeton.type == tokenize.OP and jeton.string == ";":
            constats.append(constat("8.3", source.fichier, jeton.start[0],
                                    "plusieurs instructions sur une ligne (« ; »)", SUR))
    corps = source.arbre.body
    for precedente, suivante in zip(corps, corps[1:]):
        collees = premiere_ligne_de(suivante) - precedente.end_lineno <= 1
        if isinstance(suivante, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and collees \
                and not est_ligne_de_commentaire(source.lignes, premiere_ligne_de(suivante) - 1):
            constats.append(constat("8.3", source.fichier, suivante.lineno,
                                    "fonction collée à ce qui la précède, sans ligne vide", PROBABLE))
    return constats


def premiere_ligne_de(instruction):
    """Retourne la première ligne d'une instruction, décorateurs compris."""
    if isinstance(instruction, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return premiere_ligne(instruction)
    return instruction.lineno
