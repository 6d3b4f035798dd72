"""Les sources de dés des trois jeux : le hasard, ou les vrais dés sur la table.

Explication : le Yum de l'énoncé lance ses dés avec ``yum.des.lancer_un_de(rng)``,
qui ne demande à ``rng`` qu'une chose : ``random()``. Une « source de dés » est
un objet qui offre ``random()`` et prend la place de ``rng`` :

- ``DesAuHasard`` : le hasard d'un ``random.Random`` (la graine de ``--graine``) ;
- ``DesManuels`` (option ``--des-manuels``) : avant chaque lancer, le joueur
  tape ce que montrent ses vrais dés, et ``random()`` rend chaque face sous
  la forme qui la fait sortir de ``lancer_un_de``.

Pour savoir quels dés vont rouler, une source reçoit ``annoncer(numeros)``
avant chaque lancer (``lancer_des`` et ``relancer`` le font, pour les jeux
frères) ; au Yum, le suivi (``yum.ajouts.suivi``) l'annonce au premier dé du lancer,
sans toucher au programme de l'énoncé.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021), §5.1 et §5.2 (la fonction pour
générer les dés) ; documentation du module ``random`` de Python.
"""

import random

from yum.commun.des import BASE_DECIMALE, DES_MIN, NB_FACES, PREMIER_NUMERO_DE, lancer_un_de
from yum.commun.mots import enumerer
from yum.commun.questions import CONSIGNE_QUITTER, demander_valide, est_nombre, expliquer_refus

# Le séparateur permis entre les valeurs des dés réels, en plus des espaces.
SEPARATEURS_VALEURS = ","
# Les faces qui servent d'exemple dans la question des dés réels (jusqu'à six dés).
EXEMPLE_FACES = "363153"


# --- Nommer les dés qui roulent -------------------------------------------------

def choix_des_numeros(numeros):
    """Retourne l'entier de choix qui nomme ces numéros de dés, pour ``rouler_des``.

    >>> choix_des_numeros([2, 3, 5])
    235
    """
    choix = 0
    for numero in numeros:
        choix = choix * BASE_DECIMALE + numero
    return choix


def taper_numeros(numeros):
    """Retourne les numéros de dés tels que le joueur les tape, collés.

    >>> taper_numeros([1, 4, 2, 5])
    '1425'
    """
    return str(choix_des_numeros(numeros))


def numeros_du_choix(choix):
    """Retourne les numéros de dés d'un choix, dans l'ordre où ``rouler_des`` les relance.

    >>> numeros_du_choix(523)
    [3, 2, 5]
    """
    numeros = []
    while choix > 0:
        numeros.append(choix % BASE_DECIMALE)
        choix //= BASE_DECIMALE
    return numeros


def lancer_des(nb_des, source):
    """Retourne une nouvelle liste de ``nb_des`` dés lancés par la source de dés."""
    source.annoncer(list(range(PREMIER_NUMERO_DE, PREMIER_NUMERO_DE + nb_des)))
    return [lancer_un_de(source) for _ in range(nb_des)]


def relancer(des, choix, source):
    """Relance avec la source de dés ceux que nomme ``choix`` ; modifie ``des``, retourne None.

    La source est prévenue des dés qui vont rouler, puis chacun est relancé,
    dans l'ordre de ``rouler_des`` de l'énoncé.
    """
    numeros = numeros_du_choix(choix)
    source.annoncer(numeros)
    # Dans l'ordre de ``rouler_des`` de l'énoncé : le dernier chiffre du choix d'abord.
    for numero in numeros:
        des[numero - PREMIER_NUMERO_DE] = lancer_un_de(source)


# --- Le hasard ------------------------------------------------------------------

class DesAuHasard:
    """La source de dés ordinaire : le hasard d'un ``random.Random``."""

    def __init__(self, rng):
        """Prépare la source autour du générateur ``rng``."""
        self.rng = rng

    def random(self):
        """Retourne le prochain nombre de [0, 1) du générateur."""
        return self.rng.random()

    def annoncer(self, numeros):
        """Ne fait rien : le hasard n'a pas besoin de savoir quels dés roulent."""

# --- Les vrais dés ----------------------------------------------------------------

def morceaux_de_valeurs(texte):
    """Retourne les valeurs tapées, séparées par des espaces ou des virgules, ou chiffre par chiffre.

    >>> morceaux_de_valeurs("3 6,3"), morceaux_de_valeurs("363")
    (['3', '6', '3'], ['3', '6', '3'])
    """
    morceaux = texte.replace(SEPARATEURS_VALEURS, " ").split()
    if len(morceaux) == 1 and est_nombre(morceaux[0]):
        return list(morceaux[0])
    return morceaux


