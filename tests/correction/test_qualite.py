"""La fiche de qualité mérite confiance : chaque faute plantée est relevée à sa ligne, et rien d'autre.

Explication : ``tests/copies/qualite`` contient de petits paquets écrits pour
l'épreuve : ``propre`` (Python) et ``java_propre`` respectent tout ce que la
fiche mesure, leur fiche ne relève rien ; ``fautif`` et ``java_fautif`` ont des
fautes plantées, chacune à un endroit connu, que la fiche doit relever là, avec
le bon critère du §8, et sans rien ajouter. Un endroit est désigné par le texte
de sa ligne, pas par son numéro : un test se relit sans compter les lignes.
Le programme de l'énoncé (la référence) passe aussi sous la fiche : il ne peut
recevoir que les constats connus, justifiés dans LISEZMOI ou signalés.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import shutil
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import pytest

from yum.correction.commande import main as corriger
from yum.correction.qualite import fiche as qualite
from yum.correction.qualite.fiche import (
    A_JUGER,
    PROBABLE,
    SUR,
    FicheImpossible,
    fiche_de_qualite,
    formater_fiche,
)
from yum.correction.qualite.java_arbre import constantes_de_ce_sens
from yum.correction.sorties import SORTIE_OPTIONS_INVALIDES

# La racine du projet et le dossier des copies écrites pour la fiche.
RACINE = Path(__file__).resolve().parents[2]
COPIES = Path(__file__).resolve().parent / "copies" / "qualite"
# Les modules du programme de l'énoncé, dans le paquet de référence (sans ses ajouts).
PROGRAMME_DE_L_ENONCE = ("constantes.py", "des.py", "regles.py", "affichage.py", "saisie.py", "partie.py",
                         "__main__.py")

# Les fautes plantées dans ``fautif`` : (critère, fichier, texte de la ligne, certitude).
FAUTES_PLANTEES = (
    ("8.1", "partie.py", "def get_score(feuille):", PROBABLE),
    ("8.1", "regles.py", "def calculerPoints(des):", PROBABLE),
    ("8.2", "partie.py", 'x = lire("Votre nom ? ")', PROBABLE),
    ("8.3", "affichage.py", "print(des[0]); print(des[-1])", SUR),
    ("8.3", "outils.py", '\t"""Retourne le double de ``nombre``."""', SUR),
    ("8.3", "outils.py", "def tripler(nombre):", PROBABLE),
    ("8.3", "outils.py", "une ligne trop longue pour se lire", PROBABLE),
    ("8.4", "partie.py", "if des[premier] == des[second]:", PROBABLE),
    ("8.4", "partie.py", "def jouer(lire, ecrire):", PROBABLE),
    ("8.6", "partie.py", 'reponse = lire("Quelle case voulez-vous remplir ? ").strip()', PROBABLE),
    # Les trois instructions qu'une boucle écrirait (§8.22) écrivent aussi chacune un nombre.
    ("8.7", "affichage.py", "grille[2] = 0", PROBABLE),
    ("8.7", "affichage.py", "grille[3] = 0", PROBABLE),
    ("8.7", "affichage.py", "grille[4] = 0", PROBABLE),
    ("8.8", "regles.py", "if des.count(des[0]) == 5:", PROBABLE),
    ("8.8", "regles.py", "return 30", PROBABLE),
    ("8.9", "constantes.py", "nb_faces = 6", PROBABLE),
    ("8.10", "outils.py", "def doubler(nombre):", SUR),
    ("8.10", "affichage.py", '"""Affichage des dés et des totaux."""', PROBABLE),
    ("8.11", "constantes.py", "TOUS_LES_DES = 12345", SUR),
    ("8.13", "regles.py", "def calculerPoints(des):", SUR),
    ("8.16", "constantes.py", "CASE_LIBRE = -1  # zéro", SUR),
    ("8.18", "regles.py", "    feuille[0] = 0", SUR),
    ("8.18", "regles.py", "import random", PROBABLE),
    ("8.18", "partie.py", "# print(x)", PROBABLE),
    ("8.19", "regles.py", 'print("somme :", total)', SUR),
    ("8.19", "affichage.py", 'print("Total :", total)', PROBABLE),
    ("8.20", "partie.py", "# compute the total of the dice", PROBABLE),
    ("8.22", "affichage.py", "grille[2] = 0", PROBABLE),
    ("8.23", "partie.py", "global compteur", SUR),
    ("8.23", "regles.py", "historique = []", SUR),
    ("8.23", "affichage.py", "print(\"Chargement de l'affichage\")", PROBABLE),
    ("4", "partie.py", "DES = [1] * NB_DES", SUR),
)

# Les fautes plantées dans ``java_fautif`` (un fichier en Windows-1252).
FAUTES_PLANTEES_JAVA = (
    ("8.7", "Yum.java", "if (lesDes[0] == lesDes[4]) {", PROBABLE),
    ("8.7", "Yum.java", "return 30;", PROBABLE),
    ("8.8", "Yum.java", "int[] grille = new int[19];", PROBABLE),
    ("8.9", "Yum.java", "public static final int nbDes = 5;", SUR),
    ("8.10", "Yum.java", "/*", PROBABLE),
    ("8.11", "Yum.java", "public static final int NB_CASES = 19;", SUR),
    ("8.13", "Yum.java", "public static int pointsYum(int[] lesDes) {", SUR),
    ("8.16", "Yum.java", "// la grille des coups", SUR),
    ("8.19", "Yum.java", 'System.out.println("Somme : " + somme);', PROBABLE),
    ("4", "Yum.java", "static int[] des = new int[5];", SUR),
)

# Les constats connus du programme de l'énoncé : (critère, fichier, texte de la ligne).
# Le seul, justifié dans LISEZMOI : les deux analyses de saisie commencent de même (un texte
# vide, puis des chiffres) mais refusent chacune à sa façon ; un paramètre les mêlerait.
CONSTATS_CONNUS_DE_LA_REFERENCE = {
    ("8.6", "saisie.py", "if texte == \"\":"),
}


@lru_cache(maxsize=None)
def fiche(nom, seulement=None):
    """Retourne la fiche (un tuple de Constat) du dossier ``nom`` des copies, lue une seule fois."""
    return tuple(fiche_de_qualite(COPIES / nom, seulement))


@lru_cache(maxsize=None)
def fiche_de_la_reference():
    """Retourne la fiche du programme de l'énoncé, dans le paquet de référence."""
    return tuple(fiche_de_qualite(RACINE / "yum", PROGRAMME_DE_L_ENONCE))


