"""Dés en solitaire (Solitaire Dice de Sid Sackson), en console.

Explication : le paquet a les mêmes pièces que ``yum`` (constantes, regles,
affichage, saisie, partie, __main__) et réutilise ses dés, sa boucle de
validation, sa question o/n et sa ligne de commande en français. On y joue
avec ``python -m solitaire``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règlements « Pour jouer aux DÉS EN SOLITAIRE » ; « Solo Dice »
(Sid Sackson), règles en anglais.
"""
