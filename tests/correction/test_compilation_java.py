"""Les règles de la compilation d'une remise Java (``yum/correction/classe/java.py``), sur de petits projets.

Une vraie remise est un projet d'IDE : des tests JUnit (JUnit n'est pas
installé), de vieux ``bin/*.class``, parfois deux copies du projet, des
brouillons. Le programme est compilé comme l'IDE le lance : sa classe
principale, depuis sa racine de sources, avec ce qu'elle utilise. Chaque test
écrit quelques lignes de Java et lance javac une ou deux fois.
"""

import shutil
import subprocess

import pytest

from yum.correction.classe.java import ERREURS_CITEES
from yum.correction.classe.remises import RemiseIllisible, compiler_java

pytestmark = pytest.mark.skipif(shutil.which("javac") is None or shutil.which("java") is None,
                                reason="javac et java (un JDK) compilent et lancent les remises Java")

# Une classe principale qui utilise une autre classe de son paquet (« Outil »), et l'affiche.
PRINCIPALE = """{paquet}
public class {nom} {{
    public static void main(String[] args) {{
        System.out.println("jeu " + Outil.valeur());
    }}
}}
"""
OUTIL = """{paquet}
public class Outil {{
    public static int valeur() {{
        return 7;
    }}
}}
"""
# Un fichier de tests JUnit 5 : JUnit n'est pas installé, il ne se compile jamais ici.
TEST_JUNIT = """{paquet}
import static org.junit.jupiter.api.Assertions.assertEquals;
import org.junit.jupiter.api.Test;

class OutilTest {{
    @Test
    void valeur() {{
        assertEquals(7, Outil.valeur());
    }}
}}
"""


def ecrire(chemin, texte):
    """Écrit ``texte`` dans ``chemin`` (ses dossiers créés) ; retourne le chemin."""
    chemin.parent.mkdir(parents=True, exist_ok=True)
    chemin.write_text(texte, encoding="utf-8")
    return chemin


def projet(dossier, paquet="", nom="Yum"):
    """Écrit un petit projet Eclipse juste sous ``dossier`` (paquet ``paquet``) ; retourne ses sources."""
    declaration = f"package {paquet};" if paquet else ""
    sources = dossier / "src" / paquet.replace(".", "/") if paquet else dossier / "src"
    ecrire(sources / f"{nom}.java", PRINCIPALE.format(paquet=declaration, nom=nom))
    ecrire(sources / "Outil.java", OUTIL.format(paquet=declaration))
    ecrire(dossier / ".project", "<projectDescription><name>TP1</name></projectDescription>\n")
    return sources


def compiler(copie):
    """Compile la remise ``copie`` ; retourne (sa compilation, ce que son programme écrit)."""
    compilation = compiler_java(copie, copie.parent / "classes")
    sortie = subprocess.run(compilation.commande.split(), capture_output=True, text=True, check=True,
                            stdin=subprocess.DEVNULL)
    return compilation, sortie.stdout


@pytest.mark.lent
def test_la_classe_principale_est_nommee_avec_son_paquet_et_compilee_depuis_sa_racine(tmp_path):
    projet(tmp_path / "remise", paquet="inf111.tp1")
    compilation, sortie = compiler(tmp_path / "remise")
    assert compilation.commande.endswith(" inf111.tp1.Yum") and sortie == "jeu 7\n"
    assert compilation.remarques == ()


def test_un_fichier_de_tests_junit_a_cote_du_jeu_n_empeche_pas_la_compilation(tmp_path):
    sources = projet(tmp_path / "remise")
    ecrire(sources / "OutilTest.java", TEST_JUNIT.format(paquet=""))
    _, sortie = compiler(tmp_path / "remise")
    assert sortie == "jeu 7\n" and not (tmp_path / "classes" / "OutilTest.class").exists()


@pytest.mark.lent
def test_un_dossier_test_junit_n_est_pas_compile(tmp_path):
    projet(tmp_path / "remise", paquet="tp1")
    ecrire(tmp_path / "remise" / "test" / "tp1" / "OutilTest.java", TEST_JUNIT.format(paquet="package tp1;"))
    _, sortie = compiler(tmp_path / "remise")
    assert sortie == "jeu 7\n"


