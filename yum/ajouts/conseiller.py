"""Le conseiller optimal du Yum : la meilleure décision, calculée exactement.

Explication : comme le joueur optimal de Tom Verhoeff pour le Yahtzee en
solitaire, le conseiller résout le jeu par programmation dynamique à rebours.

- Entre deux tours, l'état de la partie se résume à deux nombres : l'ensemble
  des cases déjà remplies (un masque de 13 bits) et le sous-total du haut,
  plafonné à 63 (au-delà, seul compte le fait d'avoir le bonus). Cela fait
  2^13 × 64 états.
- La valeur d'un état est l'espérance des points qui restent à marquer en
  jouant au mieux. Celle de la feuille pleine vaut 0 ; celle d'un état se
  calcule à partir de celles des états qui le suivent, par un tour entier :
  lancer, garder, relancer, garder, relancer, choisir la case.
- Ces valeurs sont calculées une fois (``--generer``, une dizaine de minutes
  en Python pur) et livrées avec le paquet, en centièmes de point sur 16 bits,
  compressées (``donnees/esperances-yum.zlib``). Un conseil ne demande ensuite
  que le calcul d'un seul tour à partir de cette table.

Le même code résout le Yahtzee standard (bonus 35, main pleine 25, suites 30
et 40, yahtzee 50, sans prime ni joker) : son optimum est 245,8708 (Verhoeff),
ce que vérifient les tests.

Un « tour » se calcule en cinq passes sur des listes :
valeurs finales (par main, la meilleure case), espérance de chaque garde
avant le 3ᵉ lancer, meilleure garde par main, espérance de chaque garde avant
le 2ᵉ lancer, meilleure garde par main, et enfin l'espérance du 1ᵉʳ lancer.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : T. Verhoeff, « Optimal Solitaire Yahtzee Advisor and Yahtzee
Proficiency Test » (Université technique d'Eindhoven, 1999-2009) ; énoncé du
TP1 d'INF111 (les règles du Yum) ; conception du projet, §3.
"""

import functools
import sys
import zlib
from array import array
from collections import Counter
from itertools import combinations, combinations_with_replacement
from operator import mul
from pathlib import Path
from typing import NamedTuple

from yum.affichage import ETIQUETTES
from yum.commun.des import probabilite_du_jet
from yum.commun.mots import accorder, formater_points, nommer_des_numeros, nommer_valeurs
from yum.commun.sources import choix_des_numeros
from yum.commun.tables import lire_tableau_compresse
from yum.constantes import (
    CASE_LIBRE,
    DES_MIN,
    GARDER_TOUS,
    GRAND_TOTAL,
    MIN_BONUS,
    NB_DES,
    NB_FACES,
    POINT_BONUS_HAUT,
    PREMIER_NUMERO_DE,
    SOUS_TOTAL_HAUT,
)
from yum.regles import CASES_BAS, CASES_DE_JEU, CASES_HAUT

# Les sous-totaux du haut qu'on distingue : 0 à MIN_BONUS (63 veut dire « 63 ou plus »).
NB_HAUTS = MIN_BONUS + 1
# Un centième de point : la précision des valeurs stockées dans la table.
CENTIEMES = 100
# Nombre d'états d'une table : un masque des 13 cases de jeu (Yum ou Yahtzee), fois les sous-totaux.
NB_ETATS = (1 << len(CASES_DE_JEU)) * NB_HAUTS
# Une espérance au-delà de 400 points est impossible (le Yahtzee lui-même plafonne à 375) :
# la table qui en tient une est abîmée.
CENTIEMES_MAX = 400 * CENTIEMES
# Le fichier de la table du Yum, livré avec le paquet.
FICHIER_TABLE_YUM = Path(__file__).parent / "donnees" / "esperances-yum.zlib"
# Le niveau de compression du fichier (zlib : 9, le plus fort ; il se lit en quelques millisecondes).
NIVEAU_COMPRESSION = 9
# Nombre de conseils affichés : le meilleur et ses suivants.
NB_CONSEILS = 4
# Nombre d'états calculés entre deux mises à jour de la barre de progression.
PAS_DE_PROGRESSION = 2000
# Nombre d'états (cases remplies, sous-total du haut) dont l'analyse reste en mémoire.
TAILLE_DU_CACHE = 3584
# Les noms des cases de jeu dans les conseils et les statistiques : ceux de la feuille du cours
# (« Carre », « YUM »), pour qu'un écran ne donne jamais deux noms à la même case.
NOMS_CASES = {case: f"les {case}" for case in CASES_HAUT}
NOMS_CASES.update({case: ETIQUETTES[case] for case in CASES_BAS})


