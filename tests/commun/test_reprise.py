"""Quitter une partie longue et la reprendre : « q », Ctrl-C, Ctrl-D, puis ``--reprendre``.

Règle : aux Dés en solitaire et au 30000, ce qui arrête une partie ne fait perdre que le
tour en cours. Le programme donne la commande entière qui la reprend ; la partie reprise
continue au début du tour arrêté, avec les mêmes joueurs, les mêmes scores et les mêmes
dés à venir : jouée avec les mêmes réponses, elle finit exactement comme la partie jouée
sans arrêt. Le fichier de la partie en cours s'écrit d'un bloc ; abîmé, il est nommé et
refusé ; une partie finie l'efface.

Les parties se jouent par les points d'entrée (``jouer`` de chaque ``__main__``), la
console remplacée par des réponses écrites : un Ctrl-C ou un Ctrl-D tombe sur une
question, comme au clavier.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import itertools
import json
import os
import random
import re
import shlex
import signal
import subprocess
import sys

import pytest
from outils_de_test import RACINE

from dix_mille import __main__ as entree_dix_mille
from solitaire import __main__ as entree_solitaire
from yum.commun import reprise as module_reprise
from yum.commun.console import executer_en_console
from yum.commun.reprise import (
    MESSAGE_RIEN_A_REPRENDRE,
    QUESTION_QUITTER,
    QUESTION_QUITTER_SANS_REPRISE,
    ecrire_d_un_bloc,
    lire_la_reprise,
    trouver_la_partie,
)

# Les options de la partie de 30000 des tests : deux humains et un ordinateur, une cible courte.
OPTIONS_DU_30000 = ["--graine", "5", "--cible", "3000", "--achat", "1000", "--ordinateur", "1",
                    "--niveau", "moyen", "--vite"]
OPTIONS_DU_SOLITAIRE = ["--graine", "8"]
# La commande de reprise, telle que le programme la donne en s'arrêtant.
COMMANDE = re.compile(r"python -m (\w+) --reprendre (\S+)")
# Le titre qui ouvre le tour d'un joueur (30000) ou un tour (solitaire).
TITRE_DU_30000 = re.compile(r"^\s*Au tour (?:d'|de )", re.MULTILINE)
TITRE_DU_SOLITAIRE = re.compile(r"^\s*Tour \d+$", re.MULTILINE)
# Les réponses d'une partie, au plus : une partie du 30000 ou du solitaire en demande quelques centaines ;
# au-delà, le joueur automatique tourne en rond (il ne trouve plus le conseil à l'écran).
REPONSES_AU_PLUS = 2000


@pytest.fixture(autouse=True)
def donnees_a_part(tmp_path, monkeypatch):
    """Chaque test note ses parties en cours dans son propre dossier."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    return tmp_path


class Console:
    """La console d'une partie : les réponses viennent de ``repondre``, l'écran de ``capsys``.

    ``arret`` : le nombre de réponses après lequel la console reçoit un Ctrl-C (ou un
    Ctrl-D) à la question suivante ; None : jamais.
    """

    def __init__(self, capsys, repondre, arret=None, fin=KeyboardInterrupt):
        self.capsys = capsys
        self.repondre = repondre
        self.arret = arret
        self.fin = fin
        self.ecran = ""
        self.reponses = []

    def lire(self, question):
        """Remplace ``lire_console`` : la question s'écrit, puis la réponse, comme au clavier."""
        print(question, end="")
        self.ecran += self.capsys.readouterr().out
        if self.arret is not None and len(self.reponses) >= self.arret:
            raise self.fin
        if len(self.reponses) >= REPONSES_AU_PLUS:
            pytest.fail(f"{REPONSES_AU_PLUS} réponses sans fin de partie : le joueur automatique ne lit plus"
                        f" l'écran (un format changé ?). Fin de l'écran :\n{self.ecran[-1500:]}")
        reponse = self.repondre(question, self.ecran)
        self.reponses.append(reponse)
        print(reponse)
        return reponse

    def jouer(self, entree, monkeypatch, arguments):
        """Joue ``entree.jouer(arguments)`` sur cette console ; retourne (code de sortie, écran)."""
        monkeypatch.setattr(entree, "lire_console", self.lire)
        code = executer_en_console(lambda: entree.jouer(arguments))
        self.ecran += self.capsys.readouterr().out
        return code, self.ecran


