"""Préparer une classe une fois : chaque remise copiée et lue, le code du cours reconnu d'abord.

Explication : avant de corriger la moindre équipe ou de comparer deux équipes,
les commandes ``classe`` et ``similarite`` préparent toute la classe, une
seule fois : chaque remise est copiée et extraite (``lecture.remises`` : sans
lien, dans ses limites), son programme trouvé (le paquet de l'énoncé ou la
classe principale ; l'autre copie d'un dépôt mise de côté), ses sources lues.
Le code donné par le cours est reconnu ensuite sur toute la classe
(``--fourni``, et les fichiers que la plupart des équipes remettent, à peine
changés compris). Le processus de chaque équipe, la fiche de qualité et la
similarité partent de cette préparation : rien n'est extrait ni lu deux fois.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from dataclasses import dataclass, field

from yum.correction.lecture.fournis import fichiers_d_un_dossier, fichiers_fournis_de_la_classe
from yum.correction.lecture.programme import trouver_le_programme
from yum.correction.lecture.remises import preparer_la_remise

# Le dossier de travail d'une équipe, dans celui de la correction (son numéro dans la classe).
DOSSIER_D_EQUIPE = "equipe-{}"
# La copie préparée d'une remise, dans le dossier de travail de son équipe.
COPIE = "remise"


@dataclass
class ClassePreparee:
    """Une classe préparée : ses remises (copiées, leur programme trouvé), les sources lues de chacune
    ({numéro : {chemin relatif : texte}}), les fichiers du cours de chacune ({numéro : chemins})."""

    remises: list
    sources: dict = field(default_factory=dict)
    fournis: dict = field(default_factory=dict)


def dossier_de_l_equipe(travail, numero):
    """Retourne le dossier de travail de l'équipe ``numero`` sous ``travail``."""
    return travail / DOSSIER_D_EQUIPE.format(numero)


def preparer_la_classe(remises, travail, dossier_fourni=None, avancer=None):
    """Prépare chaque remise de ``remises`` sous ``travail`` et reconnaît le code du cours ; retourne la
    ``ClassePreparee``. ``avancer()``, s'il est donné, est appelé après chaque remise préparée."""
    sources = {}
    for numero, remise in enumerate(remises):
        dossier = dossier_de_l_equipe(travail, numero)
        dossier.mkdir(parents=True)
        preparer_la_remise(remise, dossier / COPIE)
        if remise.copie is not None:
            trouver_le_programme(remise)
        if remise.programme is not None:
            sources[numero] = fichiers_d_un_dossier(remise.programme)
        if avancer is not None:
            avancer()
    fournis, _ = fichiers_fournis_de_la_classe(sources, dossier_fourni)
    return ClassePreparee(remises, sources, fournis)
