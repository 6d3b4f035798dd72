"""Le conseiller prévoyant : la valeur d'une position, à un lancer d'avance.

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
"""

import math
from typing import NamedTuple

from solitaire.conseiller.choix import Conseiller
from solitaire.conseiller.decoupage import (
    COUVERTURE_DEUX_PERIODE,
    COUVERTURE_LANCERS_DEUX_PERIODE,
    COUVERTURE_LANCERS_UNE_PERIODE,
    COUVERTURE_UNE_PERIODE,
    DEFICIT_PERIODE,
    NB_COMPTES,
    NB_MARGES,
    NB_PERIODES,
    NEGATIVES_PERIODE,
    OUVERTES_MARGE,
    OUVERTES_MAX,
    PAS,
    PERIODES,
    SOMME_ENSEMBLE,
    SOMME_MARGE,
    SOMME_PERIODE_OUVERTES,
    VALEUR_REJET_PERIODE,
    cle_des_rejets,
    couverture,
    couverture_des_lancers,
    deficit_de,
    ensemble_des_rejets,
    indice,
    marge,
    temps_restant,
)
from solitaire.conseiller.lancers import (
    COUPLES_DE_SOMMES,
    NB_ISSUES_DU_REJET,
    lancers_et_effets,
    rejets_apres,
)
from solitaire.constantes import NB_PAIRES_PAR_TOUR, PAIRES_MAX_COMPTEES, PAIRES_NEUTRES, SOMME_MAX, SOMME_MIN
from solitaire.regles import (
    SOMMES,
    VALEUR,
    calculer_score,
    nouvelles_combinaisons,
    partie_finie,
    points_combinaison,
)

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
