"""Ce que le Yum ajoute à l'énoncé : conseiller, suivi, joueurs, ordinateurs, simulation, bilan.

Explication : le programme de l'énoncé (en haut du paquet ``yum``) ne fait
que ce que l'énoncé demande. Ses ajouts vivent ici et s'y branchent de
l'extérieur, par les deux prises que l'énoncé donne déjà : la fonction de
lecture (qui reçoit la question) et la fonction qui génère les dés. Le
conseiller optimal (``conseiller``), le suivi qui branche conseil et vrais
dés (``suivi``), le jeu à plusieurs (``joueurs``), les ordinateurs
(``ordinateur``), la simulation (``simulation``) et le bilan d'une partie
(``bilan``).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""
