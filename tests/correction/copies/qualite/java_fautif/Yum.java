/*
 * Le jeu de Yum, variante d'une équipe : les dés et la feuille.
 * Auteurs : l'équipe fautive (projet « Dés »).
 */
public class Yum {

    /* Nombre de dés lancés à chaque essai. */
    public static final int nbDes = 5;

    public static final int NB_CASES = 19;

    // Les dés, partagés par toute la classe.
    static int[] des = new int[5];

    /**
     * Retourne la somme des dés.
     */
    public static int sommeDes(int[] lesDes) {
        int somme = 0;
        for (int i = 0; i < lesDes.length; i++) {
            somme += lesDes[i];
        }
        System.out.println("Somme : " + somme);
        return somme;
    }

    public static int pointsYum(int[] lesDes) {
        if (lesDes[0] == lesDes[4]) {
            return 30;
        }
        return 0;
    }

    /** Le programme principal : la feuille et la grille. */
    public static void main(String[] args) {
        int[] feuille = new int[NB_CASES];
        int[] grille = new int[19]; // la grille des coups
        System.out.println(sommeDes(des) + pointsYum(des) + feuille[0] + grille[0]);
    }
}
