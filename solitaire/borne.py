"""Une borne de ce que peut marquer un joueur aux Dés en solitaire, même s'il connaissait tous les dés.

Explication : le jeu exact est hors de portée (des milliers de milliards de
positions), mais on peut borner le score de **tout** joueur, partie par
partie, en lui accordant plus que les règles :

- il connaît d'avance tous les lancers de la partie (les mêmes dés que le
  duel, ``solitaire.duel``) ;
- il peut rejeter n'importe quel dé, et même ignorer un lancer ;
- sa partie dure au plus ``tours_au_plus`` tours. Ce nombre, lui, est sûr :
  chaque tour est un rejet (le lancer montre une des trois valeurs de rejet
  finales, ou elles ne sont pas encore fixées) ou un lancer libre (il n'en
  montre aucune), et une partie n'a jamais plus de 3 × 7 + 1 = 22 rejets. Sa
  fin est donc au plus au 22ᵉ lancer qui montre une des trois valeurs,
  pour le meilleur choix des trois.

Le meilleur score de ce joueur est encore un problème difficile ; on en
prend une borne supérieure par relaxation lagrangienne : avec un prix μ par
paire de chaque somme, la borne L(μ) est la somme, pour chaque somme, du
meilleur « points - μ × paires » et, pour chaque lancer, du meilleur prix
des deux paires qu'il peut former (ou 0 s'il est ignoré). Toute valeur de μ
donne une borne sûre ; on descend vers la plus basse par sous-gradient.
La moyenne de ces bornes sur un échantillon de parties borne le score moyen
de tout joueur (à l'erreur d'échantillonnage près), et la part des parties
dont la borne atteint 500 borne la part des parties gagnées.

``python -m solitaire.borne N --graine S`` calcule la borne de N parties.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règlements « Pour jouer aux DÉS EN SOLITAIRE » ; relaxation lagrangienne (Held et
Karp ; Fisher, « The Lagrangian relaxation method for solving integer programming problems », 1981).
"""

import itertools
import math
import random
import statistics
import sys

from solitaire.constantes import FIN_REJET, NB_DES, NB_DES_DES_PAIRES, NB_VALEURS_REJET, SCORE_GAGNANT
from solitaire.duel import CENT, graine_de_partie, moyenne_et_erreur_type
from solitaire.regles import SOMMES, points_combinaison
from yum.commun.des import DES_MIN, NB_FACES
from yum.commun.mots import formater_points
from yum.commun.sources import DesAuHasard, lancer_des

# Le plus grand nombre de rejets d'une partie : chaque valeur jusqu'à 7, puis le rejet qui la finit.
REJETS_MAX = NB_VALEURS_REJET * (FIN_REJET - 1) + 1
# Nombre de lancers tirés par partie : bien plus qu'il n'en faut (22 rejets et quelques lancers libres).
NB_LANCERS_TIRES = 60
# Nombre d'itérations du sous-gradient pour une partie.
NB_ITERATIONS = 400
# Le pas du sous-gradient à l'itération k : PAS_INITIAL / racine(k + 1), en points par paire.
PAS_INITIAL = 4.0
# Le prix de départ d'une paire de chaque somme : cette part des points de sa dixième paire par paire.
PART_DU_PRIX_DE_DEPART = 0.5
# Nombre de paires qu'un tour ajoute.
PAIRES_PAR_TOUR = 2


def lancers_de_la_partie(graine, partie, nombre):
    """Retourne les ``nombre`` premiers lancers (cinq dés) de la partie ``partie`` du duel de graine
    ``graine``.
    """
    source = DesAuHasard(random.Random(graine_de_partie(graine, partie)))
    return [lancer_des(NB_DES, source) for _ in range(nombre)]


def tours_au_plus(lancers):
    """Retourne le plus grand nombre de tours que peut durer une partie sur ces lancers (au plus tous).

    Pour chaque choix des trois valeurs de rejet, la partie finit au plus tard
    au REJETS_MAX-ième lancer qui en montre une ; on garde le choix le plus tardif.

    >>> tours_au_plus([[1, 2, 3, 4, 5]] * 30)
    22
    """
    plus_tard = 0
    for valeurs in itertools.combinations(range(DES_MIN, NB_FACES + 1), NB_VALEURS_REJET):
        rejets = 0
        fin = len(lancers)
        for numero, des in enumerate(lancers, start=1):
            if set(des) & set(valeurs):
                rejets += 1
                if rejets == REJETS_MAX:
                    fin = numero
                    break
        plus_tard = max(plus_tard, fin)
    return plus_tard


