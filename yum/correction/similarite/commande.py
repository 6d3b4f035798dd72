"""La sous-commande similarite : le code en commun entre les équipes d'une classe, pour une personne.

Explication : ``des-corriger similarite REMISES --sortie DOSSIER [--fourni DOSSIER]`` lit chaque
remise (dossier ou archive zip) du dossier REMISES, écarte le code fourni par le cours, compare les
équipes deux à deux et écrit ``similarite.csv`` et ``similarite.html`` dans DOSSIER. Le correcteur
de la classe appelle ``analyser_la_classe`` à la fin de chaque correction. Codes de sortie :
0 rapport écrit, 2 options invalides, 3 dossier introuvable, 4 aucune remise lisible,
5 rapport impossible à écrire ou Java illisible (tree-sitter absent).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import sys
import tempfile
from pathlib import Path

from yum.correction.classe.remises import RemiseIllisible, copier_la_remise, lister_les_remises
from yum.correction.qualite.constats import FicheImpossible
from yum.correction.similarite.comparaison import Equipe, comparer_la_classe
from yum.correction.similarite.fournis import (
    CodeFourni,
    cles_communes_a_la_classe,
    fichiers_d_un_dossier,
    fichiers_fournis_de_l_equipe,
)
from yum.correction.similarite.rapport import ecrire_le_rapport

# Le rapport est écrit.
SORTIE_RAPPORT = 0
# Les options de la ligne de commande sont invalides (comme argparse).
SORTIE_OPTIONS_INVALIDES = 2
# Le dossier des remises ou le dossier --fourni n'existe pas.
SORTIE_DOSSIER_INTROUVABLE = 3
# Aucune remise lisible dans le dossier.
SORTIE_AUCUNE_REMISE = 4
# Le dossier de sortie ne peut pas être écrit.
SORTIE_ECRITURE_IMPOSSIBLE = 5


def fichiers_fournis_de_la_classe(fichiers_par_equipe, dossier_fourni=None):
    """Retourne ({équipe : noms de ses fichiers fournis}, CodeFourni) pour la classe.

    ``fichiers_par_equipe`` : {équipe : {nom : texte}}. Les fichiers fournis sont ceux du dossier
    ``dossier_fourni`` et, en plus, ceux que la plupart des équipes remettent à l'identique.
    """
    fourni = CodeFourni.du_dossier(dossier_fourni)
    fourni.ajouter_les_cles(cles_communes_a_la_classe(fichiers_par_equipe))
    return {nom: fichiers_fournis_de_l_equipe(fichiers, fourni)
            for nom, fichiers in fichiers_par_equipe.items()}, fourni


def comparer_les_equipes(fichiers_par_equipe, dossier_fourni=None):
    """Compare les équipes deux à deux, sans le code du cours ; retourne (paires, équipes, fournis).

    ``paires`` : les Paire, de la plus semblable à la moins ; ``équipes`` : {nom : Equipe} (leurs
    fichiers, pour citer les fragments) ; ``fournis`` : {nom : ses fichiers fournis par le cours}.
    """
    fournis, _ = fichiers_fournis_de_la_classe(fichiers_par_equipe, dossier_fourni)
    equipes = {nom: Equipe(nom, fichiers, fournis[nom]) for nom, fichiers in fichiers_par_equipe.items()}
    for equipe in equipes.values():
        equipe.preparer()
    code_fourni = Equipe("fourni", fichiers_d_un_dossier(Path(dossier_fourni)) if dossier_fourni else {})
    code_fourni.preparer()
    return comparer_la_classe(list(equipes.values()), code_fourni.empreintes), equipes, fournis


def analyser_la_classe(fichiers_par_equipe, sortie, dossier_fourni=None):
    """Compare les équipes et écrit le rapport dans ``sortie`` ; retourne (paires, fournis par équipe)."""
    paires, equipes, fournis = comparer_les_equipes(fichiers_par_equipe, dossier_fourni)
    ecrire_le_rapport(Path(sortie), paires, equipes, fournis)
    return paires, fournis


def lire_les_remises(dossier, brouillon):
    """Retourne ({équipe : {nom : texte}}, {équipe : sa copie}) des remises, copiées dans ``brouillon``.

    ``dossier`` : le dossier des remises, ou déjà la liste de ses remises (``Remise``).

    Les archives zip sont extraites dans la copie ; une remise illisible est écartée (et dite).
    """
    fichiers_par_equipe, copies = {}, {}
    remises = dossier if isinstance(dossier, list) else lister_les_remises(dossier)
    for numero, remise in enumerate(remises):
        try:
            copie = copier_la_remise(remise, brouillon / str(numero))
        except (RemiseIllisible, OSError) as probleme:
            print(f"des-corriger similarite : {remise.equipe} écartée ({probleme})", file=sys.stderr)
            continue
        fichiers_par_equipe[remise.equipe] = fichiers_d_un_dossier(copie)
        copies[remise.equipe] = copie
    return fichiers_par_equipe, copies


def ajouter_les_options(analyseur):
    """Ajoute à ``analyseur`` les options de la sous-commande ``similarite`` ; ne retourne rien."""
    analyseur.add_argument("remises", metavar="REMISES",
                           help="le dossier des remises de la classe (un dossier ou un zip par équipe)")
    analyseur.add_argument("--sortie", required=True, metavar="DOSSIER",
                           help="le dossier où écrire similarite.csv et similarite.html")
    analyseur.add_argument("--fourni", metavar="DOSSIER",
                           help="le dossier des fichiers donnés par le cours (jamais comptés aux équipes)")


def executer(options):
    """Écrit le rapport de similarité de la classe ; retourne le code de sortie (voir l'en-tête)."""
    remises = Path(options.remises)
    for dossier in (remises, Path(options.fourni) if options.fourni else None):
        if dossier is not None and not dossier.is_dir():
            print(f"des-corriger similarite : le dossier {dossier} est introuvable", file=sys.stderr)
            return SORTIE_DOSSIER_INTROUVABLE
    with tempfile.TemporaryDirectory(prefix="similarite-") as brouillon:
        fichiers_par_equipe, _ = lire_les_remises(remises, Path(brouillon))
        if not fichiers_par_equipe:
            print(f"des-corriger similarite : aucune remise lisible dans {remises}", file=sys.stderr)
            return SORTIE_AUCUNE_REMISE
        try:
            paires, _ = analyser_la_classe(fichiers_par_equipe, options.sortie, options.fourni)
        except FicheImpossible as probleme:
            print(f"des-corriger similarite : {probleme}", file=sys.stderr)
            return probleme.code
        except OSError as probleme:
            print(f"des-corriger similarite : impossible d'écrire le rapport ({probleme})", file=sys.stderr)
            return SORTIE_ECRITURE_IMPOSSIBLE
    print(f"{len(fichiers_par_equipe)} équipe(s), {len(paires)} paire(s) avec du code en commun :"
          f" {Path(options.sortie) / 'similarite.html'}")
    return SORTIE_RAPPORT
