"""Les dés dessinés à la façon d'une équipe : des cases encadrées, des points qu'on compte.

Explication : le cours donne la procédure qui dessine les dés, mais des
équipes les dessinent à leur façon : cinq cases côte à côte, encadrées
(« +-----+ », « ┌───┐ »), des points dedans (« o », « O », « • », « ● »).
Tout en restait « à vérifier » (tour 66, six programmes ; tour 70,
java_artmenu). Un tel dessin se lit en comptant les points de chaque case, et
seulement s'il est tout entier de cette forme : un bord du haut à cinq cases,
trois à cinq rangées de cinq cases qui n'ont que des points et des blancs, un
bord du bas à cinq cases. Sous le dessin (et sous la rangée des numéros des
dés qui le suit, s'il y en a une), le correcteur écrit ce qu'il y lit
(``MARQUE_DES_DES_LUS``), comme sous des dés écrits en chiffres : le reste du
correcteur lit cette marque comme un dessin. Les rangées de points d'un
dessin encadré ne sont jamais lues comme un dessin du cours (``ecran``) : des
cases de cinq caractères entre barres y ressemblaient, et chaque dé y était
« une face que le cours ne dessine pas » (tour 66, java_statique).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import re

from yum.correction.enonce import FACES_DU_HAUT, NB_DES

# La ligne que le correcteur écrit sous des dés qu'il a lus ailleurs que dans un dessin du cours (écrits
# en chiffres, ``chiffres`` ; dessinés à la façon de l'équipe, ici) : elle se lit comme un dessin du cours,
# qui commence à la ligne qu'elle suit. Un chiffre qui n'est pas une face (un 0), ou « ? », est un dé
# illisible, comme une face que le cours ne dessine pas.
MARQUE_DES_DES_LUS = "[le correcteur lit les dés : {} {} {} {} {}]"
# Ce que la marque écrit pour un dé dont les points ne font pas une face (aucun, ou plus de six).
ILLISIBLE = "?"
# Un bord de case (« +-----+ », « ┌───┐ », « .-----. ») : un coin, trois traits au moins, un coin.
BORD_D_UNE_CASE = r"[+┌┐└┘╭╮╰╯.]\s?[-─━=]{3,}\s?[+┌┐└┘╭╮╰╯.]"
# Un bord du haut ou du bas de cinq cases, côte à côte ou séparées de blancs.
BORD_DE_CINQ_CASES = re.compile(r"[^\S\n]*(?:" + BORD_D_UNE_CASE + r"[^\S\n]*){" + str(NB_DES) + r"}")
# Les points d'un dé.
POINTS = "oO•●*@"
# Une rangée de cinq cases qui n'ont que des points et des blancs (« | o   o |  |   o   | … »).
CASE_D_UNE_RANGEE = re.compile(r"[|│┃]([ " + POINTS + r"]+)[|│┃]")
RANGEE_DE_CINQ_CASES = re.compile(r"[^\S\n]*(?:[|│┃][ " + POINTS + r"]+[|│┃][^\S\n]*){" + str(NB_DES) + r"}")
# Combien de rangées de points, au moins et au plus, entre les bords d'un dessin.
RANGEES_AU_MOINS, RANGEES_AU_PLUS = 3, 5
# Les numéros des dés dans l'ordre, tels qu'une rangée de numéros les écrit (de 1, ou de 0).
NUMEROS_DES_DES = ("12345", "01234")


def faces_d_un_dessin(rangees):
    """Retourne les cinq faces (des chiffres en texte, ``ILLISIBLE`` pour un dé dont les points ne font pas
    une face) des ``rangees`` de points d'un dessin."""
    comptes = [0] * NB_DES
    for rangee in rangees:
        for rang, case in enumerate(CASE_D_UNE_RANGEE.findall(rangee)):
            comptes[rang] += sum(case.count(point) for point in POINTS)
    return [str(compte) if compte in FACES_DU_HAUT else ILLISIBLE for compte in comptes]


def est_une_rangee_de_numeros(ligne):
    """Retourne vrai si ``ligne`` numérote les dés dans l'ordre, sans lettres (« (1) (2) (3) (4) (5) »,
    « #1 #2 #3 #4 #5 », « 1 2 3 4 5 »)."""
    return not re.search(r"[^\W\d_]", ligne) and re.sub(r"\D", "", ligne) in NUMEROS_DES_DES


def fin_d_un_dessin(lignes, rang):
    """Retourne le rang du bord du bas d'un dessin dont le bord du haut est la ligne ``rang`` de ``lignes``,
    ou None si aucun dessin n'y commence (un bord de cinq cases, ``RANGEES_AU_MOINS`` à ``RANGEES_AU_PLUS``
    rangées de cinq cases de points, un bord de cinq cases)."""
    if not BORD_DE_CINQ_CASES.fullmatch(lignes[rang].rstrip()):
        return None
    fin = rang + 1
    while fin < len(lignes) and RANGEE_DE_CINQ_CASES.fullmatch(lignes[fin].rstrip()):
        fin += 1
    rangees = fin - rang - 1
    if (fin < len(lignes) and RANGEES_AU_MOINS <= rangees <= RANGEES_AU_PLUS
            and BORD_DE_CINQ_CASES.fullmatch(lignes[fin].rstrip())):
        return fin
    return None


def dessins_encadres(lignes):
    """Retourne, dans l'ordre, (premier rang, dernier rang, faces) de chaque dessin encadré de ``lignes`` :
    du bord du haut au bord du bas, ou à la rangée des numéros des dés qui suit celui-ci."""
    dessins, rang = [], 0
    while rang < len(lignes):
        fin = fin_d_un_dessin(lignes, rang)
        if fin is None:
            rang += 1
            continue
        faces = faces_d_un_dessin(lignes[rang + 1:fin])
        dernier = fin + 1 if fin + 1 < len(lignes) and est_une_rangee_de_numeros(lignes[fin + 1]) else fin
        dessins.append((rang, dernier, faces))
        rang = dernier + 1
    return dessins


def marquer_les_dessins(texte):
    """Retourne (``texte`` où chaque dessin de dés à la façon de l'équipe est suivi de
    ``MARQUE_DES_DES_LUS``, le nombre de dessins lus).

    La marque vient après le bord du bas, ou après la rangée des numéros des dés qui le suit : la grille des
    coups, lue après le dernier dessin, ne prend pas ces numéros pour des coups.
    """
    lignes = texte.split("\n")
    dessins = dessins_encadres(lignes)
    for _, dernier, faces in reversed(dessins):
        lignes.insert(dernier + 1, MARQUE_DES_DES_LUS.format(*faces))
    return "\n".join(lignes), len(dessins)
