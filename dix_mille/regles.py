"""Les règles du 30000, en fonctions pures.

Explication : un tour se joue sur deux listes de six cases, créées par la
partie : ``des`` (la valeur de chaque dé, à sa place sur la table) et
``de_cote`` (vrai pour un dé déjà mis de côté dans ce tour). Les dés mis de
côté lors d'un même jet doivent tous rapporter : ``points`` en donne la
valeur, ou 0 si l'un d'eux ne rapporte rien. Le reste du tour (ouverture,
s'abriller, dépassement de la cible, achat) se décide par des prédicats
simples que ``dix_mille.partie`` enchaîne.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règles du 30000 ; décisions de la conception du projet, §5.
"""

from collections import Counter
from typing import NamedTuple

from dix_mille.constantes import (
    CIBLE_DEFAUT,
    CIBLE_MAX,
    FACE_CINQ,
    FACE_UN,
    FACTEUR_DE_SUPPLEMENTAIRE,
    LANCERS_OUVERTURE,
    NB_DES,
    OUVERTURE_DEFAUT,
    POINTS_CINQ,
    POINTS_PAR_FACE_DU_TRIPLE,
    POINTS_SUITE,
    POINTS_TRIPLE_DE_UN,
    POINTS_UN,
    SEUIL_ACHAT_DEFAUT,
    TAILLE_TRIPLE,
)
from yum.commun.des import DES_MIN, NB_FACES, PREMIER_NUMERO_DE

# Les points d'un dé seul, pour les deux faces qui en rapportent.
POINTS_D_UN_DE_SEUL = {FACE_UN: POINTS_UN, FACE_CINQ: POINTS_CINQ}
# La suite : une fois chaque face.
SUITE = tuple(range(DES_MIN, NB_FACES + 1))


class Reglages(NamedTuple):
    """Les réglages d'une partie, que la ligne de commande peut changer."""

    # Le score à atteindre exactement pour gagner.
    cible: int = CIBLE_DEFAUT
    # Le score à partir duquel un joueur peut acheter le tour du précédent.
    seuil_achat: int = SEUIL_ACHAT_DEFAUT
    # Le minimum d'un tour d'ouverture.
    ouverture: int = OUVERTURE_DEFAUT


class TourArrete(NamedTuple):
    """Un tour arrêté avec des dés en main, que le joueur suivant peut acheter."""

    # Le total du tour au moment de l'arrêt.
    total: int
    # Les dés sur la table et ceux qui sont de côté, tels que le joueur les a laissés.
    des: list
    de_cote: list


# --- Le pointage d'un jet ----------------------------------------------------------

def est_suite(des):
    """Retourne vrai si les dés sont exactement 1, 2, 3, 4, 5 et 6, dans n'importe quel ordre."""
    return tuple(sorted(des)) == SUITE


def points_du_triple(face, nombre):
    """Retourne les points de ``nombre`` dés (3 ou plus) montrant ``face``.

    Trois dés valent face × 100 (trois 1 : 1000) ; chaque dé de plus double.

    >>> points_du_triple(3, 3), points_du_triple(3, 4), points_du_triple(3, 6), points_du_triple(1, 4)
    (300, 600, 2400, 2000)
    """
    base = POINTS_TRIPLE_DE_UN if face == FACE_UN else face * POINTS_PAR_FACE_DU_TRIPLE
    return base * FACTEUR_DE_SUPPLEMENTAIRE ** (nombre - TAILLE_TRIPLE)


def points_d_une_face(face, nombre):
    """Retourne les points de ``nombre`` dés montrant ``face``, ou None s'ils ne rapportent rien.

    >>> points_d_une_face(5, 2), points_d_une_face(2, 3), points_d_une_face(2, 2)
    (100, 200, None)
    """
    if nombre >= TAILLE_TRIPLE:
        return points_du_triple(face, nombre)
    if face in POINTS_D_UN_DE_SEUL:
        return nombre * POINTS_D_UN_DE_SEUL[face]
    return None


def points(des):
    """Retourne les points des dés mis de côté d'un même jet, ou 0 si l'un d'eux ne rapporte rien.

    Stratégie : la suite d'abord (4500) ; sinon, chaque face compte à part :
    un triple ou plus, ou des 1 et des 5 isolés. Une face qui ne rapporte
    rien annule toute la sélection, puisque chaque dé mis de côté doit rapporter.

    >>> points([1, 1, 1]), points([2, 2, 2, 5]), points([2]), points([6, 5, 4, 3, 2, 1])
    (1000, 250, 0, 4500)
    """
    if est_suite(des):
        return POINTS_SUITE
    total = 0
    for face, nombre in Counter(des).items():
        points_face = points_d_une_face(face, nombre)
        if points_face is None:
            return 0
        total += points_face
    return total


def faces_sans_points(des):
    """Retourne, triées, les faces de ``des`` qui ne rapportent rien dans cette sélection.

    >>> faces_sans_points([2, 2, 5, 3]), faces_sans_points([4, 4, 4, 1])
    ([2, 3], [])
    """
    if est_suite(des):
        return []
    return sorted(face for face, nombre in Counter(des).items()
                  if points_d_une_face(face, nombre) is None)


