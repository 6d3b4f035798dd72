"""Dés en solitaire (Solitaire Dice de Sid Sackson) : à venir.

Explication : ce paquet accueillera le deuxième jeu du projet, joué avec
``python -m solitaire`` ; il réutilisera les dés et les saisies de ``yum``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""
