"""Les comportements sondés : une réponse invalide placée à une question précise, dans sa courte partie.

Explication : les comportements de tout le déroulement (les points, la feuille,
les tours, « rejouer ? ») se jugent sur les journaux des parties entières
(``jugements``). Ceux-ci placent une réponse que l'énoncé refuse (« 6 » aux
dés, une case hors limites, « 0 » à la case…) à un moment choisi : chacun
joue sa propre courte partie (un processus neuf), qui s'arrête là ; une faute
ailleurs ne les fait pas échouer. Chaque fonction, inscrite par
``@comportement`` (la première ligne de sa docstring est son titre), retourne
la phrase du verdict « réussi », ou lève ``Faute`` (« échoué »),
``Incompris`` (« à vérifier »). Le journal de sa partie est la preuve.

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
"""

from yum.commun.mots import accorder
from yum.correction.enonce import CASES_DE_JEU, SURPLUS, YUM, grille_attendue, nom_case, texte_des
from yum.correction.programme.ecran import contient_une_feuille, fin_du_dernier_dessin, lire_feuille
from yum.correction.programme.journal import CASE, DEBUT, DES, REJOUER, TOUR_MONTRE, numero_montre
from yum.correction.programme.marathon import ressemble_a_rejouer
from yum.correction.programme.partie import (
    ANNULER,
    ENTREE,
    NB_LANCERS,
    NB_TOURS,
    REPONSE_REJOUER,
    TOUS_LES_DES,
    Faute,
    Incompris,
    attend_oui_ou_non,
    derniere_ligne,
    est_une_pause,
    nomme_une_autre_partie,
    nomme_une_partie,
    sans_numeros,
)
from yum.correction.programme.registre import SONDE, comportement

# Réponses invalides à la question des dés : un dé 6, un doublon, des lettres, une réponse vide ; et un
# « 0 » parmi d'autres chiffres (§3 : « chaque chiffre doit être entre 1 à NB_DES »), tapé après « 6 ».
REPONSE_DES_SIX, REPONSE_DES_DOUBLON, REPONSE_DES_LETTRES, REPONSE_DES_VIDE = "6", "113", "abc", ""
# Un doublon dont les deux chiffres ne se suivent pas, tapé après « 113 » : un programme qui ne compare chaque
# chiffre qu'à son voisin l'accepte (inédit 23, j4 : « 121 » relançait le dé 1 deux fois).
REPONSE_DES_DOUBLON_ECARTE = "121"
REPONSE_DES_ZERO_DEDANS = "10"
# Ce que dit la sonde d'une réponse invalide aux dés quand les dés ont roulé sous le même numéro de lancer,
# la question reposée : la boucle qui redemande relance (tour 55, java_refus). La faute est celle de la
# boucle, commune aux quatre réponses invalides : elle se nomme une fois, sous « 113 »
# (``correcteur.une_relance_au_refus_comptee_une_fois``).
RELANCE_AU_REFUS = "les dés ont roulé sous le même numéro de lancer"
# Les sondes des réponses invalides aux dés, et celle où une faute de leur boucle commune se nomme.
SONDES_DES_REPONSES_INVALIDES = ("test_la_reponse_6_aux_des_est_refusee",
                                 "test_des_lettres_aux_des_sont_refusees",
                                 "test_une_reponse_vide_aux_des_est_refusee")
SONDE_DE_LA_BOUCLE_DES_REFUS = "test_la_reponse_113_aux_des_est_refusee"
# Les réponses de case refusées par l'énoncé (§3 : « le nombre doit être entre 0 et 16 »), chacune avec sa
# raison : hors limites (19 ; 17, le total du bas, qu'accepte un programme qui borne le numéro à la longueur
# du tableau ; -1, qu'accepte un programme qui n'en borne que le haut) ; les totaux du haut, jamais libres
# (§4 : le Bonus, le sous-total, le total du haut).
# « 19 », la première, se tape aussi avant « 0 » (``annuler_apres_une_case_refusee``). « -3 » : une liste
# Python lue à l'indice -3 donne le Yum, libre au premier tour (tour 57, py_negatif : « -1 » y était refusé,
# la dernière case, le total, n'étant pas libre, mais « -3 » remplissait le Yum).
CASE_TROP_GRANDE = "19"
CASES_HORS_LIMITES = ((CASE_TROP_GRANDE, "le numéro va de 0 à 16"),
                      ("17", "le numéro va de 0 à 16 ; 17 est le total du bas"),
                      ("-1", "le numéro va de 0 à 16"),
                      ("-3", "le numéro va de 0 à 16 ; en Python, l'indice -3 est celui du Yum"))
CASES_DE_TOTAL = (("8", "le Bonus est un total, jamais libre (§4)"),
                  ("7", "le sous-total du haut est un total, jamais libre (§4)"),
                  ("9", "le total du haut est un total, jamais libre (§4)"))
# Les réponses à « rejouer ? » qui ne sont ni o ni n (§5.3 : « Aucun autre choix que 'o' ou 'n' ») : une
# lettre, un chiffre, et « oui », qu'un programme qui ne lit que la première lettre prend pour « o ».
REJOUER_INVALIDES = ("x", "5", "oui")
# « O » majuscule à « rejouer ? », tapé après les réponses invalides : l'énoncé ne dit pas si la majuscule
# est permise ; le programme peut la refuser (la question reposée) ou la prendre pour « o » (une partie),
# mais pas l'accepter pour quitter, qui n'est ni l'un ni l'autre.
REJOUER_MAJUSCULE = "O"
# Une réponse vide à « rejouer ? », tapée après « O » refusé : ni o ni n.
REJOUER_VIDE = ""
# Combien de parties, au plus, mener à la case pour y trouver une case libre qui vaut sûrement 0 : un dé
# illisible (un 6 dessiné autrement) peut être chaque face, et quatre ou cinq tels dés n'en laissent aucune
# (une fois sur 300 environ ; trois fois de suite, une sur 27 millions).
PARTIES_POUR_UNE_CASE_A_ZERO = 3
# Combien de cases libres essayer, au plus, après une case refusée exprès (la plus payante d'abord).
CASES_ESSAYEES_APRES_UN_REFUS = 3
# Combien de parties, au plus, pour trancher un redessin douteux après une réponse invalide aux dés : les
# mêmes dés redessinés, puis la question de la case trop tôt. Un programme qui accepte « 113 » relance les
# dés 1 et 3, qui retombent sur leurs faces une fois sur 36 (vu une fois en CI : « à vérifier » au lieu
# d'« échoué ») ; trois fois de suite, une fois sur 46 656. Le redessin d'un refus, lui, revient à chaque
# partie.
PARTIES_POUR_UN_REDESSIN_DOUTEUX = 3
# Le plus grand numéro de tour qu'une partie neuve montre (« TOUR 0 » ou « Tour 1 » selon l'équipe).
TOUR_MONTRE_AU_PLUS = 1
# Après la case à 0 acceptée, combien de tours, au plus, la sonde joue encore pour y choisir le Surplus
# d'une petite somme (moins de ``PETITE_SOMME``) : un programme qui le refuse alors (tour 46, py_english :
# « Chance must be worth at least 15 points ») n'était vu qu'au hasard des cases choisies en jouant, une
# correction sur dix n'en voyait aucun, et la faute passait. Refusé, le Surplus reste libre : le tour
# suivant le reprend, et le complément (``jugements.cases_proposees_refusees``) a ses deux tours. Deux
# relances des dés hauts font moins de 15 82 fois sur 100 (simulé) ; six tours en donnent moins de deux
# une fois sur mille (trois tours : deux journaux de la sonde sur quatorze n'en avaient qu'un).
TOURS_POUR_UN_PETIT_SURPLUS = 6
PETITE_SOMME = 15
# Les faces que la sonde relance pour une petite somme.
FACES_HAUTES = (4, 5, 6)
# Le titre du test que d'autres verdicts citent.
TITRE_DE_LA_CASE_A_ZERO = "une case libre est acceptée même à 0 point"


# --- §3, §5.1 : les réponses invalides aux dés ----------------------------------------------------------

class RedessinDouteux(Incompris):
    """Les mêmes dés redessinés après une réponse invalide, puis la question de la case où l'on attendait
    celle des dés : la réponse a été refusée mais a compté pour un lancer, ou acceptée et ses dés sont
    retombés sur leurs faces. Une autre partie peut trancher."""


