"""Le registre des comportements : chacun s'inscrit là où il est écrit, par un décorateur.

Explication : comme check50, un comportement vérifié est une fonction décorée
par ``@comportement(identifiant, section)`` ; la première ligne de sa
docstring est son titre dans le rapport. Deux sortes : un comportement
« journal » est une fonction pure des journaux des parties déjà jouées (la
partie longue du plan, ``marathon``) ; une « sonde » joue sa propre courte
partie (une réponse invalide placée à une question précise) et la juge.
L'ordre du rapport est l'ordre d'inscription. Une sonde peut avoir un
complément, inscrit par ``@complement_de(identifiant)`` : ce que les parties
entières montrent de sa règle, aux cases qu'elles choisissent.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from collections.abc import Callable
from typing import NamedTuple

# Les deux sortes de comportements : jugé sur les journaux de la partie longue, ou sa propre courte partie.
JOURNAL, SONDE = "journal", "sonde"


class Comportement(NamedTuple):
    """Un comportement vérifié sur le programme : un test du rapport."""

    identifiant: str
    titre: str
    section: str
    # La fonction : pour un « journal », elle prend les journaux ; pour une « sonde », la séance. Elle
    # retourne la phrase du verdict « réussi », ou lève ``Faute`` ou ``Incompris``.
    verification: Callable
    sorte: str = JOURNAL


# Les comportements inscrits, dans l'ordre du rapport.
COMPORTEMENTS = []
# Les compléments des sondes, par identifiant : une fonction des journaux des parties entières (ce que la
# sonde ne voit qu'à ses propres cases, les parties entières le voient aux leurs). Elle retourne une phrase,
# ou lève ``Faute`` : la sonde réussie échoue alors, sur son passage ; tout autre verdict reste le sien.
COMPLEMENTS = {}


def titre_de(fonction):
    """Retourne le titre d'un comportement : la première ligne de sa docstring, sans point final."""
    premiere = (fonction.__doc__ or fonction.__name__).strip().splitlines()[0].strip()
    return premiere[:-1] if premiere.endswith(".") else premiere


def comportement(identifiant, section, sorte=JOURNAL):
    """Retourne le décorateur qui inscrit une fonction comme le comportement ``identifiant`` (§ ``section``).

    La fonction décorée est rendue telle quelle.
    """
    def inscrire(fonction):
        """Inscrit ``fonction`` dans ``COMPORTEMENTS`` ; la retourne."""
        if any(deja.identifiant == identifiant for deja in COMPORTEMENTS):
            raise ValueError(f"comportement inscrit deux fois : {identifiant}")
        COMPORTEMENTS.append(Comportement(identifiant, titre_de(fonction), section, fonction, sorte))
        return fonction
    return inscrire


def complement_de(identifiant):
    """Retourne le décorateur qui inscrit une fonction des journaux comme le complément de la sonde
    ``identifiant`` (``COMPLEMENTS``) ; la fonction décorée est rendue telle quelle."""
    def inscrire(fonction):
        """Inscrit ``fonction`` dans ``COMPLEMENTS`` ; la retourne."""
        if identifiant in COMPLEMENTS:
            raise ValueError(f"complément inscrit deux fois : {identifiant}")
        COMPLEMENTS[identifiant] = fonction
        return fonction
    return inscrire
