"""La sous-commande similarite : le code en commun entre les équipes d'une classe, pour une personne.

Explication : ``des-corriger similarite REMISES --sortie DOSSIER [--fourni DOSSIER]`` prend ce que
prend ``classe`` : l'archive de Moodle telle quelle, le dossier où on l'a extraite (un dossier ou un
zip par équipe, des fichiers nommés par Moodle) ou le dossier d'une équipe. La classe est préparée
comme pour la correction (``lecture.preparation`` : copiée sans lien, dans les limites, le programme
de chaque équipe trouvé, l'autre copie d'un dépôt mise de côté, le code du cours reconnu), puis les
équipes sont comparées deux à deux et ``similarite.csv`` et ``similarite.html`` écrits dans DOSSIER.
La commande ``classe`` appelle ``comparer_les_equipes`` sur sa propre préparation. Codes de sortie
(``yum.correction.sorties``) : 0 rapport écrit, 2 options invalides, 65 aucune remise lisible, 66
remises introuvables, 69 Java illisible (tree-sitter absent), 74 rapport impossible à écrire.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import shutil
import sys
import tempfile
from pathlib import Path

from yum.correction.lecture.erreurs import erreur_en_francais
from yum.correction.lecture.extraction import LectureImpossible, RemiseIllisible
from yum.correction.lecture.fournis import fichiers_d_un_dossier, fichiers_fournis_de_la_classe
from yum.correction.lecture.noms import lisible
from yum.correction.lecture.preparation import preparer_la_classe
from yum.correction.lecture.remises import trouver_les_remises
from yum.correction.similarite.comparaison import Equipe, comparer_la_classe
from yum.correction.similarite.rapport import PAGE, ecrire_le_rapport
from yum.correction.sorties import (
    SORTIE_DONNEES_INVALIDES,
    SORTIE_DOSSIER_INTROUVABLE,
    SORTIE_ECRITURE_IMPOSSIBLE,
    SORTIE_REUSSIE,
)


def comparer_les_equipes(sources, fournis, dossier_fourni=None):
    """Retourne (paires, {nom : Equipe}, fournis) : les équipes ``sources`` ({nom : {fichier : texte}})
    comparées deux à deux, sans leurs fichiers ``fournis`` ({nom : noms}) ni le code du ``dossier_fourni``.

    Lève LectureImpossible si le Java ne se lit pas (tree-sitter absent).
    """
    equipes = {nom: Equipe(nom, fichiers, set(fournis.get(nom, ()))) for nom, fichiers in sources.items()}
    for equipe in equipes.values():
        equipe.preparer()
    code_fourni = Equipe("fourni", fichiers_d_un_dossier(Path(dossier_fourni)) if dossier_fourni else {})
    code_fourni.preparer()
    paires = comparer_la_classe(list(equipes.values()), code_fourni.empreintes)
    return paires, equipes, fournis


def analyser_la_classe(fichiers_par_equipe, sortie, dossier_fourni=None):
    """Compare les équipes et écrit le rapport dans ``sortie`` ; retourne (paires, fournis par équipe)."""
    fournis, _ = fichiers_fournis_de_la_classe(fichiers_par_equipe, dossier_fourni)
    paires, equipes, _ = comparer_les_equipes(fichiers_par_equipe, fournis, dossier_fourni)
    ecrire_le_rapport(Path(sortie), paires, equipes, fournis)
    return paires, fournis


def lire_la_classe(remises_donnees, brouillon, dossier_fourni=None):
    """Retourne ({équipe : {nom : texte}}, {équipe : fichiers du cours}) de la classe préparée sous
    ``brouillon`` ; une remise qui ne se lit pas est écartée (et dite)."""
    remises = trouver_les_remises(remises_donnees, brouillon / "remises")
    classe = preparer_la_classe(remises, brouillon, dossier_fourni)
    sources, fournis = {}, {}
    for numero, remise in enumerate(remises):
        if numero not in classe.sources:
            raison = remise.probleme or "ni paquet Python ni sources Java"
            print(f"des-corriger similarite : {remise.equipe} écartée ({raison})", file=sys.stderr)
            continue
        nom = nom_unique(remise.equipe, sources)
        sources[nom], fournis[nom] = classe.sources[numero], classe.fournis[numero]
    return sources, fournis


def nom_unique(nom, pris):
    """Retourne ``nom``, ou « nom (2) »… s'il est déjà dans ``pris``."""
    unique, numero = nom, 2
    while unique in pris:
        unique, numero = f"{nom} ({numero})", numero + 1
    return unique


