package lift;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Pointer;
import com.sun.jna.ptr.PointerByReference;

/**
 * The functions of include/lift.h as JNA sees them. Strings go in as NUL-terminated UTF-8
 * byte arrays and come back as Pointers: JNA's String mapping would use the platform charset
 * (under LC_ALL=C "P\u00e4iv\u00e4" became "P?iv?") and a String return would leak liblift's buffer.
 */
interface LiftNative extends Library {
    LiftNative LIB = Native.load("lift", LiftNative.class);

    int lift_open(byte[] path, byte[] optionsJson, PointerByReference store, PointerByReference outJson);
    int lift_close(Pointer store);
    int lift_save(Pointer store, byte[] requestJson, PointerByReference outJson);
    int lift_load(Pointer store, byte[] requestJson, PointerByReference outJson);
    int lift_remove(Pointer store, byte[] requestJson, PointerByReference outJson);
    int lift_route(Pointer store, byte[] requestJson, PointerByReference outJson);
    void lift_free(Pointer p);
    Pointer lift_version();
}
