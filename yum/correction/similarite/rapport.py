"""Écrire la similarité d'une classe : similarite.csv et une page HTML autonome, lisible hors ligne.

Explication : la page montre des faits à juger, jamais une accusation : pour chaque paire, la part
du code de chaque équipe en commun avec l'autre, et les fragments communs côte à côte, avec le
fichier et les lignes, pour qu'une personne lise et décide. La page n'a ni script ni ressource
externe : elle s'ouvre hors ligne et se joint à un courriel.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import csv
import html

from yum.correction.lecture.noms import ecrire_la_page


def pluriel(nombre, mot, mot_au_pluriel=None):
    """Retourne « 1 équipe », « 3 équipes » : le nombre et le mot accordé."""
    return f"{nombre} {mot if nombre < 2 else mot_au_pluriel or mot + 's'}"

# Les noms des fichiers écrits.
CSV = "similarite.csv"
PAGE = "similarite.html"
# Les colonnes de similarite.csv.
COLONNES = ("equipe_a", "equipe_b", "part_de_a_en_commun", "part_de_b_en_commun", "rang",
            "empreintes_communes",
            "plus_longue_suite_jetons", "plus_longue_suite_lignes_a", "plus_longue_suite_lignes_b",
            "fichiers")
# Nombre de paires détaillées dans la page (les plus semblables) ; toutes sont dans le CSV.
PAIRES_DETAILLEES = 30
# Nombre de fragments montrés par paire, les plus longs d'abord.
FRAGMENTS_MONTRES = 12
# Pour cent.
CENT = 100
# Le style de la page, en ligne : aucune ressource externe.
STYLE = """
body { font-family: sans-serif; margin: 2em; max-width: 80em; }
table.paires td, table.paires th { padding: .2em .6em; border-bottom: 1px solid #ccc; text-align: left; }
.cote { display: flex; gap: 1em; }
.cote > div { flex: 1; min-width: 0; }
pre { background: #f6f6f6; padding: .5em; overflow-x: auto; font-size: 85%; }
.avertissement { background: #fff7d6; padding: .6em; border-left: 4px solid #d9a400; }
"""
# Ce que la page dit d'abord, avant les chiffres.
AVERTISSEMENT = (
    "Cette page montre du code en commun entre équipes, avec ses preuves, pour qu'une personne le lise"
    " et en juge. Elle n'accuse personne : deux équipes peuvent écrire des passages semblables sans"
    " copier (l'énoncé impose les mêmes constantes et les mêmes sous-programmes). Le code fourni par"
    " le cours et le code que la plupart des équipes ont en commun sont écartés avant la comparaison."
    " Les noms et les valeurs sont effacés pour comparer : un fragment peut donc différer par ses noms.")


def pour_cent(part):
    """Retourne la part ``part`` (entre 0 et 1) en pour cent entier, « 42 % »."""
    return f"{round(part * CENT)} %"


def lignes_en_texte(lignes):
    """Retourne « 12-30 » (ou « 12 ») pour les lignes (début, fin)."""
    return f"{lignes[0]}-{lignes[1]}" if lignes[1] != lignes[0] else str(lignes[0])


def ecrire_le_csv(chemin, paires):
    """Écrit similarite.csv (une ligne par paire, de la plus semblable à la moins) ; ne retourne rien."""
    with chemin.open("w", encoding="utf-8", newline="") as fichier:
        ecrivain = csv.writer(fichier)
        ecrivain.writerow(COLONNES)
        for paire in paires:
            longue = paire.plus_longue_suite
            ecrivain.writerow((paire.equipe_a, paire.equipe_b, f"{paire.part_a:.3f}", f"{paire.part_b:.3f}",
                               f"{paire.score:.3f}", paire.communes, longue.jetons,
                               f"{longue.fichier_a}:{lignes_en_texte(longue.lignes_a)}",
                               f"{longue.fichier_b}:{lignes_en_texte(longue.lignes_b)}",
                               " ; ".join(paire.fichiers)))


def extrait(equipe, fichier, lignes):
    """Retourne le HTML des lignes ``lignes`` du fichier de l'équipe, numérotées."""
    textes = equipe.fichiers[fichier].splitlines()
    debut, fin = lignes
    rangees = [f"{numero:4d}  {textes[numero - 1]}" for numero in range(debut, min(fin, len(textes)) + 1)]
    return f"<pre>{html.escape(chr(10).join(rangees))}</pre>"


def html_d_une_paire(rang, paire, equipes):
    """Retourne le HTML d'une paire : ses chiffres, puis ses fragments communs côte à côte."""
    a, b = equipes[paire.equipe_a], equipes[paire.equipe_b]
    morceaux = [f'<h2 id="paire-{rang}">{rang}. {html.escape(a.nom)} — {html.escape(b.nom)}</h2>',
                f"<p>{pour_cent(paire.part_a)} du code de {html.escape(a.nom)} et {pour_cent(paire.part_b)}"
                f" de celui de {html.escape(b.nom)} en commun ({pluriel(paire.communes, 'empreinte')}) ;"
                f" {pluriel(len(paire.fragments), 'fragment commun', 'fragments communs')}, le plus long de"
                f" {paire.plus_longue_suite.jetons} jetons.</p>"]
    for fragment in paire.fragments[:FRAGMENTS_MONTRES]:
        morceaux.append(
            '<div class="cote">'
            f"<div><b>{html.escape(a.nom)}</b> — {html.escape(fragment.fichier_a)}:"
            f"{lignes_en_texte(fragment.lignes_a)}{extrait(a, fragment.fichier_a, fragment.lignes_a)}</div>"
            f"<div><b>{html.escape(b.nom)}</b> — {html.escape(fragment.fichier_b)}:"
            f"{lignes_en_texte(fragment.lignes_b)}{extrait(b, fragment.fichier_b, fragment.lignes_b)}</div>"
            "</div>")
    if len(paire.fragments) > FRAGMENTS_MONTRES:
        autres = len(paire.fragments) - FRAGMENTS_MONTRES
        morceaux.append(f"<p>… et {pluriel(autres, 'fragment plus court', 'fragments plus courts')}.</p>")
    return "\n".join(morceaux)


def page_html(paires, equipes, fournis):
    """Retourne la page HTML autonome de la similarité de la classe."""
    rangees = "\n".join(
        f'<tr><td><a href="#paire-{rang}">{rang}</a></td><td>{html.escape(paire.equipe_a)}</td>'
        f"<td>{html.escape(paire.equipe_b)}</td><td>{pour_cent(paire.part_a)}</td>"
        f"<td>{pour_cent(paire.part_b)}</td><td>{paire.communes}</td><td>{paire.plus_longue_suite.jetons}</td>"
        "</tr>"
        for rang, paire in enumerate(paires[:PAIRES_DETAILLEES], start=1))
    liste_des_fournis = "".join(f"<li>{html.escape(nom)} : {html.escape(', '.join(sorted(noms)))}</li>"
                                for nom, noms in sorted(fournis.items()) if noms)
    corps = [f'<p class="avertissement">{html.escape(AVERTISSEMENT)}</p>',
             f"<p>{pluriel(len(equipes), 'équipe')}, {pluriel(len(paires), 'paire')} avec du code en"
             " commun, rangées par part et quantité de code en commun.</p>",
             '<table class="paires"><tr><th>rang</th><th>équipe A</th><th>équipe B</th>'
             "<th>part de A en commun</th><th>part de B en commun</th><th>empreintes communes</th>"
             "<th>plus longue suite (jetons)</th></tr>",
             rangees, "</table>"]
    if liste_des_fournis:
        corps.append(f"<h2>Code fourni par le cours, écarté</h2><ul>{liste_des_fournis}</ul>")
    corps.extend(html_d_une_paire(rang, paire, equipes)
                 for rang, paire in enumerate(paires[:PAIRES_DETAILLEES], start=1))
    return ('<!DOCTYPE html>\n<html lang="fr"><head><meta charset="utf-8">'
            f"<title>Code en commun entre équipes</title><style>{STYLE}</style></head><body>"
            "<h1>Code en commun entre équipes</h1>\n" + "\n".join(corps) + "\n</body></html>\n")


def ecrire_le_rapport(sortie, paires, equipes, fournis):
    """Écrit similarite.csv et similarite.html dans le dossier ``sortie`` ; retourne leurs chemins."""
    sortie.mkdir(parents=True, exist_ok=True)
    ecrire_le_csv(sortie / CSV, paires)
    ecrire_la_page(sortie / PAGE, page_html(paires, equipes, fournis))
    return sortie / CSV, sortie / PAGE
