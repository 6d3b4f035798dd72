package tp1;

/**
 * ModAffichage.java
 *
 * Affichage : la grille de pointage et les dés (procédures du cours), nos
 * coups possibles, le menu des cases, la bannière et le rappel des règles.
 *
 * Auteurs : le cours (afficherFeuille, afficherDes), Léa Fortin (le reste)
 * Version : 3.1 (17 octobre 2021)
 */
public class ModAffichage {

    /** Étiquettes de la feuille (procédure du cours). */
    private static final String[] ETIQUETTES = {"", "     1", "     2", "     3", "     4", "     5",
        "     6", "Sous total", "Bonus", "total haut", "Brelan", "Carre", "Main pleine",
        "Petite suite", "Grosse suite", "Surplus", "YUM", "Total bas", "Total"};
    /** Rangées de la feuille. */
    private static final int RANGEES = 9;
    /** Traits. */
    private static final String TRAIT_FEUILLE = "----------------------         ------------------------";
    public static final String SEPARATEUR = "==========================================================";
    public static final String TIRETS = "----------------------------------------------------------";
    /** Largeur des noms dans nos listes. */
    private static final int LARGEUR_NOM = 16;
    /** Dessin des faces. */
    private static final String[] HAUT = {"", "     ", "o    ", "o    ", "o   o", "o   o", "o   o"};
    private static final String[] MILIEU = {"", "  o  ", "     ", "  o  ", "     ", "  o  ", "o   o"};
    private static final String[] BAS = {"", "_____", "____o", "____o", "o___o", "o___o", "o___o"};

    /** Affiche la bannière de bienvenue et le rappel des règles. */
    public static void afficherBienvenue() {
        System.out.println(SEPARATEUR);
        System.out.println("*                                                        *");
        System.out.println("*         BIENVENUE AU JEU DE YUM  -  INF111 TP1         *");
        System.out.println("*                                                        *");
        System.out.println(SEPARATEUR);
        System.out.println();
        System.out.println("Rappel des règles :");
        System.out.println("  - Une partie dure 13 tours. À chaque tour vous avez 3 lancers.");
        System.out.println("  - Après le 1er et le 2e lancer, entrez les dés à relancer (ex. 135)");
        System.out.println("    ou 0 pour garder tous vos dés.");
        System.out.println("  - 1 à 6 : la somme des dés de cette valeur.");
        System.out.println("  - Brelan (3 pareils) et Carré (4 pareils) : la somme des 5 dés.");
        System.out.println("  - Main pleine : 25 points. Petite suite : 15 points.");
        System.out.println("  - Grosse suite : 20 points. YUM (5 pareils) : 30 points.");
        System.out.println("  - Surplus : la somme des dés.");
        System.out.println("  - Bonus de 25 points si le haut totalise 63 points ou plus.");
        System.out.println("  - Case 0 : abandonner la partie.");
        System.out.println();
    }

    /** Retourne une cellule de la feuille (vide pour -1). */
    private static String cellule(int v) {
        return v == Constantes.LIBRE ? "       " : String.format(" %3d   ", v);
    }

    /** Affiche la grille de pointage (procédure du cours). */
    public static void afficherFeuille(int[] feuille) {
        System.out.println();
        System.out.println("                   GRILLE DE POINTAGE");
        System.out.println("-------------------------------------------------------");
        for (int r = 1; r <= RANGEES; r++) {
            String bord = r == Constantes.TOTAL_HAUT ? " " : "|";
            System.out.println(bord + String.format("%-13s", ETIQUETTES[r]) + "|" + cellule(feuille[r])
                    + "|         |" + String.format("%-13s", ETIQUETTES[r + RANGEES]) + "|"
                    + cellule(feuille[r + RANGEES]) + "|");
            System.out.println(TRAIT_FEUILLE);
        }
    }

    /** Affiche les dés (procédure du cours), leur numéro et leurs valeurs. */
    public static void afficherDes(int[] des) {
        StringBuilder l0 = new StringBuilder();
        StringBuilder l1 = new StringBuilder();
        StringBuilder l2 = new StringBuilder();
        StringBuilder l3 = new StringBuilder();
        StringBuilder l4 = new StringBuilder();
        StringBuilder valeurs = new StringBuilder("Vos dés :");
        for (int i = 0; i < des.length; i++) {
            l0.append(" _____ ");
            l1.append('|').append(HAUT[des[i]]).append('|');
            l2.append('|').append(MILIEU[des[i]]).append('|');
            l3.append('|').append(BAS[des[i]]).append('|');
            l4.append("  (").append(i + 1).append(")  ");
            valeurs.append(' ').append(des[i]);
        }
        System.out.println(l0);
        System.out.println(l1);
        System.out.println(l2);
        System.out.println(l3);
        System.out.println(l4);
        System.out.println(valeurs);
    }

    /** Affiche nos coups possibles : les cases non nulles de la grille. */
    public static void afficherCoups(int[] coups) {
        System.out.println();
        System.out.println("Voici ce que vous pouvez inscrire avec ces dés :");
        for (int i = 1; i <= Constantes.YUM; i++) {
            if (coups[i] != 0) {
                StringBuilder nom = new StringBuilder(Constantes.NOMS[i] + " ");
                while (nom.length() < LARGEUR_NOM) {
                    nom.append('.');
                }
                System.out.println(String.format("  [%2d] %s %3d pts", i, nom, coups[i]));
            }
        }
        System.out.println(TIRETS);
    }

    /** Affiche le menu des 13 cases, en marquant celles déjà remplies. */
    public static void afficherMenuCases(int[] feuille) {
        System.out.println();
        System.out.println("Les cases de la feuille :");
        for (int i = 1; i <= Constantes.NB_FACES; i++) {
            System.out.println("  " + texteMenu(feuille, i) + "  " + texteMenu(feuille, i + Constantes.TOTAL_HAUT));
        }
        System.out.println("  " + String.format("%-28s", "") + "  " + texteMenu(feuille, Constantes.YUM));
        System.out.println("   0 = abandonner la partie");
    }

    /** Retourne une entrée du menu : numéro, nom, et « (remplie) » si prise. */
    private static String texteMenu(int[] feuille, int c) {
        String etat = Pointage.libre(feuille, c) ? "" : " (remplie)";
        return String.format("%-28s", String.format("%2d = %s%s", c, Constantes.NOMS[c], etat));
    }
}
