"""Le fichier du journal : une partie par ligne, écrite d'un bloc, relue ligne à ligne.

Explication : le journal est la seule donnée que les jeux gardent pour leurs
joueurs ; il ne doit jamais en perdre une. Trois règles le garantissent.

- **Une partie est dans le journal tout entière, ou pas du tout.** Sa ligne
  est écrite en un seul ``os.write`` sur un fichier ouvert en ajout
  (``O_APPEND``), sous un verrou (``fcntl.flock``) contre un autre jeu qui
  écrirait en même temps, et Ctrl-C attend la fin de l'écriture. Une écriture
  incomplète (disque plein) est défaite : le fichier revient à sa taille
  d'avant, et le joueur l'apprend.
- **Une ligne abîmée ne cache jamais les autres.** Le fichier se relit ligne
  à ligne, coupé au seul saut de ligne (``\\n``) : chaque ligne est une partie,
  ou une ligne sautée avec sa raison. La lecture suit le fichier sans le
  charger : le temps et la mémoire vont avec les parties lues.
- **Ce qui est noté est borné.** Une réponse de plus de
  ``LONGUEUR_MAX_D_UNE_REPONSE`` caractères n'est acceptée par aucune
  question des trois jeux ; elle est notée raccourcie, toujours refusée, et
  la partie se rejoue à l'identique.

Un journal qui n'est pas un fichier ordinaire (un tube, un périphérique, un
dossier) est refusé : il est ouvert sans attendre (``O_NONBLOCK``), puis
examiné (``fstat``) avant toute lecture ou écriture ; rien n'y bloque.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : format JSON Lines (https://jsonlines.org) ; POSIX, ``write``
(l'ajout en ``O_APPEND``) et ``flock`` ; documentation du module ``signal``.
"""

import codecs
import errno
import json
import os
import re
import signal
import stat
import threading
import time
from contextlib import contextmanager
from pathlib import Path

try:
    import fcntl
except ImportError:
    # Windows n'a pas fcntl : le journal s'y écrit sans verrou.
    fcntl = None

from yum.commun.erreurs import JournalIllisible, JournalIntrouvable

# Une réponse plus longue (sans ses espaces de bord) n'est acceptée par aucune question des trois
# jeux : la plus longue réponse permise, un nom de joueur, a 20 caractères (LONGUEUR_NOM_MAX). Au-delà,
# le journal n'en garde que ce début, suivi de MARQUE_DE_COUPURE : de quoi voir, à l'œil, ce qui a
# été tapé ; une revue n'en montre rien (elle ne montre que les réponses acceptées).
LONGUEUR_MAX_D_UNE_REPONSE = 100
# La marque d'une réponse raccourcie dans le journal (une réponse qu'aucune question n'accepte).
MARQUE_DE_COUPURE = "…"
# La plus longue ligne de journal qu'on écrit ou qu'on relit, en octets (16 Mio) : des dizaines de
# milliers de réponses ; une ligne plus longue n'est pas une partie notée par ce programme.
LONGUEUR_MAX_D_UNE_LIGNE = 16 * 1024 * 1024
# Le temps laissé à un autre jeu pour finir d'écrire dans le journal, en secondes, et l'intervalle
# entre deux essais de prendre le verrou.
DELAI_DU_VERROU = 5.0
INTERVALLE_DU_VERROU = 0.01
# Les caractères écrits échappés (\uXXXX) dans une ligne : les contrôles C1 (dont U+0085), les
# séparateurs de ligne et de paragraphe (U+2028, U+2029), que d'autres outils prennent pour des fins
# de ligne, et les demi-caractères (surrogates) qui ne s'écrivent pas en UTF-8. JSON échappe déjà
# les contrôles C0, dont le saut de ligne.
A_ECHAPPER = re.compile("[\x7f-\x9f\u2028\u2029\ud800-\udfff]")
# Le saut de ligne, seule fin de ligne du journal.
FIN_DE_LIGNE = b"\n"
# Les drapeaux d'ouverture qui n'existent pas partout valent 0 là où ils manquent.
SANS_ATTENTE = getattr(os, "O_NONBLOCK", 0)
SANS_TERMINAL = getattr(os, "O_NOCTTY", 0)
FERME_A_L_EXEC = getattr(os, "O_CLOEXEC", 0)
# Les droits d'un journal créé (moins ce que le masque de l'utilisateur retire).
DROITS_DU_JOURNAL = 0o666
# Les raisons d'un échec d'écriture, en français, selon l'erreur du système.
RAISONS_DES_ERREURS = {
    errno.ENOSPC: "le disque est plein",
    errno.EFBIG: "le fichier a atteint la taille permise",
    errno.EDQUOT: "le quota du disque est atteint",
    errno.EACCES: "vous n'avez pas le droit d'y écrire",
    errno.EPERM: "vous n'avez pas le droit d'y écrire",
    errno.EROFS: "le disque est en lecture seule",
    errno.ENOENT: "son dossier n'existe pas",
    errno.ENOTDIR: "son chemin passe par un fichier qui n'est pas un dossier",
    errno.EEXIST: "son chemin passe par un fichier qui n'est pas un dossier",
    errno.EISDIR: "c'est un dossier",
    errno.ENAMETOOLONG: "son nom est trop long",
    errno.EIO: "le disque ne répond pas",
}


