"""Les pauses d'un programme Java, raccourcies : chaque ``Thread.sleep(ms)`` de ses classes dure ms / 50.

Explication : des dés qui roulent 100 ms à chaque lancer (``Thread.sleep``)
font quatre secondes par partie, et une correction de 30 à 50 s ; à 300 ms,
chaque partie dépasse son délai. La sonde du bac à sable raccourcit déjà les
pauses d'un programme Python (``time.sleep``). Pour Java, le correcteur
retouche les classes compilées de l'équipe, dans sa copie : la référence à
``java/lang/Thread.sleep(J)V`` de leur table des constantes désigne une petite
classe du même paquet (``PAUSE_DU_CORRECTEUR``, écrite à côté), dont la
méthode statique ``sleep(long)`` appelle ``Thread.sleep(ms / facteur)``. Le
code des méthodes n'est pas touché (il désigne les constantes par leur
numéro, qui ne change pas) : ce que le programme écrit et demande reste le
même ; une pause négative est refusée comme avant, une pause sans fin reste
sans fin. Une classe qui ne se lit pas, ou un nom déjà pris, n'est pas
retouché : elle garde ses pauses.

Auteurs : l'équipe du projet « Dés ».
Version : 1.0.0
"""

import os
import struct

from yum.correction.lecture.extraction import marcher

# Le nom (sans paquet) de la classe des pauses raccourcies, écrite à côté d'une classe retouchée.
PAUSE_DU_CORRECTEUR = "PauseRaccourcieDuCorrecteur"
# La méthode visée : java.lang.Thread.sleep(long).
CLASSE_THREAD, METHODE_SLEEP, SIGNATURE_SLEEP = b"java/lang/Thread", b"sleep", b"(J)V"
# Le début d'une classe compilée, et la version de celle des pauses (Java 8 : sans table des cadres, sa
# méthode n'ayant aucun saut).
MAGIE, VERSION_DE_LA_PAUSE = 0xCAFEBABE, 52
# Les étiquettes de la table des constantes (JVMS §4.4) et la taille de leur contenu, en octets ; Utf8 a une
# taille écrite devant lui.
UTF8, CLASSE, LONG, DOUBLE, METHODE, NOM_ET_TYPE = 1, 7, 5, 6, 10, 12
TAILLES = {3: 4, 4: 4, LONG: 8, DOUBLE: 8, CLASSE: 2, 8: 2, 9: 4, METHODE: 4, 11: 4, NOM_ET_TYPE: 4, 15: 3,
           16: 2, 17: 4, 18: 4, 19: 2, 20: 2}
# Les drapeaux de la classe des pauses (public final, super) et de sa méthode (public static).
CLASSE_PUBLIQUE, METHODE_PUBLIQUE_STATIQUE = 0x0031, 0x0009
# Le code de ``sleep(long ms)``, sans saut : Thread.sleep(ms / facteur + (ms >> 63)), pour qu'une pause
# négative le reste (-5 / 50 vaut 0, que Thread.sleep accepterait) : lload_0, ldc2_w #11 (le facteur), ldiv,
# lload_0, bipush 63, lshr, ladd, invokestatic #10 (Thread.sleep), return.
CODE_DE_LA_PAUSE = bytes([0x1E, 0x14, 0x00, 0x0B, 0x6D, 0x1E, 0x10, 0x3F, 0x7B, 0x61, 0xB8, 0x00, 0x0A, 0xB1])
# La pile la plus haute de ce code (deux longs et un int), et ses variables locales (un long).
PILE_DE_LA_PAUSE, LOCALES_DE_LA_PAUSE = 5, 2
# Les droits d'une classe des pauses écrite : lisible par tous (le programme tourne sous l'utilisateur des
# équipes).
LECTURE_POUR_TOUS = 0o644
# Combien de fichiers .class, au plus, retoucher dans un dossier (celui d'une équipe en a quelques dizaines).
CLASSES_AU_PLUS = 2000


