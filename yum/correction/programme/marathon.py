"""La partie longue du plan : des parties entières jouées une fois, dont les journaux servent à tout juger.

Explication : au lieu que chaque comportement joue ses propres parties et
s'arrête à sa première trouvaille, le correcteur joue des parties entières
(deux processus à la fois, les deux cœurs d'une machine ordinaire), chacune
selon un « plan » de relances (viser le nombre, le haut pour le bonus, les
suites, la main pleine, le haut juste à 62 ou juste à 63) ; ses choix sont
des fonctions des dés montrés et du plan, sans hasard : mêmes dés, mêmes
réponses. Chaque tour, le correcteur choisit sa case parmi celles que le
programme propose (une case libre à 0 seulement quand il n'en propose
aucune), garde le Carré et le Yum pour la fin ; sauf les plans du haut juste
(``haut_exact``), qui mettent un tour manqué dans une case du bas, même à 0,
pour garder leur total possible. Le premier tour de chaque partie relance
tous les dés, puis « 523 », l'exemple de l'énoncé (trois lancers), le
deuxième garde tout (« 0 »).

Après chaque partie (ou chaque tour, tant que les journaux sont courts), les
comportements à juger qui manquent de preuves (``ManqueDePreuves``, qui peut
nommer les plans qui les amèneraient) choisissent le plan de la partie
suivante ; le jeu s'arrête quand plus rien ne manque, ou
au budget (``PARTIES_AU_PLUS`` parties, et le temps). À la fin de la dernière
partie d'un processus, « n » ; entre deux parties, « o ».

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import threading
import time
from collections import Counter

from yum.correction.bac_a_sable import BacIndisponible
from yum.correction.enonce import (
    BRELAN,
    CARRE,
    CASES_DE_JEU,
    FACES_DU_HAUT,
    GROSSE_SUITE,
    PETITE_SUITE,
    SURPLUS,
    YUM,
    grille_attendue,
)
from yum.correction.enonce import MAIN_PLEINE as CASE_MAIN_PLEINE
from yum.correction.programme.console import DelaiDepasse, SortieSansFin
from yum.correction.programme.ecran import contient_une_feuille, sans_accents
from yum.correction.programme.haut_exact import TOTAL_DU_PLAN, face_a_inscrire, relance_visee
from yum.correction.programme.journal import CASE_AVANT_LE_TROISIEME_LANCER, DEBUT, DES
from yum.correction.programme.memoire import une_revue
from yum.correction.programme.partie import (
    GARDER_TOUT,
    LANCEMENTS_AU_PLUS,
    MARQUES_OUI_NON,
    MOTS_D_UNE_AUTRE_PARTIE,
    NB_TOURS,
    TOUS_LES_DES,
    Faute,
    Incompris,
    ManqueDePreuves,
    NonNotable,
    demarrer_ou_relancer,
    derniere_ligne,
    nomme_une_autre_partie,
    nomme_une_partie,
    numeros_sauf,
    viser_la_main_pleine,
    viser_le_nombre,
)

# Les plans de relance d'une partie.
NOMBRE, HAUT, SUITES, TROUS, MAIN_PLEINE = "nombre", "haut", "suites", "trous", "main pleine"
# Le plan qui remplit le Yum d'abord (même à 0), puis vise le nombre : un Yum tombé le Yum rempli dit si le
# programme l'offre encore (inédit 12, j6) ; deux Yums dans une même partie ne viennent qu'une fois sur dix.
YUM_REMPLI = "Yum rempli"
# Le plan qui garde le Surplus libre jusqu'au dernier tour, puis vise le nombre : le dernier choix de la
# partie rapporte toujours, et la feuille finale dit si les totaux le comptent (tour 39, java_totalfinal ;
# les autres plans finissent le plus souvent sur le Carré ou le Yum, à 0). Il garde aussi une face du haut
# en réserve (``face_en_reserve``) : un programme qui refuse une case à 0 tant qu'une autre rapporte (une
# faute nommée ailleurs) fait prendre le Surplus dès qu'il est seul à rapporter, vers le huitième tour, et
# la partie finissait sur une case du bas à 0 ; la réserve, elle, se vise au dernier tour.
SURPLUS_A_LA_FIN = "Surplus à la fin"
# Les plans des deux premières parties (une par processus) : le bonus se voit tôt, le reste au nombre.
PREMIERS_PLANS = (HAUT, NOMBRE)
# Les plans qui servent chaque comportement à court de preuves, tour à tour (les autres : viser le nombre).
# Les suites veulent aussi voir les mains à un trou (1 2 3 5 6, 1 2 4 5 6) : un plan les vise, sans quoi,
# quand le programme fait prendre d'autres cases, une correction sur trois les manquait.
# La main pleine veut aussi voir un Yum, elle libre : le plan du nombre les amène (et la garde libre).
PLANS_DU_COMPORTEMENT = {"test_le_bonus_de_25_des_63_points_en_haut": (HAUT,),
                         "test_les_points_des_suites": (SUITES, TROUS),
                         "test_les_points_de_la_main_pleine": (MAIN_PLEINE, NOMBRE)}
# Les comportements dont les preuves ne viennent qu'à la fin du jeu (« n » à la dernière question « rejouer
# ? ») : ils ne demandent pas d'autres parties.
PREUVES_DE_LA_FIN = ("test_n_finit_le_programme",)
# Le nombre de parties entières, au plus, pour un programme (deux processus ensemble). Un programme juste
# donne ses preuves en 6 à 20 parties ; le Yum hors des 6 avec le Carré libre est le plus rare. Les bornes
# du bonus en demandent jusqu'à douze chacune (``jugements.PARTIES_PAR_BORNE``), 64 en haut jusqu'à vingt
# (``jugements.PARTIES_AU_DESSUS_DU_SEUIL``), le Yum rempli jusqu'à vingt : à 48, un programme juste à la
# feuille lente à lire y finissait parfois « à vérifier » ; à 56, la variante
# « zero_refuse_aux_des_et_relance_retombee_pareille_au_premier_tour » en a joué 51 et 54 en quatre-vingts
# corrections, et une fois les 56, un comportement « à vérifier » (une correction sur quelques centaines ;
# la CI corrige 152 variantes). Seul un programme dont des preuves ne viennent jamais joue tout le budget.
PARTIES_AU_PLUS = 80
# Combien de parties, au plus, une règle déjà fautive demande pour nommer ses autres façons d'être enfreinte
# (une règle qui ne tombe jamais juste, les faces jamais proposées, ne doit pas prendre tout le budget des
# autres comportements).
PARTIES_POUR_LES_AUTRES_FACONS = 16
# Combien de processus jouent à la fois.
PROCESSUS_A_LA_FOIS = 2
# Les cases gardées pour la fin d'une partie : sacrifiées (à 0) en dernier, le Carré choisi en dernier des
# cases proposées ; le Carré libre voit les carrés et les cinq pareils, le Yum libre les Yums.
CASES_GARDEES = (CARRE, YUM)
# Les cases proposées prises en dernier : le Carré (libre, il voit les carrés et les cinq pareils), le
# Surplus (libre, il rapporte à chaque tour : ses preuves viennent vite).
CASES_PRISES_TARD = (CARRE, SURPLUS)
# Au plan du nombre (celui qui amène les Yums) et à celui du Yum rempli, la Main pleine aussi : libre, elle
# voit les cinq pareils, qui n'en sont pas une. Le Yum rempli, surtout : cinq pareils tombés après lui, la
# Main pleine libre, disent si elle leur est offerte (``jugements.cinq_pareils_le_yum_rempli``) ; prise
# tôt, il en fallait jusqu'à douze parties, et le budget manquait (CI, variante « zero_refuse_aux_des »).
# Au Yum rempli, le Brelan aussi : cinq pareils le Yum rempli disent s'il leur est offert (tour 31, j2).
CASES_PRISES_TARD_PAR_PLAN = {NOMBRE: (CASE_MAIN_PLEINE,), YUM_REMPLI: (CASE_MAIN_PLEINE, BRELAN)}
# Les plans qui sacrifient une case à 0 avant de prendre leurs cases gardées pour la fin, le Surplus d'abord :
# au Yum rempli, le Brelan, le Carré et la Main pleine restent libres jusqu'au dixième tour environ. Simulé
# contre un programme juste (3 000 parties jouées par ces fonctions mêmes), une partie voit cinq pareils le
# Yum rempli et les trois libres 35 % des fois, au lieu de 5 %.
PLANS_QUI_SACRIFIENT_D_ABORD = (YUM_REMPLI,)
# Combien de cases à 0 ces plans essaient devant leurs cases gardées.
CASES_SACRIFIEES_D_ABORD = 1
# Les plans qui gardent le Surplus libre jusqu'à la fin, derrière les cases à 0 : un programme qui ne
# propose que les cases qui rapportent n'a, pour 1 2 3 5 6 sans Surplus libre, plus aucune case à proposer
# (une grille vide ne se lit pas) ; ces mains-là ne seraient alors jamais vues, et les suites resteraient
# « à vérifier » une correction sur quatre.
PLANS_QUI_GARDENT_LE_SURPLUS = (SUITES, TROUS)
# Combien de cases essayer, au plus, à un tour dont la case est refusée.
CASES_ESSAYEES = 3
# Tant que les journaux ont moins de pas que ceci, le manque de preuves se revoit à chaque tour (un
# programme lent, ou suivi au silence, s'arrête au plus tôt) ; au-delà, à chaque partie.
PAS_POUR_REVOIR_A_CHAQUE_TOUR = 300
# Les mots d'une question « rejouer ? », sans accents ni majuscules : reconnue après le dernier tour, même
# sans question de la case (le correcteur n'y tape jamais une case) ; « (o/n) » y suffit.
MOTS_DU_REJOUER = (*MOTS_D_UNE_AUTRE_PARTIE, *MARQUES_OUI_NON)
# Les fins d'une partie : la question « rejouer ? » posée, le programme fini, le correcteur arrêté.
FIN_REJOUER, FIN_PROGRAMME, FIN_ARRET = "rejouer", "fin", "arrêt"
# Les suites que le plan des suites vise, tour après tour.
SUITES_VISEES = ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6), (3, 4, 5, 6), (1, 2, 3, 4), (2, 3, 4, 5))
# Les mains à un trou que le plan des trous vise, un tour l'une, un tour l'autre.
TROUS_VISES = ((1, 2, 3, 5, 6), (1, 2, 4, 5, 6))
# Combien de dés d'une face la font prendre en haut, au plan du haut : 63 points, c'est trois de chaque face.
DES_PAREILS_POUR_LE_HAUT = 3
# Les tours de chaque partie où le correcteur relance tous les dés, puis les dés 5, 2 et 3 (trois lancers),
# puis garde tout (« 0 ») au premier lancer : les preuves du déroulement.
TOUR_QUI_RELANCE_TOUT, TOUR_QUI_GARDE_TOUT = 1, 2
# La dernière relance du tour qui relance tout, dans une partie rejouée (après « o ») : les cinq dés, hors
# de l'ordre croissant. §5.1 : « 12345 indique de rouler tous les 5 dés », chaque chiffre de 1 à 5, sans
# doublon, dans n'importe quel ordre (« 523 »). Une équipe qui borne la réponse à 12345 refuse tout autre
# nombre de cinq chiffres (tour 46, java_douze) : « 12345 » seul ne le montrait jamais. Refusés, puis
# « 12345 » lancé, ils sont la faute de « seuls les dés nommés sont relancés » (``Partie.trancher_l_ordre``).
# Au dernier lancer, comme « 523 » : des dés retombés pareils chez un programme juste (des dés triés, un
# dessin figé) y sont suivis de la question de la case, où « 12345 » est refusé, et le doute se tranche
# sans perdre le compte des lancers. Tapé au premier lancer (une première version), « 12345 » y était
# lancé, pris pour la relance d'un refus, et « un tour à trois lancers » échouait chez un programme juste
# qui trie ses dés (la CI d'un clone neuf).
TOUS_LES_DES_A_REBOURS = "54321"
# La dernière relance du tour qui relance tout, dans la première partie de chaque processus : l'exemple de
# l'énoncé, hors de l'ordre croissant (§5.1 : « 523 est une combinaison valable, les dés 2, 3 et 5 seront
# roulés »). Tapé au dernier lancer, il est suivi de la question de la case chez un programme juste, jamais
# de celle des dés : un refus se reconnaît.
RELANCE_DE_L_ENONCE = "523"


# Au plan des suites, une partie sur combien prend la petite suite devant une grosse, les deux libres
# (``cases_candidates``) : les autres prennent la grosse.
PARTIES_DE_L_ALTERNANCE_DES_SUITES = 2


def ressemble_a_rejouer(ligne):
    """Retourne vrai si ``ligne`` (la question posée) demande si l'on rejoue."""
    texte = sans_accents(ligne)
    return any(mot in texte for mot in MOTS_DU_REJOUER)


