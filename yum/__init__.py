"""Le jeu de Yum, solution de référence du TP1 d'INF111 (ÉTS).

Explication : en haut du paquet, le programme de l'énoncé et rien d'autre :
``constantes`` (les nombres), ``regles`` (les règles, fonctions pures),
``des`` (les dés et le hasard), ``affichage`` (le texte des écrans),
``saisie`` (analyser et redemander les réponses), ``partie`` (le déroulement)
et ``__main__`` (la ligne de commande). À côté, deux sous-paquets :
``commun`` (ce que les trois jeux du projet partagent) et ``ajouts`` (ce que
le Yum ajoute à l'énoncé : conseiller, joueurs, ordinateurs, simulation,
bilan).

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : énoncé « INF111 A2021, Travail pratique 1 : le jeu de Yum »
(Pierre Bélisle, amélioration de Patrice Boucher).
"""

# Version du projet (une seule, celle du sous-paquet commun), affichée par --version.
from yum.commun import __version__

__all__ = ["__version__"]
