"""Corriger une classe entière : l'archive de Moodle, un carnet de notes, un retour par équipe, la classe.

Explication : ``des-corriger classe REMISES --sortie NOTES`` prend l'archive
que donne Moodle (« Télécharger tous les travaux remis ») telle quelle, ou le
dossier où on l'a extraite (un sous-dossier, une archive zip ou des fichiers
nommés par remise), ou le dossier d'une seule équipe. Chaque équipe est
corrigée dans son propre processus (``yum.correction.classe.equipe``), sur
une copie de sa remise, dans le bac à sable, avec un délai : plusieurs à la
fois (``--travaux``), et une équipe qui bloque ou qui plante n'arrête jamais
les autres. Le résultat de chaque équipe est écrit dès qu'elle est corrigée
(``NOTES/.correction/``, son ``retour.md``, le carnet ``notes.csv`` et
``classe.md`` mis à jour) : Ctrl-C, un plantage ou un terminal fermé gardent
ce qui est fait, et la même commande reprend là (``--ecraser`` recommence
tout ; une remise changée depuis est corrigée de nouveau). ``--equipe NOM``
corrige de nouveau une seule équipe et garde les autres. La commande finit
par la classe d'un coup d'œil : la répartition des notes et, pour chaque
comportement, combien d'équipes l'échouent (aussi dans ``classe.md``). Avec
``--gradescope FICHIER``, REMISES est une seule remise, et ``FICHIER``
reçoit le ``results.json`` de Gradescope.

Codes de sortie : 0 tout est corrigé ; 1 tout est corrigé, mais au moins une
remise ne se lit pas (archive abîmée, ni paquet Python ni Java) ; 2 options
invalides ; 65 aucune remise, archive de la classe illisible, équipe
inconnue ou barème illisible ; 66 remises introuvables ; 69 un outil du
correcteur manque (pytest, hypothesis, javac, java) ; 73 le dossier des
notes contient autre chose qu'une correction (``--ecraser`` pour le
remplacer) ; 74 les rapports ne peuvent pas être écrits ; 130 interruption
(Ctrl-C, terminal fermé) : ce qui est corrigé est gardé.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import hashlib
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
from yum.correction.bac_a_sable import VARIABLE_DES_BOITES, creer_le_dossier_des_boites, retirer
from yum.correction.classe.bareme import BAREME_PAR_DEFAUT, BaremeIllisible, lire_bareme, noter
from yum.correction.classe.equipe import DELAI_PAR_TEST_CONSOLE
from yum.correction.classe.rapports import (
    carnet_de_notes,
    ligne_du_carnet,
    resultats_gradescope,
    resume_de_la_classe,
    retour_d_equipe,
)
from yum.correction.classe.remises import (
    Remise,
    RemiseIllisible,
    nom_d_equipe,
    participant,
    preparer_les_remises,
)
from yum.correction.outils import outils_manquants_pour
from yum.correction.pages import ecrire_les_pages_de_la_classe
from yum.correction.paquet.isole import DELAI_PAR_APPEL
from yum.correction.similarite.classe import similarite_de_la_classe
from yum.correction.verdicts import A_VERIFIER, Verdict

# La version de la commande.
VERSION = "2.0.0"
# Les codes de sortie (voir l'en-tête et LISEZMOI).
SORTIE_REUSSIE = 0
SORTIE_REMISES_ILLISIBLES = 1
SORTIE_OPTIONS_INVALIDES = 2
SORTIE_DONNEES_INVALIDES = 65
SORTIE_DOSSIER_INTROUVABLE = 66
SORTIE_CARNET_EXISTANT = 73
SORTIE_ECRITURE_IMPOSSIBLE = 74
# Un outil du correcteur manque (pytest, hypothesis, javac, java) : aucune note n'est écrite.
SORTIE_OUTIL_MANQUANT = 69
SORTIE_INTERRUPTION = 130
# Le module qui corrige une équipe, dans son propre processus.
MODULE_D_UNE_EQUIPE = "yum.correction.classe.equipe"
# Le nom du carnet de notes dans le dossier des notes.
CARNET = "notes.csv"
# Le dossier, dans celui des notes, où le résultat de chaque équipe est gardé dès qu'elle est corrigée.
ETAT = ".correction"
# Le résumé de la classe dans le dossier des notes.
RESUME = "classe.md"
# Les signaux qui arrêtent une correction comme Ctrl-C : terminal fermé, arrêt demandé.
SIGNAUX_D_ARRET = ("SIGHUP", "SIGTERM")
# La taille d'un bloc lu pour l'empreinte d'une remise, en octets.
BLOC_D_EMPREINTE = 1024 ** 2
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
                           help="l'archive zip de Moodle, le dossier des remises ou celui d'une équipe"
                                " (avec --gradescope : une seule remise)")
    analyseur.add_argument("--sortie", metavar="NOTES",
                           help="le dossier où écrire notes.csv et un dossier par équipe (créé s'il manque)")
    analyseur.add_argument("--travaux", type=int, default=os.cpu_count() or 1, metavar="N",
                           help="le nombre d'équipes corrigées à la fois (défaut : le nombre de cœurs)")
    analyseur.add_argument("--ecraser", action="store_true",
                           help="recommencer une correction précédente (sans cette option, elle reprend)")
    analyseur.add_argument("--equipe", metavar="NOM", action="append",
                           help="corriger de nouveau cette seule équipe (son nom, ou le numéro de son"
                                " participant) et garder les autres ; peut se répéter")
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
    # Le code donné par le cours, jamais compté aux équipes (fiche de qualité, similarité).
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
    """Retourne (remises : archive ou dossier, dossier des notes) ; lève CorrectionImpossible sinon."""
    remises = Path(options.remises).expanduser()
    if not remises.exists():
        raise CorrectionImpossible(f"Le dossier des remises « {options.remises} » n'existe pas.",
                                   SORTIE_DOSSIER_INTROUVABLE)
    if remises.is_file() and remises.suffix.lower() != ".zip":
        raise CorrectionImpossible(f"« {options.remises} » n'est ni un dossier ni une archive zip (celle que"
                                   " donne Moodle).", SORTIE_DONNEES_INVALIDES)
    remises = remises.resolve()
    if options.gradescope is not None:
        return remises, None
    sortie = Path(options.sortie).expanduser().resolve()
    if sortie == remises or remises in sortie.parents:
        raise CorrectionImpossible("Le dossier des notes ne peut pas être dans celui des remises : la"
                                   " correction n'écrit jamais dans les remises.", SORTIE_OPTIONS_INVALIDES)
    deja = sortie.exists() and any(sortie.iterdir())
    if deja and not (sortie / ETAT).is_dir() and not options.ecraser:
        raise CorrectionImpossible(f"Le dossier des notes {sortie} n'est pas vide et ne contient pas de"
                                   " correction à reprendre : ajoutez --ecraser pour remplacer son carnet et"
                                   " ses retours, ou choisissez un autre --sortie.", SORTIE_CARNET_EXISTANT)
    return remises, sortie


def effacer_la_correction_precedente(sortie):
    """Efface d'une correction précédente son état, son carnet, son résumé et ses retours ; rien d'autre."""
    shutil.rmtree(sortie / ETAT, ignore_errors=True)
    for nom in (CARNET, RESUME):
        (sortie / nom).unlink(missing_ok=True)
    for dossier in sortie.iterdir() if sortie.is_dir() else ():
        if dossier.is_dir() and (dossier / RETOUR).is_file():
            shutil.rmtree(dossier, ignore_errors=True)


def empreinte(chemin):
    """Retourne l'empreinte (SHA-256) du contenu d'une remise : ses chemins relatifs et ses octets.

    Parcourue sans suivre de lien : un lien compte par sa cible écrite, jamais par ce qu'elle désigne (un
    lien vers /etc/shadow ne fait ni lire un fichier de root, ni échouer la classe).
    """
    somme = hashlib.sha256()
    for fichier in fichiers_sans_liens_suivis(chemin):
        relatif = os.path.relpath(fichier, chemin) if fichier != chemin else chemin.name
        somme.update(os.fsencode(relatif))
        if os.path.islink(fichier):
            somme.update(b"-> " + os.fsencode(os.readlink(fichier)))
            continue
        with open(fichier, "rb") as flux:
            for bloc in iter(lambda: flux.read(BLOC_D_EMPREINTE), b""):
                somme.update(bloc)
    return somme.hexdigest()


def fichiers_sans_liens_suivis(chemin):
    """Retourne les fichiers et les liens de la remise ``chemin`` (un fichier ou un dossier), triés,
    parcourus sans suivre de lien."""
    if not os.path.isdir(chemin) or os.path.islink(chemin):
        return [chemin]
    trouves = []
    for parent, sous_dossiers, fichiers in os.walk(chemin):
        liens = [nom for nom in sous_dossiers if os.path.islink(os.path.join(parent, nom))]
        trouves += [os.path.join(parent, nom) for nom in fichiers + liens]
    # Dans l'ordre des chemins par parties, celui de ``Path`` : les empreintes gardées restent valables.
    return sorted(trouves, key=lambda trouve: Path(trouve).parts)


def choisir_les_equipes(remises, noms):
    """Retourne les numéros des remises que nomme ``--equipe`` ; lève CorrectionImpossible (65) sinon."""
    choisis = []
    for nom in noms:
        cle = nom.strip().casefold()
        trouves = [numero for numero, remise in enumerate(remises)
                   if cle in (remise.equipe.casefold(), remise.origine.name.casefold(),
                              remise.participant.casefold(), remise.participant.removeprefix("Participant ")
                              .casefold())]
        if not trouves:
            connues = ", ".join(f"« {remise.equipe} »" for remise in remises)
            raise CorrectionImpossible(f"Aucune équipe ne s'appelle « {nom} ». Les équipes : {connues}.",
                                       SORTIE_DONNEES_INVALIDES)
        choisis += trouves
    return sorted(set(choisis))


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
            ligne = f"[{self.faites}/{self.total}] {equipe} : {total_de_l_equipe} ({duree:.1f} s)"
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

    def __init__(self, options, travail, remises):
        """Prépare la correction dans ``travail`` (``remises`` : ce que l'enseignant a donné)."""
        self.options = options
        self.travail = travail
        self.remises = remises
        self.en_cours = {}
        self.verrou = threading.Lock()
        self.arret = threading.Event()
        # Les boîtes du bac à sable de toutes les équipes naissent là ; la classe le retire à la fin, même
        # quand le processus d'une équipe a été tué à son délai.
        self.boites = creer_le_dossier_des_boites()

    def environnement(self):
        """Retourne l'environnement du processus d'une équipe : celui du correcteur, et où naissent ses
        boîtes (le code de l'équipe n'en reçoit rien : le bac à sable lui donne un environnement vide)."""
        return {**environnement_du_correcteur(), VARIABLE_DES_BOITES: str(self.boites)}

    def fermer(self):
        """Retire le dossier des boîtes ; ne retourne rien."""
        retirer(self.boites)

    def commande(self, origine, dossier, fichier):
        """Retourne la commande du processus qui corrige la remise ``origine``."""
        return [sys.executable, "-m", MODULE_D_UNE_EQUIPE, str(origine), str(dossier), str(fichier),
                "--bareme", str(Path(self.options.bareme).resolve()),
                "--delai-console", str(self.options.delai_console),
                "--delai-par-appel", str(self.options.delai_par_appel)]

    def corriger(self, numero, origine):
        """Corrige la remise ``origine`` ; retourne (son résultat, la durée), sans jamais lever."""
        debut = time.monotonic()
        (self.travail / f"equipe-{numero}").mkdir()
        return self.corriger_dans(numero, origine, debut)

    def corriger_dans(self, numero, origine, debut):
        """Corrige la remise ``origine`` dans son processus ; retourne (son résultat, la durée)."""
        dossier = self.travail / f"equipe-{numero}"
        fichier = self.travail / f"resultat-{numero}.json"
        environnement = self.environnement()
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


def noms_des_dossiers(remises):
    """Retourne le nom du dossier de chaque remise dans celui des notes : sûr, unique et stable d'une fois à
    l'autre (il ne dépend que de la liste des remises)."""
    pris = set()
    return [nom_de_dossier(remise.equipe, pris) for remise in remises]


class Carnet:
    """Le dossier des notes : le résultat de chaque équipe y est écrit dès qu'elle est corrigée."""

    def __init__(self, bareme, remises, sortie):
        """Prépare les notes de ``remises`` dans ``sortie`` ; lit l'état d'une correction précédente."""
        self.bareme = bareme
        self.remises = remises
        self.sortie = sortie
        self.dossiers = noms_des_dossiers(remises)
        self.empreintes = [empreinte(remise.origine) for remise in remises]
        self.resultats = [self.lire(numero) for numero in range(len(remises))]
        # {numéro : fichiers donnés par le cours reconnus dans la remise}, connus après la similarité.
        self.fournis = {}

    def fichier(self, numero):
        """Retourne le fichier d'état de la remise ``numero``."""
        return self.sortie / ETAT / f"{self.dossiers[numero]}.json"

    def lire(self, numero):
        """Retourne le résultat gardé de la remise ``numero``, ou None (pas corrigée, ou changée depuis)."""
        try:
            etat = json.loads(self.fichier(numero).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return etat["resultat"] if etat.get("empreinte") == self.empreintes[numero] else None

    def garder(self, numero, resultat):
        """Écrit le résultat de la remise ``numero``, son retour, puis le carnet et le résumé à jour."""
        self.resultats[numero] = resultat
        fichier = self.fichier(numero)
        fichier.parent.mkdir(parents=True, exist_ok=True)
        provisoire = fichier.with_suffix(".provisoire")
        provisoire.write_text(json.dumps({"empreinte": self.empreintes[numero], "resultat": resultat},
                                         ensure_ascii=False), encoding="utf-8")
        # Remplacer d'un coup : une correction tuée n'en laisse jamais la moitié.
        os.replace(provisoire, fichier)
        self.ecrire_le_retour(numero)
        self.ecrire_le_carnet()

    def note(self, numero):
        """Retourne la Note de la remise ``numero`` (corrigée)."""
        resultat = self.resultats[numero]
        return noter(self.bareme, verdicts_du_resultat(resultat), resultat.get("cas"))

    def ecrire_le_retour(self, numero):
        """Écrit le retour et la fiche de qualité de la remise ``numero``."""
        resultat = self.resultats[numero]
        self.ecrire_le_retour_seul(numero)
        if resultat.get("qualite"):
            (self.sortie / self.dossiers[numero] / QUALITE).write_text(resultat["qualite"], encoding="utf-8")

    def ecrire_le_retour_seul(self, numero):
        """Écrit le retour (``retour.md``) de la remise ``numero``, sans toucher à sa fiche de qualité."""
        resultat = self.resultats[numero]
        dossier = self.sortie / self.dossiers[numero]
        dossier.mkdir(parents=True, exist_ok=True)
        texte = retour_d_equipe(self.bareme, resultat, verdicts_du_resultat(resultat), self.note(numero),
                                self.fournis.get(numero, ()))
        (dossier / RETOUR).write_text(texte, encoding="utf-8")

    def nommer_le_code_fourni(self, numero, fournis):
        """Garde les fichiers ``fournis`` (donnés par le cours) de la remise ``numero`` et réécrit son
        retour, qui les nomme ; sa fiche, déjà réécrite sans ces fichiers par la similarité, reste telle
        quelle. Ne retourne rien."""
        self.fournis[numero] = tuple(sorted(fournis))
        if self.resultats[numero] is not None:
            self.ecrire_le_retour_seul(numero)

    def faites(self):
        """Retourne les numéros des remises corrigées, dans l'ordre."""
        return [numero for numero, resultat in enumerate(self.resultats) if resultat is not None]

    def ecrire_le_carnet(self):
        """Écrit ``notes.csv`` et ``classe.md`` avec les équipes corrigées jusqu'ici."""
        lignes = [ligne_du_carnet(self.resultats[numero], self.note(numero),
                                  f"{self.dossiers[numero]}/{RETOUR}") for numero in self.faites()]
        # Avec un BOM : Excel y lit les accents, et Moodle l'ignore à l'import.
        (self.sortie / CARNET).write_text(carnet_de_notes(self.bareme, lignes), encoding="utf-8-sig")
        (self.sortie / RESUME).write_text(self.resume(), encoding="utf-8")

    def resume(self):
        """Retourne le texte de ``classe.md`` : la classe d'un coup d'œil."""
        faites = self.faites()
        return resume_de_la_classe([self.note(numero).total for numero in faites],
                                   [verdicts_du_resultat(self.resultats[numero]) for numero in faites],
                                   len(self.remises) - len(faites),
                                   {self.resultats[numero]["equipe"]: self.tentatives(numero)
                                    for numero in faites})

    def tentatives(self, numero):
        """Retourne les tentatives bloquées de l'équipe ``numero`` (aucune dans un résultat d'avant)."""
        return self.resultats[numero].get("tentatives", [])


def corriger_la_classe(options, remises, travail, a_corriger, garder, origine):
    """Corrige les remises ``a_corriger`` (numéros), plusieurs à la fois ; ``garder(numero, résultat)`` reçoit
    chacune dès qu'elle est corrigée. Ne retourne rien ; Ctrl-C arrête les corrections en cours."""
    correcteur = Correcteur(options, travail, origine)
    progression = Progression(len(a_corriger))
    bareme = lire_bareme(options.bareme)
    executeur = ThreadPoolExecutor(max_workers=options.travaux)
    try:
        futurs = {executeur.submit(correcteur.corriger, numero, remises[numero].origine): numero
                  for numero in a_corriger}
        for futur in as_completed(futurs):
            numero = futurs[futur]
            resultat, duree = futur.result()
            if correcteur.arret.is_set():
                break
            garder(numero, resultat)
            note = noter(bareme, verdicts_du_resultat(resultat), resultat.get("cas"))
            progression.afficher(resultat["equipe"], f"{note.total:g}/40", duree)
    except KeyboardInterrupt:
        # Les processus en cours sont tués d'abord : les fils qui les attendent finissent aussitôt.
        correcteur.tout_arreter()
        executeur.shutdown(wait=True, cancel_futures=True)
        raise
    finally:
        executeur.shutdown()
        correcteur.fermer()


def remises_illisibles(resultats):
    """Retourne (équipe, raison) de chaque remise qui ne se lit pas (archive abîmée, ni Python ni Java)."""
    return [(resultat["equipe"], verdict["obtenu"]) for resultat in resultats
            for verdict in resultat["verdicts"] if verdict["test"] == "remise"]


def arreter_sur_les_signaux():
    """Fait d'un Ctrl-C, d'un terminal fermé (SIGHUP), d'un arrêt (SIGTERM) un KeyboardInterrupt."""
    def interrompre(numero, pile):
        raise KeyboardInterrupt

    for nom in SIGNAUX_D_ARRET:
        if hasattr(signal, nom):
            signal.signal(getattr(signal, nom), interrompre)
    # Ctrl-C redevient KeyboardInterrupt (la protection du démarrage quitterait sur-le-champ) : les
    # équipes en cours sont arrêtées et ce qui est corrigé reste gardé.
    signal.signal(signal.SIGINT, signal.default_int_handler)


def corriger_pour_gradescope(options, remises_donnees, bareme, travail):
    """Corrige une seule remise et écrit son ``results.json`` ; retourne le code de sortie."""
    remise = Remise(nom_d_equipe(remises_donnees), remises_donnees)
    resultats = [None]
    corriger_la_classe(options, [remise], travail, [0], resultats.__setitem__, remises_donnees)
    resultat = resultats[0]
    try:
        Path(options.gradescope).write_text(
            resultats_gradescope(bareme, resultat, verdicts_du_resultat(resultat)), encoding="utf-8")
    except OSError as erreur:
        raise CorrectionImpossible(f"Impossible d'écrire les rapports : {erreur.strerror or erreur}.",
                                   SORTIE_ECRITURE_IMPOSSIBLE) from None
    return SORTIE_REMISES_ILLISIBLES if remises_illisibles([resultat]) else SORTIE_REUSSIE


def lister(remises_donnees, travail):
    """Retourne les remises de l'archive ou du dossier donné ; lève CorrectionImpossible (65) sinon."""
    try:
        remises = preparer_les_remises(remises_donnees, travail / "remises")
    except RemiseIllisible as erreur:
        raise CorrectionImpossible(f"L'archive des remises ne se lit pas : {erreur}.",
                                   SORTIE_DONNEES_INVALIDES) from None
    if not remises:
        raise CorrectionImpossible(f"Le dossier des remises « {remises_donnees} » ne contient aucune"
                                   " remise (ni sous-dossier ni archive zip).", SORTIE_DONNEES_INVALIDES)
    # Un outil qui manque ne baisse jamais une note en silence : on s'arrête avant d'en écrire une.
    manquants = outils_manquants_pour([remise.origine for remise in remises])
    if manquants:
        raise CorrectionImpossible("il manque au correcteur :\n- " + "\n- ".join(manquants) + "\nAucune note"
                                   " n'est écrite.", SORTIE_OUTIL_MANQUANT)
    return remises


def corriger_selon(options):
    """Fait la correction demandée ; retourne le code de sortie, ou lève CorrectionImpossible."""
    verifier_les_options(options)
    remises_donnees, sortie = verifier_les_dossiers(options)
    try:
        bareme = lire_bareme(options.bareme)
    except BaremeIllisible as erreur:
        raise CorrectionImpossible(f"Le barème ne se lit pas : {erreur}.", SORTIE_DONNEES_INVALIDES) from None
    arreter_sur_les_signaux()
    travail = Path(tempfile.mkdtemp(prefix="des-classe-"))
    try:
        if options.gradescope is not None:
            return corriger_pour_gradescope(options, remises_donnees, bareme, travail)
        remises = lister(remises_donnees, travail)
        return corriger_et_garder(options, bareme, remises, remises_donnees, sortie, travail)
    finally:
        shutil.rmtree(travail, ignore_errors=True)


def similarite(options, remises, carnet, travail):
    """Écrit la similarité de la classe (issue 30) et réécrit les fiches qui contiennent du code du cours.

    Elle lit les remises telles que la correction les a trouvées (une archive de Moodle extraite, des
    fichiers regroupés), sous le nom de leur dossier de sortie. Le retour de chaque équipe qui a remis
    du code du cours est réécrit pour nommer ces fichiers. Ne retourne rien.
    """
    dossiers, numeros, nommees = {}, {}, []
    for numero, remise in enumerate(remises):
        # Le nom garde l'extension d'une archive, comme un dossier de remises de Moodle.
        suffixe = remise.origine.suffix if remise.origine.is_file() else ""
        equipe = nom_d_equipe(Path(carnet.dossiers[numero] + suffixe))
        nommees.append(Remise(equipe, remise.origine, remise.participant))
        dossiers[equipe] = carnet.sortie / carnet.dossiers[numero]
        numeros[equipe] = numero
    fournis = similarite_de_la_classe(nommees, carnet.sortie, dossiers, options.fourni)
    for equipe, fichiers in fournis.items():
        if fichiers and equipe in numeros:
            carnet.nommer_le_code_fourni(numeros[equipe], fichiers)


def corriger_et_garder(options, bareme, remises, remises_donnees, sortie, travail):
    """Corrige ce qui reste à corriger de la classe, en gardant chaque équipe ; retourne le code de sortie."""
    try:
        if options.ecraser and not options.equipe:
            effacer_la_correction_precedente(sortie)
        sortie.mkdir(parents=True, exist_ok=True)
        (sortie / ETAT).mkdir(exist_ok=True)
        carnet = Carnet(bareme, remises, sortie)
    except OSError as erreur:
        raise CorrectionImpossible(f"Impossible d'écrire les rapports : {erreur.strerror or erreur}.",
                                   SORTIE_ECRITURE_IMPOSSIBLE) from None
    if options.equipe:
        a_corriger = choisir_les_equipes(remises, options.equipe)
    else:
        a_corriger = [numero for numero, resultat in enumerate(carnet.resultats) if resultat is None]
    deja = len(remises) - len(a_corriger) if not options.equipe else 0
    if deja:
        print(f"Reprise : {deja} équipe{'s' if deja > 1 else ''} déjà corrigée{'s' if deja > 1 else ''},"
              f" {len(a_corriger)} à corriger.", file=sys.stderr)
    try:
        corriger_la_classe(options, remises, travail, a_corriger, carnet.garder, remises_donnees)
        carnet.ecrire_le_carnet()
    except KeyboardInterrupt:
        faites = len(carnet.faites())
        print(f"\nInterruption : {faites} équipe{'s' if faites > 1 else ''} sur {len(remises)} corrigée"
              f"{'s' if faites > 1 else ''} et gardée{'s' if faites > 1 else ''} dans {sortie} ; relancez la"
              " même commande pour continuer.", file=sys.stderr)
        return SORTIE_INTERRUPTION
    except OSError as erreur:
        raise CorrectionImpossible(f"Impossible d'écrire les rapports : {erreur.strerror or erreur}.",
                                   SORTIE_ECRITURE_IMPOSSIBLE) from None
    faits = [carnet.resultats[numero] for numero in carnet.faites()]
    illisibles = remises_illisibles(faits)
    for equipe, raison in illisibles:
        print(f"La remise de « {equipe} » ne se lit pas : {raison}.", file=sys.stderr)
    similarite(options, remises, carnet, travail)
    ecrire_les_pages_de_la_classe(carnet, remises, options.fourni)
    print(carnet.resume())
    equipes = f"{len(faits)} équipe" + ("s" if len(faits) > 1 else "")
    print(f"Carnet de notes : {sortie / CARNET} ({equipes}) ; la classe : {sortie / RESUME}.",
          file=sys.stderr)
    return SORTIE_REMISES_ILLISIBLES if illisibles else SORTIE_REUSSIE


def executer(options):
    """Corrige selon les options et retourne le code de sortie ; jamais de trace d'erreur."""
    try:
        return corriger_selon(options)
    except CorrectionImpossible as probleme:
        print(f"des-corriger classe : {probleme}", file=sys.stderr)
        return probleme.code
    except KeyboardInterrupt:
        print("\nInterruption : la correction s'arrête là.", file=sys.stderr)
        return SORTIE_INTERRUPTION
