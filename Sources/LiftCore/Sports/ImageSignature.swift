/// What makes a body an image a logo can be: PNG, JPEG, GIF or WebP, by their signatures. An
/// error page served with HTTP 200 (a rate limit's HTML) must not be cached as a logo.
public enum ImageSignature {
    public static func isImage(_ b: [UInt8]) -> Bool {
        starts(b, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])                       // PNG
            || starts(b, [0xFF, 0xD8, 0xFF])                                               // JPEG
            || starts(b, Array("GIF87a".utf8)) || starts(b, Array("GIF89a".utf8))          // GIF
            || (starts(b, Array("RIFF".utf8)) && b.count >= 12 && Array(b[8..<12]) == Array("WEBP".utf8))   // WebP
    }

    private static func starts(_ b: [UInt8], _ prefix: [UInt8]) -> Bool {
        b.count >= prefix.count && b.prefix(prefix.count).elementsEqual(prefix)
    }
}
