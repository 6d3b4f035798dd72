"""Corriger le programme en console d'une équipe : un verdict par comportement de l'énoncé.

Explication : ``corriger_programme(commande)`` joue le programme d'une équipe
(``python -m paquet``, ``java -cp DOSSIER Classe``…) une fois par test, chaque
fois dans un processus neuf, un dossier temporaire neuf et avec un délai, et
retourne la liste des verdicts (``verdicts.Verdict``). Rien de ce que fait le
programme ne fait lever cette fonction : un plantage, un blocage, une boucle
sans fin deviennent des verdicts. Les fichiers que le programme laisse sont
nommés dans le verdict, puis effacés. Les tests tournent deux à la fois : ils
attendent surtout le programme.

En ligne de commande, pour une personne :

    des-corriger programme "java -cp X Yum" [--dossier D] [--delai S] [--json F]

Le programme part, à chaque test, d'une copie neuve du dossier de l'équipe
(``--dossier``, le dossier courant par défaut) : ``python -m yum`` lancé
depuis le dossier d'une équipe joue le paquet ``yum`` de l'équipe, jamais la
référence installée. Un programme introuvable (``java`` absent…) arrête la
commande avant tout test.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import dataclasses
import json
import os
import shlex
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from yum.correction import DOSSIER_DU_PROJET
from yum.correction.bac_a_sable import (
    BacIndisponible,
    donner_a_l_equipe,
    dossier_de_travail,
    noter_les_tentatives,
    retirer,
    tentatives_laissees,
    tentatives_notees,
    texte_des_tentatives,
)
from yum.correction.lecture.noms import lisible, rendre_lisible
from yum.correction.outils import programme_introuvable
from yum.correction.programme import comportements, jugements
from yum.correction.programme.console import PAUSES_RACCOURCIES, DelaiDepasse, Inactif, SortieSansFin
from yum.correction.programme.dossier import DossierInutilisable, copier_le_dossier, verifier_le_dossier
from yum.correction.programme.marathon import PROCESSUS_A_LA_FOIS, Plan, courir
from yum.correction.programme.memoire import une_revue
from yum.correction.programme.partie import (
    LANCEMENTS_AU_PLUS,
    Faute,
    Incompris,
    ManqueDePreuves,
    NonNotable,
    Partie,
    demarrer_ou_relancer,
)
from yum.correction.programme.pauses_java import raccourcir_les_pauses_java
from yum.correction.programme.registre import COMPLEMENTS, COMPORTEMENTS, JOURNAL, SONDE
from yum.correction.verdicts import A_VERIFIER, ECHOUE, NON_NOTABLE, REUSSI, Verdict, compter

# Les modules où les comportements s'inscrivent (``registre.comportement``), dans l'ordre du rapport.
MODULES_DES_COMPORTEMENTS = (jugements, comportements)
# Le délai d'un test, en secondes, par défaut : un programme juste en prend moins d'une.
DELAI_PAR_TEST = 10.0
# La part du délai qu'une seule attente doit durer pour que le programme soit dit bloqué.
PART_DU_DELAI_BLOQUEE = 0.5
# Les tests du programme, dans l'ordre du rapport.
TESTS_DU_PROGRAMME = tuple(test.identifiant for test in COMPORTEMENTS)
# Le temps que peuvent prendre toutes les parties entières ensemble, en multiples du délai d'un test : c'est
# le nombre de parties (``marathon.PARTIES_AU_PLUS``) qui doit arrêter le jeu, pas le temps ; un budget de
# temps serré ferait « à vérifier » selon la charge de la machine. Chaque partie a aussi le délai d'un test.
FACTEUR_DU_TEMPS_DES_PARTIES = 12
# Combien de processus jouent à la fois (ils attendent surtout le programme).
TESTS_A_LA_FOIS = PROCESSUS_A_LA_FOIS
# Combien de fichiers laissés nommer, au plus, dans un verdict.
FICHIERS_NOMMES = 10
# Combien de lignes d'un extrait montrer sous un verdict du rapport : des passages du journal (leur début),
# une fin de transcription (sa fin) ; et comment commence un passage du journal.
LIGNES_DES_PASSAGES, LIGNES_DE_LA_FIN, DEBUT_D_UN_PASSAGE = 80, 25, "--- "
# Combien de caractères, au plus, de la fin d'un journal montrer sous un verdict sans passage à lui.
FIN_DU_JOURNAL = 1500
# Codes de sortie de la ligne de commande : aucun test échoué, un test échoué ou non notable, options
# invalides (celui d'argparse), le fichier --json impossible à écrire, Ctrl-C.
SORTIE_REUSSIE, SORTIE_FAUTES, SORTIE_USAGE = 0, 1, 2
SORTIE_ECRITURE_IMPOSSIBLE, SORTIE_INTERRUPTION = 74, 130
# Code de sortie : le programme de la commande (java, python…) est introuvable sur cette machine.
SORTIE_OUTIL_MANQUANT = 69


class Seance:
    """Un test sondé : sa commande, son dossier, son échéance, et la partie qu'il joue."""

    def __init__(self, commande, dossier, delai, nom="sonde"):
        """Prépare le test : rien n'est lancé avant ``nouvelle_partie``."""
        self.commande = commande
        self.dossier = dossier
        self.echeance = time.monotonic() + delai
        self.nom = nom
        self.partie = None
        self.journaux = []

    def temps_restant(self):
        """Retourne le temps qui reste avant l'échéance du test, en secondes."""
        return self.echeance - time.monotonic()

    def nouvelle_partie(self):
        """Arrête la partie en cours, lance le programme à nouveau ; retourne la ``Partie``."""
        self.fermer()
        self.partie = Partie(self.commande, self.dossier, max(self.temps_restant(), 0.0),
                             nom=f"{self.nom} ({len(self.journaux) + 1})")
        self.journaux.append(self.partie.journal)
        return self.partie

    def partie_demarree(self):
        """Lance le programme à nouveau (``nouvelle_partie``) et attend son premier lancer ; retourne la
        ``Partie``. Un premier lancer ambigu (``PremierLancerAmbigu`` : 1 2 3 4 5 en ordre à côté des
        numéros des dés, une fois sur 7 776) relance le programme une fois : un autre processus tire d'autres
        dés, et le verdict ne dépend pas de ce hasard."""
        for essai in range(1, LANCEMENTS_AU_PLUS + 1):
            partie = self.nouvelle_partie()
            if demarrer_ou_relancer(partie, essai):
                break
        return partie

    def extrait(self):
        """Retourne le passage de la dernière réponse tapée dans la dernière partie : l'écran, la réponse,
        l'écran qui a suivi (la fin du journal sans réponse ; vide sans partie)."""
        if self.partie is None:
            return ""
        journal = self.partie.journal
        tapees = [index for index, pas in enumerate(journal.pas) if pas.reponse is not None]
        return journal.passage(tapees[-1], "la dernière réponse") if tapees else fin_du_journal(journal)

    def fermer(self):
        """Arrête la partie en cours et tout son groupe de processus ; ne retourne rien."""
        if self.partie is not None:
            self.partie.fermer()


