"""Les dés des trois jeux : leurs nombres, le lancer d'un dé, la probabilité d'un jet.

Explication : les nombres des dés et le lancer d'un dé sont ceux du programme
de l'énoncé (``yum.constantes``, ``yum.des.lancer_un_de``), écrits une seule
fois : les jeux frères et les pièces communes les prennent ici. S'y ajoute la
probabilité d'un jet, dont les conseillers ont besoin.

Auteurs : l'équipe du projet « Dés ».
Version : 1.1.0
"""

import math

from yum.constantes import BASE_DECIMALE, DES_MIN, NB_FACES, PREMIER_NUMERO_DE
from yum.des import lancer_un_de

# Les noms que les jeux frères prennent ici (ils viennent du programme de l'énoncé).
__all__ = ["BASE_DECIMALE", "DES_MIN", "NB_FACES", "PREMIER_NUMERO_DE", "lancer_un_de", "probabilite_du_jet"]


def probabilite_du_jet(jet):
    """Retourne la probabilité d'obtenir ce multiensemble de dés en les lançant.

    >>> probabilite_du_jet((6, 6)) == 1 / 36, probabilite_du_jet((1, 2)) == 2 / 36
    (True, True)
    """
    arrangements = math.factorial(len(jet))
    for valeur in set(jet):
        arrangements //= math.factorial(jet.count(valeur))
    return arrangements / NB_FACES ** len(jet)
