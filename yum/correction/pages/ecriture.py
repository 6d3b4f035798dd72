"""Écrire les pages de la classe : ``classe.html`` et la page de chaque équipe, hors ligne, en français.

Explication : Jinja2 remplit les gabarits (``gabarits/``) avec une ClasseVue ;
chaque texte venu d'une équipe y est échappé. Le style et le petit script qui
trie et filtre le tableau sont mis dans chaque page (aucune ressource externe :
le dossier des notes s'ouvre ailleurs, sans réseau, et se joint à un courriel).
La page de chaque équipe va dans son dossier (``NOM/equipe.html``), à côté de
son retour ; les liens sont relatifs.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from pathlib import Path
from urllib.parse import quote

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

from yum.correction.classe.rapports import points_en_francais, quartile
from yum.correction.lecture.noms import sans_controles
from yum.correction.pages.graphiques import image_des_comportements, image_des_notes
from yum.correction.verdicts import A_VERIFIER, ECHOUE, NON_NOTABLE, REUSSI

# Le dossier des gabarits.
GABARITS = Path(__file__).resolve().parent / "gabarits"
# Le nom de la page de la classe, dans le dossier des notes, et de la page d'une équipe, dans son dossier.
PAGE_DE_LA_CLASSE = "classe.html"
PAGE_D_EQUIPE = "equipe.html"
# La largeur d'une tranche de l'histogramme des notes, en points : assez fine pour voir l'écart entre
# 36 et 39 sur 40 (classe.md, en texte, compte par 5).
TRANCHE = 2
# Les comportements montrés dans l'image (tous sont dans le tableau qui la suit).
COMPORTEMENTS_DANS_L_IMAGE = 15
# Un critère de la fiche de qualité qui a au plus ce nombre de constats est déplié dans la page.
CONSTATS_DEPLIES = 3
# Pour cent.
CENT = 100



def sans_controles_hors_du_balisage(valeur):
    """Retourne ``valeur`` (écrite dans une page) sans caractère de contrôle si c'est un texte ; le
    balisage que le correcteur compose lui-même (``Markup`` : les images, les surlignages) tel quel."""
    if isinstance(valeur, str) and not isinstance(valeur, Markup):
        return sans_controles(valeur)
    return valeur

def lien(dossier, depuis_une_equipe=False):
    """Retourne le lien relatif vers la page de l'équipe du dossier ``dossier``.

    >>> lien("Ana Juste")
    'Ana%20Juste/equipe.html'
    >>> lien("Ana Juste", depuis_une_equipe=True)
    '../Ana%20Juste/equipe.html'
    """
    return ("../" if depuis_une_equipe else "") + quote(dossier) + "/" + PAGE_D_EQUIPE


def pour_cent(part):
    """Retourne la part ``part`` (0 à 1) en pour cent entier : « 42 % »."""
    return f"{round(part * CENT)} %"


def environnement():
    """Retourne l'environnement Jinja2 des pages : gabarits du paquet, échappement HTML, filtres français."""
    # Chaque valeur écrite sans caractère de contrôle (le balisage du correcteur, ``Markup``, tel quel) :
    # un nom de fichier d'une équipe y porterait les séquences du terminal (tour 65), que « cat »
    # rejouerait chez qui affiche la page.
    env = Environment(loader=FileSystemLoader(GABARITS), autoescape=True, undefined=StrictUndefined,
                      trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
                      finalize=sans_controles_hors_du_balisage)
    env.filters.update(virgule=points_en_francais, pour_cent=pour_cent, lien=lien)
    env.globals.update(ECHOUE=ECHOUE, A_VERIFIER=A_VERIFIER, NON_NOTABLE=NON_NOTABLE, REUSSI=REUSSI,
                       CONSTATS_DEPLIES=CONSTATS_DEPLIES)
    return env


def ancre_du_comportement(indice):
    """Retourne l'ancre de la liste des équipes du comportement d'indice ``indice`` (« #comportement-3 »)."""
    return f"#comportement-{indice + 1}"


def chiffres_des_notes(totaux):
    """Retourne les chiffres des notes ``totaux`` : [(nom, valeur)], moyenne, quartiles, extrêmes.

    >>> chiffres_des_notes([10, 20, 30])[1]
    ('moyenne', 20.0)
    """
    if not totaux:
        return []
    triees = sorted(totaux)
    return [("équipes notées", len(triees)), ("moyenne", sum(triees) / len(triees)),
            ("minimum", triees[0]), ("premier quartile", quartile(triees, 0.25)),
            ("médiane", quartile(triees, 0.5)), ("troisième quartile", quartile(triees, 0.75)),
            ("maximum", triees[-1])]


def page_de_la_classe(env, classe):
    """Retourne le HTML de ``classe.html`` ; l'image des notes laisse de côté les équipes non notables
    (leur 0 n'est pas une note gagnée : la page les compte à part)."""
    manques = [vu for vu in classe.comportements if vu.echouees or vu.a_verifier]
    totaux = [equipe.total for equipe in classe.equipes if not equipe.non_notable]
    return env.get_template("classe.html").render(
        classe=classe, manques=manques, chiffres=chiffres_des_notes(totaux), tranche=TRANCHE,
        non_notables=[equipe for equipe in classe.equipes if equipe.non_notable],
        a_regarder=sum(1 for equipe in classe.equipes if equipe.a_regarder),
        image_des_notes=image_des_notes(totaux, classe.note_maximale, TRANCHE),
        image_des_comportements=image_des_comportements(manques[:COMPORTEMENTS_DANS_L_IMAGE],
                                                        ancre_du_comportement) if manques else "",
        dans_l_image=min(len(manques), COMPORTEMENTS_DANS_L_IMAGE))


def page_d_equipe(env, classe, equipe):
    """Retourne le HTML de la page de l'équipe ``equipe``."""
    return env.get_template("equipe.html").render(classe=classe, equipe=equipe)


def ecrire_les_pages(sortie, classe):
    """Écrit ``classe.html`` dans ``sortie`` et la page de chaque équipe dans son dossier ; retourne le
    chemin de ``classe.html``."""
    env = environnement()
    for equipe in classe.equipes:
        dossier = sortie / equipe.dossier
        dossier.mkdir(parents=True, exist_ok=True)
        (dossier / PAGE_D_EQUIPE).write_text(page_d_equipe(env, classe, equipe), encoding="utf-8")
    (sortie / PAGE_DE_LA_CLASSE).write_text(page_de_la_classe(env, classe), encoding="utf-8")
    return sortie / PAGE_DE_LA_CLASSE
