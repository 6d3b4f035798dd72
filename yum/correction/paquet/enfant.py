"""Le programme enfant du bac à sable : il importe le paquet d'une équipe et répond aux appels, comme données.

Explication : ce fichier est lancé par ``correction.bac_a_sable``, jamais
importé par le correcteur. Il tourne dans un processus à part
(``python -I -B``), dans un dossier temporaire neuf, avec des limites de
mémoire et de temps, l'entrée standard sur ``/dev/null`` (un ``input()``
reçoit aussitôt EOFError). Il reçoit deux descripteurs : un tube de
demandes et un tube de réponses, qui ne sont ni l'entrée ni la sortie
standard ; ce que le paquet affiche part dans un fichier que le correcteur
lit après coup. La première demande donne le jeton de la correction, le
dossier et le nom du paquet ; l'enfant l'importe, dit ce qu'il en est, puis
répond à chaque appel par une ligne JSON qui porte le jeton et le numéro de
l'appel : le résultat, l'état des listes reçues après l'appel, ou
l'exception levée. Les listes que le paquet retourne gardent une poignée :
le correcteur les voit comme les mêmes objets d'un appel à l'autre (une
feuille partagée par erreur se voit donc comme dans un import direct).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import builtins
import importlib
import importlib.machinery
import importlib.util
import json
import os
import sys
import traceback

# Les paquets de référence du projet, que le paquet corrigé ne doit pas atteindre.
PAQUETS_DE_REFERENCE = ("yum", "solitaire", "dix_mille")
# Les modules de l'API imposée (conception, §3), importés dès le départ.
MODULES_DE_L_API = ("regles", "des", "saisie")
# La variable d'environnement qui nomme le fichier de la sonde du bac à sable (``bac_a_sable``).
VARIABLE_DU_FICHIER_DE_LA_SONDE = "DES_SONDE_FICHIER"
# Le nombre de lignes de la pile d'appels gardées quand le paquet lève une exception.
LIGNES_DE_PILE = 6
# La longueur maximale de la représentation d'une valeur opaque renvoyée.
LONGUEUR_D_UNE_REPRESENTATION = 200
# La taille d'un bloc lu sur le tube des demandes, en octets.
TAILLE_D_UN_BLOC = 65536


class BarrageDeLaReference:
    """Un chercheur de modules, placé en tête, qui réserve les imports au paquet corrigé.

    Le paquet corrigé (``paquet``) se trouve dans ``dossier`` et nulle part
    ailleurs ; les paquets de référence, eux, refusent de se charger.
    """

    def __init__(self, paquet, dossier):
        """Prépare le barrage pour le paquet ``paquet``, cherché dans ``dossier``."""
        self.paquet = paquet
        self.dossier = dossier

    def find_spec(self, nom, chemin=None, cible=None):
        """Retourne où trouver ``nom`` s'il est le paquet corrigé ; refuse la référence ; sinon None."""
        racine = nom.split(".")[0]
        if nom == self.paquet:
            return importlib.machinery.PathFinder.find_spec(nom, [self.dossier])
        if racine != self.paquet and racine in PAQUETS_DE_REFERENCE:
            raise ImportError(
                f"le paquet de référence « {racine} » n'est pas importable pendant la correction de"
                f" « {self.paquet} » : le paquet corrigé ne doit importer que lui-même")
        return None


