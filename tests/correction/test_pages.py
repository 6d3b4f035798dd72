"""Les pages de la classe (classe.html, une page par équipe) et l'archive des retours pour Moodle.

Les pages sont écrites ici à partir de données faites à la main (une ClasseVue),
sans corriger de classe : chaque test vérifie ce qu'une personne, ou Moodle,
trouve dans les fichiers. Le test qui corrige une vraie classe et ouvre les
pages dans Chromium est dans ``test_pages_navigateur.py``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import html.parser
import shutil
import zipfile
from pathlib import Path
from types import SimpleNamespace
from urllib.parse import unquote

import pytest

from yum.correction.bareme import lire_bareme, noter
from yum.correction.classe.commande import similarite_de_la_classe
from yum.correction.classe.fiche import qualite_de_la_remise
from yum.correction.classe.pages import EquipeCorrigee, ecrire_les_pages_de_la_classe
from yum.correction.lecture.preparation import preparer_la_classe
from yum.correction.lecture.remises import Remise
from yum.correction.pages.depuis_la_classe import classe_vue, comportements_vus, lignes_autour, nom_moodle
from yum.correction.pages.donnees import (
    ClasseVue,
    ConstatVu,
    EquipeVue,
    LigneDeCode,
    PartieEnregistree,
    VerdictVu,
)
from yum.correction.pages.ecriture import PAGE_DE_LA_CLASSE, ecrire_les_pages
from yum.correction.pages.moodle import ARCHIVE, LISEZMOI, RETOUR, ecrire_l_archive
from yum.correction.pages.surlignage import situer_la_faute
from yum.correction.verdicts import A_VERIFIER, ECHOUE, NON_NOTABLE, REUSSI

# Les copies d'équipe du projet.
COPIES = Path(__file__).resolve().parent / "copies"
# Le suffixe des dossiers de Moodle.
MOODLE = "_assignsubmission_file_"
# Un nom d'équipe qui essaie de glisser du HTML dans la page.
NOM_HOSTILE = "Zoé <script>alert(1)</script>"
# La fin d'une partie où le Brelan est mal compté : le moment de la faute est la ligne du Brelan.
PARTIE_FAUTIVE = ("Lancer 3 de 3\n 5 5 5 1 4\n     Choix possibles\n|Brelan       |   15    |\n"
                  "|Surplus      |   20    |\n(1,6) ou 10 = Brelan , 11 = carre\n"
                  "Entrer le numero de la case : ")


def verdict(test, verdict_, extrait="", attendu="", obtenu="", points=1.0, partie=True):
    """Retourne un VerdictVu, son extrait coupé au moment de la faute."""
    return VerdictVu(test, test.replace("_", " "), "§5.2", verdict_, points, attendu, obtenu,
                     situer_la_faute(extrait, attendu, obtenu, partie=partie))


def equipe(nom, dossier, total, verdicts, dossier_moodle="", points_a_verifier=0.0):
    """Retourne une EquipeVue faite à la main."""
    comptes = {mot: sum(1 for vu in verdicts if vu.verdict == mot)
               for mot in (REUSSI, ECHOUE, A_VERIFIER, NON_NOTABLE)}
    return EquipeVue(nom=nom, dossier=dossier, dossier_moodle=dossier_moodle, participant="",
                     langage="Java", total=total, points_par_partie={"Console": total},
                     points_a_verifier=points_a_verifier, comptes=comptes, verdicts=verdicts,
                     retour=f"# Correction de l'exécution — {nom}\n")


def classe_a_la_main():
    """Retourne une ClasseVue de quatre équipes : juste, fautive, à vérifier au nom hostile, non notable."""
    fautif = verdict("test_brelan", ECHOUE, PARTIE_FAUTIVE, "la case Brelan (10) vaut 20", "elle propose 15")
    equipes = [
        equipe("Ana Juste", "Ana Juste", 40.0, [verdict("test_brelan", REUSSI)],
               f"Ana Juste_1001{MOODLE}"),
        equipe("Béa Fautive", "Béa Fautive", 38.0, [fautif], f"Béa Fautive_1002{MOODLE}"),
        equipe(NOM_HOSTILE, "Zoé _script_", 20.0,
               [verdict("test_brelan", A_VERIFIER, "Quoi ? ", obtenu="une question inconnue")],
               points_a_verifier=2.0),
        equipe("Éric Cassé", "Éric Cassé", 0.0,
               [verdict("test_brelan", NON_NOTABLE, obtenu="javac : erreur")], f"Éric Cassé_1005{MOODLE}"),
    ]
    return ClasseVue(equipes, comportements_vus(equipes), ["Console"], 40)


@pytest.fixture
def pages(tmp_path):
    """Le dossier des notes où les pages de la classe à la main sont écrites."""
    classe = classe_a_la_main()
    ecrire_les_pages(tmp_path, classe)
    return tmp_path


class Liens(html.parser.HTMLParser):
    """Les liens (href) et les sources (src) d'une page HTML."""

    def __init__(self):
        """Prépare les listes vides."""
        super().__init__()
        self.liens, self.sources = [], []

    def handle_starttag(self, balise, attributs):
        """Garde le href et le src de chaque balise."""
        for nom, valeur in attributs:
            if nom in ("href", "xlink:href"):
                self.liens.append(valeur)
            elif nom == "src":
                self.sources.append(valeur)


