"""Corriger une classe entière : l'archive de Moodle, un carnet de notes, un retour par équipe, la classe.

Explication : ``des-corriger classe REMISES --sortie NOTES`` prend l'archive
que donne Moodle (« Télécharger tous les travaux remis ») telle quelle, ou le
dossier où on l'a extraite (un sous-dossier, une archive zip ou des fichiers
nommés par remise), ou le dossier d'une seule équipe. Le chemin, d'un bout à
l'autre (``corriger_et_garder``) :

1. les remises sont trouvées (``lecture.remises``) et le dossier des notes
   ouvert (l'état d'une correction précédente relu) ;
2. toute la classe est préparée une fois (``lecture.preparation``) : chaque
   remise copiée et extraite sans lien, dans ses limites, son programme
   trouvé, ses sources lues, puis le code du cours reconnu sur la classe ;
3. chaque équipe est corrigée dans son propre processus
   (``yum.correction.classe.equipe``), sur sa copie préparée, dans le bac à
   sable, avec un délai : plusieurs à la fois (``--travaux``), et une équipe
   qui bloque ou qui plante n'arrête jamais les autres ; le processus rend
   des données (verdicts, parties jouées) ;
4. dès qu'une équipe est corrigée, son résultat est complété dans ce
   processus-ci (sa fiche de qualité sans le code du cours : ``classe.fiche``),
   gardé (``NOTES/.correction/``) et ses pages écrites une fois
   (``classe.pages`` : ``retour.md``, ``qualite.md``) ;
5. à la fin, les pages de la classe sont écrites une fois (``classe.pages`` :
   ``notes.csv``, ``classe.md``, la similarité).

Ctrl-C, un plantage ou un terminal fermé gardent ce qui est fait, et la même
commande reprend là (``--ecraser`` recommence tout ; une remise changée
depuis est corrigée de nouveau). ``--equipe NOM`` corrige de nouveau une
seule équipe (son nom tel que Moodle le montre, son numéro de participant ou
son dossier) et garde les autres. La commande finit par la classe d'un coup
d'œil (aussi dans ``classe.md``). Avec ``--gradescope FICHIER``, REMISES est
une seule remise, et ``FICHIER`` reçoit le ``results.json`` de Gradescope.

Codes de sortie (``yum.correction.sorties``) : 0 tout est corrigé ; 1 tout est corrigé, mais au moins une
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
import re
import shutil
import signal
import stat
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
from yum.correction.bareme import BAREME_PAR_DEFAUT, BaremeIllisible, lire_bareme, noter
from yum.correction.classe.choix import EquipeIntrouvable, choisir_les_remises
from yum.correction.classe.equipe import DELAI_PAR_TEST_CONSOLE
from yum.correction.classe.fiche import qualite_de_la_remise, tests_de_la_remise
from yum.correction.classe.pages import (
    CARNET,
    RESUME,
    RETOUR,
    EquipeCorrigee,
    ecrire_les_pages_de_l_equipe,
    ecrire_les_pages_de_la_classe,
    resume_en_texte,
    verdicts_du_resultat,
)
from yum.correction.classe.progression import Progression
from yum.correction.classe.rapports import points_en_francais, resultats_gradescope
from yum.correction.lecture.erreurs import erreur_en_francais
from yum.correction.lecture.extraction import LectureImpossible, RemiseIllisible
from yum.correction.lecture.noms import lisible, rendre_lisible, sans_controles, sur_une_ligne
from yum.correction.lecture.preparation import dossier_de_l_equipe, preparer_la_classe
from yum.correction.lecture.remises import Remise, nom_d_equipe, trouver_les_remises
from yum.correction.outils import outils_manquants_pour
from yum.correction.paquet.isole import DELAI_PAR_APPEL
from yum.correction.similarite.commande import comparer_les_equipes
from yum.correction.sorties import (
    SORTIE_CARNET_EXISTANT,
    SORTIE_DONNEES_INVALIDES,
    SORTIE_DOSSIER_INTROUVABLE,
    SORTIE_ECRITURE_IMPOSSIBLE,
    SORTIE_INTERRUPTION,
    SORTIE_OPTIONS_INVALIDES,
    SORTIE_OUTIL_MANQUANT,
    SORTIE_REMISES_ILLISIBLES,
    SORTIE_REUSSIE,
)
from yum.correction.verdicts import A_VERIFIER, ECHOUE, NON_NOTABLE, REUSSI, Verdict

# La version de la commande.
VERSION = "2.0.0"
# La commande du processus qui corrige une équipe (son module, lancé par le même Python).
COMMANDE_D_UNE_EQUIPE = (sys.executable, "-m", "yum.correction.classe.equipe")
# Le dossier, dans celui des notes, où le résultat de chaque équipe est gardé dès qu'elle est corrigée.
ETAT = ".correction"
# Les signaux qui arrêtent une correction comme Ctrl-C : terminal fermé, arrêt demandé.
SIGNAUX_D_ARRET = ("SIGHUP", "SIGTERM")
# La taille d'un bloc lu pour l'empreinte d'une remise, en octets.
BLOC_D_EMPREINTE = 1024 ** 2
# Le délai de toute la correction d'une équipe, en secondes (API, programme en console et compilation).
DELAI_PAR_EQUIPE = 1800.0
# La fin de la sortie d'erreur d'une correction d'équipe citée quand elle échoue.
FIN_D_ERREUR_CITEE = 1500
# Combien de liens écartés nommer dans la remarque d'une remise.
LIENS_CITES = 5
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
        if dossier.is_dir() and not dossier.is_symlink() and (dossier / RETOUR).is_file():
            shutil.rmtree(dossier, ignore_errors=True)


def empreinte(chemin):
    """Retourne l'empreinte (SHA-256) du contenu d'une remise : ses chemins relatifs (en octets, tels que
    le disque les garde) et ses octets ; un lien n'est jamais suivi (son nom compte, pas sa cible)."""
    somme = hashlib.sha256()
    if chemin.is_symlink() or chemin.is_file():
        fichiers = [chemin]
    else:
        fichiers = sorted(Path(racine) / nom for racine, dossiers, noms in os.walk(chemin) for nom in noms)
    for fichier in fichiers:
        somme.update(os.fsencode(fichier.relative_to(chemin) if fichier != chemin else fichier.name))
        # Un lien, un tube nommé ou un périphérique : son nom seul. Ouvrir un tube attend sans fin qu'on y
        # écrive (tour 65 : la classe entière arrêtée avant sa première équipe).
        if not stat.S_ISREG(os.lstat(fichier).st_mode):
            continue
        with open(fichier, "rb") as flux:
            for bloc in iter(lambda: flux.read(BLOC_D_EMPREINTE), b""):
                somme.update(bloc)
    return somme.hexdigest()


