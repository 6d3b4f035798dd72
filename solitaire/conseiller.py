"""Le conseiller des Dés en solitaire : une valeur apprise en jouant, et un lancer d'avance.

Explication : le jeu a bien trop de positions pour un calcul exact comme au
Yum (onze compteurs de paires, trois rejets et leurs comptes). Le conseiller
estime donc, pour chaque position, le score final qu'il peut en espérer, et
choisit, parmi les choix permis par le lancer, celui qui mène à la position
de plus grande valeur. Le conseiller prévoyant (``ConseillerPrevoyant``) regarde
un lancer plus loin : la valeur d'une position est la moyenne, sur les 252
lancers suivants possibles, de la valeur apprise de leur meilleur choix. Il ne
connaît des dés à venir que leurs probabilités. Le conseiller livré
(``ConseillerGagnant``) fait de même, mais vise aussi la victoire : il ajoute
au score espéré une prime pour la chance d'atteindre 500 points (voir « Viser
la victoire »). Sa valeur apprise est :

- le score déjà acquis (``calculer_score``), exact ;
- plus une correction apprise : la somme de quelques poids lus dans des
  tables. Chaque somme (2 à 12) regarde, selon son nombre de paires, le
  temps qui reste (les rejets encore possibles avant qu'une valeur atteigne
  8) et le nombre de sommes ouvertes qui se disputent les paires à venir.
  Chaque somme regarde aussi son nombre de paires selon l'ensemble des
  valeurs de rejet fixées (un rejet de 1 fixé rend les 2 plus rares).
  Quelques tables globales complètent : les sommes négatives et les paires
  qui leur manquent, les valeurs de rejet fixées, et la « couverture » des
  sommes ouvertes (la chance qu'un lancer se joue sans ouvrir de somme),
  avec quatre dés au hasard et avec les choix que les rejets permettent vraiment.

Les poids sont appris par différence temporelle, TD(λ) (Sutton et Barto) :
le conseiller joue des centaines de milliers de parties contre lui-même et,
après chacune, rapproche la valeur de chaque position jouée du score
réellement obtenu ensuite (le « retour λ », mélange du score final et des
valeurs des positions suivantes). Il apprend ainsi ce qu'un joueur glouton
ignore : qu'ouvrir une somme coûte 200 points tant qu'elle n'a pas 5 paires,
que ce coût dépend du temps qui reste et de la concurrence des autres sommes,
et qu'il faut régler le rythme des rejets (prolonger la partie quand des
sommes sont en retard, la finir quand tout est rentabilisé).

L'apprentissage fait jouer le conseiller simple (sans le lancer d'avance, cent
fois plus rapide) ; le lancer d'avance ne s'ajoute qu'au jeu. Les poids
appris sont livrés dans ``solitaire/donnees/poids-conseiller.zlib`` et se
recalculent avec ``python -m solitaire.conseiller --entrainer``. Ceux du
premier conseiller (version 1.0.0, huit tables, sans lancer d'avance) sont
gardés dans ``poids-premier-conseiller.zlib`` pour le duel (``solitaire.duel``).

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
Références : R. S. Sutton et A. G. Barto, « Reinforcement Learning: An
Introduction », ch. 12 (TD(λ)) et 8.8 à 8.10 (décider par une recherche) ;
G. Tesauro, « TD-Gammon » ; règlements « Pour jouer aux DÉS EN SOLITAIRE ».
"""

import functools
import itertools
import math
import random
import statistics
import sys
import time
import zlib
from array import array
from pathlib import Path
from typing import NamedTuple

from solitaire.constantes import (
    FIN_REJET,
    NB_DES,
    NB_DES_DES_PAIRES,
    NB_PAIRES_PAR_TOUR,
    NB_VALEURS_REJET,
    PAIRES_MAX_COMPTEES,
    PAIRES_NEUTRES,
    PREMIER_REJET,
    SCORE_GAGNANT,
    SOMME_MAX,
    SOMME_MIN,
)
from solitaire.regles import (
    COMPTE,
    SOMMES,
    VALEUR,
    appliquer_choix,
    calculer_score,
    est_lancer_libre,
    nb_lancers_libres,
    nb_tours_joues,
    noter_rejet,
    nouvelles_combinaisons,
    numero_du_rejet,
    numeros_rejet_permis,
    partie_finie,
    points_combinaison,
    separer_choix,
    sommes_des_paires,
    valeur_du_de,
    valeurs_de_rejet,
)
from yum.commun.des import DES_MIN, NB_FACES, PREMIER_NUMERO_DE, probabilite_du_jet
from yum.commun.mots import formater_points
from yum.commun.progression import afficher_progression as afficher_avancement
from yum.commun.sources import DesAuHasard, lancer_des, taper_numeros
from yum.commun.tables import lire_tableau_compresse
from yum.commun.texte import couper

# --- Le découpage d'une position en caractéristiques ---------------------------------

# Les faces d'un dé.
FACES = range(DES_MIN, NB_FACES + 1)
# Nombre de sommes différentes (2 à 12).
NB_SOMMES = SOMME_MAX - SOMME_MIN + 1
# Nombre de comptes de paires distingués : 0 à 10 (au-delà, une somme ne gagne plus rien).
NB_COMPTES = PAIRES_MAX_COMPTEES + 1
# La période de chaque temps restant (0 à 22, voir ``temps_restant``) : exacte pour les derniers tours, où
# chaque rejet compte, puis par classes de deux ou trois tours.
PERIODES = (0, 1, 2, 3, 4, 5, 5, 6, 6, 7, 7, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11)
# Nombre de périodes distinguées.
NB_PERIODES = max(PERIODES) + 1
# Nombre de marges distinguées : le rejet le plus avancé est à 1 à 8 rejets de la fin.
NB_MARGES = FIN_REJET + 1
# Le nombre de sommes ouvertes et pas pleines est plafonné à cette valeur.
OUVERTES_MAX = 9
NB_OUVERTES = OUVERTES_MAX + 1
# Le déficit total est plafonné à cette valeur (11 sommes à 1 paire : 44).
DEFICIT_MAX = NB_SOMMES * (PAIRES_NEUTRES - 1)
# Nombre de sommes négatives distinguées : 0 à 11.
NB_NEGATIVES = NB_SOMMES + 1
# Nombre de valeurs de rejet distinguées (indice = valeur du dé ; 0 ne sert pas).
NB_VALEURS = NB_FACES + 1
# Une probabilité de couverture (voir ``couverture``) est rangée dans l'une de ces classes de 10 %.
NB_CLASSES_COUVERTURE = 10
# Nombre d'ensembles de valeurs de rejet fixées distingués : un bit par face (voir ``ensemble_des_rejets``).
NB_ENSEMBLES_DE_REJETS = 1 << NB_FACES

