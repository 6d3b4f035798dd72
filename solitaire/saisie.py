"""Les saisies des Dés en solitaire : les deux paires, tapées comme quatre numéros de dés.

Explication : « 1245 » forme les paires 1-2 et 4-5 ; le dé 3 est le rejet.
L'analyse des numéros (chiffres, doublons, dés qui n'existent pas), la boucle
de validation et la question o/n viennent de ``yum.saisie`` ; ce module
ajoute ce qui est propre au jeu : quatre numéros exactement, et un rejet
permis par la règle des trois valeurs.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règlements « Pour jouer aux DÉS EN SOLITAIRE », règle 3.
"""

from solitaire.constantes import NB_DES, NB_DES_DES_PAIRES
from solitaire.regles import numero_du_rejet, numeros_rejet_permis, valeur_du_de
from yum.commun.mots import enumerer
from yum.commun.questions import CONSIGNE_QUITTER, demander_valide, expliquer_refus, motif_refus_numeros

QUESTION_PAIRES = "Entrez vos deux paires (ex : 1245 pour les paires 1-2 et 4-5) : "
CONSIGNE_PAIRES = ("Tapez quatre numéros de dés différents, de 1 à 5 : les deux premiers forment\n"
                   "une paire, les deux suivants l'autre ; le dé qui reste est le rejet.\n"
                   + CONSIGNE_QUITTER)


def motif_refus_paires(texte, des, rejets):
    """Retourne pourquoi ``texte`` n'est pas un choix de deux paires permis, ou None."""
    motif = motif_refus_numeros(texte, NB_DES)
    if motif is not None:
        return motif
    numeros = [int(chiffre) for chiffre in texte.strip()]
    if len(numeros) != NB_DES_DES_PAIRES:
        return f"il faut exactement {NB_DES_DES_PAIRES} numéros de dés, deux par paire"
    permis = numeros_rejet_permis(des, rejets)
    if numero_du_rejet(numeros, NB_DES) not in permis:
        # Chaque dé par son numéro, sa valeur entre parenthèses : on ne confond pas les deux.
        des_permis = [f"le dé {numero} (un {valeur_du_de(des, numero)})" for numero in permis]
        return f"le dé qui reste doit montrer une valeur de rejet : laissez {enumerer(des_permis, 'ou')}"
    return None


def analyser_paires(texte, des, rejets):
    """Retourne les quatre numéros de dés choisis (liste), ou None si le choix est refusé.

    >>> analyser_paires("1245", [3, 6, 1, 4, 4], []), analyser_paires("124", [3, 6, 1, 4, 4], [])
    ([1, 2, 4, 5], None)
    """
    if motif_refus_paires(texte, des, rejets) is not None:
        return None
    return [int(chiffre) for chiffre in texte.strip()]


def demander_paires(des, rejets, lire=input, ecrire=print, conseil=None):
    """Retourne les quatre numéros de dés des deux paires, après validation.

    ``conseil`` : voir ``yum.saisie.demander_valide`` (la réponse « ? »).
    """
    return demander_valide(
        QUESTION_PAIRES,
        lambda texte: analyser_paires(texte, des, rejets),
        lambda texte: expliquer_refus(motif_refus_paires(texte, des, rejets), CONSIGNE_PAIRES),
        lire, ecrire, conseil)
