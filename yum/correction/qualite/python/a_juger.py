"""Les points « à juger » d'un paquet Python, avec les endroits à regarder d'abord.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import ast
import re
import tokenize

from yum.correction.qualite.constats import A_JUGER, constat
from yum.correction.qualite.python.arbre import (
    est_ligne_de_commentaire,
    fonctions_de,
    noeuds_propres,
    premiere_ligne,
)
from yum.correction.qualite.python.commentaires import textes_des_commentaires
from yum.correction.qualite.python.noms import noms_lies_dans
from yum.correction.qualite.seuils import LIEUX_A_REGARDER, LONGUEUR_D_UN_LONG_COMMENTAIRE, NOMBRES_TOLERES
from yum.correction.qualite.vocabulaire import (
    MOTIF_MOTS,
    MOTIF_NOM_SPECIAL,
    MOTS_D_UNE_STRATEGIE,
    NOMS_DU_PROGRAMME_PRINCIPAL,
)

# --- Les points « à juger », avec les endroits à regarder d'abord -------------

def lieux_des_fonctions(sources, cle, filtre=None):
    """Retourne les LIEUX_A_REGARDER « fichier:ligne » des fonctions les mieux classées par ``cle``."""
    candidates = []
    for source in sources:
        if source.arbre is None:
            continue
        for fonction in fonctions_de(source.arbre):
            if filtre is None or filtre(source, fonction):
                candidates.append((cle(source, fonction), source.fichier, fonction.lineno))
    candidates.sort(key=lambda candidate: (-candidate[0], candidate[1], candidate[2]))
    return [f"{fichier}:{ligne}" for _, fichier, ligne in candidates[:LIEUX_A_REGARDER]]


def longueur_de(source, fonction):
    """Retourne le nombre de lignes de ``fonction``, du def à la fin."""
    return fonction.end_lineno - premiere_ligne(fonction) + 1


def sans_commentaire_dans_le_corps(source, fonction):
    """Retourne vrai si le corps de ``fonction`` n'a aucune ligne de commentaire."""
    return not any(est_ligne_de_commentaire(source.lignes, numero)
                   for numero in range(fonction.lineno, fonction.end_lineno + 1))


def sans_strategie(source, fonction):
    """Retourne vrai si une fonction à boucle n'explique sa stratégie ni dans sa docstring ni en
    commentaire."""
    docstring = (ast.get_docstring(fonction) or "").lower()
    a_une_boucle = any(isinstance(noeud, (ast.For, ast.While)) for noeud in noeuds_propres(fonction))
    explique = any(mot in docstring for mot in MOTS_D_UNE_STRATEGIE)
    return a_une_boucle and not explique and sans_commentaire_dans_le_corps(source, fonction)


def nombre_de_variables(source, fonction):
    """Retourne le nombre de variables locales de ``fonction``."""
    return len(noms_lies_dans(fonction))


def fonctions_jamais_appelees(sources):
    """Retourne les « fichier:ligne » des fonctions dont le nom n'apparaît nulle part ailleurs dans le
    paquet."""
    cites = set()
    for source in sources:
        if source.arbre is None:
            continue
        for noeud in ast.walk(source.arbre):
            if isinstance(noeud, ast.Name):
                cites.add(noeud.id)
            elif isinstance(noeud, ast.Attribute):
                cites.add(noeud.attr)
    lieux = []
    for source in sources:
        if source.arbre is None:
            continue
        for fonction in fonctions_de(source.arbre):
            if fonction.name not in cites and not MOTIF_NOM_SPECIAL.match(fonction.name) \
                    and fonction.name not in NOMS_DU_PROGRAMME_PRINCIPAL:
                lieux.append(f"{source.fichier}:{fonction.lineno}")
    return lieux


def commentaires_sans_accent(sources):
    """Retourne les « fichier:ligne » de longs commentaires français sans aucune lettre accentuée."""
    lieux = []
    for source in sources:
        if source.arbre is None:
            continue
        for ligne, texte in textes_des_commentaires(source):
            mots = MOTIF_MOTS.findall(texte)
            if len(mots) >= LONGUEUR_D_UN_LONG_COMMENTAIRE and not re.search("[À-ÿ]", texte):
                lieux.append(f"{source.fichier}:{ligne}")
    return lieux


def commentaires_qui_citent_une_valeur(sources, constantes):
    """Retourne les « fichier:ligne » des commentaires qui écrivent la valeur d'une constante du paquet."""
    valeurs = {str(valeur) for valeur in constantes.values() if valeur not in NOMBRES_TOLERES}
    lieux = []
    for source in sources:
        for jeton in source.jetons:
            if jeton.type == tokenize.COMMENT and set(re.findall(r"-?\d+", jeton.string)) & valeurs:
                lieux.append(f"{source.fichier}:{jeton.start[0]}")
    return lieux


def points_a_juger(sources, constantes, constats):
    """Retourne les points « à juger » des critères qu'aucun programme ne peut trancher."""
    repetes = [c.emplacement for c in constats if c.critere in ("8.5", "8.6")]
    a_juger = [
        ("8.1", "les noms des fonctions disent-ils ce qu'elles font ? (les plus longues fonctions d'abord)",
         lieux_des_fonctions(sources, longueur_de)),
        ("8.2", "les noms des variables et des constantes disent-ils ce qu'elles contiennent ? (les fonctions"
         " aux plus nombreuses variables d'abord)", lieux_des_fonctions(sources, nombre_de_variables)),
        ("8.4", "le découpage suit-il les sous-programmes que l'énoncé demande (§5) ? (les plus longues"
         " fonctions d'abord)", lieux_des_fonctions(sources, longueur_de)),
        ("8.8", "des commentaires écrivent-ils la valeur d'une constante au lieu de son nom ?",
         commentaires_qui_citent_une_valeur(sources, constantes)[:LIEUX_A_REGARDER]),
        ("8.12", "les variables importantes (drapeaux, compteurs, tableaux) sont-elles commentées ?"
         " (fonctions aux nombreuses variables et sans commentaire dans le corps)",
         lieux_des_fonctions(sources, nombre_de_variables, sans_commentaire_dans_le_corps)),
        ("8.14", "les commentaires sont-ils judicieux (ils disent pourquoi, pas ce que dit déjà le code) ?",
         []),
        ("8.15", "la stratégie des sous-programmes non évidents est-elle expliquée ? (fonctions à boucle sans"
         " stratégie dans leur docstring ni commentaire dans le corps)",
         lieux_des_fonctions(sources, longueur_de, sans_strategie)),
        ("8.17", "un sous-programme existant aurait-il pu servir ? (voir d'abord les répétitions relevées)",
         repetes[:LIEUX_A_REGARDER]),
        ("8.18", "du code inutile ? (fonctions que rien n'appelle dans le paquet ; certaines sont peut-être"
         " demandées par l'énoncé)", fonctions_jamais_appelees(sources)[:LIEUX_A_REGARDER]),
        ("8.20", "la qualité du français des commentaires (longs commentaires sans aucun accent d'abord)",
         commentaires_sans_accent(sources)[:LIEUX_A_REGARDER]),
        ("8.23", "une autre pratique qui n'a pas de sens : à la lecture", []),
    ]
    return [constat(critere, "", 0, message, A_JUGER, lieux) for critere, message, lieux in a_juger]
