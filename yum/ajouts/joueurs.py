"""Le Yum à plusieurs : chacun sa feuille, à tour de rôle, puis le classement.

Explication : les règles officielles du Yum se jouent à plusieurs (« le joueur
ayant obtenu le plus haut score remporte la partie »). Chaque joueur a sa
feuille de 19 cases, la même que dans la partie seule ; les feuilles forment
une liste, dans l'ordre du jeu. Un tour de joueur réutilise les procédures de
l'énoncé (``jouer_essais``, ``choisir_case``) avec, pour dés et pour lecture,
le suivi de ce joueur (``yum.ajouts.suivi``), qui y branche son conseil : un humain
tape ses réponses, un ordinateur (``yum.ajouts.ordinateur``) les décide. Sans les
options ``--joueurs`` et ``--ordinateur``, c'est la partie seule de l'énoncé
qui se joue.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règles du YUM® Classique (« Lorsque tous les joueurs ont complété
leurs treize combinaisons, les scores sont comptabilisés ») ; énoncé du TP1.
"""

from yum.affichage import AU_REVOIR, formater_feuille, formater_titre
from yum.ajouts.suivi import SuiviDeYum
from yum.commun.joueurs import LONGUEUR_NOM_MAX, MOTIF_NOM_ILLISIBLE, Joueur, noms_des_ordinateurs
from yum.commun.mots import accorder, de_nom
from yum.commun.questions import enchainer_parties
from yum.commun.sources import choisir_source
from yum.constantes import ANNULER, DES_MIN, GRAND_TOTAL, NB_DES, NB_TOURS, PREMIER_TOUR
from yum.partie import choisir_case, jouer_essais
from yum.regles import appliquer_pointage, nouvelle_feuille, nouvelle_grille

# Nombre de joueurs permis autour de la table.
MIN_JOUEURS = 1
MAX_JOUEURS = 8
# Premier rang du classement.
PREMIER_RANG = 1

BIENVENUE_A_PLUSIEURS = ("Bienvenue au jeu de Yum à plusieurs ! Chacun à son tour lance les dés\n"
                         "jusqu'à trois fois et remplit une case de sa feuille ;\n"
                         f"après {NB_TOURS} tours, le plus haut score gagne.")


# --- Le classement (calculs purs) --------------------------------------------------

def classement(noms, scores):
    """Retourne [(rang, nom, score)] du meilleur au moins bon ; des scores égaux partagent le rang.

    >>> classement(["Ana", "Béa", "Cléo"], [180, 214, 180])
    [(1, 'Béa', 214), (2, 'Ana', 180), (2, 'Cléo', 180)]
    """
    tries = sorted(zip(noms, scores), key=lambda paire: -paire[1])
    rangs = []
    for position, (nom, score) in enumerate(tries, start=PREMIER_RANG):
        rang = rangs[-1][0] if rangs and rangs[-1][2] == score else position
        rangs.append((rang, nom, score))
    return rangs


def gagnants(noms, scores):
    """Retourne les noms de ceux qui ont le plus haut score (plusieurs en cas d'égalité)."""
    return [nom for rang, nom, _ in classement(noms, scores) if rang == PREMIER_RANG]


# --- Les écrans ----------------------------------------------------------------------

def formater_entete_tour_de(tour, nom):
    """Retourne l'annonce du tour d'un joueur : « Tour 3 sur 13 : au tour d'Ana »."""
    return formater_titre(f"Tour {tour} sur {NB_TOURS} : au tour {de_nom(nom)}")


def formater_resultat(noms, scores):
    """Retourne l'annonce du gagnant (ou des ex æquo) puis le classement complet."""
    premiers = gagnants(noms, scores)
    meilleur = max(scores)
    if len(premiers) == 1:
        annonce = f"{premiers[0]} gagne avec {accorder(meilleur, 'point')} !"
    else:
        annonce = (f"{', '.join(premiers[:-1])} et {premiers[-1]} gagnent ex æquo avec"
                   f" {accorder(meilleur, 'point')} !")
    largeur = max(len(nom) for nom in noms)
    lignes = ["", annonce, "Classement :"]
    lignes += [f"  {rang}. {nom.ljust(largeur)}  {accorder(score, 'point')}"
               for rang, nom, score in classement(noms, scores)]
    return "\n".join(lignes)


