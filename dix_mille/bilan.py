"""Le bilan d'une partie de 30000 : ce que chaque décision de chaque humain a coûté.

Explication : comme au Yum (``yum.ajouts.bilan``), la partie notée est rejouée en
silence, ordinateurs compris (ils décident de même à chaque fois). Chaque
humain y reçoit un ``Carnet`` : un conseil automatique qui note la position
de chacune de ses questions (dés à mettre de côté, relancer, acheter), et
une lecture qui y associe sa réponse acceptée.

Le coût d'une décision se compte en **points espérés du tour**, avec les
espérances exactes de l'expert (``dix_mille.conseiller``) : l'espérance de ce
que le tour inscrira après le meilleur choix, moins celle après le choix fait.
Une mise de côté vaut le mieux entre s'arrêter et relancer ensuite ; relancer
ou s'arrêter, et acheter ou non, sont des décisions à part entière.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règles du 30000 ; ``yum.ajouts.bilan``.
"""

from typing import NamedTuple

from dix_mille.conseiller import (
    TEXTES_DES_SUITES,
    classer_mises_de_cote,
    valeur_de_la_mise_de_cote,
    valeurs_de_l_achat,
    valeurs_de_la_relance,
)
from dix_mille.constantes import ACHAT, LONGUEUR_NOM_MAX, MISE_DE_COTE, NIVEAUX, RELANCE
from dix_mille.ordinateur import JoueurOrdinateur
from dix_mille.partie import jouer_partie
from dix_mille.regles import Reglages, TourArrete, motif_refus_reglages
from dix_mille.saisie import analyser_mise_de_cote, demander_joueurs
from yum.commun.bilan import Decision, formater_bilan, titre_du_bilan
from yum.commun.conseils import Conseil
from yum.commun.console import silence
from yum.commun.erreurs import JournalIllisible
from yum.commun.joueurs import Joueur
from yum.commun.journal import PartieRejouee, ReleveDesDecisions
from yum.commun.mots import accorder, nommer_des_numeros
from yum.commun.questions import analyser_oui_non
from yum.commun.sources import taper_numeros

# Les coûts du 30000 s'affichent au dixième de point.
DECIMALES = 1
# L'unité des coûts : des points que le tour inscrira, en espérance.
UNITE = ("point espéré du tour", "points espérés du tour")
# Le nom des trois questions d'un joueur dans le tableau.
NOMS_DES_QUESTIONS = {MISE_DE_COTE: "de côté", RELANCE: "relancer", ACHAT: "acheter"}
# Les réponses oui et non, telles qu'on les tape, et ce qu'elles font à chaque question o/n.
OUI, NON = "o", "n"
TEXTES_OUI_NON = {RELANCE: ("relancer", "vous arrêter"),
                  ACHAT: ("acheter le tour", "ne pas l'acheter, jouer un tour neuf")}
# Ce que note le journal de chaque joueur ordinateur.
CHAMPS_D_UN_ORDINATEUR = {"nom", "niveau"}
# Ce qui marque un dé déjà de côté dans la colonne des dés.
MARQUE_DE_COTE = "."
EXPLICATION = ("Espérances exactes de l'expert, en points que le tour inscrira. Coût : ce que votre"
               " choix a fait perdre au tour face au meilleur (0,0 : le meilleur, ou un choix qui le"
               " vaut). Dans les dés, un point marque un dé déjà de côté.")


class PositionMiseDeCote(NamedTuple):
    """La position de la question des dés à mettre de côté (les arguments du conseil)."""

    des: list
    de_cote: list
    total: int
    score: int
    nb_lancers: int
    reglages: Reglages


class PositionRelance(NamedTuple):
    """La position de la question « relancer ? », juste après une mise de côté."""

    de_cote: list
    total: int
    score: int
    nb_lancers: int
    reglages: Reglages


class PositionAchat(NamedTuple):
    """La position de la question « acheter ce tour ? »."""

    a_vendre: TourArrete
    score: int
    reglages: Reglages


# Pour chaque question, la position qui la décrit.
POSITIONS = {MISE_DE_COTE: PositionMiseDeCote, RELANCE: PositionRelance, ACHAT: PositionAchat}


