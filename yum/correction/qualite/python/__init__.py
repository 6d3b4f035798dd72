"""Les critères du §8 lus dans un module Python (``ast``, ``tokenize``), un module par groupe de critères.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""
