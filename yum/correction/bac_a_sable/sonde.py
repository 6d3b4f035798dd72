"""La sonde du bac à sable : dans le Python d'une équipe, elle note ce que son code tente hors de sa boîte.

Explication : ce fichier n'est jamais importé par le correcteur. Le bac à
sable le copie dans la boîte d'un programme Python sous le nom
``sitecustomize.py`` (Python l'exécute au démarrage), ou ``enfant.py``
l'exécute avant d'importer le paquet. Il pose un crochet d'audit
(``sys.addaudithook``, PEP 578) qui écrit, sur un descripteur que le
correcteur lit, chaque tentative de sortir de la boîte : ouvrir, créer ou
parcourir un chemin que la boîte ne montre pas, se connecter, envoyer un
signal à un autre processus, charger une bibliothèque par ctypes. La boîte
bloque tout cela de toute façon ; la sonde ne sert qu'à le dire dans le
retour de l'équipe. Un code qui la contourne (ctypes, un autre programme)
reste enfermé : il n'est alors que moins bien décrit.

Quand le correcteur en console le demande (``VARIABLE_DES_PAUSES``, le
facteur), elle raccourcit aussi les pauses du programme (``time.sleep``) :
des dés qui roulent une demi-seconde à chaque lancer font vingt secondes par
partie, et chaque partie dépassait son délai. Raccourcies, elles ne changent
rien à ce que le programme écrit ni à ce qu'il demande, et une pause sans fin
(``time.sleep(10 ** 6)``) reste un programme qui ne fait plus rien.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import importlib.machinery
import os
import sys


class ModulesDePython:
    """Un chercheur de modules, posé en tête le temps que la sonde importe les siens : il cherche un module
    de premier niveau hors des dossiers que le correcteur ajoute au chemin de Python pour l'équipe
    (PYTHONPATH, hors celui de la sonde), pour qu'un json.py ou un functools.py de l'équipe n'en prenne
    jamais la place (relecture du 28 novembre : un json.py à côté de main.py faisait tomber la sonde, les
    pauses n'étaient plus raccourcies, une note bougeait d'une correction à l'autre, et les tentatives
    n'étaient plus dites). Le chemin de Python, lui, reste tel quel."""

    def __init__(self):
        """Retient les dossiers du chemin de Python qui ne sont pas ceux de l'équipe."""
        sonde = os.path.dirname(os.path.abspath(globals().get("__file__", "")))
        equipe = {os.path.abspath(dossier) for dossier in os.environ.get("PYTHONPATH", "").split(os.pathsep)
                  if dossier} - {sonde}
        self.dossiers = [dossier for dossier in sys.path if os.path.abspath(dossier) not in equipe]

    def find_spec(self, nom, chemin=None, cible=None):
        """Retourne où trouver ``nom``, de premier niveau, hors des dossiers de l'équipe ; sinon None."""
        if chemin is not None or "." in nom:
            return None
        return importlib.machinery.PathFinder.find_spec(nom, self.dossiers)


MODULES_DE_PYTHON = ModulesDePython()
sys.meta_path.insert(0, MODULES_DE_PYTHON)
import functools  # noqa: E402
import json  # noqa: E402
import time  # noqa: E402

sys.meta_path.remove(MODULES_DE_PYTHON)

# La variable qui donne le descripteur où écrire, et celle qui donne les racines permises (JSON).
VARIABLE_DU_DESCRIPTEUR = "DES_SONDE_FD"
VARIABLE_DES_RACINES = "DES_SONDE_RACINES"
# Combien de tentatives un processus note au plus (un code qui boucle sur une attaque s'arrête là).
TENTATIVES_MAXIMALES = 50
# Les dossiers privés de la boîte (un tmpfs à elle) : y lire ce qui existe est anodin, mais un chemin
# qui n'y existe pas désigne la machine (un clone du correcteur, la boîte d'une autre équipe).
DOSSIERS_PRIVES = ("/tmp", "/dev/shm")
# La variable qui donne combien de fois plus courte est chaque pause du programme (« time.sleep »).
VARIABLE_DES_PAUSES = "DES_PAUSES_RACCOURCIES"
# Les drapeaux d'os.open qui écrivent.
DRAPEAUX_D_ECRITURE = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC


def sous(chemin, racines):
    """Retourne vrai si ``chemin`` est l'une des ``racines`` ou se trouve dessous."""
    return any(chemin == racine or chemin.startswith(racine.rstrip("/") + "/") for racine in racines)


def chemin_absolu(chemin):
    """Retourne ``chemin`` absolu et normalisé (sans suivre de lien), ou None s'il n'est pas un chemin."""
    if isinstance(chemin, bytes):
        chemin = os.fsdecode(chemin)
    if not isinstance(chemin, str):
        return None
    return os.path.normpath(os.path.join(os.getcwd(), chemin))


def ecrit(mode, drapeaux):
    """Retourne vrai si un ``open`` de mode ``mode`` et de drapeaux ``drapeaux`` écrit."""
    if isinstance(mode, str) and any(lettre in mode for lettre in "wax+"):
        return True
    return isinstance(drapeaux, int) and bool(drapeaux & DRAPEAUX_D_ECRITURE)


def installer():
    """Pose le crochet d'audit si le correcteur a donné un descripteur ; ne retourne rien."""
    try:
        descripteur = int(os.environ.pop(VARIABLE_DU_DESCRIPTEUR, "-1"))
        racines = json.loads(os.environ.pop(VARIABLE_DES_RACINES, "{}"))
    except ValueError:
        return
    if descripteur < 0:
        return
    lecture, ecriture = racines.get("lecture", []), racines.get("ecriture", [])
    etat = {"notees": 0, "dedans": False, "chemins": set()}

    def noter(texte):
        if etat["notees"] >= TENTATIVES_MAXIMALES:
            return
        etat["notees"] += 1
        try:
            os.write(descripteur, (json.dumps(texte, ensure_ascii=False) + "\n").encode("utf-8"))
        except OSError:
            pass

    def chemin_hors(chemin, racines, present_exige=False):
        absolu = chemin_absolu(chemin)
        if absolu is None:
            return None
        if not sous(absolu, racines):
            return absolu
        if not present_exige or sous(absolu, [racine for racine in racines if racine not in DOSSIERS_PRIVES]):
            return None
        # Un chemin des dossiers privés, hors de ce que la boîte y montre, qui n'y existe pas : il vise la
        # machine (un clone du correcteur, la boîte d'une autre équipe).
        return absolu if not os.path.lexists(absolu) else None

    def juger(evenement, arguments):
        if evenement == "open" and len(arguments) >= 3:
            chemin, mode, drapeaux = arguments[:3]
            if ecrit(mode, drapeaux):
                hors = chemin_hors(chemin, ecriture)
                if hors:
                    noter(f"écriture de {hors}")
            else:
                hors = chemin_hors(chemin, lecture, present_exige=True)
                if hors:
                    noter(f"lecture de {hors}")
        elif evenement in ("os.listdir", "os.scandir") and arguments:
            hors = chemin_hors(arguments[0], lecture, present_exige=True)
            if hors:
                noter(f"exploration de {hors}")
        elif evenement in ("os.mkdir", "os.symlink", "os.link", "os.rename", "os.remove", "os.rmdir"):
            hors = chemin_hors(arguments[-1] if evenement in ("os.symlink", "os.link") else arguments[0],
                               ecriture)
            if hors:
                noter(f"écriture de {hors}")
        elif evenement in ("socket.connect", "socket.sendto", "socket.bind") and len(arguments) >= 2:
            noter(f"connexion à {arguments[1]}")
        elif evenement in ("os.kill", "os.killpg") and arguments and arguments[0] != os.getpid():
            cible = "tous les processus (kill -1)" if arguments[0] == -1 else f"le processus {arguments[0]}"
            noter(f"signal {arguments[1]} envoyé à {cible}")
        elif evenement == "import" and len(arguments) >= 3 and isinstance(arguments[2], list):
            # Un chemin de recherche des modules hors de la boîte : la référence empruntée, d'ordinaire.
            for chemin in arguments[2]:
                if isinstance(chemin, str) and os.path.isabs(chemin) and chemin not in etat["chemins"]:
                    etat["chemins"].add(chemin)
                    if chemin_hors(chemin, lecture, present_exige=True):
                        noter(f"recherche de modules dans {chemin}")
        elif evenement == "ctypes.dlopen" and arguments:
            noter(f"chargement par ctypes de {arguments[0]}")

    def crochet(evenement, arguments):
        # Le crochet ne se juge pas lui-même (os.write, json) ; un fils (fork) garde le crochet.
        if etat["dedans"]:
            return
        etat["dedans"] = True
        try:
            juger(evenement, arguments)
        except Exception:
            pass
        finally:
            etat["dedans"] = False

    sys.addaudithook(crochet)


def raccourcir_les_pauses():
    """Rend chaque ``time.sleep`` du programme autant de fois plus court que le dit ``VARIABLE_DES_PAUSES``,
    si le correcteur l'a donnée ; ne retourne rien.

    Une durée nulle, négative ou d'un autre type va telle quelle à la vraie pause, qui la refuse comme
    avant (``ValueError``, ``TypeError``).
    """
    try:
        facteur = float(os.environ.pop(VARIABLE_DES_PAUSES, "1"))
    except ValueError:
        return
    if not facteur > 1:
        return
    vraie = time.sleep

    @functools.wraps(vraie)
    def pause(secondes):
        if isinstance(secondes, (int, float)) and secondes > 0:
            secondes = secondes / facteur
        vraie(secondes)

    time.sleep = pause


installer()
raccourcir_les_pauses()
