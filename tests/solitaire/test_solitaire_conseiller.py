"""Le conseiller des Dés en solitaire : ses choix, sa valeur apprise, son conseil, sa simulation.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import itertools
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from outils_de_test import DesPipes, Ecran, Reponses, lancer_jeu

from solitaire import conseiller as module_conseiller
from solitaire.conseiller import (
    DEBUTS,
    NB_POIDS,
    PERIODES,
    SOMME_ENSEMBLE,
    SOMME_MARGE,
    SOMME_PERIODE_OUVERTES,
    TABLES,
    Bilan,
    Conseiller,
    apprendre_de_la_partie,
    caracteristiques,
    charger_poids,
    choix_distincts,
    conseiller_solitaire,
    couverture,
    decrire_choix,
    enregistrer_poids,
    entrainer,
    formater_conseil,
    indice,
    jouer_une_partie,
    marge,
    position_apres,
    simuler,
    temps_restant,
)
from solitaire.conseiller import poids as module_poids
from solitaire.constantes import FIN_REJET, NB_DES, NB_VALEURS_REJET, SOMME_MAX, SOMME_MIN
from solitaire.partie import jouer_partie
from solitaire.regles import (
    SOMMES,
    calculer_score,
    nouvelles_combinaisons,
    partie_finie,
    sommes_des_paires,
    valeur_du_de,
)
from solitaire.saisie import QUESTION_PAIRES, motif_refus_paires
from solitaire.simulation import formater_statistiques
from yum.commun.conseils import Conseil
from yum.commun.erreurs import DonneesIllisibles
from yum.commun.sources import DesAuHasard, taper_numeros

# --- Des positions au hasard, pour hypothesis ---------------------------------------------------

des_au_hasard = st.lists(st.integers(1, 6), min_size=NB_DES, max_size=NB_DES)


@st.composite
def positions(draw):
    """Une position pas finie : des paires de chaque somme, et zéro à trois rejets (comptes 1 à 7)."""
    combinaisons = nouvelles_combinaisons()
    for somme in SOMMES:
        combinaisons[somme] = draw(st.integers(0, 12))
    valeurs = draw(st.lists(st.integers(1, 6), max_size=NB_VALEURS_REJET, unique=True))
    rejets = [[valeur, draw(st.integers(1, FIN_REJET - 1))] for valeur in valeurs]
    return combinaisons, rejets


def effet(des, numeros, rejets):
    """Retourne ce que fait un choix : (combinaisons ajoutées triées, rejets après)."""
    combinaisons, apres = position_apres(des, numeros, nouvelles_combinaisons(), rejets)
    return tuple(combinaisons), tuple(map(tuple, apres))


def tous_les_choix_permis(des, rejets):
    """Retourne tous les choix de quatre numéros que la saisie accepte (24 × 5 ordres essayés)."""
    return [list(numeros) for numeros in itertools.permutations(range(1, NB_DES + 1), 4)
            if motif_refus_paires("".join(map(str, numeros)), des, rejets) is None]


# --- Les caractéristiques d'une position ------------------------------------------------------

def test_les_tables_se_suivent_sans_se_chevaucher():
    for table in range(len(TABLES) - 1):
        derniere_case = indice(table, *[dimension - 1 for dimension in TABLES[table][1]])
        assert derniere_case + 1 == DEBUTS[table + 1]
    assert indice(len(TABLES) - 1, *[d - 1 for d in TABLES[-1][1]]) == NB_POIDS - 1


def test_le_temps_restant_va_de_22_a_1_et_chaque_temps_a_sa_periode():
    assert temps_restant([]) == len(PERIODES) - 1 == 22
    assert temps_restant([[4, 7], [5, 7], [6, 7]]) == 1
    assert temps_restant([[4, 3]]) == 22 - 3
    assert marge([]) == FIN_REJET and marge([[4, 3], [5, 6]]) == 2


@settings(max_examples=200, deadline=None)
@given(positions())
def test_les_indices_calcules_d_un_coup_sont_ceux_des_tables(position):
    # caracteristiques() additionne les pas à la main pour aller vite ; on la
    # compare au calcul direct, case par case, avec indice().
    combinaisons, rejets = position
    periode, reste = PERIODES[temps_restant(rejets)], marge(rejets)
    comptes = [min(combinaisons[somme], 10) for somme in SOMMES]
    ouvertes = min(9, sum(1 for paires in comptes if 0 < paires < 10))
    ensemble = sum(2 ** (valeur - 1) for valeur, _ in rejets)
    attendus = set()
    for rang, paires in enumerate(comptes):
        attendus.add(indice(SOMME_PERIODE_OUVERTES, rang, paires, periode, ouvertes))
        attendus.add(indice(SOMME_MARGE, rang, paires, reste))
        attendus.add(indice(SOMME_ENSEMBLE, rang, paires, ensemble))
    indices = caracteristiques(combinaisons, rejets)
    assert attendus <= set(indices)
    assert len(indices) == 3 * len(SOMMES) + 7 + len(rejets)
    assert all(0 <= position < NB_POIDS for position in indices)


def test_la_couverture_compte_les_tirages_de_quatre_des_un_a_un():
    # Sommes ouvertes 6, 7 et 8 : sur les 1296 tirages ordonnés de quatre dés, on compte
    # ceux dont un groupement met les deux paires (ou au moins une) dans ces sommes.
    ouvertes = {6, 7, 8}
    deux = une = 0
    for a, b, c, d in itertools.product(range(1, 7), repeat=4):
        placees = max(len({premiere} & ouvertes) + len({seconde} & ouvertes)
                      for premiere, seconde in ((a + b, c + d), (a + c, b + d), (a + d, b + c)))
        deux += placees == 2
        une += placees >= 1
    masque = sum(1 << somme for somme in ouvertes)
    assert couverture(masque) == (deux * 10 // 1296, une * 10 // 1296) == (3, 9)


# --- Les choix proposés --------------------------------------------------------------------------

@settings(max_examples=150, deadline=None)
@given(positions(), des_au_hasard)
def test_le_conseiller_ne_propose_que_des_choix_permis_et_les_propose_tous(position, des):
    combinaisons, rejets = position
    classement = conseiller_solitaire().classer_choix(des, combinaisons, rejets)
    proposes = [numeros for _, numeros in classement]
    for numeros in proposes:
        assert motif_refus_paires("".join(map(str, numeros)), des, rejets) is None
    # Un seul choix par effet, et aucun effet permis n'est oublié.
    effets = [effet(des, numeros, rejets) for numeros in proposes]
    assert len(set(effets)) == len(effets)
    assert set(effets) == {effet(des, numeros, rejets) for numeros in tous_les_choix_permis(des, rejets)}
    valeurs = [valeur for valeur, _ in classement]
    assert valeurs == sorted(valeurs, reverse=True)


def test_choix_distincts_garde_un_choix_par_effet():
    # Rejet imposé 1 ; 4 4 6 6 donnent 8 et 12, ou deux fois 10.
    assert choix_distincts([1, 4, 4, 6, 6], [[1, 2], [3, 1], [5, 4]]) == [[2, 3, 4, 5], [2, 4, 3, 5]]


def test_au_dernier_coup_le_conseiller_prend_le_meilleur_score_final():
    # Le 1, seul rejet possible, sort pour la 8ᵉ fois : la partie finit, la valeur est exacte.
    combinaisons = nouvelles_combinaisons()
    combinaisons[8], combinaisons[10] = 9, 4
    rejets = [[1, 7], [2, 2], [3, 2]]
    des = [1, 4, 4, 6, 6]
    classement = conseiller_solitaire().classer_choix(des, combinaisons, rejets)
    finaux = {tuple(numeros): calculer_score(position_apres(des, numeros, combinaisons, rejets)[0])
              for _, numeros in classement}
    valeur, meilleur = classement[0]
    assert valeur == finaux[tuple(meilleur)] == max(finaux.values())
    # Deux paires de 10 (4 → 6 : de -200 à +60) valent mieux que 8 et 10 (+40 et +200).
    assert sorted(sommes_des_paires(des, meilleur)) == [10, 10]


def test_le_conseiller_rentabilise_deux_sommes_plutot_que_d_en_ouvrir_une():
    # Rejet imposé 1 ; 3 4 4 5 donnent 7 et 9 (chacune passe de 4 à 5 paires : +400), ou 8 et 8.
    combinaisons = nouvelles_combinaisons()
    combinaisons[7], combinaisons[9], combinaisons[6] = 4, 4, 7
    rejets = [[1, 3], [2, 3], [3, 3]]
    des = [1, 3, 4, 4, 5]
    meilleur = conseiller_solitaire().meilleur_choix(des, combinaisons, rejets)
    assert sorted(sommes_des_paires(des, meilleur)) == [7, 9]
    assert valeur_du_de(des, 1) == 1 and 1 not in meilleur


def test_en_fin_de_partie_le_conseiller_n_ouvre_pas_de_somme():
    # Il reste au plus quatre tours (les trois rejets sont à 6). Rejet 3 : 4 et 12 (deux
    # sommes neuves, -400 presque sûrs) ou 8 et 8 (la somme 8, déjà à 5, monte à 7 : +80) ;
    # rejet 2 : 5 et 12, ou 8 et 9 (une somme neuve).
    combinaisons = nouvelles_combinaisons()
    combinaisons[8], combinaisons[7] = 5, 8
    rejets = [[1, 6], [2, 6], [3, 6]]
    des = [3, 2, 2, 6, 6]
    meilleur = conseiller_solitaire().meilleur_choix(des, combinaisons, rejets)
    assert sorted(sommes_des_paires(des, meilleur)) == [8, 8]


# --- L'apprentissage ------------------------------------------------------------------------------

def test_la_derniere_position_se_rapproche_du_score_final():
    poids = [0.0] * 4
    apprendre_de_la_partie(poids, [(0.0, [0, 1])], score_final=100, pas=0.5)
    # Erreur 100, pas 0,5, partagée entre deux poids : +25 chacun.
    assert poids == [25.0, 25.0, 0.0, 0.0]


def test_le_retour_lambda_mele_la_valeur_suivante_et_le_score_final():
    poids = [0.0] * 2
    # Deux positions : la seconde vaut 40 et la partie finit à 100.
    apprendre_de_la_partie(poids, [(0.0, [0]), (40.0, [1])], score_final=100, pas=1.0, lam=0.5)
    assert poids[1] == 60.0
    # Retour λ de la première : 0,5 × 40 + 0,5 × 100 = 70.
    assert poids[0] == 70.0


def test_l_entrainement_est_reproductible_et_apprend_quelque_chose():
    premiers = entrainer(20, graine=3)
    assert premiers == entrainer(20, graine=3)
    assert any(premiers)
    assert premiers != entrainer(20, graine=4)


def test_les_poids_relus_sont_ceux_ecrits(tmp_path):
    poids = [float(i % 7) - 3.5 for i in range(NB_POIDS)]
    chemin = tmp_path / "poids.zlib"
    enregistrer_poids(poids, chemin)
    assert charger_poids(chemin) == poids


def test_un_fichier_de_poids_de_la_mauvaise_taille_est_refuse(tmp_path):
    chemin = tmp_path / "poids.zlib"
    enregistrer_poids([1.0, 2.0], chemin)
    with pytest.raises(DonneesIllisibles, match="poids.zlib est abîmé"):
        charger_poids(chemin)


def test_un_fichier_de_poids_qui_ne_sont_pas_des_nombres_est_refuse(tmp_path):
    chemin = tmp_path / "poids.zlib"
    enregistrer_poids([float("nan")] * NB_POIDS, chemin)
    with pytest.raises(DonneesIllisibles, match="valeurs impossibles"):
        charger_poids(chemin)


def test_la_valeur_apprise_livree_joue_bien_mieux_qu_un_joueur_glouton():
    # Poids nuls : le conseiller ne voit que le score immédiat (un glouton, vers -340).
    # Les poids livrés, sans le lancer d'avance (cent fois plus rapide) : le conseiller
    # livré ajoute ce lancer à cette valeur (le duel le mesure, voir LISEZMOI).
    source = DesAuHasard(random.Random(8))
    glouton = Conseiller([0.0] * NB_POIDS)
    scores_glouton = [calculer_score(jouer_une_partie(glouton, source)[0]) for _ in range(100)]
    simple = Conseiller(conseiller_solitaire().poids)
    scores_conseil = [bilan.score for bilan in simuler(100, DesAuHasard(random.Random(8)), conseiller=simple)]
    assert sum(scores_glouton) / 100 < -200
    assert sum(scores_conseil) / 100 > 100


def test_une_partie_simulee_finit_par_un_huitieme_rejet():
    combinaisons, rejets = jouer_une_partie(conseiller_solitaire(), DesAuHasard(random.Random(1)))
    assert partie_finie(rejets)
    assert sum(combinaisons[SOMME_MIN:SOMME_MAX + 1]) >= 2 * FIN_REJET


# --- Le conseil à l'écran ---------------------------------------------------------------------------

def entrees_du_conseil(texte):
    """Retourne les entrées d'un conseil : ses lignes, chaque suite (en retrait) recollée à la sienne."""
    entrees = []
    for ligne in texte.splitlines():
        if ligne.startswith(module_conseiller.RETRAIT_CONSEIL):
            entrees[-1] += " " + ligne.strip()
        else:
            entrees.append(ligne)
    return entrees


