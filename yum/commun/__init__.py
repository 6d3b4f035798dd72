"""Ce que les trois jeux du projet partagent : les pièces communes, une par tâche.

Explication : le Yum de l'énoncé est en haut du paquet ``yum`` ; ce
sous-paquet réunit ce dont ses ajouts et les deux autres jeux (Dés en
solitaire, 30000) ont besoin en commun, un module par tâche : les options en
français (``options``), les codes de sortie (``sorties``), les signaux
(``signaux``), la console (``console``), la coupe du texte (``texte``), les
erreurs (``erreurs``), la boucle de validation (``questions``), les mots
(``mots``), les dés (``des``, ``dessin``) et leurs sources (``sources``), le
branchement d'un conseiller (``conseils``, ``tables``), les joueurs
(``joueurs``), le journal (``journal``), le tableau du bilan (``bilan``), les
statistiques (``statistiques``) et la ligne d'avancement (``progression``).
Aucun de ses modules n'importe un jeu ni un ajout : les jeux l'importent,
jamais l'inverse. Il prend seulement au programme de l'énoncé ce que celui-ci
a déjà (ses nombres, le lancer d'un dé, le dessin des dés et des titres, les
analyses d'une réponse), pour que chaque règle et chaque vérification d'une
réponse soit écrite une seule fois.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

# Version du projet, affichée par --version dans les trois jeux et notée dans le journal.
__version__ = "1.0.0"