def partie_de_la_commande(ecran):
    """Retourne (jeu, fichier) de la dernière commande de reprise écrite à l'écran."""
    jeu, partie = COMMANDE.findall(ecran)[-1]
    return jeu, str(trouver_la_partie(partie, jeu))


def chemin_de_la_commande(ecran):
    """Retourne le fichier de la dernière commande de reprise écrite à l'écran."""
    return partie_de_la_commande(ecran)[1]


def mises_de_cote_a_essayer():
    """Retourne toutes les mises de côté tapables, des plus petites aux plus grandes."""
    return ["".join(numeros) for taille in range(1, len("123456") + 1)
            for numeros in itertools.combinations("123456", taille)]


def joueurs_du_30000():
    """Retourne la fonction qui répond pour les humains du 30000 : le conseil de l'expert, ou le hasard.

    À la question des dés, elle demande « ? » et tape la mise de côté conseillée ;
    sans conseil possible (tout dépasse la cible), elle essaie les mises de côté
    une à une. Relancer, acheter : o ou n au hasard d'une graine.
    """
    hasard = random.Random(31)
    essais = []

    def repondre(question, ecran):
        if question.startswith("Combien de joueurs"):
            return "2"
        if question.startswith("Nom du joueur"):
            return ""
        if question.startswith("Voulez-vous jouer"):
            return "n"
        if question.startswith("Dés à mettre de côté"):
            dernier = ecran[ecran.rfind("Dés à mettre de côté", 0, len(ecran) - len(question)):]
            conseil = re.search(r"\(tapez (\d+)\)", dernier)
            if "Conseil de l'expert" not in dernier:
                return "?"
            if conseil is not None:
                return conseil.group(1)
            if not essais:
                essais.extend(mises_de_cote_a_essayer())
            return essais.pop(0)
        essais.clear()
        return hasard.choice(["o", "o", "n"])
    return repondre


def joueur_du_solitaire():
    """Retourne la fonction qui répond au solitaire : le choix du conseiller (« ? », puis sa réponse)."""
    def repondre(question, ecran):
        if question.startswith("Voulez-vous jouer"):
            return "n"
        dernier = ecran[ecran.rfind("Entrez vos deux paires", 0, len(ecran) - len(question)):]
        conseil = re.search(r"; tapez (\d+)\.", dernier)
        if conseil is None:
            return "?"
        return conseil.group(1)
    return repondre


def suite_depuis_le_tour(ecran, titre, numero):
    """Retourne l'écran à partir du titre du tour ``numero`` (1 : le premier)."""
    debuts = [trouve.start() for trouve in titre.finditer(ecran)]
    return ecran[debuts[numero - 1]:]


def jouer_sans_arret(capsys, monkeypatch, entree, options, repondre):
    """Joue une partie entière ; retourne (réponses tapées, écran)."""
    console = Console(capsys, repondre)
    code, ecran = console.jouer(entree, monkeypatch, options)
    assert code == 0
    return console.reponses, ecran


def arreter_puis_reprendre(capsys, monkeypatch, entree, options, reponses, arret, fin, titre):
    """Joue ``reponses`` jusqu'à l'arrêt par ``fin``, puis reprend ; retourne (écrans, fichier noté)."""
    script = iter(reponses)
    avant = Console(capsys, lambda question, ecran: next(script), arret, fin)
    code, ecran_avant = avant.jouer(entree, monkeypatch, options)
    assert code == (130 if fin is KeyboardInterrupt else 1)
    jeu, chemin = partie_de_la_commande(ecran_avant)
    notee = lire_la_reprise(chemin, jeu)
    reste = iter(reponses[len(notee["reponses"]):])
    apres = Console(capsys, lambda question, ecran: next(reste))
    code, ecran_apres = apres.jouer(entree, monkeypatch, ["--reprendre", chemin])
    assert code == 0
    return ecran_avant, ecran_apres, notee, chemin


