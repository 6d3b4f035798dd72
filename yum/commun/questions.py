"""La boucle de validation des jeux frères : poser, analyser, expliquer le refus, reposer.

Explication : chaque question se pose par ``demander_valide`` : la réponse est analysée
(texte → valeur ou None) ; un refus dit pourquoi et ce qui est attendu, puis la
question revient. Ce module donne aussi les analyses communes (numéros de dés, oui ou
non) et la boucle « rejouer ? » des jeux frères.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from yum.commun.conseils import DEMANDE_DE_CONSEIL
from yum.commun.des import PREMIER_NUMERO_DE
from yum.commun.texte import couper

# Les réponses à une question oui/non.
REPONSE_OUI = "o"
REPONSE_NON = "n"
# La question de fin de partie (énoncé, §5.3).
QUESTION_REJOUER = "Voulez-vous jouer une autre partie (o/n) ? "
# Ce qu'on attend d'une réponse oui/non.
CONSIGNE_OUI_NON = f"Répondez {REPONSE_OUI} pour oui ou {REPONSE_NON} pour non."
# La réponse qui quitte une partie des jeux frères, à toute question de la partie (après
# confirmation), et ce que l'aide de chacune de ces questions en dit (``yum.commun.reprise``).
REPONSE_QUITTER = "q"
CONSIGNE_QUITTER = f"Tapez {REPONSE_QUITTER} pour quitter la partie (elle pourra être reprise)."
# Avant le premier tour (le nombre et les noms des joueurs), rien n'est encore noté à reprendre.
CONSIGNE_QUITTER_AVANT_LA_PARTIE = f"Tapez {REPONSE_QUITTER} pour quitter."


def est_nombre(texte):
    """Retourne vrai si ``texte`` n'est fait que de chiffres de 0 à 9 (au moins un).

    ``isdigit()`` seul accepterait « ² » ou « ٣ » : ``isascii()`` les écarte.
    """
    return texte.isascii() and texte.isdigit()


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


def analyser_oui_non(texte):
    """Retourne True pour « o », False pour « n » (casse et espaces ignorées), sinon None.

    >>> analyser_oui_non(" O "), analyser_oui_non("n"), analyser_oui_non("oui")
    (True, False, None)
    """
    reponse = texte.strip().lower()
    if reponse == REPONSE_OUI:
        return True
    if reponse == REPONSE_NON:
        return False
    return None


def motif_refus_oui_non(texte):
    """Retourne pourquoi ``texte`` n'est ni o ni n (on l'appelle après un refus)."""
    if texte.strip() == "":
        return "vous n'avez rien tapé"
    return f"« {texte.strip()} » n'est ni o ni n"


def expliquer_refus(motif, consigne):
    """Retourne le message d'un refus : son motif, puis, à la ligne, ce qui est attendu."""
    return f"Réponse refusée : {motif}.\n{consigne}"


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
