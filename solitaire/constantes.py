"""Constantes des Dés en solitaire : nombres, barème et indices.

Explication : tous les nombres du jeu de Sid Sackson, avec un nom. Le tableau
``combinaisons`` a 13 cases indicées par la somme d'une paire (2 à 12 ; les
cases 0 et 1 ne servent pas), pour qu'on lise ``combinaisons[7]`` : « combien
de paires de 7 ».

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règlements « Pour jouer aux DÉS EN SOLITAIRE » ; « Solo Dice »
(Sid Sackson, Solitaire Dice), règles en anglais.
"""

from yum.commun.des import NB_FACES

# Nombre de dés lancés à chaque tour.
NB_DES = 5
# Nombre de dés qui forment les deux paires (le cinquième est le rejet).
NB_DES_DES_PAIRES = 4
# Nombre de dés dans une paire.
TAILLE_PAIRE = 2
# Nombre de paires formées à chaque tour.
NB_PAIRES_PAR_TOUR = 2

# Plus petite et plus grande somme d'une paire.
SOMME_MIN = 2
SOMME_MAX = 2 * NB_FACES
# Nombre de cases du tableau des combinaisons (indices 0 à SOMME_MAX).
NB_CASES_COMBINAISONS = SOMME_MAX + 1

# Valeur de base de chaque somme, indicée par la somme (0 et 1 ne servent pas).
VALEURS_SOMMES = (0, 0, 100, 70, 60, 50, 40, 30, 40, 50, 60, 70, 100)

# Pénalité d'une somme ouverte mais pas encore rentabilisée (1 à 4 paires).
PENALITE = -200
# Nombre de paires qui rembourse la pénalité : à 5, la somme vaut 0.
PAIRES_NEUTRES = 5
# Au-delà de ce nombre de paires, une somme ne rapporte plus rien de plus.
PAIRES_MAX_COMPTEES = 10

# Le compte d'une valeur de rejet la première fois qu'elle est rejetée.
PREMIER_REJET = 1
# Nombre maximal de valeurs de rejet différentes.
NB_VALEURS_REJET = 3
# Nombre de fois qu'une valeur de rejet peut sortir : à ce compte, la partie finit.
FIN_REJET = 8
# Score à atteindre pour gagner la partie.
SCORE_GAGNANT = 500
# Numéro du premier tour d'une partie.
PREMIER_TOUR = 1
