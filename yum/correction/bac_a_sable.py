"""Le bac à sable : le seul module qui dit où et comment tourne le code d'une équipe.

Explication : tout code d'une équipe (son programme en console, Python ou
Java, son paquet importé par ``paquet/enfant.py``, et le ``javac`` qui compile
ses sources) est lancé par ``lancer`` dans une boîte de bubblewrap (``bwrap``,
le bac à sable de Flatpak). Une boîte est la liste de ce que le processus peut
voir, non celle de ce qu'on lui cache :

- ses propres espaces de noms d'utilisateur, de processus, de montage, d'IPC,
  d'UTS et de réseau : aucun réseau, aucune socket de la machine (ni port, ni
  socket Unix à chemin, ni socket abstraite), aucun processus d'une autre
  équipe ou du correcteur à voir ni à tuer (``kill(-1)`` n'atteint que sa
  boîte) ;
- un système de fichiers vide, en lecture seule, où paraissent seulement le
  système (``/usr`` et les liens ``/bin``, ``/lib``…), quelques fichiers de
  ``/etc`` (l'éditeur de liens, les alternatives, la configuration de Java),
  l'interpréteur Python sans ses paquets installés (la référence ne s'importe
  pas), les dossiers que la commande nomme, en lecture seule, et son dossier de
  travail, seul lieu où elle écrit avec un ``/tmp`` et un ``/dev/shm`` à elle,
  petits, qui disparaissent avec elle ;
- un environnement vide, hormis ce dont le programme a besoin ;
- des limites (``prlimit`` : mémoire, temps de processeur, taille d'un fichier,
  processus — comptés dans sa boîte seule —, fichiers ouverts, pas de core) ;
- quand le correcteur est root, un utilisateur sans privilèges
  (``UID_DES_EQUIPES``), le même pour toutes les équipes : leurs boîtes ne se
  voient pas, et chaque boîte compte ses processus à part ;
- tout ce qu'elle a lancé meurt avec elle : tuer ``bwrap`` tue l'espace de noms
  de processus entier (``--die-with-parent``).

Le correcteur ne suit jamais un lien que l'équipe a pu poser : ce qu'elle
écrit ne sort pas de son dossier de travail, que le correcteur parcourt sans
suivre de lien (``tentatives_laissees``) et retire après elle. Là où bwrap
manque ou ne peut pas créer de boîte, le code d'une équipe ne tourne pas, sauf
si l'enseignant le demande (``--risquer-sans-bac-a-sable``) : il tourne
alors sous ses limites seules, et chaque retour le dit.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import atexit
import functools
import glob
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from yum.correction import DOSSIER_DU_PROJET

# La commande du bac à sable (le paquet Debian « bubblewrap »).
BWRAP = "bwrap"
# La commande qui pose les limites dans la boîte (util-linux).
PRLIMIT = "prlimit"
# La variable d'environnement qui autorise le code des équipes à tourner sans bac à sable ; l'option
# --risquer-sans-bac-a-sable la pose, pour le correcteur et les processus qu'il lance lui-même.
VARIABLE_SANS_BAC_A_SABLE = "DES_SANS_BAC_A_SABLE"
# L'option des commandes qui l'autorise : son nom dit le risque.
OPTION_SANS_BAC_A_SABLE = "--risquer-sans-bac-a-sable"
# La variable d'environnement qui nomme le dossier des boîtes d'une correction de classe (que la commande
# retire à la fin, même si le processus d'une équipe a été tué).
VARIABLE_DES_BOITES = "DES_DOSSIER_DES_BOITES"
# L'uid (et gid) du code des équipes quand le correcteur est root : hors de ceux des vraies personnes
# (1000 et plus, jusqu'à quelques milliers) et sous 65534 (nobody) ; isolate prend 60000 aussi.
UID_DES_EQUIPES = 60000
# Les limites du programme en console : mémoire virtuelle (la JVM 17 démarre sous 4 Gio), taille d'un
# fichier écrit, temps de processeur laissé au-delà du délai du test (une boucle sans fin s'arrête seule).
MEMOIRE_DU_PROGRAMME = 4 * 1024 ** 3
FICHIER_DU_PROGRAMME = 64 * 1024 ** 2
MARGE_DE_PROCESSEUR = 5
# Les processus (fils d'exécution compris) d'une boîte : une JVM en lance une trentaine ; une bombe de fork
# s'arrête là, et dans sa boîte seule (le noyau les compte par espace de noms d'utilisateur).
PROCESSUS_D_UNE_BOITE = 256
# Les limites du paquet importé : mémoire (1 Gio), temps de processeur (filet sous les délais par appel),
# taille d'un fichier écrit (10 Mio), fichiers ouverts, processus.
MEMOIRE_DU_PAQUET = 1024 ** 3
PROCESSEUR_DU_PAQUET = 120
FICHIER_DU_PAQUET = 10 * 1024 ** 2
FICHIERS_OUVERTS_DU_PAQUET = 64
PROCESSUS_DU_PAQUET = 64
# Les limites de javac : mémoire (la JVM), temps de processeur, taille d'une classe écrite.
MEMOIRE_DE_JAVAC = 4 * 1024 ** 3
PROCESSEUR_DE_JAVAC = 120
FICHIER_DE_JAVAC = 64 * 1024 ** 2
# La taille du /tmp et du /dev/shm d'une boîte, en octets.
TAILLE_DU_TMP = 64 * 1024 ** 2
TAILLE_DU_SHM = 16 * 1024 ** 2
# Les options de prlimit pour chaque limite de ``resource``.
OPTIONS_DE_PRLIMIT = {"RLIMIT_AS": "--as", "RLIMIT_CPU": "--cpu", "RLIMIT_FSIZE": "--fsize",
                      "RLIMIT_CORE": "--core", "RLIMIT_NPROC": "--nproc", "RLIMIT_NOFILE": "--nofile"}
# Les dossiers du système montrés en lecture seule (ou recréés comme liens, s'ils en sont).
DOSSIERS_DU_SYSTEME = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32")
# Les fichiers de /etc montrés : l'éditeur de liens, les alternatives (java), la configuration de Java,
# le fuseau horaire. Ni les comptes, ni les mots de passe, ni rien de l'enseignant.
FICHIERS_DE_ETC = ("/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/alternatives",
                   "/etc/java-*", "/etc/localtime", "/etc/timezone")
# Les dossiers de paquets installés d'un interpréteur, masqués : ni le correcteur ni la référence ne s'y
# importent (motifs relatifs au préfixe de l'interpréteur, ou à /usr et /usr/local).
PAQUETS_INSTALLES = ("lib/python3*/site-packages", "lib/python3*/dist-packages", "lib/python3/dist-packages")
# Le chemin des commandes dans la boîte.
CHEMIN_DES_COMMANDES = "/usr/local/bin:/usr/bin:/bin"
# Les noms d'un interpréteur Python dans une commande : il devient celui des équipes.
NOMS_DE_PYTHON = ("python", "python3")
# La version de Python la plus ancienne qui fait tourner le code d'une équipe (celle de l'énoncé).
PYTHON_MINIMAL = (3, 10)
# Les Python du système essayés quand celui du correcteur n'est pas lisible par l'utilisateur des équipes
# (un Python installé dans /root, par exemple).
PYTHONS_DU_SYSTEME = ("/usr/bin/python3", "/usr/local/bin/python3")
# Le délai d'une sonde (une boîte qui lance « true », pour voir si le système en permet), en secondes.
DELAI_DE_SONDE = 20
# Les dossiers jamais copiés dans une boîte : ni le programme ni ses fichiers n'en ont besoin pour jouer.
DOSSIERS_NON_COPIES = ("__MACOSX", "__pycache__", ".git", ".hg", ".svn", ".idea", ".vscode", "venv", ".venv",
                       ".mypy_cache", ".pytest_cache", ".ruff_cache", ".hypothesis", "node_modules")
# Combien de tentatives un retour cite au plus.
TENTATIVES_CITEES = 10
# La sonde, posée dans le Python d'une équipe (``sitecustomize.py``) : elle dit ce que son code tente.
SONDE = Path(__file__).resolve().parent / "sonde.py"
# Les variables que lit la sonde : son descripteur, les racines permises, et son fichier (pour enfant.py).
VARIABLE_DU_DESCRIPTEUR = "DES_SONDE_FD"
VARIABLE_DES_RACINES = "DES_SONDE_RACINES"
VARIABLE_DU_FICHIER_DE_LA_SONDE = "DES_SONDE_FICHIER"
# Ce que la sonde lit au plus d'un processus, en octets, et la longueur gardée d'une tentative.
SONDE_MAXIMALE = 64 * 1024
LONGUEUR_D_UNE_TENTATIVE = 300
# Ce qu'un programme lit sans que ce soit une tentative, en plus de sa boîte : ses pseudo-fichiers, et ce
# que des modules de la bibliothèque standard lisent d'eux-mêmes (l'heure, le système).
LECTURES_ANODINES = ("/dev/null", "/dev/urandom", "/dev/random", "/dev/zero", "/dev/tty", "/dev/stdin",
                     "/dev/stdout", "/dev/stderr", "/dev/fd", "/proc/self", "/proc/thread-self",
                     "/etc/localtime", "/etc/timezone", "/etc/os-release", "/etc/mime.types",
                     "/etc/ld.so.cache", "/etc/alternatives", "/tmp", "/dev/shm")
# Ce qu'un programme écrit sans que ce soit une tentative, en plus de son dossier de travail.
ECRITURES_ANODINES = ("/tmp", "/dev/shm", "/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/fd",
                      "/proc/self/fd")


class BacIndisponible(Exception):
    """Le bac à sable ne peut pas être créé ici, et l'enseignant n'a pas permis de s'en passer."""


