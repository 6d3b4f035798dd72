/*
 * Yum.java
 *
 * INF111 - Fall 2021 - TP1: the game of Yum (console).
 *
 * A game is 13 turns. Each turn the player rolls 5 dice up to three times,
 * keeping the dice he wants, then writes his points in one box of the
 * score sheet. Box 0 quits the game. Then the program asks to play again.
 * The three arrays (dice, sheet, possible moves) are declared in main.
 *
 * Authors: Ryan O'Brien, Priya Sharma, Kevin Li
 * Version: 1.2 (October 2021)
 */
public class Yum {

    // Number of turns and rolls
    public static final int NB_TURNS = 13;
    public static final int NB_ROLLS = 3;

    // Roll all the dice
    public static final int ALL_DICE = 12345;

    // Keep all the dice / quit the game
    public static final int NONE = 0;

    /*
     * Rerolls the dice whose numbers are the digits of "which" (already valid).
     */
    public static void roll(int[] dice, int which) {
        while (which > 0) {
            dice[which % 10 - 1] = (int) (Math.random() * Rules.NB_FACES + 1);
            which /= 10;
        }
    }

    /*
     * One roll: roll, show the dice, compute and show the possible moves.
     */
    public static void doRoll(int[] dice, int[] sheet, int[] grid, int which, int number) {
        roll(dice, which);
        System.out.println();
        System.out.println("Roll #" + number);
        ModAffichage.afficherDes(dice);
        Rules.computeMoves(dice, sheet, grid);
        ModAffichage.showMoves(grid);
    }

    /*
     * The three rolls of a turn (statement 5.2).
     */
    public static void playRolls(int[] dice, int[] sheet, int[] grid) {
        int which = ALL_DICE;
        int number = 1;
        boolean keepAll = false;
        while (number < NB_ROLLS && !keepAll) {
            doRoll(dice, sheet, grid, which, number);
            which = Keyboard.askDice();
            keepAll = (which == NONE);
            number++;
        }
        if (!keepAll) {
            doRoll(dice, sheet, grid, which, number);
        }
    }

    public static void main(String[] args) {
        int[] dice = new int[Rules.NB_DICE];
        int[] sheet = new int[Rules.SHEET_SIZE];
        int[] grid = new int[Rules.SHEET_SIZE];
        boolean again = true;

        System.out.println("Welcome to Yum!");
        while (again) {
            Rules.resetSheet(sheet);
            boolean quit = false;
            int turn = 1;
            while (!quit && turn <= NB_TURNS) {
                System.out.println();
                System.out.println("=== Turn " + turn + " of " + NB_TURNS + " ===");
                ModAffichage.afficherFeuille(sheet);
                playRolls(dice, sheet, grid);
                int box = Keyboard.askBox(sheet);
                if (box == NONE) {
                    quit = true;
                    System.out.println("Game cancelled.");
                } else {
                    Rules.score(sheet, grid, box);
                }
                turn++;
            }
            ModAffichage.afficherFeuille(sheet);
            System.out.println("Final score: " + sheet[Rules.GRAND_TOTAL]);
            again = Keyboard.askReplay();
        }
        System.out.println("Thanks for playing, goodbye!");
    }
}