def test_un_30000_arrete_par_ctrl_c_puis_repris_finit_comme_sans_arret(capsys, monkeypatch):
    # Deux humains et un ordinateur ; Ctrl-C au milieu de la partie, au milieu d'un tour.
    reponses, ecran_sans_arret = jouer_sans_arret(capsys, monkeypatch, entree_dix_mille, OPTIONS_DU_30000,
                                                  joueurs_du_30000())
    assert "Ordi 1" in ecran_sans_arret and "gagne la partie" in ecran_sans_arret
    arret = len(reponses) // 2
    ecran_avant, ecran_apres, notee, chemin = arreter_puis_reprendre(
        capsys, monkeypatch, entree_dix_mille, OPTIONS_DU_30000, reponses, arret, KeyboardInterrupt,
        TITRE_DU_30000)
    assert "Interruption (Ctrl-C)" in ecran_avant
    # Le tour arrêté avait commencé : ses réponses sont perdues, pas celles des tours d'avant.
    assert 0 < len(notee["reponses"]) < arret
    # Repris, l'écran est celui de la partie sans arrêt, octet pour octet, depuis le tour arrêté.
    assert "La partie reprend au début du tour" in ecran_apres
    attendu = suite_depuis_le_tour(ecran_sans_arret, TITRE_DU_30000, notee["tours"])
    assert suite_depuis_le_tour(ecran_apres, TITRE_DU_30000, 1) == attendu
    # Les scores de tous sont montrés à la reprise.
    assert re.search(r"Scores \(cible : 3000 exactement\) :\n  Joueur 1 .*\n  Joueur 2 .*\n  Ordi 1 ",
                     ecran_apres)
    # Une partie finie n'a plus rien à reprendre : son fichier est effacé.
    assert not os.path.exists(chemin)


def test_un_30000_arrete_par_ctrl_d_se_reprend_aussi(capsys, monkeypatch):
    reponses, ecran_sans_arret = jouer_sans_arret(capsys, monkeypatch, entree_dix_mille, OPTIONS_DU_30000,
                                                  joueurs_du_30000())
    ecran_avant, ecran_apres, notee, _ = arreter_puis_reprendre(
        capsys, monkeypatch, entree_dix_mille, OPTIONS_DU_30000, reponses, len(reponses) // 3, EOFError,
        TITRE_DU_30000)
    assert "Fin de l'entrée" in ecran_avant
    attendu = suite_depuis_le_tour(ecran_sans_arret, TITRE_DU_30000, notee["tours"])
    assert suite_depuis_le_tour(ecran_apres, TITRE_DU_30000, 1) == attendu


def test_un_solitaire_arrete_puis_repris_finit_comme_sans_arret(capsys, monkeypatch):
    reponses, ecran_sans_arret = jouer_sans_arret(capsys, monkeypatch, entree_solitaire, OPTIONS_DU_SOLITAIRE,
                                                  joueur_du_solitaire())
    ecran_avant, ecran_apres, notee, _ = arreter_puis_reprendre(
        capsys, monkeypatch, entree_solitaire, OPTIONS_DU_SOLITAIRE, reponses, len(reponses) // 2 + 1,
        KeyboardInterrupt, TITRE_DU_SOLITAIRE)
    attendu = suite_depuis_le_tour(ecran_sans_arret, TITRE_DU_SOLITAIRE, notee["tours"])
    assert suite_depuis_le_tour(ecran_apres, TITRE_DU_SOLITAIRE, 1) == attendu
    assert re.search(r"Total : -?\d+ points?\.", ecran_apres)


def repondre_puis(reponses, ensuite):
    """Retourne une fonction qui tape ``reponses``, puis ce que répond ``ensuite``."""
    script = iter(reponses)

    def repondre(question, ecran):
        reponse = next(script, None)
        return ensuite(question, ecran) if reponse is None else reponse
    return repondre


