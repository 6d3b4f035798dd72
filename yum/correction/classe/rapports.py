"""Les rapports d'une correction de classe : le carnet de notes, le retour de chaque équipe, results.json.

Explication : à partir des verdicts d'une équipe et du barème, on écrit
trois sortes de rapports. Le carnet de notes (CSV, une ligne par équipe :
points par partie, total sur 40, comptes des verdicts) se colle dans la
feuille de notes de Moodle. Le retour d'une équipe (Markdown, en français)
nomme chaque comportement en échec avec sa section, l'attendu, l'obtenu et
l'extrait de l'échange, puis ce qui n'a pas pu être noté, puis ce que
l'enseignant doit vérifier. ``results.json`` est le format de Gradescope.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import csv
import io
import json

from yum.correction.classe.bareme import NOTE_MAXIMALE, ligne_du_test, noter, parties
from yum.correction.verdicts import A_VERIFIER, ECHOUE, NON_NOTABLE, REUSSI

# Les colonnes du carnet de notes qui comptent les verdicts, dans l'ordre.
COLONNES_DES_COMPTES = (REUSSI, ECHOUE, A_VERIFIER, NON_NOTABLE)
# La longueur maximale d'un extrait dans un retour, en caractères (la fin est gardée).
EXTRAIT_MAXIMAL = 3000
# Le séparateur décimal du carnet : le point, que Moodle lit dans toutes les langues.
FORMAT_DES_POINTS = "{:g}"


def texte_des_points(points):
    """Retourne des points écrits pour le carnet (« 12.5 », « 40 »)."""
    return FORMAT_DES_POINTS.format(round(points, 2))


def colonnes_du_carnet(bareme):
    """Retourne les colonnes du carnet de notes."""
    return (["equipe", "identifiant", "langage"] + parties(bareme) + ["total"]
            + list(COLONNES_DES_COMPTES) + ["points à vérifier", "retour"])


def ligne_du_carnet(resultat, note, retour):
    """Retourne la ligne du carnet d'une équipe (un dictionnaire colonne → texte)."""
    ligne = {"equipe": resultat["equipe"], "identifiant": resultat["participant"],
             "langage": resultat["langage"] or "—", "total": texte_des_points(note.total),
             "points à vérifier": texte_des_points(note.points_a_verifier), "retour": retour}
    ligne.update({partie: texte_des_points(points) for partie, points in note.points_par_partie.items()})
    ligne.update({verdict: str(note.comptes.get(verdict, 0)) for verdict in COLONNES_DES_COMPTES})
    return ligne


def carnet_de_notes(bareme, lignes):
    """Retourne le texte CSV du carnet de notes (séparé par des virgules, comme la feuille de Moodle)."""
    tampon = io.StringIO()
    ecrivain = csv.DictWriter(tampon, fieldnames=colonnes_du_carnet(bareme), lineterminator="\n")
    ecrivain.writeheader()
    ecrivain.writerows(lignes)
    return tampon.getvalue()


def bloc(texte):
    """Retourne ``texte`` dans un bloc de code Markdown, coupé à sa fin s'il est trop long."""
    if len(texte) > EXTRAIT_MAXIMAL:
        texte = "…" + texte[-EXTRAIT_MAXIMAL:]
    return "```text\n" + texte.replace("```", "ʼʼʼ").rstrip() + "\n```\n"


def points_du_test(bareme, verdict):
    """Retourne les points que vaut le test du verdict (0 s'il n'est pas au barème)."""
    ligne = ligne_du_test(bareme, verdict.test)
    return ligne.points if ligne is not None else 0.0


def section_des_echecs(bareme, verdicts):
    """Retourne la partie du retour qui décrit chaque comportement en échec."""
    echecs = [verdict for verdict in verdicts if verdict.verdict == ECHOUE]
    if not echecs:
        return "## Ce qui ne respecte pas l'énoncé\n\nAucun comportement en échec.\n"
    texte = "## Ce qui ne respecte pas l'énoncé\n"
    for verdict in echecs:
        texte += (f"\n### {verdict.titre} ({verdict.section or 'énoncé'})"
                  f" — {texte_des_points(points_du_test(bareme, verdict))} point(s)\n\n")
        if verdict.attendu:
            texte += f"- **Attendu :** {verdict.attendu}\n"
        if verdict.obtenu:
            texte += f"- **Ce que le programme a fait :** {verdict.obtenu}\n"
        if verdict.extrait:
            texte += "\nExtrait de l'échange :\n\n" + bloc(verdict.extrait)
    return texte