def fin_du_journal(journal):
    """Retourne la fin du texte de ``journal`` (``FIN_DU_JOURNAL`` caractères au plus)."""
    return journal.texte()[-FIN_DU_JOURNAL:]


def fichiers_presents(dossier):
    """Retourne l'ensemble des chemins (relatifs) des fichiers et dossiers sous ``dossier``.

    Le dossier est parcouru sans suivre de lien : le programme a pu en poser un vers ailleurs.
    """
    presents = set()
    for parent, sous_dossiers, fichiers in os.walk(dossier):
        presents |= {os.path.relpath(os.path.join(parent, nom), dossier) for nom in sous_dossiers + fichiers}
    return presents


class DossierDeTravail:
    """Le dossier de travail du programme, dans le bac à sable : neuf, vide ou une copie du dossier de
    départ (``repertoire``, ou ``modele`` : le dossier de l'équipe), que le programme ne touche jamais."""

    def __init__(self, repertoire, modele):
        """Prépare le dossier ; ``avant`` retient ce qu'il contenait."""
        self.chemin = str(dossier_de_travail("yum-programme-"))
        source = repertoire or modele
        if source is not None:
            copier_le_dossier(source, self.chemin)
            # Ses classes Java compilées, dans la copie : des pauses cinquante fois plus courtes.
            raccourcir_les_pauses_java(self.chemin, PAUSES_RACCOURCIES)
            # La copie est à l'équipe : son programme y lit et y écrit, sous son utilisateur.
            donner_a_l_equipe(self.chemin)
        self.avant = fichiers_presents(self.chemin)

    def nettoyer(self):
        """Note ce que le programme a tenté, retire le dossier (sans suivre de lien) ; retourne les chemins
        qu'il a laissés."""
        noter_les_tentatives(tentatives_laissees(self.chemin))
        # Un nom écrit en octets non UTF-8 par le programme se montre tel qu'il l'a écrit.
        laisses = sorted(lisible(chemin) for chemin in fichiers_presents(self.chemin) - self.avant)
        retirer(self.chemin)
        return laisses


