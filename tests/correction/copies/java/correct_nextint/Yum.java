import java.util.Scanner;

/*
 * Yum.java
 *
 * TP1 INF111 A2021 - Jeu de Yum
 *
 * Programme qui permet de jouer au Yum : 13 tours, 3 lancers par tour, on
 * choisit une case de la feuille de pointage a chaque tour. On lit les
 * nombres avec nextInt (l'enonce dit qu'on ne valide pas les erreurs de
 * type).
 *
 * Auteurs : Alexandre Roy, Gabriel Pelletier
 * Version : 1.0
 */
public class Yum {

    // Constantes du jeu
    public static final int NB_DES = 5;
    public static final int NB_FACES = 6;
    public static final int NB_TOURS = 13;
    public static final int NB_ESSAIS = 3;
    public static final int TAILLE = 19;
    public static final int VIDE = -1;

    // Indices de la feuille
    public static final int SOUS_TOTAL = 7;
    public static final int BONI = 8;
    public static final int TOTAL_HAUT = 9;
    public static final int BRELAN = 10;
    public static final int CARRE = 11;
    public static final int MAIN_PLEINE = 12;
    public static final int PETITE = 13;
    public static final int GROSSE = 14;
    public static final int SURPLUS = 15;
    public static final int YUM = 16;
    public static final int TOTAL_BAS = 17;
    public static final int GRAND_TOTAL = 18;

    // Points
    public static final int PTS_MAIN_PLEINE = 25;
    public static final int PTS_PETITE = 15;
    public static final int PTS_GROSSE = 20;
    public static final int PTS_YUM = 30;
    public static final int SEUIL_BONI = 63;
    public static final int PTS_BONI = 25;

    // Le clavier
    public static Scanner clavier = new Scanner(System.in);

    /*
     * Initialise la feuille : -1 partout sauf les totaux a 0.
     */
    public static void initFeuille(int[] feuille) {
        for (int i = 0; i < TAILLE; i++) {
            feuille[i] = VIDE;
        }
        feuille[0] = 0;
        feuille[SOUS_TOTAL] = 0;
        feuille[BONI] = 0;
        feuille[TOTAL_HAUT] = 0;
        feuille[TOTAL_BAS] = 0;
        feuille[GRAND_TOTAL] = 0;
    }

    /*
     * Roule les des dont le numero est dans le nombre (deja valide).
     */
    public static void roulerDes(int[] des, int nombre) {
        while (nombre != 0) {
            int chiffre = nombre % 10;
            des[chiffre - 1] = (int) (Math.random() * NB_FACES + 1);
            nombre = nombre / 10;
        }
    }

    /*
     * Retourne le nombre d'occurrences de la valeur dans les des.
     */
    public static int nbOccurrences(int[] des, int valeur) {
        int nb = 0;
        for (int i = 0; i < NB_DES; i++) {
            if (des[i] == valeur) {
                nb++;
            }
        }
        return nb;
    }

    /*
     * Retourne la somme des des.
     */
    public static int somme(int[] des) {
        int s = 0;
        for (int i = 0; i < NB_DES; i++) {
            s += des[i];
        }
        return s;
    }

    /*
     * Retourne vrai s'il y a une autre valeur que v avec 2 occurrences.
     */
    public static boolean mainPleine(int[] des, int v) {
        for (int autre = 1; autre <= NB_FACES; autre++) {
            if (autre != v && nbOccurrences(des, autre) == 2) {
                return true;
            }
        }
        return false;
    }

    /*
     * Retourne vrai si petite suite (un 3 et un 4 avec 1-2, 2-5 ou 5-6).
     */
    public static boolean petiteSuite(int[] des) {
        int[] nb = new int[NB_FACES + 1];
        for (int v = 1; v <= NB_FACES; v++) {
            nb[v] = nbOccurrences(des, v);
        }
        return nb[3] > 0 && nb[4] > 0
                && ((nb[1] > 0 && nb[2] > 0) || (nb[2] > 0 && nb[5] > 0) || (nb[5] > 0 && nb[6] > 0));
    }

    /*
     * Retourne vrai si grosse suite (1 a 5 ou 2 a 6, une fois chacun).
     */
    public static boolean grosseSuite(int[] des) {
        int[] nb = new int[NB_FACES + 1];
        for (int v = 1; v <= NB_FACES; v++) {
            nb[v] = nbOccurrences(des, v);
        }
        return nb[2] == 1 && nb[3] == 1 && nb[4] == 1 && nb[5] == 1 && (nb[1] == 1 || nb[6] == 1);
    }

