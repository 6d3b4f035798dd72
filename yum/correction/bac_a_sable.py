"""Le bac à sable : le seul module qui dit comment le code d'une équipe tourne, et sous quelles protections.

Explication : tout code d'une équipe (son programme en console, Python ou
Java, et son paquet Python importé par ``paquet/enfant.py``) est lancé par la
commande que retourne ``commande_dans_le_bac``. Elle ajoute, devant la
commande de l'équipe, un petit programme du correcteur qui pose les
protections puis devient la commande (``exec``) :

- des limites (mémoire, temps de processeur, taille des fichiers, fichiers
  ouverts, processus, pas de fichier core) ;
- pas de réseau : un espace de noms réseau à lui (``unshare --net``), où même
  la boucle locale est éteinte, là où le système le permet ;
- quand le correcteur est root, un utilisateur sans privilèges, à part pour
  chaque équipe (``UID_DES_EQUIPES`` + son numéro, comme les boîtes
  d'``isolate``) : il n'écrit que dans son dossier temporaire, ne lit que la
  copie de sa propre remise (par son groupe), ni celles des autres équipes ni
  les fichiers de l'enseignant, et ``kill(-1, …)`` n'atteint que ses propres
  processus ; ``no_new_privs`` l'empêche de regagner des droits ;
- quand le correcteur est root, les dossiers de l'enseignant nommés dans
  ``VARIABLE_DES_CACHES`` (les remises d'origine, les notes) cachés sous un
  dossier vide (un espace de noms de montage à lui) ;
- la mort du correcteur tue le programme (``PR_SET_PDEATHSIG``).

Chaque protection qui ne peut pas être posée est nommée par
``protections()`` avec sa raison : chaque retour d'équipe les cite.
Les modèles : le conteneur par remise de Gradescope, les tâches sans réseau
de PrairieLearn, le bac à sable ``isolate`` des concours de programmation.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import functools
import json
import os
import shutil
import stat
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

try:
    import resource
except ImportError:
    # Hors d'Unix : aucune limite ne se pose ; protections() le dit.
    resource = None

# La variable d'environnement qui donne le numéro de l'équipe (sa boîte) ; sans elle, la boîte 0.
VARIABLE_DE_LA_BOITE = "DES_BAC_A_SABLE_BOITE"
# La variable d'environnement qui nomme les dossiers de l'enseignant à cacher (séparés par os.pathsep).
VARIABLE_DES_CACHES = "DES_BAC_A_SABLE_CACHES"
# Le premier identifiant (uid et gid) des utilisateurs des équipes : hors de ceux des vraies personnes
# (1000 et plus, jusqu'à quelques milliers) et sous 65534 (nobody) ; isolate prend 60000 aussi.
UID_DES_EQUIPES = 60000
# Le nombre de boîtes : les numéros d'équipe se ramènent dans cet intervalle.
NOMBRE_DE_BOITES = 5000
# Les limites du programme en console : mémoire virtuelle (la JVM 17 démarre sous 4 Gio), taille d'un
# fichier écrit, temps de processeur laissé au-delà du délai du test (une boucle sans fin s'arrête seule).
MEMOIRE_DU_PROGRAMME = 4 * 1024 ** 3
FICHIER_DU_PROGRAMME = 64 * 1024 ** 2
MARGE_DE_PROCESSEUR = 5
# Les processus (fils compris) d'un utilisateur d'équipe : une JVM en lance une trentaine, plusieurs tests
# tournent à la fois ; une bombe de fork s'arrête là.
PROCESSUS_D_UNE_EQUIPE = 1024
# Les processus qu'un programme peut ajouter à ceux de l'utilisateur du correcteur, quand il n'en change pas.
PROCESSUS_EN_PLUS = 1024
# Les limites du paquet importé : mémoire (1 Gio), temps de processeur (filet sous les délais par appel),
# taille d'un fichier écrit (10 Mio), fichiers ouverts, processus.
MEMOIRE_DU_PAQUET = 1024 ** 3
PROCESSEUR_DU_PAQUET = 120
FICHIER_DU_PAQUET = 10 * 1024 ** 2
FICHIERS_OUVERTS_DU_PAQUET = 64
PROCESSUS_DU_PAQUET = 64
# Les opérations de prctl(2) : signal à la mort du parent ; pas de nouveaux privilèges (setuid, capacités).
PR_SET_PDEATHSIG = 1
PR_SET_NO_NEW_PRIVS = 38
# Les drapeaux de mount(2) : lecture seule, ni setuid, ni périphérique, remontage, liaison (récursive).
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_REMOUNT, MS_BIND, MS_REC = 1, 2, 4, 32, 4096, 16384
# Les variables d'environnement dont les chemins restent visibles au programme (il y cherche son code).
VARIABLES_DE_CHEMINS = ("PYTHONPATH", "CLASSPATH")
# Les dossiers des personnes, toujours cachés au code des équipes quand le correcteur est root.
DOSSIERS_DES_PERSONNES = ("/home", "/root")
# Le délai d'une sonde (un « true » lancé pour voir si une protection se pose), en secondes.
DELAI_DE_SONDE = 20
# La version de Python la plus ancienne qui fait tourner le code d'une équipe (celle de l'énoncé).
PYTHON_MINIMAL = (3, 10)
# Les Python du système essayés quand celui du correcteur n'est pas lisible par l'utilisateur d'une équipe
# (un Python installé dans /root, par exemple).
PYTHONS_DU_SYSTEME = ("/usr/bin/python3", "/usr/local/bin/python3")
# Le petit programme qui pose les protections puis devient la commande (exec) : elles valent dès son
# premier octet (la JVM dimensionne son tas d'après RLIMIT_AS), sans code Python entre fork et exec dans
# le correcteur, ce qui reste sûr quand des tests tournent dans des fils.
POSER_LES_PROTECTIONS = """
import ctypes, json, os, resource, signal, sys
reglages = json.loads(sys.argv[1])
libc = ctypes.CDLL(None, use_errno=True)
gardes = []
for chemin in reglages["gardes"]:
    try:
        gardes.append((os.open(chemin, os.O_PATH), chemin))
    except OSError:
        pass
