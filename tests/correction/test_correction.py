"""La correction d'une équipe mérite confiance : on la met à l'épreuve sur des copies d'étudiants.

``tests/copies/tp1_yum`` est une copie juste, écrite à part de la référence, dans
un autre style (booléens 1/0, ``randint``, lettres qui plantent). Chaque test en
tire une copie, parfois avec une faute réaliste, et la fait corriger comme le
ferait un enseignant (``python -m pytest -m api --implementation=DOSSIER``) :

- la copie juste reçoit tous les points, une copie vide aucun ;
- chaque faute fait échouer le test qui porte le nom de la règle en cause ;
- une copie nommée ``yum``, donnée par son dossier, est bien celle qu'on corrige ;
- une copie qui importe la référence échoue en le disant ;
- deux corrections de la même copie donnent le même verdict ;
- son programme en console (``python -m tp1_yum``), joué par le correcteur du programme
  (``tests/programme``), passe ; chaque faute du déroulement (§5) fait échouer le test qui
  porte le nom de ce comportement, et lui seul.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from outils_de_test import RACINE

from yum.correction.paquet.greffon import DOSSIER_API as DOSSIER_DES_VERIFICATIONS
from yum.correction.programme.correcteur import corriger_programme
from yum.correction.verdicts import ECHOUE, REUSSI

# La copie juste, écrite à part de la référence.
COPIE_JUSTE = Path(__file__).resolve().parent / "copies" / "tp1_yum"

# Les fautes réalistes : (fichier, texte juste, texte fautif, test qui doit échouer).
FAUTES = {
    "carre-avec-un-yum": ("regles.py", "if n == 4:", "if n >= 4:", "test_un_yum_n_est_pas_un_carre"),
    "brelan-a-quatre": ("regles.py", "if n >= 3:", "if n > 3:",
                        "test_un_brelan_vaut_la_somme_de_tous_les_des"),
    "yum-main-pleine": ("regles.py", "if 3 in c and 2 in c:", "if 3 in c and 2 in c or 5 in c:",
                        "test_un_yum_n_est_pas_une_main_pleine"),
    "petite-suite-sans-3456": ("regles.py", " or (c[5] and c[6])", "",
                               "test_chaque_sorte_de_petite_suite_vaut_quinze_points"),
    "bonus-a-64": ("regles.py", "haut >= 63", "haut > 63", "test_le_bonus_est_accorde_a_63_exactement"),
    "total-sans-bonus": ("regles.py", "feuille[18] = feuille[9] + bas", "feuille[18] = haut + bas",
                         "test_le_grand_total_additionne_le_haut_le_bonus_et_le_bas"),
    "grille-des-cases-remplies": ("regles.py", "if feuille[case] == LIBRE:", "if True:",
                                  "test_une_case_remplie_ne_se_propose_plus"),
    "doublons-acceptes": ("saisie.py", " or c in vus", "", "test_analyser_des_a_rouler_refuse"),
    "case-occupee-acceptee": ("saisie.py", "    if feuille[case] != -1:\n        return None\n", "",
                              "test_analyser_case_refuse_une_case_occupee"),
    "case-hors-limites": ("saisie.py", "case > 16", "case > 99",
                          "test_analyser_case_refuse_un_total_ou_un_texte_ou_hors_limites"),
    "mauvais-de-relance": ("des.py", "des[chiffre - 1]", "des[5 - chiffre]",
                           "test_rouler_523_relance_les_des_2_3_et_5_seulement"),
}


def copier(destination, nom, faute=None):
    """Copie la copie juste dans ``destination/nom`` (avec ``faute``, si donnée) ; retourne son dossier."""
    dossier = destination / nom
    shutil.copytree(COPIE_JUSTE, dossier, ignore=shutil.ignore_patterns("__pycache__"))
    if faute is not None:
        fichier, juste, fautif, _ = FAUTES[faute]
        texte = (dossier / fichier).read_text(encoding="utf-8")
        assert juste in texte, f"la faute {faute} ne s'applique plus à la copie juste"
        (dossier / fichier).write_text(texte.replace(juste, fautif, 1), encoding="utf-8")
    return dossier


def lancer_pytest(*options, environnement=None, dossier=RACINE, code=None):
    """Lance pytest dans ``dossier`` (la racine), comme un enseignant ; retourne (réussis, échecs, sortie).

    Avec ``code``, la sortie d'erreur suit la sortie, et le code de sortie de pytest doit valoir ``code``.
    """
    resultat = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rfE", "-p", "no:cacheprovider", "-n", "0", *options],
        cwd=dossier, capture_output=True, text=True, timeout=900, env=environnement)
    reussis = re.search(r"(\d+) passed", resultat.stdout)
    echecs = set(re.findall(r"^(?:FAILED|ERROR) \S+::(\w+)", resultat.stdout, re.MULTILINE))
    if code is not None:
        assert resultat.returncode == code, resultat.stdout[-3000:] + resultat.stderr[-3000:]
        return (int(reussis.group(1)) if reussis else 0), echecs, resultat.stdout + resultat.stderr
    return (int(reussis.group(1)) if reussis else 0), echecs, resultat.stdout


def corriger(dossier, *options):
    """Corrige le paquet ``dossier`` comme un enseignant ; retourne (réussis, échecs, sortie).

    ``options`` : des options de pytest en plus (« -k test » pour un seul test).
    """
    return lancer_pytest("-m", "api", f"--implementation={dossier}", *options)


def test_la_copie_juste_recoit_tous_les_points(tmp_path):
    reussis, echecs, sortie = corriger(copier(tmp_path, "tp1_yum"))
    assert echecs == set() and reussis > 100, sortie[-3000:]


@pytest.mark.lent
def test_une_copie_vide_ne_recoit_aucun_point(tmp_path):
    (tmp_path / "vide").mkdir()
    (tmp_path / "vide" / "__init__.py").write_text("", encoding="utf-8")
    reussis, echecs, _ = corriger(tmp_path / "vide")
    assert reussis == 0 and echecs


@pytest.mark.lent
@pytest.mark.parametrize("faute", sorted(FAUTES))
def test_chaque_faute_fait_echouer_le_test_de_sa_regle(tmp_path, faute):
    # Le test de la règle seul, comme un enseignant qui vérifie une faute (« -k ») : la copie juste,
    # elle, passe tous les tests.
    reussis, echecs, sortie = corriger(copier(tmp_path, "tp1_yum", faute), "-k", FAUTES[faute][3])
    assert FAUTES[faute][3] in echecs, sortie[-3000:]


@pytest.mark.lent
def test_une_copie_nommee_yum_est_celle_qu_on_corrige(tmp_path):
    # La référence s'appelle yum aussi : c'est la copie, et non elle, qui doit être corrigée.
    dossier = copier(tmp_path, "yum", "carre-avec-un-yum")
    _, echecs, sortie = corriger(dossier, "-k", "test_un_yum_n_est_pas_un_carre")
    assert "test_un_yum_n_est_pas_un_carre" in echecs, sortie[-3000:]


@pytest.mark.lent
def test_une_copie_qui_importe_la_reference_echoue_en_le_disant(tmp_path):
    dossier = copier(tmp_path, "equipe")
    texte = (dossier / "regles.py").read_text(encoding="utf-8")
    (dossier / "regles.py").write_text("from yum.constantes import NB_CASES\n" + texte, encoding="utf-8")
    reussis, _, sortie = corriger(dossier)
    assert "le paquet de référence « yum » n'est pas importable" in sortie
    assert reussis < 50


# Les paquets hostiles (fixture ``hostiles``, tests/hostiles.py) : chacun attaquait le correcteur quand
# le paquet était importé dans pytest.


@pytest.mark.lent
def test_un_paquet_qui_reecrit_les_rapports_de_pytest_ne_recoit_aucun_point(hostiles):
    # Importé dans pytest, il obtenait 118 tests réussis et le code 0.
    option = f"--implementation={hostiles / 'faux_rapports'}"
    reussis, echecs, _ = lancer_pytest("-m", "api", option, "--tb=no", code=1)
    assert reussis == 0 and len(echecs) > 50


@pytest.mark.lent
@pytest.mark.parametrize("hostile, raison", [
    ("sortie_brutale", "son processus s'est arrêté pendant l'import"),
    ("sortie_polie", "il appelle sys.exit(0) pendant son import"),
    ("clavier", "il lit le clavier (input()) pendant son import"),
])
def test_un_paquet_qui_ne_s_importe_pas_donne_une_seule_phrase_et_le_code_6(hostiles, hostile, raison):
    option = f"--implementation={hostiles / hostile}"
    reussis, echecs, sortie = lancer_pytest("-s", "-m", "api", option, code=6)
    assert f"le paquet ne s'importe pas : {raison}" in sortie
    assert reussis == 0 and echecs == set()


@pytest.mark.lent
def test_une_fonction_qui_boucle_est_nommee_en_secondes_et_les_autres_tests_passent(hostiles):
    reussis, echecs, sortie = lancer_pytest("-m", "api", f"--implementation={hostiles / 'boucle_sans_fin'}",
                                            "--delai-par-appel=0.5", "--tb=line", code=1)
    assert "`calculer_coups_possibles` n'a pas répondu en 0.5 s" in sortie
    assert "test_un_yum_vaut_trente_points" in echecs and reussis > 90


@pytest.mark.lent
def test_une_correction_ne_laisse_rien_dans_le_dossier_de_l_enseignant(tmp_path, hostiles):
    # Le paquet écrit deux fichiers à l'import ; Hypothesis garde d'ordinaire ses exemples dans .hypothesis.
    source = hostiles / "fichier_a_l_import"
    avant = sorted(source.rglob("*"))
    reussis, _, sortie = lancer_pytest(str(DOSSIER_DES_VERIFICATIONS), "-p", "no:benchmark", "-m", "api",
                                       f"--implementation={source}", dossier=tmp_path, code=0)
    assert list(tmp_path.iterdir()) == [] and sorted(source.rglob("*")) == avant
    assert "(retirés) : trace_de_l_equipe.txt, fichier_a_l_import/cache.txt" in sortie and reussis > 100


@pytest.mark.lent
def test_deux_corrections_de_la_meme_copie_donnent_le_meme_verdict(tmp_path):
    dossier = copier(tmp_path, "tp1_yum", "petite-suite-sans-3456")
    premiere, seconde = corriger(dossier), corriger(dossier)
    assert premiere[:2] == seconde[:2]


# Les fautes du programme en console : (fichier, texte juste, texte fautif, test qui doit échouer).
FAUTES_DU_PROGRAMME = {
    "deux-lancers": ("__main__.py", "NB_ESSAIS = 3", "NB_ESSAIS = 2",
                     "test_un_tour_a_trois_lancers_puis_la_case"),
    "douze-tours": ("__main__.py", "NB_TOURS = 13", "NB_TOURS = 12", "test_une_partie_dure_13_tours"),
    "rejouer-non-valide": ("__main__.py", """        while r not in ("o", "n"):
            r = input("Répondez o ou n (o/n) : ")