# --- Les relances ---------------------------------------------------------------------------------------

def viser_le_haut(des, libres):
    """Retourne la relance qui garde la face libre du haut la plus nombreuse (la plus haute à égalité)."""
    faces = [face for face in FACES_DU_HAUT if face in libres] or list(FACES_DU_HAUT)
    cible = max(faces, key=lambda face: (des.count(face), face))
    return "".join(str(numero) for numero, de in enumerate(des, start=1) if de != cible)


def viser_une_suite(des, tour):
    """Retourne la relance qui garde un dé de chaque valeur de la suite visée à ce ``tour``."""
    # Les égalités vont au début de la liste un tour sur deux, à la fin l'autre : chaque suite est visée.
    suite = max(SUITES_VISEES, key=lambda suite: (len(set(suite) & set(des)),
                                                  -SUITES_VISEES.index(suite) if tour % 2 else
                                                  SUITES_VISEES.index(suite)))
    return numeros_sauf(des, sorted(set(des) & set(suite)))


def viser_un_trou(des, tour):
    """Retourne la relance qui garde un dé de chaque valeur de la main à un trou visée à ce ``tour``."""
    trou = TROUS_VISES[tour % len(TROUS_VISES)]
    return numeros_sauf(des, sorted(set(des) & set(trou)))


