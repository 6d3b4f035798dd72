"""La fiche de qualité d'un paquet d'équipe : les 60 % du §8 de l'énoncé, préparés pour qui corrige.

Explication : le §8 de l'énoncé du TP1 d'INF111 donne 60 % de la note à la
qualité du code, en 23 critères (noms, constantes, commentaires, découpage,
répétitions, affichage dans un calcul…). Aucun programme ne note ces critères :
une personne le fait. Ce module lui prépare le travail. Il lit le code d'une
équipe, sans jamais l'exécuter (``ast`` et ``tokenize`` pour Python, un
découpage simple pour Java), et relève, critère par critère, ce qu'il voit,
avec le lieu (``fichier.py:ligne``) et sa certitude :

- « sûr » : le fait mesuré est la faute même que le critère nomme (une fonction
  sans aucun commentaire, un commentaire en bout de ligne) ;
- « probable » : le fait est mesuré, mais la faute reste à confirmer (un nombre
  écrit tel quel peut aller de soi, une longue fonction peut se défendre) ;
- « à juger » : ce qu'aucun programme ne peut juger (un nom est-il clair ? un
  commentaire est-il utile ?), avec les endroits à regarder d'abord.

La fiche ne donne jamais de note : sa première ligne le dit.

Noms publics, pour le correcteur de la classe (``yum.correction.classe``) :

- ``fiche_de_qualite(dossier) -> list[Constat]`` : la fiche, comme données ;
  lève ``FicheImpossible`` (son attribut ``code`` est le code de sortie) si
  le dossier n'existe pas ou ne contient ni Python ni Java ;
- ``formater_fiche(constats, nom) -> str`` : la fiche en Markdown, en français ;
- ``Constat`` (critere, titre, fichier, ligne, message, certitude, lieux) et les
  certitudes ``SUR``, ``PROBABLE``, ``A_JUGER``.

En ligne de commande : ``des-corriger qualite DOSSIER_DU_PAQUET`` affiche la
fiche ; codes de sortie : 0 la fiche est affichée, 2 options invalides,
3 dossier introuvable, 4 ni Python ni Java dans le dossier.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : énoncé « INF111 A2021, Travail pratique 1 : le jeu de Yum », §4 et §8 ;
PEP 8 (présentation du code Python) ; conventions de code Java d'Oracle (noms).
"""

import ast
import io
import keyword
import re
import sys
import tokenize
from dataclasses import dataclass, field
from pathlib import Path

# --- Les certitudes d'un constat ----------------------------------------------

# Le fait mesuré est la faute que le critère nomme.
SUR = "sûr"
# Le fait est mesuré ; la faute reste à confirmer par une personne.
PROBABLE = "probable"
# Aucun programme ne peut en juger : la fiche dit seulement où regarder.
A_JUGER = "à juger"

# --- Les critères -------------------------------------------------------------

# Les critères du §8 de l'énoncé, dans ses mots, et la conception imposée du §4.
CRITERES = {
    "8.1": "Nom de fonctions et méthodes non représentatif",
    "8.2": "Nom de variables et constantes non représentatif",
    "8.3": "Aération et/ou indentation laissent à désirer",
    "8.4": "Découpage en sous-programmes insuffisant",
    "8.5": "Répétition inutile de code due au manque de sous-programmes",
    "8.6": "Répétition inutile de code due à l'incompréhension de l'utilité du paramétrage",
    "8.7": "Constantes non définies",
    "8.8": "Constantes non utilisées lorsque possible (même dans les commentaires)",
    "8.9": "Constantes en minuscules",
    "8.10": "Commentaire d'en-tête de programme manquant (explication, auteurs et version)",
    "8.11": "Commentaires des constantes manquants",
    "8.12": "Commentaires des variables manquants",
    "8.13": "Commentaires de déclaration des sous-programmes manquants (API)",
    "8.14": "Commentaires non judicieux ou inutiles",
    "8.15": "Commentaires manquants sur la stratégie employée dans chaque sous-programme",
    "8.16": "Commentaires mal disposés (ex : en bout de ligne)",
    "8.17": "Non-utilisation d'un sous-programme lorsque c'est possible ou exigé",
    "8.18": "Code inutile",
    "8.19": "Affichage dans une fonction de calcul",
    "8.20": "Qualité du français dans les commentaires",
    "8.21": "Non-respect des droits d'auteur (mettre toutes les références, y compris les vôtres)",
    "8.22": "Non-utilisation de boucle lorsque possible",
    "8.23": "Autres (une pratique non énumérée qui n'a pas de sens)",
    "4": "Les trois tableaux déclarés dans le programme principal (§4), jamais au niveau du module",
}
# L'ordre de la fiche : le §8 d'abord, dans l'ordre de l'énoncé, puis le §4.
ORDRE_DES_CRITERES = tuple(CRITERES)

# --- Les seuils, nommés une fois ----------------------------------------------

# Une page : au-delà de ce nombre de lignes (du « def » à la dernière ligne), une
# fonction « dépasse une page » ; c'est la page imprimée d'un listing.
LIGNES_PAR_PAGE = 50
# Au-delà de ce nombre de blocs imbriqués (if, for, while, with, try) dans une
# fonction, l'imbrication est signalée ; un « elif » ne compte pas comme un bloc de plus.
PROFONDEUR_MAX = 3
# Longueur d'une ligne au-delà de laquelle la présentation est signalée.
LONGUEUR_MAX_LIGNE = 120
# Largeur d'un niveau d'indentation en Python (PEP 8).
LARGEUR_INDENTATION = 4
# Une répétition compte au moins ce nombre de jetons (noms et valeurs effacés) : environ
# quatre lignes de code ; plus court, deux bouts de code se ressemblent par hasard.
JETONS_MIN_REPETITION = 30
# Et chaque copie s'étend sur au moins ce nombre de lignes : une longue ligne ne fait pas un bloc.
LIGNES_MIN_REPETITION = 4
# À partir de ce nombre d'instructions voisines qui ne diffèrent que par un nombre,
# une boucle aurait pu les écrire une fois.
INSTRUCTIONS_POUR_UNE_BOUCLE = 3
# Nombre de constantes de même valeur qu'un constat du §8.8 nomme, au plus.
CONSTANTES_NOMMEES = 3
# Nombre d'endroits qu'un point « à juger » propose de regarder d'abord.
LIEUX_A_REGARDER = 5
# Un nom de fonction de cette longueur ou moins ne dit pas ce qu'elle fait.
LONGUEUR_MIN_NOM_FONCTION = 2
# Un nom de variable d'une seule lettre ne dit pas ce qu'elle contient.
LONGUEUR_MIN_NOM_VARIABLE = 1
# Nombre de mots anglais courants qui font d'un commentaire un commentaire en anglais.
MOTS_ANGLAIS_POUR_UN_COMMENTAIRE = 2
# Un commentaire de ce nombre de mots ou plus sans aucun accent mérite un coup d'œil (§8.20).
LONGUEUR_D_UN_LONG_COMMENTAIRE = 8
# Nombre de lignes d'une docstring qui n'a que son résumé (pas d'explication).
LIGNES_D_UN_RESUME = 1

# Les nombres tolérés partout : 0 (départ d'un compteur, d'une somme, premier indice,
# comparaison à zéro) et 1 (pas d'un compteur, décalage d'un indice). -1 n'est toléré
# que comme indice ou dans une tranche (« liste[-1] ») et dans range() (la boucle à
# rebours, range(n - 1, -1, -1)) : ailleurs, dans un jeu de Yum, -1 est la case libre
# de l'énoncé, une constante à nommer.
NOMBRES_TOLERES = (0, 1)
# Le nombre toléré seulement comme indice, tranche ou argument de range().
MOINS_UN = -1

# Les tailles des trois tableaux de l'énoncé (§4) : les dés, puis la feuille et la grille.
TAILLE_DES_DES = 5
TAILLE_DES_GRILLES = 19
# La taille d'une liste qu'une fonction remplit par une boucle : illisible sans l'exécuter.
TAILLE_INCONNUE = -1

# --- Les codes de sortie de la commande ---------------------------------------

# La fiche est affichée.
SORTIE_FICHE = 0
# Les options de la ligne de commande sont invalides (comme argparse).
SORTIE_OPTIONS_INVALIDES = 2
# Le dossier donné n'existe pas ou n'est pas un dossier.
SORTIE_DOSSIER_INTROUVABLE = 3
# Le dossier ne contient aucun fichier Python ni Java.
SORTIE_RIEN_A_LIRE = 4

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


@dataclass(frozen=True)
class Constat:
    """Ce que la fiche relève pour un critère : où, quoi, et avec quelle certitude.

    ``critere`` est le numéro (« 8.7 », ou « 4 » pour la conception imposée),
    ``titre`` ses mots dans l'énoncé, ``fichier`` le chemin relatif au dossier
    du paquet (vide pour le paquet entier), ``ligne`` la ligne (0 : aucune),
    ``message`` ce qui est vu, ``certitude`` l'une de SUR, PROBABLE, A_JUGER ;
    ``lieux``, pour un point « à juger », les endroits à regarder d'abord.
    """

    critere: str
    titre: str
    fichier: str
    ligne: int
    message: str
    certitude: str
    lieux: tuple = field(default=())

    @property
    def emplacement(self):
        """Retourne « fichier.py:ligne », « fichier.py », ou « (tout le paquet) »."""
        if not self.fichier:
            return "(tout le paquet)"
        if self.ligne <= 0:
            return self.fichier
        return f"{self.fichier}:{self.ligne}"


class FicheImpossible(Exception):
    """La fiche ne peut pas être faite ; ``code`` est le code de sortie de la commande."""

    def __init__(self, message, code):
        """Garde le message français et le code de sortie."""
        super().__init__(message)
        self.code = code


def constat(critere, fichier, ligne, message, certitude, lieux=()):
    """Retourne un Constat du critère ``critere``, son titre pris dans CRITERES."""
    return Constat(critere, CRITERES[critere], fichier, ligne, message, certitude, tuple(lieux))


# --- Lire un fichier source ---------------------------------------------------

def lire_texte(chemin):
    """Retourne le texte d'un fichier source : UTF-8 d'abord, sinon Windows-1252 (fréquent en Java)."""
    octets = chemin.read_bytes()
    if chemin.suffix == ".py":
        try:
            encodage, _ = tokenize.detect_encoding(io.BytesIO(octets).readline)
            return octets.decode(encodage)
        except (SyntaxError, UnicodeDecodeError, LookupError):
            pass
    try:
        return octets.decode("utf-8-sig")
    except UnicodeDecodeError:
        return octets.decode("cp1252", errors="replace")


@dataclass
class SourcePython:
    """Un module Python lu : son chemin relatif, ses lignes, son arbre et ses jetons.

    ``arbre`` vaut None si le module ne se lit pas (erreur de syntaxe) ;
    ``jetons`` est vide si ``tokenize`` ne peut pas le découper.
    """

    fichier: str
    texte: str
    lignes: list
    arbre: object
    jetons: list
    erreur: str = ""


