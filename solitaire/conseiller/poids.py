"""Les poids appris, sur disque : les lire, les écrire, et le conseiller livré.

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
"""

import functools
import math
import sys
import zlib
from array import array
from pathlib import Path

from solitaire.conseiller.decoupage import DEBUTS, NB_POIDS, SOMME_ENSEMBLE
from solitaire.conseiller.victoire import ConseillerGagnant
from yum.commun.tables import lire_tableau_compresse

# --- Les poids sur disque ------------------------------------------------------------------

# Le fichier des poids livré avec le paquet.
FICHIER_POIDS = Path(__file__).parent.parent / "donnees" / "poids-conseiller.zlib"
# Les poids du premier conseiller (version 1.0.0 : la valeur apprise seule, sans les tables ajoutées
# depuis), gardés pour lui comparer le conseiller livré (``python -m solitaire.duel``).
FICHIER_POIDS_DU_PREMIER = Path(__file__).parent.parent / "donnees" / "poids-premier-conseiller.zlib"
# Le premier conseiller ne lisait que les huit premières tables : ses poids s'arrêtent avant la neuvième.
NB_POIDS_DU_PREMIER = DEBUTS[SOMME_ENSEMBLE]
# Niveau de compression zlib (le plus fort : le fichier est écrit une fois).
NIVEAU_COMPRESSION = 9


def enregistrer_poids(poids, chemin):
    """Écrit les poids en flottants de 32 bits petit-boutistes, compressés (zlib)."""
    donnees = array("f", poids)
    if sys.byteorder == "big":
        donnees.byteswap()
    Path(chemin).write_bytes(zlib.compress(donnees.tobytes(), NIVEAU_COMPRESSION))


def charger_poids(chemin=None):
    """Retourne les poids lus dans ``chemin`` (par défaut, ceux livrés : FICHIER_POIDS), en liste.

    Lève ``DonneesIllisibles`` si le fichier est absent, illisible, n'a pas
    NB_POIDS poids, ou tient un poids qui n'est pas un nombre fini.
    """
    return lire_tableau_compresse(chemin or FICHIER_POIDS, "f", NB_POIDS,
                                  lambda poids: all(map(math.isfinite, poids))).tolist()


def charger_poids_du_premier():
    """Retourne les poids du premier conseiller, complétés de zéros pour les tables ajoutées depuis.

    Les tables ajoutées suivent les siennes et ses caractéristiques n'ont pas
    changé : avec des zéros à leur place, ``Conseiller`` rend exactement ses valeurs.
    Lève ``DonneesIllisibles`` si le fichier est absent ou abîmé.
    """
    poids = lire_tableau_compresse(FICHIER_POIDS_DU_PREMIER, "f", NB_POIDS_DU_PREMIER,
                                   lambda poids: all(map(math.isfinite, poids))).tolist()
    return poids + [0.0] * (NB_POIDS - NB_POIDS_DU_PREMIER)


@functools.cache
def conseiller_solitaire():
    """Retourne le conseiller livré (le gagnant : un lancer d'avance sur les poids livrés, lus au
    premier appel, avec la prime de victoire).
    """
    return ConseillerGagnant(charger_poids())
