"""Compiler une remise Java comme l'IDE de l'équipe la lance : sa classe principale, depuis ses sources.

Explication : une vraie remise est un projet Eclipse ou IntelliJ (``src/``,
``bin/`` et ses vieux ``.class``, ``.project``, des tests JUnit sous ``src/``
ou ``test/``), parfois deux copies du projet dans l'archive d'un dépôt. On
y cherche la classe principale (``public static void main``), hors des
fichiers de tests ; s'il y en a plusieurs, on en choisit une (celle qui porte
le nom du jeu, puis hors d'une copie de sauvegarde, puis la moins profonde,
puis la première par ordre des chemins) et on dit laquelle. On la compile depuis sa racine de sources
(``javac -sourcepath``) : javac ne compile que ce que le programme utilise,
comme l'IDE le lance ; les tests, JUnit, les vieux ``.class``, l'autre copie
du projet et les fichiers égarés ne comptent pas. Si cela échoue, on essaie
encore toutes les sources de cette racine (hors tests) : une classe écrite
dans le fichier d'une autre ne se trouve pas par son nom. Si rien ne se
compile, les premières erreurs de javac sont citées, avec fichier et ligne.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import codecs
import re
import shlex
import shutil
import subprocess
from dataclasses import dataclass

from yum.correction.bac_a_sable import (
    copier_sans_liens_suivis,
    dossier_de_travail,
    lancer,
    limites_de_javac,
    retirer,
    tentatives_de_la_sonde,
)
from yum.correction.lecture.java import (
    ENCODAGES_JAVA,
    classes_principales,
    est_un_test,
    lire_source,
    remarque_du_choix,
)
from yum.correction.programme.console import PAUSES_RACCOURCIES
from yum.correction.programme.pauses_java import raccourcir_les_pauses_java

# Le délai de la compilation d'une remise Java, en secondes.
DELAI_DE_COMPILATION = 120
# Le début d'une ligne d'erreur de javac : « chemin/Fichier.java:12: error: … ».
MOTIF_ERREUR_DE_JAVAC = re.compile(r"^\S[^\n]*?\.java:\d+: (?:error|erreur) ?:", re.MULTILINE)
# Combien des premières erreurs de javac citer dans le retour d'une équipe.
ERREURS_CITEES = 5
# La longueur maximale du message de javac cité, en caractères (le début est gardé).
MESSAGE_DE_JAVAC_CITE = 2000
# Le début du nom des fichiers de métadonnées que le Finder de macOS glisse dans un zip (« ._Yum.java »).
PREFIXE_APPLEDOUBLE = "._"
# Les options de la JVM du programme : le texte en UTF-8 (les accents arrivent tels quels) ; le seul
# compilateur à la volée rapide, le ramasse-miettes série et sans fichier de mesures : une partie courte
# coûte un dixième de processeur en moins (mesuré : 14 s au lieu de 16 s pour 27 tests), sans ralentir
# un calcul long (« -Xint » coûterait moins encore, mais un programme qui calcule passerait pour bloqué).
OPTIONS_DE_LA_JVM = "-Dfile.encoding=UTF-8 -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData"
# Les options de la JVM de javac : sans le compilateur à la volée optimisant ni le ramasse-miettes
# parallèle, une compilation courte prend moitié moins de temps (mesuré : 0,9 s au lieu de 1,6 s).
# « -proc:none » : javac n'exécute aucun processeur d'annotations (il tourne pourtant dans le bac à
# sable de l'équipe : rien de ce qu'un processeur ferait n'en sortirait).
OPTIONS_DE_JAVAC = ("-J-XX:TieredStopAtLevel=1", "-J-XX:+UseSerialGC", "-proc:none")


class JavaNonCompilable(Exception):
    """La remise Java n'a pas de classe principale, ou ne se compile pas : la raison, en français."""


class OutilIntrouvable(Exception):
    """Un outil du correcteur (javac) manque sur cette machine : ce n'est pas la faute de l'équipe."""


@dataclass(frozen=True)
class Compilation:
    """Une remise Java compilée : la commande qui la lance et ce que la correction en dit (remarques)."""

    commande: str
    remarques: tuple


def encodage_des_sources(sources):
    """Retourne l'encodage commun des ``sources`` : Windows-1252 si une seule ne se lit pas en UTF-8.

    javac lit toutes les sources d'une compilation dans un même encodage.
    """
    return max((lire_source(source)[1] for source in sources), key=ENCODAGES_JAVA.index,
               default=ENCODAGES_JAVA[0])


def javac(arguments, copie, classes):
    """Lance javac avec ``arguments`` dans la boîte de l'équipe ; retourne (réussi, message de javac).

    javac tourne dans le bac à sable, comme le programme : il ne voit que
    ``copie`` (les sources, en lecture seule) et écrit dans un dossier de
    travail à lui, dont les classes sont copiées dans ``classes`` sans suivre
    de lien. Lève OutilIntrouvable si javac n'est pas installé.
    """
    if shutil.which("javac") is None:
        raise OutilIntrouvable("javac est introuvable : installez un JDK (17 ou plus)")
    sortie = dossier_de_travail("javac-")
    arguments = [str(sortie) if argument == str(classes) else argument for argument in arguments]
    try:
        processus = lancer(["javac", *OPTIONS_DE_JAVAC, "-nowarn", *arguments], limites_de_javac(), sortie,
                           lectures=[copie], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE)
        try:
            sorties = processus.communicate(timeout=DELAI_DE_COMPILATION)
        except subprocess.TimeoutExpired:
            processus.kill()
            processus.communicate()
            return False, f"javac n'a pas fini en {DELAI_DE_COMPILATION} s"
        tentatives_de_la_sonde(processus)
        reussi = processus.returncode == 0
        if reussi:
            copier_sans_liens_suivis(sortie, classes)
    finally:
        retirer(sortie)
    message = (sorties[1] or sorties[0]).decode("utf-8", errors="replace")
    return reussi, message.replace(str(copie) + "/", "").replace(str(sortie), str(classes))


