"""Configuration des tests du correcteur : les paquets d'équipe hostiles, jamais collectés.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import importlib.util
from pathlib import Path

import pytest
from hostiles import preparer_les_hostiles

# Le module qui fabrique les remises Java fautives, une faute par substitution.
ECARTS_JAVA = Path(__file__).resolve().parent / "copies" / "java" / "ecarts.py"

# Les paquets d'équipe hostiles des tests : jamais collectés (l'un d'eux tue le processus qui l'importe).
collect_ignore = ["copies/hostiles"]


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
    return preparer_les_hostiles(tmp_path_factory.mktemp("copies"))
