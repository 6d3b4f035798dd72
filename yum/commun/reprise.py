"""Quitter une partie longue et la reprendre : la partie en cours, notée tour par tour.

Explication : une partie des Dés en solitaire ou du 30000 peut durer des heures. Au
début de chaque tour, la ``Reprise`` écrit dans un fichier tout ce qu'il faut pour
refaire la partie jusque-là : ses options, les nombres tirés pour les dés, les
réponses tapées, et l'état du hasard. Quoi qui finisse le programme (« q »,
Ctrl-C, Ctrl-D, un terminal fermé), le fichier garde la partie au début du tour en
cours : on ne perd que ce tour.

``--reprendre`` refait la partie en silence à partir de ses notes, comme
le journal refait une partie pour son bilan, puis rend la main au joueur au début
du tour où elle s'était arrêtée : mêmes joueurs, mêmes scores, et, le hasard
repris où il en était, les mêmes dés à venir que la partie jouée sans arrêt.

Le fichier est écrit avec le soin du journal : d'un bloc, dans un fichier voisin
que ``os.replace`` met ensuite à sa place ; un disque plein laisse la sauvegarde
d'avant intacte, et le joueur l'apprend ; un Ctrl-C pendant l'écriture attend
qu'elle finisse. Un fichier abîmé est nommé et refusé. Une partie finie efface
son fichier : il n'y a plus rien à reprendre.

Le fichier lui-même (réservé, écrit d'un bloc, signé d'une empreinte, relu,
retrouvé) est l'affaire de ``yum.commun.fichier_de_reprise``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.1.0
Références : documentation des modules ``random`` (``getstate``, ``setstate``),
``os`` (``replace``, ``fsync``) et ``json``.
"""

import datetime
import json
import os
from pathlib import Path

from yum.commun import __version__
from yum.commun.erreurs import PartieQuittee, RepriseImpossible
from yum.commun.fichier_de_reprise import (
    CLE_DE_L_EMPREINTE,
    DERNIERE_PARTIE,
    FORMAT_DE_LA_REPRISE,
    commande_de_reprise,
    decrire_la_partie,
    dossier_par_defaut,
    ecrire_d_un_bloc,
    empreinte,
    etat_du_hasard,
    formater_les_parties_arretees,
    lire_la_reprise,
    numero_de_la_partie,
    reserver_un_fichier,
    trouver_la_partie,
)
from yum.commun.fichier_du_journal import InterruptionsDifferees, raison_de_l_erreur, reponse_a_noter
from yum.commun.journal import COMMANDES
from yum.commun.questions import QUESTION_REJOUER, REPONSE_QUITTER, analyser_oui_non
from yum.commun.texte import couper

# La question qui confirme qu'on quitte, une fois la partie notée…
QUESTION_QUITTER = "Quitter la partie ? Elle pourra être reprise au début de ce tour (o/n) : "
# … et avant : rien n'est encore noté, il n'y aura rien à reprendre.
QUESTION_QUITTER_SANS_REPRISE = "Quitter la partie ? Rien n'est encore noté : pas de reprise (o/n) : "
# Ce qu'on dit en quittant une partie dont rien n'est noté.
MESSAGE_RIEN_A_REPRENDRE = "Rien n'était encore noté : cette partie ne pourra pas être reprise."


# --- La partie en cours ---------------------------------------------------------------------