def ajouter_les_options(analyseur):
    """Ajoute à ``analyseur`` les options de la sous-commande ``similarite`` ; ne retourne rien."""
    analyseur.add_argument("remises", metavar="REMISES",
                           help="l'archive zip de Moodle, le dossier des remises (un dossier ou un zip par"
                                " équipe) ou celui d'une équipe : ce que prend « des-corriger classe »")
    analyseur.add_argument("--sortie", required=True, metavar="DOSSIER",
                           help="le dossier où écrire similarite.csv et similarite.html")
    analyseur.add_argument("--fourni", metavar="DOSSIER",
                           help="le dossier des fichiers donnés par le cours (jamais comptés aux équipes)")


def verifier_les_entrees(options):
    """Retourne (le code de sortie, le message) si une entrée manque, sinon None."""
    remises = Path(options.remises)
    if not remises.exists():
        return SORTIE_DOSSIER_INTROUVABLE, f"les remises « {options.remises} » sont introuvables"
    if remises.is_file() and remises.suffix.lower() != ".zip":
        return SORTIE_DONNEES_INVALIDES, (f"« {options.remises} » n'est ni un dossier ni une archive zip"
                                          " (celle que donne Moodle)")
    if options.fourni and not Path(options.fourni).is_dir():
        return SORTIE_DOSSIER_INTROUVABLE, f"le dossier --fourni « {options.fourni} » est introuvable"
    return None


def executer(options):
    """Écrit le rapport de similarité de la classe ; retourne le code de sortie (voir l'en-tête)."""
    probleme = verifier_les_entrees(options)
    if probleme is not None:
        print(f"des-corriger similarite : {probleme[1]}", file=sys.stderr)
        return probleme[0]
    brouillon = Path(tempfile.mkdtemp(prefix="similarite-"))
    try:
        return comparer_et_ecrire(options, brouillon)
    finally:
        shutil.rmtree(brouillon, ignore_errors=True)


def comparer_et_ecrire(options, brouillon):
    """Prépare la classe dans ``brouillon``, la compare et écrit le rapport ; retourne le code de sortie."""
    try:
        sources, fournis = lire_la_classe(Path(options.remises).resolve(), brouillon, options.fourni)
    except RemiseIllisible as probleme:
        print(f"des-corriger similarite : l'archive des remises ne se lit pas : {probleme}", file=sys.stderr)
        return SORTIE_DONNEES_INVALIDES
    if not sources:
        print(f"des-corriger similarite : aucune remise lisible dans {lisible(options.remises)}",
              file=sys.stderr)
        return SORTIE_DONNEES_INVALIDES
    try:
        paires, equipes, _ = comparer_les_equipes(sources, fournis, options.fourni)
        ecrire_le_rapport(Path(options.sortie), paires, equipes, fournis)
    except LectureImpossible as probleme:
        print(f"des-corriger similarite : {probleme}", file=sys.stderr)
        return probleme.code
    except OSError as probleme:
        print(f"des-corriger similarite : impossible d'écrire le rapport ({erreur_en_francais(probleme)})",
              file=sys.stderr)
        return SORTIE_ECRITURE_IMPOSSIBLE
    equipes_ = f"{len(sources)} équipe{'s' if len(sources) > 1 else ''}"
    paires_ = f"{len(paires)} paire{'s' if len(paires) > 1 else ''}"
    print(f"{equipes_}, {paires_} avec du code en commun : {Path(options.sortie) / PAGE}")
    return SORTIE_REUSSIE
