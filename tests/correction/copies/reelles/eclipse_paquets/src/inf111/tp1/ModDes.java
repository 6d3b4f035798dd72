package inf111.tp1;

import java.util.Scanner;

/*
 * ModDes.java
 *
 * Les des du Yum : lancer un de, rouler les des choisis par le joueur
 * (enonce section 5.1) et gerer les trois essais d'un tour (section 5.2).
 *
 * Auteurs : Sarah Tremblay (lancerUnDe, roulerDes),
 *           Maxime Gagnon (jouerTroisEssais)
 * Version : 1.2 (octobre 2021)
 */
public class ModDes {

    // Base pour separer les chiffres d'un nombre (135 % 10 donne 5)
    public final static int BASE = 10;

    /*
     * Retourne une valeur au hasard entre 1 et NB_FACES.
     */
    public static int lancerUnDe() {
        return (int) (Math.random() * Constantes.NB_FACES + 1);
    }

    /*
     * Roule les des dont le numero (1 a NB_DES) est un chiffre de aRouler.
     * Par exemple 135 roule les des 1, 3 et 5 (cases 0, 2 et 4 du tableau).
     * Le nombre a deja ete valide avant l'appel.
     *
     * Strategie : on prend le dernier chiffre avec % 10 et on l'enleve
     * avec / 10 jusqu'a ce qu'il n'en reste plus.
     */
    public static void roulerDes(int[] des, int aRouler) {
        int numero;

        while (aRouler > 0) {
            numero = aRouler % BASE;
            // par securite on ne sort jamais du tableau de des
            if (numero >= 1 && numero <= Constantes.NB_DES) {
                des[numero - 1] = lancerUnDe();
            }
            aRouler = aRouler / BASE;
        }
    }

    /*
     * Fait un lancer : roule les des choisis, calcule et affiche les des
     * et les coups possibles.
     */
    public static void faireUnLancer(int[] des, int[] feuille, int[] grille, int aRouler, int essai) {
        roulerDes(des, aRouler);
        ModAffichage.afficherEssai(essai);
        ModAffichage.afficherDes(des);
        ModRegles.calculerCoupsPossibles(des, feuille, grille);
        ModAffichage.afficherCoupsPossibles(grille);
    }

    /*
     * Gere les trois essais d'un tour (enonce section 5.2). Apres le premier
     * et le deuxieme lancer, le joueur choisit les des a relancer ou entre 0
     * pour garder tous ses des. A la fin, les des et la grille des coups
     * possibles correspondent au dernier lancer.
     */
    public static void jouerTroisEssais(int[] des, int[] feuille, int[] grille, Scanner clavier) {
        int essai = 1;
        boolean garderTout = false;
        int aRouler = Constantes.TOUS_LES_DES;

        while (essai < Constantes.NB_ESSAIS && !garderTout) {
            faireUnLancer(des, feuille, grille, aRouler, essai);

            aRouler = ModSaisie.lireDesAChanger(clavier);
            if (aRouler == Constantes.GARDER_TOUT) {
                garderTout = true;
            }
            essai++;
        }

        // le dernier lancer est sorti de la boucle
        if (!garderTout) {
            faireUnLancer(des, feuille, grille, aRouler, essai);
        }
    }
}
