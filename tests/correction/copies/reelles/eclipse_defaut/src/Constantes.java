/**
 * Constantes.java
 *
 * Toutes les constantes du jeu de Yum (dimensions, indices de la feuille
 * de pointage, points fixes).
 *
 * Auteurs : Léa Fortin, Olivier Caron, Noémie Gauthier
 * Version : 3.2 (17 octobre 2021)
 */
public class Constantes {
    /** Nombre de dés. */
    public static final int NB_DES = 5;
    /** Nombre de faces d'un dé. */
    public static final int NB_FACES = 6;
    /** Nombre de tours d'une partie. */
    public static final int NB_TOURS = 13;
    /** Nombre de lancers par tour. */
    public static final int NB_LANCERS = 3;
    /** Taille de la feuille et de la grille des coups possibles. */
    public static final int TAILLE = 19;
    /** Case de la feuille pas encore remplie. */
    public static final int LIBRE = -1;
    /** Indices de la feuille de pointage. */
    public static final int SOUS_TOTAL = 7;
    public static final int BONUS = 8;
    public static final int TOTAL_HAUT = 9;
    public static final int BRELAN = 10;
    public static final int CARRE = 11;
    public static final int MAIN_PLEINE = 12;
    public static final int PETITE_SUITE = 13;
    public static final int GROSSE_SUITE = 14;
    public static final int SURPLUS = 15;
    public static final int YUM = 16;
    public static final int TOTAL_BAS = 17;
    public static final int TOTAL = 18;
    /** Points fixes. */
    public static final int PTS_MAIN_PLEINE = 25;
    public static final int PTS_PETITE_SUITE = 15;
    public static final int PTS_GROSSE_SUITE = 20;
    public static final int PTS_YUM = 30;
    /** Le bonus et son seuil. */
    public static final int PTS_BONUS = 25;
    public static final int SEUIL_BONUS = 63;
    /** Réponse qui garde tous les dés, case qui abandonne la partie. */
    public static final int GARDER = 0;
    public static final int ABANDON = 0;
    /** Le nombre qui roule les cinq dés. */
    public static final int TOUS_LES_DES = 12345;
    /** Noms complets des cases (pour les messages au joueur). */
    public static final String[] NOMS = {"", "Les 1", "Les 2", "Les 3", "Les 4", "Les 5", "Les 6",
        "Sous-total", "Bonus", "Total du haut", "Brelan", "Carré", "Main pleine", "Petite suite",
        "Grosse suite", "Surplus", "YUM", "Total du bas", "Total"};
}
