"""Paquet hostile : une copie juste qui écrit des fichiers à l'import, dans le dossier courant et à côté."""

import os

with open("trace_de_l_equipe.txt", "w", encoding="utf-8") as fichier:
    fichier.write("écrit à l'import\n")
with open(os.path.join(os.path.dirname(__file__), "cache.txt"), "w", encoding="utf-8") as fichier:
    fichier.write("écrit à côté du paquet\n")
