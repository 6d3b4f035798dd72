"""Les protections en force, ou absentes avec leur raison : ce que chaque retour d'équipe en dit.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

from dataclasses import dataclass

from yum.correction.bac_a_sable import lancement
from yum.correction.bac_a_sable.boite import PRLIMIT, outil_du_systeme, python_des_equipes
from yum.correction.bac_a_sable.dossiers import utilisateur_des_equipes
from yum.correction.bac_a_sable.lancement import OPTION_SANS_BAC_A_SABLE


@dataclass(frozen=True)
class Protection:
    """Une protection du bac à sable : son nom, si elle est en force, et pourquoi pas sinon."""

    nom: str
    en_force: bool
    raison: str = ""


def protections():
    """Retourne les protections du bac à sable ici : chacune en force ou non, avec la raison."""
    bwrap, raison = lancement.bac_a_sable_ici()
    limites = Protection("limites de mémoire, de temps de processeur, de taille de fichier et de processus",
                         bool(outil_du_systeme(PRLIMIT)), "la commande prlimit manque")
    if not bwrap:
        raison = (f"{raison} ; l'enseignant a demandé que le code tourne quand même"
                  f" ({OPTION_SANS_BAC_A_SABLE})")
        return [limites, Protection("un bac à sable (bubblewrap) : le code de l'équipe ne voit que sa copie,"
                                    " sans réseau, sans l'environnement du correcteur", False, raison)]
    liste = [limites,
             Protection("un bac à sable bubblewrap à elle : ses propres espaces de noms d'utilisateur, de"
                        " processus, de montage, d'IPC et de réseau ; tout ce qu'elle lance meurt avec lui",
                        True),
             Protection("aucun réseau, aucune socket de la machine", True),
             Protection("un environnement vide ; un /tmp et un /dev/shm à elle, retirés après", True),
             Protection("en lecture seule : le système, l'interpréteur sans ses paquets installés (ni le"
                        " correcteur ni la référence) et sa copie ; en écriture : son dossier de travail"
                        " seul", True)]
    if utilisateur_des_equipes() is not None:
        liste.append(Protection("un utilisateur sans privilèges, non le correcteur (root)", True))
        if python_des_equipes() is None:
            liste.append(Protection("un Python lisible par l'utilisateur des équipes", False,
                                    "ni le Python du correcteur ni un Python du système (3.10 ou plus) ne lui"
                                    " est lisible : le code Python de l'équipe ne pourra pas se lancer"))
    return liste


def texte_des_protections(liste):
    """Retourne les protections en lignes Markdown : « - en force : … » ou « - **absente** : … (raison) »."""
    lignes = []
    for protection in liste:
        if protection.en_force:
            lignes.append(f"- en force : {protection.nom}")
        else:
            lignes.append(f"- **absente** : {protection.nom} ({protection.raison})")
    return "\n".join(lignes) + "\n"
