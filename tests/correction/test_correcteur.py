"""Le correcteur du programme en console mérite confiance : des remises qu'il n'a jamais vues l'éprouvent.

Explication : un programme juste, quels que soient ses mots (sans accents,
en anglais, sans aucun mot, Java), ne reçoit que « réussi » ou « à
vérifier » ; chaque écart réaliste (les remises Java de ``tests/copies/java``,
chacune à un seul écart) fait échouer le test qui porte son nom, et lui seul.
Un programme bloqué, qui boucle ou qui ne demande pas « rejouer ? » finit son
test au délai, nommé comme tel ; ses processus sont tués, ses fichiers
effacés ; une machine chargée donne les mêmes verdicts ; sans /proc, le
silence prend le relais. Les lecteurs d'écran lisent les formes des équipes.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from lisibles import en_clair
from partage import dossier_commun
from processus import survivants

from yum.correction.bac_a_sable import processus as module_processus
from yum.correction.programme import console as module_console
from yum.correction.programme import ecran as module_ecran
from yum.correction.programme import partie as module_partie
from yum.correction.programme.correcteur import TESTS_DU_PROGRAMME, commande_de_reference, corriger_programme
from yum.correction.programme.ecran import (
    contient_une_feuille,
    dessins_de_des,
    lire_coups,
    lire_feuille,
    ressemble_a_une_feuille,
    sans_sequences_de_terminal,
)
from yum.correction.verdicts import A_VERIFIER, ECHOUE, NON_NOTABLE, REUSSI

# La racine du dépôt, la copie Python juste et les remises Java.
RACINE = Path(__file__).resolve().parents[2]
COPIE_PYTHON = Path(__file__).resolve().parent / "copies" / "tp1_yum"
DOSSIER_JAVA = Path(__file__).resolve().parent / "copies" / "java"
# L'interpréteur qui lance les programmes Python, tel qu'une commande l'écrit.
PYTHON = shlex.quote(sys.executable)
# La commande par défaut de --programme (tests/conftest.py) : la référence.
PROGRAMME_DE_REFERENCE = commande_de_reference()
# Un délai court pour les programmes qui ne répondent pas, en secondes.
DELAI_COURT = 1.5
# Ce qu'un test qui finit au délai peut prendre en plus du délai, en secondes.
MARGE_DU_DELAI = 3.0
# Les tests joués sur une machine chargée : des questions de chaque sorte (dés, case refusée, 13 tours).
TESTS_SOUS_CHARGE = ("test_un_tour_a_trois_lancers_puis_la_case", "test_la_reponse_113_aux_des_est_refusee",
                     "test_une_case_occupee_est_refusee", "test_une_partie_dure_13_tours")
# Java est-il là ?
JAVA_PRESENT = shutil.which("javac") is not None and shutil.which("java") is not None
avec_java = pytest.mark.skipif(not JAVA_PRESENT, reason="javac et java (JDK 17) manquent : les remises Java"
                                                        " ne peuvent être ni compilées ni jouées")

# Chaque écart Java (tests/copies/java/ecarts.py) et le test du correcteur qui doit échouer.
TEST_DE_CHAQUE_ECART = {
    "brelan_trois_fois_la_face": "test_les_points_du_brelan",
    "carre_quatre_fois_la_face": "test_les_points_du_carre",
    "yum_vaut_la_somme_des_des": "test_les_points_du_yum",
    "faces_non_offertes": "test_les_points_des_faces",
    "de_6_accepte": "test_la_reponse_6_aux_des_est_refusee",
    "doublon_accepte": "test_la_reponse_113_aux_des_est_refusee",
    "plantage_sur_6": "test_la_reponse_6_aux_des_est_refusee",
    "zero_redemande": "test_zero_a_la_case_annule_la_partie",
    "zero_accepte_comme_case": "test_zero_a_la_case_annule_la_partie",
    "rejouer_non_valide": "test_la_reponse_rejouer_est_validee",
    "rejouer_tout_accepte": "test_la_reponse_rejouer_est_validee",
    "pas_de_feuille_avant_le_lancer": "test_la_feuille_est_affichee_avant_le_premier_lancer",
    "pas_de_question_rejouer": "test_la_partie_finie_demande_si_l_on_rejoue",
    "bonus_jamais_donne": "test_le_bonus_de_25_des_63_points_en_haut",
    "total_sans_bonus": "test_le_bonus_de_25_des_63_points_en_haut",
    "petite_suite_1234_oubliee": "test_les_points_des_suites",
    "quatre_lancers": "test_pas_de_question_des_des_apres_le_troisieme_lancer",
    "pas_de_case_sans_choix": "test_chaque_tour_demande_la_case",
    "zero_refuse_dans_une_case_libre": "test_une_case_libre_qui_vaut_0_est_acceptee",
    "carre_offert_pour_un_yum": "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils",
    "brelan_somme_jusqu_a_la_face": "test_les_points_du_brelan",
    "bonus_ajoute_a_chaque_choix": "test_le_bonus_de_25_des_63_points_en_haut",
    "plantage_sur_la_case_19": "test_une_case_hors_limites_est_refusee",
    "grille_perimee": "test_la_grille_suit_chaque_lancer",
}
# Les écarts de forme d'un programme juste (ecarts.py, sans test) : aucun test ne doit échouer.
ECARTS_JUSTES = ("redessin_apres_zero",)
# Les écarts dont on vérifie aussi que rien ne cascade (les plus contagieux), sur quels tests (None : tous).
ECARTS_SANS_CASCADE = {
    "pas_de_feuille_avant_le_lancer": None,
    # Une grille périmée est sa propre faute : les règles de points ne jugent que les grilles fraîches.
    "grille_perimee": None,
    "pas_de_question_rejouer": ("test_zero_a_la_case_annule_la_partie", "test_une_partie_dure_13_tours",
                                "test_la_partie_finie_demande_si_l_on_rejoue",
                                "test_la_reponse_rejouer_est_validee", "test_o_recommence_une_partie",
                                "test_n_finit_le_programme"),
    # Un quatrième lancer, un tour sans question de la case, une case à 0 refusée : le déroulement suivi.
    "quatre_lancers": ("test_un_tour_a_trois_lancers_puis_la_case",
                       "test_pas_de_question_des_des_apres_le_troisieme_lancer",
                       "test_une_case_occupee_est_refusee", "test_une_partie_dure_13_tours"),
    "pas_de_case_sans_choix": ("test_une_partie_dure_13_tours", "test_une_case_remplie_n_est_plus_proposee",
                               "test_la_partie_finie_demande_si_l_on_rejoue",
                               "test_chaque_tour_demande_la_case"),
    "zero_refuse_dans_une_case_libre": ("test_une_partie_dure_13_tours",
                                        "test_la_partie_finie_demande_si_l_on_rejoue",
                                        "test_chaque_tour_demande_la_case",
                                        "test_une_case_libre_qui_vaut_0_est_acceptee"),
}

# Une pause après chaque case (« Appuyez sur Entrée pour continuer... ») : les sondes de la case y tapent
# Entrée, jamais une autre case.
PAUSE_APRES_LA_CASE = [("                appliquer_pointage(f, g, case)",
                        "                appliquer_pointage(f, g, case)\n"
                        "                input(\"Appuyez sur Entrée pour continuer...\")")]
# Des variantes justes de la copie Python : (texte de tp1_yum/__main__.py, texte de la variante).
VARIANTES_JUSTES = {
    # Sans accents, les mots d'une vraie équipe, les choix à la forme du cours, la feuille après chaque choix.
    "sans-accents": [
        ('"Quels dés relancer ? (ex. 135, 0 = aucun) "', '"Entrer les des a changer (ex: 135) ou 0 : "'),
        ('"Numéro de la case à remplir (0 = annuler) ? "',
         '"(1,6) ou 10 = Brelan , 11 = carre , 12 = main pleine , 13 = petite suite ,\\n'
         '14 = grosse suite , 15 = surplus , 16 = yum\\nEntrer le numero de la case : "'),
        ('"Voulez-vous rejouer (o/n) ? "', '"Encore une partie? "'),
        ('"Répondez o ou n (o/n) : "', '"o ou n seulement : "'),
        ('    print("Vos possibilités :")\n    for i in range(19):\n        if g[i] != 0:\n'
         '            print("  case", i, "-", NOMS.get(i, "les " + str(i)), ":", g[i], "pts")',
         '    print("-" * 25)\n    print("     Choix possibles")\n    print("-" * 25)\n'
         '    for i in range(19):\n        if g[i] != 0:\n'
         '            print("|" + NOMS.get(i, "     " + str(i)).ljust(13) + "|" + str(g[i]).rjust(5)'
         ' + "    |")\n            print("-" * 25)'),
        ("                appliquer_pointage(f, g, case)", "                appliquer_pointage(f, g, case)\n"
                                                           "                afficher_feuille(f)"),
    ],
    # En anglais (les réponses restent o et n, celles de l'énoncé), Entrée pour commencer, couvercle à une
    # espace.
    "anglais": [
        ('"Quels dés relancer ? (ex. 135, 0 = aucun) "', '"Which dice to roll again (0 = none)? "'),
        ('"Numéro de la case à remplir (0 = annuler) ? "', '"Which box (0 = quit)? "'),
        ('"Voulez-vous rejouer (o/n) ? "', '"Play again (o/n)? "'),
        ('"Choix invalide."', '"Invalid answer."'), ('"Case invalide."', '"Invalid box."'),
        ('NOMS = {10: "Brelan", 11: "Carre", 12: "Main pleine", 13: "Petite suite", 14: "Grosse suite",\n'
         '        15: "Surplus", 16: "YUM"}',
         'NOMS = {10: "Three of a kind", 11: "Four of a kind", 12: "Full house", 13: "Small straight",\n'
         '        14: "Large straight", 15: "Chance", 16: "Yahtzee"}'),
        ('"  case", i, "-", NOMS.get(i, "les " + str(i)), ":", g[i], "pts"',
         '"  box", i, "-", NOMS.get(i, str(i) + "s"), ":", g[i], "points"'),
        ('print(" _____ " * 5)', 'print(" _____" * 5)'),
        ("    rng = random.Random()\n", "    rng = random.Random()\n    input(\"Press Enter to start\")\n"),
    ],
    # Sans aucun mot : une invite « > » pour chaque question, « ? » pour une réponse refusée.
    "sans-mots": [
        ('"Quels dés relancer ? (ex. 135, 0 = aucun) "', '"> "'),
        ('"Numéro de la case à remplir (0 = annuler) ? "', '"> "'),
        ('"Voulez-vous rejouer (o/n) ? "', '"> "'), ('"Répondez o ou n (o/n) : "', '"> "'),
        ('"Choix invalide."', '"?"'), ('"Case invalide."', '"?"'),
    ],
    "pause-apres-la-case": PAUSE_APRES_LA_CASE,
    # La feuille redessinée avant chaque lancer, sous le numéro du tour : un seul tour, trois lancers.
    "feuille-avant-chaque-lancer": [
        ("def jouer_un_tour(d, f, g, rng):", "def jouer_un_tour(d, f, g, rng, tour):"),
        ("    while essai < NB_ESSAIS and not garde:\n        lancer(d, f, g, choix, rng)",
         "    while essai < NB_ESSAIS and not garde:\n        print(\"Tour\", tour)\n"
         "        afficher_feuille(f)\n        lancer(d, f, g, choix, rng)"),
        ("    if not garde:\n        lancer(d, f, g, choix, rng)",
         "    if not garde:\n        print(\"Tour\", tour)\n        afficher_feuille(f)\n"
         "        lancer(d, f, g, choix, rng)"),
        ("            afficher_feuille(f)\n            jouer_un_tour(d, f, g, rng)",
         "            jouer_un_tour(d, f, g, rng, tour)"),
    ],
}
# Un nom exigé avant le jeu (une réponse vide redemandée) : Entrée ne passe pas, « o » si.
VARIANTES_JUSTES["nom-exige-au-debut"] = [
    ("    rng = random.Random()\n",
     "    rng = random.Random()\n    nom = \"\"\n    while not nom:\n"
     "        nom = input(\"Entrez votre nom : \")\n")]
# Une confirmation après chaque case, « 0 » compris (tour 6 d'essais) : « o » confirme, « n » redemande.
VARIANTES_JUSTES["confirmation-apres-la-case"] = [
    ("        if case is not None:\n            return case",
     "        if case is not None and input(\"Etes-vous sur ? (o/n) \") == \"o\":\n            return case")]
# Un menu strict entre deux tours (tour 6 d'essais) : Entrée y est refusée, « 1 » joue le tour suivant.
VARIANTES_JUSTES["menu-entre-les-tours"] = [
    ("            tour += 1\n        afficher_feuille(f)",
     "            tour += 1\n"
     "            while not annule and tour <= NB_TOURS:\n"
     "                menu = input(\"1 - Jouer le tour suivant\\n2 - Afficher la feuille\\n\"\n"
     "                             \"3 - Abandonner la partie\\nVotre choix : \")\n"
     "                if menu == \"1\":\n                    break\n"
     "                if menu == \"2\":\n                    afficher_feuille(f)\n"
     "                elif menu == \"3\":\n                    annule = True\n"
     "                else:\n                    print(\"Choix invalide!\")\n"
     "        afficher_feuille(f)")]
# Les dés triés après chaque lancer (pour compter les suites) : les dés gardés restent, à d'autres places.
VARIANTES_JUSTES["des-tries-apres-chaque-lancer"] = [
    ("    rouler_des(d, choix, rng)\n    calculer_coups_possibles(d, f, g)",
     "    rouler_des(d, choix, rng)\n    d.sort()\n    calculer_coups_possibles(d, f, g)")]
# Une pause au début de chaque partie, « o » compris : Entrée, puis le premier lancer.
VARIANTES_JUSTES["pause-au-debut-de-chaque-partie"] = [
    ("        d = [1] * 5\n",
     "        input(\"Appuyez sur Entrée pour lancer les dés...\")\n        d = [1] * 5\n")]
# La même, sans numéro de tour : la feuille inchangée dit que le tour continue.
VARIANTES_JUSTES["feuille-avant-chaque-lancer-sans-tour"] = [
    (ancien, nouveau.replace('print(\"Tour\", tour)\n        ', ""))
    for ancien, nouveau in VARIANTES_JUSTES["feuille-avant-chaque-lancer"]]

# La feuille d'une autre forme que celle du cours (un inédit, p1 : « *** FEUILLE DE POINTS *** »,
# « [10] Brelan », « . » pour une case libre) : le correcteur ne la lit pas, mais la reconnaît. Juste, elle
# n'échoue jamais ; seuls les tests qui lisent la feuille (``TESTS_DE_LA_FEUILLE``) restent à vérifier.
FEUILLE_D_UNE_AUTRE_FORME_DANS_LA_COPIE = [
    ('    print(" " * 19 + "GRILLE DE POINTAGE")\n    print("-" * 55)\n',
     '    print(" " * 15 + "*** FEUILLE DE POINTS ***")\n    print("+" + "-" * 28 + "+")\n'),
    ('        bord = " " if ig == 9 else "|"\n'
     '        print(bord + eg.ljust(13) + "|" + cellule(f[ig]) + "|" + " " * 9 + "|" + ed.ljust(13) + "|"\n'
     '              + cellule(f[idr]) + "|")\n'
     '        print("-" * 22 + " " * 9 + "-" * 24)',
     '        gauche = ("[" + str(ig) + "] " + eg.strip()) if ig <= 6 else eg\n'
     '        droite = ("[" + str(idr) + "] " + ed) if idr <= 16 else ed\n'
     '        print("|%-16s| %4s |   |%-17s| %4s |" % (gauche, "." if f[ig] == -1 else f[ig], droite,\n'
     '                                                 "." if f[idr] == -1 else f[idr]))'),
]
# Les tests qui ne se jugent qu'en lisant la feuille de pointage.
TESTS_DE_LA_FEUILLE = ("test_la_feuille_est_affichee_avant_le_premier_lancer",
                       "test_la_feuille_suit_chaque_choix", "test_le_bonus_de_25_des_63_points_en_haut")

# Les sondes qui choisissent une case puis attendent un nouveau tour.
SONDES_DE_LA_CASE = ("test_une_case_hors_limites_est_refusee", "test_une_case_de_total_est_refusee",
                     "test_une_case_occupee_est_refusee", "test_une_case_libre_qui_vaut_0_est_acceptee")


@pytest.fixture(autouse=True)
def pas_pendant_une_correction(request):
    """Saute ces tests quand ``--programme`` nomme le programme d'une équipe : on corrige, sans s'éprouver."""
    if request.config.getoption("--programme") != PROGRAMME_DE_REFERENCE:
        pytest.skip("le correcteur ne s'éprouve pas pendant la correction d'une équipe (--programme)")


def copier_la_copie_python(destination, substitutions=()):
    """Copie tp1_yum dans ``destination`` avec les ``substitutions`` ; retourne la commande qui la lance."""
    dossier = destination / "tp1_yum"
    shutil.copytree(COPIE_PYTHON, dossier, ignore=shutil.ignore_patterns("__pycache__"))
    principal = dossier / "__main__.py"
    texte = principal.read_text(encoding="utf-8")
    for ancien, nouveau in substitutions:
        assert texte.count(ancien) == 1, f"la substitution ne s'applique plus : {ancien!r}"
        texte = texte.replace(ancien, nouveau)
    principal.write_text(texte, encoding="utf-8")
    return f"env PYTHONPATH={shlex.quote(str(destination))} {PYTHON} -m tp1_yum"


def par_test(verdicts):
    """Retourne {identifiant du test: verdict}."""
    return {verdict.test: verdict for verdict in verdicts}


def echecs(verdicts):
    """Retourne les identifiants des tests échoués."""
    return sorted(verdict.test for verdict in verdicts if verdict.verdict == ECHOUE)


# --- Des programmes justes, quels que soient leurs mots ------------------------------------------------

@pytest.mark.lent
@pytest.mark.parametrize("variante", sorted(VARIANTES_JUSTES))
def test_un_programme_juste_aux_mots_d_une_autre_equipe_n_echoue_jamais(tmp_path, variante):
    verdicts = corriger_programme(copier_la_copie_python(tmp_path, VARIANTES_JUSTES[variante]))
    assert not echecs(verdicts), en_clair(verdict for verdict in verdicts if verdict.verdict == ECHOUE)
    assert sum(1 for verdict in verdicts if verdict.verdict == REUSSI) >= len(TESTS_DU_PROGRAMME) - 2


def verdicts_d_une_copie(tmp_path, substitutions):
    """Retourne {test: verdict} de la copie Python juste, ``substitutions`` faites, corrigée une fois."""
    return {verdict.test: verdict
            for verdict in corriger_programme(copier_la_copie_python(tmp_path, substitutions))}


@pytest.mark.lent
def test_zero_suivi_de_rejouer_annule_la_partie_meme_si_la_reponse_a_rejouer_est_toujours_refusee(tmp_path):
    # Un programme du tour 7 d'essais compare les chaînes par == en Java : « o » et « n » sont toujours
    # refusés. « 0 » annule bien la partie (« rejouer ? » suit) : c'est « o » et « n » qui échouent.
    verdicts = verdicts_d_une_copie(tmp_path, [('        while r not in ("o", "n"):', "        while True:")])
    assert verdicts["test_zero_a_la_case_annule_la_partie"].verdict == REUSSI
    assert verdicts["test_o_recommence_une_partie"].verdict == ECHOUE
    assert verdicts["test_n_finit_le_programme"].verdict == ECHOUE


# Des programmes des tours 6 à 8 d'essais, sous la forme d'une copie modifiée : les substitutions, le test
# qui les juge, son verdict, les mots qui disent pourquoi, et si aucun autre test ne doit échouer.
FORMES_JUGEES = {
    # Scanner.nextInt saute une ligne vide sans rien écrire : le verdict disait la question « reposée », ce
    # que le journal ne montrait pas.
    "reponse-vide-ignoree": ([(
        '        r = input("Quels dés relancer ? (ex. 135, 0 = aucun) ")\n',
        '        r = input("Quels dés relancer ? (ex. 135, 0 = aucun) ")\n'
        '        while not r.strip():\n            r = input()\n')],
        "test_une_reponse_vide_aux_des_est_refusee", REUSSI, "ignorée sans un mot", True),
    # « Voulez-vous garder tous les dés ? (o/n) » avant les dés, à l'envers de « relancer ? » (« o » garde) :
    # « 0 » et « 12345 » y sont refusés. Le correcteur la prenait pour la question de la case, puis y tapait
    # des cases et disait « un tour à trois lancers » échoué. Il ne répond pas « o » à une question qu'il ne
    # sait pas lire dans le bon sens (seule « relancer ? » l'est, ``variantes.oui_non_avant_les_des``) : il
    # cesse de taper et dit pourquoi ; rien n'échoue.
    "question-oui-non-a-l-envers-avant-les-des": ([(
        "def demander_des():\n    while True:\n",
        "def demander_des():\n    oui = input(\"Voulez-vous garder tous les dés ? (o/n) \")\n"
        "    while oui not in (\"o\", \"n\"):\n        print(\"Répondez par o ou n.\")\n"
        "        oui = input(\"Voulez-vous garder tous les dés ? (o/n) \")\n"
        "    if oui == \"o\":\n        return 0\n    while True:\n")],
        "test_zero_a_la_case_annule_la_partie", A_VERIFIER, "attend oui ou non", True),
    # La feuille à jour sous les coups de chaque lancer, jamais avant le premier : §3 (« à chaque tour ») est
    # tenu, l'ordre du pseudo-code du §5.3 ne l'est pas. Les dés d'un nouveau tour qui gardent par hasard
    # ceux que la case ne nomme pas ne font pas un quatrième lancer : la feuille montrée après eux a la case
    # remplie (sans quoi, une correction sur six perdait le compte).
    "feuille-apres-les-des": ([
        ("            afficher_feuille(f)\n            jouer_un_tour(d, f, g, rng)",
         "            jouer_un_tour(d, f, g, rng)"),
        ("    afficher_des(d)\n    afficher_grille(g)\n", "    afficher_des(d)\n    afficher_grille(g)\n"
                                                        "    afficher_feuille(f)\n")],
        "test_la_feuille_est_affichee_avant_le_premier_lancer", A_VERIFIER, "avec le premier lancer", True),
    # Les cases numérotées de 1 à 13 (§5.2 : « un nombre entre 0 et 13 »), 7 = Brelan … 13 = Yum, au lieu des
    # indices 10 à 16 (§3, §4) : le correcteur tapait « 10 » pour le Brelan, que le programme prenait pour la
    # petite suite, et six comportements échouaient par contrecoup. Il tape les numéros que le programme
    # montre ; la case de total, qui n'a plus de numéro, est « à vérifier », la numérotation dite.
    "cases-numerotees-de-1-a-13": ([
        ('            print("  case", i, "-", NOMS.get(i, "les " + str(i)), ":", g[i], "pts")',
         '            print("  case", i if i <= 6 else i - 3, "-", NOMS.get(i, "les " + str(i)), ":", g[i],'
         ' "pts")'),
        ('            case = analyser_case(r, f)',
         '            n = int(r)\n            r = "" if 14 <= n <= 16 else str(n + 3 if n >= 7 else n)\n'
         '            case = analyser_case(r, f)')],
        "test_une_case_de_total_est_refusee", A_VERIFIER, "numérote ses cases de 1 à 13", True),
    # Les mêmes numéros de 1 à 13, entre parenthèses derrière le nom des cases (« Brelan (7) ....... 11 pts »,
    # tour 30, j3) : le correcteur ne les apprenait que devant le nom ; il tapait « 15 » pour le Surplus, et
    # six comportements échouaient à tort (le Yum, les suites, la feuille, la case de total…).
    "cases-numerotees-de-1-a-13-derriere-leur-nom": ([
        ('            print("  case", i, "-", NOMS.get(i, "les " + str(i)), ":", g[i], "pts")',
         '            print(NOMS.get(i, "Les " + str(i)), "(" + str(i if i <= 6 else i - 3) + ")",'
         ' "........", g[i], "pts")'),
        ('            case = analyser_case(r, f)',
         '            n = int(r)\n            r = "" if 14 <= n <= 16 else str(n + 3 if n >= 7 else n)\n'
         '            case = analyser_case(r, f)')],
        "test_une_case_de_total_est_refusee", A_VERIFIER, "numérote ses cases de 1 à 13", True),
    # Les mêmes numéros, en colonne sous « No  Combinaison  Pts » (« 12  Surplus   18 », relecture 16) :
    # sans séparateur entre le numéro et le nom, le correcteur ne les apprenait pas (six faux « échoué »).
    "cases-numerotees-de-1-a-13-en-colonne": ([
        ('            print("  case", i, "-", NOMS.get(i, "les " + str(i)), ":", g[i], "pts")',
         '            print(str(i if i <= 6 else i - 3).rjust(2) + "  "'
         ' + NOMS.get(i, "Total des " + str(i)).ljust(15) + str(g[i]).rjust(5))'),
        ('            case = analyser_case(r, f)',
         '            n = int(r)\n            r = "" if 14 <= n <= 16 else str(n + 3 if n >= 7 else n)\n'
         '            case = analyser_case(r, f)')],
        "test_une_case_de_total_est_refusee", A_VERIFIER, "numérote ses cases de 1 à 13", True),
}


@pytest.mark.lent
@pytest.mark.parametrize("forme", sorted(FORMES_JUGEES))
def test_une_autre_forme_de_programme_recoit_le_verdict_qui_lui_revient_et_dit_pourquoi(tmp_path, forme):
    substitutions, test, attendu, pourquoi, sans_autre_echec = FORMES_JUGEES[forme]
    verdicts = verdicts_d_une_copie(tmp_path, substitutions)
    assert verdicts[test].verdict == attendu and pourquoi in verdicts[test].obtenu, verdicts[test]
    if sans_autre_echec:
        assert [nom for nom, verdict in verdicts.items() if verdict.verdict == ECHOUE] == []


@pytest.mark.lent
def test_la_feuille_du_cours_sous_un_autre_titre_se_lit_des_avant_le_premier_lancer(tmp_path):
    # Un programme juste du tour 7 d'essais : « FEUILLE DE POINTAGE » au lieu du titre du cours ; la
    # feuille d'avant le premier lancer était « à vérifier » alors qu'elle se lisait partout ailleurs.
    copie = copier_la_copie_python(tmp_path, [('"GRILLE DE POINTAGE"', '"FEUILLE DE POINTAGE"')])
    verdicts = corriger_programme(copie)
    assert [verdict for verdict in verdicts if verdict.verdict != REUSSI] == []


@pytest.mark.lent
def test_un_programme_juste_a_la_feuille_d_une_autre_forme_n_echoue_jamais_et_seule_la_feuille_est_a_verifier(
        tmp_path):
    verdicts = corriger_programme(copier_la_copie_python(tmp_path, FEUILLE_D_UNE_AUTRE_FORME_DANS_LA_COPIE))
    assert not echecs(verdicts), en_clair(verdict for verdict in verdicts if verdict.verdict == ECHOUE)
    assert sorted(verdict.test for verdict in verdicts if verdict.verdict != REUSSI) == sorted(
        TESTS_DE_LA_FEUILLE), en_clair(verdict for verdict in verdicts if verdict.verdict != REUSSI)
    assert all(verdict.verdict == A_VERIFIER for verdict in verdicts if verdict.verdict != REUSSI)


def test_une_pause_apres_la_case_recoit_entree_et_les_sondes_de_la_case_reussissent(tmp_path):
    commande = copier_la_copie_python(tmp_path, PAUSE_APRES_LA_CASE)
    verdicts = corriger_programme(commande, tests=SONDES_DE_LA_CASE)
    assert [verdict.verdict for verdict in verdicts] == [REUSSI] * len(SONDES_DE_LA_CASE), verdicts


# --- Les remises Java ---------------------------------------------------------------------------------

# Le compilateur des remises : une seule JVM les compile toutes (quatre fois moins de processeur qu'un javac
# par remise).
COMPILATEUR = RACINE / "yum" / "correction" / "classe" / "CompilerLesRemises.java"
# Les options de la JVM des tests : sans compilateur à la volée ni ramasse-miettes parallèle, une partie
# courte coûte un tiers de processeur en moins ; le programme fait la même chose.
OPTIONS_DE_LA_JVM = "-Xint -XX:+UseSerialGC -XX:-UsePerfData"
# Les remises Java justes, et l'encodage de leurs sources.
REMISES_JUSTES = {"correct_sans_accents": "utf-8", "correct_cp1252": "windows-1252",
                  "correct_anglais": "utf-8", "correct_nextint": "utf-8", "correct_verbeux": "utf-8"}


@pytest.fixture(scope="session")
def remises_java(tmp_path_factory, ecarts):
    """Retourne {nom de la remise: commande « java -cp CLASSES Yum »}, justes et fautives, compilées une fois.

    Sous pytest-xdist, le premier processus compile (sous un verrou), les autres réutilisent.
    """
    if not JAVA_PRESENT:
        pytest.skip("javac et java (JDK 17) manquent : les remises Java ne peuvent être ni compilées"
                    " ni jouées")
    import fcntl

    dossier = dossier_commun(tmp_path_factory) / "remises-java"
    dossier.mkdir(exist_ok=True)
    remises = {nom: (DOSSIER_JAVA / nom, encodage) for nom, encodage in REMISES_JUSTES.items()}
    with open(dossier / "verrou", "w", encoding="utf-8") as verrou:
        fcntl.flock(verrou, fcntl.LOCK_EX)
        for ecart in ecarts.ECARTS:
            sources = dossier / "sources" / ecart.identifiant
            if not sources.exists():
                ecarts.fabriquer(ecart, sources)
            remises[ecart.identifiant] = (sources, "utf-8")
        if not (dossier / "compilees").exists():
            arguments = []
            for nom, (sources, encodage) in remises.items():
                (dossier / "classes" / nom).mkdir(parents=True, exist_ok=True)
                arguments += [encodage, str(sources), str(dossier / "classes" / nom)]
            resultat = subprocess.run(["java", str(COMPILATEUR), *arguments], capture_output=True, text=True,
                                      timeout=600)
            assert resultat.returncode == 0, resultat.stderr
            (dossier / "compilees").touch()
    return {nom: f"java {OPTIONS_DE_LA_JVM} -cp {shlex.quote(str(dossier / 'classes' / nom))} Yum"
            for nom in remises}


@pytest.mark.lent
@avec_java
@pytest.mark.parametrize("remise", sorted(REMISES_JUSTES) + list(ECARTS_JUSTES))
def test_une_remise_java_juste_n_echoue_jamais(remises_java, remise):
    verdicts = corriger_programme(remises_java[remise])
    assert not echecs(verdicts), en_clair(verdict for verdict in verdicts if verdict.verdict == ECHOUE)
    assert sum(1 for verdict in verdicts if verdict.verdict == REUSSI) >= len(TESTS_DU_PROGRAMME) - 2


@avec_java
def test_chaque_ecart_java_a_un_test_du_correcteur(ecarts):
    assert ecarts.verifier_table() == []
    assert {ecart.identifiant for ecart in ecarts.ECARTS} == set(TEST_DE_CHAQUE_ECART) | set(ECARTS_JUSTES)
    justes = {ecart.identifiant for ecart in ecarts.ECARTS if ecart.test == ecarts.AUCUN_TEST}
    assert justes == set(ECARTS_JUSTES)
    assert set(TEST_DE_CHAQUE_ECART.values()) <= set(TESTS_DU_PROGRAMME)


def verifier_le_verdict_de_l_ecart(verdict):
    """Vérifie qu'un écart fait échouer son test, par un verdict qui se lit seul ; ne retourne rien."""
    assert verdict.verdict == ECHOUE, verdict
    # La section, ce qui était attendu, ce que le programme a fait, le passage du journal.
    assert verdict.section and verdict.attendu and verdict.obtenu and verdict.extrait


