"""Les dés écrits en chiffres : les lignes lues, celles qui ne le sont pas, la forme apprise une fois.

Les lignes viennent des tours 58, 61 et 63 (programmes écrits sans lire le correcteur) et de l'écran du
cours ; ``copies/console/variantes.py`` joue des programmes entiers écrits ainsi.
"""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yum.correction.programme.chiffres import (
    Gabarit,
    chiffres_hors_des_faces,
    dessine_comme_le_cours,
    gabarit_du_lancer,
    lignes_de_des,
    lire_une_ligne,
    marquer,
    premier_lancer_ambigu,
    sans_fausse_marque,
)
from yum.correction.programme.ecran import (
    MARQUE_DES_DES_LUS,
    dessins_de_des,
    fin_du_dernier_dessin,
    places_des_dessins,
)


@pytest.mark.parametrize(("ligne", "faces"), [
    ("Vos des : 5 - 1 - 1 - 4 - 4", (5, 1, 1, 4, 4)),
    ("Des lances -> 5, 6, 2, 4, 5", (5, 6, 2, 4, 5)),
    ("  [6][2][3][6][2]", (6, 2, 3, 6, 2)),
    ("  Des :   [4] [3] [2] [1] [4] ", (4, 3, 2, 1, 4)),
    ("| Valeur | 2 | 6 | 5 | 3 | 6 |", (2, 6, 5, 3, 6)),
    ("De1:2 De2:1 De3:1 De4:1 De5:3", (2, 1, 1, 1, 3)),
    ("Vos des :  D1=6 D2=5 D3=2 D4=4 D5=4", (6, 5, 2, 4, 4)),
    ("Valeur : 6 5 6 4 5", (6, 5, 6, 4, 5)),
    ("Dés : 3 5 5 1 6", (3, 5, 5, 1, 6)),
    ("Lancer 2 : 3 4 5 1 2", (3, 4, 5, 1, 2)),
    ("You rolled: 6 6 1 2 3", (6, 6, 1, 2, 3)),
    ("-> 3 5 5 1 6", (3, 5, 5, 1, 6)),
    # Tour 73, java_mots : les faces en mots, derrière la lettre de leur position.
    ("   A: trois    B: trois    C: quatre   D: deux     E: quatre  ", (3, 3, 4, 2, 4)),
    ("Vos dés : six, un, un, deux, cinq", (6, 1, 1, 2, 5)),
    ("1) six  2) deux  3) deux  4) un  5) cinq", (6, 2, 2, 1, 5)),
    ("You rolled: five four three two one", (5, 4, 3, 2, 1)),
    # Tour 74, py_unicode : les faces en caractères Unicode, côte à côte ou séparées.
    ("      ⚅   ⚁   ⚁   ⚂   ⚂", (6, 2, 2, 3, 3)),
    ("Des : ⚀⚁⚂⚃⚄", (1, 2, 3, 4, 5)),
    # Un numéro devant la première face seule est celui de l'étiquette (relecture : elle ne se lisait pas).
    ("Lancer 2 : trois un six deux cinq", (3, 1, 6, 2, 5)),
])
def test_une_ligne_de_cinq_des_en_chiffres_se_lit(ligne, faces):
    assert lire_une_ligne(ligne)[1] == faces


@pytest.mark.parametrize("ligne", [
    "Des a relancer : 1 2 4 5 3",
    "Des gardes : 3 3 3 5 5",
    "Dés conservés : 3 3 3 5 5",
    "  (lancer precedent : 2 6 5 3 6)",
    "Des joues : 3 3 3 5 5",
    "Position : 1 2 3 4 5",
    "1 2 3 4 5 6",
    "Vous relancez les des 1 2 3 4 5",
    "Quels des relancer? (ex: 523, 0 = je garde) : ",
    "Des : 3 5 5 1 6 -> 20 points",
    "Des : 3 5 5 1",
    "Des : 3 5 5 1 16",
    "Total : 1 2 3 4 5",
    "Cases libres : 1 2 4 5 6",
    "Dice to reroll: 1 2 3 4 5",
    "|     1       |   2   |         |Brelan       |       |",
    "un deux trois quatre cinq six",
    "Il vous reste deux lancers sur trois",
    "   (A=1 B=2 C=3 D=4 E=5)",
    "A: trois  C: quatre  B: deux  D: un  E: six",
    "Des gardes : six six un un deux",
    "Un, deux, trois, quatre, cinq : 5 des",
])
def test_une_ligne_qui_n_est_pas_le_lancer_ne_se_lit_pas(ligne):
    assert lire_une_ligne(ligne) is None


