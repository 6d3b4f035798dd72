"""L'apprentissage des poids : TD(λ), le conseiller jouant contre lui-même.

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
"""

import random

from solitaire.conseiller.choix import Conseiller
from solitaire.conseiller.decoupage import NB_POIDS, caracteristiques
from solitaire.constantes import NB_DES
from solitaire.regles import appliquer_choix, calculer_score, nouvelles_combinaisons, partie_finie
from yum.commun.sources import DesAuHasard, lancer_des

# --- L'apprentissage : TD(λ) en jouant contre soi-même -----------------------------------------

# Poids du futur dans le retour λ : 0 ne regarde que la position suivante, 1 que le score final.
LAMBDA = 0.7
# Le pas d'apprentissage au début, puis ses réductions : (part des parties jouées, pas).
CALENDRIER_DES_PAS = ((0.0, 0.1), (0.6, 0.025))
# Sur la fin de l'entraînement (la part indiquée), les poids livrés sont la moyenne des poids.
PART_MOYENNEE = 0.3
# Un instantané des poids est ajouté à la moyenne toutes les ... parties.
PERIODE_MOYENNE = 100
# Nombre de parties de l'entraînement par défaut, et sa graine.
NB_PARTIES_ENTRAINEMENT = 200_000
GRAINE_ENTRAINEMENT = 12345


def pas_pour(partie, nb_parties):
    """Retourne le pas d'apprentissage de la partie numéro ``partie`` (à partir de 0)."""
    pas = CALENDRIER_DES_PAS[0][1]
    for debut, pas_du_palier in CALENDRIER_DES_PAS:
        if partie >= debut * nb_parties:
            pas = pas_du_palier
    return pas


def jouer_une_partie(conseiller, source, memoire=None):
    """Fait jouer une partie au conseiller ; retourne (combinaisons, rejets) finaux.

    ``source`` est la source de dés (voir ``yum.des``).
    Si ``memoire`` (une liste) est donnée, on y ajoute, pour chaque position
    choisie qui ne finit pas la partie, le couple (valeur estimée, indices
    des poids) : c'est ce dont l'apprentissage a besoin. ``memoire`` est modifiée.
    """
    combinaisons = nouvelles_combinaisons()
    rejets = []
    while not partie_finie(rejets):
        des = lancer_des(NB_DES, source)
        valeur, numeros = conseiller.classer_choix(des, combinaisons, rejets)[0]
        appliquer_choix(des, numeros, combinaisons, rejets)
        if memoire is not None and not partie_finie(rejets):
            memoire.append((valeur, caracteristiques(combinaisons, rejets)))
    return combinaisons, rejets


def apprendre_de_la_partie(poids, memoire, score_final, pas, lam=LAMBDA):
    """Rapproche la valeur de chaque position jouée de son retour λ ; modifie ``poids``, retourne None.

    Stratégie : on remonte la partie depuis la fin. Le retour λ d'une position
    mêle la valeur estimée de la position suivante (poids 1 - λ) et le retour
    λ de celle-ci (poids λ) ; celui de la dernière position est le score final.
    L'erreur est partagée également entre les poids que lit la position.
    """
    retour = score_final
    for valeur, indices in reversed(memoire):
        correction = pas * (retour - valeur) / len(indices)
        for position in indices:
            poids[position] += correction
        retour = (1 - lam) * valeur + lam * retour


def entrainer(nb_parties=NB_PARTIES_ENTRAINEMENT, graine=GRAINE_ENTRAINEMENT, lam=LAMBDA, progression=None):
    """Retourne les poids appris en ``nb_parties`` parties, partant de poids nuls.

    ``lam`` : le λ du retour λ (voir ``apprendre_de_la_partie``).
    Les poids retournés sont la moyenne des instantanés pris sur la dernière
    part de l'entraînement (PART_MOYENNEE) : elle lisse le bruit des derniers pas.
    ``progression(faites, total)`` est appelée de temps en temps, si elle est donnée.
    """
    source = DesAuHasard(random.Random(graine))
    poids = [0.0] * NB_POIDS
    conseiller = Conseiller(poids)
    somme_des_instantanes = [0.0] * NB_POIDS
    nb_instantanes = 0
    debut_moyenne = (1 - PART_MOYENNEE) * nb_parties
    for partie in range(nb_parties):
        memoire = []
        combinaisons, _ = jouer_une_partie(conseiller, source, memoire)
        apprendre_de_la_partie(poids, memoire, calculer_score(combinaisons),
                               pas_pour(partie, nb_parties), lam)
        if partie >= debut_moyenne and partie % PERIODE_MOYENNE == 0:
            somme_des_instantanes = [total + valeur for total, valeur in zip(somme_des_instantanes, poids)]
            nb_instantanes += 1
        if progression is not None and (partie + 1) % PERIODE_MOYENNE == 0:
            progression(partie + 1, nb_parties)
    if nb_instantanes == 0:
        return poids
    return [total / nb_instantanes for total in somme_des_instantanes]
