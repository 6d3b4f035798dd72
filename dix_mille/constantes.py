"""Constantes du 30000 : dés, points, réglages par défaut et limites.

Explication : tous les nombres du jeu, avec un nom. Les réglages (cible,
seuil d'achat, minimum d'ouverture) ont une valeur par défaut ici ; la ligne
de commande peut les changer (``--cible``, ``--achat``, ``--ouverture``).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règles du 30000 (« Le premier joueur à obtenir exactement
30000 points gagne la partie »), règles de la maison précisées par la conception.
"""

# Nombre de dés du jeu.
NB_DES = 6

# Points d'un 1 seul et d'un 5 seul.
POINTS_UN = 100
POINTS_CINQ = 50
# Les deux faces qui rapportent seules.
FACE_UN = 1
FACE_CINQ = 5
# Nombre de dés identiques d'un triple.
TAILLE_TRIPLE = 3
# Un triple vaut la face fois 100 ; trois 1 valent 1000.
POINTS_PAR_FACE_DU_TRIPLE = 100
POINTS_TRIPLE_DE_UN = 1000
# Chaque dé identique au-delà du triple multiplie le triple par 2.
FACTEUR_DE_SUPPLEMENTAIRE = 2
# La suite 1-2-3-4-5-6 dans un même jet.
POINTS_SUITE = 4500
# Tout pointage est un multiple de ce nombre.
PAS_DES_POINTS = 50

# Réglages par défaut : la cible exacte, le seuil d'achat, le minimum d'ouverture.
CIBLE_DEFAUT = 30000
SEUIL_ACHAT_DEFAUT = 3000
OUVERTURE_DEFAUT = 450
# Nombre maximal de lancers d'un tour d'ouverture (un lancer pour s'abriller compte).
LANCERS_OUVERTURE = 3
# La plus grande cible permise : au-delà, une partie durerait des milliers de tours
# (l'expert marque environ 560 points par tour).
CIBLE_MAX = 1000000

# Numéro du premier joueur, tel qu'il s'affiche.
PREMIER_JOUEUR = 1
# Nombre de joueurs permis.
MIN_JOUEURS = 1
MAX_JOUEURS = 8
# Nombre de joueurs d'un duel entre ordinateurs (``--duel``).
NB_DUELLISTES = 2
# Longueur maximale d'un nom de joueur.
LONGUEUR_NOM_MAX = 20
# Les niveaux des joueurs ordinateurs, du plus faible au plus fort.
DEBUTANT = "débutant"
MOYEN = "moyen"
EXPERT = "expert"
NIVEAUX = (DEBUTANT, MOYEN, EXPERT)
# Les trois sortes de questions posées à un joueur : les dés à mettre de côté, relancer ou
# non, acheter ou non. Un conseil (``yum.commun.conseils.Conseil``) reçoit la sorte d'abord.
MISE_DE_COTE = "mise_de_cote"
RELANCE = "relance"
ACHAT = "achat"
