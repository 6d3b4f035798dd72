"""Le bilan d'une partie de Dés en solitaire : ce que chaque choix de paires a coûté.

Explication : comme au Yum (``yum.ajouts.bilan``), la partie notée est rejouée en
silence ; un conseil automatique note la position de chaque question des
paires. Le coût d'un choix est la valeur du meilleur choix moins celle du
choix fait, selon le conseiller livré (``solitaire.conseiller`` : un lancer
d'avance sur une valeur apprise en jouant ; il maximise le score final espéré
plus une prime pour la chance d'atteindre 500 points, et c'est cette valeur qui
fait le coût). Ses valeurs sont **estimées**, pas des espérances exactes ; le
bilan le dit, et ne fait pas de part de chance.

Auteurs : l'équipe du projet « Dés ».
Version : 1.1.0
Références : règlements « Pour jouer aux DÉS EN SOLITAIRE » ; ``yum.ajouts.bilan``.
"""

from typing import NamedTuple

from solitaire.conseiller import PRIME_DE_VICTOIRE, conseiller_solitaire, decrire_choix, position_apres
from solitaire.partie import jouer_partie
from solitaire.saisie import analyser_paires
from yum.commun.bilan import Decision, formater_bilan, titre_du_bilan
from yum.commun.conseils import Conseil
from yum.commun.console import silence
from yum.commun.journal import PartieRejouee
from yum.commun.mots import accorder, nommer_valeurs
from yum.commun.sources import taper_numeros

# Les coûts du solitaire s'affichent au dixième de point.
DECIMALES = 1
# L'unité des coûts : des points du score final, estimés.
UNITE = ("point estimé", "points estimés")
# Le nom de la question dans le tableau.
QUESTION_PAIRES = "paires"
EXPLICATION = ("Valeurs estimées par le conseiller (un lancer d'avance sur une valeur apprise en jouant,"
               " pas exactes), en points du"
               f" score final, une partie gagnée (500 points) comptant {PRIME_DE_VICTOIRE} points de plus."
               " Coût : ce que votre choix a fait perdre face au choix du conseiller"
               " (0,0 : le même, ou un choix qui le vaut).")


class PositionDesPaires(NamedTuple):
    """Ce que voyait le joueur quand on lui a demandé ses paires."""

    des: list
    combinaisons: list
    rejets: list


def rejouer_solitaire(tirages, reponses):
    """Rejoue en silence une partie notée ; retourne (décisions, score final, partie finie).

    Les décisions sont les paires (``PositionDesPaires``, numéros acceptés), dans l'ordre.
    Lève ``JournalIllisible`` si la partie finit avant ses notes.
    """
    rejeu = PartieRejouee({"tirages": tirages, "reponses": reponses},
                          lambda question, texte, position: analyser_paires(texte, position.des,
                                                                            position.rejets))

    def noter_la_position(des, combinaisons, rejets):
        rejets_copies = [list(rejet) for rejet in rejets]
        return rejeu.noter(PositionDesPaires(list(des), list(combinaisons), rejets_copies))

    score, finie = rejeu.jouer(lambda: jouer_partie(rejeu.source, rejeu.lire, silence,
                                                    Conseil(noter_la_position, automatique=True)))
    return rejeu.decisions, score, finie


def evaluer(conseiller, position, numeros, tour):
    """Retourne la ``Decision`` du tour ``tour`` : le choix ``numeros`` face au meilleur."""
    classement = conseiller.classer_choix(position.des, position.combinaisons, position.rejets)
    meilleure, meilleurs = classement[0]
    choisie = conseiller.valeur(*position_apres(position.des, numeros, position.combinaisons,
                                                position.rejets))
    en_clair = decrire_choix(position.des, meilleurs, position.rejets)
    return Decision(tour, None, nommer_valeurs(position.des), QUESTION_PAIRES,
                    taper_numeros(numeros), taper_numeros(meilleurs),
                    en_clair[0].lower() + en_clair[1:], max(0.0, meilleure - choisie))


def calculer_solitaire(partie, conseiller=None):
    """Retourne (score, texte du bilan) d'une partie notée : la fonction de bilan du solitaire."""
    conseiller = conseiller or conseiller_solitaire()
    decisions_notees, score, finie = rejouer_solitaire(partie["tirages"], partie["reponses"])
    decisions = [evaluer(conseiller, position, numeros, tour)
                 for tour, (position, numeros) in enumerate(decisions_notees, start=1)]
    texte = formater_bilan(titre_du_bilan(), EXPLICATION, decisions, DECIMALES, UNITE)
    if finie:
        texte += f"\n\nScore final : {accorder(score, 'point')}."
    else:
        texte += "\n\nPartie arrêtée avant la fin."
    return score, texte