def test_cinq_lignes_d_une_face_numerotee_de_1_a_5_sont_un_lancer():
    # Tour 67, py_lignes : « De 1 : 6 » … « De 5 : 4 », une face par ligne.
    lignes = ["Essai 1 :", "   De 1 : 6", "   De 2 : 2", "", "   De 3 : 1", "   De 4 : 4", "   De 5 : 4", "x"]
    ((rang, gabarit, faces),) = lignes_de_des(lignes)
    assert (rang, faces) == (6, (6, 2, 1, 4, 4))
    assert gabarit == lignes_de_des([ligne.replace(": 4", ": 3") for ligne in lignes])[0].gabarit
    assert lignes_de_des([ligne.replace("De 3", "De 4") for ligne in lignes]) == []
    # Un « De 1 » au milieu d'une suite la recommence : le lancer entier qui suit se lit.
    recommencee = lignes_de_des(["   De 1 : 2", "   De 2 : 2", *lignes[1:]])
    assert [lue.faces for lue in recommencee] == [(6, 2, 1, 4, 4)]


def test_un_chiffre_qui_n_est_pas_une_face_est_un_de_illisible():
    # Tour 67, java_egal : « nextInt(6) » sans « + 1 », des dés de 0 à 5 ; comme un dé que le dessin du
    # cours ne montre pas, il se lit None, et les règles ne se jugent pas sur lui.
    marque, _ = marquer("d1=2  d2=0  d3=3  d4=1  d5=4", None)
    assert marque.endswith(MARQUE_DES_DES_LUS.format(2, 0, 3, 1, 4))
    assert dessins_de_des(marque) == [[2, None, 3, 1, 4]]


def test_le_gabarit_efface_les_faces_et_les_chiffres_de_l_etiquette():
    premier, second = lire_une_ligne("Lancer 1 : 3 4 5 1 2"), lire_une_ligne("Lancer 3 : 6 6 1 2 2")
    assert premier[0] == second[0] == Gabarit("# # # # #", "lancer n :")


def test_une_etiquette_qui_change_d_un_lancer_a_l_autre_garde_la_forme_du_lancer():
    # « Premier lancer », puis « Lancer 3 (dernier) » : l'étiquette change, la forme non ; « dernier » ne
    # nomme pas d'autres dés (lu ainsi, le troisième lancer manquait, et « aucun lancer dessiné » échouait).
    _, gabarit = marquer("Premier lancer : 3 5 5 1 6\nCoups :", None)
    for ecran, faces in (("Deuxieme lancer : 2 2 4 1 6\nCoups :", [2, 2, 4, 1, 6]),
                         ("Lancer 3 (dernier) : 6 6 6 1 2\nCoups :", [6, 6, 6, 1, 2])):
        assert dessins_de_des(marquer(ecran, gabarit)[0]) == [faces]


def test_une_ligne_de_la_forme_du_lancer_mais_d_une_autre_etiquette_ne_l_est_que_sans_doute():
    _, gabarit = marquer("Vos des : 3 5 5 1 6", None)
    marque, _ = marquer("Resultat : 3 5 5 1 6\nVos des : 2 2 4 1 6", gabarit)
    assert dessins_de_des(marque) == [[2, 2, 4, 1, 6]]
    marque, _ = marquer("Tirage : 3 5 5 1 6\nResultat : 2 2 4 1 6", gabarit)
    assert dessins_de_des(marque) == []


