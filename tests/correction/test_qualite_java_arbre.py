"""La fiche de qualité lit le Java par l'arbre de tree-sitter : bornes des méthodes, commentaires,
nombres et leur contexte, passages que l'analyseur ne comprend pas.

Les échantillons sont écrits comme les vraies remises : Eclipse (tabulations, Javadoc, @Override),
IntelliJ (commentaires « // », quatre espaces), accolades à la ligne, français sans accents.
"""

import textwrap

from yum.correction.qualite.constats import A_JUGER, PROBABLE, SUR
from yum.correction.qualite.fiche import fiche_de_qualite
from yum.correction.qualite.java import lire_java

# L'en-tête des échantillons : complet, pour que le §8.10 ne relève rien.
ENTETE = "/**\n * Le jeu de Yum (TP1 INF111).\n * Auteurs : Equipe 12\n * Version : 1.0\n */\n"


def ecrire(dossier, nom, corps):
    """Écrit ``nom`` (en-tête compris) dans ``dossier`` ; retourne le texte écrit."""
    texte = ENTETE + textwrap.dedent(corps).lstrip("\n")
    (dossier / nom).write_text(texte, encoding="utf-8")
    return texte


def releves(dossier, critere):
    """Retourne [(certitude, texte de la ligne)] des constats du critère dans ``dossier``."""
    constats = []
    for constat in fiche_de_qualite(dossier):
        if constat.critere == critere and constat.fichier:
            lignes = (dossier / constat.fichier).read_text(encoding="utf-8").splitlines()
            constats.append((constat.certitude, lignes[constat.ligne - 1].strip() if constat.ligne else ""))
    return constats


def methodes(corps):
    """Retourne {nom : MethodeJava} du texte Java ``corps`` (sans en-tête)."""
    return {methode.nom: methode for methode in lire_java("Yum.java", textwrap.dedent(corps)).methodes}


def numero(texte, debut):
    """Retourne le numéro (à partir de 1) de la première ligne de ``texte`` qui commence par ``debut``."""
    return next(i for i, ligne in enumerate(texte.splitlines(), 1) if ligne.strip().startswith(debut))


# --- Les commentaires des méthodes (§8.13) ------------------------------------------------------

def test_un_commentaire_une_ligne_vide_au_dessus_de_sa_methode_est_le_sien(tmp_path):
    ecrire(tmp_path, "Regles.java", """
        public class Regles {
            // Compte les des qui montrent la face donnee

            public static int compter(int[] des, int face) {
                int nombre = 0;
                for (int de : des) {
                    if (de == face) {
                        nombre++;
                    }
                }
                return nombre;
            }
        }
        """)
    assert releves(tmp_path, "8.13") == []


def test_un_commentaire_en_bout_de_la_ligne_d_avant_n_est_pas_celui_de_la_methode(tmp_path):
    ecrire(tmp_path, "Regles.java", """
        public class Regles {
            /** Le nombre de faces. */
            public static final int NB_FACES = 6; // six faces

            public static int faces() {
                return NB_FACES;
            }
        }
        """)
    assert releves(tmp_path, "8.13") == [(SUR, "public static int faces() {")]


def test_une_javadoc_au_dessus_d_une_annotation_commente_la_methode(tmp_path):
    ecrire(tmp_path, "Partie.java", """
        public class Partie {

        \t/**
        \t * Retourne le nom de la partie.
        \t */
        \t@Override
        \tpublic String toString() {
        \t\treturn "Partie";
        \t}
        }
        """)
    assert releves(tmp_path, "8.13") == []


def test_une_methode_annotee_sans_commentaire_est_nommee_a_la_ligne_de_sa_signature(tmp_path):
    ecrire(tmp_path, "Partie.java", """
        public class Partie {
        \t@Override
        \t@SuppressWarnings("unused")
        \tpublic String toString() {
        \t\treturn "Partie";
        \t}
        }
        """)
    assert releves(tmp_path, "8.13") == [(SUR, "public String toString() {")]


