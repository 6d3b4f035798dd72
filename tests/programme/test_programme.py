"""Le programme en console d'une équipe, joué et vérifié comme l'énoncé le décrit (§3, §5).

Chaque test lance le programme (``--programme "python -m paquet"`` ; par défaut la
référence, ``python -m yum``), le joue par des tubes en lisant l'écran, et vérifie un
comportement de l'énoncé, dont il porte le nom. Les dés viennent du programme lui-même :
on les lit sur son dessin (la procédure du cours), comme sa grille de pointage. Un
programme qui plante, finit trop tôt ou ne demande plus rien fait échouer le test en
cours, avec la fin de sa transcription.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import pytest
from console import Console, genre_de_question, lire_coups, lire_des, lire_feuille, nombre_de_dessins
from enonce import (
    BONUS_DU_HAUT,
    CASES_DE_JEU,
    GRAND_TOTAL,
    SOUS_TOTAL_HAUT,
    TOTAL_BAS,
    TOTAL_HAUT,
    grille_attendue,
    nom_case,
    texte_des,
)

pytestmark = pytest.mark.programme

# Les réponses à la question des dés que l'énoncé fait refuser et redemander.
REPONSES_DES_INVALIDES = ("6", "113", "", "abc")
# Le sous-total du haut qui donne le bonus, et le bonus.
MIN_BONUS, BONUS = 63, 25
# Nombre de parties, au plus, pour atteindre le bonus (presque chacune y arrive).
PARTIES_POUR_LE_BONUS = 8


@pytest.fixture
def console(request):
    """Le programme corrigé, lancé ; arrêté à la fin du test."""
    programme = Console(request.config.getoption("--programme"))
    yield programme
    programme.fermer()


def question(console):
    """Attend la prochaine question ; retourne (son genre, le texte écrit depuis la dernière réponse)."""
    texte = console.attendre()
    genre = genre_de_question(texte)
    if genre is None:
        raise AssertionError(f"le programme attend, mais sa question n'est pas reconnue\n{console.fin()}")
    return genre, texte


def case_libre(console):
    """Retourne une case libre de la dernière grille de pointage affichée, la première dans l'ordre."""
    feuille = lire_feuille(console.transcription())
    assert feuille is not None, f"aucune grille de pointage lisible à l'écran\n{console.fin()}"
    return next(case for case in CASES_DE_JEU if feuille[case] is None)


def garder_jusqu_a_la_case(console, genre, texte):
    """Répond 0 (garder tous les dés) tant que les dés sont demandés ; retourne la question suivante."""
    while genre == "des":
        console.repondre("0")
        genre, texte = question(console)
    return genre, texte


def jouer_un_tour(console, genre, texte, reponses_des=("0",)):
    """Joue un tour à partir d'une question des dés ; retourne (genre, texte) de la question qui suit la case.

    Les réponses aux dés sont prises dans ``reponses_des``, puis « 0 ».
    """
    reponses = list(reponses_des)
    while genre == "des":
        console.repondre(reponses.pop(0) if reponses else "0")
        genre, texte = question(console)
    assert genre == "case", f"après les dés, l'énoncé demande la case\n{console.fin()}"
    console.repondre(str(case_libre(console)))
    return question(console)


def test_une_partie_dure_13_tours_puis_demande_si_l_on_rejoue(console):
    genre, texte = question(console)
    tours = 0
    while genre == "des":
        genre, texte = jouer_un_tour(console, genre, texte)
        tours += 1
    assert genre == "rejouer", \
        f"après {tours} tours, le programme devait demander si l'on rejoue\n{console.fin()}"
    assert tours == 13, f"la partie a duré {tours} tours ; l'énoncé en veut 13\n{console.fin()}"


def test_un_tour_a_trois_lancers_le_dernier_hors_de_la_boucle(console):
    genre, texte = question(console)
    dessins = nombre_de_dessins(texte)
    console.repondre("12345")
    genre, texte = question(console)
    dessins += nombre_de_dessins(texte)
    assert genre == "des", f"après le 1er lancer, le programme demande encore les dés\n{console.fin()}"
    console.repondre("12345")
    genre, texte = question(console)
    dessins += nombre_de_dessins(texte)
    assert genre == "case", f"après le 3e lancer, l'énoncé demande la case, pas les dés\n{console.fin()}"
    assert dessins == 3, f"trois lancers, trois dessins de dés ; il y en a eu {dessins}\n{console.fin()}"


