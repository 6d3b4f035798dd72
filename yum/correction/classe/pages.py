"""Les pages d'une correction de classe, écrites une fois chacune, à partir des données : le seul endroit.

Explication : le processus d'une équipe rend des données (ses verdicts, ses
parties jouées) ; la préparation de la classe, la fiche de qualité de chaque
équipe, sans le code du cours, en données aussi. Ce module est le seul qui
écrit une page : ``ecrire_les_pages_de_l_equipe`` écrit ``retour.md`` et
``qualite.md`` d'une équipe dès que son résultat est complet ;
``ecrire_les_pages_de_la_classe`` écrit ``notes.csv``, ``classe.md`` et la
similarité (``similarite.csv``, ``similarite.html``) quand toute la classe
est là (ou à l'interruption, pour ce qui est fait), puis les pages HTML
(``classe.html``, ``equipe.html`` de chaque équipe) et ``retours-moodle.zip``
(``yum.correction.pages``), à partir des mêmes ``EquipeCorrigee``.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from dataclasses import dataclass

from yum.correction.classe.rapports import carnet_de_notes, ligne_du_carnet, resume_de_la_classe
from yum.correction.classe.resultat import constats_du_resultat, retour_en_texte, verdicts_du_resultat
from yum.correction.lecture.noms import ecrire_la_page, sans_controles
from yum.correction.pages import ecrire_les_pages_html
from yum.correction.qualite.fiche import formater_fiche
from yum.correction.similarite.rapport import ecrire_le_rapport

# Le nom du carnet de notes dans le dossier des notes.
CARNET = "notes.csv"
# Le résumé de la classe dans le dossier des notes.
RESUME = "classe.md"
# Le nom du retour d'une équipe, de sa fiche de qualité et du journal de ses parties, dans son dossier.
RETOUR = "retour.md"
QUALITE = "qualite.md"
JOURNAL = "journal-console.txt"


@dataclass
class EquipeCorrigee:
    """Une équipe corrigée : le nom de son dossier de sortie, son résultat (données), sa ``Note`` et son
    ``numero`` dans la classe (celui de sa remise dans la classe préparée ; None s'il n'est pas connu)."""

    dossier: str
    resultat: dict
    note: object
    numero: int = None

    @property
    def verdicts(self):
        """Retourne les ``Verdict`` du résultat."""
        return verdicts_du_resultat(self.resultat)


def ecrire_les_pages_de_l_equipe(sortie, bareme, equipe):
    """Écrit le retour et la fiche de qualité de l'``EquipeCorrigee`` ``equipe`` dans son dossier sous
    ``sortie`` ; ne retourne rien."""
    dossier = sortie / equipe.dossier
    dossier.mkdir(parents=True, exist_ok=True)
    resultat = equipe.resultat
    fournis = resultat.get("fournis", ())
    ecrire_la_page(dossier / RETOUR, retour_en_texte(bareme, equipe))
    constats = constats_du_resultat(resultat)
    if constats is not None:
        ecrire_la_page(dossier / QUALITE, formater_fiche(constats, resultat["equipe"], fournis,
                                                         resultat.get("tests", ())))
    # Le journal de chaque partie jouée : pour répondre à une demande de révision.
    if resultat.get("journal"):
        # Le journal cite ce que le programme a écrit : sans ses séquences du terminal, que « cat »
        # rejouerait chez qui le lit (tour 65).
        ecrire_la_page(dossier / JOURNAL, sans_controles(resultat["journal"]))


def ecrire_les_pages_de_la_classe(sortie, bareme, equipes, restantes, similarite=None, preparee=None):
    """Écrit ``notes.csv`` et ``classe.md`` des ``equipes`` corrigées (``restantes`` : pas encore) et,
    si elle est donnée, la ``similarite`` (paires, équipes comparées, fichiers du cours par équipe).

    Ici, toutes les données de la classe sont complètes : chaque ``EquipeCorrigee`` (son résultat porte
    ses verdicts, ses parties, sa fiche de qualité en constats, ses fichiers du cours et de tests, ses
    tentatives bloquées), la similarité, et la classe préparée (``preparee`` : ``ClassePreparee``, les
    sources lues de chaque remise, sans rien relire). Une page de plus (HTML…) s'écrit ici, de ces
    données. Ne retourne rien ; lève OSError si une page ne s'écrit pas."""
    lignes = [ligne_du_carnet(equipe.resultat, equipe.note, f"{equipe.dossier}/{RETOUR}")
              for equipe in equipes]
    # Avec un BOM : Excel y lit les accents, et Moodle l'ignore à l'import.
    ecrire_la_page(sortie / CARNET, carnet_de_notes(bareme, lignes), encodage="utf-8-sig")
    ecrire_la_page(sortie / RESUME, resume_en_texte(equipes, restantes))
    if similarite is not None:
        ecrire_le_rapport(sortie, *similarite)
    # Les pages HTML et l'archive pour Moodle : une aide, qui ne lève jamais (une erreur est dite).
    ecrire_les_pages_html(sortie, bareme, equipes, restantes, similarite, preparee)


def resume_en_texte(equipes, restantes):
    """Retourne le texte de ``classe.md`` : la classe d'un coup d'œil."""
    return resume_de_la_classe([equipe.note.total for equipe in equipes],
                               [equipe.verdicts for equipe in equipes], restantes,
                               {equipe.resultat["equipe"]: equipe.resultat.get("tentatives", [])
                                for equipe in equipes})
