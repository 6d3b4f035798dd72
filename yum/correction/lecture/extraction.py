"""Copier et extraire une remise sans jamais suivre un lien, dans les limites d'une remise.

Explication : une remise vient d'une personne qui peut vouloir nuire. Sa copie
ne suit aucun lien : un lien du dossier de la classe ou de la remise n'est ni
copié ni lu (il est compté, et dit) ; chaque fichier est ouvert sans suivre de
lien (``O_NOFOLLOW``) et écrit dans un dossier neuf, que le correcteur vient
de créer. Une archive zip est extraite à côté d'elle dans un dossier neuf
(« cible » existe déjà, lien compris : « cible (2) »), ses entrées ne sortent
jamais de ce dossier, un lien qu'elle contient n'est pas créé, et les zips
qu'elle contient sont extraits à leur tour. Les limites d'une remise
(``Limites`` : taille et nombre de fichiers, toutes ses archives comprises,
zips dans des zips compris) sont vérifiées avant chaque extraction, sur ce que
l'archive annonce, puis pendant, sur ce qu'elle donne vraiment. Les noms
d'entrée sans le drapeau UTF-8 sont décodés comme Windows les a écrits.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import os
import stat
import zipfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from yum.correction.lecture.noms import decoder_un_nom, lisible

# La taille maximale d'une remise une fois copiée et extraite, toutes ses archives comprises, en octets.
REMISE_MAXIMALE = 200 * 1024 ** 2
# Le nombre maximal de fichiers d'une remise copiée et extraite.
FICHIERS_MAXIMAL = 5000
# La profondeur maximale des archives dans des archives (un zip dans un zip dans un zip…).
PROFONDEUR_MAXIMALE = 4
# La taille d'un bloc copié ou extrait, en octets.
BLOC = 1024 ** 2
# Le drapeau d'une entrée zip dont le nom est en UTF-8 (bit 11 des drapeaux, APPNOTE 4.4.4).
DRAPEAU_UTF_8 = 0x800
# L'encodage que zipfile suppose pour un nom sans ce drapeau : on retrouve ainsi ses octets.
ENCODAGE_DE_ZIPFILE = "cp437"
# Les droits d'un fichier et d'un dossier copiés : lisibles par l'utilisateur de l'équipe (bac à sable).
DROITS_D_UN_FICHIER = 0o644
DROITS_D_UN_DOSSIER = 0o755
# Un mébioctet, pour dire une taille à une personne.
MIO = 1024 ** 2
# Ce qui remplace, dans le nom d'un fichier ou d'un dossier copié, le séparateur des listes de chemins
# (« : ») : le deux-points modificateur (U+A789), qui se lit pareil. Un « : » dans le nom d'un dossier
# couperait en deux le chemin de Python ou de Java qui le nomme, et la boîte montrerait ce que l'équipe
# a écrit après (« a:/root/secret », tour 60) ; Windows n'en permet pas, aucune remise réelle n'en a.
SEPARATEUR_REMPLACE = "\ua789"


class LectureImpossible(Exception):
    """Ce qu'on voulait lire ne se lit pas (dossier absent, rien à lire, Java sans tree-sitter) ; ``code``
    est le code de sortie de la commande."""

    def __init__(self, message, code):
        """Garde le message français et le code de sortie."""
        super().__init__(message)
        self.code = code


class RemiseIllisible(Exception):
    """La remise ne peut pas être corrigée du tout (archive abîmée, trop grosse…) : la raison, en français."""

# Les dossiers qu'une remise transporte sans le vouloir, jamais explorés : ni copiés, ni extraits, ni comptés
# dans ses limites (un environnement virtuel aux milliers de fichiers et l'historique de git faisaient
# dépasser les 5 000 fichiers d'une remise, non notable, à un programme juste : relecture du 28 novembre).
DOSSIERS_IGNORES = {"__MACOSX", "__pycache__", ".git", ".idea", ".vscode", "venv", ".venv", "out", "bin"}
# Ce que porte tout environnement virtuel de Python à sa racine, quel que soit son nom (« venv_tp1 »).
MARQUE_D_UN_ENVIRONNEMENT = "pyvenv.cfg"
# Un fichier joint qui n'est pas du code (une vidéo, une archive, un rapport) et pèse plus que ceci n'est ni
# copié dans la boîte de l'API ni compté dans ses limites, ni copié pour chaque partie : le programme ne le
# lit pas, et il ne rend pas l'équipe non notable (relecture du 28 novembre : une vidéo de 55 Mio à côté
# des modules, toute la remise non notable).
FICHIER_JOINT_MAXIMAL = 1024 ** 2
# Ce qui n'est jamais un fichier joint, quelle que soit sa taille : le code et les classes compilées.
SUFFIXES_DU_PROGRAMME = (".py", ".class", ".jar", ".java")


@dataclass
class Limites:
    """Le budget d'une remise : ce qui reste à copier ou extraire (octets, fichiers), et les liens écartés
    (``liens`` : leurs chemins dans la remise ; ``cibles`` : chemin → ce vers quoi il pointe)."""

    octets: int = REMISE_MAXIMALE
    fichiers: int = FICHIERS_MAXIMAL
    liens: list = field(default_factory=list)
    cibles: dict = field(default_factory=dict)

    def prendre(self, octets, fichiers, quoi):
        """Retire ``octets`` et ``fichiers`` du budget ; lève RemiseIllisible s'il n'y suffit pas."""
        if octets > self.octets or fichiers > self.fichiers:
            raise RemiseIllisible(
                f"la remise dépasse les limites d'une remise ({FICHIERS_MAXIMAL} fichiers et"
                f" {REMISE_MAXIMALE // MIO} Mio en tout, archives comprises) : {quoi} en ajouterait"
                f" {fichiers} fichier{'s' if fichiers > 1 else ''} et {octets / MIO:.1f} Mio"
                .replace(".", ","))
        self.octets -= octets
        self.fichiers -= fichiers


def nom_d_entree(membre):
    """Retourne le nom de l'entrée zip ``membre`` : tel quel (drapeau UTF-8), sinon décodé comme Windows."""
    if membre.flag_bits & DRAPEAU_UTF_8:
        return membre.filename
    try:
        octets = membre.filename.encode(ENCODAGE_DE_ZIPFILE)
    except UnicodeEncodeError:
        return membre.filename
    return decoder_un_nom(octets)


