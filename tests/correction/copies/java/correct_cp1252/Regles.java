/**
 * Regles.java
 *
 * Toutes les règles du jeu de Yum : le calcul des coups possibles pour des
 * dés donnés (énoncé, section 5.2) et la mise à jour de la feuille de
 * pointage (sous-total, boni, totaux).
 *
 * Explication : on compte d'abord combien de fois chaque face apparaît
 * (tableau de compteurs indicé par la face), puis chaque combinaison se
 * vérifie à partir de ces compteurs.
 *
 * Auteurs : Émilie Côté, Mathieu Lévesque, Antoine Bélanger
 * Version : 2.0 (15 octobre 2021)
 */
public class Regles {

    /** Nombre de dés. */
    public static final int NB_DES = 5;
    /** Nombre de faces d'un dé. */
    public static final int NB_FACES = 6;
    /** Nombre de cases de la feuille et de la grille des coups possibles. */
    public static final int NB_CASES = 19;
    /** Valeur d'une case de la feuille qui n'a pas encore été choisie. */
    public static final int VIDE = -1;

    /** Indices de la feuille : sous-total, boni et total de la partie du haut. */
    public static final int SOUS_TOTAL = 7;
    public static final int BONI = 8;
    public static final int TOTAL_HAUT = 9;
    /** Indices de la feuille : les combinaisons de la partie du bas. */
    public static final int BRELAN = 10;
    public static final int CARRE = 11;
    public static final int MAIN_PLEINE = 12;
    public static final int PETITE_SUITE = 13;
    public static final int GROSSE_SUITE = 14;
    public static final int SURPLUS = 15;
    public static final int YUM = 16;
    /** Indices de la feuille : les totaux. */
    public static final int TOTAL_BAS = 17;
    public static final int GRAND_TOTAL = 18;

    /** Points des combinaisons à valeur fixe. */
    public static final int PTS_MAIN_PLEINE = 25;
    public static final int PTS_PETITE_SUITE = 15;
    public static final int PTS_GROSSE_SUITE = 20;
    public static final int PTS_YUM = 30;

    /** Le boni : 25 points si la partie du haut donne au moins 63. */
    public static final int MINIMUM_BONI = 63;
    public static final int PTS_BONI = 25;

    /** Longueurs des suites. */
    public static final int LONGUEUR_PETITE = 4;
    public static final int LONGUEUR_GROSSE = 5;

    /**
     * Prépare une feuille neuve : -1 dans les cases à remplir, 0 dans les
     * totaux, le boni et la case 0 qui ne sert pas.
     */
    public static void initialiserFeuille(int[] feuille) {
        for (int i = 0; i < NB_CASES; i++) {
            if (i == 0 || (i >= SOUS_TOTAL && i <= TOTAL_HAUT) || i >= TOTAL_BAS) {
                feuille[i] = 0;
            } else {
                feuille[i] = VIDE;
            }
        }
    }

    /**
     * Retourne le nombre d'occurrences de la valeur dans le tableau de dés.
     */
    public static int occurrences(int[] des, int valeur) {
        int nb = 0;
        for (int de : des) {
            if (de == valeur) {
                nb++;
            }
        }
        return nb;
    }

    /**
     * Retourne le total des dés.
     */
    public static int total(int[] des) {
        int somme = 0;
        for (int de : des) {
            somme += de;
        }
        return somme;
    }

    /**
     * Retourne la longueur de la plus longue suite de faces consécutives
     * présentes dans les dés (ex : 1 3 4 5 5 donne 3).
     *
     * Stratégie : on parcourt les faces de 1 à 6 en comptant combien de
     * faces présentes se suivent ; une face absente remet le compte à zéro.
     */
    public static int plusLongueSuite(int[] des) {
        int meilleure = 0;
        int courante = 0;
        for (int face = 1; face <= NB_FACES; face++) {
            if (occurrences(des, face) > 0) {
                courante++;
                if (courante > meilleure) {
                    meilleure = courante;
                }
            } else {
                courante = 0;
            }
        }
        return meilleure;
    }

    /**
     * Retourne vrai s'il y a une autre face que « brelan » qui sort
     * exactement deux fois (la main pleine : 3 pareils + une paire).
     */
    public static boolean mainPleine(int[] des, int brelan) {
        boolean trouvee = false;
        for (int face = 1; face <= NB_FACES && !trouvee; face++) {
            trouvee = face != brelan && occurrences(des, face) == 2;
        }
        return trouvee;
    }

    /**
     * Remplit la grille des coups possibles à partir des dés ; seules les
     * cases libres de la feuille reçoivent des points. Les autres restent à 0.
     */
    public static void coupsPossibles(int[] des, int[] feuille, int[] grille) {
        int suite;

        for (int i = 0; i < NB_CASES; i++) {
            grille[i] = 0;
        }

        for (int face = 1; face <= NB_FACES; face++) {
            int nb = occurrences(des, face);
            if (nb == 0) {
                continue;
            }
            if (feuille[face] == VIDE) {
                grille[face] = face * nb;
            }
            if (nb == NB_DES && feuille[YUM] == VIDE) {
                grille[YUM] = PTS_YUM;
            }
            if (nb >= 3 && feuille[BRELAN] == VIDE) {
                grille[BRELAN] = total(des);
            }
            if (nb >= 3 && feuille[MAIN_PLEINE] == VIDE && mainPleine(des, face)) {
                grille[MAIN_PLEINE] = PTS_MAIN_PLEINE;
            }
            if (nb == 4 && feuille[CARRE] == VIDE) {
                grille[CARRE] = total(des);
            }
        }

        // Les suites : une grosse suite contient aussi une petite.
        suite = plusLongueSuite(des);
        if (suite >= LONGUEUR_PETITE && feuille[PETITE_SUITE] == VIDE) {
            grille[PETITE_SUITE] = PTS_PETITE_SUITE;
        }
        if (suite == LONGUEUR_GROSSE && feuille[GROSSE_SUITE] == VIDE) {
            grille[GROSSE_SUITE] = PTS_GROSSE_SUITE;
        }
        if (feuille[SURPLUS] == VIDE) {
            grille[SURPLUS] = total(des);
        }
    }

    /**
     * Inscrit les points de la case choisie et recalcule les totaux de la
     * feuille, boni compris (énoncé, section 5.3).
     */
    public static void inscrire(int[] feuille, int[] grille, int numeroCase) {
        int haut = 0;
        int bas = 0;

        feuille[numeroCase] = grille[numeroCase];

        for (int face = 1; face <= NB_FACES; face++) {
            if (feuille[face] != VIDE) {
                haut += feuille[face];
            }
        }
        for (int i = BRELAN; i <= YUM; i++) {
            if (feuille[i] != VIDE) {
                bas += feuille[i];
            }
        }

        feuille[SOUS_TOTAL] = haut;
        feuille[BONI] = (haut >= MINIMUM_BONI) ? PTS_BONI : 0;
        feuille[TOTAL_HAUT] = haut + feuille[BONI];
        feuille[TOTAL_BAS] = bas;
        feuille[GRAND_TOTAL] = feuille[TOTAL_HAUT] + bas;
    }
}
