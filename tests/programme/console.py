"""Jouer un programme de Yum en console comme un joueur : des tubes, l'écran lu, des réponses tapées.

``Console`` lance la commande d'une équipe (``python -m paquet``, ``python jeu.py``…),
lit ce qu'elle écrit et attend qu'elle se taise : un programme qui se tait, vivant,
attend une réponse. Les fonctions ``lire_*`` retrouvent à l'écran ce que le cours a
fait afficher à tous (les dés dessinés, la grille de pointage) ; la grille des coups
possibles et les questions sont écrites par chaque équipe : on les lit de loin.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import os
import re
import shlex
import subprocess
import threading
import time

from enonce import (
    BONUS_DU_HAUT,
    BRELAN,
    CARRE,
    GRAND_TOTAL,
    GROSSE_SUITE,
    MAIN_PLEINE,
    PETITE_SUITE,
    SOUS_TOTAL_HAUT,
    SURPLUS,
    TOTAL_BAS,
    TOTAL_HAUT,
    YUM,
)

# Le silence, en secondes, qui dit qu'un programme vivant attend une réponse.
SILENCE = 0.25
# Le temps laissé à un programme pour répondre ou finir, en secondes.
DELAI = 20
# Combien de caractères de la fin de la transcription montrer dans un échec.
FIN_DE_TRANSCRIPTION = 1500

# Les faces dessinées par la procédure du cours : (haut, milieu, bas) -> valeur.
FACES = {
    ("     ", "  o  ", "_____"): 1, ("o    ", "     ", "____o"): 2, ("o    ", "  o  ", "____o"): 3,
    ("o   o", "     ", "o___o"): 4, ("o   o", "  o  ", "o___o"): 5, ("o   o", "o   o", "o___o"): 6,
}
# Une ligne de cinq dés dessinés : cinq cases de 5 caractères entre barres.
LIGNE_DE_DES = re.compile(r"^\s*(\|(.{5})\|){5}\s*$")
# Les étiquettes de la grille de pointage du cours, et leur case.
ETIQUETTES = {"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "sous total": SOUS_TOTAL_HAUT,
              "bonus": BONUS_DU_HAUT, "total haut": TOTAL_HAUT, "brelan": BRELAN, "carre": CARRE,
              "carré": CARRE, "main pleine": MAIN_PLEINE, "petite suite": PETITE_SUITE,
              "grosse suite": GROSSE_SUITE, "surplus": SURPLUS, "yum": YUM, "total bas": TOTAL_BAS,
              "total": GRAND_TOTAL}
# Les mots qui nomment une case du bas dans une grille des coups possibles écrite par une équipe.
MOTS_DU_BAS = (("brelan", BRELAN), ("carr", CARRE), ("main", MAIN_PLEINE), ("petite", PETITE_SUITE),
               ("grosse", GROSSE_SUITE), ("surplus", SURPLUS), ("yum", YUM))


class ProgrammeMuet(AssertionError):
    """Le programme n'a pas fait ce qu'on attendait à temps : il a planté, fini ou bloqué."""


class Console:
    """Un programme lancé dans des tubes, et ce qu'il a écrit."""

    def __init__(self, commande):
        """Lance ``commande`` (une ligne de shell, sans shell) ; stdout et stderr sont lus ensemble."""
        environnement = {**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONIOENCODING": "utf-8"}
        self.processus = subprocess.Popen(shlex.split(commande), stdin=subprocess.PIPE,
                                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                          env=environnement)
        self.morceaux = []
        self.lu = 0
        self.verrou = threading.Lock()
        self.lecteur = threading.Thread(target=self.lire_sans_fin, daemon=True)
        self.lecteur.start()

    def lire_sans_fin(self):
        """Accumule ce que le programme écrit, jusqu'à ce qu'il ferme sa sortie."""
        while True:
            octets = self.processus.stdout.read1(4096)
            if not octets:
                return
            with self.verrou:
                self.morceaux.append(octets.decode("utf-8", errors="replace"))

    def transcription(self):
        """Retourne tout ce que le programme a écrit, et les réponses tapées."""
        with self.verrou:
            return "".join(self.morceaux)

    def attendre(self):
        """Attend que le programme se taise (il attend une réponse) ou finisse ; retourne le texte nouveau."""
        debut = time.monotonic()
        taille, depuis = -1, time.monotonic()
        while time.monotonic() - debut < DELAI:
            texte = self.transcription()
            if len(texte) != taille:
                taille, depuis = len(texte), time.monotonic()
            elif time.monotonic() - depuis >= SILENCE and (genre_de_question(texte[self.lu:]) or self.fini()):
                # Un silence ne vaut question que si le texte finit par une question reconnue :
                # une machine chargée peut faire une pause au milieu d'un écran.
                break
            time.sleep(0.02)
        else:
            raise ProgrammeMuet(f"le programme n'a posé aucune question reconnue en {DELAI} s\n{self.fin()}")
        nouveau = texte[self.lu:]
        self.lu = len(texte)
        return nouveau

    def repondre(self, reponse):
        """Tape ``reponse`` et Entrée ; la réponse s'inscrit dans la transcription, comme à l'écran."""
        if self.fini():
            raise ProgrammeMuet(f"le programme a fini au lieu d'attendre « {reponse} »\n{self.fin()}")
        with self.verrou:
            self.morceaux.append(reponse + "\n")
            self.lu += len(reponse) + 1
        try:
            self.processus.stdin.write((reponse + "\n").encode("utf-8"))
            self.processus.stdin.flush()
        except OSError:
            raise ProgrammeMuet(f"le programme n'écoute plus (réponse « {reponse} »)\n{self.fin()}") from None

    def fini(self):
        """Retourne vrai si le programme s'est arrêté."""
        return self.processus.poll() is not None

    def fermer(self):
        """Arrête le programme s'il tourne encore."""
        if not self.fini():
            self.processus.kill()
        self.processus.wait(timeout=DELAI)

    def fin(self):
        """Retourne la fin de la transcription, pour un message d'échec."""
        return "--- fin de la transcription ---\n" + self.transcription()[-FIN_DE_TRANSCRIPTION:]


def genre_de_question(texte):
    """Retourne le genre de la dernière question de ``texte`` : « des », « case », « rejouer » ou None."""
    lignes = [ligne for ligne in texte.strip().splitlines() if ligne.strip()]
    if not lignes:
        return None
    question = lignes[-1].lower()
    if "(o/n)" in question or "o/n" in question or "rejouer" in question or "autre partie" in question:
        return "rejouer"
    if "case" in question:
        return "case"
    if "dé" in question or "rouler" in question or "relancer" in question:
        return "des"
    return None


def lire_des(texte):
    """Retourne les dés du dernier dessin de cinq dés de ``texte``, ou None."""
    lignes = texte.splitlines()
    for debut in range(len(lignes) - 3, -1, -1):
        rangees = []
        for ligne in lignes[debut:debut + 3]:
            if not LIGNE_DE_DES.match(ligne):
                break
            rangees.append(re.findall(r"\|(.{5})\|", ligne.strip()))
        if len(rangees) == 3:
            return [FACES.get((rangees[0][i], rangees[1][i], rangees[2][i])) for i in range(5)]
    return None


def nombre_de_dessins(texte):
    """Retourne combien de dessins de cinq dés ``texte`` contient."""
    lignes = texte.splitlines()
    return sum(1 for i in range(len(lignes) - 2)
               if all(LIGNE_DE_DES.match(ligne) for ligne in lignes[i:i + 3])
               and not (i > 0 and LIGNE_DE_DES.match(lignes[i - 1])))


def lire_feuille(texte):
    """Retourne {case: valeur, ou None si vide} de la dernière grille de pointage de ``texte``, ou None."""
    position = texte.upper().rfind("GRILLE DE POINTAGE")
    if position < 0:
        return None
    feuille = {}
    for ligne in texte[position:].splitlines()[1:25]:
        cellules = [cellule.strip() for cellule in ligne.split("|")]
        # La procédure du cours : « |étiquette|valeur|   |étiquette|valeur| » ; la rangée du total
        # du haut commence par une espace au lieu d'une barre.
        premiere = 1 if ligne.lstrip().startswith("|") else 0
        for i in (premiere, premiere + 3):
            if i + 1 < len(cellules) and cellules[i].lower() in ETIQUETTES:
                valeur = cellules[i + 1]
                feuille.setdefault(ETIQUETTES[cellules[i].lower()],
                                   int(valeur) if re.fullmatch(r"-?\d+", valeur) else None)
    return feuille if len(feuille) >= 15 else None


def lire_coups(texte):
    """Retourne {case: points} lus de loin dans la grille des coups possibles qui suit le dernier dessin.

    Une ligne qui nomme une case du bas (« Brelan », « Carré »…) donne ses points :
    le dernier nombre de la ligne. Une ligne sans ces mots, avec au moins deux
    nombres dont l'avant-dernier va de 1 à 6, donne une case du haut
    (« | 3 |  3  |  6 | » ou « case 3 - les 3 : 6 pts »).
    """
    lignes = texte.splitlines()
    debut = 0
    for i in range(len(lignes) - 2):
        if all(LIGNE_DE_DES.match(ligne) for ligne in lignes[i:i + 3]):
            debut = i + 3
    coups = {}
    # La dernière ligne est la question posée : elle ne fait pas partie de la grille.
    for ligne in lignes[debut:-1]:
        minuscule = ligne.lower()
        if "grille de pointage" in minuscule:
            break
        nombres = [int(nombre) for nombre in re.findall(r"(?<![\w-])\d+(?!\w)", ligne)]
        if not nombres or len(nombres) >= 5:
            # Pas de nombre, ou les numéros des dés sous le dessin.
            continue
        nommees = [case for mot, case in MOTS_DU_BAS if mot in minuscule]
        if len(nommees) > 1:
            # Une légende (« 10 = Brelan, 11 = Carré… »), pas un coup.
            continue
        case = nommees[0] if nommees else None
        if case is None and len(nombres) >= 2 and 1 <= nombres[-2] <= 6:
            case = nombres[-2]
        if case is not None and nombres[-1] != 0:
            coups[case] = nombres[-1]
    return coups
