"""Ce qu'une boucle aurait pu écrire une fois, en Python (§8.22).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import ast

from yum.correction.qualite.constats import PROBABLE, constat
from yum.correction.qualite.python.arbre import valeur_litterale
from yum.correction.qualite.seuils import INSTRUCTIONS_POUR_UNE_BOUCLE

# --- §8.22 : une boucle aurait pu le faire ------------------------------------

def forme_sans_nombres(instruction):
    """Retourne (la forme de l'instruction, nombres retirés ; la liste de ses nombres)."""
    nombres = []

    class Effaceur(ast.NodeTransformer):
        """Remplace chaque nombre par une marque, en notant sa valeur."""

        def visit_Constant(self, noeud):
            """Retourne une marque à la place d'un nombre ; tout autre littéral reste."""
            if valeur_litterale(noeud) is not None:
                nombres.append(noeud.value)
                return ast.Name(id="NOMBRE", ctx=ast.Load())
            return noeud

    copie = Effaceur().visit(ast.parse(ast.unparse(instruction)))
    return ast.dump(copie), nombres


def verifier_boucles(source):
    """Retourne les constats du §8.22 : au moins trois instructions voisines qui ne diffèrent que par
    leurs nombres (« des[0] = … ; des[1] = … ; des[2] = … »)."""
    constats = []
    for noeud in ast.walk(source.arbre):
        for nom_du_bloc in ("body", "orelse"):
            bloc = getattr(noeud, nom_du_bloc, None)
            if isinstance(bloc, list):
                constats.extend(suites_repetees(source.fichier, bloc))
    return constats


def suites_repetees(fichier, bloc):
    """Retourne un constat §8.22 par suite d'instructions simples de même forme dont les nombres changent."""
    constats = []
    formes = [forme_sans_nombres(instruction)
              if isinstance(instruction, (ast.Expr, ast.Assign, ast.AugAssign)) else (None, [])
              for instruction in bloc]
    debut = 0
    while debut < len(bloc):
        fin = debut + 1
        while fin < len(bloc) and formes[fin][0] is not None and formes[fin][0] == formes[debut][0]:
            fin += 1
        longueur = fin - debut
        nombres_varies = len({tuple(formes[position][1]) for position in range(debut, fin)}) > 1
        if formes[debut][0] is not None and longueur >= INSTRUCTIONS_POUR_UNE_BOUCLE and nombres_varies:
            constats.append(constat("8.22", fichier, bloc[debut].lineno,
                                    f"{longueur} instructions de même forme qui ne diffèrent que par un"
                                    f" nombre"
                                    f" (lignes {bloc[debut].lineno} à {bloc[fin - 1].end_lineno})", PROBABLE))
        debut = fin
    return constats