# Les tables de poids : leur nom et leurs dimensions. Une position lit un
# poids par somme dans chacune des deux premières et dans la neuvième, et un
# poids dans chacune des autres (un par valeur de rejet fixée pour la sixième).
TABLES = (
    ("somme, paires, période, sommes ouvertes", (NB_SOMMES, NB_COMPTES, NB_PERIODES, NB_OUVERTES)),
    ("somme, paires, marge du rejet le plus avancé", (NB_SOMMES, NB_COMPTES, NB_MARGES)),
    ("sommes négatives, période", (NB_NEGATIVES, NB_PERIODES)),
    ("déficit total, période", (DEFICIT_MAX + 1, NB_PERIODES)),
    ("sommes ouvertes, marge", (NB_OUVERTES, NB_MARGES)),
    ("valeur de rejet fixée, période", (NB_VALEURS, NB_PERIODES)),
    ("couverture des deux paires, période", (NB_CLASSES_COUVERTURE, NB_PERIODES)),
    ("couverture d'au moins une paire, période", (NB_CLASSES_COUVERTURE, NB_PERIODES)),
    ("somme, paires, valeurs de rejet fixées", (NB_SOMMES, NB_COMPTES, NB_ENSEMBLES_DE_REJETS)),
    ("couverture des lancers, deux paires, période", (NB_CLASSES_COUVERTURE, NB_PERIODES)),
    ("couverture des lancers, au moins une paire, période", (NB_CLASSES_COUVERTURE, NB_PERIODES)),
)


def pas_de_la_table(dimensions):
    """Retourne le pas de chaque coordonnée dans une table rangée ligne par ligne.

    >>> pas_de_la_table((11, 11, 9))
    (99, 9, 1)
    """
    pas = []
    produit = 1
    for dimension in reversed(dimensions):
        pas.append(produit)
        produit *= dimension
    return tuple(reversed(pas))


def debuts_des_tables():
    """Retourne l'indice de la première case de chaque table, puis le nombre total de poids."""
    debuts = []
    total = 0
    for _, dimensions in TABLES:
        debuts.append(total)
        total += math.prod(dimensions)
    return debuts, total


DEBUTS, NB_POIDS = debuts_des_tables()
PAS = [pas_de_la_table(dimensions) for _, dimensions in TABLES]
(SOMME_PERIODE_OUVERTES, SOMME_MARGE, NEGATIVES_PERIODE, DEFICIT_PERIODE, OUVERTES_MARGE,
 VALEUR_REJET_PERIODE, COUVERTURE_DEUX_PERIODE, COUVERTURE_UNE_PERIODE, SOMME_ENSEMBLE,
 COUVERTURE_LANCERS_DEUX_PERIODE, COUVERTURE_LANCERS_UNE_PERIODE) = range(len(TABLES))


def indice(table, *coordonnees):
    """Retourne l'indice, dans le vecteur des poids, de la case ``coordonnees`` de la table ``table``.

    >>> indice(SOMME_MARGE, 0, 0, 1) - indice(SOMME_MARGE, 0, 0, 0)
    1
    """
    position = DEBUTS[table]
    for coordonnee, pas in zip(coordonnees, PAS[table]):
        position += coordonnee * pas
    return position


def temps_restant(rejets):
    """Retourne le plus grand nombre de rejets encore possibles avant la fin de la partie.

    Chacune des trois valeurs (fixée ou pas encore) peut monter jusqu'à 7, et
    le rejet suivant finit la partie : c'est le temps qu'il reste si le joueur
    équilibre ses rejets.

    >>> temps_restant([]), temps_restant([[1, 7], [2, 7], [3, 7]])
    (22, 1)
    """
    comptes = [entree[COMPTE] for entree in rejets]
    comptes += [0] * (NB_VALEURS_REJET - len(comptes))
    return sum(FIN_REJET - 1 - compte for compte in comptes) + 1


def marge(rejets):
    """Retourne le nombre de rejets qui manquent à la valeur la plus avancée pour finir la partie."""
    return FIN_REJET - max((entree[COMPTE] for entree in rejets), default=0)


@functools.cache
def quatre_des():
    """Retourne les tirages de quatre dés (multiensembles) : (probabilité, trois groupements en paires).

    Un groupement est le couple des sommes de ses deux paires.
    """
    tirages = []
    for a, b, c, d in itertools.combinations_with_replacement(FACES, NB_DES_DES_PAIRES):
        groupements = ((a + b, c + d), (a + c, b + d), (a + d, b + c))
        tirages.append((probabilite_du_jet((a, b, c, d)), groupements))
    return tirages


@functools.cache
def couverture(masque_des_ouvertes):
    """Retourne les classes (0 à 9) de deux probabilités pour ces sommes ouvertes (1 paire ou plus).

    Pour quatre dés au hasard (ceux qui restent après le rejet), la
    probabilité qu'un groupement place ses deux paires dans des sommes déjà
    ouvertes (sans en ouvrir de nouvelle), puis celle qu'il en place au moins
    une. ``masque_des_ouvertes`` a le bit ``somme`` à 1 pour chaque somme ouverte.

    >>> couverture(0), couverture(sum(1 << somme for somme in range(2, 13)))
    ((0, 0), (9, 9))
    """
    deux = une = 0.0
    for probabilite, groupements in quatre_des():
        placees = max((masque_des_ouvertes >> premiere & 1) + (masque_des_ouvertes >> seconde & 1)
                      for premiere, seconde in groupements)
        deux += probabilite if placees == 2 else 0.0
        une += probabilite if placees >= 1 else 0.0
    dernier = NB_CLASSES_COUVERTURE - 1
    return (min(dernier, int(deux * NB_CLASSES_COUVERTURE)), min(dernier, int(une * NB_CLASSES_COUVERTURE)))


