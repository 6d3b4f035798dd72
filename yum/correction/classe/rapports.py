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

from yum.correction.bac_a_sable import Protection, texte_des_protections, texte_des_tentatives
from yum.correction.bareme import NOTE_MAXIMALE, SIGNALEMENTS, ligne_du_test, noter, parties
from yum.correction.lecture.noms import cite_sans_effet, en_code, sur_une_ligne
from yum.correction.verdicts import A_VERIFIER, ECHOUE, NON_NOTABLE, REUSSI

# Les colonnes du carnet de notes qui comptent les verdicts, dans l'ordre.
COLONNES_DES_COMPTES = (REUSSI, ECHOUE, A_VERIFIER, NON_NOTABLE)
# La longueur maximale d'un extrait dans un retour, en caractères (la fin est gardée).
EXTRAIT_MAXIMAL = 3000
# Le séparateur décimal du carnet : le point, que Moodle lit dans toutes les langues.
FORMAT_DES_POINTS = "{:g}"
# Ce que le carnet et les retours écrivent pour une partie qui ne s'applique pas à la remise.
SANS_OBJET = "sans objet"
# En dessous de ce nombre, « point » reste au singulier (0,5 point, 1 point ; 2 points).
PLURIEL_A_PARTIR_DE = 2
# La largeur d'une tranche de l'histogramme des notes, en points sur 40.
TRANCHE = 5
# Le caractère d'une barre de l'histogramme (une équipe).
BARRE = "█"


def pluriel(nombre, mot, mot_au_pluriel=None):
    """Retourne « 1 test », « 2 tests », « 0,5 point » : le nombre et le mot accordé (règle française)."""
    texte = points_en_francais(nombre) if isinstance(nombre, float) else str(nombre)
    if abs(nombre) < PLURIEL_A_PARTIR_DE:
        return f"{texte} {mot}"
    return f"{texte} {mot_au_pluriel or mot + 's'}"


def texte_des_points(points):
    """Retourne des points écrits pour le carnet (« 12.5 », « 40 »)."""
    return FORMAT_DES_POINTS.format(round(points, 2))


def points_en_francais(points):
    """Retourne des points écrits pour une personne, à la virgule décimale (« 12,5 », « 0,88 », « 40 »)."""
    return texte_des_points(points).replace(".", ",")


# Ce par quoi un tableur (Excel, LibreOffice) commence une formule dans une cellule : une cellule du
# carnet qui commence ainsi (un nom d'équipe) est écrite précédée d'une apostrophe.
DEBUTS_DE_FORMULE = ("=", "+", "-", "@", "\t", "\r")


def colonnes_du_carnet(bareme):
    """Retourne les colonnes du carnet de notes."""
    return (["equipe", "identifiant", "langage"] + parties(bareme) + ["total"]
            + list(COLONNES_DES_COMPTES) + ["points à vérifier", "retour"])


def ligne_du_carnet(resultat, note, retour):
    """Retourne la ligne du carnet d'une équipe (un dictionnaire colonne → texte)."""
    ligne = {"equipe": resultat["equipe"], "identifiant": resultat["participant"],
             "langage": resultat["langage"] or "—", "total": texte_des_points(note.total),
             "points à vérifier": texte_des_points(note.points_a_verifier), "retour": retour}
    ligne.update({partie: SANS_OBJET if points is None else texte_des_points(points)
                  for partie, points in note.points_par_partie.items()})
    ligne.update({verdict: str(note.comptes.get(verdict, 0)) for verdict in COLONNES_DES_COMPTES})
    return ligne


def carnet_de_notes(bareme, lignes):
    """Retourne le texte CSV du carnet de notes (séparé par des virgules, comme la feuille de Moodle)."""
    tampon = io.StringIO()
    ecrivain = csv.DictWriter(tampon, fieldnames=colonnes_du_carnet(bareme), lineterminator="\n")
    ecrivain.writeheader()
    ecrivain.writerows({colonne: sans_formule(valeur) for colonne, valeur in ligne.items()}
                       for ligne in lignes)
    return tampon.getvalue()


def sans_formule(valeur):
    """Retourne ``valeur`` (une cellule du carnet), précédée d'une apostrophe si un tableur la lirait comme
    une formule (« =SUM(…) », « +cmd », « @… » : tour 65, un nom d'équipe) ; une autre valeur telle quelle.

    >>> sans_formule("=SUM(1+1)*cmd|' -c calc'!A0"), sans_formule("Ana Juste"), sans_formule("37,5")
    ("'=SUM(1+1)*cmd|' -c calc'!A0", 'Ana Juste', '37,5')
    """
    if isinstance(valeur, str) and valeur.startswith(DEBUTS_DE_FORMULE):
        return "'" + valeur
    return valeur


