"""Ce qu'une boîte montre, et la commande bwrap qui la crée autour de la commande d'une équipe.

Explication : une boîte est la liste de ce que le code peut voir, en lecture
seule (le système, l'interpréteur sans ses paquets installés, les dossiers
que la commande nomme) et en écriture (son dossier de travail), un
environnement vide, et ses limites (``prlimit``). Un interpréteur Python
nommé par la commande devient celui des équipes ; un programme Python porte
la sonde (``sonde.py``), qui dit ce que son code tente.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import functools
import glob
import os
import shutil
import subprocess
import sys
from pathlib import Path

from yum.correction import DOSSIER_DU_PROJET
from yum.correction.bac_a_sable.dossiers import (
    COPIES,
    dossier_prive,
    lisible_par_tous,
    rendre_lisible,
    utilisateur_des_equipes,
)

# La commande du bac à sable (le paquet Debian « bubblewrap »).
BWRAP = "bwrap"

# La commande qui pose les limites dans la boîte (util-linux).
PRLIMIT = "prlimit"

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

# Les bornes de la mémoire d'une JVM dans une boîte. Sans elles, la JVM taille son tas d'après la mémoire
# de la machine (le quart, ou la moitié de la limite de mémoire virtuelle), réserve 1 Gio pour ses classes
# et 240 Mio pour son code : tout près de la limite de la boîte, un malloc de son compilateur échoue au
# hasard d'une partie (« insufficient memory for the Java Runtime Environment ») et la partie s'arrête au
# milieu, un jour à un tour, un autre à un autre (mesuré : 2 corrections sur 3 d'un programme juste sur ce
# point). Avec elles, comme pour javac, ni le compilateur à la volée optimisant (C2) ni le ramasse-miettes
# parallèle : un jeu en console n'en tire rien, et leurs fils coûtaient près du tiers du processeur d'une
# correction Java (mesuré, la remise Java juste, cinq corrections, machine chargée : 3,3 à 5,0 s de
# processeur avec eux, 2,6 à 3,2 s sans). Placées juste après « java », elles cèdent à celles que la
# commande de l'équipe donne elle-même.
BORNES_DE_LA_JVM = ("-Xmx512m", "-XX:ReservedCodeCacheSize=64m", "-XX:CompressedClassSpaceSize=128m",
                    "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC")
# Le nom du programme qui reçoit ces bornes.
JAVA = "java"
# Les zones de malloc de glibc, au plus, d'un processus de la boîte : chacune réserve 64 Mio de mémoire
# virtuelle, et une JVM en ouvrirait une par fil d'exécution (jusqu'à huit par cœur).
ZONES_DE_MALLOC = "2"

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

# La taille du /tmp et du /dev/shm d'une boîte, en octets.
TAILLE_DU_TMP = 64 * 1024 ** 2
TAILLE_DU_SHM = 16 * 1024 ** 2

# La sonde, posée dans le Python d'une équipe (``sitecustomize.py``) : elle dit ce que son code tente.
SONDE = Path(__file__).resolve().parent / "sonde.py"

# Les variables que lit la sonde : son descripteur, les racines permises, et son fichier (pour enfant.py).
VARIABLE_DU_DESCRIPTEUR = "DES_SONDE_FD"
VARIABLE_DES_RACINES = "DES_SONDE_RACINES"
VARIABLE_DU_FICHIER_DE_LA_SONDE = "DES_SONDE_FICHIER"
# La variable qui demande à la sonde de raccourcir les pauses d'un programme (son facteur, ``sonde.py``).
VARIABLE_DES_PAUSES = "DES_PAUSES_RACCOURCIES"

# Ce qu'un programme lit sans que ce soit une tentative, en plus de sa boîte : ses pseudo-fichiers, et ce
# que des modules de la bibliothèque standard lisent d'eux-mêmes (l'heure, le système).
LECTURES_ANODINES = ("/dev/null", "/dev/urandom", "/dev/random", "/dev/zero", "/dev/tty", "/dev/stdin",
                     "/dev/stdout", "/dev/stderr", "/dev/fd", "/proc/self", "/proc/thread-self",
                     "/etc/localtime", "/etc/timezone", "/etc/os-release", "/etc/mime.types",
                     "/etc/ld.so.cache", "/etc/alternatives", "/tmp", "/dev/shm")

# Ce qu'un programme écrit sans que ce soit une tentative, en plus de son dossier de travail.
ECRITURES_ANODINES = ("/tmp", "/dev/shm", "/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/fd",
                      "/proc/self/fd")


def outil_du_systeme(nom):
    """Retourne le chemin de la commande du système ``nom`` (cherchée dans le PATH, puis dans les dossiers
    du système : un PATH réduit ne la cache pas), ou None."""
    return shutil.which(nom) or shutil.which(nom, path=CHEMIN_DES_COMMANDES)


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

    Un argument peut être une liste (``-cp a:b``), une valeur (``-Dx=/a``) ou un
    script (« sh -c '… /x/y …' ») ; un chemin relatif l'est au dossier de
    travail, déjà montré.
    """
    chemins = []
    for argument in arguments:
        chemins += chemins_d_un_morceau(argument)
    # La valeur d'une variable est un chemin ou une liste, jamais un script ni une option : elle n'a ni
    # mots, ni « = » (un dossier « x=/work/main » d'une remise nommerait sinon le projet : revue du 28
    # novembre au soir).
    for valeur in variables.values():
        chemins += chemins_d_un_morceau(valeur, mots=False, option=False)
    return chemins


