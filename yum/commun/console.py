"""Jouer en console : lire, écrire, et finir proprement quoi qu'il arrive.

Explication : ``executer_en_console`` lance un programme de jeu et change chaque fin anormale
(entrée épuisée, Ctrl-C, sortie fermée ou pleine, données illisibles) en une phrase en
français et un code de sortie documenté (``sorties``). Les autres fonctions préparent
la console et lisent une réponse au clavier.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import os
import signal
import sys

from yum.commun.erreurs import (
    DonneesIllisibles,
    JournalIllisible,
    JournalIntrouvable,
    PartieQuittee,
    RepriseImpossible,
    RevueIncomplete,
)
from yum.commun.signaux import ignorer_les_interruptions
from yum.commun.sorties import (
    MESSAGE_DONNEES_ILLISIBLES,
    MESSAGE_ECRITURE_IMPOSSIBLE,
    MESSAGE_FIN_ENTREE,
    MESSAGE_INTERRUPTION,
    MESSAGE_JOURNAL_ILLISIBLE,
    MESSAGE_PARTIE_QUITTEE,
    MESSAGE_REPRISE_IMPOSSIBLE,
    MESSAGE_REVUE_INCOMPLETE,
    MESSAGE_TUBE_FERME,
    SORTIE_DONNEES_ILLISIBLES,
    SORTIE_ECRITURE_IMPOSSIBLE,
    SORTIE_FIN_ENTREE,
    SORTIE_INTERRUPTION,
    SORTIE_JOURNAL_INTROUVABLE,
    SORTIE_NORMALE,
    SORTIE_REVUE_INCOMPLETE,
    SORTIE_TUBE_FERME,
)
from yum.commun.texte import couper_a_la_francaise

# La largeur d'un message d'erreur d'option, comme celle de l'aide : un terminal ordinaire.
LARGEUR_ERREUR = 80


def silence(*_):
    """N'affiche rien et retourne None : l'``ecrire`` d'une partie jouée sans écran (simulation, bilan)."""


def preparer_console():
    """Rend la console tolérante : un octet mal encodé ne fait jamais planter le jeu.

    Une entrée qui n'est pas en UTF-8 (un « é » en Latin-1 dans un script, par
    exemple) est lue avec un caractère de remplacement au lieu de lever une
    erreur ; de même pour une sortie qui ne sait pas écrire les accents
    (``PYTHONIOENCODING=ascii``, ``LC_ALL=C``). À appeler avant la première ligne
    écrite, aide comprise.
    """
    for flux in (sys.stdin, sys.stdout, sys.stderr):
        if hasattr(flux, "reconfigure"):
            flux.reconfigure(errors="replace")


def est_interactif():
    """Retourne vrai si le jeu se déroule dans un vrai terminal (entrée et sortie)."""
    return (sys.stdin is not None and sys.stdout is not None
            and sys.stdin.isatty() and sys.stdout.isatty())


def lire_console(question):
    """Remplace ``input`` : pose ``question`` et retourne la ligne lue, sans son saut de ligne.

    Une entrée fermée ou illisible est une fin d'entrée (EOFError), comme
    Ctrl-D ; une sortie impossible à écrire lève son erreur d'écriture.
    """
    sys.stdout.write(question)
    sys.stdout.flush()
    if sys.stdin is None:
        raise EOFError
    try:
        return input()
    except (OSError, RuntimeError, ValueError):
        raise EOFError from None


def vider_la_sortie():
    """Écrit ce qui attend encore dans la sortie ; une erreur d'écriture remonte ici."""
    if sys.stdout is not None:
        sys.stdout.flush()


def faire_taire_la_sortie():
    """Envoie désormais la sortie au néant, pour que Python ne la vide pas en vain en quittant."""
    try:
        sortie = sys.stdout.fileno()
        os.dup2(os.open(os.devnull, os.O_WRONLY), sortie)
    except (AttributeError, OSError, ValueError):
        sys.stdout = None


def dire_sur_la_sortie_d_erreur(phrase):
    """Écrit ``phrase`` sur la sortie d'erreur, si elle existe encore."""
    try:
        sys.stderr.write(phrase + "\n")
        sys.stderr.flush()
    except (AttributeError, OSError, ValueError):
        pass


