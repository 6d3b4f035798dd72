"""La classe en données, puis en pages : la fiche à part des tests et du cours, la progression, le rang.

Chaque test part de données écrites dans ``tmp_path`` et vérifie une page ou
une ligne : la fiche de qualité nomme à part les fichiers de tests (JUnit,
pytest) et prévient, seule, quand des fichiers portent le nom de ceux du
cours ; la progression écrit des lignes simples dans un tube, aux virgules
décimales ; la similarité range une grosse copie avant deux petits ``main``
pareils.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import io
import shutil
from pathlib import Path

from yum.correction.classe.commande import sans_les_chemins_de_la_correction
from yum.correction.classe.progression import Progression
from yum.correction.commande import main as corriger
from yum.correction.qualite.fiche import fiche_de_qualite, fichiers_de_tests
from yum.correction.similarite.commande import analyser_la_classe
from yum.correction.sorties import SORTIE_DONNEES_INVALIDES

# Les copies d'équipe du projet.
COPIES = Path(__file__).resolve().parent / "copies"
# Un petit programme principal, le même chez deux équipes (six lignes, une poignée d'empreintes).
PETIT_MAIN = ("def main():\n    total = lire()\n    if total > 3:\n        print(total)\n"
              "    while total < 10:\n        total = total + lire()\n    return total\n")


def test_la_fiche_met_les_tests_junit_et_pytest_a_part(tmp_path):
    shutil.copytree(COPIES / "tp1_yum", tmp_path / "yum", ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "yum" / "test_regles.py").write_text("import pytest\n\ndef test_x():\n    assert 1 == 1\n",
                                                     encoding="utf-8")
    (tmp_path / "yum" / "ReglesTest.java").write_text(
        "import org.junit.jupiter.api.Test;\nclass ReglesTest { @Test void t() { int x = 42; } }\n",
        encoding="utf-8")
    assert fichiers_de_tests(tmp_path / "yum") == ["ReglesTest.java", "test_regles.py"]
    constats = fiche_de_qualite(tmp_path / "yum")
    assert not [constat for constat in constats if constat.fichier in ("test_regles.py", "ReglesTest.java")]


def test_la_fiche_seule_previent_des_fichiers_qui_portent_le_nom_de_ceux_du_cours(tmp_path, capsys):
    shutil.copytree(COPIES / "tp1_yum", tmp_path / "yum", ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "yum" / "affichage.py").write_text("def afficher(x):\n    print(x)\n", encoding="utf-8")
    assert corriger(["qualite", str(tmp_path / "yum")]) == 0
    sorties = capsys.readouterr()
    assert "**Attention :** `affichage.py` porte le nom d'un fichier que le cours donne" in sorties.out
    assert "constat(s)" not in sorties.out


def test_la_progression_dans_un_tube_ecrit_des_lignes_simples_aux_virgules_decimales():
    flux = io.StringIO()
    progression = Progression(flux)
    progression.annoncer(8, 3)
    progression.afficher("Bob Faute_1002", 37.96, 0.34)
    progression.fermer()
    assert flux.getvalue() == "8 remises trouvées, 3 à corriger.\n[1/3] Bob Faute_1002 : 37,96/40 (0,3 s)\n"


def test_un_nom_d_equipe_n_envoie_aucune_sequence_au_terminal_de_qui_corrige():
    # Tour 65 : un titre de fenêtre, le presse-papiers (OSC 52) et « effacer l'écran » dans un nom.
    flux = io.StringIO()
    progression = Progression(flux)
    progression.annoncer(1, 1)
    progression.afficher("Eve\x1b]0;titre\x07\x1b]52;c;ZWNobyBwd24=\x07\x1b[2J_1003", 1.0, 0.1)
    progression.fermer()
    assert "\x1b" not in flux.getvalue() and "\x07" not in flux.getvalue()
    assert "Eve\\x1b]0;titre\\x07" in flux.getvalue()


def test_le_journal_et_le_retour_ecrits_ne_rejouent_pas_les_sequences_du_programme(tmp_path):
    from yum.correction.lecture.noms import sans_controles

    journal = "Tour 1\n\x1b]52;c;ZWNobyBwd24=\x07\x1b[2JDes :\t3 5\n"
    assert sans_controles(journal) == "Tour 1\n\\x1b]52;c;ZWNobyBwd24=\\x07\\x1b[2JDes :\t3 5\n"


def test_la_reprise_dit_combien_d_equipes_sont_deja_corrigees():
    flux = io.StringIO()
    Progression(flux).annoncer(13, 0, deja=13)
    assert flux.getvalue() == "Reprise : 13 équipes déjà corrigées, 0 à corriger.\n"


def test_deux_petits_main_pareils_passent_apres_la_copie_presque_entiere_d_un_paquet(tmp_path):
    paquet = {nom: (COPIES / "tp1_yum" / nom).read_text(encoding="utf-8")
              for nom in ("regles.py", "des.py", "saisie.py")}
    presque = {**paquet, "des.py": paquet["des.py"] + "\n\ndef ajout():\n    return [1, 2, 3]\n"}
    classe = {"petit-a": {"main.py": PETIT_MAIN}, "petit-b": {"main.py": PETIT_MAIN},
              "copie-a": paquet, "copie-b": presque}
    paires, _ = analyser_la_classe(classe, tmp_path)
    assert {paires[0].equipe_a, paires[0].equipe_b} == {"copie-a", "copie-b"}
    petits = next(paire for paire in paires if {paire.equipe_a, paire.equipe_b} == {"petit-a", "petit-b"})
    assert petits.part_a == 1.0 and petits.score < paires[0].score


def test_paquet_sur_un_dossier_qui_n_est_pas_un_paquet_le_dit_et_nomme_le_sien(tmp_path, capsys):
    shutil.copytree(COPIES / "tp1_yum", tmp_path / "TP1" / "yum",
                    ignore=shutil.ignore_patterns("__pycache__"))
    assert corriger(["paquet", str(tmp_path)]) == SORTIE_DONNEES_INVALIDES
    erreur = capsys.readouterr().err
    assert "n'est pas un paquet Python" in erreur and "semble être « TP1/yum »" in erreur


def test_un_resultat_ne_cite_jamais_le_dossier_de_travail_meme_coupe_par_son_debut():
    copie = Path("/tmp/des-classe-abc/equipe-0/remise")
    resultat = {"verdicts": [{"extrait": 'File "/tmp/des-classe-abc/equipe-0/remise/TP1/yum/des.py", line 3\n'
                                         'ss-abc/equipe-0/remise/TP1/yum/des.py", line 5'}],
                "commande": "java -cp /tmp/des-classe-abc/equipe-0/classes Yum"}
    propre = sans_les_chemins_de_la_correction(resultat, [copie, copie.parent])
    assert propre == {"verdicts": [{"extrait": 'File "TP1/yum/des.py", line 3\nTP1/yum/des.py", line 5'}],
                      "commande": "java -cp classes Yum"}