class EcritureIncomplete(OSError):
    """Le système n'a écrit qu'une partie de la ligne : disque plein, ou fichier à sa taille permise."""


class PasUnFichier(OSError):
    """Le journal n'est pas un fichier ordinaire (un dossier, un tube…) ; ``strerror`` dit ce qu'il est."""


class EcritureNonDefaite(OSError):
    """Une écriture ratée n'a pas pu être défaite : un morceau de ligne reste à la fin du journal."""


class InterruptionPendantLEcriture(KeyboardInterrupt):
    """Un Ctrl-C reçu pendant l'écriture d'une partie, rendu une fois l'écriture finie ou défaite.

    ``motif`` : ce que l'écriture a donné (None : la partie est notée ; sinon la phrase qui dit
    pourquoi elle ne l'est pas), pour que le joueur l'apprenne avant la phrase d'interruption.
    """

    def __init__(self, motif):
        """Retient l'issue de l'écriture interrompue."""
        super().__init__()
        self.motif = motif


class LigneSautee(JournalIllisible):
    """Une ligne du journal qui n'est pas une partie à revoir ; le message dit laquelle et pourquoi."""

    def __init__(self, numero, message):
        """Retient le numéro de la ligne (à partir de 1) et la phrase qui la nomme."""
        super().__init__(message)
        self.numero = numero


# --- Ce qu'on note -------------------------------------------------------------------------

def reponse_a_noter(texte):
    """Retourne la réponse ``texte`` telle que le journal la garde : entière, sauf une réponse géante.

    Toutes les questions des trois jeux lisent leur réponse sans ses espaces de
    bord : une réponse longue est notée sans eux ; si elle reste plus longue que
    LONGUEUR_MAX_D_UNE_REPONSE, aucune question ne l'accepte, et le journal
    n'en garde que le début, suivi de MARQUE_DE_COUPURE (toujours refusée).

    >>> reponse_a_noter(" 12 "), len(reponse_a_noter("x" * 10**6))
    (' 12 ', 101)
    """
    if len(texte) <= LONGUEUR_MAX_D_UNE_REPONSE:
        return texte
    texte = texte.strip()
    if len(texte) <= LONGUEUR_MAX_D_UNE_REPONSE:
        return texte
    return texte[:LONGUEUR_MAX_D_UNE_REPONSE] + MARQUE_DE_COUPURE


def ligne_du_journal(enregistrement):
    """Retourne la ligne du journal d'une partie : du JSON en UTF-8, sur une seule ligne, finie par ``\\n``.

    Les accents restent lisibles à l'œil ; les caractères de A_ECHAPPER sont
    écrits ``\\uXXXX`` : relue, la ligne redonne chaque caractère tapé.
    """
    texte = json.dumps(enregistrement, ensure_ascii=False)
    texte = A_ECHAPPER.sub(lambda trouve: f"\\u{ord(trouve.group()):04x}", texte)
    return texte.encode("utf-8") + FIN_DE_LIGNE


