"""Les joueurs ordinateurs du 30000, à trois niveaux.

Explication : un joueur ordinateur passe par les mêmes fonctions de tour
qu'un humain (``dix_mille.partie``). Son conseiller, en mode automatique,
décide avant chaque question et annonce sa décision ; sa fonction ``repondre``
remplace ``input`` et tape la réponse décidée.

- débutant : met de côté tout ce qui rapporte, s'arrête dès 1000 points au
  tour, n'achète jamais ;
- moyen : met de côté tout ce qui rapporte, s'arrête dès 350 points au tour,
  achète un tour arrêté avec au moins 3 dés en main ;
- expert : joue la politique qui maximise l'espérance du tour, calculée
  exactement (``dix_mille.conseiller``), ne dépasse jamais la cible et achète
  quand le tour acheté vaut plus qu'un tour neuf.

Les deux premiers niveaux ne mettent jamais de côté des dés qui dépasseraient
la cible quand ils peuvent l'éviter.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règles du 30000 ; conseiller du projet (``dix_mille.conseiller``).
"""

from dix_mille.conseiller import (
    classer_mises_de_cote,
    mises_de_cote,
    numeros_pour,
    valeurs_de_l_achat,
    valeurs_de_la_relance,
)
from dix_mille.constantes import DEBUTANT, EXPERT, MISE_DE_COTE, MOYEN, RELANCE
from dix_mille.regles import numeros_libres, valeurs_libres
from yum.commun.joueurs import JoueurQuiRepond
from yum.commun.mots import nommer_des_numeros
from yum.commun.sources import taper_numeros

# Le total de tour à partir duquel les niveaux simples s'arrêtent.
SEUILS_D_ARRET = {DEBUTANT: 1000, MOYEN: 350}
# Le nombre de dés en main à partir duquel le niveau moyen achète (le débutant n'achète jamais).
DES_POUR_ACHETER = {MOYEN: 3}
REPONSE_OUI = "o"
REPONSE_NON = "n"


def mise_de_cote_gourmande(des, de_cote, total, score, reglages):
    """Retourne les numéros de la mise de côté qui rapporte le plus sans dépasser la cible.

    S'il n'y en a aucune (toutes dépassent), retourne la plus petite : le tour est perdu.
    """
    libres = numeros_libres(de_cote)
    options = mises_de_cote(tuple(sorted(valeurs_libres(des, de_cote))))
    permises = [(gain, taille) for taille, gain in options if score + total + gain <= reglages.cible]
    if permises:
        gain, taille = max(permises)
    else:
        taille, gain = min(options, key=lambda option: option[1])
    return numeros_pour(des, libres, options[(taille, gain)])


class JoueurOrdinateur(JoueurQuiRepond):
    """Un joueur du 30000 dont les décisions suivent son niveau."""

    def __init__(self, nom, niveau, ecrire=print, pause=lambda: None):
        """Prépare le joueur ``nom`` au niveau ``niveau`` (débutant, moyen ou expert)."""
        super().__init__(nom, ecrire, pause)
        self.niveau = niveau

    def decider_mise_de_cote(self, des, de_cote, total, score, nb_lancers, reglages):
        """Retient les dés à mettre de côté et retourne l'annonce de la décision."""
        if self.niveau == EXPERT:
            options = classer_mises_de_cote(des, de_cote, total, score, nb_lancers, reglages)
            if options:
                numeros = options[0][1]
            else:
                numeros = mise_de_cote_gourmande(des, de_cote, total, score, reglages)
        else:
            numeros = mise_de_cote_gourmande(des, de_cote, total, score, reglages)
        self.reponse = taper_numeros(numeros)
        return f"{self.nom} met de côté {nommer_des_numeros(numeros)}."

    def decider_relance(self, de_cote, total, score, nb_lancers, reglages):
        """Retient s'il relance (o) ou s'arrête (n) et retourne l'annonce de la décision."""
        if self.niveau == EXPERT:
            relancer, arreter = valeurs_de_la_relance(de_cote, total, score, nb_lancers, reglages)
            continuer = relancer > arreter
        else:
            continuer = total < SEUILS_D_ARRET[self.niveau]
        self.reponse = REPONSE_OUI if continuer else REPONSE_NON
        action = "relance" if continuer else "s'arrête"
        return f"{self.nom} {action}."

    def decider_achat(self, a_vendre, score, reglages):
        """Retient s'il achète le tour ``a_vendre`` et retourne l'annonce de la décision."""
        if self.niveau == EXPERT:
            acheter, neuf = valeurs_de_l_achat(a_vendre, score, reglages)
            achete = acheter > neuf
        else:
            minimum = DES_POUR_ACHETER.get(self.niveau)
            achete = minimum is not None and len(numeros_libres(a_vendre.de_cote)) >= minimum
        self.reponse = REPONSE_OUI if achete else REPONSE_NON
        action = "achète" if achete else "n'achète pas"
        return f"{self.nom} {action} le tour."

    def decider(self, sorte, *position):
        """Retient la décision de la question de cette sorte et retourne son annonce."""
        if sorte == MISE_DE_COTE:
            return self.decider_mise_de_cote(*position)
        if sorte == RELANCE:
            return self.decider_relance(*position)
        return self.decider_achat(*position)
