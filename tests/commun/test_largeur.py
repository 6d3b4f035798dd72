"""Tout ce que les trois jeux écrivent tient dans un terminal de 80 colonnes, sans faute d'accord.

Des sessions entières de chaque jeu, avec chaque option, se jouent dans un
terminal simulé : chaque réponse s'écrit après sa question, suivie d'un saut
de ligne, comme au clavier. Les réponses sont tirées d'une graine, valides ou
non, « ? » compris, pour faire passer chaque message. On vérifie chaque ligne
de l'écran, l'aide et les erreurs d'options.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import random
import re

import pytest

from dix_mille import __main__ as entree_dix_mille
from dix_mille import simulation as simulation_dix_mille
from dix_mille.constantes import NIVEAUX
from dix_mille.ordinateur import JoueurOrdinateur
from dix_mille.partie import programme_principal as programme_dix_mille
from dix_mille.regles import Reglages
from dix_mille.saisie import QUESTION_MISE_DE_COTE
from solitaire import __main__ as entree_solitaire
from solitaire.partie import programme_principal as programme_solitaire
from solitaire.saisie import QUESTION_PAIRES
from solitaire.simulation import rapport_de_simulation
from yum import __main__ as entree_yum
from yum.ajouts import lancement as options_yum
from yum.ajouts.conseiller import formater_conseil as conseil_yum
from yum.ajouts.joueurs import programme_a_plusieurs
from yum.ajouts.simulation import programme_simulation
from yum.ajouts.suivi import programme_avec_ajouts
from yum.commun.conseils import Conseil, conseil_a_la_demande
from yum.commun.joueurs import Joueur
from yum.commun.sources import DesAuHasard
from yum.saisie import QUESTION_CASE, QUESTION_DES

# La largeur d'un terminal ordinaire, et celle que rien ne doit dépasser.
LARGEUR_MAX = 80
# Nombre de réponses d'une session, au plus (ensuite, fin de l'entrée).
REPONSES_MAX = 2500
# Les parties de la simulation du solitaire : son rapport a les mêmes lignes pour 5 parties que pour 20,
# et le conseiller qui les joue pense 8 ms par lancer (20 parties coûtaient 2,5 s par session).
PARTIES_DU_SOLITAIRE_SIMULE = 5
# Les graines des sessions : la première à chaque « python -m pytest », les autres avec « --tout » (« lent »).
GRAINES = (1, pytest.param(2, marks=pytest.mark.lent), pytest.param(3, marks=pytest.mark.lent))


class Terminal:
    """Un terminal simulé : l'écran garde tout, et chaque réponse s'affiche après sa question."""

    def __init__(self, repondre):
        """Prépare le terminal ; ``repondre(question)`` choisit la réponse tapée."""
        self.repondre = repondre
        self.morceaux = []
        self.lues = 0

    def ecrire(self, *morceaux, sep=" ", end="\n"):
        """Remplace ``print``."""
        self.morceaux.append(sep.join(str(morceau) for morceau in morceaux) + end)

    def lire(self, question):
        """Remplace ``input`` : écrit la question, la réponse tapée et le saut de ligne."""
        if self.lues >= REPONSES_MAX:
            raise EOFError
        self.lues += 1
        reponse = self.repondre(question)
        self.morceaux.append(question + reponse + "\n")
        return reponse

    def texte(self):
        """Retourne tout ce qui s'est affiché."""
        return "".join(self.morceaux)


