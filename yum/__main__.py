"""Point d'entrée du Yum : ``python -m yum`` (ou la commande ``yum``).

Explication : lit les options de la ligne de commande, puis lance le
programme principal avec la vraie console ; aucune règle ici.

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021).
"""

import sys

from yum import __version__
from yum.ligne_de_commande import AnalyseurFrancais, entier_positif_ou_nul, preparer_console
from yum.partie import executer_en_console, programme_principal

DESCRIPTION = """\
Le jeu de Yum en console, fidèle à l'énoncé du TP1 d'INF111.

Une partie dure 13 tours. À chaque tour, vous lancez les 5 dés jusqu'à trois
fois : après le premier et le deuxième lancer, tapez les numéros des dés à
relancer (ex. 135), ou 0 pour garder tous les dés. Choisissez ensuite la case
de la feuille de pointage qui reçoit les points (1 à 6, 10 à 16), ou 0 pour
annuler la partie."""

EPILOGUE = """\
exemples :
  python -m yum               une partie, dés au hasard
  python -m yum --graine 42   la même partie à chaque fois, pour les mêmes réponses"""


def creer_analyseur():
    """Retourne l'analyseur des options du Yum."""
    analyseur = AnalyseurFrancais(__version__, prog="yum", description=DESCRIPTION,
                                  epilog=EPILOGUE)
    analyseur.add_argument("--graine", type=entier_positif_ou_nul, metavar="N",
                           help="graine du hasard : la même graine et les mêmes réponses"
                                " donnent la même partie, à l'octet près")
    return analyseur


def main(arguments=None):
    """Lit les options, joue, et retourne le code de sortie du programme."""
    options = creer_analyseur().parse_args(arguments)
    preparer_console()
    return executer_en_console(lambda: programme_principal(options.graine))


if __name__ == "__main__":
    sys.exit(main())
