"""Déguiser une copie comme le ferait une équipe qui copie : noms changés, méthodes dans un autre ordre,
commentaires réécrits, une fonction coupée en deux. Pour éprouver la similarité (``des-corriger similarite``).

Explication : la transformation travaille sur l'arbre (tree-sitter pour Java, ``ast`` et ``tokenize``
pour Python), jamais par motifs : les noms renommés sont ceux que l'équipe déclare (classes,
méthodes, variables, paramètres), pas ceux des bibliothèques ; le code déguisé garde sa forme.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import ast
import io
import tokenize

from yum.correction.lecture.jetons import arbre_java

# Une fonction coupée en deux a au moins ce nombre d'instructions.
INSTRUCTIONS_POUR_COUPER = 4
# Les déclarations Java dont le nom est à l'équipe.
DECLARATIONS_JAVA = ("class_declaration", "method_declaration", "variable_declarator", "formal_parameter")
# Les noms que Java impose : jamais renommés.
NOMS_IMPOSES = frozenset({"main", "args"})


def nouveau_nom(nom, prefixe):
    """Retourne le nom déguisé de ``nom`` : un autre mot, le même pour chaque occurrence."""
    return f"{prefixe}{nom[:1].upper()}{nom[1:]}"


def noms_declares_java(fichiers):
    """Retourne les noms que l'équipe déclare dans ses fichiers Java ``fichiers`` ({nom : texte})."""
    noms = set()
    for texte in fichiers.values():
        a_visiter = [arbre_java(texte).root_node]
        while a_visiter:
            noeud = a_visiter.pop()
            if noeud.type in DECLARATIONS_JAVA:
                nom = noeud.child_by_field_name("name")
                if nom is not None:
                    noms.add(nom.text.decode())
            a_visiter.extend(noeud.children)
    return noms - NOMS_IMPOSES


def remplacer(texte, remplacements):
    """Retourne ``texte`` (en octets UTF-8) où chaque (début, fin, nouveau) est remplacé."""
    octets = texte.encode("utf-8")
    for debut, fin, nouveau in sorted(remplacements, reverse=True):
        octets = octets[:debut] + nouveau.encode("utf-8") + octets[fin:]
    return octets.decode("utf-8")


def restructurer_java(texte):
    """Retourne ``texte`` aux méthodes de chaque classe en ordre inverse, la plus longue coupée en deux."""
    racine = arbre_java(texte).root_node
    remplacements = []
    for corps in (n for n in parcourir(racine) if n.type == "class_body"):
        methodes = [n for n in corps.children if n.type == "method_declaration"]
        textes = [texte_java(texte, m) for m in methodes]
        plus_longue = max(range(len(methodes)), key=lambda i: len(textes[i]), default=None)
        if plus_longue is not None:
            textes[plus_longue] = couper_java(methodes[plus_longue]) or textes[plus_longue]
        for methode, nouveau in zip(methodes, reversed(textes)):
            remplacements.append((methode.start_byte, methode.end_byte, nouveau))
    return remplacer(texte, remplacements)


def parcourir(racine):
    """Retourne tous les nœuds de l'arbre sous ``racine``, en profondeur."""
    noeuds, a_visiter = [], [racine]
    while a_visiter:
        noeud = a_visiter.pop()
        noeuds.append(noeud)
        a_visiter.extend(reversed(noeud.children))
    return noeuds


def texte_java(texte, noeud):
    """Retourne le texte du nœud ``noeud``."""
    return noeud.text.decode("utf-8")


def couper_java(methode):
    """Retourne le texte de la méthode coupée en deux (la 2e moitié dans une méthode appelée), ou None."""
    corps = methode.child_by_field_name("body")
    nom = methode.child_by_field_name("name").text.decode()
    parametres = methode.child_by_field_name("parameters")
    instructions = [n for n in corps.children if n.type not in ("{", "}")] if corps else []
    if len(instructions) < INSTRUCTIONS_POUR_COUPER or instructions[-1].type == "return_statement":
        return None
    moitie = len(instructions) // 2
    noms = [p.child_by_field_name("name").text.decode() for p in parametres.children
            if p.type == "formal_parameter"]
    debut_methode = methode.start_byte
    texte = methode.text.decode("utf-8")
    coupe = instructions[moitie].start_byte - debut_methode
    fin = instructions[-1].end_byte - debut_methode
    appel = f"{nom}Suite({', '.join(noms)});"
    suite = (f"\n\n    private static void {nom}Suite{parametres.text.decode()} {{\n        "
             f"{texte[coupe:fin]}\n    }}")
    return texte[:coupe] + appel + texte[fin:] + suite


