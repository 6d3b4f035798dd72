"""Une revue des journaux : un parcours commun à plusieurs comportements ne se fait qu'une fois.

Explication : pendant une revue (``memoire.une_revue``), une fonction décorée
par ``une_fois_par_revue`` rend, pour la même liste de journaux et les mêmes
autres arguments, ce qu'elle a déjà calculé ; hors d'une revue, ou pour une
autre liste, elle calcule.
"""

from yum.correction.programme.memoire import une_fois_par_revue, une_revue


def compteur():
    """Retourne (une fonction décorée qui compte ses calculs, la liste de ses appels calculés)."""
    calculs = []

    @une_fois_par_revue
    def longueur(journaux, decalage=0):
        """Retourne la longueur de ``journaux`` plus ``decalage``."""
        calculs.append((id(journaux), decalage))
        return len(journaux) + decalage

    return longueur, calculs


def test_hors_d_une_revue_chaque_appel_calcule():
    longueur, calculs = compteur()
    journaux = ["a", "b"]
    assert longueur(journaux) == longueur(journaux) == 2
    assert len(calculs) == 2


def test_dans_une_revue_la_meme_liste_ne_se_parcourt_qu_une_fois():
    longueur, calculs = compteur()
    journaux = ["a", "b"]
    with une_revue():
        assert longueur(journaux) == 2
        journaux.append("c")
        # La liste a grandi pendant la revue : le résultat retenu est celui de son premier parcours.
        assert longueur(journaux) == 2
    assert len(calculs) == 1
    # La revue finie, rien n'est retenu.
    assert longueur(journaux) == 3


def test_une_autre_liste_egale_ou_d_autres_arguments_se_calculent_a_part():
    longueur, calculs = compteur()
    with une_revue():
        assert longueur(["a"]) == 1
        assert longueur(["a"]) == 1
        premiers = ["a"]
        assert longueur(premiers, 2) == 3
        assert longueur(premiers, decalage=5) == 6
    assert len(calculs) == 4


def test_une_revue_imbriquee_garde_celle_qui_est_ouverte():
    longueur, calculs = compteur()
    journaux = ["a"]
    with une_revue():
        longueur(journaux)
        with une_revue():
            longueur(journaux)
        longueur(journaux)
    assert len(calculs) == 1


def test_chaque_fil_a_sa_revue():
    import threading

    longueur, calculs = compteur()
    journaux = ["a"]
    with une_revue():
        longueur(journaux)
        fil = threading.Thread(target=longueur, args=(journaux,))
        fil.start()
        fil.join()
    # L'autre fil n'était dans aucune revue : il a calculé.
    assert len(calculs) == 2
