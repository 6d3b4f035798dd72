"""Les seuils de la fiche de qualité, nommés une fois : page, imbrication, répétitions, nombres tolérés.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

# --- Les seuils, nommés une fois ----------------------------------------------

# Une page : au-delà de ce nombre de lignes (du « def » à la dernière ligne), une
# fonction « dépasse une page » ; c'est la page imprimée d'un listing.
LIGNES_PAR_PAGE = 50
# Au-delà de ce nombre de blocs imbriqués (if, for, while, with, try) dans une
# fonction, l'imbrication est signalée ; un « elif » ne compte pas comme un bloc de plus.
PROFONDEUR_MAX = 3
# Longueur d'une ligne au-delà de laquelle la présentation est signalée.
LONGUEUR_MAX_LIGNE = 120
# Largeur d'un niveau d'indentation en Python (PEP 8).
LARGEUR_INDENTATION = 4
# Une répétition compte au moins ce nombre de jetons (noms et valeurs effacés) : environ
# quatre lignes de code ; plus court, deux bouts de code se ressemblent par hasard.
JETONS_MIN_REPETITION = 30
# Et chaque copie s'étend sur au moins ce nombre de lignes : une longue ligne ne fait pas un bloc.
LIGNES_MIN_REPETITION = 4
# À partir de ce nombre d'instructions voisines qui ne diffèrent que par un nombre,
# une boucle aurait pu les écrire une fois.
INSTRUCTIONS_POUR_UNE_BOUCLE = 3
# Nombre de constantes de même valeur qu'un constat du §8.8 nomme, au plus.
CONSTANTES_NOMMEES = 3
# Nombre d'endroits qu'un point « à juger » propose de regarder d'abord.
LIEUX_A_REGARDER = 5
# Un nom de fonction de cette longueur ou moins ne dit pas ce qu'elle fait.
LONGUEUR_MIN_NOM_FONCTION = 2
# Un nom de variable d'une seule lettre ne dit pas ce qu'elle contient.
LONGUEUR_MIN_NOM_VARIABLE = 1
# Nombre de mots anglais courants qui font d'un commentaire un commentaire en anglais.
MOTS_ANGLAIS_POUR_UN_COMMENTAIRE = 2
# Un commentaire de ce nombre de mots ou plus sans aucun accent mérite un coup d'œil (§8.20).
LONGUEUR_D_UN_LONG_COMMENTAIRE = 8
# Nombre de lignes d'une docstring qui n'a que son résumé (pas d'explication).
LIGNES_D_UN_RESUME = 1

# Les nombres tolérés partout : 0 (départ d'un compteur, d'une somme, premier indice,
# comparaison à zéro) et 1 (pas d'un compteur, décalage d'un indice). -1 n'est toléré
# que comme indice ou dans une tranche (« liste[-1] ») et dans range() (la boucle à
# rebours, range(n - 1, -1, -1)) : ailleurs, dans un jeu de Yum, -1 est la case libre
# de l'énoncé, une constante à nommer.
NOMBRES_TOLERES = (0, 1)
# Le nombre toléré seulement comme indice, tranche ou argument de range().
MOINS_UN = -1

# Les tailles des trois tableaux de l'énoncé (§4) : les dés, puis la feuille et la grille.
TAILLE_DES_DES = 5
TAILLE_DES_GRILLES = 19
# La taille d'une liste qu'une fonction remplit par une boucle : illisible sans l'exécuter.
TAILLE_INCONNUE = -1
