"""La correction d'une classe (``des-corriger classe``) : un dossier de remises, un carnet, des retours.

Un dossier de remises est écrit au moment du test, comme Moodle le donne
(« Nom Prénom_123456_assignsubmission_file_ », un dossier ou une archive zip
par remise) : une copie juste et une copie fautive (Python), un programme Java
juste, un fautif en Windows-1252, un qui ne se compile pas, une archive
abîmée, une remise sans rien à corriger, et chaque paquet hostile. La
commande le corrige en une fois ; chaque test vérifie une ligne du carnet ou
un retour. Le programme en console est joué par un correcteur factice qui suit
le contrat du vrai (``tests/copies/classe/correcteur_factice.py``) : ces tests
vérifient ce que la classe fait des verdicts, le jeu a ses propres tests.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import csv
import json
import os
import shlex
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from hostiles import preparer_les_hostiles
from partage import calculer_une_fois

from yum.correction.bareme import ligne_du_test, lire_bareme
from yum.correction.classe.commande import description_de_la_remise
from yum.correction.classe.programme_en_console import corriger_en_console
from yum.correction.classe.remises import (
    RemiseIllisible,
    arguments_du_programme_python,
    chemin_python_du_programme,
    compiler_java,
    dossier_de_depart,
    trouver_le_paquet,
)
from yum.correction.lecture.extraction import extraire
from yum.correction.lecture.programme import (
    point_d_entree_sur,
    programmes_python,
    script_du_paquet,
    script_principal,
    trouver_le_programme,
)
from yum.correction.lecture.remises import Remise, preparer_la_remise
from yum.correction.paquet import api
from yum.correction.verdicts import A_VERIFIER

# Les copies d'équipe du projet.
COPIES = Path(__file__).resolve().parent / "copies"
# La commande d'une classe.
CORRIGER = ["-m", "yum.correction", "classe"]
# La commande des-corriger dont chaque équipe est corrigée avec le correcteur en console factice.
DES_CORRIGER_FACTICE = COPIES / "classe" / "des_corriger_factice.py"
# Le suffixe des dossiers de Moodle.
MOODLE = "_assignsubmission_file_"
# Le délai d'un appel pendant ces tests : les boucles s'arrêtent vite.
DELAI_D_APPEL = "0.5"
# Le délai d'une commande de ces tests, en secondes.
DELAI_DE_LA_COMMANDE = 300
# Les modules de l'API qu'un paquet hostile reçoit de la copie juste quand il ne les a pas.
MODULES = ("regles.py", "des.py", "saisie.py")
# Chaque test de ce module corrige une classe entière (ou part de la classe corrigée par la fixture) :
# « lent », joué par « python -m pytest --tout » et par la CI.
pytestmark = pytest.mark.lent


def corriger(*arguments, factice=True, temporaires=None):
    """Lance ``des-corriger classe arguments`` ; retourne le résultat (code, sorties).

    ``factice`` : le programme en console de chaque équipe est joué par le correcteur factice (sinon par
    le vrai) ; ``temporaires`` : le dossier temporaire de la commande (TMPDIR), pour vérifier qu'elle le
    laisse vide.
    """
    environnement = dict(os.environ)
    if temporaires is not None:
        environnement["TMPDIR"] = str(temporaires)
    lanceur = [str(DES_CORRIGER_FACTICE), "classe"] if factice else CORRIGER
    return subprocess.run([sys.executable, *lanceur, *map(str, arguments)], capture_output=True,
                          text=True, encoding="utf-8", timeout=DELAI_DE_LA_COMMANDE, env=environnement,
                          stdin=subprocess.DEVNULL)


def remise_python(dossier, nom, source=COPIES / "tp1_yum", faute=None):
    """Copie le paquet ``source`` (complété par la copie juste) dans une remise ; retourne son dossier."""
    paquet = dossier / f"{nom}{MOODLE}" / "TP1" / "yum"
    shutil.copytree(COPIES / "tp1_yum", paquet, ignore=shutil.ignore_patterns("__pycache__"))
    for fichier in source.glob("*.py"):
        shutil.copy(fichier, paquet / fichier.name)
    if faute is not None:
        fichier, juste, fautif = faute
        texte = (paquet / fichier).read_text(encoding="utf-8")
        (paquet / fichier).write_text(texte.replace(juste, fautif, 1), encoding="utf-8")
    return paquet.parent.parent


def remise_java(dossier, nom, source):
    """Copie les sources Java ``source`` dans une remise de Moodle ; retourne son dossier."""
    remise = dossier / f"{nom}{MOODLE}" / "src"
    shutil.copytree(source, remise)
    return remise.parent


def en_projet_eclipse(remise):
    """Fait de la remise Java ``remise`` un projet Eclipse (test JUnit 5 sous ``src/``, vieux ``.class``)."""
    (remise / ".project").write_text("<projectDescription><name>TP1</name></projectDescription>\n",
                                     encoding="utf-8")
    (remise / "src" / "YumTest.java").write_text(
        "import org.junit.jupiter.api.Test;\n\nclass YumTest {\n    @Test\n    void lance() {\n"
        "        Yum.main(new String[0]);\n    }\n}\n", encoding="utf-8")
    (remise / "bin").mkdir()
    (remise / "bin" / "Yum.class").write_bytes(b"\xca\xfe\xba\xbe vieux")
    return remise


def zipper(remise):
    """Remplace la remise ``remise`` (un dossier) par une archive zip de son contenu, comme sur Moodle."""
    with zipfile.ZipFile(remise.with_name(remise.name + ".zip"), "w") as archive:
        for fichier in sorted(remise.rglob("*")):
            archive.write(fichier, fichier.relative_to(remise))
    shutil.rmtree(remise)


def instantane(dossier):
    """Retourne l'état d'un dossier : chaque fichier et son contenu."""
    return {str(chemin.relative_to(dossier)): chemin.read_bytes() if chemin.is_file() else None
            for chemin in dossier.rglob("*")}


def processus_sous(*chemins):
    """Retourne les processus qui nomment l'un des ``chemins`` (commande) ou y ont leur dossier courant.

    Les processus d'une équipe nomment sa remise ; ceux de son bac à sable travaillent sous le dossier
    temporaire de la commande : un processus qui resterait de la correction est l'un ou l'autre.
    """
    restes = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as fichier:
                ligne = fichier.read().decode("utf-8", errors="replace")
            dossier = os.readlink(f"/proc/{pid}/cwd")
        except OSError:
            continue
        if any(str(chemin) in ligne or dossier.startswith(str(chemin)) for chemin in chemins):
            restes.append(ligne)
    return restes


def ecrire_la_classe_d_essai(remises):
    """Écrit le dossier de remises d'essai, comme Moodle le donne."""
    remise_python(remises, "Ana Juste_1001")
    zipper(remise_python(remises, "Béa Fautive_1002", faute=("regles.py", "if n == 4:", "if n >= 4:")))
    en_projet_eclipse(remise_java(remises, "Carl Java_1003", COPIES / "classe" / "java_juste"))
    remise_java(remises, "Dora Windows_1004", COPIES / "classe" / "java_fautif")
    remise_java(remises, "Éric Cassé_1005", COPIES / "classe" / "java_qui_ne_compile_pas")
    (remises / f"Fanny Zip_1006{MOODLE}.zip").write_bytes(b"PK\x03\x04 ceci n'est pas une archive")
    (remises / f"Gus Rien_1007{MOODLE}").mkdir()
    (remises / f"Gus Rien_1007{MOODLE}" / "notes.txt").write_text("oublié le code", encoding="utf-8")
    for hostile in sorted(preparer_les_hostiles(remises.parent).iterdir()):
        remise_python(remises, f"Hostile {hostile.name}", source=hostile)