# --- Les bornes des méthodes ----------------------------------------------------------------------

def test_une_classe_anonyme_dans_une_methode_ne_change_pas_sa_fin():
    texte = textwrap.dedent("""
        public class Yum {
            /** Trie les des. */
            public static void trier(Integer[] des) {
                java.util.Arrays.sort(des, new java.util.Comparator<Integer>() {
                    public int compare(Integer a, Integer b) {
                        return b - a;
                    }
                });
                afficher(des);
            }

            /** Affiche. */
            public static void afficher(Integer[] des) {
            }
        }
        """)
    lues = methodes(texte)
    assert (lues["trier"].ligne, lues["trier"].derniere_ligne) == (numero(texte, "public static void trier"),
                                                                   numero(texte, "afficher(des);") + 1)
    assert lues["afficher"].ligne == numero(texte, "public static void afficher")
    assert "compare" in lues


def test_une_lambda_dans_une_methode_ne_change_pas_sa_fin():
    texte = textwrap.dedent("""
        public class Yum
        {
            /** Compte les six. */
            public static long compterLesSix(int[] des)
            {
                return java.util.Arrays.stream(des).filter(de -> {
                    return de == 6;
                }).count();
            }
        }
        """)
    lue = methodes(texte)["compterLesSix"]
    fin = numero(texte, "}).count();") + 1
    assert (lue.ligne, lue.derniere_ligne) == (numero(texte, "public static long"), fin)
    assert lue.nombre_de_lignes == lue.derniere_ligne - lue.ligne + 1


def test_une_accolade_dans_un_texte_ou_un_caractere_ne_change_pas_la_fin_de_la_methode():
    texte = textwrap.dedent("""
        public class Yum {
            /** Ouvre. */
            static String ouvrir() {
                char accolade = '{';
                return "{ " + accolade + " // pas un commentaire";
            }

            /** Ferme. */
            static String fermer() {
                return "}";
            }
        }
        """)
    lues = methodes(texte)
    assert lues["ouvrir"].derniere_ligne == numero(texte, 'return "{ "') + 1
    assert (lues["fermer"].ligne, lues["fermer"].derniere_ligne) == (numero(texte, "static String fermer"),
                                                                     numero(texte, 'return "}";') + 1)


def test_deux_barres_dans_un_texte_ne_sont_pas_un_commentaire_en_bout_de_ligne(tmp_path):
    ecrire(tmp_path, "Yum.java", """
        public class Yum {
            /** Affiche l'adresse du cours. */
            public static void afficherLeCours() {
                System.out.println("Voir https://cours.etsmtl.ca // INF111");
            }
        }
        """)
    assert releves(tmp_path, "8.16") == []


def test_ce_que_lit_l_arbre_d_une_methode_parametres_appels_lectures_affichages_et_return():
    lues = methodes("""
        import java.util.Scanner;

        public class Saisie {
            /** Lit une case. */
            public static int lireCase(Scanner clavier) {
                System.out.print("Quelle case ? ");
                return clavier.nextInt();
            }

            /** Lit la case du joueur. */
            public static int demanderLaCase(Scanner clavier) {
                int choix = lireCase(clavier);
                return choix;
            }

            /** Affiche sans rien retourner. */
            public static void saluer() {
                System.out.println("Bonjour");
                return;
            }
        }
        """)
    lire = lues["lireCase"]
    assert (lire.type_retourne, lire.parametres) == ("int", "(Scanner clavier)")
    assert lire.lit_le_clavier and lire.retourne_une_valeur and lire.ligne_d_affichage == lire.ligne + 1
    assert lues["demanderLaCase"].appels == {"lireCase"}
    assert lues["saluer"].ligne_d_affichage and not lues["saluer"].retourne_une_valeur


