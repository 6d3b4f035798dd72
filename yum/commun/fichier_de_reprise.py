"""Le fichier d'une partie en cours : où il est, comment il s'écrit, se relit et se vérifie.

Explication : une partie arrêtée se note dans ``partie-<jeu>-N.json``, dans le
dossier des données de l'utilisateur. Ce module sait réserver ce fichier, l'écrire
d'un bloc (l'ancien ou le nouveau, jamais un morceau), le signer d'une empreinte
(SHA-256 de tout le reste : une retouche se voit), le relire en vérifiant tout, et
retrouver les parties arrêtées (``--reprendre`` seul, ``--reprendre --liste``).
Le déroulement de la reprise elle-même est dans ``yum.commun.reprise``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
Références : documentation des modules ``os`` (``replace``, ``fsync``), ``json`` et ``hashlib``.
"""

import datetime
import errno
import hashlib
import json
import os
import shlex
from pathlib import Path

from yum.commun.erreurs import RepriseImpossible
from yum.commun.fichier_du_journal import FERME_A_L_EXEC, raison_de_l_erreur
from yum.commun.journal import COMMANDES, DOSSIER_DU_JOURNAL, notes_valides
from yum.commun.texte import couper

# La version du format d'un fichier de reprise (2 : avec son empreinte).
FORMAT_DE_LA_REPRISE = 2
# La clé de l'empreinte du fichier : le SHA-256 de tout le reste, qui trahit une retouche.
CLE_DE_L_EMPREINTE = "empreinte"
# Le plus gros fichier de reprise qu'on relit, en octets : des dizaines de milliers de tours.
TAILLE_MAX_D_UNE_REPRISE = 16 * 1024 * 1024
# L'état d'un ``random.Random`` : (version, 625 entiers de 32 bits, None ou un flottant), ses
# trois parties à leur indice.
PARTIES_DE_L_ETAT_DU_HASARD = 3
VERSION, MOTS, GAUSS_SUIVANT = range(PARTIES_DE_L_ETAT_DU_HASARD)
VERSION_DU_HASARD = 3
TAILLE_DE_L_ETAT_DU_HASARD = 625
BORNE_D_UN_MOT_DU_HASARD = 2 ** 32
# Les droits d'un fichier de reprise créé (moins ce que le masque de l'utilisateur retire).
DROITS_DE_LA_REPRISE = 0o666
# La valeur de ``--reprendre`` tapé seul : la dernière partie arrêtée.
DERNIERE_PARTIE = ""


def dossier_par_defaut():
    """Retourne le dossier des parties en cours : celui du journal, dans les données de l'utilisateur."""
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / DOSSIER_DU_JOURNAL


def reserver_un_fichier(dossier, jeu):
    """Retourne le premier fichier libre ``partie-<jeu>-1.json``, ``-2``… de ``dossier``, créé vide.

    Créé d'un coup (``O_EXCL``), le fichier est réservé : deux parties jouées en
    même temps n'ont jamais le même. Le nom ne dépend que des fichiers déjà là :
    la même graine et les mêmes réponses donnent la même sortie, commande de
    reprise comprise. Lève ``OSError`` si le dossier ne peut pas être écrit.
    """
    Path(dossier).mkdir(parents=True, exist_ok=True)
    numero = 1
    while True:
        chemin = Path(dossier) / f"partie-{jeu}-{numero}.json"
        try:
            os.close(os.open(chemin, os.O_WRONLY | os.O_CREAT | os.O_EXCL | FERME_A_L_EXEC,
                             DROITS_DE_LA_REPRISE))
            return chemin
        except FileExistsError:
            numero += 1


