"""Les saisies du Yum : analyser une réponse, la redemander tant qu'elle est invalide.

Explication : chacune des trois questions a sa boucle, ``demander_*`` : elle pose la question
et, tant que le ``motif_refus_*`` de la question refuse le texte, affiche ce motif et ce qui est
attendu, puis la repose. Les fonctions ``motif_refus_*`` et ``analyser_*`` sont pures : texte →
motif ou None, texte → valeur ou None. ``lire`` et ``ecrire`` sont reçus en paramètres : un test
joue une partie avec des réponses écrites.

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021), §3 et §5.2 (validation du choix des dés à rouler et
du numéro de case), §5.3 (réponse o ou n).
"""

from yum.constantes import ANNULER, GARDER_TOUS, NB_CASES, NB_DES, PREMIER_NUMERO_DE
from yum.constantes import PREMIERE_CASE_HAUT, DERNIERE_CASE_HAUT, BRELAN, YUM
from yum.regles import CASES_DE_JEU, CASES_DE_TOTAL, est_libre

# Les réponses acceptées à une question oui/non (en minuscules).
REPONSE_OUI = "o"
REPONSE_NON = "n"
# Les numéros des cases de jeu, tels que le joueur les tape : « 1 à 6, 10 à 16 ».
NUMEROS_DES_CASES = f"{PREMIERE_CASE_HAUT} à {DERNIERE_CASE_HAUT}, {BRELAN} à {YUM}"

# Les questions du jeu, dans les mots de l'énoncé (les correcteurs les cherchent telles quelles).
QUESTION_DES = "Entrez les numéros des dés que vous voulez rouler ou 0 (ex : 135) : "
QUESTION_CASE = "Entrez le numéro de case où vous mettez les points (0 pour annuler) : "
QUESTION_REJOUER = "Voulez-vous jouer une autre partie (o/n) ? "

# Ce qui est attendu à chaque question, rappelé après un refus (l'exemple écrit comme dans la
# question).
CONSIGNE_DES = (f"Tapez les numéros des dés à rouler, de {PREMIER_NUMERO_DE} à {NB_DES},"
                f" sans répétition (ex : 135),\nou {GARDER_TOUS} pour garder tous les dés.")
CONSIGNE_CASE = (f"Tapez le numéro d'une case libre ({NUMEROS_DES_CASES}),"
                 f" ou {ANNULER} pour annuler la partie.")
CONSIGNE_OUI_NON = f"Répondez {REPONSE_OUI} pour oui ou {REPONSE_NON} pour non."


def est_nombre(texte):
    """Retourne vrai si ``texte`` n'est fait que de chiffres ASCII (au moins un) : pas de « ² ».

    Auteurs : l'équipe du projet « Dés »."""
    return texte.isascii() and texte.isdigit()


def motif_refus_nombre(texte, modele_du_motif):
    """Retourne pourquoi ``texte`` (espaces de bord ignorées) n'est pas un nombre, ou None.

    Le début commun des refus des dés et de la case ; ``{}`` de ``modele_du_motif`` nomme le texte
    fautif.

    Auteurs : l'équipe du projet « Dés »."""
    texte = texte.strip()
    if texte == "":
        return "vous n'avez rien tapé"
    if not est_nombre(texte):
        return modele_du_motif.format(texte)
    return None


def motif_refus_des_a_rouler(texte):
    """Retourne pourquoi ``texte`` n'est pas un choix de dés à rouler, ou None.

    Un choix valide nomme, collés et sans répétition, des dés de PREMIER_NUMERO_DE à NB_DES,
    dans n'importe quel ordre ; GARDER_TOUS seul garde tous les dés.

    >>> motif_refus_des_a_rouler("523") is None, motif_refus_des_a_rouler("11")
    (True, 'le dé 1 est nommé deux fois')

    Auteurs : l'équipe du projet « Dés »."""
    texte = texte.strip()
    # Une espace entre deux chiffres a son propre motif : le joueur a séparé les numéros.
    if " " in texte:
        return "tapez les numéros collés, sans espace"
    # Pourquoi le texte n'est pas un nombre ; None s'il en est un.
    motif = motif_refus_nombre(texte, "« {} » contient autre chose que des chiffres")
    if motif is not None:
        return motif
    if texte == str(GARDER_TOUS):
        return None
    if str(GARDER_TOUS) in texte:
        return f"le {GARDER_TOUS} se tape seul, pour garder tous les dés"
    for position in range(len(texte)):
        # Le numéro du dé nommé à cette position du texte.
        numero = int(texte[position])
        if numero > NB_DES:
            return (f"il n'y a pas de dé numéro {numero}"
                    f" (les dés vont de {PREMIER_NUMERO_DE} à {NB_DES})")
        if texte[position] in texte[:position]:
            return f"le dé {numero} est nommé deux fois"
    return None


def analyser_des_a_rouler(texte):
    """Retourne l'entier des dés à rouler (523 pour « 523 », GARDER_TOUS pour « 0 ») ou None.

    >>> analyser_des_a_rouler("523"), analyser_des_a_rouler("0"), analyser_des_a_rouler("07")
    (523, 0, None)

    Auteurs : l'équipe du projet « Dés »."""
    if motif_refus_des_a_rouler(texte) is not None:
        return None
    return int(texte.strip())