def glisser(reponses, rang, joueur):
    """Retourne une fonction qui répond comme ``joueur``, sauf ``reponses``, tapées dès la ``rang``-ième."""
    compte = [0]
    script = iter(reponses)

    def repondre(question, ecran):
        compte[0] += 1
        if compte[0] >= rang:
            reponse = next(script, None)
            if reponse is not None:
                return reponse
        return joueur(question, ecran)
    return repondre


def quitter_au_troisieme_tour(capsys, monkeypatch):
    """Joue deux tours de solitaire (« ? » puis le conseil), puis « q » et « o » ; retourne l'écran."""
    console = Console(capsys, glisser(["q", "o"], 5, joueur_du_solitaire()))
    code, ecran = console.jouer(entree_solitaire, monkeypatch, OPTIONS_DU_SOLITAIRE)
    assert code == 0
    return ecran


def test_q_puis_o_quitte_avec_la_commande_qui_reprend(capsys, monkeypatch):
    # Deux tours joués, puis « q » à la question des paires du troisième, confirmé par « o ».
    ecran = quitter_au_troisieme_tour(capsys, monkeypatch)
    assert QUESTION_QUITTER in ecran
    assert "Partie quittée : le programme s'arrête là." in ecran
    jeu, chemin = partie_de_la_commande(ecran)
    assert jeu == "solitaire"
    assert lire_la_reprise(chemin, jeu)["tours"] == 3


def test_q_puis_n_continue_la_partie_comme_si_rien_n_etait(capsys, monkeypatch):
    avec_q = Console(capsys, glisser(["q", "n"], 3, joueur_du_solitaire()), arret=10)
    _, ecran_q = avec_q.jouer(entree_solitaire, monkeypatch, OPTIONS_DU_SOLITAIRE)
    sans_q = Console(capsys, joueur_du_solitaire(), arret=8)
    _, ecran = sans_q.jouer(entree_solitaire, monkeypatch, OPTIONS_DU_SOLITAIRE)
    question = "Entrez vos deux paires (ex : 1245 pour les paires 1-2 et 4-5) : "
    assert ecran_q.count(QUESTION_QUITTER) == 1
    # La seconde partie, jouée après la première (arrêtée), note dans le fichier suivant.
    sans_le_depart = ecran_q.replace(question + "q\n" + QUESTION_QUITTER + "n\n", "")
    assert sans_le_depart == ecran.replace("--reprendre 2", "--reprendre 1")


def test_l_aide_de_chaque_question_d_une_partie_nomme_q(capsys, monkeypatch):
    # Une réponse refusée à chaque question : la consigne rappelle « q ».
    console = Console(capsys, repondre_puis(["x", "2", "x" * 30, "", "", "x"], lambda *_: "n"), arret=6)
    _, ecran = console.jouer(entree_dix_mille, monkeypatch, OPTIONS_DU_30000)
    # Avant le premier tour (nombre et noms des joueurs), rien n'est encore noté : pas de promesse.
    assert ecran.count("Tapez q pour quitter.") == 2
    assert ecran.count("Tapez q pour quitter la partie (elle pourra être reprise).") == 1


def test_un_fichier_abime_est_nomme_et_refuse(capsys, monkeypatch, tmp_path):
    abime = tmp_path / "abime.json"
    abime.write_text('{"format": 1, "jeu": "dix_mille", "tours": ', encoding="utf-8")
    code, ecran = Console(capsys, lambda *_: "n").jouer(entree_dix_mille, monkeypatch,
                                                         ["--reprendre", str(abime)])
    assert code == 65
    assert "Impossible de reprendre la partie" in ecran and "abime.json" in ecran


def test_un_fichier_absent_est_nomme_et_refuse(capsys, monkeypatch, tmp_path):
    code, ecran = Console(capsys, lambda *_: "n").jouer(entree_solitaire, monkeypatch,
                                                         ["--reprendre", str(tmp_path / "absent.json")])
    assert code == 66
    assert "absent.json n'existe pas" in " ".join(ecran.split())


