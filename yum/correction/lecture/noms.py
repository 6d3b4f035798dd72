"""Les noms de fichiers d'une remise, dans n'importe quel encodage : gardés en octets, montrés lisibles.

Explication : Linux garde un nom de fichier en octets ; Python le lit en texte
et remplace chaque octet qui n'est pas de l'UTF-8 par un « substitut »
(``surrogateescape``), qu'aucun fichier UTF-8 ne peut écrire. Une machine
Windows écrit ``résumé.txt`` en Windows-1252 : le fichier reste tel quel sur le
disque (on l'ouvre par son nom d'origine), et on le montre comme Windows l'a
écrit. Un nom d'archive zip sans le drapeau UTF-8 est décodé de même.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import os
import re
import unicodedata

# Les encodages essayés pour un nom qui n'est pas de l'UTF-8 : Windows-1252 (l'Explorateur et la
# plupart des outils de Windows en français), puis la page de code 850 (les vieux outils en console).
ENCODAGES_DE_WINDOWS = ("cp1252", "cp850")
# Les lettres d'un nom français : le décodage qui en lit le plus est celui de la machine qui l'a écrit.
LETTRES_FRANCAISES = set("àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ")
# Une suite d'octets qu'UTF-8 ne lit pas, tels que Python les garde dans un nom (substituts).
MOTIF_DES_SUBSTITUTS = re.compile("[\udc80-\udcff]+")
# Les catégories Unicode des caractères qui coupent ou cachent une ligne : contrôle (retour à la ligne,
# échappement ANSI ; la tabulation, qui ne coupe rien, est gardée), séparateurs de ligne et de paragraphe.
CATEGORIES_QUI_COUPENT = ("Cc", "Zl", "Zp")
# Les caractères qui, dans une page Markdown, ouvrent du HTML, un lien, une image ou du code.
ACTIFS_EN_MARKDOWN = "\\`<>[]!"


def vraisemblance(texte):
    """Retourne combien de caractères de ``texte`` sont des lettres, chiffres ou ponctuation d'un nom."""
    return sum(caractere.isascii() and caractere.isprintable() or caractere in LETTRES_FRANCAISES
               for caractere in texte)


def decoder_un_nom(octets):
    """Retourne le nom ``octets`` en texte : UTF-8, sinon l'encodage de Windows qui lit le plus de lettres.

    >>> decoder_un_nom("Côté Émile".encode("cp1252"))
    'Côté Émile'
    >>> decoder_un_nom("Côté".encode("cp850"))
    'Côté'
    """
    try:
        return octets.decode("utf-8")
    except UnicodeDecodeError:
        pass
    lectures = [octets.decode(encodage, errors="replace") for encodage in ENCODAGES_DE_WINDOWS]
    return max(lectures, key=vraisemblance)


def lisible(texte):
    """Retourne ``texte`` sans substitut : un nom lu du disque en octets non UTF-8, montré comme écrit.

    >>> lisible(os.fsdecode(b"r\\xe9sum\\xe9.txt"))
    'résumé.txt'
    """
    if not isinstance(texte, str):
        return texte
    return MOTIF_DES_SUBSTITUTS.sub(lambda suite: decoder_un_nom(os.fsencode(suite.group())), texte)


def sur_une_ligne(texte):
    """Retourne ``texte`` sur une seule ligne : chaque caractère qui coupe ou cache une ligne écrit comme
    Python l'écrit (« \\n », « \\x1b »).

    Pourquoi : un nom de fichier, un chemin ou une phrase de la sonde viennent d'une
    équipe ; un retour à la ligne y ferait, dans son retour, un titre « ## Note
    finale : 40/40 » que le correcteur n'a pas écrit (tour 60).

    >>> sur_une_ligne("ligne\\n## Note")
    'ligne\\\\n## Note'
    """
    return remplacer_les_controles(texte, ecrit_comme_python, gardes="\t")


def remplacer_les_controles(texte, remplacement, gardes=""):
    """Retourne ``texte`` où chaque caractère qui coupe ou cache une ligne (``CATEGORIES_QUI_COUPENT``),
    hors de ``gardes``, est remplacé par ``remplacement(caractere)``."""
    return "".join(remplacement(caractere)
                   if unicodedata.category(caractere) in CATEGORIES_QUI_COUPENT and caractere not in gardes
                   else caractere
                   for caractere in texte)


def ecrit_comme_python(caractere):
    """Retourne ``caractere`` écrit comme Python l'écrit dans une chaîne (« \\n », « \\x1b »)."""
    return caractere.encode("unicode_escape").decode("ascii")


def controles_en_espaces(texte):
    """Retourne ``texte`` (un nom) où chaque caractère qui coupe ou cache une ligne devient une espace.

    >>> controles_en_espaces("Eve\\x1b[2J\\nX")
    'Eve [2J X'
    """
    return remplacer_les_controles(texte, lambda caractere: " ")


def sans_controles(texte):
    """Retourne ``texte`` (plusieurs lignes, venues en partie d'une équipe) où chaque caractère de contrôle,
    hors des fins de ligne et des tabulations, est écrit comme Python l'écrit (« \\x1b »).

    Pourquoi : un fichier que l'enseignant affiche (« cat journal-console.txt ») ou une ligne
    de la commande ne doit pas rejouer les séquences du terminal d'une équipe : effacer
    l'écran, changer le titre, écrire dans le presse-papiers (OSC 52, tour 65).

    >>> sans_controles("a\\x1b]52;c;eA==\\x07\\nb\\tc")
    'a\\\\x1b]52;c;eA==\\\\x07\\nb\\tc'
    """
    return remplacer_les_controles(texte, ecrit_comme_python, gardes="\n\t")


def cite_sans_effet(texte):
    """Retourne ``texte`` (venu d'une équipe) sur une ligne (``sur_une_ligne``), ses caractères actifs en
    Markdown précédés d'une barre oblique inverse : dans une page, il ne fait ni HTML, ni lien, ni image.

    >>> cite_sans_effet("<img src=x>")
    '\\\\<img src=x\\\\>'
    """
    return sur_une_ligne("".join("\\" + caractere if caractere in ACTIFS_EN_MARKDOWN else caractere
                                 for caractere in texte))


def en_code(texte):
    """Retourne ``texte`` (venu d'une équipe : un nom de fichier) en code Markdown sur une ligne, entre
    assez d'accents graves pour qu'aucun des siens ne le ferme.

    >>> en_code("a`b.py")
    '``a`b.py``'
    """
    ligne = sur_une_ligne(texte)
    cloture = "`" * (max((len(suite) for suite in re.findall("`+", ligne)), default=0) + 1)
    espace = " " if ligne.startswith("`") or ligne.endswith("`") else ""
    return f"{cloture}{espace}{ligne}{espace}{cloture}"


def rendre_lisible(donnees):
    """Retourne une copie de ``donnees`` (JSON : dict, list, str…) où chaque texte est ``lisible``."""
    if isinstance(donnees, str):
        return lisible(donnees)
    if isinstance(donnees, dict):
        return {lisible(cle): rendre_lisible(valeur) for cle, valeur in donnees.items()}
    if isinstance(donnees, (list, tuple)):
        return [rendre_lisible(valeur) for valeur in donnees]
    return donnees


def ecrire_la_page(chemin, texte, encodage="utf-8"):
    """Écrit la page ``texte`` dans ``chemin`` ; ses noms non UTF-8 y sont lisibles ; retourne None."""
    chemin.write_text(lisible(texte), encoding=encodage)
