"""L'arbre des processus d'une boîte, lu dans /proc : ses enfants, ses sessions, ses fichiers.

Explication : le correcteur en console y regarde des milliers de fois par partie si un fil du
programme lit son entrée ; les tentatives y cherchent, à la fermeture d'une boîte, un processus
détaché. Une seule lecture de /proc, pour les deux.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import os

# La taille lue d'un coup dans un fichier de /proc (syscall, children), en octets : une ligne d'ordinaire.
TAILLE_D_UN_FICHIER_DE_PROC = 4096


def lire_proc(chemin):
    """Retourne le texte du fichier ``chemin`` de /proc ; lève ``OSError`` s'il manque.

    Un appel système pour ouvrir, un pour lire : le correcteur relit ces fichiers des milliers de fois par
    test, et ``Path.read_text`` (décodeur, tampon) y coûtait trois fois plus de processeur.
    """
    descripteur = os.open(chemin, os.O_RDONLY)
    try:
        morceaux = [os.read(descripteur, TAILLE_D_UN_FICHIER_DE_PROC)]
        # Une longue liste d'enfants ne tient pas en un bloc : on lit jusqu'à la fin.
        while len(morceaux[-1]) == TAILLE_D_UN_FICHIER_DE_PROC:
            morceaux.append(os.read(descripteur, TAILLE_D_UN_FICHIER_DE_PROC))
        return b"".join(morceaux).decode("ascii", "replace")
    finally:
        os.close(descripteur)


def enfants_de(pid):
    """Retourne les enfants directs du processus ``pid`` (lus dans /proc), dans l'ordre de leur pid."""
    try:
        taches = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return []
    enfants = []
    for tache in taches:
        try:
            enfants += [int(enfant) for enfant in lire_proc(f"/proc/{pid}/task/{tache}/children").split()]
        except OSError:
            continue
    return sorted(enfants)


def arbre(pid):
    """Retourne les processus de l'arbre de ``pid`` : lui-même d'abord, puis ses descendants."""
    a_voir, vus = [pid], []
    while a_voir:
        courant = a_voir.pop()
        vus.append(courant)
        a_voir.extend(enfants_de(courant))
    return vus


def session_de(pid):
    """Retourne la session du processus ``pid`` (le champ 6 de /proc/PID/stat), ou None."""
    try:
        return int(lire_proc(f"/proc/{pid}/stat").rpartition(")")[2].split()[3])
    except (OSError, ValueError, IndexError):
        return None
