"""La ligne de commande du conseiller : entraîner les poids, mesurer le conseiller.

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
"""

import time

from solitaire.conseiller.apprentissage import GRAINE_ENTRAINEMENT, LAMBDA, NB_PARTIES_ENTRAINEMENT, entrainer
from solitaire.conseiller.choix import Conseiller
from solitaire.conseiller.mesures import (
    ECARTS_GRAINE,
    ECARTS_PARTIES,
    formater_ecarts,
    mesurer,
    mesurer_les_ecarts,
)
from solitaire.conseiller.poids import FICHIER_POIDS, enregistrer_poids
from yum.commun.mots import formater_points
from yum.commun.progression import afficher_progression as afficher_avancement

# --- La ligne de commande : entraîner, mesurer ------------------------------------------------

def afficher_progression(faites, total):
    """Affiche l'avancement de l'entraînement sur la sortie d'erreur, si c'est un terminal."""
    afficher_avancement(faites, total, "Entraînement")


def proportion(texte):
    """Retourne le nombre ``texte`` s'il est entre 0 et 1 (le λ) ; sinon refuse l'option.

    >>> proportion("0,7"), proportion("1")
    (0.7, 1.0)
    """
    import argparse
    try:
        valeur = float(texte.strip().replace(",", "."))
    except ValueError:
        valeur = None
    if valeur is None or not 0 <= valeur <= 1:
        raise argparse.ArgumentTypeError(f"« {texte} » n'est pas un nombre entre 0 et 1")
    return valeur


def main(arguments=None):
    """Entraîne le conseiller (``--entrainer``) ou le mesure (``--mesurer``)."""
    from yum.commun import __version__
    from yum.commun.options import AnalyseurFrancais, entier_positif_ou_nul, entier_strictement_positif
    analyseur = AnalyseurFrancais(__version__, "Conseiller des Dés en solitaire",
                                  prog="python -m solitaire.conseiller",
                                  description="Le conseiller des Dés en solitaire : l'entraîner, le mesurer.")
    analyseur.add_argument("--entrainer", type=entier_strictement_positif, metavar="N",
                           nargs="?", const=NB_PARTIES_ENTRAINEMENT,
                           help=f"réapprendre les poids en N parties (défaut : {NB_PARTIES_ENTRAINEMENT},"
                                " une vingtaine de minutes)")
    analyseur.add_argument("--graine", type=entier_positif_ou_nul, default=GRAINE_ENTRAINEMENT, metavar="S",
                           help=f"graine de l'entraînement (défaut : {GRAINE_ENTRAINEMENT})")
    analyseur.add_argument("--lambda", type=proportion, default=LAMBDA, dest="lam", metavar="λ",
                           help=f"le λ du retour λ, entre 0 et 1 (défaut : {LAMBDA})")
    analyseur.add_argument("--sortie", metavar="FICHIER", default=FICHIER_POIDS.name,
                           help=f"où écrire les poids (défaut : {FICHIER_POIDS.name} dans le dossier"
                                " courant ; pour les livrer, solitaire/donnees/poids-conseiller.zlib)")
    analyseur.add_argument("--mesurer", action="store_true",
                           help="mesurer le chargement des poids et la durée d'un conseil")
    analyseur.add_argument("--ecarts", action="store_true",
                           help="mesurer l'écart type du score final autour de la valeur apprise,"
                                f" selon le temps qui reste ({ECARTS_PARTIES} parties,"
                                f" graine {ECARTS_GRAINE})")
    options = analyseur.parse_args(arguments)
    if options.entrainer:
        debut = time.perf_counter()
        poids = entrainer(options.entrainer, options.graine, options.lam, afficher_progression)
        enregistrer_poids(poids, options.sortie)
        print(f"{options.entrainer} parties apprises en {time.perf_counter() - debut:.0f} s ;"
              f" espérance de départ {formater_points(Conseiller(poids).esperance_depart())} points ;"
              f" poids écrits dans {options.sortie}.")
    if options.mesurer:
        print(mesurer())
    if options.ecarts:
        print(formater_ecarts(mesurer_les_ecarts()))
    if not (options.entrainer or options.mesurer or options.ecarts):
        analyseur.print_help()
    return 0
