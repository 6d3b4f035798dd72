"""La correction d'une équipe : sa remise préparée reconnue, son API et son programme joués, en données.

Explication : la commande ``classe`` (``classe/commande.py``) prépare chaque
remise une fois (copiée, extraite, sans lien), puis lance ce module dans un
processus à part pour chaque équipe (``python -m
yum.correction.classe.equipe REMISE.json TRAVAIL RESULTAT``) : une équipe qui
plante ou qui bloque ne touche ni la commande ni les autres. ``REMISE.json``
dit ce que la préparation a trouvé (la copie, ou pourquoi il n'y en a pas) ;
le paquet Python ou le programme Java y est reconnu (Java compilé) ; un
paquet Python passe les tests de l'API (pytest, dans un processus à part, qui
fait tourner le paquet dans son bac à sable), puis toute remise passe ceux du
programme en console. Les verdicts, avec ce que la remise est, vont dans le
fichier RESULTAT en JSON : des données, jamais une page (les pages sont
écrites par la commande). Un paquet qui ne s'importe pas est « non notable »
partout ; une remise sans paquet ni Java, une archive illisible ou un Java
qui ne se compile pas aussi, avec la raison.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import argparse
import json
import os
import shlex
import shutil
import sys
import tempfile
from dataclasses import asdict
from pathlib import Path

from yum.correction import bac_a_sable
from yum.correction.bac_a_sable import noter_les_tentatives, protections, tentatives_notees
from yum.correction.bareme import BAREME_PAR_DEFAUT, lire_bareme
from yum.correction.classe.java import OutilIntrouvable
from yum.correction.classe.programme_en_console import a_verifier, corriger_en_console, non_notables
from yum.correction.classe.remises import (
    Remise,
    RemiseIllisible,
    arguments_du_programme_python,
    chemin_python_du_programme,
    dossier_de_depart,
    reconnaitre,
)
from yum.correction.lecture.extraction import gros_fichier_joint
from yum.correction.lecture.noms import rendre_lisible
from yum.correction.lecture.programme import MODULES_DE_L_ENONCE
from yum.correction.paquet.api import (
    cas_de_l_api,
    essayer_l_import,
    fichiers_laisses,
    lancer_les_tests_de_l_api,
    tests_de_l_api,
    titre_et_section,
    verdicts_de_l_api,
    verdicts_non_notables,
)
from yum.correction.paquet.isole import DELAI_PAR_APPEL
from yum.correction.programme.correcteur import TESTS_DU_PROGRAMME, corriger_avec_les_journaux
from yum.correction.verdicts import A_VERIFIER, NON_NOTABLE, Verdict

# Le délai d'un test du programme en console, en secondes (le correcteur en console a le sien par défaut).
DELAI_PAR_TEST_CONSOLE = 10.0
# La section de l'énoncé d'une remise qui ne se lit pas (les consignes de remise).
SECTION_DE_LA_REMISE = "§6"
# Le dossier, dans le travail de l'équipe, des fichiers d'où part son programme (``copier_le_depart``).
DEPART = "depart"
# Combien de fichiers du dossier de départ copier, au plus, pour chaque partie.
FICHIERS_DU_DEPART = 100


def verdict_de_remise(raison):
    """Retourne le verdict « non notable » d'une remise qu'on ne peut pas corriger du tout."""
    return Verdict("remise", "La remise se lit, se reconnaît et se compile", SECTION_DE_LA_REMISE,
                   NON_NOTABLE, obtenu=raison,
                   attendu="un paquet Python avec regles.py, des.py et saisie.py, ou des sources Java")


def corriger_python(remise, travail, bareme, options, cas):
    """Retourne (les verdicts d'un paquet Python : son API, puis son programme en console ; le journal
    des parties jouées).

    Remplit ``cas`` (test → [cas réussis, cas joués]) pour le crédit partiel.
    """
    raison, laisses = essayer_l_import(remise.paquet)
    if raison is not None:
        api = verdicts_non_notables(bareme, raison, tests_de_l_api()) + fichiers_laisses(laisses)
        if any((remise.paquet / module).is_file() for module in MODULES_DE_L_ENONCE):
            return api + non_notables(raison, options.tests_du_programme), ""
        # Un programme sans module de l'énoncé ne passe pas par l'import du paquet (un dossier trop lourd
        # pour la boîte de l'API, une vidéo jointe) : il est joué quand même.
        verdicts, journal = console_python(remise, travail, bareme, options)
        return api + verdicts, journal
    resultats = lancer_les_tests_de_l_api(remise.paquet, travail, options.delai_par_appel)
    if not isinstance(resultats, str):
        noter_les_tentatives(resultats.get("tentatives", []))
    if isinstance(resultats, str):
        api = [Verdict("test_api", "Les tests de l'API ont été joués", "§5", A_VERIFIER, obtenu=resultats)]
    elif resultats["non_notable"]:
        raison = resultats["non_notable"]
        return (verdicts_non_notables(bareme, raison, tests_de_l_api())
                + non_notables(raison, options.tests_du_programme)
                + fichiers_laisses(resultats["fichiers_laisses"])), ""
    else:
        api = verdicts_de_l_api(resultats, bareme) + fichiers_laisses(resultats["fichiers_laisses"])
        cas.update(cas_de_l_api(resultats))
    verdicts, journal = console_python(remise, travail, bareme, options)
    return api + verdicts, journal


def commande_du_programme_python(remise):
    """Retourne la commande qui joue le programme en console de la remise Python ``remise``."""
    chemin = chemin_python_du_programme(remise.paquet, remise.copie)
    return (f"env PYTHONPATH={shlex.quote(chemin)} {shlex.quote(sys.executable)} -B"
            f" {arguments_du_programme_python(remise.paquet, remise.copie)}")


def console_python(remise, travail, bareme, options):
    """Retourne ce que ``console`` rend du programme en console de la remise Python ``remise``, lancé
    depuis (une copie de) son dossier de départ, préparée dans ``travail``."""
    depart = copier_le_depart(dossier_de_depart(remise), travail / DEPART)
    return console(commande_du_programme_python(remise), bareme, options, depart)


def copier_le_depart(depart, destination):
    """Copie dans ``destination`` (refait à neuf) les fichiers du dossier ``depart`` lui-même, au plus
    ``FICHIERS_DU_DEPART``, sans ses sous-dossiers ni ses gros fichiers joints ; retourne ``destination``.

    Le programme y lit ce qui est à côté de lui (« aide.txt ») ; ses modules, il les importe de sa copie.
    Copié pour chaque partie, le dossier entier (celui d'une remise, jusqu'à 5 000 fichiers) ralentirait
    la correction au point de manquer son budget de temps.
    """
    # Celle d'une correction interrompue de la même équipe, s'il en reste une, est refaite.
    shutil.rmtree(destination, ignore_errors=True)
    destination.mkdir()
    copies = 0
    for chemin in sorted(depart.iterdir()):
        if copies >= FICHIERS_DU_DEPART:
            break
        if (chemin.is_file() and not chemin.is_symlink() and not gros_fichier_joint(chemin)
                and not cache_par_un_paquet(chemin)):
            shutil.copyfile(chemin, destination / chemin.name)
            copies += 1
    return destination


def cache_par_un_paquet(chemin):
    """Retourne vrai si le module ``chemin`` (« yum.py ») a, à côté de lui, un paquet du même nom
    (« yum/__init__.py ») : Python prend le paquet, jamais le module. Copié seul, sans le paquet (un
    sous-dossier), le module serait pris à sa place (tour 60 : un vieux yum.py à côté du paquet)."""
    return chemin.suffix == ".py" and (chemin.with_suffix("") / "__init__.py").is_file()


def console(commande, bareme, options, depart):
    """Retourne (les verdicts du programme en console, lancé depuis ``depart`` (``dossier_de_depart``),
    titre et section complétés par le barème ; le journal de ses parties)."""
    verdicts = []
    rendus, journal = corriger_en_console(commande, options.delai_console, options.correcteur_console, depart)
    for verdict in rendus:
        titre, section = titre_et_section(bareme, verdict.test, verdict.titre, verdict.section)
        verdicts.append(Verdict(**{**asdict(verdict), "titre": titre, "section": section}))
    return verdicts, journal


def remise_preparee(fichier):
    """Retourne la ``Remise`` décrite par le fichier JSON ``fichier`` (écrit par la commande)."""
    donnees = json.loads(fichier.read_text(encoding="utf-8"))
    remise = Remise(donnees["equipe"], Path(donnees["origine"]), donnees["participant"],
                    probleme=donnees["probleme"], notes=list(donnees["notes"]))
    remise.copie = Path(donnees["copie"]) if donnees["copie"] else None
    return remise


def corriger(remise, travail, options):
    """Retourne le résultat de la correction de la remise préparée ``remise`` (un dictionnaire prêt pour
    JSON : des données, jamais une page)."""
    bareme = lire_bareme(options.bareme)
    cas, joue, journal = {}, False, ""
    try:
        if remise.probleme:
            raise RemiseIllisible(remise.probleme)
        reconnaitre(remise, travail / "classes")
        # La boîte de l'équipe montre sa copie, en lecture seule : l'utilisateur des équipes la lit.
        bac_a_sable.rendre_lisible(travail)
    except OutilIntrouvable as erreur:
        # La machine du correcteur, non l'équipe : une personne regarde (la commande vérifie avant).
        verdicts = a_verifier(str(erreur))
    except RemiseIllisible as erreur:
        if remise.langage == "Java":
            verdicts = non_notables(str(erreur), options.tests_du_programme)
        else:
            verdicts = [verdict_de_remise(str(erreur))]
    else:
        joue = True
        if remise.langage == "Python":
            verdicts, journal = corriger_python(remise, travail, bareme, options, cas)
        else:
            depart = copier_le_depart(dossier_de_depart(remise), travail / DEPART)
            verdicts, journal = console(remise.commande, bareme, options, depart)
    return {"equipe": remise.equipe, "participant": remise.participant, "langage": remise.langage,
            "commande": remise.commande, "paquet": remise.paquet.relative_to(remise.copie).as_posix()
            if remise.paquet else "", "remarques": remise.notes,
            "verdicts": [asdict(verdict) for verdict in verdicts], "cas": cas,
            "protections": [asdict(protection) for protection in protections()] if joue else [],
            "tentatives": tentatives_notees(), "journal": journal}


def lire_les_options(arguments):
    """Retourne les options du processus d'une équipe (lancé par la commande ``classe``)."""
    analyseur = argparse.ArgumentParser(description="Corrige une remise préparée (lancé par la commande"
                                                    " « des-corriger classe »).")
    analyseur.add_argument("remise", type=Path, help="la remise préparée, décrite en JSON")
    analyseur.add_argument("travail", type=Path, help="un dossier de travail vide, propre à cette équipe")
    analyseur.add_argument("resultat", type=Path, help="le fichier JSON des verdicts à écrire")
    analyseur.add_argument("--bareme", type=Path, default=None, help="le barème (défaut : celui du projet)")
    analyseur.add_argument("--delai-console", type=float, default=DELAI_PAR_TEST_CONSOLE)
    analyseur.add_argument("--delai-par-appel", type=float, default=DELAI_PAR_APPEL)
    options = analyseur.parse_args(arguments)
    if options.bareme is None:
        del options.bareme
        options.bareme = BAREME_PAR_DEFAUT
    return options


