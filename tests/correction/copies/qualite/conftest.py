"""Les paquets de ce dossier sont des copies à lire, pas des tests : pytest ne les importe pas.

Explication : ``tests/test_qualite.py`` lit ces paquets avec la fiche de qualité
(``yum.correction.qualite``), sans jamais les exécuter ; certains ont des fautes
voulues (un appel qui agit dès l'import), que l'import des doctests déclencherait.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

# Les fichiers des paquets lus par la fiche de qualité, à ne pas collecter.
collect_ignore_glob = ["*/*.py", "*/*.java"]
