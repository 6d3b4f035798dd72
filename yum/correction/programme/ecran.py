"""Lire l'écran d'un programme de Yum : les dés dessinés, la grille de pointage, les choix possibles.

Explication : le cours a donné à toutes les équipes deux procédures
d'affichage, celle des dés et celle de la grille de pointage ; leurs dessins
disent où en est la partie, quels que soient les mots des questions (les dés
se lisent en boîtes séparées, comme au cours, ou à bords partagés). La grille
des coups possibles, chaque équipe l'écrit à sa façon : on la lit de loin, une
ligne à la fois (une case nommée par son étiquette, en français ou en anglais,
avec ou sans accents, ou par son numéro ; ses points sont le dernier nombre de
la ligne ; une ligne qui numérote deux cases les range côte à côte, ce n'est
pas un coup). Ce qui ne se lit pas donne None : le correcteur en fera « à
vérifier », jamais « échoué ».

Auteurs : l'équipe du projet « Dés ».
Version : 2.3.0
"""

import functools
import itertools
import re
import unicodedata
from collections import Counter
from typing import NamedTuple

from yum.correction.enonce import (
    BONUS_DU_HAUT,
    BRELAN,
    CARRE,
    CASES_DE_JEU,
    FACES_DU_HAUT,
    GRAND_TOTAL,
    GROSSE_SUITE,
    MAIN_PLEINE,
    NB_CASES,
    NB_DES,
    PETITE_SUITE,
    SOUS_TOTAL_HAUT,
    SURPLUS,
    TOTAL_BAS,
    TOTAL_HAUT,
    YUM,
)
from yum.correction.programme.dessins import MARQUE_DES_DES_LUS, dessins_encadres

# Les deux sortes d'éléments de l'écran qui disent où en est la partie : un dessin de dés, une feuille.
DESSIN, FEUILLE = "dés", "feuille"
# Les faces dessinées par la procédure du cours : (haut, milieu, bas) -> valeur.
FACES = {
    ("     ", "  o  ", "_____"): 1, ("o    ", "     ", "____o"): 2, ("o    ", "  o  ", "____o"): 3,
    ("o   o", "     ", "o___o"): 4, ("o   o", "  o  ", "o___o"): 5, ("o   o", "o   o", "o___o"): 6,
}
# Une rangée de cinq dés dessinés : cinq cases de 5 caractères entre barres, collées ou espacées.
RANGEE_DE_DES = re.compile(r"^\s*(?:\|(.{5})\|\s*){5}$")
# Une case de dé dans une rangée.
CASE_DE_DE = re.compile(r"\|(.{5})\|")
# Une rangée de cinq dés à bords partagés : une seule barre entre deux dés (« |o    |     |o   o|… »).
RANGEE_A_BORDS_PARTAGES = re.compile(r"^\s*\|" + r"([^|]{5})\|" * NB_DES + r"\s*$")
# Ce que dessine une case d'une rangée à bords partagés, rangée par rangée (haut, milieu, bas) : des
# points sur du blanc, puis sur le fond du dé. Un tableau à colonnes de 5 (chiffres, mots) n'est pas un dé.
CASES_A_BORDS_PARTAGES = (re.compile(r"[ o]{5}"), re.compile(r"[ o]{5}"), re.compile(r"[_o]{5}"))
# Nombre de lignes d'un dessin de dés : ses trois rangées de points.
RANGEES_PAR_DESSIN = 3
# Le haut d'un dessin de dés du cours, au-dessus de ses rangées de points.
HAUT_DU_DESSIN = " _____"
# La ligne que le correcteur écrit sous des dés qu'il a lus en chiffres ou dans un dessin encadré
# (``MARQUE_DES_DES_LUS``, de ``dessins``) se lit comme un dessin du cours.
FACES_EN_CHIFFRES = frozenset(map(str, FACES_DU_HAUT))
LIGNE_DES_DES_LUS = re.compile(re.escape(MARQUE_DES_DES_LUS).replace(r"\{\}", r"(\d|\?)"))
# Une rangée de la grille de pointage du cours (deux étiquettes et leurs valeurs) : jamais un coup proposé.
RANGEE_DE_FEUILLE = re.compile(r"^[ |][^|]{13}\|[^|]{7}\|\s*\|[^|]{13}\|[^|]{7}\|")
# Le titre de la grille de pointage du cours.
TITRE_DE_LA_FEUILLE = "grille de pointage"
# Une suite de mots (et de noms de cases effacés) dans la forme d'une ligne : son squelette la réduit à
# « @ ».
MOTS_D_UNE_FORME = re.compile(r"[a-z@][\w@.'’-]*(?:\s+[a-z@][\w@.'’-]*)*")
# Un squelette qui commence par un numéro, nu ou entre parenthèses (« #) @ # »), ou entre crochets, que la
# forme écrit « [@] » (``forme_d_une_ligne``).
NUMERO_EN_TETE = re.compile(r"[\[(]?#|\[@\]")
# Les barres verticales d'un cadre Unicode, lues comme celles du cours dans une feuille.
BARRES_UNICODE = str.maketrans({barre: "|" for barre in "│┃║"})
# Combien d'écrans garder en mémoire avec leur réponse à « ressemble à une feuille ? » : les comportements
# sont jugés de nouveau à chaque partie (et chaque tour au début) sur les mêmes écrans.
ECRANS_GARDES = 8192
# Combien de lignes garder en mémoire avec leur lecture (sans accents, coup proposé, rangées de dés) : une
# correction relit des dizaines de milliers de fois les mêmes quelques centaines de lignes, d'un écran à
# l'autre, et leur lecture y prenait plus de la moitié du processeur du correcteur.
LIGNES_GARDEES = 16384
# Nombre d'étiquettes, au moins, pour qu'un bloc soit la grille de pointage (elle en a 18).
ETIQUETTES_MINIMALES = 15
# Le bonus suivi d'une note entre parenthèses (« Bonus (63+) », « Bonus (+25) » : tour 58, java_boites, le
# bonus non lu). Le bonus seul : « Total (haut) » se lirait comme le Total (revue du 28 novembre au soir).
BONUS_ANNOTE = re.compile(r"bonus\s*\([^)]*\)")
# Les faces de 1 à 6 en mots français (« trois »), dans l'ordre.
FACES_EN_FRANCAIS = ("un", "deux", "trois", "quatre", "cinq", "six")
# Les noms en mots des faces de 1 à 6, en français et en anglais, dans une étiquette de la feuille.
NOMS_DES_FACES = (("as", "un", "ones", "aces"), ("deux", "twos"), ("trois", "threes"), ("quatre", "fours"),
                  ("cinq", "fives"), ("six", "sixes"))
# Les cases du bas abrégées, dans une étiquette de la feuille, nulle part ailleurs (revue 8, g21) : une
# cellule entière, jamais un mot d'une ligne (« ca » dans « Ca roule ! »).
ETIQUETTES_ABREGEES = {"br": BRELAN, "ca": CARRE, "mp": MAIN_PLEINE, "ps": PETITE_SUITE, "gs": GROSSE_SUITE,
                       "su": SURPLUS}
# Les étiquettes de la grille de pointage du cours, sans accents ni majuscules, et leur case.
ETIQUETTES = {"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "sous total": SOUS_TOTAL_HAUT,
              "sous-total": SOUS_TOTAL_HAUT, "bonus": BONUS_DU_HAUT, "total haut": TOTAL_HAUT,
              # « Total (haut) » (tour 64, py_pause : non lu, un faux « échoué » au bonus).
              "total (haut)": TOTAL_HAUT, "total (bas)": TOTAL_BAS,
              "brelan": BRELAN, "carre": CARRE, "carr": CARRE, "main pleine": MAIN_PLEINE,
              "petite suite": PETITE_SUITE, "grosse suite": GROSSE_SUITE, "surplus": SURPLUS, "yum": YUM,
              "total bas": TOTAL_BAS, "total": GRAND_TOTAL,
              # Les faces nommées « Les 5 », souvent derrière leur numéro (« |  5 | Les 5 |   10 | »).
              **{f"les {face}": face for face in FACES_DU_HAUT},
              # Les faces nommées en mots (« |  6 | Six (6) |  6 | » : tour 58, java_tours0, lue avec ses
              # six cases du haut libres, un faux « échoué »).
              **{nom: face for face, noms in zip(FACES_DU_HAUT, NOMS_DES_FACES) for nom in noms},
              # « Total des 4 » derrière le numéro de la case (tour 70, java_artmenu : le numéro pris pour
              # l'étiquette, son nom pour la valeur, une case libre).
              **{f"total des {face}": face for face in FACES_DU_HAUT},
              # Les noms de la feuille de l'énoncé (§2 : « 3 pareils », « 4 pareils », « YUM (5 pareils) ») :
              # une feuille qui les suit ne se lisait pas (revue 8, g25 : le Brelan lu vide, un faux
              # « échoué »).
              "3 pareils": BRELAN, "4 pareils": CARRE, "trois pareils": BRELAN, "quatre pareils": CARRE,
              "yum (5 pareils)": YUM,
              **ETIQUETTES_ABREGEES,
              # Les noms anglais du Yahtzee dans la feuille du cours (revue 8, g26 : elle ne se lisait pas).
              "3 of a kind": BRELAN, "three of a kind": BRELAN, "4 of a kind": CARRE, "four of a kind": CARRE,
              "full house": MAIN_PLEINE, "small straight": PETITE_SUITE, "large straight": GROSSE_SUITE,
              "chance": SURPLUS, "yahtzee": YUM,
              "main plain": MAIN_PLEINE, "petite serie": PETITE_SUITE, "grande serie": GROSSE_SUITE,
              # Les totaux des feuilles à soi (tours 70 à 72 : « Total du haut », « GRAND TOTAL »,
              # « Upper total »), et les faces au pluriel ou précédées de « les » (« Quatres », « Les un »).
              "total du haut": TOTAL_HAUT, "total du bas": TOTAL_BAS, "grand total": GRAND_TOTAL,
              "upper total": TOTAL_HAUT, "lower total": TOTAL_BAS, "subtotal": SOUS_TOTAL_HAUT,
              "sub total": SOUS_TOTAL_HAUT, "sub-total": SOUS_TOTAL_HAUT, "uns": 1, "quatres": 4, "cinqs": 5,
              **{f"les {nom}": face for face, noms in zip(FACES_DU_HAUT, NOMS_DES_FACES) for nom in noms}}
# Le nombre de cases de la grille de pointage : lues toutes, le bloc est fini (une case par ligne, le
# grand total sur la dernière).
CASES_DE_LA_FEUILLE = len(set(ETIQUETTES.values()))
# Les noms des cases dans une grille des coups possibles écrite par une équipe (sans accents, minuscules).
NOMS_DES_CASES = (
    (r"\bbrelan\b|\bthree of a kind\b|\b3 of a kind\b|\b(?:3|trois) pareils\b", BRELAN),
    (r"\bcarr|\bfour of a kind\b|\b4 of a kind\b|\b(?:4|quatre) pareils\b", CARRE),
    # Les noms d'une énumération Java écrits tels quels (« MAIN_PLEINE » : revue 9, j1) comptent aussi.
    # « Main plain », l'orthographe du §2 ; « petite série », « grande série » (revue 9, h57 et h12).
    (r"\bmain[ _]plein|\bmain plain\b|\bfull\b", MAIN_PLEINE),
    # « Suite de 4 », « Suite de 5 » (revue 9, h36) ; « Courte seq. », « Longue seq. » (tour 33, java_format).
    (r"\bpetite[ _]suite\b|\bsmall straight\b|\bcourte seq|\bpetite serie\b|\bpetite\b"
     r"|\bsuite de 4\b", PETITE_SUITE),
    (r"\bgrosse[ _]suite\b|\blarge straight\b|\blongue seq|\bgrande[ _]suite\b|\bgrande serie\b"
     r"|\bgrosse\b|\bsuite de 5\b", GROSSE_SUITE),
    (r"\bsurplus\b|\bchance\b", SURPLUS),
    (r"\byum\b|\byahtzee\b|\byams\b|\byam\b", YUM),
    (r"\bones\b|\baces\b", 1), (r"\btwos\b", 2), (r"\bthrees\b", 3), (r"\bfours\b", 4), (r"\bfives\b", 5),
    (r"\bsixes\b", 6),
    # Les faces nommées en mots français, seules dans leur étiquette (« |Un  |  2 | », « Trois : 9 ») :
    # « trois pareils » reste le brelan, « un dé » n'est pas une case.
    *((rf"(?:^|\|)\s*(?:les\s+)?{mot}s?\s*(?=[|:=.-]|\s\d)", face)
      for face, mot in enumerate(FACES_EN_FRANCAIS, start=1)),
)
# Les mêmes, compilés une fois : chaque ligne de chaque écran y est confrontée.
MOTIFS_DES_CASES = tuple((re.compile(motif), case) for motif, case in NOMS_DES_CASES)
# Les mêmes, jusqu'à la fin de leur mot (« main plein » : « main pleine ») : pour effacer un nom entier.
MOTIFS_DES_NOMS_ENTIERS = tuple(re.compile(rf"(?:{motif})\w*") for motif, _ in NOMS_DES_CASES)
# Des mots qui disent qu'une ligne est une question, un titre ou un compteur, pas une case proposée.
# Un aide-mémoire à côté des coups (« Haut : 6 / 63 (bonus de 25) », « (dés relancés : 2 4 5) ») n'en est
# pas un non plus (revue 5, d11 et d14 : lus comme la face 6 à 25 points, la face 2 à 5).
MOTS_HORS_GRILLE = re.compile(
    r"\b(?:entre[rz]?|enter|tapez?|type|choisi\w*|choose|numeros?|number|relanc\w*|rouler|garder|keep|"
    r"roll|reroll|changer|annuler|cancel|ou|or|tour|turn|round|lancers?|essais?|sur|of|throw|score|partie|"
    r"game|ex|bonus|haut|cases|libres?|remplies?|restantes?|disponibles?)\b")
