"""La similarité d'une classe (des-corriger similarite) : une copie déguisée ressort loin devant les
équipes indépendantes ; le code du cours n'est jamais compté ; la page et le CSV disent leurs preuves."""

import csv
import shutil

import pytest
from classe_de_similarite import ecrire_la_classe, equipes_java, fournis_java

from yum.correction.bareme import lire_bareme
from yum.correction.classe import commande as classe_entiere
from yum.correction.commande import main as corriger
from yum.correction.lecture.jetons import jetons_java, jetons_python
from yum.correction.lecture.preparation import preparer_la_classe
from yum.correction.lecture.remises import trouver_les_remises
from yum.correction.similarite.commande import analyser_la_classe
from yum.correction.sorties import SORTIE_DONNEES_INVALIDES, SORTIE_DOSSIER_INTROUVABLE

# Le rang d'une copie déguisée est au moins ce multiple du rang de la paire indépendante la plus proche.
ECART_MINIMAL = 2.5


@pytest.fixture(scope="module")
def classe(tmp_path_factory):
    """Retourne (remises, fourni) de la classe écrite pour la similarité."""
    return ecrire_la_classe(tmp_path_factory.mktemp("classe"))


def lire_la_classe(remises):
    """Retourne {équipe : {nom : texte}} des remises écrites."""
    return {dossier.name: {f.name: f.read_text(encoding="utf-8") for f in dossier.iterdir()}
            for dossier in sorted(remises.iterdir())}


@pytest.fixture(scope="module", params=["avec --fourni", "sans --fourni"])
def resultat(request, classe, tmp_path_factory):
    """Retourne (paires, fournis, sortie) de la classe, avec et sans le dossier du cours."""
    remises, fourni = classe
    sortie = tmp_path_factory.mktemp("sortie")
    paires, fournis = analyser_la_classe(lire_la_classe(remises), sortie,
                                         fourni if request.param == "avec --fourni" else None)
    return paires, fournis, sortie


def rangs(paires, langage):
    """Retourne [(équipes, rang)] des paires du langage, de la plus semblable à la moins."""
    return [({p.equipe_a, p.equipe_b}, p.score) for p in paires
            if p.equipe_a.startswith(langage) and p.equipe_b.startswith(langage)]


@pytest.mark.parametrize("langage, copiee", [("java", "java-correct_verbeux"), ("python", "python-tp1_yum")])
def test_la_copie_deguisee_est_premiere_loin_devant_les_equipes_independantes(resultat, langage, copiee):
    paires, _, _ = resultat
    classees = rangs(paires, langage)
    assert classees[0][0] == {copiee, f"{langage}-deguisee"}
    assert classees[0][1] >= ECART_MINIMAL * classees[1][1]


def test_le_code_du_cours_n_est_jamais_un_fragment_commun(resultat):
    paires, fournis, _ = resultat
    for paire in paires:
        for fragment in paire.fragments:
            assert fragment.fichier_a not in ("ModAffichage.java", "Constantes.java", "affichage.py")
            assert fragment.fichier_b not in ("ModAffichage.java", "Constantes.java", "affichage.py")
    assert fournis["java-correct_anglais"] == {"ModAffichage.java", "Constantes.java"}
    assert fournis["python-propre"] == {"affichage.py"}


def test_deux_equipes_qui_ne_partagent_que_le_code_du_cours_ne_forment_aucune_paire(tmp_path):
    donnes = fournis_java()
    propres = equipes_java()
    classe = {"a": {**donnes, **propres["java-correct_anglais"]},
              "b": {**donnes, **propres["java-correct_nextint"]}}
    fourni = tmp_path / "fourni"
    fourni.mkdir()
    for nom, texte in donnes.items():
        (fourni / nom).write_text(texte, encoding="utf-8")
    sans_le_cours = {equipe: {nom: texte for nom, texte in fichiers.items() if nom not in donnes}
                     for equipe, fichiers in classe.items()}
    sans_cours, _ = analyser_la_classe(sans_le_cours, tmp_path / "s1")
    avec_cours, _ = analyser_la_classe(classe, tmp_path / "s2", fourni)
    assert [p.score for p in avec_cours] == [p.score for p in sans_cours]


def test_le_csv_donne_les_parts_la_plus_longue_suite_et_les_fichiers(resultat):
    _, _, sortie = resultat
    with (sortie / "similarite.csv").open(encoding="utf-8") as fichier:
        lignes = list(csv.DictReader(fichier))
    premiere = lignes[0]
    assert 0 < float(premiere["part_de_a_en_commun"]) <= 1
    assert ":" in premiere["plus_longue_suite_lignes_a"]
    assert "↔" in premiere["fichiers"]


def test_la_page_s_ouvre_hors_ligne_et_montre_les_fragments_cote_a_cote(resultat):
    _, _, sortie = resultat
    page = (sortie / "similarite.html").read_text(encoding="utf-8")
    assert 'src="http' not in page and 'href="http' not in page and "<script" not in page
    assert 'class="cote"' in page
    assert "accuse personne" in page


