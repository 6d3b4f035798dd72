"""Les comportements de l'énoncé que le correcteur vérifie sur le programme en console, un par test.

Explication : chaque fonction ``verifier_*`` joue sa propre partie (un
processus neuf, voire plusieurs) et vérifie un seul comportement ; elle
retourne une phrase (« réussi », avec ce qui a été vu), ou lève ``Faute``
(« échoué »), ``Incompris`` (« à vérifier »). Une faute d'un autre
comportement ne la fait pas échouer : elle n'avance dans la partie que par ce
que l'énoncé impose (le dessin des dés, le compte des lancers et des tours).
Les points se vérifient par la console : après chaque lancer, les « choix
possibles » de l'équipe contre les règles (§5.2) pour les dés dessinés ; après
chaque choix, la feuille du cours. Une règle de points est « échouée » au
premier lancer qui la contredit, « réussie » seulement après un nombre
documenté de tours payants (``TOURS_PAYANTS_VOULUS``), sinon « à vérifier ».

Auteurs : l'équipe du projet « Dés ».
Version : 2.1.0
"""

from collections.abc import Callable
from typing import NamedTuple

from yum.correction.enonce import (
    BONUS_DU_HAUT,
    BRELAN,
    CARRE,
    CASES_DE_JEU,
    GRAND_TOTAL,
    GROSSE_SUITE,
    MAIN_PLEINE,
    PETITE_SUITE,
    REGLES,
    SOUS_TOTAL_HAUT,
    SURPLUS,
    TOTAL_BAS,
    TOTAL_HAUT,
    YUM,
    grille_attendue,
    nom_case,
    texte_des,
)
from yum.correction.programme.ecran import contient_une_feuille, lire_feuille
from yum.correction.programme.partie import (
    ANNULER,
    NB_LANCERS,
    NB_TOURS,
    Faute,
    Incompris,
    garder_tout,
    numeros_sauf,
    viser_la_main_pleine,
    viser_le_nombre,
)

# Le sous-total du haut qui donne le bonus, et le bonus (§2).
MIN_BONUS, BONUS = 63, 25
# Réponses invalides à la question des dés, par test : (réponse, faute de type ?).
REPONSE_DES_SIX, REPONSE_DES_DOUBLON, REPONSE_DES_LETTRES, REPONSE_DES_VIDE = "6", "113", "abc", ""
# Une réponse valide aux dés qui relance tout (§5.1) : elle fait suivre un dessin.
TOUS_LES_DES = "12345"
# Le numéro du lancer que fait la première relance : le premier est dessiné au début du tour.
LANCER_DE_LA_PREMIERE_RELANCE = 2
# Les relances qui vérifient que seuls les dés nommés roulent (§5.1), et les dés gardés par chacune.
RELANCES_NOMMEES = (("34", (1, 2, 5)), ("25", (1, 3, 4)))
# Nombre de relances nommées vérifiées, chacune dans une partie neuve.
ESSAIS_DES_RELANCES = 6
# Les réponses de case refusées par l'énoncé (§3, §5.2) : hors limites, un total.
CASE_HORS_LIMITES, CASE_TOTAL = "19", "8"
# Les réponses à « rejouer ? » qui ne sont ni o ni n (§5.3).
REJOUER_INVALIDES = ("x", "5")
# Les cases du haut.
FACES_DU_HAUT = tuple(range(1, 7))
# Le pseudo-cas du carré devant cinq dés pareils : l'énoncé le veut absent (§5.2, « égal à quatre »).
CARRE_DEVANT_CINQ_PAREILS = "carré devant cinq pareils"
# Les tours payants (un tour où la case rapporte à au moins un lancer) à voir justes, par case, avant de
# conclure « réussi ». Une règle fausse qui tombe juste par hasard à un tour payant avec la probabilité q
# survit à T tours avec q ** T (les tours sont indépendants : chacun part de dés neufs). Mesuré par
# simulation de nos stratégies (200 000 tours, viser le nombre) : le brelan « somme des dés triés
# jusqu'à la face répétée » tombe juste à q = 0,395 d'un tour payant, 0,395 ** 15 = 9e-7 ; le même
# carré à q = 0,505, 0,505 ** 21 = 6e-7. 15 tours pour chaque règle dont une faute peut tomber juste
# par hasard (faces, surplus) ; la main pleine, les suites et le Yum ont des points fixes (une faute
# s'y voit au premier tour payant, ou jamais) ; le carré devant cinq pareils se voit au premier Yum.
TOURS_PAYANTS_VOULUS = 15
TOURS_PAYANTS_VOULUS_PAR_CASE = {CARRE: 21, MAIN_PLEINE: 5, PETITE_SUITE: 5, GROSSE_SUITE: 3, YUM: 2,
                                 CARRE_DEVANT_CINQ_PAREILS: 1}
# Le nombre de tours joués, au plus, pour voir assez de tours payants (un Yum sort un tour sur 22
# en visant le nombre ; un carré, un tour sur 4). Le Yum, rare, a 400 tours : sur une classe de 60
# équipes justes corrigée une fois, 200 tours ont laissé un « carré devant cinq pareils » à vérifier,
# faute d'un seul Yum ; 400 tours élèvent au carré la chance de n'en voir aucun.
TOURS_POUR_VOIR = {YUM: 400, CARRE_DEVANT_CINQ_PAREILS: 400, CARRE: 200, MAIN_PLEINE: 100}
TOURS_POUR_VOIR_PAR_DEFAUT = 80
# Les suites de dés que l'énoncé distingue (§5.2 : chaque variante de la petite suite, les deux grosses).
SUITES = ((1, 2, 3, 4), (2, 3, 4, 5), (3, 4, 5, 6), (1, 2, 3, 4, 5), (2, 3, 4, 5, 6))
FORMES_DES_SUITES = ("1234", "2345", "3456", "12345", "23456")
# Les points d'un Yum, et la forme d'un Yum qui ne vaut pas 30 par la somme de ses dés.
POINTS_DU_YUM = 30
YUM_QUI_NE_VAUT_PAS_30 = "yum autre que 6"
# Nombre de parties, au plus, pour jouer un tour où rien ne rapporte (un seul suffit presque toujours).
PARTIES_POUR_LE_TOUR_SANS_CHOIX = 3
# Les titres de tests que d'autres verdicts citent.
TITRE_DU_QUATRIEME_LANCER = "aucune question des dés après le troisième lancer"
TITRE_DE_LA_CASE_A_ZERO = "une case libre est acceptée même à 0 point"
# La case du bas gardée pour après le haut (le Yum : elle ne rapporte presque jamais).
CASE_APRES_LE_HAUT = YUM
# Nombre de parties, au plus, pour atteindre le bonus.
PARTIES_POUR_LE_BONUS = 10
# Le délai des tests qui accumulent des preuves sur beaucoup de tours, en multiples du délai d'un test : ils
# jouent jusqu'à leurs seuils (TOURS_PAYANTS_VOULUS) ou jusqu'à TOURS_POUR_VOIR, et c'est ce nombre de
# tours, pas le temps, qui doit les arrêter : un budget de temps serré ferait « à vérifier » selon la
# charge de la machine (vu : un Yum « à vérifier » une correction sur six, la machine chargée à 20). Un
# programme juste en Java joue ces tours en 2 à 5 s sur une machine libre ; un programme bloqué, lui,
# n'attend que ce délai-là, une fois par test. Les cas rares (carré, Yum) jouent plus de tours.
FACTEUR_DES_TOURS_PAYANTS, FACTEUR_DES_CAS_RARES = 5, 6
# Le temps gardé en réserve avant l'échéance du test pour conclure proprement, en secondes.
RESERVE = 1.0


