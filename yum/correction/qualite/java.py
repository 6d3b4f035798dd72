"""La fiche de qualité d'un code Java : ce qu'un découpage simple du texte lit avec confiance.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import re
from dataclasses import dataclass

from yum.correction.qualite.constats import A_JUGER, PROBABLE, SUR, constat
from yum.correction.qualite.entete import constats_du_contenu_de_l_entete
from yum.correction.qualite.java_arbre import champs, constantes_de_ce_sens, evaluer
from yum.correction.qualite.python.nombres import nommer_les_constantes
from yum.correction.qualite.python.tableaux import tableaux_complets
from yum.correction.qualite.repetitions import Jeton
from yum.correction.qualite.seuils import (
    LIGNES_PAR_PAGE,
    LONGUEUR_MIN_NOM_FONCTION,
    MOTS_ANGLAIS_POUR_UN_COMMENTAIRE,
    NOMBRES_TOLERES,
    PROFONDEUR_MAX,
    TAILLE_DES_DES,
    TAILLE_DES_GRILLES,
)
from yum.correction.qualite.vocabulaire import MOTIF_CAPITALES, MOTIF_MOTS, MOTS_ANGLAIS_DES_COMMENTAIRES

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
    """Retourne vrai si, au-dessus de la ligne ``numero`` (annotations et lignes vides sautées), un
    commentaire finit : un commentaire séparé de sa déclaration par une ligne vide est le sien."""
    courant = numero - 1
    while courant >= 1 and (lignes[courant - 1].strip().startswith("@") or not lignes[courant - 1].strip()):
        courant -= 1
    if courant < 1:
        return False
    precedente = lignes[courant - 1].strip()
    return precedente.endswith("*/") or precedente.startswith("//") or precedente.startswith("*")


def champs_java(source):
    """Retourne les Champ (java_arbre) des champs de classe du fichier, lus par tree-sitter."""
    return champs(source.texte)


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
    """Retourne {nom: valeur} des constantes Java (champs final) dont la valeur est un nombre, ou se
    calcule à partir d'autres constantes (``NB_CASES = NB_LIGNES + 1``, ``Constantes.NB_DES``)."""
    finales = [champ for source in sources for champ in champs_java(source)
               if "final" in champ.modificateurs and champ.valeur]
    constantes = {}
    # Une constante peut dépendre d'une autre définie plus bas, ou dans un autre fichier : on reprend
    # tant qu'une nouvelle valeur se calcule.
    nouvelles = True
    while nouvelles:
        nouvelles = False
        for champ in finales:
            if champ.nom in constantes:
                continue
            valeur = nombre_java(champ.valeur)
            valeur = valeur if valeur is not None else evaluer(champ.valeur, constantes)
            if valeur is not None:
                constantes[champ.nom] = valeur
                nouvelles = True
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


def methodes_qui_lisent(sources):
    """Retourne les noms des méthodes qui lisent le clavier, elles-mêmes ou par une autre méthode de
    l'équipe (une saisie qui passe par son propre outil de lecture lit aussi)."""
    corps = {}
    for source in sources:
        for methode in methodes_java(source):
            corps[methode.nom] = methode.parametres + source.sans_textes[methode.debut_du_corps:
                                                                         methode.fin_du_corps]
    lectrices = {nom for nom, texte in corps.items()
                 if "Scanner" in texte or MOTIF_LECTURE_JAVA.search(texte)}
    nouvelles = True
    while nouvelles:
        appelantes = {nom for nom, texte in corps.items() if nom not in lectrices
                      and any(re.search(rf"\b{re.escape(lectrice)}\s*\(", texte) for lectrice in lectrices)}
        lectrices |= appelantes
        nouvelles = bool(appelantes)
    return lectrices


def verifier_java(source, constantes, lectrices=frozenset()):
    """Retourne les constats d'un fichier Java : en-tête, commentaires, nombres, longueur, affichage,
    noms des constantes, champs static, commentaires en bout de ligne."""
    lignes = source.lignes()
    methodes = methodes_java(source)
    constats = verifier_entete_java(source)
    for methode in methodes:
        constats.extend(verifier_methode_java(source, methode, lignes, constantes, lectrices))
    constats.extend(verifier_champs_java(source, lignes, constantes))
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


