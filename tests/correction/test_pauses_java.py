"""Les pauses d'un programme Java raccourcies : ses classes retouchées font la même chose, plus vite.

Explication : le correcteur en console retouche les classes compilées d'une
équipe (``programme.pauses_java``) : leurs appels à ``Thread.sleep(long)``
vont à une petite classe du même paquet, qui dort cinquante fois moins. Ces
tests compilent de petits programmes (dans un paquet, sans paquet, une pause
dans une lambda, une pause négative), les retouchent, et vérifient qu'ils
écrivent la même chose, que la vérification stricte de la JVM les accepte, et
qu'une classe illisible ou un nom déjà pris ne sont pas touchés.
"""

import shutil
import subprocess

import pytest

from yum.correction.programme.pauses_java import PAUSE_DU_CORRECTEUR, raccourcir_les_pauses_java

avec_java = pytest.mark.skipif(shutil.which("javac") is None or shutil.which("java") is None,
                               reason="javac et java (JDK 17) manquent : aucun programme Java à retoucher")

# Le facteur des pauses, comme celui du correcteur en console.
FACTEUR = 50
# Un programme qui dort 3 × 200 ms (directement, par une méthode, dans une lambda) et écrit sur la sortie
# d'erreur combien ces pauses ont duré ; il écrit des constantes longues et doubles (deux numéros chacune dans
# la table), puis essaie une pause négative.
PROGRAMME = """{paquet}
import java.util.function.LongConsumer;
public class Jeu {{
    static void attendre(long ms) throws InterruptedException {{ Thread.sleep(ms); }}
    public static void main(String[] args) throws Exception {{
        long debut = System.nanoTime();
        Thread.sleep(200);
        attendre(200);
        LongConsumer dormir = ms -> {{ try {{ Thread.sleep(ms); }} catch (InterruptedException e) {{ }} }};
        dormir.accept(200);
        System.err.println((System.nanoTime() - debut) / 1000000);
        System.out.println("fil " + Thread.currentThread().getName() + " " + 2.5 + " " + 123456789012L);
        try {{ Thread.sleep(-5); }}
        catch (IllegalArgumentException e) {{ System.out.println("pause refusée"); }}
    }}
}}
"""
# Ce que le programme écrit, retouché ou non.
SORTIE = "fil main 2.5 123456789012\npause refusée\n"
# Les pauses du programme durent 600 ms ; raccourcies cinquante fois, 12 ms : la moitié sépare les deux, même
# sur une machine chargée.
PAUSES_EN_MS, PAUSES_RACCOURCIES_AU_PLUS = 600, 300


# Les paquets des programmes compilés : « tp1 », et aucun.
PAQUETS = ("tp1", "")


@pytest.fixture(scope="module")
def compiles(tmp_path_factory):
    """Le dossier des classes du programme dans chaque paquet (``PAQUETS``), compilées une fois pour le
    module, d'un seul javac (chacun coûtait une seconde à chaque test)."""
    dossier = tmp_path_factory.mktemp("pauses_java")
    sources = []
    for paquet in PAQUETS:
        source = dossier / "src" / (paquet or "sans_paquet") / "Jeu.java"
        source.parent.mkdir(parents=True)
        source.write_text(PROGRAMME.format(paquet=f"package {paquet};" if paquet else ""), encoding="utf-8")
        sources.append(str(source))
    classes = dossier / "classes"
    subprocess.run(["javac", "-encoding", "utf-8", "-d", str(classes), *sources], check=True)
    return classes


def compiler(compiles, dossier, paquet):
    """Copie dans ``dossier``/classes les classes compilées du programme (``paquet`` : « tp1 », ou « » sans
    paquet) ; retourne (le dossier des classes, le nom de la classe principale)."""
    classes = dossier / "classes"
    if paquet:
        shutil.copytree(compiles / paquet, classes / paquet)
    else:
        classes.mkdir()
        for compilee in compiles.glob("*.class"):
            shutil.copy2(compilee, classes)
    return classes, f"{paquet}.Jeu" if paquet else "Jeu"