def verifier_reponse_invalide_aux_des(seance, reponses, faute_de_type):
    """Des réponses invalides aux dés, l'une après l'autre, sont refusées, sans rien relancer, et la
    question reposée (§3, §5.1).

    Chaque essai joue sa partie neuve ; un redessin douteux (``RedessinDouteux``) se rejoue dans une
    autre, jusqu'à ``PARTIES_POUR_UN_REDESSIN_DOUTEUX`` parties : un programme qui accepte « 113 » ne
    redessine les mêmes dés qu'une fois sur 36, et le redessin d'un refus revient à chaque partie.

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    for _ in range(PARTIES_POUR_UN_REDESSIN_DOUTEUX - 1):
        try:
            return reponse_invalide_dans_une_partie(seance, reponses, faute_de_type)
        except RedessinDouteux:
            pass
    return reponse_invalide_dans_une_partie(seance, reponses, faute_de_type)


def reponse_invalide_dans_une_partie(seance, reponses, faute_de_type):
    """Tape ``reponses`` à la question des dés d'une partie neuve de ``seance`` (voir
    ``verifier_reponse_invalide_aux_des``) ; retourne la phrase du verdict « réussi ».

    Lève ``Faute``, ``Incompris``, ou ``RedessinDouteux`` (un refus ou des dés retombés pareils).
    """
    partie = seance.partie_demarree()
    if faute_de_type:
        # Au deuxième tour, le Surplus rempli : un programme qui recommence la partie à une erreur de type
        # (« Erreur, on recommence ») montre une feuille neuve, ce qui le distingue d'un lancer accepté.
        partie.aller_a_la_case()
        if remplir_une_case_au_premier_tour(partie) is None:
            raise Incompris(f"après la case « {partie.numero_a_taper(SURPLUS)} » (le Surplus) au premier"
                            " tour, aucun deuxième tour n'a commencé")
        if partie.demande_la_case():
            # Tour 58, java_tours0 : « 0 », tapé au premier tour pour aller à la case, gardait les dés à tous
            # les tours suivants ; la réponse invalide, tapée à la question de la case, y était refusée, et
            # « 12345 » aussi : le complément de « 113 » y voyait une réponse valide refusée après un refus.
            raise Incompris("au deuxième tour, le programme demande la case dès le premier lancer, sans"
                            " demander les dés : la réponse aux dés ne se tape pas (voir « un tour a trois"
                            " lancers » et « 0 garde tous les dés »)")
    des = list(partie.des)
    silencieuses = redessinees = reposees = 0
    for reponse in reponses:
        montree = montree_toutes((reponse,))
        lancer_avant = partie.lancer_montre()
        dessins = partie.repondre(reponse, question=DES)
        # Rien d'écrit après la réponse : elle a été ignorée (``nextInt`` saute une ligne vide), pas refusée.
        silencieuses += not partie.ecran.strip()
        redessinees += partie.refus_redessine
        reposees += (not dessins and derniere_ligne(partie.ecran) == partie.invite_des
                     and not contient_une_feuille(partie.ecran))
        if dessins and faute_de_type and recommence_la_partie(partie):
            return (f"{montree} fait recommencer la partie (une feuille neuve, puis un premier lancer) :"
                    " l'énoncé ne fait pas valider les erreurs de type (§3, note 1)")
        if dessins:
            attendu = f"{montree} est refusée : chaque chiffre de 1 à 5, sans doublon (§3) ; rien ne roule"
            if list(dessins[-1]) == list(des):
                # Les mêmes dés, mais sous un autre numéro de lancer (ou une autre question) : la réponse a
                # peut-être été refusée, mais elle a compté pour un lancer.
                apres = partie.lancer_montre()
                numeros = (f" (le programme affiche le lancer {apres}, avant : {lancer_avant})"
                           if None not in (apres, lancer_avant) and apres != lancer_avant else "")
                raise Faute(attendu, f"après {montree}, les mêmes dés {texte_des(des)} sont redessinés comme"
                                     f" un nouveau lancer{numeros} : la réponse a compté pour un lancer")
            apres = partie.lancer_montre()
            if apres is not None and apres == lancer_avant:
                raise Faute(attendu, f"après {montree}, {RELANCE_AU_REFUS} ({apres}), la question des dés"
                                     f" reposée : les dés {texte_des(des)} sont devenus"
                                     f" {texte_des(dessins[-1])} (un refus ne relance rien)")
            raise Faute(attendu, f"{montree} a été acceptée : un lancer a suivi, les dés {texte_des(des)}"
                                 f" sont devenus {texte_des(dessins[-1])}")
        if partie.fini():
            if faute_de_type and partie.code() != 0:
                return (f"{montree} arrête le programme (code {partie.code()}) : l'énoncé ne fait pas"
                        " valider les erreurs de type (§3, note 1)")
            raise Faute(f"{montree} est refusée et la question des dés reposée",
                        f"le programme s'est arrêté (code de sortie {partie.code()})")
    montree = montree_toutes(reponses)
    accord = "s" if len(reponses) > 1 else ""
    if partie.relancer(TOUS_LES_DES):
        if (redessinees and partie.lancer_montre() is None and not partie.fini()
                and derniere_ligne(partie.ecran) != partie.invite_des):
            # Les mêmes dés redessinés sous la même question, sans numéro de lancer : refusée, ou comptée
            # pour un lancer ? Après « 12345 », la question des dés n'est pas reposée : le programme en
            # est peut-être à son dernier lancer. Une personne regarde.
            raise RedessinDouteux(f"après {montree}, les mêmes dés ont été redessinés sous la"
                                  f" même question, puis « {TOUS_LES_DES} » a lancé les dés, mais la"
                                  " question des dés n'est pas reposée : la réponse a-t-elle compté pour"
                                  " un lancer ? (le programme n'affiche pas le numéro du lancer ;"
                                  f" {PARTIES_POUR_UN_REDESSIN_DOUTEUX} parties neuves l'ont toutes montré)")
        if silencieuses == len(reponses):
            return (f"{montree} ignorée{accord} sans un mot : rien n'a roulé, et la question des dés"
                    " attendait toujours sa réponse")
        exiger_un_lancer_apres_le_refus(partie, f"{montree} refusée{accord}")
        return f"{montree} refusée{accord} ; la question des dés est reposée"
    partie.exiger_vivant(f"après {montree} puis « {TOUS_LES_DES} »")
    invite_apres = derniere_ligne(partie.ecran)
    # Le Surplus, s'il est libre : après une erreur de type, il a été rempli au premier tour (tour 26, p2 :
    # « case déjà utilisée », et la réponse vide prise pour « 0 » restait « à vérifier »).
    case = SURPLUS if partie.libre(SURPLUS) else partie.meilleure_case()
    nouveau_tour = partie.choisir(case)
    if nouveau_tour and not partie.fini() and not partie.relancer(TOUS_LES_DES):
        # Le témoin : au tour suivant, « 12345 » seul ne relance rien non plus. Ce n'est pas la réponse
        # invalide qui a mené à la case, mais « 12345 » chez ce programme (des dés à garder au lieu de
        # dés à relancer ?) : la faute est celle de « seuls les dés nommés sont relancés ».
        raise Incompris(f"après {montree}, « {TOUS_LES_DES} » a mené à la question de la case, mais au tour"
                        f" suivant « {TOUS_LES_DES} » seul n'a rien relancé non plus : le refus ne se prouve"
                        " pas ainsi chez ce programme (voir « Seuls les dés nommés sont relancés »)")
    if nouveau_tour and reposees == len(reponses) and invite_apres != partie.invite_des:
        # Chaque réponse invalide refusée, la question des dés reposée sous son invite ; « 12345 » a mené à
        # une autre question, celle de la case, acceptée ensuite : la réponse valide s'est perdue après le
        # refus (tour 52, py_refus_des : l'appel qui relit la réponse sans « return »). La faute n'est pas
        # celle de la réponse invalide, et elle se nomme une fois, au complément de « 113 ».
        raise Incompris(f"{montree} refusée{accord}, la question des dés reposée ; puis « {TOUS_LES_DES} » a"
                        " mené à la question de la case sans rien relancer : une réponse valide perdue après"
                        f" un refus, la faute du test de « {REPONSE_DES_DOUBLON} »")
    if nouveau_tour or contient_une_feuille(partie.ecran):
        raise Faute(f"{montree} refusée{accord}, et la question des dés reposée",
                    f"après {montree}, le programme est passé à la question de la case : une réponse a été"
                    " prise pour « 0 »")
    raise Incompris(f"après {montree}, ni « {TOUS_LES_DES} » ni « {partie.numero_a_taper(case)} » (la case"
                    f" libre {nom_case(case)}) n'ont fait avancer la partie")


def exiger_un_lancer_apres_le_refus(partie, refus):
    """Après ``refus`` (les réponses invalides refusées) au premier lancer d'un tour, puis « 12345 »
    accepté, veut la question des dés encore posée (le tour a trois lancers) ; lève ``Faute`` si c'est
    la case qui est demandée alors qu'au tour suivant, sans refus, « 12345 » mène à une autre question des
    dés : les réponses refusées ont compté pour des lancers. Ne retourne rien.

    Tour 59, java_buffered : le compteur des lancers avançait à chaque réponse lue, refusée ou non ; la
    réponse était bien refusée et redemandée, et rien ne nommait le tour de deux lancers qui suivait.

    Un tour dont le premier lancer était déjà écrit « Lancer 2 » (``tour_commence_apres_le_premier_lancer``)
    est court sans le refus : le compte des lancers n'a pas été remis à zéro au tour d'avant (tour 72,
    java_pause, après « 0 »), la faute de « un tour à trois lancers ».
    """
    if (partie.fini() or partie.lancers >= NB_LANCERS or not partie.demande_la_case()
            or partie.tour_commence_apres_le_premier_lancer()):
        return
    lancers = partie.lancers
    passage = partie.journal.passage(len(partie.journal.pas) - 2, "la case demandée après deux lancers")
    case = SURPLUS if partie.libre(SURPLUS) else partie.meilleure_case()
    if (not choisir_la_case(partie, case) or partie.fini() or not partie.relancer(TOUS_LES_DES)
            or not partie.demande_encore_les_des()):
        # Le témoin manque : sans refus non plus, le tour n'a peut-être pas trois lancers ; c'est la faute
        # d'un autre test (« un tour a trois lancers »), pas celle du refus.
        return
    raise Faute(f"{refus}, la question des dés reposée, puis « {TOUS_LES_DES} » : un deuxième lancer, puis"
                f" la question des dés encore (§2, §5.2 : {NB_LANCERS} lancers par tour)",
                f"après {refus} puis « {TOUS_LES_DES} », le programme a demandé la case après {lancers}"
                f" lancers ; au tour suivant, sans refus, « {TOUS_LES_DES} » a mené à une autre question des"
                " dés : les réponses refusées ont compté pour des lancers", passage)


def montree_toutes(reponses):
    """Retourne les réponses tapées, en mots (« « 6 » puis « 10 » », « une réponse vide »)."""
    return " puis ".join(f"« {reponse} »" if reponse else "une réponse vide" for reponse in reponses)


def recommence_la_partie(partie):
    """Retourne vrai si l'écran qui vient montre une feuille neuve (le Surplus, rempli au premier tour, de
    nouveau libre), avant un dessin de dés : le programme a recommencé la partie."""
    avant_le_dessin = partie.ecran[:fin_du_dernier_dessin(partie.ecran)]
    feuille = lire_feuille(avant_le_dessin)
    return feuille is not None and feuille.get(SURPLUS) is None and not any(
        feuille.get(case) for case in CASES_DE_JEU)


@comportement("test_la_reponse_6_aux_des_est_refusee", "§3, §5.1", SONDE)
def six_aux_des(seance):
    """« 6 », puis « 10 », aux dés sont refusés et redemandés (chaque chiffre de 1 à 5)."""
    return verifier_reponse_invalide_aux_des(seance, (REPONSE_DES_SIX, REPONSE_DES_ZERO_DEDANS), False)


@comportement("test_la_reponse_113_aux_des_est_refusee", "§3, §5.1", SONDE)
def doublon_aux_des(seance):
    """« 113 », puis « 121 » (des doublons) aux dés sont refusés et redemandés."""
    return verifier_reponse_invalide_aux_des(seance, (REPONSE_DES_DOUBLON, REPONSE_DES_DOUBLON_ECARTE), False)


@comportement("test_des_lettres_aux_des_sont_refusees", "§3 (note 1)", SONDE)
def lettres_aux_des(seance):
    """Des lettres aux dés sont refusées (ou arrêtent le programme)."""
    return verifier_reponse_invalide_aux_des(seance, (REPONSE_DES_LETTRES,), True)


@comportement("test_une_reponse_vide_aux_des_est_refusee", "§3 (note 1)", SONDE)
def vide_aux_des(seance):
    """Une réponse vide aux dés est refusée."""
    return verifier_reponse_invalide_aux_des(seance, (REPONSE_DES_VIDE,), True)


# --- §3, §5.2 : la case ----------------------------------------------------------------------------

def choisir_la_case(partie, case):
    """Répond ``case`` à la question de la case ; retourne vrai si un nouveau tour est dessiné, tout de
    suite ou après une pause.

    Une pause : après la case, le programme pose une autre question que celle de la case, ni « rejouer
    ? » (« Appuyez sur Entrée pour continuer ») ; on y tape Entrée, comme dans les parties entières,
    jamais une autre case. La question de la case reposée (refusée), « rejouer ? » ou la fin : rien.
    """
    invite = derniere_ligne(partie.ecran)
    if partie.choisir(case):
        return True
    derniere = derniere_ligne(partie.ecran)
    if partie.fini() or partie.fin_sans_case or derniere == invite or nomme_une_autre_partie(derniere):
        return False
    return partie.passer_la_pause(invite_de_la_case=invite)


def remplir_une_case_au_premier_tour(partie):
    """Choisit le Surplus à la question de la case du premier tour, puis, s'il est refusé, la case libre qui
    rapporte le plus (hors du Yum) ; retourne la case acceptée et suivie d'un deuxième tour, ou None.

    Un programme qui refuse le Surplus pour certains dés (tour 46, py_english : une somme de 14 ou moins)
    laissait les tests qui en ont besoin « à vérifier » selon les dés tombés : leur verdict changeait d'une
    correction à l'autre. Le refus est l'affaire d'un autre test.
    """
    # Le Surplus, puis une autre case, puis plus rien (``essayer_des_cases`` en essaie trois au plus).
    cases = (SURPLUS, partie.meilleure_case(protegees=(SURPLUS, YUM)), None)
    acceptee, _ = essayer_des_cases(partie, lambda essayees: cases[len(essayees)],
                                    lambda case: choisir_la_case(partie, case))
    return acceptee


def essayer_des_cases(partie, prochaine, acceptee):
    """Choisit, l'une après l'autre, les cases libres que donne ``prochaine(essayees)`` (None : plus aucune),
    au plus ``CASES_ESSAYEES_APRES_UN_REFUS``, tant que le programme les refuse (la question de la case
    reposée) ; ``acceptee(case)`` la choisit et dit si le programme l'a prise. Retourne (la case acceptée,
    ou None ; les cases refusées). Une case refusée est rendue libre dans ``partie.remplies``."""
    invite = derniere_ligne(partie.ecran)
    essayees = []
    while len(essayees) < CASES_ESSAYEES_APRES_UN_REFUS:
        case = prochaine(essayees)
        if case is None:
            break
        if acceptee(case):
            return case, essayees
        essayees.append(case)
        if partie.fini() or derniere_ligne(partie.ecran) != invite:
            break
        partie.remplies.discard(case)
    return None, essayees


def refuser_une_case(partie, reponse, explication, case=None):
    """Répond ``reponse`` à la case, la veut refusée et redemandée ; retourne la phrase du verdict.

    ``case`` : la case de l'énoncé que ``reponse`` nomme chez ce programme, s'il y en a une.
    """
    return refuser_des_cases(partie, ((reponse, explication),), case)


def refuser_des_cases(partie, refus, case=None):
    """Répond chaque réponse de ``refus`` ((réponse, raison)) à la case, chacune refusée et la case
    redemandée, puis une case libre ; retourne la phrase du verdict.

    ``case`` : la case de l'énoncé que la seule réponse de ``refus`` nomme, s'il y en a une. Après une
    pause (« Appuyez sur Entrée »), aucune autre réponse invalide n'est tapée.
    """
    tapees = []
    for reponse, explication in refus:
        refuser_la_case(partie, reponse, explication, case)
        tapees.append(f"« {reponse} »")
        if est_une_pause(derniere_ligne(partie.ecran)):
            break
    acceptee = accepter_apres_un_refus(partie, tapees[-1])
    accord = "s" if len(tapees) > 1 else ""
    return f"{', '.join(tapees)} refusée{accord} ; la case {nom_case(acceptee)} ensuite acceptée"


def refuser_la_case(partie, reponse, explication, case=None):
    """Répond ``reponse`` à la case ; ne retourne rien. Lève ``Faute`` si elle est acceptée (le tour
    suivant commence) ou si le programme s'arrête."""
    attendu = f"« {reponse} » est refusée ({explication}) et la case redemandée"
    invite = derniere_ligne(partie.ecran)
    if partie.repondre(reponse, question=CASE, case=case):
        raise Faute(attendu, f"« {reponse} » a été acceptée : le tour suivant a commencé")
    if partie.fini():
        # Un nombre entier n'est pas une erreur de type (§3, note 1) : s'arrêter, c'est ne pas le valider.
        raise Faute(attendu, f"« {reponse} » a arrêté le programme (code de sortie {partie.code()})")
    derniere = derniere_ligne(partie.ecran)
    # Une autre question que celle de la case, oui ou non, qui nomme une partie (``nomme_une_partie`` : ni
    # « encore » ni « again », qui redemandent aussi une case), sous la feuille : « n » dira si elle était
    # « rejouer ? ».
    if (derniere != invite and attend_oui_ou_non(derniere) and nomme_une_partie(derniere)
            and contient_une_feuille(partie.ecran)):
        exiger_une_partie_qui_continue(partie, reponse, attendu, derniere.strip())


