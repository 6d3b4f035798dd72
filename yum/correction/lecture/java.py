"""Lire un projet Java sans le compiler : ses fichiers de tests, ses classes principales, laquelle jouer.

Explication : parmi les classes qui ont un ``main`` (hors fichiers de tests
JUnit ou TestNG et hors dossier ``test``), la classe jouée est celle qu'aucune
autre n'utilise, puis celle qui lit l'entrée (elle-même ou par les classes
qu'elle utilise), puis celle qui porte le nom du jeu, puis celle qui n'est pas
dans une copie de sauvegarde (« TP1 -
Copie », « old »…, jugée sur les seuls dossiers propres à chaque candidate),
puis la moins profonde, puis la première par ordre des chemins. La
compilation (``classe/java.py``) part de ce choix ; la fiche de qualité et la
similarité lisent la racine de sources de la classe choisie, jamais l'autre
copie d'un dépôt.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from yum.correction.lecture.jetons import NOM, jetons_java

# Les encodages essayés pour les sources Java, dans l'ordre.
ENCODAGES_JAVA = ("UTF-8", "windows-1252")
# La déclaration de la méthode principale d'une classe Java : public et static, dans n'importe quel ordre,
# parmi d'autres modificateurs (« public final static void main »). « void main( » se cherche d'abord, puis
# les modificateurs juste devant, mot à mot à rebours, sur ``FENETRE_DES_MODIFICATEURS`` caractères : une
# seule expression, qui essayait chaque mot comme le début des modificateurs, prenait un temps quadratique
# (tour 65 : « static » répété 300 000 fois dans un fichier arrêtait la classe entière des heures).
VOID_MAIN = re.compile(r"\bvoid\s+main\s*\(")
MODIFICATEURS_DU_MAIN = frozenset({"public", "static", "final", "synchronized", "strictfp"})
MODIFICATEURS_VOULUS = frozenset({"public", "static"})
FENETRE_DES_MODIFICATEURS = 200
# Un nom de classe Java (le nom d'un fichier qui en déclare une) : des lettres, chiffres, « _ », « $ ».
NOM_DE_CLASSE_JAVA = re.compile(r"[^\W\d][\w$]*")
# La déclaration de paquet d'un fichier Java.
MOTIF_PACKAGE = re.compile(r"^[^\S\n]*package\s+([\w.]+)\s*;", re.MULTILINE)
# Les importations d'un fichier de tests (JUnit 4 ou 5, TestNG) : jamais le programme.
MOTIF_DE_TEST = re.compile(r"^[^\S\n]*import\s+(static\s+)?(org\.junit|junit\.|org\.testng)", re.MULTILINE)
# Les dossiers de tests d'un projet (Eclipse, IntelliJ, Maven : ``test/``, ``src/test/java``).
DOSSIERS_DE_TESTS = {"test", "tests"}
# Le mot que porte le nom de la classe principale du jeu : à choisir d'abord parmi plusieurs.
NOM_DU_JEU = "yum"
# Une classe de tests écrite à la main, sans JUnit (« TestYum », « YumTest ») : jamais jouée devant le jeu
# (relecture du 28 novembre, le soir : « TestYum » passait devant « Jeu » pour le mot « yum », 0/40).
NOM_DE_CLASSE_DE_TEST = re.compile(r"^Test[A-Z0-9_]|[a-z0-9]Tests?$")
# Le dossier des sources d'un projet d'Eclipse ou d'IntelliJ : une classe hors de lui (un vieil essai à la
# racine du projet) passe après celles qui y sont.
DOSSIER_DES_SOURCES = "src"
# Les noms de dossiers d'une copie de sauvegarde du projet (« TP1 - Copie », « ancien », « backup ») :
# sa classe principale passe après celle du projet.
# « old » entre deux non-lettres : « TP1_old », « old-TP1 » (« \bold\b » manquait « _old », « _ » étant une
# lettre pour « \b »), jamais « golden » ni « holder ».
MOTIF_DE_COPIE = re.compile(r"cop(ie|y)|(?<![a-z])old(?![a-z])|ancien|vieux|backup|sauvegarde", re.IGNORECASE)
# La version remise, dite par son nom (« TP1_final », « TP1_v2_FINAL », « rendu ») : devant les autres.
MOTIF_DE_VERSION_FINALE = re.compile(r"final|rendu|livrable", re.IGNORECASE)

# Ce qui lit l'entrée d'un programme Java, en jetons : « System.in » (un Scanner, un BufferedReader) ou
# « System.console() ». Un programme de Yum pose des questions ; un main d'essai dans un module, ou le Main
# d'exemple d'IntelliJ (« Hello and welcome! »), non.
LECTURES_DE_L_ENTREE = (("System", ".", "in"), ("System", ".", "console"))

# Un numéro dans un nom de dossier : à égalité, la version la plus haute passe devant (« TP1_v2 »).
NOMBRE_D_UN_NOM = re.compile(r"(\d+)")
# Le numéro de version au bout d'un nom, après un séparateur ou un « v » (« TP1_final_v2 », « Yum 3 »,
# « TP1 (2) », « TP1-version 4 ») ; le « 1 » de « TP1 », collé au nom, n'en est pas un.
SUFFIXE_DE_VERSION = re.compile(r"(?P<base>.*?\S)(?:[\s_-]+(?:v|ver|version)?|v|ver|version)\s*"
                                r"(?P<copie>\()?(?P<numero>\d+)\)?", re.IGNORECASE)
# La version d'un nom qui n'en porte pas : la première.
VERSION_SANS_NUMERO = 1


def cle_des_versions(dossiers):
    """Retourne la clé de tri d'un chemin de ``dossiers`` (ses noms) : d'abord celui qui se dit final
    (``MOTIF_DE_VERSION_FINALE`` : « TP1_final » avant « TP1 »), puis l'ordre des noms sans leur numéro de
    version, le plus haut numéro d'abord (« TP1_final_v2 » avant « TP1_final », qui est la version 1),
    puis l'ordre des noms, sauf que leurs nombres vont du plus grand au plus petit (« TP1_v2 » avant
    « TP1_v1 », « version 10 » avant « version 9 ») ; deux copies d'un projet, la plus récente porte
    d'ordinaire le plus grand numéro."""
    finale = any(MOTIF_DE_VERSION_FINALE.search(dossier) for dossier in dossiers)
    return (not finale, tuple((morceaux_d_un_nom(base), -version, morceaux_d_un_nom(dossier))
                              for dossier in dossiers for base, version in [base_et_version(dossier)]))