def test_0_garde_tous_les_des_et_passe_a_la_case(console):
    genre, texte = question(console)
    des = lire_des(texte)
    console.repondre("0")
    genre, texte = question(console)
    assert genre == "case", f"« 0 » garde tous les dés : vient ensuite la case\n{console.fin()}"
    assert nombre_de_dessins(texte) == 0 or lire_des(texte) == des, \
        f"« 0 » ne relance aucun dé\n{console.fin()}"


def test_seuls_les_des_nommes_sont_relances(console):
    genre, texte = question(console)
    for _ in range(4):
        avant = lire_des(texte)
        console.repondre("34")
        genre, texte = question(console)
        apres = lire_des(console.transcription())
        gardes = [avant[i] == apres[i] for i in (0, 1, 4)]
        assert all(gardes), (f"« 34 » relance les dés 3 et 4 seulement : {texte_des(avant)} est devenu"
                             f" {texte_des(apres)}\n{console.fin()}")
        genre, texte = jouer_un_tour(console, genre, texte)


@pytest.mark.parametrize("reponse", REPONSES_DES_INVALIDES)
def test_une_reponse_invalide_aux_des_est_redemandee_sans_rien_changer(console, reponse):
    genre, texte = question(console)
    des = lire_des(texte)
    console.repondre(reponse)
    genre, texte = question(console)
    assert genre == "des", f"« {reponse} » est invalide : la question des dés est reposée\n{console.fin()}"
    assert nombre_de_dessins(texte) == 0 and lire_des(console.transcription()) == des, \
        f"« {reponse} » est invalide : aucun dé ne doit être relancé\n{console.fin()}"


def test_les_coups_possibles_suivent_les_regles_pour_les_cases_libres(console):
    genre, texte = question(console)
    while genre != "rejouer":
        if genre == "case" or nombre_de_dessins(texte):
            des = lire_des(console.transcription())
            feuille = lire_feuille(console.transcription())
            attendus = {case: points for case, points in enumerate(grille_attendue(des))
                        if points and case in CASES_DE_JEU and feuille[case] is None}
            montres = lire_coups(texte) if nombre_de_dessins(texte) else None
            if montres is not None:
                assert montres == attendus, (
                    f"pour les dés {texte_des(des)}, le programme montre {montres} ;"
                    f" attendu {attendus} (seules les cases libres)\n{console.fin()}")
        if genre == "des":
            console.repondre("0")
        else:
            console.repondre(str(case_libre(console)))
        genre, texte = question(console)


def test_la_case_choisie_recoit_ses_points_et_les_totaux_suivent(console):
    genre, texte = question(console)
    while genre != "rejouer":
        if genre == "des":
            console.repondre("0")
            genre, texte = question(console)
            continue
        des = lire_des(console.transcription())
        avant = lire_feuille(console.transcription())
        case = case_libre(console)
        console.repondre(str(case))
        genre, texte = question(console)
        apres = lire_feuille(console.transcription())
        points = grille_attendue(des)[case]
        assert apres[case] == points, (
            f"avec {texte_des(des)}, la case {nom_case(case)} devait recevoir {points},"
            f" la feuille montre {apres[case]}\n{console.fin()}")
        haut = sum(apres[face] or 0 for face in range(1, 7))
        bonus = 25 if haut >= 63 else 0
        bas = sum(apres[case] or 0 for case in CASES_DE_JEU if case > 6)
        attendus = {SOUS_TOTAL_HAUT: haut, BONUS_DU_HAUT: bonus, TOTAL_HAUT: haut + bonus, TOTAL_BAS: bas,
                    GRAND_TOTAL: haut + bonus + bas}
        lus = {total: apres[total] for total in attendus}
        assert lus == attendus, \
            f"les totaux lus sont {lus} ; attendu {attendus} (bonus 25 dès 63)\n{console.fin()}"
        assert all(apres[autre] == avant[autre] for autre in CASES_DE_JEU if autre != case), \
            f"choisir {nom_case(case)} a changé d'autres cases\n{console.fin()}"


def test_une_case_occupee_ou_un_total_est_refuse_et_redemande(console):
    genre, texte = question(console)
    genre, texte = jouer_un_tour(console, genre, texte)
    occupee = next(case for case in CASES_DE_JEU if lire_feuille(console.transcription())[case] is not None)
    genre, texte = garder_jusqu_a_la_case(console, genre, texte)
    for reponse in (str(occupee), "8", "17"):
        console.repondre(reponse)
        genre, texte = question(console)
        assert genre == "case", \
            f"la case {reponse} est occupée ou un total : elle est redemandée\n{console.fin()}"


