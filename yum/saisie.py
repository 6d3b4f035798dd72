"""Les saisies du Yum : analyser une réponse, la redemander tant qu'elle est invalide.

Explication : chaque réponse du joueur passe par deux étapes séparées. Les
fonctions ``analyser_*`` sont pures : elles changent un texte en valeur, ou en
None s'il est invalide ; les fonctions ``motif_refus_*`` disent pourquoi un
texte est refusé. Les fonctions ``demander_*`` posent la question et la
reposent, avec le motif du refus, jusqu'à obtenir une réponse valide ; elles
reçoivent ``lire`` et ``ecrire`` (par défaut ``input`` et ``print``) pour
qu'un test joue une partie entière avec des réponses écrites d'avance.

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021), §3 et §5.2 (validation du choix
des dés à rouler et du numéro de case), §5.3 (réponse o ou n).
"""

from yum.constantes import ANNULER, GARDER_TOUS, NB_CASES, NB_DES, PREMIER_NUMERO_DE
from yum.regles import CASES_DE_TOTAL, est_case_de_jeu, est_libre

# Les réponses acceptées à une question oui/non (en minuscules).
REPONSE_OUI = "o"
REPONSE_NON = "n"

# Les trois questions du jeu, dans les mots de l'énoncé.
QUESTION_DES = "Entrez les numéros des dés que vous voulez rouler ou 0 (ex: 135) : "
QUESTION_CASE = "Entrez le numéro de case où vous mettez les points (0 pour annuler) : "
QUESTION_REJOUER = "Voulez-vous jouer une autre partie (o/n) ? "

# Ce qui est attendu à chaque question, rappelé après un refus.
CONSIGNE_DES = (f"Tapez les numéros des dés à rouler, de {PREMIER_NUMERO_DE} à {NB_DES}, sans répétition"
                f" (ex : 135),\nou {GARDER_TOUS} pour garder tous les dés.")
CONSIGNE_CASE = f"Tapez le numéro d'une case libre (1 à 6, 10 à 16), ou {ANNULER} pour annuler la partie."
CONSIGNE_OUI_NON = f"Répondez {REPONSE_OUI} pour oui ou {REPONSE_NON} pour non."


# --- Analyses pures -----------------------------------------------------------

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


def motif_refus_des_a_rouler(texte):
    """Retourne pourquoi ``texte`` n'est pas un choix de dés à rouler, ou None.

    ``0`` seul garde tous les dés ; ailleurs, le 0 n'est pas un numéro de dé.
    """
    texte = texte.strip()
    if texte == str(GARDER_TOUS):
        return None
    if str(GARDER_TOUS) in texte and est_nombre(texte):
        return f"le {GARDER_TOUS} se tape seul, pour garder tous les dés"
    return motif_refus_numeros(texte, NB_DES)


def analyser_des_a_rouler(texte):
    """Retourne l'entier des dés à rouler (523 pour « 523 », 0 pour « 0 »), ou None.

    >>> analyser_des_a_rouler("523"), analyser_des_a_rouler("0"), analyser_des_a_rouler("07")
    (523, 0, None)
    """
    if motif_refus_des_a_rouler(texte) is not None:
        return None
    return int(texte.strip())


def motif_refus_case(texte, feuille):
    """Retourne pourquoi ``texte`` n'est pas un numéro de case acceptable, ou None.

    Acceptables : 0 (annuler) et les cases de jeu libres, 1 à 6 et 10 à 16,
    tapées sans zéro devant, comme les numéros de dés.
    """
    texte = texte.strip()
    if texte == "":
        return "vous n'avez rien tapé"
    if not est_nombre(texte):
        return f"« {texte} » n'est pas un numéro de case"
    if texte == str(ANNULER):
        return None
    if texte.startswith(str(ANNULER)):
        return f"le {ANNULER} se tape seul, pour annuler la partie"
    # Un nombre plus long que le plus grand indice n'est pas une case (et reste un texte).
    if len(texte) > len(str(NB_CASES - 1)):
        return "ce numéro est bien trop grand pour une case"
    case = int(texte)
    if case in CASES_DE_TOTAL:
        return f"la case {case} est un total, calculé pour vous"
    if not est_case_de_jeu(case):
        return f"il n'y a pas de case {case}"
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


# --- Questions posées au joueur -----------------------------------------------

def demander_des_a_rouler(lire=input, ecrire=print):
    """Retourne l'entier des dés à rouler choisi par le joueur (0 : garder tous).

    Stratégie : on lit, on analyse ; tant que la réponse est invalide, on dit
    pourquoi et on repose la question.
    """
    # Le choix converti ; None tant qu'aucune réponse valide n'a été lue.
    choix = None
    while choix is None:
        texte = lire(QUESTION_DES)
        choix = analyser_des_a_rouler(texte)
        if choix is None:
            ecrire(expliquer_refus(motif_refus_des_a_rouler(texte), CONSIGNE_DES))
    return choix


def demander_case(feuille, lire=input, ecrire=print):
    """Retourne la case choisie par le joueur, libre sur ``feuille``, ou 0 pour annuler."""
    # La case convertie ; None tant qu'aucune réponse valide n'a été lue.
    case = None
    while case is None:
        texte = lire(QUESTION_CASE)
        case = analyser_case(texte, feuille)
        if case is None:
            ecrire(expliquer_refus(motif_refus_case(texte, feuille), CONSIGNE_CASE))
    return case


def demander_oui_non(question, lire=input, ecrire=print):
    """Retourne True si le joueur répond o, False s'il répond n, après validation."""
    # True (o) ou False (n) ; None tant qu'aucune réponse valide n'a été lue.
    reponse = None
    while reponse is None:
        texte = lire(question)
        reponse = analyser_oui_non(texte)
        if reponse is None:
            ecrire(expliquer_refus(motif_refus_oui_non(texte), CONSIGNE_OUI_NON))
    return reponse
