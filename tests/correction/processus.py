"""Les processus de la machine vus par les tests du bac à sable : ceux qu'une équipe aurait laissés.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import os
import time
from pathlib import Path

# Combien de secondes un processus tué peut mettre à disparaître (SIGKILL n'est pas instantané).
ATTENTE_DE_LA_MORT = 5.0
# L'attente entre deux regards sur /proc, en secondes.
PAS = 0.02


def processus_nommes(marque):
    """Retourne les pid des processus vivants (non zombies) dont la ligne de commande contient ``marque``."""
    trouves = []
    for nom in os.listdir("/proc"):
        if not nom.isdigit():
            continue
        try:
            ligne = Path(f"/proc/{nom}/cmdline").read_bytes()
        except OSError:
            continue
        if marque.encode() in ligne and ligne:
            trouves.append(int(nom))
    return trouves


def survivants(marque):
    """Retourne les processus marqués ``marque`` encore vivants après ``ATTENTE_DE_LA_MORT`` secondes.

    On attend l'événement (ils disparaissent), jamais plus que ce délai.
    """
    echeance = time.monotonic() + ATTENTE_DE_LA_MORT
    while processus_nommes(marque) and time.monotonic() < echeance:
        time.sleep(PAS)
    return processus_nommes(marque)