def motif_refus_valeurs(texte, nombre):
    """Retourne pourquoi ``texte`` ne donne pas ``nombre`` faces de dés valides, ou None."""
    morceaux = morceaux_de_valeurs(texte)
    for morceau in morceaux:
        if not est_nombre(morceau):
            return f"« {morceau} » n'est pas une face de dé"
        if len(morceau) != 1 or not DES_MIN <= int(morceau) <= NB_FACES:
            return f"{morceau} n'est pas une face de dé (de {DES_MIN} à {NB_FACES})"
    if len(morceaux) != nombre:
        return f"il faut {nombre} valeur{'s' if nombre > 1 else ''}, vous en avez tapé {len(morceaux)}"
    return None


def analyser_valeurs(texte, nombre):
    """Retourne la liste des ``nombre`` faces tapées, ou None si la réponse est invalide.

    >>> analyser_valeurs("3 6 3 1 5", 5), analyser_valeurs("3 7", 2), analyser_valeurs("3", 2)
    ([3, 6, 3, 1, 5], None, None)
    """
    if motif_refus_valeurs(texte, nombre) is not None:
        return None
    return [int(morceau) for morceau in morceaux_de_valeurs(texte)]


def question_valeurs(numeros, nb_des):
    """Retourne la question qui demande les faces des dés ``numeros`` (triés).

    >>> question_valeurs([1, 2, 3, 4, 5], 5)
    'Valeurs des 5 dés (ex : 3 6 3 1 5) : '
    >>> question_valeurs([2, 5], 5), question_valeurs([4], 5)
    ('Valeurs des dés 2 et 5 (ex : 3 6) : ', 'Valeur du dé 4 (ex : 3) : ')
    """
    exemple = " ".join(EXEMPLE_FACES[:len(numeros)])
    if len(numeros) == nb_des:
        return f"Valeurs des {nb_des} dés (ex : {exemple}) : "
    if len(numeros) == 1:
        return f"Valeur du dé {numeros[0]} (ex : {exemple}) : "
    return f"Valeurs des dés {enumerer(numeros)} (ex : {exemple}) : "


def consigne_valeurs(nb_des, quitter=False):
    """Retourne ce qui est attendu quand on tape les faces de vrais dés : l'exemple a ``nb_des`` faces.

    ``quitter`` : vrai si « q » quitte la partie (jeux frères) ; la consigne le rappelle.

    >>> print(consigne_valeurs(6))
    Tapez la face de chaque dé, de 1 à 6, dans l'ordre des numéros,
    séparées par des espaces (ex : 3 6 3 1 5 3).
    """
    consigne = (f"Tapez la face de chaque dé, de {DES_MIN} à {NB_FACES}, dans l'ordre des numéros,\n"
                f"séparées par des espaces (ex : {' '.join(EXEMPLE_FACES[:nb_des])}).")
    if quitter:
        consigne += "\n" + CONSIGNE_QUITTER
    return consigne


def demander_valeurs(numeros, nb_des, lire=input, ecrire=print, quitter=False):
    """Retourne les faces des dés réels ``numeros`` (triés), tapées par le joueur et validées.

    ``quitter`` : voir ``consigne_valeurs``.
    """
    return demander_valide(
        question_valeurs(numeros, nb_des),
        lambda texte: analyser_valeurs(texte, len(numeros)),
        lambda texte: expliquer_refus(motif_refus_valeurs(texte, len(numeros)),
                                      consigne_valeurs(nb_des, quitter)),
        lire, ecrire)


class DesManuels:
    """La source de dés de l'option ``--des-manuels`` : les vrais dés, sur la table.

    Avant chaque lancer, le joueur tape les faces des dés qui ont roulé ;
    ``random()`` les rend ensuite une à une, sous la forme qui fait sortir
    exactement cette face de ``yum.des.lancer_un_de``. Les dés qui roulent lui
    sont annoncés (``annoncer``) avant le lancer.
    """

    def __init__(self, nb_des, lire=input, ecrire=print, quitter=False):
        """Prépare la source pour un jeu de ``nb_des`` dés ; ``quitter`` : voir ``consigne_valeurs``."""
        self.nb_des = nb_des
        self.lire = lire
        self.ecrire = ecrire
        self.quitter = quitter
        # Les faces tapées qui restent à rendre, dans l'ordre où les dés roulent.
        self.a_rendre = []

    def annoncer(self, numeros):
        """Demande les faces des dés ``numeros`` et les range dans l'ordre où ils rouleront."""
        tries = sorted(numeros)
        faces = dict(zip(tries, demander_valeurs(tries, self.nb_des, self.lire, self.ecrire, self.quitter)))
        self.a_rendre = [faces[numero] for numero in numeros]

    def random(self):
        """Retourne le nombre de [0, 1) qui fait sortir la prochaine face tapée."""
        face = self.a_rendre.pop(0)
        return (face - DES_MIN + 0.5) / NB_FACES


def choisir_source(graine, des_manuels, nb_des, lire=input, ecrire=print, quitter=False):
    """Retourne la source de dés d'un jeu : les dés réels, ou le hasard de ``graine``.

    ``quitter`` : vrai si « q » quitte la partie (jeux frères) ; voir ``consigne_valeurs``.
    """
    if des_manuels:
        return DesManuels(nb_des, lire, ecrire, quitter)
    return DesAuHasard(random.Random(graine))
