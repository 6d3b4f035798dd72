"""La fiche de qualité d'un code Java : les critères que l'arbre de tree-sitter permet de mesurer.

Explication : le fichier est lu par ``java_arbre`` (tree-sitter et sa grammaire Java) ; ce module
en tire les constats. Aucune expression régulière ne lit le Java ici : seuls le texte des
commentaires (des mots français ou anglais) et les noms déjà lus (capitales) passent par des motifs.
Un passage que l'analyseur n'a pas compris rend « à juger » ce qui y est relevé.

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
"""

from dataclasses import dataclass, replace

from yum.correction.lecture.jetons import arbre_java
from yum.correction.qualite.constats import A_JUGER, PROBABLE, SUR, constat
from yum.correction.qualite.entete import constats_du_contenu_de_l_entete
from yum.correction.qualite.java_arbre import (
    champs_de_l_arbre,
    commentaires_de_l_arbre,
    constantes_de_ce_sens,
    ligne_du_premier_type,
    methodes_de_l_arbre,
    taille_d_un_tableau,
    tailles_nommees,
    valeur_de,
    zones_douteuses,
)
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

# --- Le fichier Java, lu par l'arbre de tree-sitter ---------------------------

# Ce qu'un constat devient dans un passage que l'analyseur n'a pas compris : à vérifier.
MESSAGE_D_UNE_ZONE_DOUTEUSE = (" — à vérifier : l'analyseur Java n'a pas compris ce passage (erreur de"
                               " syntaxe ligne {ligne}), la mesure a pu s'y tromper")


@dataclass
class SourceJava:
    """Un fichier Java lu par tree-sitter : son nom (relatif au dossier), son texte, ses
    commentaires, ses champs, ses méthodes, la ligne de sa première classe (None sans classe),
    les noms de constantes qui y donnent la taille d'un tableau, et ses zones douteuses
    [(première ligne, dernière ligne, ligne de l'erreur)]."""

    fichier: str
    texte: str
    commentaires: list
    champs: list
    methodes: list
    ligne_du_premier_type: object
    tailles_nommees: set
    zones_douteuses: list

    def lignes(self):
        """Retourne les lignes du texte original."""
        return self.texte.split("\n")


def lire_java(fichier, texte):
    """Retourne la SourceJava du texte Java ``texte`` (fins de ligne Windows ramenées à « \\n »)."""
    texte = texte.replace("\r\n", "\n").replace("\r", "\n")
    racine = arbre_java(texte).root_node
    return SourceJava(fichier, texte, commentaires_de_l_arbre(racine), champs_de_l_arbre(racine),
                      methodes_de_l_arbre(racine), ligne_du_premier_type(racine), tailles_nommees(racine),
                      zones_douteuses(racine))


def constantes_java(sources):
    """Retourne {nom: valeur} des constantes Java (champs final) dont la valeur est un nombre, ou se
    calcule à partir d'autres constantes (``NB_CASES = NB_LIGNES + 1``, ``Constantes.NB_DES``)."""
    finales = [champ for source in sources for champ in source.champs
               if "final" in champ.modificateurs and champ.noeud_valeur is not None]
    constantes = {}
    # Une constante peut dépendre d'une autre définie plus bas, ou dans un autre fichier : on reprend
    # tant qu'une nouvelle valeur se calcule.
    nouvelles = True
    while nouvelles:
        nouvelles = False
        for champ in finales:
            if champ.nom in constantes:
                continue
            valeur = valeur_de(champ.noeud_valeur, constantes)
            if valeur is not None:
                constantes[champ.nom] = valeur
                nouvelles = True
    return constantes


def methodes_qui_lisent(sources):
    """Retourne les noms des méthodes qui lisent le clavier, elles-mêmes ou par une autre méthode de
    l'équipe (une saisie qui passe par son propre outil de lecture lit aussi)."""
    methodes = [methode for source in sources for methode in source.methodes]
    lectrices = {methode.nom for methode in methodes if methode.lit_le_clavier}
    nouvelles = True
    while nouvelles:
        appelantes = {methode.nom for methode in methodes
                      if methode.nom not in lectrices and methode.appels & lectrices}
        lectrices |= appelantes
        nouvelles = bool(appelantes)
    return lectrices


def dans_une_zone_douteuse(source, ligne):
    """Retourne la ligne de l'erreur de syntaxe dont la zone contient ``ligne`` (0 : aucune ; la
    ligne 0, le fichier entier, est dans toute zone)."""
    for premiere, derniere, erreur in source.zones_douteuses:
        if ligne <= 0 or premiere <= ligne <= derniere:
            return erreur
    return 0


