"""Une feuille de pointage à soi, une case ou plusieurs par ligne, se lit toute ou pas du tout.

Explication : le cours donne la procédure qui affiche la feuille, mais des
équipes écrivent la leur : « [15]  Surplus ........  15 », « 15) Surplus :
16 », « 15  Surplus  -  », trois cases par ligne, deux colonnes encadrées.
Chaque case se lit à son étiquette en mots (et à son numéro, s'il est le
sien), sa valeur est ce qui la suit jusqu'à l'étiquette suivante. Une feuille
se lit seulement si ses 13 cases y sont, chacune une fois, avec des totaux ;
une ligne qui ne se lit pas la laisse illisible (« à vérifier », jamais
« échoué »).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import pytest

from yum.correction.enonce import (
    BONUS_DU_HAUT,
    BRELAN,
    GRAND_TOTAL,
    SOUS_TOTAL_HAUT,
    SURPLUS,
    TOTAL_BAS,
    TOTAL_HAUT,
    YUM,
)
from yum.correction.programme.ecran import cases_d_une_ligne, lire_feuille

# Les noms des cases du bas, dans l'ordre de l'énoncé (10 à 16).
NOMS_DU_BAS = ("Brelan", "Carre", "Main pleine", "Petite suite", "Grosse suite", "Surplus", "YUM")
# Une feuille où le Brelan vaut 18 et le Surplus 12, le reste libre, et les totaux qui vont avec.
ATTENDUE = {**dict.fromkeys(range(1, 7)), SOUS_TOTAL_HAUT: 0, BONUS_DU_HAUT: 0, TOTAL_HAUT: 0,
            **dict.fromkeys(range(10, 17)), BRELAN: 18, SURPLUS: 12, TOTAL_BAS: 30, GRAND_TOTAL: 30}


def valeur(case, libre):
    """Retourne ce qu'une feuille écrit pour ``case`` de ``ATTENDUE`` (``libre`` pour une case libre)."""
    return libre if ATTENDUE[case] is None else str(ATTENDUE[case])


def feuille_a_points_de_conduite():
    """Tour 70, py_avant : « [15]  Surplus ........  15 », « -- » pour une case libre."""
    haut = [f" [ {face}]  {nom} {'.' * 8}  {valeur(face, '--')}"
            for face, nom in zip(range(1, 7), ("Uns", "Deux", "Trois", "Quatres", "Cinqs", "Six"))]
    bas = [f" [{case}]  {nom} {'.' * 5}  {valeur(case, '--')}"
           for case, nom in zip(range(10, 17), NOMS_DU_BAS)]
    return "\n".join(["=== FEUILLE ===", *haut, "       Sous total .....   0", "       Bonus ..........   0",
                      "       Total haut .....   0", *bas, "       Total bas ......  30",
                      "       TOTAL ..........  30"])


def feuille_a_trois_cases_par_ligne():
    """Tour 70, java_coursdes : « 10 Brelan :  18   11 Carre :  -   12 Main pleine :  - »."""
    faces = ("Les un", "Les deux", "Les trois", "Les quatre", "Les cinq", "Les six")
    cases = [(face, nom) for face, nom in zip(range(1, 7), faces)] + list(zip(range(10, 17), NOMS_DU_BAS))
    morceaux = [f"{case} {nom} :   {valeur(case, '-'):>6}   " for case, nom in cases]
    lignes = ["".join(morceaux[rang:rang + 3]) for rang in (0, 3)]
    lignes.append(" Sous total :   0   Bonus :   0   Total haut :   0")
    lignes += ["".join(morceaux[rang:rang + 3]) for rang in (6, 9)]
    lignes.append(morceaux[12] + "Total bas :   30   TOTAL :   30")
    return ":::: FEUILLE DE POINTAGE ::::\n" + "\n".join(lignes)