def motif_refus_case(texte, feuille):
    """Retourne pourquoi ``texte`` n'est pas un numéro de case acceptable, ou None.

    Acceptables : ANNULER et les cases de jeu libres (NUMEROS_DES_CASES), tapées sans zéro devant,
    comme les numéros de dés.

    Auteurs : l'équipe du projet « Dés »."""
    # Pourquoi le texte n'est pas un nombre ; None s'il en est un.
    motif = motif_refus_nombre(texte, "« {} » n'est pas un numéro de case")
    if motif is not None:
        return motif
    texte = texte.strip()
    if texte == str(ANNULER):
        return None
    if texte.startswith(str(ANNULER)):
        return f"le {ANNULER} se tape seul, pour annuler la partie"
    # Un nombre plus long que le plus grand indice n'est pas une case : inutile de le convertir.
    if len(texte) > len(str(NB_CASES - 1)):
        return "ce numéro est bien trop grand pour une case"
    # Le numéro tapé, assez court pour être un indice de la feuille.
    case = int(texte)
    if case in CASES_DE_TOTAL:
        return f"la case {case} est un total, calculé pour vous"
    if case not in CASES_DE_JEU:
        return f"il n'y a pas de case {case}"
    if not est_libre(feuille, case):
        return f"la case {case} est déjà remplie"
    return None


def analyser_case(texte, feuille):
    """Retourne le numéro de case tapé s'il est acceptable (ANNULER compris), sinon None.

    >>> from yum.regles import nouvelle_feuille
    >>> analyser_case("12", nouvelle_feuille()), analyser_case("8", nouvelle_feuille())
    (12, None)

    Auteurs : l'équipe du projet « Dés »."""
    if motif_refus_case(texte, feuille) is not None:
        return None
    return int(texte.strip())


def analyser_oui_non(texte):
    """Retourne True pour « o », False pour « n » (casse et espaces ignorées), sinon None.

    >>> analyser_oui_non(" O "), analyser_oui_non("n"), analyser_oui_non("oui")
    (True, False, None)

    Auteurs : l'équipe du projet « Dés »."""
    # La réponse sans ses espaces de bord, en minuscules.
    reponse = texte.strip().lower()
    if reponse == REPONSE_OUI or reponse == REPONSE_NON:
        return reponse == REPONSE_OUI
    return None


def motif_refus_oui_non(texte):
    """Retourne pourquoi ``texte`` n'est ni o ni n, ou None s'il est l'un des deux.

    Auteurs : l'équipe du projet « Dés »."""
    if analyser_oui_non(texte) is not None:
        return None
    if texte.strip() == "":
        return "vous n'avez rien tapé"
    return f"« {texte.strip()} » n'est ni o ni n"


def expliquer_refus(motif, consigne):
    """Retourne le message d'un refus : son motif, puis, à la ligne, ce qui est attendu.

    Auteurs : l'équipe du projet « Dés »."""
    return f"Réponse refusée : {motif}.\n{consigne}"


def demander_des_a_rouler(lire=input, ecrire=print):
    """Retourne l'entier des dés à rouler choisi par le joueur (GARDER_TOUS : garder tous).

    Stratégie : tant que la réponse a un motif de refus, on l'explique et on repose la question.

    Auteurs : l'équipe du projet « Dés »."""
    # La réponse tapée par le joueur, telle quelle.
    texte = lire(QUESTION_DES)
    # Pourquoi cette réponse est refusée ; None quand elle est valide.
    motif = motif_refus_des_a_rouler(texte)
    while motif is not None:
        ecrire(expliquer_refus(motif, CONSIGNE_DES))
        texte = lire(QUESTION_DES)
        motif = motif_refus_des_a_rouler(texte)
    return analyser_des_a_rouler(texte)


def demander_case(feuille, lire=input, ecrire=print):
    """Retourne la case choisie par le joueur, libre sur ``feuille``, ou ANNULER.

    Stratégie : on pose la question jusqu'à ce que la réponse soit une case acceptable, en
    expliquant chaque refus.

    Auteurs : l'équipe du projet « Dés »."""
    # La case choisie ; None tant que la réponse tapée est refusée.
    case = None
    while case is None:
        # La réponse tapée par le joueur, telle quelle.
        texte = lire(QUESTION_CASE)
        case = analyser_case(texte, feuille)
        if case is None:
            ecrire(expliquer_refus(motif_refus_case(texte, feuille), CONSIGNE_CASE))
    return case


def demander_oui_non(question, lire=input, ecrire=print):
    """Retourne True si le joueur répond o à ``question``, False s'il répond n.

    Stratégie : tant que la réponse n'est ni o ni n, on dit pourquoi et on repose la question.

    Auteurs : l'équipe du projet « Dés »."""
    # La réponse tapée par le joueur, telle quelle.
    texte = lire(question)
    while analyser_oui_non(texte) is None:
        ecrire(expliquer_refus(motif_refus_oui_non(texte), CONSIGNE_OUI_NON))
        texte = lire(question)
    return analyser_oui_non(texte)