def relance(plan, partie, tour_de_la_partie):
    """Retourne la relance du correcteur à ce lancer : tout au 1er tour (« 12345 », puis « 523 » à la dernière
    relance, ou « 54321 » dans une partie rejouée), rien au 2e, sinon selon ``plan``."""
    des = partie.des
    if tour_de_la_partie == TOUR_QUI_RELANCE_TOUT:
        if partie.lancers + 1 < partie.lancers_par_tour:
            return TOUS_LES_DES
        return TOUS_LES_DES_A_REBOURS if len(partie.journal.debuts) > 1 else RELANCE_DE_L_ENONCE
    if tour_de_la_partie == TOUR_QUI_GARDE_TOUT and not zero_garde_jusqu_a_la_fin(partie.journal):
        return GARDER_TOUT
    if partie.libre(YUM) and None not in des and len(set(des)) == 1:
        # Un Yum, le Yum libre : il se garde, pour être inscrit (``le_yum_d_abord``), quel que soit le plan.
        return GARDER_TOUT
    if plan == HAUT:
        return viser_le_haut(des, [case for case in FACES_DU_HAUT if partie.libre(case)]) or GARDER_TOUT
    if plan == SUITES:
        return viser_une_suite(des, tour_de_la_partie) or GARDER_TOUT
    if plan == TROUS:
        return viser_un_trou(des, tour_de_la_partie) or GARDER_TOUT
    if plan == MAIN_PLEINE:
        return viser_la_main_pleine(des) or GARDER_TOUT
    if plan == SURPLUS_A_LA_FIN and not partie.libre(SURPLUS) and face_en_reserve(partie) is not None:
        return relance_pour_la_reserve(partie)
    if plan in TOTAL_DU_PLAN:
        visee = relance_visee(des, TOTAL_DU_PLAN[plan], partie.haut_inscrit(), faces_libres(partie),
                              partie.lancers_par_tour - partie.lancers)
        if visee is not None:
            return visee or GARDER_TOUT
    return viser_le_nombre(des) or GARDER_TOUT


