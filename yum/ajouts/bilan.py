"""Le bilan d'une partie : ce que chaque décision a coûté, et ce qui fut de la chance.

Explication : après la partie, le conseiller la relit décision par décision.
Le **coût** d'une décision est l'espérance du meilleur choix moins celle du
choix fait (0 : le meilleur choix, ou un choix qui le vaut). Au Yum, les
espérances sont exactes (celles du joueur optimal) ; la **chance** d'un lancer
est l'espérance juste après le lancer (en jouant au mieux) moins l'espérance
juste avant. Chaque lancer et chaque décision font passer l'espérance d'une
valeur à la suivante, de 202,49 points au départ jusqu'au score final : la
somme de ces pas donne, exactement, l'identité

    score final - 202,49 = (chance) - (coût des décisions).

Le bilan se calcule sur les notes de la partie (``yum.commun.journal``) : elle
est refaite en silence avec le programme de l'énoncé lui-même, et un
``SuiviDeYum`` dont le conseil automatique note la position de chaque question,
lue dans les tableaux de la partie refaite. Le bilan affiché en fin de partie et celui de
``--revoir`` sont donc faits du même calcul, sur les mêmes notes.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : T. Verhoeff, « Optimal Solitaire Yahtzee Advisor » (le rapport
de partie du joueur optimal) ; conception du projet, §2 (les ajouts se
branchent de l'extérieur).
"""

from typing import NamedTuple

from yum.ajouts.conseiller import conseiller_yum, decrire_garde_courte
from yum.ajouts.suivi import CASE, RELANCE, SuiviDeYum, genre_de_la_question
from yum.commun.bilan import CENTIEMES, Decision, formater_bilan, formater_nombre_signe, titre_du_bilan
from yum.commun.conseils import Conseil
from yum.commun.console import silence
from yum.commun.journal import PartieRejouee
from yum.commun.mots import accorder, formater_points, nommer_valeurs
from yum.commun.sources import numeros_du_choix
from yum.commun.texte import couper
from yum.constantes import ANNULER, CASE_LIBRE, DES_MIN, GARDER_TOUS, GRAND_TOTAL, NB_DES, PREMIER_TOUR
from yum.partie import jouer_partie
from yum.regles import CASES_DE_JEU, nouvelle_feuille, nouvelle_grille
from yum.saisie import analyser_case, analyser_des_a_rouler

# Les coûts et la chance du Yum s'affichent au centième, comme l'identité.
DECIMALES_YUM = 2
# L'unité des coûts du Yum.
UNITE_YUM = ("point", "points")


class PositionDuYum(NamedTuple):
    """Ce que voyait le joueur quand une question du Yum lui fut posée."""

    des: tuple
    feuille: list
    # Les lancers qui restaient (0 : la question de la case) et ceux déjà faits dans le tour.
    lancers_restants: int
    lancers_faits: int


def rejouer_yum(tirages, reponses):
    """Rejoue en silence une partie notée ; retourne (décisions, score final, partie finie).

    Les décisions sont les paires (``PositionDuYum``, réponse acceptée), dans
    l'ordre. Une partie dont les notes s'arrêtent avant la fin (une partie à
    plusieurs annulée par un autre joueur) est rejouée jusque-là.
    Lève ``JournalIllisible`` si la partie finit avant ses notes.
    """
    rejeu = PartieRejouee({"tirages": tirages, "reponses": reponses}, reponse_acceptee)

    def noter_la_position(des, feuille, lancers_restants):
        return rejeu.noter(PositionDuYum(tuple(des), list(feuille), lancers_restants, suivi.lancers_faits))

    suivi = SuiviDeYum(rejeu.source, rejeu.lire, silence, Conseil(noter_la_position, automatique=True))
    des = [DES_MIN] * NB_DES
    feuille = nouvelle_feuille()
    suivi.suivre(des, feuille)
    _, finie = rejeu.jouer(lambda: jouer_partie(des, feuille, nouvelle_grille(), suivi, suivi.lire, silence))
    return rejeu.decisions, feuille[GRAND_TOTAL], finie


def reponse_acceptee(question, texte, position):
    """Retourne ``texte`` si le programme de l'énoncé l'accepte en réponse à ``question``, sinon None."""
    genre = genre_de_la_question(question)
    if genre == RELANCE:
        acceptee = analyser_des_a_rouler(texte) is not None
    elif genre == CASE:
        acceptee = analyser_case(texte, position.feuille) is not None
    else:
        acceptee = False
    return texte if acceptee else None


def garde_du_choix(des, choix):
    """Retourne les faces gardées (triées) quand on relance les dés que nomme ``choix``."""
    relances = set(numeros_du_choix(choix))
    return tuple(sorted(valeur for numero, valeur in enumerate(des, start=1) if numero not in relances))


def evaluer_relance(conseiller, position, texte):
    """Retourne (meilleure espérance, espérance du choix fait, meilleure réponse, en clair)."""
    options = conseiller.classer_gardes(list(position.des), position.feuille, position.lancers_restants)
    meilleure, garde, choix = options[0]
    tape = analyser_des_a_rouler(texte)
    gardee = tuple(sorted(position.des)) if tape == GARDER_TOUS else garde_du_choix(position.des, tape)
    choisie = next(valeur for valeur, autre, _ in options if autre == gardee)
    return meilleure, choisie, str(choix), decrire_garde_courte(garde)


def evaluer_case(conseiller, position, case):
    """Retourne (meilleure espérance, espérance de la case choisie, meilleure case, en clair)."""
    options = conseiller.classer_cases(list(position.des), position.feuille)
    meilleure, numero, points_case = options[0]
    choisie = next(valeur for valeur, autre, _ in options if autre == case)
    en_clair = f"{conseiller.nom_de_la_case(numero)}, {accorder(points_case, 'point')}"
    return meilleure, choisie, str(numero), en_clair


