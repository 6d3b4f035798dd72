"""Jouer un programme de Yum en suivant le déroulement de l'énoncé, quels que soient ses mots.

Explication : l'énoncé impose le déroulement (§5.2, §5.3) : la feuille, un
lancer dessiné, la question des dés à relancer (sauf après le troisième lancer
ou la réponse 0), puis celle de la case ; après 13 tours ou une annulation, la
question « rejouer ? ». ``Partie`` tient ce compte : elle sait quelle question
vient, d'après les dessins de dés à l'écran et ses propres réponses, sans lire
un mot des questions. Ce qu'elle ne sait pas placer lève ``Incompris`` (« à
vérifier ») ; une faute contre l'énoncé, ``Faute`` (« échoué »).

Elle suit ce que le programme fait, même hors de l'énoncé : un dessin n'est un
lancer que si des dés pouvaient changer (les dés gardés redessinés après « 0 »
n'en sont pas un) ; une relance après le troisième lancer (``quatriemes``), un
tour fini sans question de la case (``sans_case``) sont notés, pour le seul
test qui les juge, et la partie continue comme le programme la mène.

Auteurs : l'équipe du projet « Dés ».
Version : 2.1.0
"""

import re
import time
from collections import Counter
from itertools import product
from typing import NamedTuple

from yum.correction.enonce import CASES_DE_JEU, NB_DES, SURPLUS, grille_attendue
from yum.correction.programme.chiffres import (
    dessine_comme_le_cours,
    lignes_de_des,
    marquer,
    premier_lancer_ambigu,
    sans_fausse_marque,
)
from yum.correction.programme.console import INACTIVITE, Console
from yum.correction.programme.dessins import marquer_les_dessins
from yum.correction.programme.ecran import (
    DESSIN,
    FEUILLE,
    HAUT_DU_DESSIN,
    MOTS_DES_DES,
    annonce_des_coups_d_avant,
    contexte_des_coups,
    contient_une_feuille,
    dessins_et_feuilles,
    entete_des_coups,
    feuille_vide,
    fin_du_dernier_dessin,
    ligne_lue_a_moitie,
    lire_coups,
    lire_feuille,
    numero_de_1_a_13,
    numeros_des_cases_du_bas,
    rang_appris,
    ressemble_a_une_feuille,
    sans_accents,
    sans_sequences_de_terminal,
)
from yum.correction.programme.journal import (
    CASE,
    DEBUT,
    DES,
    FEUILLE_GARDEE,
    GRILLE_LUE_A_MOITIE,
    LANCER_MONTRE,
    NON_GARDE_LES_DES,
    ORDRE_REFUSE,
    QUATRIEME_LANCER,
    REDESSIN,
    REFUS_OUI_NON,
    REJOUER,
    RELANCER_OUI_NON,
    TOUR_MONTRE,
    TOUR_SANS_CASE,
    ZERO_REFUSE,
    Journal,
    Pas,
    numero_montre,
)

# Nombre de lancers d'un tour (§5.2).
NB_LANCERS = 3
# Les lancers d'un tour que le correcteur suit au plus en gardant les dés (« 0 ») quand le programme les
# demande encore : au-delà, rien ne dit qu'un « 0 » y finira le tour.
LANCERS_GARDES_AU_PLUS = 4 * NB_LANCERS
# Nombre de tours d'une partie (§2).
NB_TOURS = 13
# La réponse qui garde tous les dés (§5.2), celle qui annule la partie (§3).
GARDER_TOUT = "0"
# La réponse qui relance tous les dés (un « 0 » refusé est suivi d'elle).
TOUS_LES_DES = "12345"
# Les réponses qui relancent quelques dés après une relance refusée sous la question des dés reposée
# (``relancer_apres_un_refus``) : à la question de la case, un nombre hors des cases (45) est refusé.
RELANCES_APRES_UN_REFUS = ("45", "35")
ANNULER = "0"
# La réponse à « rejouer ? » qui recommence une partie (§5.3).
REPONSE_REJOUER = "o"
# Ce qu'on tape à une pause (« Appuyez sur Entree pour continuer ») : Entrée.
ENTREE = ""
# La réponse à « rejouer ? » qui finit le programme (§5.3).
REPONSE_FINIR = "n"
# Combien de secondes, au plus, un programme peut rester sans rien faire après « n » avant de se fermer : une
# pause avant la fin (« time.sleep(8) », pour garder ouverte la fenêtre de Windows) n'est pas un blocage.
PAUSE_AVANT_LA_FIN = 12.0
# Une ligne qui n'est qu'une marque d'invite (« > », « >> », « --> ») : la question est sur la ligne
# d'avant, et deux questions (les dés, la case) finissent toutes deux par elle (tour 29, p1 : une case
# refusée, sous « > », était prise pour la question des dés).
MARQUE_D_INVITE = re.compile(r"^[>»:=$#-]{1,3}$")
# La longueur, au plus, de la dernière ligne citée d'un programme qui s'arrête avant son premier lancer.
LIGNE_CITEE_AU_PLUS = 300
# Combien de fois taper Entrée, au plus, à un programme qui attend avant son premier lancer.
ENTREES_AVANT_LE_DEBUT = 2
# Ce qu'on répond, dans l'ordre, aux questions d'avant le premier lancer : Entrée (« Appuyez sur
# Entrée »), puis « o » (un nom exigé, « Lire les règles (o/n) ? », « Prêt à jouer (o/n) ? »), puis Entrée.
REPONSES_AVANT_LE_DEBUT = ("", "", "o", "")
# Ce qui marque une question qui attend oui ou non (« (o/n) », « oui/non », « y/n »), sans majuscules.
MARQUES_OUI_NON = ("o/n", "oui/non", "y/n")
# Les mots qui nomment une autre partie dans la question « rejouer ? » (sans accents ni majuscules) :
# « (o/n) » seul, toute autre question oui ou non le porte aussi. « Voulez-vous jouer a nouveau (o/n)? »
# (tour 27, py3).
MOTS_D_UNE_AUTRE_PARTIE = ("rejou", "recommenc", "nouvelle partie", "autre partie", "encore", "again",
                           "jouer a nouveau", "jouer de nouveau")
# Ceux d'entre eux qui nomment une partie, et rien d'autre : « encore » et « again » peuvent dire un tour ou
# un lancer (« Encore un tour ? (o/n) », « Roll again? (y/n) »). Seule une question qui nomme une partie
# reçoit « o » avant le dernier tour (``Partie.rejouer_reconnu``).
MOTS_D_UNE_PARTIE_NOMMEE = re.compile(r"\b(?:rejou\w*|recommenc\w*|partie|game|jouer (?:a|de) nouveau)\b")
# Une question oui ou non avant celle des dés (« Voulez-vous relancer des dés ? (o/n) »), que beaucoup
# d'équipes posent au lieu du « 0 » de l'énoncé : « (o/n) » et un mot de relance à sa dernière ligne, sans
# mot d'une partie (« relancer une partie ? » est « rejouer ? »). « o » y mène à la question des dés, « n »
# garde tous les dés. Une question à l'envers (« Garder tous les dés ? (o/n) ») n'est pas reconnue : le
# correcteur cesse d'y taper (``REFUS_OUI_NON``) plutôt que d'y répondre le contraire de ce qu'il veut.
MOTS_D_UNE_RELANCE = re.compile(r"\b(?:relanc\w*|re-?roll\w*|roll)\b")
MOTS_D_UNE_PARTIE = re.compile(r"\b(?:partie|game|jeu|rejou\w*|recommenc\w*)\b")
# Les mots d'une question à l'envers (« Garder ces dés ? (o/n, n pour relancer) ») : « o » y garde les dés.
MOTS_POUR_GARDER = re.compile(r"\b(?:gard\w*|conserv\w*|keep)\b")
# Les mots d'une question de la case (« Choisissez une case (0 pour annuler la partie) : ») : ils disent
# laquelle des deux questions suit un lancer quand l'invite de la case n'a pas encore été apprise.
MOTS_DE_LA_CASE = re.compile(r"\b(?:cases?|categories?|category|box)\b")
OUI_POUR_RELANCER, NON_POUR_GARDER = "o", "n"
# Combien de cases du bas, au moins, le programme doit avoir numérotées de 1 à 13 (§5.2), et aucune
# autrement, pour que le correcteur tape ces numéros. Une suffit : un numéro de l'énoncé (10 à 16) n'est
# jamais celui de la même case de 1 à 13 (7 à 13), et le rang d'une liste des coups offerts non plus (il
# faudrait, devant le Brelan au rang 7, six coups qu'aucune main n'offre avec lui).
CASES_NUMEROTEES_DE_1_A_13_VOULUES = 1
# Les faces d'un dé, et ses numéros (1 à 5) tels qu'on les tape.
FACES = range(1, 7)
# Une confirmation demandée après la case (« Etes-vous sur ? (o/n) », « Voulez-vous vraiment abandonner
# la partie ? ») : l'énoncé ne l'interdit pas ; le correcteur confirme, « o », puis « oui », puis « y »
# (en anglais) si la réponse est refusée. Reconnue à ses mots (sans accents, minuscules), dernière ligne.
MOTS_D_UNE_CONFIRMATION = re.compile(
    r"\b(?:confirm\w*|vraiment|sure)\b|\b(?:etes|es)[- ](?:vous|tu) (?:sur|sure|certaine?)\b")
# Des mots qui ne disent une confirmation que dans une question oui ou non (``MARQUES_OUI_NON``) : « La
# prendre quand meme (o/n) ? », « Voulez-vous inscrire 0 dans cette case (o/n) ? ». Sans elle, « Il faut
# quand meme choisir une case libre : » redemande la case.
MOTS_D_UNE_CONFIRMATION_OUI_NON = re.compile(r"\b(?:quand meme|tout de meme|inscri\w*|cette case)\b")
# Après « 0 » à la case, une question oui ou non qui demande d'abandonner ou d'annuler la partie (« Abandonner
# la partie ? (o/n) ») la confirme, si elle ne parle pas aussi de continuer (« Continuer (o) ou abandonner
# (n) ? » : « o » n'y confirmerait rien). Un participe (« Partie annulée. Continuer ? ») n'en est pas une.
MOTS_D_UN_ABANDON = re.compile(r"\b(?:abandonner|annuler)\b")
REPONSES_A_UNE_CONFIRMATION = ("o", "oui", "y")
# Ce que le journal montre, dans l'écran, d'une confirmation répondue (la réponse tapée, entre crochets).
MARQUE_DE_CONFIRMATION = "[le correcteur confirme : « {} »]"
# Après une case refusée, une question oui ou non qui propose d'essayer une autre case (« Case deja prise.
# Essayer encore ? (o/n) », « Voulez-vous choisir une autre case ? (o/n) » : tour 57, py_encore et java_fin,
# justes, dont les trois sondes de la case restaient « à vérifier ») : « o » y ramène la question de la case.
# Ni « encore » ni « again » seuls : « Jouer encore ? (o/n) » est « rejouer ? ».
MOTS_D_UN_NOUVEL_ESSAI = re.compile(r"\b(?:essa\w*|reessa\w*|autre case|autre choix|autre numero|try)\b")
MARQUE_D_UN_NOUVEL_ESSAI = "[le correcteur tape « o » : une autre case]"
# Les mots d'une fin de partie, sans accents : « Partie terminee. Score : 123. Voulez-vous reessayer ?
# (o/n) » est « rejouer ? », non un autre essai de la case (la feuille de la fin le dit aussi).
MOTS_D_UNE_FIN = re.compile(r"\b(?:score|total|termin\w*|fin|finie|bravo|felicitations)\b")
# Une ligne d'un menu numéroté (« 1 - Jouer le tour suivant », « 2) Afficher la feuille ») ; l'option qui
# continue le jeu se reconnaît à ses mots, celle qui arrête aussi (elle n'est jamais choisie).
LIGNE_DE_MENU = re.compile(r"^\s*\[?(\d)\s*[-.):\]]\s*(\S.*)$")
# Le cadre d'une ligne de menu encadré (« | 1. Jouer              | » : tour 53, py_menu, un programme juste
# resté « à vérifier » partout ; « =   1 - Jouer     = » : tour 54, java_manche) : les bords et les blancs
# des deux bouts.
CADRE_D_UNE_LIGNE = re.compile(r"^[\s|│║┃*#=~]+|[\s|│║┃*#=~]+$")
# Plusieurs options d'un menu sur une ligne (« 1. Jouer  2. Regles  3. Quitter » : relecture 11,
# java_menu) : chacune commence à son numéro ; lue d'un bloc, la ligne entière disait aussi « quitter ».
DEBUT_D_UNE_OPTION = re.compile(r"\s+\|?\s*(?=\[?\d\s*[-.):\]]\s*[A-Za-z])")
MOTS_POUR_CONTINUER = re.compile(r"\b(?:jou\w*|continu\w*|suivant\w*|poursui\w*|lancer|next|play|continue)\b")
# « Nouvelle partie », « Commencer » : l'option qui ouvre le jeu, dans un menu où aucune ne le continue (le
# programme juste aux styles tirés, styles 0, 16, 17… : « 1 - Nouvelle partie », passée ni par Entrée ni par
# « o », tout restait « à vérifier »). Entre deux tours, « 2 - Nouvelle partie » à côté de « 1 - Continuer »
# abandonnerait la partie : elle n'y est jamais choisie.
MOTS_POUR_OUVRIR = re.compile(r"\b(?:nouvel\w*|commenc\w*|demarr\w*|start|new)\b")
MOTS_POUR_ARRETER = re.compile(r"\b(?:abandon\w*|quitt\w*|arret\w*|annul\w*|quit|exit|fin)\b")
# Un menu à lettres sur une ligne (« Tapez J pour jouer le tour, F pour revoir la feuille ») : chaque option,
# sa lettre telle qu'écrite (tapée ainsi) et ce qu'elle fait.
OPTION_A_LETTRE = re.compile(r"(?:^|[,;:]|\b(?:tapez|entrez|appuyez sur|touche))\s*[«\"'(\[]?\s*([A-Za-z0-9])"
                             r"\s*[»\"')\]]?\s+pour\s+([^,;:]+)", re.IGNORECASE)
