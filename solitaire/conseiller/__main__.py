"""``python -m solitaire.conseiller`` : entraîner les poids, mesurer le conseiller.

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
"""

import sys

from solitaire.conseiller.ligne_de_commande import main

if __name__ == "__main__":
    sys.exit(main())
