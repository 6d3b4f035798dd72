"""Le tableau du bilan, commun aux trois jeux : ce que chaque décision a coûté.

Explication : après la partie, chaque jeu relit ses décisions et les remet à ``formater_bilan`` :
le tableau des décisions, le coût total et les trois décisions les plus coûteuses, mis en
page de la même façon pour les trois jeux.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from typing import NamedTuple, Optional

from yum.commun.mots import accorder, de_nom, formater_points
from yum.commun.texte import couper

# Nombre de décisions coûteuses rappelées à la fin du bilan.
NB_PIRES_DECISIONS = 3
# En deçà de ce coût (un millionième de point), deux choix se valent : l'écart vient des arrondis du calcul.
COUT_NEGLIGEABLE = 1e-6
# Les centièmes d'un point : l'identité du Yum se vérifie au centième.
CENTIEMES = 100
# Le retrait des lignes coupées du bilan.
RETRAIT_DU_BILAN = "     "


class Decision(NamedTuple):
    """Une décision d'un joueur, telle que le bilan la montre."""

    # Le tour du joueur et le lancer de ce tour qui précède la décision (None : aucun).
    tour: int
    lancer: Optional[int]
    # Les dés que le joueur voyait, écrits « 2 4 4 5 6 ».
    des: str
    # La question (« relance », « case »…), la réponse du joueur et la meilleure, telles qu'on les tape.
    question: str
    vous: str
    meilleur: str
    # Ce que fait le meilleur choix, en clair (« garder 6 6 6 »), pour le rappel des pires décisions.
    en_clair: str
    # L'espérance perdue par ce choix (0 : le meilleur, ou un choix qui le vaut).
    cout: float
    # La chance du lancer qui précède la décision, ou None (pas de lancer, ou pas de chance calculée).
    chance: Optional[float] = None


def formater_nombre_signe(valeur, decimales):
    """Retourne un nombre avec son signe, à la française : « +3,12 », « -0,50 »."""
    texte = formater_points(valeur, decimales)
    return texte if texte.startswith("-") else "+" + texte


def accorder_mesure(valeur, decimales, unite):
    """Retourne une mesure et son unité accordée : « 1,50 point », « 2,00 points » (pluriel dès 2).

    >>> accorder_mesure(0, 1, ("point", "points")), accorder_mesure(12.5, 1, ("point", "points"))
    ('0,0 point', '12,5 points')
    """
    singulier, pluriel = unite
    return f"{formater_points(valeur, decimales)} {pluriel if abs(valeur) >= 2 else singulier}"


def formater_tableau(decisions, decimales, avec_chance):
    """Retourne le tableau des décisions : une ligne par décision, au plus 80 colonnes."""
    largeur_des = max([len("Dés")] + [len(decision.des) for decision in decisions])
    avec_lancer = any(decision.lancer is not None for decision in decisions)
    entete = "Tour Lancer  " if avec_lancer else "Tour  "
    entete += "Dés".ljust(largeur_des)
    if avec_chance:
        entete += "   Chance"
    entete += "  Question  Vous    Meilleur     Coût"
    lignes = [entete]
    for decision in decisions:
        ligne = f"{decision.tour:>4}  "
        if avec_lancer:
            lancer = "" if decision.lancer is None else str(decision.lancer)
            ligne = f"{decision.tour:>4} {lancer:>6}  "
        ligne += decision.des.ljust(largeur_des)
        if avec_chance:
            chance = "" if decision.chance is None else formater_nombre_signe(decision.chance, decimales)
            ligne += f"  {chance:>7}"
        ligne += (f"  {decision.question:<8}  {decision.vous:<6}  {decision.meilleur:<8}"
                  f"  {formater_points(decision.cout, decimales):>7}")
        lignes.append(ligne.rstrip())
    return "\n".join(lignes)


def pires_decisions(decisions):
    """Retourne les décisions qui ont coûté quelque chose, de la plus coûteuse à la moins, trois au plus."""
    couteuses = [decision for decision in decisions if decision.cout > COUT_NEGLIGEABLE]
    return sorted(couteuses, key=lambda decision: -decision.cout)[:NB_PIRES_DECISIONS]


def formater_pires_decisions(decisions, decimales, unite):
    """Retourne le rappel des décisions les plus coûteuses, chacune avec le meilleur choix."""
    pires = pires_decisions(decisions)
    if not pires:
        return "Aucune décision n'a coûté quoi que ce soit : vous avez joué au mieux, partout."
    lignes = ["Les décisions les plus coûteuses :"]
    for rang, decision in enumerate(pires, start=1):
        lancer = "" if decision.lancer is None else f", lancer {decision.lancer}"
        lignes.append(couper(
            f"  {rang}. Tour {decision.tour}{lancer}, dés {decision.des} : coût"
            f" {accorder_mesure(decision.cout, decimales, unite)}. Vous avez tapé {decision.vous} ;"
            f" le mieux était {decision.meilleur} : {decision.en_clair}.", RETRAIT_DU_BILAN))
    return "\n".join(lignes)


def formater_bilan(titre, explication, decisions, decimales, unite, avec_chance=False):
    """Retourne le bilan commun aux trois jeux : titre, explication, tableau, total, pires décisions.

    ``unite`` nomme ce que mesurent les coûts, au singulier et au pluriel : (« point », « points »).
    """
    total = sum(decision.cout for decision in decisions)
    morceaux = ["", titre, couper(explication), ""]
    if decisions:
        morceaux.append(formater_tableau(decisions, decimales, avec_chance))
        morceaux.append("")
    # « vos 1 décision » ne se dit pas : une seule décision est « votre décision ».
    if len(decisions) == 1:
        vos_decisions = "votre décision"
    else:
        vos_decisions = f"vos {accorder(len(decisions), 'décision')}"
    morceaux.append(couper(f"Coût total de {vos_decisions} : {accorder_mesure(total, decimales, unite)}."))
    morceaux.append(formater_pires_decisions(decisions, decimales, unite))
    return "\n".join(morceaux)


def titre_du_bilan(nom=None):
    """Retourne le titre du bilan : « Bilan de vos décisions », ou « … d'Ana » à plusieurs."""
    titre = "Bilan de vos décisions" if nom is None else f"Bilan des décisions {de_nom(nom)}"
    return f"=== {titre} ==="