def resultat_de_secours(remise, raison):
    """Retourne le résultat d'une équipe dont la correction n'a pas abouti : un verdict « à vérifier »."""
    verdict = Verdict("correction", "La correction de l'équipe a abouti", "§7", A_VERIFIER, obtenu=raison)
    return {"equipe": remise.equipe, "participant": remise.participant, "langage": "",
            "commande": "", "paquet": "", "verdicts": [asdict(verdict)]}


def description_de_la_remise(remise):
    """Retourne la remise préparée ``remise`` en données, pour le processus de son équipe, avec les
    remarques qu'il ne refait pas : celles de ses renommages, puis celles de la lecture de la classe."""
    return {"equipe": remise.equipe, "participant": remise.participant, "origine": str(remise.origine),
            "copie": str(remise.copie) if remise.copie is not None else "", "probleme": remise.probleme,
            "notes": [*remise.renommages, *remise.remarques_de_la_lecture]}


def liens_hors_de_la_remise(remise):
    """Retourne, en tentatives bloquées, les liens de la remise qui pointent hors d'elle (vers /etc…) :
    ni copiés ni suivis."""
    tentatives = []
    for lien, cible in sorted(remise.cibles.items()):
        if os.path.isabs(cible) or ".." in Path(cible).parts:
            tentatives.append(f"un lien « {lien} » vers {cible}, hors de sa remise : le correcteur ne l'a"
                              " ni copié ni suivi")
    return tentatives