def feuille_vide(feuille):
    """Retourne vrai si les 13 cases de jeu de ``feuille`` sont libres (vides, ou 0 chez une équipe qui
    montre 0 pour une case libre) et ses totaux à 0 (ou vides)."""
    return (all(not feuille.get(case) for case in CASES_DE_JEU)
            and all((feuille.get(total) or 0) == 0 for total in (SOUS_TOTAL_HAUT, TOTAL_HAUT, TOTAL_BAS,
                                                                 GRAND_TOTAL)))


# --- §5.3 : la feuille avant les lancers ---------------------------------------------------------------

def verifier_feuille_avant_le_premier_lancer(seance):
    """La feuille de pointage, vide, est affichée avant le premier lancer (§3, §5.3).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = seance.nouvelle_partie()
    avant = partie.demarrer()
    if not contient_une_feuille(avant):
        raise Faute("la grille de pointage du cours avant le premier lancer du tour",
                    "le premier lancer est dessiné sans grille de pointage avant lui")
    feuille = lire_feuille(avant)
    if feuille is None:
        raise Incompris("la grille de pointage affichée avant le premier lancer ne se lit pas")
    if not feuille_vide(feuille):
        raise Faute("une feuille vide au début de la partie", f"la feuille lue est {feuille}")
    return "la feuille vide est affichée avant le premier lancer"


# --- §5.2 : les trois lancers ----------------------------------------------------------------------

def relancer_tout_jusqu_au_troisieme_lancer(partie):
    """Relance tous les dés après chaque lancer du tour avant le dernier (§5.2 : trois lancers).

    Retourne None si chaque relance a été suivie d'un lancer dessiné, sinon le
    numéro du lancer qui ne l'a pas été ; lève ``Faute`` si le programme
    s'est arrêté avant une relance (``Partie.exiger_vivant``).
    """
    for lancer in range(LANCER_DE_LA_PREMIERE_RELANCE, NB_LANCERS + 1):
        partie.exiger_vivant(f"après le lancer {lancer - 1}")
        if not partie.relancer(TOUS_LES_DES):
            return lancer
    return None


def verifier_trois_lancers(seance):
    """Un tour a trois lancers : deux relances demandées, puis la case (§5.2).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = seance.nouvelle_partie()
    partie.demarrer()
    lancer = relancer_tout_jusqu_au_troisieme_lancer(partie)
    if lancer is not None:
        raise Faute(f"« {TOUS_LES_DES} » après le lancer {lancer - 1} : le lancer {lancer} est dessiné",
                    f"aucun lancer n'a suivi la réponse « {TOUS_LES_DES} »")
    if partie.lancers > partie.lancers_par_tour:
        raise Faute("trois lancers, puis la question de la case",
                    f"{partie.lancers} lancers dessinés sans question entre eux")
    partie.exiger_vivant("après le troisième lancer")
    nouveau_tour = partie.choisir(SURPLUS)
    if partie.quatriemes:
        return ("trois lancers offerts (le programme en offre un quatrième : c'est l'affaire du test"
                f" « {TITRE_DU_QUATRIEME_LANCER} »)")
    feuille = partie.feuille()
    if feuille is not None and feuille.get(SURPLUS) is not None:
        return "trois lancers, puis la case : le Surplus est inscrit"
    if nouveau_tour:
        return "trois lancers, puis la case : un nouveau tour a commencé"
    raise Incompris("après le troisième lancer et « 15 » (le Surplus), ni nouveau tour ni feuille :"
                    " le correcteur ne sait pas ce que le programme attend")


def verifier_pas_de_quatrieme_lancer(seance):
    """Après le troisième lancer, la question de la case, jamais celle des dés (§5.2 : trois lancers).

    Deux relances de tous les dés, puis « 15 » : la case Surplus ; un programme qui demande
    encore les dés relance les dés 1 et 5 et garde les dés 2, 3 et 4 (``Partie.choisir``).
    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = seance.nouvelle_partie()
    partie.demarrer()
    lancer = relancer_tout_jusqu_au_troisieme_lancer(partie)
    if lancer is not None:
        raise Incompris(f"aucun lancer n'a suivi « {TOUS_LES_DES} » après le lancer {lancer - 1} : voir"
                        " le test « un tour a trois lancers »")
    partie.exiger_vivant("après le troisième lancer")
    des = list(partie.des)
    nouveau_tour = partie.choisir(SURPLUS)
    if partie.quatriemes:
        raise Faute("après le troisième lancer, la question de la case (§5.2 : trois lancers au plus)",
                    f"« {SURPLUS} » a relancé les dés 1 et 5 ({texte_des(des)} est devenu un quatrième"
                    " lancer, les dés 2, 3 et 4 gardés) : le programme a demandé les dés une troisième fois")
    if nouveau_tour or contient_une_feuille(partie.ecran):
        return "après le troisième lancer, le programme a demandé la case"
    raise Incompris("après le troisième lancer et « 15 » (le Surplus), ni lancer, ni nouveau tour,"
                    " ni feuille")


def verifier_zero_garde_les_des(seance):
    """« 0 » garde tous les dés et mène à la case, sans relancer (§5.2).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = seance.nouvelle_partie()
    partie.demarrer()
    des = list(partie.des)
    dessins = partie.repondre("0")
    if dessins and dessins[-1] != des:
        raise Faute(f"« 0 » garde les dés {texte_des(des)} et passe à la case",
                    f"les dés ont été relancés : {texte_des(dessins[-1])}")
    partie.exiger_vivant("après la réponse « 0 » aux dés")
    if partie.choisir(SURPLUS) or contient_une_feuille(partie.ecran):
        feuille = partie.feuille()
        if feuille is not None and feuille.get(SURPLUS) not in (None, sum(des)):
            coups = partie.coups_lisibles()
            propose = coups.get(SURPLUS) if coups else None
            if propose != feuille.get(SURPLUS):
                raise Faute(f"les dés gardés {texte_des(des)} : le Surplus vaut {sum(des)}",
                            f"la feuille montre {feuille.get(SURPLUS)} au Surplus")
        return "« 0 » a gardé les dés ; la case a suivi"
    raise Incompris("après « 0 » aux dés puis « 15 » (le Surplus), ni nouveau tour ni feuille")


