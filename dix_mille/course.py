"""L'optimum exact de la course en solitaire : le moins de tours possible, en moyenne, pour la cible.

Explication : un joueur seul veut atteindre la cible exactement en le moins
de tours possible. Soit T(s) l'espérance du nombre de tours qu'il lui faut
depuis le score s, en jouant au mieux ; T(cible) = 0. Un tour depuis s est un
petit problème de décision sur (dés à lancer, total du tour) : s'arrêter avec
un total t coûte T(s + t) ; un jet sans point ou un dépassement coûte T(s),
puisqu'on recommence du même score ; atteindre la cible pile coûte 0. Donc
T(s) = 1 + (coût minimal du tour), où le coût du tour dépend lui-même de T(s).

Stratégie : on calcule T de la cible vers 0. Pour chaque score, on résout
T = 1 + f(T) par la méthode de Newton : f est le coût minimal du tour quand
l'échec coûte T, et sa pente est la probabilité d'échouer en jouant au mieux ;
deux ou trois itérations suffisent. Le premier tour (ouverture : trois
lancers, 450 points au moins) se calcule de même, depuis 0.

``python -m dix_mille.course`` affiche cet optimum (quelques minutes en Python
pur) ; la moyenne de l'expert (``--simulation``) doit en rester à 1 % près.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règles du 30000 ; conception du projet, §5.
"""

import sys
import time
from typing import Callable, NamedTuple

from dix_mille.conseiller import GAIN_MAX_EN_PAS, jets_en_pas
from dix_mille.constantes import LANCERS_OUVERTURE, NB_DES, PAS_DES_POINTS
from dix_mille.regles import Reglages
from yum.commun.progression import afficher_progression

# Précision demandée à la méthode de Newton, en tours.
PRECISION = 1e-9
# Nombre maximal d'itérations de Newton pour un score.
ITERATIONS_MAX = 50


class TourACalculer(NamedTuple):
    """Le tour dont on cherche le coût minimal espéré, avant de lancer six dés."""

    # Ce qui manque pour la cible, en pas de 50 points.
    manque_pas: int
    # Le coût d'un jet sans point ou d'un dépassement.
    cout_d_echec: float
    # cout_d_arret(pas) : le coût de s'arrêter avec ce total (None : interdit).
    cout_d_arret: Callable


def cout_du_tour(manque_pas, cout_d_echec, cout_d_arret, limite=None):
    """Retourne (coût minimal espéré du tour, probabilité d'échec) avant de lancer six dés.

    ``limite`` : les lancers permis (None : sans limite ; 3 pour l'ouverture).

    Stratégie : on calcule les lancers du dernier au premier ; ``couts[rang]``
    et ``echecs[rang]`` donnent, quand il reste ``rang`` lancers, le coût et la
    probabilité d'échec avant un jet, par nombre de dés et total du tour.
    """
    tour = TourACalculer(manque_pas, cout_d_echec, cout_d_arret)
    limites = [None] if limite is None else list(range(1, limite + 1))
    couts, echecs = {}, {}
    for rang in limites:
        couts[rang], echecs[rang] = couts_d_un_rang(tour, rang, couts, echecs)
    dernier = limites[-1]
    return couts[dernier][NB_DES][0], echecs[dernier][NB_DES][0]


def couts_d_un_rang(tour, rang, couts, echecs):
    """Retourne (coûts, probabilités d'échec) avant un jet, par nombre de dés et total, au lancer ``rang``.

    ``rang`` : les lancers qui restent (None : sans limite) ; ``couts`` et
    ``echecs`` tiennent les rangs déjà calculés. Sans limite, le lancer suivant
    est du même rang : ses valeurs se remplissent en même temps.
    """
    couts_du_rang = [[0.0] * (tour.manque_pas + 1) for _ in range(NB_DES + 1)]
    echecs_du_rang = [[0.0] * (tour.manque_pas + 1) for _ in range(NB_DES + 1)]
    if rang is None:
        suivants = (couts_du_rang, echecs_du_rang)
    else:
        suivants = (couts.get(rang - 1), echecs.get(rang - 1))
    # apres[restants][pas] : le coût juste après une mise de côté qui laisse ``restants`` dés en
    # main et mène au total ``pas`` ; apres_echec, la probabilité d'échec depuis là.
    largeur = tour.manque_pas + GAIN_MAX_EN_PAS + 1
    apres = [[tour.cout_d_echec] * largeur for _ in range(NB_DES + 1)]
    apres_echec = [[1.0] * largeur for _ in range(NB_DES + 1)]
    if rang is not None:
        for pas in range(tour.manque_pas + 1):
            completer(tour, rang, pas, suivants, apres, apres_echec)
    for pas in range(tour.manque_pas, -1, -1):
        for nb_des in range(1, NB_DES + 1):
            cout, echec = cout_du_jet(nb_des, pas, apres, apres_echec, tour.cout_d_echec)
            couts_du_rang[nb_des][pas], echecs_du_rang[nb_des][pas] = cout, echec
        if rang is None:
            completer(tour, rang, pas, suivants, apres, apres_echec)
    return couts_du_rang, echecs_du_rang