def remarques_de_la_preparation(remise):
    """Retourne ce que la préparation dit de la remise : les liens écartés (jamais suivis)."""
    if not remise.liens:
        return []
    cites = ", ".join(remise.liens[:LIENS_CITES]) + (", …" if len(remise.liens) > LIENS_CITES else "")
    if len(remise.liens) == 1:
        return [f"1 lien symbolique de la remise écarté sans être suivi ({cites})"]
    return [f"{len(remise.liens)} liens symboliques de la remise écartés sans être suivis ({cites})"]


class Correcteur:
    """Corrige les remises préparées, chacune dans son processus ; garde les processus en cours."""

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

    def commande(self, description, dossier, fichier):
        """Retourne la commande du processus qui corrige la remise décrite par le fichier ``description``."""
        return [*COMMANDE_D_UNE_EQUIPE, str(description), str(dossier), str(fichier),
                "--bareme", str(Path(self.options.bareme).resolve()),
                "--delai-console", str(self.options.delai_console),
                "--delai-par-appel", str(self.options.delai_par_appel)]

    def corriger(self, numero, remise):
        """Corrige la remise préparée ``remise`` ; retourne (son résultat, la durée), sans jamais lever."""
        debut = time.monotonic()
        return self.corriger_dans(numero, remise, debut)

    def corriger_dans(self, numero, remise, debut):
        """Corrige la remise ``remise`` dans son processus ; retourne (son résultat, la durée)."""
        dossier = dossier_de_l_equipe(self.travail, numero)
        fichier = self.travail / f"resultat-{numero}.json"
        description = self.travail / f"remise-{numero}.json"
        # En ASCII : un chemin aux octets non UTF-8 (gardés en substituts) y passe tel quel.
        description.write_text(json.dumps(description_de_la_remise(remise)), encoding="ascii")
        environnement = self.environnement()
        if self.arret.is_set():
            return resultat_de_secours(remise, "la correction a été interrompue"), 0.0
        processus = subprocess.Popen(self.commande(description, dossier, fichier), cwd=dossier,
                                     env=environnement, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE, start_new_session=True)
        with self.verrou:
            self.en_cours[numero] = processus
        try:
            _, erreur = processus.communicate(timeout=self.options.delai_equipe)
            raison = None
        except subprocess.TimeoutExpired:
            raison = (f"la correction de l'équipe n'a pas fini en"
                      f" {points_en_francais(self.options.delai_equipe)} s")
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
            return resultat_de_secours(remise, raison), duree
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