def verifier_seuls_les_des_nommes_sont_relances(seance):
    """Une relance ne roule que les dés nommés par leurs numéros, dans n'importe quel ordre (§5.1).

    Chaque relance se fait au premier lancer d'un tour (la question des dés y est toujours
    posée) ; si la partie ne continue pas (un programme aux lancers mal comptés prend le
    « 0 » suivant pour une annulation), la relance suivante se fait dans une partie neuve.
    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = None
    for essai in range(ESSAIS_DES_RELANCES):
        relance, gardes = RELANCES_NOMMEES[essai % len(RELANCES_NOMMEES)]
        if partie is None:
            partie = seance.nouvelle_partie()
            partie.demarrer()
        avant = list(partie.des)
        if not partie.relancer(relance):
            raise Incompris(f"aucun lancer n'a suivi « {relance} » au premier lancer")
        apres = partie.des
        changes = [numero for numero in gardes if avant[numero - 1] != apres[numero - 1]]
        if changes:
            raise Faute(f"« {relance} » ne relance que les dés {' et '.join(relance)} :"
                        f" les dés {', '.join(map(str, gardes))} restent",
                        f"{texte_des(avant)} est devenu {texte_des(apres)} : le dé {changes[0]} a changé")
        # Vers le tour suivant ; un programme qui prend ce « 0 » pour une annulation est relancé.
        partie.aller_a_la_case()
        if not partie.choisir(partie.meilleure_case()):
            partie = None
    return f"{ESSAIS_DES_RELANCES} relances : seuls les dés nommés ont roulé"


def verifier_reponse_invalide_aux_des(seance, reponse, faute_de_type):
    """Une réponse invalide aux dés est refusée, sans rien relancer, et la question reposée (§3, §5.1).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = seance.nouvelle_partie()
    partie.demarrer()
    des = list(partie.des)
    montree = f"« {reponse} »" if reponse else "une réponse vide"
    dessins = partie.repondre(reponse)
    if dessins:
        raise Faute(f"{montree} est refusée : chaque chiffre de 1 à 5, sans doublon (§3) ; rien ne roule",
                    f"{montree} a été acceptée : un lancer a suivi, les dés {texte_des(des)} sont devenus"
                    f" {texte_des(dessins[-1])}")
    if partie.fini():
        if faute_de_type and partie.code() != 0:
            return (f"{montree} arrête le programme (code {partie.code()}) : l'énoncé ne fait pas valider"
                    " les erreurs de type (§3, note 1)")
        raise Faute(f"{montree} est refusée et la question des dés reposée",
                    f"le programme s'est arrêté (code de sortie {partie.code()})")
    if partie.relancer(TOUS_LES_DES):
        return f"{montree} refusée ; la question des dés est reposée"
    partie.exiger_vivant(f"après {montree} puis « {TOUS_LES_DES} »")
    if partie.choisir(SURPLUS) or contient_une_feuille(partie.ecran):
        raise Faute(f"{montree} est refusée et la question des dés reposée",
                    f"{montree} a été prise pour « 0 » : le programme est passé à la question de la case")
    raise Incompris(f"après {montree}, ni « {TOUS_LES_DES} » ni « 15 » n'ont fait avancer la partie")


# --- §3, §5.2 : la case ----------------------------------------------------------------------------

def refuser_une_case(partie, reponse, explication):
    """Répond ``reponse`` à la case, la veut refusée et redemandée ; retourne la phrase du verdict."""
    dessins = partie.repondre(reponse)
    if dessins:
        raise Faute(f"« {reponse} » est refusée ({explication}) et la case redemandée",
                    f"« {reponse} » a été acceptée : le tour suivant a commencé")
    partie.exiger_vivant(f"après la case « {reponse} »")
    case = partie.meilleure_case()
    if partie.choisir(case) or contient_une_feuille(partie.ecran):
        return f"« {reponse} » refusée ; la case {nom_case(case)} ensuite acceptée"
    raise Incompris(f"après « {reponse} » puis la case libre « {case} », ni nouveau tour ni feuille")


def partie_a_la_case(seance):
    """Retourne une partie neuve de la séance, arrivée à la question de la case du premier tour."""
    partie = seance.nouvelle_partie()
    partie.demarrer()
    partie.aller_a_la_case()
    return partie


def verifier_case_hors_limites(seance):
    """Un numéro de case hors de 0 à 16 est refusé et redemandé (§3).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = partie_a_la_case(seance)
    return refuser_une_case(partie, CASE_HORS_LIMITES, "le numéro va de 0 à 16")


def verifier_case_total(seance):
    """Une case de total (le bonus) est refusée et redemandée : elle n'est pas libre (§3, §4).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = partie_a_la_case(seance)
    return refuser_une_case(partie, CASE_TOTAL, "le Bonus est un total, jamais libre (§4)")


def verifier_case_occupee(seance):
    """Une case déjà remplie est refusée et redemandée (§3).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = partie_a_la_case(seance)
    if not partie.choisir(SURPLUS):
        raise Incompris("après la case « 15 » (le Surplus) au premier tour, aucun deuxième tour n'a commencé")
    partie.aller_a_la_case()
    return refuser_une_case(partie, str(SURPLUS), "le Surplus est déjà rempli")


def verifier_zero_annule(seance):
    """« 0 » à la question de la case annule la partie à l'instant (§3).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = partie_a_la_case(seance)
    if partie.repondre(ANNULER):
        raise Faute("« 0 » à la case annule la partie : aucun autre lancer",
                    "un nouveau tour a commencé après « 0 »")
    if partie.fini():
        return "« 0 » a fini la partie"
    partie.repondre("n")
    if partie.fini() and partie.code() == 0:
        return "« 0 » a fini la partie ; « n » a fini le programme"
    if partie.fini():
        raise Incompris(f"après « 0 » à la case, « n » a arrêté le programme en erreur"
                        f" (code {partie.code()}) : « 0 » a-t-il été pris pour une case ?")
    case = partie.meilleure_case()
    if partie.choisir(case):
        raise Faute("« 0 » à la case annule la partie",
                    f"« 0 » a été refusé : la case {case} a ensuite été acceptée")
    raise Incompris("après « 0 » à la case, « n » ne finit pas le programme et la partie ne reprend pas")


