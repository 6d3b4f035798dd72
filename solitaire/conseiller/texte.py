"""Le conseil affiché au joueur : les meilleurs choix, en clair, avec leur chance de gagner.

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
"""

from solitaire.conseiller.poids import conseiller_solitaire
from solitaire.conseiller.victoire import ConseillerGagnant
from solitaire.constantes import NB_DES
from solitaire.regles import est_lancer_libre, numero_du_rejet, separer_choix, sommes_des_paires, valeur_du_de
from yum.commun.mots import formater_points
from yum.commun.sources import taper_numeros
from yum.commun.texte import couper

# --- Le conseil affiché au joueur ------------------------------------------------------------

# Nombre de choix montrés par le conseil : le meilleur et deux suivants.
NB_CONSEILS = 3
# Une chance (0 à 1) s'affiche en pour cent.
POURCENT = 100
# Le retrait d'une ligne de conseil trop longue, coupée pour tenir à l'écran.
RETRAIT_CONSEIL = "    "


def nommer_paires(numeros):
    """Retourne les paires d'un choix, nommées par leurs numéros de dés.

    >>> nommer_paires([1, 4, 2, 5])
    'paires 1-4 et 2-5'
    """
    return "paires " + " et ".join("-".join(str(numero) for numero in paire)
                                   for paire in separer_choix(numeros))


def decrire_choix(des, numeros, rejets):
    """Retourne un choix en clair : paires, sommes et rejet.

    Le dé qui reste part « au rejet », ou, lors d'un lancer libre, reste « de côté (F) », comme le
    tableau note les lancers libres. Court : la première ligne du conseil tient en 80 colonnes.

    >>> decrire_choix([6, 1, 3, 5, 5], [1, 4, 2, 5], [])
    'Paires 1-4 et 2-5 (11 et 6), le dé 3 (un 3) au rejet'
    >>> decrire_choix([2, 4, 4, 6, 6], [1, 2, 3, 4], [[1, 2], [3, 1], [5, 4]])
    'Paires 1-2 et 3-4 (6 et 10), le dé 5 (un 6) de côté (F)'
    """
    premiere, seconde = sommes_des_paires(des, numeros)
    rejet = numero_du_rejet(numeros, NB_DES)
    sort = " de côté (F)" if est_lancer_libre(des, rejets) else " au rejet"
    texte = nommer_paires(numeros)
    return (f"{texte[0].upper()}{texte[1:]} ({premiere} et {seconde}),"
            f" le dé {rejet} (un {valeur_du_de(des, rejet)}){sort}")


def classer_pour_le_conseil(conseiller, des, combinaisons, rejets):
    """Retourne les choix de ce lancer, du meilleur au moins bon : (score espéré, chance de gagner, numéros).

    La chance de gagner est None si le conseiller ne l'estime pas (il ne vise que le score).
    """
    if isinstance(conseiller, ConseillerGagnant):
        return [(estimation.score, estimation.chance, numeros)
                for estimation, numeros in conseiller.classer_estimations(des, combinaisons, rejets)]
    return [(valeur, None, numeros)
            for valeur, numeros in conseiller.classer_choix(des, combinaisons, rejets)]


def formater_chance(chance, texte):
    """Retourne `` ; {texte} : N %`` pour une chance estimée (0 à 1), ou rien si elle est None.

    >>> formater_chance(0.237, "chance de gagner"), formater_chance(None, "chance")
    (' ; chance de gagner : 24 %', '')
    """
    if chance is None:
        return ""
    return f" ; {texte} : {formater_points(POURCENT * chance, 0)} %"


def formater_conseil(des, combinaisons, rejets, conseiller=None):
    """Retourne le conseil de ce lancer : le meilleur choix, à taper, et les deux suivants.

    Chaque choix est suivi du score final que le conseiller en espère et,
    pour le conseiller livré, de sa chance estimée d'atteindre 500 points.
    """
    conseiller = conseiller or conseiller_solitaire()
    classement = classer_pour_le_conseil(conseiller, des, combinaisons, rejets)
    score, chance, numeros = classement[0]
    lignes = [couper(f"Conseil : {decrire_choix(des, numeros, rejets)} ; tapez"
                     f" {taper_numeros(numeros)}.", RETRAIT_CONSEIL),
              f"  Score final espéré : {formater_points(score, 0)}"
              f"{formater_chance(chance, 'chance de gagner')}."]
    for score, chance, numeros in classement[1:NB_CONSEILS]:
        lignes.append(couper(f"  sinon : {decrire_choix(des, numeros, rejets)}"
                             f" (espéré : {formater_points(score, 0)}{formater_chance(chance, 'chance')}).",
                             RETRAIT_CONSEIL))
    return "\n".join(lignes)
