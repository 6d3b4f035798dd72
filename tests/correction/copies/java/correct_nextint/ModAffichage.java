/*
 * ModAffichage.java
 *
 * Module d'affichage fourni par le cours : la grille de pointage, les des
 * et la grille des choix possibles.
 *
 * Auteur : fourni par le cours (Pierre Belisle), garde tel quel
 * Version : A2021
 */
public class ModAffichage {

    // Les noms des cases de la feuille
    public static final String[] NOMS = {"", "     1", "     2", "     3", "     4", "     5",
        "     6", "Sous total", "Bonus", "total haut", "Brelan", "Carre", "Main pleine",
        "Petite suite", "Grosse suite", "Surplus", "YUM", "Total bas", "Total"};

    // Le trait entre les rangees de la grille de pointage
    public static final String TRAIT = "----------------------         ------------------------";

    // Le trait des choix possibles
    public static final String TRAIT_CHOIX = "---------------------------";

    /*
     * Retourne la valeur a afficher dans une case (rien si -1).
     */
    public static String texteCase(int valeur) {
        String texte = "       ";
        if (valeur != -1) {
            texte = String.format(" %3d   ", valeur);
        }
        return texte;
    }

    /*
     * Affiche la grille de pointage.
     */
    public static void afficherGrillePointage(int[] feuille) {
        System.out.println();
        System.out.println("                   GRILLE DE POINTAGE");
        System.out.println("-------------------------------------------------------");
        for (int i = 1; i <= 9; i++) {
            String debut = "|";
            if (i == 9) {
                debut = " ";
            }
            System.out.println(debut + String.format("%-13s", NOMS[i]) + "|" + texteCase(feuille[i])
                    + "|         |" + String.format("%-13s", NOMS[i + 9]) + "|"
                    + texteCase(feuille[i + 9]) + "|");
            System.out.println(TRAIT);
        }
    }

    /*
     * Retourne une ligne du dessin d'un de (0 = haut, 1 = milieu, 2 = bas).
     */
    public static String ligneDe(int valeur, int ligne) {
        String texte;
        if (ligne == 0) {
            texte = (valeur == 1) ? "     " : (valeur <= 3) ? "o    " : "o   o";
        } else if (ligne == 1) {
            texte = (valeur == 6) ? "o   o" : (valeur % 2 == 1) ? "  o  " : "     ";
        } else {
            texte = (valeur == 1) ? "_____" : (valeur <= 3) ? "____o" : "o___o";
        }
        return texte;
    }

    /*
     * Affiche les des.
     */
    public static void afficherDes(int[] des) {
        String ligne = "";
        for (int i = 0; i < des.length; i++) {
            ligne += " _____ ";
        }
        System.out.println(ligne);
        for (int l = 0; l < 3; l++) {
            ligne = "";
            for (int i = 0; i < des.length; i++) {
                ligne += "|" + ligneDe(des[i], l) + "|";
            }
            System.out.println(ligne);
        }
    }

    /*
     * Affiche les choix possibles (les cases non nulles de la grille).
     */
    public static void afficherChoixPossibles(int[] grille) {
        System.out.println();
        System.out.println(TRAIT_CHOIX);
        System.out.println("      Choix possibles");
        System.out.println(TRAIT_CHOIX);
        for (int i = 1; i <= 16; i++) {
            if (grille[i] != 0) {
                System.out.println("|" + String.format("%-13s", NOMS[i]) + "|"
                        + String.format("%5d", grille[i]) + "    |");
                System.out.println(TRAIT_CHOIX);
            }
        }
    }
}