def morceaux_d_un_nom(nom):
    """Retourne la clé de tri du nom ``nom`` : ses morceaux, un nombre du plus grand au plus petit."""
    return tuple((1, -int(morceau)) if morceau.isdecimal() else (0, morceau)
                 for morceau in NOMBRE_D_UN_NOM.split(nom) if morceau)


def base_et_version(nom):
    """Retourne (le nom sans son numéro de version, ce numéro) : (« TP1_final », 2) pour « TP1_final_v2 »,
    (« Yum », 3) pour « Yum 3 », (« TP1 », 2) pour « TP1 (1) » ; un nom sans numéro de version est la
    version 1 (« TP1 » : le 1 fait partie du nom).

    Tour 62 : « TP1_final » passait devant « TP1_final_v2 » (un nom qui commence l'autre), et la vieille
    version, sans la question « rejouer ? », était corrigée : 31,25/40.
    """
    trouve = SUFFIXE_DE_VERSION.fullmatch(nom)
    if trouve is None or not trouve.group("numero").isdecimal():
        return nom, VERSION_SANS_NUMERO
    # Un numéro entre parenthèses est celui d'une copie téléchargée de nouveau : « TP1 (1) », le second
    # téléchargement d'un navigateur, est plus récent que « TP1 » (relecture du 28 novembre au soir).
    return trouve.group("base"), int(trouve.group("numero")) + bool(trouve.group("copie"))


@dataclass(frozen=True)
class Principale:
    """Une classe qui a un ``main`` : son nom complet, son fichier, la racine de ses sources."""

    nom: str
    source: Path
    racine: Path


