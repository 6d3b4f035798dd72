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

from yum.correction import DOSSIER_DU_PROJET
from yum.correction.bac_a_sable import (
    BacIndisponible,
    donner_a_l_equipe,
    dossier_de_travail,
    noter_les_tentatives,
    retirer,
    tentatives_laissees,
)
from yum.correction.outils import programme_introuvable
from yum.correction.programme.comportements import TESTS
from yum.correction.programme.console import DelaiDepasse, Inactif, SortieSansFin
from yum.correction.programme.dossier import DossierInutilisable, copier_le_dossier, verifier_le_dossier
from yum.correction.programme.partie import Faute, Incompris, NonNotable, Partie
from yum.correction.verdicts import A_VERIFIER, ECHOUE, NON_NOTABLE, REUSSI, Verdict, compter

# Le délai d'un test, en secondes, par défaut : un programme juste en prend moins d'une.
DELAI_PAR_TEST = 10.0
# La part du délai qu'une seule attente doit durer pour que le programme soit dit bloqué.
PART_DU_DELAI_BLOQUEE = 0.5
# Les tests du programme, dans l'ordre du rapport.
TESTS_DU_PROGRAMME = tuple(test.identifiant for test in TESTS)
# Combien de tests tournent à la fois (ils attendent surtout le programme).
TESTS_A_LA_FOIS = 2
# Ce qu'on attend d'un programme à chaque étape : qu'il demande une réponse ou qu'il finisse.
ATTENDU_D_UN_PROGRAMME_VIVANT = "le programme attend une réponse ou finit, à chaque étape"
# Combien de fichiers laissés nommer, au plus, dans un verdict.
FICHIERS_NOMMES = 10
# Codes de sortie de la ligne de commande : aucun test échoué, un test échoué ou non notable, options
# invalides (celui d'argparse), le fichier --json impossible à écrire, Ctrl-C.
SORTIE_REUSSIE, SORTIE_FAUTES, SORTIE_USAGE = 0, 1, 2
SORTIE_ECRITURE_IMPOSSIBLE, SORTIE_INTERRUPTION = 74, 130
# Code de sortie : le programme de la commande (java, python…) est introuvable sur cette machine.
SORTIE_OUTIL_MANQUANT = 69


class Seance:
    """Un test : sa commande, son dossier, son échéance, et les parties qu'il a jouées."""

    def __init__(self, commande, dossier, delai):
        """Prépare le test : rien n'est lancé avant ``nouvelle_partie``."""
        self.commande = commande
        self.dossier = dossier
        self.echeance = time.monotonic() + delai
        self.partie = None

    def temps_restant(self):
        """Retourne le temps qui reste avant l'échéance du test, en secondes."""
        return self.echeance - time.monotonic()

    def nouvelle_partie(self):
        """Arrête la partie en cours, lance le programme à nouveau ; retourne la ``Partie``."""
        self.fermer()
        self.partie = Partie(self.commande, self.dossier, max(self.temps_restant(), 0.0))
        return self.partie

    def extrait(self):
        """Retourne la fin de la transcription de la dernière partie (vide sans partie)."""
        return self.partie.console.fin() if self.partie is not None else ""

    def fermer(self):
        """Arrête la partie en cours et tout son groupe de processus ; ne retourne rien."""
        if self.partie is not None:
            self.partie.fermer()


def fichiers_presents(dossier):
    """Retourne l'ensemble des chemins (relatifs) des fichiers et dossiers sous ``dossier``.

    Le dossier est parcouru sans suivre de lien : le programme a pu en poser un vers ailleurs.
    """
    presents = set()
    for parent, sous_dossiers, fichiers in os.walk(dossier):
        presents |= {os.path.relpath(os.path.join(parent, nom), dossier) for nom in sous_dossiers + fichiers}
    return presents


class DepartManque:
    """Ce que les tests d'un programme partagent : s'il s'est figé avant sa première question."""

    def __init__(self):
        """Le programme n'a encore été vu figé nulle part."""
        self.raison = None