def zero_garde_jusqu_a_la_fin(journal):
    """Retourne vrai si, dans une partie déjà jouée de ``journal``, le programme a demandé la case avant le
    troisième lancer aux tours qui suivent « 0 » aux dés, jamais avant lui : « 0 » y garde les dés jusqu'à
    la fin de la partie.

    Tour 77, java_manche : « garder tout » n'est remis à faux qu'à une partie neuve ; après le « 0 » du
    deuxième tour, aucune relance, et « seuls les dés nommés » restait « à vérifier » une correction sur
    deux, faute de relances suivies. Le correcteur ne tape plus ce « 0 » dans ce processus ; la faute,
    déjà notée, reste celle de « un tour à trois lancers ».
    """
    bornes = [*journal.debuts, len(journal.pas)]
    for debut, fin in zip(bornes, bornes[1:]):
        pas = journal.pas[debut:fin]
        zero = next((rang for rang, un in enumerate(pas) if un.question == DES and un.reponse == GARDER_TOUT),
                    None)
        if zero is None:
            continue
        trop_tot = [un.tour for un in pas if CASE_AVANT_LE_TROISIEME_LANCER in un.notes]
        if trop_tot and min(trop_tot) > pas[zero].tour:
            return True
    return False


def face_en_reserve(partie):
    """Retourne la face du haut que le plan du Surplus à la fin garde pour le dernier tour : la plus basse
    des faces libres (celle qui coûte le moins à garder), ou None s'il n'en reste aucune."""
    return next((face for face in FACES_DU_HAUT if partie.libre(face)), None)


def relance_pour_la_reserve(partie):
    """Retourne la relance du plan du Surplus à la fin quand le Surplus est déjà pris : au dernier tour,
    garder les dés de la face en réserve (elle rapporte alors plus de 9 fois sur 10) ; avant, relancer ceux-là
    seulement, pour qu'elle ne soit pas seule à rapporter (un programme qui refuse les cases à 0 la ferait
    prendre) ; aucun d'eux : garder tout."""
    des, reserve = partie.des, face_en_reserve(partie)
    if partie.tour >= NB_TOURS:
        return viser_le_haut(des, [reserve]) or GARDER_TOUT
    return "".join(str(numero) for numero, de in enumerate(des, start=1) if de == reserve) or GARDER_TOUT


def faces_libres(partie):
    """Retourne les faces du haut encore libres dans la partie en cours."""
    return [face for face in FACES_DU_HAUT if partie.libre(face)]


# --- Les cases --------------------------------------------------------------------------------------

