"""Les murs du bac à sable, essayés par l'utilisateur qui lance ce script (un utilisateur ordinaire).

Lancé par ``tests/correction/test_bac_a_sable.py`` sous un utilisateur sans privilèges : il fait tourner
trois paquets d'équipe dans leur boîte, en même temps (un tueur qui envoie ``kill(-1)`` sans fin, un
curieux qui tente de lire, d'écrire et de se connecter hors de sa boîte, et une équipe honnête), puis
écrit en JSON, sur sa sortie, ce que chacun a obtenu et ce qui a été noté.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import json
import os
import sys
import tempfile
import textwrap
import threading
from pathlib import Path

from yum.correction import bac_a_sable
from yum.correction.paquet.isole import ModuleDistant, PaquetIsole

# Les paquets : nom → code de regles.py.
PAQUETS = {
    "tueur": """
        import os, signal, time
        def attaque():
            fin = time.time() + 3
            while time.time() < fin:
                try:
                    os.kill(-1, signal.SIGKILL)
                except OSError:
                    pass
                time.sleep(0.01)
            return "fini"
    """,
    "curieux": """
        import os, socket
        def attaque():
            resultats = []
            for nom, action in (("ecrire", lambda: open(os.path.expanduser("~") + "/../intrus", "w")),
                                ("lire", lambda: open("/etc/shadow").read()),
                                ("reseau", lambda: socket.create_connection(("127.0.0.1", 22), 2)),
                                ("environ", lambda: os.environ["SECRET_DE_L_ENSEIGNANT"])):
                try:
                    action()
                    resultats.append("réussi")
                except (OSError, KeyError) as erreur:
                    resultats.append(type(erreur).__name__)
            # Dans l'ordre : écrire, lire, réseau, environnement ; puis les processus visibles.
            return [resultats, sorted(int(nom) for nom in os.listdir("/proc") if nom.isdigit())]
    """,
    "honnete": """
        import time
        def attaque():
            total = 0
            for tour in range(40):
                time.sleep(0.05)
                total += tour
            return total
    """,
}


def lancer(nom, dossier, resultats):
    """Fait tourner le paquet ``nom`` ; met dans ``resultats[nom]`` sa réponse et ses tentatives."""
    paquet = dossier / nom
    paquet.mkdir()
    (paquet / "__init__.py").write_text("", encoding="utf-8")
    (paquet / "regles.py").write_text(textwrap.dedent(PAQUETS[nom]), encoding="utf-8")
    isole = PaquetIsole(paquet)
    try:
        isole.demarrer()
        reponse = ModuleDistant(isole, "regles").attaque()
    except Exception as erreur:
        reponse = f"{type(erreur).__name__} : {erreur}"
    isole.fermer()
    resultats[nom] = {"reponse": reponse, "tentatives": isole.tentatives}


def principal():
    """Lance les trois paquets en même temps ; écrit le bilan en JSON sur la sortie."""
    os.environ["SECRET_DE_L_ENSEIGNANT"] = "jeton"
    dossier = Path(tempfile.mkdtemp(prefix="murs-"))
    resultats = {}
    fils = [threading.Thread(target=lancer, args=(nom, dossier, resultats)) for nom in PAQUETS]
    for un_fil in fils:
        un_fil.start()
    for un_fil in fils:
        un_fil.join()
    bac_a_sable.retirer(dossier)
    resultats["moi"] = {"uid": os.getuid(), "pid": os.getpid(), "vivant": True,
                        "protections": bac_a_sable.texte_des_protections(bac_a_sable.protections())}
    json.dump(resultats, sys.stdout, ensure_ascii=False, default=repr)


if __name__ == "__main__":
    principal()