def garder_les_temporaires_dans(travail):
    """Fait créer les dossiers temporaires de cette correction (pytest, bac à sable…) sous ``travail``.

    La commande retire ``travail`` à la fin, même si ce processus est tué au
    délai de l'équipe : rien ne reste alors dans le dossier temporaire du système.
    """
    temporaires = travail / "tmp"
    temporaires.mkdir(exist_ok=True)
    os.environ["TMPDIR"] = str(temporaires)
    tempfile.tempdir = None


def principal(arguments=None, correcteur=corriger_avec_les_journaux,
              tests_du_programme=TESTS_DU_PROGRAMME):
    """Corrige la remise donnée et écrit ses verdicts ; retourne le code de sortie (0).

    ``correcteur`` : le correcteur en console (``corriger_avec_les_journaux`` : verdicts et journal) et
    ``tests_du_programme`` ses tests ; un test de la classe passe les siens.
    """
    options = lire_les_options(arguments)
    options.correcteur_console, options.tests_du_programme = correcteur, tuple(tests_du_programme)
    garder_les_temporaires_dans(options.travail.resolve())
    resultat = corriger(remise_preparee(options.remise), options.travail.resolve(), options)
    options.resultat.write_text(json.dumps(rendre_lisible(resultat), ensure_ascii=False, indent=1),
                                encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(principal())