@pytest.mark.lent
def test_un_projet_range_tout_entier_sous_un_dossier_tests_est_compile(tmp_path):
    projet(tmp_path / "remise" / "tests" / "TP1")
    _, sortie = compiler(tmp_path / "remise")
    assert sortie == "jeu 7\n"


def test_de_vieux_class_dans_bin_ne_sont_jamais_joues(tmp_path):
    projet(tmp_path / "remise")
    # Un vieux Yum.class abîmé, comme en laisse un IDE : s'il était lu ou lancé, tout échouerait.
    ecrire(tmp_path / "remise" / "bin" / "Yum.class", "pas du code Java")
    ecrire(tmp_path / "remise" / "bin" / "Outil.class", "pas du code Java")
    compilation, sortie = compiler(tmp_path / "remise")
    assert sortie == "jeu 7\n" and "/bin" not in compilation.commande


def test_deux_copies_du_projet_ne_donnent_pas_de_classe_en_double_et_le_choix_est_dit(tmp_path):
    depot = tmp_path / "remise" / "tp1-equipe-main"
    projet(depot / "TP1")
    projet(depot / "TP1 - Copie")
    compilation, sortie = compiler(tmp_path / "remise")
    assert sortie == "jeu 7\n"
    assert compilation.remarques == (
        "plusieurs classes ont un main : celle qui est jouée est Yum (tp1-equipe-main/TP1/src/Yum.java) ;"
        " les autres : tp1-equipe-main/TP1 - Copie/src/Yum.java",)


@pytest.mark.lent
def test_parmi_plusieurs_main_celle_du_jeu_est_jouee_et_un_brouillon_qui_ne_compile_pas_ne_compte_pas(
        tmp_path):
    sources = projet(tmp_path / "remise")
    ecrire(sources / "Essai.java", "public class Essai {\n    public static void main(String[] a) {\n"
                                   "        System.out.println(\"essai\")\n    }\n}\n")
    compilation, sortie = compiler(tmp_path / "remise")
    assert sortie == "jeu 7\n"
    assert compilation.remarques[0].startswith("plusieurs classes ont un main : celle qui est jouée est Yum")


@pytest.mark.lent
def test_sans_la_classe_du_jeu_la_moins_profonde_est_choisie(tmp_path):
    projet(tmp_path / "remise", nom="Principal")
    ecrire(tmp_path / "remise" / "vieux" / "Autre.java", PRINCIPALE.format(paquet="", nom="Autre"))
    compilation, _ = compiler(tmp_path / "remise")
    assert compilation.commande.endswith(" Principal")


@pytest.mark.lent
def test_une_classe_ecrite_dans_le_fichier_d_une_autre_se_compile_avec_toute_la_racine(tmp_path):
    sources = tmp_path / "remise" / "src"
    ecrire(sources / "Yum.java", PRINCIPALE.format(paquet="", nom="Yum"))
    # « Outil » n'a pas de fichier à son nom : javac -sourcepath ne la trouve pas seul.
    ecrire(sources / "Regles.java", OUTIL.format(paquet="").replace("public class Outil", "class Outil")
           + "\npublic class Regles {\n}\n")
    compilation, sortie = compiler(tmp_path / "remise")
    assert sortie == "jeu 7\n"
    assert "toutes les sources de cette racine ont été compilées" in compilation.remarques[-1]


@pytest.mark.lent
def test_une_source_en_windows_1252_utilisee_par_le_programme_se_compile(tmp_path):
    sources = projet(tmp_path / "remise")
    (sources / "Outil.java").write_bytes(OUTIL.format(paquet="// Accès aux règles").encode("windows-1252"))
    _, sortie = compiler(tmp_path / "remise")
    assert sortie == "jeu 7\n"


