/** Un programme Java qui ne se compile pas (un point-virgule oublié). */
public class Yum {
    /** Ne se compile pas. */
    public static void main(String[] args) {
        System.out.println("Bonjour")
    }
}