def lire_source_python(chemin, dossier):
    """Retourne la SourcePython du fichier ``chemin`` (relatif à ``dossier`` pour la fiche)."""
    texte = lire_texte(chemin)
    relatif = chemin.relative_to(dossier).as_posix()
    erreur = ""
    try:
        arbre = ast.parse(texte)
    except (SyntaxError, ValueError) as probleme:
        arbre = None
        erreur = f"erreur de syntaxe ligne {getattr(probleme, 'lineno', '?')}"
    try:
        jetons = list(tokenize.generate_tokens(io.StringIO(texte).readline))
    except (tokenize.TokenError, SyntaxError):
        jetons = []
    return SourcePython(relatif, texte, texte.splitlines(), arbre, jetons, erreur)


def fichiers_du_paquet(dossier, extension):
    """Retourne les fichiers ``*extension`` du dossier, triés, sans caches ni dossiers cachés."""
    trouves = []
    for chemin in sorted(dossier.rglob(f"*{extension}")):
        parties = chemin.relative_to(dossier).parts
        cache = any(partie.startswith(".") or partie in ("__pycache__", "site-packages")
                    for partie in parties)
        if chemin.is_file() and not cache:
            trouves.append(chemin)
    return trouves


# --- Outils sur l'arbre Python ------------------------------------------------

def fonctions_de(arbre):
    """Retourne les définitions de fonctions et de méthodes de l'arbre, imbriquées comprises."""
    return [noeud for noeud in ast.walk(arbre) if isinstance(noeud, (ast.FunctionDef, ast.AsyncFunctionDef))]


def parents_de(arbre):
    """Retourne le dictionnaire nœud → parent de tout l'arbre."""
    parents = {}
    for noeud in ast.walk(arbre):
        for enfant in ast.iter_child_nodes(noeud):
            parents[enfant] = noeud
    return parents


def est_constante_de_module(instruction):
    """Retourne vrai si ``instruction`` définit une ou des constantes : X = …, tous noms en capitales."""
    if isinstance(instruction, ast.Assign):
        cibles = instruction.targets
    elif isinstance(instruction, ast.AnnAssign) and instruction.value is not None:
        cibles = [instruction.target]
    else:
        return False
    noms = []
    for cible in cibles:
        elements = cible.elts if isinstance(cible, ast.Tuple) else [cible]
        for element in elements:
            if not isinstance(element, ast.Name):
                return False
            noms.append(element.id)
    return all(MOTIF_CAPITALES.match(nom) for nom in noms)


def valeur_litterale(noeud):
    """Retourne le nombre écrit par ``noeud`` (« 5 », « -1 »), ou None s'il n'en écrit pas un."""
    if isinstance(noeud, ast.UnaryOp) and isinstance(noeud.op, ast.USub):
        interieur = valeur_litterale(noeud.operand)
        return None if interieur is None else -interieur
    if isinstance(noeud, ast.Constant) and isinstance(noeud.value, (int, float)) \
            and not isinstance(noeud.value, bool):
        return noeud.value
    return None


def constantes_du_paquet(sources):
    """Retourne {nom: valeur} des constantes en capitales dont la valeur est un nombre écrit tel quel."""
    constantes = {}
    for source in sources:
        if source.arbre is None:
            continue
        for instruction in source.arbre.body:
            if est_constante_de_module(instruction) and isinstance(instruction, ast.Assign):
                valeur = valeur_litterale(instruction.value)
                for cible in instruction.targets:
                    if isinstance(cible, ast.Name) and valeur is not None:
                        constantes[cible.id] = valeur
    return constantes


def est_appel_a(noeud, noms):
    """Retourne vrai si ``noeud`` appelle directement l'une des fonctions ``noms`` (print(…))."""
    return isinstance(noeud, ast.Call) and isinstance(noeud.func, ast.Name) and noeud.func.id in noms


def appelle_sys_stdout(noeud):
    """Retourne vrai si ``noeud`` appelle sys.stdout.write(…) ou sys.stderr.write(…) : il affiche."""
    if not (isinstance(noeud, ast.Call) and isinstance(noeud.func, ast.Attribute)):
        return False
    objet = noeud.func.value
    return isinstance(objet, ast.Attribute) and objet.attr in ("stdout", "stderr") \
        and noeud.func.attr in ("write", "writelines") \
        and isinstance(objet.value, ast.Name) and objet.value.id == "sys"


def noeuds_propres(fonction):
    """Retourne les nœuds du corps de ``fonction``, sans ceux de ses fonctions imbriquées."""
    propres = []
    a_visiter = list(fonction.body)
    while a_visiter:
        noeud = a_visiter.pop()
        propres.append(noeud)
        if not isinstance(noeud, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            a_visiter.extend(ast.iter_child_nodes(noeud))
    return propres


def premiere_ligne(fonction):
    """Retourne la première ligne d'une définition : celle de son premier décorateur, sinon du def."""
    if fonction.decorator_list:
        return min(decorateur.lineno for decorateur in fonction.decorator_list)
    return fonction.lineno


def est_ligne_de_commentaire(lignes, numero):
    """Retourne vrai si la ligne ``numero`` (à partir de 1) n'est qu'un commentaire."""
    return 1 <= numero <= len(lignes) and lignes[numero - 1].strip().startswith("#")


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


def constats_du_contenu_de_l_entete(fichier, entete, bordures):
    """Retourne le constat du §8.10 sur un en-tête présent : ce qui y manque (explication, auteurs, version).

    ``bordures`` : les caractères qui ne comptent pas pour dire une ligne vide (« /* » en Java).
    """
    manques = []
    lignes_utiles = [ligne for ligne in entete.splitlines() if ligne.strip(bordures)]
    if len(lignes_utiles) <= LIGNES_D_UN_RESUME:
        manques.append("l'explication (l'en-tête n'a qu'une ligne)")
    if MOT_AUTEUR not in entete.lower():
        manques.append("les auteurs (le mot « Auteur » n'y est pas)")
    if MOT_VERSION not in entete.lower():
        manques.append("la version (le mot « Version » n'y est pas)")
    if not manques:
        return []
    return [constat("8.10", fichier, 1, "l'en-tête ne donne pas " + " ni ".join(manques), PROBABLE)]


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


# --- §8.7 et §8.8 : les nombres écrits tels quels -----------------------------

def est_nombre_tolere(noeud, valeur, parents):
    """Retourne vrai si le nombre ``valeur`` (écrit par ``noeud``) fait partie des exceptions."""
    if valeur in NOMBRES_TOLERES:
        return True
    if valeur != MOINS_UN:
        return False
    parent = parents.get(noeud)
    if isinstance(parent, ast.Slice):
        return True
    if isinstance(parent, ast.Subscript) and parent.slice is noeud:
        return True
    return isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name) and parent.func.id == "range"


def lignes_des_definitions_de_constantes(arbre):
    """Retourne les nœuds écrits dans les définitions de constantes (module ou classe) : ils sont permis.

    Un nom en minuscules qui reçoit, au niveau du module, un nombre écrit tel quel
    (« nb_faces = 6 ») définit aussi une constante : le §8.9 le relève, pas le §8.7.
    """
    permis = set()
    corps = list(arbre.body)
    for noeud in ast.walk(arbre):
        if isinstance(noeud, ast.ClassDef):
            corps.extend(noeud.body)
    for instruction in corps:
        minuscules = instruction in arbre.body and isinstance(instruction, ast.Assign) \
            and est_litteral(instruction.value)
        if est_constante_de_module(instruction) or minuscules:
            permis.update(ast.walk(instruction))
    return permis


def nombres_ecrits(source):
    """Retourne [(ligne, valeur)] des nombres écrits tels quels hors des définitions de constantes."""
    parents = parents_de(source.arbre)
    permis = lignes_des_definitions_de_constantes(source.arbre)
    trouves = []
    for noeud in ast.walk(source.arbre):
        if noeud in permis or isinstance(parents.get(noeud), ast.UnaryOp):
            continue
        valeur = valeur_litterale(noeud)
        if valeur is None or est_nombre_tolere(noeud, valeur, parents):
            continue
        trouves.append((noeud.lineno, valeur))
    return sorted(set(trouves))


def verifier_nombres(source, constantes):
    """Retourne les constats du §8.7 (aucune constante de cette valeur) et du §8.8 (une existe)."""
    noms_par_valeur = {}
    for nom, valeur in sorted(constantes.items()):
        noms_par_valeur.setdefault(valeur, []).append(nom)
    par_ligne = {}
    for ligne, valeur in nombres_ecrits(source):
        par_ligne.setdefault(ligne, []).append(valeur)
    constats = []
    for ligne, valeurs in sorted(par_ligne.items()):
        sans_nom = [str(valeur) for valeur in valeurs if valeur not in noms_par_valeur]
        avec_nom = [f"{valeur} ({nommer_les_constantes(noms_par_valeur[valeur])} ?)"
                    for valeur in valeurs if valeur in noms_par_valeur]
        if sans_nom:
            constats.append(constat("8.7", source.fichier, ligne,
                                    "nombre écrit tel quel : " + ", ".join(sans_nom), PROBABLE))
        if avec_nom:
            constats.append(constat("8.8", source.fichier, ligne,
                                    "nombre écrit tel quel, de la valeur d'une constante du paquet : "
                                    + ", ".join(avec_nom), PROBABLE))
    return constats


def nommer_les_constantes(noms):
    """Retourne « A ou B », au plus CONSTANTES_NOMMEES noms, suivis de « ou … » s'il y en a plus."""
    suite = " ou …" if len(noms) > CONSTANTES_NOMMEES else ""
    return " ou ".join(noms[:CONSTANTES_NOMMEES]) + suite


# --- §8.1, §8.2 et §8.9 : les noms --------------------------------------------

def mots_anglais(nom):
    """Retourne les mots anglais (sans équivalent français identique) du nom ``nom``."""
    mots = [mot.lower() for mot in MOTIF_MOTS_D_UN_NOM.findall(nom)]
    return [mot for mot in mots if mot in MOTS_ANGLAIS_DES_NOMS]


def cibles_de_boucle(fonction):
    """Retourne les noms liés par un for ou une compréhension : i, j, k y sont d'usage."""
    noms = set()
    for noeud in ast.walk(fonction):
        if isinstance(noeud, (ast.For, ast.comprehension)):
            for nom in ast.walk(noeud.target):
                if isinstance(nom, ast.Name):
                    noms.add(nom.id)
    return noms


def noms_lies_dans(fonction):
    """Retourne {nom: première ligne} des paramètres et variables affectées dans ``fonction``."""
    noms = {}
    arguments = fonction.args
    for argument in arguments.posonlyargs + arguments.args + arguments.kwonlyargs:
        noms.setdefault(argument.arg, fonction.lineno)
    for noeud in noeuds_propres(fonction):
        if isinstance(noeud, ast.Name) and isinstance(noeud.ctx, ast.Store):
            noms.setdefault(noeud.id, noeud.lineno)
    return noms