def test_des_chiffres_au_bout_d_une_rangee_du_dessin_du_cours_ne_sont_pas_lus():
    # Tour 64, py_boites (juste) : « Vos des : 3 3 5 2 1 » au bout de la rangée du milieu ; lue comme des
    # dés en chiffres, la forme de la ligne changeait avec les points dessinés devant, les lancers suivants
    # manquaient, et trois comportements échouaient à tort.
    ecran = (" _____  _____  _____  _____  _____ \n"
             "|o    ||o    ||o    ||o   o||o   o|\n"
             "|  o  ||  o  ||  o  ||o   o||o   o|     Vos des : 3 3 3 6 6\n"
             "|____o||____o||____o||o___o||o___o|\n")
    assert dessine_comme_le_cours(ecran)
    assert not dessine_comme_le_cours("Vos des : 3 3 3 6 6\n[6][2][3][6][2]\n| 1 | 2 | 3 | 4 | 5 |")


@given(st.tuples(*[st.integers(1, 6)] * 5),
       st.sampled_from(["Des : {} {} {} {} {}", "[{}][{}][{}][{}][{}]", "Vos des -> {}, {}, {}, {}, {}",
                        "| Valeur | {} | {} | {} | {} | {} |", "De1:{} De2:{} De3:{} De4:{} De5:{}"]))
def test_toute_main_se_lit_dans_chaque_forme_sous_le_meme_gabarit(faces, forme):
    gabarit, lues = lire_une_ligne(forme.format(*faces))
    assert lues == faces
    assert gabarit == lire_une_ligne(forme.format(1, 1, 1, 1, 1))[0]


# Les faces en mots, comme java_mots (tour 73) les écrit : chacune complétée de blancs à neuf caractères.
MOTS_DES_FACES = ("", "un", "deux", "trois", "quatre", "cinq", "six")


@given(st.tuples(*[st.integers(1, 6)] * 5))
def test_toute_main_en_mots_se_lit_sous_le_meme_gabarit_quelle_que_soit_la_longueur_des_mots(faces):
    def ligne(main):
        return "   " + "".join(f"{lettre}: {MOTS_DES_FACES[face]:<9}" for lettre, face in zip("ABCDE", main))
    gabarit, lues = lire_une_ligne(ligne(faces))
    assert lues == faces
    assert gabarit == lire_une_ligne(ligne((4, 4, 4, 4, 4)))[0]


def test_les_numeros_des_des_ne_sont_pas_le_lancer_si_une_autre_ligne_l_est():
    for ecran in ("| De     | 1 | 2 | 3 | 4 | 5 |\n| Valeur | 2 | 6 | 5 | 3 | 6 |",
                  "  [6][2][3][6][2]\n  (1)(2)(3)(4)(5)"):
        lues = lignes_de_des(ecran.split("\n"))
        assert len(lues) == 2
        choisi = gabarit_du_lancer(lues)
        assert [lue.faces for lue in lues if lue.gabarit == choisi] != [(1, 2, 3, 4, 5)]


def test_deux_formes_de_lignes_aux_faces_differentes_n_apprennent_rien():
    lues = lignes_de_des(["Des : 3 5 5 1 6", "Resultat : 2 2 4 1 6"])
    assert gabarit_du_lancer(lues) is None


def test_la_forme_apprise_au_premier_lancer_seule_marque_les_lancers_suivants():
    premier = "Lancer 1\nDes : 3 5 5 1 6\nCoups possibles :"
    marque, gabarit = marquer(premier, None)
    assert marque.split("\n")[2] == MARQUE_DES_DES_LUS.format(3, 5, 5, 1, 6)
    second = "Resultat : 2 2 4 1 6\nDes : 2 2 4 1 6\nCoups possibles :"
    marque, appris = marquer(second, gabarit)
    assert appris == gabarit
    assert marque.split("\n") == ["Resultat : 2 2 4 1 6", "Des : 2 2 4 1 6",
                                  MARQUE_DES_DES_LUS.format(2, 2, 4, 1, 6), "Coups possibles :"]


