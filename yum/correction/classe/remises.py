"""Les remises d'une classe : les trouver, les copier, y reconnaître un paquet Python ou un programme Java.

Explication : Moodle (« Télécharger tous les travaux remis ») donne un dossier
par remise, nommé ``Nom Prénom_123456_assignsubmission_file_``, qui contient
les fichiers remis, souvent une archive zip ; ou bien les archives elles-mêmes.
Chaque remise est copiée (une archive, extraite) dans un dossier de travail :
le correcteur n'écrit jamais dans le dossier des remises. Dans la copie, on
cherche le paquet Python qui porte les modules de l'énoncé (``regles.py``,
``des.py``, ``saisie.py``) ou, à défaut, des sources Java, compilées comme
l'IDE de l'équipe les lance (``classe/java.py`` : la classe principale depuis
sa racine de sources, sans les tests ni l'autre copie du projet).

Auteurs : l'équipe du projet « Dés ».
Version : 1.1.0
"""

import re
import shlex
import shutil
import sys
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

from yum.correction.classe import java

# Les modules de l'API imposée : le dossier qui en a le plus est le paquet de l'équipe.
MODULES_DE_L_ENONCE = ("regles.py", "des.py", "saisie.py")
# Le suffixe que Moodle ajoute au dossier de chaque remise.
SUFFIXE_MOODLE = "_assignsubmission_file_"
# L'identifiant du participant dans le nom d'un dossier de Moodle (« Nom Prénom_123456_… »).
MOTIF_PARTICIPANT = re.compile(r"_(\d+)_assign")
# La taille maximale d'une remise une fois extraite, en octets (une bombe zip s'arrête là).
REMISE_MAXIMALE = 200 * 1024 ** 2
# Le nombre maximal de fichiers d'une remise extraite.
FICHIERS_MAXIMAL = 5000
# Les dossiers qu'une remise transporte sans le vouloir, jamais explorés.
DOSSIERS_IGNORES = {"__MACOSX", "__pycache__", ".git", ".idea", ".vscode", "venv", ".venv", "out", "bin"}


class RemiseIllisible(Exception):
    """La remise ne peut pas être corrigée du tout (archive abîmée, rien à corriger) : « non notable »."""


@dataclass
class Remise:
    """Une remise de la classe : son nom d'équipe, son chemin d'origine et ce qu'on y a trouvé."""

    equipe: str
    origine: Path
    participant: str = ""
    langage: str = ""
    paquet: Path = None
    commande: str = ""
    notes: list = field(default_factory=list)


def nom_d_equipe(chemin):
    """Retourne le nom de l'équipe d'après le dossier (ou l'archive) de sa remise, sans suffixe de Moodle."""
    nom = chemin.name[:-len(".zip")] if chemin.suffix.lower() == ".zip" and chemin.is_file() else chemin.name
    return nom[:-len(SUFFIXE_MOODLE)] if nom.endswith(SUFFIXE_MOODLE) else nom


def participant(chemin):
    """Retourne « Participant 123456 » (colonne Identifiant de Moodle) si le nom le porte, sinon « »."""
    trouve = MOTIF_PARTICIPANT.search(chemin.name)
    return f"Participant {trouve.group(1)}" if trouve else ""


def lister_les_remises(dossier):
    """Retourne les remises du dossier : chaque sous-dossier et chaque archive zip, dans l'ordre des noms."""
    remises = []
    for chemin in sorted(dossier.iterdir()):
        if chemin.name.startswith(".") or chemin.name in DOSSIERS_IGNORES:
            continue
        if chemin.is_dir() or chemin.suffix.lower() == ".zip":
            remises.append(Remise(nom_d_equipe(chemin), chemin, participant(chemin)))
    return remises


def extraire(archive, destination):
    """Extrait l'archive zip ``archive`` dans ``destination``, sans jamais écrire hors de ce dossier.

    Lève RemiseIllisible si ce n'est pas une archive zip lisible, ou si elle est trop grosse.
    """
    try:
        with zipfile.ZipFile(archive) as zip_:
            membres = zip_.infolist()
            taille = sum(membre.file_size for membre in membres)
            if taille > REMISE_MAXIMALE or len(membres) > FICHIERS_MAXIMAL:
                raise RemiseIllisible(f"l'archive {archive.name} est trop grosse pour un TP ({len(membres)}"
                                      f" fichiers, {taille // 1024 ** 2} Mio une fois extraite)")
            racine = destination.resolve()
            for membre in membres:
                cible = (destination / membre.filename).resolve()
                if racine != cible and racine not in cible.parents:
                    raise RemiseIllisible(f"l'archive {archive.name} veut écrire hors de son dossier"
                                          f" ({membre.filename})")
            zip_.extractall(destination)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, NotImplementedError) as erreur:
        raise RemiseIllisible(f"{archive.name} n'est pas une archive zip lisible ({erreur})") from None


def copier_la_remise(remise, destination):
    """Copie la remise dans ``destination`` (ses archives zip extraites sur place) ; retourne la copie."""
    destination.mkdir(parents=True)
    if remise.origine.is_file():
        extraire(remise.origine, destination)
    else:
        shutil.copytree(remise.origine, destination, dirs_exist_ok=True, symlinks=True)
        for archive in sorted(destination.rglob("*")):
            if archive.suffix.lower() == ".zip" and archive.is_file():
                extraire(archive, archive.with_name(archive.stem))
                archive.unlink()
    return destination


def fichiers(dossier, motif):
    """Retourne les fichiers de ``dossier`` qui suivent ``motif``, hors des dossiers joints par erreur."""
    return sorted(chemin for chemin in dossier.rglob(motif) if chemin.is_file()
                  and not DOSSIERS_IGNORES.intersection(chemin.relative_to(dossier).parts))


def trouver_le_paquet(copie):
    """Retourne le dossier du paquet Python de l'équipe (qui a le plus de modules de l'énoncé), ou None."""
    candidats = {}
    for module in MODULES_DE_L_ENONCE:
        for chemin in fichiers(copie, module):
            candidats[chemin.parent] = candidats.get(chemin.parent, 0) + 1
    if not candidats:
        return None
    # À égalité, le dossier le moins profond : une copie de sauvegarde plus bas ne passe pas devant.
    return max(candidats, key=lambda dossier: (candidats[dossier], -len(dossier.parts)))


def compiler_java(copie, classes):
    """Compile le programme Java de ``copie`` dans ``classes`` ; retourne sa ``Compilation`` (``java.py``).

    Lève RemiseIllisible si aucune classe n'a de main ou si rien ne se compile
    (avec les premières erreurs de javac), OutilIntrouvable si javac manque.
    """
    try:
        return java.compiler_java(copie, fichiers(copie, "*.java"), classes)
    except java.JavaNonCompilable as raison:
        raise RemiseIllisible(str(raison)) from None


def reconnaitre(remise, copie, classes):
    """Remplit ``remise`` : son langage, son paquet Python ou la commande de son programme Java.

    Lève RemiseIllisible si la remise n'a ni paquet Python de l'énoncé ni sources Java.
    """
    paquet = trouver_le_paquet(copie)
    if paquet is not None:
        remise.langage, remise.paquet = "Python", paquet
        remise.commande = f"{shlex.quote(sys.executable)} -m {paquet.name}"
        return remise
    if fichiers(copie, "*.java"):
        remise.langage = "Java"
        compilation = compiler_java(copie, classes)
        remise.commande, remise.notes = compilation.commande, list(compilation.remarques)
        return remise
    raise RemiseIllisible("la remise n'a ni paquet Python (regles.py, des.py, saisie.py) ni sources Java")