class Reprise:
    """La partie en cours d'un jeu : notée au début de chaque tour, et reprise au besoin.

    ``jeu`` : « solitaire » ou « dix_mille » ; ``entete`` : ce qu'il faut, en plus
    des notes, pour refaire la partie (graine, options, réglages, ordinateurs) ;
    ``chemin`` : le fichier où la noter (une partie reprise), ou None : un
    fichier neuf de ``dossier`` est réservé au premier tour (``reserver_un_fichier``) ;
    sans ``dossier`` non plus, rien n'est noté, mais « q » quitte quand même.
    ``notee`` : la partie lue par ``lire_la_reprise``, à refaire avant de rendre la
    main, ou None pour une partie neuve. ``lire`` et ``ecrire`` : la
    vraie console (``lecture`` peut les changer).
    """

    def __init__(self, jeu, entete=None, chemin=None, notee=None, lire=input, ecrire=print, dossier=None):
        """Prépare la partie en cours ; rien n'est écrit avant le premier tour."""
        self.jeu = jeu
        self.entete = entete or {}
        self.chemin = chemin
        self.dossier = dossier
        self.notee = notee
        self.lire_vrai = lire
        self.ecrire_vrai = ecrire
        self.source = None
        # Vrai une fois un tour noté dans le fichier : il y a une partie à reprendre.
        self.ecrite = False
        # Vrai quand la dernière écriture a raté : le joueur l'a appris, on ne le redit pas.
        self.en_echec = False
        # Vrai quand ``chemin`` est un fichier que cette partie a réservé (et peut donc effacer).
        self.reserve = False
        self.commencer()

    def commencer(self):
        """Prépare une partie neuve (ou la partie notée à refaire) ; retourne None."""
        self.tirages = []
        self.reponses = []
        self.tours = 0
        self.nom_du_tour = None
        if self.notee is None:
            self.a_refaire_tirages, self.a_refaire_reponses, self.tours_a_refaire = [], [], 0
        else:
            self.a_refaire_tirages = list(self.notee["tirages"])
            self.a_refaire_reponses = list(self.notee["reponses"])
            self.tours_a_refaire = self.notee["tours"]

    def en_direct(self):
        """Retourne vrai si la partie se joue devant le joueur (faux pendant qu'on la refait)."""
        return self.tours_a_refaire == 0

    # --- Les branchements ---

    def lecture(self, lire, ecrire):
        """Prend ``lire`` et ``ecrire`` pour vraie console ; retourne la lecture du joueur, où « q » quitte.

        Cette lecture ne note rien : elle sert aux questions hors de la partie
        notée, comme les faces des vrais dés (les tirages les retiennent déjà).
        """
        self.lire_vrai = lire
        self.ecrire_vrai = ecrire
        return self.lire_en_direct

    def brancher(self, source):
        """Retourne (source, lecture, écriture) enveloppées, qui notent et refont la partie.

        Si la partie notée a un état du hasard, la source ``source`` (qui doit
        offrir ``rng``) le reprend : après la partie refaite, elle tire les dés
        que la partie jouée sans arrêt aurait tirés.
        """
        self.source = source
        if self.notee is not None and self.notee.get("hasard") is not None:
            if not hasattr(source, "rng"):
                raise RepriseImpossible(f"le fichier {self.chemin} est une partie au hasard : reprenez-la"
                                        " sans --des-manuels")
            source.rng.setstate(etat_du_hasard(self.notee["hasard"]))
        return SourceDeLaReprise(self), self.lire, self.ecrire

    def ecrire(self, *morceaux, **options):
        """Remplace ``print`` : écrit, sauf pendant qu'on refait la partie notée."""
        if self.en_direct():
            self.ecrire_vrai(*morceaux, **options)

    def attendre(self, pause):
        """Retourne ``pause`` qui ne fait rien pendant qu'on refait la partie (la pause des ordinateurs)."""
        def pause_en_direct():
            """Marque la pause d'un ordinateur, sauf pendant qu'on refait la partie ; retourne None."""
            if self.en_direct():
                pause()
        return pause_en_direct

    def tirer(self):
        """Retourne le prochain nombre des dés : noté, pendant qu'on refait la partie ; sinon tiré."""
        if not self.en_direct():
            valeur = self.note_suivante(self.a_refaire_tirages)
        else:
            valeur = self.source.random()
        self.tirages.append(valeur)
        return valeur

    def note_suivante(self, notes):
        """Retourne (et retire) la prochaine des ``notes`` ; lève ``RepriseImpossible`` s'il n'y en a plus."""
        if not notes:
            raise self.refus()
        return notes.pop(0)

    def annoncer(self, numeros):
        """Annonce à la vraie source les dés qui vont rouler (pas pendant qu'on refait la partie)."""
        if self.en_direct():
            self.source.annoncer(numeros)

    def lire(self, question):
        """Remplace ``input`` : rend la réponse notée, puis, en direct, celle du joueur (« q » quitte).

        La question « rejouer ? » suit la fin d'une partie : le fichier de la
        partie finie est effacé.
        """
        if question == QUESTION_REJOUER:
            self.terminer()
            return self.lire_vrai(question)
        if not self.en_direct():
            texte = self.note_suivante(self.a_refaire_reponses)
        else:
            texte = self.lire_en_direct(question)
        self.reponses.append(reponse_a_noter(texte))
        return texte

    def lire_en_direct(self, question):
        """Retourne la réponse du joueur à ``question`` ; « q » quitte, après confirmation."""
        texte = self.lire_vrai(question)
        while texte.strip().lower() == REPONSE_QUITTER:
            self.confirmer_le_depart()
            texte = self.lire_vrai(question)
        return texte

    def confirmer_le_depart(self):
        """Demande si le joueur quitte vraiment ; lève ``PartieQuittee`` pour « o », retourne None sinon."""
        question = QUESTION_QUITTER if self.ecrite else QUESTION_QUITTER_SANS_REPRISE
        while True:
            reponse = analyser_oui_non(self.lire_vrai(question))
            if reponse is True:
                raise PartieQuittee
            if reponse is False:
                return
            self.ecrire_vrai("Répondez o pour quitter, ou n pour continuer la partie.")

    def refus(self):
        """Retourne l'erreur d'une partie notée qui ne se refait pas jusqu'à son tour."""
        return RepriseImpossible(f"le fichier {self.chemin} ne se rejoue pas jusqu'à son tour"
                                 f" {self.notee['tours']} (il a été modifié)")

    # --- Les moments de la partie ---

    def debut_du_tour(self, etat=None, nom_du_tour=None):
        """Note la partie au début d'un tour ; retourne None.

        Pendant qu'on refait la partie notée, compte les tours ; au tour où
        elle s'était arrêtée, vérifie que ses notes sont toutes refaites, puis
        rend la main au joueur : une phrase le dit, suivie de ``etat()`` (le
        tableau des scores), s'il est donné. ``nom_du_tour`` : le tour tel que
        le jeu le montre (« tour 3 », « tour d'Ana »), dans cette phrase et
        dans la liste des parties arrêtées ; sans lui, les tours sont comptés.
        """
        self.tours += 1
        self.nom_du_tour = nom_du_tour or f"tour {self.tours}"
        if not self.en_direct():
            if self.tours < self.tours_a_refaire:
                return
            if self.a_refaire_tirages or self.a_refaire_reponses:
                raise self.refus()
            self.tours_a_refaire = 0
            self.notee = None
            self.ecrire_vrai(couper(f"\nLa partie reprend au début du tour où elle s'était arrêtée"
                                    f" ({self.nom_du_tour})."))
            if etat is not None:
                self.ecrire_vrai(etat())
        self.noter()

    def noter(self):
        """Écrit la partie en cours dans son fichier, d'un bloc ; retourne None.

        Un échec (disque plein…) laisse la sauvegarde d'avant intacte ; le joueur
        l'apprend une fois. Un Ctrl-C pendant l'écriture attend qu'elle finisse.
        """
        if self.chemin is None and self.dossier is None:
            return
        rng = getattr(self.source, "rng", None)
        contenu = {"format": FORMAT_DE_LA_REPRISE, "jeu": self.jeu, "version": __version__,
                   "date": datetime.datetime.now().isoformat(timespec="seconds"), "entete": self.entete,
                   "tours": self.tours, "nom_du_tour": self.nom_du_tour, "tirages": self.tirages,
                   "reponses": self.reponses, "hasard": None if rng is None else rng.getstate()}
        contenu[CLE_DE_L_EMPREINTE] = empreinte(contenu)
        octets = json.dumps(contenu, ensure_ascii=False).encode("utf-8", "backslashreplace") + b"\n"
        with InterruptionsDifferees() as interruptions:
            motif = self.reserver()
            if motif is None:
                motif = ecrire_d_un_bloc(self.chemin, octets)
        if motif is None:
            self.ecrite = True
            self.en_echec = False
        elif not self.en_echec:
            self.en_echec = True
            lieu = self.chemin or self.dossier
            self.ecrire_vrai(couper(f"La partie en cours n'a pas pu être notée dans {lieu} ({motif}) :"
                                    " si le programme s'arrête, elle reprendra à un tour plus ancien."))
        interruptions.rendre(motif)

    def reserver(self):
        """Réserve le fichier d'une partie neuve s'il n'en a pas ; retourne None, ou pourquoi c'est raté."""
        if self.chemin is not None:
            return None
        try:
            self.chemin = reserver_un_fichier(self.dossier, self.jeu)
        except OSError as erreur:
            return raison_de_l_erreur(erreur)
        self.reserve = True
        return None

    def terminer(self):
        """La partie est finie : efface son fichier (rien à reprendre) et prépare la suivante."""
        if self.chemin is not None and (self.ecrite or self.reserve):
            self.effacer()
        if self.dossier is not None:
            # La partie suivante réservera son propre fichier.
            self.chemin = None
        self.ecrite = False
        self.reserve = False
        self.notee = None
        self.commencer()

    def effacer(self):
        """Efface le fichier de la partie, s'il existe encore ; retourne None."""
        try:
            os.unlink(self.chemin)
        except OSError:
            pass

    def texte_de_reprise(self):
        """Retourne les lignes qui disent comment reprendre la partie, ou None s'il n'y a rien à reprendre."""
        if not self.ecrite:
            return None
        return ("Pour reprendre la partie au début du tour en cours :\n  "
                + commande_de_reprise(self.jeu, self.chemin))

    def jouer(self, programme):
        """Retourne ``programme()`` ; à une fin avant la fin (« q », Ctrl-C, Ctrl-D), y joint la reprise.

        L'exception garde, dans ``reprise``, le texte qui dit comment reprendre ;
        ``yum.commun.console`` l'écrit après la phrase de fin.
        """
        try:
            return programme()
        except (PartieQuittee, KeyboardInterrupt, EOFError) as fin:
            fin.reprise = self.texte_de_reprise()
            if fin.reprise is None and isinstance(fin, PartieQuittee):
                # « q » avant le premier tour noté : la question l'a dit, la fin le redit.
                fin.reprise = MESSAGE_RIEN_A_REPRENDRE
            if self.reserve and not self.ecrite:
                # Un fichier réservé où rien n'a pu être écrit : il n'y a rien à reprendre.
                self.effacer()
            raise


