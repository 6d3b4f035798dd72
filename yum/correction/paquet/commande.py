"""La sous-commande ``paquet`` : vérifier l'API publique du paquet Python d'une équipe, isolé.

Explication : ``des-corriger paquet DOSSIER`` importe le paquet dans son bac à
sable (``isole``), puis lance pytest sur les vérifications de l'API
(``verifications/``) avec le greffon (``greffon``), dans un dossier temporaire
et avec sa propre configuration : le dossier courant n'y est pour rien. Elle
affiche un verdict par vérification, comme la correction d'une classe.

Codes de sortie (``yum.correction.sorties``) : 0 aucune vérification
échouée ; 1 au moins une échouée ou à vérifier ; 2 options invalides ; 6 le
paquet ne s'importe pas (« non notable ») ; 65 le dossier n'est pas un paquet
Python (aucun module : il le dit, avec le paquet trouvé plus bas s'il y en a
un) ; 66 dossier introuvable ; 74 le
fichier JSON ne s'écrit pas.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import dataclasses
import json
import sys
import tempfile
from pathlib import Path

from yum.correction.bac_a_sable import noter_les_tentatives, tentatives_notees, texte_des_tentatives
from yum.correction.bareme import BAREME_PAR_DEFAUT, lire_bareme
from yum.correction.lecture.erreurs import erreur_en_francais
from yum.correction.lecture.programme import trouver_le_paquet
from yum.correction.paquet.api import (
    essayer_l_import,
    fichiers_laisses,
    lancer_les_tests_de_l_api,
    verdicts_de_l_api,
)
from yum.correction.paquet.isole import DELAI_PAR_APPEL
from yum.correction.programme.correcteur import rapport
from yum.correction.sorties import (
    SORTIE_DONNEES_INVALIDES,
    SORTIE_DOSSIER_INTROUVABLE,
    SORTIE_ECRITURE_IMPOSSIBLE,
    SORTIE_FAUTES,
    SORTIE_NON_NOTABLE,
    SORTIE_OPTIONS_INVALIDES,
    SORTIE_REUSSIE,
)
from yum.correction.verdicts import A_VERIFIER, NON_NOTABLE, REUSSI, Verdict


def ajouter_les_options(analyseur):
    """Ajoute à ``analyseur`` les options de la sous-commande ``paquet`` ; ne retourne rien."""
    analyseur.add_argument("dossier", metavar="DOSSIER",
                           help="le dossier du paquet de l'équipe (celui qui contient regles.py, des.py et"
                                " saisie.py), quel que soit son nom")
    analyseur.add_argument("--delai-par-appel", type=float, default=DELAI_PAR_APPEL, metavar="S",
                           help=f"délai d'un appel d'une fonction du paquet, en secondes (défaut :"
                                f" {DELAI_PAR_APPEL:g})")
    analyseur.add_argument("--json", metavar="FICHIER", help="écrit aussi les verdicts dans ce fichier JSON")


def non_notable(raison, laisses):
    """Retourne les verdicts d'un paquet qui ne s'importe pas : « non notable », et ses fichiers laissés."""
    verdict = Verdict("import", "Le paquet s'importe", "§5", NON_NOTABLE, obtenu=raison)
    return [verdict, *fichiers_laisses(laisses)]


def verifier_le_paquet(dossier, delai_par_appel):
    """Retourne les verdicts des vérifications de l'API du paquet ``dossier``.

    Un paquet qui ne s'importe pas reçoit un seul verdict « non notable », avec la raison.
    """
    raison, laisses = essayer_l_import(dossier)
    if raison is not None:
        return non_notable(raison, laisses)
    with tempfile.TemporaryDirectory(prefix="des-paquet-") as travail:
        resultats = lancer_les_tests_de_l_api(dossier, Path(travail), delai_par_appel)
    if isinstance(resultats, str):
        return [Verdict("test_api", "Les tests de l'API ont été joués", "§5", A_VERIFIER, obtenu=resultats)]
    noter_les_tentatives(resultats.get("tentatives", []))
    if resultats["non_notable"]:
        return non_notable(resultats["non_notable"], resultats["fichiers_laisses"])
    return verdicts_de_l_api(resultats, lire_bareme(BAREME_PAR_DEFAUT)) \
        + fichiers_laisses(resultats["fichiers_laisses"])


def pas_un_paquet(dossier, donne):
    """Retourne la phrase qui dit que ``dossier`` (tapé ``donne``) n'est pas un paquet de l'énoncé, avec le
    paquet trouvé plus bas s'il y en a un."""
    phrase = (f"le dossier « {donne} » n'est pas un paquet Python : il n'a aucun module (ni regles.py, ni"
              " des.py, ni saisie.py)")
    plus_bas = trouver_le_paquet(dossier)
    if plus_bas is not None:
        phrase += f" ; le paquet de l'équipe semble être « {plus_bas.relative_to(dossier).as_posix()} »"
    return phrase + "."


def executer(options):
    """Vérifie le paquet des options, affiche le rapport ; retourne le code de sortie (voir l'en-tête)."""
    dossier = Path(options.dossier).expanduser()
    if not dossier.is_dir():
        print(f"des-corriger paquet : Le dossier « {options.dossier} » n'existe pas.", file=sys.stderr)
        return SORTIE_DOSSIER_INTROUVABLE
    if options.delai_par_appel <= 0:
        print("des-corriger paquet : --delai-par-appel veut un nombre de secondes positif.", file=sys.stderr)
        return SORTIE_OPTIONS_INVALIDES
    if not any(dossier.glob("*.py")):
        print(f"des-corriger paquet : {pas_un_paquet(dossier, options.dossier)}", file=sys.stderr)
        return SORTIE_DONNEES_INVALIDES
    verdicts = verifier_le_paquet(dossier.resolve(), options.delai_par_appel)
    print(rapport(verdicts, preuve="le détail"))
    if tentatives_notees():
        print("Le paquet a tenté de sortir de sa boîte (la boîte l'en a empêché) :\n"
              + texte_des_tentatives(tentatives_notees()), end="")
    if options.json:
        try:
            Path(options.json).write_text(json.dumps([dataclasses.asdict(verdict) for verdict in verdicts],
                                                     ensure_ascii=False, indent=2), encoding="utf-8")
        except OSError as erreur:
            print(f"Impossible d'écrire {options.json} : {erreur_en_francais(erreur)}.", file=sys.stderr)
            return SORTIE_ECRITURE_IMPOSSIBLE
    if any(verdict.verdict == NON_NOTABLE for verdict in verdicts):
        return SORTIE_NON_NOTABLE
    return SORTIE_REUSSIE if all(verdict.verdict == REUSSI for verdict in verdicts) else SORTIE_FAUTES