def test_le_conseil_montre_le_meilleur_choix_a_taper_et_deux_autres():
    texte = formater_conseil([6, 1, 3, 5, 5], nouvelles_combinaisons(), [])
    entrees = entrees_du_conseil(texte)
    assert len(entrees) == 4
    assert entrees[0].startswith("Conseil : Paires ") and "tapez " in entrees[0]
    assert re.fullmatch(r"  Score final espéré : -?\d+ ; chance de gagner : \d+ %\.", entrees[1])
    assert all(entree.startswith("  sinon : Paires ") and re.search(r"\(espéré : -?\d+ ; chance : \d+ %\)\.$",
                                                                      entree)
               for entree in entrees[2:])
    assert all(len(ligne) <= 80 for ligne in texte.splitlines())


def test_un_lancer_libre_est_nomme_dans_le_conseil():
    texte = formater_conseil([2, 4, 4, 6, 6], nouvelles_combinaisons(), [[1, 2], [3, 1], [5, 4]])
    assert "de côté (F)" in texte


def test_la_premiere_ligne_du_conseil_tient_en_80_colonnes_meme_au_plus_long():
    # Sommes à deux chiffres, lancer libre : quel que soit le choix conseillé, le choix à taper reste
    # sur la ligne du conseil (on le lit là, et un test de la reprise aussi).
    des, rejets = [4, 6, 6, 5, 6], [[1, 2], [2, 1], [3, 4]]
    lignes = [f"Conseil : {decrire_choix(des, numeros, rejets)} ; tapez {taper_numeros(numeros)}."
              for numeros in choix_distincts(des, rejets)]
    assert any("(10 et 12)" in ligne or "(12 et 10)" in ligne for ligne in lignes)
    assert all(len(ligne) <= 80 and "de côté (F)" in ligne for ligne in lignes)
    premiere = formater_conseil(des, nouvelles_combinaisons(), rejets).splitlines()[0]
    assert premiere in lignes


