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

import json
import os
import resource
import shlex
import shutil
import socket
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest
from processus import survivants

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
                    os.getpid() <= 3]
    """)
    isole = isoler(dossier)
    etat = ModuleDistant(isole, "regles").etat()
    # Un petit numéro de processus : il est dans son propre espace de noms de processus, qui meurt avec lui.
    memoire, core, entree, dossier_courant, maison, isole_, dans_sa_boite = etat
    assert (memoire, core, entree, isole_, dans_sa_boite) == (MEMOIRE_MAXIMALE, 0, "/dev/null", 1, True)
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

# Le correcteur root : le code des équipes change d'utilisateur.
EN_ROOT = bac_a_sable.est_root()
# Le bac à sable est là (bubblewrap) : sans lui, le code des équipes ne tourne pas du tout.
AVEC_BAC = bool(bac_a_sable.bac_a_sable_ici()[0])
pytestmark = pytest.mark.skipif(not AVEC_BAC, reason="pas de bac à sable ici ("
                                f"{bac_a_sable.bac_a_sable_ici()[1]}) : le code des équipes ne tourne pas")


def importer_l_attaque(dossier, code):
    """Écrit un paquet dont l'import tente ``code`` ; retourne (message de PaquetNonImportable ou None,
    tentatives laissées)."""
    source = paquet(dossier, regles=code)
    isole = PaquetIsole(source)
    try:
        isole.demarrer()
        return None, isole
    except PaquetNonImportable as erreur:
        return str(erreur), isole
    finally:
        isole.fermer()


def test_un_module_du_paquet_importe_son_voisin_par_son_seul_nom(isoler, tmp_path):
    # Tour 33, py_fleche : « from ecran import LIBRE » dans regles.py, comme le fait un programme lancé par
    # « python main.py » ; le paquet ne s'importait pas, et toute la remise était non notable.
    dossier = paquet(tmp_path / "equipe", ecran="LIBRE = -1\n",
                     regles="from ecran import LIBRE\n\ndef libre():\n    return LIBRE\n")
    assert ModuleDistant(isoler(dossier), "regles").libre() == -1


def test_un_voisin_importe_par_son_seul_nom_est_le_module_du_paquet_lui_meme(isoler, tmp_path):
    # Relecture du 28 novembre : « try: import regles / except ImportError: from . import regles » donnait
    # un second exemplaire de regles, à l'état séparé ; la case remplie par l'un restait libre pour l'autre.
    dossier = paquet(tmp_path / "equipe",
                     regles="REMPLIES = set()\n\ndef remplir(case):\n    REMPLIES.add(case)\n",
                     saisie="try:\n    import regles\nexcept ImportError:\n    from . import regles\n\n"
                            "def case_libre(case):\n    return case not in regles.REMPLIES\n\n"
                            "def nom():\n    return regles.__spec__.name\n")
    isole = isoler(dossier)
    ModuleDistant(isole, "regles").remplir(3)
    saisie = ModuleDistant(isole, "saisie")
    assert saisie.case_libre(3) is False and saisie.nom() == "equipe.regles"


def test_un_gros_fichier_joint_au_paquet_ne_l_empeche_pas_de_s_importer(isoler, tmp_path):
    # Relecture du 28 novembre : une vidéo de 55 Mio à côté des modules ; « son dossier pèse 55 Mio », et
    # toute la remise était non notable. Un module Python aussi lourd, lui, compte toujours.
    dossier = paquet(tmp_path / "equipe", regles="def un():\n    return 1\n")
    with (dossier / "demo.mp4").open("wb") as video:
        video.truncate(55 * 1024 ** 2)
    assert ModuleDistant(isoler(dossier), "regles").un() == 1
    with (dossier / "donnees.py").open("wb") as module:
        module.truncate(55 * 1024 ** 2)
    isole = PaquetIsole(dossier)
    with pytest.raises(PaquetNonImportable, match="pèse 55 Mio"):
        isole.demarrer()
    isole.fermer()


def test_un_module_du_paquet_ne_cache_jamais_un_module_de_python(isoler, tmp_path):
    # Cherchés en dernier, les voisins ne remplacent ni « json » (le tube du correcteur) ni « random ».
    dossier = paquet(tmp_path / "equipe", json="raise SystemExit('json de l équipe')\n",
                     random="raise SystemExit('random de l équipe')\n",
                     regles="import json\nimport random\n\ndef noms():\n"
                            "    return [json.__name__, random.__file__.endswith('random.py'),"
                            " 'equipe' in random.__file__]\n")
    assert ModuleDistant(isoler(dossier), "regles").noms() == ["json", True, False]


def appeler(dossier, code, fonction="attaque", *arguments):
    """Écrit un paquet qui définit ``code`` ; retourne le résultat de ``regles.fonction(*arguments)``."""
    isole = PaquetIsole(paquet(dossier, regles=code))
    try:
        isole.demarrer()
        return getattr(ModuleDistant(isole, "regles"), fonction)(*arguments)
    finally:
        isole.fermer()


def test_le_code_d_une_equipe_ne_se_connecte_a_aucun_port_de_la_machine(tmp_path):
    with socket.socket() as ecoute:
        ecoute.bind(("127.0.0.1", 0))
        ecoute.listen()
        port = ecoute.getsockname()[1]
        message, _ = importer_l_attaque(tmp_path / "reseau", f"""
            import socket
            socket.create_connection(("127.0.0.1", {port}), timeout=5).sendall(b"secret")
        """)
        ecoute.setblocking(False)
        with pytest.raises(BlockingIOError):
            ecoute.accept()
    assert message is not None and "Connection refused" in message, message


def test_le_code_d_une_equipe_n_atteint_aucune_socket_unix_de_la_machine(tmp_path):
    # Une base de données, D-Bus, X11 : une socket à chemin, lisible par tous.
    dossier = Path(tempfile.mkdtemp(prefix="des-socket-", dir="/tmp"))
    os.chmod(dossier, 0o755)
    chemin = str(dossier / "service.sock")
    try:
        with socket.socket(socket.AF_UNIX) as ecoute:
            ecoute.bind(chemin)
            os.chmod(chemin, 0o777)
            ecoute.listen()
            ecoute.setblocking(False)
            message, _ = importer_l_attaque(tmp_path / "unix", f"""
                import socket
                s = socket.socket(socket.AF_UNIX)
                s.connect({chemin!r})
                s.sendall(b"secret")
            """)
            with pytest.raises(BlockingIOError):
                ecoute.accept()
    finally:
        shutil.rmtree(dossier)
    assert message is not None and "No such file or directory" in message, message


@pytest.mark.parametrize("cible", ["{maison}/des-intrusion-{n}.txt", "/tmp/des-intrusion-{n}.txt",
                                   "/dev/shm/des-intrusion-{n}.txt", "/var/tmp/des-intrusion-{n}.txt",
                                   "/run/lock/des-intrusion-{n}.txt", "/etc/des-intrusion-{n}.txt"])
def test_le_code_d_une_equipe_n_ecrit_rien_hors_de_sa_boite(tmp_path, cible):
    cible = cible.format(maison=Path.home(), n=f"{os.getpid()}-{tmp_path.name}")
    resultat = appeler(tmp_path / "ecrivain", f"""
        def attaque():
            try:
                with open({cible!r}, "w") as fichier:
                    fichier.write("intrusion")
                return "écrit"
            except OSError as erreur:
                return type(erreur).__name__
    """)
    assert not os.path.lexists(cible), f"{cible} a été écrit hors de la boîte ({resultat})"


def test_ce_qu_une_equipe_met_dans_son_tmp_et_son_dev_shm_disparait_avec_sa_boite(tmp_path):
    nom = f"des-reste-{os.getpid()}-{tmp_path.name}"
    resultat = appeler(tmp_path / "remplisseur", f"""
        def attaque():
            tailles = []
            for dossier in ("/tmp", "/dev/shm"):
                try:
                    with open(dossier + "/{nom}", "wb") as fichier:
                        fichier.write(b"x" * 1024 ** 2 * 200)
                except OSError as erreur:
                    tailles.append(erreur.errno)
            return tailles
    """)
    # Le fichier trop gros (EFBIG) ou le dossier plein (ENOSPC) : l'écriture échoue dans la boîte.
    assert set(resultat) <= {27, 28} and len(resultat) == 2, resultat
    assert not os.path.lexists(f"/tmp/{nom}") and not os.path.lexists(f"/dev/shm/{nom}")


def test_le_code_d_une_equipe_ne_lit_pas_la_remise_d_une_autre_equipe(tmp_path):
    # La remise d'une autre équipe est lisible par tous : seule la boîte (qui ne la montre pas) la protège.
    remises = Path(tempfile.mkdtemp(prefix="des-remises-", dir="/tmp"))
    try:
        os.chmod(remises, 0o755)
        autre = remises / "Autre Equipe_1_assignsubmission_file_"
        autre.mkdir(mode=0o755)
        (autre / "regles.py").write_text("SECRET = 'la solution'", encoding="utf-8")
        (autre / "regles.py").chmod(0o644)
        message, _ = importer_l_attaque(tmp_path / "curieux", f"""
            print(open({str(autre / 'regles.py')!r}).read())
        """)
    finally:
        shutil.rmtree(remises)
    assert message is not None and "regles.py" in message and "la solution" not in message, message


def test_le_paquet_d_une_equipe_n_emprunte_pas_la_reference_installee(tmp_path):
    from yum.correction import DOSSIER_DU_PROJET

    resultat = appeler(tmp_path / "emprunteur", f"""
        import sys
        def attaque():
            # Le barrage du correcteur ôté, le dossier du projet ajouté : la référence reste introuvable.
            sys.meta_path[:] = [chercheur for chercheur in sys.meta_path
                                if type(chercheur).__name__ != "BarrageDeLaReference"]
            sys.path.append({str(DOSSIER_DU_PROJET)!r})
            try:
                import yum.regles
                return yum.regles.__file__
            except ImportError as erreur:
                return type(erreur).__name__
    """)
    assert resultat == "ModuleNotFoundError"


def test_l_environnement_de_l_enseignant_n_atteint_pas_l_equipe(tmp_path, monkeypatch):
    monkeypatch.setenv("MOODLE_TOKEN", "jeton-secret-de-l-enseignant")
    resultat = appeler(tmp_path / "espion", """
        import os
        def attaque():
            return sorted(os.environ)
    """)
    assert "MOODLE_TOKEN" not in resultat
    # Rien de l'enseignant : ce dont Python a besoin, où est la sonde du bac à sable, les zones de malloc.
    assert set(resultat) <= {"PATH", "HOME", "TMPDIR", "LANG", "PYTHONUNBUFFERED", "PYTHONIOENCODING",
                             "PYTHONDONTWRITEBYTECODE", "PYTHONNOUSERSITE", "PWD", "LC_CTYPE", "PYTHONPATH",
                             "DES_SONDE_FICHIER", "MALLOC_ARENA_MAX"}, resultat


def test_le_code_d_une_equipe_ne_voit_que_ses_propres_processus(tmp_path):
    resultat = appeler(tmp_path / "voyeur", """
        import os
        def attaque():
            return sorted(int(nom) for nom in os.listdir("/proc") if nom.isdigit())
    """)
    assert os.getpid() not in resultat and len(resultat) <= 3, resultat


def test_un_kill_de_tout_a_l_import_ne_touche_que_la_boite(tmp_path):
    with subprocess_temoin() as temoin:
        message, _ = importer_l_attaque(tmp_path / "tueur", """
            import os, signal
            os.kill(-1, signal.SIGKILL)
        """)
        assert temoin.poll() is None, "un processus hors de la boîte a été tué"
    assert message is not None


def test_un_processus_laisse_par_l_equipe_meurt_avec_sa_boite(tmp_path):
    marque = f"des-reste-{os.getpid()}-{tmp_path.name}"
    message, _ = importer_l_attaque(tmp_path / "fuyard", f"""
        import os, subprocess
        subprocess.Popen(["/bin/sh", "-c", "exec -a {marque} sleep 300"], start_new_session=True)
    """)
    assert message is None
    assert not survivants(marque), "le processus laissé par l'équipe vit encore"


def test_une_bombe_de_fork_s_arrete_dans_sa_boite(tmp_path):
    resultat = appeler(tmp_path / "bombe", """
        import os, time
        def attaque():
            fils = 0
            try:
                while fils < 10000:
                    if os.fork() == 0:
                        time.sleep(60)
                        os._exit(0)
                    fils += 1
            except OSError:
                pass
            return fils
    """)
    assert resultat < bac_a_sable.PROCESSUS_DU_PAQUET


def test_un_lien_pose_par_l_equipe_est_signale_et_jamais_suivi(tmp_path):
    message, isole = importer_l_attaque(tmp_path / "poseur", """
        import os
        os.symlink("/etc", "cible")
        os.symlink("/etc/passwd", "sortie.txt")
    """)
    assert message is None
    assert os.path.isdir("/etc") and os.path.isfile("/etc/passwd")
    assert any("« cible » vers /etc" in tentative for tentative in isole.tentatives), isole.tentatives
    texte = bac_a_sable.texte_des_tentatives(isole.tentatives)
    assert texte.startswith("- tentative bloquée : un lien")


def test_un_paquet_qui_inonde_le_tube_des_reponses_est_arrete(tmp_path):
    # Le tube des réponses est le numéro sys.argv[2] de l'enfant : le paquet y écrit sans fin, sans
    # saut de ligne ; le correcteur ne garde pas tout en mémoire, il l'arrête.
    message, _ = importer_l_attaque(tmp_path / "inondation", """
        import os, sys
        bloc = b"x" * 1024 ** 2
        for _ in range(64):
            os.write(int(sys.argv[2]), bloc)
    """)
    assert message is not None and "s'est arrêté" in message, message


def test_une_ligne_json_trop_profonde_ecrite_dans_le_tube_des_reponses_est_ignoree(tmp_path):
    # Tour 65 : « [[[[… » sur deux cent mille niveaux, écrit à l'import, épuisait la pile du décodeur ;
    # la trace du correcteur, avec ses chemins, finissait dans le retour de l'équipe.
    message, _ = importer_l_attaque(tmp_path / "profond", """
        import os, sys
        os.write(int(sys.argv[2]), b"[" * 200000 + b"\\n")
    """)
    assert message is None, message


def test_le_fichier_de_sortie_du_paquet_est_hors_de_la_vue_de_l_equipe(tmp_path):
    source = paquet(tmp_path / "faussaire", regles="""
        import os, sys
        print("une ligne de l'équipe")
    """)
    isole = PaquetIsole(source)
    cible = str(isole.fichier_de_sortie)
    (source / "regles.py").write_text(textwrap.dedent(f"""
        import os
        try:
            os.symlink("/etc/passwd", {cible!r})
        except OSError:
            pass
        print("une ligne de l'équipe", flush=True)
    """), encoding="utf-8")
    try:
        isole.demarrer()
        assert not os.path.islink(cible)
        assert "une ligne de l'équipe" in Path(cible).read_text(encoding="utf-8")
    finally:
        isole.fermer()


@pytest.mark.skipif(not EN_ROOT, reason="le correcteur ne tourne pas en root : le code garde son uid, dans"
                    " un espace de noms d'utilisateur à lui")
def test_le_code_d_une_equipe_tourne_sous_un_utilisateur_sans_privileges(tmp_path):
    resultat = appeler(tmp_path / "qui", """
        import os
        def attaque():
            statut = open("/proc/self/status").read()
            effectives = [ligne for ligne in statut.splitlines() if ligne.startswith("CapEff")]
            return [os.getuid(), os.getgid(), os.getgroups(), effectives[0].split()[1]]
    """)
    assert resultat[:3] == [resultat[0], resultat[0], []] and resultat[3] == "0000000000000000"


# --- Le programme en console, dans sa boîte ---------------------------------------------------------

def jouer_en_console(code, **environnement):
    """Lance ``python -c code`` comme le programme d'une équipe ; retourne ce qu'il a écrit jusqu'à la fin."""
    from yum.correction.programme.console import Console

    dossier = bac_a_sable.dossier_de_travail("essai-")
    console = Console(f"{sys.executable} -c {shlex.quote(code)}", str(dossier), 20)
    try:
        return console.attendre()
    finally:
        console.fermer()
        bac_a_sable.retirer(dossier)