class ModulesVoisins:
    """Un chercheur de modules, placé en dernier, qui trouve les modules voisins du paquet corrigé importés
    par leur seul nom (« from regles import LIBRE » dans ``saisie.py``, comme le fait un programme lancé
    par « python main.py » depuis son dossier).

    En dernier : un module de l'équipe ne cache jamais un module de Python (``json.py``, ``random.py``), ni
    le barrage de la référence, placé en tête. Le nom seul donne le module du paquet lui-même
    (``AliasDuPaquet``), jamais un second exemplaire : un ``saisie.py`` qui essaie « import regles » avant
    « from . import regles » voit la feuille que ``regles`` a remplie.
    """

    def __init__(self, paquet, dossier_du_paquet):
        """Prépare la recherche des modules du paquet ``paquet`` dans ``dossier_du_paquet``."""
        self.paquet = paquet
        self.dossier_du_paquet = dossier_du_paquet

    def find_spec(self, nom, chemin=None, cible=None):
        """Retourne, pour ``nom`` de premier niveau qui est un module du paquet, l'alias de ce module ;
        sinon None."""
        if chemin is not None or "." in nom:
            return None
        if importlib.machinery.PathFinder.find_spec(nom, [self.dossier_du_paquet]) is None:
            return None
        return importlib.util.spec_from_loader(nom, AliasDuPaquet(f"{self.paquet}.{nom}"))


class AliasDuPaquet:
    """Le chargeur d'un module voisin importé par son seul nom : il rend le module du paquet (``complet``),
    importé une seule fois, et lui laisse sa description (``__spec__``)."""

    def __init__(self, complet):
        """Prépare l'alias du module ``complet`` (« paquet.regles »)."""
        self.complet = complet
        self.description = None

    def create_module(self, spec):
        """Retourne le module du paquet, importé s'il ne l'est pas encore."""
        module = importlib.import_module(self.complet)
        self.description = module.__spec__
        return module

    def exec_module(self, module):
        """Rend au module sa description, que l'import sous l'autre nom a remplacée ; ne retourne rien."""
        module.__spec__ = self.description


class FacesPrevues:
    """Le générateur de dés reçu par ``rouler_des`` : il fait sortir les faces prévues par le correcteur.

    Il répond comme ``DesPrevus`` des tests (``random()`` par la formule de
    l'énoncé, ``randint``, ``randrange``, ``choice``) ; le correcteur apprend
    combien de faces ont été tirées.
    """

    def __init__(self, faces):
        """Prépare le tirage des ``faces``, dans l'ordre."""
        self.restantes = list(faces)
        self.tirees = 0

    def suivante(self):
        """Retourne la prochaine face prévue ; lève AssertionError s'il n'en reste plus."""
        if not self.restantes:
            raise AssertionError("rouler_des a tiré plus de dés que le choix n'en nomme")
        self.tirees += 1
        return self.restantes.pop(0)

    def random(self):
        """Retourne le nombre de [0, 1) qui donne la face prévue par la formule de l'énoncé."""
        return (self.suivante() - 1 + 0.5) / 6

    def randint(self, debut, fin):
        """Retourne la face prévue (comme ``randint(1, 6)``)."""
        return self.suivante()

    def randrange(self, debut, fin=None, pas=1):
        """Retourne la face prévue (comme ``randrange(1, 7)``)."""
        return self.suivante()

    def choice(self, faces):
        """Retourne la face prévue (comme ``choice([1, 2, 3, 4, 5, 6])``)."""
        return self.suivante()

    def annoncer(self, numeros):
        """Ne fait rien : une source de dés du projet peut être prévenue, celle-ci n'en a pas besoin."""

    def epuises(self):
        """Retourne vrai si toutes les faces prévues ont été tirées."""
        return not self.restantes


class Poignees:
    """Les listes que le paquet a retournées, chacune sous un numéro que le correcteur garde."""

    def __init__(self):
        """Commence sans aucune liste."""
        self.par_numero = {}
        self.numero_par_identite = {}
        self.prochain = 1

    def numero(self, liste):
        """Retourne le numéro de ``liste``, en lui en donnant un neuf si elle n'en a pas."""
        connu = self.numero_par_identite.get(id(liste))
        if connu is not None:
            return connu
        numero = self.prochain
        self.prochain += 1
        self.par_numero[numero] = liste
        self.numero_par_identite[id(liste)] = numero
        return numero

    def oublier(self, numero):
        """Oublie la liste ``numero`` : le correcteur ne la garde plus."""
        liste = self.par_numero.pop(numero, None)
        if liste is not None:
            self.numero_par_identite.pop(id(liste), None)

    def synchroniser(self, contenus):
        """Remet dans chaque liste gardée le contenu que le correcteur lui donne (il a pu la changer)."""
        for numero, contenu in contenus.items():
            liste = self.par_numero.get(int(numero))
            if liste is not None:
                liste[:] = [decoder(valeur, self) for valeur in contenu]

    def contenus(self):
        """Retourne le contenu de chaque liste gardée, par numéro."""
        return {str(numero): [encoder(valeur) for valeur in liste]
                for numero, liste in self.par_numero.items()}