def a_verifier_dans_les_zones_douteuses(source, constats):
    """Retourne ``constats`` où ce qui est relevé dans une zone douteuse devient « à juger » (à
    vérifier), plus un point « à juger » par zone : l'analyseur n'y a pas tout lu."""
    gardes = []
    for constat_lu in constats:
        erreur = dans_une_zone_douteuse(source, constat_lu.ligne)
        if erreur and constat_lu.certitude != A_JUGER:
            constat_lu = replace(constat_lu, certitude=A_JUGER,
                                 message=constat_lu.message
                                 + MESSAGE_D_UNE_ZONE_DOUTEUSE.format(ligne=erreur))
        gardes.append(constat_lu)
    for premiere, derniere, erreur in source.zones_douteuses:
        lignes = f"ligne {premiere}" if premiere == derniere else f"lignes {premiere} à {derniere}"
        gardes.append(constat("8.23", source.fichier, erreur,
                              f"erreur de syntaxe : l'analyseur Java ne comprend pas ce passage ({lignes}) ;"
                              f" ce que la fiche n'a pas pu y lire est à vérifier à la lecture", A_JUGER))
    return gardes


def verifier_java(source, constantes, lectrices=frozenset()):
    """Retourne les constats d'un fichier Java : en-tête, méthodes, champs, commentaires en bout de
    ligne ou en anglais ; ceux d'un passage que l'analyseur n'a pas compris sont « à juger »."""
    constats = verifier_entete_java(source)
    for methode in source.methodes:
        constats.extend(verifier_methode_java(source, methode, constantes, lectrices))
    constats.extend(verifier_champs_java(source, constantes))
    for commentaire in source.commentaires:
        if commentaire.en_bout_de_ligne:
            premiere_ligne = commentaire.texte.splitlines()[0].strip()
            constats.append(constat("8.16", source.fichier, commentaire.ligne,
                                    f"commentaire en bout de ligne : {premiere_ligne}", SUR))
        mots = {mot.lower() for mot in MOTIF_MOTS.findall(commentaire.texte)} & MOTS_ANGLAIS_DES_COMMENTAIRES
        if len(mots) >= MOTS_ANGLAIS_POUR_UN_COMMENTAIRE:
            constats.append(constat("8.20", source.fichier, commentaire.ligne,
                                    f"commentaire en anglais ? (mots : {', '.join(sorted(mots))})", PROBABLE))
    return a_verifier_dans_les_zones_douteuses(source, constats)


def verifier_entete_java(source):
    """Retourne les constats du §8.10 pour un fichier Java : les commentaires avant la première classe
    (après ``package`` et les ``import``, s'il y en a)."""
    premier_type = source.ligne_du_premier_type
    entete = "\n".join(commentaire.texte for commentaire in source.commentaires
                       if premier_type is None or commentaire.ligne < premier_type)
    if not entete.strip():
        return [constat("8.10", source.fichier, 1, "aucun commentaire d'en-tête avant le code", SUR)]
    return constats_du_contenu_de_l_entete(source.fichier, entete, " /*\t")


def verifier_methode_java(source, methode, constantes, lectrices=frozenset()):
    """Retourne les constats d'une méthode Java : commentaire avant, longueur, imbrication, nombres,
    affichage dans un calcul, noms courts."""
    constats = []
    if not methode.commentee:
        constats.append(constat("8.13", source.fichier, methode.ligne,
                                f"la méthode {methode.nom} n'a pas de commentaire juste avant sa déclaration",
                                SUR))
    if methode.nombre_de_lignes > LIGNES_PAR_PAGE:
        constats.append(constat("8.4", source.fichier, methode.ligne,
                                f"la méthode {methode.nom} fait {methode.nombre_de_lignes} lignes, plus d'une"
                                f" page ({LIGNES_PAR_PAGE} lignes)", PROBABLE))
    niveau, ligne_du_plus_profond = methode.profondeur
    if niveau > PROFONDEUR_MAX:
        constats.append(constat("8.4", source.fichier, ligne_du_plus_profond,
                                f"{niveau} blocs imbriqués dans {methode.nom} (plus de {PROFONDEUR_MAX})",
                                PROBABLE))
    nombres = [nombre for nombre in methode.nombres
               if not nombre.dans_une_constante and nombre.valeur not in NOMBRES_TOLERES]
    constats.extend(constats_de_nombres(source.fichier, nombres, constantes, source.tailles_nommees))
    lit = methode.lit_le_clavier or methode.nom in lectrices
    calcule = methode.type_retourne not in ("void", "") and methode.retourne_une_valeur
    if methode.ligne_d_affichage and calcule and not lit and methode.nom != "main":
        constats.append(constat("8.19", source.fichier, methode.ligne_d_affichage,
                                f"{methode.nom} affiche et retourne une valeur calculée", PROBABLE))
    if len(methode.nom) <= LONGUEUR_MIN_NOM_FONCTION:
        constats.append(constat("8.1", source.fichier, methode.ligne,
                                f"la méthode « {methode.nom} » a un nom de {len(methode.nom)} lettre(s)",
                                PROBABLE))
    for ligne, nom in methode.variables_courtes:
        constats.append(constat("8.2", source.fichier, ligne,
                                f"la variable « {nom} » (dans {methode.nom}) a un nom d'une lettre",
                                PROBABLE))
    return constats


def lieu_d_un_nombre(nombre):
    """Retourne le texte qui dit le sens d'un Nombre : son contexte et le nom de sa méthode."""
    return " ".join(nombre.contexte + (nombre.methode,))