def feuille_anglaise():
    """Tour 71, py_english : « 15  Surplus   - », « Upper total », « GRAND TOTAL »."""
    faces = ("Aces", "Twos", "Threes", "Fours", "Fives", "Sixes")
    bas = ("Brelan", "Carre", "Full house", "Small straight", "Large straight", "Surplus", "YUM")
    lignes = [f"  {face}  {nom:18} {valeur(face, '-')}" for face, nom in zip(range(1, 7), faces)]
    lignes += ["      Subtotal             0", "      Bonus                0", "      Upper total          0",
               " LOWER / BAS"]
    lignes += [f"  {case}  {nom:18} {valeur(case, '-')}" for case, nom in zip(range(10, 17), bas)]
    lignes += ["      Lower total          30", "      GRAND TOTAL          30"]
    return "=== SCORE SHEET ===\n UPPER / HAUT\n" + "\n".join(lignes)


def feuille_en_deux_colonnes():
    """Tour 72, java_deuxcol : « | ( 1) As ......   | | (10) Brelan ......  18 | »."""
    faces = ("As", "Deux", "Trois", "Quatre", "Cinq", "Six")
    gauche = [f"( {face}) {nom} {'.' * 8} {valeur(face, ''):>4}" for face, nom in zip(range(1, 7), faces)]
    gauche += ["     Sous-total ......    0", "     Bonus (63+) .....    0", "     Total haut ......    0"]
    droite = [f"({case}) {nom} {'.' * 6} {valeur(case, ''):>4}"
              for case, nom in zip(range(10, 17), NOMS_DU_BAS)]
    droite += ["     Total bas .......   30", "     GRAND TOTAL .....   30"]
    return "\n".join(f"| {g:32} |   | {d:32} |" for g, d in zip(gauche, droite))


def feuille_en_deux_colonnes_sans_cadre():
    """Tour 76, java_colonnes : « 6  Six ......         15  Surplus ....  12 », puis « Sous-total .....   0
    16  YUM ....  » : la colonne de gauche finit par des totaux sans numéro."""
    faces = ("As", "Deux", "Trois", "Quatre", "Cinq", "Six")
    gauche = [f"{face}  {nom:6} {'.' * 10} {valeur(face, ''):>3}" for face, nom in zip(range(1, 7), faces)]
    gauche += ["   Sous-total .....   0", "   Bonus ..........   0", "   Total haut .....   0"]
    droite = [f"{case}  {nom:12} {'.' * 4} {valeur(case, ''):>3}"
              for case, nom in zip(range(10, 17), NOMS_DU_BAS)]
    droite += ["    Total bas ......  30", "    TOTAL ..........  30"]
    lignes = [f"    {g:28}  {d}" for g, d in zip(gauche, droite)]
    return "\n".join(["          FEUILLE DE POINTAGE", "   PARTIE SUPERIEURE        PARTIE INFERIEURE",
                      *lignes])


def feuille_aux_faces_nommees_par_leur_chiffre():
    """Tour 75, java_suite : « [ 3] 3 .............   6      [12] Main pleine ...   - »."""
    gauche = [f"[ {face}] {face} {'.' * 13} {valeur(face, '-'):>3}" for face in range(1, 7)]
    gauche += ["     Sous total ....   0", "     Bonus .........   0", "     Total haut ....   0"]
    droite = [f"[{case}] {nom:12} {'.' * 3} {valeur(case, '-'):>3}"
              for case, nom in zip(range(10, 17), NOMS_DU_BAS)]
    droite += ["     Total bas .....  30", "     TOTAL .........  30"]
    return " ___ SCORE SHEET / FEUILLE ___\n" + "\n".join(f" {g:24}      {d}" for g, d in zip(gauche, droite))


def feuille_a_colonne_des_numeros():
    """Tour 77, py_classe : « |  3 | 3             |      3 | », « | 10 | Brelan        |     18 | » ; le
    nom d'une face est son chiffre, après son numéro."""
    faces = [f"| {face:2} | {str(face):13} | {valeur(face, ''):>6} |" for face in range(1, 7)]
    totaux_haut = [f"|    | {nom:13} | {0:>6} |" for nom in ("Sous total", "Bonus", "Total haut")]
    bas = [f"| {case:2} | {nom:13} | {valeur(case, ''):>6} |"
           for case, nom in zip(range(10, 17), NOMS_DU_BAS)]
    totaux_bas = ["|    | Total bas     |     30 |", "|    | Total         |     30 |"]
    bord = "+----+---------------+--------+"
    return "\n".join([bord, "| no | case          | points |", bord, *faces, *totaux_haut, bord, *bas,
                      *totaux_bas, bord])


