package tp1;

/**
 * Yum.java
 *
 * INF111 A2021 TP1 — le jeu de Yum en console.
 *
 * Explication : le joueur fait 13 tours ; à chaque tour il lance les dés
 * jusqu'à 3 fois, puis inscrit des points dans une case de la feuille. La
 * case 0 abandonne la partie. À la fin, on lui offre une autre partie.
 * Les trois tableaux de l'énoncé sont déclarés dans le main.
 *
 * Auteurs : Léa Fortin, Olivier Caron, Noémie Gauthier
 * Version : 3.2 (17 octobre 2021)
 */
public class Yum {

    /** Roule les dés dont les numéros sont les chiffres de « choix » (déjà validé). */
    public static void rouler(int[] des, int choix) {
        while (choix > 0) {
            des[choix % Saisies.DIX - 1] = 1 + (int) (Math.random() * Constantes.NB_FACES);
            choix /= Saisies.DIX;
        }
    }

    /** Un lancer : roule, affiche les dés, calcule et affiche les coups. */
    public static void unLancer(int[] des, int[] feuille, int[] coups, int choix, int numero) {
        System.out.println();
        System.out.println(ModAffichage.TIRETS);
        System.out.println("Lancer " + numero + "/" + Constantes.NB_LANCERS);
        rouler(des, choix);
        ModAffichage.afficherDes(des);
        Pointage.calculerCoup(des, feuille, coups);
        ModAffichage.afficherCoups(coups);
    }

    /** Les trois lancers d'un tour (énoncé 5.2). */
    public static void lancers(int[] des, int[] feuille, int[] coups) {
        int numero = 1;
        int choix = Constantes.TOUS_LES_DES;
        boolean garde = false;
        while (numero < Constantes.NB_LANCERS && !garde) {
            unLancer(des, feuille, coups, choix, numero);
            int reste = Constantes.NB_LANCERS - numero;
            System.out.println("Il vous reste " + reste + (reste > 1 ? " lancers." : " lancer."));
            choix = Saisies.demanderDes();
            if (choix == Constantes.GARDER) {
                garde = true;
                System.out.println("Vous gardez tous vos dés.");
            }
            numero++;
        }
        if (!garde) {
            unLancer(des, feuille, coups, choix, numero);
            System.out.println("C'était votre dernier lancer.");
        }
    }

    public static void main(String[] args) {
        // Les trois tableaux de l'énoncé : dés, feuille de pointage, coups possibles
        int[] des = new int[Constantes.NB_DES];
        int[] feuille = new int[Constantes.TAILLE];
        int[] coups = new int[Constantes.TAILLE];
        boolean encore = true;
        int numeroPartie = 1;

        ModAffichage.afficherBienvenue();
        while (encore) {
            Pointage.viderFeuille(feuille);
            boolean abandon = false;
            int tour = 1;
            System.out.println(ModAffichage.SEPARATEUR);
            System.out.println("Partie numéro " + numeroPartie);
            while (!abandon && tour <= Constantes.NB_TOURS) {
                System.out.println();
                System.out.println(ModAffichage.SEPARATEUR);
                System.out.println("  Tour " + tour + " sur " + Constantes.NB_TOURS
                        + " — votre total actuel : " + feuille[Constantes.TOTAL] + " points");
                System.out.println(ModAffichage.SEPARATEUR);
                ModAffichage.afficherFeuille(feuille);
                lancers(des, feuille, coups);
                ModAffichage.afficherMenuCases(feuille);
                String c = Saisies.demanderCase(feuille);
                if (c == Constantes.ABANDON) {
                    abandon = true;
                    System.out.println("Vous abandonnez la partie.");
                } else {
                    System.out.println("Vous avez choisi la case " + c + " (" + Constantes.NOMS[c] + ") pour "
                            + coups[c] + " points.");
                    Pointage.inscrire(feuille, coups, c);
                }
                tour++;
            }
            System.out.println();
            System.out.println("Feuille finale :");
            ModAffichage.afficherFeuille(feuille);
            System.out.println("Votre pointage final est de " + feuille[Constantes.TOTAL] + " points.");
            if (feuille[Constantes.BONUS] > 0) {
                System.out.println("Bravo, vous avez obtenu le bonus de " + Constantes.PTS_BONUS + " points !");
            }
            encore = Saisies.demanderRejouer();
            numeroPartie++;
        }
        System.out.println();
        System.out.println(ModAffichage.SEPARATEUR);
        System.out.println("Merci d'avoir joué au Yum. À bientôt !");
        System.out.println(ModAffichage.SEPARATEUR);
    }
}
