"""Le Java d'une équipe lu par un vrai analyseur (tree-sitter), pour la fiche de qualité : ses
commentaires, ses champs, ses méthodes (bornes, paramètres, appels, lectures, affichages, nombres
écrits) et les passages que l'analyseur n'a pas compris.

Explication : un champ se déclare de plusieurs façons (``int[] des``, ``int des[]``, plusieurs noms
sur une ligne, une valeur sur deux lignes), une méthode s'annote (``@Override``), ouvre son
accolade à la ligne, contient une classe anonyme ou une lambda, et un texte peut contenir « { » ou
« // » : des motifs en manquent ou s'y trompent, l'arbre de la grammaire Java les lit tous. Un
nombre y garde son contexte (ce à quoi il est comparé, affecté ou passé, la méthode qui l'écrit) :
la fiche ne propose une constante que si ses mots s'y retrouvent. Un passage que l'analyseur ne
comprend pas (nœud ERROR ou manquant) est une zone douteuse : ce qui s'y lit reste à vérifier.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
Références : tree-sitter et sa grammaire Java (https://github.com/tree-sitter/tree-sitter-java).
"""

from dataclasses import dataclass, field

# Les mots d'un nom, coupés aux soulignés et aux capitales : la seule expression régulière de la
# lecture du Java, gardée parce qu'elle coupe le texte d'un identifiant déjà lu par l'arbre
# (« pointsMainPleine », « NB_DES »), pas du Java.
from yum.correction.qualite.vocabulaire import MOTIF_MOTS_D_UN_NOM

# --- Les nœuds de la grammaire Java que la fiche lit --------------------------

# Les commentaires.
NOEUDS_COMMENTAIRES = frozenset({"line_comment", "block_comment"})
# Les sous-programmes : méthodes et constructeurs.
NOEUDS_METHODES = frozenset({"method_declaration", "constructor_declaration"})
# Les déclarations de types : ce qui suit l'en-tête d'un fichier.
NOEUDS_TYPES = frozenset({"class_declaration", "interface_declaration", "enum_declaration",
                          "record_declaration", "annotation_type_declaration"})
# Les nombres entiers écrits : leur base et le préfixe qui l'annonce (0x1F, 0b101 ; 017 est octal).
BASES_DES_ENTIERS = {"decimal_integer_literal": (10, ""), "hex_integer_literal": (16, "0x"),
                     "octal_integer_literal": (8, ""), "binary_integer_literal": (2, "0b")}
# Les nombres à virgule écrits.
NOEUDS_REELS = frozenset({"decimal_floating_point_literal"})
# Les blocs entre accolades qui comptent pour l'imbrication (pas un {1, 2} de tableau).
NOEUDS_BLOCS = frozenset({"block", "constructor_body", "switch_block", "class_body"})
# Les déclarations qui bornent une zone douteuse autour d'une erreur de syntaxe.
NOEUDS_QUI_BORNENT_UNE_ERREUR = NOEUDS_METHODES | frozenset({"field_declaration"})
# Les textes écrits : un jeton chacun.
NOEUDS_TEXTES = frozenset({"string_literal", "character_literal", "text_block"})
# Les valeurs écrites que la recherche des répétitions lit comme des noms (comme avant l'arbre).
NOEUDS_VALEURS_NOMMEES = frozenset({"true", "false", "null_literal"})
# Les opérateurs qui comparent : le nombre est comparé à l'autre côté.
COMPARAISONS = frozenset({"==", "!=", "<", "<=", ">", ">="})
# Les opérations qu'une constante peut faire sur d'autres pour définir sa valeur.
OPERATIONS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}
# Les nœuds qu'un nombre traverse sans changer de contexte : parenthèses, signe, conversion, choix.
NOEUDS_TRANSPARENTS = frozenset({"parenthesized_expression", "unary_expression", "cast_expression",
                                 "ternary_expression", "array_initializer"})