def ligne_de(dossier, fichier, texte):
    """Retourne le numéro de la première ligne de ``fichier`` qui contient ``texte``."""
    octets = (dossier / fichier).read_bytes()
    contenu = octets.decode("utf-8") if fichier.endswith(".py") else qualite.lire_texte(dossier / fichier)
    for numero, ligne in enumerate(contenu.splitlines(), start=1):
        if texte in ligne:
            return numero
    raise AssertionError(f"« {texte} » introuvable dans {fichier}")


def texte_de(dossier, constat_lu):
    """Retourne le texte de la ligne d'un constat, sans les espaces autour."""
    lignes = qualite.lire_texte(dossier / constat_lu.fichier).splitlines()
    return lignes[constat_lu.ligne - 1].strip()


def mesures(constats):
    """Retourne les constats mesurés (sûrs ou probables), sans les points « à juger »."""
    return [c for c in constats if c.certitude != A_JUGER]


def attendus(dossier, fautes):
    """Retourne l'ensemble (critère, fichier, ligne, certitude) des fautes plantées."""
    return {(critere, fichier, ligne_de(dossier, fichier, texte), certitude)
            for critere, fichier, texte, certitude in fautes}


def releves(constats):
    """Retourne l'ensemble (critère, fichier, ligne, certitude) des constats mesurés."""
    return {(c.critere, c.fichier, c.ligne, c.certitude) for c in mesures(constats)}


# --- Le paquet témoin ---------------------------------------------------------

def test_un_paquet_qui_respecte_les_criteres_n_a_aucun_constat_mesure():
    assert mesures(fiche("propre")) == []


def test_un_paquet_java_qui_respecte_les_criteres_n_a_aucun_constat_mesure():
    assert mesures(fiche("java_propre")) == []


def test_les_trois_tableaux_crees_dans_le_programme_principal_ne_laissent_rien_a_juger():
    assert [c for c in fiche("propre") + fiche("java_propre") if c.critere == "4"] == []