def cases_candidates(plan, partie):
    """Retourne les cases libres à essayer, dans l'ordre : parmi celles que le programme propose d'abord.

    Le plan du haut prend une face du haut dès trois dés pareils (proposée ou non) ; les autres la case
    proposée la plus payante. Le Carré et le Surplus sont pris en dernier des cases proposées ; une case
    à 0 n'est prise que si le programme n'en propose aucune, le Carré et le Yum en dernier. Les plans des
    suites gardent le Surplus libre : il passe derrière les cases à 0 ; celui du Surplus à la fin, derrière
    toutes les autres, jusqu'au dernier tour, et une face en réserve juste devant lui.
    """
    des = partie.des
    if plan == YUM_REMPLI and partie.libre(YUM):
        return [YUM, *(case for case in cases_candidates(NOMBRE, partie) if case != YUM)]
    if plan == SURPLUS_A_LA_FIN:
        # La face en réserve, puis le Surplus, en dernier, même derrière les cases à 0, jusqu'au dernier tour.
        # Une case à 0 refusée fait passer les cases proposées devant (``choisir_une_case``) : le Surplus
        # d'abord, la réserve reste.
        cases = cases_candidates(NOMBRE, partie)
        if partie.tour >= NB_TOURS:
            return cases
        gardees = [case for case in (face_en_reserve(partie), SURPLUS) if case in cases]
        return [*(case for case in cases if case not in gardees), *gardees]
    if plan in TOTAL_DU_PLAN:
        visees = cases_pour_un_total(TOTAL_DU_PLAN[plan], partie)
        if visees is not None:
            return le_yum_d_abord(partie, visees)
    regles = grille_attendue(des)
    libres = [case for case in CASES_DE_JEU if partie.libre(case)]
    coups = partie.coups_lisibles()
    proposees = [case for case in libres if proposee(partie, case)]

    def valeur(case):
        """Retourne le rang d'une case proposée : ses points selon les règles, puis selon le programme."""
        return regles[case], (coups or {}).get(case, 0), -case

    compte = Counter(des)
    premieres = []
    if plan == HAUT:
        # Le bonus a besoin des faces du haut remplies : prises par les règles, même non proposées.
        premieres = sorted((face for face in libres if face in FACES_DU_HAUT
                            and points_d_une_face(face, coups, compte) >= DES_PAREILS_POUR_LE_HAUT * face),
                           reverse=True)
    tard = [*CASES_PRISES_TARD, *CASES_PRISES_TARD_PAR_PLAN.get(plan, ())]
    ordinaires = sorted((case for case in proposees if case not in premieres + tard
                         and not (plan == HAUT and case in FACES_DU_HAUT)), key=valeur, reverse=True)
    reste = sorted((case for case in proposees if case not in premieres + ordinaires), key=valeur,
                   reverse=True)
    a_zero = [case for case in libres if case not in proposees and case not in CASES_GARDEES]
    if plan == HAUT:
        a_zero.sort(key=lambda case: (case in FACES_DU_HAUT, case))
    if plan in PLANS_QUI_GARDENT_LE_SURPLUS and SURPLUS in reste:
        reste.remove(SURPLUS)
        a_zero.append(SURPLUS)
    numero_de_la_partie, _ = partie.cle_du_tour()
    petite_d_abord = plan == SUITES and numero_de_la_partie % PARTIES_DE_L_ALTERNANCE_DES_SUITES == 0
    if petite_d_abord and {PETITE_SUITE, GROSSE_SUITE} <= set(ordinaires):
        # Une grosse suite tombée, les deux suites libres, une partie sur deux : la petite d'abord. Une grosse
        # suite qui tombe ensuite, la petite remplie, dit si le programme l'offre encore (« grosse suite, la
        # petite remplie », ``jugements``), même chez un programme dont chaque partie tombe tôt sur 1 2 3 4 5.
        # L'autre partie prend la grosse : la petite qui tombe ensuite, la grosse remplie, se voit aussi.
        ordinaires.remove(PETITE_SUITE)
        ordinaires.insert(ordinaires.index(GROSSE_SUITE), PETITE_SUITE)
    a_zero += [case for case in CASES_GARDEES if case in libres and case not in proposees]
    if plan in PLANS_QUI_SACRIFIENT_D_ABORD:
        # Une seule case à 0 devant les cases gardées : un programme qui refuse une case libre à 0 (une
        # faute nommée ailleurs) se voit proposer ensuite une case qu'il prend, dans les ``CASES_ESSAYEES``.
        # Jamais une case gardée pour la fin (le Brelan à 0 sacrifié d'abord ne voyait plus les cinq pareils :
        # relecture du 28 novembre).
        sacrifiees = [case for case in a_zero
                      if case not in CASES_GARDEES and case not in tard][:CASES_SACRIFIEES_D_ABORD]
        reste.sort(key=lambda case: case != SURPLUS)
        return le_yum_d_abord(partie, premieres + ordinaires + sacrifiees + reste
                              + [case for case in a_zero if case not in sacrifiees], premieres)
    return le_yum_d_abord(partie, premieres + ordinaires + reste + a_zero, premieres)


def le_yum_d_abord(partie, cases, faces_d_abord=()):
    """Retourne ``cases`` avec le Yum en tête s'il est proposé et libre, quel que soit le plan ; un Yum
    proposé sur des dés qui n'en sont pas un passe seulement derrière ``faces_d_abord``.

    Un total qui oublie le Yum ne se voit qu'à une feuille où il est inscrit (``jugements``) : un Yum de
    cinq 6 pris pour les 6, ou pour viser le haut, laissait cette preuve à l'attente d'un autre Yum.
    Le Yum qu'un programme offre pour quatre pareils (tour 32, py_partie) se prend encore, mais après la
    face que le plan du haut veut pour le bonus : pris devant elle, il laissait le haut loin de 63, et le
    bonus « à vérifier » une correction sur trois, le budget épuisé. Il n'est jamais écarté : chez un
    programme qui redessine les dés d'avant, le Yum offert sur des dés cachés est la seule feuille au Yum
    inscrit que voit « la feuille suit chaque choix ».
    """
    if not proposee(partie, YUM) or YUM not in cases:
        return cases
    devant = [] if grille_attendue(partie.des)[YUM] else [case for case in faces_d_abord if case != YUM]
    return [*devant, YUM, *(case for case in cases if case != YUM and case not in devant)]


