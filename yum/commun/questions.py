"""La boucle de validation des jeux frères : poser, analyser, expliquer le refus, reposer.

Explication : chaque question se pose par ``demander_valide`` : la réponse est analysée
(texte → valeur ou None) ; un refus dit pourquoi et ce qui est attendu, puis la
question revient. Ce module donne aussi l'analyse des numéros de dés et la boucle
« rejouer ? » des jeux frères. Les analyses que le programme de l'énoncé a déjà (un
nombre, oui ou non, l'explication d'un refus, la question « rejouer ? ») sont les
siennes (``yum.saisie``), écrites une seule fois.

Auteurs : l'équipe du projet « Dés ».
Version : 1.1.0
"""

from yum.commun.conseils import DEMANDE_DE_CONSEIL
from yum.commun.des import PREMIER_NUMERO_DE
from yum.commun.texte import couper
from yum.saisie import (
    CONSIGNE_OUI_NON,
    QUESTION_REJOUER,
    REPONSE_NON,
    REPONSE_OUI,
    analyser_oui_non,
    est_nombre,
    expliquer_refus,
    motif_refus_oui_non,
)

# Les noms de l'énoncé que les jeux frères prennent ici, en plus de ceux de ce module.
__all__ = ["CONSIGNE_OUI_NON", "QUESTION_REJOUER", "REPONSE_NON", "REPONSE_OUI", "analyser_oui_non",
           "est_nombre", "expliquer_refus", "motif_refus_oui_non", "REPONSE_QUITTER", "CONSIGNE_QUITTER",
           "CONSIGNE_QUITTER_AVANT_LA_PARTIE", "motif_refus_numeros", "demander_valide",
           "demander_oui_non_conseille", "enchainer_parties"]
# La réponse qui quitte une partie des jeux frères, à toute question de la partie (après
# confirmation), et ce que l'aide de chacune de ces questions en dit (``yum.commun.reprise``).
REPONSE_QUITTER = "q"
CONSIGNE_QUITTER = f"Tapez {REPONSE_QUITTER} pour quitter la partie (elle pourra être reprise)."
# Avant le premier tour (le nombre et les noms des joueurs), rien n'est encore noté à reprendre.
CONSIGNE_QUITTER_AVANT_LA_PARTIE = f"Tapez {REPONSE_QUITTER} pour quitter."


def motif_refus_numeros(texte, nb_des):
    """Retourne pourquoi ``texte`` n'est pas une suite de numéros de dés, ou None.

    Une suite valide nomme, sans espace ni répétition, des dés numérotés de 1
    à ``nb_des``, dans n'importe quel ordre. Les espaces autour sont ignorées.

    Stratégie : on vérifie chaque chiffre à son tour ; un chiffre déjà vu
    plus tôt dans le texte est un doublon.

    >>> motif_refus_numeros("523", 5) is None
    True
    >>> motif_refus_numeros("11", 5)
    'le dé 1 est nommé deux fois'
    """
    texte = texte.strip()
    if texte == "":
        return "vous n'avez rien tapé"
    if " " in texte:
        return "tapez les numéros collés, sans espace"
    if not est_nombre(texte):
        return f"« {texte} » contient autre chose que des chiffres"
    for position in range(len(texte)):
        numero = int(texte[position])
        if numero < PREMIER_NUMERO_DE or numero > nb_des:
            return f"il n'y a pas de dé numéro {numero} (les dés vont de {PREMIER_NUMERO_DE} à {nb_des})"
        if texte[position] in texte[:position]:
            return f"le dé {numero} est nommé deux fois"
    return None


def demander_valide(question, analyser, expliquer, lire=input, ecrire=print, conseil=None):
    """Retourne la première réponse que ``analyser`` accepte (sa valeur convertie).

    ``analyser(texte)`` retourne la valeur ou None ; à chaque refus, on affiche
    ``expliquer(texte)``, coupé pour tenir à l'écran, et on repose la question.
    Si ``conseil`` est donné, la réponse « ? » affiche ``conseil()`` et repose
    la question.
    """
    while True:
        texte = lire(question)
        if conseil is not None and texte.strip() == DEMANDE_DE_CONSEIL:
            ecrire(conseil())
            continue
        valeur = analyser(texte)
        if valeur is not None:
            return valeur
        ecrire(couper(expliquer(texte)))


def demander_oui_non_conseille(question, lire=input, ecrire=print, conseil=None, consigne=CONSIGNE_OUI_NON):
    """Retourne True pour o, False pour n : la question oui/non de l'énoncé, avec la réponse « ? ».

    ``consigne`` : ce qu'un refus rappelle (au 30000, il nomme aussi « q »).
    """
    return demander_valide(
        question,
        analyser_oui_non,
        lambda texte: expliquer_refus(motif_refus_oui_non(texte), consigne),
        lire, ecrire, conseil)


def enchainer_parties(jouer_une_partie, bienvenue, au_revoir, lire=input, ecrire=print):
    """Joue des parties tant que le joueur le veut ; retourne la liste de leurs résultats.

    La boucle du programme principal de l'énoncé (§5.3), pour les jeux qui ne
    sont pas le Yum de l'énoncé : ``jouer_une_partie()`` joue une partie et
    retourne son résultat.
    """
    ecrire(bienvenue)
    resultats = []
    rejouer = True
    while rejouer:
        resultats.append(jouer_une_partie())
        rejouer = demander_oui_non_conseille(QUESTION_REJOUER, lire, ecrire)
    ecrire(au_revoir)
    return resultats
