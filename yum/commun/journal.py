"""Le journal des parties des trois jeux : noter une partie, la relire, la rejouer en silence.

Explication : une partie se refait tout entière à partir de deux listes, les
nombres tirés pour les dés et les réponses tapées. Un ``Enregistreur`` les
note pendant la partie, en se branchant de l'extérieur, comme le conseil :

- sa ``source`` enveloppe la source des dés et note chaque nombre tiré ;
- sa ``lecture`` enveloppe la fonction de lecture et note chaque réponse.

Quand vient la question « Voulez-vous jouer une autre partie ? », la partie
est finie : l'enregistreur la remet à ``fin_de_partie`` (le bilan l'affiche,
le journal l'écrit), puis repart de zéro. La réponse à cette question n'est
pas notée, elle n'appartient à aucune partie.

Le journal est un fichier texte « JSON Lines » : une partie par ligne, que
l'on peut lire à l'œil. Pour revoir une partie, ``TiragesNotes`` et
``ReponsesNotees`` rendent les nombres et les réponses notés, dans l'ordre :
la partie se rejoue à l'identique, sans rien afficher.

Ce module fait tout le travail du journal, pour les trois jeux : le créer
d'après les options (``enregistreur_des_options``), l'écrire à chaque fin de
partie (``terminer_la_partie``) et le relire pour revoir les bilans
(``revoir``). Le calcul d'un bilan reste au jeu, qui le lui passe. Le
fichier lui-même, écrit d'un bloc et relu ligne à ligne pour ne jamais perdre
une partie, est l'affaire de ``yum.commun.fichier_du_journal``.

La revue ne s'arrête pas à une ligne abîmée : chaque ligne qui n'est pas une
partie de ce jeu, ou dont la partie rejouée ne finit pas comme notée, est
sautée et nommée à sa place, et les autres parties sont revues.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : format JSON Lines (https://jsonlines.org) ; spécification XDG
des dossiers de base (le dossier des données de l'utilisateur).
"""

import datetime
import json
import math
import os
import shlex
from pathlib import Path

from yum.commun import __version__
from yum.commun.erreurs import DonneesIllisibles, JournalIllisible, RevueIncomplete
from yum.commun.fichier_du_journal import (
    LONGUEUR_MAX_D_UNE_LIGNE,
    InterruptionPendantLEcriture,
    LigneSautee,
    ajouter_au_journal,
    lignes_du_fichier,
    motif_refus_du_journal,
    nom_du_journal,
    ouvrir_pour_relire,
    reponse_a_noter,
)
from yum.commun.joueurs import LONGUEUR_NOM_MAX
from yum.commun.mots import PREMIER_PLURIEL, accorder
from yum.commun.questions import QUESTION_REJOUER
from yum.commun.texte import couper

# La version du format d'une ligne du journal.
FORMAT_DU_JOURNAL = 1
# Le dossier du journal par défaut, dans le dossier des données de l'utilisateur.
DOSSIER_DU_JOURNAL = "des-inf111"
# La valeur de ``--revoir`` tapé seul : le journal par défaut du jeu.
JOURNAL_PAR_DEFAUT = ""
# Le nom des trois jeux dans le journal, et la commande qui revoit leurs parties.
COMMANDES = {"yum": "python -m yum", "solitaire": "python -m solitaire", "dix_mille": "python -m dix_mille"}
NOMS_DES_JEUX = {"yum": "Yum", "solitaire": "Dés en solitaire", "dix_mille": "30000"}
# Un mébioctet, pour dire en clair la longueur permise d'une ligne.
MEBIOCTET = 1024 * 1024


class FinDesNotes(Exception):
    """Les nombres ou les réponses notés sont épuisés : la partie rejouée s'arrête là."""

# --- Noter une partie -----------------------------------------------------------------

class SourceNotee:
    """Une source de dés qui note chaque nombre tiré par la vraie source."""

    def __init__(self, source, enregistreur):
        """Enveloppe ``source`` ; les nombres tirés vont dans ``enregistreur``."""
        self.source = source
        self.enregistreur = enregistreur

    def random(self):
        """Retourne le prochain nombre de la vraie source, après l'avoir noté."""
        valeur = self.source.random()
        self.enregistreur.tirages.append(valeur)
        return valeur

    def annoncer(self, numeros):
        """Transmet à la vraie source les numéros des dés qui vont rouler."""
        self.source.annoncer(numeros)


