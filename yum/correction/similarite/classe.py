"""La similarité à la fin d'une correction de classe : le rapport, et les fiches sans le code du cours.

Explication : le correcteur de la classe (``des-corriger classe``) appelle ``similarite_de_la_classe``
une fois, après avoir écrit notes.csv et les retours. Elle relit les remises (zips extraits),
reconnaît le code donné par le cours (``--fourni``, ou remis à l'identique par la plupart des
équipes), écrit similarite.csv et similarite.html dans le dossier de sortie et, pour chaque équipe
qui a remis du code du cours, réécrit sa fiche de qualité : ces fichiers y sont nommés et aucun
constat n'y est relevé. Une équipe seule ne sait pas ce que la classe a en commun : d'où ce
passage à la fin.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import sys
import tempfile
from pathlib import Path

from yum.correction.classe.remises import trouver_le_paquet
from yum.correction.qualite.fiche import FicheImpossible, fiche_de_qualite, formater_fiche
from yum.correction.similarite.commande import analyser_la_classe, lire_les_remises

# Le nom de la fiche de qualité dans le dossier d'une équipe (celui du correcteur de la classe).
FICHE = "qualite.md"


def dossier_de_la_fiche(copie):
    """Retourne le dossier que la fiche lit dans la copie : le paquet Python, sinon la copie entière."""
    paquet = trouver_le_paquet(copie)
    return paquet if paquet is not None else copie


def fournis_dans_la_fiche(copie, dossier, fournis):
    """Retourne les fichiers ``fournis`` (relatifs à la copie) relatifs au ``dossier`` que la fiche lit."""
    prefixe = dossier.relative_to(copie).as_posix()
    return {nom[len(prefixe) + 1:] if prefixe != "." else nom for nom in fournis
            if prefixe == "." or nom.startswith(prefixe + "/")}


def reecrire_la_fiche(copie, equipe, fournis, destination):
    """Réécrit la fiche de l'équipe sans ses fichiers ``fournis`` (relatifs à la copie) ; retourne None."""
    dossier = dossier_de_la_fiche(copie)
    relatifs = fournis_dans_la_fiche(copie, dossier, fournis)
    try:
        constats = fiche_de_qualite(dossier, fournis=relatifs)
    except FicheImpossible:
        return
    destination.write_text(formater_fiche(constats, equipe, relatifs), encoding="utf-8")


def similarite_de_la_classe(remises, sortie, dossiers_des_equipes, dossier_fourni=None):
    """Écrit la similarité de la classe dans ``sortie`` ; réécrit les fiches qui ont du code du cours.

    ``remises`` : le dossier des remises, ou leur liste (``Remise``) ;
    ``dossiers_des_equipes`` : {équipe : son dossier de sortie} ; ``dossier_fourni`` : le dossier
    --fourni, ou None. Retourne {équipe : fichiers du cours reconnus}.
    """
    with tempfile.TemporaryDirectory(prefix="similarite-") as brouillon:
        lues = remises if isinstance(remises, list) else Path(remises)
        fichiers_par_equipe, copies = lire_les_remises(lues, Path(brouillon))
        try:
            _, fournis = analyser_la_classe(fichiers_par_equipe, sortie, dossier_fourni)
        except FicheImpossible as probleme:
            print(f"Similarité : pas de rapport ({probleme}).", file=sys.stderr)
            return {}
        for equipe, copie in copies.items():
            destination = dossiers_des_equipes.get(equipe)
            if fournis[equipe] and destination is not None and (destination / FICHE).exists():
                reecrire_la_fiche(copie, equipe, fournis[equipe], destination / FICHE)
    return fournis
