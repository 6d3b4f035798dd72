/**
 * Les constantes du jeu (donnees par le cours).
 *
 * Auteurs : INF111
 * Version : 1.0
 */
public class Constantes {
    /* Le nombre de des. */
    public static final int NB_DES = 5;
    /* Le nombre de lignes de la feuille, sans la ligne des totaux. */
    public static final int NB_LIGNES = 18;
    /* Le nombre de cases de la feuille et de la grille. */
    public static final int NB_CASES = NB_LIGNES + 1;
}
