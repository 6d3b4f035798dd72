"""La fiche de qualité d'un paquet d'équipe : les 60 % du §8 de l'énoncé, préparés pour qui corrige.

Explication : le §8 de l'énoncé du TP1 d'INF111 donne 60 % de la note à la
qualité du code, en 23 critères (noms, constantes, commentaires, découpage,
répétitions, affichage dans un calcul…). Aucun programme ne note ces critères :
une personne le fait. Ce module lui prépare le travail. Il lit le code d'une
équipe, sans jamais l'exécuter (``ast`` et ``tokenize`` pour Python,
tree-sitter et sa grammaire Java pour Java), et relève, critère par critère, ce qu'il voit,
avec le lieu (``fichier.py:ligne``) et sa certitude :

- « sûr » : le fait mesuré est la faute même que le critère nomme (une fonction
  sans aucun commentaire, un commentaire en bout de ligne) ;
- « probable » : le fait est mesuré, mais la faute reste à confirmer (un nombre
  écrit tel quel peut aller de soi, une longue fonction peut se défendre) ;
- « à juger » : ce qu'aucun programme ne peut juger (un nom est-il clair ? un
  commentaire est-il utile ?), avec les endroits à regarder d'abord.

La fiche ne donne jamais de note : sa première ligne le dit.

Noms publics, pour le correcteur de la classe (``yum.correction.classe``) :

- ``fiche_de_qualite(dossier) -> list[Constat]`` : la fiche, comme données ;
  lève ``FicheImpossible`` (son attribut ``code`` est le code de sortie) si
  le dossier n'existe pas ou ne contient ni Python ni Java ;
- ``formater_fiche(constats, nom) -> str`` : la fiche en Markdown, en français ;
- ``Constat`` (critere, titre, fichier, ligne, message, certitude, lieux) et les
  certitudes ``SUR``, ``PROBABLE``, ``A_JUGER``.

En ligne de commande : ``des-corriger qualite DOSSIER_DU_PAQUET`` affiche la
fiche ; codes de sortie (``yum.correction.sorties``) : 0 la fiche est
affichée, 2 options invalides, 65 ni Python ni Java dans le dossier,
66 dossier introuvable, 69 Java illisible (tree-sitter absent de l'installation).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
Références : énoncé « INF111 A2021, Travail pratique 1 : le jeu de Yum », §4 et §8 ;
PEP 8 (présentation du code Python) ; conventions de code Java d'Oracle (noms).
"""

import sys
from dataclasses import replace
from pathlib import Path

from yum.correction.lecture.fournis import CodeFourni, fichiers_d_un_dossier, fichiers_fournis_de_l_equipe
from yum.correction.lecture.noms import en_code, lisible
from yum.correction.lecture.sources import (
    est_un_fichier_de_tests,
    fichiers_du_paquet,
    lire_source_python,
    lire_texte,
)
from yum.correction.qualite.constats import (
    A_JUGER,
    CRITERES,
    ORDRE_DES_CRITERES,
    PROBABLE,
    SUR,
    FicheImpossible,
    constat,
)
from yum.correction.qualite.java import (
    constantes_java,
    jetons_java,
    lire_java,
    methodes_qui_lisent,
    points_a_juger_java,
    verifier_java,
    verifier_tableaux_java,
)
from yum.correction.qualite.python.a_juger import points_a_juger
from yum.correction.qualite.python.affichage import verifier_affichage_dans_un_calcul
from yum.correction.qualite.python.arbre import constantes_du_paquet
from yum.correction.qualite.python.boucles import verifier_boucles
from yum.correction.qualite.python.code_inutile import verifier_code_inutile
from yum.correction.qualite.python.commentaires import (
    verifier_commentaires_des_constantes,
    verifier_commentaires_des_fonctions,
    verifier_commentaires_en_bout_de_ligne,
    verifier_entete,
    verifier_francais,
)
from yum.correction.qualite.python.decoupage import verifier_decoupage
from yum.correction.qualite.python.etat import verifier_etat_du_module
from yum.correction.qualite.python.nombres import verifier_nombres
from yum.correction.qualite.python.noms import verifier_constantes_en_minuscules, verifier_noms
from yum.correction.qualite.python.presentation import verifier_aeration
from yum.correction.qualite.python.repetitions import jetons_python
from yum.correction.qualite.python.tableaux import verifier_tableaux
from yum.correction.qualite.references import verifier_references
from yum.correction.qualite.repetitions import constats_de_repetitions
from yum.correction.qualite.seuils import JETONS_MIN_REPETITION, LIGNES_PAR_PAGE, PROFONDEUR_MAX
from yum.correction.sorties import (
    SORTIE_DONNEES_INVALIDES,
    SORTIE_DOSSIER_INTROUVABLE,
    SORTIE_REUSSIE,
)

