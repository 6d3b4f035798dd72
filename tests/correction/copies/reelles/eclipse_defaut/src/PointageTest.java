import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Tests JUnit du module Pointage (section 7 : tests commentes).
 */
public class PointageTest {

    private int[] des;

    @BeforeEach
    public void preparer() {
        des = new int[] {3, 3, 3, 5, 5};
    }

    /** Trois 3 et deux 5 : une main pleine (full). */
    @Test
    public void testMainPleine() {
        assertTrue(Pointage.estMainPleine(des, 3));
    }

    /** La somme de 3+3+3+5+5. */
    @Test
    public void testSomme() {
        assertEquals(19, Pointage.somme(des));
    }

    /** On compte trois fois la face 3. */
    @Test
    public void testOccurrences() {
        assertEquals(3, Pointage.occurrences(des, 3));
        assertEquals(0, Pointage.occurrences(des, 6));
    }

    /** Pas de petite suite ici. */
    @Test
    public void testPasDePetiteSuite() {
        assertFalse(Pointage.estPetiteSuite(des));
    }
}