class Enregistreur:
    """Note les tirages et les réponses d'une partie, puis la remet à ``fin_de_partie``.

    ``entete`` : ce qui décrit la partie en plus de ses notes (le jeu, la
    graine, les options) ; ``fin_de_partie(enregistrement)`` est appelée à la
    fin de chaque partie avec le dictionnaire de ``enregistrement()``.
    """

    def __init__(self, entete, fin_de_partie):
        """Prépare l'enregistrement de la première partie."""
        self.entete = entete
        self.fin_de_partie = fin_de_partie
        self.commencer()

    def commencer(self):
        """Vide les notes : une nouvelle partie commence."""
        self.tirages = []
        self.reponses = []

    def source(self, source):
        """Retourne ``source`` enveloppée : chaque nombre tiré est noté."""
        return SourceNotee(source, self)

    def lecture(self, lire):
        """Retourne ``lire`` enveloppée : chaque réponse est notée ; « rejouer ? » finit la partie.

        Une réponse géante, qu'aucune question n'accepte, est notée raccourcie
        (``reponse_a_noter``) : le journal reste borné.
        """
        def lire_et_noter(question):
            if question == QUESTION_REJOUER:
                self.terminer()
                return lire(question)
            texte = lire(question)
            self.reponses.append(reponse_a_noter(texte))
            return texte
        return lire_et_noter

    def brancher(self, source, lire):
        """Retourne (source, lecture) enveloppées ; la source doit déjà avoir reçu la lecture brute.

        Les faces de vrais dés (``--des-manuels``) se lisent ainsi sans être
        notées : les tirages les retiennent déjà, et une partie revue ne les
        redemande pas.
        """
        return self.source(source), self.lecture(lire)

    def terminer(self):
        """Remet la partie notée à ``fin_de_partie``, s'il y en a une, et repart de zéro."""
        if self.tirages or self.reponses:
            enregistrement = self.enregistrement()
            self.commencer()
            self.fin_de_partie(enregistrement)

    def enregistrement(self):
        """Retourne la partie notée : l'en-tête, la date, les tirages et les réponses."""
        return {"format": FORMAT_DU_JOURNAL, **self.entete, "version": __version__,
                "date": datetime.datetime.now().isoformat(timespec="seconds"),
                "tirages": list(self.tirages), "reponses": list(self.reponses)}


# --- Le fichier du journal --------------------------------------------------------------

def chemin_par_defaut(jeu):
    """Retourne le journal par défaut d'un jeu, dans le dossier des données de l'utilisateur.

    C'est ``$XDG_DATA_HOME/des-inf111/journal-<jeu>.jsonl`` (par défaut
    ``~/.local/share/…``) : jamais dans le dossier courant, ni dans le paquet.
    """
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / DOSSIER_DU_JOURNAL / f"journal-{jeu}.jsonl"


def lire_le_journal(chemin, jeu):
    """Génère, dans l'ordre, (numéro de ligne, partie vérifiée) ou (numéro, ``LigneSautee``).

    Le journal est lu ligne à ligne, jamais chargé en entier. Les lignes vides
    sont passées sans bruit. Lève ``JournalIntrouvable`` au départ si le
    journal est absent, ne peut pas être ouvert, ou n'est pas un fichier
    ordinaire (un tube, un dossier…).
    """
    with ouvrir_pour_relire(chemin) as fichier:
        for numero, octets in lignes_du_fichier(fichier):
            if octets is None:
                mio = LONGUEUR_MAX_D_UNE_LIGNE // MEBIOCTET
                yield numero, LigneSautee(numero, f"la ligne {numero} du journal est trop longue pour être"
                                                  f" une partie (plus de {mio} Mio)")
            elif octets.strip():
                yield numero, partie_de_la_ligne(octets, numero, jeu)


