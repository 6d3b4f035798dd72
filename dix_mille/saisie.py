"""Les saisies du 30000 : les joueurs, les dés à mettre de côté.

Explication : l'analyse des numéros de dés, la boucle de validation et la
question o/n viennent de ``yum.saisie`` ; ce module ajoute ce qui est propre
au jeu : un dé déjà de côté ne peut pas être repris, et chaque dé mis de côté
doit rapporter. Les noms des joueurs sont validés aussi (pas de doublon).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règles du 30000 ; conception du projet, §5.
"""

from dix_mille.constantes import LONGUEUR_NOM_MAX, MAX_JOUEURS, MIN_JOUEURS, NB_DES, PREMIER_JOUEUR
from dix_mille.regles import faces_sans_points, valeurs_des_numeros
from yum.commun.des import PREMIER_NUMERO_DE
from yum.commun.joueurs import MOTIF_NOM_ILLISIBLE
from yum.commun.mots import enumerer, nommer_des_numeros
from yum.commun.questions import (
    CONSIGNE_QUITTER,
    CONSIGNE_QUITTER_AVANT_LA_PARTIE,
    demander_valide,
    est_nombre,
    expliquer_refus,
    motif_refus_numeros,
)

QUESTION_MISE_DE_COTE = "Dés à mettre de côté (ex : 15) : "
CONSIGNE_MISE_DE_COTE = ("Tapez les numéros des dés à mettre de côté, collés (ex : 15) : des 1, des 5,\n"
                         "trois dés pareils ou plus, ou la suite 1 à 6 ; chacun doit rapporter.\n"
                         + CONSIGNE_QUITTER)

CONSIGNE_NOM = (f"Tapez un nom d'au plus {LONGUEUR_NOM_MAX} caractères, différent des autres,\n"
                "ou appuyez sur Entrée pour garder le nom proposé.\n" + CONSIGNE_QUITTER_AVANT_LA_PARTIE)


def motif_refus_mise_de_cote(texte, des, de_cote):
    """Retourne pourquoi ``texte`` n'est pas une mise de côté permise, ou None."""
    motif = motif_refus_numeros(texte, NB_DES)
    if motif is not None:
        return motif
    numeros = [int(chiffre) for chiffre in texte.strip()]
    for numero in numeros:
        if de_cote[numero - PREMIER_NUMERO_DE]:
            return f"le dé {numero} est déjà de côté"
    sans_points = faces_sans_points(valeurs_des_numeros(des, numeros))
    if not sans_points:
        return None
    # Les dés tapés qui ne rapportent rien, nommés par leur numéro comme le joueur les a tapés.
    fautifs = [numero for numero in numeros if des[numero - PREMIER_NUMERO_DE] in sans_points]
    if len(sans_points) > 1:
        return (f"{nommer_des_numeros(fautifs)} montrent {enumerer(sans_points)}, qui ne rapportent rien ici"
                " (il faudrait trois dés pareils ou plus)")
    face = sans_points[0]
    if len(fautifs) == 1:
        ce_qu_ils_montrent = f"montre un {face}, qui ne rapporte"
    else:
        ce_qu_ils_montrent = f"montrent des {face}, qui ne rapportent"
    return f"{nommer_des_numeros(fautifs)} {ce_qu_ils_montrent} rien ici (il faudrait trois {face} ou plus)"


def analyser_mise_de_cote(texte, des, de_cote):
    """Retourne les numéros des dés à mettre de côté, ou None si la mise de côté est refusée.

    >>> analyser_mise_de_cote("15", [1, 2, 3, 4, 5, 6], [False] * 6)
    [1, 5]
    >>> analyser_mise_de_cote("2", [1, 2, 3, 4, 5, 6], [False] * 6) is None
    True
    """
    if motif_refus_mise_de_cote(texte, des, de_cote) is not None:
        return None
    return [int(chiffre) for chiffre in texte.strip()]


def demander_mise_de_cote(des, de_cote, lire=input, ecrire=print, conseil=None):
    """Retourne les numéros des dés que le joueur met de côté, après validation.

    ``conseil`` : la fonction qui donne le conseil de l'expert à la réponse « ? », ou None.
    """
    return demander_valide(
        QUESTION_MISE_DE_COTE,
        lambda texte: analyser_mise_de_cote(texte, des, de_cote),
        lambda texte: expliquer_refus(motif_refus_mise_de_cote(texte, des, de_cote),
                                      CONSIGNE_MISE_DE_COTE),
        lire, ecrire, conseil)


def analyser_nb_joueurs(texte, maximum=MAX_JOUEURS):
    """Retourne le nombre de joueurs tapé s'il va de 1 à ``maximum``, sinon None.

    >>> analyser_nb_joueurs(" 3 "), analyser_nb_joueurs("9"), analyser_nb_joueurs("deux")
    (3, None, None)
    """
    texte = texte.strip()
    if est_nombre(texte) and len(texte) <= len(str(maximum)) and MIN_JOUEURS <= int(texte) <= maximum:
        return int(texte)
    return None


def nom_par_defaut(numero):
    """Retourne le nom proposé au joueur ``numero`` : « Joueur 2 »."""
    return f"Joueur {numero}"


def motif_refus_nom(texte, numero, noms_pris):
    """Retourne pourquoi ``texte`` n'est pas un nom acceptable pour ce joueur, ou None."""
    nom = texte.strip() or nom_par_defaut(numero)
    if not nom.isprintable():
        return MOTIF_NOM_ILLISIBLE
    if len(nom) > LONGUEUR_NOM_MAX:
        return f"ce nom a plus de {LONGUEUR_NOM_MAX} caractères"
    if nom.casefold() in (pris.casefold() for pris in noms_pris):
        return f"le nom « {nom} » est déjà pris"
    return None


def analyser_nom(texte, numero, noms_pris):
    """Retourne le nom du joueur (le nom proposé si la réponse est vide), ou None s'il est refusé.

    >>> analyser_nom("  Ana ", 1, []), analyser_nom("", 2, ["Ana"]), analyser_nom("ana", 2, ["Ana"])
    ('Ana', 'Joueur 2', None)
    """
    if motif_refus_nom(texte, numero, noms_pris) is not None:
        return None
    return texte.strip() or nom_par_defaut(numero)


def demander_joueurs(lire=input, ecrire=print, noms_reserves=()):
    """Retourne la liste des noms des joueurs humains, dans l'ordre du jeu.

    ``noms_reserves`` : les noms des joueurs ordinateurs, qui prennent autant
    de places autour de la table et que personne ne peut reprendre.
    """
    maximum = MAX_JOUEURS - len(noms_reserves)
    nombre = demander_valide(
        f"Combien de joueurs humains ({MIN_JOUEURS} à {maximum}) ? ",
        lambda texte: analyser_nb_joueurs(texte, maximum),
        lambda texte: expliquer_refus(f"« {texte.strip()} » n'est pas un nombre de joueurs permis",
                                      f"Tapez un nombre de {MIN_JOUEURS} à {maximum}.\n"
                                      + CONSIGNE_QUITTER_AVANT_LA_PARTIE),
        lire, ecrire)
    noms = []
    for numero in range(PREMIER_JOUEUR, PREMIER_JOUEUR + nombre):
        pris = list(noms_reserves) + noms
        noms.append(demander_valide(
            f"Nom du joueur {numero} (Entrée : {nom_par_defaut(numero)}) : ",
            lambda texte: analyser_nom(texte, numero, pris),
            lambda texte: expliquer_refus(motif_refus_nom(texte, numero, pris), CONSIGNE_NOM),
            lire, ecrire))
    return noms
