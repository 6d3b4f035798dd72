"""Le français et la typographie de chaque écran des trois jeux : une règle par test.

Chaque test lit tous les écrans des sessions de ``test_largeur`` (chaque jeu, avec chaque
option, réponses valides ou non, « ? » compris) et y cherche les fautes d'une seule règle ;
il nomme la session et la ligne fautive.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import re

import pytest
from test_largeur import FAUTES, SESSIONS, jouer_session

from dix_mille import __main__ as entree_dix_mille
from dix_mille.affichage import message_sans_points
from dix_mille.partie import programme_principal as programme_dix_mille
from dix_mille.regles import Reglages
from solitaire import __main__ as entree_solitaire
from solitaire.partie import programme_principal as programme_solitaire
from yum.ajouts import lancement as entree_yum
from yum.ajouts.suivi import programme_avec_ajouts
from yum.commun.bilan import Decision, formater_bilan
from yum.commun.journal import creer_enregistreur
from yum.commun.texte import couper

# La graine des sessions lues.
GRAINE = 5


def bilan(jeu, entree, ecrire, **entete):
    """Retourne l'enregistreur qui affiche le bilan de chaque partie de ``jeu`` (``--bilan`` sans journal)."""
    return creer_enregistreur({"jeu": jeu, "graine": GRAINE, **entete}, entree.calculer_le_bilan, True, None,
                              ecrire)


# Les sessions de ``test_largeur``, et celles qui finissent chaque partie par son bilan.
SESSIONS_LUES = SESSIONS + [
    ("yum --bilan", lambda lire, ecrire, graine: programme_avec_ajouts(
        graine, lire, ecrire, enregistreur=bilan("yum", entree_yum, ecrire, options={}))),
    ("solitaire --bilan", lambda lire, ecrire, graine: programme_solitaire(
        graine, lire, ecrire, enregistreur=bilan("solitaire", entree_solitaire, ecrire, options={}))),
    ("dix_mille --bilan", lambda lire, ecrire, graine: programme_dix_mille(
        graine, Reglages(cible=2000, seuil_achat=500), lire, ecrire,
        enregistreur=bilan("dix_mille", entree_dix_mille, ecrire, ordinateurs=[],
                           reglages=Reglages(cible=2000, seuil_achat=500)._asdict(), options={}))),
]


def ecrans():
    """Retourne, pour chaque session, (nom, texte de tout ce qui s'est affiché)."""
    return [(nom, jouer_session(lambda lire, ecrire, session=session: session(lire, ecrire, GRAINE), GRAINE))
            for nom, session in SESSIONS_LUES]


@pytest.fixture(scope="module")
def tous_les_ecrans():
    """Les écrans de toutes les sessions, joués une fois pour tous les tests du module."""
    return ecrans()


def fautes(tous_les_ecrans, expression):
    """Retourne les (session, ligne) dont une ligne contient ``expression``."""
    return [(nom, ligne) for nom, texte in tous_les_ecrans for ligne in texte.splitlines()
            if expression.search(ligne)]


def coupes(tous_les_ecrans, fin, debut):
    """Retourne les (session, ligne, suivante) : ``ligne`` finit par ``fin``, la suivante par ``debut``."""
    trouvees = []
    for nom, texte in tous_les_ecrans:
        lignes = texte.splitlines()
        for ligne, suivante in zip(lignes, lignes[1:]):
            if fin.search(ligne) and debut.match(suivante):
                trouvees.append((nom, ligne, suivante))
    return trouvees


# Règle : un nombre écrit en français a une virgule décimale (« 204,5 », jamais « 204.5 ») ;
# un point entre deux chiffres ne vient que dans une version (« 1.0.0 ») ou un nom de fichier.
NOMBRE_A_POINT = re.compile(r"(?<![\w.])\d+\.\d+(?![\w.])")


def test_un_nombre_a_une_virgule_decimale(tous_les_ecrans):
    assert fautes(tous_les_ecrans, NOMBRE_A_POINT) == []


def test_aucune_faute_d_accord_ni_d_elision_dans_les_ecrans(tous_les_ecrans):
    # Les fautes de test_largeur (« 1 points », « de un »…), dans les écrans de cette graine.
    assert [(nom, motif, ligne) for expression, motif in FAUTES
            for nom, ligne in fautes(tous_les_ecrans, expression)] == []


# Règle : un nom compté par 0 ou 1 reste au singulier (« 0 point », « 1 décision ») ; on relève
# « 0 » ou « 1 » (ni décimal ni signe d'un autre nombre) suivi d'un mot au pluriel en -s,
# sauf les mots invariables ou qui ne comptent pas ce nombre.
NOMBRE_UN_OU_ZERO = re.compile(r"(?<![\d,.\w-])[01] ([a-zàâçéèêëîïôûù]+s)\b")
INVARIABLES = {"fois", "sur", "dans", "pas", "plus", "puis", "sans", "sous", "vers", "après", "dès",
               "jusqu'aux", "avec", "lors", "toujours", "ans", "les", "des"}


def test_un_nom_compte_par_zero_ou_un_reste_au_singulier(tous_les_ecrans):
    trouvees = [(nom, ligne) for nom, ligne in fautes(tous_les_ecrans, NOMBRE_UN_OU_ZERO)
                if any(mot not in INVARIABLES for mot in NOMBRE_UN_OU_ZERO.findall(ligne))]
    assert trouvees == []


