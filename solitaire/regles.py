"""Les règles des Dés en solitaire, en fonctions pures.

Explication : une partie se joue sur trois données, créées par la partie et
passées en paramètres :

- ``combinaisons`` : 13 cases indicées par la somme (2 à 12), le nombre de
  paires faites de chaque somme ;
- ``rejets`` : la liste des valeurs de rejet dans l'ordre où elles sont
  apparues (au plus trois), chacune avec son compte : ``[[3, 5], [1, 2]]``
  veut dire « le 3 rejeté 5 fois, le 1 rejeté 2 fois » ;
- les lancers libres (F) ne sont pas gardés : chaque tour ajoute deux
  paires et, hors lancer libre, un rejet ; F est donc le nombre de tours
  moins le nombre de rejets (voir ``nb_lancers_libres``).

Chaque tour, le joueur forme deux paires avec quatre des cinq dés ; le dé
restant est le rejet. Les trois premières valeurs rejetées (différentes)
deviennent les seules permises : dès qu'un lancer en montre une, le rejet doit
en être une. S'il n'en montre aucune, c'est un lancer libre, compté sous F. La
partie finit quand une valeur de rejet atteint 8.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règlements « Pour jouer aux DÉS EN SOLITAIRE » ; « Solo Dice »
(Sid Sackson), règles en anglais.
"""

from solitaire.constantes import (
    FIN_REJET,
    NB_CASES_COMBINAISONS,
    NB_PAIRES_PAR_TOUR,
    NB_VALEURS_REJET,
    PAIRES_MAX_COMPTEES,
    PAIRES_NEUTRES,
    PENALITE,
    PREMIER_REJET,
    SOMME_MAX,
    SOMME_MIN,
    TAILLE_PAIRE,
    VALEURS_SOMMES,
)
from yum.commun.des import PREMIER_NUMERO_DE

# Les sommes que peut faire une paire.
SOMMES = range(SOMME_MIN, SOMME_MAX + 1)
# Indices, dans une entrée de ``rejets``, de la valeur et de son compte.
VALEUR = 0
COMPTE = 1


# --- Le pointage ------------------------------------------------------------------

def nouvelles_combinaisons():
    """Retourne un tableau des combinaisons vide (13 zéros, indicé par la somme)."""
    return [0] * NB_CASES_COMBINAISONS


def points_combinaison(somme, nb):
    """Retourne les points de ``nb`` paires de la somme ``somme``.

    Aucune paire : 0 ; 1 à 4 : -200 ; 5 : 0 ; 6 à 10 : (nb - 5) fois la valeur
    de la somme ; au-delà de 10, les paires comptent comme 10.

    >>> points_combinaison(7, 8), points_combinaison(2, 4), points_combinaison(8, 12)
    (90, -200, 200)
    """
    if nb == 0:
        return 0
    if nb < PAIRES_NEUTRES:
        return PENALITE
    return (min(nb, PAIRES_MAX_COMPTEES) - PAIRES_NEUTRES) * VALEURS_SOMMES[somme]


def calculer_score(combinaisons):
    """Retourne le score de la partie : la somme des points de chaque somme.

    >>> combinaisons = nouvelles_combinaisons()
    >>> combinaisons[7], combinaisons[10] = 6, 1
    >>> calculer_score(combinaisons)
    -170
    """
    return sum(points_combinaison(somme, combinaisons[somme]) for somme in SOMMES)


# --- Les paires et le rejet ---------------------------------------------------------

def separer_choix(numeros):
    """Retourne les deux paires de numéros de dés nommées par ``numeros`` (4 numéros).

    >>> separer_choix([1, 2, 4, 5])
    ([1, 2], [4, 5])
    """
    return numeros[:TAILLE_PAIRE], numeros[TAILLE_PAIRE:]


def numero_du_rejet(numeros, nb_des):
    """Retourne le numéro du dé que ``numeros`` laisse de côté.

    >>> numero_du_rejet([1, 2, 4, 5], 5)
    3
    """
    restants = [numero for numero in range(PREMIER_NUMERO_DE, PREMIER_NUMERO_DE + nb_des)
                if numero not in numeros]
    return restants[0]


def valeur_du_de(des, numero):
    """Retourne la valeur du dé de numéro ``numero`` (1 pour le premier)."""
    return des[numero - PREMIER_NUMERO_DE]