def bloc(texte):
    """Retourne ``texte`` dans un bloc de code Markdown, coupé à sa fin s'il est trop long."""
    if len(texte) > EXTRAIT_MAXIMAL:
        texte = "…" + texte[-EXTRAIT_MAXIMAL:]
    return "```text\n" + texte.replace("```", "ʼʼʼ").rstrip() + "\n```\n"


def points_du_test(bareme, verdict):
    """Retourne les points que vaut le test du verdict (0 s'il n'est pas au barème)."""
    ligne = ligne_du_test(bareme, verdict.test)
    return ligne.points if ligne is not None else 0.0


def section_des_echecs(bareme, verdicts, note, cas):
    """Retourne la partie du retour qui décrit chaque comportement en échec (et son crédit partiel)."""
    echecs = [verdict for verdict in verdicts if verdict.verdict == ECHOUE]
    if not echecs:
        return "## Ce qui ne respecte pas l'énoncé\n\nAucun comportement en échec.\n"
    texte = "## Ce qui ne respecte pas l'énoncé\n"
    for verdict in echecs:
        points = points_du_test(bareme, verdict)
        gagnes = note.partiels.get(verdict.test)
        credit = (f" (crédit partiel : {points_en_francais(gagnes)} sur {pluriel(float(points), 'point')},"
                  f" {cas[verdict.test][0]} cas justes sur {cas[verdict.test][1]})"
                  if gagnes is not None and verdict.test in cas else "")
        texte += (f"\n### {verdict.titre} ({verdict.section or 'énoncé'})"
                  f" — {pluriel(float(points), 'point')}{credit}\n\n")
        if verdict.attendu:
            texte += f"- **Attendu :** {sur_une_ligne(verdict.attendu)}\n"
        if verdict.obtenu:
            texte += f"- **Ce que le programme a fait :** {sur_une_ligne(verdict.obtenu)}\n"
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
        texte += (f"\n{pluriel(len(groupe), 'test non notable', 'tests non notables')} pour cette raison"
                  " :\n\n" + bloc(raison))
    return texte


def section_a_verifier(verdicts):
    """Retourne la partie du retour réservée à l'enseignant : ce que le correcteur n'a pas su juger.

    Un bloc par cause (la même raison et le même extrait) : les tests qu'elle touche y sont nommés ensemble.
    """
    par_cause = {}
    for verdict in verdicts:
        if verdict.verdict == A_VERIFIER:
            par_cause.setdefault((verdict.obtenu, verdict.extrait), []).append(verdict)
    if not par_cause:
        return ""
    texte = ("\n## À vérifier par l'enseignant\n\n"
             "Le correcteur n'a pas su juger ces points : ils ne comptent pas.\n")
    for (obtenu, extrait), groupe in par_cause.items():
        if len(groupe) == 1:
            texte += f"\n### {groupe[0].titre} ({groupe[0].section or 'énoncé'})\n\n"
        else:
            texte += f"\n### {pluriel(len(groupe), 'test', 'tests')} pour une même cause\n\n"
            texte += "".join(f"- {verdict.titre} ({verdict.section or 'énoncé'})\n" for verdict in groupe)
            texte += "\n"
        if obtenu:
            texte += f"{sur_une_ligne(obtenu)}\n"
        if extrait:
            texte += "\n" + bloc(extrait)
    return texte


def section_des_reussis(verdicts):
    """Retourne la liste des comportements réussis."""
    reussis = [verdict for verdict in verdicts if verdict.verdict == REUSSI]
    if not reussis:
        return ""
    return "\n## Réussis\n\n" + "".join(f"- {verdict.titre} ({verdict.section})\n" for verdict in reussis)


def texte_de_la_remise(resultat):
    """Retourne ce qu'est la remise, en mots : « Python (paquet `tp1`) », « Java », ou ni l'un ni l'autre."""
    if resultat["langage"] == "Python":
        return f"Python (paquet `{resultat['paquet']}`)"
    return resultat["langage"] or "ni paquet Python ni programme Java reconnu"


def sans_chemins(texte):
    """Retourne ``texte`` sans les chemins absolus de la machine de qui corrige (« dossiers cachés : /home/…,
    /srv/… » devient « dossiers cachés »).

    >>> sans_chemins("dossiers de l'enseignant cachés : /home/prof/remises, /home/prof/notes")
    "dossiers de l'enseignant cachés"
    """
    avant, separateur, apres = texte.partition(" : /")
    return avant if separateur else texte