def corriger_la_classe_d_essai(dossier):
    """Corrige la classe d'essai dans ``dossier`` ; retourne le bilan (JSON) de ce qu'on vérifie ensuite."""
    remises, sortie, temporaires = dossier / "remises", dossier / "notes", dossier / "tmp"
    remises.mkdir()
    temporaires.mkdir()
    ecrire_la_classe_d_essai(remises)
    avant = instantane(remises)
    resultat = corriger(remises, "--sortie", sortie, "--travaux", "2", "--delai-par-appel", DELAI_D_APPEL,
                        temporaires=temporaires)
    return {"code": resultat.returncode, "erreur": resultat.stderr, "intacte": instantane(remises) == avant,
            "temporaires": sorted(os.listdir(temporaires)),
            "processus": processus_sous(remises, temporaires)}


@pytest.fixture(scope="module")
def classe(tmp_path_factory):
    """La classe d'essai corrigée, une seule fois par session, même sous pytest-xdist.

    Le premier processus de test la corrige (sous un verrou) ; les autres relisent son bilan.
    """
    bilan, dossier = calculer_une_fois(tmp_path_factory, "classe-d-essai", corriger_la_classe_d_essai)
    with open(dossier / "notes" / "notes.csv", encoding="utf-8-sig", newline="") as fichier:
        lignes = {ligne["equipe"]: ligne for ligne in csv.DictReader(fichier)}
    return {**bilan, "sortie": dossier / "notes", "remises": dossier / "remises", "lignes": lignes}


def comptes(ligne):
    """Retourne les nombres de verdicts d'une ligne du carnet : réussi, échoué, à vérifier, non notable."""
    return ligne["réussi"], ligne["échoué"], ligne["à vérifier"], ligne["non notable"]


def retour(classe, equipe):
    """Retourne le retour Markdown de l'équipe ``equipe``."""
    return (classe["sortie"] / equipe / "retour.md").read_text(encoding="utf-8")


def test_chaque_remise_a_sa_ligne_au_carnet(classe):
    assert len(classe["lignes"]) == 13, classe["erreur"]


def test_une_remise_illisible_donne_le_code_1_et_une_phrase(classe):
    assert classe["code"] == 1, classe["erreur"]
    assert ("La remise de « Fanny Zip_1006 » ne se lit pas : Fanny Zip_1006_assignsubmission_file_.zip"
            " n'est pas une archive zip lisible" in classe["erreur"])
    assert "La remise de « Gus Rien_1007 » ne se lit pas : la remise n'a ni paquet Python" in classe["erreur"]


def test_la_progression_nomme_chaque_equipe_corrigee(classe):
    lignes = [ligne for ligne in classe["erreur"].splitlines() if ligne.startswith("[")]
    assert len(lignes) == 13 and lignes[-1].startswith("[13/13] ")


def test_la_copie_juste_recoit_tous_les_points_de_l_api(classe):
    ligne = classe["lignes"]["Ana Juste_1001"]
    assert (ligne["langage"], ligne["identifiant"]) == ("Python", "Participant 1001")
    assert (ligne["Règles (API)"], ligne["Dés (API)"], ligne["Saisies (API)"]) == ("47", "5", "6")
    # Le correcteur factice fait échouer le programme de la copie juste (l'entrée fermée le fait finir en
    # erreur) et met un point « à vérifier » : 58 points sur 58 + 2 + 2, soit 37,42 sur 40.
    assert comptes(ligne) == ("58", "1", "1", "0")
    assert ligne["total"] == "37.42" and ligne["points à vérifier"] == "2"


def test_le_retour_ecrit_les_points_a_la_virgule_et_le_carnet_au_point(classe):
    # Le carnet est lu par Moodle (le point, dans toutes les langues) ; le retour, par l'équipe, en français.
    assert classe["lignes"]["Ana Juste_1001"]["total"] == "37.42"
    texte = retour(classe, "Ana Juste_1001")
    assert "- Total : **37,42 / 40** (" in texte and "37.42" not in texte


def test_la_copie_fautive_echoue_au_test_de_sa_regle_avec_ses_preuves(classe):
    ligne = classe["lignes"]["Béa Fautive_1002"]
    # 44 tests réussis, et le crédit partiel des 252 mains : 6 mains fausses (les six Yums comptés en
    # carré), 246/252 de son point.
    assert ligne["Règles (API)"] == "44.98" and ligne["échoué"] == "4"
    texte = retour(classe, "Béa Fautive_1002")
    assert "### Un Yum n'est pas un carré (§5.2) — 1 point\n" in texte
    assert ("### Les 252 mains de cinq dés donnent la grille attendue (§5.2) — 1 point (crédit partiel :"
            " 0,98 sur 1 point, 246 cas justes sur 252)") in texte
    assert ("- **Attendu :** 0 : un carré, c'est exactement quatre dés pareils" in texte
            and "- **Ce que le programme a fait :** pour les dés 6 6 6 6 6, la case Carré (11) vaut 30"
            in texte)


def test_le_programme_java_juste_est_compile_et_joue(classe):
    # Un projet Eclipse : son test JUnit (JUnit n'est pas installé) et ses vieux .class ne comptent pas.
    ligne = classe["lignes"]["Carl Java_1003"]
    assert (ligne["langage"], ligne["Console"], ligne["réussi"], ligne["total"]) == ("Java", "2", "1", "20")
    # L'API ne s'applique pas à un programme Java : ses colonnes disent « sans objet », pas 0.
    assert ligne["Règles (API)"] == "sans objet" and ligne["non notable"] == "0"


def test_une_source_java_en_windows_1252_se_compile_et_sa_faute_est_nommee(classe):
    ligne = classe["lignes"]["Dora Windows_1004"]
    assert (ligne["échoué"], ligne["non notable"]) == ("1", "0")
    texte = retour(classe, "Dora Windows_1004")
    assert "- **Ce que le programme a fait :** le code de sortie 3" in texte
    assert "Résultat : dés lancés" in texte


def test_un_java_qui_ne_compile_pas_est_non_notable_avec_le_message_de_javac(classe):
    ligne = classe["lignes"]["Éric Cassé_1005"]
    assert (ligne["non notable"], ligne["total"]) == ("2", "0")
    texte = retour(classe, "Éric Cassé_1005")
    assert "le programme Java ne se compile pas :\nsrc/Yum.java:5: error: ';' expected" in texte


def test_une_archive_abimee_et_une_remise_sans_code_sont_non_notables(classe):
    for nom in ("Fanny Zip_1006", "Gus Rien_1007"):
        ligne = classe["lignes"][nom]
        assert (ligne["langage"], ligne["non notable"], ligne["total"]) == ("—", "1", "0")


def test_le_paquet_qui_reecrit_les_rapports_de_pytest_recoit_zero(classe):
    ligne = classe["lignes"]["Hostile faux_rapports"]
    assert (ligne["réussi"], ligne["total"]) == ("0", "0") and int(ligne["échoué"]) >= 58