# Une option dont la lettre à taper est celle du mot, entre parenthèses (« (J)ouer », « (Q)uitter » :
# relecture 21, py_modules). La majuscule est celle du mot : la lettre se tape en minuscule.
OPTION_DANS_SON_MOT = re.compile(r"\(([A-Za-z])\)([a-z]\w*)")
# Une pause avant un lancer (« Appuyez sur Entree pour lancer les des ») : des mots qui font taper Entrée,
# sans accents ni majuscules, à la dernière ligne. Le correcteur y tape Entrée, et le lancer qui suit est
# celui de la réponse aux dés ; sans elle, il y tapait une case et comptait un tour de trop.
MOTS_D_UNE_PAUSE = re.compile(r"^\W*(?:appuy\w*|press\w*|tape[rz]?|frappe[rz]?|hit)\s+(?:sur\s+)?(?:la\s+)?"
                              r"(?:touche\s+)?\W?(?:entree|enter|retour|return)\b")
MARQUE_DE_PAUSE = "[le correcteur tape Entrée à la pause]"
# Ce qui dit qu'une phrase « Appuyez sur Entrée… » qui en suit une autre sur la ligne valide une réponse
# (« … Appuyez sur Entree pour valider : », « … apres avoir tape les des : ») : la ligne est une question.
# Au début de la ligne, la phrase est une pause, comme toujours.
MOTS_D_UNE_VALIDATION = re.compile(r"\b(?:valid\w*|confirm\w*|apres|tape\w*|entre[rz]?|saisi\w*|choix)\b"
                                   r"|[:?]\s*$")
# La réponse qui passe une question oui ou non posée entre deux tours (« Voulez-vous voir votre feuille ?
# (o/n) ») : « n » ne change rien au jeu ; « o » pourrait abandonner la partie.
NON_ENTRE_DEUX_TOURS = "n"


# Combien de lignes, au plus, écrivent un lancer en chiffres (les cinq dés un par ligne).
FACE_PAR_LIGNE_AU_PLUS = NB_DES


def lancers_au_debut_d_un_tour(dessins):
    """Retourne combien des ``dessins`` (les dés dessinés au début d'un tour, sans réponse aux dés entre
    eux) sont des lancers du tour : un, s'il y en a.

    Sans réponse aux dés, un seul lancer peut avoir roulé : deux dessins que sépare une feuille (des dessins
    de suite sont déjà une animation, ``Partie.attendre``) ne sont pas deux lancers, le premier montre des dés
    d'avant. Revue 68, init et initdessin : les dés « 1 1 1 1 1 » montrés avant la première feuille
    passaient pour le premier lancer ; le correcteur tapait sa case au deuxième, pris pour des dés, et
    « pas de question des dés après le troisième lancer » échouait à tort.
    """
    return min(len(dessins), 1)


class Faute(Exception):
    """Une faute contre l'énoncé : ce qui était attendu, ce que le programme a fait, et où (le passage)."""

    def __init__(self, attendu, obtenu, extrait=""):
        """Retient ``attendu`` et ``obtenu`` (deux phrases françaises) et ``extrait``, le passage du journal
        où la faute s'est vue ("" : la fin de la partie)."""
        super().__init__(obtenu)
        self.attendu = attendu
        self.obtenu = obtenu
        self.extrait = extrait
        # Les preuves voulues du comportement ne sont pas toutes vues : d'autres façons de le contredire
        # peuvent se montrer si l'on joue encore.
        self.preuves_courtes = False


class Incompris(Exception):
    """Ce que le correcteur n'a pas su placer dans le déroulement : une personne doit regarder.

    ``extrait`` : le passage du journal en cause ("" : la fin de la partie).
    """

    def __init__(self, raison, extrait=""):
        """Retient la raison (une phrase française) et le passage en cause."""
        super().__init__(raison)
        self.extrait = extrait


class ManqueDePreuves(Incompris):
    """Rien n'a contredit le comportement, mais les parties jouées ne l'ont pas assez montré."""

    def __init__(self, raison, extrait="", plans=()):
        """Retient la raison, le passage, et ``plans`` : les plans de partie qui amèneraient les preuves
        qui manquent (vide : ceux du comportement, ``marathon.PLANS_DU_COMPORTEMENT``)."""
        super().__init__(raison, extrait)
        self.plans = tuple(plans)


# Combien de fois, au plus, lancer le programme pour un premier lancer qui se lise : un premier lancer ambigu
# revient une fois sur 7 776 (``PremierLancerAmbigu``), deux de suite une fois sur 60 millions.
LANCEMENTS_AU_PLUS = 2
# Ce qu'un premier lancer ambigu fait dire au correcteur.
LANCER_AMBIGU = ("le premier lancer, 1 2 3 4 5 en ordre à côté des numéros des dés, ne dit pas lesquelles de"
                 " ses lignes sont les dés")


class PremierLancerAmbigu(Incompris):
    """Le premier lancer écrit en chiffres est 1 2 3 4 5, en ordre, à côté de la rangée des numéros des
    dés : sa forme ne s'apprend pas, et le programme attend une réponse. Un autre processus du programme
    tirera d'autres dés (``correcteur.Seance.partie_demarree``)."""


def demarrer_ou_relancer(partie, essai):
    """Attend le premier lancer de ``partie``, le ``essai``-ième lancement du programme ; retourne vrai s'il
    est venu, faux s'il est ambigu (``PremierLancerAmbigu``) et qu'un autre lancement reste : la partie est
    alors arrêtée, son journal dit pourquoi. Lève le reste, la partie laissée à l'appelant, qui la ferme."""
    try:
        partie.demarrer(relancer_si_ambigu=essai < LANCEMENTS_AU_PLUS)
        return True
    except PremierLancerAmbigu as raison:
        if essai >= LANCEMENTS_AU_PLUS:
            raise
        partie.journal.arret = str(raison)
        partie.fermer()
        return False


class NonNotable(Exception):
    """Le programme ne démarre pas : il s'arrête en erreur avant son premier lancer."""


class EtatDuCompte(NamedTuple):
    """Ce que la partie compte à un moment d'un tour, pour y revenir : les lancers, les dés, le dernier
    numéro de lancer écrit par le programme, la feuille montrée avant la question de la case (appris), les
    tours finis sans case, le tour, et si le dernier a fini sans case."""

    lancers: int
    des: list
    lancer_montre: int | None
    feuille_avant_la_case: bool | None
    sans_case: tuple
    tour: int
    fin_sans_case: bool


