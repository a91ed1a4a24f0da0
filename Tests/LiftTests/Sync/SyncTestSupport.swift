import CLift
import Foundation
import XCTest

/// Moving a feed between stores as a host does: the load's answer text saved as is.
extension LiftClient {
    func raw(_ verb: Verb, _ request: String) -> (status: Int32, text: String) {
        var out: UnsafeMutablePointer<CChar>?
        let rc = verb(store, request, &out)
        defer { lift_free(out) }
        return (rc, out.map { String(cString: $0) } ?? "")
    }

    /// The answer of `load changes` since `cursor`, as text.
    func feed(since cursor: String?, limit: Int = 1000) -> (text: String, cursor: String, more: Bool) {
        let since = cursor.map { ",\"since\":\"\($0)\"" } ?? ""
        let r = raw(lift_load, "{\"kind\":\"changes\",\"limit\":\(limit)\(since)}")
        let json = (try? JSONSerialization.jsonObject(with: Data(r.text.utf8))) as? [String: Any] ?? [:]
        return (r.text, json["cursor"] as? String ?? "", json["more"] as? Bool ?? false)
    }

    var site: String {
        ((load(["kind": "sync_state"]).json["sync_state"] as? [String: Any])?["site"] as? String) ?? ""
    }
}

/// Each store's cursor in each other store's feed, as a host keeps them.
final class SyncHost {
    private var cursors = [String: String]()

    /// Everything `from` has that `to` has not seen, in batches of `limit`; the last save's answer.
    @discardableResult
    func sync(_ from: LiftClient, to: LiftClient, limit: Int = 1000) -> LiftClient.Reply {
        let key = from.path + ">" + to.path
        var last = LiftClient.Reply(status: 0, json: [:])
        while true {
            let f = from.feed(since: cursors[key], limit: limit)
            let r = to.raw(lift_save, f.text)
            last = LiftClient.Reply(status: r.status, json: (try? JSONSerialization.jsonObject(with: Data(r.text.utf8))) as? [String: Any] ?? [:])
            guard r.status == 0 else { return last }
            cursors[key] = f.cursor
            if !f.more { return last }
        }
    }
}

extension LiftClient.Reply {
    var conflicts: [[String: Any]] { json["conflicts"] as? [[String: Any]] ?? [] }
    func item(_ key: String) -> [String: Any]? { json[key] as? [String: Any] }
    var items: [[String: Any]] { json["items"] as? [[String: Any]] ?? [] }
}