# Les mots d'une ligne qui annonce les coups possibles (« Choix possibles », « Vos possibilités : »).
ANNONCE_DES_COUPS = re.compile(r"\b(?:choix|coups|possibilites|options|suggestions)\b")
# Les mots qui annoncent les dés, au début d'une ligne qui les énumère (« Des : [1]=3 [2]=5 … »).
MOTS_DES_DES = re.compile(r"\b(?:des|dice|valeurs?|faces?)\b")
# Les mots d'un conseil ou d'une astuce à côté des coups (« Astuce : le Surplus (15) accepte tous les dés »).
MOTS_D_UN_CONSEIL = re.compile(r"\b(?:astuce|conseil|conseille|suggere|recommande|meilleur|hint|tip)\b")
# Un nombre de dés (« Somme des 5 dés : 13 ») : ni une face ni des points (revue 5, d13).
NOMBRE_DE_DES = re.compile(r"(?<![\w-])\d+\s+des\b")
# La face d'une figure annoncée derrière son nom (« Brelan de 3 ! », « *** YUM de 5 ! *** ») : ni des points
# ni un numéro (revue 5, d16 et d18 : lus comme le Brelan à 3 points, le Yum à 5).
FACE_D_UNE_FIGURE = r"\s+de\s+[1-6](?![\w])"
# Les cellules d'une ligne de tableau : séparées par des barres, ou par deux blancs ou plus.
SEPARATEUR_DE_CELLULES = re.compile(r"\s*\|\s*|\s{2,}")
# Le nom d'une colonne de points dans l'en-tête d'un tableau de coups (« Case | Points | No »).
NOMS_DE_LA_COLONNE_DES_POINTS = frozenset({"points", "point", "pts", "pt", "score", "valeur", "pointage"})
# Une légende de la question de la case : « 10 = Brelan ».
LEGENDE = re.compile(r"\b\d+\s*=\s*[a-z]")
# Le numéro à taper écrit après les points, entre parenthèses ou crochets, avec son mot (« Brelan ...
# 15 (tapez 10) », « [case 13] ») : ce n'est pas des points.
NUMERO_A_TAPER = re.compile(r"[(\[]\s*(?:tapez|taper|entrez|entrer|choix|touche|case|no)\s*:?\s*\d+\s*[)\]]")
# Un numéro écrit devant le nom d'une case, par la légende ou la grille des coups (« 7 - Brelan », « 10 =
# Brelan », « [13] Yum », « 7 | Brelan » : revue 7, f6) : le numéro que ce programme fait taper pour elle.
# Des points entre parenthèses devant le nom (« 10 : (17) Brelan » : revue 8, g2) n'en sont pas un : lus
# comme lui, 7 à 13 faisaient croire à la numérotation de 1 à 13, selon les dés tombés.
NUMERO_DEVANT_UN_NOM = re.compile(r"(?<![\w(-])\[?(\d+)\s*[-.)=:\]|]\s*(?=[a-z])")
# La numérotation des cases du §5.2 (« un nombre entre 0 et 13 ») : les faces 1 à 6, puis les cases du bas
# dans l'ordre de la feuille, de 7 (Brelan) à 13 (Yum). Le §3 (« entre 0 et 16 ») et les indices du §4
# donnent 10 à 16 : l'énoncé se contredit, et certaines équipes suivent le §5.2.
PREMIER_NUMERO_DU_BAS_DE_1_A_13 = 7
# Un morceau d'une liste de coups à barres qui ne rapporte rien : son étiquette, puis « : - » ou « = -- ».
MORCEAU_SANS_POINTS = re.compile(r"\S.*[:=]\s*-+\s*$")
# Le nombre de morceaux, au moins, d'une liste de coups à barres (« 1: 3 | 2: - | 3: 9 »).
MORCEAUX_D_UNE_LISTE_A_BARRES = 2
# Un coup écrit « case(points) » dans une liste sur une ligne (« Choix: 1(3) 3(9) 10(17) 15(17) », « Coups:
# 1(3pts) 5(10pts) » : revue 8, g24).
COUP_EN_LIGNE = re.compile(r"(?<![\w(])(\d+)\s*\(\s*(\d+)\s*(?:pts?|points?)?\s*\)", re.IGNORECASE)
# Un coup écrit « case:points » dans une liste sur une ligne (« Coups: 1:3 10:10 » : revue 8, g1, lu comme
# la face 1 à 10 points). La case peut être entre crochets, comme pour l'égal ci-dessous.
COUP_A_DEUX_POINTS = re.compile(r"(?<![\w:])\[?(\d+)\]?\s*:\s*(\d+)(?![\w:])")
# Un coup écrit « case=points » dans une liste sur une ligne (« Choix: 1=3 2=2 10=9 15=9 » : relecture 17,
# lue « 2=4 3=3 » comme la face 2 à 3 points, et plus de deux coups pas du tout), la case parfois entre
# crochets (« Coups : [1]=1  [4]=8 » : tour 53, py_manche, lu comme la face 1 à 8 points ; un programme
# juste échouait trois tests de points).
COUP_A_EGAL = re.compile(r"(?<![\w=])\[?(\d+)\]?\s*=\s*(\d+)(?![\w=])")
# Un coup écrit « case:Nom=points » dans une liste sur une ligne (« Coups ->  10:Brelan=13
# 12:MainPleine=25 » : tour 54, java_totbas, lu comme une seule case, le Brelan à 25 points ; quatre faux
# « échoué »).
COUP_NUMERO_NOM_POINTS = re.compile(r"(?<![\w:=])(\d+)\s*[:.)\]-]\s*([^\W\d_]+(?: [^\W\d_]+)*)\s*[=:]\s*(\d+)"
                                    r"(?![\w:=])")
# Combien de coups, au moins, fait une liste « case:Nom=points » sur une ligne (seul, « 10:Brelan=9 » se lit
# comme toute ligne de coup).
COUPS_NOMMES_EN_LIGNE = 2
# Une minuscule suivie d'une majuscule, dans un nom écrit d'un seul mot (« MainPleine ») : l'espace y manque.
MOTS_COLLES = re.compile(r"(?<=[a-z])(?=[A-Z])")
# Une lettre ou un chiffre : une ligne qui n'en a pas est un cadre.
LETTRE_OU_CHIFFRE = re.compile(r"[^\W_]")
# Un nombre entier, seul, dans une rangée de tableau (la grille des coups écrite comme à l'énoncé, §4).
ENTIER = re.compile(r"-?\d+")
# Un coup écrit comme un tuple Python imprimé (« [(2, 'Les 2', 6), (12, 'Main pleine', 25)] » : revue 9, h33).
COUP_EN_TUPLE = re.compile(r"\(\s*(\d+)\s*,\s*['\"][^'\"]*['\"]\s*,\s*(\d+)\s*\)")
# Combien de coups, au moins, fait une liste « case:points » sur une ligne (seul, « 10:20 » se lit comme
# toute ligne de coup).
COUPS_A_DEUX_POINTS_EN_LIGNE = 2
# L'annonce des coups devant une liste « case=points » : trois mots au plus, puis deux-points (« Vos choix
# possibles : »).
ANNONCE_SEULE = re.compile(r"[a-z]+(?: [a-z]+){0,2}\s*:")
# Les séparateurs des coups d'une liste en phrase (« Choix : Les 3(3)=9, Brelan(10)=17 » : revue 8, g16 ;
# « Les 1 [1] = 1 ; Surplus [15] = 15 » : revue 10, k2).
SEPARATEURS_D_UNE_PHRASE = re.compile(r"[,;]")
# La rangée des numéros et celle des points d'une grille des coups en deux rangées, comme le tableau du §4
# de l'énoncé (« Case : 1 3 », puis « Points : 2 3 » : revue 8, g18, chaque rangée lue comme un coup).
# Les nombres peuvent s'y séparer de virgules (« Cases possibles : 1, 4, 10 » : revue 9, h5).
# Ou de barres (« Case  |  1 |  3 | », puis « Points|  1 |  3 | » : relecture 18, py_horizontal).
RANGEE_DES_NUMEROS = re.compile(
    r"^\s*(?:cases?|no|numeros?|choix)(?:\s+possibles?)?\s*[:|]?(?P<nombres>(?:[\s,|]+\d+)+)[\s|]*$")
RANGEE_DES_POINTS = re.compile(
    r"^\s*(?P<etiquette>points?|pts|valeurs?)(?:\s+possibles?)?\s*[:|]?(?P<nombres>(?:[\s,|]+\d+)+)[\s|]*$")
# Les numéros des dés, 1 à 5 dans l'ordre, sous des « valeurs » : un tableau des dés (« No | 1 | 2 | 3 | 4 |
# 5 | », puis « Valeur | 3 | 5 | 1 | 2 | 6 | »), non des coups.
NUMEROS_DES_DES = tuple(range(1, NB_DES + 1))
ETIQUETTES_DES_VALEURS_DES_DES = ("valeur", "valeurs")
# Ce qui sépare les nombres d'une rangée : des blancs, des virgules, des barres.
SEPARATEURS_D_UNE_RANGEE = re.compile(r"[\s,|]+")
# Une ligne qui ne porte que des points (« -> 21 pts »), sous la ligne qui nomme la case (« Brelan (10) ») :
# revue 8, g23, le numéro de la case lu comme ses points.
POINTS_SEULS = re.compile(r"^\W*(\d+)\s*(?:pts?|points?)?\W*$")
# Le numéro d'une case écrit devant son étiquette (« 10 - Brelan », « 15. Surplus », « 1 - Les 1 ») :
# le numéro, puis un tiret, un point ou une parenthèse, puis une lettre. Ce nombre n'est pas des points.
# Devant le mot « case », c'est le rang du coup dans la liste (« 3) case 10 - Brelan : 19 points », tour 66,
# py_menu : la ligne passait pour deux cases côte à côte, et cinq règles échouaient à tort).
NUMERO_D_ETIQUETTE = r"(?<![\w-])(\d+)\s*[-.)]\s*(?=(?!cases?\b)[a-z])"
# Le début d'une autre colonne d'une grille des coups en colonnes : au moins trois espaces, puis un numéro,
# entre crochets ou suivi de son séparateur, devant un nom (« 1 : Les 1      1     15 : Surplus    20 »,
# « [1] Les 1 = 1             [3] Les 3 = 6             [5] Les 5 = 5 », « [ 1] Les 1    2     [ 4] Les 4
# 8 »), ou entre parenthèses (« (4) Les 4     8       (10) Brelan    23 » : tour 32, py_menu2col), ou seul
# devant le nom, qui n'est pas celui des points (« 1 Ones        4    3 Threes       3 » : revue 20,
# java_grille3 ; sa grille lue sans ces lignes, cinq règles échouaient à tort), ou devant un nom qui
# commence par un chiffre (« 10 - 3 pareils   :   9    11 - 4 pareils   :   9 » : le programme Java juste aux
# styles tirés, style 27, dont la grille était lue à moitié).
DEBUT_D_UNE_COLONNE = re.compile(r"\s{3,}(?=(?:\[\s*\d+\s*\]|\(\s*\d+\s*\)|\d+\s*[-.:)=]"
                                 r"|\d+\s+(?!(?:pts?|points?)\b)|\d+\s*[-.:)=]\s*\d\s+(?!(?:pts?|points?)\b))"
                                 r"\s*[A-Za-z])")
# Le début d'une colonne dont la face n'est nommée que par son numéro, redit (« 1 - 1     :   3     5 - 5
# :   5 » : un programme juste aux styles tirés, le style 25 ; la ligne lue d'un bloc ne se lisait pas, et
# « la face n'est pas proposée » échouait à tort). Un numéro seul après le sien (« 1 - 4   2 - 6 », les dés
# et leurs valeurs) n'en est pas une.
DEBUT_D_UNE_COLONNE_A_FACE = re.compile(r"\s{3,}(?=([1-6])\s*[-.:)=]\s*\1\s*[-:=]\s*\d)")
# Combien de coups côte à côte, au plus, sur une ligne de la grille des coups.
COLONNES_DE_COUPS_AU_PLUS = 4
# Les mots qu'une ligne de coup écrit autour des points et du numéro de la case, sans accents.
MOTS_DES_POINTS = frozenset({"pts", "pt", "points", "point", "case", "no"})
# Les mots qui nomment une face dans une ligne de coup (« Les 6 », « Total des 2 »), sans accents.
MOTS_D_UNE_FACE = frozenset({"les", "des", "total", "face", "de"})
# Un nombre entre parenthèses ou entre crochets : le numéro d'une case, s'il est le sien.
NOMBRE_ENTRE_PARENTHESES = re.compile(r"[(\[]\s*(\d+)\s*[)\]]")
# Un numéro entre crochets au bout d'une ligne (« … 12  [6] »).
NUMERO_ENTRE_CROCHETS_EN_FIN = re.compile(r"\[\s*(\d+)\s*\]\s*$")
# Une ligne de coup où la face s'écrit deux fois, son nom et son numéro, a trois nombres, les points d'abord.
NOMBRES_D_UNE_FACE_NOMMEE_DEUX_FOIS = 3
# Une séquence d'échappement du terminal (« ESC [ 2 J » efface l'écran, « ESC [ 1 ; 31 m » colore).
SEQUENCE_DE_TERMINAL = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
# Un nombre entier seul (pas un morceau de mot ni un nombre négatif).
NOMBRE = re.compile(r"(?<![\w-])\d+(?![\w])")
# Une ligne de la grille des coups possibles a au plus ce nombre de nombres (cinq : les numéros des dés).
NOMBRES_PAR_LIGNE = 4
# Ce qui peut suivre l'étiquette d'une case qui ne propose rien, dans une liste de toutes les cases : un « X »
# (case remplie), des tirets, des points, des barres, des blancs.
MARQUE_SANS_POINTS_EN_FIN = re.compile(r"(?:\s+x)?[\s\-.:|]*$")
# La marque d'une case déjà prise, dans une liste ou un tableau de toutes les cases (« X », « -- »,
# « (prise) », « deja prise »).
MARQUE_D_UNE_CASE_PRISE = r"(?:x|--|\(?(?:d[eé]j[aà]\s+)?prise?\)?)"
# La cellule d'une case déjà prise, dans un tableau à barres de toutes les cases (« |  1 | Les 1 |   X | » :
# relecture 17, lue comme la face 1 proposée à 1 point).
CELLULE_D_UNE_CASE_PRISE = re.compile(rf"(?<=\|)(\s*){MARQUE_D_UNE_CASE_PRISE}(\s*)(?=\|)", re.IGNORECASE)
# Une face nommée par son seul chiffre derrière son numéro (« 2 - 2 », « 1. 1   (prise) »), dans une légende
# des cases.
FACE_NUMEROTEE_PAR_ELLE_MEME = re.compile(
    rf"^\s*\[?([1-6])\s*[-.):=\]]\s*\1\s*{MARQUE_D_UNE_CASE_PRISE}?\s*$", re.IGNORECASE)
# Une face listée, son numéro, des blancs, puis son étiquette, rien derrière (« 3  Les 3 ») : son numéro.
FACE_LISTEE_SANS_POINTS = re.compile(r"^\s*([1-6])\s+(?:total\s+)?(?:les|des|de|face)\s+\1$")
# Un nombre marqué comme des points (« 5 pts », « 12 points ») : les points, quel que soit son rang.
POINTS_MARQUES = re.compile(r"(?<![\w-])(\d+)\s*(?:pts?|points?)\b")
# Le numéro à taper, où qu'il soit dans la ligne (« Tapez 4 pour Les 4 (8 pts) », « [a] Les 1 — 2 pts —
# tapez 1 » : revue 8, g22 ; revue 9, h1), sans accents.
NUMERO_TAPE = re.compile(r"\b(?:tapez|taper|entrez|entrer|type|enter)\s*:?\s*(\d+)\b")
# Un numéro entre crochets en tête de ligne (« [1] 2 points -> tapez 1 »).
NUMERO_ENTRE_CROCHETS_DEVANT = re.compile(r"\s*\[\s*(\d+)\s*\]")
# Une face dite par le mot « case » devant son numéro (« 8 points en case 4 »), sans accents.
FACE_APRES_LE_MOT_CASE = re.compile(r"\bcase\s*:?\s*([1-6])\b")
# Une annotation en fin de ligne, après une flèche vers elle (« 13   <-- meilleur choix » : revue 9, h2).
ANNOTATION_EN_FIN = re.compile(r"\s*<[-=]+.*$")
# Une liste des cases encore libres (« Cases libres : 6-6  16-YUM », « Cases libres : Carré (11), Main pleine
# (12) » : revue 10, k9 et k18, lues comme des coups à leur numéro) : pas une grille des coups.
LISTE_DES_CASES_LIBRES = re.compile(r"^\W*(?:cases?\s+)?(?:libres?|restantes?|disponibles?|free|remaining)\b")
# Une case qui ne rapporte rien, dite en mots ou d'un tiret en fin de ligne (« | 1 |Les 1 | aucun | »,
# « Carré [11] : aucun », « | 16 |Yum | - | » : revue 10, k4, k16, k19, lues à leur numéro).
# Deux tirets (« 16 - YUM ........ -- ») disent une case remplie, dans une liste de toutes les cases : pas un
# zéro.
ZERO_EN_MOTS = re.compile(r"(?:^|[\s|:=])(?:aucun|aucune|rien|neant|none|(?<!-)-(?!-))[\s|.]*$")
# Les dés d'un coup, entre parenthèses (« 4 - Les 4 (4 4 4) : 12 » : revue 9, h38) : ni un numéro ni des
# points.
DES_DU_COUP = re.compile(r"\(\s*[1-6](?:[\s,]+[1-6])+\s*\)")
# Un numéro entre parenthèses puis les points, en fin de ligne (« YUM !!! (16) : 30 » : revue 9, h55).
NUMERO_PUIS_POINTS_EN_FIN = re.compile(r"[(\[]\s*\d+\s*[)\]]\s*[:=]\s*\d+\s*(?:pts?|points?)?\s*$")
# Une étiquette de face dans une ligne (« Les 5 », « Total des 2 ») : son numéro.
FACE_NOMMEE = re.compile(r"\b(?:les|des|de|face)\s+([1-6])\b")
# Les cases du bas : toute feuille de pointage les nomme, chacune sur sa ligne, quelle que soit sa forme.
CASES_DU_BAS = (BRELAN, CARRE, MAIN_PLEINE, PETITE_SUITE, GROSSE_SUITE, SURPLUS, YUM)
# Le numéro d'une case du bas entre parenthèses juste derrière son nom, des points suivant sur la ligne
# (« Brelan (7) .......... 11 pts » : tour 30, j3, numérotée de 1 à 13) ; seul (« Carre (8) »), ce sont
# peut-être ses points.
NUMEROS_DERRIERE_LES_NOMS = tuple(
    (re.compile(rf"(?:{motif.pattern})\w*\s*\(\s*(?P<numero>\d+)\s*\)(?=.*\d)"), case)
    for motif, case in MOTIFS_DES_CASES if case in CASES_DU_BAS)