def verifier_case_libre_a_zero(seance):
    """Une case libre qui ne rapporte rien avec les dés est acceptée : on y inscrit 0 (§3 ; les règles :
    « inscrire zéro dans une autre case »).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = partie_a_la_case(seance)
    partie.exiger_des_lisibles()
    grille = grille_attendue(partie.des)
    # Une face absente des cinq dés vaut toujours 0 : une telle case existe à chaque lancer.
    case = next(case for case in CASES_DE_JEU if grille[case] == 0 and partie.libre(case))
    des = list(partie.des)
    if partie.choisir(case) or contient_une_feuille(partie.ecran):
        return f"avec les dés {texte_des(des)}, la case libre {nom_case(case)} (0 point) est acceptée"
    partie.exiger_vivant(f"après la case libre « {case} » à 0 point")
    autre = partie.meilleure_case()
    if partie.choisir(autre) or contient_une_feuille(partie.ecran):
        raise Faute(f"la case libre {nom_case(case)} est acceptée même à 0 point (§3 : une case libre"
                    " entre 0 et 16)",
                    f"avec les dés {texte_des(des)}, « {case} » a été refusée ; la case {nom_case(autre)},"
                    " qui rapporte, a ensuite été acceptée")
    raise Incompris(f"après la case libre « {case} » (0 point) puis « {autre} », ni nouveau tour ni feuille")


def verifier_chaque_tour_demande_la_case(seance):
    """Chaque tour finit par la question de la case, même quand aucune case libre ne rapporte (§5.2).

    La partie remplit d'abord toutes les cases sauf le Yum et la Grosse suite ; au tour 12, si
    elles ne rapportent rien avec les dés (sinon, tout est relancé), la case doit être demandée
    (on y inscrit 0). Un dessin qui suit la feuille sans question de la case (``Partie.sans_case``)
    est la faute.
    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    gardees = (YUM, GROSSE_SUITE)
    for _ in range(PARTIES_POUR_LE_TOUR_SANS_CHOIX):
        if seance.temps_restant() <= RESERVE:
            break
        partie = seance.nouvelle_partie()
        partie.demarrer()
        while any(partie.libre(case) for case in CASES_DE_JEU if case not in gardees):
            partie.aller_a_la_case()
            exiger_la_question_de_la_case(partie)
            case = partie.meilleure_case(gardees)
            if not partie.choisir(case):
                exiger_la_question_de_la_case(partie)
                raise Incompris(f"au tour {partie.tour}, après la case {nom_case(case)}, aucun nouveau tour")
        while partie.attendus() and partie.lancers < partie.lancers_par_tour:
            partie.exiger_vivant("pendant les lancers")
            partie.relancer(TOUS_LES_DES)
            exiger_la_question_de_la_case(partie)
        if partie.attendus():
            continue
        des = list(partie.des)
        partie.aller_a_la_case()
        exiger_la_question_de_la_case(partie)
        if partie.choisir(YUM) or contient_une_feuille(partie.ecran):
            return (f"au tour {partie.tour - 1}, les dés {texte_des(des)} ne rapportent rien : la case est"
                    " demandée (0 au Yum)")
        raise Incompris(f"au tour {partie.tour}, rien ne rapporte avec {texte_des(des)} ; « {YUM} » (0 au"
                        " Yum) n'a mené ni à un tour ni à la feuille : voir le test"
                        f" « {TITRE_DE_LA_CASE_A_ZERO} »")
    raise Incompris("aucun tour où rien ne rapporte n'a pu être joué")


def exiger_la_question_de_la_case(partie):
    """Lève ``Faute`` si un tour a fini sans question de la case (``Partie.sans_case``) ; ne retourne rien."""
    if partie.sans_case:
        raise Faute("chaque tour finit par la question de la case, même si aucune case ne rapporte :"
                    " le joueur peut y inscrire 0 (§3, §5.2)",
                    f"le tour {partie.sans_case[0]} a fini sans question de la case : la feuille, puis le"
                    " premier lancer du tour suivant")


def verifier_carre_devant_cinq_pareils(seance):
    """Cinq dés pareils (un Yum) ne font pas un carré : le carré veut exactement quatre dés pareils (§5.2).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    return verifier_points(seance, (CARRE_DEVANT_CINQ_PAREILS,), viser_le_nombre, protegees=(CARRE,))


# --- §2, §5.3 : les tours, rejouer --------------------------------------------------------------

def jouer_une_partie_entiere(partie):
    """Joue des tours (dés gardés, case la plus payante) jusqu'à la fin ; retourne le nombre de tours.

    Les tours comptés sont ceux que le programme a joués, avec ou sans question de la case.
    Lève ``Faute`` si la partie dure plus de 13 tours, ``Incompris`` si une case libre est
    refusée (ni nouveau tour ni feuille : une case à 0 point, l'affaire d'un autre test).
    """
    while True:
        partie.aller_a_la_case()
        case = partie.meilleure_case()
        if case is None or partie.fin_sans_case:
            return partie.tour
        points = grille_attendue(partie.des)[case]
        if not partie.choisir(case):
            if not partie.fini() and not contient_une_feuille(partie.ecran):
                raise Incompris(f"au tour {partie.tour}, la case libre {nom_case(case)} ({points} point(s))"
                                " n'a mené ni à un nouveau tour ni à la feuille : refusée ? (voir le test"
                                f" « {TITRE_DE_LA_CASE_A_ZERO} »)")
            return partie.tour
        if partie.tour > NB_TOURS:
            raise Faute("13 tours, puis la question « rejouer ? »",
                        f"un {partie.tour}e tour a commencé après {NB_TOURS} tours")


def verifier_treize_tours(seance):
    """Une partie dure 13 tours, un par case, puis finit (§2, §5.3).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = seance.nouvelle_partie()
    partie.demarrer()
    tours = jouer_une_partie_entiere(partie)
    if tours < NB_TOURS:
        if partie.fini() or contient_une_feuille(partie.ecran):
            raise Faute("13 tours, un par case", f"la partie a fini après {tours} tours")
        raise Incompris(f"après la case du tour {tours}, aucun nouveau tour et aucune feuille :"
                        " la case a-t-elle été refusée ?")
    return "13 tours, puis la fin de la partie"