@dataclass(frozen=True)
class Protection:
    """Une protection du bac à sable : son nom, si elle est en force, et pourquoi pas sinon."""

    nom: str
    en_force: bool
    raison: str = ""


# --- Où l'on est : root ou non, bwrap ou non ---------------------------------------------------------

def est_root():
    """Retourne vrai si le correcteur tourne en root (alors le code des équipes change d'utilisateur)."""
    return hasattr(os, "geteuid") and os.geteuid() == 0


def utilisateur_des_equipes():
    """Retourne l'uid (et gid) sous lequel tourne le code des équipes, ou None s'il garde le nôtre."""
    return UID_DES_EQUIPES if est_root() else None


def sans_bac_a_sable_permis():
    """Retourne vrai si l'enseignant a permis que le code des équipes tourne sans bac à sable."""
    return os.environ.get(VARIABLE_SANS_BAC_A_SABLE) == "1"


def permettre_sans_bac_a_sable():
    """Permet, pour ce processus et ceux qu'il lance, que le code des équipes tourne sans bac à sable.

    Ne retourne rien. Seule l'option ``--risquer-sans-bac-a-sable`` l'appelle.
    """
    os.environ[VARIABLE_SANS_BAC_A_SABLE] = "1"
    bac_a_sable_ici.cache_clear()