# Le numéro d'une case en tête de ligne, une colonne de blancs avant son nom (« 12  Surplus      18 », sous
# « No  Combinaison  Pts » : relecture 16, numérotée de 1 à 13), sur la ligne telle qu'écrite.
NUMERO_EN_COLONNE = re.compile(r"^\s*(\d+)\s{2,}(?=\S)")
# Nombre de cases du bas, au moins, nommées chacune sur sa ligne pour qu'un texte ressemble à une feuille
# (elle en nomme 7 ; les choix possibles d'un lancer en proposent 5 au plus).
CASES_DU_BAS_D_UNE_FEUILLE = 6
# Une lettre : une ligne qui en a dit des mots (la rangée des numéros des dés sous leur dessin n'en a pas).
LETTRE = re.compile(r"[^\W\d_]")
# Les mots qui rendent compte d'un choix ou d'un total, écrits avant les dés du tour suivant.
MOTS_D_UN_COMPTE_RENDU = re.compile(r"\b(?:total|bonus|score|vous|avez|inscri\w*|choisi\w*)\b")
# Le nom d'une face dit par son total (« Total de 1 », « total des 6 »), sans accents ni majuscules : il ne
# rend compte de rien.
FACE_DITE_TOTAL = re.compile(r"\btotal\s+des?\s+[1-6]\b")
# Les mots des totaux d'une feuille (« Sous-total », « Total bas », « Bonus ») : les choix possibles et la
# légende de la question de la case ne les ont pas.
MOTS_DES_TOTAUX = re.compile(r"\btotal|\bbonus\b")
# Les mots qui nomment une feuille de pointage (« FEUILLE DE POINTAGE », « SCORECARD ») : sous eux, trois
# cases du bas nommées et un total suffisent à ce qu'une feuille absente ne se prouve pas
# (``pourrait_etre_une_feuille``).
MOTS_D_UNE_FEUILLE = re.compile(r"feuille|pointage|scorecard|score ?sheet|marque")
CASES_DU_BAS_D_UNE_FEUILLE_TITREE = 3


def sans_sequences_de_terminal(texte):
    """Retourne ``texte`` sans les séquences d'échappement du terminal (effacer l'écran, couleurs)."""
    return SEQUENCE_DE_TERMINAL.sub("", texte)


@functools.lru_cache(maxsize=LIGNES_GARDEES)
def sans_accents(texte):
    """Retourne ``texte`` en minuscules, sans accents ni caractères illisibles, espaces réduites."""
    decompose = unicodedata.normalize("NFKD", texte.lower())
    lettres = "".join(c for c in decompose if not unicodedata.combining(c) and c not in "\ufffd?")
    return " ".join(lettres.split())


# --- Les dés ------------------------------------------------------------------------------------

def dessins_de_des(texte):
    """Retourne la liste des lancers dessinés dans ``texte``, dans l'ordre : une liste de 5 valeurs chacun.

    Une face que la procédure du cours ne dessine pas vaut None ; un dessin qui répète le
    précédent (les mêmes dés, montrés deux fois) ne compte qu'une fois.
    """
    return [des for sorte, des in dessins_et_feuilles(texte) if sorte == DESSIN]


def dessins_et_feuilles(texte):
    """Retourne, dans l'ordre de ``texte``, ses dessins de dés et ses grilles de pointage.

    Chaque élément est (DESSIN, les 5 valeurs) ou (FEUILLE, None). Un dessin qui répète le
    dessin précédent sans feuille entre eux (les mêmes dés, montrés deux fois) ne compte qu'une fois.
    """
    # Les lignes vides ne comptent pas : certains programmes en écrivent une après chaque ligne, jusque
    # entre les rangées du dessin des dés.
    lignes = [ligne for ligne in texte.splitlines() if ligne.strip()]
    elements, i = [], 0
    while i < len(lignes):
        if TITRE_DE_LA_FEUILLE in lignes[i].lower():
            elements.append((FEUILLE, None))
            i += 1
            continue
        # Des dés lus en chiffres tiennent sur la ligne de leur marque ; ceux du cours, sur trois rangées.
        lus = des_lus_en_chiffres(lignes[i])
        des, lignes_du_dessin = (lus, 1) if lus is not None else (
            lire_un_dessin(lignes[i:i + RANGEES_PAR_DESSIN]), RANGEES_PAR_DESSIN)
        if des is None:
            i += 1
            continue
        # Les mêmes dés redessinés sans réponse entre eux (« Vos dés : ») sont un seul lancer.
        if not elements or elements[-1] != (DESSIN, des):
            elements.append((DESSIN, des))
        i += lignes_du_dessin
    return elements


def des_lus_en_chiffres(ligne):
    """Retourne les 5 valeurs des dés que ``MARQUE_DES_DES_LUS`` dit sur ``ligne``, ou None."""
    trouve = LIGNE_DES_DES_LUS.fullmatch(ligne.strip())
    return None if trouve is None else [int(face) if face in FACES_EN_CHIFFRES else None
                                        for face in trouve.groups()]


def lire_un_dessin(lignes):
    """Retourne les 5 valeurs des dés dessinés sur ``lignes`` (trois lignes), ou None si ce n'en est pas un.

    Une face que la procédure du cours ne dessine pas vaut None. Les dés se lisent en boîtes
    séparées (« |o    ||     | » ou « |o    | |     | ») ou à bords partagés (« |o    |     | »).
    """
    des = des_des_rangees(tuple(lignes))
    return None if des is None else list(des)


@functools.lru_cache(maxsize=LIGNES_GARDEES)
def des_des_rangees(lignes):
    """Retourne les 5 valeurs (un tuple) des dés dessinés sur ``lignes`` (un tuple), ou None."""
    rangees = rangees_en_boites(lignes) or rangees_a_bords_partages(lignes)
    if rangees is None:
        return None
    haut, milieu, bas = rangees
    return tuple(FACES.get((haut[n], milieu[n], bas[n])) for n in range(NB_DES))


def rangees_en_boites(lignes):
    """Retourne les trois rangées de 5 cases de dés en boîtes séparées sur ``lignes``, ou None."""
    if len(lignes) != RANGEES_PAR_DESSIN or not all(RANGEE_DE_DES.match(ligne) for ligne in lignes):
        return None
    return [CASE_DE_DE.findall(ligne) for ligne in lignes]


def rangees_a_bords_partages(lignes):
    """Retourne les trois rangées de 5 cases de dés à bords partagés sur ``lignes``, ou None.

    Chaque case n'y dessine que des points sur du blanc (le fond « _ » en bas) : une rangée
    de tableau aux colonnes de 5 caractères n'en est pas une.
    """
    if len(lignes) != RANGEES_PAR_DESSIN:
        return None
    rangees = [RANGEE_A_BORDS_PARTAGES.match(ligne) for ligne in lignes]
    if not all(rangees):
        return None
    cases = [list(rangee.groups()) for rangee in rangees]
    for rangee, motif in zip(cases, CASES_A_BORDS_PARTAGES):
        if not all(motif.fullmatch(case) for case in rangee):
            return None
    return cases


def fin_du_dernier_dessin(texte):
    """Retourne la position dans ``texte`` juste après le dernier dessin de dés (0 sans dessin)."""
    places = places_des_dessins(texte)
    return places[-1][1] if places else 0


@functools.lru_cache(maxsize=ECRANS_GARDES)
def places_des_dessins(texte):
    """Retourne, dans l'ordre, (début, fin, dés) de chaque dessin de dés de ``texte`` (un tuple).

    Le début est la position de sa première rangée de points, la fin celle qui suit sa dernière ; des lignes
    vides peuvent séparer les rangées. Des dés lus en chiffres ou dans un dessin encadré
    (``MARQUE_DES_DES_LUS``) commencent à la ligne qui précède la marque et finissent avec elle ; les rangées
    de points d'un dessin encadré ne sont pas un dessin du cours.
    """
    places, position = [], 0
    lignes = texte.splitlines(keepends=True)
    encadrees = lignes_encadrees(tuple(ligne.rstrip("\r\n") for ligne in lignes))
    # Les lignes non vides, et la position de chacune : une ligne vide entre deux rangées n'y est pas.
    pleines = []
    for rang, ligne in enumerate(lignes):
        debut, position = position, position + len(ligne)
        if not ligne.strip():
            continue
        pleines.append((debut, ligne.rstrip("\r\n"), rang in encadrees))
        if (lus := des_lus_en_chiffres(ligne)) is not None:
            places.append((pleines[max(len(pleines) - 2, 0)][0], position, tuple(lus)))
            continue
        dernieres = pleines[-RANGEES_PAR_DESSIN:]
        rangees = tuple(rangee for _, rangee, _ in dernieres)
        if (len(rangees) == RANGEES_PAR_DESSIN and not any(encadree for _, _, encadree in dernieres)
                and (des := des_des_rangees(rangees)) is not None):
            places.append((dernieres[0][0], position, des))
    return tuple(places)


def debut_du_dessin(texte, des):
    """Retourne où commence, dans ``texte``, le premier dessin des dés ``des`` (son haut « _____ »
    compris) ; à défaut, le premier haut de dessin ; à défaut, la fin de ``texte``."""
    debut = next((debut for debut, _, dessines in places_des_dessins(texte) if list(dessines) == list(des)),
                 None)
    if debut is None:
        return texte.find(HAUT_DU_DESSIN) if HAUT_DU_DESSIN in texte else len(texte)
    # Le haut du dessin, sa ligne « _____ », précède sa première rangée de points.
    ligne_d_avant = texte.rfind("\n", 0, max(debut - 1, 0)) + 1
    return ligne_d_avant if HAUT_DU_DESSIN in texte[ligne_d_avant:debut] else debut


@functools.lru_cache(maxsize=LIGNES_GARDEES)
def lignes_encadrees(lignes):
    """Retourne les rangs des lignes de ``lignes`` (un tuple) qui sont dans un dessin de dés encadré
    (``dessins``), un ensemble figé."""
    return frozenset(rang for premier, dernier, _ in dessins_encadres(lignes)
                     for rang in range(premier, dernier + 1))


# --- La grille de pointage ---------------------------------------------------------------------

def feuille_vide(feuille):
    """Retourne vrai si les 13 cases de jeu de ``feuille`` sont libres (vides, ou 0 chez une équipe qui
    montre 0 pour une case libre) et ses totaux à 0 (ou vides)."""
    return (all(not feuille.get(case) for case in CASES_DE_JEU)
            and all((feuille.get(total) or 0) == 0 for total in (SOUS_TOTAL_HAUT, TOTAL_HAUT, TOTAL_BAS,
                                                                 GRAND_TOTAL)))


def lire_feuille(texte):
    """Retourne {case: valeur, None si libre} de la dernière grille de pointage lisible, ou None."""
    minuscule = texte.lower()
    blocs = minuscule.split(TITRE_DE_LA_FEUILLE)
    blocs = blocs[1:] if len(blocs) > 1 else blocs
    for bloc in reversed(blocs):
        feuille = lire_un_bloc_de_feuille(bloc)
        if feuille is not None:
            return feuille
    return lire_une_feuille_a_soi(texte)


def lire_un_bloc_de_feuille(bloc):
    """Retourne {case: valeur} d'un bloc qui suit le titre de la grille, ou None s'il n'en a pas l'air.

    Ses cellules se séparent de barres, celles du cours (« | ») ou celles d'un cadre Unicode (« │ », « ║ » :
    tour 29, py2, la feuille du cours dessinée au trait).
    """
    feuille = {}
    lignes = []
    for ligne in bloc.translate(BARRES_UNICODE).splitlines():
        if RANGEE_DE_DES.match(ligne) or RANGEE_A_BORDS_PARTAGES.match(ligne):
            # Un dessin de dés : la feuille est finie. Ce qui le suit (la grille des coups, « | 10 |Brelan |
            # 9 | ») n'en est pas : ses noms rempliraient les étiquettes qu'elle n'a pas lues (revue 8, g21).
            break
        if "|" in ligne:
            lignes.append([sans_accents(cellule) for cellule in ligne.split("|")])
    rangs_des_numeros = colonnes_des_numeros(lignes)
    for cellules in lignes:
        i = 0
        while i < len(cellules) - 1:
            # Une étiquette, puis sa valeur : la valeur n'est jamais relue comme une étiquette (« 4 »).
            # Un numéro suivi du nom de la même case (« 5 », puis « Les 5 ») est une colonne de numéros :
            # l'étiquette est le nom, et la valeur le suit. Dans une feuille qui a une colonne des numéros,
            # le nom d'une face peut être son chiffre (« |  1 | 1  |   | »).
            case = etiquette_de_cellule(cellules[i])
            if (rangs_des_numeros.get(i) == len(cellules) and case in FACES_DU_HAUT
                    and cellules[i + 1] == cellules[i]):
                # Une ligne sans barre après le nom (« | 3 | 3 ») n'a pas de cellule des points : libre.
                valeur = cellules[i + 2] if i + 2 < len(cellules) else ""
                feuille.setdefault(case, valeur_de_cellule(valeur))
                i += 3
            elif case is not None and not nomme_la_meme_case(cellules[i], cellules[i + 1]):
                feuille.setdefault(case, valeur_de_cellule(cellules[i + 1]))
                i += 2
            else:
                i += 1
        if len(feuille) >= CASES_DE_LA_FEUILLE:
            break
    # Une case de jeu dont l'étiquette ne s'est pas lue serait prise pour une case libre (« la case Brelan
    # reçoit None », revue 8, g25) : sans ses 13 cases, le bloc ne se lit pas.
    if len(feuille) < ETIQUETTES_MINIMALES or not all(case in feuille for case in CASES_DE_JEU):
        return None
    return feuille


def colonnes_des_numeros(lignes):
    """Retourne {rang de cellule: nombre de cellules de la ligne} des colonnes des numéros de la feuille : où
    au moins ``LIGNES_D_UNE_COLONNE_DES_NUMEROS`` des ``lignes`` (leurs cellules, sans accents), toutes du
    même nombre de cellules, ont un numéro de case suivi de son nom en mots (« | 10 | Brelan |  | »).

    Tour 77, py_classe : « |  1 | 1  |   | », le nom d'une face est son chiffre, dans la colonne des noms ;
    lu comme l'étiquette 1 et sa valeur 1, la feuille vide montrait les faces remplies : trois faux
    « échoué ». Une colonne des numéros ailleurs que devant les faces (la feuille du cours, « | 10 |Brelan |
    » à droite : relecture 78), ou sur des lignes d'un autre nombre de cellules (« |     1      |   1   | »
    au-dessus de « | 10 | Brelan |  | » : relecture 79), ne change rien à la face 1 qui vaut 1.
    """
    rangs = Counter((rang, len(cellules)) for cellules in lignes for rang, (cellule, suivante)
                    in enumerate(zip(cellules, cellules[1:])) if numero_devant_son_nom(cellule, suivante))
    return {rang: cellules for (rang, cellules), nombre in rangs.items()
            if nombre >= LIGNES_D_UNE_COLONNE_DES_NUMEROS}


def numero_devant_son_nom(numero, cellule):
    """Retourne vrai si ``numero`` (une cellule) est le numéro de la case que ``cellule`` nomme en mots
    (« 10 », puis « brelan »)."""
    case = None if cellule.isdigit() else etiquette_de_cellule(cellule)
    return numero.isdigit() and case is not None and int(numero) in numeros_de_la_case(case)


def etiquette_de_cellule(cellule):
    """Retourne la case qu'étiquette ``cellule`` (sans accents), ou None : « brelan », ou son numéro devant
    son nom (« 10 brelan », « 7 - brelan » : revue 5, d17, une feuille qui ne se lisait plus), ou derrière
    lui (« brelan (10) » : revue 7, f8).

    >>> etiquette_de_cellule("brelan"), etiquette_de_cellule("10 brelan"), etiquette_de_cellule("7 - brelan")
    (10, 10, 10)
    >>> etiquette_de_cellule("brelan (10)"), etiquette_de_cellule("3 brelan") is None
    (10, True)
    >>> etiquette_de_cellule("bonus (63+)"), etiquette_de_cellule("total (haut)")
    (8, 9)
    """
    if cellule in ETIQUETTES:
        return ETIQUETTES[cellule]
    if BONUS_ANNOTE.fullmatch(cellule):
        return BONUS_DU_HAUT
    numerotee = (re.fullmatch(r"(?P<numero>\d+)\s*[-.):=]?\s*(?P<nom>[a-z].*)", cellule)
                 or re.fullmatch(r"(?P<nom>[a-z].*?)\s*[(\[]\s*(?P<numero>\d+)\s*[)\]]", cellule))
    if numerotee is None or numerotee.group("nom") not in ETIQUETTES:
        return None
    case = ETIQUETTES[numerotee.group("nom")]
    return case if int(numerotee.group("numero")) in numeros_de_la_case(case) else None