class Partie:
    """Un programme lancé, joué question après question ; ce que l'on sait du tour en cours."""

    def __init__(self, commande, dossier, delai, nom="partie"):
        """Lance ``commande`` dans ``dossier``, avec ``delai`` secondes pour tout le test.

        ``nom`` : le nom du journal de ce processus (``journal``), celui de la partie du plan.
        """
        self.journal = Journal(nom)
        self.console = Console(commande, dossier, delai)
        self.ecran = ""
        self.des = None
        self.lancers = 0
        self.tour = 0
        self.remplies = set()
        self.coups = None
        self.nouveau_tour = False
        # La dernière réponse tapée à la question des dés (None : une autre question).
        self.reponse_aux_des = None
        # La question à laquelle la dernière réponse a été tapée (``journal.DES``, ``CASE``…), et sa
        # dernière ligne.
        self.question_en_cours = None
        self.invite_repondue = None
        # Le nombre de lancers d'un tour chez ce programme : 3 (§5.2), 4 s'il a demandé les dés
        # après le troisième lancer (la faute d'un seul test ; les autres suivent le programme).
        self.lancers_par_tour = NB_LANCERS
        # Les faits du déroulement qui sont des fautes d'un seul test : un tour après le
        # troisième lancer (« quatrièmes »), un tour fini sans question de la case (« sans_case »).
        self.quatriemes = []
        # La partie et le tour du dernier quatrième lancer vu (None : aucun) : à ce tour-là, le programme
        # peut demander les dés une cinquième fois.
        self.tour_d_un_quatrieme = None
        self.sans_case = []
        self.redessins = 0
        # La grille de pointage est-elle montrée entre la dernière réponse aux dés et la question de la
        # case ? Appris au premier tour où la case est sûrement demandée (None : pas encore vu).
        self.feuille_avant_la_case = None
        # La partie a fini au dernier tour sans question de la case : « rejouer ? » est posée.
        self.fin_sans_case = False
        # La partie a fini avant son dernier tour sur une question reconnue à ses mots pour « rejouer ? »
        # (``marathon.choisir_une_case``) : « o » peut y être tapé.
        self.rejouer_reconnu = False
        # La dernière ligne écrite au premier lancer : l'invite de la question des dés de ce programme.
        self.invite_des = None
        # La dernière ligne avant une case acceptée : l'invite de la question de la case (None : pas vue).
        self.invite_case = None
        # Les (numéro, case du bas) que le programme a montrés, devant le nom de la case (« 7 - Brelan ») :
        # ils disent s'il numérote ses cases de 1 à 13, comme le §5.2, au lieu des indices du §3 et du §4.
        self.numeros_montres = set()
        # Vrai s'il numérote de 1 à 13, faux sinon, décidé aux premiers numéros montrés (None : pas encore).
        self.de_1_a_13 = None
        # Les points que chaque case remplie a dû recevoir, selon les règles (pour viser un total en haut).
        self.points_inscrits = {}
        # Vrai si le programme pose une question oui ou non avant celle des dés (« Voulez-vous relancer des
        # dés ? (o/n) »), faux sinon ; décidé à la première réponse aux dés (None : pas encore).
        self.oui_non_avant_les_des = None
        # La dernière réponse (invalide aux dés, ou une case) a été refusée, l'écran redessiné : les mêmes
        # dés.
        self.refus_redessine = False
        # La ligne qui précède les coups possibles chez ce programme (« Coups possibles : »), apprise à la
        # première grille lue après un dessin (None : pas encore) : seule, elle dit une grille vide.
        self.entete_des_coups = None
        # Le rang du numéro de la case parmi deux nombres d'une ligne de coup, chez ce programme (``ecran``).
        self.rang_du_numero = None
        # La ligne qui annonce les coups que ce programme écrit avant ses dés (« Choix possibles : »), nombres
        # effacés, apprise quand le Surplus signe deux grilles de suite sous la même (None : pas encore, ou
        # il les écrit après) : le Surplus rempli, elle dit seule où ils sont
        # (``ecran.coups_annonces_avant_le_dessin``). Une seule signature peut être un hasard (un compte
        # rendu « Surplus : 17 » sur des dés de somme 17).
        self.annonce_d_avant = None
        # L'annonce de la dernière grille d'avant les dés que le Surplus a signée, en attendant la deuxième.
        self.annonce_signee = None
        # Vrai dès qu'un écran dessine des dés comme le cours : ses dés ne se lisent jamais en chiffres.
        self.dessine_comme_le_cours = False
        # Vrai dès qu'un écran dessine des dés à la façon de l'équipe, en cases encadrées (``dessins``) : ses
        # dés se lisent à leurs points, jamais en chiffres.
        self.dessine_a_sa_facon = False
        # La forme de la ligne où ce programme écrit ses dés en chiffres, apprise à son premier lancer
        # (``chiffres``) ; None : pas encore, ou il les dessine.
        self.gabarit_des_des = None

    # --- Attendre, répondre -----------------------------------------------------------------------

    def lire_la_console(self):
        """Attend le programme ; retourne ce qu'il a écrit depuis la dernière réponse, sans séquences du
        terminal, et, s'il dessine ses dés à sa façon ou les écrit en chiffres, chaque lancer suivi de ce que
        le correcteur y lit (``dessins.marquer_les_dessins``, ``chiffres.marquer``)."""
        texte = sans_fausse_marque(sans_sequences_de_terminal(self.console.attendre()))
        # Un dessin encadré d'abord : ses rangées de points, en cases de cinq caractères, ressemblent au
        # dessin du cours (tour 66, java_statique).
        if not self.dessine_comme_le_cours:
            marque, lus = marquer_les_dessins(texte)
            if lus or self.dessine_a_sa_facon:
                self.dessine_a_sa_facon = True
                return marque
        if self.dessine_comme_le_cours or dessine_comme_le_cours(texte):
            self.dessine_comme_le_cours = True
            return texte
        texte, self.gabarit_des_des = self.marquer_les_chiffres(texte, self.gabarit_des_des)
        return texte

    def marquer_les_chiffres(self, texte, gabarit):
        """Retourne ``chiffres.marquer(texte, gabarit, …)`` : ``texte`` où chaque lancer écrit en chiffres
        est suivi de ce que le correcteur y lit, et le gabarit appris.

        La forme du lancer ne s'apprend ni sur un écran qui finit par une pause, ni sur une question oui ou
        non : un exemple de dés avant « Appuyez sur Entrée pour voir les dés », chez un programme qui les
        dessine ensuite comme le cours, passait pour son premier lancer (revue 68 : huit faux « échoué »).
        """
        question = derniere_ligne(texte)
        apprendre = not (est_une_pause(question) or attend_oui_ou_non(question))
        return marquer(texte, gabarit, apprendre, apres_les_des=self.question_en_cours == DES)

    def attendre(self):
        """Attend que le programme attende ou finisse ; retourne les lancers dessinés depuis la réponse.

        Un dessin n'est un lancer que si des dés pouvaient changer : les dés gardés redessinés
        après « 0 » (« Le joueur ne veut pas relancer. ») n'en sont pas un ; de dessins de suite,
        sans feuille entre eux (une animation), seul le dernier l'est. Un dessin précédé
        de la grille de pointage, après une réponse aux dés, commence un tour sans que la
        case ait été demandée : il est noté dans ``sans_case`` et le tour compté.
        """
        self.ecran = self.lire_la_console()
        if self.question_en_cours == CASE:
            self.ecran = self.essayer_une_autre_case_si_propose(self.confirmer_si_demande(self.ecran))
        elif self.question_en_cours == DES:
            self.ecran = self.passer_la_pause_avant_le_lancer(self.ecran)
        self.ecran = self.passer_la_pause_apres_le_dessin(self.ecran)
        self.ouvrir_un_pas()
        self.numeros_montres |= numeros_des_cases_du_bas(self.ecran)
        elements = dessins_et_feuilles(self.ecran)
        premier = next((i for i, (sorte, _) in enumerate(elements) if sorte == DESSIN), None)
        if self.reponse_aux_des == GARDER_TOUT and premier is not None and elements[premier][1] == self.des:
            # Les dés gardés, montrés à nouveau (avec ou sans la feuille) : aucun dé ne pouvait changer.
            self.redessins += 1
            elements = elements[:premier] + elements[premier + 1:]
            redessin = True
        elif (self.question_en_cours == CASE and premier == 0 and len(elements) > 1
              and elements[0][1] == self.des):
            # Les dés de la case rappelés sous elle (« Case 12 remplie avec : », puis leur dessin), avant la
            # feuille ou le tour suivant (revue 68, recapcase et recapcasedessin : ce rappel passait pour le
            # premier lancer du tour suivant, et le tour comptait un lancer de trop).
            self.redessins += 1
            elements = elements[1:]
            redessin = True
        else:
            redessin = False
        # Des dessins de suite, sans feuille entre eux, après une seule réponse : une animation (« Les des
        # roulent... », des dés au hasard) ; seul le dernier est le lancer.
        elements = [element for suite, element in zip([*elements[1:], None], elements)
                    if not (element[0] == DESSIN and suite is not None and suite[0] == DESSIN)]
        dessins = [des for sorte, des in elements if sorte == DESSIN]
        if self.reponse_aux_des is not None:
            self.compter_les_lancers(elements)
            if not dessins:
                self.reconnaitre_la_fin_sans_case(elements)
        if dessins:
            self.des = dessins[-1]
            self.coups = lire_coups(self.ecran, self.entete_des_coups, self.rang_du_numero,
                                    self.annonce_d_avant)
            if self.rang_du_numero is None:
                # Appris une fois : « 8 | 11 | Carre », sans Surplus pour le dire, se lit comme les autres.
                self.rang_du_numero = rang_appris(self.ecran, self.annonce_d_avant)
            if self.entete_des_coups is None and self.coups is not None:
                self.entete_des_coups = entete_des_coups(self.ecran)
            if self.annonce_d_avant is None:
                self.apprendre_l_annonce_d_avant()
        pas = self.journal.pas[-1]
        pas.dessins, pas.fini = dessins, self.fini()
        pas.code = self.code() if pas.fini else None
        pas.coups = self.coups if dessins else None
        pas.contexte = contexte_des_coups(self.ecran, self.annonce_d_avant) if dessins else None
        if redessin:
            pas.notes.append(REDESSIN)
        if dessins and self.coups is None:
            moitie = ligne_lue_a_moitie(self.ecran, self.rang_du_numero, self.annonce_d_avant)
            if moitie is not None:
                pas.notes.append(f"{GRILLE_LUE_A_MOITIE} : « {moitie.strip()} »")
        return dessins

    def apprendre_l_annonce_d_avant(self):
        """Retient l'annonce des coups écrits avant les dés de l'écran (``ecran.annonce_des_coups_d_avant``),
        si le Surplus les signe ; la tient pour apprise quand deux grilles signées de suite ont la même ; ne
        retourne rien."""
        annonce = annonce_des_coups_d_avant(self.ecran)
        if annonce is None:
            return
        if annonce == self.annonce_signee:
            self.annonce_d_avant = annonce
        self.annonce_signee = annonce

    def confirmer_si_demande(self, texte):
        """Retourne ``texte`` (l'écran qui suit une réponse à la case), et ce qui suit la confirmation si
        le programme en demande une : « o », puis « oui » si la question est reposée.

        La confirmation et la réponse restent dans l'écran (``MARQUE_DE_CONFIRMATION``) : le pas de la
        case est suivi de l'écran d'après, comme sans confirmation, et le passage cité la montre.
        """
        for reponse in REPONSES_A_UNE_CONFIRMATION:
            question = derniere_ligne(texte)
            # La question de la case reposée (une case refusée) n'est jamais une confirmation.
            if (self.console.fini() or question == self.invite_repondue or not est_une_confirmation(question)
                    or any(sorte == DESSIN for sorte, _ in dessins_et_feuilles(texte))):
                return texte
            self.console.repondre(reponse)
            suite = self.lire_la_console()
            texte += f"\n{MARQUE_DE_CONFIRMATION.format(reponse)}\n{suite}"
            if derniere_ligne(suite) != question:
                return texte
        return texte

    def essayer_une_autre_case_si_propose(self, texte):
        """Retourne ``texte`` (l'écran qui suit une réponse à la case), et ce qui suit « o » si le programme
        propose, par oui ou non, d'essayer une autre case (``MOTS_D_UN_NOUVEL_ESSAI``) : la question de la
        case revient, comme après un refus sans question. « o » et ce qui suit restent dans l'écran
        (``MARQUE_D_UN_NOUVEL_ESSAI``).

        Une question qui nomme une partie (« Essayer une autre partie ? ») ou qui parle d'arrêter n'en est
        pas une, ni une question sous la feuille ou les mots d'une fin (« Score : 123. Voulez-vous
        reessayer ? (o/n) ») : la partie peut avoir fini.
        """
        question = derniere_ligne(texte)
        propre = sans_accents(question)
        if (self.console.fini() or question == self.invite_repondue or not attend_oui_ou_non(question)
                or not MOTS_D_UN_NOUVEL_ESSAI.search(propre) or MOTS_POUR_ARRETER.search(propre)
                or nomme_une_partie(question) or contient_une_feuille(texte)
                or MOTS_D_UNE_FIN.search(sans_accents(texte))):
            return texte
        self.console.repondre(REPONSE_REJOUER)
        suite = self.lire_la_console()
        return f"{texte}\n{MARQUE_D_UN_NOUVEL_ESSAI}\n{suite}"

    def passer_la_pause_avant_le_lancer(self, texte):
        """Retourne ``texte`` (l'écran qui suit une réponse aux dés), et ce qui suit Entrée si le programme
        fait une pause avant de lancer (``MOTS_D_UNE_PAUSE``) : le lancer dessiné ensuite est celui de la
        réponse. La pause et Entrée restent dans l'écran (``MARQUE_DE_PAUSE``)."""
        if (self.console.fini() or any(sorte == DESSIN for sorte, _ in dessins_et_feuilles(texte))
                or not self.est_une_pause_a_passer(derniere_ligne(texte))):
            return texte
        return self.taper_entree_a_la_pause(texte)

    def passer_la_pause_apres_le_dessin(self, texte):
        """Retourne ``texte``, et ce qui suit Entrée si le programme fait une pause juste après avoir dessiné
        ses dés, avant sa grille et sa question (« Appuyez sur Entree pour voir vos possibilites... ») ; la
        pause et Entrée restent dans l'écran (``MARQUE_DE_PAUSE``).

        Revue 68, pauseapresdessin (juste) : la pause passait pour la question des dés, « 12345 » y était
        tapé, et trois comportements échouaient à tort, vingt-six autres « à vérifier ».
        """
        elements = dessins_et_feuilles(texte)
        chiffres = self.des_en_chiffres_avant_la_pause(texte)
        if (self.console.fini() or not (chiffres or (elements and elements[-1][0] == DESSIN))
                or not self.est_une_pause_a_passer(derniere_ligne(texte))):
            return texte
        texte = self.taper_entree_a_la_pause(texte)
        if chiffres and self.gabarit_des_des is None and not self.dessine_comme_le_cours:
            # Rien appris de ce qui suit la pause : la forme s'apprend de l'écran entier, dés et grille,
            # comme si la pause n'y était pas (revue 68 et 69, pauseapres : tout « à vérifier »).
            texte, self.gabarit_des_des = self.marquer_les_chiffres(texte, None)
        return texte

    def des_en_chiffres_avant_la_pause(self, texte):
        """Retourne vrai si ``texte`` finit par une ligne de dés en chiffres suivie d'une pause, chez un
        programme dont la forme des dés en chiffres n'est pas encore apprise (``chiffres.marquer`` ne
        l'apprend pas d'un écran qui finit par une pause)."""
        if self.dessine_comme_le_cours or self.dessine_a_sa_facon or self.gabarit_des_des is not None:
            return False
        # Les lignes avant la pause : cinq, pour les dés écrits un par ligne (« De 1 : 6 »).
        avant = [ligne for ligne in texte.split("\n") if ligne.strip()][-FACE_PAR_LIGNE_AU_PLUS - 1:-1]
        return any(lue.rang == len(avant) - 1 for lue in lignes_de_des(avant))

    def est_une_pause_a_passer(self, ligne):
        """Retourne vrai si ``ligne``, la question posée, est une pause (``est_une_pause``) : jamais la
        question des dés (reposée après un refus) ni celle de la case, même si elles disent « puis appuyez
        sur Entrée »."""
        return est_une_pause(ligne) and ligne not in (self.invite_des, self.invite_case)

    def taper_entree_a_la_pause(self, texte):
        """Tape Entrée à la pause qui finit ``texte`` ; retourne ``texte``, la pause et Entrée
        (``MARQUE_DE_PAUSE``), puis ce que le programme écrit ensuite."""
        self.console.repondre(ENTREE)
        return f"{texte}\n{MARQUE_DE_PAUSE}\n{self.lire_la_console()}"

    def choix_du_menu_pour_jouer(self):
        """Retourne le numéro de l'option d'un menu de l'écran qui continue le jeu (« 1 - Jouer le tour
        suivant ») ou, si aucune ne le continue, qui l'ouvre (« 1 - Nouvelle partie ») ; None s'il n'y en a
        pas une seule.

        Le dernier bloc d'options de l'écran, celui que la question suit, d'abord ; l'écran entier s'il n'y
        en a pas une seule. Des règles numérotées au-dessus du menu (« * 2. On joue 13 tours * ») n'en sont
        pas (relecture du 28 novembre : « 2 », qui y « joue », était tapé au menu, où il quittait).
        """
        lignes = self.ecran.splitlines()
        for bloc in (dernier_bloc_d_options(lignes), lignes):
            option = option_qui_fait_jouer(bloc)
            if option is not None:
                return option
        return None

    # --- Le journal -------------------------------------------------------------------------------

    def ouvrir_un_pas(self):
        """Ajoute au journal le pas de l'écran qui vient d'arriver ; ne retourne rien.

        Le tour affiché par le programme (« TOUR 3 ») vaut pour les écrans suivants du même tour.
        """
        precedent = self.journal.pas[-1] if self.journal.pas else None
        if precedent is not None and precedent.reponse is None:
            self.fixer(precedent)
        tour_montre = numero_montre(TOUR_MONTRE, self.ecran)
        if tour_montre is None and precedent is not None:
            tour_montre = precedent.tour_montre
        self.journal.pas.append(Pas(ecran=self.ecran, feuille=lire_feuille(self.ecran),
                                    tour_montre=tour_montre,
                                    lancer_montre=numero_montre(LANCER_MONTRE, self.ecran)))

    def fixer(self, pas):
        """Inscrit dans ``pas`` où en est la partie (tour, lancer, dés, cases remplies) ; ne retourne rien.

        Appelée quand la partie a fini de lire l'écran du pas (à la réponse, ou à l'écran suivant) : les
        comptes suivent alors ce que cet écran a montré.
        """
        pas.tour, pas.lancer = self.tour, self.lancers
        pas.des = list(self.des) if self.des else None
        pas.remplies = frozenset(self.remplies)

    def noter(self, fait):
        """Note ``fait`` (un quatrième lancer, un tour sans case) sur le dernier pas du journal."""
        if self.journal.pas:
            self.journal.pas[-1].notes.append(fait)

    def terminer_le_journal(self, arret=""):
        """Fixe le dernier pas du journal et dit pourquoi le correcteur a cessé ; retourne le journal."""
        if self.journal.pas:
            if self.journal.pas[-1].reponse is None:
                self.fixer(self.journal.pas[-1])
            self.journal.pas[-1].fini = self.fini()
            self.journal.pas[-1].code = self.code() if self.journal.pas[-1].fini else None
        if arret and not self.journal.arret:
            self.journal.arret = arret
        return self.journal

    def compter_les_lancers(self, elements):
        """Compte les lancers et les tours de ``elements`` (dessins, feuilles) après une réponse aux dés.

        Un dessin qui suit une feuille, elle-même après un lancer (le lancer de cette réponse, ou
        les dés gardés par « 0 »), est le premier lancer d'un nouveau tour : le tour précédent
        a fini sans demander la case ; il est noté dans ``sans_case``. Une feuille suivie d'un
        dessin juste après des chiffres, sans lancer avant elle, est l'affaire de ``relancer``
        (les chiffres ont été pris pour une case). Ne retourne rien.
        """
        lance = self.reponse_aux_des == GARDER_TOUT
        feuille_apres_un_lancer = False
        for sorte, _ in elements:
            if sorte == FEUILLE:
                feuille_apres_un_lancer = lance
            elif feuille_apres_un_lancer:
                self.sans_case.append(self.tour)
                self.noter(TOUR_SANS_CASE)
                self.tour += 1
                self.lancers = 1
                feuille_apres_un_lancer = False
            else:
                self.lancers += 1
                lance = True

    def reconnaitre_la_fin_sans_case(self, elements):
        """Après une réponse aux dés sans dessin, apprend ou reconnaît la fin d'un tour sans case.

        Quand une case libre rapporte, la question de la case est sûrement posée : on apprend
        si le programme montre la feuille avant elle. Quand rien ne rapporte, une feuille que le
        programme ne montre pas avant la case dit que le tour (le dernier : aucun lancer ne
        suit) a fini sans elle ; « rejouer ? » est alors posée. Ne retourne rien.
        """
        feuille = any(sorte == FEUILLE for sorte, _ in elements)
        if self.des is None or None in self.des:
            return
        if self.attendus():
            if self.feuille_avant_la_case is None:
                self.feuille_avant_la_case = feuille
        elif feuille and self.feuille_avant_la_case is False:
            self.sans_case.append(self.tour)
            self.noter(TOUR_SANS_CASE)
            self.fin_sans_case = True

    def reconnaitre_le_rejouer_sans_case(self):
        """Note que le dernier tour a fini sans question de la case (« rejouer ? » est posée) ; ne retourne
        rien.

        L'appelant l'a reconnue aux mots de la question, après le dernier tour : le correcteur n'y tape
        jamais une case.
        """
        self.sans_case.append(self.tour)
        self.noter(TOUR_SANS_CASE)
        self.fin_sans_case = True

    def repondre(self, reponse, aux_des=False, question=None, case=None):
        """Tape ``reponse`` ; retourne les dés dessinés ensuite (liste vide : aucun).

        ``aux_des`` : la réponse est tapée à la question des dés (le compte des lancers la suit).
        ``question`` : la question à laquelle le correcteur croit répondre, pour le journal.
        ``case`` : la case de l'énoncé que ``reponse`` nomme chez ce programme (None : aucune).
        Aux dés, une question oui ou non posée avant eux est d'abord passée (``passer_le_oui_ou_non``).
        """
        tapee = self.passer_le_oui_ou_non(reponse) if aux_des or question == DES else reponse
        self.reponse_aux_des = reponse if aux_des else None
        self.question_en_cours = DES if aux_des else question
        self.invite_repondue = derniere_ligne(self.ecran)
        # Ce que l'écran montrait avant une réponse qui peut être refusée (une réponse invalide aux dés, une
        # case) : pour reconnaître, après elle, le même écran redessiné au lieu d'un lancer ou d'un tour.
        avant = self.etat_lisible() if not aux_des and question in (DES, CASE) else None
        if self.journal.pas:
            pas = self.journal.pas[-1]
            self.fixer(pas)
            pas.reponse, pas.question, pas.case = tapee, DES if aux_des else question, case
            if tapee != reponse:
                pas.notes.append(NON_GARDE_LES_DES)
        self.console.repondre(tapee)
        self.refus_redessine = False
        try:
            dessins = self.attendre()
        finally:
            self.reponse_aux_des = None
        return [] if self.redessin_d_un_refus(avant, dessins) else dessins

    def etat_lisible(self):
        """Retourne ``etat_montre()`` si les dés se lisent tous, sinon None (rien à comparer)."""
        return self.etat_montre() if self.des and None not in self.des else None

    def redessin_d_un_refus(self, avant, dessins):
        """Retourne vrai si ``dessins``, après une réponse, ne font que redessiner l'écran ``avant``
        (``etat_lisible``) : la réponse a été refusée. Le dernier pas du journal le note alors, sans
        dessin.

        Les mêmes dés, sous le même tour et le même lancer affichés, la même feuille et la même question :
        l'écran est redessiné (tout l'écran avant chaque question) ; aucun dé n'a roulé, aucun tour n'a
        commencé.
        """
        if not self.meme_ecran(avant, dessins):
            return False
        self.noter_un_refus(self.journal.pas[-1])
        return True

    def meme_ecran(self, avant, dessins):
        """Retourne vrai si ``dessins``, après une réponse, redessinent l'écran ``avant`` (``etat_lisible``) :
        les mêmes dés, sous le même tour et le même lancer affichés, la même feuille et la même question."""
        return (avant is not None and bool(dessins) and all(des == dessins[-1] for des in dessins)
                and self.etat_montre() == avant)

    def noter_un_refus(self, pas):
        """Note sur ``pas`` que son écran redessine l'écran d'avant (une réponse refusée), sans lancer ; ne
        retourne rien."""
        pas.dessins, pas.coups, pas.contexte = [], None, None
        pas.notes.append(REDESSIN)
        self.redessins += 1
        self.refus_redessine = True

    def finir(self):
        """Tape « n » à « rejouer ? » et attend la fin du programme ; retourne les dés dessinés ensuite
        (liste vide : aucun). Des dés dessinés malgré « n » commencent une partie neuve : l'état de la partie
        est remis à neuf, et le journal la compte à part.

        Le programme peut rester jusqu'à ``PAUSE_AVANT_LA_FIN`` secondes sans rien faire avant de se
        fermer, au-delà de l'échéance de la partie s'il le faut : ce qu'il écrit avant (« Au revoir! »)
        et son code de sortie sont lus. Une pause finale (« Appuyez sur Entrée pour quitter ») reçoit
        Entrée.
        """
        self.console.echeance = max(self.console.echeance, time.monotonic() + PAUSE_AVANT_LA_FIN)
        self.console.inactivite = PAUSE_AVANT_LA_FIN
        try:
            # « Appuyez sur Entrée pour quitter » : une console de Windows reste ainsi ouverte.
            dessins = self.passer_une_pause_qui_suit(self.repondre(REPONSE_FINIR, question=REJOUER))
        finally:
            self.console.inactivite = INACTIVITE
        if dessins and not self.fini():
            # « n » a commencé une partie neuve (tour 33, java_format) : comptée dans la partie finie, sa
            # grille offrait des cases « déjà remplies » (un faux « échoué »). La faute est celle de « n finit
            # le programme ».
            self.commencer_une_partie_neuve(dessins)
        return dessins

    def commencer_une_partie_neuve(self, dessins):
        """Remet la partie à neuf au premier lancer d'une partie que le programme vient de commencer
        (``dessins`` : ses dés dessinés), sur une feuille vide, dans une partie du journal à elle ; ne
        retourne rien."""
        self.remplies, self.tour, self.lancers = set(), 1, lancers_au_debut_d_un_tour(dessins)
        self.points_inscrits = {}
        self.fin_sans_case = self.rejouer_reconnu = False
        self.journal.debuts.append(len(self.journal.pas) - 1)
        self.fixer(self.journal.pas[-1])

    def passer_une_pause_qui_suit(self, dessins):
        """Tape Entrée si la réponse qui vient d'être tapée, suivie de ``dessins`` (les dés dessinés après
        elle), a mené à une pause (« Partie annulée. Appuyez sur Entrée pour continuer... ») qui n'est pas
        « rejouer ? » ; retourne les dés dessinés en dernier (liste vide : aucun)."""
        derniere = derniere_ligne(self.ecran)
        if dessins or self.fini() or not finit_par_une_pause(derniere) or nomme_une_autre_partie(derniere):
            return dessins
        return self.repondre(ENTREE, question=DEBUT)

    def etat_montre(self):
        """Retourne ce que le programme montre de la partie, à comparer d'un écran à l'autre : les dés, les
        derniers tour et lancer affichés, la dernière feuille lue et la question posée (la dernière ligne)."""
        return (tuple(self.des), self.tour_montre(), self.lancer_montre(), self.derniere_feuille_lue(),
                derniere_ligne(self.ecran))

    def lancer_montre(self):
        """Retourne le dernier numéro de lancer que le programme a écrit (« Essai 2/3 »), ou None."""
        return next((pas.lancer_montre for pas in reversed(self.journal.pas)
                     if pas.lancer_montre is not None), None)

    def passer_le_oui_ou_non(self, reponse):
        """Avant ``reponse`` aux dés, passe la question oui ou non que le programme pose d'abord, s'il en pose
        une ; retourne ce qu'il faut taper ensuite : ``reponse``, ou « n » au lieu de « 0 ».

        Le programme en pose une si la dernière ligne, à la première réponse aux dés de ce processus, en
        est une (``demande_s_il_faut_relancer``) ; décidé une fois. Ensuite, à chaque question de cette
        sorte (ses mots peuvent changer d'un lancer à l'autre), « o » est tapé (un pas du journal,
        ``RELANCER_OUI_NON``) : il doit mener à une autre question, sans dessin, sinon ``Incompris``. La
        question des dés reposée après un refus se répond directement.
        """
        invite = derniere_ligne(self.ecran)
        if self.oui_non_avant_les_des is None:
            self.oui_non_avant_les_des = demande_s_il_faut_relancer(invite)
        if not self.oui_non_avant_les_des or not demande_s_il_faut_relancer(invite):
            return reponse
        if reponse == GARDER_TOUT:
            return NON_POUR_GARDER
        if self.repondre(OUI_POUR_RELANCER, question=RELANCER_OUI_NON) or (
                not self.fini() and derniere_ligne(self.ecran) == invite):
            raise Incompris(f"« {OUI_POUR_RELANCER} » à la question « {invite} », qui précède celle des dés,"
                            " n'a pas mené à la question des dés : le correcteur ne sait pas où placer ses"
                            " réponses")
        return reponse

    def fini(self):
        """Retourne vrai si le programme s'est arrêté."""
        return self.console.fini()

    def code(self):
        """Retourne le code de sortie du programme (None s'il tourne)."""
        return self.console.code_de_sortie()

    def fermer(self):
        """Arrête le programme et tout son groupe ; ne retourne rien."""
        self.terminer_le_journal()
        self.console.fermer()

    def feuille(self):
        """Retourne la dernière grille de pointage lisible de l'écran courant, ou None."""
        return lire_feuille(self.ecran)

    # --- Le déroulement de l'énoncé --------------------------------------------------------------

    def demarrer(self, relancer_si_ambigu=False):
        """Attend le premier lancer ; retourne le texte écrit avant lui.

        Un programme qui attend avant de lancer reçoit ``REPONSES_AVANT_LE_DEBUT`` : Entrée
        (« Appuyez sur Entrée »), puis « o » (un nom exigé, « Lire les règles (o/n) ? ») ; un menu,
        le numéro de son option qui joue (``choix_du_menu_pour_jouer``). Lève
        ``NonNotable`` s'il s'arrête en erreur, ``Incompris`` s'il ne dessine aucun dé à la façon
        du cours. ``relancer_si_ambigu`` : un premier écran au lancer ambigu lève ``PremierLancerAmbigu``
        avant toute réponse (« o » ferait planter un « nextInt() », ce que la note 1 du §3 permet).
        """
        dessins = self.attendre()
        avant = self.ecran
        if relancer_si_ambigu and not dessins and not self.fini() and premier_lancer_ambigu(avant):
            raise PremierLancerAmbigu(f"{LANCER_AMBIGU} : le programme est relancé")
        dessins, ecrit = self.aller_au_premier_lancer(
            dessins, [lambda question, reponse=reponse: reponse for reponse in REPONSES_AVANT_LE_DEBUT])
        avant += ecrit
        if not dessins:
            # La dernière ligne écrite (la sortie d'erreur est mêlée à l'autre) : d'ordinaire, l'erreur de
            # Python ou de Java (« ModuleNotFoundError: No module named 'regles' ») ; l'équipe la corrige.
            derniere = derniere_ligne(avant)[:LIGNE_CITEE_AU_PLUS]
            dite = f" ; sa dernière ligne : « {derniere} »" if derniere else " sans rien écrire"
            if self.fini() and self.code() != 0:
                raise NonNotable(f"le programme s'arrête (code {self.code()}) avant son premier lancer{dite}")
            if self.fini():
                raise Incompris(f"le programme a fini (code {self.code()}) sans dessiner de dés ni poser de"
                                f" question{dite}")
            question = f" (« {derniere_ligne(self.ecran)} »)" if not self.fini() else ""
            if not self.fini() and premier_lancer_ambigu(avant):
                raise PremierLancerAmbigu(f"{LANCER_AMBIGU}{question}")
            raise Incompris(f"aucun dessin de dés à la façon du cours, ni de dés en chiffres ou en mots"
                            f" lisibles, avant la première question{question} : le correcteur ne sait pas où"
                            " en est la partie (des dés dessinés autrement, ou une question d'avant le jeu"
                            " qu'Entrée et « o » ne passent pas)")
        self.tour, self.lancers = 1, lancers_au_debut_d_un_tour(dessins)
        self.invite_des = derniere_ligne(self.ecran)
        return avant

    def aller_au_premier_lancer(self, dessins, reponses, arret=None):
        """Répond à ce que le programme demande avant un premier lancer ; retourne (les dés dessinés, liste
        vide s'il n'y en a pas, et le texte écrit entre-temps).

        Un menu (« 1 - Jouer, 2 - Règles, 3 - Quitter ») reçoit son option qui joue dès qu'il paraît, une
        fois : Entrée ou « o » feraient planter un « nextInt() », ce que la note 1 du §3 permet. Sinon,
        chaque question reçoit ce que la réponse suivante de ``reponses`` (une fonction de la question)
        retourne. Rien n'est tapé à la question ``arret``, ni après la dernière réponse.
        """
        ecrit, menu_repondu, reponses = "", False, iter(reponses)
        while not dessins and not self.fini() and derniere_ligne(self.ecran) != arret:
            option = None if menu_repondu else self.choix_du_menu_pour_jouer()
            suivante = None if option else next(reponses, None)
            if option is None and suivante is None:
                break
            menu_repondu = menu_repondu or option is not None
            reponse = option if option is not None else suivante(derniere_ligne(self.ecran))
            dessins = self.repondre(reponse, question=DEBUT)
            ecrit += self.ecran
        return dessins, ecrit

    def exiger_vivant(self, etape):
        """Lève ``Faute`` si le programme s'est arrêté pendant ``etape`` ; ne retourne rien."""
        if self.fini():
            raise Faute(f"le programme continue ({etape})",
                        f"le programme s'est arrêté (code de sortie {self.code()}) {etape}")

    def aller_a_la_case(self):
        """Depuis la question des dés, garde les dés jusqu'à la question de la case ; ne retourne rien.

        « 0 » garde tous les dés (§5.2) ; un programme qui relance quand même est mené
        jusqu'à son dernier lancer, après lequel il demande la case. Un programme qui demande déjà la
        case (``demande_la_case_trop_tot``) n'y reçoit pas « 0 », qui annulerait la partie (tour 72,
        java_pause, dont le compte des lancers n'est pas remis à zéro).
        """
        while (self.lancers < self.lancers_par_tour and not self.lancers_finis()
               and not self.demande_la_case_trop_tot()):
            self.exiger_vivant("pendant les lancers")
            if not self.garder_tout():
                return
        self.exiger_vivant("avant la question de la case")

    def numerote_de_1_a_13(self):
        """Retourne vrai si le programme numérote ses cases de 1 à 13 (§5.2 : « entre 0 et 13 »).

        Il le montre devant le nom des cases (la légende « 7 = Brelan … 13 = YUM », ou « 7 - Brelan :
        11 pts ») : au moins ``CASES_NUMEROTEES_DE_1_A_13_VOULUES`` cases du bas ainsi, et aucune
        autrement, dans ce qu'il a écrit jusqu'à la première fois qu'il en a montré : la décision ne
        change plus ensuite.
        """
        cases = {case for _, case in self.numeros_montres}
        if self.de_1_a_13 is None and len(cases) >= CASES_NUMEROTEES_DE_1_A_13_VOULUES:
            # Décidé une fois, aux premiers numéros montrés : les cases déjà tapées gardent leur sens.
            self.de_1_a_13 = all(numero == numero_de_1_a_13(case) for numero, case in self.numeros_montres)
        return bool(self.de_1_a_13)

    def numero_a_taper(self, case):
        """Retourne ce qu'on tape pour ``case`` (une case de l'énoncé) : son numéro chez ce programme."""
        if isinstance(case, int) and self.numerote_de_1_a_13():
            return str(numero_de_1_a_13(case))
        return str(case)

    def choisir(self, case):
        """Répond ``case`` à la question de la case ; retourne vrai si un nouveau tour est dessiné.

        Un dessin sans grille de pointage avant lui, où les dés que ``case`` ne nomme pas
        (lue comme des numéros de dés) sont restés, est un quatrième lancer : le programme
        demandait encore les dés. Il est noté (``quatriemes``), et la partie suit le
        programme : les tours suivants ont quatre lancers, la case vient ensuite.
        """
        if self.fin_sans_case:
            # La question posée est « rejouer ? » : une case n'y a pas sa place.
            return False
        if NB_LANCERS <= self.lancers < LANCERS_GARDES_AU_PLUS and self.demande_encore_les_des():
            return self.garder_au_dela_du_troisieme_lancer(case)
        avant = list(self.des) if self.des else None
        invite = derniere_ligne(self.ecran)
        tour_montre = self.tour_montre()
        tape = self.numero_a_taper(case)
        dessins = self.repondre(tape, question=CASE, case=case if isinstance(case, int) else None)
        if self.refus_redessine:
            return False
        # Un autre numéro de tour écrit par le programme : un nouveau tour, quels que soient les dés.
        autre_tour_montre = numero_montre(TOUR_MONTRE, self.ecran) not in (None, tour_montre)
        if dessins and not autre_tour_montre and self.est_un_quatrieme_lancer(tape, avant, dessins, case):
            self.noter_un_quatrieme_lancer()
            return self.choisir(case)
        if not dessins and self.est_une_question_des_des_refusee(invite):
            # « 10 » refusé comme dés à relancer : la question des dés, une quatrième fois ; « 0 » les garde.
            self.noter_un_quatrieme_lancer()
            if self.repondre(GARDER_TOUT, aux_des=True) or self.fini():
                return False
            return self.choisir(case)
        self.remplies.add(case)
        if isinstance(case, int) and avant and None not in avant:
            # Les dés du tour de cette case : ceux qu'on vient de lire sont déjà ceux du tour suivant.
            self.points_inscrits[case] = grille_attendue(avant)[case]
        if dessins:
            self.apprendre_l_invite_de_la_case(invite)
            self.tour += 1
            self.lancers = lancers_au_debut_d_un_tour(dessins)
        return bool(dessins)

    def cle_du_tour(self):
        """Retourne (le numéro de la partie dans ce processus, le tour) : ce qui nomme le tour en cours."""
        return len(self.journal.debuts), self.tour

    def demande_encore_les_des(self):
        """Retourne vrai si la question posée est sûrement celle des dés : sous leur invite, connue, et autre
        que celle de la case, connue aussi.

        Une invite qui n'est qu'une marque (« > ») se lit avec la ligne d'avant, la dernière des coups
        (« case 15 - Surplus : 12 pts > ») : la même aux deux questions quand la grille finit pareil. Le
        correcteur y tapait « 0 » à la case, qui annulait la partie (la CI, une correction sur trois du
        programme juste « sans mots »).
        """
        return (not self.fini() and self.invite_des is not None
                and self.invite_case not in (None, self.invite_des)
                and derniere_ligne(self.ecran) == self.invite_des
                and not finit_par_une_marque_d_invite(self.ecran))

    def garder_au_dela_du_troisieme_lancer(self, case):
        """Trois lancers faits, le programme demande encore les dés, sous leur invite : « 0 » les garde, la
        question est notée (``quatriemes``), puis ``case`` est choisie ; retourne ce que retourne ``choisir``.

        La case tapée à la question des dés en relancerait (« 5 » : le dé 5), qui peuvent retomber pareils,
        un refus de la case pour le correcteur. Un programme dont le compte des lancers s'additionne d'un
        tour à l'autre (tour 49, py_lancers : « lancers_restants += 3 ») demande les dés cinq fois au tour
        qui suit un « 0 » au premier lancer, trois fois après un tour mené à trois lancers.
        """
        dessins = self.repondre(GARDER_TOUT, aux_des=True)
        self.noter_un_quatrieme_lancer()
        if dessins or self.fini():
            return False
        return self.choisir(case)

    def noter_un_quatrieme_lancer(self):
        """La dernière réponse a été tapée à une question des dés posée après le troisième lancer : la note
        au journal (``QUATRIEME_LANCER``) et au tour (``quatriemes``, ``tour_d_un_quatrieme``), et compte un
        lancer de plus, à ce tour et aux suivants ; ne retourne rien."""
        self.quatriemes.append(self.tour)
        self.tour_d_un_quatrieme = self.cle_du_tour()
        self.journal.pas[-2].notes.append(QUATRIEME_LANCER)
        self.lancers_par_tour = NB_LANCERS + 1
        self.lancers += 1

    def passer_la_pause(self, invite_de_la_case=None):
        """Tape Entrée à une pause qui suit une case acceptée (« Appuyez sur Entrée ») ; retourne vrai si
        un nouveau tour est dessiné ensuite (il est compté).

        Un menu entre deux tours (« 1 - Jouer le tour suivant, 2 - Afficher la feuille ») qui refuse
        Entrée reçoit le numéro de son option qui continue le jeu. Quand un nouveau tour est dessiné,
        ``invite_de_la_case`` (l'invite sous laquelle la case a été tapée) est retenue comme celle de la
        case, comme après une case suivie du tour sans pause (``choisir``) : sans elle, le correcteur ne
        savait pas qu'un programme qui compte moins de lancers demandait déjà la case, et y tapait ses dés
        (tour 72, java_pause : cinq « échoué » à la place d'un seul).
        """
        invite = derniere_ligne(self.ecran)
        dessins = self.repondre(reponse_pour_passer(invite), question=DEBUT)
        option = self.choix_du_menu_pour_jouer()
        if not dessins and not self.fini() and derniere_ligne(self.ecran) == invite and option:
            dessins = self.repondre(option, question=DEBUT)
        if (not dessins and not self.fini() and derniere_ligne(self.ecran) != invite
                and self.est_une_pause_a_passer(derniere_ligne(self.ecran))):
            # Une autre pause aussitôt, avant le lancer du tour (« Voulez-vous continuer ? (o/n) », puis
            # « Appuyez sur Entree pour lancer les des... » : tour 64, java_annule) : Entrée, une fois ; le
            # correcteur y tapait sa case, et la case acceptée passait pour refusée.
            dessins = self.repondre(ENTREE, question=DEBUT)
        if dessins:
            self.tour, self.lancers = self.tour + 1, lancers_au_debut_d_un_tour(dessins)
            if invite_de_la_case is not None:
                self.apprendre_l_invite_de_la_case(invite_de_la_case)
        return bool(dessins)

    def apprendre_l_invite_de_la_case(self, invite):
        """Retient ``invite``, sous laquelle une case a été acceptée, comme celle de la case ; ne retourne
        rien.

        La même question après le message d'un refus écrit sur sa ligne (« Choix refuse. Dans quelle case
        … ? » : tour 72, java_pause) garde l'invite apprise sans lui : retenue avec lui, la question suivante,
        sans refus, n'était plus reconnue pour celle de la case.
        """
        if self.invite_case is None or not invite.endswith(self.invite_case):
            self.invite_case = invite

    def garder_tout(self):
        """Répond « 0 » à la question des dés ; retourne les dés dessinés ensuite (liste vide : aucun).

        Un « 0 » refusé (la question des dés reposée, sous son invite) est noté (``ZERO_REFUSE``) ;
        tous les dés sont alors relancés, pour que la partie suive le programme : il ne demande la
        case qu'après son dernier lancer. Tant que l'invite de la case n'a pas été vue, « 12345 »
        dit laquelle des deux questions est posée : un lancer suit aux dés, un refus à la case (les
        deux questions ont alors la même invite). Sous des invites connues pour être les mêmes, « 0 »
        est dit accepté, comme avant.
        """
        invite = derniere_ligne(self.ecran)
        dessins = self.repondre(GARDER_TOUT, aux_des=True)
        if dessins and self.demande_la_case():
            # Un lancer malgré « 0 » (la faute de « 0 garde tous les dés »), puis la question de la case :
            # ce lancer était le dernier du tour chez ce programme. Le correcteur suit son compte, pour ne
            # pas taper « 0 », des dés, à la question de la case, où il annulerait la partie.
            self.lancers = self.lancers_par_tour
        if dessins or not self.question_des_des_reposee(invite):
            return dessins
        pas_du_zero = self.journal.pas[-2]
        if self.invite_case == self.invite_des:
            return dessins
        redessin = self.journal.pas[-1]
        lancer_suivant = (None not in (redessin.lancer_montre, pas_du_zero.lancer_montre)
                          and redessin.lancer_montre > pas_du_zero.lancer_montre)
        if REDESSIN in redessin.notes and (lancer_suivant or derniere_ligne(self.ecran) != invite):
            # Les mêmes dés redessinés sous le numéro du lancer suivant, ou sous une question des dés dont les
            # nombres ont changé (« il reste 1 relance » après « il reste 2 relances »), puis la question des
            # dés : chez ce programme, « 0 » a compté pour un lancer ; le correcteur le compte aussi, pour que
            # la case vienne au bon moment. Sans numéro affiché qui change, rien ne le dit : il n'est pas
            # compté.
            self.lancers += 1
        avant, lancers = self.etat_lisible(), self.lancers
        dessins = self.repondre(TOUS_LES_DES, aux_des=True)
        # Les invites des deux questions connues et différentes, la question des dés reposée sous la sienne :
        # les mêmes dés sont un lancer retombé pareil (une chance sur 7 776, mais un programme qui refuse
        # « 0 » le voit à chaque partie : une correction sur cent cinquante tapait ensuite sa case aux dés).
        invites_distinctes = self.invite_case not in (None, self.invite_des)
        if not invites_distinctes and self.meme_ecran(avant, dessins):
            # « 12345 » refusé, puis le même écran redessiné (revue 4, a1d) ; ou les cinq dés retombés à leur
            # place, une fois sur 7 776 (``trancher_un_meme_ecran``).
            dessins = self.trancher_un_meme_ecran(avant, lancers)
        if dessins or self.invite_case is not None:
            pas_du_zero.notes.append(ZERO_REFUSE)
            return dessins
        if attend_oui_ou_non(invite):
            # « 0 » et « 12345 » refusés à une question oui ou non (« Voulez-vous relancer des dés ?
            # (o/n) ») : ni celle des dés ni celle de la case ; le correcteur cesse de taper.
            self.journal.pas[-2].notes.append(REFUS_OUI_NON)
            raise Incompris(refus_a_une_question_oui_non(f"« 0 » et « {TOUS_LES_DES} » sont refusés", invite))
        # « 12345 » refusé sans lancer (une ou deux fois : ``trancher_un_meme_ecran``) : c'était la question
        # de la case, sous l'invite de celle des dés.
        for pas in reversed(self.journal.pas[:-1]):
            if pas is pas_du_zero or pas.reponse != TOUS_LES_DES:
                break
            pas.question = CASE
        self.invite_case = self.invite_des
        return dessins

    def trancher_un_meme_ecran(self, avant, lancers):
        """Après « 12345 » suivi du même écran (``avant``), tape « 12345 » encore ; retourne les dés dessinés
        (liste vide : refusé).

        Le même écran une deuxième fois : « 12345 » a été refusé deux fois, c'était la question de la case
        (revue 4, a1d) ; les deux écrans sont notés comme des refus, et le compte des lancers revient à
        ``lancers`` ; de même s'il ne dessine plus rien. Sinon, les cinq dés étaient retombés sur leurs
        faces : un lancer, suivi d'un autre. Une seule fois, le doute décidait
        (zero_refuse_aux_des_et_relance_retombee_pareille, une correction sur quelques centaines : « 0 »
        tapé ensuite à la question des dés, refusé, et « 0 à la case annule la partie » échouait).
        """
        premier = self.journal.pas[-1]
        encore = self.repondre(TOUS_LES_DES, aux_des=True)
        if encore and not self.meme_ecran(avant, encore):
            return encore
        # Refusé encore (redessiné, ou sans rien dessiner) : à la question des dés, il aurait été lancé.
        self.noter_un_refus(premier)
        if encore:
            self.noter_un_refus(self.journal.pas[-1])
        self.lancers = lancers
        return []

    def demande_la_case(self):
        """Retourne vrai si la question posée est sûrement celle de la case, non celle des dés.

        Son invite est autre que celle des dés, et c'est celle d'une case acceptée plus tôt (avant la
        première, une invite qui nomme une case : ``nomme_la_case``) ; ou bien le programme y affiche son
        dernier lancer (« Lancer no 3 »).
        """
        derniere = derniere_ligne(self.ecran)
        if self.fini() or self.invite_des is None or derniere == self.invite_des:
            return False
        if self.invite_case is None and nomme_la_case(derniere):
            return True
        return derniere == self.invite_case or self.montre_son_dernier_lancer()

    def demande_la_case_trop_tot(self):
        """Retourne vrai si, des relances restant au tour, la question posée est sûrement celle de la case :
        l'invite d'une case acceptée plus tôt, autre que celle des dés, et aucune feuille après les dés.

        Le correcteur y tapait ses dés (« 145 » refusé comme case), puis ne savait plus où il en était :
        cinq faux « échoué » à la place d'un seul (tour 33, py_fleche : un lancer au dernier tour). Un
        programme qui demande les dés une quatrième fois compte ses lancers au-delà de trois : seuls les
        deux premiers en laissent à faire.
        """
        derniere = derniere_ligne(self.ecran)
        if finit_par_une_marque_d_invite(self.ecran):
            # Une invite qui n'est qu'une marque (« > ») se lit avec la ligne d'avant, qui peut être la
            # dernière ligne des coups, ou leur titre : elle ne dit pas laquelle des deux questions est posée
            # (un programme juste sans aucun mot : deux faux « échoué »).
            return False
        return (not self.fini() and self.lancers < NB_LANCERS and self.invite_case is not None
                and self.invite_des is not None and derniere == self.invite_case
                and derniere != self.invite_des
                and not contient_une_feuille(self.ecran[fin_du_dernier_dessin(self.ecran):]))

    def lancers_finis(self):
        """Retourne vrai si, trois lancers faits, la question posée est sûrement celle de la case.

        Un programme qui a demandé les dés une quatrième fois à un tour ne le fait pas forcément à chaque
        tour (un compte des lancers qui s'additionne : « lancers_restants += 3 », tour 49, py_lancers) :
        aux tours de trois lancers, le correcteur tapait ses dés à la question de la case, puis « 0 »,
        qui annulait la partie, et sept comportements échouaient à la place d'un seul.
        """
        # Une invite qui n'est qu'une marque (« > ») se lit avec la dernière ligne des coups : elle ne dit pas
        # laquelle des deux questions est posée.
        return (self.lancers >= NB_LANCERS and not finit_par_une_marque_d_invite(self.ecran)
                and self.demande_la_case())

    def tour_commence_apres_le_premier_lancer(self):
        """Retourne vrai si le programme a écrit, au premier lancer du tour en cours, un numéro de lancer
        plus grand que 1 (« Lancer 2 de 3 ») : il n'a pas remis son compte des lancers à zéro.

        Le pas de l'écran en cours, pas encore fixé (``fixer``), est du tour en cours ; les autres le sont
        par leur tour."""
        tous = self.journal.pas
        premier = tous[-1] if tous and tous[-1].reponse is None else None
        for pas in reversed(tous[:-1] if premier is not None else tous):
            if pas.tour != self.tour:
                break
            premier = pas
        return premier is not None and premier.lancer_montre is not None and premier.lancer_montre > 1

    def montre_son_dernier_lancer(self):
        """Retourne vrai si l'écran écrit le numéro du dernier lancer du tour (« Lancer 3/3 »)."""
        return numero_montre(LANCER_MONTRE, self.ecran) == NB_LANCERS

    def question_des_des_reposee(self, invite):
        """Retourne vrai si, après une réponse tapée sous ``invite`` (celle des dés), la même question
        est reposée : ni feuille, ni fin, la même dernière ligne ; ou, après les mêmes dés redessinés, la
        même aux numéros près (« Essai 2 : des a relancer » après « Essai 1 : des a relancer »)."""
        if self.fini() or contient_une_feuille(self.ecran) or self.invite_des is None:
            return False
        derniere = derniere_ligne(self.ecran)
        if invite == self.invite_des and derniere == invite:
            return True
        # Une invite qui porte le numéro du lancer change d'un lancer à l'autre : la question des dés reposée
        # sous le numéro suivant, après les mêmes dés, est celle d'un programme où « 0 » compte pour un
        # lancer (revue 3, p5b). Une invite de la case apprise qui lui ressemble aussi ne dit rien.
        pareilles = {sans_numeros(ligne) for ligne in (invite, self.invite_des, derniere)}
        return (REDESSIN in self.journal.pas[-1].notes and len(pareilles) == 1
                and (self.invite_case is None or sans_numeros(self.invite_case) not in pareilles))

    def est_une_question_des_des_refusee(self, invite):
        """Retourne vrai si la case tapée après le troisième lancer a été refusée par la question des dés.

        Une case libre n'est jamais refusée par un programme juste ; refusée sans feuille, sous
        l'invite même de la question des dés (celle du premier lancer, avant et après la
        réponse), elle l'a été comme des dés à relancer. Aux tours suivants aussi : un programme qui
        repose la question des dés après le troisième lancer, et n'y prend que « 0 » (« Plus de lancers !
        Entrez 0 »), la repose à chaque tour (tour 29, p3 : le correcteur y tapait ses cases, puis cessait
        de jouer, et les règles étaient « à vérifier » au hasard des trois premiers tours).
        """
        return (self.lancers >= NB_LANCERS and not self.fini()
                and self.invite_des is not None and invite == self.invite_des
                and derniere_ligne(self.ecran) == self.invite_des and not contient_une_feuille(self.ecran))

    def est_un_quatrieme_lancer(self, reponse, avant, dessins, case=None):
        """Retourne vrai si ``dessins``, après ``reponse`` à la case, est une relance des dés ``reponse``.

        ``case`` : la case de l'énoncé que ``reponse`` nomme chez ce programme (« 12 » est le Surplus chez
        qui numérote de 1 à 13) ; la feuille se lit à elle.
        """
        # Après un quatrième lancer, les tours suivants en ont quatre pour le correcteur : un dessin qui suit
        # sa case y est un nouveau tour. Au tour même du quatrième, le programme peut en demander encore : le
        # compte des lancers s'additionne d'un tour à l'autre chez py_lancers (tour 49).
        if (avant is None or None in avant or len(dessins) != 1
                or (self.lancers_par_tour > NB_LANCERS and self.tour_d_un_quatrieme != self.cle_du_tour())):
            return False
        texte_avant = self.ecran[:self.ecran.find(HAUT_DU_DESSIN)]
        # Une feuille, même d'une forme qui ne se lit pas, ouvre un nouveau tour : les dés gardés par hasard
        # (un sur 216 pour « 15 ») n'en font pas un quatrième lancer.
        if ressemble_a_une_feuille(texte_avant):
            return False
        # Une feuille montrée après les dés, où la case tapée est maintenant remplie : elle a été acceptée.
        apres = self.journal.pas[-1].feuille
        case = case if isinstance(case, int) else (int(reponse) if reponse.isdigit() else None)
        if apres is not None and case is not None and apres.get(case) is not None:
            avant_lui = [pas.feuille for pas in self.journal.pas[:-1] if pas.feuille is not None]
            if not avant_lui or avant_lui[-1].get(case) is None:
                return False
        nommes = {int(chiffre) for chiffre in reponse if chiffre.isdigit()}
        if not nommes or not nommes <= set(range(1, len(avant) + 1)):
            return False
        gardes = [numero for numero in range(1, len(avant) + 1) if numero not in nommes]
        return all(avant[numero - 1] == dessins[0][numero - 1] for numero in gardes)

    def relancer(self, numeros):
        """Répond à la question des dés par ``numeros`` ; retourne vrai si un lancer du même tour a suivi.

        Un dessin précédé de la grille de pointage est un nouveau tour : le programme avait
        demandé la case (il compte moins de lancers), et ``numeros`` y a été inscrit ; on le
        note (``nouveau_tour``) et on retourne faux. Sauf si le programme redessine la feuille
        avant chaque lancer : il écrit le même numéro de tour qu'avant la réponse, ou la même
        feuille (une case prise l'aurait changée).
        """
        lancers, sans_case = self.lancers, len(self.sans_case)
        tour_montre = self.tour_montre()
        feuille = self.derniere_feuille_lue()
        reponse = numeros or GARDER_TOUT
        invite = derniere_ligne(self.ecran)
        avant = self.etat_du_compte()
        dessins = self.garder_tout() if reponse == GARDER_TOUT else self.repondre(reponse, aux_des=True)
        if (not dessins and reponse != GARDER_TOUT and not self.fini()
                and derniere_ligne(self.ecran) == invite and attend_oui_ou_non(invite)):
            # Des numéros de dés refusés à une question oui ou non (« Voulez-vous relancer des dés ?
            # (o/n) ») : ce n'était pas la question de la case ; le correcteur cesse de taper.
            self.journal.pas[-2].notes.append(REFUS_OUI_NON)
            raise Incompris(refus_a_une_question_oui_non(f"« {reponse} » est refusé", invite))
        ecran = self.ecran
        if reponse != en_ordre(reponse) and self.refus_possible_de_l_ordre(dessins, avant, invite):
            dessins, ecran = self.trancher_l_ordre(reponse, dessins, avant)
        if not dessins and reponse != GARDER_TOUT and self.relance_refusee(invite):
            dessins = self.relancer_apres_un_refus(reponse)
            ecran = self.ecran
            if (not dessins and (self.invite_case is not None or nomme_les_des(invite))
                    and self.relance_refusee(invite)):
                # Une autre relance valide refusée aussi (tour 75, java_paquet : les chiffres déjà tapés au
                # tour sont des doublons) : « 0 » garde les dés et mène à la case. Sans lui, le correcteur
                # tapait sa case à la question des dés, et aucune partie ne finissait. Sous une invite qui
                # pourrait être celle de la case (ni apprise autre, ni nommant les dés), « 0 » annulerait la
                # partie : la case y est tapée, comme avant.
                self.garder_tout()
                ecran = self.ecran
        avant_le_dessin = ecran[:ecran.find(HAUT_DU_DESSIN)]
        redessinee = ((tour_montre is not None and numero_montre(TOUR_MONTRE, ecran) == tour_montre)
                      or (feuille is not None and lire_feuille(avant_le_dessin) == feuille))
        # Un tour fini sans case (« 0 », la feuille, le tour suivant) est déjà compté par ``attendre``.
        self.nouveau_tour = (bool(dessins) and len(self.sans_case) == sans_case and not redessinee
                             and contient_une_feuille(avant_le_dessin))
        if self.nouveau_tour:
            if numeros.isdigit() and int(numeros) in CASES_DE_JEU:
                self.remplies.add(int(numeros))
            self.tour += 1
            self.lancers = lancers_au_debut_d_un_tour(dessins)
            return False
        if not dessins:
            self.lancers = lancers
        return bool(dessins)

    def relance_refusee(self, invite):
        """Retourne vrai si les numéros de dés tapés sous ``invite`` ont été refusés : la question des dés
        reposée sous son invite, sans dessin, des lancers restant au tour, chez un programme dont l'invite de
        la case n'est pas connue pour être la même.

        Sans cela, le correcteur croyait le tour fini et tapait sa case à la question des dés, puis ne savait
        plus où il en était (tour 70, java_artmenu, qui refuse toute réponse de cinq chiffres : six faux
        « échoué » à la place d'un seul).
        """
        return (self.lancers < NB_LANCERS and self.invite_case != self.invite_des
                and self.question_des_des_reposee(invite))

    def relancer_apres_un_refus(self, refusee):
        """Après la relance ``refusee`` (``relance_refusee``), relance quelques dés
        (``RELANCES_APRES_UN_REFUS``) ; retourne les dés dessinés ensuite (liste vide : aucun).

        Un lancer suit à la question des dés ; à celle de la case, sous la même invite, le nombre est refusé :
        le correcteur n'a rien tapé qui remplisse une case, et la suite du tour reste celle d'avant.
        """
        autre = next(reponse for reponse in RELANCES_APRES_UN_REFUS if reponse != refusee)
        return self.repondre(autre, aux_des=True)

    def etat_du_compte(self):
        """Retourne ce que la partie compte maintenant (``EtatDuCompte``)."""
        return EtatDuCompte(self.lancers, self.des, self.lancer_montre(), self.feuille_avant_la_case,
                            tuple(self.sans_case), self.tour, self.fin_sans_case)

    def reprendre(self, etat):
        """Revient au compte ``etat`` (``etat_du_compte``) ; ne retourne rien."""
        self.lancers, self.des, self.tour = etat.lancers, etat.des, etat.tour
        self.feuille_avant_la_case, self.fin_sans_case = etat.feuille_avant_la_case, etat.fin_sans_case
        self.sans_case = list(etat.sans_case)

    def refus_possible_de_l_ordre(self, dessins, avant, invite):
        """Retourne vrai si des numéros de dés valides hors de l'ordre croissant (« 523 ») ont peut-être été
        refusés : la question des dés (``invite``, ou celle qui suit « o » à une question oui ou non posée
        avant elle : ``invite_repondue``) reposée sans dessin, ou sous les mêmes dés (``avant``,
        ``etat_du_compte``) et sans autre numéro de lancer écrit.

        Tapés au dernier lancer, ils sont suivis chez un programme juste d'un lancer, puis de la question
        de la case : les mêmes dés (retombés sur leurs faces, une fois sur 216) sous une invite de la case
        qui est aussi celle des dés sont un doute, que ``trancher_l_ordre`` tranche.
        """
        if (self.fini() or self.fin_sans_case or len(self.sans_case) != len(avant.sans_case)
                or derniere_ligne(self.ecran) not in (invite, self.invite_des, self.invite_repondue)):
            return False
        lancer_ecrit = numero_montre(LANCER_MONTRE, self.ecran)
        return not dessins or (all(dessin == avant.des for dessin in dessins)
                               and lancer_ecrit in (None, avant.lancer_montre))

    def trancher_l_ordre(self, reponse, dessins, avant):
        """Après ``reponse`` (« 523 ») peut-être refusée (``refus_possible_de_l_ordre``), tape les mêmes
        numéros en ordre croissant ; retourne (les dés du lancer, l'écran qui les montre).

        Lancés, « 523 » avait été refusé : son écran ne compte ni pour un lancer ni pour la question de la
        case, et son pas note ``ORDRE_REFUSE``, la faute de « seuls les dés nommés sont relancés » (§5.1 :
        « 523 est une combinaison valable »), que la partie suit ensuite. Refusés (aucun lancer, ou le même
        écran redessiné), c'était la question de la case : « 523 » avait été lancé, ses dés retombés sur
        leurs faces, et le pas de « 235 » est noté comme une case refusée ; le compte revient à ce qu'il
        était après « 523 ». Ni l'un ni l'autre lancé : aucun lancer, comme avant.
        """
        refuse, ecran_du_refus, ecran = self.journal.pas[-2], self.journal.pas[-1], self.ecran
        apres, etat_montre = self.etat_du_compte(), self.etat_lisible()
        self.reprendre(avant)
        encore = self.repondre(en_ordre(reponse), aux_des=True)
        if encore and not self.meme_ecran(etat_montre, encore):
            if dessins:
                self.noter_un_refus(ecran_du_refus)
            refuse.notes.append(ORDRE_REFUSE)
            return encore, self.ecran
        if encore:
            self.noter_un_refus(self.journal.pas[-1])
        if not dessins:
            self.reprendre(avant)
            return [], self.ecran
        self.journal.pas[-2].question = CASE
        self.journal.pas[-1].notes = [note for note in self.journal.pas[-1].notes if note != TOUR_SANS_CASE]
        self.reprendre(apres)
        return dessins, ecran

    def tour_montre(self):
        """Retourne le dernier numéro de tour que le programme a écrit (« Tour 3 », « Manche 3/13 »), ou
        None."""
        return self.journal.pas[-1].tour_montre if self.journal.pas else None

    def derniere_feuille_lue(self):
        """Retourne la dernière feuille lue dans le journal ({case: valeur}), ou None."""
        return next((pas.feuille for pas in reversed(self.journal.pas) if pas.feuille is not None), None)

    def jouer_un_tour(self, strategie, protegees=()):
        """Joue un tour depuis son premier lancer : relances par ``strategie``, puis une case.

        ``strategie(des)`` retourne les numéros des dés à relancer ("" : garder). La case
        choisie est libre, hors de ``protegees``, la plus payante. Retourne la case
        choisie, ou None s'il ne reste aucune case permise (on arrête alors là).
        Après le troisième lancer, ou si une relance ne dessine rien, vient la case.
        """
        self.relancer_selon(strategie)
        case = self.meilleure_case(protegees)
        if case is None:
            return None
        self.choisir(case)
        return case

    def relancer_selon(self, strategie):
        """Mène le tour jusqu'à la question de la case : relance, à chaque question des dés, les numéros que
        donne ``strategie(des)`` (« » : garder tout) ; ne retourne rien. Lève ``Faute`` si le programme
        s'arrête, ``Incompris`` si des dés ne se lisent pas. Comme ``aller_a_la_case``, il ne tape pas des
        dés à la question de la case posée trop tôt."""
        while (self.lancers < self.lancers_par_tour and not self.lancers_finis()
               and not self.demande_la_case_trop_tot()):
            self.exiger_vivant("pendant les lancers")
            self.exiger_des_lisibles()
            if not self.relancer(strategie(self.des) or GARDER_TOUT):
                break
        self.exiger_vivant("avant la question de la case")

    def des_possibles(self):
        """Retourne chaque liste de dés que le dernier dessin peut montrer : un dé qui n'a pas une face du
        cours (un 6 dessiné autrement) peut être chacune des six ; lève ``Incompris`` sans dessin."""
        if self.des is None:
            self.exiger_des_lisibles()
        return [list(des) for des in product(*(FACES if de is None else (de,) for de in self.des))]

    def exiger_des_lisibles(self):
        """Lève ``Incompris`` si un dé du dernier dessin n'a pas une face du cours ; ne retourne rien."""
        if self.des is None or None in self.des:
            raise Incompris("un dé dessiné ne ressemble à aucune face de la procédure du cours"
                            if self.gabarit_des_des is None else
                            "un dé écrit en chiffres n'est pas une face de 1 à 6")

    def meilleure_case(self, protegees=()):
        """Retourne la case libre hors de ``protegees`` qui rapporte le plus avec les dés, ou None."""
        permises = [case for case in CASES_DE_JEU if case not in self.remplies and case not in protegees]
        if not permises:
            return None
        points = grille_attendue(self.des) if None not in self.des else [0] * (max(CASES_DE_JEU) + 1)
        return max(permises, key=lambda case: (points[case], -case))

    def recommencer(self, annulee=False):
        """Répond « o » à « rejouer ? » ; retourne vrai si une partie neuve a commencé (feuille vide, ou
        aucune feuille montrée avant son premier lancer).

        Jouer la partie suivante dans le même processus épargne un démarrage (celui de la JVM) ;
        un programme qui ne recommence pas ainsi est relancé par l'appelant. Rien n'est tapé si
        nos 13 cases ne sont pas remplies, sauf après une partie ``annulee`` par « 0 » et suivie de
        « rejouer ? » (l'appelant l'a reconnue), ou finie plus tôt sur une question reconnue à ses
        mots (``rejouer_reconnu``) : la question posée n'est alors pas « rejouer ? ».
        """
        if self.fini() or (len(self.remplies) < NB_TOURS and not self.fin_sans_case and not annulee
                           and not self.rejouer_reconnu):
            return False
        invite = derniere_ligne(self.ecran)
        dessins = self.repondre(REPONSE_REJOUER, question=REJOUER)
        # Une autre question que « rejouer ? » avant le premier lancer : un menu, une pause (« Appuyez sur
        # Entrée »), comme au démarrage ; la même question reposée : « o » refusé, rien de plus n'est tapé.
        dessins, _ = self.aller_au_premier_lancer(dessins, [reponse_pour_passer] * ENTREES_AVANT_LE_DEBUT,
                                                  arret=invite)
        if not dessins:
            return False
        # Une partie neuve a commencé : le journal le sait, même si sa feuille n'est pas vide.
        self.commencer_une_partie_neuve(dessins)
        feuille = lire_feuille(self.ecran)
        # Une feuille qui n'est pas vide, même aux seules cases libres sous les totaux de la partie d'avant
        # (tour 62, Olivier Pelletier) : la faute de « o » est vue, et le correcteur joue la suivante dans un
        # nouveau processus, sur une feuille neuve. Jouées ici, les parties suivantes ne jugeaient rien du
        # bonus, et le mener à 63 aux seules premières parties était affaire de hasard (« réussi » une
        # correction sur quatre environ, variante totaux_gardes_d_une_partie_a_l_autre).
        if feuille is None or feuille_vide(feuille):
            return True
        if any(feuille.get(case) for case in CASES_DE_JEU):
            # Une feuille qui garde des cases de la partie d'avant (tour 34, java_rejouer : le bas gardé) : la
            # grille de ce premier lancer ne suit pas une feuille vide, et la feuille ne dit pas sûrement
            # quelles cases le programme tient pour remplies (un 0 peut y marquer une case libre). Elle ne se
            # juge pas ; jugée sur une feuille vide, chaque case gardée passait pour « oubliée » par sa
            # règle. La faute est celle de « o recommence une partie ».
            self.journal.pas[-1].notes.append(FEUILLE_GARDEE)
        return False

    def haut_inscrit(self):
        """Retourne le total du haut de la partie en cours, selon les règles (les faces remplies)."""
        return sum(self.points_inscrits.get(face, 0) for face in FACES if face in self.remplies)

    def libre(self, case):
        """Retourne vrai si ``case`` n'a pas été remplie par nos réponses dans cette partie."""
        return case not in self.remplies

    def attendus(self):
        """Retourne {case: points non nuls} que l'énoncé propose pour les dés courants (cases libres)."""
        grille = grille_attendue(self.des)
        return {case: grille[case] for case in CASES_DE_JEU if grille[case] and self.libre(case)}

    def coups_lisibles(self):
        """Retourne les coups lus au dernier lancer s'ils se lisent (le Surplus libre y est), sinon None."""
        if self.coups is None or (self.libre(SURPLUS) and SURPLUS not in self.coups):
            return None
        return self.coups