def nom_de_dossier(equipe, pris):
    """Retourne un nom de dossier sûr et unique pour l'équipe ``equipe`` (``pris`` : les noms déjà donnés)."""
    nom = "".join("_" if caractere in CARACTERES_INTERDITS or ord(caractere) < 32 else caractere
                  for caractere in lisible(equipe)).strip(" .") or "equipe"
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
    """Le dossier des notes : l'état de chaque équipe (données) y est gardé dès qu'elle est corrigée."""

    def __init__(self, bareme, remises, sortie):
        """Prépare les notes de ``remises`` dans ``sortie`` ; lit l'état d'une correction précédente."""
        self.bareme = bareme
        self.remises = remises
        self.sortie = sortie
        self.dossiers = noms_des_dossiers(remises)
        self.empreintes = [empreinte(remise.origine) for remise in remises]
        self.resultats = [self.lire(numero) for numero in range(len(remises))]
        # La note de chaque équipe corrigée, calculée une fois quand son résultat arrive.
        self.notes = [self.noter(resultat) for resultat in self.resultats]

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

    def noter(self, resultat):
        """Retourne la Note du résultat ``resultat``, ou None (pas corrigé)."""
        if resultat is None:
            return None
        return noter(self.bareme, verdicts_du_resultat(resultat), resultat.get("cas"))

    def garder(self, numero, resultat):
        """Garde le résultat complet de la remise ``numero`` (son état, puis ses pages, écrites une fois) ;
        retourne sa Note."""
        resultat = rendre_lisible(resultat)
        self.resultats[numero], self.notes[numero] = resultat, self.noter(resultat)
        fichier = self.fichier(numero)
        fichier.parent.mkdir(parents=True, exist_ok=True)
        provisoire = fichier.with_suffix(".provisoire")
        provisoire.write_text(json.dumps({"empreinte": self.empreintes[numero], "resultat": resultat},
                                         ensure_ascii=False), encoding="utf-8")
        # Remplacer d'un coup : une correction tuée n'en laisse jamais la moitié.
        os.replace(provisoire, fichier)
        ecrire_les_pages_de_l_equipe(self.sortie, self.bareme, self.corrigee(numero))
        return self.notes[numero]

    def corrigee(self, numero):
        """Retourne l'``EquipeCorrigee`` de la remise ``numero`` (corrigée)."""
        return EquipeCorrigee(self.dossiers[numero], self.resultats[numero], self.notes[numero], numero)

    def faites(self):
        """Retourne les numéros des remises corrigées, dans l'ordre."""
        return [numero for numero, resultat in enumerate(self.resultats) if resultat is not None]

    def ecrire_les_pages(self, similarite=None, preparee=None):
        """Écrit les pages de la classe (``notes.csv``, ``classe.md`` ; la ``similarite`` et ce qui lit la
        classe ``preparee``, si elles sont données)."""
        faites = self.faites()
        ecrire_les_pages_de_la_classe(self.sortie, self.bareme, [self.corrigee(numero) for numero in faites],
                                      len(self.remises) - len(faites), similarite, preparee)

    def resume(self):
        """Retourne le texte de ``classe.md`` : la classe d'un coup d'œil."""
        faites = self.faites()
        return resume_en_texte([self.corrigee(numero) for numero in faites], len(self.remises) - len(faites))


def sans_les_chemins_de_la_correction(donnees, dossiers):
    """Retourne une copie de ``donnees`` (JSON) où les ``dossiers`` de travail de la correction (la copie
    d'une remise…) ne sont plus cités : une équipe lit « TP1/yum/regles.py », jamais « /tmp/…/regles.py »."""
    if isinstance(donnees, str):
        for dossier in dossiers:
            donnees = donnees.replace(f"{dossier}/", "").replace(str(dossier), ".")
            # Un extrait coupé par son début garde la fin d'un chemin (« …e-x1y2/equipe-3/remise/… »).
            fin = "/".join(dossier.parts[-2:]) + "/"
            donnees = re.sub(r"\S*" + re.escape(fin), "", donnees)
        return donnees
    if isinstance(donnees, dict):
        return {cle: sans_les_chemins_de_la_correction(valeur, dossiers) for cle, valeur in donnees.items()}
    if isinstance(donnees, list):
        return [sans_les_chemins_de_la_correction(valeur, dossiers) for valeur in donnees]
    return donnees


def completer(resultat, classe, numero):
    """Retourne le résultat d'une équipe complété par ce que le parent sait d'elle : sa fiche de qualité
    (données), ses fichiers du cours, ses liens écartés ; sans les chemins de la correction."""
    remise = classe.remises[numero]
    if remise.copie is not None:
        resultat = sans_les_chemins_de_la_correction(resultat, [remise.copie, remise.copie.parent])
    return {**resultat, "qualite": qualite_de_la_remise(classe, numero),
            "tests": tests_de_la_remise(classe, numero), "fournis": sorted(classe.fournis.get(numero, ())),
            "tentatives": liens_hors_de_la_remise(remise) + list(resultat.get("tentatives", [])),
            "remarques": remarques_de_la_preparation(remise) + list(resultat.get("remarques", []))}


