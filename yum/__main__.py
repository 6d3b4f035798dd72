"""Point d'entrée du Yum : ``python -m yum`` (ou la commande ``yum``).

Explication : lit les options de la ligne de commande, puis lance le
programme principal de l'énoncé avec la vraie console ; aucune règle ici.
Les ajouts (conseil, vrais dés) s'y branchent par un ``yum.ajouts.suivi.SuiviDeYum``,
qui tient lieu de générateur des dés et de fonction de lecture ; le jeu à
plusieurs (``yum.ajouts.joueurs``) et la simulation (``yum.ajouts.simulation``) ont leur
propre boucle, faite des procédures de l'énoncé.

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021).
"""

import sys

from yum.commun.signaux import proteger_le_demarrage

# Un Ctrl-C pendant que le jeu se charge finit comme en cours de partie :
# d'abord la protection, puis les autres imports.
proteger_le_demarrage()

from yum import __version__
from yum.ajouts.joueurs import MAX_JOUEURS, MIN_JOUEURS, motif_refus_noms, programme_a_plusieurs, separer_noms
from yum.ajouts.suivi import programme_avec_ajouts
from yum.commun.conseils import conseil_a_la_demande
from yum.commun.console import est_interactif, executer_en_console, lire_console, preparer_console
from yum.commun.joueurs import creer_pause
from yum.commun.journal import enregistreur_des_options, refuser_un_journal_impossible, revoir
from yum.commun.options import (
    AnalyseurFrancais,
    entier_positif_ou_nul,
    entier_strictement_positif,
    nom_de_la_commande,
    refuser_le_bilan,
)
from yum.saisie import NUMEROS_DES_CASES

# Le nom du joueur humain quand seuls des ordinateurs sont demandés.
NOM_PAR_DEFAUT = "Vous"

# Ce que « --help » dit du jeu, avant la liste des options.
DESCRIPTION = f"""\
Le jeu de Yum en console, fidèle à l'énoncé du TP1 d'INF111.

Une partie dure 13 tours. À chaque tour, vous lancez les 5 dés jusqu'à trois
fois : après le premier et le deuxième lancer, tapez les numéros des dés à
relancer (ex. 135), ou 0 pour garder tous les dés. Choisissez ensuite la case
de la feuille de pointage qui reçoit les points ({NUMEROS_DES_CASES}), ou 0 pour
annuler la partie."""

# Les exemples que « --help » montre après la liste des options.
EPILOGUE = """\
conseils : à la question des dés et à celle de la case, tapez ? pour voir le
meilleur choix, calculé exactement, et l'espérance du score final de chaque
option. « Voulez-vous jouer une autre partie ? » n'attend que o ou n.

exemples :
  python -m yum                      une partie, dés au hasard
  python -m yum --graine 42          la même partie pour les mêmes réponses
  python -m yum --conseil            le conseil avant chaque question
  python -m yum --simulation 1000    1000 parties du conseiller : statistiques
  python -m yum --joueurs "Ana,Béa" --ordinateur 1
                                     à trois : Ana, Béa et « Ordi 1 »
  python -m yum --des-manuels        avec vos vrais dés, sur la table
  python -m yum --bilan              le bilan de vos décisions
  python -m yum --revoir FICHIER     revoir les bilans d'un journal"""


def creer_analyseur():
    """Retourne l'analyseur des options du Yum."""
    analyseur = AnalyseurFrancais(__version__, "Yum", prog=nom_de_la_commande("yum"),
                                  description=DESCRIPTION, epilog=EPILOGUE)
    analyseur.ajouter_options_communes()
    analyseur.add_argument("--conseil", action="store_true",
                           help="afficher le conseil du joueur optimal avant chaque question")
    analyseur.add_argument("--simulation", type=entier_strictement_positif, metavar="N",
                           help="faire jouer N parties au conseiller et afficher leurs statistiques")
    analyseur.add_argument("--joueurs", metavar="NOMS",
                           help="jouer à plusieurs sur la même console : les noms, séparés par des"
                                f" virgules (de {MIN_JOUEURS} à {MAX_JOUEURS} joueurs)")
    analyseur.add_argument("--ordinateur", type=entier_positif_ou_nul, default=0, metavar="N",
                           help="ajouter N joueurs ordinateurs, qui jouent avec le conseiller optimal")
    analyseur.add_argument("--vite", action="store_true",
                           help="les ordinateurs jouent sans pause")
    analyseur.ajouter_options_du_bilan("yum")
    return analyseur


def noms_des_humains(options):
    """Retourne les noms des joueurs humains d'une partie à plusieurs (« Vous » par défaut)."""
    if options.joueurs is None:
        return [NOM_PAR_DEFAUT]
    return separer_noms(options.joueurs)


def main(arguments=None):
    """Lit les options, joue, et retourne le code de sortie du programme."""
    preparer_console()
    return executer_en_console(lambda: jouer(arguments), en_console=True)


def jouer(arguments):
    """Lit les options, puis joue ce qu'elles demandent ; une option invalide quitte avec le code 2."""
    analyseur = creer_analyseur()
    options = analyseur.parse_args(arguments)
    a_plusieurs = options.joueurs is not None or options.ordinateur > 0
    if a_plusieurs:
        motif = motif_refus_noms(noms_des_humains(options), options.ordinateur)
        if motif is not None:
            analyseur.error(motif)
    if options.revoir is not None:
        revoir(options.revoir, "yum", calculer_le_bilan)
        return
    if options.simulation:
        refuser_le_bilan(analyseur, options)
        from yum.ajouts.simulation import programme_simulation
        programme_simulation(options.simulation, options.graine)
        return
    conseil = conseil_a_la_demande("yum.ajouts.conseiller", options.conseil)
    # Un journal qui n'est pas un fichier (un tube, un dossier) est refusé avant la partie (code 2).
    refuser_un_journal_impossible(analyseur, options, "yum")
    enregistrer = preparer_le_bilan(options)
    if a_plusieurs:
        pause = creer_pause(est_interactif() and not options.vite)
        programme_a_plusieurs(noms_des_humains(options), options.ordinateur, options.graine, lire_console,
                              conseil=conseil, des_manuels=options.des_manuels, pause=pause,
                              enregistrer=enregistrer)
        return
    programme_avec_ajouts(options.graine, lire_console, conseil=conseil, des_manuels=options.des_manuels,
                          enregistreur=enregistrer(None))


def preparer_le_bilan(options):
    """Retourne la fonction qui crée l'enregistreur d'un joueur (son nom, ou None seul) selon les options.

    Sans ``--bilan`` ni ``--journal``, elle retourne toujours None : rien n'est noté.
    """
    options_notees = {"des_manuels": options.des_manuels, "conseil": options.conseil}

    def enregistrer(nom):
        """Retourne l'enregistreur du joueur ``nom`` (None : le joueur seul), ou None sans rien à noter."""
        # Le joueur seul face aux ordinateurs est « vous » : son bilan est « Bilan de vos décisions ».
        joueur = {} if nom in (None, NOM_PAR_DEFAUT) else {"joueur": nom}
        return enregistreur_des_options(options, "yum", calculer_le_bilan, options=options_notees, **joueur)
    return enregistrer


def calculer_le_bilan(partie):
    """Retourne (score, texte du bilan) d'une partie notée ; le bilan n'est chargé qu'à ce moment."""
    from yum.ajouts.bilan import calculer_yum
    return calculer_yum(partie)


if __name__ == "__main__":
    sys.exit(main())
