"""Le Java d'une équipe lu par un vrai analyseur (tree-sitter) : les champs, les valeurs des constantes,
les mots d'un lieu, pour la fiche de qualité.

Explication : un champ se déclare de plusieurs façons (``int[] des``, ``int des[]``, plusieurs noms
sur une ligne, une valeur sur deux lignes) et une constante se définit souvent à partir d'une
autre (``NB_CASES = NB_LIGNES + 1``) : des motifs en manquent, l'arbre de la grammaire Java les lit
tous. Les mots d'un lieu (la ligne et le nom de la méthode) disent ce qu'un nombre y veut dire :
la fiche ne propose une constante que si ses mots s'y retrouvent.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : tree-sitter et sa grammaire Java (https://github.com/tree-sitter/tree-sitter-java).
"""

import ast
import re
from dataclasses import dataclass

from yum.correction.similarite.jetons import arbre_java

# Les opérations qu'une constante peut faire sur d'autres pour définir sa valeur.
OPERATIONS = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b}
# Les mots trop généraux pour dire le sens d'un nombre : « points », « nombre », « total »…
MOTS_GENERAUX = frozenset("""
    point pts nb nombre num valeur val total score max min maximum minimum taille
    de du la le les un une get set calculer calcul int final static public private
""".split())
# Les mots d'un nom : coupés aux soulignés et aux capitales.
MOTIF_MOTS_D_UN_NOM = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
# Un mot de cette longueur ou moins ne dit rien (« nb », « i »).
LONGUEUR_MIN_D_UN_MOT = 2


@dataclass(frozen=True)
class Champ:
    """Un champ de classe : ses modificateurs, son type (crochets du nom compris), son nom, sa valeur
    (texte, vide si aucune), sa première et sa dernière ligne."""

    modificateurs: tuple
    type: str
    nom: str
    valeur: str
    ligne: int
    derniere_ligne: int


def noeuds(racine, types):
    """Retourne les nœuds sous ``racine`` dont le type est dans ``types``, dans l'ordre du texte."""
    trouves, a_visiter = [], [racine]
    while a_visiter:
        noeud = a_visiter.pop()
        if noeud.type in types:
            trouves.append(noeud)
        a_visiter.extend(reversed(noeud.children))
    return trouves


def texte(noeud):
    """Retourne le texte du nœud."""
    return noeud.text.decode("utf-8", "replace")


def champs(texte_java):
    """Retourne les Champ du fichier Java ``texte_java``, dans l'ordre du texte."""
    trouves = []
    for declaration in noeuds(arbre_java(texte_java).root_node, ("field_declaration",)):
        modificateurs = next((texte(n).split() for n in declaration.children if n.type == "modifiers"), [])
        type_declare = texte(declaration.child_by_field_name("type"))
        for declarateur in declaration.children_by_field_name("declarator"):
            dimensions = declarateur.child_by_field_name("dimensions")
            valeur = declarateur.child_by_field_name("value")
            trouves.append(Champ(tuple(m for m in modificateurs if not m.startswith("@")),
                                 type_declare + (texte(dimensions) if dimensions is not None else ""),
                                 texte(declarateur.child_by_field_name("name")),
                                 texte(valeur) if valeur is not None else "",
                                 declaration.start_point[0] + 1, declaration.end_point[0] + 1))
    return trouves


def evaluer(expression, connues):
    """Retourne la valeur entière de ``expression`` (nombres, constantes ``connues``, + - *), ou None."""
    try:
        arbre = ast.parse(expression.strip().rstrip("lL"), mode="eval").body
    except SyntaxError:
        return None
    return valeur_de(arbre, connues)


def valeur_de(noeud, connues):
    """Retourne la valeur du nœud ``ast`` (constante, nom connu, Classe.NOM, opération), ou None."""
    if isinstance(noeud, ast.Constant) and isinstance(noeud.value, int) and not isinstance(noeud.value, bool):
        return noeud.value
    if isinstance(noeud, ast.Name):
        return connues.get(noeud.id)
    if isinstance(noeud, ast.Attribute):
        return connues.get(noeud.attr)
    if isinstance(noeud, ast.UnaryOp) and isinstance(noeud.op, ast.USub):
        valeur = valeur_de(noeud.operand, connues)
        return -valeur if valeur is not None else None
    if isinstance(noeud, ast.BinOp) and type(noeud.op) in OPERATIONS:
        gauche, droite = valeur_de(noeud.left, connues), valeur_de(noeud.right, connues)
        if gauche is not None and droite is not None:
            return OPERATIONS[type(noeud.op)](gauche, droite)
    return None


def mots(texte_a_couper):
    """Retourne les mots significatifs d'un texte de code, en minuscules, sans « s » final."""
    trouves = set()
    for mot in MOTIF_MOTS_D_UN_NOM.findall(texte_a_couper):
        mot = mot.lower()
        mot = mot[:-1] if mot.endswith("s") and len(mot) > LONGUEUR_MIN_D_UN_MOT + 1 else mot
        if len(mot) > LONGUEUR_MIN_D_UN_MOT and mot not in MOTS_GENERAUX:
            trouves.add(mot)
    return trouves


def constantes_de_ce_sens(noms, lieu):
    """Retourne, parmi les constantes ``noms``, celles dont un mot se retrouve dans le texte ``lieu``."""
    mots_du_lieu = mots(lieu)
    return [nom for nom in noms if mots(nom) & mots_du_lieu]
