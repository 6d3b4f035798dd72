"""Les remises d'une classe : les trouver, les copier, y reconnaître un paquet Python ou un programme Java.

Explication : Moodle (« Télécharger tous les travaux remis ») donne une
archive zip : un dossier par remise, nommé
``Nom Prénom_123456_assignsubmission_file_``, qui contient les fichiers
remis, souvent une archive zip ; ou bien, sans dossiers, chaque fichier nommé
``Nom Prénom_123456_assignsubmission_file_regles.py`` (les fichiers d'une
même remise partagent le début de leur nom). ``preparer_les_remises`` lit
l'archive telle quelle, ou le dossier où on l'a extraite, ou le dossier d'une
seule équipe.
Chaque remise est copiée (une archive, extraite) dans un dossier de travail :
le correcteur n'écrit jamais dans le dossier des remises. Dans la copie, on
cherche le paquet Python qui porte les modules de l'énoncé (``regles.py``,
``des.py``, ``saisie.py``) ou, à défaut, des sources Java, compilées comme
l'IDE de l'équipe les lance (``classe/java.py`` : la classe principale depuis
sa racine de sources, sans les tests ni l'autre copie du projet).

Auteurs : l'équipe du projet « Dés ».
Version : 1.1.0
"""

import os
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
# Ce qui, dans un nom de Moodle, sépare l'équipe (« Nom Prénom_123456 ») du type de remise.
MARQUE_MOODLE = "_assignsubmission_"
# La taille maximale de l'archive d'une classe entière une fois extraite, en octets, et son nombre de
# fichiers (une classe de 200 équipes à 50 Mio chacune au plus).
CLASSE_MAXIMALE = 10 * 1024 ** 3
FICHIERS_DE_LA_CLASSE = 200_000
# Ce qui fait d'un dossier la remise d'une seule équipe : des sources, un dossier src, un fichier d'IDE.
SIGNES_D_UNE_REMISE = ("*.py", "*.java", "src", ".project", ".classpath", "*.iml", "pom.xml")
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
    return nom.partition(MARQUE_MOODLE)[0] if MARQUE_MOODLE in nom else nom


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
        # Un lien (unzip et git en laissent) : une remise qui le dira, jamais suivie.
        if chemin.is_symlink() or chemin.is_dir() or (chemin.suffix.lower() == ".zip"
                                                      and not fichier_nomme_par_moodle(chemin)):
            remises.append(Remise(nom_d_equipe(chemin), chemin, participant(chemin)))
    return remises


def extraire(archive, destination, taille_maximale=REMISE_MAXIMALE, fichiers_maximal=FICHIERS_MAXIMAL):
    """Extrait l'archive zip ``archive`` dans ``destination``, sans jamais écrire hors de ce dossier.

    Lève RemiseIllisible si ce n'est pas une archive zip lisible, ou si elle est trop grosse.
    """
    try:
        with zipfile.ZipFile(archive) as zip_:
            membres = zip_.infolist()
            taille = sum(membre.file_size for membre in membres)
            if taille > taille_maximale or len(membres) > fichiers_maximal:
                raise RemiseIllisible(f"l'archive {archive.name} est trop grosse ({len(membres)}"
                                      f" fichiers, {taille // 1024 ** 2} Mio une fois extraite)")
            racine = destination.resolve()
            for membre in membres:
                cible = (destination / membre.filename).resolve()
                if racine != cible and racine not in cible.parents:
                    raise RemiseIllisible(f"l'archive {archive.name} veut écrire hors de son dossier"
                                          f" ({membre.filename})")
            zip_.extractall(destination)
    except zipfile.BadZipFile:
        raise RemiseIllisible(f"{archive.name} n'est pas une archive zip lisible (fichier abîmé, ou"
                              " d'un autre format : rar, 7z, tar…)") from None
    except (zipfile.LargeZipFile, EOFError, NotImplementedError):
        raise RemiseIllisible(f"{archive.name} n'est pas une archive zip lisible (coupée, ou compressée"
                              " d'une façon que Python ne lit pas)") from None


