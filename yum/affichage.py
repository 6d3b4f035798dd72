"""Les écrans du Yum : chaque fonction retourne le texte d'un écran.

Explication : la feuille de pointage et les dés reproduisent l'allure des
procédures d'affichage fournies par le cours, pour qu'on puisse comparer la
sortie d'un étudiant à celle-ci ligne par ligne ; la grille des coups
possibles n'affiche que les cases non nulles, avec le numéro à taper. Aucune
fonction n'affiche : ``yum.partie`` imprime ce qu'elles retournent.

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021), §3 « Mandat » (les écrans) ;
procédures d'affichage de la grille de pointage et des dés fournies par le cours.
"""

from yum.constantes import (
    BONUS_DU_HAUT, BRELAN, CARRE, CASE_LIBRE, GRAND_TOTAL, GROSSE_SUITE, MAIN_PLEINE, NB_DES,
    NB_ESSAIS, NB_TOURS, PETITE_SUITE, PREMIER_NUMERO_DE, PREMIER_PLURIEL, SOUS_TOTAL_HAUT, SURPLUS,
    TOTAL_BAS, TOTAL_HAUT, YUM,
)
from yum.regles import CASES_HAUT

# --- Les dés ------------------------------------------------------------------

# Les trois lignes du dessin de chaque face, indicées par la valeur du dé
# (l'indice 0 ne sert pas) : le haut, le milieu, puis le bas, qui ferme le dé.
LIGNES_DES_FACES = (
    None,
    ("     ", "  o  ", "_____"),
    ("o    ", "     ", "____o"),
    ("o    ", "  o  ", "____o"),
    ("o   o", "     ", "o___o"),
    ("o   o", "  o  ", "o___o"),
    ("o   o", "o   o", "o___o"),
)
# Le couvercle d'un dé, au-dessus de ses trois lignes.
COUVERCLE_DE = " _____ "
# Largeur d'un dé dessiné, bordures comprises.
LARGEUR_DE = len(COUVERCLE_DE)
# Nombre de lignes du dessin d'une face, sous le couvercle.
HAUTEUR_FACE = 3

# --- La feuille de pointage ---------------------------------------------------

# Largeur de la colonne des étiquettes de la feuille.
LARGEUR_ETIQUETTE = 13
# Largeur dans laquelle une valeur est alignée à droite.
LARGEUR_VALEUR = 3
# Une cellule de valeur : une espace, la valeur sur 3 colonnes, trois espaces.
CELLULE_VIDE = " " * (1 + LARGEUR_VALEUR + 3)
# L'espace entre la colonne de gauche et celle de droite.
ESPACE_ENTRE_COLONNES = " " * 9
# Le trait sous chaque rangée : 22 tirets à gauche, 24 à droite.
TRAIT_DE_RANGEE = "-" * 22 + ESPACE_ENTRE_COLONNES + "-" * 24
# Le trait sous le titre, sur toute la largeur.
TRAIT_DE_TITRE = "-" * len(TRAIT_DE_RANGEE)
# Le titre de la feuille, décalé comme dans la procédure du cours.
TITRE_FEUILLE = " " * 19 + "GRILLE DE POINTAGE"

# Les étiquettes des cases, indicées comme la feuille. Les cases du haut
# montrent leur face, décalée de cinq espaces comme dans la procédure du cours.
ETIQUETTES = {case: " " * 5 + str(case) for case in CASES_HAUT}
ETIQUETTES.update({
    SOUS_TOTAL_HAUT: "Sous total", BONUS_DU_HAUT: "Bonus", TOTAL_HAUT: "total haut",
    BRELAN: "Brelan", CARRE: "Carre", MAIN_PLEINE: "Main pleine", PETITE_SUITE: "Petite suite",
    GROSSE_SUITE: "Grosse suite", SURPLUS: "Surplus", YUM: "YUM",
    TOTAL_BAS: "Total bas", GRAND_TOTAL: "Total",
})
# Les rangées de la feuille : (case de gauche, case de droite).
RANGEES_FEUILLE = tuple(zip(
    tuple(CASES_HAUT) + (SOUS_TOTAL_HAUT, BONUS_DU_HAUT, TOTAL_HAUT),
    (BRELAN, CARRE, MAIN_PLEINE, PETITE_SUITE, GROSSE_SUITE, SURPLUS, YUM, TOTAL_BAS, GRAND_TOTAL),
))

# --- La grille des coups possibles --------------------------------------------

# Largeurs des colonnes : numéro à taper, étiquette, points.
LARGEUR_NUMERO = 3
LARGEUR_POINTS = 5
# Largeur d'une rangée de la grille des coups possibles, bordures comprises.
LARGEUR_RANGEE_COUPS = 1 + (LARGEUR_NUMERO + 1) + 1 + LARGEUR_ETIQUETTE + 1 + (LARGEUR_POINTS + 3) + 1
# Le trait au-dessus et au-dessous de chaque rangée de la grille des coups.
TRAIT_COUPS = "-" * LARGEUR_RANGEE_COUPS
# Le titre de la grille des coups, centré à la main comme celui de la feuille.
TITRE_COUPS = " " * 6 + "Choix possibles"
# Ce qu'on affiche quand aucune case libre ne rapporte de points.
MESSAGE_AUCUN_COUP = ("Aucune case libre ne rapporte de points avec ces dés :\n"
                      "vous devrez inscrire 0 dans une case libre.")

# --- Les messages de la partie ------------------------------------------------

