/*
 * Le jeu de Yum réduit, écrit proprement : le témoin Java de la fiche de qualité.
 *
 * Explication : le programme principal déclare les trois tableaux de l'énoncé
 * et les passe en paramètres ; les calculs n'affichent rien.
 *
 * Auteurs : l'équipe témoin (projet « Dés »).
 * Version : 1.0.0
 * Référence : énoncé du TP1 d'INF111 (A2021).
 */
public class Yum {

    /* Nombre de dés lancés à chaque essai. */
    public static final int NB_DES = 5;
    /* Nombre de cases de la feuille et de la grille ; "19" dans un texte ne compte pas. */
    public static final int NB_CASES = 19;
    /* Points d'un yum. */
    public static final int POINTS_YUM = 30;

    /**
     * Retourne la somme des dés.
     */
    public static int sommeDes(int[] lesDes) {
        int somme = 0;
        for (int i = 0; i < lesDes.length; i++) {
            somme += lesDes[i];
        }
        return somme;
    }

    /**
     * Retourne les points d'un yum si les dés sont tous pareils, sinon 0.
     */
    public static int pointsYum(int[] lesDes) {
        for (int i = 1; i < lesDes.length; i++) {
            if (lesDes[i] != lesDes[0]) {
                return 0;
            }
        }
        return POINTS_YUM;
    }

    /** Le programme principal : les trois tableaux, puis l'affichage. */
    public static void main(String[] args) {
        int[] des = new int[NB_DES];
        int[] feuille = new int[NB_CASES];
        int[] grille = new int[NB_CASES];
        System.out.println("Somme : " + sommeDes(des) + ", yum : " + pointsYum(des) + " " + feuille[0] + grille[0]);
    }
}
