"""Le découpage d'un module Python (§8.4) : longueur, imbrication, programme hors fonction.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import ast

from yum.correction.qualite.constats import PROBABLE, constat
from yum.correction.qualite.python.arbre import fonctions_de, premiere_ligne
from yum.correction.qualite.seuils import LIGNES_PAR_PAGE, PROFONDEUR_MAX
from yum.correction.qualite.vocabulaire import METHODES_QUI_MODIFIENT, MOTIF_CAPITALES

# --- §8.4 : découpage (longueur, imbrication, programme hors fonction) --------

def profondeur(instructions, niveau=0):
    """Retourne (profondeur maximale des blocs imbriqués, ligne du plus profond) dans ``instructions``."""
    meilleure = (niveau, 0)
    for instruction in instructions:
        if isinstance(instruction, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        if isinstance(instruction, (ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith,
                                    ast.Try, ast.Match)):
            meilleure = max(meilleure, (niveau + 1, instruction.lineno))
            for sous_bloc in sous_blocs(instruction):
                meilleure = max(meilleure, profondeur(sous_bloc, niveau + 1))
            meilleure = max(meilleure, profondeur_des_sinon_si(instruction, niveau))
    return meilleure


def sous_blocs(instruction):
    """Retourne les blocs d'une instruction composée, sans le « else » d'un if suivi d'un elif."""
    if isinstance(instruction, ast.Match):
        return [cas.body for cas in instruction.cases]
    blocs = [instruction.body]
    if isinstance(instruction, ast.Try):
        blocs.extend(gestionnaire.body for gestionnaire in instruction.handlers)
        blocs.append(instruction.finalbody)
    if hasattr(instruction, "orelse") and not est_un_elif(instruction):
        blocs.append(instruction.orelse)
    return blocs


def est_un_elif(instruction):
    """Retourne vrai si le « else » de ce if ne contient qu'un if : c'est un elif, au même niveau."""
    return isinstance(instruction, ast.If) and len(instruction.orelse) == 1 \
        and isinstance(instruction.orelse[0], ast.If)


def profondeur_des_sinon_si(instruction, niveau):
    """Retourne la profondeur d'un elif, compté au niveau de son if."""
    if est_un_elif(instruction):
        return profondeur(instruction.orelse, niveau)
    return (niveau, 0)


def verifier_decoupage(source):
    """Retourne les constats du §8.4 : fonctions de plus d'une page, imbrication profonde, programme à nu."""
    constats = []
    for fonction in fonctions_de(source.arbre):
        longueur = fonction.end_lineno - premiere_ligne(fonction) + 1
        if longueur > LIGNES_PAR_PAGE:
            constats.append(constat("8.4", source.fichier, fonction.lineno,
                                    f"la fonction {fonction.name} fait {longueur} lignes, plus d'une page"
                                    f" ({LIGNES_PAR_PAGE} lignes)", PROBABLE))
        niveau, ligne = profondeur(fonction.body)
        if niveau > PROFONDEUR_MAX:
            constats.append(constat("8.4", source.fichier, ligne,
                                    f"{niveau} blocs imbriqués dans {fonction.name} (plus de"
                                    f" {PROFONDEUR_MAX})",
                                    PROBABLE))
    constats.extend(verifier_programme_hors_fonction(source))
    return constats


def est_garde_du_main(instruction):
    """Retourne vrai si ``instruction`` est « if __name__ == "__main__": »."""
    return isinstance(instruction, ast.If) and isinstance(instruction.test, ast.Compare) \
        and isinstance(instruction.test.left, ast.Name) and instruction.test.left.id == "__name__"


def complete_une_constante(instruction):
    """Retourne vrai si ``instruction`` complète une table constante du module (ETIQUETTES.update(…))."""
    if not (isinstance(instruction, ast.Expr) and isinstance(instruction.value, ast.Call)):
        return False
    fonction = instruction.value.func
    return isinstance(fonction, ast.Attribute) and isinstance(fonction.value, ast.Name) \
        and bool(MOTIF_CAPITALES.match(fonction.value.id)) and fonction.attr in METHODES_QUI_MODIFIENT


def instructions_qui_agissent(source):
    """Retourne les instructions du module qui agissent à l'import : ni import, ni def, ni affectation,
    ni le complément d'une table constante."""
    agissantes = []
    for position, instruction in enumerate(source.arbre.body):
        docstring = position == 0 and isinstance(instruction, ast.Expr) \
            and isinstance(instruction.value, ast.Constant)
        if complete_une_constante(instruction):
            continue
        calme = isinstance(instruction, (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef,
                                         ast.ClassDef, ast.Assign, ast.AnnAssign, ast.Pass))
        if not (docstring or calme or est_garde_du_main(instruction)):
            agissantes.append(instruction)
    return agissantes


def verifier_programme_hors_fonction(source):
    """Retourne un constat §8.4 si un module fait de la logique (boucle, if) hors de toute fonction."""
    blocs = [instruction for instruction in instructions_qui_agissent(source)
             if isinstance(instruction, (ast.For, ast.While, ast.If, ast.Try, ast.With))]
    if not blocs:
        return []
    return [constat("8.4", source.fichier, blocs[0].lineno,
                    "de la logique (boucle ou condition) hors de toute fonction : le programme principal"
                    " n'est pas un sous-programme", PROBABLE)]
