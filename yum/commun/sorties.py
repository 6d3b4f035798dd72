"""Les codes de sortie documentés des trois jeux, et la phrase de chacun.

Explication : chaque jeu finit par une phrase en français et un de ces codes, jamais par une
trace d'erreur :

    0    fin normale, ou partie quittée par « q » (elle pourra être reprise)
    1    fin de l'entrée (Ctrl-D, script de réponses épuisé, entrée fermée)
    2    option invalide ou règles impossibles (refusées au départ), dont un
         journal qui n'est pas un fichier (``--journal``, ``--bilan``)
    3    revue incomplète : des parties revues, des lignes du journal sautées,
         chacune nommée (``--revoir``)
    65   données d'un conseiller absentes ou abîmées (là où le jeu en a besoin),
         ou aucune partie à revoir dans le journal : lignes abîmées ou
         retouchées, parties d'un autre jeu (``--revoir``) ; une partie en
         cours abîmée ou d'un autre jeu (``--reprendre``)
    66   journal absent, impossible à ouvrir, ou qui n'est pas un fichier (``--revoir``),
         partie en cours absente (``--reprendre``)
    74   sortie impossible à écrire (disque plein, sortie fermée)
    130  Ctrl-C, une fois ou plusieurs, même pendant le démarrage
    141  sortie fermée par son lecteur (« | head »)

Les codes 65, 66 et 74 sont ceux de ``sysexits.h`` (EX_DATAERR, EX_NOINPUT, EX_IOERR).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

# Fin normale : le joueur a dit qu'il ne voulait plus jouer.
SORTIE_NORMALE = 0
# L'entrée s'est terminée (Ctrl-D, un script de réponses épuisé, une entrée fermée).
SORTIE_FIN_ENTREE = 1
# Code de sortie d'argparse pour une ligne de commande invalide (ou des règles impossibles).
SORTIE_OPTIONS_INVALIDES = 2
# La revue d'un journal a sauté des lignes (chacune nommée) et montré les autres parties.
SORTIE_REVUE_INCOMPLETE = 3
# Les données d'un conseiller sont absentes ou abîmées, ou le journal n'a aucune partie à revoir (EX_DATAERR).
SORTIE_DONNEES_ILLISIBLES = 65
# Le journal à revoir n'existe pas, ne peut pas être ouvert ou n'est pas un fichier (EX_NOINPUT).
SORTIE_JOURNAL_INTROUVABLE = 66
# La sortie ne peut pas être écrite : disque plein, sortie fermée (EX_IOERR de sysexits.h).
SORTIE_ECRITURE_IMPOSSIBLE = 74
# Le joueur a interrompu le programme avec Ctrl-C (128 + le signal SIGINT, 2).
SORTIE_INTERRUPTION = 130
# La sortie a été fermée en cours de route, par exemple « | head » (128 + SIGPIPE, 13).
SORTIE_TUBE_FERME = 141
# Les phrases de fin d'un jeu arrêté avant la fin.
MESSAGE_FIN_ENTREE = "Fin de l'entrée : le programme s'arrête là."
MESSAGE_INTERRUPTION = "Interruption (Ctrl-C) : le programme s'arrête là."
MESSAGE_TUBE_FERME = "La sortie a été fermée : le programme s'arrête là."
MESSAGE_ECRITURE_IMPOSSIBLE = ("Impossible d'écrire la sortie du jeu (disque plein ou sortie fermée) :"
                               " le programme s'arrête là.")
MESSAGE_DONNEES_ILLISIBLES = "Le conseiller n'est pas disponible : {}."
MESSAGE_JOURNAL_ILLISIBLE = "Impossible de revoir ce journal : {}."
MESSAGE_REVUE_INCOMPLETE = "Revue incomplète : {}."
MESSAGE_PARTIE_QUITTEE = "Partie quittée : le programme s'arrête là."
MESSAGE_REPRISE_IMPOSSIBLE = "Impossible de reprendre la partie : {}."
