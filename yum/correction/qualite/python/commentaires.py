"""Les commentaires d'un module Python : en-tête (§8.10), fonctions (§8.13), constantes (§8.11),
en bout de ligne (§8.16), en français (§8.20).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import ast
import tokenize

from yum.correction.qualite.constats import PROBABLE, SUR, constat
from yum.correction.qualite.entete import constats_du_contenu_de_l_entete
from yum.correction.qualite.python.arbre import (
    est_constante_de_module,
    est_ligne_de_commentaire,
    fonctions_de,
    premiere_ligne,
)
from yum.correction.qualite.seuils import MOTS_ANGLAIS_POUR_UN_COMMENTAIRE
from yum.correction.qualite.vocabulaire import DIRECTIVES, MOTIF_MOTS, MOTS_ANGLAIS_DES_COMMENTAIRES

# --- §8.10 : l'en-tête de chaque module ---------------------------------------

def entete_du_module(source):
    """Retourne (texte de l'en-tête, ligne) : la docstring du module, sinon ses commentaires du début."""
    if source.arbre is not None:
        docstring = ast.get_docstring(source.arbre)
        if docstring:
            return docstring, source.arbre.body[0].lineno
    commentaires = []
    for ligne in source.lignes:
        if ligne.strip().startswith("#"):
            commentaires.append(ligne.strip().lstrip("#").strip())
        elif ligne.strip():
            break
    commentaires = [texte for texte in commentaires if not texte.startswith("!") and "coding" not in texte]
    return "\n".join(commentaires), 1


def verifier_entete(source):
    """Retourne les constats du §8.10 pour un module : explication, auteurs, version."""
    if not source.texte.strip():
        return []
    entete, _ = entete_du_module(source)
    if not entete.strip():
        return [constat("8.10", source.fichier, 1, "aucun commentaire d'en-tête (ni docstring, ni"
                        " commentaire au début du module)", SUR)]
    return constats_du_contenu_de_l_entete(source.fichier, entete, " \t")


# --- §8.13 : un commentaire avant chaque fonction -----------------------------

def verifier_commentaires_des_fonctions(source):
    """Retourne les constats du §8.13 : fonctions sans docstring ni commentaire juste au-dessus."""
    constats = []
    for fonction in fonctions_de(source.arbre):
        if ast.get_docstring(fonction):
            continue
        if est_ligne_de_commentaire(source.lignes, premiere_ligne(fonction) - 1):
            continue
        constats.append(constat("8.13", source.fichier, fonction.lineno,
                                f"la fonction {fonction.name} n'a ni docstring ni commentaire de déclaration",
                                SUR))
    return constats


# --- §8.11 : un commentaire pour chaque constante -----------------------------

def verifier_commentaires_des_constantes(source):
    """Retourne les constats du §8.11 : constantes sans commentaire au-dessus (ni dans leur groupe)."""
    constats = []
    corps = source.arbre.body
    commentee_avant = False
    fin_precedente = 0
    for position, instruction in enumerate(corps):
        if not est_constante_de_module(instruction):
            commentee_avant = False
            fin_precedente = instruction.end_lineno
            continue
        au_dessus = est_ligne_de_commentaire(source.lignes, instruction.lineno - 1)
        dans_un_groupe = commentee_avant and fin_precedente == instruction.lineno - 1
        suivante = corps[position + 1] if position + 1 < len(corps) else None
        docstring_apres = isinstance(suivante, ast.Expr) and isinstance(suivante.value, ast.Constant) \
            and isinstance(suivante.value.value, str)
        en_bout = any("#" in ligne for ligne in commentaires_en_bout(source, instruction.lineno,
                                                                      instruction.end_lineno))
        commentee = au_dessus or dans_un_groupe or docstring_apres or en_bout
        if not commentee:
            noms = ", ".join(nom.id for nom in ast.walk(instruction) if isinstance(nom, ast.Name)
                             and isinstance(nom.ctx, ast.Store))
            constats.append(constat("8.11", source.fichier, instruction.lineno,
                                    f"constante sans commentaire : {noms}", SUR))
        commentee_avant = commentee
        fin_precedente = instruction.end_lineno
    return constats


# --- §8.16 : les commentaires en bout de ligne --------------------------------

def commentaires_en_bout(source, premiere=1, derniere=None):
    """Retourne [(ligne, texte)] des commentaires écrits après du code, sur la même ligne."""
    trouves = []
    for jeton in source.jetons:
        if jeton.type != tokenize.COMMENT:
            continue
        ligne = jeton.start[0]
        if ligne < premiere or (derniere is not None and ligne > derniere):
            continue
        avant = jeton.line[:jeton.start[1]] if jeton.line else ""
        if avant.strip():
            trouves.append((ligne, jeton.string))
    return trouves


def est_directive(commentaire):
    """Retourne vrai si le commentaire s'adresse à un outil (# noqa, # type: …), pas à un lecteur."""
    texte = commentaire.lstrip("#").strip().lower()
    return any(texte.startswith(directive) for directive in DIRECTIVES)


def verifier_commentaires_en_bout_de_ligne(source):
    """Retourne les constats du §8.16 : un commentaire après du code, sur la même ligne."""
    return [constat("8.16", source.fichier, ligne, f"commentaire en bout de ligne : {texte}", SUR)
            for ligne, texte in commentaires_en_bout(source) if not est_directive(texte)]


# --- §8.20 : le français des commentaires -------------------------------------

def textes_des_commentaires(source):
    """Retourne [(ligne, texte)] des commentaires et des docstrings du module."""
    textes = [(jeton.start[0], jeton.string.lstrip("#")) for jeton in source.jetons
              if jeton.type == tokenize.COMMENT]
    for noeud in (source.arbre, *fonctions_de(source.arbre)):
        docstring = ast.get_docstring(noeud)
        if docstring:
            textes.append((noeud.body[0].lineno, docstring))
    return sorted(textes)


def verifier_francais(source):
    """Retourne les constats du §8.20 : commentaires qui semblent écrits en anglais."""
    constats = []
    for ligne, texte in textes_des_commentaires(source):
        mots = {mot.lower() for mot in MOTIF_MOTS.findall(texte)}
        anglais = sorted(mots & MOTS_ANGLAIS_DES_COMMENTAIRES)
        if len(anglais) >= MOTS_ANGLAIS_POUR_UN_COMMENTAIRE:
            constats.append(constat("8.20", source.fichier, ligne,
                                    f"commentaire en anglais ? (mots : {', '.join(anglais)})", PROBABLE))
    return constats
