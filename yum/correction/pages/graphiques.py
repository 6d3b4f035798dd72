"""Les images de la page de la classe : la répartition des notes, les comportements les plus échoués.

Explication : matplotlib dessine chaque image en SVG, texte compris (les
libellés restent du texte : la page se lit, se cherche et s'imprime net), sans
réseau ; le SVG est mis tel quel dans la page, qui reste un seul fichier.
Chaque barre d'un comportement est un lien vers la liste des équipes qui
l'échouent. Les couleurs sont celles d'Okabe et Ito, lisibles par les
daltoniens, et chaque image a son texte pour les lecteurs d'écran (la page
donne aussi les mêmes nombres en tableau).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import io
import statistics

from matplotlib import rc_context
from matplotlib.backends.backend_svg import FigureCanvasSVG
from matplotlib.figure import Figure

from yum.correction.classe.rapports import points_en_francais

# Les couleurs d'Okabe et Ito : vermillon (échoué), orangé (à vérifier), vert bleuté (réussi), bleu.
VERMILLON = "#D55E00"
ORANGE = "#E69F00"
VERT = "#009E73"
BLEU = "#0072B2"
# La couleur du texte et des axes : un gris presque noir (contraste AA sur blanc).
ENCRE = "#222222"
# La taille d'une image, en pouces (un écran de portable en montre deux côte à côte).
TAILLE_DES_NOTES = (6.4, 3.0)
# La hauteur d'une barre de comportement et des marges, en pouces.
HAUTEUR_PAR_COMPORTEMENT = 0.32
HAUTEUR_DES_MARGES = 1.1
LARGEUR_DES_COMPORTEMENTS = 9.0
# L'écart entre deux graduations de l'axe des notes, en points (une par barre serait illisible).
GRADUATION = 4
# La taille des caractères, en points.
TAILLE_DU_TEXTE = 9
# La longueur maximale d'un libellé de comportement dans l'image (le tableau le donne en entier).
LIBELLE_MAXIMAL = 60
# Un sel fixe pour les identifiants du SVG : la même classe donne le même fichier, octet pour octet.
SEL = "des-inf111"
# Ce qui précède la balise <svg> dans un fichier SVG (prologue XML, DOCTYPE) : inutile dans une page.
DEBUT_DU_SVG = "<svg"


def reglages():
    """Retourne les réglages de matplotlib des images : texte en texte, identifiants stables, couleurs."""
    return {"svg.fonttype": "none", "svg.hashsalt": SEL, "font.size": TAILLE_DU_TEXTE,
            "text.color": ENCRE, "axes.labelcolor": ENCRE, "axes.edgecolor": ENCRE,
            "xtick.color": ENCRE, "ytick.color": ENCRE, "font.family": "sans-serif"}


def en_svg(figure):
    """Retourne le SVG de ``figure``, sans prologue ni date : à mettre dans une page HTML."""
    tampon = io.StringIO()
    FigureCanvasSVG(figure).print_svg(tampon, metadata={"Date": None, "Creator": None})
    texte = tampon.getvalue()
    return texte[texte.index(DEBUT_DU_SVG):]


def image_des_notes(totaux, note_maximale, tranche):
    """Retourne le SVG de l'histogramme des notes (sur ``note_maximale``, par tranches de ``tranche``)."""
    with rc_context(reglages()):
        figure = Figure(figsize=TAILLE_DES_NOTES, layout="constrained")
        axes = figure.add_subplot()
        bornes = list(range(0, note_maximale + 1, tranche))
        axes.hist(totaux, bins=bornes, color=BLEU, edgecolor="white", linewidth=1)
        if totaux:
            mediane = statistics.median(totaux)
            axes.axvline(mediane, color=VERMILLON, linestyle="--", linewidth=1.5,
                         label=f"médiane : {points_en_francais(mediane)}")
            axes.legend(frameon=False, loc="upper left")
        axes.set_xlim(0, note_maximale)
        axes.set_xticks(range(0, note_maximale + 1, GRADUATION))
        axes.yaxis.get_major_locator().set_params(integer=True)
        axes.set_xlabel(f"note sur {note_maximale}")
        axes.set_ylabel("équipes")
        axes.spines[["top", "right"]].set_visible(False)
        return en_svg(figure)


def libelle(titre):
    """Retourne ``titre`` raccourci pour l'image (« … » à la fin s'il est coupé)."""
    return titre if len(titre) <= LIBELLE_MAXIMAL else titre[:LIBELLE_MAXIMAL - 1].rstrip() + "…"


def image_des_comportements(comportements, ancre):
    """Retourne le SVG des comportements, du plus échoué au moins : une barre empilée par comportement.

    ``comportements`` : les ComportementVu à montrer ; ``ancre(indice)`` : le lien
    de la barre du comportement d'indice ``indice`` (vers la liste de ses équipes).
    """
    hauteur = HAUTEUR_DES_MARGES + HAUTEUR_PAR_COMPORTEMENT * max(len(comportements), 1)
    with rc_context(reglages()):
        figure = Figure(figsize=(LARGEUR_DES_COMPORTEMENTS, hauteur), layout="constrained")
        axes = figure.add_subplot()
        rangs = list(range(len(comportements)))
        echoues = [len(comportement.echouees) for comportement in comportements]
        a_verifier = [len(comportement.a_verifier) for comportement in comportements]
        reussis = [comportement.reussies for comportement in comportements]
        # Un contour sombre : chaque morceau se distingue du blanc et de ses voisins (contraste 3:1).
        contour = {"edgecolor": ENCRE, "linewidth": 0.6}
        barres = axes.barh(rangs, echoues, color=VERMILLON, label="échoué", **contour)
        axes.barh(rangs, a_verifier, left=echoues, color=ORANGE, label="à vérifier", **contour)
        axes.barh(rangs, reussis, left=[e + v for e, v in zip(echoues, a_verifier)], color=VERT,
                  label="réussi", **contour)
        for indice, barre in enumerate(barres):
            barre.set_url(ancre(indice))
        axes.set_yticks(rangs, [libelle(comportement.titre) for comportement in comportements])
        axes.invert_yaxis()
        axes.xaxis.get_major_locator().set_params(integer=True)
        axes.set_xlabel("équipes")
        axes.legend(frameon=False, loc="lower center", bbox_to_anchor=(0.5, 1.0), ncols=3)
        axes.spines[["top", "right"]].set_visible(False)
        return en_svg(figure)
