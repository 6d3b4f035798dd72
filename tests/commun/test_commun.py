"""Ce que les trois jeux partagent hors du programme de l'énoncé : sources de dés, mots, suivi.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import ast
import subprocess
import sys
from pathlib import Path

import pytest
from outils_de_test import DesPipes, Ecran, Reponses, jouer_partie_neuve, tirages

from yum.ajouts.suivi import programme_avec_ajouts
from yum.commun.conseils import Conseil
from yum.commun.sources import lancer_des
from yum.constantes import CASE_LIBRE, YUM
from yum.saisie import QUESTION_CASE, QUESTION_DES

# Les six modules du programme de l'énoncé.
MODULES_DE_L_ENONCE = ("constantes", "des", "regles", "affichage", "saisie", "partie")
# Le dossier du paquet yum.
DOSSIER_YUM = Path(__file__).resolve().parents[2] / "yum"
# Les trois paquets du projet.
PAQUETS = ("yum", "solitaire", "dix_mille")
# Le budget de l'énoncé (§6.4) : lignes de code et de commentaires, lignes vides exclues.
BUDGET_DE_L_ENONCE = 800
# La plus longue ligne permise dans le programme de l'énoncé, en colonnes.
LARGEUR_MAX_DE_L_ENONCE = 99
# Les fichiers que compte le budget : les six modules et le point d'entrée.
FICHIERS_DU_BUDGET = MODULES_DE_L_ENONCE + ("__main__",)
# La racine du dépôt, où sont les trois paquets.
RACINE = DOSSIER_YUM.parent
# Le programme de l'énoncé : ses six modules, son point d'entrée et le paquet lui-même.
PROGRAMME_DE_L_ENONCE = {"yum", "yum.__main__"} | {f"yum.{module}" for module in MODULES_DE_L_ENONCE}


def test_lancer_des_retourne_une_nouvelle_liste_de_des():
    assert lancer_des(6, DesPipes([1, 2, 3, 4, 5, 6])) == [1, 2, 3, 4, 5, 6]


# --- Le programme de l'énoncé reste celui de l'énoncé ------------------------------------

def modules_importes(module):
    """Retourne les noms des modules qu'importe ``yum/<module>.py`` (au niveau du module ou plus bas)."""
    arbre = ast.parse((DOSSIER_YUM / f"{module}.py").read_text(encoding="utf-8"))
    noms = set()
    for noeud in ast.walk(arbre):
        if isinstance(noeud, ast.Import):
            noms.update(alias.name for alias in noeud.names)
        elif isinstance(noeud, ast.ImportFrom):
            noms.add(noeud.module)
    return noms


def test_le_programme_de_l_enonce_n_importe_que_lui_meme_random_et_sys():
    permis = {f"yum.{module}" for module in MODULES_DE_L_ENONCE} | {"random", "sys"}
    for module in MODULES_DE_L_ENONCE:
        assert modules_importes(module) <= permis, module


def test_le_programme_de_l_enonce_et_son_point_d_entree_tiennent_dans_le_budget_de_l_enonce():
    lignes = 0
    for module in FICHIERS_DU_BUDGET:
        texte = (DOSSIER_YUM / f"{module}.py").read_text(encoding="utf-8")
        lignes += sum(1 for ligne in texte.splitlines() if ligne.strip())
    assert lignes <= BUDGET_DE_L_ENONCE


def test_aucune_ligne_du_programme_de_l_enonce_ne_depasse_99_colonnes():
    trop_longues = []
    for module in FICHIERS_DU_BUDGET:
        texte = (DOSSIER_YUM / f"{module}.py").read_text(encoding="utf-8")
        trop_longues += [f"{module}.py:{numero}" for numero, ligne in enumerate(texte.splitlines(), 1)
                         if len(ligne) > LARGEUR_MAX_DE_L_ENONCE]
    assert trop_longues == []