def empreinte(partie):
    """Retourne l'empreinte (SHA-256, en hexadécimal) d'une partie notée, sans sa propre empreinte.

    Calculée sur le JSON canonique (clés triées, ASCII seul) : la même partie relue
    donne la même empreinte ; un seul caractère retouché la change.
    """
    sans_empreinte = {cle: valeur for cle, valeur in partie.items() if cle != CLE_DE_L_EMPREINTE}
    texte = json.dumps(sans_empreinte, sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(texte.encode("ascii")).hexdigest()


def numero_de_la_partie(chemin, jeu):
    """Retourne le numéro N si ``chemin`` est le fichier ``partie-<jeu>-N.json`` du dossier des
    parties en cours, sinon None.

    >>> numero_de_la_partie(dossier_par_defaut() / "partie-solitaire-12.json", "solitaire")
    12
    >>> numero_de_la_partie("/tmp/partie-solitaire-12.json", "solitaire") is None
    True
    """
    chemin = Path(chemin)
    prefixe, suffixe = f"partie-{jeu}-", ".json"
    nom = chemin.name
    if chemin.parent != dossier_par_defaut() or not (nom.startswith(prefixe) and nom.endswith(suffixe)):
        return None
    numero = nom[len(prefixe):-len(suffixe)]
    if not (numero.isascii() and numero.isdigit()) or numero.startswith("0"):
        return None
    return int(numero)


def commande_de_reprise(jeu, chemin):
    """Retourne la commande entière qui reprend la partie notée dans ``chemin``, à coller telle quelle.

    Une partie du dossier des parties en cours se nomme par son numéro : la commande reste courte,
    quel que soit le dossier de l'utilisateur. Un autre fichier est nommé entre apostrophes s'il le
    faut (``shlex.quote``).

    >>> commande_de_reprise("solitaire", "/tmp/une partie.json")
    "python -m solitaire --reprendre '/tmp/une partie.json'"
    >>> commande_de_reprise("dix_mille", dossier_par_defaut() / "partie-dix_mille-3.json")
    'python -m dix_mille --reprendre 3'
    """
    numero = numero_de_la_partie(chemin, jeu)
    if numero is not None:
        return f"{COMMANDES[jeu]} --reprendre {numero}"
    return f"{COMMANDES[jeu]} --reprendre {shlex.quote(str(chemin))}"


def formater_date(date):
    """Retourne la date ISO d'une partie notée en clair, ou « à une date inconnue ».

    >>> formater_date("2026-11-26T19:30:12"), formater_date(3)
    ('le 26/11/2026 à 19:30', 'à une date inconnue')
    """
    try:
        moment = datetime.datetime.fromisoformat(date)
    except (TypeError, ValueError):
        return "à une date inconnue"
    return moment.strftime("le %d/%m/%Y à %H:%M")


def parties_arretees(jeu):
    """Retourne les parties arrêtées de ``jeu`` du dossier des parties en cours, la plus récente
    d'abord : [(chemin, partie notée)], et le nombre de fichiers refusés (abîmés, retouchés).
    """
    dossier = dossier_par_defaut()
    trouvees, refusees = [], 0
    try:
        fichiers = sorted(dossier.glob(f"partie-{jeu}-*.json"))
    except OSError:
        fichiers = []
    for chemin in fichiers:
        if numero_de_la_partie(chemin, jeu) is None:
            continue
        try:
            trouvees.append((chemin, lire_la_reprise(chemin, jeu)))
        except RepriseImpossible:
            refusees += 1
    trouvees.sort(key=lambda trouvee: (str(trouvee[1].get("date")), numero_de_la_partie(trouvee[0], jeu)),
                  reverse=True)
    return trouvees, refusees


def decrire_la_partie(partie):
    """Retourne la date et le tour d'une partie notée : « le 26/11/2026 à 19:30, tour 3 »."""
    nom_du_tour = partie.get("nom_du_tour")
    if not isinstance(nom_du_tour, str) or not nom_du_tour.isprintable():
        nom_du_tour = f"tour {partie['tours']}"
    return f"{formater_date(partie.get('date'))}, {nom_du_tour}"


def formater_les_parties_arretees(jeu):
    """Retourne la liste des parties arrêtées de ``jeu`` (``--reprendre --liste``), une par ligne,
    chacune avec la commande qui la reprend."""
    trouvees, refusees = parties_arretees(jeu)
    if not trouvees:
        lignes = ["Aucune partie arrêtée à reprendre."]
    else:
        lignes = ["Parties arrêtées, la plus récente d'abord (reprise par --reprendre seul) :"]
        for chemin, partie in trouvees:
            lignes.append(f"  {commande_de_reprise(jeu, chemin)}")
            lignes.append(f"      arrêtée {decrire_la_partie(partie)}")
    if refusees:
        lignes.append(couper(f"({refusees} fichier(s) de {dossier_par_defaut()} refusé(s) :"
                             " abîmé(s) ou retouché(s).)"))
    return "\n".join(lignes)


def trouver_la_partie(valeur, jeu):
    """Retourne le fichier que nomme ``--reprendre`` : rien (la dernière partie arrêtée), un numéro
    (``partie-<jeu>-N.json`` du dossier des parties en cours) ou un chemin.

    Lève ``RepriseImpossible`` (introuvable) s'il n'y a aucune partie arrêtée à reprendre.
    """
    if valeur == DERNIERE_PARTIE:
        trouvees, _ = parties_arretees(jeu)
        if not trouvees:
            raise RepriseImpossible(f"aucune partie arrêtée n'est notée dans {dossier_par_defaut()}",
                                    introuvable=True)
        return trouvees[0][0]
    if valeur.isascii() and valeur.isdigit() and not Path(valeur).exists():
        chemin = dossier_par_defaut() / f"partie-{jeu}-{int(valeur)}.json"
        if not chemin.exists():
            raise RepriseImpossible(f"aucune partie arrêtée n'a le numéro {int(valeur)} ; celles qui"
                                    " restent se listent ainsi", introuvable=True,
                                    commande=f"{COMMANDES[jeu]} --reprendre --liste")
        return chemin
    return valeur


# --- Écrire et relire le fichier ------------------------------------------------------------

def ecrire_d_un_bloc(chemin, contenu):
    """Remplace le fichier ``chemin`` par ``contenu`` (des octets) ; retourne None, ou pourquoi c'est raté.

    Le contenu est écrit en un seul ``os.write`` dans un fichier voisin, mis sur
    le disque (``fsync``), puis mis à la place de l'ancien par ``os.replace`` :
    le fichier est l'ancien ou le nouveau, jamais un morceau. Une écriture ratée
    efface le fichier voisin et laisse l'ancien intact.
    """
    chemin = Path(chemin)
    voisin = chemin.with_name(f".{chemin.name}.{os.getpid()}.tmp")
    try:
        chemin.parent.mkdir(parents=True, exist_ok=True)
        descripteur = os.open(voisin, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | FERME_A_L_EXEC,
                              DROITS_DE_LA_REPRISE)
        try:
            if os.write(descripteur, contenu) != len(contenu):
                raise OSError(errno.ENOSPC, "écriture incomplète")
            os.fsync(descripteur)
        finally:
            os.close(descripteur)
        os.replace(voisin, chemin)
    except (OSError, ValueError) as erreur:
        try:
            os.unlink(voisin)
        except (OSError, ValueError):
            pass
        if isinstance(erreur, OSError):
            return raison_de_l_erreur(erreur)
        return "son nom n'est pas permis"
    return None


def lire_la_reprise(chemin, jeu):
    """Retourne la partie en cours notée dans ``chemin``, vérifiée.

    Lève ``RepriseImpossible`` (avec ``introuvable`` vrai) si le fichier
    n'existe pas ou ne peut pas être ouvert, et ``RepriseImpossible`` si ce
    n'est pas une partie en cours de ``jeu`` ; le message nomme le fichier.
    """
    try:
        with open(chemin, "rb") as fichier:
            octets = fichier.read(TAILLE_MAX_D_UNE_REPRISE + 1)
    except FileNotFoundError:
        raise RepriseImpossible(f"le fichier {chemin} n'existe pas", introuvable=True) from None
    except (OSError, ValueError):
        raise RepriseImpossible(f"le fichier {chemin} ne peut pas être ouvert", introuvable=True) from None
    abime = RepriseImpossible(f"le fichier {chemin} n'est pas une partie en cours notée par ce programme")
    if len(octets) > TAILLE_MAX_D_UNE_REPRISE:
        raise abime
    try:
        partie = json.loads(octets.decode("utf-8"))
    except (ValueError, RecursionError):
        raise abime from None
    if not isinstance(partie, dict) or partie.get("format") not in (1, FORMAT_DE_LA_REPRISE):
        raise abime
    if partie.get("format") != FORMAT_DE_LA_REPRISE:
        raise RepriseImpossible(f"le fichier {chemin} a été noté par une version plus ancienne, sans"
                                " empreinte : rien ne garantit qu'il n'a pas été retouché")
    if partie.get(CLE_DE_L_EMPREINTE) != empreinte(partie):
        raise RepriseImpossible(f"le fichier {chemin} a été modifié depuis que la partie y a été notée"
                                " (son empreinte ne correspond plus à son contenu)")
    if partie.get("jeu") != jeu:
        if partie.get("jeu") in COMMANDES:
            raise RepriseImpossible(f"le fichier {chemin} est une partie d'un autre jeu, qui se reprend"
                                    " ainsi", commande=commande_de_reprise(partie["jeu"], chemin))
        raise abime
    tours = partie.get("tours")
    if not (type(tours) is int and tours >= 1 and isinstance(partie.get("entete"), dict)
            and notes_valides(partie.get("tirages"), partie.get("reponses"))
            and (partie.get("hasard") is None or etat_du_hasard(partie["hasard"]) is not None)):
        raise abime
    return partie


def etat_du_hasard(note):
    """Retourne l'état d'un ``random.Random`` noté en JSON (une liste), ou None s'il est abîmé."""
    if not (isinstance(note, list) and len(note) == PARTIES_DE_L_ETAT_DU_HASARD
            and note[VERSION] == VERSION_DU_HASARD
            and isinstance(note[MOTS], list) and len(note[MOTS]) == TAILLE_DE_L_ETAT_DU_HASARD
            and all(type(mot) is int and 0 <= mot < BORNE_D_UN_MOT_DU_HASARD for mot in note[MOTS])
            and note[MOTS][-1] < TAILLE_DE_L_ETAT_DU_HASARD
            and (note[GAUSS_SUIVANT] is None or isinstance(note[GAUSS_SUIVANT], float))):
        return None
    return (note[VERSION], tuple(note[MOTS]), note[GAUSS_SUIVANT])


