"""Les références (§8.21) : un paquet qui cite une source, Python ou Java.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

from yum.correction.qualite.constats import A_JUGER, PROBABLE, constat
from yum.correction.qualite.vocabulaire import MOTIF_D_UNE_REFERENCE

# --- §8.21 : les références ---------------------------------------------------

def cite_une_reference(texte):
    """Retourne vrai si ``texte`` cite une référence (« Références : », « Source : », d'après, http…)."""
    return MOTIF_D_UNE_REFERENCE.search(texte) is not None


def verifier_references(textes):
    """Retourne les constats du §8.21 pour le paquet, d'après ``textes`` (ses commentaires)."""
    constats = []
    if not any(cite_une_reference(texte) for texte in textes):
        constats.append(constat("8.21", "", 0, "aucune référence citée dans le paquet (ni « Références : »,"
                                " ni « Source : », ni « d'après », ni adresse web)", PROBABLE))
    constats.append(constat("8.21", "", 0, "les références citées sont-elles complètes ? L'énoncé (§7)"
                                           " demande"
                            " aussi le nom des contributeurs de chaque sous-programme", A_JUGER))
    return constats
