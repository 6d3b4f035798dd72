"""Le code inutile d'un module Python (§8.18) : inatteignable, en commentaire, imports inutilisés.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import ast
import tokenize
from pathlib import Path

from yum.correction.qualite.constats import PROBABLE, SUR, constat
from yum.correction.qualite.python.commentaires import est_directive

# --- §8.18 : le code inutile --------------------------------------------------

def instructions_inatteignables(arbre):
    """Retourne les instructions écrites après un return, raise, break ou continue, dans le même bloc."""
    trouvees = []
    for noeud in ast.walk(arbre):
        for nom_du_bloc in ("body", "orelse", "finalbody"):
            bloc = getattr(noeud, nom_du_bloc, None)
            if not isinstance(bloc, list):
                continue
            for position, instruction in enumerate(bloc[:-1]):
                if isinstance(instruction, (ast.Return, ast.Raise, ast.Break, ast.Continue)):
                    trouvees.append(bloc[position + 1])
                    break
    return trouvees


def est_code_en_commentaire(texte):
    """Retourne vrai si le commentaire ``texte`` est du code Python mis de côté (« # print(x) »)."""
    code = texte.lstrip("#").strip()
    if not code or est_directive(texte):
        return False
    if code.endswith(":"):
        code += " pass"
    try:
        arbre = ast.parse(code)
    except (SyntaxError, ValueError):
        return False
    if len(arbre.body) != 1:
        return False
    instruction = arbre.body[0]
    if isinstance(instruction, ast.Expr):
        return isinstance(instruction.value, ast.Call)
    return isinstance(instruction, (ast.Assign, ast.AugAssign, ast.Return, ast.If, ast.For, ast.While,
                                    ast.Import, ast.ImportFrom, ast.FunctionDef))


def imports_inutilises(source):
    """Retourne [(ligne, nom)] des noms importés que le module n'utilise jamais (hors __init__.py)."""
    if Path(source.fichier).name == "__init__.py":
        return []
    utilises = {noeud.id for noeud in ast.walk(source.arbre) if isinstance(noeud, ast.Name)}
    exportes = set()
    for instruction in source.arbre.body:
        if isinstance(instruction, ast.Assign) and any(isinstance(cible, ast.Name) and cible.id == "__all__"
                                                       for cible in instruction.targets):
            exportes.update(noeud.value for noeud in ast.walk(instruction.value)
                            if isinstance(noeud, ast.Constant))
    inutilises = []
    for instruction in ast.walk(source.arbre):
        if not isinstance(instruction, (ast.Import, ast.ImportFrom)):
            continue
        for alias in instruction.names:
            nom = (alias.asname or alias.name).split(".")[0]
            if nom != "*" and nom not in utilises and nom not in exportes:
                inutilises.append((instruction.lineno, nom))
    return inutilises


def verifier_code_inutile(source):
    """Retourne les constats du §8.18 : code inatteignable, code en commentaire, imports inutilisés."""
    constats = []
    for instruction in instructions_inatteignables(source.arbre):
        constats.append(constat("8.18", source.fichier, instruction.lineno,
                                "instruction jamais exécutée (après un return, raise, break ou continue)",
                                SUR))
    for jeton in source.jetons:
        if jeton.type == tokenize.COMMENT and est_code_en_commentaire(jeton.string):
            constats.append(constat("8.18", source.fichier, jeton.start[0],
                                    f"du code mis en commentaire : {jeton.string.strip()}", PROBABLE))
    for ligne, nom in imports_inutilises(source):
        constats.append(constat("8.18", source.fichier, ligne, f"« {nom} » est importé mais jamais utilisé",
                                PROBABLE))
    return constats
