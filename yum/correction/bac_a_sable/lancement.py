"""Lancer la commande d'une équipe dans sa boîte, sous ses limites ; ou refuser, s'il n'y a pas de boîte.

Explication : ``lancer`` est la seule porte par où passe le code d'une équipe
(programme en console, paquet importé, javac). Elle prépare la boîte
(``boite``), ouvre le tube de la sonde, et lance bwrap sous l'utilisateur des
équipes. Là où bwrap manque ou ne peut pas créer de boîte
(``bac_a_sable_ici``), rien ne tourne, sauf si l'enseignant l'a permis
(``--risquer-sans-bac-a-sable``).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import functools
import glob
import json
import os
import subprocess
import sys

from yum.correction.bac_a_sable.boite import (
    BWRAP,
    DELAI_DE_SONDE,
    DOSSIERS_DU_SYSTEME,
    ECRITURES_ANODINES,
    LECTURES_ANODINES,
    OPTIONS_DE_PRLIMIT,
    PRLIMIT,
    VARIABLE_DES_RACINES,
    VARIABLE_DU_DESCRIPTEUR,
    VARIABLE_DU_FICHIER_DE_LA_SONDE,
    a_montrer,
    avec_les_bornes_de_la_jvm,
    chemins_nommes,
    commande_de_la_boite,
    droits_de_l_equipe,
    environnement_de_bwrap,
    environnement_de_la_boite,
    est_un_python,
    fichier_de_la_sonde,
    outil_du_systeme,
    prefixe_de,
    programme_reel,
    python_des_equipes,
    remplacer_le_python,
    separer_l_environnement,
    sous,
)
from yum.correction.bac_a_sable.dossiers import dossier_de_travail, retirer

# La variable d'environnement qui autorise le code des équipes à tourner sans bac à sable ; l'option
# --risquer-sans-bac-a-sable la pose, pour le correcteur et les processus qu'il lance lui-même.
VARIABLE_SANS_BAC_A_SABLE = "DES_SANS_BAC_A_SABLE"

# L'option des commandes qui l'autorise : son nom dit le risque.
OPTION_SANS_BAC_A_SABLE = "--risquer-sans-bac-a-sable"

# Les limites du programme en console : mémoire virtuelle (la JVM 17 démarre sous 4 Gio), taille d'un
# fichier écrit, temps de processeur laissé au-delà du délai du test (une boucle sans fin s'arrête seule).
MEMOIRE_DU_PROGRAMME = 4 * 1024 ** 3
FICHIER_DU_PROGRAMME = 64 * 1024 ** 2
MARGE_DE_PROCESSEUR = 5

# Les processus (fils d'exécution compris) d'une boîte : une JVM en lance une trentaine ; une bombe de fork
# s'arrête là, et dans sa boîte seule (le noyau les compte par espace de noms d'utilisateur).
PROCESSUS_D_UNE_BOITE = 256

# Les limites du paquet importé : mémoire (1 Gio), temps de processeur (filet sous les délais par appel),
# taille d'un fichier écrit (10 Mio), fichiers ouverts, processus.
MEMOIRE_DU_PAQUET = 1024 ** 3
PROCESSEUR_DU_PAQUET = 120
FICHIER_DU_PAQUET = 10 * 1024 ** 2
FICHIERS_OUVERTS_DU_PAQUET = 64
PROCESSUS_DU_PAQUET = 64

# Les limites de javac : mémoire (la JVM), temps de processeur, taille d'une classe écrite.
MEMOIRE_DE_JAVAC = 4 * 1024 ** 3
PROCESSEUR_DE_JAVAC = 120
FICHIER_DE_JAVAC = 64 * 1024 ** 2


class BacIndisponible(Exception):
    """Le bac à sable ne peut pas être créé ici, et l'enseignant n'a pas permis de s'en passer."""


def sans_bac_a_sable_permis():
    """Retourne vrai si l'enseignant a permis que le code des équipes tourne sans bac à sable."""
    return os.environ.get(VARIABLE_SANS_BAC_A_SABLE) == "1"


def permettre_sans_bac_a_sable():
    """Permet, pour ce processus et ceux qu'il lance, que le code des équipes tourne sans bac à sable.

    Ne retourne rien. Seule l'option ``--risquer-sans-bac-a-sable`` l'appelle.
    """
    os.environ[VARIABLE_SANS_BAC_A_SABLE] = "1"
    bac_a_sable_ici.cache_clear()


