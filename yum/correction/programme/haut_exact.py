"""Mener le haut de la feuille juste à 62, ou juste à 63 : les deux bornes du bonus.

Explication : un seuil du bonus décalé d'un point (« dès 62 », « au-delà de
63 », `>` au lieu de `>=`) ne se voit qu'à une feuille dont le haut vaut
juste 62 ou juste 63 ; en visant seulement « beaucoup en haut », le
correcteur n'y tombait qu'une partie sur trois, et le verdict bougeait d'une
correction à l'autre. Un plan vise 62, l'autre 63 : à chaque lancer, la face
et le nombre de dés qui gardent le total possible avec les faces libres
restantes, les plus probables d'abord ; un tour manqué va dans une case du
bas. Simulé, un peu plus d'une partie sur trois y arrive (trois mille parties
par total : 62 dans 40 % d'entre elles, 63 dans 38 %).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import functools
from math import comb

from yum.correction.enonce import FACES_DU_HAUT, MIN_BONUS, NB_DES, NB_FACES
from yum.correction.programme.partie import numeros_sauf

# Les totaux du haut visés : juste sous le seuil du bonus, le seuil (§2), et juste au-dessus.
JUSTE_AVANT_LE_BONUS, SEUIL_DU_BONUS, JUSTE_APRES_LE_SEUIL = MIN_BONUS - 1, MIN_BONUS, MIN_BONUS + 1
# Les plans de partie qui les visent, et le total de chacun. Le plan qui vise 64 amène une feuille au-dessus
# du seuil : un bonus donné à 63 tout juste (« == 63 ») ne se voit qu'au-dessus (tour 33, java_enum), et le
# plan du haut n'y arrive qu'une partie sur six (simulé).
PLAN_A_62, PLAN_A_63, PLAN_A_64 = "haut à 62", "haut à 63", "haut à 64"
TOTAL_DU_PLAN = {PLAN_A_62: JUSTE_AVANT_LE_BONUS, PLAN_A_63: SEUIL_DU_BONUS, PLAN_A_64: JUSTE_APRES_LE_SEUIL}
# Les deux bornes du bonus, de part et d'autre du seuil.
BORNES_DU_BONUS = (PLAN_A_62, PLAN_A_63)
# Le nombre de relances d'un tour (trois lancers).
RELANCES_D_UN_TOUR = 2


@functools.lru_cache(maxsize=None)
def totaux_possibles(faces):
    """Retourne les totaux que les cases ``faces`` (un tuple) peuvent encore donner, de 0 à 5 dés chacune."""
    if not faces:
        return frozenset({0})
    return frozenset(faces[0] * compte + reste for compte in range(NB_DES + 1)
                     for reste in totaux_possibles(faces[1:]))


def chance_d_un_nombre_de_des(k, voulus):
    """Retourne la probabilité que ``NB_DES - k`` dés relancés montrent juste ``voulus - k`` fois la face."""
    relances, manquants = NB_DES - k, voulus - k
    if not 0 <= manquants <= relances:
        return 0.0
    face = 1 / NB_FACES
    return comb(relances, manquants) * face ** manquants * (1 - face) ** (relances - manquants)


@functools.lru_cache(maxsize=None)
def chance_d_y_arriver(k, voulus, relances):
    """Retourne la probabilité de finir le tour avec juste ``voulus`` dés de la face visée, ``k`` déjà là,
    ``relances`` relances restantes ; les dés en trop se relancent (les autres faces restent)."""
    if k == voulus:
        return 1.0
    if relances == 0:
        return 0.0
    if k > voulus:
        # Les dés de trop, relancés : aucun ne doit remontrer la face.
        sans = (1 - 1 / NB_FACES) ** (k - voulus)
        return sans + (1 - sans) * chance_d_y_arriver(k, voulus, relances - 1)
    chance = 0.0
    for nouveaux in range(NB_DES - k + 1):
        chance += (chance_d_un_nombre_de_des(k, k + nouveaux)
                   * chance_d_y_arriver(k + nouveaux, voulus, relances - 1))
    return chance


@functools.lru_cache(maxsize=None)
def facilite(reste, faces):
    """Retourne la meilleure chance (un tour par face, de zéro) que ``faces`` donnent ``reste`` points."""
    if not faces:
        return 1.0 if reste == 0 else 0.0
    face, autres = faces[0], faces[1:]
    return max((chance_d_y_arriver(0, compte, RELANCES_D_UN_TOUR) * facilite(reste - face * compte, autres)
                for compte in range(NB_DES + 1) if reste - face * compte >= 0), default=0.0)


def cible(total, haut, libres):
    """Retourne les faces libres (un tuple) si ``total`` reste à portée d'un haut qui vaut ``haut``, ou
    None (le haut l'a dépassé, ou ces faces ne peuvent plus le donner juste)."""
    faces = tuple(face for face in FACES_DU_HAUT if face in libres)
    if haut < total and total - haut in totaux_possibles(faces):
        return faces
    return None


def options(total, haut, libres):
    """Retourne les (face, nombre de dés) à inscrire qui gardent ``total`` possible ; [] hors de portée."""
    faces = cible(total, haut, libres)
    if faces is None:
        return []
    return [(face, compte) for face in faces for compte in range(1, NB_DES + 1)
            if total - haut - face * compte in totaux_possibles(tuple(f for f in faces if f != face))]


def valeur(option, des, total, haut, libres, relances):
    """Retourne la chance d'une option : l'avoir à ce tour, puis finir le total avec les autres faces."""
    face, compte = option
    autres = tuple(f for f in cible(total, haut, libres) if f != face)
    return (chance_d_y_arriver(des.count(face), compte, relances)
            * facilite(total - haut - face * compte, autres))


def relance_visee(des, total, haut, libres, relances):
    """Retourne les numéros des dés à relancer pour viser ``total`` en haut (« » : garder tout), ou None
    s'il est hors de portée.

    Les dés de la face visée se gardent (pas plus que voulu) ; les autres se relancent s'il en manque,
    restent s'il y en a trop (seuls ceux de trop se relancent).
    """
    possibles = options(total, haut, libres)
    if not possibles:
        return None
    face, compte = max(possibles,
                       key=lambda option: (valeur(option, des, total, haut, libres, relances), option))
    present = des.count(face)
    if present == compte:
        return ""
    if present > compte:
        return numeros_sauf(des, [face] * compte + [de for de in des if de != face])
    return numeros_sauf(des, [face] * present)


def face_a_inscrire(des, total, haut, libres):
    """Retourne la face à inscrire maintenant pour viser ``total`` (ses dés donnent juste le nombre voulu),
    ou None."""
    justes = [(face, compte) for face, compte in options(total, haut, libres) if des.count(face) == compte]
    if not justes:
        return None
    return max(justes, key=lambda option: (valeur(option, des, total, haut, libres, 0), option))[0]
