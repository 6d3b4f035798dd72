"""Le journal d'une partie jouée : chaque écran, chaque réponse, et où en était la partie, comme données.

Explication : le correcteur joue d'abord, juge ensuite. Pendant qu'il joue,
``Partie`` écrit un ``Pas`` par question du programme : ce que le programme a
écrit depuis la réponse précédente (l'écran), les dés dessinés, la grille des
choix possibles lue, la feuille lue, la réponse tapée et la question à
laquelle le correcteur croyait répondre, le tour et le lancer tels que le
correcteur les compte et tels que le programme les affiche. Les comportements
(``comportements``) sont des fonctions pures de ces journaux ; la preuve d'un
verdict est le passage du journal où la chose s'est vue (``passage``), et le
texte entier des journaux se garde à côté du retour de l'équipe (``texte``)
pour répondre à une demande de révision.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import bisect
import re
from dataclasses import dataclass, field

# Les questions que le correcteur sait placer : les dés à relancer, la case, « rejouer ? », Entrée au début.
DES, CASE, REJOUER, DEBUT = "dés", "case", "rejouer", "début"
# La question oui ou non qu'un programme pose avant celle des dés (« Voulez-vous relancer des dés ? (o/n) ») :
# « o » y mène à la question des dés ; « n » y garde tous les dés, à la place du « 0 » de l'énoncé.
RELANCER_OUI_NON = "relancer ? (oui ou non)"
# Les faits du déroulement que ``Partie`` note sur un pas : un lancer après le troisième, un tour fini sans
# question de la case, un dessin des dés gardés après « 0 » (pas un lancer).
QUATRIEME_LANCER, TOUR_SANS_CASE, REDESSIN = "quatrième lancer", "tour sans case", "redessin"
# La note d'un lancer après lequel le programme demande la case, sous l'invite qu'il lui donne, alors que des
# relances restaient (tour 33, py_fleche : un seul lancer au dernier tour).
CASE_AVANT_LE_TROISIEME_LANCER = "la case demandée avant le troisième lancer"
# La note du premier lancer d'une partie neuve, après « o », dont la feuille garde des cases de la partie
# d'avant : sa grille ne se juge pas.
FEUILLE_GARDEE = "feuille gardée de la partie d'avant"
# La note d'un « 0 » aux dés que le programme a refusé (la question des dés reposée).
ZERO_REFUSE = "« 0 » refusé"
# La note d'une réponse aux dés refusée à une question qui attend oui ou non : le correcteur a cessé de taper.
REFUS_OUI_NON = "refusé à une question oui ou non"
# La note d'une grille des coups illisible parce qu'une de ses lignes, de la forme d'une ligne lue, ne se lit
# pas (« Case 10 -> 25 pts » près de « Case 4 -> 4 pts ») ; la ligne la suit, entre guillemets.
GRILLE_LUE_A_MOITIE = "grille lue à moitié"
# La note d'une relance valide hors de l'ordre croissant (« 523 », l'exemple de l'énoncé, §5.1) que le
# programme a refusée, quand les mêmes numéros en ordre (« 235 ») ont ensuite été lancés.
ORDRE_REFUSE = "numéros de dés refusés hors de l'ordre croissant"
# La note d'un « n » tapé pour garder tous les dés, à la question oui ou non qui précède celle des dés.
NON_GARDE_LES_DES = "« n » garde les dés (une question oui ou non avant celle des dés)"
# Le tour et le lancer tels que le programme les écrit (« TOUR 0 », « vous etes au tour 1 »,
# « Lancer 2 de 3 »).
# Le numéro suit le mot sur la même ligne : « Possibilites pour ce lancer : », puis « [10] Brelan » à la
# ligne, n'est pas le lancer 10 (inédit 24 : le retour citait « le programme affiche lancer 10 »). Il a un
# ou deux chiffres : « Historique du tour : 55234 » (tour 40, py_historique) dit des dés, non le tour 55234
# (« une case hors limites est refusée » échouait : « passé du tour 24131 au tour 55234 »).
# Ni une moyenne (« Moyenne par tour : 18.0 »), ni des points (« meilleur lancer jusqu'ici 18 points ») :
# tour 41, py_stats, où « une case hors limites est refusée » échouait (« passé du tour 0 au tour 18 »).
# Ni le premier de cinq dés écrits après le mot : « Votre lancer : 3 5 1 3 6 » (lu « lancer 3 »), quand
# quatre dés le suivent et rien d'autre ; « Lancer 2 3 5 1 3 6 », un numéro puis cinq dés, reste le lancer 2.
def numero_apres(mots):
    """Retourne le motif du numéro écrit après l'un des ``mots`` (un ou deux chiffres, sur la même ligne) :
    ni après « par » (une moyenne), ni suivi d'une décimale, de « points » ou des quatre autres dés d'un
    lancer."""
    un_de = r"[ \t]*[,;]?[ \t]*[1-6]"
    return re.compile(rf"(?<!par )(?<!per )\b(?:{mots})\b[^\d\n]{{0,12}}?(\d{{1,2}})"
                      rf"(?!\d|[.,]\d|\s*(?:points?|pts?)\b|(?:{un_de}){{4}}(?!{un_de}))", re.IGNORECASE)


TOUR_MONTRE = numero_apres("tour|turn|round|manche")
LANCER_MONTRE = numero_apres("lancer|lancé|roll|throw|essai")
# Combien de lignes de l'écran d'un pas montrer dans un passage (la fin : le dessin, la grille, la question).
LIGNES_PAR_ECRAN = 30
# Combien de lignes, au plus, montrer de l'écran qui suit la réponse d'un passage.
LIGNES_DE_LA_SUITE = 24


@dataclass
class Pas:
    """Une question du programme, lue et répondue : l'écran, ce qu'on y a lu, la réponse.

    ``tour`` et ``lancer`` sont ceux du correcteur à cet écran ; ``tour_montre`` et
    ``lancer_montre`` les derniers numéros que le programme a écrits (None : aucun).
    ``remplies`` : les cases que les réponses du correcteur ont remplies avant cet écran.
    ``contexte`` : la forme de l'écran autour de la grille lue (``ecran.contexte_des_coups``).
    """

    ecran: str
    dessins: list = field(default_factory=list)
    des: list = None
    coups: dict = None
    contexte: frozenset = None
    feuille: dict = None
    tour: int = 0
    lancer: int = 0
    remplies: frozenset = frozenset()
    reponse: str = None
    question: str = None
    # La case de l'énoncé que la réponse nomme, si elle en nomme une (« 7 » chez qui numérote de 1 à 13).
    case: int = None
    fini: bool = False
    code: int = None
    notes: list = field(default_factory=list)
    tour_montre: int = None
    lancer_montre: int = None


@dataclass
class Journal:
    """Le journal d'un processus du programme : son nom (la partie du plan), ses pas, comment il a fini."""

    nom: str
    pas: list = field(default_factory=list)
    # Pourquoi le correcteur a cessé de jouer, s'il n'a pas fini normalement (un délai, un écran incompris).
    arret: str = ""
    # Les numéros des pas où commence une partie (le premier, et ceux qui suivent « o »).
    debuts: list = field(default_factory=lambda: [0])
    # Le plan de chaque partie jouée (``marathon``), dans l'ordre des parties.
    plans: list = field(default_factory=list)
    # Les contextes des grilles lues avec le Surplus libre, et l'état du journal où ils ont été comptés.
    grilles_vues: tuple = field(default=(None, frozenset()), repr=False, compare=False)

    def contextes_des_grilles(self, case_qui_signe):
        """Retourne les contextes (``Pas.contexte``) des grilles lues où la case libre ``case_qui_signe``
        (le Surplus) est proposée, ou qui se lisent, cette case remplie : les formes d'écran où ce programme
        montre ses choix possibles.

        Tour 75, py_ansi : sa grille ne montre jamais le Surplus ; seules ses grilles d'après le Surplus
        rempli se lisaient, et l'oubli n'était pas nommé (le Yum, oublié aussi, l'était au hasard).
        """
        # Un pas est fixé (ses cases remplies) à sa réponse ou à l'écran suivant : l'état compte les deux.
        pas = list(self.pas)
        etat = (len(pas), pas[-1].reponse) if pas else (0, None)
        compte, contextes = self.grilles_vues
        if compte != etat:
            signe = case_qui_signe
            contextes = frozenset(un.contexte for un in pas
                                  if un.coups and (signe in un.coups or signe in un.remplies))
            self.grilles_vues = (etat, contextes)
        return contextes

    def partie_du_pas(self, index):
        """Retourne le numéro (1, 2…) de la partie de ce processus où se trouve le pas ``index``."""
        # Les débuts s'ajoutent dans l'ordre des pas : la liste est triée.
        return bisect.bisect_right(self.debuts, index)

    def passage(self, index, titre="", depuis=None):
        """Retourne le passage du pas ``index`` : où il est, son écran (la fin), la réponse, l'écran
        suivant ; précédé, si ``depuis`` (un index plus petit) est donné, des pas depuis celui-là (le lancer
        d'avant dont une grille périmée est restée)."""
        pas = self.pas[index]
        lignes = [f"--- {self.nom}, partie {self.partie_du_pas(index)}, {situation(pas)}"
                  + (f" : {titre}" if titre else "") + " ---"]
        # Sans dessin à ce pas, les pas depuis le dernier lancer du tour : ses dés et sa grille.
        debut = index
        while debut > 0 and not self.pas[debut].dessins and self.pas[debut - 1].tour == pas.tour:
            debut -= 1
        if depuis is not None:
            debut = min(debut, depuis)
        for precedent in self.pas[debut:index]:
            lignes += precedent.ecran.rstrip("\n").splitlines()[-LIGNES_PAR_ECRAN:]
            lignes.append(f">>> le correcteur tape « {precedent.reponse} »"
                          f" ({precedent.question or 'question non placée'})")
        lignes += pas.ecran.rstrip("\n").splitlines()[-LIGNES_PAR_ECRAN:]
        if pas.reponse is not None:
            lignes.append(f">>> le correcteur tape « {pas.reponse} »"
                          f" ({pas.question or 'question non placée'})")
            if index + 1 < len(self.pas):
                suite = self.pas[index + 1].ecran.rstrip("\n").splitlines()
                lignes += suite[:LIGNES_DE_LA_SUITE] + (["[…]"] if len(suite) > LIGNES_DE_LA_SUITE else [])
        if pas.fini:
            lignes.append(f">>> le programme a fini (code de sortie {pas.code})")
        return "\n".join(lignes)

    def texte(self):
        """Retourne le journal entier en texte : chaque écran, chaque réponse, et où en était la partie."""
        lignes = [f"=== {self.nom} ==="]
        for index, pas in enumerate(self.pas):
            if index in self.debuts:
                partie = self.partie_du_pas(index)
                lignes.append(f"=== partie {partie} ===")
                if partie <= len(self.plans):
                    # Pour une demande de révision : ce que le correcteur visait dans cette partie.
                    lignes.append(f"[plan du correcteur : {self.plans[partie - 1]}]")
            lignes.append(f"[{situation(pas)}]")
            lignes += pas.ecran.rstrip("\n").splitlines()
            if pas.reponse is not None:
                lignes.append(f">>> « {pas.reponse} » ({pas.question or 'question non placée'})")
            if pas.fini:
                lignes.append(f">>> fin du programme (code de sortie {pas.code})")
        if self.arret:
            lignes.append(f">>> le correcteur a cessé de jouer : {self.arret}")
        return "\n".join(lignes)


def situation(pas):
    """Retourne où en est la partie à ce pas : le tour et le lancer du correcteur, et ceux du programme."""
    texte = f"tour {pas.tour}, lancer {pas.lancer} selon le correcteur"
    montres = []
    if pas.tour_montre is not None:
        montres.append(f"tour {pas.tour_montre}")
    if pas.lancer_montre is not None:
        montres.append(f"lancer {pas.lancer_montre}")
    return texte + (f" (le programme affiche « {', '.join(montres)} »)" if montres else "")


def numero_montre(motif, ecran):
    """Retourne le dernier numéro que ``motif`` trouve dans ``ecran`` (un tour, un lancer), ou None."""
    trouves = motif.findall(ecran)
    return int(trouves[-1]) if trouves else None
