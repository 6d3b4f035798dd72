"""Le conseiller des Dés en solitaire : une valeur apprise en jouant, puis le meilleur choix.

Explication : le jeu a bien trop de positions pour un calcul exact comme au
Yum (onze compteurs de paires, trois rejets et leurs comptes). Le conseiller
estime donc, pour chaque position, le score final qu'il peut en espérer, et
choisit, parmi les choix permis par le lancer, celui qui mène à la position
de plus grande valeur (un seul coup d'avance : le lancer suivant est laissé au
hasard). Ce qui fait sa force, c'est sa valeur de position :

- le score déjà acquis (``calculer_score``), exact ;
- plus une correction apprise : la somme de quelques poids lus dans des
  tables. Chaque somme (2 à 12) regarde, selon son nombre de paires, le
  temps qui reste (les rejets encore possibles avant qu'une valeur atteigne
  8) et le nombre de sommes ouvertes qui se disputent les paires à venir.
  Quelques tables globales complètent : les sommes négatives et les paires
  qui leur manquent, les valeurs de rejet fixées, et la « couverture » des
  sommes ouvertes (la chance qu'un lancer se joue sans ouvrir de somme).

Les poids sont appris par différence temporelle, TD(λ) (Sutton et Barto) :
le conseiller joue des centaines de milliers de parties contre lui-même et,
après chacune, rapproche la valeur de chaque position jouée du score
réellement obtenu ensuite (le « retour λ », mélange du score final et des
valeurs des positions suivantes). Il apprend ainsi ce qu'un joueur glouton
ignore : qu'ouvrir une somme coûte 200 points tant qu'elle n'a pas 5 paires,
que ce coût dépend du temps qui reste et de la concurrence des autres sommes,
et qu'il faut régler le rythme des rejets (prolonger la partie quand des
sommes sont en retard, la finir quand tout est rentabilisé).

Les poids appris sont livrés dans ``solitaire/donnees/poids-conseiller.zlib``
et se recalculent avec ``python -m solitaire.conseiller --entrainer``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : R. S. Sutton et A. G. Barto, « Reinforcement Learning: An
Introduction », ch. 12 (TD(λ)) ; G. Tesauro, « TD-Gammon » ; règlements
« Pour jouer aux DÉS EN SOLITAIRE ».
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
    NB_VALEURS_REJET,
    PAIRES_MAX_COMPTEES,
    PAIRES_NEUTRES,
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
    nouvelles_combinaisons,
    numero_du_rejet,
    numeros_rejet_permis,
    partie_finie,
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

# Les tables de poids : leur nom et leurs dimensions. Une position lit un
# poids par somme dans chacune des deux premières, et un poids dans chacune
# des autres (un par valeur de rejet fixée pour la dernière).
TABLES = (
    ("somme, paires, période, sommes ouvertes", (NB_SOMMES, NB_COMPTES, NB_PERIODES, NB_OUVERTES)),
    ("somme, paires, marge du rejet le plus avancé", (NB_SOMMES, NB_COMPTES, NB_MARGES)),
    ("sommes négatives, période", (NB_NEGATIVES, NB_PERIODES)),
    ("déficit total, période", (DEFICIT_MAX + 1, NB_PERIODES)),
    ("sommes ouvertes, marge", (NB_OUVERTES, NB_MARGES)),
    ("valeur de rejet fixée, période", (NB_VALEURS, NB_PERIODES)),
    ("couverture des deux paires, période", (NB_CLASSES_COUVERTURE, NB_PERIODES)),
    ("couverture d'au moins une paire, période", (NB_CLASSES_COUVERTURE, NB_PERIODES)),
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
 VALEUR_REJET_PERIODE, COUVERTURE_DEUX_PERIODE, COUVERTURE_UNE_PERIODE) = range(len(TABLES))


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
    deux, une = couverture(sum(1 << somme for somme in SOMMES if combinaisons[somme]))
    pas_rang_o, pas_paires_o, _, _ = PAS[SOMME_PERIODE_OUVERTES]
    pas_rang_m, pas_paires_m, _ = PAS[SOMME_MARGE]
    commun_o = indice(SOMME_PERIODE_OUVERTES, 0, 0, periode, ouvertes)
    commun_m = indice(SOMME_MARGE, 0, 0, reste)
    indices = [indice(NEGATIVES_PERIODE, negatives, periode),
               indice(DEFICIT_PERIODE, deficit, periode),
               indice(OUVERTES_MARGE, ouvertes, reste),
               indice(COUVERTURE_DEUX_PERIODE, deux, periode),
               indice(COUVERTURE_UNE_PERIODE, une, periode)]
    for rang, paires in enumerate(comptes):
        indices.append(commun_o + rang * pas_rang_o + paires * pas_paires_o)
        indices.append(commun_m + rang * pas_rang_m + paires * pas_paires_m)
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


# --- Les poids sur disque ------------------------------------------------------------------

# Le fichier des poids livré avec le paquet.
FICHIER_POIDS = Path(__file__).parent / "donnees" / "poids-conseiller.zlib"
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


@functools.cache
def conseiller_solitaire():
    """Retourne le conseiller avec les poids livrés, lus au premier appel seulement."""
    return Conseiller(charger_poids())


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

    >>> decrire_choix([6, 1, 3, 5, 5], [1, 4, 2, 5], [])
    'Paires 1-4 et 2-5 (11 et 6), rejet le dé 3 (un 3)'
    """
    premiere, seconde = sommes_des_paires(des, numeros)
    rejet = numero_du_rejet(numeros, NB_DES)
    libre = " libre" if est_lancer_libre(des, rejets) else ""
    texte = nommer_paires(numeros)
    return (f"{texte[0].upper()}{texte[1:]} ({premiere} et {seconde}),"
            f" rejet{libre} le dé {rejet} (un {valeur_du_de(des, rejet)})")


def formater_conseil(des, combinaisons, rejets, conseiller=None):
    """Retourne le conseil de ce lancer : le meilleur choix, à taper, et les deux suivants.

    Chaque choix est suivi du score final que le conseiller en espère.
    """
    conseiller = conseiller or conseiller_solitaire()
    classement = conseiller.classer_choix(des, combinaisons, rejets)
    valeur, numeros = classement[0]
    lignes = [couper(f"Conseil : {decrire_choix(des, numeros, rejets)} ; tapez"
                     f" {taper_numeros(numeros)}.", RETRAIT_CONSEIL),
              f"  Score final espéré : {formater_points(valeur, 0)}."]
    for valeur, numeros in classement[1:NB_CONSEILS]:
        lignes.append(couper(f"  sinon : {decrire_choix(des, numeros, rejets)}"
                             f" (espéré : {formater_points(valeur, 0)}).", RETRAIT_CONSEIL))
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
    for _ in range(nb_positions):
        des, combinaisons, rejets = position_au_hasard(conseiller, rng)
        debut = time.perf_counter()
        formater_conseil(des, combinaisons, rejets, conseiller)
        durees.append(time.perf_counter() - debut)
    return (f"Poids : {FICHIER_POIDS.stat().st_size} octets, {NB_POIDS} poids,"
            f" chargés en {formater_points(chargement * MILLISECONDES, 0)} ms.\n"
            f"Conseil pour une position ({nb_positions} positions) : médiane"
            f" {formater_points(statistics.median(durees) * MILLISECONDES, 2)} ms, maximum"
            f" {formater_points(max(durees) * MILLISECONDES, 2)} ms.\n"
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
    if not (options.entrainer or options.mesurer):
        analyseur.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