class BilanYum(NamedTuple):
    """Le bilan d'une partie de Yum : ses décisions, son score, et les deux parts de l'écart."""

    decisions: list
    score: int
    # Vrai si la partie est allée au bout de ses 13 tours.
    finie: bool
    # L'espérance au départ (202,49), la chance et le coût totaux, en points (non arrondis).
    depart: float
    chance: float
    cout: float


def calculer_bilan_yum(decisions_notees, score, finie, conseiller):
    """Retourne le ``BilanYum`` des décisions rejouées (voir ``rejouer_yum``).

    Stratégie : on suit l'espérance du score final, pas à pas. Avant une
    question, elle vaut le meilleur choix (le conseiller joue au mieux) ; le
    pas depuis la valeur précédente est la chance du lancer qui vient d'avoir
    lieu. Le choix fait la fixe à sa propre valeur ; l'écart est son coût.
    Les pas s'additionnent exactement : la dernière valeur est le score final.
    """
    depart = conseiller.esperance_depart()
    valeur = depart
    chance_totale = cout_total = 0.0
    decisions = []
    lancer_precedent = None
    annulee = False
    for position, texte in decisions_notees:
        evaluation = evaluer_decision(conseiller, position, texte)
        if evaluation is None:
            annulee = True
            break
        meilleure, choisie, meilleur, en_clair, question = evaluation
        tour = tour_de_la_position(position)
        # Une décision suit un lancer, sauf la case choisie après « 0 » : elle a le même
        # tour et le même lancer que la décision d'avant, et pas de chance à elle.
        lancer = (tour, position.lancers_faits)
        nouveau_lancer = lancer != lancer_precedent
        lancer_precedent = lancer
        # Le meilleur choix est le maximum des choix : le coût n'est jamais négatif.
        chance, cout = meilleure - valeur, meilleure - choisie
        chance_totale += chance
        cout_total += cout
        valeur = choisie
        decisions.append(Decision(tour, position.lancers_faits, nommer_valeurs(position.des), question,
                                  texte.strip(), meilleur, en_clair, cout,
                                  chance if nouveau_lancer else None))
    return BilanYum(decisions, score, finie and not annulee, depart, chance_totale, cout_total)


def tour_de_la_position(position):
    """Retourne le numéro du tour où se trouvait le joueur : un de plus que ses cases remplies."""
    return PREMIER_TOUR + sum(position.feuille[case] != CASE_LIBRE for case in CASES_DE_JEU)


def evaluer_decision(conseiller, position, texte):
    """Retourne (meilleure espérance, espérance du choix fait, meilleure réponse, en clair, genre).

    Retourne None pour la case 0 : la partie est annulée, il n'y a plus rien à évaluer.
    """
    if position.lancers_restants > 0:
        return evaluer_relance(conseiller, position, texte) + (RELANCE,)
    case = analyser_case(texte, position.feuille)
    if case == ANNULER:
        return None
    return evaluer_case(conseiller, position, case) + (CASE,)


def formater_identite(bilan):
    """Retourne l'identité du Yum, au centième : score - 202,49 = chance - coût.

    Le coût est arrondi au centième ; la chance est l'écart qui reste, pour
    que les trois nombres affichés s'additionnent exactement. Elle ne diffère
    de la somme des chances, non arrondie, que de l'arrondi du coût.
    """
    depart = round(bilan.depart * CENTIEMES)
    cout = round(bilan.cout * CENTIEMES)
    ecart = bilan.score * CENTIEMES - depart
    chance = ecart + cout
    return (f"Score final : {accorder(bilan.score, 'point')} ; espérance au départ :"
            f" {formater_points(depart / CENTIEMES, DECIMALES_YUM)} points.\n"
            f"{bilan.score} - {formater_points(depart / CENTIEMES, DECIMALES_YUM)}"
            f" = {formater_nombre_signe(ecart / CENTIEMES, DECIMALES_YUM)}"
            f" = chance ({formater_nombre_signe(chance / CENTIEMES, DECIMALES_YUM)})"
            f" - coût des décisions ({formater_points(cout / CENTIEMES, DECIMALES_YUM)}).")


EXPLICATION_YUM = ("Espérances exactes du joueur optimal, en points du score final. Chance : ce que"
                   " le lancer a fait gagner (ou perdre) à votre espérance. Coût : ce que votre choix"
                   " a fait perdre face au meilleur (0,00 : le meilleur, ou un choix qui le vaut).")


def formater_bilan_yum(bilan, nom=None):
    """Retourne le bilan d'une partie de Yum, pour l'écran (80 colonnes au plus)."""
    texte = formater_bilan(titre_du_bilan(nom), EXPLICATION_YUM, bilan.decisions, DECIMALES_YUM, UNITE_YUM,
                           avec_chance=True)
    if bilan.finie:
        return texte + "\n\n" + formater_identite(bilan)
    return texte + "\n" + couper("Partie arrêtée avant la fin : pas de score final à partager"
                                 " entre la chance et le coût des décisions.")


def bilan_de_la_partie_yum(partie, conseiller=None):
    """Retourne le ``BilanYum`` d'une partie notée (un dictionnaire du journal)."""
    decisions, score, finie = rejouer_yum(partie["tirages"], partie["reponses"])
    return calculer_bilan_yum(decisions, score, finie, conseiller or conseiller_yum())


def calculer_yum(partie):
    """Retourne (score, texte du bilan) d'une partie de Yum notée : la fonction de bilan du Yum."""
    bilan = bilan_de_la_partie_yum(partie)
    return bilan.score, formater_bilan_yum(bilan, partie.get("joueur"))
