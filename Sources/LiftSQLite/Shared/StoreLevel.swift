/// Data that belongs to the store file rather than to an account: road networks, their places and
/// the remote sports caches. Their stores are scoped to this one owner whatever the handle's
/// account, so one copy is visible to every account and to the local owner. It is no account id
/// (those are UUIDs) and not the local owner, so erasing an account never touches it.
public enum StoreLevel {
    public static let owner = "store"
}
