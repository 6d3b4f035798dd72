"""La classe d'un coup d'œil, regardée comme une personne la regarde : une vraie classe, un vrai navigateur.

Une petite classe (``classe_des_pages.py`` : Python juste et fautif, Java juste
et fautif, un Java qui ne se compile pas, une copie, une remise hors de Moodle)
est corrigée une fois par ``des-corriger classe`` et le vrai correcteur en
console. Le dossier des notes est copié ailleurs ; Chromium, sans fenêtre
(paquet ``chromium`` du système), ouvre la copie : l'image est dessinée, le
tableau se trie et se filtre, les liens mènent aux pages des équipes, la faute
de l'équipe fautive est à l'écran, surlignée, et aucune page ne demande rien
au réseau. Les captures d'écran restent dans le dossier du test (leur chemin
est affiché). Sans Chromium, les tests du navigateur sont sautés, avec la raison.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import csv
import json
import os
import shutil
import subprocess
import sys
import zipfile
from urllib.parse import unquote, urljoin

import pytest
from classe_des_pages import HORS_MOODLE, MOODLE, ecrire_la_classe
from navigateur import Navigateur, chromium
from partage import calculer_une_fois

# Chaque test part d'une classe corrigée par le vrai correcteur en console (une demi-minute).
pytestmark = pytest.mark.lent
# Le délai de la correction de la classe, en secondes.
DELAI_DE_LA_CORRECTION = 600
# L'équipe fautive dont la page est regardée.
FAUTIVE = "Dan Brelan_1004"


def corriger_la_classe(dossier):
    """Écrit et corrige la classe d'essai dans ``dossier`` ; retourne ce que la commande a dit (JSON)."""
    ecrire_la_classe(dossier / "remises")
    # Le vrai correcteur en console (« DES_CORRECTEUR_CONSOLE » vide), comme chez l'enseignant.
    environnement = {**os.environ, "DES_CORRECTEUR_CONSOLE": ""}
    resultat = subprocess.run([sys.executable, "-m", "yum.correction", "classe", str(dossier / "remises"),
                               "--sortie", str(dossier / "notes"), "--travaux", "2"], capture_output=True,
                              text=True, encoding="utf-8", timeout=DELAI_DE_LA_CORRECTION, env=environnement,
                              stdin=subprocess.DEVNULL)
    return {"code": resultat.returncode, "erreur": resultat.stderr}


@pytest.fixture(scope="module")
def classe(tmp_path_factory):
    """La classe d'essai corrigée, une seule fois même sous pytest-xdist ; retourne (bilan, notes).

    Le premier processus de test la corrige (sous un verrou) ; les autres relisent son bilan.
    """
    bilan, dossier = calculer_une_fois(tmp_path_factory, "classe-des-pages", corriger_la_classe)
    return bilan, dossier / "notes"


@pytest.fixture
def copie(classe, tmp_path):
    """Une copie du dossier des notes, ailleurs : les pages doivent s'ouvrir de n'importe où."""
    destination = tmp_path / "copie ailleurs" / "notes"
    shutil.copytree(classe[1], destination)
    return destination


@pytest.fixture(scope="module")
def navigateur(tmp_path_factory):
    """Un Chromium sans fenêtre, le même pour les tests du module (chacun ouvre sa page : un démarrage de
    Chromium coûte près d'une seconde de processeur) ; le test est sauté, avec la raison, s'il n'est pas
    installé."""
    executable = chromium()
    if executable is None:
        pytest.skip("Chromium n'est pas installé (Debian, Ubuntu : apt-get install chromium)")
    ouvert = Navigateur(executable, tmp_path_factory.mktemp("navigateur") / "profil")
    yield ouvert
    ouvert.fermer()


def capturer(navigateur, chemin, entiere=False):
    """Capture l'écran dans ``chemin`` et affiche son chemin (gardé avec la sortie du test)."""
    navigateur.capturer(chemin, entiere)
    print(f"Capture d'écran : {chemin}")


def test_la_correction_ecrit_classe_html_et_l_archive_des_retours(classe):
    bilan, notes = classe
    # Le Java qui ne se compile pas est non notable, pas illisible : la commande finit par 0.
    assert bilan["code"] == 0, bilan["erreur"]
    assert (notes / "classe.html").is_file() and (notes / FAUTIVE / "equipe.html").is_file()
    with open(notes / "notes.csv", encoding="utf-8-sig", newline="") as fichier:
        equipes = [ligne["equipe"] for ligne in csv.DictReader(fichier)]
    assert len(equipes) == 7
    with zipfile.ZipFile(notes / "retours-moodle.zip") as archive:
        noms = archive.namelist()
        lisezmoi = archive.read("LISEZMOI.txt").decode("utf-8")
    assert sorted(nom.partition("/")[0] for nom in noms if "/" in nom) == sorted(
        f"{equipe}{MOODLE}" for equipe in equipes if equipe != HORS_MOODLE)
    assert f"- {HORS_MOODLE}" in lisezmoi