def premieres_erreurs(message):
    """Retourne le début du message de javac : ses ``ERREURS_CITEES`` premières erreurs et leur nombre."""
    debuts = [trouve.start() for trouve in MOTIF_ERREUR_DE_JAVAC.finditer(message)]
    if len(debuts) > ERREURS_CITEES:
        autres = len(debuts) - ERREURS_CITEES
        message = (message[:debuts[ERREURS_CITEES]].rstrip()
                   + (f"\n(… {autres} autres erreurs)" if autres > 1 else "\n(… 1 autre erreur)"))
    if len(message) > MESSAGE_DE_JAVAC_CITE:
        message = message[:MESSAGE_DE_JAVAC_CITE].rstrip() + "\n(…)"
    return message.strip()


def sources_du_programme(racine):
    """Retourne les sources de la racine ``racine``, hors fichiers de tests et fichiers « ._X.java » du Finder
    de macOS (des métadonnées, pas du Java : lus en Windows-1252, ils faisaient compiler toutes les sources
    dans cet encodage, et javac refusait les caractères UTF-8 des autres), dans l'ordre des chemins.

    Les dossiers de tests comptent sous la racine seulement (elle peut être sous un dossier « tests »).
    """
    return sorted(chemin for chemin in racine.rglob("*.java") if chemin.is_file() and not chemin.is_symlink()
                  and not chemin.name.startswith(PREFIXE_APPLEDOUBLE)
                  and not est_un_test(chemin, lire_source(chemin)[0], racine))


def compiler_la_principale(copie, principale, classes):
    """Compile la classe ``principale`` et ce qu'elle utilise dans ``classes`` ; retourne les remarques.

    D'abord par ``-sourcepath`` (ce que le programme utilise), puis, en
    secours, toutes les sources de sa racine hors tests. Lève
    JavaNonCompilable avec les premières erreurs de la première tentative.
    """
    sources = sources_du_programme(principale.racine)
    communes = ["-encoding", encodage_des_sources(sources), "-d", str(classes), "-cp", str(classes),
                "-implicit:class"]
    reussi, message = javac([*communes, "-sourcepath", str(principale.racine), str(principale.source)], copie,
                            classes)
    if reussi:
        return ()
    encodage = lire_source(principale.source)[1]
    if encodage != communes[1]:
        # Une seule source de la racine, peut-être inutilisée (le brouillon d'un coéquipier en
        # Windows-1252), faisait tout lire dans son encodage, et javac refusait les caractères UTF-8 des
        # autres (relecture du 28 novembre, la nuit, J52) : l'encodage de la classe principale, essayé aussi.
        autres = ["-encoding", encodage, *communes[2:]]
        if javac([*autres, "-sourcepath", str(principale.racine), str(principale.source)], copie, classes)[0]:
            return ()
    secours, _ = javac([*communes, *map(str, sources)], copie, classes) if sources else (False, "")
    if secours:
        return ("la classe principale ne se compile pas seule depuis sa racine de sources (une classe écrite"
                " dans le fichier d'une autre ?) : toutes les sources de cette racine ont été compilées",)
    raise JavaNonCompilable(f"le programme Java ne se compile pas :\n{premieres_erreurs(message)}")


def compiler_java(copie, sources, classes):
    """Compile le programme Java de ``copie`` (``sources`` : ses fichiers .java) dans ``classes``.

    Retourne la ``Compilation`` (la commande qui lance le programme, les
    remarques). Lève JavaNonCompilable si aucune classe n'a de main ou si
    rien ne se compile, OutilIntrouvable si javac manque.
    """
    principales = classes_principales(copie, sources)
    if not principales:
        raise JavaNonCompilable("aucune classe Java de la remise (hors fichiers de tests) n'a de méthode"
                                " public static void main")
    classes.mkdir(parents=True, exist_ok=True)
    principale = principales[0]
    sans_bom = retirer_les_bom(sources)
    remarques = compiler_la_principale(copie, principale, classes)
    # Le programme se joue en console : ses pauses (Thread.sleep) cinquante fois plus courtes.
    raccourcir_les_pauses_java(classes, PAUSES_RACCOURCIES)
    choix = remarque_du_choix(copie, principales)
    commande = f"java {OPTIONS_DE_LA_JVM} -cp {shlex.quote(str(classes))} {shlex.quote(principale.nom)}"
    bom = (f"un BOM (U+FEFF, invisible) ouvrait {', '.join(chemin.name for chemin in sans_bom)} : javac le"
           " refuse (« illegal character '\\ufeff' »), Eclipse non ; le correcteur l'a retiré de sa copie",)
    return Compilation(commande, ((choix,) if choix else ()) + (bom if sans_bom else ()) + remarques)


def retirer_les_bom(sources):
    """Retire le BOM UTF-8 du début des ``sources`` qui en ont un (la copie du correcteur, jamais la remise :
    modifie ces fichiers) ; retourne leurs chemins.

    Relecture du 28 novembre, la nuit (J4) : un BOM, qu'écrivent le Bloc-notes de Windows et parfois
    Eclipse, faisait échouer javac : 0/40, « non notable ».
    """
    retires = []
    for chemin in sources:
        octets = chemin.read_bytes()
        if octets.startswith(codecs.BOM_UTF8):
            chemin.write_bytes(octets[len(codecs.BOM_UTF8):])
            retires.append(chemin)
    return retires
