"""Le déroulement du 30000 : les jets d'un tour, les tours des joueurs, la partie.

Explication : un tour enchaîne des jets. Après chaque jet qui rapporte, le
joueur met des dés de côté, puis relance le reste ou s'arrête. Un jet sans
point perd le tour ; six dés qui rapportent obligent à s'abriller (relancer
les six) ; dépasser la cible perd le tour, l'atteindre exactement gagne. Un
joueur qui n'a pas ouvert a trois lancers pour faire le minimum d'ouverture.
Entre deux tours, le joueur suivant peut acheter le tour arrêté du précédent.
La source de dés (``rng`` : le hasard, ou les dés réels), la lecture et
l'écriture sont reçues en paramètres, comme au Yum.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : règles du 30000 ; conception du projet, §5.
"""


from dix_mille.affichage import (
    formater_debut_tour,
    formater_etat_tour,
    formater_scores,
    formater_table,
    message_abriller,
    message_achat,
    message_depassement,
    message_fin_ouverture,
    message_mise_de_cote,
    message_relance_obligee,
    message_sans_points,
    message_victoire,
    question_achat,
    question_relancer,
)
from dix_mille.constantes import ACHAT, CIBLE_DEFAUT, MAX_JOUEURS, MIN_JOUEURS, MISE_DE_COTE, NB_DES, RELANCE
from dix_mille.regles import (
    Reglages,
    TourArrete,
    achat_possible,
    atteint_la_cible,
    depasse_la_cible,
    doit_s_abriller,
    jet_rapporte,
    mettre_de_cote,
    nouvelle_table,
    numeros_libres,
    ouverture_epuisee,
    peut_arreter,
    points,
    reprendre_les_des,
    total_inscrit,
    valeurs_des_numeros,
    valeurs_libres,
)
from dix_mille.saisie import demander_joueurs, demander_mise_de_cote
from yum.commun.conseils import conseil_pour, montrer_conseil_d_office
from yum.commun.console import silence
from yum.commun.joueurs import Joueur
from yum.commun.mots import de_nom
from yum.commun.questions import (
    CONSIGNE_OUI_NON,
    CONSIGNE_QUITTER,
    REPONSE_QUITTER,
    demander_oui_non_conseille,
    enchainer_parties,
)
from yum.commun.reprise import Reprise
from yum.commun.sources import choisir_source, choix_des_numeros, relancer
from yum.commun.texte import couper


def formater_bienvenue(cible):
    """Retourne le mot d'accueil, qui nomme la cible choisie."""
    if cible == CIBLE_DEFAUT:
        titre = "Bienvenue au 30000 !"
    else:
        titre = f"Bienvenue au 30000, joué ici en {cible} points !"
    return couper(f"{titre} De {MIN_JOUEURS} à {MAX_JOUEURS} joueurs, {NB_DES} dés : mettez de côté les dés"
                  " qui rapportent, relancez les autres ou arrêtez-vous. Le premier à atteindre"
                  f" {cible} points exactement gagne. Tapez {REPONSE_QUITTER} à toute question pour"
                  " quitter : la partie pourra être reprise.")

AU_REVOIR = "Merci d'avoir joué au 30000. Au revoir !"
# Ce que rappelle le refus d'une réponse aux questions oui/non d'un tour.
CONSIGNE_OUI_NON_DU_TOUR = CONSIGNE_OUI_NON + "\n" + CONSIGNE_QUITTER


def montrer(ecrire, formater, *elements):
    """Écrit le texte que retourne ``formater(*elements)`` ; retourne None.

    Une partie jouée sans écran (``ecrire`` vaut ``silence`` : une simulation,
    un bilan) ne calcule pas ses écrans : leur mise en page coûterait plus que
    le jeu lui-même.
    """
    if ecrire is not silence:
        ecrire(formater(*elements))


def lancer_les_des_libres(des, de_cote, rng):
    """Relance les dés qui ne sont pas de côté ; modifie ``des`` et retourne None."""
    relancer(des, choix_des_numeros(numeros_libres(de_cote)), rng)


def jouer_tour(nom, score, depart, reglages, rng, lire=input, ecrire=print, conseil=None):
    """Joue le tour d'un joueur ; retourne ``(points inscrits, tour arrêté à vendre ou None)``.

    ``depart`` est le tour acheté au joueur précédent (son total et ses dés),
    ou None pour un tour neuf. Les listes ``des`` et ``de_cote`` du tour sont
    créées ici. ``conseil`` : le conseiller de ce joueur, ou None (voir
    ``yum.commun.conseils.Conseil``).

    Stratégie : une boucle de jets. Un jet sans point perd le tour ; sinon le
    joueur met des dés de côté, et ``issue_du_jet`` dit si le tour s'arrête là.
    """
    if depart is None:
        total = 0
        des, de_cote = nouvelle_table()
    else:
        total, des, de_cote = depart.total, list(depart.des), list(depart.de_cote)
    nb_lancers = 0
    # Ce que le tour inscrit et vend, (points, tour à vendre) ; None tant que le tour continue.
    issue = None
    while issue is None:
        nb_lancers += 1
        if jeter(nom, score, total, des, de_cote, nb_lancers, reglages, rng, ecrire):
            total += choisir_la_mise_de_cote(des, de_cote, total, score, nb_lancers, reglages, lire, ecrire,
                                             conseil)
            issue = issue_du_jet(score, total, des, de_cote, nb_lancers, reglages, lire, ecrire, conseil)
        else:
            montrer(ecrire, message_sans_points, total)
            issue = (0, None)
    return issue