@pytest.mark.parametrize("hostile, raison", [
    ("sortie_brutale", "le paquet ne s'importe pas : son processus s'est arrêté pendant l'import"),
    ("sortie_polie", "le paquet ne s'importe pas : il appelle sys.exit(0) pendant son import"),
    ("clavier", "le paquet ne s'importe pas : il lit le clavier (input()) pendant son import"),
])
def test_un_paquet_qui_ne_s_importe_pas_est_non_notable_partout_avec_sa_raison(classe, hostile, raison):
    ligne = classe["lignes"][f"Hostile {hostile}"]
    assert comptes(ligne) == ("0", "0", "0", "60") and ligne["total"] == "0"
    texte = retour(classe, f"Hostile {hostile}")
    assert f"60 tests non notables pour cette raison :\n\n```text\n{raison}" in texte


def test_une_fonction_qui_boucle_est_nommee_et_le_reste_est_note(classe):
    ligne = classe["lignes"]["Hostile boucle_sans_fin"]
    assert int(ligne["réussi"]) > 40 and int(ligne["échoué"]) >= 10
    assert "`calculer_coups_possibles` n'a pas répondu en 0.5 s" in retour(classe, "Hostile boucle_sans_fin")


def test_les_fichiers_ecrits_par_un_paquet_sont_a_verifier(classe):
    ligne = classe["lignes"]["Hostile fichier_a_l_import"]
    assert ligne["à vérifier"] == "2"
    assert ("fichiers écrits (retirés depuis) : trace_de_l_equipe.txt, yum/cache.txt"
            in retour(classe, "Hostile fichier_a_l_import"))


def test_les_points_a_verifier_sont_listes_pour_l_enseignant(classe):
    texte = retour(classe, "Ana Juste_1001")
    assert "## À vérifier par l'enseignant" in texte
    assert "### Une question que le correcteur ne sait pas placer" in texte


def test_une_fiche_de_qualite_accompagne_chaque_retour_lisible(classe):
    assert (classe["sortie"] / "Ana Juste_1001" / "qualite.md").exists()
    assert not (classe["sortie"] / "Fanny Zip_1006" / "qualite.md").exists()


def test_aucun_retour_ne_cite_un_chemin_de_la_machine_qui_corrige(classe):
    for retour_md in sorted(classe["sortie"].glob("*/retour.md")):
        texte = retour_md.read_text(encoding="utf-8")
        assert "des-classe-" not in texte and str(classe["remises"]) not in texte, retour_md.parent.name
        assert str(classe["sortie"].parent) not in texte, retour_md.parent.name


def test_rien_n_est_ecrit_dans_le_dossier_des_remises(classe):
    assert classe["intacte"]


def test_aucun_dossier_temporaire_ni_processus_ne_reste(classe):
    assert classe["temporaires"] == [] and classe["processus"] == []


def test_un_dossier_des_notes_qui_n_est_pas_une_correction_n_est_pas_ecrase_sans_le_demander(tmp_path):
    remises, sortie = tmp_path / "remises", tmp_path / "notes"
    remise_python(remises, "Ana Juste_1001")
    sortie.mkdir()
    (sortie / "notes.csv").write_text("le carnet de l'enseignant", encoding="utf-8")
    resultat = corriger(remises, "--sortie", sortie)
    assert resultat.returncode == 73
    assert "n'est pas vide" in resultat.stderr and "--ecraser" in resultat.stderr
    assert (sortie / "notes.csv").read_text(encoding="utf-8") == "le carnet de l'enseignant"


def test_la_meme_commande_sur_une_correction_finie_ne_corrige_rien_de_plus(classe):
    avant = (classe["sortie"] / "notes.csv").read_bytes()
    resultat = corriger(classe["remises"], "--sortie", classe["sortie"])
    assert resultat.returncode == 1, resultat.stderr
    assert "Reprise : 13 équipes déjà corrigées, 0 à corriger." in resultat.stderr
    assert (classe["sortie"] / "notes.csv").read_bytes() == avant


def test_un_dossier_des_remises_absent_donne_le_code_66(tmp_path):
    resultat = corriger(tmp_path / "absent", "--sortie", tmp_path / "notes")
    assert resultat.returncode == 66
    phrase = f"des-corriger classe : Le dossier des remises « {tmp_path / 'absent'} » n'existe pas."
    assert resultat.stderr.startswith(phrase)
    assert not (tmp_path / "notes").exists()


def test_un_dossier_sans_remise_donne_le_code_65(tmp_path):
    (tmp_path / "remises").mkdir()
    resultat = corriger(tmp_path / "remises", "--sortie", tmp_path / "notes")
    assert resultat.returncode == 65 and "ne contient aucune remise" in resultat.stderr


def test_les_notes_ne_vont_jamais_dans_le_dossier_des_remises(tmp_path):
    remise_java(tmp_path, "Carl Java_1003", COPIES / "classe" / "java_juste")
    resultat = corriger(tmp_path, "--sortie", tmp_path / "notes")
    assert resultat.returncode == 2 and "ne peut pas être dans celui des remises" in resultat.stderr


def test_une_option_invalide_donne_le_code_2_en_francais(tmp_path):
    resultat = corriger(tmp_path)
    assert resultat.returncode == 2 and "--sortie NOTES est obligatoire" in resultat.stderr


def test_une_equipe_qui_depasse_son_delai_n_arrete_pas_les_autres(tmp_path):
    # Le paquet boucle à l'import : sa correction dure au moins le délai d'import (20 s), bien plus que 3 s.
    remises = tmp_path / "remises"
    lent = remise_python(remises, "Lent")
    (lent / "TP1" / "yum" / "__init__.py").write_text("while True:\n    pass\n", encoding="utf-8")
    (remises / "Gus Rien").mkdir()
    (tmp_path / "tmp").mkdir()
    resultat = corriger(remises, "--sortie", tmp_path / "notes", "--delai-equipe", "3",
                        temporaires=tmp_path / "tmp")
    with open(tmp_path / "notes" / "notes.csv", encoding="utf-8-sig", newline="") as fichier:
        lignes = {ligne["equipe"]: ligne for ligne in csv.DictReader(fichier)}
    assert resultat.returncode == 1, resultat.stderr
    assert (lignes["Lent"]["à vérifier"], lignes["Gus Rien"]["non notable"]) == ("1", "1")
    texte = (tmp_path / "notes" / "Lent" / "retour.md").read_text(encoding="utf-8")
    assert "la correction de l'équipe n'a pas fini en 3 s" in texte
    assert os.listdir(tmp_path / "tmp") == [] and processus_sous(remises, tmp_path / "tmp") == []


def test_gradescope_recoit_un_results_json_par_remise(tmp_path):
    remise = remise_java(tmp_path, "Carl Java_1003", COPIES / "classe" / "java_juste")
    resultat = corriger(remise, "--gradescope", tmp_path / "results.json")
    assert resultat.returncode == 0, resultat.stderr
    resultats = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))
    assert resultats["score"] == 20
    tests = [(test["name"], test["score"], test["max_score"], test["visibility"])
             for test in resultats["tests"]]
    assert tests == [
        ("Le programme se lance et finit (§3)", 2, 2, "visible"),
        ("Une question que le correcteur ne sait pas placer (§5.2)", 0, 2, "visible")]
    assert "Verdict : à vérifier" in resultats["tests"][1]["output"]


@pytest.mark.parametrize("rendu", [RuntimeError("plus de place"), (["pas un verdict"], ""),
                                   "ni l'un ni l'autre"])
def test_un_correcteur_en_console_qui_plante_rend_la_partie_console_a_verifier(rendu):
    def correcteur(commande, delai, repertoire=None):
        if isinstance(rendu, Exception):
            raise rendu
        return rendu

    verdicts, journal = corriger_en_console("java Yum", 1.0, correcteur)
    assert [verdict.verdict for verdict in verdicts] == [A_VERIFIER] and journal == ""
    assert "correcteur en console" in verdicts[0].obtenu