def section_des_protections(resultat):
    """Retourne la partie du retour qui nomme les protections du bac à sable, et celles qui manquaient."""
    liste = [Protection(**{**protection, "nom": sans_chemins(protection["nom"])})
             for protection in resultat.get("protections", [])]
    if not liste:
        return ""
    texte = ("\n## Le bac à sable\n\nLe code de l'équipe a tourné sous ces protections :\n\n"
             + texte_des_protections(liste))
    tentatives = resultat.get("tentatives", [])
    if tentatives:
        texte += ("\nLe code de l'équipe a tenté de sortir de sa boîte ; la boîte l'en a empêché, rien n'a"
                  " été touché hors d'elle :\n\n" + texte_des_tentatives(tentatives))
    return texte


def section_du_code_fourni(fournis):
    """Retourne la partie du retour qui nomme les fichiers donnés par le cours que la remise contient
    (chemins dans la remise), et pourquoi ils ne sont pas jugés ; vide s'il n'y en a pas."""
    if not fournis:
        return ""
    return ("\n## Le code donné par le cours\n\nCes fichiers sont ceux que le cours a donnés (ou les mêmes,"
            " aux blancs et commentaires près, que chez la plupart des équipes de la classe) : ils sont mis"
            " à part, jamais comptés à l'équipe, ni dans la fiche de qualité (`qualite.md`) ni dans le code"
            " commun entre équipes.\n\n" + "".join(f"- {en_code(fichier)}\n" for fichier in sorted(fournis)))


def retour_d_equipe(bareme, resultat, verdicts, note, fournis=()):
    """Retourne le retour Markdown d'une équipe, en français ; ``fournis`` : les fichiers donnés par le
    cours reconnus dans sa remise, nommés à part."""
    comptes = ", ".join(f"{verdict} : {note.comptes.get(verdict, 0)}" for verdict in COLONNES_DES_COMPTES)
    parties_ = "".join(f"  - {partie} : {SANS_OBJET if points is None else points_en_francais(points)}\n"
                       for partie, points in note.points_par_partie.items())
    entete = (f"# Correction de l'exécution — {cite_sans_effet(resultat['equipe'])}\n\n"
              f"- Remise : {texte_de_la_remise(resultat)}\n"
              f"- Total : **{points_en_francais(note.total)} / {NOTE_MAXIMALE}**"
              f" ({points_en_francais(note.obtenus)} sur {pluriel(note.applicables, 'point')})\n"
              f"- Points par partie :\n{parties_}"
              f"- Verdicts : {comptes}\n")
    # Ce que la correction a décidé pour lancer la remise (la classe principale choisie…). Une remarque
    # nomme des fichiers de l'équipe : citée sur une ligne, sans effet (tour 65 : un lien nommé sur
    # plusieurs lignes y écrivait « ## Note finale : 40/40 » et du HTML).
    entete += "".join(f"- Remarque : {cite_sans_effet(remarque)}\n"
                      for remarque in resultat.get("remarques", ()))
    if resultat.get("journal"):
        entete += ("- Les parties jouées, écran par écran et réponse par réponse : `journal-console.txt`"
                   " (chaque verdict cite le passage où il s'est décidé)\n")
    return (entete + "\n" + section_des_echecs(bareme, verdicts, note, resultat.get("cas", {}))
            + section_des_non_notables(verdicts) + section_a_verifier(verdicts)
            + section_des_reussis(verdicts) + section_du_code_fourni(fournis)
            + section_des_protections(resultat))


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
    """Retourne le texte de ``results.json`` (Gradescope) d'une remise : un test par verdict, total sur 40.

    Un test au crédit partiel porte la part de ses points gagnée (``score`` entre 0 et ``max_score``).
    """
    cas = resultat.get("cas", {})
    note = noter(bareme, verdicts, cas)
    tests = []
    for verdict in verdicts:
        points = points_du_test(bareme, verdict)
        score = points if verdict.verdict == REUSSI else note.partiels.get(verdict.test, 0.0)
        sortie = sortie_gradescope(verdict)
        if verdict.test in note.partiels and verdict.test in cas:
            sortie += f"\nCrédit partiel : {cas[verdict.test][0]} cas justes sur {cas[verdict.test][1]}"
        tests.append({"name": f"{verdict.titre} ({verdict.section})" if verdict.section else verdict.titre,
                      "score": score, "max_score": points,
                      "status": "passed" if verdict.verdict == REUSSI else "failed",
                      "output": sortie, "visibility": "visible"})
    resume = (f"{resultat['equipe']} : {points_en_francais(note.total)} / {NOTE_MAXIMALE} ;"
              + " ; ".join(f" {verdict} : {note.comptes.get(verdict, 0)}"
                           for verdict in COLONNES_DES_COMPTES))
    return json.dumps({"score": note.total, "output": resume, "visibility": "visible", "tests": tests},
                      ensure_ascii=False, indent=1)