class DepartManque:
    """Ce que les parties et les tests d'un programme partagent : s'il s'est figé avant sa première question.

    Un programme vu figé (inactif ou bloqué) avant sa première question par une partie ou un test ne
    l'est pas moins dans les suivants, qui ne le relancent pas : il coûte quelques secondes, non une minute.
    """

    def __init__(self, plan=None):
        """Aucun départ manqué vu encore ; ``plan`` : celui des parties entières, s'il y en a."""
        self.plan = plan
        self.raison = None

    def retenir(self, depasse, obtenu):
        """Retourne ``obtenu`` ; le retient pour les tests suivants si ``depasse`` est venu avant toute
        réponse."""
        if getattr(depasse, "avant_toute_reponse", False):
            self.raison = obtenu
        return obtenu

    def constate(self, commande, delai):
        """Retourne la raison d'un départ manqué déjà vu (par un test ou une partie), ou None."""
        for sorte, detail in (self.plan.pannes if self.plan is not None and self.raison is None else ()):
            if sorte == "délai" and detail.avant_toute_reponse:
                verdict, _, obtenu = verdict_d_une_panne((sorte, detail), commande, delai)
                if verdict == ECHOUE:
                    return self.retenir(detail, obtenu)
        return self.raison


def verdict_d_une_panne(panne, commande, delai):
    """Retourne (verdict, attendu, obtenu) d'une panne du programme : délai, sortie sans fin, démarrage."""
    sorte, detail = panne
    quand = ", avant même sa première question" if getattr(detail, "avant_toute_reponse", False) else ""
    if sorte == "délai" and isinstance(detail, Inactif):
        return ECHOUE, "le programme attend une réponse ou finit, à chaque étape", f"{detail}{quand}"
    if sorte == "délai":
        if detail.attente >= delai * PART_DU_DELAI_BLOQUEE:
            return (ECHOUE, "le programme attend une réponse ou finit, à chaque étape",
                    f"délai de {delai:g} s dépassé : depuis {detail.attente:.1f} s, le programme ne demande"
                    f" plus rien et ne finit pas (bloqué, ou dans une boucle sans fin){quand}")
        # Le programme répondait encore : c'est la partie qui n'a pas fini à temps (une machine lente).
        return (A_VERIFIER, "", f"délai de {delai:g} s dépassé alors que le programme répondait encore :"
                                " relancer avec un délai plus long (--delai)")
    if sorte == "sans fin":
        return ECHOUE, "le programme attend une réponse ou finit", detail
    if sorte == "non notable":
        return NON_NOTABLE, "", detail
    if sorte == "lancement":
        return NON_NOTABLE, "", f"la commande « {commande} » ne se lance pas : {detail.strerror or detail}"
    if sorte == "interne":
        return A_VERIFIER, "", f"erreur interne du correcteur devant cet écran ({detail})"
    if sorte == "sans bac à sable":
        # La machine du correcteur, non l'équipe : rien n'a tourné.
        return A_VERIFIER, "", f"le code de l'équipe n'a pas tourné : pas de bac à sable ({detail})"
    return A_VERIFIER, "", detail


def juger(comportement, plan, commande, delai, duree):
    """Retourne le ``Verdict`` d'un comportement « journal » sur les journaux de ``plan`` (ne lève jamais)."""
    attendu, extrait = "", ""
    try:
        verdict, obtenu = REUSSI, comportement.verification(plan.journaux)
    except Faute as faute:
        verdict, attendu, obtenu, extrait = ECHOUE, faute.attendu, faute.obtenu, faute.extrait
    except Incompris as raison:
        verdict, obtenu, extrait = A_VERIFIER, str(raison), raison.extrait
        if isinstance(raison, ManqueDePreuves):
            # Combien de parties ont cherché ces preuves, et pourquoi le jeu s'est arrêté : ce qu'une
            # personne veut savoir devant un « à vérifier » (et ce qui dit, sous un test, d'où il vient).
            obtenu = f"{obtenu} ({plan.bilan()})"
        if plan.pannes:
            # Les preuves manquent parce que le programme a empêché de jouer : la panne est le verdict.
            verdict, attendu, obtenu = verdict_d_une_panne(plan.pannes[0], commande, delai)
    except Exception as erreur:
        verdict = A_VERIFIER
        obtenu = (f"erreur interne du correcteur en jugeant ce comportement ({type(erreur).__name__} :"
                  f" {erreur})")
    if verdict != REUSSI and not extrait and plan.journaux:
        extrait = fin_du_journal(plan.journaux[-1])
    return Verdict(test=comportement.identifiant, titre=comportement.titre, section=comportement.section,
                   verdict=verdict, attendu=attendu, obtenu=obtenu, extrait=extrait, duree=round(duree, 3))