def chemin_sur(destination, nom):
    """Retourne le chemin de l'entrée ``nom`` sous ``destination``, sans « : » (``nom_sans_separateur``) ;
    lève RemiseIllisible s'il en sort."""
    parties = [partie for partie in PurePosixPath(nom.replace("\\", "/")).parts if partie not in ("", ".")]
    if not parties or nom.startswith(("/", "\\")) or ".." in parties or ":" in parties[0]:
        raise RemiseIllisible(f"l'archive veut écrire hors de son dossier ({lisible(nom)})")
    return destination.joinpath(*(nom_sans_separateur(partie) for partie in parties))


def nom_sans_separateur(nom):
    """Retourne ``nom`` (un fichier ou un dossier copié) sans le séparateur des listes de chemins."""
    return nom.replace(os.pathsep, SEPARATEUR_REMPLACE)


def parties_d_entree(nom):
    """Retourne les parties du chemin de l'entrée zip ``nom`` (« \\ » de Windows compris)."""
    return PurePosixPath(nom.replace("\\", "/")).parts


def dans_un_dossier_ignore(nom, environnements=()):
    """Retourne vrai si l'entrée zip ``nom`` est sous un dossier de ``DOSSIERS_IGNORES``, ou sous l'un des
    ``environnements`` (les parties de leurs chemins)."""
    parties = parties_d_entree(nom)
    return (not DOSSIERS_IGNORES.isdisjoint(parties[:-1])
            or any(parties[:len(racine)] == racine and len(parties) > len(racine)
                   for racine in environnements))


def racines_d_environnements(zip_):
    """Retourne les parties des chemins des environnements virtuels de l'archive ``zip_`` (les dossiers qui
    portent ``MARQUE_D_UN_ENVIRONNEMENT``)."""
    return [parties[:-1] for parties in (parties_d_entree(nom_d_entree(membre)) for membre in zip_.infolist())
            if len(parties) > 1 and parties[-1] == MARQUE_D_UN_ENVIRONNEMENT]


def est_un_environnement(dossier):
    """Retourne vrai si ``dossier`` (jamais un lien) est un environnement virtuel de Python."""
    marque = dossier / MARQUE_D_UN_ENVIRONNEMENT
    return stat.S_ISDIR(os.lstat(dossier).st_mode) and os.path.lexists(marque) and not os.path.islink(marque)


