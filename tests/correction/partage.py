"""Un résultat coûteux calculé une fois par session de tests, même sous pytest-xdist.

Explication : une classe corrigée de bout en bout sert à plusieurs tests,
répartis entre les processus de pytest-xdist. Le premier qui la demande la
calcule sous un verrou, dans un dossier commun à tous ; les autres relisent son
bilan (du JSON).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import fcntl
import json
import os


def dossier_commun(tmp_path_factory):
    """Retourne le dossier temporaire commun à tous les processus de la session (le sien sans xdist)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def calculer_une_fois(tmp_path_factory, nom, calculer):
    """Retourne (bilan, dossier) : ``calculer(dossier)`` (un dictionnaire JSON) fait une seule fois par
    session dans le dossier commun ``nom``, sous un verrou ; relu par les autres processus."""
    commun = dossier_commun(tmp_path_factory)
    dossier = commun / nom
    with open(commun / f"{nom}.verrou", "w") as verrou:
        fcntl.flock(verrou, fcntl.LOCK_EX)
        if not (dossier / "bilan.json").exists():
            dossier.mkdir(exist_ok=True)
            (dossier / "bilan.json").write_text(json.dumps(calculer(dossier)), encoding="utf-8")
    return json.loads((dossier / "bilan.json").read_text(encoding="utf-8")), dossier
