"""Corriger une classe entière : un dossier de remises, un carnet de notes, un retour par équipe.

Explication : ``des-corriger classe REMISES --sortie NOTES`` prend le dossier
que donne Moodle (« Télécharger tous les travaux remis » : un sous-dossier ou
une archive zip par remise). Chaque équipe est corrigée dans son propre
processus (``yum.correction.classe.equipe``), sur une copie de sa remise, avec
un délai : plusieurs à la fois (``--travaux``), et une équipe qui bloque ou qui
plante n'arrête jamais les autres. Les verdicts de chaque équipe sont notés
selon le barème (``bareme.csv``, à côté de ce module) ; la commande écrit le
carnet de notes ``notes.csv``, puis pour chaque équipe un dossier avec
``retour.md`` (et ``qualite.md``, la fiche de qualité du code, sans note). Avec
``--gradescope FICHIER``, le dossier donné est une seule remise, et ``FICHIER``
reçoit le ``results.json`` de Gradescope.

Codes de sortie : 0 tout est corrigé ; 1 tout est corrigé, mais au moins une
remise ne se lit pas (archive abîmée, ni paquet Python ni Java) ; 2 options
invalides ; 65 dossier sans aucune remise, ou barème illisible ; 66 dossier des
remises introuvable ; 69 un outil du correcteur manque (pytest, hypothesis,
javac, java) ; 73 un carnet de notes existe déjà (``--ecraser`` pour le
remplacer) ; 74 les rapports ne peuvent pas être écrits ; 130 Ctrl-C.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict
from pathlib import Path

from yum.correction import environnement_du_correcteur
from yum.correction.classe.bareme import BAREME_PAR_DEFAUT, BaremeIllisible, lire_bareme, noter
from yum.correction.classe.equipe import DELAI_PAR_TEST_CONSOLE
from yum.correction.classe.rapports import (
    carnet_de_notes,
    ligne_du_carnet,
    resultats_gradescope,
    retour_d_equipe,
)
from yum.correction.classe.remises import Remise, lister_les_remises, nom_d_equipe, participant
from yum.correction.outils import outils_manquants_pour
from yum.correction.paquet.isole import DELAI_PAR_APPEL
from yum.correction.similarite.classe import similarite_de_la_classe
from yum.correction.verdicts import A_VERIFIER, Verdict

# La version de la commande.
VERSION = "1.0.0"
# Les codes de sortie (voir l'en-tête et LISEZMOI).
SORTIE_REUSSIE = 0
SORTIE_REMISES_ILLISIBLES = 1
SORTIE_OPTIONS_INVALIDES = 2
SORTIE_DONNEES_INVALIDES = 65
SORTIE_DOSSIER_INTROUVABLE = 66
SORTIE_OUTIL_MANQUANT = 69
SORTIE_CARNET_EXISTANT = 73
SORTIE_ECRITURE_IMPOSSIBLE = 74
SORTIE_INTERRUPTION = 130
# Le module qui corrige une équipe, dans son propre processus.
MODULE_D_UNE_EQUIPE = "yum.correction.classe.equipe"
# Le nom du carnet de notes dans le dossier des notes.
CARNET = "notes.csv"
# Le nom du retour d'une équipe, et de sa fiche de qualité, dans son dossier.
RETOUR = "retour.md"
QUALITE = "qualite.md"
# Le délai de toute la correction d'une équipe, en secondes (API, programme en console et compilation).
DELAI_PAR_EQUIPE = 1800.0
# La fin de la sortie d'erreur d'une correction d'équipe citée quand elle échoue.
FIN_D_ERREUR_CITEE = 1500
# Les caractères interdits dans un nom de dossier (Windows compris), remplacés par « _ ».
CARACTERES_INTERDITS = '<>:"/\\|?*'


class CorrectionImpossible(Exception):
    """La commande ne peut pas corriger : un message en français et un code de sortie."""

    def __init__(self, message, code):
        """Garde le message et le code de sortie."""
        super().__init__(message)
        self.code = code


def ajouter_les_options(analyseur):
    """Ajoute à ``analyseur`` les options de la sous-commande ``classe`` ; ne retourne rien."""
    analyseur.add_argument("remises", metavar="REMISES",
                           help="le dossier des remises (avec --gradescope : le dossier d'une seule remise)")
    analyseur.add_argument("--sortie", metavar="NOTES",
                           help="le dossier où écrire notes.csv et un dossier par équipe (créé s'il manque)")
    analyseur.add_argument("--travaux", type=int, default=os.cpu_count() or 1, metavar="N",
                           help="le nombre d'équipes corrigées à la fois (défaut : le nombre de cœurs)")
    analyseur.add_argument("--ecraser", action="store_true",
                           help="remplacer le carnet de notes et les retours d'une correction précédente")
    analyseur.add_argument("--bareme", default=str(BAREME_PAR_DEFAUT), metavar="FICHIER",
                           help="le barème, un test par ligne (défaut : celui du projet)")
    analyseur.add_argument("--delai-console", type=float, default=DELAI_PAR_TEST_CONSOLE, metavar="S",
                           help=f"délai d'un test du programme en console, en secondes (défaut :"
                                f" {DELAI_PAR_TEST_CONSOLE:g})")
    analyseur.add_argument("--delai-par-appel", type=float, default=DELAI_PAR_APPEL, metavar="S",
                           help=f"délai d'un appel d'une fonction d'un paquet Python, en secondes (défaut :"
                                f" {DELAI_PAR_APPEL:g})")
    analyseur.add_argument("--delai-equipe", type=float, default=DELAI_PAR_EQUIPE, metavar="S",
                           help=f"délai de toute la correction d'une équipe, en secondes (défaut :"
                                f" {DELAI_PAR_EQUIPE:g})")
    # Similarité (issue 30) : le code donné par le cours, jamais compté aux équipes.
    analyseur.add_argument("--fourni", metavar="DOSSIER",
                           help="le dossier des fichiers donnés par le cours (ModAffichage.java…) : jamais"
                                " comptés aux équipes, ni dans la fiche de qualité ni dans la similarité")
    analyseur.add_argument(
        "--gradescope", metavar="FICHIER",
        help="corriger une seule remise et écrire le results.json de Gradescope dans FICHIER")


def verifier_les_options(options):
    """Lève CorrectionImpossible (code 2) si les options ne vont pas ensemble ; ne retourne rien."""
    if options.gradescope is None and options.sortie is None:
        raise CorrectionImpossible("--sortie NOTES est obligatoire (sauf avec --gradescope).",
                                   SORTIE_OPTIONS_INVALIDES)
    if options.fourni is not None and not Path(options.fourni).is_dir():
        raise CorrectionImpossible(f"Le dossier --fourni « {options.fourni} » n'existe pas.",
                                   SORTIE_OPTIONS_INVALIDES)
    if options.travaux < 1:
        raise CorrectionImpossible("--travaux veut au moins 1.", SORTIE_OPTIONS_INVALIDES)
    for delai in ("delai_console", "delai_par_appel", "delai_equipe"):
        if getattr(options, delai) <= 0:
            raise CorrectionImpossible(f"--{delai.replace('_', '-')} veut un nombre de secondes positif.",
                                       SORTIE_OPTIONS_INVALIDES)


def verifier_les_dossiers(options):
    """Retourne (dossier des remises, dossier des notes) ; lève CorrectionImpossible s'ils ne vont pas."""
    remises = Path(options.remises).expanduser()
    if not remises.is_dir():
        raise CorrectionImpossible(f"Le dossier des remises « {options.remises} » n'existe pas.",
                                   SORTIE_DOSSIER_INTROUVABLE)
    remises = remises.resolve()
    if options.gradescope is not None:
        return remises, None
    sortie = Path(options.sortie).expanduser().resolve()
    if sortie == remises or remises in sortie.parents:
        raise CorrectionImpossible("Le dossier des notes ne peut pas être dans celui des remises : la"
                                   " correction n'écrit jamais dans les remises.", SORTIE_OPTIONS_INVALIDES)
    if sortie.exists() and any(sortie.iterdir()) and not options.ecraser:
        raise CorrectionImpossible(f"Le dossier des notes {sortie} n'est pas vide (une correction"
                                   " précédente ?) : ajoutez --ecraser pour remplacer son carnet et ses"
                                   " retours, ou choisissez un autre --sortie.", SORTIE_CARNET_EXISTANT)
    return remises, sortie