def outil_du_systeme(nom):
    """Retourne le chemin de la commande du système ``nom`` (cherchée dans le PATH, puis dans les dossiers
    du système : un PATH réduit ne la cache pas), ou None."""
    return shutil.which(nom) or shutil.which(nom, path=CHEMIN_DES_COMMANDES)


@functools.lru_cache(maxsize=1)
def bac_a_sable_ici():
    """Retourne (chemin de bwrap, "") si une boîte se crée ici, sinon ("", la raison en français)."""
    bwrap = outil_du_systeme(BWRAP)
    if not sys.platform.startswith("linux"):
        return "", f"ce système ({sys.platform}) n'a pas les espaces de noms de Linux"
    if bwrap is None:
        return "", "la commande bwrap (le paquet « bubblewrap ») n'est pas installée"
    if outil_du_systeme(PRLIMIT) is None:
        return "", "la commande prlimit (le paquet « util-linux ») n'est pas installée"
    dossier = dossier_de_travail("sonde-")
    try:
        sonde = subprocess.run(commande_de_la_boite(bwrap, ["/bin/true"], (), dossier, {}, ()),
                               capture_output=True, text=True, errors="replace", timeout=DELAI_DE_SONDE,
                               env=environnement_de_bwrap(), **droits_de_l_equipe())
    except (OSError, subprocess.TimeoutExpired) as erreur:
        return "", f"bwrap ne se lance pas ({erreur})"
    finally:
        retirer(dossier)
    if sonde.returncode != 0:
        return "", f"bwrap ne peut pas créer de boîte ici ({sonde.stderr.strip() or sonde.returncode})"
    return bwrap, ""


def exiger_le_bac_a_sable():
    """Retourne None si le code des équipes peut tourner ici ; sinon le message qui dit pourquoi pas.

    Le message nomme l'installation à faire et l'option qui prend le risque.
    """
    bwrap, raison = bac_a_sable_ici()
    if bwrap or sans_bac_a_sable_permis():
        return None
    return (f"Le code des équipes ne tourne que dans un bac à sable, et il n'y en a pas ici : {raison}."
            " Installez bubblewrap (sous Debian ou Ubuntu : sudo apt-get install bubblewrap), ou corrigez"
            " dans les conteneurs de Gradescope (voir LISEZMOI, « Le bac à sable »). Pour faire tourner"
            f" le code des équipes sans protection, à vos risques, ajoutez {OPTION_SANS_BAC_A_SABLE}.")


# --- Les dossiers des boîtes --------------------------------------------------------------------------

@functools.lru_cache(maxsize=1)
def dossier_des_boites():
    """Retourne le dossier où naissent les dossiers des boîtes de ce processus (créé au besoin).

    Celui que nomme ``VARIABLE_DES_BOITES`` (la correction d'une classe le
    retire à la fin), sinon un dossier neuf, retiré à la sortie. Quand le
    correcteur est root, il est traversable (sans être listable) par
    l'utilisateur des équipes, qui doit atteindre sa boîte, et il naît dans
    ``/tmp`` si le dossier temporaire de l'enseignant lui est fermé.
    """
    nomme = os.environ.get(VARIABLE_DES_BOITES)
    if nomme and est_a_nous(nomme):
        return Path(nomme)
    dossier = creer_le_dossier_des_boites()
    atexit.register(shutil.rmtree, dossier, True)
    return dossier


def creer_le_dossier_des_boites():
    """Crée un dossier des boîtes neuf et retourne son chemin ; l'appelant le retire.

    Il naît dans le dossier temporaire (TMPDIR) ; quand le correcteur est
    root et que l'utilisateur des équipes ne peut pas traverser celui-ci
    (``/tmp/pytest-of-root``, un TMPDIR sous ``/root``), dans ``/tmp``.
    """
    parent = tempfile.gettempdir()
    if utilisateur_des_equipes() is not None and not traversable_par_tous(parent):
        parent = "/tmp"
    dossier = tempfile.mkdtemp(prefix="des-boites-", dir=parent)
    os.chmod(dossier, stat.S_IRWXU | stat.S_IXGRP | stat.S_IXOTH)
    return Path(dossier)


def est_a_nous(chemin):
    """Retourne vrai si ``chemin`` est un vrai dossier (pas un lien) qui appartient au correcteur."""
    try:
        etat = os.lstat(chemin)
    except OSError:
        return False
    return stat.S_ISDIR(etat.st_mode) and etat.st_uid == os.geteuid()


def dossier_de_travail(prefixe="travail-"):
    """Retourne un dossier neuf où le code d'une équipe peut écrire (le sien seul) ; l'appelant le retire.

    Quand le correcteur est root, il appartient à l'utilisateur des équipes,
    fermé aux autres ; le correcteur ne l'ouvre ensuite que sans suivre de lien.
    """
    dossier = Path(tempfile.mkdtemp(prefix=prefixe, dir=dossier_des_boites()))
    donner_a_l_equipe(dossier)
    return dossier


def dossier_prive(prefixe="prive-"):
    """Retourne un dossier neuf du correcteur, que l'équipe peut traverser mais non lister ni écrire.

    Ce qu'on y met et rend lisible (``rendre_lisible``) peut être montré à sa
    boîte ; le reste (la sortie de son processus, par exemple) ne lui est jamais
    montré. L'appelant le retire.
    """
    dossier = Path(tempfile.mkdtemp(prefix=prefixe, dir=dossier_des_boites()))
    os.chmod(dossier, stat.S_IRWXU | stat.S_IXGRP | stat.S_IXOTH)
    return dossier