def est_une_confirmation(question):
    """Retourne vrai si ``question`` (la dernière ligne) demande de confirmer un choix, et non de jouer une
    autre partie.

    >>> est_une_confirmation("Vous inscrivez 6 points dans 6. Etes-vous sur ? (o/n) :")
    True
    >>> est_une_confirmation("Cette case vous donne 0 point. La prendre quand même (o/n) ?")
    True
    >>> est_une_confirmation("Voulez-vous inscrire 0 dans cette case (o/n) ?")
    True
    >>> est_une_confirmation("Il faut quand même choisir une case libre : ")
    False
    >>> est_une_confirmation("Voulez-vous vraiment rejouer (o/n) ? ")
    False
    >>> est_une_confirmation("Abandonner la partie ? (o/n)")
    True
    >>> est_une_confirmation("Partie annulee. Voulez-vous continuer ? (o/n)")
    False
    >>> est_une_confirmation("Continuer (o) ou abandonner (n) la partie ? (o/n)")
    False
    """
    texte = sans_accents(question)
    oui_non = any(marque in texte for marque in MARQUES_OUI_NON)
    abandon = MOTS_D_UN_ABANDON.search(texte) and not MOTS_POUR_CONTINUER.search(texte)
    confirme = bool(MOTS_D_UNE_CONFIRMATION.search(texte)
                    or (oui_non and (MOTS_D_UNE_CONFIRMATION_OUI_NON.search(texte) or abandon)))
    return confirme and not nomme_une_autre_partie(question)


