"""L'analyseur de la ligne de commande, en français, commun aux trois jeux.

Explication : ``argparse`` écrit son aide et ses erreurs en anglais. ``AnalyseurFrancais``
les donne en français (« utilisation : », « erreur : »), ajoute ``-h/--help`` et
``--version``, et fournit les types d'options partagés (un entier positif ou nul pour
``--graine``). Les ``__main__`` des trois jeux n'ont plus qu'à déclarer leurs options.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import argparse
import os
import re
import shutil
import sys

from yum.commun.console import LARGEUR_ERREUR, vider_la_sortie
from yum.commun.sorties import SORTIE_OPTIONS_INVALIDES
from yum.commun.texte import couper_a_la_francaise

# Le plus grand nombre de chiffres d'un entier donné en option (une graine, un nombre de parties…).
CHIFFRES_MAX_OPTION = 18
# La largeur de l'aide, en colonnes, même dans un terminal plus large (celle d'un terminal ordinaire).
LARGEUR_DE_L_AIDE = 80
# Les colonnes qu'argparse laisse libres à droite de l'aide.
MARGE_DROITE_DE_L_AIDE = 2
# Les titres des sections de l'aide d'argparse, en français.
TITRES_DES_SECTIONS = {"positional arguments": "arguments", "options": "options",
                       "optional arguments": "options"}
# Les messages d'erreur d'argparse, traduits : (motif anglais, français).
TRADUCTIONS = (
    (r"^argument (\S+): ", r"option \1 : "),
    (r"unrecognized arguments: ", "arguments inconnus : "),
    (r"expected one argument", "cette option attend une valeur"),
    (r"expected at most one argument", "cette option attend une valeur au plus"),
    (r"ignored explicit argument (.*)", r"cette option ne prend pas de valeur (\1 en trop)"),
    (r"ambiguous option: (\S+) could match ", r"option ambiguë : \1 peut désigner "),
    (r"invalid choice: (.*) \(choose from (.*)\)", r"choix invalide : \1 (choix possibles : \2)"),
    (r"invalid \S+ value: ", "valeur invalide : "),
    (r"the following arguments are required: ", "arguments obligatoires manquants : "),
    (r"not allowed with argument ", "incompatible avec l'option "),
    (r"invalid choice: ", "choix invalide : "),
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
    """Formateur d'aide qui écrit « utilisation : », « options : » et garde les paragraphes.

    L'aide tient dans LARGEUR_DE_L_AIDE colonnes, même dans un terminal plus large.
    """

    def __init__(self, prog, **parametres):
        """Crée le formateur, au plus LARGEUR_DE_L_AIDE colonnes."""
        largeur = min(parametres.pop("width", None) or shutil.get_terminal_size().columns, LARGEUR_DE_L_AIDE)
        super().__init__(prog, width=largeur - MARGE_DROITE_DE_L_AIDE, **parametres)

    def add_usage(self, usage, actions, groups, prefix=None):
        """Ajoute la ligne d'utilisation, préfixée en français."""
        # Un préfixe vide est celui qu'argparse demande pour nommer une sous-commande : il reste vide.
        super().add_usage(usage, actions, groups, "utilisation : " if prefix is None else prefix)

    def start_section(self, heading):
        """Ouvre une section de l'aide, titrée en français, avec l'espace français avant le deux-points."""
        heading = TITRES_DES_SECTIONS.get(heading, heading)
        super().start_section(f"{heading} " if heading else heading)

    def _split_lines(self, text, width):
        """Coupe l'aide d'une option entre deux mots, à la française : jamais dans un nom de fichier.

        (Le formateur d'argparse couperait « des-inf111 » à son trait d'union.)
        """
        return couper_a_la_francaise(" ".join(text.split()), width).split("\n")


