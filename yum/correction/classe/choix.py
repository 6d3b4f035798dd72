"""Choisir les équipes que ``--equipe`` nomme : comme l'enseignant les tape.

Explication : l'enseignant tape le nom que Moodle montre (« Bob Faute », avec
ou sans accents, dans n'importe quel ordre des mots), le numéro du participant
(« 1002 », « Participant 1002 ») ou le nom du dossier de la remise. Un nom qui
ne désigne personne est refusé avec la liste des équipes ; un nom qui en
désigne plusieurs, avec la liste de celles-là.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import re
import unicodedata

from yum.correction.lecture.noms import lisible

# Le numéro de participant que Moodle ajoute au nom (« Bob Faute_1002 »).
MOTIF_DU_NUMERO = re.compile(r"_(\d+)$")


class EquipeIntrouvable(Exception):
    """``--equipe`` ne désigne aucune équipe, ou en désigne plusieurs : le message dit lesquelles."""


def sans_accents(texte):
    """Retourne ``texte`` en minuscules, sans accents ni espaces en trop.

    >>> sans_accents("  Côté   Émile ")
    'cote emile'
    """
    decompose = unicodedata.normalize("NFKD", texte.casefold())
    return " ".join("".join(c for c in decompose if not unicodedata.combining(c)).split())


def nom_montre(remise):
    """Retourne le nom de l'équipe tel que Moodle le montre : sans son numéro de participant."""
    return MOTIF_DU_NUMERO.sub("", remise.equipe)


def cles(remise):
    """Retourne les façons de nommer la remise, sans accents : nom, mots dans l'ordre, numéro, dossier."""
    nom = sans_accents(nom_montre(remise))
    numero = remise.participant.removeprefix("Participant ")
    trouvees = {nom, " ".join(sorted(nom.split())), sans_accents(remise.equipe),
                sans_accents(lisible(remise.origine.name))}
    if numero:
        trouvees |= {numero, f"participant {numero}"}
    return trouvees


def marque(remise):
    """Retourne ce qui distingue une remise d'une autre du même nom : son participant, sinon son dossier."""
    return remise.participant or lisible(remise.origine.name)


def designees(remises, nom):
    """Retourne les numéros des ``remises`` que ``nom`` désigne : exactement, sinon par une partie du nom."""
    cle = sans_accents(nom)
    exactes = [numero for numero, remise in enumerate(remises)
               if cle in cles(remise) or " ".join(sorted(cle.split())) in cles(remise)]
    if exactes or not cle:
        return exactes
    return [numero for numero, remise in enumerate(remises) if cle in sans_accents(nom_montre(remise))]


def choisir_les_remises(remises, noms):
    """Retourne les numéros (triés) des ``remises`` que ``noms`` désignent ; lève EquipeIntrouvable."""
    choisis = set()
    for nom in noms:
        trouves = designees(remises, nom)
        if not trouves:
            connues = ", ".join(f"« {nom_montre(remise)} »" for remise in remises)
            raise EquipeIntrouvable(f"Aucune équipe ne s'appelle « {nom} ». Les équipes : {connues}.")
        if len(trouves) > 1:
            candidates = ", ".join(f"« {nom_montre(remises[numero])} » ({marque(remises[numero])})"
                                   for numero in trouves)
            raise EquipeIntrouvable(f"« {nom} » désigne plusieurs équipes : {candidates}. Donnez le nom"
                                    " entier ou le numéro du participant.")
        choisis |= set(trouves)
    return sorted(choisis)
