"""Le programme en console de l'équipe : python -m tp1_yum."""

import random

from .des import rouler_des
from .regles import appliquer_pointage, calculer_coups_possibles, nouvelle_feuille
from .saisie import analyser_case, analyser_des_a_rouler

NB_TOURS = 13
NB_ESSAIS = 3
NOMS = {10: "Brelan", 11: "Carre", 12: "Main pleine", 13: "Petite suite", 14: "Grosse suite",
        15: "Surplus", 16: "YUM"}
DESSINS = {1: ("     ", "  o  ", "_____"), 2: ("o    ", "     ", "____o"), 3: ("o    ", "  o  ", "____o"),
           4: ("o   o", "     ", "o___o"), 5: ("o   o", "  o  ", "o___o"), 6: ("o   o", "o   o", "o___o")}


def cellule(v):
    return "       " if v == -1 else " " + str(v).rjust(3) + "   "


def afficher_feuille(f):
    print()
    print(" " * 19 + "GRILLE DE POINTAGE")
    print("-" * 55)
    gauche = [(" " * 5 + str(i), i) for i in range(1, 7)]
    gauche += [("Sous total", 7), ("Bonus", 8), ("total haut", 9)]
    droite = [("Brelan", 10), ("Carre", 11), ("Main pleine", 12), ("Petite suite", 13), ("Grosse suite", 14),
              ("Surplus", 15), ("YUM", 16), ("Total bas", 17), ("Total", 18)]
    for (eg, ig), (ed, idr) in zip(gauche, droite):
        bord = " " if ig == 9 else "|"
        print(bord + eg.ljust(13) + "|" + cellule(f[ig]) + "|" + " " * 9 + "|" + ed.ljust(13) + "|"
              + cellule(f[idr]) + "|")
        print("-" * 22 + " " * 9 + "-" * 24)


def afficher_des(d):
    print(" _____ " * 5)
    for r in range(3):
        print("".join("|" + DESSINS[v][r] + "|" for v in d))
    print("".join(str(i).center(7) for i in range(1, 6)))


def afficher_grille(g):
    print("Vos possibilités :")
    for i in range(19):
        if g[i] != 0:
            print("  case", i, "-", NOMS.get(i, "les " + str(i)), ":", g[i], "pts")


def lancer(d, f, g, choix, rng):
    rouler_des(d, choix, rng)
    calculer_coups_possibles(d, f, g)
    afficher_des(d)
    afficher_grille(g)


def demander_des():
    while True:
        r = input("Quels dés relancer ? (ex. 135, 0 = aucun) ")
        try:
            choix = analyser_des_a_rouler(r)
        except ValueError:
            choix = None
        if choix is not None:
            return choix
        print("Choix invalide.")


def demander_case(f):
    while True:
        r = input("Numéro de la case à remplir (0 = annuler) ? ")
        try:
            case = analyser_case(r, f)
        except ValueError:
            case = None
        if case is not None:
            return case
        print("Case invalide.")


def jouer_un_tour(d, f, g, rng):
    essai = 1
    choix = 12345
    garde = False
    while essai < NB_ESSAIS and not garde:
        lancer(d, f, g, choix, rng)
        choix = demander_des()
        garde = choix == 0
        essai += 1
    if not garde:
        lancer(d, f, g, choix, rng)


def main():
    rng = random.Random()
    encore = True
    while encore:
        d = [1] * 5
        f = nouvelle_feuille()
        g = [0] * 19
        annule = False
        tour = 1
        while not annule and tour <= NB_TOURS:
            afficher_feuille(f)
            jouer_un_tour(d, f, g, rng)
            case = demander_case(f)
            if case == 0:
                annule = True
            else:
                appliquer_pointage(f, g, case)
            tour += 1
        afficher_feuille(f)
        print("Score :", f[18])
        r = input("Voulez-vous rejouer (o/n) ? ")
        while r not in ("o", "n"):
            r = input("Répondez o ou n (o/n) : ")
        encore = r == "o"
    print("Bye !")


main()
