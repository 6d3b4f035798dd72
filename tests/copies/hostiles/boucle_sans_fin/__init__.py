"""Paquet hostile : une copie juste dont calculer_coups_possibles boucle sans fin sur un Yum."""
