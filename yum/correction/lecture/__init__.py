"""La couche de lecture du correcteur : les remises préparées une fois, leurs noms, leurs fichiers.

Explication : tout ce qui lit une remise passe par ici, et rien d'ici n'importe
le reste du correcteur. ``extraction`` copie et extrait une remise sans suivre
de lien, dans ses limites ; ``noms`` rend lisible un nom de fichier dans
n'importe quel encodage ; ``remises`` trouve les remises d'une classe (l'archive
de Moodle, son dossier, un dossier d'équipe) et les prépare ; ``sources`` lit
le texte d'un fichier ; ``jetons`` découpe Python et Java ; ``fournis``
reconnaît le code donné par le cours. La fiche de qualité, la similarité et la
correction de la classe s'appuient dessus, sans s'importer l'une l'autre.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""