def jeter(nom, score, total, des, de_cote, nb_lancers, reglages, rng, ecrire=print):
    """Lance les dés en main (les six, s'il faut s'abriller) et les montre ; retourne vrai si le jet rapporte.

    Modifie ``des`` (et ``de_cote`` quand on s'abrille).
    """
    if doit_s_abriller(de_cote):
        reprendre_les_des(de_cote)
    montrer(ecrire, formater_etat_tour, nom, score, total, de_cote, nb_lancers, reglages)
    lancer_les_des_libres(des, de_cote, rng)
    montrer(ecrire, formater_table, des, de_cote)
    return jet_rapporte(valeurs_libres(des, de_cote))


def choisir_la_mise_de_cote(des, de_cote, total, score, nb_lancers, reglages, lire=input, ecrire=print,
                            conseil=None):
    """Demande les dés à mettre de côté et les y met ; retourne les points qu'ils rapportent.

    Modifie ``de_cote``.
    """
    aide = conseil_pour(conseil, MISE_DE_COTE, des, de_cote, total, score, nb_lancers, reglages)
    montrer_conseil_d_office(conseil, aide, ecrire)
    numeros = demander_mise_de_cote(des, de_cote, lire, ecrire, aide)
    gain = points(valeurs_des_numeros(des, numeros))
    mettre_de_cote(de_cote, numeros)
    montrer(ecrire, message_mise_de_cote, valeurs_des_numeros(des, numeros), gain, total + gain)
    return gain


def issue_du_jet(score, total, des, de_cote, nb_lancers, reglages, lire=input, ecrire=print, conseil=None):
    """Retourne ``(points inscrits, tour à vendre ou None)`` si le tour finit après ce jet, sinon None.

    Le tour finit sur un dépassement (perdu), la cible atteinte (gagné), la
    fin des lancers d'ouverture, ou l'arrêt choisi par le joueur ; il continue
    s'il faut s'abriller, s'il faut encore ouvrir, ou si le joueur relance.
    """
    if depasse_la_cible(score, total, reglages.cible):
        montrer(ecrire, message_depassement, score, total, reglages.cible)
        return 0, None
    if atteint_la_cible(score, total, reglages.cible):
        return total, None
    if ouverture_epuisee(score, nb_lancers):
        inscrit = total_inscrit(score, total, reglages.ouverture)
        montrer(ecrire, message_fin_ouverture, inscrit, total, reglages.ouverture)
        return inscrit, tour_a_vendre(inscrit, des, de_cote)
    if doit_s_abriller(de_cote):
        montrer(ecrire, message_abriller)
    elif not peut_arreter(score, total, reglages.ouverture, de_cote):
        montrer(ecrire, message_relance_obligee, reglages.ouverture)
    elif not choisir_de_relancer(de_cote, total, score, nb_lancers, reglages, lire, ecrire, conseil):
        return total, tour_a_vendre(total, des, de_cote)
    return None


def choisir_de_relancer(de_cote, total, score, nb_lancers, reglages, lire=input, ecrire=print,
                        conseil=None):
    """Retourne vrai si le joueur choisit de relancer, faux s'il s'arrête."""
    aide = conseil_pour(conseil, RELANCE, de_cote, total, score, nb_lancers, reglages)
    montrer_conseil_d_office(conseil, aide, ecrire)
    return demander_oui_non_conseille(question_relancer(de_cote), lire, ecrire, aide,
                                      CONSIGNE_OUI_NON_DU_TOUR)


def choisir_d_acheter(vendeur, a_vendre, score, reglages, lire=input, ecrire=print, conseil=None):
    """Retourne vrai si le joueur achète le tour arrêté ``a_vendre`` de ``vendeur``."""
    aide = conseil_pour(conseil, ACHAT, a_vendre, score, reglages)
    montrer_conseil_d_office(conseil, aide, ecrire)
    return demander_oui_non_conseille(question_achat(vendeur, a_vendre), lire, ecrire, aide,
                                      CONSIGNE_OUI_NON_DU_TOUR)


