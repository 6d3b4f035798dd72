"""Le code d'un fichier comme suite de jetons, noms et valeurs effacés, pour comparer des équipes.

Explication : deux équipes qui partagent du code le déguisent d'abord en changeant les noms, les
valeurs écrites et les commentaires. La suite de jetons efface ce déguisement : chaque nom devient
« N », chaque valeur écrite (nombre, texte, caractère) « V », les commentaires et la mise en page
disparaissent ; il reste la forme du code. Python est lu par ``tokenize`` ; Java par tree-sitter
et sa grammaire Java (un vrai analyseur : les commentaires, les textes et les génériques y sont
reconnus sans motifs). Chaque jeton garde sa ligne, pour montrer le code en commun à une personne.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : tree-sitter (https://tree-sitter.github.io), grammaire tree-sitter-java ;
module tokenize de Python.
"""

import io
import keyword
import tokenize
from dataclasses import dataclass
from functools import lru_cache

from yum.correction.lecture.extraction import LectureImpossible
from yum.correction.sorties import SORTIE_OUTIL_MANQUANT

# La forme d'un nom (variable, fonction, classe, type déclaré), effacé.
NOM = "N"
# La forme d'une valeur écrite (nombre, texte, caractère), effacée.
VALEUR = "V"
# Les jetons Python qui ne portent que la mise en page : ils disparaissent.
JETONS_DE_MISE_EN_PAGE = (tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
                          tokenize.COMMENT, tokenize.ENCODING, tokenize.ENDMARKER)
# Les jetons Python d'une f-string (Python 3.12 et plus) : ensemble, une seule valeur.
DEBUT_D_UNE_FSTRING = getattr(tokenize, "FSTRING_START", None)
FIN_D_UNE_FSTRING = getattr(tokenize, "FSTRING_END", None)
# Le code de sortie d'une commande qui ne peut pas lire le Java : tree-sitter manque.
SORTIE_ANALYSEUR_ABSENT = SORTIE_OUTIL_MANQUANT
# Les nœuds Java qui sont des noms.
NOEUDS_NOMS_JAVA = frozenset({"identifier", "type_identifier"})
# Les nœuds Java qui sont des commentaires.
NOEUDS_COMMENTAIRES_JAVA = frozenset({"line_comment", "block_comment"})
# Les lignes Java qui ne disent rien du code d'une équipe : le paquet et les imports.
NOEUDS_SANS_INTERET_JAVA = frozenset({"package_declaration", "import_declaration"})


@dataclass(frozen=True)
class Jeton:
    """Un jeton : sa forme (nom et valeur effacés), son texte tel qu'écrit, sa ligne (à partir de 1)."""

    forme: str
    texte: str
    ligne: int


def jetons_python(texte):
    """Retourne les Jeton du module Python ``texte`` ; [] si Python ne peut pas le découper."""
    jetons = []
    dans_une_fstring = 0
    try:
        for jeton in tokenize.generate_tokens(io.StringIO(texte).readline):
            if jeton.type in JETONS_DE_MISE_EN_PAGE:
                continue
            if jeton.type == DEBUT_D_UNE_FSTRING:
                dans_une_fstring += 1
                if dans_une_fstring == 1:
                    jetons.append(Jeton(VALEUR, jeton.string, jeton.start[0]))
                continue
            if jeton.type == FIN_D_UNE_FSTRING:
                dans_une_fstring -= 1
                continue
            if dans_une_fstring:
                continue
            jetons.append(Jeton(forme_python(jeton), jeton.string, jeton.start[0]))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return []
    return jetons


def forme_python(jeton):
    """Retourne la forme d'un jeton Python : NOM, VALEUR, ou son texte (mot réservé, symbole)."""
    if jeton.type == tokenize.NAME and not keyword.iskeyword(jeton.string):
        return NOM
    if jeton.type in (tokenize.NUMBER, tokenize.STRING):
        return VALEUR
    return jeton.string


class AnalyseurJavaAbsent(LectureImpossible):
    """tree-sitter ou sa grammaire Java ne sont pas installés : le Java ne peut pas être lu."""


@lru_cache(maxsize=1)
def analyseur_java():
    """Retourne l'analyseur tree-sitter de Java (créé une fois) ; lève AnalyseurJavaAbsent s'il manque."""
    try:
        import tree_sitter
        import tree_sitter_java
    except ImportError:
        raise AnalyseurJavaAbsent("le Java se lit avec tree-sitter et tree-sitter-java, absents : installez"
                                  " l'extra du correcteur (pip install \"des-inf111[correction]\")",
                                  SORTIE_ANALYSEUR_ABSENT) from None
    return tree_sitter.Parser(tree_sitter.Language(tree_sitter_java.language()))


def arbre_java(texte):
    """Retourne l'arbre tree-sitter du texte Java ``texte`` (tree-sitter lit même un code fautif)."""
    return analyseur_java().parse(texte.encode("utf-8"))


def jetons_java(texte):
    """Retourne les Jeton du fichier Java ``texte`` : les feuilles de son arbre, sans commentaires."""
    jetons = []
    a_visiter = [arbre_java(texte).root_node]
    while a_visiter:
        noeud = a_visiter.pop()
        if noeud.type in NOEUDS_COMMENTAIRES_JAVA or noeud.type in NOEUDS_SANS_INTERET_JAVA:
            continue
        ligne = noeud.start_point[0] + 1
        if noeud.type.endswith("_literal") and noeud.type not in ("true", "false", "null_literal"):
            jetons.append(Jeton(VALEUR, noeud.text.decode("utf-8", "replace"), ligne))
        elif noeud.child_count == 0:
            texte_du_noeud = noeud.text.decode("utf-8", "replace")
            forme = NOM if noeud.type in NOEUDS_NOMS_JAVA else texte_du_noeud
            if forme:
                jetons.append(Jeton(forme, texte_du_noeud, ligne))
        else:
            a_visiter.extend(reversed(noeud.children))
    return jetons


def jetons_du_fichier(nom, texte):
    """Retourne les Jeton du fichier ``nom`` (Python ou Java, d'après son extension), sinon []."""
    if nom.endswith(".py"):
        return jetons_python(texte)
    if nom.endswith(".java"):
        return jetons_java(texte)
    return []