def formater_case_remplie(nom, feuille, case):
    """Retourne la case qu'un joueur vient de remplir, puis sa feuille, avant le tour suivant.

    >>> print(formater_case_remplie("Ana", nouvelle_feuille(), 16).splitlines()[1])
    Feuille d'Ana, la case 16 remplie :
    """
    return f"\nFeuille {de_nom(nom)}, la case {case} remplie :" + formater_feuille(feuille)


def formater_fin_a_plusieurs(joueurs, feuilles, annulee):
    """Retourne la fin d'une partie à plusieurs : chaque feuille, puis le résultat."""
    morceaux = []
    for joueur, feuille in zip(joueurs, feuilles):
        morceaux.append(formater_titre(f"Feuille {de_nom(joueur.nom)}"))
        morceaux.append(formater_feuille(feuille))
    noms = [joueur.nom for joueur in joueurs]
    scores = [feuille[GRAND_TOTAL] for feuille in feuilles]
    if annulee:
        morceaux.append("\nPartie annulée. Les scores au moment de l'annulation :")
        morceaux += [f"  {nom} : {accorder(score, 'point')}" for nom, score in zip(noms, scores)]
    else:
        morceaux.append("\nLa partie est terminée.")
        morceaux.append(formater_resultat(noms, scores))
    return "\n".join(morceaux)


# --- La partie -----------------------------------------------------------------------------

def jouer_tour_de(tour, nom, suivi, des, feuille, grille, ecrire=print):
    """Joue le tour d'un joueur sur sa feuille et retourne la case qu'il choisit (0 pour annuler).

    Les lancers changent ``des`` et ``grille``, les tableaux de travail du
    tour ; la feuille ne change pas ici (voir ``jouer_partie_a_plusieurs``).
    ``suivi`` (``yum.ajouts.suivi.SuiviDeYum``) lance les dés et lit les réponses du joueur.
    """
    ecrire(formater_entete_tour_de(tour, nom))
    ecrire(formater_feuille(feuille))
    jouer_essais(des, feuille, grille, suivi, suivi.lire, ecrire)
    return choisir_case(feuille, suivi.lire, ecrire)


def jouer_partie_a_plusieurs(joueurs, rng, ecrire=print, enregistreurs=None):
    """Joue 13 tours, chacun à son tour sur sa feuille ; retourne les scores, dans l'ordre des joueurs.

    0 au numéro de case annule la partie pour tout le monde, comme dans la
    partie seule ; le classement se fait alors sur les cases déjà remplies.
    ``enregistreurs`` : pour chaque joueur, dans l'ordre, un
    ``yum.commun.journal.Enregistreur`` qui note ses dés et ses réponses, ou None.
    """
    # Les dés et la grille des coups possibles servent à tour de rôle ; une
    # feuille de 19 cases par joueur, dans l'ordre de ``joueurs``.
    des = [DES_MIN] * NB_DES
    grille = nouvelle_grille()
    feuilles = [nouvelle_feuille() for _ in joueurs]
    # Chaque joueur lance les dés de la table et répond par son propre suivi.
    # Noté à part, le jeu d'un joueur se revoit comme une partie seule : sa feuille ne dépend que de lui.
    suivis = []
    for joueur, enregistreur in zip(joueurs, enregistreurs or [None] * len(joueurs)):
        source, lire = rng, joueur.lire
        if enregistreur is not None:
            source, lire = enregistreur.brancher(rng, lire)
        suivis.append(SuiviDeYum(source, lire, ecrire, joueur.conseil))
        # Le suivi d'un joueur lit les dés de la table et sa propre feuille, là où la partie les change.
        suivis[-1].suivre(des, feuilles[len(suivis) - 1])
    # L'ordre du jeu : au tour 1, chaque joueur à son tour, puis au tour 2…
    ordre = [(tour, numero) for tour in range(PREMIER_TOUR, NB_TOURS + 1) for numero in range(len(joueurs))]
    annulee = False
    for tour, numero in ordre:
        case = jouer_tour_de(tour, joueurs[numero].nom, suivis[numero], des, feuilles[numero], grille,
                             ecrire)
        if case == ANNULER:
            annulee = True
            break
        appliquer_pointage(feuilles[numero], grille, case)
        # À plusieurs, le tour suivant est celui d'un autre : chacun voit d'abord sa case remplie
        # (sauf au dernier coup, que les feuilles de la fin montrent).
        if len(joueurs) > 1 and (tour, numero) != ordre[-1]:
            ecrire(formater_case_remplie(joueurs[numero].nom, feuilles[numero], case))
    ecrire(formater_fin_a_plusieurs(joueurs, feuilles, annulee))
    return [feuille[GRAND_TOTAL] for feuille in feuilles]


