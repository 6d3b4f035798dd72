"""Les écrans du Yum : chaque fonction retourne le texte d'un écran.

Explication : la feuille de pointage et les dés reproduisent l'allure des procédures d'affichage
fournies par le cours, pour qu'on puisse comparer la sortie d'un étudiant à celle-ci ligne par
ligne ; la grille des coups possibles n'affiche que les cases non nulles, avec le numéro à taper.
Aucune fonction n'affiche : ``yum.partie`` imprime ce qu'elles retournent.

Auteurs : l'équipe du projet « Dés » (solution de référence du TP1 d'INF111).
Version : 1.0.0
Références : énoncé du TP1 d'INF111 (A2021), §3 « Mandat » (les écrans) ; procédures d'affichage
de la grille de pointage et des dés fournies par le cours.
"""

from yum.constantes import CASE_LIBRE, NB_DES, NB_ESSAIS, NB_TOURS, PREMIER_NUMERO_DE
from yum.constantes import PREMIERE_CASE_HAUT, DERNIERE_CASE_HAUT, BRELAN, GROSSE_SUITE, YUM
from yum.constantes import SOUS_TOTAL_HAUT, BONUS_DU_HAUT, TOTAL_HAUT, TOTAL_BAS, GRAND_TOTAL
from yum.constantes import PREMIER_PLURIEL
from yum.regles import CASES_BAS, CASES_HAUT


# Le dessin de chaque face, indicé par la valeur du dé (de DES_MIN à NB_FACES, l'indice 0 ne sert
# pas) : ses HAUTEUR_FACE lignes, du haut vers le bas, qui ferme le dé.
LIGNES_DES_FACES = (
    None,
    ("     ", "  o  ", "_____"),
    ("o    ", "     ", "____o"),
    ("o    ", "  o  ", "____o"),
    ("o   o", "     ", "o___o"),
    ("o   o", "  o  ", "o___o"),
    ("o   o", "o   o", "o___o"),
)
# Le couvercle d'un dé, au-dessus des lignes de sa face.
COUVERCLE_DE = " _____ "
# Largeur d'un dé dessiné, bordures comprises.
LARGEUR_DE = len(COUVERCLE_DE)
# Nombre de lignes du dessin d'une face, sous le couvercle.
HAUTEUR_FACE = 3
# Le bord gauche et le bord droit de chaque ligne d'une face.
BORD_DE = "|"


# L'étiquette de chaque case de la feuille, indicée comme elle (la case inutilisée n'en a pas),
# écrite comme sur l'écran du cours (énoncé, §3), « Carre » et « total haut » compris : on peut
# ainsi comparer les deux écrans. Le rappel des cases et les coups possibles disent les mêmes mots.
ETIQUETTES = (
    "",
    "     1", "     2", "     3", "     4", "     5", "     6",
    "Sous total", "Bonus", "total haut",
    "Brelan", "Carre", "Main pleine", "Petite suite", "Grosse suite", "Surplus", "YUM",
    "Total bas", "Total",
)
# Le rappel des numéros avant la question de la case, à la ligne avant la grosse suite, comme
# l'énoncé.
RAPPEL_CASES = (f"({PREMIERE_CASE_HAUT} à {DERNIERE_CASE_HAUT}) ou "
                + ", ".join(f"{case} = {ETIQUETTES[case]}" for case in range(BRELAN, GROSSE_SUITE))
                + ",\n"
                + ", ".join(f"{case} = {ETIQUETTES[case]}"
                            for case in range(GROSSE_SUITE, YUM + 1)))


