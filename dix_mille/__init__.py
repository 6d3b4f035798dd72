"""Le 30000 (famille du dix mille) : six dés, de 1 à 8 joueurs, en console.

Explication : le paquet a les mêmes pièces que ``yum`` (constantes, regles,
affichage, saisie, partie, __main__) et réutilise ses dés, sa boucle de
validation, sa question o/n et sa ligne de commande en français. On y joue
avec ``python -m dix_mille``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règles du 30000 ; conception du projet, §5.
"""
