"""Suivre une partie du Yum de l'énoncé, pour y brancher les ajouts sans la toucher.

Explication : le programme de l'énoncé (``yum.partie``) ne connaît ni le
conseiller, ni les ordinateurs, ni les vrais dés. Il offre deux points de
branchement, ceux que l'énoncé prévoit déjà :

- les dés : ``yum.des.lancer_un_de(rng)`` ne demande à ``rng`` que
  ``random()`` (« la fonction pour générer les dés », §5.2) ;
- les réponses : chaque question passe par ``lire(question)``.

Un ``SuiviDeYum`` se branche sur les deux : il est le ``rng`` de la partie
(il tire chaque dé de la vraie source et le note) et sa fonction ``lire``
(il lit la vraie réponse et la note). Avec ce qu'il a noté, il rejoue la
partie sur ses propres copies des dés et de la feuille, avec les fonctions
mêmes de l'énoncé (``rouler_des``, ``analyser_des_a_rouler``,
``analyser_case``, ``appliquer_pointage``) : il sait donc, à chaque question,
ce que voit le joueur. Il s'en sert pour :

- le conseil (``Conseil``) : la réponse « ? » l'affiche et la question est
  reposée ; en mode automatique (``--conseil``), il s'affiche avant chaque
  question ; un joueur ordinateur est un conseil automatique qui décide, et
  dont la fonction de lecture tape la réponse décidée (``yum.ajouts.ordinateur``) ;
- les vrais dés (``--des-manuels``) : au premier dé de chaque lancer, il
  annonce à la source les numéros des dés qui roulent (``yum.commun.sources``).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021), §5.2 et §5.3 ; conception du
projet, §2 (les ajouts se branchent de l'extérieur).
"""

from yum.commun.conseils import DEMANDE_DE_CONSEIL
from yum.commun.sources import choisir_source, numeros_du_choix
from yum.constantes import ANNULER, DES_MIN, GARDER_TOUS, NB_DES, NB_ESSAIS, TOUS_LES_DES
from yum.des import rouler_des
from yum.partie import programme_principal
from yum.regles import appliquer_pointage, calculer_coups_possibles, nouvelle_feuille, nouvelle_grille
from yum.saisie import (
    QUESTION_CASE,
    QUESTION_DES,
    QUESTION_REJOUER,
    analyser_case,
    analyser_des_a_rouler,
    analyser_oui_non,
)

# Lancers qui restent quand vient la question de la case.
AUCUN_LANCER_RESTANT = 0
# Les genres des questions que pose le programme de l'énoncé.
RELANCE = "relance"
CASE = "case"
FIN_DE_PARTIE = "fin de partie"
# Le genre de chaque question, reconnue par la constante de ``yum.saisie`` qui la pose :
# le suivi ne lit jamais les mots d'une question, il demande son genre une fois.
GENRES_DES_QUESTIONS = {QUESTION_DES: RELANCE, QUESTION_CASE: CASE, QUESTION_REJOUER: FIN_DE_PARTIE}
# Les genres de questions auxquels un conseiller répond.
GENRES_CONSEILLES = (RELANCE, CASE)


def genre_de_la_question(question):
    """Retourne le genre de ``question`` : RELANCE, CASE ou FIN_DE_PARTIE.

    Lève ValueError pour une question que le programme de l'énoncé ne pose
    pas avec l'une de ses constantes : une question changée hors de
    ``yum.saisie`` se voit tout de suite, au lieu de priver le conseil et le
    journal de leurs réponses sans rien dire.
    """
    if question not in GENRES_DES_QUESTIONS:
        raise ValueError(f"le suivi du Yum ne connaît pas la question {question!r}")
    return GENRES_DES_QUESTIONS[question]


class Rejeu:
    """Un faux générateur qui rend, dans l'ordre, des nombres déjà tirés."""

    def __init__(self, tirages):
        """Prépare le rejeu des nombres ``tirages``."""
        self.tirages = list(tirages)

    def random(self):
        """Retourne le prochain nombre déjà tiré."""
        return self.tirages.pop(0)


