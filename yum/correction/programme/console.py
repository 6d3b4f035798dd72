"""Lancer le programme d'une équipe dans des tubes, savoir quand il attend une réponse, et l'arrêter.

Explication : ``Console`` lance la commande d'une équipe (``python -m paquet``,
``java -cp DOSSIER Classe``…) dans un processus enfant, chef de sa propre
session, dans son dossier de travail, dans le bac à sable
(``yum.correction.bac_a_sable`` : une boîte de bubblewrap, ses limites, ni
réseau ni environnement du correcteur). Elle lit ce qu'il écrit sans jamais le
bloquer, et sait qu'il attend une réponse par un événement, non par un
silence : sous Linux, un fil d'un processus de son arbre est bloqué dans
l'appel système ``read`` sur le tube que nous remplissons, ce tube est vide et
sa sortie est vidée (``/proc/PID/task/TID/syscall``). Là où ``/proc`` manque
(macOS), un silence de ``SILENCE`` secondes en tient lieu ; Windows n'est pas pris en
charge (``select`` n'y attend pas un tube). Chaque test
a son échéance : passé ce délai, ``DelaiDepasse`` est levée ; un programme
inactif (ni sortie, ni lecture de son entrée, ni calcul) pendant
``INACTIVITE`` secondes lève ``Inactif`` bien avant. À la fin, la boîte est
tuée, et tout ce qu'elle a lancé avec elle.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import codecs
import os
import platform
import select
import shlex
import signal
import subprocess
import time
from pathlib import Path

from yum.correction.bac_a_sable import (
    VARIABLE_DES_PAUSES,
    lancer,
    limites_du_programme,
    noter_les_tentatives,
    tentatives_de_la_sonde,
    tentatives_des_processus,
)
from yum.correction.bac_a_sable.processus import arbre, lire_proc

try:
    import fcntl
    import termios
except ImportError:
    # Hors d'Unix : ni FIONREAD ; le silence tiendrait lieu d'événement.
    fcntl = termios = None

# Le silence, en secondes, qui dit qu'un programme attend, là où /proc manque.
SILENCE = 0.4
# L'attente la plus longue entre deux regards sur le programme, en secondes.
PAS_D_ATTENTE = 0.004
# Le temps laissé, après la fin du programme, pour lire ce qui reste dans le tube, en secondes.
DERNIERE_LECTURE = 0.5
# Combien de temps la liste des processus et des fils du programme reste valable, en secondes.
ARBRE_VALABLE = 0.05
# La taille lue d'un coup dans le tube de sortie, en octets.
BLOC = 65536
# Ce qu'un programme peut écrire en tout pendant un test, en caractères : au-delà, il écrit sans fin.
SORTIE_MAXIMALE = 4_000_000
# Combien de caractères de la fin de la transcription montrer dans un verdict.
FIN_DE_TRANSCRIPTION = 1500
# Combien de secondes sans sortie, sans lecture de son entrée et presque sans calcul font un programme
# inactif (un sommeil, une attente sans fin, une JVM en interblocage) : un programme qui anime ses dés
# par de courtes pauses reste bien en deçà.
INACTIVITE = 5.0
# Combien de fois plus courte est chaque pause d'un programme Python (« time.sleep », par la sonde du bac à
# sable) : des dés qui roulent une demi-seconde à chaque lancer faisaient dépasser son délai à chaque partie.
# Une pause de dix minutes dure encore douze secondes, au-delà d'INACTIVITE : toujours un programme inactif.
PAUSES_RACCOURCIES = 50
# Le temps de processeur, en secondes, qu'un programme inactif peut encore prendre pendant INACTIVITE
# (les fils d'une JVM qui ne fait rien se réveillent de temps à autre).
CALCUL_D_UN_INACTIF = 0.25
# Tous les combien de secondes le temps de processeur de l'arbre est relu.
PAS_DU_CALCUL = 0.5
# Les tops d'horloge par seconde des temps de /proc/PID/stat.
TOPS_PAR_SECONDE = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
# Les numéros de l'appel système de lecture (read, readv, pread64), selon la machine.
APPELS_DE_LECTURE = {"x86_64": {0, 17, 19}, "amd64": {0, 17, 19}, "aarch64": {63, 65, 67},
                     "arm64": {63, 65, 67}}


class DelaiDepasse(Exception):
    """Le programme n'a ni attendu de réponse ni fini avant l'échéance du test.

    ``attente`` : depuis combien de secondes le programme n'avait pas attendu de réponse
    (depuis la dernière réponse tapée, ou son départ) ; ``avant_toute_reponse`` : aucune
    réponse ne lui avait encore été tapée (il n'a jamais posé sa première question).
    """

    def __init__(self, message, attente, avant_toute_reponse=False):
        """Retient le message, la durée de la dernière attente, et s'il avait déjà reçu une réponse."""
        super().__init__(message)
        self.attente = attente
        self.avant_toute_reponse = avant_toute_reponse


class Inactif(DelaiDepasse):
    """Le programme ne fait plus rien : ni sortie, ni lecture de son entrée, ni calcul, depuis longtemps."""


class SortieSansFin(Exception):
    """Le programme a écrit plus que ``SORTIE_MAXIMALE`` caractères : il écrit sans fin."""


class Console:
    """Un programme lancé dans des tubes, ce qu'il a écrit et ce qu'on lui a répondu."""

    def __init__(self, commande, dossier, delai):
        """Lance ``commande`` dans ``dossier`` ; le test entier doit finir avant ``delai`` secondes.

        Lève ``OSError`` si la commande ne peut pas être lancée (introuvable).
        """
        self.echeance = time.monotonic() + delai
        self.delai = delai
        self.morceaux = []
        self.taille = 0
        self.lu = 0
        self.ferme = False
        self.decodeur = codecs.getincrementaldecoder("utf-8")(errors="replace")
        try:
            arguments = shlex.split(commande)
        except ValueError as erreur:
            raise OSError(f"commande illisible ({erreur})") from None
        if not arguments:
            raise OSError(f"commande vide : « {commande} »")
        self.processus = lancer(arguments, limites_du_programme(delai), dossier, stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                environnement={VARIABLE_DES_PAUSES: str(PAUSES_RACCOURCIES)})
        self.sortie = self.processus.stdout.fileno()
        os.set_blocking(self.sortie, False)
        self.tube_d_entree = f"pipe:[{os.fstat(self.processus.stdin.fileno()).st_ino}]"
        self.appels_de_lecture = APPELS_DE_LECTURE.get(platform.machine().lower())
        self.lecteur, self.fils, self.arbre_lu_a = None, [], 0.0
        self.par_evenement = self.suivi_possible()
        self.derniere_ecriture = time.monotonic()
        # Le calcul de l'arbre au dernier regard, et depuis quand il n'a presque pas bougé.
        self.calcul, self.calcul_lu_a, self.calme_depuis = None, 0.0, time.monotonic()
        # Combien de secondes sans rien faire lèvent ``Inactif`` (plus, quand une pause est permise).
        self.inactivite = INACTIVITE
        self.reponses_tapees = 0

    # --- Ce que le programme écrit ----------------------------------------------------------------

    def lire_ce_qui_est_la(self):
        """Lit tout ce que le tube de sortie contient ; retourne vrai si la sortie est fermée."""
        while not self.ferme:
            try:
                octets = os.read(self.sortie, BLOC)
            except BlockingIOError:
                return False
            except OSError:
                octets = b""
            if not octets:
                self.ferme = True
                self.ajouter(self.decodeur.decode(b"", final=True))
                return True
            self.ajouter(self.decodeur.decode(octets))
            self.derniere_ecriture = time.monotonic()
        return True

    def ajouter(self, texte):
        """Ajoute ``texte`` à la transcription ; lève ``SortieSansFin`` au-delà de la taille permise."""
        if texte:
            self.morceaux.append(texte)
            self.taille += len(texte)
        if self.taille > SORTIE_MAXIMALE:
            raise SortieSansFin(f"le programme a écrit plus de {SORTIE_MAXIMALE} caractères sans attendre")

    def transcription(self):
        """Retourne tout ce que le programme a écrit, et les réponses tapées, entremêlés."""
        if len(self.morceaux) > 1:
            self.morceaux = ["".join(self.morceaux)]
        return self.morceaux[0] if self.morceaux else ""

    def fin(self):
        """Retourne la fin de la transcription, pour un verdict."""
        return self.transcription()[-FIN_DE_TRANSCRIPTION:]

    # --- Attendre et répondre ----------------------------------------------------------------------

    def attendre(self):
        """Attend que le programme attende une réponse ou finisse ; retourne le texte écrit depuis.

        Lève ``DelaiDepasse`` à l'échéance du test.
        """
        debut = time.monotonic()
        while True:
            self.lire_ce_qui_est_la()
            if self.fini():
                self.lire_jusqu_a_la_fin()
                break
            if self.attend_une_reponse():
                # Ce qu'il a écrit avant de se bloquer est dans le tube : on le lit.
                self.lire_ce_qui_est_la()
                break
            reste = self.echeance - time.monotonic()
            if reste <= 0:
                raise DelaiDepasse(f"le programme n'a ni attendu de réponse ni fini en {self.delai:g} s",
                                   time.monotonic() - debut, self.reponses_tapees == 0)
            if self.par_evenement and self.inactif():
                raise Inactif(f"le programme ne fait plus rien depuis {self.inactivite:g} s : il n'écrit"
                              " rien, ne lit pas son entrée et ne calcule pas (une attente sans fin ?)",
                              time.monotonic() - debut, self.reponses_tapees == 0)
            select.select([self.sortie], [], [], min(PAS_D_ATTENTE, reste))
        texte = self.transcription()
        nouveau = texte[self.lu:]
        self.lu = len(texte)
        return nouveau

    def inactif(self):
        """Retourne vrai si le programme n'a ni écrit, ni presque calculé depuis ``inactivite`` secondes.

        L'appelant sait déjà qu'il ne lit pas son entrée. Le calcul de l'arbre
        est relu toutes les ``PAS_DU_CALCUL`` secondes ; un calcul de plus de
        ``CALCUL_D_UN_INACTIF`` secondes depuis le dernier calme le réveille.
        """
        maintenant = time.monotonic()
        if maintenant - self.calcul_lu_a < PAS_DU_CALCUL:
            return False
        self.calcul_lu_a = maintenant
        calcul = calcul_de_l_arbre(self.processus.pid)
        depuis_l_ecriture = maintenant - self.derniere_ecriture
        reveil = self.calcul is None or abs(calcul - self.calcul) > CALCUL_D_UN_INACTIF
        if reveil or depuis_l_ecriture < PAS_DU_CALCUL:
            self.calcul, self.calme_depuis = calcul, maintenant
            return False
        return min(maintenant - self.calme_depuis, depuis_l_ecriture) >= self.inactivite

    def lire_jusqu_a_la_fin(self):
        """Lit la sortie d'un programme fini, jusqu'à sa fermeture ou un court délai ; ne retourne rien.

        Un petit-enfant qui garde le tube ouvert ne doit pas faire attendre le correcteur.
        """
        limite = time.monotonic() + DERNIERE_LECTURE
        while not self.lire_ce_qui_est_la() and time.monotonic() < limite:
            select.select([self.sortie], [], [], PAS_D_ATTENTE)

    def attend_une_reponse(self):
        """Retourne vrai si le programme attend une réponse : par /proc, sinon par un silence."""
        if self.par_evenement:
            return self.bloque_sur_notre_tube()
        return time.monotonic() - self.derniere_ecriture >= SILENCE

    def repondre(self, reponse):
        """Tape ``reponse`` et Entrée ; la réponse s'inscrit dans la transcription, comme à l'écran.

        Retourne faux si le programme n'écoute plus (fini, ou son entrée fermée).
        """
        self.ajouter(reponse + "\n")
        self.reponses_tapees += 1
        self.lu = self.taille
        # Le silence se compte depuis la réponse : avant elle, le programme se taisait pour l'attendre.
        self.derniere_ecriture = time.monotonic()
        self.transcription()
        try:
            self.processus.stdin.write((reponse + "\n").encode("utf-8"))
            self.processus.stdin.flush()
        except OSError:
            return False
        return True

    def fini(self):
        """Retourne vrai si le programme lancé s'est arrêté."""
        return self.processus.poll() is not None

    def code_de_sortie(self):
        """Retourne le code de sortie du programme, ou None s'il tourne encore."""
        return self.processus.poll()

    def fermer(self):
        """Tue tout le groupe de processus du programme et ferme les tubes ; ne retourne rien."""
        noter_les_tentatives(tentatives_des_processus(self.processus))
        if os.name == "posix":
            try:
                os.killpg(self.processus.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        elif not self.fini():
            self.processus.kill()
        self.processus.wait()
        noter_les_tentatives(tentatives_de_la_sonde(self.processus))
        for tube in (self.processus.stdin, self.processus.stdout):
            try:
                tube.close()
            except OSError:
                pass

    # --- L'événement : un fil bloqué en lecture sur notre tube --------------------------------------

    def suivi_possible(self):
        """Retourne vrai si /proc montre les appels système du programme (Linux, droits suffisants)."""
        if self.appels_de_lecture is None or fcntl is None:
            return False
        try:
            taches = os.listdir(f"/proc/{self.processus.pid}/task")
            Path(f"/proc/{self.processus.pid}/task/{taches[0]}/syscall").read_text()
        except (OSError, IndexError):
            return False
        return True

    def octets_en_attente_dans_l_entree(self):
        """Retourne combien d'octets tapés le programme n'a pas encore lus."""
        tampon = bytearray(4)
        fcntl.ioctl(self.processus.stdin.fileno(), termios.FIONREAD, tampon)
        return int.from_bytes(tampon, "little")

    def bloque_sur_notre_tube(self):
        """Retourne vrai si un fil d'un processus de l'arbre lit notre tube vide et que la sortie est vide."""
        try:
            if self.octets_en_attente_dans_l_entree():
                return False
        except OSError:
            return False
        if select.select([self.sortie], [], [], 0)[0]:
            return False
        # Le fil qui lisait la dernière fois (le fil principal d'une JVM parmi une vingtaine) d'abord ;
        # l'arbre entier, relu au plus toutes les ARBRE_VALABLE secondes, ensuite.
        tube, appels = self.tube_d_entree, self.appels_de_lecture
        if self.lecteur is not None and fil_qui_lit(*self.lecteur, tube, appels):
            return True
        if time.monotonic() - self.arbre_lu_a > ARBRE_VALABLE:
            self.fils, self.arbre_lu_a = fils_de_l_arbre(self.processus.pid), time.monotonic()
        for processus, fil in self.fils:
            if fil_qui_lit(processus, fil, tube, appels):
                self.lecteur = (processus, fil)
                return True
        return False


# --- L'arbre des processus, lu dans /proc ------------------------------------------------------------

def calcul_de_l_arbre(pid):
    """Retourne le temps de processeur (utilisateur et système) des processus de l'arbre de ``pid``, en s."""
    tops = 0
    for processus in arbre(pid):
        try:
            champs = lire_proc(f"/proc/{processus}/stat").rpartition(")")[2].split()
        except OSError:
            continue
        # Après le nom entre parenthèses : l'état est le champ 3 de stat(5), utime et stime les 14 et 15.
        tops += int(champs[11]) + int(champs[12])
    return tops / TOPS_PAR_SECONDE


def fils_de_l_arbre(pid):
    """Retourne les fils d'exécution de l'arbre de ``pid`` : des paires (processus, fil)."""
    fils = []
    for processus in arbre(pid):
        try:
            fils.extend((processus, int(tache)) for tache in os.listdir(f"/proc/{processus}/task"))
        except OSError:
            continue
    return fils


def fil_qui_lit(processus, fil, tube, appels_de_lecture):
    """Retourne vrai si le fil ``fil`` du processus ``processus`` est bloqué en lecture sur ``tube``.

    ``tube`` est le nom du tube tel que /proc le montre (« pipe:[12345] ») ;
    ``appels_de_lecture`` les numéros des appels système de lecture de la machine.
    """
    try:
        champs = lire_proc(f"/proc/{processus}/task/{fil}/syscall").split()
    except OSError:
        return False
    if len(champs) < 2 or not champs[0].isdigit() or int(champs[0]) not in appels_de_lecture:
        return False
    try:
        return os.readlink(f"/proc/{processus}/fd/{int(champs[1], 16)}") == tube
    except (OSError, ValueError):
        return False


def lit_son_tube(pid, tube, appels_de_lecture):
    """Retourne vrai si un fil d'un processus de l'arbre de ``pid`` est bloqué en lecture sur ``tube``."""
    return any(fil_qui_lit(processus, fil, tube, appels_de_lecture)
               for processus, fil in fils_de_l_arbre(pid))


def attendre_qu_il_lise(processus, delai):
    """Attend que ``processus`` (lancé avec ``stdin=PIPE``) soit bloqué à lire son entrée ; retourne vrai.

    Retourne faux au bout de ``delai`` secondes, ou aussitôt là où /proc ne permet
    pas de le voir (l'appelant attend alors à sa façon).
    """
    appels = APPELS_DE_LECTURE.get(platform.machine().lower())
    if appels is None or not os.path.isdir(f"/proc/{processus.pid}/task"):
        return False
    tube = f"pipe:[{os.fstat(processus.stdin.fileno()).st_ino}]"
    echeance = time.monotonic() + delai
    while time.monotonic() < echeance and processus.poll() is None:
        if lit_son_tube(processus.pid, tube, appels):
            return True
        time.sleep(PAS_D_ATTENTE)
    return False
