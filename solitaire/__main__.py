"""Point d'entrée des Dés en solitaire : ``python -m solitaire`` (ou la commande ``solitaire``).

Explication : lit les options, puis lance le programme principal avec la vraie
console (ou la simulation du conseiller) ; aucune règle ici.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règlements « Pour jouer aux DÉS EN SOLITAIRE » ; « Solo Dice » (Sid Sackson).
"""

import sys

from yum.commun.signaux import proteger_le_demarrage

# Un Ctrl-C pendant que le jeu se charge finit comme en cours de partie :
# d'abord la protection, puis les autres imports.
proteger_le_demarrage()

from solitaire.partie import programme_principal
from yum.commun import __version__
from yum.commun.conseils import conseil_a_la_demande
from yum.commun.console import executer_en_console, lire_console, preparer_console
from yum.commun.journal import enregistreur_des_options, refuser_un_journal_impossible, revoir
from yum.commun.options import (
    AnalyseurFrancais,
    entier_strictement_positif,
    nom_de_la_commande,
    refuser_le_bilan,
)
from yum.commun.reprise import preparer_la_reprise

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
conseils : à la question des paires (et nulle part ailleurs), tapez ? pour
voir le choix du conseiller et les deux suivants, avec le score final qu'il
en espère et sa chance estimée d'atteindre 500 points.

quitter : à toute question de la partie, tapez q (puis o pour confirmer) ; le
programme donne la commande qui la reprend au début du tour, comme après
Ctrl-C ou Ctrl-D ; python -m solitaire --reprendre reprend la dernière.

exemples :
  python -m solitaire                      une partie, dés au hasard
  python -m solitaire --graine 7           les mêmes dés pour les mêmes réponses
  python -m solitaire --conseil            le conseil à chaque lancer
  python -m solitaire --simulation 1000    1000 parties du conseiller
  python -m solitaire --bilan              le bilan de vos décisions
  python -m solitaire --revoir FICHIER     revoir les bilans d'un journal
  python -m solitaire --reprendre          reprendre la dernière partie arrêtée
  python -m solitaire --reprendre --liste  les parties arrêtées, à reprendre"""


def creer_analyseur():
    """Retourne l'analyseur des options des Dés en solitaire."""
    analyseur = AnalyseurFrancais(__version__, "Dés en solitaire", prog=nom_de_la_commande("solitaire"),
                                  description=DESCRIPTION, epilog=EPILOGUE)
    analyseur.ajouter_options_communes()
    analyseur.add_argument("--conseil", action="store_true",
                           help="afficher le conseil à chaque lancer, avant la question des paires")
    analyseur.add_argument("--simulation", type=entier_strictement_positif, metavar="N",
                           help="faire jouer N parties au conseiller et afficher leurs statistiques")
    analyseur.ajouter_options_du_bilan("solitaire")
    analyseur.ajouter_option_de_reprise()
    return analyseur


def simuler(nb_parties, graine):
    """Joue la simulation demandée et affiche ses statistiques (ou pourquoi elle est impossible)."""
    from solitaire.simulation import rapport_de_simulation
    print(rapport_de_simulation(nb_parties, graine))


def main(arguments=None):
    """Lit les options, joue, et retourne le code de sortie du programme."""
    preparer_console()
    return executer_en_console(lambda: jouer(arguments), en_console=True)


def jouer(arguments):
    """Lit les options, puis joue ce qu'elles demandent ; une option invalide quitte avec le code 2.

    ``--reprendre [PARTIE]`` remplace les options par celles de la partie reprise.
    """
    if arguments is None:
        arguments = sys.argv[1:]
    analyseur = creer_analyseur()
    options, reprise = preparer_la_reprise(analyseur, analyseur.parse_args(arguments), arguments, "solitaire")
    if options is None:
        return
    if options.revoir is not None:
        revoir(options.revoir, "solitaire", calculer_le_bilan)
        return
    if options.simulation:
        refuser_le_bilan(analyseur, options)
        simuler(options.simulation, options.graine)
        return
    conseil = conseil_a_la_demande("solitaire.conseiller", options.conseil)
    # Sans --bilan ni --journal, l'enregistreur est None : rien n'est noté.
    options_notees = {"des_manuels": options.des_manuels, "conseil": options.conseil}
    # Un journal qui n'est pas un fichier (un tube, un dossier) est refusé avant la partie (code 2).
    refuser_un_journal_impossible(analyseur, options, "solitaire")
    enregistreur = enregistreur_des_options(options, "solitaire", calculer_le_bilan, options=options_notees)
    programme_principal(options.graine, lire_console, des_manuels=options.des_manuels, conseil=conseil,
                        enregistreur=enregistreur, reprise=reprise)


def calculer_le_bilan(partie):
    """Retourne (score, texte du bilan) d'une partie notée ; le bilan n'est chargé qu'à ce moment."""
    from solitaire.bilan import calculer_solitaire
    return calculer_solitaire(partie)


if __name__ == "__main__":
    sys.exit(main())
