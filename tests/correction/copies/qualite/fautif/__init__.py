"""Une copie d'équipe aux fautes de qualité voulues, une par endroit, pour la fiche de qualité.

Explication : ``tests/test_qualite.py`` vérifie que la fiche relève chaque faute
plantée ici, à sa ligne, et rien d'autre. Le code n'est jamais exécuté.

Auteurs : l'équipe fautive (projet « Dés »).
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021).
"""
