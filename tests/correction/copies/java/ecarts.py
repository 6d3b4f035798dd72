"""Les écarts : des remises Java fautives, chacune à un seul écart de la remise correcte.

Explication : plutôt que de recopier dix fois le programme de l'équipe, chaque
remise fautive est décrite par une seule substitution de texte appliquée aux
sources de ``correct_sans_accents`` : le fichier, le texte exact à remplacer
(qui doit s'y trouver une et une seule fois) et le texte qui le remplace.
Chaque écart porte une description en français du comportement fautif, la
section de l'énoncé qu'il enfreint et le nom du test du correcteur en console
qui doit échouer (une proposition : l'auteur du correcteur fait le lien avec
ses propres noms). ``fabriquer`` écrit la remise fautive dans un dossier ;
``verifier_table`` dit si chaque substitution s'applique bien une seule fois.

Aucun test pytest ici : les tests du correcteur importent ce module.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import shutil
from pathlib import Path
from typing import NamedTuple

# Le dossier des sources de la remise correcte à laquelle on applique les écarts.
DOSSIER_CORRECT = Path(__file__).resolve().parent / "correct_sans_accents"
# L'extension des sources d'une remise : seuls ces fichiers sont recopiés.
EXTENSION_SOURCES = ".java"
# L'encodage des sources de la remise correcte (sans accents : l'ASCII suffit).
ENCODAGE_SOURCES = "utf-8"
# Le nombre de fois que le texte à remplacer doit apparaître dans son fichier.
OCCURRENCES_VOULUES = 1
# Le test d'une variante juste (un écart de forme, pas une faute) : aucun ne doit échouer.
AUCUN_TEST = ""


class Ecart(NamedTuple):
    """Un écart : une substitution de texte et ce qu'elle fait au programme."""

    # Le nom court de l'écart, qui sert aussi de nom de dossier.
    identifiant: str
    # Le fichier de la remise correcte où se fait la substitution.
    fichier: str
    # Le texte exact à remplacer (une seule occurrence dans le fichier).
    ancien: str
    # Le texte qui le remplace.
    nouveau: str
    # Le comportement fautif qui en résulte, tel qu'un joueur le voit.
    description: str
    # La section de l'énoncé enfreinte.
    section: str
    # Le test du correcteur en console qui doit échouer (nom proposé) ; AUCUN_TEST pour une variante juste.
    test: str


