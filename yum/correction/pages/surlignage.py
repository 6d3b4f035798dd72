"""Situer le moment de la faute dans l'extrait d'un verdict, pour le surligner dans la page de l'équipe.

Explication : l'extrait d'un verdict du programme en console est la fin de la
transcription de la partie (ce que le programme a écrit, et les réponses
tapées) ; le correcteur s'arrête dès qu'il voit la faute, qui est donc vers
la fin. Le verdict nomme souvent ce qu'il a vu entre guillemets (« 0 », « 523 »,
« 5 3 2 ») : la dernière ligne de l'extrait qui le montre est surlignée. À
défaut, pour un verdict du programme en console, la dernière ligne écrite ;
pour un autre (les cas en échec de l'API), rien n'est surligné.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import re

from yum.correction.pages.donnees import Extrait

# Ce que le verdict cite entre guillemets français.
CITATION = re.compile(r"«\s*([^«»]+?)\s*»")
# Une citation plus courte que ceci (un seul caractère, « 0 ») n'est cherchée que seule sur sa ligne
# ou à la fin d'une ligne (une réponse tapée) : ailleurs, elle se trouverait dans n'importe quel écran.
CITATION_COURTE = 2


def citations(*textes):
    """Retourne les passages cités entre « » dans ``textes``, dans l'ordre, sans doublon.

    >>> citations("« 0 » garde les dés 1 2", "« 523 » est refusée ; « 0 »")
    ['0', '523']
    """
    vues = []
    for texte in textes:
        for trouve in CITATION.findall(texte or ""):
            if trouve not in vues:
                vues.append(trouve)
    return vues


def derniere_ligne_qui_montre(lignes, citation):
    """Retourne l'indice de la dernière ligne de ``lignes`` qui montre ``citation`` (None : aucune).

    Une citation courte doit finir la ligne (une réponse tapée après sa question).

    >>> derniere_ligne_qui_montre(["Dés : 1 0 3", "Votre choix : 0", "fin"], "0")
    1
    """
    for indice in range(len(lignes) - 1, -1, -1):
        ligne = lignes[indice].rstrip()
        if len(citation) < CITATION_COURTE:
            if ligne.endswith(" " + citation) or ligne.strip() == citation:
                return indice
        elif citation in ligne:
            return indice
    return None


def derniere_ligne_ecrite(lignes):
    """Retourne l'indice de la dernière ligne non vide de ``lignes`` (None : toutes vides)."""
    for indice in range(len(lignes) - 1, -1, -1):
        if lignes[indice].strip():
            return indice
    return None


def couper(lignes, indice, raison):
    """Retourne l'Extrait de ``lignes`` dont la ligne ``indice`` est le moment de la faute."""
    return Extrait("".join(lignes[:indice]), lignes[indice], "".join(lignes[indice + 1:]), raison)


def situer_la_faute(extrait, attendu="", obtenu="", fin_est_le_moment=True):
    """Retourne l'Extrait de ``extrait``, la ligne du moment de la faute à part (``marque``).

    ``fin_est_le_moment`` : l'extrait est la fin d'une partie (programme en
    console), sa dernière ligne écrite est le moment de la faute à défaut de mieux.

    >>> vu = situer_la_faute("Dés : 2 2 5\\nVotre choix : 523\\nDés : 2 2 5\\n", obtenu="« 523 » ne roule rien")
    >>> vu.marque
    'Votre choix : 523\\n'
    >>> situer_la_faute("a : faux\\nb : faux", fin_est_le_moment=False).marque
    ''
    """
    lignes = (extrait or "").splitlines(keepends=True)
    trouvees = []
    for citation in citations(obtenu, attendu):
        indice = derniere_ligne_qui_montre(lignes, citation)
        if indice is not None:
            trouvees.append((indice, citation))
    if trouvees:
        indice, citation = max(trouvees)
        return couper(lignes, indice, f"la dernière ligne qui montre « {citation} », que le verdict cite")
    indice = derniere_ligne_ecrite(lignes) if fin_est_le_moment else None
    if indice is not None:
        return couper(lignes, indice, "la dernière ligne de la partie : le correcteur s'arrête dès qu'il"
                                      " voit la faute")
    return Extrait(extrait or "")