# --- Les fautes plantées ------------------------------------------------------

@pytest.mark.parametrize("critere, fichier, texte, certitude", FAUTES_PLANTEES,
                         ids=[f"{faute[0]}-{faute[1]}-{faute[2][:25]}" for faute in FAUTES_PLANTEES])
def test_chaque_faute_plantee_est_relevee_a_sa_ligne_avec_son_critere(critere, fichier, texte, certitude):
    ligne = ligne_de(COPIES / "fautif", fichier, texte)
    assert (critere, fichier, ligne, certitude) in releves(fiche("fautif"))


def test_la_fiche_du_paquet_fautif_ne_releve_que_les_fautes_plantees():
    assert releves(fiche("fautif")) == attendus(COPIES / "fautif", FAUTES_PLANTEES)


def test_la_fiche_java_releve_les_fautes_plantees_et_rien_d_autre():
    attendu = attendus(COPIES / "java_fautif", FAUTES_PLANTEES_JAVA)
    # Sans aucune référence dans le fichier, le §8.21 vaut pour le paquet entier.
    attendu.add(("8.21", "", 0, PROBABLE))
    assert releves(fiche("java_fautif")) == attendu


def test_un_source_java_en_windows_1252_se_lit_accents_compris():
    octets = (COPIES / "java_fautif" / "Yum.java").read_bytes()
    with pytest.raises(UnicodeDecodeError):
        octets.decode("utf-8")
    assert "Nombre de dés" in qualite.lire_texte(COPIES / "java_fautif" / "Yum.java")


def test_un_nombre_dans_un_texte_java_n_est_pas_un_nombre_ecrit_tel_quel():
    constats = [c for c in fiche("java_propre") if c.critere in ("8.7", "8.8")]
    assert constats == []


# --- Les exceptions, dites dans la fiche --------------------------------------

def ecrire_paquet(dossier, modules):
    """Écrit les modules {nom: texte} dans ``dossier`` et retourne le dossier."""
    dossier.mkdir(exist_ok=True)
    for nom, texte in modules.items():
        (dossier / nom).write_text(texte, encoding="utf-8")
    return dossier


ENTETE = ('"""Un module.\n\nExplication : pour l\'épreuve.\nAuteurs : nous.\nVersion : 1\n'
          'Référence : aucune.\n"""\n')


def test_zero_un_et_moins_un_en_indice_ou_dans_range_sont_toleres_mais_pas_moins_un_ailleurs(tmp_path):
    code = ENTETE + ('\n\ndef f_test(liste):\n    """Retourne un exemple."""\n    total = 0\n'
                     '    total += 1\n    for rang in range(len(liste) - 1, -1, -1):\n'
                     '        total += liste[-1] + liste[rang]\n'
                     '    if liste[0] == -1:\n        return total\n'
                     '    return 2\n')
    constats = fiche_de_qualite(ecrire_paquet(tmp_path / "paquet", {"calcul_test.py": code}))
    nombres = [(c.critere, c.ligne, c.message) for c in mesures(constats) if c.critere in ("8.7", "8.8")]
    assert nombres == [("8.7", 16, "nombre écrit tel quel : -1"), ("8.7", 18, "nombre écrit tel quel : 2")]


def test_un_fichier_au_dela_de_la_taille_mesuree_est_nomme_sans_etre_mesure(tmp_path):
    # Tour 65 : un regles.py de 3,6 Mo tenait la fiche plus d'une minute et demie, et la classe entière
    # attendait. Il est nommé (8.23, à juger), et rien n'y est relevé.
    fonction = 'def f_{0}(x):\n    """Retourne x."""\n    return x + 7\n\n\n'
    code = ENTETE + "\n\n" + "".join(fonction.format(rang) for rang in range(6000))
    assert len(code.encode("utf-8")) > qualite.TAILLE_MESUREE_AU_PLUS
    constats = fiche_de_qualite(ecrire_paquet(tmp_path / "paquet", {"regles.py": code}))
    assert [(c.critere, c.certitude) for c in constats if c.fichier == "regles.py"] == [("8.23", A_JUGER)]


def test_un_module_vide_n_a_pas_besoin_d_en_tete(tmp_path):
    dossier = ecrire_paquet(tmp_path / "paquet", {"__init__.py": "", "module.py": ENTETE})
    assert [c for c in fiche_de_qualite(dossier) if c.critere == "8.10"] == []


