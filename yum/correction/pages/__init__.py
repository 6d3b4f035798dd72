"""Les pages de la classe : ``classe.html``, une page par équipe, et l'archive des retours pour Moodle.

Explication : la correction d'une classe appelle ``ecrire_les_pages_de_la_classe``
une fois, à la fin (``classe/commande.py``). Les pages s'ouvrent dans un
navigateur, hors ligne ; ``retours-moodle.zip`` se dépose dans Moodle en un
seul envoi. Modules : ``donnees`` (les données des pages), ``depuis_la_classe``
(les remplir d'après une correction), ``surlignage`` (le moment de la faute
dans un extrait), ``graphiques`` (les images, par matplotlib), ``ecriture``
(les pages, par Jinja2), ``moodle`` (l'archive des retours).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import sys


def ecrire_les_pages_de_la_classe(carnet, remises, dossier_fourni=None):
    """Écrit ``classe.html``, la page de chaque équipe et ``retours-moodle.zip`` dans le dossier des notes.

    ``carnet`` : le Carnet de la correction (résultats, notes, dossiers) ; ``remises`` :
    ses Remise, dans le même ordre ; ``dossier_fourni`` : le dossier --fourni, ou None.
    Ne lève jamais : ce qui empêche les pages est dit sur la sortie d'erreur. Retourne
    le chemin de ``classe.html``, ou None s'il n'a pas pu être écrit.
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
        classe = classe_vue(carnet, remises, dossier_fourni)
        page = ecrire_les_pages(carnet.sortie, classe)
        absentes = ecrire_l_archive(carnet.sortie / ARCHIVE, classe.equipes)
    except OSError as erreur:
        print(f"Pas de classe.html : {erreur.strerror or erreur}.", file=sys.stderr)
        return None
    except Exception as erreur:
        # Une erreur du correcteur lui-même : le carnet et les retours sont écrits, la correction finit.
        print(f"Pas de classe.html : erreur interne ({type(erreur).__name__} : {erreur}).", file=sys.stderr)
        return None
    if absentes:
        print(f"{ARCHIVE} : {len(absentes)} équipe(s) sans nom de Moodle, à déposer à la main"
              f" ({', '.join(absentes)}).", file=sys.stderr)
    return page