def exiger_une_partie_qui_continue(partie, reponse, attendu, question):
    """Après ``reponse`` à la case, la feuille puis ``question``, oui ou non, qui nomme une autre partie
    (« Rejouer? (o/n) ») : tape « n » ; lève ``Faute`` si le programme finit (la partie avait fini, comme
    par « 0 »), ``Incompris`` sinon (une question qui redemande la case, « Voulez-vous recommencer votre
    choix ? (o/n) », ou une autre que le correcteur ne sait pas placer).

    Tour 53, java_negatif : « c <= 0 » annulait pour -1, et le correcteur tapait ensuite ses cases à
    « rejouer ? » ; le test restait « à vérifier ». Les mots seuls ne suffisent pas : une question qui
    redemande la case peut dire « recommencer » ; « n », qui finit le programme, le prouve.
    """
    partie.finir()
    if partie.fini() and partie.code() == 0:
        raise Faute(attendu, f"« {reponse} » a fini la partie, comme « 0 » : le programme a demandé si l'on"
                             f" rejoue (« {question} »), et « n » l'a fini")
    raise Incompris(f"après « {reponse} », la feuille, puis « {question} » ; « n » n'a pas fini le"
                    " programme : le correcteur ne sait pas si la partie a fini ou si la case est redemandée")


