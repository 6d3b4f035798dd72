"""Les répétitions (§8.5, §8.6) : des suites de jetons identiques aux noms et valeurs près.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

from dataclasses import dataclass

from yum.correction.qualite.constats import PROBABLE, constat
from yum.correction.qualite.seuils import JETONS_MIN_REPETITION, LIGNES_MIN_REPETITION

# --- §8.5 et §8.6 : les répétitions, au niveau des jetons ---------------------

@dataclass(frozen=True)
class Jeton:
    """Un jeton pour chercher les répétitions : sa forme (noms et valeurs effacés), sa valeur, son lieu."""

    forme: str
    valeur: str
    fichier: str
    ligne: int



def repetitions(suites_de_jetons):
    """Retourne [(jetons de la première copie, jetons de la seconde)] des répétitions d'au moins
    JETONS_MIN_REPETITION jetons, noms et valeurs effacés.

    Stratégie : chaque fenêtre de JETONS_MIN_REPETITION formes est rangée par son contenu ; une
    fenêtre déjà vue plus tôt, sans chevauchement, ouvre une répétition qu'on prolonge tant que
    les formes restent égales ; on reprend après elle. Une fenêtre ne franchit jamais la fin d'une suite
    (le corps d'une fonction).
    """
    jetons = []
    for suite in suites_de_jetons:
        jetons.extend(suite)
        jetons.append(None)
    formes = [jeton.forme if jeton is not None else None for jeton in jetons]
    deja_vues = {}
    trouvees = []
    # Les positions déjà couvertes par une répétition relevée : une suite de lignes de même
    # forme (dix affichages de suite) n'est relevée qu'une fois, pas une fois par décalage.
    couvertes = set()
    position = 0
    while position + JETONS_MIN_REPETITION <= len(jetons):
        fenetre = tuple(formes[position:position + JETONS_MIN_REPETITION])
        if None in fenetre:
            position += fenetre.index(None) + 1
            continue
        premiere = deja_vues.setdefault(fenetre, position)
        if premiere + JETONS_MIN_REPETITION > position:
            position += 1
            continue
        longueur = JETONS_MIN_REPETITION
        while position + longueur < len(jetons) and premiere + longueur < position \
                and formes[position + longueur] is not None \
                and formes[premiere + longueur] == formes[position + longueur]:
            longueur += 1
        if premiere not in couvertes:
            trouvees.append((jetons[premiere:premiere + longueur], jetons[position:position + longueur]))
        couvertes.update(range(premiere, premiere + longueur))
        couvertes.update(range(position, position + longueur))
        position += longueur
    return trouvees


def constats_de_repetitions(suites_de_jetons):
    """Retourne les constats des §8.5 (mêmes valeurs : un sous-programme manque) et §8.6 (valeurs
    différentes : un paramètre les réunirait) pour les répétitions trouvées."""
    constats = []
    for premiere, seconde in repetitions(suites_de_jetons):
        if min(premiere[-1].ligne - premiere[0].ligne, seconde[-1].ligne - seconde[0].ligne) + 1 \
                < LIGNES_MIN_REPETITION:
            continue
        valeurs_differentes = [(a.valeur, b.valeur) for a, b in zip(premiere, seconde)
                               if a.forme in ("NOMBRE", "TEXTE") and a.valeur != b.valeur]
        lieu = f"{premiere[0].fichier}:{premiere[0].ligne}-{premiere[-1].ligne}"
        etendue = f"lignes {seconde[0].ligne} à {seconde[-1].ligne}"
        if valeurs_differentes:
            exemple = f"{valeurs_differentes[0][0]} au lieu de {valeurs_differentes[0][1]}"
            constats.append(constat("8.6", seconde[0].fichier, seconde[0].ligne,
                                    f"{etendue} : le même code que {lieu}, aux valeurs près ({exemple}) ;"
                                    " un paramètre les réunirait", PROBABLE))
        else:
            constats.append(constat("8.5", seconde[0].fichier, seconde[0].ligne,
                                    f"{etendue} : le même code que {lieu} (aux noms près) ;"
                                    " un sous-programme les réunirait", PROBABLE))
    return constats
