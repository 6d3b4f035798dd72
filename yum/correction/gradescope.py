"""La sous-commande ``gradescope`` : l'archive de l'autocorrecteur à déposer sur Gradescope.

Explication : Gradescope corrige chaque remise dans un conteneur neuf, à partir
d'une archive zip que l'enseignant dépose une fois (« Configure Autograder »).
Gradescope la décompresse dans ``/autograder/source`` et y lance ``setup.sh``
une fois, à la construction du conteneur ; puis, pour chaque remise, copiée
dans ``/autograder/submission``, il lance ``/autograder/run_autograder`` et lit
``/autograder/results/results.json``. L'archive que cette commande écrit
contient :

- ``des-inf111/`` : le paquet ``yum`` de ce correcteur, tel qu'il est installé
  ici, avec un ``pyproject.toml`` qui l'installe et ses dépendances ;
- ``setup.sh`` : installe Python, Java et ce paquet ;
- ``run_autograder`` : corrige ``/autograder/submission`` comme une remise de
  la classe (``des-corriger classe … --gradescope``) et écrit ``results.json``.

``run_autograder`` lit deux variables, pour l'essayer ailleurs que sur
Gradescope : ``AUTOGRADER_RACINE`` (défaut : ``/autograder``) et ``PYTHON``
(défaut : ``python3``).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import importlib.metadata
import stat
import sys
import zipfile
from pathlib import Path

import yum
from yum.commun import __version__
from yum.correction.bac_a_sable import OPTION_SANS_BAC_A_SABLE

# Les codes de sortie.
SORTIE_REUSSIE = 0
SORTIE_ECRITURE_IMPOSSIBLE = 74
# Le nom du projet installé, et le dossier qui le porte dans l'archive.
NOM_DU_PROJET = "des-inf111"
# Les dépendances de l'extra « correction » quand les métadonnées installées ne les donnent pas.
DEPENDANCES_PAR_DEFAUT = ("pytest>=7", "hypothesis>=6")
# Les droits d'un script de l'archive : lisible par tous, exécutable (rwxr-xr-x).
DROITS_D_UN_SCRIPT = stat.S_IFREG | 0o755
# Les droits d'un fichier ordinaire de l'archive (rw-r--r--).
DROITS_D_UN_FICHIER = stat.S_IFREG | 0o644
# Les bits de droits d'un membre d'une archive zip, dans son attribut externe.
DECALAGE_DES_DROITS = 16

SETUP = f"""\
#!/usr/bin/env bash
# Installe le correcteur « des-inf111 » dans le conteneur de Gradescope (une fois).
set -euo pipefail
apt-get update
apt-get install -y python3 python3-pip python3-venv default-jdk-headless bubblewrap
python3 -m venv /autograder/venv
/autograder/venv/bin/pip install "/autograder/source/{NOM_DU_PROJET}[correction]"
"""

RUN_AUTOGRADER = """\
#!/usr/bin/env bash
# Corrige la remise de Gradescope et écrit results.json (des-corriger classe … --gradescope).
set -uo pipefail
racine="${AUTOGRADER_RACINE:-/autograder}"
if [ -z "${PYTHON:-}" ]; then
    if [ -x "$racine/venv/bin/python" ]; then PYTHON="$racine/venv/bin/python"; else PYTHON=python3; fi
