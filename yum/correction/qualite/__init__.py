"""La fiche de qualité du code d'une équipe : le §8 de l'énoncé, préparé pour qui corrige, sans note.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""