def methodes_redefinies(arbre):
    """Retourne les méthodes des classes qui héritent d'une autre : elles gardent le nom de leur base."""
    redefinies = set()
    for classe in ast.walk(arbre):
        if isinstance(classe, ast.ClassDef) and classe.bases:
            redefinies.update(noeud for noeud in classe.body
                              if isinstance(noeud, (ast.FunctionDef, ast.AsyncFunctionDef)))
    return redefinies


def verifier_noms(source):
    """Retourne les constats des §8.1 et §8.2 : noms d'une lettre, en camelCase, en anglais.

    Une méthode d'une classe qui hérite d'une autre n'est pas jugée sur son nom : elle
    redéfinit peut-être une méthode de sa base (``format_help`` d'argparse), dont le nom est imposé.
    """
    constats = []
    redefinies = methodes_redefinies(source.arbre)
    for fonction in fonctions_de(source.arbre):
        nom = fonction.name
        if fonction in redefinies:
            continue
        if len(nom.strip("_")) <= LONGUEUR_MIN_NOM_FONCTION and not MOTIF_NOM_SPECIAL.match(nom):
            constats.append(constat("8.1", source.fichier, fonction.lineno,
                                    f"la fonction « {nom} » a un nom de {len(nom)} lettre(s)", PROBABLE))
        if MOTIF_CAMEL.search(nom):
            constats.append(constat("8.1", source.fichier, fonction.lineno,
                                    f"la fonction « {nom} » est en camelCase ; Python écrit"
                                    " les_fonctions_ainsi (PEP 8)", PROBABLE))
        if mots_anglais(nom):
            constats.append(constat("8.1", source.fichier, fonction.lineno,
                                    f"la fonction « {nom} » a un nom anglais"
                                    f" ({', '.join(mots_anglais(nom))})",
                                    PROBABLE))
        boucles = cibles_de_boucle(fonction)
        for variable, ligne in sorted(noms_lies_dans(fonction).items(), key=lambda paire: paire[1]):
            constats.extend(constats_d_un_nom_de_variable(source.fichier, variable, ligne, nom, boucles))
    return constats


def constats_d_un_nom_de_variable(fichier, variable, ligne, fonction, boucles):
    """Retourne les constats du §8.2 pour la variable ``variable`` de la fonction ``fonction``."""
    constats = []
    court = len(variable) <= LONGUEUR_MIN_NOM_VARIABLE and variable != "_"
    if court and variable not in boucles:
        constats.append(constat("8.2", fichier, ligne,
                                f"la variable « {variable} » (dans {fonction}) a un nom d'une lettre",
                                PROBABLE))
    if mots_anglais(variable) and not MOTIF_NOM_SPECIAL.match(variable):
        constats.append(constat("8.2", fichier, ligne,
                                f"la variable « {variable} » (dans {fonction}) a un nom anglais"
                                f" ({', '.join(mots_anglais(variable))})", PROBABLE))
    return constats


def noms_modifies_par_global(arbre):
    """Retourne les noms qu'une fonction déclare ``global`` : des variables, pas des constantes."""
    noms = set()
    for noeud in ast.walk(arbre):
        if isinstance(noeud, ast.Global):
            noms.update(noeud.names)
    return noms


