"""Des verdicts en clair, pour le message d'un test qui échoue.

Explication : un message d'assertion qui n'est pas une chaîne est abrégé par
pytest à quelques centaines de caractères (sa représentation) ; un verdict
inattendu, rare, doit pouvoir se comprendre d'après la sortie de la CI seule :
son test, son verdict, ce que le correcteur a vu et la fin de son extrait.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

# Combien de caractères de la fin de l'extrait d'un verdict montrer.
FIN_DE_L_EXTRAIT = 600


def en_clair(verdicts):
    """Retourne les ``verdicts`` en texte : pour chacun, son test, son verdict, ce qui a été obtenu et la
    fin de son extrait (une chaîne, que pytest montre entière)."""
    return "\n".join(f"{verdict.test} : {verdict.verdict} : {verdict.obtenu}\n"
                     f"{verdict.extrait[-FIN_DE_L_EXTRAIT:]}" for verdict in verdicts)