# Les types des variables dont un nom d'une lettre est relevé (§8.2).
TYPES_DES_VARIABLES_COURTES = frozenset({"int", "long", "double", "float", "boolean", "char", "byte",
                                         "short", "String"})
# Le type qui lit le clavier.
TYPE_QUI_LIT = "Scanner"
# Un appel sur un objet dont le nom commence ainsi lit une réponse : clavier.nextInt().
DEBUT_D_UNE_LECTURE_SUR_UN_OBJET = "next"
# Un appel dont le nom commence ainsi lit une réponse : lireEntier(), saisirCase(), readLine().
DEBUTS_DES_LECTURES = ("lire", "saisir", "demander", "read")
# L'objet des affichages, et le début du nom de ses méthodes (print, println, printf).
OBJET_D_AFFICHAGE = "System.out"
DEBUT_D_UN_AFFICHAGE = "print"

# --- Les mots d'un nom ----------------------------------------------------------

# Les mots trop généraux pour dire le sens d'un nombre : « points », « nombre », « total »…
MOTS_GENERAUX = frozenset("""
    point pts nb nombre num valeur val total score max min maximum minimum taille
    de du la le les un une get set calculer calcul int final static public private
""".split())
# Un mot de cette longueur ou moins ne dit rien (« nb », « i »).
LONGUEUR_MIN_D_UN_MOT = 2


# --- Ce que l'arbre donne -------------------------------------------------------

@dataclass(frozen=True)
class Commentaire:
    """Un commentaire : sa première ligne (à partir de 1), son texte, et s'il finit une ligne de code."""

    ligne: int
    texte: str
    en_bout_de_ligne: bool


@dataclass(frozen=True)
class Champ:
    """Un champ de classe : ses modificateurs, son type (crochets du nom compris), son nom, sa valeur
    (texte, vide si aucune), sa première et sa dernière ligne, s'il a un commentaire juste avant, et
    le nœud de sa valeur (None si aucune)."""

    modificateurs: tuple
    type: str
    nom: str
    valeur: str
    ligne: int
    derniere_ligne: int
    commente: bool = False
    noeud_valeur: object = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Nombre:
    """Un nombre écrit dans une méthode : sa ligne, sa valeur (signe compris), la méthode qui
    l'écrit, ce à quoi il est comparé, affecté ou passé (``contexte``, des textes de code), s'il
    est dans la déclaration d'une constante (``final``) et s'il est la taille d'un ``new T[n]``."""

    ligne: int
    valeur: object
    methode: str
    contexte: tuple
    dans_une_constante: bool
    taille_de_tableau: bool


@dataclass(frozen=True)
class MethodeJava:
    """Une méthode (ou un constructeur) lue dans l'arbre.

    ``type_retourne`` est vide pour un constructeur ; ``ligne`` est celle de la déclaration
    (après ses annotations), ``derniere_ligne`` celle de l'accolade fermante ; ``appels`` : les noms
    des méthodes appelées ; ``ligne_d_affichage`` : la ligne du premier ``System.out.print…`` (0 si
    aucun) ; ``profondeur`` : (blocs imbriqués dans le corps, sans le sien ; ligne du plus profond) ;
    ``variables_courtes`` : [(ligne, nom)] ; ``tailles`` : les nœuds des tableaux créés ;
    ``jetons`` : [(forme, texte, ligne)] du corps, pour les répétitions.
    """

    nom: str
    type_retourne: str
    parametres: str
    ligne: int
    derniere_ligne: int
    commentee: bool
    appels: frozenset
    lit_le_clavier: bool
    ligne_d_affichage: int
    retourne_une_valeur: bool
    profondeur: tuple
    variables_courtes: tuple
    nombres: tuple
    tailles: tuple = field(compare=False, repr=False)
    jetons: tuple = field(compare=False, repr=False)

    @property
    def nombre_de_lignes(self):
        """Retourne le nombre de lignes de la méthode, de sa déclaration à son accolade fermante."""
        return self.derniere_ligne - self.ligne + 1


