"""Lire la table compressée d'un conseiller, en la vérifiant.

Explication : les conseillers du Yum et des Dés en solitaire lisent leurs valeurs dans un fichier
compressé du paquet. Une table absente ou abîmée lève ``DonneesIllisibles`` : le jeu le
dit en une phrase au lieu de conseiller faux.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import os
import sys
import zlib
from array import array

from yum.commun.erreurs import DonneesIllisibles


def lire_tableau_compresse(chemin, type_des_valeurs, nombre, valeurs_possibles=None):
    """Retourne le tableau (``array``) des ``nombre`` valeurs lues dans le fichier compressé ``chemin``.

    Le fichier tient les valeurs petit-boutistes, de type ``type_des_valeurs``
    (un code d'``array`` : "H", "f"…), compressées par zlib. Lève
    DonneesIllisibles, avec le nom du fichier sans son chemin, s'il est absent
    ou illisible, abîmé (sa compression est coupée ou altérée), n'a pas
    ``nombre`` valeurs, ou si ``valeurs_possibles(tableau)`` (quand elle est
    donnée) le juge faux.
    """
    nom = os.path.basename(chemin)
    try:
        with open(chemin, "rb") as fichier:
            octets = zlib.decompress(fichier.read())
    except OSError:
        raise DonneesIllisibles(f"le fichier {nom} est absent ou illisible") from None
    except zlib.error:
        raise DonneesIllisibles(f"le fichier {nom} est abîmé (ses données compressées sont coupées ou"
                                " altérées)") from None
    valeurs = array(type_des_valeurs)
    if len(octets) != nombre * valeurs.itemsize:
        raise DonneesIllisibles(f"le fichier {nom} est abîmé (il n'a pas la bonne taille)")
    valeurs.frombytes(octets)
    if sys.byteorder == "big":
        valeurs.byteswap()
    if valeurs_possibles is not None and not valeurs_possibles(valeurs):
        raise DonneesIllisibles(f"le fichier {nom} est abîmé (valeurs impossibles)")
    return valeurs