# Les écarts vérifiés aussi sans cascade jouent leur test avec les autres (test suivant) : une correction
# de moins chacun, pour le même verdict.
@pytest.mark.lent
@avec_java
@pytest.mark.parametrize("identifiant", sorted(set(TEST_DE_CHAQUE_ECART) - set(ECARTS_SANS_CASCADE)))
def test_chaque_ecart_java_fait_echouer_le_test_qui_porte_son_nom(remises_java, identifiant):
    test = TEST_DE_CHAQUE_ECART[identifiant]
    (verdict,) = corriger_programme(remises_java[identifiant], tests=[test])
    verifier_le_verdict_de_l_ecart(verdict)


@pytest.mark.lent
@avec_java
@pytest.mark.parametrize("identifiant", sorted(ECARTS_SANS_CASCADE))
def test_un_ecart_java_ne_fait_echouer_que_son_test(remises_java, identifiant):
    test = TEST_DE_CHAQUE_ECART[identifiant]
    joues = ECARTS_SANS_CASCADE[identifiant]
    assert joues is None or test in joues
    verdicts = corriger_programme(remises_java[identifiant], tests=joues)
    assert echecs(verdicts) == [test], en_clair(verdict for verdict in verdicts if verdict.verdict == ECHOUE)
    verifier_le_verdict_de_l_ecart(next(verdict for verdict in verdicts if verdict.test == test))