def cases_pour_un_total(total, partie):
    """Retourne les cases à essayer pour mener le haut juste à ``total`` (``haut_exact``), ou None s'il
    est hors de portée (le plan joue alors comme celui du nombre).

    La face qui le garde possible d'abord ; sinon une case du bas (celles que le programme propose,
    puis les autres) ; les faces, les moins payantes d'abord, quand le bas est plein.
    """
    haut, faces = partie.haut_inscrit(), faces_libres(partie)
    face = face_a_inscrire(partie.des, total, haut, faces)
    if face is None and relance_visee(partie.des, total, haut, faces, 0) is None:
        return None
    coups = partie.coups_lisibles() or {}
    bas = sorted((case for case in CASES_DE_JEU if case not in FACES_DU_HAUT and partie.libre(case)),
                 key=lambda case: (-coups.get(case, 0), case))
    autres = sorted((f for f in faces if f != face), key=lambda f: (partie.des.count(f) * f, f))
    return ([face] if face is not None else []) + bas + autres


def points_d_une_face(face, coups, compte):
    """Retourne les points que le programme inscrira pour ``face`` : ceux de sa grille s'il la propose (même
    périmée : c'est elle qu'il inscrit), sinon ceux des règles."""
    if coups is not None and face in coups:
        return coups[face]
    return compte[face] * face


def choisir_une_case(plan, partie):
    """Choisit la case du tour ; retourne None si le jeu continue, sinon la fin de la partie.

    Une case suivie d'un dessin commence le tour suivant. Refusée (la question reposée, rien d'autre),
    la case suivante est essayée. Acceptée sans dessin : au dernier tour, la question « rejouer ? » ;
    avant, une question « rejouer ? » dit une fin trop tôt, sinon on tape Entrée.
    """
    candidates = cases_candidates(plan, partie)
    for _ in range(CASES_ESSAYEES):
        if not candidates:
            break
        case = candidates.pop(0)
        invite = derniere_ligne(partie.ecran)
        if partie.choisir(case):
            return None
        if partie.fin_sans_case:
            return FIN_REJOUER
        if partie.fini():
            return FIN_PROGRAMME
        refusee = partie.refus_redessine or (derniere_ligne(partie.ecran) == invite
                                             and not contient_une_feuille(partie.ecran))
        if refusee:
            partie.remplies.discard(case)
            if not proposee(partie, case):
                # Une case à 0 refusée (la faute de « une case libre qui vaut 0 est acceptée », vue ici) :
                # les cases proposées passent devant les autres cases à 0. Derrière elles, le tour restait
                # sans case, et la partie s'arrêtait (tour 29, py1_casezero : 43 parties arrêtées sur 69,
                # le budget épuisé, « n finit le programme » et le bonus « à vérifier » une fois sur dix).
                candidates.sort(key=lambda autre: not proposee(partie, autre))
                reserve = face_en_reserve(partie)
                if plan == SURPLUS_A_LA_FIN and SURPLUS in candidates and reserve in candidates:
                    # Le Surplus pris avant la face en réserve : elle seule se vise au dernier tour.
                    candidates.remove(reserve)
                    candidates.insert(candidates.index(SURPLUS) + 1, reserve)
            continue
        if len(partie.remplies) >= NB_TOURS or partie.tour >= NB_TOURS:
            return passer_la_pause_finale(partie)
        # Avant le dernier tour, « rejouer ? » se reconnaît à ses mots : une question oui ou non qui n'en
        # nomme pas une autre (« Voir votre feuille ? (o/n) ») est passée (``partie.reponse_pour_passer``).
        if nomme_une_autre_partie(derniere_ligne(partie.ecran)):
            # Une partie trop courte (douze tours : tour 26, j1) : « o » s'y tape si la question nomme une
            # partie, la suivante se joue dans ce processus et « o recommence une partie » se juge.
            partie.rejouer_reconnu = nomme_une_partie(derniere_ligne(partie.ecran))
            return FIN_REJOUER
        if partie.passer_la_pause(invite_de_la_case=invite):
            return None
        return FIN_PROGRAMME if partie.fini() else FIN_ARRET
    partie.journal.arret = "aucune des cases essayées n'a été acceptée"
    return FIN_ARRET


def proposee(partie, case):
    """Retourne vrai si la grille du dernier lancer propose ``case`` ; celle des règles, si elle ne se lit
    pas."""
    coups = partie.coups_lisibles()
    return bool(coups.get(case) if coups is not None else grille_attendue(partie.des)[case])


def passer_la_pause_finale(partie):
    """Après la dernière case acceptée, mène à « rejouer ? » ; retourne la fin de la partie.

    Une question qui ne ressemble pas à « rejouer ? » est d'abord une pause (« Appuyez sur Entrée ») :
    on y tape Entrée, jamais « o » ni « n », qu'elle prendrait pour elle. Un programme juste qui
    demanderait « rejouer ? » sans ses mots redemande après Entrée : « o » et « n » viennent ensuite.
    """
    if not partie.fini() and not ressemble_a_rejouer(derniere_ligne(partie.ecran)):
        partie.repondre("", question=DEBUT)
    return FIN_PROGRAMME if partie.fini() else FIN_REJOUER


