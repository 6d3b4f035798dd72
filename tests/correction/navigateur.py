"""Un Chromium sans fenêtre, piloté comme une personne qui regarde une page : ouvrir, cliquer, lire, capturer.

Explication : Chromium parle le protocole de ses outils de développement
(« Chrome DevTools Protocol ») sur deux tubes quand on le lance avec
``--remote-debugging-pipe`` : il lit les commandes sur le descripteur 3 et
écrit ses réponses sur le 4, chaque message en JSON suivi d'un octet nul.
Ce module n'a donc besoin que de la bibliothèque standard et du paquet
``chromium`` du système (``apt-get install chromium``) : ni pilote à part, ni
réseau. ``Navigateur`` ouvre une page (un fichier local), y évalue du
JavaScript (cliquer, lire le DOM), capture l'écran en PNG et garde les
requêtes que la page a faites (``adresses_demandees``).

Aucun test pytest ici : les tests des pages importent ce module.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import base64
import fcntl
import json
import os
import shutil
import subprocess
import time

# Les noms sous lesquels le paquet du système installe Chromium.
NOMS_DE_CHROMIUM = ("chromium", "chromium-browser", "google-chrome")
# La taille de la fenêtre : un écran de portable.
LARGEUR, HAUTEUR = 1366, 900
# Le délai d'une commande, et du chargement d'une page, en secondes.
DELAI = 30.0
# Le descripteur sur lequel Chromium lit les commandes, et celui où il écrit (imposés par Chromium).
FD_COMMANDES, FD_REPONSES = 3, 4
# Un numéro de descripteur au-dessus de 3 et 4, où passer les tubes avant de les y placer.
DESCRIPTEUR_HAUT = 10
# La taille d'une lecture du tube des réponses, en octets.
BLOC = 65536


def chromium():
    """Retourne le chemin de Chromium, ou None s'il n'est pas installé."""
    for nom in NOMS_DE_CHROMIUM:
        chemin = shutil.which(nom)
        if chemin:
            return chemin
    return None


class ErreurDuNavigateur(Exception):
    """Chromium a répondu par une erreur, ou n'a pas répondu à temps."""