# --- Les limites : délai, processus, fichiers -----------------------------------------------------------

# Un programme qui dessine un lancer du cours, puis ne fait plus rien (``dort``) ou boucle (``boucle``).
PROGRAMME_QUI_BLOQUE = """
import sys, time
print(" _____  _____  _____  _____  _____")
for rangee in ("|     |" * 5, "|  o  |" * 5, "|_____|" * 5):
    print(rangee)
sys.stdout.flush()
if sys.argv[2] == "dort":
    time.sleep(600)
while True:
    pass
"""


def marque_unique(tmp_path):
    """Retourne un mot qui marque les processus d'un test dans la liste de ceux de la machine."""
    return f"des-marque-{os.getpid()}-{tmp_path.name}"


@pytest.mark.parametrize("comportement", ["dort", "boucle"])
def test_un_programme_qui_bloque_ou_boucle_finit_au_delai_et_son_processus_est_tue(tmp_path, comportement):
    script, marque = tmp_path / "bloque.py", marque_unique(tmp_path)
    script.write_text(PROGRAMME_QUI_BLOQUE, encoding="utf-8")
    commande = f"{PYTHON} {shlex.quote(str(script))} {marque} {comportement}"
    (verdict,) = corriger_programme(commande, delai=DELAI_COURT,
                                    tests=["test_un_tour_a_trois_lancers_puis_la_case"])
    assert verdict.verdict == ECHOUE and "délai de 1.5 s dépassé" in verdict.obtenu, verdict
    assert verdict.duree < DELAI_COURT + MARGE_DU_DELAI
    assert not survivants(marque)