def joueur_au_hasard(graine):
    """Retourne une fonction qui répond à chaque question des trois jeux, au hasard mais à propos."""
    hasard = random.Random(graine)
    cases = [str(case) for case in list(range(1, 7)) + list(range(10, 17))]
    rejouer = iter(["peut-être", "", "o", "n"])

    def repondre(question):
        if question == QUESTION_DES:
            return hasard.choice(["0", "12", "135", "2345", "?", "abc", "6", "11", "07", ""])
        if question == QUESTION_CASE:
            return hasard.choice(["?", "19", "8", "00", "", "x"] + cases * 3)
        if question.startswith("Voulez-vous jouer"):
            return next(rejouer, "n")
        if question.startswith("Valeur"):
            nombre = len(re.findall(r"\d", question.split("(ex :")[1]))
            faces = [str(hasard.randint(1, 6)) for _ in range(nombre)]
            return hasard.choice([" ".join(faces)] * 4 + ["9", "1 2"])
        if question == QUESTION_PAIRES:
            numeros = hasard.sample("12345", 4)
            return hasard.choice(["".join(numeros)] * 6 + ["?", "1123", "12", "abcd"])
        if question.startswith("Combien de joueurs"):
            return hasard.choice(["2", "9", "deux", "1"])
        if question.startswith("Nom du joueur"):
            return hasard.choice(["Ana", "Émile", "", "Ana", "x" * 30, "Hugo"])
        if question == QUESTION_MISE_DE_COTE:
            return hasard.choice(["1", "5", "15", "123", "?", "6", "66", "456", "2"])
        if "(o/n)" in question or "(o)" in question:
            return hasard.choice(["o", "n", "?", "peut-être", "o"])
        return hasard.choice(["1", "o", "n", "0"])
    return repondre


def jouer_session(session, graine):
    """Joue ``session(lire, ecrire)`` dans un terminal simulé ; retourne tout son texte."""
    terminal = Terminal(joueur_au_hasard(graine))
    try:
        session(terminal.lire, terminal.ecrire)
    except EOFError:
        pass
    return terminal.texte()


def ordinateurs_du_30000(niveau, ecrire):
    """Retourne deux joueurs ordinateurs du 30000 de ce niveau, qui écrivent avec ``ecrire``."""
    joueurs = []
    for nom in ("Ordi 1", "Ordi 2"):
        ordinateur = JoueurOrdinateur(nom, niveau, ecrire)
        joueurs.append(Joueur(nom, ordinateur.repondre, ordinateur.conseil()))
    return joueurs


# Chaque session : (nom, fonction(lire, ecrire, graine)).
SESSIONS = [
    ("yum", lambda lire, ecrire, graine: programme_avec_ajouts(
        graine, lire, ecrire, conseil=Conseil(conseil_yum))),
    ("yum --conseil", lambda lire, ecrire, graine: programme_avec_ajouts(
        graine, lire, ecrire, conseil=Conseil(conseil_yum, automatique=True))),
    ("yum --des-manuels", lambda lire, ecrire, graine: programme_avec_ajouts(
        graine, lire, ecrire, conseil=Conseil(conseil_yum), des_manuels=True)),
    ("yum --joueurs --ordinateur", lambda lire, ecrire, graine: programme_a_plusieurs(
        ["Ana", "Émile"], 1, graine, lire, ecrire, conseil=Conseil(conseil_yum))),
    ("yum --simulation", lambda lire, ecrire, graine: programme_simulation(20, graine, ecrire)),
    ("solitaire", lambda lire, ecrire, graine: programme_solitaire(
        graine, lire, ecrire, conseil=conseil_a_la_demande("solitaire.conseiller"))),
    ("solitaire --conseil --des-manuels", lambda lire, ecrire, graine: programme_solitaire(
        graine, lire, ecrire, des_manuels=True,
        conseil=conseil_a_la_demande("solitaire.conseiller", automatique=True))),
    ("solitaire --simulation", lambda lire, ecrire, graine: ecrire(
        rapport_de_simulation(PARTIES_DU_SOLITAIRE_SIMULE, graine))),
    ("dix_mille --cible 3000", lambda lire, ecrire, graine: programme_dix_mille(
        graine, Reglages(cible=3000, seuil_achat=1000), lire, ecrire,
        conseil=conseil_a_la_demande("dix_mille.conseiller"))),
    ("dix_mille --des-manuels", lambda lire, ecrire, graine: programme_dix_mille(
        graine, Reglages(cible=2000, seuil_achat=500), lire, ecrire, des_manuels=True,
        conseil=conseil_a_la_demande("dix_mille.conseiller"))),
] + [
    (f"dix_mille --ordinateur 2 --niveau {niveau}", lambda lire, ecrire, graine, niveau=niveau:
     programme_dix_mille(graine, Reglages(cible=4000, seuil_achat=1000), lire, ecrire,
                         conseil=conseil_a_la_demande("dix_mille.conseiller"),
                         ordinateurs=ordinateurs_du_30000(niveau, ecrire)))
    for niveau in NIVEAUX
] + [
    ("dix_mille --simulation", lambda lire, ecrire, graine: ecrire(
        simulation_dix_mille.formater_statistiques_seul(
            simulation_dix_mille.simuler_seul(5, "expert", Reglages(cible=3000),
                                              DesAuHasard(random.Random(graine))),
            "expert", Reglages(cible=3000)))),
    ("dix_mille --simulation --duel", lambda lire, ecrire, graine: ecrire(
        simulation_dix_mille.formater_statistiques_duel(
            simulation_dix_mille.simuler_duel(5, ("expert", "moyen"), Reglages(cible=3000),
                                              DesAuHasard(random.Random(graine))), ("expert", "moyen")))),
]