class Navigateur:
    """Un Chromium sans fenêtre et un onglet, pilotés par le protocole de ses outils de développement."""

    def __init__(self, executable, profil):
        """Lance Chromium (``profil`` : un dossier vide, son profil jetable) et ouvre un onglet."""
        lecture_chrome, ecriture_nous = os.pipe()
        lecture_nous, ecriture_chrome = os.pipe()
        commande = [executable, "--headless", "--remote-debugging-pipe", "--no-first-run",
                    "--no-default-browser-check", "--disable-gpu", "--disable-extensions",
                    "--disable-background-networking", "--no-sandbox", f"--user-data-dir={profil}",
                    f"--window-size={LARGEUR},{HAUTEUR}", "about:blank"]

        def placer_les_tubes():
            # Chromium attend ses tubes sur les descripteurs 3 et 4 : on les y place dans l'enfant, en
            # passant par des numéros hauts pour qu'aucun des deux n'écrase l'autre.
            hauts = [fcntl.fcntl(fd, fcntl.F_DUPFD, DESCRIPTEUR_HAUT)
                     for fd in (lecture_chrome, ecriture_chrome)]
            os.dup2(hauts[0], FD_COMMANDES)
            os.dup2(hauts[1], FD_REPONSES)

        self.processus = subprocess.Popen(commande, preexec_fn=placer_les_tubes, close_fds=False,
                                          stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL)
        os.close(lecture_chrome)
        os.close(ecriture_chrome)
        self.ecriture, self.lecture = ecriture_nous, lecture_nous
        self.tampon = b""
        self.numero = 0
        # Les événements reçus (les requêtes de la page, avec Network.enable), dans l'ordre.
        self.evenements = []
        cible = self.commande("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.commande("Target.attachToTarget", targetId=cible, flatten=True)["sessionId"]
        self.commande("Page.enable", session=True)
        self.commande("Network.enable", session=True)
        self.commande("Emulation.setDeviceMetricsOverride", session=True, width=LARGEUR, height=HAUTEUR,
                      deviceScaleFactor=1, mobile=False)

    def message(self):
        """Retourne le prochain message de Chromium (un dictionnaire)."""
        while b"\0" not in self.tampon:
            morceau = os.read(self.lecture, BLOC)
            if not morceau:
                raise ErreurDuNavigateur("Chromium s'est arrêté")
            self.tampon += morceau
        message, _, self.tampon = self.tampon.partition(b"\0")
        return json.loads(message)

    def commande(self, methode, session=False, **parametres):
        """Envoie la commande ``methode`` (à l'onglet si ``session``) ; retourne son résultat."""
        self.numero += 1
        envoi = {"id": self.numero, "method": methode, "params": parametres}
        if session:
            envoi["sessionId"] = self.session
        os.write(self.ecriture, json.dumps(envoi).encode() + b"\0")
        while True:
            reponse = self.message()
            if "method" in reponse:
                self.evenements.append(reponse)
            elif reponse.get("id") == self.numero:
                if "error" in reponse:
                    raise ErreurDuNavigateur(f"{methode} : {reponse['error']}")
                return reponse["result"]

    def evaluer(self, expression):
        """Retourne la valeur de l'expression JavaScript ``expression`` dans la page (en JSON)."""
        resultat = self.commande("Runtime.evaluate", session=True, expression=expression, returnByValue=True,
                                 awaitPromise=True)
        if "exceptionDetails" in resultat:
            raise ErreurDuNavigateur(f"{expression} : {resultat['exceptionDetails'].get('text')}")
        return resultat["result"].get("value")

    def ouvrir(self, adresse):
        """Ouvre ``adresse`` dans l'onglet et attend que la page soit chargée ; ne retourne rien."""
        self.commande("Page.navigate", session=True, url=adresse)
        self.attendre("document.readyState === 'complete' && location.href !== 'about:blank'")

    def attendre(self, condition):
        """Attend que l'expression JavaScript ``condition`` soit vraie ; lève ErreurDuNavigateur sinon."""
        echeance = time.monotonic() + DELAI
        while time.monotonic() < echeance:
            if self.evaluer(condition):
                return
            time.sleep(0.05)
        raise ErreurDuNavigateur(f"toujours faux après {DELAI:g} s : {condition}")

    def capturer(self, chemin, entiere=False):
        """Écrit dans ``chemin`` la capture de ce que l'écran montre, ou de toute la page si ``entiere``
        (PNG) ; retourne ``chemin``."""
        parametres = {"format": "png"}
        if entiere:
            hauteur = self.evaluer("document.documentElement.scrollHeight")
            parametres.update(captureBeyondViewport=True,
                              clip={"x": 0, "y": 0, "width": LARGEUR, "height": hauteur, "scale": 1})
        donnees = self.commande("Page.captureScreenshot", session=True, **parametres)["data"]
        chemin.write_bytes(base64.b64decode(donnees))
        return chemin

    def adresses_demandees(self):
        """Retourne les adresses de toutes les requêtes des pages ouvertes jusqu'ici, dans l'ordre."""
        return [evenement["params"]["request"]["url"] for evenement in self.evenements
                if evenement["method"] == "Network.requestWillBeSent"]

    def fermer(self):
        """Ferme Chromium et ses tubes ; ne retourne rien."""
        try:
            self.commande("Browser.close")
        except (ErreurDuNavigateur, OSError):
            pass
        try:
            self.processus.wait(timeout=DELAI)
        except subprocess.TimeoutExpired:
            self.processus.kill()
            self.processus.wait()
        os.close(self.ecriture)
        os.close(self.lecture)
