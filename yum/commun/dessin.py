"""Le dessin des dés et des titres, pour les écrans des jeux frères.

Explication : les Dés en solitaire et le 30000 montrent leurs dés comme le
Yum de l'énoncé, en faces de trois lignes côte à côte, avec sous chacune le
numéro que le joueur tape. Les procédures de l'énoncé (``yum.affichage``)
dessinent n'importe quel nombre de dés : elles servent telles quelles, écrites
une seule fois.

>>> print(formater_des([6, 1]))
 _____  _____
|o   o||     |
|o   o||  o  |
|o___o||_____|
   1      2
>>> print(formater_titre("Tour 1"))
<BLANKLINE>
==========
  Tour 1
==========

Auteurs : l'équipe du projet « Dés ».
Version : 1.1.0
"""

from yum.affichage import LARGEUR_DE, formater_des, formater_titre

# Les noms que les jeux frères prennent ici (ils viennent du programme de l'énoncé).
__all__ = ["LARGEUR_DE", "formater_des", "formater_titre"]
