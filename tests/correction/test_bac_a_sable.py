"""Le bac à sable : le paquet d'une équipe tourne à part, répond comme s'il était importé, ne touche à rien.

Chaque test lance un paquet (une copie juste, un paquet hostile de
``tests/hostiles.py``, ou un petit paquet écrit pour l'occasion) dans son
processus enfant, par ``correction.bac_a_sable.PaquetIsole``, et vérifie une
promesse : les réponses sont celles d'un appel direct (listes mises à jour,
exceptions du même type, une liste partagée par erreur se voit), un paquet qui
ne s'importe pas le dit en une phrase, une fonction qui boucle est nommée au
délai, une réponse forgée sans le jeton est ignorée, les limites sont posées,
et rien ne reste : ni processus, ni fichier.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import os
import resource
import shutil
import socket
import tempfile
import textwrap
from pathlib import Path

import pytest

from yum.correction import bac_a_sable
from yum.correction.enonce import FEUILLE_NEUVE, DesPrevus
from yum.correction.paquet.isole import (
    MEMOIRE_MAXIMALE,
    AppelSansReponse,
    ModuleDistant,
    PaquetIsole,
    PaquetNonImportable,
    ProcessusArrete,
)

# Les copies d'équipe du projet.
COPIES = Path(__file__).resolve().parent / "copies"
# Un délai d'appel court : les boucles des tests s'arrêtent vite (un appel juste prend moins d'une ms).
DELAI_COURT = 0.5


def paquet(dossier, **fichiers):
    """Écrit un petit paquet d'essai ``dossier`` (nom de module → code) ; retourne son dossier."""
    dossier.mkdir()
    (dossier / "__init__.py").write_text("", encoding="utf-8")
    for module, code in fichiers.items():
        (dossier / f"{module}.py").write_text(textwrap.dedent(code), encoding="utf-8")
    return dossier


@pytest.fixture
def isoler():
    """Lance des paquets isolés ; les arrête tous à la fin du test, et vérifie qu'aucun processus ne reste."""
    lances = []

    def lancer(dossier, **options):
        isole = PaquetIsole(dossier, **options)
        lances.append(isole)
        isole.demarrer()
        return isole

    yield lancer
    for isole in lances:
        processus = isole.processus
        isole.fermer()
        assert processus is None or processus.poll() is not None
        assert not isole.racine.exists(), "le dossier temporaire du paquet doit être retiré"


def test_un_paquet_juste_repond_comme_s_il_etait_importe(isoler):
    regles = ModuleDistant(isoler(COPIES / "tp1_yum"), "regles")
    grille = [0] * 19
    regles.calculer_coups_possibles([4, 6, 4, 4, 6], regles.nouvelle_feuille(), grille)
    assert grille == [0, 0, 0, 0, 12, 0, 12, 0, 0, 0, 24, 0, 25, 0, 0, 24, 0, 0, 0]


def test_une_feuille_modifiee_par_le_paquet_revient_modifiee(isoler):
    regles = ModuleDistant(isoler(COPIES / "tp1_yum"), "regles")
    feuille = regles.nouvelle_feuille()
    grille = [0] * 19
    regles.calculer_coups_possibles([5, 5, 5, 5, 5], feuille, grille)
    regles.appliquer_pointage(feuille, grille, 16)
    assert (feuille[16], feuille[17], feuille[18]) == (30, 30, 30)


def test_une_feuille_partagee_par_erreur_se_voit_comme_dans_un_import_direct(tmp_path, isoler):
    # La faute : nouvelle_feuille retourne toujours la même liste, celle du module.
    dossier = paquet(tmp_path / "partage", regles=f"""
        FEUILLE = {FEUILLE_NEUVE}
        def nouvelle_feuille():
            return FEUILLE
    """)
    regles = ModuleDistant(isoler(dossier), "regles")
    premiere = regles.nouvelle_feuille()
    premiere[1] = 5
    seconde = regles.nouvelle_feuille()
    assert seconde is premiere and seconde[1] == 5