def test_le_programme_en_console_ne_recoit_rien_de_l_environnement_du_correcteur(monkeypatch):
    from yum.correction import DOSSIER_DU_PROJET

    monkeypatch.setenv("MOODLE_TOKEN", "jeton-secret-de-l-enseignant")
    monkeypatch.setenv("PYTHONPATH", str(DOSSIER_DU_PROJET))
    texte = jouer_en_console("import os; print(sorted(os.environ.items()))")
    assert "MOODLE_TOKEN" not in texte and "jeton" not in texte, texte
    assert str(DOSSIER_DU_PROJET) not in texte, texte


def test_le_programme_en_console_n_emprunte_pas_la_reference(monkeypatch):
    from yum.correction import DOSSIER_DU_PROJET

    texte = jouer_en_console(f"import sys; sys.path.append({str(DOSSIER_DU_PROJET)!r}); import yum.regles")
    assert "ModuleNotFoundError: No module named 'yum'" in texte, texte


def test_le_programme_en_console_ne_voit_ni_home_ni_root_ni_les_remises():
    texte = jouer_en_console("import os; print(sorted(os.listdir('/')))")
    assert "'home'" not in texte and "'root'" not in texte and "'work'" not in texte, texte


@pytest.mark.parametrize("code, tentative", [
    ("open('/etc/des-intrusion', 'w')", "écriture de /etc/des-intrusion"),
    ("open('/etc/shadow').read()", "lecture de /etc/shadow"),
    ("open('/proc/1/environ').read()", "lecture de /proc/1/environ"),
    ("os.listdir('/')", "exploration de /"),
    ("os.makedirs('/run/lock/des-boites')", "écriture de /run"),
    ("socket.socket(socket.AF_UNIX).connect('/run/dbus/system_bus_socket')",
     "connexion à /run/dbus/system_bus_socket"),
    ("socket.create_connection(('127.0.0.1', 5432))", "connexion à ('127.0.0.1', 5432)"),
    ("os.kill(-1, 9)", "signal 9 envoyé à tous les processus (kill -1)"),
])
def test_chaque_tentative_du_code_python_est_nommee(code, tentative):
    bac_a_sable.TENTATIVES.notees.clear()
    jouer_en_console(f"import os, socket\ntry:\n    {code}\nexcept OSError:\n    pass\nprint('fini')")
    notees = bac_a_sable.tentatives_notees()
    assert any(note.startswith(tentative) for note in notees), notees


