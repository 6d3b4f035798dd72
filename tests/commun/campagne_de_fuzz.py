"""Une longue campagne de fuzz, comptée : les cas de ``test_fuzz.py``, un à la fois, pour un temps donné.

Explication : ``python -m pytest tests/test_fuzz.py --fuzz N`` dit seulement si
la campagne passe. Ce script joue les mêmes cas (mêmes graines), un à la fois,
et compte ce qui s'y passe : les cas joués (par jeu), ceux qui notent ou
revoient un journal, les relectures, les traces d'erreur, les blocages, les
codes de sortie hors du tableau, et les journaux refusés (une partie dite
notée qui ne se revoit pas, ou une ligne écrite par le jeu sautée). Chaque
anomalie est écrite avec sa graine, pour la rejouer.

Usage (un seul cœur, en cédant la place aux autres calculs) :

    nice python tests/campagne_de_fuzz.py --graine 23 --minutes 15

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import argparse
import collections
import sys
import time

import test_fuzz as fuzz

# Les secondes d'une minute.
SECONDES_PAR_MINUTE = 60
# L'écart entre deux campagnes de graines voisines, comme dans test_fuzz.py (--fuzz-graine).
ECART_DES_CAMPAGNES = 10 ** 7
# Les compteurs du résumé, dans l'ordre où il les donne.
COMPTEURS_PRINCIPAUX = ("cas", "cas avec une option du journal", "relectures", "traces", "blocages",
                        "codes inconnus", "journaux refusés")


def compter_une_fin(compte, code, sortie, erreurs):
    """Compte une trace, un blocage ou un code inconnu dans une fin de jeu ou de relecture."""
    if code is None:
        compte["blocages"] += 1
    elif b"Traceback" in sortie + erreurs:
        compte["traces"] += 1
    elif code not in fuzz.CODES_DOCUMENTES:
        compte["codes inconnus"] += 1


def compter_le_cas(compte, graine):
    """Joue le cas de ``graine`` et le compte ; retourne son anomalie (un texte) ou None."""
    cas = fuzz.tirer_cas(graine)
    resultat = fuzz.jouer_cas(graine)
    compte["cas"] += 1
    compte[f"jeu {cas.jeu}"] += 1
    compte[f"code {resultat.code}"] += 1
    if any(option in ("--bilan", "--journal", "--revoir") for option in cas.options):
        compte["cas avec une option du journal"] += 1
    if cas.depart is not None:
        compte[f"journal au départ : {cas.depart}"] += 1
    compter_une_fin(compte, resultat.code, resultat.sortie, resultat.erreurs)
    if resultat.relecture is not None:
        compte["relectures"] += 1
        compte[f"relecture, code {resultat.relecture[0]}"] += 1
        compter_une_fin(compte, *resultat.relecture)
        if resultat.relecture[0] is not None and fuzz.journal_refuse(resultat):
            compte["journaux refusés"] += 1
    return fuzz.anomalie(resultat)


def main():
    """Joue la campagne demandée, écrit son résumé ; retourne 0 sans anomalie, 1 sinon."""
    analyseur = argparse.ArgumentParser(description="Longue campagne de fuzz des trois jeux, comptée.")
    analyseur.add_argument("--graine", type=int, default=0, help="graine de la campagne (défaut : 0)")
    analyseur.add_argument("--minutes", type=float, default=15, help="durée de la campagne (défaut : 15)")
    analyseur.add_argument("--cas", type=int, default=None, help="nombre de cas au plus")
    options = analyseur.parse_args()
    compte = collections.Counter()
    anomalies = []
    debut = time.monotonic()
    graine = options.graine * ECART_DES_CAMPAGNES
    while (time.monotonic() - debut < options.minutes * SECONDES_PAR_MINUTE
           and (options.cas is None or compte["cas"] < options.cas)):
        anomalie = compter_le_cas(compte, graine)
        if anomalie is not None:
            anomalies.append(anomalie)
            print(anomalie, flush=True)
        graine += 1
    duree = time.monotonic() - debut
    print(f"Campagne {options.graine} : {compte['cas']} cas en {duree / SECONDES_PAR_MINUTE:.1f} minutes"
          f" (graines {options.graine * ECART_DES_CAMPAGNES} à {graine - 1}).")
    for cle in COMPTEURS_PRINCIPAUX:
        print(f"  {cle} : {compte[cle]}")
    for cle, valeur in sorted(compte.items()):
        if cle not in COMPTEURS_PRINCIPAUX:
            print(f"  {cle} : {valeur}")
    return 1 if anomalies else 0


if __name__ == "__main__":
    sys.exit(main())
