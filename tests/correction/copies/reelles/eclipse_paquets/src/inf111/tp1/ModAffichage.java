package inf111.tp1;

/*
 * ModAffichage.java
 *
 * Module d'affichage du jeu de Yum : la grille de pointage et les des
 * (procedures fournies par le cours, adaptees a nos constantes) et la grille
 * des coups possibles (ecrite par l'equipe).
 *
 * Aucune procedure de ce module ne fait de calcul : elles ne font qu'afficher
 * le contenu des tableaux recus.
 *
 * Auteurs : fourni par le cours (afficherFeuille, afficherDes),
 *           Julie Bouchard (afficherCoupsPossibles, afficherTour)
 * Version : 1.2 (octobre 2021)
 */
public class ModAffichage {

    // Etiquettes des cases de la feuille, selon leur indice (les cases
    // 1 a 6 montrent la face, decalee de cinq espaces)
    public final static String[] ETIQUETTES = {
        "", "     1", "     2", "     3", "     4", "     5", "     6",
        "Sous total", "Bonus", "total haut",
        "Brelan", "Carre", "Main pleine", "Petite suite", "Grosse suite",
        "Surplus", "YUM", "Total bas", "Total"
    };

    // Largeur de la colonne des etiquettes
    public final static int LARGEUR_ETIQUETTE = 13;

    // Nombre de rangees de la feuille (deux cases par rangee)
    public final static int NB_RANGEES = 9;

    // Trait sous chaque rangee de la feuille
    public final static String TRAIT_RANGEE =
            "----------------------         ------------------------";

    // Trait sous le titre de la feuille
    public final static String TRAIT_TITRE =
            "-------------------------------------------------------";

    // Trait de la grille des coups possibles
    public final static String TRAIT_COUPS = "-------------------------";

    // Lignes du dessin de chaque face : [valeur][ligne] (la case 0 ne sert pas)
    public final static String[][] FACES = {
        {"", "", ""},
        {"     ", "  o  ", "_____"},
        {"o    ", "     ", "____o"},
        {"o    ", "  o  ", "____o"},
        {"o   o", "     ", "o___o"},
        {"o   o", "  o  ", "o___o"},
        {"o   o", "o   o", "o___o"}
    };

    // Nombre de lignes du dessin d'une face (sans le couvercle)
    public final static int HAUTEUR_FACE = 3;

    /*
     * Complete un texte avec des espaces a droite jusqu'a la largeur voulue.
     * Retourne le texte complete.
     */
    public static String completer(String texte, int largeur) {
        String resultat = texte;
        while (resultat.length() < largeur) {
            resultat = resultat + " ";
        }
        return resultat;
    }

    /*
     * Retourne la cellule d'une valeur de la feuille : vide si la case
     * n'est pas encore choisie, sinon la valeur alignee a droite sur 3.
     */
    public static String cellule(int valeur) {
        String texte;
        if (valeur == Constantes.CASE_VIDE) {
            texte = "       ";
        } else {
            texte = " " + String.format("%3d", valeur) + "   ";
        }
        return texte;
    }

    /*
     * Affiche la grille de pointage recue (19 cases) sur deux colonnes :
     * a gauche les cases 1 a 9, a droite les cases 10 a 18.
     */
    public static void afficherFeuille(int[] feuille) {
        int gauche;
        int droite;
        String bordure;

        System.out.println();
        System.out.println("                   GRILLE DE POINTAGE");
        System.out.println(TRAIT_TITRE);

        for (int rangee = 0; rangee < NB_RANGEES; rangee++) {
            gauche = rangee + 1;
            droite = Constantes.BRELAN + rangee;

            // la rangee du total haut commence par une espace (comme le cours)
            if (gauche == Constantes.TOTAL_HAUT) {
                bordure = " ";
            } else {
                bordure = "|";
            }
            System.out.println(bordure
                    + completer(ETIQUETTES[gauche], LARGEUR_ETIQUETTE) + "|"
                    + cellule(feuille[gauche]) + "|         |"
                    + completer(ETIQUETTES[droite], LARGEUR_ETIQUETTE) + "|"
                    + cellule(feuille[droite]) + "|");
            System.out.println(TRAIT_RANGEE);
        }
    }

    /*
     * Affiche les des cote a cote, avec le numero de chaque de en dessous
     * (c'est ce numero que le joueur entre pour relancer le de).
     */
    public static void afficherDes(int[] des) {
        String ligne;

        System.out.println();
        ligne = "";
        for (int i = 0; i < des.length; i++) {
            ligne = ligne + " _____ ";
        }
        System.out.println(ligne);

        for (int rang = 0; rang < HAUTEUR_FACE; rang++) {
            ligne = "";
            for (int i = 0; i < des.length; i++) {
                ligne = ligne + "|" + FACES[des[i]][rang] + "|";
            }
            System.out.println(ligne);
        }

        ligne = "";
        for (int i = 0; i < des.length; i++) {
            ligne = ligne + "   " + (i + 1) + "   ";
        }
        System.out.println(ligne);
    }

    /*
     * Affiche la grille des coups possibles : seulement les cases
     * differentes de zero, une rangee encadree par case (etiquette, points).
     */
    public static void afficherCoupsPossibles(int[] grille) {
        System.out.println();
        System.out.println(TRAIT_COUPS);
        System.out.println("     Choix possibles");
        System.out.println(TRAIT_COUPS);

        for (int i = 1; i < grille.length; i++) {
            if (grille[i] != 0) {
                System.out.println("|" + completer(ETIQUETTES[i], LARGEUR_ETIQUETTE)
                        + "|" + String.format("%5d", grille[i]) + "    |");
                System.out.println(TRAIT_COUPS);
            }
        }
    }

    /*
     * Affiche l'entete d'un tour.
     */
    public static void afficherTour(int tour) {
        System.out.println();
        System.out.println("==============================");
        System.out.println("            TOUR " + tour);
        System.out.println("==============================");
    }

    /*
     * Affiche le numero de l'essai en cours.
     */
    public static void afficherEssai(int essai) {
        System.out.println();
        System.out.println("Lancer " + essai + " de " + Constantes.NB_ESSAIS);
    }
}