def encoder(valeur):
    """Retourne ``valeur`` écrite en JSON : nombres, textes, listes ; le reste, par sa représentation."""
    if valeur is None or isinstance(valeur, (bool, int, float, str)):
        return valeur
    if isinstance(valeur, list):
        return {"_": "liste", "v": [encoder(element) for element in valeur]}
    if isinstance(valeur, tuple):
        return {"_": "tuple", "v": [encoder(element) for element in valeur]}
    return {"_": "opaque", "repr": repr(valeur)[:LONGUEUR_D_UNE_REPRESENTATION]}


def decoder(valeur, poignees):
    """Retourne la valeur Python d'un argument écrit par le correcteur."""
    if not isinstance(valeur, dict):
        return valeur
    sorte = valeur["_"]
    if sorte == "poignee":
        return poignees.par_numero[valeur["h"]]
    if sorte == "des_prevus":
        return FacesPrevues(valeur["faces"])
    elements = [decoder(element, poignees) for element in valeur["v"]]
    return tuple(elements) if sorte == "tuple" else elements


def encoder_resultat(resultat, poignees):
    """Retourne le résultat d'un appel écrit en JSON ; une liste retournée garde sa poignée."""
    if isinstance(resultat, list):
        return {"_": "poignee", "h": poignees.numero(resultat)}
    return encoder(resultat)


def etat_apres(argument):
    """Retourne ce que le correcteur doit savoir d'un argument après l'appel (contenu, faces tirées)."""
    if isinstance(argument, list):
        return [encoder(element) for element in argument]
    if isinstance(argument, FacesPrevues):
        return argument.tirees
    return None


def decrire_exception(erreur, dossier=None):
    """Retourne l'exception levée par le paquet, décrite : ses types intégrés, son message, sa pile.

    La pile ne garde que les lignes du paquet (``dossier``), chemins relatifs,
    en français ; sans ligne du paquet, elle garde les dernières lignes brutes.
    """
    types = [classe.__name__ for classe in type(erreur).__mro__
             if getattr(builtins, classe.__name__, None) is classe]
    cadres = traceback.extract_tb(erreur.__traceback__)
    if dossier is not None:
        cadres = [cadre for cadre in cadres if cadre.filename.startswith(dossier + os.sep)]
    if cadres:
        pile = [f"  {os.path.relpath(cadre.filename, dossier) if dossier else cadre.filename},"
                f" ligne {cadre.lineno} : {cadre.line}\n" for cadre in cadres[-LIGNES_DE_PILE:]]
    else:
        pile = traceback.format_exception(type(erreur), erreur, erreur.__traceback__)[-LIGNES_DE_PILE:]
    return {"types": types, "nom": type(erreur).__name__, "message": str(erreur), "pile": "".join(pile)}


class Canal:
    """Les deux tubes du correcteur : lire une demande, écrire une réponse marquée du jeton."""

    def __init__(self, demandes, reponses):
        """Prend les descripteurs des deux tubes."""
        self.demandes = demandes
        self.reponses = reponses
        self.tampon = b""
        self.jeton = None

    def lire(self):
        """Retourne la demande suivante (un dictionnaire), ou None si le correcteur a fermé le tube."""
        while b"\n" not in self.tampon:
            bloc = os.read(self.demandes, TAILLE_D_UN_BLOC)
            if not bloc:
                return None
            self.tampon += bloc
        ligne, self.tampon = self.tampon.split(b"\n", 1)
        return json.loads(ligne)

    def ecrire(self, reponse):
        """Écrit ``reponse`` sur le tube des réponses, marquée du jeton, en une ligne."""
        donnees = (json.dumps({**reponse, "jeton": self.jeton}) + "\n").encode("utf-8")
        while donnees:
            ecrit = os.write(self.reponses, donnees)
            donnees = donnees[ecrit:]