def retenir_un_depart_manque(depart, depasse, obtenu):
    """Retourne ``obtenu`` ; si le programme s'est figé (``depasse``) avant sa première question, le note
    dans ``depart`` pour les tests suivants et le dit."""
    if depart is None or not depasse.avant_toute_reponse:
        return obtenu
    depart.raison = f"{obtenu}, avant même sa première question"
    return depart.raison


def jouer_un_test(commande, identifiant, delai, repertoire, modele=None, depart=None):
    """Joue le test ``identifiant`` sur le programme ; retourne son ``Verdict`` (ne lève jamais).

    Le test part d'un dossier de travail neuf, dans le bac à sable : vide, ou
    une copie de ``repertoire`` (ou de ``modele``, le dossier de l'équipe),
    que le programme ne touche jamais. ``depart`` (un ``DepartManque``
    partagé) : un programme vu figé avant sa première question par un test ne
    l'est pas moins dans les suivants, qui ne le relancent pas (il coûte
    quelques secondes, non une minute).
    """
    comportement = next(test for test in TESTS if test.identifiant == identifiant)
    titre, section, verification = comportement.titre, comportement.section, comportement.verification
    if depart is not None and depart.raison is not None:
        return Verdict(test=identifiant, titre=titre, section=section, verdict=ECHOUE,
                       attendu=ATTENDU_D_UN_PROGRAMME_VIVANT, obtenu=depart.raison)
    dossier = str(dossier_de_travail("yum-programme-"))
    source = repertoire or modele
    if source is not None:
        copier_le_dossier(source, dossier)
        # La copie est à l'équipe : son programme y lit et y écrit, sous son utilisateur.
        donner_a_l_equipe(dossier)
    avant = fichiers_presents(dossier)
    # Les tests qui accumulent des preuves sur beaucoup de tours ont un délai plus long.
    seance = Seance(commande, dossier, delai * comportement.facteur_de_delai)
    debut = time.monotonic()
    verdict, attendu, obtenu = REUSSI, "", ""
    try:
        obtenu = verification(seance)
    except Faute as faute:
        verdict, attendu, obtenu = ECHOUE, faute.attendu, faute.obtenu
    except Incompris as raison:
        verdict, obtenu = A_VERIFIER, str(raison)
    except NonNotable as raison:
        verdict, obtenu = NON_NOTABLE, str(raison)
    except Inactif as inactif:
        verdict, attendu, obtenu = ECHOUE, ATTENDU_D_UN_PROGRAMME_VIVANT, str(inactif)
        obtenu = retenir_un_depart_manque(depart, inactif, obtenu)
    except DelaiDepasse as depasse:
        if depasse.attente >= delai * PART_DU_DELAI_BLOQUEE:
            verdict, attendu = ECHOUE, ATTENDU_D_UN_PROGRAMME_VIVANT
            obtenu = (f"délai de {delai:g} s dépassé : depuis {depasse.attente:.1f} s, le programme ne"
                      " demande plus rien et ne finit pas (bloqué, ou dans une boucle sans fin)")
            obtenu = retenir_un_depart_manque(depart, depasse, obtenu)
        else:
            # Le programme répondait encore : c'est le test qui n'a pas fini à temps (une machine lente).
            verdict = A_VERIFIER
            obtenu = (f"délai de {delai:g} s dépassé alors que le programme répondait encore : relancer avec"
                      " un délai plus long (--delai)")
    except SortieSansFin as raison:
        verdict, attendu, obtenu = ECHOUE, "le programme attend une réponse ou finit", str(raison)
    except OSError as erreur:
        verdict = NON_NOTABLE
        obtenu = f"la commande « {commande} » ne se lance pas : {erreur.strerror or erreur}"
    except BacIndisponible as raison:
        # La machine du correcteur, non l'équipe : rien n'a tourné.
        verdict, obtenu = A_VERIFIER, f"le code de l'équipe n'a pas tourné : pas de bac à sable ({raison})"
    except Exception as erreur:
        # Une erreur du correcteur lui-même devant un écran imprévu : une personne regarde, jamais « échoué ».
        verdict = A_VERIFIER
        obtenu = f"erreur interne du correcteur devant cet écran ({type(erreur).__name__} : {erreur})"
    finally:
        seance.fermer()
    noter_les_tentatives(tentatives_laissees(dossier))
    laisses = sorted(fichiers_presents(dossier) - avant)
    if laisses:
        obtenu += f" ; fichiers laissés (effacés) : {', '.join(laisses[:FICHIERS_NOMMES])}"
    retirer(dossier)
    return Verdict(test=identifiant, titre=titre, section=section, verdict=verdict, attendu=attendu,
                   obtenu=obtenu, extrait=seance.extrait(), duree=round(time.monotonic() - debut, 3))


