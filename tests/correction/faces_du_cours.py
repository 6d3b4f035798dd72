"""Les faces des dés telles que la procédure du cours les dessine, écrites à la main pour les tests de la
lecture de l'écran (``test_ecran_des.py``, ``test_ecran_coups.py``) : ils ne relisent pas le dictionnaire
que le correcteur lit.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

# Les faces du cours : valeur -> (haut, milieu, bas).
DESSINS_DES_FACES = {
    1: ("     ", "  o  ", "_____"),
    2: ("o    ", "     ", "____o"),
    3: ("o    ", "  o  ", "____o"),
    4: ("o   o", "     ", "o___o"),
    5: ("o   o", "  o  ", "o___o"),
    6: ("o   o", "o   o", "o___o"),
}