def nomme_la_case(question):
    """Retourne vrai si ``question`` demande une case par ses mots, sans parler de relancer ni de garder.

    >>> nomme_la_case("Choisissez une case (0 pour annuler la partie) : ")
    True
    >>> nomme_la_case("Numéro de la catégorie ? ")
    True
    >>> nomme_la_case("Des a relancer (0 pour garder, ou une case) : ")
    False
    >>> nomme_la_case("Des a relancer : ")
    False
    """
    texte = sans_accents(question)
    return bool(MOTS_DE_LA_CASE.search(texte) and not MOTS_D_UNE_RELANCE.search(texte)
                and not MOTS_POUR_GARDER.search(texte))


def nomme_les_des(question):
    """Retourne vrai si ``question`` nomme les dés sans nommer une case (``nomme_la_case``).

    >>> nomme_les_des("Entrer les des a changer (ex: 135) ou 0 pour garder : ")
    True
    >>> nomme_les_des("Votre choix : "), nomme_les_des("Case ou des ? ")
    (False, False)
    """
    texte = sans_accents(question)
    return bool(MOTS_DES_DES.search(texte)) and not MOTS_DE_LA_CASE.search(texte)


def nomme_une_autre_partie(ligne):
    """Retourne vrai si ``ligne`` demande si l'on rejoue par ses mots (« rejouer », « nouvelle partie »),
    pas seulement par « (o/n) », que porte aussi toute autre question oui ou non."""
    texte = sans_accents(ligne)
    return any(mot in texte for mot in MOTS_D_UNE_AUTRE_PARTIE)