# Les couples de sommes (la plus petite d'abord) qu'un choix peut former.
COUPLES_DE_SOMMES = tuple(itertools.combinations_with_replacement(SOMMES, NB_PAIRES_PAR_TOUR))
# Le numéro de chaque couple de sommes dans COUPLES_DE_SOMMES.
NUMERO_DU_COUPLE = {couple: numero for numero, couple in enumerate(COUPLES_DE_SOMMES)}
# Pour chaque somme (indice), les couples qui la contiennent, en bits : le bit ``n`` pour le couple ``n``.
COUPLES_AVEC_LA_SOMME = [sum(1 << numero for numero, couple in enumerate(COUPLES_DE_SOMMES)
                             if somme in couple)
                         for somme in range(SOMME_MAX + 1)]
# Tous les couples, en bits.
TOUS_LES_COUPLES = (1 << len(COUPLES_DE_SOMMES)) - 1
# Les issues du rejet : les valeurs 1 à 6 (rangées à leur valeur moins DES_MIN), puis le lancer libre.
NB_ISSUES_DU_REJET = NB_FACES + 1
ISSUE_LIBRE = NB_FACES


def classe_de_probabilite(probabilite):
    """Retourne la classe de 10 % (0 à 9) d'une probabilité.

    >>> classe_de_probabilite(0.0), classe_de_probabilite(0.35), classe_de_probabilite(1.0)
    (0, 3, 9)
    """
    return min(NB_CLASSES_COUVERTURE - 1, int(probabilite * NB_CLASSES_COUVERTURE))


def ensemble_des_rejets(rejets):
    """Retourne le numéro de l'ensemble des valeurs de rejet fixées : un bit par valeur (le bit 0 pour le 1).

    >>> ensemble_des_rejets([]), ensemble_des_rejets([[1, 3], [6, 2]])
    (0, 33)
    """
    return sum(1 << (entree[VALEUR] - DES_MIN) for entree in rejets)


def cle_des_rejets(rejets):
    """Retourne ce dont dépendent les choix permis d'un lancer : None tant que les trois valeurs ne sont
    pas fixées, sinon le triplet trié des valeurs de rejet.
    """
    if len(rejets) < NB_VALEURS_REJET:
        return None
    return tuple(sorted(valeurs_de_rejet(rejets)))


@functools.cache
def couverture_des_lancers(masque_des_ouvertes, cle):
    """Retourne les classes (0 à 9) de deux probabilités, pour un lancer de cinq dés au hasard.

    Comme ``couverture``, mais avec les choix que permettent vraiment les
    rejets (``cle``, voir ``cle_des_rejets``) : la probabilité qu'un choix
    permis place ses deux paires dans des sommes déjà ouvertes, puis celle
    qu'il en place au moins une. Quand un 1 doit partir au rejet, par exemple,
    les quatre autres dés font plus rarement un 2.

    >>> couverture_des_lancers(0, None), couverture_des_lancers(sum(1 << s for s in range(2, 13)), (1, 2, 3))
    ((0, 0), (9, 9))
    """
    # Les couples dont au moins une somme est ouverte, puis ceux dont les deux le sont, en bits.
    une_ouverte = fermee = 0
    for somme in SOMMES:
        if masque_des_ouvertes >> somme & 1:
            une_ouverte |= COUPLES_AVEC_LA_SOMME[somme]
        else:
            fermee |= COUPLES_AVEC_LA_SOMME[somme]
    deux_ouvertes = TOUS_LES_COUPLES & ~fermee
    probabilites, couples = couples_des_lancers(cle)
    deux = sum(itertools.compress(probabilites, map(deux_ouvertes.__and__, couples)))
    une = sum(itertools.compress(probabilites, map(une_ouverte.__and__, couples)))
    return classe_de_probabilite(deux), classe_de_probabilite(une)


def deficit_de(paires):
    """Retourne les paires qui manquent à une somme pour revenir à 0 point (0 si fermée ou positive)."""
    return PAIRES_NEUTRES - paires if 0 < paires < PAIRES_NEUTRES else 0


def caracteristiques(combinaisons, rejets):
    """Retourne les indices des poids que lit cette position (une partie pas finie).

    Stratégie : les sommes ouvertes « pas pleines » (1 à 9 paires) se
    disputent les paires à venir, et chacune ne rapporte que si elle en reçoit
    assez avant la fin : chaque somme lit donc son poids selon son propre
    compte, la période (le temps qui reste) et le nombre de sommes ouvertes.
    Cette fonction est appelée pour chaque choix de chaque lancer : la partie
    de l'indice commune à toutes les sommes est calculée une fois
    (``commun_*``), puis chaque somme n'ajoute que la sienne (ses pas, ``pas_*``).
    """
    periode = PERIODES[temps_restant(rejets)]
    reste = marge(rejets)
    comptes = [min(combinaisons[somme], PAIRES_MAX_COMPTEES) for somme in SOMMES]
    ouvertes = min(OUVERTES_MAX, sum(1 for paires in comptes if 0 < paires < PAIRES_MAX_COMPTEES))
    negatives = sum(1 for paires in comptes if 0 < paires < PAIRES_NEUTRES)
    deficit = sum(deficit_de(paires) for paires in comptes)
    masque = sum(1 << somme for somme in SOMMES if combinaisons[somme])
    deux, une = couverture(masque)
    deux_lancers, une_lancers = couverture_des_lancers(masque, cle_des_rejets(rejets))
    pas_rang_o, pas_paires_o, _, _ = PAS[SOMME_PERIODE_OUVERTES]
    pas_rang_m, pas_paires_m, _ = PAS[SOMME_MARGE]
    commun_o = indice(SOMME_PERIODE_OUVERTES, 0, 0, periode, ouvertes)
    commun_m = indice(SOMME_MARGE, 0, 0, reste)
    indices = [indice(NEGATIVES_PERIODE, negatives, periode),
               indice(DEFICIT_PERIODE, deficit, periode),
               indice(OUVERTES_MARGE, ouvertes, reste),
               indice(COUVERTURE_DEUX_PERIODE, deux, periode),
               indice(COUVERTURE_UNE_PERIODE, une, periode),
               indice(COUVERTURE_LANCERS_DEUX_PERIODE, deux_lancers, periode),
               indice(COUVERTURE_LANCERS_UNE_PERIODE, une_lancers, periode)]
    pas_rang_e, pas_paires_e, _ = PAS[SOMME_ENSEMBLE]
    commun_e = indice(SOMME_ENSEMBLE, 0, 0, ensemble_des_rejets(rejets))
    for rang, paires in enumerate(comptes):
        indices.append(commun_o + rang * pas_rang_o + paires * pas_paires_o)
        indices.append(commun_m + rang * pas_rang_m + paires * pas_paires_m)
        indices.append(commun_e + rang * pas_rang_e + paires * pas_paires_e)
    for entree in rejets:
        indices.append(indice(VALEUR_REJET_PERIODE, entree[VALEUR], periode))
    return indices


