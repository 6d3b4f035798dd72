"""La ligne de commande et la console, communes aux trois jeux du projet.

Explication : ``argparse`` écrit son aide et ses erreurs en anglais. Cet
analyseur les donne en français (« utilisation : », « erreur : », les messages
d'erreur courants), ajoute ``-h/--help`` et ``--version``, et fournit les
types d'options partagés (un entier positif ou nul pour ``--graine``). Les
modules ``__main__`` des trois jeux n'ont plus qu'à déclarer leurs options.

``executer_en_console`` fait finir chaque jeu par une phrase en français et
un code de sortie documenté, jamais par une trace d'erreur, quoi que fassent
le terminal, les tubes ou le joueur :

    0    fin normale
    1    fin de l'entrée (Ctrl-D, script de réponses épuisé, entrée fermée)
    2    option invalide ou règles impossibles (refusées au départ)
    65   données d'un conseiller absentes ou abîmées (là où le jeu en a besoin),
         ou journal abîmé, ou journal d'un autre jeu (``--revoir``)
    66   journal absent ou illisible (``--revoir``)
    74   sortie impossible à écrire (disque plein, sortie fermée)
    130  Ctrl-C, une fois ou plusieurs, même pendant le démarrage
    141  sortie fermée par son lecteur (« | head »)

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : documentation des modules ``argparse`` et ``signal`` de Python ;
codes de sortie de ``sysexits.h`` (EX_DATAERR 65, EX_NOINPUT 66, EX_IOERR 74).
"""

import argparse
import os
import re
import signal
import sys
import textwrap

# Fin normale : le joueur a dit qu'il ne voulait plus jouer.
SORTIE_NORMALE = 0
# L'entrée s'est terminée (Ctrl-D, un script de réponses épuisé, une entrée fermée).
SORTIE_FIN_ENTREE = 1
# Code de sortie d'argparse pour une ligne de commande invalide (ou des règles impossibles).
SORTIE_OPTIONS_INVALIDES = 2
# Les données d'un conseiller sont absentes ou abîmées (EX_DATAERR de sysexits.h).
SORTIE_DONNEES_ILLISIBLES = 65
# Le journal à revoir n'existe pas ou ne peut pas être ouvert (EX_NOINPUT de sysexits.h).
SORTIE_JOURNAL_INTROUVABLE = 66
# La sortie ne peut pas être écrite : disque plein, sortie fermée (EX_IOERR de sysexits.h).
SORTIE_ECRITURE_IMPOSSIBLE = 74
# Le joueur a interrompu le programme avec Ctrl-C (128 + le signal SIGINT, 2).
SORTIE_INTERRUPTION = 130
# La sortie a été fermée en cours de route, par exemple « | head » (128 + SIGPIPE, 13).
SORTIE_TUBE_FERME = 141

# Les phrases de fin d'un jeu arrêté avant la fin.
MESSAGE_FIN_ENTREE = "Fin de l'entrée : le programme s'arrête là."
MESSAGE_INTERRUPTION = "Interruption (Ctrl-C) : le programme s'arrête là."
MESSAGE_TUBE_FERME = "La sortie a été fermée : le programme s'arrête là."
MESSAGE_ECRITURE_IMPOSSIBLE = ("Impossible d'écrire la sortie du jeu (disque plein ou sortie fermée) :"
                               " le programme s'arrête là.")
MESSAGE_DONNEES_ILLISIBLES = "Le conseiller n'est pas disponible : {}."
MESSAGE_JOURNAL_ILLISIBLE = "Impossible de revoir ce journal : {}."
# La largeur d'un message d'erreur d'option, comme celle de l'aide : un terminal ordinaire.
LARGEUR_ERREUR = 80
# La ponctuation double, précédée d'une espace en français, et l'espace insécable qui la retient
# le temps de couper les lignes (un caractère de contrôle que les textes n'emploient jamais).
PONCTUATION_DOUBLE = ":;!?"
ESPACE_INSECABLE = "\x1f"
# Le plus grand nombre de chiffres d'un entier donné en option (une graine, un nombre de parties…).
CHIFFRES_MAX_OPTION = 18

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
)


