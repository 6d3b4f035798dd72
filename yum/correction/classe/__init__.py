"""La correction d'une classe : le bac à sable des paquets d'équipe, les remises, le barème, les rapports.

Explication : ``bac_a_sable`` fait tourner le paquet d'une équipe dans un
processus enfant (``enfant.py``) et en rend les fonctions appelables comme
données ; ``tests/corriger.py`` s'en sert, avec le correcteur du programme en
console, pour noter un dossier entier de remises.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""