def test_un_programme_qui_ne_fait_plus_rien_est_arrete_bien_avant_son_delai(tmp_path, monkeypatch):
    # Une inactivité de 2 s plutôt que 5 : la même règle, trois secondes de moins à la suite rapide.
    monkeypatch.setattr(module_console, "INACTIVITE", 2.0)
    script, marque = tmp_path / "dort.py", marque_unique(tmp_path)
    script.write_text(PROGRAMME_QUI_BLOQUE, encoding="utf-8")
    commande = f"{PYTHON} {shlex.quote(str(script))} {marque} dort"
    (verdict,) = corriger_programme(commande, delai=60, tests=["test_un_tour_a_trois_lancers_puis_la_case"])
    assert verdict.verdict == ECHOUE and "ne fait plus rien depuis" in verdict.obtenu, verdict
    assert verdict.duree < module_console.INACTIVITE + MARGE_DU_DELAI
    assert not survivants(marque)


def test_tout_ce_que_le_programme_lance_meurt_avec_sa_boite(tmp_path):
    # Un script de shell lance un petit-enfant qui dort, hors de son groupe, puis le jeu.
    marque = marque_unique(tmp_path)
    commande = f"sh -c 'setsid sh -c \"sleep 600; true\" {marque} & exec {PROGRAMME_DE_REFERENCE}'"
    (verdict,) = corriger_programme(commande, tests=["test_zero_a_la_case_annule_la_partie"])
    assert verdict.verdict == REUSSI, verdict
    assert not survivants(marque)