def accepter_apres_un_refus(partie, refusee, ensuite=None):
    """Après le refus de ``refusee``, choisit une case libre ; retourne la case acceptée : ``ensuite``
    d'abord s'il y en a une, puis, si elle est refusée, la plus payante. Lève ``Incompris`` si aucune
    n'est acceptée.

    Une pause après le refus (« Appuyez sur Entree pour continuer ») reçoit Entrée d'abord : la case qui y
    serait tapée ne serait pas lue, et l'écran du même tour, redessiné ensuite, passerait pour un nouveau.
    """
    if est_une_pause(derniere_ligne(partie.ecran)):
        partie.repondre(ENTREE, question=DEBUT)
        partie.exiger_vivant(f"après Entrée, à la pause qui suit {refusee}")
    invite = derniere_ligne(partie.ecran)
    if ensuite is not None:
        if choisir_la_case(partie, ensuite) or contient_une_feuille(partie.ecran):
            return ensuite
        if partie.fini() or derniere_ligne(partie.ecran) != invite:
            raise Incompris(f"après {refusee} puis la case libre « {partie.numero_a_taper(ensuite)} »"
                            f" ({nom_case(ensuite)}), ni nouveau tour, ni feuille, ni la question de la case")
    # Une case libre refusée à son tour (tour 46, py_english : le Surplus, pour une somme de 14 ou moins) : la
    # suivante, pour que le verdict ne dépende pas des dés tombés ; le refus est l'affaire d'un autre test.
    choisie, essayees = essayer_des_cases(
        partie, lambda essayees: partie.meilleure_case(protegees=essayees),
        lambda case: choisir_la_case(partie, case) or contient_une_feuille(partie.ecran))
    if choisie is not None:
        return choisie
    cases = ", ".join(f"« {partie.numero_a_taper(case)} » ({nom_case(case)})" for case in essayees)
    raise Incompris(f"après {refusee} puis la case libre {cases}, ni nouveau tour ni feuille")


def partie_a_la_case(seance):
    """Retourne une partie neuve de la séance, arrivée à la question de la case du premier tour."""
    partie = seance.partie_demarree()
    partie.aller_a_la_case()
    return partie


@comportement("test_une_case_hors_limites_est_refusee", "§3", SONDE)
def verifier_case_hors_limites(seance):
    """Une case hors de 0 à 16 est refusée et redemandée.

    Un numéro de case hors de 0 à 16 est refusé et redemandé (§3).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = partie_a_la_case(seance)
    avant = partie.tour_montre()
    phrase = refuser_des_cases(partie, CASES_HORS_LIMITES)
    return f"{phrase} ; {exiger_des_refus_sans_tour(partie, avant)}"


def exiger_des_refus_sans_tour(partie, avant):
    """Après des cases refusées puis une acceptée, retourne en mots ce qui montre qu'aucun refus n'a compté
    pour un tour ; lève ``Faute`` sinon (inédit 20, p3 : chaque refus avançait le compte des tours, et la
    partie finissait avant ses 13 cases).

    Le numéro de tour que le programme écrit (``avant`` : celui du premier tour) passe au suivant, et à lui
    seul. S'il n'en écrit pas (ou pas à chaque tour), la partie est jouée jusqu'au bout : 13 tours. Seule
    cette sonde le juge, la première à refuser des cases : une faute, une place.
    """
    apres = partie.tour_montre()
    attendu = (f"une case refusée ne compte pour aucun tour : la case acceptée ensuite mène au tour suivant,"
               f" et la partie dure {NB_TOURS} tours (§2, §3)")
    if avant is not None and apres is not None and apres != avant:
        if abs(apres - avant) > 1:
            journal = partie.journal
            acceptee = max(index for index, pas in enumerate(journal.pas) if pas.question == CASE)
            raise Faute(attendu, f"le programme est passé du tour {avant} au tour {apres}",
                        journal.passage(acceptee, "les cases refusées, puis la case acceptée") + "\n\n"
                        + journal.passage(len(journal.pas) - 1, "le tour suivant"))
        return f"le programme est passé du tour {avant} au tour {apres}"
    try:
        tours = jouer_une_partie_entiere(partie)
    except (Faute, Incompris) as raison:
        # Une partie qui ne se joue pas jusqu'au bout (une case à 0 refusée, un 14e tour) : la faute d'un
        # autre comportement ; le refus, lui, est vu.
        texte = raison.obtenu if isinstance(raison, Faute) else str(raison)
        return f"la partie n'a pas pu être jouée jusqu'au bout pour compter ses tours ({texte})"
    if tours < NB_TOURS and (partie.fini() or ressemble_a_rejouer(derniere_ligne(partie.ecran))):
        raise Faute(attendu, f"la partie a fini après {tours} tours",
                    partie.journal.passage(len(partie.journal.pas) - 1, "la fin de la partie"))
    return f"la partie a duré {tours} tours"


@comportement("test_une_case_de_total_est_refusee", "§3, §4", SONDE)
def verifier_case_total(seance):
    """Une case de total est refusée et redemandée.

    Une case de total (le bonus) est refusée et redemandée : elle n'est pas libre (§3, §4).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = partie_a_la_case(seance)
    if partie.numerote_de_1_a_13():
        raise Incompris("le programme numérote ses cases de 1 à 13 (7 = Brelan … 13 = Yum), comme le dit le"
                        " §5.2 (« un nombre entre 0 et 13 ») ; le §3 (« entre 0 et 16 ») et les indices du §4"
                        " veulent 10 à 16. Le correcteur tape ses numéros à lui pour jouer ; mais aucun"
                        " numéro n'y est celui d'un total : une personne tranche la numérotation",
                        partie.journal.passage(len(partie.journal.pas) - 1))
    return refuser_des_cases(partie, CASES_DE_TOTAL)


@comportement("test_une_case_occupee_est_refusee", "§3", SONDE)
def verifier_case_occupee(seance):
    """Une case occupée est refusée et redemandée.

    Une case déjà remplie est refusée et redemandée (§3) : le Surplus (ou, refusé, une autre case : voir
    ``remplir_une_case_au_premier_tour``), rempli au premier tour, retapé deux fois de suite ; puis le
    Yum, la dernière case, rempli au deuxième tour, presque toujours à 0 point (l'énoncé met -1 dans les
    cases libres « puisque zéro est un pointage possible » : une case à 0 est occupée).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = partie_a_la_case(seance)
    remplie = remplir_une_case_au_premier_tour(partie)
    if remplie is None:
        raise Incompris(f"après la case « {partie.numero_a_taper(SURPLUS)} » (le Surplus) au premier tour,"
                        " aucun deuxième tour n'a commencé")
    partie.aller_a_la_case()
    # Un dé illisible (un 6 dessiné autrement) laisse les points du Yum inconnus, pas le refus à juger.
    points_du_yum = {grille_attendue(des)[YUM] for des in partie.des_possibles()}
    points = f", à {points_du_yum.pop()} point(s)" if len(points_du_yum) == 1 else ""
    tour = partie.tour
    retapee = partie.numero_a_taper(remplie)
    occupee = ("le Surplus est déjà rempli" if remplie == SURPLUS
               else f"la case {nom_case(remplie)} est déjà remplie")
    invite = derniere_ligne(partie.ecran)
    refuser_la_case(partie, retapee, occupee, remplie)
    fois = "une fois"
    # Retapée aussitôt, sous la même question : un programme qui ne revérifie pas la réponse d'après un
    # refus l'accepte et écrase la case (tour 53, java_occupee : un « if » au lieu d'une boucle).
    if derniere_ligne(partie.ecran) == invite:
        fois = "deux fois de suite"
        refuser_la_case(partie, retapee, f"{occupee}, et retapée aussitôt après son refus", remplie)
    avant_le_yum = len(partie.journal.pas)
    acceptee = accepter_apres_un_refus(partie, f"« {retapee} »", ensuite=YUM)
    phrase = f"« {retapee} » refusée, {fois} ; la case {nom_case(acceptee)} ensuite acceptée"
    if acceptee != YUM or partie.fini() or partie.tour != tour + 1:
        # Le Yum refusé à 0 point (la faute d'un autre test), ou accepté sans tour après lui : la case 16 ne
        # peut pas être retapée.
        return f"{phrase} ; la case {nom_case(YUM)} n'a pas pu être remplie puis retapée"
    partie.aller_a_la_case()
    # Une feuille lue après le choix du Yum ; celle d'avant (au début de la partie) ne dit rien de lui.
    feuille = next((pas.feuille for pas in reversed(partie.journal.pas[avant_le_yum:])
                    if pas.feuille is not None), None)
    deja = f"le Yum est déjà rempli{points} au tour d'avant"
    try:
        return f"{phrase} ; " + refuser_une_case(partie, partie.numero_a_taper(YUM), deja, YUM)
    except Faute:
        if feuille is None or feuille.get(YUM) is not None:
            raise
    # Le Yum retapé accepté, mais la feuille le montrait encore libre après son choix (une case à 0 laissée
    # à -1 : tour 34, py_zeroblanc) : le programme ne le tenait pas pour rempli. La faute est celle de « la
    # feuille suit chaque choix ».
    raise Incompris(f"{phrase} ; le Yum, choisi{points}, puis retapé, a été accepté ; mais la feuille le"
                    " montrait encore libre après son choix (voir « La feuille suit chaque choix ») : le"
                    " programme ne le tenait pas pour rempli")


@comportement("test_zero_a_la_case_annule_la_partie", "§3, §5.3", SONDE)
def verifier_zero_annule(seance):
    """« 0 » à la case annule la partie.

    « 0 » à la question de la case annule la partie à l'instant (§3).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = partie_a_la_case(seance)
    invite_de_la_case = derniere_ligne(partie.ecran)
    if annuler(partie):
        raise Faute("« 0 » à la case annule la partie : aucun autre lancer",
                    "un nouveau tour a commencé après « 0 »")
    if partie.fini():
        # §3 : « Dans les deux cas [13 cases, ou annulée], votre programme demandera si l'utilisateur veut
        # jouer une autre partie. » Un programme qui ne le demande jamais, même après 13 tours, a la faute
        # d'un autre test (une faute, une place) : une partie entière le dit.
        if not demande_si_l_on_rejoue_apres_13_tours(seance):
            return ("« 0 » a fini la partie ; le programme ne demande pas si l'on rejoue, ni là ni après 13"
                    " tours : voir « la partie finie, le programme demande si l'on rejoue »")
        raise Faute("« 0 » à la case annule la partie, puis le programme demande si l'on rejoue (§3, §5.3 :"
                    " « Dans les deux cas, votre programme demandera si l'utilisateur veut jouer une autre"
                    " partie »)", f"après « 0 », le programme s'est terminé (code de sortie {partie.code()})"
                    " sans demander si l'on rejoue")
    if nomme_une_autre_partie(derniere_ligne(partie.ecran)):
        # La partie finie aussitôt : « rejouer ? » suit « 0 » ; la réponse à cette question est l'affaire
        # d'autres tests (un programme qui refuse « n » n'a pas à la faire « à vérifier » ici).
        phrase = annuler_a_un_tour_suivant(seance, partie, invite_de_la_case)
        return phrase + annuler_apres_une_case_refusee(seance)
    question = derniere_ligne(partie.ecran)
    partie.finir()
    if partie.fini() and partie.code() == 0:
        if attend_oui_ou_non(question):
            # « Voulez-vous continuer ? (o/n) » : « rejouer ? » sans ses mots, que « n » a fini. « o » y
            # serait ambigu (la même partie qui continue ?) : une autre partie, menée à son deuxième tour,
            # y reçoit « 0 » à son tour (revue 3, p6b : « 0 » n'annulait qu'au premier tour).
            return annuler_au_deuxieme_tour(seance, question)
        return "« 0 » a fini la partie ; « n » a fini le programme"
    if partie.fini():
        raise Incompris(f"après « 0 » à la case, « n » a arrêté le programme en erreur"
                        f" (code {partie.code()}) : « 0 » a-t-il été pris pour une case ?")
    case = partie.meilleure_case()
    if choisir_la_case(partie, case):
        raise Faute("« 0 » à la case annule la partie",
                    f"« 0 » a été refusé : la case {case} a ensuite été acceptée")
    raise Incompris("après « 0 » à la case, « n » ne finit pas le programme et la partie ne reprend pas")