def partie_de_la_ligne(octets, numero, jeu):
    """Retourne la partie vérifiée écrite sur la ligne ``numero`` (des octets), ou la ``LigneSautee``."""
    try:
        return verifier_la_partie(octets.decode("utf-8"), numero, jeu)
    except UnicodeDecodeError:
        return LigneSautee(numero, f"la ligne {numero} du journal n'est pas un texte UTF-8")
    except LigneSautee as sautee:
        return sautee


def verifier_la_partie(ligne, numero, jeu):
    """Retourne la partie écrite sur la ligne ``numero`` du journal, une fois vérifiée.

    Lève ``LigneSautee`` si la ligne n'est pas une partie de ``jeu`` ; le
    message dit pourquoi.
    """
    abimee = LigneSautee(numero, f"la ligne {numero} du journal n'est pas une partie notée par ce programme")
    try:
        partie = json.loads(ligne)
    except (ValueError, RecursionError):
        raise abimee from None
    if not isinstance(partie, dict) or partie.get("format") != FORMAT_DU_JOURNAL:
        raise abimee
    autre = partie.get("jeu")
    if autre != jeu:
        if isinstance(autre, str) and autre in COMMANDES:
            raise LigneSautee(numero, f"la ligne {numero} du journal est une partie {de_jeu(autre)}, pas"
                                      f" {de_jeu(jeu)} ; revoyez-la avec {COMMANDES[autre]} --revoir")
        raise abimee
    if not notes_valides(partie.get("tirages"), partie.get("reponses")):
        raise abimee
    joueur = partie.get("joueur", "")
    if not (isinstance(joueur, str) and joueur.isprintable() and len(joueur) <= LONGUEUR_NOM_MAX):
        raise abimee
    return partie


def notes_valides(tirages, reponses):
    """Retourne vrai si ``tirages`` et ``reponses`` sont des notes de partie (nombres de [0, 1), textes).

    Le journal et la partie en cours (``yum.commun.reprise``) vérifient ainsi leurs notes.
    """
    return (isinstance(tirages, list) and all(est_un_tirage(valeur) for valeur in tirages)
            and isinstance(reponses, list) and all(isinstance(texte, str) for texte in reponses))


def de_jeu(jeu):
    """Retourne le nom d'un jeu précédé de « du » ou « des » : « du Yum », « des Dés en solitaire »."""
    nom = NOMS_DES_JEUX[jeu]
    return f"des {nom}" if nom.startswith("Dés") else f"du {nom}"


def est_un_tirage(valeur):
    """Retourne vrai si ``valeur`` peut sortir d'un ``random()`` : un nombre de [0, 1)."""
    return (isinstance(valeur, (int, float)) and not isinstance(valeur, bool)
            and math.isfinite(valeur) and 0 <= valeur < 1)


# --- Rejouer une partie notée -------------------------------------------------------------

class TiragesNotes:
    """Une source de dés qui rend, dans l'ordre, les nombres notés d'une partie."""

    def __init__(self, tirages):
        """Prépare le rejeu des nombres ``tirages``."""
        self.tirages = iter(tirages)

    def random(self):
        """Retourne le prochain nombre noté ; lève ``FinDesNotes`` s'il n'y en a plus."""
        try:
            return next(self.tirages)
        except StopIteration:
            raise FinDesNotes from None

    def annoncer(self, numeros):
        """Ne fait rien : les nombres sont déjà connus."""

    def reste(self):
        """Retourne vrai s'il reste des nombres notés que la partie n'a pas tirés."""
        return next(self.tirages, None) is not None


class ReponsesNotees:
    """Une fonction de lecture qui rend, dans l'ordre, les réponses notées d'une partie."""

    def __init__(self, reponses):
        """Prépare le rejeu des réponses ``reponses``."""
        self.reponses = iter(reponses)

    def __call__(self, question):
        """Retourne la prochaine réponse notée ; lève ``FinDesNotes`` s'il n'y en a plus."""
        try:
            return next(self.reponses)
        except StopIteration:
            raise FinDesNotes from None

    def reste(self):
        """Retourne vrai s'il reste des réponses notées que la partie n'a pas lues."""
        return next(self.reponses, None) is not None


