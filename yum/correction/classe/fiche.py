"""La fiche de qualité d'une équipe de la classe, en données, sans le code du cours.

Explication : la fiche est faite dans le processus de la commande, à partir de
la classe préparée (``lecture.preparation``), avant qu'aucun code d'équipe ne
tourne : le code du cours est déjà reconnu, il n'y est jamais compté.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from dataclasses import asdict

from yum.correction.qualite.fiche import FicheImpossible, fiche_de_qualite


def qualite_de_la_remise(classe, numero):
    """Retourne la fiche de qualité de la remise ``numero`` en données (une liste de constats en
    dictionnaires), sans le code du cours ; une liste vide si rien ne se lit."""
    remise = classe.remises[numero]
    if remise.programme is None:
        return []
    try:
        constats = fiche_de_qualite(remise.programme, fournis=classe.fournis.get(numero, ()))
    except FicheImpossible:
        return []
    return [asdict(constat) for constat in constats]
