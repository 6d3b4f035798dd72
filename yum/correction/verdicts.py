"""Les verdicts des correcteurs : ce qu'un test dit du travail d'une équipe, comme des données.

Explication : les correcteurs du projet (l'API d'un paquet, le programme en
console, la classe entière) ne laissent jamais le code d'une équipe toucher
leurs verdicts : ce code tourne dans un processus enfant, ses résultats
reviennent comme données, et le verdict est calculé ici, du côté du correcteur.
Un verdict est l'un des quatre mots ci-dessous (§7 de la conception) :
« échoué » nomme une faute contre l'énoncé, avec ses preuves ; ce que le
correcteur n'a pas compris est « à vérifier », jamais « échoué » ; un travail
qui ne s'importe pas ou ne se compile pas est « non notable », à part d'un zéro.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from dataclasses import dataclass

# Le comportement de l'énoncé est respecté.
REUSSI = "réussi"
# Une faute contre l'énoncé, nommée, avec ce qui était attendu et ce qui fut obtenu.
ECHOUE = "échoué"
# Ce que le correcteur n'a pas su lire ou placer : une personne doit regarder.
A_VERIFIER = "à vérifier"
# Le travail ne peut pas être joué du tout (il ne s'importe pas, ne se compile pas).
NON_NOTABLE = "non notable"
# Les quatre verdicts, dans l'ordre où un rapport les présente.
VERDICTS = (ECHOUE, A_VERIFIER, NON_NOTABLE, REUSSI)
# Chaque verdict au pluriel, pour compter (« 3 échoués ») ; « à vérifier » ne s'accorde pas.
PLURIELS = {REUSSI: "réussis", ECHOUE: "échoués", A_VERIFIER: "à vérifier", NON_NOTABLE: "non notables"}


@dataclass(frozen=True)
class Verdict:
    """Le verdict d'un test sur le travail d'une équipe, et ses preuves.

    ``test`` est l'identifiant stable du test (un nom de fonction),
    ``titre`` la phrase française qui nomme le comportement vérifié,
    ``section`` la section de l'énoncé (« §5.2 »), ``verdict`` l'un des
    quatre mots ci-dessus ; ``attendu`` et ``obtenu`` disent l'écart,
    ``extrait`` montre l'échange (lignes du programme et réponses tapées,
    entremêlées) et ``duree`` le temps pris, en secondes.
    """

    test: str
    titre: str
    section: str
    verdict: str
    attendu: str = ""
    obtenu: str = ""
    extrait: str = ""
    duree: float = 0.0


def compter(verdicts):
    """Retourne le compte des verdicts en français, accordé, dans l'ordre de VERDICTS.

    >>> compter([Verdict("a", "A", "§3", REUSSI), Verdict("b", "B", "§3", REUSSI),
    ...          Verdict("c", "C", "§3", ECHOUE)])
    '1 échoué, 2 réussis'
    """
    comptes = {mot: sum(1 for verdict in verdicts if verdict.verdict == mot) for mot in VERDICTS}
    return ", ".join(f"{nombre} {mot if nombre <= 1 else PLURIELS[mot]}"
                     for mot, nombre in comptes.items() if nombre)