class DonneesIllisibles(Exception):
    """Les données d'un conseiller sont absentes ou abîmées ; le message, en français, les nomme."""


class JournalIllisible(Exception):
    """Un journal de parties abîmé, ou celui d'un autre jeu ; le message, en français, dit pourquoi."""


class JournalIntrouvable(JournalIllisible):
    """Un journal de parties absent, ou qu'on ne peut pas ouvrir."""


def couper_a_la_francaise(texte, largeur, retrait=""):
    """Retourne ``texte`` coupé en lignes d'au plus ``largeur`` colonnes, entre deux mots.

    Chaque paragraphe (séparé par un saut de ligne) est coupé à part ; les
    lignes qui suivent la première commencent par ``retrait``. Comme en
    typographie française, une ligne ne commence jamais par « : », « ; », « ! »
    ou « ? » : l'espace qui les précède est insécable le temps de couper.

    >>> print(couper_a_la_francaise("un " * 26 + "deux : fin", 80))
    un un un un un un un un un un un un un un un un un un un un un un un un un un
    deux : fin
    """
    lignes = []
    for paragraphe in texte.split("\n"):
        for ponctuation in PONCTUATION_DOUBLE:
            paragraphe = paragraphe.replace(" " + ponctuation, ESPACE_INSECABLE + ponctuation)
        lignes.append(textwrap.fill(paragraphe, largeur, subsequent_indent=retrait,
                                    break_long_words=False, break_on_hyphens=False))
    return "\n".join(lignes).replace(ESPACE_INSECABLE, " ")


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
        self.add_argument("--revoir", metavar="FICHIER",
                          help="afficher le bilan de chaque partie notée dans FICHIER, sans la rejouer")

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


# --- La console ------------------------------------------------------------------------------

def proteger_le_demarrage():
    """Fait finir un Ctrl-C reçu pendant le chargement du jeu comme en cours de partie ; retourne None.

    Les modules ``__main__`` l'appellent avant leurs autres imports : un Ctrl-C
    tombé pendant qu'ils se chargent donne la phrase d'interruption et le code
    SORTIE_INTERRUPTION, jamais une trace d'erreur. ``executer_en_console``
    rend ensuite à Ctrl-C son effet ordinaire.
    """
    signal.signal(signal.SIGINT, interrompre_le_demarrage)


def interrompre_le_demarrage(numero_du_signal, cadre):
    """Reçoit le Ctrl-C du démarrage : écrit la phrase d'interruption et quitte aussitôt.

    ``os._exit`` quitte sans dérouler les imports en cours ; un second Ctrl-C
    est ignoré pendant ce temps.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        sys.stdout.write("\n" + MESSAGE_INTERRUPTION + "\n")
        sys.stdout.flush()
    except (AttributeError, OSError, RuntimeError, ValueError):
        pass
    os._exit(SORTIE_INTERRUPTION)


def preparer_console():
    """Rend la console tolérante : un octet mal encodé ne fait jamais planter le jeu.

    Une entrée qui n'est pas en UTF-8 (un « é » en Latin-1 dans un script, par
    exemple) est lue avec un caractère de remplacement au lieu de lever une
    erreur ; de même pour une sortie qui ne sait pas écrire les accents
    (``PYTHONIOENCODING=ascii``, ``LC_ALL=C``). À appeler avant la première ligne
    écrite, aide comprise.
    """
    for flux in (sys.stdin, sys.stdout, sys.stderr):
        if hasattr(flux, "reconfigure"):
            flux.reconfigure(errors="replace")


def est_interactif():
    """Retourne vrai si le jeu se déroule dans un vrai terminal (entrée et sortie)."""
    return (sys.stdin is not None and sys.stdout is not None
            and sys.stdin.isatty() and sys.stdout.isatty())


def lire_console(question):
    """Remplace ``input`` : pose ``question`` et retourne la ligne lue, sans son saut de ligne.

    Une entrée fermée ou illisible est une fin d'entrée (EOFError), comme
    Ctrl-D ; une sortie impossible à écrire lève son erreur d'écriture.
    """
    sys.stdout.write(question)
    sys.stdout.flush()
    if sys.stdin is None:
        raise EOFError
    try:
        return input()
    except (OSError, RuntimeError, ValueError):
        raise EOFError from None


def vider_la_sortie():
    """Écrit ce qui attend encore dans la sortie ; une erreur d'écriture remonte ici."""
    if sys.stdout is not None:
        sys.stdout.flush()


