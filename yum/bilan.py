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

La partie n'est pas suivie pendant qu'elle se joue : elle est rejouée en
silence à partir de ses notes (``yum.journal``), avec le programme de
l'énoncé lui-même et un ``SuiviDeYum`` dont le conseil automatique note la
position de chaque question. Le bilan affiché en fin de partie et celui de
``--revoir`` sont donc faits du même calcul, sur les mêmes notes.

Ce module donne aussi la mise en page commune aux trois jeux : le tableau
des décisions, le coût total et les trois décisions les plus coûteuses.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : T. Verhoeff, « Optimal Solitaire Yahtzee Advisor » (le rapport
de partie du joueur optimal) ; conception du projet, §2 (les ajouts se
branchent de l'extérieur).
"""

from typing import NamedTuple, Optional

from yum.commun import Conseil, accorder, couper, de_nom, formater_points
from yum.conseiller import conseiller_yum, decrire_garde_courte, nommer_valeurs
from yum.constantes import ANNULER, CASE_LIBRE, DES_MIN, GARDER_TOUS, GRAND_TOTAL, NB_DES, PREMIER_TOUR
from yum.journal import (
    COMMANDES,
    Enregistreur,
    PartieRejouee,
    ajouter_au_journal,
    chemin_par_defaut,
    formater_entete_de_revue,
    lire_le_journal,
    silence,
)
from yum.ligne_de_commande import DonneesIllisibles, JournalIllisible
from yum.partie import jouer_partie
from yum.regles import CASES_DE_JEU, nouvelle_feuille, nouvelle_grille
from yum.saisie import QUESTION_CASE, QUESTION_DES, analyser_case, analyser_des_a_rouler
from yum.sources import numeros_du_choix
from yum.suivi import SuiviDeYum

# Nombre de décisions coûteuses rappelées à la fin du bilan.
NB_PIRES_DECISIONS = 3
# En deçà de ce coût (un millionième de point), deux choix se valent : l'écart vient des arrondis du calcul.
COUT_NEGLIGEABLE = 1e-6
# Les centièmes d'un point : l'identité du Yum se vérifie au centième.
CENTIEMES = 100
# Le retrait des lignes coupées du bilan.
RETRAIT_DU_BILAN = "     "
# Les coûts et la chance du Yum s'affichent au centième, comme l'identité.
DECIMALES_YUM = 2
# L'unité des coûts du Yum.
UNITE_YUM = ("point", "points")
# Le nom des questions du Yum dans le tableau.
QUESTION_RELANCE = "relance"
QUESTION_DE_LA_CASE = "case"


class Decision(NamedTuple):
    """Une décision d'un joueur, telle que le bilan la montre."""

    # Le tour du joueur et le lancer de ce tour qui précède la décision (None : aucun).
    tour: int
    lancer: Optional[int]
    # Les dés que le joueur voyait, écrits « 2 4 4 5 6 ».
    des: str
    # La question (« relance », « case »…), la réponse du joueur et la meilleure, telles qu'on les tape.
    question: str
    vous: str
    meilleur: str
    # Ce que fait le meilleur choix, en clair (« garder 6 6 6 »), pour le rappel des pires décisions.
    en_clair: str
    # L'espérance perdue par ce choix (0 : le meilleur, ou un choix qui le vaut).
    cout: float
    # La chance du lancer qui précède la décision, ou None (pas de lancer, ou pas de chance calculée).
    chance: Optional[float] = None


# --- La mise en page commune aux trois jeux -----------------------------------------------

def formater_nombre_signe(valeur, decimales):
    """Retourne un nombre avec son signe, à la française : « +3,12 », « -0,50 »."""
    texte = formater_points(valeur, decimales)
    return texte if texte.startswith("-") else "+" + texte


def accorder_mesure(valeur, decimales, unite):
    """Retourne une mesure et son unité accordée : « 1,50 point », « 2,00 points » (pluriel dès 2).

    >>> accorder_mesure(0, 1, ("point", "points")), accorder_mesure(12.5, 1, ("point", "points"))
    ('0,0 point', '12,5 points')
    """
    singulier, pluriel = unite
    return f"{formater_points(valeur, decimales)} {pluriel if abs(valeur) >= 2 else singulier}"


def formater_tableau(decisions, decimales, avec_chance):
    """Retourne le tableau des décisions : une ligne par décision, au plus 80 colonnes."""
    largeur_des = max([len("Dés")] + [len(decision.des) for decision in decisions])
    avec_lancer = any(decision.lancer is not None for decision in decisions)
    entete = "Tour Lancer  " if avec_lancer else "Tour  "
    entete += "Dés".ljust(largeur_des)
    if avec_chance:
        entete += "   Chance"
    entete += "  Question  Vous    Meilleur     Coût"
    lignes = [entete]
    for decision in decisions:
        ligne = f"{decision.tour:>4}  "
        if avec_lancer:
            lancer = "" if decision.lancer is None else str(decision.lancer)
            ligne = f"{decision.tour:>4} {lancer:>6}  "
        ligne += decision.des.ljust(largeur_des)
        if avec_chance:
            chance = "" if decision.chance is None else formater_nombre_signe(decision.chance, decimales)
            ligne += f"  {chance:>7}"
        ligne += (f"  {decision.question:<8}  {decision.vous:<6}  {decision.meilleur:<8}"
                  f"  {formater_points(decision.cout, decimales):>7}")
        lignes.append(ligne.rstrip())
    return "\n".join(lignes)


def pires_decisions(decisions):
    """Retourne les décisions qui ont coûté quelque chose, de la plus coûteuse à la moins, trois au plus."""
    couteuses = [decision for decision in decisions if decision.cout > COUT_NEGLIGEABLE]
    return sorted(couteuses, key=lambda decision: -decision.cout)[:NB_PIRES_DECISIONS]


def formater_pires_decisions(decisions, decimales, unite):
    """Retourne le rappel des décisions les plus coûteuses, chacune avec le meilleur choix."""
    pires = pires_decisions(decisions)
    if not pires:
        return "Aucune décision n'a coûté quoi que ce soit : vous avez joué au mieux, partout."
    lignes = ["Les décisions les plus coûteuses :"]
    for rang, decision in enumerate(pires, start=1):
        lancer = "" if decision.lancer is None else f", lancer {decision.lancer}"
        lignes.append(couper(
            f"  {rang}. Tour {decision.tour}{lancer}, dés {decision.des} : coût"
            f" {accorder_mesure(decision.cout, decimales, unite)}. Vous avez tapé {decision.vous} ;"
            f" le mieux était {decision.meilleur} : {decision.en_clair}.", RETRAIT_DU_BILAN))
    return "\n".join(lignes)


def formater_bilan(titre, explication, decisions, decimales, unite, avec_chance=False):
    """Retourne le bilan commun aux trois jeux : titre, explication, tableau, total, pires décisions.

    ``unite`` nomme ce que mesurent les coûts, au singulier et au pluriel : (« point », « points »).
    """
    total = sum(decision.cout for decision in decisions)
    morceaux = ["", titre, couper(explication), ""]
    if decisions:
        morceaux.append(formater_tableau(decisions, decimales, avec_chance))
        morceaux.append("")
    morceaux.append(couper(f"Coût total de vos {accorder(len(decisions), 'décision')} :"
                           f" {accorder_mesure(total, decimales, unite)}."))
    morceaux.append(formater_pires_decisions(decisions, decimales, unite))
    return "\n".join(morceaux)


def titre_du_bilan(nom=None):
    """Retourne le titre du bilan : « Bilan de vos décisions », ou « … d'Ana » à plusieurs."""
    titre = "Bilan de vos décisions" if nom is None else f"Bilan des décisions {de_nom(nom)}"
    return f"=== {titre} ==="


# --- Le Yum : rejouer la partie notée -------------------------------------------------------

class Position(NamedTuple):
    """Ce que voyait le joueur quand une question du Yum lui fut posée."""

    des: tuple
    feuille: list
    # Les lancers qui restaient (0 : la question de la case) et ceux déjà faits dans le tour.
    lancers_restants: int
    lancers_faits: int


def rejouer_yum(tirages, reponses):
    """Rejoue en silence une partie notée ; retourne (décisions, score final, partie finie).

    Les décisions sont les paires (``Position``, réponse acceptée), dans
    l'ordre. Une partie dont les notes s'arrêtent avant la fin (une partie à
    plusieurs annulée par un autre joueur) est rejouée jusque-là.
    Lève ``JournalIllisible`` si la partie finit avant ses notes.
    """
    rejeu = PartieRejouee({"tirages": tirages, "reponses": reponses}, reponse_acceptee)

    def noter_la_position(des, feuille, lancers_restants):
        return rejeu.noter(Position(tuple(des), list(feuille), lancers_restants, suivi.lancers_faits))

    suivi = SuiviDeYum(rejeu.source, rejeu.lire, silence, Conseil(noter_la_position, automatique=True))
    feuille = nouvelle_feuille()
    _, finie = rejeu.jouer(lambda: jouer_partie([DES_MIN] * NB_DES, feuille, nouvelle_grille(), suivi,
                                                suivi.lire, silence))
    return rejeu.decisions, feuille[GRAND_TOTAL], finie


def reponse_acceptee(question, texte, position):
    """Retourne ``texte`` si le programme de l'énoncé l'accepte en réponse à ``question``, sinon None."""
    if question == QUESTION_DES:
        acceptee = analyser_des_a_rouler(texte) is not None
    elif question == QUESTION_CASE:
        acceptee = analyser_case(texte, position.feuille) is not None
    else:
        acceptee = False
    return texte if acceptee else None


# --- Le Yum : le coût et la chance de chaque décision -----------------------------------------

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
        tour = PREMIER_TOUR + sum(position.feuille[case] != CASE_LIBRE for case in CASES_DE_JEU)
        # Une décision suit un lancer, sauf la case choisie après « 0 » : elle a le même
        # tour et le même lancer que la décision d'avant, et pas de chance à elle.
        lancer = (tour, position.lancers_faits)
        nouveau_lancer = lancer != lancer_precedent
        lancer_precedent = lancer
        if position.lancers_restants > 0:
            meilleure, choisie, meilleur, en_clair = evaluer_relance(conseiller, position, texte)
            question = QUESTION_RELANCE
        else:
            case = analyser_case(texte, position.feuille)
            if case == ANNULER:
                annulee = True
                break
            meilleure, choisie, meilleur, en_clair = evaluer_case(conseiller, position, case)
            question = QUESTION_DE_LA_CASE
        # Le meilleur choix est le maximum des choix : le coût n'est jamais négatif.
        chance, cout = meilleure - valeur, meilleure - choisie
        chance_totale += chance
        cout_total += cout
        valeur = choisie
        decisions.append(Decision(tour, position.lancers_faits, nommer_valeurs(position.des), question,
                                  texte.strip(), meilleur, en_clair, cout,
                                  chance if nouveau_lancer else None))
    return BilanYum(decisions, score, finie and not annulee, depart, chance_totale, cout_total)


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


# --- Le branchement sur les trois jeux : noter, montrer, revoir --------------------------------

def chemin_du_journal(options, jeu):
    """Retourne le journal où noter les parties selon les options, ou None (ni bilan ni journal)."""
    if options.journal is not None:
        return options.journal
    if options.bilan:
        return chemin_par_defaut(jeu)
    return None


def enregistreur_des_options(ligne_de_commande, jeu, calculer, **details):
    """Retourne l'enregistreur que demandent ``--bilan`` et ``--journal``, ou None.

    ``ligne_de_commande`` : les options lues ; ``calculer(partie)`` retourne
    (score, texte du bilan) d'une partie de ``jeu`` ; ``details`` : ce que la
    partie notée garde en plus de sa graine (ses options, ses réglages, ses
    ordinateurs, le nom du joueur).
    """
    entete = {"jeu": jeu, "graine": ligne_de_commande.graine, **details}
    return creer_enregistreur(entete, calculer, ligne_de_commande.bilan,
                              chemin_du_journal(ligne_de_commande, jeu))


def creer_enregistreur(entete, calculer, montrer, chemin, ecrire=print):
    """Retourne l'enregistreur des parties, ou None si rien n'est demandé (ni bilan, ni journal).

    ``calculer(partie)`` retourne (score, texte du bilan) d'une partie notée ;
    ``montrer`` : le bilan s'affiche après chaque partie (``--bilan``) ;
    ``chemin`` : le journal où noter chaque partie, ou None.
    """
    if not montrer and chemin is None:
        return None
    return Enregistreur(entete, lambda partie: terminer_la_partie(partie, calculer, montrer, chemin, ecrire))


def terminer_la_partie(partie, calculer, montrer, chemin, ecrire=print):
    """Calcule le bilan d'une partie finie, l'affiche si demandé, et note la partie dans le journal.

    Ajoute son score à ``partie`` (il est noté avec elle). Des données de
    conseiller illisibles ne font pas planter le jeu : le bilan le dit en une
    phrase, et la partie est notée quand même.
    """
    try:
        score, texte = calculer(partie)
        partie["score"] = score
    except (DonneesIllisibles, JournalIllisible) as erreur:
        texte = f"Le bilan n'est pas disponible : {erreur}."
    if montrer:
        ecrire(texte)
    if chemin is not None:
        motif = ajouter_au_journal(chemin, partie)
        if motif is None:
            motif = (couper(f"Partie notée dans le journal {chemin}.") + "\n"
                     + couper(f"Pour revoir son bilan : {COMMANDES[partie['jeu']]} --revoir {chemin}"))
        ecrire("\n" + couper(motif))


def revoir(chemin, jeu, calculer, ecrire=print):
    """Affiche le bilan de chaque partie du journal ``chemin``, précédé de sa date et de sa graine.

    Lève ``JournalIllisible`` si le journal est absent, abîmé, d'un autre jeu,
    ou si une partie rejouée ne donne pas le score noté.
    """
    for numero, partie in enumerate(lire_le_journal(chemin, jeu), start=1):
        score, texte = calculer(partie)
        if "score" in partie and partie["score"] != score:
            raise JournalIllisible(f"le journal a été modifié (la partie {numero}, rejouée, ne donne pas"
                                   " le score noté)")
        ecrire(formater_entete_de_revue(partie))
        ecrire(texte)
        ecrire("")