# --- Les choix d'un lancer et leur valeur ------------------------------------------------

def choix_distincts(des, rejets):
    """Retourne les choix permis de ce lancer (quatre numéros de dés), un seul par effet.

    Deux choix ont le même effet quand ils donnent les mêmes sommes et le
    même rejet (des dés de même valeur) : on ne garde que le premier.
    Pour chaque rejet permis, les quatre autres dés se groupent de trois façons.

    >>> choix_distincts([1, 4, 4, 6, 6], [[1, 2], [3, 1], [5, 4]])
    [[2, 3, 4, 5], [2, 4, 3, 5]]
    """
    libre = est_lancer_libre(des, rejets)
    choix = []
    effets = set()
    for rejet in numeros_rejet_permis(des, rejets):
        premier, *autres = [numero for numero in range(PREMIER_NUMERO_DE, PREMIER_NUMERO_DE + NB_DES)
                            if numero != rejet]
        for compagnon in autres:
            seconde = [numero for numero in autres if numero != compagnon]
            numeros = [premier, compagnon] + seconde
            valeur_rejetee = None if libre else valeur_du_de(des, rejet)
            effet = (valeur_rejetee, tuple(sorted(sommes_des_paires(des, numeros))))
            if effet not in effets:
                effets.add(effet)
                choix.append(numeros)
    return choix


def position_apres(des, numeros, combinaisons, rejets):
    """Retourne (combinaisons, rejets) après le choix ``numeros``, dans des copies.

    Les arguments ne changent pas : le conseiller essaie chaque choix sur une copie.
    """
    apres_combinaisons = list(combinaisons)
    apres_rejets = [list(entree) for entree in rejets]
    appliquer_choix(des, numeros, apres_combinaisons, apres_rejets)
    return apres_combinaisons, apres_rejets


class Conseiller:
    """Le conseiller : ses poids appris, la valeur d'une position, le classement des choix."""

    def __init__(self, poids):
        """Garde le vecteur des poids (NB_POIDS nombres, en points)."""
        self.poids = poids

    def correction(self, combinaisons, rejets):
        """Retourne la correction apprise d'une position pas finie : la somme de ses poids."""
        return sum(map(self.poids.__getitem__, caracteristiques(combinaisons, rejets)))

    def valeur(self, combinaisons, rejets):
        """Retourne le score final espéré depuis cette position (exact si la partie est finie)."""
        score = calculer_score(combinaisons)
        if partie_finie(rejets):
            return score
        return score + self.correction(combinaisons, rejets)

    def classer_choix(self, des, combinaisons, rejets):
        """Retourne les choix permis de ce lancer, du meilleur au moins bon : (valeur, numéros)."""
        valeurs = [(self.valeur(*position_apres(des, numeros, combinaisons, rejets)), numeros)
                   for numeros in choix_distincts(des, rejets)]
        return sorted(valeurs, key=lambda valeur_et_choix: -valeur_et_choix[0])

    def meilleur_choix(self, des, combinaisons, rejets):
        """Retourne les quatre numéros de dés du meilleur choix."""
        return self.classer_choix(des, combinaisons, rejets)[0][1]

    def esperance_depart(self):
        """Retourne le score que le conseiller espère d'une partie neuve, avant le premier lancer.

        C'est la moyenne, sur les 252 lancers possibles pondérés par leur
        probabilité, de la valeur de son meilleur choix.
        """
        combinaisons = nouvelles_combinaisons()
        return sum(probabilite_du_jet(jet) * self.classer_choix(list(jet), combinaisons, [])[0][0]
                   for jet in itertools.combinations_with_replacement(FACES, NB_DES))


# --- La recherche sur le lancer suivant ---------------------------------------------------------
#
# Le conseiller prévoyant ne juge pas une position par sa seule valeur apprise :
# il regarde aussi le lancer suivant. La valeur d'une position (pas finie) est
# la moyenne, sur les 252 lancers possibles pondérés par leur probabilité, de
# la valeur apprise du meilleur choix de ce lancer (une « espérance-maximum »
# à un lancer d'avance). Il ne voit pas les dés à venir : il n'en connaît que
# les probabilités, comme un joueur.
#
# Pour tenir en quelques millisecondes, il ne recalcule pas la valeur apprise
# de chaque choix de chaque lancer : un choix n'a que deux effets, les deux
# sommes formées (66 couples possibles) et la valeur rejetée (six valeurs, ou
# un lancer libre). Les 252 lancers n'en font qu'au plus 66 × 7 ; chaque effet
# est évalué une fois, en ne recalculant que ce que ses deux sommes et son
# rejet changent à la valeur apprise de la position de départ.



