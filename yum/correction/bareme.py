"""Le barème d'une correction de classe : ce que vaut chaque test, dans un tableau que l'enseignant modifie.

Explication : le tableau ``bareme.csv`` (à côté de ce module, ou celui que
donne ``--bareme``) a une ligne par test, ou par motif de tests
(``test_*``) : sa partie (une colonne du carnet de notes), sa section de
l'énoncé, ses points, son titre et, en sixième colonne facultative, « oui »
s'il donne un crédit partiel : un test qui couvre beaucoup de cas (les 252
mains) rapporte alors la part de ses points égale à la part des cas
réussis. La première ligne qui convient à un test le décrit. Le total
d'une équipe est ramené sur 40 (§8 de l'énoncé : « Exécution et tests »,
40 %) : la part des points obtenus parmi ceux des tests qui s'appliquent
à sa remise.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import csv
import fnmatch
from dataclasses import dataclass, field
from pathlib import Path

from yum.correction.verdicts import A_VERIFIER, ECHOUE, NON_NOTABLE, REUSSI

# Le barème livré avec le projet.
BAREME_PAR_DEFAUT = Path(__file__).resolve().parent / "bareme.csv"
# La note de l'exécution dans l'énoncé (§8) : le total est ramené sur ce nombre.
NOTE_MAXIMALE = 40
# Le séparateur des colonnes du barème (les titres ont des virgules).
SEPARATEUR = ";"
# Les colonnes du barème, dans l'ordre ; la dernière (crédit partiel) est facultative.
COLONNES = ("test", "partie", "section", "points", "titre", "partiel")
# Le mot qui, dans la colonne « partiel », accorde le crédit partiel.
OUI = "oui"
# Le nombre de décimales d'une note.
DECIMALES = 2
# Les verdicts qui signalent sans noter : une remise illisible, des fichiers laissés. Ils sont comptés
# avec les autres verdicts, mais ne valent ni ne coûtent de points.
SIGNALEMENTS = ("remise", "fichiers_laisses")


class BaremeIllisible(Exception):
    """Le barème ne se lit pas : une ligne sans ses colonnes, des points qui ne sont pas un nombre."""


@dataclass(frozen=True)
class Ligne:
    """Une ligne du barème : un test (ou un motif), sa partie, sa section, ses points et son titre."""

    test: str
    partie: str
    section: str
    points: float
    titre: str
    partiel: bool = False


def lire_points(texte, numero):
    """Retourne les points écrits ``texte`` (virgule ou point décimal) ; lève BaremeIllisible sinon."""
    try:
        points = float(texte.strip().replace(",", "."))
    except ValueError:
        raise BaremeIllisible(f"ligne {numero} du barème : « {texte} » n'est pas un nombre de points") \
            from None
    if points < 0:
        raise BaremeIllisible(f"ligne {numero} du barème : des points négatifs ({texte})")
    return points


def lire_bareme(chemin=BAREME_PAR_DEFAUT):
    """Retourne les lignes du barème ``chemin``, dans l'ordre ; lève BaremeIllisible s'il ne se lit pas."""
    try:
        texte = Path(chemin).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as erreur:
        raise BaremeIllisible(f"le barème {chemin} ne se lit pas ({erreur})") from None
    lignes = []
    utiles = [(numero, ligne) for numero, ligne in enumerate(texte.splitlines(), start=1)
              if ligne.strip() and not ligne.lstrip().startswith("#")]
    for numero, colonnes in zip((numero for numero, _ in utiles),
                                csv.reader((ligne for _, ligne in utiles), delimiter=SEPARATEUR)):
        if [colonne.strip() for colonne in colonnes] in (list(COLONNES), list(COLONNES[:-1])):
            continue
        if len(colonnes) not in (len(COLONNES) - 1, len(COLONNES)):
            raise BaremeIllisible(f"ligne {numero} du barème : {len(colonnes)} colonnes au lieu de"
                                  f" {len(COLONNES)} ({SEPARATEUR.join(COLONNES)}, la dernière facultative)")
        test, partie, section, points, titre, partiel = (*(colonne.strip() for colonne in colonnes), "")[:6]
        lignes.append(Ligne(test, partie, section, lire_points(points, numero), titre,
                            partiel.lower() == OUI))
    if not lignes:
        raise BaremeIllisible(f"le barème {chemin} n'a aucune ligne")
    return lignes


def ligne_du_test(bareme, test):
    """Retourne la première ligne du barème qui convient au test ``test``, ou None."""
    return next((ligne for ligne in bareme if fnmatch.fnmatchcase(test, ligne.test)), None)


def parties(bareme):
    """Retourne les parties du barème, dans l'ordre de leur première ligne."""
    return list(dict.fromkeys(ligne.partie for ligne in bareme))


@dataclass
class Note:
    """La note d'une équipe : points par partie (None : sans objet), total sur 40 et compte des verdicts."""

    points_par_partie: dict
    obtenus: float
    applicables: float
    total: float
    comptes: dict
    points_a_verifier: float
    hors_bareme: list
    partiels: dict = field(default_factory=dict)


def part_reussie(ligne, verdict, cas):
    """Retourne la part (0 à 1) des points du test que rapporte ``verdict``.

    Réussi : tout ; échoué, sur une ligne au crédit partiel, avec ses cas
    connus (``cas`` : test → [réussis, joués]) : la part des cas réussis ;
    sinon rien.
    """
    if verdict.verdict == REUSSI:
        return 1.0
    reussis, joues = (cas or {}).get(verdict.test, (0, 0))
    if verdict.verdict == ECHOUE and ligne.partiel and joues:
        return reussis / joues
    return 0.0


def noter(bareme, verdicts, cas=None):
    """Retourne la Note des ``verdicts`` d'une équipe selon le ``bareme``.

    Un test réussi rapporte ses points, un test au crédit partiel la part de
    ses cas réussis (``cas``) ; les autres rien. Les points « à vérifier »
    sont comptés à part : l'enseignant les accorde ou non. Une partie sans
    aucun test qui s'applique à la remise (l'API pour un programme Java) est
    « sans objet » : None.
    """
    points_par_partie = {partie: None for partie in parties(bareme)}
    comptes = {verdict: 0 for verdict in (REUSSI, ECHOUE, A_VERIFIER, NON_NOTABLE)}
    obtenus = applicables = a_verifier = 0.0
    hors_bareme, partiels = [], {}
    for verdict in verdicts:
        comptes[verdict.verdict] = comptes.get(verdict.verdict, 0) + 1
        if verdict.test in SIGNALEMENTS:
            continue
        ligne = ligne_du_test(bareme, verdict.test)
        if ligne is None:
            hors_bareme.append(verdict.test)
            continue
        applicables += ligne.points
        part = part_reussie(ligne, verdict, cas)
        gagnes = ligne.points * part
        if verdict.verdict != REUSSI and part:
            partiels[verdict.test] = round(gagnes, DECIMALES)
        obtenus += gagnes
        points_par_partie[ligne.partie] = (points_par_partie[ligne.partie] or 0.0) + gagnes
        if verdict.verdict == A_VERIFIER:
            a_verifier += ligne.points
    total = round(NOTE_MAXIMALE * obtenus / applicables, DECIMALES) if applicables else 0.0
    return Note({partie: None if points is None else round(points, DECIMALES)
                 for partie, points in points_par_partie.items()},
                round(obtenus, DECIMALES), round(applicables, DECIMALES), total, comptes,
                round(a_verifier, DECIMALES), hors_bareme, partiels)
