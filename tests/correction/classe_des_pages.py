"""Une petite classe de remises, comme Moodle la donne, pour les pages de la classe (classe.html).

Explication : six remises, chacune dans un dossier nommé comme le téléchargement
de Moodle (« Nom Prénom_123456_assignsubmission_file_ ») : une copie Python
juste, une copie Python fautive (le Carré accepte cinq dés pareils), un
programme Java juste (un projet Eclipse), un Java fautif (le Brelan compte
trois fois la face, ``copies/java/ecarts.py``), un Java qui ne se compile pas,
et la copie du Java fautif par une autre équipe (un commentaire de plus par fichier),
qui fait une paire de code en commun. Plus une remise hors de Moodle (un
dossier renommé), que l'archive des retours laisse de côté en le disant.

Aucun test pytest ici : les tests des pages importent ce module.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import importlib.util
import shutil
from pathlib import Path

# Les copies d'équipe du projet.
COPIES = Path(__file__).resolve().parent / "copies"
# Le suffixe des dossiers de Moodle.
MOODLE = "_assignsubmission_file_"
# Le programme Java juste (copies/java/LISEZMOI.md).
JAVA_JUSTE = COPIES / "java" / "correct_sans_accents"
# La faute plantée dans la copie Python fautive : (fichier, texte juste, texte fautif).
FAUTE_PYTHON = ("regles.py", "if n == 4:", "if n >= 4:")
# L'écart du Java fautif (copies/java/ecarts.py).
ECART_JAVA = "brelan_trois_fois_la_face"
# Le nom de la remise hors de Moodle.
HORS_MOODLE = "Groupe du jeudi"


def module_des_ecarts():
    """Retourne le module ``copies/java/ecarts.py``, chargé par son chemin."""
    spec = importlib.util.spec_from_file_location("ecarts", COPIES / "java" / "ecarts.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def remise_python(remises, nom, faute=None):
    """Écrit une remise Python (la copie juste, ``faute`` plantée) ; retourne son dossier."""
    paquet = remises / f"{nom}{MOODLE}" / "TP1" / "yum"
    shutil.copytree(COPIES / "tp1_yum", paquet, ignore=shutil.ignore_patterns("__pycache__"))
    if faute is not None:
        fichier, juste, fautif = faute
        texte = (paquet / fichier).read_text(encoding="utf-8")
        (paquet / fichier).write_text(texte.replace(juste, fautif, 1), encoding="utf-8")
    return paquet.parent.parent


def recopier_en_maquillant(source, destination):
    """Recopie les sources Java ``source`` dans ``destination``, un commentaire ajouté en tête de chacune
    (une copie maquillée)."""
    destination.mkdir(parents=True)
    for fichier in sorted(source.glob("*.java")):
        texte = fichier.read_text(encoding="utf-8")
        (destination / fichier.name).write_text(f"// Notre version de {fichier.stem}\n{texte}",
                                                encoding="utf-8")


def ecrire_la_classe(remises):
    """Écrit la classe d'essai des pages dans ``remises`` (créé) ; ne retourne rien."""
    remises.mkdir(parents=True)
    ecarts = module_des_ecarts()
    remise_python(remises, "Ana Juste_1001")
    remise_python(remises, "Béa Fautive_1002", faute=FAUTE_PYTHON)
    juste = remises / f"Carl Java_1003{MOODLE}"
    shutil.copytree(JAVA_JUSTE, juste / "src")
    (juste / ".project").write_text("<projectDescription><name>TP1</name></projectDescription>\n",
                                    encoding="utf-8")
    fautive = remises / f"Dan Brelan_1004{MOODLE}"
    ecarts.fabriquer(ecarts.chercher(ECART_JAVA), fautive)
    shutil.copytree(COPIES / "classe" / "java_qui_ne_compile_pas",
                    remises / f"Éric Cassé_1005{MOODLE}" / "src")
    recopier_en_maquillant(fautive, remises / f"Fanny Copie_1006{MOODLE}")
    shutil.copytree(JAVA_JUSTE, remises / HORS_MOODLE / "src")
