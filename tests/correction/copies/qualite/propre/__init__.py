"""Une petite copie d'équipe qui respecte chaque critère que la fiche de qualité mesure.

Explication : ce paquet sert de témoin à ``tests/test_qualite.py`` : sa fiche ne
doit relever aucun constat mesuré. Il joue un Yum réduit à l'essentiel.

Auteurs : l'équipe témoin (projet « Dés »).
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021).
"""
