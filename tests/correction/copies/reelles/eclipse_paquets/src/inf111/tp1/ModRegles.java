package inf111.tp1;

/*
 * ModRegles.java
 *
 * Les regles du Yum : le calcul de la grille des coups possibles a partir
 * des des (enonce section 5.2) et l'application du pointage a la feuille
 * avec les sous-totaux, le bonus et les totaux (section 5.3).
 *
 * Aucune fonction de ce module n'affiche quoi que ce soit.
 *
 * Auteurs : Maxime Gagnon (occurrences, suites, calculerCoupsPossibles),
 *           Kevin Nguyen (appliquerPointage, calculerTotaux, initialisations)
 * Version : 1.4 (octobre 2021)
 */
public class ModRegles {

    // Nombre de des identiques pour un brelan
    public final static int NB_BRELAN = 3;

    // Nombre de des identiques pour un carre
    public final static int NB_CARRE = 4;

    // Nombre de des identiques pour la paire d'une main pleine
    public final static int NB_PAIRE = 2;

    /*
     * Met toutes les cases de la feuille a CASE_VIDE, sauf les cases
     * des totaux et du bonus (et la case 0 qui ne sert pas) qui sont a zero.
     */
    public static void initialiserFeuille(int[] feuille) {
        for (int i = 0; i < feuille.length; i++) {
            feuille[i] = Constantes.CASE_VIDE;
        }
        feuille[0] = 0;
        feuille[Constantes.SOUS_TOTAL_HAUT] = 0;
        feuille[Constantes.BONUS] = 0;
        feuille[Constantes.TOTAL_HAUT] = 0;
        feuille[Constantes.TOTAL_BAS] = 0;
        feuille[Constantes.GRAND_TOTAL] = 0;
    }

    /*
     * Met toutes les cases de la grille des coups possibles a zero.
     */
    public static void viderGrille(int[] grille) {
        for (int i = 0; i < grille.length; i++) {
            grille[i] = 0;
        }
    }

    /*
     * Retourne vrai si la case de la feuille n'a pas encore ete choisie.
     */
    public static boolean caseLibre(int[] feuille, int laCase) {
        return feuille[laCase] == Constantes.CASE_VIDE;
    }

    /*
     * Retourne le nombre de des du tableau qui montrent la valeur recue.
     */
    public static int nbOccurrences(int[] des, int valeur) {
        int compteur = 0;
        for (int i = 0; i < des.length; i++) {
            if (des[i] == valeur) {
                compteur++;
            }
        }
        return compteur;
    }

    /*
     * Retourne la somme de tous les des.
     */
    public static int sommeDes(int[] des) {
        int somme = 0;
        for (int i = 0; i < des.length; i++) {
            somme = somme + des[i];
        }
        return somme;
    }

    /*
     * Retourne vrai si les des forment une main pleine. Elle est appelee
     * seulement quand la valeur deja recue a trois occurrences : il reste a
     * voir si une autre valeur apparait exactement deux fois.
     */
    public static boolean estMainPleine(int[] des, int valeurBrelan) {
        boolean mainPleine = false;
        for (int valeur = 1; valeur <= Constantes.NB_FACES; valeur++) {
            if (valeur != valeurBrelan && nbOccurrences(des, valeur) == NB_PAIRE) {
                mainPleine = true;
            }
        }
        return mainPleine;
    }

    /*
     * Retourne vrai si les des contiennent une petite suite (4 valeurs qui
     * se suivent). Strategie : toutes les petites suites contiennent un 3 et
     * un 4, il reste a regarder s'il y a 1 et 2, ou 2 et 5, ou 5 et 6.
     */
    public static boolean estPetiteSuite(int[] des) {
        boolean suite = false;
        boolean un = nbOccurrences(des, 1) > 0;
        boolean deux = nbOccurrences(des, 2) > 0;
        boolean trois = nbOccurrences(des, 3) > 0;
        boolean quatre = nbOccurrences(des, 4) > 0;
        boolean cinq = nbOccurrences(des, 5) > 0;
        boolean six = nbOccurrences(des, 6) > 0;

        if (trois && quatre) {
            if ((un && deux) || (deux && cinq) || (cinq && six)) {
                suite = true;
            }
        }
        return suite;
    }