def test_un_premier_lancer_de_1_a_5_en_ordre_sous_les_numeros_attend_le_suivant():
    marque, gabarit = marquer("| De     | 1 | 2 | 3 | 4 | 5 |\n| Valeur | 1 | 2 | 3 | 4 | 5 |", None)
    assert gabarit is None and dessins_de_des(marque) == []
    marque, gabarit = marquer("| De     | 1 | 2 | 3 | 4 | 5 |\n| Valeur | 6 | 2 | 3 | 4 | 5 |", None)
    assert gabarit is not None and dessins_de_des(marque) == [[6, 2, 3, 4, 5]]
    marque, _ = marquer("| De     | 1 | 2 | 3 | 4 | 5 |\n| Valeur | 1 | 2 | 3 | 4 | 5 |", gabarit)
    assert dessins_de_des(marque) == [[1, 2, 3, 4, 5]]


def test_un_premier_lancer_de_1_a_5_a_cote_des_numeros_est_ambigu_et_seulement_lui():
    # Tour 73, py_menu : « de : 1 2 3 4 5 » au-dessus de « [1] [2] [3] [4] [5] », le programme attend sa
    # réponse ; le correcteur tapait Entrée et « o », refusés, et le comportement restait « à vérifier ».
    assert premier_lancer_ambigu("   de :  1   2   3   4   5\n        [1] [2] [3] [4] [5]\nDes ? ")
    assert not premier_lancer_ambigu("   de :  1   2   3   4   5\n        [6] [2] [3] [4] [5]\nDes ? ")
    assert not premier_lancer_ambigu("  (1)   (2)   (3)   (4)   (5)\nDes ? ")
    assert not premier_lancer_ambigu("De1:1 De2:2 De3:3 De4:4 De5:5\n(1) (2) (3) (4) (5)\nDes ? ")


@pytest.mark.parametrize("numeros", ["   1     2     3     4     5", "  (1)   (2)   (3)   (4)   (5)",
                                     "[1] [2] [3] [4] [5]"])
def test_les_numeros_sous_un_dessin_qui_n_est_pas_celui_du_cours_ne_sont_jamais_un_lancer(numeros):
    # Tour 66 : des dés dessinés à la façon de l'équipe (« ┌───┐ », « • »), leurs numéros dessous ; ces
    # numéros, lus comme le lancer à chaque écran, donnaient des « échoué » partout à un programme juste.
    dessin = "┌───┐ ┌───┐ ┌───┐ ┌───┐ ┌───┐\n│ • │ │• •│ │•  │ │• •│ │• •│\n└───┘ └───┘ └───┘ └───┘ └───┘\n"
    gabarit = None
    for _ in range(3):
        marque, gabarit = marquer(dessin + numeros + "\nCoups possibles :", gabarit)
        assert gabarit is None and dessins_de_des(marque) == []


def test_des_numeros_de_la_forme_du_lancer_ne_sont_pas_lus_comme_un_second_lancer():
    _, gabarit = marquer("  3   5   5   1   6", None)
    marque, _ = marquer("  2   2   4   1   6\n  1   2   3   4   5\nCoups :", gabarit)
    assert dessins_de_des(marque) == [[2, 2, 4, 1, 6]]


def test_des_des_lus_commencent_a_leur_ligne_et_les_coups_se_lisent_apres_la_marque():
    texte = "Tour 1\nDes : 3 5 5 1 6\n" + MARQUE_DES_DES_LUS.format(3, 5, 5, 1, 6) + "\nCoups possibles :\n"
    ((debut, fin, faces),) = places_des_dessins(texte)
    assert texte[debut:].startswith("Des : 3 5 5 1 6") and faces == (3, 5, 5, 1, 6)
    assert texte[fin_du_dernier_dessin(texte):] == "Coups possibles :\n"