def jouer_un_tour(plan, partie):
    """Joue un tour : les relances du plan, puis la case ; retourne None, ou la fin de la partie."""
    tour_de_la_partie = partie.tour
    while partie.lancers < partie.lancers_par_tour and not partie.lancers_finis():
        if partie.fini():
            return FIN_PROGRAMME
        partie.exiger_des_lisibles()
        if partie.demande_la_case_trop_tot():
            if partie.montre_son_dernier_lancer() and not partie.tour_commence_apres_le_premier_lancer():
                # L'écran dit le dernier lancer du tour : le compte du correcteur était en retard. Sauf si le
                # premier lancer du tour y était déjà écrit « Lancer 2 » : le programme n'a pas remis son
                # compte à zéro (tour 72, java_pause, après un « 0 » au tour d'avant), sa faute.
                partie.lancers = partie.lancers_par_tour
            else:
                # Des relances restaient, mais le programme demande la case : la faute de « un tour à trois
                # lancers », notée ; le tour suit le programme, le correcteur y choisit sa case.
                partie.noter(CASE_AVANT_LE_TROISIEME_LANCER)
            break
        if not partie.relancer(relance(plan, partie, tour_de_la_partie)):
            break
    if partie.fini():
        return FIN_PROGRAMME
    if partie.fin_sans_case:
        return FIN_REJOUER
    if partie.nouveau_tour:
        # Les numéros des dés ont été pris pour une case : le programme est au tour suivant.
        return None
    partie.exiger_des_lisibles()
    # Le dernier tour du programme (compté par le correcteur, tours sans case compris) : une question
    # « rejouer ? » n'y reçoit jamais une case.
    if partie.tour >= NB_TOURS and ressemble_a_rejouer(derniere_ligne(partie.ecran)):
        partie.reconnaitre_le_rejouer_sans_case()
        return FIN_REJOUER
    return choisir_une_case(plan, partie)


# --- Le plan : qui joue quoi, jusqu'à quand ---------------------------------------------------------

class Plan:
    """Les parties à jouer : leurs journaux, le budget, et les comportements qui manquent de preuves."""

    def __init__(self, comportements, echeance, parties_au_plus=PARTIES_AU_PLUS):
        """Prépare le plan pour juger ``comportements`` (sorte « journal ») avant ``echeance`` (monotonic)."""
        self.comportements = list(comportements)
        self.manquants = [comportement for comportement in comportements
                          if comportement.identifiant not in PREUVES_DE_LA_FIN]
        self.echeance = echeance
        self.parties_au_plus = parties_au_plus
        self.journaux = []
        self.parties = 0
        self.parties_finies = 0
        self.pannes = []
        # Les plans que le dernier manque de preuves de chaque comportement a demandés (vide : les siens).
        self.plans_voulus = {}
        self.verrou = threading.Lock()

    def revoir_les_manques(self):
        """Rejuge les comportements qui manquaient de preuves ; retourne ceux qui en manquent encore."""
        with self.verrou, une_revue():
            journaux = list(self.journaux)
            encore = []
            for comportement in self.manquants:
                try:
                    comportement.verification(journaux)
                except ManqueDePreuves as manque:
                    encore.append(comportement)
                    self.plans_voulus[comportement.identifiant] = manque.plans
                except Faute as faute:
                    if faute.preuves_courtes and self.parties < PARTIES_POUR_LES_AUTRES_FACONS:
                        encore.append(comportement)
                except Incompris:
                    # Avant la fin d'une première partie, « incompris » peut n'être qu'un manque (aucune
                    # grille lue encore) : le comportement attend.
                    if not self.parties_finies:
                        encore.append(comportement)
                except Exception:
                    # Un journal en cours d'écriture par l'autre processus : on revoit plus tard.
                    encore.append(comportement)
            self.manquants = encore
            return list(encore)

    def rouvrir_les_manques(self):
        """Rejuge tous les comportements sur les journaux finis ; retourne vrai s'il en manque des preuves et
        que le budget permet d'autres parties.

        En cours de jeu, un comportement est rejugé sur les journaux tels qu'ils sont, l'un peut-être au
        milieu d'un écran de l'autre processus : une preuve lue là (une feuille à demi écrite) le retire des
        manques pour de bon. Revu sur le journal entier, elle peut manquer : d'autres parties la cherchent,
        au lieu d'un « à vérifier » de hasard.
        """
        with self.verrou:
            self.manquants = [comportement for comportement in self.comportements
                              if comportement.identifiant not in PREUVES_DE_LA_FIN]
        return bool(self.revoir_les_manques()) and not self.assez()

    def bilan(self):
        """Retourne, en mots, combien de parties entières ont été jouées et ce qui a arrêté le jeu."""
        if self.parties >= self.parties_au_plus:
            arret = f" : le budget de {self.parties_au_plus} parties atteint"
        elif time.monotonic() >= self.echeance:
            arret = " : le temps des parties épuisé"
        else:
            arret = ""
        return f"{self.parties} parties entières jouées{arret}"

    def assez(self):
        """Retourne vrai si plus rien ne manque, ou si le budget est épuisé."""
        if self.pannes or time.monotonic() >= self.echeance or self.parties >= self.parties_au_plus:
            return True
        return not self.manquants

    def prochaine_partie(self, numero_du_processus):
        """Retourne le plan de la prochaine partie à jouer, ou None si le jeu s'arrête."""
        with self.verrou:
            if self.parties < len(PREMIERS_PLANS) and numero_du_processus < len(PREMIERS_PLANS):
                self.parties += 1
                return PREMIERS_PLANS[numero_du_processus]
        manquants = self.revoir_les_manques()
        with self.verrou:
            if self.assez():
                return None
            self.parties += 1
            # Les plans des comportements qui manquent de preuves, tour à tour.
            plans = list(dict.fromkeys(plan for comportement in manquants
                                       for plan in self.plans_du_comportement(comportement))) or [NOMBRE]
            return plans[self.parties % len(plans)]

    def plans_du_comportement(self, comportement):
        """Retourne les plans qui amèneraient les preuves qui manquent à ``comportement``."""
        return (self.plans_voulus.get(comportement.identifiant)
                or PLANS_DU_COMPORTEMENT.get(comportement.identifiant, (NOMBRE,)))

    def doit_s_arreter_en_cours(self):
        """Retourne vrai si la partie en cours peut s'arrêter avant sa fin : les journaux courts suffisent."""
        if sum(len(journal.pas) for journal in self.journaux) >= PAS_POUR_REVOIR_A_CHAQUE_TOUR:
            return False
        if any(comportement.identifiant in PREUVES_DE_LA_FIN for comportement in self.comportements):
            # « n » ne se tape qu'à la fin d'une partie : elle va jusqu'au bout.
            return False
        return not self.revoir_les_manques() and self.parties >= 1