def liens_de(page):
    """Retourne les Liens de la page ``page``."""
    lecteur = Liens()
    lecteur.feed(page.read_text(encoding="utf-8"))
    return lecteur


def test_la_page_de_la_classe_est_en_francais_et_ne_va_chercher_rien_ailleurs(pages):
    texte = (pages / PAGE_DE_LA_CLASSE).read_text(encoding="utf-8")
    assert '<html lang="fr">' in texte and '<meta charset="utf-8">' in texte
    for page in [pages / PAGE_DE_LA_CLASSE, *pages.glob("*/equipe.html")]:
        lecteur = liens_de(page)
        assert lecteur.sources == [], page
        assert not [lien for lien in lecteur.liens if "://" in lien or lien.startswith("//")], page
        assert "@import" not in page.read_text(encoding="utf-8")


def test_chaque_lien_vers_une_equipe_mene_a_sa_page(pages):
    vers_les_equipes = [lien for lien in liens_de(pages / PAGE_DE_LA_CLASSE).liens if "equipe.html" in lien]
    assert vers_les_equipes
    for lien in vers_les_equipes:
        assert (pages / unquote(lien.partition("#")[0])).is_file(), lien
    for page in pages.glob("*/equipe.html"):
        assert "../classe.html" in liens_de(page).liens


def test_le_tableau_a_des_en_tetes_de_colonne_et_de_ligne(pages):
    texte = (pages / PAGE_DE_LA_CLASSE).read_text(encoding="utf-8")
    assert texte.count('<th scope="col">') + texte.count('<th scope="col" class="nombre">') == 7
    assert texte.count('<th scope="row">') >= 4


def test_un_nom_d_equipe_qui_contient_du_html_est_echappe(pages):
    for page in [pages / PAGE_DE_LA_CLASSE, pages / "Zoé _script_" / "equipe.html"]:
        texte = page.read_text(encoding="utf-8")
        assert "<script>alert" not in texte and "&lt;script&gt;alert(1)&lt;/script&gt;" in texte


def test_les_images_sont_des_svg_dans_la_page_et_les_barres_menent_aux_equipes(pages):
    texte = (pages / PAGE_DE_LA_CLASSE).read_text(encoding="utf-8")
    assert texte.count("<svg") == 2 and "<?xml" not in texte
    # La barre du comportement échoué mène à la liste de ses équipes, qui mène au verdict de chacune.
    assert 'xlink:href="#comportement-1"' in texte
    assert 'id="comportement-1"' in texte
    assert 'href="B%C3%A9a%20Fautive/equipe.html#test-test_brelan"' in texte


def test_une_equipe_non_notable_est_hors_de_l_histogramme_et_comptee_a_part(pages):
    texte = (pages / PAGE_DE_LA_CLASSE).read_text(encoding="utf-8")
    assert "1 équipe non notable" in texte
    assert '<th scope="row">équipes notées</th><td class="nombre">3</td>' in texte


