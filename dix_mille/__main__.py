"""Point d'entrée du 30000 : ``python -m dix_mille`` (ou la commande ``dix-mille``).

Explication : lit les options (cible, seuil d'achat, ouverture, graine), puis
lance le programme principal avec la vraie console ; aucune règle ici.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règles du 30000.
"""

import argparse
import sys

from yum.commun.signaux import proteger_le_demarrage

# Un Ctrl-C pendant que le jeu se charge finit comme en cours de partie :
# d'abord la protection, puis les autres imports.
proteger_le_demarrage()

from dix_mille.constantes import (
    CIBLE_DEFAUT,
    DEBUTANT,
    EXPERT,
    MAX_JOUEURS,
    MIN_JOUEURS,
    NB_DUELLISTES,
    NIVEAUX,
    OUVERTURE_DEFAUT,
    PAS_DES_POINTS,
    SEUIL_ACHAT_DEFAUT,
)
from yum.commun import __version__
from yum.commun.conseils import conseil_a_la_demande
from yum.commun.console import est_interactif, executer_en_console, lire_console, preparer_console
from yum.commun.journal import enregistreur_des_options, refuser_un_journal_impossible, revoir
from yum.commun.options import (
    AnalyseurFrancais,
    entier_positif_ou_nul,
    entier_strictement_positif,
    nom_de_la_commande,
    refuser_le_bilan,
)
from yum.commun.reprise import preparer_la_reprise

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
conseils : aux trois questions de votre tour (les dés à mettre de côté,
relancer ou non, acheter ou non), tapez ? pour voir ce que ferait l'expert,
avec l'espérance des points que le tour inscrira ; ni aux noms, ni aux faces
des vrais dés, ni à « rejouer ? ».

quitter : à toute question de la partie, tapez q (puis o pour confirmer) ; le
programme donne la commande qui la reprend au début du tour en cours, comme
après Ctrl-C ou Ctrl-D ; python -m dix_mille --reprendre reprend la dernière.

exemples :
  python -m dix_mille                    une partie à 30000
  python -m dix_mille --cible 15000      une partie plus courte
  python -m dix_mille --graine 7         les mêmes dés pour les mêmes réponses
  python -m dix_mille --ordinateur 2 --niveau moyen
                                         deux adversaires ordinateurs
  python -m dix_mille --simulation 1000  l'expert seul, 1000 parties
  python -m dix_mille --simulation 1000 --duel expert,moyen
                                         1000 duels entre deux ordinateurs
  python -m dix_mille --bilan            le bilan de vos décisions
  python -m dix_mille --revoir FICHIER   revoir les bilans d'un journal
  python -m dix_mille --reprendre        reprendre la dernière partie arrêtée
  python -m dix_mille --reprendre --liste
                                         les parties arrêtées, à reprendre"""


def multiple_de_50(texte):
    """Retourne l'entier ``texte`` s'il est un multiple positif de 50 ; sinon refuse l'option.

    >>> multiple_de_50("15000")
    15000
    """
    valeur = entier_positif_ou_nul(texte)
    if valeur == 0:
        raise argparse.ArgumentTypeError(f"il faut au moins {PAS_DES_POINTS}")
    if valeur % PAS_DES_POINTS != 0:
        raise argparse.ArgumentTypeError(f"« {texte.strip()} » n'est pas un multiple de {PAS_DES_POINTS}")
    return valeur


def creer_analyseur():
    """Retourne l'analyseur des options du 30000."""
    analyseur = AnalyseurFrancais(__version__, "Le 30000", prog=nom_de_la_commande("dix_mille"),
                                  description=DESCRIPTION, epilog=EPILOGUE)
    analyseur.add_argument("--cible", type=multiple_de_50, default=CIBLE_DEFAUT, metavar="POINTS",
                           help=f"score à atteindre exactement (défaut : {CIBLE_DEFAUT})")
    analyseur.add_argument("--achat", type=multiple_de_50, default=SEUIL_ACHAT_DEFAUT,
                           metavar="POINTS",
                           help=f"score à partir duquel on peut acheter (défaut : {SEUIL_ACHAT_DEFAUT})")
    analyseur.add_argument("--ouverture", type=multiple_de_50, default=OUVERTURE_DEFAUT,
                           metavar="POINTS",
                           help=f"minimum d'un tour d'ouverture (défaut : {OUVERTURE_DEFAUT})")
    analyseur.ajouter_options_communes()
    analyseur.add_argument("--ordinateur", type=entier_positif_ou_nul, default=0, metavar="N",
                           help=f"ajouter N joueurs ordinateurs (au plus {MAX_JOUEURS - MIN_JOUEURS})")
    analyseur.add_argument("--niveau", type=niveau, default=EXPERT, metavar="NIVEAU",
                           help=f"niveau des ordinateurs : {', '.join(NIVEAUX)} (défaut : {EXPERT})")
    analyseur.add_argument("--vite", action="store_true", help="les ordinateurs jouent sans pause")
    analyseur.add_argument("--simulation", type=entier_strictement_positif, metavar="N",
                           help="faire jouer N parties à un ordinateur seul (au --niveau choisi)"
                                " et afficher le nombre de tours qu'il lui faut")
    analyseur.add_argument("--duel", type=deux_niveaux, metavar="NIVEAU,NIVEAU",
                           help="avec --simulation : N parties entre deux ordinateurs, et la part"
                                " des victoires de chacun")
    analyseur.ajouter_options_du_bilan("dix_mille")
    analyseur.ajouter_option_de_reprise()
    return analyseur


