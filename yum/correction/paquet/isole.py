"""Le bac à sable : le paquet d'une équipe tourne dans un processus à part ; ses réponses sont des données.

Explication : le correcteur n'importe jamais le paquet d'une équipe. Il en
copie le dossier dans un dossier temporaire neuf et lance ``enfant.py`` dans
un processus à part (``python -I -B`` : isolé, sans variables PYTHON*, sans
fichiers .pyc), dans sa propre session, dans le bac à sable (limites de
mémoire, de temps de processeur, de fichiers ; pas de réseau), l'entrée
standard sur ``/dev/null`` et la sortie dans un fichier. Chaque fonction du
paquet devient ici un mandataire : l'appel part en JSON sur un tube, le
résultat revient en JSON sur un autre, avec le jeton de la correction et le
numéro de l'appel ; les listes passées en argument sont mises à jour comme
l'aurait fait un appel direct. Chaque appel a un délai : au-delà, le
processus est tué (tout son groupe), le test échoue en nommant la fonction,
et un nouveau processus reprend pour les appels suivants. Un paquet qui ne
s'importe pas (une exception, ``sys.exit``, ``os._exit``, un ``input()``,
une boucle à l'import) donne une seule erreur, ``PaquetNonImportable``.

Modèle de menace (voir LISEZMOI, « Le bac à sable ») : le code de l'équipe
ne peut toucher ni pytest, ni la référence, ni les verdicts, qui vivent dans
un autre processus ; il ne reçoit que des données et n'en rend que. Dans son
propre processus, il peut tout (lire le jeton en mémoire, écrire sur le tube
des réponses) : il ne peut alors que mentir sur ses propres résultats, ce
qu'une fonction fausse fait déjà. Il est enfermé dans le système de
fichiers par le bac à sable (``yum.correction.bac_a_sable``) : une boîte
de bubblewrap où il ne voit que l'interpréteur, sa copie du paquet (en
lecture seule) et ``enfant.py`` ; il n'écrit que dans son dossier de travail,
temporaire, retiré après ; ce qu'il y a laissé est signalé. Sa sortie part
dans un fichier que la boîte ne voit pas.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import json
import os
import secrets
import select
import shutil
import signal
import subprocess
import sys
import time
import weakref
from collections import Counter
from pathlib import Path

from yum.correction.bac_a_sable import (
    MEMOIRE_DU_PAQUET,
    donner_a_l_equipe,
    dossier_prive,
    lancer,
    limites_du_paquet,
    rendre_lisible,
    retirer,
    tentatives_de_la_sonde,
    tentatives_des_processus,
    tentatives_laissees,
)
from yum.correction.lecture.extraction import gros_fichier_joint
from yum.correction.lecture.noms import lisible

# Le programme enfant qui importe le paquet et répond aux appels.
ENFANT = Path(__file__).resolve().parent / "enfant.py"
# Le délai d'un appel d'une fonction du paquet, en secondes : un appel juste prend moins d'une milliseconde.
DELAI_PAR_APPEL = 3.0
# Le délai de l'import du paquet, démarrage de Python compris, en secondes (une machine chargée est lente).
DELAI_D_IMPORT = 20.0
# Le délai d'un appel d'une fonction qui a déjà bouclé, en secondes : ses appels suivants sont tentés
# (un autre appel peut répondre), mais chaque boucle de plus coûte moins. Un appel juste prend moins
# d'une milliseconde : 250 fois plus, c'est encore large sur une machine chargée.
DELAI_APRES_UNE_BOUCLE = 0.25
# Le temps total, en secondes, que les boucles d'un paquet peuvent coûter ; au-delà, une fonction qui a
# déjà bouclé échoue sans être appelée.
TEMPS_DES_BOUCLES_MAXIMAL = 15.0
# La mémoire d'un processus enfant (espace d'adressage), en octets : celle du bac à sable.
MEMOIRE_MAXIMALE = MEMOIRE_DU_PAQUET
# La taille la plus grande d'une réponse du paquet, en octets : une grille et ses listes tiennent en
# quelques kilo-octets.
REPONSE_MAXIMALE = 16 * 1024 ** 2
# La taille d'un bloc lu sur le tube des réponses, en octets.
TAILLE_D_UN_BLOC = 65536
# La fin de la sortie du paquet citée dans un message, en caractères.
FIN_DE_SORTIE_CITEE = 600
# La taille maximale du paquet copié, en octets : une remise plus grosse n'est pas un paquet du TP.
PAQUET_MAXIMAL = 50 * 1024 ** 2
# Le temps laissé à un processus enfant pour finir après la fermeture de ses tubes, en secondes.
DELAI_DE_FIN = 2.0


class PaquetNonImportable(Exception):
    """Le paquet ne s'importe pas : il ne peut pas être noté (verdict « non notable »)."""


