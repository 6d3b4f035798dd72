"""Les remises d'une classe : les trouver dans ce que Moodle donne, les nommer, les préparer une fois.

Explication : Moodle (« Télécharger tous les travaux remis ») donne une
archive zip : un dossier par remise, nommé
``Nom Prénom_123456_assignsubmission_file_``, qui contient les fichiers
remis, souvent une archive zip ; ou bien, sans dossiers, chaque fichier nommé
``Nom Prénom_123456_assignsubmission_file_regles.py`` (les fichiers d'une
même remise partagent le début de leur nom). ``trouver_les_remises`` lit
l'archive telle quelle, le dossier où on l'a extraite, ou le dossier d'une
seule équipe (un dépôt, un projet d'IDE) ; ``preparer_la_remise`` en fait la
copie de travail, une seule fois (``extraction`` : sans lien, dans les
limites). Un lien du dossier de la classe n'est jamais suivi : il est dit.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path

from yum.correction.lecture.erreurs import erreur_en_francais
from yum.correction.lecture.extraction import (
    DOSSIERS_IGNORES,
    Limites,
    RemiseIllisible,
    copier_un_fichier,
    extraire,
    preparer_la_copie,
)
from yum.correction.lecture.java import MOTIF_DE_COPIE
from yum.correction.lecture.noms import controles_en_espaces, lisible

# Le suffixe que Moodle ajoute au dossier de chaque remise.
SUFFIXE_MOODLE = "_assignsubmission_file_"
# Ce qui, dans un nom de Moodle, sépare l'équipe (« Nom Prénom_123456 ») du type de remise.
MARQUE_MOODLE = "_assignsubmission_"
# La taille maximale de l'archive d'une classe entière une fois extraite, en octets, et son nombre de
# fichiers (une classe de 200 équipes à 50 Mio chacune au plus).
CLASSE_MAXIMALE = 10 * 1024 ** 3
FICHIERS_DE_LA_CLASSE = 200_000
# Ce qui fait d'un dossier la remise d'une seule équipe : des sources, un dossier src, un fichier d'IDE,
# ce que porte un dépôt (git, son README).
SIGNES_D_UNE_REMISE = ("*.py", "*.java", "src", ".project", ".classpath", "*.iml", "pom.xml", ".git",
                       ".gitignore", "README*", "readme*")
# Le type de remise du texte en ligne de Moodle (« …_assignsubmission_onlinetext_ », un onlinetext.html) :
# quand l'équipe a aussi remis des fichiers, ce n'est pas une autre remise.
TEXTE_EN_LIGNE = "onlinetext"
# L'identifiant du participant dans le nom d'un dossier de Moodle (« Nom Prénom_123456_… »).
MOTIF_PARTICIPANT = re.compile(r"_(\d+)_assign")


@dataclass
class Remise:
    """Une remise de la classe : son équipe, son origine, sa copie de travail et ce qu'on y a trouvé.

    ``copie`` : la copie préparée (None tant qu'elle ne l'est pas) ; ``probleme`` : pourquoi elle ne se
    prépare pas (« » sinon) ; ``liens`` : les liens écartés (``cibles`` : vers quoi chacun pointe) ;
    ``programme`` : le dossier du programme corrigé dans la copie ; ``ecartees`` : les autres copies du
    projet mises de côté ; ``renommages`` : ce que la copie a renommé (une phrase chacun : la copie, déjà
    renommée, ne le dit plus au processus de l'équipe) ; ``remarques_de_la_lecture`` : ce que la lecture de
    la classe a dit d'elle (le texte en ligne de Moodle écarté), que ce processus ne refait pas non plus.
    """

    equipe: str
    origine: Path
    participant: str = ""
    langage: str = ""
    paquet: Path = None
    commande: str = ""
    notes: list = field(default_factory=list)
    copie: Path = None
    probleme: str = ""
    liens: list = field(default_factory=list)
    cibles: dict = field(default_factory=dict)
    programme: Path = None
    ecartees: list = field(default_factory=list)
    renommages: list = field(default_factory=list)
    remarques_de_la_lecture: list = field(default_factory=list)


def nom_d_equipe(chemin):
    """Retourne le nom lisible de l'équipe d'après le dossier (ou l'archive) de sa remise, sans suffixe.

    Jusqu'au dernier suffixe de Moodle : le nom affiché peut en porter un (tour 65, « Usurpateur_100001
    _assignsubmission_file_ X ») ; ses caractères de contrôle deviennent des espaces : le nom s'écrit dans
    le carnet, les pages et la console, où une séquence du terminal se rejouerait.

    >>> from pathlib import Path
    >>> nom_d_equipe(Path("Eve\\x1b[2J_1003_assignsubmission_file_"))
    'Eve [2J_1003'
    """
    nom = lisible(chemin.name)
    nom = nom[:-len(".zip")] if nom.lower().endswith(".zip") and chemin.is_file() else nom
    nom = controles_en_espaces(nom)
    return nom.rpartition(MARQUE_MOODLE)[0] if MARQUE_MOODLE in nom else nom


def participant(chemin):
    """Retourne « Participant 123456 » (colonne Identifiant de Moodle) si le nom le porte, sinon « ».

    Le dernier numéro suivi de « _assign » : celui que Moodle a écrit, après le nom affiché, que
    l'étudiant choisit (tour 65 : « Usurpateur_100001_assignsubmission_file_ X » prenait le numéro d'une
    autre équipe, et sa note dans le carnet).

    >>> from pathlib import Path
    >>> participant(Path("Eve_100001_assignsubmission_file_ X_100010_assignsubmission_file_"))
    'Participant 100010'
    """
    trouves = MOTIF_PARTICIPANT.findall(lisible(chemin.name))
    return f"Participant {trouves[-1]}" if trouves else ""


def est_un_lien(chemin):
    """Retourne vrai si ``chemin`` est un lien symbolique (jamais suivi)."""
    return stat.S_ISLNK(os.lstat(chemin).st_mode)


def lister_les_remises(dossier, liens):
    """Retourne les remises du dossier : chaque sous-dossier et chaque archive zip, dans l'ordre des noms.

    Les liens sont écartés et ajoutés à ``liens`` (leur nom lisible).
    """
    remises = []
    for chemin in sorted(dossier.iterdir()):
        if chemin.name.startswith(".") or chemin.name in DOSSIERS_IGNORES:
            continue
        if est_un_lien(chemin):
            liens.append(lisible(chemin.name))
        elif chemin.is_dir() or (chemin.suffix.lower() == ".zip" and not fichier_nomme_par_moodle(chemin)):
            remises.append(Remise(nom_d_equipe(chemin), chemin, participant(chemin)))
    return remises


def est_une_remise(dossier):
    """Retourne vrai si ``dossier`` est la remise d'une seule équipe, et non le dossier d'une classe.

    Un dossier au nom de Moodle, ou qui porte lui-même des sources, un ``src``,
    un fichier d'IDE ou ce qu'a un dépôt, ou dont un enfant est une copie de
    sauvegarde (« TP1 - Copie »), est une remise ; un dossier dont les enfants
    portent des noms de Moodle est une classe.
    """
    if SUFFIXE_MOODLE in dossier.name:
        return True
    enfants = [enfant for enfant in dossier.iterdir() if not est_un_lien(enfant)]
    if any(MARQUE_MOODLE in enfant.name for enfant in enfants):
        return False
    # Un enfant au nom d'une copie de sauvegarde du projet (``MOTIF_DE_COPIE``) : le dépôt d'une seule équipe
    # (« TP1 » et « TP1 - Copie »), non une classe.
    if any(enfant.is_dir() and MOTIF_DE_COPIE.search(lisible(enfant.name)) for enfant in enfants):
        return True
    return any(any(dossier.glob(signe)) for signe in SIGNES_D_UNE_REMISE)


def descendre(dossier):
    """Retourne le dossier utile : une archive extraite qui n'a qu'un dossier à sa racine y descend."""
    enfants = [enfant for enfant in dossier.iterdir() if not enfant.name.startswith(".")
               and enfant.name not in DOSSIERS_IGNORES]
    if len(enfants) == 1 and enfants[0].is_dir() and not est_un_lien(enfants[0]) \
            and MARQUE_MOODLE not in enfants[0].name:
        return descendre(enfants[0])
    return dossier


def fichier_nomme_par_moodle(chemin):
    """Retourne vrai si ``chemin`` est un fichier que Moodle a nommé sans dossier (« …_file_regles.py »).

    « …_file_.zip » (rien entre le suffixe et l'extension) est l'archive de toute la remise, pas un fichier.
    """
    _, marque, reste = chemin.name.partition(MARQUE_MOODLE)
    nom = reste.partition("_")[2]
    return bool(marque) and bool(nom) and not nom.startswith(".")


def regrouper_les_fichiers(dossier, destination):
    """Regroupe en dossiers les fichiers que Moodle nomme sans dossier (« Équipe_1_assignsubmission_file_x »).

    Chaque groupe est copié (sans suivre de lien) dans
    ``destination``/« Équipe_1_assignsubmission_file_ » (le dossier des
    remises n'est jamais touché). Retourne les dossiers créés.
    """
    crees = {}
    for fichier in sorted(dossier.iterdir()):
        if est_un_lien(fichier) or not fichier.is_file() or not fichier_nomme_par_moodle(fichier):
            continue
        equipe, _, reste = fichier.name.partition(MARQUE_MOODLE)
        type_, _, nom = reste.partition("_")
        groupe = destination / f"{equipe}{MARQUE_MOODLE}{type_}_"
        groupe.mkdir(parents=True, exist_ok=True)
        copier_un_fichier(fichier, groupe / nom, Limites())
        crees[groupe] = True
    return list(crees)


def trouver_les_remises(chemin, travail, liens=None):
    """Retourne les remises de ``chemin`` : l'archive de Moodle, son dossier, ou le dossier d'une équipe.

    L'archive est extraite, et les fichiers nommés sans dossier sont regroupés,
    sous ``travail`` ; les liens écartés du dossier de la classe vont dans
    ``liens``. Lève RemiseIllisible si l'archive de la classe ne se lit pas.
    """
    liens = liens if liens is not None else []
    if chemin.is_file():
        extraits = travail / "moodle"
        travail.mkdir(parents=True, exist_ok=True)
        extraire(chemin, extraits, Limites(CLASSE_MAXIMALE, FICHIERS_DE_LA_CLASSE), imbriquees=False)
        chemin = descendre(extraits)
    if est_une_remise(chemin):
        return [Remise(nom_d_equipe(chemin), chemin, participant(chemin))]
    regroupes = regrouper_les_fichiers(chemin, travail / "regroupees")
    remises = lister_les_remises(chemin, liens) + [Remise(nom_d_equipe(groupe), groupe, participant(groupe))
                                                   for groupe in regroupes]
    return sorted(sans_les_textes_en_ligne_doubles(remises), key=lambda remise: remise.origine.name.lower())


def type_de_remise(remise):
    """Retourne le type de remise de Moodle que porte le nom de son origine (« file », « onlinetext »), ou
    « »."""
    return lisible(remise.origine.name).partition(MARQUE_MOODLE)[2].partition("_")[0]


def sans_les_textes_en_ligne_doubles(remises):
    """Retourne ``remises`` sans le texte en ligne d'une équipe qui a aussi remis des fichiers ; le dit dans
    les remarques de ses fichiers (modifie ces ``Remise``).

    Relecture du 28 novembre, la nuit (A1) : Moodle écrit un dossier par type de remise ; le texte en ligne
    devenait une deuxième équipe du même participant, notée 0/40, « non notable », avec son propre retour.
    Seul, il reste une remise : l'équipe n'a rien remis d'autre, et la personne qui corrige le voit.
    """
    fichiers = {(remise.equipe, remise.participant): remise for remise in remises
                if type_de_remise(remise) != TEXTE_EN_LIGNE}
    gardees = []
    for remise in remises:
        autre = fichiers.get((remise.equipe, remise.participant))
        if type_de_remise(remise) == TEXTE_EN_LIGNE and autre is not None:
            autre.remarques_de_la_lecture.append("le texte en ligne remis dans Moodle n'est pas corrigé :"
                                                 " seuls les fichiers le sont")
            autre.notes.append(autre.remarques_de_la_lecture[-1])
        else:
            gardees.append(remise)
    return gardees


def preparer_la_remise(remise, destination, limites=None):
    """Fait la copie de travail de ``remise`` dans ``destination`` (neuf), dans ses ``limites`` (None :
    celles d'une remise) : ``remise.copie`` ou, si elle ne se prépare pas, ``remise.probleme`` (en
    français). Modifie ``remise`` ; ne retourne rien."""
    try:
        limites = preparer_la_copie(remise.origine, destination, limites)
    except RemiseIllisible as raison:
        remise.probleme = str(raison)
        return
    except OSError as erreur:
        remise.probleme = f"la remise ne se copie pas ({erreur_en_francais(erreur)})"
        return
    remise.copie, remise.liens = destination, [lisible(str(lien)) for lien in limites.liens]
    remise.cibles = {lisible(lien): lisible(cible) for lien, cible in limites.cibles.items()}