def annuler_apres_une_case_refusee(seance):
    """Dans une partie neuve de ``seance``, tape une case hors limites (« 19 »), puis « 0 » à la question de
    la case reposée ; retourne la suite de la phrase du verdict « réussi » (« » si « 19 » n'a pas été
    refusé sous une question reposée : l'affaire d'un autre test), ou lève ``Faute`` si « 0 » est refusé.

    Tour 52, java_menu : « 0 » n'annulait la partie qu'en première réponse à la question de la case ; après
    une case refusée, « Saisie incorrecte. ». Le §3 le veut à chaque question de la case.
    """
    partie = partie_a_la_case(seance)
    invite = derniere_ligne(partie.ecran)
    if (partie.repondre(CASE_TROP_GRANDE, question=CASE) or partie.fini()
            or contient_une_feuille(partie.ecran) or derniere_ligne(partie.ecran) != invite):
        # Seule la question de la case reposée sous son invite dit où « 0 » se tape : une pause (« Appuyez
        # sur Entrée »), une autre invite ne le disent pas ; rien n'est essayé.
        return ""
    if annuler(partie):
        raise Faute("« 0 » à la case annule la partie, à chaque question de la case (§3)",
                    f"après « {CASE_TROP_GRANDE} », refusée, un nouveau tour a commencé après « 0 »")
    if (not partie.fini() and derniere_ligne(partie.ecran) == invite
            and not nomme_une_autre_partie(invite) and not contient_une_feuille(partie.ecran)):
        raise Faute("« 0 » à la case annule la partie, à chaque question de la case (§3)",
                    f"après « {CASE_TROP_GRANDE} », refusée, « 0 » a été refusé aussi : la question de la"
                    " case reposée (en première réponse, « 0 » annulait la partie)")
    return f" ; après une case refusée (« {CASE_TROP_GRANDE} »), « 0 » l'annule aussi"


def annuler(partie):
    """Tape « 0 » à la question de la case ; retourne les dés dessinés ensuite (liste vide : aucun).

    Une pause après elle (« Partie annulée. Appuyez sur Entrée pour continuer... ») reçoit Entrée, comme
    toute pause : « n » ou une case n'y sont jamais tapés.
    """
    return partie.passer_une_pause_qui_suit(partie.repondre(ANNULER, question=CASE))


def annuler_a_un_tour_suivant(seance, partie, invite_de_la_case):
    """Après « 0 » au premier tour (à ``invite_de_la_case``), suivi de « rejouer ? » : « o », un premier
    tour joué (ses dés relancés jusqu'au troisième lancer), puis « 0 » à la case du deuxième tour ;
    retourne la phrase du verdict « réussi », ou lève ``Faute``.

    Un programme peut ne traiter « 0 » à part qu'à un seul tour (« if tour > 1: quitter ») : le §3 le veut
    à chaque question de la case. Si « o » ne recommence pas une partie (l'affaire d'un autre test), ou si
    le premier tour ne mène pas au deuxième, le premier tour seul fait le verdict, et la phrase le dit.
    """
    premier = "« 0 » au premier tour a fini la partie : la question « rejouer ? » a suivi"
    au_debut = premier_tour_montre(partie.journal)
    des_annules = list(partie.des)
    if not partie.recommencer(annulee=True):
        exiger_une_partie_apres_l_annulation(seance, partie)
        return f"{premier} (« o » n'a pas recommencé une partie : « 0 » n'a été essayé qu'au premier tour)"
    ailleurs = exiger_un_compte_des_tours_remis(seance, partie, au_debut)
    if ailleurs is not None:
        return f"{premier} ; {ailleurs}"
    # Les dés du premier lancer, avant que ses relances les changent : les mêmes que ceux de la partie
    # annulée, ce lancer n'a roulé aucun dé.
    sur_les_des_annules = memes_des(partie, des_annules)
    ailleurs = exiger_trois_lancers_apres_l_annulation(seance, partie, invite_de_la_case)
    if ailleurs is not None:
        return f"{premier} ; {ailleurs}"
    return annuler_apres_un_premier_tour(seance, partie, premier, sur_les_des_annules=sur_les_des_annules)


def exiger_une_partie_apres_l_annulation(seance, partie):
    """Après « 0 » au premier tour, puis « o », sans aucun lancer ensuite : lève ``Faute`` si, après une
    partie jouée jusqu'au bout (le témoin, un autre processus), « o » commence une partie ; ne retourne rien
    sinon (« o » qui ne recommence jamais est la faute de « o recommence une partie », et d'elle seule).

    Une équipe peut garder vrai, d'une partie à l'autre, le drapeau de la partie annulée (tour 56, un champ
    « static » jamais remis à faux) : après « o », la partie neuve finit avant son premier lancer, la
    feuille vide et « rejouer ? » aussitôt reposée ; « réussi » avant le 28 novembre au soir.
    """
    if partie.fini() or partie.journal.pas[-1].dessins:
        return
    passage = partie.journal.passage(len(partie.journal.pas) - 1, "« o » après la partie annulée")
    if rejouer_apres_une_partie_jouee(seance) is None:
        return
    raise Faute(f"« 0 » à la case annule la partie ; « {REPONSE_REJOUER} » commence ensuite une partie neuve,"
                " comme après une partie jouée jusqu'au bout (§3, §5.3)",
                f"après « 0 » au premier tour, « {REPONSE_REJOUER} » n'a commencé aucune partie : aucun"
                f" lancer, et « {derniere_ligne(partie.ecran).strip()} » ; après une partie jouée jusqu'au"
                f" bout, « {REPONSE_REJOUER} » en commençait une", passage)


def memes_des(partie, avant):
    """Retourne vrai si les dés que ``partie`` montre (lus tous) sont ``avant``, ceux de la partie annulée."""
    return None not in partie.des and list(partie.des) == list(avant)


def premier_tour_montre(journal):
    """Retourne le numéro de tour que le programme montre à son premier lancer dans ``journal``, ou None."""
    return next((pas.tour_montre for pas in journal.pas if pas.dessins and pas.tour_montre is not None), None)


def exiger_un_compte_des_tours_remis(seance, partie, au_debut):
    """Après « 0 » au premier tour, puis « o » : lève ``Faute`` si la partie neuve ne montre pas le numéro
    de tour que montrait la première (``au_debut``), alors qu'après une partie jouée jusqu'au bout, elle le
    montre. Retourne None si elle le montre (``partie`` continue), sinon la phrase qui dit pourquoi la faute
    n'est pas la sienne (le témoin, un autre processus, a fermé ``partie``).

    Une équipe peut ne remettre le compte des tours à zéro qu'à la fin d'une partie jouée (inédit 22, p3 :
    après une partie annulée, la suivante commence au tour 1 au lieu de 0, et dure 12 tours). Un programme
    qui ne le remet jamais à zéro a la faute de « une partie dure 13 tours », qui la nomme : la partie
    jouée jusqu'au bout les distingue.
    """
    tour = partie.tour_montre()
    if au_debut is None or tour is None or tour == au_debut:
        return None
    passage = partie.journal.passage(len(partie.journal.pas) - 2, "« o » après la partie annulée")
    temoin = rejouer_apres_une_partie_jouee(seance)
    if temoin is None or temoin[0].tour_montre() != premier_tour_montre(temoin[0].journal):
        return (f"« {REPONSE_REJOUER} » a commencé la partie suivante au tour {tour} (la première montrait"
                f" le tour {au_debut}) ; une partie jouée jusqu'au bout ne montre pas mieux : voir « une"
                " partie dure 13 tours » et « o recommence une partie »")
    raise Faute(f"« 0 » à la case annule la partie : « {REPONSE_REJOUER} » commence ensuite une"
                f" partie neuve de {NB_TOURS} tours, au premier tour, comme après une partie jouée"
                " jusqu'au bout (§2, §3, §5.3)",
                f"après « 0 » au premier tour (le programme affichait le tour {au_debut}),"
                f" « {REPONSE_REJOUER} » a commencé la partie suivante au tour {tour} ; après une"
                f" partie jouée jusqu'au bout, elle commençait au tour {au_debut}", passage)