def test_un_programme_sans_question_rejouer_finit_vite_et_echoue_le_seul_test_rejouer(tmp_path):
    commande = copier_la_copie_python(tmp_path, [
        ('        r = input("Voulez-vous rejouer (o/n) ? ")\n        while r not in ("o", "n"):\n'
         '            r = input("Répondez o ou n (o/n) : ")\n', '        r = "n"\n')])
    verdicts = par_test(corriger_programme(commande, tests=[
        "test_la_partie_finie_demande_si_l_on_rejoue", "test_la_reponse_rejouer_est_validee"]))
    assert verdicts["test_la_partie_finie_demande_si_l_on_rejoue"].verdict == ECHOUE
    assert verdicts["test_la_reponse_rejouer_est_validee"].verdict == A_VERIFIER
    assert all(verdict.duree < DELAI_COURT + MARGE_DU_DELAI for verdict in verdicts.values())


def test_les_fichiers_laisses_sont_nommes_et_le_dossier_de_depart_ne_change_pas(tmp_path):
    repertoire = tmp_path / "depart"
    repertoire.mkdir()
    (repertoire / "deja-la.txt").write_text("à garder", encoding="utf-8")
    commande = f"sh -c 'echo trace > laisse.txt; exec {PROGRAMME_DE_REFERENCE}'"
    (verdict,) = corriger_programme(commande, tests=["test_zero_a_la_case_annule_la_partie"],
                                    repertoire=repertoire)
    assert verdict.verdict == REUSSI and "laisse.txt" in verdict.obtenu
    assert sorted(chemin.name for chemin in repertoire.iterdir()) == ["deja-la.txt"]


@pytest.mark.parametrize("commande, code", [
    ("commande-qui-n-existe-pas-du-tout", "127"), (f"{PYTHON} -c 'raise SystemExit(3)'", "3")])
def test_un_programme_qui_ne_demarre_pas_est_non_notable(commande, code):
    (verdict,) = corriger_programme(commande, tests=["test_une_partie_dure_13_tours"])
    assert verdict.verdict == NON_NOTABLE and f"code {code}" in verdict.obtenu, verdict


def test_une_machine_chargee_donne_les_memes_verdicts():
    boucles = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]
    try:
        verdicts = corriger_programme(PROGRAMME_DE_REFERENCE, tests=TESTS_SOUS_CHARGE)
    finally:
        for boucle in boucles:
            boucle.kill()
            boucle.wait()
    assert {verdict.verdict for verdict in verdicts} == {REUSSI}, [v for v in verdicts if v.verdict != REUSSI]


def test_sans_proc_le_silence_prend_le_relais(monkeypatch):
    monkeypatch.setattr(module_console.Console, "suivi_possible", lambda console: False)
    verdicts = corriger_programme(PROGRAMME_DE_REFERENCE, tests=[
        "test_la_feuille_est_affichee_avant_le_premier_lancer", "test_zero_a_la_case_annule_la_partie",
        "test_la_reponse_6_aux_des_est_refusee"])
    assert {verdict.verdict for verdict in verdicts} == {REUSSI}, verdicts


def test_un_fichier_lu_par_lire_proc_se_lit_en_entier_meme_plus_long_qu_un_bloc(tmp_path):
    # La liste des enfants d'un arbre de processus peut dépasser un bloc : rien ne doit en être perdu.
    bloc = module_processus.TAILLE_D_UN_FICHIER_DE_PROC
    for taille in (0, 1, bloc, 3 * bloc + 7):
        fichier = tmp_path / f"f{taille}"
        fichier.write_text("7" * taille, encoding="ascii")
        assert module_processus.lire_proc(str(fichier)) == "7" * taille


def test_un_fichier_absent_de_proc_leve_oserror():
    with pytest.raises(OSError):
        module_console.lire_proc("/proc/0/task/0/syscall")


def test_l_attente_par_evenement_est_disponible_sous_linux():
    if not Path("/proc/self/task").is_dir():
        pytest.skip("pas de /proc : le correcteur attend par le silence")
    sortie = subprocess.Popen([sys.executable, "-c", "input()"], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE)
    try:
        console = module_console.Console.__new__(module_console.Console)
        console.processus = sortie
        console.appels_de_lecture = module_console.APPELS_DE_LECTURE.get(os.uname().machine.lower())
        assert console.suivi_possible()
    finally:
        sortie.kill()
        sortie.wait()


# --- Lire l'écran des équipes -------------------------------------------------------------------------

DES_DU_COURS = """ _____  _____  _____  _____  _____
|o    ||o    ||o   o||o   o||     |
|  o  ||     ||  o  ||o   o||  o  |
|____o||____o||o___o||o___o||_____|
   1      2      3      4      5
"""


def test_les_des_du_cours_se_lisent_couvercle_colle_ou_espace():
    assert dessins_de_des(DES_DU_COURS) == [[3, 2, 5, 6, 1]]
    espaces = "\n".join(ligne.replace("||", "| |") for ligne in DES_DU_COURS.splitlines())
    assert dessins_de_des(espaces) == [[3, 2, 5, 6, 1]]


@pytest.mark.parametrize("grille, attendu", [
    # La forme du cours : l'étiquette, puis les points.
    ("|     3       |    6    |\n|Surplus      |   16    |\n", {3: 6, 15: 16}),
    # Une colonne du numéro de case ; un point égal au numéro de sa case.
    ("|  3 |     3       |    3   |\n| 11 |Carre        |   11   |\n", {3: 3, 11: 11}),
    # Seul, un nombre égal au numéro de la case est celui des points.
    ("|Carre        |   11    |\n|Brelan  |  10 |\n", {11: 11, 10: 10}),
    # Une liste en anglais, sans accents.
    ("box 10 - Three of a kind : 23 points\nbox 4 - 4s : 8 points\nChance: 23\n", {10: 23, 4: 8, 15: 23}),
    # Une équipe aux sources en Windows-1252 lues en UTF-8 : « Carr? ».
    ("Carr\ufffd : 24\nYum : 30\n", {11: 24, 16: 30}),
    # Une légende et un compteur de lancers ne sont pas des coups.
    ("Lancer 2 sur 3\n(1,6) ou 10 = Brelan , 11 = carre\n10 = Brelan\n|Surplus | 12 |\n", {15: 12}),
])
def test_les_choix_possibles_d_une_equipe_se_lisent_de_loin(grille, attendu):
    assert lire_coups(DES_DU_COURS + grille + "Votre choix : ") == attendu


def test_une_feuille_affichee_apres_les_choix_n_en_fait_pas_partie():
    feuille = ("|     1       |   4   |         |Brelan       |       |\n"
               " total haut   |  12   |         |Total        |  36   |\n")
    assert lire_coups(DES_DU_COURS + "|Surplus      |   17    |\n" + feuille + "Votre choix : ") == {15: 17}


def test_les_memes_des_montres_deux_fois_sont_un_seul_lancer():
    assert dessins_de_des(DES_DU_COURS + "Vos dés :\n" + DES_DU_COURS) == [[3, 2, 5, 6, 1]]


def test_un_ecran_efface_et_colore_se_lit_comme_les_autres():
    colore = "\x1b[2J\x1b[H" + DES_DU_COURS.replace("|o", "|\x1b[1;31mo").replace("o|", "o\x1b[0m|")
    assert dessins_de_des(sans_sequences_de_terminal(colore)) == [[3, 2, 5, 6, 1]]


def test_une_grille_de_choix_illisible_donne_none():
    assert lire_coups(DES_DU_COURS + "Rien à proposer.\nVotre choix : ") is None


def test_la_feuille_du_cours_se_lit_et_une_valeur_n_est_jamais_une_etiquette():
    feuille = ("                   GRILLE DE POINTAGE\n"
               "|     1       |   4   |         |Brelan       |       |\n"
               "|     2       |       |         |Carre        |  24   |\n"
               "|     3       |       |         |Main pleine  |       |\n"
               "|     4       |   8   |         |Petite suite |       |\n"
               "|     5       |       |         |Grosse suite |       |\n"
               "|     6       |       |         |Surplus      |       |\n"
               "|Sous total   |  12   |         |YUM          |       |\n"
               "|Bonus        |   0   |         |Total bas    |  24   |\n"
               " total haut   |  12   |         |Total        |  36   |\n")
    lue = lire_feuille(feuille)
    assert (lue[1], lue[4], lue[2], lue[11], lue[10], lue[18]) == (4, 8, None, 24, None, 36)