def test_un_module_illisible_est_a_juger_sans_faire_planter_la_fiche(tmp_path):
    dossier = ecrire_paquet(tmp_path / "paquet", {"casse.py": "def f(:\n    pass\n"})
    constats = fiche_de_qualite(dossier)
    assert any(c.certitude == A_JUGER and "erreur de syntaxe ligne 1" in c.message for c in constats)


def test_une_methode_qui_redefinit_celle_de_sa_base_garde_son_nom_anglais(tmp_path):
    code = ENTETE + ('\n\nclass Analyseur(Base):\n    """Un analyseur."""\n\n'
                     '    def format_help(self):\n        """Retourne l\'aide."""\n        return ""\n')
    constats = fiche_de_qualite(ecrire_paquet(tmp_path / "paquet", {"module.py": code}))
    assert [c for c in constats if c.critere == "8.1" and c.certitude != A_JUGER] == []


def test_des_constantes_sous_un_meme_commentaire_sont_commentees(tmp_path):
    code = ENTETE + "\n# Les indices des totaux.\nTOTAL_HAUT = 9\nTOTAL_BAS = 17\n\nSANS_COMMENTAIRE = 3\n"
    constats = fiche_de_qualite(ecrire_paquet(tmp_path / "paquet", {"module.py": code}))
    assert [(c.critere, c.ligne) for c in constats if c.critere == "8.11"] == [("8.11", 13)]


def test_le_mot_reference_seul_ne_cite_aucune_reference(tmp_path):
    sans = ('"""Une copie écrite à part de la référence.\n\nExplication : rien.\nAuteurs : nous.\n'
            'Version : 1\n"""\n')
    avec = sans.replace("Version : 1", "Version : 1\nRéférences : énoncé du TP1")
    for texte, attendu in ((sans, [("8.21", PROBABLE)]), (avec, [])):
        constats = fiche_de_qualite(ecrire_paquet(tmp_path / "paquet", {"module.py": texte}))
        assert [(c.critere, c.certitude) for c in mesures(constats) if c.critere == "8.21"] == attendu


# --- Le programme de l'énoncé (la référence) ----------------------------------

def test_le_programme_de_l_enonce_n_a_que_des_constats_connus_justifies_ou_signales():
    dossier = RACINE / "yum"
    inattendus = {(c.critere, c.fichier, texte_de(dossier, c)) for c in mesures(fiche_de_la_reference())}
    inattendus -= CONSTATS_CONNUS_DE_LA_REFERENCE
    assert inattendus == set()


def test_le_programme_de_l_enonce_declare_ses_trois_tableaux_dans_le_programme_principal():
    assert [c for c in fiche_de_la_reference() if c.critere == "4"] == []


# --- La copie d'étudiant déjà connue ------------------------------------------

def test_la_copie_tp1_yum_sans_docstrings_voit_chaque_fonction_relevee():
    dossier = COPIES.parent / "tp1_yum"
    sans_commentaire = {c.ligne for c in fiche_de_qualite(dossier)
                        if c.critere == "8.13" and c.fichier == "regles.py"}
    definitions = {numero for numero, ligne in enumerate((dossier / "regles.py").read_text().splitlines(), 1)
                   if ligne.startswith("def ")}
    assert sans_commentaire == definitions


def test_la_copie_tp1_yum_voit_ses_trois_courtes_repetitions_relevees():
    # Trois blocs de quatre à six lignes (une trentaine de jetons) répétés aux valeurs près : les deux
    # saisies de __main__.py, les deux boucles de appliquer_pointage, les deux analyses de saisie.py.
    constats = fiche_de_qualite(COPIES.parent / "tp1_yum")
    repetitions = {(c.critere, c.fichier, c.ligne) for c in constats if c.critere in ("8.5", "8.6")}
    assert repetitions == {("8.6", "__main__.py", 73), ("8.6", "regles.py", 95), ("8.6", "saisie.py", 23)}


# --- La fiche écrite ----------------------------------------------------------

def test_la_premiere_ligne_de_la_fiche_dit_qu_elle_ne_donne_pas_de_note():
    premiere = formater_fiche(list(fiche("fautif")), "fautif").splitlines()[0]
    assert "aucune note" in premiere


