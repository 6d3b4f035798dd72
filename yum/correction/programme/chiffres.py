"""Lire les dés qu'un programme écrit en chiffres au lieu de les dessiner comme le cours.

Explication : « Des : 3 5 5 1 6 », « [6][2][3][6][2] », « Des lances -> 5, 6, 2, 4, 5 »,
« | Valeur | 2 | 6 | 5 | 3 | 6 | », « De1:2 De2:1 De3:1 De4:1 De5:3 » disent le lancer aussi bien
qu'un dessin. Mais d'autres lignes de chiffres l'entourent : les numéros des dés (« (1)(2)(3)(4)(5) »),
le lancer d'avant, les dés gardés ou relancés, le rappel des dés joués. Lire chaque écran seul les
confondait (une lecture essayée puis retirée : huit à treize faux « échoué » chez un programme juste
qui dessine ses dés et les écrit aussi en chiffres). Ici, le mode se choisit une fois par partie : un
programme qui dessine les dés du cours n'est jamais lu en chiffres ; sinon, la forme de la ligne du
premier lancer (son gabarit : ses mots, les faces effacées) est apprise, et seules les lignes de cette
forme sont des lancers ensuite. Sous chacune, le correcteur écrit ce qu'il a lu
(``MARQUE_DES_DES_LUS``) : c'est ce que le reste du correcteur lit comme un dessin, et ce que le passage
cité montre à l'équipe, à côté de sa propre ligne.

Auteurs : l'équipe du projet « Dés ».
Version : 2.3.0
"""

import re
from typing import NamedTuple

from yum.correction.enonce import FACES_DU_HAUT, NB_DES
from yum.correction.programme.dessins import MARQUE_DES_DES_LUS
from yum.correction.programme.ecran import (
    FACES_EN_CHIFFRES,
    FACES_EN_FRANCAIS,
    LIGNE_DES_DES_LUS,
    places_des_dessins,
    sans_accents,
)

# Les faces, chacune un chiffre seul (ni « 12 », ni « 1.5 ») : de 1 à 6, ou un 0 que tire un programme
# fautif (« nextInt(6) » sans « + 1 » : tour 67, java_egal), lu comme un dé illisible (``ecran``).
FACE = re.compile(r"(?<![\w.])\d(?![\w.])")
# Ce qui peut séparer les faces d'une ligne de dés : blancs, virgules, tirets, barres, crochets.
SEPARATEURS = re.compile(r"[\s,;|/\-\[\](){}]*")
# Le mot d'un dé, puis son numéro et sa face (« De1:2 », « [1]=3 », « d2 : 5 »).
MOT_DU_DE = r"(?:des?|dice|die|d)"
NUMERO_PUIS_FACE = r"\s*[\[(]?\s*(?P<numero>[1-5])\s*[\])]?\s*[:=]\s*(?P<face>\d)"
# Une face numérotée (« De1:2 », « D1=6 », « [1]=3 », « d2 : 5 », « De 3 = 4 ») : le numéro, puis la face.
FACE_NUMEROTEE = re.compile(r"(?<![\w])" + MOT_DU_DE + "?" + NUMERO_PUIS_FACE + r"(?![\w.])")
# Une face numérotée seule sur sa ligne (« De 1 : 6 ») : cinq lignes de suite, numérotées de 1 à 5, sont un
# lancer (tour 67, py_lignes).
FACE_SEULE_SUR_SA_LIGNE = re.compile(r"\s*" + MOT_DU_DE + NUMERO_PUIS_FACE + r"\s*")
# Un numéro et une face, seuls sur leur ligne, en colonnes (« 1     4 ») : cinq lignes de suite, numérotées
# de 1 à 5, sous un en-tête qui nomme les dés (``MOTS_DU_LANCER`` : « De#   Face »), sont un lancer (tour 70,
# py_paquet : tout « à vérifier »).
FACE_EN_COLONNE = re.compile(r"[^\S\n]*(?P<numero>[1-5])[^\S\n]{2,}(?P<face>\d)[^\S\n]*")
# Combien de lignes non vides, au plus, entre l'en-tête des dés en colonnes et leur première ligne.
LIGNES_SOUS_L_ENTETE = 2
# Les mots d'une étiquette qui nomme d'autres dés que ceux du lancer : ceux à relancer, gardés ou
# conservés, ceux d'avant ou déjà joués, leurs numéros ou positions. « Dernier », « final », « last »
# nomment le lancer en cours (« Lancer 3 (dernier) : »), non un autre : lu, il manquait au troisième.
MOTS_D_AUTRES_DES = re.compile(
    r"relanc|chang|gard|conserv|keep|kept|hold|reroll|re-roll|to roll|a rouler|precedent|avant|ancien|"
    r"previous|\bold\b|position|numero|index|\bno\b|\bnum\b|#(?!\d)|\bjoues?\b|\bplayed\b|retenu|choisi|select|"
    r"\btri|sorted|ordre|ordonn")
