"""Des parties de Yum jouées par le conseiller optimal, et leurs statistiques.

Explication : ``python -m yum --simulation N`` fait jouer N parties au
conseiller, seul, avec les vraies règles du jeu (``yum.regles``) et les vrais
dés (``yum.des``, reproductibles avec ``--graine``), puis affiche la moyenne
et son erreur type, l'écart type, les extrêmes et la médiane, les centiles 5
et 95, la part des parties avec bonus et avec un Yum, la moyenne de chaque
case, et un histogramme des scores. La moyenne doit tomber, à quelques erreurs
types près, sur l'espérance de départ de la table : c'est une vérification
indépendante du conseiller.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : T. Verhoeff, « Optimal Solitaire Yahtzee Advisor » ; énoncé du TP1 d'INF111.
"""

import math
import statistics

from yum.ajouts.conseiller import NOMS_CASES, conseiller_yum
from yum.ajouts.suivi import AUCUN_LANCER_RESTANT
from yum.commun.mots import formater_mediane, formater_points, pourcentage
from yum.commun.progression import afficher_progression
from yum.commun.statistiques import CENTILE_BAS, CENTILE_HAUT, centile, formater_histogramme
from yum.constantes import (
    BONUS_DU_HAUT,
    DES_MIN,
    GARDER_TOUS,
    GRAND_TOTAL,
    NB_DES,
    NB_ESSAIS,
    NB_TOURS,
    POINTS_YUM,
    TOUS_LES_DES,
    YUM,
)
from yum.des import rouler_des
from yum.regles import (
    CASES_DE_JEU,
    appliquer_pointage,
    calculer_coups_possibles,
    nouvelle_feuille,
    nouvelle_grille,
)

# Largeur d'une classe de l'histogramme, en points.
LARGEUR_CLASSE = 20


def jouer_partie_optimale(conseiller, rng):
    """Fait jouer une partie entière au conseiller ; retourne la feuille finale.

    Stratégie : le déroulement de l'énoncé (§5.2 et §5.3), où chaque réponse
    du joueur est remplacée par le meilleur choix du conseiller.
    """
    des = [DES_MIN] * NB_DES
    feuille = nouvelle_feuille()
    grille = nouvelle_grille()
    for _ in range(NB_TOURS):
        choix = TOUS_LES_DES
        lancers_restants = NB_ESSAIS
        while lancers_restants > AUCUN_LANCER_RESTANT and choix != GARDER_TOUS:
            rouler_des(des, choix, rng)
            lancers_restants -= 1
            if lancers_restants > AUCUN_LANCER_RESTANT:
                choix = conseiller.meilleur_choix_de_relance(des, feuille, lancers_restants)
        calculer_coups_possibles(des, feuille, grille)
        _, case, _ = conseiller.classer_cases(des, feuille)[0]
        appliquer_pointage(feuille, grille, case)
    return feuille


def simuler(nb_parties, rng, progression=None):
    """Retourne les feuilles finales de ``nb_parties`` parties jouées par le conseiller.

    ``progression(faites, total)`` est appelée après chaque partie, si elle est donnée.
    """
    conseiller = conseiller_yum()
    feuilles = []
    for faite in range(1, nb_parties + 1):
        feuilles.append(jouer_partie_optimale(conseiller, rng))
        if progression is not None:
            progression(faite, nb_parties)
    return feuilles


def formater_statistiques(feuilles, esperance):
    """Retourne le rapport d'une simulation : moyenne, dispersion, bonus, Yum, cases, histogramme."""
    scores = sorted(feuille[GRAND_TOTAL] for feuille in feuilles)
    nombre = len(scores)
    moyenne = statistics.fmean(scores)
    ecart_type = statistics.stdev(scores) if nombre > 1 else 0.0
    erreur_type = ecart_type / math.sqrt(nombre)
    ecart = (moyenne - esperance) / erreur_type if erreur_type else 0.0
    avec_bonus = sum(1 for feuille in feuilles if feuille[BONUS_DU_HAUT] > 0)
    avec_yum = sum(1 for feuille in feuilles if feuille[YUM] == POINTS_YUM)
    bonus_moyen = statistics.fmean(feuille[BONUS_DU_HAUT] for feuille in feuilles)
    lignes = [
        f"Simulation : {nombre} parties jouées par le conseiller optimal.",
        f"Score final : moyenne {formater_points(moyenne, 2)} ± {formater_points(erreur_type, 2)}"
        " (erreur type),"
        f" écart type {formater_points(ecart_type)}",
        f"  minimum {scores[0]}, médiane {formater_mediane(scores)}, maximum {scores[-1]} ;"
        f" centile {CENTILE_BAS} : {centile(scores, CENTILE_BAS)}, centile {CENTILE_HAUT} :"
        f" {centile(scores, CENTILE_HAUT)}",
        f"Espérance optimale (table) : {formater_points(esperance, 2)} points ;\n "
        f" écart de la moyenne : {formater_points(ecart)} erreur type.",
        f"Bonus obtenu : {pourcentage(avec_bonus, nombre)} des parties ;"
        f" Yum : {pourcentage(avec_yum, nombre)} des parties.",
        "Moyenne de chaque case :",
    ]
    for case in CASES_DE_JEU:
        moyenne_case = statistics.fmean(feuille[case] for feuille in feuilles)
        lignes.append(f"  {case:>2} {NOMS_CASES[case]:<13} {formater_points(moyenne_case):>6}")
    lignes.append(f"  Bonus            {formater_points(bonus_moyen):>6}")
    lignes.append("Histogramme des scores :")
    lignes.append(formater_histogramme(scores, LARGEUR_CLASSE))
    return "\n".join(lignes)


def programme_simulation(nb_parties, graine=None, ecrire=print):
    """Simule ``nb_parties`` parties et affiche leurs statistiques ; retourne les scores."""
    import random
    feuilles = simuler(nb_parties, random.Random(graine), afficher_progression)
    ecrire(formater_statistiques(feuilles, conseiller_yum().esperance_depart()))
    return [feuille[GRAND_TOTAL] for feuille in feuilles]
