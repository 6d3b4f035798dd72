"""Le correcteur du programme en console : jouer le Yum d'une équipe et juger chaque comportement de l'énoncé.

Explication : ``correcteur.corriger_programme`` est l'entrée publique (un
verdict par test) ; ``comportements`` dit ce que chaque test vérifie,
``partie`` suit le déroulement de l'énoncé, ``ecran`` lit l'écran, ``console``
lance et surveille le programme. Les modules s'importent entre eux par leur nom
seul : ``correcteur`` place ce dossier et ``tests/`` dans ``sys.path``.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import sys
from pathlib import Path

# Les modules du correcteur s'importent par leur nom seul (``from console import Console``),
# qu'on les charge comme paquet (``programme.correcteur``) ou comme script : ce dossier et tests/
# sont donc dans sys.path.
for _dossier in (Path(__file__).resolve().parent, Path(__file__).resolve().parent.parent):
    if str(_dossier) not in sys.path:
        sys.path.insert(0, str(_dossier))