def test_l_image_des_notes_et_celle_des_comportements_sont_dessinees(copie, navigateur, tmp_path):
    navigateur.ouvrir((copie / "classe.html").as_uri())
    tailles = navigateur.evaluer(
        "[...document.querySelectorAll('figure svg')].map(s => [s.getBoundingClientRect().width,"
        " s.getBoundingClientRect().height, s.querySelectorAll('path').length])")
    assert len(tailles) == 2
    for largeur, hauteur, traits in tailles:
        assert largeur > 300 and hauteur > 150 and traits > 10
    capturer(navigateur, tmp_path / "classe.png", entiere=True)
    assert all(adresse.startswith("file://") for adresse in navigateur.adresses_demandees())


def notes_montrees(navigateur):
    """Retourne les notes des équipes montrées dans le tableau, de haut en bas."""
    return navigateur.evaluer("[...document.querySelectorAll('#equipes tbody tr')].filter(l => !l.hidden)"
                              ".map(l => parseFloat(l.cells[2].dataset.valeur))")


def test_le_tableau_se_trie_par_note_et_se_filtre_aux_equipes_a_regarder(copie, navigateur):
    navigateur.ouvrir((copie / "classe.html").as_uri())
    cliquer_sur_la_note = "document.querySelectorAll('#equipes thead button')[2].click()"
    navigateur.evaluer(cliquer_sur_la_note)
    croissantes = notes_montrees(navigateur)
    assert croissantes == sorted(croissantes) and len(croissantes) == 7
    navigateur.evaluer(cliquer_sur_la_note)
    assert notes_montrees(navigateur) == sorted(croissantes, reverse=True)
    assert navigateur.evaluer("document.querySelectorAll('#equipes thead th')[2].getAttribute('aria-sort')"
                              ) == "descending"
    navigateur.evaluer("document.getElementById('seulement-a-regarder').click()")
    a_regarder = navigateur.evaluer("document.querySelectorAll('#equipes tr[data-a-regarder=oui]').length")
    assert 0 < len(notes_montrees(navigateur)) == a_regarder < 7


def test_chaque_equipe_du_tableau_mene_a_sa_page(copie, navigateur):
    adresse = (copie / "classe.html").as_uri()
    navigateur.ouvrir(adresse)
    liens = navigateur.evaluer("[...document.querySelectorAll('#equipes tbody th a')]"
                               ".map(a => [a.getAttribute('href'), a.textContent])")
    assert len(liens) == 7
    for lien, nom in liens:
        assert (copie / unquote(lien)).is_file(), lien
    navigateur.ouvrir(urljoin(adresse, liens[-1][0]))
    assert navigateur.evaluer("document.querySelector('h1').textContent") == liens[-1][1]


def test_la_faute_de_l_equipe_fautive_est_a_l_ecran_surlignee(copie, navigateur, tmp_path):
    # De la page de la classe, le comportement le plus échoué mène à la faute de l'équipe.
    adresse = (copie / "classe.html").as_uri()
    navigateur.ouvrir(adresse)
    lien = navigateur.evaluer(f"[...document.querySelectorAll('#comportement-1 a')].map(a =>"
                              f" a.getAttribute('href')).find(h =>"
                              f" decodeURIComponent(h).includes({json.dumps(FAUTIVE)}))")
    assert lien is not None and "#test-" in lien
    navigateur.ouvrir(urljoin(adresse, lien))
    navigateur.attendre("document.querySelector(':target') !== null")
    cadre = navigateur.evaluer("(() => { const m = document.querySelector(':target mark');"
                               " const r = m.getBoundingClientRect();"
                               " return [r.top, r.bottom, innerHeight, m.textContent,"
                               " getComputedStyle(m).backgroundColor]; })()")
    haut, bas, hauteur, texte, fond = cadre
    assert 0 <= haut < bas <= hauteur, cadre
    assert "Brelan" in texte and fond not in ("rgba(0, 0, 0, 0)", "transparent")
    capturer(navigateur, tmp_path / "equipe-fautive.png")
    assert all(adresse.startswith("file://") for adresse in navigateur.adresses_demandees())