def test_la_feuille_du_cours_dessinee_au_trait_unicode_se_lit_comme_celle_du_cours():
    # Tour 29, py2 : la feuille du cours, ses barres dessinées en « │ » ; elle ne se lisait pas, et la feuille
    # et le bonus d'un programme juste restaient « à vérifier » à chaque correction.
    feuille = ("                   GRILLE DE POINTAGE\n"
               "┌─────────────┬───────┐         ┌─────────────┬───────┐\n"
               "│     1       │   4   │         │Brelan       │       │\n"
               "├─────────────┼───────┤         ├─────────────┼───────┤\n"
               "│     2       │       │         │Carre        │  24   │\n"
               "│     3       │       │         │Main pleine  │       │\n"
               "│     4       │   8   │         │Petite suite │       │\n"
               "│     5       │       │         │Grosse suite │       │\n"
               "│     6       │       │         │Surplus      │       │\n"
               "│Sous total   │  12   │         │YUM          │       │\n"
               "│Bonus        │   0   │         │Total bas    │  24   │\n"
               "│ total haut  │  12   │         │Total        │  36   │\n"
               "└─────────────┴───────┘         └─────────────┴───────┘\n")
    lue = lire_feuille(feuille)
    assert (lue[1], lue[4], lue[2], lue[11], lue[10], lue[9], lue[18]) == (4, 8, None, 24, None, 12, 36)


# La feuille d'une équipe (l'inédit j2, tour 9 d'essais) : deux tableaux, une case par ligne, son numéro
# devant son nom (« |  5 | Les 5 |   10 | »), le grand total sur la dernière ligne. Le numéro était pris pour
# l'étiquette et le nom pour la valeur (les faces toujours libres), et la lecture cessait à 17 cases, avant
# le grand total : un programme juste échouait à la feuille et au bonus.
FEUILLE_EN_DEUX_TABLEAUX_NUMEROTES = """
+------------------------------+
|      SECTION SUPERIEURE      |
+------------------------------+
|  1 | Les 1           |      |
|  2 | Les 2           |    2 |
|  3 | Les 3           |      |
|  4 | Les 4           |      |
|  5 | Les 5           |   10 |
|  6 | Les 6           |      |
+------------------------------+
|    | Sous total      |   12 |
|    | Bonus           |    0 |
|    | Total haut      |   12 |
+------------------------------+

+------------------------------+
|      SECTION INFERIEURE      |
+------------------------------+
| 10 | Brelan          |      |
| 11 | Carre           |      |
| 12 | Main pleine     |      |
| 13 | Petite suite    |      |
| 14 | Grosse suite    |      |
| 15 | Surplus         |   14 |
| 16 | YUM             |      |
+------------------------------+
|    | Total bas       |   14 |
|    | TOTAL           |   26 |
+------------------------------+
"""


def test_une_feuille_une_case_par_ligne_numero_devant_le_nom_se_lit_jusqu_au_grand_total():
    lue = lire_feuille(FEUILLE_EN_DEUX_TABLEAUX_NUMEROTES)
    assert (lue[1], lue[2], lue[5], lue[7], lue[15], lue[17], lue[18]) == (None, 2, 10, 12, 14, 14, 26)
    assert len(lue) == 18


def test_une_valeur_egale_au_numero_de_sa_face_reste_une_valeur():
    # « |5 | 5 | » : la face 5 vaut 5 ; seul un nom en mots (« Les 5 ») fait du numéro une colonne.
    lue = lire_feuille(FEUILLE_EN_DEUX_TABLEAUX_NUMEROTES.replace("|  5 | Les 5           |   10 |",
                                                                   "|  5 |     5           |    5 |"))
    assert lue[5] == 5


@pytest.mark.parametrize("nom, face", [("As (1)", 1), ("Deux (2)", 2), ("Six (6)", 6), ("Sixes", 6)])
def test_une_face_nommee_en_mots_derriere_son_numero_se_lit(nom, face):
    # Tour 58, java_tours0 : « |  6 | Six (6) |  6 | » se lisait « la case 6 libre » : un faux « échoué ».
    ligne = {1: "|  1 | Les 1           |      |", 2: "|  2 | Les 2           |    2 |",
             6: "|  6 | Les 6           |      |"}[face]
    nommee = f"|  {face} | {nom:<15} |   {face * 3:>2} |"
    lue = lire_feuille(FEUILLE_EN_DEUX_TABLEAUX_NUMEROTES.replace(ligne, nommee))
    assert lue[face] == face * 3, lue


def test_une_etiquette_annotee_entre_parentheses_se_lit():
    # Tour 58, java_boites : « Bonus (63+) » n'était pas lu ; le bonus et le Total haut échouaient à tort.
    lue = lire_feuille(FEUILLE_EN_DEUX_TABLEAUX_NUMEROTES.replace("|    | Bonus           |    0 |",
                                                                   "|    | Bonus (63+)     |    0 |"))
    assert lue[8] == 0


def test_total_haut_entre_parentheses_se_lit():
    # Tour 64, py_pause : « Total (haut) » non lu valait 0 au test du bonus, un faux « échoué ».
    lue = lire_feuille(FEUILLE_EN_DEUX_TABLEAUX_NUMEROTES.replace("|    | Total haut      |   12 |",
                                                                   "|    | Total (haut)    |   12 |"))
    assert lue[9] == 12


# La feuille du cours, le numéro de chaque case du bas devant son nom (revue 5, d17 : elle ne se lisait pas,
# trois comportements de la feuille restaient « à vérifier »).
FEUILLE_NUMEROS_DEVANT_LES_CASES_DU_BAS = """
                   GRILLE DE POINTAGE
|     1       |    2  |         |10 Brelan       |   17  |
|     2       |       |         |11 Carre        |       |
|     3       |       |         |12 Main pleine  |       |
|     4       |       |         |13 Petite suite |       |
|     5       |   10  |         |14 Grosse suite |       |
|     6       |       |         |15 Surplus      |   14  |
|Sous total   |   12  |         |16 YUM          |       |
|Bonus        |    0  |         |   Total bas    |   31  |
 total haut   |   12  |         |   Total        |   43  |
"""


def test_le_numero_d_une_case_devant_son_nom_dans_la_feuille_n_empeche_pas_de_la_lire():
    lue = lire_feuille(FEUILLE_NUMEROS_DEVANT_LES_CASES_DU_BAS)
    assert (lue[1], lue[5], lue[10], lue[11], lue[15], lue[17], lue[18]) == (2, 10, 17, None, 14, 31, 43)
    # Derrière le nom, entre parenthèses (revue 7, f8), de même.
    derriere = FEUILLE_NUMEROS_DEVANT_LES_CASES_DU_BAS.replace("10 Brelan     ", "Brelan (10)   ")
    assert lire_feuille(derriere)[10] == 17
    # Un autre numéro que le sien devant un nom n'en fait pas l'étiquette : le Brelan ne s'y lit pas, et une
    # feuille sans l'une de ses 13 cases ne se lit pas (la case passerait pour libre : revue 8, g25).
    autre_numero = FEUILLE_NUMEROS_DEVANT_LES_CASES_DU_BAS.replace("10 Brelan", "3 Brelan")
    assert lire_feuille(autre_numero) is None


def test_une_feuille_aux_noms_de_l_enonce_ou_abreges_aux_points_marques_se_lit_sans_la_grille_qui_suit():
    # Revue 8 : « 3 pareils » (g25), « 16 pts » (g20), les cases du bas abrégées (g21), suivies du premier
    # lancer et de sa grille des coups, dont les noms remplissaient les étiquettes non lues.
    enonce = FEUILLE_NUMEROS_DEVANT_LES_CASES_DU_BAS.replace("10 Brelan  ", "3 pareils  ").replace(
        "11 Carre   ", "4 pareils  ")
    lue = lire_feuille(enonce)
    assert (lue[10], lue[11], lue[17]) == (17, None, 31)
    marques = FEUILLE_NUMEROS_DEVANT_LES_CASES_DU_BAS.replace("|   31  |", "|31 pts |")
    assert lire_feuille(marques)[17] == 31
    abregee = FEUILLE_NUMEROS_DEVANT_LES_CASES_DU_BAS.replace("10 Brelan  ", "Br         ")
    grille = "\n".join(("  _____  _____  _____  _____  _____",
                        " |o    ||o    ||o    ||o    ||     |", " |     ||     ||     ||     ||  o  |",
                        " |____o||____o||____o||____o||_____|", "| 10 |Brelan | 9 |", "| 11 |Carre | 9 |"))
    assert lire_feuille(abregee + grille)[10] == 17
    sans_brelan = FEUILLE_NUMEROS_DEVANT_LES_CASES_DU_BAS.replace("10 Brelan  ", "Trois      ")
    assert lire_feuille(sans_brelan + grille) is None
    # Les noms anglais du Yahtzee (g26).
    anglaise = FEUILLE_NUMEROS_DEVANT_LES_CASES_DU_BAS.replace("10 Brelan      ", "3 of a kind    ").replace(
        "15 Surplus     ", "Chance         ").replace("16 YUM         ", "Yahtzee        ")
    assert (lire_feuille(anglaise)[10], lire_feuille(anglaise)[15]) == (17, 14)


