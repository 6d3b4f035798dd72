"""La vérification de l'API publique d'un paquet Python d'équipe, isolé dans son processus.

Explication : ``verifications/`` tient les tests de l'API imposée (``regles``,
``des``, ``saisie``), écrits pour pytest ; ``greffon`` est le greffon de pytest
qui leur donne les modules d'une équipe (``--implementation``) ; ``isole``
importe le paquet dans un processus enfant (``enfant.py``) et en rapporte les
résultats comme données.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

from pathlib import Path

# Le dossier des vérifications de l'API publique, les seules d'une correction.
DOSSIER_DES_VERIFICATIONS = Path(__file__).resolve().parent / "verifications"
