"""La ligne de commande du conseiller du Yum : générer sa table, la mesurer.

Explication : ``python -m yum.ajouts.commande_du_conseiller`` recalcule la table
des espérances (``--generer``) ou mesure le conseiller (``--mesurer``) ; le
conseiller lui-même est dans ``yum.ajouts.conseiller``, qui n'a pas de ligne de
commande (elle l'importerait, et lui elle : un cercle).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import statistics
import sys
import time

from yum.ajouts.conseiller import (
    FICHIER_TABLE_YUM,
    Conseiller,
    charger_table,
    enregistrer_table,
    formater_conseil,
    generer_table,
    indice_etat,
    pointage_yahtzee,
    pointage_yum,
)
from yum.commun.mots import formater_points
from yum.constantes import NB_DES

# Largeur de la barre de progression, en caractères.
LARGEUR_BARRE = 30
# Millisecondes par seconde, pour les mesures de durée.
MILLISECONDES = 1000


def afficher_progression(fait, total, debut=None):
    """Affiche la barre de progression de la génération sur la sortie d'erreur."""
    plein = LARGEUR_BARRE * fait // max(total, 1)
    sys.stderr.write(f"\rGénération : [{'#' * plein}{'.' * (LARGEUR_BARRE - plein)}]"
                     f" {100 * fait // max(total, 1):3d} % ({fait}/{total} états)")
    if fait == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def mesurer(nb_positions=200):
    """Mesure le chargement de la table et le temps d'un conseil ; retourne le texte du rapport."""
    import random

    from yum.regles import (
        appliquer_pointage,
        calculer_coups_possibles,
        nouvelle_feuille,
        nouvelle_grille,
    )
    debut = time.perf_counter()
    table = charger_table(FICHIER_TABLE_YUM)
    chargement = time.perf_counter() - debut
    conseiller = Conseiller(pointage_yum(), table)
    rng = random.Random(1)
    durees = []
    for _ in range(nb_positions):
        # Une position au hasard : quelques cases remplies, des dés, 2, 1 ou 0 lancers restants.
        feuille, grille = nouvelle_feuille(), nouvelle_grille()
        for case in rng.sample(list(pointage_yum().numeros), rng.randrange(13)):
            des = [rng.randint(1, 6) for _ in range(NB_DES)]
            calculer_coups_possibles(des, feuille, grille)
            appliquer_pointage(feuille, grille, case)
        des = [rng.randint(1, 6) for _ in range(NB_DES)]
        conseiller.analyse.cache_clear()
        debut = time.perf_counter()
        formater_conseil(des, feuille, rng.randrange(3), conseiller)
        durees.append(time.perf_counter() - debut)
    return (f"Table : {FICHIER_TABLE_YUM.stat().st_size} octets, chargée en"
            f" {formater_points(chargement * MILLISECONDES, 0)} ms ;"
            f" espérance de départ {formater_points(conseiller.esperance_depart(), 2)} points.\n"
            f"Conseil pour une position (sans cache, {nb_positions} positions) : médiane"
            f" {formater_points(statistics.median(durees) * MILLISECONDES)} ms,"
            f" maximum {formater_points(max(durees) * MILLISECONDES)} ms.")


def main(arguments=None):
    """Génère une table (``--generer``) ou mesure le conseiller (``--mesurer``)."""
    from yum import __version__
    from yum.commun.options import AnalyseurFrancais
    analyseur = AnalyseurFrancais(__version__, "Conseiller du Yum",
                                  prog="python -m yum.ajouts.commande_du_conseiller",
                                  description="Le conseiller optimal du Yum : générer sa table, le mesurer.")
    analyseur.add_argument("--generer", action="store_true",
                           help="recalculer la table des espérances (une dizaine de minutes)")
    analyseur.add_argument("--regles", choices=("yum", "yahtzee"), default="yum",
                           help="le jeu dont on calcule la table (défaut : yum)")
    analyseur.add_argument("--sortie", metavar="FICHIER",
                           help="où écrire la table (défaut : esperances-<jeu>.zlib dans le dossier"
                                " courant ; pour la livrer, yum/ajouts/donnees/esperances-yum.zlib)")
    analyseur.add_argument("--mesurer", action="store_true",
                           help="mesurer le chargement de la table et la durée d'un conseil")
    options = analyseur.parse_args(arguments)
    if options.generer:
        pointage = pointage_yum() if options.regles == "yum" else pointage_yahtzee()
        # Jamais dans le paquet installé par défaut : dans le dossier courant.
        sortie = options.sortie or f"esperances-{options.regles}.zlib"
        debut = time.perf_counter()
        table = generer_table(pointage, afficher_progression)
        enregistrer_table(table, sortie)
        esperance = formater_points(table[indice_etat(0, 0)], 4)
        print(f"{pointage.nom} : espérance de départ {esperance} points,"
              f" calculée en {time.perf_counter() - debut:.0f} s, écrite dans {sortie}.")
    if options.mesurer:
        print(mesurer())
    if not (options.generer or options.mesurer):
        analyseur.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