def sens_d_un_nombre(nombre, noms, tailles):
    """Retourne les constantes ``noms`` (de la valeur du nombre) dont le sens s'accorde à son lieu :
    un mot commun, ou la taille d'un tableau là où le fichier nomme ailleurs cette taille."""
    de_ce_sens = constantes_de_ce_sens(noms, lieu_d_un_nombre(nombre))
    if nombre.taille_de_tableau:
        de_ce_sens += [nom for nom in noms if nom in tailles and nom not in de_ce_sens]
    return de_ce_sens


def constats_de_nombres(fichier, nombres, constantes, tailles=frozenset()):
    """Retourne les constats des §8.7 et §8.8 pour des Nombre, groupés par ligne.

    Une constante n'est proposée que si sa valeur et le sens du lieu s'accordent (un mot de son nom
    se retrouve dans le contexte du nombre ou le nom de sa méthode : 25 dans ``pointsMainPleine``
    n'est pas POINT_BONUS_HAUT) ; sinon le nombre est seulement « écrit tel quel »."""
    noms_par_valeur = {}
    for nom, valeur in sorted(constantes.items()):
        noms_par_valeur.setdefault(valeur, []).append(nom)
    par_ligne = {}
    for nombre in nombres:
        sens = sens_d_un_nombre(nombre, noms_par_valeur.get(nombre.valeur, []), tailles)
        par_ligne.setdefault(nombre.ligne, {}).setdefault(nombre.valeur, [])
        par_ligne[nombre.ligne][nombre.valeur].extend(nom for nom in sens
                                                      if nom not in par_ligne[nombre.ligne][nombre.valeur])
    constats = []
    for ligne, sens in sorted(par_ligne.items()):
        valeurs = sorted(sens)
        sans_nom = [str(valeur) for valeur in valeurs if not sens[valeur]]
        avec_nom = [f"{valeur} ({nommer_les_constantes(sorted(sens[valeur]))} ?)"
                    for valeur in valeurs if sens[valeur]]
        if sans_nom:
            constats.append(constat("8.7", fichier, ligne, "nombre écrit tel quel : " + ", ".join(sans_nom),
                                    PROBABLE))
        if avec_nom:
            constats.append(constat("8.8", fichier, ligne,
                                    "nombre écrit tel quel, de la valeur d'une constante du paquet : "
                                    + ", ".join(avec_nom), PROBABLE))
    return constats


def verifier_champs_java(source, constantes=None):
    """Retourne les constats des champs de classe : constantes en minuscules ou sans commentaire (§8.9,
    §8.11), variables static (§8.23), tableaux de l'énoncé déclarés static (§4)."""
    constats = []
    # La dernière ligne de la constante commentée précédente : une constante qui la suit
    # immédiatement est couverte par le même commentaire (même si elle s'écrit sur deux lignes).
    fin_commentee = 0
    for champ in source.champs:
        if "final" in champ.modificateurs:
            if not MOTIF_CAPITALES.match(champ.nom):
                constats.append(constat("8.9", source.fichier, champ.ligne,
                                        f"la constante « {champ.nom} » n'est pas en capitales", SUR))
            commentee = champ.commente or fin_commentee in (champ.ligne - 1, champ.ligne)
            if not commentee:
                constats.append(constat("8.11", source.fichier, champ.ligne,
                                        f"constante sans commentaire : {champ.nom}", SUR))
            fin_commentee = champ.derniere_ligne if commentee else 0
            continue
        fin_commentee = 0
        if "static" in champ.modificateurs:
            taille = taille_d_un_tableau(champ.noeud_valeur, constantes or {})
            if "[" in champ.type and taille in (TAILLE_DES_DES, TAILLE_DES_GRILLES):
                constats.append(constat("4", source.fichier, champ.ligne,
                                        f"le tableau « {champ.nom} » est déclaré static : l'énoncé (§4) le"
                                        f" veut dans le programme principal", SUR))
            else:
                constats.append(constat("8.23", source.fichier, champ.ligne,
                                        f"« {champ.nom} » : une variable static, partagée par toute la"
                                        f" classe",
                                        PROBABLE))
    return constats


def verifier_tableaux_java(sources, constantes):
    """Retourne le point « à juger » du §4 si la méthode main ne crée pas les trois tableaux."""
    lieux = []
    for source in sources:
        for methode in source.methodes:
            if methode.nom != "main":
                continue
            tailles = [taille_d_un_tableau(tableau, constantes) for tableau in methode.tailles]
            if tableaux_complets(tailles):
                return []
            lieux.append(f"{source.fichier}:{methode.ligne}")
    return [constat("4", "", 0, "les trois tableaux (5 dés, feuille et grille de 19 cases) n'ont pas été"
                                " reconnus"
                    " dans la méthode main : où sont-ils déclarés ?", A_JUGER, lieux)]


def jetons_java(source):
    """Retourne les suites de Jetons des corps de méthodes, une par méthode, noms et valeurs effacés."""
    return [[Jeton(forme, valeur, source.fichier, ligne) for forme, valeur, ligne in methode.jetons]
            for methode in source.methodes]


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