def test_la_meme_classe_donne_toujours_les_memes_paires(classe, tmp_path):
    remises, fourni = classe
    premiere, _ = analyser_la_classe(lire_la_classe(remises), tmp_path / "1", fourni)
    seconde, _ = analyser_la_classe(lire_la_classe(remises), tmp_path / "2", fourni)
    premier_csv, second_csv = (tmp_path / "1" / "similarite.csv"), (tmp_path / "2" / "similarite.csv")
    assert premier_csv.read_bytes() == second_csv.read_bytes()
    assert [p.score for p in premiere] == [p.score for p in seconde]


def test_les_noms_les_valeurs_et_les_commentaires_n_entrent_pas_dans_la_forme():
    premier = jetons_java("class A { /* un */ int x = 3; void f() { x++; } }")
    second = jetons_java("class B {\n  // deux\n  int total = 5;\n  void g() { total++; }\n}")
    assert [j.forme for j in premier] == [j.forme for j in second]
    python = [[j.forme for j in jetons_python(texte)] for texte in ("x = 3  # a\n", "total = 'b'\n")]
    assert python[0] == python[1]


def test_la_commande_ecrit_le_rapport(classe, tmp_path, capsys):
    remises, fourni = classe
    assert corriger(["similarite", str(remises), "--sortie", str(tmp_path), "--fourni", str(fourni)]) == 0
    assert (tmp_path / "similarite.html").is_file() and (tmp_path / "similarite.csv").is_file()


def test_un_dossier_de_remises_introuvable_est_dit_sans_trace(tmp_path, capsys):
    code = corriger(["similarite", str(tmp_path / "absent"), "--sortie", str(tmp_path / "s")])
    assert code == SORTIE_DOSSIER_INTROUVABLE
    assert "introuvable" in capsys.readouterr().err


def test_un_dossier_sans_remise_est_dit_sans_trace(tmp_path, capsys):
    (tmp_path / "vide").mkdir()
    code = corriger(["similarite", str(tmp_path / "vide"), "--sortie", str(tmp_path / "s")])
    assert code == SORTIE_DONNEES_INVALIDES
    assert "aucune remise lisible" in capsys.readouterr().err
    shutil.rmtree(tmp_path / "vide")


@pytest.fixture(scope="module")
def retours(classe, tmp_path_factory):
    """Retourne {équipe : {« retour.md » et « qualite.md » : texte}} de la classe, plus une équipe qui
    n'a remis aucun fichier du cours, chaque équipe avec un résultat sans verdict, comme la correction de
    la classe les écrit (sans --fourni : le code du cours est reconnu chez la plupart des équipes)."""
    dossier = tmp_path_factory.mktemp("retours")
    remises = dossier / "remises"
    shutil.copytree(classe[0], remises)
    sans_cours = remises / "java-sans-le-cours"
    sans_cours.mkdir()
    shutil.copy(remises / "java-correct_anglais" / "Rules.java", sans_cours)
    liste = trouver_les_remises(remises, dossier / "travail" / "remises")
    preparee = preparer_la_classe(liste, dossier / "travail")
    carnet = classe_entiere.Carnet(lire_bareme(), liste, dossier / "notes")
    for numero, remise in enumerate(liste):
        resultat = {"equipe": remise.equipe, "participant": "", "langage": "Java", "commande": "",
                    "paquet": "", "verdicts": []}
        carnet.garder(numero, classe_entiere.completer(resultat, preparee, numero))
    return {remise.equipe: {fichier: (dossier / "notes" / nom / fichier).read_text(encoding="utf-8")
                            for fichier in ("retour.md", "qualite.md")}
            for remise, nom in zip(liste, carnet.dossiers)}


def test_le_retour_de_l_equipe_nomme_les_fichiers_du_cours_mis_a_part(retours):
    texte = retours["java-correct_anglais"]["retour.md"]
    assert "## Le code donné par le cours" in texte
    assert "jamais comptés à l'équipe, ni dans la fiche de qualité" in texte
    assert "- `Constantes.java`\n- `ModAffichage.java`\n" in texte


def test_le_retour_d_une_equipe_sans_code_du_cours_n_en_parle_pas(retours):
    assert "## Le code donné par le cours" not in retours["java-sans-le-cours"]["retour.md"]


def test_la_fiche_de_la_classe_est_faite_sans_le_code_du_cours(retours):
    fiche = retours["java-correct_anglais"]["qualite.md"]
    assert "jamais compté à l'équipe : `Constantes.java`, `ModAffichage.java`." in fiche
    assert "`ModAffichage.java:" not in fiche and "`Rules.java:" in fiche


def test_un_groupe_de_trois_equipes_qui_partagent_une_copie_passe_devant_les_independantes(classe, tmp_path):
    remises, fourni = classe
    equipes = lire_la_classe(remises)
    equipes["java-copie-2"] = dict(equipes["java-correct_verbeux"])
    paires, _ = analyser_la_classe(equipes, tmp_path, fourni)
    groupe = {"java-correct_verbeux", "java-deguisee", "java-copie-2"}
    du_groupe = [p.score for p in paires if {p.equipe_a, p.equipe_b} <= groupe]
    independantes = [p.score for p in paires if p.equipe_a.startswith("java")
                     and not {p.equipe_a, p.equipe_b} <= groupe]
    assert len(du_groupe) == 3 and min(du_groupe) > max(independantes)