def niveau(texte):
    """Retourne le niveau d'ordinateur nommé (l'accent de « débutant » est facultatif).

    >>> niveau("debutant"), niveau(" Expert ")
    ('débutant', 'expert')
    """
    nom = texte.strip().lower().replace("debutant", DEBUTANT)
    if nom not in NIVEAUX:
        raise argparse.ArgumentTypeError(f"« {texte.strip()} » n'est pas un niveau ({', '.join(NIVEAUX)})")
    return nom


def deux_niveaux(texte):
    """Retourne les deux niveaux d'un duel, écrits « expert,moyen ».

    >>> deux_niveaux("expert,moyen")
    ('expert', 'moyen')
    """
    morceaux = texte.split(",")
    if len(morceaux) != NB_DUELLISTES:
        raise argparse.ArgumentTypeError(f"il faut deux niveaux séparés par une virgule, pas « {texte} »")
    return tuple(niveau(morceau) for morceau in morceaux)


def creer_ordinateurs(nombre, niveau_choisi, interactif, reprise=None):
    """Retourne les joueurs ordinateurs « Ordi 1 », « Ordi 2 »… de ce niveau.

    Les ordinateurs, et l'expert qu'ils consultent, ne sont chargés que s'il y en a :
    l'aide et une partie entre humains démarrent sans eux. ``reprise`` : la partie
    en cours (``yum.commun.reprise.Reprise``) ; ils écrivent et marquent leur pause
    par elle, pour se taire pendant qu'elle refait une partie reprise.
    """
    if nombre == 0:
        return []
    from dix_mille.ordinateur import JoueurOrdinateur
    from yum.commun.joueurs import Joueur, creer_pause, noms_des_ordinateurs
    pause, ecrire = creer_pause(interactif), print
    if reprise is not None:
        pause, ecrire = reprise.attendre(pause), reprise.ecrire
    joueurs = []
    for nom in noms_des_ordinateurs(nombre, []):
        ordinateur = JoueurOrdinateur(nom, niveau_choisi, ecrire, pause)
        joueurs.append(Joueur(nom, ordinateur.repondre, ordinateur.conseil()))
    return joueurs


def simuler(options, reglages):
    """Joue la simulation demandée (seul ou en duel) et affiche ses statistiques."""
    import random

    from dix_mille import simulation
    from yum.commun.sources import DesAuHasard
    source = DesAuHasard(random.Random(options.graine))
    if options.duel:
        victoires = simulation.simuler_duel(options.simulation, options.duel, reglages, source)
        print(simulation.formater_statistiques_duel(victoires, options.duel))
    else:
        tours = simulation.simuler_seul(options.simulation, options.niveau, reglages, source)
        print(simulation.formater_statistiques_seul(tours, options.niveau, reglages))


def main(arguments=None):
    """Lit les options, joue, et retourne le code de sortie du programme."""
    preparer_console()
    return executer_en_console(lambda: jouer(arguments), en_console=True)


def jouer(arguments):
    """Lit les options, puis joue ce qu'elles demandent ; une option invalide quitte avec le code 2.

    Le jeu n'est chargé qu'une fois les options lues : l'aide et une option invalide
    répondent sans lui. ``--reprendre [PARTIE]`` remplace les options par celles de
    la partie reprise.
    """
    if arguments is None:
        arguments = sys.argv[1:]
    analyseur = creer_analyseur()
    options, reprise = preparer_la_reprise(analyseur, analyseur.parse_args(arguments), arguments, "dix_mille")
    if options is None:
        return
    if options.revoir is not None:
        revoir(options.revoir, "dix_mille", calculer_le_bilan)
        return
    from dix_mille.partie import programme_principal
    from dix_mille.regles import Reglages, motif_refus_reglages
    if options.ordinateur > MAX_JOUEURS - MIN_JOUEURS:
        analyseur.error(f"au plus {MAX_JOUEURS - MIN_JOUEURS} ordinateurs : il faut une place pour un humain")
    if options.duel and not options.simulation:
        analyseur.error("--duel va avec --simulation N")
    motif = motif_refus_reglages(options.cible, options.ouverture)
    if motif is not None:
        analyseur.error(motif)
    reglages = Reglages(options.cible, options.achat, options.ouverture)
    if options.simulation:
        refuser_le_bilan(analyseur, options)
        simuler(options, reglages)
        return
    interactif = est_interactif() and not options.vite
    ordinateurs = creer_ordinateurs(options.ordinateur, options.niveau, interactif, reprise)
    # Une partie notée garde ses réglages et ses ordinateurs : on la rejoue sans ses options.
    # Sans --bilan ni --journal, l'enregistreur est None : rien n'est noté.
    # Un journal qui n'est pas un fichier (un tube, un dossier) est refusé avant la partie (code 2).
    refuser_un_journal_impossible(analyseur, options, "dix_mille")
    enregistreur = enregistreur_des_options(
        options, "dix_mille", calculer_le_bilan, reglages=reglages._asdict(),
        ordinateurs=[{"nom": ordinateur.nom, "niveau": options.niveau} for ordinateur in ordinateurs],
        options={"des_manuels": options.des_manuels})
    programme_principal(options.graine, reglages, lire_console, des_manuels=options.des_manuels,
                        conseil=conseil_a_la_demande("dix_mille.conseiller"), ordinateurs=ordinateurs,
                        enregistreur=enregistreur, reprise=reprise)


def calculer_le_bilan(partie):
    """Retourne (scores, texte des bilans) d'une partie notée ; le bilan n'est chargé qu'à ce moment."""
    from dix_mille.bilan import calculer_dix_mille
    return calculer_dix_mille(partie)


if __name__ == "__main__":
    sys.exit(main())
