"""Les données des pages de la classe : ce qu'on sait d'une classe corrigée, comme de simples valeurs.

Explication : les pages (``classe.html``, une page par équipe) et l'archive des
retours pour Moodle s'écrivent à partir de ces classes de données, remplies par
la correction de la classe (``depuis_la_classe``), jamais en relisant le
Markdown des retours. Tout y est déjà calculé (points, textes, lignes de code
citées) : les gabarits ne font que les disposer.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

from dataclasses import dataclass, field

from yum.correction.verdicts import A_VERIFIER, ECHOUE, NON_NOTABLE, REUSSI


@dataclass(frozen=True)
class LigneDeCode:
    """Une ligne de code citée : son numéro, son texte, et si c'est la ligne que le constat nomme."""

    numero: int
    texte: str
    visee: bool = False


@dataclass(frozen=True)
class Extrait:
    """L'extrait d'un échange, coupé en trois : avant le moment de la faute, ce moment, après.

    ``marque`` est vide quand le moment n'a pas pu être situé ; ``raison`` dit
    comment il a été trouvé (pour la légende) ; ``debut`` : le début de
    l'extrait, loin avant la faute (replié dans la page).
    """

    avant: str
    marque: str = ""
    apres: str = ""
    raison: str = ""
    debut: str = ""


@dataclass(frozen=True)
class VerdictVu:
    """Un verdict d'une équipe, prêt à montrer : ``extrait`` est déjà coupé autour de la faute."""

    test: str
    titre: str
    section: str
    verdict: str
    points: float
    attendu: str = ""
    obtenu: str = ""
    extrait: Extrait = None
    credit: str = ""


@dataclass(frozen=True)
class ConstatVu:
    """Un constat de la fiche de qualité et les lignes de code autour de ``fichier:ligne``.

    ``lieux`` : pour un point « à juger », les endroits à regarder d'abord, chacun
    (« fichier:ligne », ses LigneDeCode, vides au-delà des premiers).
    """

    critere: str
    titre: str
    emplacement: str
    message: str
    certitude: str
    code: tuple = ()
    lieux: tuple = ()


@dataclass(frozen=True)
class FragmentVu:
    """Un fragment commun à deux équipes : chaque côté, son fichier, ses lignes et leur code."""

    lieu_a: str
    code_a: tuple
    lieu_b: str
    code_b: tuple
    jetons: int


@dataclass(frozen=True)
class PaireVue:
    """Une des paires les plus proches d'une équipe : l'autre équipe, la part de chacune, les fragments.

    ``page_de_l_autre`` : le dossier de l'autre équipe (sa page y est ; « » si elle n'en a pas) ;
    ``part_de_l_equipe`` : la part du code de l'équipe de la page qu'on retrouve chez l'autre.
    """

    autre: str
    page_de_l_autre: str
    part_de_l_equipe: float
    part_de_l_autre: float
    fragments: tuple = ()


@dataclass(frozen=True)
class PartieEnregistree:
    """Une partie jouée par le correcteur en console, gardée pour la page (issue 36 les fournira).

    ``titre`` nomme la partie (le test qui l'a jouée) ; ``etapes`` est la suite
    de ses échanges, chacun un dictionnaire {"question", "reponse", "des",
    "grille", "feuille", "ecran"} (les clés absentes sont omises) ; ``faute``
    est l'indice de l'étape où le verdict a vu la faute (None : aucune).
    """

    titre: str
    etapes: tuple = ()
    faute: int = None


@dataclass
class EquipeVue:
    """Une équipe corrigée, tout ce que sa page et la page de la classe en montrent.

    ``dossier`` : le nom de son dossier dans le dossier des notes (la page y est
    écrite) ; ``dossier_moodle`` : le nom du dossier de sa remise tel que Moodle
    l'a nommé au téléchargement (vide si la remise ne vient pas de Moodle) ;
    ``parties_enregistrees`` : les parties jouées (vide tant que le correcteur
    en console ne les garde pas ; chaque verdict montre alors son extrait).
    """

    nom: str
    dossier: str
    dossier_moodle: str
    participant: str
    langage: str
    total: float
    points_par_partie: dict
    points_a_verifier: float
    comptes: dict
    verdicts: list
    retour: str
    constats: list = field(default_factory=list)
    paires: list = field(default_factory=list)
    parties_enregistrees: list = field(default_factory=list)
    remarques: list = field(default_factory=list)

    @property
    def a_regarder(self):
        """Retourne vrai si une personne doit regarder l'équipe : points à vérifier, ou non notable."""
        return self.points_a_verifier > 0 or any(verdict.verdict in (A_VERIFIER, NON_NOTABLE)
                                                 for verdict in self.verdicts)

    def constats_par_critere(self):
        """Retourne les constats groupés par critère, dans l'ordre de la fiche : [(critère, titre, liste)]."""
        groupes = {}
        for constat in self.constats:
            groupes.setdefault((constat.critere, constat.titre), []).append(constat)
        return [(critere, titre, constats) for (critere, titre), constats in groupes.items()]

    @property
    def non_notable(self):
        """Retourne vrai si rien de l'équipe n'a pu être noté : son 0 n'est pas une note gagnée."""
        notes = [verdict for verdict in self.verdicts if verdict.verdict in (REUSSI, ECHOUE)]
        return not notes and any(verdict.verdict == NON_NOTABLE for verdict in self.verdicts)


@dataclass(frozen=True)
class ComportementVu:
    """Un comportement, et les équipes (leurs noms et dossiers) qui l'échouent ou le laissent à vérifier.

    ``test`` : l'identifiant du test qui le juge (l'ancre de son verdict dans la page d'une équipe).
    """

    titre: str
    test: str
    echouees: tuple
    a_verifier: tuple
    reussies: int


@dataclass
class ClasseVue:
    """La classe corrigée : ses équipes, ses comportements du plus échoué au moins, ce qui reste à faire."""

    equipes: list
    comportements: list
    parties_du_bareme: list
    note_maximale: int
    restantes: int = 0
