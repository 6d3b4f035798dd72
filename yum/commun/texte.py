"""Couper un texte pour qu'il tienne à l'écran, à la française.

Explication : aucune ligne écrite ne dépasse la largeur d'un terminal ordinaire. La coupe garde
ensemble un signe double (« : », « ; », « ! », « ? ») et le mot qui le précède,
comme le veut la typographie française.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import re
import textwrap

# La largeur d'un terminal ordinaire : aucune ligne écrite ne la dépasse.
LARGEUR_ECRAN = 80
# La ponctuation double, précédée d'une espace en français.
PONCTUATION_DOUBLE = ":;!?"
# Le caractère qui tient lieu de l'espace avant une ponctuation double le temps de couper les
# lignes : ce n'est pas une espace (``textwrap`` couperait là), mais un caractère de contrôle
# que les textes n'emploient jamais, remis en espace ordinaire après la coupe.
SOUDURE = "\x1f"
# Les autres espaces où une ligne ne se coupe jamais : entre un nombre et le mot qui le suit
# (« 203,8 points », « 91,0 % »), entre un mot et le nombre qu'il nomme (« centile 5 »), entre
# « : » et le nombre qu'il annonce (« centile 5 : 41 »), et aux bords intérieurs des guillemets
# (« « expert » »).
# Un nombre soudé a au plus 12 caractères : un nombre géant tapé par un joueur reste seul sur sa ligne.
NOMBRE_SOUDE = r"-?\d[\d,]{0,11}(?![\d,])"
ESPACES_A_SOUDER = (re.compile(r"(?<![\d,])" + NOMBRE_SOUDE + r" (?=\S)"),
                    re.compile(r"[^\W\d] (?=" + NOMBRE_SOUDE + ")"),
                    re.compile(r": (?=" + NOMBRE_SOUDE + ")"), re.compile(r"« "), re.compile(r" »"))


def couper_a_la_francaise(texte, largeur, retrait=""):
    """Retourne ``texte`` coupé en lignes d'au plus ``largeur`` colonnes, entre deux mots.

    Chaque paragraphe (séparé par un saut de ligne) est coupé à part ; les
    lignes qui suivent la première commencent par ``retrait``. Comme en
    typographie française, une ligne ne commence jamais par « : », « ; », « ! »
    ou « ? » : l'espace qui les précède est soudée au mot le temps de couper ;
    de même, un nombre reste avec son unité et son étiquette, une citation
    avec ses guillemets (ESPACES_A_SOUDER).

    >>> print(couper_a_la_francaise("un " * 26 + "deux : fin", 80))
    un un un un un un un un un un un un un un un un un un un un un un un un un un
    deux : fin
    """
    lignes = []
    for paragraphe in texte.split("\n"):
        for ponctuation in PONCTUATION_DOUBLE:
            paragraphe = paragraphe.replace(" " + ponctuation, SOUDURE + ponctuation)
        for espace_a_souder in ESPACES_A_SOUDER:
            paragraphe = espace_a_souder.sub(lambda trouve: trouve.group().replace(" ", SOUDURE), paragraphe)
        lignes.append(textwrap.fill(paragraphe, largeur, subsequent_indent=retrait,
                                    break_long_words=False, break_on_hyphens=False))
    return "\n".join(lignes).replace(SOUDURE, " ")


def couper(texte, retrait=""):
    """Retourne ``texte`` coupé en lignes d'au plus LARGEUR_ECRAN colonnes, entre deux mots.

    Chaque paragraphe (séparé par un saut de ligne) est coupé à part ; les
    lignes qui suivent la première commencent par ``retrait``. Une ligne ne
    commence jamais par « : », « ; », « ! » ou « ? » (voir ``couper_a_la_francaise``).

    >>> print(couper("un " * 30 + "fin", "  "))
    un un un un un un un un un un un un un un un un un un un un un un un un un un un
      un un un fin
    """
    return couper_a_la_francaise(texte, LARGEUR_ECRAN, retrait)
