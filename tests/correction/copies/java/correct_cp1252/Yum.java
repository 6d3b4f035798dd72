import java.util.InputMismatchException;
import java.util.Scanner;

/**
 * Yum.java — INF111, automne 2021, TP1 : le jeu de Yum.
 *
 * Programme principal : une partie de 13 tours où, à chaque tour, le joueur
 * lance 5 dés jusqu'à trois fois puis inscrit ses points dans une case de la
 * feuille de pointage. Le joueur peut abandonner la partie en choisissant la
 * case 0. À la fin, on lui offre d'en jouer une autre.
 *
 * Compilation : les sources sont en Windows-1252 (Windows, Eclipse) :
 *     javac -encoding windows-1252 -d bin *.java
 *     java -cp bin Yum
 *
 * Auteurs : Émilie Côté, Mathieu Lévesque, Antoine Bélanger
 * Version : 2.0 (15 octobre 2021)
 */
public class Yum {

    /** Nombre de tours d'une partie. */
    public static final int NB_TOURS = 13;
    /** Nombre de lancers par tour. */
    public static final int NB_LANCERS = 3;
    /** Réponse qui garde tous les dés / case qui abandonne la partie. */
    public static final int AUCUN = 0;
    /** Le nombre qui roule les cinq dés. */
    public static final int TOUS = 12345;
    /** Le clavier (un seul pour tout le programme). */
    public static final Scanner CLAVIER = new Scanner(System.in);

    /**
     * Roule les dés dont le numéro apparaît dans « choix » (ex : 25 roule le
     * 2e et le 5e dé). « choix » est déjà validé.
     */
    public static void rouler(int[] des, int choix) {
        while (choix != 0) {
            des[choix % 10 - 1] = (int) (Math.random() * Regles.NB_FACES + 1);
            choix /= 10;
        }
    }

    /**
     * Retourne vrai si chaque chiffre de « choix » est un numéro de dé
     * (1 à 5) qui n'apparaît qu'une fois.
     */
    public static boolean choixDesValide(int choix) {
        boolean[] dejaVu = new boolean[Regles.NB_DES + 1];
        boolean ok = choix > 0;
        while (choix > 0 && ok) {
            int chiffre = choix % 10;
            if (chiffre < 1 || chiffre > Regles.NB_DES || dejaVu[chiffre]) {
                ok = false;
            } else {
                dejaVu[chiffre] = true;
            }
            choix /= 10;
        }
        return ok;
    }

    /**
     * Lit un entier au clavier. Si le joueur tape autre chose qu'un nombre,
     * on vide la ligne et on retourne -1 (valeur refusée par toutes les
     * validations).
     */
    public static int lireEntier() {
        int n;
        try {
            n = CLAVIER.nextInt();
        } catch (InputMismatchException e) {
            CLAVIER.nextLine();
            n = -1;
        }
        return n;
    }

    /**
     * Demande quels dés relancer jusqu'à ce que la réponse soit valide.
     * Retourne la réponse (0 : on garde tout).
     */
    public static int demanderDes() {
        int choix;
        System.out.print("Quels dés voulez-vous relancer? (ex: 25, 0 = aucun) : ");
        choix = lireEntier();
        while (choix != AUCUN && !choixDesValide(choix)) {
            System.out.println("Numéros de dés invalides : des chiffres de 1 à "
                    + Regles.NB_DES + ", chacun une seule fois.");
            System.out.print("Quels dés voulez-vous relancer? (ex: 25, 0 = aucun) : ");
            choix = lireEntier();
        }
        return choix;
    }

    /**
     * Joue un lancer : roule, affiche les dés et les coups possibles.
     */
    public static void lancer(int[] des, int[] feuille, int[] grille, int choix, int numero) {
        rouler(des, choix);
        System.out.println();
        System.out.println("Lancer no " + numero + " :");
        ModAffichage.afficherDes(des);
        Regles.coupsPossibles(des, feuille, grille);
        ModAffichage.afficherCoups(grille);
    }

    /**
     * Les trois lancers d'un tour (énoncé, section 5.2) : on boucle sur les
     * deux premiers, le joueur peut tout garder avec 0 ; le troisième lancer
     * est fait hors de la boucle s'il n'a pas tout gardé.
     */
    public static void tour(int[] des, int[] feuille, int[] grille) {
        int choix = TOUS;
        int numero = 1;
        boolean garde = false;

        while (numero < NB_LANCERS && !garde) {
            lancer(des, feuille, grille, choix, numero);
            choix = demanderDes();
            garde = (choix == AUCUN);
            numero++;
        }
        if (!garde) {
            lancer(des, feuille, grille, choix, numero);
        }
    }

    /**
     * Demande la case où inscrire les points, jusqu'à une case valide :
     * 0 (abandon) ou une case de 1 à 6 ou de 10 à 16 qui est encore libre.
     */
    public static int demanderCase(int[] feuille) {
        int numero;
        boolean valide;
        do {
            System.out.print("Dans quelle case voulez-vous inscrire vos points? (0 = abandonner la partie) : ");
            numero = lireEntier();
            valide = numero == AUCUN
                    || (numero >= 1 && numero <= Regles.NB_FACES && feuille[numero] == Regles.VIDE)
                    || (numero >= Regles.BRELAN && numero <= Regles.YUM && feuille[numero] == Regles.VIDE);
            if (!valide) {
                System.out.println("Case invalide ou déjà utilisée, recommencez.");
            }
        } while (!valide);
        return numero;
    }

    /**
     * Demande si le joueur veut jouer une autre partie ; seules « o » et
     * « n » sont acceptées. Retourne vrai pour « o ».
     */
    public static boolean encore() {
        String reponse;
        System.out.print("Voulez-vous jouer une autre partie (o/n)? ");
        reponse = CLAVIER.next();
        while (!reponse.equalsIgnoreCase("o") && !reponse.equalsIgnoreCase("n")) {
            System.out.print("Répondez par o ou n : ");
            reponse = CLAVIER.next();
        }
        return reponse.equalsIgnoreCase("o");
    }

    public static void main(String[] args) {
        // Les trois tableaux imposés par l'énoncé : les dés, la feuille de
        // pointage et la grille des coups possibles.
        int[] des = new int[Regles.NB_DES];
        int[] feuille = new int[Regles.NB_CASES];
        int[] grille = new int[Regles.NB_CASES];
        boolean rejouer;

        System.out.println("*** Le jeu de Yum ***");
        do {
            Regles.initialiserFeuille(feuille);
            boolean abandon = false;
            int i = 1;

            while (!abandon && i <= NB_TOURS) {
                System.out.println();
                System.out.println("===== vous êtes au tour " + i + " =====");
                ModAffichage.afficherFeuille(feuille);
                tour(des, feuille, grille);

                int numero = demanderCase(feuille);
                if (numero == AUCUN) {
                    abandon = true;
                    System.out.println("Vous avez abandonné la partie.");
                } else {
                    Regles.inscrire(feuille, grille, numero);
                    System.out.println("Feuille après votre choix :");
                    ModAffichage.afficherFeuille(feuille);
                }
                i++;
            }

            // On affiche la feuille une dernière fois (énoncé, section 5.3).
            ModAffichage.afficherFeuille(feuille);
            System.out.println();
            System.out.println("Partie terminée, votre pointage : " + feuille[Regles.GRAND_TOTAL]);
            rejouer = encore();
        } while (rejouer);

        System.out.println("Au revoir et à la prochaine!");
    }
}
