"""Le conseiller des Dés en solitaire : une valeur apprise en jouant, et un lancer d'avance.

Explication : le jeu a bien trop de positions pour un calcul exact comme au
Yum (onze compteurs de paires, trois rejets et leurs comptes). Le conseiller
estime donc, pour chaque position, le score final qu'il peut en espérer, et
choisit, parmi les choix permis par le lancer, celui qui mène à la position
de plus grande valeur. Le conseiller prévoyant (``ConseillerPrevoyant``) regarde
un lancer plus loin : la valeur d'une position est la moyenne, sur les 252
lancers suivants possibles, de la valeur apprise de leur meilleur choix. Il ne
connaît des dés à venir que leurs probabilités. Le conseiller livré
(``ConseillerGagnant``) fait de même, mais vise aussi la victoire : il ajoute
au score espéré une prime pour la chance d'atteindre 500 points (voir « Viser
la victoire »). Sa valeur apprise est :

- le score déjà acquis (``calculer_score``), exact ;
- plus une correction apprise : la somme de quelques poids lus dans des
  tables. Chaque somme (2 à 12) regarde, selon son nombre de paires, le
  temps qui reste (les rejets encore possibles avant qu'une valeur atteigne
  8) et le nombre de sommes ouvertes qui se disputent les paires à venir.
  Chaque somme regarde aussi son nombre de paires selon l'ensemble des
  valeurs de rejet fixées (un rejet de 1 fixé rend les 2 plus rares).
  Quelques tables globales complètent : les sommes négatives et les paires
  qui leur manquent, les valeurs de rejet fixées, et la « couverture » des
  sommes ouvertes (la chance qu'un lancer se joue sans ouvrir de somme),
  avec quatre dés au hasard et avec les choix que les rejets permettent vraiment.

Les poids sont appris par différence temporelle, TD(λ) (Sutton et Barto) :
le conseiller joue des centaines de milliers de parties contre lui-même et,
après chacune, rapproche la valeur de chaque position jouée du score
réellement obtenu ensuite (le « retour λ », mélange du score final et des
valeurs des positions suivantes). Il apprend ainsi ce qu'un joueur glouton
ignore : qu'ouvrir une somme coûte 200 points tant qu'elle n'a pas 5 paires,
que ce coût dépend du temps qui reste et de la concurrence des autres sommes,
et qu'il faut régler le rythme des rejets (prolonger la partie quand des
sommes sont en retard, la finir quand tout est rentabilisé).

L'apprentissage fait jouer le conseiller simple (sans le lancer d'avance, cent
fois plus rapide) ; le lancer d'avance ne s'ajoute qu'au jeu. Les poids
appris sont livrés dans ``solitaire/donnees/poids-conseiller.zlib`` et se
recalculent avec ``python -m solitaire.conseiller --entrainer``. Ceux du
premier conseiller (version 1.0.0, huit tables, sans lancer d'avance) sont
gardés dans ``poids-premier-conseiller.zlib`` pour le duel (``solitaire.duel``).

Le paquet, un module par tâche (les noms d'usage sont repris ici) :

- ``lancers`` : les lancers possibles d'un tour et leurs effets (couples de sommes, rejet) ;
- ``decoupage`` : le découpage d'une position en caractéristiques, et les tables de poids ;
- ``choix`` : les choix permis par un lancer, et le conseiller simple ;
- ``prevoyance`` : le conseiller prévoyant, à un lancer d'avance ;
- ``victoire`` : le conseiller gagnant, et sa prime pour 500 points ;
- ``poids`` : les poids sur disque, et le conseiller livré ;
- ``apprentissage`` : l'apprentissage des poids, TD(λ) ;
- ``parties`` : des parties jouées par le conseiller ;
- ``texte`` : le conseil affiché au joueur ;
- ``mesures`` : les mesures (écarts types, durée d'un conseil, joueur glouton) ;
- ``ligne_de_commande`` (et ``__main__``) : ``python -m solitaire.conseiller``.

Auteurs : l'équipe du projet « Dés ».
Version : 3.0.0
Références : R. S. Sutton et A. G. Barto, « Reinforcement Learning: An
Introduction », ch. 12 (TD(λ)) et 8.8 à 8.10 (décider par une recherche) ;
G. Tesauro, « TD-Gammon » ; règlements « Pour jouer aux DÉS EN SOLITAIRE ».
"""

from solitaire.conseiller.apprentissage import apprendre_de_la_partie, entrainer, jouer_une_partie
from solitaire.conseiller.choix import Conseiller, position_apres
from solitaire.conseiller.decoupage import (
    DEBUTS,
    NB_POIDS,
    PERIODES,
    SOMME_ENSEMBLE,
    SOMME_MARGE,
    SOMME_PERIODE_OUVERTES,
    TABLES,
    caracteristiques,
    cle_des_rejets,
    couverture,
    couverture_des_lancers,
    indice,
    marge,
    temps_restant,
)
from solitaire.conseiller.lancers import (
    COUPLES_DE_SOMMES,
    ISSUE_LIBRE,
    choix_distincts,
    lancers_et_effets,
    numero_d_effet,
)
from solitaire.conseiller.mesures import mesurer_les_ecarts
from solitaire.conseiller.parties import Bilan, simuler
from solitaire.conseiller.poids import (
    FICHIER_POIDS,
    NB_POIDS_DU_PREMIER,
    charger_poids,
    charger_poids_du_premier,
    conseiller_solitaire,
    enregistrer_poids,
)
from solitaire.conseiller.prevoyance import ConseillerPrevoyant
from solitaire.conseiller.texte import RETRAIT_CONSEIL, decrire_choix, formater_conseil
from solitaire.conseiller.victoire import (
    ECARTS_TYPES_DU_SCORE,
    PRIME_DE_VICTOIRE,
    ConseillerGagnant,
    chance_de_gagner,
)

# Les noms d'usage du conseiller, repris de ses modules.
__all__ = [
    "Bilan", "COUPLES_DE_SOMMES", "Conseiller", "ConseillerGagnant", "ConseillerPrevoyant", "DEBUTS",
    "ECARTS_TYPES_DU_SCORE", "FICHIER_POIDS", "ISSUE_LIBRE", "NB_POIDS", "NB_POIDS_DU_PREMIER",
    "PERIODES", "PRIME_DE_VICTOIRE", "RETRAIT_CONSEIL", "SOMME_ENSEMBLE", "SOMME_MARGE",
    "SOMME_PERIODE_OUVERTES", "TABLES", "apprendre_de_la_partie", "caracteristiques", "chance_de_gagner",
    "charger_poids", "charger_poids_du_premier", "choix_distincts", "cle_des_rejets",
    "conseiller_solitaire", "couverture", "couverture_des_lancers", "decrire_choix", "enregistrer_poids",
    "entrainer", "formater_conseil", "indice", "jouer_une_partie", "lancers_et_effets", "marge",
    "mesurer_les_ecarts", "numero_d_effet", "position_apres", "simuler", "temps_restant",
]
