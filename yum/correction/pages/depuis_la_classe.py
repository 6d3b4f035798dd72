"""Remplir les données des pages à partir d'une correction de classe, puis écrire pages et archive Moodle.

Explication : ``ecrire_les_pages(carnet, remises, dossier_fourni)`` est le seul
appel que fait la correction de la classe (``classe/commande.py``, à la fin de
``corriger_et_garder``). Il prend ce que la correction sait déjà (le résultat
et la note de chaque équipe, son dossier, le nom de sa remise sur Moodle) et,
pour les constats de qualité avec leurs lignes de code et les paires les plus
proches, relit les remises une fois (une copie chacune, jamais exécutée), comme
la similarité. Il écrit ``classe.html``, la page de chaque équipe et
``retours-moodle.zip`` ; une erreur d'écriture est dite, sans arrêter la
correction (le carnet et les retours sont déjà écrits).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import tempfile
from dataclasses import fields
from pathlib import Path

from yum.correction.classe.bareme import NOTE_MAXIMALE, SIGNALEMENTS, parties
from yum.correction.classe.equipe import tests_de_l_api
from yum.correction.classe.rapports import pluriel, points_du_test, retour_d_equipe
from yum.correction.classe.remises import MARQUE_MOODLE, Remise, RemiseIllisible, copier_la_remise
from yum.correction.pages.donnees import (
    ClasseVue,
    ComportementVu,
    ConstatVu,
    EquipeVue,
    FragmentVu,
    LigneDeCode,
    PaireVue,
    VerdictVu,
)
from yum.correction.pages.surlignage import situer_la_faute
from yum.correction.qualite.constats import FicheImpossible
from yum.correction.qualite.fiche import fiche_de_qualite
from yum.correction.qualite.sources import lire_texte
from yum.correction.similarite.classe import dossier_de_la_fiche, fournis_dans_la_fiche
from yum.correction.similarite.commande import comparer_les_equipes
from yum.correction.similarite.fournis import fichiers_d_un_dossier
from yum.correction.verdicts import A_VERIFIER, ECHOUE, REUSSI, Verdict

# Les lignes de code montrées de chaque côté de la ligne d'un constat.
LIGNES_AUTOUR = 3
# Pour un point « à juger », les endroits à regarder montrés avec leur code, et les lignes autour.
LIEUX_MONTRES = 3
LIGNES_AUTOUR_D_UN_LIEU = 1
# Les paires les plus proches montrées sur la page d'une équipe, et les fragments de chacune.
PAIRES_PAR_EQUIPE = 3
FRAGMENTS_PAR_PAIRE = 3
# Les lignes montrées au plus d'un fragment commun (le reste est dans similarite.html).
LIGNES_PAR_FRAGMENT = 25
# Le nombre de parties d'un nom de dossier de Moodle coupé aux « _ » (nom, participant, type, greffon).
PARTIES_D_UN_NOM_MOODLE = 4


def nom_moodle(remise):
    """Retourne le nom du dossier de la remise tel que Moodle l'a nommé, ou « » s'il n'en vient pas.

    Moodle relit ce nom à l'envers (« Nom Prénom_123456_assignsubmission_file_ ») : le
    numéro du participant en deuxième, le type et le greffon ensuite.

    >>> nom_moodle(Remise("Ana", Path("Ana Juste_1001_assignsubmission_file_")))
    'Ana Juste_1001_assignsubmission_file_'
    >>> nom_moodle(Remise("Ana", Path("Ana Juste_1001_assignsubmission_file_.zip")))
    'Ana Juste_1001_assignsubmission_file_'
    >>> nom_moodle(Remise("equipe3", Path("equipe3")))
    ''
    """
    nom = remise.origine.name
    if nom.lower().endswith(".zip"):
        nom = nom[:-len(".zip")]
    morceaux = nom.split("_", PARTIES_D_UN_NOM_MOODLE)
    if MARQUE_MOODLE not in nom or len(morceaux) < PARTIES_D_UN_NOM_MOODLE or not morceaux[1].isdigit():
        return ""
    return nom


def lignes_autour(texte, ligne, autour=LIGNES_AUTOUR):
    """Retourne les LigneDeCode de ``texte`` autour de la ligne ``ligne`` (comptée depuis 1).

    >>> [(l.numero, l.visee) for l in lignes_autour("a\\nb\\nc\\nd", 2, autour=1)]
    [(1, False), (2, True), (3, False)]
    """
    textes = texte.splitlines()
    debut, fin = max(1, ligne - autour), min(len(textes), ligne + autour)
    return tuple(LigneDeCode(numero, textes[numero - 1], numero == ligne) for numero in range(debut, fin + 1))


def lignes_de(texte, debut, fin):
    """Retourne les LigneDeCode de ``texte`` de ``debut`` à ``fin`` (au plus LIGNES_PAR_FRAGMENT)."""
    textes = texte.splitlines()
    fin = min(fin, len(textes), debut + LIGNES_PAR_FRAGMENT - 1)
    return tuple(LigneDeCode(numero, textes[numero - 1]) for numero in range(debut, fin + 1))


def texte_sur(dossier, relatif):
    """Retourne le texte du fichier ``relatif`` de ``dossier``, ou « » s'il sort du dossier ou est un lien."""
    chemin = dossier / relatif
    try:
        if chemin.is_symlink() or dossier.resolve() not in chemin.resolve().parents:
            return ""
        return lire_texte(chemin)
    except OSError:
        return ""