def lancers_avant_la_case(partie, invite_de_la_case):
    """Relance les cinq dés de ``partie``, à son premier lancer, tant que le programme demande les dés ;
    retourne le nombre de lancers du tour quand il demande la case (``invite_de_la_case``), ou None si
    rien ne dit sûrement quelle question est posée (les deux invites pareilles, ou une autre invite)."""
    if invite_de_la_case in (None, partie.invite_des):
        return None
    while not partie.fini():
        derniere = derniere_ligne(partie.ecran)
        if derniere == invite_de_la_case:
            return partie.lancers
        if derniere != partie.invite_des or partie.lancers >= NB_LANCERS or not partie.relancer(TOUS_LES_DES):
            return None
    return None


def exiger_trois_lancers_apres_l_annulation(seance, partie, invite_de_la_case):
    """Après « 0 » au premier tour, puis « o » : relance les dés du premier tour de la partie neuve ; lève
    ``Faute`` si le programme y demande la case avant le troisième lancer, alors qu'après une partie jouée
    jusqu'au bout, il en laisse trois. Retourne None (``partie`` continue, à la question de la case), ou
    la phrase qui dit pourquoi la faute n'est pas la sienne (le témoin la montre aussi, ou ne se compare
    pas ; le témoin, un autre processus, a fermé ``partie``).

    Une équipe peut ne remettre son compte des lancers à zéro qu'après une case acceptée (tour 45,
    java_compteur) : le premier tour de la partie qui suit une annulation n'a qu'un ou deux lancers.
    """
    lancers = lancers_avant_la_case(partie, invite_de_la_case)
    if lancers is None or lancers >= NB_LANCERS:
        return None
    # La question de la case n'a pas encore de réponse : son pas reçoit les comptes du correcteur, que le
    # passage cite à côté de ceux du programme.
    partie.fixer(partie.journal.pas[-1])
    passage = partie.journal.passage(len(partie.journal.pas) - 1, "le premier tour après la partie annulée")
    temoin = rejouer_apres_une_partie_jouee(seance)
    lancers_du_temoin = None if temoin is None else lancers_avant_la_case(temoin[0], invite_de_la_case)
    vus = accorder(lancers, "lancer")
    if lancers_du_temoin != NB_LANCERS:
        return (f"« {REPONSE_REJOUER} » a commencé une partie dont le premier tour n'a eu que"
                f" {vus} ; une partie jouée jusqu'au bout ne montre pas mieux : voir"
                " « un tour offre trois lancers » et « o recommence une partie »")
    raise Faute(f"« 0 » à la case annule la partie : « {REPONSE_REJOUER} » commence ensuite une partie"
                f" neuve, dont chaque tour a {NB_LANCERS} lancers, comme après une partie jouée jusqu'au"
                " bout (§3, §5.2, §5.3)",
                f"après « 0 » au premier tour, « {REPONSE_REJOUER} » a commencé une partie dont le premier"
                f" tour a demandé la case après {vus}, les dés relancés à chaque question ;"
                f" après une partie jouée jusqu'au bout, le premier tour en avait {NB_LANCERS}", passage)


def annuler_au_deuxieme_tour(seance, question):
    """Après « 0 » au premier tour, suivi de ``question`` (oui ou non, sans mot d'une autre partie) où « n »
    a fini le programme : une nouvelle partie de ``seance``, un premier tour joué, puis « 0 » à la case du
    deuxième ; retourne la phrase du verdict « réussi », ou lève ``Faute``."""
    premier = f"« 0 » au premier tour a fini la partie : « {question} » a suivi, où « n » a fini le programme"
    partie = seance.partie_demarree()
    return annuler_apres_un_premier_tour(seance, partie, premier, question)


def annuler_apres_un_premier_tour(seance, partie, premier, question=None, sur_les_des_annules=False):
    """Joue le tour en cours de ``partie`` (le premier) sur le Surplus, puis tape « 0 » à la case du
    deuxième ; retourne la phrase du verdict « réussi » (``premier`` la commence), ou lève ``Faute``.

    « 0 » y doit mener à « rejouer ? », ou à ``question``, celle qui suivait « 0 » au premier tour (aux
    numéros près). Après « rejouer ? », « o » doit commencer une partie sur une feuille vide
    (``rejouer_apres_un_zero`` ; ``sur_les_des_annules`` : la partie en cours a commencé sur les derniers
    dés de la partie annulée avant elle).
    """
    partie.aller_a_la_case()
    if remplir_une_case_au_premier_tour(partie) is None:
        return (f"{premier} (la partie suivante n'a pas atteint son deuxième tour : « 0 » n'y a pas été"
                " essayé)")
    partie.aller_a_la_case()
    invite = derniere_ligne(partie.ecran)
    if annuler(partie):
        raise Faute("« 0 » à la case annule la partie, à chaque tour : aucun autre lancer",
                    "au deuxième tour d'une partie, un nouveau tour a commencé après « 0 » (au premier, « 0 »"
                    " l'annulait)")
    if partie.fini():
        raise Faute("« 0 » à la case annule la partie, puis le programme demande si l'on rejoue (§3, §5.3 :"
                    " « Dans les deux cas, votre programme demandera si l'utilisateur veut jouer une autre"
                    " partie »)", f"au deuxième tour d'une partie, après « 0 », le programme s'est terminé"
                    f" (code de sortie {partie.code()}) sans demander si l'on rejoue ; au premier tour, il le"
                    " demandait")
    derniere = derniere_ligne(partie.ecran)
    # La question d'après « 0 » au premier tour peut porter un score ou un numéro : aux numéros près.
    if nomme_une_autre_partie(derniere):
        suite = rejouer_apres_un_zero(seance, partie, sur_les_des_annules)
        return f"{premier} ; au deuxième tour d'une autre partie aussi{suite}"
    if question is not None and sans_numeros(derniere) == sans_numeros(question):
        return continuer_apres_un_zero(seance, partie, premier, derniere)
    if derniere == invite:
        raise Faute("« 0 » à la case annule la partie, à chaque tour",
                    "au deuxième tour d'une partie, « 0 » a été refusé (la question de la case reposée) ; au"
                    " premier tour, il annulait la partie")
    raise Incompris(f"{premier} ; au deuxième tour d'une autre partie, « 0 » n'a mené ni à « rejouer ? », ni"
                    " à la fin, ni à un nouveau tour")


def rejouer_apres_un_zero(seance, partie, deja_memes_des=False):
    """Après « 0 » au deuxième tour, suivi de « rejouer ? » : « o » ; retourne la suite de la phrase du
    verdict « réussi », ou lève ``Faute`` si la partie suivante garde la feuille de la partie annulée, ou
    commence sur ses derniers dés comme la partie d'avant (``deja_memes_des``).

    Une équipe peut remettre la feuille à neuf à la fin d'une partie jouée, et l'oublier après « 0 »
    (inédit 21, p2) : cela ne se voit qu'après une partie annulée dont une case était remplie. Une autre
    ne lance pas le premier lancer d'une partie qui suit une annulation (inédit 23, j3 : les dés de la
    réponse « 0 » gardés) : deux fois de suite, une chance sur 60 millions pour des dés lancés. Un
    programme qui fait de même après une partie jouée a la faute de « o recommence une partie », qui la
    nomme déjà (une faute, une place). Une partie jouée jusqu'au bout, dans un autre processus, les
    distingue (``rejouer_apres_une_partie_jouee``).
    """
    des_annules = list(partie.des)
    neuve = partie.recommencer(annulee=True)
    if not partie.journal.pas[-1].dessins:
        return ""
    feuille_gardee = pas_une_partie_neuve(partie, neuve)
    des_gardes = deja_memes_des and memes_des(partie, des_annules)
    if not feuille_gardee and not des_gardes:
        return f" ; « {REPONSE_REJOUER} » y a commencé une partie neuve, sur une feuille vide"
    passage = partie.journal.passage(len(partie.journal.pas) - 2, "« o » après la partie annulée")
    temoin = rejouer_apres_une_partie_jouee(seance)
    if not feuille_gardee:
        return exiger_des_des_lances_apres_un_zero(temoin, des_annules, passage)
    return f" ; {exiger_une_feuille_neuve_apres_un_zero(temoin, '', passage)}"


