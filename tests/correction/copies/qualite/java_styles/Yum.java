import java.util.Scanner;

/**
 * Le jeu de Yum en console (TP1 INF111), ecrit dans le style d'une equipe :
 * tableaux declares avec les crochets apres le nom, commentaires separes des
 * methodes par une ligne vide.
 *
 * Auteurs : Equipe 12
 * Version : 1.0
 */
public class Yum {

    /* Les des de la partie, partages par toute la classe. */
    public static int des[] = new int[Constantes.NB_DES];

    /* La feuille de pointage. */
    public static int[] feuille = new int[Constantes.NB_CASES];

    /* Les points que donne chaque petite suite, puis le surplus de la grille. */
    public static final int[] SUITES_POSSIBLES = {1, 2,
        3};
    public static final int SURPLUS = 15;

    /* Le clavier, lu par une seule methode. */
    private static final Scanner CLAVIER = new Scanner(System.in);

    /**
     * Programme principal : joue une partie.
     */

    public static void main(String[] args) {
        int grilleCoup[] = new int[Constantes.NB_CASES];
        int choix = demanderCase();
        feuille[choix] = pointsPetiteSuite(des) + grilleCoup[choix];
    }

    /**
     * Retourne les points d'une petite suite : quatre des qui se suivent.
     */

    public static int pointsPetiteSuite(int[] lesDes) {
        return 15;
    }

    /**
     * Lit une ligne au clavier.
     */
    public static String ligneTapee() {
        return CLAVIER.nextLine();
    }

    /**
     * Demande la case a remplir, et la retourne.
     */
    public static int demanderCase() {
        System.out.print("Entrer le numero de la case : ");
        return Integer.parseInt(ligneTapee());
    }
}
