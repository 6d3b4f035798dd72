"""Point d'entrée des Dés en solitaire : ``python -m solitaire`` (ou la commande ``solitaire``).

Explication : lit les options, puis lance le programme principal avec la vraie
console ; aucune règle ici.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règlements « Pour jouer aux DÉS EN SOLITAIRE » ; « Solo Dice » (Sid Sackson).
"""

import sys

from solitaire.partie import programme_principal
from yum import __version__
from yum.ligne_de_commande import AnalyseurFrancais, preparer_console
from yum.partie import executer_en_console

DESCRIPTION = """\
Dés en solitaire (Solitaire Dice de Sid Sackson), en console.

À chaque tour, cinq dés sont lancés. Tapez quatre numéros de dés : les deux
premiers forment une paire, les deux suivants l'autre (1245 = paires 1-2 et
4-5) ; le dé qui reste est le rejet. Les trois premières valeurs rejetées
deviennent les seules permises : si le lancer en montre une, le rejet doit en
être une ; sinon, le lancer est libre (F). La partie finit quand une valeur
de rejet sort 8 fois.

Points par somme : 1 à 4 paires coûtent 200 ; 5 paires valent 0 ; de 6 à 10
paires, (paires - 5) fois la valeur de la somme (2 et 12 : 100, 3 et 11 : 70,
4 et 10 : 60, 5 et 9 : 50, 6 et 8 : 40, 7 : 30). 500 points ou plus gagnent."""

EPILOGUE = """\
exemples :
  python -m solitaire               une partie, dés au hasard
  python -m solitaire --graine 7    la même partie à chaque fois, pour les mêmes réponses"""


def creer_analyseur():
    """Retourne l'analyseur des options des Dés en solitaire."""
    analyseur = AnalyseurFrancais(__version__, prog="solitaire", description=DESCRIPTION,
                                  epilog=EPILOGUE)
    analyseur.ajouter_options_communes()
    return analyseur


def main(arguments=None):
    """Lit les options, joue, et retourne le code de sortie du programme."""
    options = creer_analyseur().parse_args(arguments)
    preparer_console()
    return executer_en_console(lambda: programme_principal(options.graine, des_manuels=options.des_manuels))


if __name__ == "__main__":
    sys.exit(main())
