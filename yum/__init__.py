"""Le jeu de Yum, solution de référence du TP1 d'INF111 (ÉTS).

Explication : le paquet suit les pièces imposées par la conception du projet :
``constantes`` (les nombres), ``regles`` (les règles, fonctions pures),
``des`` (les dés et le hasard), ``affichage`` (le texte des écrans),
``saisie`` (analyser et redemander les réponses), ``partie`` (le déroulement)
et ``__main__`` (la ligne de commande). ``ligne_de_commande`` donne aux trois
jeux une aide et des erreurs d'options en français.

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : énoncé « INF111 A2021, Travail pratique 1 : le jeu de Yum »
(Pierre Bélisle, amélioration de Patrice Boucher).
"""

# Version du projet, affichée par --version dans les trois jeux.
__version__ = "1.0.0"
