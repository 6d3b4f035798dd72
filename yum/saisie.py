"""Les saisies du Yum : analyser une réponse, puis la redemander tant qu'elle est invalide.

Explication : chaque réponse du joueur passe par deux étapes séparées.
Les fonctions ``analyser_*`` sont pures : elles changent un texte en valeur, ou
en None s'il est invalide ; les fonctions ``motif_refus_*`` disent pourquoi un
texte est refusé. Les fonctions ``demander_*`` posent la question, affichent le
motif d'un refus et reposent la question jusqu'à obtenir une réponse valide ;
elles reçoivent ``lire`` et ``ecrire`` (par défaut ``input`` et ``print``) pour
qu'un test joue une partie entière avec des réponses écrites d'avance.

La question oui/non et l'analyse d'une suite de numéros de dés distincts
servent aussi aux deux autres jeux du projet, avec 5 ou 6 dés.

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021), §3 et §5.2 (validation du choix
des dés à rouler et du numéro de case), §5.3 (réponse o ou n).
"""

from yum.affichage import enumerer
from yum.constantes import (
    ANNULER,
    DES_MIN,
    GARDER_TOUS,
    NB_CASES,
    NB_DES,
    NB_FACES,
    PREMIER_NUMERO_DE,
)
from yum.regles import CASES_DE_TOTAL, est_case_de_jeu, est_libre

# Les seuls caractères d'un nombre tapé. str.isdigit() ne suffit pas : il
# accepte « ² » ou « ٣ », qu'on ne veut pas voir comme des chiffres.
CHIFFRES = "0123456789"
# La réponse qui demande un conseil, là où un conseiller est branché.
DEMANDE_DE_CONSEIL = "?"
# Réponses acceptées à une question oui/non (en minuscules).
REPONSE_OUI = "o"
REPONSE_NON = "n"

QUESTION_DES = "Entrez les numéros des dés que vous voulez rouler ou 0 (ex: 135) : "
QUESTION_CASE = "Entrez le numéro de case où vous mettez les points (0 pour annuler) : "
QUESTION_REJOUER = "Voulez-vous jouer une autre partie (o/n) ? "

CONSIGNE_DES = (f"Tapez les numéros des dés à rouler, de {PREMIER_NUMERO_DE} à {NB_DES},"
                f" sans répétition (ex : 135), ou {GARDER_TOUS} pour garder tous les dés.")
CONSIGNE_CASE = ("Tapez le numéro d'une case libre, de 1 à 6 ou de 10 à 16,"
                 f" ou {ANNULER} pour annuler la partie.")
CONSIGNE_OUI_NON = f"Répondez {REPONSE_OUI} pour oui ou {REPONSE_NON} pour non."
CONSIGNE_VALEURS = (f"Tapez la face de chaque dé, de {DES_MIN} à {NB_FACES}, dans l'ordre des numéros,"
                    " séparées par des espaces (ex : 3 6 3 1 5).")
# Le séparateur permis entre les valeurs des dés réels, en plus des espaces.
SEPARATEURS_VALEURS = ","
# Les faces qui servent d'exemple dans la question des dés réels (jusqu'à six dés).
EXEMPLE_FACES = "363153"


# --- Analyses pures -----------------------------------------------------------

def est_nombre(texte):
    """Retourne vrai si ``texte`` n'est fait que de chiffres de 0 à 9 (au moins un)."""
    return texte != "" and all(caractere in CHIFFRES for caractere in texte)