def corriger_la_classe(options, classe, travail, a_corriger, garder, origine, progression):
    """Corrige les remises ``a_corriger`` (numéros) de la ``classe`` préparée, plusieurs à la fois ;
    ``garder(numero, résultat)`` reçoit chacune dès qu'elle est corrigée et retourne sa Note. Ne retourne
    rien ; Ctrl-C arrête les corrections en cours."""
    correcteur = Correcteur(options, travail, origine)
    executeur = ThreadPoolExecutor(max_workers=options.travaux)
    try:
        futurs = {executeur.submit(correcteur.corriger, numero, classe.remises[numero]): numero
                  for numero in a_corriger}
        for futur in as_completed(futurs):
            numero = futurs[futur]
            resultat, duree = futur.result()
            if correcteur.arret.is_set():
                break
            note = garder(numero, completer(resultat, classe, numero))
            non_notable = note.comptes.get(NON_NOTABLE, 0) > 0 and not note.comptes.get(REUSSI, 0)
            progression.afficher(classe.remises[numero].equipe, note.total, duree,
                                 note.comptes.get(ECHOUE, 0), non_notable)
    except KeyboardInterrupt:
        # Les processus en cours sont tués d'abord : les fils qui les attendent finissent aussitôt.
        correcteur.tout_arreter()
        executeur.shutdown(wait=True, cancel_futures=True)
        raise
    finally:
        progression.fermer()
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
    classe = preparer_la_classe([remise], travail, options.fourni)
    resultats = [None]

    def garder(numero, resultat):
        resultats[numero] = resultat
        return noter(bareme, verdicts_du_resultat(resultat), resultat.get("cas"))

    corriger_la_classe(options, classe, travail, [0], garder, remises_donnees, Progression())
    resultat = rendre_lisible(resultats[0])
    try:
        Path(options.gradescope).write_text(
            resultats_gradescope(bareme, resultat, verdicts_du_resultat(resultat)), encoding="utf-8")
    except OSError as erreur:
        raise CorrectionImpossible(f"Impossible d'écrire les rapports : {erreur_en_francais(erreur)}.",
                                   SORTIE_ECRITURE_IMPOSSIBLE) from None
    return SORTIE_REMISES_ILLISIBLES if remises_illisibles([resultat]) else SORTIE_REUSSIE


def lister(remises_donnees, travail):
    """Retourne les remises de l'archive ou du dossier donné ; lève CorrectionImpossible (65) sinon."""
    liens = []
    try:
        remises = trouver_les_remises(remises_donnees, travail / "remises", liens)
    except RemiseIllisible as erreur:
        raise CorrectionImpossible(f"L'archive des remises ne se lit pas : {erreur}.",
                                   SORTIE_DONNEES_INVALIDES) from None
    for lien in liens:
        print(sur_une_ligne(f"« {lien} » est un lien symbolique dans le dossier des remises : il n'est pas"
                            " suivi."), file=sys.stderr)
    if not remises:
        raise CorrectionImpossible(f"Le dossier des remises « {lisible(str(remises_donnees))} » ne contient"
                                   " aucune remise (ni sous-dossier ni archive zip).",
                                   SORTIE_DONNEES_INVALIDES)
    return remises


def verifier_les_outils(classe):
    """Lève CorrectionImpossible (69) s'il manque au correcteur un outil qu'une remise demande."""
    # Un outil qui manque ne baisse jamais une note en silence : on s'arrête avant d'en écrire une.
    manquants = outils_manquants_pour([remise.copie for remise in classe.remises if remise.copie is not None])
    if manquants:
        raise CorrectionImpossible("il manque au correcteur :\n- " + "\n- ".join(manquants) + "\nAucune note"
                                   " n'est écrite.", SORTIE_OUTIL_MANQUANT)


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