def completer(verdict, journaux):
    """Retourne le ``verdict`` d'une sonde, complété par les ``journaux`` des parties entières et des sondes :
    « échoué » si la sonde a réussi, ou n'a pas pu conclure (« à vérifier »), et que son complément
    (``COMPLEMENTS``) y lève ``Faute`` ; sinon tel quel.

    Le complément ne voit que ce qui contredit la règle : ce qu'il ne comprend pas, ou l'erreur du
    correcteur, laisse le verdict de la sonde, qui a ses propres preuves. Une sonde qui ne voit rien avancer
    (« 12345 » refusé après « 113 ») dit « à vérifier » ; son complément, qui lit tous les journaux, peut
    dire pourquoi.
    """
    complement = COMPLEMENTS.get(verdict.test)
    if complement is None or verdict.verdict not in (REUSSI, A_VERIFIER):
        return verdict
    try:
        complement(journaux)
    except Faute as faute:
        return dataclasses.replace(verdict, verdict=ECHOUE, attendu=faute.attendu, obtenu=faute.obtenu,
                                   extrait=faute.extrait)
    except Exception:
        pass
    return verdict


def jouer_les_parties_entieres(commande, delai, choisis, repertoire, modele, executeur):
    """Lance les parties entières du plan pour juger ``choisis`` ; retourne (le plan, la fonction qui les
    attend jusqu'au bout, le moment du début).

    Chaque processus a son dossier de travail, neuf (une copie de ``repertoire`` ou de ``modele``).
    """
    debut = time.monotonic()
    plan = Plan(choisis, debut + delai * FACTEUR_DU_TEMPS_DES_PARTIES)
    combien = PROCESSUS_A_LA_FOIS

    def un_processus(numero):
        """Joue les parties d'un processus dans son propre dossier ; ne retourne rien."""
        dossier = DossierDeTravail(repertoire, modele)
        try:
            courir(plan, numero, lambda nom: Partie(commande, dossier.chemin, delai, nom=nom), delai)
        finally:
            dossier.nettoyer()

    def lancer_les_processus():
        """Lance les processus qui jouent ; retourne leurs ``Future``."""
        return [executeur.submit(un_processus, numero) for numero in range(combien)]

    premiers = lancer_les_processus()

    def jusqu_au_bout():
        """Attend les parties lancées, puis en joue d'autres tant que le journal entier manque de preuves
        (``Plan.rouvrir_les_manques``) et que le budget le permet ; ne retourne rien."""
        futurs = premiers
        while True:
            for futur in futurs:
                futur.result()
            if not plan.rouvrir_les_manques():
                return
            futurs = lancer_les_processus()

    return plan, jusqu_au_bout, debut