def test_une_faute_du_programme_java_est_nommee_par_le_vrai_correcteur_en_console(tmp_path, ecarts):
    # Le correcteur en console du projet joue une remise Java qui compte le brelan trois fois la face
    # (copies/java/ecarts.py) : un seul test échoue, avec ses preuves.
    remise = tmp_path / "remises" / f"Dan Brelan_1008{MOODLE}"
    ecarts.fabriquer(ecarts.chercher("brelan_trois_fois_la_face"), remise)
    resultat = corriger(tmp_path / "remises", "--sortie", tmp_path / "notes", factice=False)
    assert resultat.returncode == 0, resultat.stderr
    with open(tmp_path / "notes" / "notes.csv", encoding="utf-8-sig", newline="") as fichier:
        ligne = next(csv.DictReader(fichier))
    # Les dés du programme sont tirés au hasard : un comportement rarement vu (une suite) peut rester
    # « à vérifier » ; la faute, elle, est la seule « échoué ».
    assert (ligne["langage"], ligne["échoué"], ligne["non notable"]) == ("Java", "1", "0")
    texte = (tmp_path / "notes" / "Dan Brelan_1008" / "retour.md").read_text(encoding="utf-8")
    assert "### Le brelan (3 dés pareils ou plus) vaut la somme des dés (§5.2)" in texte
    assert "- **Attendu :** pour les dés" in texte and "Extrait de l'échange :" in texte


def test_chaque_test_de_l_api_a_sa_ligne_au_bareme():
    bareme = lire_bareme()
    sans_ligne = [test for test in api.tests_de_l_api() if ligne_du_test(bareme, test).partie == "Console"]
    assert sans_ligne == []


def test_aucun_test_du_programme_ne_porte_le_nom_d_un_test_de_l_api():
    from yum.correction.programme.correcteur import TESTS_DU_PROGRAMME

    assert set(TESTS_DU_PROGRAMME) & set(api.tests_de_l_api()) == set()


def test_un_bareme_illisible_donne_le_code_65_et_la_ligne_en_cause(tmp_path):
    (tmp_path / "remises").mkdir()
    (tmp_path / "bareme.csv").write_text("test;partie;section;points;titre\ntest_*;Console;§3;beaucoup;\n",
                                         encoding="utf-8")
    resultat = corriger(tmp_path / "remises", "--sortie", tmp_path / "notes",
                        "--bareme", tmp_path / "bareme.csv")
    assert resultat.returncode == 65
    assert "ligne 2 du barème : « beaucoup » n'est pas un nombre de points" in resultat.stderr


def test_une_archive_qui_veut_ecrire_hors_de_son_dossier_est_refusee(tmp_path):
    with zipfile.ZipFile(tmp_path / "remise.zip", "w") as archive:
        archive.writestr("../evade.txt", "hors du dossier")
    with pytest.raises(RemiseIllisible, match="veut écrire hors de son dossier"):
        extraire(tmp_path / "remise.zip", tmp_path / "copie")
    assert not (tmp_path / "evade.txt").exists()


def test_le_paquet_est_le_dossier_qui_a_le_plus_de_modules_de_l_enonce(tmp_path):
    for dossier, modules in (("TP1/yum", MODULES), ("TP1/yum/vieux", MODULES[:1]), ("autre", MODULES[:2])):
        (tmp_path / dossier).mkdir(parents=True)
        for module in modules:
            (tmp_path / dossier / module).write_text("", encoding="utf-8")
    assert trouver_le_paquet(tmp_path) == tmp_path / "TP1" / "yum"


def paquet_sans_main(dossier, script, relatif=True):
    """Copie le paquet juste dans ``dossier`` ; son ``__main__.py`` devient ``script`` (imports relatifs, ou
    par le nom des modules voisins), « main() » sous le bloc ``if __name__ == "__main__":`` ; retourne le
    dossier du paquet."""
    paquet = dossier / "remise"
    shutil.copytree(COPIES / "tp1_yum", paquet, ignore=shutil.ignore_patterns("__pycache__"))
    texte = (paquet / "__main__.py").read_text(encoding="utf-8")
    assert texte.endswith("\n\nmain()\n")
    texte = texte.removesuffix("main()\n") + 'if __name__ == "__main__":\n    main()\n'
    (paquet / "__main__.py").unlink()
    (paquet / script).write_text(texte if relatif else texte.replace("from .", "from "), encoding="utf-8")
    return paquet


def paquet_lance_d_a_cote(dossier):
    """Copie le paquet juste dans ``dossier``, sans __main__.py ni script, lancé par un « main.py » à côté
    de lui (« from remise.regles import … ») ; retourne (le dossier du paquet, ce main.py)."""
    paquet = paquet_sans_main(dossier, "main.py")
    lanceur = paquet.parent / "main.py"
    lanceur.write_text((paquet / "main.py").read_text(encoding="utf-8").replace("from .", "from remise."),
                       encoding="utf-8")
    (paquet / "main.py").unlink()
    return paquet, lanceur


def jouer_une_partie_annulee(paquet, copie=None):
    """Lance le programme du paquet (dans ``copie``, son dossier par défaut) comme la classe le fait ;
    retourne ce qu'il écrit pour « 0 » aux dés, « 0 » à la case (la partie annulée), puis « n »."""
    copie = copie or paquet.parent
    commande = f"{shlex.quote(sys.executable)} -B {arguments_du_programme_python(paquet, copie)}"
    return subprocess.run(shlex.split(commande), input="0\n0\nn\n", capture_output=True, text=True,
                          timeout=30, cwd=paquet.parent,
                          env={**os.environ, "PYTHONPATH": chemin_python_du_programme(paquet, copie)})


@pytest.mark.parametrize("relatif", [True, False], ids=["imports-relatifs", "imports-par-le-nom"])
def test_un_paquet_sans_main_joue_son_script_principal(tmp_path, relatif):
    # Tour 44, py_suitecopie : regles.py et main.py (« from regles import * »), sans __main__.py ;
    # « python -m remise » s'arrêtait aussitôt, et les 32 comportements de la console étaient non notables.
    paquet = paquet_sans_main(tmp_path, "main.py", relatif)
    partie = jouer_une_partie_annulee(paquet)
    assert partie.returncode == 0 and "_____" in partie.stdout and "Bye !" in partie.stdout, partie.stderr
    assert script_principal(paquet) == paquet / "main.py"
    # Un script du paquet a son dossier en tête du chemin de Python, comme chez l'équipe : rien n'y est
    # ajouté (un json.py de l'équipe dans PYTHONPATH passait devant celui de Python, relecture du 28
    # novembre).
    assert chemin_python_du_programme(paquet, tmp_path) == str(tmp_path)


def test_le_programme_part_du_dossier_d_ou_l_equipe_le_lance(tmp_path):
    # Relecture du 28 novembre, le soir : un main.py qui lit « aide.txt », à côté de lui, partait d'un
    # dossier vide et s'arrêtait sur FileNotFoundError (console 0, 19,02/40).
    paquet = paquet_sans_main(tmp_path / "script", "main.py", relatif=False)
    remise = Remise("Ana", tmp_path / "script", langage="Python", paquet=paquet)
    remise.copie = tmp_path / "script"
    assert dossier_de_depart(remise) == paquet
    module = paquet_sans_main(tmp_path / "module", "__main__.py")
    remise = Remise("Bob", tmp_path / "module", langage="Python", paquet=module)
    remise.copie = tmp_path / "module"
    assert dossier_de_depart(remise) == module.parent
    remise = Remise("Cleo", tmp_path / "java", langage="Java", programme=tmp_path / "java" / "TP1" / "src")
    remise.copie = tmp_path / "java"
    assert dossier_de_depart(remise) == tmp_path / "java" / "TP1"