def donner_a_l_equipe(racine):
    """Donne ``racine`` et ce qu'elle contient à l'utilisateur des équipes (sans suivre de lien).

    Ne retourne rien. Sans root, rien ne change : le code tourne sous notre uid.
    """
    uid = utilisateur_des_equipes()
    if uid is None or racine is None or not os.path.isdir(racine):
        return
    for dossier, sous_dossiers, fichiers in os.walk(racine):
        for chemin in [dossier, *(os.path.join(dossier, nom) for nom in sous_dossiers + fichiers)]:
            os.lchown(chemin, uid, uid)
    os.chmod(racine, stat.S_IRWXU)


def rendre_lisible(racine):
    """Rend ``racine`` et son contenu lisibles par tous (dossiers traversables) ; ne retourne rien.

    Les liens ne sont ni suivis ni changés. Sans root, rien.
    """
    if utilisateur_des_equipes() is None:
        return
    chemins = [racine] if not os.path.isdir(racine) else []
    for dossier, sous_dossiers, fichiers in os.walk(racine):
        chemins += [dossier, *(os.path.join(dossier, nom) for nom in sous_dossiers + fichiers)]
    for chemin in chemins:
        etat = os.lstat(chemin)
        if stat.S_ISLNK(etat.st_mode):
            continue
        lecture = stat.S_IROTH | stat.S_IXOTH if stat.S_ISDIR(etat.st_mode) else stat.S_IROTH
        os.chmod(chemin, stat.S_IMODE(etat.st_mode) | lecture)


def retirer(dossier):
    """Retire ``dossier`` et son contenu, sans jamais suivre un lien ; ne retourne rien."""
    if dossier is not None:
        shutil.rmtree(dossier, ignore_errors=True)


def copier_sans_liens_suivis(source, destination):
    """Copie le dossier (ou fichier) ``source`` dans ``destination`` ; ne retourne rien.

    Un lien est copié comme lien, jamais suivi ; les dossiers qu'un projet
    transporte sans en avoir besoin (``.git``, caches) ne sont pas copiés.
    """
    if os.path.isdir(source) and not os.path.islink(source):
        shutil.copytree(source, destination, symlinks=True, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns(*DOSSIERS_NON_COPIES))
    else:
        shutil.copy2(source, destination, follow_symlinks=False)


# --- Ce que la boîte voit -----------------------------------------------------------------------------

def traversable_par_tous(dossier):
    """Retourne vrai si un utilisateur quelconque peut traverser ``dossier`` et tous ses parents."""
    dossier = Path(dossier).resolve()
    try:
        return all(parent.stat().st_mode & stat.S_IXOTH for parent in (dossier, *dossier.parents))
    except OSError:
        return False


def lisible_par_tous(chemin):
    """Retourne vrai si un utilisateur quelconque peut lire ``chemin`` (et traverser tous ses dossiers)."""
    chemin = Path(chemin).resolve()
    try:
        for dossier in chemin.parents:
            if not dossier.stat().st_mode & stat.S_IXOTH:
                return False
        return bool(chemin.stat().st_mode & stat.S_IROTH)
    except OSError:
        return False


def prefixe_de(executable):
    """Retourne le dossier d'installation d'un exécutable (le parent de son dossier ``bin``)."""
    return str(Path(executable).resolve().parent.parent)


@functools.lru_cache(maxsize=1)
def python_des_equipes():
    """Retourne l'interpréteur (réel, hors environnement virtuel) qui fait tourner le code Python d'une
    équipe : celui du correcteur s'il est lisible par l'utilisateur des équipes, sinon un Python du système
    assez récent ; None s'il n'y en a aucun."""
    propre = os.path.realpath(getattr(sys, "_base_executable", "") or sys.executable)
    if utilisateur_des_equipes() is None:
        return propre
    for candidat in (propre, *PYTHONS_DU_SYSTEME):
        candidat = os.path.realpath(candidat)
        if not (lisible_par_tous(candidat) and lisible_par_tous(Path(prefixe_de(candidat)) / "lib")):
            continue
        try:
            version = subprocess.run(
                [candidat, "-I", "-S", "-c", "import sys; print(*sys.version_info[:2])"],
                capture_output=True, text=True, timeout=DELAI_DE_SONDE).stdout.split()
        except (OSError, subprocess.TimeoutExpired):
            continue
        if len(version) == 2 and tuple(map(int, version)) >= PYTHON_MINIMAL:
            return candidat
    return None


def est_un_python(nom):
    """Retourne vrai si le mot ``nom`` d'une commande désigne un interpréteur Python (le nôtre compris)."""
    base = os.path.basename(nom)
    if base in NOMS_DE_PYTHON or base.startswith("python3."):
        return True
    propres = {os.path.realpath(sys.executable), os.path.realpath(getattr(sys, "_base_executable", "") or "")}
    return os.path.isabs(nom) and os.path.realpath(nom) in propres


def separer_l_environnement(arguments):
    """Retourne (variables, commande) : « env A=1 cmd … » ou « A=1 cmd … » devient ({"A": "1"}, [cmd, …])."""
    variables, reste = {}, list(arguments)
    if reste and os.path.basename(reste[0]) == "env":
        reste = reste[1:]
    while reste and "=" in reste[0] and not reste[0].startswith("=") and "/" not in reste[0].split("=")[0]:
        nom, _, valeur = reste.pop(0).partition("=")
        variables[nom] = valeur
    return variables, reste


