package inf111.tp1;

/*
 * Constantes.java
 *
 * Les constantes communes a tous les modules du jeu de Yum : les dimensions
 * du jeu et les indices des cases de la feuille de pointage et de la grille
 * des coups possibles (les deux tableaux ont les memes indices, voir
 * l'enonce section 4).
 *
 * Auteurs : Maxime Gagnon, Sarah Tremblay, Kevin Nguyen, Julie Bouchard
 * Version : 1.3 (octobre 2021)
 */
public class Constantes {

    // Nombre de des lances a chaque essai
    public final static int NB_DES = 5;

    // Nombre de faces d'un de (valeurs de 1 a 6)
    public final static int NB_FACES = 6;

    // Nombre de tours dans une partie (une case remplie par tour)
    public final static int NB_TOURS = 13;

    // Nombre de lancers permis par tour
    public final static int NB_ESSAIS = 3;

    // Taille de la feuille de pointage et de la grille des coups possibles
    public final static int TAILLE_FEUILLE = 19;

    // Valeur d'une case pas encore choisie dans la feuille (0 est un pointage possible)
    public final static int CASE_VIDE = -1;

    // Indices des cases de la partie du haut (les cases 1 a 6 sont les faces)
    public final static int SOUS_TOTAL_HAUT = 7;
    public final static int BONUS = 8;
    public final static int TOTAL_HAUT = 9;

    // Indices des cases de la partie du bas
    public final static int BRELAN = 10;
    public final static int CARRE = 11;
    public final static int MAIN_PLEINE = 12;
    public final static int PETITE_SUITE = 13;
    public final static int GROSSE_SUITE = 14;
    public final static int SURPLUS = 15;
    public final static int YUM = 16;
    public final static int TOTAL_BAS = 17;
    public final static int GRAND_TOTAL = 18;

    // Points fixes de certaines combinaisons
    public final static int POINTS_MAIN_PLEINE = 25;
    public final static int POINTS_PETITE_SUITE = 15;
    public final static int POINTS_GROSSE_SUITE = 20;
    public final static int POINTS_YUM = 30;

    // Le bonus de 25 points est donne si le sous-total du haut atteint 63
    public final static int SEUIL_BONUS = 63;
    public final static int POINTS_BONUS = 25;

    // Numero de case que le joueur entre pour annuler la partie
    public final static int ANNULER = 0;

    // Reponse du joueur pour garder tous les des
    public final static int GARDER_TOUT = 0;

    // Valeur pour rouler les 5 des au premier essai
    public final static int TOUS_LES_DES = 12345;
}