    /*
     * Retourne vrai si les des forment une grosse suite : une seule
     * occurrence de 1 a 5, ou une seule occurrence de 2 a 6.
     */
    public static boolean estGrosseSuite(int[] des) {
        boolean deDeuxACinq = true;
        for (int valeur = 2; valeur <= 5; valeur++) {
            if (nbOccurrences(des, valeur) != 1) {
                deDeuxACinq = false;
            }
        }
        return deDeuxACinq
                && (nbOccurrences(des, 1) == 1 || nbOccurrences(des, Constantes.NB_FACES) == 1);
    }

    /*
     * Calcule la grille des coups possibles selon les des et les cases
     * libres de la feuille (enonce section 5.2).
     *
     * Strategie : pour chaque valeur de 1 a 6 presente dans les des, on
     * remplit la case de la face, puis selon le nombre d'occurrences le
     * yum, le brelan, la main pleine et le carre. Ensuite les suites et
     * le surplus, qui ne dependent pas d'une valeur en particulier.
     */
    public static void calculerCoupsPossibles(int[] des, int[] feuille, int[] grille) {
        int nb;

        viderGrille(grille);

        for (int face = 1; face <= Constantes.NB_FACES; face++) {
            nb = nbOccurrences(des, face);

            if (nb > 0) {
                // cinq des pareils : c'est un yum
                if (nb == Constantes.NB_DES && caseLibre(feuille, Constantes.YUM)) {
                    grille[Constantes.YUM] = Constantes.POINTS_YUM;
                }

                // la case de la face rapporte la somme des des de cette face
                if (caseLibre(feuille, face)) {
                    grille[face] = nb * face;
                }

                // au moins trois pareils : brelan, et peut-etre main pleine
                if (nb >= NB_BRELAN) {
                    if (caseLibre(feuille, Constantes.BRELAN)) {
                        grille[Constantes.BRELAN] = sommeDes(des);
                    }
                    if (caseLibre(feuille, Constantes.MAIN_PLEINE) && estMainPleine(des, face)) {
                        grille[Constantes.MAIN_PLEINE] = Constantes.POINTS_MAIN_PLEINE;
                    }
                }

                // exactement quatre pareils : carre
                if (nb == NB_CARRE && caseLibre(feuille, Constantes.CARRE)) {
                    grille[Constantes.CARRE] = sommeDes(des);
                }
            }
        }

        if (caseLibre(feuille, Constantes.PETITE_SUITE) && estPetiteSuite(des)) {
            grille[Constantes.PETITE_SUITE] = Constantes.POINTS_PETITE_SUITE;
        }
        if (caseLibre(feuille, Constantes.GROSSE_SUITE) && estGrosseSuite(des)) {
            grille[Constantes.GROSSE_SUITE] = Constantes.POINTS_GROSSE_SUITE;
        }
        if (caseLibre(feuille, Constantes.SURPLUS)) {
            grille[Constantes.SURPLUS] = sommeDes(des);
        }
    }

    /*
     * Retourne la somme des cases de la feuille entre debut et fin
     * (inclusivement), sans compter les cases encore vides (-1).
     */
    public static int sommeCases(int[] feuille, int debut, int fin) {
        int somme = 0;
        for (int i = debut; i <= fin; i++) {
            if (feuille[i] != Constantes.CASE_VIDE) {
                somme = somme + feuille[i];
            }
        }
        return somme;
    }

    /*
     * Recalcule le sous-total, le bonus et les totaux de la feuille.
     */
    public static void calculerTotaux(int[] feuille) {
        feuille[Constantes.SOUS_TOTAL_HAUT] = sommeCases(feuille, 1, Constantes.NB_FACES);

        // le bonus est donne des que le sous-total atteint 63
        if (feuille[Constantes.SOUS_TOTAL_HAUT] >= Constantes.SEUIL_BONUS) {
            feuille[Constantes.BONUS] = Constantes.POINTS_BONUS;
        } else {
            feuille[Constantes.BONUS] = 0;
        }

        feuille[Constantes.TOTAL_HAUT] = feuille[Constantes.SOUS_TOTAL_HAUT] + feuille[Constantes.BONUS];
        feuille[Constantes.TOTAL_BAS] = sommeCases(feuille, Constantes.BRELAN, Constantes.YUM);
        feuille[Constantes.GRAND_TOTAL] = feuille[Constantes.TOTAL_HAUT] + feuille[Constantes.TOTAL_BAS];
    }

    /*
     * Inscrit dans la feuille les points de la case choisie (pris dans la
     * grille des coups possibles, 0 si la combinaison n'est pas faite) et
     * recalcule les totaux.
     */
    public static void appliquerPointage(int[] feuille, int[] grille, int choix) {
        feuille[choix] = grille[choix];
        calculerTotaux(feuille);
    }
}
