"""Paquet hostile : il termine le processus qui l'importe (os._exit(0)), sans rapport ni trace."""

import os

os._exit(0)