# --- Les codes de sortie de la commande ---------------------------------------

# Les codes de sortie, ceux de toutes les sous-commandes (``yum.correction.sorties``) : la fiche est
# affichée ; le dossier donné n'existe pas ; il ne contient aucun fichier Python ni Java.
SORTIE_FICHE = SORTIE_REUSSIE
SORTIE_RIEN_A_LIRE = SORTIE_DONNEES_INVALIDES
# Les noms des fichiers que le cours donne aux équipes (« Ne touchez pas à ce module ») : sans --fourni,
# la fiche d'une équipe qui en a prévient qu'ils y sont comptés.
# La taille, en octets, au-delà de laquelle un fichier n'est pas mesuré : huit fois les 800 lignes de
# l'énoncé, et bien plus. Un module de 3,6 Mo (tour 65) tenait la fiche plus d'une minute et demie dans le
# processus de la commande, et la classe entière attendait.
TAILLE_MESUREE_AU_PLUS = 256 * 1024
NOMS_DU_COURS = ("ModAffichage.java", "Constantes.java", "affichage.py", "constantes.py")


# --- La fiche entière ---------------------------------------------------------

# L'ordre des certitudes dans la fiche : le plus sûr d'abord.
ORDRE_DES_CERTITUDES = (SUR, PROBABLE, A_JUGER)


def fiche_python(sources):
    """Retourne les constats des modules Python ``sources`` (un paquet)."""
    constantes = constantes_du_paquet(sources)
    constats = []
    lisibles = [source for source in sources if source.arbre is not None]
    for source in sources:
        if source.arbre is None:
            constats.append(constat("8.23", source.fichier, 0, f"module illisible par Python"
                                                               f" ({source.erreur}) :"
                                    " la fiche ne le mesure pas", A_JUGER))
            continue
        for verification in (verifier_entete, verifier_commentaires_des_fonctions, verifier_noms,
                             verifier_constantes_en_minuscules, verifier_decoupage,
                             verifier_affichage_dans_un_calcul, verifier_etat_du_module,
                             verifier_commentaires_des_constantes, verifier_commentaires_en_bout_de_ligne,
                             verifier_code_inutile, verifier_boucles, verifier_aeration, verifier_francais):
            constats.extend(verification(source))
        constats.extend(verifier_nombres(source, constantes))
    suites = [suite for source in lisibles for suite in jetons_python(source)]
    constats.extend(constats_de_repetitions(suites))
    constats.extend(verifier_tableaux(lisibles, constantes))
    textes = [source.texte for source in sources]
    constats.extend(verifier_references(textes))
    constats.extend(points_a_juger(lisibles, constantes, constats))
    return constats


def fiche_java(sources):
    """Retourne les constats des fichiers Java ``sources``."""
    constantes = constantes_java(sources)
    lectrices = methodes_qui_lisent(sources)
    constats = []
    for source in sources:
        constats.extend(verifier_java(source, constantes, lectrices))
    constats.extend(constats_de_repetitions([suite for source in sources
                                             for suite in jetons_java(source)]))
    constats.extend(verifier_tableaux_java(sources, constantes))
    constats.extend(verifier_references(["\n".join(commentaire.texte for commentaire in source.commentaires)
                                         for source in sources]))
    constats.extend(points_a_juger_java())
    return constats


def cle_de_tri(constat_a_ranger):
    """Retourne la clé qui range un constat : critère, certitude, fichier, ligne."""
    return (ORDRE_DES_CRITERES.index(constat_a_ranger.critere),
            ORDRE_DES_CERTITUDES.index(constat_a_ranger.certitude),
            constat_a_ranger.fichier, constat_a_ranger.ligne, constat_a_ranger.message)


def fichiers_de_tests(dossier):
    """Retourne les chemins relatifs (triés) des fichiers de tests du dossier : JUnit, pytest…"""
    return sorted(relatif for relatif, texte in fichiers_d_un_dossier(Path(dossier)).items()
                  if est_un_fichier_de_tests(relatif, texte))


