"""Le déroulement du Yum : les lancers d'un tour, la partie, le programme principal.

Explication : le seul module qui enchaîne affichages et questions, pas à pas comme l'énoncé
(§5.2 : les lancers d'un tour ; §5.3 : la partie et « rejouer ? »). Les trois tableaux imposés
sont déclarés dans ``programme_principal`` et passés en paramètres. Le hasard (``rng``), la
lecture (``lire``) et l'écriture (``ecrire``) sont reçus en paramètres : le point d'entrée donne
les vrais, un test ou un ajout branche les siens.

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021), §5.2 « Algorithme pour gérer les trois essais » et
§5.3 « Programme principal ».
"""

from yum.affichage import AU_REVOIR, BIENVENUE, RAPPEL_CASES
from yum.affichage import formater_des, formater_coups_possibles, formater_feuille
from yum.affichage import formater_entete_tour, formater_entete_lancer, formater_fin_partie
from yum.constantes import ANNULER, DES_MIN, GARDER_TOUS, GRAND_TOTAL, NB_DES, TOUS_LES_DES
from yum.constantes import NB_ESSAIS, NB_TOURS, PREMIER_ESSAI, PREMIER_TOUR
from yum.des import rouler_des
from yum.regles import appliquer_pointage, calculer_coups_possibles
from yum.regles import nouvelle_feuille, nouvelle_grille
from yum.saisie import QUESTION_REJOUER, demander_case, demander_des_a_rouler, demander_oui_non


def lancer_et_montrer(des, choix, feuille, grille, essai, rng, ecrire=print):
    """Annonce le lancer, roule les dés choisis, affiche dés et coups possibles.

    Modifie ``des`` et ``grille`` et retourne None.

    Auteurs : l'équipe du projet « Dés »."""
    ecrire(formater_entete_lancer(essai))
    rouler_des(des, choix, rng)
    calculer_coups_possibles(des, feuille, grille)
    ecrire(formater_des(des))
    ecrire(formater_coups_possibles(grille))


def jouer_essais(des, feuille, grille, rng, lire=input, ecrire=print):
    """Joue les NB_ESSAIS lancers d'un tour ; modifie ``des`` et ``grille``, retourne None.

    Stratégie (énoncé, §5.2) : la boucle fait les lancers qui précèdent le dernier, chacun suivi de
    la question des dés à rouler ; GARDER_TOUS termine la boucle. Le dernier lancer, sans question,
    n'a lieu que si le joueur n'a pas tout gardé.

    Auteurs : l'équipe du projet « Dés »."""
    # L'itérateur des lancers : le numéro du lancer qui va se faire.
    essai = PREMIER_ESSAI
    # Vrai quand le joueur a répondu GARDER_TOUS : il garde tous ses dés.
    garder_tous = False
    # Les dés à rouler au prochain lancer : TOUS_LES_DES au premier.
    choix = TOUS_LES_DES
    while essai < NB_ESSAIS and not garder_tous:
        lancer_et_montrer(des, choix, feuille, grille, essai, rng, ecrire)
        choix = demander_des_a_rouler(lire, ecrire)
        garder_tous = choix == GARDER_TOUS
        essai += 1
    if not garder_tous:
        lancer_et_montrer(des, choix, feuille, grille, essai, rng, ecrire)


def choisir_case(feuille, lire=input, ecrire=print):
    """Rappelle les numéros des cases, puis retourne la case choisie (ou ANNULER).

    Auteurs : l'équipe du projet « Dés »."""
    ecrire(RAPPEL_CASES)
    return demander_case(feuille, lire, ecrire)


def jouer_partie(des, feuille, grille, rng, lire=input, ecrire=print):
    """Joue une partie de NB_TOURS tours (ou jusqu'à l'annulation) et retourne le score final.

    Modifie les tableaux reçus, qui doivent être neufs. Stratégie (énoncé, §5.3) : à chaque tour,
    on affiche la feuille, on joue les NB_ESSAIS lancers, puis on demande la case ; ANNULER annule
    la partie, toute autre case reçoit ses points. La feuille est affichée une dernière fois.

    Auteurs : l'équipe du projet « Dés »."""
    # Vrai quand le joueur a annulé la partie en choisissant la case ANNULER.
    annulee = False
    # L'itérateur des tours : le numéro du tour qui va se jouer.
    tour = PREMIER_TOUR
    while not annulee and tour <= NB_TOURS:
        ecrire(formater_entete_tour(tour))
        ecrire(formater_feuille(feuille))
        jouer_essais(des, feuille, grille, rng, lire, ecrire)
        # La case où le joueur inscrit les points de ses dés, ou ANNULER.
        case = choisir_case(feuille, lire, ecrire)
        if case == ANNULER:
            annulee = True
        else:
            appliquer_pointage(feuille, grille, case)
        tour += 1
    ecrire(formater_feuille(feuille))
    ecrire(formater_fin_partie(feuille, annulee))
    return feuille[GRAND_TOTAL]


def programme_principal(rng, lire=input, ecrire=print):
    """Joue des parties tant que le joueur le veut ; retourne la liste de leurs scores.

    ``rng`` tire les dés (``random.Random(graine)`` : même graine et mêmes réponses, même partie,
    à l'octet près). Stratégie (énoncé, §5.3) : tant que le joueur veut jouer, une partie avec des
    tableaux neufs, puis la question « rejouer ? ».

    Auteurs : l'équipe du projet « Dés »."""
    ecrire(BIENVENUE)
    # Le score de chaque partie jouée, dans l'ordre.
    scores = []
    # Vrai tant que le joueur veut une autre partie.
    veut_jouer = True
    while veut_jouer:
        # Les tableaux imposés par l'énoncé (§4), neufs à chaque partie : les dés (le dé numéro N
        # à l'indice N - PREMIER_NUMERO_DE), la feuille de pointage et la grille des coups
        # possibles (NB_CASES cases chacune).
        des = [DES_MIN] * NB_DES
        feuille = nouvelle_feuille()
        grille = nouvelle_grille()
        scores.append(jouer_partie(des, feuille, grille, rng, lire, ecrire))
        veut_jouer = demander_oui_non(QUESTION_REJOUER, lire, ecrire)
    ecrire(AU_REVOIR)
    return scores
