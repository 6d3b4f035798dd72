"""Le dossier de l'équipe, copié : le programme joué part d'une copie de ce dossier, jamais de l'original.

Explication : ``des-corriger programme "python -m yum"``, lancé depuis le
dossier d'une équipe, doit jouer le programme de ce dossier (son paquet
``yum``, ses ``.class``), non la référence installée avec le correcteur.
Chaque test part donc d'une copie neuve de ce dossier : le programme y
trouve ses fichiers, et ce qu'il écrit ne touche jamais l'original. Les
dossiers qu'un projet transporte sans en avoir besoin (``.git``, caches,
environnements virtuels) ne sont pas copiés ; un dossier trop gros pour
être celui d'une équipe (le dossier personnel ?) est refusé.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import os
import shutil
from pathlib import Path

from yum.correction.lecture.extraction import gros_fichier_joint

# Les dossiers jamais copiés : ni le programme ni ses fichiers n'en ont besoin pour jouer.
DOSSIERS_NON_COPIES = ("__MACOSX", "__pycache__", ".git", ".hg", ".svn", ".idea", ".vscode", "venv", ".venv",
                       ".mypy_cache", ".pytest_cache", ".ruff_cache", ".hypothesis", "node_modules")
# Le nombre maximal de fichiers du dossier d'une équipe (celui d'une remise extraite, voir classe/remises).
FICHIERS_MAXIMAL = 5000
# La taille maximale du dossier d'une équipe, en octets.
TAILLE_MAXIMALE = 200 * 1024 ** 2


class DossierInutilisable(Exception):
    """Le dossier donné ne peut pas être celui d'une équipe : le message dit pourquoi."""


def mesurer(dossier):
    """Retourne (nombre de fichiers, taille en octets) de ``dossier``, hors dossiers non copiés.

    Lève DossierInutilisable dès qu'une limite est dépassée (sans tout parcourir).
    """
    fichiers, taille = 0, 0
    for racine, sous_dossiers, noms in os.walk(dossier):
        sous_dossiers[:] = [nom for nom in sous_dossiers if nom not in DOSSIERS_NON_COPIES]
        for nom in noms:
            fichiers += 1
            try:
                taille += os.lstat(os.path.join(racine, nom)).st_size
            except OSError:
                continue
            if fichiers > FICHIERS_MAXIMAL or taille > TAILLE_MAXIMALE:
                raise DossierInutilisable(f"le dossier {dossier} a plus de {FICHIERS_MAXIMAL} fichiers ou de"
                                      f" {TAILLE_MAXIMALE // 1024 ** 2} Mio : est-ce bien le dossier d'une"
                                      " équipe ? Lancez la commande depuis le dossier de l'équipe, ou"
                                      " nommez-le par --dossier")
    return fichiers, taille


def copier_le_dossier(source, destination):
    """Copie le dossier de l'équipe ``source`` dans ``destination`` (qui peut exister), sans ses dossiers
    non copiés ni ses gros fichiers joints (``gros_fichier_joint``) ; ne retourne rien.

    Il l'est pour chaque partie : une vidéo de 55 Mio, copiée cinquante fois, ralentirait toute la
    correction, et le programme ne la lit pas."""
    ignores = shutil.ignore_patterns(*DOSSIERS_NON_COPIES)

    def ignorer(dossier, noms):
        return set(ignores(dossier, noms)) | {nom for nom in noms
                                              if gros_fichier_joint(Path(dossier) / nom)}

    shutil.copytree(source, destination, symlinks=True, dirs_exist_ok=True, ignore=ignorer)


def verifier_le_dossier(dossier):
    """Retourne le dossier de l'équipe, absolu ; lève DossierInutilisable s'il manque ou est trop gros."""
    chemin = Path(dossier).expanduser().resolve()
    if not chemin.is_dir():
        raise DossierInutilisable(f"le dossier {dossier} n'existe pas")
    mesurer(chemin)
    return chemin