def jet_rapporte(des):
    """Retourne vrai si le jet contient au moins un dé qui rapporte (un 1, un 5, un triple ou la suite).

    >>> jet_rapporte([2, 3, 4, 6, 6, 2]), jet_rapporte([2, 3, 4, 6, 6, 6])
    (False, True)
    """
    compte = Counter(des)
    return (est_suite(des) or any(face in compte for face in POINTS_D_UN_DE_SEUL)
            or any(nombre >= TAILLE_TRIPLE for nombre in compte.values()))


# --- Les dés d'un tour ------------------------------------------------------------------

def nouvelle_table():
    """Retourne ``(des, de_cote)`` au début d'un tour : six dés, aucun de côté."""
    return [DES_MIN] * NB_DES, [False] * NB_DES


def numeros_libres(de_cote):
    """Retourne les numéros (1 à 6) des dés qui ne sont pas de côté."""
    return [indice + PREMIER_NUMERO_DE for indice, cote in enumerate(de_cote) if not cote]


def valeurs_des_numeros(des, numeros):
    """Retourne les valeurs des dés nommés par leurs numéros."""
    return [des[numero - PREMIER_NUMERO_DE] for numero in numeros]


def valeurs_libres(des, de_cote):
    """Retourne les valeurs des dés qui ne sont pas de côté (ceux du dernier jet)."""
    return valeurs_des_numeros(des, numeros_libres(de_cote))


def mettre_de_cote(de_cote, numeros):
    """Met de côté les dés nommés ; modifie ``de_cote`` et retourne None."""
    for numero in numeros:
        de_cote[numero - PREMIER_NUMERO_DE] = True


def doit_s_abriller(de_cote):
    """Retourne vrai quand les six dés ont rapporté : il faut relancer les six."""
    return all(de_cote)


def reprendre_les_des(de_cote):
    """Remet les six dés en jeu pour s'abriller ; modifie ``de_cote`` et retourne None."""
    de_cote[:] = [False] * len(de_cote)


# --- Ouverture, cible, arrêt et achat ------------------------------------------------------

def est_ouvert(score):
    """Retourne vrai si le joueur a ouvert : son score n'est plus nul (il ne baisse jamais)."""
    return score > 0


def ouverture_epuisee(score, nb_lancers):
    """Retourne vrai si un joueur qui n'a pas ouvert a fait ses trois lancers d'ouverture."""
    return not est_ouvert(score) and nb_lancers >= LANCERS_OUVERTURE


def total_inscrit(score, total, ouverture):
    """Retourne ce que rapporte un tour qui s'arrête avec ``total`` : tout, ou rien si l'ouverture manque.

    >>> total_inscrit(0, 400, 450), total_inscrit(0, 450, 450), total_inscrit(500, 50, 450)
    (0, 450, 50)
    """
    if est_ouvert(score) or total >= ouverture:
        return total
    return 0


def peut_arreter(score, total, ouverture, de_cote):
    """Retourne vrai si le joueur peut choisir de s'arrêter maintenant.

    Pas s'il doit s'abriller, ni s'il n'a pas ouvert et que le tour n'atteint
    pas encore le minimum d'ouverture.
    """
    return not doit_s_abriller(de_cote) and total_inscrit(score, total, ouverture) > 0


def depasse_la_cible(score, total, cible):
    """Retourne vrai si le score et le total du tour dépassent la cible : le tour est perdu."""
    return score + total > cible


def atteint_la_cible(score, total, cible):
    """Retourne vrai si le score et le total du tour font exactement la cible : victoire."""
    return score + total == cible


def achat_possible(reste, score, seuil_achat, cible):
    """Retourne vrai si le joueur peut acheter le tour ``reste`` du joueur précédent.

    ``reste`` est le ``TourArrete`` du précédent s'il s'est arrêté avec des
    dés en main, sinon None. Il faut que le score du joueur ait atteint le
    seuil d'achat, et que l'achat ne le mette pas déjà sur ou au-delà de la
    cible (il devrait alors mettre des points de côté et dépasserait).
    """
    if reste is None:
        return False
    return score >= seuil_achat and score + reste.total < cible


def ouverture_max():
    """Retourne le plus grand total d'un tour d'ouverture : six 1 à chacun de ses lancers.

    >>> ouverture_max()
    24000
    """
    return LANCERS_OUVERTURE * points([FACE_UN] * NB_DES)


def motif_refus_reglages(cible, ouverture):
    """Retourne pourquoi une partie avec cette cible et cette ouverture ne pourrait jamais finir, ou None.

    >>> motif_refus_reglages(30000, 24050)
    'une ouverture de 24050 est impossible en trois lancers (24000 au plus)'
    >>> print(motif_refus_reglages(300, 450))
    une ouverture de 450 dépasse la cible de 300 : personne ne pourrait ouvrir sans la dépasser
    """
    if cible > CIBLE_MAX:
        return f"une cible de {cible} est trop grande (au plus {CIBLE_MAX})"
    if ouverture > ouverture_max():
        return (f"une ouverture de {ouverture} est impossible en trois lancers"
                f" ({ouverture_max()} au plus)")
    if ouverture > cible:
        return (f"une ouverture de {ouverture} dépasse la cible de {cible} :"
                " personne ne pourrait ouvrir sans la dépasser")
    return None