@pytest.mark.lent
def test_un_bom_en_tete_d_une_source_est_retire_de_la_copie_et_dit(tmp_path):
    # Relecture du 28 novembre, la nuit (J4) : javac refuse le BOM (« illegal character '\\ufeff' »),
    # qu'Eclipse accepte : 0/40, « non notable ».
    sources = projet(tmp_path / "remise")
    for nom in ("Yum.java", "Outil.java"):
        (sources / nom).write_bytes(b"\xef\xbb\xbf" + (sources / nom).read_bytes())
    compilation, sortie = compiler(tmp_path / "remise")
    assert sortie == "jeu 7\n"
    assert any("un BOM (U+FEFF, invisible) ouvrait Outil.java, Yum.java" in remarque
               for remarque in compilation.remarques)


@pytest.mark.lent
def test_un_brouillon_inutilise_en_windows_1252_ne_fait_pas_refuser_les_sources_en_utf_8(tmp_path):
    # Relecture du 28 novembre, la nuit (J52) : le brouillon d'un coéquipier (un « é » en Windows-1252)
    # faisait compiler toutes les sources en Windows-1252 ; javac refusait les « ═ » UTF-8 du jeu : 0/40.
    sources = projet(tmp_path / "remise")
    yum = sources / "Yum.java"
    yum.write_text(yum.read_text(encoding="utf-8").replace('"jeu "', '"═ jeu ═ ".substring(2, 6)'),
                   encoding="utf-8")
    (sources / "Brouillon.java").write_bytes("// essai de René\nclass Brouillon {}\n".encode("windows-1252"))
    _, sortie = compiler(tmp_path / "remise")
    assert sortie == "jeu 7\n"


def test_un_fichier_appledouble_de_macos_ne_change_pas_l_encodage_des_sources(tmp_path):
    # Relecture du 28 novembre, la nuit : « ._Outil.java » (des métadonnées du Finder, pas du Java) ne se
    # lisait pas en UTF-8 ; toutes les sources se compilaient en Windows-1252, et javac refusait les « é »
    # UTF-8 d'Outil.java : 0/40, non notable.
    from yum.correction.classe.java import encodage_des_sources, sources_du_programme

    sources = projet(tmp_path / "remise")
    ecrire(sources / "Outil.java", OUTIL.format(paquet="// Accès aux règles"))
    (sources / "._Outil.java").write_bytes(b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X \xa9\xe9\xff")
    assert sources / "._Outil.java" not in sources_du_programme(sources)
    assert encodage_des_sources(sources_du_programme(sources)) == "UTF-8"


def test_un_programme_qui_ne_compile_pas_cite_la_premiere_erreur_de_javac_avec_fichier_et_ligne(tmp_path):
    sources = projet(tmp_path / "remise")
    ecrire(sources / "Outil.java", OUTIL.format(paquet="").replace("return 7;", "return \"sept\";"))
    with pytest.raises(RemiseIllisible) as erreur:
        compiler_java(tmp_path / "remise", tmp_path / "classes")
    assert str(erreur.value).startswith("le programme Java ne se compile pas :\nsrc/Outil.java:4: error:"
                                        " incompatible types: String cannot be converted to int")


@pytest.mark.lent
def test_seules_les_premieres_erreurs_de_javac_sont_citees_avec_le_nombre_des_autres(tmp_path):
    sources = projet(tmp_path / "remise")
    lignes = "".join(f"        int v{numero} = \"faux\";\n" for numero in range(ERREURS_CITEES + 3))
    fautif = OUTIL.format(paquet="").replace("        return 7;", lignes + "        return 7;")
    ecrire(sources / "Outil.java", fautif)
    with pytest.raises(RemiseIllisible) as erreur:
        compiler_java(tmp_path / "remise", tmp_path / "classes")
    message = str(erreur.value)
    assert message.count(": error:") == ERREURS_CITEES and "src/Outil.java:4: error:" in message
    assert message.endswith("(… 3 autres erreurs)")


def test_sans_main_hors_des_tests_la_remise_est_illisible(tmp_path):
    ecrire(tmp_path / "remise" / "src" / "OutilTest.java",
           TEST_JUNIT.format(paquet="") + "class Lanceur { public static void main(String[] a) { } }\n")
    ecrire(tmp_path / "remise" / "src" / "Outil.java", OUTIL.format(paquet=""))
    with pytest.raises(RemiseIllisible, match="aucune classe Java de la remise .hors fichiers de tests."):
        compiler_java(tmp_path / "remise", tmp_path / "classes")