def aller_au_rejouer(partie):
    """Mène la partie à la question « rejouer ? » ; lève ``Incompris`` si le programme finit sans la poser.

    Le plus court : « 0 » à la première case annule la partie, puis la feuille est
    affichée une dernière fois (§5.3). Si « 0 » n'annule pas (un nouveau tour, ou la
    case redemandée sans feuille), la partie est jouée jusqu'au bout : la faute de
    « 0 » n'est pas celle de ces tests. L'absence de la question est la faute d'un seul
    test, ``verifier_rejouer_demande``.
    Ne retourne rien.
    """
    partie.demarrer()
    partie.aller_a_la_case()
    tours = 1
    nouveau_tour = partie.choisir(ANNULER)
    if nouveau_tour or not (partie.fini() or contient_une_feuille(partie.ecran)):
        if not nouveau_tour and not partie.choisir(partie.meilleure_case()):
            raise Incompris("après « 0 » puis une case libre à la première case, aucun nouveau tour")
        tours = jouer_une_partie_entiere(partie)
    if partie.fini():
        raise Incompris(f"le programme a fini après {tours} tours sans demander si l'on rejoue :"
                        " voir le test « la partie finie, le programme demande si l'on rejoue »")


def verifier_rejouer_demande(seance):
    """La partie finie, le programme demande si l'on veut jouer une autre partie (§3, §5.3).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = seance.nouvelle_partie()
    partie.demarrer()
    tours = jouer_une_partie_entiere(partie)
    if partie.fini():
        raise Faute("après la partie, la question « rejouer ? » (§3, §5.3)",
                    f"le programme a fini après {tours} tours sans demander si l'on rejoue"
                    f" (code de sortie {partie.code()})")
    return f"après {tours} tours, le programme attend la réponse à « rejouer ? »"


def verifier_rejouer_valide(seance):
    """La réponse à « rejouer ? » est validée : ni o ni n, elle est redemandée (§3, §5.3).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = seance.nouvelle_partie()
    aller_au_rejouer(partie)
    for reponse in REJOUER_INVALIDES:
        if partie.repondre(reponse):
            raise Faute(f"« {reponse} » n'est ni o ni n : la question est reposée",
                        f"« {reponse} » a relancé une partie")
        if partie.fini():
            raise Faute(f"« {reponse} » n'est ni o ni n : la question est reposée",
                        f"« {reponse} » a fini le programme (code {partie.code()})")
    return f"{', '.join(REJOUER_INVALIDES)} refusés, la question reposée"


def verifier_rejouer_o(seance):
    """« o » à « rejouer ? » recommence une partie, sur une feuille vide (§5.3).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = seance.nouvelle_partie()
    aller_au_rejouer(partie)
    if not partie.repondre("o"):
        raise Faute("« o » recommence une partie : un premier lancer", "aucun lancer après « o »")
    feuille = lire_feuille(partie.ecran)
    if feuille is not None and not feuille_vide(feuille):
        raise Faute("la nouvelle partie part d'une feuille vide", f"la feuille lue est {feuille}")
    return "« o » a recommencé une partie"


def verifier_rejouer_n(seance):
    """« n » à « rejouer ? » finit le programme, après un message de fin, avec le code 0 (§5.3).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = seance.nouvelle_partie()
    aller_au_rejouer(partie)
    if partie.repondre("n"):
        raise Faute("« n » finit le programme", "une nouvelle partie a commencé")
    if not partie.fini():
        raise Faute("« n » finit le programme", "le programme attend encore une réponse")
    if not partie.ecran.strip():
        raise Faute("un message de fin (§5.3)", "le programme a fini sans rien écrire")
    if partie.code() != 0:
        raise Faute("une fin normale, code de sortie 0", f"code de sortie {partie.code()}")
    return "« n » a fini le programme après un message"


# --- §5.2 : les points proposés après chaque lancer -----------------------------------------------------

def comparer_les_coups(partie, cases):
    """Compare les coups proposés pour ``cases`` à l'énoncé ; retourne les cases payantes bien vues.

    Retourne None si la grille de l'équipe ne se lit pas. Lève ``Faute`` au premier écart.
    Cinq dés pareils ne jugent pas le carré (un test à part, ``CARRE_DEVANT_CINQ_PAREILS``,
    les juge : une faute, un test) ; ce pseudo-cas est « payant » quand cinq dés pareils
    sont là et le carré libre.
    """
    partie.exiger_des_lisibles()
    coups = partie.coups_lisibles()
    if coups is None:
        return None
    attendus = partie.attendus()
    cinq_pareils = len(set(partie.des)) == 1
    payantes = []
    for case in cases:
        if case == CARRE_DEVANT_CINQ_PAREILS:
            if cinq_pareils and partie.libre(CARRE):
                comparer_une_case(partie, coups, attendus, CARRE)
                payantes.append(case)
            continue
        if not partie.libre(case) or (case == CARRE and cinq_pareils):
            continue
        comparer_une_case(partie, coups, attendus, case)
        if case in attendus:
            payantes.append(case)
    return payantes


def comparer_une_case(partie, coups, attendus, case):
    """Lève ``Faute`` si la grille de l'équipe ne propose pas pour ``case`` ce que l'énoncé veut."""
    if coups.get(case) != attendus.get(case):
        montre = coups.get(case)
        obtenu = f"elle propose {montre}" if montre is not None else "elle ne la propose pas"
        attendu = attendus.get(case)
        regle = f"vaut {attendu}" if attendu else "n'est pas proposée"
        raise Faute(f"pour les dés {texte_des(partie.des)}, la case {nom_case(case)} {regle}"
                    f" ({REGLES[case]})",
                    f"la grille des choix possibles du programme : {obtenu}")