def faire_taire_la_sortie():
    """Envoie désormais la sortie au néant, pour que Python ne la vide pas en vain en quittant."""
    try:
        sortie = sys.stdout.fileno()
        os.dup2(os.open(os.devnull, os.O_WRONLY), sortie)
    except (AttributeError, OSError, ValueError):
        sys.stdout = None


def dire_sur_la_sortie_d_erreur(phrase):
    """Écrit ``phrase`` sur la sortie d'erreur, si elle existe encore."""
    try:
        sys.stderr.write(phrase + "\n")
        sys.stderr.flush()
    except (AttributeError, OSError, ValueError):
        pass


def ignorer_les_interruptions():
    """Rend les Ctrl-C suivants sans effet : le programme est déjà en train de finir."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def executer_en_console(programme, ecrire=print, en_console=False):
    """Exécute ``programme()`` et retourne le code de sortie du processus.

    Aucune fin ne montre de trace d'erreur (voir les codes en tête du module) :
    la fin de l'entrée donne une ligne et SORTIE_FIN_ENTREE ; Ctrl-C une ligne
    et SORTIE_INTERRUPTION ; des données de conseiller illisibles une phrase et
    SORTIE_DONNEES_ILLISIBLES ; une sortie fermée par son lecteur une phrase sur
    la sortie d'erreur et SORTIE_TUBE_FERME ; une sortie impossible à écrire une
    phrase sur la sortie d'erreur et SORTIE_ECRITURE_IMPOSSIBLE.

    ``en_console`` : vrai pour le vrai programme (pas pour un test) ; Ctrl-C
    retrouve alors son effet ordinaire (voir ``proteger_le_demarrage``), et
    les Ctrl-C suivants sont ignorés pendant que le programme finit.
    """
    if sys.stdout is None:
        dire_sur_la_sortie_d_erreur(MESSAGE_ECRITURE_IMPOSSIBLE)
        return SORTIE_ECRITURE_IMPOSSIBLE
    if en_console:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        code = executer_et_nommer_la_fin(programme, ecrire, en_console)
        vider_la_sortie()
    except BrokenPipeError:
        faire_taire_la_sortie()
        dire_sur_la_sortie_d_erreur(MESSAGE_TUBE_FERME)
        return SORTIE_TUBE_FERME
    except OSError:
        # Écrire a échoué : disque plein, sortie fermée en cours de route.
        faire_taire_la_sortie()
        dire_sur_la_sortie_d_erreur(MESSAGE_ECRITURE_IMPOSSIBLE)
        return SORTIE_ECRITURE_IMPOSSIBLE
    return code


def executer_et_nommer_la_fin(programme, ecrire, en_console):
    """Exécute ``programme()`` ; retourne le code de sa fin, après avoir écrit la phrase qui la nomme.

    Les erreurs d'écriture remontent à ``executer_en_console``.
    """
    try:
        programme()
    except EOFError:
        ecrire("\n" + MESSAGE_FIN_ENTREE)
        return SORTIE_FIN_ENTREE
    except KeyboardInterrupt:
        if en_console:
            ignorer_les_interruptions()
        ecrire("\n" + MESSAGE_INTERRUPTION)
        return SORTIE_INTERRUPTION
    except DonneesIllisibles as erreur:
        ecrire(MESSAGE_DONNEES_ILLISIBLES.format(erreur))
        return SORTIE_DONNEES_ILLISIBLES
    except JournalIllisible as erreur:
        ecrire(couper_a_la_francaise(MESSAGE_JOURNAL_ILLISIBLE.format(erreur), LARGEUR_ERREUR))
        if isinstance(erreur, JournalIntrouvable):
            return SORTIE_JOURNAL_INTROUVABLE
        return SORTIE_DONNEES_ILLISIBLES
    return SORTIE_NORMALE