def test_une_partie_d_un_autre_jeu_est_refusee_avec_la_bonne_commande(capsys, monkeypatch):
    ecran = quitter_au_troisieme_tour(capsys, monkeypatch)
    chemin = chemin_de_la_commande(ecran)
    code, ecran = Console(capsys, lambda *_: "n").jouer(entree_dix_mille, monkeypatch,
                                                         ["--reprendre", chemin])
    assert code == 65
    # La commande a sa propre ligne, jamais coupée : elle se colle telle quelle.
    mots = shlex.split(ecran.rstrip().splitlines()[-1])
    assert mots[:4] == ["python", "-m", "solitaire", "--reprendre"]
    assert str(trouver_la_partie(mots[4], "solitaire")) == chemin


def retoucher(chemin, retouche, nouvelle_empreinte=False):
    """Applique ``retouche`` à la partie notée dans ``chemin`` ; avec ``nouvelle_empreinte``, la
    recalcule, comme le ferait un tricheur qui a lu le code."""
    with open(chemin, encoding="utf-8") as fichier:
        notee = json.load(fichier)
    retouche(notee)
    if nouvelle_empreinte:
        notee["empreinte"] = module_reprise.empreinte(notee)
    with open(chemin, "w", encoding="utf-8") as fichier:
        json.dump(notee, fichier)


def reprendre_le_solitaire(capsys, monkeypatch, chemin):
    """Reprend la partie de ``chemin`` ; retourne (code de sortie, écran sur une ligne)."""
    code, ecran = Console(capsys, joueur_du_solitaire()).jouer(entree_solitaire, monkeypatch,
                                                                ["--reprendre", chemin])
    return code, " ".join(ecran.split())


@pytest.mark.parametrize("retouche, nouvelle_empreinte, raison", [
    # Une réponse de moins : l'empreinte ne correspond plus.
    (lambda notee: notee["reponses"].pop(), False,
     "a été modifié depuis que la partie y a été notée (son empreinte ne correspond plus à son contenu)"),
    # La date changée ne change aucun dé : la partie se rejouerait ; l'empreinte la refuse quand même.
    (lambda notee: notee.update(date="2020-01-01T00:00:00"), False,
     "son empreinte ne correspond plus à son contenu"),
    # Un tricheur qui refait l'empreinte : les notes ne se rejouent pas jusqu'à leur tour.
    (lambda notee: notee["reponses"].pop(), True, "ne se rejoue pas jusqu'à son tour 3"),
    # L'ancien format, sans empreinte : rien ne garantit qu'il n'a pas été retouché.
    (lambda notee: (notee.update(format=1), notee.pop("empreinte")), False,
     "noté par une version plus ancienne, sans empreinte"),
], ids=["reponse_retiree", "date_changee", "empreinte_refaite", "ancien_format"])
def test_un_fichier_retouche_est_refuse_avec_sa_raison(capsys, monkeypatch, retouche, nouvelle_empreinte,
                                                       raison):
    ecran = quitter_au_troisieme_tour(capsys, monkeypatch)
    chemin = chemin_de_la_commande(ecran)
    retoucher(chemin, retouche, nouvelle_empreinte)
    code, ecran = reprendre_le_solitaire(capsys, monkeypatch, chemin)
    assert code == 65
    assert raison in ecran


def test_q_avant_le_premier_tour_dit_que_rien_ne_pourra_etre_repris(capsys, monkeypatch):
    # « q » à la première question du 30000 (le nombre de joueurs) : rien n'est encore noté.
    console = Console(capsys, repondre_puis(["q", "o"], lambda *_: "n"))
    code, ecran = console.jouer(entree_dix_mille, monkeypatch, OPTIONS_DU_30000)
    assert code == 0
    assert QUESTION_QUITTER not in ecran
    assert QUESTION_QUITTER_SANS_REPRISE in ecran
    assert ecran.rstrip().endswith(MESSAGE_RIEN_A_REPRENDRE)
    assert "--reprendre" not in ecran


def test_la_reprise_nomme_le_tour_comme_l_ecran_du_solitaire(capsys, monkeypatch):
    ecran = quitter_au_troisieme_tour(capsys, monkeypatch)
    code, ecran = reprendre_le_solitaire(capsys, monkeypatch, chemin_de_la_commande(ecran))
    assert code == 0
    assert "La partie reprend au début du tour où elle s'était arrêtée (tour 3). " in ecran
    assert "Tour 3 " in ecran