    /*
     * Calcule la grille des coups possibles (section 5.2 de l'enonce).
     */
    public static void calculerGrille(int[] des, int[] feuille, int[] grille) {
        for (int i = 0; i < TAILLE; i++) {
            grille[i] = 0;
        }
        for (int d = 1; d <= NB_FACES; d++) {
            int nb = nbOccurrences(des, d);
            if (nb != 0) {
                if (nb == 5 && feuille[YUM] == VIDE) {
                    grille[YUM] = PTS_YUM;
                }
                if (feuille[d] == VIDE) {
                    grille[d] = nb * d;
                }
                if (nb >= 3) {
                    if (feuille[BRELAN] == VIDE) {
                        grille[BRELAN] = somme(des);
                    }
                    if (mainPleine(des, d) && feuille[MAIN_PLEINE] == VIDE) {
                        grille[MAIN_PLEINE] = PTS_MAIN_PLEINE;
                    }
                }
                if (nb == 4 && feuille[CARRE] == VIDE) {
                    grille[CARRE] = somme(des);
                }
            }
        }
        if (petiteSuite(des) && feuille[PETITE] == VIDE) {
            grille[PETITE] = PTS_PETITE;
        }
        if (grosseSuite(des) && feuille[GROSSE] == VIDE) {
            grille[GROSSE] = PTS_GROSSE;
        }
        if (feuille[SURPLUS] == VIDE) {
            grille[SURPLUS] = somme(des);
        }
    }

    /*
     * Retourne vrai si le nombre contient des chiffres de 1 a 5 sans doublon.
     */
    public static boolean desValides(int nombre) {
        int[] vus = new int[NB_DES + 1];
        if (nombre <= 0) {
            return false;
        }
        while (nombre > 0) {
            int chiffre = nombre % 10;
            if (chiffre < 1 || chiffre > NB_DES) {
                return false;
            }
            vus[chiffre]++;
            if (vus[chiffre] > 1) {
                return false;
            }
            nombre = nombre / 10;
        }
        return true;
    }

    /*
     * Saisit les des a relancer (valide). Retourne 0 pour garder tous les des.
     */
    public static int saisirDes() {
        System.out.print("Des a relancer (0 = aucun) : ");
        int nombre = clavier.nextInt();
        while (nombre != 0 && !desValides(nombre)) {
            System.out.print("Invalide! Des a relancer (0 = aucun) : ");
            nombre = clavier.nextInt();
        }
        return nombre;
    }

    /*
     * Les trois essais d'un tour (section 5.2).
     */
    public static void troisEssais(int[] des, int[] feuille, int[] grille) {
        int essai = 0;
        boolean garde = false;
        int aRouler = 12345;
        while (essai < NB_ESSAIS - 1 && !garde) {
            roulerDes(des, aRouler);
            ModAffichage.afficherDes(des);
            calculerGrille(des, feuille, grille);
            ModAffichage.afficherChoixPossibles(grille);
            aRouler = saisirDes();
            if (aRouler == 0) {
                garde = true;
            }
            essai++;
        }
        if (!garde) {
            roulerDes(des, aRouler);
            ModAffichage.afficherDes(des);
            calculerGrille(des, feuille, grille);
            ModAffichage.afficherChoixPossibles(grille);
        }
    }

    /*
     * Saisit la case (0 a 16, libre, pas un total). Retourne 0 pour annuler.
     */
    public static int saisirCase(int[] feuille) {
        System.out.print("Votre choix de case (0 pour terminer) : ");
        int c = clavier.nextInt();
        while (c != 0 && (c < 1 || c > YUM || (c >= SOUS_TOTAL && c <= TOTAL_HAUT) || feuille[c] != VIDE)) {
            System.out.print("Case non valide, recommencez : ");
            c = clavier.nextInt();
        }
        return c;
    }

    /*
     * Met les points de la case choisie et recalcule les totaux.
     */
    public static void appliquer(int[] feuille, int[] grille, int c) {
        feuille[c] = grille[c];
        int haut = 0;
        for (int i = 1; i <= NB_FACES; i++) {
            if (feuille[i] != VIDE) {
                haut += feuille[i];
            }
        }
        int bas = 0;
        for (int i = BRELAN; i <= YUM; i++) {
            if (feuille[i] != VIDE) {
                bas += feuille[i];
            }
        }
        feuille[SOUS_TOTAL] = haut;
        if (haut >= SEUIL_BONI) {
            feuille[BONI] = PTS_BONI;
        }
        feuille[TOTAL_HAUT] = haut + feuille[BONI];
        feuille[TOTAL_BAS] = bas;
        feuille[GRAND_TOTAL] = feuille[TOTAL_HAUT] + bas;
    }

    /*
     * Demande si on rejoue (o ou n, majuscule acceptee).
     */
    public static boolean rejouer() {
        System.out.print("Rejouer (o/n) ? ");
        String rep = clavier.next();
        while (!rep.equalsIgnoreCase("o") && !rep.equalsIgnoreCase("n")) {
            System.out.print("Rejouer (o/n) ? ");
            rep = clavier.next();
        }
        return rep.equalsIgnoreCase("o");
    }

    public static void main(String[] args) {
        int[] des = new int[NB_DES];
        int[] feuille = new int[TAILLE];
        int[] grille = new int[TAILLE];
        boolean encore = true;

        while (encore) {
            boolean annule = false;
            int tour = 0;
            initFeuille(feuille);
            while (!annule && tour < NB_TOURS) {
                System.out.println();
                System.out.println("TOUR " + tour);
                ModAffichage.afficherGrillePointage(feuille);
                troisEssais(des, feuille, grille);
                int c = saisirCase(feuille);
                if (c == 0) {
                    annule = true;
                } else {
                    appliquer(feuille, grille, c);
                }
                tour++;
            }
            ModAffichage.afficherGrillePointage(feuille);
            encore = rejouer();
        }
        System.out.println("Bye bye! Merci d'avoir joue.");
    }
}
