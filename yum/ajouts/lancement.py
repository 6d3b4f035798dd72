"""Les options du Yum, au-delà de l'énoncé : les lire et brancher les ajouts qu'elles demandent.

Explication : ``python -m yum`` (``yum/__main__.py``) joue le programme
principal de l'énoncé. Ce module lit ses options (``--conseil``,
``--des-manuels``, ``--bilan``…) et branche chaque ajout sur les deux
ouvertures que l'énoncé prévoit déjà : la fonction qui lit les réponses et
celle qui lance les dés (``yum.ajouts.suivi.SuiviDeYum``). Les ajouts qui
jouent autre chose qu'une partie seule (plusieurs joueurs, simulation, revue
d'un journal) s'en chargent entièrement.

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
"""

from yum import __version__
from yum.ajouts.joueurs import MAX_JOUEURS, MIN_JOUEURS, motif_refus_noms, programme_a_plusieurs, separer_noms
from yum.ajouts.suivi import brancher_le_suivi
from yum.commun.conseils import conseil_a_la_demande
from yum.commun.console import est_interactif, lire_console
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


def brancher_les_ajouts(arguments, lire=lire_console, ecrire=print):
    """Lit les options et branche les ajouts qu'elles demandent ; retourne le suivi de la partie, ou None.

    Le suivi (``SuiviDeYum``) tient lieu, pour le programme principal de
    l'énoncé, de fonction de lecture (``suivi.lire``) et de générateur des dés
    (``suivi`` lui-même) : le conseil, les vrais dés et le journal y sont
    branchés. None : un ajout a déjà tout joué (la revue d'un journal, une
    simulation, une partie à plusieurs). Une option invalide quitte avec le code 2.
    """
    analyseur = creer_analyseur()
    options = analyseur.parse_args(arguments)
    a_plusieurs = options.joueurs is not None or options.ordinateur > 0
    if a_plusieurs:
        motif = motif_refus_noms(noms_des_humains(options), options.ordinateur)
        if motif is not None:
            analyseur.error(motif)
    if options.revoir is not None:
        revoir(options.revoir, "yum", calculer_le_bilan)
        return None
    if options.simulation:
        refuser_le_bilan(analyseur, options)
        from yum.ajouts.simulation import programme_simulation
        programme_simulation(options.simulation, options.graine)
        return None
    conseil = conseil_a_la_demande("yum.ajouts.conseiller", options.conseil)
    # Un journal qui n'est pas un fichier (un tube, un dossier) est refusé avant la partie (code 2).
    refuser_un_journal_impossible(analyseur, options, "yum")
    enregistrer = preparer_le_bilan(options)
    if a_plusieurs:
        pause = creer_pause(est_interactif() and not options.vite)
        programme_a_plusieurs(noms_des_humains(options), options.ordinateur, options.graine, lire,
                              conseil=conseil, des_manuels=options.des_manuels, pause=pause,
                              enregistrer=enregistrer)
        return None
    return brancher_le_suivi(options.graine, lire, ecrire, conseil=conseil, des_manuels=options.des_manuels,
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

