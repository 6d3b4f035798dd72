"""Règles du Yum de l'équipe : comptes par face, puis cases."""

NB_CASES = 19
LIBRE = -1
TOTAUX = [7, 8, 9, 17, 18]


def nouvelle_feuille():
    feuille = []
    for i in range(NB_CASES):
        if i == 0 or i in TOTAUX:
            feuille.append(0)
        else:
            feuille.append(LIBRE)
    return feuille


def nb_occurrences(des, valeur):
    n = 0
    for d in des:
        if d == valeur:
            n = n + 1
    return n


def somme_des(des):
    total = 0
    for d in des:
        total = total + d
    return total


def comptes(des):
    c = [0] * 7
    for d in des:
        c[d] = c[d] + 1
    return c


def est_main_pleine(des):
    c = comptes(des)
    if 3 in c and 2 in c:
        return 1
    return 0


def est_petite_suite(des):
    c = comptes(des)
    if c[3] == 0 or c[4] == 0:
        return 0
    if (c[1] and c[2]) or (c[2] and c[5]) or (c[5] and c[6]):
        return 1
    return 0


def est_grosse_suite(des):
    c = comptes(des)
    return c[2] == 1 and c[3] == 1 and c[4] == 1 and c[5] == 1 and (c[1] == 1 or c[6] == 1)


def proposer(feuille, grille, case, points):
    if feuille[case] == LIBRE:
        grille[case] = points


def calculer_coups_possibles(des, feuille, grille):
    for i in range(NB_CASES):
        grille[i] = 0
    total = somme_des(des)
    for d in range(1, 7):
        n = nb_occurrences(des, d)
        if n > 0:
            proposer(feuille, grille, d, n * d)
            if n == 5:
                proposer(feuille, grille, 16, 30)
            if n >= 3:
                proposer(feuille, grille, 10, total)
                if est_main_pleine(des):
                    proposer(feuille, grille, 12, 25)
            if n == 4:
                proposer(feuille, grille, 11, total)
    if est_petite_suite(des):
        proposer(feuille, grille, 13, 15)
    if est_grosse_suite(des):
        proposer(feuille, grille, 14, 20)
    proposer(feuille, grille, 15, total)


def appliquer_pointage(feuille, grille, case):
    feuille[case] = grille[case]
    haut = 0
    for i in range(1, 7):
        if feuille[i] != LIBRE:
            haut = haut + feuille[i]
    bas = 0
    for i in range(10, 17):
        if feuille[i] != LIBRE:
            bas = bas + feuille[i]
    feuille[7] = haut
    feuille[8] = 25 if haut >= 63 else 0
    feuille[9] = haut + feuille[8]
    feuille[17] = bas
    feuille[18] = feuille[9] + bas
