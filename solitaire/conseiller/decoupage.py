"""Le découpage d'une position du solitaire en caractéristiques, et les tables de poids.

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
"""

import functools
import itertools
import math

from solitaire.conseiller.lancers import COUPLES_AVEC_LA_SOMME, FACES, TOUS_LES_COUPLES, couples_des_lancers
from solitaire.constantes import (
    FIN_REJET,
    NB_DES_DES_PAIRES,
    NB_VALEURS_REJET,
    PAIRES_MAX_COMPTEES,
    PAIRES_NEUTRES,
    SOMME_MAX,
    SOMME_MIN,
)
from solitaire.regles import COMPTE, SOMMES, VALEUR, valeurs_de_rejet
from yum.commun.des import DES_MIN, NB_FACES, probabilite_du_jet

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
