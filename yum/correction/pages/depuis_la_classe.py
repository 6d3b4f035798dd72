"""Remplir les données des pages d'après une classe corrigée : ses équipes, sa similarité, sa préparation.

Explication : ``classe_vue`` est appelé une fois, quand les pages de la classe
sont écrites (``classe/pages.py``, ``ecrire_les_pages_de_la_classe``), avec ce
que la correction sait déjà : chaque ``EquipeCorrigee`` (son résultat : ses
verdicts, sa fiche de qualité en constats, ses fichiers du cours ; sa note ;
son numéro dans la classe), la similarité calculée pour ``similarite.html``
(paires, équipes comparées, fichiers du cours) et la classe préparée (le nom
de Moodle de chaque remise, les sources déjà lues de chacune). Rien n'est
recopié, relu ni recalculé : les lignes de code autour d'un constat viennent
des sources préparées, les paires de la similarité, le retour du même texte
que ``retour.md``.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

from yum.correction.bareme import NOTE_MAXIMALE, SIGNALEMENTS, parties
from yum.correction.classe.rapports import pluriel, points_du_test
from yum.correction.classe.resultat import constats_du_resultat, retour_en_texte, verdicts_du_resultat
from yum.correction.lecture.noms import controles_en_espaces
from yum.correction.lecture.remises import MARQUE_MOODLE, MOTIF_PARTICIPANT
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
from yum.correction.paquet.api import tests_de_l_api
from yum.correction.verdicts import A_VERIFIER, ECHOUE, REUSSI

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


def nom_moodle(origine):
    """Retourne le nom du dossier de la remise venue de ``origine`` tel que Moodle l'a nommé, ou « » s'il
    n'en vient pas.

    Moodle relit ce nom à l'envers (« Nom Prénom_123456_assignsubmission_file_ ») : le
    numéro du participant en deuxième, le type et le greffon ensuite.

    >>> from pathlib import Path
    >>> nom_moodle(Path("Ana Juste_1001_assignsubmission_file_"))
    'Ana Juste_1001_assignsubmission_file_'
    >>> nom_moodle(Path("Ana Juste_1001_assignsubmission_file_.zip"))
    'Ana Juste_1001_assignsubmission_file_'
    >>> nom_moodle(Path("equipe3"))
    ''

    Le nom affiché qui porte lui-même « _123456_assign… » (tour 65) : ses « _ » deviennent des espaces, et
    Moodle lit le numéro que lui-même a écrit, pas celui d'une autre équipe.

    >>> nom_moodle(Path("Eve_1001_assignsubmission_file_ X_1010_assignsubmission_file_"))
    'Eve 1001 assignsubmission file  X_1010_assignsubmission_file_'
    """
    nom = origine.name
    if nom.lower().endswith(".zip"):
        nom = nom[:-len(".zip")]
    trouves = list(MOTIF_PARTICIPANT.finditer(nom))
    if trouves:
        nom = nom[:trouves[-1].start()].replace("_", " ") + nom[trouves[-1].start():]
    # Un caractère de contrôle du nom affiché (une séquence du terminal) : un espace, comme dans le nom de
    # l'équipe ; Moodle ne lit que le numéro.
    nom = controles_en_espaces(nom)
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


def code_autour(sources, fichier, ligne, autour=LIGNES_AUTOUR):
    """Retourne les LigneDeCode autour de ``fichier:ligne`` dans les ``sources`` de l'équipe ({chemin
    relatif : texte}, lues à la préparation) ; vide : rien à montrer."""
    texte = sources.get(fichier, "") if fichier and ligne > 0 else ""
    return lignes_autour(texte, ligne, autour) if texte else ()


def code_du_lieu(sources, lieu):
    """Retourne les LigneDeCode autour d'un lieu « fichier:ligne » (vide s'il n'a pas de ligne)."""
    fichier, _, ligne = lieu.rpartition(":")
    return code_autour(sources, fichier, int(ligne), LIGNES_AUTOUR_D_UN_LIEU) if ligne.isdigit() else ()


def constats_vus(constats, sources):
    """Retourne les ConstatVu des ``constats`` de la fiche de qualité d'une équipe, chacun avec le code
    autour de sa ligne pris dans ses ``sources`` ({chemin relatif : texte})."""
    vus = []
    for constat in constats:
        lieux = tuple((lieu, code_du_lieu(sources, lieu) if rang < LIEUX_MONTRES else ())
                      for rang, lieu in enumerate(constat.lieux))
        vus.append(ConstatVu(constat.critere, constat.titre, constat.emplacement, constat.message,
                             constat.certitude, code_autour(sources, constat.fichier, constat.ligne), lieux))
    return vus


def verdicts_vus(bareme, resultat, note, tests_api):
    """Retourne les VerdictVu d'un résultat d'équipe : points, crédit partiel, extrait coupé à la faute."""
    cas = resultat.get("cas") or {}
    vus = []
    for verdict in verdicts_du_resultat(resultat):
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


def remise_de(preparee, equipe):
    """Retourne la Remise préparée de l'``EquipeCorrigee`` ``equipe``, ou None (pas de classe préparée)."""
    if preparee is None or equipe.numero is None or not 0 <= equipe.numero < len(preparee.remises):
        return None
    return preparee.remises[equipe.numero]


def equipe_vue(bareme, equipe, preparee, similarite, noms, tests_api):
    """Retourne l'EquipeVue de l'``EquipeCorrigee`` ``equipe``.

    ``preparee`` : la ClassePreparee (ou None) ; ``similarite`` : (paires, équipes comparées) ;
    ``noms`` : {dossier : nom de l'équipe} des équipes corrigées, qui ont une page ; ``tests_api`` :
    les tests de l'API (leurs extraits ne sont pas des parties).
    """
    resultat, note = equipe.resultat, equipe.note
    remise = remise_de(preparee, equipe)
    sources = preparee.sources.get(equipe.numero, {}) if remise is not None else {}
    constats = constats_vus(constats_du_resultat(resultat) or [], sources)
    paires, comparees = similarite
    return EquipeVue(
        nom=resultat["equipe"], dossier=equipe.dossier,
        dossier_moodle=nom_moodle(remise.origine) if remise is not None else "",
        participant=resultat.get("participant", ""), langage=resultat.get("langage", ""), total=note.total,
        points_par_partie=dict(note.points_par_partie), points_a_verifier=note.points_a_verifier,
        comptes=dict(note.comptes), verdicts=verdicts_vus(bareme, resultat, note, tests_api),
        retour=retour_en_texte(bareme, equipe), constats=constats,
        paires=paires_vues(equipe.dossier, paires, comparees, noms),
        remarques=list(resultat.get("remarques", ())))


def classe_vue(bareme, equipes, restantes, similarite=None, preparee=None):
    """Retourne la ClasseVue des ``equipes`` corrigées (``EquipeCorrigee`` ; ``restantes`` : le nombre
    de remises pas encore corrigées).

    ``similarite`` : (paires, {dossier : Equipe comparée}, fichiers du cours), celle de
    ``similarite.html``, ou None (pas de paires) ; ``preparee`` : la ClassePreparee, ou None (ni
    code autour des constats, ni nom de Moodle).
    """
    paires_et_equipes = similarite[:2] if similarite is not None else ([], {})
    noms = {equipe.dossier: equipe.resultat["equipe"] for equipe in equipes}
    tests_api = set(tests_de_l_api())
    vues = [equipe_vue(bareme, equipe, preparee, paires_et_equipes, noms, tests_api) for equipe in equipes]
    return ClasseVue(vues, comportements_vus(vues), parties(bareme), NOTE_MAXIMALE, restantes)
