"""Le 30000 (famille du dix mille), six dés et plusieurs joueurs : à venir.

Explication : ce paquet accueillera le troisième jeu du projet, joué avec
``python -m dix_mille`` ; il réutilisera les dés et les saisies de ``yum``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""