def jouer_des_parties_a_plusieurs(joueurs, rng, lire=input, ecrire=print, enregistreurs=None):
    """Joue des parties à plusieurs tant qu'on le veut ; retourne les scores de chacune.

    Après chaque partie, chaque enregistreur (``jouer_partie_a_plusieurs``)
    termine la sienne : le bilan de chaque humain, dans l'ordre du jeu.
    """
    def une_partie():
        scores = jouer_partie_a_plusieurs(joueurs, rng, ecrire, enregistreurs)
        for enregistreur in enregistreurs or []:
            if enregistreur is not None:
                enregistreur.terminer()
        return scores
    return enchainer_parties(une_partie, BIENVENUE_A_PLUSIEURS, AU_REVOIR, lire, ecrire)


# --- Les noms des joueurs (option --joueurs) ---------------------------------------------------

def motif_refus_noms(noms, nb_ordinateurs=0):
    """Retourne pourquoi cette liste de noms (plus les ordinateurs) ne convient pas, ou None.

    >>> motif_refus_noms(["Ana", "Béa"]) is None, motif_refus_noms(["Ana", "ana"])
    (True, 'le nom « ana » est donné deux fois')
    """
    total = len(noms) + nb_ordinateurs
    if not MIN_JOUEURS <= total <= MAX_JOUEURS:
        return (f"il faut de {MIN_JOUEURS} à {MAX_JOUEURS} joueurs en tout,"
                f" ordinateurs compris ({total} demandés)")
    vus = set()
    for nom in noms:
        if not nom:
            return "un nom est vide"
        if not nom.isprintable():
            return MOTIF_NOM_ILLISIBLE
        if len(nom) > LONGUEUR_NOM_MAX:
            return f"le nom « {nom} » a plus de {LONGUEUR_NOM_MAX} caractères"
        if nom.casefold() in vus:
            return f"le nom « {nom} » est donné deux fois"
        vus.add(nom.casefold())
    return None


def separer_noms(texte):
    """Retourne les noms d'une liste séparée par des virgules, espaces autour enlevées.

    >>> separer_noms(" Ana , Béa")
    ['Ana', 'Béa']
    """
    return [nom.strip() for nom in texte.split(",")]


# --- Le programme à plusieurs -----------------------------------------------------------------

def programme_a_plusieurs(noms, nb_ordinateurs=0, graine=None, lire=input, ecrire=print,
                          conseil=None, des_manuels=False, pause=lambda: None, enregistrer=lambda nom: None):
    """Installe les joueurs (humains, puis ordinateurs), joue les parties, retourne leurs scores.

    Les humains répondent avec ``lire`` et peuvent demander ``?`` (``conseil``,
    un ``yum.commun.Conseil``) ; les ordinateurs jouent avec le conseiller
    optimal, ``pause()`` entre deux décisions. La source de dés est choisie une
    fois, pour toute la table. ``enregistrer(nom)`` retourne l'enregistreur
    d'un humain (son bilan, son journal), ou None.
    """
    from yum.ajouts.conseiller import conseiller_yum
    from yum.ajouts.ordinateur import JoueurOrdinateur
    source = choisir_source(graine, des_manuels, NB_DES, lire, ecrire)
    joueurs = [Joueur(nom, lire, conseil) for nom in noms]
    for nom in noms_des_ordinateurs(nb_ordinateurs, noms):
        ordinateur = JoueurOrdinateur(nom, conseiller_yum(), ecrire, pause)
        joueurs.append(Joueur(nom, ordinateur.repondre, ordinateur.conseil()))
    enregistreurs = [enregistrer(nom) for nom in noms] + [None] * nb_ordinateurs
    return jouer_des_parties_a_plusieurs(joueurs, source, lire, ecrire, enregistreurs)
