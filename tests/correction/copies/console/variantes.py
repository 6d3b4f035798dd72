"""Des programmes de Yum à une faute chacune (ou aucune), pour éprouver « jouer, puis juger » (issue 36).

Explication : comme ``java/ecarts.py`` pour les remises Java, chaque variante
est décrite par des substitutions de texte appliquées aux sources de la copie
Python juste ``tp1_yum`` : le fichier, le texte exact à remplacer (une seule
fois) et son remplaçant. Deux styles d'écran : ``SANS_ACCENTS_TOUR_0`` (des
mots sans accents, « TOUR 0 » au premier tour, « Lancer 1 de 3 ») et
``TOUR_1`` (les mots de tp1_yum, « Tour 1 »). Chaque variante nomme les tests
du correcteur qui doivent échouer, et eux seuls, à chaque correction, et ceux
que sa faute laisse « à vérifier » ; tous les autres sont réussis.
``fabriquer`` écrit la variante dans un dossier ; la remise Java à la grille
périmée est dans ``java/ecarts.py`` (``grille_perimee``).

Aucun test pytest ici : ``tests/correction/test_programme_stable.py`` les joue.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import shutil
from pathlib import Path
from typing import NamedTuple

from yum.correction.programme.correcteur import COMPORTEMENTS

# Tous les comportements : ceux qu'un programme dont rien ne se lit laisse « à vérifier ».
A_VERIFIER_PARTOUT = tuple(comportement.identifiant for comportement in COMPORTEMENTS)
# Les sources de la copie Python juste.
COPIE_PYTHON = Path(__file__).resolve().parent.parent / "tp1_yum"

# Le style « sans accents, tours comptés depuis 0 » : les mots d'une vraie équipe, un en-tête de tour et
# de lancer.
SANS_ACCENTS_TOUR_0 = (
    ("__main__.py", '"Quels dés relancer ? (ex. 135, 0 = aucun) "',
     '"Entrer les des a changer (ex: 135) ou 0 pour garder : "'),
    ("__main__.py", '"Numéro de la case à remplir (0 = annuler) ? "', '"Entrer le numero de la case : "'),
    ("__main__.py", '"Voulez-vous rejouer (o/n) ? "', '"Voulez-vous recommencer? (o/n) "'),
    ("__main__.py", '"Répondez o ou n (o/n) : "', '"o ou n seulement : "'),
    ("__main__.py", '"Vos possibilités :"', '"Choix possibles :"'),
    ("__main__.py", "            afficher_feuille(f)\n            jouer_un_tour(d, f, g, rng)",
     '            print("TOUR", tour - 1)\n            afficher_feuille(f)\n'
     '            jouer_un_tour(d, f, g, rng)'),
    ("__main__.py", "        lancer(d, f, g, choix, rng)\n        choix = demander_des()",
     '        print("Lancer", essai, "de 3")\n        lancer(d, f, g, choix, rng)\n'
     '        choix = demander_des()'),
)
# Le style « tours comptés depuis 1 » : les mots de tp1_yum, un en-tête de tour.
TOUR_1 = (
    ("__main__.py", "            afficher_feuille(f)\n            jouer_un_tour(d, f, g, rng)",
     '            print("Tour", tour)\n            afficher_feuille(f)\n'
     '            jouer_un_tour(d, f, g, rng)'),
)

# « Voulez-vous continuer ? (o/n) » entre deux tours : « n » finit la partie (revue 4).
CONTINUER_ENTRE_DEUX_TOURS = ("            if not annule and tour <= NB_TOURS"
                              " and input(\"Voulez-vous continuer ? (o/n) \") == \"n\":\n"
                              "                annule = True\n")

# Les coups possibles écrits avant les dés, toutes les cases sur une ligne, séparées par des barres, « - »
# pour une case qui ne rapporte rien (programme inédit p1, tour 8 d'essais) : une forme juste.
COUPS_AVANT_LES_DES_A_BARRES = (
    ("__main__.py", "    afficher_des(d)\n    afficher_grille(g)\n",
     "    afficher_grille(g)\n    afficher_des(d)\n"),
    ("__main__.py", '    for i in range(19):\n        if g[i] != 0:\n'
                    '            print("  case", i, "-", NOMS.get(i, "les " + str(i)), ":", g[i], "pts")',
     '    print(" | ".join(NOMS.get(i, "Les " + str(i)) + " (" + str(i) + "): "\n'
     '                     + (str(g[i]) if g[i] else "-") for i in list(range(1, 7)) + list(NOMS)))'),
)


# Les dés écrits en chiffres, sans le dessin du cours (tours 58, 61 et 63 : dix programmes sur trente,
# tout « à vérifier » avant que ces lignes ne se lisent, ``programme/chiffres.py``).
DESSIN_DES_DES = ('    print(" _____ " * 5)\n    for r in range(3):\n'
                  '        print("".join("|" + DESSINS[v][r] + "|" for v in d))\n'
                  '    print("".join(str(i).center(7) for i in range(1, 6)))\n')
# Les dés de départ (cinq 1) dessinés au début de chaque partie, avant sa première feuille (revue 68, init).
DES_D_AVANT_AVANT_LA_FEUILLE = (
    ("__main__.py", "        g = [0] * 19\n", "        g = [0] * 19\n        afficher_des(d)\n"),)
DES_EN_CHIFFRES_ENTRE_CROCHETS = (
    ("__main__.py", DESSIN_DES_DES,
     '    print("  Des :   " + " ".join("[" + str(v) + "]" for v in d))\n'
     '    print("  No  :    " + "   ".join(str(i) for i in range(1, 6)))\n'),
)
# Les dés écrits en mots, chacun derrière la lettre de sa position, puis la légende des positions (tour 73,
# java_mots : tout « à vérifier » avant que ces lignes ne se lisent).
DES_EN_MOTS_DERRIERE_DES_LETTRES = (
    ("__main__.py", DESSIN_DES_DES,
     '    mots = ("", "un", "deux", "trois", "quatre", "cinq", "six")\n'
     '    print("   " + "".join("ABCDE"[i] + ": " + mots[v].ljust(9) for i, v in enumerate(d)))\n'
     '    print("   (A=1 B=2 C=3 D=4 E=5)")\n'),
)
# Les dés en caractères Unicode (⚀ à ⚅), la rangée de leurs numéros dessous (tour 74, py_unicode).
DES_EN_FACES_UNICODE = (
    ("__main__.py", DESSIN_DES_DES,
     '    print("      " + "   ".join(chr(0x267F + v) for v in d))\n'
     '    print("  #   " + "   ".join(str(i) for i in range(1, 6)))\n'),
)
# Une pause entre les dés et la grille des coups (revue 68, pauseapresdessin et pauseapres).
PAUSE_ENTRE_LES_DES_ET_LA_GRILLE = (
    ("__main__.py", "    afficher_des(d)\n    afficher_grille(g)\n",
     "    afficher_des(d)\n    input(\"Appuyez sur Entree pour voir vos possibilites...\")\n"
     "    afficher_grille(g)\n"),)
DES_NUMEROTES_D1_A_D5 = (
    ("__main__.py", DESSIN_DES_DES,
     '    print("  Vos des :  " + " ".join("D" + str(i + 1) + "=" + str(v) for i, v in enumerate(d)))\n'),
)
# Un tableau des dés (leurs numéros, puis leurs valeurs), et le lancer d'avant dessous (tour 63,
# py_tableau) : seule la rangée des valeurs est le lancer.
DES_EN_TABLEAU_ET_LANCER_PRECEDENT = (
    ("__main__.py", DESSIN_DES_DES,
     '    print("+--------+---+---+---+---+---+")\n'
     '    print("| De     | " + " | ".join(str(i) for i in range(1, 6)) + " |")\n'
     '    print("| Valeur | " + " | ".join(str(v) for v in d) + " |")\n'
     '    print("+--------+---+---+---+---+---+")\n'
     '    if getattr(afficher_des, "avant", None):\n'
     '        print("  (lancer precedent : " + " ".join(map(str, afficher_des.avant)) + ")")\n'
     '    afficher_des.avant = list(d)\n'),
)
# Le dessin du cours, puis les mêmes dés en chiffres : un programme qui dessine ses dés ne se lit jamais en
# chiffres (la lecture essayée, puis retirée, de 7992767 y donnait huit à treize faux « échoué »).
DES_DESSINES_PUIS_EN_CHIFFRES = (
    ("__main__.py", DESSIN_DES_DES,
     '    print("Vos des : " + " ".join(str(v) for v in d))\n' + DESSIN_DES_DES
     + '    print("Des joues : " + " ".join(str(v) for v in d))\n'),
)


# Des dés dessinés à la façon de l'équipe, pas du cours, leurs numéros dessous (tour 66, py_menu) : ces
# numéros ne sont jamais le lancer.
DES_DESSINES_PAR_L_EQUIPE = (
    ("__main__.py", DESSIN_DES_DES,
     '    points = {1: ("   ", " • ", "   "), 2: ("•  ", "   ", "  •"), 3: ("•  ", " • ", "  •"),\n'
     '              4: ("• •", "   ", "• •"), 5: ("• •", " • ", "• •"), 6: ("• •", "• •", "• •")}\n'
     '    print(" ".join("┌───┐" for v in d))\n'
     '    for r in range(3):\n'
     '        print(" ".join("│" + points[v][r] + "│" for v in d))\n'
     '    print(" ".join("└───┘" for v in d))\n'
     '    print("   ".join(str(i) for i in range(1, 6)).center(29))\n'),
)


# Des dés encadrés de « +-----+ », en cases de cinq caractères comme celles du cours mais des « O » sans
# fond « _ » (tour 66, java_statique) : lues comme un dessin du cours, chaque face était « une face que le
# cours ne dessine pas », et tout restait « à vérifier ».
DES_ENCADRES_EN_CASES_DE_CINQ = (
    ("__main__.py", DESSIN_DES_DES,
     '    points = {1: ("     ", "  O  ", "     "), 2: ("O    ", "     ", "    O"),\n'
     '              3: ("O    ", "  O  ", "    O"), 4: ("O   O", "     ", "O   O"),\n'
     '              5: ("O   O", "  O  ", "O   O"), 6: ("O   O", "O   O", "O   O")}\n'
     '    print(" ".join("+-----+" for v in d) + " ")\n'
     '    for r in range(3):\n'
     '        print(" ".join("|" + points[v][r] + "|" for v in d) + " ")\n'
     '    print(" ".join("+-----+" for v in d) + " ")\n'
     '    print("".join(("(" + str(i) + ")").center(8) for i in range(1, 6)))\n'),
)
# Des dés encadrés de « +-------+ », des « o » dans des cases de sept caractères, leurs numéros dessous
# (tour 70, java_artmenu).
DES_ENCADRES_EN_CASES_DE_SEPT = (
    ("__main__.py", DESSIN_DES_DES,
     '    points = {1: ("       ", "   o   ", "       "), 2: (" o     ", "       ", "     o "),\n'
     '              3: (" o     ", "   o   ", "     o "), 4: (" o   o ", "       ", " o   o "),\n'
     '              5: (" o   o ", "   o   ", " o   o "), 6: (" o   o ", " o   o ", " o   o ")}\n'
     '    print(" " + " ".join("+-------+" for v in d))\n'
     '    for r in range(3):\n'
     '        print(" " + " ".join("|" + points[v][r] + "|" for v in d))\n'
     '    print(" " + " ".join("+-------+" for v in d))\n'
     '    print("".join(("(" + str(i) + ")").center(10) for i in range(1, 6)))\n'),
)
# Les lancers numérotés par un compte gardé d'un tour à l'autre (« --- Lancer 2 de 3 --- »), une pause après
# chaque case, les messages de refus écrits sur la ligne de la question qui suit (« Choix refuse. Numéro de
# la case … ? ») : la forme de tour 72, java_pause. ``{remise}`` : ce qui remet le compte à zéro au début
# d'un tour (rien chez java_pause, dont le compte ne se remet à zéro qu'au troisième lancer).
UN_TOUR_AU_COMPTE_DES_LANCERS = (
    "COMPTE = [0]\n\n\n"
    "def jouer_un_tour(d, f, g, rng):\n"
    "{remise}"
    "    choix = 12345\n"
    "    while True:\n"
    "        COMPTE[0] += 1\n"
    '        print("--- Lancer", COMPTE[0], "de 3 ---")\n'
    "        lancer(d, f, g, choix, rng)\n"
    "        if COMPTE[0] >= NB_ESSAIS:\n"
    "            COMPTE[0] = 0\n"
    "            return\n"
    "        choix = demander_des()\n"
    "        if choix == 0:\n"
    "            return\n")
JOUER_UN_TOUR = ("def jouer_un_tour(d, f, g, rng):\n    essai = 1\n    choix = 12345\n    garde = False\n"
                 "    while essai < NB_ESSAIS and not garde:\n        lancer(d, f, g, choix, rng)\n"
                 "        choix = demander_des()\n        garde = choix == 0\n        essai += 1\n"
                 "    if not garde:\n        lancer(d, f, g, choix, rng)\n")
PAUSE_ET_REFUS_SUR_LA_LIGNE_DE_L_INVITE = (
    ("__main__.py", "                appliquer_pointage(f, g, case)\n",
     "                appliquer_pointage(f, g, case)\n"
     '                input("Appuyez sur Entree pour continuer... ")\n'),
    ("__main__.py", '        print("Case invalide.")', '        print("Choix refuse. ", end="")'),
    ("__main__.py", '        print("Choix invalide.")', '        print("Invalide. ", end="")'),
)


# Une feuille à soi en deux colonnes encadrées, des points de conduite entre le nom et la valeur (tour 72,
# java_deuxcol) : « | ( 1) As ..........     3 |   | (10) Brelan .......    18 | ».
FEUILLE_EN_DEUX_COLONNES_A_POINTS = (
    ("__main__.py", '    print(" " * 19 + "GRILLE DE POINTAGE")\n',
     '    print("+" + "-" * 31 + "+   +" + "-" * 31 + "+")\n'
     '    print("|       PARTIE SUPERIEURE       |   |       PARTIE INFERIEURE       |")\n'
     '    faces = ["As", "Deux", "Trois", "Quatre", "Cinq", "Six"]\n'
     '    gauche = ["(%2d) %s" % (i, faces[i - 1]) for i in range(1, 7)]\n'
     '    gauche += ["     Sous-total", "     Bonus (63+)", "     Total haut"]\n'
     '    droite = ["(%d) %s" % (i, NOMS[i]) for i in range(10, 17)]\n'
     '    droite += ["     Total bas", "     GRAND TOTAL"]\n'
     '    for (eg, ig), (ed, idr) in zip(zip(gauche, range(1, 10)), zip(droite, range(10, 19))):\n'
     '        vg = "" if f[ig] == -1 else str(f[ig])\n'
     '        vd = "" if f[idr] == -1 else str(f[idr])\n'
     '        print("| " + (eg + " ").ljust(22, ".") + vg.rjust(6) + "  |   | "\n'
     '              + (ed + " ").ljust(22, ".") + vd.rjust(6) + "  |")\n'
     '    return\n'),
)


# Le dessin du cours, les dés en chiffres au bout de sa rangée du milieu (tour 64, py_boites) : la rangée
# n'est plus celle du cours, et ces chiffres ne sont pas des dés écrits en chiffres.
DES_EN_CHIFFRES_AU_BOUT_DE_LA_RANGEE = (
    ("__main__.py", DESSIN_DES_DES,
     '    print(" _____ " * 5)\n    for r in range(3):\n'
     '        fin = "     Vos des : " + " ".join(str(v) for v in d) if r == 1 else ""\n'
     '        print("".join("|" + DESSINS[v][r] + "|" for v in d) + fin)\n'
     '    print("".join(str(i).center(7) for i in range(1, 6)))\n'),
)


# Les dés écrits en chiffres, puis une pause, puis leur dessin du cours (revue 68, pausedessin) : le premier
# écran, sans dessin encore, ne doit pas apprendre la forme des chiffres.
CHIFFRES_PUIS_PAUSE_PUIS_DESSIN = (
    ("__main__.py", "    calculer_coups_possibles(d, f, g)\n    afficher_des(d)\n",
     "    calculer_coups_possibles(d, f, g)\n"
     '    print("Vos des : " + " ".join(str(v) for v in d))\n'
     '    input("Appuyez sur Entree pour voir les des...")\n    afficher_des(d)\n'),
)


# Une feuille à soi, en liste à points, que le correcteur ne lit pas (tour 63, py_crochets).
FEUILLE_EN_LISTE_A_POINTS = (
    ("__main__.py", '    print(" " * 19 + "GRILLE DE POINTAGE")\n',
     '    print("=========== FEUILLE DE POINTAGE ===========")\n'
     '    noms = ["Les 1", "Les 2", "Les 3", "Les 4", "Les 5", "Les 6", "Sous-total", "Bonus",\n'
     '            "Total haut", "Brelan", "Carre", "Main pleine", "Petite suite", "Grosse suite",\n'
     '            "Surplus", "YUM", "Total bas", "TOTAL"]\n'
     '    for i, nom in zip((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18), noms):\n'
     '        numero = str(i) if i not in (7, 8, 9, 17, 18) else ""\n'
     '        print(numero.rjust(3), nom.ljust(18), str(f[i]) if f[i] >= 0 else ".")\n'
     '    return\n'),
)


# La feuille en deux colonnes côte à côte, à points de conduite, la colonne de gauche finie par des totaux
# sans numéro en face des cases numérotées de droite (« Sous-total .....  19       16  YUM ....  » : tour
# 76, java_colonnes).
FEUILLE_EN_DEUX_COLONNES_SANS_CADRE = (
    ("__main__.py", '    print(" " * 19 + "GRILLE DE POINTAGE")\n',
     '    print("                    FEUILLE DE POINTAGE")\n'
     '    print("   PARTIE SUPERIEURE            PARTIE INFERIEURE")\n'
     '    gauche = [(str(i) + "  " + nom, i) for i, nom in zip(range(1, 7), ("As", "Deux", "Trois",\n'
     '                                                                      "Quatre", "Cinq", "Six"))]\n'
     '    gauche += [("   Sous-total", 7), ("   Bonus", 8), ("   Total haut", 9)]\n'
     '    droite = [(str(i) + "  " + nom, i) for i, nom in zip(range(10, 17), ("Brelan", "Carre",\n'
     '              "Main pleine", "Petite suite", "Grosse suite", "Surplus", "YUM"))]\n'
     '    droite += [("    Total bas", 17), ("    TOTAL", 18)]\n'
     '    for (eg, ig), (ed, idr) in zip(gauche, droite):\n'
     '        vg = str(f[ig]) if f[ig] >= 0 else ""\n'
     '        vd = str(f[idr]) if f[idr] >= 0 else ""\n'
     '        print("    " + (eg + " ").ljust(18, ".") + vg.rjust(4) + "       "\n'
     '              + (ed + " ").ljust(20, ".") + vd.rjust(4))\n'
     '    return\n'),
)


# La feuille en trois colonnes à barres, le numéro, le nom, les points ; le nom d'une face est son chiffre
# (« |  3 | 3             |      3 | » : tour 77, py_classe).
FEUILLE_A_COLONNE_DES_NUMEROS = (
    ("__main__.py", '    print(" " * 19 + "GRILLE DE POINTAGE")\n',
     '    bord = "+----+---------------+--------+"\n'
     '    print(bord)\n    print("| no | case          | points |")\n    print(bord)\n'
     '    noms = {7: "Sous total", 8: "Bonus", 9: "Total haut", 17: "Total bas", 18: "Total"}\n'
     '    for i in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18):\n'
     '        numero = "" if i in noms else str(i)\n'
     '        nom = noms.get(i, NOMS.get(i, str(i)))\n'
     '        points = "" if f[i] == -1 else str(f[i])\n'
     '        print("| " + numero.rjust(2) + " | " + nom.ljust(13) + " | " + points.rjust(6) + " |")\n'
     '    print(bord)\n'
     '    return\n'),
)


# L'invite des dés porte le numéro du lancer, sans autre en-tête de lancer (revue 3, p5b).
INVITE_DES_NUMEROTEE = (
    ("__main__.py", 'def demander_des():\n    while True:\n'
                    '        r = input("Quels dés relancer ? (ex. 135, 0 = aucun) ")',
     'def demander_des(essai):\n    while True:\n'
     '        r = input("Essai " + str(essai) + " : des a relancer, ex. 523 (0 = aucun) : ")'),
    ("__main__.py", "        choix = demander_des()\n", "        choix = demander_des(essai)\n"),
)


# Chaque case refusée compte pour un tour : la case redemandée, la partie plus courte (inédit 20, p3).
CASE_REFUSEE_COMPTEE = (
    ("__main__.py", "NB_TOURS = 13\n", "NB_TOURS = 13\nREFUS = [0]\n"),
    ("__main__.py", '        print("Case invalide.")\n',
     '        print("Case invalide.")\n        REFUS[0] += 1\n'),
    ("__main__.py", "            tour += 1\n",
     "            tour += 1 + REFUS[0]\n            REFUS[0] = 0\n"),
)


def oui_non_avant_les_des(question):
    """Retourne la substitution qui pose ``question`` (oui ou non) avant celle des dés : « n » garde tous les
    dés, « o » mène à la question des dés ; une autre réponse est refusée et la question reposée (programme
    inédit p2, tour 8 d'essais : beaucoup d'équipes de première année font ainsi, au lieu du « 0 »)."""
    return (("__main__.py", "def demander_des():\n    while True:\n",
             f"def demander_des():\n    oui = input({question!r})\n"
             "    while oui not in (\"o\", \"n\"):\n        print(\"Repondez par o ou n.\")\n"
             f"        oui = input({question!r})\n"
             "    if oui == \"n\":\n        return 0\n    while True:\n"),)



# Une même invite (« Votre choix > ») pour les dés et pour la case, les dés gardés redessinés après « 0 »,
# les dés et les coups redessinés après une case refusée (revue 4, a1d).
INVITE_UNIQUE_ET_REDESSINS = (
        ("__main__.py", '        r = input("Quels dés relancer ? (ex. 135, 0 = aucun) ")',
         '        print("Des a relancer, ex. 523 (0 = aucun)")\n        r = input("Votre choix > ")'),
        ("__main__.py", '        r = input("Numéro de la case à remplir (0 = annuler) ? ")',
         '        print("Numero de la case a remplir (0 = quitter la partie)")\n'
         '        r = input("Votre choix > ")'),
        ("__main__.py", "        garde = choix == 0\n",
         "        garde = choix == 0\n        if garde:\n            print(\"Vous gardez vos des :\")\n"
         "            afficher_des(d)\n            afficher_grille(g)\n"),
        ("__main__.py", "def lancer(d, f, g, choix, rng):\n",
         "def lancer(d, f, g, choix, rng):\n    global ECRAN\n    ECRAN = (d, g)\n"),
        ("__main__.py", '        print("Case invalide.")\n',
         '        print("Cette case n\'existe pas!")\n        afficher_des(ECRAN[0])\n'
         '        afficher_grille(ECRAN[1])\n'),
)


def redessin_apres_un_refus(feuille):
    """Retourne les substitutions qui redessinent les dés (et la feuille si ``feuille``) après chaque réponse
    refusée, aux dés comme à la case (inédit j4, tour 10 d'essais : tout l'écran avant chaque question ;
    ces mêmes dés étaient pris pour un lancer, ou pour un nouveau tour, et sept refus justes échouaient)."""
    redessin = (("        afficher_feuille(ECRAN[1])\n" if feuille else "")
                + "        afficher_des(ECRAN[0])\n")
    refus = ("        print(\"Choix invalide.\")\n", "        print(\"Case invalide.\")\n")
    return (("__main__.py", "def lancer(d, f, g, choix, rng):\n",
             "def lancer(d, f, g, choix, rng):\n    global ECRAN\n    ECRAN = (d, f)\n"),
            *(("__main__.py", message, message + redessin) for message in refus))


# « 0 » aux dés refusé (« Choix invalide. », la question reposée) : il faut relancer au moins un dé.
ZERO_REFUSE_AUX_DES = ("__main__.py", "        if choix is not None:\n            return choix",
                       "        if choix is not None and choix != 0:\n            return choix")


def zero_refuse_et_relance_retombee_pareille(tour):
    """Retourne les substitutions qui refusent « 0 » aux dés (« Choix invalide. », la question reposée) et,
    au deuxième lancer du ``tour``-ième tour joué par le processus, font retomber les cinq dés de « 12345 »
    sur leurs faces (le hasard, une fois sur 7 776)."""
    return (ZERO_REFUSE_AUX_DES,
            ("__main__.py", "def jouer_un_tour(d, f, g, rng):\n    essai = 1\n",
             "TOURS_JOUES = [0]\n\n\ndef jouer_un_tour(d, f, g, rng):\n"
             "    TOURS_JOUES[0] += 1\n    essai = 1\n"),
            ("__main__.py",
             "    while essai < NB_ESSAIS and not garde:\n        lancer(d, f, g, choix, rng)\n",
             "    while essai < NB_ESSAIS and not garde:\n"
             f"        retombee = essai == 2 and choix == 12345 and TOURS_JOUES[0] == {tour}\n"
             "        lancer(d, f, g, 0 if retombee else choix, rng)\n"))


class Variante(NamedTuple):
    """Une variante de tp1_yum : son style, ses substitutions, les tests qui doivent échouer, et ceux que
    la faute laisse « à vérifier » (tous les autres sont réussis)."""

    identifiant: str
    style: tuple
    substitutions: tuple
    description: str
    echecs: tuple
    a_verifier: tuple = ()


VARIANTES = (
    Variante("juste_sans_accents_tour_0", SANS_ACCENTS_TOUR_0, (),
             "Un programme juste : mots sans accents, « TOUR 0 » au premier tour.", ()),
    Variante("grille_perimee", TOUR_1, (
        ("__main__.py", "    rouler_des(d, choix, rng)\n    calculer_coups_possibles(d, f, g)",
         "    rouler_des(d, choix, rng)\n    if choix == 12345:\n"
         "        calculer_coups_possibles(d, f, g)"),),
             "Les choix possibles ne sont calculés qu'au premier lancer du tour (et après « 12345 ») :"
             " aux lancers suivants, la grille d'un lancer précédent reste offerte, avec ses points."
             " Les cas rares et le bonus, qui ne se voient guère qu'aux lancers 2 et 3, sont « à vérifier »,"
             " ainsi que le brelan et la case remplie devant cinq pareils tombés le Yum rempli.",
             ("test_la_grille_suit_chaque_lancer",),
             ("test_les_points_du_carre", "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils",
              "test_les_points_de_la_main_pleine", "test_les_points_du_yum",
              "test_le_bonus_de_25_des_63_points_en_haut", "test_les_points_du_brelan",
              "test_les_points_des_suites", "test_une_case_remplie_n_est_plus_proposee")),
    Variante("grille_calculee_avant_les_des", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "    rouler_des(d, choix, rng)\n    calculer_coups_possibles(d, f, g)",
         "    calculer_coups_possibles(d, f, g)\n    rouler_des(d, choix, rng)"),),
             "Les choix possibles sont calculés avant que les dés roulent (revue 69, grilleavant) : chaque"
             " grille est celle des dés d'avant, au premier lancer d'un tour aussi (les derniers dés du tour"
             " d'avant, ou cinq 1 au premier tour). Une seule faute, celle de la grille ; aucune grille"
             " n'étant sûre, les règles de points et le bonus sont « à vérifier » (elles échouaient toutes,"
             " huit fautes pour une).",
             ("test_la_grille_suit_chaque_lancer",),
             ("test_les_points_des_faces", "test_les_points_du_brelan", "test_les_points_du_carre",
              "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils", "test_les_points_de_la_main_pleine",
              "test_les_points_des_suites", "test_les_points_du_surplus", "test_les_points_du_yum",
              "test_une_case_remplie_n_est_plus_proposee", "test_le_bonus_de_25_des_63_points_en_haut")),
    Variante("grille_remise_a_zero_au_premier_lancer_seulement", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "    rouler_des(d, choix, rng)\n    calculer_coups_possibles(d, f, g)",
         "    rouler_des(d, choix, rng)\n    ancienne = list(g) if choix != 12345 else [0] * len(g)\n"
         "    calculer_coups_possibles(d, f, g)\n    for i in range(len(g)):\n"
         "        if g[i] == 0 and ancienne[i] != 0:\n            g[i] = ancienne[i]"),),
             "La grille des choix n'est remise à zéro qu'au premier lancer du tour (tour 32, java_grille) :"
             " aux lancers suivants, une case que les dés montrés ne donnent plus garde les points d'un"
             " lancer d'avant, les autres suivent les dés. La grille n'est celle d'aucun lancer : les règles"
             " de points échouaient toutes, et la grille « à jour » réussissait.",
             ("test_la_grille_suit_chaque_lancer",),
             ("test_les_points_du_carre", "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils",
              "test_les_points_de_la_main_pleine", "test_les_points_du_yum",
              "test_le_bonus_de_25_des_63_points_en_haut", "test_les_points_du_brelan",
              "test_les_points_des_suites", "test_une_case_remplie_n_est_plus_proposee")),
    Variante("petite_suite_deux_fautes", SANS_ACCENTS_TOUR_0, (
        ("regles.py", "    if c[3] == 0 or c[4] == 0:\n        return 0\n"
                      "    if (c[1] and c[2]) or (c[2] and c[5]) or (c[5] and c[6]):\n        return 1\n",
         "    if c[1] == 1 and c[2] == 1 and c[3] == 1 and c[5] == 1 and c[6] == 1:\n        return 1\n"
         "    if c[3] != 1 or c[4] != 1:\n        return 0\n"
         "    if (c[1] == 1 and c[2] == 1) or (c[2] == 1 and c[5] == 1) or (c[5] == 1 and c[6] == 1):\n"
         "        return 1\n"),),
             "Deux fautes dans la petite suite : oubliée quand une paire s'y trouve (1 2 3 4 4), offerte pour"
             " 1 2 3 5 6.", ("test_les_points_des_suites",)),
    Variante("bonus_repete_sans_feuille_finale", TOUR_1, (
        ("regles.py", "    feuille[8] = 25 if haut >= 63 else 0",
         "    feuille[8] = feuille[8] + 25 if haut >= 63 else 0"),
        ("__main__.py", "            tour += 1\n        afficher_feuille(f)\n", "            tour += 1\n"),),
             "Le bonus s'ajoute encore à chaque choix après 63 points en haut (50, 75…), et aucune feuille"
             " n'est montrée après le dernier choix.", ("test_le_bonus_de_25_des_63_points_en_haut",)),
    Variante("treizieme_tour_sans_case", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "            case = demander_case(f)\n            if case == 0:\n"
                        "                annule = True\n            else:\n",
         "            if tour == NB_TOURS and not any(g):\n                print(\"Aucun choix possible.\")\n"
         "                case = -1\n            else:\n                case = demander_case(f)\n"
         "            if case == 0:\n                annule = True\n            elif case > 0:\n"),),
             "Au 13e tour, quand aucune case ne rapporte, le programme ne demande pas la case et passe à la"
             " fin de la partie.", ("test_chaque_tour_demande_la_case",)),
    Variante("faces_jamais_offertes", TOUR_1, (
        ("__main__.py", "        if g[i] != 0:\n            print(\"  case\"",
         "        if g[i] != 0 and i > 6:\n            print(\"  case\""),),
             "La grille des choix possibles ne montre que les cases du bas qui rapportent : jamais une face"
             " du haut (le programme les accepte et les compte quand même).", ("test_les_points_des_faces",)),
    Variante("rejouer_premiere_lettre", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "        while r not in (\"o\", \"n\"):",
         "        while r[:1] not in (\"o\", \"n\"):"),
        ("__main__.py", "        encore = r == \"o\"", "        encore = r[:1] == \"o\""),),
             "« rejouer ? » ne lit que la première lettre : « oui », « non », « ok » passent (§5.3 : aucun"
             " autre choix que « o » ou « n »).", ("test_la_reponse_rejouer_est_validee",)),
    Variante("rejouer_majuscule_quitte", TOUR_1, (
        ("__main__.py", "        while r not in (\"o\", \"n\"):",
         "        while r not in (\"o\", \"n\", \"O\", \"N\"):"),),
             "« rejouer ? » accepte « O » et « N » majuscules, mais ne compare ensuite qu'à « o » minuscule :"
             " « O » finit le programme (programme inédit j2b, onzième tour d'essais).",
             ("test_la_reponse_rejouer_est_validee",)),
    Variante("case_a_zero_reprise", SANS_ACCENTS_TOUR_0, (
        ("saisie.py", "    if feuille[case] != -1:", "    if feuille[case] > 0:"),),
             "Une case remplie à 0 point passe pour libre (le test « > 0 » au lieu de « != -1 » ; l'énoncé"
             " met -1 dans les cases libres « puisque zéro est un pointage possible ») : elle est reprise.",
             ("test_une_case_occupee_est_refusee",)),
    Variante("case_16_jamais_occupee", TOUR_1, (
        ("saisie.py", "    if feuille[case] != -1:", "    if case < 16 and feuille[case] != -1:"),),
             "La case 16 (le Yum), la dernière, n'est jamais vue occupée : la boucle qui cherche les cases"
             " occupées s'arrête une case trop tôt (programme inédit j5, douzième tour d'essais).",
             ("test_une_case_occupee_est_refusee",)),
    Variante("case_bornee_a_la_longueur_du_tableau", SANS_ACCENTS_TOUR_0, (
        ("saisie.py", "    if case < 1 or case > 16 or (7 <= case <= 9):",
         "    if case < 1 or case >= len(feuille) or (7 <= case <= 9):"),
        ("saisie.py", "    if feuille[case] != -1:", "    if case <= 16 and feuille[case] != -1:"),),
             "Le numéro de case est borné à la longueur de la feuille (19 cases) au lieu de 16, et la case"
             " occupée ne se cherche que parmi les cases de jeu : « 17 » et « 18 », les totaux du bas, sont"
             " acceptés (§3 : « le nombre doit être entre 0 et 16 »).",
             ("test_une_case_hors_limites_est_refusee",)),
    Variante("total_du_haut_accepte", TOUR_1, (
        ("saisie.py", "    if case < 1 or case > 16 or (7 <= case <= 9):",
         "    if case < 1 or case > 16 or (7 <= case < 9):"),
        ("saisie.py", "    if feuille[case] != -1:", "    if case != 9 and feuille[case] != -1:"),),
             "Le sous-total et le Bonus sont refusés, mais pas le total du haut (9) : une borne de trop peu,"
             " et la case occupée ne se cherche pas à la 9 (§4 : les cases 7, 8 et 9 sont des totaux).",
             ("test_une_case_de_total_est_refusee",)),
    Variante("surplus_des_trois_plus_hauts", SANS_ACCENTS_TOUR_0, (
        ("regles.py", "    proposer(feuille, grille, 15, total)",
         "    proposer(feuille, grille, 15, sum(sorted(des)[2:]))"),),
             "Le Surplus vaut la somme des trois plus hauts dés, non des cinq (programme inédit j4, douzième"
             " tour d'essais) : il égale parfois la somme du lancer d'avant, quand il reste seul libre, sans"
             " que la grille soit périmée.", ("test_les_points_du_surplus",)),
    Variante("rejouer_dans_la_chaine_on", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "        while r not in (\"o\", \"n\"):", "        while r not in \"on\":"),),
             "« rejouer ? » validé par « r not in \"on\" » : la réponse vide (et « on ») passe, la chaîne"
             " vide étant dans toute chaîne, et finit le programme (suggéré au quatorzième tour d'essais).",
             ("test_la_reponse_rejouer_est_validee",)),
    Variante("juste_o_majuscule_puis_pause_avant_la_partie", TOUR_1, (
        ("__main__.py", "        while r not in (\"o\", \"n\"):",
         "        while r.lower() not in (\"o\", \"n\"):"),
        ("__main__.py", "        encore = r == \"o\"", "        encore = r.lower() == \"o\""),
        ("__main__.py", "    while encore:\n",
         "    while encore:\n"
         "        input(\"Appuyez sur Entree pour commencer une nouvelle partie...\")\n"),),
             "Un programme juste qui prend « O » pour « o » et ouvre chaque partie par une pause"
             " (« Appuyez sur Entree pour commencer une nouvelle partie... ») : la réponse vide tapée à cette"
             " pause était dite « a relancé une partie » (revue de la session, j1).", ()),
    Variante("juste_case_redemandee_quand_meme_sans_garde_de_type", TOUR_1, (
        ("__main__.py", "    while True:\n"
                        "        r = input(\"Numéro de la case à remplir (0 = annuler) ? \")\n"
                        "        try:\n            case = analyser_case(r, f)\n"
                        "        except ValueError:\n            case = None\n",
         "    invite = \"Numéro de la case à remplir (0 = annuler) ? \"\n    while True:\n"
         "        r = input(invite)\n        invite = \"Il faut quand meme choisir une case libre : \"\n"
         "        case = analyser_case(r, f)\n"),),
             "Un programme juste qui redemande la case par « Il faut quand meme choisir une case libre : »,"
             " sans garde de type (une lettre le fait planter, §3, note 1) : le correcteur y voyait une"
             " confirmation et tapait « o » (revue de la session, p3 : trois faux « échoué »).", ()),
    Variante("juste_pause_apres_une_case_refusee_puis_tour_redessine", TOUR_1, (
        ("__main__.py", "def demander_case(f):", "def demander_case(f, d, g):"),
        ("__main__.py", "        print(\"Case invalide.\")\n",
         "        print(\"Case invalide.\")\n        input(\"Appuyez sur Entree pour continuer...\")\n"
         "        afficher_des(d)\n        afficher_grille(g)\n"),
        ("__main__.py", "            case = demander_case(f)\n",
         "            case = demander_case(f, d, g)\n"),),
             "Un programme juste qui, après une case refusée, fait une pause puis redessine les dés et la"
             " grille du même tour : le correcteur tapait la case suivante à la pause et prenait le même"
             " tour redessiné pour un nouveau (revue de la session, j4).", ()),
    Variante("juste_inscrire_zero_a_confirmer", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "            case = demander_case(f)\n            if case == 0:",
         "            case = demander_case(f)\n"
         "            while case != 0 and g[case] == 0 and input(\n"
         "                    \"Voulez-vous inscrire 0 dans cette case (o/n) ? \") != \"o\":\n"
         "                case = demander_case(f)\n"
         "            if case == 0:"),),
             "Un programme juste qui fait confirmer une case à 0 point sans mot de confirmation"
             " (« Voulez-vous inscrire 0 dans cette case (o/n) ? ») : le correcteur y répondait « n » et, au"
             " 13e tour, la prenait pour « rejouer ? » (revue de la session, p6).", ()),
    Variante("juste_coups_trois_par_ligne_entre_crochets", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", '    for i in range(19):\n        if g[i] != 0:\n'
                        '            print("  case", i, "-", NOMS.get(i, "les " + str(i)), ":", g[i], "pts")',
         '    morceaux = ["[" + str(i) + "] " + NOMS.get(i, "Les " + str(i)) + " = " + str(g[i])\n'
         '                for i in range(19) if g[i] != 0]\n'
         '    for k in range(0, len(morceaux), 3):\n'
         '        print("  " + "".join(morceau.ljust(26) for morceau in morceaux[k:k + 3]))'),),
             "Un programme juste qui écrit ses coups trois par ligne, le numéro entre crochets"
             " (« [1] Les 1 = 1             [3] Les 3 = 6 ») : seules les lignes d'un coup se lisaient, et"
             " les coups des autres étaient dits absents (programme inédit p1 du quinzième tour d'essais :"
             " cinq faux « échoué »).", ()),
    Variante("juste_menu_avant_le_jeu_lu_en_entier", TOUR_1, (
        ("__main__.py", "    encore = True\n    while encore:\n",
         "    print(\"1 - Jouer\")\n    print(\"2 - Quitter\")\n"
         "    if int(input(\"Votre choix : \")) != 1:\n        return\n"
         "    encore = True\n    while encore:\n"),),
             "Un programme juste qui ouvre sur un menu lu par « int(input()) » : Entrée, tapée avant l'option"
             " du menu, le faisait planter (§3, note 1 : permis), et rien ne se notait (programme inédit j2"
             " du quinzième tour d'essais : 32 « non notable »).", ()),
    Variante("juste_menu_d_une_ligne_avant_le_jeu", TOUR_1, (
        ("__main__.py", "    encore = True\n    while encore:\n",
         "    while True:\n        print(\"1. Jouer  2. Regles  3. Quitter\")\n        r = input(\"> \")\n"
         "        if r == \"1\":\n            break\n        if r == \"3\":\n            return\n"
         "        print(\"***** OPTION INVALIDE *****\")\n"
         "    encore = True\n    while encore:\n"),),
             "Un programme juste qui ouvre sur un menu aux options sur une ligne (« 1. Jouer  2. Regles  3."
             " Quitter », relecture 11, java_menu) : lue d'un bloc, la ligne disait aussi « quitter », aucune"
             " option n'était choisie, et les 32 comportements restaient « à vérifier ».", ()),
    Variante("juste_menu_avant_chaque_partie_lu_en_entier", TOUR_1, (
        ("__main__.py", "    while encore:\n",
         "    while encore:\n        print(\"1 - Jouer\")\n        print(\"2 - Quitter\")\n"
         "        if int(input(\"Votre choix : \")) != 1:\n            return\n"),),
             "Un programme juste qui ouvre chaque partie, après « o » aussi, sur un menu lu par"
             " « int(input()) » : après « o », Entrée, tapée avant l'option du menu, le faisait planter"
             " (§3, note 1 : permis).", ()),
    Variante("zero_dans_les_des", TOUR_1, (
        ("saisie.py", "        if c < \"1\" or c > \"5\" or c in vus:",
         "        if c > \"5\" or c in vus:"),),
             "Un « 0 » parmi les dés à relancer est accepté (« 10 » relance les dés 1 et 5 : l'indice -1 de"
             " la liste) ; l'énoncé veut chaque chiffre de 1 à 5.",
             ("test_la_reponse_6_aux_des_est_refusee",)),
    Variante("zero_refuse_aux_des", TOUR_1, (ZERO_REFUSE_AUX_DES,),
             "« 0 » aux dés est refusé (« Choix invalide. », la question reposée) : il faut relancer au"
             " moins un dé, et chaque tour a ses trois lancers.",
             ("test_0_garde_tous_les_des_et_passe_a_la_case",)),
    Variante("zero_refuse_aux_des_et_relance_retombee_pareille", TOUR_1,
             zero_refuse_et_relance_retombee_pareille(15),
             "« 0 » aux dés est refusé, et au deuxième tour de la deuxième partie, « 12345 » fait"
             " retomber les cinq dés sur leurs faces (le hasard, une fois sur 7 776 : une correction sur"
             " cent cinquante de « zero_refuse_aux_des » le voyait, et le correcteur, prenant ce lancer pour"
             " un refus, tapait sa case à la question des dés : quatre faux « échoué »).",
             ("test_0_garde_tous_les_des_et_passe_a_la_case",)),
    Variante("zero_refuse_aux_des_et_relance_retombee_pareille_au_premier_tour", TOUR_1,
             zero_refuse_et_relance_retombee_pareille(1),
             "« 0 » aux dés est refusé, et au premier tour de chaque processus, « 12345 » fait retomber les"
             " cinq dés sur leurs faces (le hasard, une fois sur 7 776 : une correction sur quelques"
             " centaines de « zero_refuse_aux_des_et_relance_retombee_pareille » le voyait dans la sonde de"
             " « 0 » à la case ; le correcteur, qui n'a pas encore vu l'invite de la case, prenait ce lancer"
             " pour un refus, tapait « 0 » à la question des dés, et « 0 à la case annule la partie »"
             " échouait).",
             ("test_0_garde_tous_les_des_et_passe_a_la_case",)),
    Variante("reponse_vide_prise_pour_zero", SANS_ACCENTS_TOUR_0, (
        ("saisie.py", 'def analyser_des_a_rouler(texte):\n    if texte == "":\n        return None\n',
         'def analyser_des_a_rouler(texte):\n    if texte == "":\n        return 0\n'),),
             "Une réponse vide aux dés est prise pour « 0 » : les dés gardés, la question de la case (tour"
             " 26, p2). La sonde remplit le Surplus au premier tour, puis, la réponse vide menant à la case,"
             " y tapait encore le Surplus : refusé (« case déjà utilisée »), le verdict restait « à"
             " vérifier ».",
             ("test_une_reponse_vide_aux_des_est_refusee",)),
    Variante("zero_quitte_sans_rejouer", TOUR_1, (
        ("__main__.py", "            if case == 0:\n                annule = True\n",
         "            if case == 0:\n                print(\"Partie annulee. Au revoir!\")\n"
         "                return\n"),),
             "« 0 » à la case quitte le programme sans demander si l'on rejoue ; l'énoncé (§3) : « Dans les"
             " deux cas, votre programme demandera si l'utilisateur veut jouer une autre partie ».",
             ("test_zero_a_la_case_annule_la_partie",)),
    Variante("zero_recommence_sans_rejouer", TOUR_1, (
        ("__main__.py", '        afficher_feuille(f)\n        print("Score :", f[18])\n',
         '        if annule:\n            print("Partie annulee! On recommence.")\n            continue\n'
         '        afficher_feuille(f)\n        print("Score :", f[18])\n'),),
             "« 0 » à la case commence aussitôt une partie neuve, sans demander si l'on rejoue (tour 26,"
             " j4) ; la sonde de « rejouer ? », qui y va par « 0 », jouait ensuite la partie neuve en"
             " comptant le tour annulé : « un 14e tour a commencé », un faux « échoué » de la réponse à"
             " rejouer.",
             ("test_zero_a_la_case_annule_la_partie",)),
    Variante("partie_de_douze_tours", TOUR_1, (
        ("__main__.py", "        while not annule and tour <= NB_TOURS:",
         "        while not annule and tour < NB_TOURS:"),),
             "Une partie dure douze tours, puis « rejouer ? » (tour 26, j1) : le correcteur n'y tapait jamais"
             " « o » (ses treize cases n'étaient pas remplies), relançait le programme à chaque partie, et"
             " « o recommence une partie » restait « à vérifier ».",
             ("test_une_partie_dure_13_tours",)),
    Variante("zero_quitte_sans_rejouer_apres_le_premier_tour", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "            if case == 0:\n                annule = True\n",
         "            if case == 0 and tour > 1:\n                print(\"Fin du jeu.\")\n"
         "                return\n            if case == 0:\n                annule = True\n"),),
             "« 0 » à la case quitte le programme sans demander si l'on rejoue, mais seulement après le"
             " premier tour (au premier, « rejouer ? » suit) ; l'énoncé (§3) le veut à chaque question de la"
             " case (programme inédit p3b, tour 12 d'essais : la sonde ne tapait « 0 » qu'au premier tour).",
             ("test_zero_a_la_case_annule_la_partie",)),
    Variante("dernier_lancer_meme_apres_zero", TOUR_1, (
        ("__main__.py", "        choix = demander_des()\n        garde = choix == 0\n        essai += 1\n"
                        "    if not garde:\n        lancer(d, f, g, choix, rng)",
         "        reponse = demander_des()\n        garde = reponse == 0\n        if not garde:\n"
         "            choix = reponse\n        essai += 1\n    lancer(d, f, g, choix, rng)"),),
             "Le dernier lancer se fait même après « 0 » (le « if not garde » du pseudo-code oublié), avec "
             "les dés à relancer de la réponse d'avant (tous, au premier lancer), puis la case est "
             "demandée ; l'énoncé (§2, §5.2) veut « 0 » pour garder tous les dés (programme inédit p3, "
             "tour 15 d'essais : le correcteur tapait « 0 » à la question de la case et annulait chaque "
             "partie). Le bonus est « à vérifier » : ses dés gardés relancés, 63 en haut ne se vise pas (la"
             " CI d'un clone neuf l'a vu « à vérifier » une fois, « réussi » sinon).",
             ("test_0_garde_tous_les_des_et_passe_a_la_case",),
             ("test_le_bonus_de_25_des_63_points_en_haut",)),
    Variante("premier_chiffre_jamais_relance", TOUR_1, (
        ("des.py", "    while choix != 0:\n", "    while choix > 9:\n"),),
             "Le premier chiffre de la réponse aux dés n'est jamais relancé (la boucle s'arrête un chiffre"
             " trop tôt) : « 523 » ne relance que les dés 2 et 3 ; l'énoncé (§5.2) veut le choix aléatoire"
             " des dés selon la valeur de la variable (programme inédit j6, tour 16 d'essais : 32"
             " « réussi »). Le correcteur ne peut plus viser les cas rares : ils sont « à vérifier » ;"
             " le dé 1 n'est jamais relancé, et les suites sans 1 (2345, 23456) jamais vues.",
             ("test_seuls_les_des_nommes_sont_relances",),
             ("test_les_points_du_carre", "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils",
              "test_les_points_de_la_main_pleine", "test_les_points_des_suites", "test_les_points_du_yum",
              "test_le_bonus_de_25_des_63_points_en_haut",
              "test_les_points_du_brelan", "test_une_case_remplie_n_est_plus_proposee")),
    Variante("de_5_jamais_relance", SANS_ACCENTS_TOUR_0, (
        ("des.py", "        des[chiffre - 1] = generer_de(rng)\n",
         "        if chiffre != 5:\n            des[chiffre - 1] = generer_de(rng)\n"),),
             "Le dé 5 n'est jamais relancé ; l'énoncé (§5.2) veut le choix aléatoire des dés selon la valeur"
             " de la variable (revue 3 : la faute nommée, mais les suites entre « réussi » et « à vérifier »"
             " selon les dés). Le correcteur ne peut plus viser les cas rares ni chaque forme de suite : ils"
             " sont « à vérifier » à chaque correction.",
             ("test_seuls_les_des_nommes_sont_relances",),
             ("test_les_points_du_carre", "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils",
              "test_les_points_de_la_main_pleine", "test_les_points_des_suites", "test_les_points_du_yum",
              "test_le_bonus_de_25_des_63_points_en_haut",
              "test_les_points_du_brelan", "test_une_case_remplie_n_est_plus_proposee")),
    Variante("des_de_1_a_5", SANS_ACCENTS_TOUR_0, (
        ("des.py", "    return rng.randint(1, 6)", "    return rng.randint(1, 5)"),),
             "Les dés ne montrent jamais 6 (« Math.random() * 5 + 1 ») ; l'énoncé (§4) veut des valeurs de 1"
             " à 6 (programme inédit j11, tour 7 d'essais : aucun comportement n'échouait). Les faces, les"
             " suites et le bonus, qui veulent des 6, sont « à vérifier ».",
             ("test_seuls_les_des_nommes_sont_relances",),
             ("test_les_points_des_faces", "test_les_points_des_suites",
              "test_le_bonus_de_25_des_63_points_en_haut")),
    Variante("des_toujours_a_1", TOUR_1, (
        ("des.py", "    return rng.randint(1, 6)", "    return int(rng.random()) * 6 + 1"),),
             "Chaque dé vaut 1 (« (int) Math.random() * 6 + 1 », le transtypage avant le produit : inédit 22,"
             " j4). La faute des dés, nommée sous « seuls les dés nommés sont relancés » ; chaque partie"
             " neuve montre 1 1 1 1 1 comme la fin de la précédente, sans que « o » en soit fautif (il était"
             " « échoué »).",
             ("test_seuls_les_des_nommes_sont_relances",),
             ("test_la_grille_suit_chaque_lancer", "test_les_points_des_faces", "test_les_points_du_carre",
              "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils", "test_les_points_de_la_main_pleine",
              "test_les_points_des_suites", "test_les_points_du_yum",
              "test_le_bonus_de_25_des_63_points_en_haut",
              "test_les_points_du_brelan", "test_une_case_remplie_n_est_plus_proposee")),
    Variante("des_de_0_a_5_dessines_par_le_cours", SANS_ACCENTS_TOUR_0, (
        ("des.py", "    return rng.randint(1, 6)", "    return rng.randint(0, 5)"),
        ("__main__.py", 'print("".join("|" + DESSINS[v][r] + "|" for v in d))',
         'print("".join("|" + DESSINS.get(v, DESSINS[2])[r] + "|" for v in d))')),
             "Les dés vont de 0 à 5 (« rand.nextInt(6) » sans « + 1 ») et un 0 est dessiné comme un 2, comme"
             " le fait la procédure de dessin du cours ; l'énoncé (§4) veut des valeurs de 1 à 6 (programme"
             " inédit j4, tour 16 d'essais : huit règles des points échouaient pour cette seule faute). La"
             " faute est nommée une fois ; les points, jugés sur des dés lus qui ne sont pas ceux du"
             " programme, sont « à vérifier ».",
             ("test_seuls_les_des_nommes_sont_relances",),
             ("test_les_points_des_faces", "test_les_points_du_brelan", "test_les_points_du_carre",
              "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils", "test_les_points_de_la_main_pleine",
              "test_les_points_des_suites", "test_les_points_du_surplus", "test_les_points_du_yum",
              "test_le_bonus_de_25_des_63_points_en_haut")),
    Variante("des_de_0_a_5_et_brelan_a_trois_fois_la_face", TOUR_1, (
        ("des.py", "    return rng.randint(1, 6)", "    return rng.randint(0, 5)"),
        ("__main__.py", 'print("".join("|" + DESSINS[v][r] + "|" for v in d))',
         'print("".join("|" + DESSINS.get(v, DESSINS[2])[r] + "|" for v in d))'),
        ("regles.py", "                proposer(feuille, grille, 10, total)\n",
         "                proposer(feuille, grille, 10, 3 * d)\n")),
             "Deux fautes : des dés de 0 à 5, un 0 dessiné comme un 2, et le brelan à trois fois la face"
             " (revue 4, f6) : des dés lus sans « 2 » sont ceux du programme, et le brelan faux s'y voit ;"
             " il était « à vérifier » comme toutes les règles des points. Une grille juste pour les dés du"
             " programme, qui égalait par hasard celle d'un lancer précédent lu, n'est plus dite périmée.",
             ("test_seuls_les_des_nommes_sont_relances", "test_les_points_du_brelan"),
             ("test_les_points_des_faces", "test_les_points_du_carre",
              "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils", "test_les_points_de_la_main_pleine",
              "test_les_points_des_suites", "test_les_points_du_surplus", "test_les_points_du_yum",
              "test_le_bonus_de_25_des_63_points_en_haut")),
    Variante("juste_pause_avant_de_fermer", TOUR_1, (
        ("__main__.py", '    print("Bye !")\n',
         '    print("Bye !")\n    __import__("threading").Event().wait(6.5)\n'),),
             "Un programme juste qui attend 6,5 s avant de se fermer, après « n » (pour garder ouverte la"
             " fenêtre de Windows) : ce n'est pas un programme bloqué (programme inédit p3c, tour 17"
             " d'essais : « n finit le programme » échouait, « ne fait plus rien depuis 5 s »). L'attente"
             " n'est pas un « time.sleep », que le correcteur raccourcit : comme le « Thread.sleep » d'un"
             " programme Java, elle dure.",
             ()),
    Variante("juste_toutes_les_cases_listees_sans_points_a_zero", TOUR_1, (
        ("__main__.py", '    for i in range(19):\n        if g[i] != 0:\n'
                        '            print("  case", i, "-", NOMS.get(i, "les " + str(i)), ":", g[i], "pts")',
         '    for i in list(range(1, 7)) + list(NOMS):\n'
         '        nom = NOMS.get(i, "Les " + str(i))\n'
         '        print(str(i).rjust(4), " ", nom.ljust(13), g[i] if g[i] else "")'),),
             "Un programme juste qui liste ses 13 cases à chaque lancer, rien derrière une case qui ne"
             " rapporte rien (programme inédit p1, tour 18 d'essais : le numéro de la case, devant son nom,"
             " était lu comme ses points, huit faux « échoué »).", ()),
    Variante("juste_animation_des_des_qui_roulent", TOUR_1, (
        ("__main__.py", "    calculer_coups_possibles(d, f, g)\n    afficher_des(d)\n",
         "    calculer_coups_possibles(d, f, g)\n    for _ in range(2):\n"
         "        print(\"Les des roulent...\")\n        afficher_des([rng.randint(1, 6) for _ in d])\n"
         "    afficher_des(d)\n"),),
             "Un programme juste qui anime ses dés : deux dessins de dés au hasard (« Les des roulent... »)"
             " avant le vrai lancer (revue 3 : chaque image comptait pour un lancer, huit faux « échoué »).",
             ()),
    Variante("juste_des_qui_roulent_lentement", TOUR_1, (
        ("__main__.py", "    calculer_coups_possibles(d, f, g)\n    afficher_des(d)\n",
         "    calculer_coups_possibles(d, f, g)\n    print(\"Les des roulent...\")\n"
         "    __import__(\"time\").sleep(0.5)\n    afficher_des(d)\n"),),
             "Un programme juste qui fait rouler ses dés une demi-seconde à chaque lancer"
             " (« time.sleep(0.5) »), vingt secondes par partie : chaque partie dépassait son délai de 10 s,"
             " seize comportements restaient « à vérifier », et cinq bougeaient à 0,3 s.", ()),
    Variante("juste_ecran_efface_a_chaque_tour", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "            afficher_feuille(f)\n            jouer_un_tour(d, f, g, rng)\n",
         "            import os\n            os.system('cls' if os.name == 'nt' else 'clear')\n"
         "            afficher_feuille(f)\n            jouer_un_tour(d, f, g, rng)\n"),),
             "Un programme juste qui efface l'écran au début de chaque tour, comme le font les équipes"
             " (« os.system('cls' if os.name == 'nt' else 'clear') ») : dans la boîte, « clear » écrit ses"
             " codes d'effacement, ou une plainte sur TERM.", ()),
    Variante("des_redemandes_apres_le_troisieme_lancer_seul_zero_pris", TOUR_1, (
        ("__main__.py", "    if not garde:\n        lancer(d, f, g, choix, rng)\n",
         "    if not garde:\n        lancer(d, f, g, choix, rng)\n        while demander_des() != 0:\n"
         "            print(\"Plus de lancers! Entrez 0 pour continuer.\")\n"),),
             "Après le troisième lancer, la question des dés est reposée, et seul « 0 » la passe (« Plus de"
             " lancers! Entrez 0 pour continuer. ») (tour 29, p3) : la faute du troisième lancer, et elle"
             " seule. Le correcteur tapait ses cases à cette question aux tours suivants, cessait de jouer"
             " au troisième tour, et onze comportements étaient « à vérifier », pas les mêmes d'une"
             " correction à l'autre.", ("test_pas_de_question_des_des_apres_le_troisieme_lancer",)),
    Variante("case_a_zero_refusee_sous_une_invite_a_chevron", TOUR_1, (
        ("__main__.py", '        r = input("Quels dés relancer ? (ex. 135, 0 = aucun) ")',
         '        print("Quels dés relancer ? (ex. 135, 0 = aucun)")\n        r = input("> ")'),
        ("__main__.py", '        r = input("Numéro de la case à remplir (0 = annuler) ? ")',
         '        print("Numéro de la case à remplir (0 = annuler) ?")\n        r = input("> ")'),
        ("__main__.py", "def demander_case(f):", "def demander_case(f, g):"),
        ("__main__.py", "            case = demander_case(f)", "            case = demander_case(f, g)"),
        ("__main__.py", "        if case is not None:\n            return case\n",
         "        if case and g[case] == 0 and any(g):\n"
         "            print(\"Cette case vaut 0, choisissez-en une autre\")\n            continue\n"
         "        if case is not None:\n            return case\n"),),
             "Une case libre qui vaut 0 est refusée tant qu'une autre rapporte (« Cette case vaut 0,"
             " choisissez-en une autre »), sous des questions dont la réponse se tape après « > », seul sur"
             " sa ligne (tour 29, p1) : la faute de la case à 0, et elle seule. Les deux questions finissant"
             " par « > », la case refusée après le troisième lancer était prise pour la question des dés :"
             " un faux « échoué » sur le troisième lancer, et trois « à vérifier ». Le Yum à 0 refusé, cinq"
             " dés pareils le Yum rempli ne se visent pas : ce qu'ils jugent est « à vérifier ».",
             ("test_une_case_libre_qui_vaut_0_est_acceptee",),
             ("test_les_points_du_brelan", "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils",
              "test_les_points_de_la_main_pleine", "test_une_case_remplie_n_est_plus_proposee")),
    Variante("juste_pause_apres_une_annulation", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "            if case == 0:\n                annule = True\n",
         "            if case == 0:\n"
         "                input(\"Partie annulee. Appuyez sur Entree pour continuer...\")\n"
         "                annule = True\n"),),
             "Un programme juste qui fait une pause après « 0 » à la case (« Partie annulee. Appuyez sur"
             " Entree pour continuer... »), puis montre la feuille et demande si l'on rejoue (revue 3 : le"
             " correcteur tapait « n » à la pause, puis une case à « rejouer ? »).", ()),
    Variante("juste_entree_pour_quitter", TOUR_1, (
        ("__main__.py", '    print("Bye !")\n',
         '    print("Bye !")\n    input("Appuyez sur Entree pour quitter...")\n'),),
             "Un programme juste qui, après « n », attend Entrée pour se fermer (« Appuyez sur Entree pour"
             " quitter... », une console de Windows reste ainsi ouverte) (revue 3 : « n finit le"
             " programme » échouait, « le programme attend encore une réponse »).", ()),
    Variante("des_de_1_a_5_et_brelan_a_trois_fois_la_face", SANS_ACCENTS_TOUR_0, (
        ("des.py", "    return rng.randint(1, 6)", "    return rng.randint(1, 5)"),
        ("regles.py", "                proposer(feuille, grille, 10, total)\n",
         "                proposer(feuille, grille, 10, 3 * d)\n")),
             "Deux fautes : des dés de 1 à 5, et le brelan à trois fois la face ; chacune est nommée sous son"
             " test (revue 3 : sur des dés qui ne vont pas de 1 à 6, la faute du brelan était « à vérifier »"
             " ; des dés de 1 à 5, chacun aussi souvent, sont bien ceux du programme).",
             ("test_seuls_les_des_nommes_sont_relances", "test_les_points_du_brelan"),
             ("test_les_points_des_faces", "test_les_points_des_suites",
              "test_le_bonus_de_25_des_63_points_en_haut")),
    Variante("zero_compte_pour_un_lancer", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "        garde = choix == 0\n", "        garde = False\n"),),
             "« 0 » aux dés ne mène pas à la case : il compte pour un lancer (les mêmes dés redessinés sous"
             " « Lancer 2 de 3 », la question des dés reposée) ; l'énoncé (§5.2) veut « 0 » pour garder"
             " tous les dés et passer à la case.", ("test_0_garde_tous_les_des_et_passe_a_la_case",)),
    Variante("zero_compte_pour_un_lancer_sous_une_invite_numerotee", TOUR_1, INVITE_DES_NUMEROTEE + (
        ("__main__.py", "        garde = choix == 0\n", "        garde = False\n"),),
             "La même faute, sous une invite des dés qui porte le numéro du lancer (« Essai 2 : des a"
             " relancer »), sans en-tête de lancer (revue 3, p5b : la question reposée n'était pas reconnue,"
             " la faute manquée et huit autres tests échouaient à sa place).",
             ("test_0_garde_tous_les_des_et_passe_a_la_case",)),
    Variante("juste_invite_des_numerotee", TOUR_1, INVITE_DES_NUMEROTEE,
             "Un programme juste dont l'invite des dés porte le numéro du lancer (« Essai 1 : des a"
             " relancer »).", ()),
    Variante("zero_annule_seulement_au_premier_tour_sous_continuer", TOUR_1, (
        ("__main__.py", '"Voulez-vous rejouer (o/n) ? "', '"Voulez-vous continuer ? (o/n) "'),
        ("__main__.py", "            if case == 0:\n", "            if case == 0 and tour == 1:\n")),
             "« 0 » à la case n'annule la partie qu'au premier tour, et la question de fin est « Voulez-vous"
             " continuer ? (o/n) », sans mot d'une autre partie (revue 3, p6b : « n » y finissait le"
             " programme, et « 0 » n'était essayé qu'au premier tour ; la faute était manquée). Le §3 veut"
             " « 0 » à chaque question de la case.", ("test_zero_a_la_case_annule_la_partie",)),
    Variante("juste_continuer_pour_rejouer", TOUR_1, (
        ("__main__.py", '"Voulez-vous rejouer (o/n) ? "',
         '"Score " + str(f[18]) + ", voulez-vous continuer ? (o/n) "'),),
             "Un programme juste dont la question de fin, « Score 17, voulez-vous continuer ? (o/n) », porte"
             " le score (revue 3, p6) : « 0 » y mène au premier tour comme au deuxième, aux nombres près.",
             ()),
    Variante("juste_six_dessine_a_l_horizontale", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", '6: ("o   o", "o   o", "o___o")}', '6: ("o o o", "     ", "o_o_o")}'),),
             "Un programme juste qui dessine le 6 autrement que la procédure du cours (trois points en haut,"
             " trois en bas) : le correcteur ne le lit pas, et tout ce qui se juge sur les dés ou sur une"
             " partie entière est « à vérifier ». Les sondes de la case occupée et de la case libre à 0 n'ont"
             " pas besoin de tous les dés : elles sont réussies à chaque correction (revue 3, p2 : elles"
             " passaient de « réussi » à « à vérifier » selon qu'un 6 était tombé).", (),
             ("test_un_tour_a_trois_lancers_puis_la_case",
              "test_pas_de_question_des_des_apres_le_troisieme_lancer",
              "test_0_garde_tous_les_des_et_passe_a_la_case", "test_seuls_les_des_nommes_sont_relances",
              "test_la_grille_suit_chaque_lancer", "test_les_points_des_faces", "test_les_points_du_brelan",
              "test_les_points_du_carre", "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils",
              "test_les_points_de_la_main_pleine", "test_les_points_des_suites", "test_les_points_du_surplus",
              "test_les_points_du_yum", "test_une_case_remplie_n_est_plus_proposee",
              "test_la_feuille_suit_chaque_choix", "test_le_bonus_de_25_des_63_points_en_haut",
              "test_une_partie_dure_13_tours", "test_chaque_tour_demande_la_case",
              "test_la_partie_finie_demande_si_l_on_rejoue", "test_o_recommence_une_partie",
              "test_n_finit_le_programme")),
    Variante("n_recommence_une_partie_aussi", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", '        encore = r == "o"\n', '        encore = r in ("o", "n")\n'),),
             "« n » à « rejouer ? » commence une partie neuve, comme « o » (tour 33, java_format) : la faute"
             " est celle de « n finit le programme », et d'elle seule. La grille de la partie neuve était"
             " comptée dans la partie finie : ses cases, libres, passaient pour « déjà remplies » et"
             " « proposées » (un faux « échoué »).",
             ("test_n_finit_le_programme",)),
    Variante("un_seul_lancer_au_dernier_tour", TOUR_1, (
        ("__main__.py", "            jouer_un_tour(d, f, g, rng)\n",
         "            if tour < NB_TOURS:\n                jouer_un_tour(d, f, g, rng)\n"
         "            else:\n                lancer(d, f, g, 12345, rng)\n"),
        ("__main__.py",
         '    while True:\n        r = input("Numéro de la case à remplir (0 = annuler) ? ")\n',
         '    invite = "Numéro de la case à remplir (0 = annuler) ? "\n    while True:\n'
         '        r = input(invite)\n        invite = "Invalide, recommencez : "\n')),
             "Au treizième tour, un seul lancer, puis la question de la case, qui se repose ensuite sous"
             " « Invalide, recommencez : » (tour 33, py_fleche). Le correcteur tapait ses dés à la question"
             " de la case, puis ne savait plus où il en était : cinq faux « échoué » à côté de la faute."
             " Sous l'invite de la case, apprise, il choisit sa case.",
             ("test_un_tour_a_trois_lancers_puis_la_case",)),
    Variante("des_du_premier_lancer_redessines", TOUR_1, (
        ("__main__.py", "def lancer(d, f, g, choix, rng):\n    rouler_des(d, choix, rng)\n"
                        "    calculer_coups_possibles(d, f, g)\n    afficher_des(d)\n",
         "MONTRES = []\n\n\ndef lancer(d, f, g, choix, rng):\n    rouler_des(d, choix, rng)\n"
         "    calculer_coups_possibles(d, f, g)\n    if choix == 12345:\n        MONTRES[:] = d\n"
         "    afficher_des(MONTRES)\n"),),
             "Les dés sont relancés, la grille les suit, mais le dessin reste celui du premier lancer (tour"
             " 33, py_etat). La faute est nommée sous « seuls les dés nommés sont relancés » ; jugées sur les"
             " dés dessinés, les règles de points échouaient toutes à sa place. Les grilles des dessins figés"
             " ne les jugent plus : les cas rares, les suites et le bonus sont « à vérifier » (« 12345 »"
             " redessine les dés : la grille suit ces lancers-là).",
             ("test_seuls_les_des_nommes_sont_relances",),
             ("test_le_bonus_de_25_des_63_points_en_haut",
              "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils", "test_les_points_de_la_main_pleine",
              "test_les_points_des_suites", "test_les_points_du_carre", "test_les_points_du_yum",
              "test_les_points_du_brelan", "test_une_case_remplie_n_est_plus_proposee")),
    Variante("o_garde_le_bas_de_la_feuille", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "    while encore:\n        d = [1] * 5\n        f = nouvelle_feuille()\n",
         "    f = nouvelle_feuille()\n    while encore:\n        d = [1] * 5\n"
         "        neuve = nouvelle_feuille()\n        for i in range(10):\n            f[i] = neuve[i]\n"),),
             "Après « o », la partie neuve garde le bas de la feuille d'avant (tour 34, java_rejouer) : la"
             " faute de « o recommence une partie », et d'elle seule. La grille du premier lancer, jugée sur"
             " une feuille vide, faisait passer chaque case gardée pour « oubliée » par sa règle : quatre"
             " faux « échoué ». Elle se juge sur les cases que la feuille montre remplies.",
             ("test_o_recommence_une_partie",)),
    Variante("case_a_0_laissee_libre", SANS_ACCENTS_TOUR_0, (
        ("regles.py", "    feuille[case] = grille[case]\n",
         "    if grille[case] > 0:\n        feuille[case] = grille[case]\n"),),
             "Une case libre choisie à 0 est acceptée, mais laissée à -1 (blanche, libre) sur la feuille"
             " (tour 34, py_zeroblanc) : la faute de « la feuille suit chaque choix », et d'elle seule. Le"
             " programme la propose de nouveau et la reprend : « une case remplie n'est plus proposée »"
             " échouait aussi, et la sonde de la case occupée ne prouve rien (« à vérifier »).",
             ("test_la_feuille_suit_chaque_choix",), ("test_une_case_occupee_est_refusee",)),
    Variante("yum_offert_pour_quatre_pareils", SANS_ACCENTS_TOUR_0, (
        ("regles.py", "            if n == 5:\n", "            if n >= 4:\n"),),
             "Le Yum est offert pour quatre dés pareils (tour 32, py_partie) : la faute du Yum, et d'elle"
             " seule. Le correcteur prenait ce Yum offert à la place de la face, au plan du haut, et le haut"
             " arrivait moins souvent à 63 (py_partie : le bonus « à vérifier » une correction sur trois, le"
             " budget épuisé). Il le prend désormais juste après la face que le bonus veut.",
             ("test_les_points_du_yum",)),
    Variante("zero_compte_pour_un_lancer_sous_les_relances_qui_restent", TOUR_1, (
        ("__main__.py", 'def demander_des():\n    while True:\n'
                        '        r = input("Quels dés relancer ? (ex. 135, 0 = aucun) ")',
         'def demander_des(reste):\n    while True:\n'
         '        r = input("Des a relancer (il reste " + str(reste) + (" relances" if reste > 1 else'
         ' " relance") + ", 0 = aucun) : ")'),
        ("__main__.py", "        choix = demander_des()\n        garde = choix == 0\n",
         "        choix = demander_des(NB_ESSAIS - essai)\n        garde = False\n")),
             "« 0 » compte pour un lancer, sous une invite qui dit les relances qui restent, au pluriel puis"
             " au singulier (« il reste 2 relances », « il reste 1 relance ») : revue 4, f1 (la faute était"
             " manquée, huit autres tests échouaient à sa place).",
             ("test_0_garde_tous_les_des_et_passe_a_la_case",)),
    Variante("juste_abandonner_la_partie_a_confirmer", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "            if case == 0:\n                annule = True\n",
         "            while case == 0 and input(\"Abandonner la partie ? (o/n) \") != \"o\":\n"
         "                case = demander_case(f)\n"
         "            if case == 0:\n                annule = True\n"),),
             "Un programme juste qui demande « Abandonner la partie ? (o/n) » après « 0 » à la case : « o »"
             " l'annule, « n » redemande la case (revue 4, a2 : le correcteur y tapait « n », puis jugeait"
             " « 0 » refusé ; deux faux « échoué »).", ()),
    Variante("zero_n_annule_que_le_tour_sous_continuer", TOUR_1, (
        ("__main__.py", '"Voulez-vous rejouer (o/n) ? "', '"Voulez-vous continuer ? (o/n) "'),
        ("__main__.py", "            if case == 0:\n                annule = True\n            else:\n"
                        "                appliquer_pointage(f, g, case)\n            tour += 1\n",
         "            if case == 0 and tour == 1:\n                annule = True\n"
         "            elif case == 0:\n                print(\"Tour annule : aucun point.\")\n"
         "            else:\n                appliquer_pointage(f, g, case)\n            tour += 1\n"
         + CONTINUER_ENTRE_DEUX_TOURS)),
             "« 0 » à la case n'annule la partie qu'au premier tour ; ensuite, il n'annule que le tour, et la"
             " partie continue sous la même question « Voulez-vous continuer ? (o/n) » que pose la fin d'une"
             " partie (revue 4, f2 : la faute était manquée).", ("test_zero_a_la_case_annule_la_partie",)),
    Variante("juste_continuer_apres_zero_et_entre_les_tours", TOUR_1, (
        ("__main__.py", '"Voulez-vous rejouer (o/n) ? "', '"Voulez-vous continuer ? (o/n) "'),
        ("__main__.py", "                appliquer_pointage(f, g, case)\n            tour += 1\n",
         "                appliquer_pointage(f, g, case)\n            tour += 1\n"
         + CONTINUER_ENTRE_DEUX_TOURS)),
             "Un programme juste qui pose « Voulez-vous continuer ? (o/n) » entre deux tours et à la fin"
             " d'une partie, annulée ou non (revue 4, a3).", ()),
    Variante("feuille_au_debut_et_a_la_fin", TOUR_1, (
        ("__main__.py", '            print("Tour", tour)\n            afficher_feuille(f)\n',
         '            print("Tour", tour)\n            if tour == 1:\n'
         '                afficher_feuille(f)\n'),),
             "La feuille n'est montrée qu'avant le premier tour et après le dernier ; l'énoncé (§3) la veut"
             " à jour à chaque tour.", ("test_la_feuille_suit_chaque_choix",)),
    Variante("main_pleine_pour_un_yum", SANS_ACCENTS_TOUR_0, (
        ("regles.py", "    if 3 in c and 2 in c:", "    if (3 in c and 2 in c) or 5 in c:"),),
             "La main pleine (25) est offerte aussi pour cinq dés pareils ; l'énoncé (§5.2) la veut trois"
             " pareils et une autre paire : un Yum n'en est pas une. Ne se voit qu'à un Yum, la main pleine"
             " libre.", ("test_les_points_de_la_main_pleine",)),
    Variante("surplus_seulement_sans_autre_choix", SANS_ACCENTS_TOUR_0, (
        ("regles.py", "    proposer(feuille, grille, 15, total)",
         "    if not any(grille):\n        proposer(feuille, grille, 15, total)"),),
             "Le Surplus n'est offert que quand aucune autre case ne rapporte ; l'énoncé (§5.2) le veut"
             " toujours, la somme des dés, tant qu'il est libre. Sans lui, la grille n'a plus sa case"
             " qui signe : elle se lit par la forme de l'écran où il était.",
             ("test_les_points_du_surplus",)),
    Variante("bonus_des_62", SANS_ACCENTS_TOUR_0, (
        ("regles.py", "    feuille[8] = 25 if haut >= 63 else 0",
         "    feuille[8] = 25 if haut >= 62 else 0"),),
             "Le bonus est donné dès 62 points en haut (un point trop tôt) : ne se voit qu'à une feuille dont"
             " le haut vaut juste 62.", ("test_le_bonus_de_25_des_63_points_en_haut",)),
    Variante("bonus_a_63_tout_juste", SANS_ACCENTS_TOUR_0, (
        ("regles.py", "    feuille[8] = 25 if haut >= 63 else 0\n",
         "    feuille[8] = 25 if haut == 63 else 0\n"),),
             "Le bonus n'est donné qu'à 63 points tout juste en haut (« == 63 » : tour 33, java_enum) : juste"
             " aux feuilles à 63, il ne se voit qu'au-dessus, que le correcteur veut voir (deux feuilles à 63"
             " le laissaient passer une correction sur deux).",
             ("test_le_bonus_de_25_des_63_points_en_haut",)),
    Variante("bonus_compte_au_total_bas", TOUR_1, (
        ("regles.py", "    feuille[9] = haut + feuille[8]\n    feuille[17] = bas\n",
         "    feuille[9] = haut\n    feuille[17] = bas + feuille[8]\n"),),
             "Le bonus est compté au Total bas au lieu du Total haut (tour 36, java_module ; le Total reste"
             " juste) : la faute du bonus, et d'elle seule ; « la feuille suit chaque choix » échouait aussi,"
             " sur le Total bas.",
             ("test_le_bonus_de_25_des_63_points_en_haut",)),
    Variante("numeros_des_des_en_ordre_croissant_seulement", TOUR_1, (
        ("saisie.py", '        if c < "1" or c > "5" or c in vus:\n',
         '        if c < "1" or c > "5" or (vus and c <= vus[-1]):\n'),),
             "Les numéros des dés ne sont acceptés qu'en ordre croissant (chaque chiffre plus grand que le"
             " précédent, ce qui refuse aussi les doublons) : « 523 », l'exemple même de l'énoncé (§5.1),"
             " est refusé (tour 36, py_paquet). La faute de « seuls les dés nommés sont relancés », et"
             " d'elle seule : « 235 », tapé ensuite, est lancé, et la partie suit son cours.",
             ("test_seuls_les_des_nommes_sont_relances",)),
    Variante("numeros_des_des_en_ordre_croissant_seulement_et_des_redessines", SANS_ACCENTS_TOUR_0, (
        ("saisie.py", '        if c < "1" or c > "5" or c in vus:\n',
         '        if c < "1" or c > "5" or (vus and c <= vus[-1]):\n'),
        *redessin_apres_un_refus(False)),
             "Les numéros des dés ne sont acceptés qu'en ordre croissant, et les dés sont redessinés, seuls,"
             " sans « Lancer 2 de 3 », après chaque réponse refusée (relecture du 28 novembre) : les mêmes"
             " dés redessinés après « 523 » passaient pour un troisième lancer, la case était tapée à la"
             " question des dés, et « pas de question des dés après le troisième lancer » échouait à la place"
             " de la faute. « 235 », tapé ensuite, tranche : lancé, « 523 » avait été refusé.",
             ("test_seuls_les_des_nommes_sont_relances",)),
    Variante("totaux_pas_mis_a_jour_au_dernier_choix", TOUR_1, (
        ("__main__.py", "            else:\n                appliquer_pointage(f, g, case)\n",
         "            elif tour < NB_TOURS:\n                appliquer_pointage(f, g, case)\n"
         "            else:\n                f[case] = g[case]\n"),),
             "Le dernier choix de la partie inscrit ses points, mais les totaux ne sont pas recalculés (tour"
             " 39, java_totalfinal) : la feuille finale, et son score, oublient la dernière case. Ne se voit"
             " que si elle rapporte ; le correcteur gardait souvent le Carré et le Yum, à 0, pour la fin :"
             " « réussi » une correction sur vingt-cinq. Le bonus, juste sur toutes les autres feuilles, est"
             " « réussi » : il était « à vérifier » quand la partie finissait sur une face qui rapporte.",
             ("test_la_feuille_suit_chaque_choix",)),
    Variante("bonus_au_dela_de_63", TOUR_1, (
        ("regles.py", "    feuille[8] = 25 if haut >= 63 else 0",
         "    feuille[8] = 25 if haut > 63 else 0"),),
             "Le bonus n'est donné qu'au-delà de 63 points en haut (« > » au lieu de « >= ») : ne se voit"
             " qu'à une feuille dont le haut vaut juste 63.", ("test_le_bonus_de_25_des_63_points_en_haut",)),
    Variante("juste_coups_avant_les_des_a_barres", SANS_ACCENTS_TOUR_0, COUPS_AVANT_LES_DES_A_BARRES,
             "Un programme juste qui écrit les coups possibles de chaque lancer avant ses dés, toutes les"
             " cases sur une ligne séparées par des barres : trois programmes de cette forme (tour 8"
             " d'essais) laissaient dix règles « à vérifier », aucune grille ne se lisait.", ()),
    Variante("coups_avant_les_des_a_barres", TOUR_1, COUPS_AVANT_LES_DES_A_BARRES + (
        ("regles.py", "    if c[3] == 0 or c[4] == 0:\n        return 0\n",
         "    if c[3] != 1 or c[4] != 1:\n        return 0\n"),),
             "Les coups possibles de chaque lancer sont écrits avant ses dés, toutes les cases sur une ligne"
             " séparées par des barres (« Brelan (10): 17 | Carre (11): - | … »), et la petite suite est"
             " oubliée quand une paire s'y trouve (1 2 3 4 4).", ("test_les_points_des_suites",)),
    Variante("des_a_garder", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "        if choix is not None:\n            return choix",
         "        if choix is not None:\n"
         "            reste = \"\".join(c for c in \"12345\" if c not in str(choix))\n"
         "            return int(reste) if choix and reste else 0"),),
             "Les numéros tapés sont ceux des dés à garder, non à relancer (inédit p3, tour 9 d'essais) :"
             " « 14 » relance les dés 2, 3 et 5, « 12345 » ne relance rien et passe à la case. Les réponses"
             " invalides aux dés, refusées, ne se prouvent plus par « 12345 » : « à vérifier », comme les cas"
             " rares que le correcteur ne peut plus viser.",
             ("test_seuls_les_des_nommes_sont_relances",),
             ("test_la_reponse_6_aux_des_est_refusee", "test_la_reponse_113_aux_des_est_refusee",
              "test_des_lettres_aux_des_sont_refusees", "test_une_reponse_vide_aux_des_est_refusee",
              "test_les_points_du_carre", "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils",
              "test_les_points_de_la_main_pleine", "test_les_points_du_yum",
              "test_le_bonus_de_25_des_63_points_en_haut",
              "test_les_points_du_brelan", "test_une_case_remplie_n_est_plus_proposee")),
    Variante("juste_invite_unique_des_gardes_et_case_refusee_redessines", TOUR_1, INVITE_UNIQUE_ET_REDESSINS,
             "Un programme juste dont les questions des dés et de la case finissent par la même ligne"
             " (« Votre choix > »), qui redessine les dés gardés après « 0 », et les dés et les coups après"
             " une case refusée (revue 4, a1d) : « 12345 », tapé pour savoir laquelle des deux questions est"
             " posée, était pris pour un lancer, puis « 0 » annulait la partie ; six comportements restaient"
             " « à vérifier ».", ()),
    Variante("juste_invite_unique_et_des_retombes_pareils_apres_523", TOUR_1, INVITE_UNIQUE_ET_REDESSINS + (
        ("__main__.py", "    rouler_des(d, choix, rng)\n    calculer_coups_possibles(d, f, g)",
         "    if choix != 523:\n        rouler_des(d, choix, rng)\n    calculer_coups_possibles(d, f, g)"),
        ("__main__.py", "    afficher_des(d)\n    afficher_grille(g)\n",
         "    afficher_des(d)\n    print(\"Votre lancer :\", *d)\n    afficher_grille(g)\n"),),
             "Le programme juste à l'invite unique (« Votre choix > »), qui écrit ses dés en chiffres sous"
             " leur dessin (« Votre lancer : 3 5 1 3 6 », dont le 3 se lisait comme un numéro de lancer), et"
             " dont les dés 2, 3 et 5, relancés par « 523 », retombent toujours sur leurs faces (le hasard,"
             " une fois sur 216 ; relecture du 28 novembre) : le même écran, puis la question de la case sous"
             " la même invite, passait pour un refus ; « 235 », tapé à la case, était refusé et l'écran"
             " redessiné, pris pour un lancer, et « 523 » pour une faute. « 235 » refusé (le même écran) dit"
             " maintenant que « 523 » avait été lancé.", ()),
    Variante("grosse_suite_sous_la_petite_libre", SANS_ACCENTS_TOUR_0, (
        ("regles.py", "    if est_petite_suite(des):\n        proposer(feuille, grille, 13, 15)\n"
                      "    if est_grosse_suite(des):\n        proposer(feuille, grille, 14, 20)\n",
         "    if est_petite_suite(des) and feuille[13] == LIBRE:\n        proposer(feuille, grille, 13, 15)\n"
         "        if est_grosse_suite(des):\n            proposer(feuille, grille, 14, 20)\n"),),
             "La grosse suite n'est cherchée que dans le « si » de la petite suite libre (inédit 18, p3) :"
             " une fois la petite remplie, elle n'est plus jamais proposée. Ne se voit qu'à une grosse suite"
             " tombée la petite remplie ; le correcteur, qui prend la grosse dès qu'elle tombe, la manquait"
             " une correction sur neuf environ.", ("test_les_points_des_suites",)),
    Variante("petite_suite_seulement_la_grosse_libre", TOUR_1, (
        ("regles.py", "    if est_petite_suite(des):\n        proposer(feuille, grille, 13, 15)\n",
         "    if est_petite_suite(des) and feuille[14] == LIBRE:\n"
         "        proposer(feuille, grille, 13, 15)\n"),),
             "La petite suite n'est proposée que si la grosse est libre (inédit 21, j2) : ne se voit qu'à une"
             " petite suite tombée la grosse remplie, que le correcteur veut voir avant « réussi » (la faute"
             " était nommée huit corrections sur dix).", ("test_les_points_des_suites",)),
    Variante("feuille_gardee_apres_une_partie_annulee", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "NB_TOURS = 13\n", "NB_TOURS = 13\nANNULEE = [False]\n"),
        ("__main__.py", "        f = nouvelle_feuille()\n",
         "        if not ANNULEE[0]:\n            f = nouvelle_feuille()\n        ANNULEE[0] = False\n"),
        ("__main__.py", "                annule = True\n", "                annule = True\n"
                        "                ANNULEE[0] = True\n")),
             "Après une partie annulée par « 0 », « o » commence la partie suivante sur la feuille de la"
             " partie annulée (inédit 21, p2) : la feuille n'est remise à neuf qu'après une partie jouée."
             " Ne se voit qu'après une annulation dont une case était remplie ; une partie jouée jusqu'au"
             " bout, puis « o », montre que la faute n'est pas celle de « o recommence une partie ».",
             ("test_zero_a_la_case_annule_la_partie",)),
    Variante("feuille_jamais_remise_a_neuf", TOUR_1, (
        ("__main__.py", "    while encore:\n        d = [1] * 5\n        f = nouvelle_feuille()\n",
         "    f = nouvelle_feuille()\n    while encore:\n        d = [1] * 5\n"),),
             "La feuille n'est jamais remise à neuf : « o » commence chaque partie sur la feuille de la"
             " précédente (inédit 18, j3). Nommé sous « o recommence une partie », et là seulement : après"
             " « 0 » au deuxième tour, « o » garde la feuille, mais une partie jouée jusqu'au bout la garde"
             " aussi (une faute, une place).",
             ("test_o_recommence_une_partie",)),
    Variante("feuille_jamais_remise_a_neuf_sous_une_autre_question", TOUR_1, (
        ("__main__.py", "    while encore:\n        d = [1] * 5\n        f = nouvelle_feuille()\n",
         "    f = nouvelle_feuille()\n    while encore:\n        d = [1] * 5\n"),
        ("__main__.py", '"Voulez-vous rejouer (o/n) ? "', '"On continue? (o/n) "'),),
             "La feuille n'est jamais remise à neuf, sous une question « rejouer ? » sans ses mots (« On"
             " continue? (o/n) », tour 27, py3) : après « 0 » au deuxième tour, « o » y gardait la feuille,"
             " et « 0 à la case annule la partie » le nommait aussi, sans témoin ; une partie jouée jusqu'au"
             " bout la garde aussi (une faute, une place).",
             ("test_o_recommence_une_partie",)),
    Variante("total_pas_recalcule_apres_le_haut", SANS_ACCENTS_TOUR_0, (
        ("regles.py", "    feuille[18] = feuille[9] + bas\n",
         "    if case >= 10:\n        feuille[18] = feuille[9] + bas\n"),),
             "Le Total n'est recalculé qu'après une case du bas (inédit 22, j1) : faux avec le bonus comme"
             " sans lui, il est la faute de « la feuille suit chaque choix », et d'elle seule (le bonus le"
             " nommait aussi).",
             ("test_la_feuille_suit_chaque_choix",)),
    Variante("main_pleine_pour_cinq_pareils_le_yum_rempli", TOUR_1, (
        ("regles.py", "                proposer(feuille, grille, 16, 30)\n",
         "                proposer(feuille, grille, 16, 30)\n                if feuille[16] != LIBRE:\n"
         "                    proposer(feuille, grille, 12, 25)\n"),),
             "La main pleine est offerte pour cinq dés pareils une fois le Yum rempli (« sinon, c'est au"
             " moins une main pleine » : inédit 22, p1) : cela ne se voit qu'à un deuxième Yum, que le"
             " correcteur vise (p1 était nommé sept corrections sur dix).",
             ("test_les_points_de_la_main_pleine",)),
    Variante("brelan_oublie_pour_cinq_pareils_le_yum_rempli", SANS_ACCENTS_TOUR_0, (
        ("regles.py", "            if n >= 3:\n",
         "            if n >= 3 and not (n == 5 and feuille[16] != LIBRE):\n"),),
             "Le brelan n'est plus offert pour cinq dés pareils une fois le Yum rempli (tour 31, j2 : nommé"
             " une correction sur cinq, au hasard d'un deuxième Yum tombé le brelan libre) : le plan du Yum"
             " rempli garde le brelan libre, et le vise.",
             ("test_les_points_du_brelan",)),
    Variante("yum_oublie_dans_les_parties_rejouees", TOUR_1, (
        ("regles.py", "def proposer(feuille, grille, case, points):",
         "yum_deja_fait = False\n\n\ndef proposer(feuille, grille, case, points):"),
        ("regles.py", "            if n == 5:\n", "            if n == 5 and not yum_deja_fait:\n"),
        ("regles.py", "def appliquer_pointage(feuille, grille, case):\n",
         "def appliquer_pointage(feuille, grille, case):\n    global yum_deja_fait\n"
         "    if case == 16:\n        yum_deja_fait = True\n"),),
             "Le Yum pris est retenu dans une variable globale jamais remise à faux : les parties rejouées ne"
             " le proposent plus (tour 38, j_yumsession : nommé dix-neuf corrections sur vingt, quand un Yum"
             " tombait dans une partie rejouée). Le Yum se cherche aussi dans les parties rejouées.",
             ("test_les_points_du_yum",)),
    Variante("carre_pour_cinq_pareils_le_yum_rempli", TOUR_1, (
        ("regles.py", "            if n == 4:\n",
         "            if n == 4 or (n == 5 and feuille[16] != LIBRE):\n"),),
             "Le carré est offert pour cinq dés pareils une fois le Yum rempli (« sinon, c'est au moins un"
             " carré ») : cela ne se voit qu'à un deuxième Yum, le carré libre, que le correcteur vise.",
             ("test_le_carre_n_est_pas_offert_pour_cinq_des_pareils",)),
    Variante("o_apres_un_refus_quitte", TOUR_1, (
        ("__main__.py", "        while r not in (\"o\", \"n\"):\n",
         "        refus = False\n        while r not in (\"o\", \"n\"):\n            refus = True\n"),
        ("__main__.py", "        encore = r == \"o\"\n", "        encore = r == \"o\" and not refus\n")),
             "Après une réponse refusée à « rejouer ? », « o » finit le programme (inédit 22, j3 : la sortie"
             " de la boucle de validation par le mauvais chemin) ; tapé aussitôt, « o » recommence bien une"
             " partie : la faute est celle de la validation.", ("test_la_reponse_rejouer_est_validee",)),
    Variante("tour_pas_remis_apres_une_partie_annulee", TOUR_1, (
        ("__main__.py", "    encore = True\n    while encore:\n",
         "    encore = True\n    tour = 1\n    while encore:\n"),
        ("__main__.py", "        annule = False\n        tour = 1\n", "        annule = False\n"),
        ("__main__.py", "        afficher_feuille(f)\n        print(\"Score :\", f[18])\n",
         "        afficher_feuille(f)\n        print(\"Score :\", f[18])\n        if not annule:\n"
         "            tour = 1\n")),
             "Le compte des tours n'est remis à un qu'après une partie jouée jusqu'au bout (inédit 22, p3) :"
             " après une partie annulée au premier tour, la suivante commence au tour 2 et dure 12 tours."
             " Une partie jouée, puis « o », montre que la faute est celle de l'annulation.",
             ("test_zero_a_la_case_annule_la_partie",)),
    Variante("lancers_non_joues_ajoutes_au_tour_suivant", TOUR_1, (
        ("__main__.py", "def jouer_un_tour(d, f, g, rng):\n    essai = 1\n",
         "RESTANTS = [0]\n\n\ndef jouer_un_tour(d, f, g, rng):\n    essai = 1 - RESTANTS[0]\n"),
        ("__main__.py", "        essai += 1\n    if not garde:\n",
         "        essai += 1\n    RESTANTS[0] = NB_ESSAIS - essai + 1 if garde else 0\n    if not garde:\n")),
             "Les lancers qu'un « 0 » aux dés laisse s'ajoutent aux trois du tour suivant (tour 49,"
             " py_lancers : « lancers_restants += 3 ») : après « 0 » au premier lancer, le tour suivant"
             " en a cinq ; après un tour mené à trois lancers, le suivant en a trois. Le correcteur menait"
             " tous les tours à quatre lancers dès le premier quatrième vu : il tapait ses dés à la question"
             " de la case, puis « 0 », qui annulait la partie ; sept comportements échouaient, pas un seul.",
             ("test_pas_de_question_des_des_apres_le_troisieme_lancer",)),
    Variante("chiffres_d_une_reponse_refusee_gardes", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "def demander_des():\n    while True:\n",
         "def demander_des():\n    vus = set()\n    while True:\n"),
        ("__main__.py", "            choix = analyser_des_a_rouler(r)\n        except ValueError:\n"
                        "            choix = None\n        if choix is not None:\n            return choix\n",
         "            choix = analyser_des_a_rouler(r)\n        except ValueError:\n"
         "            choix = None\n        if choix and vus & set(r):\n            choix = None\n"
         "        vus |= set(r) & set(\"12345\")\n"
         "        if choix is not None:\n            return choix\n")),
             "Les chiffres d'une réponse refusée aux dés restent « déjà vus » jusqu'à la réponse acceptée"
             " (tour 51, java_buffered : le tableau des doublons créé avant la boucle qui relit la"
             " réponse) : après « 113 », « 12345 » est refusé comme un doublon. La sonde de « 113 » ne voit"
             " rien avancer ; son complément lit, dans les journaux des sondes de « 6 » et de « 113 »,"
             " « 12345 » refusé juste après une réponse invalide, alors qu'il lance les dés ailleurs. La"
             " sonde de « 6 », qui tape « 10 » ensuite, reste « à vérifier » : la faute est nommée une fois.",
             ("test_la_reponse_113_aux_des_est_refusee",), ("test_la_reponse_6_aux_des_est_refusee",)),
    Variante("reponse_valide_perdue_apres_un_refus_aux_des", TOUR_1, (
        ("__main__.py", '        print("Choix invalide.")\n',
         '        print("Choix invalide.")\n        demander_des()\n        return 0\n'),),
             "Après une réponse refusée aux dés, la question est reposée, mais la réponse valide qui suit est"
             " perdue : la relecture se fait par un appel dont le résultat est oublié, et « 0 » garde les dés"
             " (tour 52, py_refus_des : « lire_des() » sans « return »). Les quatre sondes des réponses"
             " invalides échouaient pour une seule faute ; le complément de « 113 » la nomme, les trois"
             " autres sondes disent « à vérifier » et renvoient à lui.",
             ("test_la_reponse_113_aux_des_est_refusee",),
             ("test_la_reponse_6_aux_des_est_refusee", "test_des_lettres_aux_des_sont_refusees",
              "test_une_reponse_vide_aux_des_est_refusee")),
    Variante("zero_a_la_case_seulement_en_premiere_reponse", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "def demander_case(f):\n    while True:\n",
         "def demander_case(f):\n    premiere = True\n    while True:\n"),
        ("__main__.py", "            case = None\n        if case is not None:\n            return case\n"
                        "        print(\"Case invalide.\")\n",
         "            case = None\n        if case == 0 and not premiere:\n            case = None\n"
         "        if case is not None:\n            return case\n        premiere = False\n"
         "        print(\"Case invalide.\")\n")),
             "« 0 » n'annule la partie qu'en première réponse à la question de la case ; après une case"
             " refusée, il est refusé aussi (tour 52, java_menu : « Saisie incorrecte. »). Le §3 veut « 0 »"
             " à chaque question de la case : la sonde tape « 19 », puis « 0 ».",
             ("test_zero_a_la_case_annule_la_partie",)),
    Variante("lancers_pas_remis_apres_une_partie_annulee", TOUR_1, (
        ("__main__.py", "def jouer_un_tour(d, f, g, rng):\n    essai = 1\n",
         "ESSAI = [1]\n\n\ndef jouer_un_tour(d, f, g, rng):\n"),
        ("__main__.py", "    while essai < NB_ESSAIS and not garde:\n",
         "    while ESSAI[0] < NB_ESSAIS and not garde:\n"),
        ("__main__.py", "        essai += 1\n", "        ESSAI[0] += 1\n"),
        ("__main__.py", "                appliquer_pointage(f, g, case)\n",
         "                appliquer_pointage(f, g, case)\n                ESSAI[0] = 1\n")),
             "Le compte des lancers n'est remis à un qu'après une case acceptée (tour 45, java_compteur) :"
             " après une partie annulée par « 0 », le premier tour de la partie suivante n'a qu'un ou deux"
             " lancers. Une partie jouée, puis « o », en a trois : la faute est celle de l'annulation.",
             ("test_zero_a_la_case_annule_la_partie",)),
    Variante("surplus_refuse_pour_une_petite_somme", TOUR_1, (
        ("__main__.py", "            case = demander_case(f)\n",
         "            case = demander_case(f)\n            while case == 15 and g[15] <= 14:\n"
         "                print(\"Case invalide.\")\n                case = demander_case(f)\n"),),
             "Le Surplus est refusé quand les dés font 14 ou moins (tour 46, py_english). Les tests qui"
             " prenaient le Surplus au premier tour pour passer au deuxième restaient « à vérifier » selon"
             " les dés tombés : leur verdict changeait d'une correction à l'autre ; ils prennent maintenant"
             " une autre case. La faute est celle de « une case libre est acceptée », que les parties"
             " entières complètent : une case libre que la grille propose, refusée, puis une autre acceptée.",
             ("test_une_case_libre_qui_vaut_0_est_acceptee",)),
    Variante("relance_bornee_a_12345", SANS_ACCENTS_TOUR_0, (
        ("saisie.py", "    if nombre < 0:\n", "    if nombre < 0 or nombre > 12345:\n"),),
             "La réponse aux dés est bornée à 12345 (tour 46, java_douze) : « 523 » est lancé, mais tout"
             " autre nombre de cinq chiffres est refusé. « 12345 » seul ne le montrait jamais ; le premier"
             " tour d'une partie rejouée finit maintenant par « 54321 » au lieu de « 523 ».",
             ("test_seuls_les_des_nommes_sont_relances",)),
    Variante("premier_lancer_du_tour_sur_les_des_d_avant", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "def jouer_un_tour(d, f, g, rng):\n    essai = 1\n    choix = 12345\n",
         "CHOIX = [12345]\n\n\ndef jouer_un_tour(d, f, g, rng):\n    essai = 1\n    choix = CHOIX[0]\n"),
        ("__main__.py", "        choix = demander_des()\n        garde = choix == 0\n",
         "        choix = demander_des()\n        CHOIX[0] = choix\n        garde = choix == 0\n"),
        ("__main__.py", "        d = [1] * 5\n        f = nouvelle_feuille()\n",
         "        d = [1] * 5\n        CHOIX[0] = 12345\n        f = nouvelle_feuille()\n"),),
             "La variable des dés à rouler n'est remise à 12345 qu'à chaque partie (tour 47,"
             " py_relance_tour) : le premier lancer d'un tour ne roule que les dés nommés à la fin du tour"
             " d'avant, aucun après « 0 ». Tous les comportements réussissaient ; le premier lancer qui"
             " montre, à leur place, les dés de la case d'avant est nommé sous « seuls les dés nommés sont"
             " relancés ».",
             ("test_seuls_les_des_nommes_sont_relances",)),
    Variante("tour_jamais_remis_a_un", TOUR_1, (
        ("__main__.py", "    encore = True\n    while encore:\n",
         "    encore = True\n    tour = 1\n    while encore:\n"),
        ("__main__.py", "        annule = False\n        tour = 1\n", "        annule = False\n")),
             "Le compte des tours n'est jamais remis à un : après une partie jouée, « o » ne joue aucun"
             " tour. La faute de « o recommence une partie », et d'elle seule : après une partie annulée,"
             " la suivante commence plus loin, mais une partie jouée jusqu'au bout, puis « o », ne montre"
             " pas mieux.", ("test_o_recommence_une_partie",)),
    Variante("doublon_ecarte_accepte", SANS_ACCENTS_TOUR_0, (
        ("saisie.py", "        if c < \"1\" or c > \"5\" or c in vus:\n",
         "        if c < \"1\" or c > \"5\" or vus[-1:] == [c]:\n"),),
             "Un doublon n'est refusé que si ses deux chiffres se suivent (inédit 23, j4) : « 113 » est"
             " refusé, « 121 » accepté (le dé 1 relancé deux fois).",
             ("test_la_reponse_113_aux_des_est_refusee",)),
    Variante("des_pas_lances_apres_une_partie_annulee", TOUR_1, (
        ("__main__.py", "    while encore:\n        d = [1] * 5\n",
         "    d = [1] * 5\n    annule = False\n    while encore:\n        apres = annule\n"),
        ("__main__.py", "            jouer_un_tour(d, f, g, rng)\n",
         "            jouer_un_tour(d, f, g, rng, 0 if apres and tour == 1 else 12345)\n"),
        ("__main__.py", "def jouer_un_tour(d, f, g, rng):\n    essai = 1\n    choix = 12345\n",
         "def jouer_un_tour(d, f, g, rng, premier=12345):\n    essai = 1\n    choix = premier\n")),
             "Après une partie annulée par « 0 », le premier lancer de la partie suivante ne roule aucun dé :"
             " elle commence sur les derniers dés de la partie annulée (inédit 23, j3). Après une partie"
             " jouée, les dés sont lancés : la faute est celle de l'annulation.",
             ("test_zero_a_la_case_annule_la_partie",)),
    Variante("yum_rempli_encore_offert", TOUR_1, (
        ("regles.py", "                proposer(feuille, grille, 16, 30)\n",
         "                grille[16] = 30\n"),),
             "Le Yum est offert à 30 même déjà rempli (inédit 12, j6 : « Si c'est le premier (il y a -1"
             " dans la feuille de pointage) », §5.2, oublié) ; ne se voit qu'à un deuxième Yum dans une"
             " partie, qui ne vient qu'une fois sur dix : le correcteur remplit le Yum d'abord, puis vise le"
             " nombre.",
             ("test_une_case_remplie_n_est_plus_proposee",)),
    Variante("case_refusee_compte_pour_un_tour", TOUR_1, CASE_REFUSEE_COMPTEE,
             "Chaque case refusée avance le compte des tours (inédit 20, p3) : la case est redemandée, mais"
             " la partie finit avant ses 13 cases ; le programme écrit « Tour 5 » après « Tour 1 ». Seule la"
             " sonde des cases hors limites, la première à refuser des cases, le nomme.",
             ("test_une_case_hors_limites_est_refusee",)),
    Variante("case_refusee_compte_pour_un_tour_sans_numero_de_tour", (), CASE_REFUSEE_COMPTEE,
             "La même faute chez un programme qui n'écrit aucun numéro de tour : la partie de la sonde est"
             " jouée jusqu'au bout, et finit après dix tours.", ("test_une_case_hors_limites_est_refusee",)),
    Variante("faces_sans_les_6", SANS_ACCENTS_TOUR_0, (
        ("regles.py", "    for d in range(1, 7):\n        n = nb_occurrences(des, d)",
         "    for d in range(1, 6):\n        n = nb_occurrences(des, d)"),),
             "La boucle des faces s'arrête avant le 6 (inédit 7, j5) : ni les 6, ni le brelan, le carré, la"
             " main pleine ou le Yum de 6, cherchés dans la même boucle. Une faute, une place : celle des"
             " faces ; le Yum échouait au hasard de cinq 6. Le bonus, que le correcteur ne peut viser sans"
             " les 6, est « à vérifier » à chaque correction.",
             ("test_les_points_des_faces",), ("test_le_bonus_de_25_des_63_points_en_haut",)),
    Variante("juste_feuille_et_des_redessines_apres_un_refus", TOUR_1, redessin_apres_un_refus(True),
             "Un programme juste qui redessine la feuille et les dés après chaque réponse refusée : les mêmes"
             " dés, sous la même question, ne sont ni un lancer ni un nouveau tour.", ()),
    Variante("juste_des_redessines_apres_un_refus", SANS_ACCENTS_TOUR_0, redessin_apres_un_refus(False),
             "Un programme juste qui redessine les dés, seuls, après chaque réponse refusée.", ()),
    Variante("sous_total_sans_les_6", SANS_ACCENTS_TOUR_0, (
        ("regles.py", "    haut = 0\n    for i in range(1, 7):", "    haut = 0\n    for i in range(1, 6):"),),
             "Le sous-total du haut oublie la case des 6 (inédit p2, tour 10 d'essais) : le bonus, juste"
             " selon ce sous-total, venait trop tard, et « échoué » accusait son seuil. La faute est nommée"
             " sous la feuille ; le bonus, qui ne se lit pas sur une feuille qui se contredit, est"
             " « à vérifier ».",
             ("test_la_feuille_suit_chaque_choix",), ("test_le_bonus_de_25_des_63_points_en_haut",)),
    Variante("refus_aux_des_compte_pour_un_lancer", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "        print(\"Choix invalide.\")\n",
         "        print(\"Choix invalide.\")\n        return -1\n"),
        ("des.py", "    while choix != 0:", "    while choix > 0:")),
             "Une réponse invalide aux dés est refusée, mais compte pour un lancer (inédit j5, tour 11"
             " d'essais) : les mêmes dés sont redessinés sous « Lancer 2 de 3 ».",
             ("test_la_reponse_6_aux_des_est_refusee", "test_la_reponse_113_aux_des_est_refusee",
              "test_des_lettres_aux_des_sont_refusees", "test_une_reponse_vide_aux_des_est_refusee")),
    Variante("refus_aux_des_compte_pour_un_lancer_sans_redessin", TOUR_1, (
        ("__main__.py", "NB_TOURS = 13\n", "NB_TOURS = 13\nREFUS_DU_TOUR = [0]\n"),
        ("__main__.py", "        print(\"Choix invalide.\")\n",
         "        print(\"Choix invalide.\")\n        REFUS_DU_TOUR[0] += 1\n"),
        ("__main__.py", "        essai += 1\n",
         "        essai += 1 + REFUS_DU_TOUR[0]\n        REFUS_DU_TOUR[0] = 0\n")),
             "Chaque réponse invalide aux dés compte pour un lancer, sans rien redessiner (tour 59,"
             " java_buffered : le compteur avance à chaque réponse lue) : refusée et redemandée, puis, après"
             " la réponse valide, la case demandée après deux lancers.",
             ("test_la_reponse_6_aux_des_est_refusee", "test_la_reponse_113_aux_des_est_refusee",
              "test_des_lettres_aux_des_sont_refusees", "test_une_reponse_vide_aux_des_est_refusee")),
    Variante("totaux_gardes_d_une_partie_a_l_autre", TOUR_1, (
        ("regles.py", "    feuille[7] = haut\n    feuille[8] = 25 if haut >= 63 else 0\n"
                      "    feuille[9] = haut + feuille[8]\n    feuille[17] = bas\n"
                      "    feuille[18] = feuille[9] + bas\n",
         "    if case <= 6:\n        feuille[7] += grille[case]\n"
         "    else:\n        feuille[17] += grille[case]\n"
         "    if feuille[7] >= 63 and feuille[8] == 0:\n        feuille[8] = 25\n"
         "    feuille[9] = feuille[7] + feuille[8]\n    feuille[18] = feuille[9] + feuille[17]\n"),
        ("__main__.py", "        f = nouvelle_feuille()\n",
         "        try:\n            gardes = [f[i] for i in (7, 8, 9, 17, 18)]\n"
         "        except NameError:\n            gardes = [0] * 5\n        f = nouvelle_feuille()\n"
         "        for i, v in zip((7, 8, 9, 17, 18), gardes):\n            f[i] = v\n")),
             "Les totaux, tenus à jour par addition, gardés d'une partie à l'autre (tour 62, Olivier"
             " Pelletier : seules les cases de jeu remises à neuf) : la faute de « o », non celle de la"
             " feuille qui suit chaque choix, où elle échouait aussi. Le bonus se juge, juste : la partie"
             " que « o » commence sur de vieux totaux est la dernière de son processus, la suivante se joue"
             " dans un nouveau (il était « à vérifier », et « réussi » une correction sur quatre environ).",
             ("test_o_recommence_une_partie",)),
    Variante("zero_garde_les_des_a_tous_les_tours", TOUR_1, (
        ("__main__.py", "NB_TOURS = 13\n", "NB_TOURS = 13\nGARDE = [False]\n"),
        ("__main__.py", "    garde = False\n",
         "    garde = False\n    if GARDE[0]:\n        lancer(d, f, g, choix, rng)\n        return\n"),
        ("__main__.py", "        garde = choix == 0\n",
         "        garde = choix == 0\n        GARDE[0] = GARDE[0] or garde\n")),
             "« 0 », une fois tapé, garde les dés à tous les tours suivants, parties rejouées comprises (tour"
             " 58, java_tours0 : un drapeau jamais remis à faux) : chaque tour n'a plus qu'un lancer. Ce qui"
             " se vise en relançant reste « à vérifier » à chaque correction (les suites et le Yum"
             " bougeaient), et les réponses aux dés d'un tour sans question des dés aussi (« 113 »"
             " échouait à tort). La case occupée se juge : sa sonde ne tape plus « 0 » à la question de la"
             " case posée après un seul lancer (tour 72).",
             ("test_un_tour_a_trois_lancers_puis_la_case",),
             ("test_0_garde_tous_les_des_et_passe_a_la_case", "test_des_lettres_aux_des_sont_refusees",
              "test_la_grille_suit_chaque_lancer", "test_le_bonus_de_25_des_63_points_en_haut",
              "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils", "test_les_points_de_la_main_pleine",
              "test_les_points_des_suites", "test_les_points_du_brelan", "test_les_points_du_carre",
              "test_les_points_du_yum", "test_pas_de_question_des_des_apres_le_troisieme_lancer",
              "test_seuls_les_des_nommes_sont_relances",
              "test_une_case_remplie_n_est_plus_proposee", "test_une_reponse_vide_aux_des_est_refusee")),
    Variante("zero_garde_les_des_jusqu_a_la_fin_de_la_partie", TOUR_1, (
        ("__main__.py", "NB_TOURS = 13\n", "NB_TOURS = 13\nGARDE = [False]\n"),
        ("__main__.py", "    garde = False\n",
         "    garde = False\n    if GARDE[0]:\n        lancer(d, f, g, choix, rng)\n        return\n"),
        ("__main__.py", "        garde = choix == 0\n",
         "        garde = choix == 0\n        GARDE[0] = GARDE[0] or garde\n"),
        ("__main__.py", "        f = nouvelle_feuille()\n",
         "        f = nouvelle_feuille()\n        GARDE[0] = False\n")),
             "« 0 », une fois tapé, garde les dés à tous les tours suivants de la partie ; une partie neuve"
             " le remet à faux (tour 77, java_manche). Le « 0 » du deuxième tour ôtait toute relance au"
             " reste de chaque partie : « seuls les dés nommés » restait « à vérifier » une correction sur"
             " deux. Le correcteur ne le tape plus dans un processus où il a vu la faute.",
             ("test_un_tour_a_trois_lancers_puis_la_case",),
             ("test_des_lettres_aux_des_sont_refusees", "test_le_bonus_de_25_des_63_points_en_haut",
              "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils", "test_les_points_de_la_main_pleine",
              "test_les_points_des_suites", "test_les_points_du_brelan", "test_les_points_du_carre",
              "test_les_points_du_yum", "test_une_case_remplie_n_est_plus_proposee",
              "test_une_reponse_vide_aux_des_est_refusee")),
    Variante("juste_des_en_chiffres_entre_crochets", TOUR_1, DES_EN_CHIFFRES_ENTRE_CROCHETS,
             "Un programme juste qui écrit ses dés en chiffres, « Des :   [4] [3] [2] [1] [4] », leurs"
             " numéros dessous, sans le dessin du cours (tour 58, py_ansi et java_boites : tout restait « à"
             " vérifier », « aucun dessin de dés à la façon du cours »).", ()),
    Variante("juste_des_d_avant_dessines_avant_la_feuille", TOUR_1, DES_D_AVANT_AVANT_LA_FEUILLE,
             "Un programme juste qui dessine ses dés de départ, cinq 1, avant la première feuille de chaque"
             " partie (revue 68, initdessin : pris pour le premier lancer, le deuxième passait pour le"
             " troisième, et « pas de question des dés après le troisième lancer » échouait à tort).", ()),
    Variante("juste_des_d_avant_ecrits_en_chiffres_avant_la_feuille", SANS_ACCENTS_TOUR_0,
             DES_EN_CHIFFRES_ENTRE_CROCHETS + DES_D_AVANT_AVANT_LA_FEUILLE,
             "Le même, ses dés écrits en chiffres entre crochets (revue 68, init).", ()),
    Variante("juste_des_numerotes_d1_a_d5", SANS_ACCENTS_TOUR_0, DES_NUMEROTES_D1_A_D5,
             "Un programme juste qui écrit ses dés « Vos des :  D1=6 D2=5 D3=2 D4=4 D5=4 » (tour 61,"
             " py_des_egal : tout restait « à vérifier »).", ()),
    Variante("juste_des_en_tableau_et_lancer_precedent", SANS_ACCENTS_TOUR_0,
             DES_EN_TABLEAU_ET_LANCER_PRECEDENT,
             "Un programme juste qui écrit ses dés en tableau, « | De | 1 | 2 | 3 | 4 | 5 | » puis « | Valeur"
             " | 2 | 6 | 5 | 3 | 6 | », et le lancer d'avant dessous (tour 63, py_tableau) : ni les numéros"
             " ni le lancer d'avant ne sont lus comme le lancer.", ()),
    Variante("juste_des_dessines_puis_ecrits_en_chiffres", TOUR_1, DES_DESSINES_PUIS_EN_CHIFFRES,
             "Un programme juste qui écrit ses dés en chiffres avant leur dessin du cours, et « Des joues :"
             " … » après : il dessine ses dés, ses lignes de chiffres ne sont jamais des lancers (relecture"
             " de 7992767 : huit à treize faux « échoué »).", ()),
    Variante("juste_des_dessines_par_l_equipe_numeros_dessous", TOUR_1, DES_DESSINES_PAR_L_EQUIPE,
             "Un programme juste qui dessine ses dés à sa façon (« ┌───┐ », « • »), leurs numéros dessous"
             " (tour 66, py_menu) : ses dés se lisent à leurs points (``dessins``) ; les numéros, lus comme"
             " le lancer à chaque écran, lui donnaient des « échoué » partout, puis tout restait « à"
             " vérifier ».", ()),
    Variante("juste_des_encadres_en_cases_de_cinq", TOUR_1, DES_ENCADRES_EN_CASES_DE_CINQ,
             "Un programme juste qui encadre ses dés de « +-----+ », des « O » dans des cases de cinq"
             " caractères, comme celles du cours (tour 66, java_statique) : lus comme un dessin du cours,"
             " ses dés n'avaient aucune face, et vingt-deux comportements restaient « à vérifier ».", ()),
    Variante("relance_de_cinq_des_refusee_sous_des_encadres", TOUR_1, DES_ENCADRES_EN_CASES_DE_SEPT + (
        ("saisie.py", "    if nombre < 0:\n", "    if nombre < 0 or len(texte) >= 5:\n"),),
             "Toute réponse de cinq chiffres aux dés est refusée (« 12345 », « 54321 » : tour 70,"
             " java_artmenu, « >= » au lieu de « > »), sous des dés encadrés. Le correcteur croyait le tour"
             " fini et tapait sa case à la question des dés reposée : six « échoué » à la place d'un seul."
             " Il relance maintenant quelques dés (« 45 »).", ("test_seuls_les_des_nommes_sont_relances",)),
    Variante("compte_des_lancers_pas_remis_apres_zero", TOUR_1, PAUSE_ET_REFUS_SUR_LA_LIGNE_DE_L_INVITE + (
        ("__main__.py", JOUER_UN_TOUR, UN_TOUR_AU_COMPTE_DES_LANCERS.format(remise="")),),
             "Le compte des lancers n'est remis à zéro qu'au troisième lancer (tour 72, java_pause) : après"
             " « 0 », le tour suivant commence à « Lancer 2 de 3 » ou « Lancer 3 de 3 », et demande la case"
             " plus tôt. Une pause suit chaque case, et les refus s'écrivent sur la ligne de la question."
             " Le correcteur suivait le compte du programme sans rien nommer, ou tapait ses dés à la"
             " question de la case : cinq « échoué » à la place d'un seul.",
             ("test_un_tour_a_trois_lancers_puis_la_case",)),
    Variante("juste_compte_des_lancers_pause_et_refus_sur_la_ligne_de_l_invite", TOUR_1,
             PAUSE_ET_REFUS_SUR_LA_LIGNE_DE_L_INVITE + (
                 ("__main__.py", JOUER_UN_TOUR,
                  UN_TOUR_AU_COMPTE_DES_LANCERS.format(remise="    COMPTE[0] = 0\n")),),
             "La forme de tour 72, java_pause, sans sa faute : le compte des lancers remis à zéro au début de"
             " chaque tour, une pause après chaque case, les refus écrits sur la ligne de la question.", ()),
    Variante("juste_feuille_en_deux_colonnes_a_points", TOUR_1, FEUILLE_EN_DEUX_COLONNES_A_POINTS,
             "Un programme juste dont la feuille est à soi, en deux colonnes encadrées, des points de"
             " conduite entre le nom et la valeur (tour 72, java_deuxcol) : elle se lit ligne à ligne"
             " (``ecran.lire_une_feuille_a_soi``) ; la feuille avant le premier lancer, après chaque choix et"
             " le bonus restaient « à vérifier ».", ()),
    Variante("surplus_compte_deux_fois_au_total_bas_d_une_feuille_a_soi", TOUR_1,
             FEUILLE_EN_DEUX_COLONNES_A_POINTS + (
                 ("regles.py", "    feuille[17] = bas\n",
                  "    bas = bas + (feuille[15] if feuille[15] != LIBRE else 0)\n    feuille[17] = bas\n"),),
             "Le Surplus est compté deux fois dans le Total bas, et donc dans le Total (tour 72,"
             " java_deuxcol : deux bornes inclusives), sous une feuille à soi en deux colonnes à points de"
             " conduite : la faute est nommée par « la feuille suit chaque choix », rien d'autre.",
             ("test_la_feuille_suit_chaque_choix",)),
    Variante("pointage_final_annonce_sans_le_bonus", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", '        print("Score :", f[18])\n',
         '        print("Votre pointage final est de", f[7] + f[17], "points.")\n'),),
             "La feuille finale est juste, mais le pointage final annoncé sous elle oublie le bonus (tour 70,"
             " java_coursdes : « Votre pointage final est de 138 points. » sous un TOTAL de 163) ; aucun"
             " comportement ne lisait cette ligne, et l'équipe avait 40/40. Le bonus la nomme, lui seul.",
             ("test_le_bonus_de_25_des_63_points_en_haut",)),
    Variante("pointage_final_annonce_sans_le_surplus", TOUR_1, (
        ("__main__.py", '        print("Score :", f[18])\n',
         '        print("FINAL SCORE:", f[18] - max(f[15], 0))\n'),),
             "La feuille finale est juste, mais le pointage final annoncé sous elle oublie le Surplus : une"
             " annonce qui n'est pas le Total de la feuille, et pas pour le seul bonus, est la faute de « la"
             " feuille suit chaque choix ».",
             ("test_la_feuille_suit_chaque_choix",)),
    Variante("juste_des_en_mots_derriere_des_lettres", SANS_ACCENTS_TOUR_0,
             DES_EN_MOTS_DERRIERE_DES_LETTRES,
             "Un programme juste qui écrit ses dés en mots, chacun derrière la lettre de sa position"
             " (« A: trois    B: six … »), puis la légende « (A=1 B=2 C=3 D=4 E=5) » (tour 73,"
             " java_mots) : tout restait « à vérifier ».", ()),
    Variante("juste_des_en_faces_unicode", TOUR_1, DES_EN_FACES_UNICODE,
             "Un programme juste qui montre ses dés en caractères Unicode (« ⚅   ⚁   ⚁   ⚂   ⚂ »), leurs"
             " numéros dessous (tour 74, py_unicode) : tout restait « à vérifier ».", ()),
    Variante("grille_absente_au_troisieme_lancer", TOUR_1, (
        ("__main__.py", "    if not garde:\n        lancer(d, f, g, choix, rng)\n",
         "    if not garde:\n        rouler_des(d, choix, rng)\n        calculer_coups_possibles(d, f, g)\n"
         "        afficher_des(d)\n"),),
             "Le troisième lancer montre ses dés sans la grille des choix possibles : la question de la case"
             " vient juste après eux (tour 73, java_tour0 ; §5.2 : « calculer et afficher les possibilités »"
             " à chaque lancer). Aucun comportement ne le nommait ; « la grille suit chaque lancer » le"
             " nomme, lui seul. Les cas rares, qui viennent surtout au dernier lancer, sont « à vérifier » à"
             " chaque correction, comme devant une grille périmée.",
             ("test_la_grille_suit_chaque_lancer",),
             ("test_les_points_du_carre", "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils",
              "test_les_points_de_la_main_pleine", "test_les_points_du_yum")),
    Variante("carre_des_trois_pareils", SANS_ACCENTS_TOUR_0, (
        ("regles.py", "            if n == 4:\n                proposer(feuille, grille, 11, total)\n",
         "            if n >= 3:\n                proposer(feuille, grille, 11, total)\n"),),
             "Le Carré est offert dès trois dés pareils (« n >= 3 », copié du brelan : tour 74, java_tour0),"
             " donc aussi pour cinq : « les points du carré » le nomme ; « le carré n'est pas offert pour"
             " cinq dés pareils », qui en suit, ne se juge pas à part (une faute, une place).",
             ("test_les_points_du_carre",), ("test_le_carre_n_est_pas_offert_pour_cinq_des_pareils",)),
    Variante("juste_des_en_chiffres_au_bout_de_la_rangee_du_dessin", TOUR_1,
             DES_EN_CHIFFRES_AU_BOUT_DE_LA_RANGEE,
             "Un programme juste qui écrit ses dés en chiffres au bout de la rangée du milieu de leur dessin"
             " (tour 64, py_boites) : rien ne se lit, tout est « à vérifier » ; lue comme des dés en"
             " chiffres, la forme de la ligne changeait avec les points dessinés devant, et trois"
             " comportements échouaient à tort.", (), A_VERIFIER_PARTOUT),
    Variante("juste_des_en_chiffres_puis_pause_puis_dessin", TOUR_1, CHIFFRES_PUIS_PAUSE_PUIS_DESSIN,
             "Un programme juste qui écrit ses dés en chiffres, fait une pause, puis les dessine comme le"
             " cours (revue 68, pausedessin) : le premier écran, sans dessin encore, apprenait la forme des"
             " chiffres, la pause n'était plus passée, et huit comportements échouaient à tort.", ()),
    Variante("juste_des_rappeles_sous_la_case", TOUR_1, (
        ("__main__.py", "                appliquer_pointage(f, g, case)\n",
         "                print(\"Case\", case, \"remplie avec :\")\n                afficher_des(d)\n"
         "                appliquer_pointage(f, g, case)\n"),),
             "Un programme juste qui redessine les dés de la case sous elle (« Case 12 remplie avec : »),"
             " avant la feuille (revue 68, recapcasedessin) : ce rappel passait pour le premier lancer du"
             " tour suivant ; « pas de question des dés après le troisième lancer » et « une partie dure 13"
             " tours » échouaient à tort.", ()),
    Variante("juste_pause_entre_les_des_et_la_grille", TOUR_1, PAUSE_ENTRE_LES_DES_ET_LA_GRILLE,
             "Un programme juste qui fait une pause entre le dessin des dés et la grille des coups (revue 68,"
             " pauseapresdessin) : la pause passait pour la question des dés, « 12345 » y était tapé, et"
             " trois comportements échouaient à tort.", ()),
    Variante("juste_des_en_chiffres_puis_une_pause_avant_la_grille", SANS_ACCENTS_TOUR_0,
             DES_NUMEROTES_D1_A_D5 + PAUSE_ENTRE_LES_DES_ET_LA_GRILLE,
             "Le même, ses dés écrits « D1=6 … D5=4 » (revue 68 et 69, pauseapres) : la forme des dés en"
             " chiffres ne s'apprenait pas d'un écran qui finit par une pause, et tout restait"
             " « à vérifier ».", ()),
    Variante("juste_invite_des_des_qui_dit_d_appuyer_sur_entree", TOUR_1, (
        ("__main__.py", 'input("Quels dés relancer ? (ex. 135, 0 = aucun) ")',
         'input("Entrez les des a relancer (ex. 135, 0 = aucun). Appuyez sur Entree pour valider : ")'),
        ("__main__.py", "        try:\n            choix = analyser_des_a_rouler(r)\n"
                        "        except ValueError:\n            choix = None\n",
         "        choix = analyser_des_a_rouler(r)\n"),
        ("saisie.py", '    if texte == "":\n        return None\n    nombre = int(texte)\n',
         "    nombre = int(texte)\n"),),
             "Un programme juste dont la question des dés finit par « Appuyez sur Entree pour valider : », et"
             " qui plante sur une réponse vide ou des lettres, ce que l'énoncé permet (relecture 78) : la"
             " phrase après le point passait pour une pause, le correcteur y tapait Entrée, et treize"
             " comportements échouaient à tort.", ()),
    Variante("juste_pause_au_troisieme_lancer_seulement", TOUR_1, (
        ("__main__.py", "def lancer(d, f, g, choix, rng):\n",
         "def lancer(d, f, g, choix, rng, dernier=False):\n"),
        ("__main__.py", "    afficher_des(d)\n    afficher_grille(g)\n",
         "    afficher_des(d)\n    if dernier:\n"
         "        input(\"Dernier lancer ! Appuyez sur Entree pour voir vos possibilites...\")\n"
         "    afficher_grille(g)\n"),
        ("__main__.py", "    if not garde:\n        lancer(d, f, g, choix, rng)\n",
         "    if not garde:\n        lancer(d, f, g, choix, rng, dernier=True)\n"),),
             "Un programme juste qui fait une pause entre les dés et la grille du troisième lancer"
             " seulement, après une autre phrase (« Dernier lancer ! Appuyez sur Entree pour voir vos"
             " possibilites... » : relecture 69) : la pause n'était pas reconnue, le correcteur y tapait sa"
             " case, « la grille suit chaque lancer » échouait à tort et quinze comportements restaient"
             " « à vérifier ».", ()),
    Variante("juste_coups_numerotes_par_rang_puis_par_case", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", '    for i in range(19):\n        if g[i] != 0:\n'
                        '            print("  case", i, "-", NOMS.get(i, "les " + str(i)), ":", g[i], "pts")',
         '    rang = 0\n    for i in range(19):\n        if g[i] != 0:\n            rang += 1\n'
         '            print("    " + str(rang) + ") case " + str(i).rjust(2) + " - "\n'
         '                  + NOMS.get(i, str(i)).ljust(13) + ": " + str(g[i]).rjust(2) + " points")'),),
             "Un programme juste qui numérote ses coups par leur rang, puis par leur case (« 3) case 10 -"
             " Brelan : 19 points » ; tour 66, py_menu).", ()),
    Variante("juste_feuille_en_deux_colonnes_sans_cadre", SANS_ACCENTS_TOUR_0,
             FEUILLE_EN_DEUX_COLONNES_SANS_CADRE,
             "Un programme juste dont la feuille tient en deux colonnes côte à côte, à points de conduite"
             " (tour 76, java_colonnes) : la ligne « Sous-total .....  19       16  YUM .... » ne se"
             " lisait pas, ni la feuille ; trois comportements restaient « à vérifier ».", ()),
    Variante("totaux_calcules_avant_la_case", TOUR_1, FEUILLE_EN_DEUX_COLONNES_SANS_CADRE + (
        ("regles.py", "def appliquer_pointage(feuille, grille, case):\n    feuille[case] = grille[case]\n",
         "def appliquer_pointage(feuille, grille, case):\n"),
        ("regles.py", "    feuille[18] = feuille[9] + bas\n",
         "    feuille[18] = feuille[9] + bas\n    feuille[case] = grille[case]\n"),),
             "Les totaux sont calculés avant que la case reçoive ses points (tour 76, java_colonnes) :"
             " chaque total a un choix de retard. La feuille le montre ; le bonus, qui suit le"
             " sous-total, ne se juge pas sur elle.",
             ("test_la_feuille_suit_chaque_choix",), ("test_le_bonus_de_25_des_63_points_en_haut",)),
    Variante("juste_feuille_a_colonne_des_numeros", SANS_ACCENTS_TOUR_0, FEUILLE_A_COLONNE_DES_NUMEROS,
             "Un programme juste dont la feuille a une colonne des numéros, le nom d'une face étant son"
             " chiffre (« |  3 | 3             |      3 | » : tour 77, py_classe) : le numéro était lu comme"
             " l'étiquette et le nom comme sa valeur ; la feuille vide montrait les faces remplies, trois"
             " faux « échoué ».", ()),
    Variante("relance_refusee_pour_un_de_deja_relance", TOUR_1, (
        ("saisie.py", "def analyser_des_a_rouler(texte):",
         "VUS_DU_TOUR = []\n\n\ndef analyser_des_a_rouler(texte):"),
        ("saisie.py", "    vus = []\n    for c in texte:", "    vus = VUS_DU_TOUR\n    for c in texte:"),
        ("__main__.py", "from .saisie import analyser_case, analyser_des_a_rouler\n",
         "from . import saisie\nfrom .saisie import analyser_case, analyser_des_a_rouler\n"),
        ("__main__.py", "def jouer_un_tour(d, f, g, rng):\n    essai = 1\n",
         "def jouer_un_tour(d, f, g, rng):\n    saisie.VUS_DU_TOUR.clear()\n    essai = 1\n"),),
             "Les chiffres déjà vus se gardent d'une question des dés à l'autre du tour (tour 75,"
             " java_paquet : le tableau créé une fois par tour, non par question) : un dé relancé au premier"
             " lancer est refusé comme un doublon au deuxième. Le correcteur tapait ensuite sa case à la"
             " question des dés, aucune partie ne finissait : deux « échoué » et dix-sept « à vérifier ». Ce"
             " qui se vise en relançant reste « à vérifier » (le bonus l'était une correction sur deux).",
             ("test_un_tour_a_trois_lancers_puis_la_case",),
             ("test_le_bonus_de_25_des_63_points_en_haut",
              "test_le_carre_n_est_pas_offert_pour_cinq_des_pareils", "test_les_points_de_la_main_pleine",
              "test_les_points_des_suites", "test_les_points_du_brelan", "test_les_points_du_carre",
              "test_les_points_du_yum", "test_une_case_remplie_n_est_plus_proposee")),
    Variante("surplus_et_yum_jamais_listes_sous_une_banniere", TOUR_1, FEUILLE_EN_LISTE_A_POINTS + (
        ("__main__.py", '    print("=========== FEUILLE DE POINTAGE ===========")\n',
         '    print("*** Bienvenue au jeu de YUM ***")\n    print()\n'
         '    print("=========== FEUILLE DE POINTAGE ===========")\n'),
        ("__main__.py", "    for i in range(19):\n        if g[i] != 0:\n",
         "    for i in range(15):\n        if g[i] != 0:\n"),),
             "La grille des coups n'est affichée que jusqu'à la case 14 : le Surplus et le Yum, bien"
             " calculés, ne sont jamais listés ; une bannière « *** Bienvenue au jeu de YUM *** » au-dessus"
             " de la feuille à soi (tour 75, py_ansi). La bannière rendait la feuille illisible (le Yum nommé"
             " deux fois), seules les grilles d'après le Surplus rempli se lisaient : le Surplus « à"
             " vérifier », le Yum nommé au hasard.",
             ("test_les_points_du_surplus", "test_les_points_du_yum")),
    Variante("zero_quitte_sous_une_feuille_a_soi", TOUR_1, FEUILLE_EN_LISTE_A_POINTS + (
        ("__main__.py", "            if case == 0:\n                annule = True\n",
         "            if case == 0:\n                afficher_feuille(f)\n                return\n"),),
             "« 0 » à la case quitte le programme sans demander si l'on rejoue, sous une feuille à soi, une"
             " case par ligne (tour 63, py_crochets) : la partie entière jouée pour comparer finissait sur"
             " « rejouer ? » sans feuille lue, sa dernière case passait pour refusée, et la faute restait"
             " « à vérifier ». Sa feuille se lit maintenant ligne à ligne (tour 72) : la feuille et le bonus"
             " ne sont plus « à vérifier ».",
             ("test_zero_a_la_case_annule_la_partie",)),
    Variante("brelan_des_seuls_des_pareils_en_chiffres", TOUR_1, DES_EN_CHIFFRES_ENTRE_CROCHETS + (
        ("regles.py", "                proposer(feuille, grille, 10, total)\n",
         "                proposer(feuille, grille, 10, n * d)\n"),),
             "Le Brelan ne compte que les dés pareils (tour 58, java_boites : « pareils * valeur »), les dés"
             " écrits en chiffres entre crochets : la faute nommée, rien d'autre.",
             ("test_les_points_du_brelan",)),
    Variante("des_de_0_a_5_ecrits_en_chiffres", SANS_ACCENTS_TOUR_0, DES_NUMEROTES_D1_A_D5 + (
        ("des.py", "    return rng.randint(1, 6)", "    return rng.randint(0, 5)"),),
             "Les dés vont de 0 à 5 (« nextInt(6) » sans « + 1 »), écrits en chiffres, « D2=0 » (tour 67,"
             " java_egal) : la faute des dés, nommée sous « seuls les dés nommés sont relancés » par le 0"
             " écrit ; les règles, qui ne se jugent pas sur un dé qui n'est pas une face, « à vérifier ».",
             ("test_seuls_les_des_nommes_sont_relances",), tuple(
                 f"test_{nom}" for nom in (
                     "un_tour_a_trois_lancers_puis_la_case",
                     "pas_de_question_des_des_apres_le_troisieme_lancer",
                     "0_garde_tous_les_des_et_passe_a_la_case", "la_grille_suit_chaque_lancer",
                     "les_points_des_faces", "les_points_du_brelan", "les_points_du_carre",
                     "le_carre_n_est_pas_offert_pour_cinq_des_pareils", "les_points_de_la_main_pleine",
                     "les_points_des_suites", "les_points_du_surplus", "les_points_du_yum",
                     "une_case_remplie_n_est_plus_proposee", "la_feuille_suit_chaque_choix",
                     "le_bonus_de_25_des_63_points_en_haut", "une_partie_dure_13_tours",
                     "chaque_tour_demande_la_case", "la_partie_finie_demande_si_l_on_rejoue",
                     "o_recommence_une_partie", "n_finit_le_programme"))),
    Variante("juste_pause_avant_chaque_lancer", TOUR_1, (
        ("__main__.py", "def lancer(d, f, g, choix, rng):\n",
         "def lancer(d, f, g, choix, rng):\n    input(\"Appuyez sur Entree pour lancer les des...\")\n"),),
             "Un programme juste qui fait une pause avant chaque lancer, « Appuyez sur Entree pour lancer les"
             " des » (inédit j1, tour 13 d'essais : le correcteur y tapait une case et comptait un tour de"
             " trop ; douze « échoué »).", ()),
    Variante("juste_question_oui_non_entre_deux_tours", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "                appliquer_pointage(f, g, case)\n",
         "                appliquer_pointage(f, g, case)\n"
         "                while tour < NB_TOURS and input(\"Voir les regles ? (o/n) \")"
         " not in (\"o\", \"n\"):\n"
         "                    pass\n"),),
             "Un programme juste qui demande « Voir les regles ? (o/n) » entre deux tours (inédit"
             " j5, tour 13 : une question oui ou non entre deux tours était prise pour « rejouer ? », la"
             " partie pour finie après un tour).", ()),
    Variante("juste_menu_avant_chaque_partie", TOUR_1, (
        ("__main__.py", "        d = [1] * 5\n",
         "        while input(\"1 - Jouer une partie\\n2 - Quitter\\nVotre choix : \") != \"1\":\n"
         "            print(\"Choix invalide.\")\n        d = [1] * 5\n"),),
             "Un programme juste qui montre un menu avant chaque partie, après « o » aussi (inédit p2b, tour"
             " 13 : « aucun lancer après « o » », le correcteur n'y tapait qu'Entrée).", ()),
    Variante("juste_recommence_a_une_erreur_de_type", (), (
        ("__main__.py", "            afficher_feuille(f)\n            jouer_un_tour(d, f, g, rng)\n",
         "            afficher_feuille(f)\n            try:\n                jouer_un_tour(d, f, g, rng)\n"
         "            except RuntimeError:\n                print(\"Erreur, on recommence\")\n"
         "                f = nouvelle_feuille()\n                tour = 1\n                continue\n"),
        ("__main__.py", "        r = input(\"Quels dés relancer ? (ex. 135, 0 = aucun) \")\n",
         "        r = input(\"Quels dés relancer ? (ex. 135, 0 = aucun) \")\n"
         "        if r.strip() and not r.strip().isdigit():\n            raise RuntimeError(r)\n")),
             "Un programme juste qui recommence la partie à une erreur de type aux dés (« Erreur, on"
             " recommence », inédit j3, tour 13 d'essais : des lettres, suivies d'une feuille neuve et d'un"
             " premier lancer, étaient dites « acceptées »). L'énoncé ne fait pas valider les erreurs de type"
             " (§3, note 1).", ()),
    Variante("juste_menu_a_lettres_avant_chaque_tour", (), (
        ("__main__.py", "            afficher_feuille(f)\n            jouer_un_tour(d, f, g, rng)\n",
         "            afficher_feuille(f)\n"
         "            while input(\"Tapez J pour jouer le tour, F pour revoir la feuille : \") != \"J\":\n"
         "                print(\"Lettre invalide.\")\n            jouer_un_tour(d, f, g, rng)\n"),),
             "Un programme juste qui demande une lettre avant chaque tour, « Tapez J pour jouer le tour, F"
             " pour revoir la feuille » (inédit p2, tour 13 d'essais : 32 « à vérifier », le correcteur ne"
             " reconnaissait que les menus numérotés).", ()),
    Variante("juste_appuyez_sur_entree_dans_la_question_de_la_case", TOUR_1, (
        ("__main__.py", "        r = input(\"Numéro de la case à remplir (0 = annuler) ? \")\n",
         "        r = input(\"Numéro de la case (0 = annuler), puis appuyez sur Entrée : \")\n"
         "        int(r)\n"),),
             "Un programme juste dont la question de la case dit « puis appuyez sur Entrée », et qui plante"
             " sur une réponse vide (§3, note 1 le permet) : ce n'est pas une pause (revue de la session : le"
             " correcteur y tapait Entrée, le programme s'arrêtait).", ()),
    Variante("juste_continuer_entre_deux_tours", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "            tour += 1\n        afficher_feuille(f)\n",
         "            tour += 1\n" + CONTINUER_ENTRE_DEUX_TOURS + "        afficher_feuille(f)\n"),),
             "Un programme juste qui demande « Voulez-vous continuer ? (o/n) » entre deux tours : « o »"
             " continue (revue de la session : « n » y finissait la partie après un tour).", ()),
    Variante("juste_continuer_puis_pause_au_debut_du_tour", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "            tour += 1\n        afficher_feuille(f)\n",
         "            tour += 1\n" + CONTINUER_ENTRE_DEUX_TOURS + "        afficher_feuille(f)\n"),
        ("__main__.py", "    essai = 1\n    choix = 12345\n",
         "    essai = 1\n    choix = 12345\n    input(\"Appuyez sur Entree pour lancer les des...\")\n")),
             "Un programme juste qui demande « Voulez-vous continuer ? (o/n) » entre deux tours, puis fait"
             " une pause au début de chaque tour (tour 64, java_annule : le correcteur tapait sa case à la"
             " pause, et la case acceptée passait pour refusée).", ()),
    Variante("refus_aux_des_compte_sans_numero_de_lancer", TOUR_1, (
        ("__main__.py", "        lancer(d, f, g, choix, rng)\n        choix = demander_des()",
         "        lancer(d, f, g, max(choix, 0), rng)\n        choix = demander_des()"),
        ("__main__.py", "    if not garde:\n        lancer(d, f, g, choix, rng)",
         "    if not garde:\n        lancer(d, f, g, max(choix, 0), rng)"),
        ("saisie.py", "    if nombre < 0:\n        return None\n", "    if nombre < 0:\n        return -1\n"),
        ("saisie.py", "        if c < \"1\" or c > \"5\" or c in vus:\n            return None\n",
         "        if c < \"1\" or c > \"5\" or c in vus:\n            return -1\n")),
             "Une réponse invalide aux dés, refusée sans un mot, compte pour un lancer ; les mêmes dés sont"
             " redessinés sous la même question, sans numéro de lancer (revue de la session : « 113 » était"
             " dit refusé, « réussi »). « 6 » puis « 10 », « 113 » puis « 121 » le montrent : deux refus"
             " comptés mènent à la question de la case (des lettres font planter int(), une réponse vide est"
             " refusée d'un mot : justes).",
             ("test_la_reponse_6_aux_des_est_refusee", "test_la_reponse_113_aux_des_est_refusee")),
    Variante("juste_oui_non_avant_les_des", TOUR_1,
             oui_non_avant_les_des("Voulez-vous relancer des dés ? (o/n) "),
             "Un programme juste qui demande « Voulez-vous relancer des dés ? (o/n) » avant la question des"
             " dés : « n » y garde les dés, au lieu du « 0 » de l'énoncé (§5.2), un écart qu'une personne"
             " juge. Tout le reste se juge (tour 8 d'essais : 31 comportements restaient « à vérifier »).",
             (), ("test_0_garde_tous_les_des_et_passe_a_la_case",)),
    Variante("oui_non_avant_les_des_zero_quitte", SANS_ACCENTS_TOUR_0,
             oui_non_avant_les_des("Relancer des des? (o/n): ") + (
                 ("__main__.py", "            if case == 0:\n                annule = True\n",
                  "            if case == 0:\n                print(\"Partie annulee. Au revoir!\")\n"
                  "                return\n"),),
             "La question oui ou non avant les dés, sans accents, et « 0 » à la case quitte le programme sans"
             " demander si l'on rejoue (programme inédit p2c : la faute n'était pas nommée).",
             ("test_zero_a_la_case_annule_la_partie",), ("test_0_garde_tous_les_des_et_passe_a_la_case",)),
    Variante("juste_confirmation_d_une_case_a_zero", TOUR_1, (
        ("__main__.py", "            case = demander_case(f)\n            if case == 0:",
         "            case = demander_case(f)\n"
         "            while case != 0 and g[case] == 0 and input(\n"
         "                    \"Cette case vous donne 0 point. La prendre quand meme (o/n) ? \") != \"o\":\n"
         "                case = demander_case(f)\n"
         "            if case == 0:"),),
             "Un programme juste qui fait confirmer une case à 0 point (« La prendre quand meme (o/n) ? ») :"
             " le correcteur y répondait « n », refusant sa propre case, et au 13e tour la prenait pour"
             " « rejouer ? » (programme inédit p1b, quatorzième tour d'essais : deux faux « échoué »).",
             ()),
    Variante("juste_coups_entre_crochets_et_menu_encadre", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", '    print("Choix possibles :")\n    for i in range(19):\n        if g[i] != 0:\n'
                        '            print("  case", i, "-", NOMS.get(i, "les " + str(i)), ":", g[i], "pts")',
         '    print("Coups : " + "  ".join("[" + str(i) + "]=" + str(g[i]) for i in range(19) if g[i]))'),
        ("__main__.py", "        d = [1] * 5\n",
         "        choix_menu = \"\"\n        while choix_menu != \"1\":\n"
         "            print(\"+-----------------------+\")\n"
         "            print(\"| 1. Jouer              |\")\n"
         "            print(\"| 2. Voir les regles    |\")\n"
         "            print(\"| 3. Quitter            |\")\n"
         "            print(\"+-----------------------+\")\n"
         "            choix_menu = input(\"Votre choix : \")\n"
         "            if choix_menu == \"3\":\n                return\n"
         "            if choix_menu != \"1\":\n                print(\"Choix inconnu.\")\n"
         "        d = [1] * 5\n"),),
             "Un programme juste qui écrit ses coups sur une ligne, la case entre crochets (« Coups : [1]=1"
             "  [4]=8 »), et ouvre chaque partie par un menu encadré (« | 1. Jouer | ») : tour 53, py_manche"
             " (lu « la face 1 à 8 points », trois faux « échoué ») et py_menu (tout « à vérifier »).", ()),
    Variante("case_negative_annule_la_partie", TOUR_1, (
        ("saisie.py", "    if case == 0:\n        return 0\n", "    if case <= 0:\n        return 0\n"),),
             "Un numéro de case négatif annule la partie comme « 0 » (tour 53, java_negatif : « c <= 0 ») ;"
             " le correcteur tapait ses cases à « rejouer ? », et le test restait « à vérifier ».",
             ("test_une_case_hors_limites_est_refusee",)),
    Variante("case_occupee_acceptee_au_deuxieme_essai", TOUR_1, (
        ("__main__.py", "def demander_case(f):\n    while True:\n"
                        "        r = input(\"Numéro de la case à remplir (0 = annuler) ? \")",
         "def demander_case(f):\n    essais = 0\n    while True:\n"
         "        essais += 1\n"
         "        r = input(\"Numéro de la case à remplir (0 = annuler) ? \")\n"
         "        if essais > 1 and r.strip().isdigit() and 1 <= int(r) <= 16 and f[int(r)] != -1:\n"
         "            f[int(r)] = -1"),),
             "Après un refus, la réponse suivante n'est pas revérifiée pour « occupée » : une case remplie,"
             " retapée aussitôt après son refus, est acceptée et écrasée (tour 53, java_occupee : un « if »"
             " au lieu d'une boucle ; aucun test ne le nommait).", ("test_une_case_occupee_est_refusee",)),
    Variante("relance_a_chaque_refus_aux_des", SANS_ACCENTS_TOUR_0, (
        ("__main__.py", "def demander_case(f):\n",
         "def demander_des_une_fois():\n"
         "    r = input(\"Entrer les des a changer (ex: 135) ou 0 pour garder : \")\n"
         "    try:\n        return analyser_des_a_rouler(r)\n"
         "    except ValueError:\n        return None\n\n\n"
         "def demander_case(f):\n"),
        ("__main__.py", '        print("Lancer", essai, "de 3")\n        lancer(d, f, g, choix, rng)\n'
                        '        choix = demander_des()',
         '        while True:\n            print("Lancer", essai, "de 3")\n'
         '            lancer(d, f, g, choix, rng)\n            nouveau = demander_des_une_fois()\n'
         '            if nouveau is not None:\n                break\n'
         '            print("Choix invalide!")\n        choix = nouveau'),),
             "Le lancer est dans la boucle qui redemande les dés : chaque réponse refusée relance les dés"
             " sous le même numéro de lancer (tour 55, java_refus : quatre comportements échouaient pour une"
             " ligne mal placée). La faute se nomme une fois, sous « 113 » ; les trois autres sondes le"
             " voient aussi et y renvoient.", ("test_la_reponse_113_aux_des_est_refusee",),
             ("test_la_reponse_6_aux_des_est_refusee", "test_des_lettres_aux_des_sont_refusees",
              "test_une_reponse_vide_aux_des_est_refusee")),
    Variante("partie_annulee_jamais_remise_a_faux", TOUR_1, (
        ("__main__.py", "    encore = True\n    while encore:\n",
         "    encore = True\n    annule = False\n    while encore:\n"),
        ("__main__.py", "        annule = False\n        tour = 1\n", "        tour = 1\n"),),
             "Le drapeau de la partie annulée n'est jamais remis à faux : après « 0 » à la case, puis « o »,"
             " la partie neuve finit avant son premier lancer et « rejouer ? » revient aussitôt (tour 56,"
             " un champ « static » : « réussi » partout).", ("test_zero_a_la_case_annule_la_partie",)),
    Variante("case_negative_lue_depuis_la_fin", SANS_ACCENTS_TOUR_0, (
        ("saisie.py", "    if case < 1 or case > 16 or (7 <= case <= 9):\n",
         "    if case > 16 or (7 <= case <= 9):\n"),),
             "Aucune borne basse au numéro de la case : un numéro négatif lit la feuille depuis la fin (tour"
             " 57, py_negatif). « -1 », le total, n'est jamais libre, et il est refusé ; « -3 » remplit le"
             " Yum.", ("test_une_case_hors_limites_est_refusee",)),
    Variante("juste_essayer_encore_apres_une_case_refusee", TOUR_1, (
        ("__main__.py", '        print("Case invalide.")\n',
         '        encore = input("Case invalide. Essayer encore ? (o/n) ")\n'
         '        while encore not in ("o", "n"):\n'
         '            encore = input("Repondez o ou n : ")\n'
         '        if encore == "n":\n            return 0\n'),),
             "Un programme juste qui, après une case refusée, demande « Case invalide. Essayer encore ?"
             " (o/n) » : « o » redemande la case, « n » annule la partie comme « 0 » (tour 57, py_encore et"
             " java_fin : les trois sondes de la case restaient « à vérifier » ; une version du jour y"
             " voyait une fin de partie).", ()),
    Variante("juste_reessayer_pour_rejouer", TOUR_1, (
        ("__main__.py", '"Voulez-vous rejouer (o/n) ? "', '"Voulez-vous reessayer (o/n) ? "'),),
             "Un programme juste dont « rejouer ? » se dit « Voulez-vous reessayer (o/n) ? », sous la feuille"
             " et le score : ce n'est pas l'autre essai d'une case refusée, et le correcteur n'y tape pas"
             " « o » de lui-même.", ()),
    Variante("juste_rejouer_redemande_sans_o_n", TOUR_1, (
        ("__main__.py", "Répondez o ou n (o/n) : ", "Repondez seulement par o ou par n : "),),
             "Un programme juste dont « rejouer ? », redemandé, ne dit ni « (o/n) » ni « rejouer » : « O »"
             " refusé était dit « pris pour « o » » (programme inédit p2b, quatorzième tour d'essais).", ()),
)

# Les mêmes, par identifiant.
VARIANTES_PAR_IDENTIFIANT = {variante.identifiant: variante for variante in VARIANTES}


def fabriquer(variante, destination):
    """Écrit la variante dans ``destination`` (le paquet ``tp1_yum``) ; retourne la commande d'argument du
    paquet (« -m tp1_yum »), à lancer avec ``PYTHONPATH=destination``.

    Lève ValueError si une substitution ne s'applique pas exactement une fois.
    """
    dossier = Path(destination) / "tp1_yum"
    shutil.copytree(COPIE_PYTHON, dossier, ignore=shutil.ignore_patterns("__pycache__"))
    for fichier, ancien, nouveau in variante.style + variante.substitutions:
        chemin = dossier / fichier
        texte = chemin.read_text(encoding="utf-8")
        if texte.count(ancien) != 1:
            raise ValueError(f"{variante.identifiant} : la substitution ne s'applique pas une fois :"
                             f" {ancien!r}")
        chemin.write_text(texte.replace(ancien, nouveau), encoding="utf-8")
    return "-m tp1_yum"
