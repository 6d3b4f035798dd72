"""La couche de lecture du correcteur : chaque forme d'un téléchargement de Moodle, et chaque remise hostile.

Chaque test écrit sa remise dans ``tmp_path`` : un lien qui veut faire écrire
ou lire hors de la remise, une archive trop grosse en tout, des zips dans des
zips, des noms en Windows-1252, un dépôt qui porte deux copies du projet. Ces
tests tournent ici en root (le correcteur d'une classe aussi) : un lien suivi
y écrirait vraiment n'importe où.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import io
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from yum.correction.classe.choix import EquipeIntrouvable, choisir_les_remises
from yum.correction.classe.commande import empreinte, nom_de_dossier
from yum.correction.lecture.extraction import Limites, RemiseIllisible, extraire, preparer_la_copie
from yum.correction.lecture.noms import lisible, rendre_lisible
from yum.correction.lecture.preparation import preparer_la_classe
from yum.correction.lecture.programme import trouver_le_programme
from yum.correction.lecture.remises import Remise, est_une_remise, preparer_la_remise, trouver_les_remises
from yum.correction.similarite.commande import lire_la_classe

# Les copies d'équipe du projet.
COPIES = Path(__file__).resolve().parent / "copies"
# Le suffixe des dossiers de Moodle.
MOODLE = "_assignsubmission_file_"
# Un nom écrit par Windows en Windows-1252, tel que Linux le garde (octets non UTF-8).
NOM_WINDOWS = os.fsdecode("résumé.txt".encode("cp1252"))


def zipper(fichiers, chemin=None):
    """Retourne les octets d'une archive zip de ``fichiers`` ({nom : texte ou octets}) ; l'écrit aussi dans
    ``chemin`` s'il est donné."""
    tampon = io.BytesIO()
    with zipfile.ZipFile(tampon, "w") as archive:
        for nom, contenu in fichiers.items():
            archive.writestr(nom, contenu)
    if chemin is not None:
        chemin.write_bytes(tampon.getvalue())
    return tampon.getvalue()


def zip_en_windows_1252(chemin, nom, texte):
    """Écrit dans ``chemin`` une archive d'une entrée nommée ``nom`` en Windows-1252, sans le drapeau UTF-8
    (comme le « Dossier compressé » de Windows)."""
    substitut = "".join("_" if ord(caractere) > 127 else caractere for caractere in nom)
    octets = zipper({substitut: texte})
    chemin.write_bytes(octets.replace(substitut.encode("ascii"), nom.encode("cp1252")))


def un_paquet(dossier):
    """Écrit dans ``dossier`` un paquet Python de l'énoncé (trois modules vides) ; retourne le dossier."""
    dossier.mkdir(parents=True)
    for module in ("regles.py", "des.py", "saisie.py", "__main__.py"):
        (dossier / module).write_text("", encoding="utf-8")
    return dossier


# --- Les liens ne sont jamais suivis -------------------------------------------

def test_un_lien_a_cote_de_son_archive_ne_fait_pas_extraire_hors_de_la_remise(tmp_path):
    dehors = tmp_path / "dehors"
    dehors.mkdir()
    remise = tmp_path / "remise"
    remise.mkdir()
    zipper({"piege.txt": "écrit par l'archive"}, remise / "cible.zip")
    (remise / "cible").symlink_to(dehors)
    limites = preparer_la_copie(remise, tmp_path / "copie")
    assert list(dehors.iterdir()) == []
    extrait = tmp_path / "copie" / "cible"
    assert (extrait / "piege.txt").is_file() and not extrait.is_symlink()
    assert limites.liens == ["cible"]


def test_une_archive_a_cote_d_un_fichier_de_son_nom_s_extrait_a_cote(tmp_path):
    remise = tmp_path / "remise"
    remise.mkdir()
    zipper({"a.txt": "a"}, remise / "cible.zip")
    (remise / "cible").write_text("déjà là", encoding="utf-8")
    preparer_la_copie(remise, tmp_path / "copie")
    assert (tmp_path / "copie" / "cible (2)" / "a.txt").is_file()
    assert (tmp_path / "copie" / "cible").read_text(encoding="utf-8") == "déjà là"