def motif_refus_numeros(texte, nb_des):
    """Retourne pourquoi ``texte`` n'est pas une suite de numéros de dés, ou None.

    Une suite valide nomme, sans espace ni répétition, des dés numérotés de 1
    à ``nb_des``, dans n'importe quel ordre. Les espaces autour sont ignorées.

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
    for position, chiffre in enumerate(texte):
        numero = int(chiffre)
        if not PREMIER_NUMERO_DE <= numero <= nb_des:
            return f"il n'y a pas de dé numéro {numero} (les dés vont de {PREMIER_NUMERO_DE} à {nb_des})"
        if chiffre in texte[:position]:
            return f"le dé {numero} est nommé deux fois"
    return None


def analyser_numeros_des(texte, nb_des):
    """Retourne la liste des numéros de dés tapés, dans l'ordre, ou None si invalide.

    >>> analyser_numeros_des(" 523 ", 5), analyser_numeros_des("6", 5)
    ([5, 2, 3], None)
    """
    if motif_refus_numeros(texte, nb_des) is not None:
        return None
    return [int(chiffre) for chiffre in texte.strip()]


def motif_refus_des_a_rouler(texte, nb_des=NB_DES):
    """Retourne pourquoi ``texte`` n'est pas un choix de dés à rouler, ou None.

    ``0`` seul garde tous les dés ; ailleurs, le 0 n'est pas un numéro de dé.
    """
    texte = texte.strip()
    if texte == str(GARDER_TOUS):
        return None
    if str(GARDER_TOUS) in texte and est_nombre(texte):
        return f"le {GARDER_TOUS} se tape seul, pour garder tous les dés"
    return motif_refus_numeros(texte, nb_des)


def analyser_des_a_rouler(texte, nb_des=NB_DES):
    """Retourne l'entier des dés à rouler (523 pour « 523 », 0 pour « 0 »), ou None.

    >>> analyser_des_a_rouler("523"), analyser_des_a_rouler("0"), analyser_des_a_rouler("07")
    (523, 0, None)
    """
    if motif_refus_des_a_rouler(texte, nb_des) is not None:
        return None
    return int(texte.strip())


def motif_refus_case(texte, feuille):
    """Retourne pourquoi ``texte`` n'est pas un numéro de case acceptable, ou None.

    Acceptables : 0 (annuler) et les cases de jeu libres, 1 à 6 et 10 à 16.
    """
    texte = texte.strip()
    if texte == "":
        return "vous n'avez rien tapé"
    if not est_nombre(texte):
        return f"« {texte} » n'est pas un numéro de case"
    case = int(texte)
    if case == ANNULER:
        return None
    if case in CASES_DE_TOTAL:
        return f"la case {case} est un total, calculé pour vous"
    if not est_case_de_jeu(case):
        return f"il n'y a pas de case {case} (les cases vont de 0 à {NB_CASES - 1})"
    if not est_libre(feuille, case):
        return f"la case {case} est déjà remplie"
    return None


def analyser_case(texte, feuille):
    """Retourne le numéro de case tapé s'il est acceptable (0 compris), sinon None.

    >>> from yum.regles import nouvelle_feuille
    >>> analyser_case("12", nouvelle_feuille()), analyser_case("8", nouvelle_feuille())
    (12, None)
    """
    if motif_refus_case(texte, feuille) is not None:
        return None
    return int(texte.strip())


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
        if not DES_MIN <= int(morceau) <= NB_FACES:
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
    'Valeurs des 5 dés (ex. 3 6 3 1 5) : '
    >>> question_valeurs([2, 5], 5), question_valeurs([4], 5)
    ('Valeurs des dés 2 et 5 (ex. 3 6) : ', 'Valeur du dé 4 (ex. 3) : ')
    """
    exemple = " ".join(EXEMPLE_FACES[:len(numeros)])
    if len(numeros) == nb_des:
        return f"Valeurs des {nb_des} dés (ex. {exemple}) : "
    if len(numeros) == 1:
        return f"Valeur du dé {numeros[0]} (ex. {exemple}) : "
    return f"Valeurs des dés {enumerer(numeros)} (ex. {exemple}) : "


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


# --- Questions posées au joueur -----------------------------------------------