class AnalyseurFrancais(argparse.ArgumentParser):
    """Analyseur d'options dont l'aide, la version et les erreurs sont en français.

    Il offre aussi les options communes aux trois jeux : ``--graine`` et ``--des-manuels``.
    """

    def __init__(self, version, titre, **parametres):
        """Crée l'analyseur avec ``-h/--help`` et ``--version`` (« titre version »)."""
        super().__init__(add_help=False, formatter_class=FormateurFrancais, **parametres)
        self.add_argument("-h", "--help", action="help",
                          help="afficher cette aide et quitter")
        self.add_argument("--version", action="version", version=f"{titre} {version}",
                          help="afficher la version et quitter")

    def ajouter_options_communes(self):
        """Ajoute ``--graine`` et ``--des-manuels``, les options des trois jeux."""
        self.add_argument("--graine", type=entier_positif_ou_nul, metavar="N",
                          help="graine du hasard : la même graine et les mêmes réponses"
                               " donnent la même partie, à l'octet près")
        self.add_argument("--des-manuels", action="store_true",
                          help="jouer avec de vrais dés : le programme demande ce qu'ils montrent")

    def ajouter_options_du_bilan(self, jeu):
        """Ajoute ``--bilan``, ``--journal`` et ``--revoir``, les options du bilan des trois jeux."""
        self.add_argument("--bilan", action="store_true",
                          help="après chaque partie, le bilan de vos décisions : ce que chacune a"
                               " coûté face au meilleur choix ; la partie est notée dans le journal")
        self.add_argument("--journal", metavar="FICHIER",
                          help="noter chaque partie (graine, tirages, réponses) dans FICHIER ; avec"
                               f" --bilan seul : ~/.local/share/des-inf111/journal-{jeu}.jsonl")
        self.add_argument("--revoir", metavar="FICHIER", nargs="?", const="",
                          help="afficher le bilan de chaque partie notée dans FICHIER (seul : dans le"
                               " journal de --bilan), sans la rejouer")

    def ajouter_option_de_reprise(self):
        """Ajoute ``--reprendre``, l'option des jeux frères qui reprend une partie arrêtée."""
        self.add_argument("--reprendre", metavar="PARTIE", nargs="?", const="",
                          help="reprendre une partie arrêtée (par q, Ctrl-C, Ctrl-D…) au début du"
                               " tour où elle s'est arrêtée : seul, la dernière ; sinon son numéro"
                               " (ou son fichier) ; le programme donne cette commande en s'arrêtant")
        self.add_argument("--liste", action="store_true",
                          help="avec --reprendre : lister les parties arrêtées, sans en reprendre")

    def error(self, message):
        """Affiche l'utilisation et l'erreur traduite, puis quitte avec le code 2."""
        self.print_usage(sys.stderr)
        # La ligne d'utilisation, juste au-dessus, nomme déjà la commande.
        erreur = couper_a_la_francaise(f"erreur : {traduire(message)}", LARGEUR_ERREUR, "  ")
        self.exit(SORTIE_OPTIONS_INVALIDES, erreur + "\n")

    def _print_message(self, message, file=None):
        """Écrit l'aide, la version ou une erreur ; une erreur d'écriture remonte.

        ``argparse`` tait les erreurs d'écriture : l'aide envoyée sur un disque
        plein finirait avec le code 0. Ici, elles remontent jusqu'à
        ``executer_en_console``, qui les nomme.
        """
        if message:
            (file or sys.stderr).write(message)

    def exit(self, status=0, message=None):
        """Quitte comme ``argparse``, après avoir vidé la sortie (voir ``_print_message``)."""
        if message:
            self._print_message(message, sys.stderr)
        vider_la_sortie()
        sys.exit(status)


def bilan_demande(options):
    """Retourne vrai si les options demandent de noter les parties : ``--bilan`` ou ``--journal``."""
    return options.bilan or options.journal is not None


def refuser_le_bilan(analyseur, options):
    """Quitte avec le code 2 si ``--bilan`` ou ``--journal`` accompagnent une simulation."""
    if bilan_demande(options):
        analyseur.error("--bilan et --journal vont avec une partie jouée, pas avec --simulation")


def nom_de_la_commande(module):
    """Retourne la commande qui a lancé le jeu, pour l'aide : « python -m yum », ou « des-yum ».

    ``module`` est le module lancé par ``python -m`` ; une commande installée
    (``des-yum``) se nomme elle-même.
    """
    lance = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    if lance in ("", "-c", "-m", "__main__.py"):
        return f"python -m {module}"
    return lance


def entier_positif_ou_nul(texte):
    """Retourne l'entier ``texte`` s'il est positif ou nul ; sinon refuse l'option.

    >>> entier_positif_ou_nul("42")
    42
    """
    texte = texte.strip()
    if not texte.isascii() or not texte.isdigit():
        raise argparse.ArgumentTypeError(
            f"« {texte[:CHIFFRES_MAX_OPTION]} » n'est pas un entier positif ou nul")
    if len(texte) > CHIFFRES_MAX_OPTION:
        raise argparse.ArgumentTypeError(f"nombre trop grand (au plus {CHIFFRES_MAX_OPTION} chiffres)")
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