def test_des_feuilles_neuves_restent_des_objets_distincts(isoler):
    regles = ModuleDistant(isoler(COPIES / "tp1_yum"), "regles")
    premiere, seconde = regles.nouvelle_feuille(), regles.nouvelle_feuille()
    premiere[1] = 5
    assert seconde is not premiere and seconde[1] == -1


def test_les_des_prevus_sont_tires_dans_l_enfant_et_comptes_ici(isoler):
    des = ModuleDistant(isoler(COPIES / "tp1_yum"), "des")
    valeurs, rng = [1, 1, 1, 1, 1], DesPrevus([6, 5, 4])
    des.rouler_des(valeurs, 523, rng)
    assert valeurs == [1, 5, 6, 1, 4] and rng.epuises()


def test_une_valueerror_du_paquet_reste_une_valueerror(isoler):
    saisie = ModuleDistant(isoler(COPIES / "tp1_yum"), "saisie")
    with pytest.raises(ValueError):
        saisie.analyser_des_a_rouler("abc")


def test_une_fonction_absente_est_une_attributeerror(isoler):
    regles = ModuleDistant(isoler(COPIES / "tp1_yum"), "regles")
    with pytest.raises(AttributeError, match="n'a pas de fonction « calculer_tout »"):
        regles.calculer_tout()


@pytest.mark.parametrize("hostile, raison", [
    ("sortie_brutale", "son processus s'est arrêté pendant l'import (code de sortie 0"),
    ("sortie_polie", "il appelle sys.exit(0) pendant son import\n  sortie_polie/__init__.py, ligne 5"),
    ("clavier", "il lit le clavier (input()) pendant son import"),
])
def test_un_paquet_qui_quitte_ou_lit_le_clavier_a_l_import_ne_s_importe_pas(isoler, hostiles, hostile,
                                                                            raison):
    with pytest.raises(PaquetNonImportable) as erreur:
        isoler(hostiles / hostile)
    assert str(erreur.value).startswith(f"le paquet ne s'importe pas : {raison}")


def test_un_paquet_qui_boucle_a_l_import_est_arrete_au_delai(tmp_path, isoler):
    dossier = paquet(tmp_path / "lent", regles="while True:\n    pass\n")
    with pytest.raises(PaquetNonImportable, match="son import n'a pas fini en 1 s"):
        isoler(dossier, delai_d_import=1)


def test_une_fonction_qui_boucle_est_nommee_puis_le_paquet_repond_encore(isoler, hostiles):
    isole = isoler(hostiles / "boucle_sans_fin", delai=DELAI_COURT)
    regles = ModuleDistant(isole, "regles")
    with pytest.raises(AppelSansReponse, match=r"^`calculer_coups_possibles` n'a pas répondu en 0.5 s"):
        regles.calculer_coups_possibles([2, 2, 2, 2, 2], regles.nouvelle_feuille(), [0] * 19)
    grille = [0] * 19
    regles.calculer_coups_possibles([1, 2, 3, 4, 5], regles.nouvelle_feuille(), grille)
    assert grille[14] == 20


def test_un_appel_qui_a_deja_boucle_echoue_sans_attendre(isoler, hostiles):
    isole = isoler(hostiles / "boucle_sans_fin", delai=DELAI_COURT)
    regles = ModuleDistant(isole, "regles")
    for _ in range(2):
        with pytest.raises(AppelSansReponse):
            regles.calculer_coups_possibles([3, 3, 3, 3, 3], [0] * 19, [0] * 19)
    assert isole.temps_des_boucles == DELAI_COURT


def test_un_os_exit_pendant_un_appel_est_nomme_et_le_paquet_repart(tmp_path, isoler):
    dossier = paquet(tmp_path / "brutal", regles="""
        import os
        def somme_des(des):
            if not des:
                os._exit(4)
            return sum(des)
    """)
    regles = ModuleDistant(isoler(dossier), "regles")
    with pytest.raises(ProcessusArrete, match=r"s'est arrêté pendant `somme_des` \(code de sortie 4\)"):
        regles.somme_des([])
    assert regles.somme_des([1, 2, 3]) == 6