def programme_reel(nom, dossier):
    """Retourne le chemin absolu du programme ``nom`` d'une commande, tel que la boîte le lancera.

    Un Python devient celui des équipes ; un chemin relatif l'est au dossier
    de travail ; un nom nu se cherche dans le PATH du correcteur. Retourne le
    nom tel quel s'il est introuvable (la boîte le dira).
    """
    if est_un_python(nom):
        return python_des_equipes() or nom
    if "/" in nom:
        return nom if os.path.isabs(nom) else os.path.join(dossier, nom)
    return shutil.which(nom) or nom


def remplacer_le_python(argument, python):
    """Retourne ``argument`` où chaque mot qui est le chemin du Python du correcteur devient ``python``."""
    if not python:
        return argument
    mots = argument.split(" ")
    return " ".join(python if os.path.isabs(mot) and est_un_python(mot) else mot for mot in mots)


def sous(chemin, dossiers):
    """Retourne vrai si ``chemin`` est l'un des ``dossiers`` ou se trouve dessous (chemins absolus)."""
    return any(os.path.commonpath([dossier, chemin]) == dossier for dossier in dossiers)


def chemins_nommes(arguments, variables, dossier):
    """Retourne les chemins absolus existants que nomment les arguments et les variables de la commande.

    Un argument peut être une liste (``-cp a:b``) ou une valeur (``-Dx=/a``) ;
    un chemin relatif l'est au dossier de travail, déjà montré.
    """
    # Les mots d'un script (« sh -c '… /x/y …' ») comptent aussi.
    mots = [mot.strip("'\";") for argument in arguments for mot in argument.split()]
    morceaux = list(arguments) + mots + list(variables.values())
    morceaux += [mot.partition("=")[2] for mot in [*arguments, *mots] if "=" in mot]
    chemins = []
    for morceau in morceaux:
        for partie in morceau.split(os.pathsep):
            if os.path.isabs(partie) and os.path.lexists(partie):
                chemins.append(os.path.normpath(partie))
    return chemins


def a_montrer(chemin, dossier):
    """Retourne ce qu'il faut montrer pour ``chemin`` : lui-même (un dossier), ou le dossier d'un fichier.

    Retourne None si la boîte le voit déjà (le système, le dossier de travail).
    """
    reel = os.path.realpath(chemin)
    if sous(reel, [os.path.realpath(dossier), *DOSSIERS_DU_SYSTEME]):
        return None
    if os.path.isdir(reel):
        return reel
    parent = os.path.dirname(reel)
    # Le dossier d'un fichier nommé : un script Python y trouve ses modules ; jamais la racine.
    return parent if parent not in ("/", os.path.expanduser("~")) else reel


@functools.lru_cache(maxsize=1)
def fichier_de_la_sonde():
    """Retourne la sonde copiée (``sitecustomize.py``) dans un dossier que les boîtes peuvent lire."""
    dossier = dossier_prive("sonde-")
    copie = dossier / "sitecustomize.py"
    shutil.copy(SONDE, copie)
    rendre_lisible(dossier)
    return copie


class Copies:
    """Les copies lisibles par l'équipe des chemins qu'elle ne peut pas atteindre (root seulement)."""

    def __init__(self):
        """Aucune copie encore."""
        self.faites = {}

    def vue(self, chemin):
        """Retourne le chemin à montrer à la boîte pour ``chemin`` : lui-même s'il lui est lisible, sinon
        une copie faite sans suivre de lien, lisible par tous, faite une fois par processus."""
        if utilisateur_des_equipes() is None or lisible_par_tous(chemin):
            return chemin
        if chemin not in self.faites:
            copie = dossier_prive("lecture-") / "copie"
            copier_sans_liens_suivis(chemin, copie)
            rendre_lisible(copie)
            self.faites[chemin] = str(copie)
        return self.faites[chemin]


COPIES = Copies()


def montages_du_systeme():
    """Retourne les arguments de bwrap qui montrent le système en lecture seule (dossiers, liens, /etc)."""
    arguments = []
    for dossier in DOSSIERS_DU_SYSTEME:
        if os.path.islink(dossier):
            arguments += ["--symlink", os.readlink(dossier), dossier]
        elif os.path.isdir(dossier):
            arguments += ["--ro-bind", dossier, dossier]
    for motif in FICHIERS_DE_ETC:
        for chemin in sorted(glob.glob(motif)):
            arguments += ["--ro-bind", chemin, chemin]
    return arguments


def masques(montres):
    """Retourne les arguments de bwrap qui cachent, sous les dossiers ``montres``, les paquets installés
    des interpréteurs et le dossier de ce projet (la référence ne s'importe pas de la boîte)."""
    prefixes = [*montres, "/usr", "/usr/local"]
    caches = {os.path.realpath(chemin) for prefixe in prefixes for motif in PAQUETS_INSTALLES
              for chemin in glob.glob(os.path.join(prefixe, motif)) if os.path.isdir(chemin)}
    projet = os.path.realpath(DOSSIER_DU_PROJET)
    if sous(projet, [*montres, *DOSSIERS_DU_SYSTEME]) and projet not in montres:
        caches.add(projet)
    arguments = []
    for cache in sorted(caches):
        if sous(cache, [*montres, *DOSSIERS_DU_SYSTEME]):
            arguments += ["--tmpfs", cache]
    return arguments


