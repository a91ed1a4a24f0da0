package lift;

import java.nio.file.Files;
import java.nio.file.Path;

/** The Java package's tests, without a test framework: ends with "N passed, N failed". */
public final class StoreTest {
    private static int passed, failed;

    interface Case { void run(Path dir) throws Exception; }

    static void check(boolean ok, String what) {
        if (!ok) throw new AssertionError(what);
    }

    static void test(String name, Case c) {
        try {
            c.run(Files.createTempDirectory("lift-java"));
            passed++;
            System.out.println("ok " + name);
        } catch (Throwable t) {
            failed++;
            System.out.println("FAIL " + name + ": " + t);
        }
    }

    public static void main(String[] args) {
        // Run under LC_ALL=C by the Makefile: the platform charset is then ASCII.
        test("store_saveLoad_utf8NameUnderCLocale_roundTrips", dir -> {
            String name = "P\u00e4iv\u00e4 press";
            try (Store s = Store.open(dir.resolve("t.lift").toString(), "{\"durability\":\"normal\"}")) {
                String saved = s.save("{\"kind\":\"exercise\",\"exercise\":{\"name\":\"" + name + "\"}}");
                String id = Store.stringMember(saved, "id");
                String loaded = s.load("{\"kind\":\"exercise\",\"id\":\"" + id + "\"}");
                check(name.equals(Store.stringMember(loaded, "name")), "name came back as " + loaded);
                check(s.remove("{\"kind\":\"exercise\",\"id\":\"" + id + "\"}").contains("\"removed\":1"), "remove");
            }
        });
        test("store_saveTakenName_conflictException", dir -> {
            try (Store s = Store.open(dir.resolve("t.lift").toString(), null)) {
                s.save("{\"kind\":\"exercise\",\"exercise\":{\"name\":\"Squat\"}}");
                try {
                    s.save("{\"kind\":\"exercise\",\"exercise\":{\"name\":\"squat\"}}");
                    check(false, "no exception");
                } catch (LiftException e) {
                    check(e.status == Store.CONFLICT && e.code.equals("duplicate_exercise_name"), e.toString());
                }
            }
        });
        test("store_saveMisspeltMember_unknownFieldNamingPath", dir -> {
            try (Store s = Store.open(dir.resolve("t.lift").toString(), null)) {
                s.save("{\"kind\":\"routine\",\"routine\":{\"nmae\":\"Push\"}}");
                check(false, "no exception");
            } catch (LiftException e) {
                check(e.code.equals("unknown_field") && "routine.nmae".equals(e.path()), e.body);
            }
        });
        test("store_afterClose_misuse", dir -> {
            Store s = Store.open(dir.resolve("t.lift").toString(), null);
            s.close();
            try {
                s.load("{\"kind\":\"exercise\"}");
                check(false, "no exception");
            } catch (LiftException e) {
                check(e.status == Store.MISUSE, e.body);
            }
        });
        System.out.println(passed + " passed, " + failed + " failed");
        System.exit(failed == 0 ? 0 : 1);
    }
}