def verifier_constantes_en_minuscules(source):
    """Retourne les constats du §8.9 : un nom en minuscules lié une fois à une valeur écrite telle quelle."""
    globales = noms_modifies_par_global(source.arbre)
    affectations = {}
    for instruction in source.arbre.body:
        if isinstance(instruction, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            cibles = instruction.targets if isinstance(instruction, ast.Assign) else [instruction.target]
            for cible in cibles:
                if isinstance(cible, ast.Name):
                    affectations.setdefault(cible.id, []).append(instruction)
    constats = []
    for nom, instructions in affectations.items():
        if MOTIF_CAPITALES.match(nom) or MOTIF_NOM_SPECIAL.match(nom) or nom in globales:
            continue
        instruction = instructions[0]
        if len(instructions) == 1 and isinstance(instruction, ast.Assign) and est_litteral(instruction.value):
            constats.append(constat("8.9", source.fichier, instruction.lineno,
                                    f"« {nom} » reçoit une valeur fixe au niveau du module : une constante"
                                    f" s'écrit en capitales ({nom.upper()})", PROBABLE))
    return constats


def est_litteral(noeud):
    """Retourne vrai si ``noeud`` est une valeur écrite telle quelle : nombre, texte, ou tuple de
    celles-ci."""
    if valeur_litterale(noeud) is not None:
        return True
    if isinstance(noeud, ast.Constant) and isinstance(noeud.value, str):
        return True
    return isinstance(noeud, ast.Tuple) and all(est_litteral(element) for element in noeud.elts)


# --- §8.4 : découpage (longueur, imbrication, programme hors fonction) --------

def profondeur(instructions, niveau=0):
    """Retourne (profondeur maximale des blocs imbriqués, ligne du plus profond) dans ``instructions``."""
    meilleure = (niveau, 0)
    for instruction in instructions:
        if isinstance(instruction, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        if isinstance(instruction, (ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith,
                                    ast.Try, ast.Match)):
            meilleure = max(meilleure, (niveau + 1, instruction.lineno))
            for sous_bloc in sous_blocs(instruction):
                meilleure = max(meilleure, profondeur(sous_bloc, niveau + 1))
            meilleure = max(meilleure, profondeur_des_sinon_si(instruction, niveau))
    return meilleure


def sous_blocs(instruction):
    """Retourne les blocs d'une instruction composée, sans le « else » d'un if suivi d'un elif."""
    if isinstance(instruction, ast.Match):
        return [cas.body for cas in instruction.cases]
    blocs = [instruction.body]
    if isinstance(instruction, ast.Try):
        blocs.extend(gestionnaire.body for gestionnaire in instruction.handlers)
        blocs.append(instruction.finalbody)
    if hasattr(instruction, "orelse") and not est_un_elif(instruction):
        blocs.append(instruction.orelse)
    return blocs


def est_un_elif(instruction):
    """Retourne vrai si le « else » de ce if ne contient qu'un if : c'est un elif, au même niveau."""
    return isinstance(instruction, ast.If) and len(instruction.orelse) == 1 \
        and isinstance(instruction.orelse[0], ast.If)


def profondeur_des_sinon_si(instruction, niveau):
    """Retourne la profondeur d'un elif, compté au niveau de son if."""
    if est_un_elif(instruction):
        return profondeur(instruction.orelse, niveau)
    return (niveau, 0)


def verifier_decoupage(source):
    """Retourne les constats du §8.4 : fonctions de plus d'une page, imbrication profonde, programme à nu."""
    constats = []
    for fonction in fonctions_de(source.arbre):
        longueur = fonction.end_lineno - premiere_ligne(fonction) + 1
        if longueur > LIGNES_PAR_PAGE:
            constats.append(constat("8.4", source.fichier, fonction.lineno,
                                    f"la fonction {fonction.name} fait {longueur} lignes, plus d'une page"
                                    f" ({LIGNES_PAR_PAGE} lignes)", PROBABLE))
        niveau, ligne = profondeur(fonction.body)
        if niveau > PROFONDEUR_MAX:
            constats.append(constat("8.4", source.fichier, ligne,
                                    f"{niveau} blocs imbriqués dans {fonction.name} (plus de"
                                    f" {PROFONDEUR_MAX})",
                                    PROBABLE))
    constats.extend(verifier_programme_hors_fonction(source))
    return constats


def est_garde_du_main(instruction):
    """Retourne vrai si ``instruction`` est « if __name__ == "__main__": »."""
    return isinstance(instruction, ast.If) and isinstance(instruction.test, ast.Compare) \
        and isinstance(instruction.test.left, ast.Name) and instruction.test.left.id == "__name__"


def complete_une_constante(instruction):
    """Retourne vrai si ``instruction`` complète une table constante du module (ETIQUETTES.update(…))."""
    if not (isinstance(instruction, ast.Expr) and isinstance(instruction.value, ast.Call)):
        return False
    fonction = instruction.value.func
    return isinstance(fonction, ast.Attribute) and isinstance(fonction.value, ast.Name) \
        and bool(MOTIF_CAPITALES.match(fonction.value.id)) and fonction.attr in METHODES_QUI_MODIFIENT


def instructions_qui_agissent(source):
    """Retourne les instructions du module qui agissent à l'import : ni import, ni def, ni affectation,
    ni le complément d'une table constante."""
    agissantes = []
    for position, instruction in enumerate(source.arbre.body):
        docstring = position == 0 and isinstance(instruction, ast.Expr) \
            and isinstance(instruction.value, ast.Constant)
        if complete_une_constante(instruction):
            continue
        calme = isinstance(instruction, (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef,
                                         ast.ClassDef, ast.Assign, ast.AnnAssign, ast.Pass))
        if not (docstring or calme or est_garde_du_main(instruction)):
            agissantes.append(instruction)
    return agissantes


def verifier_programme_hors_fonction(source):
    """Retourne un constat §8.4 si un module fait de la logique (boucle, if) hors de toute fonction."""
    blocs = [instruction for instruction in instructions_qui_agissent(source)
             if isinstance(instruction, (ast.For, ast.While, ast.If, ast.Try, ast.With))]
    if not blocs:
        return []
    return [constat("8.4", source.fichier, blocs[0].lineno,
                    "de la logique (boucle ou condition) hors de toute fonction : le programme principal"
                    " n'est pas un sous-programme", PROBABLE)]


# --- §8.19 : affichage dans une fonction de calcul ----------------------------

def appelle_une_lecture(noeud):
    """Retourne vrai si ``noeud`` appelle une fonction qui lit (input, lire(…), saisir_case(…))."""
    if not isinstance(noeud, ast.Call):
        return False
    fonction = noeud.func
    nom = fonction.id if isinstance(fonction, ast.Name) else getattr(fonction, "attr", "")
    return nom.lower().startswith(DEBUTS_D_UNE_LECTURE)


def est_module_de_calcul(fichier):
    """Retourne vrai si le nom du module annonce des calculs (regles.py, calculs.py, constantes.py)."""
    nom = Path(fichier).stem.lower()
    return any(mot in nom for mot in MOTS_D_UN_MODULE_DE_CALCUL)


def verifier_affichage_dans_un_calcul(source):
    """Retourne les constats du §8.19 : print ou input dans un module de règles, ou print dans une
    fonction qui retourne une valeur sans rien lire (une fonction de calcul qui affiche)."""
    constats = []
    module_de_calcul = est_module_de_calcul(source.fichier)
    for fonction in fonctions_de(source.arbre):
        noeuds = noeuds_propres(fonction)
        affiche = [noeud for noeud in noeuds
                   if est_appel_a(noeud, FONCTIONS_D_AFFICHAGE) or appelle_sys_stdout(noeud)]
        lit = [noeud for noeud in noeuds if est_appel_a(noeud, FONCTIONS_DE_LECTURE)]
        saisit = any(appelle_une_lecture(noeud) for noeud in noeuds)
        retourne = any(isinstance(noeud, ast.Return) and noeud.value is not None
                       and not (isinstance(noeud.value, ast.Constant) and noeud.value.value is None)
                       for noeud in noeuds)
        if module_de_calcul and (affiche or lit):
            premier = min(affiche + lit, key=lambda noeud: noeud.lineno)
            constats.append(constat("8.19", source.fichier, premier.lineno,
                                    f"{fonction.name} affiche ou lit dans un module de calcul"
                                    f" ({Path(source.fichier).name})", SUR))
        elif affiche and retourne and not saisit and fonction.name not in NOMS_DU_PROGRAMME_PRINCIPAL:
            premier = min(affiche, key=lambda noeud: noeud.lineno)
            constats.append(constat("8.19", source.fichier, premier.lineno,
                                    f"{fonction.name} affiche et retourne une valeur calculée", PROBABLE))
    return constats


# --- §8.23 : l'état au niveau du module ---------------------------------------

def est_valeur_modifiable(noeud):
    """Retourne vrai si ``noeud`` crée une liste, un dictionnaire ou un ensemble."""
    if isinstance(noeud, (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp)):
        return True
    if isinstance(noeud, ast.BinOp) and isinstance(noeud.op, ast.Mult):
        return est_valeur_modifiable(noeud.left) or est_valeur_modifiable(noeud.right)
    return isinstance(noeud, ast.Call) and isinstance(noeud.func, ast.Name) \
        and noeud.func.id in CONSTRUCTEURS_MODIFIABLES


def noms_modifies_dans_les_fonctions(arbre):
    """Retourne {nom: ligne} des noms qu'une fonction modifie en place (append, nom[i] = …)."""
    modifies = {}
    for fonction in fonctions_de(arbre):
        for noeud in noeuds_propres(fonction):
            if isinstance(noeud, ast.Call) and isinstance(noeud.func, ast.Attribute) \
                    and noeud.func.attr in METHODES_QUI_MODIFIENT and isinstance(noeud.func.value, ast.Name):
                modifies.setdefault(noeud.func.value.id, noeud.lineno)
            if isinstance(noeud, ast.Subscript) and isinstance(noeud.ctx, (ast.Store, ast.Del)) \
                    and isinstance(noeud.value, ast.Name):
                modifies.setdefault(noeud.value.id, noeud.lineno)
    return modifies


def noms_locaux_de(fonction):
    """Retourne les noms locaux d'une fonction (paramètres et affectations), qui cachent ceux du module."""
    return set(noms_lies_dans(fonction))


def verifier_etat_du_module(source):
    """Retourne les constats du §8.23 : global, variables modifiables au niveau du module, import qui agit."""
    constats = []
    for noeud in ast.walk(source.arbre):
        if isinstance(noeud, ast.Global):
            constats.append(constat("8.23", source.fichier, noeud.lineno,
                                    "variable globale modifiée par une fonction : " + ", ".join(noeud.names),
                                    SUR))
    modifies = noms_modifies_par_les_fonctions_sans_local(source.arbre)
    for instruction in source.arbre.body:
        if not isinstance(instruction, ast.Assign) or not est_valeur_modifiable(instruction.value):
            continue
        for cible in instruction.targets:
            if not isinstance(cible, ast.Name):
                continue
            if cible.id in modifies:
                constats.append(constat("8.23", source.fichier, instruction.lineno,
                                        f"« {cible.id} », au niveau du module, est modifié par une fonction"
                                        f" (ligne {modifies[cible.id]}) : un état partagé", SUR))
            elif not MOTIF_CAPITALES.match(cible.id):
                constats.append(constat("8.23", source.fichier, instruction.lineno,
                                        f"« {cible.id} » : une liste ou un dictionnaire modifiable au niveau"
                                        " du module", PROBABLE))
    if Path(source.fichier).name != "__main__.py":
        for instruction in instructions_qui_agissent(source):
            if isinstance(instruction, ast.Expr):
                constats.append(constat("8.23", source.fichier, instruction.lineno,
                                        "le module agit dès qu'on l'importe (un appel hors de toute"
                                        " fonction)",
                                        PROBABLE))
    return constats


def noms_modifies_par_les_fonctions_sans_local(arbre):
    """Retourne {nom: ligne} des noms du module modifiés en place par une fonction où ils ne sont pas
    locaux."""
    modifies = {}
    for fonction in fonctions_de(arbre):
        locaux = noms_locaux_de(fonction)
        for nom, ligne in noms_modifies_dans_les_fonctions_une(fonction).items():
            if nom not in locaux:
                modifies.setdefault(nom, ligne)
    return modifies


def noms_modifies_dans_les_fonctions_une(fonction):
    """Retourne {nom: ligne} des noms que ``fonction`` modifie en place (append, nom[i] = …)."""
    enveloppe = ast.Module(body=[fonction], type_ignores=[])
    return noms_modifies_dans_les_fonctions(enveloppe)


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


# --- §8.18 : le code inutile --------------------------------------------------

def instructions_inatteignables(arbre):
    """Retourne les instructions écrites après un return, raise, break ou continue, dans le même bloc."""
    trouvees = []
    for noeud in ast.walk(arbre):
        for nom_du_bloc in ("body", "orelse", "finalbody"):
            bloc = getattr(noeud, nom_du_bloc, None)
            if not isinstance(bloc, list):
                continue
            for position, instruction in enumerate(bloc[:-1]):
                if isinstance(instruction, (ast.Return, ast.Raise, ast.Break, ast.Continue)):
                    trouvees.append(bloc[position + 1])
                    break
    return trouvees


def est_code_en_commentaire(texte):
    """Retourne vrai si le commentaire ``texte`` est du code Python mis de côté (« # print(x) »)."""
    code = texte.lstrip("#").strip()
    if not code or est_directive(texte):
        return False
    if code.endswith(":"):
        code += " pass"
    try:
        arbre = ast.parse(code)
    except (SyntaxError, ValueError):
        return False
    if len(arbre.body) != 1:
        return False
    instruction = arbre.body[0]
    if isinstance(instruction, ast.Expr):
        return isinstance(instruction.value, ast.Call)
    return isinstance(instruction, (ast.Assign, ast.AugAssign, ast.Return, ast.If, ast.For, ast.While,
                                    ast.Import, ast.ImportFrom, ast.FunctionDef))


def imports_inutilises(source):
    """Retourne [(ligne, nom)] des noms importés que le module n'utilise jamais (hors __init__.py)."""
    if Path(source.fichier).name == "__init__.py":
        return []
    utilises = {noeud.id for noeud in ast.walk(source.arbre) if isinstance(noeud, ast.Name)}
    exportes = set()
    for instruction in source.arbre.body:
        if isinstance(instruction, ast.Assign) and any(isinstance(cible, ast.Name) and cible.id == "__all__"
                                                       for cible in instruction.targets):
            exportes.update(noeud.value for noeud in ast.walk(instruction.value)
                            if isinstance(noeud, ast.Constant))
    inutilises = []
    for instruction in ast.walk(source.arbre):
        if not isinstance(instruction, (ast.Import, ast.ImportFrom)):
            continue
        for alias in instruction.names:
            nom = (alias.asname or alias.name).split(".")[0]
            if nom != "*" and nom not in utilises and nom not in exportes:
                inutilises.append((instruction.lineno, nom))
    return inutilises


def verifier_code_inutile(source):
    """Retourne les constats du §8.18 : code inatteignable, code en commentaire, imports inutilisés."""
    constats = []
    for instruction in instructions_inatteignables(source.arbre):
        constats.append(constat("8.18", source.fichier, instruction.lineno,
                                "instruction jamais exécutée (après un return, raise, break ou continue)",
                                SUR))
    for jeton in source.jetons:
        if jeton.type == tokenize.COMMENT and est_code_en_commentaire(jeton.string):
            constats.append(constat("8.18", source.fichier, jeton.start[0],
                                    f"du code mis en commentaire : {jeton.string.strip()}", PROBABLE))
    for ligne, nom in imports_inutilises(source):
        constats.append(constat("8.18", source.fichier, ligne, f"« {nom} » est importé mais jamais utilisé",
                                PROBABLE))
    return constats


# --- §8.22 : une boucle aurait pu le faire ------------------------------------

def forme_sans_nombres(instruction):
    """Retourne (la forme de l'instruction, nombres retirés ; la liste de ses nombres)."""
    nombres = []

    class Effaceur(ast.NodeTransformer):
        """Remplace chaque nombre par une marque, en notant sa valeur."""

        def visit_Constant(self, noeud):
            """Retourne une marque à la place d'un nombre ; tout autre littéral reste."""
            if valeur_litterale(noeud) is not None:
                nombres.append(noeud.value)
                return ast.Name(id="NOMBRE", ctx=ast.Load())
            return noeud

    copie = Effaceur().visit(ast.parse(ast.unparse(instruction)))
    return ast.dump(copie), nombres


def verifier_boucles(source):
    """Retourne les constats du §8.22 : au moins trois instructions voisines qui ne diffèrent que par
    leurs nombres (« des[0] = … ; des[1] = … ; des[2] = … »)."""
    constats = []
    for noeud in ast.walk(source.arbre):
        for nom_du_bloc in ("body", "orelse"):
            bloc = getattr(noeud, nom_du_bloc, None)
            if isinstance(bloc, list):
                constats.extend(suites_repetees(source.fichier, bloc))
    return constats


def suites_repetees(fichier, bloc):
    """Retourne un constat §8.22 par suite d'instructions simples de même forme dont les nombres changent."""
    constats = []
    formes = [forme_sans_nombres(instruction)
              if isinstance(instruction, (ast.Expr, ast.Assign, ast.AugAssign)) else (None, [])
              for instruction in bloc]
    debut = 0
    while debut < len(bloc):
        fin = debut + 1
        while fin < len(bloc) and formes[fin][0] is not None and formes[fin][0] == formes[debut][0]:
            fin += 1
        longueur = fin - debut
        nombres_varies = len({tuple(formes[position][1]) for position in range(debut, fin)}) > 1
        if formes[debut][0] is not None and longueur >= INSTRUCTIONS_POUR_UNE_BOUCLE and nombres_varies:
            constats.append(constat("8.22", fichier, bloc[debut].lineno,
                                    f"{longueur} instructions de même forme qui ne diffèrent que par un"
                                    f" nombre"
                                    f" (lignes {bloc[debut].lineno} à {bloc[fin - 1].end_lineno})", PROBABLE))
        debut = fin
    return constats


# --- §8.3 : aération et indentation -------------------------------------------

def verifier_aeration(source):
    """Retourne les constats du §8.3 : tabulations, indentation hors de 4, lignes trop longues,
    plusieurs instructions sur une ligne, fonctions collées."""
    constats = []
    for jeton in source.jetons:
        if jeton.type != tokenize.INDENT:
            continue
        if "\t" in jeton.string:
            constats.append(constat("8.3", source.fichier, jeton.start[0], "indentation par tabulation", SUR))
        elif len(jeton.string) % LARGEUR_INDENTATION:
            constats.append(constat("8.3", source.fichier, jeton.start[0],
                                    f"indentation de {len(jeton.string)} espaces (pas un multiple de"
                                    f" {LARGEUR_INDENTATION})", SUR))
    for numero, ligne in enumerate(source.lignes, start=1):
        if len(ligne) > LONGUEUR_MAX_LIGNE:
            constats.append(constat("8.3", source.fichier, numero,
                                    f"ligne de {len(ligne)} caractères (plus de {LONGUEUR_MAX_LIGNE})",
                                    PROBABLE))
    for jeton in source.jetons:
        if jeton.type == tokenize.OP and jeton.string == ";":
            constats.append(constat("8.3", source.fichier, jeton.start[0],
                                    "plusieurs instructions sur une ligne (« ; »)", SUR))
    corps = source.arbre.body
    for precedente, suivante in zip(corps, corps[1:]):
        collees = premiere_ligne_de(suivante) - precedente.end_lineno <= 1
        if isinstance(suivante, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and collees \
                and not est_ligne_de_commentaire(source.lignes, premiere_ligne_de(suivante) - 1):
            constats.append(constat("8.3", source.fichier, suivante.lineno,
                                    "fonction collée à ce qui la précède, sans ligne vide", PROBABLE))
    return constats


def premiere_ligne_de(instruction):
    """Retourne la première ligne d'une instruction, décorateurs compris."""
    if isinstance(instruction, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return premiere_ligne(instruction)
    return instruction.lineno


# --- §8.20 : le français des commentaires -------------------------------------

def textes_des_commentaires(source):
    """Retourne [(ligne, texte)] des commentaires et des docstrings du module."""
    textes = [(jeton.start[0], jeton.string.lstrip("#")) for jeton in source.jetons
              if jeton.type == tokenize.COMMENT]
    for noeud in [source.arbre] + fonctions_de(source.arbre):
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


# --- §8.5 et §8.6 : les répétitions, au niveau des jetons ---------------------

@dataclass(frozen=True)
class Jeton:
    """Un jeton pour chercher les répétitions : sa forme (noms et valeurs effacés), sa valeur, son lieu."""

    forme: str
    valeur: str
    fichier: str
    ligne: int


def corps_des_fonctions(source):
    """Retourne {ligne: numéro de la fonction} des lignes des corps de fonctions, sans docstrings :
    là où une répétition compte. Une fonction imbriquée garde les lignes de la fonction qui l'entoure."""
    lignes = {}
    for numero, fonction in enumerate(sorted(fonctions_de(source.arbre), key=lambda f: f.lineno)):
        premiere = fonction.body[0]
        debut = premiere.end_lineno + 1 if ast.get_docstring(fonction) else premiere.lineno
        for ligne in range(debut, fonction.end_lineno + 1):
            lignes.setdefault(ligne, numero)
    return lignes


def jetons_python(source):
    """Retourne les suites de Jetons des corps de fonctions d'un module, une suite par fonction, noms et
    valeurs effacés dans la forme : une répétition ne franchit jamais la fin d'une fonction."""
    lignes = corps_des_fonctions(source)
    suites = {}
    for jeton in source.jetons:
        if jeton.start[0] not in lignes or jeton.type in (tokenize.COMMENT, tokenize.NL, tokenize.ENCODING):
            continue
        jetons = suites.setdefault(lignes[jeton.start[0]], [])
        if jeton.type == tokenize.NAME:
            forme = jeton.string if jeton.string in MOTS_RESERVES_PYTHON else "NOM"
        elif jeton.type == tokenize.NUMBER:
            forme = "NOMBRE"
        elif jeton.type == tokenize.STRING or jeton.type in JETONS_DE_TEXTE:
            forme = "TEXTE"
        else:
            forme = tokenize.tok_name[jeton.type] if jeton.type != tokenize.OP else jeton.string
        jetons.append(Jeton(forme, jeton.string, source.fichier, jeton.start[0]))
    return [suites[numero] for numero in sorted(suites)]



def repetitions(suites_de_jetons):
    """Retourne [(jetons de la première copie, jetons de la seconde)] des répétitions d'au moins
    JETONS_MIN_REPETITION jetons, noms et valeurs effacés.

    Stratégie : chaque fenêtre de JETONS_MIN_REPETITION formes est rangée par son contenu ; une
    fenêtre déjà vue plus tôt, sans chevauchement, ouvre une répétition qu'on prolonge tant que
    les formes restent égales ; on reprend après elle. Une fenêtre ne franchit jamais la fin d'une suite
    (le corps d'une fonction).
    """
    jetons = []
    for suite in suites_de_jetons:
        jetons.extend(suite)
        jetons.append(None)
    formes = [jeton.forme if jeton is not None else None for jeton in jetons]
    deja_vues = {}
    trouvees = []
    # Les positions déjà couvertes par une répétition relevée : une suite de lignes de même
    # forme (dix affichages de suite) n'est relevée qu'une fois, pas une fois par décalage.
    couvertes = set()
    position = 0
    while position + JETONS_MIN_REPETITION <= len(jetons):
        fenetre = tuple(formes[position:position + JETONS_MIN_REPETITION])
        if None in fenetre:
            position += fenetre.index(None) + 1
            continue
        premiere = deja_vues.setdefault(fenetre, position)
        if premiere + JETONS_MIN_REPETITION > position:
            position += 1
            continue
        longueur = JETONS_MIN_REPETITION
        while position + longueur < len(jetons) and premiere + longueur < position \
                and formes[position + longueur] is not None \
                and formes[premiere + longueur] == formes[position + longueur]:
            longueur += 1
        if premiere not in couvertes:
            trouvees.append((jetons[premiere:premiere + longueur], jetons[position:position + longueur]))
        couvertes.update(range(premiere, premiere + longueur))
        couvertes.update(range(position, position + longueur))
        position += longueur
    return trouvees


def constats_de_repetitions(suites_de_jetons):
    """Retourne les constats des §8.5 (mêmes valeurs : un sous-programme manque) et §8.6 (valeurs
    différentes : un paramètre les réunirait) pour les répétitions trouvées."""
    constats = []
    for premiere, seconde in repetitions(suites_de_jetons):
        if min(premiere[-1].ligne - premiere[0].ligne, seconde[-1].ligne - seconde[0].ligne) + 1 \
                < LIGNES_MIN_REPETITION:
            continue
        valeurs_differentes = [(a.valeur, b.valeur) for a, b in zip(premiere, seconde)
                               if a.forme in ("NOMBRE", "TEXTE") and a.valeur != b.valeur]
        lieu = f"{premiere[0].fichier}:{premiere[0].ligne}-{premiere[-1].ligne}"
        etendue = f"lignes {seconde[0].ligne} à {seconde[-1].ligne}"
        if valeurs_differentes:
            exemple = f"{valeurs_differentes[0][0]} au lieu de {valeurs_differentes[0][1]}"
            constats.append(constat("8.6", seconde[0].fichier, seconde[0].ligne,
                                    f"{etendue} : le même code que {lieu}, aux valeurs près ({exemple}) ;"
                                    " un paramètre les réunirait", PROBABLE))
        else:
            constats.append(constat("8.5", seconde[0].fichier, seconde[0].ligne,
                                    f"{etendue} : le même code que {lieu} (aux noms près) ;"
                                    " un sous-programme les réunirait", PROBABLE))
    return constats


# --- §4 : les trois tableaux, déclarés dans le programme principal ------------

def taille_de_liste(noeud, constantes):
    """Retourne le nombre de cases de la liste que crée ``noeud`` ([0] * 19, [1, 2, 3]), ou None."""
    if isinstance(noeud, ast.List):
        return len(noeud.elts)
    if not (isinstance(noeud, ast.BinOp) and isinstance(noeud.op, ast.Mult)):
        return None
    for liste, facteur in ((noeud.left, noeud.right), (noeud.right, noeud.left)):
        if isinstance(liste, ast.List):
            nombre = valeur_litterale(facteur)
            if nombre is None and isinstance(facteur, ast.Name):
                nombre = constantes.get(facteur.id)
            if isinstance(nombre, int):
                return len(liste.elts) * nombre
    return None


def est_tableau_initialise(noeud, constantes):
    """Retourne vrai si ``noeud`` crée un tableau de cases toutes pareilles ([0] * 19, [-1, -1, -1])."""
    if isinstance(noeud, ast.List):
        valeurs = {ast.dump(element) for element in noeud.elts}
        taille = taille_de_liste(noeud, constantes)
        return len(valeurs) == 1 and taille in (TAILLE_DES_DES, TAILLE_DES_GRILLES)
    return taille_de_liste(noeud, constantes) in (TAILLE_DES_DES, TAILLE_DES_GRILLES)


def fonctions_qui_retournent_un_tableau(sources, constantes):
    """Retourne {nom de fonction: taille} des fonctions qui créent puis retournent une liste
    (TAILLE_INCONNUE si on ne lit pas sa taille : une liste remplie par une boucle)."""
    retours = {}
    for source in sources:
        if source.arbre is None:
            continue
        for fonction in fonctions_de(source.arbre):
            tailles = {}
            for noeud in noeuds_propres(fonction):
                if isinstance(noeud, ast.Assign) and est_creation_de_liste(noeud.value):
                    for cible in noeud.targets:
                        if isinstance(cible, ast.Name):
                            tailles[cible.id] = taille_de_liste(noeud.value, constantes) or TAILLE_INCONNUE
            for noeud in noeuds_propres(fonction):
                if isinstance(noeud, ast.Return) and noeud.value is not None:
                    if est_creation_de_liste(noeud.value):
                        retours[fonction.name] = taille_de_liste(noeud.value, constantes) or TAILLE_INCONNUE
                    elif isinstance(noeud.value, ast.Name) and noeud.value.id in tailles:
                        retours[fonction.name] = tailles[noeud.value.id]
    return retours


def est_creation_de_liste(noeud):
    """Retourne vrai si ``noeud`` crée une liste : [..], [..] * n, une compréhension, list(…)."""
    if isinstance(noeud, (ast.List, ast.ListComp)):
        return True
    if isinstance(noeud, ast.BinOp) and isinstance(noeud.op, ast.Mult):
        return isinstance(noeud.left, ast.List) or isinstance(noeud.right, ast.List)
    return isinstance(noeud, ast.Call) and isinstance(noeud.func, ast.Name) and noeud.func.id == "list"


def tailles_creees_dans(fonction, constantes, retours):
    """Retourne la liste des tailles des tableaux que ``fonction`` crée (directement ou par un appel)."""
    tailles = []
    for noeud in noeuds_propres(fonction):
        if not isinstance(noeud, ast.Assign):
            continue
        taille = taille_de_liste(noeud.value, constantes)
        if taille is None and isinstance(noeud.value, ast.Call) and isinstance(noeud.value.func, ast.Name):
            taille = retours.get(noeud.value.func.id)
        if taille is not None:
            tailles.append(taille)
    return tailles


def tableaux_complets(tailles):
    """Retourne vrai si ``tailles`` compte un tableau de 5 cases et deux de 19 (§4) ; un tableau
    rendu par une fonction du paquet, de taille illisible, peut être l'un des deux de 19."""
    grilles = tailles.count(TAILLE_DES_GRILLES) + tailles.count(TAILLE_INCONNUE)
    return TAILLE_DES_DES in tailles and grilles >= len(("feuille", "grille"))


def verifier_tableaux(sources, constantes):
    """Retourne les constats du §4 : tableaux de 5 ou 19 cases au niveau du module ; programme principal
    qui ne les crée pas."""
    constats = []
    retours = fonctions_qui_retournent_un_tableau(sources, constantes)
    principaux = []
    for source in sources:
        if source.arbre is None:
            continue
        for instruction in source.arbre.body:
            if isinstance(instruction, ast.Assign) and est_tableau_initialise(instruction.value, constantes):
                constats.append(constat("4", source.fichier, instruction.lineno,
                                        f"un tableau de {taille_de_liste(instruction.value, constantes)}"
                                        f" cases"
                                        " déclaré au niveau du module, pas dans le programme principal", SUR))
        principaux.extend((source, fonction) for fonction in fonctions_de(source.arbre)
                          if fonction.name in NOMS_DU_PROGRAMME_PRINCIPAL)
    if any(tableaux_complets(tailles_creees_dans(fonction, constantes, retours))
           for _, fonction in principaux):
        return constats
    lieux = [f"{source.fichier}:{fonction.lineno}" for source, fonction in principaux]
    constats.append(constat("4", "", 0, "les trois tableaux (5 dés, feuille et grille de 19 cases) n'ont"
                                        " pas été"
                            " reconnus dans le programme principal : où sont-ils déclarés ?", A_JUGER, lieux))
    return constats


# --- §8.21 : les références ---------------------------------------------------

def cite_une_reference(texte):
    """Retourne vrai si ``texte`` cite une référence (« Références : », « Source : », d'après, http…)."""
    return MOTIF_D_UNE_REFERENCE.search(texte) is not None


def verifier_references(textes):
    """Retourne les constats du §8.21 pour le paquet, d'après ``textes`` (ses commentaires)."""
    constats = []
    if not any(cite_une_reference(texte) for texte in textes):
        constats.append(constat("8.21", "", 0, "aucune référence citée dans le paquet (ni « Références : »,"
                                " ni « Source : », ni « d'après », ni adresse web)", PROBABLE))
    constats.append(constat("8.21", "", 0, "les références citées sont-elles complètes ? L'énoncé (§7)"
                                           " demande"
                            " aussi le nom des contributeurs de chaque sous-programme", A_JUGER))
    return constats


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



# --- Java : ce qu'un découpage simple lit avec confiance ----------------------

# Les mots réservés de Java qui ressemblent à un appel ou à une déclaration (if (…) {).
MOTS_RESERVES_JAVA = frozenset("""
    abstract boolean break byte case catch char class continue default do double else enum extends
    final finally float for if implements import instanceof int interface long new package private
    protected public return short static super switch synchronized this throw throws try void volatile while
    """.split())
# Une déclaration de méthode : modificateurs, type retourné, nom, paramètres, « { ».
MOTIF_METHODE_JAVA = re.compile(
    r"(?m)^[ \t]*((?:(?:public|private|protected|static|final|abstract|synchronized)\s+)*)"
    r"([\w<>\[\],.?]+(?:\s*\[\s*\])*)\s+(\w+)\s*\(([^()]*)\)\s*(?:throws\s+[\w.,\s]+?)?\{")
# Un champ de classe : au moins un modificateur, un type, un nom, peut-être une valeur.
MOTIF_CHAMP_JAVA = re.compile(
    r"(?m)^[ \t]*((?:(?:public|private|protected|static|final|transient|volatile)\s+)+)"
    r"([\w<>]+(?:\s*\[\s*\])*)\s+(\w+)\s*(?:=\s*([^;]*))?;")
# Un nombre écrit dans le code Java (sans le signe).
MOTIF_NOMBRE_JAVA = re.compile(r"(?<![\w.])\d+(?:\.\d+)?[lLfFdD]?(?![\w.])")
# Les caractères après lesquels un « - » est un signe, pas une soustraction.
AVANT_UN_SIGNE = "=(,[?:{;<>!&|+-*/%"
# Une variable déclarée avec un nom d'une lettre.
MOTIF_VARIABLE_COURTE_JAVA = re.compile(
    r"\b(?:int|long|double|float|boolean|char|byte|short|String)(?:\s*\[\s*\])*\s+([A-Za-z])\s*(?=[=;,)])")
# La déclaration d'une classe, d'une interface ou d'une énumération.
MOTIF_DECLARATION_DE_TYPE_JAVA = re.compile(r"\b(?:class|interface|enum|record)\s+\w+")
# Un appel qui lit une réponse : clavier.nextInt(…), lireEntier(…), saisirCase(…).
MOTIF_LECTURE_JAVA = re.compile(r"(?:\.next\w*|\b(?:lire|saisir|demander|read)\w*)\s*\(")
# La création d'un tableau : new int[TAILLE].
MOTIF_NOUVEAU_TABLEAU_JAVA = re.compile(r"new\s+\w+\s*\[\s*([\w.]+)\s*\]")
# Un jeton Java, pour chercher les répétitions : texte, caractère, nombre, nom, symbole.
MOTIF_JETON_JAVA = re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\''
                              r"|\d+(?:\.\d+)?[lLfFdD]?|[A-Za-z_$][\w$]*|\S")


@dataclass
class SourceJava:
    """Un fichier Java découpé : le texte, sans commentaires, sans commentaires ni textes, ses commentaires.

    Les trois versions du texte gardent la même longueur et les mêmes fins de ligne : une position
    y désigne le même caractère. ``commentaires`` : [(début, fin, texte)] en positions.
    """

    fichier: str
    texte: str
    sans_commentaires: str
    sans_textes: str
    commentaires: list
    debuts_de_ligne: list

    def ligne(self, position):
        """Retourne le numéro de ligne (à partir de 1) de la position ``position``."""
        bas, haut = 0, len(self.debuts_de_ligne)
        while bas + 1 < haut:
            milieu = (bas + haut) // len(("bas", "haut"))
            if self.debuts_de_ligne[milieu] <= position:
                bas = milieu
            else:
                haut = milieu
        return bas + 1

    def lignes(self):
        """Retourne les lignes du texte original."""
        return self.texte.split("\n")


def effacer(caracteres, debut, fin):
    """Remplace par des espaces, dans la liste ``caracteres``, les positions de ``debut`` à ``fin``
    exclue, sauf les fins de ligne ; modifie la liste et retourne None."""
    for position in range(debut, fin):
        if caracteres[position] != "\n":
            caracteres[position] = " "


def fin_d_un_texte_java(texte, position):
    """Retourne la position après le texte ou le caractère Java qui commence à ``position``."""
    guillemet = texte[position]
    if texte.startswith('"""', position):
        fin = texte.find('"""', position + len('"""'))
        return len(texte) if fin < 0 else fin + len('"""')
    courant = position + 1
    while courant < len(texte) and texte[courant] not in (guillemet, "\n"):
        courant += len("\\x") if texte[courant] == "\\" else 1
    return min(courant + 1, len(texte))


def decouper_java(fichier, texte):
    """Retourne la SourceJava de ``texte`` : commentaires et textes repérés par un automate simple.

    Stratégie : on avance caractère par caractère ; « // » et « /* » ouvrent un commentaire,
    un guillemet ouvre un texte (ou un bloc de texte « \"\"\" ») ; on efface le commentaire dans les deux
    copies, et le seul contenu du texte dans la copie sans textes.
    """
    texte = texte.replace("\r\n", "\n").replace("\r", "\n")
    sans_commentaires = list(texte)
    sans_textes = list(texte)
    commentaires = []
    position = 0
    while position < len(texte):
        if texte.startswith("//", position) or texte.startswith("/*", position):
            if texte.startswith("//", position):
                fin = texte.find("\n", position)
                fin = len(texte) if fin < 0 else fin
            else:
                fin = texte.find("*/", position + len("/*"))
                fin = len(texte) if fin < 0 else fin + len("*/")
            commentaires.append((position, fin, texte[position:fin]))
            effacer(sans_commentaires, position, fin)
            effacer(sans_textes, position, fin)
            position = fin
        elif texte[position] in "\"'":
            fin = fin_d_un_texte_java(texte, position)
            effacer(sans_textes, position + 1, fin - 1)
            position = fin
        else:
            position += 1
    debuts = [0] + [indice + 1 for indice, caractere in enumerate(texte) if caractere == "\n"]
    return SourceJava(fichier, texte, "".join(sans_commentaires), "".join(sans_textes), commentaires, debuts)


def fin_du_bloc(code, ouverture):
    """Retourne la position de l'accolade qui ferme celle de ``ouverture`` (ou la fin du texte)."""
    profondeur_courante = 0
    for position in range(ouverture, len(code)):
        if code[position] == "{":
            profondeur_courante += 1
        elif code[position] == "}":
            profondeur_courante -= 1
            if profondeur_courante == 0:
                return position
    return len(code) - 1


@dataclass(frozen=True)
class MethodeJava:
    """Une méthode Java : son nom, son type retourné, ses lignes, et les positions de son corps."""

    nom: str
    type_retourne: str
    parametres: str
    ligne: int
    derniere_ligne: int
    debut_du_corps: int
    fin_du_corps: int


def methodes_java(source):
    """Retourne les MethodeJava du fichier, dans l'ordre, sans les if (…) {, for (…) {, new X() {."""
    methodes = []
    for trouve in MOTIF_METHODE_JAVA.finditer(source.sans_textes):
        type_retourne, nom = trouve.group(2), trouve.group(3)
        if nom in MOTS_RESERVES_JAVA or type_retourne in ("new", "return", "else", "throw"):
            continue
        ouverture = trouve.end() - 1
        fermeture = fin_du_bloc(source.sans_textes, ouverture)
        debut = trouve.start() + len(trouve.group(0)) - len(trouve.group(0).lstrip())
        methodes.append(MethodeJava(nom, type_retourne, trouve.group(4), source.ligne(debut),
                                    source.ligne(fermeture), ouverture, fermeture))
    return methodes


def dans_une_methode(methodes, position):
    """Retourne vrai si ``position`` est dans le corps de l'une des ``methodes``."""
    return any(methode.debut_du_corps <= position <= methode.fin_du_corps for methode in methodes)


def commentaire_juste_au_dessus_java(lignes, numero):
    """Retourne vrai si, au-dessus de la ligne ``numero`` (annotations sautées), un commentaire finit."""
    courant = numero - 1
    while courant >= 1 and lignes[courant - 1].strip().startswith("@"):
        courant -= 1
    if courant < 1:
        return False
    precedente = lignes[courant - 1].strip()
    return precedente.endswith("*/") or precedente.startswith("//") or precedente.startswith("*")


def champs_java(source, methodes):
    """Retourne [(modificateurs, type, nom, valeur, ligne)] des champs de classe (hors des méthodes)."""
    champs = []
    for trouve in MOTIF_CHAMP_JAVA.finditer(source.sans_textes):
        if dans_une_methode(methodes, trouve.start()):
            continue
        debut = trouve.start() + len(trouve.group(0)) - len(trouve.group(0).lstrip())
        champs.append((trouve.group(1).split(), trouve.group(2), trouve.group(3),
                       (trouve.group(4) or "").strip(), source.ligne(debut)))
    return champs


def nombre_java(valeur):
    """Retourne le nombre qu'écrit ``valeur`` (« 19 », « -1 », « 2.5 »), ou None."""
    texte = valeur.strip().rstrip("lLfFdD")
    try:
        return int(texte)
    except ValueError:
        try:
            return float(texte)
        except ValueError:
            return None


def constantes_java(sources):
    """Retourne {nom: valeur} des constantes Java (champs final) dont la valeur est un nombre."""
    constantes = {}
    for source in sources:
        for modificateurs, _, nom, valeur, _ in champs_java(source, methodes_java(source)):
            if "final" in modificateurs and nombre_java(valeur) is not None:
                constantes[nom] = nombre_java(valeur)
    return constantes


def nombres_d_une_methode_java(source, methode):
    """Retourne [(ligne, valeur)] des nombres écrits dans le corps d'une méthode, hors lignes « final »."""
    trouves = []
    corps = source.sans_textes[methode.debut_du_corps:methode.fin_du_corps]
    lignes = source.lignes()
    for trouve in MOTIF_NOMBRE_JAVA.finditer(corps):
        position = methode.debut_du_corps + trouve.start()
        numero = source.ligne(position)
        if re.search(r"\bfinal\b", lignes[numero - 1]):
            continue
        valeur = nombre_java(trouve.group(0))
        avant = source.sans_textes[:position].rstrip(" \t")
        if avant.endswith("-"):
            signe = avant[:-1].rstrip()
            if not signe or signe[-1] in AVANT_UN_SIGNE or signe.endswith("return"):
                valeur = -valeur
        if valeur not in NOMBRES_TOLERES:
            trouves.append((numero, valeur))
    return trouves


def verifier_java(source, constantes):
    """Retourne les constats d'un fichier Java : en-tête, commentaires, nombres, longueur, affichage,
    noms des constantes, champs static, commentaires en bout de ligne."""
    lignes = source.lignes()
    methodes = methodes_java(source)
    constats = verifier_entete_java(source)
    for methode in methodes:
        constats.extend(verifier_methode_java(source, methode, lignes, constantes))
    constats.extend(verifier_champs_java(source, methodes, lignes))
    for debut, _, texte in source.commentaires:
        numero = source.ligne(debut)
        avant = source.texte[source.debuts_de_ligne[numero - 1]:debut]
        if avant.strip():
            constats.append(constat("8.16", source.fichier, numero,
                                    f"commentaire en bout de ligne : {texte.splitlines()[0].strip()}", SUR))
        mots = {mot.lower() for mot in MOTIF_MOTS.findall(texte)} & MOTS_ANGLAIS_DES_COMMENTAIRES
        if len(mots) >= MOTS_ANGLAIS_POUR_UN_COMMENTAIRE:
            constats.append(constat("8.20", source.fichier, numero,
                                    f"commentaire en anglais ? (mots : {', '.join(sorted(mots))})", PROBABLE))
    return constats


def verifier_entete_java(source):
    """Retourne les constats du §8.10 pour un fichier Java : les commentaires avant la première classe
    (après ``package`` et les ``import``, s'il y en a)."""
    declaration = MOTIF_DECLARATION_DE_TYPE_JAVA.search(source.sans_textes)
    premier_type = declaration.start() if declaration else len(source.texte)
    entete = "\n".join(texte for debut, _, texte in source.commentaires if debut < premier_type)
    if not entete.strip():
        return [constat("8.10", source.fichier, 1, "aucun commentaire d'en-tête avant le code", SUR)]
    return constats_du_contenu_de_l_entete(source.fichier, entete, " /*\t")


def verifier_methode_java(source, methode, lignes, constantes):
    """Retourne les constats d'une méthode Java : commentaire avant, longueur, imbrication, nombres,
    affichage dans un calcul, nom court."""
    constats = []
    if not commentaire_juste_au_dessus_java(lignes, methode.ligne):
        constats.append(constat("8.13", source.fichier, methode.ligne,
                                f"la méthode {methode.nom} n'a pas de commentaire juste avant sa déclaration",
                                SUR))
    longueur = methode.derniere_ligne - methode.ligne + 1
    if longueur > LIGNES_PAR_PAGE:
        constats.append(constat("8.4", source.fichier, methode.ligne,
                                f"la méthode {methode.nom} fait {longueur} lignes, plus d'une page"
                                f" ({LIGNES_PAR_PAGE} lignes)", PROBABLE))
    corps = source.sans_textes[methode.debut_du_corps:methode.fin_du_corps + 1]
    niveau, plus_profond = profondeur_des_accolades(corps)
    if niveau > PROFONDEUR_MAX:
        constats.append(constat("8.4", source.fichier, source.ligne(methode.debut_du_corps + plus_profond),
                                f"{niveau} blocs imbriqués dans {methode.nom} (plus de {PROFONDEUR_MAX})",
                                PROBABLE))
    nombres = nombres_d_une_methode_java(source, methode)
    constats.extend(constats_de_nombres(source.fichier, nombres, constantes))
    affiche = corps.find("System.out.print")
    lit = "Scanner" in methode.parametres + corps or MOTIF_LECTURE_JAVA.search(corps)
    if affiche >= 0 and methode.type_retourne != "void" and not lit and methode.nom != "main":
        constats.append(constat("8.19", source.fichier, source.ligne(methode.debut_du_corps + affiche),
                                f"{methode.nom} affiche et retourne une valeur calculée", PROBABLE))
    if len(methode.nom) <= LONGUEUR_MIN_NOM_FONCTION:
        constats.append(constat("8.1", source.fichier, methode.ligne,
                                f"la méthode « {methode.nom} » a un nom de {len(methode.nom)} lettre(s)",
                                PROBABLE))
    for trouve in MOTIF_VARIABLE_COURTE_JAVA.finditer(corps):
        numero = source.ligne(methode.debut_du_corps + trouve.start())
        if not re.search(r"\bfor\s*\(", lignes[numero - 1]):
            constats.append(constat("8.2", source.fichier, numero,
                                    f"la variable « {trouve.group(1)} » (dans {methode.nom}) a un nom d'une"
                                    f" lettre",
                                    PROBABLE))
    return constats


def profondeur_des_accolades(corps):
    """Retourne (profondeur maximale des accolades dans le corps, sans la sienne ; position du plus
    profond)."""
    niveau, meilleur, position_du_meilleur = 0, 0, 0
    for position, caractere in enumerate(corps):
        if caractere == "{":
            niveau += 1
            if niveau - 1 > meilleur:
                meilleur, position_du_meilleur = niveau - 1, position
        elif caractere == "}":
            niveau -= 1
    return meilleur, position_du_meilleur


def constats_de_nombres(fichier, nombres, constantes):
    """Retourne les constats des §8.7 et §8.8 pour des nombres [(ligne, valeur)], groupés par ligne."""
    noms_par_valeur = {}
    for nom, valeur in sorted(constantes.items()):
        noms_par_valeur.setdefault(valeur, []).append(nom)
    par_ligne = {}
    for ligne, valeur in sorted(set(nombres)):
        par_ligne.setdefault(ligne, []).append(valeur)
    constats = []
    for ligne, valeurs in sorted(par_ligne.items()):
        sans_nom = [str(valeur) for valeur in valeurs if valeur not in noms_par_valeur]
        avec_nom = [f"{valeur} ({nommer_les_constantes(noms_par_valeur[valeur])} ?)"
                    for valeur in valeurs if valeur in noms_par_valeur]
        if sans_nom:
            constats.append(constat("8.7", fichier, ligne, "nombre écrit tel quel : " + ", ".join(sans_nom),
                                    PROBABLE))
        if avec_nom:
            constats.append(constat("8.8", fichier, ligne,
                                    "nombre écrit tel quel, de la valeur d'une constante du paquet : "
                                    + ", ".join(avec_nom), PROBABLE))
    return constats


def verifier_champs_java(source, methodes, lignes):
    """Retourne les constats des champs de classe : constantes en minuscules ou sans commentaire (§8.9,
    §8.11), variables static (§8.23), tableaux de l'énoncé déclarés static (§4)."""
    constats = []
    ligne_commentee = 0
    for modificateurs, type_du_champ, nom, valeur, ligne in champs_java(source, methodes):
        if "final" in modificateurs:
            if not MOTIF_CAPITALES.match(nom):
                constats.append(constat("8.9", source.fichier, ligne,
                                        f"la constante « {nom} » n'est pas en capitales", SUR))
            commentee = commentaire_juste_au_dessus_java(lignes, ligne) or ligne_commentee == ligne - 1
            if not commentee:
                constats.append(constat("8.11", source.fichier, ligne, f"constante sans commentaire : {nom}",
                                        SUR))
            ligne_commentee = ligne if commentee else 0
            continue
        ligne_commentee = 0
        if "static" in modificateurs:
            taille = taille_d_un_tableau_java(valeur)
            if "[" in type_du_champ and taille in (TAILLE_DES_DES, TAILLE_DES_GRILLES):
                constats.append(constat("4", source.fichier, ligne,
                                        f"le tableau « {nom} » est déclaré static : l'énoncé (§4) le veut"
                                        f" dans le"
                                        " programme principal", SUR))
            else:
                constats.append(constat("8.23", source.fichier, ligne,
                                        f"« {nom} » : une variable static, partagée par toute la classe",
                                        PROBABLE))
    return constats


def taille_d_un_tableau_java(valeur, constantes=None):
    """Retourne la taille du tableau créé par ``valeur`` (new int[19], {1, 2, 3}), ou None."""
    trouve = MOTIF_NOUVEAU_TABLEAU_JAVA.search(valeur)
    if trouve:
        taille = nombre_java(trouve.group(1))
        if taille is None and constantes:
            taille = constantes.get(trouve.group(1).split(".")[-1])
        return taille
    if valeur.startswith("{"):
        return len([element for element in valeur.strip("{} ").split(",") if element.strip()])
    return None


def verifier_tableaux_java(sources, constantes):
    """Retourne le point « à juger » du §4 si la méthode main ne crée pas les trois tableaux."""
    lieux = []
    for source in sources:
        for methode in methodes_java(source):
            if methode.nom != "main":
                continue
            corps = source.sans_textes[methode.debut_du_corps:methode.fin_du_corps]
            tailles = [taille_d_un_tableau_java(trouve.group(0), constantes)
                       for trouve in MOTIF_NOUVEAU_TABLEAU_JAVA.finditer(corps)]
            if tableaux_complets(tailles):
                return []
            lieux.append(f"{source.fichier}:{methode.ligne}")
    return [constat("4", "", 0, "les trois tableaux (5 dés, feuille et grille de 19 cases) n'ont pas été"
                                " reconnus"
                    " dans la méthode main : où sont-ils déclarés ?", A_JUGER, lieux)]


def jetons_java(source, methodes):
    """Retourne les suites de Jetons des corps de méthodes, une par méthode, noms et valeurs effacés."""
    suites = []
    for methode in methodes:
        jetons = []
        suites.append(jetons)
        corps = source.sans_commentaires[methode.debut_du_corps:methode.fin_du_corps + 1]
        for trouve in MOTIF_JETON_JAVA.finditer(corps):
            texte = trouve.group(0)
            if texte[0] in "\"'":
                forme = "TEXTE"
            elif texte[0].isdigit():
                forme = "NOMBRE"
            elif (texte[0].isalpha() or texte[0] in "_$") and texte not in MOTS_RESERVES_JAVA:
                forme = "NOM"
            else:
                forme = texte
            ligne = source.ligne(methode.debut_du_corps + trouve.start())
            jetons.append(Jeton(forme, texte, source.fichier, ligne))
    return suites


def points_a_juger_java():
    """Retourne les points « à juger » que la fiche ne mesure pas dans du Java."""
    a_juger = [
        ("8.1", "les noms des méthodes disent-ils ce qu'elles font ?"),
        ("8.2", "les noms des variables et des constantes disent-ils ce qu'elles contiennent ?"),
        ("8.3", "l'aération et l'indentation du Java : à l'œil"),
        ("8.4", "le découpage suit-il les sous-programmes que l'énoncé demande (§5) ?"),
        ("8.12", "les variables importantes sont-elles commentées ?"),
        ("8.14", "les commentaires sont-ils judicieux ?"),
        ("8.15", "la stratégie des méthodes non évidentes est-elle expliquée ?"),
        ("8.17", "un sous-programme existant aurait-il pu servir ?"),
        ("8.18", "du code inutile (méthodes jamais appelées, code en commentaire) ?"),
        ("8.20", "la qualité du français des commentaires"),
        ("8.22", "une boucle aurait-elle pu remplacer des instructions répétées ?"),
        ("8.23", "une autre pratique qui n'a pas de sens : à la lecture"),
    ]
    return [constat(critere, "", 0, "(Java) " + message, A_JUGER) for critere, message in a_juger]


# --- La fiche entière ---------------------------------------------------------

# L'ordre des certitudes dans la fiche : le plus sûr d'abord.
ORDRE_DES_CERTITUDES = (SUR, PROBABLE, A_JUGER)


def fiche_python(sources):
    """Retourne les constats des modules Python ``sources`` (un paquet)."""
    constantes = constantes_du_paquet(sources)
    constats = []
    lisibles = [source for source in sources if source.arbre is not None]
    for source in sources:
        if source.arbre is None:
            constats.append(constat("8.23", source.fichier, 0, f"module illisible par Python"
                                                               f" ({source.erreur}) :"
                                    " la fiche ne le mesure pas", A_JUGER))
            continue
        for verification in (verifier_entete, verifier_commentaires_des_fonctions, verifier_noms,
                             verifier_constantes_en_minuscules, verifier_decoupage,
                             verifier_affichage_dans_un_calcul, verifier_etat_du_module,
                             verifier_commentaires_des_constantes, verifier_commentaires_en_bout_de_ligne,
                             verifier_code_inutile, verifier_boucles, verifier_aeration, verifier_francais):
            constats.extend(verification(source))
        constats.extend(verifier_nombres(source, constantes))
    suites = [suite for source in lisibles for suite in jetons_python(source)]
    constats.extend(constats_de_repetitions(suites))
    constats.extend(verifier_tableaux(lisibles, constantes))
    textes = [source.texte for source in sources]
    constats.extend(verifier_references(textes))
    constats.extend(points_a_juger(lisibles, constantes, constats))
    return constats


def fiche_java(sources):
    """Retourne les constats des fichiers Java ``sources``."""
    constantes = constantes_java(sources)
    constats = []
    for source in sources:
        constats.extend(verifier_java(source, constantes))
    constats.extend(constats_de_repetitions([suite for source in sources
                                             for suite in jetons_java(source, methodes_java(source))]))
    constats.extend(verifier_tableaux_java(sources, constantes))
    constats.extend(verifier_references(["\n".join(texte for _, _, texte in source.commentaires)
                                         for source in sources]))
    constats.extend(points_a_juger_java())
    return constats


def cle_de_tri(constat_a_ranger):
    """Retourne la clé qui range un constat : critère, certitude, fichier, ligne."""
    return (ORDRE_DES_CRITERES.index(constat_a_ranger.critere),
            ORDRE_DES_CERTITUDES.index(constat_a_ranger.certitude),
            constat_a_ranger.fichier, constat_a_ranger.ligne, constat_a_ranger.message)


def fiche_de_qualite(dossier, seulement=None):
    """Retourne la fiche de qualité du paquet ``dossier`` : la liste de ses Constat, rangés.

    ``seulement``, s'il est donné, limite la lecture à ces fichiers (chemins relatifs
    au dossier) : le programme de l'énoncé, sans les ajouts d'un paquet plus grand.
    Le code n'est jamais exécuté, seulement lu. Lève FicheImpossible (code
    SORTIE_DOSSIER_INTROUVABLE ou SORTIE_RIEN_A_LIRE) si le dossier n'existe pas
    ou ne contient ni fichier Python ni fichier Java.
    """
    dossier = Path(dossier)
    if not dossier.is_dir():
        raise FicheImpossible(f"le dossier « {dossier} » n'existe pas (ou n'est pas un dossier)",
                              SORTIE_DOSSIER_INTROUVABLE)
    constats = []
    sources_python = []
    sources_java = []
    for chemin in fichiers_du_paquet(dossier, ".py") + fichiers_du_paquet(dossier, ".java"):
        relatif = chemin.relative_to(dossier).as_posix()
        if seulement is not None and relatif not in seulement:
            continue
        try:
            if chemin.suffix == ".py":
                sources_python.append(lire_source_python(chemin, dossier))
            else:
                sources_java.append(decouper_java(relatif, lire_texte(chemin)))
        except OSError as erreur:
            constats.append(constat("8.23", relatif, 0, f"fichier illisible ({erreur.strerror}) : la fiche"
                                                        f" ne le"
                                    " mesure pas", A_JUGER))
    if not sources_python and not sources_java and not constats:
        raise FicheImpossible(f"le dossier « {dossier} » ne contient aucun fichier Python (.py) ni Java"
                              f" (.java)",
                              SORTIE_RIEN_A_LIRE)
    if sources_python:
        constats.extend(fiche_python(sources_python))
    if sources_java:
        constats.extend(fiche_java(sources_java))
    return sorted(set(constats), key=cle_de_tri)


# --- La fiche en Markdown -----------------------------------------------------

def formater_constat(constat_a_ecrire):
    """Retourne la ligne Markdown d'un constat : lieu, certitude, message (et lieux à regarder)."""
    if constat_a_ecrire.certitude == A_JUGER:
        ligne = f"- *à juger* : {constat_a_ecrire.message}"
        if constat_a_ecrire.fichier:
            ligne = f"- `{constat_a_ecrire.emplacement}` *à juger* : {constat_a_ecrire.message}"
        if constat_a_ecrire.lieux:
            ligne += " ; regarder d'abord " + ", ".join(f"`{lieu}`" for lieu in constat_a_ecrire.lieux)
        return ligne
    return f"- `{constat_a_ecrire.emplacement}` ({constat_a_ecrire.certitude}) : {constat_a_ecrire.message}"


def formater_fiche(constats, nom="le paquet"):
    """Retourne la fiche en Markdown : sa première ligne dit qu'elle ne donne pas de note, puis une
    section par critère (§8.1 à §8.23, puis §4), chaque constat sur une ligne « fichier.py:ligne »."""
    nombres = {certitude: sum(1 for c in constats if c.certitude == certitude)
               for certitude in ORDRE_DES_CERTITUDES}
    lignes = [
        f"# Fiche de qualité de « {nom} » : aucune note, des constats pour la personne qui corrige",
        "",
        "L'énoncé (§8) donne 60 % de la note à la qualité du code ; cette fiche ne note pas, elle relève ce"
        " que"
        " le code montre, critère par critère, avec le lieu et la certitude : « sûr » (le fait mesuré est la"
        " faute que le critère nomme), « probable » (le fait est mesuré, la faute reste à confirmer), « à"
        " juger »"
        " (aucun programme ne peut en juger : où regarder d'abord).",
        "",
        f"Mesures : une page = {LIGNES_PAR_PAGE} lignes ; imbrication signalée au-delà de {PROFONDEUR_MAX}"
        f" blocs ;"
        f" répétition = au moins {JETONS_MIN_REPETITION} jetons identiques aux noms et valeurs près ; nombres"
        " tolérés partout : 0 et 1 ; -1 seulement comme indice, tranche ou argument de range().",
        "",
        f"En tout : {nombres[SUR]} constat(s) sûr(s), {nombres[PROBABLE]} probable(s),"
        f" {nombres[A_JUGER]} point(s) à juger.",
    ]
    for critere in ORDRE_DES_CRITERES:
        du_critere = [c for c in constats if c.critere == critere]
        prefixe = "§" if critere == "4" else "§"
        lignes.extend(["", f"## {prefixe}{critere} {CRITERES[critere]}"])
        mesures = [c for c in du_critere if c.certitude != A_JUGER]
        if not mesures:
            lignes.append("- rien relevé par la mesure.")
        lignes.extend(formater_constat(c) for c in du_critere)
    return "\n".join(lignes) + "\n"


# --- La ligne de commande -----------------------------------------------------

def ajouter_les_options(analyseur):
    """Ajoute à ``analyseur`` les options de la sous-commande ``qualite`` ; ne retourne rien."""
    analyseur.add_argument("dossier", metavar="DOSSIER_DU_PAQUET",
                           help="le dossier du paquet Python (ou des sources Java) d'une équipe")
    analyseur.add_argument("--seulement", action="append", metavar="FICHIER",
                           help="ne lire que ce fichier du dossier (chemin relatif au dossier) ; l'option"
                                " se répète pour plusieurs fichiers")


def executer(options):
    """Affiche la fiche du dossier des options ; retourne le code de sortie (voir l'en-tête)."""
    dossier = Path(options.dossier)
    try:
        constats = fiche_de_qualite(dossier, options.seulement)
    except FicheImpossible as probleme:
        print(f"des-corriger qualite : {probleme}", file=sys.stderr)
        return probleme.code
    print(formater_fiche(constats, dossier.resolve().name), end="")
    return SORTIE_FICHE

