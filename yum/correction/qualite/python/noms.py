"""Les noms d'un module Python : fonctions (§8.1), variables (§8.2), constantes (§8.9).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import ast

from yum.correction.qualite.constats import PROBABLE, constat
from yum.correction.qualite.python.arbre import fonctions_de, noeuds_propres, valeur_litterale
from yum.correction.qualite.seuils import LONGUEUR_MIN_NOM_FONCTION, LONGUEUR_MIN_NOM_VARIABLE
from yum.correction.qualite.vocabulaire import (
    MOTIF_CAMEL,
    MOTIF_CAPITALES,
    MOTIF_MOTS_D_UN_NOM,
    MOTIF_NOM_SPECIAL,
    MOTS_ANGLAIS_DES_NOMS,
)

# --- §8.1, §8.2 et §8.9 : les noms --------------------------------------------

def mots_anglais(nom):
    """Retourne les mots anglais (sans équivalent français identique) du nom ``nom``."""
    mots = [mot.lower() for mot in MOTIF_MOTS_D_UN_NOM.findall(nom)]
    return [mot for mot in mots if mot in MOTS_ANGLAIS_DES_NOMS]


def cibles_de_boucle(fonction):
    """Retourne les noms liés par un for ou une compréhension : i, j, k y sont d'usage."""
    noms = set()
    for noeud in ast.walk(fonction):
        if isinstance(noeud, (ast.For, ast.comprehension)):
            for nom in ast.walk(noeud.target):
                if isinstance(nom, ast.Name):
                    noms.add(nom.id)
    return noms


def noms_lies_dans(fonction):
    """Retourne {nom: première ligne} des paramètres et variables affectées dans ``fonction``."""
    noms = {}
    arguments = fonction.args
    for argument in arguments.posonlyargs + arguments.args + arguments.kwonlyargs:
        noms.setdefault(argument.arg, fonction.lineno)
    for noeud in noeuds_propres(fonction):
        if isinstance(noeud, ast.Name) and isinstance(noeud.ctx, ast.Store):
            noms.setdefault(noeud.id, noeud.lineno)
    return noms


def methodes_redefinies(arbre):
    """Retourne les méthodes des classes qui héritent d'une autre : elles gardent le nom de leur base."""
    redefinies = set()
    for classe in ast.walk(arbre):
        if isinstance(classe, ast.ClassDef) and classe.bases:
            redefinies.update(noeud for noeud in classe.body
                              if isinstance(noeud, (ast.FunctionDef, ast.AsyncFunctionDef)))
    return redefinies


def verifier_noms(source):
    """Retourne les constats des §8.1 et §8.2 : noms d'une lettre, en camelCase, en anglais.

    Une méthode d'une classe qui hérite d'une autre n'est pas jugée sur son nom : elle
    redéfinit peut-être une méthode de sa base (``format_help`` d'argparse), dont le nom est imposé.
    """
    constats = []
    redefinies = methodes_redefinies(source.arbre)
    for fonction in fonctions_de(source.arbre):
        nom = fonction.name
        if fonction in redefinies:
            continue
        if len(nom.strip("_")) <= LONGUEUR_MIN_NOM_FONCTION and not MOTIF_NOM_SPECIAL.match(nom):
            constats.append(constat("8.1", source.fichier, fonction.lineno,
                                    f"la fonction « {nom} » a un nom de {len(nom)} lettre(s)", PROBABLE))
        if MOTIF_CAMEL.search(nom):
            constats.append(constat("8.1", source.fichier, fonction.lineno,
                                    f"la fonction « {nom} » est en camelCase ; Python écrit"
                                    " les_fonctions_ainsi (PEP 8)", PROBABLE))
        if mots_anglais(nom):
            constats.append(constat("8.1", source.fichier, fonction.lineno,
                                    f"la fonction « {nom} » a un nom anglais"
                                    f" ({', '.join(mots_anglais(nom))})",
                                    PROBABLE))
        boucles = cibles_de_boucle(fonction)
        for variable, ligne in sorted(noms_lies_dans(fonction).items(), key=lambda paire: paire[1]):
            constats.extend(constats_d_un_nom_de_variable(source.fichier, variable, ligne, nom, boucles))
    return constats


def constats_d_un_nom_de_variable(fichier, variable, ligne, fonction, boucles):
    """Retourne les constats du §8.2 pour la variable ``variable`` de la fonction ``fonction``."""
    constats = []
    court = len(variable) <= LONGUEUR_MIN_NOM_VARIABLE and variable != "_"
    if court and variable not in boucles:
        constats.append(constat("8.2", fichier, ligne,
                                f"la variable « {variable} » (dans {fonction}) a un nom d'une lettre",
                                PROBABLE))
    if mots_anglais(variable) and not MOTIF_NOM_SPECIAL.match(variable):
        constats.append(constat("8.2", fichier, ligne,
                                f"la variable « {variable} » (dans {fonction}) a un nom anglais"
                                f" ({', '.join(mots_anglais(variable))})", PROBABLE))
    return constats


def noms_modifies_par_global(arbre):
    """Retourne les noms qu'une fonction déclare ``global`` : des variables, pas des constantes."""
    noms = set()
    for noeud in ast.walk(arbre):
        if isinstance(noeud, ast.Global):
            noms.update(noeud.names)
    return noms


def verifier_constantes_en_minuscules(source):
    """Retourne les constats du §8.9 : un nom en minuscules lié une fois à une valeur écrite telle quelle."""
    globales = noms_modifies_par_global(source.arbre)
    affectations = {}
    for instruction in source.arbre.body:
        if isinstance(instruction, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            cibles = instruction.targets if isinstance(instruction, ast.Assign) else [instruction.target]
            for cible in cibles:
                if isinstance(cible, ast.Name):
                    affectations.setdefault(cible.id, []).append(instruction)
    constats = []
    for nom, instructions in affectations.items():
        if MOTIF_CAPITALES.match(nom) or MOTIF_NOM_SPECIAL.match(nom) or nom in globales:
            continue
        instruction = instructions[0]
        if len(instructions) == 1 and isinstance(instruction, ast.Assign) and est_litteral(instruction.value):
            constats.append(constat("8.9", source.fichier, instruction.lineno,
                                    f"« {nom} » reçoit une valeur fixe au niveau du module : une constante"
                                    f" s'écrit en capitales ({nom.upper()})", PROBABLE))
    return constats


def est_litteral(noeud):
    """Retourne vrai si ``noeud`` est une valeur écrite telle quelle : nombre, texte, ou tuple de
    celles-ci."""
    if valeur_litterale(noeud) is not None:
        return True
    if isinstance(noeud, ast.Constant) and isinstance(noeud.value, str):
        return True
    return isinstance(noeud, ast.Tuple) and all(est_litteral(element) for element in noeud.elts)