@functools.lru_cache(maxsize=1)
def bac_a_sable_ici():
    """Retourne (chemin de bwrap, "") si une boîte se crée ici, sinon ("", la raison en français)."""
    bwrap = outil_du_systeme(BWRAP)
    if not sys.platform.startswith("linux"):
        return "", f"ce système ({sys.platform}) n'a pas les espaces de noms de Linux"
    if bwrap is None:
        return "", "la commande bwrap (le paquet « bubblewrap ») n'est pas installée"
    if outil_du_systeme(PRLIMIT) is None:
        return "", "la commande prlimit (le paquet « util-linux ») n'est pas installée"
    dossier = dossier_de_travail("sonde-")
    try:
        sonde = subprocess.run(commande_de_la_boite(bwrap, ["/bin/true"], (), dossier, {}, ()),
                               capture_output=True, text=True, errors="replace", timeout=DELAI_DE_SONDE,
                               env=environnement_de_bwrap(), **droits_de_l_equipe())
    except (OSError, subprocess.TimeoutExpired) as erreur:
        return "", f"bwrap ne se lance pas ({erreur})"
    finally:
        retirer(dossier)
    if sonde.returncode != 0:
        return "", f"bwrap ne peut pas créer de boîte ici ({sonde.stderr.strip() or sonde.returncode})"
    return bwrap, ""


def exiger_le_bac_a_sable():
    """Retourne None si le code des équipes peut tourner ici ; sinon le message qui dit pourquoi pas.

    Le message nomme l'installation à faire et l'option qui prend le risque.
    """
    bwrap, raison = bac_a_sable_ici()
    if bwrap or sans_bac_a_sable_permis():
        return None
    return (f"Le code des équipes ne tourne que dans un bac à sable, et il n'y en a pas ici : {raison}."
            " Installez bubblewrap (sous Debian ou Ubuntu : sudo apt-get install bubblewrap), ou corrigez"
            " dans les conteneurs de Gradescope (voir LISEZMOI, « Le bac à sable »). Pour faire tourner"
            f" le code des équipes sans protection, à vos risques, ajoutez {OPTION_SANS_BAC_A_SABLE}.")


def preparer(arguments, limites, dossier, lectures=(), environnement=None, ecritures=()):
    """Retourne (commande, environnement du processus, droits) qui lancent ``arguments`` dans une boîte.

    ``arguments`` : la commande de l'équipe (« env A=1 », un Python, des
    chemins nommés y sont compris) ; ``dossier`` : son dossier de travail
    (``dossier_de_travail``) ; ``lectures`` : d'autres chemins à lui montrer en
    lecture seule, ``ecritures`` en écriture (des dossiers à elle) ;
    ``environnement`` : des variables en plus. Lève
    ``BacIndisponible`` s'il n'y a pas de bac à sable et que l'enseignant ne
    s'en est pas passé.
    """
    variables, commande = separer_l_environnement(arguments)
    if not commande:
        raise OSError("commande vide")
    dossier = os.path.realpath(dossier)
    python = python_des_equipes()
    # L'interpréteur du correcteur nommé dans un script (« sh -c '… python -m yum' ») devient le leur.
    commande = [programme_reel(commande[0], dossier),
                *(remplacer_le_python(argument, python) for argument in commande[1:])]
    commande = avec_les_bornes_de_la_jvm(commande)
    variables = {**variables, **(environnement or {})}
    ecritures = [os.path.realpath(ecriture) for ecriture in ecritures]
    vues = set()
    for chemin in [*lectures, *chemins_nommes(commande, variables, dossier)]:
        montre = a_montrer(chemin, dossier)
        if montre is not None and not sous(montre, ecritures):
            vues.add(montre)
    for executable in (commande[0], python):
        if executable and os.path.isabs(executable) and not sous(os.path.realpath(executable),
                                                                 DOSSIERS_DU_SYSTEME):
            vues.add(prefixe_de(executable))
    # Un chemin sous un autre déjà montré l'est avec lui.
    vues = [vue for vue in vues if not any(autre != vue and sous(vue, [autre]) for autre in vues)]
    bwrap, raison = bac_a_sable_ici()
    tout = environnement_de_la_boite(dossier, variables)
    if python and (est_un_python(commande[0]) or any(python in argument for argument in commande[1:])):
        sonde = fichier_de_la_sonde()
        vues.append(str(sonde.parent))
        chemin_python = [str(sonde.parent), *filter(None, [tout.get("PYTHONPATH")])]
        lecture = [dossier, *ecritures, *vues, *DOSSIERS_DU_SYSTEME, *LECTURES_ANODINES,
                   *glob.glob("/etc/java-*")]
        ecriture = [dossier, *ecritures, *ECRITURES_ANODINES]
        tout.update({"PYTHONPATH": os.pathsep.join(chemin_python),
                     VARIABLE_DU_FICHIER_DE_LA_SONDE: str(sonde),
                     VARIABLE_DES_RACINES: json.dumps({"lecture": lecture, "ecriture": ecriture})})
    if bwrap:
        return (commande_de_la_boite(bwrap, commande, sorted(vues), dossier, tout, limites, ecritures),
                environnement_de_bwrap(), droits_de_l_equipe())
    if not sans_bac_a_sable_permis():
        raise BacIndisponible(raison)
    prlimit = outil_du_systeme(PRLIMIT)
    options = [f"{OPTIONS_DE_PRLIMIT[nom]}={valeur}" for nom, valeur in limites]
    avant = [prlimit, *options, "--"] if prlimit and limites else []
    return [*avant, *commande], {**tout, "HOME": dossier}, droits_de_l_equipe()


