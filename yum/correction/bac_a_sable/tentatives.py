"""Ce que le code d'une équipe a tenté hors de sa boîte : la sonde, les liens laissés, les processus détachés.

Explication : la boîte bloque tout ; ce module le dit. Trois témoins : ce que
la sonde (``sonde.py``) a écrit sur son tube, les liens vers l'extérieur
laissés dans le dossier de travail (parcouru sans les suivre), et les
processus qui se sont détachés du programme pour lui survivre. Les
tentatives d'une correction sont notées ici, pour le retour de l'équipe.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import json
import os
import stat

from yum.correction.bac_a_sable.boite import sous
from yum.correction.bac_a_sable.processus import arbre, enfants_de, session_de
from yum.correction.lecture.noms import cite_sans_effet, lisible

# Combien de tentatives un retour cite au plus.
TENTATIVES_CITEES = 10

# Ce que la sonde lit au plus d'un processus, en octets, et la longueur gardée d'une tentative.
SONDE_MAXIMALE = 64 * 1024
LONGUEUR_D_UNE_TENTATIVE = 300


def tentatives_de_la_sonde(processus):
    """Retourne les tentatives que la sonde du processus (fini) a notées, et ferme son tube.

    Ne lit pas plus de ``SONDE_MAXIMALE`` octets ; une ligne illisible (le code
    de l'équipe peut écrire sur ce tube) est ignorée.
    """
    lu = getattr(processus, "sonde", None)
    if lu is None:
        return []
    morceaux, taille = [], 0
    try:
        while taille < SONDE_MAXIMALE:
            bloc = os.read(lu, SONDE_MAXIMALE - taille)
            if not bloc:
                break
            morceaux.append(bloc)
            taille += len(bloc)
    except OSError:
        pass
    finally:
        os.close(lu)
        processus.sonde = None
    tentatives = []
    for ligne in b"".join(morceaux).decode("utf-8", errors="replace").splitlines():
        try:
            texte = json.loads(ligne)
        except ValueError:
            continue
        if isinstance(texte, str):
            tentatives.append(texte[:LONGUEUR_D_UNE_TENTATIVE])
    return tentatives


def tentatives_laissees(dossier):
    """Retourne les tentatives que le code d'une équipe a laissées dans son dossier de travail, en phrases.

    Un lien qui mène hors du dossier (vers ``/etc``, un fichier du correcteur,
    le dossier des notes) : la boîte l'a rendu inutile, le correcteur ne le
    suit pas. Une socket ou un tube nommé : rien ne l'écoute hors de la boîte.
    Le dossier est parcouru sans suivre de lien.
    """
    racine = os.path.realpath(dossier)
    tentatives = []
    for parent, sous_dossiers, fichiers in os.walk(racine):
        for nom in sorted(sous_dossiers + fichiers):
            chemin = os.path.join(parent, nom)
            relatif = lisible(os.path.relpath(chemin, racine))
            try:
                etat = os.lstat(chemin)
            except OSError:
                continue
            if stat.S_ISLNK(etat.st_mode):
                cible = lisible(os.readlink(chemin))
                absolue = os.path.normpath(os.path.join(parent, cible))
                if not sous(absolue, [racine]):
                    tentatives.append(f"un lien « {relatif} » vers {cible}, hors de sa boîte : le correcteur"
                                      " ne l'a pas suivi")
            elif stat.S_ISSOCK(etat.st_mode) or stat.S_ISFIFO(etat.st_mode):
                tentatives.append(f"une socket ou un tube nommé « {relatif} » : rien hors de sa boîte ne"
                                  " l'atteint")
    return tentatives


class Tentatives:
    """Les tentatives bloquées notées pendant une correction (les tests tournent dans des fils)."""

    def __init__(self):
        """Aucune tentative encore."""
        self.notees = set()

    def noter(self, tentatives):
        """Ajoute les ``tentatives`` (des phrases) ; ne retourne rien."""
        self.notees.update(tentatives)

    def toutes(self):
        """Retourne les tentatives notées, triées."""
        return sorted(self.notees)


TENTATIVES = Tentatives()


def noter_les_tentatives(tentatives):
    """Note des tentatives bloquées, pour le retour de l'équipe corrigée ici ; ne retourne rien."""
    TENTATIVES.noter(tentatives)


def tentatives_notees():
    """Retourne les tentatives bloquées notées par ce processus, triées."""
    return TENTATIVES.toutes()


def tentatives_des_processus(processus):
    """Retourne les tentatives qu'on lit dans l'arbre d'une boîte encore vivante (``processus`` : bwrap).

    L'arbre : bwrap, son gardien (le processus 1 de la boîte, qui ouvre une
    session par ``--new-session``), puis le programme, son premier enfant.
    Un processus d'une autre session s'est détaché du programme (``setsid``)
    pour lui survivre : il meurt avec la boîte, et c'est dit.
    """
    gardiens = enfants_de(processus.pid)
    premiers = [*gardiens[:1], *(enfants_de(gardiens[0])[:1] if gardiens else [])]
    sessions = {session_de(pid) for pid in premiers}
    detaches = [pid for pid in arbre(processus.pid)[1:]
                if pid not in premiers and session_de(pid) not in (None, *sessions)]
    if not detaches:
        return []
    return ["un processus détaché de son programme (setsid), pour lui survivre : tué avec sa boîte"]


def texte_des_tentatives(tentatives):
    """Retourne les tentatives bloquées en lignes Markdown (« - tentative bloquée : … »), ou un texte vide."""
    distinctes = sorted(set(tentatives))
    # Une tentative est écrite par le code de l'équipe (sa sonde, le nom et la cible d'un lien) : citée
    # sans effet, elle ne fait ni ligne, ni titre, ni HTML dans son retour (tour 60).
    lignes = [f"- tentative bloquée : {cite_sans_effet(tentative)}"
              for tentative in distinctes[:TENTATIVES_CITEES]]
    if len(distinctes) > TENTATIVES_CITEES:
        lignes.append(f"- … et {len(distinctes) - TENTATIVES_CITEES} autres")
    return "\n".join(lignes) + "\n" if lignes else ""