def test_un_processus_detache_et_la_reference_cherchee_sont_nommes(tmp_path):
    from yum.correction import DOSSIER_DU_PROJET

    source = paquet(tmp_path / "detache", regles=f"""
        import os, sys, time
        sys.path.append({str(DOSSIER_DU_PROJET)!r})
        try:
            import yum
        except ImportError:
            pass
        lecture, ecriture = os.pipe()
        if os.fork() == 0:
            os.setsid()
            os.write(ecriture, b"x")
            time.sleep(60)
            os._exit(0)
        os.read(lecture, 1)
    """)
    isole = PaquetIsole(source)
    isole.demarrer()
    isole.fermer()
    assert f"recherche de modules dans {DOSSIER_DU_PROJET}" in isole.tentatives
    assert any(tentative.startswith("un processus détaché") for tentative in isole.tentatives)


def test_un_programme_honnete_ne_tente_rien():
    bac_a_sable.TENTATIVES.notees.clear()
    jouer_en_console("import random, time, platform, json, os\nprint(platform.system(), time.localtime())\n"
                     "open('partie.txt', 'w').write('ok')\nprint(open('partie.txt').read(), os.listdir('.'))")
    assert bac_a_sable.tentatives_notees() == []


# L'utilisateur ordinaire qui essaie les murs quand les tests tournent en root (nobody).
UTILISATEUR_ORDINAIRE = 65534
# Le Python du système, que cet utilisateur peut lancer (celui du correcteur peut être sous /root).
PYTHON_DU_SYSTEME = "/usr/bin/python3"