class Progression:
    """La progression, sur la sortie d'erreur : une ligne par équipe, réécrite sur place dans un terminal."""

    def __init__(self, total):
        """Prépare la progression de ``total`` équipes."""
        self.total = total
        self.faites = 0
        self.verrou = threading.Lock()
        self.terminal = sys.stderr.isatty()

    def afficher(self, equipe, total_de_l_equipe, duree):
        """Note une équipe corrigée et affiche où on en est."""
        with self.verrou:
            self.faites += 1
            ligne = (f"[{self.faites}/{self.total}] {equipe} : {total_de_l_equipe} ({duree:.1f} s)")
            if self.terminal:
                sys.stderr.write("\r\033[K" + ligne + ("\n" if self.faites == self.total else ""))
            else:
                sys.stderr.write(ligne + "\n")
            sys.stderr.flush()


def resultat_de_secours(origine, raison):
    """Retourne le résultat d'une équipe dont la correction n'a pas abouti : un verdict « à vérifier »."""
    verdict = Verdict("correction", "La correction de l'équipe a abouti", "§7", A_VERIFIER, obtenu=raison)
    return {"equipe": nom_d_equipe(origine), "participant": participant(origine), "langage": "",
            "commande": "", "paquet": "", "verdicts": [asdict(verdict)], "qualite": ""}


