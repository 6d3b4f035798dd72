"""Configuration des tests du correcteur : les paquets d'équipe hostiles, jamais collectés.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import pytest
from hostiles import preparer_les_hostiles

# Les paquets d'équipe hostiles des tests : jamais collectés (l'un d'eux tue le processus qui l'importe).
collect_ignore = ["copies/hostiles"]


@pytest.fixture(scope="session")
def hostiles(tmp_path_factory):
    """Le dossier des paquets d'équipe hostiles (``hostiles.py``), écrit une fois par session."""
    return preparer_les_hostiles(tmp_path_factory.mktemp("copies"))