def test_le_moment_de_la_faute_est_surligne_dans_la_page_de_l_equipe(pages):
    texte = (pages / "Béa Fautive" / "equipe.html").read_text(encoding="utf-8")
    assert '<mark id="moment-test_brelan">|Brelan       |   15    |</mark>' in texte
    assert "la dernière ligne qui montre la case Brelan" in texte


def page_de(equipe_vue, tmp_path):
    """Retourne le HTML de la page de l'équipe ``equipe_vue``, seule dans sa classe."""
    ecrire_les_pages(tmp_path, ClasseVue([equipe_vue], comportements_vus([equipe_vue]), ["Console"], 40))
    return (tmp_path / equipe_vue.dossier / "equipe.html").read_text(encoding="utf-8")


def test_une_partie_enregistree_montre_ses_etapes_et_le_moment_de_la_faute(tmp_path):
    # La forme que le correcteur en console donnera à ses parties (issue 36) : la page la montre déjà.
    vue = equipe("Béa", "Béa", 38.0, [verdict("test_brelan", ECHOUE)])
    vue.parties_enregistrees = [PartieEnregistree("Le brelan", (
        {"des": "5 5 5 1 4", "grille": "Brelan 15"}, {"question": "Case ?", "reponse": "10"}), faute=0)]
    texte = page_de(vue, tmp_path)
    assert "<h3>Le brelan</h3>" in texte and "ne garde pas encore ses parties" not in texte
    assert '<li class="visee"><mark>Le moment de la faute</mark>' in texte and "Brelan 15" in texte


def test_un_critere_aux_nombreux_constats_est_replie_et_un_autre_deplie(tmp_path):
    vue = equipe("Ana", "Ana", 40.0, [])
    code = (LigneDeCode(3, "x = 1", visee=True),)
    vue.constats = ([ConstatVu("8.2", "Noms", f"a.py:{ligne}", "un nom d'une lettre", "probable", code)
                     for ligne in range(5)]
                    + [ConstatVu("8.7", "Constantes", "a.py:3", "2", "probable", code)])
    texte = page_de(vue, tmp_path)
    assert '<details class="critere">\n<summary><strong>8.2. Noms</strong> — 5 constats' in texte
    assert '<details class="critere" open>\n<summary><strong>8.7. Constantes</strong> — 1 constat<' in texte
    assert texte.count('<span class="visee"><span class="numero">3</span>x = 1</span>') == 6


def test_les_equipes_a_regarder_sont_marquees_pour_le_filtre(pages):
    texte = (pages / PAGE_DE_LA_CLASSE).read_text(encoding="utf-8")
    assert texte.count('data-a-regarder="oui"') == 2 and texte.count('data-a-regarder="non"') == 2


def test_la_meme_classe_donne_les_memes_pages_et_la_meme_archive_octet_pour_octet(tmp_path):
    octets = []
    for fois in ("un", "deux"):
        dossier = tmp_path / fois
        dossier.mkdir()
        classe = classe_a_la_main()
        ecrire_les_pages(dossier, classe)
        ecrire_l_archive(dossier / ARCHIVE, classe.equipes)
        octets.append({str(fichier.relative_to(dossier)): fichier.read_bytes()
                       for fichier in dossier.rglob("*") if fichier.is_file()})
    assert octets[0] == octets[1]


def participant_selon_moodle(chemin):
    """Retourne le numéro de participant que Moodle lit dans un chemin de l'archive, ou None.

    Comme Moodle (assignfeedback_file, importziplib) : chaque partie du chemin est coupée
    aux « _ » en cinq au plus ; la première qui en a au moins quatre, la deuxième étant un
    nombre, nomme le participant. Un fichier caché (« . », « ~ ») est ignoré.
    """
    parties = chemin.split("/")
    if parties[-1].startswith((".", "~")):
        return None
    for partie in parties:
        morceaux = partie.split("_", 4)
        if len(morceaux) >= 4 and morceaux[1].isdigit():
            return int(morceaux[1])
    return None