def similarite_de_la_classe(classe, carnet, dossier_fourni):
    """Retourne la similarité de la classe préparée (paires, équipes, fichiers du cours), chaque équipe
    nommée comme son dossier de notes ; None si elle ne se calcule pas (dit sur la sortie d'erreur)."""
    sources = {carnet.dossiers[numero]: fichiers for numero, fichiers in classe.sources.items()}
    fournis = {carnet.dossiers[numero]: noms for numero, noms in classe.fournis.items()}
    try:
        return comparer_les_equipes(sources, fournis, dossier_fourni)
    except LectureImpossible as probleme:
        print(f"Similarité : pas de rapport ({probleme}).", file=sys.stderr)
        return None


def choisir(options, remises, carnet):
    """Retourne les numéros des remises à corriger : celles de ``--equipe``, sinon celles qui restent."""
    if not options.equipe:
        return [numero for numero, resultat in enumerate(carnet.resultats) if resultat is None]
    try:
        return choisir_les_remises(remises, options.equipe)
    except EquipeIntrouvable as erreur:
        raise CorrectionImpossible(str(erreur), SORTIE_DONNEES_INVALIDES) from None


def ouvrir_le_carnet(options, bareme, remises, sortie):
    """Retourne le ``Carnet`` du dossier des notes (créé, ou vidé avec --ecraser) ; lève
    CorrectionImpossible (74) s'il ne s'écrit pas."""
    try:
        if options.ecraser and not options.equipe:
            effacer_la_correction_precedente(sortie)
        sortie.mkdir(parents=True, exist_ok=True)
        (sortie / ETAT).mkdir(exist_ok=True)
        return Carnet(bareme, remises, sortie)
    except OSError as erreur:
        raise CorrectionImpossible(f"Impossible d'écrire les rapports : {erreur_en_francais(erreur)}.",
                                   SORTIE_ECRITURE_IMPOSSIBLE) from None


def corriger_et_garder(options, bareme, remises, remises_donnees, sortie, travail):
    """La correction d'une classe, d'un bout à l'autre : la classe préparée une fois (le code du cours
    reconnu d'abord), les outils vérifiés, le carnet ouvert, les équipes à corriger choisies, chaque
    équipe corrigée dans son processus et gardée dès qu'elle l'est, puis les pages de la classe écrites
    une fois. Retourne le code de sortie."""
    classe = preparer_la_classe(remises, travail, options.fourni)
    verifier_les_outils(classe)
    carnet = ouvrir_le_carnet(options, bareme, remises, sortie)
    a_corriger = choisir(options, remises, carnet)
    progression = Progression()
    progression.annoncer(len(remises), len(a_corriger), 0 if options.equipe else len(carnet.faites()))
    try:
        corriger_la_classe(options, classe, travail, a_corriger, carnet.garder, remises_donnees, progression)
        carnet.ecrire_les_pages(similarite_de_la_classe(classe, carnet, options.fourni), classe)
    except KeyboardInterrupt:
        # Sans la similarité (trop longue après un Ctrl-C) ; classe.html suit quand même notes.csv.
        carnet.ecrire_les_pages(preparee=classe)
        faites = len(carnet.faites())
        print(f"\nInterruption : {faites} équipe{'s' if faites > 1 else ''} sur {len(remises)} corrigée"
              f"{'s' if faites > 1 else ''} et gardée{'s' if faites > 1 else ''} dans {sortie} ; relancez la"
              " même commande pour continuer.", file=sys.stderr)
        return SORTIE_INTERRUPTION
    except OSError as erreur:
        raise CorrectionImpossible(f"Impossible d'écrire les rapports : {erreur_en_francais(erreur)}.",
                                   SORTIE_ECRITURE_IMPOSSIBLE) from None
    faits = [carnet.resultats[numero] for numero in carnet.faites()]
    illisibles = remises_illisibles(faits)
    for equipe, raison in illisibles:
        # Le nom et la raison nomment des fichiers de l'équipe : aucune séquence du terminal (tour 65).
        print(sur_une_ligne(f"La remise de « {equipe} » ne se lit pas : {raison}."), file=sys.stderr)
    print(sans_controles(carnet.resume()))
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