# La table des écarts. L'indentation des textes est celle des sources Java
# (quatre espaces par niveau) : elle fait partie du texte à trouver.
ECARTS = (
    Ecart(
        identifiant="brelan_trois_fois_la_face",
        fichier="ModRegles.java",
        ancien="grille[Constantes.BRELAN] = sommeDes(des);",
        nouveau="grille[Constantes.BRELAN] = NB_BRELAN * face;",
        description="Le brelan compte trois fois la face (4 4 4 5 6 : 12) au lieu de la somme "
                    "de tous les dés (23), dans les choix possibles et donc sur la feuille.",
        section="§2 et §5.2 (brelan : somme des dés)",
        test="test_le_brelan_vaut_la_somme_des_des",
    ),
    Ecart(
        identifiant="carre_quatre_fois_la_face",
        fichier="ModRegles.java",
        ancien="grille[Constantes.CARRE] = sommeDes(des);",
        nouveau="grille[Constantes.CARRE] = NB_CARRE * face;",
        description="Le carré compte quatre fois la face (2 2 2 2 4 : 8) au lieu de la somme "
                    "de tous les dés (12).",
        section="§2 et §5.2 (carré : somme des dés)",
        test="test_le_carre_vaut_la_somme_des_des",
    ),
    Ecart(
        identifiant="yum_vaut_la_somme_des_des",
        fichier="ModRegles.java",
        ancien="grille[Constantes.YUM] = Constantes.POINTS_YUM;",
        nouveau="grille[Constantes.YUM] = sommeDes(des);",
        description="Un Yum (cinq dés pareils) vaut le total des dés (6 6 6 6 6 : 30, "
                    "2 2 2 2 2 : 10) au lieu de 30 points.",
        section="§2 et §5.2 (Yum : 30 points)",
        test="test_le_yum_vaut_30_points",
    ),
    Ecart(
        identifiant="faces_non_offertes",
        fichier="ModAffichage.java",
        ancien="for (int i = 1; i < grille.length; i++) {",
        nouveau="for (int i = Constantes.BRELAN; i < grille.length; i++) {",
        description="Les cases 1 à 6 ne sont jamais montrées dans « Choix possibles » : seules "
                    "les cases du bas (brelan à Yum) le sont. Choisir une face reste possible "
                    "et compte les bons points.",
        section="§3 et §5.2 (afficher les cases non nulles de la grille des coups)",
        test="test_les_faces_sont_offertes_dans_les_choix_possibles",
    ),
    Ecart(
        identifiant="de_6_accepte",
        fichier="ModSaisie.java",
        ancien=("            if (chiffre < 1 || chiffre > Constantes.NB_DES) {\n"
                "                valide = false;\n"
                "            } else {\n"),
        nouveau="            if (chiffre >= 1 && chiffre <= Constantes.NB_DES) {\n",
        description="Un chiffre qui n'est pas un numéro de dé (6, 7, 0…) est ignoré au lieu "
                    "d'être refusé : « 6 » est accepté sans message, aucun dé n'est relancé "
                    "et le lancer suivant a lieu ; « 16 » relance le dé 1.",
        section="§3 et §5.2 (chaque chiffre entre 1 et NB_DES)",
        test="test_un_de_6_est_refuse",
    ),
    Ecart(
        identifiant="doublon_accepte",
        fichier="ModSaisie.java",
        ancien=("                nbFois[chiffre - 1]++;\n"
                "                if (nbFois[chiffre - 1] > 1) {\n"
                "                    valide = false;\n"
                "                }\n"),
        nouveau="                nbFois[chiffre - 1]++;\n",
        description="Un dé en double est accepté : « 113 » relance les dés 1 et 3 sans message.",
        section="§3 et §5.2 (pas de doublon)",
        test="test_un_de_en_double_est_refuse",
    ),
    Ecart(
        identifiant="plantage_sur_6",
        fichier="ModSaisie.java",
        ancien="if (chiffre < 1 || chiffre > Constantes.NB_DES) {",
        nouveau="if (chiffre < 1 || chiffre > Constantes.NB_FACES) {",
        description="La validation confond le nombre de dés et le nombre de faces : « 6 » passe "
                    "la borne et le programme plante (java.lang.ArrayIndexOutOfBoundsException: "
                    "Index 5 out of bounds for length 5, dans ModSaisie.desValides), code de "
                    "sortie 1.",
        section="§3 et §5.2 (chaque chiffre entre 1 et NB_DES)",
        test="test_un_de_6_ne_fait_pas_planter_le_programme",
    ),
    Ecart(
        identifiant="zero_redemande",
        fichier="ModSaisie.java",
        ancien=("        if (choix == Constantes.ANNULER) {\n"
                "            valide = true;\n"
                "        } else if (choix < 1 || choix > Constantes.YUM) {\n"),
        nouveau="        if (choix < 1 || choix > Constantes.YUM) {\n",
        description="0 comme numéro de case n'annule pas la partie : il est refusé "
                    "(« Case invalide ou deja utilisee. ») et la case est redemandée.",
        section="§3 et §5.3 (0 annule la partie)",
        test="test_zero_comme_case_annule_la_partie",
    ),
    Ecart(
        identifiant="zero_accepte_comme_case",
        fichier="Yum.java",
        ancien="if (choix == Constantes.ANNULER) {",
        nouveau="if (choix < Constantes.ANNULER) {",
        description="0 comme numéro de case n'annule pas la partie : il est accepté comme une "
                    "case (rien ne change sur la feuille) et le tour suivant commence.",
        section="§3 et §5.3 (0 annule la partie)",
        test="test_zero_comme_case_annule_la_partie",
    ),
    Ecart(
        identifiant="rejouer_non_valide",
        fichier="ModSaisie.java",
        ancien=("        while (!reponse.equals(OUI) && !reponse.equals(NON)) {\n"
                "            System.out.println(\"Repondre seulement par o ou n.\");\n"
                "            System.out.print(\"Voulez-vous rejouer? (o/n) \");\n"
                "            reponse = lireLigne(clavier);\n"
                "        }\n"),
        nouveau="",
        description="La réponse à « Voulez-vous rejouer? (o/n) » n'est pas validée : toute "
                    "réponse autre que « o » (« x », « oui », vide) termine le programme.",
        section="§3 et §5.3 (aucun autre choix que o ou n)",
        test="test_la_reponse_pour_rejouer_est_validee",
    ),
    Ecart(
        identifiant="rejouer_tout_accepte",
        fichier="ModSaisie.java",
        ancien=("        while (!reponse.equals(OUI) && !reponse.equals(NON)) {\n"
                "            System.out.println(\"Repondre seulement par o ou n.\");\n"
                "            System.out.print(\"Voulez-vous rejouer? (o/n) \");\n"
                "            reponse = lireLigne(clavier);\n"
                "        }\n"
                "        return reponse.equals(OUI);\n"),
        nouveau="        return !reponse.equals(NON);\n",
        description="La réponse à « Voulez-vous rejouer? (o/n) » n'est pas validée : toute "
                    "réponse autre que « n » (« x », « oui », vide) commence une autre partie.",
        section="§3 et §5.3 (aucun autre choix que o ou n)",
        test="test_la_reponse_pour_rejouer_est_validee",
    ),
    Ecart(
        identifiant="pas_de_feuille_avant_le_lancer",
        fichier="Yum.java",
        ancien=("                ModAffichage.afficherFeuille(feuille);\n"
                "                ModDes.jouerTroisEssais(des, feuille, grille, clavier);\n"
                "\n"
                "                choix = ModSaisie.lireCase(feuille, clavier);\n"
                "                if (choix == Constantes.ANNULER) {\n"
                "                    annulee = true;\n"
                "                } else {\n"
                "                    ModRegles.appliquerPointage(feuille, grille, choix);\n"
                "                }\n"),
        nouveau=("                ModDes.jouerTroisEssais(des, feuille, grille, clavier);\n"
                 "\n"
                 "                choix = ModSaisie.lireCase(feuille, clavier);\n"
                 "                if (choix == Constantes.ANNULER) {\n"
                 "                    annulee = true;\n"
                 "                } else {\n"
                 "                    ModRegles.appliquerPointage(feuille, grille, choix);\n"
                 "                    ModAffichage.afficherFeuille(feuille);\n"
                 "                }\n"),
        description="La feuille de pointage n'est pas affichée avant le premier lancer ni au "
                    "début des tours : seulement après chaque choix de case (et à la fin).",
        section="§3 et §5.3 (afficher la grille de pointage à chaque tour)",
        test="test_la_feuille_est_affichee_avant_chaque_tour",
    ),
    Ecart(
        identifiant="pas_de_question_rejouer",
        fichier="Yum.java",
        ancien="rejouer = ModSaisie.demanderRejouer(clavier);",
        nouveau="rejouer = false;",
        description="Le programme ne demande jamais s'il faut rejouer : après 13 tours ou une "
                    "annulation, il affiche la feuille, le message de fin et se termine.",
        section="§3 et §5.3 (demander si l'utilisateur veut jouer une autre partie)",
        test="test_le_programme_demande_si_on_veut_rejouer",
    ),
    Ecart(
        identifiant="bonus_jamais_donne",
        fichier="ModRegles.java",
        ancien="feuille[Constantes.BONUS] = Constantes.POINTS_BONUS;",
        nouveau="feuille[Constantes.BONUS] = 0;",
        description="Le bonus reste à 0 même quand le sous-total du haut atteint 63 ou plus.",
        section="§2 et §5.3 (bonus de 25 points à 63 et plus)",
        test="test_le_bonus_de_25_points_est_donne_a_63",
    ),
    Ecart(
        identifiant="total_sans_bonus",
        fichier="ModRegles.java",
        ancien=("feuille[Constantes.GRAND_TOTAL] = feuille[Constantes.TOTAL_HAUT] "
                "+ feuille[Constantes.TOTAL_BAS];"),
        nouveau=("feuille[Constantes.GRAND_TOTAL] = feuille[Constantes.SOUS_TOTAL_HAUT] "
                 "+ feuille[Constantes.TOTAL_BAS];"),
        description="Le grand total additionne le sous-total du haut et le total du bas, sans "
                    "le bonus : faux (de 25) dès que le bonus est gagné. Le bonus et le total "
                    "haut, eux, sont justes.",
        section="§2 et §5.3 (le total compte le bonus)",
        test="test_les_totaux_de_la_feuille_sont_justes",
    ),
    Ecart(
        identifiant="petite_suite_1234_oubliee",
        fichier="ModRegles.java",
        ancien="if ((un && deux) || (deux && cinq) || (cinq && six)) {",
        nouveau="if ((deux && cinq) || (cinq && six)) {",
        description="La petite suite 1 2 3 4 n'est pas reconnue (1 2 3 4 6, 1 2 3 4 4 : pas de "
                    "petite suite offerte) ; 2 3 4 5 et 3 4 5 6 le sont.",
        section="§2 et §5.2 (petite suite : 15 points)",
        test="test_la_petite_suite_1234_est_reconnue",
    ),
    Ecart(
        identifiant="redessin_apres_zero",
        fichier="ModDes.java",
        ancien=("            if (aRouler == Constantes.GARDER_TOUT) {\n"
                "                garderTout = true;\n"),
        nouveau=("            if (aRouler == Constantes.GARDER_TOUT) {\n"
                 "                garderTout = true;\n"
                 "                System.out.println(\"Le joueur ne veut pas relancer.\");\n"
                 "                ModAffichage.afficherDes(des);\n"),
        description="Après « 0 », le programme redessine les dés gardés (« Le joueur ne veut pas "
                    "relancer. ») avant la question de la case : ce n'est pas un lancer, et rien "
                    "d'autre n'est fautif.",
        section="aucune : un programme juste (un dessin des dés gardés n'est pas un lancer)",
        test=AUCUN_TEST,
    ),
    Ecart(
        identifiant="grille_perimee",
        fichier="ModDes.java",
        ancien="        ModRegles.calculerCoupsPossibles(des, feuille, grille);\n",
        nouveau=("        if (essai == 1) {\n"
                 "            ModRegles.calculerCoupsPossibles(des, feuille, grille);\n"
                 "        }\n"),
        description="Les choix possibles ne sont calculés qu'au premier lancer du tour : aux "
                    "lancers 2 et 3, la grille du premier lancer reste offerte, avec ses points, "
                    "et c'est elle que la case choisie reçoit.",
        section="§5.2 (les choix possibles des dés de chaque lancer)",
        test="test_la_grille_suit_chaque_lancer",
    ),
    Ecart(
        identifiant="quatre_lancers",
        fichier="ModDes.java",
        ancien="while (essai < Constantes.NB_ESSAIS && !garderTout) {",
        nouveau="while (essai <= Constantes.NB_ESSAIS && !garderTout) {",
        description="Un tour a quatre lancers : la question des dés est posée aussi après le "
                    "troisième lancer.",
        section="§5.2 (trois lancers au plus)",
        test="test_pas_de_question_des_des_apres_le_troisieme_lancer",
    ),
    Ecart(
        identifiant="pas_de_case_sans_choix",
        fichier="Yum.java",
        ancien=("                choix = ModSaisie.lireCase(feuille, clavier);\n"
                "                if (choix == Constantes.ANNULER) {\n"),
        nouveau=("                choix = Constantes.ANNULER - 1;\n"
                 "                for (int i = 1; i < grille.length; i++) {\n"
                 "                    if (grille[i] > 0 && choix < Constantes.ANNULER) {\n"
                 "                        choix = ModSaisie.lireCase(feuille, clavier);\n"
                 "                    }\n"
                 "                }\n"
                 "                if (choix < Constantes.ANNULER) {\n"
                 "                    System.out.println(\"Aucun choix possible, tour perdu.\");\n"
                 "                } else if (choix == Constantes.ANNULER) {\n"),
        description="Quand aucune case libre ne rapporte de points, la question de la case n'est "
                    "pas posée : le tour passe sans rien inscrire (le joueur ne peut pas mettre 0 "
                    "dans une case libre).",
        section="§3 et §5.2 (une case libre, même à 0)",
        test="test_chaque_tour_demande_la_case",
    ),
    Ecart(
        identifiant="zero_refuse_dans_une_case_libre",
        fichier="Yum.java",
        ancien="                choix = ModSaisie.lireCase(feuille, clavier);\n",
        nouveau=("                choix = ModSaisie.lireCase(feuille, clavier);\n"
                 "                while (choix != Constantes.ANNULER && grille[choix] == 0) {\n"
                 "                    System.out.println(\"Case sans points, en choisir une autre.\");\n"
                 "                    choix = ModSaisie.lireCase(feuille, clavier);\n"
                 "                }\n"),
        description="Une case libre qui ne rapporte rien avec les dés (0 point) est refusée "
                    "(« Case invalide ou deja utilisee. ») : le joueur ne peut pas y inscrire 0.",
        section="§3 (une case libre entre 0 et 16) ; règles : « inscrire zéro dans une autre case »",
        test="test_une_case_libre_qui_vaut_0_est_acceptee",
    ),
    Ecart(
        identifiant="carre_offert_pour_un_yum",
        fichier="ModRegles.java",
        ancien="if (nb == NB_CARRE && caseLibre(feuille, Constantes.CARRE)) {",
        nouveau="if (nb >= NB_CARRE && caseLibre(feuille, Constantes.CARRE)) {",
        description="Le carré est offert aussi pour cinq dés pareils (un Yum), alors que l'énoncé "
                    "le veut pour exactement quatre (« égal à quatre »).",
        section="§5.2 (carré : exactement quatre dés pareils)",
        test="test_le_carre_n_est_pas_offert_pour_cinq_des_pareils",
    ),
    Ecart(
        identifiant="brelan_somme_jusqu_a_la_face",
        fichier="ModRegles.java",
        ancien="grille[Constantes.BRELAN] = sommeDes(des);",
        nouveau=("int[] tries = des.clone();\n"
                 "                        java.util.Arrays.sort(tries);\n"
                 "                        int jusqua = 0;\n"
                 "                        for (int k = 0; k < tries.length && tries[k] <= face; k++) {\n"
                 "                            jusqua = jusqua + tries[k];\n"
                 "                        }\n"
                 "                        grille[Constantes.BRELAN] = jusqua;"),
        description="Le brelan vaut la somme des dés triés jusqu'à la face répétée (3 3 3 5 6 : "
                    "9 au lieu de 20) : juste par hasard quand la face répétée est la plus haute.",
        section="§5.2 (brelan : somme des dés)",
        test="test_les_points_du_brelan",
    ),
    Ecart(
        identifiant="bonus_ajoute_a_chaque_choix",
        fichier="ModRegles.java",
        ancien="feuille[Constantes.BONUS] = Constantes.POINTS_BONUS;",
        nouveau="feuille[Constantes.BONUS] = feuille[Constantes.BONUS] + Constantes.POINTS_BONUS;",
        description="Une fois 63 points atteints en haut, le bonus de 25 est ajouté encore à chaque "
                    "choix suivant (25, 50, 75…).",
        section="§2 et §5.3 (bonus de 25 points)",
        test="test_le_bonus_de_25_des_63_points_en_haut",
    ),
    Ecart(
        identifiant="plantage_sur_la_case_19",
        fichier="ModSaisie.java",
        ancien="        } else if (choix < 1 || choix > Constantes.YUM) {\n",
        nouveau="        } else if (choix < 1 || choix > Constantes.YUM + feuille[choix] * 0) {\n",
        description="Une case hors limites (19) fait planter le programme "
                    "(ArrayIndexOutOfBoundsException) au lieu d'être refusée.",
        section="§3 (une case entre 0 et 16)",
        test="test_une_case_hors_limites_est_refusee",
    ),
)