# --- Écrire une partie, d'un bloc ------------------------------------------------------------

def sorte_de_fichier(mode):
    """Retourne ce qu'est un fichier qui n'est pas un fichier ordinaire (« un dossier »…), ou None."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "un dossier"
    if stat.S_ISFIFO(mode):
        return "un tube (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "un périphérique"
    if stat.S_ISSOCK(mode):
        return "une prise réseau (socket)"
    return "un fichier spécial"


def motif_refus_du_journal(chemin):
    """Retourne pourquoi ``chemin`` ne peut pas servir de journal, ou None (un fichier ordinaire, ou rien).

    Un journal qui n'existe pas encore convient : la première partie le crée.
    Vérifié au départ, pour que le joueur l'apprenne avant de jouer.
    """
    try:
        sorte = sorte_de_fichier(os.stat(chemin).st_mode)
    except (OSError, ValueError):
        return None
    if sorte is None:
        return None
    return f"le journal {chemin} est {sorte}, pas un fichier : les parties ne peuvent pas y être notées"


def ouvrir_un_fichier_ordinaire(chemin, drapeaux):
    """Retourne le descripteur de ``chemin`` ouvert avec ``drapeaux``, s'il est un fichier ordinaire.

    L'ouverture n'attend jamais (``O_NONBLOCK``, rendu ensuite) : un tube sans
    lecteur ne bloque pas. Lève ``PasUnFichier`` si ce n'est pas un fichier
    ordinaire (son message dit ce que c'est), ``OSError`` si l'ouverture rate.
    La vérification suit l'ouverture (``fstat``) : un fichier remplacé entre
    les deux ne peut pas la tromper.
    """
    descripteur = os.open(chemin, drapeaux | SANS_ATTENTE | SANS_TERMINAL | FERME_A_L_EXEC,
                          DROITS_DU_JOURNAL)
    try:
        sorte = sorte_de_fichier(os.fstat(descripteur).st_mode)
        if sorte is not None:
            raise PasUnFichier(errno.EINVAL, f"c'est {sorte}, pas un fichier")
        if SANS_ATTENTE:
            os.set_blocking(descripteur, True)
    except BaseException:
        os.close(descripteur)
        raise
    return descripteur


@contextmanager
def verrou_du_journal(descripteur):
    """Tient le journal ouvert en ``descripteur`` pour soi seul le temps du bloc (``fcntl.flock``).

    Un autre jeu qui écrit attend son tour ; s'il tient le verrou plus de
    DELAI_DU_VERROU secondes, l'écriture renonce (``BlockingIOError``) plutôt
    que de bloquer le jeu.
    """
    if fcntl is None:
        yield
        return
    limite = time.monotonic() + DELAI_DU_VERROU
    while True:
        try:
            fcntl.flock(descripteur, fcntl.LOCK_EX | fcntl.LOCK_NB)
            break
        except BlockingIOError:
            if time.monotonic() > limite:
                raise
            time.sleep(INTERVALLE_DU_VERROU)
    try:
        yield
    finally:
        fcntl.flock(descripteur, fcntl.LOCK_UN)


class InterruptionsDifferees:
    """Le temps d'un bloc, un Ctrl-C (SIGINT) est retenu au lieu d'interrompre ; ``recue`` le dit.

    Hors du fil principal, Python ne permet pas de changer de gestionnaire : le
    bloc s'y exécute tel quel (un signal n'y arrive jamais).
    """

    def __enter__(self):
        """Retient les Ctrl-C à venir ; retourne l'objet, dont ``recue`` dira s'il en est venu un."""
        self.recue = False
        self.ancien = None
        if threading.current_thread() is threading.main_thread():
            self.ancien = signal.signal(signal.SIGINT, self.retenir)
        return self

    def retenir(self, numero_du_signal, cadre):
        """Note le Ctrl-C reçu, sans interrompre."""
        self.recue = True

    def __exit__(self, *exception):
        """Rend à Ctrl-C son effet d'avant ; le Ctrl-C retenu attend ``rendre``."""
        if self.ancien is not None:
            signal.signal(signal.SIGINT, self.ancien)
        return False

    def rendre(self, motif):
        """Rend le Ctrl-C retenu, s'il en est venu un : lève ``InterruptionPendantLEcriture(motif)``.

        Si Ctrl-C n'avait pas son effet ordinaire (ignoré, ou un autre
        gestionnaire), le signal lui est renvoyé tel quel.
        """
        if not self.recue:
            return
        if self.ancien is signal.default_int_handler:
            raise InterruptionPendantLEcriture(motif)
        signal.raise_signal(signal.SIGINT)


