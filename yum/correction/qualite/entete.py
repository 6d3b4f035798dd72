"""L'en-tête d'un module (§8.10) : son contenu (explication, auteurs, version), pour Python comme pour Java.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

from yum.correction.qualite.constats import PROBABLE, constat
from yum.correction.qualite.seuils import LIGNES_D_UN_RESUME
from yum.correction.qualite.vocabulaire import MOT_AUTEUR, MOT_VERSION

# --- §8.10 : l'en-tête de chaque module ---------------------------------------

def constats_du_contenu_de_l_entete(fichier, entete, bordures):
    """Retourne le constat du §8.10 sur un en-tête présent : ce qui y manque (explication, auteurs, version).

    ``bordures`` : les caractères qui ne comptent pas pour dire une ligne vide (« /* » en Java).
    """
    manques = []
    lignes_utiles = [ligne for ligne in entete.splitlines() if ligne.strip(bordures)]
    if len(lignes_utiles) <= LIGNES_D_UN_RESUME:
        manques.append("l'explication (l'en-tête n'a qu'une ligne)")
    if MOT_AUTEUR not in entete.lower():
        manques.append("les auteurs (le mot « Auteur » n'y est pas)")
    if MOT_VERSION not in entete.lower():
        manques.append("la version (le mot « Version » n'y est pas)")
    if not manques:
        return []
    return [constat("8.10", fichier, 1, "l'en-tête ne donne pas " + " ni ".join(manques), PROBABLE)]
