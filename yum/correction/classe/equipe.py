"""La correction d'une équipe : sa remise préparée reconnue, son API et son programme joués, en données.

Explication : la commande ``classe`` (``classe/commande.py``) prépare chaque
remise une fois (copiée, extraite, sans lien), puis lance ce module dans un
processus à part pour chaque équipe (``python -m
yum.correction.classe.equipe REMISE.json TRAVAIL RESULTAT``) : une équipe qui
plante ou qui bloque ne touche ni la commande ni les autres. ``REMISE.json``
dit ce que la préparation a trouvé (la copie, ou pourquoi il n'y en a pas) ;
le paquet Python ou le programme Java y est reconnu (Java compilé) ; un
paquet Python passe les tests de l'API (pytest, dans un processus à part, qui
fait tourner le paquet dans son bac à sable), puis toute remise passe ceux du
programme en console. Les verdicts, avec ce que la remise est, vont dans le
fichier RESULTAT en JSON : des données, jamais une page (les pages sont
écrites par la commande). Un paquet qui ne s'importe pas est « non notable »
partout ; une remise sans paquet ni Java, une archive illisible ou un Java
qui ne se compile pas aussi, avec la raison.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import argparse
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
from dataclasses import asdict
from pathlib import Path

from yum.correction import environnement_du_correcteur
from yum.correction.bac_a_sable import ouvrir_en_lecture, protections
from yum.correction.classe.bareme import BAREME_PAR_DEFAUT, ligne_du_test, lire_bareme
from yum.correction.classe.java import OutilIntrouvable
from yum.correction.classe.programme_en_console import a_verifier, corriger_en_console, non_notables
from yum.correction.classe.remises import Remise, RemiseIllisible, reconnaitre
from yum.correction.lecture.noms import rendre_lisible
from yum.correction.paquet import DOSSIER_DES_VERIFICATIONS
from yum.correction.paquet.isole import DELAI_PAR_APPEL, PaquetIsole, PaquetNonImportable
from yum.correction.programme.correcteur import TESTS_DU_PROGRAMME, corriger_programme
from yum.correction.verdicts import A_VERIFIER, ECHOUE, NON_NOTABLE, REUSSI, Verdict

# Les vérifications de l'API imposée.
DOSSIER_API = DOSSIER_DES_VERIFICATIONS
# La configuration de pytest d'une correction : la seule que pytest lise (ni celle du projet, ni une autre).
CONFIGURATION_DE_PYTEST = "[pytest]\n"
# Le greffon de pytest qui corrige un paquet.
GREFFON = "yum.correction.paquet.greffon"
# Le délai de toute la correction de l'API d'une équipe, en secondes (les boucles d'un paquet comprises).
DELAI_DE_L_API = 300
# Le délai d'un test du programme en console, en secondes (le correcteur en console a le sien par défaut).
DELAI_PAR_TEST_CONSOLE = 10.0
# Les échecs d'un test paramétré cités dans l'extrait d'un retour.
ECHECS_CITES = 5
# La fin de la sortie de pytest citée quand la correction de l'API ne finit pas.
FIN_DE_SORTIE_CITEE = 1500
# La section de l'énoncé d'une remise qui ne se lit pas (les consignes de remise).
SECTION_DE_LA_REMISE = "§6"


def tests_de_l_api():
    """Retourne les noms des tests de l'API, dans l'ordre des fichiers, lus sans les importer."""
    noms = []
    for fichier in sorted(DOSSIER_API.glob("test_*.py")):
        noms += re.findall(r"^def (test_\w+)", fichier.read_text(encoding="utf-8"), re.MULTILINE)
    return noms


def titre_et_section(bareme, test, titre="", section=""):
    """Retourne (titre, section) d'un test : ceux de son correcteur, sinon ceux du barème, sinon son nom."""
    ligne = ligne_du_test(bareme, test)
    if ligne is not None:
        titre, section = titre or ligne.titre, section or ligne.section
    titre = titre or test.removeprefix("test_").replace("_", " ")
    return avec_majuscule(titre), section


