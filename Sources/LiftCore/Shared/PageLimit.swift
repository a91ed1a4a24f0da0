/// The most records one load answers in a page (`"limit"`), the same for every kind that pages.
public enum PageLimit {
    public static let max: Int64 = 10_000
}