def test_le_conseil_dit_en_francais_correct_quel_de_part_au_rejet():
    # « rejet le dé 3 » n'était pas du français : le dé part « au rejet ».
    texte = formater_conseil([6, 1, 3, 5, 5], nouvelles_combinaisons(), [])
    choix = [entree for entree in entrees_du_conseil(texte) if "Paires " in entree]
    assert len(choix) == 3
    assert all(re.search(r"le dé \d \(un \d\) au rejet", ligne) for ligne in choix)
    assert "rejet le dé" not in texte


def test_point_d_interrogation_affiche_le_conseil_et_repose_la_question():
    des = [1, 3, 4, 6, 6] * 8
    ecran = Ecran()
    lire = Reponses(["?"] + ["2345"] * 8)
    conseil = Conseil(module_conseiller.formater_conseil)
    assert jouer_partie(DesPipes(des), lire, ecran, conseil) == 390
    assert ecran.texte().count("Conseil : Paires") == 1
    assert lire.questions.count(QUESTION_PAIRES) == 9


def test_le_conseil_automatique_s_affiche_a_chaque_lancer():
    ecran = Ecran()
    conseil = Conseil(module_conseiller.formater_conseil, automatique=True)
    jouer_partie(DesPipes([1, 3, 4, 6, 6] * 8), Reponses(["2345"] * 8), ecran, conseil)
    assert ecran.texte().count("Conseil : Paires") == 8


