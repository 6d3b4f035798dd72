"""L'API d'un paquet d'équipe vérifiée par pytest, en verdicts : ce que les commandes ``paquet`` et
``classe`` en font.

Explication : le paquet est d'abord importé dans son bac à sable (``isole``) ;
s'il s'importe, pytest joue les vérifications de l'API (``verifications/``)
dans un processus à part, avec le greffon (``greffon``), et écrit ses
résultats en JSON. Chaque vérification devient un verdict, titré d'après le
barème ; son message d'échec est dit en français (« attendu », « obtenu »),
sans le texte anglais de pytest.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import json
import re
import subprocess
import sys

from yum.correction import environnement_du_correcteur
from yum.correction.bac_a_sable import noter_les_tentatives
from yum.correction.bareme import ligne_du_test
from yum.correction.paquet import DOSSIER_DES_VERIFICATIONS
from yum.correction.paquet.isole import PaquetIsole, PaquetNonImportable
from yum.correction.verdicts import A_VERIFIER, ECHOUE, NON_NOTABLE, REUSSI, Verdict

# Les vérifications de l'API imposée.
DOSSIER_API = DOSSIER_DES_VERIFICATIONS
# La configuration de pytest d'une correction : la seule que pytest lise (ni celle du projet, ni une autre).
# Les identifiants des cas gardent leurs accents (« 0 n'est pas un numéro de dé », non « num\xe9ro ») : ils
# sont cités dans le retour d'une équipe, jamais relus par un programme.
CONFIGURATION_DE_PYTEST = ("[pytest]\n"
                           "disable_test_id_escaping_and_forfeit_all_rights_to_community_support = true\n")
# Le greffon de pytest qui corrige un paquet.
GREFFON = "yum.correction.paquet.greffon"
# Le délai de toute la correction de l'API d'une équipe, en secondes (les boucles d'un paquet comprises).
DELAI_DE_L_API = 300
# Les échecs d'un test paramétré cités dans l'extrait d'un retour.
ECHECS_CITES = 5
# La fin de la sortie de pytest citée quand la correction de l'API ne finit pas.
FIN_DE_SORTIE_CITEE = 1500
# Les lignes que pytest ajoute à une comparaison, en anglais : jamais montrées à une équipe.
MOTIF_DE_PYTEST = re.compile(r"\s*(Left contains|Right contains|Use -v|Full diff|At index|Omitting|"
                             r"Differing items|Extra items|Left and right|\+ where|[-+?] |where )")
# Une comparaison de pytest sans message : « assert OBTENU == ATTENDU ».
MOTIF_DE_COMPARAISON = re.compile(r"^assert (.+) == (.+)$")


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


def sans_le_texte_de_pytest(message):
    r"""Retourne ``message`` sans les lignes que pytest ajoute en anglais (« Left contains one more item »,
    « Use -v to get more diff », « Full diff: »…).

    >>> sans_le_texte_de_pytest("assert [1] == []\n  Left contains one more item: 1\n  Use -v to get")
    'assert [1] == []'
    """
    lignes = [ligne for ligne in message.strip().split("\n") if not MOTIF_DE_PYTEST.match(ligne)]
    return "\n".join(lignes).strip()


def attendu_et_obtenu(message, titre):
    r"""Retourne (attendu, obtenu) d'après le message d'échec d'un test de l'API (sa première ligne).

    Les messages des tests disent « … vaut X ; attendu Y » : on les coupe là ; une
    comparaison de pytest (« assert X == Y ») donne X obtenu et Y attendu ; sinon
    l'attendu est le comportement lui-même et l'obtenu le message.

    >>> attendu_et_obtenu("somme_des([4, 6]) vaut 9 ; attendu 10", "La somme")
    ('10', 'somme_des([4, 6]) vaut 9')
    >>> attendu_et_obtenu("assert ['une faute'] == []\n  Left contains one more item", "La feuille")
    ('[]', "['une faute']")
    """
    premiere = sans_le_texte_de_pytest(message).split("\n")[0]
    obtenu, separateur, attendu = premiere.partition(" ; attendu ")
    if separateur:
        return attendu, obtenu
    comparaison = MOTIF_DE_COMPARAISON.match(premiere)
    if comparaison:
        return comparaison.group(2), comparaison.group(1)
    return "ce que dit l'énoncé pour ce cas", premiere or "la vérification a échoué"


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
            extrait = "\n".join(f"{essai['id'].partition('[')[2].rstrip(']') or test} :"
                                f" {sans_le_texte_de_pytest(essai['message'])}"
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
    laisses = isole.fermer()
    noter_les_tentatives(isole.tentatives)
    return raison, laisses