def feuille_aux_faces_numerotees():
    """Tour 71, java_ligne : « Haut :  [1] -  [2] -  … », les faces nommées par leur seul numéro."""
    haut = "  ".join(f"[{face}] {valeur(face, '-')}" for face in range(1, 7))
    bas = [f"[{case}] {nom} {valeur(case, '-')}" for case, nom in zip(range(10, 17), NOMS_DU_BAS)]
    return "\n".join(["*" * 40, "                    FEUILLE", "*" * 40, f" Haut :  {haut}",
                      "        Sous-total 0   Bonus 0   Total haut 0", f" Bas  :  {'   '.join(bas[:3])}",
                      f"         {'   '.join(bas[3:5])}", f"         {'   '.join(bas[5:])}",
                      "        Total bas 30", " TOTAL : 30", "*" * 40])


def feuille_sur_une_ligne():
    """Tour 74, py_compact : « FEUILLE | 1:. 2:. … | Sous-total:0 … | Brelan:18 … | TOTAL:30 »."""
    faces = " ".join(f"{face}:{valeur(face, '.')}" for face in range(1, 7))
    bas = " ".join(f"{nom}:{valeur(case, '.')}" for case, nom in zip(range(10, 17), NOMS_DU_BAS))
    return f"FEUILLE | {faces} | Sous-total:0 Bonus:0 Total haut:0 | {bas} | Total bas:30 | TOTAL:30"


@pytest.mark.parametrize("feuille", [feuille_a_points_de_conduite, feuille_a_trois_cases_par_ligne,
                                     feuille_anglaise, feuille_en_deux_colonnes,
                                     feuille_en_deux_colonnes_sans_cadre,
                                     feuille_aux_faces_nommees_par_leur_chiffre,
                                     feuille_a_colonne_des_numeros,
                                     feuille_aux_faces_numerotees, feuille_sur_une_ligne])
def test_une_feuille_a_soi_se_lit_case_par_case(feuille):
    assert lire_feuille(feuille()) == ATTENDUE


@pytest.mark.parametrize("ligne", ["Possibilites : [1] 1  [2] -  [3] 3  [4] -  [5] 10  [6] 6",
                                   "Des : [1] 4  [2] 6  [3] 2  [4] 5  [5] 3",
                                   "Coups : 1:1 2:. 3:3 4:. 5:10 6:6"])
@pytest.mark.parametrize("feuille", [feuille_a_points_de_conduite, feuille_anglaise])
def test_des_numeros_entre_crochets_hors_de_la_ligne_du_haut_ne_nomment_pas_les_faces(ligne, feuille):
    # Relecture : une grille des coups ou des dés en « [n] valeur » près d'une feuille à soi nommaient ses
    # faces une seconde fois, et la feuille, lisible avant, ne se lisait plus.
    assert lire_feuille(f"{feuille()}\n{ligne}") == ATTENDUE


def test_une_valeur_devant_une_etiquette_sans_numero_reste_la_sienne():
    # Sans numéro devant la première case de la ligne, « 16 » est la valeur du Surplus, non le numéro du Yum.
    assert cases_d_une_ligne("surplus 16 yum -") == [(SURPLUS, 16), (YUM, None)]
    assert cases_d_une_ligne("15 surplus 16 16 yum -") == [(SURPLUS, 16), (YUM, None)]


def test_un_nombre_seul_apres_la_valeur_d_un_total_est_le_numero_de_la_case_suivante():
    # Tour 76, java_colonnes : la ligne commence par un total, sans numéro ; 16 est celui du Yum.
    assert cases_d_une_ligne("    sous-total .....  19       16  yum ..........  ") == [
        (SOUS_TOTAL_HAUT, 19), (YUM, None)]
    # Le numéro d'une autre case laisse la ligne illisible ; seul, le nombre reste la valeur.
    assert cases_d_une_ligne("    sous-total .....  19       15  yum ..........  ") is None
    assert cases_d_une_ligne("    sous-total .....  16  yum ..........  ") == [
        (SOUS_TOTAL_HAUT, 16), (YUM, None)]


