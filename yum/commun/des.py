"""Les dés des trois jeux : leurs nombres, le lancer d'un dé, la probabilité d'un jet.

Explication : les jeux frères et les pièces communes ont besoin des dés sans
passer par le programme de l'énoncé, qui garde les siens. Un dé se lance
comme le dit l'énoncé, ``Math.random() * NB_FACES + 1`` : seule la suite de
``random()`` est garantie d'une version de Python à l'autre, si bien qu'une
graine donne la même partie partout.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import math

# Nombre de faces d'un dé.
NB_FACES = 6
# Plus petite valeur d'un dé (la plus grande est NB_FACES).
DES_MIN = 1
# Numéro que le joueur tape pour le premier dé (son indice dans la liste est 0).
PREMIER_NUMERO_DE = 1
# Base de numération : choix % BASE_DECIMALE donne le dernier chiffre d'un choix de dés.
BASE_DECIMALE = 10


def lancer_un_de(rng):
    """Retourne la valeur d'un dé lancé avec ``rng``, de DES_MIN à NB_FACES.

    >>> class DesQuiFontSix:
    ...     def random(self):
    ...         return 0.99
    >>> lancer_un_de(DesQuiFontSix())
    6
    """
    return int(rng.random() * NB_FACES) + DES_MIN


def probabilite_du_jet(jet):
    """Retourne la probabilité d'obtenir ce multiensemble de dés en les lançant.

    >>> probabilite_du_jet((6, 6)) == 1 / 36, probabilite_du_jet((1, 2)) == 2 / 36
    (True, True)
    """
    arrangements = math.factorial(len(jet))
    for valeur in set(jet):
        arrangements //= math.factorial(jet.count(valeur))
    return arrangements / NB_FACES ** len(jet)