def jouer_un_test(commande, comportement, delai, repertoire, modele=None, depart=None):
    """Joue le test sondé ``comportement`` sur le programme ; retourne (son ``Verdict``, ses journaux).

    Ne lève jamais. Le test part d'un dossier de travail neuf : vide, ou une copie de ``repertoire`` (ou
    de ``modele``). ``depart`` (un ``DepartManque`` partagé) : un programme déjà vu figé avant sa première
    question n'est pas relancé.
    """
    depart = depart or DepartManque()
    manque = depart.constate(commande, delai)
    if manque is not None:
        return (Verdict(test=comportement.identifiant, titre=comportement.titre, section=comportement.section,
                        verdict=ECHOUE, attendu="le programme attend une réponse ou finit, à chaque étape",
                        obtenu=manque), [])
    dossier = DossierDeTravail(repertoire, modele)
    seance = Seance(commande, dossier.chemin, delai, nom=comportement.identifiant)
    debut = time.monotonic()
    verdict, attendu, obtenu, extrait = REUSSI, "", "", ""
    try:
        obtenu = comportement.verification(seance)
    except Faute as faute:
        verdict, attendu, obtenu, extrait = ECHOUE, faute.attendu, faute.obtenu, faute.extrait
    except Incompris as raison:
        verdict, obtenu, extrait = A_VERIFIER, str(raison), raison.extrait
    except NonNotable as raison:
        verdict, obtenu = NON_NOTABLE, str(raison)
    except DelaiDepasse as depasse:
        verdict, attendu, obtenu = verdict_d_une_panne(("délai", depasse), commande, delai)
        if verdict == ECHOUE:
            obtenu = depart.retenir(depasse, obtenu)
    except SortieSansFin as raison:
        verdict, attendu, obtenu = ECHOUE, "le programme attend une réponse ou finit", str(raison)
    except OSError as erreur:
        verdict, attendu, obtenu = verdict_d_une_panne(("lancement", erreur), commande, delai)
    except BacIndisponible as raison:
        verdict, attendu, obtenu = verdict_d_une_panne(("sans bac à sable", raison), commande, delai)
    except Exception as erreur:
        # Une erreur du correcteur lui-même devant un écran imprévu : une personne regarde, jamais « échoué ».
        verdict = A_VERIFIER
        obtenu = f"erreur interne du correcteur devant cet écran ({type(erreur).__name__} : {erreur})"
    finally:
        seance.fermer()
    laisses = dossier.nettoyer()
    if laisses:
        obtenu += f" ; fichiers laissés (effacés) : {', '.join(laisses[:FICHIERS_NOMMES])}"
    if verdict != REUSSI and not extrait:
        extrait = seance.extrait()
    return (Verdict(test=comportement.identifiant, titre=comportement.titre, section=comportement.section,
                    verdict=verdict, attendu=attendu, obtenu=obtenu, extrait=extrait,
                    duree=round(time.monotonic() - debut, 3)), seance.journaux)


def corriger_avec_les_journaux(commande, delai=DELAI_PAR_TEST, tests=None, repertoire=None, modele=None):
    """Retourne (les verdicts du programme ``commande``, le texte de tous ses journaux de parties).

    Les verdicts viennent un par test, dans l'ordre de ``TESTS_DU_PROGRAMME`` ; le texte des journaux
    (chaque écran, chaque réponse, le tour et le lancer) se garde à côté du retour de l'équipe, pour
    répondre à une demande de révision. Les arguments sont ceux de ``corriger_programme``.
    """
    inconnus = set(tests or ()) - set(TESTS_DU_PROGRAMME)
    if inconnus:
        raise ValueError(f"tests inconnus : {', '.join(sorted(inconnus))}")
    voulus = set(TESTS_DU_PROGRAMME if tests is None else tests)
    choisis = [comportement for comportement in COMPORTEMENTS if comportement.identifiant in voulus]
    a_juger = [comportement for comportement in choisis if comportement.sorte == JOURNAL]
    sondes = [comportement for comportement in choisis if comportement.sorte == SONDE]
    executeur = ThreadPoolExecutor(max_workers=TESTS_A_LA_FOIS)
    depart = DepartManque()
    try:
        if a_juger:
            plan, jusqu_au_bout, debut = jouer_les_parties_entieres(commande, delai, a_juger, repertoire,
                                                                     modele, executeur)
            depart.plan = plan
        sondes_jouees = list(executeur.map(
            lambda comportement: jouer_un_test(commande, comportement, delai, repertoire, modele, depart),
            sondes))
        resultats = {verdict.test: verdict for verdict, _ in sondes_jouees}
        journaux = [journal for _, journaux_de_la_sonde in sondes_jouees for journal in journaux_de_la_sonde]
        if a_juger:
            jusqu_au_bout()
            duree = time.monotonic() - debut
            # Les parties sont finies : une seule revue de leurs journaux pour tous les comportements.
            with une_revue():
                for comportement in a_juger:
                    resultats[comportement.identifiant] = juger(comportement, plan, commande, delai, duree)
                for comportement in sondes:
                    resultats[comportement.identifiant] = completer(resultats[comportement.identifiant],
                                                                    plan.journaux + journaux)
            journaux = plan.journaux + journaux
    finally:
        # Interrompu (Ctrl-C), les tests pas encore commencés ne commencent pas ; ceux en cours finissent.
        executeur.shutdown(wait=True, cancel_futures=True)
    une_relance_au_refus_comptee_une_fois(resultats)
    verdicts = [resultats[comportement.identifiant] for comportement in choisis]
    return verdicts, "\n\n".join(journal.texte() for journal in journaux)