def code_autour(dossier, fichier, ligne, autour=LIGNES_AUTOUR):
    """Retourne les LigneDeCode autour de ``fichier:ligne`` dans ``dossier`` (vide : rien à montrer)."""
    texte = texte_sur(dossier, fichier) if fichier and ligne > 0 else ""
    return lignes_autour(texte, ligne, autour) if texte else ()


def code_du_lieu(dossier, lieu):
    """Retourne les LigneDeCode autour d'un lieu « fichier:ligne » (vide s'il n'a pas de ligne)."""
    fichier, _, ligne = lieu.rpartition(":")
    return code_autour(dossier, fichier, int(ligne), LIGNES_AUTOUR_D_UN_LIEU) if ligne.isdigit() else ()


def constats_vus(dossier, fournis):
    """Retourne les ConstatVu de la fiche de qualité du dossier, avec le code autour de chaque ligne."""
    try:
        constats = fiche_de_qualite(dossier, fournis=fournis)
    except FicheImpossible:
        return []
    vus = []
    for constat in constats:
        lieux = tuple((lieu, code_du_lieu(dossier, lieu) if rang < LIEUX_MONTRES else ())
                      for rang, lieu in enumerate(constat.lieux))
        vus.append(ConstatVu(constat.critere, constat.titre, constat.emplacement, constat.message,
                             constat.certitude, code_autour(dossier, constat.fichier, constat.ligne), lieux))
    return vus


def verdicts_de(resultat):
    """Retourne les Verdict d'un résultat d'équipe (JSON) ; un champ que Verdict n'a pas est laissé de côté
    (un correcteur plus récent peut en ajouter)."""
    champs = {champ.name for champ in fields(Verdict)}
    return [Verdict(**{cle: valeur for cle, valeur in donnees.items() if cle in champs})
            for donnees in resultat["verdicts"]]


def verdicts_vus(bareme, resultat, note, tests_api):
    """Retourne les VerdictVu d'un résultat d'équipe : points, crédit partiel, extrait coupé à la faute."""
    cas = resultat.get("cas") or {}
    vus = []
    for verdict in verdicts_de(resultat):
        credit = ""
        if verdict.test in note.partiels and verdict.test in cas:
            credit = (f"{pluriel(float(note.partiels[verdict.test]), 'point')} de crédit partiel,"
                      f" {cas[verdict.test][0]} cas justes sur {cas[verdict.test][1]}")
        extrait = situer_la_faute(verdict.extrait, verdict.attendu, verdict.obtenu,
                                  partie=verdict.test not in tests_api)
        vus.append(VerdictVu(verdict.test, verdict.titre, verdict.section, verdict.verdict,
                             points_du_test(bareme, verdict), verdict.attendu, verdict.obtenu, extrait,
                             credit))
    return vus


def paires_vues(nom, paires, equipes_comparees, noms):
    """Retourne les PaireVue des paires les plus proches de l'équipe ``nom`` (son dossier).

    ``noms`` : {dossier : nom de l'équipe} des équipes corrigées, qui ont une page.
    """
    vues = []
    for paire in [paire for paire in paires if nom in (paire.equipe_a, paire.equipe_b)][:PAIRES_PAR_EQUIPE]:
        a_gauche = paire.equipe_a == nom
        autre = paire.equipe_b if a_gauche else paire.equipe_a
        fragments = []
        for fragment in paire.fragments[:FRAGMENTS_PAR_PAIRE]:
            cotes = [(paire.equipe_a, fragment.fichier_a, fragment.lignes_a),
                     (paire.equipe_b, fragment.fichier_b, fragment.lignes_b)]
            if not a_gauche:
                cotes.reverse()
            morceaux = []
            for equipe, fichier, (debut, fin) in cotes:
                texte = equipes_comparees[equipe].fichiers.get(fichier, "")
                lieu = f"{fichier}:{debut}-{fin}" if fin != debut else f"{fichier}:{debut}"
                if fin - debut + 1 > LIGNES_PAR_FRAGMENT:
                    lieu += f" (les {LIGNES_PAR_FRAGMENT} premières lignes ici)"
                morceaux += [lieu, lignes_de(texte, debut, fin)]
            fragments.append(FragmentVu(*morceaux, fragment.jetons))
        parts = (paire.part_a, paire.part_b) if a_gauche else (paire.part_b, paire.part_a)
        page = autre if autre in noms else ""
        vues.append(PaireVue(noms.get(autre, autre), page, *parts, tuple(fragments)))
    return vues


