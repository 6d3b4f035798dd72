"""Les comportements jugés sur les journaux des parties jouées : des fonctions pures, sans rien rejouer.

Explication : la partie longue du plan (``marathon``) joue des parties
entières, une fois ; chaque fonction décorée ici lit leurs journaux et rend
son verdict : « échoué » à une contradiction (``Faute``, avec le passage du
journal où elle s'est vue), « réussi » après la quantité de preuves dite par
ses constantes, sinon « à vérifier » (``ManqueDePreuves`` : le plan joue alors
d'autres parties, tournées vers elle, tant que le budget le permet).

Une faute a une seule place : une grille des choix possibles restée celle d'un
lancer précédent du tour (« périmée ») est la faute de
``test_la_grille_suit_chaque_lancer`` ; les règles de points ne jugent que les
grilles fraîches. Une partie finie trop tôt est la faute du compte des tours.
Chaque façon distincte d'enfreindre une règle est nommée une fois, avec un
exemple (``FACONS_NOMMEES`` au plus).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import functools
import re
from collections import Counter
from types import MappingProxyType
from typing import NamedTuple

from yum.commun.mots import accorder
from yum.correction.enonce import (
    BONUS,
    BONUS_DU_HAUT,
    BRELAN,
    CARRE,
    CASES_DE_JEU,
    FACES_DU_HAUT,
    GRAND_TOTAL,
    GROSSE_SUITE,
    MAIN_PLEINE,
    MIN_BONUS,
    PETITE_SUITE,
    REGLES,
    SOUS_TOTAL_HAUT,
    SURPLUS,
    TOTAL_BAS,
    TOTAL_HAUT,
    YUM,
    grille_attendue,
    nom_case,
    texte_des,
    texte_feuille,
)
from yum.correction.programme.chiffres import chiffres_hors_des_faces
from yum.correction.programme.dessins import est_une_rangee_de_numeros
from yum.correction.programme.ecran import (
    ETIQUETTES,
    ETIQUETTES_ABREGEES,
    contient_une_feuille,
    debut_du_dessin,
    feuille_vide,
    lignes_apres_le_dessin,
    pourrait_etre_une_feuille,
    ressemble_a_une_feuille,
    sans_accents,
)
from yum.correction.programme.haut_exact import BORNES_DU_BONUS, PLAN_A_64, TOTAL_DU_PLAN
from yum.correction.programme.journal import (
    CASE,
    CASE_AVANT_LE_TROISIEME_LANCER,
    DEBUT,
    DES,
    FEUILLE_GARDEE,
    GRILLE_LUE_A_MOITIE,
    NON_GARDE_LES_DES,
    ORDRE_REFUSE,
    QUATRIEME_LANCER,
    REDESSIN,
    REFUS_OUI_NON,
    REJOUER,
    TOUR_SANS_CASE,
    ZERO_REFUSE,
    situation,
)
from yum.correction.programme.marathon import (
    HAUT,
    NOMBRE,
    RELANCE_DE_L_ENONCE,
    SURPLUS_A_LA_FIN,
    YUM_REMPLI,
)
from yum.correction.programme.memoire import une_fois_par_revue
from yum.correction.programme.partie import (
    ENTREE,
    GARDER_TOUT,
    NB_LANCERS,
    NB_TOURS,
    TOUS_LES_DES,
    Faute,
    Incompris,
    ManqueDePreuves,
    derniere_ligne,
    en_ordre,
)
from yum.correction.programme.pointage_final import pointage_apres_la_feuille
from yum.correction.programme.registre import complement_de, comportement, titre_de

# Combien de grilles lues à moitié, au moins, rendent toutes les grilles d'un programme illisibles pour les
# règles de points : une ligne qui ne se lit jamais (« Case 10 -> 25 pts ») revient à presque chaque lancer ;
# une seule, par hasard, ne coûte que sa grille.
GRILLES_LUES_A_MOITIE_AU_PLUS = 3
# Nombre de mains différentes de 5 dés à 6 faces, à l'ordre près : la grille de chacune se calcule une
# fois, et non des dizaines de milliers de fois par correction.
MAINS_POSSIBLES = 252
# Combien de (main, cases remplies) retenir avec leur grille et leurs formes : une correction en rencontre
# quelques milliers, et les revoit à chaque revue des journaux.
GRILLES_RETENUES = 8192
# La case qui départage une grille périmée d'une règle fausse : le Surplus, la somme des dés (une grille
# périmée montre l'ancienne somme ; une règle fausse ne tombe pas sur la somme d'un autre lancer). Les faces
# ne départagent pas : un programme qui ne propose jamais les faces montre, au lancer qui en amène une, la
# grille d'un lancer qui n'en avait pas (vu une correction sur cinq).
CASES_QUI_DEPARTAGENT = (SURPLUS,)
# Combien de cases libres, au moins, doivent différer entre l'ancienne grille et celle des dés montrés : une
# seule règle fausse ne peut donner la grille d'un autre lancer que là où les deux ne diffèrent qu'à sa case
# (un Surplus faux, la somme des trois plus hauts dés, égal à l'ancienne somme quand il reste seul libre :
# programme inédit j4, douzième tour d'essais) ; une grille jamais recalculée en diffère presque partout.
CASES_QUI_DIFFERENT = 2
# Le premier lancer qui suit une relance : le deuxième du tour.
LANCER_D_UNE_RELANCE = 2
# Les éléments d'une façon d'enfreindre une règle qui dit aussi son exemple en deux temps.
FACON_AVEC_SON_EXEMPLE = ("phrase", "passage", "(attendu, obtenu)")
# Combien de façons distinctes d'enfreindre une règle nommer, au plus, chacune avec un exemple.
FACONS_NOMMEES = 4
# Le pseudo-cas du carré devant cinq dés pareils : l'énoncé le veut absent (§5.2, « égal à quatre »).
CARRE_DEVANT_CINQ_PAREILS = "carré devant cinq pareils"
# Les tours payants (un tour où la case rapporte à au moins un lancer, sa grille fraîche et lue) à voir
# justes, par case, avant de conclure « réussi ». Une règle fausse qui tombe juste par hasard à un tour
# payant avec la probabilité q survit à T tours avec q ** T. Mesuré par simulation (200 000 tours, viser
# le nombre) : le brelan « somme des dés triés jusqu'à la face répétée » tombe juste à q = 0,395 d'un tour
# payant, 0,395 ** 15 = 9e-7 ; le même carré à q = 0,505, 0,505 ** 21 = 6e-7. 15 tours pour chaque règle
# dont une faute peut tomber juste par hasard (faces, surplus) ; la main pleine, les suites et le Yum ont
# des points fixes (une faute s'y voit au premier tour payant, ou jamais) ; le carré devant cinq pareils
# se voit au premier Yum.
TOURS_PAYANTS_VOULUS = 15
TOURS_PAYANTS_VOULUS_PAR_CASE = {CARRE: 21, MAIN_PLEINE: 5, PETITE_SUITE: 5, GROSSE_SUITE: 3, YUM: 1,
                                 CARRE_DEVANT_CINQ_PAREILS: 1}
# Les suites de dés que l'énoncé distingue (§5.2 : chaque variante de la petite suite, les deux grosses).
SUITES = ((1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6), (1, 2, 3, 4, 5), (2, 3, 4, 5, 6))
FORMES_DES_PETITES_SUITES, FORMES_DES_GROSSES_SUITES = ("1234", "2345", "3456"), ("12345", "23456")
FORMES_DES_SUITES = FORMES_DES_PETITES_SUITES + FORMES_DES_GROSSES_SUITES
# Les presque-suites (une valeur manque au milieu : 1 2 3 5 6, 1 2 4 5 6) et une petite suite avec une paire :
# les façons courantes de se tromper de suite ; chacune doit être vue avant « réussi », pour que chaque
# faute soit nommée à chaque correction.
TROUS_DES_SUITES = ("12356", "12456", "paire")
# Une grosse suite tombée quand la petite est déjà remplie : une équipe qui ne cherche la grosse que dans le
# « si » de la petite libre (inédit 18, p3) ne l'oublie qu'alors ; sans cette forme voulue, le correcteur,
# qui prend la grosse dès qu'elle tombe, ne la voyait qu'une correction sur neuf de moins.
GROSSE_LA_PETITE_REMPLIE = "grosse suite, la petite remplie"
# Et l'inverse : une petite suite tombée quand la grosse est déjà remplie (inédit 21, j2 : la petite cherchée
# seulement quand la grosse est libre ; nommée huit corrections sur dix).
PETITE_LA_GROSSE_REMPLIE = "petite suite, la grosse remplie"
# Les points d'un Yum, et la forme d'un Yum qui ne vaut pas 30 par la somme de ses dés.
POINTS_DU_YUM = 30
YUM_QUI_NE_VAUT_PAS_30 = "yum autre que 6"
# La forme de cinq dés pareils devant la main pleine libre : « trois pareils et une autre paire », un Yum
# n'en est pas une (§5.2) ; l'erreur courante (la main pleine offerte pour un Yum) ne se voit qu'à un Yum.
CINQ_PAREILS = "cinq pareils"
# Les cases qu'une forme de dés met à l'épreuve : elle n'est vue que sur une grille où elles sont libres
# (une case remplie n'est plus proposée, juste ou non : 1 2 3 4 6 sous une petite suite déjà prise ne dit
# rien de la petite suite ; la compter laissait « réussi » un programme qui oublie 1 2 3 4).
CASES_D_UNE_FORME = {**{forme: (PETITE_SUITE,) for forme in FORMES_DES_PETITES_SUITES + TROUS_DES_SUITES},
                     **{forme: (GROSSE_SUITE,) for forme in FORMES_DES_GROSSES_SUITES},
                     YUM_QUI_NE_VAUT_PAS_30: (YUM,), CINQ_PAREILS: (MAIN_PLEINE,),
                     GROSSE_LA_PETITE_REMPLIE: (GROSSE_SUITE,), PETITE_LA_GROSSE_REMPLIE: (PETITE_SUITE,)}
# Les cases dont l'état change souvent ce qu'une équipe propose pour une autre : remplies, elles sont dites
# dans l'exemple d'une faute, pour que l'élève cherche au bon endroit (la grosse suite cherchée dans le « si »
# de la petite libre, inédit 18, p3 ; la main pleine dans celui du brelan libre, inédit 19, j2).
CASES_VOISINES = {PETITE_SUITE: (GROSSE_SUITE,), GROSSE_SUITE: (PETITE_SUITE,), MAIN_PLEINE: (BRELAN, YUM),
                  BRELAN: (MAIN_PLEINE, CARRE), CARRE: (BRELAN,)}
# Les règles qui se jugent sur la face répétée des dés (trois fois au moins), et ce nombre de dés.
CASES_D_UNE_FACE_REPETEE = (BRELAN, CARRE, CARRE_DEVANT_CINQ_PAREILS, MAIN_PLEINE, YUM)
DES_D_UNE_FACE_REPETEE = 3
# Combien de grilles, au moins, où une face libre que montrent les dés n'est pas proposée (et aucune où elle
# l'est) pour dire que le programme l'oublie partout.
GRILLES_D_UNE_FACE_OUBLIEE = 5
# Les cas rares, vus surtout aux lancers 2 et 3 (un carré, cinq dés pareils, un Yum ; et la main pleine,
# qui veut voir cinq dés pareils, ``CINQ_PAREILS``) : devant une grille périmée, les premiers lancers
# seuls ne les montrent presque jamais (un Yum un lancer sur 1296) ; leur verdict serait un hasard, il
# est « à vérifier » à chaque correction. Les autres règles se voient assez aux
# premiers lancers, dans le budget des parties.
CASES_RARES = (CARRE, CARRE_DEVANT_CINQ_PAREILS, YUM)
# Combien de dés dessinés, au moins, pour dire qu'une face jamais vue n'est pas le hasard : (5/6)^300,
# une chance sur 6·10²³.
DES_POUR_UNE_FACE_ABSENTE = 300
# Combien de tours de suite, dans une partie, où la case vient avant le troisième lancer disent un programme
# où le correcteur ne peut plus viser (« 0 » qui garde les dés à tous les tours suivants) ; un seul tour
# ainsi par partie, le dernier, n'en est pas un.
TOURS_TROP_TOT_DE_SUITE = 3
# Combien de lancers écrits en chiffres, au moins, avec un dé qui n'est pas une face (un 0), font la faute
# des dés : plus d'un, qu'une ligne mal lue une fois ne la fasse pas.
LANCERS_HORS_DES_FACES = 2
# Combien de dés, aux premiers lancers des tours, avant de dire une face surreprésentée : six parties
# environ. Simulé (20 000 tirages) : des dés uniformes de 1 à 5 en montrent une à une fois et demie la médiane
# 0,07 % des fois (0,5 % à 300 dés, 2 % à 200) ; un dessin qui montre le 0 et le 2 pareils (deux fois plus
# de 2) se voit 98,5 % des fois, et presque toujours aux mille dés qu'une correction lit d'ordinaire.
# Manquée, les règles se jugent sur des dés mal lus ; vue à tort, elles sont « à vérifier ».
DES_POUR_UNE_FACE_SURREPRESENTEE = 400
# Combien de fois plus souvent que la face médiane une face doit être dessinée pour qu'un même dessin en
# montre sans doute deux : des dés justes s'en écartent de quelques pour cent sur des milliers de dés.
SURREPRESENTATION = 1.5
# Combien de grilles fraîches lire, au moins, avant de dire « à vérifier » une règle que des grilles
# contredisent seulement sur des dés où paraît la face douteuse (``face_douteuse``) : une dizaine de parties.
GRILLES_POUR_UNE_FACON_SURE = 400
# Les preuves voulues des comportements du déroulement, avant « réussi » : un programme qui compte mal
# ses lancers, relance des dés gardés ou saute une question le fait à chaque occasion, ou presque.
TOURS_A_TROIS_LANCERS_VOULUS = 3
CASES_APRES_LE_TROISIEME_LANCER_VOULUES = 5
ZEROS_AUX_DES_VOULUS = 3
RELANCES_NOMMEES_VOULUES = 6
# Combien de refus de numéros de dés hors de l'ordre croissant (« 523 », §5.1), sans un seul lancé, font une
# faute : un seul peut être des dés retombés sur leurs faces chez un programme qui ne numérote pas ses
# lancers (``ordre_refuse``).
REFUS_DE_L_ORDRE_VOULUS = 2
# Combien de tours, au moins, finis sur les dés gardés, dont le premier lancer suivant montre ces dés à leur
# place, pour dire qu'il ne roule pas les cinq dés (``premiers_lancers_sur_les_des_d_avant`` : la moitié au
# moins des tours finis sur les dés gardés, aussi) : chez un programme juste, une fois sur 7 776 chacun, ou
# une fois sur 65 au plus s'il trie ses dés.
PREMIERS_LANCERS_PAREILS_VOULUS = 2
# Combien de tours, au moins, où une même case libre, proposée par la grille du programme et par les règles,
# a été refusée, puis une autre acceptée, pour dire qu'elle est refusée (``cases_proposees_refusees``) : un
# seul pourrait être une question mal placée ; un programme qui la refuse le fait chaque fois qu'elle est
# choisie sous sa condition (tour 46, py_english : le Surplus sous 15 points, deux à quatorze fois par
# correction).
REFUS_D_UNE_CASE_PROPOSEE_VOULUS = 2
# Les tours où « 12345 », tapé aux dés juste après une réponse invalide refusée, a été refusé aussi, alors
# qu'il lance les dés ailleurs, pour dire qu'une réponse refusée laisse sa trace
# (``reponse_valide_refusee_apres_un_refus``) : les sondes de « 6 » et de « 113 » en donnent un chacune, un
# seul pourrait être une question mal placée.
REFUS_APRES_UN_REFUS_VOULUS = 2
# Combien de tours, au moins, où une relance valide a été refusée parce qu'elle reprenait un dé relancé plus
# tôt au même tour, pour dire que le programme garde les chiffres tapés d'une question des dés à l'autre
# (``relances_refusees_pour_un_de_deja_relance``) : un seul pourrait être une question mal placée.
REFUS_D_UN_DE_DEJA_RELANCE_VOULUS = 2
# Combien de relances, au moins, où un même dé nommé (« le dé 5 », « le premier chiffre tapé ») est resté
# immobile, chaque fois, pour dire qu'il ne roule jamais : un dé relancé garde sa valeur une fois sur six,
# (1/6)^20, une chance sur 3·10¹⁵.
RELANCES_D_UN_DE_IMMOBILE = 20
# Les rangs d'un chiffre dans la réponse aux dés, en mots.
RANGS_EN_MOTS = ("premier", "deuxième", "troisième", "quatrième", "cinquième")
GRILLES_APRES_UNE_RELANCE_VOULUES = 10
# Combien de dés pareils font un carré (§2 : « obtenir 4 dés identiques »).
DES_PAREILS_D_UN_CARRE = 4
# Combien de lancers d'un même rang (le troisième), au moins, montrés sans rien d'autre que les dés et la
# question, le Surplus libre, quand aucune grille ne s'y lit jamais : la grille de ce lancer-là manque (tour
# 73, java_tour0). Le Surplus libre rapporte toujours : une grille juste n'y est jamais vide.
LANCERS_SANS_GRILLE_VOULUS = 3
# Combien de grilles lues, au moins, à un autre rang de lancer : le programme en montre, et elles se lisent.
GRILLES_LUES_AILLEURS_VOULUES = 3
# Le Surplus nommé sur un écran (ses noms en mots de la feuille : « Surplus », « Chance ») : une grille des
# coups s'y montre peut-être.
MOT_DU_SURPLUS = re.compile(r"\b(?:" + "|".join(re.escape(nom) for nom, case in ETIQUETTES.items()
                                                 if case == SURPLUS and nom not in ETIQUETTES_ABREGEES)
                            + r")\b")
GRILLES_AVEC_DES_CASES_REMPLIES_VOULUES = 10
FEUILLES_APRES_UN_CHOIX_VOULUES = 10
# Les totaux de la feuille qui s'additionnent d'autres totaux qu'elle montre.
COMPOSANTES_D_UN_TOTAL = {TOTAL_HAUT: (SOUS_TOTAL_HAUT, BONUS_DU_HAUT), GRAND_TOTAL: (TOTAL_HAUT, TOTAL_BAS)}
# Combien de parties menées au dernier tour, sans une feuille lue, disent que ce programme n'en montre pas
# qui se lisent : un programme qui montre la feuille du cours la montre dès son premier tour. D'autres
# parties n'y changeraient rien (tour 71, java_ligne : sa feuille sur quelques lignes, jamais lue, faisait
# jouer les 56 parties du budget, et le brelan restait « à vérifier » une correction sur trois, le Yum
# rempli jamais visé assez).
PARTIES_SANS_FEUILLE_LUE = 4
# La case rare qu'une feuille lue après un choix doit montrer remplie (non nulle) avant « réussi », dès que le
# programme l'a proposée : un total qui l'oublierait (« Total bas » sans le Yum) ne se voit qu'alors, et le
# verdict dépendait de ce qu'un Yum ait été inscrit ou non (un programme inédit, une correction sur vingt).
CASE_RARE_DES_TOTAUX = YUM
# Des totaux qui oublieraient le dernier choix (tour 39, java_totalfinal) ne se voient que sur une feuille
# finale où il a rapporté ; le correcteur garde souvent le Carré et le Yum, à 0, pour la fin (« réussi » une
# correction sur vingt-cinq). Le plan du Surplus à la fin en amène une.
# Combien de tours joués sans aucune feuille, au moins, pour dire la feuille absente d'un tour (§3) : un
# seul pourrait n'être qu'un écran mal découpé ; un programme qui ne la montre pas le fait à chaque tour.
TOURS_SANS_FEUILLE_VOULUS = 2
# Le bonus : des feuilles lues à 63 points ou plus en haut, après au moins deux choix différents (un bonus
# ajouté à chaque choix se voit à la deuxième).
FEUILLES_AU_BONUS_VOULUES = 2
# Les parties qui visent une borne du bonus (62 ou 63 tout juste en haut, ``haut_exact``), menées au dernier
# tour, avant de conclure sans l'avoir vue : simulées, elles y arrivent 40 % (62) et 38 % (63) des fois, et
# douze la manquent toutes 0,60¹² ≈ 0,2 % et 0,62¹² ≈ 0,3 % des fois ; un programme juste qui montre sa
# feuille après chaque choix les voit en trois parties environ.
PARTIES_PAR_BORNE = 12
# Les parties qui remplissent le Yum d'abord, puis visent le nombre (``marathon.YUM_REMPLI``), menées au
# dernier tour, avant de dire « réussi » sans avoir vu de Yum le Yum rempli, le brelan, le carré ou la main
# pleine libre. Simulées contre un programme juste (3 000 parties ; le test
# ``test_le_plan_du_yum_rempli_voit_cinq_pareils_le_yum_rempli_une_partie_sur_trois`` en rejoue mille),
# elles en voient avec le brelan libre 35 % des fois, la main pleine 38 %, le carré 40 % : vingt les
# manquent toutes 0,65²⁰ ≈ 0,02 %, 0,62²⁰ ≈ 0,007 % et 0,60²⁰ ≈ 0,004 % des fois ; un programme juste les
# voit en trois parties environ (douze, avant : la main pleine manquée 1 % des fois, le brelan jamais visé).
PARTIES_POUR_UN_YUM_REMPLI = 20
# Les parties rejouées (après « o », dans le même processus, une partie entière avant elle) du plan du
# nombre, menées au dernier tour, avant de dire le Yum « réussi » sans y avoir vu cinq dés pareils, le Yum
# libre. Une équipe qui retient son Yum dans un booléen jamais remis à faux ne le propose plus dans les
# parties d'après (tour 38, j_yumsession : « yumDejaFait ») ; sans les viser, le Yum d'une première partie
# suffisait, et la faute passait une correction sur vingt. Simulées contre un programme juste, 41 % des
# parties du plan du nombre montrent cinq pareils le Yum libre : seize les manquent toutes
# 0,59¹⁶ ≈ 0,02 % des fois.
PARTIES_REJOUEES_POUR_UN_YUM = 16
# Les parties qui visent 64 en haut (``haut_exact.PLAN_A_64``), menées au dernier tour, avant de dire
# « réussi » sans avoir vu de feuille au-dessus de 63 : simulées, chacune y arrive 26 % des fois (le plan du
# haut, 18 % : douze de ses parties les manquaient toutes une correction sur dix), et vingt les manquent
# toutes 0,74²⁰ ≈ 0,2 % des fois ; un programme juste en voit une en quatre parties environ.
PARTIES_AU_DESSUS_DU_SEUIL = 20
# Combien de tours, au moins, où une face choisie est inscrite à d'autres points que ceux des règles, pour
# dire que le bonus ne peut pas se viser (``exiger_des_faces_justes``).
TOURS_AUX_FACES_AUTREMENT = 2


def rang_de_faute(cle):
    """Retourne une clé de tri stable d'une façon d'enfreindre une règle (l'ordre du rapport)."""
    return tuple(str(partie) for partie in cle)


def lever_les_facons(attendu, facons, preuves_courtes=False):
    """Lève ``Faute`` nommant chaque façon de ``facons`` ({clé: (phrase, passage)}) une fois ; sinon rien.

    Une façon peut porter un troisième élément, (attendu, obtenu) de son exemple : seule, elle est dite
    ainsi.

    Les façons sont nommées dans l'ordre de leur clé (le même à chaque correction, quels que soient les
    dés), ``FACONS_NOMMEES`` au plus ; l'extrait montre le passage de chacune. ``preuves_courtes`` : les
    preuves voulues ne sont pas encore toutes vues (la faute le dit au plan, qui joue encore pour nommer
    les autres façons).
    """
    if not facons:
        return
    cles = sorted(facons, key=rang_de_faute)
    nommees = cles[:FACONS_NOMMEES]
    phrases = [facons[cle][0] for cle in nommees]
    obtenu = phrases[0] if len(phrases) == 1 else " ; ".join(
        f"({numero}) {phrase}" for numero, phrase in enumerate(phrases, start=1))
    if len(cles) == 1 and len(facons[cles[0]]) == len(FACON_AVEC_SON_EXEMPLE):
        # Une seule façon, qui dit son exemple en deux temps : ce qui était attendu, ce qui fut obtenu.
        attendu, obtenu = facons[cles[0]][2]
    if len(cles) > len(nommees):
        obtenu += f" ; et {len(cles) - len(nommees)} autre(s) façon(s)"
    faute = Faute(attendu, obtenu, "\n\n".join(facons[cle][1] for cle in nommees))
    faute.preuves_courtes = preuves_courtes
    raise faute


# --- Parcourir les journaux ----------------------------------------------------------------------------

def les_pas(journaux):
    """Retourne les (journal, index, pas) de tous les journaux, dans l'ordre."""
    return [(journal, index, pas) for journal in journaux for index, pas in enumerate(journal.pas)]


def suivant(journal, index):
    """Retourne le pas qui suit ``index`` dans ``journal``, ou None."""
    return journal.pas[index + 1] if index + 1 < len(journal.pas) else None


def lisibles(des):
    """Retourne vrai si ``des`` sont cinq faces lues."""
    return bool(des) and None not in des


def attendus(des, remplies):
    """Retourne {case: points non nuls} que l'énoncé propose pour ``des`` (cases libres hors ``remplies``),
    une table qui se lit seulement : elle est partagée."""
    return attendus_d_une_main(tuple(sorted(des)), frozenset(remplies))


@functools.lru_cache(maxsize=GRILLES_RETENUES)
def attendus_d_une_main(main, remplies):
    """Retourne, en lecture seule, {case: points non nuls} que l'énoncé propose pour ``main`` (ses dés
    triés), les cases ``remplies`` (un ensemble figé) ôtées."""
    grille = grille_d_une_main(main)
    return MappingProxyType({case: grille[case] for case in CASES_DE_JEU
                             if grille[case] and case not in remplies})


@functools.lru_cache(maxsize=MAINS_POSSIBLES)
def grille_d_une_main(main):
    """Retourne la grille (un tuple) de ``main``, ses dés triés, sur une feuille vide."""
    return tuple(grille_attendue(main))


def sur_les_libres(coups, remplies):
    """Retourne les ``coups`` proposés pour les cases libres (hors ``remplies``)."""
    return {case: points for case, points in coups.items() if case not in remplies}


def grille_lue(journal, pas):
    """Retourne la grille des choix possibles lue à ce pas de ``journal`` si elle se lit, ou None.

    Elle se lit si le Surplus libre y est (il rapporte toujours : une grille juste le propose), ou si
    son écran a la forme (``Pas.contexte``) d'un écran du même programme où il y était : une grille
    qui l'oublie est alors jugée, et l'oubli nommé. Sans cette forme, une autre table (une légende,
    la liste des cases) serait prise pour la grille. La grille d'une partie neuve dont la feuille garde
    des cases de la partie d'avant (``FEUILLE_GARDEE``) ne se lit pas : on ne sait pas lesquelles sont
    libres.
    """
    if pas.coups is None or not pas.dessins or not lisibles(pas.des) or FEUILLE_GARDEE in pas.notes:
        return None
    if (SURPLUS not in pas.remplies and SURPLUS not in pas.coups
            and pas.contexte not in journal.contextes_des_grilles(SURPLUS)):
        return None
    return pas.coups


def lancers_precedents(journal, index):
    """Retourne les dés des lancers précédents du même tour que le pas ``index``, le plus récent d'abord."""
    pas = journal.pas[index]
    precedents = []
    for autre in reversed(journal.pas[:index]):
        if autre.tour != pas.tour or not autre.dessins:
            if autre.tour != pas.tour:
                break
            continue
        if lisibles(autre.des) and autre.des != pas.des:
            precedents.append(autre.des)
    return precedents


def lancer_du_tour_d_avant(journal, index):
    """Retourne les dés du dernier lancer dessiné du tour d'avant, dans la même partie, si le pas ``index``
    est le premier lancer dessiné de son tour et qu'ils diffèrent des siens ; sinon None.

    Un programme qui calcule sa grille avant de rouler les dés (revue 69, grilleavant) montre, au premier
    lancer d'un tour, la grille des derniers dés du tour d'avant : elle est aussi périmée.
    """
    pas = journal.pas[index]
    partie = journal.partie_du_pas(index)
    for autre_index in range(index - 1, -1, -1):
        autre = journal.pas[autre_index]
        if journal.partie_du_pas(autre_index) != partie:
            return None
        if not autre.dessins:
            continue
        if autre.tour != pas.tour - 1 or not lisibles(autre.des) or autre.des == pas.des:
            return None
        return autre.des
    return None


def lancers_d_avant(journal, index):
    """Retourne les dés des lancers d'avant dont la grille lue au pas ``index`` peut être restée : ceux du
    même tour (``lancers_precedents``), ou, au premier lancer d'un tour, le dernier du tour d'avant."""
    precedents = lancers_precedents(journal, index)
    if precedents or journal.pas[index].lancer >= LANCER_D_UNE_RELANCE:
        return precedents
    ancien = lancer_du_tour_d_avant(journal, index)
    return [ancien] if ancien is not None else []


def est_perimee(journal, index, prouvee=True):
    """Retourne les dés d'un lancer d'avant dont la grille lue au pas ``index`` est celle, ou None.

    Une grille périmée diffère de celle des dés montrés, et égale celle d'un lancer d'avant
    (``lancers_d_avant`` : du même tour, ou le dernier du tour d'avant) sur les cases libres, dont le
    Surplus libre la départage (``CASES_QUI_DEPARTAGENT``), et une autre case libre au moins
    (``CASES_QUI_DIFFERENT``). Sans eux, une règle fausse peut donner la grille d'un autre
    lancer (1 2 4 4 6 puis 3 4 4 5 6, la petite suite oubliée : le seul 4 à 8 points les deux fois ; un
    Surplus faux égal à l'ancienne somme) : c'est l'affaire de la règle. ``prouvee`` faux : sans
    cette case qui départage, la grille est seulement suspecte (les règles de points ne la jugent pas).
    """
    pas = journal.pas[index]
    coups = grille_lue(journal, pas)
    if coups is None:
        return None
    libres = sur_les_libres(coups, pas.remplies)
    actuels = attendus(pas.des, pas.remplies)
    if libres == actuels:
        return None
    for des in lancers_d_avant(journal, index):
        anciens = attendus(des, pas.remplies)
        differentes = {case for case in anciens.keys() | actuels.keys()
                       if anciens.get(case) != actuels.get(case)}
        departagent = (any(case in differentes for case in CASES_QUI_DEPARTAGENT)
                       and len(differentes) >= CASES_QUI_DIFFERENT)
        if libres == anciens and (departagent or not prouvee):
            return des
    return lancer_dont_la_grille_reste(journal, index, libres, actuels, prouvee)


def lancer_dont_la_grille_reste(journal, index, libres, actuels, prouvee=True):
    """Retourne les dés du dernier lancer précédent du tour dont des choix restent dans la grille lue au pas
    ``index`` (``libres``, sur les cases libres), ou None.

    Une grille remise à zéro au début du tour seulement, pas entre ses lancers (tour 32, java_grille) :
    chaque case que les dés montrés donnent y prend leurs points ; une case qu'ils ne donnent plus garde ceux
    du dernier lancer qui l'a donnée. La grille n'égale alors celle d'aucun lancer : elle égale leur
    empilement, le plus ancien dessous, depuis le début du tour ou depuis un lancer plus récent (la
    grille remise à zéro quand tous les dés roulent). Une case restée n'en dit rien si une règle fausse
    peut la donner sur les dés montrés : un point fixe (la main pleine à 25 offerte pour un carré, après
    une main pleine au lancer d'avant : relecture du 28 novembre). Il en faut une qu'aucune règle ne
    donne : une face absente des dés montrés, ou un brelan, un carré à une autre somme que la leur.
    ``prouvee`` faux : l'empilement suffit, la grille n'est que suspecte (les règles de points ne la
    jugent pas).
    """
    pas = journal.pas[index]
    precedents = lancers_precedents(journal, index)
    restees = [case for case in libres if case not in actuels]
    decisives = [case for case in restees
                 if (case in FACES_DU_HAUT and case not in pas.des)
                 or (case in CASES_A_LA_SOMME and libres[case] != sum(pas.des))]
    if not restees or (prouvee and not decisives):
        return None
    # L'empilement depuis chaque lancer précédent, le plus récent d'abord : un programme qui remet sa grille
    # à zéro à « 12345 » (et non au début du tour) empile les lancers depuis le dernier où tout a roulé.
    empilee = dict(actuels)
    for des in precedents:
        empilee = {**attendus(des, pas.remplies), **empilee}
        if libres == empilee:
            break
    else:
        return None
    return next(des for des in precedents
                if any(attendus(des, pas.remplies).get(case) == libres[case]
                       for case in (decisives if prouvee else restees)))


@une_fois_par_revue
def grilles_perimees(journaux):
    """Retourne les (journal, index, dés du lancer précédent) des grilles périmées des journaux, si elles le
    sont à ``TOURS_AUX_GRILLES_PERIMEES`` tours au moins, sinon une liste vide.

    Une grille qui n'est jamais recalculée l'est à presque chaque relance ; une seule, c'est une règle fausse
    qui a donné, par hasard, la grille du lancer d'avant (un Surplus faux égal à l'ancienne somme, avec peu
    de cases libres) : la faute de cette règle, qui la nomme.
    """
    # Des dés lus qui montrent une face douteuse (``face_douteuse`` : un 0 dessiné comme un 2) ne sont
    # peut-être pas ceux du programme : sa grille, juste pour ses dés, peut égaler par hasard celle d'un
    # lancer précédent lu (revue 4, f6 : une correction sur neuf). Seuls des dés sûrs, avant et après, le
    # disent.
    douteuse = face_douteuse(journaux)
    # Sous un dessin figé (``pas_aux_dessins_figes``), la grille suit des dés que le programme ne montre
    # pas : retombés sur les faces d'un lancer d'avant, elle égale sa grille sans être périmée (variante
    # des_du_premier_lancer_redessines, une correction sur vingt-cinq environ). La faute est celle de « seuls
    # les dés nommés sont relancés ».
    figes = pas_aux_dessins_figes(journaux)
    perimees = [(journal, index, ancien) for journal, index, pas in les_pas(journaux)
                if (id(journal), index) not in figes and (ancien := est_perimee(journal, index)) is not None
                and (douteuse is None or douteuse not in (*pas.des, *ancien))]
    tours = {cle_de_tour(journal, index, journal.pas[index]) for journal, index, _ in perimees}
    return perimees if len(tours) >= TOURS_AUX_GRILLES_PERIMEES else []


# Combien de parties neuves, au moins, toutes ouvertes sur les derniers dés de la précédente, pour dire que
# leur premier lancer n'est pas lancé (le hasard : une chance sur 7 776 par partie).
PARTIES_AUX_MEMES_DES = 2
# Les cases qui valent la somme des dés, hors du Surplus (libre, les dés montrés le donnent toujours) :
# restées d'un lancer d'avant à une autre somme, aucune règle ne les donne sur les dés montrés
# (``lancer_dont_la_grille_reste``).
CASES_A_LA_SOMME = (BRELAN, CARRE)
# Combien de dés relancés, au moins, et combien de tours où ils sont tous retombés à leur place sous une
# grille qui ne suit pas les dés dessinés, pour dire que le programme redessine les dés d'avant
# (``pas_aux_dessins_figes``).
DES_D_UN_DESSIN_FIGE = 2
TOURS_AUX_DESSINS_FIGES = 3
# Combien de tours, au moins, doivent montrer une grille périmée pour qu'elle soit une faute de la grille.
TOURS_AUX_GRILLES_PERIMEES = 2
# Pourquoi une grille périmée laisse une règle « à vérifier » : les règles de points (la grille périmée aux
# relances seulement, ou aussi au premier lancer de chaque tour), et le bonus.
SEULS_LES_PREMIERS_LANCERS = "seules les grilles des premiers lancers ont pu juger cette règle"
AUCUN_LANCER_SUR = ("au premier lancer d'un tour aussi, elle est celle des dés d'avant : seules les grilles"
                    " que les dés tombés n'ont pas changées ont pu juger cette règle")
HAUT_JAMAIS_VISE = ("le correcteur choisit ses cases parmi celles que cette grille propose : y atteindre 63"
                    " points en haut est affaire de hasard, et le verdict le serait aussi")


def exiger_des_grilles_a_jour(journaux, ce_qui_est_vu, pourquoi=None):
    """Lève ``Incompris`` si une grille périmée a été vue ; ne retourne rien. ``pourquoi`` : ce qu'elle
    empêche de juger (par défaut, selon qu'elle l'est aussi au premier lancer d'un tour ou non).

    Une grille restée celle d'un lancer précédent ne laisse juger les règles de points que sur les
    premiers lancers (où l'on voit rarement un Yum, un carré, le haut à 63) : sans contradiction, les cas
    rares (``CASES_RARES``) et le bonus sont « à vérifier », à chaque correction, quels que soient les
    dés ; la faute est celle de « les choix possibles sont recalculés pour les dés de chaque lancer ».
    """
    if grilles_perimees(journaux):
        if pourquoi is None:
            pourquoi = (AUCUN_LANCER_SUR if perimees_au_premier_lancer(journaux)
                        else SEULS_LES_PREMIERS_LANCERS)
        raise Incompris(f"{ce_qui_est_vu}, sans faute ; mais la grille des choix possibles reste celle d'un"
                        " lancer précédent (voir « Les choix possibles sont recalculés pour les dés de chaque"
                        f" lancer ») : {pourquoi}")


def perimees_au_premier_lancer(journaux):
    """Retourne vrai si des grilles périmées (``grilles_perimees``) le sont au premier lancer d'un tour, à
    ``TOURS_AUX_GRILLES_PERIMEES`` tours au moins : une seule, chez un programme dont la grille n'est
    périmée qu'aux relances, peut n'être qu'une règle fausse tombée sur la grille du tour d'avant."""
    tours = {cle_de_tour(journal, index, journal.pas[index])
             for journal, index, _ in grilles_perimees(journaux)
             if journal.pas[index].lancer < LANCER_D_UNE_RELANCE}
    return len(tours) >= TOURS_AUX_GRILLES_PERIMEES


@une_fois_par_revue
def grilles_fraiches(journaux):
    """Retourne les (journal, index, pas, coups) dont la grille se lit et n'est pas périmée, même
    seulement suspecte de l'être (``est_perimee``).

    Aucune si le programme montre ``GRILLES_LUES_A_MOITIE_AU_PLUS`` grilles lues à moitié, ou plus
    (``lignes_lues_a_moitie``) : les preuves des règles ne viendraient que des lancers où la ligne qui ne se
    lit pas n'est pas écrite, et le verdict changerait d'une correction à l'autre (revue 8, g17 et g19).
    """
    if len(lignes_lues_a_moitie(journaux)) >= GRILLES_LUES_A_MOITIE_AU_PLUS:
        return []
    figes = pas_aux_dessins_figes(journaux)
    # Une grille restée celle du tour d'avant au premier lancer d'un tour (calculée avant que les dés
    # roulent) l'est aussi au premier tour d'une partie, où les dés d'avant ne sont pas montrés : ces
    # grilles-là ne jugent rien (revue 69, grilleavant : huit règles « échoué » pour une seule faute).
    d_un_tour_a_l_autre = perimees_au_premier_lancer(journaux)
    return [(journal, index, pas, grille_lue(journal, pas)) for journal, index, pas in les_pas(journaux)
            if grille_lue(journal, pas) is not None and est_perimee(journal, index, prouvee=False) is None
            and (id(journal), index) not in figes
            and not (d_un_tour_a_l_autre and pas.lancer < LANCER_D_UNE_RELANCE)]


@une_fois_par_revue
def pas_aux_dessins_figes(journaux):
    """Retourne les (id du journal, index) des pas dont le dessin est, au même tour, celui du lancer d'avant
    après une relance, si le programme redessine les dés d'avant ; sinon un ensemble vide.

    Un programme qui relance ses dés mais redessine ceux du premier lancer (tour 33, py_etat) calcule sa
    grille sur des dés qu'il ne montre pas : jugée sur les dés dessinés, chaque règle de points échouait à
    la place de « seuls les dés nommés sont relancés », qui nomme la faute. Il le fait si, à
    ``TOURS_AUX_DESSINS_FIGES`` tours au moins, deux dés relancés au moins sont retombés à leur place et la
    grille ne suit pas les dés dessinés : des dés justes retombent à leur place une fois sur 36, mais leur
    grille les suit (relecture du 28 novembre : sans cette condition, un programme juste y arrivait dans une
    correction sur deux).
    """
    figes, tours = set(), set()
    for journal, index, pas, apres in relances(journaux):
        if not (apres.dessins and apres.tour == pas.tour and lisibles(pas.des)
                and apres.dessins[0] == pas.des):
            continue
        figes.add((id(journal), index + 1))
        coups = grille_lue(journal, apres)
        if (len(numeros_nommes(pas.reponse)) >= DES_D_UN_DESSIN_FIGE and coups is not None
                and sur_les_libres(coups, apres.remplies) != attendus(pas.des, apres.remplies)):
            tours.add(cle_de_tour(journal, index, pas))
    # Le programme redessine les dés d'avant : chaque dessin figé après une relance, même d'un seul dé, l'est.
    return figes if len(tours) >= TOURS_AUX_DESSINS_FIGES else set()


@une_fois_par_revue
def lignes_lues_a_moitie(journaux):
    """Retourne les notes ``GRILLE_LUE_A_MOITIE`` des journaux (chacune avec sa ligne), dans l'ordre."""
    return [note for _, _, pas in les_pas(journaux) for note in pas.notes
            if note.startswith(GRILLE_LUE_A_MOITIE)]


def ou(journal, pas):
    """Retourne où se trouve ``pas`` en mots : la partie du plan et le tour et le lancer."""
    return f"{journal.nom}, {situation(pas)}"


def cle_de_tour(journal, index, pas):
    """Retourne la clé d'un tour joué : le journal, la partie et le tour."""
    return id(journal), journal.partie_du_pas(index), pas.tour


# --- §3, §5.3 : la feuille avant les lancers ---------------------------------------------------------

def premiers_lancers(journaux):
    """Retourne les (journal, index du pas du premier lancer, texte écrit avant lui) des programmes lancés.

    Le premier lancer est le premier dessin de ses dés : des dés d'avant, d'autres faces, dessinés avant la
    feuille (revue 68, initdessin : « 1 1 1 1 1 », puis la feuille, puis le lancer), n'en sont pas un.
    """
    debuts = []
    for journal in journaux:
        index = next((i for i, pas in enumerate(journal.pas) if pas.dessins), None)
        if index is None:
            continue
        avant = "".join(pas.ecran for pas in journal.pas[:index]) + journal.pas[index].ecran
        debut = debut_du_dessin(avant, journal.pas[index].dessins[-1])
        debuts.append((journal, index, avant[:debut]))
    return debuts


@comportement("test_la_feuille_est_affichee_avant_le_premier_lancer", "§3, §5.3")
def feuille_avant_le_premier_lancer(journaux):
    """La feuille est affichée, vide, avant le premier lancer."""
    from yum.correction.programme.ecran import lire_feuille

    debuts = premiers_lancers(journaux)
    for journal, index, avant in debuts:
        # Une feuille aux étiquettes du cours se lit, même sous un autre titre (« FEUILLE DE POINTAGE »).
        feuille = lire_feuille(avant)
        if feuille is not None:
            if not feuille_vide(feuille):
                raise Faute("une feuille vide au début de la partie",
                            f"la feuille lue : {texte_feuille(feuille)}",
                            journal.passage(index, "le premier lancer"))
            continue
        if not contient_une_feuille(avant) and ressemble_a_une_feuille(avant):
            raise Incompris("une feuille de pointage d'une autre forme que la grille du cours est affichée"
                            " avant le premier lancer : le correcteur ne la lit pas, une personne doit"
                            " vérifier qu'elle est vide", journal.passage(index, "le premier lancer"))
        if not contient_une_feuille(avant) and pourrait_etre_une_feuille(avant):
            raise Incompris("avant le premier lancer, le programme nomme les cases du bas et un total, sans"
                            " que le correcteur y lise une feuille (plusieurs cases par ligne ?) : une"
                            " personne doit vérifier que la feuille est montrée, vide",
                            journal.passage(index, "le premier lancer"))
        if not contient_une_feuille(avant):
            premier_ecran = "".join(pas.ecran for pas in journal.pas[:index + 1])
            if lire_feuille(premier_ecran) is not None or ressemble_a_une_feuille(premier_ecran):
                # Montrée avec le premier lancer, sous les dés : §3 (« à chaque tour ») est tenu, l'ordre
                # du pseudo-code du §5.3 ne l'est pas ; une personne tranche.
                raise Incompris("la feuille de pointage est montrée avec le premier lancer, après les dés,"
                                " et non avant lui (§5.3 : « Afficher la grille de pointage », puis les"
                                " lancers ; §3 : « à chaque tour ») : une personne doit juger",
                                journal.passage(index, "le premier lancer"))
            raise Faute("la grille de pointage du cours avant le premier lancer de la partie",
                        "le premier lancer est dessiné sans grille de pointage avant lui",
                        journal.passage(index, "le premier lancer"))
        raise Incompris("la grille de pointage affichée avant le premier lancer ne se lit pas",
                        journal.passage(index, "le premier lancer"))
    if not debuts:
        raise Incompris("aucun premier lancer dessiné à la façon du cours")
    return f"{len(debuts)} programme(s) lancé(s) : la feuille vide est affichée avant le premier lancer"


# --- §5.2 : les lancers ----------------------------------------------------------------------------

@une_fois_par_revue
def relances(journaux):
    """Retourne les (journal, index, pas, pas suivant) où le correcteur a tapé des dés à relancer (ni « 0 »,
    ni le « n » qui garde les dés à une question oui ou non posée avant celle des dés, ni des numéros hors
    de l'ordre croissant refusés, puis tapés en ordre : ``ordre_refuse``)."""
    return [(journal, index, pas, suivant(journal, index)) for journal, index, pas in les_pas(journaux)
            if pas.question == DES and pas.reponse and pas.reponse != "0"
            and NON_GARDE_LES_DES not in pas.notes and ORDRE_REFUSE not in pas.notes
            and suivant(journal, index)]


def nomme_tous_les_des(reponse):
    """Retourne vrai si ``reponse`` nomme les cinq dés, dans n'importe quel ordre (« 12345 », « 54321 »)."""
    return sorted(reponse) == sorted(TOUS_LES_DES)


def reponse_valide_aux_des(reponse):
    """Retourne vrai si ``reponse`` est valide à la question des dés (§3) : « 0 », ou des chiffres de 1 à 5
    sans doublon."""
    chiffres = set(reponse or "")
    return reponse == GARDER_TOUT or (bool(chiffres) and chiffres <= set(TOUS_LES_DES)
                                      and len(chiffres) == len(reponse))


def reponse_aux_des_refusee(journal, index, pas):
    """Retourne vrai si la réponse aux dés du pas ``index`` a été refusée : la même question reposée au même
    tour, sans dessin, ni feuille, ni fin."""
    apres = suivant(journal, index)
    return (pas.question == DES and QUATRIEME_LANCER not in pas.notes and apres is not None
            and apres.tour == pas.tour and not apres.dessins and not apres.fini
            and derniere_ligne(apres.ecran) == derniere_ligne(pas.ecran)
            and not contient_une_feuille(apres.ecran))


def reponse_aux_des_prise_pour_zero(journal, index, pas):
    """Retourne vrai si la réponse aux dés du pas ``index`` a mené, sans dessin, à une autre question (la
    case) où la case tapée ensuite a été acceptée (un nouveau tour dessiné) : prise pour « 0 »."""
    apres = suivant(journal, index)
    ensuite = suivant(journal, index + 1)
    return (pas.question == DES and QUATRIEME_LANCER not in pas.notes and apres is not None
            and ensuite is not None and apres.question == CASE and apres.tour == pas.tour
            and not apres.dessins and derniere_ligne(apres.ecran) != derniere_ligne(pas.ecran)
            and bool(ensuite.dessins) and ensuite.tour > pas.tour)


def reponses_aux_des_plus_tot_au_tour(journal, index, pas):
    """Retourne les (index, pas) des réponses aux dés tapées avant le pas ``index``, au même tour de la même
    partie, de la plus récente à la plus ancienne."""
    partie = journal.partie_du_pas(index)
    plus_tot = []
    for avant in range(index - 1, -1, -1):
        pas_avant = journal.pas[avant]
        if pas_avant.tour != pas.tour or journal.partie_du_pas(avant) != partie:
            break
        if pas_avant.question == DES and pas_avant.reponse:
            plus_tot.append((avant, pas_avant))
    return plus_tot


def relance_valide_refusee(journal, index, pas):
    """Retourne vrai si la réponse aux dés du pas ``index`` est une relance valide (ni « 0 », ni des
    numéros hors de l'ordre croissant refusés pour leur ordre : ``ORDRE_REFUSE``) que le programme a refusée
    (``reponse_aux_des_refusee``)."""
    return (pas.reponse != GARDER_TOUT and reponse_valide_aux_des(pas.reponse)
            and ORDRE_REFUSE not in pas.notes and reponse_aux_des_refusee(journal, index, pas))


@une_fois_par_revue
def relances_valides_refusees(journaux):
    """Retourne les (journal, index) des relances valides de quelques dés refusées (la question des dés
    reposée) avant le troisième lancer, hors des numéros hors de l'ordre croissant (``ORDRE_REFUSE``) et
    d'une réponse qui suit aussitôt un refus (la trace d'une réponse refusée : l'affaire de « 113 »), à
    ``REFUS_D_UN_DE_DEJA_RELANCE_VOULUS`` tours au moins ; sinon []. Les cinq dés refusés (« 12345 » : tour
    70, java_artmenu) ne gênent pas le correcteur, qui vise en relançant quelques dés.

    Un programme juste n'en refuse aucune ; qui en refuse ne laisse pas le correcteur viser ce qui se vise
    en relançant (``exiger_des_des_nommes_qui_roulent``).
    """
    refusees = [(journal, index, pas) for journal, index, pas in les_pas(journaux)
                if pas.lancer < NB_LANCERS and not nomme_tous_les_des(pas.reponse or "")
                and relance_valide_refusee(journal, index, pas)
                and not (index and reponse_aux_des_refusee(journal, index - 1, journal.pas[index - 1]))]
    tours = {cle_de_tour(journal, index, pas) for journal, index, pas in refusees}
    if len(tours) < REFUS_D_UN_DE_DEJA_RELANCE_VOULUS:
        return []
    return [(journal, index) for journal, index, _ in refusees]


@une_fois_par_revue
def relances_refusees_pour_un_de_deja_relance(journaux):
    """Retourne les (journal, index, pas, deja) des relances valides refusées (la question des dés reposée)
    qui reprennent un dé d'une relance acceptée plus tôt au même tour (``deja`` : sa réponse), chez un
    programme qui refuse ainsi les dés déjà relancés : à ``REFUS_D_UN_DE_DEJA_RELANCE_VOULUS`` tours au
    moins, et aucune relance valide refusée qui ne reprenne un dé déjà tapé au tour ; sinon [].

    Tour 75, java_paquet : le tableau des chiffres déjà vus est créé une fois par tour, non par question ;
    au deuxième lancer, un dé relancé au premier est refusé comme un doublon. C'est la faute de « un tour à
    trois lancers » (le joueur ne peut pas relancer deux fois un même dé), non de « 113 » (une réponse
    refusée qui laisse sa trace) ni de « seuls les dés nommés » (« 12345 » refusé à son tour).
    """
    trouvees, autres = [], False
    for journal, index, pas in les_pas(journaux):
        # Des numéros hors de l'ordre croissant refusés, puis lancés en ordre (``ORDRE_REFUSE``) : une autre
        # faute, celle de « seuls les dés nommés » (variante numeros_des_des_en_ordre_croissant_seulement).
        if not relance_valide_refusee(journal, index, pas):
            continue
        plus_tot = reponses_aux_des_plus_tot_au_tour(journal, index, pas)
        deja = next((avant.reponse for i, avant in plus_tot
                     if set(avant.reponse) & set(pas.reponse) and suivant(journal, i).dessins
                     and suivant(journal, i).tour == pas.tour), None)
        if deja is not None:
            trouvees.append((journal, index, pas, deja))
        elif not any(set(avant.reponse) & set(pas.reponse) for _, avant in plus_tot):
            autres = True
    tours = {cle_de_tour(journal, index, pas) for journal, index, pas, _ in trouvees}
    return [] if autres or len(tours) < REFUS_D_UN_DE_DEJA_RELANCE_VOULUS else trouvees


@complement_de("test_la_reponse_113_aux_des_est_refusee")
def reponse_valide_refusee_apres_un_refus(journaux):
    """Une réponse invalide refusée aux dés ne laisse pas de trace : retourne la phrase du verdict ; lève
    ``Faute`` si « 12345 », tapé juste après elle, a été refusé aussi (``reponse_aux_des_refusee``), à
    ``REFUS_APRES_UN_REFUS_VOULUS`` tours au moins, alors qu'il lance les dés ailleurs.

    Le complément de la sonde « 113 » (tour 51, java_buffered : le tableau des chiffres déjà vus, créé une
    fois avant la boucle qui relit la réponse, garde ceux de la réponse refusée ; « 12345 » est ensuite un
    doublon). La sonde, qui ne voit rien avancer, dit « à vérifier » ; les journaux disent pourquoi.
    """
    lancent = any(nomme_tous_les_des(pas.reponse) and apres.dessins and apres.tour == pas.tour
                  for _, _, pas, apres in relances(journaux))
    vus = []
    for journal, index, pas in les_pas(journaux):
        if not (index and nomme_tous_les_des(pas.reponse or "")
                and (reponse_aux_des_refusee(journal, index, pas)
                     or reponse_aux_des_prise_pour_zero(journal, index, pas))):
            continue
        avant = journal.pas[index - 1]
        if (avant.tour == pas.tour and not reponse_valide_aux_des(avant.reponse)
                and reponse_aux_des_refusee(journal, index - 1, avant)):
            vus.append((journal, index, pas, avant))
    tours = {cle_de_tour(journal, index, pas) for journal, index, pas, _ in vus}
    if not lancent or len(tours) < REFUS_APRES_UN_REFUS_VOULUS:
        return "aucune réponse valide refusée après une réponse invalide"
    if relances_refusees_pour_un_de_deja_relance(journaux):
        # Une relance acceptée laisse aussi sa trace : la faute de « un tour à trois lancers ».
        return "les réponses valides refusées reprennent des dés déjà relancés au tour"
    # L'exemple cité : d'abord après un doublon refusé, la réponse de la sonde que ce complément complète.
    journal, index, pas, avant = min(vus, key=lambda vu: len(set(vu[3].reponse)) == len(vu[3].reponse))
    perdu = ("pris pour « 0 » (la question de la case a suivi, et la case a été acceptée)"
             if reponse_aux_des_prise_pour_zero(journal, index, pas) else
             "refusé aussi (la question des dés reposée)")
    raise Faute("une réponse invalide refusée aux dés ne compte plus : la question reposée, une réponse"
                f" valide (« {TOUS_LES_DES} ») relance les dés (§3, §5.1)",
                f"après « {avant.reponse} », refusée ({ou(journal, pas)}), « {pas.reponse} » a été"
                f" {perdu} ; {len(tours)} tours ainsi, alors qu'il lance les dés ailleurs : la réponse"
                " refusée laisse sa trace", journal.passage(index, f"« {pas.reponse} » perdu après un refus"))


@une_fois_par_revue
def tous_les_des_sans_lancer(journaux):
    """Retourne les (journal, index, pas) où les cinq dés nommés (« 12345 », « 54321 ») n'ont dessiné aucun
    lancer, après un lancer où des relances de quelques dés en dessinent un.

    Ce n'est pas un lancer qui manque au tour (l'affaire de « un tour à trois lancers »), mais « 12345 » qui
    ne relance pas tous les dés chez ce programme (des dés à garder au lieu de dés à relancer) : la faute de
    « seuls les dés nommés sont relancés », qui la nomme.
    """
    les_relances = relances(journaux)
    relancent = {pas.lancer for _, _, pas, apres in les_relances
                 if not nomme_tous_les_des(pas.reponse) and apres.dessins and apres.tour == pas.tour}
    deja_relances = {(id(journal), index) for journal, index, _, _
                     in relances_refusees_pour_un_de_deja_relance(journaux)}
    return [(journal, index, pas) for journal, index, pas, apres in les_relances
            if nomme_tous_les_des(pas.reponse) and pas.lancer in relancent and not apres.dessins
            and pas.lancer < NB_LANCERS and QUATRIEME_LANCER not in pas.notes
            and (id(journal), index) not in deja_relances]


@comportement("test_un_tour_a_trois_lancers_puis_la_case", "§5.2")
def trois_lancers(journaux):
    """Un tour offre trois lancers (deux relances)."""
    facons, troisiemes = {}, set()
    sans_lancer = {(id(journal), index) for journal, index, _ in tous_les_des_sans_lancer(journaux)}
    # Une relance refusée parce qu'elle reprend un dé déjà relancé au tour : la raison est dite.
    deja = {(id(journal), index): f"refusée (la question des dés reposée) : elle reprend un dé de"
            f" « {avant} », relancé plus tôt au même tour ; un dé relancé ne peut plus l'être"
            for journal, index, _, avant in relances_refusees_pour_un_de_deja_relance(journaux)}
    for journal, index, pas, apres in relances(journaux):
        if (pas.lancer >= NB_LANCERS or QUATRIEME_LANCER in pas.notes
                or (id(journal), index) in sans_lancer):
            continue
        if apres.dessins and (apres.tour == pas.tour or TOUR_SANS_CASE in apres.notes):
            # Un lancer a suivi (puis, peut-être, un tour sans case : l'affaire d'un autre comportement).
            if apres.lancer == NB_LANCERS or TOUR_SANS_CASE in apres.notes:
                troisiemes.add(cle_de_tour(journal, index, pas))
            continue
        if apres.fini or REFUS_OUI_NON in pas.notes:
            # Des numéros refusés à une question oui ou non (« Voulez-vous relancer des dés ? (o/n) ») : le
            # correcteur n'a pas su placer la question (il a cessé de taper) ; pas un tour sans lancer.
            continue
        cle = ("case", pas.lancer) if apres.tour != pas.tour else ("rien", pas.lancer)
        ce_qui_suit = ("le tour suivant a commencé : les numéros ont été pris pour une case"
                       if apres.tour != pas.tour else deja.get((id(journal), index),
                                                               "aucun lancer n'est dessiné"))
        facons.setdefault(cle, (f"« {pas.reponse} » après le lancer {pas.lancer} ({ou(journal, pas)}) :"
                                f" {ce_qui_suit}",
                                journal.passage(index, f"relance après le lancer {pas.lancer}")))
    for journal, index, pas in les_pas(journaux):
        if CASE_AVANT_LE_TROISIEME_LANCER in pas.notes:
            facons.setdefault(("case trop tôt", pas.lancer), (
                f"après le lancer {pas.lancer} ({ou(journal, pas)}), le programme demande la case, sous son"
                " invite, sans demander les dés à relancer",
                journal.passage(index, f"la case après le lancer {pas.lancer}")))
    lever_les_facons("après le premier et le deuxième lancer, la question des dés ; le lancer suivant est"
                     " dessiné (§5.2 : trois lancers)", facons)
    exiger_des_lancers_lisibles(journaux, f"{len(troisiemes)} tour(s) menés au troisième lancer")
    if len(troisiemes) < TOURS_A_TROIS_LANCERS_VOULUS:
        raise ManqueDePreuves(f"{len(troisiemes)} tour(s) menés au troisième lancer par des relances, sur"
                              f" {TOURS_A_TROIS_LANCERS_VOULUS} voulus")
    return f"{len(troisiemes)} tours menés au troisième lancer par deux relances"


@comportement("test_pas_de_question_des_des_apres_le_troisieme_lancer", "§5.2")
def pas_de_quatrieme_lancer(journaux):
    """Aucune question des dés après le troisième lancer."""
    facons, cases = {}, 0
    for journal, index, pas in les_pas(journaux):
        if QUATRIEME_LANCER in pas.notes and pas.reponse == GARDER_TOUT:
            facons.setdefault(("quatrième",), (
                f"après le troisième lancer ({ou(journal, pas)}), le programme demande encore les dés, sous"
                f" leur invite (« {derniere_ligne(pas.ecran)} ») : le correcteur les garde (« 0 »)",
                journal.passage(index, "après le troisième lancer")))
        elif QUATRIEME_LANCER in pas.notes:
            facons.setdefault(("quatrième",), (
                f"« {pas.reponse} », tapé pour la case après le troisième lancer ({ou(journal, pas)}), a"
                " été pris pour des dés à relancer : le programme demandait les dés une troisième fois",
                journal.passage(index, "après le troisième lancer")))
        elif pas.question == CASE and pas.lancer == NB_LANCERS:
            cases += 1
    lever_les_facons("après le troisième lancer, la question de la case (§5.2 : trois lancers au plus)",
                     facons)
    exiger_des_lancers_lisibles(journaux, f"{cases} case(s) demandée(s) après un troisième lancer")
    if cases < CASES_APRES_LE_TROISIEME_LANCER_VOULUES:
        raise ManqueDePreuves(f"{cases} case(s) demandée(s) après un troisième lancer, sur"
                              f" {CASES_APRES_LE_TROISIEME_LANCER_VOULUES} voulues")
    return f"{cases} fois, après le troisième lancer, le programme a demandé la case"


def zero_qui_relance(pas, apres):
    """Retourne vrai si le pas suivant ``apres`` dessine, au même tour, d'autres dés que ceux que « 0 » (la
    réponse de ``pas``) devait garder."""
    return bool(apres.dessins) and apres.tour == pas.tour and apres.dessins[-1] != pas.des


@une_fois_par_revue
def premier_zero_qui_relance(journaux):
    """Retourne le (journal, index) du premier « 0 » aux dés suivi d'autres dés au même tour, ou None."""
    return next(((journal, index) for journal, index, pas in les_pas(journaux)
                 if pas.question == DES and pas.reponse == "0" and ZERO_REFUSE not in pas.notes
                 and lisibles(pas.des) and (apres := suivant(journal, index)) is not None
                 and zero_qui_relance(pas, apres)), None)


def exiger_des_zeros_qui_gardent(journaux, ce_qui_est_vu):
    """Lève ``Incompris`` si « 0 » a relancé des dés (la faute de « 0 garde tous les dés ») ; ne retourne
    rien.

    Le correcteur vise 63 en haut en gardant ses dés par « 0 » : relancés quand même, les voir 63 est affaire
    de hasard (la CI d'un clone neuf : une feuille à 63 en 56 parties de dernier_lancer_meme_apres_zero, le
    bonus « à vérifier » ; deux à vingt-trois ailleurs, « réussi »). Il est « à vérifier » à chaque
    correction, sauf contradiction.
    """
    relance = premier_zero_qui_relance(journaux)
    if relance is not None:
        journal, index = relance
        raise Incompris(f"{ce_qui_est_vu}, sans faute ; mais « 0 » a relancé les dés (voir « 0 garde tous les"
                        " dés ») : le correcteur ne peut pas garder ses dés pour viser 63 points en haut, les"
                        " y voir est affaire de hasard, et le verdict le serait aussi",
                        journal.passage(index, "« 0 » aux dés"))


@comportement("test_0_garde_tous_les_des_et_passe_a_la_case", "§5.2")
def zero_garde_les_des(journaux):
    """« 0 » garde tous les dés et passe à la case."""
    facons, zeros = {}, 0
    for journal, index, pas in les_pas(journaux):
        apres = suivant(journal, index)
        if pas.question != DES or pas.reponse != "0" or apres is None or not lisibles(pas.des):
            continue
        if ZERO_REFUSE in pas.notes:
            # Les mêmes dés redessinés avant la question reposée : « 0 » a compté pour un lancer.
            redessines = " après les mêmes dés redessinés" if REDESSIN in apres.notes else ""
            facons.setdefault(("refusé",), (
                f"« 0 » ({ou(journal, pas)}) n'a pas mené à la case : la question des dés est reposée"
                f"{redessines}", journal.passage(index, "« 0 » aux dés")))
        elif zero_qui_relance(pas, apres):
            facons.setdefault(("relancés",), (
                f"après « 0 » ({ou(journal, pas)}), les dés {texte_des(pas.des)} sont devenus"
                f" {texte_des(apres.dessins[-1])}", journal.passage(index, "« 0 » aux dés")))
        elif not apres.fini:
            zeros += 1
    lever_les_facons("« 0 » garde les dés tels quels et passe à la question suivante (§5.2)", facons)
    non = next(((journal, index) for journal, index, pas in les_pas(journaux)
                if NON_GARDE_LES_DES in pas.notes), None)
    if zeros < ZEROS_AUX_DES_VOULUS and non is not None:
        raise Incompris("le programme demande oui ou non avant la question des dés : « n » y garde les dés,"
                        " et « 0 », que l'énoncé fait entrer pour les garder (§5.2), n'a pas de place ; une"
                        " personne juge cet écart", non[0].passage(non[1], "« n » garde les dés"))
    if zeros < ZEROS_AUX_DES_VOULUS:
        raise ManqueDePreuves(f"{zeros} réponse(s) « 0 » aux dés suivies, sur {ZEROS_AUX_DES_VOULUS} voulues")
    return f"{zeros} fois, « 0 » a gardé les dés"


@une_fois_par_revue
def relances_suivies(journaux):
    """Retourne les (journal, index, pas, pas suivant, numéros des dés gardés qui ont changé) des relances
    qui gardaient des dés, suivies d'un lancer du même tour.

    Un dé gardé a changé si sa valeur manque au lancer suivant : un programme qui trie ses dés après
    chaque lancer les garde, à d'autres places (aucun numéro n'est alors donné).
    """
    suivies = []
    for journal, index, pas, apres in relances(journaux):
        if not (apres.dessins and apres.tour == pas.tour and lisibles(pas.des)
                and lisibles(apres.dessins[0])):
            continue
        nommes = numeros_nommes(pas.reponse)
        gardes = [numero for numero in range(1, len(pas.des) + 1) if numero not in nommes]
        if not gardes:
            continue
        # Les valeurs gardées doivent toutes rester ; un programme qui trie ses dés les montre ailleurs.
        gardees = Counter(pas.des[numero - 1] for numero in gardes)
        restees = not gardees - Counter(apres.dessins[0])
        changes = [] if restees else [numero for numero in gardes
                                      if pas.des[numero - 1] != apres.dessins[0][numero - 1]]
        suivies.append((journal, index, pas, apres, changes))
    return suivies


def numeros_nommes(reponse):
    """Retourne les numéros des dés que ``reponse`` (aux dés) nomme, dans l'ordre tapé, sans doublon.

    >>> numeros_nommes("5232")
    [5, 2, 3]
    """
    return list(dict.fromkeys(int(chiffre) for chiffre in reponse if chiffre.isdigit()))


def gardes_en_place(pas, lance):
    """Retourne vrai si chaque dé que la relance de ``pas`` gardait est resté à sa place dans ``lance`` (les
    dés du lancer suivant) : la place d'un dé dit alors s'il a roulé."""
    nommes = numeros_nommes(pas.reponse)
    return all(pas.des[numero - 1] == lance[numero - 1]
               for numero in range(1, len(pas.des) + 1) if numero not in nommes)


@une_fois_par_revue
def des_nommes_immobiles(journaux):
    """Retourne {(« dé », numéro) ou (« rang », rang du chiffre dans la réponse): (relances, journal, index,
    pas, numéro du dé) de la première} pour chaque dé nommé qui n'a roulé à aucune de ses relances, s'il
    y en a eu au moins ``RELANCES_D_UN_DE_IMMOBILE``.

    Un programme peut ne jamais relancer un dé (« for i in range(4) ») ou un chiffre de la réponse (une
    boucle qui commence à 1) ; un dé relancé garde sa valeur une fois sur six. Seules comptent les
    relances où les dés gardés sont restés à leur place : chez un programme qui trie ses dés, ou dont des
    dés gardés roulent (la faute de ce même comportement), la place d'un dé nommé ne dit rien ; on ne
    conclut alors pas.
    """
    relances_de, bouges, premieres = Counter(), set(), {}
    for journal, index, pas, apres, _ in relances_suivies(journaux):
        lance = apres.dessins[0]
        if not gardes_en_place(pas, lance):
            return {}
        for rang, numero in enumerate(numeros_nommes(pas.reponse)):
            if not 1 <= numero <= len(pas.des) or rang >= len(RANGS_EN_MOTS):
                continue
            for cle in (("dé", numero), ("rang", rang)):
                relances_de[cle] += 1
                premieres.setdefault(cle, (journal, index, pas, numero))
                if pas.des[numero - 1] != lance[numero - 1]:
                    bouges.add(cle)
    return {cle: (nombre, *premieres[cle]) for cle, nombre in sorted(relances_de.items())
            if cle not in bouges and nombre >= RELANCES_D_UN_DE_IMMOBILE}


def exiger_des_relances_justes(journaux, ce_qui_est_vu):
    """Lève ``Incompris`` si des dés gardés ont roulé à une relance, ou si un dé nommé n'a jamais roulé ;
    ne retourne rien.

    Le correcteur vise les cas rares (un carré, un Yum, le haut à 63) en gardant des dés : si les
    dés gardés roulent, ou si un dé nommé ne roule jamais, les voir est affaire de hasard, et le
    verdict le serait aussi (« réussi » une correction, « à vérifier » l'autre) ; ils sont « à vérifier »
    à chaque correction. La faute est celle de « seuls les dés nommés sont relancés ».
    """
    suivies = relances_suivies(journaux)
    if any(changes for *_, changes in suivies):
        raise Incompris(f"{ce_qui_est_vu}, sans faute ; mais des dés gardés ont roulé (voir « Seuls les dés"
                        " nommés sont relancés ») : le correcteur ne peut pas viser un carré, un Yum ou le"
                        " haut à 63, et les voir serait affaire de hasard")
    exiger_des_des_nommes_qui_roulent(journaux, ce_qui_est_vu, "un carré, un Yum ou le haut à 63")


def exiger_des_des_nommes_qui_roulent(journaux, ce_qui_est_vu, vise):
    """Lève ``Incompris`` si un dé nommé n'a jamais roulé (``des_nommes_immobiles``) : le correcteur ne peut
    pas viser ``vise`` (des mots), et les voir serait affaire de hasard ; ne retourne rien."""
    if des_nommes_immobiles(journaux):
        raise Incompris(f"{ce_qui_est_vu}, sans faute ; mais un dé nommé n'a jamais roulé (voir « Seuls les"
                        f" dés nommés sont relancés ») : le correcteur ne peut pas viser {vise}, et les voir"
                        " serait affaire de hasard")
    # Tour 75, java_paquet : un dé relancé ne peut plus l'être au même tour ; le haut à 63 se voyait une
    # correction sur deux (relecture 79 : de même chez qui ne remet jamais à zéro ses chiffres vus). Tour
    # 58, java_tours0 : « 0 » gardait les dés à tous les tours suivants, un lancer chacun ; les suites et le
    # Yum étaient « réussi » une correction, « à vérifier » l'autre.
    for causes, raison, titre in (
            (relances_valides_refusees, "des relances valides sont refusées", "une relance refusée"),
            (tours_ou_la_case_vient_trop_tot, "le programme demande la case avant le troisième lancer",
             "la case avant le troisième lancer")):
        vues = causes(journaux)
        if vues:
            journal, index = vues[0]
            raise Incompris(f"{ce_qui_est_vu}, sans faute ; mais {raison} (voir « Un tour offre trois"
                            f" lancers ») : le correcteur ne peut pas viser {vise}, et les voir serait"
                            " affaire de hasard", journal.passage(index, titre))


def tours_ou_la_case_vient_trop_tot(journaux):
    """Retourne les (journal, index) des tours où la case est demandée avant le troisième lancer, s'ils sont
    plus nombreux que les tours menés à leur troisième lancer, ou si une partie en a
    ``TOURS_TROP_TOT_DE_SUITE`` de suite (le correcteur ne peut alors pas viser ce qui se vise en
    relançant), sinon une liste vide.

    Un seul tour sans relance par partie (le treizième : variante un_seul_lancer_au_dernier_tour) laisse
    les douze autres à viser : ce n'est pas le cas. Le compte seul, chez un programme où « 0 » garde les
    dés à tous les tours suivants (tour 58, java_tours0), penchait d'un côté ou de l'autre selon les
    parties jouées : les suites et le Yum bougeaient encore, une correction sur trois.
    """
    trop_tot, troisiemes, de_suite, plus_longue = {}, set(), {}, 0
    for journal, index, pas in les_pas(journaux):
        partie = (id(journal), journal.partie_du_pas(index))
        cle = (*partie, pas.tour)
        if CASE_AVANT_LE_TROISIEME_LANCER in pas.notes:
            if cle not in trop_tot:
                trop_tot[cle] = (journal, index)
                de_suite[cle] = de_suite.get((*partie, pas.tour - 1), 0) + 1
                plus_longue = max(plus_longue, de_suite[cle])
        elif pas.lancer >= NB_LANCERS:
            troisiemes.add(cle)
    if len(trop_tot) > len(troisiemes) or plus_longue >= TOURS_TROP_TOT_DE_SUITE:
        return list(trop_tot.values())
    return []


def ordre_refuse(journaux):
    """Retourne (refus, journal, index, pas du premier) si des numéros de dés valides hors de l'ordre
    croissant (« 523 », « 54321 ») d'un même nombre de chiffres ont été refusés au moins
    ``REFUS_DE_L_ORDRE_VOULUS`` fois, et jamais lancés ; sinon None.

    Un refus n'est noté (``ORDRE_REFUSE``) que si les mêmes numéros, en ordre, ont ensuite été lancés
    (``Partie.trancher_l_ordre``) : un programme juste, qui demande alors la case, n'en a jamais. Deux au
    moins, et aucun du même nombre de chiffres lancé, pour qu'une question mal placée ne fasse pas seule la
    faute ; il y en a deux par partie, et chaque correction en joue plusieurs. Les nombres de chiffres se
    jugent à part : une équipe qui borne la réponse à 12345 lance « 523 » et refuse « 54321 » (tour 46,
    java_douze).
    """
    lancees = {len(pas.reponse) for _, _, pas, apres in relances(journaux)
               if pas.reponse != en_ordre(pas.reponse) and apres.dessins and apres.tour == pas.tour}
    refus = [(journal, index, pas) for journal, index, pas in les_pas(journaux)
             if ORDRE_REFUSE in pas.notes and len(pas.reponse) not in lancees]
    if len(refus) < REFUS_DE_L_ORDRE_VOULUS:
        return None
    return (len(refus), *refus[0])


def tour_fini_sur_les_des_gardes(journal, index):
    """Retourne vrai si la dernière réponse aux dés du tour du pas ``index`` (la case) les a tous gardés
    (« 0 », ou « n » à une question oui ou non posée avant celle des dés), sans refus."""
    tour = journal.pas[index].tour
    for pas in reversed(journal.pas[:index]):
        if pas.tour != tour:
            return False
        if pas.question == DES:
            return ((pas.reponse == GARDER_TOUT and ZERO_REFUSE not in pas.notes)
                    or NON_GARDE_LES_DES in pas.notes)
    return False


@une_fois_par_revue
def premiers_lancers_apres_des_gardes(journaux):
    """Retourne les (journal, index de la case, pas de la case, pas du premier lancer suivant, pareil) des
    tours finis sur les dés gardés (``tour_fini_sur_les_des_gardes``), suivis d'un tour de la même partie ;
    ``pareil`` : ce premier lancer (non redessiné) montre, chacun à sa place, les cinq dés de la case.

    Tour 47, py_relance_tour : la variable des dés à rouler remise à 12345 à chaque partie, jamais à chaque
    tour ; après « 0 », le tour suivant commence sur les mêmes dés, chaque fois. Chez un programme juste,
    une fois sur 7 776, ou, s'il trie ses dés, une fois sur 65 au plus (cinq faces différentes) : seuls les
    tours finis sur les dés gardés se comparent, où la faute se voit à coup sûr.
    """
    trouves, vus = [], set()
    for journal, index, pas in les_pas(journaux):
        if (pas.question != CASE or not lisibles(pas.des) or QUATRIEME_LANCER in pas.notes
                or not tour_fini_sur_les_des_gardes(journal, index)):
            continue
        suite = next((autre for autre in range(index + 1, len(journal.pas)) if journal.pas[autre].dessins),
                     None)
        if suite is None or (id(journal), suite) in vus:
            continue
        premier = journal.pas[suite]
        if (premier.tour == pas.tour + 1 and premier.lancer == 1 and REDESSIN not in premier.notes
                and journal.partie_du_pas(suite) == journal.partie_du_pas(index)):
            vus.add((id(journal), suite))
            trouves.append((journal, index, pas, premier, list(premier.dessins[-1]) == list(pas.des)))
    return trouves


def premiers_lancers_sur_les_des_d_avant(journaux):
    """Retourne les (journal, index, pas de la case, pas du premier lancer) des premiers lancers qui montrent
    les dés gardés du tour d'avant (``premiers_lancers_apres_des_gardes``), s'ils sont au moins
    ``PREMIERS_LANCERS_PAREILS_VOULUS`` et la moitié de ceux qui suivent des dés gardés ; sinon []."""
    tours = premiers_lancers_apres_des_gardes(journaux)
    pareils = [(journal, index, pas, premier) for journal, index, pas, premier, pareil in tours if pareil]
    if len(pareils) < PREMIERS_LANCERS_PAREILS_VOULUS or len(pareils) * 2 < len(tours):
        return []
    return pareils


@comportement("test_seuls_les_des_nommes_sont_relances", "§5.1")
def seuls_les_des_nommes(journaux):
    """Seuls les dés nommés sont relancés."""
    facons, vues = {}, 0
    suivies = relances_suivies(journaux)
    for journal, index, pas, apres, changes in suivies:
        vues += 1
        if changes:
            facons.setdefault(("gardé changé",), (
                f"« {pas.reponse} » ({ou(journal, pas)}) : {texte_des(pas.des)} est devenu"
                f" {texte_des(apres.dessins[0])}, le dé {changes[0]}, gardé, a changé",
                journal.passage(index, f"relance « {pas.reponse} »")))
    for journal, index, pas in tous_les_des_sans_lancer(journaux)[:1]:
        facons.setdefault(("rien relancé",), (
            f"« {pas.reponse} » ({ou(journal, pas)}) n'a relancé aucun dé : aucun lancer n'a suivi, alors"
            f" que des relances de quelques dés après le lancer {pas.lancer} en dessinent un",
            journal.passage(index, f"relance « {pas.reponse} »")))
    immobiles = des_nommes_immobiles(journaux)
    for (sorte, qui), (nombre, journal, index, pas, numero) in immobiles.items():
        nomme = f"le dé {qui}" if sorte == "dé" else f"le {RANGS_EN_MOTS[qui]} chiffre tapé"
        facons.setdefault(("immobile", sorte, qui), (
            f"{nomme} n'a roulé à aucune de ses {nombre} relances : « {pas.reponse} » ({ou(journal, pas)})"
            f" a laissé le dé {numero} à {pas.des[numero - 1]}, comme chaque fois",
            journal.passage(index, f"relance « {pas.reponse} »")))
    refus = ordre_refuse(journaux)
    if refus is not None:
        nombre, journal, index, pas = refus
        croissant = en_ordre(pas.reponse)
        # Le passage du pas du refus : la relance refusée avant lui, les mêmes numéros en ordre, le lancer.
        facons.setdefault(("ordre refusé",), (
            f"« {pas.reponse} » ({ou(journal, pas)}) a été refusé, puis « {croissant} » lancé ; ainsi"
            f" {nombre} relances valides hors de l'ordre croissant refusées : chaque chiffre de 1 à 5, sans"
            f" doublon, dans n'importe quel ordre (§5.1 : « {RELANCE_DE_L_ENONCE} est une combinaison"
            " valable »)",
            journal.passage(index + 1, f"relance « {pas.reponse} », puis « {croissant} »")))
    absence = faces_absentes(journaux)
    if absence is not None:
        faces, dessines, (journal, index) = absence
        facons.setdefault(("face absente",), (
            f"aucun dé n'a montré {faces} en {dessines} dés dessinés : les dés ne vont pas de 1 à 6",
            journal.passage(index, "un lancer")))
    elif (absence := faces_absentes_des_relances(journaux)) is not None:
        faces, nombre, (journal, index) = absence
        facons.setdefault(("face absente des relances",), (
            f"aucun dé relancé n'a montré {faces} en {nombre} dés relancés, quand les premiers lancers"
            " montrent chaque face : une relance ne va pas de 1 à 6",
            journal.passage(index, "une relance")))
    hors = lancers_hors_des_faces(journaux)
    if len(hors) >= LANCERS_HORS_DES_FACES:
        journal, index, pas, chiffres = hors[0]
        facons.setdefault(("hors des faces",), (
            f"le programme écrit ses dés « {chiffres} » ({ou(journal, pas)}), et ainsi {len(hors)} lancers :"
            " un dé qui n'est pas une face de 1 à 6",
            journal.passage(index, "un lancer")))
    pareils = premiers_lancers_sur_les_des_d_avant(journaux)
    if pareils and faces_absentes(journaux) is None:
        journal, index, pas, premier = pareils[0]
        facons.setdefault(("premier lancer",), (
            f"le premier lancer du tour ({ou(journal, premier)}) montre les dés sur lesquels la case du tour"
            f" d'avant a été choisie, tous gardés, {texte_des(pas.des)}, chacun à sa place, et ainsi"
            f" {len(pareils)} tours : le premier lancer d'un tour ne roule pas les cinq dés (§5.1 :"
            " « Initialiser une variable à 12345, pour rouler les 5 dés »)",
            journal.passage(index, "la case, puis le premier lancer du tour suivant")))
    lever_les_facons("une relance roule au hasard, de 1 à 6 (§4), les dés nommés, et eux seuls ; les autres"
                     " restent ; le premier lancer d'un tour roule les cinq dés (§5.1)", facons)
    exiger_des_lancers_lisibles(journaux, f"{vues} relance(s) de dés nommés suivies")
    if vues < RELANCES_NOMMEES_VOULUES:
        raise ManqueDePreuves(f"{vues} relance(s) de dés nommés suivies, sur {RELANCES_NOMMEES_VOULUES}"
                              " voulues")
    return f"{vues} relances : seuls les dés nommés ont roulé"


# --- §5.2 : la grille des choix possibles ----------------------------------------------------------

@comportement("test_la_grille_suit_chaque_lancer", "§5.2")
def grille_de_chaque_lancer(journaux):
    """Les choix possibles sont recalculés pour les dés de chaque lancer."""
    facons, vues = {}, 0
    perimees = {(id(journal), index): ancien for journal, index, ancien in grilles_perimees(journaux)}
    for journal, index, pas in les_pas(journaux):
        ancien = perimees.get((id(journal), index))
        if ancien is not None:
            relance = pas.lancer >= LANCER_D_UNE_RELANCE
            facons.setdefault(("périmée", relance), (
                f"au lancer {pas.lancer} ({ou(journal, pas)}), les dés montrés sont {texte_des(pas.des)},"
                f" mais {ce_qui_reste_d_un_lancer(journal, index, ancien)}",
                journal.passage(index, "la grille après une relance" if relance
                                else "la grille au premier lancer du tour",
                                depuis=index_du_lancer(journal, index, ancien))))
        elif (pas.lancer >= LANCER_D_UNE_RELANCE and grille_lue(journal, pas) is not None
              and lancers_precedents(journal, index) and est_perimee(journal, index) is None):
            vues += 1
    absente = lancer_sans_grille(journaux)
    if absente is not None:
        facons[("absente",)] = absente
    lever_les_facons("après chaque lancer, les choix possibles des dés montrés (§5.2)", facons)
    exiger_des_lancers_lisibles(journaux, f"{vues} grille(s) lue(s) après une relance")
    if vues < GRILLES_APRES_UNE_RELANCE_VOULUES:
        raise ManqueDePreuves(f"{vues} grille(s) lue(s) après une relance qui a changé les dés, sur"
                              f" {GRILLES_APRES_UNE_RELANCE_VOULUES} voulues")
    return f"{vues} grilles lues après une relance : chacune suit les dés montrés"


def lancer_nu(pas):
    """Retourne vrai si l'écran de ``pas`` ne montre que ses dés et la question : rien entre leur dessin (et
    la rangée de leurs numéros) et la question, aucune feuille, et le Surplus nommé nulle part ailleurs que
    dans la question (une grille écrite avant les dés, ou au-dessus d'une feuille, le nommerait) ; ni, dans
    la question, le Surplus et la somme des dés (une grille écrite sur la ligne de la question, relecture)."""
    if pas.feuille is not None or [ligne for ligne in lignes_apres_le_dessin(pas.ecran)
                                   if not est_une_rangee_de_numeros(ligne)]:
        return False
    lignes = [sans_accents(ligne) for ligne in pas.ecran.splitlines() if ligne.strip()]
    if any(MOT_DU_SURPLUS.search(ligne) for ligne in lignes[:-1]):
        return False
    question = lignes[-1] if lignes else ""
    return not (MOT_DU_SURPLUS.search(question) and str(sum(pas.des)) in re.findall(r"\d+", question))


@une_fois_par_revue
def rang_sans_grille(journaux):
    """Retourne (le rang, les (journal, index, pas) de ses lancers sans grille, {autre rang: grilles lues})
    d'un rang de lancer (le troisième) toujours montré sans grille des choix possibles, ou None.

    Un lancer est sans grille si ses dés se lisent, le Surplus libre, et que son écran ne montre rien
    d'autre qu'eux et la question (``lancer_nu``). Il faut ``LANCERS_SANS_GRILLE_VOULUS`` lancers de ce rang
    sans grille, aucune grille lue à ce rang, et ``GRILLES_LUES_AILLEURS_VOULUES`` à un autre rang : une
    grille qu'on ne sait pas lire (une autre forme, une pause avant elle) manque à tous les rangs, ou laisse
    quelque chose sur l'écran, et ne dit rien.
    """
    sans, avec = {}, Counter()
    for journal, index, pas in les_pas(journaux):
        if not pas.dessins or not lisibles(pas.des) or {REDESSIN, QUATRIEME_LANCER} & set(pas.notes):
            continue
        if grille_lue(journal, pas) is not None:
            avec[pas.lancer] += 1
        elif pas.coups is None and SURPLUS not in pas.remplies and lancer_nu(pas):
            sans.setdefault(pas.lancer, []).append((journal, index, pas))
    for lancer, vus in sorted(sans.items()):
        autres = {autre: compte for autre, compte in avec.items() if autre != lancer}
        if (len(vus) >= LANCERS_SANS_GRILLE_VOULUS and not avec[lancer]
                and max(autres.values(), default=0) >= GRILLES_LUES_AILLEURS_VOULUES):
            return lancer, vus, autres
    return None


def lancer_sans_grille(journaux):
    """Retourne la façon (la phrase, le passage) d'un rang de lancer toujours montré sans grille des choix
    possibles (``rang_sans_grille``), ou None."""
    sans_grille = rang_sans_grille(journaux)
    if sans_grille is None:
        return None
    lancer, vus, autres = sans_grille
    journal, index, pas = vus[0]
    lus = ", ".join(f"{compte} au lancer {autre}" for autre, compte in sorted(autres.items()))
    return (f"au lancer {lancer} ({ou(journal, pas)}), les dés {texte_des(pas.des)} sont montrés sans grille"
            " des choix possibles : rien entre eux et la question, le Surplus libre (il rapporte toujours) ;"
            f" {len(vus)} lancers de rang {lancer} sans grille, aucun avec grille, alors que la grille se lit"
            f" aux autres lancers ({lus})", journal.passage(index, f"le lancer {lancer}, sans grille"))


def exiger_une_grille_a_chaque_lancer(journaux, ce_qui_est_vu):
    """Lève ``Incompris`` si un rang de lancer ne montre jamais sa grille (``rang_sans_grille``) ; ne
    retourne rien.

    Les cas rares (``CASES_RARES``, cinq dés pareils) viennent surtout au dernier lancer, qu'on vise : sans
    sa grille, ils ne se voient qu'aux autres, presque jamais, et leur verdict serait un hasard (tour 73,
    java_tour0 : le Yum « réussi » quatre corrections, « à vérifier » la cinquième). Ils sont « à vérifier »
    à chaque correction, sauf contradiction, comme devant une grille périmée.
    """
    sans_grille = rang_sans_grille(journaux)
    if sans_grille is not None:
        raise Incompris(f"{ce_qui_est_vu}, sans faute ; mais la grille des choix possibles ne se montre"
                        f" jamais au lancer {sans_grille[0]} (voir « Les choix possibles sont recalculés"
                        " pour les dés de chaque lancer ») : les cas rares, qui viennent surtout au dernier"
                        " lancer, ne s'y jugent pas")


def index_du_lancer(journal, index, des):
    """Retourne l'index du dernier pas avant ``index`` dont le dessin montre ``des``, ou None."""
    return next((avant for avant in range(index - 1, -1, -1)
                 if journal.pas[avant].dessins and journal.pas[avant].des == des), None)


def ce_qui_reste_d_un_lancer(journal, index, ancien):
    """Retourne, en mots, ce que la grille lue au pas ``index`` garde des dés ``ancien``, d'un lancer
    d'avant (``lancers_d_avant``) : toute leur grille, ou les choix qu'ils donnaient et que les dés montrés
    ne donnent plus."""
    pas = journal.pas[index]
    libres = sur_les_libres(grille_lue(journal, pas), pas.remplies)
    if libres == attendus(ancien, pas.remplies):
        d_ou = ("d'un lancer précédent du tour" if ancien in lancers_precedents(journal, index)
                else "du dernier lancer du tour d'avant (elle semble calculée avant que les dés roulent)")
        return f"la grille est celle des dés {texte_des(ancien)}, {d_ou}"
    restees = ", ".join(f"{nom_case(case)} à {points}" for case, points in sorted(libres.items())
                        if case not in attendus(pas.des, pas.remplies))
    return (f"la grille garde des choix des dés {texte_des(ancien)}, d'un lancer précédent du tour, que les"
            f" dés montrés ne donnent plus : {restees} (elle n'est pas remise à zéro entre les lancers)")


def cle_de_motif(case, des):
    """Retourne le motif des dés qui distingue deux façons d'enfreindre la règle de ``case``.

    Pour une suite, « avec une paire », ou les cinq valeurs (« 1 2 3 5 6 ») ; pour le brelan, le carré
    et la main pleine, la forme des comptes (« 3+1+1 », « 5 ») ; pour les autres, rien.
    """
    compte = Counter(des)
    if case in (PETITE_SUITE, GROSSE_SUITE):
        return "avec une paire" if max(compte.values()) > 1 else " ".join(map(str, sorted(compte)))
    if case in (BRELAN, CARRE, MAIN_PLEINE):
        return "+".join(map(str, sorted(compte.values(), reverse=True)))
    # Les faces, le Surplus, le Yum : une façon par sorte (oubliée, offerte à tort, points faux), et les faces
    # ensemble (la même faute à chaque face est une seule façon).
    return ""


def juger_les_points(journaux, cases, formes_voulues=()):
    """Juge les points proposés pour ``cases`` sur chaque grille fraîche ; retourne la phrase « réussi ».

    Lève ``Faute`` nommant chaque façon distincte d'enfreindre la règle (une case oubliée, offerte à
    tort, aux points faux ; et le motif des dés), ``ManqueDePreuves`` si trop peu de tours payants
    (``voulues``) ou une des ``formes_voulues`` jamais vue, ``Incompris`` si aucune grille ne se lit.
    """
    facons, vues, formes_vues, lues = {}, {case: set() for case in cases}, set(), 0
    # Les façons vues sur des dés lus sans la face qu'un même dessin montre pour deux (``face_douteuse``).
    sures = {}
    douteuse = face_douteuse(journaux)
    fraiches = grilles_fraiches(journaux)
    oubliee = face_oubliee(fraiches) if set(cases) & set(CASES_D_UNE_FACE_REPETEE) else None
    for journal, index, pas, coups in fraiches:
        lues += 1
        formes_vues |= {forme for forme in formes(pas.des, pas.remplies) & set(formes_voulues)
                        if not set(CASES_D_UNE_FORME.get(forme, ())) & set(pas.remplies)}
        voulus = attendus(pas.des, pas.remplies)
        cinq_pareils = len(set(pas.des)) == 1
        for case in cases:
            regle = CARRE if case == CARRE_DEVANT_CINQ_PAREILS else case
            if regle in pas.remplies:
                continue
            if (case == CARRE_DEVANT_CINQ_PAREILS) != (regle == CARRE and cinq_pareils):
                continue
            if oubliee is not None and case in CASES_D_UNE_FACE_REPETEE and face_repetee(pas.des) == oubliee:
                # La face que le programme oublie partout (une boucle des faces qui s'arrête avant le 6) :
                # son brelan, son carré, son Yum manquent aussi. La faute est celle des faces, qui la
                # nomment ; jugée ici, elle l'était à chaque règle, et le Yum au hasard de cinq 6.
                continue
            montre, attendu = coups.get(regle), voulus.get(regle)
            if montre == attendu:
                if attendu or case == CARRE_DEVANT_CINQ_PAREILS:
                    vues[case].add(cle_de_tour(journal, index, pas))
                continue
            sorte = "oubliée" if montre is None else "offerte à tort" if attendu is None else "points faux"
            # Des points faux sont une façon, quel que soit le motif des dés ; une case oubliée ou offerte à
            # tort se distingue par son motif (le brelan oublié devant un Yum, la suite avec une paire).
            motif = cle_de_motif(regle, pas.des) if sorte != "points faux" else ""
            cle = ("faces" if regle in FACES_DU_HAUT else regle, sorte, motif)
            ce_qui_est = f"elle propose {montre}" if montre is not None else "elle ne la propose pas"
            exemple = (f"pour les dés {texte_des(pas.des)} ({ou(journal, pas)}), la case {nom_case(regle)}"
                       f" {'vaut ' + str(attendu) if attendu else 'n’est pas proposée'}"
                       f"{voisines_remplies(regle, pas.remplies)}")
            facon = (f"{exemple} ; la grille du programme : {ce_qui_est}",
                     journal.passage(index, f"{nom_case(regle)} pour {texte_des(pas.des)}"),
                     (f"{exemple} ({REGLES[regle]})",
                      f"la grille des choix possibles du programme : {ce_qui_est}"))
            facons.setdefault(cle, facon)
            if douteuse is not None and douteuse not in pas.des:
                sures.setdefault(cle, facon)
    regles = "; ".join(dict.fromkeys(REGLES[CARRE if case == CARRE_DEVANT_CINQ_PAREILS else case]
                                     for case in cases))
    if not lues:
        exiger_des_grilles_a_jour(journaux, "aucune grille fraîche lue")
        moities = lignes_lues_a_moitie(journaux)
        if len(moities) >= GRILLES_LUES_A_MOITIE_AU_PLUS:
            raise Incompris(f"la grille des choix possibles ne se lit qu'à moitié ({len(moities)} grilles) :"
                            f" une ligne de la forme d'une ligne lue ne se comprend pas ({moities[0]})")
        raise Incompris("la grille des choix possibles ne se lit pas (aucune case et ses points, Surplus"
                        " compris)")
    manquantes = [f"{nom_de_preuve(case)} ({len(tours)} tours sur {voulues(case)})"
                  for case, tours in vues.items() if len(tours) < voulues(case)]
    manquantes += [f"la forme {forme}" for forme in formes_voulues if forme not in formes_vues]
    if douteuse is not None:
        # Des dés qui ne vont pas de 1 à 6, et une face dessinée bien plus souvent que les autres (un 0 que
        # la procédure du cours dessine comme un 2) : la faute est celle des dés, nommée une fois ; des points
        # qui ne suivent pas les dés lus n'en disent pas d'autre, et des points qui les suivent ne prouvent
        # rien non plus (cinq « 2 » qui sont des 0 : « réussi » ou « à vérifier » selon les dés tombés).
        # Des dés de 1 à 5, chacun aussi souvent, sont bien ceux du programme : ses points s'y jugent.
        # Des dés lus sans la face douteuse sont ceux du programme : une grille qui les contredit est une
        # faute de la règle (revue 4, F : un brelan faux sur 1 1 1 3 4).
        lever_les_facons(f"les choix possibles suivent les règles (§5.2) : {regles}", sures)
        if facons and lues < GRILLES_POUR_UNE_FACON_SURE:
            # Une grille qui contredit la règle, mais sur des dés où paraît la face douteuse : des dés sans
            # elle la diront sûrement. Le brelan faux d'un programme aux dés de 0 à 5 restait « à vérifier »
            # quand les quatre parties d'une correction n'en montraient pas (CI d'un clone neuf).
            raise ManqueDePreuves(f"{lues} grilles lues, dont une qui contredit la règle sur des dés où"
                                  f" paraît {douteuse}, peut-être une autre face : d'autres parties"
                                  " cherchent des dés sans elle")
        absence = faces_absentes(journaux)
        if facons:
            phrase, passage = facons[min(facons, key=rang_de_faute)][:2]
        else:
            journal, index = absence[2]
            phrase = f"{lues} grilles lues, sans contradiction avec les dés lus"
            passage = journal.passage(index, "un lancer")
        raise Incompris(f"{phrase} ; mais aucun dé n'a montré {absence[0]} en {absence[1]} dés dessinés (voir"
                        " « Seuls les dés nommés sont relancés ») : les dés lus ne sont peut-être pas ceux"
                        " du programme", passage)
    # Une faute trouvée, les preuves voulues restent à voir : d'autres façons d'enfreindre la règle.
    lever_les_facons(f"les choix possibles suivent les règles (§5.2) : {regles}", facons, bool(manquantes))
    exiger_des_lancers_lisibles(journaux, f"{lues} grilles lues")
    if any(case in CASES_RARES for case in cases) or CINQ_PAREILS in formes_voulues:
        exiger_des_grilles_a_jour(journaux, f"{lues} grilles fraîches lues")
        exiger_une_grille_a_chaque_lancer(journaux, f"{lues} grilles fraîches lues")
        exiger_des_relances_justes(journaux, f"{lues} grilles fraîches lues")
    if formes_voulues:
        # Les formes voulues (les suites) se visent en relançant des dés : un dé nommé qui ne roule jamais
        # les laisse au hasard, « réussi » une correction, « à vérifier » l'autre. Une grille périmée aussi :
        # seuls ses premiers lancers les montrent (la CI d'un clone neuf : « la grosse suite, la petite
        # remplie » manquée en 56 parties une correction sur dix environ).
        exiger_des_grilles_a_jour(journaux, f"{lues} grilles fraîches lues")
        exiger_des_des_nommes_qui_roulent(journaux, f"{lues} grilles fraîches lues", "chaque forme de dés"
                                          " voulue")
    if manquantes and perimees_au_premier_lancer(journaux):
        # Seuls les lancers où les dés tombés n'ont pas changé la grille la jugent : d'autres parties n'en
        # donneraient guère plus, et le verdict changerait d'une correction à l'autre.
        exiger_des_grilles_a_jour(journaux, f"{lues} grilles fraîches lues")
    if manquantes:
        raise ManqueDePreuves(f"{lues} grilles lues, toujours justes, mais trop peu de tours payants pour"
                              f" conclure : {', '.join(manquantes)}")
    return f"{lues} grilles lues : " + ", ".join(
        f"{nom_de_preuve(case)} juste dans {len(tours)} tour{'s' if len(tours) > 1 else ''}"
        for case, tours in vues.items())


def voisines_remplies(case, remplies):
    """Retourne, en mots, les cases voisines de ``case`` (``CASES_VOISINES``) déjà remplies (« , Petite suite
    (13) déjà remplie »), ou « » ; ``remplies`` : les cases remplies."""
    return "".join(f", {nom_case(voisine)} déjà remplie" for voisine in CASES_VOISINES.get(case, ())
                   if voisine in remplies)


def nom_de_preuve(case):
    """Retourne le nom, dans un verdict, d'une case vérifiée (ou du carré devant cinq dés pareils)."""
    return "le carré devant cinq dés pareils" if case == CARRE_DEVANT_CINQ_PAREILS else nom_case(case)


def face_repetee(des):
    """Retourne la face que ``des`` montrent trois fois ou plus, ou None."""
    face, compte = Counter(des).most_common(1)[0]
    return face if compte >= DES_D_UNE_FACE_REPETEE else None


def face_oubliee(fraiches):
    """Retourne la face du haut que le programme ne propose jamais, libre et montrée par les dés, sur au
    moins ``GRILLES_D_UNE_FACE_OUBLIEE`` des grilles ``fraiches`` (``grilles_fraiches``) ; ou None.

    Une boucle des faces qui s'arrête avant le 6 (inédit 7, j5) oublie aussi le brelan, le carré, la main
    pleine et le Yum de cette face, quand ils se cherchent dans la même boucle.
    """
    oubliee, proposees = Counter(), set()
    for *_, pas, coups in fraiches:
        for face in set(pas.des) & set(FACES_DU_HAUT) - set(pas.remplies):
            if face in coups:
                proposees.add(face)
            else:
                oubliee[face] += 1
    faces = [face for face, fois in oubliee.items()
             if fois >= GRILLES_D_UNE_FACE_OUBLIEE and face not in proposees]
    return faces[0] if len(faces) == 1 else None


def voulues(case):
    """Retourne combien de tours payants pour ``case`` il faut voir justes pour conclure."""
    return TOURS_PAYANTS_VOULUS_PAR_CASE.get(case, TOURS_PAYANTS_VOULUS)


def formes(des, remplies=frozenset()):
    """Retourne les formes que montrent ``des`` : les suites « 1234 », « 2345 », « 3456 », « 12345 »,
    « 23456 », cinq dés pareils, et un Yum dont la somme n'est pas 30 (cinq 6 valent 30 des deux
    façons : ils ne départagent rien).

    Une petite suite ne compte comme forme que seule (1 2 3 4 6 montre « 1234 » ;
    1 2 3 4 5 montre « 12345 », pas « 1234 ») : chaque variante est alors vue pour elle-même. Cinq
    valeurs différentes montrent aussi leur forme (« 12356 », un trou) ; une petite suite avec une
    paire, « paire » (``TROUS_DES_SUITES``). Une grosse suite, quand ``remplies`` (les cases remplies)
    compte la petite, montre aussi ``GROSSE_LA_PETITE_REMPLIE`` ; une petite, la grosse remplie,
    ``PETITE_LA_GROSSE_REMPLIE``.
    """
    return formes_d_une_main(tuple(sorted(des)), PETITE_SUITE in remplies, GROSSE_SUITE in remplies)


@functools.lru_cache(maxsize=GRILLES_RETENUES)
def formes_d_une_main(des, petite_remplie, grosse_remplie):
    """Retourne, en ensemble figé, les ``formes`` de ``des`` (triés), selon que la petite suite et la
    grosse sont remplies."""
    valeurs = set(des)
    presentes = ["".join(map(str, suite)) for suite in SUITES if set(suite) <= valeurs]
    petites = [forme for forme in presentes if len(forme) == len(SUITES[0])]
    vues = {forme for forme in presentes if len(forme) > len(SUITES[0]) or len(petites) == 1}
    if len(valeurs) == 1:
        vues.add(CINQ_PAREILS)
    if len(valeurs) == 1 and sum(des) != POINTS_DU_YUM:
        vues.add(YUM_QUI_NE_VAUT_PAS_30)
    if len(valeurs) == len(des):
        vues.add("".join(map(str, sorted(valeurs))))
    elif petites:
        vues.add("paire")
    if petite_remplie and len(presentes) > len(petites):
        vues.add(GROSSE_LA_PETITE_REMPLIE)
    if grosse_remplie and petites:
        vues.add(PETITE_LA_GROSSE_REMPLIE)
    return frozenset(vues)


@comportement("test_les_points_des_faces", "§5.2")
def points_des_faces(journaux):
    """Les cases 1 à 6 proposent le nombre de dés de la face fois la face."""
    try:
        return juger_les_points(journaux, FACES_DU_HAUT)
    except ManqueDePreuves as manque:
        raise ManqueDePreuves(f"{manque}{faces_jamais_vues(journaux)}") from None


def faces_jamais_vues(journaux):
    """Retourne, en mots, les faces qu'aucun dé dessiné n'a montrées si assez de dés l'ont été pour que
    ce ne soit pas le hasard (§4 : des valeurs de 1 à 6), ou "" ."""
    absence = faces_absentes(journaux)
    if absence is None:
        return ""
    faces, dessines, _ = absence
    return (f" ; aucun dé n'a montré {faces} en {dessines} dés dessinés, une faute nommée sous « Seuls les"
            " dés nommés sont relancés »")


@une_fois_par_revue
def faces_dessinees(journaux):
    """Retourne (Counter {face, ou None pour un dé illisible : nombre de dés dessinés}, (journal, index) du
    premier lancer, ou None)."""
    vus, premier = Counter(), None
    for journal, index, pas in les_pas(journaux):
        for des in pas.dessins:
            vus.update(des)
            premier = premier or (journal, index)
    return vus, premier


@une_fois_par_revue
def faces_des_premiers_lancers(journaux):
    """Retourne le Counter {face, ou None pour un dé illisible : nombre de dés} du premier dessin de chaque
    tour de chaque partie : cinq dés qui viennent tous de rouler.

    Les dessins suivants montrent aussi les dés que le correcteur a gardés, la face qu'il vise le plus
    souvent (la plus haute à égalité) : comptés, ils la faisaient paraître une fois et demie plus que la
    médiane sur des dés uniformes de 1 à 5 (CI locale, variante
    « des_de_1_a_5_et_brelan_a_trois_fois_la_face » : chaque règle « à vérifier »).
    """
    vus = Counter()
    for journal in journaux:
        debuts, tour_compte = set(journal.debuts), None
        for index, pas in enumerate(journal.pas):
            if index in debuts:
                tour_compte = None
            if pas.dessins and pas.tour != tour_compte:
                vus.update(pas.dessins[0])
                tour_compte = pas.tour
    return vus


@une_fois_par_revue
def face_surrepresentee(journaux):
    """Retourne la face qui paraît au moins ``SURREPRESENTATION`` fois plus souvent que la face médiane parmi
    celles qui paraissent aux premiers lancers des tours (``faces_des_premiers_lancers``) : un dessin qui en
    montre deux (le 0 et le 2 de la procédure du cours) ; ou None."""
    vus = faces_des_premiers_lancers(journaux)
    if sum(vus.values()) < DES_POUR_UNE_FACE_SURREPRESENTEE:
        return None
    comptes = sorted((nombre, face) for face, nombre in vus.items() if face)
    if comptes and comptes[-1][0] >= SURREPRESENTATION * comptes[len(comptes) // 2][0]:
        return comptes[-1][1]
    return None


@une_fois_par_revue
def face_douteuse(journaux):
    """Retourne la face lue que le programme montre sans doute pour deux valeurs : une face manque à ses
    dés (``faces_absentes``) et celle-ci est surreprésentée (``face_surrepresentee``) ; sinon None."""
    return face_surrepresentee(journaux) if faces_absentes(journaux) is not None else None


@une_fois_par_revue
def faces_absentes_des_relances(journaux):
    """Retourne (les faces qu'aucun dé relancé n'a montrées, en mots ; le nombre de dés relancés suivis ;
    le (journal, index) de la première relance), s'il y en a eu au moins ``DES_POUR_UNE_FACE_ABSENTE`` ;
    sinon None.

    Un programme peut relancer par une autre fonction que celle du premier lancer (« randint(1, 5) ») :
    les dés dessinés, premiers lancers compris, montrent alors chaque face (revue 4, f8). Seules comptent
    les relances où les dés gardés sont restés à leur place (un programme qui trie ses dés ne dit pas
    lesquels ont roulé).
    """
    vus, premiere = Counter(), None
    for journal, index, pas, apres, _ in relances_suivies(journaux):
        lance = apres.dessins[0]
        if not gardes_en_place(pas, lance):
            continue
        vus.update(lance[numero - 1] for numero in numeros_nommes(pas.reponse) if 1 <= numero <= len(lance))
        premiere = premiere or (journal, index)
    absentes = [face for face in FACES_DU_HAUT if not vus[face]]
    if not absentes or sum(vus.values()) < DES_POUR_UNE_FACE_ABSENTE:
        return None
    return " ni ".join(map(str, absentes)), sum(vus.values()), premiere


def lancers_hors_des_faces(journaux):
    """Retourne les (journal, index, pas, chiffres) des lancers écrits en chiffres dont un dé n'est pas une
    face de 1 à 6 (``chiffres.chiffres_hors_des_faces`` : « 2 0 3 1 4 », tour 67, java_egal)."""
    return [(journal, index, pas, chiffres) for journal, index, pas in les_pas(journaux)
            if pas.dessins and (chiffres := chiffres_hors_des_faces(pas.ecran)) is not None]


@une_fois_par_revue
def faces_absentes(journaux):
    """Retourne (les faces qu'aucun dé dessiné n'a montrées, en mots ; le nombre de dés dessinés ; le
    (journal, index) du premier lancer), si assez de dés l'ont été pour que ce ne soit pas le hasard (§4 :
    des valeurs de 1 à 6) ; sinon None.

    Un seul dé d'un dessin que le correcteur ne sait pas lire (un 6 dessiné autrement que par la
    procédure du cours) pourrait être la face absente : on ne conclut alors pas.
    """
    vus, premier = faces_dessinees(journaux)
    absentes = [face for face in FACES_DU_HAUT if not vus[face]]
    if not absentes or vus[None] or sum(vus.values()) < DES_POUR_UNE_FACE_ABSENTE:
        return None
    return " ni ".join(map(str, absentes)), sum(vus.values()), premier


@comportement("test_les_points_du_brelan", "§5.2")
def points_du_brelan(journaux):
    """Le brelan (3 dés pareils ou plus) vaut la somme des dés."""
    phrase = juger_les_points(journaux, (BRELAN,))
    return f"{phrase} ; {cinq_pareils_le_yum_rempli(journaux, BRELAN)}"


@comportement("test_les_points_du_carre", "§5.2")
def points_du_carre(journaux):
    """Le carré (exactement 4 dés pareils) vaut la somme des dés."""
    return juger_les_points(journaux, (CARRE,))


@comportement("test_le_carre_n_est_pas_offert_pour_cinq_des_pareils", "§5.2")
def carre_devant_cinq_pareils(journaux):
    """Le carré n'est pas proposé pour cinq dés pareils (exactement quatre)."""
    try:
        phrase = juger_les_points(journaux, (CARRE_DEVANT_CINQ_PAREILS,))
    except Faute:
        # Un Carré offert dès trois dés pareils (« nb >= 3 », tour 74, java_tour0) l'est aussi pour cinq :
        # une faute, une place, celle des points du carré.
        brelan = carre_offert_pour_trois_pareils(journaux)
        if brelan is None:
            raise
        raise Incompris(f"{brelan[0]} : le Carré offert pour cinq dés pareils en suit (voir « Les points du"
                        " carré ») ; il ne se juge pas à part", brelan[1]) from None
    return f"{phrase} ; {cinq_pareils_le_yum_rempli(journaux, CARRE)}"


def carre_offert_pour_trois_pareils(journaux):
    """Retourne (la phrase, le passage) de la première grille fraîche qui offre le Carré, libre, pour des
    dés dont trois au plus sont pareils, ou None."""
    for journal, index, pas, coups in grilles_fraiches(journaux):
        if (CARRE not in pas.remplies and coups.get(CARRE) is not None
                and max(Counter(pas.des).values()) < DES_PAREILS_D_UN_CARRE):
            return (f"le Carré est offert pour les dés {texte_des(pas.des)} ({ou(journal, pas)}), qui n'en"
                    " sont pas un", journal.passage(index, f"{nom_case(CARRE)} pour {texte_des(pas.des)}"))
    return None


@comportement("test_les_points_de_la_main_pleine", "§5.2")
def points_de_la_main_pleine(journaux):
    """La main pleine vaut 25."""
    phrase = juger_les_points(journaux, (MAIN_PLEINE,), (CINQ_PAREILS,))
    return f"{phrase} ; {cinq_pareils_le_yum_rempli(journaux, MAIN_PLEINE)}"


def cinq_pareils_le_yum_rempli(journaux, case):
    """Retourne, en mots, ce qu'ont montré cinq dés pareils tombés le Yum déjà rempli, ``case`` libre (le
    brelan, le carré ou la main pleine) ; lève ``ManqueDePreuves`` si aucun n'a été vu et que moins de
    ``PARTIES_POUR_UN_YUM_REMPLI`` parties l'ont visé (``YUM_REMPLI``), ``Incompris`` si le correcteur ne
    peut pas les viser (``exiger_de_pouvoir_viser_un_yum_rempli``).

    Une équipe qui teste d'abord le Yum (« si cinq pareils et le Yum libre : le Yum ; sinon si quatre
    pareils : le carré ; sinon si trois : le brelan »), ou qui offre la main pleine pour cinq pareils une fois
    le Yum rempli (« sinon, c'est au moins une main pleine »), ne se trompe qu'à un deuxième Yum ; sans le
    viser, le verdict dépendait des dés (inédit 22, p1 : nommé sept corrections sur dix ; tour 31, j2 : le
    brelan oublié, nommé une correction sur cinq). La grille qui les montre est jugée avec les autres.
    """
    exiger_de_pouvoir_viser_un_yum_rempli(journaux, f"la case {nom_case(case)} devant cinq dés pareils tombés"
                                                    " le Yum déjà rempli")
    if cinq_pareils_vus_le_yum_rempli(journaux, case):
        return f"cinq dés pareils vus le Yum rempli, la case {nom_case(case)} libre"
    visees = exiger_des_parties_visees(journaux, YUM_REMPLI, PARTIES_POUR_UN_YUM_REMPLI,
                                       "jamais cinq dés pareils vus le Yum déjà rempli et la case"
                                       f" {nom_case(case)} libre, où l'on voit ce qui leur est proposé")
    return (f"jamais cinq dés pareils vus le Yum rempli, la case {nom_case(case)} libre, en {visees}"
            " parties qui les visaient, menées au dernier tour")


def cinq_pareils_vus_le_yum_rempli(journaux, libre=None):
    """Retourne vrai si une grille fraîche a montré cinq dés pareils, lus, le Yum déjà rempli (et la case
    ``libre`` libre, si elle est donnée)."""
    return any(lisibles(pas.des) and len(set(pas.des)) == 1 and YUM in pas.remplies
               and libre not in pas.remplies for *_, pas, _ in grilles_fraiches(journaux))


def exiger_de_pouvoir_viser_un_yum_rempli(journaux, ce_qui_est_juge):
    """Lève ``Incompris`` si le correcteur ne peut pas viser cinq dés pareils le Yum déjà rempli ; ne
    retourne rien.

    Il ne le peut pas devant une grille périmée (elle ne les montre qu'au premier lancer, une fois sur
    1 296), des dés qui ne roulent pas comme nommés, ou une case libre à 0 refusée (le Yum ne se remplit
    pas d'abord) : ce qui s'y voit serait le hasard, et le verdict aussi (« réussi » une correction, « à
    vérifier » l'autre), et vingt parties qui ne les viseraient pas épuiseraient le budget des autres
    comportements (la CI locale : les suites de grille_perimee « à vérifier »). Les comportements qui les
    jugent sont alors « à vérifier » à chaque correction ; une grille qui contredit leur règle reste une
    faute, nommée avant.
    """
    exiger_des_grilles_a_jour(journaux, ce_qui_est_juge)
    exiger_des_relances_justes(journaux, ce_qui_est_juge)
    refus = case_a_0_refusee(journaux)
    if refus is not None:
        journal, index, pas = refus
        raise Incompris(f"{ce_qui_est_juge}, sans faute ; mais la case libre {nom_case(pas.case)}, à 0"
                        f" point, a été refusée ({ou(journal, pas)} ; voir « Une case libre qui vaut 0 est"
                        " acceptée ») : le correcteur ne peut pas remplir le Yum d'abord, et cinq dés pareils"
                        " tombés après lui ne se visent pas", journal.passage(index, "la case à 0 refusée"))


def case_reposee(journal, index, pas):
    """Retourne vrai si la case tapée au pas ``index`` (la question de la case, hors d'un quatrième lancer) a
    été refusée : la question de la case reposée au même tour, sans nouveau dessin, ni feuille où la case
    est remplie, ni un autre numéro de tour écrit.

    Tour 52, java_garde : après « 0 » aux dés, les tours suivants commencent sans lancer, à la question de la
    case ; la feuille (le Surplus rempli) et « Tour numero 2 » disaient la case acceptée, et le complément de
    la case à 0 nommait à tort un Surplus « refusé ».
    """
    apres = suivant(journal, index)
    if not (pas.question == CASE and QUATRIEME_LANCER not in pas.notes and apres is not None
            and apres.tour == pas.tour and apres.question == CASE and not apres.dessins):
        return False
    case = case_tapee(pas)
    remplie = apres.feuille is not None and case is not None and apres.feuille.get(case) is not None
    autre_tour = None not in (apres.tour_montre, pas.tour_montre) and apres.tour_montre != pas.tour_montre
    return not remplie and not autre_tour


@complement_de("test_une_case_libre_qui_vaut_0_est_acceptee")
def cases_proposees_refusees(journaux):
    """Une case libre que le programme propose est acceptée : retourne la phrase du verdict ; lève ``Faute``
    si une case libre que sa grille proposait, et les règles aussi, a été refusée (``case_reposee``), puis
    une autre acceptée au même tour, à ``REFUS_D_UNE_CASE_PROPOSEE_VOULUS`` tours au moins.

    Le complément, sur les journaux de toutes les parties, de la sonde « une case libre qui vaut 0 est
    acceptée » (§3 : l'utilisateur choisit « dans vos suggestions », la case « ne doit pas être occupée ») :
    un Surplus refusé sous 15 points (tour 46, py_english) ne se voit qu'aux cases que le correcteur choisit
    en jouant, une ou deux fois sur dix parties. La grille du programme, les règles et la case acceptée
    ensuite disent que la question était celle de la case, et la case libre ; deux tours, qu'une question
    mal placée une fois ne fait pas seule la faute.
    """
    acceptes = {(id(journal), index) for journal, index, *_ in choix_acceptes(journaux)}
    refus = {}
    for journal, index, pas in les_pas(journaux):
        if not case_reposee(journal, index, pas):
            continue
        case, grille = case_tapee(pas), grille_en_vigueur(journal, index)
        if (case not in CASES_DE_JEU or case in pas.remplies or not lisibles(pas.des) or grille is None
                or case not in grille or case not in attendus(pas.des, pas.remplies)):
            continue
        # Une autre case acceptée au même tour : la question était bien celle de la case.
        ensuite = next((autre for autre in range(index + 1, len(journal.pas))
                        if journal.pas[autre].tour == pas.tour and (id(journal), autre) in acceptes), None)
        if ensuite is not None:
            refus.setdefault(case, []).append((journal, index, pas, case_tapee(journal.pas[ensuite])))
    facons = {}
    for case, vus in refus.items():
        tours = {cle_de_tour(journal, index, pas) for journal, index, pas, _ in vus}
        if len(tours) < REFUS_D_UNE_CASE_PROPOSEE_VOULUS:
            continue
        journal, index, pas, autre = vus[0]
        facons[(case,)] = (
            f"avec les dés {texte_des(pas.des)} ({ou(journal, pas)}), la case libre {nom_case(case)}, que la"
            f" grille du programme propose à {accorder(grille_en_vigueur(journal, index)[case], 'point')}, a"
            f" été refusée, puis la case {nom_case(autre)} acceptée (refusée ainsi {len(vus)} fois)",
            journal.passage(index, f"la case {nom_case(case)} refusée"))
    lever_les_facons("une case libre proposée est acceptée (§3 : l'utilisateur choisit « dans vos"
                     " suggestions », la case « ne doit pas être occupée »)", facons)
    return "aucune case libre proposée n'a été refusée"


@une_fois_par_revue
def case_a_0_refusee(journaux):
    """Retourne le (journal, index, pas) de la première case libre tapée à 0 point selon les règles et
    refusée : la question de la case reposée au même tour, sans nouveau dessin, hors d'un quatrième lancer ;
    ou None.

    Le correcteur en tape dans presque chaque partie (une case à sacrifier) : le refus se voit tôt, et
    le verdict qui en dépend est le même à chaque correction.
    """
    for journal, index, pas in les_pas(journaux):
        if (case_reposee(journal, index, pas) and pas.case is not None and pas.case not in pas.remplies
                and lisibles(pas.des) and not grille_attendue(pas.des)[pas.case]):
            return journal, index, pas
    return None


@comportement("test_les_points_des_suites", "§5.2")
def points_des_suites(journaux):
    """La petite suite vaut 15, la grosse 20."""
    return juger_les_points(journaux, (PETITE_SUITE, GROSSE_SUITE), FORMES_DES_SUITES + TROUS_DES_SUITES
                             + (GROSSE_LA_PETITE_REMPLIE, PETITE_LA_GROSSE_REMPLIE))


@comportement("test_les_points_du_surplus", "§5.2")
def points_du_surplus(journaux):
    """Le surplus vaut la somme des dés."""
    return juger_les_points(journaux, (SURPLUS,))


@comportement("test_les_points_du_yum", "§5.2")
def points_du_yum(journaux):
    """Le Yum (5 dés pareils) vaut 30."""
    phrase = juger_les_points(journaux, (YUM,), (YUM_QUI_NE_VAUT_PAS_30,))
    return f"{phrase} ; {yum_d_une_partie_rejouee(journaux)}"


def apres_un_yum_rempli(journal, index):
    """Retourne vrai si le pas ``index`` est dans une partie rejouée de ``journal`` (après « o »), une
    partie d'avant où le Yum a été rempli."""
    debut = journal.debuts[journal.partie_du_pas(index) - 1]
    return debut > 0 and any(YUM in pas.remplies for pas in journal.pas[:debut])


def yum_d_une_partie_rejouee(journaux):
    """Retourne, en mots, ce qu'a montré un Yum tombé, le Yum libre, dans une partie rejouée après une
    partie où il fut rempli ; lève ``ManqueDePreuves`` si aucun n'a été vu et que moins de
    ``PARTIES_REJOUEES_POUR_UN_YUM`` parties rejouées l'ont visé (le plan du nombre).

    Un Yum qu'une partie rejouée oublie est une faute que ``juger_les_points`` nomme, ici comme ailleurs ;
    cette preuve-ci dit seulement qu'il a été cherché là aussi. Un programme chez qui « o » ne recommence
    pas une partie neuve (aucun lancer, la feuille d'avant gardée : tour 34, java_rejouer) ne la donne
    jamais : sa faute est celle de « o recommence une partie », et le budget ne s'épuise pas à la chercher.
    """
    if any(lisibles(pas.des) and len(set(pas.des)) == 1 and YUM not in pas.remplies
           and apres_un_yum_rempli(journal, index) for journal, index, pas, _ in grilles_fraiches(journaux)):
        return "un Yum proposé aussi dans une partie rejouée, après une partie où le Yum fut rempli"
    try:
        rejouer_o(journaux)
    except (Faute, Incompris) as raison:
        return f"le Yum d'une partie rejouée n'a pas été cherché : {raison} (voir « {titre_de(rejouer_o)} »)"
    visees = exiger_des_parties_visees(journaux, NOMBRE, PARTIES_REJOUEES_POUR_UN_YUM,
                                       "aucun Yum vu, le Yum libre, dans une partie rejouée après une partie"
                                       " où il fut rempli", rejouees=True)
    return f"aucun Yum vu dans {visees} parties rejouées qui le visaient, menées au dernier tour"


@comportement("test_une_case_remplie_n_est_plus_proposee", "§5.2")
def case_remplie_non_proposee(journaux):
    """Une case remplie n'est plus proposée."""
    facons, vues = {}, 0
    for journal, index, pas, coups in grilles_fraiches(journaux):
        if not pas.remplies:
            continue
        vues += 1
        # Une case que la feuille du programme montre encore libre après son choix (une case à 0 laissée à
        # -1 : tour 34, py_zeroblanc) est la faute de « la feuille suit chaque choix », qui la nomme : le
        # programme la propose comme une case libre.
        proposees = sorted(case for case in coups if case in pas.remplies
                           and not libre_sur_la_feuille_apres_son_choix(journal, index, case))
        for case in proposees:
            facons.setdefault((case,), (
                f"pour les dés {texte_des(pas.des)} ({ou(journal, pas)}), la case déjà remplie"
                f" {nom_case(case)} est proposée ({coups[case]})", journal.passage(index, "case remplie")))
    lever_les_facons("seules les cases libres sont proposées (§5.2 : « si la case est libre »)", facons)
    if vues < GRILLES_AVEC_DES_CASES_REMPLIES_VOULUES:
        raise ManqueDePreuves(f"{vues} grille(s) lue(s) avec des cases remplies, sur"
                              f" {GRILLES_AVEC_DES_CASES_REMPLIES_VOULUES} voulues")
    return f"{vues} grilles lues : aucune case remplie proposée ; {yum_le_yum_rempli(journaux)}"


def yum_le_yum_rempli(journaux):
    """Retourne, en mots, ce qu'a montré un Yum tombé le Yum déjà rempli ; lève ``ManqueDePreuves`` si aucun
    n'a été vu et que moins de ``PARTIES_POUR_UN_YUM_REMPLI`` parties l'ont visé (``YUM_REMPLI``).

    « Si c'est le premier (il y a -1 dans la feuille de pointage) » (§5.2) : une équipe qui l'oublie offre
    encore le Yum à un deuxième, qui ne vient qu'une partie sur dix ; sans le viser, le verdict dépendait
    des dés (inédit 12, j6). Lève ``Incompris`` si le correcteur ne peut pas le viser
    (``exiger_de_pouvoir_viser_un_yum_rempli``).
    """
    exiger_de_pouvoir_viser_un_yum_rempli(journaux, "le Yum devant un Yum tombé le Yum déjà rempli")
    if cinq_pareils_vus_le_yum_rempli(journaux):
        return "un Yum vu le Yum rempli, qui n'est plus proposé"
    visees = exiger_des_parties_visees(journaux, YUM_REMPLI, PARTIES_POUR_UN_YUM_REMPLI,
                                       "aucun Yum vu le Yum déjà rempli, où l'on voit s'il est encore"
                                       " proposé")
    return f"aucun Yum vu le Yum rempli en {visees} parties qui le visaient, menées au dernier tour"


# --- §5.3 : la feuille après chaque choix, le bonus ----------------------------------------------------

def case_tapee(pas):
    """Retourne la case de l'énoncé qu'une réponse à la question de la case nomme (« 7 » chez qui numérote de
    1 à 13), ou None si elle n'est pas un nombre."""
    if pas.case is not None:
        return pas.case
    return int(pas.reponse) if pas.reponse and pas.reponse.isdigit() else None


def choix_acceptes(journaux):
    """Retourne les (journal, index, pas, case, feuille lue après) des cases choisies puis acceptées.

    Une case est acceptée quand un nouveau tour est dessiné, ou une feuille montrée, après elle.
    """
    choix = []
    for journal, index, pas in les_pas(journaux):
        # Une pause après la case (« Appuyez sur Entree pour continuer... ») : la feuille vient après elle
        # (revue 9, h42 : aucun choix n'était vu accepté, la feuille « à vérifier »).
        fin = index_apres_les_pauses(journal, index, entree_seulement=True) if pas.question == CASE else None
        if fin is None or not pas.reponse.isdigit() or QUATRIEME_LANCER in pas.notes:
            continue
        case = case_tapee(pas)
        if case not in CASES_DE_JEU:
            # Des numéros de dés tapés pour trancher une question (« 235 », « 12345 ») et refusés à la case :
            # jamais un choix, même si le programme redessine sa feuille après le refus (tour 37,
            # py_meme_invite : « erreur interne du correcteur », une correction sur quelques dizaines).
            continue
        apres = journal.pas[fin]
        # La feuille montrée avant la pause, ou après elle.
        feuille = next((autre.feuille for autre in journal.pas[index + 1:fin + 1]
                        if autre.feuille is not None), None)
        if apres.tour == pas.tour and not feuille and not (apres.dessins or apres.fini):
            continue
        choix.append((journal, index, pas, case, feuille))
    return choix


def grille_en_vigueur(journal, index):
    """Retourne la dernière grille des choix possibles lue dans le tour du pas ``index`` (même périmée :
    c'est celle que le programme inscrit), ou None."""
    tour = journal.pas[index].tour
    for pas in reversed(journal.pas[:index + 1]):
        if pas.tour != tour:
            return None
        if pas.dessins:
            return pas.coups
    return None


def case_rare_proposee_au_choix(journaux):
    """Retourne vrai si la grille en vigueur à une question de la case proposait ``CASE_RARE_DES_TOTAUX``
    libre, et que le correcteur l'a choisie (``marathon.le_yum_d_abord``) : sa feuille doit suivre.

    Proposée sur des dés qui n'en sont pas un (une grille périmée, un Yum offert pour un carré), le
    correcteur peut prendre d'abord une face que son plan veut : « la feuille suit chaque choix » attendait
    alors un Yum inscrit qui ne venait pas, et restait « à vérifier » au hasard (variante grille_perimee,
    une correction sur trente environ).
    """
    return any(CASE_RARE_DES_TOTAUX in (grille_en_vigueur(journal, index) or {})
               and CASE_RARE_DES_TOTAUX not in pas.remplies and pas.case == CASE_RARE_DES_TOTAUX
               for journal, index, pas in les_pas(journaux) if pas.question == CASE)


def suit_les_totaux_montres(feuille, total):
    """Retourne vrai si ``total`` vaut, sur ``feuille``, la somme des totaux montrés dont il s'additionne
    (``COMPOSANTES_D_UN_TOTAL``, tous lus) : faux, il ne fait que reprendre la faute de l'un d'eux, nommée à
    sa place.

    Tour 71, java_ansi : un sous-total qui oublie les 6 était nommé trois fois (le Sous total, le Total haut
    et le Total), le Total d'abord ; l'équipe cherchait trois fautes pour une.
    """
    composantes = COMPOSANTES_D_UN_TOTAL.get(total)
    if composantes is None or any(composante not in feuille for composante in composantes):
        return False
    return (feuille.get(total) or 0) == sum(feuille.get(composante) or 0 for composante in composantes)


def totaux_attendus(feuille):
    """Retourne {total: valeur} que ``feuille`` devrait montrer d'après ses cases (sans le grand total)."""
    haut = haut_de_la_feuille(feuille)
    bas = sum(feuille.get(autre) or 0 for autre in CASES_DE_JEU if autre not in FACES_DU_HAUT)
    bonus = feuille.get(BONUS_DU_HAUT) or 0
    return {SOUS_TOTAL_HAUT: haut, TOTAL_HAUT: haut + bonus, TOTAL_BAS: bas}


def exiger_des_feuilles_lisibles(journaux, a_verifier):
    """Lève ``Incompris`` si aucune feuille ne s'est lue, mais que le programme en montre peut-être une d'une
    autre forme que celle du cours (``pourrait_etre_une_feuille``), ou qu'aucune ne s'est lue en
    ``PARTIES_SANS_FEUILLE_LUE`` parties menées au dernier tour (une personne vérifie alors ``a_verifier``,
    en mots) ; ne retourne rien.

    D'autres parties n'y changeraient rien : elles prenaient le budget entier, et les comportements qui
    manquaient d'autres preuves (un Yum, le Yum rempli) restaient « à vérifier » au hasard (inédit 16, j2 ;
    tour 71, java_ligne).
    """
    vus = [pas for _, _, pas in les_pas(journaux)]
    if any(pas.feuille is not None for pas in vus):
        return
    if any(ressemble_a_une_feuille(pas.ecran) or pourrait_etre_une_feuille(pas.ecran) for pas in vus):
        raise Incompris("le programme montre une feuille de pointage d'une autre forme que la grille du"
                        f" cours : le correcteur ne la lit pas ; une personne vérifie {a_verifier}")
    menees = parties_menees_au_dernier_tour(journaux)
    if menees >= PARTIES_SANS_FEUILLE_LUE:
        raise Incompris(f"aucune feuille de pointage lue en {menees} parties menées au dernier tour : une"
                        f" personne vérifie {a_verifier}")


def montre_une_feuille(pas):
    """Retourne vrai si l'écran de ``pas`` montre une feuille de pointage (du cours, ou d'une autre forme)."""
    return pas.feuille is not None or ressemble_a_une_feuille(pas.ecran)


def tours_sans_feuille(journaux):
    """Retourne les (journal, index, pas, case) des choix acceptés suivis d'un tour joué jusqu'à sa case sans
    qu'aucune feuille soit montrée (§3 : « À chaque tour, vous devez afficher la feuille de pointage à
    jour »).

    Seules comptent les parties qui montrent une feuille ailleurs : un programme qui n'en montre aucune
    est l'affaire de la feuille d'avant le premier lancer (une faute, une place). Après le dernier choix
    d'une partie, rien n'est exigé ici.
    """
    par_partie = {}
    for journal, index, pas, case, _ in choix_acceptes(journaux):
        par_partie.setdefault((id(journal), journal.partie_du_pas(index)), []).append(
            (journal, index, pas, case))
    sans = []
    for choix in par_partie.values():
        journal = choix[0][0]
        debut, fin = partie_autour(journal, choix[0][1])
        if not any(montre_une_feuille(pas) for pas in journal.pas[debut:fin]):
            continue
        for (_, index, pas, case), (_, suivant_, _, _) in zip(choix, choix[1:]):
            if not any(montre_une_feuille(autre) for autre in journal.pas[index + 1:suivant_ + 1]):
                sans.append((journal, index, pas, case))
    return sans


def haut_de_la_feuille(feuille):
    """Retourne la somme des faces du haut que montre ``feuille`` (une case libre compte 0)."""
    return sum(feuille.get(face) or 0 for face in FACES_DU_HAUT)


def libre_sur_la_feuille_apres_son_choix(journal, index, case):
    """Retourne vrai si une feuille lue après le choix de ``case`` (dans la partie, jusqu'au pas ``index``)
    la montre encore libre ; faux sans feuille lue depuis ce choix (une feuille d'avant ne dit rien
    d'elle)."""
    debut, _ = partie_autour(journal, index)
    choix = [numero for numero in range(debut, index + 1)
             if journal.pas[numero].question == CASE and journal.pas[numero].case == case]
    if not choix:
        return False
    feuille = next((pas.feuille for pas in reversed(journal.pas[choix[-1] + 1:index + 1])
                    if pas.feuille is not None), None)
    return feuille is not None and feuille.get(case) is None


def partie_autour(journal, index):
    """Retourne (début, fin) des index des pas de la partie de ``journal`` où se trouve le pas ``index``."""
    debuts = sorted(journal.debuts) + [len(journal.pas)]
    debut = max(premier for premier in debuts if premier <= index)
    return debut, min(suivant_ for suivant_ in debuts if suivant_ > index)


@comportement("test_la_feuille_suit_chaque_choix", "§3, §4, §5.3")
def feuille_apres_chaque_choix(journaux):
    """La feuille à jour suit chaque choix : la case reçoit ses points, les totaux suivent."""
    facons, verifiees, precedentes, rare_remplie = {}, 0, {}, False
    finales, finale_payante = 0, False
    # Les cases choisies depuis la dernière feuille lue, par partie : un choix sans feuille après lui (le
    # dernier tour de py_paquet, tour 70) change sa case sur la feuille suivante, pas « une autre case ».
    sans_feuille_lue = {}
    sans_feuille = tours_sans_feuille(journaux)
    if len(sans_feuille) >= TOURS_SANS_FEUILLE_VOULUS:
        journal, index, pas, case = sans_feuille[0]
        facons[("sans feuille",)] = (
            f"après avoir inscrit {nom_case(case)} ({ou(journal, pas)}), le tour suivant se joue"
            " jusqu'à la question de sa case sans que la feuille de pointage soit montrée (§3 : « À"
            f" chaque tour, vous devez afficher la feuille de pointage à jour ») ; {len(sans_feuille)}"
            " tours en tout", journal.passage(index, "le choix, puis le tour suivant sans feuille"))
    vieilles = parties_sur_une_vieille_feuille(journaux)
    for journal, index, pas, case, feuille in choix_acceptes(journaux):
        partie = (id(journal), journal.partie_du_pas(index))
        if feuille is None or not lisibles(pas.des):
            sans_feuille_lue.setdefault(partie, set()).add(case)
            continue
        precedente = precedentes.get(partie)
        precedentes[partie] = feuille
        choisies_avant = sans_feuille_lue.pop(partie, set())
        points = {grille_attendue(pas.des)[case]}
        en_vigueur = grille_en_vigueur(journal, index)
        # Une grille illisible (ou vide) ne dit pas ce que le programme inscrira : 0 est admis.
        points.add(en_vigueur.get(case, 0) if en_vigueur is not None else 0)
        passage = journal.passage(index, f"choix de {nom_case(case)}")
        verifiees += 1
        rare_remplie = rare_remplie or bool(feuille.get(CASE_RARE_DES_TOTAUX))
        if feuille_finale(feuille):
            finales += 1
            finale_payante = finale_payante or bool(feuille.get(case))
        if feuille.get(case) not in points:
            facons.setdefault(("case",), (
                f"avec les dés {texte_des(pas.des)} ({ou(journal, pas)}), la case {nom_case(case)} reçoit"
                f" {feuille.get(case)} au lieu de {' ou '.join(map(str, sorted(points)))}", passage))
        if precedente is not None:
            for autre in sorted(set(CASES_DE_JEU) - {case} - choisies_avant):
                if feuille.get(autre) != precedente.get(autre):
                    facons.setdefault(("autre case",), (
                        f"choisir {nom_case(case)} ({ou(journal, pas)}) a changé {nom_case(autre)} : de"
                        f" {precedente.get(autre)} à {feuille.get(autre)}", passage))
        if (id(journal), journal.partie_du_pas(index)) in vieilles:
            # Les totaux d'une partie qui a commencé sur une feuille pas neuve (ceux de la partie d'avant,
            # gardés) sont la faute de « o recommence une partie sur une feuille vide » : une faute, une
            # place (tour 62, Olivier Pelletier : la même faute échouait ici aussi).
            continue
        totaux = totaux_attendus(feuille)
        if not feuille.get(BONUS_DU_HAUT):
            # Avec un bonus, le grand total est l'affaire du test du bonus : une faute, une place.
            totaux[GRAND_TOTAL] = totaux[TOTAL_HAUT] + totaux[TOTAL_BAS]
        else:
            # Le total haut avec bonus aussi : seul le sous-total et le total bas sont jugés ici.
            totaux.pop(TOTAL_HAUT)
            if bonus_au_total_bas(feuille):
                # Le bonus compté au Total bas au lieu du Total haut : le test du bonus le nomme (tour 36,
                # java_module : la même faute échouait ici aussi).
                totaux.pop(TOTAL_BAS)
        for total, valeur in totaux.items():
            if total not in feuille:
                # Une étiquette de total que le correcteur n'a pas lue ne dit rien de ce total.
                continue
            if (feuille.get(total) or 0) != valeur and not suit_les_totaux_montres(feuille, total):
                facons.setdefault((total,), (
                    f"après {nom_case(case)} ({ou(journal, pas)}), {nom_case(total)} montre"
                    f" {feuille.get(total)} au lieu de {valeur}", passage))
    finaux = pointages_finaux(journaux)
    for final in finaux:
        # Un pointage final qui oublie le seul bonus est la faute du test du bonus : une faute, une place.
        if final.annonce != final.attendu and not charge_au_bonus(final, finaux):
            facons.setdefault(("pointage final",), faute_du_pointage_final(final))
    lever_les_facons("la feuille à jour est montrée à chaque tour ; la case choisie reçoit les points"
                     " proposés, les autres ne changent pas, les totaux suivent (§3, §4, §5.3)", facons)
    if verifiees < FEUILLES_APRES_UN_CHOIX_VOULUES:
        exiger_des_feuilles_lisibles(journaux, "qu'elle suit chaque choix")
        raise ManqueDePreuves(f"{verifiees} feuille(s) lue(s) après un choix, sur"
                              f" {FEUILLES_APRES_UN_CHOIX_VOULUES} voulues")
    if finales and not finale_payante:
        raise ManqueDePreuves(f"{verifiees} feuilles justes après les choix, mais aucune des {finales}"
                              " feuilles finales ne suit un dernier choix qui rapporte : des totaux qui"
                              " l'oublieraient ne se verraient pas", plans=(SURPLUS_A_LA_FIN,))
    if case_rare_proposee_au_choix(journaux) and not rare_remplie:
        raise ManqueDePreuves(f"{verifiees} feuilles justes après les choix, mais aucune où"
                              f" {nom_case(CASE_RARE_DES_TOTAUX)}, proposé, a été inscrit : un total qui"
                              " l'oublierait ne se verrait pas")
    if rare_remplie:
        return (f"{verifiees} feuilles justes après les choix, dont une au moins avec"
                f" {nom_case(CASE_RARE_DES_TOTAUX)} inscrit")
    return f"{verifiees} feuilles justes après les choix"


def parties_sur_une_vieille_feuille(journaux):
    """Retourne les parties, (id du journal, numéro de la partie), que « o » a commencées sur une feuille
    qui n'est pas vide (celle que lit « o recommence une partie sur une feuille vide »)."""
    return {(id(journal), journal.partie_du_pas(index + 1))
            for journal, index, _, apres in reponses_au_rejouer(journaux, "o")
            if feuille_gardee(debut_apres_le_o(journal, index, apres))}


def debut_apres_le_o(journal, index, apres):
    """Retourne le pas qui suit « o » (au pas ``index`` ; ``apres``, le pas suivant), ses pauses passées :
    celui où la partie neuve commence."""
    return apres_les_pauses(journal, index) or apres


def feuille_gardee(pas):
    """Retourne vrai si ``pas``, le début d'une partie neuve, montre une feuille lue qui n'est pas vide."""
    return pas.feuille is not None and not feuille_vide(pas.feuille)


def feuille_finale(feuille):
    """Retourne vrai si ``feuille`` a ses 13 cases remplies : celle qui suit le dernier choix d'une partie."""
    return all(feuille.get(case) is not None for case in CASES_DE_JEU)


class PointageFinal(NamedTuple):
    """Un pointage final annoncé sous une feuille finale juste : le journal et le pas dont l'écran l'annonce,
    le pointage annoncé, le Total que les cases de la feuille donnent, le bonus qu'elle compte, la ligne."""

    journal: object
    index: int
    annonce: int
    attendu: int
    bonus: int
    ligne: str


@une_fois_par_revue
def pointages_finaux(journaux):
    """Retourne les ``PointageFinal`` des pointages finaux annoncés sous une feuille finale juste
    (``pointage_final``).

    Seule une feuille finale dont le bonus et le Total suivent ses cases juge l'annonce : des totaux faux
    sont la faute de la feuille, nommée ailleurs, et une annonce qui les répète n'en est pas une autre. Une
    partie commencée sur la feuille d'une autre est la faute de « o ».
    """
    vieilles = parties_sur_une_vieille_feuille(journaux)
    finaux = []
    for journal, index, _, _, feuille in choix_acceptes(journaux):
        if (not feuille or not feuille_finale(feuille)
                or (id(journal), journal.partie_du_pas(index)) in vieilles):
            continue
        haut = haut_de_la_feuille(feuille)
        bonus = BONUS if haut >= MIN_BONUS else 0
        attendu = haut + bonus + totaux_attendus(feuille)[TOTAL_BAS]
        if (feuille.get(BONUS_DU_HAUT) or 0) != bonus or feuille.get(GRAND_TOTAL, attendu) != attendu:
            continue
        fin = index_apres_les_pauses(journal, index, entree_seulement=True)
        if fin is None:
            continue
        # L'écran de la feuille finale (``choix_acceptes`` la lit au premier qui en montre une), puis ceux
        # qui le suivent jusqu'à la question d'après.
        debut = next((rang for rang in range(index + 1, fin + 1) if journal.pas[rang].feuille is not None),
                     None)
        if debut is None:
            continue
        annonce = pointage_apres_la_feuille([journal.pas[rang].ecran for rang in range(debut, fin + 1)])
        if annonce is not None:
            rang, valeur, ligne = annonce
            finaux.append(PointageFinal(journal, debut + rang, valeur, attendu, bonus, ligne))
    return finaux


def oublie_le_seul_bonus(finaux):
    """Retourne vrai si, parmi ``finaux`` (``pointages_finaux``), chaque pointage annoncé sous une feuille
    finale sans bonus est juste : une annonce qui manque du bonus sous une feuille qui le compte l'oublie
    alors, lui seul. Une annonce fausse sans bonus dit une autre faute (le Surplus oublié), dont l'écart peut
    valoir le bonus par hasard."""
    return all(final.annonce == final.attendu for final in finaux if not final.bonus)


def charge_au_bonus(final, finaux):
    """Retourne vrai si le pointage ``final``, parmi ``finaux``, est la faute du bonus (il en manque, lui
    seul : ``oublie_le_seul_bonus``) ; faux s'il est juste ou la faute de la feuille."""
    return bool(final.bonus) and final.annonce == final.attendu - final.bonus and oublie_le_seul_bonus(finaux)


def faute_du_pointage_final(final, sans_le_bonus=False):
    """Retourne la façon (la phrase, le passage) du pointage ``final`` (``PointageFinal``), qui n'est pas le
    Total de la feuille finale ; ``sans_le_bonus`` : il oublie le bonus, lui seul."""
    pas = final.journal.pas[final.index]
    oubli = f", sans le bonus de {BONUS}" if sans_le_bonus else ""
    return (f"la partie finie ({ou(final.journal, pas)}), la feuille finale montre un Total de"
            f" {final.attendu}, mais le programme annonce un pointage final de {final.annonce}{oubli}"
            f" (« {final.ligne} »)",
            final.journal.passage(final.index, "la feuille finale et le pointage final annoncé"))


def bonus_au_total_bas(feuille):
    """Retourne vrai si ``feuille`` montre un bonus compté au Total bas (la somme du bas et du bonus) au
    lieu du Total haut."""
    bonus = feuille.get(BONUS_DU_HAUT) or 0
    return (bool(bonus) and feuille.get(TOTAL_BAS) == totaux_attendus(feuille)[TOTAL_BAS] + bonus
            and feuille.get(TOTAL_HAUT) == haut_de_la_feuille(feuille))


@comportement("test_le_bonus_de_25_des_63_points_en_haut", "§2, §5.3")
def bonus_du_haut(journaux):
    """Le bonus de 25 dès 63 points en haut."""
    facons, au_bonus, contradictoire = {}, set(), None
    vieilles = parties_sur_une_vieille_feuille(journaux)
    for journal, index, pas in les_pas(journaux):
        feuille = pas.feuille
        if (feuille is None or BONUS_DU_HAUT not in feuille or TOTAL_HAUT not in feuille
                or (id(journal), journal.partie_du_pas(index)) in vieilles):
            # Les totaux d'une partie commencée sur la feuille d'une autre sont la faute de « o » : ils ne
            # disent rien du seuil du bonus.
            continue
        haut = haut_de_la_feuille(feuille)
        bonus = feuille.get(BONUS_DU_HAUT) or 0
        passage = journal.passage(index, "la feuille")
        sous_total = feuille.get(SOUS_TOTAL_HAUT)
        if sous_total is not None and sous_total != haut:
            # Une feuille dont les faces ne font pas le sous-total (une face oubliée dans la somme, des
            # lignes décalées) : la faute de « la feuille suit chaque choix », qui la nomme. Elle ne dit pas
            # quel haut le bonus suit ; le bonus reste « à vérifier », et non un seuil faux par contrecoup.
            # Sauf la feuille finale seule (toutes les cases remplies) : des totaux que le dernier choix n'a
            # pas suivis (tour 39, java_totalfinal) ne disent rien du bonus des autres feuilles, et elle ne
            # se voit que si la partie finit sur une face qui rapporte (« à vérifier » une correction sur
            # douze).
            if not feuille_finale(feuille):
                contradictoire = contradictoire or (f"avec {haut} points lus dans les faces"
                                                    f" ({ou(journal, pas)}), la feuille montre un sous-total"
                                                    f" de {sous_total}", passage)
            continue
        if haut < MIN_BONUS:
            if bonus:
                facons.setdefault(("avant 63",), (
                    f"avec {haut} points en haut ({ou(journal, pas)}), la feuille montre un bonus de {bonus}",
                    passage))
            continue
        au_bonus.add((id(journal), tuple(sorted((case, valeur) for case, valeur in feuille.items()
                                                if valeur is not None))))
        lus = (bonus, feuille.get(TOTAL_HAUT) or 0)
        if lus != (BONUS, haut + BONUS):
            ailleurs = (f" ; le bonus est compté au Total bas ({feuille.get(TOTAL_BAS)} au lieu de"
                        f" {totaux_attendus(feuille)[TOTAL_BAS]})" if bonus_au_total_bas(feuille) else "")
            facons.setdefault(("bonus",), (
                f"avec {haut} points en haut ({ou(journal, pas)}), la feuille montre Bonus {lus[0]} et Total"
                f" haut {lus[1]} au lieu de {BONUS} et {haut + BONUS}{ailleurs}", passage))
            continue
        total = (feuille.get(TOTAL_HAUT) or 0) + (feuille.get(TOTAL_BAS) or 0)
        if total_faux(feuille) and not total_faux_sans_bonus(journaux):
            facons.setdefault(("total",), (
                f"avec le bonus ({ou(journal, pas)}), le Total montre {feuille.get(GRAND_TOTAL)} au lieu de"
                f" {total} (Total haut + Total bas)", passage))
    finaux = pointages_finaux(journaux)
    for final in finaux:
        if charge_au_bonus(final, finaux):
            facons.setdefault(("pointage final",), faute_du_pointage_final(final, sans_le_bonus=True))
    lever_les_facons(f"dès {MIN_BONUS} points en haut, un bonus de {BONUS}, une seule fois, compté au Total"
                     f" haut et au Total ; avant, aucun (§2, §5.3)", facons)
    if contradictoire is not None:
        raise Incompris(f"{contradictoire[0]} : le haut que suit le bonus ne se lit pas sur cette feuille"
                        " (voir « La feuille suit chaque choix ») ; aucune feuille cohérente ne contredit le"
                        " bonus", contradictoire[1])
    exiger_toutes_les_faces(journaux, f"{len(au_bonus)} feuille(s) lue(s) à {MIN_BONUS} points ou plus en"
                                      " haut, sans faute")
    exiger_des_grilles_a_jour(journaux, f"{len(au_bonus)} feuille(s) lue(s) à {MIN_BONUS} points ou plus",
                              HAUT_JAMAIS_VISE)
    exiger_des_relances_justes(journaux, f"{len(au_bonus)} feuille(s) lue(s) à {MIN_BONUS} points ou plus")
    exiger_des_zeros_qui_gardent(journaux, f"{len(au_bonus)} feuille(s) lue(s) à {MIN_BONUS} points ou plus")
    exiger_des_faces_justes(journaux, f"{len(au_bonus)} feuille(s) lue(s) à {MIN_BONUS} points ou plus en"
                                      " haut, sans faute")
    if len(au_bonus) < FEUILLES_AU_BONUS_VOULUES:
        exiger_des_feuilles_lisibles(journaux, f"le bonus de {BONUS} dès {MIN_BONUS} points en haut")
        # Les bornes encore à voir se visent en même temps : un programme qui ne montre sa feuille qu'à la
        # fin n'en donne qu'une par partie, et les chercher l'une après l'autre épuisait parfois le budget.
        raise ManqueDePreuves(f"{len(au_bonus)} feuille(s) différente(s) lue(s) à {MIN_BONUS} points ou plus"
                              f" en haut, sur {FEUILLES_AU_BONUS_VOULUES} voulues",
                              plans=(HAUT, *bornes_a_viser(journaux)[1]))
    return (f"{len(au_bonus)} feuilles lues à {MIN_BONUS} points ou plus en haut : le bonus de {BONUS} est"
            f" compté ; {bonus_au_dessus_du_seuil(journaux)} ; {bonus_apres_un_autre_choix(journaux)} ;"
            f" {bornes_du_bonus(journaux)}{bonus_au_pointage_final(journaux)}")


def bonus_au_pointage_final(journaux):
    """Retourne, en mots (précédés de « ; »), combien de pointages finaux annoncés sous une feuille finale au
    bonus étaient son Total, ou "" si le programme n'en annonce aucun ; lève ``ManqueDePreuves`` s'il en
    annonce, mais aucun juste sous une feuille finale au bonus, et que moins de ``PARTIES_PAR_BORNE`` parties
    du plan du haut sont allées au dernier tour.

    Un pointage final qui oublie le bonus (tour 70, java_coursdes) ne se voit qu'après une feuille finale où
    le bonus est compté : sans elle, le verdict dépendrait des parties qui y arrivent.
    """
    finaux = pointages_finaux(journaux)
    if not finaux:
        return ""
    au_bonus = sum(1 for final in finaux if final.bonus and final.annonce == final.attendu)
    if au_bonus:
        return (f" ; {au_bonus} pointage(s) final(s) annoncé(s) juste(s), le bonus compté, sous la feuille"
                " finale")
    visees = exiger_des_parties_visees(journaux, HAUT, PARTIES_PAR_BORNE,
                                       "le programme annonce un pointage final, mais aucun juste sous une"
                                       f" feuille finale à {MIN_BONUS} points ou plus en haut : un pointage"
                                       " final sans le bonus ne se verrait pas")
    return (f" ; aucun pointage final juste annoncé sous une feuille finale au bonus, en {visees} parties"
            " qui visaient le haut, menées au dernier tour")


def bonus_au_dessus_du_seuil(journaux):
    """Retourne, en mots, combien de feuilles lues au-dessus de 63 points en haut ont montré le bonus ; lève
    ``ManqueDePreuves`` s'il n'y en a aucune et que moins de ``PARTIES_AU_DESSUS_DU_SEUIL`` parties du plan
    qui vise 64 (``haut_exact.PLAN_A_64``) sont allées au dernier tour.

    Un bonus donné à 63 tout juste (« == 63 » : tour 33, java_enum) est juste aux feuilles à 63 : il ne se
    voit qu'au-dessus. Deux feuilles à 63 tout juste le laissaient passer (une correction sur deux).
    Une feuille au-dessus du seuil sans le bonus est une contradiction que ``bonus_du_haut`` a déjà nommée.
    """
    au_dessus = sum(1 for *_, pas in les_pas(journaux)
                    if pas.feuille is not None and haut_de_la_feuille(pas.feuille) > MIN_BONUS)
    if au_dessus:
        return f"{au_dessus} feuille(s) lue(s) au-dessus de {MIN_BONUS} points en haut"
    visees = exiger_des_parties_visees(journaux, PLAN_A_64, PARTIES_AU_DESSUS_DU_SEUIL,
                                       f"aucune feuille lue au-dessus de {MIN_BONUS} points en haut : un"
                                       f" bonus donné à {MIN_BONUS} tout juste ne se verrait pas")
    return (f"aucune feuille lue au-dessus de {MIN_BONUS} points en haut, en {visees} parties qui visaient"
            f" {TOTAL_DU_PLAN[PLAN_A_64]}, menées au dernier tour")


def bonus_apres_un_autre_choix(journaux):
    """Retourne, en mots, combien de feuilles lues après un choix fait le haut déjà à 63 points ou plus ont
    montré le bonus ; lève ``ManqueDePreuves`` s'il n'y en a aucune et que moins de ``PARTIES_PAR_BORNE``
    parties du plan du haut sont allées au dernier tour.

    Un bonus ajouté de nouveau à chaque choix (25, 50, 75…) est juste à la feuille du choix qui atteint 63 :
    il ne se voit qu'à une feuille d'un choix suivant. Deux parties arrivées à 63 à leur avant-dernier choix,
    chez un programme sans feuille après le dernier, le laissaient passer (CI, une fois en une centaine).
    """
    apres = 0
    for _, _, _, case, feuille in choix_acceptes(journaux):
        if not feuille:
            continue
        haut = haut_de_la_feuille(feuille)
        du_choix = (feuille.get(case) or 0) if case in FACES_DU_HAUT else 0
        apres += haut - du_choix >= MIN_BONUS and feuille.get(SOUS_TOTAL_HAUT) in (None, haut)
    if apres:
        return f"{apres} feuille(s) lue(s) après un choix fait le haut déjà à {MIN_BONUS} points"
    visees = exiger_des_parties_visees(journaux, HAUT, PARTIES_PAR_BORNE,
                                       f"aucune feuille lue après un choix fait le haut déjà à {MIN_BONUS}"
                                       " points : un bonus ajouté de nouveau à chaque choix ne se verrait"
                                       " pas")
    return (f"aucune feuille lue après un choix fait le haut déjà à {MIN_BONUS} points, en {visees} parties"
            " qui visaient le haut, menées au dernier tour")


def total_faux_sans_bonus(journaux):
    """Retourne vrai si une feuille sans bonus montre un Total qui n'est pas Total haut + Total bas.

    Un Total qui ne suit pas (inédit 22, j1 : pas recalculé après une case du haut) est faux avec le bonus
    comme sans lui : c'est la faute de « la feuille suit chaque choix », qui la nomme. Le bonus ne nomme
    que le Total faux avec lui seulement (une faute, une place).
    """
    return any(total_faux(pas.feuille) for _, _, pas in les_pas(journaux)
               if pas.feuille is not None and not pas.feuille.get(BONUS_DU_HAUT))


def total_faux(feuille):
    """Retourne vrai si ``feuille`` montre un Total qui n'est pas son Total haut + son Total bas."""
    return (feuille.get(GRAND_TOTAL) or 0) != (feuille.get(TOTAL_HAUT) or 0) + (feuille.get(TOTAL_BAS) or 0)


@une_fois_par_revue
def premier_lancer_illisible(journaux):
    """Retourne le (journal, index) du premier lancer dont un dé ne ressemble à aucune face de la procédure du
    cours (un 6 dessiné autrement), ou None."""
    return next(((journal, index) for journal, index, pas in les_pas(journaux)
                 if pas.dessins and pas.des and None in pas.des), None)


def exiger_des_lancers_lisibles(journaux, ce_qui_est_vu):
    """Lève ``Incompris`` si un dé d'un lancer ne ressemble à aucune face du cours ; ne retourne rien.

    Les règles ne se jugent que sur des dés lus : une face que le correcteur ne lit pas n'y est jamais
    jugée (une règle fausse pour elle seule passerait), et ce qui l'est dépend des dés tombés avant que le
    correcteur cesse de jouer. Le Yum passait une correction sur cent de « à vérifier » à « réussi » (CI d'un
    clone neuf, variante ``juste_six_dessine_a_l_horizontale``). Il est « à vérifier » à chaque correction,
    sauf contradiction sur des dés lus ; de même le déroulement qui se juge sur les lancers (trois lancers,
    pas de quatrième, les dés nommés relancés, la grille de chaque lancer), qui réussissait ou non selon le
    lancer où tombait le premier dé illisible (tour 34, java_relance : un 0 dessiné en blanc).
    """
    illisible = premier_lancer_illisible(journaux)
    if illisible is None:
        return
    journal, index = illisible
    raise Incompris(f"{ce_qui_est_vu}, sans contradiction ; mais un dé dessiné ne ressemble à aucune face de"
                    " la procédure du cours : les règles ne se jugent pas sur les dés que le correcteur ne"
                    " lit pas", journal.passage(index, "un dé qui ne se lit pas"))


def exiger_toutes_les_faces(journaux, ce_qui_est_vu):
    """Lève ``Incompris`` si une face n'est jamais tombée en assez de dés dessinés (``faces_absentes``) ;
    ne retourne rien.

    Sans 6 (des dés de 1 à 5, une faute nommée ailleurs), 63 points en haut ne viennent qu'au hasard : deux
    feuilles à 63 vues ou non, le verdict passait de « à vérifier » à « réussi » une correction sur vingt
    (variante ``des_de_1_a_5``). Il est « à vérifier » à chaque correction, sauf contradiction.
    """
    absence = faces_absentes(journaux)
    if absence is None:
        return
    faces, dessines, (journal, index) = absence
    raise Incompris(f"{ce_qui_est_vu} ; mais aucun dé n'a montré {faces} en {dessines} dés dessinés : le"
                    f" correcteur ne peut pas viser {MIN_BONUS} points en haut, et les voir serait affaire de"
                    " hasard", journal.passage(index, "le premier lancer"))


def exiger_des_faces_justes(journaux, ce_qui_est_vu):
    """Lève ``Incompris`` si une face choisie a été inscrite à d'autres points que ceux des règles ; ne
    retourne rien.

    Le correcteur vise 62 ou 63 en haut avec les points des règles : des faces inscrites autrement (une face
    jamais comptée, inédit 7, j5 ; les faces comptées sur les seuls dés gardés, inédit 21, p4) y mènent la
    feuille du programme au hasard, et le verdict « réussi » ou « à vérifier » le serait aussi. Il est « à
    vérifier » à chaque correction, sauf contradiction. Des faces justes sur la feuille, même jamais
    proposées dans la grille, se visent.
    """
    autrement = [(journal, index, pas, case, feuille[case]) for journal, index, pas, case, feuille
                 in choix_acceptes(journaux)
                 if case in FACES_DU_HAUT and feuille and feuille.get(case) is not None and lisibles(pas.des)
                 and feuille[case] != pas.des.count(case) * case]
    # Deux tours au moins : une seule feuille mal lue ne doit pas changer le verdict d'une correction à
    # l'autre.
    tours = {cle_de_tour(journal, index, pas) for journal, index, pas, *_ in autrement}
    if len(tours) < TOURS_AUX_FACES_AUTREMENT:
        return
    journal, index, pas, case, inscrits = autrement[0]
    raise Incompris(f"{ce_qui_est_vu} ; mais la case des {case} a reçu {inscrits} points pour les dés"
                    f" {texte_des(pas.des)} ({ou(journal, pas)}), au lieu de {pas.des.count(case) * case}"
                    f" ({len(autrement)} faces ainsi) : le correcteur ne peut pas viser {MIN_BONUS} points en"
                    " haut, et les voir serait affaire de hasard", journal.passage(index, "la face inscrite"))


def exiger_des_parties_visees(journaux, plan, voulues, manque, rejouees=False):
    """Ce qu'un ``plan`` vise ne s'est pas vu : retourne combien de parties de ce plan sont allées jusqu'au
    bout (``parties_menees_au_dernier_tour``, les parties rejouées seules si ``rejouees``) ; lève
    ``ManqueDePreuves`` (``manque``, en mots, et le plan à jouer) s'il y en a moins de ``voulues``."""
    visees = parties_menees_au_dernier_tour(journaux, plan, rejouees)
    if visees < voulues:
        raise ManqueDePreuves(manque, plans=(plan,))
    return visees


def parties_menees_au_dernier_tour(journaux, plan=None, rejouees=False):
    """Retourne combien de parties jouées selon ``plan`` (selon tout plan, sans lui ; les parties rejouées
    seules, après « o », si ``rejouees``) sont allées jusqu'au dernier tour, ou jusqu'à la question
    « rejouer ? » : une partie arrêtée avant (un programme planté, le correcteur qui cesse de jouer) n'a pas
    visé jusqu'au bout.

    Une partie que le programme finit plus tôt (douze tours : tour 26, j1) va jusqu'au bout de ce qu'il
    permet ; sans elle, les parties qui visent les bornes du bonus ne comptaient jamais, et prenaient le
    budget entier (le bonus « à vérifier » une correction sur cinquante environ).
    """
    compte = 0
    for journal in journaux:
        bornes = [*journal.debuts, len(journal.pas)]
        for numero, plan_de_la_partie in enumerate(journal.plans[:len(journal.debuts)]):
            if rejouees and not numero:
                continue
            pas = journal.pas[bornes[numero]:bornes[numero + 1]]
            compte += plan in (None, plan_de_la_partie) and any(
                un.tour >= NB_TOURS or un.question == REJOUER for un in pas)
    return compte


def bornes_a_viser(journaux):
    """Retourne (ce qu'ont montré les bornes du bonus vues ou assez visées, en phrases ; les plans des bornes
    ni vues ni visées ``PARTIES_PAR_BORNE`` fois)."""
    hauts = {haut_de_la_feuille(pas.feuille)
             for _, _, pas in les_pas(journaux) if pas.feuille is not None}
    phrases, plans = [], []
    for plan in BORNES_DU_BONUS:
        borne = TOTAL_DU_PLAN[plan]
        visees = parties_menees_au_dernier_tour(journaux, plan)
        if borne in hauts:
            phrases.append(f"une feuille à {borne} points tout juste en haut vue")
        elif visees >= PARTIES_PAR_BORNE:
            phrases.append(f"aucune feuille à {borne} points tout juste en haut en {visees} parties"
                           " qui les visaient, menées au dernier tour")
        else:
            plans.append(plan)
    return phrases, plans


def bornes_du_bonus(journaux):
    """Retourne, en mots, ce qu'ont montré les feuilles aux deux bornes du bonus (62 et 63 en haut, tout
    juste) ; lève ``ManqueDePreuves`` si l'une n'a pas été vue et que moins de ``PARTIES_PAR_BORNE`` parties
    l'ont visée (``haut_exact``).

    Un seuil décalé d'un point (« dès 62 », « au-delà de 63 ») ne se voit qu'à l'une d'elles : sans elles,
    le verdict dépendait des dés.
    """
    phrases, plans = bornes_a_viser(journaux)
    if plans:
        bornes = " ni à ".join(str(TOTAL_DU_PLAN[plan]) for plan in plans)
        raise ManqueDePreuves(f"aucune feuille lue à {bornes} points tout juste en haut, où un seuil du bonus"
                              " décalé d'un point se verrait", plans=plans)
    return ", ".join(phrases)


# --- §2, §5.3 : les tours, la case à chaque tour, rejouer -----------------------------------------------

def parties_jouees(journaux):
    """Retourne les (journal, premier index, dernier index) de chaque partie de chaque journal."""
    parties = []
    for journal in journaux:
        bornes = sorted(set(journal.debuts)) + [len(journal.pas)]
        for debut, fin in zip(bornes, bornes[1:]):
            # Une partie sans aucun lancer dessiné n'a pas commencé : ce n'est pas une preuve.
            if fin > debut and any(pas.dessins for pas in journal.pas[debut:fin]):
                parties.append((journal, debut, fin - 1))
    return parties


def fin_de_partie(journal, debut, dernier):
    """Retourne comment finit la partie : (sorte, index) ; sorte « rejouer » (la question posée),
    « fin » (le programme a fini), ou « arrêtée » (le correcteur a cessé de jouer, ou la partie dure)."""
    for index in range(debut, dernier + 1):
        pas = journal.pas[index]
        if pas.question == REJOUER:
            return "rejouer", index
        if pas.fini:
            return "fin", index
    return "arrêtée", dernier


@comportement("test_une_partie_dure_13_tours", "§2, §5.3")
def treize_tours(journaux):
    """Une partie dure 13 tours."""
    facons, completes = {}, 0
    for journal, debut, dernier in parties_jouees(journaux):
        sorte, index = fin_de_partie(journal, debut, dernier)
        tours = max(pas.tour for pas in journal.pas[debut:dernier + 1])
        if tours > NB_TOURS:
            premier = next(i for i in range(debut, dernier + 1) if journal.pas[i].tour > NB_TOURS)
            facons.setdefault(("trop",), (f"un {journal.pas[premier].tour}e tour a commencé ({journal.nom})",
                                          journal.passage(premier - 1, "après le 13e tour")))
        elif sorte == "arrêtée":
            continue
        elif tours < NB_TOURS:
            facons.setdefault(("tôt",), (
                f"la partie a fini après {tours} tours ({ou(journal, journal.pas[index])})",
                journal.passage(max(index - 1, debut), "la fin de la partie")))
        else:
            completes += 1
    lever_les_facons("13 tours, un par case, puis la fin de la partie (§2)", facons)
    if not completes:
        raise ManqueDePreuves("aucune partie jouée jusqu'au bout")
    return f"{completes} partie(s) de 13 tours"


@comportement("test_chaque_tour_demande_la_case", "§3, §5.2")
def chaque_tour_demande_la_case(journaux):
    """Chaque tour demande la case, même quand rien ne rapporte."""
    facons, sans_rien = {}, 0
    for journal, index, pas in les_pas(journaux):
        if TOUR_SANS_CASE in pas.notes:
            facons.setdefault(("sans case",), (
                f"le tour {pas.tour} ({ou(journal, pas)}) a fini sans question de la case : le programme est"
                " passé à la suite", journal.passage(index, "un tour sans question de la case")))
        elif pas.question == CASE and lisibles(pas.des) and not attendus(pas.des, pas.remplies):
            sans_rien += 1
    lever_les_facons("chaque tour finit par la question de la case, même si aucune case ne rapporte : le"
                     " joueur peut y inscrire 0 (§3, §5.2)", facons)
    if not sans_rien:
        raise ManqueDePreuves("aucun tour où rien ne rapportait n'a été joué")
    return f"{sans_rien} tour(s) où rien ne rapportait : la case a été demandée"


@comportement("test_la_partie_finie_demande_si_l_on_rejoue", "§3, §5.3")
def rejouer_demande(journaux):
    """La partie finie, le programme demande si l'on rejoue."""
    facons, demandes = {}, 0
    for journal, debut, dernier in parties_jouees(journaux):
        sorte, index = fin_de_partie(journal, debut, dernier)
        if sorte == "rejouer":
            demandes += 1
        elif sorte == "fin":
            tours = journal.pas[index].tour
            facons.setdefault(("fin",), (
                f"le programme a fini après {tours} tours sans demander si l'on rejoue (code de sortie"
                f" {journal.pas[index].code})",
                journal.passage(max(index - 1, debut), "la fin de la partie")))
    lever_les_facons("après la partie, la question « rejouer ? » (§3, §5.3)", facons)
    if not demandes:
        raise ManqueDePreuves("aucune partie menée jusqu'à sa fin")
    return f"{demandes} fois, la partie finie, le programme a demandé si l'on rejoue"


def reponses_au_rejouer(journaux, reponse):
    """Retourne les (journal, index, pas, pas suivant) où ``reponse`` a été tapée à « rejouer ? »."""
    return [(journal, index, pas, suivant(journal, index)) for journal, index, pas in les_pas(journaux)
            if pas.question == REJOUER and pas.reponse == reponse and suivant(journal, index)]


def apres_les_pauses(journal, index):
    """Retourne le pas qui suit la réponse du pas ``index``, les pauses passées (Entrée tapée au début
    d'une partie, « Appuyez sur Entrée », « n » à « Voulez-vous voir votre feuille ? (o/n) », l'option d'un
    menu qui joue), ou None."""
    fin = index_apres_les_pauses(journal, index)
    return None if fin is None else journal.pas[fin]


def index_apres_les_pauses(journal, index, entree_seulement=False):
    """Retourne l'index dans ``journal`` du pas que donne ``apres_les_pauses``, ou None.

    ``entree_seulement`` : seules les pauses où Entrée a été tapée sont passées ; pas une question oui ou
    non (« Voulez-vous voir votre feuille ? (o/n) », à laquelle le correcteur répond « n » : une feuille
    qu'il a refusé de voir n'est pas une feuille absente, inédit 13, j5).
    """
    apres = suivant(journal, index)
    while (apres is not None and not apres.dessins and apres.question == DEBUT and apres.reponse is not None
           and (apres.reponse == ENTREE or not entree_seulement)):
        index += 1
        apres = suivant(journal, index)
    return None if apres is None else index + 1


@comportement("test_o_recommence_une_partie", "§5.3")
def rejouer_o(journaux):
    """« o » recommence une partie sur une feuille vide."""
    facons, vues, memes_des = {}, 0, []
    for journal, index, pas, apres in reponses_au_rejouer(journaux, "o"):
        apres = debut_apres_le_o(journal, index, apres)
        if not apres.dessins:
            facons.setdefault(("rien",), ("aucun lancer après « o »", journal.passage(index, "« o »")))
        elif feuille_gardee(apres):
            facons.setdefault(("feuille",), ("la nouvelle partie part d'une feuille qui n'est pas vide :"
                                             f" {texte_feuille(apres.feuille)}",
                                             journal.passage(index, "« o »")))
        else:
            vues += 1
            if lisibles(pas.des) and list(apres.dessins[-1]) == list(pas.des):
                memes_des.append((journal, index, pas))
    des_figes = faces_absentes(journaux) is not None
    if len(memes_des) >= PARTIES_AUX_MEMES_DES and len(memes_des) == vues and not des_figes:
        # À chaque partie neuve, les derniers dés de la précédente (une chance sur 7 776 chaque fois) : le
        # premier lancer de la partie n'est pas lancé. Des dés qui ne montrent jamais certaines faces (inédit
        # 22, j4 : toujours 1 1 1 1 1) retombent pareils aussi : la faute des dés, nommée sous « Seuls les dés
        # nommés sont relancés », et là seulement.
        journal, index, pas = memes_des[0]
        facons.setdefault(("mêmes dés",), (
            f"{vues} fois sur {vues}, la nouvelle partie montre d'abord les derniers dés de la précédente"
            f" ({texte_des(pas.des)}, {ou(journal, pas)}) : son premier lancer n'est pas lancé",
            journal.passage(index, "« o »")))
    lever_les_facons("« o » recommence une partie : un premier lancer, une feuille vide (§5.3)", facons)
    if not vues:
        raise ManqueDePreuves("« o » n'a pas été tapé à la fin d'une partie")
    return f"{vues} fois, « o » a recommencé une partie"


@comportement("test_n_finit_le_programme", "§5.3")
def rejouer_n(journaux):
    """« n » finit le programme après un message de fin."""
    facons, vues = {}, 0
    for journal, index, pas, apres in reponses_au_rejouer(journaux, "n"):
        # Une pause finale (« Appuyez sur Entrée pour quitter »), Entrée tapée : la fin vient après elle.
        fin = apres_les_pauses(journal, index) or apres
        if fin.dessins:
            facons.setdefault(("nouvelle",), ("une nouvelle partie a commencé",
                                              journal.passage(index, "« n »")))
        elif not fin.fini:
            facons.setdefault(("attend",), ("le programme attend encore une réponse",
                                            journal.passage(index, "« n »")))
        elif not (apres.ecran.strip() or fin.ecran.strip()):
            facons.setdefault(("muet",), ("le programme a fini sans rien écrire",
                                          journal.passage(index, "« n »")))
        elif fin.code != 0:
            facons.setdefault(("code",), (f"code de sortie {fin.code}", journal.passage(index, "« n »")))
        else:
            vues += 1
    lever_les_facons("« n » finit le programme après un message de fin, code de sortie 0 (§5.3)", facons)
    if not vues:
        raise ManqueDePreuves("« n » n'a pas été tapé à la fin d'une partie")
    return "« n » a fini le programme après un message"