def une_relance_au_refus_comptee_une_fois(resultats):
    """Laisse la relance des dés à chaque refus à la seule sonde de « 113 » ; modifie ``resultats`` ({test:
    verdict}) sur place, ne retourne rien.

    Quand la sonde de « 113 » échoue parce que les dés ont roulé sous le même numéro de lancer, la question
    reposée, les sondes de « 6 », des lettres et de la réponse vide qui échouent de la même façon voient la
    même faute, celle de la boucle qui redemande (tour 55, java_refus : quatre comportements échoués pour
    une ligne mal placée) : elles deviennent « à vérifier », et renvoient à « 113 ».
    """
    maison = resultats.get(comportements.SONDE_DE_LA_BOUCLE_DES_REFUS)
    if maison is None or maison.verdict != ECHOUE or comportements.RELANCE_AU_REFUS not in maison.obtenu:
        return
    for test in comportements.SONDES_DES_REPONSES_INVALIDES:
        verdict = resultats.get(test)
        if (verdict is not None and verdict.verdict == ECHOUE
                and comportements.RELANCE_AU_REFUS in verdict.obtenu):
            resultats[test] = dataclasses.replace(
                verdict, verdict=A_VERIFIER, attendu="",
                obtenu=f"{verdict.obtenu} ; la même faute que sous « {comportements.REPONSE_DES_DOUBLON} »,"
                       " celle de la boucle qui redemande les dés : elle y est comptée, une fois")


def corriger_programme(commande, delai=DELAI_PAR_TEST, tests=None, repertoire=None, modele=None):
    """Retourne les verdicts du programme ``commande`` : un par test, dans l'ordre de ``TESTS_DU_PROGRAMME``.

    ``tests`` : None pour tous, sinon des identifiants de ``TESTS_DU_PROGRAMME``.
    ``repertoire`` : le dossier de départ du programme, copié pour chaque processus (None : un dossier vide).
    ``modele`` : le dossier de l'équipe, copié dans le dossier temporaire de chaque processus (None : vide).
    Les journaux des parties : ``corriger_avec_les_journaux``.
    """
    return corriger_avec_les_journaux(commande, delai, tests, repertoire, modele)[0]


# --- La ligne de commande ---------------------------------------------------------------------------

def rapport(verdicts, preuve="preuve"):
    """Retourne le rapport en français : un paragraphe par test, puis le compte des verdicts.

    ``preuve`` nomme l'extrait qui suit un verdict en échec (les passages du journal des parties, le
    détail d'une vérification de l'API).
    """
    lignes = []
    for verdict in verdicts:
        duree = f"{verdict.duree:.1f}".replace(".", ",")
        lignes.append(f"[{verdict.verdict}] {verdict.titre} ({verdict.section}) — {duree} s")
        if verdict.attendu:
            lignes.append(f"    attendu : {verdict.attendu}")
        if verdict.obtenu:
            lignes.append(f"    obtenu : {verdict.obtenu}")
        if verdict.verdict in (ECHOUE, A_VERIFIER, NON_NOTABLE) and verdict.extrait:
            lignes.append(f"    {preuve} :")
            extrait = verdict.extrait.splitlines()
            # Les passages du journal (« --- processus… ») se lisent depuis leur début ; une fin de
            # transcription, par sa fin.
            montrees = (extrait[:LIGNES_DES_PASSAGES] if verdict.extrait.startswith(DEBUT_D_UN_PASSAGE)
                        else extrait[-LIGNES_DE_LA_FIN:])
            lignes.extend("      " + ligne for ligne in montrees)
    lignes.append(f"Bilan : {compter(verdicts)}")
    return "\n".join(lignes)


