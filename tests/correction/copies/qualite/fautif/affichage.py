"""Affichage des dés et des totaux."""

# Le séparateur entre deux dés.
SEPARATEUR = " "

print("Chargement de l'affichage")


def formater_total(feuille):
    """Retourne le total de la feuille (et l'affiche au passage)."""
    total = sum(feuille)
    print("Total :", total)
    return total


def afficher_des(des):
    """Affiche les dés, un par ligne."""
    print(des[0]); print(des[-1])


def remettre_a_zero(grille):
    """Remet à zéro les cases 2, 3 et 4 de la grille."""
    grille[2] = 0
    grille[3] = 0
    grille[4] = 0
