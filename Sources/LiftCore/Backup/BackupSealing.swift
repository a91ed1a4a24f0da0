/// Infrastructure port: a backup sealed with a passphrase (libsodium in production). The sealed
/// form begins with a header naming its format version and key-derivation costs; the rest is the
/// plaintext in authenticated chunks, the last one marked final, so a cut-off backup is refused
/// rather than read as a shorter one.
///
/// Refusals (`LiftError`): `wrong_passphrase` (unauthorized), `damaged_backup` (corrupt: not a
/// sealed backup, a changed or missing byte, costs past the bounds an opener accepts),
/// `unsupported_backup_version` (unsupported).
public protocol BackupSealing: Sendable {
    /// A sink that seals what it is given and writes the sealed bytes, header first, to `output`;
    /// its `finish` writes the final chunk and finishes `output`.
    func sealing(into output: ByteOutput, passphrase: SecretBytes) throws -> ByteOutput
    /// The plaintext of the sealed bytes `input` gives. The header and the passphrase are checked
    /// here; each chunk is checked as it is read, and the end without a final chunk is refused.
    func opening(_ input: ByteInput, passphrase: SecretBytes) throws -> ByteInput
    /// Whether `prefix` (the first bytes of something) begins as a sealed backup does.
    func looksSealed(_ prefix: [UInt8]) -> Bool
}

/// The refusals a sealed backup can meet, the same whatever adapter seals it.
public enum BackupRefusal {
    public static func wrongPassphrase() -> LiftError {
        LiftError(.unauthorized, code: "wrong_passphrase", "the passphrase does not open this backup")
    }

    public static func damaged(_ why: String) -> LiftError {
        LiftError(.corrupt, code: "damaged_backup", "the backup is damaged: \(why)", details: [.init("reason", .string(why))])
    }

    public static func unsupportedVersion(_ version: Int) -> LiftError {
        LiftError(.unsupported, code: "unsupported_backup_version",
                  "the backup's format version \(version) is not one this library reads",
                  details: [.init("version", .int(Int64(version)))])
    }
}