fi
mkdir -p "$racine/results"
"$PYTHON" -m yum.correction classe "$racine/submission" --gradescope "$racine/results/results.json"{option}
code=$?
# 0 : corrigé ; 1 : la remise ne se lit pas, mais results.json le dit. Au-delà, Gradescope affiche l'erreur.
if [ "$code" -le 1 ]; then exit 0; fi
exit "$code"
"""


def ajouter_les_options(analyseur):
    """Ajoute à ``analyseur`` les options de la sous-commande ``gradescope`` ; ne retourne rien."""
    analyseur.add_argument("--sortie", required=True, metavar="FICHIER.zip",
                           help="l'archive à écrire, à déposer dans « Configure Autograder » de Gradescope")


def dependances_de_la_correction():
    """Retourne les dépendances de l'extra « correction » du projet installé (ou celles par défaut)."""
    try:
        exigences = importlib.metadata.requires(NOM_DU_PROJET) or []
    except importlib.metadata.PackageNotFoundError:
        return list(DEPENDANCES_PAR_DEFAUT)
    retenues = [exigence.split(";")[0].strip() for exigence in exigences
                if "extra == \"correction\"" in exigence.replace("'", "\"")]
    return retenues or list(DEPENDANCES_PAR_DEFAUT)


def pyproject():
    """Retourne le ``pyproject.toml`` qui installe le paquet ``yum`` copié dans l'archive."""
    dependances = ", ".join(f'"{dependance}"' for dependance in dependances_de_la_correction())
    return f"""\
[build-system]
requires = ["setuptools>=61"]
build-backend = "setuptools.build_meta"

[project]
name = "{NOM_DU_PROJET}"
version = "{__version__}"
requires-python = ">=3.10"

[project.optional-dependencies]
correction = [{dependances}]

[project.scripts]
des-corriger = "yum.correction.commande:main"

[tool.setuptools.packages.find]
include = ["yum*"]

[tool.setuptools.package-data]
"*" = ["*.csv", "*.java", "*.zlib"]
"""


def ajouter_texte(archive, nom, texte, droits=DROITS_D_UN_FICHIER):
    """Ajoute à ``archive`` le fichier ``nom`` (contenu ``texte``, droits ``droits``) ; ne retourne rien."""
    membre = zipfile.ZipInfo(nom)
    membre.external_attr = droits << DECALAGE_DES_DROITS
    membre.compress_type = zipfile.ZIP_DEFLATED
    archive.writestr(membre, texte)


def run_autograder(sans_bac_a_sable):
    """Retourne le script ``run_autograder`` ; ``sans_bac_a_sable`` : le code de l'équipe tourne même là
    où le conteneur de Gradescope refuse les espaces de noms de bubblewrap (le conteneur est jetable)."""
    option = f" {OPTION_SANS_BAC_A_SABLE}" if sans_bac_a_sable else ""
    return RUN_AUTOGRADER.replace("{option}", option)


def ecrire_l_archive(chemin, sans_bac_a_sable=False):
    """Écrit l'archive de l'autocorrecteur dans ``chemin`` ; ne retourne rien (lève OSError)."""
    paquet = Path(yum.__file__).resolve().parent
    with zipfile.ZipFile(chemin, "w") as archive:
        ajouter_texte(archive, "setup.sh", SETUP, DROITS_D_UN_SCRIPT)
        ajouter_texte(archive, "run_autograder", run_autograder(sans_bac_a_sable), DROITS_D_UN_SCRIPT)
        ajouter_texte(archive, f"{NOM_DU_PROJET}/pyproject.toml", pyproject())
        for fichier in sorted(paquet.rglob("*")):
            if fichier.is_file() and "__pycache__" not in fichier.parts:
                nom = f"{NOM_DU_PROJET}/yum/{fichier.relative_to(paquet).as_posix()}"
                ajouter_texte(archive, nom, fichier.read_bytes())


def executer(options):
    """Écrit l'archive des options ; retourne le code de sortie (0, ou 74 si elle ne s'écrit pas)."""
    try:
        ecrire_l_archive(options.sortie, options.sans_bac_a_sable)
    except OSError as erreur:
        print(f"des-corriger gradescope : impossible d'écrire {options.sortie} :"
              f" {erreur.strerror or erreur}.", file=sys.stderr)
        return SORTIE_ECRITURE_IMPOSSIBLE
    print(f"Archive de l'autocorrecteur : {options.sortie}. Déposez-la dans « Configure Autograder »"
          " de Gradescope.")
    return SORTIE_REUSSIE