def ecrire_d_un_bloc(descripteur, ligne, ecrire_octets=os.write):
    """Ajoute ``ligne`` au journal ouvert en ``descripteur``, en un seul ``write`` ; retourne None.

    Si le fichier ne finit pas par un saut de ligne (un reste d'écriture
    coupée, par une version d'avant), la ligne commence par en mettre un : la
    partie garde sa propre ligne. Une écriture ratée ou incomplète est
    défaite (le fichier revient à sa taille d'avant) puis lève son erreur.
    ``ecrire_octets`` : ``os.write``, ou un écrivain qui rate, pour les tests.
    """
    taille = os.fstat(descripteur).st_size
    if taille > 0 and dernier_octet(descripteur, taille) != FIN_DE_LIGNE:
        ligne = FIN_DE_LIGNE + ligne
    try:
        ecrits = ecrire_octets(descripteur, ligne)
        if ecrits != len(ligne):
            raise EcritureIncomplete(errno.ENOSPC, "écriture incomplète")
    except BaseException:
        defaire(descripteur, taille)
        raise


def dernier_octet(descripteur, taille):
    """Retourne le dernier octet du fichier ouvert en ``descripteur``, long de ``taille`` octets.

    En ajout (``O_APPEND``), l'écriture va toujours à la fin : se placer
    avant pour lire ne la déplace pas.
    """
    os.lseek(descripteur, taille - 1, os.SEEK_SET)
    return os.read(descripteur, 1)


def defaire(descripteur, taille):
    """Ramène le journal à ``taille`` octets ; retourne None, ou lève ``EcritureNonDefaite``."""
    try:
        os.ftruncate(descripteur, taille)
    except OSError as erreur:
        raise EcritureNonDefaite(erreur.errno, "un morceau de ligne y reste, que --revoir sautera") from None


def raison_de_l_erreur(erreur):
    """Retourne, en français, pourquoi une écriture a raté : « le disque est plein »…"""
    if isinstance(erreur, BlockingIOError):
        return "un autre programme l'occupe depuis trop longtemps"
    if isinstance(erreur, (PasUnFichier, EcritureNonDefaite)):
        return erreur.strerror
    nom = errno.errorcode.get(erreur.errno, erreur.errno)
    return RAISONS_DES_ERREURS.get(erreur.errno, f"erreur du système {nom}")


def ajouter_au_journal(chemin, enregistrement, ecrire_octets=os.write):
    """Ajoute la partie ``enregistrement`` au journal ``chemin`` ; retourne None, ou pourquoi c'est raté.

    La partie y est tout entière, ou pas du tout : voir ``ecrire_d_un_bloc``.
    Le dossier est créé au besoin. Un journal qu'on ne peut pas écrire ne fait
    pas planter le jeu : la phrase retournée le dit au joueur. Un Ctrl-C reçu
    pendant l'écriture attend qu'elle finisse, puis lève
    ``InterruptionPendantLEcriture``, qui porte cette même issue.
    """
    chemin = Path(chemin)
    with InterruptionsDifferees() as interruptions:
        motif = ecrire_la_partie(chemin, enregistrement, ecrire_octets)
    interruptions.rendre(motif)
    return motif


