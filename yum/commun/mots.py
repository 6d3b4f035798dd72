"""Les mots des trois jeux : accorder au nombre, énumérer, nommer à la française.

Explication : un message se lit mieux quand il dit « 1 point », « 2 points », « les dés 1 et 3 »
ou « le tour d'Ana ». Ces petites fonctions pures, sans rien afficher, font ce travail
pour les trois jeux.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import statistics

# Le plus petit nombre qui met un nom au pluriel : 0 point, 1 point, 2 points.
PREMIER_PLURIEL = 2
# Les lettres devant lesquelles « de » s'élide en « d' » (« d'Ana », « d'Émile »).
VOYELLES = "aeiouyàâäéèêëîïôöùûüœæ"


def accorder(nombre, mot):
    """Retourne « nombre mot », au pluriel à partir de 2 (règle française), signe compris.

    >>> accorder(0, "point"), accorder(1, "paire"), accorder(-200, "point"), accorder(6, "dé")
    ('0 point', '1 paire', '-200 points', '6 dés')
    """
    return f"{nombre} {mot}{'s' if abs(nombre) >= PREMIER_PLURIEL else ''}"


def enumerer(elements, conjonction="et"):
    """Retourne des éléments en liste française : « 1, 3 et 5 » (ou « 1, 3 ou 5 »).

    >>> enumerer([1, 3, 5]), enumerer([1, 3, 5], "ou"), enumerer([4])
    ('1, 3 et 5', '1, 3 ou 5', '4')
    """
    textes = [str(element) for element in elements]
    if len(textes) == 1:
        return textes[0]
    return ", ".join(textes[:-1]) + f" {conjonction} " + textes[-1]


def nommer_des_numeros(numeros):
    """Retourne des dés nommés par leurs numéros : « le dé 4 », « les dés 1, 3 et 5 ».

    >>> nommer_des_numeros([4]), nommer_des_numeros([1, 3, 5])
    ('le dé 4', 'les dés 1, 3 et 5')
    """
    if len(numeros) == 1:
        return f"le dé {numeros[0]}"
    return f"les dés {enumerer(numeros)}"


def de_nom(nom):
    """Retourne « de » suivi de ``nom``, élidé devant une voyelle : « d'Ana », « de Béa ».

    >>> de_nom("Ana"), de_nom("Émile"), de_nom("Ordi 1"), de_nom("Béa")
    ("d'Ana", "d'Émile", "d'Ordi 1", 'de Béa')
    """
    if nom[:1].lower() in VOYELLES:
        return f"d'{nom}"
    return f"de {nom}"


def formater_points(valeur, decimales=1):
    """Retourne un nombre écrit à la française, au dixième par défaut : « 187,4 ».

    >>> formater_points(187.44), formater_points(202.4875, 2)
    ('187,4', '202,49')
    """
    return f"{valeur:.{decimales}f}".replace(".", ",")


def formater_mediane(valeurs):
    """Retourne la médiane de ``valeurs`` écrite à la française : « 204 », « 204,5 ».

    >>> formater_mediane([204, 205]), formater_mediane([1, 3, 9])
    ('204,5', '3')
    """
    return f"{statistics.median(valeurs):g}".replace(".", ",")


def pourcentage(nombre, total):
    """Retourne la part ``nombre / total`` écrite en pour cent, à la française."""
    return formater_points(100 * nombre / total) + " %"


def nommer_valeurs(valeurs):
    """Retourne des faces de dés séparées par des espaces : « 4 4 4 ».

    >>> nommer_valeurs((4, 4, 6))
    '4 4 6'
    """
    return " ".join(str(valeur) for valeur in valeurs)