def test_un_sys_exit_pendant_un_appel_echoue_sans_arreter_le_correcteur(tmp_path, isoler):
    dossier = paquet(tmp_path / "poli", regles="import sys\ndef somme_des(des):\n    sys.exit(0)\n")
    regles = ModuleDistant(isoler(dossier), "regles")
    with pytest.raises(AssertionError, match=r"`somme_des` a levé SystemExit\(0\)"):
        regles.somme_des([1])


def test_une_reponse_forgee_sans_le_jeton_est_ignoree(tmp_path, isoler):
    # Le paquet écrit une fausse réponse sur chaque descripteur : seule la vraie, avec le jeton, compte.
    dossier = paquet(tmp_path / "faussaire", regles="""
        import json, os
        def somme_des(des):
            fausse = (json.dumps({"n": 1, "resultat": 999, "args": [], "partagees": {}}) + "\\n").encode()
            for descripteur in range(3, 20):
                try:
                    os.write(descripteur, fausse)
                except OSError:
                    pass
            return sum(des)
    """)
    regles = ModuleDistant(isoler(dossier), "regles")
    assert regles.somme_des([1, 2, 3]) == 6


def test_le_paquet_tourne_avec_ses_limites_l_entree_fermee_et_sans_l_environnement(tmp_path, isoler):
    dossier = paquet(tmp_path / "curieux", regles="""
        import os, resource, sys
        def etat():
            return [resource.getrlimit(resource.RLIMIT_AS)[0], resource.getrlimit(resource.RLIMIT_CORE)[0],
                    os.readlink("/proc/self/fd/0"), os.getcwd(), os.environ.get("HOME"), sys.flags.isolated,
                    os.getpgid(0) == os.getpid()]
    """)
    isole = isoler(dossier)
    etat = ModuleDistant(isole, "regles").etat()
    memoire, core, entree, dossier_courant, maison, isole_, chef_de_groupe = etat
    assert (memoire, core, entree, isole_, chef_de_groupe) == (MEMOIRE_MAXIMALE, 0, "/dev/null", 1, True)
    assert dossier_courant == maison == str(isole.travail)
    assert resource.getrlimit(resource.RLIMIT_AS)[0] != MEMOIRE_MAXIMALE, "le correcteur n'a pas de limite"


def test_les_fichiers_ecrits_a_l_import_sont_signales_et_retires(hostiles):
    source = hostiles / "fichier_a_l_import"
    avant = sorted(source.rglob("*"))
    isole = PaquetIsole(source)
    isole.demarrer()
    laisses = isole.fermer()
    assert laisses == ["trace_de_l_equipe.txt", "fichier_a_l_import/cache.txt"]
    assert sorted(source.rglob("*")) == avant, "le dossier du paquet corrigé ne doit pas changer"
    assert not isole.racine.exists()


def test_aucun_processus_ne_reste_apres_une_boucle(isoler, hostiles):
    isole = isoler(hostiles / "boucle_sans_fin", delai=DELAI_COURT)
    pid = isole.processus.pid
    with pytest.raises(AppelSansReponse):
        ModuleDistant(isole, "regles").calculer_coups_possibles([4] * 5, [0] * 19, [0] * 19)
    assert not os.path.exists(f"/proc/{pid}"), "le processus qui bouclait doit être tué et attendu"


# --- Le bac à sable tient : le code d'une équipe ne sort pas de sa boîte ---------------------------------

# Le correcteur root : le code des équipes change d'utilisateur (sinon, rien à vérifier ici).
EN_ROOT = bac_a_sable.est_root()
sans_root = pytest.mark.skipif(not EN_ROOT, reason="le correcteur ne tourne pas en root : le code des équipes"
                               " tourne sous son utilisateur, sans boîte à part (le retour le dit)")
sans_reseau_a_part = pytest.mark.skipif(not bac_a_sable.prefixe_sans_reseau()[0],
                                        reason="le système refuse un espace de noms réseau (unshare --net)")


def importer_l_attaque(dossier, code):
    """Écrit un paquet dont l'import tente ``code`` ; retourne le message de PaquetNonImportable, ou None."""
    source = paquet(dossier, regles=code)
    isole = PaquetIsole(source)
    try:
        isole.demarrer()
        return None
    except PaquetNonImportable as erreur:
        return str(erreur)
    finally:
        isole.fermer()