def corriger_programme(commande, delai=DELAI_PAR_TEST, tests=None, repertoire=None, modele=None):
    """Retourne les verdicts du programme ``commande`` : un par test, dans l'ordre de ``TESTS_DU_PROGRAMME``.

    ``tests`` : None pour tous, sinon des identifiants de ``TESTS_DU_PROGRAMME``.
    ``repertoire`` : le dossier de départ du programme, copié pour chaque test (None : un dossier vide).
    ``modele`` : le dossier de l'équipe, copié dans le dossier temporaire de chaque test (None : vide).
    """
    voulus = set(TESTS_DU_PROGRAMME if tests is None else tests)
    choisis = [identifiant for identifiant in TESTS_DU_PROGRAMME if identifiant in voulus]
    inconnus = set(tests or ()) - set(TESTS_DU_PROGRAMME)
    if inconnus:
        raise ValueError(f"tests inconnus : {', '.join(sorted(inconnus))}")
    executeur = ThreadPoolExecutor(max_workers=TESTS_A_LA_FOIS)
    depart = DepartManque()
    try:
        return list(executeur.map(
            lambda identifiant: jouer_un_test(commande, identifiant, delai, repertoire, modele, depart),
            choisis))
    finally:
        # Interrompu (Ctrl-C), les tests pas encore commencés ne commencent pas ; ceux en cours finissent.
        executeur.shutdown(wait=True, cancel_futures=True)


# --- La ligne de commande ---------------------------------------------------------------------------

def rapport(verdicts, preuve="fin de la transcription"):
    """Retourne le rapport en français : un paragraphe par test, puis le compte des verdicts.

    ``preuve`` nomme l'extrait qui suit un verdict en échec (la transcription d'une partie, le détail
    d'une vérification de l'API).
    """
    lignes = []
    for verdict in verdicts:
        lignes.append(f"[{verdict.verdict}] {verdict.titre} ({verdict.section}) — {verdict.duree:.1f} s")
        if verdict.attendu:
            lignes.append(f"    attendu : {verdict.attendu}")
        if verdict.obtenu:
            lignes.append(f"    obtenu : {verdict.obtenu}")
        if verdict.verdict in (ECHOUE, A_VERIFIER, NON_NOTABLE) and verdict.extrait:
            lignes.append(f"    {preuve} :")
            lignes.extend("      " + ligne for ligne in verdict.extrait.splitlines()[-25:])
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
        verdicts = corriger_programme(commande, delai=options.delai, modele=modele)
    except KeyboardInterrupt:
        print("Interruption (Ctrl-C) : la correction s'arrête là.", file=sys.stderr)
        return SORTIE_INTERRUPTION
    print(rapport(verdicts))
    if options.json:
        try:
            with open(options.json, "w", encoding="utf-8") as fichier:
                json.dump([dataclasses.asdict(verdict) for verdict in verdicts], fichier, ensure_ascii=False,
                          indent=2)
        except OSError as erreur:
            print(f"Impossible d'écrire {options.json} : {erreur.strerror}.", file=sys.stderr)
            return SORTIE_ECRITURE_IMPOSSIBLE
    mauvais = (ECHOUE, NON_NOTABLE)
    return SORTIE_FAUTES if any(verdict.verdict in mauvais for verdict in verdicts) else SORTIE_REUSSIE