class AppelSansReponse(AssertionError):
    """Une fonction du paquet n'a pas répondu dans son délai (une boucle sans fin, le plus souvent)."""


class ProcessusArrete(AssertionError):
    """Le processus du paquet s'est arrêté pendant un appel (``os._exit``, mémoire épuisée, plantage)."""


class ListeDuPaquet(list):
    """Une liste retournée par le paquet : elle garde son numéro, pour rester le même objet des deux côtés."""

    __slots__ = ("poignee", "__weakref__")


class ValeurOpaque:
    """Une valeur retournée par le paquet que JSON ne sait pas dire : on n'en garde que la représentation."""

    def __init__(self, representation):
        """Garde la représentation ``representation``."""
        self.representation = representation

    def __repr__(self):
        """Retourne la représentation de la valeur dans le processus du paquet."""
        return self.representation


def copier_le_paquet(source, destination):
    """Copie le dossier du paquet ``source`` dans ``destination`` (sans caches) ; retourne la copie.

    Lève PaquetNonImportable si le dossier est trop gros pour être un paquet du TP.
    """
    taille = sum(os.lstat(fichier).st_size for fichier in parcourir(source)
                 if not gros_fichier_joint(fichier))
    if taille > PAQUET_MAXIMAL:
        raise PaquetNonImportable(
            f"le paquet ne s'importe pas : son dossier pèse {taille // 1024 ** 2} Mio,"
            f" plus que les {PAQUET_MAXIMAL // 1024 ** 2} Mio d'un paquet du TP")
    copie = destination / source.name
    caches = shutil.ignore_patterns("__pycache__", "*.pyc")

    def ignores(dossier, noms):
        """Retourne les noms de ``dossier`` à ne pas copier : les caches et les gros fichiers joints."""
        return set(caches(dossier, noms)) | {nom for nom in noms if gros_fichier_joint(Path(dossier) / nom)}

    shutil.copytree(source, copie, symlinks=True, ignore=ignores)
    return copie


def parcourir(dossier):
    """Retourne les chemins sous ``dossier`` (dossiers, fichiers, liens), parcourus sans suivre de lien."""
    chemins = []
    for parent, sous_dossiers, fichiers in os.walk(dossier):
        chemins += [Path(parent) / nom for nom in sous_dossiers + fichiers]
    return chemins


def message_d_import(description):
    """Retourne la phrase française qui dit pourquoi le paquet ne s'importe pas, d'après l'exception levée."""
    nom, message = description["nom"], description["message"]
    if "SystemExit" in description["types"]:
        raison = f"il appelle sys.exit({message}) pendant son import"
    elif "EOFError" in description["types"]:
        raison = ("il lit le clavier (input()) pendant son import ; pendant la correction, l'entrée est"
                  " fermée")
    elif "KeyboardInterrupt" in description["types"]:
        raison = "il lève KeyboardInterrupt pendant son import"
    else:
        raison = f"{nom} : {message}" if message else nom
    return f"le paquet ne s'importe pas : {raison}\n{description['pile']}".rstrip()