def test_la_saisie_a_trois_boucles_simples_sans_moteur_commun():
    arbre = ast.parse((DOSSIER_YUM / "saisie.py").read_text(encoding="utf-8"))
    fonctions = {noeud.name: noeud for noeud in arbre.body if isinstance(noeud, ast.FunctionDef)}
    assert "demander" not in fonctions
    for nom in ("demander_des_a_rouler", "demander_case", "demander_oui_non"):
        assert any(isinstance(noeud, ast.While) for noeud in ast.walk(fonctions[nom])), nom
        # Aucune fonction reçue en paramètre : la boucle appelle ses propres refus.
        assert {argument.arg for argument in fonctions[nom].args.args} <= {"question", "feuille",
                                                                            "lire", "ecrire"}


def test_les_etiquettes_de_la_feuille_sont_une_seule_table_litterale():
    arbre = ast.parse((DOSSIER_YUM / "affichage.py").read_text(encoding="utf-8"))
    affectations = [noeud for noeud in arbre.body if isinstance(noeud, (ast.Assign, ast.Expr))
                    and "ETIQUETTES" in ast.unparse(noeud).split("=")[0]]
    assert len(affectations) == 1
    assert isinstance(affectations[0].value, ast.Tuple)
    assert all(isinstance(element, ast.Constant) for element in affectations[0].value.elts)


def test_le_programme_principal_ne_prend_que_les_des_la_lecture_et_l_ecriture():
    arbre = ast.parse((DOSSIER_YUM / "partie.py").read_text(encoding="utf-8"))
    fonction = next(noeud for noeud in arbre.body
                    if isinstance(noeud, ast.FunctionDef) and noeud.name == "programme_principal")
    assert [argument.arg for argument in fonction.args.args] == ["rng", "lire", "ecrire"]


def test_importer_le_point_d_entree_du_yum_ne_touche_pas_a_ctrl_c():
    script = ("import signal\n"
              "avant = signal.getsignal(signal.SIGINT)\n"
              "import yum.__main__\n"
              "assert signal.getsignal(signal.SIGINT) is avant, signal.getsignal(signal.SIGINT)\n")
    resultat = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                              timeout=60, check=False)
    assert resultat.returncode == 0, resultat.stderr


def test_le_programme_de_l_enonce_ne_nomme_aucun_ajout():
    ajouts = ("conseil", "ordinateur", "manuel", "solitaire", "dix_mille", "simulation", "yum.ajouts",
              "yum.commun")
    for module in MODULES_DE_L_ENONCE:
        texte = (DOSSIER_YUM / f"{module}.py").read_text(encoding="utf-8").lower()
        for ajout in ajouts:
            assert ajout not in texte, (module, ajout)


def test_le_programme_principal_declare_les_trois_tableaux():
    arbre = ast.parse((DOSSIER_YUM / "partie.py").read_text(encoding="utf-8"))
    fonction = next(noeud for noeud in arbre.body
                    if isinstance(noeud, ast.FunctionDef) and noeud.name == "programme_principal")
    affectes = {cible.id for noeud in ast.walk(fonction) if isinstance(noeud, ast.Assign)
                for cible in noeud.targets if isinstance(cible, ast.Name)}
    assert {"des", "feuille", "grille"} <= affectes


# --- Le suivi : les ajouts branchés par les dés et par la lecture -------------------------

def conseiller_espion(vus):
    """Retourne un conseiller qui note ce qu'il voit à chaque question : (dés, case Yum, lancers restants)."""
    def formater(des, feuille, lancers_restants):
        vus.append((list(des), feuille[YUM], lancers_restants))
        return "Conseil de l'espion."
    return formater