for chemin in reglages["caches"]:
    libc.mount(b"none", chemin.encode(), b"tmpfs", reglages["cache"], b"size=64k,mode=0755")
for descripteur, chemin in gardes:
    try:
        os.makedirs(chemin, exist_ok=True)
        libc.mount(f"/proc/self/fd/{descripteur}".encode(), chemin.encode(), None, reglages["liaison"], None)
    except OSError:
        pass
    os.close(descripteur)
for chemin in reglages["caches"]:
    libc.mount(None, chemin.encode(), None, reglages["lecture_seule"], None)
for nom, valeur in reglages["limites"]:
    try:
        resource.setrlimit(getattr(resource, nom), (valeur, valeur))
    except (ValueError, OSError):
        pass
if reglages["uid"] is not None:
    os.setgroups([])
    os.setgid(reglages["uid"])
    os.setuid(reglages["uid"])
libc.prctl(reglages["sans_privileges"], 1, 0, 0, 0)
libc.prctl(reglages["mort_du_parent"], signal.SIGKILL, 0, 0, 0)
try:
    os.execvp(sys.argv[2], sys.argv[2:])
except OSError as erreur:
    print(f"commande impossible à lancer : {sys.argv[2]} ({erreur.strerror})", file=sys.stderr)
    sys.exit(127)