class SourceDeLaReprise:
    """La source de dés d'une partie en cours : les nombres notés d'abord, puis la vraie source."""

    def __init__(self, reprise):
        """Enveloppe la vraie source de ``reprise``."""
        self.reprise = reprise

    def random(self):
        """Retourne le prochain nombre des dés (voir ``Reprise.tirer``)."""
        return self.reprise.tirer()

    def annoncer(self, numeros):
        """Annonce les dés qui vont rouler (voir ``Reprise.annoncer``)."""
        self.reprise.annoncer(numeros)


def preparer_la_reprise(analyseur, options, arguments, jeu, ecrire=print):
    """Retourne (les options de la partie, sa ``Reprise``), d'après la ligne de commande.

    Sans ``--reprendre``, la partie est neuve : sa ``Reprise`` note ``arguments``
    (la ligne de commande) et la partie dans un fichier neuf. Avec
    ``--reprendre [PARTIE]``, seule option permise alors (la partie garde les
    siennes), la partie nommée (la dernière arrêtée, sans nom) est annoncée, ses
    options notées sont relues comme une ligne de commande, et la ``Reprise``
    refera la partie notée. ``--reprendre --liste`` écrit les parties arrêtées et
    retourne (None, None) : il n'y a rien à jouer. Lève ``RepriseImpossible``
    pour un fichier absent ou abîmé, ou sans partie arrêtée.
    """
    if options.reprendre is None:
        if options.liste:
            analyseur.error(f"--liste va avec --reprendre : {COMMANDES[jeu]} --reprendre --liste")
        return options, Reprise(jeu, {"arguments": list(arguments)}, dossier=dossier_par_defaut())
    seules = ["--reprendre", options.reprendre] + (["--liste"] if options.liste else [])
    if vars(options) != vars(analyseur.parse_args(seules)):
        analyseur.error("--reprendre ne va avec aucune autre option : la partie reprend avec les siennes")
    if options.liste:
        if options.reprendre != DERNIERE_PARTIE:
            analyseur.error("--reprendre --liste ne prend pas de partie : il les liste toutes")
        ecrire(formater_les_parties_arretees(jeu))
        return None, None
    chemin = trouver_la_partie(options.reprendre, jeu)
    notee = lire_la_reprise(chemin, jeu)
    numero = numero_de_la_partie(chemin, jeu)
    nommee = Path(chemin).name if numero is None else f"n° {numero}"
    ecrire(couper(f"Reprise de la partie {nommee}, arrêtée {decrire_la_partie(notee)}."))
    arguments_notes = notee["entete"].get("arguments")
    abime = RepriseImpossible(f"le fichier {chemin} note des options impossibles")
    if not (isinstance(arguments_notes, list) and all(isinstance(mot, str) for mot in arguments_notes)):
        raise abime
    try:
        options_notees = analyseur.parse_args(arguments_notes)
    except SystemExit:
        raise abime from None
    if options_notees.reprendre is not None or options_notees.revoir is not None or options_notees.simulation:
        raise abime
    return options_notees, Reprise(jeu, notee["entete"], chemin, notee, dossier=dossier_par_defaut())
