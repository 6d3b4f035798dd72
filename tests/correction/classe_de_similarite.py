"""Une classe écrite pour éprouver la similarité : des équipes indépendantes, une copie déguisée,
une paire qui ne partage que les fichiers du cours ; en Java et en Python.

Explication : les équipes indépendantes sont les copies justes du dépôt, écrites chacune dans son
style (``copies/java/*``, ``copies/tp1_yum``, ``copies/qualite/propre``, le programme de l'énoncé).
Les fichiers du cours (``ModAffichage.java`` et ``Constantes.java`` de ``correct_sans_accents`` ;
``affichage.py`` du programme de l'énoncé) sont remis par toutes les équipes, certaines les
réindentant ou ajoutant une ligne ``package`` comme le font les IDE. La copie déguisée est faite par
``deguisement`` (noms changés, méthodes dans un autre ordre, commentaires réécrits, une fonction
coupée en deux).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from pathlib import Path

from deguisement import deguiser_java, deguiser_python

# Les copies du dépôt.
COPIES = Path(__file__).resolve().parent / "copies"
RACINE = COPIES.parents[2]
# Les fichiers Java du cours, donnés à toutes les équipes.
FOURNIS_JAVA = ("ModAffichage.java", "Constantes.java")
# Le module Python du cours, donné à toutes les équipes.
FOURNI_PYTHON = "affichage.py"
# La largeur d'un retrait dans les copies (quatre espaces), remplacée par une tabulation.
LARGEUR_D_UN_RETRAIT = 4
# Les équipes Java indépendantes : leur dossier dans copies/java.
JAVA_INDEPENDANTES = ("correct_anglais", "correct_cp1252", "correct_nextint", "correct_sans_accents",
                      "correct_verbeux")
# L'équipe Java copiée puis déguisée.
JAVA_COPIEE = "correct_verbeux"
# Les équipes Python indépendantes : leur dossier (relatif à la racine) et les modules lus.
PYTHON_INDEPENDANTES = {
    "tp1_yum": (COPIES / "tp1_yum", None),
    "propre": (COPIES / "qualite" / "propre", None),
    "enonce": (RACINE / "yum", ("constantes.py", "des.py", "regles.py", "saisie.py", "partie.py",
                                "__main__.py")),
}
# L'équipe Python copiée puis déguisée.
PYTHON_COPIEE = "tp1_yum"


def lire(dossier, noms=None, extension=".java"):
    """Retourne {nom : texte} des fichiers du dossier (``noms`` seulement, s'ils sont donnés)."""
    chemins = [dossier / nom for nom in noms] if noms else sorted(dossier.glob(f"*{extension}"))
    return {chemin.name: chemin.read_bytes().decode("utf-8", "replace") for chemin in chemins}


def fournis_java():
    """Retourne {nom : texte} des fichiers Java du cours."""
    return lire(COPIES / "java" / "correct_sans_accents", FOURNIS_JAVA)


def fournis_python():
    """Retourne {nom : texte} du module Python du cours."""
    return lire(RACINE / "yum", (FOURNI_PYTHON,))


def reindenter(texte):
    """Retourne ``texte`` réindenté par tabulations, fins de ligne Windows, un paquet en tête (un IDE)."""
    lignes = []
    for ligne in texte.splitlines():
        corps = ligne.lstrip(" ")
        lignes.append("\t" * ((len(ligne) - len(corps)) // LARGEUR_D_UN_RETRAIT) + corps)
    return "package yum;\r\n" + "\r\n".join(lignes) + "\r\n"


def equipes_java():
    """Retourne {équipe : {nom : texte}} de la classe Java (sans le code du cours ajouté)."""
    equipes = {}
    for dossier in JAVA_INDEPENDANTES:
        fichiers = lire(COPIES / "java" / dossier)
        equipes[f"java-{dossier}"] = {nom: t for nom, t in fichiers.items() if nom not in FOURNIS_JAVA}
    equipes["java-deguisee"] = deguiser_java(equipes[f"java-{JAVA_COPIEE}"])
    return equipes


def equipes_python():
    """Retourne {équipe : {nom : texte}} de la classe Python (sans le code du cours ajouté)."""
    equipes = {f"python-{nom}": {n: t for n, t in lire(dossier, noms, ".py").items() if n != FOURNI_PYTHON}
               for nom, (dossier, noms) in PYTHON_INDEPENDANTES.items()}
    equipes["python-deguisee"] = deguiser_python(equipes[f"python-{PYTHON_COPIEE}"])
    return equipes


def ecrire_la_classe(dossier):
    """Écrit la classe (une équipe par sous-dossier) et le dossier ``fourni`` ; retourne (remises, fourni).

    Toutes les équipes remettent le code du cours ; la moitié le réindente (IDE).
    """
    remises, fourni = dossier / "remises", dossier / "fourni"
    fourni.mkdir(parents=True)
    for nom, texte in {**fournis_java(), **fournis_python()}.items():
        (fourni / nom).write_text(texte, encoding="utf-8")
    for rang, (equipe, fichiers) in enumerate({**equipes_java(), **equipes_python()}.items()):
        donnes = fournis_java() if equipe.startswith("java") else fournis_python()
        if rang % 2:
            donnes = {nom: reindenter(texte) if nom.endswith(".java") else texte
                      for nom, texte in donnes.items()}
        (remises / equipe).mkdir(parents=True)
        for nom, texte in {**fichiers, **donnes}.items():
            (remises / equipe / nom).write_text(texte, encoding="utf-8", newline="")
    return remises, fourni


def ecrire_une_grande_classe(dossier, nombre):
    """Écrit une classe de ``nombre`` équipes (pour mesurer le temps) ; retourne (remises, fourni).

    Chaque équipe reprend une équipe de la petite classe, Java ou Python, ses noms déguisés de
    nouveau (un préfixe propre à l'équipe) : autant de code à lire qu'une vraie classe.
    """
    remises, fourni = ecrire_la_classe(dossier)
    modeles = sorted(remises.iterdir())
    for rang in range(len(modeles), nombre):
        modele = modeles[rang % len(modeles)]
        copie = remises / f"equipe-{rang:03d}"
        copie.mkdir()
        for fichier in modele.iterdir():
            texte = fichier.read_text(encoding="utf-8")
            if fichier.name not in FOURNIS_JAVA and fichier.name != FOURNI_PYTHON:
                texte = texte.replace("mon", f"e{rang}")
            (copie / fichier.name).write_text(texte, encoding="utf-8", newline="")
    return remises, fourni