class Correcteur:
    """Corrige les remises, chacune dans son processus ; garde les processus en cours pour les arrêter."""

    def __init__(self, options, travail):
        """Prépare la correction dans le dossier de travail ``travail``."""
        self.options = options
        self.travail = travail
        self.en_cours = {}
        self.verrou = threading.Lock()
        self.arret = threading.Event()

    def commande(self, origine, dossier, fichier):
        """Retourne la commande du processus qui corrige la remise ``origine``."""
        return [sys.executable, "-m", MODULE_D_UNE_EQUIPE, str(origine), str(dossier), str(fichier),
                "--bareme", str(Path(self.options.bareme).resolve()),
                "--delai-console", str(self.options.delai_console),
                "--delai-par-appel", str(self.options.delai_par_appel)]

    def corriger(self, numero, origine):
        """Corrige la remise ``origine`` ; retourne (son résultat, la durée), sans jamais lever."""
        debut = time.monotonic()
        dossier = self.travail / f"equipe-{numero}"
        dossier.mkdir()
        fichier = self.travail / f"resultat-{numero}.json"
        environnement = environnement_du_correcteur()
        if self.arret.is_set():
            return resultat_de_secours(origine, "la correction a été interrompue"), 0.0
        processus = subprocess.Popen(self.commande(origine, dossier, fichier), cwd=dossier, env=environnement,
                                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE, start_new_session=True)
        with self.verrou:
            self.en_cours[numero] = processus
        try:
            _, erreur = processus.communicate(timeout=self.options.delai_equipe)
            raison = None
        except subprocess.TimeoutExpired:
            raison = f"la correction de l'équipe n'a pas fini en {self.options.delai_equipe:g} s"
            erreur = b""
        finally:
            arreter(processus)
            with self.verrou:
                self.en_cours.pop(numero, None)
        duree = time.monotonic() - debut
        if raison is None and not fichier.exists():
            texte = erreur.decode("utf-8", errors="replace")[-FIN_D_ERREUR_CITEE:]
            raison = f"la correction de l'équipe s'est arrêtée (code {processus.returncode}) :\n{texte}"
        if raison is not None:
            return resultat_de_secours(origine, raison), duree
        return json.loads(fichier.read_text(encoding="utf-8")), duree

    def tout_arreter(self):
        """Arrête toutes les corrections en cours (Ctrl-C)."""
        self.arret.set()
        with self.verrou:
            processus = list(self.en_cours.values())
        for un_processus in processus:
            arreter(un_processus)