class ReleveDesDecisions:
    """Les décisions relevées dans une partie rejouée : chaque position, avec la réponse acceptée.

    Un conseil automatique appelle ``noter(position)`` avant chaque question ;
    ``lire`` lit la réponse avec ``lire_la_reponse`` ; celle que
    ``accepter(question, texte, position)`` accepte (elle retourne la réponse
    analysée, ou None) devient une décision : la paire (position, réponse),
    dans ``decisions``.
    """

    def __init__(self, lire_la_reponse, accepter):
        """Prépare un relevé vide, qui lit les réponses avec ``lire_la_reponse``."""
        self.lire_la_reponse = lire_la_reponse
        self.accepter = accepter
        self.decisions = []
        # La position de la question en cours, notée par le conseil automatique.
        self.en_cours = None

    def noter(self, position):
        """Retient la position de la question qui va être posée ; retourne un conseil vide."""
        self.en_cours = position
        return ""

    def lire(self, question):
        """Retourne la prochaine réponse ; acceptée, elle devient une décision."""
        texte = self.lire_la_reponse(question)
        if self.en_cours is not None:
            reponse = self.accepter(question, texte, self.en_cours)
            if reponse is not None:
                self.decisions.append((self.en_cours, reponse))
                self.en_cours = None
        return texte


class PartieRejouee(ReleveDesDecisions):
    """Une partie notée, rejouée en silence : ses dés, ses réponses, et les décisions qu'on y relève."""

    def __init__(self, partie, accepter):
        """Prépare le rejeu de la partie notée ``partie`` (un dictionnaire du journal)."""
        self.source = TiragesNotes(partie["tirages"])
        self.lecture = ReponsesNotees(partie["reponses"])
        super().__init__(self.lecture, accepter)

    def jouer(self, partie_a_jouer):
        """Joue ``partie_a_jouer()`` sur les notes ; retourne (son résultat, vrai si elle a fini).

        Des notes qui s'arrêtent avant la fin (une partie à plusieurs annulée
        par un autre joueur) arrêtent la partie là : résultat None, pas finie.
        Lève ``JournalIllisible`` si la partie finit avant ses notes.
        """
        try:
            resultat = partie_a_jouer()
        except FinDesNotes:
            return None, False
        verifier_la_fin(self.source, self.lecture)
        return resultat, True


def verifier_la_fin(tirages, reponses):
    """Lève ``JournalIllisible`` si la partie rejouée a fini avant ses notes (un journal retouché)."""
    if tirages.reste() or reponses.reste():
        raise JournalIllisible("la partie rejouée finit avant ses notes")


def formater_entete_de_revue(partie):
    """Retourne la ligne qui présente une partie revue : sa date, sa graine."""
    morceaux = []
    date = partie.get("date")
    if isinstance(date, str):
        try:
            quand = datetime.datetime.fromisoformat(date)
            morceaux.append(f"jouée le {quand:%d/%m/%Y à %H:%M}")
        except ValueError:
            pass
    graine = partie.get("graine")
    if isinstance(graine, int) and not isinstance(graine, bool):
        morceaux.append(f"graine {graine}")
    return "Partie " + ", ".join(morceaux) if morceaux else "Partie"


def chemin_du_journal(options, jeu):
    """Retourne le journal où noter les parties selon les options, ou None (ni bilan ni journal)."""
    if options.journal is not None:
        return options.journal
    if options.bilan:
        return chemin_par_defaut(jeu)
    return None


def enregistreur_des_options(ligne_de_commande, jeu, calculer, **details):
    """Retourne l'enregistreur que demandent ``--bilan`` et ``--journal``, ou None.

    ``ligne_de_commande`` : les options lues ; ``calculer(partie)`` retourne
    (score, texte du bilan) d'une partie de ``jeu`` ; ``details`` : ce que la
    partie notée garde en plus de sa graine (ses options, ses réglages, ses
    ordinateurs, le nom du joueur).
    """
    entete = {"jeu": jeu, "graine": ligne_de_commande.graine, **details}
    return creer_enregistreur(entete, calculer, ligne_de_commande.bilan,
                              chemin_du_journal(ligne_de_commande, jeu))