def test_le_suivi_voit_les_des_et_la_feuille_que_voit_le_joueur():
    # Tour 1 : 1 2 3 4 6, on relance 1 et 2 (6 6), puis 3 et 4 (6 6) : Yum, inscrit en 16.
    # Tour 2 : 2 2 3 3 3, on garde tout, puis 0 annule. « ? » avant chaque réponse.
    rng = DesPipes(tirages([1, 2, 3, 4, 6]) + tirages([6, 6, 3, 4, 6], 12) + tirages([6] * 5, 34)
                   + tirages([2, 2, 3, 3, 3]))
    lire = Reponses(["?", "12", "?", "34", "?", "16", "?", "0", "?", "0"])
    vus = []
    ecran = Ecran()
    assert jouer_partie_neuve(rng, lire, ecran, Conseil(conseiller_espion(vus))) == 30
    assert vus == [([1, 2, 3, 4, 6], CASE_LIBRE, 2), ([6, 6, 3, 4, 6], CASE_LIBRE, 1),
                   ([6] * 5, CASE_LIBRE, 0), ([2, 2, 3, 3, 3], 30, 2), ([2, 2, 3, 3, 3], 30, 0)]
    assert ecran.texte().count("Conseil de l'espion.") == 5
    # Le programme de l'énoncé n'a vu que des réponses valides : « ? » ne lui parvient jamais.
    assert "Réponse refusée" not in ecran.texte()


def test_le_suivi_ignore_les_reponses_refusees_comme_le_fait_la_partie():
    rng = DesPipes(tirages([1, 2, 3, 4, 6]) + tirages([5, 2, 3, 4, 6], 1))
    lire = Reponses(["66", "1", "?", "abc", "?", "0", "0"])
    vus = []
    jouer_partie_neuve(rng, lire, Ecran(), Conseil(conseiller_espion(vus)))
    assert vus == [([5, 2, 3, 4, 6], CASE_LIBRE, 1), ([5, 2, 3, 4, 6], CASE_LIBRE, 1)]


def test_le_conseil_automatique_s_affiche_une_fois_par_question_meme_apres_un_refus():
    rng = DesPipes(tirages([4] * 5))
    lire = Reponses(["x", "0", "99", "0"])
    ecran = Ecran()
    jouer_partie_neuve(rng, lire, ecran, Conseil(conseiller_espion([]), automatique=True))
    assert ecran.texte().count("Conseil de l'espion.") == 2
    assert lire.questions == [QUESTION_DES, QUESTION_DES, QUESTION_CASE, QUESTION_CASE]


def test_le_suivi_repart_d_une_feuille_neuve_quand_on_rejoue():
    rng = DesPipes(tirages([5] * 5) * 3)
    lire = Reponses(["0", "16", "0", "0", "o", "?", "0", "0", "n"])
    vus = []
    assert programme_avec_ajouts(lire=lire, ecrire=Ecran(), conseil=Conseil(conseiller_espion(vus)),
                                 des_manuels=False, source=rng) == [30, 0]
    assert vus == [([5] * 5, CASE_LIBRE, 2)]


# --- Aucun cercle d'imports dans la maison -------------------------------------------------

def test_aucun_module_ne_s_importe_lui_meme_par_un_detour():
    graphe = graphe_des_imports()

    def atteignables(depart):
        vus, a_voir = set(), list(graphe.get(depart, ()))
        while a_voir:
            module = a_voir.pop()
            if module not in vus:
                vus.add(module)
                a_voir += graphe.get(module, ())
        return vus
    cercles = [module for module in graphe if module in atteignables(module)]
    assert cercles == []


# --- Le plan des paquets : qui importe qui --------------------------------------------

def graphe_des_imports():
    """Retourne {module : modules du projet qu'il importe}, sous-paquets et imports des fonctions compris."""
    chemins = {}
    for paquet in PAQUETS:
        for chemin in (RACINE / paquet).rglob("*.py"):
            nom = ".".join(chemin.relative_to(RACINE).with_suffix("").parts)
            chemins[nom.removesuffix(".__init__")] = chemin
    graphe = {}
    for nom, chemin in chemins.items():
        importes = set()
        for noeud in ast.walk(ast.parse(chemin.read_text(encoding="utf-8"))):
            if isinstance(noeud, ast.ImportFrom) and noeud.level == 0:
                for alias in noeud.names:
                    sous_module = f"{noeud.module}.{alias.name}"
                    importes.add(sous_module if sous_module in chemins else noeud.module)
            elif isinstance(noeud, ast.Import):
                importes.update(alias.name for alias in noeud.names)
        graphe[nom] = {importe for importe in importes if importe in chemins and importe != nom}
    return graphe