def est_une_remise(dossier):
    """Retourne vrai si ``dossier`` est la remise d'une seule équipe, et non le dossier d'une classe.

    Un dossier au nom de Moodle, ou qui porte lui-même des sources, un ``src``
    ou un fichier d'IDE, est une remise ; un dossier dont les enfants portent
    des noms de Moodle est une classe.
    """
    if SUFFIXE_MOODLE in dossier.name:
        return True
    if any(MARQUE_MOODLE in enfant.name for enfant in dossier.iterdir()):
        return False
    return any(any(dossier.glob(signe)) for signe in SIGNES_D_UNE_REMISE)


def descendre(dossier):
    """Retourne le dossier utile : une archive extraite qui n'a qu'un dossier à sa racine y descend."""
    enfants = [enfant for enfant in dossier.iterdir() if not enfant.name.startswith(".")
               and enfant.name not in DOSSIERS_IGNORES]
    if len(enfants) == 1 and enfants[0].is_dir() and MARQUE_MOODLE not in enfants[0].name:
        return descendre(enfants[0])
    return dossier


def fichier_nomme_par_moodle(chemin):
    """Retourne vrai si ``chemin`` est un fichier que Moodle a nommé sans dossier (« …_file_regles.py »).

    « …_file_.zip » (rien entre le suffixe et l'extension) est l'archive de toute la remise, pas un fichier.
    """
    _, marque, reste = chemin.name.partition(MARQUE_MOODLE)
    nom = reste.partition("_")[2]
    return bool(marque) and bool(nom) and not nom.startswith(".")


def regrouper_les_fichiers(dossier, destination):
    """Regroupe en dossiers les fichiers que Moodle nomme sans dossier (« Équipe_1_assignsubmission_file_x »).

    Chaque groupe est copié dans ``destination``/« Équipe_1_assignsubmission_file_ »
    (le dossier des remises n'est jamais touché). Retourne les dossiers créés.
    """
    crees = {}
    for fichier in sorted(dossier.iterdir()):
        if fichier.is_symlink() or not fichier.is_file() or not fichier_nomme_par_moodle(fichier):
            continue
        equipe, _, reste = fichier.name.partition(MARQUE_MOODLE)
        type_, _, nom = reste.partition("_")
        groupe = destination / f"{equipe}{MARQUE_MOODLE}{type_}_"
        groupe.mkdir(parents=True, exist_ok=True)
        shutil.copy2(fichier, groupe / nom)
        crees[groupe] = True
    return list(crees)


def preparer_les_remises(chemin, travail):
    """Retourne les remises de ``chemin`` : l'archive de Moodle, son dossier, ou le dossier d'une équipe.

    L'archive est extraite, et les fichiers nommés sans dossier sont regroupés,
    sous ``travail`` ; lève RemiseIllisible si l'archive de la classe ne se lit pas.
    """
    if chemin.is_file():
        extraits = travail / "moodle"
        extraits.mkdir(parents=True)
        extraire(chemin, extraits, CLASSE_MAXIMALE, FICHIERS_DE_LA_CLASSE)
        chemin = descendre(extraits)
    if est_une_remise(chemin):
        return [Remise(nom_d_equipe(chemin), chemin, participant(chemin))]
    regroupes = regrouper_les_fichiers(chemin, travail / "regroupees")
    remises = lister_les_remises(chemin) + [Remise(nom_d_equipe(groupe), groupe, participant(groupe))
                                           for groupe in regroupes]
    return sorted(remises, key=lambda remise: remise.origine.name.lower())


def copier_la_remise(remise, destination):
    """Copie la remise dans ``destination`` (ses archives zip extraites sur place) ; retourne la copie."""
    destination.mkdir(parents=True)
    if remise.origine.is_symlink():
        raise RemiseIllisible(f"la remise est un lien (vers {os.readlink(remise.origine)}) : le correcteur ne"
                              " suit jamais un lien hors du dossier des remises")
    if remise.origine.is_file():
        extraire(remise.origine, destination)
    else:
        shutil.copytree(remise.origine, destination, dirs_exist_ok=True, symlinks=True)
        for archive in sorted(destination.rglob("*")):
            if archive.suffix.lower() == ".zip" and archive.is_file() and not archive.is_symlink():
                extraire(archive, archive.with_name(archive.stem))
                archive.unlink()
    return destination


def fichiers(dossier, motif):
    """Retourne les fichiers de ``dossier`` qui suivent ``motif``, hors des dossiers joints par erreur."""
    return sorted(chemin for chemin in dossier.rglob(motif) if chemin.is_file() and not chemin.is_symlink()
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
