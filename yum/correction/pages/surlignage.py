"""Situer le moment de la faute dans l'extrait d'un verdict, pour le surligner dans la page de l'équipe.

Explication : l'extrait d'un verdict du programme en console est la fin de la
transcription de la partie (ce que le programme a écrit, et les réponses
tapées) ; le correcteur s'arrête dès qu'il voit la faute, qui est donc vers
la fin. Le verdict nomme souvent ce qu'il a vu entre guillemets (« 0 », « 523 »,
« 5 3 2 ») : la dernière ligne de l'extrait qui le montre est surlignée ; sinon
la dernière qui montre la case qu'il nomme (« la case Brelan (10) ») ; à défaut,
la dernière ligne écrite. L'en-tête d'un passage du journal (« --- processus
1.1, partie 1, tour 2… --- ») est écrit par le correcteur, non par le
programme : il n'est jamais le moment de la faute ; une réponse tapée par le
correcteur (« >>> le correcteur tape « 0 » ») ne montre que ce qu'elle cite.
L'extrait d'un verdict de l'API (des cas en échec, pas une partie) n'est pas
surligné.

Auteurs : l'équipe du projet « Dés ».
Version : 1.1.0
"""

import re
import unicodedata

from yum.correction.pages.donnees import Extrait
from yum.correction.programme.correcteur import DEBUT_D_UN_PASSAGE

# Le début d'une ligne que le correcteur ajoute au journal (la réponse qu'il tape, la fin du programme).
LIGNE_DU_CORRECTEUR = ">>> "

# Ce que le verdict cite entre guillemets français.
CITATION = re.compile(r"«\s*([^«»]+?)\s*»")
# Une case que le verdict nomme : « la case Brelan (10) », « la case Carré (11) ».
CASE_NOMMEE = re.compile(r"la case ([^()]+?) \(\d+\)")
# Une ligne de la grille des choix montre au plus ce nombre de nombres (ses points, parfois le
# numéro de sa case) ; le rappel des numéros des cases en montre bien plus.
NOMBRES_D_UNE_LIGNE_DE_GRILLE = 2
# Les lignes montrées avant le moment de la faute (un écran : les dés, la grille) ; le début de
# l'extrait reste replié.
LIGNES_AVANT = 20
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

    Une citation courte doit finir la ligne (une réponse tapée après sa question) ; l'en-tête d'un
    passage du journal est passé, et une ligne du correcteur ne montre que ce qu'elle cite entre « ».

    >>> derniere_ligne_qui_montre(["Dés : 1 0 3", "Votre choix : 0", "fin"], "0")
    1
    >>> derniere_ligne_qui_montre(["Lancer 1", ">>> le correcteur tape « 0 »", "--- tour 1, 0 ---"], "0")
    1
    """
    for indice in range(len(lignes) - 1, -1, -1):
        ligne = lignes[indice].rstrip()
        if ligne.startswith(DEBUT_D_UN_PASSAGE):
            continue
        if ligne.startswith(LIGNE_DU_CORRECTEUR):
            if f"« {citation} »" in ligne:
                return indice
        elif len(citation) < CITATION_COURTE:
            if ligne.endswith(" " + citation) or ligne.strip() == citation:
                return indice
        elif citation in ligne:
            return indice
    return None


def sans_accents(texte):
    """Retourne ``texte`` en minuscules, sans accents : « Carré » et « carre » se reconnaissent.

    >>> sans_accents("Carré")
    'carre'
    """
    decompose = unicodedata.normalize("NFD", texte.casefold())
    return "".join(caractere for caractere in decompose if not unicodedata.combining(caractere))


def nombre_apres(ligne, nom):
    """Retourne le premier nombre qui suit ``nom`` dans ``ligne`` (sans accents), ou None.

    >>> nombre_apres("|Brelan       |   15    |", "brelan")
    '15'
    >>> nombre_apres("10 = Brelan , 11 = carre , 12 = main pleine", "brelan")
    '11'
    """
    _, trouve, reste = sans_accents(ligne).partition(nom)
    nombre = re.search(r"\d+", reste) if trouve else None
    return nombre.group() if nombre else None


def derniere_ligne_de_la_case(lignes, *textes):
    """Retourne (indice, nom) de la dernière ligne qui montre la case que ``textes`` nomment, ou None.

    Parmi les lignes qui nomment la case, celle où le nom est suivi d'un nombre que
    le premier texte (ce que le programme a fait : « elle propose 15 ») cite, et qui
    a peu de nombres, passe d'abord : c'est la ligne de la grille (« |Brelan | 15 | »),
    non le rappel des numéros des cases (« 10 = Brelan , 11 = carre , 12 = … »).

    >>> lignes = ["|Brelan | 15 |", "|Carre | 20 |", "10 = Brelan , 11 = carre , 20 = x , 21 = y"]
    >>> derniere_ligne_de_la_case(lignes, "elle propose 20", "la case Carré (11) vaut 5")
    (1, 'Carré')
    """
    nombres = set(re.findall(r"\d+", CASE_NOMMEE.sub("", textes[0] or "")))
    for texte in textes:
        for nom in CASE_NOMMEE.findall(texte or ""):
            cherche = sans_accents(nom)
            avec_le_nom = [indice for indice, ligne in enumerate(lignes) if cherche in sans_accents(ligne)
                           and not ligne.startswith(DEBUT_D_UN_PASSAGE)]
            avec_le_nombre = [indice for indice in avec_le_nom
                              if nombre_apres(lignes[indice], cherche) in nombres
                              and len(re.findall(r"\d+", lignes[indice])) <= NOMBRES_D_UNE_LIGNE_DE_GRILLE]
            if avec_le_nombre or avec_le_nom:
                return (avec_le_nombre or avec_le_nom)[-1], nom
    return None


def derniere_ligne_ecrite(lignes):
    """Retourne l'indice de la dernière ligne non vide de ``lignes`` (None : toutes vides)."""
    for indice in range(len(lignes) - 1, -1, -1):
        if lignes[indice].strip():
            return indice
    return None