def commande_de_la_boite(bwrap, commande, lectures, dossier, environnement, limites, ecritures=()):
    """Retourne la commande bwrap qui lance ``commande`` dans une boîte.

    ``lectures`` : des chemins (dossiers ou fichiers) montrés en lecture seule,
    au même endroit ; ``dossier`` : le dossier de travail, montré en écriture
    (son dossier courant et sa maison), comme les ``ecritures`` (d'autres
    dossiers à l'équipe) ; ``environnement`` : tout son environnement ;
    ``limites`` : des paires (nom de ``resource``, valeur).
    """
    arguments = [bwrap, "--unshare-all", "--unshare-user", "--die-with-parent", "--new-session",
                 "--hostname", "boite", *montages_du_systeme(),
                 "--proc", "/proc", "--dev", "/dev",
                 "--size", str(TAILLE_DU_TMP), "--tmpfs", "/tmp",
                 "--size", str(TAILLE_DU_SHM), "--tmpfs", "/dev/shm"]
    montres = []
    for lecture in sorted(set(lectures)):
        vue = COPIES.vue(lecture)
        arguments += ["--ro-bind", vue, lecture]
        montres.append(lecture)
    arguments += masques(montres)
    for ecriture in [*ecritures, dossier]:
        arguments += ["--bind", str(ecriture), str(ecriture)]
    arguments += ["--chdir", str(dossier), "--remount-ro", "/", "--clearenv"]
    for nom, valeur in sorted(environnement.items()):
        arguments += ["--setenv", nom, valeur]
    prlimit = [outil_du_systeme(PRLIMIT) or PRLIMIT]
    prlimit += [f"{OPTIONS_DE_PRLIMIT[nom]}={valeur}" for nom, valeur in limites]
    return [*arguments, "--", *(prlimit + ["--"] if limites else []), *commande]


def environnement_de_la_boite(dossier, variables):
    """Retourne l'environnement du code d'une équipe : rien de celui du correcteur, ``variables`` en plus."""
    return {"PATH": CHEMIN_DES_COMMANDES, "HOME": str(dossier), "TMPDIR": "/tmp", "LANG": "C.UTF-8",
            "PYTHONUNBUFFERED": "1", "PYTHONIOENCODING": "utf-8", "PYTHONDONTWRITEBYTECODE": "1",
            "PYTHONNOUSERSITE": "1", **variables}


def environnement_de_bwrap():
    """Retourne l'environnement de bwrap lui-même (il n'en passe rien à la boîte : ``--clearenv``)."""
    return {"PATH": CHEMIN_DES_COMMANDES, "LANG": "C.UTF-8"}


def droits_de_l_equipe():
    """Retourne les arguments de ``subprocess.Popen`` qui lancent bwrap sous l'utilisateur des équipes."""
    uid = utilisateur_des_equipes()
    return {} if uid is None else {"user": uid, "group": uid, "extra_groups": []}


def preparer(arguments, limites, dossier, lectures=(), environnement=None, ecritures=()):
    """Retourne (commande, environnement du processus, droits) qui lancent ``arguments`` dans une boîte.

    ``arguments`` : la commande de l'équipe (« env A=1 », un Python, des
    chemins nommés y sont compris) ; ``dossier`` : son dossier de travail
    (``dossier_de_travail``) ; ``lectures`` : d'autres chemins à lui montrer en
    lecture seule, ``ecritures`` en écriture (des dossiers à elle) ;
    ``environnement`` : des variables en plus. Lève
    ``BacIndisponible`` s'il n'y a pas de bac à sable et que l'enseignant ne
    s'en est pas passé.
    """
    variables, commande = separer_l_environnement(arguments)
    if not commande:
        raise OSError("commande vide")
    dossier = os.path.realpath(dossier)
    python = python_des_equipes()
    # L'interpréteur du correcteur nommé dans un script (« sh -c '… python -m yum' ») devient le leur.
    commande = [programme_reel(commande[0], dossier),
                *(remplacer_le_python(argument, python) for argument in commande[1:])]
    variables = {**variables, **(environnement or {})}
    ecritures = [os.path.realpath(ecriture) for ecriture in ecritures]
    vues = set()
    for chemin in [*lectures, *chemins_nommes(commande, variables, dossier)]:
        montre = a_montrer(chemin, dossier)
        if montre is not None and not sous(montre, ecritures):
            vues.add(montre)
    for executable in (commande[0], python):
        if executable and os.path.isabs(executable) and not sous(os.path.realpath(executable),
                                                                 DOSSIERS_DU_SYSTEME):
            vues.add(prefixe_de(executable))
    # Un chemin sous un autre déjà montré l'est avec lui.
    vues = [vue for vue in vues if not any(autre != vue and sous(vue, [autre]) for autre in vues)]
    bwrap, raison = bac_a_sable_ici()
    tout = environnement_de_la_boite(dossier, variables)
    if python and (est_un_python(commande[0]) or any(python in argument for argument in commande[1:])):
        sonde = fichier_de_la_sonde()
        vues.append(str(sonde.parent))
        chemin_python = [str(sonde.parent), *filter(None, [tout.get("PYTHONPATH")])]
        lecture = [dossier, *ecritures, *vues, *DOSSIERS_DU_SYSTEME, *LECTURES_ANODINES,
                   *glob.glob("/etc/java-*")]
        ecriture = [dossier, *ecritures, *ECRITURES_ANODINES]
        tout.update({"PYTHONPATH": os.pathsep.join(chemin_python),
                     VARIABLE_DU_FICHIER_DE_LA_SONDE: str(sonde),
                     VARIABLE_DES_RACINES: json.dumps({"lecture": lecture, "ecriture": ecriture})})
    if bwrap:
        return (commande_de_la_boite(bwrap, commande, sorted(vues), dossier, tout, limites, ecritures),
                environnement_de_bwrap(), droits_de_l_equipe())
    if not sans_bac_a_sable_permis():
        raise BacIndisponible(raison)
    prlimit = outil_du_systeme(PRLIMIT)
    options = [f"{OPTIONS_DE_PRLIMIT[nom]}={valeur}" for nom, valeur in limites]
    avant = [prlimit, *options, "--"] if prlimit and limites else []
    return [*avant, *commande], {**tout, "HOME": dossier}, droits_de_l_equipe()


