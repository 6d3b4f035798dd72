"""Le conseiller gagnant : le score espéré, plus une prime pour la chance d'atteindre 500.

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
"""

import math
from typing import NamedTuple

from solitaire.conseiller.choix import position_apres
from solitaire.conseiller.decoupage import cle_des_rejets, temps_restant
from solitaire.conseiller.lancers import choix_distincts, lancers_et_effets, numero_d_effet, rejets_apres
from solitaire.conseiller.prevoyance import ConseillerPrevoyant
from solitaire.constantes import SCORE_GAGNANT
from solitaire.regles import calculer_score, nouvelles_combinaisons, partie_finie

# --- Viser la victoire : une prime pour 500 points ----------------------------------------------------
#
# Le conseiller prévoyant maximise le score final espéré ; or une partie est
# gagnée à 500 points, et 60 points d'espérance ne valent pas la même chose à
# 300 qu'autour de 500. Le conseiller gagnant maximise donc le score espéré plus
# une prime pour chaque chance de gagner : la valeur d'une position finie est
# son score, plus la prime si elle atteint 500 ; celle d'une position pas
# finie, au bout du lancer d'avance, est sa valeur apprise plus la prime fois
# sa chance de gagner. Cette chance est estimée en supposant le score final
# distribué selon une loi normale centrée sur la valeur apprise, d'écart type
# mesuré selon le temps qui reste (voir ``mesurer_les_ecarts``). Quand la
# victoire est hors de portée ou presque sûre, la chance ne bouge plus et le
# conseiller revient au score espéré ; autour de 500, il prend le choix qui y
# mène le plus sûrement, s'il ne coûte pas trop de points.

# La prime de victoire, en points : ce que vaut pour le conseiller gagnant une partie qui atteint 500.
# Réglée en duel apparié contre le prévoyant sur des graines de mise au point (2001 à 2003) : de 400 à
# 1600 points essayés ; 1000, 1200 et 1400 y coûtaient autant (2,3 points de moyenne sur 3000 parties)
# et 1400 gagnait le plus de parties (+1,5 point de pourcentage). Voir LISEZMOI.md, les mesures.
PRIME_DE_VICTOIRE = 1400
# Les scores sont des multiples de 10 : la chance d'atteindre 500 se lit à mi-chemin de 490 et 500.
PAS_DES_SCORES = 10
SEUIL_CONTINU = SCORE_GAGNANT - PAS_DES_SCORES / 2
# L'écart type du score final autour de la valeur apprise, selon le temps qui reste (indice : 0 à 22,
# voir ``temps_restant`` ; 0 ne sert pas, la partie est finie). Mesuré par ``python -m
# solitaire.conseiller --ecarts`` (2000 parties du conseiller simple, graine ECARTS_GRAINE), arrondi au
# point ; le temps 22 (jamais vu après un choix) reprend l'écart du temps 21.
ECARTS_TYPES_DU_SCORE = (0, 75, 99, 127, 146, 166, 185, 201, 213, 227, 238, 252, 262, 268, 273, 276,
                         282, 285, 289, 291, 292, 293, 293)


def chance_de_gagner(valeur, ecart_type):
    """Retourne la chance qu'un score final de loi normale (moyenne ``valeur``, cet écart type) atteigne 500.

    >>> chance_de_gagner(SEUIL_CONTINU, 100.0), round(chance_de_gagner(SEUIL_CONTINU + 100, 100.0), 3)
    (0.5, 0.841)
    """
    return 0.5 * (1.0 + math.erf((valeur - SEUIL_CONTINU) / (ecart_type * math.sqrt(2))))


class Estimation(NamedTuple):
    """Ce que le conseiller gagnant espère d'une position."""

    # Ce qu'il maximise : le score espéré plus la prime fois la chance de gagner.
    utilite: float
    # Le score final espéré, en points, et la chance de gagner (0 à 1), en jouant ses propres choix.
    score: float
    chance: float