def deguiser_java(fichiers):
    """Retourne les fichiers Java ``fichiers`` ({nom : texte}) déguisés, sous les mêmes noms."""
    restructures = {nom: restructurer_java(texte) for nom, texte in fichiers.items()}
    declares = noms_declares_java(restructures)
    deguises = {}
    for nom, texte in restructures.items():
        remplacements = []
        for noeud in parcourir(arbre_java(texte).root_node):
            mot = noeud.text.decode("utf-8") if noeud.child_count == 0 else ""
            if noeud.type in ("identifier", "type_identifier") and mot in declares:
                remplacements.append((noeud.start_byte, noeud.end_byte, nouveau_nom(mot, "mon")))
            elif noeud.type in ("line_comment", "block_comment"):
                remplacements.append((noeud.start_byte, noeud.end_byte, "// (note de l'équipe)"))
        deguises[nom] = remplacer(texte, remplacements)
    classes = {nom: nom[:-len(".java")] for nom in deguises}
    return {nouveau_nom(classes[nom], "mon") + ".java" if classes[nom] in declares else nom: texte
            for nom, texte in deguises.items()}


def noms_declares_python(fichiers):
    """Retourne les noms que l'équipe déclare dans ses modules Python (fonctions, variables, paramètres)."""
    noms = set()
    for texte in fichiers.values():
        for noeud in ast.walk(ast.parse(texte)):
            if isinstance(noeud, ast.FunctionDef):
                noms.add(noeud.name)
            elif isinstance(noeud, ast.arg):
                noms.add(noeud.arg)
            elif isinstance(noeud, ast.Name) and isinstance(noeud.ctx, ast.Store):
                noms.add(noeud.id)
    return noms - {"__name__", "__all__", "__version__"}


def restructurer_python(texte):
    """Retourne le module aux fonctions en ordre inverse, la plus longue coupée en deux."""
    lignes = texte.splitlines()
    fonctions = [n for n in ast.parse(texte).body if isinstance(n, ast.FunctionDef)]
    if not fonctions:
        return texte
    morceaux = ["\n".join(lignes[f.lineno - 1 - len(f.decorator_list):f.end_lineno]) for f in fonctions]
    plus_longue = max(range(len(fonctions)), key=lambda i: len(morceaux[i]))
    morceaux[plus_longue] = couper_python(fonctions[plus_longue], lignes) or morceaux[plus_longue]
    debut, fin = fonctions[0].lineno - 1, fonctions[-1].end_lineno
    milieu = "\n\n\n".join(reversed(morceaux))
    return "\n".join(lignes[:debut] + [milieu] + lignes[fin:]) + "\n"


def couper_python(fonction, lignes):
    """Retourne le texte de la fonction coupée en deux (la 2e moitié dans une fonction appelée), ou None."""
    corps = fonction.body
    if len(corps) < INSTRUCTIONS_POUR_COUPER or isinstance(corps[-1], ast.Return):
        return None
    moitie = len(corps) // 2
    parametres = [argument.arg for argument in fonction.args.args]
    indentation = " " * corps[0].col_offset
    premiere = lignes[fonction.lineno - 1:corps[moitie].lineno - 1]
    seconde = lignes[corps[moitie].lineno - 1:fonction.end_lineno]
    appel = f"{indentation}{fonction.name}_suite({', '.join(parametres)})"
    suite = [f"def {fonction.name}_suite({', '.join(parametres)}):", '    """La suite."""'] + seconde
    return "\n".join(premiere + [appel, "", ""] + suite)


def deguiser_python(fichiers):
    """Retourne les modules Python ``fichiers`` ({nom : texte}) déguisés, sous les mêmes noms."""
    restructures = {nom: restructurer_python(texte) for nom, texte in fichiers.items()}
    declares = noms_declares_python(restructures)
    deguises = {}
    for nom, texte in restructures.items():
        jetons = []
        for jeton in tokenize.generate_tokens(io.StringIO(texte).readline):
            if jeton.type == tokenize.NAME and jeton.string in declares:
                jeton = jeton._replace(string=nouveau_nom(jeton.string, "mon_"))
            elif jeton.type == tokenize.COMMENT:
                jeton = jeton._replace(string="# (note de l'équipe)")
            jetons.append(jeton[:2])
        deguises[nom] = tokenize.untokenize(jetons)
    return deguises