def demander_valide(question, analyser, expliquer, lire=input, ecrire=print, conseil=None):
    """Retourne la première réponse que ``analyser`` accepte (sa valeur convertie).

    ``analyser(texte)`` retourne la valeur ou None ; à chaque refus, on affiche
    ``expliquer(texte)`` et on repose la question. C'est la seule boucle de
    validation du projet : chaque ``demander_*`` la réutilise. Si ``conseil``
    est donné, la réponse « ? » affiche ``conseil()`` et repose la question.
    """
    while True:
        texte = lire(question)
        if conseil is not None and texte.strip() == DEMANDE_DE_CONSEIL:
            ecrire(conseil())
            continue
        valeur = analyser(texte)
        if valeur is not None:
            return valeur
        ecrire(expliquer(texte))


def expliquer_refus(motif, consigne):
    """Retourne le message d'un refus : son motif, puis, à la ligne, ce qui est attendu."""
    return f"Réponse refusée : {motif}.\n{consigne}"


def demander_des_a_rouler(lire=input, ecrire=print, conseil=None):
    """Retourne l'entier des dés à rouler choisi par le joueur (0 : garder tous).

    ``conseil`` : voir ``demander_valide`` (la réponse « ? »).
    """
    return demander_valide(
        QUESTION_DES,
        analyser_des_a_rouler,
        lambda texte: expliquer_refus(motif_refus_des_a_rouler(texte), CONSIGNE_DES),
        lire, ecrire, conseil)


def demander_case(feuille, lire=input, ecrire=print, conseil=None):
    """Retourne la case choisie par le joueur, libre sur ``feuille``, ou 0 pour annuler.

    ``conseil`` : voir ``demander_valide`` (la réponse « ? »).
    """
    return demander_valide(
        QUESTION_CASE,
        lambda texte: analyser_case(texte, feuille),
        lambda texte: expliquer_refus(motif_refus_case(texte, feuille), CONSIGNE_CASE),
        lire, ecrire, conseil)


def demander_oui_non(question, lire=input, ecrire=print, conseil=None):
    """Retourne True si le joueur répond o, False s'il répond n, après validation.

    ``conseil`` : voir ``demander_valide`` (la réponse « ? »).
    """
    return demander_valide(
        question,
        analyser_oui_non,
        lambda texte: expliquer_refus(f"« {texte.strip()} » n'est ni o ni n", CONSIGNE_OUI_NON),
        lire, ecrire, conseil)


def demander_valeurs(numeros, nb_des, lire=input, ecrire=print):
    """Retourne les faces des dés réels ``numeros`` (triés), tapées par le joueur et validées."""
    return demander_valide(
        question_valeurs(numeros, nb_des),
        lambda texte: analyser_valeurs(texte, len(numeros)),
        lambda texte: expliquer_refus(motif_refus_valeurs(texte, len(numeros)), CONSIGNE_VALEURS),
        lire, ecrire)


class DesManuels:
    """La source de dés de l'option ``--des-manuels`` : les vrais dés, sur la table.

    Avant chaque lancer, ``annoncer`` demande au joueur les faces des dés qui
    ont roulé ; ``random()`` les rend ensuite une à une, sous la forme qui fait
    sortir exactement cette face de ``yum.des.lancer_un_de``.
    """

    def __init__(self, nb_des, lire=input, ecrire=print):
        """Prépare la source pour un jeu de ``nb_des`` dés."""
        self.nb_des = nb_des
        self.lire = lire
        self.ecrire = ecrire
        self.a_rendre = []

    def annoncer(self, numeros):
        """Demande les faces des dés ``numeros`` et les range dans l'ordre où ils rouleront."""
        tries = sorted(numeros)
        faces = dict(zip(tries, demander_valeurs(tries, self.nb_des, self.lire, self.ecrire)))
        self.a_rendre = [faces[numero] for numero in numeros]

    def random(self):
        """Retourne le nombre de [0, 1) qui fait sortir la prochaine face tapée."""
        face = self.a_rendre.pop(0)
        return (face - DES_MIN + 0.5) / NB_FACES
