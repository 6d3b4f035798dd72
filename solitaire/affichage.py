"""Les écrans des Dés en solitaire : chaque fonction retourne le texte d'un écran.

Explication : le tableau des onze sommes (paires faites et points de chaque
somme), les trois valeurs de rejet avec leur compte sur 8, les lancers libres,
la consigne du rejet pour le lancer en cours, et le bilan final présenté comme
l'exemple des règles. Les dés sont dessinés par ``yum.affichage``. Rien
n'est affiché ici : ``solitaire.partie`` imprime ce que ces fonctions retournent.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règlements « Pour jouer aux DÉS EN SOLITAIRE » (l'exemple de calcul).
"""

from solitaire.constantes import FIN_REJET, NB_VALEURS_REJET, PAIRES_NEUTRES, SCORE_GAGNANT
from solitaire.regles import (
    COMPTE,
    SOMMES,
    VALEUR,
    calculer_score,
    est_lancer_libre,
    nb_lancers_libres,
    numero_du_rejet,
    numeros_rejet_permis,
    points_combinaison,
    rejets_sont_fixes,
    sommes_des_paires,
    valeur_du_de,
    valeurs_de_rejet,
)
from yum.commun.dessin import formater_titre
from yum.commun.mots import accorder, enumerer
from yum.commun.texte import couper

# Le trait qui marque une paire (ou un rejet) dans le tableau.
MARQUE = "x"
# Les marques sont groupées par cinq, le nombre de paires qui rembourse la pénalité.
TAILLE_GROUPE = PAIRES_NEUTRES
# Largeur de la colonne des marques de paires.
LARGEUR_MARQUES = 20
# Largeur de la colonne des points.
LARGEUR_POINTS = 6
ENTETE_TABLEAU = "Somme  Paires" + " " * (LARGEUR_MARQUES - 1) + "Points"


def formater_marques(nombre):
    """Retourne ``nombre`` marques groupées par cinq.

    >>> formater_marques(7)
    'xxxxx xx'
    """
    groupes = [MARQUE * min(TAILLE_GROUPE, nombre - debut)
               for debut in range(0, nombre, TAILLE_GROUPE)]
    return " ".join(groupes)




def formater_rangee_somme(combinaisons, somme):
    """Retourne la rangée d'une somme : marques, nombre de paires, points."""
    nombre = combinaisons[somme]
    marques = formater_marques(nombre).ljust(LARGEUR_MARQUES)
    points = points_combinaison(somme, nombre)
    return f"{somme:>4}   {marques} ({nombre:>2}) {points:>{LARGEUR_POINTS}}"


def formater_rejets(rejets):
    """Retourne la ligne des trois valeurs de rejet, chacune avec son compte sur 8."""
    morceaux = [f"{entree[VALEUR]} : {formater_marques(entree[COMPTE])} ({entree[COMPTE]}/{FIN_REJET})"
                for entree in rejets]
    morceaux += ["à choisir"] * (NB_VALEURS_REJET - len(rejets))
    return "Rejets : " + "   |   ".join(morceaux)


def formater_tableau(combinaisons, rejets):
    """Retourne le tableau de la partie : les onze sommes, les rejets, F et le score."""
    lignes = ["", ENTETE_TABLEAU]
    lignes += [formater_rangee_somme(combinaisons, somme) for somme in SOMMES]
    lignes.append(formater_rejets(rejets))
    lignes.append(f"Lancers libres (F) : {nb_lancers_libres(combinaisons, rejets)}")
    lignes.append(f"Score actuel : {calculer_score(combinaisons)}")
    return "\n".join(lignes)




def formater_consigne_rejet(des, rejets):
    """Retourne la consigne du rejet pour ce lancer : libre, imposé, ou à choisir."""
    if not rejets_sont_fixes(rejets):
        reste = NB_VALEURS_REJET - len(rejets)
        return couper(f"Rejet : n'importe quel dé ({accorder(reste, 'valeur')} de rejet encore à fixer"
                      " ; une valeur déjà rejetée peut l'être encore).")
    if est_lancer_libre(des, rejets):
        valeurs = enumerer(valeurs_de_rejet(rejets), "ou")
        return couper(f"Lancer libre : aucun dé ne montre {valeurs}. Le dé restant ne compte pas"
                      " (il est noté sous F).")
    permis = enumerer(numeros_rejet_permis(des, rejets), "ou")
    valeurs = enumerer(valeurs_de_rejet(rejets))
    return f"Rejet obligatoire : le dé {permis} (valeurs de rejet : {valeurs})."


def formater_choix(des, numeros, rejets):
    """Retourne ce que le choix inscrit : les deux sommes, et le rejet ou le lancer libre.

    À appeler avant d'appliquer le choix, pour savoir si le lancer était libre.
    """
    premiere, seconde = sommes_des_paires(des, numeros)
    reste = valeur_du_de(des, numero_du_rejet(numeros, len(des)))
    if est_lancer_libre(des, rejets):
        suite = f"lancer libre, le {reste} ne compte pas (F)"
    else:
        suite = f"rejet : {reste}"
    # « de somme 2 » : « une paire de 2 » se lirait comme deux dés qui montrent 2.
    if premiere == seconde:
        paires = f"deux paires de somme {premiere}"
    else:
        paires = f"une paire de somme {premiere} et une paire de somme {seconde}"
    return couper(f"Vous inscrivez {paires} ; {suite}.")


def formater_bilan(combinaisons):
    """Retourne le bilan de la partie, somme par somme, puis le total et le verdict."""
    lignes = ["", "Bilan de la partie :"]
    for somme in SOMMES:
        nombre = combinaisons[somme]
        points = points_combinaison(somme, nombre)
        lignes.append(f"  {accorder(nombre, 'paire')} de somme {somme} = {accorder(points, 'point')}")
    score = calculer_score(combinaisons)
    if score >= SCORE_GAGNANT:
        verdict = f"Partie gagnée ({SCORE_GAGNANT} points ou plus) !"
    else:
        verdict = f"Partie perdue : il fallait au moins {SCORE_GAGNANT} points."
    lignes.append(f"Total : {accorder(score, 'point')}. {verdict}")
    return "\n".join(lignes)


def formater_entete_tour(tour):
    """Retourne l'annonce du tour ``tour``."""
    return formater_titre(f"Tour {tour}")


def formater_fin(rejets):
    """Retourne l'annonce de la fin : quelle valeur de rejet a atteint 8."""
    valeur = next(entree[VALEUR] for entree in rejets if entree[COMPTE] >= FIN_REJET)
    return f"\nLe {valeur} a été rejeté {FIN_REJET} fois : la partie est terminée."
