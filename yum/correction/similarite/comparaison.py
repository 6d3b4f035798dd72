"""Comparer les équipes deux à deux : la part de code en commun, les fragments communs, côte à côte.

Explication : chaque équipe est l'ensemble des empreintes de ses fichiers Python et Java (noms et
valeurs effacés, voir ``jetons``), sans ses fichiers fournis par le cours. Avant de comparer, on
écarte deux sortes d'empreintes qui ne disent rien d'un partage : celles du code fourni (même
modifié par l'équipe), et celles que la plupart des équipes ont (le vocabulaire de l'énoncé :
mêmes constantes, mêmes méthodes imposées, mêmes boucles sur les dés). Pour une paire (A, B), la
part de A en commun est le nombre d'empreintes de A que B a aussi, sur le nombre d'empreintes de
A. Le rang de la paire pondère chaque empreinte commune par sa rareté dans la classe (une
empreinte que seules A et B ont pèse 1, une que k équipes ont pèse 1/√(k - 1)) : deux équipes
indépendantes partagent surtout ce que d'autres ont aussi, une copie partage ce que personne
d'autre n'a. La racine garde visible un groupe de plusieurs équipes qui partagent la même copie.
Le rang tient compte aussi de la quantité de code en commun : une part pondérée, multipliée par
1 - e^(-n / EMPREINTES_DE_REFERENCE) pour n empreintes communes ; deux petits ``main`` de quatre
lignes semblables à 100 % passent après la copie presque entière d'un paquet.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import math
from dataclasses import dataclass, field
from itertools import combinations

from yum.correction.lecture.jetons import jetons_du_fichier
from yum.correction.similarite.empreintes import FENETRE, JETONS_PAR_KGRAMME, empreintes

# Une empreinte que plus de cette part des équipes a est du code commun à la classe : écartée.
PART_DES_EQUIPES_POUR_COMMUN = 0.5
# … pourvu qu'au moins ce nombre d'équipes l'aient (dans une petite classe, deux équipes ne
# font pas « la plupart »).
EQUIPES_MIN_POUR_COMMUN = 3
# Deux empreintes communes voisines (au plus cet écart de jetons, dans les deux équipes) font
# partie du même fragment commun.
ECART_DANS_UN_FRAGMENT = JETONS_PAR_KGRAMME + FENETRE
# Le nombre d'empreintes communes à partir duquel la quantité compte à moitié moins que la part
# (1 - e^-1 ≈ 63 % du rang à ce nombre) : une trentaine d'empreintes, une page de code environ.
EMPREINTES_DE_REFERENCE = 30


@dataclass
class Equipe:
    """Une équipe : son nom, ses fichiers {nom : texte}, leurs jetons, ses fichiers fournis écartés."""

    nom: str
    fichiers: dict
    fournis: set = field(default_factory=set)
    jetons: dict = field(default_factory=dict)
    empreintes: dict = field(default_factory=dict)

    def preparer(self):
        """Découpe les fichiers de l'équipe (sauf fournis) en jetons et empreintes ; ne retourne rien."""
        for nom, texte in sorted(self.fichiers.items()):
            if nom in self.fournis:
                continue
            self.jetons[nom] = jetons_du_fichier(nom, texte)
            for empreinte in empreintes(nom, self.jetons[nom]):
                self.empreintes.setdefault(empreinte.valeur, []).append(empreinte)


@dataclass
class Fragment:
    """Un fragment commun à deux équipes : fichier et lignes de chacune, nombre de jetons."""

    fichier_a: str
    lignes_a: tuple
    fichier_b: str
    lignes_b: tuple
    jetons: int


@dataclass
class Paire:
    """Deux équipes comparées : part de chacune en commun, rang, fragments communs."""

    equipe_a: str
    equipe_b: str
    part_a: float
    part_b: float
    score: float
    fragments: list
    communes: int = 0

    @property
    def plus_longue_suite(self):
        """Retourne le Fragment commun le plus long (en jetons), ou None."""
        return max(self.fragments, key=lambda fragment: fragment.jetons, default=None)

    @property
    def fichiers(self):
        """Retourne les paires de fichiers « A ↔ B » où le code commun se trouve, sans doublon."""
        vus = []
        for fragment in self.fragments:
            paire = f"{fragment.fichier_a} ↔ {fragment.fichier_b}"
            if paire not in vus:
                vus.append(paire)
        return vus