def sommes_des_paires(des, numeros):
    """Retourne les deux sommes formées par les paires nommées.

    >>> sommes_des_paires([6, 1, 6, 5, 5], [1, 2, 4, 5])
    (7, 10)
    """
    premiere, seconde = separer_choix(numeros)
    return (sum(valeur_du_de(des, numero) for numero in premiere),
            sum(valeur_du_de(des, numero) for numero in seconde))


def valeurs_de_rejet(rejets):
    """Retourne la liste des valeurs de rejet déjà fixées, dans leur ordre d'apparition."""
    return [entree[VALEUR] for entree in rejets]


def rejets_sont_fixes(rejets):
    """Retourne vrai quand les trois valeurs de rejet sont fixées."""
    return len(rejets) == NB_VALEURS_REJET


def est_lancer_libre(des, rejets):
    """Retourne vrai si le rejet est libre : trois valeurs fixées, aucune sur les dés.

    >>> est_lancer_libre([2, 4, 4, 6, 6], [[1, 2], [3, 1], [5, 4]])
    True
    """
    return rejets_sont_fixes(rejets) and not set(des) & set(valeurs_de_rejet(rejets))


def numeros_rejet_permis(des, rejets):
    """Retourne les numéros des dés que le joueur peut laisser de côté comme rejet.

    Tant que les trois valeurs ne sont pas fixées, ou lors d'un lancer libre,
    n'importe quel dé ; sinon, seulement ceux qui montrent une valeur de rejet.

    >>> numeros_rejet_permis([1, 4, 4, 6, 6], [[1, 2], [3, 1], [5, 4]])
    [1]
    """
    numeros = range(PREMIER_NUMERO_DE, PREMIER_NUMERO_DE + len(des))
    if not rejets_sont_fixes(rejets) or est_lancer_libre(des, rejets):
        return list(numeros)
    permises = valeurs_de_rejet(rejets)
    return [numero for numero in numeros if valeur_du_de(des, numero) in permises]


def noter_paires(des, numeros, combinaisons):
    """Ajoute une paire à chacune des deux sommes formées ; modifie ``combinaisons``, retourne None."""
    for somme in sommes_des_paires(des, numeros):
        combinaisons[somme] += 1


def noter_rejet(rejets, valeur):
    """Compte un rejet de ``valeur`` ; modifie ``rejets`` (ajoute la valeur si nouvelle), retourne None.

    À n'appeler que pour un rejet permis et hors lancer libre.

    >>> rejets = [[3, 1]]
    >>> noter_rejet(rejets, 3); noter_rejet(rejets, 5)
    >>> rejets
    [[3, 2], [5, 1]]
    """
    for entree in rejets:
        if entree[VALEUR] == valeur:
            entree[COMPTE] += 1
            return
    rejets.append([valeur, PREMIER_REJET])


def appliquer_choix(des, numeros, combinaisons, rejets):
    """Joue le choix ``numeros`` (quatre numéros de dés, deux paires) sur ces dés.

    Modifie ``combinaisons`` (deux paires de plus) et ``rejets`` (le dé
    restant, sauf lors d'un lancer libre), et retourne None. Le choix doit être
    permis : la saisie le vérifie avant.
    """
    libre = est_lancer_libre(des, rejets)
    noter_paires(des, numeros, combinaisons)
    if not libre:
        noter_rejet(rejets, valeur_du_de(des, numero_du_rejet(numeros, len(des))))


def nb_tours_joues(combinaisons):
    """Retourne le nombre de tours joués : chaque tour ajoute deux paires."""
    return sum(combinaisons) // NB_PAIRES_PAR_TOUR


def nb_lancers_libres(combinaisons, rejets):
    """Retourne le nombre de lancers libres (F) : les tours sans rejet compté.

    >>> nb_lancers_libres([0] * 7 + [4] + [0] * 5, [[3, 1]])
    1
    """
    return nb_tours_joues(combinaisons) - sum(entree[COMPTE] for entree in rejets)


def partie_finie(rejets):
    """Retourne vrai quand une valeur de rejet a atteint FIN_REJET."""
    return any(entree[COMPTE] >= FIN_REJET for entree in rejets)
