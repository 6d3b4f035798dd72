"""Le conseiller « expert » du 30000 : la meilleure façon de jouer un tour, calculée exactement.

Explication : un tour se résume à deux nombres, les dés à lancer (1 à 6) et le
total du tour (un multiple de 50). Le conseiller maximise l'espérance des
points que le tour inscrira, par programmation dynamique sur ces états :

- la valeur d'un état « lancer n dés avec un total t » est la moyenne, sur
  tous les jets possibles de n dés, de la meilleure décision après le jet
  (0 si le jet ne rapporte rien) ;
- une décision, c'est un ensemble de dés mis de côté qui rapportent p points,
  puis s'arrêter (t + p inscrits) ou relancer ; si les six dés ont rapporté,
  il faut s'abriller : relancer les six ;
- les états se calculent des grands totaux vers les petits, puisque mettre des
  dés de côté fait toujours monter le total.

Deux règles changent le calcul, et le conseiller en tient compte :
- l'**ouverture** : un joueur qui n'a pas ouvert a au plus trois lancers et ne
  peut s'arrêter qu'à partir du minimum d'ouverture ; l'état compte alors
  aussi les lancers qui restent ;
- la **cible exacte** : un total qui dépasserait ce qui manque pour la cible
  perd le tour, le conseiller ne le choisit donc jamais ; l'atteindre pile
  termine la partie (la valeur est alors tout ce qui manquait).

Au-delà de PLAFOND_DES_TOTAUX points dans un tour (ce qui n'arrive presque
jamais), le conseiller compte qu'on s'arrête. ``python -m dix_mille.conseiller``
mesure la durée d'un conseil.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règles du 30000 ; conception du projet, §5.
"""

import functools
import random
import statistics
import time
from collections import Counter
from itertools import combinations, combinations_with_replacement

from dix_mille.constantes import LANCERS_OUVERTURE, MISE_DE_COTE, NB_DES, PAS_DES_POINTS, RELANCE
from dix_mille.regles import Reglages, est_ouvert, jet_rapporte, numeros_libres, points, valeurs_libres
from yum.commun.des import DES_MIN, NB_FACES, PREMIER_NUMERO_DE, probabilite_du_jet
from yum.commun.mots import nommer_des_numeros
from yum.commun.sources import taper_numeros
from yum.commun.texte import couper

# Le plus grand total de tour que le calcul distingue ; au-delà, on s'arrête.
PLAFOND_DES_TOTAUX = 20000
# En deçà de ce qui manque pour la cible, le calcul en tient compte (une table par distance) ;
# au-delà, un tour ne l'atteint presque jamais et la table sans cible sert, sans dépassement permis.
DISTANCE_PROCHE = 4000
# Le même plafond pour un tour d'ouverture : en trois lancers, le dépasser est presque impossible.
PLAFOND_OUVERTURE = 8000
# Ce qu'il faut faire après une mise de côté.
RELANCER = "relancer"
ARRETER = "arrêter"
GAGNER = "gagner"
# Nombre de conseils affichés : le meilleur et ses suivants.
NB_CONSEILS = 3


# --- Les jets possibles ---------------------------------------------------------------



@functools.lru_cache(maxsize=None)
def mises_de_cote(valeurs):
    """Retourne les mises de côté permises d'un jet : {(nombre de dés, points): dés à garder}.

    Chaque façon de mettre de côté des dés qui rapportent tous est ramenée à
    ce qui compte pour la suite : combien de dés, combien de points.

    ``valeurs`` est un tuple (le résultat est mis en cache).

    >>> sorted(mises_de_cote((1, 5, 2)))
    [(1, 50), (1, 100), (2, 150)]
    """
    options = {}
    for taille in range(1, len(valeurs) + 1):
        for garde in combinations(sorted(valeurs), taille):
            gain = points(list(garde))
            if gain > 0:
                options.setdefault((taille, gain), garde)
    return options


@functools.cache
def jets_de(nb_des):
    """Retourne, pour chaque jet possible de ``nb_des`` dés : (probabilité, mises de côté permises)."""
    faces = range(DES_MIN, NB_FACES + 1)
    return tuple((probabilite_du_jet(jet), tuple(mises_de_cote(jet)))
                 for jet in combinations_with_replacement(faces, nb_des))