def verifier_methode_java(source, methode, lignes, constantes, lectrices=frozenset()):
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
    lieux = {numero: f"{lignes[numero - 1]} {methode.nom}" for numero, _ in nombres}
    constats.extend(constats_de_nombres(source.fichier, nombres, constantes, lieux, tailles_nommees(source)))
    affiche = corps.find("System.out.print")
    lit = ("Scanner" in methode.parametres + corps or MOTIF_LECTURE_JAVA.search(corps)
           or methode.nom in lectrices)
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


def tailles_nommees(source):
    """Retourne les noms des constantes qui donnent la taille d'un tableau du fichier (new int[NB_DES])."""
    tailles = [trouve.group(1) for trouve in MOTIF_NOUVEAU_TABLEAU_JAVA.finditer(source.sans_textes)]
    return {taille.split(".")[-1] for taille in tailles if not taille[:1].isdigit()}


def sens_d_un_nombre(valeur, noms, lieu, tailles):
    """Retourne les constantes ``noms`` (de la valeur ``valeur``) dont le sens s'accorde au ``lieu`` :
    un mot commun, ou la taille d'un tableau là où le fichier nomme ailleurs cette taille."""
    if lieu is None:
        return noms
    de_ce_sens = constantes_de_ce_sens(noms, lieu)
    if re.search(rf"new\s+\w+\s*\[\s*{re.escape(str(valeur))}\s*\]", lieu):
        de_ce_sens += [nom for nom in noms if nom in tailles and nom not in de_ce_sens]
    return de_ce_sens


def constats_de_nombres(fichier, nombres, constantes, lieux=None, tailles=frozenset()):
    """Retourne les constats des §8.7 et §8.8 pour des nombres [(ligne, valeur)], groupés par ligne.

    ``lieux`` : {ligne : texte du lieu (la ligne, le nom de la méthode)}. Une constante n'est proposée
    que si sa valeur et le sens du lieu s'accordent (un mot de son nom s'y retrouve : 25 dans
    ``pointsMainPleine`` n'est pas POINT_BONUS_HAUT) ; sinon le nombre est seulement « écrit tel quel »."""
    noms_par_valeur = {}
    for nom, valeur in sorted(constantes.items()):
        noms_par_valeur.setdefault(valeur, []).append(nom)
    par_ligne = {}
    for ligne, valeur in sorted(set(nombres)):
        par_ligne.setdefault(ligne, []).append(valeur)
    constats = []
    for ligne, valeurs in sorted(par_ligne.items()):
        lieu = (lieux or {}).get(ligne)
        sens = {valeur: sens_d_un_nombre(valeur, noms_par_valeur.get(valeur, []), lieu, tailles)
                for valeur in valeurs}
        sans_nom = [str(valeur) for valeur in valeurs if not sens[valeur]]
        avec_nom = [f"{valeur} ({nommer_les_constantes(sens[valeur])} ?)"
                    for valeur in valeurs if sens[valeur]]
        if sans_nom:
            constats.append(constat("8.7", fichier, ligne, "nombre écrit tel quel : " + ", ".join(sans_nom),
                                    PROBABLE))
        if avec_nom:
            constats.append(constat("8.8", fichier, ligne,
                                    "nombre écrit tel quel, de la valeur d'une constante du paquet : "
                                    + ", ".join(avec_nom), PROBABLE))
    return constats


def verifier_champs_java(source, lignes, constantes=None):
    """Retourne les constats des champs de classe : constantes en minuscules ou sans commentaire (§8.9,
    §8.11), variables static (§8.23), tableaux de l'énoncé déclarés static (§4)."""
    constats = []
    # La dernière ligne de la constante commentée précédente : une constante qui la suit
    # immédiatement est couverte par le même commentaire (même si elle s'écrit sur deux lignes).
    fin_commentee = 0
    for champ in champs_java(source):
        modificateurs, type_du_champ, nom, valeur, ligne = (champ.modificateurs, champ.type, champ.nom,
                                                            champ.valeur, champ.ligne)
        if "final" in modificateurs:
            if not MOTIF_CAPITALES.match(nom):
                constats.append(constat("8.9", source.fichier, ligne,
                                        f"la constante « {nom} » n'est pas en capitales", SUR))
            commentee = (commentaire_juste_au_dessus_java(lignes, ligne)
                         or fin_commentee in (ligne - 1, ligne))
            if not commentee:
                constats.append(constat("8.11", source.fichier, ligne, f"constante sans commentaire : {nom}",
                                        SUR))
            fin_commentee = champ.derniere_ligne if commentee else 0
            continue
        fin_commentee = 0
        if "static" in modificateurs:
            taille = taille_d_un_tableau_java(valeur, constantes)
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