def test_le_depart_copie_les_seuls_fichiers_d_a_cote_du_programme(tmp_path):
    # Le dossier de départ peut être la remise entière (un paquet à sa racine) : copié tout entier pour
    # chaque partie, ses milliers de fichiers auraient mangé le budget de la correction.
    from yum.correction.classe.equipe import FICHIERS_DU_DEPART, copier_le_depart

    depart = tmp_path / "remise"
    (depart / "docs").mkdir(parents=True)
    (depart / "docs" / "rapport.md").write_text("", encoding="utf-8")
    for numero in range(FICHIERS_DU_DEPART + 5):
        (depart / f"f{numero:03}.txt").write_text("", encoding="utf-8")
    (depart / "aide.txt").write_text("Aide", encoding="utf-8")
    (depart / "lien.txt").symlink_to(depart / "aide.txt")
    destination = copier_le_depart(depart, tmp_path / "travail")
    noms = sorted(chemin.name for chemin in destination.iterdir())
    assert noms[0] == "aide.txt" and len(noms) == FICHIERS_DU_DEPART
    assert not (destination / "docs").exists() and not (destination / "lien.txt").exists()
    assert copier_le_depart(depart, tmp_path / "travail") == destination


def test_un_vieux_module_a_cote_du_paquet_du_meme_nom_n_est_pas_copie_au_depart(tmp_path):
    # Tour 60 : « python -m yum » prend le paquet yum/ ; le yum.py copié seul au départ aurait été joué
    # à sa place, et un programme juste perdait toute la console.
    from yum.correction.classe.equipe import copier_le_depart

    depart = tmp_path / "remise"
    (depart / "yum").mkdir(parents=True)
    (depart / "yum" / "__init__.py").write_text("", encoding="utf-8")
    (depart / "outils").mkdir()
    for nom in ("yum.py", "outils.py", "regles.py"):
        (depart / nom).write_text("", encoding="utf-8")
    destination = copier_le_depart(depart, tmp_path / "travail")
    assert sorted(chemin.name for chemin in destination.iterdir()) == ["outils.py", "regles.py"]


def test_le_dossier_de_depart_se_copie_sans_ses_gros_fichiers_joints(tmp_path):
    from yum.correction.lecture.extraction import FICHIER_JOINT_MAXIMAL
    from yum.correction.programme.dossier import copier_le_dossier

    (tmp_path / "equipe").mkdir()
    (tmp_path / "equipe" / "aide.txt").write_text("Aide", encoding="utf-8")
    with open(tmp_path / "equipe" / "demo.mp4", "wb") as video:
        video.truncate(FICHIER_JOINT_MAXIMAL + 1)
    copier_le_dossier(tmp_path / "equipe", tmp_path / "copie")
    assert sorted(chemin.name for chemin in (tmp_path / "copie").iterdir()) == ["aide.txt"]


def test_un_main_py_a_cote_du_paquet_le_lance(tmp_path):
    # « projet/main.py » qui fait « from tp1_yum.regles import … », à côté du dossier du paquet, sans
    # __main__.py dans celui-ci.
    paquet, lanceur = paquet_lance_d_a_cote(tmp_path / "projet")
    assert script_du_paquet(paquet, tmp_path) == lanceur
    partie = jouer_une_partie_annulee(paquet, tmp_path)
    assert partie.returncode == 0 and "_____" in partie.stdout and "Bye !" in partie.stdout, partie.stderr


@pytest.mark.parametrize("lanceur, importe", [("__main__.py", "remise"), ("main.py", "src.remise")],
                         ids=["main-du-dossier-parent", "main-de-pycharm-deux-dossiers-au-dessus"])
def test_un_lanceur_plus_haut_qui_importe_le_paquet_par_son_nom_est_joue(tmp_path, lanceur, importe):
    # Relecture du 28 novembre, la nuit : « TP1/__main__.py » (« python TP1 ») au-dessus de « TP1/yum/ »,
    # ou le « main.py » d'un projet de PyCharm (« from src.yum.regles import … ») : « -m yum » était lancé,
    # sans __main__.py ; la console valait 0, 19,02/40.
    racine = tmp_path / "TP1"
    paquet, a_cote = paquet_lance_d_a_cote(racine if lanceur == "__main__.py" else racine / "src")
    haut = racine / lanceur
    haut.write_text(a_cote.read_text(encoding="utf-8").replace("from remise.", f"from {importe}."),
                    encoding="utf-8")
    a_cote.unlink()
    assert script_du_paquet(paquet, tmp_path) == haut
    partie = jouer_une_partie_annulee(paquet, tmp_path)
    assert partie.returncode == 0 and "_____" in partie.stdout and "Bye !" in partie.stdout, partie.stderr


def test_un_paquet_importe_sous_un_autre_nom_que_son_dossier_est_corrige_sous_ce_nom(tmp_path):
    # Relecture du 28 novembre, la nuit (E13) : le contenu du projet « TP1 » de PyCharm (« from TP1.regles
    # import … ») zippé sous le nom de l'équipe ; « TP1 » ne s'importait pas : console 0, 19,02/40.
    equipe = tmp_path / "Ana_1"
    paquet = paquet_sans_main(equipe, "main.py")
    principal = paquet / "main.py"
    principal.write_text(principal.read_text(encoding="utf-8").replace("from .", "from TP1."),
                         encoding="utf-8")
    paquet.rename(equipe / "TP1_Dupont_Tremblay")
    remise = Remise("Ana_1", equipe)
    preparer_la_remise(remise, tmp_path / "copie")
    trouver_le_programme(remise)
    assert remise.paquet.name == "TP1" and (equipe / "TP1_Dupont_Tremblay").is_dir()
    assert any("ses modules l'importent sous ce nom" in note for note in remise.notes)
    partie = jouer_une_partie_annulee(remise.paquet, remise.copie)
    assert partie.returncode == 0 and "_____" in partie.stdout, partie.stderr
    # Jamais sous le nom de la référence : « from yum.regles import * » l'emprunte (la boîte le bloque et le
    # dit), le dossier ne se renomme pas « yum ».
    emprunteur = tmp_path / "Bob_2" / "tp1"
    emprunteur.mkdir(parents=True)
    (emprunteur / "regles.py").write_text("from yum.regles import *\n", encoding="utf-8")
    (emprunteur / "des.py").write_text("from yum.des import *\n", encoding="utf-8")
    remise = Remise("Bob_2", tmp_path / "Bob_2")
    preparer_la_remise(remise, tmp_path / "copie_bob")
    trouver_le_programme(remise)
    assert remise.paquet.name == "tp1" and not remise.renommages


