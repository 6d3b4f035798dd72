/** Un programme Java minuscule, juste assez pour le chemin de compilation de la correction d'une classe. */
public class Yum {
    /** Affiche deux lignes (avec accents) et finit. */
    public static void main(String[] args) {
        System.out.println("Bienvenue au Yum : partie terminée.");
        System.out.println(Outils.salut());
    }
}
