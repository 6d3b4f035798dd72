"""Jouer, puis juger : les mêmes verdicts à chaque correction, chaque faute nommée là où elle s'est vue.

Explication : le correcteur en console joue des parties entières une fois, en
tient le journal, puis juge chaque comportement par une fonction pure de ces
journaux (issue 36). Ces tests jugent des journaux écrits à la main (une
grille périmée, deux façons d'enfreindre la petite suite), vérifient le
registre des comportements, et corrigent les variantes de
``copies/console/variantes.py`` : chaque faute plantée échoue sous le nom de
son comportement, avec un extrait qui la montre, et rien d'autre n'échoue.
"""

import dataclasses
import importlib.util
import os
import random
import re
import shlex
import stat
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
from lisibles import en_clair

from yum.affichage import formater_des, formater_feuille
from yum.correction.enonce import (
    BRELAN,
    CARRE,
    CASES_DE_JEU,
    FACES_DU_HAUT,
    GRAND_TOTAL,
    GROSSE_SUITE,
    NB_DES,
    NB_FACES,
    PETITE_SUITE,
    SURPLUS,
    TOTAL_BAS,
    TOTAL_HAUT,
    YUM,
    grille_attendue,
    nom_case,
    texte_feuille,
)
from yum.correction.enonce import MAIN_PLEINE as CASE_MAIN_PLEINE
from yum.correction.programme import comportements, correcteur, jugements
from yum.correction.programme.correcteur import (
    TESTS_DU_PROGRAMME,
    corriger_avec_les_journaux,
    corriger_programme,
)
from yum.correction.programme.ecran import contient_une_feuille, lire_feuille
from yum.correction.programme.haut_exact import PLAN_A_62, PLAN_A_63, PLAN_A_64
from yum.correction.programme.journal import (
    CASE,
    CASE_AVANT_LE_TROISIEME_LANCER,
    DES,
    GRILLE_LUE_A_MOITIE,
    ORDRE_REFUSE,
    REJOUER,
    Journal,
    Pas,
)
from yum.correction.programme.marathon import (
    HAUT,
    MAIN_PLEINE,
    NOMBRE,
    SUITES,
    SURPLUS_A_LA_FIN,
    TROUS,
    YUM_REMPLI,
    Plan,
    cases_candidates,
    choisir_une_case,
    courir,
    face_en_reserve,
    relance,
)
from yum.correction.programme.partie import (
    GARDER_TOUT,
    NB_LANCERS,
    NB_TOURS,
    EtatDuCompte,
    Faute,
    Incompris,
    ManqueDePreuves,
    Partie,
    PremierLancerAmbigu,
    est_une_pause,
    lancers_au_debut_d_un_tour,
    nomme_une_autre_partie,
    nomme_une_partie,
)
from yum.correction.programme.registre import COMPLEMENTS, COMPORTEMENTS, titre_de
from yum.correction.verdicts import A_VERIFIER, ECHOUE, REUSSI, Verdict
from yum.regles import nouvelle_feuille

# Les variantes de tp1_yum, chacune à une faute (ou aucune).
FICHIER_DES_VARIANTES = Path(__file__).resolve().parent / "copies" / "console" / "variantes.py"
# L'interpréteur qui lance les programmes Python, tel qu'une commande l'écrit.
PYTHON = shlex.quote(sys.executable)
# La simulation des parties du Yum rempli contre un programme juste : sa graine (toujours les mêmes dés),
# combien de parties, et la fréquence voulue de cinq pareils le Yum rempli, chaque case libre.
GRAINE_DE_LA_SIMULATION, PARTIES_SIMULEES, FREQUENCE_VOULUE = 28, 1000, 0.3
# La part des parties du Surplus à la fin, au moins, qui finissent sur un choix qui rapporte chez un programme
# qui refuse les cases à 0 : les quelques parties que le budget lui laisse en voient une.
PART_DES_DERNIERS_CHOIX_QUI_RAPPORTENT = 0.8
# Les permissions du dossier d'une variante : lecture et traversée pour l'utilisateur des équipes.
LECTURE_POUR_TOUS = stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH


def charger_les_variantes():
    """Retourne le module ``variantes`` (il n'est pas dans un paquet)."""
    spec = importlib.util.spec_from_file_location("variantes", FICHIER_DES_VARIANTES)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


VARIANTES = charger_les_variantes()


def grille(des, remplies=()):
    """Retourne la grille des choix possibles qu'un programme juste montre pour ``des``."""
    return jugements.attendus(des, frozenset(remplies))


def un_tour(lancers, grilles=None, tour=1):
    """Retourne les pas d'un tour : un par lancer (``lancers``, des listes de dés), la grille de chacun
    (``grilles`` : celle des règles par défaut), « 0 » puis la case Surplus au dernier."""
    grilles = grilles or [grille(des) for des in lancers]
    pas = []
    for numero, (des, coups) in enumerate(zip(lancers, grilles), start=1):
        pas.append(Pas(ecran=f"lancer {numero}\n", dessins=[des], des=des, coups=coups, tour=tour,
                       lancer=numero, question=DES, reponse="12345" if numero < len(lancers) else "0"))
    pas.append(Pas(ecran="case ?\n", des=lancers[-1], tour=tour, lancer=len(lancers), question=CASE,
                   reponse=str(SURPLUS)))
    return pas


def tours_avec_la_case_trop_tot(trop_tot):
    """Retourne un journal d'une partie de 13 tours : ceux de ``trop_tot`` demandent la case après un
    lancer (noté ``CASE_AVANT_LE_TROISIEME_LANCER``), les autres après trois."""
    pas = []
    for tour in range(1, 14):
        lancers = [[1, 2, 3, 4, 6]] if tour in trop_tot else [[1, 2, 3, 4, 6]] * 3
        du_tour = un_tour(lancers, tour=tour)
        if tour in trop_tot:
            du_tour[-1].notes.append(CASE_AVANT_LE_TROISIEME_LANCER)
        pas += du_tour
    return [Journal("à la main", pas)]


def test_la_case_trop_tot_a_trois_tours_de_suite_empeche_de_viser_quel_que_soit_le_compte():
    # Tour 58, java_tours0 : « 0 » gardait les dés à tous les tours suivants ; les tours sans relance,
    # plus ou moins nombreux que les autres selon les parties jouées, faisaient bouger les suites et le
    # Yum d'une correction à l'autre. Trois de suite suffisent ; le seul dernier tour, jamais.
    assert jugements.tours_ou_la_case_vient_trop_tot(tours_avec_la_case_trop_tot({4, 5, 6}))
    assert not jugements.tours_ou_la_case_vient_trop_tot(tours_avec_la_case_trop_tot({4, 6, 8}))
    assert not jugements.tours_ou_la_case_vient_trop_tot(tours_avec_la_case_trop_tot({13}))
    assert jugements.tours_ou_la_case_vient_trop_tot(tours_avec_la_case_trop_tot(set(range(2, 10, 2))
                                                                                  | set(range(9, 14))))


# --- Le registre ----------------------------------------------------------------------------------

def test_chaque_comportement_a_pour_titre_la_premiere_ligne_de_sa_docstring():
    for comportement in COMPORTEMENTS:
        assert comportement.titre == titre_de(comportement.verification)
        assert comportement.titre and not comportement.titre.endswith(".")


def test_les_identifiants_des_comportements_sont_uniques_et_la_grille_perimee_en_est_un():
    assert len(set(TESTS_DU_PROGRAMME)) == len(TESTS_DU_PROGRAMME)
    assert "test_la_grille_suit_chaque_lancer" in TESTS_DU_PROGRAMME


# --- Des journaux écrits à la main ----------------------------------------------------------------

def test_une_grille_restee_celle_du_lancer_precedent_est_perimee_et_nommee_par_son_seul_comportement():
    premier, deuxieme = [1, 2, 3, 4, 6], [5, 5, 5, 5, 2]
    # Deux tours où la grille reste celle du premier lancer : un programme qui ne la recalcule pas.
    journal = Journal("à la main", un_tour([premier, deuxieme], [grille(premier), grille(premier)])
                      + un_tour([premier, deuxieme], [grille(premier), grille(premier)], tour=2))
    assert jugements.est_perimee(journal, 1) == premier
    with pytest.raises(Faute) as faute:
        jugements.grille_de_chaque_lancer([journal])
    assert "5 5 5 5 2" in faute.value.obtenu and "1 2 3 4 6" in faute.value.obtenu
    assert "lancer 2" in faute.value.extrait
    # Les règles de points ne jugent pas la grille périmée (le carré y manque) : aucune faute pour elles.
    with pytest.raises(Incompris) as raison:
        jugements.points_du_carre([journal])
    assert "lancer précédent" in str(raison.value)


def test_une_grille_calculee_avant_les_des_est_perimee_au_premier_lancer_aussi_et_seule_nommee():
    # Revue 69, grilleavant : la grille calculée avant que les dés roulent est celle des dés d'avant, au
    # premier lancer d'un tour aussi (les derniers du tour d'avant ; cinq 1 au premier tour, jamais
    # montrés). Ces premiers lancers passaient pour frais : huit règles de points échouaient, pour une faute.
    cinq_un = [1, 1, 1, 1, 1]
    # Trois tours : deux premiers lancers périmés, d'un tour à l'autre (une seule fois n'en dit rien).
    lancers = (([2, 3, 4, 6, 6], [5, 5, 2, 1, 3]), ([4, 4, 4, 2, 6], [3, 6, 1, 2, 5]),
               ([6, 5, 1, 1, 2], [2, 2, 3, 4, 6]))
    pas, avant = [], cinq_un
    for tour, (premier, deuxieme) in enumerate(lancers, start=1):
        pas += un_tour([premier, deuxieme], [grille(avant), grille(premier)], tour=tour)
        avant = deuxieme
    journal = Journal("à la main", pas)
    assert jugements.lancer_du_tour_d_avant(journal, 3) == [5, 5, 2, 1, 3]
    assert jugements.est_perimee(journal, 3) == [5, 5, 2, 1, 3]
    assert jugements.lancer_du_tour_d_avant(journal, 0) is None
    with pytest.raises(Faute) as faute:
        jugements.grille_de_chaque_lancer([journal])
    assert "du dernier lancer du tour d'avant" in faute.value.obtenu
    # Le passage montre les dés d'avant, puis la grille qui les suit encore.
    assert faute.value.extrait.index("lancer 2\n") < faute.value.extrait.index("lancer 1\n")
    # Aucune grille sûre, au premier tour non plus (la grille de cinq 1) : les règles ne jugent rien.
    assert jugements.grilles_fraiches([journal]) == []
    for regle in (jugements.points_du_yum, jugements.points_des_faces, jugements.points_du_brelan):
        with pytest.raises(Incompris) as raison:
            regle([journal])
        assert not isinstance(raison.value, Faute) and "dés d'avant" in str(raison.value)


def test_le_yum_propose_ne_veut_une_feuille_au_yum_inscrit_que_si_le_correcteur_l_a_choisi():
    # Variante grille_perimee : le Yum d'un premier lancer resté dans la grille, sous des dés qui n'en sont
    # plus un ; le correcteur prend une face, et « la feuille suit chaque choix » attendait un Yum inscrit.
    yum, autres = [3, 3, 3, 3, 3], [3, 3, 3, 5, 6]
    for case, voulue in ((3, False), (YUM, True)):
        pas = [Pas(ecran="lancer 1\n", dessins=[yum], des=yum, coups=grille(yum), tour=1, lancer=1,
                   question=DES, reponse="45"),
               Pas(ecran="lancer 2\n", dessins=[autres], des=autres, coups=grille(yum), tour=1, lancer=2,
                   question=DES, reponse="0"),
               Pas(ecran="case ?\n", des=autres, tour=1, lancer=2, question=CASE, reponse=str(case),
                   case=case)]
        assert jugements.case_rare_proposee_au_choix([Journal("à la main", pas)]) is voulue


# La feuille de java_coursdes (tour 70) : trois cases par ligne, « - » pour une case libre.
FEUILLE_EN_RANGEES_DE_TROIS = """::::::::::::::: FEUILLE DE POINTAGE :::::::::::::::
 1 Les un :            -   2 Les deux :          -   3 Les trois :         -
 4 Les quatre :        -   5 Les cinq :          -   6 Les six :           -
 Sous total :          0   Bonus :               0   Total haut :          0
 10 Brelan :           -   11 Carre :            -   12 Main pleine :      -
 13 Petite suite :     -   14 Grosse suite :     -   15 Surplus :          -
 16 YUM :              -   Total bas :           0   TOTAL :               0
"""


# La feuille de py_mixte (tour 70) : un tableau couché, les noms des cases sur une ligne, les points dessous.
FEUILLE_EN_TABLEAU_COUCHE = """                 ~~~ SCORECARD / FEUILLE ~~~
| Case  |1      |2      |3      |4      |5      |6      |S-tot  |Bonus  |Haut   |
| Pts   |       |       |       |       |       |       |    0  |    0  |    0  |
| Case  |Brelan |Carre  |Full   |P.suite|G.suite|Surplus|YUM    |Bas    |TOTAL  |
| Pts   |       |       |       |       |       |       |       |    0  |    0  |
"""


def test_une_feuille_a_plusieurs_cases_par_ligne_avant_le_premier_lancer_n_est_pas_une_feuille_absente():
    # Tour 70, java_coursdes : sa feuille, trois cases par ligne, ne se reconnaissait pas ; « la feuille est
    # affichée avant le premier lancer » échouait, « le premier lancer est dessiné sans grille ». Elle se
    # lit maintenant (tour 72, ``ecran.lire_une_feuille_a_soi``) ; le tableau couché de py_mixte se reconnaît
    # sans se lire.
    lance = [3, 5, 2, 6, 4]

    def journal_de(avant):
        ecran = avant + "\nLancer 1 sur 3\n" + formater_des(lance) + "\nQuels des ? "
        return Journal("à la main", [Pas(ecran=ecran, feuille=lire_feuille(ecran), dessins=[lance], des=lance,
                                         tour=1, lancer=1)])

    assert jugements.feuille_avant_le_premier_lancer([journal_de(FEUILLE_EN_RANGEES_DE_TROIS)])
    for avant, attendu in ((FEUILLE_EN_TABLEAU_COUCHE, Incompris), ("Bienvenue !\n", Faute),
                           ("Le total de vos points : 0\n", Faute)):
        with pytest.raises(attendu) as raison:
            jugements.feuille_avant_le_premier_lancer([journal_de(avant)])
        assert type(raison.value) is attendu


def feuille_remplie(points):
    """Retourne une feuille lue ({case: points ou None}, les 18 cases) aux ``points`` ({case: points}) et à
    ses totaux justes."""
    feuille = {case: points.get(case) for case in range(1, 19)}
    haut = sum(points.get(face, 0) for face in range(1, 7))
    bas = sum(valeur for case, valeur in points.items() if case >= 10)
    feuille.update({7: haut, 8: 0, 9: haut, 17: bas, 18: haut + bas})
    return feuille


def test_un_choix_sans_feuille_apres_lui_n_est_pas_une_autre_case_changee_au_choix_suivant():
    # Tour 70, py_paquet : pas de feuille au dernier tour. La feuille finale montre la case du tour 12 et
    # celle du tour 13 ; comparée à celle d'avant le tour 12, le choix du 13 « a changé Grosse suite ».
    lancers = ([1, 1, 2, 3, 4], [2, 2, 2, 5, 6], [3, 3, 1, 4, 6])
    apres = [feuille_remplie({1: 2}), None, feuille_remplie({1: 2, 2: 6, 3: 6})]
    pas = []
    for tour, (des, feuille) in enumerate(zip(lancers, [None] + apres[:-1]), start=1):
        pas.append(Pas(ecran="lancer\n", dessins=[des], des=des, feuille=feuille, tour=tour, lancer=1,
                       question=DES, reponse="0"))
        pas.append(Pas(ecran="case ?\n", des=des, tour=tour, lancer=1, question=CASE, reponse=str(tour),
                       case=tour))
    pas.append(Pas(ecran="fin\n", feuille=apres[-1], tour=3, fini=True, code=0))
    with pytest.raises(Incompris) as raison:
        jugements.feuille_apres_chaque_choix([Journal("à la main", pas)])
    assert not isinstance(raison.value, Faute), raison.value.obtenu


def parties_sans_feuille(parties, ecran="lancer\n"):
    """Retourne un journal de ``parties`` parties menées jusqu'à « rejouer ? », chacune d'un tour par tour
    joué (le 1 et le 13), sans aucune feuille lue ; ``ecran`` : celui de chaque lancer."""
    pas, debuts = [], []
    for _ in range(parties):
        debuts.append(len(pas))
        for tour in (1, 13):
            for un in un_tour([[1, 2, 3, 4, 6]], tour=tour):
                un.ecran = ecran if un.question == DES else un.ecran
                pas.append(un)
        pas.append(Pas(ecran="rejouer ?\n", tour=13, question=REJOUER, reponse="o"))
    return Journal("à la main", pas, debuts=debuts, plans=[NOMBRE] * parties)


def test_aucune_feuille_lue_en_quatre_parties_menees_ne_demande_plus_d_autres_parties():
    # Tour 71, java_ligne : sa feuille, quelques lignes entre des étoiles, ne se lisait jamais ; la feuille
    # et le bonus demandaient d'autres parties jusqu'au bout du budget (56), et le brelan restait « à
    # vérifier » une correction sur trois, le Yum rempli pas assez visé.
    with pytest.raises(Incompris) as raison:
        jugements.exiger_des_feuilles_lisibles([parties_sans_feuille(4)], "la feuille")
    assert not isinstance(raison.value, ManqueDePreuves)
    assert "aucune feuille de pointage lue en 4 parties" in str(raison.value)
    # Moins de parties menées : rien ne se conclut encore.
    assert jugements.exiger_des_feuilles_lisibles([parties_sans_feuille(3)], "la feuille") is None


def test_une_feuille_de_quelques_lignes_jamais_lue_est_a_verifier_des_la_premiere_partie():
    feuille = ("FEUILLE\n Haut :  [1] -  [2] -  [3] -\n Bas  :  [10] Brelan -   [11] Carre -   [12] Main"
               " pleine -\n         [15] Surplus -   [16] Yum -\n TOTAL : 0\n")
    with pytest.raises(Incompris) as raison:
        jugements.exiger_des_feuilles_lisibles([parties_sans_feuille(1, feuille + "lancer\n")], "la feuille")
    assert not isinstance(raison.value, ManqueDePreuves)
    assert "d'une autre forme" in str(raison.value)


