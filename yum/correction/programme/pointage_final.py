"""Le pointage final qu'un programme annonce après sa feuille finale : « Votre pointage final est de 138 ».

Explication : l'énoncé demande la feuille à jour à chaque tour ; bien des
équipes écrivent aussi, la partie finie, une ligne du pointage final. Quand
la feuille finale est juste, cette ligne doit dire son Total (§2 : « Son
pointage total correspond au cumul des pointages de tous les objectifs et du
bonis »). Tour 70, java_coursdes : la feuille montrait Bonus 25 et TOTAL
163, puis « Votre pointage final est de 138 points. » ; aucun comportement
ne lisait cette ligne, et l'équipe avait 40/40.

Une ligne ne se lit que sous la feuille finale (après sa dernière ligne qui nomme
un total, ou après une pause qui la suit), et que si elle nomme le pointage de
la partie entière (« pointage final », « score final », « Score : » seul sur sa
ligne), puis un seul nombre entier, et rien que « points » après lui ; jamais une
partie du pointage (« du haut », « bonus »), un coup, un record, une moyenne, un
cumul de plusieurs parties. Des lignes qui annoncent deux nombres différents ne
disent rien.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import re

from yum.correction.programme.ecran import sans_accents, sans_sequences_de_terminal

# Ce qui peut séparer l'annonce de son nombre : « de la partie », « est de », « : », « = », « -> ».
ENTRE_L_ANNONCE_ET_LE_NOMBRE = (r"\s*(?:(?:de la partie|du jeu|de cette partie)\s*)?"
                                r"(?:est de|est|etait de|vaut|de)?\s*[:=]?\s*(?:->|=>)?\s*")
# Après le nombre, seulement « points » et la ponctuation : « 163 en 13 tours », « 138/375 », « 12.5 », « 163
# (record : 200) » ne sont pas un pointage annoncé seul.
APRES_LE_NOMBRE = r"(\d{1,4})\s*(?:points?|pts?)?\W*$"
# Une annonce explicite, n'importe où sur la ligne : « Votre pointage final est de 138 points. », « Partie
# terminee ! Score final : 201 », « FINAL SCORE: 201 », « Pointage total = 90 ».
ANNONCE_EXPLICITE = re.compile(r"\b(?:(?:pointage|score|resultat|total)\s+(?:final|finale|total|totale)"
                               r"|(?:final|total)\s+score)\b"
                               + ENTRE_L_ANNONCE_ET_LE_NOMBRE + APRES_LE_NOMBRE)
# Une annonce nue, la ligne entière : « Score : 163 », « Votre pointage : 0 » ; « Score obtenu : 22 »,
# « Score : 22 (Chance) » n'en sont pas.
ANNONCE_NUE = re.compile(r"^\W*(?:votre\s+)?(?:pointage|score)"
                         + ENTRE_L_ANNONCE_ET_LE_NOMBRE + APRES_LE_NOMBRE)
# Les mots qui font d'une ligne autre chose que le pointage de la partie : une partie de la feuille ou une
# case, un tour, un coup, un record, une moyenne, un cumul de plusieurs parties, un autre joueur, un titre.
MOTS_D_UNE_AUTRE_ANNONCE = re.compile(
    r"\b(?:haut|bas|sous|bonus|upper|lower|meilleure?s?|records?|best|high|moyens?|moyennes?|average"
    r"|precedente?s?|derniere?s?|last|tours?|turns?|rounds?|rondes?|lancers?|coups?|manches?|parties|fois"
    r"|joueurs?|players?|equipes?|teams?|ordinateur|computer|cases?|brelans?|carres?|suites?|surplus"
    r"|chance|yums?|max|maximum|maximale?|minimum|possibles?|partiel(?:le)?|brut|cumul\w*|sessions?"
    r"|elevee?|battre|feuille|sheet|card|grille)\b")
# Un total de la feuille (« Total », « TOTAL : 163 », « GRAND TOTAL ») : l'annonce se lit après le dernier.
MOT_D_UN_TOTAL = re.compile(r"\btotal\b")


def pointage_d_une_ligne(ligne):
    """Retourne le pointage final qu'annonce ``ligne``, un entier, ou None : elle ne l'annonce pas, ou
    pas seul (d'autres nombres ou d'autres mots que « points » après lui)."""
    mots = sans_accents(sans_sequences_de_terminal(ligne))
    if MOTS_D_UNE_AUTRE_ANNONCE.search(mots):
        return None
    trouve = ANNONCE_EXPLICITE.search(mots) or ANNONCE_NUE.search(mots)
    return int(trouve.group(1)) if trouve else None


def lignes_apres_la_feuille(texte):
    """Retourne les lignes de ``texte`` (l'écran de la feuille finale) qui suivent la dernière ligne de la
    feuille nommant un total, ou [] s'il n'y en a aucune : une ligne écrite au-dessus de la feuille (« Vous
    avez obtenu 22 points », le dernier choix) n'annonce pas le pointage de la partie."""
    lignes = sans_sequences_de_terminal(texte).splitlines()
    totaux = [rang for rang, ligne in enumerate(lignes)
              if MOT_D_UN_TOTAL.search(sans_accents(ligne)) and pointage_d_une_ligne(ligne) is None]
    return lignes[totaux[-1] + 1:] if totaux else []


def pointage_apres_la_feuille(ecrans):
    """Retourne (le rang de l'écran, le pointage, la ligne) de ce que ``ecrans`` annoncent après la feuille
    finale, montrée au premier d'entre eux (les suivants : après une pause, jusqu'à « rejouer ? ») ; ou
    None : rien n'est annoncé, ou deux pointages différents le sont."""
    annonces = []
    for rang, texte in enumerate(ecrans):
        lignes = lignes_apres_la_feuille(texte) if rang == 0 else texte.splitlines()
        annonces += [(rang, valeur, ligne.strip()) for ligne in lignes
                     if (valeur := pointage_d_une_ligne(ligne)) is not None]
    if len({valeur for _, valeur, _ in annonces}) != 1:
        return None
    return annonces[-1]