def ajouter_les_options(analyseur):
    """Ajoute à ``analyseur`` les options de la sous-commande ``programme`` ; ne retourne rien."""
    # Des espaces insécables dans les guillemets : l'aide ne coupe jamais une commande.
    analyseur.add_argument("commande", nargs="?", default=None, metavar="COMMANDE",
                           help="la commande qui lance le programme de l'équipe"
                                " (\u00ab\u00a0python -m paquet\u00a0\u00bb,"
                                " \u00ab\u00a0java -cp DOSSIER Yum\u00a0\u00bb) ; sans elle, le"
                                " programme de référence")
    analyseur.add_argument("--dossier", default=".", metavar="DOSSIER",
                           help="le dossier de l'équipe, d'où part le programme : chaque test en joue une"
                                " copie (défaut : le dossier courant)")
    analyseur.add_argument("--delai", type=float, default=DELAI_PAR_TEST, metavar="SECONDES",
                           help=f"le délai d'un test, en secondes (défaut : {DELAI_PAR_TEST:g})")
    analyseur.add_argument("--json", metavar="FICHIER", help="écrit aussi les verdicts dans ce fichier JSON")
    analyseur.add_argument("--journal", metavar="FICHIER",
                           help="écrit aussi le journal de toutes les parties jouées (chaque écran, chaque"
                                " réponse) dans ce fichier texte, pour une demande de révision")


def commande_de_reference():
    """Retourne la commande qui lance le programme de référence, celui de ce projet.

    Le bac à sable ne montre rien du projet qu'une commande ne nomme pas : celle-ci nomme son dossier.
    """
    return f"env PYTHONPATH={shlex.quote(str(DOSSIER_DU_PROJET))} {shlex.quote(sys.executable)} -m yum"


def executer(options):
    """Corrige le programme des options, affiche le rapport ; retourne le code de sortie.

    0 : aucun test échoué ni non notable ; 1 : au moins un ; 2, 69, 74, 130 : voir les constantes.
    """
    if options.delai <= 0:
        print("Le délai doit être un nombre de secondes positif.", file=sys.stderr)
        return SORTIE_USAGE
    commande = options.commande if options.commande is not None else commande_de_reference()
    if options.commande is not None and os.path.isdir(os.path.expanduser(options.commande)):
        print(f"des-corriger programme : « {options.commande} » est un dossier, pas une commande : donnez la"
              " commande qui lance le programme (« python -m paquet », « java -cp classes Yum ») et le"
              " dossier de l'équipe par --dossier.", file=sys.stderr)
        return SORTIE_USAGE
    # La référence part d'un dossier vide ; le programme d'une équipe, d'une copie de son dossier.
    try:
        modele = verifier_le_dossier(options.dossier) if options.commande is not None else None
    except DossierInutilisable as raison:
        print(f"des-corriger programme : {raison}.", file=sys.stderr)
        return SORTIE_USAGE
    introuvable = programme_introuvable(commande, modele or ".")
    if introuvable:
        print(f"des-corriger programme : « {introuvable} » est introuvable (ni dans le PATH, ni dans le"
              " dossier de l'équipe) : installez-le ou corrigez la commande ; aucun test n'est joué.",
              file=sys.stderr)
        return SORTIE_OUTIL_MANQUANT
    try:
        verdicts, journaux = corriger_avec_les_journaux(commande, delai=options.delai, modele=modele)
    except KeyboardInterrupt:
        print("Interruption (Ctrl-C) : la correction s'arrête là.", file=sys.stderr)
        return SORTIE_INTERRUPTION
    # Un nom de fichier en octets non UTF-8 (laissé par le programme) s'écrit tel que le programme l'a écrit.
    verdicts = [Verdict(**rendre_lisible(dataclasses.asdict(verdict))) for verdict in verdicts]
    print(rapport(verdicts))
    if tentatives_notees():
        print("Le programme a tenté de sortir de sa boîte (la boîte l'en a empêché) :\n"
              + texte_des_tentatives(tentatives_notees()), end="")
    fichiers = [(options.json, lambda: json.dumps([dataclasses.asdict(verdict) for verdict in verdicts],
                                                  ensure_ascii=False, indent=2)),
                (options.journal, lambda: lisible(journaux))]
    for chemin, contenu in fichiers:
        if not chemin:
            continue
        try:
            Path(chemin).write_text(contenu(), encoding="utf-8")
        except OSError as erreur:
            print(f"Impossible d'écrire {chemin} : {erreur.strerror}.", file=sys.stderr)
            return SORTIE_ECRITURE_IMPOSSIBLE
    mauvais = (ECHOUE, NON_NOTABLE)
    return SORTIE_FAUTES if any(verdict.verdict in mauvais for verdict in verdicts) else SORTIE_REUSSIE

