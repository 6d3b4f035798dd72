"""Les dossiers des boîtes : où elles naissent, à qui ils sont, ce qui s'y copie, sans jamais suivre un lien.

Explication : une boîte ne voit que des dossiers que le correcteur a faits
lui-même (son dossier de travail, à l'équipe ; des dossiers privés, au
correcteur, qu'elle traverse sans les lister) ou des copies lisibles de ce
qu'elle ne peut pas atteindre. Quand le correcteur est root, ce qu'elle voit
doit être traversable par l'utilisateur des équipes. Rien ici ne suit un
lien qu'une équipe a pu poser.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import atexit
import functools
import os
import shutil
import stat
import tempfile
from pathlib import Path

# L'uid (et gid) du code des équipes quand le correcteur est root : hors de ceux des vraies personnes
# (1000 et plus, jusqu'à quelques milliers) et sous 65534 (nobody) ; isolate prend 60000 aussi.
UID_DES_EQUIPES = 60000

# La variable d'environnement qui nomme le dossier des boîtes d'une correction de classe (que la commande
# retire à la fin, même si le processus d'une équipe a été tué).
VARIABLE_DES_BOITES = "DES_DOSSIER_DES_BOITES"

# Les dossiers jamais copiés dans une boîte : ni le programme ni ses fichiers n'en ont besoin pour jouer.
DOSSIERS_NON_COPIES = ("__MACOSX", "__pycache__", ".git", ".hg", ".svn", ".idea", ".vscode", "venv", ".venv",
                       ".mypy_cache", ".pytest_cache", ".ruff_cache", ".hypothesis", "node_modules")


def est_root():
    """Retourne vrai si le correcteur tourne en root (alors le code des équipes change d'utilisateur)."""
    return hasattr(os, "geteuid") and os.geteuid() == 0


def utilisateur_des_equipes():
    """Retourne l'uid (et gid) sous lequel tourne le code des équipes, ou None s'il garde le nôtre."""
    return UID_DES_EQUIPES if est_root() else None


def traversable_par_tous(dossier):
    """Retourne vrai si un utilisateur quelconque peut traverser ``dossier`` et tous ses parents."""
    dossier = Path(dossier).resolve()
    try:
        return all(parent.stat().st_mode & stat.S_IXOTH for parent in (dossier, *dossier.parents))
    except OSError:
        return False


def lisible_par_tous(chemin):
    """Retourne vrai si un utilisateur quelconque peut lire ``chemin`` (et traverser tous ses dossiers)."""
    chemin = Path(chemin).resolve()
    try:
        for dossier in chemin.parents:
            if not dossier.stat().st_mode & stat.S_IXOTH:
                return False
        return bool(chemin.stat().st_mode & stat.S_IROTH)
    except OSError:
        return False


@functools.lru_cache(maxsize=1)
def dossier_des_boites():
    """Retourne le dossier où naissent les dossiers des boîtes de ce processus (créé au besoin).

    Celui que nomme ``VARIABLE_DES_BOITES`` (la correction d'une classe le
    retire à la fin), sinon un dossier neuf, retiré à la sortie. Quand le
    correcteur est root, il est traversable (sans être listable) par
    l'utilisateur des équipes, qui doit atteindre sa boîte, et il naît dans
    ``/tmp`` si le dossier temporaire de l'enseignant lui est fermé.
    """
    nomme = os.environ.get(VARIABLE_DES_BOITES)
    if nomme and est_a_nous(nomme):
        return Path(nomme)
    dossier = creer_le_dossier_des_boites()
    atexit.register(shutil.rmtree, dossier, True)
    return dossier


def creer_le_dossier_des_boites():
    """Crée un dossier des boîtes neuf et retourne son chemin ; l'appelant le retire.

    Il naît dans le dossier temporaire (TMPDIR) ; quand le correcteur est
    root et que l'utilisateur des équipes ne peut pas traverser celui-ci
    (``/tmp/pytest-of-root``, un TMPDIR sous ``/root``), dans ``/tmp``.
    """
    parent = tempfile.gettempdir()
    if utilisateur_des_equipes() is not None and not traversable_par_tous(parent):
        parent = "/tmp"
    dossier = tempfile.mkdtemp(prefix="des-boites-", dir=parent)
    os.chmod(dossier, stat.S_IRWXU | stat.S_IXGRP | stat.S_IXOTH)
    return Path(dossier)


def est_a_nous(chemin):
    """Retourne vrai si ``chemin`` est un vrai dossier (pas un lien) qui appartient au correcteur."""
    try:
        etat = os.lstat(chemin)
    except OSError:
        return False
    return stat.S_ISDIR(etat.st_mode) and etat.st_uid == os.geteuid()


def dossier_de_travail(prefixe="travail-"):
    """Retourne un dossier neuf où le code d'une équipe peut écrire (le sien seul) ; l'appelant le retire.

    Quand le correcteur est root, il appartient à l'utilisateur des équipes,
    fermé aux autres ; le correcteur ne l'ouvre ensuite que sans suivre de lien.
    """
    dossier = Path(tempfile.mkdtemp(prefix=prefixe, dir=dossier_des_boites()))
    donner_a_l_equipe(dossier)
    return dossier


def dossier_prive(prefixe="prive-"):
    """Retourne un dossier neuf du correcteur, que l'équipe peut traverser mais non lister ni écrire.

    Ce qu'on y met et rend lisible (``rendre_lisible``) peut être montré à sa
    boîte ; le reste (la sortie de son processus, par exemple) ne lui est jamais
    montré. L'appelant le retire.
    """
    dossier = Path(tempfile.mkdtemp(prefix=prefixe, dir=dossier_des_boites()))
    os.chmod(dossier, stat.S_IRWXU | stat.S_IXGRP | stat.S_IXOTH)
    return dossier


def donner_a_l_equipe(racine):
    """Donne ``racine`` et ce qu'elle contient à l'utilisateur des équipes (sans suivre de lien).

    Ne retourne rien. Sans root, rien ne change : le code tourne sous notre uid.
    """
    uid = utilisateur_des_equipes()
    if uid is None or racine is None or not os.path.isdir(racine):
        return
    for dossier, sous_dossiers, fichiers in os.walk(racine):
        for chemin in [dossier, *(os.path.join(dossier, nom) for nom in sous_dossiers + fichiers)]:
            os.lchown(chemin, uid, uid)
    os.chmod(racine, stat.S_IRWXU)


def rendre_lisible(racine):
    """Rend ``racine`` et son contenu lisibles par tous (dossiers traversables) ; ne retourne rien.

    Les liens ne sont ni suivis ni changés. Sans root, rien.
    """
    if utilisateur_des_equipes() is None:
        return
    chemins = [racine] if not os.path.isdir(racine) else []
    for dossier, sous_dossiers, fichiers in os.walk(racine):
        chemins += [dossier, *(os.path.join(dossier, nom) for nom in sous_dossiers + fichiers)]
    for chemin in chemins:
        etat = os.lstat(chemin)
        if stat.S_ISLNK(etat.st_mode):
            continue
        lecture = stat.S_IROTH | stat.S_IXOTH if stat.S_ISDIR(etat.st_mode) else stat.S_IROTH
        os.chmod(chemin, stat.S_IMODE(etat.st_mode) | lecture)


def retirer(dossier):
    """Retire ``dossier`` et son contenu, sans jamais suivre un lien ; ne retourne rien."""
    if dossier is not None:
        shutil.rmtree(dossier, ignore_errors=True)


def copier_sans_liens_suivis(source, destination):
    """Copie le dossier (ou fichier) ``source`` dans ``destination`` ; ne retourne rien.

    Un lien est copié comme lien, jamais suivi ; les dossiers qu'un projet
    transporte sans en avoir besoin (``.git``, caches) ne sont pas copiés.
    """
    if os.path.isdir(source) and not os.path.islink(source):
        shutil.copytree(source, destination, symlinks=True, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns(*DOSSIERS_NON_COPIES))
    else:
        shutil.copy2(source, destination, follow_symlinks=False)


class Copies:
    """Les copies lisibles par l'équipe des chemins qu'elle ne peut pas atteindre (root seulement)."""

    def __init__(self):
        """Aucune copie encore."""
        self.faites = {}

    def vue(self, chemin):
        """Retourne le chemin à montrer à la boîte pour ``chemin`` : lui-même s'il lui est lisible, sinon
        une copie faite sans suivre de lien, lisible par tous, faite une fois par processus."""
        if utilisateur_des_equipes() is None or lisible_par_tous(chemin):
            return chemin
        if chemin not in self.faites:
            copie = dossier_prive("lecture-") / "copie"
            copier_sans_liens_suivis(chemin, copie)
            rendre_lisible(copie)
            self.faites[chemin] = str(copie)
        return self.faites[chemin]


COPIES = Copies()
