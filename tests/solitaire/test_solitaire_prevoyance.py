"""Le conseiller prévoyant des Dés en solitaire (un lancer d'avance), le duel et la borne.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire.borne import borne_de_la_partie, couples_du_lancer, lancers_de_la_partie, tours_au_plus
from solitaire.conseiller import (
    COUPLES_DE_SOMMES,
    ECARTS_TYPES_DU_SCORE,
    ISSUE_LIBRE,
    NB_POIDS,
    NB_POIDS_DU_PREMIER,
    Conseiller,
    ConseillerGagnant,
    ConseillerPrevoyant,
    chance_de_gagner,
    charger_poids_du_premier,
    choix_distincts,
    cle_des_rejets,
    conseiller_solitaire,
    couverture_des_lancers,
    lancers_et_effets,
    numero_d_effet,
    position_apres,
    temps_restant,
)
from solitaire.duel import formater_duel, graine_de_partie, jouer_le_duel, scores_des_parties
from solitaire.regles import (
    SOMMES,
    calculer_score,
    est_lancer_libre,
    noter_rejet,
    nouvelles_combinaisons,
    numeros_rejet_permis,
    partie_finie,
)
from yum.commun.des import probabilite_du_jet


@st.composite
def positions(draw):
    """Une position pas finie : des paires de chaque somme, et zéro à trois rejets (comptes 1 à 7)."""
    combinaisons = nouvelles_combinaisons()
    for somme in SOMMES:
        combinaisons[somme] = draw(st.integers(0, 12))
    valeurs = draw(st.lists(st.integers(1, 6), max_size=3, unique=True))
    return combinaisons, [[valeur, draw(st.integers(1, 7))] for valeur in valeurs]


# Des poids au hasard, mais toujours les mêmes : chaque table compte dans les comparaisons.
POIDS_AU_HASARD = [random.Random(11).uniform(-50, 50) for _ in range(NB_POIDS)]


# --- La valeur à un lancer d'avance ------------------------------------------------------------------

@settings(max_examples=25, deadline=None)
@given(positions())
def test_chaque_effet_vaut_la_valeur_apprise_de_la_position_ou_il_mene(position):
    # Le calcul rapide (par couple de sommes et issue du rejet) est comparé au calcul direct.
    combinaisons, rejets = position
    prevoyant = ConseillerPrevoyant(POIDS_AU_HASARD)
    _, couples, issues = lancers_et_effets(cle_des_rejets(rejets))
    valeurs = prevoyant.valeurs_des_effets(combinaisons, rejets, couples, issues)
    for couple, issue in itertools.product(couples, issues):
        apres_combinaisons = list(combinaisons)
        for somme in COUPLES_DE_SOMMES[couple]:
            apres_combinaisons[somme] += 1
        apres_rejets = [list(entree) for entree in rejets]
        if issue != ISSUE_LIBRE:
            noter_rejet(apres_rejets, issue + 1)
        attendue = Conseiller(POIDS_AU_HASARD).valeur(apres_combinaisons, apres_rejets)
        assert abs(valeurs[numero_d_effet(couple, issue)] - attendue) < 1e-6


def test_la_valeur_prevoyante_est_la_moyenne_des_252_lancers_du_meilleur_choix():
    # Calcul direct : chaque lancer, chaque choix permis, la valeur apprise de la position atteinte.
    combinaisons = nouvelles_combinaisons()
    combinaisons[7], combinaisons[8], combinaisons[2] = 6, 3, 1
    rejets = [[1, 4], [6, 2], [5, 7]]
    simple = Conseiller(POIDS_AU_HASARD)
    attendue = 0.0
    for jet in itertools.combinations_with_replacement(range(1, 7), 5):
        des = list(jet)
        attendue += probabilite_du_jet(jet) * max(
            simple.valeur(*position_apres(des, numeros, combinaisons, rejets))
            for numeros in choix_distincts(des, rejets))
    assert abs(ConseillerPrevoyant(POIDS_AU_HASARD).valeur(combinaisons, rejets) - attendue) < 1e-6


def test_une_position_finie_vaut_son_score_exact():
    combinaisons = nouvelles_combinaisons()
    combinaisons[6], combinaisons[9] = 8, 2
    assert ConseillerPrevoyant(POIDS_AU_HASARD).valeur(combinaisons, [[3, 8]]) == calculer_score(combinaisons)


def test_le_conseiller_livre_regarde_le_lancer_suivant_et_vise_la_victoire():
    assert isinstance(conseiller_solitaire(), ConseillerGagnant)
    assert isinstance(conseiller_solitaire(), ConseillerPrevoyant)


@settings(max_examples=10, deadline=None)
@given(positions())
def test_la_memoire_partagee_ne_change_aucune_valeur(position):
    combinaisons, rejets = position
    memoire = {}
    avec = ConseillerPrevoyant(POIDS_AU_HASARD, memoire)
    sans = ConseillerPrevoyant(POIDS_AU_HASARD).valeur(combinaisons, rejets)
    assert avec.valeur(combinaisons, rejets) == sans
    # La seconde fois, la position est lue dans la mémoire : même valeur, aucun calcul de plus.
    vues = len(memoire)
    assert avec.valeur(combinaisons, rejets) == sans and len(memoire) == vues


# --- Le conseiller gagnant : une prime pour 500 points -----------------------------------------------

def test_la_chance_de_gagner_est_celle_d_une_loi_normale_autour_de_495():
    # Les scores vont de 10 en 10 : 495 sépare 490 (perdu) de 500 (gagné).
    assert chance_de_gagner(495, 100) == 0.5
    assert abs(chance_de_gagner(595, 100) - 0.8413) < 1e-4
    assert abs(chance_de_gagner(395, 100) - 0.1587) < 1e-4
    assert chance_de_gagner(300, 75) < chance_de_gagner(300, 290) < 0.5


def test_une_position_finie_vaut_son_score_plus_la_prime_si_elle_gagne():
    combinaisons = nouvelles_combinaisons()
    # Dix paires de 2 : 500 points, gagnée ; neuf : 400 points, perdue.
    combinaisons[2] = 10
    gagnant = ConseillerGagnant(POIDS_AU_HASARD, prime=300)
    assert gagnant.estimer(combinaisons, [[3, 8]]) == (800, 500, 1.0)
    combinaisons[2] = 9
    assert gagnant.estimer(combinaisons, [[3, 8]]) == (400, 400, 0.0)


@settings(max_examples=10, deadline=None)
@given(positions())
def test_sans_prime_le_gagnant_vaut_le_prevoyant(position):
    combinaisons, rejets = position
    estimation = ConseillerGagnant(POIDS_AU_HASARD, prime=0).estimer(combinaisons, rejets)
    attendue = ConseillerPrevoyant(POIDS_AU_HASARD).valeur(combinaisons, rejets)
    assert abs(estimation.utilite - attendue) < 1e-6 and abs(estimation.score - attendue) < 1e-6


def test_l_estimation_du_gagnant_est_la_moyenne_des_252_lancers_de_son_choix_de_plus_grande_utilite():
    # Calcul direct : chaque lancer, chaque choix permis, la position atteinte, sa valeur apprise
    # (ou son score si elle finit la partie) et sa chance de gagner ; le choix de plus grande utilité.
    combinaisons = nouvelles_combinaisons()
    # 330 points ; une paire de 10 de plus en fait 530.
    combinaisons[2], combinaisons[7], combinaisons[8], combinaisons[10] = 9, 8, 6, 4
    rejets = [[1, 6], [6, 7], [5, 5]]
    prime = 250
    simple = Conseiller(POIDS_AU_HASARD)
    attendue = [0.0, 0.0, 0.0]
    for jet in itertools.combinations_with_replacement(range(1, 7), 5):
        des = list(jet)
        meilleur = None
        for numeros in choix_distincts(des, rejets):
            apres_combinaisons, apres_rejets = position_apres(des, numeros, combinaisons, rejets)
            valeur = simple.valeur(apres_combinaisons, apres_rejets)
            if partie_finie(apres_rejets):
                chance = 1.0 if valeur >= 500 else 0.0
            else:
                chance = chance_de_gagner(valeur, ECARTS_TYPES_DU_SCORE[temps_restant(apres_rejets)])
            if meilleur is None or valeur + prime * chance > meilleur[0]:
                meilleur = (valeur + prime * chance, valeur, chance)
        attendue = [total + probabilite_du_jet(jet) * terme for total, terme in zip(attendue, meilleur)]
    estimation = ConseillerGagnant(POIDS_AU_HASARD, prime).estimer(combinaisons, rejets)
    assert all(abs(calculee - directe) < 1e-6 for calculee, directe in zip(estimation, attendue))
    # La position est proche de 500 et de la fin : la chance n'est ni nulle ni certaine.
    assert 0.05 < estimation.chance < 0.95


def test_le_gagnant_classe_ses_choix_par_utilite_et_les_montre_avec_score_et_chance():
    combinaisons = nouvelles_combinaisons()
    combinaisons[6], combinaisons[7], combinaisons[8] = 8, 9, 7
    rejets = [[1, 6], [6, 7], [5, 5]]
    gagnant = ConseillerGagnant(POIDS_AU_HASARD, prime=250)
    classement = gagnant.classer_estimations([1, 6, 3, 4, 4], combinaisons, rejets)
    utilites = [estimation.utilite for estimation, _ in classement]
    assert utilites == sorted(utilites, reverse=True)
    assert gagnant.classer_choix([1, 6, 3, 4, 4], combinaisons, rejets) == [
        (estimation.utilite, numeros) for estimation, numeros in classement]
    assert all(abs(estimation.utilite - estimation.score - 250 * estimation.chance) < 1e-6
               for estimation, _ in classement)


def test_l_esperance_de_depart_est_la_valeur_de_la_position_vide():
    # Une partie neuve : le premier lancer est au hasard, comme les suivants.
    simple = Conseiller(POIDS_AU_HASARD)
    prevoyant = ConseillerPrevoyant(POIDS_AU_HASARD)
    assert abs(prevoyant.esperance_depart() - simple.esperance_depart()) < 1e-6


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2 ** 13 - 1), st.sampled_from([None, (1, 2, 6), (2, 3, 4), (1, 5, 6)]))
def test_la_couverture_des_lancers_compte_les_252_lancers_un_a_un(masque, cle):
    # Un lancer est couvert si l'un de ses choix permis met ses deux paires (ou au moins une)
    # dans des sommes ouvertes ; les classes sont des tranches de 10 %.
    masque &= sum(1 << somme for somme in SOMMES)
    rejets = [] if cle is None else [[valeur, 1] for valeur in cle]
    deux = une = 0.0
    for jet in itertools.combinations_with_replacement(range(1, 7), 5):
        des = list(jet)
        placees = max(sum(masque >> (des[a - 1] + des[b - 1]) & 1 for a, b in (numeros[:2], numeros[2:]))
                      for numeros in choix_distincts(des, rejets))
        deux += probabilite_du_jet(jet) if placees == 2 else 0.0
        une += probabilite_du_jet(jet) if placees >= 1 else 0.0
    assert couverture_des_lancers(masque, cle) == (min(9, int(deux * 10)), min(9, int(une * 10)))


def test_les_lancers_d_une_cle_de_rejets_n_offrent_que_des_effets_permis():
    lancers, _, issues = lancers_et_effets((1, 5, 6))
    assert len(lancers) == 252 and abs(sum(probabilite for probabilite, _ in lancers) - 1) < 1e-12
    # 1, 5 et 6 fixés : le rejet est l'un d'eux, ou libre (lancer sans 1, 5 ni 6).
    assert set(issues) == {0, 4, 5, ISSUE_LIBRE}
    assert est_lancer_libre([2, 2, 3, 4, 4], [[1, 1], [5, 1], [6, 1]])
    assert numeros_rejet_permis([1, 2, 3, 4, 6], [[1, 1], [5, 1], [6, 1]]) == [1, 5]


# --- Le premier conseiller, gardé pour le duel ------------------------------------------------------

def test_les_poids_du_premier_conseiller_sont_completes_par_des_zeros():
    poids = charger_poids_du_premier()
    assert len(poids) == NB_POIDS
    assert any(poids[:NB_POIDS_DU_PREMIER])
    assert not any(poids[NB_POIDS_DU_PREMIER:])


# --- Le duel ---------------------------------------------------------------------------------------------

def test_chaque_partie_du_duel_a_ses_propres_des():
    assert graine_de_partie(3, 41) == 3_000_041
    # Le même joueur sur les mêmes parties : les mêmes scores, quel que soit le découpage.
    seul = scores_des_parties(("glouton",), 2, [5])
    assert scores_des_parties(("glouton", "glouton"), 2, [5]) == [seul[0] * 2]


def test_les_joueurs_du_duel_partagent_leurs_calculs_sans_changer_leurs_scores():
    # Le gagnant et le prévoyant partagent la mémoire des positions : chacun joue comme seul.
    ensemble = scores_des_parties(("gagnant", "prevoyant"), 7, [0])
    seuls = [scores_des_parties((nom,), 7, [0])[0][0] for nom in ("gagnant", "prevoyant")]
    assert ensemble == [tuple(seuls)]


def test_le_duel_sur_deux_processus_donne_les_memes_parties_que_sur_un():
    un = jouer_le_duel(("glouton", "simple"), 6, graine=9)
    assert jouer_le_duel(("glouton", "simple"), 6, graine=9, processus=2) == un
    assert len(un) == 6 and all(len(scores) == 2 for scores in un)


def test_le_rapport_du_duel_donne_la_difference_appariee_et_son_erreur_type():
    texte = formater_duel(("a", "b"), [(600, 500), (100, 0), (300, 300), (-200, -400)])
    assert "a : moyenne 200,0 ± 168,3 ; parties gagnées 25,00 % ± 25,00 %" in texte
    assert "b : moyenne 100,0 ± 195,8 ; parties gagnées 25,00 % ± 25,00 %" in texte
    # Différences 100, 100, 0, 200 : moyenne 100, écart type 81,6, erreur type 40,8.
    assert "a moins b (apparié) : 100,0 ± 40,8 points ; 0,00 ± 0,00 points de pourcentage" in texte


# --- La borne -----------------------------------------------------------------------------------------

def test_une_partie_dure_au_plus_22_rejets_et_ses_lancers_libres():
    # Des lancers sans 1, 2 ni 3 sont libres si les valeurs de rejet sont 1, 2 et 3.
    libre, commun = [4, 4, 5, 5, 6], [1, 2, 3, 4, 5]
    assert tours_au_plus([commun] * 40) == 22
    assert tours_au_plus([libre, commun] * 3 + [commun] * 40) == 25


def test_les_couples_d_un_lancer_sont_ceux_de_quatre_des_quelconques():
    assert (3, 3) in couples_du_lancer([1, 1, 2, 2, 6]) and (4, 12) not in couples_du_lancer([1, 1, 2, 2, 6])
    assert couples_du_lancer([6, 6, 6, 6, 6]) == [(12, 12)]


def test_la_borne_depasse_le_score_de_chaque_joueur_sur_les_memes_des():
    for partie in range(3):
        borne = borne_de_la_partie(lancers_de_la_partie(4, partie, 60), iterations=60)
        scores = scores_des_parties(("simple", "glouton"), 4, [partie])[0]
        assert borne >= max(scores)



# --- Le conseiller livré près de 500 points ------------------------------------------------------

def position_de_fin(paires, rejets):
    """Retourne (combinaisons, rejets) : ``paires`` donne le nombre de paires de chaque somme ouverte."""
    combinaisons = nouvelles_combinaisons()
    for somme, nombre in paires.items():
        combinaisons[somme] = nombre
    return combinaisons, rejets


def test_a_portee_de_500_le_conseiller_livre_finit_la_partie_gagnee_plutot_que_de_viser_plus():
    # Rejeter le 3 (8ᵉ fois) finit la partie à 520 points : gagnée. Le conseiller 2 rejette un 2 et
    # continue, pour un score espéré plus haut (environ 580) mais une victoire moins sûre.
    combinaisons, rejets = position_de_fin({3: 5, 5: 6, 7: 8, 8: 6, 9: 6, 10: 8}, [[3, 7], [2, 5], [1, 7]])
    des = [6, 3, 2, 2, 1]
    gagnant = conseiller_solitaire().meilleur_choix(des, combinaisons, rejets)
    apres_combinaisons, apres_rejets = position_apres(des, gagnant, combinaisons, rejets)
    assert partie_finie(apres_rejets) and calculer_score(apres_combinaisons) >= 500
    prevoyant = ConseillerPrevoyant(conseiller_solitaire().poids).meilleur_choix(des, combinaisons, rejets)
    assert not partie_finie(position_apres(des, prevoyant, combinaisons, rejets)[1])


def test_sous_500_en_fin_de_partie_le_conseiller_livre_tente_sa_chance_plutot_que_de_finir_perdu():
    # Rejeter le 1 (8ᵉ fois) finit la partie à 430 points : perdue. Le conseiller livré rejette un 5
    # et continue ; le conseiller 2, lui, prend les 430 points sûrs.
    combinaisons, rejets = position_de_fin({2: 5, 5: 10, 6: 10, 10: 7, 11: 5, 12: 4},
                                           [[1, 7], [5, 3], [6, 5]])
    des = [5, 2, 5, 1, 4]
    gagnant = conseiller_solitaire().meilleur_choix(des, combinaisons, rejets)
    assert not partie_finie(position_apres(des, gagnant, combinaisons, rejets)[1])
    prevoyant = ConseillerPrevoyant(conseiller_solitaire().poids).meilleur_choix(des, combinaisons, rejets)
    apres_combinaisons, apres_rejets = position_apres(des, prevoyant, combinaisons, rejets)
    assert partie_finie(apres_rejets) and calculer_score(apres_combinaisons) < 500
