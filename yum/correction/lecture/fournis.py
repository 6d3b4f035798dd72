"""Le code donné par le cours : le reconnaître dans la remise d'une équipe, pour ne jamais le lui compter.

Explication : l'énoncé donne à chaque équipe des modules (l'affichage des dés et de la feuille,
les constantes : « Ne touchez pas à ce module ») ; les équipes les remettent avec leur code. Un
fichier d'équipe est « fourni » s'il est le même qu'un fichier du dossier ``--fourni`` aux blancs,
aux commentaires, au paquet et aux imports près (ou presque : au moins PROPORTION_PRESQUE_PAREIL de
ses jetons en commun avec le fichier fourni du même nom). Sans dossier ``--fourni``, un fichier que
la plupart des équipes remettent ainsi à l'identique est pris pour fourni : des équipes qui écrivent
seules ne remettent pas le même fichier au commentaire près.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import difflib
import hashlib
from pathlib import Path

from yum.correction.lecture.jetons import jetons_du_fichier
from yum.correction.lecture.noms import lisible
from yum.correction.lecture.sources import fichiers_du_paquet, lire_texte

# Les langages lus : leurs extensions.
EXTENSIONS = (".py", ".java")
# Un fichier d'équipe dont au moins cette part des jetons suit le fichier fourni du même nom est
# le fichier fourni (un espace ajouté dans un texte affiché, une ligne de plus).
PROPORTION_PRESQUE_PAREIL = 0.95
# Sans --fourni : un fichier remis à l'identique par plus de cette part des équipes est fourni.
PART_DES_EQUIPES_POUR_FOURNI = 0.5
# … et par au moins ce nombre d'équipes : deux équipes seules ne font pas « la plupart ».
EQUIPES_MIN_POUR_FOURNI = 3


def textes_des_jetons(nom, texte):
    """Retourne les textes des jetons du fichier (sans blancs, commentaires, paquet ni imports)."""
    return [jeton.texte for jeton in jetons_du_fichier(nom, texte)]


def cle(textes):
    """Retourne la clé d'un contenu : deux fichiers de même clé ne diffèrent que par la mise en page."""
    return hashlib.blake2b("\x1f".join(textes).encode("utf-8"), digest_size=16).hexdigest()


def fichiers_d_un_dossier(dossier):
    """Retourne {chemin relatif : texte} des fichiers Python et Java du dossier ``dossier``."""
    fichiers = {}
    for extension in EXTENSIONS:
        for chemin in fichiers_du_paquet(dossier, extension):
            fichiers[lisible(chemin.relative_to(dossier).as_posix())] = lire_texte(chemin)
    return fichiers


class CodeFourni:
    """Les fichiers donnés par le cours : leurs clés et leurs jetons, par nom de fichier."""

    def __init__(self, fichiers=None):
        """Garde les fichiers fournis ``fichiers`` ({nom : texte}), peut-être aucun."""
        self.cles = set()
        self.par_nom = {}
        for nom, texte in (fichiers or {}).items():
            self.ajouter(nom, texte)

    @classmethod
    def du_dossier(cls, dossier):
        """Retourne le CodeFourni des fichiers du dossier ``dossier`` (None : aucun dossier)."""
        return cls(fichiers_d_un_dossier(Path(dossier)) if dossier else {})

    def ajouter(self, nom, texte):
        """Ajoute le fichier fourni ``nom`` ; ne retourne rien."""
        textes = textes_des_jetons(nom, texte)
        self.cles.add(cle(textes))
        self.par_nom.setdefault(Path(nom).name, []).append(textes)

    def ajouter_les_cles(self, cles):
        """Ajoute les clés ``cles`` de fichiers reconnus fournis dans la classe ; ne retourne rien."""
        self.cles.update(cles)

    def ajouter_les_communs(self, communs):
        """Ajoute les fichiers ``communs`` à la classe ({clé : (nom, jetons)}) : leur clé, et leurs jetons
        sous leur nom, pour reconnaître aussi une copie à peine changée. Ne retourne rien."""
        for une_cle, (nom, textes) in communs.items():
            if une_cle not in self.cles:
                self.cles.add(une_cle)
                self.par_nom.setdefault(Path(nom).name, []).append(textes)

    def est_fourni(self, nom, texte):
        """Retourne True si le fichier d'équipe ``nom`` est un fichier fourni (ou presque)."""
        textes = textes_des_jetons(nom, texte)
        if not textes:
            return False
        if cle(textes) in self.cles:
            return True
        return any(difflib.SequenceMatcher(None, textes, fourni, autojunk=False).ratio()
                   >= PROPORTION_PRESQUE_PAREIL for fourni in self.par_nom.get(Path(nom).name, ()))


def cles_communes_a_la_classe(fichiers_par_equipe):
    """Retourne les clés des fichiers remis à l'identique par la plupart des équipes du même langage."""
    return set(fichiers_communs_a_la_classe(fichiers_par_equipe))


def fichiers_communs_a_la_classe(fichiers_par_equipe):
    """Retourne {clé : (nom, jetons)} des fichiers remis à l'identique par la plupart des équipes du même
    langage.

    ``fichiers_par_equipe`` : {équipe : {nom : texte}}. La plupart se compte parmi les équipes qui
    écrivent dans le langage du fichier (une classe peut mêler Java et Python). Un fichier vide
    n'est jamais retenu.
    """
    equipes_par_cle = {}
    extension_de_la_cle = {}
    equipes_par_extension = {}
    exemples = {}
    for fichiers in fichiers_par_equipe.values():
        cles = {}
        for nom, texte in fichiers.items():
            textes = textes_des_jetons(nom, texte)
            if textes:
                cles[cle(textes)] = Path(nom).suffix
                exemples.setdefault(cle(textes), (nom, textes))
        for une_cle, extension in cles.items():
            equipes_par_cle[une_cle] = equipes_par_cle.get(une_cle, 0) + 1
            extension_de_la_cle[une_cle] = extension
        for extension in set(cles.values()):
            equipes_par_extension[extension] = equipes_par_extension.get(extension, 0) + 1
    seuils = {extension: max(EQUIPES_MIN_POUR_FOURNI, nombre * PART_DES_EQUIPES_POUR_FOURNI)
              for extension, nombre in equipes_par_extension.items()}
    return {une_cle: exemples[une_cle] for une_cle, nombre in equipes_par_cle.items()
            if nombre >= seuils[extension_de_la_cle[une_cle]]}


def fichiers_fournis_de_la_classe(fichiers_par_equipe, dossier_fourni=None):
    """Retourne ({équipe : noms de ses fichiers fournis}, CodeFourni) pour la classe.

    ``fichiers_par_equipe`` : {équipe : {nom : texte}}. Les fichiers fournis sont ceux du dossier
    ``dossier_fourni`` et, en plus, ceux que la plupart des équipes remettent à l'identique, ainsi que
    leurs copies à peine changées (PROPORTION_PRESQUE_PAREIL).
    """
    fourni = CodeFourni.du_dossier(dossier_fourni)
    fourni.ajouter_les_communs(fichiers_communs_a_la_classe(fichiers_par_equipe))
    return {nom: fichiers_fournis_de_l_equipe(fichiers, fourni)
            for nom, fichiers in fichiers_par_equipe.items()}, fourni


def fichiers_fournis_de_l_equipe(fichiers, fourni):
    """Retourne les noms des fichiers d'équipe ``fichiers`` ({nom : texte}) que ``fourni`` reconnaît."""
    return {nom for nom, texte in fichiers.items() if fourni.est_fourni(nom, texte)}