# --- Parcourir l'arbre ---------------------------------------------------------

def noeuds(racine, types, sans_entrer=frozenset()):
    """Retourne les nœuds sous ``racine`` (elle comprise) dont le type est dans ``types``, dans
    l'ordre du texte, sans descendre sous un nœud (autre que la racine) de type ``sans_entrer``."""
    trouves, a_visiter = [], [racine]
    while a_visiter:
        noeud = a_visiter.pop()
        if noeud.type in types:
            trouves.append(noeud)
        if noeud is racine or noeud.type not in sans_entrer:
            a_visiter.extend(reversed(noeud.children))
    return trouves


def texte(noeud):
    """Retourne le texte du nœud."""
    return noeud.text.decode("utf-8", "replace")


def ligne_de(noeud):
    """Retourne la première ligne du nœud (à partir de 1)."""
    return noeud.start_point[0] + 1


def derniere_ligne_de(noeud):
    """Retourne la dernière ligne du nœud (à partir de 1)."""
    return noeud.end_point[0] + 1


def jeton_precedent(noeud):
    """Retourne le nœud qui précède ``noeud`` dans le texte (frère, ou frère d'un parent), ou None."""
    courant = noeud
    while courant.prev_sibling is None and courant.parent is not None:
        courant = courant.parent
    return courant.prev_sibling


def finit_une_ligne_de_code(commentaire):
    """Retourne vrai si du code précède le commentaire sur sa ligne : il commente cette ligne."""
    precedent = jeton_precedent(commentaire)
    return precedent is not None and precedent.end_point[0] == commentaire.start_point[0]


def a_un_commentaire_juste_avant(declaration):
    """Retourne vrai si un commentaire précède la déclaration (annotations comprises dans le nœud),
    lignes vides permises, et ne finit pas la ligne de code d'avant."""
    precedent = declaration.prev_sibling
    return (precedent is not None and precedent.type in NOEUDS_COMMENTAIRES
            and not finit_une_ligne_de_code(precedent))


def ligne_de_la_signature(declaration):
    """Retourne la ligne où la déclaration commence, ses annotations (``@Override``) sautées : celle
    de son premier modificateur, de son type ou de son nom."""
    for enfant in declaration.children:
        if enfant.type != "modifiers":
            return ligne_de(enfant)
        mots = [mot for mot in enfant.children if "annotation" not in mot.type]
        if mots:
            return ligne_de(mots[0])
    return ligne_de(declaration)


def modificateurs_de(declaration):
    """Retourne les mots des modificateurs d'une déclaration (sans les annotations)."""
    for enfant in declaration.children:
        if enfant.type == "modifiers":
            return tuple(texte(mot) for mot in enfant.children if "annotation" not in mot.type)
    return ()


# --- Les valeurs -------------------------------------------------------------------

def nombre_ecrit(noeud):
    """Retourne la valeur d'un nombre écrit (nœud entier ou réel), ou None pour un autre nœud."""
    ecrit = texte(noeud).replace("_", "")
    if noeud.type in BASES_DES_ENTIERS:
        base, prefixe = BASES_DES_ENTIERS[noeud.type]
        return int(ecrit.rstrip("lL")[len(prefixe):], base)
    if noeud.type in NOEUDS_REELS:
        try:
            return float(ecrit.rstrip("fFdD"))
        except ValueError:
            return None
    return None