def libelle(verdict):
    """Retourne le nom d'un comportement : son titre et sa section (« Le Brelan vaut la somme (§5.2) »)."""
    return f"{verdict.titre} ({verdict.section})" if verdict.section else verdict.titre


def comportements_vus(equipes):
    """Retourne les ComportementVu de la classe, du plus échoué au moins (puis du plus à vérifier)."""
    par_titre = {}
    for equipe in equipes:
        for verdict in equipe.verdicts:
            if verdict.test in SIGNALEMENTS:
                continue
            compte = par_titre.setdefault(libelle(verdict), {"test": verdict.test, ECHOUE: [], A_VERIFIER: [],
                                                             REUSSI: 0})
            if verdict.verdict == REUSSI:
                compte[REUSSI] += 1
            elif verdict.verdict in (ECHOUE, A_VERIFIER):
                compte[verdict.verdict].append((equipe.nom, equipe.dossier))
    vus = [ComportementVu(titre, compte["test"], tuple(compte[ECHOUE]), tuple(compte[A_VERIFIER]),
                          compte[REUSSI])
           for titre, compte in par_titre.items()]
    return sorted(vus, key=lambda vu: (-len(vu.echouees), -len(vu.a_verifier), vu.titre))


def lire_les_sources(carnet, remises, brouillon):
    """Retourne {dossier de l'équipe : sa copie} des équipes corrigées qui ont un langage, copiées une fois.

    Une remise qui ne se copie plus (changée ou abîmée depuis) n'a pas de copie : sa page le dit.
    """
    copies = {}
    for numero in carnet.faites():
        if not carnet.resultats[numero].get("langage"):
            continue
        remise = remises[numero]
        try:
            copies[carnet.dossiers[numero]] = copier_la_remise(Remise(remise.equipe, remise.origine),
                                                               brouillon / str(numero))
        except (RemiseIllisible, OSError):
            continue
    return copies


def equipe_vue(carnet, remises, numero, sources, tests_api):
    """Retourne l'EquipeVue de l'équipe ``numero`` ; ``sources`` : (copies, paires, équipes comparées,
    fournis), ce que la relecture des remises a donné."""
    copies, paires, comparees, fournis = sources
    resultat, dossier, note = carnet.resultats[numero], carnet.dossiers[numero], carnet.note(numero)
    verdicts = verdicts_de(resultat)
    constats = []
    if dossier in copies:
        lu = dossier_de_la_fiche(copies[dossier])
        constats = constats_vus(lu, fournis_dans_la_fiche(copies[dossier], lu, fournis.get(dossier, ())))
    noms = {carnet.dossiers[autre]: carnet.resultats[autre]["equipe"] for autre in carnet.faites()}
    return EquipeVue(
        nom=resultat["equipe"], dossier=dossier, dossier_moodle=nom_moodle(remises[numero]),
        participant=resultat.get("participant", ""), langage=resultat.get("langage", ""), total=note.total,
        points_par_partie=dict(note.points_par_partie), points_a_verifier=note.points_a_verifier,
        comptes=dict(note.comptes), verdicts=verdicts_vus(carnet.bareme, resultat, note, tests_api),
        retour=retour_d_equipe(carnet.bareme, resultat, verdicts, note, carnet.fournis.get(numero, ())),
        constats=constats, paires=paires_vues(dossier, paires, comparees, noms),
        remarques=list(resultat.get("remarques", ())))


def classe_vue(carnet, remises, dossier_fourni=None):
    """Retourne la ClasseVue de la correction ``carnet`` (les remises relues une fois, puis effacées)."""
    with tempfile.TemporaryDirectory(prefix="des-pages-") as brouillon:
        copies = lire_les_sources(carnet, remises, Path(brouillon))
        fichiers = {dossier: fichiers_d_un_dossier(copie) for dossier, copie in copies.items()}
        try:
            paires, comparees, fournis = comparer_les_equipes(fichiers, dossier_fourni)
        except FicheImpossible:
            paires, comparees, fournis = [], {}, {}
        tests_api = set(tests_de_l_api())
        equipes = [equipe_vue(carnet, remises, numero, (copies, paires, comparees, fournis), tests_api)
                   for numero in carnet.faites()]
    return ClasseVue(equipes, comportements_vus(equipes), parties(carnet.bareme), NOTE_MAXIMALE,
                     len(remises) - len(equipes))
