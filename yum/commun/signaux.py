"""Ctrl-C pendant le démarrage d'un jeu : une phrase, jamais une trace d'erreur.

Explication : le chargement d'un jeu prend un instant ; un Ctrl-C tapé pendant ce temps doit finir
le programme comme pendant la partie. Les ``__main__`` appellent
``proteger_le_demarrage`` avant leurs autres imports.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import os
import signal
import sys

from yum.commun.sorties import MESSAGE_INTERRUPTION, SORTIE_INTERRUPTION


def proteger_le_demarrage():
    """Fait finir un Ctrl-C reçu pendant le chargement du jeu comme en cours de partie ; retourne None.

    Les modules ``__main__`` l'appellent avant leurs autres imports : un Ctrl-C
    tombé pendant qu'ils se chargent donne la phrase d'interruption et le code
    SORTIE_INTERRUPTION, jamais une trace d'erreur. ``executer_en_console``
    rend ensuite à Ctrl-C son effet ordinaire.
    """
    signal.signal(signal.SIGINT, interrompre_le_demarrage)


def interrompre_le_demarrage(numero_du_signal, cadre):
    """Reçoit le Ctrl-C du démarrage : écrit la phrase d'interruption et quitte aussitôt.

    ``os._exit`` quitte sans dérouler les imports en cours ; un second Ctrl-C
    est ignoré pendant ce temps.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        sys.stdout.write("\n" + MESSAGE_INTERRUPTION + "\n")
        sys.stdout.flush()
    except (AttributeError, OSError, RuntimeError, ValueError):
        pass
    os._exit(SORTIE_INTERRUPTION)


def ignorer_les_interruptions():
    """Rend les Ctrl-C suivants sans effet : le programme est déjà en train de finir."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
