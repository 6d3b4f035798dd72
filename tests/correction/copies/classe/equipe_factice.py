"""Le processus d'une équipe avec le correcteur en console factice : pour les tests de la classe.

Explication : ``des_corriger_factice.py`` fait lancer ce script à la commande
``classe`` au lieu de ``python -m yum.correction.classe.equipe`` ; il corrige
la remise comme le vrai processus, en passant à ``principal`` le correcteur
factice (``correcteur_factice.py``, à côté) et ses tests : des imports, sans
chaîne de caractères qui désigne du code.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import sys

from correcteur_factice import TESTS_DU_PROGRAMME, corriger_avec_les_journaux

from yum.correction.classe import equipe

if __name__ == "__main__":
    sys.exit(equipe.principal(correcteur=corriger_avec_les_journaux, tests_du_programme=TESTS_DU_PROGRAMME))