def test_un_utilisateur_ordinaire_a_les_memes_murs():
    from yum.correction import DOSSIER_DU_PROJET

    if not EN_ROOT:
        pytest.skip("les tests ne tournent pas en root : ils sont déjà un utilisateur ordinaire")
    if not (os.path.exists(PYTHON_DU_SYSTEME) and bac_a_sable.traversable_par_tous(DOSSIER_DU_PROJET)
            and bac_a_sable.lisible_par_tous(PYTHON_DU_SYSTEME)):
        pytest.skip("ni Python du système ni projet lisibles par un utilisateur ordinaire ici")
    import subprocess

    resultat = subprocess.run(
        [PYTHON_DU_SYSTEME, str(COPIES / "bac_a_sable" / "murs.py")], capture_output=True, text=True,
        timeout=120, user=UTILISATEUR_ORDINAIRE, group=UTILISATEUR_ORDINAIRE, extra_groups=[],
        env={"PATH": os.environ["PATH"], "PYTHONPATH": str(DOSSIER_DU_PROJET), "TMPDIR": "/tmp"})
    assert resultat.returncode == 0, resultat.stderr
    bilan = json.loads(resultat.stdout)
    # Le tueur n'a tué ni le correcteur (il a écrit son bilan) ni l'équipe honnête, à côté de lui.
    assert bilan["honnete"]["reponse"] == sum(range(40)), bilan["honnete"]
    assert bilan["moi"]["uid"] == UTILISATEUR_ORDINAIRE
    assert "signal 9 envoyé à tous les processus (kill -1)" in bilan["tueur"]["tentatives"]
    erreurs, processus = bilan["curieux"]["reponse"]
    assert set(erreurs) <= {"FileNotFoundError", "OSError", "KeyError", "ConnectionRefusedError"}, erreurs
    assert len(processus) <= 3, processus
    assert any(tentative.startswith("lecture de /etc/shadow") for tentative in bilan["curieux"]["tentatives"])
    assert "aucune socket" in bilan["moi"]["protections"]


