"""Les joueurs autour de la table : leurs noms, et le jeu d'un ordinateur.

Explication : un joueur a un nom et un jeu, humain ou ordinateur. Un ordinateur répond par la
fonction de lecture, comme un humain, après une courte pause pour qu'on suive son jeu.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import time
from typing import Callable, NamedTuple, Optional

from yum.commun.conseils import Conseil

# Longueur maximale d'un nom de joueur.
LONGUEUR_NOM_MAX = 20
# Le motif du refus d'un nom de joueur qui contient un caractère qui ne s'affiche pas.
MOTIF_NOM_ILLISIBLE = "un nom ne peut pas contenir de caractère de contrôle (saut de ligne, tabulation…)"
# Durée de la pause avant chaque réponse d'un ordinateur, en secondes, pour qu'on suive son jeu.
PAUSE_ORDINATEUR = 0.8


class Joueur(NamedTuple):
    """Un joueur autour de la table : son nom, sa façon de répondre, son conseiller.

    Sert au Yum à plusieurs et au 30000.
    """

    nom: str
    # La fonction qui lit ses réponses (``input`` pour un humain).
    lire: Callable
    # Son conseiller (``?``, ou les décisions d'un ordinateur), ou None.
    conseil: Optional[NamedTuple] = None


def noms_des_ordinateurs(nb_ordinateurs, noms_pris):
    """Retourne les noms des joueurs ordinateurs : « Ordi 1 », « Ordi 2 »… sans doublon avec les humains."""
    noms = []
    numero = 1
    while len(noms) < nb_ordinateurs:
        nom = f"Ordi {numero}"
        if nom.casefold() not in (pris.casefold() for pris in noms_pris):
            noms.append(nom)
        numero += 1
    return noms


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
        # La réponse décidée pour la prochaine question, et l'annonce de cette décision.
        self.reponse = ""
        self.annonce = ""

    def repondre(self, question):
        """Remplace ``input`` : affiche la question, la réponse, puis l'annonce ; retourne la réponse.

        L'annonce (« Ordi 1 s'arrête. ») suit la question à laquelle elle répond.
        """
        self.pause()
        self.ecrire(question + self.reponse)
        if self.annonce:
            self.ecrire(self.annonce)
        return self.reponse

    def retenir_la_decision(self, *position):
        """Décide la réponse à la prochaine question et en garde l'annonce ; retourne "" (rien à montrer).

        ``decider(*position)``, propre à chaque jeu, range la réponse dans
        ``reponse`` et retourne l'annonce, que ``repondre`` écrira après la question.
        """
        self.annonce = self.decider(*position)
        return ""

    def conseil(self):
        """Retourne le branchement de ce joueur sur la partie : il décide avant chaque question."""
        return Conseil(self.retenir_la_decision, automatique=True)