def test_un_code_trop_imbrique_pour_l_analyseur_n_arrete_pas_la_lecture_de_la_remise(tmp_path):
    # « x = ------…1 » : l'analyseur de Python 3.11 lève MemoryError ; a_un_module_principal et la remarque
    # des f-strings ne l'attrapaient pas (SyntaxError, ValueError) : la préparation de la classe entière
    # s'arrêtait sur une équipe.
    equipe = tmp_path / "Ana_1"
    paquet = paquet_sans_main(equipe, "main.py")
    (paquet / "__main__.py").write_text("x = " + "-" * 200_000 + "1\n", encoding="utf-8")
    (paquet / "outils.py").write_text("y = " + "-" * 200_000 + "1\n", encoding="utf-8")
    remise = Remise("Ana_1", equipe)
    preparer_la_remise(remise, tmp_path / "copie")
    trouver_le_programme(remise)
    # Un __main__.py qui ne s'analyse pas compte : son erreur se montrera quand il sera lancé.
    assert remise.langage == "Python" and script_du_paquet(remise.paquet, remise.copie) is None


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="Python 3.12 accepte ces f-strings : rien à dire")
def test_une_f_string_de_python_3_12_est_dite_dans_les_remarques(tmp_path):
    # Relecture du 28 novembre, la nuit (P46) : la SyntaxError était citée, mais rien ne disait qu'elle
    # venait de la version de Python du correcteur.
    equipe = tmp_path / "Ana_1"
    paquet = paquet_sans_main(equipe, "main.py")
    with (paquet / "regles.py").open("a", encoding="utf-8") as regles:
        regles.write('\n\ndef nommer(i):\n    return f"case {i} - {"les " + str(i)}"\n')
    remise = Remise("Ana_1", equipe)
    preparer_la_remise(remise, tmp_path / "copie")
    trouver_le_programme(remise)
    assert any(note.startswith("regles.py, ligne ") and "une f-string que Python 3.12 accepte" in note
               for note in remise.notes), remise.notes


def test_une_remise_d_un_seul_script_sans_module_de_l_enonce_est_jouee_en_console(tmp_path):
    # Tour 44, py_ordinal : « jeu_yum.py » seul, qui appelle main() à la fin, sans bloc __main__ ; la
    # remise était non notable (0), sans que son programme soit joué.
    dossier = tmp_path / "Ana_1"
    dossier.mkdir()
    shutil.copy(paquet_sans_main(tmp_path / "source", "main.py", relatif=False) / "main.py",
                dossier / "jeu_yum.py")
    (dossier / "rapport.pdf").write_bytes(b"%PDF")
    remise = Remise("Ana_1", dossier)
    preparer_la_remise(remise, tmp_path / "copie")
    trouver_le_programme(remise)
    assert (remise.langage, remise.paquet, remise.probleme) == ("Python", tmp_path / "copie", "")
    assert any("aucun module de l'énoncé" in note for note in remise.notes)
    assert arguments_du_programme_python(remise.paquet, remise.copie).endswith("jeu_yum.py")


@pytest.mark.parametrize("ligne", ["import random, constantes", "import os, constantes as c",
                                   "import constantes as c", "from constantes.noms import NB",
                                   "import  random ,  constantes"])
def test_un_voisin_importe_parmi_d_autres_noms_se_trouve_en_console(tmp_path, ligne):
    # Seul le premier nom d'« import random, constantes » était lu : constantes n'était pas vu comme un
    # voisin, « python -m paquet » s'arrêtait sur « No module named 'constantes' » et la console valait 0.
    paquet = paquet_sans_main(tmp_path, "__main__.py")
    (paquet / "constantes").mkdir()
    (paquet / "constantes" / "__init__.py").write_text("NB = 5\n", encoding="utf-8")
    (paquet / "constantes" / "noms.py").write_text("NB = 5\n", encoding="utf-8")
    regles = (paquet / "regles.py").read_text(encoding="utf-8")
    (paquet / "regles.py").write_text(ligne + "\n" + regles, encoding="utf-8")
    assert chemin_python_du_programme(paquet, tmp_path) == os.pathsep.join([str(tmp_path), str(paquet)])
    partie = jouer_une_partie_annulee(paquet)
    assert partie.returncode == 0 and "_____" in partie.stdout, partie.stderr


def test_un_module_du_systeme_importe_parmi_d_autres_n_ajoute_pas_le_dossier(tmp_path):
    # « import os, sys » n'importe aucun voisin : le dossier du paquet reste hors du chemin de Python.
    paquet = paquet_sans_main(tmp_path, "__main__.py")
    regles = (paquet / "regles.py").read_text(encoding="utf-8")
    (paquet / "regles.py").write_text("import os, sys as systeme\n" + regles, encoding="utf-8")
    assert chemin_python_du_programme(paquet, tmp_path) == str(tmp_path)


@pytest.mark.parametrize("nom", ["Yum v1.0", "TP1.2"])
def test_un_paquet_au_nom_qui_porte_un_point_se_corrige_sous_un_nom_de_module(tmp_path, nom):
    # Relecture du 28 novembre : « Yum v1.0 » se lisait « Yum v1 », puis son module « 0 » ; ni l'API ni
    # « python -m » ne trouvaient le paquet, et la remise était non notable (0/40).
    equipe = tmp_path / "Ana_1"
    paquet_sans_main(equipe, "__main__.py").rename(equipe / nom)
    remise = Remise("Ana_1", equipe)
    preparer_la_remise(remise, tmp_path / "copie")
    trouver_le_programme(remise)
    attendu = nom.replace(".", "_")
    assert (remise.paquet.name, remise.ecartees) == (attendu, [])
    assert any(f"« {nom} » est corrigé sous le nom « {attendu} »" in note for note in remise.notes)
    # La copie renommée ne le dit plus au processus de l'équipe : la remarque lui est transmise.
    assert description_de_la_remise(remise)["notes"] == remise.renommages == remise.notes[:1]
    assert (equipe / nom).is_dir()
    partie = jouer_une_partie_annulee(remise.paquet, remise.copie)
    assert partie.returncode == 0 and "_____" in partie.stdout, partie.stderr


def test_des_voisins_importes_par_leur_nom_se_trouvent_aussi_en_console(tmp_path):
    # Relecture du 28 novembre : « from constantes import NB » dans regles.py, le reste en relatif ; l'API
    # s'importait, mais « python -m paquet » s'arrêtait sur « No module named 'constantes' ».
    paquet = paquet_sans_main(tmp_path, "__main__.py")
    (paquet / "constantes.py").write_text("NB = 5\n", encoding="utf-8")
    regles = (paquet / "regles.py").read_text(encoding="utf-8")
    (paquet / "regles.py").write_text("from constantes import NB\n" + regles, encoding="utf-8")
    partie = jouer_une_partie_annulee(paquet)
    assert partie.returncode == 0 and "_____" in partie.stdout, partie.stderr
    # Un voisin importé des deux façons n'ajoute pas le dossier : il en existerait deux exemplaires.
    essai = "try:\n    import regles\nexcept ImportError:\n    from . import regles\n"
    (paquet / "saisie.py").write_text(essai + (paquet / "saisie.py").read_text(encoding="utf-8"),
                                      encoding="utf-8")
    (paquet / "regles.py").write_text(regles, encoding="utf-8")
    assert chemin_python_du_programme(paquet, tmp_path) == str(tmp_path)


def test_le_programme_d_une_remise_sans_module_de_l_enonce_n_est_ni_un_test_ni_une_sauvegarde(tmp_path):
    # Relecture du 28 novembre : « projet/test.py » et « tests/main.py » passaient devant le jeu, plus
    # profond ; « Ancienne version » devant « Version finale ».
    jeu = (paquet_sans_main(tmp_path / "source", "main.py", relatif=False) / "main.py").read_bytes()
    copie = tmp_path / "copie"
    for fichier in ("projet/test.py", "tests/main.py", "Ancienne version/jeu.py", "projet/src/jeu_yum.py"):
        (copie / fichier).parent.mkdir(parents=True, exist_ok=True)
        (copie / fichier).write_bytes(jeu)
    assert programmes_python(copie) == [copie / "projet" / "src", copie / "Ancienne version"]
    (copie / "Version finale").mkdir()
    (copie / "Version finale" / "jeu.py").write_bytes(jeu)
    assert programmes_python(copie)[0] == copie / "Version finale"


