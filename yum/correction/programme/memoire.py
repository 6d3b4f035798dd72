"""Une revue des journaux : chaque parcours commun ne s'y fait qu'une fois.

Explication : une revue juge tous les comportements qui manquent de preuves,
l'un après l'autre, sur la même liste de journaux (``marathon``, après chaque
partie ; ``correcteur``, à la fin). Plusieurs comportements y demandent les
mêmes parcours (les grilles fraîches, les faces dessinées, les relances
suivies) : pendant une revue (``une_revue``), une fonction décorée par
``une_fois_par_revue`` rend pour les mêmes journaux, la même liste, et les
mêmes autres arguments, le résultat qu'elle a déjà calculé. Hors d'une revue,
elle calcule comme avant. Ses résultats se lisent, ne se modifient jamais :
ils sont partagés.

Une revue de la fin lit des journaux finis : le résultat retenu est celui que
le calcul redonnerait, les verdicts ne changent pas. Une revue en cours de
jeu lit des journaux qui grandissent : chaque parcours y voit les journaux
tels qu'ils étaient à son premier appel, au lieu de les voir grandir d'un
comportement à l'autre ; ce qu'elle décide (quelles parties jouer encore) se
rejuge de toute façon sur les journaux finis.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import functools
import threading
from contextlib import contextmanager

# La table de la revue en cours, propre à chaque fil : deux processus joués ensemble revoient chacun les
# leurs, à leur tour.
_revue = threading.local()


@contextmanager
def une_revue():
    """Ouvre une revue pour le bloc (ou garde celle qui est ouverte, dans un bloc imbriqué) ; ne rend rien."""
    ouverte = getattr(_revue, "table", None)
    if ouverte is None:
        _revue.table = {}
    try:
        yield
    finally:
        if ouverte is None:
            _revue.table = None


def cle_d_argument(argument):
    """Retourne ce qui distingue ``argument`` dans une revue : lui-même s'il est hachable, sinon son
    identité (une liste de journaux, qui grandit pendant le jeu, est toujours la même liste)."""
    try:
        hash(argument)
    except TypeError:
        return ("identité", id(argument))
    return argument


def une_fois_par_revue(fonction):
    """Décore ``fonction(journaux, *autres)`` ; retourne la fonction qui, pendant une revue, rend le résultat
    déjà calculé pour la même liste ``journaux`` et les mêmes autres arguments (une liste : la même)."""

    @functools.wraps(fonction)
    def une_fois(journaux, *autres, **nommes):
        table = getattr(_revue, "table", None)
        if table is None:
            return fonction(journaux, *autres, **nommes)
        arguments = (journaux, *autres, *sorted(nommes.items()))
        cle = (fonction, *map(cle_d_argument, arguments))
        retenu = table.get(cle)
        if retenu is not None:
            return retenu[1]
        resultat = fonction(journaux, *autres, **nommes)
        # Les arguments retenus avec le résultat : un argument pris par son identité (une liste) ne peut
        # être libéré, et son adresse servir à une autre liste, tant que la revue dure.
        table[cle] = (arguments, resultat)
        return resultat

    return une_fois
