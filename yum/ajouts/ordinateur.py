"""Les joueurs « ordinateur » du Yum : le conseiller optimal joue à la place d'un humain.

Explication : un joueur ordinateur passe par exactement les mêmes procédures
de tour qu'un humain (``yum.partie.jouer_essais`` et ``choisir_case``). Deux
branchements, posés par son suivi (``yum.ajouts.suivi``), suffisent : son conseiller,
en mode automatique, décide avant chaque question (et dit ce qu'il garde ou ce
qu'il inscrit) ; sa fonction ``repondre`` remplace ``input`` et « tape » la
réponse décidée, que la question affiche comme si un joueur l'avait tapée.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : conseiller optimal du projet (``yum.ajouts.conseiller``).
"""

from yum.ajouts.conseiller import nommer_des
from yum.ajouts.suivi import AUCUN_LANCER_RESTANT
from yum.commun.joueurs import JoueurQuiRepond
from yum.commun.mots import accorder, formater_points, nommer_valeurs
from yum.commun.texte import couper
from yum.constantes import GARDER_TOUS


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
            action = (f"inscrit {accorder(points_case, 'point')} dans la case {case}"
                      f" ({self.conseiller.nom_de_la_case(case)})")
        return couper(f"{self.nom} {action} ; espérance {formater_points(valeur)} points.")