def empreintes_a_ecarter(equipes, fourni_empreintes):
    """Retourne les valeurs d'empreintes à écarter : celles du code fourni et celles de la plupart."""
    nombre = {}
    for equipe in equipes:
        for valeur in equipe.empreintes:
            nombre[valeur] = nombre.get(valeur, 0) + 1
    seuil = max(EQUIPES_MIN_POUR_COMMUN, len(equipes) * PART_DES_EQUIPES_POUR_COMMUN)
    communes = {valeur for valeur, equipes_qui_l_ont in nombre.items() if equipes_qui_l_ont > seuil}
    return communes | set(fourni_empreintes), nombre


def ligne_du_jeton(equipe, fichier, rang):
    """Retourne la ligne du jeton de rang ``rang`` du fichier ``fichier`` de l'équipe."""
    jetons = equipe.jetons[fichier]
    return jetons[min(rang, len(jetons) - 1)].ligne


def fragments(equipe_a, equipe_b, communes):
    """Retourne les Fragment communs aux deux équipes, faits des empreintes ``communes`` voisines."""
    liens = sorted((a.fichier, a.rang, b.fichier, b.rang) for valeur in communes
                   for a in equipe_a.empreintes[valeur][:1] for b in equipe_b.empreintes[valeur][:1])
    groupes = []
    for lien in liens:
        dernier = groupes[-1][-1] if groupes else None
        voisin = (dernier is not None and lien[0] == dernier[0] and lien[2] == dernier[2]
                  and 0 < lien[1] - dernier[1] <= ECART_DANS_UN_FRAGMENT
                  and 0 < lien[3] - dernier[3] <= ECART_DANS_UN_FRAGMENT)
        if voisin:
            groupes[-1].append(lien)
        else:
            groupes.append([lien])
    resultat = []
    for groupe in groupes:
        fichier_a, debut_a, fichier_b, debut_b = groupe[0]
        fin_a, fin_b = groupe[-1][1] + JETONS_PAR_KGRAMME - 1, groupe[-1][3] + JETONS_PAR_KGRAMME - 1
        lignes_a = (ligne_du_jeton(equipe_a, fichier_a, debut_a), ligne_du_jeton(equipe_a, fichier_a, fin_a))
        lignes_b = (ligne_du_jeton(equipe_b, fichier_b, debut_b), ligne_du_jeton(equipe_b, fichier_b, fin_b))
        resultat.append(Fragment(fichier_a, lignes_a, fichier_b, lignes_b, fin_a - debut_a + 1))
    return resultat


def comparer(equipe_a, equipe_b, ecartees, nombre):
    """Retourne la Paire des deux équipes, sans les empreintes ``ecartees`` ; None si rien en commun."""
    propres_a = set(equipe_a.empreintes) - ecartees
    propres_b = set(equipe_b.empreintes) - ecartees
    communes = propres_a & propres_b
    if not communes:
        return None
    # Une empreinte que seules A et B ont pèse 1 ; que k équipes ont, 1 / √(k - 1) : plus doux que
    # 1 / (k - 1), pour qu'un groupe de trois ou quatre équipes qui partagent une copie reste en tête.
    poids = sum(1 / math.sqrt(nombre[valeur] - 1) for valeur in communes)
    quantite = 1 - math.exp(-len(communes) / EMPREINTES_DE_REFERENCE)
    score = poids / min(len(propres_a), len(propres_b)) * quantite
    return Paire(equipe_a.nom, equipe_b.nom, len(communes) / len(propres_a), len(communes) / len(propres_b),
                 score, sorted(fragments(equipe_a, equipe_b, communes), key=lambda f: -f.jetons),
                 len(communes))


def comparer_la_classe(equipes, fourni_empreintes=()):
    """Retourne les Paire de la classe ``equipes`` (préparées), de la plus semblable à la moins."""
    ecartees, nombre = empreintes_a_ecarter(equipes, fourni_empreintes)
    paires = []
    for equipe_a, equipe_b in combinations(equipes, 2):
        paire = comparer(equipe_a, equipe_b, ecartees, nombre)
        if paire is not None:
            paires.append(paire)
    return sorted(paires, key=lambda paire: (-paire.score, paire.equipe_a, paire.equipe_b))