def arreter(processus):
    """Tue le groupe du processus d'une équipe (ses tests et leurs programmes) et attend sa fin."""
    try:
        os.killpg(processus.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    processus.wait()


def verdicts_du_resultat(resultat):
    """Retourne les ``Verdict`` d'un résultat d'équipe lu en JSON."""
    return [Verdict(**verdict) for verdict in resultat["verdicts"]]


def nom_de_dossier(equipe, pris):
    """Retourne un nom de dossier sûr et unique pour l'équipe ``equipe`` (``pris`` : les noms déjà donnés)."""
    nom = "".join("_" if caractere in CARACTERES_INTERDITS or ord(caractere) < 32 else caractere
                  for caractere in equipe).strip(" .") or "equipe"
    unique, numero = nom, 2
    while unique.lower() in pris:
        unique, numero = f"{nom} ({numero})", numero + 1
    pris.add(unique.lower())
    return unique


def ecrire_les_rapports(bareme, resultats, sortie):
    """Écrit le carnet de notes et, pour chaque équipe, son retour et sa fiche de qualité."""
    sortie.mkdir(parents=True, exist_ok=True)
    lignes, pris = [], set()
    for resultat in resultats:
        verdicts = verdicts_du_resultat(resultat)
        note = noter(bareme, verdicts)
        dossier = sortie / nom_de_dossier(resultat["equipe"], pris)
        dossier.mkdir(exist_ok=True)
        (dossier / RETOUR).write_text(retour_d_equipe(bareme, resultat, verdicts, note), encoding="utf-8")
        if resultat.get("qualite"):
            (dossier / QUALITE).write_text(resultat["qualite"], encoding="utf-8")
        lignes.append(ligne_du_carnet(resultat, note, f"{dossier.name}/{RETOUR}"))
    # Avec un BOM : Excel y lit les accents, et Moodle l'ignore à l'import.
    (sortie / CARNET).write_text(carnet_de_notes(bareme, lignes), encoding="utf-8-sig")


def corriger_la_classe(options, remises, travail):
    """Corrige chaque remise, plusieurs à la fois ; retourne leurs résultats, dans l'ordre des remises."""
    correcteur = Correcteur(options, travail)
    progression = Progression(len(remises))
    bareme = lire_bareme(options.bareme)
    resultats = [None] * len(remises)
    executeur = ThreadPoolExecutor(max_workers=options.travaux)
    try:
        futurs = {executeur.submit(correcteur.corriger, numero, remise.origine): numero
                  for numero, remise in enumerate(remises)}
        for futur in as_completed(futurs):
            numero = futurs[futur]
            resultat, duree = futur.result()
            resultats[numero] = resultat
            total = noter(bareme, verdicts_du_resultat(resultat)).total
            progression.afficher(resultat["equipe"], f"{total:g}/40", duree)
    except KeyboardInterrupt:
        # Les processus en cours sont tués d'abord : les fils qui les attendent finissent aussitôt.
        correcteur.tout_arreter()
        executeur.shutdown(wait=True, cancel_futures=True)
        raise
    executeur.shutdown()
    return resultats


def remises_illisibles(resultats):
    """Retourne (équipe, raison) de chaque remise qui ne se lit pas (archive abîmée, ni Python ni Java)."""
    return [(resultat["equipe"], verdict["obtenu"]) for resultat in resultats
            for verdict in resultat["verdicts"] if verdict["test"] == "remise"]


def corriger_selon(options):
    """Fait la correction demandée ; retourne le code de sortie, ou lève CorrectionImpossible."""
    verifier_les_options(options)
    dossier_des_remises, sortie = verifier_les_dossiers(options)
    try:
        bareme = lire_bareme(options.bareme)
    except BaremeIllisible as erreur:
        raise CorrectionImpossible(f"Le barème ne se lit pas : {erreur}.", SORTIE_DONNEES_INVALIDES) from None
    if options.gradescope is not None:
        remises = [Remise(nom_d_equipe(dossier_des_remises), dossier_des_remises)]
    else:
        remises = lister_les_remises(dossier_des_remises)
        if not remises:
            raise CorrectionImpossible(f"Le dossier des remises « {options.remises} » ne contient aucune"
                                       " remise (ni sous-dossier ni archive zip).", SORTIE_DONNEES_INVALIDES)
    # Un outil qui manque ne baisse jamais une note en silence : on s'arrête avant d'en écrire une.
    manquants = outils_manquants_pour([remise.origine for remise in remises])
    if manquants:
        raise CorrectionImpossible("il manque au correcteur :\n- " + "\n- ".join(manquants) + "\nAucune note"
                                   " n'est écrite.", SORTIE_OUTIL_MANQUANT)
    travail = Path(tempfile.mkdtemp(prefix="des-classe-"))
    try:
        resultats = corriger_la_classe(options, remises, travail)
    finally:
        shutil.rmtree(travail, ignore_errors=True)
    try:
        if options.gradescope is not None:
            resultat = resultats[0]
            Path(options.gradescope).write_text(
                resultats_gradescope(bareme, resultat, verdicts_du_resultat(resultat)), encoding="utf-8")
        else:
            ecrire_les_rapports(bareme, resultats, sortie)
            # Similarité (issue 30) : un seul appel, à la fin ; il réécrit les fiches qui contiennent du
            # code du cours. Les dossiers des équipes sont nommés comme ecrire_les_rapports les nomme.
            pris = set()
            dossiers = {r["equipe"]: sortie / nom_de_dossier(r["equipe"], pris) for r in resultats}
            similarite_de_la_classe(dossier_des_remises, sortie, dossiers, options.fourni)
    except OSError as erreur:
        raise CorrectionImpossible(f"Impossible d'écrire les rapports : {erreur.strerror or erreur}.",
                                   SORTIE_ECRITURE_IMPOSSIBLE) from None
    illisibles = remises_illisibles(resultats)
    for equipe, raison in illisibles:
        print(f"La remise de « {equipe} » ne se lit pas : {raison}.", file=sys.stderr)
    if sortie is not None:
        equipes = f"{len(resultats)} équipe" + ("s" if len(resultats) > 1 else "")
        print(f"Carnet de notes : {sortie / CARNET} ({equipes}).", file=sys.stderr)
    return SORTIE_REMISES_ILLISIBLES if illisibles else SORTIE_REUSSIE


def executer(options):
    """Corrige selon les options et retourne le code de sortie ; jamais de trace d'erreur."""
    try:
        return corriger_selon(options)
    except CorrectionImpossible as probleme:
        print(f"des-corriger classe : {probleme}", file=sys.stderr)
        return probleme.code
    except KeyboardInterrupt:
        print("\nInterruption (Ctrl-C) : la correction s'arrête là ; aucun rapport n'est écrit.",
              file=sys.stderr)
        return SORTIE_INTERRUPTION

