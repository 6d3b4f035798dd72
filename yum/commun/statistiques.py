"""Les statistiques des simulations : centiles et histogramme.

Explication : les simulations des trois jeux résument leurs parties par quelques centiles et un
histogramme en texte, de la même façon.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import math

# Longueur de la plus longue barre d'un histogramme.
LONGUEUR_BARRE = 50
# Le retrait d'une ligne de rapport trop longue, coupée pour tenir à l'écran.
RETRAIT_DE_RAPPORT = "  "
# Centiles affichés par les simulations.
CENTILE_BAS = 5
CENTILE_HAUT = 95
# Nombre de centiles qui découpent les valeurs.
NB_CENTILES = 100


def centile(valeurs_triees, rang):
    """Retourne le centile ``rang`` (de 0 à 100) d'une liste triée, au rang le plus proche."""
    position = max(0, math.ceil(rang / NB_CENTILES * len(valeurs_triees)) - 1)
    return valeurs_triees[position]


def formater_histogramme(scores, largeur):
    """Retourne l'histogramme des scores, une ligne par classe de ``largeur`` points.

    Une classe vide montre son 0 là où commencent les barres.

    >>> print(formater_histogramme([-150, -20, 30, 40, 250], 100))
      -200 à -101 ######################### 1
      -100 à -1   ######################### 1
         0 à 99   ################################################## 2
       100 à 199  0
       200 à 299  ######################### 1
    """
    classes = {}
    for score in scores:
        debut = score // largeur * largeur
        classes[debut] = classes.get(debut, 0) + 1
    plus_grande = max(classes.values())
    debuts = range(min(classes), max(classes) + 1, largeur)
    # Les bornes sont alignées sur la plus longue (un signe moins, ou des centaines).
    chiffres = max(len(str(borne)) for debut in debuts for borne in (debut, debut + largeur - 1))
    lignes = []
    for debut in debuts:
        nombre = classes.get(debut, 0)
        barre = "#" * math.ceil(nombre * LONGUEUR_BARRE / plus_grande)
        compte = f"{barre} {nombre}" if barre else str(nombre)
        lignes.append(f"  {debut:>{chiffres}} à {debut + largeur - 1:<{chiffres}} {compte}")
    return "\n".join(lignes)
