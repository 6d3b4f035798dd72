"""Ce que l'énoncé impose, redit ici pour corriger un paquet sans rien importer de la référence.

Les vérifications de l'API (``yum/correction/paquet/verifications``) n'importent
jamais ``yum`` : elles reçoivent les modules de l'équipe corrigée par les
fixtures ``regles``, ``des`` et ``saisie`` (``yum.correction.paquet.greffon``).
Les nombres de l'énoncé (§4, et la conception du projet, §3) sont donc écrits
ici, une fois.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from collections import Counter

# Nombre de cases de la feuille de pointage et de la grille des coups possibles.
NB_CASES = 19
# Le nombre de dés, et de faces d'un dé (§4).
NB_DES, NB_FACES = 5, 6
# Les cases du haut : une par face.
FACES_DU_HAUT = tuple(range(1, NB_FACES + 1))
# Le sous-total du haut qui donne le bonus, et le bonus (§2).
MIN_BONUS, BONUS = 63, 25
# Les indices imposés des deux tableaux de 19 cases.
SOUS_TOTAL_HAUT = 7
BONUS_DU_HAUT = 8
TOTAL_HAUT = 9
BRELAN = 10
CARRE = 11
MAIN_PLEINE = 12
PETITE_SUITE = 13
GROSSE_SUITE = 14
SURPLUS = 15
YUM = 16
TOTAL_BAS = 17
GRAND_TOTAL = 18
# Valeur d'une case libre de la feuille.
CASE_LIBRE = -1
# Les 13 cases de jeu : 1 à 6, puis 10 à 16.
CASES_DE_JEU = list(range(1, 7)) + list(range(BRELAN, YUM + 1))
# La feuille neuve de l'énoncé (§4).
FEUILLE_NEUVE = [0, -1, -1, -1, -1, -1, -1, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, 0, 0]

# Le nom de chaque case, pour des messages d'échec qui se lisent.
NOMS = {case: f"les {case}" for case in range(1, 7)}
NOMS.update({SOUS_TOTAL_HAUT: "Sous total", BONUS_DU_HAUT: "Bonus", TOTAL_HAUT: "Total haut",
             BRELAN: "Brelan", CARRE: "Carré", MAIN_PLEINE: "Main pleine", PETITE_SUITE: "Petite suite",
             GROSSE_SUITE: "Grosse suite", SURPLUS: "Surplus", YUM: "Yum", TOTAL_BAS: "Total bas",
             GRAND_TOTAL: "Total", 0: "case 0 (inutilisée)"})
# La règle de chaque case, dite dans un message d'échec.
REGLES = {
    BRELAN: "un brelan, c'est au moins trois dés pareils ; il vaut la somme des dés",
    CARRE: "un carré, c'est exactement quatre dés pareils (§5.2 : « égal à quatre ») ;"
           " un yum n'est pas un carré",
    MAIN_PLEINE: "une main pleine, c'est trois dés pareils et deux autres pareils ; un yum n'en est pas une",
    PETITE_SUITE: "une petite suite (15), c'est 3 et 4 avec 1-2, 2-5 ou 5-6 ; une grosse suite en est une",
    GROSSE_SUITE: "une grosse suite (20), c'est 1-2-3-4-5 ou 2-3-4-5-6",
    SURPLUS: "le surplus vaut toujours la somme des dés",
    YUM: "un yum, c'est cinq dés pareils : 30 points",
}
for _face in range(1, 7):
    REGLES[_face] = f"la case {_face} vaut le nombre de {_face} fois {_face}"


def grille_attendue(main):
    """Retourne la grille d'une main sur une feuille vide, par les comptes (à part de la référence)."""
    compte = Counter(main)
    comptes_tries = sorted(compte.values())
    valeurs = set(main)
    total = sum(main)
    attendu = [0] * NB_CASES
    for face in range(1, 7):
        attendu[face] = compte[face] * face
    if comptes_tries[-1] >= 3:
        attendu[BRELAN] = total
    if comptes_tries[-1] == 4:
        attendu[CARRE] = total
    if comptes_tries == [2, 3]:
        attendu[MAIN_PLEINE] = 25
    if any(set(range(debut, debut + 4)) <= valeurs for debut in (1, 2, 3)):
        attendu[PETITE_SUITE] = 15
    if valeurs in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}):
        attendu[GROSSE_SUITE] = 20
    attendu[SURPLUS] = total
    if comptes_tries == [5]:
        attendu[YUM] = 30
    return attendu


def texte_des(des):
    """Retourne les dés écrits comme à l'écran : « 2 2 2 2 2 » ; « ? » pour un dé illisible."""
    return " ".join("?" if de is None else str(de) for de in des)


def nom_case(case):
    """Retourne « Carré (11) »."""
    return f"{NOMS.get(case, 'case')} ({case})"


def texte_feuille(feuille):
    """Retourne, en mots, les cases remplies d'une feuille lue ({case: points ou None}), dans l'ordre des
    cases : « Sous total (7) : 39, Bonus (8) : 0 (les autres vides) », ou « toutes les cases vides »."""
    remplies = [f"{nom_case(case)} : {points}" for case, points in sorted(feuille.items())
                if points is not None]
    if not remplies:
        return "toutes les cases vides"
    return ", ".join(remplies) + (" (les autres vides)" if len(remplies) < len(feuille) else "")


def explication(des, case, obtenu, attendu):
    """Retourne le message d'échec d'une case : ce que le paquet a donné, ce qui était attendu, la règle."""
    message = f"pour les dés {texte_des(des)}, la case {nom_case(case)} vaut {obtenu} ; attendu {attendu}"
    if case in REGLES:
        message += f" : {REGLES[case]}"
    return message


class DesPrevus:
    """Un faux générateur qui fait sortir les faces prévues, quelle que soit la façon de tirer.

    L'énoncé tire un dé par ``Math.random() * NB_FACES + 1`` : ``random()`` est
    prévu ; une équipe qui écrit ``rng.randint(1, 6)``, ``rng.randrange(1, 7)``
    ou ``rng.choice(faces)`` reçoit la même face. Tirer plus de dés que prévu
    est une erreur qui le dit.
    """

    def __init__(self, faces):
        """Prépare le tirage des ``faces``, dans l'ordre."""
        self.restantes = list(faces)

    def suivante(self):
        """Retourne la prochaine face prévue."""
        assert self.restantes, "rouler_des a tiré plus de dés que le choix n'en nomme"
        return self.restantes.pop(0)

    def random(self):
        """Retourne le nombre de [0, 1) qui donne la face prévue par la formule de l'énoncé."""
        return (self.suivante() - 1 + 0.5) / 6

    def randint(self, debut, fin):
        """Retourne la face prévue (comme ``randint(1, 6)``)."""
        return self.suivante()

    def randrange(self, debut, fin=None, pas=1):
        """Retourne la face prévue (comme ``randrange(1, 7)``)."""
        return self.suivante()

    def choice(self, faces):
        """Retourne la face prévue (comme ``choice([1, 2, 3, 4, 5, 6])``)."""
        return self.suivante()

    def annoncer(self, numeros):
        """Ne fait rien : une source de dés du projet peut être prévenue, celle-ci n'en a pas besoin."""

    def epuises(self):
        """Retourne vrai si toutes les faces prévues ont été tirées."""
        return not self.restantes