def lancer(arguments, limites, dossier, lectures=(), environnement=None, ecritures=(), **options):
    """Lance ``arguments`` dans une boîte (voir ``preparer``) ; retourne le ``subprocess.Popen``.

    ``options`` va à ``Popen`` (entrée, sorties, ``pass_fds``…) ; le processus
    est chef de sa propre session, dans ``dossier``. Un programme Python porte
    la sonde : son tube se lit par ``tentatives_de_la_sonde``. Lève
    ``OSError`` si la commande ne se lance pas, ``BacIndisponible`` sans bac à sable.
    """
    lu, ecrit = os.pipe()
    os.set_blocking(lu, False)
    environnement = {**(environnement or {}), VARIABLE_DU_DESCRIPTEUR: str(ecrit)}
    try:
        commande, environnement_du_processus, droits = preparer(arguments, limites, dossier, lectures,
                                                                environnement, ecritures)
        options["pass_fds"] = (*options.get("pass_fds", ()), ecrit)
        processus = subprocess.Popen(commande, cwd=dossier, env=environnement_du_processus,
                                     start_new_session=True, **droits, **options)
    except BaseException:
        os.close(lu)
        raise
    finally:
        os.close(ecrit)
    processus.sonde = lu
    return processus


def limites_du_programme(delai):
    """Retourne les limites d'un programme en console : des paires (nom de ``resource``, valeur)."""
    return (("RLIMIT_AS", MEMOIRE_DU_PROGRAMME), ("RLIMIT_FSIZE", FICHIER_DU_PROGRAMME), ("RLIMIT_CORE", 0),
            ("RLIMIT_CPU", int(delai) + MARGE_DE_PROCESSEUR), ("RLIMIT_NPROC", PROCESSUS_D_UNE_BOITE))


def limites_du_paquet():
    """Retourne les limites du processus qui importe le paquet d'une équipe (paires nom, valeur)."""
    return (("RLIMIT_AS", MEMOIRE_DU_PAQUET), ("RLIMIT_CPU", PROCESSEUR_DU_PAQUET),
            ("RLIMIT_FSIZE", FICHIER_DU_PAQUET), ("RLIMIT_CORE", 0),
            ("RLIMIT_NOFILE", FICHIERS_OUVERTS_DU_PAQUET), ("RLIMIT_NPROC", PROCESSUS_DU_PAQUET))


def limites_de_javac():
    """Retourne les limites de javac, qui tourne dans la boîte de l'équipe (paires nom, valeur)."""
    return (("RLIMIT_AS", MEMOIRE_DE_JAVAC), ("RLIMIT_CPU", PROCESSEUR_DE_JAVAC),
            ("RLIMIT_FSIZE", FICHIER_DE_JAVAC), ("RLIMIT_CORE", 0), ("RLIMIT_NPROC", PROCESSUS_D_UNE_BOITE))
