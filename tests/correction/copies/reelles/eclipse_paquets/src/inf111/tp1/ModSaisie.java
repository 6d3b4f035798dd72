package inf111.tp1;

import java.util.Scanner;

/*
 * ModSaisie.java
 *
 * Les saisies du joueur et leur validation : les des a relancer, la case
 * de la feuille de pointage et la reponse pour rejouer.
 *
 * On lit toujours une ligne complete et on la convertit nous-memes, comme
 * ca une lettre ne fait pas planter le programme (on redemande).
 *
 * Auteurs : Julie Bouchard (lireLigne, lireEntier, desValides),
 *           Kevin Nguyen (lireCase, demanderRejouer)
 * Version : 1.3 (octobre 2021)
 */
public class ModSaisie {

    // Valeur retournee par lireEntier quand la ligne n'est pas un nombre
    public final static int PAS_UN_NOMBRE = -1;

    // Base pour separer les chiffres d'un nombre
    public final static int BASE = 10;

    // Reponses permises a la question pour rejouer
    public final static String OUI = "o";
    public final static String NON = "n";

    /*
     * Retourne la prochaine ligne entree au clavier, sans les espaces autour.
     * Si le clavier est ferme (fin du fichier), le programme se termine.
     */
    public static String lireLigne(Scanner clavier) {
        if (!clavier.hasNextLine()) {
            System.out.println();
            System.out.println("Fin des entrees, au revoir.");
            System.exit(0);
        }
        return clavier.nextLine().trim();
    }

    /*
     * Retourne l'entier positif ou nul contenu dans la ligne, ou
     * PAS_UN_NOMBRE si la ligne est vide ou contient autre chose.
     */
    public static int lireEntier(Scanner clavier) {
        String ligne = lireLigne(clavier);
        int valeur;
        try {
            valeur = Integer.parseInt(ligne);
            if (valeur < 0) {
                valeur = PAS_UN_NOMBRE;
            }
        } catch (NumberFormatException e) {
            valeur = PAS_UN_NOMBRE;
        }
        return valeur;
    }

    /*
     * Retourne vrai si chaque chiffre du nombre est un numero de de
     * (1 a NB_DES) et qu'aucun chiffre n'est en double.
     *
     * Strategie : on compte combien de fois chaque numero de de apparait
     * dans le nombre ; des qu'un chiffre est hors limite ou compte deux
     * fois, le nombre n'est pas valide.
     */
    public static boolean desValides(int nombre) {
        boolean valide = true;
        int[] nbFois = new int[Constantes.NB_DES];
        int chiffre;

        if (nombre <= 0) {
            valide = false;
        }
        while (nombre > 0) {
            chiffre = nombre % BASE;
            if (chiffre < 1 || chiffre > Constantes.NB_DES) {
                valide = false;
            } else {
                nbFois[chiffre - 1]++;
                if (nbFois[chiffre - 1] > 1) {
                    valide = false;
                }
            }
            nombre = nombre / BASE;
        }
        return valide;
    }

    /*
     * Demande les des a relancer jusqu'a une reponse valide.
     * Retourne le nombre entre (ex: 135) ou 0 pour garder tous les des.
     */
    public static int lireDesAChanger(Scanner clavier) {
        int choix;

        System.out.println();
        System.out.print("Entrer les des a changer (ex: 135) ou 0 pour garder : ");
        choix = lireEntier(clavier);

        while (choix != Constantes.GARDER_TOUT && !desValides(choix)) {
            System.out.println("Erreur : chaque chiffre doit etre entre 1 et "
                    + Constantes.NB_DES + " sans doublon.");
            System.out.print("Entrer les des a changer (ex: 135) ou 0 pour garder : ");
            choix = lireEntier(clavier);
        }
        return choix;
    }

    /*
     * Retourne vrai si le numero de case est permis : 0 (annuler) ou une
     * case de la feuille qui n'est pas un total et qui est encore libre.
     */
    public static boolean caseValide(int[] feuille, int choix) {
        boolean valide;

        if (choix == Constantes.ANNULER) {
            valide = true;
        } else if (choix < 1 || choix > Constantes.YUM) {
            valide = false;
        } else if (choix >= Constantes.SOUS_TOTAL_HAUT && choix <= Constantes.TOTAL_HAUT) {
            valide = false;
        } else {
            valide = ModRegles.caseLibre(feuille, choix);
        }
        return valide;
    }

    /*
     * Demande la case de la feuille ou inscrire les points jusqu'a un choix
     * valide. Retourne le numero de la case, ou ANNULER (0) si le joueur
     * veut terminer la partie.
     */
    public static int lireCase(int[] feuille, Scanner clavier) {
        int choix;

        System.out.println();
        System.out.println("(1,6) ou 10 = Brelan , 11 = carre , 12 = main pleine , 13 = petite suite ,");
        System.out.println("14 = grosse suite , 15 = surplus , 16 = yum , 0 = annuler la partie");
        System.out.print("Entrer le numero de la case : ");
        choix = lireEntier(clavier);

        while (!caseValide(feuille, choix)) {
            System.out.println("Case invalide ou deja utilisee.");
            System.out.print("Entrer le numero de la case : ");
            choix = lireEntier(clavier);
        }
        return choix;
    }

    /*
     * Demande si le joueur veut jouer une autre partie. Seules les
     * reponses o et n sont acceptees. Retourne vrai pour o.
     */
    public static boolean demanderRejouer(Scanner clavier) {
        String reponse;

        System.out.println();
        System.out.print("Voulez-vous rejouer? (o/n) ");
        reponse = lireLigne(clavier);

        while (!reponse.equals(OUI) && !reponse.equals(NON)) {
            System.out.println("Repondre seulement par o ou n.");
            System.out.print("Voulez-vous rejouer? (o/n) ");
            reponse = lireLigne(clavier);
        }
        return reponse.equals(OUI);
    }
}