def valeur_de(noeud, connues):
    """Retourne la valeur d'une expression Java (nombre, constante ``connues``, Classe.NOM,
    parenthèses, signe, + - *), ou None si elle ne se calcule pas sans exécuter."""
    if noeud is None:
        return None
    if noeud.type in BASES_DES_ENTIERS or noeud.type in NOEUDS_REELS:
        return nombre_ecrit(noeud)
    if noeud.type == "identifier":
        return connues.get(texte(noeud))
    if noeud.type == "field_access":
        return connues.get(texte(noeud.child_by_field_name("field")))
    if noeud.type == "parenthesized_expression":
        return valeur_de(noeud.named_children[0] if noeud.named_children else None, connues)
    if noeud.type == "unary_expression":
        operande = valeur_de(noeud.child_by_field_name("operand"), connues)
        operateur = texte(noeud.child_by_field_name("operator"))
        if operande is None or operateur not in "+-":
            return None
        return -operande if operateur == "-" else operande
    if noeud.type == "binary_expression":
        operateur = texte(noeud.child_by_field_name("operator"))
        gauche = valeur_de(noeud.child_by_field_name("left"), connues)
        droite = valeur_de(noeud.child_by_field_name("right"), connues)
        if operateur in OPERATIONS and gauche is not None and droite is not None:
            return OPERATIONS[operateur](gauche, droite)
    return None


def taille_d_un_tableau(noeud, connues):
    """Retourne la taille du tableau que crée le nœud (``new int[19]``, ``new int[Constantes.NB_DES]``,
    ``{1, 2, 3}``, ``new int[] {1, 2}``), ou None."""
    if noeud is None:
        return None
    if noeud.type == "array_initializer":
        return len([enfant for enfant in noeud.named_children if enfant.type not in NOEUDS_COMMENTAIRES])
    if noeud.type != "array_creation_expression":
        return None
    for enfant in noeud.named_children:
        if enfant.type == "dimensions_expr":
            return valeur_de(enfant.named_children[0] if enfant.named_children else None, connues)
        if enfant.type == "array_initializer":
            return taille_d_un_tableau(enfant, connues)
    return None


def tableaux_crees(racine):
    """Retourne les nœuds des tableaux créés sous ``racine`` : les ``new T[…]`` et les ``{…}`` qui ne
    sont pas dans un autre (les lignes d'un tableau à deux dimensions sont dans le sien)."""
    return [noeud for noeud in noeuds(racine, ("array_creation_expression", "array_initializer"),
                                      ("array_creation_expression", "array_initializer"))
            if noeud.parent is None or noeud.parent.type != "array_creation_expression"]


def tailles_nommees(racine):
    """Retourne les noms des constantes qui donnent la taille d'un tableau (``new int[NB_DES]``,
    ``new int[Constantes.NB_DES]``) sous ``racine``."""
    nommees = set()
    for dimension in noeuds(racine, ("dimensions_expr",)):
        expression = dimension.named_children[0] if dimension.named_children else None
        if expression is not None and expression.type == "identifier":
            nommees.add(texte(expression))
        elif expression is not None and expression.type == "field_access":
            nommees.add(texte(expression.child_by_field_name("field")))
    return nommees


# --- Les champs ---------------------------------------------------------------------

def champs_de_l_arbre(racine):
    """Retourne les Champ des déclarations de champs sous ``racine``, dans l'ordre du texte."""
    trouves = []
    for declaration in noeuds(racine, ("field_declaration",)):
        modificateurs = modificateurs_de(declaration)
        type_declare = texte(declaration.child_by_field_name("type"))
        commente = a_un_commentaire_juste_avant(declaration)
        for declarateur in declaration.children_by_field_name("declarator"):
            dimensions = declarateur.child_by_field_name("dimensions")
            valeur = declarateur.child_by_field_name("value")
            trouves.append(Champ(modificateurs,
                                 type_declare + (texte(dimensions) if dimensions is not None else ""),
                                 texte(declarateur.child_by_field_name("name")),
                                 texte(valeur) if valeur is not None else "",
                                 ligne_de(declaration), derniere_ligne_de(declaration), commente, valeur))
    return trouves


# --- Les nombres ----------------------------------------------------------------------

def dans_une_constante(noeud):
    """Retourne vrai si le nœud est dans la déclaration d'une variable ``final`` (une constante)."""
    courant = noeud.parent
    while courant is not None and courant.type not in NOEUDS_METHODES:
        if courant.type in ("local_variable_declaration", "field_declaration"):
            return "final" in modificateurs_de(courant)
        courant = courant.parent
    return False