def section_des_non_notables(verdicts):
    """Retourne la partie du retour sur ce qui n'a pas pu être noté, une raison une seule fois."""
    par_raison = {}
    for verdict in verdicts:
        if verdict.verdict == NON_NOTABLE:
            par_raison.setdefault(verdict.obtenu, []).append(verdict)
    if not par_raison:
        return ""
    texte = "\n## Ce qui n'a pas pu être noté (non notable)\n"
    for raison, groupe in par_raison.items():
        texte += f"\n{len(groupe)} test(s) non notable(s) pour cette raison :\n\n" + bloc(raison)
    return texte


def section_a_verifier(verdicts):
    """Retourne la partie du retour réservée à l'enseignant : ce que le correcteur n'a pas su juger."""
    a_verifier = [verdict for verdict in verdicts if verdict.verdict == A_VERIFIER]
    if not a_verifier:
        return ""
    texte = ("\n## À vérifier par l'enseignant\n\n"
             "Le correcteur n'a pas su juger ces points : ils ne comptent pas.\n")
    for verdict in a_verifier:
        texte += f"\n### {verdict.titre} ({verdict.section or 'énoncé'})\n\n"
        if verdict.obtenu:
            texte += f"{verdict.obtenu}\n"
        if verdict.extrait:
            texte += "\n" + bloc(verdict.extrait)
    return texte


def section_des_reussis(verdicts):
    """Retourne la liste des comportements réussis."""
    reussis = [verdict for verdict in verdicts if verdict.verdict == REUSSI]
    if not reussis:
        return ""
    return "\n## Réussis\n\n" + "".join(f"- {verdict.titre} ({verdict.section})\n" for verdict in reussis)


def retour_d_equipe(bareme, resultat, verdicts, note):
    """Retourne le retour Markdown d'une équipe, en français."""
    langage = resultat["langage"] or "non reconnu"
    if resultat["langage"] == "Python":
        langage += f" (paquet `{resultat['paquet']}`)"
    comptes = ", ".join(f"{verdict} : {note.comptes.get(verdict, 0)}" for verdict in COLONNES_DES_COMPTES)
    entete = (f"# Correction de l'exécution — {resultat['equipe']}\n\n"
              f"- Remise : {langage}\n"
              f"- Total : **{texte_des_points(note.total)} / {NOTE_MAXIMALE}**"
              f" ({texte_des_points(note.obtenus)} points sur {texte_des_points(note.applicables)})\n"
              f"- Verdicts : {comptes}\n")
    # Ce que la correction a décidé pour lancer la remise (la classe principale choisie…).
    entete += "".join(f"- Remarque : {remarque}\n" for remarque in resultat.get("remarques", ()))
    return (entete + "\n" + section_des_echecs(bareme, verdicts) + section_des_non_notables(verdicts)
            + section_a_verifier(verdicts) + section_des_reussis(verdicts))


def sortie_gradescope(verdict):
    """Retourne le texte d'un test pour Gradescope : l'attendu, l'obtenu, l'extrait."""
    morceaux = [f"Verdict : {verdict.verdict}"]
    if verdict.attendu:
        morceaux.append(f"Attendu : {verdict.attendu}")
    if verdict.obtenu:
        morceaux.append(f"Obtenu : {verdict.obtenu}")
    if verdict.extrait:
        morceaux.append(f"Extrait :\n{verdict.extrait[-EXTRAIT_MAXIMAL:]}")
    return "\n".join(morceaux)


def resultats_gradescope(bareme, resultat, verdicts):
    """Retourne le texte de ``results.json`` (Gradescope) d'une remise : un test par verdict, total sur 40."""
    note = noter(bareme, verdicts)
    tests = []
    for verdict in verdicts:
        points = points_du_test(bareme, verdict)
        tests.append({"name": f"{verdict.titre} ({verdict.section})" if verdict.section else verdict.titre,
                      "score": points if verdict.verdict == REUSSI else 0.0, "max_score": points,
                      "status": "passed" if verdict.verdict == REUSSI else "failed",
                      "output": sortie_gradescope(verdict), "visibility": "visible"})
    resume = (f"{resultat['equipe']} : {texte_des_points(note.total)} / {NOTE_MAXIMALE} ;"
              + " ; ".join(f" {verdict} : {note.comptes.get(verdict, 0)}"
                           for verdict in COLONNES_DES_COMPTES))
    return json.dumps({"score": note.total, "output": resume, "visibility": "visible", "tests": tests},
                      ensure_ascii=False, indent=1)
