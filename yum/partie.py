"""Le déroulement du Yum : les lancers d'un tour, la partie, le programme principal.

Explication : c'est le seul module qui enchaîne les affichages et les
questions. Il suit l'énoncé pas à pas : §5.2 pour les trois lancers d'un
tour, §5.3 pour la partie de 13 tours et la question « rejouer ? ». Les trois
tableaux imposés (dés, feuille, grille) sont créés dans ``jouer_partie`` et
passés en paramètres, jamais gardés au niveau du module. Le hasard (``rng``),
la lecture (``lire``) et l'écriture (``ecrire``) sont reçus en paramètres :
``programme_principal`` branche les vrais, un test branche les siens.

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021), §5.2 « Algorithme pour gérer les
trois essais » et §5.3 « Programme principal ».
"""

import os
import random
import sys
import zlib
from typing import Callable, NamedTuple

from yum.affichage import (
    RAPPEL_CASES,
    formater_coups_possibles,
    formater_des,
    formater_entete_lancer,
    formater_entete_tour,
    formater_feuille,
    formater_fin_partie,
)
from yum.constantes import (
    ANNULER,
    AUCUN_LANCER_RESTANT,
    DES_MIN,
    GARDER_TOUS,
    NB_DES,
    NB_ESSAIS,
    NB_TOURS,
    PREMIER_ESSAI,
    PREMIER_TOUR,
    SORTIE_FIN_ENTREE,
    SORTIE_INTERRUPTION,
    SORTIE_NORMALE,
    SORTIE_TUBE_FERME,
    TOUS_LES_DES,
)
from yum.des import DesAuHasard, relancer
from yum.regles import (
    appliquer_pointage,
    calculer_coups_possibles,
    nouvelle_feuille,
    nouvelle_grille,
    score_final,
)
from yum.saisie import (
    QUESTION_REJOUER,
    DesManuels,
    demander_case,
    demander_des_a_rouler,
    demander_oui_non,
)

BIENVENUE = ("Bienvenue au jeu de Yum ! "
             f"{NB_TOURS} tours, {NB_ESSAIS} lancers de {NB_DES} dés par tour : "
             "remplissez chaque case de la feuille une fois.")
AU_REVOIR = "Merci d'avoir joué au Yum. Au revoir !"
MESSAGE_FIN_ENTREE = "Fin de l'entrée : le programme s'arrête là."
MESSAGE_INTERRUPTION = "Interruption (Ctrl-C) : le programme s'arrête là."


class Conseil(NamedTuple):
    """Un conseiller branché sur la partie (un ajout à l'énoncé, ``yum.conseiller``).

    Sans lui (None), la partie est exactement celle de l'énoncé. Avec lui, la
    réponse « ? » à une question affiche le conseil, puis repose la question ;
    en mode automatique (``--conseil``), le conseil s'affiche avant chaque question.
    Les Dés en solitaire se branchent de la même façon.
    """

    # formater(...) retourne le texte du conseil ; il reçoit ce que voit la question :
    # au Yum (des, feuille, lancers_restants), où lancers_restants vaut 2 ou 1 à la
    # question des dés et 0 à celle de la case ; aux Dés en solitaire (des, combinaisons, rejets).
    formater: Callable
    automatique: bool = False


def conseil_pour(conseil, *position):
    """Retourne la fonction sans argument qui donne le conseil de cette position, ou None."""
    if conseil is None:
        return None
    return lambda: conseil.formater(*position)


# Les erreurs d'un fichier de données d'un conseiller absent ou abîmé.
ERREURS_DE_DONNEES = (OSError, ValueError, zlib.error)


def ou_conseiller_absent(calcul, donnees_illisibles):
    """Retourne ``calcul()``, ou, si les données du conseiller sont illisibles, la phrase qui le dit.

    Un fichier absent ou abîmé ne fait ainsi jamais planter un jeu : le joueur
    lit une phrase, et la partie continue. ``donnees_illisibles`` nomme les
    données (« table des espérances illisible »).
    """
    try:
        return calcul()
    except ERREURS_DE_DONNEES as erreur:
        return f"Le conseiller n'est pas disponible ({donnees_illisibles} : {erreur})."


def montrer_conseil_d_office(conseil, aide, ecrire):
    """Affiche le conseil avant la question quand le mode automatique est choisi."""
    if conseil is not None and conseil.automatique:
        ecrire(aide())


def lancer_et_montrer(des, choix, feuille, grille, essai, rng, ecrire):
    """Annonce le lancer, relance les dés choisis, puis affiche les dés et les coups possibles.

    Modifie ``des`` et ``grille`` (voir ``calculer_coups_possibles``) et retourne None.
    """
    ecrire(formater_entete_lancer(essai))
    relancer(des, choix, rng)
    calculer_coups_possibles(des, feuille, grille)
    ecrire(formater_des(des))
    ecrire(formater_coups_possibles(grille))


def jouer_essais(des, feuille, grille, rng, lire=input, ecrire=print, conseil=None):
    """Joue les trois lancers d'un tour ; modifie ``des`` et ``grille``, retourne None.

    Stratégie (énoncé, §5.2) : la boucle fait les deux premiers lancers, chacun
    suivi de la question des dés à rouler ; répondre 0 met ``garder_tous`` à
    vrai et termine la boucle. Le dernier lancer est sorti de la boucle pour
    éviter d'y mettre une sélection : il n'a lieu que si le joueur n'a pas
    tout gardé. Le premier choix, TOUS_LES_DES, roule les cinq dés.
    ``rng`` est la source de dés (le hasard, ou les dés réels : voir ``yum.des``) ;
    ``conseil`` : le conseiller branché, ou None (voir ``Conseil``).
    """
    essai = PREMIER_ESSAI
    garder_tous = False
    choix = TOUS_LES_DES
    while essai < NB_ESSAIS and not garder_tous:
        lancer_et_montrer(des, choix, feuille, grille, essai, rng, ecrire)
        aide = conseil_pour(conseil, des, feuille, NB_ESSAIS - essai)
        montrer_conseil_d_office(conseil, aide, ecrire)
        choix = demander_des_a_rouler(lire, ecrire, aide)
        garder_tous = choix == GARDER_TOUS
        essai += 1
    if not garder_tous:
        lancer_et_montrer(des, choix, feuille, grille, essai, rng, ecrire)