def exiger_une_feuille_neuve_apres_un_zero(temoin, question, passage):
    """« o » a commencé la partie suivante sur la feuille de la partie annulée : retourne la phrase qui le
    dit si le ``temoin`` (``rejouer_apres_une_partie_jouee``) la garde aussi après une partie jouée, ou s'il
    ne se compare pas ; lève ``Faute`` sinon (une faute, une place : sinon celle de « o recommence une
    partie »). ``question`` : « à « Voulez-vous continuer ? » », ou "" pour « rejouer ? »."""
    reponse = f"« {REPONSE_REJOUER} »{question}"
    if temoin is None or pas_une_partie_neuve(*temoin[:2]):
        return (f"{reponse} y a commencé une partie sur la feuille de la partie annulée ; une partie jouée"
                " jusqu'au bout ne montre pas mieux : voir « o recommence une partie »")
    raise Faute("« 0 » à la case annule la partie : « o » commence ensuite une partie neuve, sur une feuille"
                " vide, comme après une partie jouée jusqu'au bout (§3, §5.3)",
                f"au deuxième tour d'une partie, après « 0 », {reponse} a commencé la partie suivante sur"
                " la feuille de la partie annulée (ses cases remplies) ; après une partie jouée jusqu'au"
                " bout, la feuille était remise à neuf", passage)


def exiger_des_des_lances_apres_un_zero(temoin, des_annules, passage):
    """Deux parties de suite ont commencé sur les derniers dés de la partie annulée avant elles
    (``des_annules``, la seconde fois) : retourne la suite de la phrase du verdict « réussi » si le
    ``temoin`` (``rejouer_apres_une_partie_jouee``) fait de même après une partie jouée, ou s'il ne se
    compare pas ; lève ``Faute`` sinon."""
    if temoin is None or memes_des(temoin[0], temoin[2]):
        return (f" ; « {REPONSE_REJOUER} » y a commencé deux fois une partie sur les derniers dés de la"
                " partie annulée ; une partie jouée jusqu'au bout ne montre pas mieux : voir « o recommence"
                " une partie »")
    raise Faute("« 0 » à la case annule la partie : « o » commence ensuite une partie neuve, dont le premier"
                " lancer roule les cinq dés, comme après une partie jouée jusqu'au bout (§3, §5.3)",
                f"deux fois de suite, après « 0 », « {REPONSE_REJOUER} » a commencé la partie suivante sur"
                f" les derniers dés de la partie annulée ({texte_des(des_annules)} la seconde fois) ; après"
                " une partie jouée jusqu'au bout, ses dés étaient lancés", passage)


def rejouer_apres_une_partie_jouee(seance):
    """Joue une partie entière dans un nouveau processus de ``seance``, puis tape « o » ; retourne (la
    ``Partie``, à la première question de la partie suivante ; ce qu'en dit ``recommencer`` ; les derniers
    dés de la partie jouée), ou None si
    rien ne s'y compare : la partie ne se joue pas jusqu'au bout, ou « o » n'y recommence pas, des fautes
    que d'autres comportements nomment (une case à 0 refusée, « o recommence une partie »).

    Le témoin de ce qu'une partie neuve montre quand elle suit une partie jouée, et non annulée.
    """
    partie = seance.partie_demarree()
    try:
        jouer_une_partie_entiere(partie)
    except (Faute, Incompris):
        return None
    derniers = list(partie.des)
    neuve = partie.recommencer()
    return (partie, neuve, derniers) if partie.journal.pas[-1].dessins else None


def pas_une_partie_neuve(partie, neuve):
    """Retourne vrai si l'écran de ``partie``, après « o » (``neuve`` : ce qu'en dit ``recommencer``), montre
    la partie d'avant qui continue : une feuille lue qui n'est pas vide ; sans feuille, un numéro de tour
    plus grand que 1.

    Une feuille vide dit une partie neuve, quel que soit le texte autour (les règles recopiées avant chaque
    lancer parlent de « 13 tours » : revue 6, e14, un faux « échoué »).
    """
    if lire_feuille(partie.ecran) is not None:
        return not neuve
    tour = numero_montre(TOUR_MONTRE, partie.ecran)
    return tour is not None and tour > TOUR_MONTRE_AU_PLUS


def continuer_apres_un_zero(seance, partie, premier, question):
    """Au deuxième tour, après « 0 » suivi de ``question`` (« Voulez-vous continuer ? (o/n) ») : « o »
    doit commencer une partie neuve ; retourne la phrase du verdict « réussi », ou lève ``Faute``.

    La même question peut suivre un tour annulé chez un programme où « 0 » n'annule que le tour (revue 4,
    f2) : « o » y continue la partie, au tour suivant, la feuille pleine de ses cases. Sans feuille ni
    numéro de tour montrés, rien ne les distingue : « réussi », comme avant. Une partie qui recommence au
    premier tour sur la feuille gardée peut aussi être la faute de « o recommence une partie » (la feuille
    jamais remise à neuf : tour 27, py3) : une partie jouée jusqu'au bout, dans un autre processus, les
    distingue (une faute, une place).
    """
    neuve = partie.recommencer(annulee=True)
    if not (partie.journal.pas[-1].dessins and pas_une_partie_neuve(partie, neuve)):
        return (f"{premier} ; au deuxième tour d'une autre partie aussi (« {REPONSE_REJOUER} » y a commencé"
                " une partie neuve)")
    passage = partie.journal.passage(len(partie.journal.pas) - 2,
                                     f"« {REPONSE_REJOUER} » après le tour annulé")
    tour, au_debut = partie.tour_montre(), premier_tour_montre(partie.journal)
    if tour is None or au_debut is None or tour != au_debut:
        raise Faute("« 0 » à la case annule la partie, à chaque tour",
                    f"au deuxième tour d'une partie, après « 0 », « {REPONSE_REJOUER} » à « {question} » a"
                    " continué la même partie (le tour suivant, la feuille et ses cases remplies) : « 0 » n'a"
                    " annulé que le tour ; au premier tour, il finissait la partie", passage)
    suite = exiger_une_feuille_neuve_apres_un_zero(rejouer_apres_une_partie_jouee(seance),
                                                   f" à « {question} »", passage)
    return f"{premier} ; au deuxième tour d'une autre partie, {suite}"


def case_libre_surement_a_zero(partie):
    """Retourne la première case libre de ``partie`` qui vaut 0 avec ses dés, quels que soient les dés
    illisibles, ou None.

    Une face absente des cinq dés vaut toujours 0 : une telle case existe à chaque lancer. Un dé illisible
    (un 6 dessiné autrement) peut être chaque face : la case doit valoir 0 quelle qu'elle soit.
    """
    grilles = [grille_attendue(des) for des in partie.des_possibles()]
    return next((case for case in CASES_DE_JEU
                 if partie.libre(case) and not any(grille[case] for grille in grilles)), None)