def test_chaque_protection_absente_est_nommee_avec_sa_raison():
    texte = bac_a_sable.texte_des_protections([
        bac_a_sable.Protection("pas de réseau", False, "unshare refusé"),
        bac_a_sable.Protection("limites", True)])
    assert texte == "- **absente** : pas de réseau (unshare refusé)\n- en force : limites\n"


def test_les_protections_ne_dependent_pas_du_poste_de_travail_qui_corrige():
    textes = {bac_a_sable.texte_des_protections(bac_a_sable.protections()) for _ in range(3)}
    assert len(textes) == 1
    assert "uid" not in textes.pop()


def test_sans_bac_a_sable_le_code_ne_tourne_que_si_l_enseignant_le_demande(monkeypatch, tmp_path):
    monkeypatch.setattr(bac_a_sable.lancement, "bac_a_sable_ici", lambda: ("", "bwrap manque"))
    monkeypatch.delenv(bac_a_sable.VARIABLE_SANS_BAC_A_SABLE, raising=False)
    message = bac_a_sable.exiger_le_bac_a_sable()
    assert "bwrap manque" in message and bac_a_sable.OPTION_SANS_BAC_A_SABLE in message
    with pytest.raises(bac_a_sable.BacIndisponible):
        bac_a_sable.lancer(["true"], (), tmp_path)
    monkeypatch.setenv(bac_a_sable.VARIABLE_SANS_BAC_A_SABLE, "1")
    assert bac_a_sable.exiger_le_bac_a_sable() is None
    assert any(not protection.en_force and "bubblewrap" in protection.nom
               for protection in bac_a_sable.protections())