def test_une_methode_qui_lit_par_un_outil_de_l_equipe_n_est_pas_un_calcul_qui_affiche(tmp_path):
    ecrire(tmp_path, "Saisie.java", """
        import java.util.Scanner;

        public class Saisie {
            /** Le clavier. */
            private static final Scanner CLAVIER = new Scanner(System.in);

            /** Lit un entier. */
            public static int lireEntier() {
                return CLAVIER.nextInt();
            }

            /** Demande les des a garder. */
            public static int choisirLesDes() {
                System.out.println("Quels des garder ?");
                return lireEntier();
            }

            /** Calcule en affichant. */
            public static int doubler(int valeur) {
                System.out.println("Double de " + valeur);
                return valeur * 2;
            }
        }
        """)
    assert releves(tmp_path, "8.19") == [(PROBABLE, 'System.out.println("Double de " + valeur);')]


# --- Les nombres écrits (§8.7, §8.8) -------------------------------------------------------------

def test_un_nombre_dans_un_commentaire_n_est_pas_un_nombre_ecrit_tel_quel(tmp_path):
    ecrire(tmp_path, "Yum.java", """
        public class Yum {
            /** Le total du haut de la feuille. */
            public static int totalDuHaut(int[] feuille) {
                // les 6 premieres cases, voir la section 5.2
                /* 63 points donnent le bonus */
                return feuille[0];
            }
        }
        """)
    assert releves(tmp_path, "8.7") == [] and releves(tmp_path, "8.8") == []


def test_un_nombre_dans_un_texte_n_est_pas_un_nombre_ecrit_tel_quel(tmp_path):
    ecrire(tmp_path, "Yum.java", """
        public class Yum {
            /** Dit la regle du bonus. */
            public static String regleDuBonus() {
                return "Bonus de 35 points a partir de 63 dans le haut";
            }
        }
        """)
    assert releves(tmp_path, "8.7") == [] and releves(tmp_path, "8.8") == []


def test_le_25_de_la_main_pleine_n_est_pas_associe_a_une_constante_d_un_autre_sens(tmp_path):
    ecrire(tmp_path, "Pointage.java", """
        public class Pointage
        {
        \t/** Le bonus du haut de la feuille. */
        \tpublic static final int POINT_BONUS_HAUT = 25;

        \t/** Les points d'une main pleine. */
        \tpublic static int pointsMainPleine(boolean estPleine)
        \t{
        \t\tint points = 0;
        \t\tif (estPleine)
        \t\t{
        \t\t\tpoints = 25;
        \t\t}
        \t\treturn points;
        \t}
        }
        """)
    assert releves(tmp_path, "8.8") == []
    assert releves(tmp_path, "8.7") == [(PROBABLE, "points = 25;")]


def test_le_15_de_la_petite_suite_n_est_pas_associe_a_une_constante_d_un_autre_sens(tmp_path):
    ecrire(tmp_path, "Regles.java", """
        public class Regles {
            // Le surplus accorde au dela de 63 points
            public static final int SURPLUS = 15;
            // La case de la petite suite dans la grille
            public static final int PETITE_SUITE = 9;

            // Remplit la case de la petite suite
            public static void noterPetiteSuite(int[] grille, boolean estSuite) {
                if (estSuite) {
                    grille[PETITE_SUITE] = 15;
                }
            }
        }
        """)
    assert releves(tmp_path, "8.8") == []
    assert releves(tmp_path, "8.7") == [(PROBABLE, "grille[PETITE_SUITE] = 15;")]


def test_un_nombre_compare_a_une_variable_du_meme_sens_propose_sa_constante(tmp_path):
    ecrire(tmp_path, "Des.java", """
        public class Des {
            /** Nombre de des. */
            public static final int NB_DES = 5;

            /** Vrai si tous les des sont gardes. */
            public static boolean tousGardes(int nombreDesGardes) {
                return nombreDesGardes == 5;
            }
        }
        """)
    assert releves(tmp_path, "8.8") == [(PROBABLE, "return nombreDesGardes == 5;")]


