"""Les dés : générer un dé, rouler les dés choisis par le joueur.

Explication : le seul endroit où le hasard touche les dés. Le générateur est reçu en paramètre
(``rng``) : une partie se rejoue (``--graine``) et un test fournit ses dés, comme le recommande
l'énoncé (§5.2 : « au départ mettez des valeurs fixes »).

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021), §5.1 « Algorithme pour rouler les dés choisis par le
joueur » et §5.2 (la fonction pour générer les dés) ; documentation du module ``random`` de Python.
"""

from yum.constantes import BASE_DECIMALE, DES_MIN, NB_FACES, PREMIER_NUMERO_DE


def lancer_un_de(rng):
    """Retourne la valeur d'un dé lancé, de DES_MIN à NB_FACES.

    Stratégie : la formule de l'énoncé, Math.random() * NB_FACES + DES_MIN. Seule la suite de
    ``rng.random()`` est garantie identique d'une version de Python à l'autre : une graine donne
    donc la même partie partout.

    Auteurs : l'équipe du projet « Dés »."""
    return int(rng.random() * NB_FACES) + DES_MIN


def rouler_des(des, choix, rng):
    """Relance, dans la liste ``des`` elle-même, les dés nommés par ``choix``.

    ``choix`` est un entier déjà validé dont chaque chiffre est un numéro de dé (PREMIER_NUMERO_DE
    pour le premier) : 523 relance les dés 2, 3 et 5. Modifie ``des`` et retourne None.

    Stratégie (énoncé, §5.1) : ``choix % BASE_DECIMALE`` donne le dernier chiffre, le numéro d'un
    dé ; ``choix // BASE_DECIMALE`` l'enlève, jusqu'au dernier.

    Auteurs : l'équipe du projet « Dés »."""
    while choix > 0:
        # Le dernier chiffre du choix : le numéro du prochain dé à relancer.
        numero_de = choix % BASE_DECIMALE
        des[numero_de - PREMIER_NUMERO_DE] = lancer_un_de(rng)
        choix //= BASE_DECIMALE
