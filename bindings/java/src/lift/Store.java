package lift;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.PointerByReference;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * An open liblift store: JSON request text in, JSON answer text out (docs/API.md; schema:
 * schema/lift.schema.json), a {@link LiftException} on failure. Any thread may call; liblift
 * serialises the calls on one store.
 */
public final class Store implements AutoCloseable {
    public static final int OK = 0, INVALID_REQUEST = -1, MISUSE = -2, CONFLICT = -3, NOT_FOUND = -4;

    private final Pointer handle;
    /** lift_open's answer: {"store":{"path","time_zone","schema"}}. */
    public final String info;

    private Store(Pointer handle, String info) {
        this.handle = handle;
        this.info = info;
    }

    /** NUL-terminated UTF-8, whatever the platform charset. */
    static byte[] utf8(String s) {
        if (s == null) return null;
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        return Arrays.copyOf(b, b.length + 1);
    }

    /** Copies and frees a string liblift returned (every returned string: lift_free). */
    static String take(Pointer p) {
        if (p == null) return "";
        try {
            return p.getString(0, "UTF-8");
        } finally {
            LiftNative.LIB.lift_free(p);
        }
    }

    static String answer(int status, PointerByReference out) throws LiftException {
        String body = take(out.getValue());
        if (status == OK) return body;
        String code = stringMember(body, "code");
        String message = stringMember(body, "message");
        throw new LiftException(status, code == null ? "internal" : code, message == null ? "" : message, body);
    }

    /** The string value of the first member `key` in liblift's compact JSON, unescaped. */
    static String stringMember(String text, String key) {
        String needle = "\"" + key + "\":\"";
        int i = text.indexOf(needle);
        if (i < 0) return null;
        StringBuilder out = new StringBuilder();
        for (i += needle.length(); i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') return out.toString();
            if (c == '\\' && i + 1 < text.length()) {
                char e = text.charAt(++i);
                switch (e) {
                    case 'n': out.append('\n'); break;
                    case 't': out.append('\t'); break;
                    case 'r': out.append('\r'); break;
                    case 'u': out.append((char) Integer.parseInt(text.substring(i + 1, i + 5), 16)); i += 4; break;
                    default: out.append(e);
                }
            } else {
                out.append(c);
            }
        }
        return null;
    }

    /** Opens (by default creates) the store at path; options as lift_open's JSON, or null. */
    public static Store open(String path, String options) throws LiftException {
        PointerByReference store = new PointerByReference();
        PointerByReference out = new PointerByReference();
        int status = LiftNative.LIB.lift_open(utf8(path), utf8(options), store, out);
        String info = answer(status, out);
        return new Store(store.getValue(), info);
    }

    private interface Verb { int call(Pointer store, byte[] request, PointerByReference out); }

    private String call(Verb verb, String request) throws LiftException {
        PointerByReference out = new PointerByReference();
        return answer(verb.call(handle, utf8(request), out), out);
    }

    /** lift_save: {"kind":K, K:{...}} or {"kind":K, "items":[...]}. */
    public String save(String request) throws LiftException { return call(LiftNative.LIB::lift_save, request); }

    /** lift_load: {"kind":K, "id":...} or a query. */
    public String load(String request) throws LiftException { return call(LiftNative.LIB::lift_load, request); }

    /** lift_remove: {"kind":K, "id":...}. */
    public String remove(String request) throws LiftException { return call(LiftNative.LIB::lift_remove, request); }

    /** lift_route: {"stops":[{"lat":..,"lon":..},...]}. */
    public String route(String request) throws LiftException { return call(LiftNative.LIB::lift_route, request); }

    @Override
    public void close() {
        LiftNative.LIB.lift_close(handle);
    }
}
