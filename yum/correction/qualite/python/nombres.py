"""Les nombres écrits tels quels dans un module Python (§8.7, §8.8).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import ast

from yum.correction.qualite.constats import PROBABLE, constat
from yum.correction.qualite.python.arbre import est_constante_de_module, parents_de, valeur_litterale
from yum.correction.qualite.python.noms import est_litteral
from yum.correction.qualite.seuils import CONSTANTES_NOMMEES, MOINS_UN, NOMBRES_TOLERES

# --- §8.7 et §8.8 : les nombres écrits tels quels -----------------------------

def est_nombre_tolere(noeud, valeur, parents):
    """Retourne vrai si le nombre ``valeur`` (écrit par ``noeud``) fait partie des exceptions."""
    if valeur in NOMBRES_TOLERES:
        return True
    if valeur != MOINS_UN:
        return False
    parent = parents.get(noeud)
    if isinstance(parent, ast.Slice):
        return True
    if isinstance(parent, ast.Subscript) and parent.slice is noeud:
        return True
    return isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name) and parent.func.id == "range"


def lignes_des_definitions_de_constantes(arbre):
    """Retourne les nœuds écrits dans les définitions de constantes (module ou classe) : ils sont permis.

    Un nom en minuscules qui reçoit, au niveau du module, un nombre écrit tel quel
    (« nb_faces = 6 ») définit aussi une constante : le §8.9 le relève, pas le §8.7.
    """
    permis = set()
    corps = list(arbre.body)
    for noeud in ast.walk(arbre):
        if isinstance(noeud, ast.ClassDef):
            corps.extend(noeud.body)
    for instruction in corps:
        minuscules = instruction in arbre.body and isinstance(instruction, ast.Assign) \
            and est_litteral(instruction.value)
        if est_constante_de_module(instruction) or minuscules:
            permis.update(ast.walk(instruction))
    return permis


def nombres_ecrits(source):
    """Retourne [(ligne, valeur)] des nombres écrits tels quels hors des définitions de constantes."""
    parents = parents_de(source.arbre)
    permis = lignes_des_definitions_de_constantes(source.arbre)
    trouves = []
    for noeud in ast.walk(source.arbre):
        if noeud in permis or isinstance(parents.get(noeud), ast.UnaryOp):
            continue
        valeur = valeur_litterale(noeud)
        if valeur is None or est_nombre_tolere(noeud, valeur, parents):
            continue
        trouves.append((noeud.lineno, valeur))
    return sorted(set(trouves))


def verifier_nombres(source, constantes):
    """Retourne les constats du §8.7 (aucune constante de cette valeur) et du §8.8 (une existe)."""
    noms_par_valeur = {}
    for nom, valeur in sorted(constantes.items()):
        noms_par_valeur.setdefault(valeur, []).append(nom)
    par_ligne = {}
    for ligne, valeur in nombres_ecrits(source):
        par_ligne.setdefault(ligne, []).append(valeur)
    constats = []
    for ligne, valeurs in sorted(par_ligne.items()):
        sans_nom = [str(valeur) for valeur in valeurs if valeur not in noms_par_valeur]
        avec_nom = [f"{valeur} ({nommer_les_constantes(noms_par_valeur[valeur])} ?)"
                    for valeur in valeurs if valeur in noms_par_valeur]
        if sans_nom:
            constats.append(constat("8.7", source.fichier, ligne,
                                    "nombre écrit tel quel : " + ", ".join(sans_nom), PROBABLE))
        if avec_nom:
            constats.append(constat("8.8", source.fichier, ligne,
                                    "nombre écrit tel quel, de la valeur d'une constante du paquet : "
                                    + ", ".join(avec_nom), PROBABLE))
    return constats


def nommer_les_constantes(noms):
    """Retourne « A ou B », au plus CONSTANTES_NOMMEES noms, suivis de « ou … » s'il y en a plus."""
    suite = " ou …" if len(noms) > CONSTANTES_NOMMEES else ""
    return " ou ".join(noms[:CONSTANTES_NOMMEES]) + suite