def numero_d_effet(couple, issue):
    """Retourne le numéro de l'effet (couple de sommes, issue du rejet) dans la table des valeurs d'effets.

    >>> numero_d_effet(0, 0), numero_d_effet(1, ISSUE_LIBRE)
    (0, 13)
    """
    return couple * NB_ISSUES_DU_REJET + issue


def issue_du_rejet(valeur):
    """Retourne l'issue d'un rejet de cette valeur (None : lancer libre)."""
    return ISSUE_LIBRE if valeur is None else valeur - DES_MIN


@functools.cache
def lancers_et_effets(cle):
    """Retourne, pour la clé des rejets ``cle`` (voir ``cle_des_rejets``) : les 252 lancers (probabilité,
    numéros des effets distincts de leurs choix permis), puis les couples de sommes et les issues
    qui s'y rencontrent.

    Les valeurs de rejet comptées ne changent pas les choix permis : seules
    comptent les valeurs fixées, d'où la clé. Le résultat est calculé une fois par clé.
    """
    rejets = [] if cle is None else [[valeur, PREMIER_REJET] for valeur in cle]
    lancers = []
    couples = set()
    issues = set()
    for jet in itertools.combinations_with_replacement(FACES, NB_DES):
        des = list(jet)
        libre = est_lancer_libre(des, rejets)
        effets = set()
        for numeros in choix_distincts(des, rejets):
            couple = NUMERO_DU_COUPLE[tuple(sorted(sommes_des_paires(des, numeros)))]
            issue = issue_du_rejet(None if libre else valeur_du_de(des, numero_du_rejet(numeros, NB_DES)))
            couples.add(couple)
            issues.add(issue)
            effets.add(numero_d_effet(couple, issue))
        lancers.append((probabilite_du_jet(jet), tuple(sorted(effets))))
    return tuple(lancers), tuple(sorted(couples)), tuple(sorted(issues))


