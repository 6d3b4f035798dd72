"""Les mots et les motifs que la fiche de qualité reconnaît dans un code, Python ou Java.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import keyword
import re
import tokenize

# --- Les mots que la fiche reconnaît ------------------------------------------

# Les fonctions qui affichent ou lisent à la console, en Python.
FONCTIONS_D_AFFICHAGE = ("print",)
FONCTIONS_DE_LECTURE = ("input",)
# Le début du nom d'une fonction qui lit une réponse : une fonction qui l'appelle est une saisie.
DEBUTS_D_UNE_LECTURE = ("input", "lire", "saisir", "demander", "read", "next")
# Les mots d'un nom de module de calcul : tout affichage y est une faute (§8.19).
MOTS_D_UN_MODULE_DE_CALCUL = ("regle", "calcul", "constante")
# Les méthodes qui modifient une liste, un dictionnaire ou un ensemble.
METHODES_QUI_MODIFIENT = ("append", "extend", "insert", "pop", "remove", "clear", "update",
                          "add", "discard", "setdefault", "sort", "reverse", "popitem")
# Les noms qui créent une valeur modifiable quand on les appelle.
CONSTRUCTEURS_MODIFIABLES = ("list", "dict", "set", "bytearray")
# Les noms du programme principal, en Python comme en Java.
NOMS_DU_PROGRAMME_PRINCIPAL = ("main", "programme_principal", "principal", "programme")
# Les commentaires qui s'adressent à un outil, pas à un lecteur : tolérés en bout de ligne.
DIRECTIVES = ("noqa", "type:", "pragma", "pylint:", "fmt:", "nosec")
# Des mots anglais qui ne sont pas aussi des mots français, pour les noms.
MOTS_ANGLAIS_DES_NOMS = frozenset("""
    get set roll dice die player players game sheet grid check compute calculate calc count show
    display read ask choose choice value values sum is has new reset update apply play upper lower
    full house small large straight kind turn throw keep number numbers array add remove find board
    answer again start result results yes no user input output print total_score draw
    """.split())
# Des mots anglais courants qui ne sont pas aussi des mots français, pour les commentaires.
MOTS_ANGLAIS_DES_COMMENTAIRES = frozenset("""
    the and of this that with is are returns which should will into when then each
    """.split())
# Ce qui annonce une référence (§8.21) : « Références : », « Source : », « d'après », une adresse web.
MOTIF_D_UNE_REFERENCE = re.compile(r"(?:r[ée]f[ée]rences?|sources?)\s*:|d'après|inspiré|adapté de|https?://",
                                   re.IGNORECASE)
# Les mots de l'en-tête d'un module (§8.10), cherchés sans tenir compte de la casse.
MOT_AUTEUR = "auteur"
MOT_VERSION = "version"
# Les mots qui annoncent une stratégie dans la documentation d'une fonction.
MOTS_D_UNE_STRATEGIE = ("stratégie", "strategie", "algorithme", "méthode", "on ")

# Les mots réservés de Python : ils gardent leur forme (un « for » n'est pas un nom).
MOTS_RESERVES_PYTHON = frozenset(keyword.kwlist)
# Les jetons des f-strings (Python 3.12 et plus), traités comme du texte.
JETONS_DE_TEXTE = tuple(getattr(tokenize, nom) for nom in ("FSTRING_START", "FSTRING_MIDDLE", "FSTRING_END")
                        if hasattr(tokenize, nom))

# Un nom en capitales : une constante (en Python comme en Java).
MOTIF_CAPITALES = re.compile(r"^_?[A-Z][A-Z0-9_]*$")
# Un nom en camelCase : une minuscule suivie d'une capitale.
MOTIF_CAMEL = re.compile(r"[a-z][A-Z]")
# Un nom spécial de Python (__version__, __all__).
MOTIF_NOM_SPECIAL = re.compile(r"^__\w+__$")
# Les mots d'un nom : on coupe aux soulignés et aux capitales.
MOTIF_MOTS_D_UN_NOM = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
# Les mots d'un commentaire.
MOTIF_MOTS = re.compile(r"[A-Za-zÀ-ÿ']+")
