package tp1;

/**
 * Pointage.java
 *
 * Calcul des coups possibles (énoncé 5.2) et inscription des points sur la
 * feuille avec les totaux (énoncé 5.3). Aucun affichage ici.
 *
 * Auteurs : Olivier Caron (coups possibles), Noémie Gauthier (totaux)
 * Version : 3.0 (15 octobre 2021)
 */
public class Pointage {

    /** Nombre de dés pareils d'un brelan, d'un carré, d'une paire. */
    public static final int BRELAN_MIN = 3;
    public static final int CARRE_EXACT = 4;
    public static final int PAIRE = 2;

    /** Remet la feuille au départ : -1 partout, 0 aux totaux. */
    public static void viderFeuille(int[] feuille) {
        java.util.Arrays.fill(feuille, Constantes.LIBRE);
        feuille[0] = 0;
        for (int i = Constantes.SOUS_TOTAL; i <= Constantes.TOTAL_HAUT; i++) {
            feuille[i] = 0;
        }
        feuille[Constantes.TOTAL_BAS] = 0;
        feuille[Constantes.TOTAL] = 0;
    }

    /** Retourne combien de dés montrent la valeur. */
    public static int occurrences(int[] des, int valeur) {
        int n = 0;
        for (int de : des) {
            if (de == valeur) {
                n++;
            }
        }
        return n;
    }

    /** Retourne la somme des dés. */
    public static int somme(int[] des) {
        int s = 0;
        for (int de : des) {
            s += de;
        }
        return s;
    }

    /** Retourne vrai si une autre valeur que celle du brelan est en paire. */
    public static boolean estMainPleine(int[] des, int valeurBrelan) {
        boolean trouve = false;
        for (int v = 1; v <= Constantes.NB_FACES && !trouve; v++) {
            trouve = v != valeurBrelan && occurrences(des, v) == PAIRE;
        }
        return trouve;
    }

    /** Retourne vrai s'il y a quatre valeurs qui se suivent. */
    public static boolean estPetiteSuite(int[] des) {
        boolean suite = false;
        for (int debut = 1; debut <= 3; debut++) {
            boolean toutes = true;
            for (int v = debut; v < debut + 4; v++) {
                if (occurrences(des, v) == 0) {
                    toutes = false;
                }
            }
            suite = suite || toutes;
        }
        return suite;
    }

    /** Retourne vrai si les cinq dés se suivent. */
    public static boolean estGrosseSuite(int[] des) {
        boolean suite = false;
        for (int debut = 1; debut <= 2; debut++) {
            boolean toutes = true;
            for (int v = debut; v < debut + Constantes.NB_DES; v++) {
                if (occurrences(des, v) != 1) {
                    toutes = false;
                }
            }
            suite = suite || toutes;
        }
        return suite;
    }

    /** Retourne vrai si la case de la feuille est libre. */
    public static boolean libre(int[] feuille, int c) {
        return feuille[c] == Constantes.LIBRE;
    }

    /** Calcule la grille des coups possibles pour ces dés. */
    public static void calculerCoups(int[] des, int[] feuille, int[] coups) {
        java.util.Arrays.fill(coups, 0);
        for (int face = 1; face <= Constantes.NB_FACES; face++) {
            int n = occurrences(des, face);
            if (n == 0) {
                continue;
            }
            if (n == Constantes.NB_DES && libre(feuille, Constantes.YUM)) {
                coups[Constantes.YUM] = Constantes.PTS_YUM;
            }
            if (libre(feuille, face)) {
                coups[face] = n * face;
            }
            if (n >= BRELAN_MIN && libre(feuille, Constantes.BRELAN)) {
                coups[Constantes.BRELAN] = somme(des);
            }
            if (n >= BRELAN_MIN && libre(feuille, Constantes.MAIN_PLEINE) && estMainPleine(des, face)) {
                coups[Constantes.MAIN_PLEINE] = Constantes.PTS_MAIN_PLEINE;
            }
            if (n == CARRE_EXACT && libre(feuille, Constantes.CARRE)) {
                coups[Constantes.CARRE] = somme(des);
            }
        }
        if (libre(feuille, Constantes.PETITE_SUITE) && estPetiteSuite(des)) {
            coups[Constantes.PETITE_SUITE] = Constantes.PTS_PETITE_SUITE;
        }
        if (libre(feuille, Constantes.GROSSE_SUITE) && estGrosseSuite(des)) {
            coups[Constantes.GROSSE_SUITE] = Constantes.PTS_GROSSE_SUITE;
        }
        if (libre(feuille, Constantes.SURPLUS)) {
            coups[Constantes.SURPLUS] = somme(des);
        }
    }

    /** Retourne la somme des cases remplies entre debut et fin. */
    public static int sommeCases(int[] feuille, int debut, int fin) {
        int s = 0;
        for (int i = debut; i <= fin; i++) {
            if (feuille[i] != Constantes.LIBRE) {
                s += feuille[i];
            }
        }
        return s;
    }

    /** Inscrit les points de la case choisie et recalcule les totaux. */
    public static void inscrire(int[] feuille, int[] coups, int c) {
        feuille[c] = coups[c];
        feuille[Constantes.SOUS_TOTAL] = sommeCases(feuille, 1, Constantes.NB_FACES);
        feuille[Constantes.BONUS] = feuille[Constantes.SOUS_TOTAL] >= Constantes.SEUIL_BONUS
                ? Constantes.PTS_BONUS : 0;
        feuille[Constantes.TOTAL_HAUT] = feuille[Constantes.SOUS_TOTAL] + feuille[Constantes.BONUS];
        feuille[Constantes.TOTAL_BAS] = sommeCases(feuille, Constantes.BRELAN, Constantes.YUM);
        feuille[Constantes.TOTAL] = feuille[Constantes.TOTAL_HAUT] + feuille[Constantes.TOTAL_BAS];
    }
}
