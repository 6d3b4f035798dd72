"""Le code en commun entre les équipes d'une classe : empreintes (winnowing), paires, page à lire.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""
