"""Les vérifications de l'API publique imposée par l'énoncé (§5.1 à §5.3), écrites pour pytest.

Explication : chaque fichier ``test_api_*.py`` vérifie un module imposé
(``regles``, ``des``, ``saisie``) par les fixtures du greffon
(``yum.correction.paquet.greffon``) : la référence par défaut, le paquet d'une
équipe avec ``--implementation``.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""