def test_une_marque_ecrite_par_le_programme_ne_se_lit_pas_comme_des_des():
    imitee = sans_fausse_marque("Des : 1 1 2 3 4\n" + MARQUE_DES_DES_LUS.format(6, 6, 6, 6, 6) + "\n")
    assert dessins_de_des(imitee) == []
    assert [6, 6, 6, 6, 6] not in dessins_de_des(marquer(imitee, None)[0])


def test_les_indices_de_0_a_4_au_dessus_des_valeurs_ne_sont_jamais_le_lancer():
    # Revue 68, index0 : la rangée des indices du tableau de l'énoncé, « 0 1 2 3 4 », de la même forme que
    # les valeurs ; lue comme le lancer à chaque écran, elle faisait la faute d'un dé à 0.
    _, gabarit = marquer("  0   1   2   3   4\n  4   6   4   4   6", None)
    marque, _ = marquer("  0   1   2   3   4\n  2   2   5   1   3", gabarit)
    assert dessins_de_des(marque) == [[2, 2, 5, 1, 3]]


def test_un_commentaire_apres_les_faces_n_empeche_pas_de_les_lire():
    # Revue 68, combo : « ** Brelan ! ** » une ligne sur cinq ; le lancer manquait, et « aucun lancer »
    # échouait à tort.
    _, gabarit = marquer("Des : 3 5 5 1 6", None)
    marque, _ = marquer("Des : 2 4 2 2 3   ** Brelan ! **\nCoups :", gabarit)
    assert dessins_de_des(marque) == [[2, 4, 2, 2, 3]]
    assert lire_une_ligne("Des : 3 5 5 1 6   (a relancer)") is None


def test_une_ligne_de_l_etiquette_apprise_qui_ne_se_lit_pas_est_un_lancer_illisible():
    # Jamais « aucun lancer » : les règles ne se jugent pas sur un lancer que le correcteur n'a pas lu.
    _, gabarit = marquer("Des : 3 5 5 1 6", None)
    marque, _ = marquer("Des : 2 4 2 2 3 -> 13 points\nCoups :", gabarit)
    assert dessins_de_des(marque) == [[None] * 5]
    assert chiffres_hors_des_faces(marque) is None


def test_apres_la_case_un_rappel_d_une_autre_etiquette_n_est_pas_un_lancer():
    # Revue 68, recapobtenus : « Case 2 : 6 points. Des obtenus : 2 2 2 1 4 » après la case du dernier
    # tour, de la forme du lancer, passait pour un quatorzième tour.
    _, gabarit = marquer("Vos des : 3 5 5 1 6", None)
    rappel = "Des obtenus : 2 2 2 1 4\nRejouer (o/n) ?"
    assert dessins_de_des(marquer(rappel, gabarit, apres_les_des=False)[0]) == []
    assert dessins_de_des(marquer(rappel, gabarit, apres_les_des=True)[0]) == [[2, 2, 2, 1, 4]]


def test_la_forme_ne_s_apprend_pas_quand_l_appelant_ne_le_permet_pas():
    # Revue 68, pausedessin et intro : un exemple de dés avant une pause, chez un programme qui dessine
    # ensuite ses dés comme le cours (``Partie.lire_la_console`` n'apprend pas sur une pause).
    marque, gabarit = marquer("Exemple de Yum, des : 6 6 6 6 6\nAppuyez sur Entree...", None, apprendre=False)
    assert gabarit is None and dessins_de_des(marque) == []


def test_un_nombre_de_l_etiquette_s_efface_quel_que_soit_son_nombre_de_chiffres():
    # Revue 68, global, tournn et score : « Lancer no9 » puis « no10 », « Tour 10 », « [Total 45] » ;
    # chaque chiffre effacé à part, l'étiquette changeait à dix, et le premier lancer des tours manquait.
    for avant, apres in (("Lancer no9 : 3 5 5 1 6", "Lancer no10 : 2 2 4 1 6"),
                         ("Tour 9 - Des : 3 5 5 1 6", "Tour 10 - Des : 2 2 4 1 6"),
                         ("[Total 5] Des : 3 5 5 1 6", "[Total 145] Des : 2 2 4 1 6")):
        _, gabarit = marquer(avant, None)
        assert dessins_de_des(marquer(apres, gabarit, apres_les_des=False)[0]) == [[2, 2, 4, 1, 6]]