def executer_en_console(programme, ecrire=print, en_console=False):
    """Exécute ``programme()`` et retourne le code de sortie du processus.

    Aucune fin ne montre de trace d'erreur (voir les codes en tête du module) :
    la fin de l'entrée donne une ligne et SORTIE_FIN_ENTREE ; Ctrl-C une ligne
    et SORTIE_INTERRUPTION ; des données de conseiller illisibles une phrase et
    SORTIE_DONNEES_ILLISIBLES ; une sortie fermée par son lecteur une phrase sur
    la sortie d'erreur et SORTIE_TUBE_FERME ; une sortie impossible à écrire une
    phrase sur la sortie d'erreur et SORTIE_ECRITURE_IMPOSSIBLE.

    ``en_console`` : vrai pour le vrai programme (pas pour un test) ; Ctrl-C
    retrouve alors son effet ordinaire (voir ``proteger_le_demarrage``), et
    les Ctrl-C suivants sont ignorés pendant que le programme finit.
    """
    if sys.stdout is None:
        dire_sur_la_sortie_d_erreur(MESSAGE_ECRITURE_IMPOSSIBLE)
        return SORTIE_ECRITURE_IMPOSSIBLE
    if en_console:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        code = executer_et_nommer_la_fin(programme, ecrire, en_console)
        vider_la_sortie()
    except BrokenPipeError:
        faire_taire_la_sortie()
        dire_sur_la_sortie_d_erreur(MESSAGE_TUBE_FERME)
        return SORTIE_TUBE_FERME
    except OSError:
        # Écrire a échoué : disque plein, sortie fermée en cours de route.
        faire_taire_la_sortie()
        dire_sur_la_sortie_d_erreur(MESSAGE_ECRITURE_IMPOSSIBLE)
        return SORTIE_ECRITURE_IMPOSSIBLE
    return code


def dire_comment_reprendre(fin, ecrire):
    """Écrit comment reprendre la partie arrêtée par ``fin``, si elle peut l'être ; retourne None.

    Une partie des jeux frères notée tour par tour (``yum.commun.reprise``) joint
    ce texte à l'exception qui l'arrête ; la commande reste sur une seule ligne.
    """
    texte = getattr(fin, "reprise", None)
    if texte is not None:
        ecrire(texte)


def executer_et_nommer_la_fin(programme, ecrire, en_console):
    """Exécute ``programme()`` ; retourne le code de sa fin, après avoir écrit la phrase qui la nomme.

    Les erreurs d'écriture remontent à ``executer_en_console``.
    """
    try:
        programme()
    except EOFError as fin:
        ecrire("\n" + MESSAGE_FIN_ENTREE)
        dire_comment_reprendre(fin, ecrire)
        return SORTIE_FIN_ENTREE
    except KeyboardInterrupt as fin:
        if en_console:
            ignorer_les_interruptions()
        ecrire("\n" + MESSAGE_INTERRUPTION)
        dire_comment_reprendre(fin, ecrire)
        return SORTIE_INTERRUPTION
    except PartieQuittee as fin:
        ecrire(MESSAGE_PARTIE_QUITTEE)
        dire_comment_reprendre(fin, ecrire)
        return SORTIE_NORMALE
    except RepriseImpossible as erreur:
        ecrire(couper_a_la_francaise(MESSAGE_REPRISE_IMPOSSIBLE.format(erreur), LARGEUR_ERREUR))
        if erreur.commande is not None:
            ecrire("  " + erreur.commande)
        if erreur.introuvable:
            return SORTIE_JOURNAL_INTROUVABLE
        return SORTIE_DONNEES_ILLISIBLES
    except DonneesIllisibles as erreur:
        ecrire(MESSAGE_DONNEES_ILLISIBLES.format(erreur))
        return SORTIE_DONNEES_ILLISIBLES
    except JournalIllisible as erreur:
        ecrire(couper_a_la_francaise(MESSAGE_JOURNAL_ILLISIBLE.format(erreur), LARGEUR_ERREUR))
        if isinstance(erreur, JournalIntrouvable):
            return SORTIE_JOURNAL_INTROUVABLE
        return SORTIE_DONNEES_ILLISIBLES
    except RevueIncomplete as erreur:
        ecrire(couper_a_la_francaise(MESSAGE_REVUE_INCOMPLETE.format(erreur), LARGEUR_ERREUR))
        return SORTIE_REVUE_INCOMPLETE
    return SORTIE_NORMALE
