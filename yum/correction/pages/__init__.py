"""Les pages de la classe : ``classe.html``, une page par équipe, et l'archive des retours pour Moodle.

Explication : la correction d'une classe les fait écrire une fois, à la fin,
avec ses autres pages (``classe/pages.py``, ``ecrire_les_pages_de_la_classe``),
à partir des mêmes données. Les pages s'ouvrent dans un navigateur, hors
ligne ; ``retours-moodle.zip`` se dépose dans Moodle en un seul envoi.
Modules : ``donnees`` (les données des pages), ``depuis_la_classe`` (les
remplir d'après les équipes corrigées, la similarité et la classe préparée),
``surlignage`` (le moment de la faute dans un extrait), ``graphiques`` (les
images, par matplotlib), ``ecriture`` (les pages, par Jinja2), ``moodle``
(l'archive des retours).

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import sys


def ecrire_les_pages_html(sortie, bareme, equipes, restantes, similarite=None, preparee=None):
    """Écrit ``classe.html``, la page de chaque équipe et ``retours-moodle.zip`` dans ``sortie``.

    ``equipes`` : les ``EquipeCorrigee`` ; ``restantes`` : le nombre de remises pas encore corrigées ;
    ``similarite`` : (paires, équipes comparées, fichiers du cours), ou None ; ``preparee`` : la
    ``ClassePreparee`` (les sources lues de chaque remise, son nom de Moodle), ou None. Ne lève jamais
    (sauf un Ctrl-C) : ce qui empêche les pages est dit en une ligne sur la sortie d'erreur. Retourne le
    chemin de ``classe.html``, ou None s'il n'a pas pu être écrit.
    """
    try:
        from yum.correction.pages.depuis_la_classe import classe_vue
        from yum.correction.pages.ecriture import ecrire_les_pages
        from yum.correction.pages.moodle import ARCHIVE, ecrire_l_archive
    except ImportError as absent:
        print(f"Pas de classe.html : il manque {absent.name} (installez des-inf111[correction]).",
              file=sys.stderr)
        return None
    try:
        classe = classe_vue(bareme, equipes, restantes, similarite, preparee)
        page = ecrire_les_pages(sortie, classe)
        absentes = ecrire_l_archive(sortie / ARCHIVE, classe.equipes)
    except OSError as erreur:
        print(f"Pas de classe.html : {erreur.strerror or erreur}.", file=sys.stderr)
        return None
    except Exception as erreur:
        # Une erreur du correcteur lui-même : le carnet et les retours sont écrits, la correction finit.
        raison = " ".join(str(erreur).split())
        print(f"Pas de classe.html : erreur interne ({type(erreur).__name__} : {raison}).", file=sys.stderr)
        return None
    if absentes:
        print(f"{ARCHIVE} : {len(absentes)} équipe(s) sans nom de Moodle, à déposer à la main"
              f" ({', '.join(absentes)}).", file=sys.stderr)
    return page
