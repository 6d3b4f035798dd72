"""Les erreurs que les jeux transforment en une phrase et un code de sortie.

Explication : des données d'un conseiller illisibles, un journal abîmé ou introuvable ne sont
pas des fautes du programme : ces exceptions les nomment, et ``console`` les change en
une phrase en français et un code de sortie documenté (``sorties``).

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""


class DonneesIllisibles(Exception):
    """Les données d'un conseiller sont absentes ou abîmées ; le message, en français, les nomme."""


class JournalIllisible(Exception):
    """Un journal de parties abîmé, ou celui d'un autre jeu ; le message, en français, dit pourquoi."""


class JournalIntrouvable(JournalIllisible):
    """Un journal de parties absent, ou qu'on ne peut pas ouvrir."""


class RevueIncomplete(Exception):
    """Une revue qui a montré des parties, mais sauté des lignes du journal (chacune nommée à sa place).

    Le message les compte : « 3 parties revues, 1 ligne sautée (nommée plus haut) ».
    """


class PartieQuittee(Exception):
    """Le joueur a tapé « q » et confirmé : la partie s'arrête là, et pourra être reprise."""


class RepriseImpossible(Exception):
    """Une partie en cours qu'on ne peut pas reprendre ; le message, en français, nomme le fichier.

    ``introuvable`` : vrai si le fichier n'existe pas ou ne peut pas être ouvert ;
    ``commande`` : la commande à taper à la place, ou None : la console l'écrit sur sa
    propre ligne, jamais coupée, pour qu'elle se colle telle quelle.
    """

    def __init__(self, message, introuvable=False, commande=None):
        """Retient le message, si le fichier est introuvable, et la commande à taper à la place."""
        super().__init__(message)
        self.introuvable = introuvable
        self.commande = commande
