"""Des parties de Dés en solitaire jouées par le conseiller, et leurs statistiques.

Explication : ``python -m solitaire --simulation N`` fait jouer N parties au
conseiller (``solitaire.conseiller``), avec les vraies règles
(``solitaire.regles``) et les vrais dés (reproductibles avec ``--graine``),
puis affiche le score moyen et son erreur type, la part des parties gagnées
(500 points ou plus) et son erreur type, la médiane, les centiles 5 et 95,
le nombre moyen de tours, les valeurs de rejet que le conseiller choisit le
plus souvent et un histogramme des scores.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règlements « Pour jouer aux DÉS EN SOLITAIRE » ; conseiller du projet.
"""

import math
import random
import statistics

from solitaire.conseiller import conseiller_solitaire, simuler
from solitaire.constantes import SCORE_GAGNANT
from yum.commun.des import DES_MIN, NB_FACES
from yum.commun.mots import formater_mediane, formater_points, pourcentage
from yum.commun.progression import afficher_progression
from yum.commun.sources import DesAuHasard
from yum.commun.statistiques import (
    CENTILE_BAS,
    CENTILE_HAUT,
    RETRAIT_DE_RAPPORT,
    centile,
    formater_histogramme,
)
from yum.commun.texte import couper

# Largeur d'une classe de l'histogramme, en points.
LARGEUR_CLASSE = 100


def erreur_type_d_une_part(part, nombre):
    """Retourne l'erreur type d'une proportion ``part`` mesurée sur ``nombre`` parties."""
    return math.sqrt(part * (1 - part) / nombre)


def formater_valeurs_de_rejet(bilans):
    """Retourne la ligne des valeurs de rejet, de la plus choisie à la moins choisie."""
    parties_par_valeur = {valeur: 0 for valeur in range(DES_MIN, NB_FACES + 1)}
    for bilan in bilans:
        for valeur in bilan.valeurs_de_rejet:
            parties_par_valeur[valeur] += 1
    ordre = sorted(parties_par_valeur, key=lambda valeur: -parties_par_valeur[valeur])
    return "Valeurs de rejet choisies (part des parties) : " + ", ".join(
        f"{valeur} ({pourcentage(parties_par_valeur[valeur], len(bilans))})" for valeur in ordre)


def formater_statistiques(bilans, esperance):
    """Retourne le rapport d'une simulation : score, victoires, tours, rejets, histogramme."""
    scores = sorted(bilan.score for bilan in bilans)
    nombre = len(scores)
    moyenne = statistics.fmean(scores)
    ecart_type = statistics.stdev(scores) if nombre > 1 else 0.0
    gagnees = sum(1 for score in scores if score >= SCORE_GAGNANT)
    part_gagnee = gagnees / nombre
    lignes = [
        f"Simulation : {nombre} parties jouées par le conseiller.",
        f"Score final : moyenne {formater_points(moyenne, 1)} ± "
        f"{formater_points(ecart_type / math.sqrt(nombre), 1)} (erreur type),"
        f" écart type {formater_points(ecart_type)}",
        f"  minimum {scores[0]}, médiane {formater_mediane(scores)}, maximum {scores[-1]} ;"
        f" centile {CENTILE_BAS} : {centile(scores, CENTILE_BAS)}, centile {CENTILE_HAUT} :"
        f" {centile(scores, CENTILE_HAUT)}",
        f"Parties gagnées ({SCORE_GAGNANT} points ou plus) : {gagnees}, soit"
        f" {pourcentage(gagnees, nombre)} ± {pourcentage(erreur_type_d_une_part(part_gagnee, nombre), 1)}"
        " (erreur type)",
        f"Espérance du conseiller avant la première partie : {formater_points(esperance)} points.",
        f"Tours par partie : {formater_points(statistics.fmean(bilan.tours for bilan in bilans))}"
        f" en moyenne, dont {formater_points(statistics.fmean(b.lancers_libres for b in bilans), 2)}"
        " lancers libres.",
        "Sommes ouvertes par partie : "
        f"{formater_points(statistics.fmean(b.sommes_ouvertes for b in bilans), 2)} en moyenne, dont"
        f" {formater_points(statistics.fmean(b.sommes_negatives for b in bilans), 2)}"
        " encore négatives à la fin (1 à 4 paires).",
        formater_valeurs_de_rejet(bilans),
        f"Histogramme des scores (classes de {LARGEUR_CLASSE} points) :",
    ]
    lignes = [couper(ligne, RETRAIT_DE_RAPPORT) for ligne in lignes]
    return "\n".join(lignes + [formater_histogramme(scores, LARGEUR_CLASSE)])


def rapport_de_simulation(nb_parties, graine=None):
    """Simule ``nb_parties`` parties et retourne le texte de leurs statistiques."""
    bilans = simuler(nb_parties, DesAuHasard(random.Random(graine)), afficher_progression)
    return formater_statistiques(bilans, conseiller_solitaire().esperance_depart())
