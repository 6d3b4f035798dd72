/*
 * ModAffichage.java
 *
 * Display module given by the course (score sheet and dice), we kept the
 * French labels of the sheet. We added our own list of possible moves.
 *
 * Authors: course (afficherFeuille, afficherDes), Kevin Li (showMoves)
 * Version: 1.1 (October 2021)
 */
public class ModAffichage {

    // Labels of the sheet boxes (index 0 is not used)
    public static final String[] LABELS = {"", "     1", "     2", "     3", "     4", "     5",
        "     6", "Sous total", "Bonus", "total haut", "Brelan", "Carre", "Main pleine",
        "Petite suite", "Grosse suite", "Surplus", "YUM", "Total bas", "Total"};

    // Short names used in our list of possible moves
    public static final String[] MOVE_NAMES = {"", "1", "2", "3", "4", "5", "6", "", "", "",
        "Brelan", "Carre", "Main pleine", "Petite suite", "Grosse suite", "Surplus", "YUM"};

    // Lines of each face: top, middle, bottom
    public static final String[] TOP = {"", "     ", "o    ", "o    ", "o   o", "o   o", "o   o"};
    public static final String[] MID = {"", "  o  ", "     ", "  o  ", "     ", "  o  ", "o   o"};
    public static final String[] BOT = {"", "_____", "____o", "____o", "o___o", "o___o", "o___o"};

    // Rows of the sheet (two boxes per row)
    public static final int ROWS = 9;

    // Separator under each row of the sheet
    public static final String SEPARATOR = "----------------------         ------------------------";

    /*
     * Returns a cell of the sheet: blank for -1, else the value on 3 columns.
     */
    public static String cell(int value) {
        if (value == Rules.EMPTY) {
            return "       ";
        }
        return String.format(" %3d   ", value);
    }

    /*
     * Shows the score sheet (course's procedure).
     */
    public static void afficherFeuille(int[] sheet) {
        System.out.println();
        System.out.println("                   GRILLE DE POINTAGE");
        System.out.println("-------------------------------------------------------");
        for (int row = 1; row <= ROWS; row++) {
            int right = row + ROWS;
            String start = (row == Rules.UPPER_TOTAL) ? " " : "|";
            System.out.println(start + String.format("%-13s", LABELS[row]) + "|" + cell(sheet[row])
                    + "|         |" + String.format("%-13s", LABELS[right]) + "|" + cell(sheet[right]) + "|");
            System.out.println(SEPARATOR);
        }
    }

    /*
     * Shows the dice (course's procedure, one space between the lids) and
     * the number of each die under it.
     */
    public static void afficherDes(int[] dice) {
        String lid = "";
        String top = "";
        String mid = "";
        String bot = "";
        String numbers = "";
        for (int i = 0; i < dice.length; i++) {
            lid += " _____";
            top += "|" + TOP[dice[i]] + "|";
            mid += "|" + MID[dice[i]] + "|";
            bot += "|" + BOT[dice[i]] + "|";
            numbers += "   " + (i + 1) + "   ";
        }
        System.out.println(lid);
        System.out.println(top);
        System.out.println(mid);
        System.out.println(bot);
        System.out.println(numbers);
    }

    /*
     * Shows the possible moves as a plain list: box number - name : points.
     * Only the boxes that are not zero in the grid.
     */
    public static void showMoves(int[] grid) {
        System.out.println();
        System.out.println("Possible moves:");
        for (int i = 1; i <= Rules.YUM; i++) {
            if (grid[i] != 0) {
                System.out.println(i + " - " + MOVE_NAMES[i] + " : " + grid[i]);
            }
        }
    }
}
