import java.util.Scanner;

/**
 * Saisies.java
 *
 * Les trois questions de l'énoncé, avec leur validation : les dés à
 * relancer, la case de la feuille et la réponse pour rejouer. Chaque réponse
 * est une ligne entière ; une lettre est redemandée.
 *
 * Auteurs : Noémie Gauthier
 * Version : 3.0 (15 octobre 2021)
 */
public class Saisies {

    /** Valeur rendue quand la réponse n'est pas un nombre. */
    public static final int PAS_UN_NOMBRE = -1;
    /** Base décimale, pour séparer les chiffres. */
    public static final int DIX = 10;

    /** Le clavier. */
    private static final Scanner CLAVIER = new Scanner(System.in);

    /** Retourne la ligne lue (sans espaces autour) ; quitte si l'entrée est fermée. */
    private static String lireLigne() {
        if (!CLAVIER.hasNextLine()) {
            System.out.println();
            System.out.println("Plus rien à lire : fin du programme.");
            System.exit(0);
        }
        return CLAVIER.nextLine().trim();
    }

    /** Retourne le nombre lu, ou PAS_UN_NOMBRE (avec un message) si ce n'en est pas un. */
    private static int lireNombre() {
        String ligne = lireLigne();
        int n = PAS_UN_NOMBRE;
        if (ligne.matches("[0-9]{1,9}")) {
            n = Integer.parseInt(ligne);
        } else {
            System.out.println("Veuillez entrer un nombre.");
        }
        return n;
    }

    /** Retourne un message d'erreur pour ce choix de dés, ou null s'il est valide. */
    public static String erreurDes(int choix) {
        boolean[] vu = new boolean[Constantes.NB_DES + 1];
        String erreur = null;
        while (choix > 0 && erreur == null) {
            int chiffre = choix % DIX;
            if (chiffre < 1 || chiffre > Constantes.NB_DES) {
                erreur = "Le dé " + chiffre + " n'existe pas : les dés vont de 1 à " + Constantes.NB_DES + ".";
            } else if (vu[chiffre]) {
                erreur = "Le dé " + chiffre + " est entré deux fois.";
            }
            if (erreur == null) {
                vu[chiffre] = true;
            }
            choix /= DIX;
        }
        return erreur;
    }

    /** Demande les dés à relancer jusqu'à une réponse valide ; retourne-la (0 : on garde tout). */
    public static int demanderDes() {
        int choix;
        String erreur;
        do {
            System.out.print("Entrez les numéros des dés à relancer, collés (ex. 245), ou 0 pour garder vos dés : ");
            choix = lireNombre();
            erreur = null;
            if (choix == PAS_UN_NOMBRE) {
                erreur = "";
            } else if (choix != Constantes.GARDER) {
                erreur = erreurDes(choix);
                if (erreur != null) {
                    System.out.println(erreur);
                }
            }
        } while (erreur != null);
        return choix;
    }

    /** Demande la case jusqu'à un choix valide ; retourne-la (0 : abandon). */
    public static int demanderCase(int[] feuille) {
        int c;
        boolean valide = false;
        do {
            System.out.print("Votre choix de case : ");
            c = lireNombre();
            if (c == PAS_UN_NOMBRE) {
                valide = false;
            } else if (c == Constantes.ABANDON) {
                valide = true;
            } else if (c > Constantes.YUM) {
                System.out.println("Il n'y a pas de case " + c + " : choisissez entre 1 et " + Constantes.YUM + ".");
            } else if (c >= Constantes.SOUS_TOTAL && c <= Constantes.TOTAL_HAUT) {
                System.out.println("La case " + c + " est un total : elle se calcule toute seule.");
            } else if (!Pointage.libre(feuille, c)) {
                System.out.println("La case " + c + " (" + Constantes.NOMS[c] + ") est déjà remplie avec "
                        + feuille[c] + " points.");
            } else {
                valide = true;
            }
        } while (!valide);
        return c;
    }

    /** Demande si le joueur veut rejouer ; seules « o » et « n ». Retourne vrai pour « o ». */
    public static boolean demanderRejouer() {
        String r;
        System.out.println();
        System.out.print("Voulez-vous faire une autre partie ? (o/n) : ");
        r = lireLigne();
        while (!r.equals("o") && !r.equals("n")) {
            System.out.println("Répondez seulement par o (oui) ou n (non).");
            System.out.print("Voulez-vous faire une autre partie ? (o/n) : ");
            r = lireLigne();
        }
        return r.equals("o");
    }
}