def nomme_la_meme_case(numero, cellule):
    """Retourne vrai si ``cellule`` nomme en mots (« les 5 », « six (6) ») la case que ``numero`` étiquette
    (« 5 ») : ``numero`` est alors le numéro de la case, devant son nom, et non son étiquette.

    Tour 58, java_tours0 : « |  6 | Six (6) |  6 | » ; le nom numéroté n'était pas reconnu, « 6 » devenait
    l'étiquette et « six (6) » sa valeur, une case libre : « la case les 6 reçoit None au lieu de 6 ».

    >>> nomme_la_meme_case("6", "six (6)"), nomme_la_meme_case("5", "les 5"), nomme_la_meme_case("6", "6")
    (True, True, False)
    """
    return (not cellule.isdigit() and numero in ETIQUETTES
            and etiquette_de_cellule(cellule) == ETIQUETTES[numero])


# --- Une feuille à soi, lue ligne à ligne ----------------------------------------------------------

# Une étiquette en mots dans une ligne d'une feuille à soi (ni les numéros seuls des faces du cours, qui ne
# se distinguent pas d'une valeur, ni les abréviations), la plus longue d'abord (« total haut » avant
# « total »).
ETIQUETTE_EN_MOTS = re.compile(
    r"(?<![a-z0-9])(" + BONUS_ANNOTE.pattern + "|"
    + "|".join(re.escape(nom) for nom in sorted((nom for nom in ETIQUETTES
                                                 if not nom.isdigit() and nom not in ETIQUETTES_ABREGEES),
                                                key=len, reverse=True))
    + r")(?![a-z0-9])")
# Le numéro d'une case devant son nom : entre crochets ou parenthèses (« [10] », « ( 1) »), ou suivi d'une
# marque (« 10) », « 10 - », « 10. »), ou seul (« 10 ») chez une feuille dont la première case d'une ligne
# en porte un seul.
NUMERO_MARQUE_DEVANT = re.compile(r"(?:[\[(]\s*(\d{1,2})\s*[\])]|(?<!\d)(\d{1,2})\s*[).:-])\s*$")
NUMERO_SEUL_DEVANT = re.compile(r"(?<![\d-])(\d{1,2})\s*$")
# Une face nommée par son seul numéro, entre crochets ou suivi de « : », puis sa seule valeur (« [2] 4 »,
# « 3:6 », « 1:. » pour une case libre).
FACE_NOMMEE_PAR_SON_NUMERO = re.compile(r"(?:\[\s*([1-6])\s*\]|(?<![\w.:])([1-6])\s*:)\s*"
                                        r"(-+|\.|\d{1,3})(?!\w)")
# Une face nommée par son seul chiffre derrière son numéro entre crochets ou parenthèses, puis des points de
# conduite (« [ 3] 3 .............   6 » : tour 75, java_suite) ; sans points de conduite, le chiffre pourrait
# être une valeur.
FACE_NOMMEE_PAR_SON_CHIFFRE = re.compile(r"([\[(]\s*([1-6])\s*[\])]\s*)\2(?=\s*\.{2,})")
# Ce qui dit qu'une ligne aux six faces numérotées est celle d'une feuille, non une grille des coups : elle
# commence par « Haut » (« Haut :  [1] -  [2] 4 … », tour 71, java_ligne), ou nomme un total (la feuille
# sur une ligne, « FEUILLE | 1:. 2:. 3:6 … | Sous-total:6 … | TOTAL:22 », tour 74, py_compact).
LIGNE_DES_FACES_NUMEROTEES = re.compile(r"\s*(?:haut|upper|partie du haut)\b|.*\btotal\b")
# Ce qui suit une étiquette jusqu'à la suivante : des points de conduite, « : », « -> », une barre, puis la
# valeur (un nombre, « pts » peut-être) ou la marque d'une case libre (rien, « - », « -- », « — »).
VALEUR_D_UN_SEGMENT = re.compile(r"[\s.:|=_*~#]*(?:->|=>)?[\s.:|=_*~#]*(?P<valeur>-?\d+|-{1,3}|—)?"
                                 r"\s*(?:pts?|points?)?[\s.:|=_*~#]*")
# Combien de lignes d'une feuille à barres, au moins, doivent porter un numéro de case suivi de son nom en
# mots pour dire qu'elle a une colonne des numéros (``colonnes_des_numeros``) : les sept cases du bas.
LIGNES_D_UNE_COLONNE_DES_NUMEROS = 7
# Combien de lignes sans étiquette peuvent séparer deux lignes d'une même feuille à soi (un bord, un titre
# de section, une ligne vide).
LIGNES_ENTRE_DEUX_LIGNES_DE_FEUILLE = 2


def case_de_l_etiquette(etiquette):
    """Retourne la case qu'une étiquette en mots (``ETIQUETTE_EN_MOTS``) nomme."""
    return BONUS_DU_HAUT if BONUS_ANNOTE.fullmatch(etiquette) else ETIQUETTES[etiquette]


def est_son_numero(numero, case):
    """Retourne vrai si ``numero`` (une correspondance de ``NUMERO_MARQUE_DEVANT`` ou de
    ``NUMERO_SEUL_DEVANT``) est celui de ``case``, une case de jeu : un total n'a pas de numéro (« Total bas :
    18   TOTAL » : 18 est la valeur du Total bas, non le rang du Total dans les 19 cases)."""
    return case in CASES_DE_JEU and int(numero.group(1) or numero.group(2)) in numeros_de_la_case(case)


def valeur_d_un_segment(segment):
    """Retourne (lisible, valeur) de ce qui suit une étiquette : la valeur, None pour une case libre ; lisible
    est faux si ce n'est ni l'un ni l'autre (des mots, deux nombres)."""
    trouve = VALEUR_D_UN_SEGMENT.fullmatch(segment)
    if trouve is None:
        return False, None
    valeur = trouve.group("valeur")
    if valeur is None or not valeur.lstrip("-").isdigit() or valeur == "-1":
        return True, None
    return True, int(valeur)


def fin_d_un_autre_nom(ligne, avant, trouvee):
    """Retourne où finit l'étiquette ``trouvee`` de ``ligne``, parenthèse fermante comprise, si elle est,
    entre parenthèses juste après l'étiquette ``avant``, un autre nom de la même case (« Les 1 (as) » :
    tour 66, py_fonctions, une feuille qui ne se lisait pas) ; sinon None."""
    fermante = ligne.find(")", trouvee.end())
    if (fermante < 0 or ligne[avant.end():trouvee.start()].strip() != "("
            or ligne[trouvee.end():fermante].strip()
            or case_de_l_etiquette(avant.group(1)) != case_de_l_etiquette(trouvee.group(1))):
        return None
    return fermante + 1


def cases_d_une_ligne(ligne):
    """Retourne les (case, valeur) que ``ligne`` (sans accents) étiquette en mots, [] si aucune, ou None si
    l'une ne se lit pas (un numéro devant son nom qui n'est pas le sien, une valeur illisible).

    Le numéro devant l'étiquette suivante appartient à elle, pas à la valeur qui le précède : marqué
    (« [16] », « 16) »), ou seul si la première case de la ligne en porte un seul (« 10 Brelan : - 11
    Carre : - ») ; sinon « Surplus 16 Yum - » serait lu le Surplus libre.
    """
    # Chaque étiquette, et où son nom finit (après un autre nom entre parenthèses, s'il en a un).
    trouvees, fins = [], []
    for trouvee in ETIQUETTE_EN_MOTS.finditer(ligne):
        autre = fin_d_un_autre_nom(ligne, trouvees[-1], trouvee) if trouvees else None
        if autre is not None:
            fins[-1] = autre
        else:
            trouvees.append(trouvee)
            fins.append(trouvee.end())
    if not trouvees:
        return []
    debut = ligne[:trouvees[0].start()]
    numeros_seuls = (NUMERO_MARQUE_DEVANT.search(debut) is None
                     and NUMERO_SEUL_DEVANT.search(debut) is not None)
    cases, avant = [], debut
    for rang, trouvee in enumerate(trouvees):
        case = case_de_l_etiquette(trouvee.group(1))
        numero = NUMERO_MARQUE_DEVANT.search(avant) or (NUMERO_SEUL_DEVANT.search(avant) if numeros_seuls
                                                         or rang == 0 else None)
        if numero is not None and not est_son_numero(numero, case):
            if case in CASES_DE_JEU:
                return None
            # Devant un total, un nombre est la valeur qui précède, jamais un numéro.
            numero = None
        fin = trouvees[rang + 1].start() if rang + 1 < len(trouvees) else len(ligne)
        segment = ligne[fins[rang]:fin]
        suivante = trouvees[rang + 1].group(1) if rang + 1 < len(trouvees) else None
        # Le numéro de l'étiquette suivante, s'il est le sien, est retiré de la valeur de celle-ci.
        devant = None
        if suivante is not None:
            devant = NUMERO_MARQUE_DEVANT.search(segment) or (NUMERO_SEUL_DEVANT.search(segment)
                                                              if numeros_seuls
                                                              else numero_seul_apres_une_valeur(segment))
            if devant is not None and not est_son_numero(devant, case_de_l_etiquette(suivante)):
                devant = None
        avant = segment[devant.start():] if devant is not None else ""
        lisible, valeur = valeur_d_un_segment(segment[:devant.start()] if devant is not None else segment)
        if not lisible:
            return None
        cases.append((case, valeur))
    return cases


def numero_seul_apres_une_valeur(segment):
    """Retourne le nombre seul à la fin de ``segment`` (``NUMERO_SEUL_DEVANT``) si une valeur le précède,
    sinon None.

    Une feuille en deux colonnes dont la ligne commence par un total, sans numéro, puis une case numérotée
    (« Sous-total .....  19       16  YUM », tour 76, java_colonnes) : 19 est la valeur, 16 le numéro de la
    case suivante ; la ligne ne se lisait pas, ni la feuille. Seul, le nombre reste la valeur (« Surplus 16
    Yum - »).

    >>> numero_seul_apres_une_valeur(" .....  19       16  ").group(1)
    '16'
    >>> numero_seul_apres_une_valeur(" 16 ") is None
    True
    """
    trouve = NUMERO_SEUL_DEVANT.search(segment)
    if trouve is None:
        return None
    lisible, valeur = valeur_d_un_segment(segment[:trouve.start()])
    return trouve if lisible and valeur is not None else None


def nommer_les_faces_numerotees(ligne):
    """Retourne ``ligne`` (sans accents) où chaque face nommée par son seul numéro (« [2] 4 », « 3:6 ») porte
    aussi son nom (« [2] les 2 4 »), si la ligne a les six faces ainsi, dans l'ordre, et est celle d'une
    feuille (``LIGNE_DES_FACES_NUMEROTEES``) ; sinon ``ligne`` telle quelle."""
    faces = [int(face_numerotee(trouvee)) for trouvee in FACE_NOMMEE_PAR_SON_NUMERO.finditer(ligne)]
    if not LIGNE_DES_FACES_NUMEROTEES.match(ligne) or faces != list(FACES_DU_HAUT):
        return ligne
    return FACE_NOMMEE_PAR_SON_NUMERO.sub(face_et_son_nom, ligne)


def face_numerotee(trouvee):
    """Retourne le numéro (un chiffre en texte) de la face que ``trouvee`` (``FACE_NOMMEE_PAR_SON_NUMERO``)
    nomme."""
    return trouvee.group(1) or trouvee.group(2)


def face_et_son_nom(trouvee):
    """Retourne la face que ``trouvee`` (``FACE_NOMMEE_PAR_SON_NUMERO``) nomme : son numéro entre crochets,
    son nom, sa valeur."""
    face = face_numerotee(trouvee)
    return f"[{face}] les {face} {trouvee.group(3)}"


def lire_une_feuille_a_soi(texte):
    """Retourne {case: valeur, None si libre} de la dernière feuille à soi de ``texte`` (des lignes qui
    étiquettent en mots chacune une case ou plusieurs, « [10] Brelan ..... 23 », « 15) Surplus : 16 »), ou
    None.

    Une feuille se lit toute ou pas du tout : ses lignes se suivent (au plus
    ``LIGNES_ENTRE_DEUX_LIGNES_DE_FEUILLE`` autres entre deux), chaque case et chaque total y est nommé
    une fois, ses 13 cases y sont et assez de totaux (``ETIQUETTES_MINIMALES``) : la grille des coups, qui
    n'a pas de totaux, n'en est pas une. Les faces peuvent n'y être nommées que par leur numéro, entre
    crochets ou suivi de « : », sur une ligne qui les a toutes (``nommer_les_faces_numerotees``), ou par
    leur chiffre derrière leur numéro, puis des points de conduite (``FACE_NOMMEE_PAR_SON_CHIFFRE``).
    """
    blocs, bloc, ecart = [], [], 0
    for ligne in texte.translate(BARRES_UNICODE).splitlines():
        cases = cases_d_une_ligne(nommer_les_faces_numerotees(
            FACE_NOMMEE_PAR_SON_CHIFFRE.sub(r"\1les \2", sans_accents(ligne))))
        if cases or cases is None:
            # Une ligne qui nomme une case sans se lire (None), entre deux lignes de la feuille, la laisse
            # illisible ; avant elle ou après, elle n'en est pas (« YUM - Tour 1/13 », un titre).
            bloc.append(LigneDeFeuille(cases, ecart))
            ecart = 0
            continue
        ecart += 1
        if ecart > LIGNES_ENTRE_DEUX_LIGNES_DE_FEUILLE and bloc:
            blocs.append(bloc)
            bloc = []
    blocs.append(bloc)
    for bloc in reversed(blocs):
        bloc = [ligne.cases for ligne in sans_lignes_de_titre(bloc)]
        if None in bloc:
            continue
        nommees = [case for cases in bloc for case, _ in cases]
        feuille = {case: valeur for cases in bloc for case, valeur in cases}
        if (len(nommees) == len(feuille) and len(feuille) >= ETIQUETTES_MINIMALES
                and all(case in feuille for case in CASES_DE_JEU)):
            return feuille
    return None


class LigneDeFeuille(NamedTuple):
    """Une ligne d'une feuille à soi : ses (case, valeur), None si elle nomme une case sans se lire ; combien
    de lignes sans étiquette la précèdent."""

    cases: list
    ecart: int


def sans_lignes_de_titre(bloc):
    """Retourne ``bloc`` (des ``LigneDeFeuille``) sans les lignes de ses bouts qui ne se lisent pas, ou qui
    ne nomment que des cases que le reste du bloc nomme aussi et que des lignes sans étiquette, ou une ligne
    illisible, séparent du reste : un titre.

    Tour 75, py_ansi : « *** Bienvenue au jeu de YUM *** » au-dessus de la feuille, lu comme le Yum libre ;
    le Yum nommé deux fois, la feuille ne se lisait pas. Sans ligne qui les sépare, les premières lignes
    d'une feuille que suit de près la grille des coups (qui les nomme aussi) ne sont pas un titre
    (relecture 78 : rognées, la feuille se lisait aux points de la grille ; le bloc ne se lit pas).
    """
    def titre(ligne, reste, separee):
        nommees = {case for autre in reste if autre.cases for case, _ in autre.cases}
        return ligne.cases is None or (separee and {case for case, _ in ligne.cases} <= nommees)

    def separees(avant, apres):
        return apres.ecart > 0 or avant.cases is None or apres.cases is None

    while len(bloc) > 1 and titre(bloc[0], bloc[1:], separees(bloc[0], bloc[1])):
        bloc = bloc[1:]
    while len(bloc) > 1 and titre(bloc[-1], bloc[:-1], separees(bloc[-2], bloc[-1])):
        bloc = bloc[:-1]
    return [] if len(bloc) == 1 and bloc[0].cases is None else bloc


def valeur_de_cellule(cellule):
    """Retourne l'entier d'une cellule de la feuille, ou None si elle est libre (vide ou -1).

    Les points peuvent être marqués (« 16 pts » : revue 8, g20, lus comme une case libre).

    >>> valeur_de_cellule("16 pts"), valeur_de_cellule("0"), valeur_de_cellule("-1"), valeur_de_cellule("")
    (16, 0, None, None)
    """
    trouve = re.fullmatch(r"(-?\d+)(?:\s*(?:pts?|points?))?", cellule)
    if trouve and trouve.group(1) != "-1":
        return int(trouve.group(1))
    return None


def contient_une_feuille(texte):
    """Retourne vrai si ``texte`` montre le titre de la grille de pointage du cours."""
    return TITRE_DE_LA_FEUILLE in texte.lower()