def test_les_statistiques_d_une_simulation():
    bilans = [Bilan(600, 22, 1, 5, 0, (1, 6, 5)), Bilan(-200, 20, 0, 7, 1, (1, 6, 2)),
              Bilan(100, 21, 0, 6, 0, (6, 1, 5))]
    texte = formater_statistiques(bilans, esperance=250)
    assert "Score final : moyenne 166,7 ± 233,3 (erreur type)" in texte
    assert "Parties gagnées (500 points ou plus) : 1, soit 33,3 % ± 27,2 %" in texte
    assert "Tours par partie : 21,0 en moyenne, dont 0,33 lancers libres." in texte
    assert "Sommes ouvertes par partie : 6,00 en moyenne, dont 0,33 encore négatives" in texte
    # Les lignes longues sont coupées pour tenir à l'écran : on les relit d'un seul tenant.
    assert ("Valeurs de rejet choisies (part des parties) : 1 (100,0 %), 6 (100,0 %), 5 (66,7 %),"
            in " ".join(texte.split()))
    assert "\n  -200 à -101 #" in texte and "\n   600 à 699  #" in texte


# --- En boîte noire -----------------------------------------------------------------------------------

def test_la_simulation_est_reproductible_avec_sa_graine():
    premiere = lancer_jeu("solitaire", "--simulation", "2", "--graine", "2")
    seconde = lancer_jeu("solitaire", "--simulation", "2", "--graine", "2")
    assert premiere.returncode == 0, premiere.stderr
    assert premiere.stdout == seconde.stdout
    for morceau in ("Simulation : 2 parties", "Score final : moyenne", "Parties gagnées",
                    "centile 5", "Tours par partie", "Sommes ouvertes", "Valeurs de rejet", "Histogramme"):
        assert morceau in premiere.stdout
    autre = lancer_jeu("solitaire", "--simulation", "2", "--graine", "3")
    assert autre.stdout != premiere.stdout


