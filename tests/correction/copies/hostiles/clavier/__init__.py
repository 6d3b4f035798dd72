"""Paquet hostile : il lit le clavier (input()) à l'import, comme un programme oublié au mauvais endroit."""

NOM = input("Votre nom ? ")
