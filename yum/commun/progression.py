"""La ligne d'avancement d'un long calcul, sur le terminal.

Explication : une simulation ou un apprentissage peut durer ; une ligne réécrite sur place dit où
il en est, sur la sortie d'erreur et seulement si c'est un terminal.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import sys


def afficher_progression(faites, total, titre="Simulation", unite="parties"):
    """Affiche « Simulation : n/N parties » sur la même ligne du terminal (sortie d'erreur).

    Rien n'est écrit si la sortie d'erreur n'est pas un terminal (un fichier, un test).
    """
    if sys.stderr.isatty():
        sys.stderr.write(f"\r{titre} : {faites}/{total} {unite}")
        if faites == total:
            sys.stderr.write("\n")
        sys.stderr.flush()