@functools.lru_cache(maxsize=ECRANS_GARDES)
def ressemble_a_une_feuille(texte):
    """Retourne vrai si ``texte`` montre une feuille de pointage, celle du cours ou une autre forme.

    Une feuille d'une autre forme (« *** FEUILLE DE POINTS *** », « [10] Brelan ») ne se lit pas,
    mais se reconnaît : ses cases du bas nommées chacune sur sa ligne, et un total. Les choix
    possibles d'un lancer n'ont ni toutes ces cases ni total ; la légende de la question de la
    case (« 10 = Brelan, 11 = Carré… ») les nomme sur une même ligne.
    """
    if contient_une_feuille(texte):
        return True
    nommees, total = set(), False
    for ligne in texte.splitlines():
        propre = sans_accents(ligne)
        total = total or bool(MOTS_DES_TOTAUX.search(propre))
        cases = {case for motif, case in MOTIFS_DES_CASES if case in CASES_DU_BAS and motif.search(propre)}
        if len(cases) == 1:
            nommees |= cases
    return total and len(nommees) >= CASES_DU_BAS_D_UNE_FEUILLE


@functools.lru_cache(maxsize=ECRANS_GARDES)
def pourrait_etre_une_feuille(texte):
    """Retourne vrai si ``texte`` nomme un total et les cases du bas (``CASES_DU_BAS_D_UNE_FEUILLE`` au
    moins, ou ``CASES_DU_BAS_D_UNE_FEUILLE_TITREE`` sous un mot de feuille, ``MOTS_D_UNE_FEUILLE``), même
    plusieurs sur une ligne : peut-être une feuille rangée en colonnes (« 10 Brelan :  -   11 Carre :  - »)
    ou en tableau couché (« | Case  |Brelan |Carre  |Full   | »), peut-être une légende. Rien ne s'en
    conclut, sinon qu'une feuille absente ne se prouve pas (tour 70, java_coursdes et py_mixte : « sans
    grille de pointage » à tort)."""
    propre = sans_accents(texte)
    nommees = {case for motif, case in MOTIFS_DES_CASES if case in CASES_DU_BAS and motif.search(propre)}
    voulues = (CASES_DU_BAS_D_UNE_FEUILLE_TITREE if MOTS_D_UNE_FEUILLE.search(propre)
               else CASES_DU_BAS_D_UNE_FEUILLE)
    return bool(MOTS_DES_TOTAUX.search(propre)) and len(nommees) >= voulues


# --- Les choix possibles, écrits par chaque équipe -------------------------------------------------

def lire_coups(texte, entete=None, rang=None, annonce_d_avant=None):
    """Retourne {case: points non nuls} lus dans la grille des coups possibles qui suit le dernier dessin.

    Retourne None si rien ne s'y lit (voir ``lignes_des_coups``) ; {} si n'y suit que ``entete``, la ligne
    qui, chez ce programme, précède ses coups (``entete_des_coups`` : « Coups possibles : »), ou la feuille
    du cours : aucun coup. ``rang`` : le rang du numéro de la case parmi deux nombres, appris d'un autre
    écran du même programme (``rang_appris``), quand celui-ci ne le dit pas. ``annonce_d_avant`` : la ligne
    qui, chez ce programme, annonce les coups écrits avant les dés (``annonce_des_coups_d_avant``).

    L'en-tête écrit après le dessin dit que les coups sont là, même s'il n'y en a aucun : ils ne se
    cherchent pas avant le dessin (revue 20, py_apres : « => 19 points dans le surplus », le compte rendu
    du tour d'avant, sur des dés dont la somme était aussi 19, passait pour la grille, et « une case
    remplie n'est plus proposée » échouait à tort une correction sur trois).
    """
    apres = lignes_apres_le_dessin(texte)
    tableau = coups_d_un_tableau(apres)
    if tableau is not None:
        return tableau
    propres = tuple(ligne.strip() for ligne in apres)
    if entete is None or entete not in propres:
        return coups_des_lignes(lignes_des_coups(texte, annonce_d_avant), rang)
    # Les lignes de cadre (« ------ », « +----+ ») sous l'en-tête ne sont pas des coups : sans rien d'autre
    # derrière, la grille est vide (tour 41, py_journal).
    suite = [ligne for ligne in apres[propres.index(entete) + 1:] if LETTRE_OU_CHIFFRE.search(ligne)]
    if not suite or (contient_une_feuille(suite[0]) and coups_des_lignes(suite, rang) is None):
        return {}
    return coups_des_lignes(depuis_l_entete(apres), rang)


def coups_d_un_tableau(lignes):
    """Retourne {case: points non nuls} lus dans la grille des coups écrite comme le tableau de l'énoncé
    (§4) : la rangée des indices 0 à 18, puis celle des 19 valeurs ; None si ``lignes`` n'en ont pas.

    La feuille écrite ainsi a des -1 (ses cases libres), ou des totaux (ses cases 7 à 9, 17 et 18) : ce
    n'est pas la grille, qui n'a ni l'un ni l'autre (ses cases inutilisées restent à 0).

    >>> coups_d_un_tableau(("\t".join(map(str, range(19))), "0 1 0 3 4 0 6 0 0 0 0 0 0 15 0 19 0 0 0"))
    {1: 1, 3: 3, 4: 4, 6: 6, 13: 15, 15: 19}
    >>> coups_d_un_tableau((" ".join(map(str, range(19))), " ".join(["-1"] * 7 + ["0"] * 12))) is None
    True
    """
    rangees = [nombres_d_une_rangee(ligne) for ligne in lignes]
    for indices, valeurs in zip(rangees, rangees[1:]):
        if (indices == list(range(NB_CASES)) and valeurs is not None and len(valeurs) == NB_CASES
                and min(valeurs) >= 0 and not any(valeurs[case] for case in range(NB_CASES)
                                                   if case not in CASES_DE_JEU)):
            return {case: valeurs[case] for case in CASES_DE_JEU if valeurs[case]}
    return None


def nombres_d_une_rangee(ligne):
    """Retourne les nombres entiers d'une rangée de tableau (``ligne``, après un nom s'il y en a un :
    « g : »), ou None si autre chose s'y mêle."""
    mots = ligne.replace("|", " ").split()
    while mots and not ENTIER.fullmatch(mots[0]):
        mots.pop(0)
    if not mots or not all(ENTIER.fullmatch(mot) for mot in mots):
        return None
    return [int(mot) for mot in mots]


def rang_appris(texte, annonce_d_avant=None):
    """Retourne le rang du numéro de la case parmi deux nombres que dit la grille des coups de ``texte``
    (``rang_du_numero``), ou None."""
    return rang_du_numero(lignes_des_coups(texte, annonce_d_avant))


def lignes_apres_le_dessin(texte):
    """Retourne les lignes non vides (un tuple) qui suivent le dernier dessin, sauf la dernière (la question
    posée)."""
    return tuple(ligne for ligne in texte[fin_du_dernier_dessin(texte):].splitlines() if ligne.strip())[:-1]


def entete_des_coups(texte):
    """Retourne la ligne qui précède les coups possibles lus après le dernier dessin (« Coups possibles : »),
    ou None s'ils ne s'y lisent pas ou qu'un coup ouvre la liste.

    >>> cinq_1 = "\\n".join((" _____ " * 5, "|     |" * 5, "|  o  |" * 5, "|_____|" * 5, ""))
    >>> entete_des_coups(cinq_1 + "Coups possibles :\\n  Surplus : 5\\nDes a relancer : ")
    'Coups possibles :'
    >>> entete_des_coups(cinq_1 + "  Surplus : 5\\nDes a relancer : ") is None
    True
    >>> lire_coups(cinq_1 + "Coups possibles :\\nDes a relancer : ", "Coups possibles :")
    {}
    >>> lire_coups(cinq_1 + "Coups possibles :\\nDes a relancer : ") is None
    True
    >>> entete_des_coups(cinq_1 + "   1      2      3      4      5\\nCoups :\\n  Surplus : 5\\nDes ? ")
    'Coups :'

    La rangée des numéros des dés, sous leur dessin, n'a pas de mots : elle ne précède pas les coups (revue
    20, py_apres : l'en-tête jamais appris, un compte rendu d'avant le dessin passait pour la grille vide).
    C'est la dernière ligne à mots avant le premier coup : une ligne qui change d'un lancer à l'autre,
    entre le dessin et l'en-tête (« Journal : tour 0, lancer 1 -> 4 5 3 4 2 »), ne se retrouverait jamais
    (tour 41, py_journal : une grille vide ne se disait pas, et le compte rendu du tour d'avant, au-dessus
    des dés, passait pour elle).

    >>> entete_des_coups(cinq_1 + "Journal : 1 1 1 1 1\\n---\\n  Coups\\n---\\n  Surplus : 5\\nDes ? ")
    'Coups'
    """
    lignes = tuple(itertools.dropwhile(lambda ligne: not LETTRE.search(ligne), lignes_apres_le_dessin(texte)))
    if (len(lignes) < 2 or coups_des_lignes(lignes) is None or coups_des_lignes(lignes[:1]) is not None
            or not LETTRE.search(lignes[0])):
        return None
    premier_coup = next((rang for rang, ligne in enumerate(lignes) if coups_des_lignes((ligne,)) is not None),
                        None)
    if premier_coup is None:
        return lignes[0].strip()
    return next(ligne for ligne in reversed(lignes[:premier_coup]) if LETTRE.search(ligne)).strip()


def depuis_l_entete(lignes):
    """Retourne ``lignes`` à partir de la première qui annonce les coups (« Choix possibles », sans nombre),
    ou toutes s'il n'y en a pas.

    Ce qu'un programme écrit entre le dessin et cette annonce (« Main pleine : trois 6 et deux 5 ! ») n'est
    pas un coup (revue 5, d16 : lu comme la Main pleine à 5 points, déjà remplie).
    """
    debut = next((numero for numero, ligne in enumerate(lignes)
                  if not re.search(r"\d", ligne) and ANNONCE_DES_COUPS.search(sans_accents(ligne))), None)
    return lignes if debut is None else lignes[debut:]


@functools.lru_cache(maxsize=ECRANS_GARDES)
def lignes_des_coups(texte, annonce_d_avant=None):
    """Retourne les lignes non vides (un tuple) où se lit la grille des coups possibles du dernier dessin.

    Ce sont celles qui le suivent, sauf la dernière (la question posée). Si rien ne s'y lit et que
    le dernier dessin redessine les mêmes dés que le précédent (dés, coups possibles, mêmes dés,
    question), ce sont celles qui séparent les deux dessins. Si rien ne s'y lit, ce sont celles d'avant
    le dessin (``texte_avant_le_dernier_dessin``), si elles proposent le Surplus à la somme de ses dés
    (``coups_d_avant_le_dessin``), ou si elles suivent ``annonce_d_avant``, la ligne qui annonce les coups
    chez ce programme, apprise d'un écran où le Surplus les signait (``coups_annonces_avant_le_dessin``) ;
    sinon, celles qui le suivent.
    """
    lignes = depuis_l_entete(lignes_apres_le_dessin(texte))
    if coups_des_lignes(lignes) is not None:
        return lignes
    entre = texte_entre_deux_dessins_des_memes_des(texte)
    if entre is not None:
        return tuple(ligne for ligne in entre.splitlines() if ligne.strip())
    # Signés par le Surplus à la somme des dés, les coups d'avant le dessin valent même si des mots le
    # suivent : la question écrite sur deux lignes (« Des a relancer (0 = garder tout) », puis « -> » :
    # relecture 12, py_avant) n'est pas une grille.
    avant = coups_d_avant_le_dessin(texte)
    if avant is not None:
        return avant
    if annonce_d_avant is not None:
        annonces = coups_annonces_avant_le_dessin(texte, annonce_d_avant)
        if annonces is not None:
            return annonces
    return lignes


def lignes_d_avant_le_dessin(texte):
    """Retourne les lignes non vides (un tuple) d'avant le seul dessin de ``texte``
    (``texte_avant_le_dernier_dessin``), sauf celles qui rendent compte d'un choix ou d'un total.

    « Vous inscrivez 6 points. Total : 125 » n'est pas un coup, même à côté de la grille ; « Total de 1 », le
    nom d'une face chez certaines équipes, ne rend compte de rien (relecture 12, java_avant : les faces
    écartées, la grille lue sans elles faisait dire « elle ne la propose pas »).
    """
    return tuple(ligne for ligne in texte_avant_le_dernier_dessin(texte).splitlines() if ligne.strip()
                 and not MOTS_D_UN_COMPTE_RENDU.search(FACE_DITE_TOTAL.sub("", sans_accents(ligne))))


def forme_sans_nombres(ligne):
    """Retourne la forme d'une ligne d'écran qui n'est pas un coup (une annonce des coups, une ligne de leur
    contexte) : sans ses blancs autour, nombres effacés (« Lancer # de # »)."""
    return NOMBRE.sub("#", ligne.strip())


def annonce_des_coups_d_avant(texte):
    """Retourne la forme (``forme_sans_nombres``) de la ligne qui annonce les coups écrits avant le dessin
    de ``texte`` (« Choix possibles : »), s'ils y sont signés par le Surplus (``coups_d_avant_le_dessin``)
    et que rien ne se lit après lui ; sinon None.

    C'est la dernière ligne à mots avant le premier coup ; aucune (un coup ouvre les lignes), None.
    """
    if coups_des_lignes(depuis_l_entete(lignes_apres_le_dessin(texte))) is not None:
        return None
    avant = coups_d_avant_le_dessin(texte)
    if avant is None:
        return None
    premier = next(rang for rang, ligne in enumerate(avant) if coups_des_lignes((ligne,)) is not None)
    annonce = next((ligne for ligne in reversed(avant[:premier]) if LETTRE.search(ligne)), None)
    return None if annonce is None else forme_sans_nombres(annonce)


def coups_annonces_avant_le_dessin(texte, annonce):
    """Retourne les lignes d'avant le seul dessin de ``texte`` qui suivent la dernière de la forme
    ``annonce`` (elle comprise) si des coups s'y lisent, sinon None.

    Une fois le Surplus rempli, il ne signe plus les coups écrits avant les dés (``coups_d_avant_le_dessin``)
    : chez un programme qui les y écrit toujours (« Choix possibles : », la liste, puis le dessin), la moitié
    des grilles ne se lisaient plus, et le carré, qui veut vingt et un tours payants, restait « à vérifier »
    au bout du budget des parties, une correction sur quinze environ (CI, variante
    « juste_coups_avant_les_des_a_barres »). L'annonce que le Surplus a signée une fois dit où ils sont :
    ce qui la précède (le compte rendu du tour d'avant) n'en est pas.
    """
    avant = lignes_d_avant_le_dessin(texte)
    debut = next((rang for rang in reversed(range(len(avant)))
                  if forme_sans_nombres(avant[rang]) == annonce), None)
    if debut is None or coups_des_lignes(avant[debut + 1:]) is None:
        return None
    return avant[debut:]


def coups_d_avant_le_dessin(texte):
    """Retourne les lignes d'avant le seul dessin de ``texte`` (``lignes_d_avant_le_dessin``) si elles
    proposent le Surplus à la somme de ses dés (``signee_par_le_surplus``), sinon None."""
    avant = lignes_d_avant_le_dessin(texte)
    des = places_des_dessins(texte)[-1][2] if places_des_dessins(texte) else (None,)
    return avant if signee_par_le_surplus(coups_des_lignes(avant), des) else None


def signee_par_le_surplus(coups, des):
    """Retourne vrai si ``coups`` (lus avant le dessin de ``des``) proposent le Surplus à la somme de ces dés.

    Avant un dessin peuvent s'écrire bien d'autres choses qui nomment une case et un nombre : le compte rendu
    du tour d'avant (« Vous avez choisi Brelan : 17 points », « Total : 100 »), un rappel des règles
    (« Main pleine : 25 pts »). Une grille de ces dés-là, elle, propose le Surplus libre à leur somme ;
    celles d'où il manque ne se lisent pas là.
    """
    return bool(coups) and None not in des and coups.get(SURPLUS) == sum(des)


def texte_avant_le_dernier_dessin(texte):
    """Retourne le texte qui précède le seul dessin de ``texte``, après la feuille du cours s'il y en a une ;
    "" s'il y a plus d'un dessin, ou si ce texte a l'air d'une feuille d'une autre forme.

    Certaines équipes montrent les coups possibles d'un lancer avant ses dés (« Lancer 2 », les coups, le
    dessin, la question) : ils sont là, et nulle part ailleurs. Entre deux dessins de dés différents, ils
    seraient ceux du premier : ils ne valent pas pour le second.
    """
    places = places_des_dessins(texte)
    if len(places) != 1:
        return ""
    lignes = texte[:places[0][0]].splitlines()
    fin_de_la_feuille = max((i for i, ligne in enumerate(lignes)
                             if RANGEE_DE_FEUILLE.match(ligne) or contient_une_feuille(ligne)), default=-1)
    avant = "\n".join(lignes[fin_de_la_feuille + 1:])
    return "" if ressemble_a_une_feuille(avant) else avant


