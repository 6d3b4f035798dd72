package inf111.tp1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

/*
 * Tests unitaires des regles (demandes a la section 7 de l'enonce).
 * Lancer avec JUnit 5 dans Eclipse : clic droit > Run As > JUnit Test.
 */
class ModReglesTest {

    @Test
    void sommeDesAdditionneLesCinqDes() {
        int[] des = {1, 2, 3, 4, 5};
        assertEquals(15, ModRegles.sommeDes(des));
    }

    @Test
    void petiteSuiteReconnue() {
        int[] des = {2, 3, 4, 5, 2};
        assertTrue(ModRegles.estPetiteSuite(des));
    }

    @Test
    void grosseSuiteRefuseeSansLeCinquiemeDe() {
        int[] des = {1, 2, 3, 4, 6};
        assertFalse(ModRegles.estGrosseSuite(des));
    }

    @Test
    void nbOccurrencesCompteLesAs() {
        int[] des = {1, 1, 4, 1, 6};
        assertEquals(3, ModRegles.nbOccurrences(des, 1));
    }
}