def nomme_une_partie(ligne):
    """Retourne vrai si ``ligne`` nomme une partie à rejouer (« rejouer », « nouvelle partie », « jouer a
    nouveau »), pas seulement « encore » ou « again », qui peuvent dire un tour ou un lancer."""
    return MOTS_D_UNE_PARTIE_NOMMEE.search(sans_accents(ligne)) is not None


def option_qui_fait_jouer(lignes):
    """Retourne l'option des ``lignes`` d'un menu qui continue le jeu, sinon qui l'ouvre, si elle est seule ;
    None sinon (voir ``Partie.choix_du_menu_pour_jouer``)."""
    toutes = [(option, sans_accents(texte))
              for ligne in lignes for option, texte in options_d_une_ligne(ligne)]
    toutes = [(option, texte) for option, texte in toutes if not MOTS_POUR_ARRETER.search(texte)]
    options = ([option for option, texte in toutes if MOTS_POUR_CONTINUER.search(texte)]
               or [option for option, texte in toutes if MOTS_POUR_OUVRIR.search(texte)])
    return options[0] if len(set(options)) == 1 else None


def dernier_bloc_d_options(lignes):
    """Retourne les lignes du dernier bloc d'options de ``lignes`` : de la plus basse ligne qui porte une
    option, en remontant, tant que les lignes en portent (ou sont blanches).

    >>> dernier_bloc_d_options(["* 1. Cinq des *", "*****", "1) Nouvelle partie", "", "2) Quitter", "> "])
    ['1) Nouvelle partie', '', '2) Quitter']
    """
    fin = next((numero for numero in range(len(lignes) - 1, -1, -1) if options_d_une_ligne(lignes[numero])),
               None)
    if fin is None:
        return []
    debut = fin
    while debut > 0 and (not lignes[debut - 1].strip() or options_d_une_ligne(lignes[debut - 1])):
        debut -= 1
    return lignes[debut:fin + 1]