# --- La combinatoire des dés (la même pour tous les jeux à cinq dés) -----------------

class Combinatoire(NamedTuple):
    """Les mains, les gardes et les probabilités de passer de l'une à l'autre."""

    # Les 252 mains de cinq dés, triées, et l'indice de chacune.
    mains: tuple
    indice_main: dict
    # Les 462 gardes (de 0 à 5 dés, triées) et l'indice de chacune.
    gardes: tuple
    indice_garde: dict
    # Pour chaque garde : les mains qu'on peut obtenir en relançant le reste,
    # et la probabilité de chacune.
    issues: tuple
    probas: tuple
    # Pour chaque main : les indices des gardes qu'on peut en tirer.
    sous_gardes: tuple
    # Pour chaque face (indice 1 à 6) : le nombre de dés de cette face dans chaque main.
    comptes: tuple


@functools.cache
def combinatoire():
    """Retourne la combinatoire des cinq dés (calculée une fois, quelques millisecondes)."""
    faces = range(DES_MIN, NB_FACES + 1)
    mains = tuple(combinations_with_replacement(faces, NB_DES))
    indice_main = {main: indice for indice, main in enumerate(mains)}
    gardes = tuple(garde for taille in range(NB_DES + 1)
                   for garde in combinations_with_replacement(faces, taille))
    indice_garde = {garde: indice for indice, garde in enumerate(gardes)}
    issues, probas = [], []
    for garde in gardes:
        jets = list(combinations_with_replacement(faces, NB_DES - len(garde)))
        issues.append(tuple(indice_main[tuple(sorted(garde + jet))] for jet in jets))
        probas.append(tuple(probabilite_du_jet(jet) for jet in jets))
    sous_gardes = tuple(
        tuple(sorted({indice_garde[garde] for taille in range(NB_DES + 1)
                      for garde in combinations(main, taille)}))
        for main in mains)
    comptes = tuple(tuple(main.count(face) for main in mains) for face in range(NB_FACES + 1))
    return Combinatoire(mains, indice_main, gardes, indice_garde, tuple(issues), tuple(probas),
                        sous_gardes, comptes)


# --- Les règles de pointage, vues par le conseiller -------------------------------------

class Pointage(NamedTuple):
    """Ce que le conseiller doit savoir des règles : les cases, leurs points, le bonus."""

    # Nom du jeu.
    nom: str
    # Pour chaque case : le numéro à taper, son nom, la face comptée (cases du haut) ou None.
    numeros: tuple
    noms: tuple
    faces: tuple
    # Pour chaque case, les points de chacune des 252 mains.
    points: tuple
    # Le bonus du haut et le sous-total qui le donne.
    bonus: int
    seuil_bonus: int


@functools.cache
def pointage_yum():
    """Retourne le pointage du Yum, tiré des règles du jeu elles-mêmes (``yum.regles``)."""
    from yum.regles import (
        CASES_DE_JEU,
        CASES_HAUT,
        calculer_coups_possibles,
        nouvelle_feuille,
        nouvelle_grille,
    )
    points = {case: [] for case in CASES_DE_JEU}
    for main in combinatoire().mains:
        grille = nouvelle_grille()
        calculer_coups_possibles(list(main), nouvelle_feuille(), grille)
        for case in CASES_DE_JEU:
            points[case].append(grille[case])
    return Pointage(
        "Yum", CASES_DE_JEU, tuple(NOMS_CASES[case] for case in CASES_DE_JEU),
        tuple(case if case in CASES_HAUT else None for case in CASES_DE_JEU),
        tuple(tuple(points[case]) for case in CASES_DE_JEU), POINT_BONUS_HAUT, MIN_BONUS)


# Les points des cases du bas du Yahtzee standard (règles de Verhoeff, sans prime ni joker).
POINTS_MAIN_PLEINE_YAHTZEE = 25
POINTS_PETITE_SUITE_YAHTZEE = 30
POINTS_GROSSE_SUITE_YAHTZEE = 40
POINTS_YAHTZEE = 50
BONUS_YAHTZEE = 35