def contexte_d_un_nombre(litteral):
    """Retourne (valeur signée, contexte, taille de tableau ?) d'un nombre écrit.

    Le contexte : les textes de code auxquels le nombre est comparé, affecté, ajouté ou passé (le
    nom de la variable déclarée, le côté gauche d'une affectation, l'autre côté d'une comparaison,
    la méthode appelée, le tableau indexé, la valeur d'un ``switch``). On remonte l'arbre depuis
    le nombre à travers parenthèses, signe et opérations jusqu'à ce qui lui donne un sens.
    """
    valeur = nombre_ecrit(litteral)
    contexte = []
    courant, parent = litteral, litteral.parent
    while parent is not None:
        if parent.type == "unary_expression":
            if texte(parent.child_by_field_name("operator")) == "-":
                valeur = -valeur
        elif parent.type == "binary_expression":
            autre = [enfant for enfant in (parent.child_by_field_name("left"),
                                           parent.child_by_field_name("right")) if enfant != courant]
            contexte.extend(texte(enfant) for enfant in autre)
            if texte(parent.child_by_field_name("operator")) in COMPARAISONS:
                break
        elif parent.type == "assignment_expression":
            contexte.append(texte(parent.child_by_field_name("left")))
            break
        elif parent.type == "variable_declarator":
            contexte.append(texte(parent.child_by_field_name("name")))
            break
        elif parent.type == "argument_list":
            appel = parent.parent
            nom = appel.child_by_field_name("name") or appel.child_by_field_name("type")
            if nom is not None:
                contexte.append(texte(nom))
            break
        elif parent.type == "array_access":
            contexte.append(texte(parent.child_by_field_name("array")))
            break
        elif parent.type == "dimensions_expr":
            return valeur, tuple(contexte), True
        elif parent.type == "switch_label":
            switch = parent
            while switch is not None and switch.type not in ("switch_expression", "switch_statement"):
                switch = switch.parent
            if switch is not None:
                contexte.append(texte(switch.child_by_field_name("condition")))
            break
        elif parent.type not in NOEUDS_TRANSPARENTS:
            break
        courant, parent = parent, parent.parent
    return valeur, tuple(contexte), False


def nombres_de(corps, nom_de_la_methode):
    """Retourne les Nombre écrits dans ``corps`` (le corps d'une méthode), sans ceux des méthodes
    des classes anonymes qu'il contient (ils sont à elles)."""
    trouves = []
    litteraux = noeuds(corps, tuple(BASES_DES_ENTIERS) + tuple(NOEUDS_REELS), NOEUDS_METHODES)
    for litteral in litteraux:
        valeur, contexte, taille = contexte_d_un_nombre(litteral)
        if valeur is not None:
            trouves.append(Nombre(ligne_de(litteral), valeur, nom_de_la_methode, contexte,
                                  dans_une_constante(litteral), taille))
    return trouves


# --- Les méthodes -----------------------------------------------------------------------

def est_un_affichage(appel):
    """Retourne vrai si l'appel est un ``System.out.print…``."""
    objet = appel.child_by_field_name("object")
    return (objet is not None and texte(objet) == OBJET_D_AFFICHAGE
            and texte(appel.child_by_field_name("name")).startswith(DEBUT_D_UN_AFFICHAGE))


def est_une_lecture(appel):
    """Retourne vrai si l'appel lit une réponse : ``clavier.nextInt()``, ``lireEntier()``…"""
    nom = texte(appel.child_by_field_name("name"))
    sur_un_objet = appel.child_by_field_name("object") is not None
    return (sur_un_objet and nom.startswith(DEBUT_D_UNE_LECTURE_SUR_UN_OBJET)) or nom.startswith(
        DEBUTS_DES_LECTURES)