def fiche_de_qualite(dossier, seulement=None, fournis=()):
    """Retourne la fiche de qualité du paquet ``dossier`` : la liste de ses Constat, rangés.

    ``seulement``, s'il est donné, limite la lecture à ces fichiers (chemins relatifs
    au dossier) : le programme de l'énoncé, sans les ajouts d'un paquet plus grand.
    ``fournis`` : les fichiers donnés par le cours (chemins relatifs) ; ils sont lus (leurs
    constantes comptent) mais aucun constat n'y est relevé : le cours ne se corrige pas.
    Les fichiers de tests (JUnit, pytest : ``fichiers_de_tests``) ne sont ni lus ni comptés :
    la fiche les nomme à part.
    Le code n'est jamais exécuté, seulement lu. Lève FicheImpossible (code
    SORTIE_DOSSIER_INTROUVABLE ou SORTIE_RIEN_A_LIRE) si le dossier n'existe pas
    ou ne contient ni fichier Python ni fichier Java.
    """
    dossier = Path(dossier)
    if not dossier.is_dir():
        raise FicheImpossible(f"le dossier « {dossier} » n'existe pas (ou n'est pas un dossier)",
                              SORTIE_DOSSIER_INTROUVABLE)
    constats = []
    sources_python = []
    sources_java = []
    for chemin in fichiers_du_paquet(dossier, ".py") + fichiers_du_paquet(dossier, ".java"):
        relatif = lisible(chemin.relative_to(dossier).as_posix())
        if seulement is not None and relatif not in seulement:
            continue
        try:
            taille = chemin.stat().st_size
            if taille > TAILLE_MESUREE_AU_PLUS:
                constats.append(constat("8.23", relatif, 0, f"fichier de {taille // 1024} Kio, au-delà des"
                                        f" {TAILLE_MESUREE_AU_PLUS // 1024} Kio que la fiche mesure : il"
                                        " n'est pas mesuré", A_JUGER))
                continue
            if est_un_fichier_de_tests(relatif, lire_texte(chemin)):
                continue
            if chemin.suffix == ".py":
                sources_python.append(lire_source_python(chemin, dossier))
            else:
                sources_java.append(lire_java(relatif, lire_texte(chemin)))
        except OSError as erreur:
            constats.append(constat("8.23", relatif, 0, f"fichier illisible ({erreur.strerror}) : la fiche"
                                                        f" ne le"
                                    " mesure pas", A_JUGER))
    if not sources_python and not sources_java and not constats:
        raise FicheImpossible(f"le dossier « {dossier} » ne contient aucun fichier Python (.py) ni Java"
                              f" (.java)",
                              SORTIE_RIEN_A_LIRE)
    if sources_python:
        constats.extend(fiche_python(sources_python))
    if sources_java:
        constats.extend(fiche_java(sources_java))
    return sorted(set(sans_le_code_fourni(constats, fournis)), key=cle_de_tri)


def sans_le_code_fourni(constats, fournis):
    """Retourne les ``constats`` hors des fichiers ``fournis`` (leurs lieux à regarder aussi ôtés)."""
    fournis = set(fournis)
    gardes = []
    for constat_lu in constats:
        if constat_lu.fichier in fournis:
            continue
        lieux = tuple(lieu for lieu in constat_lu.lieux if lieu.rsplit(":", 1)[0] not in fournis)
        gardes.append(replace(constat_lu, lieux=lieux) if lieux != constat_lu.lieux else constat_lu)
    return gardes


# --- La fiche en Markdown -----------------------------------------------------

def pluriel(nombre, mot, mot_au_pluriel=None):
    """Retourne « 1 constat sûr », « 3 constats sûrs » : le nombre et le mot accordé."""
    return f"{nombre} {mot if nombre < 2 else mot_au_pluriel or mot + 's'}"


def formater_constat(constat_a_ecrire):
    """Retourne la ligne Markdown d'un constat : lieu, certitude, message (et lieux à regarder)."""
    if constat_a_ecrire.certitude == A_JUGER:
        ligne = f"- *à juger* : {constat_a_ecrire.message}"
        if constat_a_ecrire.fichier:
            ligne = f"- {en_code(constat_a_ecrire.emplacement)} *à juger* : {constat_a_ecrire.message}"
        if constat_a_ecrire.lieux:
            ligne += " ; regarder d'abord " + ", ".join(en_code(lieu) for lieu in constat_a_ecrire.lieux)
        return ligne
    return (f"- {en_code(constat_a_ecrire.emplacement)} ({constat_a_ecrire.certitude}) :"
            f" {constat_a_ecrire.message}")


