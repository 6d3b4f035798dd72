"""L'archive des retours pour Moodle : un dossier par équipe, nommé comme Moodle l'a nommé au téléchargement.

Explication : Moodle (devoir, « Téléverser plusieurs fichiers de feedback dans
un fichier zip ») relit chaque chemin de l'archive ; il coupe le nom d'un
dossier aux « _ » et y trouve le numéro du participant en deuxième place
(« Nom Prénom_123456_assignsubmission_file_ »), le nom que son propre
téléchargement « Télécharger tous les travaux remis » a donné. Chaque fichier
sous ce dossier devient un fichier de feedback de ce participant. Une remise
qui ne vient pas de Moodle (dossier renommé, remise seule) n'y a pas de place :
elle est nommée dans ``LISEZMOI.txt``, à la racine de l'archive, que Moodle
ignore (son nom n'a pas de « _ »). L'archive est la même, octet pour octet,
pour la même correction (dates fixes, ordre des noms).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import zipfile

# Le nom de l'archive, dans le dossier des notes.
ARCHIVE = "retours-moodle.zip"
# Le nom du retour de chaque équipe dans son dossier de l'archive (le même que dans le dossier des notes).
RETOUR = "retour.md"
# Le mode d'emploi à la racine de l'archive (sans « _ » : Moodle ne le prend pour aucun participant).
LISEZMOI = "LISEZMOI.txt"
# La date de chaque fichier de l'archive : fixe, pour que la même correction donne la même archive.
DATE_FIXE = (2020, 1, 1, 0, 0, 0)
# Les étapes, dans Moodle, pour déposer l'archive.
ETAPES = """Retours de la correction, pour Moodle
=====================================

Chaque dossier porte le nom que Moodle a donné à la remise de l'équipe au
téléchargement (« Télécharger tous les travaux remis ») et contient son retour
({retour}).

Dans Moodle :
1. Réglages du devoir, « Types de feedback » : cochez « Fichiers de feedback »
   (« Feedback files »).
2. Dans le devoir : « Consulter tous les travaux remis » (« View all submissions »).
3. Menu « Action d'évaluation » :
   « Téléverser plusieurs fichiers de feedback dans un fichier zip »
   (« Upload multiple feedback files in a zip »).
4. Déposez ce fichier ({archive}) et confirmez : Moodle montre, pour chaque
   participant, le fichier qu'il va ajouter ou remplacer.
5. Les notes (notes.csv) s'importent à part : voir le LISEZMOI du projet,
   « Corriger une classe entière », « Dans Moodle ».
"""


def entree(nom):
    """Retourne l'entrée d'archive ``nom`` à date fixe, compressée."""
    info = zipfile.ZipInfo(nom, date_time=DATE_FIXE)
    info.compress_type = zipfile.ZIP_DEFLATED
    return info


def texte_du_lisezmoi(absentes):
    """Retourne le LISEZMOI de l'archive ; ``absentes`` : les équipes qui n'ont pas de nom de Moodle."""
    texte = ETAPES.format(retour=RETOUR, archive=ARCHIVE)
    if absentes:
        texte += ("\nCes équipes ne sont pas dans l'archive : leur remise ne porte pas de nom de Moodle"
                  " (« Nom Prénom_123456_assignsubmission_file_ »), déposez leur retour à la main :\n"
                  + "".join(f"- {nom}\n" for nom in absentes))
    return texte


def ecrire_l_archive(chemin, equipes):
    """Écrit l'archive des retours ``chemin`` pour les EquipeVue ``equipes`` ; retourne les équipes laissées
    de côté (sans nom de Moodle)."""
    absentes = sorted(equipe.nom for equipe in equipes if not equipe.dossier_moodle)
    provisoire = chemin.with_suffix(".provisoire")
    with zipfile.ZipFile(provisoire, "w") as archive:
        archive.writestr(entree(LISEZMOI), texte_du_lisezmoi(absentes))
        for equipe in sorted((e for e in equipes if e.dossier_moodle), key=lambda e: e.dossier_moodle):
            archive.writestr(entree(f"{equipe.dossier_moodle}/{RETOUR}"), equipe.retour)
    provisoire.replace(chemin)
    return absentes