# --- La table des espérances d'un tour ------------------------------------------------------

# Le plus grand gain d'une seule mise de côté (six 1), en pas de 50 points.
GAIN_MAX_EN_PAS = points([1] * NB_DES) // PAS_DES_POINTS
# Marque d'une mise de côté impossible (elle dépasserait la cible) dans les tableaux du calcul.
IMPOSSIBLE = -1.0


@functools.cache
def jets_en_pas(nb_des):
    """Retourne les jets de ``nb_des`` dés : (probabilité, [(dés restants, gain en pas de 50)])."""
    return tuple((probabilite, tuple((nb_des - taille, gain // PAS_DES_POINTS) for taille, gain in options))
                 for probabilite, options in jets_de(nb_des))


@functools.cache
def jets_regroupes(nb_des):
    """Retourne les jets de ``nb_des`` dés regroupés par options : (probabilité, options), sans doublon.

    Bien des jets laissent les mêmes choix (tous ceux qui ne rapportent rien,
    par exemple) : une table les traite une fois, avec la somme de leurs
    probabilités, trois à quatre fois moins de travail.
    """
    probabilites = {}
    for probabilite, options in jets_en_pas(nb_des):
        probabilites[options] = probabilites.get(options, 0.0) + probabilite
    return tuple((probabilite, options) for options, probabilite in probabilites.items())


class EsperancesDuTour:
    """Les espérances d'un tour, pour un joueur donné (ouvert ou pas, loin ou près de la cible)."""

    def __init__(self, manque, ouvert, ouverture):
        """Calcule la table : ``manque`` points pour la cible (None : loin d'elle)."""
        self.manque = manque
        self.ouvert = ouvert
        self.ouverture = ouverture
        plafond = PLAFOND_DES_TOTAUX if ouvert else PLAFOND_OUVERTURE
        if manque is not None:
            plafond = min(manque, plafond)
        self.nb_pas = plafond // PAS_DES_POINTS
        # Les lancers restants qu'on distingue : aucune limite (None) pour un joueur
        # ouvert, 1 à 3 pour un joueur qui ouvre ; les plus petites limites d'abord,
        # puisque chacune s'appuie sur la précédente.
        self.limites = (None,) if ouvert else tuple(range(1, LANCERS_OUVERTURE + 1))
        # valeurs[limite][nb_des][pas] : l'espérance avant de lancer nb_des dés
        # avec un total de pas × 50 points.
        self.valeurs = {}
        for limite in self.limites:
            self.valeurs[limite] = [[0.0] * (self.nb_pas + 1) for _ in range(NB_DES + 1)]
            self.remplir(limite)

    def inscrit(self, total):
        """Retourne ce qu'un arrêt avec ``total`` inscrit : rien sous le minimum d'ouverture."""
        if self.ouvert or total >= self.ouverture:
            return total
        return 0

    def apres_mise_de_cote(self, des_restants, total, limite):
        """Retourne l'espérance juste après une mise de côté : le mieux entre s'arrêter et relancer.

        ``limite`` est le nombre de lancers qui restaient avant ce jet (None :
        pas de limite). Retourne None si ce total dépasse la cible (tour perdu).
        C'est la définition ; ``remplir`` en calcule les mêmes valeurs par tableaux.
        """
        if self.manque is not None and total > self.manque:
            return None
        if total == self.manque:
            return float(total)
        if limite == 1:
            return float(self.inscrit(total))
        suivante = None if limite is None else limite - 1
        pas = total // PAS_DES_POINTS
        if pas > self.nb_pas:
            return float(self.inscrit(total))
        if des_restants == 0:
            return self.valeurs[suivante][NB_DES][pas]
        return max(float(self.inscrit(total)), self.valeurs[suivante][des_restants][pas])

    def valeur_ou_impossible(self, des_restants, pas, limite):
        """Retourne ``apres_mise_de_cote`` pour un total de ``pas`` × 50, ou IMPOSSIBLE (dépassement)."""
        valeur = self.apres_mise_de_cote(des_restants, pas * PAS_DES_POINTS, limite)
        return IMPOSSIBLE if valeur is None else valeur

    def remplir(self, limite):
        """Calcule ``valeurs[limite]``, des grands totaux vers les petits.

        Stratégie : ``apres[des_restants][pas]`` garde l'espérance juste après
        une mise de côté (``apres_mise_de_cote``), IMPOSSIBLE au-delà de la cible ;
        chaque valeur se calcule alors par de simples lectures de ce tableau.
        Pour un joueur ouvert, ``apres`` au pas p dépend des valeurs au pas p :
        on le complète au fur et à mesure.
        """
        largeur = self.nb_pas + GAIN_MAX_EN_PAS + 1
        apres = [[IMPOSSIBLE] * largeur for _ in range(NB_DES + 1)]
        for pas in range(largeur):
            # Pour un joueur ouvert, les pas de la table se remplissent pendant la descente.
            if limite is None and pas <= self.nb_pas:
                continue
            for des_restants in range(NB_DES + 1):
                apres[des_restants][pas] = self.valeur_ou_impossible(des_restants, pas, limite)
        valeurs = self.valeurs[limite]
        for pas in range(self.nb_pas, -1, -1):
            for nb_des in range(1, NB_DES + 1):
                esperance = 0.0
                for probabilite, options in jets_regroupes(nb_des):
                    meilleure = IMPOSSIBLE
                    for des_restants, gain in options:
                        valeur = apres[des_restants][pas + gain]
                        if valeur > meilleure:
                            meilleure = valeur
                    if meilleure > 0:
                        esperance += probabilite * meilleure
                valeurs[nb_des][pas] = esperance
            if limite is None:
                for des_restants in range(NB_DES + 1):
                    apres[des_restants][pas] = self.valeur_ou_impossible(des_restants, pas, limite)

    def avant_de_lancer(self, nb_des, total, limite=None):
        """Retourne l'espérance du tour avant de lancer ``nb_des`` dés avec ``total`` points."""
        pas = total // PAS_DES_POINTS
        if pas > self.nb_pas:
            return float(total)
        return self.valeurs[limite if not self.ouvert else None][nb_des][pas]


def esperances(manque, ouvert, ouverture):
    """Retourne la table des espérances qui convient ; loin de la cible, ``manque`` est ignoré."""
    proche = manque is not None and manque <= DISTANCE_PROCHE
    return table_en_cache(manque if proche else None, ouvert, ouverture)


@functools.lru_cache(maxsize=None)
def table_en_cache(manque, ouvert, ouverture):
    """Retourne la table des espérances de ces paramètres, calculée une seule fois."""
    return EsperancesDuTour(manque, ouvert, ouverture)


def table_du_joueur(score, reglages):
    """Retourne la table des espérances qui convient à un joueur de ce score."""
    return esperances(reglages.cible - score, est_ouvert(score), reglages.ouverture)


def limite_du_lancer(score, nb_lancers):
    """Retourne les lancers qui restent, ce lancer compris (None : pas de limite, joueur ouvert)."""
    if est_ouvert(score):
        return None
    return LANCERS_OUVERTURE - nb_lancers + 1


# --- Les conseils --------------------------------------------------------------------------------

def classer_mises_de_cote(des, de_cote, total, score, nb_lancers, reglages):
    """Retourne les mises de côté du jet, de la meilleure à la pire : (espérance, numéros, suite).

    ``suite`` dit ce qu'il faut faire ensuite : RELANCER, ARRETER, ou GAGNER
    quand la mise de côté atteint la cible pile. Une mise de côté qui
    dépasserait la cible n'est jamais proposée.
    """
    libres = numeros_libres(de_cote)
    options = []
    for (taille, gain), garde in mises_de_cote(tuple(sorted(valeurs_libres(des, de_cote)))).items():
        valeur, suite = valeur_et_suite(len(libres) - taille, total + gain, score, nb_lancers, reglages)
        if valeur is not None:
            options.append((valeur, numeros_pour(des, libres, garde), suite))
    return sorted(options, key=lambda option: -option[0])


def valeur_et_suite(des_restants, apres, score, nb_lancers, reglages):
    """Retourne (espérance, suite) d'une mise de côté qui laisse ``des_restants`` dés et ``apres`` points.

    L'espérance est None si la mise de côté dépasse la cible (le tour est perdu).
    """
    table = table_du_joueur(score, reglages)
    valeur = table.apres_mise_de_cote(des_restants, apres, limite_du_lancer(score, nb_lancers))
    if valeur is None or apres > reglages.cible - score:
        return None, None
    if apres == reglages.cible - score:
        return float(apres), GAGNER
    if valeur > table.inscrit(apres) or des_restants == 0:
        return valeur, RELANCER
    return valeur, ARRETER


def valeur_de_la_mise_de_cote(des, de_cote, numeros, total, score, nb_lancers, reglages):
    """Retourne l'espérance du tour après la mise de côté des dés ``numeros`` (0 si elle perd le tour)."""
    valeurs = [des[numero - PREMIER_NUMERO_DE] for numero in numeros]
    restants = len(numeros_libres(de_cote)) - len(numeros)
    valeur, _ = valeur_et_suite(restants, total + points(valeurs), score, nb_lancers, reglages)
    return 0.0 if valeur is None else valeur


def numeros_pour(des, libres, garde):
    """Retourne les numéros de dés libres qui montrent les faces de ``garde``.

    >>> numeros_pour([5, 1, 1, 2, 3, 4], [2, 3, 4, 5, 6], (1, 1))
    [2, 3]
    """
    a_prendre = Counter(garde)
    numeros = []
    for numero in libres:
        valeur = des[numero - PREMIER_NUMERO_DE]
        if a_prendre[valeur] > 0:
            a_prendre[valeur] -= 1
            numeros.append(numero)
    return numeros


def valeurs_de_la_relance(de_cote, total, score, nb_lancers, reglages):
    """Retourne (espérance en relançant, points sûrs en s'arrêtant) après une mise de côté."""
    table = table_du_joueur(score, reglages)
    limite = limite_du_lancer(score, nb_lancers)
    suivante = None if limite is None else limite - 1
    restants = len(numeros_libres(de_cote))
    return table.avant_de_lancer(restants, total, suivante), float(table.inscrit(total))


def valeurs_de_l_achat(tour_a_vendre, score, reglages):
    """Retourne (espérance en achetant le tour, espérance d'un tour neuf)."""
    table = table_du_joueur(score, reglages)
    restants = len(numeros_libres(tour_a_vendre.de_cote))
    return (table.avant_de_lancer(restants, tour_a_vendre.total),
            table.avant_de_lancer(NB_DES, 0, limite_du_lancer(score, 1)))


def esperance_tour_neuf(reglages):
    """Retourne l'espérance d'un tour neuf à six dés, pour un joueur ouvert loin de la cible."""
    return esperances(None, True, reglages.ouverture).avant_de_lancer(NB_DES, 0)


def seuils_d_arret(reglages):
    """Retourne, pour 1 à 6 dés en main, le plus petit total où l'expert s'arrête plutôt que relancer."""
    table = esperances(None, True, reglages.ouverture)
    seuils = {}
    for nb_des in range(1, NB_DES + 1):
        seuils[nb_des] = next((pas * PAS_DES_POINTS for pas in range(table.nb_pas + 1)
                               if table.valeurs[None][nb_des][pas] <= pas * PAS_DES_POINTS), None)
    return seuils


# --- Le texte des conseils -------------------------------------------------------------------------



# Le retrait d'une ligne de conseil trop longue, coupée pour tenir à l'écran.
RETRAIT_CONSEIL = "     "
# Ce que dit le conseil pour chaque suite d'une mise de côté.
TEXTES_DES_SUITES = {RELANCER: ", puis relancer", ARRETER: ", puis vous arrêter",
                     GAGNER: " et atteindre la cible pile"}


def formater_conseil(sorte, *position):
    """Retourne le conseil de l'expert à la question de cette sorte (``MISE_DE_COTE``…) dans ``position``."""
    if sorte == MISE_DE_COTE:
        return formater_conseil_mise_de_cote(*position)
    if sorte == RELANCE:
        return formater_conseil_relance(*position)
    return formater_conseil_achat(*position)


def formater_conseil_mise_de_cote(des, de_cote, total, score, nb_lancers, reglages):
    """Retourne le conseil à la question des dés à mettre de côté."""
    lignes = ["Conseil de l'expert (espérance des points que ce tour inscrira) :"]
    options = classer_mises_de_cote(des, de_cote, total, score, nb_lancers, reglages)
    for rang, (valeur, numeros, suite) in enumerate(options[:NB_CONSEILS], start=1):
        tape = taper_numeros(numeros)
        lignes.append(couper(f"  {rang}. Mettre de côté {nommer_des_numeros(numeros)} (tapez {tape})"
                             f"{TEXTES_DES_SUITES[suite]} : {valeur:.0f}", RETRAIT_CONSEIL))
    if not options:
        lignes.append("  Toute mise de côté dépasserait la cible : le tour est perdu.")
    return "\n".join(lignes)


def formater_conseil_relance(de_cote, total, score, nb_lancers, reglages):
    """Retourne le conseil à la question « relancer ou s'arrêter »."""
    relancer, arreter = valeurs_de_la_relance(de_cote, total, score, nb_lancers, reglages)
    choix = "relancer (o)" if relancer > arreter else "vous arrêter (n)"
    return couper(f"Conseil de l'expert : {choix}. Relancer : espérance {relancer:.0f} ;"
                  f" s'arrêter : {arreter:.0f} points sûrs.", RETRAIT_CONSEIL)


def formater_conseil_achat(tour_a_vendre, score, reglages):
    """Retourne le conseil à la question de l'achat."""
    acheter, neuf = valeurs_de_l_achat(tour_a_vendre, score, reglages)
    choix = "acheter (o)" if acheter > neuf else "ne pas acheter (n)"
    return couper(f"Conseil de l'expert : {choix}. Acheter : espérance {acheter:.0f} ;"
                  f" tour neuf : {neuf:.0f}.", RETRAIT_CONSEIL)


# --- Mesurer ---------------------------------------------------------------------------------------

# Dans la mesure : la part des dés déjà de côté, et le plus grand total de tour tiré.
PART_DE_COTE_MESUREE = 0.3
TOTAL_MAX_MESURE = 2000


def mesurer(nb_positions=500, graine=1):
    """Mesure la durée d'un conseil sur des positions au hasard ; retourne le texte du rapport."""
    reglages = Reglages()
    hasard = random.Random(graine)
    debut = time.perf_counter()
    esperances(None, True, reglages.ouverture)
    esperances(None, False, reglages.ouverture)
    preparation = time.perf_counter() - debut
    durees = []
    while len(durees) < nb_positions:
        # Une position au hasard : un score (parfois près de la cible), des dés déjà de côté, un jet.
        score = hasard.randrange(0, reglages.cible, PAS_DES_POINTS)
        de_cote = [hasard.random() < PART_DE_COTE_MESUREE for _ in range(NB_DES)]
        if all(de_cote):
            continue
        des = [hasard.randint(DES_MIN, NB_FACES) for _ in range(NB_DES)]
        if not jet_rapporte(valeurs_libres(des, de_cote)):
            continue
        total = hasard.randrange(0, TOTAL_MAX_MESURE, PAS_DES_POINTS)
        debut = time.perf_counter()
        formater_conseil_mise_de_cote(des, de_cote, total, score, 1, reglages)
        durees.append(time.perf_counter() - debut)
    return (f"Tables loin de la cible (joueur ouvert, puis ouverture) : {preparation * 1000:.0f} ms,"
            " une fois par partie.\n"
            f"Conseil pour une position ({nb_positions} positions, tables près de la cible construites"
            f" au besoin) : médiane {statistics.median(durees) * 1000:.2f} ms,"
            f" maximum {max(durees) * 1000:.0f} ms.")


if __name__ == "__main__":
    print(mesurer())
