"""Lire le résultat d'une équipe corrigée (des données JSON) : ses verdicts, sa fiche de qualité, son retour.

Explication : le résultat d'une équipe est gardé en JSON (``classe/commande.py``) ;
les pages en Markdown (``classe/pages.py``) et les pages HTML
(``yum.correction.pages``) le relisent par ces fonctions, les mêmes pour
toutes : les ``Verdict``, les ``Constat`` de la fiche de qualité, et le texte
de ``retour.md`` (celui de l'archive des retours pour Moodle aussi).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from dataclasses import fields

from yum.correction.classe.rapports import retour_d_equipe
from yum.correction.lecture.noms import sans_controles
from yum.correction.qualite.constats import Constat
from yum.correction.verdicts import Verdict


def verdicts_du_resultat(resultat):
    """Retourne les ``Verdict`` d'un résultat d'équipe lu en JSON ; un champ que ``Verdict`` n'a pas est
    laissé de côté (l'état gardé par un correcteur plus récent peut en porter un de plus)."""
    champs = {champ.name for champ in fields(Verdict)}
    return [Verdict(**{cle: valeur for cle, valeur in verdict.items() if cle in champs})
            for verdict in resultat["verdicts"]]


def constats_du_resultat(resultat):
    """Retourne les ``Constat`` de la fiche de qualité d'un résultat d'équipe, ou None s'il n'y en a pas."""
    if resultat.get("qualite") is None:
        return None
    return [Constat(**{**constat, "lieux": tuple(constat["lieux"])}) for constat in resultat["qualite"]]


def retour_en_texte(bareme, equipe):
    """Retourne le texte de ``retour.md`` de l'``EquipeCorrigee`` ``equipe`` (le même dans sa page HTML et
    dans l'archive des retours pour Moodle), sans caractère de contrôle : il cite ce que le programme a
    écrit, et ses séquences du terminal se rejoueraient chez qui l'affiche (tour 65)."""
    return sans_controles(retour_d_equipe(bareme, equipe.resultat, equipe.verdicts, equipe.note,
                                          equipe.resultat.get("fournis", ())))