def points_yahtzee(main):
    """Retourne les points d'une main dans les 7 cases du bas du Yahtzee standard."""
    comptes = sorted(Counter(main).values())
    valeurs = set(main)
    petite = any({debut, debut + 1, debut + 2, debut + 3} <= valeurs for debut in (1, 2, 3))
    grosse = valeurs in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})
    total = sum(main)
    return (total if comptes[-1] >= 3 else 0,
            total if comptes[-1] >= 4 else 0,
            POINTS_MAIN_PLEINE_YAHTZEE if comptes == [2, 3] else 0,
            POINTS_PETITE_SUITE_YAHTZEE if petite else 0,
            POINTS_GROSSE_SUITE_YAHTZEE if grosse else 0,
            total,
            POINTS_YAHTZEE if comptes == [NB_DES] else 0)


@functools.cache
def pointage_yahtzee():
    """Retourne le pointage du Yahtzee standard, pour vérifier le calcul sur un résultat publié."""
    mains = combinatoire().mains
    haut = [tuple(main.count(face) * face for main in mains) for face in range(DES_MIN, NB_FACES + 1)]
    bas = list(zip(*(points_yahtzee(main) for main in mains)))
    noms = ("1", "2", "3", "4", "5", "6", "Brelan", "Carré", "Main pleine", "Petite suite",
            "Grosse suite", "Chance", "Yahtzee")
    return Pointage("Yahtzee", tuple(range(1, len(noms) + 1)), noms,
                    tuple(range(DES_MIN, NB_FACES + 1)) + (None,) * len(bas),
                    tuple(haut) + tuple(bas), BONUS_YAHTZEE, MIN_BONUS)


# --- Un tour de jeu, calculé à partir de la table -------------------------------------------

def indice_etat(masque, haut):
    """Retourne la place de l'état (cases remplies, sous-total du haut) dans la table."""
    return masque * NB_HAUTS + haut


def haut_suivant(haut, points_haut):
    """Retourne le sous-total plafonné après avoir ajouté ``points_haut`` au haut."""
    return min(MIN_BONUS, haut + points_haut)


def bonus_gagne(pointage, haut, points_haut):
    """Retourne le bonus que ces points du haut font gagner (0 s'il était déjà acquis ou reste loin)."""
    if haut < pointage.seuil_bonus <= haut + points_haut:
        return pointage.bonus
    return 0


def valeur_apres_case(pointage, table, masque, haut, case, points_case):
    """Retourne les points de la case plus l'espérance de la suite, une fois la case remplie."""
    face = pointage.faces[case]
    suivant = masque | (1 << case)
    if face is None:
        return points_case + table[indice_etat(suivant, haut)]
    return (points_case + bonus_gagne(pointage, haut, points_case)
            + table[indice_etat(suivant, haut_suivant(haut, points_case))])


def cases_libres(pointage, masque):
    """Retourne les indices des cases que le masque laisse libres."""
    return [case for case in range(len(pointage.points)) if not masque >> case & 1]


def valeurs_finales(pointage, table, masque, haut):
    """Retourne, pour chaque main finale, la valeur de la meilleure case où l'inscrire.

    Stratégie : une liste de valeurs par case libre, puis le maximum main par
    main. Une case du haut ne dépend que du nombre de dés de sa face : on
    calcule ses six valeurs possibles, puis on les distribue aux mains.
    """
    candidats = []
    for case in cases_libres(pointage, masque):
        face = pointage.faces[case]
        if face is None:
            suite = table[indice_etat(masque | (1 << case), haut)]
            candidats.append([points + suite for points in pointage.points[case]])
        else:
            par_nombre = [valeur_apres_case(pointage, table, masque, haut, case, nombre * face)
                          for nombre in range(NB_DES + 1)]
            candidats.append(list(map(par_nombre.__getitem__, combinatoire().comptes[face])))
    if len(candidats) == 1:
        return candidats[0]
    return list(map(max, *candidats))


def esperances_des_gardes(valeurs_des_mains):
    """Retourne, pour chaque garde, l'espérance de la valeur de la main après la relance."""
    comb = combinatoire()
    valeur = valeurs_des_mains.__getitem__
    return [sum(map(mul, probas, map(valeur, issues)))
            for probas, issues in zip(comb.probas, comb.issues)]