# Règle : « vos » ne compte pas un seul objet (« vos 1 décision » se dit « votre décision »).
VOS_UN = re.compile(r"\bvos 1\b")


def test_vos_ne_compte_jamais_un_seul_objet(tous_les_ecrans):
    assert fautes(tous_les_ecrans, VOS_UN) == []


# Règle : aucune ligne n'est coupée dans un nombre ou une quantité : ni « % » ni une unité seule
# en tête de ligne, ni l'étiquette d'un nombre (« centile 5 : ») laissée en fin de ligne sans lui.
FIN_ETIQUETTE = re.compile(r"\S :$")
DEBUT_NOMBRE = re.compile(r"-?\d")
FIN_NOMBRE = re.compile(r"\d$")
DEBUT_UNITE = re.compile(r"%|points?\b|pts?\b")


FIN_MOT = re.compile(r"[^\W\d]$")
DEBUT_NOMBRE_ANNONCE = re.compile(r"\s*-?\d+(,\d+)? :")


def test_aucune_ligne_n_est_coupee_dans_un_nombre(tous_les_ecrans):
    assert coupes(tous_les_ecrans, FIN_ETIQUETTE, DEBUT_NOMBRE) == []
    assert coupes(tous_les_ecrans, FIN_NOMBRE, DEBUT_UNITE) == []
    assert coupes(tous_les_ecrans, FIN_MOT, DEBUT_NOMBRE_ANNONCE) == []


# Règle : aucune ligne n'est coupée dans une citation : « ne finit jamais une ligne,
# » n'en commence jamais une.
FIN_GUILLEMET_OUVRANT = re.compile(r"«\s*$")
DEBUT_GUILLEMET_FERMANT = re.compile(r"^\s*»")


def test_aucune_ligne_n_est_coupee_dans_une_citation(tous_les_ecrans):
    assert fautes(tous_les_ecrans, FIN_GUILLEMET_OUVRANT) == []
    assert fautes(tous_les_ecrans, DEBUT_GUILLEMET_FERMANT) == []


# Règle : une espace avant « : », comme en français (« ex : 135 », jamais « ex: 135 ») ;
# seules exceptions, un « : » collé entre deux chiffres (une heure) ou dans une adresse.
DEUX_POINTS_COLLES = re.compile(r"[^\s\d|(/]:(?=\s|$)")


def test_une_espace_avant_les_deux_points(tous_les_ecrans):
    assert fautes(tous_les_ecrans, DEUX_POINTS_COLLES) == []


# Les écrans rares, qu'une session ne montre pas à coup sûr, lus par les mêmes règles.
ECRANS_RARES = [
    ("jet sans point, tour vide", message_sans_points(0)),
    ("jet sans point, 50 points", message_sans_points(50)),
    ("bilan d'une seule décision", formater_bilan("Bilan", "Une décision.", [
        Decision(tour=1, lancer=1, des="1 2 3", question="relance", vous="1", meilleur="1",
                 en_clair="garder 1", cout=0.0)], 1,
        ("point", "points"))),
    ("nombre au bord de la ligne", couper("x" * 70 + " part 91,0 % ; centile 5 : 41 ; « expert »")),
    ("étiquette au bord de la ligne", couper("x" * 69 + " ; centile 5 : 8 ; centile 95 : 17")),
]


@pytest.mark.parametrize("expression", [NOMBRE_A_POINT, NOMBRE_UN_OU_ZERO, VOS_UN, FIN_GUILLEMET_OUVRANT,
                                        DEBUT_GUILLEMET_FERMANT, DEUX_POINTS_COLLES],
                         ids=lambda expression: expression.pattern)
def test_les_ecrans_rares_suivent_les_memes_regles(expression):
    trouvees = [(nom, ligne) for nom, ligne in fautes(ECRANS_RARES, expression)
                if expression is not NOMBRE_UN_OU_ZERO
                or any(mot not in INVARIABLES for mot in NOMBRE_UN_OU_ZERO.findall(ligne))]
    assert trouvees == []
    assert coupes(ECRANS_RARES, FIN_ETIQUETTE, DEBUT_NOMBRE) == []
    assert coupes(ECRANS_RARES, FIN_NOMBRE, DEBUT_UNITE) == []
    assert coupes(ECRANS_RARES, FIN_MOT, DEBUT_NOMBRE_ANNONCE) == []


# Règle : une chose, un mot. La feuille du cours écrit « Carre » et « YUM » ; le rappel des cases,
# les coups possibles et les conseils disent ces mots-là, jamais « Carré » ni « Yum » pour une case.
AUTRE_NOM_DE_CASE = re.compile(r"Carré|= Yum\b|\(Yum\)|case Yum\b")


def test_une_case_du_yum_a_le_nom_que_lui_donne_la_feuille(tous_les_ecrans):
    ecrans_du_yum = [(nom, texte) for nom, texte in tous_les_ecrans if nom.startswith("yum")]
    assert any("|Carre        |" in texte and "11 = Carre" in texte for _, texte in ecrans_du_yum)
    assert fautes(ecrans_du_yum, AUTRE_NOM_DE_CASE) == []
