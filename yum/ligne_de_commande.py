"""La ligne de commande en français, commune aux trois jeux du projet.

Explication : ``argparse`` écrit son aide et ses erreurs en anglais. Cet
analyseur les donne en français (« utilisation : », « erreur : », les messages
d'erreur courants), ajoute ``-h/--help`` et ``--version``, et fournit les
types d'options partagés (un entier positif ou nul pour ``--graine``). Les
modules ``__main__`` des trois jeux n'ont plus qu'à déclarer leurs options.
``executer_en_console`` fait finir chaque jeu par une ligne en français et un
code de sortie connu, jamais par une trace d'erreur.

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : documentation du module ``argparse`` de Python.
"""

import argparse
import os
import re
import sys

# Fin normale : le joueur a dit qu'il ne voulait plus jouer.
SORTIE_NORMALE = 0
# L'entrée s'est terminée (Ctrl-D, ou un script de réponses épuisé).
SORTIE_FIN_ENTREE = 1
# Code de sortie d'argparse pour une ligne de commande invalide.
SORTIE_OPTIONS_INVALIDES = 2
# Le joueur a interrompu le programme avec Ctrl-C (128 + le signal SIGINT, 2).
SORTIE_INTERRUPTION = 130
# La sortie a été fermée en cours de route, par exemple « | head » (128 + SIGPIPE, 13).
SORTIE_TUBE_FERME = 141

# Les lignes de fin d'un jeu arrêté avant la fin.
MESSAGE_FIN_ENTREE = "Fin de l'entrée : le programme s'arrête là."
MESSAGE_INTERRUPTION = "Interruption (Ctrl-C) : le programme s'arrête là."

# Les messages d'erreur d'argparse, traduits : (motif anglais, français).
TRADUCTIONS = (
    (r"^argument (\S+): ", r"option \1 : "),
    (r"unrecognized arguments: ", "arguments inconnus : "),
    (r"expected one argument", "cette option attend une valeur"),
    (r"ambiguous option: (\S+) could match ", r"option ambiguë : \1 peut désigner "),
    (r"invalid choice: (.*) \(choose from (.*)\)", r"choix invalide : \1 (choix possibles : \2)"),
    (r"invalid \S+ value: ", "valeur invalide : "),
    (r"the following arguments are required: ", "arguments obligatoires manquants : "),
    (r"not allowed with argument ", "incompatible avec l'option "),
)


def traduire(message):
    """Retourne le message d'erreur d'argparse traduit en français (autant que connu).

    >>> traduire("unrecognized arguments: --couleur")
    'arguments inconnus : --couleur'
    """
    for motif, francais in TRADUCTIONS:
        message = re.sub(motif, francais, message)
    return message


class FormateurFrancais(argparse.RawDescriptionHelpFormatter):
    """Formateur d'aide qui écrit « utilisation : », « options : » et garde les paragraphes."""

    def add_usage(self, usage, actions, groups, prefix=None):
        """Ajoute la ligne d'utilisation, préfixée en français."""
        super().add_usage(usage, actions, groups, prefix or "utilisation : ")

    def start_section(self, heading):
        """Ouvre une section de l'aide ; son titre prend l'espace français avant le deux-points."""
        super().start_section(f"{heading} " if heading else heading)


class AnalyseurFrancais(argparse.ArgumentParser):
    """Analyseur d'options dont l'aide, la version et les erreurs sont en français.

    Il offre aussi les options communes aux trois jeux : ``--graine`` et ``--des-manuels``.
    """

    def __init__(self, version, **parametres):
        """Crée l'analyseur avec ``-h/--help`` et ``--version`` (qui affiche ``version``)."""
        super().__init__(add_help=False, formatter_class=FormateurFrancais, **parametres)
        self.add_argument("-h", "--help", action="help",
                          help="afficher cette aide et quitter")
        self.add_argument("--version", action="version", version=f"%(prog)s {version}",
                          help="afficher la version et quitter")

    def ajouter_options_communes(self):
        """Ajoute ``--graine`` et ``--des-manuels``, les options des trois jeux."""
        self.add_argument("--graine", type=entier_positif_ou_nul, metavar="N",
                          help="graine du hasard : la même graine et les mêmes réponses"
                               " donnent la même partie, à l'octet près")
        self.add_argument("--des-manuels", action="store_true",
                          help="jouer avec de vrais dés : le programme demande ce qu'ils montrent")

    def error(self, message):
        """Affiche l'utilisation et l'erreur traduite, puis quitte avec le code 2."""
        self.print_usage(sys.stderr)
        self.exit(SORTIE_OPTIONS_INVALIDES, f"{self.prog} : erreur : {traduire(message)}\n")


def entier_positif_ou_nul(texte):
    """Retourne l'entier ``texte`` s'il est positif ou nul ; sinon refuse l'option.

    >>> entier_positif_ou_nul("42")
    42
    """
    texte = texte.strip()
    if not texte.isascii() or not texte.isdigit():
        raise argparse.ArgumentTypeError(f"« {texte} » n'est pas un entier positif ou nul")
    return int(texte)


def entier_strictement_positif(texte):
    """Retourne l'entier ``texte`` s'il est plus grand que 0 ; sinon refuse l'option.

    >>> entier_strictement_positif("10")
    10
    """
    valeur = entier_positif_ou_nul(texte)
    if valeur == 0:
        raise argparse.ArgumentTypeError("il faut un entier plus grand que 0")
    return valeur


def preparer_console():
    """Rend la console tolérante : un octet mal encodé ne fait jamais planter le jeu.

    Une entrée qui n'est pas en UTF-8 (un « é » en Latin-1 dans un script, par
    exemple) est lue avec un caractère de remplacement au lieu de lever une
    erreur ; de même pour une sortie qui ne sait pas écrire les accents.
    """
    for flux in (sys.stdin, sys.stdout, sys.stderr):
        if hasattr(flux, "reconfigure"):
            flux.reconfigure(errors="replace")


def executer_en_console(programme, ecrire=print):
    """Exécute ``programme()`` et retourne le code de sortie du processus.

    Aucune fin ne montre de trace d'erreur : la fin de l'entrée (Ctrl-D, ou des
    réponses épuisées) donne une ligne et SORTIE_FIN_ENTREE ; Ctrl-C donne une
    ligne et SORTIE_INTERRUPTION ; une sortie fermée en cours de route (``| head``)
    donne SORTIE_TUBE_FERME, sans rien écrire. Sert aux trois jeux du projet.
    """
    try:
        programme()
    except BrokenPipeError:
        # Plus personne ne lit : on redirige la sortie vers le néant, pour que
        # Python ne signale pas une seconde fois le tube fermé en quittant.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return SORTIE_TUBE_FERME
    except EOFError:
        ecrire("\n" + MESSAGE_FIN_ENTREE)
        return SORTIE_FIN_ENTREE
    except KeyboardInterrupt:
        ecrire("\n" + MESSAGE_INTERRUPTION)
        return SORTIE_INTERRUPTION
    return SORTIE_NORMALE
