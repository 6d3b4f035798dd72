/*
 * Rules.java
 *
 * Scoring rules of Yum: computes the grid of possible moves from the dice
 * (statement section 5.2) and writes the chosen points on the score sheet,
 * with the subtotal, the bonus and the totals (section 5.3).
 * No method here prints anything.
 *
 * Authors: Ryan O'Brien (counting, straights), Priya Sharma (sheet, totals)
 * Version: 1.1 (October 2021)
 */
public class Rules {

    // Number of dice and number of faces of a die
    public static final int NB_DICE = 5;
    public static final int NB_FACES = 6;

    // Size of the score sheet and of the grid of possible moves
    public static final int SHEET_SIZE = 19;

    // Value of a box that was not chosen yet (0 is a possible score)
    public static final int EMPTY = -1;

    // Indexes of the sheet (same indexes in the grid of possible moves)
    public static final int SUBTOTAL = 7;
    public static final int BONUS = 8;
    public static final int UPPER_TOTAL = 9;
    public static final int THREE_KIND = 10;
    public static final int FOUR_KIND = 11;
    public static final int FULL_HOUSE = 12;
    public static final int SMALL_STRAIGHT = 13;
    public static final int LARGE_STRAIGHT = 14;
    public static final int CHANCE = 15;
    public static final int YUM = 16;
    public static final int LOWER_TOTAL = 17;
    public static final int GRAND_TOTAL = 18;

    // Fixed points
    public static final int FULL_HOUSE_POINTS = 25;
    public static final int SMALL_STRAIGHT_POINTS = 15;
    public static final int LARGE_STRAIGHT_POINTS = 20;
    public static final int YUM_POINTS = 30;

    // Bonus of 25 points when the upper section reaches 63
    public static final int BONUS_THRESHOLD = 63;
    public static final int BONUS_POINTS = 25;

    // How many equal dice make a three of a kind, a four of a kind, a pair
    public static final int THREE = 3;
    public static final int FOUR = 4;
    public static final int PAIR = 2;

    /*
     * Puts -1 in every box of the sheet except the totals and bonus (0).
     */
    public static void resetSheet(int[] sheet) {
        for (int i = 0; i < sheet.length; i++) {
            sheet[i] = EMPTY;
        }
        sheet[0] = 0;
        sheet[SUBTOTAL] = 0;
        sheet[BONUS] = 0;
        sheet[UPPER_TOTAL] = 0;
        sheet[LOWER_TOTAL] = 0;
        sheet[GRAND_TOTAL] = 0;
    }

    /*
     * Returns true if the box was not chosen yet.
     */
    public static boolean isFree(int[] sheet, int box) {
        return sheet[box] == EMPTY;
    }

    /*
     * Returns how many dice show the value.
     */
    public static int count(int[] dice, int value) {
        int n = 0;
        for (int d : dice) {
            if (d == value) {
                n++;
            }
        }
        return n;
    }

    /*
     * Returns the sum of the dice.
     */
    public static int sum(int[] dice) {
        int total = 0;
        for (int d : dice) {
            total += d;
        }
        return total;
    }

    /*
     * Returns true if some value other than "triple" appears exactly twice
     * (called only when "triple" appears three times).
     */
    public static boolean isFullHouse(int[] dice, int triple) {
        boolean full = false;
        for (int v = 1; v <= NB_FACES; v++) {
            if (v != triple && count(dice, v) == PAIR) {
                full = true;
            }
        }
        return full;
    }

    /*
     * Returns true if the dice hold 4 consecutive values. Every small
     * straight has a 3 and a 4, plus 1-2, 2-5 or 5-6.
     */
    public static boolean isSmallStraight(int[] dice) {
        boolean has34 = count(dice, 3) > 0 && count(dice, 4) > 0;
        boolean low = count(dice, 1) > 0 && count(dice, 2) > 0;
        boolean middle = count(dice, 2) > 0 && count(dice, 5) > 0;
        boolean high = count(dice, 5) > 0 && count(dice, 6) > 0;
        return has34 && (low || middle || high);
    }

    /*
     * Returns true if the dice are 1-2-3-4-5 or 2-3-4-5-6.
     */
    public static boolean isLargeStraight(int[] dice) {
        boolean middle = true;
        for (int v = 2; v <= 5; v++) {
            if (count(dice, v) != 1) {
                middle = false;
            }
        }
        return middle && (count(dice, 1) == 1 || count(dice, 6) == 1);
    }

    /*
     * Fills the grid of possible moves for these dice and the free boxes
     * of the sheet (statement 5.2).
     */
    public static void computeMoves(int[] dice, int[] sheet, int[] grid) {
        for (int i = 0; i < grid.length; i++) {
            grid[i] = 0;
        }
        for (int face = 1; face <= NB_FACES; face++) {
            int n = count(dice, face);
            if (n > 0) {
                if (n == NB_DICE && isFree(sheet, YUM)) {
                    grid[YUM] = YUM_POINTS;
                }
                if (isFree(sheet, face)) {
                    grid[face] = n * face;
                }
                if (n >= THREE && isFree(sheet, THREE_KIND)) {
                    grid[THREE_KIND] = sum(dice);
                }
                if (n >= THREE && isFree(sheet, FULL_HOUSE) && isFullHouse(dice, face)) {
                    grid[FULL_HOUSE] = FULL_HOUSE_POINTS;
                }
                if (n == FOUR && isFree(sheet, FOUR_KIND)) {
                    grid[FOUR_KIND] = sum(dice);
                }
            }
        }
        if (isFree(sheet, SMALL_STRAIGHT) && isSmallStraight(dice)) {
            grid[SMALL_STRAIGHT] = SMALL_STRAIGHT_POINTS;
        }
        if (isFree(sheet, LARGE_STRAIGHT) && isLargeStraight(dice)) {
            grid[LARGE_STRAIGHT] = LARGE_STRAIGHT_POINTS;
        }
        if (isFree(sheet, CHANCE)) {
            grid[CHANCE] = sum(dice);
        }
    }

    /*
     * Writes the points of the chosen box and recomputes the totals.
     */
    public static void score(int[] sheet, int[] grid, int box) {
        sheet[box] = grid[box];
        int sub = 0;
        for (int i = 1; i <= NB_FACES; i++) {
            if (sheet[i] != EMPTY) {
                sub += sheet[i];
            }
        }
        sheet[SUBTOTAL] = sub;
        sheet[BONUS] = (sub >= BONUS_THRESHOLD) ? BONUS_POINTS : 0;
        sheet[UPPER_TOTAL] = sub + sheet[BONUS];
        int low = 0;
        for (int i = THREE_KIND; i <= YUM; i++) {
            if (sheet[i] != EMPTY) {
                low += sheet[i];
            }
        }
        sheet[LOWER_TOTAL] = low;
        sheet[GRAND_TOTAL] = sheet[UPPER_TOTAL] + low;
    }
}