def test_zero_a_la_case_annule_la_partie(console):
    genre, texte = question(console)
    genre, texte = garder_jusqu_a_la_case(console, genre, texte)
    console.repondre("0")
    genre, texte = question(console)
    assert genre == "rejouer", f"0 annule la partie : vient la question « rejouer ? »\n{console.fin()}"


def test_la_reponse_rejouer_est_validee_puis_o_relance_une_partie_et_n_finit(console):
    genre, texte = question(console)
    while genre != "rejouer":
        console.repondre("0")
        genre, texte = question(console)
    for reponse in ("x", "oui", ""):
        console.repondre(reponse)
        genre, texte = question(console)
        assert genre == "rejouer", f"« {reponse} » n'est ni o ni n : la question est reposée\n{console.fin()}"
    console.repondre("o")
    genre, texte = question(console)
    feuille = lire_feuille(console.transcription())
    assert genre == "des" and all(feuille[case] is None for case in CASES_DE_JEU), \
        f"« o » relance une partie, sur une feuille vide\n{console.fin()}"
    console.repondre("0")
    genre, texte = question(console)
    console.repondre("0")
    genre, texte = question(console)
    console.repondre("n")
    fin = console.attendre()
    assert console.fini() and fin.strip(), \
        f"« n » finit le programme, après un message de fin\n{console.fin()}"
    assert console.processus.returncode == 0, f"une fin normale sort avec le code 0\n{console.fin()}"


def viser_le_haut(console, genre):
    """Joue une partie pour le bonus ; retourne (genre de la question suivante, sous-total du haut).

    Stratégie : à chaque tour, viser la face libre du haut la plus nombreuse ; ne l'inscrire
    qu'avec au moins trois dés de cette face (ou quand le bas est plein), sinon rayer une
    case du bas. Le sous-total est lu sur la feuille à la fin de la partie.
    """
    libres = list(range(1, 7))
    bas_libres = [case for case in CASES_DE_JEU if case > 6]
    while libres and genre in ("des", "case"):
        while genre == "des":
            des = lire_des(console.transcription())
            cible = max(libres, key=lambda face: (des.count(face), face))
            relance = "".join(str(numero) for numero, de in enumerate(des, start=1) if de != cible)
            console.repondre(relance or "0")
            genre, _ = question(console)
        assert genre == "case", f"après les dés, l'énoncé demande la case\n{console.fin()}"
        des = lire_des(console.transcription())
        cible = max(libres, key=lambda face: (des.count(face), face))
        if des.count(cible) >= 3 or not bas_libres:
            libres.remove(cible)
            console.repondre(str(cible))
        else:
            console.repondre(str(bas_libres.pop()))
        genre, _ = question(console)
    feuille = lire_feuille(console.transcription())
    return genre, feuille[SOUS_TOTAL_HAUT] or 0


def test_le_bonus_de_25_s_ajoute_des_63_points_en_haut_et_au_total(console):
    genre, _ = question(console)
    for _ in range(PARTIES_POUR_LE_BONUS):
        genre, haut = viser_le_haut(console, genre)
        if haut >= MIN_BONUS:
            feuille = lire_feuille(console.transcription())
            haut = sum(feuille[face] for face in range(1, 7))
            lus = tuple(feuille[case] for case in (SOUS_TOTAL_HAUT, BONUS_DU_HAUT, TOTAL_HAUT, GRAND_TOTAL))
            attendus = (haut, BONUS, haut + BONUS, haut + BONUS + (feuille[TOTAL_BAS] or 0))
            assert lus == attendus, (f"avec {haut} en haut, (sous-total, bonus, total haut, total) vaut"
                                     f" {lus} ; attendu {attendus}\n{console.fin()}")
            return
        # Pas de bonus cette fois : on annule la partie (si elle dure encore) et on en recommence une.
        genre, _ = garder_jusqu_a_la_case(console, genre, None)
        if genre == "case":
            console.repondre("0")
            genre, _ = question(console)
        assert genre == "rejouer", f"0 annule la partie : vient « rejouer ? »\n{console.fin()}"
        console.repondre("o")
        genre, _ = question(console)
    pytest.skip(f"le bonus n'a pas été atteint en {PARTIES_POUR_LE_BONUS} parties")