@functools.cache
def couples_des_lancers(cle):
    """Retourne, pour la clé des rejets ``cle``, les probabilités des 252 lancers, puis leurs couples permis.

    Les couples permis d'un lancer sont donnés en bits : le bit ``n`` pour le couple numéro ``n``.
    """
    lancers, _, _ = lancers_et_effets(cle)
    return (tuple(probabilite for probabilite, _ in lancers),
            tuple(sum({1 << (effet // NB_ISSUES_DU_REJET) for effet in effets}) for _, effets in lancers))


def rejets_apres(rejets, issue):
    """Retourne une copie des rejets après un rejet de l'issue ``issue`` (inchangés si lancer libre)."""
    apres = [list(entree) for entree in rejets]
    if issue != ISSUE_LIBRE:
        noter_rejet(apres, issue + DES_MIN)
    return apres


class EffetDesSommes(NamedTuple):
    """Ce que deux paires de plus changent à une position, quel que soit le rejet."""

    # Le score après les deux paires.
    score: int
    # Les sommes ouvertes et pas pleines (plafonnées), négatives, et les paires qui leur manquent.
    ouvertes: int
    negatives: int
    deficit: int
    # Les classes de couverture des sommes ouvertes (voir ``couverture``).
    couverture_deux: int
    couverture_une: int
    # Le masque des sommes ouvertes après les deux paires.
    masque: int
    # Les sommes changées : (rang de la somme, compte avant, compte après), comptes plafonnés.
    changees: tuple


def est_pas_pleine(paires):
    """Retourne 1 si une somme de ce compte est ouverte et pas pleine (1 à 9 paires), sinon 0."""
    return 1 if 0 < paires < PAIRES_MAX_COMPTEES else 0


def est_negative(paires):
    """Retourne 1 si une somme de ce compte vaut -200 (1 à 4 paires), sinon 0."""
    return 1 if 0 < paires < PAIRES_NEUTRES else 0


def changement(somme, avant, ajout):
    """Retourne ce que ``ajout`` paires de plus font à une somme qui en a ``avant`` (plafonné) : son compte
    après (plafonné), puis ce qu'il ajoute au score, aux sommes pas pleines, aux négatives et au déficit.

    >>> changement(7, 4, 2)
    (6, 230, 0, -1, -1)
    """
    apres = min(PAIRES_MAX_COMPTEES, avant + ajout)
    return (apres, points_combinaison(somme, apres) - points_combinaison(somme, avant),
            est_pas_pleine(apres) - est_pas_pleine(avant), est_negative(apres) - est_negative(avant),
            deficit_de(apres) - deficit_de(avant))


# Les changements de chaque somme (indice), pour chaque compte avant (plafonné) et chaque ajout (1 ou 2).
CHANGEMENTS = [[[changement(somme, avant, ajout) for ajout in range(NB_PAIRES_PAR_TOUR + 1)]
                for avant in range(NB_COMPTES)] for somme in range(SOMME_MAX + 1)]
# Les sommes de chaque couple et ce qu'il leur ajoute : ((somme, 1), (autre somme, 1)), ou ((somme, 2),).
AJOUTS_DU_COUPLE = [tuple((somme, couple.count(somme)) for somme in sorted(set(couple)))
                    for couple in COUPLES_DE_SOMMES]


def effet_des_sommes(comptes, resume, couple):
    """Retourne l'``EffetDesSommes`` du couple de sommes ``couple`` sur ces comptes (plafonnés, par rang).

    ``resume`` décrit la position : (score, masque des sommes ouvertes (voir
    ``couverture``), sommes ouvertes et pas pleines (sans plafond), sommes
    négatives, déficit). Seules les deux sommes du couple changent : on ne
    recompte que leur part.
    """
    score, masque, pas_pleines, negatives, deficit = resume
    changees = []
    for somme, ajout in AJOUTS_DU_COUPLE[couple]:
        rang = somme - SOMME_MIN
        avant = comptes[rang]
        apres, plus_score, plus_pas_pleines, plus_negatives, plus_deficit = CHANGEMENTS[somme][avant][ajout]
        score += plus_score
        pas_pleines += plus_pas_pleines
        negatives += plus_negatives
        deficit += plus_deficit
        masque |= 1 << somme
        changees.append((rang, avant, apres))
    deux, une = couverture(masque)
    return EffetDesSommes(score, min(OUVERTES_MAX, pas_pleines), negatives, deficit, deux, une, masque,
                          tuple(changees))


class ConseillerPrevoyant(Conseiller):
    """Le conseiller qui regarde le lancer suivant : même valeur apprise, un lancer d'avance de plus.

    La valeur d'une position pas finie n'est plus sa valeur apprise, mais
    l'espérance, sur le lancer suivant, de la valeur apprise du meilleur choix
    (voir plus haut) ; ``classer_choix`` classe donc les choix sur cette espérance.
    """

    def __init__(self, poids, memoire=None):
        """Garde les poids ; ``memoire`` (un dict), si elle est donnée, garde les valeurs des effets
        de chaque position déjà vue (voir ``effets_de_la_position``).

        Des joueurs aux mêmes poids peuvent partager une mémoire : tant qu'ils
        jouent les mêmes choix sur les mêmes dés, chaque position n'est calculée
        qu'une fois (le duel s'en sert). Qui la donne la vide quand il veut.
        """
        super().__init__(poids)
        self.memoire = memoire

    def effets_de_la_position(self, combinaisons, rejets):
        """Retourne (lancers, valeurs des effets) de cette position pas finie : les 252 lancers
        (voir ``lancers_et_effets``), puis la valeur apprise de chaque effet (``valeurs_des_effets``).

        Le résultat ne doit pas être modifié : il peut être gardé dans la mémoire.
        """
        cle = cle_des_rejets(rejets)
        lancers, couples, issues = lancers_et_effets(cle)
        if self.memoire is None:
            return lancers, self.valeurs_des_effets(combinaisons, rejets, couples, issues)
        position = (tuple(combinaisons), tuple(map(tuple, rejets)))
        valeurs = self.memoire.get(position)
        if valeurs is None:
            valeurs = self.memoire[position] = self.valeurs_des_effets(combinaisons, rejets, couples, issues)
        return lancers, valeurs

    def valeur(self, combinaisons, rejets):
        """Retourne le score final espéré depuis cette position, un lancer d'avance (exact si finie)."""
        if partie_finie(rejets):
            return calculer_score(combinaisons)
        lancers, valeurs = self.effets_de_la_position(combinaisons, rejets)
        lire = valeurs.__getitem__
        return math.fsum(probabilite * max(map(lire, effets)) for probabilite, effets in lancers)

    def valeurs_des_effets(self, combinaisons, rejets, couples, issues):
        """Retourne la valeur apprise de la position atteinte par chaque effet (couple, issue) demandé.

        Le résultat est une liste indicée par ``numero_d_effet`` (0 pour les
        effets non demandés) ; chaque valeur est celle que donnerait
        ``Conseiller.valeur`` sur la position après l'effet, exacte si elle finit la partie.
        """
        poids = self.poids
        comptes = [min(combinaisons[somme], PAIRES_MAX_COMPTEES) for somme in SOMMES]
        resume = (calculer_score(combinaisons), sum(1 << somme for somme in SOMMES if combinaisons[somme]),
                  sum(map(est_pas_pleine, comptes)), sum(map(est_negative, comptes)),
                  sum(map(deficit_de, comptes)))
        effets = [effet_des_sommes(comptes, resume, couple) for couple in couples]
        valeurs = [0.0] * (len(COUPLES_DE_SOMMES) * NB_ISSUES_DU_REJET)
        pas_rang_o, pas_paires_o, _, _ = PAS[SOMME_PERIODE_OUVERTES]
        pas_rang_m, pas_paires_m, _ = PAS[SOMME_MARGE]
        pas_rang_e, pas_paires_e, _ = PAS[SOMME_ENSEMBLE]
        for issue in issues:
            apres = rejets_apres(rejets, issue)
            if partie_finie(apres):
                for couple, effet in zip(couples, effets):
                    valeurs[couple * NB_ISSUES_DU_REJET + issue] = effet.score
                continue
            periode = PERIODES[temps_restant(apres)]
            reste = marge(apres)
            # La part commune à tous les couples : les rejets, et les sommes
            # inchangées, dont le poids dépend du nombre de sommes ouvertes.
            fixe = sum(poids[indice(VALEUR_REJET_PERIODE, entree[VALEUR], periode)] for entree in apres)
            debut_m = indice(SOMME_MARGE, 0, 0, reste)
            fixe += sum(poids[debut_m + rang * pas_rang_m + paires * pas_paires_m]
                        for rang, paires in enumerate(comptes))
            debut_e = indice(SOMME_ENSEMBLE, 0, 0, ensemble_des_rejets(apres))
            fixe += sum(poids[debut_e + rang * pas_rang_e + paires * pas_paires_e]
                        for rang, paires in enumerate(comptes))
            cle = cle_des_rejets(apres)
            # Les tables (x, période) lisent la case DEBUT + x × NB_PERIODES + période :
            # la période est fixée par l'issue, seul x dépend du couple.
            debut_negatives = indice(NEGATIVES_PERIODE, 0, periode)
            debut_deficit = indice(DEFICIT_PERIODE, 0, periode)
            debut_ouvertes = indice(OUVERTES_MARGE, 0, reste)
            debut_deux = indice(COUVERTURE_DEUX_PERIODE, 0, periode)
            debut_une = indice(COUVERTURE_UNE_PERIODE, 0, periode)
            debut_lancers_deux = indice(COUVERTURE_LANCERS_DEUX_PERIODE, 0, periode)
            debut_lancers_une = indice(COUVERTURE_LANCERS_UNE_PERIODE, 0, periode)
            debut_periode = indice(SOMME_PERIODE_OUVERTES, 0, 0, periode, 0)
            par_ouvertes = {}
            for couple, effet in zip(couples, effets):
                ouvertes = effet.ouvertes
                debut_o = debut_periode + ouvertes
                if ouvertes not in par_ouvertes:
                    par_ouvertes[ouvertes] = sum(poids[debut_o + rang * pas_rang_o + paires * pas_paires_o]
                                                 for rang, paires in enumerate(comptes))
                deux_lancers, une_lancers = couverture_des_lancers(effet.masque, cle)
                total = (effet.score + fixe + par_ouvertes[ouvertes]
                         + poids[debut_negatives + effet.negatives * NB_PERIODES]
                         + poids[debut_deficit + effet.deficit * NB_PERIODES]
                         + poids[debut_ouvertes + ouvertes * NB_MARGES]
                         + poids[debut_deux + effet.couverture_deux * NB_PERIODES]
                         + poids[debut_une + effet.couverture_une * NB_PERIODES]
                         + poids[debut_lancers_deux + deux_lancers * NB_PERIODES]
                         + poids[debut_lancers_une + une_lancers * NB_PERIODES])
                for rang, avant, apres_paires in effet.changees:
                    total += (poids[debut_o + rang * pas_rang_o + apres_paires * pas_paires_o]
                              - poids[debut_o + rang * pas_rang_o + avant * pas_paires_o]
                              + poids[debut_m + rang * pas_rang_m + apres_paires * pas_paires_m]
                              - poids[debut_m + rang * pas_rang_m + avant * pas_paires_m]
                              + poids[debut_e + rang * pas_rang_e + apres_paires * pas_paires_e]
                              - poids[debut_e + rang * pas_rang_e + avant * pas_paires_e])
                valeurs[couple * NB_ISSUES_DU_REJET + issue] = total
        return valeurs

    def esperance_depart(self):
        """Retourne le score que le conseiller espère d'une partie neuve : la valeur de la position vide."""
        return self.valeur(nouvelles_combinaisons(), [])


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


# --- Les poids sur disque ------------------------------------------------------------------

# Le fichier des poids livré avec le paquet.
FICHIER_POIDS = Path(__file__).parent / "donnees" / "poids-conseiller.zlib"
# Les poids du premier conseiller (version 1.0.0 : la valeur apprise seule, sans les tables ajoutées
# depuis), gardés pour lui comparer le conseiller livré (``python -m solitaire.duel``).
FICHIER_POIDS_DU_PREMIER = Path(__file__).parent / "donnees" / "poids-premier-conseiller.zlib"
# Le premier conseiller ne lisait que les huit premières tables : ses poids s'arrêtent avant la neuvième.
NB_POIDS_DU_PREMIER = DEBUTS[SOMME_ENSEMBLE]
# Niveau de compression zlib (le plus fort : le fichier est écrit une fois).
NIVEAU_COMPRESSION = 9


def enregistrer_poids(poids, chemin):
    """Écrit les poids en flottants de 32 bits petit-boutistes, compressés (zlib)."""
    donnees = array("f", poids)
    if sys.byteorder == "big":
        donnees.byteswap()
    Path(chemin).write_bytes(zlib.compress(donnees.tobytes(), NIVEAU_COMPRESSION))


def charger_poids(chemin=None):
    """Retourne les poids lus dans ``chemin`` (par défaut, ceux livrés : FICHIER_POIDS), en liste.

    Lève ``DonneesIllisibles`` si le fichier est absent, illisible, n'a pas
    NB_POIDS poids, ou tient un poids qui n'est pas un nombre fini.
    """
    return lire_tableau_compresse(chemin or FICHIER_POIDS, "f", NB_POIDS,
                                  lambda poids: all(map(math.isfinite, poids))).tolist()


def charger_poids_du_premier():
    """Retourne les poids du premier conseiller, complétés de zéros pour les tables ajoutées depuis.

    Les tables ajoutées suivent les siennes et ses caractéristiques n'ont pas
    changé : avec des zéros à leur place, ``Conseiller`` rend exactement ses valeurs.
    Lève ``DonneesIllisibles`` si le fichier est absent ou abîmé.
    """
    poids = lire_tableau_compresse(FICHIER_POIDS_DU_PREMIER, "f", NB_POIDS_DU_PREMIER,
                                   lambda poids: all(map(math.isfinite, poids))).tolist()
    return poids + [0.0] * (NB_POIDS - NB_POIDS_DU_PREMIER)


@functools.cache
def conseiller_solitaire():
    """Retourne le conseiller livré (le gagnant : un lancer d'avance sur les poids livrés, lus au
    premier appel, avec la prime de victoire).
    """
    return ConseillerGagnant(charger_poids())


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


# --- Le conseil affiché au joueur ------------------------------------------------------------

# Nombre de choix montrés par le conseil : le meilleur et deux suivants.
NB_CONSEILS = 3
# Une chance (0 à 1) s'affiche en pour cent.
POURCENT = 100
# Le retrait d'une ligne de conseil trop longue, coupée pour tenir à l'écran.
RETRAIT_CONSEIL = "    "


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


def nommer_paires(numeros):
    """Retourne les paires d'un choix, nommées par leurs numéros de dés.

    >>> nommer_paires([1, 4, 2, 5])
    'paires 1-4 et 2-5'
    """
    return "paires " + " et ".join("-".join(str(numero) for numero in paire)
                                   for paire in separer_choix(numeros))


def decrire_choix(des, numeros, rejets):
    """Retourne un choix en clair : paires, sommes et rejet.

    Le dé qui reste part « au rejet », ou, lors d'un lancer libre, reste « de côté (F) », comme le
    tableau note les lancers libres. Court : la première ligne du conseil tient en 80 colonnes.

    >>> decrire_choix([6, 1, 3, 5, 5], [1, 4, 2, 5], [])
    'Paires 1-4 et 2-5 (11 et 6), le dé 3 (un 3) au rejet'
    >>> decrire_choix([2, 4, 4, 6, 6], [1, 2, 3, 4], [[1, 2], [3, 1], [5, 4]])
    'Paires 1-2 et 3-4 (6 et 10), le dé 5 (un 6) de côté (F)'
    """
    premiere, seconde = sommes_des_paires(des, numeros)
    rejet = numero_du_rejet(numeros, NB_DES)
    sort = " de côté (F)" if est_lancer_libre(des, rejets) else " au rejet"
    texte = nommer_paires(numeros)
    return (f"{texte[0].upper()}{texte[1:]} ({premiere} et {seconde}),"
            f" le dé {rejet} (un {valeur_du_de(des, rejet)}){sort}")


def classer_pour_le_conseil(conseiller, des, combinaisons, rejets):
    """Retourne les choix de ce lancer, du meilleur au moins bon : (score espéré, chance de gagner, numéros).

    La chance de gagner est None si le conseiller ne l'estime pas (il ne vise que le score).
    """
    if isinstance(conseiller, ConseillerGagnant):
        return [(estimation.score, estimation.chance, numeros)
                for estimation, numeros in conseiller.classer_estimations(des, combinaisons, rejets)]
    return [(valeur, None, numeros)
            for valeur, numeros in conseiller.classer_choix(des, combinaisons, rejets)]


def formater_chance(chance, texte):
    """Retourne `` ; {texte} : N %`` pour une chance estimée (0 à 1), ou rien si elle est None.

    >>> formater_chance(0.237, "chance de gagner"), formater_chance(None, "chance")
    (' ; chance de gagner : 24 %', '')
    """
    if chance is None:
        return ""
    return f" ; {texte} : {formater_points(POURCENT * chance, 0)} %"


def formater_conseil(des, combinaisons, rejets, conseiller=None):
    """Retourne le conseil de ce lancer : le meilleur choix, à taper, et les deux suivants.

    Chaque choix est suivi du score final que le conseiller en espère et,
    pour le conseiller livré, de sa chance estimée d'atteindre 500 points.
    """
    conseiller = conseiller or conseiller_solitaire()
    classement = classer_pour_le_conseil(conseiller, des, combinaisons, rejets)
    score, chance, numeros = classement[0]
    lignes = [couper(f"Conseil : {decrire_choix(des, numeros, rejets)} ; tapez"
                     f" {taper_numeros(numeros)}.", RETRAIT_CONSEIL),
              f"  Score final espéré : {formater_points(score, 0)}"
              f"{formater_chance(chance, 'chance de gagner')}."]
    for score, chance, numeros in classement[1:NB_CONSEILS]:
        lignes.append(couper(f"  sinon : {decrire_choix(des, numeros, rejets)}"
                             f" (espéré : {formater_points(score, 0)}{formater_chance(chance, 'chance')}).",
                             RETRAIT_CONSEIL))
    return "\n".join(lignes)


# --- La ligne de commande : entraîner, mesurer ------------------------------------------------

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


def afficher_progression(faites, total):
    """Affiche l'avancement de l'entraînement sur la sortie d'erreur, si c'est un terminal."""
    afficher_avancement(faites, total, "Entraînement")


def proportion(texte):
    """Retourne le nombre ``texte`` s'il est entre 0 et 1 (le λ) ; sinon refuse l'option.

    >>> proportion("0,7"), proportion("1")
    (0.7, 1.0)
    """
    import argparse
    try:
        valeur = float(texte.strip().replace(",", "."))
    except ValueError:
        valeur = None
    if valeur is None or not 0 <= valeur <= 1:
        raise argparse.ArgumentTypeError(f"« {texte} » n'est pas un nombre entre 0 et 1")
    return valeur


def main(arguments=None):
    """Entraîne le conseiller (``--entrainer``) ou le mesure (``--mesurer``)."""
    from yum.commun import __version__
    from yum.commun.options import AnalyseurFrancais, entier_positif_ou_nul, entier_strictement_positif
    analyseur = AnalyseurFrancais(__version__, "Conseiller des Dés en solitaire",
                                  prog="python -m solitaire.conseiller",
                                  description="Le conseiller des Dés en solitaire : l'entraîner, le mesurer.")
    analyseur.add_argument("--entrainer", type=entier_strictement_positif, metavar="N",
                           nargs="?", const=NB_PARTIES_ENTRAINEMENT,
                           help=f"réapprendre les poids en N parties (défaut : {NB_PARTIES_ENTRAINEMENT},"
                                " une vingtaine de minutes)")
    analyseur.add_argument("--graine", type=entier_positif_ou_nul, default=GRAINE_ENTRAINEMENT, metavar="S",
                           help=f"graine de l'entraînement (défaut : {GRAINE_ENTRAINEMENT})")
    analyseur.add_argument("--lambda", type=proportion, default=LAMBDA, dest="lam", metavar="λ",
                           help=f"le λ du retour λ, entre 0 et 1 (défaut : {LAMBDA})")
    analyseur.add_argument("--sortie", metavar="FICHIER", default=FICHIER_POIDS.name,
                           help=f"où écrire les poids (défaut : {FICHIER_POIDS.name} dans le dossier"
                                " courant ; pour les livrer, solitaire/donnees/poids-conseiller.zlib)")
    analyseur.add_argument("--mesurer", action="store_true",
                           help="mesurer le chargement des poids et la durée d'un conseil")
    analyseur.add_argument("--ecarts", action="store_true",
                           help="mesurer l'écart type du score final autour de la valeur apprise,"
                                f" selon le temps qui reste ({ECARTS_PARTIES} parties,"
                                f" graine {ECARTS_GRAINE})")
    options = analyseur.parse_args(arguments)
    if options.entrainer:
        debut = time.perf_counter()
        poids = entrainer(options.entrainer, options.graine, options.lam, afficher_progression)
        enregistrer_poids(poids, options.sortie)
        print(f"{options.entrainer} parties apprises en {time.perf_counter() - debut:.0f} s ;"
              f" espérance de départ {formater_points(Conseiller(poids).esperance_depart())} points ;"
              f" poids écrits dans {options.sortie}.")
    if options.mesurer:
        print(mesurer())
    if options.ecarts:
        print(formater_ecarts(mesurer_les_ecarts()))
    if not (options.entrainer or options.mesurer or options.ecarts):
        analyseur.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