def couples_du_lancer(des):
    """Retourne les couples de sommes (la plus petite d'abord) que forment quatre des cinq dés, tous
    rejets permis.

    >>> couples_du_lancer([1, 1, 2, 2, 6])
    [(2, 4), (3, 3), (2, 8), (3, 7), (3, 8), (4, 7)]
    """
    couples = []
    for quatre in itertools.combinations(des, NB_DES_DES_PAIRES):
        a, b, c, d = quatre
        for couple in ((a + b, c + d), (a + c, b + d), (a + d, b + c)):
            couple = tuple(sorted(couple))
            if couple not in couples:
                couples.append(couple)
    return couples


def borne_de_la_partie(lancers, iterations=NB_ITERATIONS):
    """Retourne une borne supérieure du score de tout joueur sur ces lancers (voir l'explication du module).

    ``lancers`` doit être assez long pour que la partie y finisse (voir ``tours_au_plus``).
    """
    tours = tours_au_plus(lancers)
    couples = [couples_du_lancer(des) for des in lancers[:tours]]
    paires_max = PAIRES_PAR_TOUR * tours
    points = {somme: [points_combinaison(somme, paires) for paires in range(paires_max + 1)]
              for somme in SOMMES}
    prix = {somme: PART_DU_PRIX_DE_DEPART * max(points[somme]) / paires_max for somme in SOMMES}
    meilleure = math.inf
    for iteration in range(iterations):
        # La part des sommes : pour chacune, le meilleur nombre de paires à ce prix.
        borne = 0.0
        gradient = {}
        for somme in SOMMES:
            paires = max(range(paires_max + 1), key=lambda n: points[somme][n] - prix[somme] * n)
            borne += points[somme][paires] - prix[somme] * paires
            gradient[somme] = -paires
        # La part des lancers : le couple le plus cher, ou rien s'il ne vaut rien.
        for choix in couples:
            a, b = max(choix, key=lambda couple: prix[couple[0]] + prix[couple[1]])
            if prix[a] + prix[b] > 0:
                borne += prix[a] + prix[b]
                gradient[a] += 1
                gradient[b] += 1
        meilleure = min(meilleure, borne)
        pas = PAS_INITIAL / math.sqrt(iteration + 1)
        for somme in SOMMES:
            prix[somme] -= pas * gradient[somme]
    return meilleure


def bornes(nb_parties, graine, nb_lancers):
    """Retourne la borne de chacune des parties 0 à ``nb_parties`` - 1 du duel de graine ``graine``."""
    return [borne_de_la_partie(lancers_de_la_partie(graine, partie, nb_lancers))
            for partie in range(nb_parties)]


def formater_bornes(valeurs):
    """Retourne le rapport des bornes : leur moyenne et son erreur type, la part qui atteint 500."""
    moyenne, erreur = moyenne_et_erreur_type(valeurs)
    part, erreur_part = moyenne_et_erreur_type([1 if valeur >= SCORE_GAGNANT else 0 for valeur in valeurs])
    return (f"Borne de tout joueur, {len(valeurs)} parties : moyenne {formater_points(moyenne)} ±"
            f" {formater_points(erreur)} ; médiane {formater_points(statistics.median(valeurs))} ;"
            f" parties dont la borne atteint {SCORE_GAGNANT} : {formater_points(CENT * part, 2)} % ±"
            f" {formater_points(CENT * erreur_part, 2)} %.")


def main(arguments=None):
    """Calcule et affiche la borne de N parties ; retourne 0."""
    from yum.commun import __version__
    from yum.commun.options import AnalyseurFrancais, entier_positif_ou_nul, entier_strictement_positif
    analyseur = AnalyseurFrancais(__version__, "Borne des Dés en solitaire", prog="python -m solitaire.borne",
                                  description="Une borne du score de tout joueur, même clairvoyant.")
    analyseur.add_argument("parties", type=entier_strictement_positif, metavar="N", help="nombre de parties")
    analyseur.add_argument("--graine", type=entier_positif_ou_nul, default=0, metavar="S",
                           help="graine des dés, la même que celle du duel (défaut : 0)")
    options = analyseur.parse_args(arguments)
    print(formater_bornes(bornes(options.parties, options.graine, NB_LANCERS_TIRES)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
