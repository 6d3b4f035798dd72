"""Un correcteur en console factice, au contrat de ``corriger_programme``, pour les tests de la classe.

Explication : le vrai correcteur joue une partie entière par test (plusieurs
secondes par équipe) ; les tests de ``tests/corriger.py`` vérifient ce que la
correction de la classe fait des verdicts, pas le jeu. Ce correcteur lance le
programme une seule fois, l'entrée fermée, et rend deux verdicts : « le
programme se lance et finit » (réussi si le code de sortie est 0, échoué sinon,
avec la fin de sa sortie) et un « à vérifier » fixe, pour la liste de
l'enseignant. Il est passé au processus d'une équipe par ``equipe_factice.py``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import shlex
import subprocess

from yum.correction import bac_a_sable
from yum.correction.verdicts import A_VERIFIER, ECHOUE, REUSSI, Verdict

# Les tests de ce correcteur, dans l'ordre.
TESTS_DU_PROGRAMME = ("test_le_programme_se_lance_et_finit", "test_une_question_a_placer")
# La fin de la sortie du programme gardée dans l'extrait, en caractères.
FIN_DE_SORTIE = 500
# Le délai par défaut d'un test, en secondes.
DELAI_PAR_DEFAUT = 10.0


def corriger_programme(commande, delai=DELAI_PAR_DEFAUT, tests=None, repertoire=None):
    """Retourne les deux verdicts factices du programme lancé par ``commande``.

    Factice, mais pas hors du bac à sable : le programme d'une équipe n'y tourne que dans sa boîte.
    """
    dossier = bac_a_sable.dossier_de_travail("factice-")
    try:
        limites = bac_a_sable.limites_du_programme(delai)
        processus = bac_a_sable.lancer(shlex.split(commande), limites, dossier, stdin=subprocess.DEVNULL,
                                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        try:
            sortie = processus.communicate(timeout=delai)[0].decode("utf-8", errors="replace")
            code = processus.returncode
        except subprocess.TimeoutExpired:
            processus.kill()
            processus.communicate()
            code, sortie = None, "(le programme n'a pas fini à temps)"
        bac_a_sable.tentatives_de_la_sonde(processus)
    finally:
        bac_a_sable.retirer(dossier)
    premier = Verdict(TESTS_DU_PROGRAMME[0], "Le programme se lance et finit", "§3",
                      REUSSI if code == 0 else ECHOUE, attendu="le code de sortie 0",
                      obtenu=f"le code de sortie {code}", extrait=sortie[-FIN_DE_SORTIE:])
    second = Verdict(TESTS_DU_PROGRAMME[1], "Une question que le correcteur ne sait pas placer", "§5.2",
                     A_VERIFIER, obtenu="une question inconnue", extrait="Quoi ? ")
    return [premier, second]


def corriger_avec_les_journaux(commande, delai=DELAI_PAR_DEFAUT, tests=None, repertoire=None):
    """Retourne (les deux verdicts factices, un journal vide) : le contrat du vrai correcteur."""
    return corriger_programme(commande, delai, tests, repertoire), ""