def test_un_chiffre_derriere_le_numero_d_une_face_ne_la_nomme_que_devant_des_points_de_conduite():
    # « [ 3] 3   6 » : sans points de conduite, le 3 pourrait être une valeur ; la feuille ne se lit pas.
    feuille = feuille_aux_faces_nommees_par_leur_chiffre()
    assert lire_feuille(feuille.replace("." * 13, " " * 13)) is None


def test_une_face_qui_vaut_son_chiffre_derriere_sa_colonne_des_numeros_se_lit():
    # Tour 77, py_classe : « |  3 | 3  |  3 | » : le numéro, le nom, la valeur ; lue « 3 : 3 », puis
    # relue, la case restait libre.
    feuille = feuille_a_colonne_des_numeros().replace("|  3 | 3             |        |",
                                                      "|  3 | 3             |      3 |")
    assert lire_feuille(feuille)[3] == 3


def test_une_colonne_des_numeros_des_cases_du_bas_ne_change_pas_la_lecture_des_faces():
    # Relecture 78 : la feuille du cours, les cases du bas numérotées dans leur cellule (« | 10 |Brelan |
    # »), la face 1 qui vaut 1 : « |     1       |   1   | » était lu comme le numéro, puis le nom, et la
    # case restait libre.
    faces = [f"|     {face}       |   {face if face == 1 else ' '}   |" for face in range(1, 7)]
    faces += ["|Sous total   |   1   |", "|Bonus        |   0   |", " total haut   |   1   |"]
    bas = [f" {case} |{nom:13}|       |" for case, nom in zip(range(10, 17), NOMS_DU_BAS)]
    bas += ["    |Total bas    |   0   |", "    |Total        |   1   |"]
    feuille = "\n".join(f"{gauche}         |{droite}" for gauche, droite in zip(faces, bas))
    lue = lire_feuille(f"GRILLE DE POINTAGE\n{feuille}")
    assert lue[1] == 1 and lue[2] is None and lue[BRELAN] is None and lue[GRAND_TOTAL] == 1


def test_une_colonne_des_numeros_sur_des_lignes_d_une_autre_forme_ne_change_pas_les_faces():
    # Relecture 79 : les faces comme le cours (« |     1           |   1     | »), puis les cases du bas
    # numérotées (« | 10 | Brelan       |       | ») ; la face 1 qui vaut 1 se lisait libre.
    faces = [f"|     {face}           |   {face if face == 1 else ' '}     |" for face in range(1, 7)]
    faces += ["|Sous total       |   1     |", "|Bonus            |   0     |",
              "|total haut       |   1     |"]
    bas = [f"| {case} | {nom:13}|       |" for case, nom in zip(range(10, 17), NOMS_DU_BAS)]
    bas += ["| Total bas       |   0   |", "| Total           |   1   |"]
    lue = lire_feuille("GRILLE DE POINTAGE\n" + "\n".join(faces + bas))
    assert lue[1] == 1 and lue[2] is None and lue[BRELAN] is None and lue[GRAND_TOTAL] == 1


def test_une_feuille_a_colonne_des_numeros_sans_barre_apres_les_noms_se_lit_sans_planter():
    # Relecture du changement : « | 3 | 3 », sans cellule des points, faisait lever IndexError au lecteur.
    faces = [f"| {face} | {face}" for face in range(1, 7)]
    bas = [f"| {case} | {nom}" for case, nom in zip(range(10, 17), NOMS_DU_BAS)]
    lue = lire_feuille("\n".join(faces + bas))
    assert lue is None or all(lue[face] is None for face in range(1, 7))


def test_un_total_n_a_pas_de_numero():
    # 18 est le rang du Total parmi les 19 cases : devant « TOTAL », c'est la valeur du Total bas.
    assert cases_d_une_ligne(" 16 yum :  0   total bas :  18   total :  60") == [
        (YUM, 0), (TOTAL_BAS, 18), (GRAND_TOTAL, 60)]


def test_un_numero_qui_n_est_pas_celui_de_la_case_laisse_la_ligne_illisible():
    assert cases_d_une_ligne("[11] brelan ..... 18") is None


