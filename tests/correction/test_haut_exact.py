"""Le plan qui mène le haut juste à 62, ou juste à 63 : les deux bornes du bonus (``haut_exact``).

Explication : un seuil du bonus décalé d'un point ne se voit qu'à une feuille
dont le haut vaut juste 62 ou juste 63. Le plan ne doit jamais inscrire une
face qui rend ce total impossible, garde les dés de la face visée, et, joué
sur des dés au hasard (une graine fixe), y arrive plus d'une partie sur trois.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import random

from hypothesis import given
from hypothesis import strategies as st

from yum.correction.programme.haut_exact import (
    JUSTE_AVANT_LE_BONUS,
    SEUIL_DU_BONUS,
    face_a_inscrire,
    relance_visee,
    totaux_possibles,
)

# Les parties simulées par total visé, et la part qui doit y arriver (simulé : 40 % pour 62, 38 % pour 63).
PARTIES_SIMULEES = 600
PART_VOULUE = 0.3
# Les tours d'une partie, les cases du bas (où va un tour manqué), et les deux tours fixes du correcteur.
TOURS, CASES_DU_BAS, TOURS_FIXES = 13, 7, 2

des_au_hasard = st.lists(st.integers(1, 6), min_size=5, max_size=5)
faces_libres = st.sets(st.integers(1, 6))


def test_une_face_donne_de_zero_a_cinq_fois_sa_valeur():
    assert totaux_possibles((6,)) == {0, 6, 12, 18, 24, 30}
    assert totaux_possibles(()) == {0}
    assert 62 in totaux_possibles((2, 3, 4, 5, 6)) and 62 not in totaux_possibles((6,))


@given(des_au_hasard, st.integers(0, 70), faces_libres,
       st.sampled_from((JUSTE_AVANT_LE_BONUS, SEUIL_DU_BONUS)))
def test_une_face_inscrite_garde_toujours_le_total_vise_possible(des, haut, libres, total):
    face = face_a_inscrire(des, total, haut, libres)
    if face is not None:
        assert face in libres
        reste = total - haut - des.count(face) * face
        assert reste in totaux_possibles(tuple(sorted(libres - {face})))


@given(des_au_hasard, st.integers(0, 70), faces_libres, st.integers(0, 2))
def test_une_relance_visee_nomme_des_des_distincts_de_1_a_5(des, haut, libres, relances):
    relance = relance_visee(des, SEUIL_DU_BONUS, haut, libres, relances)
    if relance:
        assert relance.isdigit() and len(set(relance)) == len(relance) and set(relance) <= set("12345")


def test_les_des_de_la_face_qui_finit_le_total_se_gardent():
    # 45 en haut, seuls les 6 libres : trois 6 font 63 tout juste.
    assert relance_visee([6, 6, 6, 2, 3], SEUIL_DU_BONUS, 45, {6}, 2) == ""
    assert face_a_inscrire([6, 6, 6, 2, 3], SEUIL_DU_BONUS, 45, {6}) == 6
    # Quatre 6 : un de trop, seul lui se relance (les autres dés restent).
    assert relance_visee([6, 6, 6, 6, 3], SEUIL_DU_BONUS, 45, {6}, 2) == "4"
    # Un seul 6 : les quatre autres dés se relancent.
    assert relance_visee([6, 1, 2, 3, 4], SEUIL_DU_BONUS, 45, {6}, 2) == "2345"


def test_un_total_depasse_ou_hors_de_portee_n_est_plus_vise():
    assert relance_visee([6, 6, 6, 2, 3], SEUIL_DU_BONUS, 64, {6}, 2) is None
    assert face_a_inscrire([6, 6, 6, 2, 3], SEUIL_DU_BONUS, 50, {6}) is None


def jouer_une_partie_simulee(generateur, total):
    """Joue une partie du plan sur des dés au hasard ; retourne les totaux du haut qu'elle a montrés."""
    libres, bas, haut, vus = set(range(1, 7)), CASES_DU_BAS, 0, set()
    for tour in range(1, TOURS + 1):
        des = [generateur.randint(1, 6) for _ in range(5)]
        for relances in ((2, 1) if tour > TOURS_FIXES else ()):
            relance = relance_visee(des, total, haut, libres, relances)
            if not relance:
                break
            for numero in relance:
                des[int(numero) - 1] = generateur.randint(1, 6)
        face = face_a_inscrire(des, total, haut, libres)
        if face is None and bas:
            bas -= 1
            continue
        face = face if face is not None else min(libres, key=lambda f: (des.count(f) * f, f))
        libres.discard(face)
        haut += des.count(face) * face
        vus.add(haut)
    return vus


def test_le_plan_arrive_au_total_vise_plus_d_une_partie_sur_trois():
    for total in (JUSTE_AVANT_LE_BONUS, SEUIL_DU_BONUS):
        generateur = random.Random(total)
        arrivees = sum(total in jouer_une_partie_simulee(generateur, total) for _ in range(PARTIES_SIMULEES))
        assert arrivees / PARTIES_SIMULEES >= PART_VOULUE, (total, arrivees)
