"""Le branchement d'un conseiller dans un jeu : la réponse « ? » et le conseil d'office.

Explication : un conseiller se branche de l'extérieur : un ``Conseil`` réunit la fonction qui
calcule le conseil d'une position et le choix de le montrer d'office. Quand les données
d'un conseiller sont illisibles, une phrase remplace le conseil.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import functools
import importlib
from typing import Callable, NamedTuple

from yum.commun.erreurs import DonneesIllisibles
from yum.commun.sorties import MESSAGE_DONNEES_ILLISIBLES

# La réponse qui demande un conseil, là où un conseiller est branché.
DEMANDE_DE_CONSEIL = "?"


class Conseil(NamedTuple):
    """Un conseiller branché sur une partie, le même pour les trois jeux.

    Sans lui (None), la partie est exactement celle des règles. Avec lui, la
    réponse « ? » à une question affiche le conseil, puis repose la question ;
    en mode automatique (``--conseil``, un joueur ordinateur, le relevé d'un
    bilan), le conseil s'affiche avant chaque question. Au Yum, il se branche
    sans toucher au programme de l'énoncé : voir ``yum.ajouts.suivi``.
    """

    # formater(...) retourne le texte du conseil ; il reçoit ce que voit la question :
    # aux Dés en solitaire (des, combinaisons, rejets) ; au Yum (des, feuille,
    # lancers_restants), où lancers_restants vaut 2 ou 1 à la question des dés et 0
    # à celle de la case ; au 30000, la sorte de la question (MISE_DE_COTE, RELANCE,
    # ACHAT de ``dix_mille.constantes``), puis sa position.
    formater: Callable
    automatique: bool = False


def conseil_pour(conseil, *position):
    """Retourne la fonction sans argument qui donne le conseil de cette position, ou None."""
    if conseil is None:
        return None
    return lambda: conseil.formater(*position)


def montrer_conseil_d_office(conseil, aide, ecrire):
    """Affiche le conseil avant la question quand le mode automatique est choisi ; retourne None.

    Un conseil vide n'affiche rien : un joueur ordinateur décide là, mais annonce
    sa décision après la question (``yum.commun.joueurs.JoueurQuiRepond``).
    """
    if conseil is not None and conseil.automatique:
        texte = aide()
        if texte:
            ecrire(texte)


def ou_conseiller_absent(calcul):
    """Retourne ``calcul()``, ou, si les données du conseiller sont illisibles, la phrase qui le dit.

    Un fichier absent ou abîmé ne fait ainsi jamais planter un jeu : le joueur
    lit une phrase, et la partie continue.
    """
    try:
        return calcul()
    except DonneesIllisibles as erreur:
        return MESSAGE_DONNEES_ILLISIBLES.format(erreur)


def conseil_a_la_demande(module, automatique=False):
    """Retourne le ``Conseil`` de la fonction ``formater_conseil`` du conseiller ``module``.

    Le conseiller n'est importé qu'à la première demande : une partie où
    personne ne tape « ? » ne le charge pas, et l'aide s'affiche sans lui.
    """
    return Conseil(functools.partial(formater_a_la_demande, module), automatique)


def formater_a_la_demande(module, *position):
    """Retourne le conseil du conseiller ``module`` pour cette position, ou la phrase qui dit qu'il manque.

    Des données absentes ou abîmées ne font pas planter la partie : le
    conseil le dit (``ou_conseiller_absent``), et le jeu continue.
    """
    conseiller = importlib.import_module(module)
    return ou_conseiller_absent(lambda: conseiller.formater_conseil(*position))
