"""Les trois tableaux de l'énoncé (§4), déclarés dans le programme principal, en Python.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import ast

from yum.correction.qualite.constats import A_JUGER, SUR, constat
from yum.correction.qualite.python.arbre import fonctions_de, noeuds_propres, valeur_litterale
from yum.correction.qualite.seuils import TAILLE_DES_DES, TAILLE_DES_GRILLES, TAILLE_INCONNUE
from yum.correction.qualite.vocabulaire import NOMS_DU_PROGRAMME_PRINCIPAL

# --- §4 : les trois tableaux, déclarés dans le programme principal ------------

def taille_de_liste(noeud, constantes):
    """Retourne le nombre de cases de la liste que crée ``noeud`` ([0] * 19, [1, 2, 3]), ou None."""
    if isinstance(noeud, ast.List):
        return len(noeud.elts)
    if not (isinstance(noeud, ast.BinOp) and isinstance(noeud.op, ast.Mult)):
        return None
    for liste, facteur in ((noeud.left, noeud.right), (noeud.right, noeud.left)):
        if isinstance(liste, ast.List):
            nombre = valeur_litterale(facteur)
            if nombre is None and isinstance(facteur, ast.Name):
                nombre = constantes.get(facteur.id)
            if isinstance(nombre, int):
                return len(liste.elts) * nombre
    return None


def est_tableau_initialise(noeud, constantes):
    """Retourne vrai si ``noeud`` crée un tableau de cases toutes pareilles ([0] * 19, [-1, -1, -1])."""
    if isinstance(noeud, ast.List):
        valeurs = {ast.dump(element) for element in noeud.elts}
        taille = taille_de_liste(noeud, constantes)
        return len(valeurs) == 1 and taille in (TAILLE_DES_DES, TAILLE_DES_GRILLES)
    return taille_de_liste(noeud, constantes) in (TAILLE_DES_DES, TAILLE_DES_GRILLES)


def fonctions_qui_retournent_un_tableau(sources, constantes):
    """Retourne {nom de fonction: taille} des fonctions qui créent puis retournent une liste
    (TAILLE_INCONNUE si on ne lit pas sa taille : une liste remplie par une boucle)."""
    retours = {}
    for source in sources:
        if source.arbre is None:
            continue
        for fonction in fonctions_de(source.arbre):
            tailles = {}
            for noeud in noeuds_propres(fonction):
                if isinstance(noeud, ast.Assign) and est_creation_de_liste(noeud.value):
                    for cible in noeud.targets:
                        if isinstance(cible, ast.Name):
                            tailles[cible.id] = taille_de_liste(noeud.value, constantes) or TAILLE_INCONNUE
            for noeud in noeuds_propres(fonction):
                if isinstance(noeud, ast.Return) and noeud.value is not None:
                    if est_creation_de_liste(noeud.value):
                        retours[fonction.name] = taille_de_liste(noeud.value, constantes) or TAILLE_INCONNUE
                    elif isinstance(noeud.value, ast.Name) and noeud.value.id in tailles:
                        retours[fonction.name] = tailles[noeud.value.id]
    return retours


def est_creation_de_liste(noeud):
    """Retourne vrai si ``noeud`` crée une liste : [..], [..] * n, une compréhension, list(…)."""
    if isinstance(noeud, (ast.List, ast.ListComp)):
        return True
    if isinstance(noeud, ast.BinOp) and isinstance(noeud.op, ast.Mult):
        return isinstance(noeud.left, ast.List) or isinstance(noeud.right, ast.List)
    return isinstance(noeud, ast.Call) and isinstance(noeud.func, ast.Name) and noeud.func.id == "list"


def tailles_creees_dans(fonction, constantes, retours):
    """Retourne la liste des tailles des tableaux que ``fonction`` crée (directement ou par un appel)."""
    tailles = []
    for noeud in noeuds_propres(fonction):
        if not isinstance(noeud, ast.Assign):
            continue
        taille = taille_de_liste(noeud.value, constantes)
        if taille is None and isinstance(noeud.value, ast.Call) and isinstance(noeud.value.func, ast.Name):
            taille = retours.get(noeud.value.func.id)
        if taille is not None:
            tailles.append(taille)
    return tailles


def tableaux_complets(tailles):
    """Retourne vrai si ``tailles`` compte un tableau de 5 cases et deux de 19 (§4) ; un tableau
    rendu par une fonction du paquet, de taille illisible, peut être l'un des deux de 19."""
    grilles = tailles.count(TAILLE_DES_GRILLES) + tailles.count(TAILLE_INCONNUE)
    return TAILLE_DES_DES in tailles and grilles >= len(("feuille", "grille"))


def verifier_tableaux(sources, constantes):
    """Retourne les constats du §4 : tableaux de 5 ou 19 cases au niveau du module ; programme principal
    qui ne les crée pas."""
    constats = []
    retours = fonctions_qui_retournent_un_tableau(sources, constantes)
    principaux = []
    for source in sources:
        if source.arbre is None:
            continue
        for instruction in source.arbre.body:
            if isinstance(instruction, ast.Assign) and est_tableau_initialise(instruction.value, constantes):
                constats.append(constat("4", source.fichier, instruction.lineno,
                                        f"un tableau de {taille_de_liste(instruction.value, constantes)}"
                                        f" cases"
                                        " déclaré au niveau du module, pas dans le programme principal", SUR))
        principaux.extend((source, fonction) for fonction in fonctions_de(source.arbre)
                          if fonction.name in NOMS_DU_PROGRAMME_PRINCIPAL)
    if any(tableaux_complets(tailles_creees_dans(fonction, constantes, retours))
           for _, fonction in principaux):
        return constats
    lieux = [f"{source.fichier}:{fonction.lineno}" for source, fonction in principaux]
    constats.append(constat("4", "", 0, "les trois tableaux (5 dés, feuille et grille de 19 cases) n'ont"
                                        " pas été"
                            " reconnus dans le programme principal : où sont-ils déclarés ?", A_JUGER, lieux))
    return constats
