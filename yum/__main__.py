"""Point d'entrée du Yum de l'énoncé : ``python -m yum`` (ou la commande ``des-yum``).

Explication : joue les parties de l'énoncé (``yum.partie``) avec la vraie console ; aucune
règle ici. Les options demandent des ajouts, au-delà de l'énoncé (le conseil, les vrais dés, le
journal…) : ``yum.ajouts.lancement`` les lit et les branche sur les ouvertures que l'énoncé
prévoit déjà, la lecture des réponses et le lancer des dés. Le suivi des ajouts tient la boucle
du programme principal (``yum.ajouts.suivi``) pour lire la position dans les tableaux mêmes de
la partie ; les ajouts qui jouent autre chose (plusieurs joueurs, simulation, revue d'un
journal) s'en chargent entièrement.

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.1.0
Références : énoncé du TP1 d'INF111 (A2021).
"""

import sys
from functools import partial

from yum.commun.signaux import proteger_le_demarrage


def main(arguments=None):
    """Joue le Yum de l'énoncé dans la vraie console ; retourne le code de sortie du programme.

    Un Ctrl-C pendant que le jeu se charge finit comme en cours de partie : la protection est
    posée d'abord, les modules du jeu ne sont chargés qu'ensuite. Importer ce module n'en pose
    donc aucune.

    Auteurs : l'équipe du projet « Dés »."""
    proteger_le_demarrage()
    from yum.commun.console import executer_en_console, preparer_console
    preparer_console()
    return executer_en_console(partial(jouer, arguments), en_console=True)


def jouer(arguments):
    """Joue les parties de l'énoncé, ajouts branchés selon les options ; retourne None.

    Sans option, ce sont les écrans et les questions du programme de l'énoncé, avec la réponse
    « ? » en plus. Un ajout qui joue autre chose (``brancher_les_ajouts`` retourne alors None) a
    déjà tout fait.

    Auteurs : l'équipe du projet « Dés »."""
    from yum.ajouts.lancement import brancher_les_ajouts
    from yum.ajouts.suivi import jouer_les_parties_suivies
    # Le suivi de la partie : il lit les réponses et tire les dés, ajouts branchés.
    suivi = brancher_les_ajouts(arguments)
    if suivi is not None:
        jouer_les_parties_suivies(suivi)


if __name__ == "__main__":
    sys.exit(main())
