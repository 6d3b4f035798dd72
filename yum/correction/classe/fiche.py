"""La fiche de qualité d'une équipe de la classe, en données, sans le code du cours.

Explication : la fiche est faite dans le processus de la commande, à partir de
la classe préparée (``lecture.preparation``), avant qu'aucun code d'équipe ne
tourne : le code du cours est déjà reconnu, il n'y est jamais compté.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import sys
from dataclasses import asdict

from yum.correction.lecture.noms import sur_une_ligne
from yum.correction.qualite.fiche import FicheImpossible, fiche_de_qualite, fichiers_de_tests


def qualite_de_la_remise(classe, numero):
    """Retourne la fiche de qualité de la remise ``numero`` en données (une liste de constats en
    dictionnaires), sans le code du cours ni les fichiers de tests ; None si rien ne se lit."""
    remise = classe.remises[numero]
    if remise.programme is None:
        return None
    try:
        constats = fiche_de_qualite(remise.programme, fournis=classe.fournis.get(numero, ()))
    except FicheImpossible:
        return None
    except Exception as erreur:
        # La fiche est une aide : une erreur de lecture ne coûte jamais la correction de la classe.
        print(sur_une_ligne(f"Fiche de qualité de « {remise.equipe} » impossible ({type(erreur).__name__}) :"
                            f" {erreur}"), file=sys.stderr)
        return None
    return [asdict(constat) for constat in constats]


def tests_de_la_remise(classe, numero):
    """Retourne les fichiers de tests (JUnit, pytest) du programme de la remise ``numero``, à part."""
    remise = classe.remises[numero]
    return fichiers_de_tests(remise.programme) if remise.programme is not None else []