def creer_enregistreur(entete, calculer, montrer, chemin, ecrire=print):
    """Retourne l'enregistreur des parties, ou None si rien n'est demandé (ni bilan, ni journal).

    ``calculer(partie)`` retourne (score, texte du bilan) d'une partie notée ;
    ``montrer`` : le bilan s'affiche après chaque partie (``--bilan``) ;
    ``chemin`` : le journal où noter chaque partie, ou None.
    """
    if not montrer and chemin is None:
        return None
    return Enregistreur(entete, lambda partie: terminer_la_partie(partie, calculer, montrer, chemin, ecrire))


def refuser_un_journal_impossible(analyseur, options, jeu):
    """Quitte avec le code 2 (``analyseur.error``) si le journal demandé n'est pas un fichier ordinaire.

    Un tube, un périphérique ou un dossier ne peut pas tenir de parties : le
    joueur l'apprend au départ, avant de jouer, et rien n'y attend. Un journal
    qui n'existe pas encore convient (la première partie le crée).
    """
    chemin = chemin_du_journal(options, jeu)
    motif = None if chemin is None else motif_refus_du_journal(chemin)
    if motif is not None:
        analyseur.error(motif)


def terminer_la_partie(partie, calculer, montrer, chemin, ecrire=print):
    """Calcule le bilan d'une partie finie, l'affiche si demandé, et note la partie dans le journal.

    Ajoute son score à ``partie`` (il est noté avec elle). Des données de
    conseiller illisibles ne font pas planter le jeu : le bilan le dit en une
    phrase, et la partie est notée quand même. Un Ctrl-C pendant l'écriture
    attend qu'elle finisse : le joueur apprend si la partie est notée, puis le
    jeu s'arrête.
    """
    try:
        score, texte = calculer(partie)
        partie["score"] = score
    except (DonneesIllisibles, JournalIllisible) as erreur:
        texte = f"Le bilan n'est pas disponible : {erreur}."
    if montrer:
        ecrire(texte)
    if chemin is not None:
        try:
            motif = ajouter_au_journal(chemin, partie)
        except InterruptionPendantLEcriture as interruption:
            dire_l_issue(interruption.motif, chemin, partie["jeu"], ecrire)
            raise
        dire_l_issue(motif, chemin, partie["jeu"], ecrire)


def dire_l_issue(motif, chemin, jeu, ecrire):
    """Dit au joueur si sa partie est notée au journal ``chemin`` (``motif`` None), ou pourquoi pas."""
    if motif is None:
        # La commande a sa propre ligne, jamais coupée : on la colle telle quelle.
        ecrire("\n" + couper(f"Partie notée dans le journal {chemin}.") + "\nPour revoir son bilan :\n  "
               + commande_de_revue(jeu, chemin))
        return
    ecrire("\n" + couper(motif))


def commande_de_revue(jeu, chemin):
    """Retourne la commande qui revoit le journal ``chemin`` : sans fichier pour le journal par
    défaut du jeu, sinon avec le fichier, entre apostrophes s'il le faut.

    >>> commande_de_revue("yum", "/tmp/mon journal.jsonl")
    "python -m yum --revoir '/tmp/mon journal.jsonl'"
    >>> commande_de_revue("yum", chemin_par_defaut("yum"))
    'python -m yum --revoir'
    """
    if Path(chemin) == chemin_par_defaut(jeu):
        return f"{COMMANDES[jeu]} --revoir"
    return f"{COMMANDES[jeu]} --revoir {shlex.quote(str(chemin))}"


# --- Revoir les parties d'un journal ---------------------------------------------------------