def test_la_reprise_du_30000_nomme_le_joueur_dont_c_est_le_tour(capsys, monkeypatch):
    # Le 30000 ne numérote pas ses tours : « Au tour de Joueur 2 ». La reprise dit de même.
    console = Console(capsys, joueurs_du_30000(), arret=12)
    _, ecran = console.jouer(entree_dix_mille, monkeypatch, OPTIONS_DU_30000)
    titres = TITRE_DU_30000.findall(ecran)
    dernier = ecran[ecran.rfind("Au tour "):].split(" (score")[0]
    apres = Console(capsys, lambda *_: "n", arret=0)
    _, ecran_apres = apres.jouer(entree_dix_mille, monkeypatch,
                                 ["--reprendre", chemin_de_la_commande(ecran)])
    assert titres
    nom_du_tour = dernier[len("Au "):]
    assert (f"La partie reprend au début du tour où elle s'était arrêtée ({nom_du_tour})."
            in " ".join(ecran_apres.split()))


def test_reprendre_refuse_toute_autre_option(capsys, monkeypatch):
    with pytest.raises(SystemExit) as sortie:
        entree_solitaire.jouer(["--reprendre", "x.json", "--graine", "3"])
    assert sortie.value.code == 2
    assert "--reprendre ne va avec aucune autre option" in capsys.readouterr().err


