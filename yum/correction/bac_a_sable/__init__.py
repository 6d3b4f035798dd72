"""Le bac à sable : le seul module qui dit où et comment tourne le code d'une équipe.

Explication : tout code d'une équipe (son programme en console, Python ou
Java, son paquet importé par ``paquet/enfant.py``, et le ``javac`` qui compile
ses sources) est lancé par ``lancer`` dans une boîte de bubblewrap (``bwrap``,
le bac à sable de Flatpak). Une boîte est la liste de ce que le processus peut
voir, non celle de ce qu'on lui cache :

- ses propres espaces de noms d'utilisateur, de processus, de montage, d'IPC,
  d'UTS et de réseau : aucun réseau, aucune socket de la machine (ni port, ni
  socket Unix à chemin, ni socket abstraite), aucun processus d'une autre
  équipe ou du correcteur à voir ni à tuer (``kill(-1)`` n'atteint que sa
  boîte) ;
- un système de fichiers vide, en lecture seule, où paraissent seulement le
  système (``/usr`` et les liens ``/bin``, ``/lib``…), quelques fichiers de
  ``/etc`` (l'éditeur de liens, les alternatives, la configuration de Java),
  l'interpréteur Python sans ses paquets installés (la référence ne s'importe
  pas), les dossiers que la commande nomme, en lecture seule, et son dossier de
  travail, seul lieu où elle écrit avec un ``/tmp`` et un ``/dev/shm`` à elle,
  petits, qui disparaissent avec elle ;
- un environnement vide, hormis ce dont le programme a besoin ;
- des limites (``prlimit`` : mémoire, temps de processeur, taille d'un fichier,
  processus — comptés dans sa boîte seule —, fichiers ouverts, pas de core) ;
- quand le correcteur est root, un utilisateur sans privilèges
  (``UID_DES_EQUIPES``), le même pour toutes les équipes : leurs boîtes ne se
  voient pas, et chaque boîte compte ses processus à part ;
- tout ce qu'elle a lancé meurt avec elle : tuer ``bwrap`` tue l'espace de noms
  de processus entier (``--die-with-parent``).

Les modules : ``dossiers`` (où naissent les boîtes, à qui ils sont, les copies
sans lien suivi), ``boite`` (ce qu'une boîte montre, la commande bwrap),
``lancement`` (la seule porte : ``lancer``, ou le refus sans bac à sable),
``tentatives`` (ce que l'équipe a tenté : la sonde, les liens, les processus
détachés), ``protections`` (ce qu'en dit chaque retour).

Le correcteur ne suit jamais un lien que l'équipe a pu poser : ce qu'elle
écrit ne sort pas de son dossier de travail, que le correcteur parcourt sans
suivre de lien (``tentatives_laissees``) et retire après elle. Là où bwrap
manque ou ne peut pas créer de boîte, le code d'une équipe ne tourne pas, sauf
si l'enseignant le demande (``--risquer-sans-bac-a-sable``) : il tourne
alors sous ses limites seules, et chaque retour le dit.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

from yum.correction.bac_a_sable.boite import (
    SONDE,
    VARIABLE_DES_PAUSES,
    est_un_python,
    outil_du_systeme,
    python_des_equipes,
)
from yum.correction.bac_a_sable.dossiers import (
    UID_DES_EQUIPES,
    VARIABLE_DES_BOITES,
    copier_sans_liens_suivis,
    creer_le_dossier_des_boites,
    donner_a_l_equipe,
    dossier_de_travail,
    dossier_prive,
    est_root,
    lisible_par_tous,
    rendre_lisible,
    retirer,
    traversable_par_tous,
    utilisateur_des_equipes,
)
from yum.correction.bac_a_sable.lancement import (
    MEMOIRE_DU_PAQUET,
    OPTION_SANS_BAC_A_SABLE,
    PROCESSUS_D_UNE_BOITE,
    PROCESSUS_DU_PAQUET,
    VARIABLE_SANS_BAC_A_SABLE,
    BacIndisponible,
    bac_a_sable_ici,
    exiger_le_bac_a_sable,
    lancer,
    limites_de_javac,
    limites_du_paquet,
    limites_du_programme,
    permettre_sans_bac_a_sable,
    sans_bac_a_sable_permis,
)
from yum.correction.bac_a_sable.protections import (
    Protection,
    protections,
    texte_des_protections,
)
from yum.correction.bac_a_sable.tentatives import (
    TENTATIVES,
    noter_les_tentatives,
    tentatives_de_la_sonde,
    tentatives_des_processus,
    tentatives_laissees,
    tentatives_notees,
    texte_des_tentatives,
)

# Ce que le reste du correcteur importe d'ici.
__all__ = [
    "BacIndisponible",
    "MEMOIRE_DU_PAQUET",
    "OPTION_SANS_BAC_A_SABLE",
    "PROCESSUS_DU_PAQUET",
    "PROCESSUS_D_UNE_BOITE",
    "Protection",
    "SONDE",
    "TENTATIVES",
    "UID_DES_EQUIPES",
    "VARIABLE_DES_BOITES",
    "VARIABLE_DES_PAUSES",
    "VARIABLE_SANS_BAC_A_SABLE",
    "bac_a_sable_ici",
    "copier_sans_liens_suivis",
    "creer_le_dossier_des_boites",
    "donner_a_l_equipe",
    "dossier_de_travail",
    "dossier_prive",
    "est_root",
    "est_un_python",
    "exiger_le_bac_a_sable",
    "lancer",
    "limites_de_javac",
    "limites_du_paquet",
    "limites_du_programme",
    "lisible_par_tous",
    "noter_les_tentatives",
    "outil_du_systeme",
    "permettre_sans_bac_a_sable",
    "protections",
    "python_des_equipes",
    "rendre_lisible",
    "retirer",
    "sans_bac_a_sable_permis",
    "tentatives_de_la_sonde",
    "tentatives_des_processus",
    "tentatives_laissees",
    "tentatives_notees",
    "texte_des_protections",
    "texte_des_tentatives",
    "traversable_par_tous",
    "utilisateur_des_equipes",
]
