"""Le duel des Dés en solitaire : deux joueurs sur les mêmes dés, et la différence de leurs scores.

Explication : pour savoir si un joueur est meilleur qu'un autre, on les fait
jouer sur les **mêmes dés** : la partie numéro i tire ses dés d'un
``random.Random`` qui lui est propre (graine de la partie : voir
``graine_de_partie``), et les deux joueurs la jouent chacun à leur tour. Tant
qu'ils font les mêmes choix, ils voient les mêmes lancers ; la chance commune
s'annule dans la différence, dont l'erreur type est bien plus petite que
celle de chaque moyenne (comparaison « appariée »).

``python -m solitaire.duel N --graine S`` oppose le conseiller livré
(``gagnant`` : un lancer d'avance sur la valeur apprise, avec une prime pour
la victoire) au conseiller d'avant lui (``prevoyant`` : le même lancer
d'avance, sur le score espéré seul), et
affiche pour chacun la moyenne, la part des parties gagnées et leurs erreurs
types, puis la différence appariée et son erreur type. Les parties se
répartissent sur ``--processus`` processus ; le résultat n'en dépend pas.
Les joueurs à un lancer d'avance et aux mêmes poids partagent, le temps d'une
partie, les valeurs des positions déjà calculées : tant qu'ils jouent les
mêmes choix, chaque position n'est calculée qu'une fois.

Auteurs : l'équipe du projet « Dés ».
Version : 1.1.0
Références : règlements « Pour jouer aux DÉS EN SOLITAIRE » ; conseiller du projet.
"""

import functools
import math
import random
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor

from solitaire.conseiller import (
    NB_POIDS,
    Conseiller,
    ConseillerGagnant,
    ConseillerPrevoyant,
    charger_poids,
    charger_poids_du_premier,
    jouer_une_partie,
)
from solitaire.constantes import SCORE_GAGNANT
from solitaire.regles import calculer_score
from yum.commun.mots import formater_points
from yum.commun.sources import DesAuHasard

# Les graines des parties d'un duel : la partie i de la graine S a la graine S × PARTIES_PAR_GRAINE + i.
PARTIES_PAR_GRAINE = 1_000_000
# Les joueurs qu'on peut opposer.
GAGNANT = "gagnant"
PREVOYANT = "prevoyant"
PREMIER = "premier"
PREMIER_PREVOYANT = "premier-prevoyant"
SIMPLE = "simple"
GLOUTON = "glouton"
JOUEURS = (GAGNANT, PREVOYANT, PREMIER, PREMIER_PREVOYANT, SIMPLE, GLOUTON)
# Le duel par défaut : le conseiller livré contre celui qu'il remplace.
DUEL_PAR_DEFAUT = (GAGNANT, PREVOYANT)
# Nombre de processus par défaut.
PROCESSUS_PAR_DEFAUT = 1
# Nombre de parties d'un morceau de travail confié à un processus.
TAILLE_DES_MORCEAUX = 100
# Pendant un long duel, le point est fait toutes les ... parties, sur la sortie d'erreur.
PERIODE_DU_POINT = 1000
# Les pourcentages s'affichent avec une décimale, les erreurs types des parts avec deux.
CENT = 100


def graine_de_partie(graine, partie):
    """Retourne la graine des dés de la partie numéro ``partie`` (à partir de 0) du duel de graine ``graine``.

    >>> graine_de_partie(7, 12)
    7000012
    """
    return graine * PARTIES_PAR_GRAINE + partie


def creer_joueur(nom, poids, memoire=None):
    """Retourne le joueur nommé : ``gagnant`` (le conseiller livré, qui vise aussi la victoire),
    ``prevoyant`` (le conseiller d'avant : un lancer d'avance sur le score espéré), ``premier`` (le
    premier conseiller, sa valeur apprise seule), ``premier-prevoyant`` (les poids du premier, avec le
    lancer d'avance), ``simple`` (les poids livrés, sans le lancer d'avance) ou ``glouton`` (poids
    nuls : le plus grand score immédiat).

    ``poids`` : les poids livrés ; ``memoire`` : celle que partagent les joueurs à un lancer
    d'avance sur ces poids (voir ``ConseillerPrevoyant``).
    """
    if nom == GAGNANT:
        return ConseillerGagnant(poids, memoire=memoire)
    if nom == PREVOYANT:
        return ConseillerPrevoyant(poids, memoire)
    if nom == PREMIER:
        return Conseiller(charger_poids_du_premier())
    if nom == PREMIER_PREVOYANT:
        return ConseillerPrevoyant(charger_poids_du_premier())
    if nom == SIMPLE:
        return Conseiller(poids)
    return Conseiller([0.0] * NB_POIDS)


def scores_des_parties(noms, graine, parties):
    """Retourne, pour chaque partie numérotée dans ``parties``, le tuple des scores des joueurs ``noms``."""
    memoire = {}
    poids = charger_poids()
    joueurs = [creer_joueur(nom, poids, memoire) for nom in noms]
    resultats = []
    for partie in parties:
        # Les positions d'une partie ne reviennent pas dans la suivante.
        memoire.clear()
        des = [DesAuHasard(random.Random(graine_de_partie(graine, partie))) for _ in joueurs]
        resultats.append(tuple(calculer_score(jouer_une_partie(joueur, source)[0])
                               for joueur, source in zip(joueurs, des)))
    return resultats


