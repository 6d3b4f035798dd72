"""Les outils dont le correcteur a besoin (pytest, javac, java…) : les chercher avant de rien noter.

Explication : un outil qui manque ne doit jamais baisser une note en silence
(sans pytest, l'API d'un paquet ne serait pas jouée ; sans javac, un
programme Java ne se compilerait pas). Les commandes ``classe`` et
``programme`` les cherchent avant de commencer et, s'il en manque un,
s'arrêtent avec un message qui le nomme, avant d'écrire la moindre note.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import importlib.util
import os
import shlex
import shutil
import sys
import zipfile
from pathlib import Path

# Les modules Python qui jouent les vérifications de l'API d'un paquet, et ce qui les installe.
MODULES_DE_L_API = ("pytest", "hypothesis")
# Les programmes qui compilent et lancent une remise Java.
PROGRAMMES_JAVA = ("javac", "java")
# Ce qui installe les outils qui manquent, dit à la personne qui corrige.
INSTALLATION_PYTHON = 'python -m pip install "des-inf111[correction]"'
INSTALLATION_JAVA = "un JDK 17 ou plus (par exemple : apt install openjdk-17-jdk-headless)"
# Les mots d'une commande qui précèdent le programme lancé (« env VAR=valeur programme … »).
LANCEURS = ("env", "nice", "exec")


def modules_manquants(modules=MODULES_DE_L_API):
    """Retourne ceux des ``modules`` Python que cet interpréteur ne peut pas importer."""
    return [module for module in modules if importlib.util.find_spec(module) is None]


def programmes_manquants(programmes=PROGRAMMES_JAVA):
    """Retourne ceux des ``programmes`` introuvables dans le PATH."""
    return [programme for programme in programmes if shutil.which(programme) is None]


def programme_de_la_commande(commande):
    """Retourne le programme que lance ``commande`` (après ``env VAR=…``), ou None si elle ne se lit pas."""
    try:
        mots = shlex.split(commande)
    except ValueError:
        return None
    while mots and (mots[0] in LANCEURS or ("=" in mots[0] and not mots[0].startswith("="))):
        mots.pop(0)
    return mots[0] if mots else None


def programme_introuvable(commande, dossier):
    """Retourne le programme de ``commande`` s'il est introuvable (ni dans le PATH, ni sous ``dossier``).

    Retourne None s'il se trouve, ou si la commande ne se lit pas (le
    correcteur le dira alors test par test).
    """
    programme = programme_de_la_commande(commande)
    if programme is None:
        return None
    if os.sep in programme:
        chemin = programme if os.path.isabs(programme) else os.path.join(dossier, programme)
        return None if os.access(chemin, os.X_OK) else programme
    return None if shutil.which(programme) else programme


def contient_du_java(remise):
    """Retourne vrai si la remise (un dossier ou une archive zip, archives comprises) a une source Java."""
    if remise.is_file():
        return archive_avec_du_java(remise)
    for racine, _, noms in os.walk(remise):
        for nom in noms:
            chemin = Path(racine) / nom
            if chemin.is_symlink():
                continue
            if chemin.suffix == ".java" or (chemin.suffix.lower() == ".zip" and archive_avec_du_java(chemin)):
                return True
    return False


def archive_avec_du_java(archive):
    """Retourne vrai si l'archive zip ``archive`` nomme une source Java (faux si elle ne se lit pas)."""
    try:
        with zipfile.ZipFile(archive) as zip_:
            return any(nom.endswith(".java") for nom in zip_.namelist())
    except (zipfile.BadZipFile, OSError, EOFError):
        return False


def enumeration(noms):
    """Retourne les ``noms`` en une énumération française : « a », « a et b », « a, b et c ».

    >>> enumeration(["javac", "java"])
    'javac et java'
    """
    return noms[0] if len(noms) == 1 else ", ".join(noms[:-1]) + " et " + noms[-1]


def introuvables(noms):
    """Retourne « pytest introuvable » ou « javac et java introuvables », accordé."""
    return f"{enumeration(noms)} introuvable{'s' if len(noms) > 1 else ''}"


def outils_manquants_pour(remises):
    """Retourne les messages des outils qui manquent pour corriger ``remises`` (chemins), ou une liste vide.

    pytest et hypothesis sont toujours demandés ; javac et java, seulement si
    une remise a des sources Java.
    """
    messages = []
    modules = modules_manquants()
    if modules:
        messages.append(f"{introuvables(modules)} pour {sys.executable} :"
                        f" sans eux, l'API des paquets Python ne serait pas corrigée ; installez-les"
                        f" ({INSTALLATION_PYTHON})")
    if any(contient_du_java(remise) for remise in remises):
        programmes = programmes_manquants()
        if programmes:
            messages.append(f"{introuvables(programmes)} dans le PATH : sans eux, les remises"
                            f" Java ne seraient ni compilées ni jouées ; installez {INSTALLATION_JAVA}")
    return messages