def jouer_une_partie(plan_de_partie, partie, plan):
    """Joue une partie entière dans ``partie`` ; retourne sa fin (``FIN_REJOUER``, ``FIN_PROGRAMME``…)."""
    while True:
        if partie.fini():
            return FIN_PROGRAMME
        if partie.fin_sans_case:
            return FIN_REJOUER
        if partie.tour > NB_TOURS:
            partie.journal.arret = f"un {partie.tour}e tour a commencé : le correcteur cesse de jouer"
            return FIN_ARRET
        fin = jouer_un_tour(plan_de_partie, partie)
        if fin is not None:
            return fin
        if plan.doit_s_arreter_en_cours():
            return FIN_ARRET


def lancer_une_partie(plan, numero, lancer, delai_par_partie):
    """Lance le programme (``lancer``, voir ``courir``), son journal ajouté à ceux de ``plan`` ; retourne la
    ``Partie``, à démarrer."""
    partie = lancer(f"processus {numero + 1}.{len(plan.journaux) + 1}")
    with plan.verrou:
        plan.journaux.append(partie.journal)
    partie.console.echeance = time.monotonic() + delai_par_partie
    return partie


def courir(plan, numero, lancer, delai_par_partie):
    """Joue, dans un processus du programme après l'autre, les parties que ``plan`` demande ; ne lève rien.

    ``lancer(nom)`` retourne une ``Partie`` neuve (le programme lancé) ; chaque partie a
    ``delai_par_partie`` secondes (au-delà, le programme est bloqué ou trop lent : une panne).
    """
    partie = None
    try:
        plan_de_partie = plan.prochaine_partie(numero)
        while plan_de_partie is not None:
            if partie is None:
                # Un premier lancer ambigu relance le programme une fois (``demarrer_ou_relancer``) ; toute
                # autre panne au démarrage laisse ici la partie lancée, que ``finally`` ferme.
                for essai in range(1, LANCEMENTS_AU_PLUS + 1):
                    partie = lancer_une_partie(plan, numero, lancer, delai_par_partie)
                    if demarrer_ou_relancer(partie, essai):
                        break
            partie.console.echeance = time.monotonic() + delai_par_partie
            partie.journal.plans.append(plan_de_partie)
            fin = jouer_une_partie(plan_de_partie, partie, plan)
            plan.parties_finies += 1
            plan_de_partie = plan.prochaine_partie(numero) if fin != FIN_ARRET or not partie.fini() else None
            if fin == FIN_REJOUER and plan_de_partie is not None and partie.recommencer():
                continue
            if fin == FIN_REJOUER and plan_de_partie is None:
                partie.finir()
            partie.fermer()
            partie = None
    except NonNotable as raison:
        plan.pannes.append(("non notable", str(raison)))
    except DelaiDepasse as depasse:
        plan.pannes.append(("délai", depasse))
    except SortieSansFin as raison:
        plan.pannes.append(("sans fin", str(raison)))
    except OSError as erreur:
        plan.pannes.append(("lancement", erreur))
    except Incompris as raison:
        if partie is not None:
            partie.journal.arret = str(raison)
        plan.pannes.append(("incompris", str(raison)))
    except BacIndisponible as raison:
        plan.pannes.append(("sans bac à sable", str(raison)))
    except Exception as erreur:
        if partie is not None:
            partie.journal.arret = f"erreur interne du correcteur ({type(erreur).__name__} : {erreur})"
        plan.pannes.append(("interne", f"{type(erreur).__name__} : {erreur}"))
    finally:
        if partie is not None:
            partie.fermer()
