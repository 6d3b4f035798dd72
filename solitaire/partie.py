"""Le déroulement des Dés en solitaire : les tours, la partie, le programme principal.

Explication : chaque tour lance cinq dés neufs, affiche le tableau et la
consigne du rejet, demande les deux paires et les inscrit ; la partie finit
quand une valeur de rejet atteint 8, avec le bilan détaillé. Le hasard
(``rng``, une source de dés : le hasard ou les dés réels), la lecture et
l'écriture sont reçus en paramètres, comme au Yum ;
la boucle « rejouer ? » et la gestion de Ctrl-C et de la fin de l'entrée
sont celles de ``yum.partie``. Un conseiller peut être branché, comme au Yum
(``yum.partie.Conseil``) : la réponse « ? » l'affiche, et ``--conseil`` le
montre à chaque lancer.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règlements « Pour jouer aux DÉS EN SOLITAIRE ».
"""

from solitaire.affichage import (
    formater_bilan,
    formater_choix,
    formater_consigne_rejet,
    formater_entete_tour,
    formater_fin,
    formater_tableau,
)
from solitaire.constantes import FIN_REJET, NB_DES, NB_VALEURS_REJET, PREMIER_TOUR, SCORE_GAGNANT
from solitaire.regles import appliquer_choix, calculer_score, nouvelles_combinaisons, partie_finie
from solitaire.saisie import demander_paires
from yum.commun.conseils import conseil_pour, montrer_conseil_d_office
from yum.commun.dessin import formater_des
from yum.commun.questions import REPONSE_QUITTER, enchainer_parties
from yum.commun.reprise import Reprise
from yum.commun.sources import choisir_source, lancer_des
from yum.commun.texte import couper

BIENVENUE = couper("Bienvenue aux Dés en solitaire ! À chaque tour, formez deux paires avec quatre des"
                   f" {NB_DES} dés ; le dernier est le rejet. Seules {NB_VALEURS_REJET} valeurs de rejet"
                   f" sont permises ; la partie finit quand l'une sort {FIN_REJET} fois."
                   f" Gagnez avec {SCORE_GAGNANT} points ou plus. Tapez {REPONSE_QUITTER} à toute"
                   " question pour quitter : la partie pourra être reprise.")
AU_REVOIR = "Merci d'avoir joué aux Dés en solitaire. Au revoir !"


def jouer_tour(tour, combinaisons, rejets, rng, lire=input, ecrire=print, conseil=None):
    """Joue un tour : lance les dés, demande les paires et les inscrit.

    Modifie ``combinaisons`` et ``rejets`` et retourne None.
    ``conseil`` : le conseiller branché, ou None (voir ``yum.partie.Conseil``).
    """
    ecrire(formater_entete_tour(tour))
    ecrire(formater_tableau(combinaisons, rejets))
    ecrire("")
    des = lancer_des(NB_DES, rng)
    ecrire(formater_des(des))
    ecrire(formater_consigne_rejet(des, rejets))
    aide = conseil_pour(conseil, des, combinaisons, rejets)
    montrer_conseil_d_office(conseil, aide, ecrire)
    numeros = demander_paires(des, rejets, lire, ecrire, aide)
    ecrire(formater_choix(des, numeros, rejets))
    appliquer_choix(des, numeros, combinaisons, rejets)


def jouer_partie(rng, lire=input, ecrire=print, conseil=None, au_debut_du_tour=lambda tour: None):
    """Joue une partie jusqu'au huitième rejet d'une valeur ; retourne le score final.

    ``au_debut_du_tour(tour)`` est appelée au début de chaque tour, avec son numéro (la
    partie en cours y est notée, pour être reprise : ``yum.commun.reprise``).
    """
    # Nombre de paires de chaque somme, indicé par la somme (2 à 12).
    combinaisons = nouvelles_combinaisons()
    # Les valeurs de rejet dans leur ordre d'apparition, chacune avec son compte.
    rejets = []
    tour = PREMIER_TOUR
    while not partie_finie(rejets):
        au_debut_du_tour(tour)
        jouer_tour(tour, combinaisons, rejets, rng, lire, ecrire, conseil)
        tour += 1
    ecrire(formater_fin(rejets))
    ecrire(formater_tableau(combinaisons, rejets))
    ecrire(formater_bilan(combinaisons))
    return calculer_score(combinaisons)


def jouer_des_parties(rng, lire=input, ecrire=print, conseil=None, au_debut_du_tour=lambda tour: None):
    """Joue des parties tant que le joueur le veut ; retourne leurs scores."""
    return enchainer_parties(lambda: jouer_partie(rng, lire, ecrire, conseil, au_debut_du_tour), BIENVENUE,
                             AU_REVOIR, lire, ecrire)


def programme_principal(graine=None, lire=input, ecrire=print, des_manuels=False, conseil=None,
                        enregistreur=None, reprise=None):
    """Choisit la source de dés (le hasard de ``graine``, ou les dés réels), joue, retourne les scores.

    ``conseil`` : le conseiller branché, ou None (voir ``yum.commun.Conseil``) ;
    ``enregistreur`` : un ``yum.commun.journal.Enregistreur`` qui note chaque partie
    (``--bilan``, ``--journal``), ou None ; ``reprise`` : la ``yum.commun.reprise.Reprise``
    qui note la partie en cours à chaque tour (et refait une partie reprise), ou None :
    rien n'est noté, mais « q » quitte quand même.
    """
    if reprise is None:
        reprise = Reprise("solitaire")
    lire_du_joueur = reprise.lecture(lire, ecrire)
    source = choisir_source(graine, des_manuels, NB_DES, lire_du_joueur, ecrire, quitter=True)
    source, lire, ecrire = reprise.brancher(source)
    if enregistreur is not None:
        source, lire = enregistreur.brancher(source, lire)

    def noter_le_tour(tour):
        """Note la partie au début du tour ``tour``, nommé comme l'écran le montre ; retourne None."""
        reprise.debut_du_tour(nom_du_tour=f"tour {tour}")
    return reprise.jouer(lambda: jouer_des_parties(source, lire, ecrire, conseil, noter_le_tour))