def lancer(arguments, limites, dossier, lectures=(), environnement=None, ecritures=(), **options):
    """Lance ``arguments`` dans une boîte (voir ``preparer``) ; retourne le ``subprocess.Popen``.

    ``options`` va à ``Popen`` (entrée, sorties, ``pass_fds``…) ; le processus
    est chef de sa propre session, dans ``dossier``. Un programme Python porte
    la sonde : son tube se lit par ``tentatives_de_la_sonde``. Lève
    ``OSError`` si la commande ne se lance pas, ``BacIndisponible`` sans bac à sable.
    """
    lu, ecrit = os.pipe()
    os.set_blocking(lu, False)
    environnement = {**(environnement or {}), VARIABLE_DU_DESCRIPTEUR: str(ecrit)}
    try:
        commande, environnement_du_processus, droits = preparer(arguments, limites, dossier, lectures,
                                                                environnement, ecritures)
        options["pass_fds"] = (*options.get("pass_fds", ()), ecrit)
        processus = subprocess.Popen(commande, cwd=dossier, env=environnement_du_processus,
                                     start_new_session=True, **droits, **options)
    except BaseException:
        os.close(lu)
        raise
    finally:
        os.close(ecrit)
    processus.sonde = lu
    return processus


def tentatives_de_la_sonde(processus):
    """Retourne les tentatives que la sonde du processus (fini) a notées, et ferme son tube.

    Ne lit pas plus de ``SONDE_MAXIMALE`` octets ; une ligne illisible (le code
    de l'équipe peut écrire sur ce tube) est ignorée.
    """
    lu = getattr(processus, "sonde", None)
    if lu is None:
        return []
    morceaux, taille = [], 0
    try:
        while taille < SONDE_MAXIMALE:
            bloc = os.read(lu, SONDE_MAXIMALE - taille)
            if not bloc:
                break
            morceaux.append(bloc)
            taille += len(bloc)
    except OSError:
        pass
    finally:
        os.close(lu)
        processus.sonde = None
    tentatives = []
    for ligne in b"".join(morceaux).decode("utf-8", errors="replace").splitlines():
        try:
            texte = json.loads(ligne)
        except ValueError:
            continue
        if isinstance(texte, str):
            tentatives.append(texte[:LONGUEUR_D_UNE_TENTATIVE])
    return tentatives


def limites_du_programme(delai):
    """Retourne les limites d'un programme en console : des paires (nom de ``resource``, valeur)."""
    return (("RLIMIT_AS", MEMOIRE_DU_PROGRAMME), ("RLIMIT_FSIZE", FICHIER_DU_PROGRAMME), ("RLIMIT_CORE", 0),
            ("RLIMIT_CPU", int(delai) + MARGE_DE_PROCESSEUR), ("RLIMIT_NPROC", PROCESSUS_D_UNE_BOITE))


def limites_du_paquet():
    """Retourne les limites du processus qui importe le paquet d'une équipe (paires nom, valeur)."""
    return (("RLIMIT_AS", MEMOIRE_DU_PAQUET), ("RLIMIT_CPU", PROCESSEUR_DU_PAQUET),
            ("RLIMIT_FSIZE", FICHIER_DU_PAQUET), ("RLIMIT_CORE", 0),
            ("RLIMIT_NOFILE", FICHIERS_OUVERTS_DU_PAQUET), ("RLIMIT_NPROC", PROCESSUS_DU_PAQUET))


def limites_de_javac():
    """Retourne les limites de javac, qui tourne dans la boîte de l'équipe (paires nom, valeur)."""
    return (("RLIMIT_AS", MEMOIRE_DE_JAVAC), ("RLIMIT_CPU", PROCESSEUR_DE_JAVAC),
            ("RLIMIT_FSIZE", FICHIER_DE_JAVAC), ("RLIMIT_CORE", 0), ("RLIMIT_NPROC", PROCESSUS_D_UNE_BOITE))


# --- Ce que l'équipe a tenté --------------------------------------------------------------------------

def tentatives_laissees(dossier):
    """Retourne les tentatives que le code d'une équipe a laissées dans son dossier de travail, en phrases.

    Un lien qui mène hors du dossier (vers ``/etc``, un fichier du correcteur,
    le dossier des notes) : la boîte l'a rendu inutile, le correcteur ne le
    suit pas. Une socket ou un tube nommé : rien ne l'écoute hors de la boîte.
    Le dossier est parcouru sans suivre de lien.
    """
    racine = os.path.realpath(dossier)
    tentatives = []
    for parent, sous_dossiers, fichiers in os.walk(racine):
        for nom in sorted(sous_dossiers + fichiers):
            chemin = os.path.join(parent, nom)
            relatif = os.path.relpath(chemin, racine)
            try:
                etat = os.lstat(chemin)
            except OSError:
                continue
            if stat.S_ISLNK(etat.st_mode):
                cible = os.readlink(chemin)
                absolue = os.path.normpath(os.path.join(parent, cible))
                if not sous(absolue, [racine]):
                    tentatives.append(f"un lien « {relatif} » vers {cible}, hors de sa boîte : le correcteur"
                                      " ne l'a pas suivi")
            elif stat.S_ISSOCK(etat.st_mode) or stat.S_ISFIFO(etat.st_mode):
                tentatives.append(f"une socket ou un tube nommé « {relatif} » : rien hors de sa boîte ne"
                                  " l'atteint")
    return tentatives


