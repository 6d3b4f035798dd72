"""Configuration des tests du correcteur : les paquets d'équipe hostiles, jamais collectés.

Quand les tests tournent en root, le code des équipes tourne sous un
utilisateur sans privilèges (``yum.correction.bac_a_sable``) : les dossiers
temporaires des tests (0700 chez pytest) lui sont ouverts en lecture, comme le
sont les copies d'une classe ; jamais en écriture.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import importlib.util
import os
import stat
from pathlib import Path

import pytest
from hostiles import preparer_les_hostiles

from yum.correction import bac_a_sable

# Le module qui fabrique les remises Java fautives, une faute par substitution.
ECARTS_JAVA = Path(__file__).resolve().parent / "copies" / "java" / "ecarts.py"

# Les paquets d'équipe hostiles des tests : jamais collectés (l'un d'eux tue le processus qui l'importe).
collect_ignore = ["copies/hostiles"]

# Sans bac à sable ici (ni bubblewrap, ni espaces de noms), les tests du correcteur font tourner les copies
# d'équipe du projet sans lui, comme avec --risquer-sans-bac-a-sable ; ceux du bac à sable sautent, en le
# disant (README : « sudo apt-get install bubblewrap »).
if not bac_a_sable.bac_a_sable_ici()[0]:
    bac_a_sable.permettre_sans_bac_a_sable()


@pytest.fixture(scope="session")
def ecarts():
    """Le module ``ecarts`` des remises Java fautives, chargé par son chemin."""
    spec = importlib.util.spec_from_file_location("ecarts", ECARTS_JAVA)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def hostiles(tmp_path_factory):
    """Le dossier des paquets d'équipe hostiles (``hostiles.py``), écrit une fois par session."""
    dossier = tmp_path_factory.mktemp("copies")
    ouvrir_en_lecture(dossier)
    return preparer_les_hostiles(dossier)


# Les permissions d'un dossier d'essai : tout pour le correcteur, lecture et traversée pour les autres.
LECTURE_POUR_TOUS = stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH


def ouvrir_en_lecture(dossier):
    """Rend ``dossier`` lisible par l'utilisateur des équipes ; retourne ``dossier``."""
    os.chmod(dossier, LECTURE_POUR_TOUS)
    return dossier


@pytest.fixture(autouse=True)
def dossier_lisible_par_les_equipes(tmp_path):
    """Ouvre en lecture le dossier temporaire de chaque test au code des équipes (sans droit d'écriture)."""
    ouvrir_en_lecture(tmp_path)
