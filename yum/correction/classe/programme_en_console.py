"""L'adaptateur vers le correcteur du programme en console (``yum.correction.programme``) : une commande,
des verdicts.

Explication : le correcteur en console joue le programme d'une équipe et rend
ses ``Verdict`` avec le journal de ses parties (``corriger_avec_les_journaux(commande,
delai=…)``). Cet adaptateur l'appelle et protège la correction de la classe de ses
défaillances : s'il lève une exception, la partie en console de l'équipe est
« à vérifier », avec la raison, jamais « échoué ». Le correcteur est un
paramètre (``corriger``) : le processus d'une équipe passe le vrai, un test
peut passer le sien.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

from yum.correction.programme.correcteur import TESTS_DU_PROGRAMME, corriger_avec_les_journaux
from yum.correction.verdicts import A_VERIFIER, NON_NOTABLE, Verdict

# L'identifiant du verdict qui remplace ceux du programme quand le correcteur en console fait défaut.
TEST_DU_PROGRAMME = "test_du_programme_en_console"
# Le titre de ce verdict.
TITRE_DU_PROGRAMME = "Le programme en console est joué"
# La section de l'énoncé du programme en console.
SECTION_DU_PROGRAMME = "§3, §5"


def a_verifier(raison):
    """Retourne le verdict « à vérifier » du programme en console, avec sa raison."""
    return [Verdict(TEST_DU_PROGRAMME, TITRE_DU_PROGRAMME, SECTION_DU_PROGRAMME, A_VERIFIER,
                    attendu="le programme joué par le correcteur en console", obtenu=raison)]


def non_notables(raison, tests=TESTS_DU_PROGRAMME):
    """Retourne un verdict « non notable » pour chacun des ``tests`` du programme en console (la raison)."""
    return [Verdict(test, TITRE_DU_PROGRAMME, SECTION_DU_PROGRAMME, NON_NOTABLE, obtenu=raison)
            for test in tests]


def corriger_en_console(commande, delai, corriger=corriger_avec_les_journaux, depart=None):
    """Retourne (les verdicts du programme lancé par ``commande``, le texte du journal de ses parties) ;
    ``delai`` s par test ; ``depart`` : le dossier d'où l'équipe le lance, copié pour chaque partie (None :
    un dossier vide). Ne lève jamais (sans journal quand le correcteur fait défaut)."""
    try:
        verdicts, journal = corriger(commande, delai=delai, repertoire=depart)
        verdicts = list(verdicts)
    except Exception as erreur:
        return a_verifier(f"le correcteur en console s'est arrêté sur une erreur ({type(erreur).__name__}) :"
                          f" {erreur}"), ""
    if not all(isinstance(verdict, Verdict) for verdict in verdicts) or not isinstance(journal, str):
        return a_verifier("le correcteur en console n'a pas rendu ses verdicts et son journal"), ""
    return verdicts, journal