# Une feuille d'une autre forme que celle du cours (l'inédit p1, String.format) : elle ne se lit pas.
FEUILLE_D_UNE_AUTRE_FORME = """
               *** FEUILLE DE POINTS ***
+--------------------+------+   +--------------------+------+
|[1] Les as          |    . |   |[10] Brelan         |    . |
|[2] Les deux        |    . |   |[11] Carre          |    . |
|[3] Les trois       |    . |   |[12] Main pleine    |    . |
|[4] Les quatre      |    . |   |[13] Petite suite   |    . |
|[5] Les cinq        |    . |   |[14] Grosse suite   |    . |
|[6] Les six         |    . |   |[15] Surplus        |    . |
|                    |      |   |[16] Yum            |    . |
+--------------------+------+   +--------------------+------+
|Sous-total          |    0 |   |Total bas           |    0 |
|Bonus (63+)         |    0 |   |                    |    0 |
|Total haut          |    0 |   |TOTAL               |    0 |
+--------------------+------+   +--------------------+------+
=== Manche 1/13 ===
"""


def test_une_feuille_d_une_autre_forme_que_celle_du_cours_se_reconnait_sans_se_lire():
    assert ressemble_a_une_feuille(FEUILLE_D_UNE_AUTRE_FORME)
    assert not contient_une_feuille(FEUILLE_D_UNE_AUTRE_FORME)
    assert lire_feuille(FEUILLE_D_UNE_AUTRE_FORME) is None


@pytest.mark.parametrize("texte", [
    # Les choix possibles d'un Yum : cinq cases du bas au plus.
    "|Brelan | 25 |\n|Carre | 25 |\n|Main pleine | 25 |\n|Surplus | 25 |\n|Yum | 50 |\n",
    # La légende de la question de la case, sur une ligne, puis un total.
    "10 = Brelan, 11 = Carré, 12 = Main pleine, 13 = Petite suite, 14 = Grosse suite, 15 = Surplus,"
    " 16 = Yum\nTotal : 36\n",
    # Toutes les cases du bas, une par ligne, mais sans aucun total : les choix d'une équipe qui montre tout.
    "Brelan 0\nCarré 0\nMain pleine 0\nPetite suite 15\nGrosse suite 0\nSurplus 15\nYum 0\n",
])
def test_les_choix_possibles_et_la_legende_de_la_case_ne_ressemblent_pas_a_une_feuille(texte):
    assert not ressemble_a_une_feuille(texte)


# --- La ligne de commande ------------------------------------------------------------------------------

CORRECTEUR = ["-m", "yum.correction", "programme"]


@pytest.mark.lent
def test_un_programme_qui_s_arrete_avant_son_premier_lancer_montre_sa_derniere_ligne(tmp_path):
    # Relecture du 28 novembre, la nuit : « le programme s'arrête (code 1) avant son premier lancer » ne
    # disait pas pourquoi ; l'erreur de Python n'était que dans le journal, et l'équipe ne pouvait rien faire.
    programme = f"{PYTHON} -c 'import regles_de_l_equipe'"
    resultat = subprocess.run([sys.executable, *CORRECTEUR, programme], capture_output=True, text=True,
                              timeout=300)
    assert ("avant son premier lancer ; sa dernière ligne : « ModuleNotFoundError: No module named"
            " 'regles_de_l_equipe' »") in resultat.stdout


@pytest.mark.lent
def test_la_ligne_de_commande_affiche_un_rapport_et_ecrit_les_verdicts_en_json(tmp_path):
    # Un programme qui ne démarre pas : le rapport entier, vite.
    programme = f"{PYTHON} -c 'raise SystemExit(3)'"
    resultat = subprocess.run([sys.executable, *CORRECTEUR, programme, "--json",
                               str(tmp_path / "verdicts.json")], capture_output=True, text=True, timeout=300)
    assert resultat.returncode == 1, resultat.stdout + resultat.stderr
    assert f"Bilan : {len(TESTS_DU_PROGRAMME)} non notables" in resultat.stdout
    assert ("obtenu : le programme s'arrête (code 3) avant son premier lancer sans rien écrire"
            in resultat.stdout)
    verdicts = json.loads((tmp_path / "verdicts.json").read_text(encoding="utf-8"))
    assert [verdict["test"] for verdict in verdicts] == list(TESTS_DU_PROGRAMME)
    assert {verdict["verdict"] for verdict in verdicts} == {NON_NOTABLE}


def test_une_option_invalide_est_dite_en_francais_avec_le_code_2():
    resultat = subprocess.run([sys.executable, *CORRECTEUR, "--delai", "x"],
                              capture_output=True, text=True, timeout=60)
    assert resultat.returncode == 2 and "Traceback" not in resultat.stderr
    assert "erreur : option --delai : valeur invalide : 'x'" in resultat.stderr


def test_une_commande_aux_guillemets_mal_fermes_est_non_notable():
    (verdict,) = corriger_programme("java -cp 'dossier Yum", tests=["test_une_partie_dure_13_tours"])
    assert verdict.verdict == NON_NOTABLE and "commande illisible" in verdict.obtenu, verdict


# --- Le déroulement suivi : ce que le correcteur croit de la partie, écran par écran ----------------------

# Un écran du titre de la grille de pointage du cours (le reste de la grille n'importe pas au déroulement).
FEUILLE_DU_COURS = "                   GRILLE DE POINTAGE\n"


def dessin(des):
    """Retourne le dessin, à la façon du cours, des dés ``des`` (5 valeurs)."""
    formes = {valeur: forme for forme, valeur in module_ecran.FACES.items()}
    rangees = ["".join(f"|{formes[de][rangee]}|" for de in des) for rangee in range(3)]
    return " _____ " * 5 + "\n" + "\n".join(rangees) + "\n"


class ConsoleFactice:
    """Une console qui rend des écrans écrits d'avance, un par attente, et retient les réponses tapées."""

    ecrans = []

    def __init__(self, commande, dossier, delai):
        """Prend les écrans préparés par le test ; ne lance rien."""
        self.ecrans = list(ConsoleFactice.ecrans)
        self.reponses = []

    def attendre(self):
        """Retourne l'écran suivant."""
        return self.ecrans.pop(0)

    def repondre(self, reponse):
        """Retient ``reponse``."""
        self.reponses.append(reponse)

    def fini(self):
        """Le programme factice ne finit jamais."""
        return False


def partie_factice(monkeypatch, ecrans):
    """Retourne une ``Partie`` démarrée dont la console rend ``ecrans`` (le premier : le premier lancer)."""
    monkeypatch.setattr(module_partie, "Console", ConsoleFactice)
    ConsoleFactice.ecrans = ecrans
    partie = module_partie.Partie("factice", ".", 1.0)
    partie.demarrer()
    return partie


def test_les_des_gardes_redessines_apres_0_ne_sont_pas_un_lancer(monkeypatch):
    des = [3, 2, 5, 6, 1]
    partie = partie_factice(monkeypatch, [FEUILLE_DU_COURS + dessin(des) + "Des ? ",
                                          "Le joueur ne veut pas relancer.\n" + dessin(des) + "Case ? "])
    partie.aller_a_la_case()
    assert (partie.lancers, partie.redessins, partie.tour) == (1, 1, 1)


def test_un_dessin_apres_la_feuille_apres_un_lancer_est_un_tour_sans_question_de_la_case(monkeypatch):
    partie = partie_factice(monkeypatch, [
        FEUILLE_DU_COURS + dessin([1, 1, 2, 3, 4]) + "Des ? ",
        dessin([1, 1, 2, 5, 6]) + "Aucun choix possible.\n" + FEUILLE_DU_COURS + dessin([4, 4, 4, 2, 1])
        + "Des ? "])
    assert partie.relancer("45")
    assert (partie.sans_case, partie.tour, partie.lancers, partie.des) == ([1], 2, 1, [4, 4, 4, 2, 1])


def test_une_relance_des_des_apres_le_troisieme_lancer_est_un_quatrieme_lancer(monkeypatch):
    partie = partie_factice(monkeypatch, [
        FEUILLE_DU_COURS + dessin([1, 2, 3, 4, 5]) + "Des ? ", dessin([6, 2, 3, 4, 6]) + "Des ? ",
        dessin([6, 2, 3, 4, 1]) + "Des ? ", dessin([2, 2, 3, 4, 3]) + "Case ? ",
        FEUILLE_DU_COURS + dessin([5, 5, 1, 1, 2]) + "Des ? "])
    assert partie.relancer("15") and partie.relancer("5")
    assert partie.choisir(15)
    assert (partie.quatriemes, partie.lancers_par_tour, partie.tour) == ([1], 4, 2)
    assert partie.console.reponses == ["15", "5", "15", "15"]


def test_un_nouveau_tour_apres_la_feuille_n_est_pas_un_quatrieme_lancer(monkeypatch):
    partie = partie_factice(monkeypatch, [
        FEUILLE_DU_COURS + dessin([1, 2, 3, 4, 5]) + "Des ? ", "Case ? ",
        FEUILLE_DU_COURS + dessin([1, 2, 3, 4, 6]) + "Des ? "])
    partie.aller_a_la_case()
    assert partie.choisir(15)
    assert (partie.quatriemes, partie.tour, partie.remplies) == ([], 2, {15})


