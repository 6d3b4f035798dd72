"""Le correcteur du TP1 d'INF111 : jouer le programme d'une équipe, vérifier son API, corriger une classe.

Explication : ce sous-paquet est un produit du projet, installé avec lui
(l'extra ``des-inf111[correction]`` apporte ce qu'il demande en plus de la
bibliothèque standard) ; le programme de l'énoncé n'en importe rien. Une
commande, ``des-corriger`` (ou ``python -m yum.correction``), avec une
sous-commande par travail :

- ``programme`` (``programme/``) : joue le programme en console d'une équipe ;
- ``paquet`` (``paquet/``) : vérifie l'API publique d'un paquet Python, isolé ;
- ``classe`` (``classe/``) : corrige toutes les remises d'une classe ;
- ``qualite`` (``qualite/``) : la fiche de qualité du code (sans note) ;
- ``gradescope`` : l'archive de l'autocorrecteur de Gradescope.

``verdicts`` définit les verdicts, ``enonce`` ce que l'énoncé impose.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import os
from pathlib import Path

# Le dossier qui contient le paquet ``yum`` de ce correcteur : ses processus enfants l'importent de là.
DOSSIER_DU_PROJET = Path(__file__).resolve().parents[2]


def environnement_du_correcteur():
    """Retourne l'environnement d'un processus du correcteur : celui-ci, où ``yum.correction`` s'importe.

    Le correcteur peut tourner d'un clone sans installation : ses processus
    enfants (une équipe, pytest) reçoivent le dossier du projet en tête de
    ``PYTHONPATH``. Le code des équipes, lui, tourne isolé (``python -I``) ou
    avec un environnement à lui.
    """
    autres = [chemin for chemin in os.environ.get("PYTHONPATH", "").split(os.pathsep) if chemin]
    chemins = [str(DOSSIER_DU_PROJET), *autres]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(chemins)}
