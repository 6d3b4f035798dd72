"""Les constantes du jeu.

Explication : les nombres du jeu, nommés.

Auteurs : l'équipe fautive (projet « Dés »).
Version : 1.0.0
"""

# Nombre de dés.
NB_DES = 5
# Nombre de cases de chaque tableau.
NB_CASES = 19

TOUS_LES_DES = 12345

# Nombre de faces d'un dé.
nb_faces = 6
# Valeur d'une case libre.
CASE_LIBRE = -1  # zéro est un pointage possible
# Points d'un yum.
POINTS_YUM = 30
