"""Les lancers possibles d'un tour, regroupés par leurs effets : couples de sommes et rejet.

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
"""

import functools
import itertools

from solitaire.constantes import NB_DES, NB_PAIRES_PAR_TOUR, PREMIER_REJET, SOMME_MAX
from solitaire.regles import (
    SOMMES,
    est_lancer_libre,
    noter_rejet,
    numero_du_rejet,
    numeros_rejet_permis,
    sommes_des_paires,
    valeur_du_de,
)
from yum.commun.des import DES_MIN, NB_FACES, PREMIER_NUMERO_DE, probabilite_du_jet

# Les faces d'un dé.
FACES = range(DES_MIN, NB_FACES + 1)
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
