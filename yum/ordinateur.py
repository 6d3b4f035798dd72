"""Les joueurs « ordinateur » du Yum : le conseiller optimal joue à la place d'un humain.

Explication : un joueur ordinateur passe par exactement les mêmes fonctions de
tour qu'un humain (``yum.partie.jouer_essais`` et ``choisir_case``). Deux
branchements suffisent : son conseiller, en mode automatique, décide avant
chaque question (et dit ce qu'il garde ou ce qu'il inscrit) ; sa fonction
``repondre`` remplace ``input`` et « tape » la réponse décidée, que la
question affiche comme si un joueur l'avait tapée.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : conseiller optimal du projet (``yum.conseiller``).
"""

import time

from yum.affichage import accorder
from yum.conseiller import formater_points, nommer_des, nommer_valeurs
from yum.constantes import AUCUN_LANCER_RESTANT, GARDER_TOUS
from yum.partie import Conseil

# Durée de la pause avant chaque réponse d'un ordinateur, en secondes, pour qu'on suive son jeu.
PAUSE_ORDINATEUR = 0.8


def creer_pause(interactive):
    """Retourne la fonction de pause des ordinateurs : une vraie pause seulement à l'écran."""
    if interactive:
        return lambda: time.sleep(PAUSE_ORDINATEUR)
    return lambda: None


class JoueurQuiRepond:
    """Ce que partagent les joueurs ordinateurs des jeux : décider, puis taper la réponse.

    Une sous-classe décide avant chaque question et range sa réponse dans
    ``reponse`` ; ``repondre`` remplace ``input`` et la tape.
    """

    def __init__(self, nom, ecrire=print, pause=lambda: None):
        """Prépare le joueur ``nom`` ; ``pause()`` ralentit l'affichage pour qu'on suive."""
        self.nom = nom
        self.ecrire = ecrire
        self.pause = pause
        # La réponse décidée pour la prochaine question.
        self.reponse = ""

    def repondre(self, question):
        """Remplace ``input`` : affiche la question et la réponse décidée, puis la retourne."""
        self.pause()
        self.ecrire(question + self.reponse)
        return self.reponse


class JoueurOrdinateur(JoueurQuiRepond):
    """Un joueur du Yum dont chaque décision est celle du conseiller optimal."""

    def __init__(self, nom, conseiller, ecrire=print, pause=lambda: None):
        """Prépare le joueur ``nom``, qui joue avec ``conseiller`` ; voir ``JoueurQuiRepond``."""
        super().__init__(nom, ecrire, pause)
        self.conseiller = conseiller

    def decider(self, des, feuille, lancers_restants):
        """Retient la meilleure réponse à la prochaine question et retourne ce qu'il fait, en clair."""
        if lancers_restants > AUCUN_LANCER_RESTANT:
            valeur, garde, choix = self.conseiller.classer_gardes(des, feuille, lancers_restants)[0]
            self.reponse = str(choix)
            if choix == GARDER_TOUS:
                action = "garde tous ses dés"
            elif not garde:
                action = "relance tous les dés"
            else:
                action = f"garde {nommer_valeurs(garde)} et relance {nommer_des(choix)}"
        else:
            valeur, case, points_case = self.conseiller.classer_cases(des, feuille)[0]
            self.reponse = str(case)
            nom_case = self.conseiller.pointage.noms[self.conseiller.pointage.numeros.index(case)]
            action = f"inscrit {accorder(points_case, 'point')} dans la case {case} ({nom_case})"
        return f"{self.nom} {action} (espérance {formater_points(valeur)} points)."

    def conseil(self):
        """Retourne le branchement de ce joueur sur la partie : il décide avant chaque question."""
        return Conseil(self.decider, automatique=True)