""", "", "test_la_reponse_rejouer_est_validee"),
    "case-occupee-acceptee": FAUTES["case-occupee-acceptee"][:3] + ("test_une_case_occupee_est_refusee",),
    "grille-des-cases-remplies": FAUTES["grille-des-cases-remplies"][:3]
    + ("test_une_case_remplie_n_est_plus_proposee",),
    "total-bas-oublie": ("regles.py", "feuille[18] = feuille[9] + bas", "feuille[18] = feuille[9]",
                         "test_la_feuille_suit_chaque_choix"),
    "doublons-acceptes": FAUTES["doublons-acceptes"][:3] + ("test_la_reponse_113_aux_des_est_refusee",),
    "total-sans-bonus": FAUTES["total-sans-bonus"][:3] + ("test_le_bonus_de_25_des_63_points_en_haut",),
}


def jouer_le_programme(dossier, tests=None):
    """Fait corriger ``python -m <dossier>`` par le correcteur du programme ; retourne {test: verdict}.

    ``tests`` : les tests à jouer (None : tous). Le bac à sable ne passe au programme que ce que sa
    commande nomme : son PYTHONPATH y est donc écrit.
    """
    commande = (f"env PYTHONPATH={shlex.quote(str(dossier.parent))} {shlex.quote(sys.executable)}"
                f" -m {dossier.name}")
    return {verdict.test: verdict for verdict in corriger_programme(commande, tests=tests)}


def copier_avec_faute_du_programme(destination, faute):
    """Copie la copie juste avec une faute de son déroulement ; retourne son dossier."""
    dossier = copier(destination, "tp1_yum")
    fichier, juste, fautif, _ = FAUTES_DU_PROGRAMME[faute]
    texte = (dossier / fichier).read_text(encoding="utf-8")
    assert juste in texte, f"la faute {faute} ne s'applique plus à la copie juste"
    (dossier / fichier).write_text(texte.replace(juste, fautif, 1), encoding="utf-8")
    return dossier


@pytest.mark.lent
def test_le_programme_de_la_copie_juste_passe_chaque_test_du_deroulement(tmp_path):
    verdicts = jouer_le_programme(copier(tmp_path, "tp1_yum"))
    assert {verdict.verdict for verdict in verdicts.values()} == {REUSSI}, verdicts


@pytest.mark.parametrize("faute", sorted(FAUTES_DU_PROGRAMME))
def test_chaque_faute_du_deroulement_fait_echouer_le_test_de_ce_comportement(tmp_path, faute):
    # Que rien d'autre n'échoue (rien ne cascade) est vérifié sur les remises Java
    # (tests/programme/test_correcteur.py) : ici, le test de la faute seul, comme un enseignant avec -k.
    test = FAUTES_DU_PROGRAMME[faute][3]
    verdicts = jouer_le_programme(copier_avec_faute_du_programme(tmp_path, faute), tests=[test])
    assert verdicts[test].verdict == ECHOUE, verdicts[test]


@pytest.mark.lent
def test_une_faute_de_calculer_coups_possibles_n_est_comptee_qu_a_lui(tmp_path):
    # Une main pleine à 30 au lieu de 25 : appliquer_pointage, qui est juste, reçoit les grilles de
    # l'énoncé, jamais celles du paquet ; seuls les tests de calculer_coups_possibles échouent.
    from yum.correction.paquet.commande import verifier_le_paquet

    dossier = copier(tmp_path, "tp1_yum")
    regles = dossier / "regles.py"
    texte = regles.read_text(encoding="utf-8")
    assert "proposer(feuille, grille, 12, 25)" in texte, "la faute ne s'applique plus à la copie juste"
    regles.write_text(texte.replace("grille, 12, 25)", "grille, 12, 30)"), encoding="utf-8")
    echecs = {verdict.test for verdict in verifier_le_paquet(dossier, 3.0) if verdict.verdict == ECHOUE}
    assert echecs == {"test_les_252_mains_donnent_la_grille_attendue", "test_exemple_de_l_enonce_4_6_4_4_6",
                      "test_une_main_pleine_vaut_vingt_cinq_points"}, echecs