def tour_a_vendre(total, des, de_cote):
    """Retourne le tour arrêté que le joueur suivant pourra acheter, ou None.

    Un tour ne se vend que s'il a rapporté et qu'il reste des dés en main.
    """
    if total > 0 and not doit_s_abriller(de_cote):
        return TourArrete(total, list(des), list(de_cote))
    return None


def jouer_partie(joueurs, reglages, rng, ecrire=print, au_debut_du_tour=lambda numero, nom, etat: None):
    """Fait jouer les joueurs à tour de rôle jusqu'à ce que l'un atteigne la cible ; retourne les scores.

    ``joueurs`` : des ``Joueur``, humains ou ordinateurs, dans l'ordre du jeu ;
    ``au_debut_du_tour(numero, nom, etat)`` est appelée au début du tour de chacun,
    avant son annonce, avec son rang et son nom (le bilan y compte les tours de
    chaque joueur ; la partie en cours y est notée, pour être reprise) ; ``etat()``
    retourne le tableau des scores.
    """
    noms = [joueur.nom for joueur in joueurs]
    # Le score de chaque joueur, dans l'ordre de ``joueurs``.
    scores = [0] * len(joueurs)
    # Le tour arrêté du joueur précédent, à vendre (None : rien à acheter).
    a_vendre = None
    numero = 0
    while reglages.cible not in scores:
        joueur, score = joueurs[numero], scores[numero]
        au_debut_du_tour(numero, joueur.nom, lambda: formater_scores(noms, scores, reglages.cible))
        montrer(ecrire, formater_debut_tour, joueur.nom, score)
        depart = None
        if achat_possible(a_vendre, score, reglages.seuil_achat, reglages.cible) and choisir_d_acheter(
                noms[numero - 1], a_vendre, score, reglages, joueur.lire, ecrire, joueur.conseil):
            depart = a_vendre
            montrer(ecrire, message_achat, joueur.nom, noms[numero - 1], a_vendre)
        gain, a_vendre = jouer_tour(joueur.nom, score, depart, reglages, rng, joueur.lire, ecrire,
                                    joueur.conseil)
        scores[numero] += gain
        montrer(ecrire, formater_scores, noms, scores, reglages.cible)
        if len(joueurs) == MIN_JOUEURS:
            # Seul à la table, on n'achète pas son propre tour.
            a_vendre = None
        numero = (numero + 1) % len(joueurs)
    montrer(ecrire, message_victoire, noms[scores.index(reglages.cible)], reglages.cible)
    return scores


def jouer_des_parties(reglages, rng, lire=input, ecrire=print, conseil=None, ordinateurs=(),
                      au_debut_du_tour=lambda numero, nom, etat: None):
    """Joue des parties tant que les joueurs le veulent ; retourne les scores de chacune.

    Les humains sont demandés au début de chaque partie ; ``ordinateurs`` (des
    ``Joueur``) s'ajoutent après eux. ``au_debut_du_tour`` : voir ``jouer_partie``.
    """
    def une_partie():
        reserves = [ordinateur.nom for ordinateur in ordinateurs]
        humains = [Joueur(nom, lire, conseil) for nom in demander_joueurs(lire, ecrire, reserves)]
        return jouer_partie(humains + list(ordinateurs), reglages, rng, ecrire, au_debut_du_tour)
    return enchainer_parties(une_partie, formater_bienvenue(reglages.cible), AU_REVOIR, lire, ecrire)


def programme_principal(graine=None, reglages=Reglages(), lire=input, ecrire=print, des_manuels=False,
                        conseil=None, ordinateurs=(), enregistreur=None, reprise=None):
    """Choisit la source de dés (le hasard de ``graine``, ou les dés réels), joue, retourne les scores.

    ``conseil`` : le conseiller des humains (« ? »), ou None ; ``ordinateurs`` :
    les joueurs ordinateurs (des ``Joueur``), ajoutés après les humains ;
    ``enregistreur`` : un ``yum.commun.journal.Enregistreur`` qui note chaque partie
    (``--bilan``, ``--journal``), ou None ; ``reprise`` : la ``yum.commun.reprise.Reprise``
    qui note la partie en cours à chaque tour (et refait une partie reprise), ou None :
    rien n'est noté, mais « q » quitte quand même. Les ordinateurs d'une partie
    reprise écrivent par ``reprise.ecrire`` : ils se taisent pendant qu'on la refait.
    """
    if reprise is None:
        reprise = Reprise("dix_mille")
    lire_du_joueur = reprise.lecture(lire, ecrire)
    source = choisir_source(graine, des_manuels, NB_DES, lire_du_joueur, ecrire, quitter=True)
    source, lire, ecrire = reprise.brancher(source)
    if enregistreur is not None:
        source, lire = enregistreur.brancher(source, lire)
    return reprise.jouer(lambda: jouer_des_parties(reglages, source, lire, ecrire, conseil, ordinateurs,
                                                   lambda numero, nom, etat: reprise.debut_du_tour(
                                                       etat, f"tour {de_nom(nom)}")))