def chemins_d_un_morceau(morceau, mots=True, option=True):
    """Retourne les chemins absolus existants que nomme ``morceau`` (un argument, une valeur) : lui-même
    s'il en est un ; sinon ses éléments de liste, (``option``) sa valeur après « = », et (``mots``) ses mots
    qui en sont.

    Pourquoi : un chemin que le correcteur a bâti depuis la copie d'une remise peut
    contenir « : » ou une espace ; le découper ferait montrer dans la boîte ce
    qu'une équipe a écrit dans le nom d'un de ses dossiers (« a:/root/secret »,
    « x /home/enseignant »), donc lire ce qu'elle veut (tour 60).
    """
    if os.path.isabs(morceau) and os.path.lexists(morceau):
        return [os.path.normpath(morceau)]
    valeur = morceau.partition("=")[2] if option else ""
    if valeur and os.path.isabs(valeur) and os.path.lexists(valeur):
        return [os.path.normpath(valeur)]
    chemins = [os.path.normpath(partie) for partie in [*morceau.split(os.pathsep), *valeur.split(os.pathsep)]
               if os.path.isabs(partie) and os.path.lexists(partie)]
    if mots and len(morceau.split()) > 1:
        for mot in morceau.split():
            chemins += chemins_d_un_morceau(mot.strip("'\";"), mots=False)
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
            "PYTHONNOUSERSITE": "1", "MALLOC_ARENA_MAX": ZONES_DE_MALLOC, **variables}


def avec_les_bornes_de_la_jvm(commande):
    """Retourne ``commande`` (une liste) avec ``BORNES_DE_LA_JVM`` juste après ``java`` ; telle quelle sinon.

    >>> avec_les_bornes_de_la_jvm(["/usr/bin/java", "-Xmx1g", "-cp", "c", "Yum"])[1:3]
    ['-Xmx512m', '-XX:ReservedCodeCacheSize=64m']
    >>> avec_les_bornes_de_la_jvm(["/usr/bin/python3", "-m", "yum"])
    ['/usr/bin/python3', '-m', 'yum']
    """
    if commande and os.path.basename(commande[0]) == JAVA:
        return [commande[0], *BORNES_DE_LA_JVM, *commande[1:]]
    return list(commande)


def environnement_de_bwrap():
    """Retourne l'environnement de bwrap lui-même (il n'en passe rien à la boîte : ``--clearenv``)."""
    return {"PATH": CHEMIN_DES_COMMANDES, "LANG": "C.UTF-8"}


def droits_de_l_equipe():
    """Retourne les arguments de ``subprocess.Popen`` qui lancent bwrap sous l'utilisateur des équipes."""
    uid = utilisateur_des_equipes()
    return {} if uid is None else {"user": uid, "group": uid, "extra_groups": []}