def options_d_une_ligne(ligne):
    """Retourne les (ce qui se tape, ce que l'option dit) des options d'un menu écrites sur ``ligne`` :
    numérotées (« 1 - Jouer »), à lettre (« Tapez J pour jouer »), ou à lettre dans leur mot (« (J)ouer »)."""
    morceaux = [LIGNE_DE_MENU.match(morceau)
                for morceau in DEBUT_D_UNE_OPTION.split(CADRE_D_UNE_LIGNE.sub("", sans_accents(ligne)))]
    if morceaux[0]:
        return [(trouve.group(1), trouve.group(2)) for trouve in morceaux if trouve]
    return (OPTION_A_LETTRE.findall(ligne)
            or [(lettre.lower(), lettre + reste) for lettre, reste in OPTION_DANS_SON_MOT.findall(ligne)])


def reponse_pour_passer(question):
    """Retourne ce qu'on tape pour passer ``question``, posée entre deux tours ou avant un premier lancer.

    À une question oui ou non qui ne nomme pas une autre partie : « o » si elle demande de continuer ou
    de confirmer (« Voulez-vous continuer ? (o/n) », « Etes-vous sur ? (o/n) ») sans parler d'arrêter,
    sinon « n » (« Voulez-vous voir votre feuille ? (o/n) » : « n » ne change rien au jeu, « o » pourrait
    l'abandonner). À toute autre question, Entrée ("").
    """
    if not attend_oui_ou_non(question) or nomme_une_autre_partie(question):
        return ""
    texte = sans_accents(question).lower()
    # « Voulez-vous continuer ? (o/n) », « Etes-vous sur ? (o/n) » après « o » : « o » y continue le jeu.
    if ((MOTS_POUR_CONTINUER.search(texte) or est_une_confirmation(question))
            and not MOTS_POUR_ARRETER.search(texte)):
        return REPONSE_REJOUER
    return NON_ENTRE_DEUX_TOURS