def test_l_archive_moodle_donne_a_chaque_participant_son_retour(tmp_path):
    classe = classe_a_la_main()
    ecrire_l_archive(tmp_path / ARCHIVE, classe.equipes)
    with zipfile.ZipFile(tmp_path / ARCHIVE) as archive:
        recus = {participant_selon_moodle(nom): archive.read(nom).decode("utf-8")
                 for nom in archive.namelist()}
    assert recus.keys() == {None, 1001, 1002, 1005}
    assert recus[1002] == "# Correction de l'exécution — Béa Fautive\n"
    assert f"Béa Fautive_1002{MOODLE}/{RETOUR}" in zipfile.ZipFile(tmp_path / ARCHIVE).namelist()


def test_une_remise_hors_de_moodle_est_nommee_dans_le_lisezmoi_de_l_archive(tmp_path):
    absentes = ecrire_l_archive(tmp_path / ARCHIVE, classe_a_la_main().equipes)
    lisezmoi = zipfile.ZipFile(tmp_path / ARCHIVE).read(LISEZMOI).decode("utf-8")
    assert absentes == [NOM_HOSTILE] and f"- {NOM_HOSTILE}\n" in lisezmoi
    assert "Téléverser plusieurs fichiers de feedback dans un fichier zip" in lisezmoi


def test_le_nom_de_moodle_d_une_remise_vient_du_telechargement():
    assert nom_moodle(Path(f"Ana Juste_1001{MOODLE}")) == f"Ana Juste_1001{MOODLE}"
    # Moodle coupe aux « _ » et lit le numéro au deuxième morceau : les « _ » du nom affiché deviennent des
    # espaces, et il lit celui qu'il a écrit lui-même (tour 65 : un nom affiché qui porte « _1001_assign… »
    # donnait à une équipe le retour d'une autre).
    assert nom_moodle(Path(f"Ana_Juste_1001{MOODLE}")) == f"Ana Juste_1001{MOODLE}"
    usurpateur = nom_moodle(Path(f"Eve_1001{MOODLE} X_1010{MOODLE}"))
    assert participant_selon_moodle(f"{usurpateur}/{RETOUR}") == 1010
    assert nom_moodle(Path("Ana Juste")) == ""


def test_un_extrait_de_l_api_n_est_pas_surligne():
    vu = situer_la_faute("1-1-1-1-1 : vaut 5 ; attendu « 0 »\n", obtenu="vaut « 0 »", partie=False)
    assert (vu.avant, vu.marque) == ("1-1-1-1-1 : vaut 5 ; attendu « 0 »\n", "")


def test_une_reponse_courte_citee_n_est_cherchee_qu_au_bout_d_une_ligne():
    extrait = "Entrez les dés : 0\n(1 à 6) ou 10 = Brelan\nEntrez la case : "
    vu = situer_la_faute(extrait, obtenu="« 0 » relance encore")
    assert vu.marque == "Entrez les dés : 0"


def test_la_ligne_de_la_case_est_celle_de_la_grille_meme_si_le_rappel_des_numeros_cite_le_nombre():
    # Le programme propose 12 au Brelan ; le rappel des numéros, plus bas, contient « 12 = main pleine ».
    extrait = "|Brelan       |   12    |\n(1,6) ou 10 = Brelan , 11 = carre , 12 = main pleine\nCase : "
    vu = situer_la_faute(extrait, "la case Brelan (10) vaut 20", "elle propose 12")
    assert vu.marque == "|Brelan       |   12    |"


# Un passage du journal du correcteur en console (issue 36), comme le verdict le cite : l'en-tête, écrit
# par le correcteur, reprend la situation que l'attendu cite entre « ».
PASSAGE_DU_JOURNAL = ("--- processus 1.1, partie 1, tour 2, lancer 1 selon le correcteur (le programme"
                      " affiche « tour 2, lancer 1 ») : Brelan (10) pour 4 2 2 2 1 ---\n"
                      "Lancer 1 de 3\n     Choix possibles\n|     2       |    6    |\n"
                      "|Brelan       |    6    |\n(1,6) ou 10 = Brelan , 11 = carre\n"
                      "Entrer les des a changer : \n>>> le correcteur tape « 0 » (dés)\n")


