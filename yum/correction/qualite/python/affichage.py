"""L'affichage dans une fonction de calcul, en Python (§8.19).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import ast
from pathlib import Path

from yum.correction.qualite.constats import PROBABLE, SUR, constat
from yum.correction.qualite.python.arbre import appelle_sys_stdout, est_appel_a, fonctions_de, noeuds_propres
from yum.correction.qualite.vocabulaire import (
    DEBUTS_D_UNE_LECTURE,
    FONCTIONS_D_AFFICHAGE,
    FONCTIONS_DE_LECTURE,
    MOTS_D_UN_MODULE_DE_CALCUL,
    NOMS_DU_PROGRAMME_PRINCIPAL,
)

# --- §8.19 : affichage dans une fonction de calcul ----------------------------

def appelle_une_lecture(noeud):
    """Retourne vrai si ``noeud`` appelle une fonction qui lit (input, lire(…), saisir_case(…))."""
    if not isinstance(noeud, ast.Call):
        return False
    fonction = noeud.func
    nom = fonction.id if isinstance(fonction, ast.Name) else getattr(fonction, "attr", "")
    return nom.lower().startswith(DEBUTS_D_UNE_LECTURE)


def est_module_de_calcul(fichier):
    """Retourne vrai si le nom du module annonce des calculs (regles.py, calculs.py, constantes.py)."""
    nom = Path(fichier).stem.lower()
    return any(mot in nom for mot in MOTS_D_UN_MODULE_DE_CALCUL)


def verifier_affichage_dans_un_calcul(source):
    """Retourne les constats du §8.19 : print ou input dans un module de règles, ou print dans une
    fonction qui retourne une valeur sans rien lire (une fonction de calcul qui affiche)."""
    constats = []
    module_de_calcul = est_module_de_calcul(source.fichier)
    for fonction in fonctions_de(source.arbre):
        noeuds = noeuds_propres(fonction)
        affiche = [noeud for noeud in noeuds
                   if est_appel_a(noeud, FONCTIONS_D_AFFICHAGE) or appelle_sys_stdout(noeud)]
        lit = [noeud for noeud in noeuds if est_appel_a(noeud, FONCTIONS_DE_LECTURE)]
        saisit = any(appelle_une_lecture(noeud) for noeud in noeuds)
        retourne = any(isinstance(noeud, ast.Return) and noeud.value is not None
                       and not (isinstance(noeud.value, ast.Constant) and noeud.value.value is None)
                       for noeud in noeuds)
        if module_de_calcul and (affiche or lit):
            premier = min(affiche + lit, key=lambda noeud: noeud.lineno)
            constats.append(constat("8.19", source.fichier, premier.lineno,
                                    f"{fonction.name} affiche ou lit dans un module de calcul"
                                    f" ({Path(source.fichier).name})", SUR))
        elif affiche and retourne and not saisit and fonction.name not in NOMS_DU_PROGRAMME_PRINCIPAL:
            premier = min(affiche, key=lambda noeud: noeud.lineno)
            constats.append(constat("8.19", source.fichier, premier.lineno,
                                    f"{fonction.name} affiche et retourne une valeur calculée", PROBABLE))
    return constats