def test_la_fiche_ecrite_a_une_section_par_critere_et_chaque_constat_en_fichier_ligne():
    texte = formater_fiche(list(fiche("fautif")), "fautif")
    for critere in qualite.CRITERES:
        assert f"## §{critere} {qualite.CRITERES[critere]}" in texte
    assert "- `regles.py:26` (sûr) : la fonction calculerPoints n'a ni docstring" in texte


def test_un_point_a_juger_dit_ou_regarder_d_abord():
    texte = formater_fiche(list(fiche("fautif")), "fautif")
    assert "*à juger* : les noms des fonctions disent-ils ce qu'elles font ?" in texte
    assert "regarder d'abord `partie.py:" in texte


def test_un_constat_sans_fichier_vaut_pour_tout_le_paquet():
    constat_du_paquet = qualite.constat("8.21", "", 0, "rien", PROBABLE)
    assert constat_du_paquet.emplacement == "(tout le paquet)"


# --- La ligne de commande -----------------------------------------------------

def test_un_dossier_introuvable_est_refuse_avec_le_code_3(capsys, tmp_path):
    assert corriger(["qualite", str(tmp_path / "absent")]) == qualite.SORTIE_DOSSIER_INTROUVABLE
    assert "n'existe pas" in capsys.readouterr().err


def test_un_dossier_sans_python_ni_java_est_refuse_avec_le_code_4(capsys, tmp_path):
    assert corriger(["qualite", str(tmp_path)]) == qualite.SORTIE_RIEN_A_LIRE
    assert "aucun fichier Python (.py) ni Java (.java)" in capsys.readouterr().err


def test_la_fonction_leve_fiche_impossible_avec_son_code(tmp_path):
    with pytest.raises(FicheImpossible) as erreur:
        fiche_de_qualite(tmp_path / "absent")
    assert erreur.value.code == qualite.SORTIE_DOSSIER_INTROUVABLE


def test_sans_dossier_la_commande_le_dit_en_francais_avec_le_code_2(capsys):
    with pytest.raises(SystemExit) as sortie:
        corriger(["qualite"])
    assert sortie.value.code == SORTIE_OPTIONS_INVALIDES
    assert "arguments obligatoires manquants : DOSSIER_DU_PAQUET" in capsys.readouterr().err


def test_la_commande_affiche_la_fiche_d_un_paquet_sans_trace_d_erreur():
    resultat = subprocess.run([sys.executable, "-m", "yum.correction", "qualite", str(COPIES / "fautif")],
                              capture_output=True, text=True, timeout=30)
    assert resultat.returncode == qualite.SORTIE_FICHE
    assert resultat.stderr == ""
    assert resultat.stdout.startswith("# Fiche de qualité de « fautif » : aucune note")
    assert "`outils.py:2` (sûr) : indentation par tabulation" in resultat.stdout


# --- Issue 30 : le Java lu par tree-sitter, le code du cours mis à part ------------------------

# Les fichiers Java donnés par le cours, dans une copie du dépôt.
FOURNIS_JAVA = ("ModAffichage.java", "Constantes.java")


def constats_java_styles(critere):
    """Retourne [(certitude, texte de la ligne)] des constats mesurés du critère dans ``java_styles``."""
    return [(c.certitude, texte_de(COPIES / "java_styles", c)) for c in mesures(fiche("java_styles"))
            if c.critere == critere]


def test_un_commentaire_separe_de_sa_methode_par_une_ligne_vide_est_le_sien():
    assert constats_java_styles("8.13") == []


def test_les_tableaux_static_du_paragraphe_4_sont_surs_quelle_que_soit_la_declaration():
    assert constats_java_styles("4") == [
        (SUR, "public static int des[] = new int[Constantes.NB_DES];"),
        (SUR, "public static int[] feuille = new int[Constantes.NB_CASES];"),
    ]


def test_aucune_constante_n_est_proposee_pour_un_nombre_d_un_autre_sens():
    assert constats_java_styles("8.8") == []
    assert constats_java_styles("8.7") == [(PROBABLE, "return 15;")]


