"""La grille des coups possibles se lit de loin, sans prendre une case listée pour un coup proposé.

Explication : deux programmes d'étudiants trompaient la lecture des coups.
Le premier, à la question de la case, liste les 13 cases en deux colonnes
avec leur valeur, ou « -- » quand elles sont remplies
(« 1 - Les 1 … 3     10 - Brelan … -- ») : le « 10 » de « 10 - Brelan »
était lu comme les points d'un Brelan proposé. Le second, au troisième
lancer, dessine les dés, les coups possibles, puis les mêmes dés encore
avant la question : rien ne suivait le dernier dessin et les coups étaient
perdus.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from types import SimpleNamespace

import pytest
from faces_du_cours import DESSINS_DES_FACES

from yum.correction.programme.ecran import (
    annonce_des_coups_d_avant,
    coups_a_barres,
    coups_des_lignes,
    coups_sur_une_ligne,
    entete_des_coups,
    forme_d_une_ligne,
    ligne_lue_a_moitie,
    lire_coups,
    lire_une_ligne_de_coup,
    numero_de_1_a_13,
    numeros_des_cases_du_bas,
    rang_du_numero,
)
from yum.correction.programme.partie import Partie

# Le nombre de rangées de points d'un dessin de dés.
RANGEES = 3
# Les dés du lancer montré dans ces écrans, et d'autres dés pour un lancer différent.
DES = (5, 2, 3, 3, 5)
AUTRES_DES = (6, 6, 1, 4, 2)
# La question de la case, dernière ligne de l'écran.
QUESTION = "Numero de case (1-6, 10-16, 0 pour quitter) : "

# Les coups possibles du programme qui liste ensuite toutes les cases (Brelan et YUM déjà remplis).
COUPS_EN_LISTE = (
    "Coups possibles :\n"
    "    2 - Les 2 ...........   2 pts\n"
    "    3 - Les 3 ...........   6 pts\n"
    "    5 - Les 5 ...........  10 pts\n"
    "   15 - Surplus .........  18 pts\n"
    "\n"
)
# La liste de toutes les cases, en deux colonnes, de ce programme : « -- » pour une case remplie.
TOUTES_LES_CASES = (
    "Toutes les cases :\n"
    "    1 - Les 1 ...........   0     10 - Brelan ..........  --\n"
    "    2 - Les 2 ...........   2     11 - Carre ...........   0\n"
    "    3 - Les 3 ...........   6     12 - Main pleine .....   0\n"
    "    4 - Les 4 ...........  --     13 - Petite suite ....   0\n"
    "    5 - Les 5 ...........  10     14 - Grosse suite ....   0\n"
    "    6 - Les 6 ...........   0     15 - Surplus .........  18\n"
    "                                  16 - YUM .............  --\n"
)
# Les coups du programme qui redessine les dés avant la question de la case.
COUPS_NUMEROTES = (
    "\nCoups possibles :\n"
    "    3. 3               6\n"
    "    5. 5              10\n"
    "   15. Surplus        18\n"
    "Vos dés pour ce tour :\n"
)
# Les numéros des dés, sous un dessin.
NUMEROS_DES_DES = "  (1)    (2)    (3)    (4)    (5)\n"


def dessin(des):
    """Retourne le dessin, à la façon du cours, des dés ``des`` (5 valeurs), numéros dessous."""
    rangees = ["".join(f"|{DESSINS_DES_FACES[de][rangee]}|" for de in des) for rangee in range(RANGEES)]
    return " _____ " * len(des) + "\n" + "\n".join(rangees) + "\n" + NUMEROS_DES_DES


def test_la_liste_de_toutes_les_cases_en_deux_colonnes_ne_propose_aucune_case_remplie():
    ecran = dessin(DES) + COUPS_EN_LISTE + TOUTES_LES_CASES + QUESTION
    assert lire_coups(ecran) == {2: 2, 3: 6, 5: 10, 15: 18}


def test_une_ligne_qui_numerote_deux_cases_n_est_pas_un_coup():
    assert lire_une_ligne_de_coup("    1 - Les 1 ...........   2     10 - Brelan ..........  --") is None
    assert lire_une_ligne_de_coup("    4 - Les 4 ...........  --     13 - Petite suite ....   0") is None
    assert lire_une_ligne_de_coup("    2 - Les 2 ...........   2 pts") == (2, 2)


def test_le_rang_d_un_coup_devant_le_mot_case_n_est_pas_le_numero_d_une_autre_case():
    # Tour 66, py_menu : « 3) case 10 - Brelan : 19 points » passait pour deux cases côte à côte ; la grille
    # n'avait plus de Brelan, et cinq règles échouaient à tort chez un programme juste.
    assert lire_une_ligne_de_coup("    3) case 10 - Brelan       : 19 points") == (10, 19)
    assert lire_une_ligne_de_coup("    4) case 12 - Main pleine  : 25 points") == (12, 25)
    assert lire_une_ligne_de_coup("    1) case  3 - 3            :  9 points") == (3, 9)


def test_le_numero_d_une_case_devant_son_nom_n_est_jamais_ses_points():
    assert lire_une_ligne_de_coup("                                  16 - YUM .............  --") is None
    assert lire_une_ligne_de_coup("   16 - YUM .............  50 pts") == (16, 50)
    assert lire_une_ligne_de_coup("   15. Surplus        18") == (15, 18)
    assert lire_une_ligne_de_coup("|Brelan  |  10 |") == (10, 10)


@pytest.mark.parametrize("ligne, attendu", [
    ("   Brelan.......... 15   (tapez 10)", (10, 15)),
    ("   Surplus......... 22   (tapez 15)", (15, 22)),
    ("   Total des 5..... 15   (tapez 5)", (5, 15)),
    ("   10 = Brelan (17 points)", (10, 17)),
    ("   12 = Main pleine (25 points)", (12, 25)),
    ("    2 = 2 (4 points)", (2, 4)),
])
def test_le_numero_a_taper_devant_ou_apres_les_points_n_est_jamais_les_points(ligne, attendu):
    # Deux programmes d'étudiants (tour 6) : « 10 » lu comme les points du Brelan, et « 10 = Brelan »
    # pris pour une légende, chaque case du bas perdue.
    assert lire_une_ligne_de_coup(ligne) == attendu


def test_une_legende_de_plusieurs_cases_ou_un_numero_sans_points_n_est_pas_un_coup():
    assert lire_une_ligne_de_coup("Cases : 1-6 = les faces, 7 = Brelan, 8 = Carre, 9 = Main pleine") is None
    assert lire_une_ligne_de_coup("   10 = Brelan") is None
    assert lire_une_ligne_de_coup("   7 = Brelan") is None


@pytest.mark.parametrize("ligne, coup", [
    ("  10  Brelan        ", (10, 0)),
    ("  15  Surplus       X", (15, 0)),
    ("   3  Les 3         ", (3, 0)),
    ("  16  YUM           ", (16, 0)),
    ("  10  Brelan        8", (10, 8)),
    ("   1  Les 1         2", (1, 2)),
])
def test_une_case_listee_sans_rien_derriere_son_nom_ne_propose_rien(ligne, coup):
    # Un programme juste (tour 18 d'essais) liste ses 13 cases à chaque lancer, rien derrière une case qui
    # vaut 0, « X » derrière une case remplie : son numéro était lu comme ses points, huit faux « échoué ».
    assert lire_une_ligne_de_coup(ligne) == coup


@pytest.mark.parametrize("ligne, coup", [
    ("   2. Les 5 -> 5 pts  [case 5]", (5, 5)),
    ("   3. Les 6 -> 18 pts [case 6]", (6, 18)),
    ("   1. Les 2 -> 4 pts", (2, 4)),
])
def test_le_rang_d_un_menu_des_coups_n_est_pas_les_points_marques(ligne, coup):
    # Un programme juste (tour 18 d'essais) classe ses coups : le rang, devant, était lu comme les points.
    assert lire_une_ligne_de_coup(ligne) == coup


def test_les_coups_entre_deux_dessins_des_memes_des_valent_quand_rien_ne_suit_le_dernier():
    ecran = dessin(DES) + COUPS_NUMEROTES + dessin(DES) + QUESTION
    assert lire_coups(ecran) == {3: 6, 5: 10, 15: 18}
    # Des coups lus après le dernier dessin restent les seuls lus.
    apres = "   15. Surplus        18\n"
    assert lire_coups(dessin(DES) + COUPS_NUMEROTES + dessin(DES) + apres + QUESTION) == {15: 18}


def test_les_coups_d_avant_un_dessin_d_autres_des_ou_d_une_feuille_ne_valent_pas_pour_lui():
    feuille = "                   GRILLE DE POINTAGE\n"
    assert lire_coups(dessin(DES) + COUPS_NUMEROTES + dessin(DES) + QUESTION) is not None
    assert lire_coups(dessin(DES) + COUPS_NUMEROTES + dessin(AUTRES_DES) + QUESTION) is None
    assert lire_coups(dessin(DES) + COUPS_NUMEROTES + feuille + dessin(DES) + QUESTION) is None


def test_la_grille_ecrite_comme_le_tableau_de_l_enonce_se_lit_par_ses_indices():
    # Tour 38, py_grille19 : la grille des coups écrite comme à l'énoncé (§4), la rangée des indices 0 à 18
    # puis celle des valeurs ; rien ne s'y lisait, et onze comportements restaient « à vérifier ».
    indices = "\t".join(str(indice) for indice in range(19))
    valeurs = "\t".join(["0", "0", "2", "6", "0", "10", "0", "0", "0", "0", "0", "0", "0", "0", "0",
                          "18", "0", "0", "0"])
    ecran = dessin(DES) + f"Grille des coups possibles :\n{indices}\n{valeurs}\n\n" + QUESTION
    assert lire_coups(ecran) == {2: 2, 3: 6, 5: 10, 15: 18}
    # La feuille écrite ainsi a des -1 (ses cases libres) : ce n'est pas la grille.
    feuille = "\t".join(["0"] + ["-1"] * 6 + ["0"] * 3 + ["-1"] * 7 + ["0"] * 2)
    assert lire_coups(dessin(DES) + f"f :\n{indices}\n{feuille}\n" + QUESTION) is None


def test_l_en_tete_des_coups_est_la_derniere_ligne_a_mots_avant_le_premier_coup():
    # Tour 41, py_journal : « Journal : tour 0, lancer 1 -> 4 5 3 4 2 », entre le dessin et « Choix
    # possibles », était appris comme l'en-tête ; il change à chaque lancer, et la grille vide d'un lancer
    # se lisait dans le compte rendu du tour d'avant, au-dessus des dés : un faux « échoué ».
    cadre = "-" * 28
    avant = "Tour precedent : case 15 (Surplus) = 22 points\n"
    coups = f"{cadre}\n      Choix possibles\n{cadre}\n"
    ecran = dessin(DES) + f"Journal : tour 0, lancer 1 -> 5 2 3 3 5\n\n{coups}|  3 |     3       |    6   |\n"
    assert entete_des_coups(ecran + QUESTION) == "Choix possibles"
    vide = avant + dessin(DES) + f"Journal : tour 1, lancer 3 -> 5 2 3 3 5\n\n{coups}" + QUESTION
    assert lire_coups(vide, "Choix possibles") == {}


def test_l_en_tete_des_coups_apres_le_dessin_les_dit_la_meme_vides_jamais_avant_le_dessin():
    # Revue 20, py_apres : « Vous pouvez inscrire : », aucun coup, puis la feuille. Le compte rendu du tour
    # d'avant, au-dessus des dés, avait les points de leur somme (18 ici) : lu comme la grille, il faisait
    # échouer « une case remplie n'est plus proposée » une correction sur trois.
    entete = "Vous pouvez inscrire :"
    feuille = ("                   GRILLE DE POINTAGE\n"
               "|     1       |   1   |         |Brelan       |   0   |\n"
               "|     6       |  12   |         |Surplus      |  18   |\n")
    compte_rendu = "=> 18 points dans le surplus\n\n"
    ecran = compte_rendu + dessin(DES) + entete + "\n\n" + feuille + QUESTION
    # Sans l'en-tête appris d'un autre écran, rien ne dit où sont les coups : le compte rendu signé par le
    # Surplus se lit encore, comme les coups d'avant le dessin d'une autre équipe.
    assert lire_coups(ecran) == {15: 18}
    assert lire_coups(ecran, entete) == {}
    coups = "  6 points dans les 3 (case 3)\n  18 points dans le surplus (case 15)\n"
    assert lire_coups(compte_rendu + dessin(DES) + entete + "\n" + coups + feuille + QUESTION,
                      entete) == {3: 6, 15: 18}
    assert lire_coups(compte_rendu + dessin(DES) + entete + "\n" + QUESTION, entete) == {}


@pytest.mark.parametrize("ligne, coup", [
    ("Vous pouvez faire 3 points en case 1 (1)", (1, 3)),
    ("Vous pouvez faire 8 points en case 4 (4)", (4, 8)),
    ("Vous pouvez faire 23 points en case 10 (Brelan)", (10, 23)),
    ("3 points  1", None),
])
def test_une_face_dite_par_le_mot_case_a_pour_points_le_nombre_marque_comme_des_points(ligne, coup):
    # Relecture 21, py_phrases : « 3 points en case 1 (1) » se lisait la face 3 à 1 point ; le premier
    # nombre, marqué comme des points, n'est jamais la face.
    assert lire_une_ligne_de_coup(ligne) == coup


def test_une_liste_de_coups_sur_une_ligne_se_lit_coup_par_coup():
    # « case(points) » sur une ligne : chaque case à ses points, jamais la première aux points de la dernière.
    assert lire_coups("Choix: 1(3) 3(9) 10(17) 15(17)\nCase ? ") == {1: 3, 3: 9, 10: 17, 15: 17}
    assert lire_coups("Choix: 5(5) 6(12)\nCase ? ") == {5: 5, 6: 12}


def test_une_case_entre_crochets_devant_ses_points_se_lit_coup_par_coup():
    # Tour 53, py_manche : « [1]=1  [4]=8 » se lisait « la face 1 à 8 points » (trois faux « échoué »).
    assert lire_coups(dessin(DES) + "Coups : [1]=1  [4]=8\n" + QUESTION) == {1: 1, 4: 8}
    assert lire_coups(dessin(DES) + "Coups : [5]=15  [10]=18\n" + QUESTION) == {5: 15, 10: 18}
    assert lire_coups(dessin(DES) + "Coups : [15]=22\n" + QUESTION) == {15: 22}
    assert coups_sur_une_ligne("Choix: [1]:3 [10]:10") == {1: 3, 10: 10}


def test_des_coups_numero_nom_points_sur_une_ligne_se_lisent_coup_par_coup():
    # Tour 54, java_totbas : « 10:Brelan=13  12:MainPleine=25 » se lisait comme un seul coup, le Brelan à 25.
    assert lire_coups(dessin(DES) + "Coups ->  10:Brelan=13  12:MainPleine=25\n" + QUESTION) == {
        10: 13, 12: 25}
    assert lire_coups(dessin(DES) + "Coups ->  1:Un=2  2:Deux=4\n" + QUESTION) == {1: 2, 2: 4}
    # Un nom qui contredit son numéro : pas une liste de coups.
    assert coups_sur_une_ligne("10:Carre=13  12:MainPleine=25") is None
    # Numérotée de 1 à 13 (le Surplus sous 12) : un nom inconnu ne dit pas sa case (10 y est la petite suite).
    assert coups_sur_une_ligne("10:Suite=30  12:Surplus=17") is None


def test_les_cinq_des_numerotes_sur_une_ligne_ne_sont_pas_des_coups():
    # Les dés 1 à 5 devant leurs faces, qu'aucune grille ne donne (la face 2 à 5 points) : les dés.
    assert coups_sur_une_ligne("Des : [1]=3 [2]=5 [3]=1 [4]=6 [5]=2") is None
    assert coups_sur_une_ligne("Des : 1=3 2=5 3=1 4=6 5=2") is None
    # Annoncés comme des dés, jamais des coups, même quand chaque face est un multiple de son numéro
    # (relecture du 28 novembre : lus ainsi un lancer sur 216, et le verdict suivait les dés).
    assert coups_sur_une_ligne("Des: [1]=1 [2]=4 [3]=3 [4]=4 [5]=5") is None
    assert coups_sur_une_ligne("Vos des : [1]:1 [2]:2 [3]:3 [4]:4 [5]:5") is None
    assert coups_sur_une_ligne("Choix des coups : [1]=1 [4]=8") == {1: 1, 4: 8}
    # Les faces 1 à 5, chacune une fois : la même ligne, dés ou coups ; elle se lit.
    assert coups_sur_une_ligne("Choix : 1=1 2=2 3=3 4=4 5=5") == {1: 1, 2: 2, 3: 3, 4: 4, 5: 5}


def test_une_case_hors_de_l_enonce_ou_un_autre_nombre_n_en_fait_pas_une_liste_de_coups():
    assert coups_sur_une_ligne("Choix: 7(3) 15(17)") is None
    assert coups_sur_une_ligne("3 (3) -> 6") is None
    assert lire_coups("3 (3) -> 6\nBrelan (10) -> 18\nCase ? ") == {3: 6, 10: 18}


@pytest.mark.parametrize("ligne, attendu", [
    ("|Un           |    2    |", (1, 2)), ("|Trois        |    9    |", (3, 9)), ("Six : 12 pts", (6, 12)),
    ("Les cinq - 15", (5, 15)), ("Trois pareils : 17", (10, 17))])
def test_une_face_nommee_en_mots_francais_se_lit_comme_son_numero(ligne, attendu):
    # « Trois pareils » reste le brelan : le mot seul dans son étiquette nomme la face.
    assert lire_une_ligne_de_coup(ligne) == attendu


def test_un_mot_de_nombre_dans_une_phrase_n_est_pas_une_case():
    assert lire_une_ligne_de_coup("Il vous reste un lancer") is None
    assert lire_une_ligne_de_coup("Relancez deux des au plus 2") is None


# --- Les coups écrits avant le dessin, ou à barres (trois programmes justes du tour 8 d'essais) ------------

# Les coups de DES (5 2 3 3 5 : 18 points) sur une ligne à barres, le Surplus à leur somme.
A_BARRES = "Brelan (10): - | Carre (11): - | Main pleine (12): - | Surplus (15): 18 | Yum (16): -\n"


def test_des_coups_a_barres_se_lisent_morceau_par_morceau_apres_le_dessin_comme_avant():
    assert lire_coups(dessin(DES) + A_BARRES + QUESTION) == {15: 18}
    assert lire_coups("Lancer 2\n" + A_BARRES + dessin(DES) + QUESTION) == {15: 18}
    assert lire_coups("Possibilites -> 1: - | 2: 2 | 3: 6 | 5: 10\n" + A_BARRES + dessin(DES) + QUESTION) == {
        2: 2, 3: 6, 5: 10, 15: 18}


def test_les_coups_d_avant_le_dessin_ne_se_lisent_que_signes_par_le_surplus_a_la_somme_de_ses_des():
    # « Choix possibles », vide (rien ne rapporte) : le compte rendu du tour d'avant n'est pas une grille.
    compte_rendu = "Vous inscrivez 1 points. Total : 100\n"
    assert lire_coups(compte_rendu + dessin(DES) + "Choix possibles\n" + QUESTION) is None
    assert lire_coups(compte_rendu + dessin(DES) + QUESTION) is None
    assert lire_coups("Vous avez choisi Brelan : 17 points\n" + dessin(DES) + QUESTION) is None
    # Un rappel des règles nomme des cases et des nombres : sans le Surplus à 18, ce n'est pas la grille.
    assert lire_coups("Main pleine : 25 pts\nPetite suite : 15 pts\n" + dessin(DES) + QUESTION) is None
    assert lire_coups("Lancer 2\n" + A_BARRES.replace("18", "17") + dessin(DES) + QUESTION) is None
    # Ni la feuille d'avant le dessin.
    assert lire_coups("      GRILLE DE POINTAGE\n" + dessin(DES) + QUESTION) is None


def test_les_coups_d_avant_le_dessin_se_lisent_sous_une_question_sur_deux_lignes_aux_faces_dites_total():
    # Relecture 12 : py_avant écrit sa question sur deux lignes (« Des a relancer (0 = garder tout) », puis
    # « -> ») : des mots suivaient le dessin, la grille d'avant n'était pas lue (dix « à vérifier ») ;
    # java_avant nomme ses faces « Total de 2 » : écartées comme un compte rendu, la grille lue sans elles
    # faisait un faux « échoué » des faces.
    coups = ("Coups possibles:\n  [ 2] Total de 2          2\n  [ 3] Total de 3          6\n"
             "  [ 5] Total de 5         10\n  [15] Surplus            18\n")
    attendus = {2: 2, 3: 6, 5: 10, 15: 18}
    question_sur_deux_lignes = "Des a relancer (0 = garder tout)\n-> "
    assert lire_coups("Premier lancer\n" + coups + dessin(DES) + question_sur_deux_lignes) == attendus
    assert lire_coups("Premier lancer\n" + coups + dessin(DES) + QUESTION) == attendus
    # Un compte rendu qui dit un total reste écarté : « Total : 100 » n'est pas une face.
    assert lire_coups("Vous inscrivez 1 points. Total : 100\n" + dessin(DES) + "Des a relancer\n-> ") is None


def test_l_annonce_des_coups_d_avant_le_dessin_apprise_du_surplus_les_lit_le_surplus_rempli():
    # CI du 29 novembre, variante « juste_coups_avant_les_des_a_barres » : « Choix possibles : », la liste à
    # barres, puis les dés. Le Surplus rempli ne signait plus la liste : la moitié des grilles ne se
    # lisaient pas, et le carré restait « à vérifier » au bout des 56 parties.
    signee = "Lancer 1 de 3\nChoix possibles :\nLes 3 (3): 6 | Brelan (10): - | Surplus (15): 18\n"
    annonce = annonce_des_coups_d_avant(signee + dessin(DES) + QUESTION)
    assert annonce == "Choix possibles :"
    rempli = "Choix possibles :\nLes 3 (3): 6 | Brelan (10): - | Surplus (15): -\n"
    assert lire_coups(rempli + dessin(DES) + QUESTION) is None
    assert lire_coups(rempli + dessin(DES) + QUESTION, annonce_d_avant=annonce) == {3: 6}
    # Ce qui précède l'annonce (le compte rendu du tour d'avant) n'est pas lu, ni des lignes sans elle.
    compte_rendu = "Les 5 (5): 10 | Brelan (10): 18\n"
    assert lire_coups(compte_rendu + rempli + dessin(DES) + QUESTION, annonce_d_avant=annonce) == {3: 6}
    assert lire_coups(compte_rendu + dessin(DES) + QUESTION, annonce_d_avant=annonce) is None
    # Elle ne s'apprend que d'une liste signée par le Surplus, et seulement si rien ne se lit après les dés.
    assert annonce_des_coups_d_avant(rempli + dessin(DES) + QUESTION) is None
    assert annonce_des_coups_d_avant(signee + dessin(DES) + A_BARRES + QUESTION) is None


def test_l_annonce_des_coups_d_avant_le_dessin_ne_s_apprend_qu_a_deux_grilles_signees_de_suite():
    # Une seule signature peut être un hasard : un compte rendu « Surplus : 18 » sur des dés de somme 18.
    signee = "Choix possibles :\nLes 3 (3): 6 | Brelan (10): - | Surplus (15): 18\n" + dessin(DES) + QUESTION
    partie = SimpleNamespace(ecran=signee, annonce_signee=None, annonce_d_avant=None)
    Partie.apprendre_l_annonce_d_avant(partie)
    assert partie.annonce_d_avant is None
    Partie.apprendre_l_annonce_d_avant(partie)
    assert partie.annonce_d_avant == "Choix possibles :"


def test_une_ligne_a_barres_qui_ne_nomme_aucune_case_n_est_pas_une_grille():
    # Les dés écrits en texte (« Dé 1: 5 | Dé 2: 2 | … ») : ni un nom de case, ni une case sans points.
    assert coups_a_barres("Dé 1: 5 | Dé 2: 2 | Dé 3: 3 | Dé 4: 3 | Dé 5: 5") is None
    assert lire_coups(dessin(DES) + "Dé 1: 5 | Dé 2: 2 | Dé 3: 3 | Dé 4: 3 | Dé 5: 5\n" + QUESTION) is None
    assert coups_a_barres("Brelan (10): 17 | Bonne chance") is None


# --- Les numéros des cases : ceux de l'énoncé (10 à 16), ou de 1 à 13 comme le dit son §5.2 -----------------

@pytest.mark.parametrize("texte, paires", [
    ("(1 à 6) ou 10 = Brelan, 11 = Carré, 16 = Yum", {(10, 10), (11, 11), (16, 16)}),
    ("Cases : 1-6 = les faces, 7 = Brelan, 8 = Carre, 13 = YUM", {(7, 10), (8, 11), (13, 16)}),
    ("   7 - Brelan       : 11 pts\n  12 - Surplus      : 11 pts", {(7, 10), (12, 15)}),
    ("[13] Yum ......... 30", {(13, 16)}),
    # Les points écrits après le nom, une face, un numéro de tour : rien à apprendre.
    ("Brelan : 17 pts\n  case 3 - les 3 : 9 pts\nTour 7 : lancer 2", set()),
])
def test_le_numero_ecrit_devant_le_nom_d_une_case_du_bas_se_lit(texte, paires):
    assert numeros_des_cases_du_bas(texte) == paires


def test_aucun_numero_de_l_enonce_n_est_celui_de_la_meme_case_de_1_a_13():
    # D'où vient qu'une seule case du bas numérotée de 1 à 13 suffit à reconnaître cette numérotation.
    assert [numero_de_1_a_13(case) for case in range(1, 7)] == list(range(1, 7))
    assert [numero_de_1_a_13(case) for case in range(10, 17)] == list(range(7, 14))
    assert all(numero_de_1_a_13(case) != case for case in range(10, 17))


# Les coups triés par points, les points d'abord, le numéro à taper entre parenthèses (l'inédit p3, tour 11
# d'essais) : « 4 pts  Total des 2 (case 2) » était lu la case 4 à 2 points ; un programme juste échouait aux
# faces et à « une case remplie n'est plus proposée ».
@pytest.mark.parametrize("ligne, coup", [
    ("     4 pts  Total des 2 (case 2)", (2, 4)),
    ("    12 pts  Total des 6 (case 6)", (6, 12)),
    ("     2 pts  Total des 2 (case 2)", (2, 2)),
    ("Total des 2 : 4 pts (case 2)", (2, 4)),
    ("    16 pts  Brelan (case 10)", (10, 16)),
])
def test_le_numero_a_taper_entre_parentheses_nomme_la_face_quelle_que_soit_la_place_des_points(ligne, coup):
    assert lire_une_ligne_de_coup(ligne) == coup


# Les points entre crochets d'abord, le numéro de la case derrière son nom, entre parenthèses, sans mot
# (l'inédit j2, tour 12 d'essais) : « [17] Brelan (10) » était lu le Brelan à 10 points, « [6] Les 2 (2) » la
# case 6 à 2 points ; un programme juste avait neuf « échoué ».
@pytest.mark.parametrize("ligne, coup", [
    ("  [17] Brelan (10)", (10, 17)),
    ("  [14] Surplus (15)", (15, 14)),
    ("  [30] YUM (16)", (16, 30)),
    ("  [6] Les 2 (2)", (2, 6)),
    ("  [12] Les 6 (6)", (6, 12)),
    ("  [2] Les 2 (2)", (2, 2)),
    # Les points entre parenthèses, derrière le nom de la face : la face est le premier nombre.
    ("Les 2 (4)", (2, 4)),
    # Numérotée de 1 à 13 (le Surplus est la case 12), 15 points : 15 est ses points, non son numéro.
    ("  case 12 - Surplus : 15 pts", (15, 15)),
    ("(10) Brelan [17]", (10, 17)),
    ("  [29] Carre (11)", (11, 29)),
    # Les points entre parenthèses derrière le nom, le numéro devant (inédit j4, tour 8) : 8 est les points du
    # carré, non son numéro de 1 à 13.
    ("   case 11 : Carre (8)", (11, 8)),
])
def test_le_numero_de_la_case_derriere_son_nom_n_est_jamais_ses_points(ligne, coup):
    assert lire_une_ligne_de_coup(ligne) == coup


@pytest.mark.parametrize("ligne", [
    # Un compte rendu à côté de la grille (inédit c3, tour 6) : ni la face 5 à 47 points, ni le Surplus à 40.
    "Pointage actuel : 47   |   meilleur coup : 5 (5)",
])
def test_un_compte_rendu_qui_cite_un_coup_n_est_pas_un_coup(ligne):
    assert lire_une_ligne_de_coup(ligne) is None


def test_des_points_devant_le_nom_ne_sont_pas_un_numero_de_case():
    # « [7] Brelan (10) » : 7 points, la case 10 ; le programme ne numérote pas ses cases de 1 à 13.
    assert numeros_des_cases_du_bas("  [7] Brelan (10)\n  [29] Carre (11)\n") == frozenset()


# Les coups possibles en deux colonnes, chacun derrière son numéro (l'inédit p1, tour 12 d'essais) : la ligne
# entière ne se lisait que comme son second coup, le premier n'était jamais proposé.
COUPS_EN_DEUX_COLONNES = (
    "Coups possibles :\n"
    "  2 : Les 2      2     10 : Brelan          15\n"
    "  3 : Les 3      9     15 : Surplus         15\n"
    "  5 : Les 5      5\n"
)


def test_deux_coups_cote_a_cote_se_lisent_chacun():
    ecran = dessin(DES) + COUPS_EN_DEUX_COLONNES + QUESTION
    assert lire_coups(ecran) == {2: 2, 3: 9, 5: 5, 10: 15, 15: 15}


# --- Des lignes d'aide à côté des coups, des colonnes dans un autre ordre (revue 5 : huit programmes justes,
# de faux « échoué » à chaque correction) ------------------------------------------------------------------

@pytest.mark.parametrize("ligne", [
    "Haut : 6 / 63 (bonus de 25)",
    "Somme des 5 dés : 13",
    "(dés relancés : 2 4 5)",
    "Brelan de 3 !",
    "*** YUM de 5 ! ***",
    ">>> Petite suite 2-3-4-5 !",
    "YUM ! Cinq 4 !",
    "Cases libres : 2 3 13 14",
    "Cases remplies : 1 3",
    "Astuce : le Surplus (15) accepte tous les des.",
    "Disponibles : 5 13 14 16",
    # Inédit 6, c3 (un programme juste) : le Brelan lu à 76 points, la règle des deux nombres appliquée à
    # une ligne qui dit autre chose.
    "Pointage actuel : 76   |   meilleur coup : Brelan (10)",
])
def test_une_ligne_d_aide_ou_une_figure_annoncee_n_est_pas_un_coup(ligne):
    assert lire_une_ligne_de_coup(ligne) is None


@pytest.mark.parametrize("ligne, coup", [
    # Le seul nombre marqué comme des points l'emporte sur le numéro de la case, derrière.
    ("  Brelan          23 pts  -> case 10", (10, 23)),
    ("  Les 2            2 pts  -> case 2", (2, 2)),
    # La face de la figure dite, puis ses points.
    ("Brelan de 3 : 9 pts", (10, 9)),
    # La face nommée, ses points, son numéro entre crochets derrière.
    ("  Les 5                    10    [5]", (5, 10)),
    ("  Les 5                     5    [5]", (5, 5)),
    # Deux nombres, dont un seul est le numéro de la case : l'autre est les points, devant ou derrière.
    ("  25 | 10 | Brelan", (10, 25)),
    ("  Brelan               21      10", (10, 21)),
    # Revue 7 : la face nommée, ses points, son numéro sans crochets ; un rang devant la face ; une
    # exclamation dans l'étiquette d'un tableau, le numéro de la case devant.
    ("  Les 2   4   2", (2, 4)),
    ("1. [ 2]  Les 2  4", (2, 4)),
    ("| 16 |YUM !        |   30   |", (16, 30)),
])
def test_le_numero_de_la_case_derriere_les_points_n_est_pas_les_points(ligne, coup):
    assert lire_une_ligne_de_coup(ligne) == coup


@pytest.mark.parametrize("lignes, coups", [
    # Revue 5, d2 : « Brelan   7   10 » était le Brelan à 10 points ; « Les 1   3   1 », la face 1 à 1 point.
    (("Coups possibles          Points    Case", "  Les 1                     3       1",
      "  Brelan                    7      10", "  Main pleine              25      12",
      "  Surplus                  22    [15]"), {1: 3, 10: 7, 12: 25, 15: 22}),
    # Revue 6 : les colonnes dans un autre ordre, nommées autrement.
    (("Case           | Points | No", "---------------+--------+----", "Les 3          |      3 |  3",
      "Brelan         |     20 | 10"), {3: 3, 10: 20}),
    ((" Pts | No | Case", "-----+----+--------------", "   4 |  2 | Les 2", "  19 | 15 | Surplus"),
     {2: 4, 15: 19}),
    # Revue 7, f2 : une description qui nomme une autre case, à côté du nom.
    (("# | Case        | Description          | Points", "12 | Main pleine | Brelan et une paire  | 25"),
     {12: 25}),
    (("Combinaison        Points    N°", "  Les 5                10      5",
      "  Petite suite         15     13"), {5: 10, 13: 15}),
])
def test_sous_un_en_tete_qui_nomme_ses_colonnes_les_points_sont_ceux_de_leur_colonne(lignes, coups):
    assert coups_des_lignes(lignes) == coups


def test_un_titre_qui_parle_de_points_n_est_pas_un_en_tete_de_colonnes():
    # Revue 6, e18 : « Points possibles par case » au-dessus des coups du cours ; et la rangée des numéros des
    # dés (« 1 2 3 4 5 ») n'est jamais un coup.
    lignes = ("   1      2      3      4      5   ", " Points possibles par case",
              "|  2 |     2       |    4   |", "| 15 |Surplus      |   15   |")
    assert coups_des_lignes(lignes) == {2: 4, 15: 15}
    # Sans en-tête, le dernier nombre reste celui des points.
    assert coups_des_lignes(("  Brelan                    7      10",)) == {10: 10}


def test_un_numero_devant_le_nom_d_une_case_dans_un_tableau_a_barres_dit_la_numerotation():
    # Revue 7, f6 : « 7 | Brelan | 23 », cases numérotées de 1 à 13 ; le correcteur tapait 10 pour le Brelan.
    assert numeros_des_cases_du_bas(" 7 | Brelan        |    13\n 12 | Surplus       |    12") == {
        (7, 10), (12, 15)}


def test_le_rang_du_numero_de_la_case_s_apprend_des_lignes_sans_ambiguite():
    # Revue 6, e17 : « 8 | 11 | Carre » (8 est aussi le numéro du carré de 1 à 13) ; « 25 | 12 | Main
    # pleine » dit que le numéro vient second.
    lignes = ("  25 | 12 | Main pleine", "   8 | 11 | Carre")
    assert rang_du_numero(lignes) == 1
    assert coups_des_lignes(lignes) == {12: 25, 11: 8}
    # Sans ligne qui le dise, le rang appris d'un autre écran du même programme.
    assert coups_des_lignes(lignes[1:], rang=1) == {11: 8}
    # Une rangée de la feuille ne l'apprend pas.
    assert rang_du_numero(("|     6       |       |         |Surplus      |   15  |",)) is None


def test_ce_qu_un_programme_ecrit_avant_l_annonce_des_coups_n_en_est_pas_un():
    # Revue 5, d16 : « Main pleine : trois 6 et deux 5 ! » sous le dessin, lu comme la Main pleine à 5 points.
    ecran = (dessin(DES) + "Main pleine : trois 6 et deux 5 !\n" + "-" * 28 + "\n      Choix possibles\n"
             + "-" * 28 + "\n|  3 |     3       |    6   |\n| 15 |Surplus      |   18   |\n" + QUESTION)
    assert lire_coups(ecran) == {3: 6, 15: 18}


# --- Revue 8 : des grilles de coups que des programmes justes écrivent, et ce qui ne s'y lit pas ---------

@pytest.mark.parametrize("lignes, coups", [
    # Plusieurs coups sur une ligne, « case:points » (g1 : « 1:3 10:10 » lu comme la face 1 à 10 points).
    (("Coups: 1:3 10:10",), {1: 3, 10: 10}),
    (("Coups: 2:2 3:3 4:4 6:12 15:21",), {2: 2, 3: 3, 4: 4, 6: 12, 15: 21}),
    # « case(points pts) » (g24 : rien ne se lisait, et la grille passait pour vide).
    (("Coups: 1(3pts) 5(10pts) 10(13pts)",), {1: 3, 5: 10, 10: 13}),
    # Une phrase de coups séparés par des virgules (g16), ou des points-virgules (revue 10, k2).
    (("Choix : Les 3(3)=9, Brelan(10)=17",), {3: 9, 10: 17}),
    (("Coups possibles : Les 1 [1] = 1 ; Petite suite [13] = 15 ; Surplus [15] = 13",),
     {1: 1, 13: 15, 15: 13}),
    # Le tableau du §4 de l'énoncé : une rangée des numéros, une des points (g18 : chacune lue comme un coup).
    (("Coups possibles :", "Case   :   2   3   5  10", "Points :   2   9   5  16"),
     {2: 2, 3: 9, 5: 5, 10: 16}),
    # Un coup sur deux lignes : la case et son numéro, puis ses points (g23 : le numéro lu comme les points).
    (("Brelan (10)", "   -> 21 pts", "Surplus (15)", "   -> 21 pts"), {10: 21, 15: 21}),
    (("Les 2 (2)", "   -> 6 pts", "Les 4 (4)", "   -> 4 pts"), {2: 6, 4: 4}),
    # « Tapez » ne se lisait que devant le nom d'une case du bas (g22).
    (("  Tapez 1 pour Les 1 (2 pts)", "  Tapez 15 pour Surplus (13 pts)"), {1: 2, 15: 13}),
])
def test_une_grille_de_coups_d_une_forme_de_la_revue_8_se_lit_coup_par_coup(lignes, coups):
    assert coups_des_lignes(lignes) == coups


@pytest.mark.parametrize("lignes", [
    # La même forme, lue pour une face, pas pour une case du bas (g17, g19) : « elle ne la propose pas ».
    ("Case 4 -> 4 pts", "Case 10 -> 25 pts"),
    ("    4:4", "   10:20"),
    # Un numéro à taper qui n'est pas celui de la face nommée ne se comprend pas.
    ("  Tapez 3 pour Les 1 (2 pts)", "  Tapez 15 pour Surplus (13 pts)"),
    # Une étiquette abrégée dans un tableau dont les autres rangées se lisent (g10).
    ("|  5 |5            |   15   |", "| 10 |Br           |   24   |"),
])
def test_une_ligne_de_la_forme_d_un_coup_lu_qui_ne_se_lit_pas_rend_la_grille_illisible(lignes):
    # Lue à moitié, la grille ferait dire « elle ne la propose pas » de ce qui n'a pas été compris.
    assert coups_des_lignes(lignes) is None


def test_des_coups_cote_a_cote_aux_numeros_cales_entre_crochets_se_lisent_tous():
    # Relecture 11, py_paquet : « [ 1] Les 1 » sous « [15] Surplus » ; la première ligne n'était pas lue, la
    # deuxième l'était, et la grille sans les 1 faisait dire « elle ne la propose pas » (faux « échoué »).
    lignes = ("  Coups possibles :", "  [ 1] Les 1           2     [ 4] Les 4           8",
              "  [ 3] Les 3           3     [15] Surplus        13", "  [ 5] Les 5           5     ")
    assert coups_des_lignes(lignes) == {1: 2, 4: 8, 3: 3, 15: 13, 5: 5}


def test_une_ligne_aux_numeros_cales_a_la_forme_de_ses_soeurs():
    # Non lue, « [ 4] … » doit avoir la forme de « [15] … » lue : la grille est alors illisible, jamais lue à
    # moitié (``lignes_soeurs_non_lues``).
    assert forme_d_une_ligne("[ 4] Les 4      8") == forme_d_une_ligne("[15] Surplus   13")
    assert forme_d_une_ligne("( 4) Les 4      8") == forme_d_une_ligne("(15) Surplus   13")


def test_la_feuille_du_cours_sous_une_grille_a_barres_n_en_est_pas_une_ligne_non_lue():
    # Revue 5, d7 : la feuille après les coups ; « |Sous total | 0 | |YUM | | » a trois cellules, comme
    # « | 15 |Surplus | 13 | ».
    grille = ("|  1 |     1       |    1   |", "| 15 |Surplus      |   13   |")
    rangee = "|Sous total   |    0  |         |YUM          |       |"
    assert coups_des_lignes(grille + (rangee,)) == {1: 1, 15: 13}
    assert coups_des_lignes(grille + ("GRILLE DE POINTAGE", " total haut   |    0  |")) == {1: 1, 15: 13}


def test_une_liste_des_des_n_est_pas_une_liste_de_coups():
    assert coups_sur_une_ligne("Dé 1: 5 | Dé 2: 2 | Dé 3: 3") is None
    assert coups_sur_une_ligne("Des : 3, 5, 1, 6, 2") is None
    assert coups_des_lignes(("Brelan : 17", "Score : 45")) == {10: 17}


def test_des_points_entre_parentheses_devant_le_nom_ne_sont_pas_son_numero():
    # Revue 8, g2 : « 10 : (7) Brelan » faisait croire à la numérotation de 1 à 13 (7 = Brelan).
    assert numeros_des_cases_du_bas("  10 : (7) Brelan\n  15 : (22) Surplus") == frozenset()
    assert numeros_des_cases_du_bas("  [13] Yum\n  7 - Brelan") == {(13, 16), (7, 10)}


@pytest.mark.parametrize("lignes, coups", [
    # Une annotation en fin de ligne, après une flèche (h2 : « meilleur » écartait la ligne).
    (("     1  Les 1           3", "  * 10  Brelan         13   <-- meilleur choix"), {1: 3, 10: 13}),
    # Le numéro à taper après les points (h1).
    (("  [a] Les 1         —  2 pts — tapez 1", "  [e] Surplus       — 13 pts — tapez 15"), {1: 2, 15: 13}),
    # Deux coups par ligne, le nom d'abord (h4 : pris pour une légende).
    (("  Les 5 (5) : 15               Brelan (10) : 19", "  Surplus (15) : 19"), {5: 15, 10: 19, 15: 19}),
    # Les deux rangées, numéros puis points, séparés de virgules (h5 : lu comme la face 2 à 25 points).
    (("Cases possibles : 1, 4, 10, 12", "Points          : 2, 12, 14, 25"), {1: 2, 4: 12, 10: 14, 12: 25}),
    # Des exclamations dans le nom, le numéro puis les points (h55).
    (("  YUM !!! (16) : 30",), {16: 30}),
    # Les noms d'une énumération Java (j1).
    ((" 12 - MAIN_PLEINE   :  25", " 13 - PETITE_SUITE  :  15", " 14 - GROSSE_SUITE  :  20"),
     {12: 25, 13: 15, 14: 20}),
    # Une liste de tuples imprimée (h33 : lue pour un coup, pas pour deux).
    (("[(2, 'Les 2', 6), (12, 'Main pleine', 25)]",), {2: 6, 12: 25}),
    # L'orthographe du §2, « Main plain », et « grande série » (h57, h12).
    (("| 12 |Main plain   |   25   |", "| 14 |GRANDE SÉRIE |   20   |"), {12: 25, 14: 20}),
    # « Suite de 4 », « Suite de 5 » (h36) ; les dés du coup entre parenthèses (h38).
    (("| 13 | Suite de 4   |  15 |", "| 14 | Suite de 5   |  20 |"), {13: 15, 14: 20}),
    (("   1 - Les 1 (1) : 1", "   4 - Les 4 (4 4 4) : 12", "  15 - Surplus (1 4 4 4 6) : 19"),
     {1: 1, 4: 12, 15: 19}),
])
def test_une_grille_de_coups_d_une_forme_de_la_revue_9_se_lit_coup_par_coup(lignes, coups):
    assert coups_des_lignes(lignes) == coups


def test_une_exclamation_ou_une_legende_en_colonnes_restent_hors_de_la_grille():
    assert lire_une_ligne_de_coup("YUM ! Cinq 4 !") is None
    assert coups_des_lignes(("10 = Brelan   11 = Carre   12 = Main pleine",)) is None


def test_le_numero_du_lancer_ou_du_tour_se_lit_sur_la_ligne_de_son_mot():
    # Inédit 24 : « Possibilites pour ce lancer : », puis « [10] Brelan » à la ligne, était lu « lancer 10 ».
    from yum.correction.programme.journal import LANCER_MONTRE, TOUR_MONTRE, numero_montre

    assert numero_montre(LANCER_MONTRE, "Possibilites pour ce lancer :\n  [10] Brelan : 17\n") is None
    assert numero_montre(LANCER_MONTRE, "Lancer 2 de 3\n") == 2
    assert numero_montre(TOUR_MONTRE, "=== Tour 4/13 ===\n") == 4
    assert numero_montre(TOUR_MONTRE, "Fin du tour :\n 12 points\n") is None
    # Tour 40, py_historique : « Historique du tour : 55234 » (des dés) était lu le tour 55234, et « une
    # case hors limites est refusée » échouait chez un programme juste. Un tour, un lancer : deux chiffres.
    assert numero_montre(TOUR_MONTRE, "=== Tour 2 de 13 ===\nHistorique du tour : 55234\n") == 2
    assert numero_montre(LANCER_MONTRE, "Lancer 2\nVotre lancer : 35134\n") == 2
    # Tour 41, py_stats : ni une moyenne par tour, ni des points après « lancer » ; « tour 0 » puis « tour
    # 18 » faisaient échouer « une case hors limites est refusée » chez un programme juste.
    ecran = "Tour 2 / 13\nTour 2 : meilleur lancer jusqu'ici 18 points\nMoyenne par tour : 18.0\nLancer 1\n"
    assert (numero_montre(TOUR_MONTRE, ecran), numero_montre(LANCER_MONTRE, ecran)) == (2, 1)
    assert numero_montre(TOUR_MONTRE, "Moyenne par tour : 18\n") is None
    deux = "Tour 3, lancer 2"
    assert (numero_montre(TOUR_MONTRE, deux), numero_montre(LANCER_MONTRE, deux)) == (3, 2)
    # Les cinq dés écrits après le mot ne sont pas un numéro : « Votre lancer : 3 5 1 3 6 » était lu « lancer
    # 3 » ; un numéro suivi de cinq dés reste un numéro (« Lancer 2 3 5 1 3 6 »).
    for des in ("Votre lancer : 3 5 1 3 6", "Lancer -> [3, 5, 1, 3, 6]", "roll: 3,5,1,3,6",
                "Lancer 2\nVotre lancer : 3 5 1 3 6"):
        assert numero_montre(LANCER_MONTRE, des) == (2 if des.startswith("Lancer 2") else None), des
    assert numero_montre(LANCER_MONTRE, "Lancer 2 3 5 1 3 6") == 2
    assert numero_montre(LANCER_MONTRE, "Lancer no 2 -> 3 5 1 3 6") == 2
    assert numero_montre(TOUR_MONTRE, "Tour 4 : 6 6 6 2 1") == 4


@pytest.mark.parametrize("ligne, attendu", [
    # Revue 10 : une case libre qui ne rapporte rien, dite en mots ou d'un tiret, était lue à son numéro.
    ("|  1 |Les 1        |  aucun |", (1, 0)),
    ("| 16 |Yum          |      - |", (16, 0)),
    ("  Carré [11] : aucun", (11, 0)),
    # Deux tirets disent une case remplie, dans la liste de toutes les cases : pas un coup.
    ("                                  16 - YUM .............  --", None),
    # La liste des cases libres avant la question de la case n'est pas une grille (k9, k18).
    ("Cases libres : 6-6  16-YUM", None),
    ("Cases libres : Carré (11), Main pleine (12)", None),
    ("Cases libres : Les 2 (2)", None),
])
def test_une_case_a_zero_en_mots_ou_la_liste_des_cases_libres_ne_proposent_rien(ligne, attendu):
    assert lire_une_ligne_de_coup(ligne) == attendu
    assert coups_des_lignes((ligne,)) in (None, {})


def test_des_faces_nommees_par_leur_seul_numero_entre_crochets_se_lisent_par_le_numero_a_taper():
    # Tour 29, j3 : « [Surplus] 11 points -> tapez 15 » se lisait, « [1] 2 points -> tapez 1 » non ; la
    # grille lue à moitié disait les faces « oubliées », un faux « échoué ». La face entre crochets, redite
    # par « tapez », se lit ; une case du bas sans son nom (« [10] »), non : entre crochets, un numéro ou un
    # nom désignent la case, les deux lignes ont la même forme, et la grille ne se lit pas.
    faces = "  [2] 2 points -> tapez 2\n  [3] 6 points -> tapez 3\n  [5] 10 points -> tapez 5\n"
    surplus = "  [Surplus] 18 points -> tapez 15\n"
    ecran = dessin(DES) + "Vous pourriez marquer :\n" + faces + surplus + QUESTION
    assert lire_coups(ecran) == {2: 2, 3: 6, 5: 10, 15: 18}
    sans_nom = dessin(DES) + "Vous pourriez marquer :\n" + faces + "  [10] 17 points -> tapez 10\n" + surplus
    assert lire_coups(sans_nom + QUESTION) is None
    assert ligne_lue_a_moitie(sans_nom + QUESTION).strip() == "[10] 17 points -> tapez 10"


def test_des_coups_case_egal_points_sur_une_ligne_se_lisent_tous():
    # Relecture 17 : « Choix: 2=4 3=3 » se lisait comme la face 2 à 3 points, et une ligne de trois coups ou
    # plus pas du tout ; cinq faux « échoué » chez deux programmes justes.
    assert lire_coups(dessin(DES) + "Choix: 2=2 3=6 5=10 15=18\n" + QUESTION) == {2: 2, 3: 6, 5: 10, 15: 18}
    assert lire_coups(dessin(DES) + "Choix: 3=6 15=18\n" + QUESTION) == {3: 6, 15: 18}
    # Tour 31, j2 : le Surplus seul, derrière « Choix: », ne se lisait pas ; cinq dés pareils, le Yum rempli,
    # n'étaient alors jamais jugés (la faute du brelan nommée trois corrections sur quatre).
    assert lire_coups(dessin(DES) + "Choix: 15=18\n" + QUESTION) == {15: 18}
    assert coups_sur_une_ligne("Choix du de 2 = 5") is None


@pytest.mark.parametrize("menu", [
    # Tour 31 : un menu de toutes les cases, les faces nommées par leur chiffre, les prises marquées.
    "Cases :\n   1. 1            (prise)\n   2. 2\n   3. 3\n  10. Brelan\n  15. Surplus      (prise)\n",
    "Boxes:\n   1 - 1\n   2 - 2\n   3 - 3\n  10 - Brelan\n  16 - YUM\n",
    # Relecture 17 : un tableau à barres de toutes les cases, « X » pour une case prise.
    "+----+---------------+-----+\n|  1 | Les 1         |   X |\n|  2 | Les 2         |   2 |\n"
    "|  3 | Les 3         |   6 |\n| 10 | Brelan        |   0 |\n| 13 | Petite suite  |   X |\n",
])
def test_un_menu_de_toutes_les_cases_sous_la_grille_n_y_ajoute_aucun_coup(menu):
    grille = ("Coups possibles :\n  (2) 2 = 2 pts\n  (3) 3 = 6 pts\n  (5) 5 = 10 pts\n"
              "  (15) Surplus = 18 pts\n")
    assert lire_coups(dessin(DES) + grille + menu + QUESTION) == {2: 2, 3: 6, 5: 10, 15: 18}


def test_des_coups_en_deux_colonnes_numerotes_entre_parentheses_se_lisent_tous():
    # Tour 32, py_menu2col : les faces à gauche, le bas à droite, chaque coup derrière « (N) ». Lue d'un
    # bloc, une ligne de deux coups ne se lisait pas, sa forme n'était celle d'aucune ligne lue, et la
    # grille passait pour ne proposer que la colonne de droite seule : six faux « échoué ».
    grille = ("Coups possibles:\n   (2) Les 2          4       (10) Brelan        15\n"
              "   (3) Les 3          6       (15) Surplus       15\n"
              "                              (16) Yum           30\n")
    assert lire_coups(dessin(DES) + grille + QUESTION) == {2: 4, 3: 6, 10: 15, 15: 15, 16: 30}
    # Une colonne qui ne se lit pas (« Br ») à côté d'une qui a la forme d'une ligne lue : la grille est lue
    # à moitié, « à vérifier », jamais « la case n'est pas proposée ».
    abregee = grille.replace("(10) Brelan    ", "(10) Br        ")
    assert lire_coups(dessin(DES) + abregee + QUESTION) is None
    assert "(10) Br" in ligne_lue_a_moitie(dessin(DES) + abregee + QUESTION)


def test_des_coups_en_trois_colonnes_au_numero_nu_et_aux_noms_anglais_se_lisent_tous():
    # Revue 20, java_grille3 : « N Nom   points » trois fois par ligne, sans séparateur derrière le
    # numéro. La ligne de trois coups ne se lisait pas ; la grille passait pour ne proposer que la dernière
    # ligne (« 15 Chance 7 ») : cinq faux « échoué » sur les règles de points.
    grille = ("Possible moves:\n 1 Ones              4    3 Threes            3   11 Four of a kind    7\n"
              "15 Chance            7\n")
    assert lire_coups(dessin(DES) + grille + QUESTION) == {1: 4, 3: 3, 11: 7, 15: 7}
    # « 3 pts » n'ouvre pas une colonne : des points écrits en mots ne sont pas un numéro de case.
    assert lire_coups(dessin(DES) + "10 Brelan     15 pts\n15 Surplus    15 pts\n" + QUESTION) == {
        10: 15, 15: 15}


def test_des_coups_en_colonnes_aux_faces_nommees_par_leur_numero_se_lisent_tous():
    # Le programme juste aux styles tirés, style 25 : « 1 - 1 : 3     5 - 5 : 5 », la face nommée par son
    # numéro redit. La ligne ne se coupait pas, ne se lisait pas, et « les points des faces » échouait à tort.
    grille = ("Vous pouvez inscrire :\n 1 - 1              :   3     5 - 5              :   5\n"
              " 6 - 6              :   6    10 - Brelan         :  14\n15 - Surplus        :  14\n")
    assert lire_coups(dessin(DES) + grille + QUESTION) == {1: 3, 5: 5, 6: 6, 10: 14, 15: 14}
    # Le nom qui commence par un chiffre (le programme Java aux styles tirés, style 27 : la grille lue à
    # moitié, les règles de points « à vérifier »).
    pareils = ("Voici vos choix :\n10 - 3 pareils      :   9    11 - 4 pareils      :   9\n"
               "15 - Surplus  :  14\n")
    assert lire_coups(dessin(DES) + pareils + QUESTION) == {10: 9, 11: 9, 15: 14}


def test_une_grille_en_deux_rangees_a_barres_se_lit_case_par_case():
    # Relecture 18, py_horizontal : « Case  |  3 |  4 | » puis « Points|  6 |  4 | », le tableau du §4 de
    # l'énoncé entre des barres. Chaque rangée se lisait comme un seul coup (la face 3 à 15 points) : six
    # faux « échoué » chez un programme juste.
    grille = "Coups possibles:\nCase  |  2 |  3 |  5 | 15 |\nPoints|  2 |  6 | 10 | 18 |\n"
    assert lire_coups(dessin(DES) + grille + QUESTION) == {2: 2, 3: 6, 5: 10, 15: 18}


def test_courte_et_longue_sequence_nomment_les_suites_et_un_nom_inconnu_rend_la_grille_lue_a_moitie():
    # Tour 33, java_format : « 13) Courte seq.  15 » ne se lisait pas, sa forme n'était celle d'aucune ligne
    # lue (« 15) Surplus  20 ») : la petite suite passait pour « oubliée », un faux « échoué ».
    grille = (" 2) Total des 2        2\n13) Courte seq.       15\n14) Longue seq.       20\n"
              "15) Surplus           20\n")
    assert lire_coups(dessin(DES) + grille + QUESTION) == {2: 2, 13: 15, 14: 20, 15: 20}
    # Un nom que le correcteur ne connaît pas, derrière un numéro comme les lignes lues : la grille est lue
    # à moitié (« à vérifier »), jamais « la case n'est pas proposée ».
    inconnu = grille.replace("Courte seq.", "Escalier   ")
    assert lire_coups(dessin(DES) + inconnu + QUESTION) is None
    assert "Escalier" in ligne_lue_a_moitie(dessin(DES) + inconnu + QUESTION)


def test_une_colonne_d_une_case_remplie_se_lit_a_0_et_sa_voisine_se_lit():
    # Relecture du 28 novembre : « (10) Brelan  -- » (remplie) écartait la ligne entière, et « (1) Les 1  3 »
    # à sa gauche passait pour oublié, sans que la grille soit dite lue à moitié.
    grille = ("Coups possibles :\n(1) Les 1      3       (10) Brelan      --\n"
              "(2) Les 2      0       (11) Carre        0\n"
              "(5) Les 5     10       (15) Surplus     13\n")
    assert lire_coups(dessin(DES) + grille + QUESTION) == {1: 3, 5: 10, 15: 13}
    # Seule sur sa ligne, « (16) YUM  -- » ne se lit pas (« --- Brelan --- » annonce une figure, il ne
    # propose rien) : de la forme d'une colonne lue, elle rend la grille lue à moitié, « à vérifier ».
    seule = grille + "                       (16) YUM         --\n"
    assert lire_coups(dessin(DES) + seule + QUESTION) is None
    # Des points devant une flèche (« 24  <-- ») ne sont pas une case remplie.
    fleche = ("Coups possibles :\n(1) Les 1      3  <--   (10) Brelan      --\n"
              "(5) Les 5     10       (15) Surplus     13\n")
    assert lire_coups(dessin(DES) + fleche + QUESTION) == {1: 3, 5: 10, 15: 13}


def test_la_rangee_des_numeros_des_des_n_est_pas_une_grille_et_une_grille_coupee_se_lit_en_entier():
    # « No | 1 | 2 | 3 | 4 | 5 | » puis « Valeur | … | » numérote les dés : lue comme des coups, la face 4 y
    # valait 2 sans aucun 4. Une grille trop large, coupée en deux paires de rangées, se lit en entier.
    des = "No     | 1 | 2 | 3 | 4 | 5 |\nValeur | 5 | 2 | 3 | 3 | 5 |\n"
    coupee = "Case  |  2 |  3 |\nPoints|  2 |  6 |\nCase  |  5 | 15 |\nPoints| 10 | 18 |\n"
    assert lire_coups(dessin(DES) + des + "Coups possibles:\n" + coupee + QUESTION) == {2: 2, 3: 6, 5: 10,
                                                                                        15: 18}


@pytest.mark.parametrize("ligne", [" 7) Sous-total       0", "17) Total bas        0",
                                   " 0) Annuler la partie 0", " 4) relances restantes 2"])
def test_une_ligne_de_total_ou_d_action_numerotee_comme_les_coups_ne_rend_pas_la_grille_lue_a_moitie(ligne):
    # Un programme qui écrit toute sa grille, totaux compris (« %2d) %-15s%5d ») : ces lignes ne sont pas des
    # coups, et la grille ne se lisait plus (relecture du 28 novembre).
    grille = (" 2) Les 2            2\n 3) Les 3            6\n 5) Les 5           10\n"
              "15) Surplus         18\n")
    assert lire_coups(dessin(DES) + grille + ligne + "\n" + QUESTION) == {2: 2, 3: 6, 5: 10, 15: 18}


def test_un_nom_inconnu_derriere_un_numero_entre_crochets_rend_la_grille_lue_a_moitie():
    grille = "[2] Les 2 2\n[3] Les 3 6\n[5] Les 5 10\n[13] Escalier 15\n[15] Surplus 18\n"
    assert lire_coups(dessin(DES) + grille + QUESTION) is None
    assert "[13] Escalier" in ligne_lue_a_moitie(dessin(DES) + grille + QUESTION)


@pytest.mark.parametrize("ligne, coup", [("  6 ...............  12  [6]", (6, 12)),
                                         ("  3 ...............   3  [3]", (3, 3)),
                                         ("  1 ...............   5  [1]", (1, 5))])
def test_une_face_en_tete_ses_points_puis_son_numero_entre_crochets_au_bout(ligne, coup):
    # Tour 58, py_tableau : « 6 … 12 [6] » se lisait la face 6 à 6 points, un faux « échoué ».
    assert lire_une_ligne_de_coup(ligne) == coup