def lignes_trop_larges(texte):
    """Retourne les lignes de ``texte`` plus larges que LARGEUR_MAX."""
    return [ligne for ligne in texte.splitlines() if len(ligne) > LARGEUR_MAX]


@pytest.mark.parametrize("nom, session", SESSIONS, ids=[nom for nom, _ in SESSIONS])
@pytest.mark.parametrize("graine", GRAINES)
def test_chaque_ligne_d_une_session_tient_en_80_colonnes(nom, session, graine):
    texte = jouer_session(lambda lire, ecrire: session(lire, ecrire, graine), graine)
    assert len(texte.splitlines()) >= 3
    assert lignes_trop_larges(texte) == []


# Des accords et des élisions, dans tout ce qui s'affiche.
FAUTES = [
    (re.compile(r"(?<![\d,])-?[01] points\b"), "« points » au pluriel après 0 ou 1"),
    (re.compile(r"(?<![\d,])-?[01] paires\b"), "« paires » au pluriel après 0 ou 1"),
    (re.compile(r"\bde (?=[AEIOUÉÈÊaeiouéè])(?!un |une )"), "« de » devant une voyelle, au lieu de « d' »"),
]


# Ces fautes sont aussi cherchées, à chaque « python -m pytest », dans les écrans de test_ecrans (une autre
# graine) ; ici, une graine de plus, avec « --tout ».
@pytest.mark.lent
@pytest.mark.parametrize("nom, session", SESSIONS, ids=[nom for nom, _ in SESSIONS])
def test_aucune_faute_d_accord_ni_d_elision(nom, session):
    texte = jouer_session(lambda lire, ecrire: session(lire, ecrire, 4), 4)
    fautes = [(motif, ligne) for ligne in texte.splitlines()
              for expression, motif in FAUTES if expression.search(ligne)]
    assert fautes == []


@pytest.mark.parametrize("options", [options_yum, entree_solitaire, entree_dix_mille],
                         ids=["yum", "solitaire", "dix_mille"])
def test_l_aide_tient_en_80_colonnes(options):
    assert lignes_trop_larges(options.creer_analyseur().format_help()) == []


@pytest.mark.parametrize("entree, options", [
    (entree_yum, ["--conseil=1"]), (entree_yum, ["--graine", "abc"]), (entree_yum, ["--joueurs", "A,a"]),
    (entree_yum, ["--inconnue"]), (entree_yum, ["--simulation", "0"]), (entree_yum, ["--ordinateur", "9"]),
    (entree_solitaire, ["--simulation", "-2"]), (entree_solitaire, ["--des-manuels=oui"]),
    (entree_dix_mille, ["--ouverture", "24050"]), (entree_dix_mille, ["--cible", "33"]),
    (entree_dix_mille, ["--niveau", "champion"]), (entree_dix_mille, ["--duel", "expert"]),
    (entree_dix_mille, ["--cible", "300", "--ouverture", "450"]),
    (entree_dix_mille, ["--cible", "1" * 30]),
], ids=lambda valeur: valeur if isinstance(valeur, str) else None)
def test_une_erreur_d_option_tient_en_80_colonnes(entree, options, capsys):
    with pytest.raises(SystemExit):
        entree.jouer(options)
    assert lignes_trop_larges(capsys.readouterr().err) == []
