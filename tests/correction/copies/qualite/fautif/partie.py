"""Le déroulement d'une partie.

Explication : les tours, les questions, le programme principal.

Auteurs : l'équipe fautive (projet « Dés »).
Version : 1.0.0
"""

from fautif.constantes import NB_CASES, NB_DES

# Les dés, au niveau du module : l'énoncé les veut dans le programme principal.
DES = [1] * NB_DES
# Le nombre de parties jouées.
compteur = 0


def compter_paires(des):
    """Retourne le nombre de paires de dés égaux.

    Stratégie : on compare chaque dé à ceux qui le suivent.
    """
    paires = 0
    for premier in range(NB_DES):
        for second in range(NB_DES):
            if premier < second:
                if des[premier] == des[second]:
                    paires += 1
    return paires


def demander_des(lire, ecrire):
    """Retourne les numéros des dés à rouler, lus et validés."""
    reponse = lire("Quels dés voulez-vous rouler ? ").strip()
    while not reponse.isdigit():
        ecrire("Ce n'est pas une suite de numéros de dés, recommencez.")
        reponse = lire("Quels dés voulez-vous rouler ? ").strip()
    return int(reponse)


def demander_case(lire, ecrire):
    """Retourne le numéro de la case choisie, lu et validé."""
    reponse = lire("Quelle case voulez-vous remplir ? ").strip()
    while not reponse.isdigit():
        ecrire("Ce n'est pas un numéro de case, recommencez.")
        reponse = lire("Quelle case voulez-vous remplir ? ").strip()
    return int(reponse)


def get_score(feuille):
    """Retourne le grand total de la feuille."""
    return feuille[NB_CASES - 1]


def compter_partie():
    """Compte une partie de plus ; retourne None."""
    global compteur
    compteur += 1


def jouer(lire, ecrire):
    """Joue une partie : une très longue fonction, écrite d'un bloc.

    Règle 1 : une ligne de la longue documentation des règles du jeu.
    Règle 2 : une ligne de la longue documentation des règles du jeu.
    Règle 3 : une ligne de la longue documentation des règles du jeu.
    Règle 4 : une ligne de la longue documentation des règles du jeu.
    Règle 5 : une ligne de la longue documentation des règles du jeu.
    Règle 6 : une ligne de la longue documentation des règles du jeu.
    Règle 7 : une ligne de la longue documentation des règles du jeu.
    Règle 8 : une ligne de la longue documentation des règles du jeu.
    Règle 9 : une ligne de la longue documentation des règles du jeu.
    Règle 10 : une ligne de la longue documentation des règles du jeu.
    Règle 11 : une ligne de la longue documentation des règles du jeu.
    Règle 12 : une ligne de la longue documentation des règles du jeu.
    Règle 13 : une ligne de la longue documentation des règles du jeu.
    Règle 14 : une ligne de la longue documentation des règles du jeu.
    Règle 15 : une ligne de la longue documentation des règles du jeu.
    Règle 16 : une ligne de la longue documentation des règles du jeu.
    Règle 17 : une ligne de la longue documentation des règles du jeu.
    Règle 18 : une ligne de la longue documentation des règles du jeu.
    Règle 19 : une ligne de la longue documentation des règles du jeu.
    Règle 20 : une ligne de la longue documentation des règles du jeu.
    Règle 21 : une ligne de la longue documentation des règles du jeu.
    Règle 22 : une ligne de la longue documentation des règles du jeu.
    Règle 23 : une ligne de la longue documentation des règles du jeu.
    Règle 24 : une ligne de la longue documentation des règles du jeu.
    Règle 25 : une ligne de la longue documentation des règles du jeu.
    Règle 26 : une ligne de la longue documentation des règles du jeu.
    Règle 27 : une ligne de la longue documentation des règles du jeu.
    Règle 28 : une ligne de la longue documentation des règles du jeu.
    Règle 29 : une ligne de la longue documentation des règles du jeu.
    Règle 30 : une ligne de la longue documentation des règles du jeu.
    Règle 31 : une ligne de la longue documentation des règles du jeu.
    Règle 32 : une ligne de la longue documentation des règles du jeu.
    Règle 33 : une ligne de la longue documentation des règles du jeu.
    Règle 34 : une ligne de la longue documentation des règles du jeu.
    Règle 35 : une ligne de la longue documentation des règles du jeu.
    Règle 36 : une ligne de la longue documentation des règles du jeu.
    Règle 37 : une ligne de la longue documentation des règles du jeu.
    Règle 38 : une ligne de la longue documentation des règles du jeu.
    Règle 39 : une ligne de la longue documentation des règles du jeu.
    Règle 40 : une ligne de la longue documentation des règles du jeu.
    Règle 41 : une ligne de la longue documentation des règles du jeu.
    Règle 42 : une ligne de la longue documentation des règles du jeu.
    Règle 43 : une ligne de la longue documentation des règles du jeu.
    """
    # compute the total of the dice
    x = lire("Votre nom ? ")
    ecrire("Bonjour " + x)
    # print(x)
    compter_partie()


def main(lire=input, ecrire=print):
    """Programme principal : la feuille et la grille, puis une partie."""
    feuille = [0] * NB_CASES
    grille = [0] * NB_CASES
    jouer(lire, ecrire)
    ecrire(get_score(feuille) + grille[0])
