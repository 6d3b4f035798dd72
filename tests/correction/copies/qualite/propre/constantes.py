"""Les constantes du jeu : nombres et indices des tableaux.

Explication : chaque nombre du jeu a un nom ici, avec un commentaire.

Auteurs : l'équipe témoin (projet « Dés »).
Version : 1.0.0
"""

# Nombre de dés lancés à chaque essai.
NB_DES = 5
# Nombre de faces d'un dé.
NB_FACES = 6
# Nombre de cases de la feuille de pointage et de la grille des coups.
NB_CASES = 19

# Les indices des totaux, qu'on ne choisit jamais.
TOTAL_HAUT = 9
TOTAL_BAS = 17
GRAND_TOTAL = 18
# Valeur d'une case libre (zéro est un pointage possible).
CASE_LIBRE = -1