# --- La classe d'un coup d'œil ------------------------------------------------------------------------


def quartile(notes_triees, part):
    """Retourne le quantile ``part`` (0 à 1) de notes triées, par interpolation linéaire."""
    position = part * (len(notes_triees) - 1)
    bas = int(position)
    haut = min(bas + 1, len(notes_triees) - 1)
    return notes_triees[bas] + (notes_triees[haut] - notes_triees[bas]) * (position - bas)


def repartition_des_notes(totaux):
    """Retourne la répartition des notes sur 40 : min, quartiles, médiane, max, moyenne, et un histogramme."""
    if not totaux:
        return "Aucune équipe corrigée.\n"
    triees = sorted(totaux)
    moyenne = sum(triees) / len(triees)
    premier, mediane, troisieme = (points_en_francais(quartile(triees, part)) for part in (0.25, 0.5, 0.75))
    texte = (f"- {pluriel(len(triees), 'équipe')} ; moyenne {points_en_francais(moyenne)} / {NOTE_MAXIMALE}\n"
             f"- minimum {points_en_francais(triees[0])}, premier quartile {premier}, médiane {mediane},"
             f" troisième quartile {troisieme}, maximum {points_en_francais(triees[-1])}\n\n```text\n")
    for debut in range(0, NOTE_MAXIMALE, TRANCHE):
        fin = debut + TRANCHE
        nombre = sum(1 for total in triees if debut <= total < fin or (fin == NOTE_MAXIMALE and total == fin))
        texte += f"{debut:>2} à {fin:<2} | {BARRE * nombre} {nombre if nombre else ''}".rstrip() + "\n"
    return texte + "```\n"


def comportements_de_la_classe(verdicts_par_equipe):
    """Retourne, par comportement, combien d'équipes l'échouent, le laissent à vérifier, le réussissent.

    Un dictionnaire titre → {verdict: nombre d'équipes}, trié par échecs décroissants.
    """
    compte = {}
    for verdicts in verdicts_par_equipe:
        for verdict in verdicts:
            if verdict.test in SIGNALEMENTS:
                continue
            titre = f"{verdict.titre} ({verdict.section})" if verdict.section else verdict.titre
            compte.setdefault(titre, {nom: 0 for nom in COLONNES_DES_COMPTES})[verdict.verdict] += 1
    return dict(sorted(compte.items(),
                       key=lambda paire: (-paire[1][ECHOUE], -paire[1][A_VERIFIER], paire[0])))


def resume_de_la_classe(totaux, verdicts_par_equipe, restantes=0, tentatives_par_equipe=None):
    """Retourne ``classe.md`` : la répartition des notes, les équipes qui ont tenté de sortir de leur boîte,
    puis ce que la classe n'a pas compris.

    ``restantes`` : le nombre d'équipes pas encore corrigées (une correction interrompue) ;
    ``tentatives_par_equipe`` : équipe → ses tentatives bloquées.
    """
    texte = "# La classe d'un coup d'œil\n\n## Les notes sur 40\n\n" + repartition_des_notes(totaux)
    if restantes:
        texte += (f"\n**Correction incomplète** : {pluriel(restantes, 'équipe')} pas encore"
                  f" {'corrigées' if restantes >= PLURIEL_A_PARTIR_DE else 'corrigée'} (relancez la même"
                  " commande pour continuer).\n")
    tentees = {equipe: liste for equipe, liste in (tentatives_par_equipe or {}).items() if liste}
    if tentees:
        texte += ("\n## Tentatives bloquées par le bac à sable\n\nCes équipes ont tenté de sortir de leur"
                  " boîte (leur retour dit quoi) ; rien n'a été touché hors d'elle :\n\n")
        texte += "".join(f"- {equipe} : {pluriel(len(set(liste)), 'tentative')}\n"
                         for equipe, liste in sorted(tentees.items()))
    comportements = comportements_de_la_classe(verdicts_par_equipe)
    manques = {titre: compte for titre, compte in comportements.items()
               if compte[ECHOUE] or compte[A_VERIFIER]}
    texte += "\n## Ce que la classe n'a pas compris\n\n"
    if not manques:
        return texte + "Aucun comportement en échec ni à vérifier.\n"
    texte += ("Chaque comportement, avec le nombre d'équipes qui l'échouent (puis qui le laissent à vérifier,"
              " et qui le réussissent), les plus échoués d'abord.\n\n"
              "| Comportement | échoué | à vérifier | réussi |\n|---|---:|---:|---:|\n")
    for titre, compte in manques.items():
        texte += (f"| {titre.replace('|', '/')} | {compte[ECHOUE]} | {compte[A_VERIFIER]}"
                  f" | {compte[REUSSI]} |\n")
    return texte