def gros_fichier_joint(chemin):
    """Retourne vrai si ``chemin`` est un fichier (lu sans suivre de lien) de plus de
    ``FICHIER_JOINT_MAXIMAL`` octets qui n'est ni du code ni une classe compilée."""
    try:
        etat = os.lstat(chemin)
    except OSError:
        return False
    return (stat.S_ISREG(etat.st_mode) and etat.st_size > FICHIER_JOINT_MAXIMAL
            and chemin.suffix.lower() not in SUFFIXES_DU_PROGRAMME)


def est_un_lien_zip(membre):
    """Retourne vrai si l'entrée zip ``membre`` est un lien symbolique (attributs Unix de l'entrée)."""
    return stat.S_ISLNK(membre.external_attr >> 16)


def creer_le_dossier(dossier, racine):
    """Crée ``dossier`` sous ``racine`` (neuve) sans traverser de lien ; lève RemiseIllisible sinon."""
    courant = racine
    for partie in dossier.relative_to(racine).parts:
        courant = courant / partie
        try:
            os.mkdir(courant, DROITS_D_UN_DOSSIER)
        except FileExistsError:
            if not stat.S_ISDIR(os.lstat(courant).st_mode):
                raise RemiseIllisible(f"l'archive met un fichier et un dossier au même nom"
                                      f" ({lisible(courant.name)})") from None


def ouvrir_en_ecriture(chemin):
    """Retourne un flux d'écriture binaire sur ``chemin``, créé neuf et sans suivre de lien."""
    descripteur = os.open(chemin, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, DROITS_D_UN_FICHIER)
    return os.fdopen(descripteur, "wb")


def ouvrir_en_lecture(chemin):
    """Retourne un flux de lecture binaire sur ``chemin`` sans suivre de lien (OSError si c'en est un)."""
    return os.fdopen(os.open(chemin, os.O_RDONLY | os.O_NOFOLLOW), "rb")


def recopier(source, cible, limites, quoi):
    """Recopie le flux ``source`` dans le flux ``cible`` en comptant ses octets réels ; retourne None."""
    while bloc := source.read(BLOC):
        limites.prendre(len(bloc), 0, quoi)
        cible.write(bloc)


def dossier_neuf(chemin):
    """Retourne un chemin libre à côté de ``chemin`` (lui-même, ou « nom (2) »…) : rien, pas même un lien."""
    candidat, numero = chemin, 2
    while os.path.lexists(candidat):
        candidat, numero = chemin.with_name(f"{chemin.name} ({numero})"), numero + 1
    return candidat


def extraire(archive, destination, limites=None, profondeur=0, imbriquees=True):
    """Extrait l'archive zip ``archive`` dans ``destination`` (neuf) ; ses zips aussi (``imbriquees``).

    Rien n'est écrit hors de ``destination`` ; un lien de l'archive n'est pas
    créé. Lève RemiseIllisible si l'archive ne se lit pas, sort de son dossier
    ou dépasse les ``limites`` de la remise. Retourne None.
    """
    limites = limites if limites is not None else Limites()
    quoi = f"l'archive {lisible(archive.name)}"
    try:
        with ouvrir_en_lecture(archive) as flux, zipfile.ZipFile(flux) as zip_:
            environnements = racines_d_environnements(zip_)
            membres = [membre for membre in zip_.infolist() if not est_un_lien_zip(membre)
                       and not dans_un_dossier_ignore(nom_d_entree(membre), environnements)]
            limites.liens += [nom_d_entree(membre) for membre in zip_.infolist() if est_un_lien_zip(membre)]
            fichiers = [membre for membre in membres if not membre.is_dir()]
            limites.prendre(sum(membre.file_size for membre in fichiers), len(fichiers), quoi)
            # Le budget pris sur l'annonce est rendu, puis repris octet par octet sur ce qui sort.
            limites.octets += sum(membre.file_size for membre in fichiers)
            os.mkdir(destination, DROITS_D_UN_DOSSIER)
            for membre in membres:
                extraire_le_membre(zip_, membre, destination, limites, quoi)
    except zipfile.BadZipFile:
        raise RemiseIllisible(f"{lisible(archive.name)} n'est pas une archive zip lisible (fichier abîmé, ou"
                              " d'un autre format : rar, 7z, tar…)") from None
    except (zipfile.LargeZipFile, EOFError, NotImplementedError, RuntimeError):
        raise RemiseIllisible(f"{lisible(archive.name)} n'est pas une archive zip lisible (coupée, chiffrée,"
                              " ou compressée d'une façon que Python ne lit pas)") from None
    if imbriquees:
        extraire_les_archives(destination, limites, profondeur + 1)


