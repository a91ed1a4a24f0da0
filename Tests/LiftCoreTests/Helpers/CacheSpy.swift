import LiftCore

/// An in-memory KeyedCacheStore that records its messages and can be told to fail.
final class CacheSpy<Value>: KeyedCacheStore, @unchecked Sendable {
    enum Message: Equatable { case retrieve(String), insert(String, Timestamp), delete(String), keys }
    var messages: [Message] = []
    var entries: [String: Cached<Value>] = [:]
    var unreadable: Set<String> = []
    var insertError: LiftError?
    var deleteError: LiftError?

    func retrieve(key: String) throws -> Cached<Value>? {
        messages.append(.retrieve(key))
        if unreadable.contains(key) { throw LiftError(.corrupt, code: "unreadable_cache", "bad row") }
        return entries[key]
    }
    func insert(_ value: Value, key: String, timestamp: Timestamp) throws {
        messages.append(.insert(key, timestamp))
        if let insertError { throw insertError }
        entries[key] = Cached(value: value, savedAt: timestamp)
        unreadable.remove(key)
    }
    func delete(key: String) throws {
        messages.append(.delete(key))
        if let deleteError { throw deleteError }
        entries[key] = nil
        unreadable.remove(key)
    }
    func keys() throws -> [String] {
        messages.append(.keys)
        return (Array(entries.keys) + Array(unreadable)).sorted()
    }
}