def test_la_face_passee_a_une_methode_n_est_pas_le_nombre_de_des(tmp_path):
    ecrire(tmp_path, "Des.java", """
        public class Des {
            /** Nombre de des. */
            public static final int NB_DES = 5;

            /** Compte une face. */
            public static int compter(int[] des, int face) {
                return face;
            }

            /** Vrai si un cinq est sorti. */
            public static boolean aUnCinq(int[] des) {
                return compter(des, 5) > 0;
            }
        }
        """)
    assert releves(tmp_path, "8.8") == []
    assert releves(tmp_path, "8.7") == [(PROBABLE, "return compter(des, 5) > 0;")]


def test_un_nombre_negatif_garde_son_signe_et_une_soustraction_non(tmp_path):
    ecrire(tmp_path, "Feuille.java", """
        public class Feuille {
            /** Vide la feuille. */
            public static void vider(int[] feuille) {
                for (int i = 0; i < feuille.length; i++) {
                    feuille[i] = -1;
                }
                feuille[feuille.length - 2] = 3 - 2;
            }
        }
        """)
    assert [message for message in (c.message for c in fiche_de_qualite(tmp_path) if c.critere == "8.7")] == [
        "nombre écrit tel quel : -1", "nombre écrit tel quel : 2, 3"]


def test_le_nombre_d_une_constante_locale_final_n_est_pas_releve(tmp_path):
    ecrire(tmp_path, "Yum.java", """
        public class Yum {
            /** Lance la partie. */
            public static void main(String[] args) {
                final int NB_TOURS = 13;
                for (int tour = 0; tour < NB_TOURS; tour++) {
                    System.out.println(tour);
                }
            }
        }
        """)
    assert releves(tmp_path, "8.7") == []


# --- Un fichier que l'analyseur ne comprend pas : à vérifier, jamais sûr --------------------------

def test_une_erreur_de_syntaxe_rend_a_juger_ce_que_sa_methode_releve(tmp_path):
    ecrire(tmp_path, "Essai.java", """
        public class Essai {
            public static void main(String[] args) {
                int des = 10
                System.out.println(des * 6);
            }
        }
        """)
    constats = [c for c in fiche_de_qualite(tmp_path) if c.fichier == "Essai.java"]
    assert [c for c in constats if c.certitude == SUR] == []
    assert any(c.critere == "8.13" and c.certitude == A_JUGER and "à vérifier" in c.message for c in constats)


def test_une_erreur_de_syntaxe_est_nommee_avec_les_lignes_a_verifier(tmp_path):
    texte = ecrire(tmp_path, "Essai.java", """
        public class Essai {
            public static void main(String[] args) {
                int des = 10
                System.out.println(des);
            }
        }
        """)
    nommees = [c for c in fiche_de_qualite(tmp_path)
               if c.critere == "8.23" and "erreur de syntaxe" in c.message]
    debut = numero(texte, "public static void main")
    assert [(c.certitude, c.ligne) for c in nommees] == [(A_JUGER, numero(texte, "int des = 10"))]
    assert f"lignes {debut} à {debut + 3}" in nommees[0].message


def test_une_accolade_oubliee_ne_laisse_rien_de_sur_dans_les_methodes_qu_elle_avale(tmp_path):
    ecrire(tmp_path, "Yum.java", """
        public class Yum {
            /** Additionne les des. */
            public static int somme(int[] des) {
                int total = 0;
                for (int i = 0; i < des.length; i++) {
                    total += des[i];

                return total;
            }

            public static int triple(int valeur) { // sans commentaire avant
                return valeur * 3;
            }
        }
        """)
    constats = [c for c in fiche_de_qualite(tmp_path) if c.fichier == "Yum.java"]
    assert [c for c in constats if c.certitude == SUR] == []


def test_hors_du_passage_incompris_les_constats_restent_surs(tmp_path):
    ecrire(tmp_path, "Yum.java", """
        public class Yum {
            public static int triple(int valeur) {
                return valeur * 3;
            }

            /** Essai. */
            public static void essai() {
                int x = 2
            }
        }
        """)
    assert releves(tmp_path, "8.13") == [(SUR, "public static int triple(int valeur) {")]