class Question(NamedTuple):
    """Une question posée à un joueur : son tour, sa sorte (``MISE_DE_COTE``…), sa position."""

    tour: int
    sorte: str
    position: tuple


class Carnet(ReleveDesDecisions):
    """Les décisions d'un joueur humain dans une partie rejouée : (``Question``, réponse acceptée)."""

    def __init__(self, nom, lecture):
        """Prépare le carnet du joueur ``nom``, qui lit ses réponses avec ``lecture`` : aucun tour."""
        super().__init__(lecture, reponse_acceptee)
        self.nom = nom
        self.tours = 0

    def nouveau_tour(self):
        """Compte un tour de plus pour ce joueur."""
        self.tours += 1

    def conseil(self):
        """Retourne le conseil automatique qui note la position de chaque question."""
        return Conseil(self.noter_la_question, automatique=True)

    def noter_la_question(self, sorte, *arguments):
        """Retient la question qui va être posée, avec sa position ; retourne un conseil vide.

        Les listes (dés, dés de côté) sont copiées : la partie les change ensuite.
        """
        copies = (list(element) if isinstance(element, list) else element for element in arguments)
        return self.noter(Question(self.tours, sorte, POSITIONS[sorte](*copies)))


def reponse_acceptee(_question_posee, texte, question):
    """Retourne la réponse analysée si la partie accepte ``texte`` à cette ``Question``, sinon None."""
    if question.sorte == MISE_DE_COTE:
        return analyser_mise_de_cote(texte, question.position.des, question.position.de_cote)
    return analyser_oui_non(texte)


def reglages_notes(partie):
    """Retourne les ``Reglages`` d'une partie notée ; lève ``JournalIllisible`` s'ils sont impossibles."""
    notes = partie.get("reglages")
    champs = Reglages._fields
    if (not isinstance(notes, dict) or set(notes) != set(champs)
            or not all(type(notes[champ]) is int and notes[champ] >= 0 for champ in champs)
            or motif_refus_reglages(notes["cible"], notes["ouverture"]) is not None):
        raise JournalIllisible("les réglages notés de la partie sont impossibles")
    return Reglages(**notes)


def ordinateurs_notes(partie):
    """Retourne les joueurs ordinateurs d'une partie notée ; lève ``JournalIllisible`` s'ils sont abîmés."""
    notes = partie.get("ordinateurs", [])
    if not (isinstance(notes, list) and all(ordinateur_juste(note) for note in notes)):
        raise JournalIllisible("les joueurs ordinateurs notés de la partie sont abîmés")
    joueurs = []
    for note in notes:
        ordinateur = JoueurOrdinateur(note["nom"], note["niveau"], silence)
        joueurs.append(Joueur(note["nom"], ordinateur.repondre, ordinateur.conseil()))
    return joueurs


def ordinateur_juste(note):
    """Retourne vrai si ``note`` décrit un joueur ordinateur : {"nom": un nom permis, "niveau": un niveau}."""
    return (isinstance(note, dict) and set(note) == CHAMPS_D_UN_ORDINATEUR and isinstance(note["nom"], str)
            and note["nom"].isprintable() and 0 < len(note["nom"]) <= LONGUEUR_NOM_MAX
            and note["niveau"] in NIVEAUX)


def rejouer_dix_mille(partie):
    """Rejoue en silence une partie notée ; retourne (carnets des humains, scores ou None si pas finie)."""
    reglages = reglages_notes(partie)
    ordinateurs = ordinateurs_notes(partie)
    # Les décisions se relèvent dans le carnet de chaque humain, pas dans le rejeu.
    rejeu = PartieRejouee(partie, lambda *_: None)
    carnets = []

    def une_partie():
        noms = demander_joueurs(rejeu.lecture, silence, [ordinateur.nom for ordinateur in ordinateurs])
        carnets.extend(Carnet(nom, rejeu.lecture) for nom in noms)
        humains = [Joueur(carnet.nom, carnet.lire, carnet.conseil()) for carnet in carnets]
        return jouer_partie(humains + ordinateurs, reglages, rejeu.source, silence,
                            lambda numero, _nom, _etat: (numero < len(carnets)
                                                         and carnets[numero].nouveau_tour()))

    scores, _ = rejeu.jouer(une_partie)
    return carnets, scores