"""


@dataclass(frozen=True)
class Protection:
    """Une protection du bac à sable : son nom, si elle est en force, et pourquoi pas sinon."""

    nom: str
    en_force: bool
    raison: str = ""


def est_root():
    """Retourne vrai si le correcteur tourne en root (alors le code des équipes change d'utilisateur)."""
    return hasattr(os, "geteuid") and os.geteuid() == 0


def boite():
    """Retourne le numéro de la boîte de cette équipe (la variable ``VARIABLE_DE_LA_BOITE``, sinon 0)."""
    try:
        return int(os.environ.get(VARIABLE_DE_LA_BOITE, "0")) % NOMBRE_DE_BOITES
    except ValueError:
        return 0


def uid_de_l_equipe():
    """Retourne l'uid (et gid) de l'utilisateur de l'équipe, ou None si le correcteur n'est pas root."""
    return UID_DES_EQUIPES + boite() if est_root() else None


@functools.lru_cache(maxsize=1)
def prefixe_sans_reseau():
    """Retourne la commande qui ôte le réseau (``unshare``…) et celle qui cache les dossiers, si possible.

    Retourne (prefixe, raison) : ``raison`` dit pourquoi le réseau n'a pas pu être ôté ("" s'il l'est).
    Root a son espace de noms réseau et de montage ; un autre utilisateur en obtient par un espace de
    noms d'utilisateurs (``unshare -r``) là où le noyau le permet.
    """
    unshare = shutil.which("unshare")
    if unshare is None or not sys.platform.startswith("linux"):
        return [], "la commande unshare n'existe pas ici"
    prefixe = [unshare, "--net", "--mount"] if est_root() else [unshare, "--map-root-user", "--net"]
    try:
        sonde = subprocess.run([*prefixe, "true"], capture_output=True, text=True, timeout=DELAI_DE_SONDE)
    except (OSError, subprocess.TimeoutExpired) as erreur:
        return [], f"unshare ne se lance pas ({erreur})"
    if sonde.returncode != 0:
        return [], f"le système refuse un espace de noms réseau ({sonde.stderr.strip() or sonde.returncode})"
    return prefixe, ""


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


@functools.lru_cache(maxsize=1)
def python_des_equipes():
    """Retourne le Python qui fait tourner le code d'une équipe : celui du correcteur s'il est lisible par
    l'utilisateur de l'équipe, sinon un Python du système assez récent ; None s'il n'y en a aucun."""
    if uid_de_l_equipe() is None:
        return sys.executable
    candidats = [sys.executable, *PYTHONS_DU_SYSTEME]
    for candidat in candidats:
        racine = Path(candidat).resolve().parent.parent
        if not (lisible_par_tous(candidat) and lisible_par_tous(racine / "lib")):
            continue
        try:
            version = subprocess.run(
                [candidat, "-I", "-S", "-c", "import sys; print(*sys.version_info[:2])"],
                capture_output=True, text=True, timeout=DELAI_DE_SONDE).stdout.split()
        except (OSError, subprocess.TimeoutExpired):
            continue
        if tuple(map(int, version)) >= PYTHON_MINIMAL:
            return candidat
    return None


def est_le_python_du_correcteur(argument):
    """Retourne vrai si ``argument`` désigne le Python du correcteur (``sys.executable``)."""
    return argument == sys.executable or Path(argument).resolve() == Path(sys.executable).resolve()


def limites_du_programme(delai):
    """Retourne les limites d'un programme en console : des paires (nom de ``resource``, valeur)."""
    processus = PROCESSUS_D_UNE_EQUIPE if est_root() else processus_de_l_utilisateur() + PROCESSUS_EN_PLUS
    return (("RLIMIT_AS", MEMOIRE_DU_PROGRAMME), ("RLIMIT_FSIZE", FICHIER_DU_PROGRAMME), ("RLIMIT_CORE", 0),
            ("RLIMIT_CPU", int(delai) + MARGE_DE_PROCESSEUR), ("RLIMIT_NPROC", processus))


def limites_du_paquet():
    """Retourne les limites du processus qui importe le paquet d'une équipe (paires nom, valeur)."""
    return (("RLIMIT_AS", MEMOIRE_DU_PAQUET), ("RLIMIT_CPU", PROCESSEUR_DU_PAQUET),
            ("RLIMIT_FSIZE", FICHIER_DU_PAQUET), ("RLIMIT_CORE", 0),
            ("RLIMIT_NOFILE", FICHIERS_OUVERTS_DU_PAQUET), ("RLIMIT_NPROC", PROCESSUS_DU_PAQUET))


@functools.lru_cache(maxsize=1)
def processus_de_l_utilisateur():
    """Retourne le nombre de fils d'exécution de l'utilisateur, lu une fois dans /proc (0 sans /proc)."""
    total = 0
    uid = os.getuid()
    for entree in os.scandir("/proc") if os.path.isdir("/proc") else ():
        if entree.name.isdigit():
            try:
                if entree.stat().st_uid == uid:
                    total += len(os.listdir(f"/proc/{entree.name}/task"))
            except OSError:
                continue
    return total


def contient(dossier, chemin):
    """Retourne vrai si ``chemin`` est ``dossier`` ou se trouve dessous (chemins absolus)."""
    return os.path.commonpath([dossier, chemin]) == dossier


def dossiers_caches():
    """Retourne les dossiers cachés au code des équipes sous un dossier vide, du plus haut au plus bas.

    Les dossiers des personnes (``/home``, ``/root``, la maison de
    l'enseignant) et ceux que nomme ``VARIABLE_DES_CACHES`` (les remises
    d'origine, les notes) ; un dossier sous un autre déjà caché est omis.
    """
    noms = [*DOSSIERS_DES_PERSONNES, os.path.expanduser("~"),
            *os.environ.get(VARIABLE_DES_CACHES, "").split(os.pathsep)]
    return les_plus_hauts(os.path.realpath(nom) for nom in noms if nom and os.path.isdir(nom))


def les_plus_hauts(dossiers):
    """Retourne les ``dossiers`` (absolus) qui ne sont sous aucun autre, du plus court au plus long
    (à longueur égale, dans l'ordre alphabétique : le retour d'une équipe est le même à chaque fois)."""
    plus_hauts = []
    for dossier in sorted(set(dossiers), key=lambda chemin: (len(chemin), chemin)):
        if dossier != "/" and not any(contient(haut, dossier) for haut in plus_hauts):
            plus_hauts.append(dossier)
    return plus_hauts


def ancetre_ferme(chemin):
    """Retourne le plus haut dossier au-dessus de ``chemin`` que les autres utilisateurs ne traversent pas.

    Retourne None si tous se traversent. Un tel dossier (le dossier de
    travail d'une classe, ``/tmp/pytest-of-root``) est remplacé, pour
    l'équipe, par un dossier vide où seul ``chemin`` reparaît.
    """
    uid = uid_de_l_equipe()
    for dossier in reversed(Path(chemin).parents):
        try:
            etat = dossier.stat()
        except OSError:
            return None
        a_l_equipe = etat.st_uid == uid and etat.st_mode & stat.S_IXUSR
        if not (etat.st_mode & stat.S_IXOTH or a_l_equipe):
            return str(dossier)
    return None


def dossiers_gardes(arguments, dossier):
    """Retourne les dossiers que le code de l'équipe doit voir même sous un dossier caché.

    Le Python du correcteur (son préfixe et celui de son environnement
    virtuel), le projet du correcteur, le dossier du programme, et les chemins
    absolus que la commande nomme (``PYTHONPATH=…``, ``-cp …``, et le
    ``PYTHONPATH`` de l'environnement) : la commande de l'enseignant désigne
    elle-même ce que le programme lit.
    """
    from yum.correction import DOSSIER_DU_PROJET

    chemins = [sys.base_prefix, sys.prefix, str(DOSSIER_DU_PROJET), dossier or ""]
    # Un chemin peut être une valeur (« PYTHONPATH=… »), une liste (« a:b ») ou un mot d'un script (sh -c).
    # Les chemins de recherche de l'environnement (PYTHONPATH, CLASSPATH) sont ceux de la commande aussi.
    morceaux = [os.environ.get(variable, "") for variable in VARIABLES_DE_CHEMINS]
    morceaux += [mot.partition("=")[2] for argument in arguments for mot in argument.split()]
    morceaux += [mot for argument in arguments for mot in argument.split()]
    for argument in morceaux:
        for morceau in argument.strip("'\"").split(os.pathsep):
            if os.path.isabs(morceau):
                chemins.append(morceau if os.path.isdir(morceau) else os.path.dirname(morceau))
    return sorted({os.path.realpath(chemin) for chemin in chemins if chemin and os.path.isdir(chemin)})


def donner_a_l_equipe(racine):
    """Donne ``racine`` et tout ce qu'elle contient à l'utilisateur de l'équipe, et à lui seul.

    La copie de sa remise, ses classes compilées, la copie de son paquet, son
    dossier temporaire : c'est à elle, elle peut y lire et y écrire (ce qu'elle
    y laisse est signalé) ; les autres équipes n'y entrent pas. Sans root,
    rien ne change. Ne retourne rien.
    """
    uid = uid_de_l_equipe()
    if uid is None or racine is None or not os.path.exists(racine):
        return
    for dossier, sous_dossiers, fichiers in os.walk(racine):
        for chemin in [dossier, *(os.path.join(dossier, nom) for nom in sous_dossiers + fichiers)]:
            os.lchown(chemin, uid, uid)
    os.chmod(racine, stat.S_IRWXU)


def ouvrir_en_lecture(racine):
    """Rend ``racine`` et son contenu lisibles (et ses dossiers traversables) par tous ; ne retourne rien.

    Pour la copie de la remise d'une équipe dans le dossier de travail d'une
    classe : l'utilisateur de l'équipe la lit ; les autres équipes ne la voient
    pas, car le dossier de travail de la classe, fermé, leur est caché sous un
    dossier vide où seuls leurs propres chemins reparaissent. Sans root, rien.
    """
    if uid_de_l_equipe() is None:
        return
    for dossier, sous_dossiers, fichiers in os.walk(racine):
        for chemin in [dossier, *(os.path.join(dossier, nom) for nom in sous_dossiers + fichiers)]:
            if os.path.islink(chemin):
                continue
            mode = os.stat(chemin).st_mode
            lecture = stat.S_IROTH | stat.S_IXOTH if stat.S_ISDIR(mode) else stat.S_IROTH
            os.chmod(chemin, stat.S_IMODE(mode) | lecture)


def donner_le_dossier(dossier):
    """Donne ``dossier`` (le dossier temporaire du programme) à l'équipe, s'il est vide ; ne retourne rien.

    Un dossier qui n'est pas vide (un dossier de l'enseignant, donné par
    ``--repertoire``) ne change jamais de propriétaire : le programme n'y
    écrit alors pas.
    """
    if dossier is not None and os.path.isdir(dossier) and not any(os.scandir(dossier)):
        donner_a_l_equipe(dossier)


def reglages(limites, arguments, dossier):
    """Retourne les réglages (JSON) que le petit programme du bac à sable applique avant ``exec``."""
    caches, gardes = [], []
    if est_root() and "--mount" in prefixe_sans_reseau()[0]:
        gardes = dossiers_gardes(arguments, dossier)
        fermes = [ancetre_ferme(garde) for garde in gardes]
        caches = les_plus_hauts([*dossiers_caches(), *(ferme for ferme in fermes if ferme)])
        gardes = [garde for garde in gardes if any(contient(cache, garde) for cache in caches)]
    return json.dumps({"limites": limites, "uid": uid_de_l_equipe(), "caches": caches, "gardes": gardes,
                       "cache": MS_NOSUID | MS_NODEV, "liaison": MS_BIND | MS_REC,
                       "lecture_seule": MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV,
                       "sans_privileges": PR_SET_NO_NEW_PRIVS, "mort_du_parent": PR_SET_PDEATHSIG})


def commande_dans_le_bac(arguments, limites, dossier=None):
    """Retourne la commande qui lance ``arguments`` dans le bac à sable, sous ``limites``.

    ``dossier`` (le dossier temporaire du programme, où il écrit) est donné à
    l'utilisateur de l'équipe. Le Python du correcteur dans ``arguments`` est
    remplacé par celui que l'utilisateur de l'équipe peut lancer. Hors d'Unix,
    la commande telle quelle.
    """
    if resource is None:
        return list(arguments)
    donner_le_dossier(dossier)
    prefixe, _ = prefixe_sans_reseau()
    if "--mount" not in prefixe:
        python = python_des_equipes() or sys.executable
        arguments = [python if est_le_python_du_correcteur(argument) else argument for argument in arguments]
    return [*prefixe, sys.executable, "-I", "-S", "-c", POSER_LES_PROTECTIONS,
            reglages(list(limites), arguments, dossier), *arguments]


def tuer_les_restes(uid):
    """Tue tout processus de l'utilisateur d'équipe ``uid`` qui reste (sorti de son groupe par setsid).

    Retourne le nombre de processus tués. Sans /proc, rien.
    """
    tues = 0
    for entree in os.scandir("/proc") if os.path.isdir("/proc") else ():
        if not entree.name.isdigit():
            continue
        try:
            if entree.stat().st_uid == uid:
                os.kill(int(entree.name), 9)
                tues += 1
        except OSError:
            continue
    return tues


def protections():
    """Retourne les protections du bac à sable ici : chacune en force ou non, avec la raison."""
    if resource is None:
        return [Protection("limites de mémoire, de temps, de fichiers et de processus", False,
                           "ce système n'a pas le module resource")]
    liste = [Protection("limites de mémoire, de temps de processeur, de fichiers et de processus", True)]
    prefixe, raison = prefixe_sans_reseau()
    liste.append(Protection("pas de réseau (un espace de noms réseau à lui)", bool(prefixe), raison))
    if not est_root():
        raison = (f"le correcteur ne tourne pas en root : le code tourne sous son utilisateur (uid"
                  f" {os.getuid()}), qui peut écrire et lire ce qu'il peut, lui")
        liste.append(Protection("un utilisateur sans privilèges, à part pour l'équipe", False, raison))
        liste.append(Protection("écriture dans son seul dossier temporaire ; ni les autres remises ni les"
                                " fichiers de l'enseignant lisibles", False, raison))
        return liste
    # Sans son numéro : il dépend du poste de travail qui corrige l'équipe, et le retour d'une même remise
    # doit être le même d'une correction à l'autre.
    liste.append(Protection("un utilisateur sans privilèges, à part pour l'équipe", True))
    if "--mount" not in prefixe and python_des_equipes() is None:
        liste.append(Protection("un Python lisible par l'utilisateur de l'équipe", False,
                                "ni le Python du correcteur ni un Python du système (3.10 ou plus) ne lui"
                                " est lisible : le code Python de l'équipe ne pourra pas se lancer"))
    liste.append(Protection("écriture dans son seul dossier temporaire ; les remises des autres équipes"
                            " illisibles", True))
    if "--mount" in prefixe:
        liste.append(Protection("dossiers de l'enseignant cachés : " + ", ".join(dossiers_caches()), True))
    else:
        liste.append(Protection("dossiers de l'enseignant cachés", False,
                                "pas d'espace de noms de montage : seules leurs permissions les protègent"))
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