def profondeur_des_blocs(corps):
    """Retourne (nombre maximal de blocs imbriqués dans ``corps``, sans le sien ; ligne du plus profond)."""
    meilleure, ligne = 0, ligne_de(corps)
    a_visiter = [(corps, 0)]
    while a_visiter:
        noeud, niveau = a_visiter.pop()
        if niveau > meilleure:
            meilleure, ligne = niveau, ligne_de(noeud)
        # Les enfants sont visités dans l'ordre du texte : le premier bloc le plus profond est nommé.
        a_visiter.extend((enfant, niveau + 1 if enfant.type in NOEUDS_BLOCS else niveau)
                         for enfant in reversed(noeud.named_children))
    return meilleure, ligne


def variables_courtes(corps):
    """Retourne [(ligne, nom)] des variables d'un type simple (ou String) déclarées avec un nom d'une
    lettre dans ``corps``, hors compteurs d'une boucle ``for``."""
    trouvees = []
    for declaration in noeuds(corps, ("local_variable_declaration",)):
        if declaration.parent is not None and declaration.parent.type == "for_statement":
            continue
        type_declare = declaration.child_by_field_name("type")
        while type_declare is not None and type_declare.type == "array_type":
            type_declare = type_declare.child_by_field_name("element")
        if type_declare is None or texte(type_declare) not in TYPES_DES_VARIABLES_COURTES:
            continue
        for declarateur in declaration.children_by_field_name("declarator"):
            nom = texte(declarateur.child_by_field_name("name"))
            if len(nom) == 1:
                trouvees.append((ligne_de(declarateur), nom))
    return trouvees


def jetons_de(corps):
    """Retourne [(forme, texte, ligne)] des jetons de ``corps`` : noms « NOM », nombres « NOMBRE »,
    textes « TEXTE », le reste tel qu'écrit ; sans les commentaires."""
    jetons = []
    a_visiter = [corps]
    while a_visiter:
        noeud = a_visiter.pop()
        if noeud.type in NOEUDS_COMMENTAIRES:
            continue
        if noeud.type in NOEUDS_TEXTES:
            jetons.append(("TEXTE", texte(noeud), ligne_de(noeud)))
        elif noeud.type in BASES_DES_ENTIERS or noeud.type in NOEUDS_REELS:
            jetons.append(("NOMBRE", texte(noeud), ligne_de(noeud)))
        elif noeud.type in ("identifier", "type_identifier") or noeud.type in NOEUDS_VALEURS_NOMMEES:
            jetons.append(("NOM", texte(noeud), ligne_de(noeud)))
        elif noeud.child_count == 0:
            # Un symbole compte un jeton par caractère (« == » en fait deux) : le seuil des
            # répétitions (JETONS_MIN_REPETITION) a été mesuré ainsi.
            symbole = texte(noeud)
            if symbole.isidentifier():
                jetons.append((symbole, symbole, ligne_de(noeud)))
            else:
                jetons.extend((caractere, caractere, ligne_de(noeud))
                              for caractere in symbole if not caractere.isspace())
        else:
            a_visiter.extend(reversed(noeud.children))
    return jetons


def methode_de(declaration):
    """Retourne la MethodeJava d'un nœud ``method_declaration`` ou ``constructor_declaration``, ou
    None s'il n'a pas de corps (méthode abstraite, ou corps que l'analyseur n'a pas lu)."""
    corps = declaration.child_by_field_name("body")
    nom = declaration.child_by_field_name("name")
    if corps is None or nom is None:
        return None
    type_retourne = declaration.child_by_field_name("type")
    parametres = declaration.child_by_field_name("parameters")
    appels = noeuds(corps, ("method_invocation",))
    affichages = [appel for appel in appels if est_un_affichage(appel)]
    lit = (any(est_une_lecture(appel) for appel in appels)
           or any(texte(noeud) == TYPE_QUI_LIT for noeud in noeuds(declaration, ("type_identifier",))))
    retours = [retour for retour in noeuds(corps, ("return_statement",),
                                           NOEUDS_METHODES | {"lambda_expression"})
               if any(enfant.type not in NOEUDS_COMMENTAIRES for enfant in retour.named_children)]
    return MethodeJava(
        texte(nom), texte(type_retourne) if type_retourne is not None else "",
        texte(parametres) if parametres is not None else "", ligne_de_la_signature(declaration),
        derniere_ligne_de(declaration), a_un_commentaire_juste_avant(declaration),
        frozenset(texte(appel.child_by_field_name("name")) for appel in appels), lit,
        ligne_de(affichages[0]) if affichages else 0, bool(retours), profondeur_des_blocs(corps),
        tuple(variables_courtes(corps)), tuple(nombres_de(corps, texte(nom))), tuple(tableaux_crees(corps)),
        tuple(jetons_de(corps)))