def a_un_main(texte):
    """Retourne vrai si ``texte`` (une source Java) déclare « public static void main( », ses modificateurs
    dans n'importe quel ordre (``VOID_MAIN``).

    >>> a_un_main("final static public void main (String[] a)"), a_un_main("static void main(String[] a)")
    (True, False)
    """
    for trouve in VOID_MAIN.finditer(texte):
        devant = texte[max(0, trouve.start() - FENETRE_DES_MODIFICATEURS):trouve.start()]
        if devant and not devant[-1].isspace():
            continue
        modificateurs = set()
        for mot in reversed(devant.split()):
            if mot not in MODIFICATEURS_DU_MAIN:
                break
            modificateurs.add(mot)
        if MODIFICATEURS_VOULUS <= modificateurs:
            return True
    return False


def lire_source(chemin):
    """Retourne (texte, encodage) d'une source Java : UTF-8, ou Windows-1252 si UTF-8 ne se lit pas."""
    octets = chemin.read_bytes()
    for encodage in ENCODAGES_JAVA:
        try:
            return octets.decode(encodage), encodage
        except UnicodeDecodeError:
            continue
    return octets.decode(ENCODAGES_JAVA[-1], errors="replace"), ENCODAGES_JAVA[-1]


def est_un_test(chemin, texte, copie):
    """Retourne vrai si la source est un fichier de tests (JUnit, TestNG, ou sous un dossier ``test/``)."""
    dossiers = {partie.lower() for partie in chemin.relative_to(copie).parts[:-1]}
    return bool(MOTIF_DE_TEST.search(texte)) or bool(DOSSIERS_DE_TESTS & dossiers)


def racine_des_sources(chemin, paquet):
    """Retourne la racine des sources d'un fichier de paquet ``paquet`` (« » : le paquet par défaut).

    Le dossier du fichier, remonté d'un cran par nom du paquet ; si les
    dossiers ne suivent pas le paquet, le dossier du fichier lui-même.
    """
    noms = paquet.split(".") if paquet else []
    dossier = chemin.parent
    if noms and list(dossier.parts[-len(noms):]) == noms:
        for _ in noms:
            dossier = dossier.parent
    return dossier


def classes_principales(copie, sources):
    """Retourne les classes principales des ``sources`` (hors fichiers de tests), dans l'ordre du choix.

    Celles d'un dossier de tests, ou nommées comme des tests (``NOM_DE_CLASSE_DE_TEST``), ne comptent que
    s'il n'y en a aucune autre.
    D'abord celles qu'aucune autre source de leur racine n'utilise, puis celles qui lisent l'entrée
    (``role_dans_sa_racine``), puis celles qui portent le nom du jeu, puis celles hors d'une copie de
    sauvegarde, puis celles d'un dossier ``src/`` devant une classe du même nom hors de lui, puis les moins
    profondes, puis la version la plus haute
    (``cle_des_versions``), puis par ordre des chemins.
    """
    principales, sous_un_dossier_test = [], []
    for chemin in sources:
        texte, _ = lire_source(chemin)
        # Un nom de fichier qui n'est pas un nom de classe Java (« -Dinjecte=OUI Yum.java », tour 65 : une
        # option passée à la JVM) ne nomme jamais la classe jouée.
        if (not NOM_DE_CLASSE_JAVA.fullmatch(chemin.stem) or not a_un_main(texte)
                or MOTIF_DE_TEST.search(texte)):
            continue
        trouve = MOTIF_PACKAGE.search(texte)
        paquet = trouve.group(1) if trouve else ""
        nom = f"{paquet}.{chemin.stem}" if paquet else chemin.stem
        principale = Principale(nom, chemin, racine_des_sources(chemin, paquet))
        de_tests = est_un_test(chemin, texte, copie) or NOM_DE_CLASSE_DE_TEST.search(chemin.stem)
        (sous_un_dossier_test if de_tests else principales).append(principale)
    # Tout le projet sous un dossier « test » (« tests/TP1/src ») : ses classes restent des candidates.
    candidates = principales or sous_un_dossier_test
    commun = dossiers_communs([principale.source for principale in candidates], copie)
    noms = Counter(principale.source.stem for principale in candidates)
    doublons = {nom for nom, nombre in noms.items() if nombre > 1}
    if len(candidates) < 2:
        return candidates
    usages = {chemin: usages_de_la_source(chemin) for chemin in sources
              if not est_un_test(chemin, lire_source(chemin)[0], copie)
              and not NOM_DE_CLASSE_DE_TEST.search(chemin.stem)}
    return sorted(candidates, key=lambda principale: (*role_dans_sa_racine(principale, usages),
                                                      *ordre_du_choix(copie, principale, commun, doublons)))