def test_une_grille_des_coups_de_toutes_les_cases_sans_totaux_n_est_pas_une_feuille():
    grille = "\n".join(f"  case {case} - {nom} : 0 pts" for case, nom in
                       [*zip(range(1, 7), ("Les 1", "Les 2", "Les 3", "Les 4", "Les 5", "Les 6")),
                        *zip(range(10, 17), NOMS_DU_BAS)])
    assert lire_feuille(grille) is None


@pytest.mark.parametrize("abimer", [
    # Des mots après une étiquette : ni une valeur, ni une case libre.
    lambda texte: texte.replace("Surplus ......", "Surplus (vide)", 1),
    # Une case nommée deux fois.
    lambda texte: texte.replace("(11) Carre", "(10) Brelan", 1),
    # Une case manquante.
    lambda texte: "\n".join(ligne for ligne in texte.split("\n") if "Petite" not in ligne),
])
def test_une_feuille_a_soi_abimee_ne_se_lit_pas(abimer):
    assert lire_feuille(abimer(feuille_en_deux_colonnes())) is None


def test_un_titre_qui_nomme_le_yum_avant_la_feuille_ne_la_rend_pas_illisible():
    # Tour 66, java_ecran : « YUM  -  Tour 1/13  -  Lancer 1/3 » nomme le Yum, suivi de mots ; au-dessus de
    # la feuille, il n'en est pas une ligne.
    titre = " YUM  -  Tour 1/13  -  Lancer 1/3\n =====\n"
    assert lire_feuille(titre + feuille_en_deux_colonnes()) == ATTENDUE


@pytest.mark.parametrize(("avant", "apres"), [("*** Bienvenue au jeu de YUM ***\n", ""),
                                             ("=== YUM ===\n", "\nMerci d'avoir joue au YUM !")])
def test_une_banniere_qui_nomme_le_yum_tout_pres_de_la_feuille_n_en_est_pas_une_ligne(avant, apres):
    # Tour 75, py_ansi : « *** Bienvenue au jeu de YUM *** » se lisait comme le Yum libre, deux lignes
    # au-dessus de la feuille : le Yum nommé deux fois, la feuille ne se lisait pas.
    assert lire_feuille(f"{avant}{feuille_anglaise()}{apres}") == ATTENDUE


def test_la_grille_des_coups_tout_pres_d_une_feuille_ne_lui_prete_pas_ses_points():
    # Relecture 78 : la feuille, puis aussitôt « Vos possibilités : » et ses coups, qui nomment les mêmes
    # cases ; les premières lignes de la feuille étaient rognées comme un titre, et ses faces se lisaient
    # aux points de la grille.
    grille = "\nVos possibilités :\n  case 1 - les 1 : 1 pts\n  case 15 - Surplus : 14 pts\nDés ? "
    assert lire_feuille(feuille_a_points_de_conduite() + grille) in (None, ATTENDUE)


def test_un_autre_nom_de_la_case_entre_parentheses_fait_partie_de_son_nom():
    # Tour 66, py_fonctions : « 1   Les 1 (as)   - » ; « as » se lisait comme une deuxième case 1, et la
    # feuille ne se lisait pas. Un autre nom qui n'est pas celui de la case laisse la ligne illisible.
    assert cases_d_une_ligne("  1   les 1 (as)              -") == [(1, None)]
    assert cases_d_une_ligne("  1   les 1 (as)              12") == [(1, 12)]
    assert cases_d_une_ligne("  1   les 1 (deux)            12") is None


def test_une_abreviation_des_cases_du_bas_n_est_pas_un_mot_d_une_ligne():
    # « ca », « su », « ps » n'étiquettent qu'une cellule entière de la feuille (revue 8, g21) : dans une
    # ligne, « Ca roule ! » sous la feuille n'est pas le Carré suivi de mots, qui la rendrait illisible.
    assert cases_d_une_ligne("ca roule ! su per, ps : bravo") == []
    lignes = feuille_en_deux_colonnes().split("\n")
    lignes.insert(4, "  Ca roule !")
    assert lire_feuille("\n".join(lignes)) == ATTENDUE