def contexte_des_coups(texte, annonce_d_avant=None):
    """Retourne la forme de l'écran où se lit la grille des coups : ses autres lignes, nombres effacés
    (``annonce_d_avant`` : voir ``lire_coups``).

    Deux écrans de la même forme (« Vous pouvez inscrire : », le rang des numéros des dés) montrent
    la même chose ; une grille sans le Surplus libre se lit dans un écran de la forme de celles qui
    l'ont (``jugements.grille_lue``).

    >>> sorted(contexte_des_coups("Lancer 2/3\\nVous pouvez inscrire :\\n  Case 4 (4) : 8 points\\nCase ? "))
    ['Lancer #/#', 'Vous pouvez inscrire :']
    """
    return frozenset(forme_sans_nombres(ligne) for ligne in lignes_des_coups(texte, annonce_d_avant)
                     if coups_sur_une_ligne(ligne) is None and lire_une_ligne_de_coup(ligne) is None
                     and coups_a_barres(ligne) is None)


def texte_entre_deux_dessins_des_memes_des(texte):
    """Retourne le texte entre les deux derniers dessins de ``texte`` s'ils montrent les mêmes dés, ou None.

    Une grille de pointage entre eux (un autre tour) donne None, comme moins de deux dessins.
    """
    places = places_des_dessins(texte)
    if len(places) < 2:
        return None
    (_, fin_avant, des_avant), (debut, _, des) = places[-2:]
    entre = texte[fin_avant:debut]
    if des != des_avant or contient_une_feuille(entre):
        return None
    return entre


def coups_des_lignes(lignes, rang=None):
    """Retourne {case: points non nuls} lus sur ``lignes``, ou None si aucune n'est une ligne de coup, ou
    si l'une ne se lit pas qui a la forme d'une ligne lue (``lignes_soeurs_non_lues``).

    ``rang`` : voir ``rang_du_numero`` ; le rang que disent ces lignes l'emporte sur lui.
    """
    coups = lecture_des_lignes(tuple(lignes), rang)[0]
    # Une copie : la valeur gardée en mémoire (lru_cache) ne doit pas pouvoir changer.
    return None if coups is None else dict(coups)


def ligne_lue_a_moitie(texte, rang=None, annonce_d_avant=None):
    """Retourne la première ligne de la grille des coups de ``texte`` qui ne se lit pas mais a la forme
    d'une ligne lue (la grille ne se lit alors pas : ``coups_des_lignes``), ou None."""
    return lecture_des_lignes(lignes_des_coups(texte, annonce_d_avant), rang)[1]


@functools.lru_cache(maxsize=ECRANS_GARDES)
def lecture_des_lignes(lignes, rang=None):
    """Retourne ({case: points non nuls} lus sur ``lignes`` ou None, la première ligne qui ne se lit pas
    mais a la forme d'une ligne lue ou None) : voir ``coups_des_lignes``."""
    lignes = points_joints_a_leur_case(tuple(lignes))
    coups, lues = {}, 0
    # Les formes des lignes lues, et les lignes qui ne se lisent pas : voir ``lignes_soeurs_non_lues``.
    formes_lues, non_lues = set(), []
    colonne = colonne_des_points(lignes)
    appris = rang_du_numero(lignes)
    rang = appris if appris is not None else rang
    en_deux_rangees = coups_en_deux_rangees(lignes)
    legende = est_une_legende_des_cases(lignes)
    if en_deux_rangees is not None:
        coups.update({case: points for case, points in en_deux_rangees[0].items() if points})
        lues += 1
    for numero, ligne in enumerate(lignes):
        if en_deux_rangees is not None and numero in en_deux_rangees[1]:
            continue
        if legende and FACE_NUMEROTEE_PAR_ELLE_MEME.match(ligne):
            # « 2 - 2 » sous « 10 - Brelan », « 16 - YUM » : la face 2 nommée par son chiffre, dans une
            # légende ou un menu des cases, non la face 2 à 2 points (tour 31, j1 : deux faux « échoué »).
            continue
        if LISTE_DES_CASES_LIBRES.match(sans_accents(ligne)):
            # « Cases libres : Les 2 (2) » : « 2 (2) » n'est pas un coup en ligne (revue 10, k18).
            continue
        lu = lire_une_rangee(ligne, colonne) if colonne is not None and numero > colonne[0] else None
        if lu is not None:
            lues += 1
            formes_lues.add(forme_d_une_ligne(ligne))
            if lu[1]:
                coups[lu[0]] = lu[1]
            continue
        en_ligne = coups_sur_une_ligne(ligne)
        if en_ligne is not None:
            lues += 1
            formes_lues.add(forme_d_une_ligne(ligne))
            coups.update({case: points for case, points in en_ligne.items() if points})
            continue
        # Des coups côte à côte d'abord : lue en entier, la ligne ne donnerait que le dernier.
        a_barres = coups_en_colonnes(ligne)
        lu = lire_une_ligne_de_coup(ligne) if a_barres is None else None
        a_barres = coups_a_barres(ligne) if a_barres is None and lu is None else a_barres
        if a_barres is not None:
            lues += 1
            coups.update(dict(a_barres))
        if lu is None:
            if a_barres is None and not dans_la_feuille(lignes, numero):
                non_lues.append(ligne)
            elif a_barres is not None:
                # Chaque colonne d'une ligne lue colonne par colonne a aussi la forme d'une ligne lue : une
                # ligne voisine dont une colonne ne se lit pas rend la grille lue à moitié.
                formes_lues.update(forme_d_une_ligne(morceau) for morceau in ligne_et_ses_colonnes(ligne))
            continue
        formes_lues.add(forme_d_une_ligne(ligne))
        case, points = lu
        if rang is not None and (deux := deux_nombres_nommes(ligne)) is not None and deux[0] == case and all(
                nombre in numeros_de_la_case(case) for nombre in deux[1]):
            # Deux numéros de la case (« 8 | 11 | Carre » : 8 est celui du carré de 1 à 13) : le numéro est à
            # son rang dans les listes de ce programme, les points à l'autre.
            points = deux[1][1 - rang]
        lues += 1
        if points:
            coups[case] = points
    soeur = lignes_soeurs_non_lues(non_lues, formes_lues)
    if not lues or soeur is not None:
        return None, soeur
    return coups, None


def dans_la_feuille(lignes, numero):
    """Retourne vrai si la ligne ``numero`` de ``lignes`` est une rangée de la feuille de pointage du cours,
    ou suit son titre : elle n'est pas une ligne de la grille des coups qui ne se lit pas (revue 5, d7 : la
    feuille montrée sous les coups, « |Sous total | 0 | |YUM | | », avait trois cellules comme eux)."""
    return bool(RANGEE_DE_FEUILLE.match(lignes[numero])) or any(
        contient_une_feuille(ligne) for ligne in lignes[:numero + 1])


def forme_d_une_ligne(ligne):
    """Retourne la forme d'une ligne de la grille des coups : ses nombres effacés (« # »), les noms des cases
    aussi (« @ ») ; une rangée de tableau encadrée de barres, son nombre de cellules (une étiquette qu'on ne
    connaît pas, « Br », est une étiquette).

    >>> forme_d_une_ligne("Case 10 -> 25 pts") == forme_d_une_ligne("Case 4 -> 4 pts")
    True
    >>> forme_d_une_ligne("| 10 |Br     |   24 |") == forme_d_une_ligne("|  5 |5      |   15 |")
    True
    >>> forme_d_une_ligne("Score : 45") == forme_d_une_ligne("Brelan : 17")
    False
    >>> forme_d_une_ligne("[ 4] Les 4      8") == forme_d_une_ligne("[15] Surplus   13")
    True
    >>> forme_d_une_ligne("[1] 2 points -> tapez 1") == forme_d_une_ligne("[Surplus] 11 points -> tapez 15")
    True
    """
    if ligne.strip().startswith("|"):
        return f"| {len(cellules(ligne))}"
    texte = sans_accents(ligne)
    for motif in MOTIFS_DES_NOMS_ENTIERS:
        texte = motif.sub("@", texte)
    texte = re.sub(r"@(?:\s*@)+", "@", NOMBRE.sub("#", FACE_NOMMEE.sub("@", texte)))
    # Un numéro calé à droite entre crochets (« [ 4] » sous « [15] ») : la même forme.
    texte = re.sub(r"([\[(])\s+|\s+([\])])", r"\1\2", texte)
    # Entre crochets, un numéro ou un nom désigne la case : « [1] 2 points -> tapez 1 » a la forme de
    # « [Surplus] 11 points -> tapez 15 » (tour 29, j3 : la seconde lue seule, les faces « oubliées »).
    texte = re.sub(r"\[[#@]\]", "[@]", texte)
    return " ".join(texte.split())


def est_une_legende_des_cases(lignes):
    """Retourne vrai si une des ``lignes`` nomme une case du bas derrière son numéro, sans points ensuite
    (« 10 - Brelan ») : elles sont une légende, ou un menu des cases.

    >>> est_une_legende_des_cases(("Boxes:", "   2 - 2", "  10 - Brelan", "  16 - YUM"))
    True
    >>> est_une_legende_des_cases(("   2 - 2", "  10 - Brelan : 17"))
    False
    """
    for ligne in lignes:
        propre = sans_accents(ligne)
        for trouve in NUMERO_DEVANT_UN_NOM.finditer(propre):
            suite = propre[trouve.end():]
            if any(case in CASES_DU_BAS and (nom := motif.match(suite))
                   and not NOMBRE.search(suite[nom.end():]) for motif, case in MOTIFS_DES_CASES):
                return True
    return False


def lignes_soeurs_non_lues(non_lues, formes_lues):
    """Retourne la première des lignes ``non_lues`` qui porte un nombre et a la forme d'une ligne lue de la
    même grille (``forme_d_une_ligne``), elle ou l'une de ses colonnes (``DEBUT_D_UNE_COLONNE``), ou None.

    Une grille lue à moitié ferait dire « elle ne la propose pas » de ce qui n'a pas été lu (revue 8 : « Case
    4 -> 4 pts » lu, « Case 10 -> 25 pts » non ; « | 10 |Br | 24 | », une étiquette abrégée) : ce qui ne se
    comprend pas est « à vérifier », jamais « échoué ». La grille entière ne se lit pas. Une ligne qui
    commence par un numéro a aussi la forme d'une ligne lue si ses mots seuls diffèrent
    (``squelette_d_une_forme`` : tour 33, java_format, « 13) Courte seq. 15 » non lue, la petite suite dite
    « oubliée »).
    """
    squelettes_lus = {squelette for forme in formes_lues
                      if NUMERO_EN_TETE.match(squelette := squelette_d_une_forme(forme))}
    return next((ligne for ligne in non_lues if NOMBRE.search(ligne) and any(
        (forme := forme_d_une_ligne(morceau)) in formes_lues
        or (squelette_d_une_forme(forme) in squelettes_lus and commence_par_un_numero_de_case(morceau))
        for morceau in ligne_et_ses_colonnes(ligne))), None)


def ligne_et_ses_colonnes(ligne):
    """Retourne ``ligne``, puis chacune de ses colonnes de coups (``colonnes_de_coups``)."""
    return [ligne, *colonnes_de_coups(ligne)]


def colonnes_de_coups(ligne):
    """Retourne les colonnes de coups de ``ligne``, sans les blancs autour : coupée devant chaque début de
    colonne (``DEBUT_D_UNE_COLONNE``, ``DEBUT_D_UNE_COLONNE_A_FACE``), ``[ligne]`` s'il n'y en a pas.

    >>> colonnes_de_coups(" 1 - 1      :   3     5 - 5      :   5")
    ['1 - 1      :   3', '5 - 5      :   5']
    >>> colonnes_de_coups(" 1 - 4     2 - 6     3 - 1")
    ['1 - 4     2 - 6     3 - 1']
    """
    texte = ligne.strip()
    coupures = sorted({trouve.span() for motif in (DEBUT_D_UNE_COLONNE, DEBUT_D_UNE_COLONNE_A_FACE)
                       for trouve in motif.finditer(texte)})
    colonnes, debut = [], 0
    for avant, apres in coupures:
        colonnes.append(texte[debut:avant])
        debut = apres
    return [*colonnes, texte[debut:]]


def commence_par_un_numero_de_case(ligne):
    """Retourne vrai si ``ligne`` commence par un numéro de case, dans l'une ou l'autre numérotation (de 1 à
    16), et ne parle ni d'un total ni d'autre chose que d'une case (« 7) Sous-total  0 », « 2 relances
    restantes sur 3 », « 0 - Annuler la partie : 0 » : relecture du 28 novembre)."""
    texte = sans_accents(ligne)
    numero = re.match(r"\s*[\[(]?\s*(\d+)", texte)
    return (numero is not None and min(CASES_DE_JEU) <= int(numero.group(1)) <= max(CASES_DE_JEU)
            and not MOTS_DES_TOTAUX.search(texte) and not MOTS_HORS_GRILLE.search(texte))


def squelette_d_une_forme(forme):
    """Retourne ``forme`` (``forme_d_une_ligne``) dont chaque suite de mots devient « @ » : une étiquette que
    le correcteur ne connaît pas (« 13) Courte seq.  15 ») a le squelette d'une ligne lue (« 15) Surplus
    20 »).

    >>> squelette_d_une_forme("#) courte seq. #"), squelette_d_une_forme("#) total @ #")
    ('#) @ #', '#) @ #')
    """
    return " ".join(MOTS_D_UNE_FORME.sub("@", forme).split())


def coups_en_deux_rangees(lignes):
    """Retourne ({case: points}, les rangs des lignes lues) d'une grille des coups en deux rangées, les
    numéros des cases puis leurs points, comme le tableau du §4 de l'énoncé (« Case : 1 3 », « Points : 2
    3 »), ou None. Un tableau trop large pour une ligne se coupe en plusieurs paires de rangées : toutes se
    lisent. Les numéros 1 à 5 tout juste, dans l'ordre, sous des « valeurs », sont ceux des dés (« No | 1 |
    2 | 3 | 4 | 5 | », puis « Valeur | 3 | 5 | 1 | 2 | 6 | ») : pas une grille des coups ; sous des
    « points », ce sont les faces 1 à 5 des dés 1 2 3 4 5 (le début d'une grille coupée).

    >>> coups_en_deux_rangees(("Coups possibles :", "Case   :   1   3", "Points :   2   3"))
    ({1: 2, 3: 3}, (1, 2))
    >>> coups_en_deux_rangees(("Case  |  1 |  3 |", "Points|  2 |  3 |", "Case  | 15 |", "Points| 17 |"))
    ({1: 2, 3: 3, 15: 17}, (0, 1, 2, 3))
    >>> coups_en_deux_rangees(("No     | 1 | 2 | 3 | 4 | 5 |", "Valeur | 3 | 5 | 1 | 2 | 6 |")) is None
    True
    >>> coups_en_deux_rangees(("Case | 1 | 2 | 3 | 4 | 5 |", "Points | 1 | 2 | 3 | 4 | 5 |", "Case | 15 |",
    ...                        "Points | 15 |"))[0]
    {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 15: 15}
    """
    coups, rangs = {}, ()
    for numero, (ligne, suivante) in enumerate(zip(lignes, lignes[1:])):
        numeros = RANGEE_DES_NUMEROS.match(sans_accents(ligne))
        points = RANGEE_DES_POINTS.match(sans_accents(suivante))
        if numeros is None or points is None:
            continue
        cases, valeurs = ([int(nombre) for nombre in SEPARATEURS_D_UNE_RANGEE.split(
            rangee.group("nombres").strip(" ,|"))] for rangee in (numeros, points))
        if tuple(cases) == NUMEROS_DES_DES and points.group("etiquette") in ETIQUETTES_DES_VALEURS_DES_DES:
            continue
        if len(cases) == len(valeurs) and len(set(cases)) == len(cases) and all(
                case in CASES_DE_JEU for case in cases):
            coups.update(zip(cases, valeurs))
            rangs += (numero, numero + 1)
    return (coups, rangs) if rangs else None


def points_joints_a_leur_case(lignes):
    """Retourne ``lignes`` (un tuple) où chaque ligne qui ne porte que des points (« -> 21 pts ») est jointe
    à celle qui la précède, si celle-ci nomme une seule case sans autre nombre que son numéro (« Brelan
    (10) ») : un coup écrit sur deux lignes (revue 8, g23)."""
    jointes = []
    for ligne in lignes:
        if (jointes and POINTS_SEULS.match(sans_accents(ligne)) and LETTRE.search(jointes[-1])
                and case_sans_points(sans_accents(jointes[-1])) is not None):
            jointes[-1] = f"{jointes[-1]}   {ligne.strip()}"
        else:
            jointes.append(ligne)
    return tuple(jointes)