def chercher(identifiant):
    """Retourne l'écart qui porte cet identifiant (KeyError s'il n'existe pas)."""
    for ecart in ECARTS:
        if ecart.identifiant == identifiant:
            return ecart
    raise KeyError(f"aucun écart ne s'appelle « {identifiant} »")


def nombre_d_occurrences(ecart, dossier=DOSSIER_CORRECT):
    """Retourne combien de fois le texte à remplacer de l'écart apparaît dans son fichier."""
    texte = (Path(dossier) / ecart.fichier).read_text(encoding=ENCODAGE_SOURCES)
    return texte.count(ecart.ancien)


def fabriquer(ecart, destination):
    """Écrit dans ``destination`` la remise correcte modifiée par l'écart ; retourne le dossier.

    Seules les sources Java sont recopiées. Le dossier est créé au besoin.
    Lève ValueError si le texte à remplacer ne se trouve pas exactement une
    fois dans son fichier : la table ne correspond plus aux sources.
    """
    destination = Path(destination)
    occurrences = nombre_d_occurrences(ecart)
    if occurrences != OCCURRENCES_VOULUES:
        raise ValueError(f"écart « {ecart.identifiant} » : le texte à remplacer apparaît "
                         f"{occurrences} fois dans {ecart.fichier} au lieu d'une seule")
    destination.mkdir(parents=True, exist_ok=True)
    for source in sorted(DOSSIER_CORRECT.glob("*" + EXTENSION_SOURCES)):
        shutil.copyfile(source, destination / source.name)
    cible = destination / ecart.fichier
    texte = cible.read_text(encoding=ENCODAGE_SOURCES)
    cible.write_text(texte.replace(ecart.ancien, ecart.nouveau), encoding=ENCODAGE_SOURCES)
    return destination


def verifier_table():
    """Retourne la liste des problèmes de la table (vide si tout va bien).

    Chaque substitution doit s'appliquer une seule fois à la remise correcte,
    changer vraiment le texte, et chaque identifiant doit être unique.
    """
    problemes = []
    vus = set()
    for ecart in ECARTS:
        if ecart.identifiant in vus:
            problemes.append(f"identifiant en double : « {ecart.identifiant} »")
        vus.add(ecart.identifiant)
        if not (DOSSIER_CORRECT / ecart.fichier).is_file():
            problemes.append(f"« {ecart.identifiant} » : le fichier {ecart.fichier} n'existe pas")
            continue
        occurrences = nombre_d_occurrences(ecart)
        if occurrences != OCCURRENCES_VOULUES:
            problemes.append(f"« {ecart.identifiant} » : texte trouvé {occurrences} fois "
                             f"dans {ecart.fichier}")
        if ecart.ancien == ecart.nouveau:
            problemes.append(f"« {ecart.identifiant} » : la substitution ne change rien")
    return problemes
