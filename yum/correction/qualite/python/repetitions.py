"""Les jetons d'un module Python, pour chercher les répétitions (§8.5, §8.6).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import ast
import tokenize

from yum.correction.qualite.python.arbre import fonctions_de
from yum.correction.qualite.repetitions import Jeton
from yum.correction.qualite.vocabulaire import JETONS_DE_TEXTE, MOTS_RESERVES_PYTHON

# --- §8.5 et §8.6 : les répétitions, au niveau des jetons ---------------------

def corps_des_fonctions(source):
    """Retourne {ligne: numéro de la fonction} des lignes des corps de fonctions, sans docstrings :
    là où une répétition compte. Une fonction imbriquée garde les lignes de la fonction qui l'entoure."""
    lignes = {}
    for numero, fonction in enumerate(sorted(fonctions_de(source.arbre), key=lambda f: f.lineno)):
        premiere = fonction.body[0]
        debut = premiere.end_lineno + 1 if ast.get_docstring(fonction) else premiere.lineno
        for ligne in range(debut, fonction.end_lineno + 1):
            lignes.setdefault(ligne, numero)
    return lignes


def jetons_python(source):
    """Retourne les suites de Jetons des corps de fonctions d'un module, une suite par fonction, noms et
    valeurs effacés dans la forme : une répétition ne franchit jamais la fin d'une fonction."""
    lignes = corps_des_fonctions(source)
    suites = {}
    for jeton in source.jetons:
        if jeton.start[0] not in lignes or jeton.type in (tokenize.COMMENT, tokenize.NL, tokenize.ENCODING):
            continue
        jetons = suites.setdefault(lignes[jeton.start[0]], [])
        if jeton.type == tokenize.NAME:
            forme = jeton.string if jeton.string in MOTS_RESERVES_PYTHON else "NOM"
        elif jeton.type == tokenize.NUMBER:
            forme = "NOMBRE"
        elif jeton.type == tokenize.STRING or jeton.type in JETONS_DE_TEXTE:
            forme = "TEXTE"
        else:
            forme = tokenize.tok_name[jeton.type] if jeton.type != tokenize.OP else jeton.string
        jetons.append(Jeton(forme, jeton.string, source.fichier, jeton.start[0]))
    return [suites[numero] for numero in sorted(suites)]
