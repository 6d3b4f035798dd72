/** Une seconde classe, sans main : la classe principale est trouvée parmi plusieurs. */
public class Outils {
    /** Retourne une salutation. */
    static String salut() {
        return "Au revoir";
    }
}