@pytest.mark.parametrize(("apprise", "ecran"), [
    ("| 3 | 5 | 5 | 1 | 6 |", "|Bonus        |   0   |\nRejouer ?"),
    ("Resultat : 3 5 5 1 6", "Resultat : 143 points\nRejouer ?"),
    ("-> 3 5 5 1 6", "-> Case 12 choisie.\nDes a relancer ?"),
    ("Des 3 5 5 1 6", "Choix invalide.\nDes a relancer ? (ex. 135) 1 2 3 4 5"),
])
def test_une_ligne_qui_commence_seulement_comme_le_lancer_n_est_pas_un_lancer_illisible(apprise, ecran):
    # Revue 69 : « | » d'un tableau, une ligne de la feuille, « Resultat : 143 points », la question
    # reposée passaient pour un lancer illisible (« ? »), et faisaient jusqu'à quatre faux « échoué ».
    _, gabarit = marquer(apprise, None)
    assert dessins_de_des(marquer(ecran, gabarit)[0]) == []


def test_les_des_et_leur_copie_triee_sur_une_ligne_ne_se_lisent_pas():
    # Revue 69, triememe : les cinq dernières faces, triées, étaient lues comme le lancer.
    assert lire_une_ligne("Des : 3 5 5 1 6   (tries : 1 3 5 5 6)") is None
    assert lire_une_ligne("Des tries : 1 3 5 5 6") is None


def test_un_vrai_lancer_de_1_a_5_sous_l_etiquette_apprise_reste_a_cote_d_un_rappel():
    # Revue 69, suite12345case : un rappel d'une autre étiquette, et le lancer « Des : 1 2 3 4 5 » écarté
    # comme une rangée de numéros ; le verdict bougeait.
    _, gabarit = marquer("Des : 3 5 5 1 6", None)
    marque, _ = marquer("Des obtenus : 6 6 6 2 2\nDes : 1 2 3 4 5\nCoups :", gabarit)
    assert dessins_de_des(marque) == [[1, 2, 3, 4, 5]]
    # Le rappel sous la même étiquette, la feuille, puis le lancer : les deux se lisent (le rappel s'écarte
    # plus loin, ``Partie.attendre``).
    marque, _ = marquer("Case 1 remplie avec :\nDes : 3 5 6 2 5\nGRILLE\n| 1 | 0 |\nDes : 1 2 3 4 5\nCoups :",
                        gabarit, apres_les_des=False)
    assert dessins_de_des(marque) == [[3, 5, 6, 2, 5], [1, 2, 3, 4, 5]]
    # Collée sous les valeurs, la rangée des numéros reste écartée.
    _, nue = marquer("  3   5   5   1   6", None)
    assert dessins_de_des(marquer("  2   2   4   1   6\n  1   2   3   4   5", nue)[0]) == [[2, 2, 4, 1, 6]]


def test_un_lancer_de_1_a_5_sous_une_animation_de_la_meme_etiquette_est_le_lancer():
    # Revue 68, anim : trois images « Des : … » au hasard, puis le lancer « Des : 1 2 3 4 5 », écarté comme
    # une rangée de numéros ; la dernière image passait pour le lancer (un faux « échoué », une fois sur
    # trois).
    _, gabarit = marquer("Des : 3 5 5 1 6", None)
    animation = "Des : 4 6 4 2 5\nDes : 3 4 6 5 3\nDes : 1 5 6 2 2\n"
    marque, _ = marquer(animation + "Des : 1 2 3 4 5\nCoups :", gabarit)
    assert dessins_de_des(marque)[-1] == [1, 2, 3, 4, 5]
    # Sans mots devant, la rangée collée sous les valeurs reste celle des numéros.
    _, nue = marquer("  3   5   5   1   6", None)
    assert dessins_de_des(marquer("  2   2   4   1   6\n  1   2   3   4   5", nue)[0]) == [[2, 2, 4, 1, 6]]


