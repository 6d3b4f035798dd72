"""Les paquets d'équipe hostiles des tests de la correction, prêts dans un dossier neuf.

Explication : chaque paquet hostile attaquait le correcteur quand le paquet
d'une équipe était importé dans le processus de pytest (il réécrivait les
rapports, quittait, lisait le clavier, bouclait, écrivait des fichiers).
Ceux qui ne font que cela sont écrits tels quels dans ``tests/copies/hostiles`` ;
ceux qui sont une copie juste avec une seule attaque sont tirés de la copie
juste (``tests/copies/tp1_yum``) par une substitution, comme les fautes de
``tests/test_correction.py`` : l'attaque se lit ici, en une ligne, et la copie
juste n'est pas recopiée.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import shutil
from pathlib import Path

# Les copies des tests : la copie juste, et les paquets hostiles écrits tels quels.
COPIES = Path(__file__).resolve().parent / "copies"
COPIE_JUSTE = COPIES / "tp1_yum"
HOSTILES_ECRITS = COPIES / "hostiles"
# Les paquets hostiles tirés de la copie juste : nom -> (fichier, texte juste, texte hostile).
HOSTILES_TIRES_DE_LA_COPIE_JUSTE = {
    # calculer_coups_possibles boucle sans fin sur un Yum.
    "boucle_sans_fin": ("regles.py", "                proposer(feuille, grille, 16, 30)\n",
                        "                # La faute : une boucle qui ne finit jamais sur un Yum.\n"
                        "                while n == 5:\n"
                        "                    pass\n"),
    # L'import écrit un fichier dans le dossier courant, et un autre à côté du paquet.
    "fichier_a_l_import": ("__init__.py", 'une faute à la fois.\n"""\n',
                           'une faute à la fois.\n"""\n\nimport os\n\n'
                           'with open("trace_de_l_equipe.txt", "w", encoding="utf-8") as fichier:\n'
                           '    fichier.write("écrit à l\'import\\n")\n'
                           'with open(os.path.join(os.path.dirname(__file__), "cache.txt"), "w",'
                           ' encoding="utf-8") as fichier:\n'
                           '    fichier.write("écrit à côté du paquet\\n")\n'),
}


def preparer_les_hostiles(destination):
    """Écrit chaque paquet hostile dans ``destination/hostiles`` ; retourne ce dossier.

    Lève ``AssertionError`` si une substitution ne s'applique plus à la copie juste.
    """
    dossier = Path(destination) / "hostiles"
    shutil.copytree(HOSTILES_ECRITS, dossier, ignore=shutil.ignore_patterns("__pycache__"))
    for nom, (fichier, juste, hostile) in HOSTILES_TIRES_DE_LA_COPIE_JUSTE.items():
        # Sans son programme en console : ces paquets n'attaquent que par leurs fonctions.
        sans_console = shutil.ignore_patterns("__pycache__", "__main__.py")
        shutil.copytree(COPIE_JUSTE, dossier / nom, ignore=sans_console)
        texte = (dossier / nom / fichier).read_text(encoding="utf-8")
        assert texte.count(juste) == 1, f"le paquet hostile {nom} ne s'applique plus à la copie juste"
        (dossier / nom / fichier).write_text(texte.replace(juste, hostile), encoding="utf-8")
    return dossier