def choisir_case(des, feuille, lire=input, ecrire=print, conseil=None):
    """Rappelle les numéros des cases, puis retourne la case choisie (0 pour annuler)."""
    ecrire(RAPPEL_CASES)
    aide = conseil_pour(conseil, des, feuille, AUCUN_LANCER_RESTANT)
    montrer_conseil_d_office(conseil, aide, ecrire)
    return demander_case(feuille, lire, ecrire, aide)


def jouer_partie(rng, lire=input, ecrire=print, conseil=None):
    """Joue une partie de 13 tours (ou jusqu'à l'annulation) et retourne le score final.

    Stratégie (énoncé, §5.3) : à chaque tour, on affiche la feuille, on joue
    les trois lancers, puis on demande la case ; 0 annule la partie, toute
    autre case reçoit ses points. La feuille est affichée une dernière fois.
    ``conseil`` : le conseiller branché, ou None (voir ``Conseil``).
    """
    # Les trois tableaux imposés par l'énoncé : les dés (indice 0 à 4 pour les
    # dés 1 à 5), la feuille de pointage et la grille des coups possibles.
    des = [DES_MIN] * NB_DES
    feuille = nouvelle_feuille()
    grille = nouvelle_grille()
    annulee = False
    tour = PREMIER_TOUR
    while not annulee and tour <= NB_TOURS:
        ecrire(formater_entete_tour(tour))
        ecrire(formater_feuille(feuille))
        jouer_essais(des, feuille, grille, rng, lire, ecrire, conseil)
        case = choisir_case(des, feuille, lire, ecrire, conseil)
        if case == ANNULER:
            annulee = True
        else:
            appliquer_pointage(feuille, grille, case)
        tour += 1
    ecrire(formater_feuille(feuille))
    ecrire(formater_fin_partie(feuille, annulee))
    return score_final(feuille)


def enchainer_parties(jouer_une_partie, bienvenue, au_revoir, lire=input, ecrire=print):
    """Joue des parties tant que le joueur le veut ; retourne la liste de leurs résultats.

    Stratégie (énoncé, §5.3) : un mot de bienvenue, puis une partie et la
    question « rejouer ? », validée (o ou n seulement), en boucle ; un message
    de fin à la toute fin. ``jouer_une_partie()`` joue une partie et retourne
    son résultat ; les trois jeux du projet partagent cette boucle.
    """
    ecrire(bienvenue)
    resultats = []
    rejouer = True
    while rejouer:
        resultats.append(jouer_une_partie())
        rejouer = demander_oui_non(QUESTION_REJOUER, lire, ecrire)
    ecrire(au_revoir)
    return resultats


def jouer_des_parties(rng, lire=input, ecrire=print, conseil=None):
    """Joue des parties de Yum tant que le joueur le veut ; retourne leurs scores."""
    return enchainer_parties(lambda: jouer_partie(rng, lire, ecrire, conseil), BIENVENUE, AU_REVOIR,
                             lire, ecrire)


def choisir_source(graine, des_manuels, nb_des, lire=input, ecrire=print):
    """Retourne la source de dés de la partie : les dés réels, ou le hasard de ``graine``.

    C'est le seul endroit où l'on choisit : les trois jeux s'en servent, et
    leurs boucles reçoivent la source comme elles recevraient ``rng``.
    """
    if des_manuels:
        return DesManuels(nb_des, lire, ecrire)
    return DesAuHasard(random.Random(graine))


def programme_principal(graine=None, lire=input, ecrire=print, conseil=None, des_manuels=False):
    """Choisit la source de dés, joue les parties et retourne leurs scores.

    ``graine`` rend les dés reproductibles : même graine et mêmes réponses,
    même partie, à l'octet près. Sans graine, les dés sont imprévisibles.
    ``conseil`` : le conseiller branché, ou None (voir ``Conseil``) ;
    ``des_manuels`` : les faces des vrais dés sont demandées au joueur.
    """
    source = choisir_source(graine, des_manuels, NB_DES, lire, ecrire)
    return jouer_des_parties(source, lire, ecrire, conseil)


def executer_en_console(programme, ecrire=print):
    """Exécute ``programme()`` et retourne le code de sortie du processus.

    Aucune fin ne montre de trace d'erreur : la fin de l'entrée (Ctrl-D, ou des
    réponses épuisées) donne une ligne et SORTIE_FIN_ENTREE ; Ctrl-C donne une
    ligne et SORTIE_INTERRUPTION ; une sortie fermée en cours de route (``| head``)
    donne SORTIE_TUBE_FERME, sans rien écrire. Sert aux trois jeux du projet.
    """
    try:
        programme()
    except BrokenPipeError:
        # Plus personne ne lit : on redirige la sortie vers le néant, pour que
        # Python ne signale pas une seconde fois le tube fermé en quittant.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return SORTIE_TUBE_FERME
    except EOFError:
        ecrire("\n" + MESSAGE_FIN_ENTREE)
        return SORTIE_FIN_ENTREE
    except KeyboardInterrupt:
        ecrire("\n" + MESSAGE_INTERRUPTION)
        return SORTIE_INTERRUPTION
    return SORTIE_NORMALE
