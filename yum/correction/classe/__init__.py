"""La correction d'une classe : la commande, le processus d'une équipe, le barème, les pages.

Explication : ``commande`` prépare la classe une fois (``yum.correction.lecture``),
corrige chaque équipe dans son processus (``equipe`` : son API, son programme
en console, rendus en données), fait sa fiche de qualité (``fiche``) et écrit
chaque page une fois (``pages`` : retours, fiches, carnet, résumé, similarité),
d'après le ``bareme``.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""