def couper(lignes, indice, raison):
    """Retourne l'Extrait de ``lignes`` dont la ligne ``indice`` est le moment de la faute ; les lignes
    d'avant l'écran de la faute (au-delà de LIGNES_AVANT) vont dans ``debut``, replié dans la page."""
    premiere = max(0, indice - LIGNES_AVANT)
    ligne = lignes[indice].rstrip("\r\n")
    fin_de_ligne = lignes[indice][len(ligne):]
    return Extrait("".join(lignes[premiere:indice]), ligne, fin_de_ligne + "".join(lignes[indice + 1:]),
                   raison, "".join(lignes[:premiere]))


def situer_la_faute(extrait, attendu="", obtenu="", partie=True):
    """Retourne l'Extrait de ``extrait``, la ligne du moment de la faute à part (``marque``).

    ``partie`` : l'extrait est la fin d'une partie (programme en console) ; sinon
    (les cas en échec de l'API), rien n'est surligné. Dans une partie, la ligne
    cherchée est la dernière qui montre ce que le verdict cite entre « », sinon la
    case qu'il nomme, sinon la dernière ligne écrite (le correcteur s'arrête dès
    qu'il voit la faute).

    >>> vu = situer_la_faute("Dés : 2 2 5\\nVotre choix : 523\\nDés : 2 2 5\\n",
    ...                      obtenu="« 523 » ne roule rien")
    >>> vu.marque
    'Votre choix : 523'
    >>> situer_la_faute("a : faux\\nb : faux", partie=False).marque
    ''
    """
    lignes = (extrait or "").splitlines(keepends=True)
    if not partie:
        return Extrait(extrait or "")
    trouvees = []
    for citation in citations(obtenu, attendu):
        indice = derniere_ligne_qui_montre(lignes, citation)
        if indice is not None:
            trouvees.append((indice, citation))
    if trouvees:
        indice, citation = max(trouvees)
        return couper(lignes, indice, f"la dernière ligne qui montre « {citation} », que le verdict cite")
    case = derniere_ligne_de_la_case(lignes, obtenu, attendu)
    if case is not None:
        return couper(lignes, case[0],
                      f"la dernière ligne qui montre la case {case[1]}, que le verdict nomme")
    indice = derniere_ligne_ecrite(lignes)
    if indice is not None:
        return couper(lignes, indice, "la dernière ligne de la partie : le correcteur s'arrête dès qu'il"
                                      " voit la faute")
    return Extrait(extrait or "")