def test_l_en_tete_d_un_passage_du_journal_n_est_jamais_le_moment_de_la_faute():
    vu = situer_la_faute(PASSAGE_DU_JOURNAL,
                         "pour les dés 4 2 2 2 1 (processus 1.1, tour 2, lancer 1 selon le correcteur (le"
                         " programme affiche « tour 2, lancer 1 »)), la case Brelan (10) vaut 11",
                         "la grille des choix possibles du programme : elle propose 6")
    assert vu.marque == "|Brelan       |    6    |"


def test_la_reponse_tapee_par_le_correcteur_est_le_moment_quand_le_verdict_la_cite():
    # L'écran qui suit la réponse est dans le passage : la réponse n'est pas la dernière ligne.
    vu = situer_la_faute(PASSAGE_DU_JOURNAL + "Lancer 2 de 3\n", obtenu="« 0 » ne garde pas les dés")
    assert vu.marque == ">>> le correcteur tape « 0 » (dés)"


def test_sans_citation_ni_case_la_derniere_ligne_ecrite_est_le_moment():
    vu = situer_la_faute("Lancer 4 de 3\n\n", obtenu="un quatrième lancer")
    assert vu.marque == "Lancer 4 de 3" and "s'arrête dès qu'il voit la faute" in vu.raison


def test_le_debut_d_un_long_extrait_est_mis_a_part():
    lignes = [f"ligne {numero}\n" for numero in range(100)]
    vu = situer_la_faute("".join(lignes), obtenu="« ligne 90 »")
    assert vu.marque == "ligne 90" and vu.debut.startswith("ligne 0\n") and vu.avant.startswith("ligne 70\n")


def test_les_lignes_autour_d_un_constat_s_arretent_au_debut_et_a_la_fin_du_fichier():
    assert [ligne.numero for ligne in lignes_autour("a\nb\nc", 1)] == [1, 2, 3]
    assert [ligne.numero for ligne in lignes_autour("a\nb\nc", 3, autour=1)] == [2, 3]


def classe_preparee(tmp_path, noms, changer=None):
    """Retourne (la ClassePreparee, ses dossiers de notes) d'une classe où chaque équipe de ``noms`` remet
    le paquet de l'énoncé dans un dossier de Moodle ; ``changer(remises)`` les modifie d'abord."""
    remises = []
    for nom in noms:
        dossier = tmp_path / "remises" / f"{nom}_100{len(remises)}{MOODLE}"
        shutil.copytree(COPIES / "tp1_yum", dossier / "yum", ignore=shutil.ignore_patterns("__pycache__"))
        remises.append(Remise(nom, dossier))
    if changer is not None:
        changer(remises)
    return preparer_la_classe(remises, tmp_path / "travail"), [remise.equipe for remise in remises]


def equipes_corrigees(classe, dossiers, verdicts_par_equipe):
    """Retourne les EquipeCorrigee de la ``classe`` préparée, comme la correction les complète
    (``classe/commande.py`` : la fiche de qualité en données), aux ``verdicts_par_equipe`` donnés."""
    bareme = lire_bareme()
    equipes = []
    for numero, (remise, verdicts) in enumerate(zip(classe.remises, verdicts_par_equipe)):
        resultat = {"equipe": remise.equipe, "participant": "", "langage": "Python", "paquet": "yum",
                    "verdicts": verdicts, "cas": {}, "qualite": qualite_de_la_remise(classe, numero),
                    "fournis": sorted(classe.fournis.get(numero, ()))}
        equipes.append(EquipeCorrigee(dossiers[numero], resultat, noter(bareme, [], {}), numero))
    return equipes


