package lift;

/** A failed call: status (LIFT_E_*), code (docs/ERRORS.md), and liblift's whole answer. */
public class LiftException extends Exception {
    public final int status;
    public final String code;
    public final String body;

    LiftException(int status, String code, String message, String body) {
        super(code + ": " + message);
        this.status = status;
        this.code = code;
        this.body = body;
    }

    /** details.path of the error (the JSON path of the field at fault), or null. */
    public String path() {
        int at = body.indexOf("\"details\":");
        return at < 0 ? null : Store.stringMember(body.substring(at), "path");
    }
}