# Le rappel des numéros de case, dans les mots de l'énoncé, avant la question de la case.
RAPPEL_CASES = ("(1 à 6) ou 10 = Brelan, 11 = Carré, 12 = Main pleine, 13 = Petite suite,\n"
                "14 = Grosse suite, 15 = Surplus, 16 = Yum")
# Le mot d'accueil, au lancement du programme.
BIENVENUE = (f"Bienvenue au jeu de Yum ! {NB_TOURS} tours, {NB_ESSAIS} lancers de {NB_DES} dés par tour :\n"
             "remplissez chaque case de la feuille une fois.")
# Le message de fin du programme (énoncé, §5.3).
AU_REVOIR = "Merci d'avoir joué au Yum. Au revoir !"


def formater_des(des):
    """Retourne le dessin des dés côte à côte, avec leur numéro centré sous chacun.

    Le numéro est celui que le joueur tape pour relancer le dé.

    >>> print(formater_des([1, 2, 3, 4, 5]))
     _____  _____  _____  _____  _____
    |     ||o    ||o    ||o   o||o   o|
    |  o  ||     ||  o  ||     ||  o  |
    |_____||____o||____o||o___o||o___o|
       1      2      3      4      5
    """
    lignes = [COUVERCLE_DE * len(des)]
    for rang in range(HAUTEUR_FACE):
        lignes.append("".join("|" + LIGNES_DES_FACES[valeur][rang] + "|" for valeur in des))
    lignes.append("".join(str(indice + PREMIER_NUMERO_DE).center(LARGEUR_DE) for indice in range(len(des))))
    # Les espaces en fin de ligne ne se voient pas : on les enlève.
    return "\n".join(ligne.rstrip() for ligne in lignes)


def formater_valeur(valeur):
    """Retourne la cellule d'une valeur : vide si la case est libre.

    >>> formater_valeur(25), formater_valeur(CASE_LIBRE)
    ('  25   ', '       ')
    """
    if valeur == CASE_LIBRE:
        return CELLULE_VIDE
    return " " + str(valeur).rjust(LARGEUR_VALEUR) + "   "


def formater_demi_rangee(feuille, case, bordure="|"):
    """Retourne une moitié de rangée de la feuille : étiquette et valeur."""
    etiquette = ETIQUETTES[case].ljust(LARGEUR_ETIQUETTE)
    return bordure + etiquette + "|" + formater_valeur(feuille[case]) + "|"


def formater_feuille(feuille):
    """Retourne la grille de pointage, deux colonnes bordées, précédée d'une ligne vide.

    La rangée du total du haut commence par une espace et non par une barre :
    c'est l'allure de la procédure du cours, gardée pour la comparaison.
    """
    lignes = ["", TITRE_FEUILLE, TRAIT_DE_TITRE]
    for case_gauche, case_droite in RANGEES_FEUILLE:
        bordure = " " if case_gauche == TOTAL_HAUT else "|"
        lignes.append(formater_demi_rangee(feuille, case_gauche, bordure)
                      + ESPACE_ENTRE_COLONNES
                      + formater_demi_rangee(feuille, case_droite))
        lignes.append(TRAIT_DE_RANGEE)
    return "\n".join(lignes)


def formater_rangee_coup(case, points):
    """Retourne une rangée de la grille des coups : numéro, étiquette, points.

    >>> formater_rangee_coup(10, 23)
    '| 10 |Brelan       |   23   |'
    """
    return ("|" + str(case).rjust(LARGEUR_NUMERO) + " |"
            + ETIQUETTES[case].ljust(LARGEUR_ETIQUETTE) + "|"
            + str(points).rjust(LARGEUR_POINTS) + "   |")


def formater_coups_possibles(grille):
    """Retourne la grille des coups possibles : une rangée par case non nulle."""
    lignes = ["", TRAIT_COUPS, TITRE_COUPS, TRAIT_COUPS]
    # Vrai dès qu'une case au moins rapporte des points.
    un_coup_possible = False
    for case in range(len(grille)):
        if grille[case] != 0:
            lignes.append(formater_rangee_coup(case, grille[case]))
            lignes.append(TRAIT_COUPS)
            un_coup_possible = True
    if not un_coup_possible:
        lignes.append(MESSAGE_AUCUN_COUP)
    return "\n".join(lignes)


def formater_titre(texte):
    """Retourne ``texte`` encadré de signes égal, pour annoncer une étape.

    >>> print(formater_titre("Tour 1"))
    <BLANKLINE>
    ==========
      Tour 1
    ==========
    """
    trait = "=" * (len(texte) + 4)
    return "\n".join(["", trait, "  " + texte, trait])


def formater_entete_tour(tour):
    """Retourne l'annonce du tour ``tour`` sur NB_TOURS."""
    return formater_titre(f"Tour {tour} sur {NB_TOURS}")


def formater_entete_lancer(essai):
    """Retourne l'annonce du lancer ``essai`` sur NB_ESSAIS."""
    return f"\nLancer {essai} sur {NB_ESSAIS} :"


def formater_fin_partie(feuille, annulee):
    """Retourne le bilan d'une partie : terminée ou annulée, puis le score."""
    if annulee:
        debut = "Partie annulée."
    else:
        debut = "La partie est terminée."
    pluriel = "s" if feuille[GRAND_TOTAL] >= PREMIER_PLURIEL else ""
    return f"\n{debut}\nVotre score final : {feuille[GRAND_TOTAL]} point{pluriel}."
