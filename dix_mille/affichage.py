"""Les écrans du 30000 : chaque fonction retourne le texte d'un écran.

Explication : la table du tour (les six dés à leur place, les dés de côté
marqués « côté »), l'état du tour (total, dés à lancer, ce qui manque pour
la cible, l'ouverture), le tableau des scores, et les messages qui concluent
un jet. Les dés sont dessinés par ``yum.affichage``. Rien n'est affiché ici.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règles du 30000.
"""

from dix_mille.constantes import LANCERS_OUVERTURE
from dix_mille.regles import est_ouvert, numeros_libres
from yum.commun.des import PREMIER_NUMERO_DE
from yum.commun.dessin import LARGEUR_DE, formater_des, formater_titre
from yum.commun.mots import accorder, de_nom
from yum.commun.texte import couper

# L'étiquette d'un dé mis de côté, à la place de son numéro.
ETIQUETTE_DE_COTE = "côté"




def formater_table(des, de_cote):
    """Retourne les six dés à leur place : un numéro sous chaque dé en jeu, « côté » sous les autres."""
    etiquettes = [ETIQUETTE_DE_COTE if cote else str(indice + PREMIER_NUMERO_DE)
                  for indice, cote in enumerate(de_cote)]
    # Le dessin du Yum numérote tous les dés : sa dernière ligne cède la place aux étiquettes.
    lignes = formater_des(des).split("\n")
    lignes[-1] = "".join(etiquette.center(LARGEUR_DE) for etiquette in etiquettes).rstrip()
    return "\n".join(lignes)


def formater_etat_tour(nom, score, total, de_cote, nb_lancers, reglages):
    """Retourne l'état du tour avant un jet : qui joue, total, dés à lancer, cible, ouverture."""
    lignes = [f"\n{nom}, lancer {nb_lancers} : total du tour {accorder(total, 'point')},"
              f" {accorder(len(numeros_libres(de_cote)), 'dé')} à lancer."]
    # Ce qui manque compte ce que le tour tient déjà : c'est ce qu'il reste à mettre de côté.
    manque = accorder(reglages.cible - score - total, "point")
    if total > 0:
        lignes.append(f"Score {de_nom(nom)} : {score} ; avec ce tour, il manque {manque}"
                      f" pour faire {reglages.cible} pile.")
    else:
        lignes.append(f"Score {de_nom(nom)} : {score} ; il manque {manque} pour faire"
                      f" {reglages.cible} exactement.")
    if not est_ouvert(score):
        lignes.append(f"Ouverture : lancer {nb_lancers} sur {LANCERS_OUVERTURE} ;"
                      f" il faut au moins {reglages.ouverture} points pour ouvrir.")
    return couper("\n".join(lignes))


def formater_scores(noms, scores, cible):
    """Retourne le tableau des scores de tous les joueurs, avec qui a ouvert."""
    largeur = max(len(nom) for nom in noms)
    lignes = [f"\nScores (cible : {cible} exactement) :"]
    for nom, score in zip(noms, scores):
        ouverture = "" if est_ouvert(score) else "   (pas encore ouvert)"
        lignes.append(f"  {nom.ljust(largeur)}  {score:>6}{ouverture}")
    return "\n".join(lignes)


def formater_debut_tour(nom, score):
    """Retourne l'annonce du tour d'un joueur."""
    return formater_titre(f"Au tour {de_nom(nom)} (score : {score})")


def message_sans_points(total):
    """Retourne le message d'un jet sans aucun dé qui rapporte, avec les points perdus s'il y en a.

    >>> print(message_sans_points(0))
    Aucun dé ne rapporte : le tour est perdu.
    >>> print(message_sans_points(50))
    Aucun dé ne rapporte : le tour est perdu (50 points envolés).
    """
    if total == 0:
        return "Aucun dé ne rapporte : le tour est perdu."
    return f"Aucun dé ne rapporte : le tour est perdu ({accorder(total, 'point')} envolés)."


def message_depassement(score, total, cible):
    """Retourne le message d'un dépassement de la cible."""
    return (f"Dépassement : {score} + {total} = {score + total}, plus que {cible}."
            " Le tour ne rapporte rien.")


def message_victoire(nom, cible):
    """Retourne l'annonce du gagnant."""
    return f"\n{nom} atteint {cible} points exactement et gagne la partie !"


def message_abriller():
    """Retourne l'annonce d'un abri : les six dés ont rapporté, il faut les relancer.

    Les annonces du tour ne disent pas « vous » : elles valent aussi pour le
    tour d'un ordinateur."""
    return "Les six dés ont rapporté : il faut s'abriller et relancer les six dés !"


def message_fin_ouverture(inscrit, total, ouverture):
    """Retourne la fin d'un tour d'ouverture après trois lancers : ouvert ou pas."""
    if inscrit > 0:
        return f"Trois lancers : ouverture faite, avec {inscrit} points."
    return f"Trois lancers sans atteindre {ouverture} points ({total}) : pas d'ouverture ce tour-ci."


def message_relance_obligee(ouverture):
    """Retourne la raison d'une relance sans question : l'ouverture n'est pas atteinte."""
    return f"Il faut au moins {ouverture} points pour ouvrir : on relance."


def question_relancer(de_cote):
    """Retourne la question « relancer ou s'arrêter », à l'infinitif : elle vaut pour un ordinateur aussi.

    >>> question_relancer([True, False, False, True, True, True])
    "Relancer les 2 dés restants (o) ou s'arrêter (n) ? "
    """
    nombre = len(numeros_libres(de_cote))
    reste = "le dé restant" if nombre == 1 else f"les {nombre} dés restants"
    return f"Relancer {reste} (o) ou s'arrêter (n) ? "


def question_achat(vendeur, reste):
    """Retourne la question d'achat du tour arrêté ``reste`` de ``vendeur``, sur deux lignes."""
    return (f"\n{vendeur} a arrêté son tour à {accorder(reste.total, 'point')} avec"
            f" {accorder(len(numeros_libres(reste.de_cote)), 'dé')} en main.\nAcheter ce tour (o/n) ? ")


def message_achat(acheteur, vendeur, reste):
    """Retourne la confirmation d'un achat : qui reprend quel tour, avec quels dés.

    >>> from dix_mille.regles import TourArrete
    >>> print(message_achat("Béa", "Ana", TourArrete(700, [1] * 6, [True, True, True, True, False, False])))
    Béa achète le tour d'Ana : 700 points, 2 dés à lancer.
    """
    return (f"{acheteur} achète le tour {de_nom(vendeur)} : {accorder(reste.total, 'point')},"
            f" {accorder(len(numeros_libres(reste.de_cote)), 'dé')} à lancer.")


def message_mise_de_cote(valeurs, gain, total):
    """Retourne le bilan d'une mise de côté : les dés, leurs points et le nouveau total.

    >>> message_mise_de_cote([1, 1, 1], 1000, 1050)
    'De côté : 1 1 1 (+1000) ; total du tour : 1050 points.'
    """
    des = " ".join(str(valeur) for valeur in valeurs)
    return f"De côté : {des} (+{gain}) ; total du tour : {total} points."
