"""Point d'entrée du correcteur : ``python -m yum.correction`` (ou la commande ``des-corriger``).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import sys

from yum.commun.signaux import proteger_le_demarrage

# Un Ctrl-C pendant que le correcteur se charge finit sur une ligne : d'abord la protection.
proteger_le_demarrage()

from yum.correction.commande import main

if __name__ == "__main__":
    sys.exit(main())
