/// What the store spies share: the messages received, in order, and the errors stubbed per
/// operation (a message is recorded before its stubbed error is thrown).
final class StoreMessages<Message, Operation: Hashable> {
    private(set) var received: [Message] = []
    var errors: [Operation: Error] = [:]

    func receive(_ message: Message, _ operation: Operation) throws {
        received.append(message)
        if let error = errors[operation] { throw error }
    }
}