class Tentatives:
    """Les tentatives bloquées notées pendant une correction (les tests tournent dans des fils)."""

    def __init__(self):
        """Aucune tentative encore."""
        self.notees = set()

    def noter(self, tentatives):
        """Ajoute les ``tentatives`` (des phrases) ; ne retourne rien."""
        self.notees.update(tentatives)

    def toutes(self):
        """Retourne les tentatives notées, triées."""
        return sorted(self.notees)


TENTATIVES = Tentatives()


def noter_les_tentatives(tentatives):
    """Note des tentatives bloquées, pour le retour de l'équipe corrigée ici ; ne retourne rien."""
    TENTATIVES.noter(tentatives)


def tentatives_notees():
    """Retourne les tentatives bloquées notées par ce processus, triées."""
    return TENTATIVES.toutes()


def descendants(pid):
    """Retourne les processus de l'arbre de ``pid`` (lui exclu), lus dans /proc ; vide sans /proc."""
    a_voir, vus = [pid], []
    while a_voir:
        enfants = enfants_de(a_voir.pop())
        vus += enfants
        a_voir += enfants
    return vus


def session_de(pid):
    """Retourne la session du processus ``pid`` (le champ 6 de /proc/PID/stat), ou None."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as fichier:
            return int(fichier.read().rpartition(")")[2].split()[3])
    except (OSError, ValueError, IndexError):
        return None


def enfants_de(pid):
    """Retourne les enfants directs du processus ``pid`` (lus dans /proc), dans l'ordre de leur pid."""
    enfants = []
    try:
        for tache in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{tache}/children", encoding="ascii") as fichier:
                enfants += [int(enfant) for enfant in fichier.read().split()]
    except OSError:
        pass
    return sorted(enfants)


def tentatives_des_processus(processus):
    """Retourne les tentatives qu'on lit dans l'arbre d'une boîte encore vivante (``processus`` : bwrap).

    L'arbre : bwrap, son gardien (le processus 1 de la boîte, qui ouvre une
    session par ``--new-session``), puis le programme, son premier enfant.
    Un processus d'une autre session s'est détaché du programme (``setsid``)
    pour lui survivre : il meurt avec la boîte, et c'est dit.
    """
    gardiens = enfants_de(processus.pid)
    premiers = [*gardiens[:1], *(enfants_de(gardiens[0])[:1] if gardiens else [])]
    sessions = {session_de(pid) for pid in premiers}
    detaches = [pid for pid in descendants(processus.pid)
                if pid not in premiers and session_de(pid) not in (None, *sessions)]
    if not detaches:
        return []
    return ["un processus détaché de son programme (setsid), pour lui survivre : tué avec sa boîte"]


def texte_des_tentatives(tentatives):
    """Retourne les tentatives bloquées en lignes Markdown (« - tentative bloquée : … »), ou un texte vide."""
    distinctes = sorted(set(tentatives))
    lignes = [f"- tentative bloquée : {tentative}" for tentative in distinctes[:TENTATIVES_CITEES]]
    if len(distinctes) > TENTATIVES_CITEES:
        lignes.append(f"- … et {len(distinctes) - TENTATIVES_CITEES} autres")
    return "\n".join(lignes) + "\n" if lignes else ""


# --- Ce que chaque retour dit des protections ---------------------------------------------------------

def protections():
    """Retourne les protections du bac à sable ici : chacune en force ou non, avec la raison."""
    bwrap, raison = bac_a_sable_ici()
    limites = Protection("limites de mémoire, de temps de processeur, de taille de fichier et de processus",
                         bool(outil_du_systeme(PRLIMIT)), "la commande prlimit manque")
    if not bwrap:
        raison = (f"{raison} ; l'enseignant a demandé que le code tourne quand même"
                  f" ({OPTION_SANS_BAC_A_SABLE})")
        return [limites, Protection("un bac à sable (bubblewrap) : le code de l'équipe ne voit que sa copie,"
                                    " sans réseau, sans l'environnement du correcteur", False, raison)]
    liste = [limites,
             Protection("un bac à sable bubblewrap à elle : ses propres espaces de noms d'utilisateur, de"
                        " processus, de montage, d'IPC et de réseau ; tout ce qu'elle lance meurt avec lui",
                        True),
             Protection("aucun réseau, aucune socket de la machine", True),
             Protection("un environnement vide ; un /tmp et un /dev/shm à elle, retirés après", True),
             Protection("en lecture seule : le système, l'interpréteur sans ses paquets installés (ni le"
                        " correcteur ni la référence) et sa copie ; en écriture : son dossier de travail"
                        " seul", True)]
    if utilisateur_des_equipes() is not None:
        liste.append(Protection("un utilisateur sans privilèges, non le correcteur (root)", True))
        if python_des_equipes() is None:
            liste.append(Protection("un Python lisible par l'utilisateur des équipes", False,
                                    "ni le Python du correcteur ni un Python du système (3.10 ou plus) ne lui"
                                    " est lisible : le code Python de l'équipe ne pourra pas se lancer"))
    return liste


def texte_des_protections(liste):
    """Retourne les protections en lignes Markdown : « - en force : … » ou « - **absente** : … (raison) »."""
    lignes = []
    for protection in liste:
        if protection.en_force:
            lignes.append(f"- en force : {protection.nom}")
        else:
            lignes.append(f"- **absente** : {protection.nom} ({protection.raison})")
    return "\n".join(lignes) + "\n"
