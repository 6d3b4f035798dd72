"""Une relance refusée parce qu'elle reprend un dé déjà relancé au tour est la faute de « un tour à trois
lancers », nommée une fois.

Explication : tour 75, java_paquet : le tableau des chiffres déjà vus est créé
une fois par tour, non par question ; au deuxième lancer, un dé relancé au
premier est refusé comme un doublon. Le complément de « 113 » (une réponse
refusée qui laisse sa trace) et « seuls les dés nommés » (« 12345 » refusé) ne
la comptent pas une seconde fois.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import pytest

from yum.correction.programme import jugements
from yum.correction.programme.journal import CASE, DES, ORDRE_REFUSE, Journal, Pas
from yum.correction.programme.partie import Faute, Incompris

QUESTION_DES_DES = "Dés à relancer ? "
# Les dés de chaque lancer d'un tour.
LANCERS = ([1, 2, 3, 4, 6], [2, 2, 3, 5, 6], [3, 3, 3, 5, 6])


def un_tour(tour, premiere, refusee, acceptee):
    """Retourne les pas d'un tour : ``premiere`` acceptée au lancer 1, ``refusee`` refusée au lancer 2 (la
    question reposée), puis ``acceptee`` ; la case au lancer 3."""
    un, deux, trois = LANCERS
    return [
        Pas(ecran=f"{un}\n{QUESTION_DES_DES}", dessins=[un], des=un, tour=tour, lancer=1, question=DES,
            reponse=premiere),
        Pas(ecran=f"{deux}\n{QUESTION_DES_DES}", dessins=[deux], des=deux, tour=tour, lancer=2,
            question=DES, reponse=refusee),
        Pas(ecran=f"Erreur : doublon.\n{QUESTION_DES_DES}", des=deux, tour=tour, lancer=2, question=DES,
            reponse=acceptee),
        Pas(ecran=f"{trois}\nCase ? ", dessins=[trois], des=trois, tour=tour, lancer=3, question=CASE,
            reponse="15"),
    ]


def journal(*tours):
    """Retourne un journal des ``tours`` (chacun : la première relance, la refusée, l'acceptée)."""
    return [Journal("à la main", [pas for numero, reponses in enumerate(tours, start=1)
                                  for pas in un_tour(numero, *reponses)])]


def test_deux_tours_ou_un_de_deja_relance_est_refuse_sont_reconnus():
    trouvees = jugements.relances_refusees_pour_un_de_deja_relance(journal(("12", "23", "45"),
                                                                           ("35", "51", "24")))
    assert [(pas.reponse, deja) for _, _, pas, deja in trouvees] == [("23", "12"), ("51", "35")]


def test_un_seul_tour_ne_suffit_pas():
    assert jugements.relances_refusees_pour_un_de_deja_relance(journal(("12", "23", "45"))) == []


def test_une_relance_refusee_sans_de_deja_tape_dit_une_autre_faute():
    # « 45 » refusé après « 12 » : rien de repris ; le refus n'est pas celui d'un dé déjà relancé.
    assert jugements.relances_refusees_pour_un_de_deja_relance(journal(("12", "23", "45"), ("35", "51", "24"),
                                                                       ("12", "45", "3"))) == []


def test_un_tour_a_trois_lancers_nomme_le_de_deja_relance():
    with pytest.raises(Faute) as faute:
        jugements.trois_lancers(journal(("12", "23", "45"), ("35", "51", "24")))
    assert "elle reprend un dé de « 12 », relancé plus tôt au même tour" in faute.value.obtenu


def test_des_numeros_hors_de_l_ordre_croissant_refuses_sont_une_autre_faute():
    # « 523 » refusé, puis « 235 » lancé : le programme veut l'ordre croissant (la faute de « seuls les dés
    # nommés ») ; « 523 » reprend un dé de « 12345 », mais ce n'est pas pour cela qu'il est refusé.
    vus = journal(("12345", "523", "235"), ("12345", "531", "135"))
    for pas in vus[0].pas:
        if pas.reponse in ("523", "531"):
            pas.notes.append(ORDRE_REFUSE)
    assert jugements.relances_refusees_pour_un_de_deja_relance(vus) == []


def test_des_relances_valides_de_quelques_des_refusees_a_deux_tours_empechent_de_viser():
    vus = journal(("12", "23", "45"), ("35", "51", "24"))
    assert len(jugements.relances_valides_refusees(vus)) == 2
    with pytest.raises(Incompris, match="des relances valides sont refusées"):
        jugements.exiger_des_des_nommes_qui_roulent(vus, "9 grilles lues", "un Yum")


def test_les_cinq_des_refuses_n_empechent_pas_de_viser():
    # Tour 70, java_artmenu : « 12345 » refusé, « 45 » lancé ; le correcteur vise en relançant quelques dés.
    assert jugements.relances_valides_refusees(journal(("12", "12345", "45"), ("35", "54321", "24"))) == []