class SuiviDeYum:
    """Le suivi d'une partie de Yum (ou du jeu d'un joueur, à plusieurs).

    ``source`` : la vraie source des dés (``yum.commun.sources``) ; ``lire`` : la
    vraie lecture des réponses ; ``conseil`` : un ``yum.commun.Conseil``, ou
    None. La partie reçoit l'objet lui-même comme ``rng`` et sa méthode
    ``lire`` comme lecture.
    """

    def __init__(self, source, lire=input, ecrire=print, conseil=None):
        """Prépare le suivi d'une partie neuve."""
        self.source = source
        self.lire_reponse = lire
        self.ecrire = ecrire
        self.conseil = conseil
        # Les copies des dés et de la feuille, tenues à jour comme la partie suivie.
        self.des = [DES_MIN] * NB_DES
        self.feuille = nouvelle_feuille()
        # Les nombres tirés depuis la dernière question, pas encore appliqués aux dés.
        self.tirages = []
        # Vrai quand le conseil automatique de la question en cours est déjà affiché.
        self.conseil_montre = False
        self.nouveau_tour()

    def nouveau_tour(self):
        """Prépare le suivi du tour suivant : tous les dés rouleront, aucun lancer fait."""
        # Les dés que roulera le prochain lancer.
        self.choix = TOUS_LES_DES
        self.lancers_faits = 0

    def nouvelle_partie(self):
        """Prépare le suivi d'une partie neuve, feuille vierge."""
        self.feuille = nouvelle_feuille()
        self.nouveau_tour()

    # --- Le branchement des dés ---------------------------------------------------

    def random(self):
        """Remplace ``rng.random()`` : tire un nombre de la vraie source et le note.

        Au premier dé d'un lancer, la source apprend quels dés vont rouler.
        """
        if not self.tirages:
            self.source.annoncer(numeros_du_choix(self.choix))
        valeur = self.source.random()
        self.tirages.append(valeur)
        return valeur

    def rattraper_les_des(self):
        """Applique aux dés suivis le lancer qui vient d'avoir lieu, s'il y en a eu un."""
        if self.tirages:
            rouler_des(self.des, self.choix, Rejeu(self.tirages))
            self.tirages = []
            self.lancers_faits += 1

    # --- Le branchement des réponses ----------------------------------------------

    def lire(self, question):
        """Remplace ``lire`` : lit la réponse à ``question``, la note et la retourne.

        Là où un conseiller est branché, « ? » affiche le conseil et relit la
        réponse ; en mode automatique, le conseil s'affiche avant la question.
        """
        self.rattraper_les_des()
        genre = genre_de_la_question(question)
        conseillee = self.conseil is not None and genre in GENRES_CONSEILLES
        while True:
            if conseillee and self.conseil.automatique and not self.conseil_montre:
                # Un joueur ordinateur décide ici, mais n'annonce sa décision qu'après la question.
                texte = self.formater_conseil(genre)
                if texte:
                    self.ecrire(texte)
                self.conseil_montre = True
            texte = self.lire_reponse(question)
            if conseillee and texte.strip() == DEMANDE_DE_CONSEIL:
                self.ecrire(self.formater_conseil(genre))
                continue
            self.noter_reponse(genre, texte)
            return texte

    def lancers_restants(self, genre):
        """Retourne combien de lancers il reste au joueur à qui l'on pose une question de ce genre."""
        if genre == CASE:
            return AUCUN_LANCER_RESTANT
        return NB_ESSAIS - self.lancers_faits

    def formater_conseil(self, genre):
        """Retourne le conseil pour la position où se pose une question de ce genre."""
        return self.conseil.formater(self.des, self.feuille, self.lancers_restants(genre))

    def noter_reponse(self, genre, texte):
        """Rejoue sur les copies l'effet de la réponse ``texte`` à une question de ce genre.

        Une réponse refusée ne change rien : la partie suivie reposera la même
        question. Les analyses sont celles de l'énoncé, le suivi ne peut donc
        pas juger autrement que la partie.
        """
        if genre == RELANCE:
            choix = analyser_des_a_rouler(texte)
            if choix is not None:
                self.conseil_montre = False
                if choix != GARDER_TOUS:
                    self.choix = choix
        elif genre == CASE:
            case = analyser_case(texte, self.feuille)
            if case is not None:
                self.conseil_montre = False
                if case != ANNULER:
                    grille = nouvelle_grille()
                    calculer_coups_possibles(self.des, self.feuille, grille)
                    appliquer_pointage(self.feuille, grille, case)
                self.nouveau_tour()
        elif genre == FIN_DE_PARTIE and analyser_oui_non(texte):
            self.nouvelle_partie()


def brancher_le_suivi(graine=None, lire=input, ecrire=print, conseil=None, des_manuels=False, source=None,
                      enregistreur=None):
    """Retourne le suivi d'une partie, ajouts branchés : la lecture et les dés du programme principal.

    ``conseil`` : un ``yum.commun.Conseil`` (la réponse « ? », ``--conseil``),
    ou None ; ``des_manuels`` : les faces des vrais dés sont demandées au joueur ;
    ``source`` : une source de dés toute faite (un test), à la place des deux autres ;
    ``enregistreur`` : un ``yum.commun.journal.Enregistreur`` qui note chaque partie
    (``--bilan``, ``--journal``), ou None.
    """
    if source is None:
        source = choisir_source(graine, des_manuels, NB_DES, lire, ecrire)
    if enregistreur is not None:
        source, lire = enregistreur.brancher(source, lire)
    return SuiviDeYum(source, lire, ecrire, conseil)


def programme_avec_ajouts(graine=None, lire=input, ecrire=print, conseil=None, des_manuels=False,
                          source=None, enregistreur=None):
    """Joue le programme principal de l'énoncé, ajouts branchés ; retourne les scores des parties.

    Les paramètres sont ceux de ``brancher_le_suivi``.
    """
    suivi = brancher_le_suivi(graine, lire, ecrire, conseil, des_manuels, source, enregistreur)
    return programme_principal(lire=suivi.lire, ecrire=ecrire, rng=suivi)
