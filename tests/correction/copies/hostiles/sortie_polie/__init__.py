"""Paquet hostile : il appelle sys.exit(0) à l'import."""

import sys

sys.exit(0)