def avec_majuscule(titre):
    """Retourne ``titre`` avec une majuscule, sauf devant un nom de fonction (« rouler_des(523) »)."""
    premier = titre.split(" ")[0]
    if "_" in premier or "(" in premier:
        return titre
    return titre[:1].upper() + titre[1:]


def verdict_de_remise(raison):
    """Retourne le verdict « non notable » d'une remise qu'on ne peut pas corriger du tout."""
    return Verdict("remise", "La remise se lit, se reconnaît et se compile", SECTION_DE_LA_REMISE,
                   NON_NOTABLE, obtenu=raison,
                   attendu="un paquet Python avec regles.py, des.py et saisie.py, ou des sources Java")


def lancer_les_tests_de_l_api(paquet, travail, delai_par_appel):
    """Lance pytest sur l'API du paquet ; retourne ses résultats (dictionnaire) ou, s'il échoue, la raison."""
    fichier = travail / "api.json"
    configuration = travail / "pytest.ini"
    configuration.write_text(CONFIGURATION_DE_PYTEST, encoding="utf-8")
    environnement = environnement_du_correcteur()
    commande = [sys.executable, "-m", "pytest", str(DOSSIER_API), "-q", "-c", str(configuration),
                f"--rootdir={travail}", "-p", "no:cacheprovider", "-p", "no:benchmark", "-p", "no:xdist",
                "-p", GREFFON, "--tb=no", "-m", "api",
                f"--implementation={paquet}", f"--delai-par-appel={delai_par_appel}", f"--verdicts={fichier}"]
    try:
        sortie = subprocess.run(commande, cwd=travail, env=environnement, capture_output=True, text=True,
                                encoding="utf-8", errors="replace", timeout=DELAI_DE_L_API,
                                stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return f"la correction de l'API n'a pas fini en {DELAI_DE_L_API} s"
    if not fichier.exists():
        fin = (sortie.stdout + sortie.stderr)[-FIN_DE_SORTIE_CITEE:]
        return f"la correction de l'API s'est arrêtée sans résultat :\n{fin}"
    return json.loads(fichier.read_text(encoding="utf-8"))


def attendu_et_obtenu(message, titre):
    """Retourne (attendu, obtenu) d'après le message d'échec d'un test de l'API (sa première ligne).

    Les messages des tests disent « … vaut X ; attendu Y » : on les coupe là ;
    sinon l'attendu est le comportement lui-même (le titre du test).
    """
    premiere = message.strip().split("\n")[0]
    obtenu, separateur, attendu = premiere.partition(" ; attendu ")
    return (attendu, obtenu) if separateur else (titre, premiere)


def verdicts_de_l_api(resultats, bareme):
    """Retourne un verdict par test de l'API d'après les résultats de pytest (paramétré : un seul verdict)."""
    par_test = {}
    for resultat in resultats["tests"]:
        par_test.setdefault(resultat["fonction"], []).append(resultat)
    verdicts = []
    for test in tests_de_l_api():
        titre, section = titre_et_section(bareme, test)
        essais = par_test.get(test, [])
        echecs = [essai for essai in essais if not essai["resultat"].startswith("passed")]
        duree = sum(essai["duree"] for essai in essais)
        if not essais:
            verdicts.append(Verdict(test, titre, section, A_VERIFIER, attendu=titre,
                                    obtenu="le test n'a pas été joué", duree=duree))
        elif not echecs:
            verdicts.append(Verdict(test, titre, section, REUSSI, duree=duree))
        else:
            extrait = "\n".join(f"{essai['id'].partition('[')[2].rstrip(']') or test} : {essai['message']}"
                                for essai in echecs[:ECHECS_CITES])
            if len(echecs) > ECHECS_CITES:
                autres = len(echecs) - ECHECS_CITES
                extrait += f"\n(… {autres} autre{'s' if autres > 1 else ''} cas en échec)"
            attendu, obtenu = attendu_et_obtenu(echecs[0]["message"], titre)
            verdicts.append(Verdict(test, titre, section, ECHOUE, attendu=attendu, obtenu=obtenu,
                                    extrait=extrait, duree=duree))
    return verdicts


def cas_de_l_api(resultats):
    """Retourne, par test de l'API joué sur plusieurs cas, [cas réussis, cas joués] (crédit partiel)."""
    cas = {}
    for resultat in resultats["tests"]:
        if "[" in resultat["id"]:
            reussis, joues = cas.get(resultat["fonction"], (0, 0))
            cas[resultat["fonction"]] = (reussis + resultat["resultat"].startswith("passed"), joues + 1)
    return {test: list(compte) for test, compte in cas.items()}


def verdicts_non_notables(bareme, raison, tests):
    """Retourne un verdict « non notable » pour chacun des ``tests``, avec la même raison."""
    return [Verdict(test, *titre_et_section(bareme, test), NON_NOTABLE, obtenu=raison) for test in tests]


def fichiers_laisses(fichiers):
    """Retourne le verdict « à vérifier » qui signale les fichiers laissés par le paquet, ou rien."""
    if not fichiers:
        return []
    return [Verdict("fichiers_laisses", "Le travail ne laisse aucun fichier derrière lui", "§7", A_VERIFIER,
                    attendu="aucun fichier écrit pendant la correction",
                    obtenu="fichiers écrits (retirés depuis) : " + ", ".join(fichiers))]


def essayer_l_import(paquet):
    """Importe le paquet dans son bac à sable ; retourne (pourquoi il ne s'importe pas ou None, ses fichiers).

    Un paquet qui ne s'importe pas est ainsi noté sans lancer pytest.
    """
    isole = PaquetIsole(paquet)
    try:
        isole.demarrer()
        raison = None
    except PaquetNonImportable as erreur:
        raison = str(erreur)
    return raison, isole.fermer()


def corriger_python(remise, travail, bareme, options, cas):
    """Retourne les verdicts d'un paquet Python : son API, puis son programme en console.

    Remplit ``cas`` (test → [cas réussis, cas joués]) pour le crédit partiel.
    """
    raison, laisses = essayer_l_import(remise.paquet)
    if raison is not None:
        return verdicts_non_notables(bareme, raison, tests_de_l_api()) \
            + non_notables(raison, options.tests_du_programme) + fichiers_laisses(laisses)
    resultats = lancer_les_tests_de_l_api(remise.paquet, travail, options.delai_par_appel)
    if isinstance(resultats, str):
        api = [Verdict("test_api", "Les tests de l'API ont été joués", "§5", A_VERIFIER, obtenu=resultats)]
    elif resultats["non_notable"]:
        raison = resultats["non_notable"]
        return (verdicts_non_notables(bareme, raison, tests_de_l_api())
                + non_notables(raison, options.tests_du_programme)
                + fichiers_laisses(resultats["fichiers_laisses"]))
    else:
        api = verdicts_de_l_api(resultats, bareme) + fichiers_laisses(resultats["fichiers_laisses"])
        cas.update(cas_de_l_api(resultats))
    commande = (f"env PYTHONPATH={shlex.quote(str(remise.paquet.parent))} {shlex.quote(sys.executable)} -B"
                f" -m {remise.paquet.name}")
    return api + console(commande, bareme, options)


def console(commande, bareme, options):
    """Retourne les verdicts du programme en console, leurs titre et section complétés par le barème."""
    verdicts = []
    for verdict in corriger_en_console(commande, options.delai_console, options.correcteur_console):
        titre, section = titre_et_section(bareme, verdict.test, verdict.titre, verdict.section)
        verdicts.append(Verdict(**{**asdict(verdict), "titre": titre, "section": section}))
    return verdicts


def remise_preparee(fichier):
    """Retourne la ``Remise`` décrite par le fichier JSON ``fichier`` (écrit par la commande)."""
    donnees = json.loads(fichier.read_text(encoding="utf-8"))
    remise = Remise(donnees["equipe"], Path(donnees["origine"]), donnees["participant"],
                    probleme=donnees["probleme"], notes=list(donnees["notes"]))
    remise.copie = Path(donnees["copie"]) if donnees["copie"] else None
    return remise


def corriger(remise, travail, options):
    """Retourne le résultat de la correction de la remise préparée ``remise`` (un dictionnaire prêt pour
    JSON : des données, jamais une page)."""
    bareme = lire_bareme(options.bareme)
    cas, joue = {}, False
    try:
        if remise.probleme:
            raise RemiseIllisible(remise.probleme)
        reconnaitre(remise, travail / "classes")
        # L'utilisateur de l'équipe lit sa copie (les autres équipes ne la voient pas : bac_a_sable).
        ouvrir_en_lecture(travail)
    except OutilIntrouvable as erreur:
        # La machine du correcteur, non l'équipe : une personne regarde (la commande vérifie avant).
        verdicts = a_verifier(str(erreur))
    except RemiseIllisible as erreur:
        if remise.langage == "Java":
            verdicts = non_notables(str(erreur), options.tests_du_programme)
        else:
            verdicts = [verdict_de_remise(str(erreur))]
    else:
        joue = True
        if remise.langage == "Python":
            verdicts = corriger_python(remise, travail, bareme, options, cas)
        else:
            verdicts = console(remise.commande, bareme, options)
    return {"equipe": remise.equipe, "participant": remise.participant, "langage": remise.langage,
            "commande": remise.commande, "paquet": remise.paquet.relative_to(remise.copie).as_posix()
            if remise.paquet else "", "remarques": remise.notes,
            "verdicts": [asdict(verdict) for verdict in verdicts], "cas": cas,
            "protections": [asdict(protection) for protection in protections()] if joue else []}


def lire_les_options(arguments):
    """Retourne les options du processus d'une équipe (lancé par la commande ``classe``)."""
    analyseur = argparse.ArgumentParser(description="Corrige une remise préparée (lancé par la commande"
                                                    " « des-corriger classe »).")
    analyseur.add_argument("remise", type=Path, help="la remise préparée, décrite en JSON")
    analyseur.add_argument("travail", type=Path, help="un dossier de travail vide, propre à cette équipe")
    analyseur.add_argument("resultat", type=Path, help="le fichier JSON des verdicts à écrire")
    analyseur.add_argument("--bareme", type=Path, default=None, help="le barème (défaut : celui du projet)")
    analyseur.add_argument("--delai-console", type=float, default=DELAI_PAR_TEST_CONSOLE)
    analyseur.add_argument("--delai-par-appel", type=float, default=DELAI_PAR_APPEL)
    options = analyseur.parse_args(arguments)
    if options.bareme is None:
        del options.bareme
        options.bareme = BAREME_PAR_DEFAUT
    return options


def garder_les_temporaires_dans(travail):
    """Fait créer les dossiers temporaires de cette correction (pytest, bac à sable…) sous ``travail``.

    La commande retire ``travail`` à la fin, même si ce processus est tué au
    délai de l'équipe : rien ne reste alors dans le dossier temporaire du système.
    """
    temporaires = travail / "tmp"
    temporaires.mkdir(exist_ok=True)
    os.environ["TMPDIR"] = str(temporaires)
    tempfile.tempdir = None


def principal(arguments=None, correcteur=corriger_programme, tests_du_programme=TESTS_DU_PROGRAMME):
    """Corrige la remise donnée et écrit ses verdicts ; retourne le code de sortie (0).

    ``correcteur`` : le correcteur en console (``corriger_programme``) et ``tests_du_programme`` ses
    tests ; un test de la classe passe les siens.
    """
    options = lire_les_options(arguments)
    options.correcteur_console, options.tests_du_programme = correcteur, tuple(tests_du_programme)
    garder_les_temporaires_dans(options.travail.resolve())
    resultat = corriger(remise_preparee(options.remise), options.travail.resolve(), options)
    options.resultat.write_text(json.dumps(rendre_lisible(resultat), ensure_ascii=False, indent=1),
                                encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(principal())
