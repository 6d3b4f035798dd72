"""Constantes du jeu de Yum : nombres, indices des tableaux et points.

Explication : ce module réunit tous les nombres du jeu, avec les noms imposés par l'énoncé du
TP1 d'INF111, pour qu'aucun autre module n'écrive un nombre « magique ». Les deux tableaux de
NB_CASES cases (la feuille de pointage et la grille des coups possibles) partagent la même carte
des indices :

    0        inutilisé
    1 à 6    les cases du haut (l'indice est la face : la case 4 compte les 4)
    7, 8, 9  sous-total du haut, bonus du haut, total du haut
    10 à 16  les cases du bas (brelan, carré, main pleine, suites, surplus, yum)
    17, 18   total du bas, grand total

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : énoncé « INF111 A2021, Travail pratique 1 : le jeu de Yum » (Pierre Bélisle,
amélioration de Patrice Boucher) ; règles du YUM® Classique.
"""


# Nombre de dés lancés à chaque essai.
NB_DES = 5
# Nombre de faces d'un dé.
NB_FACES = 6
# Plus petite valeur d'un dé (la plus grande est NB_FACES).
DES_MIN = 1
# Numéro que le joueur tape pour le premier dé (son indice dans la liste est zéro).
PREMIER_NUMERO_DE = 1


# Nombre de tours d'une partie : une case remplie par tour.
NB_TOURS = 13
# Nombre de lancers permis dans un tour : le premier, puis les relances.
NB_ESSAIS = 3
# Numéro du premier tour d'une partie et du premier lancer d'un tour.
PREMIER_TOUR = 1
PREMIER_ESSAI = 1


# Nombre de cases de la feuille de pointage et de la grille des coups possibles.
NB_CASES = 19
# Case 0 : jamais utilisée, pour que la case du haut d'indice D compte les D.
CASE_INUTILISEE = 0
# Première et dernière case du haut (les faces DES_MIN à NB_FACES).
PREMIERE_CASE_HAUT = 1
DERNIERE_CASE_HAUT = 6
# Sous-total des cases du haut.
SOUS_TOTAL_HAUT = 7
# Bonus accordé au haut de la feuille.
BONUS_DU_HAUT = 8
# Total du haut : sous-total plus bonus.
TOTAL_HAUT = 9
# OCCURRENCES_BRELAN dés identiques ou plus : somme des dés.
BRELAN = 10
# Exactement OCCURRENCES_CARRE dés identiques : somme des dés.
CARRE = 11
# Un brelan exact (OCCURRENCES_BRELAN dés) et une paire (OCCURRENCES_PAIRE dés).
MAIN_PLEINE = 12
# Quatre valeurs qui se suivent.
PETITE_SUITE = 13
# NB_DES valeurs qui se suivent.
GROSSE_SUITE = 14
# N'importe quels dés : somme des dés.
SURPLUS = 15
# NB_DES dés identiques.
YUM = 16
# Total des cases du bas.
TOTAL_BAS = 17
# Total de la partie : total du haut plus total du bas.
GRAND_TOTAL = 18


# Sous-total du haut à partir duquel le bonus est accordé.
MIN_BONUS = 63
# Points du bonus du haut.
POINT_BONUS_HAUT = 25
# Points fixes d'une petite suite, d'une grosse suite, d'une main pleine et d'un yum.
POINTS_PETITE_SUITE = 15
POINTS_GROSSE_SUITE = 20
POINTS_MAIN_PLEINE = 25
POINTS_YUM = 30
# Nombre de dés identiques d'un brelan (au moins), d'un carré (exactement) et de la paire
# d'une main pleine.
OCCURRENCES_BRELAN = 3
OCCURRENCES_CARRE = 4
OCCURRENCES_PAIRE = 2


# Valeur d'une case libre de la feuille (zéro est un pointage possible).
CASE_LIBRE = -1
# Choix des dés qui les roule tous, du premier au dernier (premier lancer d'un tour).
TOUS_LES_DES = 12345
# Réponse qui garde tous les dés et termine les lancers du tour.
GARDER_TOUS = 0
# Numéro de case qui annule la partie.
ANNULER = 0
# Base de numération : choix % BASE_DECIMALE donne le dernier chiffre du choix.
BASE_DECIMALE = 10
# Le plus petit nombre qui met un nom au pluriel : 0 point, 1 point, 2 points.
PREMIER_PLURIEL = 2