def test_point_d_interrogation_en_boite_noire():
    resultat = lancer_jeu("solitaire", "--graine", "5", entree="?\n")
    assert "Conseil : Paires" in resultat.stdout
    assert resultat.returncode == 1 and "Traceback" not in resultat.stderr


@pytest.mark.parametrize("option", ["--simulation", "--conseil"])
def test_l_aide_du_solitaire_presente_les_options_du_conseiller(option):
    assert option in lancer_jeu("solitaire", "--help").stdout


def test_une_simulation_de_zero_partie_est_refusee():
    resultat = lancer_jeu("solitaire", "--simulation", "0")
    assert resultat.returncode == 2 and "Traceback" not in resultat.stderr


def test_des_poids_illisibles_donnent_une_phrase_et_pas_une_trace(tmp_path, monkeypatch):
    from yum.commun.conseils import conseil_a_la_demande
    abime = tmp_path / "poids.zlib"
    abime.write_bytes(b"pas du zlib")
    # Les poids se lisent dans le module ``poids`` du paquet : c'est là que le fichier se change.
    monkeypatch.setattr(module_poids, "FICHIER_POIDS", abime)
    conseiller_solitaire.cache_clear()
    try:
        conseil = conseil_a_la_demande("solitaire.conseiller")
        texte = conseil.formater([6, 1, 3, 5, 5], nouvelles_combinaisons(), [])
    finally:
        conseiller_solitaire.cache_clear()
    assert texte == ("Le conseiller n'est pas disponible : le fichier poids.zlib est abîmé (ses données"
                     " compressées sont coupées ou altérées).")