def verifier_les_suites(seance):
    """Les suites : chaque petite suite (1-2-3-4, 2-3-4-5, 3-4-5-6) vaut 15, chaque grosse 20 (§5.2).

    La relance vise, à chaque lancer, la première forme pas encore vue.
    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    vues = set()

    def viser_une_forme_manquante(des):
        """Retourne la relance qui garde un dé de chaque valeur de la première forme pas encore vue."""
        vues.update(formes(des))
        manquantes = [forme for forme in FORMES_DES_SUITES if forme not in vues] or [FORMES_DES_SUITES[-1]]
        cible = [int(chiffre) for chiffre in manquantes[0]]
        return numeros_sauf(des, sorted(set(des) & set(cible)))

    return verifier_points(seance, (PETITE_SUITE, GROSSE_SUITE), viser_une_forme_manquante,
                           formes_voulues=FORMES_DES_SUITES)


def voulues(case):
    """Retourne combien de tours payants pour ``case`` il faut voir justes pour conclure."""
    return TOURS_PAYANTS_VOULUS_PAR_CASE.get(case, TOURS_PAYANTS_VOULUS)


def formes(des):
    """Retourne les formes que montrent ``des`` : les suites « 1234 », « 2345 », « 3456 », « 12345 »,
    « 23456 », et un Yum dont la somme n'est pas 30 (cinq 6 valent 30 des deux façons : ils ne
    départagent rien).

    Une petite suite ne compte comme forme que seule (1 2 3 4 6 montre « 1234 » ;
    1 2 3 4 5 montre « 12345 », pas « 1234 ») : chaque variante est alors vue pour elle-même.
    """
    valeurs = set(des)
    presentes = ["".join(map(str, suite)) for suite in SUITES if set(suite) <= valeurs]
    petites = [forme for forme in presentes if len(forme) == len(SUITES[0])]
    vues = {forme for forme in presentes if len(forme) > len(SUITES[0]) or len(petites) == 1}
    if len(valeurs) == 1 and sum(des) != POINTS_DU_YUM:
        vues.add(YUM_QUI_NE_VAUT_PAS_30)
    return vues


def verifier_points(seance, cases, strategie, protegees=(SURPLUS,), formes_voulues=()):
    """Vérifie les points proposés pour ``cases`` à chaque lancer, en visant leur combinaison.

    Chaque lancer est une preuve : « échoué » au premier qui contredit la règle. Le test
    conclut « réussi » quand chaque case a été payante dans assez de tours (``voulues``,
    des tours indépendants : un tour compte une fois), et chacune des ``formes_voulues``
    (les trois petites suites) vue au moins une fois ; sinon, le budget épuisé, « à vérifier ».
    Les parties se suivent dans le même processus (« o » à « rejouer ? ») quand il le permet.
    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    vues = {case: 0 for case in cases}
    formes_vues = set()
    lisibles, tours = 0, 0
    limite = max(TOURS_POUR_VOIR.get(case, TOURS_POUR_VOIR_PAR_DEFAUT) for case in cases)
    partie = None
    while tours < limite and seance.temps_restant() > RESERVE:
        if partie is None or not partie.recommencer():
            partie = seance.nouvelle_partie()
            partie.demarrer()
        while tours < limite and seance.temps_restant() > RESERVE:
            tours += 1
            payantes = set()
            while True:
                bien_vues = comparer_les_coups(partie, cases)
                if bien_vues is not None:
                    lisibles += 1
                    payantes |= set(bien_vues)
                    formes_vues |= formes(partie.des) & set(formes_voulues)
                if partie.lancers >= partie.lancers_par_tour:
                    break
                partie.exiger_vivant("pendant les lancers")
                partie.exiger_des_lisibles()
                if not partie.relancer(strategie(partie.des) or "0"):
                    break
            for case in payantes:
                vues[case] += 1
            if partie.nouveau_tour:
                continue
            assez = all(nombre >= voulues(case) for case, nombre in vues.items())
            if assez and formes_vues >= set(formes_voulues):
                return f"{lisibles} grilles lues en {tours} tours : " + ", ".join(
                    f"{nom_de_preuve(case)} juste dans {nombre} tour{'s' if nombre > 1 else ''}"
                    for case, nombre in vues.items())
            partie.exiger_vivant("avant la question de la case")
            case = partie.meilleure_case(tuple(case for case in cases if case in CASES_DE_JEU)
                                         + tuple(protegees))
            if case is None or not partie.choisir(case):
                break
    if not lisibles:
        raise Incompris("la grille des choix possibles ne se lit pas (aucune case et ses points,"
                        " Surplus compris)")
    manquantes = [f"{nom_de_preuve(case)} ({nombre} tours sur {voulues(case)})"
                  for case, nombre in vues.items() if nombre < voulues(case)]
    manquantes += [f"la suite {forme}" for forme in formes_voulues if forme not in formes_vues]
    raise Incompris(f"{lisibles} grilles lues en {tours} tours, toujours justes, mais trop peu de tours"
                    f" payants pour conclure : {', '.join(manquantes)}")


def nom_de_preuve(case):
    """Retourne le nom, dans un verdict, d'une case vérifiée (ou du carré devant cinq dés pareils)."""
    return "le carré devant cinq dés pareils" if case == CARRE_DEVANT_CINQ_PAREILS else nom_case(case)


def verifier_cases_remplies_non_proposees(seance):
    """Une case déjà remplie n'est plus proposée (§5.2 : « si la case est libre ») ; retourne la phrase."""
    partie = seance.nouvelle_partie()
    partie.demarrer()
    lues = 0
    while True:
        partie.exiger_des_lisibles()
        coups = partie.coups
        if coups is not None:
            lues += 1
            proposees = sorted(case for case in coups if not partie.libre(case))
            if proposees:
                raise Faute(f"pour les dés {texte_des(partie.des)}, seules les cases libres sont proposées",
                            f"les cases déjà remplies {', '.join(nom_case(case) for case in proposees)}"
                            " sont proposées")
        partie.aller_a_la_case()
        case = partie.meilleure_case()
        if case is None or not partie.choisir(case):
            break
    if not lues:
        raise Incompris("la grille des choix possibles ne se lit pas")
    return f"{lues} grilles lues : aucune case remplie proposée"


# --- §5.3 : la feuille après chaque choix, le bonus --------------------------------------------------------

