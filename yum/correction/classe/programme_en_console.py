"""L'adaptateur vers le correcteur du programme en console (``tests/programme``) : une commande, des verdicts.

Explication : le correcteur en console joue le programme d'une équipe et rend
une liste de ``Verdict`` (contrat : ``/work/coord/contrat-console.md``,
``corriger_programme(commande, delai, tests, repertoire)``). Cet adaptateur
le charge, l'appelle et protège la correction de la classe de ses
défaillances : s'il manque ou lève une exception, la partie en console de
l'équipe est « à vérifier », avec la raison, jamais « échoué ». La variable
d'environnement ``DES_CORRECTEUR_CONSOLE`` (« module:fonction », ou
« chemin/fichier.py:fonction ») remplace le
correcteur par un autre qui suit le même contrat : les tests s'en servent
pour un correcteur factice, rapide et prévisible.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import importlib
import importlib.util
import os
from pathlib import Path

from yum.correction.verdicts import A_VERIFIER, NON_NOTABLE, Verdict

# La variable d'environnement qui désigne un autre correcteur en console (« module:fonction »).
VARIABLE_DU_CORRECTEUR = "DES_CORRECTEUR_CONSOLE"
# Le correcteur du projet (« module:fonction »).
CORRECTEURS_DU_PROJET = ("yum.correction.programme.correcteur:corriger_programme",)
# L'identifiant du verdict qui remplace ceux du programme quand le correcteur en console fait défaut.
TEST_DU_PROGRAMME = "test_du_programme_en_console"
# Le titre de ce verdict.
TITRE_DU_PROGRAMME = "Le programme en console est joué"
# La section de l'énoncé du programme en console.
SECTION_DU_PROGRAMME = "§3, §5"


class CorrecteurAbsent(Exception):
    """Le correcteur en console ne se charge pas."""


def charger(designation):
    """Retourne l'objet désigné par « module:nom » ou « fichier.py:nom » ; lève CorrecteurAbsent sinon."""
    module, _, nom = designation.rpartition(":")
    try:
        if module.endswith(".py"):
            spec = importlib.util.spec_from_file_location(Path(module).stem, module)
            chargement = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(chargement)
        else:
            chargement = importlib.import_module(module)
        return getattr(chargement, nom)
    except (ImportError, AttributeError, OSError) as erreur:
        raise CorrecteurAbsent(f"{designation} : {erreur}") from None


def charger_le_correcteur():
    """Retourne la fonction ``corriger_programme`` à utiliser ; lève CorrecteurAbsent s'il n'y en a aucune."""
    designation = os.environ.get(VARIABLE_DU_CORRECTEUR)
    if designation:
        return charger(designation)
    raisons = []
    for designation in CORRECTEURS_DU_PROJET:
        try:
            return charger(designation)
        except CorrecteurAbsent as erreur:
            raisons.append(str(erreur))
    raise CorrecteurAbsent(" ; ".join(raisons))


def tests_du_programme():
    """Retourne les identifiants des tests du programme en console, ou le seul identifiant de remplacement."""
    try:
        fonction = charger_le_correcteur()
    except CorrecteurAbsent:
        return (TEST_DU_PROGRAMME,)
    return tuple(fonction.__globals__.get("TESTS_DU_PROGRAMME", (TEST_DU_PROGRAMME,)))


def a_verifier(raison):
    """Retourne le verdict « à vérifier » du programme en console, avec sa raison."""
    return [Verdict(TEST_DU_PROGRAMME, TITRE_DU_PROGRAMME, SECTION_DU_PROGRAMME, A_VERIFIER,
                    attendu="le programme joué par le correcteur en console", obtenu=raison)]


def non_notables(raison):
    """Retourne un verdict « non notable » pour chaque test du programme en console, avec sa raison."""
    return [Verdict(test, TITRE_DU_PROGRAMME, SECTION_DU_PROGRAMME, NON_NOTABLE, obtenu=raison)
            for test in tests_du_programme()]


def corriger_en_console(commande, delai):
    """Retourne les verdicts du programme lancé par ``commande`` (``delai`` s par test) ; ne lève jamais."""
    try:
        corriger = charger_le_correcteur()
    except CorrecteurAbsent as erreur:
        return a_verifier(f"le correcteur en console n'est pas disponible ({erreur})")
    try:
        verdicts = list(corriger(commande, delai=delai))
    except Exception as erreur:
        return a_verifier(f"le correcteur en console s'est arrêté sur une erreur : {type(erreur).__name__}:"
                          f" {erreur}")
    if not all(isinstance(verdict, Verdict) for verdict in verdicts):
        return a_verifier("le correcteur en console n'a pas rendu une liste de verdicts")
    return verdicts