def meilleures_gardes(valeurs_des_gardes):
    """Retourne, pour chaque main, la valeur de la meilleure garde qu'on peut en tirer."""
    valeur = valeurs_des_gardes.__getitem__
    return [max(map(valeur, sous_gardes)) for sous_gardes in combinatoire().sous_gardes]


def esperance_du_premier_lancer(valeurs_des_mains):
    """Retourne l'espérance de la valeur d'une main tirée avec les cinq dés."""
    comb = combinatoire()
    garde_vide = comb.indice_garde[()]
    return sum(map(mul, comb.probas[garde_vide], map(valeurs_des_mains.__getitem__,
                                                      comb.issues[garde_vide])))


def esperance_etat(pointage, table, masque, haut):
    """Retourne l'espérance des points qui restent à marquer depuis cet état, en jouant au mieux."""
    if not cases_libres(pointage, masque):
        return 0.0
    apres_troisieme = valeurs_finales(pointage, table, masque, haut)
    apres_deuxieme = meilleures_gardes(esperances_des_gardes(apres_troisieme))
    apres_premier = meilleures_gardes(esperances_des_gardes(apres_deuxieme))
    return esperance_du_premier_lancer(apres_premier)


# --- La table des espérances ------------------------------------------------------------------

def hauts_atteignables(pointage, masque):
    """Retourne l'ensemble des sous-totaux du haut (plafonnés) possibles avec ces cases remplies."""
    possibles = {0}
    for case in range(len(pointage.points)):
        face = pointage.faces[case]
        if face is not None and masque >> case & 1:
            possibles = {haut_suivant(haut, nombre * face)
                         for haut in possibles for nombre in range(NB_DES + 1)}
    return possibles


def generer_table(pointage, progression=None):
    """Retourne la table des espérances (en points) de tous les états atteignables.

    Stratégie : à rebours, des masques les plus remplis aux plus vides ; un
    état ne dépend que d'états qui ont une case de plus. Les états qu'on ne
    peut pas atteindre restent à 0. ``progression(faits, total)`` est appelée
    de temps en temps, pour une barre de progression.
    """
    nb_cases = len(pointage.points)
    table = array("d", bytes(8 * (1 << nb_cases) * NB_HAUTS))
    masques = sorted(range(1 << nb_cases), key=lambda masque: -bin(masque).count("1"))
    etats = [(masque, haut) for masque in masques for haut in sorted(hauts_atteignables(pointage, masque))]
    for fait, (masque, haut) in enumerate(etats):
        table[indice_etat(masque, haut)] = esperance_etat(pointage, table, masque, haut)
        if progression is not None and fait % PAS_DE_PROGRESSION == 0:
            progression(fait, len(etats))
    if progression is not None:
        progression(len(etats), len(etats))
    return table


class TableEnCentiemes:
    """Une table lue sur disque : ses valeurs restent des centièmes entiers, lus en points.

    Garder les entiers de 16 bits (et diviser à chaque lecture) rend le
    chargement presque instantané : un conseil ne lit qu'une centaine de valeurs.
    """

    def __init__(self, centiemes):
        """Enveloppe le tableau ``array('H')`` des valeurs en centièmes de point."""
        self.centiemes = centiemes

    def __getitem__(self, indice):
        """Retourne la valeur de l'état ``indice``, en points."""
        return self.centiemes[indice] / CENTIEMES

    def __len__(self):
        """Retourne le nombre d'états de la table."""
        return len(self.centiemes)


def enregistrer_table(table, chemin):
    """Écrit la table en centièmes de point, entiers de 16 bits petit-boutistes, compressés (zlib)."""
    centiemes = array("H", (round(valeur * CENTIEMES) for valeur in table))
    if sys.byteorder == "big":
        centiemes.byteswap()
    Path(chemin).write_bytes(zlib.compress(centiemes.tobytes(), NIVEAU_COMPRESSION))


def charger_table(chemin):
    """Retourne la table lue dans ``chemin`` (ses valeurs se lisent en points).

    Lève ``DonneesIllisibles`` si le fichier est absent, illisible, n'a pas
    NB_ETATS valeurs, ou tient une espérance impossible.
    """
    centiemes = lire_tableau_compresse(chemin, "H", NB_ETATS, lambda valeurs: max(valeurs) <= CENTIEMES_MAX)
    return TableEnCentiemes(centiemes)


