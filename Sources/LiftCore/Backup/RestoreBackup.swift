/// Restore Backup: applies a backup's changes through the feed's own apply (`SaveChanges`), so a
/// restore merges like a sync: idempotent, and onto a store that already has part of the backup
/// it adds only what is newer. No peer is remembered (a backup is not one). The caller runs it
/// in one transaction, so a refusal changes nothing.
public struct RestoreBackup {
    let apply: SaveChanges

    public init(log: SyncLogStore, kinds: [String: SyncKindStore]) {
        apply = SaveChanges(log: log, kinds: kinds)
    }

    /// `path`: where the backup's changes are in the request, for the refusal of a bad one.
    public func callAsFunction(_ changes: [SyncChange], path: Location) throws -> SaveChangesResult {
        try apply(changes, from: nil, path: path)
    }
}