# Les mots d'une étiquette qui disent les dés du lancer (« Vos des : », « | Valeur | », « Des lances -> »,
# « val » sous « die# 1 2 3 4 5 » : tour 71, py_english, tout « à vérifier »). Une étiquette sans eux n'en
# est pas une (« Total : 1 2 3 4 5 », « Cases libres : 1 2 4 5 6 »), sauf une étiquette sans lettres
# (« [6][2][3][6][2] », « -> 3 5 5 1 6 »).
MOTS_DU_LANCER = re.compile(
    r"\b(?:des?|dice|die|val|valeurs?|values?|faces?|lances?|lancer|tirage|jet|resultats?|rolls?|rolled)\b")
# Les faces des dés en caractères Unicode (« ⚅ ⚁ ⚁ ⚂ ⚂ » : tour 74, py_unicode, tout « à vérifier »), lues
# comme des chiffres, séparés ; ou effacées, sur une ligne qui a d'autres chiffres ou des mots après elles.
CARACTERES_DES_FACES = "".join(chr(ord("⚀") + face - 1) for face in FACES_DU_HAUT)
FACES_UNICODE = str.maketrans({caractere: f" {face} " for face, caractere in zip(FACES_DU_HAUT,
                                                                                  CARACTERES_DES_FACES)})