def extraire_le_membre(zip_, membre, destination, limites, quoi):
    """Extrait l'entrée ``membre`` de ``zip_`` sous ``destination`` ; retourne None."""
    chemin = chemin_sur(destination, nom_d_entree(membre))
    if membre.is_dir():
        creer_le_dossier(chemin, destination)
        return
    creer_le_dossier(chemin.parent, destination)
    try:
        with zip_.open(membre) as source, ouvrir_en_ecriture(chemin) as cible:
            recopier(source, cible, limites, quoi)
    except FileExistsError:
        # Deux entrées du même nom : la première est gardée, comme l'Explorateur de Windows le propose.
        return


def extraire_les_archives(dossier, limites, profondeur):
    """Extrait sur place les archives zip sous ``dossier`` (chacune à côté d'elle, puis retirée)."""
    archives = sorted(chemin for chemin in marcher(dossier) if chemin.suffix.lower() == ".zip")
    if archives and profondeur > PROFONDEUR_MAXIMALE:
        raise RemiseIllisible(f"la remise met des archives dans des archives sur plus de"
                              f" {PROFONDEUR_MAXIMALE} niveaux")
    for archive in archives:
        extraire(archive, dossier_neuf(archive.with_name(archive.stem)), limites, profondeur)
        archive.unlink()


def marcher(dossier):
    """Retourne les fichiers ordinaires sous ``dossier``, sans jamais descendre par un lien."""
    trouves = []
    for racine, dossiers, fichiers in os.walk(dossier, followlinks=False):
        for nom in fichiers:
            chemin = Path(racine) / nom
            if stat.S_ISREG(os.lstat(chemin).st_mode):
                trouves.append(chemin)
    return trouves


def copier_sans_liens(source, destination, limites):
    """Copie le dossier ``source`` dans ``destination`` (neuf) sans suivre ni recopier aucun lien.

    Les liens sont comptés dans ``limites.liens``. Retourne None ; lève RemiseIllisible hors limites.
    """
    os.mkdir(destination, DROITS_D_UN_DOSSIER)
    for racine, dossiers, fichiers in os.walk(source, followlinks=False):
        relatif = Path(racine).relative_to(source)
        copie = destination.joinpath(*(nom_sans_separateur(partie) for partie in relatif.parts))
        dossiers[:] = [dossier for dossier in dossiers if dossier not in DOSSIERS_IGNORES
                       and not est_un_environnement(Path(racine) / dossier)]
        for nom in sorted(dossiers + fichiers):
            chemin = Path(racine) / nom
            mode = os.lstat(chemin).st_mode
            cible = copie / nom_sans_separateur(nom)
            if stat.S_ISLNK(mode):
                limites.liens.append((relatif / nom).as_posix())
                limites.cibles[(relatif / nom).as_posix()] = os.readlink(chemin)
            elif os.path.lexists(cible):
                raise RemiseIllisible(f"deux noms de la remise ne diffèrent que par « : » ({lisible(nom)})")
            elif stat.S_ISDIR(mode):
                os.mkdir(cible, DROITS_D_UN_DOSSIER)
            elif stat.S_ISREG(mode):
                copier_un_fichier(chemin, cible, limites)


def copier_un_fichier(source, cible, limites):
    """Copie le fichier ``source`` dans ``cible`` sans suivre de lien, dans ``limites`` ; ne retourne rien."""
    limites.prendre(0, 1, f"le fichier {lisible(source.name)}")
    with ouvrir_en_lecture(source) as lecture, ouvrir_en_ecriture(cible) as ecriture:
        recopier(lecture, ecriture, limites, f"le fichier {lisible(source.name)}")


def preparer_la_copie(origine, destination, limites=None):
    """Copie la remise ``origine`` (dossier ou archive zip) dans ``destination``, ses zips extraits.

    Retourne les ``Limites`` consommées (les liens écartés y sont nommés) ; lève RemiseIllisible.
    """
    limites = limites if limites is not None else Limites()
    if stat.S_ISLNK(os.lstat(origine).st_mode):
        raise RemiseIllisible(f"la remise {lisible(origine.name)} est un lien : il n'est pas suivi")
    if origine.is_file():
        extraire(origine, destination, limites)
    else:
        copier_sans_liens(origine, destination, limites)
        extraire_les_archives(destination, limites, 1)
    return limites
