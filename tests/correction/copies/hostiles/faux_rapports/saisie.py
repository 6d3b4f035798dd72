"""Module vide : le paquet hostile n'a rien écrit des règles."""