SANS_FACES_UNICODE = str.maketrans(dict.fromkeys(CARACTERES_DES_FACES, " "))
# Les faces écrites en mots (tour 73, java_mots : « A: trois    B: un    C: six … »), sans accents.
FACES_EN_MOTS = {**{mot: face for face, mot in enumerate(FACES_EN_FRANCAIS, start=1)}, "une": 1,
                 "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
FACE_EN_MOTS = re.compile(r"\b(?:" + "|".join(FACES_EN_MOTS) + r")\b")
# La position d'un dé écrite devant sa face en mots : une lettre de A à E ou un numéro de 1 à 5, suivi de
# « : », « = », « ) » ou « ] » (« A: trois », « 2) six »).
POSITION_EN_TETE = re.compile(r"(?:\b(?P<position>[a-e1-5])\s?[:=)\]]\s?)?$")
# Les numéros des dés dans l'ordre, 1 2 3 4 5 : la rangée des positions au-dessus ou au-dessous des faces.
POSITIONS = tuple(range(1, NB_DES + 1))
# Les rangées de numéros des dés, de 1 à 5 ou, comme les indices d'un tableau, de 0 à 4 (revue 68, index0 :
# « 0 1 2 3 4 » au-dessus des valeurs, lue comme le lancer, faisait la faute d'un dé à 0).
NUMEROTATIONS = frozenset({POSITIONS, tuple(range(NB_DES))})
# Une marque des dés lus que le programme écrirait lui-même (pour faire lire d'autres dés que les siens).
MARQUE_IMITEE = re.compile(r"(?m)^(?=[^\S\n]*" + re.escape(MARQUE_DES_DES_LUS.split("{")[0].strip()) + ")")
ECRIT_PAR_LE_PROGRAMME = "(écrit par le programme)"
# Une rangée de cinq cases de dés du cours (des points et des fonds sur cinq caractères entre barres).
RANGEE_DU_COURS = re.compile(r"(?:\|[ o_]{5}\|[ \t]*){5}")
# Ce que la marque écrit pour un dé d'une ligne du lancer qui ne se lit pas.
ILLISIBLE = "?"
# Ce qui remplace une face dans un gabarit, et un chiffre de l'étiquette (« Lancer 2 : »).
FACE_EFFACEE, CHIFFRE_EFFACE = "#", "n"


class Gabarit(NamedTuple):
    """La forme d'une ligne de dés : ses faces effacées (« # - # - # - # - # »), et son étiquette, ses
    chiffres effacés (« lancer n : ») ; l'étiquette peut changer d'un lancer à l'autre (« Premier lancer »,
    « Dernier lancer »), la forme non."""

    forme: str
    etiquette: str

    def numerote_ses_des(self):
        """Retourne vrai si la forme numérote chaque dé (« d1=# d2=# … », « de 1 : # » sur cinq lignes) : ses
        faces ne sont jamais une rangée de numéros, même 1 2 3 4 5 (un lancer de la variante
        des_de_0_a_5_ecrits_en_chiffres, « D1=0 … D5=4 », attendait sinon le suivant)."""
        return any(caractere.isdigit() for caractere in self.forme)

    def est_nommee(self):
        """Retourne vrai si l'étiquette a des mots (« Des : ») : une ligne de la même étiquette nommée, sous
        elle, dit un lancer, jamais les numéros des dés (une animation « Des : 1 5 6 2 2 », puis le lancer
        « Des : 1 2 3 4 5 » : revue 68, anim, un faux « échoué » une correction sur trois)."""
        return any(caractere.isalpha() for caractere in self.etiquette)


class LigneDeDes(NamedTuple):
    """Une ligne lue comme des dés en chiffres : son rang dans l'écran, son gabarit, ses 5 faces."""

    rang: int
    gabarit: Gabarit
    faces: tuple


def lire_une_ligne(ligne):
    """Retourne (gabarit, faces) si ``ligne`` écrit cinq dés en chiffres, sinon None.

    >>> lire_une_ligne("Vos des : 5 - 1 - 1 - 4 - 4")
    (Gabarit(forme='# - # - # - # - #', etiquette='vos des :'), (5, 1, 1, 4, 4))
    >>> lire_une_ligne("De1:2 De2:1 De3:1 De4:1 De5:3")[1], lire_une_ligne("  [6][2][3][6][2]")[1]
    ((2, 1, 1, 1, 3), (6, 2, 3, 6, 2))
    >>> [lire_une_ligne(l) for l in ("Des a relancer : 1 2", "Des gardes : 3 3 3 5 5", "1 2 3 4 5 6")]
    [None, None, None]
    """
    propre = sans_accents(faces_unicode_en_chiffres(ligne))
    return lire_des_faces_numerotees(propre) or lire_des_faces_nues(propre) or lire_des_faces_en_mots(propre)


def faces_unicode_en_chiffres(ligne):
    """Retourne ``ligne`` où les faces de dés Unicode deviennent des chiffres si elles y sont seules : aucun
    autre chiffre sur la ligne, aucune lettre après la dernière ; sinon ``ligne`` sans elles (« ⚅ ⚄ ⚃ ⚂ ⚁
    JEU DE YUM », une bannière ; « Des : 6 6 2 4 6   ⚅ ⚅ ⚁ ⚃ ⚅ », les chiffres déjà là).

    >>> faces_unicode_en_chiffres("⚅ ⚄ ⚃ ⚂ ⚁  JEU DE YUM").split()
    ['JEU', 'DE', 'YUM']
    """
    places = [rang for rang, caractere in enumerate(ligne) if caractere in CARACTERES_DES_FACES]
    if not places:
        return ligne
    if re.search(r"\d", ligne) or re.search(r"[^\W\d_]", ligne[places[-1]:]):
        return ligne.translate(SANS_FACES_UNICODE)
    return ligne.translate(FACES_UNICODE)


def lire_des_faces_en_mots(propre):
    """Retourne (gabarit, faces) d'une ligne de cinq faces en mots (``propre`` : sans accents), chacune
    précédée ou non de sa position (« A: trois  B: un … », « 1) six 2) deux … ») ; ou None.

    Rien d'autre qu'un séparateur entre elles, ni chiffre après elles ; devant la première, une étiquette
    comme devant des faces en chiffres (``etiquette_du_lancer``). Les positions sont toutes là, dans
    l'ordre, ou aucune : un numéro devant la première seule est celui de l'étiquette.

    >>> lire_des_faces_en_mots("a: trois b: trois c: quatre d: deux e: quatre")[1]
    (3, 3, 4, 2, 4)
    >>> lire_des_faces_en_mots("vos des : six, un, un, deux, cinq")
    (Gabarit(forme='#, #, #, #, #', etiquette='vos des :'), (6, 1, 1, 2, 5))
    >>> [lire_des_faces_en_mots(l) for l in ("un deux trois quatre cinq six", "il reste deux lancers")]
    [None, None]
    """
    faces = list(FACE_EN_MOTS.finditer(propre))
    if len(faces) != NB_DES or re.search(r"\d", propre[faces[-1].end():]):
        return None
    morceaux = [propre[:faces[0].start()]] + [propre[avant.end():apres.start()]
                                              for avant, apres in zip(faces, faces[1:])]
    positions = [POSITION_EN_TETE.search(morceau) for morceau in morceaux]
    lettres = [position.group("position") for position in positions]
    # Un numéro devant la première face seule est celui de l'étiquette (« Lancer 2 : trois un … »).
    debut = positions[0].start() if any(lettres[1:]) else len(morceaux[0])
    if any(lettres[1:]) and lettres not in (list("abcde"), list("12345")):
        return None
    if not all(SEPARATEURS.fullmatch(morceau[:position.start()]) for morceau, position
               in zip(morceaux[1:], positions[1:])) or not SEPARATEURS.fullmatch(propre[faces[-1].end():]):
        return None
    etiquette = morceaux[0][:debut].rstrip(" [(")
    if not etiquette_du_lancer(etiquette):
        return None
    forme = FACE_EN_MOTS.sub(FACE_EFFACEE, propre[len(etiquette):]).strip()
    return (Gabarit(forme, etiquette_effacee(etiquette)),
            tuple(FACES_EN_MOTS[face.group()] for face in faces))


def etiquette_du_lancer(etiquette):
    """Retourne vrai si ``etiquette`` (sans accents, ce qui précède des faces) peut être celle du lancer :
    vide, ou sans lettres, ou qui nomme les dés du lancer (``MOTS_DU_LANCER``) et pas d'autres
    (``MOTS_D_AUTRES_DES``) ; jamais un chiffre juste avant les faces (« 1 2 3 4 5 6 »)."""
    return not etiquette or not (etiquette[-1].isdigit() or MOTS_D_AUTRES_DES.search(etiquette)
                                 or (re.search(r"[a-z]", etiquette) and not MOTS_DU_LANCER.search(etiquette)))


def lire_des_faces_numerotees(propre):
    """Retourne (gabarit, faces) de « De1:2 De2:1 … De5:3 » (``propre`` : sans accents), ou None."""
    numerotees = list(FACE_NUMEROTEE.finditer(propre))
    if [int(face.group("numero")) for face in numerotees] != list(POSITIONS):
        return None
    etiquette = propre[:numerotees[0].start()]
    reste = FACE_NUMEROTEE.sub("", propre[numerotees[0].start():])
    if not SEPARATEURS.fullmatch(reste) or MOTS_D_AUTRES_DES.search(etiquette):
        return None
    forme = FACE_NUMEROTEE.sub(face_effacee, propre[numerotees[0].start():])
    return Gabarit(forme, etiquette_effacee(etiquette)), tuple(int(face.group("face")) for face in numerotees)


def lire_des_faces_nues(propre):
    """Retourne (gabarit, faces) d'une ligne finie par cinq faces nues ou entre crochets (``propre`` :
    sans accents), ou None.

    Devant les faces, une étiquette sans lettres, ou qui nomme les dés du lancer (``MOTS_DU_LANCER``) et
    pas d'autres (``MOTS_D_AUTRES_DES``) ; jamais un chiffre juste avant elles (« 1 2 3 4 5 6 »).
    """
    toutes = list(FACE.finditer(propre))
    # Dix faces sur la ligne (« Des : 3 5 5 1 6 (tries : 1 3 5 5 6) », revue 69) : lesquelles sont le
    # lancer ne se sait pas ; la ligne ne se lit pas.
    if len(toutes) < NB_DES or len(toutes) >= 2 * NB_DES:
        return None
    faces = toutes[-NB_DES:]
    debut, fin = faces[0].start(), faces[-1].end()
    entre, suite = propre[debut:fin], propre[fin:]
    # Après les faces, un mot qui les commente (« ** Brelan ! ** », revue 68 : une ligne sur cinq ne se
    # lisait pas, et le lancer manquait) ; ni chiffre, ni mot d'autres dés. Il n'entre pas dans la forme.
    suite_permise = (not suite or SEPARATEURS.fullmatch(suite)
                     or (suite[0] in " \t" and not re.search(r"\d", suite)
                         and not MOTS_D_AUTRES_DES.search(suite)))
    if not SEPARATEURS.fullmatch(FACE.sub("", entre)) or not suite_permise:
        return None
    entre = entre + (suite if SEPARATEURS.fullmatch(suite) else "")
    etiquette = propre[:debut].rstrip(" [(")
    if not etiquette_du_lancer(etiquette):
        return None
    forme = propre[len(etiquette):debut].strip() + FACE.sub(FACE_EFFACEE, entre)
    return Gabarit(forme, etiquette_effacee(etiquette)), tuple(int(face.group()) for face in faces)


def etiquette_effacee(etiquette):
    """Retourne ``etiquette`` (sans accents) où chaque nombre devient « n » (« lancer no10 : » : « lancer
    non : ») : la même d'un lancer, d'un tour ou d'un score à l'autre."""
    return re.sub(r"\d+", CHIFFRE_EFFACE, etiquette).strip()


def face_effacee(trouve):
    """Retourne le texte de ``trouve`` (une face numérotée) où la face est remplacée par « # »."""
    debut, fin = trouve.span("face")
    return trouve.string[trouve.start():debut] + FACE_EFFACEE + trouve.string[fin:trouve.end()]


def lignes_de_des(lignes):
    """Retourne les ``LigneDeDes`` de ``lignes`` (une liste de lignes), dans l'ordre ; cinq lignes d'une
    face chacune (``FACE_SEULE_SUR_SA_LIGNE``) en font une, au rang de la cinquième."""
    lues, seules, pleines = [], [], []
    for rang, ligne in enumerate(lignes):
        # Une animation par retours chariot (« \r ») sur une ligne : le terminal n'en montre que la fin.
        ligne = ligne.rsplit("\r", 1)[-1]
        if not ligne.strip():
            continue
        if (lue := lire_une_ligne(ligne)) is not None:
            lues.append(LigneDeDes(rang, *lue))
        propre = sans_accents(ligne)
        seule = FACE_SEULE_SUR_SA_LIGNE.fullmatch(propre)
        if seule is None and (seules or any(MOTS_DU_LANCER.search(avant)
                                            for avant in pleines[-LIGNES_SOUS_L_ENTETE:])):
            seule = FACE_EN_COLONNE.fullmatch(ligne)
        pleines.append(propre)
        numero = int(seule.group("numero")) if seule else None
        # Un « De 1 » recommence la suite, même au milieu d'une autre (un lancer écrit à moitié, puis
        # entier) ; toute autre ligne l'interrompt.
        if numero == len(seules) + 1:
            seules.append((rang, seule))
        else:
            seules = [(rang, seule)] if numero == 1 else []
        if len(seules) == NB_DES:
            lues.append(LigneDeDes(rang, Gabarit(f"{face_effacee(seules[0][1])} (x{NB_DES})", ""),
                                   tuple(int(face.group("face")) for _, face in seules)))
            seules = []
    return lues


def gabarit_du_lancer(lues):
    """Retourne le gabarit des dés du lancer parmi ``lues`` (les lignes de dés d'un même écran), ou None
    s'il ne se sait pas.

    Les numéros des dés dans l'ordre (« (1)(2)(3)(4)(5) », « | De | 1 | 2 | 3 | 4 | 5 | ») ne l'apprennent
    jamais : sous un dessin des dés qui n'est pas celui du cours, ils seraient lus comme le lancer à
    chaque écran (tour 66 : des « échoué » partout chez un programme juste). Un premier lancer de 1 2 3 4 5
    en ordre attend le suivant pour que la forme s'apprenne. Plusieurs formes qui disent les mêmes faces
    (« Lancer 2 : … », puis « Vos des : … », revue 69) : la dernière ; des faces différentes (une animation,
    un exemple), aucune.
    """
    lancers = [lue for lue in lues if not est_une_rangee_de_numeros(lue)]
    if len({lue.gabarit for lue in lancers}) == 1 or (lancers and len({lue.faces for lue in lancers}) == 1):
        return lancers[-1].gabarit
    return None


def lancers_de_la_forme(lues, gabarit, apres_les_des):
    """Retourne les lignes de ``lues`` qui sont le lancer, selon ``gabarit`` (appris) : celles de sa forme
    et de son étiquette ; sinon, après une réponse aux dés (``apres_les_des``) seulement, celles de sa
    forme si elles disent toutes les mêmes faces (« Dernier lancer : » après « Premier lancer : ») ;
    jamais les numéros des dés s'il y a autre chose. Après la case, un rappel d'une autre étiquette
    (« Des obtenus : … », revue 68) n'est jamais un lancer.

    Les numéros s'écartent parmi les lignes d'une même étiquette sans mots seulement : un vrai lancer de
    1 2 3 4 5 sous l'étiquette apprise, à côté du rappel d'une autre (revue 69, suite12345case), ou d'une
    image d'une animation de la même étiquette (``Gabarit.est_nommee``), n'est pas écarté.
    """
    de_la_forme = [lue for lue in lues if lue.gabarit.forme == gabarit.forme]
    exactes = [lue for lue in de_la_forme if lue.gabarit == gabarit]
    if not gabarit.est_nommee():
        exactes = sans_les_numeros(exactes)
    if exactes or not apres_les_des:
        return exactes
    autres = sans_les_numeros(de_la_forme)
    return autres if len({lue.faces for lue in autres}) == 1 else []


def sans_les_numeros(lues):
    """Retourne ``lues`` sans les rangées de numéros des dés (``NUMEROTATIONS``) collées à une ligne de dés
    qui n'en est pas une (« 3 5 5 1 6 », puis « 1 2 3 4 5 » dessous) : un lancer de 1 2 3 4 5 ailleurs
    dans l'écran, sous la feuille qui suit le rappel des dés de la case, reste (revue 69, suite12345case)."""
    lancers = {lue.rang for lue in lues if not est_une_rangee_de_numeros(lue)}
    return [lue for lue in lues
            if not est_une_rangee_de_numeros(lue) or not {lue.rang - 1, lue.rang + 1} & lancers]


def premier_lancer_ambigu(texte):
    """Retourne vrai si ``texte`` (un écran avant le premier lancer lu) n'a pour lignes de dés que des
    rangées de 1 2 3 4 5, deux au moins : un premier lancer de 1 2 3 4 5 en ordre, sous ou sur la rangée
    des numéros des dés, dont la forme ne s'apprend pas (``gabarit_du_lancer``) ; un autre lancer, dans un
    autre processus, l'apprendra."""
    lues = lignes_de_des(texte.split("\n"))
    return len(lues) >= 2 and all(lue.faces == POSITIONS and est_une_rangee_de_numeros(lue) for lue in lues)


def est_une_rangee_de_numeros(lue):
    """Retourne vrai si ``lue`` peut être la rangée des numéros des dés (``NUMEROTATIONS``), non un lancer."""
    return lue.faces in NUMEROTATIONS and not lue.gabarit.numerote_ses_des()


def marquer(texte, gabarit, apprendre=True, apres_les_des=True):
    """Retourne (``texte`` où chaque ligne de dés du lancer est suivie de ``MARQUE_DES_DES_LUS``, le
    gabarit appris), pour un programme qui ne dessine pas les dés du cours.

    ``gabarit`` : celui appris d'un écran d'avant de la même partie, ou None ; il s'apprend alors ici
    (``gabarit_du_lancer``) si ``apprendre`` (l'appelant ne le permet pas sur un écran qui finit par une
    pause : un exemple de dés avant « Appuyez sur Entrée », chez un programme qui dessine ensuite ses dés
    comme le cours, revue 68), et rien n'est marqué tant qu'il ne l'est pas. ``apres_les_des`` : l'écran
    suit une réponse aux dés (``lancers_de_la_forme``). Une ligne qui commence par l'étiquette apprise
    sans se lire (« Des : 2 4 2 2 3 ** Brelan ! ** » ailleurs illisible) est un lancer illisible, marqué de
    « ? » : les règles ne se jugent pas sur lui, et il n'est pas « aucun lancer ».
    """
    lignes = texte.split("\n")
    lues = lignes_de_des(lignes)
    if gabarit is None and apprendre:
        gabarit = gabarit_du_lancer(lues)
    if gabarit is None:
        return texte, gabarit
    marques = [(lue.rang, lue.faces) for lue in lancers_de_la_forme(lues, gabarit, apres_les_des)]
    if not marques and apres_les_des:
        illisibles = lignes_illisibles_du_lancer(lignes, lues, gabarit)
        marques = [(rang, (ILLISIBLE,) * NB_DES) for rang in illisibles[-1:]]
    for rang, faces in reversed(marques):
        lignes.insert(rang + 1, MARQUE_DES_DES_LUS.format(*faces))
    return "\n".join(lignes), gabarit


def lignes_illisibles_du_lancer(lignes, lues, gabarit):
    """Retourne les rangs des lignes de ``lignes`` (un écran qui suit une réponse aux dés) qui commencent
    par l'étiquette apprise, si elle nomme les dés, et portent cinq faces au moins, sans se lire
    (``lues``) : ni la dernière (la question), ni une qui nomme d'autres dés.

    La revue 69 a montré qu'une ligne qui commençait seulement par l'étiquette (« | » d'un tableau, la
    ligne « | Bonus … » de la feuille, « Resultat : 143 points », la question « Des a relancer ? »
    reposée) passait pour un lancer, et faisait jusqu'à quatre faux « échoué ».
    """
    if not MOTS_DU_LANCER.search(gabarit.etiquette):
        return []
    lues_aux_rangs = {lue.rang for lue in lues}
    return [rang for rang, ligne in enumerate(lignes[:-1]) if rang not in lues_aux_rangs
            and (propre := sans_accents(ligne)).startswith(gabarit.etiquette)
            and len(FACE.findall(propre)) >= NB_DES and not MOTS_D_AUTRES_DES.search(propre)]


def chiffres_hors_des_faces(texte):
    """Retourne les chiffres des premiers dés lus en chiffres de ``texte`` (``MARQUE_DES_DES_LUS``) dont l'un
    n'est pas une face de 1 à 6 (« 2 0 3 1 4 »), ou None."""
    return next((" ".join(trouve.groups()) for trouve in LIGNE_DES_DES_LUS.finditer(texte)
                 if not set(trouve.groups()) <= FACES_EN_CHIFFRES | {ILLISIBLE}), None)


def dessine_comme_le_cours(texte):
    """Retourne vrai si ``texte``, tel que le programme l'écrit, dessine des dés comme le cours, ou en a
    une rangée de cinq cases (« |o   o||  o  |… ») : des chiffres écrits au bout de la rangée du milieu
    (tour 64, py_boites) ne sont pas les dés d'un programme qui les écrirait en chiffres ; lus ainsi, la
    forme de leur ligne changeait avec les dés dessinés devant eux, et les lancers suivants manquaient."""
    return bool(places_des_dessins(texte)) or RANGEE_DU_COURS.search(texte) is not None


def sans_fausse_marque(texte):
    """Retourne ``texte``, tel que le programme l'écrit, où une ligne qui imite ``MARQUE_DES_DES_LUS``
    est précédée de « (écrit par le programme) » : elle ne se lit pas comme des dés lus par le correcteur."""
    return MARQUE_IMITEE.sub(lambda trouve: f"{ECRIT_PAR_LE_PROGRAMME} {trouve.group()}", texte)