def lire_les_constantes(octets):
    """Retourne (les constantes {numéro: (étiquette, contenu)}, la position de la fin de leur table), ou None
    si ``octets`` ne sont pas une classe compilée lisible."""
    if len(octets) < 10 or struct.unpack_from(">I", octets)[0] != MAGIE:
        return None
    nombre = struct.unpack_from(">H", octets, 8)[0]
    constantes, position, numero = {}, 10, 1
    while numero < nombre:
        if position >= len(octets):
            return None
        etiquette = octets[position]
        if etiquette == UTF8:
            longueur = struct.unpack_from(">H", octets, position + 1)[0]
            contenu = octets[position + 3:position + 3 + longueur]
            position += 3 + longueur
        elif etiquette in TAILLES:
            contenu = octets[position + 1:position + 1 + TAILLES[etiquette]]
            position += 1 + TAILLES[etiquette]
        else:
            return None
        constantes[numero] = (etiquette, contenu)
        # Un long ou un double prend deux numéros (JVMS §4.4.5).
        numero += 2 if etiquette in (LONG, DOUBLE) else 1
    if position + 4 > len(octets):
        return None
    return constantes, position


def utf8(constantes, numero):
    """Retourne le texte (en octets) de la constante Utf8 ``numero``, ou None."""
    etiquette, contenu = constantes.get(numero, (None, None))
    return contenu if etiquette == UTF8 else None


def nom_de_classe(constantes, numero):
    """Retourne le nom interne (« tp1/Jeu », en octets) de la constante Class ``numero``, ou None."""
    etiquette, contenu = constantes.get(numero, (None, None))
    return utf8(constantes, struct.unpack(">H", contenu)[0]) if etiquette == CLASSE else None


def appels_de_sleep(constantes):
    """Retourne les numéros des constantes Methodref qui désignent ``Thread.sleep(long)``."""
    trouves = []
    for numero, (etiquette, contenu) in constantes.items():
        if etiquette != METHODE:
            continue
        classe, nom_et_type = struct.unpack(">HH", contenu)
        etiquette_nt, contenu_nt = constantes.get(nom_et_type, (None, None))
        if nom_de_classe(constantes, classe) != CLASSE_THREAD or etiquette_nt != NOM_ET_TYPE:
            continue
        nom, signature = struct.unpack(">HH", contenu_nt)
        if utf8(constantes, nom) == METHODE_SLEEP and utf8(constantes, signature) == SIGNATURE_SLEEP:
            trouves.append(numero)
    return trouves


def constante_utf8(texte):
    """Retourne les octets d'une constante Utf8 de ``texte`` (des octets ASCII)."""
    return bytes([UTF8]) + struct.pack(">H", len(texte)) + texte


def retoucher(octets, nom_de_la_pause):
    """Retourne les octets de la classe ``octets`` dont les appels à ``Thread.sleep(long)`` vont à la classe
    ``nom_de_la_pause`` (nom interne, en octets), ou None s'il n'y en a aucun ou que la classe ne se lit
    pas."""
    lue = lire_les_constantes(octets)
    if lue is None:
        return None
    constantes, fin = lue
    appels = appels_de_sleep(constantes)
    if not appels:
        return None
    nombre = struct.unpack_from(">H", octets, 8)[0]
    # Deux constantes ajoutées à la fin de la table : le nom de la classe des pauses, puis la classe.
    nom, classe = nombre, nombre + 1
    ajout = constante_utf8(nom_de_la_pause) + bytes([CLASSE]) + struct.pack(">H", nom)
    table = bytearray(octets[10:fin])
    position, numero = 0, 1
    while numero < nombre:
        etiquette = table[position]
        taille = 3 + struct.unpack_from(">H", table, position + 1)[0] if etiquette == UTF8 else \
            1 + TAILLES[etiquette]
        if numero in appels:
            struct.pack_into(">H", table, position + 1, classe)
        position += taille
        numero += 2 if etiquette in (LONG, DOUBLE) else 1
    return octets[:8] + struct.pack(">H", nombre + 2) + bytes(table) + ajout + octets[fin:]


def nom_de_la_classe(octets, constantes, fin):
    """Retourne le nom interne de la classe ``octets`` (sa propre constante Class, après ses drapeaux à la
    ``fin`` de la table des constantes), ou None."""
    return nom_de_classe(constantes, struct.unpack_from(">H", octets, fin + 2)[0])


