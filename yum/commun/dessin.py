"""Le dessin des dés et des titres, pour les écrans des jeux frères.

Explication : les Dés en solitaire et le 30000 montrent leurs dés comme le
Yum de l'énoncé, en faces de trois lignes côte à côte, avec sous chacune le
numéro que le joueur tape. Le programme de l'énoncé garde ses propres
procédures d'affichage (il n'importe rien d'autre que lui-même) ; celles-ci
dessinent de la même façon n'importe quel nombre de dés.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from yum.commun.des import PREMIER_NUMERO_DE

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
# La marge de chaque côté d'un titre, entre les traits.
MARGE_DU_TITRE = 2


def formater_des(des):
    """Retourne le dessin des dés côte à côte, avec leur numéro centré sous chacun.

    >>> print(formater_des([6, 1]))
     _____  _____
    |o   o||     |
    |o   o||  o  |
    |o___o||_____|
       1      2
    """
    lignes = [COUVERCLE_DE * len(des)]
    for rang in range(HAUTEUR_FACE):
        lignes.append("".join("|" + LIGNES_DES_FACES[valeur][rang] + "|" for valeur in des))
    lignes.append("".join(str(indice + PREMIER_NUMERO_DE).center(LARGEUR_DE) for indice in range(len(des))))
    # Les espaces en fin de ligne ne se voient pas : on les enlève.
    return "\n".join(ligne.rstrip() for ligne in lignes)


def formater_titre(texte):
    """Retourne ``texte`` encadré de signes égal, précédé d'une ligne vide, pour annoncer une étape.

    >>> print(formater_titre("Tour 1"))
    <BLANKLINE>
    ==========
      Tour 1
    ==========
    """
    trait = "=" * (len(texte) + 2 * MARGE_DU_TITRE)
    return "\n".join(["", trait, " " * MARGE_DU_TITRE + texte, trait])
