"""Suivre une partie du Yum de l'énoncé, pour y brancher les ajouts sans la toucher.

Explication : le programme de l'énoncé (``yum.partie``) ne connaît ni le
conseiller, ni les ordinateurs, ni les vrais dés. Ses sous-programmes reçoivent
les trois tableaux, le hasard (``rng``) et la lecture (``lire``) en paramètres :
l'ajout qui a besoin de la position tient donc la boucle de la partie
(``jouer_les_parties_suivies`` ; à plusieurs, ``yum.ajouts.joueurs``) et passe
aux sous-programmes de l'énoncé ses propres tableaux, ses dés et sa lecture.

Un ``SuiviDeYum`` est ce ``rng`` et cette lecture. Il lit la position dans les
tableaux mêmes de la partie (``suivre``) : les dés et la feuille sont ceux que
voit le joueur, tels quels, sans copie ni rejeu. Il compte seulement les
lancers du tour (un lancer a eu lieu si des dés ont été tirés depuis la
question d'avant) et retient les dés qui vont rouler. Il s'en sert pour :

- le conseil (``Conseil``) : la réponse « ? » l'affiche et la question est
  reposée ; en mode automatique (``--conseil``), il s'affiche avant chaque
  question ; un joueur ordinateur est un conseil automatique qui décide, et
  dont la fonction de lecture tape la réponse décidée (``yum.ajouts.ordinateur``) ;
- les vrais dés (``--des-manuels``) : au premier dé de chaque lancer, il
  annonce à la source les numéros des dés qui roulent (``yum.commun.sources``).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
Références : énoncé du TP1 d'INF111 (A2021), §5.2 et §5.3 ; conception du
projet, §2 (les ajouts se branchent de l'extérieur).
"""

