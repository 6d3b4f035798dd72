"""Des parties jouées par le conseiller, pour la simulation et les mesures.

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
"""

from typing import NamedTuple

from solitaire.conseiller.apprentissage import jouer_une_partie
from solitaire.conseiller.poids import conseiller_solitaire
from solitaire.constantes import PAIRES_NEUTRES
from solitaire.regles import SOMMES, calculer_score, nb_lancers_libres, nb_tours_joues, valeurs_de_rejet

# --- Des parties simulées -----------------------------------------------------------

class Bilan(NamedTuple):
    """Ce qu'on retient d'une partie simulée."""

    score: int
    tours: int
    lancers_libres: int
    # Les sommes ouvertes (au moins une paire), et celles qui finissent à -200 (1 à 4 paires).
    sommes_ouvertes: int
    sommes_negatives: int
    # Les trois valeurs de rejet de la partie (ou moins, si elle a fini avant).
    valeurs_de_rejet: tuple


def bilan_de_la_partie(combinaisons, rejets):
    """Retourne le bilan d'une partie finie."""
    ouvertes = [somme for somme in SOMMES if combinaisons[somme] > 0]
    negatives = [somme for somme in ouvertes if combinaisons[somme] < PAIRES_NEUTRES]
    return Bilan(calculer_score(combinaisons), nb_tours_joues(combinaisons),
                 nb_lancers_libres(combinaisons, rejets), len(ouvertes), len(negatives),
                 tuple(valeurs_de_rejet(rejets)))


def simuler(nb_parties, source, progression=None, conseiller=None):
    """Retourne les bilans de ``nb_parties`` parties jouées par ce conseiller avec cette source de dés.

    ``conseiller`` : celui livré avec le jeu si rien n'est donné ;
    ``progression(faites, total)`` est appelée après chaque partie, si elle est donnée.
    """
    conseiller = conseiller or conseiller_solitaire()
    bilans = []
    for faite in range(1, nb_parties + 1):
        bilans.append(bilan_de_la_partie(*jouer_une_partie(conseiller, source)))
        if progression is not None:
            progression(faite, nb_parties)
    return bilans