@sans_reseau_a_part
def test_le_code_d_une_equipe_ne_se_connecte_a_aucun_port_de_la_machine(tmp_path):
    with socket.socket() as ecoute:
        ecoute.bind(("127.0.0.1", 0))
        ecoute.listen()
        port = ecoute.getsockname()[1]
        message = importer_l_attaque(tmp_path / "reseau", f"""
            import socket
            socket.create_connection(("127.0.0.1", {port}), timeout=5).sendall(b"secret")
        """)
        ecoute.setblocking(False)
        with pytest.raises(BlockingIOError):
            ecoute.accept()
    assert message is not None and "Network is unreachable" in message, message


@sans_root
def test_le_code_d_une_equipe_n_ecrit_pas_dans_la_maison_de_l_enseignant(tmp_path):
    cible = Path.home() / f"des-intrusion-{os.getpid()}-{tmp_path.name}.txt"
    message = importer_l_attaque(tmp_path / "maison", f"""
        open({str(cible)!r}, "w").write("intrusion")
    """)
    assert not cible.exists()
    assert message is not None and str(cible) in message, message


@sans_root
def test_le_code_d_une_equipe_ne_lit_pas_la_remise_d_une_autre_equipe(tmp_path, monkeypatch):
    # La remise d'une autre équipe est lisible par tous : seul le bac à sable (le dossier des remises caché)
    # la protège.
    remises = Path(tempfile.mkdtemp(prefix="des-remises-"))
    try:
        os.chmod(remises, 0o755)
        autre = remises / "Autre Equipe_1_assignsubmission_file_"
        autre.mkdir(mode=0o755)
        (autre / "regles.py").write_text("SECRET = 'la solution'", encoding="utf-8")
        (autre / "regles.py").chmod(0o644)
        monkeypatch.setenv(bac_a_sable.VARIABLE_DES_CACHES, str(remises))
        message = importer_l_attaque(tmp_path / "curieux", f"""
            print(open({str(autre / 'regles.py')!r}).read())
        """)
    finally:
        shutil.rmtree(remises)
    assert message is not None and "regles.py" in message and "la solution" not in message, message


@sans_root
def test_le_code_d_une_equipe_tourne_sous_un_utilisateur_sans_privileges(tmp_path, isoler):
    dossier = paquet(tmp_path / "qui", regles="""
        import os
        def qui():
            return [os.getuid(), os.getgid(), os.getgroups()]
    """)
    uid = bac_a_sable.uid_de_l_equipe()
    assert ModuleDistant(isoler(dossier), "regles").qui() == [uid, uid, []]


def test_chaque_protection_absente_est_nommee_avec_sa_raison():
    texte = bac_a_sable.texte_des_protections([
        bac_a_sable.Protection("pas de réseau", False, "unshare refusé"),
        bac_a_sable.Protection("limites", True)])
    assert texte == "- **absente** : pas de réseau (unshare refusé)\n- en force : limites\n"


def test_les_protections_ne_dependent_pas_du_poste_de_travail_qui_corrige(monkeypatch):
    # Le retour d'une remise est le même d'une correction à l'autre : l'uid de l'équipe (60000 + le numéro
    # de la boîte, celle du poste de travail qui la corrige) n'y paraît pas.
    textes = set()
    for boite in ("0", "1", "7"):
        monkeypatch.setenv(bac_a_sable.VARIABLE_DE_LA_BOITE, boite)
        textes.add(bac_a_sable.texte_des_protections(bac_a_sable.protections()))
    assert len(textes) == 1


def test_les_dossiers_caches_de_meme_longueur_se_nomment_toujours_dans_le_meme_ordre():
    assert bac_a_sable.les_plus_hauts(["/root", "/home", "/home/ana", "/tmp/notes"]) == \
        ["/home", "/root", "/tmp/notes"]
    assert bac_a_sable.les_plus_hauts(["/home", "/root"]) == bac_a_sable.les_plus_hauts(["/root", "/home"])