class PaquetIsole:
    """Le paquet d'une équipe, importé dans un processus enfant, et ses fonctions, appelées de loin.

    ``dossier`` est le dossier du paquet (son nom est celui du paquet).
    ``delai`` est le délai d'un appel, en secondes. ``demarrer()`` lève
    PaquetNonImportable si le paquet ne s'importe pas ; ``fermer()`` arrête
    tout et retourne les fichiers que le paquet a laissés.
    """

    def __init__(self, dossier, delai=DELAI_PAR_APPEL, delai_d_import=DELAI_D_IMPORT):
        """Prépare le dossier temporaire de la correction ; rien n'est encore lancé."""
        self.source = Path(dossier).resolve()
        self.nom = self.source.name
        self.delai = delai
        self.delai_d_import = delai_d_import
        # La racine est au correcteur : l'équipe n'y voit que ce qu'on lui montre (sa sortie, jamais).
        self.racine = dossier_prive("des-paquet-")
        self.travail = self.racine / "travail"
        self.travail.mkdir()
        donner_a_l_equipe(self.travail)
        self.fichier_de_sortie = self.racine / "sortie.txt"
        self.copie = None
        self.enfant = ENFANT
        self.processus = None
        self.modules = {}
        self.generation = 0
        self.listes = weakref.WeakValueDictionary()
        self.mortes = []
        self.sans_reponse = Counter()
        self.appels_sans_reponse = set()
        self.temps_des_boucles = 0.0
        self.numero = 0
        self.tampon = b""
        self.jeton = secrets.token_hex(16)
        self.tentatives = []

    # --- Le processus enfant -----------------------------------------------------

    def demarrer(self):
        """Lance l'enfant, qui importe le paquet ; retourne les fonctions de chaque module (None : absent)."""
        if self.copie is None:
            self.copie = copier_le_paquet(self.source, self.racine / "paquet")
            # L'enfant est copié à côté du paquet : l'utilisateur de l'équipe le lit là, même quand le
            # correcteur est installé où lui ne lit pas (/root).
            self.enfant = Path(shutil.copy(ENFANT, self.racine / ENFANT.name))
            # Sa copie est à l'équipe (un paquet peut écrire à côté de ses modules) ; enfant.py, non.
            donner_a_l_equipe(self.copie.parent)
            rendre_lisible(self.enfant)
        demandes_enfant, self.demandes = os.pipe()
        self.reponses, reponses_enfant = os.pipe()
        # Ouvert sans suivre de lien, dans la racine que l'équipe ne voit pas.
        sortie = os.open(self.fichier_de_sortie, os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_NOFOLLOW,
                         0o600)
        try:
            self.processus = lancer(
                [sys.executable, "-I", "-B", str(self.enfant), str(demandes_enfant), str(reponses_enfant)],
                limites_du_paquet(), self.travail, lectures=[self.enfant], ecritures=[self.copie.parent],
                stdin=subprocess.DEVNULL, stdout=sortie, stderr=subprocess.STDOUT,
                pass_fds=(demandes_enfant, reponses_enfant))
        finally:
            os.close(sortie)
        os.close(demandes_enfant)
        os.close(reponses_enfant)
        self.generation += 1
        self.listes = weakref.WeakValueDictionary()
        self.mortes = []
        self.tampon = b""
        self.envoyer({"jeton": self.jeton, "paquet": self.nom, "dossier": str(self.copie.parent)})
        reponse = self.attendre(0, self.delai_d_import)
        if reponse == "délai":
            self.arreter(attendre_sa_fin=False)
            raise PaquetNonImportable(
                f"le paquet ne s'importe pas : son import n'a pas fini en {self.delai_d_import:g} s"
                f" (une boucle, ou une attente, à l'import){self.fin_de_sortie()}")
        if reponse is None:
            code = self.arreter()
            raise PaquetNonImportable(
                f"le paquet ne s'importe pas : son processus s'est arrêté pendant l'import (code de sortie"
                f" {code} : os._exit, ou un plantage){self.fin_de_sortie()}")
        if "import" in reponse:
            self.arreter()
            raise PaquetNonImportable(message_d_import(reponse["import"]) + self.fin_de_sortie())
        self.modules = reponse["modules"]
        return self.modules

    def arreter(self, attendre_sa_fin=True):
        """Ferme les tubes, tue l'enfant et tout son groupe ; retourne son code de sortie.

        Avec ``attendre_sa_fin``, l'enfant a d'abord un moment pour finir de
        lui-même (son code de sortie est alors le sien) ; sinon il est tué aussitôt.
        """
        if self.processus is None:
            return None
        self.tentatives += tentatives_des_processus(self.processus)
        for descripteur in (self.demandes, self.reponses):
            try:
                os.close(descripteur)
            except OSError:
                pass
        if attendre_sa_fin:
            try:
                self.processus.wait(timeout=DELAI_DE_FIN)
            except subprocess.TimeoutExpired:
                pass
        try:
            os.killpg(self.processus.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        code = self.processus.wait()
        self.tentatives += tentatives_de_la_sonde(self.processus)
        self.processus = None
        return code

    def fermer(self):
        """Arrête l'enfant, retire le dossier temporaire ; retourne les fichiers que le paquet y a laissés.

        Les tentatives laissées (un lien hors de sa boîte…) sont dans ``self.tentatives``.
        """
        self.arreter()
        laisses = sorted(lisible(str(chemin.relative_to(self.travail))) for chemin in parcourir(self.travail))
        self.tentatives += tentatives_laissees(self.travail)
        if self.copie is not None:
            nouveaux = [chemin for chemin in parcourir(self.copie)
                        if not os.path.lexists(self.source / chemin.relative_to(self.copie))]
            laisses += sorted(lisible(f"{self.nom}/{chemin.relative_to(self.copie)}") for chemin in nouveaux)
            self.tentatives += tentatives_laissees(self.copie.parent)
        retirer(self.racine)
        return laisses

    def fin_de_sortie(self):
        """Retourne la fin de ce que le paquet a affiché, précédée d'un saut de ligne, ou rien."""
        try:
            texte = self.fichier_de_sortie.read_text(encoding="utf-8", errors="replace").strip()
        except OSError:
            return ""
        return f"\nSortie du paquet : …{texte[-FIN_DE_SORTIE_CITEE:]}" if texte else ""

    # --- Les tubes ------------------------------------------------------------

    def envoyer(self, demande):
        """Écrit une demande pour l'enfant ; retourne faux si l'enfant n'écoute plus."""
        donnees = (json.dumps(demande) + "\n").encode("utf-8")
        try:
            while donnees:
                donnees = donnees[os.write(self.demandes, donnees):]
        except (BrokenPipeError, OSError):
            return False
        return True

    def attendre(self, numero, delai):
        """Retourne la réponse ``numero`` ; None si l'enfant s'est arrêté ; « délai » au-delà de ``delai``.

        Une ligne sans le jeton de la correction, ou d'un autre numéro, est ignorée.
        """
        limite = time.monotonic() + delai
        while True:
            while b"\n" in self.tampon:
                ligne, self.tampon = self.tampon.split(b"\n", 1)
                reponse = self.lire_ligne(ligne)
                if reponse is not None and reponse.get("n") == numero:
                    return reponse
            reste = limite - time.monotonic()
            if reste <= 0:
                return "délai"
            pret, _, _ = select.select([self.reponses], [], [], reste)
            if pret:
                bloc = os.read(self.reponses, TAILLE_D_UN_BLOC)
                if not bloc:
                    return None
                self.tampon += bloc
                if len(self.tampon) > REPONSE_MAXIMALE:
                    # Une réponse sans fin (le paquet écrit sur le tube des réponses) : il est arrêté,
                    # avant d'épuiser la mémoire du correcteur.
                    self.arreter(attendre_sa_fin=False)
                    return None

    def lire_ligne(self, ligne):
        """Retourne la réponse lue dans ``ligne`` si elle porte le jeton, sinon None."""
        try:
            reponse = json.loads(ligne)
        except (ValueError, RecursionError):
            # Une ligne du paquet, non du correcteur : « [[[[… » sur deux cent mille niveaux (tour 65)
            # épuisait la pile du décodeur, et sa trace finissait dans le retour de l'équipe.
            return None
        if not isinstance(reponse, dict) or reponse.get("jeton") != self.jeton:
            return None
        return reponse

    # --- Les appels -------------------------------------------------------------

    def fonctions(self, module):
        """Retourne les noms des fonctions du module ``module`` du paquet, ou None s'il manque."""
        return self.modules.get(module)

    def appeler(self, module, fonction, arguments):
        """Appelle ``module.fonction(*arguments)`` dans l'enfant ; retourne son résultat, comme en direct.

        Les listes passées sont mises à jour ; une exception du paquet est
        relevée ici (ValueError reste ValueError) ; un appel sans réponse
        lève AppelSansReponse, un processus arrêté ProcessusArrete.
        """
        delai = self.delai_de(fonction)
        cle = json.dumps([module, fonction, [self.encoder(argument) for argument in arguments]])
        epuise = self.sans_reponse[fonction] and self.temps_des_boucles >= TEMPS_DES_BOUCLES_MAXIMAL
        # Un appel qui a déjà bouclé, ou une fonction qui a épuisé le temps des boucles, n'est plus fait.
        tente = cle not in self.appels_sans_reponse and not epuise
        reponse = self.demander(module, fonction, arguments, delai) if tente else "délai"
        if tente and reponse == "délai":
            self.noter_une_boucle(fonction, cle, delai)
        if reponse == "délai":
            # Un seul message, et un seul endroit d'où il part : Hypothesis y voit la même faute.
            raise AppelSansReponse(
                f"`{fonction}` n'a pas répondu en {self.delai:g} s (une boucle sans fin ?)")
        if reponse is None:
            code = self.arreter()
            raise ProcessusArrete(
                f"le processus du paquet s'est arrêté pendant `{fonction}` (code de sortie {code})"
                f"{self.fin_de_sortie()}")
        return self.recevoir(reponse, arguments, fonction)

    def demander(self, module, fonction, arguments, delai):
        """Envoie l'appel à l'enfant (lancé s'il le faut) ; retourne sa réponse, None ou « délai »."""
        if self.processus is None:
            self.demarrer()
        self.numero += 1
        demande = {"n": self.numero, "module": module, "fonction": fonction,
                   "args": [self.encoder(argument) for argument in arguments],
                   "partagees": {str(numero): [self.encoder(valeur) for valeur in liste]
                                 for numero, liste in list(self.listes.items())},
                   "mortes": self.mortes}
        self.mortes = []
        return self.attendre(self.numero, delai) if self.envoyer(demande) else None

    def noter_une_boucle(self, fonction, cle, delai):
        """Note que l'appel ``cle`` de ``fonction`` n'a pas répondu en ``delai`` s ; tue l'enfant."""
        self.arreter(attendre_sa_fin=False)
        self.temps_des_boucles += delai
        self.sans_reponse[fonction] += 1
        self.appels_sans_reponse.add(cle)

    def delai_de(self, fonction):
        """Retourne le délai d'un appel de ``fonction`` : plus court si elle a déjà bouclé."""
        if self.sans_reponse[fonction]:
            return min(self.delai, DELAI_APRES_UNE_BOUCLE)
        return self.delai

    def recevoir(self, reponse, arguments, fonction):
        """Met à jour arguments et listes partagées d'après ``reponse`` ; retourne le résultat, ou relève."""
        for numero, contenu in reponse["partagees"].items():
            liste = self.liste(int(numero))
            liste[:] = [self.decoder(valeur) for valeur in contenu]
        for argument, etat in zip(arguments, reponse["args"]):
            if isinstance(argument, list) and isinstance(etat, list):
                argument[:] = [self.decoder(valeur) for valeur in etat]
            elif hasattr(argument, "restantes") and isinstance(etat, int):
                del argument.restantes[:etat]
        if "exception" in reponse:
            raise exception_du_paquet(reponse["exception"], fonction)
        return self.decoder(reponse["resultat"])

    def liste(self, numero):
        """Retourne la liste du paquet de numéro ``numero``, créée si le correcteur ne la garde pas encore."""
        liste = self.listes.get(numero)
        if liste is None:
            liste = ListeDuPaquet()
            liste.poignee = (self.generation, numero)
            self.listes[numero] = liste
            weakref.finalize(liste, self.oublier, self.generation, numero)
        return liste

    def oublier(self, generation, numero):
        """Note qu'une liste du paquet n'est plus gardée ici : l'enfant pourra l'oublier aussi."""
        if generation == self.generation:
            self.mortes.append(numero)

    def encoder(self, valeur):
        """Retourne ``valeur`` écrite en JSON pour l'enfant (listes, tuples, dés prévus, nombres, textes)."""
        if isinstance(valeur, ListeDuPaquet) and valeur.poignee[0] == self.generation \
                and self.listes.get(valeur.poignee[1]) is valeur:
            return {"_": "poignee", "h": valeur.poignee[1]}
        if isinstance(valeur, list):
            return {"_": "liste", "v": [self.encoder(element) for element in valeur]}
        if isinstance(valeur, tuple):
            return {"_": "tuple", "v": [self.encoder(element) for element in valeur]}
        if hasattr(valeur, "restantes"):
            return {"_": "des_prevus", "faces": list(valeur.restantes)}
        if valeur is None or isinstance(valeur, (bool, int, float, str)):
            return valeur
        raise TypeError(f"le bac à sable ne sait pas envoyer {type(valeur).__name__} au paquet")

    def decoder(self, valeur):
        """Retourne la valeur Python d'une valeur écrite par l'enfant."""
        if not isinstance(valeur, dict):
            return valeur
        sorte = valeur.get("_")
        if sorte == "poignee":
            return self.liste(valeur["h"])
        if sorte == "opaque":
            return ValeurOpaque(valeur["repr"])
        elements = [self.decoder(element) for element in valeur["v"]]
        return tuple(elements) if sorte == "tuple" else elements


def exception_du_paquet(description, fonction):
    """Retourne l'exception à relever pour celle que le paquet a levée : du même type intégré, si possible.

    ``SystemExit`` et ``KeyboardInterrupt`` ne sont jamais relevées telles
    quelles (elles arrêteraient le correcteur) : elles deviennent un échec.
    """
    import builtins

    message = description["message"]
    for nom in description["types"]:
        classe = getattr(builtins, nom, None)
        if isinstance(classe, type) and issubclass(classe, Exception):
            try:
                return classe(message)
            except TypeError:
                continue
    return AssertionError(f"`{fonction}` a levé {description['nom']}({message})\n{description['pile']}")


class ModuleDistant:
    """Un module du paquet vu du correcteur : chaque fonction est un mandataire vers l'enfant."""

    def __init__(self, paquet, module):
        """Prépare le module ``module`` du paquet isolé ``paquet``."""
        self._paquet = paquet
        self._module = module
        self.__name__ = f"{paquet.nom}.{module}"

    def __repr__(self):
        """Retourne le nom du module, et où il tourne."""
        return f"<module {self.__name__}, dans le processus du paquet>"

    def __getattr__(self, nom):
        """Retourne le mandataire de la fonction ``nom`` ; lève AttributeError si le module ne l'a pas."""
        if nom.startswith("_") or nom not in (self._paquet.fonctions(self._module) or ()):
            raise AttributeError(f"le module {self.__name__} n'a pas de fonction « {nom} »")

        def mandataire(*arguments):
            return self._paquet.appeler(self._module, nom, arguments)

        mandataire.__name__ = nom
        mandataire.__doc__ = f"Appelle {self.__name__}.{nom} dans son processus ; retourne son résultat."
        return mandataire
