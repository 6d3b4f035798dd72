"""Des parties du 30000 jouées par les ordinateurs, et leurs statistiques.

Explication : ``python -m dix_mille --simulation N --niveau expert`` fait
jouer N parties à un ordinateur seul, jusqu'à la cible, et mesure le nombre
de tours qu'il lui faut ; ``--duel expert,moyen`` fait jouer N parties à deux
ordinateurs (le premier joueur change à chaque partie, l'achat est permis) et
compte les victoires. Les tours passent par les mêmes fonctions que ceux des
joueurs à l'écran, sans rien afficher.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règles du 30000 ; conseiller du projet (``dix_mille.conseiller``).
"""

import math
import statistics

from dix_mille.conseiller import esperance_tour_neuf, seuils_d_arret
from dix_mille.constantes import NB_DUELLISTES
from dix_mille.ordinateur import JoueurOrdinateur
from dix_mille.partie import Joueur, jouer_partie, jouer_tour
from yum.commun.console import silence
from yum.commun.mots import formater_mediane, formater_points
from yum.commun.progression import afficher_progression
from yum.commun.statistiques import CENTILE_BAS, CENTILE_HAUT, RETRAIT_DE_RAPPORT, centile
from yum.commun.texte import couper


def ordinateur(nom, niveau):
    """Retourne un joueur ordinateur muet de ce niveau, prêt pour une simulation."""
    joueur = JoueurOrdinateur(nom, niveau, silence)
    return Joueur(nom, joueur.repondre, joueur.conseil())


def tours_pour_la_cible(joueur, reglages, rng):
    """Retourne le nombre de tours qu'il faut à ce joueur, seul, pour atteindre la cible exactement."""
    score = 0
    tours = 0
    while score != reglages.cible:
        gain, _ = jouer_tour(joueur.nom, score, None, reglages, rng, joueur.lire, silence, joueur.conseil)
        score += gain
        tours += 1
    return tours


def simuler_seul(nb_parties, niveau, reglages, rng, progression=afficher_progression):
    """Retourne le nombre de tours de chacune des ``nb_parties`` parties d'un ordinateur seul."""
    joueur = ordinateur("Ordi", niveau)
    tours = []
    for faite in range(1, nb_parties + 1):
        tours.append(tours_pour_la_cible(joueur, reglages, rng))
        progression(faite, nb_parties)
    return tours


def simuler_duel(nb_parties, niveaux, reglages, rng, progression=afficher_progression):
    """Retourne les victoires de chacun des deux niveaux ; le premier joueur change à chaque partie."""
    victoires = [0] * NB_DUELLISTES
    joueurs = [ordinateur(f"Ordi {niveau}", niveau) for niveau in niveaux]
    for faite in range(1, nb_parties + 1):
        ordre = list(range(NB_DUELLISTES)) if faite % NB_DUELLISTES else list(reversed(range(NB_DUELLISTES)))
        scores = jouer_partie([joueurs[indice] for indice in ordre], reglages, rng, silence)
        victoires[ordre[scores.index(reglages.cible)]] += 1
        progression(faite, nb_parties)
    return victoires


def formater_statistiques_seul(tours, niveau, reglages):
    """Retourne le rapport d'une simulation en solitaire : tours, tour neuf, seuils d'arrêt."""
    moyenne = statistics.fmean(tours)
    erreur_type = statistics.stdev(tours) / math.sqrt(len(tours)) if len(tours) > 1 else 0.0
    tries = sorted(tours)
    seuils = seuils_d_arret(reglages)
    lignes = [
        f"Simulation : {len(tours)} parties d'un ordinateur {niveau} seul,"
        f" jusqu'à {reglages.cible} exactement.",
        f"Nombre de tours : moyenne {formater_points(moyenne, 2)} ± {formater_points(erreur_type, 2)}"
        f" (erreur type) ; médiane {formater_mediane(tries)} ; centile {CENTILE_BAS} :"
        f" {centile(tries, CENTILE_BAS)} ; centile {CENTILE_HAUT} : {centile(tries, CENTILE_HAUT)}",
        f"Espérance d'un tour neuf à six dés avec la politique experte (joueur ouvert, loin de la cible) :"
        f" {formater_points(esperance_tour_neuf(reglages), 1)} points",
        "Seuils d'arrêt de l'expert (à partir de ce total de tour, il s'arrête plutôt que relancer) :",
    ]
    lignes = [couper(ligne, RETRAIT_DE_RAPPORT) for ligne in lignes]
    lignes += [f"  {nombre} dé{'s' if nombre > 1 else ''} en main : {seuil} points"
               for nombre, seuil in seuils.items()]
    return "\n".join(lignes)


def formater_statistiques_duel(victoires, niveaux):
    """Retourne le rapport d'un duel : la part des victoires de chaque niveau, avec son erreur type."""
    total = sum(victoires)
    lignes = [couper(f"Duel : {total} parties, {niveaux[0]} contre {niveaux[1]}"
                     " (premier joueur alterné, achat permis).", RETRAIT_DE_RAPPORT)]
    for niveau, gagnees in zip(niveaux, victoires):
        part = gagnees / total
        erreur_type = math.sqrt(part * (1 - part) / total)
        lignes.append(f"  {niveau} : {formater_points(100 * part)} % ± {formater_points(100 * erreur_type)} %"
                      f" des parties gagnées ({gagnees})")
    return "\n".join(lignes)