# Largeur de la colonne des étiquettes de la feuille.
LARGEUR_ETIQUETTE = 13
# Largeur dans laquelle une valeur est alignée à droite, et les marges autour d'elle.
LARGEUR_VALEUR = 3
MARGE_AVANT_VALEUR = " "
MARGE_APRES_VALEUR = "   "
# La séparation entre deux cellules d'une rangée, et le bord gauche d'une rangée de la feuille.
SEPARATEUR = "|"
# Le bord gauche de la rangée du total du haut : une espace, comme dans la procédure du cours.
BORD_DU_TOTAL_HAUT = " "
# Largeur des traits sous les rangées de gauche et de droite, et l'espace entre les deux colonnes.
LARGEUR_TRAIT_GAUCHE = 22
LARGEUR_TRAIT_DROIT = 24
ESPACE_ENTRE_COLONNES = " " * 9
# Une cellule de valeur vide (case libre), aussi large qu'une cellule remplie.
CELLULE_VIDE = " " * (len(MARGE_AVANT_VALEUR) + LARGEUR_VALEUR + len(MARGE_APRES_VALEUR))
# Le trait sous chaque rangée, et celui sous le titre, sur toute la largeur.
TRAIT_DE_RANGEE = "-" * LARGEUR_TRAIT_GAUCHE + ESPACE_ENTRE_COLONNES + "-" * LARGEUR_TRAIT_DROIT
TRAIT_DE_TITRE = "-" * len(TRAIT_DE_RANGEE)
# Le titre de la feuille, décalé comme dans la procédure du cours.
TITRE_FEUILLE = " " * 19 + "GRILLE DE POINTAGE"
# Les rangées de la feuille : (case de gauche, case de droite), les totaux sous leurs cases.
RANGEES_FEUILLE = tuple(zip(tuple(CASES_HAUT) + (SOUS_TOTAL_HAUT, BONUS_DU_HAUT, TOTAL_HAUT),
                            tuple(CASES_BAS) + (TOTAL_BAS, GRAND_TOTAL)))


# Largeurs du numéro de case et des points dans une rangée de la grille des coups.
LARGEUR_NUMERO = 3
LARGEUR_POINTS = 5
# Le titre de la grille des coups, décalé comme celui de la feuille.
TITRE_COUPS = " " * 6 + "Choix possibles"
# Ce qu'on affiche quand aucune case libre ne rapporte de points : la même phrase convient à
# chaque lancer, qu'il en reste d'autres ou non.
MESSAGE_AUCUN_COUP = ("Aucune case libre ne rapporte de points avec ces dés :\n"
                      "inscrits maintenant, ils donneraient 0 dans la case choisie.")


# Le mot d'accueil, au lancement du programme.
BIENVENUE = (f"Bienvenue au jeu de Yum ! {NB_TOURS} tours, {NB_ESSAIS} lancers de {NB_DES} dés"
             " par tour :\nremplissez chaque case de la feuille une fois.")
# Le message de fin du programme (énoncé, §5.3).
AU_REVOIR = "Merci d'avoir joué au Yum. Au revoir !"
# La marge de chaque côté d'un titre, entre les traits de signes égal.
MARGE_DU_TITRE = 2


def formater_des(des):
    """Retourne le dessin des dés côte à côte, sous chacun le numéro que le joueur tape.

    Auteurs : l'équipe du projet « Dés »."""
    # Les lignes du dessin : les couvercles, les lignes des faces, puis les numéros.
    lignes = [COUVERCLE_DE * len(des)]
    for rang in range(HAUTEUR_FACE):
        lignes.append("".join(BORD_DE + LIGNES_DES_FACES[valeur][rang] + BORD_DE
                              for valeur in des))
    lignes.append("".join(str(indice + PREMIER_NUMERO_DE).center(LARGEUR_DE)
                          for indice in range(len(des))))
    # Les espaces en fin de ligne ne se voient pas : on les enlève.
    return "\n".join(ligne.rstrip() for ligne in lignes)


def formater_valeur(valeur):
    """Retourne la cellule d'une valeur : vide si la case est libre.

    >>> formater_valeur(25), formater_valeur(CASE_LIBRE)
    ('  25   ', '       ')

    Auteurs : l'équipe du projet « Dés »."""
    if valeur == CASE_LIBRE:
        return CELLULE_VIDE
    return MARGE_AVANT_VALEUR + str(valeur).rjust(LARGEUR_VALEUR) + MARGE_APRES_VALEUR


def formater_demi_rangee(feuille, case, bord=SEPARATEUR):
    """Retourne une moitié de rangée de la feuille : ``bord``, étiquette et valeur.

    Auteurs : l'équipe du projet « Dés »."""
    return (bord + ETIQUETTES[case].ljust(LARGEUR_ETIQUETTE) + SEPARATEUR
            + formater_valeur(feuille[case]) + SEPARATEUR)