def usages_de_la_source(chemin):
    """Retourne (les noms qu'écrit la source ``chemin``, hors commentaires et textes ; vrai si elle lit
    l'entrée, ``LECTURES_DE_L_ENTREE``), lus par tree-sitter."""
    jetons = jetons_java(lire_source(chemin)[0])
    textes = [jeton.texte for jeton in jetons]
    lit = any(tuple(textes[rang:rang + 3]) in LECTURES_DE_L_ENTREE for rang in range(len(textes) - 2))
    return frozenset(jeton.texte for jeton in jetons if jeton.forme == NOM), lit


def role_dans_sa_racine(principale, usages):
    """Retourne la clé du rôle de ``principale`` parmi les sources de sa racine (``usages`` : celles hors
    tests, ``usages_de_la_source``) : d'abord une classe qu'aucune autre n'utilise, puis une classe qui lit
    l'entrée, elle-même ou par les classes qu'elle utilise.

    Relecture du 28 novembre, la nuit : le main d'essai d'un module (« ModDes », utilisé par le jeu), le
    Main d'exemple d'IntelliJ (qui ne lit rien) ou « ReglesYum » passaient devant « Principal » ou « Yum »
    par l'ordre des noms : 0/40.
    """
    voisines = {chemin.stem: chemin for chemin in usages
                if chemin != principale.source and chemin.is_relative_to(principale.racine)}
    utilisee = any(principale.source.stem in usages[chemin][0] for chemin in voisines.values())
    vues, a_voir, lit = {principale.source}, [principale.source], False
    while a_voir and not lit:
        chemin = a_voir.pop()
        noms, lit = usages.get(chemin, (frozenset(), False))
        for nom in noms & voisines.keys():
            if voisines[nom] not in vues:
                vues.add(voisines[nom])
                a_voir.append(voisines[nom])
    return utilisee, not lit


def dossiers_communs(sources, copie):
    """Retourne combien de dossiers (depuis ``copie``) toutes les ``sources`` ont en commun au début."""
    parties = [source.relative_to(copie).parts[:-1] for source in sources]
    commun = 0
    while parties and all(len(partie) > commun and partie[commun] == parties[0][commun]
                          for partie in parties):
        commun += 1
    return commun


def ordre_du_choix(copie, principale, commun=0, doublons=frozenset()):
    """Retourne la clé de tri d'une classe principale parmi plusieurs (voir ``classes_principales``).

    Seuls les dossiers propres à la classe comptent pour reconnaître une copie de sauvegarde : les
    ``commun`` premiers, partagés par toutes (« depot_deux_copies/… », le nom d'une archive), non. Une
    classe hors d'un dossier ``src/`` ne passe après qu'une classe du même nom (``doublons``) : un vieil
    essai de « Yum.java » à la racine du projet, non le jeu d'un projet sans ``src/``.
    """
    relatif = principale.source.relative_to(copie)
    dans_une_copie = any(MOTIF_DE_COPIE.search(dossier) for dossier in relatif.parts[commun:-1])
    du_jeu = NOM_DU_JEU in principale.source.stem.lower()
    hors_des_sources = (principale.source.stem in doublons
                        and DOSSIER_DES_SOURCES not in relatif.parts[commun:-1])
    return (not du_jeu, dans_une_copie, hors_des_sources, len(relatif.parts),
            cle_des_versions(relatif.parts[:-1]), str(relatif))


def remarque_du_choix(copie, principales):
    """Retourne la remarque qui dit quelle classe principale est jouée quand il y en a plusieurs, ou None."""
    if len(principales) < 2:
        return None
    autres = ", ".join(str(principale.source.relative_to(copie)) for principale in principales[1:])
    choisie = principales[0]
    return (f"plusieurs classes ont un main : celle qui est jouée est {choisie.nom}"
            f" ({choisie.source.relative_to(copie)}) ; les autres : {autres}")
