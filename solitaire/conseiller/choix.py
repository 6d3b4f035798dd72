"""Les choix permis par un lancer, et le conseiller simple qui les classe par leur valeur apprise.

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
"""

import itertools

from solitaire.conseiller.decoupage import caracteristiques
from solitaire.conseiller.lancers import FACES, choix_distincts
from solitaire.constantes import NB_DES
from solitaire.regles import appliquer_choix, calculer_score, nouvelles_combinaisons, partie_finie
from yum.commun.des import probabilite_du_jet

# --- Les choix d'un lancer et leur valeur ------------------------------------------------

def position_apres(des, numeros, combinaisons, rejets):
    """Retourne (combinaisons, rejets) après le choix ``numeros``, dans des copies.

    Les arguments ne changent pas : le conseiller essaie chaque choix sur une copie.
    """
    apres_combinaisons = list(combinaisons)
    apres_rejets = [list(entree) for entree in rejets]
    appliquer_choix(des, numeros, apres_combinaisons, apres_rejets)
    return apres_combinaisons, apres_rejets


class Conseiller:
    """Le conseiller : ses poids appris, la valeur d'une position, le classement des choix."""

    def __init__(self, poids):
        """Garde le vecteur des poids (NB_POIDS nombres, en points)."""
        self.poids = poids

    def correction(self, combinaisons, rejets):
        """Retourne la correction apprise d'une position pas finie : la somme de ses poids."""
        return sum(map(self.poids.__getitem__, caracteristiques(combinaisons, rejets)))

    def valeur(self, combinaisons, rejets):
        """Retourne le score final espéré depuis cette position (exact si la partie est finie)."""
        score = calculer_score(combinaisons)
        if partie_finie(rejets):
            return score
        return score + self.correction(combinaisons, rejets)

    def classer_choix(self, des, combinaisons, rejets):
        """Retourne les choix permis de ce lancer, du meilleur au moins bon : (valeur, numéros)."""
        valeurs = [(self.valeur(*position_apres(des, numeros, combinaisons, rejets)), numeros)
                   for numeros in choix_distincts(des, rejets)]
        return sorted(valeurs, key=lambda valeur_et_choix: -valeur_et_choix[0])

    def meilleur_choix(self, des, combinaisons, rejets):
        """Retourne les quatre numéros de dés du meilleur choix."""
        return self.classer_choix(des, combinaisons, rejets)[0][1]

    def esperance_depart(self):
        """Retourne le score que le conseiller espère d'une partie neuve, avant le premier lancer.

        C'est la moyenne, sur les 252 lancers possibles pondérés par leur
        probabilité, de la valeur de son meilleur choix.
        """
        combinaisons = nouvelles_combinaisons()
        return sum(probabilite_du_jet(jet) * self.classer_choix(list(jet), combinaisons, [])[0][0]
                   for jet in itertools.combinations_with_replacement(FACES, NB_DES))
