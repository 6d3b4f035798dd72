/** Un programme Java dont la source est en Windows-1252 (accents) et qui finit par une erreur. */
public class Jeu {
    /** Affiche une ligne accentuée puis quitte avec le code 3. */
    public static void main(String[] args) {
        System.out.println("Résultat : dés lancés");
        System.exit(3);
    }
}