def cases_nommees(texte):
    """Retourne les cases que nomme ``texte`` (sans accents) : par leur nom, ou une face (« Les 5 »)."""
    return ({case for motif, case in MOTIFS_DES_CASES if motif.search(texte)}
            | {int(face) for face in FACE_NOMMEE.findall(texte)})


def case_sans_points(texte):
    """Retourne la case que nomme seule ``texte`` (sans accents), si ses seuls nombres sont ses numéros
    (« brelan (10) », « [10] brelan », « les 2 (2) »), ou None."""
    cases = cases_nommees(texte)
    if len(cases) != 1:
        return None
    (case,) = cases
    return case if all(int(nombre) in numeros_de_la_case(case) for nombre in NOMBRE.findall(texte)) else None


def deux_nombres_nommes(ligne):
    """Retourne (case, [deux nombres]) d'une ligne qui nomme une case du bas et porte deux nombres hors de son
    nom (« 8 | 11 | Carre », « Brelan   21   10 »), ou None."""
    texte = sans_accents(ligne)
    nommees = [(motif, case) for motif, case in MOTIFS_DES_CASES if motif.search(texte)]
    if len({case for _, case in nommees}) != 1:
        return None
    motif, case = nommees[0]
    nombres = [int(nombre) for nombre in NOMBRE.findall(motif.sub(" ", texte))]
    return (case, nombres) if len(nombres) == 2 else None


def rang_du_numero(lignes):
    """Retourne le rang (0 ou 1) du numéro de la case parmi les deux nombres des lignes de ``lignes`` qui en
    portent deux (``deux_nombres_nommes``), appris des lignes où un seul des deux est ce numéro, s'il est le
    même dans toutes ; sinon None.

    « 8 | 11 | Carre » : 8 est aussi le numéro du carré de 1 à 13 ; « 25 | 12 | Main pleine », sans
    ambiguïté, dit que le numéro vient second (revue 6, e17 : le carré lu à 11 points). La somme des dés ne
    le dit pas : un Surplus faux se lirait juste.
    """
    rangs = set()
    for ligne in lignes:
        deux = deux_nombres_nommes(ligne)
        if deux is None or lire_une_ligne_de_coup(ligne) is None:
            # Une rangée de la feuille (« |     6  |    |  |Surplus  |  15  | ») n'est pas un coup : elle ne
            # dit rien du rang du numéro dans les coups.
            continue
        case, nombres = deux
        numeros = numeros_de_la_case(case)
        dedans = [rang for rang, nombre in enumerate(nombres) if nombre in numeros]
        if len(dedans) == 1:
            rangs.add(dedans[0])
    return rangs.pop() if len(rangs) == 1 else None


def cellules(ligne):
    """Retourne les cellules non vides d'une ligne de tableau (``SEPARATEUR_DE_CELLULES``)."""
    return [cellule for cellule in SEPARATEUR_DE_CELLULES.split(ligne.strip()) if cellule]


def colonne_des_points(lignes):
    """Retourne (le rang de la ligne d'en-tête, le rang de la colonne des points, le nombre de colonnes)
    d'un tableau de coups dont l'en-tête nomme ses colonnes (« Case | Points | No », « Pts | No | Case »,
    « Combinaison   Points   N° »), ou None.

    L'en-tête n'a aucun chiffre, deux cellules au moins, et une seule qui nomme des points : les colonnes
    peuvent venir dans tout ordre (revue 5, d2 ; revue 6 : le numéro de la case, derrière ou devant les
    points, était lu comme eux).
    """
    for numero, ligne in enumerate(lignes):
        noms = [sans_accents(cellule) for cellule in cellules(ligne)]
        if re.search(r"\d", ligne) or len(noms) < 2:
            continue
        points = [rang for rang, nom in enumerate(noms) if nom in NOMS_DE_LA_COLONNE_DES_POINTS]
        if len(points) == 1:
            return numero, points[0], len(noms)
    return None


def lire_une_rangee(ligne, colonne):
    """Retourne (case, points) d'une rangée du tableau de ``colonne`` (``colonne_des_points``), ou None.

    Les points sont le nombre de leur colonne ; la case se lit sur les autres cellules (son nom, ou son
    numéro) ; une rangée qui n'a pas autant de cellules que l'en-tête n'en est pas une.
    """
    _, rang, nombre = colonne
    morceaux = cellules(ligne)
    if len(morceaux) != nombre or not morceaux[rang].isdigit():
        return None
    autres = morceaux[:rang] + morceaux[rang + 1:]
    # Une cellule de mots seule d'abord : une description (« Brelan et une paire ») à côté du nom de la case
    # en nommerait deux (revue 7, f2) ; puis toutes ensemble (un numéro de case seul, sans nom).
    essais = [cellule for cellule in autres if LETTRE.search(cellule)] + ["   ".join(autres)]
    for essai in essais:
        reste = lire_une_ligne_de_coup(essai + "   0")
        if reste is not None:
            return reste[0], int(morceaux[rang])
    return None


@functools.lru_cache(maxsize=LIGNES_GARDEES)
def coups_en_colonnes(ligne):
    """Retourne les (case, points non nuls) de deux à ``COLONNES_DE_COUPS_AU_PLUS`` coups écrits côte à côte,
    chacun derrière son numéro, ou None si ``ligne`` n'en est pas qui se lisent chacun seul.

    >>> coups_en_colonnes("  1 : Les 1      1     15 : Surplus         20")
    ((1, 1), (15, 20))
    >>> coups_en_colonnes("    4 - Les 4 ...........  --     13 - Petite suite ....   0")
    ()
    >>> coups_en_colonnes("(1) Les 1      3       (10) Brelan      --")
    ((1, 3),)
    >>> coups_en_colonnes("  [2] Les 2 = 2             [5] Les 5 = 15            [10] Brelan = 20")
    ((2, 2), (5, 15), (10, 20))
    >>> coups_en_colonnes("  [ 1] Les 1           2     [ 4] Les 4           8")
    ((1, 2), (4, 8))
    >>> coups_en_colonnes("   (3) Les 3          3       (11) Carre         27")
    ((3, 3), (11, 27))
    >>> coups_en_colonnes(" 1 Ones              4    3 Threes            3   11 Four of a kind    7")
    ((1, 4), (3, 3), (11, 7))
    """
    colonnes = colonnes_de_coups(ligne)
    if len(colonnes) < 2 and nomme_plusieurs_cases(ligne):
        # Le nom d'abord, chaque coup dans sa colonne (« Les 5 (5) : 15      Brelan (10) : 19 » : revue 9,
        # h4, pris pour une légende).
        colonnes = re.split(r"\s{3,}", ligne.strip())
    if not 2 <= len(colonnes) <= COLONNES_DE_COUPS_AU_PLUS:
        return None
    colonnes = [ANNOTATION_EN_FIN.sub("", colonne) for colonne in colonnes]
    lus = [colonne_d_une_case_remplie(colonne) if colonne.rstrip().endswith("-")
           else lire_une_ligne_de_coup(colonne) for colonne in colonnes]
    if None in lus:
        return None
    # Un tuple : la valeur gardée en mémoire (lru_cache) ne doit pas pouvoir changer.
    return tuple(sorted((case, points) for case, points in lus if points))


def colonne_d_une_case_remplie(colonne):
    """Retourne (case, 0) d'une colonne qui finit par des tirets (« 4 - Les 4 ....... -- », « (10) Brelan
    -- ») si ce qui les précède nomme une seule case et n'a d'autres nombres que ses numéros ; sinon None.

    Une case remplie ne propose rien : ses seuls nombres sont ceux de l'étiquette, jamais des points. Lue à
    0, les autres colonnes de la ligne se lisent (relecture du 28 novembre : la ligne entière écartée
    perdait « (1) Les 1  3 » à sa gauche, sans dire la grille lue à moitié).

    >>> colonne_d_une_case_remplie("(10) Brelan      --"), colonne_d_une_case_remplie("4 - Les 4 ...... --")
    ((10, 0), (4, 0))
    >>> colonne_d_une_case_remplie("(6) Les 6     24  --") is None
    True
    """
    case = case_sans_points(sans_accents(colonne.rstrip().rstrip("-")))
    return None if case is None else (case, 0)


@functools.lru_cache(maxsize=LIGNES_GARDEES)
def coups_a_barres(ligne):
    """Retourne les (case, points non nuls) d'une liste de coups séparés par des barres, ou None si
    ``ligne`` n'en est pas une.

    Chaque morceau y est un coup qui se lit seul, ou une case qui ne rapporte rien (« Carre (11): - ») ;
    une rangée de la feuille du cours n'en est pas une, ni une ligne dont un morceau ne se lit pas.

    >>> coups_a_barres("Brelan (10): 17 | Carre (11): - | Surplus (15): 17 | Yum (16): -")
    ((10, 17), (15, 17))
    >>> coups_a_barres("Possibilites -> 1: 3 | 2: - | 3: 9 | 6: 12")
    ((1, 3), (3, 9), (6, 12))
    >>> coups_a_barres("De 1: 3 | De 2: 5 | De 3: 5") is None
    True
    >>> coups_a_barres("|Brelan       |  17   |") is None
    True
    >>> coups_a_barres("Sous total: - | Bonus: -") is None
    True
    """
    if "|" not in ligne or RANGEE_DE_FEUILLE.match(ligne) or contient_une_feuille(sans_accents(ligne)):
        return None
    morceaux = [morceau for morceau in ligne.split("|") if morceau.strip()]
    if not any(MORCEAU_SANS_POINTS.fullmatch(morceau.strip())
               or any(motif.search(sans_accents(morceau)) for motif, _ in MOTIFS_DES_CASES)
               for morceau in morceaux):
        # Ni un nom de case ni une case sans points : une liste des dés (« Dé 1: 3 | Dé 2: 5 | … »).
        return None
    coups = {}
    for morceau in morceaux:
        sans_points = MORCEAU_SANS_POINTS.fullmatch(morceau.strip())
        # « Carre (11): - » se lit comme « Carre (11): 0 » : une case nommée, qui ne rapporte rien.
        lu = lire_une_ligne_de_coup(morceau.rstrip().rstrip("-") + "0" if sans_points else morceau)
        if lu is None:
            return None
        if lu[1]:
            coups[lu[0]] = lu[1]
    # Un tuple : la valeur gardée en mémoire (lru_cache) ne doit pas pouvoir changer.
    return tuple(sorted(coups.items())) if len(morceaux) >= MORCEAUX_D_UNE_LISTE_A_BARRES else None


@functools.lru_cache(maxsize=LIGNES_GARDEES)
def lire_une_ligne_de_coup(ligne):
    """Retourne (case, points) d'une ligne des coups possibles, ou None si elle n'en est pas une."""
    if ligne.strip().startswith("|"):
        # « |  1 | Les 1 |   X | » : une case prise, dans un tableau de toutes les cases, ne propose rien.
        ligne = CELLULE_D_UNE_CASE_PRISE.sub(r"\g<1>0\g<2>", ligne)
    texte = DES_DU_COUP.sub(" ", ANNOTATION_EN_FIN.sub("", sans_accents(ligne)))
    if contient_une_feuille(texte) or RANGEE_DE_FEUILLE.match(ligne) or LISTE_DES_CASES_LIBRES.match(texte):
        return None
    if ZERO_EN_MOTS.search(texte) and (nulle := case_sans_points(texte)) is not None:
        return nulle, 0
    if ("!" in texte and not POINTS_MARQUES.search(texte) and not re.match(r"\s*[|\[(]?\s*\d", texte)
            and not NUMERO_PUIS_POINTS_EN_FIN.search(texte)):
        # Une exclamation sans points marqués, ni numéro de case devant (« >>> Petite suite 2-3-4-5 ! »,
        # « YUM ! Cinq 4 ! ») annonce une figure, elle ne propose pas de coup (revue 6, e19 et e20) ;
        # « | 16 |YUM !  |  30 | » en propose un (revue 7, f7).
        return None
    if MOTS_D_UN_CONSEIL.search(texte):
        # « Astuce : le Surplus (15) accepte tous les des » : pas un coup (revue 7, f9).
        return None
    nommees = [(case, motif.pattern) for motif, case in MOTIFS_DES_CASES if motif.search(texte)]
    if (len({case for case, _ in nommees}) > 1 or len(LEGENDE.findall(texte)) > 1
            or deux_etiquettes_numerotees(texte)):
        # Une légende (« 10 = Brelan, 11 = Carré… ») ou la liste de toutes les cases en deux
        # colonnes (« 1 - Les 1 … 3     10 - Brelan … -- ») : pas un coup proposé.
        return None
    a_taper = NUMERO_A_TAPER.search(texte)
    texte = NUMERO_A_TAPER.sub(" ", texte)
    if nommees:
        case, motif = nommees[0]
        # Le numéro de la case devant son nom (« 16 - YUM … -- », « 10 = Brelan (17 points) ») n'est
        # jamais ses points ; devant « = », un autre numéro que celui de l'énoncé non plus.
        texte = re.sub(rf"(?<![\w-]){case}\s*[-.)]\s*(?={motif})", " ", texte)
        texte = re.sub(rf"(?<![\w-])\d+\s*=\s*(?={motif})", " ", texte)
        texte = re.sub(rf"((?:{motif})\w*){FACE_D_UNE_FIGURE}", r"\1", texte)
        nombres = [int(n) for n in NOMBRE.findall(re.sub(motif, " ", texte))]
        numeros = numeros_de_la_case(case)
        # Entre parenthèses, seul le numéro de l'énoncé : « case 11 : Carre (8) » montre ses 8 points, non le
        # numéro 8 du carré de 1 à 13.
        mots = set(re.findall(r"[a-z]+", re.sub(rf"(?:{motif})\w*", " ", texte))) - MOTS_DES_POINTS
        listee = re.fullmatch(rf"\s*(\d+)\s+(?:{motif})\w*", MARQUE_SANS_POINTS_EN_FIN.sub("", texte))
        if listee and int(listee.group(1)) in numeros:
            # La case listée, son numéro et des blancs devant son nom, rien derrière (« 10  Brelan »,
            # « 15  Surplus  X » : remplie) : une liste de toutes les cases où celle-ci ne propose rien. Une
            # légende (« 10 - Brelan ») n'est pas une ligne de coup.
            return case, 0
        marques = POINTS_MARQUES.findall(texte)
        if len(marques) == 1:
            # Un seul nombre marqué comme des points (« Brelan   23 pts  -> case 10 ») : ce sont eux, où
            # qu'ils soient (revue 5, j2 : le numéro de la case, derrière, était lu comme les points).
            return case, int(marques[0])
        if len(nombres) >= 2 and not mots and case in map(int, NOMBRE_ENTRE_PARENTHESES.findall(texte)):
            # Le numéro de la case entre parenthèses ou crochets, où qu'il soit (« [17] Brelan (10) »), sur
            # une ligne qui ne dit rien d'autre (« Pointage actuel : 40 | meilleur coup : Surplus (15) »
            # n'est pas le Surplus à 40).
            nombres.remove(case)
        elif len(nombres) == 2 and not mots and len(autres := [n for n in nombres if n not in numeros]) == 1:
            # Deux nombres, dont un seul est le numéro de la case, devant ou derrière les points (« 25 | 10 |
            # Brelan », « Brelan   21   10 ») : l'autre est celui des points (revue 6).
            nombres = autres
        elif len(nombres) >= 2 and nombres[0] in numeros:
            # Une colonne du numéro de case devant l'étiquette ; seul, le nombre est celui des points.
            nombres = nombres[1:]
        if not nombres or len(nombres) > NOMBRES_PAR_LIGNE:
            return None
        return case, nombres[-1]
    tapes, faces = NUMERO_TAPE.findall(texte), set(FACE_NOMMEE.findall(texte))
    if (len(tapes) == 1 and faces == {tapes[0]} and len(marques := POINTS_MARQUES.findall(texte)) == 1):
        # « Tapez 4 pour Les 4 (8 pts) » : le numéro à taper, la face qu'il nomme, et ses points (revue 8,
        # g22 : « tapez » écartait la ligne, et la grille passait pour ne pas proposer la face).
        return int(tapes[0]), int(marques[0])
    entre_crochets = NUMERO_ENTRE_CROCHETS_DEVANT.match(texte)
    if (len(tapes) == 1 and entre_crochets and entre_crochets.group(1) == tapes[0]
            and int(tapes[0]) in FACES_DU_HAUT and len(marques := POINTS_MARQUES.findall(texte)) == 1):
        # « [1] 2 points -> tapez 1 » : la face entre crochets, redite par « tapez », et ses points (tour 29,
        # j3). Une case du bas sans son nom n'y dit pas si son numéro est celui de l'énoncé.
        return int(tapes[0]), int(marques[0])
    if MOTS_HORS_GRILLE.search(texte):
        return None
    texte = NOMBRE_DE_DES.sub(" ", texte)
    nombres = [int(n) for n in NOMBRE.findall(texte)]
    marques, nommees = POINTS_MARQUES.findall(texte), set(FACE_NOMMEE.findall(texte))
    if len(marques) == 1 and len(nommees) == 1:
        # La face nommée (« Les 5 ») et un seul nombre marqué comme des points (« 5 pts ») : un rang devant
        # (« 2. Les 5 -> 5 pts [case 5] ») n'en est pas.
        return int(nommees.pop()), int(marques[0])
    listee = FACE_LISTEE_SANS_POINTS.match(MARQUE_SANS_POINTS_EN_FIN.sub("", texte))
    if listee:
        # La face listée, son numéro et des blancs devant son nom, rien derrière (« 3  Les 3 ») : elle ne
        # propose rien.
        return int(listee.group(1)), 0
    face = int(re.search(r"\d+", a_taper.group()).group()) if a_taper else None
    if face in FACES_DU_HAUT and 1 <= len(nombres) <= NOMBRES_PAR_LIGNE:
        # Le numéro à taper nomme la face (« 4 pts  Total des 2 (case 2) ») : les points sont l'autre nombre,
        # devant ou derrière l'étiquette (la face elle-même quand ils lui sont égaux).
        return face, autre_que(face, nombres)
    repetees = [nombre for nombre in FACES_DU_HAUT if nombres.count(nombre) >= 2]
    # Seulement sur une ligne qui ne dit rien d'autre que la face et ses points : « Pointage actuel : 47 |
    # meilleur coup : 5 (5) » n'est pas la face 5 à 47 points.
    sans_autres_mots = set(re.findall(r"[a-z]+", texte)) <= MOTS_DES_POINTS | MOTS_D_UNE_FACE
    if (len(nombres) == NOMBRES_D_UNE_FACE_NOMMEE_DEUX_FOIS and len(repetees) == 1 and sans_autres_mots
            and nombres[0] != repetees[0]):
        # La face écrite deux fois, son nom et son numéro (« [12] Les 6 (6) ») : l'autre nombre, devant,
        # est celui des points, s'il peut l'être (un multiple de la face : « [1] Les 3 (3) » est un rang).
        if (coup := points_d_une_face_ecrite_deux_fois(repetees[0], nombres)) is not None:
            return coup
    en_fin = NUMERO_ENTRE_CROCHETS_EN_FIN.search(texte)
    if (len(nombres) == NOMBRES_D_UNE_FACE_NOMMEE_DEUX_FOIS and sans_autres_mots and en_fin is not None
            and int(en_fin.group(1)) == nombres[0] and nombres[0] in FACES_DU_HAUT):
        # La face en tête, ses points, puis son numéro entre crochets au bout (« 6 ..........  12  [6] » :
        # tour 58, py_tableau, lue comme la face 6 à 6 points, un faux « échoué ») : les points au milieu.
        if (coup := points_d_une_face_ecrite_deux_fois(nombres[0], nombres[1:2])) is not None:
            return coup
    nommee = int(next(iter(nommees))) if len(nommees) == 1 else None
    if (nommee is not None and len(nombres) == NOMBRES_D_UNE_FACE_NOMMEE_DEUX_FOIS
            and nombres.count(nommee) == 2):
        # La face nommée, ses points, puis son numéro, entre crochets ou non (« Les 5   10   [5] », « Les 2
        # 4   2 ») : l'autre nombre est celui des points (revue 5, d2b ; revue 7, f4 : lus comme la face à
        # ses propres points).
        if (coup := points_d_une_face_ecrite_deux_fois(nommee, nombres)) is not None:
            return coup
    en_case = set(FACE_APRES_LE_MOT_CASE.findall(texte))
    if len(marques) == 1 and len(en_case) == 1:
        # « Vous pouvez faire 8 points en case 4 (4) » : la face dite par « case », ses points marqués
        # (relecture 21, py_phrases : « 3 points en case 1 (1) » se lisait la face 3 à 1 point).
        return int(en_case.pop()), int(marques[0])
    if not 2 <= len(nombres) <= NOMBRES_PAR_LIGNE or nombres[0] not in FACES_DU_HAUT:
        return None
    if marques and POINTS_MARQUES.search(texte).start() == NOMBRE.search(texte).start():
        # Le premier nombre est marqué comme des points (« 3 points  1 ») : il n'est pas la face.
        return None
    # La face nommée (« 1. [ 2]  Les 2  4 ») l'emporte sur un rang devant elle (revue 7, f5).
    return nommee if nommee is not None else nombres[0], nombres[-1]