def test_la_taille_d_un_tableau_ecrite_en_chiffres_propose_la_constante_qui_la_nomme_ailleurs():
    releves_java = [(c.critere, texte_de(COPIES / "java_fautif", c))
                    for c in fiche("java_fautif") if c.fichier]
    assert ("8.8", "int[] grille = new int[19]; // la grille des coups") in releves_java


def test_une_constante_qui_suit_un_tableau_commente_ecrit_sur_deux_lignes_est_couverte():
    assert constats_java_styles("8.11") == []


def test_une_saisie_qui_lit_par_son_propre_outil_de_lecture_n_est_pas_un_calcul_qui_affiche():
    assert constats_java_styles("8.19") == []


def test_les_trois_tableaux_de_main_sont_vus_quelle_que_soit_leur_declaration(tmp_path):
    (tmp_path / "Constantes.java").write_text(
        "/** Constantes. Auteurs : A. Version : 1 */\npublic class Constantes {\n"
        "    /** Dés. */\n    public static final int NB_DES = 5;\n"
        "    /** Lignes. */\n    public static final int NB_LIGNES = 18;\n"
        "    /** Cases. */\n    public static final int NB_CASES = NB_LIGNES + 1;\n}\n", encoding="utf-8")
    (tmp_path / "Yum.java").write_text(
        "/** Jeu. Auteurs : A. Version : 1 */\npublic class Yum {\n    /** Principal. */\n"
        "    public static void main(String[] args) {\n        int des[] = new int[Constantes.NB_DES];\n"
        "        int[] feuille = new int[Constantes.NB_CASES];\n"
        "        int grilleCoup[] = new int[Constantes.NB_CASES];\n    }\n}\n", encoding="utf-8")
    assert [c for c in fiche_de_qualite(tmp_path) if c.critere == "4"] == []


@pytest.fixture
def equipe_avec_le_code_du_cours(tmp_path):
    """Retourne (équipe, fourni) : une copie Java juste qui remet le code du cours (réindenté par un IDE)."""
    cours = COPIES.parent / "java" / "correct_sans_accents"
    fourni, equipe = tmp_path / "fourni", tmp_path / "equipe"
    fourni.mkdir()
    shutil.copytree(COPIES.parent / "java" / "correct_anglais", equipe)
    for nom in FOURNIS_JAVA:
        texte = (cours / nom).read_text(encoding="utf-8")
        (fourni / nom).write_text(texte, encoding="utf-8")
        (equipe / nom).write_text("package yum;\n" + texte.replace("\n    ", "\n\t"), encoding="utf-8")
    return equipe, fourni


def test_aucun_constat_de_la_fiche_dans_un_fichier_donne_par_le_cours(equipe_avec_le_code_du_cours, capsys):
    equipe, fourni = equipe_avec_le_code_du_cours
    assert corriger(["qualite", str(equipe), "--fourni", str(fourni)]) == 0
    texte = capsys.readouterr().out
    assert "Code fourni par le cours, lu pour ses constantes mais jamais compté à l'équipe :" \
           " `Constantes.java`, `ModAffichage.java`." in texte
    assert "`ModAffichage.java:" not in texte and "`Constantes.java:" not in texte


def test_sans_le_dossier_du_cours_ses_fichiers_sont_comptes_a_l_equipe(equipe_avec_le_code_du_cours, capsys):
    equipe, _ = equipe_avec_le_code_du_cours
    assert corriger(["qualite", str(equipe)]) == 0
    assert "`ModAffichage.java:" in capsys.readouterr().out


def test_un_dossier_du_cours_introuvable_est_refuse_avec_le_code_3(capsys, tmp_path):
    assert corriger(["qualite", str(COPIES / "java_propre"), "--fourni", str(tmp_path / "absent")]) \
        == qualite.SORTIE_DOSSIER_INTROUVABLE
    assert "introuvable" in capsys.readouterr().err


@pytest.mark.parametrize("lieu, constantes, proposees", [
    ("if (nbDes == 5) {  lancerLesDes", ["NB_DES"], ["NB_DES"]),
    ("return 25;  pointsMainPleine", ["POINT_BONUS_HAUT"], []),
    ("return 15;  pointsPetiteSuite", ["SURPLUS"], []),
])
def test_une_constante_n_est_proposee_que_si_un_mot_de_son_nom_est_dans_le_lieu(lieu, constantes, proposees):
    assert constantes_de_ce_sens(constantes, lieu) == proposees
