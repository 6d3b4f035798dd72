import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Compile plusieurs remises Java dans une seule JVM (plus vite qu'un javac par remise).
 *
 * Explication : les arguments vont par trois (encodage, dossier des sources, dossier des classes) ;
 * chaque remise est compilée à part, ses erreurs écrites sur la sortie d'erreur. Le code de sortie
 * est le nombre de remises qui ne compilent pas.
 *
 * Auteurs : l'équipe du projet « Dés ».
 * Version : 1.0.0
 */
public class CompilerLesRemises {
    /** Le nombre d'arguments par remise : encodage, sources, classes. */
    private static final int ARGUMENTS_PAR_REMISE = 3;

    public static void main(String[] arguments) {
        JavaCompiler compilateur = ToolProvider.getSystemJavaCompiler();
        int echecs = 0;
        for (int i = 0; i + ARGUMENTS_PAR_REMISE <= arguments.length; i += ARGUMENTS_PAR_REMISE) {
            List<String> options = new ArrayList<>(Arrays.asList("-encoding", arguments[i], "-d", arguments[i + 2]));
            File[] sources = new File(arguments[i + 1]).listFiles((dossier, nom) -> nom.endsWith(".java"));
            Arrays.sort(sources);
            for (File source : sources) {
                options.add(source.getPath());
            }
            if (compilateur.run(null, null, null, options.toArray(new String[0])) != 0) {
                echecs++;
            }
        }
        System.exit(echecs);
    }
}