# --- Le conseiller d'une partie ------------------------------------------------------------------

def etat_de_la_feuille(pointage, feuille):
    """Retourne (masque des cases remplies, sous-total du haut plafonné) d'une feuille du Yum."""
    masque = 0
    for case, numero in enumerate(pointage.numeros):
        if feuille[numero] != CASE_LIBRE:
            masque |= 1 << case
    return masque, min(MIN_BONUS, feuille[SOUS_TOTAL_HAUT])


class Conseiller:
    """Le joueur optimal : il évalue chaque garde et chaque case d'après la table."""

    def __init__(self, pointage, table):
        """Prépare le conseiller pour ce pointage et cette table des espérances."""
        self.pointage = pointage
        self.table = table

    @functools.lru_cache(maxsize=TAILLE_DU_CACHE)
    def analyse(self, masque, haut):
        """Retourne (gardes avant le 3ᵉ lancer, mains après le 2ᵉ lancer) de cet état.

        Mis en cache : une simulation repasse souvent par les mêmes états. Les
        deux vecteurs sont gardés en ``array('d')`` (8 octets par valeur, au lieu
        de 32 pour un flottant dans une liste) : le cache plein tient en une
        vingtaine de mégaoctets au lieu de plus de cent. La valeur d'une main
        finale n'y est pas : c'est, au bit près, celle de la garde des cinq dés
        (une seule issue, de probabilité 1).
        """
        gardes_trois = esperances_des_gardes(valeurs_finales(self.pointage, self.table, masque, haut))
        return array("d", gardes_trois), array("d", meilleures_gardes(gardes_trois))

    def valeurs_des_gardes(self, masque, haut, indices, lancers_restants):
        """Retourne l'espérance de chacune des gardes ``indices`` quand il reste 1 ou 2 lancers.

        Stratégie : le vecteur utile est relu une fois en liste ; les lectures
        qui suivent sont alors aussi rapides que dans une liste.
        """
        gardes_trois, apres_deuxieme = self.analyse(masque, haut)
        if lancers_restants == 1:
            return [gardes_trois[indice] for indice in indices]
        comb = combinatoire()
        apres = apres_deuxieme.tolist()
        return [sum(map(mul, comb.probas[indice], map(apres.__getitem__, comb.issues[indice])))
                for indice in indices]

    def options_de_relance(self, des, feuille, lancers_restants):
        """Retourne les (espérance du score final, garde) de chaque façon de relancer.

        La garde égale à la main entière veut dire « 0 » : garder tous les dés
        et passer au choix de la case. Les options suivent l'ordre des gardes.
        """
        masque, haut = etat_de_la_feuille(self.pointage, feuille)
        deja = feuille[GRAND_TOTAL]
        comb = combinatoire()
        main = tuple(sorted(des))
        # Garder les cinq dés : la valeur de la main finale (voir ``analyse``).
        options = [(deja + self.analyse(masque, haut)[0][comb.indice_garde[main]], main)]
        indices = [indice for indice in comb.sous_gardes[comb.indice_main[main]]
                   if len(comb.gardes[indice]) < NB_DES]
        valeurs = self.valeurs_des_gardes(masque, haut, indices, lancers_restants)
        for indice, valeur in zip(indices, valeurs):
            options.append((deja + valeur, comb.gardes[indice]))
        return options

    def meilleur_choix_de_relance(self, des, feuille, lancers_restants):
        """Retourne la réponse optimale à la question des dés : les dés à relancer, ou 0."""
        _, garde = max(self.options_de_relance(des, feuille, lancers_restants), key=lambda option: option[0])
        return choix_pour_garder(des, garde)

    def classer_gardes(self, des, feuille, lancers_restants):
        """Retourne les choix de relance classés du meilleur au pire : (espérance, garde, choix).

        ``choix`` est la réponse à taper : les numéros des dés à relancer, ou 0
        pour garder tous les dés et passer au choix de la case.
        """
        options = sorted(self.options_de_relance(des, feuille, lancers_restants),
                         key=lambda option: -option[0])
        return [(valeur, garde, choix_pour_garder(des, garde)) for valeur, garde in options]

    def classer_cases(self, des, feuille):
        """Retourne les cases libres classées de la meilleure à la pire : (espérance, case, points)."""
        masque, haut = etat_de_la_feuille(self.pointage, feuille)
        main = combinatoire().indice_main[tuple(sorted(des))]
        options = []
        for case in cases_libres(self.pointage, masque):
            points_case = self.pointage.points[case][main]
            valeur = valeur_apres_case(self.pointage, self.table, masque, haut, case, points_case)
            options.append((feuille[GRAND_TOTAL] + valeur, self.pointage.numeros[case], points_case))
        return sorted(options, key=lambda option: -option[0])

    def nom_de_la_case(self, numero):
        """Retourne le nom de la case ``numero`` (celui qu'on tape) : « Brelan », « les 3 »."""
        return self.pointage.noms[self.pointage.numeros.index(numero)]

    def esperance_depart(self):
        """Retourne l'espérance d'une partie entière jouée au mieux (l'état de départ)."""
        return self.table[indice_etat(0, 0)]


