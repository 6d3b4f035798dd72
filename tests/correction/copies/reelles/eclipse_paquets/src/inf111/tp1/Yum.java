package inf111.tp1;

import java.util.Scanner;

/*
 * Yum.java
 *
 * INF111 A2021 - Travail pratique 1 : le jeu de Yum.
 *
 * Ce programme permet a un joueur de jouer au Yum en console. Une partie
 * dure 13 tours ; a chaque tour le joueur a trois lancers de 5 des et
 * choisit ensuite la case de la feuille de pointage ou inscrire ses
 * points. Entrer 0 comme case annule la partie. A la fin d'une partie,
 * le programme demande si le joueur veut en jouer une autre.
 *
 * Les trois tableaux (des, feuille de pointage, grille des coups
 * possibles) sont declares ici dans le main, comme demande par l'enonce.
 *
 * Auteurs : Maxime Gagnon, Sarah Tremblay, Kevin Nguyen, Julie Bouchard
 * Version : 1.4 (octobre 2021)
 */
public class Yum {

    public static void main(String[] args) {

        // Le clavier, partage par toutes les saisies
        Scanner clavier = new Scanner(System.in);

        // Les valeurs des 5 des
        int[] des = new int[Constantes.NB_DES];

        // La feuille de pointage du joueur
        int[] feuille = new int[Constantes.TAILLE_FEUILLE];

        // La grille des coups possibles pour les des du tour
        int[] grille = new int[Constantes.TAILLE_FEUILLE];

        // Vrai tant que le joueur veut jouer une partie
        boolean rejouer = true;

        // Vrai si le joueur a annule la partie en cours
        boolean annulee;

        // Le numero du tour en cours (1 a NB_TOURS)
        int tour;

        // La case choisie par le joueur
        int choix;

        System.out.println("Bienvenue au jeu de Yum!");

        while (rejouer) {
            ModRegles.initialiserFeuille(feuille);
            annulee = false;
            tour = 1;

            while (!annulee && tour <= Constantes.NB_TOURS) {
                ModAffichage.afficherTour(tour);
                ModAffichage.afficherFeuille(feuille);
                ModDes.jouerTroisEssais(des, feuille, grille, clavier);

                choix = ModSaisie.lireCase(feuille, clavier);
                if (choix == Constantes.ANNULER) {
                    annulee = true;
                } else {
                    ModRegles.appliquerPointage(feuille, grille, choix);
                }
                tour++;
            }

            if (annulee) {
                System.out.println();
                System.out.println("Partie annulee.");
            }
            ModAffichage.afficherFeuille(feuille);
            System.out.println();
            System.out.println("Pointage final : " + feuille[Constantes.GRAND_TOTAL]);

            rejouer = ModSaisie.demanderRejouer(clavier);
        }

        System.out.println();
        System.out.println("Merci d'avoir joue au Yum. Au revoir!");
    }
}