def jouer(classes, principale):
    """Retourne (ce que le programme écrit, la durée de ses pauses en millisecondes), sous la vérification
    stricte de la JVM."""
    commande = ["java", "-Xverify:all", "-Dfile.encoding=UTF-8", "-cp", str(classes), principale]
    resultat = subprocess.run(commande, capture_output=True, check=True, encoding="utf-8")
    return resultat.stdout, int(resultat.stderr.split()[-1])


@avec_java
@pytest.mark.parametrize("paquet", PAQUETS)
def test_un_programme_retouche_ecrit_la_meme_chose_en_dormant_cinquante_fois_moins(compiles, tmp_path,
                                                                                     paquet):
    classes, principale = compiler(compiles, tmp_path, paquet)
    avant, duree_avant = jouer(classes, principale)
    # La classe principale et celle de sa lambda n'en font qu'une : une seule classe retouchée.
    assert raccourcir_les_pauses_java(classes, FACTEUR) == 1
    apres, duree_apres = jouer(classes, principale)
    assert avant == apres == SORTIE
    assert duree_apres < PAUSES_RACCOURCIES_AU_PLUS < PAUSES_EN_MS <= duree_avant
    assert (classes / paquet / f"{PAUSE_DU_CORRECTEUR}.class").is_file()
    # Retouchée, elle n'appelle plus Thread.sleep : une seconde fois ne change rien.
    octets = (classes / paquet / "Jeu.class").read_bytes()
    assert raccourcir_les_pauses_java(classes, FACTEUR) == 0
    assert (classes / paquet / "Jeu.class").read_bytes() == octets


@avec_java
def test_une_classe_illisible_ou_un_nom_deja_pris_ne_sont_pas_touches(compiles, tmp_path):
    classes, _ = compiler(compiles, tmp_path, "tp1")
    (classes / "tp1" / "Casse.class").write_bytes(b"\xca\xfe\xba\xbe\x00\x00\x00\x34\xff\xff\x07")
    (classes / "tp1" / f"{PAUSE_DU_CORRECTEUR}.class").write_bytes(b"la classe de l'equipe")
    originaux = {chemin.name: chemin.read_bytes() for chemin in (classes / "tp1").iterdir()}
    assert raccourcir_les_pauses_java(classes, FACTEUR) == 0
    assert {chemin.name: chemin.read_bytes() for chemin in (classes / "tp1").iterdir()} == originaux


def test_un_dossier_sans_classe_java_n_est_pas_touche(tmp_path):
    (tmp_path / "jeu.py").write_text("import time\ntime.sleep(1)\n", encoding="utf-8")
    assert raccourcir_les_pauses_java(tmp_path, FACTEUR) == 0
    assert [chemin.name for chemin in tmp_path.iterdir()] == ["jeu.py"]


@avec_java
def test_un_lien_plante_par_l_equipe_n_est_jamais_suivi(compiles, tmp_path):
    # La copie du dossier de l'équipe garde ses liens : un lien à la place de la classe des pauses, vers un
    # fichier de la machine qui n'existe pas encore, ou un lien vers un autre dossier de classes, mènerait
    # le correcteur (root) à écrire hors de sa copie.
    classes, _ = compiler(compiles, tmp_path, "tp1")
    autre = tmp_path / "autre"
    shutil.copytree(classes, autre)
    dehors = tmp_path / "dehors"
    dehors.mkdir()
    (classes / "tp1" / f"{PAUSE_DU_CORRECTEUR}.class").symlink_to(dehors / "cree_par_le_correcteur")
    (classes / "lien").symlink_to(autre, target_is_directory=True)
    originale = (autre / "tp1" / "Jeu.class").read_bytes()
    assert raccourcir_les_pauses_java(classes, FACTEUR) == 0
    assert list(dehors.iterdir()) == []
    assert (autre / "tp1" / "Jeu.class").read_bytes() == originale
    assert not (autre / "tp1" / f"{PAUSE_DU_CORRECTEUR}.class").exists()
