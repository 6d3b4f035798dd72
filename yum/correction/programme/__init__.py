"""Le correcteur du programme en console : jouer le Yum d'une équipe et juger chaque comportement de l'énoncé.

Explication : ``correcteur.corriger_programme`` est l'entrée publique (un
verdict par test) ; ``comportements`` dit ce que chaque test vérifie,
``partie`` suit le déroulement de l'énoncé, ``ecran`` lit l'écran, ``console``
lance et surveille le programme.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""