def verifier_la_feuille_apres_chaque_choix(seance):
    """Après chaque choix, la case reçoit les points proposés et les totaux suivent (§4, §5.3).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = seance.nouvelle_partie()
    partie.demarrer()
    precedente, verifiees = None, 0
    while True:
        partie.aller_a_la_case()
        coups = partie.coups_lisibles()
        case = partie.meilleure_case()
        if case is None or partie.fin_sans_case:
            break
        # Les points admis : ceux que l'équipe a proposés (sa grille est l'affaire des tests des points)
        # ou, si sa grille se lit mal, ceux des règles.
        points = {grille_attendue(partie.des)[case]}
        if coups is not None:
            points.add(coups.get(case, 0))
        des = list(partie.des)
        nouveau_tour = partie.choisir(case)
        feuille = partie.feuille()
        if feuille is None:
            raise Incompris(f"après le choix de la case {case}, aucune grille de pointage lisible")
        verifier_une_feuille(feuille, precedente, case, points, des)
        precedente, verifiees = feuille, verifiees + 1
        if not nouveau_tour:
            break
    return f"{verifiees} feuilles justes après les choix"


def verifier_une_feuille(feuille, precedente, case, points, des):
    """Lève ``Faute`` si ``case`` n'a pas l'un des ``points`` ou si un total est faux ; ne retourne rien."""
    if feuille.get(case) not in points:
        raise Faute(f"avec les dés {texte_des(des)}, la case {nom_case(case)} reçoit les points proposés"
                    f" ({' ou '.join(map(str, sorted(points)))})",
                    f"la feuille montre {feuille.get(case)}")
    if precedente is not None:
        for autre in CASES_DE_JEU:
            if autre != case and feuille.get(autre) != precedente.get(autre):
                raise Faute(f"choisir {nom_case(case)} ne change que cette case",
                            f"{nom_case(autre)} est passée de {precedente.get(autre)} à {feuille.get(autre)}")
    haut = sum(feuille.get(face) or 0 for face in FACES_DU_HAUT)
    bas = sum(feuille.get(autre) or 0 for autre in CASES_DE_JEU if autre not in FACES_DU_HAUT)
    bonus = feuille.get(BONUS_DU_HAUT) or 0
    attendus = {SOUS_TOTAL_HAUT: haut, TOTAL_HAUT: haut + bonus, TOTAL_BAS: bas}
    if not bonus:
        # Avec un bonus, le total est l'affaire du test du bonus : une faute, un test.
        attendus[GRAND_TOTAL] = haut + bas
    for total, valeur in attendus.items():
        if (feuille.get(total) or 0) != valeur:
            raise Faute(f"après {nom_case(case)}, {nom_case(total)} vaut {valeur}",
                        f"la feuille montre {feuille.get(total)}")


def viser_le_haut(partie, libres):
    """Retourne la relance qui garde la face libre du haut la plus nombreuse (la plus haute à égalité)."""
    cible = max(libres, key=lambda face: (partie.des.count(face), face))
    return "".join(str(numero) for numero, de in enumerate(partie.des, start=1) if de != cible)


def verifier_le_bonus(seance):
    """Le bonus vaut 25 dès 63 points en haut, 0 avant ; il entre au total haut et au total (§2, §5.3).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = None
    for _ in range(PARTIES_POUR_LE_BONUS):
        if seance.temps_restant() <= RESERVE:
            break
        if partie is None or not partie.recommencer():
            partie = seance.nouvelle_partie()
            partie.demarrer()
        feuille, total_fiable = jouer_pour_le_haut(partie)
        if feuille is None:
            continue
        haut = sum(feuille.get(face) or 0 for face in FACES_DU_HAUT)
        if haut < MIN_BONUS:
            continue
        lus = [feuille.get(case) for case in (BONUS_DU_HAUT, TOTAL_HAUT, GRAND_TOTAL)]
        attendus = [BONUS, haut + BONUS, (feuille.get(TOTAL_HAUT) or 0) + (feuille.get(TOTAL_BAS) or 0)]
        if not total_fiable:
            # Le total était déjà faux sans bonus : c'est la faute du test de la feuille, pas du bonus.
            lus, attendus = lus[:2], attendus[:2]
        if lus != attendus:
            raise Faute(f"avec {haut} points en haut : Bonus {BONUS}, Total haut {haut + BONUS},"
                        " et le Total = Total haut + Total bas",
                        f"la feuille montre Bonus {lus[0]}, Total haut {lus[1]}"
                        + (f", Total {lus[2]}" if len(lus) > 2 else ""))
        return f"{haut} points en haut : le bonus de {BONUS} est compté"
    raise Incompris("le sous-total du haut n'a pas atteint 63 dans les parties jouées")


def jouer_pour_le_haut(partie):
    """Joue une partie en visant le haut ; retourne (la feuille de fin lue ou None, le total est-il fiable).

    Le total est fiable si, sur chaque feuille sans bonus, Total = Total haut + Total bas.
    Une case du bas (``CASE_APRES_LE_HAUT``) est gardée pour après le haut : le bonus se relit
    au moins une fois après le choix qui l'a donné. Lève ``Faute`` si une feuille montre un
    bonus avant 63 points en haut, ou un autre que 25 à partir de 63.
    """
    libres, feuille, total_fiable = list(FACES_DU_HAUT), None, True
    while True:
        while partie.lancers < partie.lancers_par_tour:
            partie.exiger_vivant("pendant les lancers")
            partie.exiger_des_lisibles()
            if not partie.relancer(viser_le_haut(partie, libres or FACES_DU_HAUT) or "0"):
                break
        if partie.nouveau_tour:
            continue
        if libres:
            cible = max(libres, key=lambda face: (partie.des.count(face), face))
            bas = partie.meilleure_case(FACES_DU_HAUT + (CASE_APRES_LE_HAUT,))
            if partie.des.count(cible) >= 3 or bas is None:
                libres.remove(cible)
                case = cible
            else:
                case = bas
        else:
            case = partie.meilleure_case()
        if case is None or partie.fin_sans_case:
            break
        nouveau_tour = partie.choisir(case)
        feuille = partie.feuille() or feuille
        if feuille is not None:
            haut = sum(feuille.get(face) or 0 for face in FACES_DU_HAUT)
            if haut < MIN_BONUS and (feuille.get(BONUS_DU_HAUT) or 0) != 0:
                raise Faute(f"avec {haut} points en haut (moins de {MIN_BONUS}), aucun bonus",
                            f"la feuille montre un bonus de {feuille.get(BONUS_DU_HAUT)}")
            if haut >= MIN_BONUS and feuille.get(BONUS_DU_HAUT) not in (BONUS, None):
                raise Faute(f"avec {haut} points en haut, un bonus de {BONUS}, une seule fois, à chaque"
                            " feuille", f"après {nom_case(case)}, la feuille montre un bonus de"
                            f" {feuille.get(BONUS_DU_HAUT)}")
            if not feuille.get(BONUS_DU_HAUT):
                total_fiable = total_fiable and (feuille.get(GRAND_TOTAL) or 0) == (
                    (feuille.get(TOTAL_HAUT) or 0) + (feuille.get(TOTAL_BAS) or 0))
        if not nouveau_tour:
            break
    return feuille, total_fiable


# --- La liste des tests -------------------------------------------------------------------------------

class Comportement(NamedTuple):
    """Un comportement vérifié sur le programme : un test du rapport."""

    identifiant: str
    titre: str
    section: str
    # La fonction qui joue le test : elle retourne la phrase du verdict « réussi », ou lève.
    verification: Callable
    # Le délai du test, en multiples du délai d'un test (voir FACTEUR_DES_TOURS_PAYANTS).
    facteur_de_delai: int = 1