def test_un_disque_plein_laisse_la_sauvegarde_d_avant_intacte(tmp_path, monkeypatch):
    fichier = tmp_path / "partie.json"
    assert ecrire_d_un_bloc(fichier, b"avant\n") is None
    # Le système n'écrit que la moitié : la nouvelle version est défaite, l'ancienne reste.
    monkeypatch.setattr(module_reprise.os, "write", lambda descripteur, octets: len(octets) // 2)
    motif = ecrire_d_un_bloc(fichier, b"la nouvelle version\n")
    assert motif == "le disque est plein"
    assert fichier.read_bytes() == b"avant\n"
    assert os.listdir(tmp_path) == ["partie.json"]


def test_le_joueur_apprend_une_fois_que_la_partie_n_a_pas_pu_etre_notee(capsys, monkeypatch, donnees_a_part):
    monkeypatch.setattr(module_reprise, "ecrire_d_un_bloc", lambda chemin, contenu: "le disque est plein")
    console = Console(capsys, joueur_du_solitaire(), arret=6)
    _, ecran = console.jouer(entree_solitaire, monkeypatch, OPTIONS_DU_SOLITAIRE)
    assert ecran.count("n'a pas pu être notée") == 1
    # Rien n'a été noté : le programme ne promet aucune reprise, et ne laisse aucun fichier.
    assert "--reprendre" not in ecran
    assert not list((donnees_a_part / "des-inf111").glob("partie-*"))


def test_le_fichier_d_une_partie_ne_depend_que_des_fichiers_deja_la(capsys, monkeypatch, donnees_a_part):
    # Même graine, mêmes réponses : même sortie, commande de reprise comprise ; une partie jouée en
    # même temps qu'une autre, arrêtée, prend le fichier suivant.
    ecrans = []
    for _ in range(2):
        _, ecran = Console(capsys, joueur_du_solitaire(), arret=4).jouer(entree_solitaire, monkeypatch,
                                                                       OPTIONS_DU_SOLITAIRE)
        ecrans.append(ecran)
    assert chemin_de_la_commande(ecrans[0]).endswith("partie-solitaire-1.json")
    assert chemin_de_la_commande(ecrans[1]).endswith("partie-solitaire-2.json")
    assert ecrans[0].replace("--reprendre 1", "--reprendre 2") == ecrans[1]


def test_un_vrai_ctrl_c_en_console_donne_la_commande_qui_reprend(tmp_path):
    # Boîte noire : le jeu attend la réponse du deuxième tour quand le signal arrive.
    environnement = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    processus = subprocess.Popen([sys.executable, "-m", "solitaire", "--graine", "8"], cwd=RACINE,
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=environnement)
    lu = b""
    # Une réponse refusée ou acceptée : la question des paires revient de toute façon.
    processus.stdin.write(b"1234\n")
    processus.stdin.flush()
    while lu.count(b"Entrez vos deux paires") < 2:
        morceau = processus.stdout.read1(4096)
        assert morceau, lu.decode("utf-8", "replace")
        lu += morceau
    processus.send_signal(signal.SIGINT)
    reste, _ = processus.communicate(timeout=60)
    texte = (lu + reste).decode("utf-8")
    assert processus.returncode == 130
    assert "Interruption (Ctrl-C)" in texte
    chemin = chemin_de_la_commande(texte)
    assert lire_la_reprise(chemin, "solitaire")["tours"] == 2


# --- Des commandes courtes, à coller telles quelles ; la dernière partie sans nom de fichier ------

def test_la_commande_de_reprise_tient_en_80_colonnes_et_se_colle_telle_quelle(capsys, monkeypatch):
    ecran = quitter_au_troisieme_tour(capsys, monkeypatch)
    ligne = ecran.rstrip().splitlines()[-1]
    assert ligne == "  python -m solitaire --reprendre 1"
    assert len(ligne) <= 80
    assert shlex.split(ligne) == ["python", "-m", "solitaire", "--reprendre", "1"]


def test_reprendre_seul_reprend_la_derniere_partie_arretee_et_dit_laquelle(capsys, monkeypatch):
    quitter_au_troisieme_tour(capsys, monkeypatch)
    Console(capsys, joueur_du_solitaire(), arret=4).jouer(entree_solitaire, monkeypatch,
                                                          OPTIONS_DU_SOLITAIRE)
    code, ecran = Console(capsys, joueur_du_solitaire(), arret=1).jouer(entree_solitaire, monkeypatch,
                                                                        ["--reprendre"])
    assert code == 130
    # La seconde partie, arrêtée la dernière, au troisième tour (après « ? » et le choix, deux fois).
    assert re.match(r"Reprise de la partie n° 2, arrêtée le \d\d/\d\d/\d{4} à \d\d:\d\d, tour 3\.\n",
                    ecran)


def test_reprendre_liste_montre_les_parties_arretees_avec_leur_commande(capsys, monkeypatch):
    quitter_au_troisieme_tour(capsys, monkeypatch)
    Console(capsys, joueur_du_solitaire(), arret=2).jouer(entree_solitaire, monkeypatch,
                                                          OPTIONS_DU_SOLITAIRE)
    code, ecran = Console(capsys, lambda *_: "n").jouer(entree_solitaire, monkeypatch,
                                                         ["--reprendre", "--liste"])
    assert code == 0
    lignes = ecran.splitlines()
    assert lignes[0] == "Parties arrêtées, la plus récente d'abord (reprise par --reprendre seul) :"
    assert lignes[1] == "  python -m solitaire --reprendre 2"
    assert re.fullmatch(r" {6}arrêtée le .* à \d\d:\d\d, tour 2", lignes[2])
    assert lignes[3] == "  python -m solitaire --reprendre 1"
    assert re.fullmatch(r" {6}arrêtée le .* à \d\d:\d\d, tour 3", lignes[4])
    assert max(len(ligne) for ligne in lignes) <= 80


def test_reprendre_seul_sans_partie_arretee_le_dit(capsys, monkeypatch):
    code, ecran = Console(capsys, lambda *_: "n").jouer(entree_dix_mille, monkeypatch, ["--reprendre"])
    assert code == 66
    assert "aucune partie arrêtée n'est notée" in " ".join(ecran.split())


def test_reprendre_un_numero_inconnu_montre_la_commande_de_la_liste(capsys, monkeypatch):
    code, ecran = Console(capsys, lambda *_: "n").jouer(entree_solitaire, monkeypatch, ["--reprendre", "7"])
    assert code == 66
    assert ecran.rstrip().splitlines()[-1] == "  python -m solitaire --reprendre --liste"