def completer(tour, rang, pas, suivants, apres, apres_echec):
    """Remplit ``apres`` et ``apres_echec`` après une mise de côté qui mène au total ``pas`` ; retourne None.

    S'arrêter, quand c'est permis et moins coûteux, l'emporte sur relancer ;
    au dernier lancer permis (``rang`` 1), il faut s'arrêter ou échouer.
    """
    couts_suivants, echecs_suivants = suivants
    for restants in range(NB_DES + 1):
        if pas == tour.manque_pas:
            apres[restants][pas], apres_echec[restants][pas] = 0.0, 0.0
            continue
        arret = tour.cout_d_arret(pas)
        if rang == 1:
            cout, echec = (tour.cout_d_echec, 1.0) if arret is None else (arret, 0.0)
        else:
            lancer = NB_DES if restants == 0 else restants
            cout, echec = couts_suivants[lancer][pas], echecs_suivants[lancer][pas]
            if restants > 0 and arret is not None and arret <= cout:
                cout, echec = arret, 0.0
        apres[restants][pas], apres_echec[restants][pas] = cout, echec


def cout_du_jet(nb_des, pas, apres, apres_echec, cout_d_echec):
    """Retourne (coût moyen, probabilité d'échec) d'un jet de ``nb_des`` dés au total ``pas``, au mieux."""
    cout_moyen = echec_moyen = 0.0
    for probabilite, options in jets_en_pas(nb_des):
        meilleur, echec = cout_d_echec, 1.0
        for restants, gain in options:
            if apres[restants][pas + gain] < meilleur:
                meilleur, echec = apres[restants][pas + gain], apres_echec[restants][pas + gain]
        cout_moyen += probabilite * meilleur
        echec_moyen += probabilite * echec
    return cout_moyen, echec_moyen


def resoudre(cout_selon_echec, depart):
    """Retourne T tel que T = 1 + f(T), par la méthode de Newton ; ``cout_selon_echec(b)`` = (f(b), f'(b))."""
    tours = depart
    for _ in range(ITERATIONS_MAX):
        cout, pente = cout_selon_echec(tours)
        suivant = (1 + cout - pente * tours) / (1 - pente)
        if abs(suivant - tours) < PRECISION:
            return suivant
        tours = suivant
    return tours


def optimum_de_la_course(reglages=Reglages(), progression=None):
    """Retourne l'espérance minimale du nombre de tours pour aller de 0 à la cible, seul.

    ``progression(fait, total)`` est appelée après chaque score, si elle est donnée.
    """
    cible_pas = reglages.cible // PAS_DES_POINTS
    ouverture_pas = reglages.ouverture // PAS_DES_POINTS
    # tours[pas] : T(pas × 50) pour un joueur ouvert ; tours[cible] = 0.
    tours = [0.0] * (cible_pas + 1)
    for score_pas in range(cible_pas - 1, ouverture_pas - 1, -1):
        manque = cible_pas - score_pas

        def arret(pas, score_pas=score_pas):
            return tours[score_pas + pas] if pas > 0 else None

        tours[score_pas] = resoudre(lambda echec: cout_du_tour(manque, echec, arret),
                                    tours[score_pas + 1] + 1)
        if progression is not None:
            progression(cible_pas - score_pas, cible_pas - ouverture_pas + 1)

    def arret_ouverture(pas):
        return tours[pas] if pas >= ouverture_pas else None

    premier = resoudre(lambda echec: cout_du_tour(cible_pas, echec, arret_ouverture, LANCERS_OUVERTURE),
                       tours[ouverture_pas] + 1)
    if progression is not None:
        progression(cible_pas - ouverture_pas + 1, cible_pas - ouverture_pas + 1)
    return premier


def main():
    """Calcule et affiche l'optimum de la course en solitaire, pour les réglages par défaut."""
    debut = time.perf_counter()
    optimum = optimum_de_la_course(
        Reglages(), lambda fait, total: afficher_progression(fait, total, "Calcul de l'optimum", "scores"))
    print(f"Course en solitaire jusqu'à {Reglages().cible} exactement : au mieux {optimum:.4f} tours en"
          f" moyenne (calculé en {time.perf_counter() - debut:.0f} s).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