def test_un_sous_total_faux_est_nomme_seul_et_non_dans_les_totaux_qui_l_additionnent():
    # Tour 71, java_ansi : le sous-total oublie les 6. Le Total haut (Sous total + Bonus) et le Total (Total
    # haut + Total bas) suivent les totaux montrés : ils n'étaient que la même faute, nommée trois fois.
    des = [6, 6, 1, 2, 3]
    fausse = feuille_remplie({6: 12})
    fausse.update({7: 0, 9: 0, 18: 0})
    pas = [Pas(ecran="lancer\n", dessins=[des], des=des, tour=1, lancer=1, question=DES, reponse="0"),
           Pas(ecran="case ?\n", des=des, tour=1, lancer=1, question=CASE, reponse="6", case=6),
           Pas(ecran="fin\n", feuille=fausse, tour=1, fini=True, code=0)]
    with pytest.raises(Faute) as faute:
        jugements.feuille_apres_chaque_choix([Journal("à la main", pas)])
    assert "Sous total (7) montre 0 au lieu de 12" in faute.value.obtenu
    assert "Total haut" not in faute.value.obtenu and "Total (18)" not in faute.value.obtenu
    # Un Total qui ne suit pas les totaux montrés reste sa propre faute, nommée à côté.
    fausse[18] = 5
    with pytest.raises(Faute) as faute:
        jugements.feuille_apres_chaque_choix([Journal("à la main", pas)])
    assert "Sous total (7) montre 0" in faute.value.obtenu and "Total (18) montre 5" in faute.value.obtenu


def test_une_feuille_citee_dans_un_verdict_se_lit_en_mots_et_non_en_dictionnaire():
    # Tour 62, Olivier Pelletier : « la nouvelle partie part de la feuille {1: None, 10: None, … 7: 39 …} ».
    assert (texte_feuille({1: None, 17: 113, 7: 39, 8: 0})
            == "Sous total (7) : 39, Bonus (8) : 0, Total bas (17) : 113 (les autres vides)")
    assert texte_feuille({1: None, 2: None}) == "toutes les cases vides"
    assert texte_feuille({1: 3, 2: 4}) == "les 1 (1) : 3, les 2 (2) : 4"


def test_des_de_depart_dessines_avant_la_premiere_feuille_ne_sont_pas_le_premier_lancer():
    # Revue 68, initdessin : cinq 1 dessinés, puis la feuille vide, puis le premier lancer. Le lancer est
    # le dessin de ses dés ; la feuille, avant lui, est bien montrée avant le premier lancer.
    lance = [3, 5, 2, 6, 4]
    ecran = (formater_des([1] * 5) + "\n" + formater_feuille(nouvelle_feuille()) + "\n" + formater_des(lance)
             + "\nQuels dés relancer ? ")
    journal = Journal("à la main", [Pas(ecran=ecran, dessins=[[1] * 5, lance], des=lance, tour=1, lancer=1)])
    avant = jugements.premiers_lancers([journal])[0][2]
    assert contient_une_feuille(avant)
    assert sum(ligne.startswith(" _____") for ligne in avant.splitlines()) == 1
    assert jugements.feuille_avant_le_premier_lancer([journal])
    # Les mêmes dés dessinés avant la feuille, puis après elle : le lancer est montré avant la feuille.
    ecran = formater_des(lance) + "\n" + formater_feuille(nouvelle_feuille()) + "\n" + formater_des(lance)
    journal = Journal("à la main", [Pas(ecran=ecran, dessins=[lance, lance], des=lance, tour=1, lancer=1)])
    with pytest.raises(Incompris):
        jugements.feuille_avant_le_premier_lancer([journal])
    # Au début d'un tour, sans réponse aux dés, deux dessins que sépare une feuille font un seul lancer.
    assert lancers_au_debut_d_un_tour([[1] * 5, lance]) == 1 and lancers_au_debut_d_un_tour([]) == 0


def test_une_grille_remise_a_zero_au_premier_lancer_seulement_garde_les_choix_d_avant_et_est_nommee():
    # Tour 32, java_grille : la grille n'est remise à zéro qu'au début du tour. Au deuxième lancer, les
    # cases que 5 3 5 2 5 donnent suivent ses dés ; les 1 et les 6, qu'il ne donne plus, gardent les points
    # de 3 6 1 6 3. Elle n'égale la grille d'aucun lancer : chaque règle de points échouait, la grille
    # « à jour » réussissait.
    premier, deuxieme = [3, 6, 1, 6, 3], [5, 3, 5, 2, 5]
    empilee = {**grille(premier), **grille(deuxieme)}
    journal = Journal("à la main", un_tour([premier, deuxieme], [grille(premier), empilee])
                      + un_tour([premier, deuxieme], [grille(premier), empilee], tour=2))
    assert jugements.est_perimee(journal, 1) == premier
    with pytest.raises(Faute) as faute:
        jugements.grille_de_chaque_lancer([journal])
    assert "les 1 (1) à 1, les 6 (6) à 12" in faute.value.obtenu
    assert "n'est pas remise à zéro entre les lancers" in faute.value.obtenu
    with pytest.raises(Incompris):
        jugements.points_du_carre([journal])
    # Une main pleine offerte pour un carré (une règle fausse), après une vraie main pleine au lancer
    # d'avant : la grille égale aussi l'empilement, mais 25 points fixes ne disent pas d'où ils viennent.
    plein, carre = [3, 3, 3, 5, 5], [3, 3, 3, 3, 5]
    fausse = {**grille(carre), CASE_MAIN_PLEINE: 25}
    journal = Journal("à la main", un_tour([plein, carre], [grille(plein), fausse])
                      + un_tour([plein, carre], [grille(plein), fausse], tour=2))
    assert jugements.est_perimee(journal, 1) is None and jugements.grilles_perimees([journal]) == []
    # Elle n'est que suspecte : les règles de points ne la jugent pas (d'autres grilles nomment la règle).
    assert jugements.est_perimee(journal, 1, prouvee=False) == plein
    # Une case de trop aux points qu'aucun lancer d'avant ne donnait : une règle fausse, jugée par elle.
    fausse = {**grille(deuxieme), 6: 6}
    journal = Journal("à la main", un_tour([premier, deuxieme], [grille(premier), fausse])
                      + un_tour([premier, deuxieme], [grille(premier), fausse], tour=2))
    assert jugements.est_perimee(journal, 1) is None
    with pytest.raises(Faute):
        jugements.points_des_faces([journal])


def test_une_grille_remise_a_zero_quand_tous_les_des_roulent_empile_les_lancers_depuis_le_dernier():
    # La variante grille_remise_a_zero_au_premier_lancer_seulement : la grille remise à zéro quand la
    # réponse est « 12345 ». Au troisième lancer, après « 523 », elle empile les lancers 2 et 3, sans le
    # premier : lue comme fraîche, les règles des faces et des suites échouaient à la place de la grille.
    premier, deuxieme, troisieme = [1, 2, 3, 4, 5], [3, 6, 1, 6, 3], [5, 3, 5, 2, 5]
    empilee = {**grille(deuxieme), **grille(troisieme)}
    lancers, grilles = [premier, deuxieme, troisieme], [grille(premier), grille(deuxieme), empilee]
    journal = Journal("à la main", un_tour(lancers, grilles) + un_tour(lancers, grilles, tour=2))
    assert jugements.est_perimee(journal, 2) == deuxieme
    with pytest.raises(Faute) as faute:
        jugements.grille_de_chaque_lancer([journal])
    assert "n'est pas remise à zéro entre les lancers" in faute.value.obtenu
    with pytest.raises(Incompris):
        jugements.points_des_faces([journal])


def test_un_dessin_fige_sous_une_grille_egale_a_celle_d_un_lancer_d_avant_n_est_pas_une_grille_perimee():
    # Variante des_du_premier_lancer_redessines, une correction sur vingt-cinq environ : le dessin figé
    # (1 5 5 2 3) après « 12 », la grille juste pour les dés cachés, qui retombent sur les faces du premier
    # lancer (4 2 1 5 1, dans un autre ordre) ; la grille passait pour celle du premier lancer, et « la
    # grille suit chaque lancer » échouait à la place de « seuls les dés nommés sont relancés ».
    premier, dessine, caches = [4, 2, 1, 5, 1], [1, 5, 5, 2, 3], [1, 5, 4, 2, 1]
    pas = []
    for tour in range(1, jugements.TOURS_AUX_DESSINS_FIGES + 1):
        pas += un_tour([premier, dessine, dessine], [grille(premier), grille(dessine), grille(caches)],
                       tour=tour)
        pas[-3].reponse = "12"
    journal = Journal("à la main", pas)
    assert jugements.pas_aux_dessins_figes([journal])
    assert jugements.grilles_perimees([journal]) == []
    try:
        jugements.grille_de_chaque_lancer([journal])
    except Faute as faute:
        pytest.fail(f"une grille fraîche sous un dessin figé jugée périmée : {faute.obtenu}")
    except (Incompris, ManqueDePreuves):
        pass


def test_des_dessins_figes_apres_les_relances_ne_jugent_pas_les_regles_de_points():
    # Tour 33, py_etat : les dés relancés, la grille calculée sur eux, mais le dessin du premier lancer
    # redessiné. Jugées sur les dés dessinés, les règles de points échouaient toutes à la place de « seuls
    # les dés nommés sont relancés ». Trois tours ainsi (deux dés relancés retombés à leur place, une fois
    # sur 36 chacun) ne sont pas le hasard : ces grilles ne jugent plus les règles.
    dessines, caches = [1, 2, 3, 4, 6], [5, 5, 5, 4, 6]
    def tours(nombre, grille_apres=grille(caches)):
        pas = []
        for tour in range(1, nombre + 1):
            pas += un_tour([dessines, dessines], [grille(dessines), grille_apres], tour=tour)
            pas[-3].reponse = "123"
        return Journal("à la main", pas)
    assert jugements.pas_aux_dessins_figes([tours(jugements.TOURS_AUX_DESSINS_FIGES - 1)]) == set()
    # Des dés justes retombés à leur place : leur grille les suit, rien n'est figé.
    justes = tours(jugements.TOURS_AUX_DESSINS_FIGES, grille(dessines))
    assert jugements.pas_aux_dessins_figes([justes]) == set()
    journal = tours(jugements.TOURS_AUX_DESSINS_FIGES)
    assert len(jugements.pas_aux_dessins_figes([journal])) == jugements.TOURS_AUX_DESSINS_FIGES
    with pytest.raises(ManqueDePreuves):
        jugements.points_du_brelan([journal])


def test_une_case_que_la_feuille_montre_libre_apres_son_choix_n_est_pas_une_case_remplie_proposee():
    # Tour 34, py_zeroblanc : une case choisie à 0, acceptée, mais laissée à -1 (blanche) sur la feuille ; le
    # programme la propose de nouveau. La faute est celle de la feuille ; une feuille lue avant le choix (au
    # début de la partie) ne dit rien de la case, et la règle la juge.
    des = [3, 3, 3, 1, 2]
    choix = Pas(ecran="case ?\n", des=des, tour=1, lancer=1, question=CASE, reponse=str(SURPLUS),
                case=SURPLUS)
    def journal(feuille_apres):
        avant = Pas(ecran="feuille\n", feuille={case: None for case in CASES_DE_JEU}, tour=1)
        grilles = un_tour([des], [{**grille(des, {SURPLUS}), SURPLUS: sum(des)}], tour=2)
        grilles[0].feuille = feuille_apres
        for un in grilles:
            un.remplies = frozenset({SURPLUS})
        return Journal("à la main",
                       [avant, choix] + grilles * jugements.GRILLES_AVEC_DES_CASES_REMPLIES_VOULUES)
    with pytest.raises(Faute):
        jugements.case_remplie_non_proposee([journal(None)])
    libre = {case: None for case in CASES_DE_JEU}
    assert jugements.libre_sur_la_feuille_apres_son_choix(journal(libre), 2, SURPLUS)
    with pytest.raises(ManqueDePreuves):
        jugements.case_remplie_non_proposee([journal(libre)])


def test_une_seule_grille_pareille_a_celle_du_lancer_d_avant_n_est_pas_une_grille_perimee():
    # Un Surplus faux (les trois plus hauts dés) égal, par hasard, à la somme du lancer d'avant, peu de cases
    # libres (inédit j4, tour 12 d'essais) : la grille semblait celle du lancer d'avant, et cinq règles
    # restaient « à vérifier ». Une grille jamais recalculée l'est à presque chaque relance, à plusieurs
    # tours ; une seule fois, c'est l'affaire de la règle fausse.
    premier, deuxieme = [1, 2, 3, 4, 6], [5, 5, 5, 5, 2]
    journal = Journal("à la main", un_tour([premier, deuxieme], [grille(premier), grille(premier)]))
    assert jugements.est_perimee(journal, 1) == premier
    assert jugements.grilles_perimees([journal]) == []
    jugements.exiger_des_grilles_a_jour([journal], "rien")


@pytest.mark.parametrize("ecran, option", [
    ("1 - Jouer\n2 - Quitter\nVotre choix : ", "1"),
    ("  1 - Jouer le tour suivant\n  2 - Abandonner\n> ", "1"),
    # Les options sur une ligne (relecture 11, java_menu) : lue d'un bloc, elle disait aussi « quitter ».
    ("1. Jouer  2. Regles  3. Quitter\n> ", "1"),
    ("[1] Regles | [2] Jouer | [3] Quitter\n> ", "2"),
    ("1. Regles  2. Quitter\n> ", None),
    # La lettre du mot, entre parenthèses (relecture 21, py_modules) : tapée en minuscule.
    ("=====  YUM  =====\n(J)ouer\n(Q)uitter\nVotre choix : ", "j"),
    ("(R)egles   (J)ouer   (Q)uitter\n> ", "j"),
    ("(R)egles   (Q)uitter\n> ", None),
    # « Nouvelle partie » ouvre le jeu (le programme juste aux styles tirés, style 0).
    ("1 - Nouvelle partie\n2 - Quitter\nChoix : ", "1"),
    ("1. Commencer une partie\n2. Quitter\n> ", "1"),
    # Entre deux tours, « Nouvelle partie » abandonnerait celle-ci : « Continuer » passe devant.
    ("1 - Nouvelle partie\n2 - Continuer\n3 - Quitter\n> ", "2"),
    # Un menu encadré (tour 53, py_menu) : les bords ne cachent pas les options.
    ("+-----------+\n| 1. Jouer  |\n| 2. Regles |\n| 3. Quitter|\n+-----------+\nVotre choix : ", "1"),
    ("# 1. Regles #\n# 2. Jouer  #\n> ", "2"),
    ("==========\n=   1 - Jouer   =\n=   2 - Sortir  =\n==========\nOption: ", "1"),
    # Des règles numérotées, encadrées, au-dessus du menu (relecture du 28 novembre) : le dernier bloc
    # d'options, celui que la question suit, l'emporte ; « 2 » y quittait.
    ("*************\n* 1. Le joueur lance cinq des *\n* 2. Le joueur peut relancer deux fois *\n"
     "*************\n1 - Jouer\n2 - Quitter\nVotre choix : ", "1"),
    ("###########\n# 1. Cinq des, trois lancers #\n# 2. On joue 13 tours #\n###########\n"
     "1) Nouvelle partie\n2) Quitter\n> ", "1"),
    # Une ligne d'explication entre deux options : l'écran entier, faute d'un bloc qui choisit.
    ("1 - Jouer\n    (lance une nouvelle partie)\n2 - Quitter\nVotre choix: ", "1"),
])
def test_l_option_du_menu_qui_fait_jouer_se_choisit_meme_parmi_d_autres_sur_sa_ligne(ecran, option):
    assert Partie.choix_du_menu_pour_jouer(SimpleNamespace(ecran=ecran)) == option


@pytest.mark.parametrize("question, rejouer", [
    ("Voulez-vous rejouer (o/n) ? ", True),
    ("Voulez-vous jouer a nouveau (o/n)? ", True),
    ("Voulez-vous jouer à nouveau ? (o/n) ", True),
    ("Voir votre feuille ? (o/n) ", False),
    ("Voulez-vous relancer de nouveau les des ? (o/n) ", False),
])
def test_la_question_rejouer_se_reconnait_a_ses_mots(question, rejouer):
    # Tour 27, py3 : « jouer a nouveau » n'était pas reconnu ; « n » y finissait le programme.
    assert nomme_une_autre_partie(question) is rejouer


@pytest.mark.parametrize("question, partie_nommee", [
    ("Voulez-vous rejouer (o/n) ? ", True),
    ("Voulez-vous jouer à nouveau ? (o/n) ", True),
    ("Une nouvelle partie ? (o/n) ", True),
    ("Encore un tour ? (o/n) ", False),
    ("Roll again? (y/n) ", False),
])
def test_avant_le_dernier_tour_o_ne_se_tape_qu_a_une_question_qui_nomme_une_partie(question, partie_nommee):
    # « encore » et « again » finissent une partie trop tôt (elle est peut-être en cours), mais ne reçoivent
    # pas « o » : la partie suivante serait prise pour une neuve, et « o recommence une partie » jugé dessus.
    assert nomme_une_partie(question) is partie_nommee


# Assez de dés, aux premiers lancers des tours, pour dire une face absente et une face surreprésentée.
DES_POUR_DIRE_UNE_FACE_DOUTEUSE = max(jugements.DES_POUR_UNE_FACE_ABSENTE,
                                      jugements.DES_POUR_UNE_FACE_SURREPRESENTEE)


def tours_de_des_de_1_a_5(nombre_de_tours, garder=None):
    """Retourne les pas de ``nombre_de_tours`` tours de dés justes de 1 à 5 (chaque face autant, au
    premier lancer) ; avec ``garder``, chaque tour a deux relances qui gardent les dés de cette face et
    montrent les autres devenus ``garder`` aussi, comme un correcteur qui la vise."""
    pas = []
    for tour in range(1, nombre_de_tours + 1):
        premier = [(tour + decalage) % 5 + 1 for decalage in range(5)]
        lancers = [premier]
        if garder is not None:
            lancers += [sorted(premier, key=lambda de: de != garder)[:3] + [garder, garder]] * 2
        pas += un_tour(lancers, tour=tour)
    return pas


