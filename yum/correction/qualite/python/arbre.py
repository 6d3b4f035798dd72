"""Outils sur l'arbre d'un module Python (``ast``), partagés par les critères.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import ast
from functools import lru_cache

from yum.correction.qualite.vocabulaire import MOTIF_CAPITALES

# Combien d'arbres garder avec leurs fonctions déjà cherchées : les modules d'une équipe (une dizaine) et de
# ses voisines. Chaque critère de la fiche cherche les fonctions du même module : une fois suffit.
ARBRES_RETENUS = 256

# --- Outils sur l'arbre Python ------------------------------------------------

@lru_cache(maxsize=ARBRES_RETENUS)
def fonctions_de(arbre):
    """Retourne le tuple des définitions de fonctions et de méthodes de l'arbre, imbriquées comprises."""
    return tuple(noeud for noeud in ast.walk(arbre)
                 if isinstance(noeud, (ast.FunctionDef, ast.AsyncFunctionDef)))


def parents_de(arbre):
    """Retourne le dictionnaire nœud → parent de tout l'arbre."""
    parents = {}
    for noeud in ast.walk(arbre):
        for enfant in ast.iter_child_nodes(noeud):
            parents[enfant] = noeud
    return parents


def est_constante_de_module(instruction):
    """Retourne vrai si ``instruction`` définit une ou des constantes : X = …, tous noms en capitales."""
    if isinstance(instruction, ast.Assign):
        cibles = instruction.targets
    elif isinstance(instruction, ast.AnnAssign) and instruction.value is not None:
        cibles = [instruction.target]
    else:
        return False
    noms = []
    for cible in cibles:
        elements = cible.elts if isinstance(cible, ast.Tuple) else [cible]
        for element in elements:
            if not isinstance(element, ast.Name):
                return False
            noms.append(element.id)
    return all(MOTIF_CAPITALES.match(nom) for nom in noms)


def valeur_litterale(noeud):
    """Retourne le nombre écrit par ``noeud`` (« 5 », « -1 »), ou None s'il n'en écrit pas un."""
    if isinstance(noeud, ast.UnaryOp) and isinstance(noeud.op, ast.USub):
        interieur = valeur_litterale(noeud.operand)
        return None if interieur is None else -interieur
    if isinstance(noeud, ast.Constant) and isinstance(noeud.value, (int, float)) \
            and not isinstance(noeud.value, bool):
        return noeud.value
    return None


def constantes_du_paquet(sources):
    """Retourne {nom: valeur} des constantes en capitales dont la valeur est un nombre écrit tel quel."""
    constantes = {}
    for source in sources:
        if source.arbre is None:
            continue
        for instruction in source.arbre.body:
            if est_constante_de_module(instruction) and isinstance(instruction, ast.Assign):
                valeur = valeur_litterale(instruction.value)
                for cible in instruction.targets:
                    if isinstance(cible, ast.Name) and valeur is not None:
                        constantes[cible.id] = valeur
    return constantes


def est_appel_a(noeud, noms):
    """Retourne vrai si ``noeud`` appelle directement l'une des fonctions ``noms`` (print(…))."""
    return isinstance(noeud, ast.Call) and isinstance(noeud.func, ast.Name) and noeud.func.id in noms


def appelle_sys_stdout(noeud):
    """Retourne vrai si ``noeud`` appelle sys.stdout.write(…) ou sys.stderr.write(…) : il affiche."""
    if not (isinstance(noeud, ast.Call) and isinstance(noeud.func, ast.Attribute)):
        return False
    objet = noeud.func.value
    return isinstance(objet, ast.Attribute) and objet.attr in ("stdout", "stderr") \
        and noeud.func.attr in ("write", "writelines") \
        and isinstance(objet.value, ast.Name) and objet.value.id == "sys"


def noeuds_propres(fonction):
    """Retourne les nœuds du corps de ``fonction``, sans ceux de ses fonctions imbriquées."""
    propres = []
    a_visiter = list(fonction.body)
    while a_visiter:
        noeud = a_visiter.pop()
        propres.append(noeud)
        if not isinstance(noeud, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            a_visiter.extend(ast.iter_child_nodes(noeud))
    return propres


def premiere_ligne(fonction):
    """Retourne la première ligne d'une définition : celle de son premier décorateur, sinon du def."""
    if fonction.decorator_list:
        return min(decorateur.lineno for decorateur in fonction.decorator_list)
    return fonction.lineno


def est_ligne_de_commentaire(lignes, numero):
    """Retourne vrai si la ligne ``numero`` (à partir de 1) n'est qu'un commentaire."""
    return 1 <= numero <= len(lignes) and lignes[numero - 1].strip().startswith("#")