def test_les_pages_d_une_correction_citent_le_code_des_constats_et_des_paires(tmp_path):
    # Deux équipes remettent le même paquet : la fiche de qualité de chacune cite ses lignes, et la
    # paire des deux est la plus proche de chacune, ses fragments côte à côte.
    def autre_regles(remises):
        (remises[2].origine / "yum" / "regles.py").write_text('"""Autre chose."""\n', encoding="utf-8")

    classe, dossiers = classe_preparee(tmp_path, ("Ana", "Béa", "Carl"), autre_regles)
    similarite = similarite_de_la_classe(classe, SimpleNamespace(dossiers=dossiers), None)
    vue = classe_vue(lire_bareme(), equipes_corrigees(classe, dossiers, [[], [], []]), 0, similarite, classe)
    ana = vue.equipes[0]
    assert [paire.autre for paire in ana.paires][:1] == ["Béa"]
    assert ana.paires[0].fragments and ana.paires[0].fragments[0].code_a == ana.paires[0].fragments[0].code_b
    situes = [constat for constat in ana.constats if constat.code]
    assert situes and all(any(ligne.visee for ligne in constat.code) for constat in situes)
    assert ana.dossier_moodle == f"Ana_1000{MOODLE}"


def test_les_pages_ne_relisent_pas_les_remises_le_code_vient_de_la_classe_preparee(tmp_path):
    # Les remises effacées après la préparation : le code cité est celui que la préparation a lu.
    classe, dossiers = classe_preparee(tmp_path, ("Ana",))
    equipes = equipes_corrigees(classe, dossiers, [[]])
    shutil.rmtree(tmp_path / "remises")
    shutil.rmtree(tmp_path / "travail")
    ana = classe_vue(lire_bareme(), equipes, 0, None, classe).equipes[0]
    assert any(constat.code for constat in ana.constats)


def test_un_verdict_aux_champs_inconnus_donne_quand_meme_sa_page(tmp_path):
    # Un correcteur plus récent peut ajouter des champs aux verdicts (les parties jouées, issue 36).
    classe, dossiers = classe_preparee(tmp_path, ("Ana",))
    verdict_ = {"test": "test_x", "titre": "X", "section": "§3", "verdict": ECHOUE, "obtenu": "« 0 »",
                "extrait": "Case : 0\n", "parties": [{"etapes": []}]}
    vue = classe_vue(lire_bareme(), equipes_corrigees(classe, dossiers, [[verdict_]]), 0, None, classe)
    assert vue.equipes[0].verdicts[0].extrait.marque == "Case : 0"


def test_la_correction_ecrit_classe_html_et_l_archive_avec_ses_autres_pages(tmp_path):
    classe, dossiers = classe_preparee(tmp_path, ("Ana",))
    verdicts = [{"test": "test_brelan", "titre": "Brelan", "section": "§5.2", "verdict": REUSSI}]
    (tmp_path / "notes").mkdir()
    ecrire_les_pages_de_la_classe(tmp_path / "notes", lire_bareme(),
                                  equipes_corrigees(classe, dossiers, [verdicts]), 0, None, classe)
    assert (tmp_path / "notes" / PAGE_DE_LA_CLASSE).is_file()
    assert (tmp_path / "notes" / "Ana" / "equipe.html").is_file()
    noms = zipfile.ZipFile(tmp_path / "notes" / ARCHIVE).namelist()
    assert f"Ana_1000{MOODLE}/{RETOUR}" in noms


def test_une_erreur_des_pages_html_est_dite_en_une_ligne_sans_arreter_la_correction(tmp_path, capsys):
    classe, dossiers = classe_preparee(tmp_path, ("Ana",))
    equipes = equipes_corrigees(classe, dossiers, [[]])
    # Un dossier à la place de l'archive : elle ne s'écrit pas, le carnet et classe.md sont là.
    (tmp_path / "notes" / ARCHIVE).mkdir(parents=True)
    ecrire_les_pages_de_la_classe(tmp_path / "notes", lire_bareme(), equipes, 0, None, classe)
    erreur = capsys.readouterr().err
    assert erreur.startswith("Pas de classe.html : ") and erreur.count("\n") == 1
    assert (tmp_path / "notes" / "notes.csv").is_file() and (tmp_path / "notes" / "classe.md").is_file()