def programme_d_un_seul_fichier(fichier):
    """Écrit dans ``fichier`` le programme juste en un seul module, sans module de l'énoncé : ses modules mis
    bout à bout, sans leurs imports relatifs ; retourne ``fichier``."""
    modules = ("regles.py", "des.py", "saisie.py", "__main__.py")
    lignes = [ligne for module in modules
              for ligne in (COPIES / "tp1_yum" / module).read_text(encoding="utf-8").splitlines()
              if not ligne.startswith("from .")]
    fichier.write_text("\n".join(lignes) + "\n", encoding="utf-8")
    return fichier


def test_un_programme_sans_module_de_l_enonce_est_joue_meme_si_son_dossier_ne_s_importe_pas(tmp_path):
    # Relecture du 28 novembre : « jeu_yum.py » et une vidéo de 55 Mio, trop lourds pour la boîte de l'API ;
    # toute la remise était non notable, alors que le programme, lui, ne dépend pas de cet import. Ici, un
    # __init__.py qui quitte à l'import.
    equipe = tmp_path / "remises" / f"Ana Seule_1{MOODLE}"
    equipe.mkdir(parents=True)
    programme_d_un_seul_fichier(equipe / "jeu_yum.py")
    (equipe / "__init__.py").write_text("raise SystemExit(3)\n", encoding="utf-8")
    resultat = corriger(tmp_path / "remises", "--sortie", tmp_path / "notes", factice=False)
    assert resultat.returncode == 0, resultat.stderr
    with (tmp_path / "notes" / "notes.csv").open(encoding="utf-8-sig") as carnet:
        ligne = next(csv.DictReader(carnet))
    assert (ligne["langage"], ligne["Console"], ligne["réussi"]) == ("Python", "64", "32")
    assert int(ligne["non notable"]) == len(api.tests_de_l_api()), ligne


@pytest.mark.parametrize("bloc", ['if __name__ == "__main__":', "if(__name__ == '__main__'):",
                                  'if "__main__" == __name__ :', "if (__name__=='__main__'):"])
def test_le_bloc_main_se_reconnait_sous_ses_graphies(tmp_path, bloc):
    paquet = paquet_sans_main(tmp_path, "lanceur.py")
    texte = (paquet / "lanceur.py").read_text(encoding="utf-8")
    (paquet / "lanceur.py").write_text(texte.replace('if __name__ == "__main__":', bloc), encoding="utf-8")
    (paquet / "outils.py").write_text("def aide():\n    pass\n", encoding="utf-8")
    assert script_principal(paquet) == paquet / "lanceur.py"


def test_le_seul_module_que_nul_n_importe_est_le_programme_s_il_importe_ses_voisins(tmp_path):
    # Un « lanceur.py » sans bloc __main__ (main() appelé à la fin), à côté des modules qu'il importe : ni
    # nommé comme un script, ni seul module, il n'était pas trouvé et la console valait 0.
    paquet = paquet_sans_main(tmp_path, "lanceur.py", relatif=False)
    texte = (paquet / "lanceur.py").read_text(encoding="utf-8")
    (paquet / "lanceur.py").write_text(texte.replace('if __name__ == "__main__":\n    main()', "main()")
                                       .replace("import random", "import random, outils"), encoding="utf-8")
    (paquet / "outils.py").write_text("def aide():\n    pass\n", encoding="utf-8")
    assert script_principal(paquet) == paquet / "lanceur.py"
    partie = jouer_une_partie_annulee(paquet)
    assert partie.returncode == 0 and "_____" in partie.stdout and "Bye !" in partie.stdout, partie.stderr
    # Un brouillon que nul n'importe ne passe pas devant lui ; un second jeu qui pose des questions, si :
    # lequel est le programme, rien ne le dit.
    (paquet / "brouillon.py").write_text("import outils\ninput()\n", encoding="utf-8")
    assert script_principal(paquet) == paquet / "lanceur.py"
    (paquet / "brouillon.py").rename(paquet / "jeu2.py")
    assert script_principal(paquet) is None
    # Un module que nul n'importe et qui n'importe aucun voisin, à côté des modules de l'énoncé, n'est pas
    # un programme (un essai oublié).
    (paquet / "jeu2.py").unlink()
    (paquet / "lanceur.py").unlink()
    assert script_principal(paquet) is None


def test_un_import_dans_une_fonction_qui_ferme_un_cycle_ne_cache_pas_le_programme(tmp_path):
    # Relecture du 28 novembre, W Cycle : « def titre(): import partie » dans affichage.py, que le lanceur
    # importe ; aucun module n'était libre, aucun programme trouvé (0 en console, 19,02/40).
    paquet = paquet_sans_main(tmp_path, "lanceur.py", relatif=False)
    texte = (paquet / "lanceur.py").read_text(encoding="utf-8")
    (paquet / "lanceur.py").write_text(texte.replace('if __name__ == "__main__":\n    main()', "main()")
                                       .replace("import random", "import random, outils"), encoding="utf-8")
    (paquet / "outils.py").write_text("def titre():\n    import lanceur\n    print(lanceur.__name__)\n",
                                      encoding="utf-8")
    assert script_principal(paquet) == paquet / "lanceur.py"
    # Importé au niveau du module, ou sous un « if », le cycle reste : lequel est le programme, rien ne le
    # dit ; un code qui ne s'analyse pas garde les imports que lit le motif.
    for cycle in ("import lanceur\n", "if True:\n    import lanceur\n", "def f(:\n    import lanceur\n"):
        (paquet / "outils.py").write_text(cycle, encoding="utf-8")
        assert script_principal(paquet) is None, cycle


def test_un_main_py_passe_devant_un_seul_module_au_bloc_main(tmp_path):
    # Relecture du 28 novembre : un tests.py (unittest.main() sous le bloc) ou un affichage.py à l'essai au
    # bas était joué au lieu du main.py, sans bloc ; la console était « à vérifier », 19,02/40.
    paquet = paquet_sans_main(tmp_path, "main.py")
    texte = (paquet / "main.py").read_text(encoding="utf-8").replace('if __name__ == "__main__":\n    main()',
                                                                      "main()")
    (paquet / "main.py").write_text(texte, encoding="utf-8")
    (paquet / "affichage.py").write_text('if __name__ == "__main__":\n    print("essai")\n', encoding="utf-8")
    (paquet / "tests.py").write_text('import unittest\nif __name__ == "__main__":\n    unittest.main()\n',
                                     encoding="utf-8")
    assert script_principal(paquet) == paquet / "main.py"
    # Sans nom connu, le lanceur qui pose les questions, sans bloc, passe devant l'affichage.py à l'essai
    # sous son bloc, qui ne lit rien (relecture du 28 novembre, le soir : il était joué, 19,02/40).
    (paquet / "main.py").rename(paquet / "lanceur.py")
    assert script_principal(paquet) == paquet / "lanceur.py"


PYCHARM = ("def print_hi(name):\n    print(f'Hi, {name}')\n\n"
           "if __name__ == '__main__':\n    print_hi('PyCharm')\n")
TEST_UNITTEST = ("import unittest\nfrom regles import nouvelle_feuille\n\n"
                 "class TestRegles(unittest.TestCase):\n    pass\n\n"
                 "if __name__ == '__main__':\n    unittest.main()\n")