def test_l_empreinte_d_une_remise_ne_suit_pas_ses_liens(tmp_path):
    # Un lien vers un fichier de root : ni lu par root, ni une raison d'échouer pour un autre utilisateur.
    from yum.correction.classe.commande import empreinte

    remise, dehors = tmp_path / "remise", tmp_path / "dehors.txt"
    remise.mkdir()
    (remise / "regles.py").write_text("x = 1\n", encoding="utf-8")
    dehors.write_text("avant", encoding="utf-8")
    (remise / "secret.py").symlink_to(dehors)
    avant = empreinte(remise)
    dehors.write_text("après", encoding="utf-8")
    assert empreinte(remise) == avant


def test_l_empreinte_d_une_remise_n_ouvre_pas_un_tube_nomme(tmp_path):
    # Tour 65 : un tube nommé dans une remise (une archive tar extraite à la main) ; l'ouvrir attend sans
    # fin qu'on y écrive, et la classe entière s'arrêtait avant sa première équipe.
    import threading

    from yum.correction.classe.commande import empreinte

    remise = tmp_path / "remise"
    remise.mkdir()
    (remise / "regles.py").write_text("x = 1\n", encoding="utf-8")
    os.mkfifo(remise / "tube")
    empreintes = []
    fil = threading.Thread(target=lambda: empreintes.append(empreinte(remise)), daemon=True)
    fil.start()
    fil.join(timeout=30)
    assert empreintes, "l'empreinte attend encore : le tube a été ouvert"