class ConseillerGagnant(ConseillerPrevoyant):
    """Le conseiller qui vise la victoire : le lancer d'avance du prévoyant, sur le score espéré plus
    une prime pour la chance d'atteindre 500 points (voir plus haut).

    ``valeur`` (et donc ``classer_choix``) rend cette utilité ; ``estimer``
    rend aussi le score espéré et la chance de gagner, pour les montrer.
    """

    def __init__(self, poids, prime=PRIME_DE_VICTOIRE, memoire=None):
        """Garde les poids, la prime de victoire (en points) et la mémoire partagée (voir le prévoyant)."""
        super().__init__(poids, memoire)
        self.prime = prime

    def valeur(self, combinaisons, rejets):
        """Retourne l'utilité de cette position : score espéré plus la prime fois la chance de gagner."""
        return self.estimer(combinaisons, rejets).utilite

    def estimer(self, combinaisons, rejets):
        """Retourne l'``Estimation`` de cette position, un lancer d'avance (exacte si la partie est finie).

        À chaque lancer, il prend l'effet de plus grande utilité ; le score et
        la chance retournés sont ceux des effets ainsi choisis.
        """
        if partie_finie(rejets):
            score = calculer_score(combinaisons)
            gagnee = 1.0 if score >= SCORE_GAGNANT else 0.0
            return Estimation(score + self.prime * gagnee, score, gagnee)
        lancers, valeurs = self.effets_de_la_position(combinaisons, rejets)
        chances = self.chances_des_effets(rejets, valeurs)
        prime = self.prime
        utilites = [valeur + prime * chance for valeur, chance in zip(valeurs, chances)]
        lire = utilites.__getitem__
        utilite = score = chance = 0.0
        for probabilite, effets in lancers:
            meilleur = max(effets, key=lire)
            utilite += probabilite * utilites[meilleur]
            score += probabilite * valeurs[meilleur]
            chance += probabilite * chances[meilleur]
        return Estimation(utilite, score, chance)

    def classer_estimations(self, des, combinaisons, rejets):
        """Retourne les choix permis de ce lancer, du meilleur au moins bon : (``Estimation``, numéros)."""
        estimations = [(self.estimer(*position_apres(des, numeros, combinaisons, rejets)), numeros)
                       for numeros in choix_distincts(des, rejets)]
        return sorted(estimations, key=lambda estimation_et_choix: -estimation_et_choix[0].utilite)

    def classer_choix(self, des, combinaisons, rejets):
        """Retourne les choix permis de ce lancer, de la plus grande utilité à la plus petite :
        (utilité, numéros).
        """
        return [(estimation.utilite, numeros)
                for estimation, numeros in self.classer_estimations(des, combinaisons, rejets)]

    @staticmethod
    def chances_des_effets(rejets, valeurs):
        """Retourne la chance de gagner de chaque effet, dans une liste indicée comme ``valeurs``.

        Un effet qui finit la partie gagne ou perd pour de bon ; les autres ont
        la chance de la loi normale, d'écart type selon le temps qui reste après leur rejet.
        """
        _, couples, issues = lancers_et_effets(cle_des_rejets(rejets))
        chances = [0.0] * len(valeurs)
        erf = math.erf
        for issue in issues:
            apres = rejets_apres(rejets, issue)
            numeros = [numero_d_effet(couple, issue) for couple in couples]
            if partie_finie(apres):
                for numero in numeros:
                    chances[numero] = 1.0 if valeurs[numero] >= SCORE_GAGNANT else 0.0
                continue
            # Le calcul de ``chance_de_gagner``, déroulé : il est fait pour chaque effet de chaque choix.
            inverse = 1.0 / (ECARTS_TYPES_DU_SCORE[temps_restant(apres)] * math.sqrt(2))
            for numero in numeros:
                chances[numero] = 0.5 * (1.0 + erf((valeurs[numero] - SEUIL_CONTINU) * inverse))
        return chances

    def esperance_depart(self):
        """Retourne le score que le conseiller espère d'une partie neuve (pas l'utilité)."""
        return self.estimer(nouvelles_combinaisons(), []).score
