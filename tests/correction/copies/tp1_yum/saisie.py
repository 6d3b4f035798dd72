"""Saisies de l'équipe : une lettre fait planter int(), comme l'énoncé le permet."""

QUESTION_DES = "Quels dés relancer (ex: 135, 0 pour garder) ? "


def analyser_des_a_rouler(texte):
    if texte == "":
        return None
    nombre = int(texte)
    if nombre == 0:
        return 0
    if nombre < 0:
        return None
    vus = []
    for c in texte:
        if c < "1" or c > "5" or c in vus:
            return None
        vus.append(c)
    return nombre


def analyser_case(texte, feuille):
    if texte == "":
        return None
    case = int(texte)
    if case == 0:
        return 0
    if case < 1 or case > 16 or (7 <= case <= 9):
        return None
    if feuille[case] != -1:
        return None
    return case