def importer_le_paquet(paquet):
    """Retourne, pour chaque module de l'API, la liste de ses fonctions ou None s'il manque.

    Toute autre erreur pendant l'import (une exception, ``sys.exit``, un
    ``input()`` qui reçoit EOFError) remonte : le paquet ne s'importe pas.
    """
    modules = {}
    importlib.import_module(paquet)
    for nom in MODULES_DE_L_API:
        complet = f"{paquet}.{nom}"
        try:
            module = importlib.import_module(complet)
        except ModuleNotFoundError as erreur:
            if erreur.name != complet:
                raise
            modules[nom] = None
            continue
        modules[nom] = sorted(attribut for attribut in dir(module) if callable(getattr(module, attribut)))
    return modules


def appeler(demande, poignees, dossier):
    """Fait l'appel demandé au paquet ; retourne la réponse (résultat ou exception, état des arguments)."""
    for numero in demande.get("mortes", ()):
        poignees.oublier(numero)
    poignees.synchroniser(demande.get("partagees", {}))
    module = sys.modules[f"{demande['paquet']}.{demande['module']}"]
    arguments = [decoder(argument, poignees) for argument in demande["args"]]
    reponse = {"n": demande["n"]}
    try:
        resultat = getattr(module, demande["fonction"])(*arguments)
        reponse["resultat"] = encoder_resultat(resultat, poignees)
    except BaseException as erreur:
        reponse["exception"] = decrire_exception(erreur, dossier)
    reponse["args"] = [etat_apres(argument) for argument in arguments]
    reponse["partagees"] = poignees.contenus()
    return reponse


def servir(canal):
    """Importe le paquet annoncé, puis répond aux appels jusqu'à la fermeture du tube des demandes."""
    depart = canal.lire()
    if depart is None:
        return
    canal.jeton = depart["jeton"]
    sys.meta_path.insert(0, BarrageDeLaReference(depart["paquet"], depart["dossier"]))
    sys.meta_path.append(ModulesVoisins(depart["paquet"], os.path.join(depart["dossier"], depart["paquet"])))
    try:
        modules = importer_le_paquet(depart["paquet"])
    except BaseException as erreur:
        canal.ecrire({"n": 0, "import": decrire_exception(erreur, depart["dossier"])})
        return
    canal.ecrire({"n": 0, "modules": modules})
    poignees = Poignees()
    demande = canal.lire()
    while demande is not None:
        demande["paquet"] = depart["paquet"]
        canal.ecrire(appeler(demande, poignees, depart["dossier"]))
        demande = canal.lire()


def poser_la_sonde():
    """Exécute la sonde du bac à sable (son fichier est nommé par l'environnement), s'il y en a une.

    Lancé avec ``-I``, Python n'exécute pas le ``sitecustomize.py`` de la
    sonde : l'enfant le fait avant d'importer le paquet. Ne retourne rien.
    """
    fichier = os.environ.get(VARIABLE_DU_FICHIER_DE_LA_SONDE)
    if fichier and os.path.isfile(fichier):
        with open(fichier, encoding="utf-8") as source:
            exec(compile(source.read(), fichier, "exec"), {"__name__": "sonde_du_bac_a_sable"})


def principal():
    """Lit les deux descripteurs dans la ligne de commande, pose la sonde, puis sert le correcteur."""
    demandes, reponses = int(sys.argv[1]), int(sys.argv[2])
    poser_la_sonde()
    # Les tubes ne passent pas aux processus que le paquet lancerait.
    os.set_inheritable(demandes, False)
    os.set_inheritable(reponses, False)
    servir(Canal(demandes, reponses))


if __name__ == "__main__":
    principal()