def choix_pour_garder(des, garde):
    """Retourne le choix à taper (les numéros des dés à relancer) pour ne garder que ``garde``.

    Garder tous les dés donne 0 (GARDER_TOUS).

    >>> choix_pour_garder([4, 1, 4, 3, 4], (4, 4, 4)), choix_pour_garder([2, 1], (1, 2))
    (24, 0)
    """
    a_garder = Counter(garde)
    a_relancer = []
    for numero, valeur in enumerate(des, start=PREMIER_NUMERO_DE):
        if a_garder[valeur] > 0:
            a_garder[valeur] -= 1
        else:
            a_relancer.append(numero)
    return choix_des_numeros(a_relancer)


@functools.cache
def conseiller_yum():
    """Retourne le conseiller du Yum, sa table chargée à la première demande seulement."""
    return Conseiller(pointage_yum(), charger_table(FICHIER_TABLE_YUM))


# --- Le texte des conseils ----------------------------------------------------------------------

def nommer_des(choix):
    """Retourne les dés que nomme un choix, en français : « le dé 3 », « les dés 1 et 5 ».

    >>> nommer_des(3), nommer_des(125)
    ('le dé 3', 'les dés 1, 2 et 5')
    """
    return nommer_des_numeros([int(chiffre) for chiffre in str(choix)])


def decrire_garde(garde, choix):
    """Retourne la description d'une option de relance : ce qu'on garde, ce qu'on tape.

    >>> decrire_garde((4, 4, 4), 15)
    'Garder 4 4 4 et relancer les dés 1 et 5 (tapez 15)'
    """
    if choix == GARDER_TOUS:
        return f"Garder tous les dés et choisir la case (tapez {GARDER_TOUS})"
    if not garde:
        return f"Tout relancer (tapez {choix})"
    return f"Garder {nommer_valeurs(garde)} et relancer {nommer_des(choix)} (tapez {choix})"


def decrire_garde_courte(garde):
    """Retourne une garde en clair, en bref : « garder 6 6 6 », « tout garder », « tout relancer ».

    >>> decrire_garde_courte((6, 6, 6)), decrire_garde_courte((1, 2, 3, 4, 5)), decrire_garde_courte(())
    ('garder 6 6 6', 'tout garder', 'tout relancer')
    """
    if len(garde) == NB_DES:
        return "tout garder"
    if not garde:
        return "tout relancer"
    return f"garder {nommer_valeurs(garde)}"


def formater_conseil(des, feuille, lancers_restants, conseiller=None):
    """Retourne le conseil pour la question en cours : dés à relancer, ou case à remplir.

    ``lancers_restants`` vaut 2 ou 1 à la question des dés, 0 à celle de la case.
    """
    conseiller = conseiller or conseiller_yum()
    lignes = ["Conseil (espérance du score final en jouant au mieux ensuite) :"]
    if lancers_restants > 0:
        for rang, (valeur, garde, choix) in enumerate(
                conseiller.classer_gardes(des, feuille, lancers_restants)[:NB_CONSEILS], start=1):
            lignes.append(f"  {rang}. {decrire_garde(garde, choix)} : {formater_points(valeur)} points")
    else:
        for rang, (valeur, numero, points_case) in enumerate(
                conseiller.classer_cases(des, feuille)[:NB_CONSEILS], start=1):
            lignes.append(f"  {rang}. Inscrire {accorder(points_case, 'point')} dans la case {numero}"
                          f" ({conseiller.nom_de_la_case(numero)}) : {formater_points(valeur)} points")
    return "\n".join(lignes)
