"""Les dés : lancer un dé, lancer plusieurs dés, rouler les dés choisis.

Explication : ce module est le seul endroit où le hasard touche les dés. Le
générateur aléatoire n'est jamais créé ici : il est reçu en paramètre (``rng``,
un ``random.Random``), pour qu'une partie soit reproductible (option
``--graine``) et qu'un test puisse fournir des dés choisis d'avance. Les trois
jeux du projet (Yum, Dés en solitaire, 30000) s'en servent, avec 5 ou 6 dés.

Une « source de dés » est ce que les parties reçoivent à la place de ``rng`` :
un objet qui a ``random()`` (pour ``lancer_un_de``) et ``annoncer(numeros)``,
appelée avant chaque lancer avec les numéros des dés qui vont rouler. Le
hasard (``DesAuHasard``) ignore l'annonce ; les dés réels
(``yum.saisie.DesManuels``, option ``--des-manuels``) en profitent pour
demander au joueur ce que montrent ses dés. Les règles et les boucles de
jeu ne savent pas laquelle elles ont.

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021), §5.1 « Algorithme pour rouler
les dés choisis par le joueur » ; documentation du module ``random`` de Python.
"""

from yum.constantes import BASE_DECIMALE, DES_MIN, NB_FACES, PREMIER_NUMERO_DE


def lancer_un_de(rng):
    """Retourne la valeur d'un dé lancé, de DES_MIN à NB_FACES.

    Stratégie : la formule de l'énoncé, Math.random() * NB_FACES + 1. Seule la
    suite de ``random()`` est garantie identique d'une version de Python à
    l'autre : une graine donne donc la même partie partout.
    """
    return int(rng.random() * NB_FACES) + DES_MIN


def lancer_des(nb_des, source):
    """Retourne une nouvelle liste de ``nb_des`` dés lancés par la source de dés."""
    source.annoncer(list(range(PREMIER_NUMERO_DE, PREMIER_NUMERO_DE + nb_des)))
    return [lancer_un_de(source) for _ in range(nb_des)]


def rouler_des(des, choix, rng):
    """Relance, dans la liste ``des`` elle-même, les dés nommés par ``choix``.

    ``choix`` est un entier déjà validé dont chaque chiffre est un numéro de dé
    (1 pour le premier) : 523 relance les dés 2, 3 et 5. Modifie ``des`` et
    retourne None.

    Stratégie (énoncé, §5.1) : ``choix % 10`` donne le dernier chiffre, le
    numéro d'un dé ; ``choix // 10`` l'enlève. On boucle jusqu'à épuiser les
    chiffres. Les numéros vont de 1 à len(des), les indices de 0 à len(des) - 1.

    >>> class DesQuiFontSix:
    ...     def random(self):
    ...         return 0.99
    >>> des = [1, 1, 1, 1, 1]
    >>> rouler_des(des, 523, DesQuiFontSix())
    >>> des
    [1, 6, 6, 1, 6]
    """
    while choix > 0:
        numero_de = choix % BASE_DECIMALE
        des[numero_de - PREMIER_NUMERO_DE] = lancer_un_de(rng)
        choix //= BASE_DECIMALE


def choix_des_numeros(numeros):
    """Retourne l'entier de choix qui nomme ces numéros de dés, pour ``rouler_des``.

    >>> choix_des_numeros([2, 3, 5])
    235
    """
    choix = 0
    for numero in numeros:
        choix = choix * BASE_DECIMALE + numero
    return choix


def numeros_du_choix(choix):
    """Retourne les numéros de dés d'un choix, dans l'ordre où ``rouler_des`` les relance.

    >>> numeros_du_choix(523)
    [3, 2, 5]
    """
    numeros = []
    while choix > 0:
        numeros.append(choix % BASE_DECIMALE)
        choix //= BASE_DECIMALE
    return numeros


def relancer(des, choix, source):
    """Relance avec la source de dés ceux que nomme ``choix`` ; modifie ``des``, retourne None.

    La source est prévenue des dés qui vont rouler, puis ``rouler_des`` fait
    le travail, comme le décrit l'énoncé.
    """
    source.annoncer(numeros_du_choix(choix))
    rouler_des(des, choix, source)


class DesAuHasard:
    """La source de dés ordinaire : le hasard d'un ``random.Random``."""

    def __init__(self, rng):
        """Prépare la source autour du générateur ``rng``."""
        self.rng = rng

    def random(self):
        """Retourne le prochain nombre de [0, 1) du générateur."""
        return self.rng.random()

    def annoncer(self, numeros):
        """Ne fait rien : le hasard n'a pas besoin de savoir quels dés roulent."""
