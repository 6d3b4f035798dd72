"""L'état modifiable au niveau d'un module Python (§8.23).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import ast
from pathlib import Path

from yum.correction.qualite.constats import PROBABLE, SUR, constat
from yum.correction.qualite.python.arbre import fonctions_de, noeuds_propres
from yum.correction.qualite.python.decoupage import instructions_qui_agissent
from yum.correction.qualite.python.noms import noms_lies_dans
from yum.correction.qualite.vocabulaire import (
    CONSTRUCTEURS_MODIFIABLES,
    METHODES_QUI_MODIFIENT,
    MOTIF_CAPITALES,
)

# --- §8.23 : l'état au niveau du module ---------------------------------------

def est_valeur_modifiable(noeud):
    """Retourne vrai si ``noeud`` crée une liste, un dictionnaire ou un ensemble."""
    if isinstance(noeud, (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)):
        return True
    if isinstance(noeud, ast.BinOp) and isinstance(noeud.op, ast.Mult):
        return est_valeur_modifiable(noeud.left) or est_valeur_modifiable(noeud.right)
    return isinstance(noeud, ast.Call) and isinstance(noeud.func, ast.Name) \
        and noeud.func.id in CONSTRUCTEURS_MODIFIABLES


def noms_modifies_dans_les_fonctions(arbre):
    """Retourne {nom: ligne} des noms qu'une fonction modifie en place (append, nom[i] = …)."""
    modifies = {}
    for fonction in fonctions_de(arbre):
        for noeud in noeuds_propres(fonction):
            if isinstance(noeud, ast.Call) and isinstance(noeud.func, ast.Attribute) \
                    and noeud.func.attr in METHODES_QUI_MODIFIENT and isinstance(noeud.func.value, ast.Name):
                modifies.setdefault(noeud.func.value.id, noeud.lineno)
            if isinstance(noeud, ast.Subscript) and isinstance(noeud.ctx, (ast.Store, ast.Del)) \
                    and isinstance(noeud.value, ast.Name):
                modifies.setdefault(noeud.value.id, noeud.lineno)
    return modifies


def noms_locaux_de(fonction):
    """Retourne les noms locaux d'une fonction (paramètres et affectations), qui cachent ceux du module."""
    return set(noms_lies_dans(fonction))


def verifier_etat_du_module(source):
    """Retourne les constats du §8.23 : global, variables modifiables au niveau du module, import qui agit."""
    constats = []
    for noeud in ast.walk(source.arbre):
        if isinstance(noeud, ast.Global):
            constats.append(constat("8.23", source.fichier, noeud.lineno,
                                    "variable globale modifiée par une fonction : " + ", ".join(noeud.names),
                                    SUR))
    modifies = noms_modifies_par_les_fonctions_sans_local(source.arbre)
    for instruction in source.arbre.body:
        if not isinstance(instruction, ast.Assign) or not est_valeur_modifiable(instruction.value):
            continue
        for cible in instruction.targets:
            if not isinstance(cible, ast.Name):
                continue
            if cible.id in modifies:
                constats.append(constat("8.23", source.fichier, instruction.lineno,
                                        f"« {cible.id} », au niveau du module, est modifié par une fonction"
                                        f" (ligne {modifies[cible.id]}) : un état partagé", SUR))
            elif not MOTIF_CAPITALES.match(cible.id):
                constats.append(constat("8.23", source.fichier, instruction.lineno,
                                        f"« {cible.id} » : une liste ou un dictionnaire modifiable au niveau"
                                        " du module", PROBABLE))
    if Path(source.fichier).name != "__main__.py":
        for instruction in instructions_qui_agissent(source):
            if isinstance(instruction, ast.Expr):
                constats.append(constat("8.23", source.fichier, instruction.lineno,
                                        "le module agit dès qu'on l'importe (un appel hors de toute"
                                        " fonction)",
                                        PROBABLE))
    return constats


def noms_modifies_par_les_fonctions_sans_local(arbre):
    """Retourne {nom: ligne} des noms du module modifiés en place par une fonction où ils ne sont pas
    locaux."""
    modifies = {}
    for fonction in fonctions_de(arbre):
        locaux = noms_locaux_de(fonction)
        for nom, ligne in noms_modifies_dans_les_fonctions_une(fonction).items():
            if nom not in locaux:
                modifies.setdefault(nom, ligne)
    return modifies


def noms_modifies_dans_les_fonctions_une(fonction):
    """Retourne {nom: ligne} des noms que ``fonction`` modifie en place (append, nom[i] = …)."""
    enveloppe = ast.Module(body=[fonction], type_ignores=[])
    return noms_modifies_dans_les_fonctions(enveloppe)