def formater_feuille(feuille):
    """Retourne la grille de pointage, deux colonnes bordées, précédée d'une ligne vide.

    La rangée du total du haut commence par une espace et non par une barre : c'est l'allure de la
    procédure du cours, gardée pour la comparaison.

    Auteurs : l'équipe du projet « Dés »."""
    # Les lignes de la feuille, du titre au dernier trait : chaque rangée, puis son trait.
    lignes = ["", TITRE_FEUILLE, TRAIT_DE_TITRE]
    for case_gauche, case_droite in RANGEES_FEUILLE:
        # Le bord gauche de la rangée : celui du total du haut est différent.
        bord = BORD_DU_TOTAL_HAUT if case_gauche == TOTAL_HAUT else SEPARATEUR
        lignes.append(formater_demi_rangee(feuille, case_gauche, bord)
                      + ESPACE_ENTRE_COLONNES
                      + formater_demi_rangee(feuille, case_droite))
        lignes.append(TRAIT_DE_RANGEE)
    return "\n".join(lignes)


def formater_rangee_coup(case, points):
    """Retourne une rangée de la grille des coups : numéro, étiquette, points.

    >>> formater_rangee_coup(10, 23)
    '| 10 |Brelan       |   23   |'

    Auteurs : l'équipe du projet « Dés »."""
    return (SEPARATEUR + str(case).rjust(LARGEUR_NUMERO) + " " + SEPARATEUR
            + ETIQUETTES[case].ljust(LARGEUR_ETIQUETTE) + SEPARATEUR
            + str(points).rjust(LARGEUR_POINTS) + MARGE_APRES_VALEUR + SEPARATEUR)


def formater_coups_possibles(grille):
    """Retourne la grille des coups possibles : une rangée par case non nulle.

    Auteurs : l'équipe du projet « Dés »."""
    # Le trait au-dessus et au-dessous de chaque rangée : toutes ont la largeur d'une rangée.
    trait = "-" * len(formater_rangee_coup(BRELAN, 0))
    # Les lignes de la grille : le titre encadré, puis une rangée et son trait par case non nulle.
    lignes = ["", trait, TITRE_COUPS, trait]
    for case in range(len(grille)):
        if grille[case] != 0:
            lignes.append(formater_rangee_coup(case, grille[case]))
            lignes.append(trait)
    # Les points ne sont jamais négatifs : un maximum nul dit qu'aucune case ne rapporte.
    if max(grille) == 0:
        lignes.append(MESSAGE_AUCUN_COUP)
    return "\n".join(lignes)


def formater_titre(texte):
    """Retourne ``texte`` encadré de signes égal, après une ligne vide, pour annoncer une étape.

    Auteurs : l'équipe du projet « Dés »."""
    # Le trait au-dessus et au-dessous du titre : le texte et ses deux marges.
    trait = "=" * (MARGE_DU_TITRE + len(texte) + MARGE_DU_TITRE)
    return "\n".join(["", trait, " " * MARGE_DU_TITRE + texte, trait])


def formater_entete_tour(tour):
    """Retourne l'annonce du tour ``tour`` sur NB_TOURS.

    Auteurs : l'équipe du projet « Dés »."""
    return formater_titre(f"Tour {tour} sur {NB_TOURS}")


def formater_entete_lancer(essai):
    """Retourne l'annonce du lancer ``essai`` sur NB_ESSAIS.

    Auteurs : l'équipe du projet « Dés »."""
    return f"\nLancer {essai} sur {NB_ESSAIS} :"


def formater_fin_partie(feuille, annulee):
    """Retourne le bilan d'une partie : terminée ou annulée, puis le score.

    Auteurs : l'équipe du projet « Dés »."""
    # La première ligne du bilan, qui dit comment la partie a fini.
    if annulee:
        debut = "Partie annulée."
    else:
        debut = "La partie est terminée."
    # La marque du pluriel de « point » : rien pour 0 ou 1 point.
    pluriel = "s" if feuille[GRAND_TOTAL] >= PREMIER_PLURIEL else ""
    return f"\n{debut}\nVotre score final : {feuille[GRAND_TOTAL]} point{pluriel}."
