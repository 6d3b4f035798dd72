"""La progression d'une correction de classe : une barre dans un terminal, des lignes dans un tube.

Explication : dans un terminal, le nombre de remises trouvées s'affiche tout
de suite, puis une barre (tqdm) avance d'une équipe à la fois, avec le temps
restant ; chaque équipe finie laisse au-dessus d'elle une ligne avec sa note,
qui reste à l'écran. Dans un tube (un fichier, un autre programme), les
mêmes lignes s'écrivent l'une après l'autre, sans barre ni code de terminal.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import sys
import threading

from yum.correction.classe.rapports import pluriel, points_en_francais
from yum.correction.lecture.noms import sur_une_ligne

# Le format de la barre, en français : où on en est, la barre, le temps passé et celui qui reste.
# tqdm met « , » devant {postfix} : les échecs et les non notables vus jusqu'ici.
FORMAT_DE_LA_BARRE = "{desc} {n_fmt}/{total_fmt} |{bar}| {elapsed} passées, encore ~{remaining}{postfix}"
# La largeur minimale de la barre, en colonnes.
LARGEUR_DE_LA_BARRE = 20


def barre_du_terminal(total, description, flux):
    """Retourne la barre tqdm de ``total`` équipes sur ``flux``, ou None si tqdm manque."""
    try:
        from tqdm import tqdm
    except ImportError:
        return None
    return tqdm(total=total, desc=description, file=flux, bar_format=FORMAT_DE_LA_BARRE,
                dynamic_ncols=True, leave=True, mininterval=0.2, ncols=None)


class Progression:
    """La progression d'une classe sur ``flux`` (la sortie d'erreur) : une barre dans un terminal."""

    def __init__(self, flux=None):
        """Prépare la progression ; rien ne s'affiche avant ``annoncer``."""
        self.flux = flux or sys.stderr
        self.terminal = self.flux.isatty()
        self.verrou = threading.Lock()
        self.barre = None
        self.total = 0
        self.faites = 0
        # Les verdicts « échoué » et les remises « non notable » vus jusqu'ici, dits à côté de la barre.
        self.echecs = 0
        self.non_notables = 0

    def annoncer(self, trouvees, a_corriger, deja=0):
        """Dit combien de remises sont trouvées (``deja`` : déjà corrigées, une reprise) et combien sont à
        corriger, et lance la barre."""
        self.total = a_corriger
        if deja:
            self.ecrire(f"Reprise : {pluriel(deja, 'équipe déjà corrigée', 'équipes déjà corrigées')},"
                        f" {a_corriger} à corriger.")
        else:
            self.ecrire(f"{pluriel(trouvees, 'remise trouvée', 'remises trouvées')},"
                        f" {a_corriger} à corriger.")
        if self.terminal and a_corriger:
            self.barre = barre_du_terminal(a_corriger, "Correction", self.flux)

    def ecrire(self, ligne):
        """Écrit ``ligne`` au-dessus de la barre (ou seule, dans un tube), sur une ligne : le nom d'une
        équipe n'y envoie aucune séquence au terminal (tour 65)."""
        ligne = sur_une_ligne(ligne)
        if self.barre is not None:
            self.barre.write(ligne, file=self.flux)
        else:
            self.flux.write(ligne + "\n")
            self.flux.flush()

    def afficher(self, equipe, total, duree, echecs=0, non_notable=False):
        """Note une équipe corrigée (``total`` : sa note sur 40 ; ``echecs`` : ses verdicts « échoué » ;
        ``non_notable`` : rien ne s'est exécuté) et affiche où on en est."""
        with self.verrou:
            self.faites += 1
            self.echecs += echecs
            self.non_notables += non_notable
            ligne = (f"[{self.faites}/{self.total}] {equipe} : {points_en_francais(total)}/40"
                     f" ({points_en_francais(round(duree, 1))} s)")
            self.ecrire(ligne)
            if self.barre is not None:
                self.barre.set_postfix_str(f"{pluriel(self.echecs, 'échec', 'échecs')},"
                                           f" {pluriel(self.non_notables, 'non notable', 'non notables')}",
                                           refresh=False)
                self.barre.update(1)

    def fermer(self):
        """Ferme la barre (elle reste à l'écran) ; ne retourne rien."""
        if self.barre is not None:
            self.barre.close()
            self.barre = None
