"""Une journée de correction : l'archive de Moodle telle quelle, une correction qui reprend, une équipe.

Chaque test lance la commande ``des-corriger classe`` sur une petite classe
Java (rapide : le correcteur en console factice, ``copies/classe/des_corriger_factice.py``)
et vérifie une promesse de l'issue 29 : l'archive de Moodle se corrige en une
commande, avec ses dossiers ou avec ses fichiers nommés par remise ; une
correction interrompue puis relancée donne le même carnet qu'une correction
d'un coup ; ``--equipe`` corrige de nouveau une équipe et garde les autres ;
``classe.md`` dit ce que la classe n'a pas compris ; le crédit partiel.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import csv
import os
import shutil
import signal
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

from yum.correction.bareme import Ligne, noter
from yum.correction.classe.rapports import pluriel, resume_de_la_classe, section_a_verifier
from yum.correction.lecture.remises import trouver_les_remises as preparer_les_remises
from yum.correction.verdicts import A_VERIFIER, ECHOUE, REUSSI, Verdict

# Les copies d'équipe du projet.
COPIES = Path(__file__).resolve().parent / "copies"
# La commande des-corriger dont chaque équipe est corrigée avec le correcteur en console factice.
DES_CORRIGER_FACTICE = COPIES / "classe" / "des_corriger_factice.py"
# Le suffixe des dossiers de Moodle.
MOODLE = "_assignsubmission_file_"
# Le délai d'une commande de ces tests, en secondes.
DELAI_DE_LA_COMMANDE = 300
# Le pas de l'attente d'un fichier qui apparaît, en secondes (on attend l'événement, jamais un temps fixe).
PAS_D_ATTENTE = 0.05
# Les équipes de la petite classe, dans l'ordre de Moodle : (dossier, sources Java, ou None : sans code).
EQUIPES = (("Ana Java_2001", "java_juste"), ("Bob Fautif_2002", "java_fautif"),
           ("Cleo Casse_2003", "java_qui_ne_compile_pas"), ("Dan Rien_2004", None))
# Il faut javac et java pour compiler et jouer la petite classe.
JAVA_PRESENT = shutil.which("javac") is not None and shutil.which("java") is not None
avec_java = pytest.mark.skipif(not JAVA_PRESENT, reason="javac et java sont nécessaires à la classe Java")


def commande(*arguments):
    """Retourne la commande ``des-corriger classe arguments`` et son environnement (correcteur factice)."""
    return [sys.executable, str(DES_CORRIGER_FACTICE), "classe", *map(str, arguments)], dict(os.environ)


def corriger(*arguments):
    """Lance la commande ; retourne le résultat (code, sorties)."""
    arguments, environnement = commande(*arguments)
    return subprocess.run(arguments, capture_output=True, text=True, encoding="utf-8", env=environnement,
                          timeout=DELAI_DE_LA_COMMANDE, stdin=subprocess.DEVNULL)


def archive_de_moodle(dossier, sans_dossiers=False):
    """Écrit l'archive que Moodle donne de la petite classe ; retourne son chemin.

    Avec ``sans_dossiers``, chaque fichier porte le nom de sa remise (« Ana Java_2001_…_file_Yum.java »).
    """
    archive = dossier / "INF111-TP1-Yum-telechargement.zip"
    with zipfile.ZipFile(archive, "w") as zip_:
        for nom, sources in EQUIPES:
            fichiers = sorted((COPIES / "classe" / sources).glob("*.java")) if sources else []
            for fichier in fichiers:
                cible = (f"{nom}{MOODLE}{fichier.name}" if sans_dossiers
                         else f"{nom}{MOODLE}/src/{fichier.name}")
                zip_.write(fichier, cible)
            if not fichiers:
                zip_.writestr(f"{nom}{MOODLE}notes.txt" if sans_dossiers else f"{nom}{MOODLE}/notes.txt",
                              "oublié le code")
    return archive


def carnet(sortie):
    """Retourne les lignes de ``notes.csv`` : équipe → ligne."""
    with open(sortie / "notes.csv", encoding="utf-8-sig", newline="") as fichier:
        return {ligne["equipe"]: ligne for ligne in csv.DictReader(fichier)}


def attendre_des_fichiers(dossier, nombre, processus):
    """Attend que ``dossier`` ait ``nombre`` fichiers .json (l'événement), ou que le processus finisse."""
    echeance = time.monotonic() + DELAI_DE_LA_COMMANDE
    while time.monotonic() < echeance and processus.poll() is None:
        if dossier.is_dir() and len(list(dossier.glob("*.json"))) >= nombre:
            return
        time.sleep(PAS_D_ATTENTE)


@pytest.mark.lent
@avec_java
@pytest.mark.parametrize("sans_dossiers", [False, True], ids=["dossiers", "fichiers-nommes"])
def test_l_archive_de_moodle_se_corrige_telle_quelle(tmp_path, sans_dossiers):
    archive = archive_de_moodle(tmp_path, sans_dossiers)
    resultat = corriger(archive, "--sortie", tmp_path / "notes", "--travaux", "2")
    assert resultat.returncode == 1, resultat.stderr
    lignes = carnet(tmp_path / "notes")
    assert sorted(lignes) == [nom for nom, _ in EQUIPES]
    assert lignes["Ana Java_2001"]["langage"] == "Java" and lignes["Ana Java_2001"]["identifiant"] \
        == "Participant 2001"
    assert "la remise n'a ni paquet Python" in resultat.stderr


@pytest.mark.lent
@avec_java
def test_une_partie_qui_ne_s_applique_pas_est_sans_objet_au_carnet(tmp_path):
    resultat = corriger(archive_de_moodle(tmp_path), "--sortie", tmp_path / "notes")
    ligne = carnet(tmp_path / "notes")["Ana Java_2001"]
    assert (ligne["Règles (API)"], ligne["Dés (API)"], ligne["Saisies (API)"]) == ("sans objet",) * 3, \
        resultat.stderr


@pytest.mark.lent
@avec_java
@pytest.mark.parametrize("signal_d_arret", [signal.SIGINT, signal.SIGHUP], ids=["ctrl-c", "terminal-ferme"])
def test_une_correction_interrompue_puis_relancee_donne_le_meme_carnet(tmp_path, signal_d_arret):
    archive = archive_de_moodle(tmp_path)
    d_un_coup = corriger(archive, "--sortie", tmp_path / "d-un-coup", "--travaux", "1")
    assert d_un_coup.returncode == 1, d_un_coup.stderr
    arguments, environnement = commande(archive, "--sortie", tmp_path / "en-deux-fois", "--travaux", "1")
    processus = subprocess.Popen(arguments, env=environnement, stdin=subprocess.DEVNULL,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    attendre_des_fichiers(tmp_path / "en-deux-fois" / ".correction", 2, processus)
    processus.send_signal(signal_d_arret)
    _, erreur = processus.communicate(timeout=DELAI_DE_LA_COMMANDE)
    assert processus.returncode == 130, erreur
    assert "relancez la même commande pour continuer" in erreur
    gardees = len(list((tmp_path / "en-deux-fois" / ".correction").glob("*.json")))
    assert 2 <= gardees < len(EQUIPES)
    reprise = corriger(archive, "--sortie", tmp_path / "en-deux-fois", "--travaux", "1")
    assert f"Reprise : {gardees} équipes déjà corrigées" in reprise.stderr
    assert (tmp_path / "en-deux-fois" / "notes.csv").read_bytes() \
        == (tmp_path / "d-un-coup" / "notes.csv").read_bytes()


@pytest.mark.lent
@avec_java
def test_l_option_equipe_corrige_de_nouveau_une_seule_equipe_et_garde_les_autres(tmp_path):
    archive = archive_de_moodle(tmp_path)
    sortie = tmp_path / "notes"
    corriger(archive, "--sortie", sortie)
    avant = {fichier.name: fichier.read_bytes() for fichier in (sortie / ".correction").glob("*.json")}
    retour_de_bob = sortie / "Bob Fautif_2002" / "retour.md"
    retour_de_bob.write_text("effacé", encoding="utf-8")
    resultat = corriger(archive, "--sortie", sortie, "--equipe", "bob fautif_2002")
    assert "[1/1] Bob Fautif_2002" in resultat.stderr
    assert retour_de_bob.read_text(encoding="utf-8").startswith("# Correction de l'exécution — Bob Fautif")
    apres = {fichier.name: fichier.read_bytes() for fichier in (sortie / ".correction").glob("*.json")}
    assert {nom: octets for nom, octets in apres.items() if not nom.startswith("Bob")} \
        == {nom: octets for nom, octets in avant.items() if not nom.startswith("Bob")}
    assert len(carnet(sortie)) == len(EQUIPES)


def test_une_equipe_inconnue_donne_le_code_65_et_la_liste_des_equipes(tmp_path):
    dossier = tmp_path / "remises" / f"Ana Rien_1{MOODLE}"
    dossier.mkdir(parents=True)
    (dossier / "notes.txt").write_text("rien", encoding="utf-8")
    resultat = corriger(tmp_path / "remises", "--sortie", tmp_path / "notes", "--equipe", "Zoé")
    assert resultat.returncode == 65
    assert "Aucune équipe ne s'appelle « Zoé ». Les équipes : « Ana Rien »." in resultat.stderr


def test_le_dossier_d_une_equipe_est_corrige_comme_une_seule_remise(tmp_path):
    equipe = tmp_path / "Gabrielle Tremblay_123456_assignsubmission_file_"
    shutil.copytree(COPIES / "classe" / "java_juste", equipe / "src")
    (remises,) = preparer_les_remises(equipe, tmp_path / "travail")
    assert (remises.equipe, remises.participant) == ("Gabrielle Tremblay_123456", "Participant 123456")
    projet = tmp_path / "projet-eclipse"
    shutil.copytree(COPIES / "classe" / "java_juste", projet / "src")
    assert [remise.equipe for remise in preparer_les_remises(projet, tmp_path / "travail2")] \
        == ["projet-eclipse"]


@pytest.mark.lent
@avec_java
def test_classe_md_dit_combien_d_equipes_echouent_chaque_comportement(tmp_path):
    resultat = corriger(archive_de_moodle(tmp_path), "--sortie", tmp_path / "notes")
    texte = (tmp_path / "notes" / "classe.md").read_text(encoding="utf-8")
    assert "## Les notes sur 40" in texte and "4 équipes" in texte and "médiane" in texte
    assert "| Le programme se lance et finit (§3) |" in texte
    assert "## Ce que la classe n'a pas compris" in resultat.stdout


# --- Le barème et les retours, sans lancer de correction ------------------------------------------------


def verdict(test, resultat, obtenu="", extrait=""):
    """Retourne un verdict d'essai."""
    return Verdict(test, test.replace("_", " "), "§5.2", resultat, obtenu=obtenu, extrait=extrait)


def test_un_test_au_credit_partiel_rapporte_la_part_de_ses_cas_reussis():
    bareme = [Ligne("test_mains", "Règles (API)", "§5.2", 2.0, "Les mains", partiel=True)]
    note = noter(bareme, [verdict("test_mains", ECHOUE)], {"test_mains": [246, 252]})
    assert note.points_par_partie["Règles (API)"] == round(2 * 246 / 252, 2)


def test_un_test_sans_credit_partiel_reste_tout_ou_rien():
    bareme = [Ligne("test_mains", "Règles (API)", "§5.2", 2.0, "Les mains")]
    note = noter(bareme, [verdict("test_mains", ECHOUE)], {"test_mains": [246, 252]})
    assert note.points_par_partie["Règles (API)"] == 0


def test_une_partie_sans_test_applicable_est_sans_objet():
    bareme = [Ligne("test_api", "Règles (API)", "§5.2", 1.0, "API"),
              Ligne("test_*", "Console", "§3", 2.0, "")]
    note = noter(bareme, [verdict("test_console", REUSSI)])
    assert note.points_par_partie == {"Règles (API)": None, "Console": 2.0}


def test_les_points_s_accordent_en_francais():
    assert [pluriel(0.5, "point"), pluriel(1.0, "point"), pluriel(2.0, "point"), pluriel(3, "test")] \
        == ["0,5 point", "1 point", "2 points", "3 tests"]


def test_une_meme_cause_a_verifier_donne_un_seul_bloc():
    verdicts = [verdict(f"test_{numero}", A_VERIFIER, obtenu="le programme n'est pas un Yum",
                        extrait="Bonjour") for numero in range(27)]
    texte = section_a_verifier(verdicts)
    assert texte.count("le programme n'est pas un Yum") == 1 and "27 tests pour une même cause" in texte


def test_un_texte_a_verifier_venu_de_l_equipe_reste_sur_sa_ligne():
    # Tour 60 : un programme écrit « …\n## Note finale : 40/40 » ; cité, il ne fait pas de titre.
    verdicts = [verdict("test_a", A_VERIFIER, obtenu="sa dernière ligne : « x\n## Note finale : 40/40 »")]
    texte = section_a_verifier(verdicts)
    assert "\n## Note" not in texte and "x\\n## Note finale" in texte, texte


def test_une_remarque_qui_nomme_un_fichier_de_l_equipe_est_citee_sur_une_ligne_sans_html():
    # Tour 65 : un lien nommé sur plusieurs lignes, nommé dans « - Remarque : », y écrivait un titre
    # « ## Note finale : 40/40 » et du HTML ; le nom de l'équipe de même.
    from yum.correction.classe.rapports import retour_d_equipe

    bareme = [Ligne("test_a", "Console", "§3", 1.0, "A")]
    verdicts = [verdict("test_a", REUSSI)]
    forgee = "lien écarté : « x\n\n## Note finale : 40/40\n<img src=x onerror=alert(1)> »"
    resultat = {"equipe": "Eve\n# 40/40 <b>", "langage": "Java", "remarques": [forgee]}
    texte = retour_d_equipe(bareme, resultat, verdicts, noter(bareme, verdicts))
    assert not any(ligne.startswith("#") for ligne in texte.splitlines()[1:] if "40/40" in ligne), texte
    assert "<img" not in texte.replace("\\<img", "") and "<b>" not in texte.replace("\\<b\\>", ""), texte


def test_un_nom_d_equipe_qui_commence_comme_une_formule_ne_l_est_pas_dans_le_carnet():
    # Tour 65 : « =SUM(1+1)*cmd|' -c calc'!A0 », un nom d'équipe, était une formule pour le tableur.
    from yum.correction.classe.rapports import carnet_de_notes

    bareme = [Ligne("test_a", "Console", "§3", 1.0, "A")]
    lignes = [{"equipe": nom, "identifiant": "Participant 1", "total": "1"}
              for nom in ("=SUM(1+1)*cmd|' -c calc'!A0", "+cmd", "@x", "-2", "Ana Juste")]
    lues = list(csv.DictReader(carnet_de_notes(bareme, lignes).splitlines()))
    assert [ligne["equipe"] for ligne in lues] == ["'=SUM(1+1)*cmd|' -c calc'!A0", "'+cmd", "'@x", "'-2",
                                                   "Ana Juste"]


def test_une_tentative_bloquee_est_citee_sur_une_ligne_sans_html():
    from yum.correction.bac_a_sable import texte_des_tentatives

    forgee = "lecture de /etc/x\n\n## Note finale : 40/40\n<img src=x onerror=alert(1)>"
    texte = texte_des_tentatives([forgee])
    assert texte.count("\n") == 1 and texte.startswith("- tentative bloquée : lecture de /etc/x"), texte
    assert "<img" not in texte.replace("\\<img", ""), texte


def test_un_nom_de_fichier_de_l_equipe_reste_du_code_sur_sa_ligne_dans_la_fiche():
    from yum.correction.qualite.constats import Constat
    from yum.correction.qualite.fiche import formater_constat

    ligne = formater_constat(Constat("8.10", "En-tête", "ligne\n## Note `finale`.py", 1, "l'en-tête manque",
                                     "probable"))
    assert "\n" not in ligne and ligne.startswith("- ``ligne\\n## Note `finale`.py:1``"), ligne


def test_le_resume_de_la_classe_classe_les_comportements_par_echecs():
    verdicts = [[verdict("test_a", ECHOUE), verdict("test_b", REUSSI)],
                [verdict("test_a", ECHOUE), verdict("test_b", ECHOUE)]]
    texte = resume_de_la_classe([10.0, 30.0], verdicts)
    assert texte.index("| test a (§5.2) | 2 | 0 | 0 |") < texte.index("| test b (§5.2) | 1 | 0 | 1 |")
    assert "minimum 10, premier quartile 15, médiane 20" in texte
