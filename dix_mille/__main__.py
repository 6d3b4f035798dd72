"""Point d'entrée du 30000 : ``python -m dix_mille`` (ou la commande ``dix-mille``).

Explication : lit les options (cible, seuil d'achat, ouverture, graine), puis
lance le programme principal avec la vraie console ; aucune règle ici.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règles du 30000.
"""

import argparse
import sys

from dix_mille.constantes import CIBLE_DEFAUT, OUVERTURE_DEFAUT, PAS_DES_POINTS, SEUIL_ACHAT_DEFAUT
from dix_mille.partie import programme_principal
from dix_mille.regles import Reglages
from yum import __version__
from yum.ligne_de_commande import AnalyseurFrancais, entier_positif_ou_nul, preparer_console
from yum.partie import executer_en_console

DESCRIPTION = """\
Le 30000 (famille du dix mille), de 1 à 8 joueurs sur la même console.

À chaque jet, mettez de côté des dés qui rapportent (tapez leurs numéros,
ex. 15), puis relancez les autres ou arrêtez-vous pour inscrire le total du
tour. Un 1 vaut 100, un 5 vaut 50 ; trois dés pareils valent la face × 100
(trois 1 : 1000), et chaque dé pareil de plus double ; la suite 1 à 6 vaut
4500. Un jet sans point fait perdre le tour. Si les six dés rapportent, il
faut s'abriller : relancer les six. Pour ouvrir, il faut faire le minimum
d'ouverture en trois lancers au plus. Dès que votre score atteint le seuil
d'achat, vous pouvez acheter le tour arrêté du joueur précédent. Le premier
à atteindre la cible exactement gagne ; la dépasser fait perdre le tour."""

EPILOGUE = """\
exemples :
  python -m dix_mille                   une partie à 30000
  python -m dix_mille --cible 15000     une partie plus courte (ou 20000)
  python -m dix_mille --graine 7        les mêmes dés pour les mêmes réponses"""


def multiple_de_50(texte):
    """Retourne l'entier ``texte`` s'il est un multiple positif de 50 ; sinon refuse l'option.

    >>> multiple_de_50("15000")
    15000
    """
    valeur = entier_positif_ou_nul(texte)
    if valeur == 0 or valeur % PAS_DES_POINTS != 0:
        raise argparse.ArgumentTypeError(
            f"« {texte.strip()} » n'est pas un multiple positif de {PAS_DES_POINTS}")
    return valeur


def creer_analyseur():
    """Retourne l'analyseur des options du 30000."""
    analyseur = AnalyseurFrancais(__version__, prog="dix_mille", description=DESCRIPTION,
                                  epilog=EPILOGUE)
    analyseur.add_argument("--cible", type=multiple_de_50, default=CIBLE_DEFAUT, metavar="POINTS",
                           help=f"score à atteindre exactement (défaut : {CIBLE_DEFAUT})")
    analyseur.add_argument("--achat", type=multiple_de_50, default=SEUIL_ACHAT_DEFAUT,
                           metavar="POINTS",
                           help=f"score à partir duquel on peut acheter (défaut : {SEUIL_ACHAT_DEFAUT})")
    analyseur.add_argument("--ouverture", type=multiple_de_50, default=OUVERTURE_DEFAUT,
                           metavar="POINTS",
                           help=f"minimum d'un tour d'ouverture (défaut : {OUVERTURE_DEFAUT})")
    analyseur.add_argument("--graine", type=entier_positif_ou_nul, metavar="N",
                           help="graine du hasard : la même graine et les mêmes réponses"
                                " donnent la même partie, à l'octet près")
    analyseur.add_argument("--des-manuels", action="store_true",
                           help="jouer avec de vrais dés : le programme demande ce qu'ils montrent")
    return analyseur


def main(arguments=None):
    """Lit les options, joue, et retourne le code de sortie du programme."""
    options = creer_analyseur().parse_args(arguments)
    reglages = Reglages(options.cible, options.achat, options.ouverture)
    preparer_console()
    return executer_en_console(
        lambda: programme_principal(options.graine, reglages, des_manuels=options.des_manuels))


if __name__ == "__main__":
    sys.exit(main())
