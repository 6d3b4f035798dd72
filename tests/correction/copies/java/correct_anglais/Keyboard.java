import java.util.Scanner;

/*
 * Keyboard.java
 *
 * Everything the player types, validated: dice to reroll, box of the
 * sheet, play again. Each answer is read as a whole line.
 *
 * Authors: Priya Sharma, Kevin Li
 * Version: 1.0 (October 2021)
 */
public class Keyboard {

    // Answer that means "not a number"
    public static final int INVALID = -1;

    // The only answers to "play again"
    public static final String YES = "o";
    public static final String NO = "n";

    // The keyboard
    private static final Scanner IN = new Scanner(System.in);

    /*
     * Returns the next line typed, trimmed. Ends the program if input is closed.
     */
    public static String line() {
        if (!IN.hasNextLine()) {
            System.out.println();
            System.out.println("Input closed. Bye!");
            System.exit(0);
        }
        return IN.nextLine().trim();
    }

    /*
     * Returns the number typed, or INVALID if it is not a number >= 0.
     */
    public static int number() {
        try {
            int n = Integer.parseInt(line());
            return (n < 0) ? INVALID : n;
        } catch (NumberFormatException e) {
            return INVALID;
        }
    }

    /*
     * Returns true if every digit is a die number (1..5) with no duplicate.
     */
    public static boolean validDice(int n) {
        boolean[] seen = new boolean[Rules.NB_DICE + 1];
        boolean ok = n > 0;
        while (n > 0) {
            int digit = n % 10;
            if (digit < 1 || digit > Rules.NB_DICE || seen[digit]) {
                ok = false;
            } else {
                seen[digit] = true;
            }
            n /= 10;
        }
        return ok;
    }

    /*
     * Asks which dice to reroll until the answer is valid; returns it (0 = keep all).
     */
    public static int askDice() {
        System.out.print("Which dice do you want to reroll? (e.g. 135, 0 to keep them all) ");
        int n = number();
        while (n != 0 && !validDice(n)) {
            System.out.println("Invalid dice. Use digits 1 to " + Rules.NB_DICE + ", each one only once.");
            System.out.print("Which dice do you want to reroll? (e.g. 135, 0 to keep them all) ");
            n = number();
        }
        return n;
    }

    /*
     * Returns true if the box can be chosen: 1-6 or 10-16 and still free.
     */
    public static boolean validBox(int[] sheet, int box) {
        boolean upper = box >= 1 && box <= Rules.NB_FACES;
        boolean lower = box >= Rules.THREE_KIND && box <= Rules.YUM;
        return (upper || lower) && Rules.isFree(sheet, box);
    }

    /*
     * Asks for a box until the answer is valid; returns it (0 = quit the game).
     */
    public static int askBox(int[] sheet) {
        System.out.print("Choose a box (1-6, 10-16, 0 to quit the game): ");
        int box = number();
        while (box != 0 && !validBox(sheet, box)) {
            System.out.println("You can't use that box.");
            System.out.print("Choose a box (1-6, 10-16, 0 to quit the game): ");
            box = number();
        }
        return box;
    }

    /*
     * Asks if the player wants another game; only o or n. Returns true for o.
     */
    public static boolean askReplay() {
        System.out.print("Play again? (o/n) ");
        String answer = line();
        while (!answer.equals(YES) && !answer.equals(NO)) {
            System.out.println("Please answer o or n.");
            System.out.print("Play again? (o/n) ");
            answer = line();
        }
        return answer.equals(YES);
    }
}
