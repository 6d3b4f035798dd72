"""Reconnaître une remise préparée : son paquet Python, ou son programme Java compilé.

Explication : la remise est trouvée et copiée une fois par la couche de lecture
(``yum.correction.lecture.remises``) et son programme y est trouvé
(``lecture.programme``) ; ici, le processus d'une équipe en fait une commande
à jouer : ``python -m paquet`` (ou son script principal, « main.py », s'il n'a pas
de ``__main__.py``), ou ``java …`` après la compilation de sa
classe principale depuis sa racine de sources (``classe/java.py``).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import os
import re
import shlex
import sys

from yum.correction.classe import java
from yum.correction.lecture.extraction import RemiseIllisible
from yum.correction.lecture.java import DOSSIER_DES_SOURCES
from yum.correction.lecture.noms import lisible
from yum.correction.lecture.programme import (
    MODULE_PRINCIPAL,
    fichiers,
    importes_en_relatif,
    importes_par_le_nom,
    script_du_paquet,
    texte_brut,
    trouver_le_paquet,
    trouver_le_programme,
)
from yum.correction.lecture.remises import Remise

__all__ = ["Remise", "RemiseIllisible", "arguments_du_programme_python", "compiler_java",
           "dossier_de_depart", "reconnaitre", "trouver_le_paquet"]

# Un import relatif (« from . import regles », « from .regles import … ») : le script ne se lance que comme
# un module de son paquet.
IMPORT_RELATIF = re.compile(r"^[^\S\n]*from\s+\.", re.MULTILINE)


def importe_ses_voisins_par_leur_nom(paquet):
    """Retourne vrai si un module de ``paquet`` importe un voisin par son seul nom (« from constantes import
    NB », « import des ») qu'aucun n'importe en relatif : le programme ne se lance alors qu'avec le dossier
    du paquet dans le chemin de Python (« python __main__.py » depuis son dossier). Un voisin importé des
    deux façons (« try: import regles / except ImportError: from . import regles ») ne compte pas : avec
    ce dossier, il en existerait deux exemplaires."""
    modules = [module for module in sorted(paquet.glob("*.py")) if module.is_file()]
    voisins = {module.stem for module in modules} | {dossier.name for dossier in paquet.iterdir()
                                                      if (dossier / "__init__.py").is_file()}
    textes = [texte_brut(module) for module in modules]
    par_le_nom = set().union(*(importes_par_le_nom(texte) for texte in textes))
    en_relatif = set().union(*(importes_en_relatif(texte) for texte in textes))
    return bool((par_le_nom & voisins) - en_relatif)


def chemin_python_du_programme(paquet, copie):
    """Retourne le chemin de Python (``PYTHONPATH``) du programme du paquet ``paquet`` (dans ``copie``) : le
    dossier qui le contient, puis le paquet lui-même s'il importe ses voisins par leur seul nom (sans quoi
    « python -m paquet » s'arrêtait aussitôt sur « No module named 'regles' ») ; jamais quand le programme
    est un script du paquet, que Python lance avec son dossier en tête, comme l'équipe le fait."""
    script = script_du_paquet(paquet, copie)
    ajoute = importe_ses_voisins_par_leur_nom(paquet) and (script is None or script.parent != paquet)
    return os.pathsep.join(str(chemin) for chemin in [paquet.parent, *([paquet] if ajoute else [])])


def arguments_du_programme_python(paquet, copie):
    """Retourne les arguments de Python qui lancent le programme du paquet ``paquet`` (dans ``copie``) :
    ``-m paquet`` s'il a un ``__main__.py`` (ou si rien d'autre ne convient) ; sinon son script principal
    (``script_du_paquet``), lancé comme un script (ses voisins importés par leur nom : « from regles
    import * »), ou comme un module du paquet s'il est dedans et les importe en relatif."""
    script = script_du_paquet(paquet, copie)
    if script is None:
        return f"-m {shlex.quote(paquet.name)}"
    if se_lance_en_module(paquet, script):
        return f"-m {shlex.quote(f'{paquet.name}.{script.stem}')}"
    return shlex.quote(str(script))


def se_lance_en_module(paquet, script):
    """Retourne vrai si le script principal ``script`` se lance comme un module de ``paquet`` (il y est, et
    importe ses voisins en relatif : « from .regles import … »)."""
    return script.parent == paquet and bool(IMPORT_RELATIF.search(texte_brut(script)))


def dossier_de_depart(remise):
    """Retourne le dossier d'où l'équipe lance son programme : celui de son script (« python main.py »),
    celui qui contient son paquet (« python -m paquet »), ou, en Java, son projet (le dossier qui contient
    ``src/``, comme Eclipse et IntelliJ le lancent). Un programme qui lit un fichier voisin (« aide.txt »,
    ses meilleurs scores) l'y trouve : lancé d'un dossier vide, il s'arrêtait sur FileNotFoundError
    (relecture du 28 novembre, le soir : console 0)."""
    if remise.langage == "Python":
        script = script_du_paquet(remise.paquet, remise.copie)
        if script is None or se_lance_en_module(remise.paquet, script):
            return remise.paquet.parent
        return script.parent
    racine = remise.programme
    return racine.parent if racine.name == DOSSIER_DES_SOURCES and racine != remise.copie else racine


def compiler_java(copie, classes):
    """Compile le programme Java de ``copie`` dans ``classes`` ; retourne sa ``Compilation`` (``java.py``).

    Lève RemiseIllisible si aucune classe n'a de main ou si rien ne se compile
    (avec les premières erreurs de javac), OutilIntrouvable si javac manque.
    """
    try:
        return java.compiler_java(copie, fichiers(copie, "*.java"), classes)
    except java.JavaNonCompilable as raison:
        raise RemiseIllisible(str(raison)) from None


def reconnaitre(remise, classes):
    """Remplit ``remise`` (copie préparée) : son langage, son paquet Python ou la commande de son programme
    Java, compilé dans ``classes``. Modifie ``remise`` et la retourne.

    Lève RemiseIllisible si la remise n'a ni paquet Python de l'énoncé ni sources Java, ou si son Java ne se
    compile pas.
    """
    if not remise.langage:
        trouver_le_programme(remise)
    if remise.probleme:
        raise RemiseIllisible(remise.probleme)
    if remise.langage == "Python":
        arguments = arguments_du_programme_python(remise.paquet, remise.copie)
        remise.commande = f"{shlex.quote(sys.executable)} {arguments}"
        script = script_du_paquet(remise.paquet, remise.copie)
        if script is not None:
            remise.notes.append(f"le paquet n'a pas de {MODULE_PRINCIPAL} : le programme joué en console est"
                                f" {lisible(script.relative_to(remise.copie).as_posix())}")
        return remise
    compilation = compiler_java(remise.copie, classes)
    remise.commande = compilation.commande
    remise.notes += list(compilation.remarques)
    return remise