def test_les_des_gardes_par_le_correcteur_ne_font_pas_une_face_surrepresentee():
    # Dés justes de 1 à 5 : le correcteur garde ses 5 et les voit redessinés à chaque lancer. Comptés, ils
    # faisaient des 5 une face « douteuse », et chaque règle « à vérifier » (CI locale, variante
    # des_de_1_a_5_et_brelan_a_trois_fois_la_face). Seuls comptent les premiers lancers des tours.
    journal = Journal("à la main", tours_de_des_de_1_a_5(DES_POUR_DIRE_UNE_FACE_DOUTEUSE // 5, garder=5))
    vus, _ = jugements.faces_dessinees([journal])
    assert vus[5] >= jugements.SURREPRESENTATION * vus[3]
    assert jugements.faces_absentes([journal]) is not None
    assert jugements.face_surrepresentee([journal]) is None


def test_une_face_surrepresentee_veut_assez_de_premiers_lancers():
    # Des 2 deux fois plus nombreux (un 0 dessiné comme un 2) : dits seulement après assez de tours.
    deux_en_trop = [2, 2, 3, 4, 5]
    tours = jugements.DES_POUR_UNE_FACE_SURREPRESENTEE // 5
    pas = [un for tour in range(1, tours) for un in un_tour([deux_en_trop], tour=tour)]
    assert jugements.face_surrepresentee([Journal("à la main", pas)]) is None
    pas += un_tour([deux_en_trop], tour=tours)
    assert jugements.face_surrepresentee([Journal("à la main", pas)]) == 2


def test_un_brelan_faux_vu_seulement_sur_la_face_douteuse_demande_des_des_sans_elle():
    # Des dés de 0 à 5, le 0 dessiné comme un 2 : sans 6, et des 2 deux fois plus nombreux. Un brelan faux
    # (trois fois la face) vu seulement sur des dés où paraît un 2 ne se prouve pas ; la règle restait
    # « à vérifier » sans chercher plus loin quand une correction ne jouait que quatre parties (la CI).
    ordinaires = [[2, 2, 1, 3, 4]] * (DES_POUR_DIRE_UNE_FACE_DOUTEUSE // 5)
    douteux = [2, 2, 2, 3, 4]
    pas = [un for tour, des in enumerate(ordinaires, start=1) for un in un_tour([des], tour=tour)]
    pas += un_tour([douteux], [{**grille(douteux), BRELAN: 6}], tour=len(ordinaires) + 1)
    with pytest.raises(ManqueDePreuves) as manque:
        jugements.points_du_brelan([Journal("à la main", pas)])
    assert "d'autres parties cherchent des dés sans elle" in str(manque.value)
    # Sur des dés sans 2, le même brelan faux se prouve.
    sur = [3, 3, 3, 1, 4]
    pas += un_tour([sur], [{**grille(sur), BRELAN: 9}], tour=len(ordinaires) + 2)
    with pytest.raises(Faute):
        jugements.points_du_brelan([Journal("à la main", pas)])


def cinq_pareils_le_yum_rempli(tour=100):
    """Retourne les pas d'un tour où cinq 4 tombent le Yum déjà rempli, le reste libre, la grille juste : la
    preuve que le brelan, le carré et la main pleine veulent (``jugements.cinq_pareils_le_yum_rempli``)."""
    pas = un_tour([[4] * 5], [grille([4] * 5, {YUM})], tour=tour)
    for un in pas:
        un.remplies = frozenset({YUM})
    return pas


def feuille_au_haut(haut):
    """Retourne une feuille lue dont le haut vaut ``haut`` (en 6, puis en 5…), sans bonus ni bas."""
    feuille, reste = {}, haut
    for face in range(6, 0, -1):
        compte = min(reste // face, 5)
        feuille[face], reste = compte * face, reste - compte * face
    return feuille


def partie_du_plan(plan, dernier_tour, hauts=()):
    """Retourne un journal d'une partie jouée selon ``plan`` jusqu'à ``dernier_tour``, avec une feuille lue
    pour chacun des ``hauts``."""
    pas = [Pas(ecran="feuille\n", feuille=feuille_au_haut(haut), tour=1) for haut in hauts]
    pas.append(Pas(ecran="fin\n", tour=dernier_tour))
    return Journal("à la main", pas, plans=[plan])


def journal_de_lancers(lancers):
    """Retourne un journal d'un lancer par tour, de chacun des ``lancers`` (des listes de dés)."""
    return Journal("à la main", [Pas(ecran="lancer\n", dessins=[des], des=des, tour=tour, lancer=1)
                                 for tour, des in enumerate(lancers, start=1)])


def test_une_face_qu_aucun_de_ne_montre_en_300_des_est_une_faute_des_des():
    sans_six = [[1, 2, 3, 4, 5]] * (jugements.DES_POUR_UNE_FACE_ABSENTE // 5)
    faces, dessines, _ = jugements.faces_absentes([journal_de_lancers(sans_six)])
    assert (faces, dessines) == ("6", jugements.DES_POUR_UNE_FACE_ABSENTE)
    # Un dé de moins : le hasard peut encore l'expliquer.
    assert jugements.faces_absentes([journal_de_lancers(sans_six[1:] + [[1, 2, 3, 4]])]) is None
    # Un dé que le correcteur ne sait pas lire pourrait être la face absente : on ne conclut pas.
    assert jugements.faces_absentes([journal_de_lancers(sans_six + [[1, 2, 3, 4, None]])]) is None
    assert jugements.faces_absentes([journal_de_lancers(sans_six + [[6, 2, 3, 4, 5]])]) is None


def test_sur_des_lus_qui_ne_sont_pas_ceux_du_programme_meme_des_points_justes_restent_a_verifier():
    # Des dés de 0 à 5, un 0 dessiné comme un 2 (la procédure du cours) : cinq « 2 » lus sont peut-être
    # cinq 0. Une grille qui suit les dés lus ne prouve rien de plus qu'une qui les contredit : le carré
    # devant cinq pareils était « réussi » quand aucune grille ne contredisait les dés lus, « à vérifier »
    # sinon (la CI du 27 novembre sur la variante des_de_0_a_5_dessines_par_le_cours).
    deux_en_trop = [[2, 2, 3, 4, 5], [1, 2, 2, 4, 2]] * (DES_POUR_DIRE_UNE_FACE_DOUTEUSE // 10)
    mains = deux_en_trop + [[2, 2, 2, 2, 2]]
    journal = Journal("à la main", [pas for tour, des in enumerate(mains, start=1)
                                    for pas in un_tour([des], tour=tour)])
    assert jugements.faces_absentes([journal]) is not None and jugements.face_surrepresentee([journal])
    with pytest.raises(Incompris) as raison:
        jugements.carre_devant_cinq_pareils([journal])
    assert "sans contradiction avec les dés lus" in str(raison.value)
    assert "les dés lus ne sont peut-être pas ceux du programme" in str(raison.value)
    # Des dés lus sans « 2 » sont ceux du programme : un brelan faux s'y voit (revue 4, f6) ; sur des dés
    # qui montrent un « 2 », peut-être un 0, il ne prouve rien.
    brelan_faux = {**grille([1, 1, 1, 3, 4]), BRELAN: 3}
    sur_des_surs = Journal("à la main", journal.pas + un_tour([[1, 1, 1, 3, 4]], [brelan_faux], tour=99))
    with pytest.raises(Faute):
        jugements.points_du_brelan([sur_des_surs])
    brelan_douteux = {**grille([2, 2, 2, 3, 4]), BRELAN: 6}
    sur_des_douteux = Journal("à la main",
                              journal.pas + un_tour([[2, 2, 2, 3, 4]], [brelan_douteux], tour=99))
    with pytest.raises(Incompris):
        jugements.points_du_brelan([sur_des_douteux])
    # Les mêmes grilles sur des dés de 1 à 6 : le carré devant cinq pareils est vu juste.
    justes = [[2, 2, 3, 4, 5], [1, 6, 2, 4, 3]] * (jugements.DES_POUR_UNE_FACE_ABSENTE // 10)
    journal = Journal("à la main", [pas for tour, des in enumerate(justes + [[2, 2, 2, 2, 2]], start=1)
                                    for pas in un_tour([des], tour=tour)] + cinq_pareils_le_yum_rempli())
    assert "le carré devant cinq dés pareils juste" in jugements.carre_devant_cinq_pareils([journal])


def partie_aux_des(des, remplies=()):
    """Retourne une partie à la case, réduite à ses dés (``None`` : un dé illisible) et à ses cases
    remplies."""
    partie = SimpleNamespace(des=des, libre=lambda case: case not in remplies)
    partie.des_possibles = lambda: Partie.des_possibles(partie)
    return partie


def test_la_case_libre_a_zero_vaut_zero_quel_que_soit_un_de_illisible():
    # Un 6 dessiné autrement (revue 3, p2) : la sonde exigeait des dés tous lisibles, et passait de « réussi »
    # à « à vérifier » selon qu'un 6 était tombé.
    assert comportements.case_libre_surement_a_zero(partie_aux_des([1, 1, 2, 3, 4])) == 5
    # Le dé illisible peut être un 4, un 5, un 6, ou un troisième 1 : ni face ni brelan sûrs ; le carré, si.
    case_sure = comportements.case_libre_surement_a_zero
    assert case_sure(partie_aux_des([1, 1, 2, 3, None])) == jugements.CARRE
    assert case_sure(partie_aux_des([3, 3, 3, 3, None])) == jugements.MAIN_PLEINE
    # Quatre dés illisibles : aucune case n'est sûrement à 0.
    assert case_sure(partie_aux_des([None, None, None, None, 2])) is None
    assert len(Partie.des_possibles(SimpleNamespace(des=[None, None, 3, 3, 3]))) == 36


def test_des_relances_qui_ne_montrent_jamais_6_sont_une_faute_des_des():
    # Revue 4, f8 : le premier lancer par « randint(1, 6) », les relances par « randint(1, 5) ». Tous les dés
    # dessinés montrent chaque face ; seuls les dés relancés diront qu'un 6 ne roule jamais.
    pas = []
    for tour in range(1, jugements.DES_POUR_UNE_FACE_ABSENTE // 2 + 1):
        avant, apres = [6, 2, 3, 4, 5], [1 + tour % 5, 1 + (tour + 2) % 5, 3, 4, 5]
        pas.append(Pas(ecran="lancer 1\n", dessins=[avant], des=avant, tour=tour, lancer=1, question=DES,
                       reponse="12"))
        pas.append(Pas(ecran="lancer 2\n", dessins=[apres], des=apres, tour=tour, lancer=2))
    journal = Journal("à la main", pas)
    assert jugements.faces_absentes([journal]) is None
    faces, relances, _ = jugements.faces_absentes_des_relances([journal])
    assert (faces, relances) == ("6", jugements.DES_POUR_UNE_FACE_ABSENTE)
    with pytest.raises(Faute) as faute:
        jugements.seuls_les_des_nommes([journal])
    assert "aucun dé relancé n'a montré 6 en 300 dés relancés" in faute.value.obtenu
    # Une relance de moins : le hasard peut encore l'expliquer.
    assert jugements.faces_absentes_des_relances([Journal("à la main", pas[:-2])]) is None


def journal_de_relances(avant, reponse, apres, nombre):
    """Retourne un journal de ``nombre`` tours : ``avant``, « reponse » tapée, puis ``apres`` au lancer 2."""
    pas = []
    for tour in range(1, nombre + 1):
        pas.append(Pas(ecran="lancer 1\n", dessins=[avant], des=avant, tour=tour, lancer=1, question=DES,
                       reponse=reponse))
        pas.append(Pas(ecran="lancer 2\n", dessins=[apres], des=apres, tour=tour, lancer=2))
    return Journal("à la main", pas)


def test_un_de_nomme_qui_ne_roule_a_aucune_de_ses_20_relances_est_nomme_par_son_numero_et_son_rang():
    vingt = jugements.RELANCES_D_UN_DE_IMMOBILE
    immobile = journal_de_relances([1, 2, 3, 4, 5], "52", [1, 6, 3, 4, 5], vingt)
    assert set(jugements.des_nommes_immobiles([immobile])) == {("dé", 5), ("rang", 0)}
    with pytest.raises(Faute) as faute:
        jugements.seuls_les_des_nommes([immobile])
    assert "le dé 5 n'a roulé à aucune de ses 20 relances" in faute.value.obtenu
    assert "le premier chiffre tapé n'a roulé à aucune de ses 20 relances" in faute.value.obtenu
    # Une relance de moins, ou une seule où il a roulé : un dé relancé garde sa valeur une fois sur six.
    moins = journal_de_relances([1, 2, 3, 4, 5], "52", [1, 6, 3, 4, 5], vingt - 1)
    assert jugements.des_nommes_immobiles([moins]) == {}
    roule = journal_de_relances([1, 2, 3, 4, 5], "52", [1, 6, 3, 4, 2], 1)
    assert jugements.des_nommes_immobiles([moins, roule]) == {}


def journal_de_523(refuses, lances, reponse="523"):
    """Retourne un journal de tours où ``reponse`` (« 523 ») est tapée au lancer 2 : ``refuses`` fois refusée
    (la question des dés reposée, puis les mêmes numéros en ordre lancés), puis ``lances`` fois lancée."""
    avant, apres = [1, 2, 3, 4, 5], [1, 6, 6, 4, 6]
    pas = []
    for tour in range(1, refuses + lances + 1):
        refuse = tour <= refuses
        pas.append(Pas(ecran="lancer 2\n", dessins=[avant], des=avant, tour=tour, lancer=2, question=DES,
                       reponse=reponse, notes=[ORDRE_REFUSE] if refuse else []))
        if refuse:
            pas.append(Pas(ecran="Choix invalide.\n", des=avant, tour=tour, lancer=2, question=DES,
                           reponse="".join(sorted(reponse))))
        pas.append(Pas(ecran="lancer 3\n", dessins=[apres], des=apres, tour=tour, lancer=3))
    return Journal("à la main", pas)


def test_523_refuse_puis_235_lance_est_la_faute_des_des_nommes_et_le_passage_montre_les_deux():
    with pytest.raises(Faute) as faute:
        jugements.seuls_les_des_nommes([journal_de_523(2, 0)])
    assert "« 523 » (à la main, tour 1, lancer 2" in faute.value.obtenu
    assert "puis « 235 » lancé ; ainsi 2 relances valides hors de l'ordre croissant refusées" in (
        faute.value.obtenu)
    assert "(§5.1 : « 523 est une combinaison valable »)" in faute.value.obtenu
    extrait = faute.value.extrait
    assert (extrait.index("tape « 523 »") < extrait.index("Choix invalide.") < extrait.index("tape « 235 »")
            < extrait.index("lancer 3"))
    # Le refus ne compte pas pour un tour sans lancer : « 235 » en a dessiné un.
    assert "523" not in {pas.reponse for _, _, pas, _ in jugements.relances([journal_de_523(2, 0)])}


def test_un_seul_refus_de_523_ou_un_seul_523_lance_n_est_pas_une_faute():
    # Un seul : des dés retombés sur leurs faces chez qui ne numérote pas ses lancers, une fois sur 216.
    assert jugements.ordre_refuse([journal_de_523(1, 0)]) is None
    # Un seul « 523 » lancé : le programme accepte l'ordre, les refus étaient des dés retombés pareils.
    assert jugements.ordre_refuse([journal_de_523(5, 1)]) is None
    assert jugements.ordre_refuse([journal_de_523(5, 0)])[0] == 5


def tours_enchaines(premiers):
    """Retourne un journal de tours : chacun lance ``premiers[i]`` (des dés), garde tout (« 0 »), puis prend
    le Surplus sur ces dés."""
    return Journal("à la main", [pas for tour, des in enumerate(premiers, start=1)
                                 for pas in un_tour([des], tour=tour)])


def test_un_premier_lancer_qui_montre_les_des_gardes_du_tour_d_avant_est_la_faute_des_des():
    # Tour 47, py_relance_tour : la variable des dés à rouler n'est remise à 12345 qu'à chaque partie ;
    # après « 0 », le tour suivant commence sur les mêmes dés. Tous les comportements réussissaient.
    des = [[1, 2, 3, 4, 6], [1, 2, 3, 4, 6], [1, 2, 3, 4, 6], [5, 5, 2, 6, 1]]
    journal = tours_enchaines(des)
    assert len(jugements.premiers_lancers_sur_les_des_d_avant([journal])) == 2
    with pytest.raises(Faute) as faute:
        jugements.seuls_les_des_nommes([journal])
    assert "la case du tour d'avant a été choisie, tous gardés, 1 2 3 4 6" in faute.value.obtenu
    assert "et ainsi 2 tours" in faute.value.obtenu
    # Un seul tour ainsi : des dés retombés pareils, une fois sur 7 776 ; ce n'est pas une faute.
    assert not jugements.premiers_lancers_sur_les_des_d_avant([tours_enchaines(des[1:])])
    with pytest.raises(ManqueDePreuves):
        jugements.seuls_les_des_nommes([tours_enchaines(des[1:])])
    # Deux sur dix : un programme juste qui trie ses dés (1 2 3 4 6 retombe une fois sur 65), non plus.
    autres = [[face, 1, 2, 3, 5] for face in (2, 3, 4, 5, 6, 2, 3)]
    assert not jugements.premiers_lancers_sur_les_des_d_avant([tours_enchaines(des[:3] + autres)])


def test_seul_un_tour_fini_sur_les_des_gardes_compare_son_premier_lancer_suivant():
    # Après « 523 », les dés 1 et 4 restent aussi chez un programme juste qui trie ses dés, parfois tous :
    # seuls les tours finis par « 0 » (ou « n » à « relancer ? ») disent que le premier lancer ne roule rien.
    journal = tours_enchaines([[1, 2, 3, 4, 6]] * 3)
    for pas in journal.pas:
        if pas.question == DES:
            pas.reponse = "523"
    assert not jugements.premiers_lancers_apres_des_gardes([journal])


def test_le_premier_tour_d_une_partie_rejouee_finit_par_54321_au_lieu_de_523():
    # §5.1 : n'importe quel ordre, « 523 » comme « 54321 ». Au dernier lancer, des dés retombés pareils
    # (triés, ou un dessin figé) sont suivis de la question de la case, où le doute se tranche ; au premier,
    # « 12345 » était lancé et pris pour la relance d'un refus (des-tries-apres-chaque-lancer, CI).
    def partie(debuts, lancers):
        return SimpleNamespace(des=[1, 2, 3, 4, 5], lancers=lancers, lancers_par_tour=NB_LANCERS,
                               journal=Journal("à la main", debuts=debuts), libre=lambda case: True)

    assert relance(NOMBRE, partie([0], 1), 1) == "12345"
    assert relance(NOMBRE, partie([0], NB_LANCERS - 1), 1) == "523"
    assert relance(NOMBRE, partie([0, 40], 1), 1) == "12345"
    assert relance(NOMBRE, partie([0, 40], NB_LANCERS - 1), 1) == "54321"


def test_cinq_des_hors_de_l_ordre_refuses_sont_une_faute_meme_si_523_est_lance():
    # Tour 46, java_douze : la réponse bornée à 12345 ; « 523 » est lancé, « 54321 » refusé chaque fois.
    # Les nombres de chiffres se jugent à part : un « 523 » lancé ne dit rien des relances de cinq dés.
    journaux = [journal_de_523(2, 0, "54321"), journal_de_523(0, 3)]
    with pytest.raises(Faute) as faute:
        jugements.seuls_les_des_nommes(journaux)
    assert "« 54321 » (à la main, tour 1, lancer 2" in faute.value.obtenu
    assert "puis « 12345 » lancé ; ainsi 2 relances valides" in faute.value.obtenu
    # Un « 54321 » lancé, lui, dit que les refus étaient des dés retombés pareils.
    assert jugements.ordre_refuse([journal_de_523(2, 1, "54321"), journal_de_523(0, 3)]) is None


INVITE_DES, INVITE_CASE = "Entrer les des a changer :", "Entrer le numero de la case :"


def refus_possible_de_523(ecran, dessins, lancer_avant=None, invite=INVITE_DES):
    """Retourne ``Partie.refus_possible_de_l_ordre`` pour l'écran qui suit « 523 », tapé sous ``INVITE_DES``
    après les dés 1 2 3 4 5 (``invite`` : la question posée avant, s'il y en a une autre, oui ou non)."""
    partie = SimpleNamespace(fini=lambda: False, fin_sans_case=False, sans_case=[], ecran=ecran,
                             invite_des=invite, invite_repondue=INVITE_DES)
    avant = EtatDuCompte(lancers=2, des=[1, 2, 3, 4, 5], lancer_montre=lancer_avant,
                         feuille_avant_la_case=None, sans_case=(), tour=1, fin_sans_case=False)
    return Partie.refus_possible_de_l_ordre(partie, dessins, avant, invite)


def test_523_est_peut_etre_refuse_si_la_question_des_des_revient_sans_autre_lancer():
    assert refus_possible_de_523(f"Choix invalide.\n{INVITE_DES}", [])
    # Les mêmes dés redessinés sous le même « Lancer 2 de 3 », ou sans numéro de lancer, sous la même
    # question : refusé, ou lancé et retombé pareil sous une invite de la case qui est aussi celle des dés
    # (une fois sur 216) ; « 235 », tapé ensuite, tranche (les variantes
    # numeros_des_des_en_ordre_croissant_seulement_et_des_redessines et
    # juste_invite_unique_et_des_retombes_pareils_apres_523).
    assert refus_possible_de_523(f"Lancer 2 de 3\n[dés]\n{INVITE_DES}", [[1, 2, 3, 4, 5]], lancer_avant=2)
    assert refus_possible_de_523(f"[dés]\n{INVITE_DES}", [[1, 2, 3, 4, 5]], lancer_avant=2)
    # Tour 37, py_ouinon_ordre : « o » à « relancer ? (o/n) », puis « 523 » refusé sous la question des
    # numéros, reposée seule (pas la question oui ou non).
    assert refus_possible_de_523(f"Erreur: entrez les des en ordre\n{INVITE_DES}", [],
                                 invite="Voulez-vous relancer des des? (o/n)")


def test_un_lancer_ou_la_question_de_la_case_apres_523_n_est_pas_un_refus():
    # Un programme juste, sans numéro de lancer au dernier : ses dés 2, 3 et 5 retombés sur leurs faces (une
    # fois sur 216), puis la question de la case (vu en CI : « 235 » tapé à la case, un faux « échoué »).
    assert not refus_possible_de_523(f"[dés]\n{INVITE_CASE}", [[1, 2, 3, 4, 5]], lancer_avant=2)
    # « Lancer 3 de 3 » : lancé, quels que soient les dés ; d'autres dés : lancé.
    assert not refus_possible_de_523(f"Lancer 3 de 3\n[dés]\n{INVITE_DES}", [[1, 2, 3, 4, 5]], lancer_avant=2)
    assert not refus_possible_de_523(f"[dés]\n{INVITE_DES}", [[1, 6, 6, 4, 6]], lancer_avant=2)


def test_des_numeros_de_des_refuses_a_la_case_ne_sont_jamais_un_choix_meme_suivis_de_la_feuille():
    # Tour 37, py_meme_invite : « 235 », tapé pour trancher après « 523 » retombé pareil, refusé à la case,
    # puis tout l'écran redessiné, feuille comprise : pris pour le choix de la case 235, il faisait lever
    # une « erreur interne du correcteur » à « la feuille suit chaque choix ».
    des = [1, 2, 3, 4, 5]
    feuille = dict.fromkeys(CASES_DE_JEU)
    journal = Journal("à la main", [
        Pas(ecran="case ?\n", dessins=[des], des=des, tour=1, lancer=3, question=CASE, reponse="235"),
        Pas(ecran="feuille, dés\ncase ?\n", des=des, feuille=feuille, tour=1, lancer=3)])
    assert jugements.choix_acceptes([journal]) == []


def test_chez_un_programme_qui_trie_ses_des_la_place_d_un_de_nomme_ne_dit_rien():
    immobile = journal_de_relances([1, 2, 3, 4, 5], "52", [1, 6, 3, 4, 5],
                                   jugements.RELANCES_D_UN_DE_IMMOBILE)
    # Le 6 tiré, trié à la fin : les dés gardés ont changé de place.
    trie = journal_de_relances([1, 2, 3, 4, 5], "2", [1, 3, 4, 5, 6], 1)
    assert jugements.des_nommes_immobiles([immobile, trie]) == {}


def test_le_bonus_veut_une_feuille_a_chacune_de_ses_bornes_62_et_63_tout_juste():
    vues = jugements.bornes_du_bonus([partie_du_plan(NOMBRE, 13, (62, 63))])
    assert "62 points tout juste en haut vue" in vues and "63 points tout juste en haut vue" in vues
    with pytest.raises(ManqueDePreuves) as manque:
        jugements.bornes_du_bonus([partie_du_plan(NOMBRE, 13, (60, 64))])
    # Le manque dit quels plans amèneraient les preuves : ceux qui visent chaque borne.
    assert set(manque.value.plans) == {PLAN_A_62, PLAN_A_63}


def test_le_bonus_veut_une_feuille_au_dessus_de_63_ou_vingt_parties_qui_visent_64():
    # Tour 33, java_enum : un bonus donné à 63 tout juste (« == 63 ») est juste aux feuilles à 63 ; deux
    # feuilles à 63 le laissaient passer une correction sur deux.
    with pytest.raises(ManqueDePreuves) as manque:
        jugements.bonus_au_dessus_du_seuil([partie_du_plan(NOMBRE, 13, (62, 63))])
    assert manque.value.plans == (PLAN_A_64,)
    assert "1 feuille(s) lue(s) au-dessus de 63" in jugements.bonus_au_dessus_du_seuil(
        [partie_du_plan(NOMBRE, 13, (63, 64))])
    visees = [partie_du_plan(PLAN_A_64, 13) for _ in range(jugements.PARTIES_AU_DESSUS_DU_SEUIL)]
    assert f"en {jugements.PARTIES_AU_DESSUS_DU_SEUIL} parties qui visaient 64" in (
        jugements.bonus_au_dessus_du_seuil(visees))
    with pytest.raises(ManqueDePreuves):
        jugements.bonus_au_dessus_du_seuil(visees[1:])


def test_une_borne_jamais_vue_en_douze_parties_qui_la_visaient_jusqu_au_bout_se_dit_sans_manque():
    visees = [partie_du_plan(PLAN_A_63, 13) for _ in range(jugements.PARTIES_PAR_BORNE)]
    vues = jugements.bornes_du_bonus([partie_du_plan(NOMBRE, 13, (62,)), *visees])
    assert f"en {jugements.PARTIES_PAR_BORNE} parties qui les visaient" in vues
    # Une partie arrêtée avant le dernier tour n'a pas visé jusqu'au bout : elle ne compte pas.
    arretees = [*visees[1:], partie_du_plan(PLAN_A_63, 7)]
    with pytest.raises(ManqueDePreuves) as manque:
        jugements.bornes_du_bonus([partie_du_plan(NOMBRE, 13, (62,)), *arretees])
    assert manque.value.plans == (PLAN_A_63,)
    # Une partie que le programme finit plus tôt, sur « rejouer ? » (douze tours : tour 26, j1), compte.
    finie_tot = partie_du_plan(PLAN_A_63, 12)
    finie_tot.pas.append(Pas(ecran="Voulez-vous rejouer (o/n) ? ", tour=12, question=REJOUER, reponse="o"))
    assert "en 12 parties" in jugements.bornes_du_bonus([partie_du_plan(NOMBRE, 13, (62,)), *visees[1:],
                                                         finie_tot])


def test_le_bonus_a_court_de_feuilles_a_63_vise_aussi_les_bornes_encore_a_voir():
    # Un programme qui ne montre sa feuille qu'à la fin en donne une par partie : chercher d'abord deux
    # feuilles à 63, puis chaque borne, épuisait parfois le budget (« à vérifier » deux fois sur vingt-deux).
    with pytest.raises(ManqueDePreuves) as manque:
        jugements.bonus_du_haut([partie_du_plan(NOMBRE, 13, (60,))])
    assert manque.value.plans == (HAUT, PLAN_A_62, PLAN_A_63)
    with pytest.raises(ManqueDePreuves) as manque:
        jugements.bonus_du_haut([partie_du_plan(NOMBRE, 13, (61, 62))])
    assert manque.value.plans == (HAUT, PLAN_A_63)


def test_le_bonus_ne_se_vise_pas_sans_6_et_reste_a_verifier_a_chaque_correction():
    # Des dés de 1 à 5 : 63 en haut ne vient qu'au hasard ; le bonus, « à vérifier » sans ses deux feuilles,
    # était « réussi » une correction sur vingt où elles tombaient. Il ne demande plus de parties.
    sans_six = journal_de_lancers([[1, 2, 3, 4, 5]] * (jugements.DES_POUR_UNE_FACE_ABSENTE // 5))
    with pytest.raises(Incompris) as raison:
        jugements.bonus_du_haut([sans_six])
    assert "aucun dé n'a montré 6" in str(raison.value) and "affaire de hasard" in str(raison.value)
    # Trop peu de dés pour dire une face absente : le bonus attend ses feuilles.
    with pytest.raises(ManqueDePreuves):
        jugements.bonus_du_haut([journal_de_lancers([[1, 2, 3, 4, 5]] * 10)])


def choix_puis_feuille(des, case, feuille):
    """Retourne un journal d'un tour : ``des``, la case ``case`` choisie, puis ``feuille`` montrée."""
    return Journal("à la main", [Pas(ecran="case ?\n", dessins=[des], des=des, tour=12, lancer=3,
                                     question=CASE, reponse=str(case), case=case),
                                 Pas(ecran="feuille\n", feuille=feuille, tour=13)])


def test_le_bonus_veut_une_feuille_d_un_choix_fait_le_haut_deja_a_63():
    # Un bonus ajouté de nouveau à chaque choix (25, 50…) est juste à la feuille du choix qui atteint 63 : la
    # CI l'a vu « réussi » une fois, deux parties n'ayant montré que celle-là.
    atteint = {**feuille_au_haut(67), jugements.BONUS_DU_HAUT: 25}
    with pytest.raises(ManqueDePreuves) as manque:
        jugements.bonus_apres_un_autre_choix([choix_puis_feuille([6] * 5, 6, atteint)])
    assert manque.value.plans == (HAUT,)
    # Une case du bas choisie, le haut déjà à 67 : la feuille qui suit montrerait un bonus ajouté encore.
    vue = jugements.bonus_apres_un_autre_choix([choix_puis_feuille([1, 1, 1, 2, 3], BRELAN, atteint)])
    assert vue.startswith("1 feuille(s) lue(s) après un choix")
    # Une face choisie qui n'a pas fait passer le haut à 63 compte aussi ; une qui l'y a fait passer, non.
    jugements.bonus_apres_un_autre_choix([choix_puis_feuille([1, 1, 2, 3, 4], 1, {**atteint, 1: 2})])
    with pytest.raises(ManqueDePreuves):
        jugements.bonus_apres_un_autre_choix([choix_puis_feuille([5, 5, 5, 5, 1], 5, atteint)])
    # Douze parties du plan du haut menées au dernier tour sans une telle feuille : on conclut.
    visees = [partie_du_plan(HAUT, 13) for _ in range(jugements.PARTIES_PAR_BORNE)]
    assert "en 12 parties" in jugements.bonus_apres_un_autre_choix(visees)


def choix_d_une_face(des, face, inscrits, tours=2):
    """Retourne un journal de ``tours`` tours : à chacun ``des``, la case ``face`` choisie, puis la feuille
    qui lui donne ``inscrits`` points."""
    pas = []
    for tour in range(1, tours + 1):
        pas += [Pas(ecran="case ?\n", dessins=[des], des=des, tour=tour, lancer=3, question=CASE,
                    reponse=str(face), case=face),
                Pas(ecran="feuille\n", feuille={face: inscrits}, tour=tour + 1)]
    return Journal("à la main", pas)


def test_le_bonus_ne_se_vise_pas_quand_une_face_est_inscrite_a_d_autres_points_que_ceux_des_regles():
    # Inédit 21, p4 : les faces comptées sur les seuls dés gardés ; le haut n'arrive à 63 qu'au hasard, et le
    # bonus passait de « réussi » à « à vérifier » d'une correction à l'autre.
    with pytest.raises(Incompris) as raison:
        jugements.exiger_des_faces_justes([choix_d_une_face([3, 3, 1, 2, 5], 3, 3)], "vu")
    assert "la case des 3 a reçu 3 points" in str(raison.value) and "au lieu de 6" in str(raison.value)
    # Inscrite à ses points, même jamais proposée dans la grille : le bonus se vise.
    jugements.exiger_des_faces_justes([choix_d_une_face([3, 3, 1, 2, 5], 3, 6)], "vu")
    # Un seul tour ainsi (une feuille mal lue ?) ne suffit pas : le verdict ne doit pas en dépendre.
    jugements.exiger_des_faces_justes([choix_d_une_face([3, 3, 1, 2, 5], 3, 3, tours=1)], "vu")


# Une feuille d'une autre forme que celle du cours : elle se reconnaît, elle ne se lit pas.
FEUILLE_ILLISIBLE = "\n".join(f"|[{numero}] {nom:<14}|    . |" for numero, nom in (
    (10, "Brelan"), (11, "Carre"), (12, "Main pleine"), (13, "Petite suite"), (14, "Grosse suite"),
    (15, "Surplus"), (16, "Yum"))) + "\n|TOTAL              |    0 |\n"


def test_des_feuilles_d_une_autre_forme_ne_demandent_pas_d_autres_parties():
    # Inédit 16, j2 : « 0 feuille lue » demandait d'autres parties jusqu'au budget entier, et un comportement
    # qui manquait d'autres preuves restait « à vérifier » au hasard.
    illisible = Journal("à la main", [Pas(ecran=FEUILLE_ILLISIBLE, tour=1)])
    with pytest.raises(Incompris) as raison:
        jugements.feuille_apres_chaque_choix([illisible])
    assert not isinstance(raison.value, ManqueDePreuves)
    assert "d'une autre forme" in str(raison.value)
    # Sans feuille du tout, d'autres parties peuvent en montrer : le manque demande d'autres parties.
    with pytest.raises(ManqueDePreuves):
        jugements.feuille_apres_chaque_choix([Journal("à la main", [Pas(ecran="rien\n", tour=1)])])


def test_un_yum_le_yum_rempli_se_vise_avant_de_dire_qu_une_case_remplie_n_est_plus_proposee():
    # Inédit 12, j6 : le Yum offert encore, déjà rempli ; deux Yums dans une partie viennent une fois sur dix.
    with pytest.raises(ManqueDePreuves) as manque:
        jugements.yum_le_yum_rempli([partie_du_plan(NOMBRE, 13)])
    assert manque.value.plans == (YUM_REMPLI,)
    yum = un_tour([[4] * 5], [grille([4] * 5, {YUM})])
    for pas in yum:
        pas.remplies = frozenset({YUM})
    assert "un Yum vu le Yum rempli" in jugements.yum_le_yum_rempli([Journal("à la main", yum)])
    visees = [partie_du_plan(YUM_REMPLI, 13) for _ in range(jugements.PARTIES_POUR_UN_YUM_REMPLI)]
    assert f"en {jugements.PARTIES_POUR_UN_YUM_REMPLI} parties qui le visaient" in (
        jugements.yum_le_yum_rempli(visees))


def surplus_refuse_puis(reponse_acceptee, coups=None, des=(1, 2, 2, 3, 4)):
    """Retourne le journal d'un tour où la case Surplus, tapée, est refusée (la question de la case reposée),
    puis ``reponse_acceptee`` tapée et suivie du tour 2 ; ``coups`` : la grille du programme (les règles)."""
    des = list(des)
    pas = un_tour([des], [coups if coups is not None else grille(des)])
    pas.append(Pas(ecran="Case invalide.\ncase ?\n", des=des, tour=1, lancer=1, question=CASE,
                   reponse=reponse_acceptee))
    pas.append(Pas(ecran="lancer 1\n", dessins=[[6] * 5], des=[6] * 5, tour=2, lancer=1))
    return Journal("à la main", pas)


def test_une_case_libre_proposee_refusee_puis_une_autre_acceptee_est_la_faute_de_la_case_libre():
    # Tour 46, py_english : le Surplus refusé sous 15 points, que la grille propose pourtant (« 15) Chance:
    # 12 »). La sonde de la case à 0 ne le voit pas ; les parties entières, si.
    with pytest.raises(Faute) as faute:
        jugements.cases_proposees_refusees([surplus_refuse_puis("2"), surplus_refuse_puis("3")])
    assert "la case libre Surplus (15), que la grille du programme propose à 12 points, a été refusée" in (
        faute.value.obtenu)
    assert "la case les 2 (2) acceptée (refusée ainsi 2 fois)" in faute.value.obtenu
    assert "Case invalide." in faute.value.extrait
    # Un seul tour ainsi : peut-être une question mal placée une fois ; ce n'est pas une faute.
    assert "aucune case libre proposée" in jugements.cases_proposees_refusees([surplus_refuse_puis("2")])


def surplus_suivi_d_un_tour_sans_lancer(tour_montre=None, feuille=None):
    """Retourne les pas de ``surplus_refuse_puis("2")`` où l'écran d'après le Surplus, sans dessin, montre
    ``tour_montre`` (le Surplus tapé sous « tour 1 ») ou ``feuille`` : un tour suivant qui commence à la
    question de la case (tour 52, java_garde), non un refus."""
    pas = surplus_refuse_puis("2").pas
    pas[-3].tour_montre = 1 if tour_montre is not None else None
    pas[-2].tour_montre, pas[-2].feuille = tour_montre, feuille
    return pas


@pytest.mark.parametrize("journal", [
    # Aucune autre case acceptée au même tour : la question était peut-être une autre.
    surplus_refuse_puis("2").pas[:-1],
    # La grille du programme ne proposait pas le Surplus : le refus se juge ailleurs (une case à 0, une grille
    # fausse), jamais ici.
    surplus_refuse_puis("2", coups={2: 4}).pas,
    # Le programme écrit le tour suivant, ou une feuille où le Surplus est rempli : la case a été acceptée.
    surplus_suivi_d_un_tour_sans_lancer(tour_montre=2),
    surplus_suivi_d_un_tour_sans_lancer(feuille={SURPLUS: 12}),
], ids=["sans-case-acceptee-ensuite", "surplus-pas-propose", "tour-suivant-ecrit", "surplus-rempli"])
def test_un_refus_sans_preuve_que_la_case_etait_libre_et_proposee_n_est_pas_une_faute(journal):
    # Deux tours ainsi : seule la condition de chaque cas empêche la faute.
    journaux = [Journal("à la main", journal), Journal("à la main", list(journal))]
    assert "aucune case libre proposée" in jugements.cases_proposees_refusees(journaux)


def test_le_complement_d_une_sonde_reussie_la_fait_echouer_et_ne_touche_pas_un_autre_verdict():
    sonde = "test_une_case_libre_qui_vaut_0_est_acceptee"
    assert COMPLEMENTS[sonde] is jugements.cases_proposees_refusees
    reussi = Verdict(test=sonde, titre="t", section="§3", verdict=REUSSI, obtenu="la case à 0 acceptée")
    journaux = [surplus_refuse_puis("2"), surplus_refuse_puis("2")]
    complete = correcteur.completer(reussi, journaux)
    assert complete.verdict == ECHOUE and "Surplus (15)" in complete.obtenu and complete.extrait
    echoue = dataclasses.replace(reussi, verdict=ECHOUE, obtenu="la case à 0 refusée")
    assert correcteur.completer(echoue, journaux) == echoue
    non_propose = [surplus_refuse_puis("2", coups={2: 4}), surplus_refuse_puis("2", coups={2: 4})]
    assert correcteur.completer(reussi, non_propose) == reussi


def doublon_puis_12345(doublon="113", apres_12345="Invalide.\nDes ? ", dessins=()):
    """Retourne le journal d'une sonde : au premier lancer, ``doublon`` refusé (la question des dés reposée),
    puis « 12345 », suivi de l'écran ``apres_12345`` et de ses ``dessins`` (aucun par défaut)."""
    des = [1, 2, 3, 4, 5]
    return Journal("sonde", [
        Pas(ecran="Des ? ", dessins=[des], des=des, tour=1, lancer=1, question=DES, reponse=doublon),
        Pas(ecran="Invalide.\nDes ? ", des=des, tour=1, lancer=1, question=DES, reponse="12345"),
        Pas(ecran=apres_12345, dessins=list(dessins), des=des, tour=1, lancer=1)])


def test_12345_refuse_apres_une_reponse_invalide_refusee_est_une_faute_a_deux_tours():
    # Tour 51, java_buffered : les chiffres d'une réponse refusée restent « déjà vus », et « 12345 » est
    # ensuite refusé comme doublon ; la sonde ne voit rien avancer et dit « à vérifier ».
    lance = Journal("à la main", un_tour([[4, 4, 4, 4, 2], [4, 4, 4, 1, 3]]))
    with pytest.raises(Faute) as faute:
        jugements.reponse_valide_refusee_apres_un_refus([lance, doublon_puis_12345("10"),
                                                         doublon_puis_12345()])
    assert "après « 113 », refusée" in faute.value.obtenu and "2 tours ainsi" in faute.value.obtenu
    assert "« 12345 » perdu après un refus" in faute.value.extrait and "refusé aussi" in faute.value.obtenu
    # Un seul tour ainsi : peut-être une question mal placée une fois ; ce n'est pas une faute.
    assert "aucune" in jugements.reponse_valide_refusee_apres_un_refus([lance, doublon_puis_12345()])
    # « 12345 » ne lance les dés nulle part : l'affaire de « seuls les dés nommés sont relancés ».
    assert "aucune" in jugements.reponse_valide_refusee_apres_un_refus([doublon_puis_12345()] * 2)


def test_12345_pris_pour_0_apres_une_reponse_invalide_refusee_est_la_meme_faute():
    # Tour 52, py_refus_des : la question des dés reposée après le refus, mais « 12345 » y mène à la case
    # (la réponse relue par un appel sans « return »), et la case est acceptée.
    def pris_pour_zero(doublon="113"):
        journal = doublon_puis_12345(doublon, apres_12345="Case ? ")
        journal.pas[-1].question, journal.pas[-1].reponse = CASE, str(SURPLUS)
        journal.pas.append(Pas(ecran="Tour 2\nDes ? ", dessins=[[2, 2, 3, 4, 6]], des=[2, 2, 3, 4, 6],
                               tour=2))
        return journal

    lance = Journal("à la main", un_tour([[4, 4, 4, 4, 2], [4, 4, 4, 1, 3]]))
    with pytest.raises(Faute) as faute:
        jugements.reponse_valide_refusee_apres_un_refus([lance, pris_pour_zero("10"), pris_pour_zero()])
    assert "« 12345 » a été pris pour « 0 »" in faute.value.obtenu
    # La case refusée ensuite (la question reposée) : rien ne dit que « 12345 » y a mené.
    refusee = pris_pour_zero()
    refusee.pas[-1] = Pas(ecran="Case ? ", tour=1, lancer=1)
    assert "aucune" in jugements.reponse_valide_refusee_apres_un_refus([lance, refusee, refusee])


@pytest.mark.parametrize("journal", [
    # « 12345 » a lancé les dés : la réponse refusée n'a pas laissé de trace.
    doublon_puis_12345(apres_12345="Lancer 2\nDes ? ", dessins=[[6, 6, 1, 2, 3]]),
    # La question posée après « 12345 » est une autre : la case, peut-être.
    doublon_puis_12345(apres_12345="Case ? "),
    # Une réponse valide refusée avant « 12345 » : pas une réponse invalide qui laisse sa trace.
    doublon_puis_12345("13"),
], ids=["12345-lance", "autre-question", "refus-d-une-reponse-valide"])
def test_12345_apres_un_refus_n_est_une_faute_que_refuse_apres_une_reponse_invalide(journal):
    lance = Journal("à la main", un_tour([[4, 4, 4, 4, 2], [4, 4, 4, 1, 3]]))
    assert "aucune" in jugements.reponse_valide_refusee_apres_un_refus([lance, journal, journal])


def test_le_complement_d_une_sonde_a_verifier_peut_la_faire_echouer():
    sonde = "test_la_reponse_113_aux_des_est_refusee"
    assert COMPLEMENTS[sonde] is jugements.reponse_valide_refusee_apres_un_refus
    a_verifier = Verdict(test=sonde, titre="t", section="§3", verdict=A_VERIFIER, obtenu="rien n'avance")
    lance = Journal("à la main", un_tour([[4, 4, 4, 4, 2], [4, 4, 4, 1, 3]]))
    complete = correcteur.completer(a_verifier, [lance, doublon_puis_12345("10"), doublon_puis_12345()])
    assert complete.verdict == ECHOUE and "laisse sa trace" in complete.obtenu
    echoue = dataclasses.replace(a_verifier, verdict=ECHOUE)
    assert correcteur.completer(echoue, [lance, doublon_puis_12345("10"), doublon_puis_12345()]) == echoue


def partie_rejouee(yum_de_la_deuxieme):
    """Retourne le journal de deux parties du plan du nombre dans un processus : la première finie, le Yum
    rempli ; la deuxième, après « o », voit ``yum_de_la_deuxieme`` (des dés) au tour 1, le Yum libre, et va
    jusqu'au dernier tour."""
    premiere = [Pas(ecran="fin\n", tour=NB_TOURS, remplies=frozenset({YUM})),
                Pas(ecran="Rejouer ?\n", tour=NB_TOURS, remplies=frozenset({YUM}), question=REJOUER,
                    reponse="o")]
    deuxieme = un_tour([yum_de_la_deuxieme]) + [Pas(ecran="fin\n", tour=NB_TOURS)]
    return Journal("à la main", premiere + deuxieme, debuts=[0, len(premiere)], plans=[NOMBRE, NOMBRE])


def test_le_yum_se_cherche_aussi_dans_une_partie_rejouee_apres_une_partie_ou_il_fut_rempli():
    # Tour 38, j_yumsession : le Yum pris, retenu dans un booléen jamais remis à faux, n'est plus proposé
    # dans les parties d'après ; le Yum d'une première partie suffisait, la faute passait une fois sur vingt.
    premiere_seule = Journal("à la main", un_tour([[4] * 5]), plans=[NOMBRE])
    # Une partie rejouée sans cinq pareils : le plan du nombre les vise dans d'autres.
    with pytest.raises(ManqueDePreuves) as manque:
        jugements.yum_d_une_partie_rejouee([partie_rejouee([1, 2, 3, 4, 6])])
    assert manque.value.plans == (NOMBRE,)
    assert "proposé aussi dans une partie rejouée" in jugements.yum_d_une_partie_rejouee(
        [partie_rejouee([4] * 5)])
    # Cinq pareils dans la première partie d'un processus, même après un autre processus : non.
    with pytest.raises(ManqueDePreuves):
        jugements.yum_d_une_partie_rejouee([partie_rejouee([1, 2, 3, 4, 6]), premiere_seule])
    visees = [partie_rejouee([1, 2, 3, 4, 6]) for _ in range(jugements.PARTIES_REJOUEES_POUR_UN_YUM - 1)]
    with pytest.raises(ManqueDePreuves):
        jugements.yum_d_une_partie_rejouee(visees)
    visees.append(partie_rejouee([1, 2, 3, 4, 6]))
    assert f"dans {jugements.PARTIES_REJOUEES_POUR_UN_YUM} parties rejouées" in (
        jugements.yum_d_une_partie_rejouee(visees))


def test_le_yum_d_une_partie_rejouee_ne_se_cherche_pas_quand_o_ne_recommence_pas_une_partie_neuve():
    # « o » suivi d'aucun lancer : la faute de « o recommence une partie », nommée là ; le budget ne
    # s'épuise pas à chercher ce qui ne viendra pas (la variante « o_garde_le_bas_de_la_feuille » jouait ses
    # 56 parties, et le Yum restait « à vérifier »).
    pas = un_tour([[1, 2, 3, 4, 6]])
    pas[-1].notes = []
    pas += [Pas(ecran="Rejouer ?\n", tour=NB_TOURS, reponse="o", question=REJOUER),
            Pas(ecran="Au revoir\n", tour=NB_TOURS, fini=True)]
    phrase = jugements.yum_d_une_partie_rejouee([Journal("à la main", pas, plans=[NOMBRE])])
    assert "n'a pas été cherché : aucun lancer après « o »" in phrase


@pytest.mark.parametrize("case", [CASE_MAIN_PLEINE, BRELAN, CARRE])
def test_cinq_pareils_le_yum_rempli_se_visent_avant_de_dire_juste_la_case_qu_ils_mettent_a_l_epreuve(case):
    # Inédit 22, p1 : la main pleine offerte pour cinq pareils une fois le Yum rempli ; nommée sept
    # corrections sur dix, au hasard d'un deuxième Yum tombé la main pleine libre. Tour 31, j2 : le brelan
    # oublié pour eux, nommé une correction sur cinq ; le carré offert pour eux se trompe de même.
    with pytest.raises(ManqueDePreuves) as manque:
        jugements.cinq_pareils_le_yum_rempli([partie_du_plan(NOMBRE, 13)], case)
    assert manque.value.plans == (YUM_REMPLI,)
    # La case déjà remplie : ces cinq pareils ne disent pas si elle serait proposée.
    for remplies, vu in (({YUM, case}, False), ({YUM}, True)):
        yum = un_tour([[4] * 5], [grille([4] * 5, remplies)])
        for pas in yum:
            pas.remplies = frozenset(remplies)
        if vu:
            assert "cinq dés pareils vus le Yum rempli" in jugements.cinq_pareils_le_yum_rempli(
                [Journal("à la main", yum)], case)
        else:
            with pytest.raises(ManqueDePreuves):
                jugements.cinq_pareils_le_yum_rempli([Journal("à la main", yum)], case)
    visees = [partie_du_plan(YUM_REMPLI, 13) for _ in range(jugements.PARTIES_POUR_UN_YUM_REMPLI - 1)]
    with pytest.raises(ManqueDePreuves):
        jugements.cinq_pareils_le_yum_rempli(visees, case)
    visees.append(partie_du_plan(YUM_REMPLI, 13))
    assert f"en {jugements.PARTIES_POUR_UN_YUM_REMPLI} parties qui les visaient" in (
        jugements.cinq_pareils_le_yum_rempli(visees, case))
    # Une grille périmée ne les montrerait qu'au premier lancer : « à vérifier », sans viser.
    premier, deuxieme = [1, 2, 3, 4, 6], [5, 5, 5, 5, 2]
    perimee = Journal("à la main", un_tour([premier, deuxieme], [grille(premier), grille(premier)])
                      + un_tour([premier, deuxieme], [grille(premier), grille(premier)], tour=2))
    with pytest.raises(Incompris) as raison:
        jugements.cinq_pareils_le_yum_rempli([perimee], case)
    assert "lancer précédent" in str(raison.value)


def partie_qui_a_vu(*paires):
    """Retourne une partie (sans programme lancé) qui a vu ces (numéro écrit, case du bas)."""
    partie = Partie.__new__(Partie)
    partie.numeros_montres, partie.de_1_a_13 = set(paires), None
    return partie


def test_la_numerotation_de_1_a_13_se_decide_aux_premiers_numeros_montres_et_ne_change_plus():
    # « 7 - Brelan » : de 1 à 13 ; le Surplus se tape alors « 12 ».
    de_1_a_13 = partie_qui_a_vu((7, BRELAN))
    assert de_1_a_13.numerote_de_1_a_13() and de_1_a_13.numero_a_taper(SURPLUS) == "12"
    # Un autre numéro vu plus tard ne change plus ce qui a été tapé : la décision tient.
    de_1_a_13.numeros_montres.add((1, BRELAN))
    assert de_1_a_13.numerote_de_1_a_13()
    # « 10 = Brelan » : les numéros de l'énoncé ; une paire contraire aux premiers numéros aussi.
    assert not partie_qui_a_vu((10, BRELAN)).numerote_de_1_a_13()
    assert not partie_qui_a_vu((7, BRELAN), (15, SURPLUS)).numerote_de_1_a_13()
    assert partie_qui_a_vu((10, BRELAN)).numero_a_taper(SURPLUS) == "15"
    # Rien de montré : rien de décidé, les numéros de l'énoncé.
    rien = partie_qui_a_vu()
    assert not rien.numerote_de_1_a_13() and rien.de_1_a_13 is None


def test_une_grille_qui_ne_differe_de_l_ancienne_qu_au_surplus_n_est_pas_perimee_meme_a_deux_tours():
    # Seul le Surplus libre (toutes les autres cases remplies) : un Surplus faux, la somme des trois plus
    # hauts dés, égale à deux tours la somme du lancer d'avant (inédit j4, tour 12 d'essais). Une seule
    # règle fausse ne peut imiter une grille périmée que là où l'ancienne et la nouvelle ne diffèrent qu'à
    # sa case : il faut qu'elles diffèrent à deux cases libres au moins.
    remplies = [case for case in CASES_DE_JEU if case != SURPLUS]
    premier, deuxieme = [1, 1, 1, 2, 4], [1, 1, 1, 3, 5]
    faux = {SURPLUS: sum(sorted(deuxieme)[2:])}
    assert faux == grille(premier, remplies) != grille(deuxieme, remplies)
    tours = []
    for tour in (1, 2):
        pas = un_tour([premier, deuxieme], [grille(premier, remplies), faux], tour=tour)
        for un_pas in pas:
            un_pas.remplies = frozenset(remplies)
        tours += pas
    journal = Journal("à la main", tours)
    assert jugements.est_perimee(journal, 1) is None
    assert jugements.grilles_perimees([journal]) == []


def parties_de_113(monkeypatch, issues):
    """Remplace la partie de la sonde « 113 » par ``issues`` (une exception par partie jouée, dans
    l'ordre) ; retourne la liste des réponses tapées à chaque partie."""
    tapees = []

    def partie(seance, reponses, faute_de_type):
        tapees.append(reponses)
        raise issues[len(tapees) - 1]
    monkeypatch.setattr(comportements, "reponse_invalide_dans_une_partie", partie)
    return tapees


def test_les_memes_des_redessines_apres_113_se_rejouent_dans_une_partie_neuve(monkeypatch):
    # « 113 » accepté, les dés 1 et 3 retombés sur leurs faces (une fois sur 36) : l'écran d'un refus qui
    # compte pour un lancer. La partie suivante relance d'autres faces : la faute se voit (vu en CI).
    acceptee = Faute("« 113 » est refusée", "« 113 » a été acceptée")
    tapees = parties_de_113(monkeypatch, [comportements.RedessinDouteux("douteux"), acceptee])
    with pytest.raises(Faute) as faute:
        comportements.doublon_aux_des(None)
    assert faute.value is acceptee and tapees == [("113", "121"), ("113", "121")]


def test_un_redessin_douteux_a_chaque_partie_reste_a_verifier_apres_trois_parties(monkeypatch):
    tapees = parties_de_113(monkeypatch, [comportements.RedessinDouteux("douteux")] * 4)
    with pytest.raises(Incompris):
        comportements.doublon_aux_des(None)
    assert len(tapees) == comportements.PARTIES_POUR_UN_REDESSIN_DOUTEUX == 3


def test_une_preuve_lue_sur_un_journal_a_demi_ecrit_est_rejugee_sur_le_journal_entier():
    # En cours de jeu, un comportement est rejugé sur les journaux tels qu'ils sont, l'un peut-être au milieu
    # d'un écran de l'autre processus ; une preuve lue là le retirait des manques pour de bon, et le jeu
    # s'arrêtait : la CI a vu une fois sur quelques centaines le bonus « à vérifier », « aucune feuille lue à
    # 62 ni à 63 points tout juste ». Rejugé sur le journal entier, il demande d'autres parties.
    vu = iter([True, False])

    def verification(journaux):
        if not next(vu):
            raise ManqueDePreuves("aucune feuille lue à 62 points tout juste en haut")
        return "une feuille à 62 points tout juste en haut vue"

    bonus = SimpleNamespace(identifiant="test_le_bonus_de_25_des_63_points_en_haut",
                            verification=verification)
    plan = Plan([bonus], time.monotonic() + 60)
    plan.parties = plan.parties_finies = 3
    assert plan.revoir_les_manques() == [] and plan.assez()
    assert plan.rouvrir_les_manques() and not plan.assez()


def test_le_bilan_du_plan_dit_combien_de_parties_et_pourquoi_le_jeu_s_est_arrete():
    # Sous un « à vérifier » faute de preuves : combien de parties les ont cherchées, et ce qui a arrêté.
    plan = Plan([], time.monotonic() + 60)
    plan.parties = 12
    assert plan.bilan() == "12 parties entières jouées"
    plan.parties = plan.parties_au_plus
    assert plan.bilan().endswith(f": le budget de {plan.parties_au_plus} parties atteint")
    plan.parties, plan.echeance = 12, time.monotonic() - 1
    assert plan.bilan().endswith(": le temps des parties épuisé")


def test_une_grille_juste_a_chaque_lancer_n_est_pas_perimee():
    journal = Journal("à la main", un_tour([[1, 2, 3, 4, 6], [5, 5, 5, 5, 2]]))
    assert jugements.est_perimee(journal, 1) is None


def test_deux_facons_d_enfreindre_la_petite_suite_sont_nommees_chacune_avec_son_exemple():
    avec_une_paire, sans_suite = [1, 2, 3, 4, 4], [1, 2, 3, 5, 6]
    fausse_paire = {case: points for case, points in grille(avec_une_paire).items() if case != PETITE_SUITE}
    fausse_sans_suite = {**grille(sans_suite), PETITE_SUITE: 15}
    journal = Journal("à la main", un_tour([avec_une_paire], [fausse_paire], tour=1)
                      + un_tour([sans_suite], [fausse_sans_suite], tour=2))
    with pytest.raises(Faute) as faute:
        jugements.points_des_suites([journal])
    assert "(1) " in faute.value.obtenu and "(2) " in faute.value.obtenu
    assert "1 2 3 4 4" in faute.value.obtenu and "1 2 3 5 6" in faute.value.obtenu
    assert faute.value.extrait.count("---") >= 4


def test_une_grosse_suite_ne_montre_sa_forme_la_petite_remplie_que_la_petite_remplie():
    assert jugements.GROSSE_LA_PETITE_REMPLIE in jugements.formes([2, 3, 4, 5, 6], {PETITE_SUITE})
    assert jugements.GROSSE_LA_PETITE_REMPLIE not in jugements.formes([2, 3, 4, 5, 6], {GROSSE_SUITE})
    # Une petite suite seule, la petite remplie, ne dit rien de la grosse.
    assert jugements.GROSSE_LA_PETITE_REMPLIE not in jugements.formes([1, 2, 3, 4, 6], {PETITE_SUITE})
    # Et l'inverse (inédit 21, j2) : une petite suite, seule ou dans une grosse, la grosse remplie.
    assert jugements.PETITE_LA_GROSSE_REMPLIE in jugements.formes([1, 2, 3, 4, 6], {GROSSE_SUITE})
    assert jugements.PETITE_LA_GROSSE_REMPLIE in jugements.formes([1, 2, 3, 4, 5], {GROSSE_SUITE})
    assert jugements.PETITE_LA_GROSSE_REMPLIE not in jugements.formes([1, 2, 3, 5, 6], {GROSSE_SUITE})


def test_une_grosse_suite_oubliee_la_petite_remplie_le_dit_dans_son_exemple():
    # Inédit 18, p3 : la grosse suite cherchée dans le « si » de la petite libre ; l'élève doit savoir que
    # la petite était remplie, sans quoi il relit une règle de la grosse suite juste.
    grosse = [1, 2, 3, 4, 5]
    pas = un_tour([grosse], [{case: points for case, points in grille(grosse, {PETITE_SUITE}).items()
                              if case != GROSSE_SUITE}])
    for un in pas:
        un.remplies = frozenset({PETITE_SUITE})
    with pytest.raises(Faute) as faute:
        jugements.points_des_suites([Journal("à la main", pas)])
    assert "la case Grosse suite (14) vaut 20, Petite suite (13) déjà remplie" in faute.value.attendu


def test_une_regle_juste_sans_assez_de_tours_payants_manque_de_preuves():
    journal = Journal("à la main", un_tour([[1, 2, 3, 4, 6]]))
    assert grille_attendue([1, 2, 3, 4, 6])[GROSSE_SUITE] == 0
    with pytest.raises(ManqueDePreuves):
        jugements.points_des_suites([journal])


def grilles_sans_le_surplus(contexte_de_l_oubli):
    """Retourne un journal de deux tours : une grille juste (Surplus compris) sous « Vous pouvez
    inscrire : », puis une grille qui oublie le Surplus libre, dans un écran de ``contexte_de_l_oubli``."""
    avec, sans = [1, 1, 2, 4, 6], [3, 3, 3, 5, 6]
    pas = un_tour([avec], tour=1) + un_tour([sans], [{**grille(sans)}], tour=2)
    del pas[2].coups[SURPLUS]
    pas[0].contexte = frozenset({"Vous pouvez inscrire :"})
    pas[2].contexte = frozenset({contexte_de_l_oubli})
    return Journal("à la main", pas)


def test_une_grille_qui_oublie_le_surplus_se_lit_dans_la_forme_d_ecran_des_grilles_du_programme():
    journal = grilles_sans_le_surplus("Vous pouvez inscrire :")
    assert jugements.grille_lue(journal, journal.pas[2]) == journal.pas[2].coups
    with pytest.raises(Faute) as faute:
        jugements.points_du_surplus([journal])
    assert "3 3 3 5 6" in faute.value.attendu and "ne la propose pas" in faute.value.obtenu


def test_une_table_sans_le_surplus_dans_un_autre_ecran_n_est_pas_lue_comme_la_grille():
    # Une légende, la liste des cases : sans le Surplus libre ni la forme d'écran d'une grille, rien à juger.
    journal = grilles_sans_le_surplus("Les cases :")
    assert jugements.grille_lue(journal, journal.pas[2]) is None
    with pytest.raises(ManqueDePreuves):
        jugements.points_du_surplus([journal])


def test_une_grille_sans_jamais_le_surplus_se_lit_dans_la_forme_de_celles_d_apres_le_surplus_rempli():
    # Tour 75, py_ansi : le Surplus n'est jamais listé ; seules les grilles d'après le Surplus rempli se
    # lisaient, et son oubli n'était jamais nommé.
    journal = grilles_sans_le_surplus("Cases possibles :")
    journal.pas[0].coups = {case: points for case, points in journal.pas[0].coups.items() if case != SURPLUS}
    journal.pas[0].contexte = journal.pas[2].contexte
    journal.pas[0].remplies = frozenset({SURPLUS})
    assert jugements.grille_lue(journal, journal.pas[2]) == journal.pas[2].coups
    with pytest.raises(Faute):
        jugements.points_du_surplus([journal])


def tours_sans_feuille_entre_eux(feuille_au_debut):
    """Retourne un journal de quatre tours, chacun un lancer puis sa case, sans feuille entre eux (deux
    tours joués jusqu'à leur case sans feuille après un choix) ; celle d'avant le premier lancer si
    ``feuille_au_debut``."""
    mains = ([1, 1, 2, 4, 6], [3, 3, 3, 5, 6], [2, 2, 4, 4, 5], [1, 2, 3, 4, 6])
    pas = [un_pas for tour, des in enumerate(mains, start=1) for un_pas in un_tour([des], tour=tour)]
    if feuille_au_debut:
        pas[0].feuille = dict.fromkeys(CASES_DE_JEU)
    return Journal("à la main", pas)


def test_un_tour_joue_sans_feuille_entre_deux_choix_est_nomme_sous_la_feuille_qui_suit_chaque_choix():
    with pytest.raises(Faute) as faute:
        jugements.feuille_apres_chaque_choix([tours_sans_feuille_entre_eux(feuille_au_debut=True)])
    assert "le tour suivant se joue jusqu'à la question de sa case sans que la feuille" in faute.value.obtenu
    assert "tour 1" in faute.value.obtenu and ">>> le correcteur tape « 15 »" in faute.value.extrait


def test_un_seul_tour_sans_feuille_ne_suffit_pas_a_dire_la_feuille_absente():
    # Une feuille (d'une forme qui ne se lit pas) au troisième tour : un seul tour reste sans feuille.
    journal = tours_sans_feuille_entre_eux(feuille_au_debut=True)
    journal.pas[4].ecran = "GRILLE DE POINTAGE\n" + journal.pas[4].ecran
    with pytest.raises(ManqueDePreuves):
        jugements.feuille_apres_chaque_choix([journal])


def test_un_programme_sans_aucune_feuille_n_est_pas_accuse_ici_mais_au_premier_lancer():
    # Une faute, une place : aucune feuille du tout, c'est la feuille d'avant le premier lancer qui échoue.
    with pytest.raises(ManqueDePreuves):
        jugements.feuille_apres_chaque_choix([tours_sans_feuille_entre_eux(feuille_au_debut=False)])


def choix_suivis_de_leur_feuille(avec_un_yum):
    """Retourne les choix acceptés (``jugements.choix_acceptes``) de dix tours : un Brelan de 13 points,
    puis sa feuille juste ; la dernière a aussi un Yum inscrit si ``avec_un_yum``."""
    choix = []
    for numero in range(jugements.FEUILLES_APRES_UN_CHOIX_VOULUES):
        pas = Pas(ecran="case ?\n", des=[2, 2, 2, 3, 4], question=CASE, reponse=str(BRELAN))
        feuille = {**dict.fromkeys(CASES_DE_JEU), BRELAN: 13}
        if avec_un_yum and numero == jugements.FEUILLES_APRES_UN_CHOIX_VOULUES - 1:
            feuille[YUM] = 30
        feuille.update(jugements.totaux_attendus(feuille))
        feuille[GRAND_TOTAL] = feuille[TOTAL_HAUT] + feuille[TOTAL_BAS]
        choix.append((Journal(f"partie {numero}", [pas]), 0, pas, BRELAN, feuille))
    return choix


@pytest.mark.parametrize("yum_propose, yum_inscrit, preuves", [
    (True, False, False), (True, True, True), (False, False, True)])
def test_la_feuille_ne_se_dit_juste_qu_apres_un_yum_inscrit_quand_le_programme_en_propose_un(
        monkeypatch, yum_propose, yum_inscrit, preuves):
    # Un « Total bas » qui oublie le Yum ne se voit qu'à une feuille où il est inscrit (un programme
    # inédit, une correction sur vingt) : un Yum proposé, jamais inscrit, laisse les preuves courtes.
    monkeypatch.setattr(jugements, "tours_sans_feuille", lambda journaux: [])
    monkeypatch.setattr(jugements, "choix_acceptes",
                        lambda journaux: choix_suivis_de_leur_feuille(yum_inscrit))
    monkeypatch.setattr(jugements, "case_rare_proposee_au_choix", lambda journaux: yum_propose)
    if preuves:
        assert "feuilles justes après les choix" in jugements.feuille_apres_chaque_choix([])
    else:
        with pytest.raises(ManqueDePreuves, match="Yum"):
            jugements.feuille_apres_chaque_choix([])


def choix_finis_par(case, points):
    """Retourne les choix acceptés de dix tours (``choix_suivis_de_leur_feuille``), le dernier étant celui
    d'une partie : ``case`` à ``points``, toutes les autres cases remplies à 0, sa feuille juste."""
    choix = choix_suivis_de_leur_feuille(False)
    journal, index, pas, _, _ = choix[-1]
    pas.reponse = str(case)
    feuille = {**dict.fromkeys(CASES_DE_JEU, 0), case: points}
    feuille.update(jugements.totaux_attendus(feuille))
    feuille[GRAND_TOTAL] = feuille[TOTAL_HAUT] + feuille[TOTAL_BAS]
    return [*choix[:-1], (journal, index, pas, case, feuille)]


def test_la_feuille_finale_ne_se_dit_juste_qu_apres_un_dernier_choix_qui_rapporte(monkeypatch):
    # Tour 39, java_totalfinal : les totaux ne suivent pas le dernier choix. Le correcteur finissait le plus
    # souvent sur le Carré ou le Yum, à 0 : « réussi » une correction sur vingt-cinq. Une feuille finale
    # dont le dernier choix ne rapporte rien demande une partie qui garde le Surplus pour la fin.
    monkeypatch.setattr(jugements, "tours_sans_feuille", lambda journaux: [])
    monkeypatch.setattr(jugements, "case_rare_proposee_au_choix", lambda journaux: False)
    monkeypatch.setattr(jugements, "choix_acceptes", lambda journaux: choix_finis_par(CARRE, 0))
    with pytest.raises(ManqueDePreuves, match="dernier choix qui rapporte") as manque:
        jugements.feuille_apres_chaque_choix([])
    assert manque.value.plans == (SURPLUS_A_LA_FIN,)
    monkeypatch.setattr(jugements, "choix_acceptes", lambda journaux: choix_finis_par(SURPLUS, 13))
    assert "feuilles justes après les choix" in jugements.feuille_apres_chaque_choix([])


def mains_pleines(avec_un_yum):
    """Retourne un journal de cinq tours à une main pleine (grilles justes), et un Yum si ``avec_un_yum``."""
    mains = [[2, 2, 3, 3, 3], [1, 1, 1, 6, 6], [4, 5, 4, 5, 5], [6, 6, 6, 2, 2], [3, 3, 5, 5, 5]]
    mains += [[4, 4, 4, 4, 4]] if avec_un_yum else []
    return Journal("à la main", [pas for tour, des in enumerate(mains, start=1)
                                 for pas in un_tour([des], tour=tour)])


def test_la_main_pleine_n_est_reussie_qu_apres_un_yum_vu_la_main_pleine_libre():
    # L'erreur courante, la main pleine offerte pour un Yum, ne se voit qu'à un Yum ; celle d'après, offerte
    # pour cinq pareils une fois le Yum rempli (inédit 22, p1), qu'à un Yum tombé le Yum rempli.
    with pytest.raises(ManqueDePreuves) as manque:
        jugements.points_de_la_main_pleine([mains_pleines(avec_un_yum=False)])
    assert "cinq pareils" in str(manque.value)
    with pytest.raises(ManqueDePreuves) as sans_yum_rempli:
        jugements.points_de_la_main_pleine([mains_pleines(avec_un_yum=True)])
    assert "le Yum déjà rempli" in str(sans_yum_rempli.value)
    deuxieme = un_tour([[2] * 5], [grille([2] * 5, {YUM})], tour=7)
    for pas in deuxieme:
        pas.remplies = frozenset({YUM})
    journal = mains_pleines(avec_un_yum=True)
    journal.pas.extend(deuxieme)
    assert "Main pleine" in jugements.points_de_la_main_pleine([journal])


def test_des_grilles_lues_a_moitie_a_chaque_lancer_laissent_les_regles_a_verifier_a_chaque_correction():
    # Revue 8, g17 : « Case 10 -> 25 pts » ne se lit pas, « Case 4 -> 4 pts » si ; les faces se jugeaient
    # sur les seuls lancers sans case du bas proposée, « réussi » ou « à vérifier » selon les dés.
    journal = mains_pleines(avec_un_yum=True)
    note = f"{GRILLE_LUE_A_MOITIE} : « Case 15 -> 14 pts »"
    for pas in journal.pas[:jugements.GRILLES_LUES_A_MOITIE_AU_PLUS - 1]:
        pas.notes.append(note)
    with pytest.raises(ManqueDePreuves):
        jugements.points_des_faces([journal])
    journal.pas[-1].notes.append(note)
    with pytest.raises(Incompris) as illisible:
        jugements.points_des_faces([journal])
    assert not isinstance(illisible.value, ManqueDePreuves)
    assert "ne se lit qu'à moitié (3 grilles)" in str(illisible.value) and "Case 15 -> 14 pts" in str(
        illisible.value)


@pytest.mark.parametrize(("ligne", "pause"), [
    ("Appuyez sur Entree pour continuer...", True),
    ("  >> Press ENTER to roll", True),
    # Relecture 69 : une pause après une autre phrase, au troisième lancer seulement ; le correcteur y
    # tapait sa case.
    ("Dernier lancer ! Appuyez sur Entrée pour voir vos possibilités…", True),
    ("Case invalide. Appuyez sur Entree pour recommencer.", True),
    # Une question qui dit d'appuyer sur Entrée reste une question.
    ("Quels dés relancer ? Appuyez sur Entrée pour tous les garder", False),
    ("Entrez les des a relancer (appuyez sur Entree pour les garder) : ", False),
    # Relectures 78 et 79 : une question, puis une phrase qui dit d'appuyer sur Entrée pour valider la
    # réponse ; et des pauses après une phrase qui parle de relancer, de garder ou de choisir.
    ("Entrez les des a relancer (ex. 135, 0 = aucun). Appuyez sur Entree pour valider : ", False),
    ("Choisissez une case (0 = annuler). Appuyez sur Entree pour confirmer : ", False),
    ("Des a rouler (0 pour aucun). Appuyez sur Entree pour valider : ", False),
    ("Lancer 1 sur 3. Appuyez sur Entree apres avoir tape les des a relancer (0 = aucun) : ", False),
    ("Dernier lancer, vous ne pouvez plus relancer. Appuyez sur Entree pour voir vos possibilites...", True),
    ("Vous avez choisi de relancer 135. Appuyez sur Entree pour lancer les des...", True),
    ("Vous gardez tous vos des. Appuyez sur Entree pour choisir une case...", True),
    ("Case invalide ! Choisissez une case libre. Appuyez sur Entree pour continuer...", True),
    ("Merci d'avoir joue. Au revoir !", False),
])
def test_une_pause_est_une_phrase_qui_fait_taper_entree_jamais_une_question(ligne, pause):
    assert est_une_pause(ligne) is pause


def test_une_pause_apres_la_case_n_empeche_pas_de_lire_la_feuille_qui_suit_le_choix():
    # Revue 9, h42 : « Appuyez sur Entree pour continuer... » après la case ; la feuille venait après la
    # pause, et aucun choix n'était vu accepté (« la feuille suit chaque choix » « à vérifier »).
    feuille = feuille_au_haut(0)
    pas = [*un_tour([[1, 2, 3, 4, 6]]),
           Pas(ecran="Appuyez sur Entree pour continuer...\n", tour=1, question=jugements.DEBUT, reponse=""),
           Pas(ecran="feuille\nlancer 1\n", feuille=feuille, dessins=[[2, 2, 3, 5, 6]], des=[2, 2, 3, 5, 6],
               tour=2, lancer=1)]
    ((*_, case, lue),) = jugements.choix_acceptes([Journal("à la main", pas)])
    assert case == SURPLUS and lue is feuille
    # « n » à « Voulez-vous voir votre feuille ? (o/n) » n'est pas une pause : la feuille que le correcteur
    # a refusé de voir n'est pas une feuille absente (inédit 13, j5).
    pas[-2].ecran, pas[-2].reponse, pas[-1].feuille = "Voulez-vous voir votre feuille ? (o/n)\n", "n", None
    assert jugements.choix_acceptes([Journal("à la main", pas)]) == []


def test_une_face_qu_aucun_de_n_a_montree_en_300_des_est_dite_dans_le_manque_de_preuves_des_faces():
    # Un programme du tour 7 d'essais tire Math.random() * 5 + 1 : jamais un 6 ; les faces restaient
    # « à vérifier » sans dire pourquoi.
    mains = [[1 + (tour + de) % 5 for de in range(5)] for tour in range(61)]
    journal = Journal("à la main", [pas for tour, des in enumerate(mains, start=1)
                                    for pas in un_tour([des], tour=tour)])
    with pytest.raises(ManqueDePreuves) as manque:
        jugements.points_des_faces([journal])
    assert "aucun dé n'a montré 6 en 305 dés dessinés" in str(manque.value)
    with pytest.raises(ManqueDePreuves) as peu:
        jugements.points_des_faces([Journal("à la main", un_tour([[1, 2, 3, 4, 5]]))])
    assert "aucun dé" not in str(peu.value)


def un_tour_relance(reponse):
    """Retourne un journal d'un tour : 4 4 4 4 2, la relance ``reponse``, puis 4 4 4 1 3."""
    pas = un_tour([[4, 4, 4, 4, 2], [4, 4, 4, 1, 3]])
    pas[0].reponse = reponse
    return Journal("à la main", pas)


def test_des_des_gardes_qui_roulent_laissent_les_cas_rares_a_verifier_a_chaque_correction():
    # « 5 » ne nomme que le dé 5 : le dé 4, gardé, a changé. Le correcteur ne peut plus viser un carré ni
    # un Yum ; les voir, ou non, serait le hasard (tour 6 d'essais : « réussi » une fois, « à vérifier »
    # l'autre).
    with pytest.raises(Incompris) as raison:
        jugements.points_du_carre([un_tour_relance("5")])
    assert "des dés gardés ont roulé" in str(raison.value)
    with pytest.raises(ManqueDePreuves):
        jugements.points_du_carre([un_tour_relance("45")])


def formes_manquantes_des_suites(remplies):
    """Retourne le manque de preuves des suites après un tour à 1 2 3 4 6, ``remplies`` déjà prises."""
    des = [1, 2, 3, 4, 6]
    pas = un_tour([des], [grille(des, remplies)])
    for un_pas in pas:
        un_pas.remplies = frozenset(remplies)
    with pytest.raises(ManqueDePreuves) as manque:
        jugements.points_des_suites([Journal("à la main", pas)])
    return set(re.findall(r"la forme (\w+)", str(manque.value)))


def test_une_forme_de_suite_ne_compte_que_si_sa_case_est_libre():
    # 1 2 3 4 6 sous une petite suite déjà prise ne dit rien d'un programme qui oublierait 1 2 3 4.
    assert "1234" in formes_manquantes_des_suites({PETITE_SUITE})
    assert "1234" not in formes_manquantes_des_suites(set())


def test_le_passage_d_une_preuve_dit_le_tour_du_correcteur_et_celui_du_programme():
    pas = un_tour([[2, 2, 3, 4, 5]])
    pas[0].tour_montre = 0
    passage = Journal("à la main", pas).passage(0, "exemple")
    assert "tour 1, lancer 1 selon le correcteur" in passage and "le programme affiche « tour 0 »" in passage
    assert "le correcteur tape « 0 »" in passage or "le correcteur tape « 12345 »" in passage


# --- Les variantes : chaque faute à sa place, rien d'autre ----------------------------------------------

class PartieVue:
    """Une partie telle que le correcteur la voit au moment de choisir sa case : dés, cases, grille lue."""

    def __init__(self, des, coups, remplies=(), partie=1):
        """``coups`` : la grille proposée par le programme ({case: points}) ; ``remplies`` : ses cases ;
        ``partie`` : son numéro dans le processus du programme."""
        self.des, self.coups, self.remplies, self.partie = des, coups, set(remplies), partie

    def cle_du_tour(self):
        """Retourne (le numéro de la partie, le tour) : le tour n'importe pas ici."""
        return self.partie, 1

    def libre(self, case):
        """Retourne vrai si ``case`` n'est pas encore remplie."""
        return case not in self.remplies

    def coups_lisibles(self):
        """Retourne la grille lue."""
        return self.coups

    def haut_inscrit(self):
        """Retourne le total du haut : ses faces remplies à 0 point."""
        return 0


@pytest.mark.parametrize(("partie", "premiere"), [(1, GROSSE_SUITE), (2, PETITE_SUITE), (3, GROSSE_SUITE)])
def test_au_plan_des_suites_une_partie_sur_deux_prend_la_petite_devant_une_grosse_suite(partie, premiere):
    # Revue 69, suite12345obtenus : la grosse suite prise à chaque 1 2 3 4 5, une grosse suite tombée la
    # petite remplie ne se voyait qu'au hasard. Au plan des trous, la grosse toujours.
    vue = PartieVue([1, 2, 3, 4, 5], {PETITE_SUITE: 15, GROSSE_SUITE: 20, SURPLUS: 15}, partie=partie)
    candidates = cases_candidates(SUITES, vue)
    assert [case for case in candidates if case in (PETITE_SUITE, GROSSE_SUITE)][0] == premiere
    assert cases_candidates(TROUS, vue)[0] == GROSSE_SUITE


def test_les_plans_des_suites_gardent_le_surplus_libre_derriere_les_cases_a_0():
    # Un programme qui ne propose que les cases qui rapportent : pour 1 2 3 5 6, le Surplus seul.
    partie = PartieVue([1, 2, 3, 5, 6], {SURPLUS: 17})
    for plan in (SUITES, TROUS):
        candidates = cases_candidates(plan, partie)
        assert candidates[0] != SURPLUS and SURPLUS in candidates, plan
        assert partie.coups.keys() | set(candidates) == set(candidates)
    # Les autres plans prennent la case proposée, Surplus compris, avant une case à 0.
    assert cases_candidates(NOMBRE, partie)[0] == SURPLUS


def test_le_plan_du_surplus_a_la_fin_le_prend_en_dernier_jusqu_au_dernier_tour():
    # Un programme qui ne propose que les cases qui rapportent : pour 1 2 3 5 6, le Surplus seul. Ce plan
    # sacrifie une case à 0, pour que le dernier choix de la partie rapporte.
    partie = PartieVue([1, 2, 3, 5, 6], {SURPLUS: 17})
    partie.tour = 1
    assert cases_candidates(SURPLUS_A_LA_FIN, partie)[-1] == SURPLUS
    partie.tour = NB_TOURS
    assert cases_candidates(SURPLUS_A_LA_FIN, partie)[0] == SURPLUS


class PartieQuiRefuseLesCasesA0(PartieVue):
    """Une partie d'un programme qui refuse toute case libre qui vaut 0 (tour 29, py1_casezero) : il redemande
    la case, sans rien redessiner, et accepte une case qu'il propose ; les cases tapées s'y notent."""

    def __init__(self, des, coups):
        super().__init__(des, coups)
        self.tapees, self.ecran, self.journal = [], "Dans quelle case ?\n> ", SimpleNamespace(arret=None)
        self.refus_redessine = self.fin_sans_case = False
        self.tour = 1

    def choisir(self, case):
        """Tape ``case`` ; retourne vrai si le programme l'accepte et dessine le tour suivant."""
        self.tapees.append(case)
        self.remplies.add(case)
        return bool(self.coups.get(case))

    def fini(self):
        """Retourne faux : le programme attend toujours."""
        return False


def test_apres_une_case_a_0_refusee_les_cases_proposees_passent_devant_les_autres_cases_a_0():
    # Tour 29, py1_casezero : au plan des suites, le Surplus gardé derrière les cases à 0, trois cases à 0
    # refusées, et la partie s'arrêtait (43 parties sur 69, le budget épuisé : le bonus et « n finit le
    # programme » « à vérifier » une correction sur dix). La première case à 0 se tape encore : sa faute se
    # voit.
    partie = PartieQuiRefuseLesCasesA0([1, 1, 1, 4, 6], {SURPLUS: 13})
    assert choisir_une_case(SUITES, partie) is None
    assert len(partie.tapees) == 2 and partie.tapees[1] == SURPLUS and partie.tapees[0] != SURPLUS
    assert partie.journal.arret is None


class ProgrammeJusteSimule(PartieVue):
    """Une partie d'un programme juste, sans processus : ses dés, sa feuille, la grille qu'il propose (les
    cases libres qui rapportent), telles que le plan les voit."""

    def __init__(self):
        super().__init__([], {})
        self.feuille, self.lancers, self.lancers_par_tour = {}, 0, NB_LANCERS
        # Un journal vide : aucun « 523 » n'y est lancé, le premier tour relance tout par « 12345 ».
        self.journal = Journal("simulé")

    def inscrire(self, case):
        """Inscrit à ``case`` les points que les règles lui donnent pour les dés ; ne retourne rien."""
        self.feuille[case] = grille_attendue(self.des)[case]
        self.remplies.add(case)

    def coups_lisibles(self):
        """Retourne la grille proposée : les cases libres qui rapportent, à leurs points."""
        regles = grille_attendue(self.des)
        return {case: regles[case] for case in CASES_DE_JEU if self.libre(case) and regles[case]}

    def haut_inscrit(self):
        """Retourne les points inscrits en haut."""
        return sum(points for case, points in self.feuille.items() if case in FACES_DU_HAUT)


def lancers_du_tour(rng, plan, partie, tour):
    """Lance les dés d'un ``tour`` de ``plan`` (change ``partie.des``) ; rend la main après chaque lancer."""
    partie.des, partie.lancers = [rng.randint(1, NB_FACES) for _ in range(NB_DES)], 1
    while True:
        yield
        if partie.lancers >= NB_LANCERS:
            return
        reponse = relance(plan, partie, tour)
        if reponse == "0":
            return
        for numero in reponse:
            partie.des[int(numero) - 1] = rng.randint(1, NB_FACES)
        partie.lancers += 1


def cinq_pareils_vus_le_yum_rempli(rng, plan):
    """Joue une partie de ``plan`` contre un programme juste ; retourne l'ensemble des cases (brelan, carré,
    main pleine) libres devant cinq dés pareils tombés le Yum déjà rempli."""
    partie, vues = ProgrammeJusteSimule(), set()
    for tour in range(1, NB_TOURS + 1):
        for _ in lancers_du_tour(rng, plan, partie, tour):
            if len(set(partie.des)) == 1 and not partie.libre(YUM):
                vues |= {case for case in (BRELAN, CARRE, CASE_MAIN_PLEINE) if partie.libre(case)}
        partie.inscrire(cases_candidates(plan, partie)[0])
    return vues


class ProgrammeSimuleQuiChoisit(ProgrammeJusteSimule):
    """Un programme simulé à qui le correcteur tape ses cases (``choisir_une_case``) : juste, ou qui refuse
    une case libre à 0 tant qu'une autre rapporte, en redemandant la case sans rien redessiner (la variante
    « case_a_zero_refusee_sous_une_invite_a_chevron »)."""

    def __init__(self, refuse_les_cases_a_0):
        super().__init__()
        self.refuse_les_cases_a_0 = refuse_les_cases_a_0
        # Le journal vide du programme simulé, dont le test lit la raison d'un arrêt (aucune : None).
        self.ecran, self.journal.arret = "Dans quelle case ?\n> ", None
        self.refus_redessine = self.fin_sans_case = False
        self.tour, self.points_du_dernier_choix = 0, None

    def choisir(self, case):
        """Tape ``case`` ; retourne vrai si le programme l'inscrit (et passe au tour suivant)."""
        points = grille_attendue(self.des)[case]
        self.remplies.add(case)
        if self.refuse_les_cases_a_0 and not points and self.coups_lisibles():
            return False
        self.feuille[case], self.points_du_dernier_choix = points, points
        return True

    def fini(self):
        """Retourne faux : le programme attend toujours."""
        return False


def points_du_dernier_choix(rng, plan, refuse_les_cases_a_0):
    """Joue une partie de ``plan`` contre un programme simulé ; retourne les points de son dernier choix."""
    partie = ProgrammeSimuleQuiChoisit(refuse_les_cases_a_0)
    for tour in range(1, NB_TOURS + 1):
        partie.tour = tour
        for _ in lancers_du_tour(rng, plan, partie, tour):
            pass
        assert choisir_une_case(plan, partie) is None and partie.journal.arret is None
    assert len(partie.feuille) == NB_TOURS
    return partie.points_du_dernier_choix


@pytest.mark.lent
def test_le_plan_du_surplus_a_la_fin_finit_sur_un_choix_qui_rapporte_meme_si_les_cases_a_0_sont_refusees():
    # CI du 28 novembre, variante « case_a_zero_refusee_sous_une_invite_a_chevron » : le programme refuse une
    # case à 0 tant qu'une autre rapporte, le Surplus était pris vers le huitième tour, et la partie finissait
    # sur une case du bas à 0 (6,6 % des parties simulées finissaient sur un choix qui rapporte) ; les 56
    # parties du budget n'en ont vu aucune, et « la feuille suit chaque choix » est resté « à vérifier ».
    # La face en réserve, visée au dernier tour : 86,6 %.
    rng = random.Random(GRAINE_DE_LA_SIMULATION)
    juste = [points_du_dernier_choix(rng, SURPLUS_A_LA_FIN, False) for _ in range(PARTIES_SIMULEES)]
    assert all(juste)
    refuse = [points_du_dernier_choix(rng, SURPLUS_A_LA_FIN, True) for _ in range(PARTIES_SIMULEES)]
    assert sum(map(bool, refuse)) >= PART_DES_DERNIERS_CHOIX_QUI_RAPPORTENT * PARTIES_SIMULEES


def test_le_surplus_a_la_fin_garde_une_face_en_reserve_juste_devant_lui():
    partie = ProgrammeSimuleQuiChoisit(refuse_les_cases_a_0=True)
    partie.tour, partie.des, partie.remplies = 5, [2, 2, 3, 4, 6], {2, 3}
    candidates = cases_candidates(SURPLUS_A_LA_FIN, partie)
    assert candidates[-2:] == [face_en_reserve(partie), SURPLUS] and face_en_reserve(partie) == 1
    # Une case à 0 refusée : le Surplus est pris, pas la réserve.
    partie.des = [1, 2, 3, 3, 6]
    partie.remplies |= {4, 5, 6, 10, 11, 12, 13, 14}
    assert choisir_une_case(SURPLUS_A_LA_FIN, partie) is None
    assert partie.feuille == {SURPLUS: 15} and partie.libre(1)


def test_le_surplus_pris_la_face_en_reserve_s_evite_puis_se_vise_au_dernier_tour():
    partie = ProgrammeSimuleQuiChoisit(refuse_les_cases_a_0=True)
    partie.des, partie.remplies, partie.lancers = [1, 4, 1, 6, 6], {SURPLUS, 2}, 1
    partie.tour = NB_TOURS - 1
    assert relance(SURPLUS_A_LA_FIN, partie, partie.tour) == "13"
    partie.des = [3, 4, 5, 6, 6]
    assert relance(SURPLUS_A_LA_FIN, partie, partie.tour) == GARDER_TOUT
    partie.tour = NB_TOURS
    assert relance(SURPLUS_A_LA_FIN, partie, partie.tour) == "12345"
    partie.des = [1, 4, 1, 6, 6]
    assert relance(SURPLUS_A_LA_FIN, partie, partie.tour) == "245"


@pytest.mark.lent
def test_le_plan_du_yum_rempli_voit_cinq_pareils_le_yum_rempli_une_partie_sur_trois():
    # Les vingt parties du Yum rempli (``jugements.PARTIES_POUR_UN_YUM_REMPLI``) reposent sur cette
    # fréquence : le brelan, le carré et la main pleine libres devant cinq pareils, le Yum rempli, une
    # partie sur trois au moins (35 % simulés ; 5 % avant que le plan ne les garde pour la fin).
    rng = random.Random(GRAINE_DE_LA_SIMULATION)
    vues = [cinq_pareils_vus_le_yum_rempli(rng, YUM_REMPLI) for _ in range(PARTIES_SIMULEES)]
    for case in (BRELAN, CARRE, CASE_MAIN_PLEINE):
        assert sum(case in vue for vue in vues) >= FREQUENCE_VOULUE * PARTIES_SIMULEES, nom_case(case)


def test_le_plan_du_nombre_voit_cinq_pareils_le_yum_libre_une_partie_sur_trois():
    # Les seize parties rejouées du plan du nombre (``jugements.PARTIES_REJOUEES_POUR_UN_YUM``) reposent sur
    # cette fréquence : cinq dés pareils, le Yum libre, une partie sur trois au moins (41 % simulés).
    rng = random.Random(GRAINE_DE_LA_SIMULATION)
    vues = 0
    for _ in range(PARTIES_SIMULEES):
        partie, vue = ProgrammeJusteSimule(), False
        for tour in range(1, NB_TOURS + 1):
            for _ in lancers_du_tour(rng, NOMBRE, partie, tour):
                vue = vue or (len(set(partie.des)) == 1 and partie.libre(YUM))
            partie.inscrire(cases_candidates(NOMBRE, partie)[0])
        vues += vue
    assert vues >= FREQUENCE_VOULUE * PARTIES_SIMULEES


def test_le_plan_du_nombre_garde_la_main_pleine_libre_pour_les_cinq_pareils():
    # Le Yum rempli, une main pleine tombée : 25 points, mais prise, elle ne verrait plus les cinq pareils
    # qui viennent ensuite (la main pleine leur est-elle offerte ?) ; la CI a vu le budget de 56 parties
    # s'épuiser à les attendre. Le Brelan, proposé lui aussi, passe devant.
    partie = PartieVue([2, 2, 3, 3, 3], {2: 4, 3: 9, BRELAN: 13, CASE_MAIN_PLEINE: 25, SURPLUS: 13},
                       remplies={YUM})
    candidates = cases_candidates(NOMBRE, partie)
    assert candidates[:3] == [BRELAN, 3, 2] and candidates[3] == CASE_MAIN_PLEINE


def test_le_plan_du_yum_rempli_garde_brelan_carre_et_main_pleine_derriere_une_case_a_0():
    # Cinq pareils tombés le Yum rempli disent si le brelan leur est offert (il doit l'être), le carré et la
    # main pleine (ils ne doivent pas l'être) ; pris tôt, ils ne le voyaient qu'une partie sur vingt (tour
    # 31, j2 : le brelan oublié nommé une correction sur cinq). Une seule case à 0 passe devant : un
    # programme qui la refuse se voit proposer ensuite une case qu'il prend.
    partie = PartieVue([2, 2, 3, 3, 3], {2: 4, 3: 9, BRELAN: 13, CASE_MAIN_PLEINE: 25, SURPLUS: 13},
                       remplies={YUM, 1, 4, 5, 6})
    candidates = cases_candidates(YUM_REMPLI, partie)
    assert candidates[:2] == [3, 2]
    assert candidates[2] not in partie.coups and candidates[3] == SURPLUS
    assert set(candidates[3:6]) == {SURPLUS, BRELAN, CASE_MAIN_PLEINE}


@pytest.mark.parametrize("plan", [NOMBRE, HAUT, SUITES, TROUS, MAIN_PLEINE, PLAN_A_62, PLAN_A_63])
def test_un_yum_propose_et_libre_se_prend_toujours_d_abord(plan):
    # Cinq 6 : 30 points aussi dans les 6, le Brelan, le Surplus ; le Yum inscrit est la seule preuve qu'un
    # total ne l'oublie pas.
    partie = PartieVue([6] * 5, {6: 30, BRELAN: 30, SURPLUS: 30, YUM: 30})
    assert cases_candidates(plan, partie)[0] == YUM
    # Déjà rempli, ou pas proposé par le programme, il ne passe pas devant.
    assert cases_candidates(plan, PartieVue([6] * 5, {6: 30, SURPLUS: 30}, remplies={YUM}))[0] != YUM


def test_un_yum_offert_pour_quatre_pareils_passe_juste_derriere_la_face_du_haut():
    # Tour 32, py_partie : le Yum offert pour 4 4 4 4 2 était pris d'abord, au plan du haut, à la place des
    # 4 ; le haut arrivait moins souvent à 63, et le bonus restait « à vérifier » une correction sur trois.
    # Il se prend encore, juste après : sa feuille au Yum inscrit reste une preuve (relance 71850a0).
    partie = PartieVue([4, 4, 4, 4, 2], {2: 2, 4: 16, BRELAN: 18, CARRE: 18, SURPLUS: 18, YUM: 30})
    assert cases_candidates(HAUT, partie)[:2] == [4, YUM]
    assert cases_candidates(NOMBRE, partie)[0] == YUM


@pytest.mark.parametrize("plan", [NOMBRE, HAUT, SUITES, TROUS, MAIN_PLEINE, PLAN_A_62, PLAN_A_63])
def test_un_yum_montre_le_yum_libre_se_garde_a_chaque_relance(plan):
    # Relancé pour viser autre chose, un Yum proposé n'était jamais inscrit : sa feuille manquait.
    assert relance(plan, PartieVue([4] * 5, {4: 20, BRELAN: 20, SURPLUS: 20, YUM: 30}), 3) == "0"


def test_un_yum_propose_a_la_question_de_la_case_veut_sa_feuille_pas_un_yum_deja_inscrit():
    # Le correcteur choisit le Yum proposé sur un Yum (``marathon.le_yum_d_abord``) : sa feuille est voulue.
    yum = [4, 4, 4, 4, 4]
    choisi = un_tour([yum])
    choisi[-1].reponse, choisi[-1].case = str(YUM), YUM
    assert jugements.case_rare_proposee_au_choix([Journal("à la main", choisi)])
    deja = un_tour([yum])
    deja[-1].remplies = frozenset({YUM})
    deja[-1].reponse, deja[-1].case = str(YUM), YUM
    assert not jugements.case_rare_proposee_au_choix([Journal("à la main", deja)])
    assert not jugements.case_rare_proposee_au_choix([Journal("à la main", un_tour([[4, 4, 4, 4, 2]]))])


@pytest.fixture(scope="module")
def variantes_fabriquees(tmp_path_factory):
    """Retourne {identifiant: commande} des variantes écrites une fois."""
    commandes = {}
    for variante in VARIANTES.VARIANTES:
        dossier = tmp_path_factory.mktemp(variante.identifiant)
        os.chmod(dossier, LECTURE_POUR_TOUS)
        argument = VARIANTES.fabriquer(variante, dossier)
        commandes[variante.identifiant] = f"env PYTHONPATH={shlex.quote(str(dossier))} {PYTHON} {argument}"
    return commandes


@pytest.mark.lent
@pytest.mark.parametrize("variante", VARIANTES.VARIANTES, ids=lambda variante: variante.identifiant)
def test_chaque_faute_plantee_echoue_sous_son_nom_avec_son_extrait_et_rien_d_autre(variantes_fabriquees,
                                                                                   variante):
    verdicts, journaux = corriger_avec_les_journaux(variantes_fabriquees[variante.identifiant])
    echoues = {verdict.test: verdict for verdict in verdicts if verdict.verdict == ECHOUE}
    assert sorted(echoues) == sorted(variante.echecs), en_clair(echoues.values())
    a_verifier = sorted(verdict.test for verdict in verdicts if verdict.verdict == A_VERIFIER)
    assert a_verifier == sorted(variante.a_verifier), en_clair(verdict for verdict in verdicts
                                                               if verdict.verdict == A_VERIFIER)
    for verdict in echoues.values():
        assert verdict.attendu and verdict.obtenu and "selon le correcteur" in verdict.extrait
    assert "=== partie 1 ===" in journaux


@pytest.mark.lent
def test_deux_corrections_de_deux_fautes_donnent_les_memes_verdicts(variantes_fabriquees):
    commande = variantes_fabriquees["petite_suite_deux_fautes"]
    premiere, seconde = corriger_programme(commande), corriger_programme(commande)
    assert [(verdict.test, verdict.verdict) for verdict in premiere] == [
        (verdict.test, verdict.verdict) for verdict in seconde]


@pytest.mark.lent
def test_une_reponse_refusee_qui_compte_pour_un_lancer_est_dite_comptee_et_non_acceptee(variantes_fabriquees):
    # Les mêmes dés redessinés sous « Lancer 2 de 3 » : le verdict disait « acceptée, les dés X sont
    # devenus X », ce que l'écran (« Choix invalide. ») contredit.
    sondes = VARIANTES.VARIANTES_PAR_IDENTIFIANT["refus_aux_des_compte_pour_un_lancer"].echecs
    verdicts = corriger_programme(variantes_fabriquees["refus_aux_des_compte_pour_un_lancer"], tests=sondes)
    assert all(verdict.verdict == ECHOUE and "a compté pour un lancer" in verdict.obtenu
               and "lancer 2, avant : 1" in verdict.obtenu for verdict in verdicts), verdicts


@pytest.mark.lent
def test_o_majuscule_refuse_sous_une_question_redemandee_autrement_est_dit_refuse(variantes_fabriquees):
    # « Repondez seulement par o ou par n : », sans « (o/n) » ni « rejouer » : le verdict disait « « O » pris
    # pour « o » » alors que la question était reposée et qu'aucune partie n'avait commencé.
    (verdict,) = corriger_programme(variantes_fabriquees["juste_rejouer_redemande_sans_o_n"],
                                    tests=["test_la_reponse_rejouer_est_validee"])
    assert "« O » refusé, la question reposée" in verdict.obtenu, verdict.obtenu


def parties_rejouees(premiers_des):
    """Retourne un journal de parties enchaînées par « o » : chacune finit sur 2 3 4 5 5, la suivante
    commence par les dés ``premiers_des[k]``."""
    derniers = [2, 3, 4, 5, 5]
    pas = [Pas(ecran="lancer\n", dessins=[derniers], des=derniers, tour=13, lancer=3)]
    debuts = [0]
    for des in premiers_des:
        pas.append(Pas(ecran="Rejouer ? (o/n)\n", des=derniers, tour=13, lancer=3, question=REJOUER,
                       reponse="o"))
        debuts.append(len(pas))
        pas.append(Pas(ecran="lancer\n", dessins=[des], des=des, tour=1, lancer=1))
        pas.append(Pas(ecran="lancer\n", dessins=[derniers], des=derniers, tour=13, lancer=3))
    return Journal("à la main", pas, debuts=debuts)


def test_des_parties_neuves_qui_montrent_toutes_les_derniers_des_de_la_precedente_ne_les_lancent_pas():
    # Inédit p3, tour 13 d'essais : la partie 2 partait des derniers dés de la partie 1, 19 fois sur 19.
    with pytest.raises(Faute) as faute:
        jugements.rejouer_o([parties_rejouees([[2, 3, 4, 5, 5], [2, 3, 4, 5, 5]])])
    assert "2 fois sur 2" in faute.value.obtenu and "pas lancé" in faute.value.obtenu
    # Une fois sur deux, ou une seule partie neuve : le hasard (une chance sur 7 776) peut le faire.
    jugements.rejouer_o([parties_rejouees([[2, 3, 4, 5, 5], [6, 1, 1, 3, 2]])])
    jugements.rejouer_o([parties_rejouees([[2, 3, 4, 5, 5]])])


@pytest.mark.lent
@pytest.mark.parametrize("identifiant", ["juste_sans_accents_tour_0", "grille_perimee",
                                         "petite_suite_deux_fautes", "des_de_1_a_5"])
def test_la_revue_de_la_fin_rend_les_verdicts_que_chaque_comportement_rendrait_seul(variantes_fabriquees,
                                                                                   identifiant, monkeypatch):
    # Les comportements se jugent ensemble, dans une seule revue des journaux finis (``memoire``) : chacun,
    # rejugé seul, hors de toute revue, sur les mêmes journaux, rend le même verdict, mot pour mot.
    juges, vrai_juger = [], correcteur.juger

    def juger_et_retenir(comportement, plan, commande, delai, duree):
        verdict = vrai_juger(comportement, plan, commande, delai, duree)
        juges.append((comportement, plan, commande, delai, verdict))
        return verdict

    monkeypatch.setattr(correcteur, "juger", juger_et_retenir)
    corriger_avec_les_journaux(variantes_fabriquees[identifiant])
    assert len(juges) > 20
    for comportement, plan, commande, delai, verdict in juges:
        assert vrai_juger(comportement, plan, commande, delai, verdict.duree) == verdict


@pytest.mark.lent
def test_la_sonde_de_la_case_a_0_choisit_ensuite_deux_fois_un_petit_surplus_refuse(variantes_fabriquees):
    # Tour 46, py_english : le Surplus refusé sous 15 points ne se voyait qu'au hasard des cases choisies en
    # jouant ; une correction sur dix n'en voyait aucun, et la faute passait. La sonde le vise : le
    # complément a ses deux tours dans son seul journal.
    sonde = "test_une_case_libre_qui_vaut_0_est_acceptee"
    _, journal = corriger_avec_les_journaux(variantes_fabriquees["surplus_refuse_pour_une_petite_somme"],
                                            tests=[sonde])
    refus = re.findall(rf">>> « {SURPLUS} » \(case\)\n\[[^\n]*\]\nCase invalide\.", journal)
    assert len(refus) >= jugements.REFUS_D_UNE_CASE_PROPOSEE_VOULUS, journal[-3000:]


def test_un_de_que_le_correcteur_ne_lit_pas_laisse_les_regles_a_verifier_sauf_contradiction():
    # Un 6 dessiné autrement que par la procédure du cours : les règles ne se jugent que sur les dés lus,
    # et ce qui s'y voit dépend des dés tombés avant que le correcteur cesse de jouer (CI d'un clone neuf :
    # le Yum de juste_six_dessine_a_l_horizontale « réussi » une correction sur cent, « à vérifier » sinon).
    brelans = [pas for tour in range(1, jugements.voulues(BRELAN) + 1)
               for pas in un_tour([[3, 3, 3, 1, 2]], tour=tour)] + cinq_pareils_le_yum_rempli()
    assert jugements.points_du_brelan([Journal("à la main", brelans)]).startswith(f"{len(brelans) // 2}")
    illisible = Pas(ecran="lancer\n", dessins=[[4, None, 1, 1, 2]], des=[4, None, 1, 1, 2], tour=99, lancer=1)
    with pytest.raises(Incompris) as raison:
        jugements.points_du_brelan([Journal("à la main", brelans + [illisible])])
    assert "ne ressemble à aucune face" in str(raison.value)
    assert "un dé qui ne se lit pas" in raison.value.extrait
    # Une contradiction sur des dés lus reste une faute.
    brelan_faux = un_tour([[5, 5, 5, 1, 2]], [{**grille([5, 5, 5, 1, 2]), BRELAN: 15}], tour=98)
    with pytest.raises(Faute):
        jugements.points_du_brelan([Journal("à la main", brelans + brelan_faux + [illisible])])


class PartieAuPremierLancer:
    """Un programme lancé dont le démarrage lève, au n-ième lancement, la n-ième exception de ``pannes`` (une
    liste partagée avec ``lancements``, qui compte les lancements ; None, ou au-delà : il démarre)."""

    def __init__(self, lancements, pannes, nom="essai"):
        """Compte ce lancement dans ``lancements``."""
        lancements.append(self)
        self.panne = pannes[len(lancements) - 1] if len(lancements) <= len(pannes) else None
        self.journal = Journal(nom)
        self.console = SimpleNamespace(echeance=None)
        self.fermee = False

    def demarrer(self, relancer_si_ambigu=False):
        """Lève la panne de ce lancement, s'il en a une."""
        if self.panne is not None:
            raise self.panne

    def fermer(self):
        """Retient que la partie est fermée."""
        self.fermee = True


AMBIGU = PremierLancerAmbigu("1 2 3 4 5 à côté des numéros")


@pytest.mark.parametrize("pannes", [[], [AMBIGU]])
def test_un_premier_lancer_ambigu_relance_le_programme_une_fois_dans_une_sonde(monkeypatch, pannes):
    # Tour 73, py_menu : un premier lancer de 1 2 3 4 5 à côté des numéros laissait la sonde « à vérifier »,
    # une correction sur quelques centaines. Un autre processus tire d'autres dés.
    lancements = []
    monkeypatch.setattr(correcteur, "Partie",
                        lambda *arguments, nom: PartieAuPremierLancer(lancements, pannes))
    seance = correcteur.Seance("programme", None, 10.0)
    assert seance.partie_demarree() is lancements[-1]
    assert len(lancements) == len(pannes) + 1 and len(seance.journaux) == len(pannes) + 1
    assert all("1 2 3 4 5" in partie.journal.arret and partie.fermee for partie in lancements[:-1])


def test_deux_premiers_lancers_ambigus_de_suite_restent_incompris(monkeypatch):
    lancements = []
    monkeypatch.setattr(correcteur, "Partie", lambda *arguments, nom: PartieAuPremierLancer(lancements,
                                                                                          [AMBIGU, AMBIGU]))
    with pytest.raises(PremierLancerAmbigu):
        correcteur.Seance("programme", None, 10.0).partie_demarree()
    assert len(lancements) == 2


def test_une_partie_entiere_relance_un_premier_lancer_ambigu_et_ferme_un_programme_en_panne():
    # Relecture : la première version ne fermait pas un programme qui tombait en panne au démarrage (une
    # boucle sans fin restait à tourner pendant la correction de l'équipe suivante).
    lancements = []
    plan = Plan([], time.monotonic() + 60)
    panne = Incompris("aucun lancer")
    courir(plan, 0, lambda nom: PartieAuPremierLancer(lancements, [AMBIGU, panne], nom), 10.0)
    assert len(lancements) == 2 and all(partie.fermee for partie in lancements)
    assert plan.journaux == [partie.journal for partie in lancements]
    assert "1 2 3 4 5" in lancements[0].journal.arret and lancements[1].journal.arret == "aucun lancer"
    assert plan.pannes == [("incompris", "aucun lancer")]