def test_un_dossier_de_brouillons_ne_passe_pas_devant_le_jeu_sans_bloc(tmp_path):
    # Relecture du 28 novembre, le soir : « brouillons/essai_des.py » (sous son bloc) passait devant
    # « yahtzee_tp1.py », le jeu, qui appelle main() à la fin ; « essais/ » devant « src/ » : 0/40.
    jeu = programme_d_un_seul_fichier(tmp_path / "jeu.py").read_bytes()
    copie = tmp_path / "copie"
    for fichier, texte in (("TP1/yahtzee_tp1.py", jeu), ("TP1/brouillons/essai_des.py", ESSAI_AU_BLOC),
                           ("TP2/src/jeu.py", jeu), ("TP2/essais/jeu.py", jeu)):
        (copie / fichier).parent.mkdir(parents=True, exist_ok=True)
        (copie / fichier).write_bytes(texte)
    programmes = programmes_python(copie)
    assert programmes.index(copie / "TP1") < programmes.index(copie / "TP1" / "brouillons")
    assert programmes.index(copie / "TP2" / "src") < programmes.index(copie / "TP2" / "essais")


def test_des_copies_des_modules_dans_tests_ne_passent_pas_pour_le_paquet(tmp_path):
    # Relecture du 28 novembre, le soir : « tests/ » portait d'anciennes copies de regles.py, des.py et
    # saisie.py, pour que les tests les importent ; moins profond, il était pris pour le paquet (18,36/40).
    for dossier in ("tests", "TP1/yum"):
        (tmp_path / dossier).mkdir(parents=True)
        for module in ("regles.py", "des.py", "saisie.py"):
            (tmp_path / dossier / module).write_text("", encoding="utf-8")
    assert trouver_le_paquet(tmp_path) == tmp_path / "TP1" / "yum"


ESSAI_AU_BLOC = b"import random\n\nif __name__ == '__main__':\n    print(random.randint(1, 6))\n"


@pytest.mark.parametrize("jeu, autres", [
    ("partie_yum.py", {"main.py": PYCHARM}),
    ("jeu_de_yum.py", {"testRegles.py": TEST_UNITTEST}),
    ("Main.py", {"TestRegles.py": TEST_UNITTEST, "ReglesTest.py": TEST_UNITTEST}),
    ("lanceur.py", {"brouillon.py": "x = 1\n", "essai_des.py": "import random\nprint(random.random())\n"}),
    # Relecture du 28 novembre, la nuit : un essai à la main nommé en français (« tester_saisie.py ») qui lit
    # l'entrée sous son bloc __main__ était joué : 19,02/40.
    ("partie.py", {"tester_saisie.py": "if __name__ == '__main__':\n    print(input('des ? '))\n"}),
    # Relecture du 28 novembre, la nuit : un __main__.py vide, ou d'une docstring seule (un reste de modèle),
    # à côté du main.py du jeu : « python -m TP1 » ne faisait rien, 19,02/40.
    ("main.py", {"__main__.py": '"""Lancement du jeu."""\n# à faire\n'}),
], ids=["main-de-pycharm", "test-en-camelcase", "main-en-majuscule", "brouillons", "tester-en-francais",
        "main-vide"])
def test_le_jeu_passe_devant_ce_que_remet_un_projet_d_ide(tmp_path, jeu, autres):
    # Relecture du 28 novembre, le soir : le main.py d'exemple de PyCharm, un testRegles.py d'unittest, un
    # brouillon étaient joués (ou empêchaient tout choix) : la console valait 0, 19,02/40 au lieu de 40.
    paquet = paquet_sans_main(tmp_path, jeu, relatif=False)
    if jeu in ("lanceur.py", "Main.py"):
        texte = (paquet / jeu).read_text(encoding="utf-8")
        (paquet / jeu).write_text(texte.replace('if __name__ == "__main__":\n    main()', "main()"),
                                  encoding="utf-8")
    for nom, texte in autres.items():
        (paquet / nom).write_text(texte, encoding="utf-8")
    assert script_principal(paquet) == paquet / jeu
    # Le dossier dit par où il se lance : par le bloc __main__ du jeu, ou par son nom (Main.py compris) ;
    # le lanceur sans bloc ni nom connu, non.
    assert point_d_entree_sur(paquet) == (jeu != "lanceur.py")


def test_un_affichage_a_l_essai_dans_le_paquet_ne_passe_pas_devant_le_main_py_d_a_cote(tmp_path):
    # Relecture du 28 novembre, le soir : « TP1/main.py » (from yum.regles import …) à côté de « yum/ », où
    # un affichage.py s'essaie sous son bloc : l'affichage était joué, 19,02/40.
    paquet, lanceur = paquet_lance_d_a_cote(tmp_path / "TP1")
    (paquet / "affichage.py").write_text('def montrer(d):\n    print(d)\n\nif __name__ == "__main__":\n'
                                         '    montrer([1, 2, 3, 4, 5])\n', encoding="utf-8")
    assert script_du_paquet(paquet, tmp_path) == lanceur


def test_le_script_principal_est_le_seul_module_au_bloc_main_hors_de_l_enonce_et_des_tests(tmp_path):
    paquet = paquet_sans_main(tmp_path, "jeu_de_yum.py")
    assert script_principal(paquet) == paquet / "jeu_de_yum.py"
    # Des essais au bas de regles.py, un fichier de tests : jamais le programme.
    with (paquet / "regles.py").open("a", encoding="utf-8") as regles:
        regles.write('\nif __name__ == "__main__":\n    print(nouvelle_feuille())\n')
    (paquet / "test_regles.py").write_text('if __name__ == "__main__":\n    pass\n', encoding="utf-8")
    assert script_principal(paquet) == paquet / "jeu_de_yum.py"
    # Un autre module au bloc qui ne lit rien (des outils à l'essai) : le jeu, qui pose les questions.
    (paquet / "outils.py").write_text('if __name__ == "__main__":\n    pass\n', encoding="utf-8")
    assert script_principal(paquet) == paquet / "jeu_de_yum.py"
    # Deux modules au bloc qui posent des questions : celui au nom d'un script principal ; aucun : rien.
    (paquet / "outils.py").write_text('if __name__ == "__main__":\n    input()\n', encoding="utf-8")
    assert script_principal(paquet) is None
    (paquet / "jeu_de_yum.py").rename(paquet / "principal.py")
    assert script_principal(paquet) == paquet / "principal.py"
    # Un __main__.py qui lance quelque chose : « python -m paquet », comme avant (vide, il ne lance rien :
    # ``test_le_jeu_passe_devant_ce_que_remet_un_projet_d_ide``, « main-vide »).
    (paquet / "__main__.py").write_text("from principal import main\n\nmain()\n", encoding="utf-8")
    assert script_principal(paquet) is None
    assert arguments_du_programme_python(paquet, paquet.parent) == "-m remise"


def test_des_sources_java_melees_utf_8_et_windows_1252_se_compilent_en_windows_1252(tmp_path):
    # Seules les sources que le programme utilise sont compilées : l'une d'elles est en Windows-1252.
    shutil.copytree(COPIES / "classe" / "java_juste", tmp_path / "src")
    outils = tmp_path / "src" / "Outils.java"
    outils.write_bytes(outils.read_text(encoding="utf-8").encode("windows-1252"))
    commande = compiler_java(tmp_path / "src", tmp_path / "classes").commande
    assert commande.endswith(" Yum") and (tmp_path / "classes" / "Outils.class").exists()