def formater_fiche(constats, nom="le paquet", fournis=(), tests=(), avertissement=""):
    """Retourne la fiche en Markdown : sa première ligne dit qu'elle ne donne pas de note, puis une
    section par critère (§8.1 à §8.23, puis §4), chaque constat sur une ligne « fichier.py:ligne ».
    Les fichiers ``fournis`` par le cours sont nommés, comme jamais comptés à l'équipe ; les fichiers de
    ``tests`` aussi, à part des comptes ; ``avertissement`` est dit en tête s'il n'est pas vide."""
    nombres = {certitude: sum(1 for c in constats if c.certitude == certitude)
               for certitude in ORDRE_DES_CERTITUDES}
    lignes = [
        f"# Fiche de qualité de « {nom} » : aucune note, des constats pour la personne qui corrige",
        "",
        "L'énoncé (§8) donne 60 % de la note à la qualité du code ; cette fiche ne note pas, elle relève ce"
        " que"
        " le code montre, critère par critère, avec le lieu et la certitude : « sûr » (le fait mesuré est la"
        " faute que le critère nomme), « probable » (le fait est mesuré, la faute reste à confirmer), « à"
        " juger »"
        " (aucun programme ne peut en juger : où regarder d'abord).",
        "",
        f"Mesures : une page = {LIGNES_PAR_PAGE} lignes ; imbrication signalée au-delà de {PROFONDEUR_MAX}"
        f" blocs ;"
        f" répétition = au moins {JETONS_MIN_REPETITION} jetons identiques aux noms et valeurs près ; nombres"
        " tolérés partout : 0 et 1 ; -1 seulement comme indice, tranche ou argument de range().",
        "",
        f"En tout : {pluriel(nombres[SUR], 'constat sûr', 'constats sûrs')},"
        f" {pluriel(nombres[PROBABLE], 'probable')},"
        f" {pluriel(nombres[A_JUGER], 'point à juger', 'points à juger')}.",
    ]
    if avertissement:
        lignes.extend(["", f"**Attention :** {avertissement}"])
    if tests:
        lignes.extend(["", "Fichiers de tests (JUnit, pytest), mis à part et jamais comptés dans le §8 : "
                       + ", ".join(en_code(nom) for nom in sorted(tests)) + "."])
    if fournis:
        lignes.extend(["", "Code fourni par le cours, lu pour ses constantes mais jamais compté à l'équipe : "
                       + ", ".join(en_code(nom) for nom in sorted(fournis)) + "."])
    for critere in ORDRE_DES_CRITERES:
        du_critere = [c for c in constats if c.critere == critere]
        prefixe = "§" if critere == "4" else "§"
        lignes.extend(["", f"## {prefixe}{critere} {CRITERES[critere]}"])
        mesures = [c for c in du_critere if c.certitude != A_JUGER]
        if not mesures:
            lignes.append("- rien relevé par la mesure.")
        lignes.extend(formater_constat(c) for c in du_critere)
    return "\n".join(lignes) + "\n"


# --- La ligne de commande -----------------------------------------------------

def ajouter_les_options(analyseur):
    """Ajoute à ``analyseur`` les options de la sous-commande ``qualite`` ; ne retourne rien."""
    analyseur.add_argument("dossier", metavar="DOSSIER_DU_PAQUET",
                           help="le dossier du paquet Python (ou des sources Java) d'une équipe")
    analyseur.add_argument("--seulement", action="append", metavar="FICHIER",
                           help="ne lire que ce fichier du dossier (chemin relatif au dossier) ; l'option"
                                " se répète pour plusieurs fichiers")
    analyseur.add_argument("--fourni", metavar="DOSSIER",
                           help="le dossier des fichiers donnés par le cours : les mêmes fichiers de l'équipe"
                                " (aux blancs et commentaires près) ne lui sont jamais comptés")


def avertissement_sans_fourni(dossier):
    """Retourne l'avertissement d'une fiche faite sans --fourni quand le dossier a des fichiers qui portent
    le nom de ceux du cours, ou « »."""
    semblables = sorted(relatif for relatif in fichiers_d_un_dossier(dossier)
                        if Path(relatif).name in NOMS_DU_COURS)
    if not semblables:
        return ""
    return (", ".join(en_code(nom) for nom in semblables) + " " + ("portent" if len(semblables) > 1 else
            "porte") + " le nom d'un fichier que le cours donne : sans `--fourni DOSSIER`, la fiche les"
            " compte comme le code de l'équipe. Donnez le dossier du cours pour les mettre à part (une"
            " copie à peine changée comprise).")


def executer(options):
    """Affiche la fiche du dossier des options ; retourne le code de sortie (voir l'en-tête)."""
    dossier = Path(options.dossier)
    if options.fourni is not None and not Path(options.fourni).is_dir():
        print(f"des-corriger qualite : le dossier --fourni « {options.fourni} » est introuvable",
              file=sys.stderr)
        return SORTIE_DOSSIER_INTROUVABLE
    fournis, avertissement = set(), ""
    if options.fourni is not None and dossier.is_dir():
        code_fourni = CodeFourni.du_dossier(options.fourni)
        fournis = fichiers_fournis_de_l_equipe(fichiers_d_un_dossier(dossier), code_fourni)
    elif dossier.is_dir():
        avertissement = avertissement_sans_fourni(dossier)
    try:
        constats = fiche_de_qualite(dossier, options.seulement, fournis)
    except FicheImpossible as probleme:
        print(f"des-corriger qualite : {probleme}", file=sys.stderr)
        return probleme.code
    print(formater_fiche(constats, lisible(dossier.resolve().name), fournis, fichiers_de_tests(dossier),
                         avertissement), end="")
    return SORTIE_FICHE