def methodes_de_l_arbre(racine):
    """Retourne les MethodeJava sous ``racine`` (celles des classes anonymes comprises), dans l'ordre."""
    methodes = [methode_de(declaration) for declaration in noeuds(racine, NOEUDS_METHODES)]
    return [methode for methode in methodes if methode is not None]


# --- Le fichier entier ----------------------------------------------------------------------

def commentaires_de_l_arbre(racine):
    """Retourne les Commentaire sous ``racine``, dans l'ordre du texte."""
    return [Commentaire(ligne_de(noeud), texte(noeud), finit_une_ligne_de_code(noeud))
            for noeud in noeuds(racine, NOEUDS_COMMENTAIRES)]


def ligne_du_premier_type(racine):
    """Retourne la ligne de la première déclaration de classe (ou d'interface…), ou None s'il n'y en
    a pas ; ses annotations et modificateurs comptent dans la déclaration."""
    types = noeuds(racine, NOEUDS_TYPES, NOEUDS_TYPES)
    return ligne_de(types[0]) if types else None


def zones_douteuses(racine):
    """Retourne [(première ligne, dernière ligne, ligne de l'erreur)] des passages que l'analyseur n'a
    pas compris : la méthode ou le champ qui contient un nœud ERROR (ou un jeton manquant), sinon
    le nœud d'erreur lui-même."""
    zones = {}
    a_visiter = [racine] if racine.has_error else []
    while a_visiter:
        noeud = a_visiter.pop()
        if noeud.is_error or noeud.is_missing:
            englobant = noeud.parent
            while englobant is not None and englobant.type not in NOEUDS_QUI_BORNENT_UNE_ERREUR:
                englobant = englobant.parent
            borne = englobant if englobant is not None else noeud
            zone = (ligne_de(borne), derniere_ligne_de(borne))
            # Plusieurs erreurs dans une même méthode font une seule zone, nommée par la première.
            zones[zone] = min(zones.get(zone, ligne_de(noeud)), ligne_de(noeud))
            if noeud.is_missing:
                continue
        a_visiter.extend(enfant for enfant in reversed(noeud.children)
                         if enfant.has_error or enfant.is_missing)
    return sorted((premiere, derniere, erreur) for (premiere, derniere), erreur in zones.items())


# --- Le sens d'un nombre --------------------------------------------------------------------

def mots(texte_a_couper):
    """Retourne les mots significatifs d'un texte de code, en minuscules, sans « s » final."""
    trouves = set()
    for mot in MOTIF_MOTS_D_UN_NOM.findall(texte_a_couper):
        mot = mot.lower()
        mot = mot[:-1] if mot.endswith("s") and len(mot) > LONGUEUR_MIN_D_UN_MOT + 1 else mot
        if len(mot) > LONGUEUR_MIN_D_UN_MOT and mot not in MOTS_GENERAUX:
            trouves.add(mot)
    return trouves


def constantes_de_ce_sens(noms, lieu):
    """Retourne, parmi les constantes ``noms``, celles dont un mot se retrouve dans le texte ``lieu``."""
    mots_du_lieu = mots(lieu)
    return [nom for nom in noms if mots(nom) & mots_du_lieu]
