"""Les mesures du conseiller : écarts types du score, durée d'un conseil, joueur glouton.

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
"""

import math
import random
import statistics
import time

from solitaire.conseiller.choix import Conseiller
from solitaire.conseiller.decoupage import NB_POIDS, temps_restant
from solitaire.conseiller.parties import simuler
from solitaire.conseiller.poids import FICHIER_POIDS, charger_poids, conseiller_solitaire
from solitaire.conseiller.texte import formater_conseil
from solitaire.constantes import NB_DES, SCORE_GAGNANT
from solitaire.regles import appliquer_choix, calculer_score, nouvelles_combinaisons, partie_finie
from yum.commun.mots import formater_points
from yum.commun.sources import DesAuHasard, lancer_des

# Nombre de parties et graine de la mesure des écarts types (``mesurer_les_ecarts``).
ECARTS_PARTIES = 2000
ECARTS_GRAINE = 777


def mesurer_les_ecarts(nb_parties=ECARTS_PARTIES, graine=ECARTS_GRAINE, conseiller=None):
    """Retourne l'écart type du score final autour de la valeur apprise, pour chaque temps restant.

    Le conseiller simple (sans lancer d'avance, sur les poids livrés si
    ``conseiller`` n'est pas donné) joue ``nb_parties`` parties ; après chaque
    choix qui ne finit pas la partie, on note l'écart entre le score final et la
    valeur apprise de la position atteinte, rangé selon le temps qui lui reste.
    Le résultat est une liste indicée par le temps restant (0 à 22), None là où
    aucune position n'a été vue.
    """
    conseiller = conseiller or Conseiller(charger_poids())
    source = DesAuHasard(random.Random(graine))
    ecarts = [[] for _ in range(temps_restant([]) + 1)]
    for _ in range(nb_parties):
        combinaisons = nouvelles_combinaisons()
        rejets = []
        vues = []
        while not partie_finie(rejets):
            des = lancer_des(NB_DES, source)
            valeur, numeros = conseiller.classer_choix(des, combinaisons, rejets)[0]
            appliquer_choix(des, numeros, combinaisons, rejets)
            if not partie_finie(rejets):
                vues.append((valeur, temps_restant(rejets)))
        score = calculer_score(combinaisons)
        for valeur, temps in vues:
            ecarts[temps].append(score - valeur)
    return [statistics.pstdev(liste) if liste else None for liste in ecarts]


# Nombre de positions tirées pour mesurer la durée d'un conseil.
NB_POSITIONS_MESUREES = 500
# Graine des positions mesurées.
GRAINE_MESURE = 1
# Nombre de tours joués avant la position mesurée (au plus).
TOURS_MAX_MESURE = 20
# Millisecondes dans une seconde.
MILLISECONDES = 1000
# Nombre de parties jouées par le joueur glouton, pour comparer.
NB_PARTIES_GLOUTON = 2000


def position_au_hasard(conseiller, rng):
    """Retourne (des, combinaisons, rejets) : une position atteinte après quelques tours joués."""
    source = DesAuHasard(rng)
    combinaisons = nouvelles_combinaisons()
    rejets = []
    for _ in range(rng.randrange(TOURS_MAX_MESURE)):
        des = lancer_des(NB_DES, source)
        appliquer_choix(des, conseiller.meilleur_choix(des, combinaisons, rejets), combinaisons, rejets)
        if partie_finie(rejets):
            return position_au_hasard(conseiller, rng)
    return lancer_des(NB_DES, source), combinaisons, rejets


def mesurer(nb_positions=NB_POSITIONS_MESUREES):
    """Mesure le chargement des poids et la durée d'un conseil ; retourne le texte du rapport."""
    debut = time.perf_counter()
    conseiller = conseiller_solitaire()
    chargement = time.perf_counter() - debut
    rng = random.Random(GRAINE_MESURE)
    durees = []
    durees_de_calcul = []
    for _ in range(nb_positions):
        des, combinaisons, rejets = position_au_hasard(conseiller, rng)
        debut, debut_de_calcul = time.perf_counter(), time.process_time()
        formater_conseil(des, combinaisons, rejets, conseiller)
        durees.append(time.perf_counter() - debut)
        durees_de_calcul.append(time.process_time() - debut_de_calcul)
    return (f"Poids : {FICHIER_POIDS.stat().st_size} octets, {NB_POIDS} poids,"
            f" chargés en {formater_points(chargement * MILLISECONDES, 0)} ms.\n"
            f"Conseil pour une position ({nb_positions} positions) : médiane"
            f" {formater_points(statistics.median(durees) * MILLISECONDES, 2)} ms, maximum"
            f" {formater_points(max(durees) * MILLISECONDES, 2)} ms ; en temps de calcul du processus"
            " (sans l'attente des autres programmes de la machine) : médiane"
            f" {formater_points(statistics.median(durees_de_calcul) * MILLISECONDES, 2)} ms, maximum"
            f" {formater_points(max(durees_de_calcul) * MILLISECONDES, 2)} ms.\n"
            + mesurer_le_glouton())


def mesurer_le_glouton(nb_parties=NB_PARTIES_GLOUTON):
    """Fait jouer le joueur glouton (poids nuls : le plus grand score immédiat) ; retourne son bilan."""
    bilans = simuler(nb_parties, DesAuHasard(random.Random(GRAINE_MESURE)),
                     conseiller=Conseiller([0.0] * NB_POIDS))
    scores = [bilan.score for bilan in bilans]
    gagnees = sum(1 for score in scores if score >= SCORE_GAGNANT)
    ouvertes = statistics.fmean(bilan.sommes_ouvertes for bilan in bilans)
    negatives = statistics.fmean(bilan.sommes_negatives for bilan in bilans)
    tours = statistics.fmean(bilan.tours for bilan in bilans)
    return (f"Joueur glouton (le plus grand score immédiat), {nb_parties} parties : moyenne"
            f" {formater_points(statistics.fmean(scores))} ±"
            f" {formater_points(statistics.stdev(scores) / math.sqrt(nb_parties))},"
            f" {gagnees} parties gagnées ({formater_points(100 * gagnees / nb_parties)} %) ;"
            f" {formater_points(tours)} tours ;"
            f" {formater_points(ouvertes, 2)} sommes ouvertes par partie,"
            f" dont {formater_points(negatives, 2)} négatives à la fin.")


def formater_ecarts(ecarts):
    """Retourne les écarts types mesurés, un temps restant par ligne (arrondis au point).

    >>> print(formater_ecarts([None, 75.3, 98.6]))
    Temps restant 1 : écart type 75 points.
    Temps restant 2 : écart type 99 points.
    """
    return "\n".join(f"Temps restant {temps} : écart type {formater_points(ecart, 0)} points."
                     for temps, ecart in enumerate(ecarts) if ecart is not None)