def test_un_nouveau_tour_apres_une_feuille_d_une_autre_forme_n_est_pas_un_quatrieme_lancer(monkeypatch):
    # « 15 » nomme les dés 1 et 5 : le premier lancer du tour suivant a, par hasard, les dés 2 à 4 d'avant.
    partie = partie_factice(monkeypatch, [
        FEUILLE_D_UNE_AUTRE_FORME + dessin([1, 2, 3, 4, 5]) + "Des ? ", "Case ? ",
        FEUILLE_D_UNE_AUTRE_FORME + dessin([6, 2, 3, 4, 1]) + "Des ? "])
    partie.aller_a_la_case()
    assert partie.choisir(15)
    assert (partie.quatriemes, partie.lancers_par_tour, partie.tour, partie.remplies) == ([], 3, 2, {15})


def test_un_nouveau_numero_de_tour_sans_feuille_n_est_pas_un_quatrieme_lancer(monkeypatch):
    # Sans feuille entre les tours, « Manche 2/13 » dit le nouveau tour, quels que soient les dés gardés.
    partie = partie_factice(monkeypatch, [
        "Manche 1/13\n" + dessin([1, 2, 3, 4, 5]) + "Des ? ", "Case ? ",
        "Manche 2/13\n" + dessin([6, 2, 3, 4, 1]) + "Des ? "])
    partie.aller_a_la_case()
    assert partie.choisir(15)
    assert (partie.quatriemes, partie.lancers_par_tour, partie.tour, partie.remplies) == ([], 3, 2, {15})


def test_une_case_refusee_sous_l_invite_des_des_est_un_quatrieme_lancer(monkeypatch):
    partie = partie_factice(monkeypatch, [
        FEUILLE_DU_COURS + dessin([1, 2, 3, 4, 5]) + "Des ? ", dessin([6, 2, 3, 4, 6]) + "Des ? ",
        dessin([6, 2, 3, 4, 1]) + "Des ? ", "Erreur.\nDes ? ", "Case ? ",
        FEUILLE_DU_COURS + dessin([5, 5, 1, 1, 2]) + "Des ? "])
    assert partie.relancer("15") and partie.relancer("5")
    assert partie.choisir(10)
    assert (partie.quatriemes, partie.lancers_par_tour, partie.remplies) == ([1], 4, {10})
    assert partie.console.reponses == ["15", "5", "10", "0", "10"]


def test_au_tour_d_un_quatrieme_lancer_un_cinquieme_est_suivi(monkeypatch):
    # Un compte des lancers qui s'additionne d'un tour à l'autre (tour 49, py_lancers) : cinq lancers à ce
    # tour-là ; « 15 » relance les dés 1 et 5, les dés 2 à 4 restent.
    partie = partie_factice(monkeypatch, [
        FEUILLE_DU_COURS + dessin([1, 2, 3, 4, 5]) + "Des ? ", dessin([6, 2, 3, 4, 6]) + "Des ? ",
        dessin([6, 2, 3, 4, 1]) + "Des ? ", dessin([2, 2, 3, 4, 3]) + "Des ? ",
        dessin([5, 2, 3, 4, 5]) + "Case ? ", FEUILLE_DU_COURS + dessin([5, 5, 1, 1, 2]) + "Des ? "])
    assert partie.relancer("15") and partie.relancer("5")
    assert partie.choisir(15)
    assert (partie.quatriemes, partie.lancers_par_tour, partie.tour) == ([1, 1], 4, 2)
    assert partie.console.reponses == ["15", "5", "15", "15", "15"]


def partie_sous_la_question_des_des_apres_le_troisieme_lancer(monkeypatch):
    """Retourne une ``Partie`` factice menée au troisième lancer du tour 2, sous la question des dés
    (« Des ? ») posée encore ; l'invite de la case, « Case ? », apprise au tour 1, est autre.

    Ensuite : « Case ? », puis le tour 3 (la feuille, un dessin, « Des ? »), deux lancers, « Case ? ».
    """
    partie = partie_factice(monkeypatch, [
        FEUILLE_DU_COURS + dessin([1, 2, 3, 4, 5]) + "Des ? ", dessin([6, 2, 3, 4, 6]) + "Des ? ",
        dessin([6, 2, 3, 4, 1]) + "Case ? ", FEUILLE_DU_COURS + dessin([2, 2, 2, 5, 5]) + "Des ? ",
        dessin([2, 2, 2, 1, 3]) + "Des ? ", dessin([2, 2, 2, 6, 6]) + "Des ? ", "Case ? ",
        FEUILLE_DU_COURS + dessin([3, 3, 1, 1, 2]) + "Des ? ", dessin([3, 3, 4, 4, 2]) + "Des ? ",
        dessin([3, 3, 5, 4, 2]) + "Case ? ", FEUILLE_DU_COURS + dessin([1, 1, 1, 1, 2]) + "Des ? "])
    assert partie.relancer("15") and partie.relancer("5")
    assert partie.choisir(15)
    assert partie.relancer("45") and partie.relancer("45")
    return partie


def test_sous_l_invite_des_des_apres_le_troisieme_lancer_le_correcteur_garde_les_des(monkeypatch):
    # Taper la case à la question des dés en relancerait, qui peuvent retomber pareils : un refus de la case
    # pour le correcteur. Les deux invites connues et différentes, « 0 » garde les dés.
    partie = partie_sous_la_question_des_des_apres_le_troisieme_lancer(monkeypatch)
    assert partie.choisir(10)
    assert (partie.quatriemes, partie.lancers_par_tour, partie.tour, partie.remplies) == ([2], 4, 3, {10, 15})
    assert partie.console.reponses == ["15", "5", "15", "45", "45", "0", "10"]


def test_une_invite_qui_n_est_qu_une_marque_ne_dit_pas_que_les_des_sont_demandes_encore(monkeypatch):
    # La CI (programme juste « sans mots ») : « > » se lit avec la dernière ligne des coups, la même aux deux
    # questions quand la grille finit pareil ; le correcteur tapait « 0 » à la case, qui annulait la partie.
    partie = partie_factice(monkeypatch, [FEUILLE_DU_COURS + dessin([1, 2, 3, 4, 5]) + "case 15 - Surplus :"
                                          " 15 pts\n> "])
    partie.invite_des, partie.invite_case = "case 15 - Surplus : 15 pts >", "case 13 - Petite : 15 pts >"
    partie.lancers = module_partie.NB_LANCERS
    assert not partie.demande_encore_les_des()
    partie.ecran = partie.ecran.replace("\n> ", " > ")
    assert partie.demande_encore_les_des()


def test_apres_un_quatrieme_lancer_la_question_de_la_case_au_troisieme_finit_le_tour(monkeypatch):
    # Le tour 2 a eu quatre lancers ; le tour 3 n'en a que trois : le correcteur ne tape pas de dés (ni
    # « 0 », qui annulerait la partie) sous l'invite de la case.
    partie = partie_sous_la_question_des_des_apres_le_troisieme_lancer(monkeypatch)
    assert partie.choisir(10)
    assert partie.relancer("34") and partie.relancer("3")
    partie.aller_a_la_case()
    assert (partie.lancers, partie.lancers_par_tour, partie.tour) == (3, 4, 3)
    assert partie.console.reponses == ["15", "5", "15", "45", "45", "0", "10", "34", "3"]


@pytest.mark.lent
@avec_java
def test_une_remise_java_qui_dort_a_chaque_lancer_se_corrige_sans_depasser_ses_delais(ecarts, tmp_path):
    # 300 ms de pause après chaque lancer (« Thread.sleep(300) ») : douze secondes par partie, au-delà du
    # délai de 10 s. Ses classes, retouchées dans la copie du dossier de l'équipe, dorment cinquante fois
    # moins : le programme juste est jugé comme un autre.
    pause = ecarts.Ecart(
        "pause_apres_chaque_lancer", "ModDes.java", "        ModAffichage.afficherDes(des);\n",
        "        ModAffichage.afficherDes(des);\n"
        "        try { Thread.sleep(300); } catch (InterruptedException e) { }\n",
        "Une pause de 300 ms après chaque lancer.", "aucune : un programme juste", ecarts.AUCUN_TEST)
    sources = ecarts.fabriquer(pause, tmp_path / "src")
    subprocess.run(["javac", "-encoding", "utf-8", "-d", str(tmp_path / "bin"),
                    *map(str, sorted(sources.glob("*.java")))], check=True)
    verdicts = corriger_programme(f"java {OPTIONS_DE_LA_JVM} -cp bin Yum", repertoire=tmp_path)
    assert not echecs(verdicts), en_clair(verdict for verdict in verdicts if verdict.verdict == ECHOUE)
    assert not [verdict for verdict in verdicts if "délai" in verdict.obtenu], en_clair(verdicts)
    assert sum(1 for verdict in verdicts if verdict.verdict == REUSSI) >= len(TESTS_DU_PROGRAMME) - 2
