"""Point d'entrée : python -m propre.

Explication : branche le vrai hasard et lance le programme principal.

Auteurs : l'équipe témoin (projet « Dés »).
Version : 1.0.0
"""

import random

from propre.partie import programme_principal

if __name__ == "__main__":
    programme_principal(random.Random())
