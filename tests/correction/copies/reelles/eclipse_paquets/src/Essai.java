// Essai pour comprendre Random, a effacer avant la remise
import java.util.Random;

public class Essai {
    public static void main(String[] args) {
        Random r = new Random();
        for (int i = 0; i < 10; i++) {
            System.out.println(r.nextInt(6) + 1)
        }
    }
}