def points_d_une_face_ecrite_deux_fois(face, nombres):
    """Retourne (``face``, l'autre de ``nombres``) si cet autre nombre peut être ses points (un multiple de
    la face, cinq dés au plus : « [1] Les 3 (3) » montre un rang), sinon None."""
    points = autre_que(face, nombres)
    return (face, points) if points % face == 0 and points <= NB_DES * face else None


def autre_que(face, nombres):
    """Retourne le premier de ``nombres`` qui n'est pas ``face`` (les points, à côté du numéro et du nom
    d'une face), ou ``face`` elle-même s'ils le sont tous (les points égaux au numéro)."""
    return next((nombre for nombre in nombres if nombre != face), face)


@functools.lru_cache(maxsize=ECRANS_GARDES)
def numeros_des_cases_du_bas(texte):
    """Retourne les paires (numéro écrit, case du bas) que ``texte`` montre, le numéro devant le nom (ou en
    colonne devant lui), ou entre parenthèses juste derrière lui, des points suivant.

    >>> sorted(numeros_des_cases_du_bas("Cases : 7 = Brelan, 8 = Carre\\n  12 - Surplus : 9"))
    [(7, 10), (8, 11), (12, 15)]
    >>> sorted(numeros_des_cases_du_bas("Brelan (7) ...... 11 pts\\nSurplus (12) ..... 19 pts\\nCarre (8)"))
    [(7, 10), (12, 15)]
    >>> sorted(numeros_des_cases_du_bas("No  Combinaison  Pts\\n 7  Brelan       17\\n12  Surplus      18"))
    [(7, 10), (12, 15)]
    """
    paires = set()
    for ligne in texte.splitlines():
        propre = sans_accents(ligne)
        for motif, case in NUMEROS_DERRIERE_LES_NOMS:
            trouve = motif.search(propre)
            if trouve and int(trouve.group("numero")) in numeros_de_la_case(case):
                paires.add((int(trouve.group("numero")), case))
        if (colonne := NUMERO_EN_COLONNE.match(ligne)) is not None:
            numero, reste = int(colonne.group(1)), sans_accents(ligne[colonne.end():])
            paires |= {(numero, case) for motif, case in MOTIFS_DES_CASES
                       if case in CASES_DU_BAS and (nom := motif.match(reste))
                       and NOMBRE.search(reste[nom.end():]) and numero in numeros_de_la_case(case)}
        for trouve in NUMERO_DEVANT_UN_NOM.finditer(propre):
            suite = propre[trouve.end():]
            # Le numéro de l'énoncé entre parenthèses derrière le nom (« [7] Brelan (10) ») : le nombre de
            # devant est celui des points, non un numéro de case.
            paires |= {(int(trouve.group(1)), case) for motif, case in MOTIFS_DES_CASES
                       if case in CASES_DU_BAS and motif.match(suite)
                       and case not in map(int, NOMBRE_ENTRE_PARENTHESES.findall(suite))}
    return frozenset(paires)


def numeros_de_la_case(case):
    """Retourne les deux numéros qu'un programme peut écrire pour ``case`` : celui de l'énoncé, et celui de
    1 à 13 (§5.2)."""
    return case, numero_de_1_a_13(case)


def numero_de_1_a_13(case):
    """Retourne le numéro de ``case`` (une case de l'énoncé) dans la numérotation de 1 à 13 du §5.2."""
    if case in CASES_DU_BAS:
        return PREMIER_NUMERO_DU_BAS_DE_1_A_13 + CASES_DU_BAS.index(case)
    return case


def coups_sur_une_ligne(ligne):
    """Retourne {case: points} d'une liste de coups écrite sur une ligne (« Choix: 1(3) 3(9) 15(17) »), ou
    None si ``ligne`` n'en est pas une.

    Chaque coup s'écrit « case(points) », la case un numéro de l'énoncé ; la ligne n'a pas d'autre
    nombre (« 3 (3) -> 6 », une case et son numéro puis ses points, se lit ligne par ligne).

    >>> coups_sur_une_ligne("Choix: 1(3) 3(9) 10(17) 15(17)")
    {1: 3, 3: 9, 10: 17, 15: 17}
    >>> coups_sur_une_ligne("3 (3) -> 6") is None
    True
    >>> coups_sur_une_ligne("Choix: 2=4 3=3 15=20")
    {2: 4, 3: 3, 15: 20}
    """
    debut = re.search(r"[\[(\d]", ligne)
    if debut is not None and annonce_les_des(ligne[:debut.start()]):
        # « Des : [1]=1 [2]=4 [3]=3 [4]=4 [5]=5 » : les dés numérotés, que la forme de leurs faces ne
        # distingue pas toujours de coups (relecture du 28 novembre : lue ainsi un lancer sur 216).
        return None
    nommes = coups_nommes_sur_une_ligne(ligne)
    if nommes is not None:
        return nommes
    for motif, au_moins in ((COUP_EN_LIGNE, 1), (COUP_A_DEUX_POINTS, COUPS_A_DEUX_POINTS_EN_LIGNE),
                            (COUP_A_EGAL, COUPS_A_DEUX_POINTS_EN_LIGNE), (COUP_EN_TUPLE, 1)):
        paires = motif.findall(ligne)
        if motif is COUP_A_EGAL and paires and annonce_les_coups(ligne[:motif.search(ligne).start()]):
            # Derrière « Choix: », une seule paire est une liste de coups : le Surplus seul, à la fin d'une
            # partie (tour 31, j2 : « Choix: 15=20 » ne se lisait pas, et cinq dés pareils, le Yum rempli,
            # n'y étaient jamais jugés ; la faute du brelan, nommée trois corrections sur quatre).
            au_moins = 1
        if len(paires) < au_moins or NOMBRE.search(motif.sub(" ", ligne)):
            continue
        if motif in (COUP_A_DEUX_POINTS, COUP_A_EGAL) and LETTRE.search(
                motif.sub(" ", ligne[motif.search(ligne).start():])):
            # Des mots entre les paires (« Dé 1: 5 | Dé 2: 2 ») : une liste des dés, pas des coups.
            continue
        coups = {int(case): int(points) for case, points in paires}
        if len(coups) == len(paires) and set(coups) <= set(CASES_DE_JEU) and not liste_des_des(coups):
            return coups
    return coups_en_phrase(ligne)


def annonce_les_des(texte):
    """Retourne vrai si ``texte``, le début d'une ligne, annonce les dés (« Des : », « Vos des gardes : »,
    « Dice: ») et non des coups (« Choix des coups : »).

    >>> annonce_les_des("Des : "), annonce_les_des("Vos dés gardés -> ")
    (True, True)
    >>> annonce_les_des("Choix des coups : "), annonce_les_des("Cases de jeu : ")
    (False, False)
    """
    propre = sans_accents(texte)
    return bool(MOTS_DES_DES.search(propre)) and not ANNONCE_DES_COUPS.search(propre)


def coups_nommes_sur_une_ligne(ligne):
    """Retourne {case: points} d'une liste de coups « case:Nom=points » écrite sur une ligne, ou None si
    ``ligne`` n'en est pas une : deux coups au moins, rien d'autre derrière le premier que des blancs et de la
    ponctuation, aucun nombre devant lui, et aucun nom qui nomme une autre case que son numéro.

    >>> coups_nommes_sur_une_ligne("Coups ->  10:Brelan=13  12:MainPleine=25")
    {10: 13, 12: 25}
    >>> coups_nommes_sur_une_ligne("Coups ->  1:Un=2  2:Deux=4  15:Surplus=12")
    {1: 2, 2: 4, 15: 12}
    >>> coups_nommes_sur_une_ligne("7:Brelan=13  9:MainPleine=25")
    {10: 13, 12: 25}
    >>> coups_nommes_sur_une_ligne("10:Carre=13  9:X=2") is None
    True
    >>> coups_nommes_sur_une_ligne("10:Suite=30  12:Surplus=17") is None
    True
    """
    trouves = list(COUP_NUMERO_NOM_POINTS.finditer(ligne))
    if len(trouves) < COUPS_NOMMES_EN_LIGNE or NOMBRE.search(ligne[:trouves[0].start()]):
        return None
    if LETTRE_OU_CHIFFRE.search(COUP_NUMERO_NOM_POINTS.sub(" ", ligne[trouves[0].start():])):
        return None
    lus = [(int(trouve.group(1)), cases_nommees(sans_accents(MOTS_COLLES.sub(" ", trouve.group(2)))),
            int(trouve.group(3))) for trouve in trouves]
    # Un nom connu sous son numéro de 1 à 13 (« 7:Brelan=13 ») : un numéro sans nom connu sur la même ligne
    # ne dit pas sa case (« 10:Suite=30 » y est la petite suite, non le Brelan).
    de_1_a_13 = any(len(nommees) == 1 and numero != next(iter(nommees)) for numero, nommees, _ in lus)
    coups = {}
    for numero, nommees, points in lus:
        # Le nom dit la case, sous l'un de ses deux numéros (§3 ou §5.2) ; sans nom connu, le numéro seul.
        case = nommees.pop() if len(nommees) == 1 else None if nommees or de_1_a_13 else numero
        if case not in CASES_DE_JEU or numero not in numeros_de_la_case(case) or case in coups:
            return None
        coups[case] = points
    return coups


def liste_des_des(coups):
    """Retourne vrai si ``coups`` ({numéro: nombre} lus sur une ligne) sont plutôt les cinq dés numérotés
    (« Des : [1]=3 [2]=5 [3]=1 [4]=6 [5]=2 ») : les numéros 1 à 5, dans l'ordre, chacun devant une face
    qui n'est pas un multiple de lui (aucune grille, même fausse, ne donne 5 à la face 2).

    >>> liste_des_des({1: 3, 2: 5, 3: 1, 4: 6, 5: 2}), liste_des_des({1: 1, 2: 2, 3: 3, 4: 4, 5: 5})
    (True, False)
    """
    numeros = list(coups)
    return (numeros == list(range(1, NB_DES + 1)) and all(1 <= face <= max(FACES.values())
                                                          for face in coups.values())
            and any(face % numero for numero, face in coups.items()))


def annonce_les_coups(texte):
    """Retourne vrai si ``texte`` n'est que l'annonce des coups possibles (« Choix: », « Coups possibles : »).

    >>> annonce_les_coups("Choix: "), annonce_les_coups("Vos choix possibles : ")
    (True, True)
    >>> annonce_les_coups("Dé 1 : "), annonce_les_coups("Choix du dé 2 ")
    (False, False)
    """
    propre = sans_accents(texte).strip()
    return bool(ANNONCE_SEULE.fullmatch(propre)) and bool(ANNONCE_DES_COUPS.search(propre))


def coups_en_phrase(ligne):
    """Retourne {case: points} d'une liste de coups séparés par des virgules, chacun lisible seul (« Choix :
    Les 3(3)=9, Brelan(10)=17 »), ou None.

    >>> coups_en_phrase("Choix : Les 3(3)=9, Brelan(10)=17")
    {3: 9, 10: 17}
    >>> coups_en_phrase("Des : 3, 5, 1, 6, 2") is None
    True
    """
    morceaux = [morceau for morceau in SEPARATEURS_D_UNE_PHRASE.split(ligne) if morceau.strip()]
    if len(morceaux) < 2:
        return None
    lus = [lire_une_ligne_de_coup(morceau) for morceau in morceaux]
    if None in lus or len({case for case, _ in lus}) != len(lus):
        return None
    return dict(lus)


def nomme_plusieurs_cases(ligne):
    """Retourne vrai si ``ligne`` nomme deux cases différentes au moins (par leur nom, ou « Les 5 »)."""
    return len(cases_nommees(sans_accents(ligne))) >= 2


def deux_etiquettes_numerotees(texte):
    """Retourne vrai si ``texte`` (sans accents) numérote deux cases différentes.

    Une telle ligne (« 1 - Les 1 … 3     10 - Brelan … -- ») range deux cases côte à côte :
    ce n'est pas un coup proposé.
    """
    return len(set(re.findall(NUMERO_D_ETIQUETTE, texte))) > 1