from yum.affichage import AU_REVOIR, BIENVENUE
from yum.commun.conseils import DEMANDE_DE_CONSEIL
from yum.commun.sources import choisir_source, numeros_du_choix
from yum.constantes import DES_MIN, GARDER_TOUS, NB_DES, NB_ESSAIS, TOUS_LES_DES
from yum.partie import jouer_partie
from yum.regles import nouvelle_feuille, nouvelle_grille
from yum.saisie import (
    QUESTION_CASE,
    QUESTION_DES,
    QUESTION_REJOUER,
    analyser_case,
    analyser_des_a_rouler,
    demander_oui_non,
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


class SuiviDeYum:
    """Le suivi d'une partie de Yum (ou du jeu d'un joueur, à plusieurs).

    ``source`` : la vraie source des dés (``yum.commun.sources``) ; ``lire`` : la
    vraie lecture des réponses ; ``conseil`` : un ``yum.commun.Conseil``, ou
    None. La partie reçoit l'objet lui-même comme ``rng`` et sa méthode
    ``lire`` comme lecture ; ``suivre`` lui donne les tableaux de la partie.
    """

    def __init__(self, source, lire=input, ecrire=print, conseil=None):
        """Prépare le suivi ; il lit la position dans les tableaux que ``suivre`` lui donne."""
        self.source = source
        self.lire_reponse = lire
        self.ecrire = ecrire
        self.conseil = conseil
        # Les dés et la feuille de la partie suivie : les tableaux mêmes que ses procédures modifient.
        self.des = None
        self.feuille = None
        # Vrai quand des dés ont été tirés depuis la dernière question : un lancer a eu lieu.
        self.lancer_en_cours = False
        # Le genre de la dernière question posée (None : aucune encore).
        self.genre_precedent = None
        # Vrai quand le conseil automatique de la question en cours est déjà affiché.
        self.conseil_montre = False
        self.nouveau_tour()

    def suivre(self, des, feuille):
        """Branche le suivi sur les tableaux d'une partie neuve (ou du jeu d'un joueur) ; retourne None."""
        self.des = des
        self.feuille = feuille
        self.nouveau_tour()

    def nouveau_tour(self):
        """Prépare le suivi du tour suivant : tous les dés rouleront, aucun lancer fait."""
        # Les dés que roulera le prochain lancer.
        self.choix = TOUS_LES_DES
        self.lancers_faits = 0

    # --- Le branchement des dés ---------------------------------------------------

    def random(self):
        """Remplace ``rng.random()`` : tire un nombre de la vraie source.

        Au premier dé d'un lancer, la source apprend quels dés vont rouler.
        """
        if not self.lancer_en_cours:
            self.source.annoncer(numeros_du_choix(self.choix))
            self.lancer_en_cours = True
        return self.source.random()

    # --- Le branchement des réponses ----------------------------------------------

    def lire(self, question):
        """Remplace ``lire`` : lit la réponse à ``question`` et la retourne.

        Là où un conseiller est branché, « ? » affiche le conseil et relit la
        réponse ; en mode automatique, le conseil s'affiche avant la question,
        une fois : une question reposée après un refus (même genre, aucun
        lancer entre les deux) ne le remontre pas.
        """
        genre = genre_de_la_question(question)
        if self.lancer_en_cours:
            self.lancer_en_cours = False
            self.lancers_faits += 1
            self.conseil_montre = False
        elif genre != self.genre_precedent:
            self.conseil_montre = False
        self.genre_precedent = genre
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
            self.retenir_la_reponse(genre, texte)
            return texte

    def lancers_restants(self, genre):
        """Retourne combien de lancers il reste au joueur à qui l'on pose une question de ce genre."""
        if genre == CASE:
            return AUCUN_LANCER_RESTANT
        return NB_ESSAIS - self.lancers_faits

    def formater_conseil(self, genre):
        """Retourne le conseil pour la position où se pose une question de ce genre."""
        return self.conseil.formater(self.des, self.feuille, self.lancers_restants(genre))

    def retenir_la_reponse(self, genre, texte):
        """Retient ce que la réponse ``texte`` annonce : les dés du prochain lancer, ou un tour fini.

        Les tableaux, eux, sont changés par la partie. Une réponse refusée ne
        change rien : la partie reposera la même question. Les analyses sont
        celles de l'énoncé, le suivi ne peut donc pas juger autrement que la partie.
        """
        if genre == RELANCE:
            choix = analyser_des_a_rouler(texte)
            if choix is not None and choix != GARDER_TOUS:
                self.choix = choix
        elif genre == CASE and analyser_case(texte, self.feuille) is not None:
            self.nouveau_tour()


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
    """Joue les parties du Yum de l'énoncé, ajouts branchés ; retourne les scores des parties.

    Les paramètres sont ceux de ``brancher_le_suivi``.
    """
    suivi = brancher_le_suivi(graine, lire, ecrire, conseil, des_manuels, source, enregistreur)
    return jouer_les_parties_suivies(suivi, ecrire)


def jouer_les_parties_suivies(suivi, ecrire=print):
    """Joue des parties tant que le joueur le veut, suivies par ``suivi`` ; retourne leurs scores.

    Le programme principal de l'énoncé (§5.3), ses tableaux tenus ici pour que
    le suivi les lise : l'accueil, une partie de l'énoncé (``jouer_partie``) sur
    des tableaux neufs, « rejouer ? », le message de fin ; mêmes écrans, mêmes
    questions que ``yum.partie.programme_principal``.
    """
    ecrire(BIENVENUE)
    # Le score de chaque partie jouée, dans l'ordre.
    scores = []
    veut_jouer = True
    while veut_jouer:
        # Les trois tableaux de l'énoncé, neufs à chaque partie, que le suivi lit tels quels.
        des = [DES_MIN] * NB_DES
        feuille = nouvelle_feuille()
        suivi.suivre(des, feuille)
        scores.append(jouer_partie(des, feuille, nouvelle_grille(), suivi, suivi.lire, ecrire))
        veut_jouer = demander_oui_non(QUESTION_REJOUER, suivi.lire, ecrire)
    ecrire(AU_REVOIR)
    return scores