# --- Les outils de ces tests ------------------------------------------------------------------------

class subprocess_temoin:
    """Un processus témoin hors de toute boîte (``sleep``), qui doit survivre aux attaques."""

    def __enter__(self):
        """Lance le témoin ; le retourne."""
        import subprocess

        self.processus = subprocess.Popen(["sleep", "60"])
        return self.processus

    def __exit__(self, *erreur):
        """Arrête le témoin."""
        self.processus.kill()
        self.processus.wait()


def sortie_dans_une_boite(commande):
    """Retourne ce que ``commande`` écrit, lancée dans une boîte de programme en console (un dossier neuf)."""
    dossier = bac_a_sable.dossier_de_travail("des-essai-")
    try:
        processus = bac_a_sable.lancer(commande, bac_a_sable.lancement.limites_du_programme(10), dossier,
                                       stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                       stderr=subprocess.DEVNULL, text=True)
        sortie, _ = processus.communicate(timeout=60)
        os.close(processus.sonde)
    finally:
        bac_a_sable.retirer(dossier)
    return sortie


def drapeau_de_la_jvm(nom, options=()):
    """Retourne la valeur du drapeau ``nom`` d'une JVM lancée dans une boîte avec ``options``."""
    sortie = sortie_dans_une_boite(["java", *options, "-XX:+PrintFlagsFinal", "-version"])
    lignes = [ligne.split() for ligne in sortie.splitlines()]
    return {mots[1]: mots[3] for mots in lignes if len(mots) >= 4}[nom]


@pytest.mark.skipif(shutil.which("java") is None, reason="java (JDK 17) manque : aucune JVM à borner")
def test_une_jvm_dans_sa_boite_a_un_tas_borne_que_la_commande_de_l_equipe_peut_changer():
    # Sans borne, la JVM taille son tas sur la machine et manque de mémoire au hasard d'une partie.
    assert drapeau_de_la_jvm("MaxHeapSize") == str(512 * 1024 ** 2)
    assert drapeau_de_la_jvm("ReservedCodeCacheSize") == str(64 * 1024 ** 2)
    assert drapeau_de_la_jvm("MaxHeapSize", ["-Xmx256m"]) == str(256 * 1024 ** 2)


def test_un_programme_dans_sa_boite_a_peu_de_zones_de_malloc():
    assert "MALLOC_ARENA_MAX=2" in sortie_dans_une_boite(["printenv"]).splitlines()


# Un programme qui fait une pause d'une demi-seconde, puis une pause négative (que Python refuse).
PROGRAMME_QUI_FAIT_UNE_PAUSE = textwrap.dedent("""
    import time
    debut = time.monotonic()
    time.sleep(0.5)
    print(round(time.monotonic() - debut, 3))
    try:
        time.sleep(-1)
    except ValueError:
        print("pause négative refusée")
""")


@pytest.mark.parametrize("facteur, plus_court_que, au_moins", [("50", 0.25, 0.0), (None, 10.0, 0.5)])
def test_la_sonde_raccourcit_les_pauses_seulement_quand_le_correcteur_le_demande(tmp_path, facteur,
                                                                                  plus_court_que, au_moins):
    # La sonde est le sitecustomize du Python d'une équipe ; le correcteur en console lui donne un facteur.
    shutil.copy(bac_a_sable.SONDE, tmp_path / "sitecustomize.py")
    environnement = {**os.environ, "PYTHONPATH": str(tmp_path)}
    environnement.pop(bac_a_sable.VARIABLE_DES_PAUSES, None)
    if facteur:
        environnement[bac_a_sable.VARIABLE_DES_PAUSES] = facteur
    sortie = subprocess.run([sys.executable, "-c", PROGRAMME_QUI_FAIT_UNE_PAUSE], env=environnement,
                            capture_output=True, text=True, check=True).stdout.splitlines()
    assert au_moins <= float(sortie[0]) < plus_court_que, sortie
    assert sortie[1] == "pause négative refusée"