# Les tests du programme, dans l'ordre du rapport : identifiant stable, titre, section de l'énoncé,
# vérification, et le facteur du délai des tests qui en ont besoin.
TESTS = tuple(Comportement(*test) for test in (
    ("test_la_feuille_est_affichee_avant_le_premier_lancer",
     "la feuille est affichée, vide, avant le premier lancer",
     "§3, §5.3", verifier_feuille_avant_le_premier_lancer),
    ("test_un_tour_a_trois_lancers_puis_la_case", "un tour offre trois lancers (deux relances)",
     "§5.2",
     verifier_trois_lancers),
    ("test_pas_de_question_des_des_apres_le_troisieme_lancer", TITRE_DU_QUATRIEME_LANCER, "§5.2",
     verifier_pas_de_quatrieme_lancer),
    ("test_0_garde_tous_les_des_et_passe_a_la_case", "« 0 » garde tous les dés et passe à la case", "§5.2",
     verifier_zero_garde_les_des),
    ("test_seuls_les_des_nommes_sont_relances", "seuls les dés nommés sont relancés", "§5.1",
     verifier_seuls_les_des_nommes_sont_relances),
    ("test_la_reponse_6_aux_des_est_refusee", "« 6 » aux dés est refusé et redemandé", "§3, §5.1",
     lambda seance: verifier_reponse_invalide_aux_des(seance, REPONSE_DES_SIX, False)),
    ("test_la_reponse_113_aux_des_est_refusee", "« 113 » (un doublon) aux dés est refusé et redemandé",
     "§3, §5.1",
     lambda seance: verifier_reponse_invalide_aux_des(seance, REPONSE_DES_DOUBLON, False)),
    ("test_des_lettres_aux_des_sont_refusees", "des lettres aux dés sont refusées (ou arrêtent le programme)",
     "§3 (note 1)", lambda seance: verifier_reponse_invalide_aux_des(seance, REPONSE_DES_LETTRES, True)),
    ("test_une_reponse_vide_aux_des_est_refusee", "une réponse vide aux dés est refusée", "§3 (note 1)",
     lambda seance: verifier_reponse_invalide_aux_des(seance, REPONSE_DES_VIDE, True)),
    ("test_une_case_hors_limites_est_refusee", "une case hors de 0 à 16 est refusée et redemandée", "§3",
     verifier_case_hors_limites),
    ("test_une_case_de_total_est_refusee", "une case de total est refusée et redemandée", "§3, §4",
     verifier_case_total),
    ("test_une_case_occupee_est_refusee", "une case occupée est refusée et redemandée", "§3",
     verifier_case_occupee),
    ("test_une_case_libre_qui_vaut_0_est_acceptee", TITRE_DE_LA_CASE_A_ZERO, "§3",
     verifier_case_libre_a_zero),
    ("test_chaque_tour_demande_la_case", "chaque tour demande la case, même quand rien ne rapporte",
     "§3, §5.2", verifier_chaque_tour_demande_la_case),
    ("test_zero_a_la_case_annule_la_partie", "« 0 » à la case annule la partie", "§3, §5.3",
     verifier_zero_annule),
    ("test_une_partie_dure_13_tours", "une partie dure 13 tours", "§2, §5.3", verifier_treize_tours),
    ("test_la_partie_finie_demande_si_l_on_rejoue", "la partie finie, le programme demande si l'on rejoue",
     "§3, §5.3", verifier_rejouer_demande),
    ("test_la_reponse_rejouer_est_validee", "la réponse à « rejouer ? » est validée", "§3, §5.3",
     verifier_rejouer_valide),
    ("test_o_recommence_une_partie", "« o » recommence une partie sur une feuille vide", "§5.3",
     verifier_rejouer_o),
    ("test_n_finit_le_programme", "« n » finit le programme après un message de fin", "§5.3",
     verifier_rejouer_n),
    ("test_les_points_des_faces", "les cases 1 à 6 proposent le nombre de dés de la face fois la face",
     "§5.2",
     lambda seance: verifier_points(seance, FACES_DU_HAUT, viser_le_nombre), FACTEUR_DES_TOURS_PAYANTS),
    ("test_les_points_du_brelan", "le brelan (3 dés pareils ou plus) vaut la somme des dés", "§5.2",
     lambda seance: verifier_points(seance, (BRELAN,), viser_le_nombre), FACTEUR_DES_TOURS_PAYANTS),
    ("test_les_points_du_carre", "le carré (exactement 4 dés pareils) vaut la somme des dés", "§5.2",
     lambda seance: verifier_points(seance, (CARRE,), viser_le_nombre), FACTEUR_DES_CAS_RARES),
    ("test_le_carre_n_est_pas_offert_pour_cinq_des_pareils",
     "le carré n'est pas proposé pour cinq dés pareils (exactement quatre)", "§5.2",
     verifier_carre_devant_cinq_pareils, FACTEUR_DES_CAS_RARES),
    ("test_les_points_de_la_main_pleine", "la main pleine vaut 25", "§5.2",
     lambda seance: verifier_points(seance, (MAIN_PLEINE,), viser_la_main_pleine),
     FACTEUR_DES_TOURS_PAYANTS),
    ("test_les_points_des_suites", "la petite suite vaut 15, la grosse 20", "§5.2", verifier_les_suites,
     FACTEUR_DES_TOURS_PAYANTS),
    ("test_les_points_du_surplus", "le surplus vaut la somme des dés", "§5.2",
     lambda seance: verifier_points(seance, (SURPLUS,), garder_tout, protegees=()),
     FACTEUR_DES_TOURS_PAYANTS),
    ("test_les_points_du_yum", "le Yum (5 dés pareils) vaut 30", "§5.2",
     lambda seance: verifier_points(seance, (YUM,), viser_le_nombre,
                                    formes_voulues=(YUM_QUI_NE_VAUT_PAS_30,)), FACTEUR_DES_CAS_RARES),
    ("test_une_case_remplie_n_est_plus_proposee", "une case remplie n'est plus proposée", "§5.2",
     verifier_cases_remplies_non_proposees),
    ("test_la_feuille_suit_chaque_choix", "la case choisie reçoit ses points et les totaux suivent",
     "§4, §5.3",
     verifier_la_feuille_apres_chaque_choix),
    ("test_le_bonus_de_25_des_63_points_en_haut", "le bonus de 25 dès 63 points en haut", "§2, §5.3",
     verifier_le_bonus, FACTEUR_DES_TOURS_PAYANTS),
))
