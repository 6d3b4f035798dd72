"""Les codes de sortie de ``des-corriger`` : une seule table pour toutes les sous-commandes.

Explication : la même situation donne le même code, quelle que soit la
sous-commande (LISEZMOI, « Codes de sortie du correcteur ») : un dossier
introuvable est toujours 66, rien à lire toujours 65, un outil qui manque
toujours 69. Les codes au-dessus de 64 suivent ``sysexits.h``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

# Tout est fait : les notes, la fiche ou le rapport sont écrits, aucune faute (programme, paquet).
SORTIE_REUSSIE = 0
# Fait, avec au moins une faute (programme, paquet : un verdict « échoué ») ou, pour une classe, au moins
# une remise qui ne se lit pas (archive abîmée, ni Python ni Java).
SORTIE_FAUTES = 1
SORTIE_REMISES_ILLISIBLES = SORTIE_FAUTES
# Les options ne vont pas (comme argparse).
SORTIE_OPTIONS_INVALIDES = 2
# Le paquet ne s'exécute pas du tout (il ne s'importe pas) : « non notable ».
SORTIE_NON_NOTABLE = 6
# Rien à lire ou des données invalides : aucune remise, ni Python ni Java, archive de la classe
# illisible, équipe inconnue, barème illisible (EX_DATAERR).
SORTIE_DONNEES_INVALIDES = 65
# Le dossier ou l'archive donnés n'existent pas (EX_NOINPUT).
SORTIE_DOSSIER_INTROUVABLE = 66
# Un outil du correcteur manque : pytest, hypothesis, javac, java, tree-sitter (EX_UNAVAILABLE).
SORTIE_OUTIL_MANQUANT = 69
# Le dossier des notes contient autre chose qu'une correction (--ecraser pour le remplacer) (EX_CANTCREAT).
SORTIE_CARNET_EXISTANT = 73
# Les rapports ne peuvent pas être écrits (EX_IOERR).
SORTIE_ECRITURE_IMPOSSIBLE = 74
# Interruption (Ctrl-C, terminal fermé) : ce qui est fait est gardé.
SORTIE_INTERRUPTION = 130
