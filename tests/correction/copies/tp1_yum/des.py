"""Dés de l'équipe : randint, comme on l'apprend souvent."""


def generer_de(rng):
    return rng.randint(1, 6)


def rouler_des(des, choix, rng):
    while choix != 0:
        chiffre = choix % 10
        des[chiffre - 1] = generer_de(rng)
        choix = choix // 10