def attend_oui_ou_non(question):
    """Retourne vrai si ``question`` (la dernière ligne) attend oui ou non (« (o/n) », « oui/non »)."""
    return any(marque in question.lower() for marque in MARQUES_OUI_NON)


def en_ordre(numeros):
    """Retourne les numéros de dés ``numeros`` en ordre croissant.

    >>> en_ordre("523")
    '235'
    """
    return "".join(sorted(numeros))


def demande_s_il_faut_relancer(question):
    """Retourne vrai si ``question`` (la dernière ligne) demande, par oui ou non, s'il faut relancer des dés
    (« Voulez-vous relancer des dés ? (o/n) »), et non si l'on rejoue une partie.

    >>> demande_s_il_faut_relancer("Voulez-vous relancer des dés ? (o/n) : ")
    True
    >>> demande_s_il_faut_relancer("Voulez-vous relancer une partie ? (o/n)")
    False
    >>> demande_s_il_faut_relancer("Quels dés relancer (ex. 135, 0 pour aucun) ? ")
    False
    >>> demande_s_il_faut_relancer("Garder ces dés ? (o/n, n pour relancer)")
    False
    >>> demande_s_il_faut_relancer("Lancer 2/3 : voulez-vous relancer des dés ? (o/n)")
    True
    """
    texte = sans_accents(question).lower()
    return (attend_oui_ou_non(question) and bool(MOTS_D_UNE_RELANCE.search(texte))
            and not MOTS_D_UNE_PARTIE.search(texte) and not MOTS_POUR_GARDER.search(texte))


def refus_a_une_question_oui_non(refus, question):
    """Retourne la raison, en mots, de cesser de taper quand ``refus`` (« « 0 » est refusé ») est arrivé à
    ``question``, qui attend oui ou non."""
    return (f"{refus} à la question « {question} », qui attend oui ou non : ni la question des dés de"
            " l'énoncé (§5.2 : « 0 » garde les dés) ni celle de la case ; le correcteur ne sait pas où placer"
            " ses réponses")


def sans_numeros(ligne):
    """Retourne ``ligne`` où chaque nombre (signé) est remplacé par « # », et sans le « s » final de chaque
    mot : une invite aux numéros près, et au pluriel qui les suit.

    >>> sans_numeros("Essai 2 : des a relancer, ex. 523") == sans_numeros("Essai 1 : des a relancer, ex. 523")
    True
    >>> sans_numeros("Score -1, continuer ?") == sans_numeros("Score 17, continuer ?")
    True
    >>> sans_numeros("Des (il reste 2 relances) :") == sans_numeros("Des (il reste 1 relance) :")
    True
    """
    return re.sub(r"(?<=\w)s\b", "", re.sub(r"-?\d+", "#", ligne))


def derniere_ligne(texte):
    """Retourne la dernière ligne non vide de ``texte``, sans les espaces autour ("" s'il n'y en a pas) ;
    précédée de la ligne d'avant si elle n'est qu'une marque d'invite (``MARQUE_D_INVITE``).

    >>> derniere_ligne("Dans quelle case inscrire vos points? (0 = annuler)\\n> ")
    'Dans quelle case inscrire vos points? (0 = annuler) >'
    """
    lignes = lignes_non_vides(texte)
    if len(lignes) >= 2 and MARQUE_D_INVITE.match(lignes[-1]):
        return f"{lignes[-2]} {lignes[-1]}"
    return lignes[-1] if lignes else ""


def lignes_non_vides(texte):
    """Retourne les lignes non vides de ``texte``, sans les espaces autour."""
    return [ligne.strip() for ligne in texte.splitlines() if ligne.strip()]


def finit_par_une_marque_d_invite(texte):
    """Retourne vrai si la dernière ligne non vide de ``texte`` n'est qu'une marque d'invite (« > »)."""
    lignes = lignes_non_vides(texte)
    return bool(lignes) and bool(MARQUE_D_INVITE.match(lignes[-1]))


def finit_par_une_pause(ligne):
    """Retourne vrai si la dernière phrase de ``ligne`` fait taper Entrée.

    >>> finit_par_une_pause("Partie annulee. Appuyez sur Entree pour continuer...")
    True
    >>> finit_par_une_pause("Merci d'avoir joue. Au revoir!")
    False
    """
    return est_une_pause(phrases(ligne)[-1])


def est_une_pause(ligne):
    """Retourne vrai si ``ligne`` fait taper Entrée (« Appuyez sur Entree pour continuer »), au début de la
    ligne ou dans une phrase qui en suit une autre (« Dernier lancer ! Appuyez sur Entree pour voir vos
    possibilites... » : relecture 69, le correcteur y tapait sa case).

    Après une autre phrase, jamais une phrase qui valide une réponse (``MOTS_D_UNE_VALIDATION`` : « Des a
    relancer (ex. 135). Appuyez sur Entree pour valider : » est la question des dés ; relectures 78 et 79,
    le correcteur y tapait Entrée, et un programme qui plante sur une réponse vide, ce que l'énoncé permet,
    recevait treize faux « échoué »), ni une phrase après une question (« Quels dés ? Appuyez… »).

    >>> est_une_pause("Dernier lancer ! Appuyez sur Entree pour voir vos possibilites...")
    True
    >>> est_une_pause("Vous gardez tous vos des. Appuyez sur Entree pour continuer...")
    True
    >>> est_une_pause("Quels des relancer ? Appuyez sur Entree pour tous les garder")
    False
    >>> est_une_pause("Entrez les des a relancer (ex. 135). Appuyez sur Entree pour valider : ")
    False
    """
    premiere, *suivantes = phrases(sans_accents(ligne).lower())
    return bool(MOTS_D_UNE_PAUSE.search(premiere)) or any(
        MOTS_D_UNE_PAUSE.search(phrase) and not MOTS_D_UNE_VALIDATION.search(phrase) for phrase in suivantes)


def phrases(ligne):
    """Retourne les phrases de ``ligne`` qu'un point ou un point d'exclamation suivi d'un blanc sépare."""
    return re.split(r"[.!]\s+", ligne.strip())


# --- Des stratégies de relance : retournent les numéros des dés à relancer ---------------------------

def numeros_sauf(des, garder):
    """Retourne les numéros (1 à 5) des dés à relancer pour ne garder que les valeurs de ``garder``."""
    restantes = list(garder)
    numeros = []
    for numero, de in enumerate(des, start=1):
        if de in restantes:
            restantes.remove(de)
        else:
            numeros.append(str(numero))
    return "".join(numeros)


def viser_le_nombre(des):
    """Retourne la relance qui garde la face la plus nombreuse (la plus haute à égalité)."""
    compte = Counter(des)
    face = max(compte, key=lambda valeur: (compte[valeur], valeur))
    return numeros_sauf(des, [face] * compte[face])


def viser_la_main_pleine(des):
    """Retourne la relance qui garde trois dés d'une face et deux d'une autre, au plus."""
    plus_nombreuses = Counter(des).most_common(2)
    garder = [plus_nombreuses[0][0]] * min(3, plus_nombreuses[0][1])
    if len(plus_nombreuses) > 1:
        garder += [plus_nombreuses[1][0]] * min(2, plus_nombreuses[1][1])
    return numeros_sauf(des, garder)


def garder_tout(des):
    """Retourne la relance vide : garder tous les dés."""
    return ""