@comportement("test_une_case_libre_qui_vaut_0_est_acceptee", "§3", SONDE)
def verifier_case_libre_a_zero(seance):
    """Une case libre est acceptée même à 0 point.

    Une case libre qui ne rapporte rien avec les dés est acceptée : on y inscrit 0 (§3 ; les règles :
    « inscrire zéro dans une autre case »). Les parties entières jugent les autres cases libres choisies :
    celles que le programme propose sont acceptées aussi (``jugements.cases_proposees_refusees``).

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    for _ in range(PARTIES_POUR_UNE_CASE_A_ZERO):
        partie = partie_a_la_case(seance)
        case = case_libre_surement_a_zero(partie)
        if case is not None:
            break
    else:
        raise Incompris(f"avec les dés {texte_des(partie.des)}, dont un dessin qui ne ressemble à aucune face"
                        " de la procédure du cours, aucune case libre ne vaut sûrement 0")
    des = list(partie.des)
    if choisir_la_case(partie, case) or contient_une_feuille(partie.ecran):
        choisir_un_petit_surplus(partie)
        return f"avec les dés {texte_des(des)}, la case libre {nom_case(case)} (0 point) est acceptée"
    partie.exiger_vivant(f"après la case libre « {partie.numero_a_taper(case)} » à 0 point")
    autre = partie.meilleure_case()
    if choisir_la_case(partie, autre) or contient_une_feuille(partie.ecran):
        raise Faute(f"la case libre {nom_case(case)} est acceptée même à 0 point (§3 : une case libre"
                    " entre 0 et 16)",
                    f"avec les dés {texte_des(des)}, « {partie.numero_a_taper(case)} » a été refusée ; la"
                    f" case {nom_case(autre)},"
                    " qui rapporte, a ensuite été acceptée")
    raise Incompris(f"après la case libre « {partie.numero_a_taper(case)} » (0 point) puis"
                    f" « {partie.numero_a_taper(autre)} », ni nouveau tour ni feuille")


def choisir_un_petit_surplus(partie):
    """Aux tours qui suivent, relance les dés hauts (``FACES_HAUTES``) pour une petite somme, puis choisit le
    Surplus que la grille du programme propose à moins de ``PETITE_SOMME`` points ; refusé, la case libre
    qui rapporte le plus, et le tour suivant le reprend. Ne retourne rien ; ne juge rien : le journal de la
    sonde le garde, et le complément de la sonde le lit (``jugements.cases_proposees_refusees``).
    """
    for _ in range(TOURS_POUR_UN_PETIT_SURPLUS):
        if partie.fini() or not partie.libre(SURPLUS) or partie.tour >= NB_TOURS:
            return
        try:
            partie.relancer_selon(lambda des: "".join(str(numero) for numero, de in enumerate(des, start=1)
                                                      if de in FACES_HAUTES))
            partie.exiger_des_lisibles()
        except (Faute, Incompris):
            return
        coups = partie.coups_lisibles() or {}
        cases = ((SURPLUS,) if 0 < (coups.get(SURPLUS) or 0) < PETITE_SOMME else ()) + (
            partie.meilleure_case(protegees=(SURPLUS, YUM)), None)
        acceptee, _ = essayer_des_cases(partie, lambda essayees: cases[len(essayees)],
                                        lambda case: choisir_la_case(partie, case))
        if acceptee in (None, SURPLUS):
            return


# --- §5.3 : rejouer ------------------------------------------------------------------------------

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
        if not choisir_la_case(partie, case):
            # « Rejouer ? » après la case du dernier tour, sous une feuille d'une autre forme que celle du
            # cours (tour 63, py_crochets) : la partie a fini, la case était acceptée.
            fin = partie.tour >= NB_TOURS and ressemble_a_rejouer(derniere_ligne(partie.ecran))
            if not partie.fini() and not contient_une_feuille(partie.ecran) and not fin:
                raise Incompris(f"au tour {partie.tour}, la case libre {nom_case(case)} ({points} point(s))"
                                " n'a mené ni à un nouveau tour ni à la feuille : refusée ? (voir le test"
                                f" « {TITRE_DE_LA_CASE_A_ZERO} »)")
            return partie.tour
        if partie.tour > NB_TOURS:
            raise Faute("13 tours, puis la question « rejouer ? »",
                        f"un {partie.tour}e tour a commencé après {NB_TOURS} tours")



def demande_si_l_on_rejoue_apres_13_tours(seance):
    """Joue une partie entière dans un nouveau processus de ``seance`` ; retourne vrai si le programme
    demande ensuite si l'on rejoue. Lève ``Incompris`` si la partie ne se joue pas jusqu'au bout."""
    partie = seance.partie_demarree()
    try:
        jouer_une_partie_entiere(partie)
    except Faute as faute:
        raise Incompris(f"une partie entière, pour comparer, ne s'est pas jouée : {faute.obtenu}") from None
    return not partie.fini() and ressemble_a_rejouer(derniere_ligne(partie.ecran))


def aller_au_rejouer(seance):
    """Mène une partie de ``seance`` à la question « rejouer ? » ; retourne la ``Partie``. Lève
    ``Incompris`` si le programme finit sans la poser.

    Le plus court : « 0 » à la première case annule la partie, puis la feuille est
    affichée une dernière fois (§5.3). Si « 0 » n'annule pas (la case redemandée sans
    feuille), une partie est jouée jusqu'au bout ; s'il quitte le programme ou qu'un tour
    le suit, dans un nouveau processus : la faute de « 0 » n'est pas celle de ces tests.
    L'absence de la question après 13 tours est la faute d'un seul test,
    ``verifier_rejouer_demande``.
    """
    partie = seance.partie_demarree()
    partie.aller_a_la_case()
    tours = 1
    # « Partie annulée. Appuyez sur Entrée pour continuer... » : Entrée, puis la feuille et « rejouer ? ».
    nouveau_tour = partie.choisir(ANNULER) or bool(partie.passer_une_pause_qui_suit([]))
    annulee = not partie.fini() and (contient_une_feuille(partie.ecran)
                                     or ressemble_a_rejouer(derniere_ligne(partie.ecran)))
    if partie.fini() or nouveau_tour:
        # « 0 » a quitté le programme, ou un tour a suivi (une partie neuve commencée sans « rejouer ? »,
        # ou « 0 » pris pour une case) : la faute de « 0 à la case annule la partie ». Une partie entière,
        # dans un nouveau processus : dans celui-ci, le compte des tours mêlerait les deux parties (tour 26,
        # j4 : « un 14e tour a commencé », un faux « échoué » de la réponse à rejouer).
        partie = seance.partie_demarree()
        partie.aller_a_la_case()
        annulee = False
    if not annulee:
        if not choisir_la_case(partie, partie.meilleure_case()):
            raise Incompris("après « 0 » puis une case libre à la première case, aucun nouveau tour")
        tours = jouer_une_partie_entiere(partie)
    if partie.fini():
        raise Incompris(f"le programme a fini après {tours} tours sans demander si l'on rejoue :"
                        " voir le test « la partie finie, le programme demande si l'on rejoue »")
    return partie


def passage_au_rejouer(partie, reponse):
    """Retourne le passage du journal de ``partie`` à citer : la question « rejouer ? », ``reponse`` (la
    dernière fois qu'elle a été tapée) et ce qui a suivi."""
    tape = max(index for index, pas in enumerate(partie.journal.pas) if pas.reponse == reponse)
    return partie.journal.passage(tape, f"« {reponse} » à « rejouer ? »")


@comportement("test_la_reponse_rejouer_est_validee", "§3, §5.3", SONDE)
def verifier_rejouer_valide(seance):
    """La réponse à « rejouer ? » est validée.

    La réponse à « rejouer ? » est validée : ni o ni n, elle est redemandée (§3, §5.3). « O » majuscule
    peut être refusé ou pris pour « o », jamais pour quitter ; refusé, une réponse vide le suit.

    Retourne la phrase du verdict « réussi » ; lève ``Faute`` ou ``Incompris``.
    """
    partie = aller_au_rejouer(seance)
    for reponse in REJOUER_INVALIDES:
        relancee = partie.repondre(reponse, question=REJOUER)
        if relancee:
            raise Faute(f"« {reponse} » n'est ni o ni n : la question est reposée",
                        f"« {reponse} » a relancé une partie", passage_au_rejouer(partie, reponse))
        if partie.fini():
            raise Faute(f"« {reponse} » n'est ni o ni n : la question est reposée",
                        f"« {reponse} » a fini le programme (code {partie.code()})",
                        passage_au_rejouer(partie, reponse))
    phrase = f"{', '.join(REJOUER_INVALIDES)} refusés, la question reposée"
    reposee = derniere_ligne(partie.ecran)
    relancee = partie.repondre(REJOUER_MAJUSCULE, question=REJOUER)
    if partie.fini():
        raise Faute(f"« {REJOUER_MAJUSCULE} » est refusé (la question reposée) ou pris pour « o » (une autre"
                    " partie) : jamais pour quitter, qui est « n »",
                    f"« {REJOUER_MAJUSCULE} » a fini le programme (code {partie.code()})",
                    passage_au_rejouer(partie, REJOUER_MAJUSCULE))
    if relancee:
        return f"{phrase} ; « {REJOUER_MAJUSCULE} » pris pour « o » : une partie a commencé"
    # Seule la même question, mot pour mot, dit « O » refusé : une autre (« Appuyez sur Entree pour
    # commencer une nouvelle partie », « Voulez-vous lire les regles (o/n) ? ») peut ouvrir la partie que
    # « O » a acceptée, et une réponse vide y serait prise pour un refus de trop.
    if derniere_ligne(partie.ecran) != reposee:
        return f"{phrase} ; « {REJOUER_MAJUSCULE} » n'a pas fini le programme"
    vide = juger_la_reponse_vide(partie)
    return (f"{phrase} ; « {REJOUER_MAJUSCULE} » refusé, la question reposée ; {vide}"
            f"{o_apres_les_refus(seance, partie)}")


def o_apres_les_refus(seance, partie):
    """Après les réponses refusées à « rejouer ? », la question toujours posée : « o » ; retourne la suite de
    la phrase du verdict « réussi », ou lève ``Faute`` si « o » n'y commence pas de partie alors qu'il en
    commence une, tapé sans refus avant lui.

    Une équipe peut sortir de sa boucle de validation par le mauvais chemin (inédit 22, j3 : « o », après
    un refus, finit le programme). Un programme où « o » ne recommence jamais a la faute de « o recommence
    une partie », qui la nomme (une faute, une place) : une autre partie, où « o » est tapé aussitôt, les
    distingue.
    """
    if partie.fini() or not partie.ecran.strip():
        return ""
    if partie.recommencer(annulee=True):
        return f" ; « {REPONSE_REJOUER} » a ensuite commencé une partie"
    if not partie.fini():
        return ""
    passage = passage_au_rejouer(partie, REPONSE_REJOUER)
    code = partie.code()
    temoin = aller_au_rejouer(seance)
    if not temoin.recommencer(annulee=True):
        return (f" ; « {REPONSE_REJOUER} » a fini le programme, comme sans refus avant lui : voir « o"
                " recommence une partie »")
    raise Faute("après des réponses refusées, la question reposée attend encore « o » ou « n » : « o »"
                " commence une partie (§3, §5.3)",
                f"après les réponses refusées, « {REPONSE_REJOUER} » a fini le programme (code {code}) ; tapé"
                " aussitôt, dans une autre partie, il en commençait une", passage)


def juger_la_reponse_vide(partie):
    """Tape une réponse vide à « rejouer ? », reposée ; retourne la phrase du verdict. Lève ``Faute`` si
    elle relance une partie ou finit le programme sans erreur.

    Un programme Python qui valide par ``while r not in "on"`` la laisse passer (la chaîne vide est dans
    toute chaîne). Un arrêt en erreur (``charAt(0)`` d'une ligne vide) est une erreur de type, que l'énoncé
    ne fait pas valider (§3, note 1).
    """
    attendu = "une réponse vide n'est ni o ni n : la question est reposée"
    if partie.repondre(REJOUER_VIDE, question=REJOUER):
        raise Faute(attendu, "la réponse vide a relancé une partie", passage_au_rejouer(partie, REJOUER_VIDE))
    if partie.fini() and partie.code() == 0:
        raise Faute(attendu, "la réponse vide a fini le programme (code 0)",
                    passage_au_rejouer(partie, REJOUER_VIDE))
    if partie.fini():
        return (f"la réponse vide arrête le programme (code {partie.code()}) : l'énoncé ne fait pas valider"
                " les erreurs de type (§3, note 1)")
    if not partie.ecran.strip():
        # Rien d'écrit : la ligne vide est ignorée (« Scanner.next() » attend un mot).
        return "la réponse vide ignorée, la question reste posée"
    return "la réponse vide refusée, la question reposée"
