/**
 * ModAffichage.java
 *
 * Module d'affichage fourni par le cours (feuille de pointage et dés),
 * complété par notre équipe pour la grille des coups possibles.
 *
 * Auteurs : Pierre Bélisle (affichage de la feuille et des dés, fourni),
 *           Antoine Bélanger (afficherCoups)
 * Version : 2.0 (15 octobre 2021)
 */
public class ModAffichage {

    /** Les noms des cases, dans l'ordre de la feuille (la case 0 ne sert pas). */
    private static final String[] NOMS = {"", "1", "2", "3", "4", "5", "6",
        "Sous total", "Bonus", "total haut", "Brelan", "Carre", "Main pleine",
        "Petite suite", "Grosse suite", "Surplus", "YUM", "Total bas", "Total"};

    /** Les noms accentués que notre équipe montre dans ses propres tableaux. */
    private static final String[] NOMS_ACCENTUES = {"", "Les 1", "Les 2", "Les 3",
        "Les 4", "Les 5", "Les 6", "", "", "", "Brelan", "Carré", "Main pleine",
        "Petite suite", "Grosse suite", "Surplus", "Yum"};

    /** Le dessin des faces : haut, milieu et bas de chaque valeur. */
    private static final String[] HAUT = {"", "     ", "o    ", "o    ", "o   o", "o   o", "o   o"};
    private static final String[] MILIEU = {"", "  o  ", "     ", "  o  ", "     ", "  o  ", "o   o"};
    private static final String[] BAS = {"", "_____", "____o", "____o", "o___o", "o___o", "o___o"};

    /** Un trait de la grille de pointage. */
    private static final String LIGNE = "----------------------         ------------------------";

    /** Un trait de notre tableau des coups possibles. */
    private static final String LIGNE_COUPS = "+------+----------------+--------+";

    /**
     * Retourne la cellule d'une valeur de la feuille (vide si -1).
     */
    private static String valeur(int v) {
        return (v == Regles.VIDE) ? "       " : String.format(" %3d   ", v);
    }

    /**
     * Affiche la feuille de pointage sur deux colonnes.
     */
    public static void afficherFeuille(int[] feuille) {
        System.out.println();
        System.out.println("                   GRILLE DE POINTAGE");
        System.out.println("-------------------------------------------------------");
        for (int i = 1; i <= Regles.TOTAL_HAUT; i++) {
            String gauche = (i <= Regles.NB_FACES) ? "     " + NOMS[i] : NOMS[i];
            String debut = (i == Regles.TOTAL_HAUT) ? " " : "|";
            int j = i + Regles.TOTAL_HAUT;
            System.out.println(debut + String.format("%-13s", gauche) + "|" + valeur(feuille[i])
                    + "|         |" + String.format("%-13s", NOMS[j]) + "|" + valeur(feuille[j]) + "|");
            System.out.println(LIGNE);
        }
    }

    /**
     * Affiche les dés et, dessous, leur numéro (1 à 5).
     */
    public static void afficherDes(int[] des) {
        StringBuilder couvercle = new StringBuilder();
        StringBuilder haut = new StringBuilder();
        StringBuilder milieu = new StringBuilder();
        StringBuilder bas = new StringBuilder();
        StringBuilder numeros = new StringBuilder();

        for (int i = 0; i < des.length; i++) {
            couvercle.append(" _____");
            haut.append("|").append(HAUT[des[i]]).append("|");
            milieu.append("|").append(MILIEU[des[i]]).append("|");
            bas.append("|").append(BAS[des[i]]).append("|");
            numeros.append("   ").append(i + 1).append("   ");
        }
        System.out.println(couvercle);
        System.out.println(haut);
        System.out.println(milieu);
        System.out.println(bas);
        System.out.println(numeros);
    }

    /**
     * Affiche notre tableau des coups possibles : le numéro de la case à
     * entrer, son nom et les points. Les cases à 0 ne sont pas montrées.
     */
    public static void afficherCoups(int[] grille) {
        System.out.println();
        System.out.println("Coups possibles avec ces dés :");
        System.out.println(LIGNE_COUPS);
        System.out.println("| Case | Combinaison    | Points |");
        System.out.println(LIGNE_COUPS);
        for (int i = 1; i <= Regles.YUM; i++) {
            if (grille[i] != 0) {
                System.out.println(String.format("| %4d | %-14s | %6d |", i, NOMS_ACCENTUES[i], grille[i]));
            }
        }
        System.out.println(LIGNE_COUPS);
    }
}
