"""La commande du correcteur, ``des-corriger`` (ou ``python -m yum.correction``), et ses sous-commandes.

Explication : chaque sous-commande est un module, importé ici, qui déclare ses
options (``ajouter_les_options``) et fait son travail (``executer``, qui
retourne le code de sortie, pris dans la table ``yum.correction.sorties``) ;
cette commande ne fait que lire les options et appeler le bon module. Ctrl-C
finit sur une ligne et le code 130, jamais sur une trace.
Les sous-commandes qui font tourner le code des équipes refusent de le faire
sans bac à sable (code 69), sauf avec ``--risquer-sans-bac-a-sable``.

Auteurs : l'équipe du projet « Dés ».
Version : 2.0.0
"""

import signal
import sys

from yum.commun import __version__
from yum.commun.options import LARGEUR_DE_L_AIDE, AnalyseurFrancais, nom_de_la_commande
from yum.commun.texte import couper_a_la_francaise
from yum.correction import gradescope
from yum.correction.bac_a_sable import (
    OPTION_SANS_BAC_A_SABLE,
    exiger_le_bac_a_sable,
    permettre_sans_bac_a_sable,
)
from yum.correction.classe import commande as classe
from yum.correction.paquet import commande as paquet
from yum.correction.programme import correcteur as programme
from yum.correction.qualite import fiche as qualite
from yum.correction.similarite import commande as similarite
from yum.correction.sorties import SORTIE_INTERRUPTION, SORTIE_OUTIL_MANQUANT

# Les sous-commandes : (nom, module, aide en une ligne).
SOUS_COMMANDES = (
    ("classe", classe,
     "corriger toutes les remises d'une classe (l'archive ou le dossier de Moodle) : notes.csv, classe.md"
     " et un retour par équipe"),
    ("programme", programme,
     "jouer le programme en console d'une équipe (Python, Java…) : un verdict par comportement"),
    ("paquet", paquet,
     "vérifier l'API publique (regles, des, saisie) du paquet Python d'une équipe"),
    ("qualite", qualite,
     "la fiche de qualité du code d'une équipe (énoncé, §8), sans note"),
    ("similarite", similarite,
     "le code en commun entre les équipes d'une classe : similarite.csv et une page HTML, à juger"),
    ("gradescope", gradescope,
     "écrire l'archive de l'autocorrecteur à déposer sur Gradescope"),
)

# Les sous-commandes qui font tourner du code d'équipe : elles exigent le bac à sable, ou l'option qui
# prend le risque de s'en passer.
SOUS_COMMANDES_QUI_LANCENT = ("classe", "programme", "paquet")
# Le code de sortie quand il n'y a pas de bac à sable (EX_UNAVAILABLE : un outil manque).
SORTIE_SANS_BAC_A_SABLE = SORTIE_OUTIL_MANQUANT

# Ce que « --help » dit de la commande, avant la liste des sous-commandes.
DESCRIPTION = """\
Le correcteur du TP1 d'INF111, « le jeu de Yum ». Chaque verdict est
« réussi », « échoué » (une faute, avec l'attendu et la preuve), « à vérifier »
(ce que le correcteur n'a pas pu juger, pour une personne) ou « non notable »
(rien ne s'exécute). Le code des équipes tourne toujours dans un processus à
part, jamais dans celui du correcteur."""

# Les exemples que « --help » montre après la liste des sous-commandes.
EPILOGUE = """\
exemples :
  des-corriger classe remises.zip --sortie notes
  des-corriger programme "java -cp classes Yum"
  des-corriger paquet equipe-3/TP1/yum
  des-corriger qualite equipe-3/TP1/yum
  des-corriger similarite remises --sortie similarite --fourni fourni
  des-corriger gradescope --sortie autocorrecteur.zip

« des-corriger SOUS-COMMANDE --help » détaille les options de chacune."""


def creer_analyseur():
    """Retourne l'analyseur de la commande, une sous-commande par module de ``SOUS_COMMANDES``."""
    nom = nom_de_la_commande("yum.correction")
    analyseur = AnalyseurFrancais(__version__, "des-corriger", prog=nom, description=DESCRIPTION,
                                  epilog=EPILOGUE)
    sous_commandes = analyseur.add_subparsers(title="sous-commandes", metavar="SOUS-COMMANDE",
                                              dest="sous_commande", required=True,
                                              parser_class=AnalyseurFrancais)
    for sous_commande, module, aide in SOUS_COMMANDES:
        description = couper_a_la_francaise(aide[:1].upper() + aide[1:] + ".", LARGEUR_DE_L_AIDE)
        sous_analyseur = sous_commandes.add_parser(sous_commande, help=aide, description=description,
                                                   version=__version__, titre=f"des-corriger {sous_commande}")
        module.ajouter_les_options(sous_analyseur)
        if sous_commande in SOUS_COMMANDES_QUI_LANCENT or sous_commande == "gradescope":
            sous_analyseur.add_argument(
                OPTION_SANS_BAC_A_SABLE, dest="sans_bac_a_sable", action="store_true",
                help="faire tourner le code des équipes même sans bac à sable (bubblewrap) : il pourrait"
                     " alors lire, écrire et lancer ce que peut le correcteur, et forger sa note ; à"
                     " n'utiliser que dans un conteneur jetable par remise")
        sous_analyseur.set_defaults(module=module)
    return analyseur


def main(arguments=None):
    """Lit les options, fait le travail de la sous-commande ; retourne son code de sortie."""
    options = creer_analyseur().parse_args(arguments)
    if options.sous_commande in SOUS_COMMANDES_QUI_LANCENT:
        if options.sans_bac_a_sable:
            permettre_sans_bac_a_sable()
        refus = exiger_le_bac_a_sable()
        if refus is not None:
            print(f"des-corriger {options.sous_commande} : {refus}", file=sys.stderr)
            return SORTIE_SANS_BAC_A_SABLE
        # Un arrêt demandé (kill, fin d'une tâche planifiée) finit comme Ctrl-C : les boîtes et leurs
        # dossiers sont retirés, rien ne reste dans /tmp.
        signal.signal(signal.SIGTERM, signal.default_int_handler)
    try:
        return options.module.executer(options)
    except KeyboardInterrupt:
        print("\nInterruption (Ctrl-C) : la correction s'arrête là.", file=sys.stderr)
        return SORTIE_INTERRUPTION