def classe_de_la_pause(nom_interne, facteur):
    """Retourne les octets de la classe ``nom_interne`` (en octets) dont ``sleep(long ms)`` appelle
    ``Thread.sleep(ms / facteur)``."""
    constantes = [constante_utf8(nom_interne), bytes([CLASSE]) + struct.pack(">H", 1),
                  constante_utf8(b"java/lang/Object"), bytes([CLASSE]) + struct.pack(">H", 3),
                  constante_utf8(METHODE_SLEEP), constante_utf8(SIGNATURE_SLEEP),
                  constante_utf8(CLASSE_THREAD), bytes([CLASSE]) + struct.pack(">H", 7),
                  bytes([NOM_ET_TYPE]) + struct.pack(">HH", 5, 6),
                  bytes([METHODE]) + struct.pack(">HH", 8, 9),
                  bytes([LONG]) + struct.pack(">q", facteur), constante_utf8(b"Code")]
    # Le long prend les numéros 11 et 12 ; « Code » est le 13 : 14 numéros en tout.
    code = (struct.pack(">HHI", PILE_DE_LA_PAUSE, LOCALES_DE_LA_PAUSE, len(CODE_DE_LA_PAUSE))
            + CODE_DE_LA_PAUSE + struct.pack(">HH", 0, 0))
    methode = (struct.pack(">HHHH", METHODE_PUBLIQUE_STATIQUE, 5, 6, 1) + struct.pack(">HI", 13, len(code))
               + code)
    return (struct.pack(">IHHH", MAGIE, 0, VERSION_DE_LA_PAUSE, 14) + b"".join(constantes)
            + struct.pack(">HHHHHH", CLASSE_PUBLIQUE, 2, 4, 0, 0, 1) + methode + struct.pack(">H", 0))


def classes_du_dossier(dossier):
    """Retourne les chemins des fichiers .class sous ``dossier`` (``CLASSES_AU_PLUS`` au plus, dans l'ordre),
    sans suivre aucun lien (``extraction.marcher``) : un lien planté par l'équipe mènerait le correcteur hors
    de sa copie."""
    return sorted(chemin for chemin in marcher(dossier) if chemin.suffix == ".class")[:CLASSES_AU_PLUS]


def ecrire_sans_suivre_de_lien(chemin, octets):
    """Écrit ``octets`` dans ``chemin``, qui n'est pas un lien (sinon ``OSError``) ; ne retourne rien."""
    descripteur = os.open(chemin, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, LECTURE_POUR_TOUS)
    with os.fdopen(descripteur, "wb") as fichier:
        fichier.write(octets)


def raccourcir_les_pauses_java(dossier, facteur):
    """Retouche chaque classe compilée sous ``dossier`` qui appelle ``Thread.sleep(long)`` pour que ses
    pauses durent ``facteur`` fois moins ; retourne le nombre de classes retouchées.

    Ni un lien vers un dossier, ni un lien à la place d'une classe ou de la classe des pauses (planté par
    l'équipe, peut-être vers un fichier de la machine) n'est suivi : le correcteur n'écrit que dans sa copie.
    """
    retouchees = 0
    for chemin in classes_du_dossier(dossier):
        if chemin.stem == PAUSE_DU_CORRECTEUR:
            continue
        try:
            octets = chemin.read_bytes()
            lue = lire_les_constantes(octets)
            nom = nom_de_la_classe(octets, *lue) if lue else None
            if nom is None:
                continue
            paquet = nom.rpartition(b"/")[0]
            nom_de_la_pause = (paquet + b"/" if paquet else b"") + PAUSE_DU_CORRECTEUR.encode()
            retouchee = retoucher(octets, nom_de_la_pause)
            pause = chemin.with_name(PAUSE_DU_CORRECTEUR + ".class")
            attendue = classe_de_la_pause(nom_de_la_pause, facteur)
            if retouchee is None or (os.path.lexists(pause) and (pause.is_symlink()
                                                                  or pause.read_bytes() != attendue)):
                continue
            ecrire_sans_suivre_de_lien(pause, attendue)
            ecrire_sans_suivre_de_lien(chemin, retouchee)
            retouchees += 1
        except (OSError, struct.error, KeyError, IndexError):
            continue
    return retouchees
