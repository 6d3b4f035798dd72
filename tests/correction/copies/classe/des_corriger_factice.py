"""``des-corriger`` dont la commande ``classe`` corrige chaque équipe avec le correcteur en console factice.

Explication : le vrai correcteur en console joue une partie entière par test ;
les tests de la classe vérifient ce qu'elle fait des verdicts. Ce lanceur
remplace la commande du processus d'une équipe
(``yum.correction.classe.commande.COMMANDE_D_UNE_EQUIPE``) par
``equipe_factice.py``, puis lance la commande comme ``des-corriger``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import sys
from pathlib import Path

from yum.correction import commande
from yum.correction.classe import commande as classe

if __name__ == "__main__":
    classe.COMMANDE_D_UNE_EQUIPE = (sys.executable, str(Path(__file__).with_name("equipe_factice.py")))
    sys.exit(commande.main())