def test_un_json_py_de_l_equipe_dans_le_chemin_de_python_ne_fait_pas_tomber_la_sonde(tmp_path):
    # Relecture du 28 novembre : le dossier d'une équipe dans PYTHONPATH, avec un json.py à elle ; la sonde
    # l'importait, tombait (« Error in sitecustomize »), et les pauses n'étaient plus raccourcies : la note
    # bougeait d'une correction à l'autre.
    sonde, equipe = tmp_path / "sonde", tmp_path / "equipe"
    sonde.mkdir()
    equipe.mkdir()
    shutil.copy(bac_a_sable.SONDE, sonde / "sitecustomize.py")
    (equipe / "json.py").write_text("raise SystemExit('module de l équipe')\n", encoding="utf-8")
    environnement = {**os.environ, "PYTHONPATH": os.pathsep.join([str(sonde), str(equipe)]),
                     bac_a_sable.VARIABLE_DES_PAUSES: "50"}
    resultat = subprocess.run([sys.executable, "-c", PROGRAMME_QUI_FAIT_UNE_PAUSE], env=environnement,
                              capture_output=True, text=True, check=True)
    assert "sitecustomize" not in resultat.stderr, resultat.stderr
    assert float(resultat.stdout.splitlines()[0]) < 0.25


def secret_hors_de_la_boite(tmp_path):
    """Écrit, hors de toute boîte, un dossier secret (et son fichier ``prog.py``) ; retourne le dossier."""
    secret = tmp_path / "secret"
    secret.mkdir()
    (secret / "prog.py").write_text("print('le secret de l enseignant')", encoding="utf-8")
    return secret


def test_un_dossier_dont_le_nom_porte_deux_points_ne_montre_pas_ce_qu_il_nomme_apres(tmp_path):
    # Tour 60 : le dossier « a: » d'une remise, puis un chemin de la machine ; le chemin de Python que le
    # correcteur bâtit le nomme entier, et le découper montrait ce chemin dans la boîte.
    secret = secret_hors_de_la_boite(tmp_path)
    paquet = Path(f"{tmp_path}/remise/a:{secret}")
    paquet.mkdir(parents=True)
    sortie = sortie_dans_une_boite(["env", f"PYTHONPATH={paquet}", sys.executable, "-c",
                                    f"print(open({str(secret / 'prog.py')!r}).read())"])
    assert "le secret" not in sortie, sortie


def test_un_dossier_dont_le_nom_porte_une_espace_ne_montre_pas_ce_qu_il_nomme_apres(tmp_path):
    # « x /chemin/de/la/machine/prog.py » : les mots d'un chemin entier ne sont pas des chemins nommés.
    secret = secret_hors_de_la_boite(tmp_path)
    script = Path(f"{tmp_path}/remise/x {secret}/prog.py")
    script.parent.mkdir(parents=True)
    script.write_text(f"print(open({str(secret / 'prog.py')!r}).read())", encoding="utf-8")
    sortie = sortie_dans_une_boite([sys.executable, str(script)])
    assert "le secret" not in sortie, sortie


def test_un_dossier_dont_le_nom_porte_un_egal_ne_montre_pas_ce_qu_il_nomme_apres(tmp_path):
    # Revue du 28 novembre au soir : « x=/chemin » dans une liste de chemins de Python, lue comme une option
    # « x=valeur », montrait le chemin dans la boîte.
    secret = secret_hors_de_la_boite(tmp_path)
    paquet = Path(f"{tmp_path}/remise/x={secret}")
    (paquet / "yum").mkdir(parents=True)
    sortie = sortie_dans_une_boite(["env", f"PYTHONPATH={paquet}:{paquet}/yum", sys.executable, "-c",
                                    f"print(open({str(secret / 'prog.py')!r}).read())"])
    assert "le secret" not in sortie, sortie


def test_une_liste_de_chemins_bornee_par_deux_points_reste_montree_en_entier(tmp_path):
    # Ce que la commande d'un enseignant nomme (« -cp a:b ») est toujours montré, chaque élément.
    premier, second = tmp_path / "premier", tmp_path / "second"
    for dossier, texte in ((premier, "un = 1"), (second, "deux = 2")):
        dossier.mkdir()
        (dossier / f"{dossier.name}.py").write_text(texte, encoding="utf-8")
    sortie = sortie_dans_une_boite(["env", f"PYTHONPATH={premier}:{second}", sys.executable, "-c",
                                    "import premier, second; print(premier.un + second.deux)"])
    assert sortie.strip() == "3", sortie
