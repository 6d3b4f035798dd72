"""Trouver dans une remise préparée le programme à corriger : un paquet Python ou un programme Java.

Explication : la remise est trouvée et copiée une fois par la couche de lecture
(``yum.correction.lecture.remises`` : l'archive de Moodle, les zips dans des
zips, sans lien, dans les limites). Dans la copie, on cherche le paquet Python
qui porte les modules de l'énoncé (``regles.py``, ``des.py``, ``saisie.py``)
ou, à défaut, des sources Java (``lecture/java.py`` : la classe principale
hors des tests, et sa racine de sources), ou enfin un programme Python sans
ces modules (un script « yum.py » seul : joué en console). Un dépôt qui porte
deux copies du projet est corrigé sur celle qui a le paquet de l'énoncé ou la
classe principale choisie ; l'autre est dite et mise de côté (ni jouée, ni
dans la fiche de qualité, ni dans la similarité).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import ast
import re
import sys
from collections import Counter

from yum.correction.lecture import java
from yum.correction.lecture.noms import lisible
from yum.correction.lecture.remises import DOSSIERS_IGNORES
from yum.correction.lecture.sources import analyser_python

# Les modules de l'API imposée : le dossier qui en a le plus est le paquet de l'équipe.
MODULES_DE_L_ENONCE = ("regles.py", "des.py", "saisie.py")
# Un dossier qui porte au moins ce nombre de modules de l'énoncé est une copie du paquet.
MODULES_D_UNE_COPIE = 2
# Combien de sortes de fichiers nommer dans la phrase d'une remise sans rien à corriger.
SORTES_CITEES = 4
# Les noms sous lesquels le dossier d'une équipe n'est jamais renommé : les paquets de ce projet, que la
# boîte garde de l'équipe (``nom_importe``).
NOMS_RESERVES = frozenset({"yum", "solitaire", "dix_mille"})
# La version de Python dont les f-strings acceptent les mêmes guillemets dans leurs accolades (PEP 701).
PYTHON_DES_F_STRINGS_LIBRES = (3, 12)
# Les archives que le correcteur n'ouvre pas (il n'ouvre que les .zip) : une remise qui en porte le dit.
ARCHIVES_NON_LUES = (".7z", ".rar", ".tar", ".gz", ".tgz", ".bz2", ".xz", ".jar")
# Le module qui lance un paquet Python (``python -m paquet``).
MODULE_PRINCIPAL = "__main__.py"
# Le bloc qui fait d'un module un programme (« if __name__ == "__main__": », « if(__name__ ==
# '__main__'): », « if "__main__" == __name__: »).
BLOC_PRINCIPAL = re.compile(r"""^if\s*\(?\s*(?:__name__\s*==\s*(['"])__main__\1"""
                            r"""|(['"])__main__\2\s*==\s*__name__)\s*\)?\s*:""", re.MULTILINE)
# Les noms d'un script principal, du plus sûr au moins sûr, quand plusieurs modules ont ce bloc ou aucun.
NOMS_DE_SCRIPT_PRINCIPAL = ("main.py", "principal.py", "programme.py", "jeu.py", "jeu_yum.py", "yum.py")
# Un module de tests (« test_regles.py », « tests.py », « regles_test.py », « conftest.py », un essai à la
# main « tester_saisie.py ») n'est jamais le programme, ni un module d'un dossier de tests, ni celui d'un
# environnement virtuel.
MOTIF_DE_TEST = re.compile(r"^(?i:tests?|tester|conftest|setup)(_.*)?\.py$|(?i:_tests?)\.py$"
                           r"|^[Tt]ests?[A-Z0-9].*\.py$|[a-z0-9]Tests?\.py$")
# Un brouillon (« brouillon.py », « essai_des.py », « brouillons/ ») : jamais le programme devant un autre.
MOTIF_DE_BROUILLON = re.compile(r"brouillon|essai|draft|scratch", re.IGNORECASE)
# Ce qui lit l'entrée : un programme de Yum pose des questions (« input() », ou « sys.stdin »).
LECTURE_DE_L_ENTREE = re.compile(r"\binput\s*\(|\bstdin\b")
DOSSIERS_SANS_PROGRAMME = re.compile(r"^(tests?|env|virtualenv|site-packages|lib)$", re.IGNORECASE)

# Ce qu'importe un import relatif : « from .regles import … » (regles), « from . import regles, des ».
IMPORT_RELATIF_NOMME = re.compile(r"^[^\S\n]*from\s+\.(?:(\w+)\s+import|\s+import\s+([\w, ]+))", re.MULTILINE)
# Ce que nomme un import absolu : « from regles import … », « from regles.noms import … » (regles), ou la
# liste d'« import random, regles as r, des.dessin » (random, regles, des).
IMPORT_PAR_LE_NOM = re.compile(r"^[ \t]*(?:from[ \t]+(\w+)[\w.]*[ \t]+import|import[ \t]+([\w., \t]+))",
                               re.MULTILINE)
# Le premier nom de chaque élément de cette liste (« des.dessin » : des ; « regles as r » : regles).
PREMIER_NOM_DE_CHAQUE_IMPORT = re.compile(r"(?:^|,)\s*(\w+)")
# Le chemin du module qu'importe une ligne (« from src.yum.regles import … », « import yum.regles »).
CHEMIN_D_IMPORT = re.compile(r"^[ \t]*(?:from|import)[ \t]+([\w.]+)", re.MULTILINE)

def fichiers(dossier, motif):
    """Retourne les fichiers de ``dossier`` qui suivent ``motif``, hors des dossiers joints par erreur."""
    return sorted(chemin for chemin in dossier.rglob(motif) if chemin.is_file()
                  and not DOSSIERS_IGNORES.intersection(chemin.relative_to(dossier).parts))


def paquets_candidats(copie):
    """Retourne {dossier : nombre de modules de l'énoncé qu'il porte} des dossiers de ``copie``."""
    candidats = {}
    for module in MODULES_DE_L_ENONCE:
        for chemin in fichiers(copie, module):
            candidats[chemin.parent] = candidats.get(chemin.parent, 0) + 1
    return candidats


def trouver_le_paquet(copie):
    """Retourne le dossier du paquet Python de l'équipe (qui a le plus de modules de l'énoncé), ou None.

    À égalité, celui hors d'un dossier de tests, puis hors d'une copie de sauvegarde (« TP1 - Copie »), puis
    le moins profond, puis celui de la plus haute version (« TP1_v2 » avant « TP1_v1 »), puis le premier
    par ordre des chemins.
    """
    candidats = paquets_candidats(copie)
    if not candidats:
        return None
    commun = java.dossiers_communs([dossier / "x" for dossier in candidats], copie)

    def ordre(dossier):
        parties = dossier.relative_to(copie).parts
        dans_une_copie = any(java.MOTIF_DE_COPIE.search(partie) for partie in parties[commun:])
        # Des copies des modules dans « tests/ » (pour que les tests les importent) : jamais le paquet
        # devant le vrai (relecture du 28 novembre, le soir : 18,36/40 au lieu de 40).
        dans_les_tests = any(DOSSIERS_SANS_PROGRAMME.match(partie) for partie in parties[commun:])
        return (-candidats[dossier], dans_les_tests, dans_une_copie, len(parties),
                java.cle_des_versions(parties), str(dossier))

    return min(candidats, key=ordre)


def texte_brut(chemin):
    """Retourne le texte de ``chemin`` lu en latin-1 : tout fichier se lit, quel que soit son encodage, et
    ce que l'on y cherche (le bloc ``__main__``, les imports) est en ASCII."""
    return chemin.read_bytes().decode("latin-1")


def a_le_bloc_principal(module):
    """Retourne vrai si ``module`` a le bloc ``if __name__ == "__main__":`` (``BLOC_PRINCIPAL``)."""
    return bool(BLOC_PRINCIPAL.search(texte_brut(module)))


def importes_par_le_nom(texte):
    """Retourne les noms des modules que le code ``texte`` importe par leur nom (« import random, regles as
    r » : random, regles ; « from regles.noms import NB » : regles)."""
    return {nom for noms in IMPORT_PAR_LE_NOM.findall(texte)
            for liste in noms for nom in PREMIER_NOM_DE_CHAQUE_IMPORT.findall(liste)}


def importes_en_relatif(texte):
    """Retourne les noms que le code ``texte`` importe en relatif (« from .regles import x », « from . import
    regles, des »)."""
    return {nom for ligne in IMPORT_RELATIF_NOMME.findall(texte)
            for nom in re.findall(r"\w+", " ".join(ligne))}


def a_un_module_principal(dossier):
    """Retourne vrai si ``dossier`` a un ``__main__.py`` qui fait quelque chose : vide, ou fait seulement
    d'une docstring et de commentaires (un reste de modèle), il ne lance rien, et le script principal d'à
    côté (« main.py ») est le programme (relecture du 28 novembre, la nuit, P10 : « python -m TP1 » ne
    faisait rien, 19,02/40). Un ``__main__.py`` qui ne se lit pas compte : son erreur se montrera."""
    principal = dossier / MODULE_PRINCIPAL
    if not principal.is_file():
        return False
    arbre, _ = analyser_python(texte_brut(principal))
    return arbre is None or any(not (isinstance(instruction, ast.Expr)
                                     and isinstance(instruction.value, ast.Constant))
                                for instruction in arbre.body)


def script_principal(paquet):
    """Retourne le module qui lance le jeu d'un paquet sans ``__main__.py`` (« python main.py »), ou None s'il
    en a un, ou si rien ne convient.

    Parmi ses candidats (``candidats_au_programme`` : hors des modules de l'énoncé et des tests, ceux qui
    lisent l'entrée et que nul n'importe, s'il y en a, les brouillons en dernier) : le premier nommé comme
    un script principal (``NOMS_DE_SCRIPT_PRINCIPAL``, en majuscules ou non), qu'il ait ou non le bloc
    ``if __name__ == "__main__":`` ; sinon le seul qui a ce bloc ; sinon, le seul module que nul n'importe
    (``module_que_nul_n_importe`` : un programme qui appelle ``main()`` à la fin, seul ou avec ses
    modules). Des essais au bas de ``regles.py`` ou d'``affichage.py`` ne font donc pas d'eux le
    programme, devant un ``main.py``.
    """
    if a_un_module_principal(paquet):
        return None
    modules = candidats_au_programme(paquet)
    noms = {module.name.lower(): module for module in modules}
    nomme = next((noms[nom] for nom in NOMS_DE_SCRIPT_PRINCIPAL if nom in noms), None)
    if nomme is not None:
        return nomme
    avec_le_bloc = [module for module in modules if a_le_bloc_principal(module)]
    if len(avec_le_bloc) == 1:
        return avec_le_bloc[0]
    if avec_le_bloc:
        return None
    return module_que_nul_n_importe(paquet, modules)


def candidats_au_programme(paquet):
    """Retourne les modules de ``paquet`` qui peuvent être son programme, du plus sûr au moins sûr : hors des
    modules de l'énoncé, de ``__init__.py`` et des tests ; seulement ceux qui lisent l'entrée
    (``lit_l_entree``), s'il y en a ; seulement ceux qu'aucun voisin n'importe, s'il y en a (un module
    importé est une bibliothèque : un ``affichage.py`` à l'essai sous son bloc ``__main__``) ; sans les
    brouillons, s'il reste autre chose.

    Relecture du 28 novembre : le ``main.py`` d'exemple de PyCharm (« print_hi ») passait devant le jeu,
    un ``affichage.py`` à l'essai devant le lanceur, un ``brouillon.py`` empêchait tout choix."""
    modules = [module for module in sorted(paquet.glob("*.py")) if module.is_file()
               and module.name not in (*MODULES_DE_L_ENONCE, "__init__.py")
               and not MOTIF_DE_TEST.search(module.name)]
    # Chaque filtre garde ce qui le passe, s'il en reste ; sinon la liste d'avant.
    for filtre in (lambda modules: [module for module in modules if lit_l_entree(module)],
                   lambda modules: non_importes(paquet, modules),
                   lambda modules: [module for module in modules
                                    if not MOTIF_DE_BROUILLON.search(module.stem)]):
        modules = filtre(modules) or modules
    return modules


def non_importes(paquet, modules):
    """Retourne ceux des ``modules`` de ``paquet`` qu'aucun module du dossier n'importe ; si tous le sont (un
    cycle), ceux qu'aucun n'importe hors d'une fonction.

    Un import dans une fonction (« def titre(): import partie ») ne sert qu'à l'appel : c'est ainsi qu'un
    module rompt un cycle avec le programme qui l'importe. Compté comme les autres, il ne laissait aucun
    module libre, et aucun programme n'était trouvé (relecture du 28 novembre, W Cycle : 0 en console).
    """
    for hors_des_fonctions in (False, True):
        importes = set().union(*voisins_importes(paquet, hors_des_fonctions).values())
        libres = [module for module in modules if module.stem not in importes]
        if libres:
            return libres
    return []


def voisins_importes(dossier, hors_des_fonctions=False):
    """Retourne {module : noms des voisins qu'il importe} des modules de ``dossier`` (un voisin : un module
    ou un paquet du même dossier) ; seulement ceux qu'il importe hors d'une fonction si
    ``hors_des_fonctions`` (``importes_hors_des_fonctions``)."""
    tous = [module for module in sorted(dossier.glob("*.py")) if module.is_file()]
    voisins = {module.stem for module in tous} | {sous.name for sous in dossier.iterdir() if sous.is_dir()}
    importes = {}
    for module in tous:
        texte = texte_brut(module)
        noms = importes_par_le_nom(texte) | importes_en_relatif(texte)
        if hors_des_fonctions:
            noms = importes_hors_des_fonctions(texte, noms)
        importes[module] = noms & (voisins - {module.stem})
    return importes


def importes_hors_des_fonctions(texte, noms):
    """Retourne ceux des ``noms`` que le code ``texte`` importe hors du corps d'une fonction (au niveau du
    module, sous un ``if`` ou un ``try`` compris) ; ``noms`` tels quels si le code ne s'analyse pas.

    Le code de l'équipe est analysé (``ast.parse``), jamais exécuté.
    """
    arbre, _ = analyser_python(texte)
    if arbre is None:
        return noms
    trouves, a_voir = set(), list(arbre.body)
    while a_voir:
        noeud = a_voir.pop()
        if isinstance(noeud, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        if isinstance(noeud, ast.Import):
            trouves |= {alias.name.split(".")[0] for alias in noeud.names}
        elif isinstance(noeud, ast.ImportFrom):
            if noeud.module:
                trouves.add(noeud.module.split(".")[0])
            if noeud.level:
                trouves |= {alias.name for alias in noeud.names}
        else:
            a_voir.extend(ast.iter_child_nodes(noeud))
    return noms & trouves


def lit_l_entree(module):
    """Retourne vrai si ``module`` lit l'entrée (``LECTURE_DE_L_ENTREE``), lui-même ou par les voisins qu'il
    importe, de proche en proche (un module de son dossier, ou un paquet : l'un de ses modules)."""
    dossier, vus, a_lire = module.parent, set(), [module]
    while a_lire:
        courant = a_lire.pop()
        if courant in vus:
            continue
        vus.add(courant)
        if courant.is_dir():
            if any(LECTURE_DE_L_ENTREE.search(texte_brut(sous)) for sous in sorted(courant.glob("*.py"))
                   if sous.is_file()):
                return True
            continue
        texte = texte_brut(courant)
        if LECTURE_DE_L_ENTREE.search(texte):
            return True
        for nom in importes_par_le_nom(texte) | importes_en_relatif(texte):
            a_lire += [voisin for voisin in (dossier / f"{nom}.py", dossier / nom)
                       if voisin.is_file() or voisin.is_dir()]
    return False


def module_que_nul_n_importe(paquet, modules):
    """Retourne, parmi les ``modules`` de ``paquet`` (aucun n'a le bloc ``__main__``), le seul qu'aucun
    module du dossier n'importe, s'il importe lui-même un voisin (« jouer.py » qui appelle ``main()`` à la
    fin et importe « outils » et « regles ») ou s'il est le seul module d'un dossier sans module de
    l'énoncé ; sinon None (deux modules que nul n'importe : lequel est le programme, rien ne le dit)."""
    libres = non_importes(paquet, modules)
    if len(libres) != 1:
        return None
    (libre,) = libres
    seul = modules == [libre] and not any((paquet / module).is_file() for module in MODULES_DE_L_ENONCE)
    return libre if seul or voisins_importes(paquet)[libre] else None


def script_du_paquet(paquet, copie):
    """Retourne le script principal qui lance le paquet ``paquet`` s'il n'a pas de ``__main__.py`` : le sien
    (``script_principal``), sinon celui du dossier qui le contient, dans ``copie`` (« main.py » à côté du
    dossier « yum/ », qui fait « from yum import regles ») ; None s'il a un ``__main__.py`` ou si rien ne
    convient."""
    if a_un_module_principal(paquet):
        return None
    script = script_principal(paquet)
    if copie in paquet.parents and (script is None or not lit_l_entree(script)):
        # Un script du paquet qui ne lit rien (un essai d'« affichage.py ») ne passe pas devant celui qui
        # le lance d'à côté et pose les questions.
        voisin = lanceur_au_dessus(paquet, copie)
        if voisin is not None and (script is None or lit_l_entree(voisin)):
            script = voisin
    return script


def lanceur_au_dessus(paquet, copie):
    """Retourne le lanceur de ``paquet`` au-dessus de lui dans ``copie`` : le script principal du dossier qui
    le contient ; sinon, là ou plus haut, un ``__main__.py`` ou un script principal qui importe le paquet par
    son nom (``importe_le_paquet``) ; None s'il n'y en a pas.

    Relecture du 28 novembre, la nuit : « TP1/__main__.py » (« from yum.regles import … », lancé par
    « python TP1 ») au-dessus de « TP1/yum/ », ou le « main.py » d'un projet de PyCharm (« from
    src.yum.regles import … ») deux dossiers au-dessus : le correcteur lançait « -m yum », qui n'a pas de
    __main__.py ; la console valait 0, 19,02/40.
    """
    voisin = script_principal(paquet.parent)
    if voisin is not None:
        return voisin
    for dossier in (paquet.parent, *paquet.parent.parents):
        if dossier != copie and copie not in dossier.parents:
            return None
        script = dossier / MODULE_PRINCIPAL if a_un_module_principal(dossier) else script_principal(dossier)
        if script is not None and importe_le_paquet(script, paquet):
            return script
    return None


def importe_le_paquet(script, paquet):
    """Retourne vrai si ``script`` importe ``paquet`` par son nom, en tête d'un chemin ou dans lui
    (« import yum », « from yum.regles import … », « from src.yum import regles »)."""
    return any(paquet.name in chemin.split(".")
               for chemin in CHEMIN_D_IMPORT.findall(texte_brut(script)))


def point_d_entree_sur(dossier):
    """Retourne vrai si ``dossier`` dit lui-même par où il se lance : un ``__main__.py``, ou un script
    principal nommé ou au bloc ``__main__`` (pas seulement son seul module)."""
    if a_un_module_principal(dossier):
        return True
    script = script_principal(dossier)
    return script is not None and (script.name.lower() in NOMS_DE_SCRIPT_PRINCIPAL
                                   or a_le_bloc_principal(script))


def programmes_python(copie):
    """Retourne les dossiers de ``copie`` qui portent un programme Python (un ``__main__.py`` ou un script
    principal), hors des dossiers de tests et des environnements virtuels, le plus sûr d'abord : hors d'une
    copie de sauvegarde (« Ancienne version », « TP1 - Copie ») ou d'un dossier de brouillons, qui lit
    l'entrée (``lit_l_entree``), avec un point d'entrée dit (``point_d_entree_sur``), le moins profond, la
    plus haute version, puis par ordre des chemins."""
    dossiers = {chemin.parent for chemin in fichiers(copie, "*.py")
                if not any(DOSSIERS_SANS_PROGRAMME.match(partie)
                           for partie in chemin.parent.relative_to(copie).parts)}
    programmes = [dossier for dossier in dossiers
                  if a_un_module_principal(dossier) or script_principal(dossier) is not None]

    def ordre(dossier):
        parties = dossier.relative_to(copie).parts
        sauvegarde = any(java.MOTIF_DE_COPIE.search(partie) or MOTIF_DE_BROUILLON.search(partie)
                         for partie in parties)
        principal = dossier / MODULE_PRINCIPAL
        script = principal if a_un_module_principal(dossier) else script_principal(dossier)
        return (sauvegarde, not lit_l_entree(script), not point_d_entree_sur(dossier), len(parties),
                java.cle_des_versions(parties), str(dossier))

    return sorted(programmes, key=ordre)


def copies_ecartees(copie, choisi, autres):
    """Retourne les chemins relatifs (lisibles) des ``autres`` dossiers, hors de ``choisi`` et des siens."""
    ecartees = {autre for autre in autres if autre != choisi and choisi not in autre.parents
                and autre not in choisi.parents}
    return sorted(lisible(autre.relative_to(copie).as_posix()) for autre in ecartees)


def trouver_le_programme(remise):
    """Remplit ``remise`` d'après sa copie : son langage, son paquet Python ou le dossier de son programme
    Java, les autres copies du projet mises de côté. Modifie ``remise`` ; ne retourne rien (sans rien à
    corriger, ``remise.probleme`` dit en une phrase ce qu'elle contient)."""
    copie = remise.copie
    candidats = paquets_candidats(copie)
    paquet = trouver_le_paquet(copie)
    if paquet is not None:
        renomme = nom_que_ses_imports_attendent(remise, nom_de_module_sur(remise, paquet))
        if renomme != paquet:
            paquet, candidats = renomme, paquets_candidats(copie)
        remise.langage, remise.paquet, remise.programme = "Python", paquet, paquet
        copies = [dossier for dossier, nombre in candidats.items() if nombre >= MODULES_D_UNE_COPIE]
        remise.ecartees = copies_ecartees(copie, paquet, copies)
    elif fichiers(copie, "*.java"):
        remise.langage = "Java"
        principales = java.classes_principales(copie, fichiers(copie, "*.java"))
        remise.programme = principales[0].racine if principales else copie
        remise.ecartees = copies_ecartees(copie, remise.programme,
                                          [principale.racine for principale in principales[1:]])
    elif programmes := programmes_python(copie):
        # Un programme sans l'API imposée : il est joué en console ; les tests de l'API échouent, faute
        # de ses modules, chacun avec sa raison (comme ceux d'un paquet à qui il en manque un).
        programme = nom_de_module_sur(remise, programmes[0])
        if programme != programmes[0]:
            programmes = [programme, *(autre for autre in programmes_python(copie) if autre != programme)]
        remise.langage, remise.paquet, remise.programme = "Python", programme, programme
        remise.ecartees = copies_ecartees(copie, programme, programmes[1:])
        remise.notes.append("la remise n'a aucun module de l'énoncé (regles.py, des.py, saisie.py) : son"
                            " programme est joué en console, et les tests de l'API ne trouvent pas leurs"
                            " fonctions")
    else:
        remise.probleme = rien_a_corriger(copie)
    if remise.langage == "Python":
        remise.notes += syntaxe_d_un_python_plus_recent(remise.paquet)
    non_lues = archives_non_lues(copie)
    if non_lues and remise.probleme:
        remise.probleme += f" ; {non_lues}"
    elif non_lues:
        remise.notes.append(non_lues)
    for ecartee in remise.ecartees:
        remise.notes.append(f"une autre copie du projet, {ecartee}, est mise de côté : seule"
                            f" {lisible(remise.programme.relative_to(copie).as_posix())} est corrigée")


def nom_de_module_sur(remise, dossier):
    """Retourne le dossier du paquet ``dossier`` (dans la copie de ``remise``), renommé dans la copie si son
    nom porte un point (« Yum v1.0 », « TP1.2 ») : Python lirait « Yum v1 », puis son module « 0 », et le
    paquet ne s'importerait pas (relecture du 28 novembre : 0/40, tout non notable). Le point devient « _ »
    et le retour le dit ; la remise elle-même n'est jamais touchée. Modifie ``remise.notes`` et
    ``remise.renommages``."""
    if "." not in dossier.name or dossier == remise.copie:
        return dossier
    nom = dossier.name.replace(".", "_")
    while (dossier.parent / nom).exists():
        nom += "_"
    return renommer_dans_la_copie(remise, dossier, nom, "un nom de module Python ne peut pas porter de point")


def nom_que_ses_imports_attendent(remise, dossier):
    """Retourne le dossier du paquet ``dossier``, renommé dans la copie de ``remise`` sous le nom par lequel
    ses modules l'importent, s'il n'est pas le sien (``nom_importe``) et que rien d'autre ne le porte à côté
    de lui. Modifie ``remise.notes`` et ``remise.renommages``.

    Relecture du 28 novembre, la nuit (E13) : le contenu du projet « TP1 » de PyCharm (« from TP1.regles
    import … ») zippé sous le nom de l'équipe ; le dossier prenait le nom de l'archive, « TP1 » ne
    s'importait pas : console 0, 19,02/40.
    """
    nom = nom_importe(dossier)
    if nom is None or dossier == remise.copie or (dossier.parent / nom).exists():
        return dossier
    return renommer_dans_la_copie(remise, dossier, nom, f"ses modules l'importent sous ce nom (« from"
                                                         f" {nom}. … import »)")


def nom_importe(dossier):
    """Retourne le seul nom, autre que le sien, sous lequel les modules de ``dossier`` importent l'un des
    leurs (« from TP1.regles import … », « import TP1.des ») ; None s'il n'y en a aucun, ou plusieurs, ou si
    c'est un nom réservé (``NOMS_RESERVES``, la bibliothèque standard).

    Jamais « yum » : une équipe qui fait « from yum.regles import * » sans code à elle emprunte la référence
    installée ; renommé « yum », son dossier se serait importé lui-même, et la tentative, bloquée par la
    boîte, n'aurait plus été nommée dans son retour (la CI : test_classe_hostile, Ugo Emprunteur).
    """
    modules = {chemin.stem for chemin in dossier.glob("*.py")}
    noms = {parties[0] for chemin in dossier.glob("*.py")
            for parties in (importe.split(".") for importe in CHEMIN_D_IMPORT.findall(texte_brut(chemin)))
            if len(parties) >= 2 and parties[1] in modules and parties[0] != dossier.name
            and parties[0].isidentifier()}
    nom = noms.pop() if len(noms) == 1 else None
    return None if nom in NOMS_RESERVES or nom in sys.stdlib_module_names else nom


def renommer_dans_la_copie(remise, dossier, nom, raison):
    """Renomme ``dossier`` en ``nom`` dans la copie de ``remise`` (jamais dans la remise), le dit dans ses
    notes et ses renommages pour la ``raison`` ; retourne le dossier renommé."""
    renomme = dossier.rename(dossier.parent / nom)
    remise.renommages.append(f"le dossier « {lisible(dossier.name)} » est corrigé sous le nom"
                             f" « {lisible(nom)} » : {raison}")
    remise.notes.append(remise.renommages[-1])
    return renomme


def syntaxe_d_un_python_plus_recent(dossier):
    """Retourne les remarques des modules de ``dossier`` qui ne se compilent pas sous le Python du correcteur
    à cause d'une f-string que Python 3.12 accepte (les mêmes guillemets dans les accolades : PEP 701), si
    le correcteur tourne sous un Python plus ancien ; [] sinon. Le code est analysé, jamais exécuté.

    Relecture du 28 novembre, la nuit (P46) : la SyntaxError était citée, mais rien ne disait qu'elle venait
    de la version de Python ; une personne peut corriger la remise sous Python 3.12.
    """
    if sys.version_info >= PYTHON_DES_F_STRINGS_LIBRES:
        return []
    remarques = []
    version = ".".join(map(str, PYTHON_DES_F_STRINGS_LIBRES))
    for module in sorted(dossier.glob("*.py")):
        _, erreur = analyser_python(texte_brut(module))
        if isinstance(erreur, SyntaxError) and str(erreur.msg).startswith("f-string"):
            remarques.append(f"{lisible(module.name)}, ligne {erreur.lineno} : une f-string que Python"
                             f" {version} accepte, et non le Python {sys.version_info.major}."
                             f"{sys.version_info.minor} du correcteur (SyntaxError : {erreur.msg}) : à"
                             f" corriger à la main sous Python {version}")
    return remarques


def archives_non_lues(copie):
    """Retourne la phrase qui nomme les archives de ``copie`` que le correcteur n'ouvre pas (7z, rar, tar.gz,
    jar : ``ARCHIVES_NON_LUES``), ou « » s'il n'y en a aucune.

    Relecture du 28 novembre, la nuit (A5, A6, A7, J36) : « 1 fichier 7Z » ne disait pas qu'elle n'avait pas
    été ouverte ; un .rar à côté d'un .zip était mis de côté sans un mot, même s'il portait la version finale.
    """
    archives = [chemin for chemin in fichiers(copie, "*") if chemin.suffix.lower() in ARCHIVES_NON_LUES]
    if not archives:
        return ""
    noms = ", ".join(lisible(chemin.relative_to(copie).as_posix()) for chemin in archives)
    quoi = "des archives" if len(archives) > 1 else "une archive"
    return (f"{quoi} que le correcteur n'ouvre pas ({noms}) : il ne lit que les .zip ; ce qu'elle contient"
            " n'est pas corrigé, une personne doit la regarder")


def rien_a_corriger(copie):
    """Retourne la phrase d'une remise sans paquet Python ni Java : ce qu'elle contient."""
    tous = [chemin for chemin in fichiers(copie, "*")]
    if not tous:
        return "la remise n'a ni paquet Python (regles.py, des.py, saisie.py) ni sources Java : elle est vide"
    sortes = Counter(chemin.suffix.lower().lstrip(".").upper() or "sans extension" for chemin in tous)
    dits = [f"{nombre} fichier{'s' if nombre > 1 else ''} {sorte}"
            for sorte, nombre in sortes.most_common(SORTES_CITEES)]
    autres = sum(sortes.values()) - sum(nombre for _, nombre in sortes.most_common(SORTES_CITEES))
    if autres:
        dits.append(f"{autres} autre{'s' if autres > 1 else ''}")
    exemples = ", ".join(lisible(chemin.name) for chemin in tous[:3])
    return ("la remise n'a ni paquet Python (regles.py, des.py, saisie.py) ni sources Java : elle contient "
            + ", ".join(dits) + f" ({exemples}{', …' if len(tous) > 3 else ''})")