def test_un_lien_de_la_remise_vers_un_secret_n_est_ni_lu_ni_copie(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("le corrigé", encoding="utf-8")
    remise = tmp_path / "remise"
    remise.mkdir()
    (remise / "corrige.py").symlink_to(secret)
    (remise / "tout").symlink_to(tmp_path)
    preparer_la_copie(remise, tmp_path / "copie")
    assert list((tmp_path / "copie").iterdir()) == []


def noms_sous(dossier):
    """Retourne les chemins relatifs (textes) de tout ce qui est sous ``dossier``, triés."""
    return sorted(chemin.relative_to(dossier).as_posix() for chemin in dossier.rglob("*"))


def test_un_deux_points_dans_un_nom_de_la_remise_devient_un_deux_points_modificateur(tmp_path):
    # Tour 60 : « a:/root/secret » couperait en deux le chemin de Python qui nomme le paquet.
    remise = tmp_path / "remise"
    un_paquet(remise / "a:" / "root" / "yum")
    zipper({"src/b:/yum/regles.py": "", "src/yum:regles.py": ""}, remise / "TP1.zip")
    preparer_la_copie(remise, tmp_path / "copie")
    noms = noms_sous(tmp_path / "copie")
    assert "a\ua789/root/yum/regles.py" in noms and "TP1/src/b\ua789/yum/regles.py" in noms, noms
    assert "TP1/src/yum\ua789regles.py" in noms, noms
    assert not any(":" in nom for nom in noms), noms


def test_deux_noms_qui_ne_different_que_par_deux_points_rendent_la_remise_illisible(tmp_path):
    remise = tmp_path / "remise"
    un_paquet(remise / "a:")
    un_paquet(remise / "a\ua789")
    with pytest.raises(RemiseIllisible, match="ne diffèrent que par « : »"):
        preparer_la_copie(remise, tmp_path / "copie")


def test_un_lien_dans_le_dossier_de_la_classe_n_est_pas_une_remise(tmp_path):
    classe = tmp_path / "classe"
    un_paquet(classe / f"Ana Juste_1{MOODLE}" / "yum")
    (classe / f"Zed Lien_2{MOODLE}").symlink_to(tmp_path / "ailleurs")
    liens = []
    remises = trouver_les_remises(classe, tmp_path / "travail", liens)
    assert [remise.equipe for remise in remises] == ["Ana Juste_1"]
    assert liens == [f"Zed Lien_2{MOODLE}"]


def test_le_texte_en_ligne_d_une_equipe_qui_a_remis_des_fichiers_n_est_pas_une_autre_remise(tmp_path):
    # Relecture du 28 novembre, la nuit (A1) : le dossier « …_onlinetext_ » de Moodle devenait une deuxième
    # équipe du même participant, notée 0/40, avec un deuxième retour.
    classe = tmp_path / "classe"
    un_paquet(classe / f"Ana Juste_1{MOODLE}" / "yum")
    for equipe in ("Ana Juste_1", "Bob Texte_2"):
        texte = classe / f"{equipe}_assignsubmission_onlinetext_"
        texte.mkdir(parents=True)
        (texte / "onlinetext.html").write_text("<p>Notre dépôt</p>", encoding="utf-8")
    remises = trouver_les_remises(classe, tmp_path / "travail")
    # Le texte seul (Bob n'a remis que lui) reste une remise : la personne qui corrige le voit.
    assert [(remise.equipe, remise.origine.name) for remise in remises] == [
        ("Ana Juste_1", f"Ana Juste_1{MOODLE}"), ("Bob Texte_2", "Bob Texte_2_assignsubmission_onlinetext_")]
    assert "texte en ligne" in remises[0].notes[0]
    # Le processus de l'équipe la reçoit : elle se lit dans son retour.
    from yum.correction.classe.commande import description_de_la_remise

    assert description_de_la_remise(remises[0])["notes"] == remises[0].notes


def test_une_entree_lien_d_une_archive_n_est_pas_creee(tmp_path):
    archive = tmp_path / "remise.zip"
    with zipfile.ZipFile(archive, "w") as zip_:
        lien = zipfile.ZipInfo("etc")
        lien.external_attr = (0o120777 << 16)
        zip_.writestr(lien, "/etc")
        zip_.writestr("etc/passwd", "pirate")
    limites = Limites()
    extraire(archive, tmp_path / "copie", limites)
    assert not (tmp_path / "copie" / "etc").is_symlink()
    assert (tmp_path / "copie" / "etc" / "passwd").read_text(encoding="utf-8") == "pirate"
    assert limites.liens == ["etc"]


@pytest.mark.parametrize("nom", ["../evade.txt", "/tmp/evade.txt", "a/../../evade.txt", "C:/evade.txt"])
def test_une_entree_qui_sort_de_son_dossier_est_refusee(tmp_path, nom):
    zipper({nom: "hors du dossier"}, tmp_path / "remise.zip")
    with pytest.raises(RemiseIllisible, match="veut écrire hors de son dossier"):
        extraire(tmp_path / "remise.zip", tmp_path / "copie")
    assert not (tmp_path / "evade.txt").exists()


# --- Les limites d'une remise, toutes ses archives comprises --------------------

def test_des_archives_petites_une_a_une_mais_trop_grosses_ensemble_sont_refusees(tmp_path):
    remise = tmp_path / "remise"
    remise.mkdir()
    for numero in range(3):
        zipper({f"morceau-{numero}.txt": "x" * 400}, remise / f"partie-{numero}.zip")
    with pytest.raises(RemiseIllisible, match="la remise dépasse les limites d'une remise"):
        preparer_la_copie(remise, tmp_path / "copie", Limites(octets=1000, fichiers=100))


def test_trop_de_fichiers_dans_des_zips_dans_des_zips_sont_refuses_avant_l_extraction(tmp_path):
    interieur = zipper({f"f{numero}.txt": "" for numero in range(8)})
    zipper({"dedans.zip": interieur}, tmp_path / "remise.zip")
    with pytest.raises(RemiseIllisible, match="dépasse les limites"):
        extraire(tmp_path / "remise.zip", tmp_path / "copie", Limites(fichiers=5))


def test_un_environnement_virtuel_et_l_historique_de_git_ne_comptent_pas_dans_les_limites(tmp_path):
    # Relecture du 28 novembre : un venv aux milliers de fichiers et un .git faisaient dépasser les 5 000
    # fichiers d'une remise, non notable (0/40) ; le correcteur ne les lit jamais.
    remise = tmp_path / "remise"
    un_paquet(remise / "TP1" / "yum")
    for dossier in ("TP1/venv/lib", "TP1/.git/objects", "TP1/yum/__pycache__"):
        (remise / dossier).mkdir(parents=True)
        for numero in range(8):
            (remise / dossier / f"f{numero}.py").write_text("x = 1\n", encoding="utf-8")
    # Un environnement virtuel à un autre nom se reconnaît à son pyvenv.cfg, dans un dossier comme dans une
    # archive.
    (remise / "TP1" / "env_tp1" / "lib").mkdir(parents=True)
    for fichier in ("pyvenv.cfg", "lib/a.py", "lib/b.py"):
        (remise / "TP1" / "env_tp1" / fichier).write_text("", encoding="utf-8")
    zipper({**{f"TP1/.venv/lib/f{numero}.py": "" for numero in range(8)}, "TP1/jeu.py": "",
            "TP1/mon_env/pyvenv.cfg": "", "TP1/mon_env/lib/a.py": "", "TP1/mon_env2.py": ""},
           remise / "projet.zip")
    limites = preparer_la_copie(remise, tmp_path / "copie", Limites(fichiers=7))
    # Comptés : les quatre modules, l'archive copiée, puis jeu.py et mon_env2.py extraits.
    assert limites.fichiers == 7 - 7
    copies = sorted(chemin.relative_to(tmp_path / "copie").as_posix()
                    for chemin in (tmp_path / "copie").rglob("*") if chemin.is_file())
    assert copies == ["TP1/yum/__main__.py", "TP1/yum/des.py", "TP1/yum/regles.py", "TP1/yum/saisie.py",
                      "projet/TP1/jeu.py", "projet/TP1/mon_env2.py"]


def test_la_remise_trop_grosse_le_dit_en_francais_dans_son_retour(tmp_path):
    remise = Remise("Ana", tmp_path / "remise.zip")
    zipper({"gros.bin": b"\0" * 2000}, remise.origine)
    preparer_la_remise(remise, tmp_path / "copie", Limites(octets=1000))
    assert remise.copie is None
    assert remise.probleme.startswith("la remise dépasse les limites d'une remise")


def test_des_zips_dans_des_zips_sont_extraits(tmp_path):
    profond = zipper({"yum/regles.py": "", "yum/des.py": "", "yum/saisie.py": ""})
    zipper({"TP1.zip": zipper({"projet.zip": profond})}, tmp_path / "remise.zip")
    remise = Remise("Ana", tmp_path / "remise.zip")
    preparer_la_remise(remise, tmp_path / "copie")
    trouver_le_programme(remise)
    assert remise.langage == "Python"
    assert remise.paquet == tmp_path / "copie" / "TP1" / "projet" / "yum"


# --- Les noms, dans n'importe quel encodage -------------------------------------

def test_un_zip_de_windows_sans_drapeau_utf_8_donne_les_noms_ecrits_par_windows(tmp_path):
    zip_en_windows_1252(tmp_path / "classe.zip", f"Côté Émile_100004{MOODLE}/regles.py", "")
    remises = trouver_les_remises(tmp_path / "classe.zip", tmp_path / "travail")
    assert [remise.equipe for remise in remises] == ["Côté Émile_100004"]


def test_un_nom_de_fichier_non_utf_8_ne_fait_jamais_tomber_la_classe(tmp_path):
    dossier = tmp_path / f"Ana Windows_1{MOODLE}"
    dossier.mkdir()
    (dossier / NOM_WINDOWS).write_bytes(b"notes")
    (dossier / "rapport.pdf").write_bytes(b"%PDF")
    assert len(empreinte(dossier)) == 64
    remise = Remise("Ana Windows_1", dossier)
    preparer_la_remise(remise, tmp_path / "copie")
    trouver_le_programme(remise)
    assert "résumé.txt" in remise.probleme and "1 fichier PDF" in remise.probleme
    json.dumps(rendre_lisible({"raison": remise.probleme})).encode("utf-8")


def test_un_nom_de_dossier_non_utf_8_donne_un_nom_d_equipe_lisible(tmp_path):
    assert lisible(os.fsdecode("Côté".encode("cp1252"))) == "Côté"
    assert nom_de_dossier(os.fsdecode("Côté_1".encode("cp1252")), set()) == "Côté_1"


def test_une_remise_sans_rien_a_corriger_dit_en_une_phrase_ce_qu_elle_contient(tmp_path):
    dossier = tmp_path / "remise"
    dossier.mkdir()
    for nom in ("rapport.pdf", "annexe.pdf", "notes.txt"):
        (dossier / nom).write_bytes(b"")
    remise = Remise("Ana", dossier)
    preparer_la_remise(remise, tmp_path / "copie")
    trouver_le_programme(remise)
    assert remise.probleme == ("la remise n'a ni paquet Python (regles.py, des.py, saisie.py) ni sources"
                               " Java : elle contient 2 fichiers PDF, 1 fichier TXT (annexe.pdf, notes.txt,"
                               " rapport.pdf)")


def test_une_archive_que_le_correcteur_n_ouvre_pas_est_dite(tmp_path):
    # Relecture du 28 novembre, la nuit : « 1 fichier 7Z » ne disait pas que l'archive n'avait pas été
    # ouverte ; un .rar à côté d'un paquet corrigé était mis de côté sans un mot.
    seule = tmp_path / "seule"
    seule.mkdir()
    (seule / "TP1.7z").write_bytes(b"7z\xbc\xaf'")
    remise = Remise("Ana", seule)
    preparer_la_remise(remise, tmp_path / "copie_seule")
    trouver_le_programme(remise)
    assert remise.probleme.endswith("; une archive que le correcteur n'ouvre pas (TP1.7z) : il ne lit que"
                                    " les .zip ; ce qu'elle contient n'est pas corrigé, une personne doit la"
                                    " regarder")
    avec = tmp_path / "avec"
    un_paquet(avec / "TP1" / "yum")
    (avec / "TP1_final.rar").write_bytes(b"Rar!")
    remise = Remise("Bob", avec)
    preparer_la_remise(remise, tmp_path / "copie_avec")
    trouver_le_programme(remise)
    assert remise.langage == "Python" and not remise.probleme
    assert any("(TP1_final.rar)" in note for note in remise.notes)


# --- Un dépôt avec deux copies du projet, un dossier donné comme une équipe ------

def test_un_depot_avec_deux_copies_du_paquet_corrige_une_copie_et_dit_l_autre(tmp_path):
    depot = tmp_path / "depot"
    un_paquet(depot / "TP1" / "yum")
    un_paquet(depot / "TP1 - Copie" / "yum")
    remise = Remise("Ana", depot)
    preparer_la_remise(remise, tmp_path / "copie")
    trouver_le_programme(remise)
    assert remise.paquet == tmp_path / "copie" / "TP1" / "yum"
    assert remise.ecartees == ["TP1 - Copie/yum"]
    assert "une autre copie du projet, TP1 - Copie/yum, est mise de côté" in remise.notes[0]


def test_un_depot_avec_deux_copies_du_projet_java_ne_lit_que_la_copie_jouee(tmp_path):
    depot = tmp_path / "depot"
    shutil.copytree(COPIES / "classe" / "java_juste", depot / "TP1" / "src")
    shutil.copytree(COPIES / "classe" / "java_juste", depot / "ancien TP1" / "src")
    remise = Remise("Ana", depot)
    preparer_la_remise(remise, tmp_path / "copie")
    trouver_le_programme(remise)
    assert remise.programme == tmp_path / "copie" / "TP1" / "src"
    assert remise.ecartees == ["ancien TP1/src"]


@pytest.mark.parametrize("nom", ["depot_deux_copies.zip", "projet.zip"])
def test_le_depot_zippe_d_une_equipe_corrige_la_copie_hors_sauvegarde_quel_que_soit_le_nom_du_zip(
        tmp_path, nom):
    # Le zip « depot_deux_copies » s'extrait dans un dossier de ce nom, commun aux deux copies : il ne
    # fait pas de chacune une copie de sauvegarde.
    remise = tmp_path / "remise"
    remise.mkdir()
    shutil.copy(COPIES / "reelles" / "depot_deux_copies.zip", remise / nom)
    preparee = Remise("Dora", remise)
    preparer_la_remise(preparee, tmp_path / "copie")
    trouver_le_programme(preparee)
    depot = f"{nom[:-len('.zip')]}/inf111-tp1-equipe12-main"
    assert preparee.programme == tmp_path / "copie" / depot / "TP1" / "src"
    assert preparee.ecartees == [f"{depot}/TP1 - Copie/src"]


def remise_a_deux_copies(dossier, langage, ancienne, recente):
    """Prépare dans ``dossier`` une remise aux deux copies du projet ``ancienne`` et ``recente`` (un paquet
    Python, ou le programme Java juste), et y trouve le programme ; retourne (la ``Remise``, le dossier de
    la copie ``recente`` qui devrait être corrigé)."""
    depot = dossier / "depot"
    for version in (ancienne, recente):
        if langage == "python":
            un_paquet(depot / version / "yum")
        else:
            shutil.copytree(COPIES / "classe" / "java_juste", depot / version / "src")
    remise = Remise("Ana", depot)
    preparer_la_remise(remise, dossier / "copie")
    trouver_le_programme(remise)
    return remise, dossier / "copie" / recente / ("yum" if langage == "python" else "src")


@pytest.mark.parametrize("ancienne, recente", [("TP1_v1", "TP1_v2"), ("version 9", "version 10"),
                                                ("Yum 2", "Yum 3"), ("TP1_final", "TP1_final_v2"),
                                                ("TP1", "TP1 (2)"), ("TP1", "TP1 (1)")])
def test_deux_versions_numerotees_du_projet_corrigent_la_plus_haute(tmp_path, ancienne, recente):
    # « TP1_v1 » et « TP1_v2 » côte à côte : l'ordre des chemins faisait corriger la v1, l'ancienne ;
    # « TP1_final » passait devant « TP1_final_v2 » (tour 62 : la vieille version corrigée, 31,25/40).
    for langage in ("python", "java"):
        remise, choisi = remise_a_deux_copies(tmp_path / langage, langage, ancienne, recente)
        assert remise.programme == choisi, langage
        assert remise.ecartees == [f"{ancienne}/{choisi.name}"], langage


@pytest.mark.parametrize("ancienne, recente", [("TP1", "TP1_final"), ("TP1_v2", "TP1_v2_FINAL"),
                                                ("TP1_old", "TP1"), ("TP1_old", "TP1_rendu")])
def test_la_copie_finale_passe_devant_l_autre_et_old_se_lit_entre_des_soulignes(tmp_path, ancienne, recente):
    # Relecture du 28 novembre, le soir : « TP1 » passait devant « TP1_final » (un nom qui commence
    # l'autre), et « TP1_old » n'était pas une copie de sauvegarde (« \\bold\\b » : « _ » est une lettre).
    for langage in ("python", "java"):
        remise, choisi = remise_a_deux_copies(tmp_path / langage, langage, ancienne, recente)
        assert remise.programme == choisi, langage


def test_un_fichier_java_dont_le_nom_n_est_pas_un_nom_de_classe_n_est_jamais_la_classe_jouee(tmp_path):
    # Tour 65 : « -Dinjecte=OUI-65 Yum.java » (une classe non publique y a le main) ; son nom, écrit tel quel
    # dans la commande, passait une option à la JVM.
    from yum.correction.lecture.java import classes_principales

    source = tmp_path / "-Dinjecte=OUI Yum.java"
    source.write_text("class Yum { public static void main(String[] a) { } }\n", encoding="utf-8")
    jeu = tmp_path / "Jeu.java"
    jeu.write_text("public class Jeu { public static void main(String[] a) { } }\n", encoding="utf-8")
    assert [principale.source for principale in classes_principales(tmp_path, [source, jeu])] == [jeu]
    assert classes_principales(tmp_path, [source]) == []


def test_la_recherche_du_main_reste_lineaire_devant_des_mots_repetes(tmp_path):
    # Tour 65 : « static » répété 300 000 fois ; l'expression d'avant essayait chaque mot comme le début des
    # modificateurs (20 000 mots : 16 s ; 300 000 : des heures), dans le processus de la commande.
    import time

    from yum.correction.lecture.java import classes_principales

    source = tmp_path / "Notes.java"
    source.write_text("class Notes { /* " + "static " * 20000 + "\n" * 20000 + " */ }\n", encoding="utf-8")
    jeu = tmp_path / "Jeu.java"
    jeu.write_text("package a;\npublic class Jeu { public static void main(String[] a) { } }\n",
                   encoding="utf-8")
    debut = time.monotonic()
    assert [principale.source for principale in classes_principales(tmp_path, [source, jeu])] == [jeu]
    assert time.monotonic() - debut < 2


def test_une_classe_de_tests_a_la_main_ou_un_essai_hors_de_src_ne_passent_pas_devant_le_jeu(tmp_path):
    # Relecture du 28 novembre, le soir : « TestYum » (un main, sans JUnit) passait devant « Jeu » pour son
    # mot « yum » ; un vieil essai « Yum.java » à la racine du projet, devant « src/yum/Yum.java » : 0/40.
    from yum.correction.lecture.java import classes_principales

    (tmp_path / "TP1" / "src").mkdir(parents=True)
    jeu = tmp_path / "TP1" / "src" / "Jeu.java"
    jeu.write_text("public class Jeu { public static void main(String[] a) { } }\n", encoding="utf-8")
    essai = tmp_path / "TP1" / "src" / "TestYum.java"
    essai.write_text("public class TestYum { public static void main(String[] a) { } }\n", encoding="utf-8")
    assert [principale.source for principale in classes_principales(tmp_path, [essai, jeu])] == [jeu]
    (tmp_path / "TP1" / "src" / "yum").mkdir()
    yum_src = tmp_path / "TP1" / "src" / "yum" / "Yum.java"
    yum_src.write_text("package yum;\npublic class Yum { public static void main(String[] a) { } }\n",
                       encoding="utf-8")
    racine = tmp_path / "TP1" / "Yum.java"
    racine.write_text("public class Yum { public static void main(String[] a) { } }\n", encoding="utf-8")
    assert classes_principales(tmp_path, [racine, yum_src])[0].source == yum_src
    # Seule une classe du même nom passe après : le jeu d'un projet sans src/ reste devant la démo d'un
    # dossier src/ qu'il transporte.
    (tmp_path / "P2" / "demo" / "src").mkdir(parents=True)
    jeu_racine = tmp_path / "P2" / "Jeu.java"
    jeu_racine.write_text("public class Jeu { public static void main(String[] a) { } }\n", encoding="utf-8")
    demo = tmp_path / "P2" / "demo" / "src" / "Demo.java"
    demo.write_text("public class Demo { public static void main(String[] a) { } }\n", encoding="utf-8")
    assert classes_principales(tmp_path, [demo, jeu_racine])[0].source == jeu_racine


SAISIE_JAVA = ("import java.util.Scanner;\npublic class ModSaisie {\n    static Scanner clavier = new"
               " Scanner(System.in);\n    static String lire() { return clavier.nextLine(); }\n}\n")
JEU_JAVA = ("public class {nom} {{\n    public static void main(String[] a) {{\n        // Principal\n"
            "        System.out.println({module}.lancer() + ModSaisie.lire());\n    }}\n}}\n")
ESSAI_DANS_UN_MODULE = ("public class {nom} {{\n    static int lancer() {{ return 4; }}\n"
                        "    public static void main(String[] a) {{ System.out.println(lancer()); }}\n}}\n")
MAIN_D_INTELLIJ = ("public class Main {\n    public static void main(String[] args) {\n"
                   "        System.out.println(\"Hello and welcome!\");\n    }\n}\n")


@pytest.mark.parametrize("jeu, module, autres", [
    ("Principal", "ModDes", {}),
    ("Principal", "ModDes", {"Main": MAIN_D_INTELLIJ}),
    ("Yum", "ReglesYum", {}),
    ("Yum", "ModDes", {"YumTest": "public class YumTest {\n    public static void main(String[] a) {"
                                  " Yum.main(a); }\n}\n"}),
], ids=["main-d-essai-d-un-module", "main-d-exemple-d-intellij", "module-au-nom-du-jeu",
        "classe-de-test-qui-utilise-le-jeu"])
def test_le_jeu_java_passe_devant_un_main_d_essai_qu_il_utilise_ou_qui_ne_lit_rien(tmp_path, jeu, module,
                                                                                   autres):
    # Relecture du 28 novembre, la nuit : le main d'essai de « ModDes » (utilisé par le jeu), le Main
    # d'exemple d'IntelliJ (il ne lit rien), « ReglesYum » passaient devant le jeu par l'ordre des noms :
    # 0/40.
    from yum.correction.lecture.java import classes_principales

    src = tmp_path / "TP1" / "src"
    src.mkdir(parents=True)
    fichiers = {jeu: JEU_JAVA.format(nom=jeu, module=module), module: ESSAI_DANS_UN_MODULE.format(nom=module),
                "ModSaisie": SAISIE_JAVA, **autres}
    for nom, texte in fichiers.items():
        (src / f"{nom}.java").write_text(texte, encoding="utf-8")
    sources = sorted(src.glob("*.java"))
    assert classes_principales(tmp_path, sources)[0].source == src / f"{jeu}.java"


@pytest.mark.parametrize("entete", ["public final static void main(String[] args)",
                                    "final public static void main(String... args)",
                                    "static public void main(String[] a)",
                                    "public static void main(String[] a)"])
def test_un_main_a_modificateurs_dans_n_importe_quel_ordre_est_une_classe_principale(tmp_path, entete):
    # Relecture du 28 novembre, la nuit : « public final static void main » n'était pas lu : « aucune classe
    # n'a de méthode main », 0/40.
    from yum.correction.lecture.java import classes_principales

    jeu = tmp_path / "Jeu.java"
    jeu.write_text(f"public class Jeu {{\n    {entete} {{ }}\n}}\n", encoding="utf-8")
    assert [principale.source for principale in classes_principales(tmp_path, [jeu])] == [jeu]


@pytest.mark.parametrize("entete", ["public void main(String[] a)", "static void main(String[] a)",
                                    "public static int main(String[] a)"])
def test_un_main_sans_public_static_void_n_est_pas_une_classe_principale(tmp_path, entete):
    from yum.correction.lecture.java import classes_principales

    jeu = tmp_path / "Jeu.java"
    jeu.write_text(f"public class Jeu {{\n    {entete} {{ }}\n}}\n", encoding="utf-8")
    assert classes_principales(tmp_path, [jeu]) == []


def test_la_cle_des_versions_lit_tout_nom_de_dossier():
    # « ² » est un chiffre pour str.isdigit, mais int() le refuse : un dossier de ce nom ne doit rien faire
    # tomber ; un chiffre d'une autre écriture (« ٣ ») compte comme un nombre.
    from yum.correction.lecture.java import cle_des_versions

    noms = ["²", "TP1_v1", "v٣", "TP1_v2", "v10", "\udcff"]
    assert sorted(noms, key=lambda nom: cle_des_versions([nom])) == ["TP1_v2", "TP1_v1", "v10", "v٣", "²",
                                                                      "\udcff"]


def test_deux_versions_numerotees_d_un_programme_sans_module_de_l_enonce_jouent_la_plus_haute(tmp_path):
    for version in ("v1", "v2"):
        (tmp_path / "depot" / version).mkdir(parents=True)
        (tmp_path / "depot" / version / "main.py").write_text("print('Yum')\n", encoding="utf-8")
    remise = Remise("Ana", tmp_path / "depot")
    preparer_la_remise(remise, tmp_path / "copie")
    trouver_le_programme(remise)
    assert (remise.programme, remise.ecartees) == (tmp_path / "copie" / "v2", ["v1"])


def test_un_depot_qui_porte_deux_copies_donne_comme_dossier_est_une_seule_equipe(tmp_path):
    depot = tmp_path / "depot-de-l-equipe"
    un_paquet(depot / "TP1" / "yum")
    un_paquet(depot / "TP1 - Copie" / "yum")
    assert est_une_remise(depot)
    assert [remise.equipe for remise in trouver_les_remises(depot, tmp_path / "travail")] \
        == ["depot-de-l-equipe"]


# --- La similarité lit ce que lit la correction -----------------------------------

def test_la_similarite_lit_l_archive_de_moodle_et_les_equipes_zippees_a_la_racine(tmp_path):
    classe = tmp_path / "classe"
    un_paquet(classe / f"Ana Dossier_1{MOODLE}" / "yum")
    zipper({"yum/regles.py": "x = 1\n", "yum/des.py": "", "yum/saisie.py": ""},
           classe / f"Bob Zip_2{MOODLE}.zip")
    zipper({"yum/regles.py": "y = 2\n", "yum/des.py": "", "yum/saisie.py": ""},
           classe / f"Cleo Fichier_3{MOODLE}TP1.zip")
    shutil.make_archive(str(tmp_path / "moodle"), "zip", classe)
    for donnee in (classe, tmp_path / "moodle.zip"):
        brouillon = tmp_path / f"brouillon-{donnee.suffix or 'dossier'}"
        sources, _ = lire_la_classe(donnee, brouillon)
        assert sorted(sources) == ["Ana Dossier_1", "Bob Zip_2", "Cleo Fichier_3"]


def test_la_classe_preparee_reconnait_un_fichier_du_cours_a_peine_change(tmp_path):
    cours = "\n".join(f"def afficher_{numero}(x):\n    return x + {numero}\n" for numero in range(40))
    classe = tmp_path / "classe"
    for numero, nom in enumerate(("Ana", "Bob", "Cleo", "Dan")):
        paquet = un_paquet(classe / f"{nom}_{numero}{MOODLE}" / "yum")
        (paquet / "affichage.py").write_text(cours, encoding="utf-8")
        (paquet / "regles.py").write_text(f"VALEUR = {numero}\n", encoding="utf-8")
    change = classe / f"Dan_3{MOODLE}" / "yum" / "affichage.py"
    change.write_text(cours.replace("return x + 7", "return x + 7 + 0"), encoding="utf-8")
    remises = trouver_les_remises(classe, tmp_path / "travail" / "remises")
    preparee = preparer_la_classe(remises, tmp_path / "travail")
    assert all("affichage.py" in preparee.fournis[numero] for numero in range(4))


# --- --equipe prend ce que l'enseignant tape --------------------------------------

@pytest.fixture
def remises_nommees(tmp_path):
    """Trois remises nommées comme Moodle les nomme."""
    return [Remise(nom, tmp_path / f"{nom}{MOODLE}", f"Participant {nom.rpartition('_')[2]}")
            for nom in ("Bob Faute_1002", "Côté Émile_1004", "Bob Martin_1005")]


@pytest.mark.parametrize("tape", ["Bob Faute", "bob faute", "Faute Bob", "1002", "Participant 1002",
                                  f"Bob Faute_1002{MOODLE}"])
def test_equipe_prend_le_nom_montre_par_moodle_le_numero_ou_le_dossier(remises_nommees, tape):
    assert choisir_les_remises(remises_nommees, [tape]) == [0]


def test_equipe_prend_le_nom_sans_ses_accents(remises_nommees):
    assert choisir_les_remises(remises_nommees, ["cote emile"]) == [1]


def test_un_nom_ambigu_liste_les_equipes_qu_il_designe(remises_nommees):
    with pytest.raises(EquipeIntrouvable, match="« Bob » désigne plusieurs équipes : « Bob Faute »"
                                                 r" \(Participant 1002\), « Bob Martin »"):
        choisir_les_remises(remises_nommees, ["Bob"])


# --- De bout en bout ---------------------------------------------------------------

@pytest.mark.lent
def test_une_classe_aux_noms_ecrits_par_windows_se_corrige_et_se_reprend_sans_trace(tmp_path):
    classe = tmp_path / "classe"
    equipe = classe / os.fsdecode(f"Côté Émile_1003{MOODLE}".encode("cp1252"))
    (equipe / "TP1").mkdir(parents=True)
    (equipe / "TP1" / NOM_WINDOWS).write_bytes(b"notes")
    (equipe / "rapport.pdf").write_bytes(b"%PDF")
    lanceur = COPIES / "classe" / "des_corriger_factice.py"
    commande = [sys.executable, str(lanceur), "classe", str(classe), "--sortie", str(tmp_path / "notes")]
    premiere = subprocess.run(commande, capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    seconde = subprocess.run(commande, capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert "Traceback" not in premiere.stderr + seconde.stderr
    assert premiere.returncode == 1 and "Reprise : 1 équipe déjà corrigée, 0 à corriger." in seconde.stderr
    retour = (tmp_path / "notes" / "Côté Émile_1003" / "retour.md").read_text(encoding="utf-8")
    assert "elle contient 1 fichier TXT, 1 fichier PDF (résumé.txt, rapport.pdf)" in retour
    assert "## Le bac à sable" not in retour