def test_un_numero_de_lancer_apres_un_diese_n_est_pas_un_numero_de_de():
    # Tour 70, py_mixte : « Roll #2 =>  4 | 6 | 4 | 4 | 6 » ne se lisait pas (« # » nommait d'autres dés).
    assert lire_une_ligne("Roll #2 =>  4 | 6 | 4 | 4 | 6")[1] == (4, 6, 4, 4, 6)
    assert lire_une_ligne("De # : 1 2 3 4 5") is None


def test_val_sous_la_rangee_des_numeros_des_des_dit_le_lancer():
    # Tour 71, py_english : « die#   1  2  3  4  5 », des tirets, puis « val    4  3  1  5  1 » ; « val »
    # n'était pas un mot du lancer, et tout restait « à vérifier ».
    assert lire_une_ligne("  val    4  3  1  5  1")[1] == (4, 3, 1, 5, 1)
    assert lire_une_ligne("  die#   1  2  3  4  5") is None
    lues = lignes_de_des("  die#   1  2  3  4  5\n  --------------------\n  val    4  3  1  5  1".split("\n"))
    assert [lue.faces for lue in lues] == [(4, 3, 1, 5, 1)]


def test_cinq_lignes_d_un_numero_et_d_une_face_en_colonnes_sous_un_en_tete_des_des_sont_un_lancer():
    # Tour 70, py_paquet : « De#   Face », puis « 1     5 » … « 5     1 » ; tout restait « à vérifier ».
    colonnes = "    1     5\n    2     6\n    3     3\n    4     6\n    5     1\n"
    lues = lignes_de_des(("Lancer 1/3\n   De#   Face\n   ---   ----\n" + colonnes).split("\n"))
    assert [lue.faces for lue in lues] == [(5, 6, 3, 6, 1)]
    # Sans en-tête qui nomme les dés (une feuille en chiffres seuls, un tableau de points), rien.
    assert lignes_de_des(("FEUILLE\n" + colonnes).split("\n")) == []


def test_une_animation_par_retours_chariot_se_lit_a_sa_fin():
    # Revue 68, cr : « Des : 1 1 1 1 1\rDes : 3 5 5 1 6 » sur une ligne ; le terminal n'en montre que la fin.
    marque, gabarit = marquer("Des : 1 1 1 1 1\rDes : 4 4 2 2 6\rDes : 3 5 5 1 6\nCoups :", None)
    assert gabarit is not None and dessins_de_des(marque) == [[3, 5, 5, 1, 6]]


def test_deux_formes_aux_memes_faces_apprennent_la_derniere_et_d_autres_mots_se_lisent():
    # Revue 69 : « Lancer 2 : … » puis « Vos des : … » ; « Roll 2: … » ; « {4,1,6,3,5} ».
    _, gabarit = marquer("Lancer 1 : 3 5 5 1 6\nVos des : 3 5 5 1 6\nCoups :", None)
    assert gabarit == Gabarit("# # # # #", "vos des :")
    assert lire_une_ligne("Roll 2: 3 5 5 1 6")[1] == (3, 5, 5, 1, 6)
    assert lire_une_ligne("Des : {4,1,6,3,5}")[1] == (4, 1, 6, 3, 5)


def test_des_des_numerotes_un_a_un_ne_sont_jamais_une_rangee_de_numeros():
    # Variante des_de_0_a_5_ecrits_en_chiffres : « D1=0 D2=1 D3=2 D4=3 D5=4 » au premier lancer n'apprenait
    # pas la forme, et la partie était « à vérifier » (une correction sur la suite des variantes).
    marque, gabarit = marquer("Vos des :  D1=0 D2=1 D3=2 D4=3 D5=4\nCoups :", None)
    assert gabarit is not None and dessins_de_des(marque) == [[None, 1, 2, 3, 4]]
    marque, gabarit = marquer("   1   2   3   4   5\nCoups :", None)
    assert gabarit is None and dessins_de_des(marque) == []