def jouer_le_duel(noms, nb_parties, graine, processus=PROCESSUS_PAR_DEFAUT, progression=None):
    """Retourne les scores des joueurs ``noms`` sur les parties 0 à ``nb_parties`` - 1 : un tuple par partie.

    Avec plusieurs processus, les parties sont coupées en morceaux ; l'ordre et
    les scores sont les mêmes qu'avec un seul. ``progression(resultats)``, si
    elle est donnée, reçoit les scores déjà connus après chaque morceau, dans l'ordre des parties.
    """
    morceaux = [range(debut, min(nb_parties, debut + TAILLE_DES_MORCEAUX))
                for debut in range(0, nb_parties, TAILLE_DES_MORCEAUX)]
    resultats = []
    if processus <= 1:
        for morceau in morceaux:
            resultats += scores_des_parties(noms, graine, morceau)
            if progression is not None:
                progression(resultats)
        return resultats
    with ProcessPoolExecutor(processus) as executeur:
        for scores in executeur.map(scores_des_parties, [noms] * len(morceaux), [graine] * len(morceaux),
                                    morceaux):
            resultats += scores
            if progression is not None:
                progression(resultats)
    return resultats


def afficher_le_duel_en_cours(noms, resultats):
    """Écrit le rapport des parties jouées sur la sortie d'erreur, toutes les PERIODE_DU_POINT parties."""
    if len(resultats) % PERIODE_DU_POINT == 0:
        print(formater_duel(noms, resultats), file=sys.stderr, flush=True)


def moyenne_et_erreur_type(valeurs):
    """Retourne (moyenne, erreur type de la moyenne) d'une liste de nombres (erreur 0 pour un seul nombre).

    >>> moyenne_et_erreur_type([1, 2, 3, 4]), moyenne_et_erreur_type([7])
    ((2.5, 0.6454972243679028), (7.0, 0.0))
    """
    if len(valeurs) < 2:
        return statistics.fmean(valeurs), 0.0
    return statistics.fmean(valeurs), statistics.stdev(valeurs) / math.sqrt(len(valeurs))


def formater_duel(noms, resultats):
    """Retourne le rapport du duel : chaque joueur, puis la différence appariée du premier avec chacun."""
    nombre = len(resultats)
    scores = list(zip(*resultats))
    gagnees = [[1 if score >= SCORE_GAGNANT else 0 for score in liste] for liste in scores]
    lignes = [f"Duel : {nombre} parties, les mêmes dés pour chaque joueur."]
    for nom, liste, victoires in zip(noms, scores, gagnees):
        moyenne, erreur = moyenne_et_erreur_type(liste)
        part, erreur_part = moyenne_et_erreur_type(victoires)
        lignes.append(f"  {nom} : moyenne {formater_points(moyenne)} ± {formater_points(erreur)} ;"
                      f" parties gagnées {formater_points(CENT * part, 2)} %"
                      f" ± {formater_points(CENT * erreur_part, 2)} %")
    for nom, liste, victoires in zip(noms[1:], scores[1:], gagnees[1:]):
        ecart, erreur = moyenne_et_erreur_type([a - b for a, b in zip(scores[0], liste)])
        ecart_part, erreur_part = moyenne_et_erreur_type([a - b for a, b in zip(gagnees[0], victoires)])
        lignes.append(f"  {noms[0]} moins {nom} (apparié) : {formater_points(ecart)}"
                      f" ± {formater_points(erreur)} points ; {formater_points(CENT * ecart_part, 2)}"
                      f" ± {formater_points(CENT * erreur_part, 2)}"
                      " points de pourcentage de parties gagnées")
    return "\n".join(lignes)


def joueurs(texte):
    """Retourne les noms des joueurs d'un duel écrits « a,b » (au moins deux joueurs connus).

    >>> joueurs("prevoyant,premier")
    ('prevoyant', 'premier')
    """
    import argparse
    noms = tuple(nom.strip() for nom in texte.split(","))
    if len(noms) < 2 or any(nom not in JOUEURS for nom in noms):
        raise argparse.ArgumentTypeError(f"« {texte} » : donnez au moins deux joueurs parmi"
                                         f" {', '.join(JOUEURS)}")
    return noms


def main(arguments=None):
    """Joue le duel demandé et affiche son rapport ; retourne 0."""
    from yum.commun import __version__
    from yum.commun.options import AnalyseurFrancais, entier_positif_ou_nul, entier_strictement_positif
    analyseur = AnalyseurFrancais(__version__, "Duel de conseillers des Dés en solitaire",
                                  prog="python -m solitaire.duel",
                                  description="Deux joueurs des Dés en solitaire sur les mêmes dés.")
    analyseur.add_argument("parties", type=entier_strictement_positif, metavar="N",
                           help="nombre de parties")
    analyseur.add_argument("--graine", type=entier_positif_ou_nul, default=0, metavar="S",
                           help="graine des dés (défaut : 0)")
    analyseur.add_argument("--joueurs", type=joueurs, default=DUEL_PAR_DEFAUT, metavar="A,B",
                           help=f"les joueurs, parmi {', '.join(JOUEURS)}"
                                f" (défaut : {','.join(DUEL_PAR_DEFAUT)})")
    analyseur.add_argument("--processus", type=entier_strictement_positif, default=PROCESSUS_PAR_DEFAUT,
                           metavar="P", help=f"nombre de processus (défaut : {PROCESSUS_PAR_DEFAUT})")
    options = analyseur.parse_args(arguments)
    resultats = jouer_le_duel(options.joueurs, options.parties, options.graine, options.processus,
                              functools.partial(afficher_le_duel_en_cours, options.joueurs))
    print(formater_duel(options.joueurs, resultats))
    return 0


if __name__ == "__main__":
    sys.exit(main())