class Revue:
    """Ce qu'une revue a montré et sauté, au fil du journal.

    La première ligne sautée attend de savoir s'il y aura une partie à
    montrer : un journal d'une seule ligne abîmée donne ainsi une seule phrase.
    Dès qu'une partie est montrée, ou qu'une deuxième ligne est sautée, chaque
    ligne sautée est nommée à sa place, dans l'ordre du fichier.
    """

    def __init__(self, ecrire):
        """Prépare une revue vide, qui affiche avec ``ecrire``."""
        self.ecrire = ecrire
        self.montrees = 0
        self.sautees = 0
        self.en_attente = None

    def nommer(self, sautee):
        """Affiche la ligne sautée ``sautee`` : « Ligne sautée : la ligne 3 du journal… »."""
        self.ecrire(couper(f"Ligne sautée : {sautee}."))
        self.ecrire("")

    def nommer_l_attente(self):
        """Affiche la ligne sautée qui attendait, s'il y en a une."""
        if self.en_attente is not None:
            self.nommer(self.en_attente)
            self.en_attente = None

    def sauter(self, sautee):
        """Compte une ligne sautée ; la nomme, ou la fait attendre si rien n'est encore montré ni sauté."""
        self.sautees += 1
        if self.sautees == 1 and self.montrees == 0:
            self.en_attente = sautee
            return
        self.nommer_l_attente()
        self.nommer(sautee)

    def montrer(self, partie, texte):
        """Affiche le bilan ``texte`` d'une partie, précédé de sa date et de sa graine."""
        self.nommer_l_attente()
        self.montrees += 1
        self.ecrire(formater_entete_de_revue(partie))
        self.ecrire(texte)
        self.ecrire("")

    def conclure(self, nom):
        """Retourne None si chaque ligne est revue ; sinon lève ``JournalIllisible`` ou ``RevueIncomplete``.

        ``JournalIllisible`` : aucune partie n'a été montrée (``nom`` est celui
        du journal) ; ``RevueIncomplete`` : des parties montrées, des lignes
        sautées.
        """
        if self.montrees == 0:
            if self.en_attente is not None:
                raise JournalIllisible(str(self.en_attente))
            if self.sautees == 0:
                raise JournalIllisible(f"le journal {nom} ne contient aucune partie")
            raise JournalIllisible(f"aucune des {self.sautees} lignes du journal {nom} n'est une partie"
                                   " à revoir (chacune est nommée plus haut)")
        if self.sautees > 0:
            nommees = "nommée" if self.sautees < PREMIER_PLURIEL else "nommées"
            raise RevueIncomplete(f"{compter(self.montrees, 'partie', 'revue')},"
                                  f" {compter(self.sautees, 'ligne', 'sautée')} ({nommees} plus haut)")


def compter(nombre, nom, participe):
    """Retourne le nombre, le nom et son participe accordés : « 1 partie revue », « 2 lignes sautées »."""
    return f"{accorder(nombre, nom)} {participe}{'s' if nombre >= PREMIER_PLURIEL else ''}"


def revoir(chemin, jeu, calculer, ecrire=print):
    """Affiche le bilan de chaque partie du journal ``chemin`` et nomme chaque ligne sautée ; retourne None.

    Le journal est lu ligne à ligne : chaque bilan s'affiche dès qu'il est
    calculé, et le temps comme la mémoire vont avec les parties revues, pas
    avec la taille du fichier. Une ligne qui n'est pas une partie de ``jeu``,
    ou dont la partie rejouée ne finit pas comme notée (un journal retouché),
    est sautée et nommée. Lève ``JournalIntrouvable`` (absent, pas un fichier),
    ``JournalIllisible`` si aucune partie n'a pu être revue, et
    ``RevueIncomplete`` si des lignes ont été sautées.
    """
    if chemin == JOURNAL_PAR_DEFAUT:
        chemin = chemin_par_defaut(jeu)
    revue = Revue(ecrire)
    for numero, partie in lire_le_journal(chemin, jeu):
        if isinstance(partie, LigneSautee):
            revue.sauter(partie)
            continue
        try:
            texte = bilan_verifie(partie, calculer)
        except JournalIllisible as erreur:
            revue.sauter(LigneSautee(numero, f"la ligne {numero} du journal a été modifiée ({erreur})"))
            continue
        revue.montrer(partie, texte)
    revue.conclure(nom_du_journal(chemin))


def bilan_verifie(partie, calculer):
    """Retourne le bilan d'une partie notée ; lève ``JournalIllisible`` s'il ne donne pas le score noté."""
    score, texte = calculer(partie)
    if "score" in partie and partie["score"] != score:
        raise JournalIllisible("la partie rejouée ne donne pas le score noté")
    return texte