def decrire_des(des, de_cote):
    """Retourne les six dés d'une position, ceux déjà de côté marqués d'un point : « 1 5 . 2 3 6 »."""
    return " ".join(MARQUE_DE_COTE if mis else str(valeur) for valeur, mis in zip(des, de_cote))


def evaluer_mise_de_cote(position, numeros):
    """Retourne (meilleure espérance, espérance du choix, meilleure réponse, en clair)."""
    options = classer_mises_de_cote(*position)
    choisie = valeur_de_la_mise_de_cote(position.des, position.de_cote, numeros, position.total,
                                        position.score, position.nb_lancers, position.reglages)
    if not options:
        return choisie, choisie, taper_numeros(numeros), "toute mise de côté dépassait la cible"
    meilleure, meilleurs, suite = options[0]
    return (meilleure, choisie, taper_numeros(meilleurs),
            f"mettre de côté {nommer_des_numeros(meilleurs)}{TEXTES_DES_SUITES[suite]}")


def evaluer_oui_non(question, position, oui):
    """Retourne (meilleure espérance, espérance du choix, meilleure réponse, en clair) d'un o/n."""
    if question == RELANCE:
        si_oui, si_non = valeurs_de_la_relance(*position)
    else:
        si_oui, si_non = valeurs_de_l_achat(*position)
    texte_oui, texte_non = TEXTES_OUI_NON[question]
    meilleure, reponse, en_clair = (si_oui, OUI, texte_oui) if si_oui > si_non else (si_non, NON, texte_non)
    return meilleure, si_oui if oui else si_non, reponse, en_clair


def decision_du_carnet(tour, question, position, reponse, des_du_jet):
    """Retourne la ``Decision`` que montre le bilan pour une décision notée dans un carnet.

    ``des_du_jet`` : les dés du dernier jet de ce joueur ; la question « relancer ? »
    suit la mise de côté de ce jet, et ne les reçoit pas.
    """
    if question == MISE_DE_COTE:
        meilleure, choisie, meilleur, en_clair = evaluer_mise_de_cote(position, reponse)
        des, lancer = decrire_des(position.des, position.de_cote), position.nb_lancers
        vous = taper_numeros(reponse)
    else:
        meilleure, choisie, meilleur, en_clair = evaluer_oui_non(question, position, reponse)
        vous = OUI if reponse else NON
        if question == RELANCE:
            des, lancer = decrire_des(des_du_jet, position.de_cote), position.nb_lancers
            en_clair += f" (total du tour : {position.total})"
        else:
            des, lancer = decrire_des(position.a_vendre.des, position.a_vendre.de_cote), None
    return Decision(tour, lancer, des, NOMS_DES_QUESTIONS[question], vous, meilleur, en_clair,
                    max(0.0, meilleure - choisie))


def decisions_du_carnet(carnet):
    """Retourne les ``Decision`` d'un joueur, dans l'ordre où il les a prises."""
    decisions = []
    des_du_jet = []
    for question, reponse in carnet.decisions:
        if question.sorte == MISE_DE_COTE:
            des_du_jet = question.position.des
        decisions.append(decision_du_carnet(*question, reponse, des_du_jet))
    return decisions


def calculer_dix_mille(partie):
    """Retourne (scores, texte des bilans) d'une partie notée : un bilan par joueur humain."""
    carnets, scores = rejouer_dix_mille(partie)
    seul = len(carnets) == 1 and not partie.get("ordinateurs")
    textes = []
    for carnet in carnets:
        textes.append(formater_bilan(titre_du_bilan(None if seul else carnet.nom), EXPLICATION,
                                     decisions_du_carnet(carnet),
                                     DECIMALES, UNITE))
    textes.append("")
    if scores is None:
        textes.append("Partie arrêtée avant la fin.")
    else:
        noms = [carnet.nom for carnet in carnets] + [note["nom"] for note in partie.get("ordinateurs", [])]
        textes.append("Scores finaux : " + ", ".join(f"{nom} {accorder(score, 'point')}"
                                                     for nom, score in zip(noms, scores)) + ".")
    return scores, "\n".join(textes)
