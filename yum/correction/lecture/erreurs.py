"""Les erreurs du système en français : leur texte anglais ne va jamais à une personne.

Explication : ``OSError`` dit « No such file or directory » dans la langue du
système ; une remise, un retour, un message de commande le disent en
français, avec le seul nom du fichier en cause (jamais le chemin de la
machine de qui corrige).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import errno
import os
from pathlib import Path

from yum.correction.lecture.noms import lisible

# Les erreurs du système les plus fréquentes, en français (leur texte anglais ne va jamais à une personne).
ERREURS_DU_SYSTEME = {
    "ENOENT": "fichier ou dossier introuvable",
    "EACCES": "permission refusée",
    "EPERM": "opération interdite",
    "ENOSPC": "plus de place sur le disque",
    "EISDIR": "c'est un dossier",
    "ENOTDIR": "ce n'est pas un dossier",
    "EEXIST": "existe déjà",
    "ELOOP": "un lien symbolique, non suivi",
    "ENAMETOOLONG": "nom trop long",
    "EROFS": "disque en lecture seule",
    "EMFILE": "trop de fichiers ouverts",
    "EIO": "erreur d'entrée-sortie du disque",
}


def erreur_en_francais(erreur):
    """Retourne l'erreur du système ``erreur`` en français, avec le nom lisible du fichier en cause.

    >>> erreur_en_francais(FileNotFoundError(errno.ENOENT, "No such file", "/home/prof/x/notes.txt"))
    'fichier ou dossier introuvable : notes.txt'
    """
    code = errno.errorcode.get(erreur.errno or 0, "")
    texte = ERREURS_DU_SYSTEME.get(code, f"erreur du système {code or erreur.errno}")
    return f"{texte} : {lisible(Path(os.fsdecode(erreur.filename)).name)}" if erreur.filename else texte