def test_les_jeux_freres_n_importent_que_le_sous_paquet_commun_de_yum():
    for module, importes in graphe_des_imports().items():
        if module.startswith(("solitaire", "dix_mille")):
            venus_de_yum = {importe for importe in importes if importe.split(".")[0] == "yum"}
            assert all(importe.startswith("yum.commun") for importe in venus_de_yum), (module, venus_de_yum)


# Ce que yum/commun prend au programme de l'énoncé : ses nombres, ses dés, ses écrans et ses
# analyses, écrits une seule fois ; jamais son déroulement (``yum.partie``).
MODULES_DE_L_ENONCE_PARTAGES = {f"yum.{module}" for module in ("constantes", "des", "regles", "affichage",
                                                                "saisie")}


def test_le_sous_paquet_commun_n_importe_aucun_jeu_ni_ajout_seulement_l_enonce():
    for module, importes in graphe_des_imports().items():
        if module.startswith("yum.commun"):
            assert all(importe.startswith("yum.commun") or importe in MODULES_DE_L_ENONCE_PARTAGES
                       for importe in importes), (module, importes)


def test_les_pieces_communes_sont_celles_de_l_enonce_et_non_des_copies():
    import yum.affichage
    import yum.des
    import yum.saisie
    from yum.commun import des, dessin, questions
    assert des.lancer_un_de is yum.des.lancer_un_de
    assert dessin.formater_des is yum.affichage.formater_des
    assert dessin.formater_titre is yum.affichage.formater_titre
    for nom in ("est_nombre", "analyser_oui_non", "motif_refus_oui_non", "expliquer_refus",
                "QUESTION_REJOUER", "CONSIGNE_OUI_NON"):
        assert getattr(questions, nom) is getattr(yum.saisie, nom), nom


def test_le_programme_de_l_enonce_est_seul_en_haut_de_yum():
    modules = {chemin.stem for chemin in DOSSIER_YUM.glob("*.py")}
    assert modules == {"__init__", "__main__"} | set(MODULES_DE_L_ENONCE)


def test_la_question_rejouer_est_la_meme_pour_le_journal_et_pour_l_enonce():
    # Le journal reconnaît la fin d'une partie à cette question : les deux textes doivent rester égaux.
    from yum.commun.questions import QUESTION_REJOUER as QUESTION_DES_JEUX
    from yum.saisie import QUESTION_REJOUER
    assert QUESTION_DES_JEUX == QUESTION_REJOUER


def test_le_suivi_refuse_une_question_que_l_enonce_ne_pose_pas():
    from yum.ajouts.suivi import CASE, RELANCE, genre_de_la_question
    assert genre_de_la_question(QUESTION_DES) == RELANCE
    assert genre_de_la_question(QUESTION_CASE) == CASE
    with pytest.raises(ValueError):
        genre_de_la_question("Quelle case ? ")


def test_le_suivi_lit_la_position_dans_les_tableaux_memes_de_la_partie():
    # Le conseil reçoit les tableaux de la partie eux-mêmes : aucune copie, aucun rejeu.
    from yum.ajouts import suivi as module_suivi
    from yum.ajouts.suivi import SuiviDeYum
    from yum.constantes import DES_MIN, NB_DES
    from yum.partie import jouer_partie
    from yum.regles import nouvelle_feuille, nouvelle_grille
    des, feuille = [DES_MIN] * NB_DES, nouvelle_feuille()
    vus = []

    def espion(des_vus, feuille_vue, lancers_restants):
        vus.append((des_vus, feuille_vue))
        return "Conseil de l'espion."
    suivi = SuiviDeYum(DesPipes(tirages([4] * 5)), Reponses(["?", "0", "?", "0"]), Ecran(), Conseil(espion))
    suivi.suivre(des, feuille)
    jouer_partie(des, feuille, nouvelle_grille(), suivi, suivi.lire, Ecran())
    assert len(vus) == 2
    assert all(des_vus is des and feuille_vue is feuille for des_vus, feuille_vue in vus)
    assert not hasattr(module_suivi, "Rejeu")
