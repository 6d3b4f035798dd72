"""Une classe hostile corrigée d'un bout à l'autre : chaque attaque échoue, est nommée, et ne coûte rien
aux équipes honnêtes.

La classe (``classe_hostile.py``) tient des équipes honnêtes et une équipe par
attaque contre le bac à sable. On la corrige une fois, avec le vrai
correcteur en console et un secret dans l'environnement de l'enseignant, puis
chaque test vérifie une promesse : les notes honnêtes restent celles de la
copie juste, rien n'est écrit hors de la sortie, aucun secret ne paraît, aucun
processus ne reste, une équipe inactive coûte moins de 30 s, et chaque
tentative est nommée dans le retour de son équipe et dans ``classe.md``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import csv
import os
import re
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from classe_hostile import HONNETES, SECRET, cibles, ecrire_la_classe, liens_de_verrous
from processus import processus_nommes

from yum.correction import bac_a_sable

pytestmark = [
    pytest.mark.lent,
    pytest.mark.skipif(not bac_a_sable.bac_a_sable_ici()[0],
                       reason=f"pas de bac à sable ici ({bac_a_sable.bac_a_sable_ici()[1]})"),
]

# Le délai de toute la correction de la classe, en secondes.
DELAI_DE_LA_CLASSE = 900
# Ce qu'une équipe qui ne fait rien peut coûter au plus, en secondes.
COUT_D_UNE_EQUIPE_INACTIVE = 30
# Les équipes dont l'attaque ne touche qu'elles-mêmes ou rien : copies justes, elles gardent la note juste.
ATTAQUES_SANS_EFFET = ("Fred Faussaire_2102", "Léa Lien_2103", "Éva Espionne_2104", "Rémi Remplisseur_2105",
                       "Sam Socket_2106", "Kim Kill_2107", "Vic Verrou_2108", "Yan Lien_2113")
# Les équipes qui ne font rien (Python, Java).
INACTIVES = ("Ines Inactive_2110", "Jules Fige_2111")
# Une ligne de progression de la correction : « [3/14] Équipe : 40/40 (12,3 s) ».
MOTIF_DE_PROGRESSION = re.compile(
    r"^\[\d+/\d+\] (?P<equipe>.+) : (?P<note>[\d,]+)/40 \((?P<duree>[\d,]+) s\)$", re.MULTILINE)


@pytest.fixture(scope="module")
def classe(tmp_path_factory):
    """La classe hostile corrigée une fois : sa sortie, ses notes, la durée de chaque équipe, et ce qui
    reste sur la machine (processus, fichiers visés, connexions reçues)."""
    racine = tmp_path_factory.mktemp("hostile")
    marque = f"des-hostile-{os.getpid()}-{racine.name}"
    # Un dossier temporaire traversable par tous : les boîtes de la classe y naissent, et on y cherche
    # ensuite ce qui resterait.
    temporaires = Path(tempfile.mkdtemp(prefix="des-hostile-tmp-", dir="/tmp"))
    os.chmod(temporaires, 0o711)
    prises = Path(tempfile.mkdtemp(prefix="des-socket-", dir="/tmp"))
    os.chmod(prises, 0o755)
    chemin_de_la_socket = str(prises / "service.sock")
    with socket.socket(socket.AF_UNIX) as ecoute:
        ecoute.bind(chemin_de_la_socket)
        os.chmod(chemin_de_la_socket, 0o777)
        ecoute.listen()
        ecoute.setblocking(False)
        ecrire_la_classe(racine / "remises", marque, chemin_de_la_socket)
        resultat = subprocess.run(
            [sys.executable, "-m", "yum.correction", "classe", str(racine / "remises"),
             "--sortie", str(racine / "notes"), "--travaux", "2"],
            env={**os.environ, "MOODLE_TOKEN": SECRET, "TMPDIR": str(temporaires)}, capture_output=True,
            text=True, stdin=subprocess.DEVNULL, timeout=DELAI_DE_LA_CLASSE)
        try:
            ecoute.accept()
            connexions = 1
        except BlockingIOError:
            connexions = 0
    with open(racine / "notes" / "notes.csv", encoding="utf-8-sig", newline="") as fichier:
        notes = {ligne["equipe"]: ligne for ligne in csv.DictReader(fichier)}
    durees = {trouve["equipe"]: float(trouve["duree"].replace(",", "."))
              for trouve in MOTIF_DE_PROGRESSION.finditer(resultat.stderr)}
    bilan = {"resultat": resultat, "sortie": racine / "notes", "notes": notes, "durees": durees,
             "connexions": connexions,
             "visees": [cible for cible in cibles(marque) if os.path.lexists(cible)] + liens_de_verrous(),
             "restes": processus_nommes(str(temporaires)), "temporaires": sorted(os.listdir(temporaires))}
    yield bilan
    for dossier in (temporaires, prises):
        bac_a_sable.retirer(dossier)


def retour(classe, equipe):
    """Retourne le retour (retour.md) de l'équipe ``equipe``."""
    return (classe["sortie"] / equipe / "retour.md").read_text(encoding="utf-8")