def ecrire_la_partie(chemin, enregistrement, ecrire_octets):
    """Écrit la partie au journal ; retourne None, ou la phrase qui dit pourquoi elle n'y est pas."""
    pas_notee = f"Le journal {chemin} n'a pas pu être écrit ({{}}) : cette partie n'y est pas notée."
    try:
        ligne = ligne_du_journal(enregistrement)
    except (TypeError, ValueError, RecursionError):
        return pas_notee.format("la partie ne s'écrit pas en JSON")
    if len(ligne) > LONGUEUR_MAX_D_UNE_LIGNE:
        return pas_notee.format("la partie est trop longue pour une ligne du journal")
    try:
        chemin.parent.mkdir(parents=True, exist_ok=True)
        descripteur = ouvrir_un_fichier_ordinaire(chemin, os.O_RDWR | os.O_APPEND | os.O_CREAT)
    except (OSError, ValueError) as erreur:
        return pas_notee.format(raison_de_l_erreur(erreur) if isinstance(erreur, OSError)
                                else "son nom n'est pas permis")
    try:
        with verrou_du_journal(descripteur):
            ecrire_d_un_bloc(descripteur, ligne, ecrire_octets)
    except OSError as erreur:
        return pas_notee.format(raison_de_l_erreur(erreur))
    finally:
        os.close(descripteur)
    return None


# --- Relire le journal, ligne à ligne ------------------------------------------------------------

def nom_du_journal(chemin):
    """Retourne le nom du journal pour un message : son nom de fichier, ou le chemin tapé (« . »)."""
    return Path(chemin).name or str(chemin)


def ouvrir_pour_relire(chemin):
    """Retourne le journal ``chemin`` ouvert en lecture (binaire), s'il est un fichier ordinaire.

    Lève ``JournalIntrouvable`` s'il n'existe pas, ne peut pas être ouvert, ou
    n'est pas un fichier ordinaire ; rien n'attend.
    """
    nom = nom_du_journal(chemin)
    try:
        return os.fdopen(ouvrir_un_fichier_ordinaire(chemin, os.O_RDONLY), "rb")
    except FileNotFoundError:
        raise JournalIntrouvable(f"le journal {nom} n'existe pas") from None
    except (OSError, ValueError) as erreur:
        if isinstance(erreur, PasUnFichier):
            raise JournalIntrouvable(f"le journal {nom} ne peut pas être relu : {erreur.strerror}") from None
        raise JournalIntrouvable(f"le journal {nom} ne peut pas être ouvert") from None


def lignes_du_fichier(fichier):
    """Génère (numéro, octets) pour chaque ligne de ``fichier`` ; octets None : une ligne trop longue.

    Le fichier est coupé au seul saut de ligne ``\\n``. Une ligne trop longue
    n'est jamais gardée en mémoire : elle est lue par morceaux jusqu'à sa fin,
    et donnée comme None. Le BOM UTF-8 d'un fichier écrit par un éditeur de
    texte est ôté de la première ligne.
    """
    numero = 0
    while True:
        ligne = lire_une_ligne(fichier, LONGUEUR_MAX_D_UNE_LIGNE + 1, numero)
        if not ligne:
            return
        numero += 1
        if numero == 1 and ligne.startswith(codecs.BOM_UTF8):
            ligne = ligne[len(codecs.BOM_UTF8):]
        if len(ligne) > LONGUEUR_MAX_D_UNE_LIGNE:
            while ligne and not ligne.endswith(FIN_DE_LIGNE):
                ligne = lire_une_ligne(fichier, LONGUEUR_MAX_D_UNE_LIGNE, numero)
            yield numero, None
        else:
            yield numero, ligne


def lire_une_ligne(fichier, longueur, lues):
    """Retourne la suite de ``fichier``, jusqu'au saut de ligne et ``longueur`` octets au plus.

    Lève ``JournalIntrouvable`` si le disque refuse de lire (``lues`` : les
    lignes déjà lues) : c'est le journal qui ne se lit plus, pas la sortie
    qui ne s'écrit plus.
    """
    try:
        return fichier.readline(longueur)
    except OSError:
        raise JournalIntrouvable(f"le disque refuse de lire la ligne {lues + 1} du journal") from None