def test_la_classe_hostile_se_corrige_sans_trace_d_erreur(classe):
    assert classe["resultat"].returncode in (0, 1), classe["resultat"].stderr
    assert "Traceback" not in classe["resultat"].stderr


def test_les_equipes_honnetes_gardent_la_note_de_la_copie_juste(classe):
    for equipe in HONNETES:
        assert classe["notes"][equipe]["total"] == "40", classe["notes"][equipe]


def test_une_attaque_bloquee_ne_change_pas_la_note_de_son_equipe(classe):
    notes = {equipe: classe["notes"][equipe]["total"] for equipe in ATTAQUES_SANS_EFFET}
    assert set(notes.values()) == {"40"}, notes


def test_le_paquet_qui_emprunte_la_reference_n_a_aucun_point(classe):
    assert classe["notes"]["Ugo Emprunteur_2109"]["total"] == "0"


def test_rien_n_est_ecrit_hors_de_la_sortie_et_rien_ne_reste(classe):
    assert classe["visees"] == []
    assert classe["temporaires"] == [], "la classe laisse des dossiers temporaires"
    assert classe["restes"] == [], "des processus de la classe vivent encore"


def test_le_carnet_n_est_pas_forge_et_aucune_socket_n_est_atteinte(classe):
    assert not any("forgé" in ligne["equipe"] for ligne in classe["notes"].values())
    assert "forgé" not in (classe["sortie"] / "notes.csv").read_text(encoding="utf-8-sig")
    assert classe["connexions"] == 0


def test_le_secret_de_l_enseignant_ne_parait_dans_aucun_fichier_de_la_sortie(classe):
    for fichier in classe["sortie"].rglob("*"):
        if fichier.is_file():
            assert SECRET not in fichier.read_text(encoding="utf-8", errors="replace"), fichier


def test_une_equipe_inactive_coute_moins_de_30_secondes(classe):
    for equipe in INACTIVES:
        assert classe["durees"][equipe] < COUT_D_UNE_EQUIPE_INACTIVE, classe["durees"]
        assert "avant même sa première question" in retour(classe, equipe)


@pytest.mark.parametrize("equipe, tentative", [
    ("Tom Tueur_2101", "signal 9 envoyé à tous les processus (kill -1)"),
    ("Fred Faussaire_2102", "exploration de /"),
    ("Éva Espionne_2104", "lecture de /etc/shadow"),
    ("Éva Espionne_2104", "lecture de /root/.bash_history"),
    ("Rémi Remplisseur_2105", "écriture de /var/tmp/"),
    ("Sam Socket_2106", "connexion à /tmp/des-socket-"),
    ("Kim Kill_2107", "signal 9 envoyé à tous les processus (kill -1)"),
    ("Vic Verrou_2108", "écriture de /run"),
    ("Ugo Emprunteur_2109", "recherche de modules dans "),
])
def test_chaque_attaque_est_nommee_dans_le_retour_de_son_equipe(classe, equipe, tentative):
    assert f"tentative bloquée : {tentative}" in retour(classe, equipe)


def test_chaque_lien_pose_est_nomme_dans_le_retour_de_son_equipe_et_dans_la_classe(classe):
    texte = retour(classe, "Léa Lien_2103")
    for lien in ("« cible » vers /etc", "« sortie.txt » vers /etc/", "« journal.txt » vers /root/.bashrc"):
        assert f"tentative bloquée : un lien {lien}" in texte, texte
    # Le lien est écarté dès la préparation de la remise, nommé par son chemin dans la remise.
    yan = retour(classe, "Yan Lien_2113")
    assert "tentative bloquée : un lien « TP1/yum/secret.py » vers /etc/shadow" in yan
    resume = (classe["sortie"] / "classe.md").read_text(encoding="utf-8")
    assert re.search(r"^- Léa Lien_2103 : \d+ tentatives$", resume, re.MULTILINE), resume


def test_un_lien_dans_le_dossier_de_la_classe_n_est_jamais_suivi(classe):
    assert "etc" not in classe["notes"], "le lien vers /etc a été suivi comme une remise"
    assert "Zoé Lien_2112" not in classe["notes"]
    assert ("« Zoé Lien_2112_assignsubmission_file_ » est un lien symbolique dans le dossier des remises :"
            " il n'est pas suivi.") in classe["resultat"].stderr


def test_le_journal_des_parties_est_garde_a_cote_du_retour(classe):
    # Pour répondre à une demande de révision : chaque partie jouée, écran par écran.
    for equipe in HONNETES:
        journal = (classe["sortie"] / equipe / "journal-console.txt").read_text(encoding="utf-8")
        assert "=== partie 1 ===" in journal
        assert "`journal-console.txt`" in retour(classe, equipe)
