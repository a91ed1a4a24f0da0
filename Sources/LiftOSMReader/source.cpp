// Opening an OSM file safely: the library's own open, fstat and read; libosmium only parses bytes.
#include "source.hpp"
#include "guarded.hpp"

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <memory>
#include <stdexcept>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

namespace {

struct Descriptor {
    int fd;
    ~Descriptor() { if (fd >= 0) ::close(fd); }
};

std::string system_error(const char *what) { return std::string(what) + ": " + std::strerror(errno); }

const char *kind_of(mode_t mode) {
    if (S_ISDIR(mode)) return "a directory";
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
    return "not a regular file";
}

// PBF: a 4-byte big-endian BlobHeader length, then the BlobHeader whose first field (tag 1,
// length-delimited) is the type "OSMHeader". XML: '<' after an optional BOM and white space.
std::string sniff(const std::vector<char> &b) {
    static const char header[] = "\x0a\x09OSMHeader";
    if (b.size() >= 4 + sizeof header - 1 && std::memcmp(b.data() + 4, header, sizeof header - 1) == 0) return "pbf";
    size_t i = 0;
    if (b.size() >= 3 && std::memcmp(b.data(), "\xEF\xBB\xBF", 3) == 0) i = 3;
    while (i < b.size() && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r' || b[i] == '\n')) ++i;
    if (i < b.size() && b[i] == '<') return "xml";
    if (b.empty()) throw std::runtime_error("the file is empty");
    if (b.size() >= 2 && (unsigned char)b[0] == 0x1f && (unsigned char)b[1] == 0x8b)
        throw std::runtime_error("the file is gzip-compressed; give the uncompressed .osm or .osm.pbf");
    if (b.size() >= 3 && std::memcmp(b.data(), "BZh", 3) == 0)
        throw std::runtime_error("the file is bzip2-compressed; give the uncompressed .osm or .osm.pbf");
    throw std::runtime_error("the file is neither OSM PBF nor OSM XML");
}

// Reads a protobuf varint at b[at..end); false when it runs past end or over 10 bytes.
bool varint(const std::vector<char> &b, size_t &at, size_t end, uint64_t &value) {
    value = 0;
    for (int shift = 0; shift < 64 && at < end; shift += 7) {
        auto byte = static_cast<unsigned char>(b[at++]);
        value |= static_cast<uint64_t>(byte & 0x7F) << shift;
        if ((byte & 0x80) == 0) return true;
    }
    return false;
}

// The end of the blob at `at` (4-byte big-endian BlobHeader length, the BlobHeader, whose field
// 3 is the blob's size, then the blob), or 0 when the framing does not parse.
size_t blob_end(const std::vector<char> &b, size_t at) {
    if (b.size() < 4 || at > b.size() - 4) return 0;
    const auto *p = reinterpret_cast<const unsigned char *>(b.data() + at);
    const size_t header = (size_t(p[0]) << 24) | (size_t(p[1]) << 16) | (size_t(p[2]) << 8) | size_t(p[3]);
    size_t pos = at + 4;
    if (header > b.size() - pos) return 0;
    const size_t header_end = pos + header;
    uint64_t data_size = 0;
    bool has_size = false;
    while (pos < header_end) {
        uint64_t key = 0, value = 0;
        if (!varint(b, pos, header_end, key)) return 0;
        if ((key & 7) == 0) {
            if (!varint(b, pos, header_end, value)) return 0;
            if ((key >> 3) == 3) { data_size = value; has_size = true; }
        } else if ((key & 7) == 2) {
            if (!varint(b, pos, header_end, value) || value > header_end - pos) return 0;
            pos += static_cast<size_t>(value);
        } else {
            return 0;
        }
    }
    if (!has_size || data_size > b.size() - header_end) return 0;
    return header_end + static_cast<size_t>(data_size);
}

// CRC-32 of n bytes, in runs zlib's 32-bit lengths take.
uint32_t crc_of(const char *data, size_t n) {
    uLong crc = crc32(0L, Z_NULL, 0);
    while (n > 0) {
        const uInt run = static_cast<uInt>(n < (size_t(1) << 30) ? n : (size_t(1) << 30));
        crc = crc32(crc, reinterpret_cast<const Bytef *>(data), run);
        data += run;
        n -= run;
    }
    return static_cast<uint32_t>(crc);
}

// Groups the data blobs after the header blob into pieces of about `target` bytes.
void split_pbf(const std::vector<char> &bytes, lift_osm_source &s, size_t target) {
    const size_t first = blob_end(bytes, 0);
    if (first == 0) return;
    std::vector<std::pair<size_t, size_t>> pieces;
    size_t begin = first, at = first;
    while (at < bytes.size()) {
        const size_t end = blob_end(bytes, at);
        if (end == 0) return;   // leave the whole file to libosmium's own checks
        at = end;
        if (at - begin >= target) {
            pieces.emplace_back(begin, at);
            begin = at;
        }
    }
    if (at > begin) pieces.emplace_back(begin, at);
    s.header.assign(bytes.data(), first);
    s.pieces = std::move(pieces);
}

} // namespace

extern "C" int lift_osm_source_open(const char *path, lift_osm_source **out, char *error, size_t error_size) {
    // A piece of 1 MiB: a stop waits for at most that much decoding, and libosmium's queues hold
    // at most one piece's blobs decoded. With larger pieces its threads decoded ahead of a slower
    // consumer (the import's Swift side) and the queued blocks were a large part of the import's
    // peak memory; a pass still makes only about one reader a MiB of file.
    return lift_osm_source_open_in_pieces(path, size_t(1) << 20, out, error, error_size);
}

extern "C" int lift_osm_source_open_in_pieces(const char *path, size_t piece_bytes, lift_osm_source **out,
                                              char *error, size_t error_size) {
    if (out != nullptr) *out = nullptr;
    return lift_osm::guarded(error, error_size, [&] {
        if (path == nullptr || out == nullptr) throw std::runtime_error("NULL argument");
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
        Descriptor d{::open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)};
        if (d.fd < 0) throw std::runtime_error(system_error("cannot open the file"));
        struct stat st;
        if (::fstat(d.fd, &st) != 0) throw std::runtime_error(system_error("cannot stat the file"));
        if (!S_ISREG(st.st_mode)) throw std::runtime_error(std::string("the path is ") + kind_of(st.st_mode) + ", not a regular file");
        auto source = std::make_unique<lift_osm_source>();
        // Read whole once, to recognise the format, find the pieces and take their checksums;
        // let go at the end of the open (the passes read the pieces again).
        std::vector<char> bytes(static_cast<size_t>(st.st_size));
        size_t filled = 0;
        // A file that shrinks while read keeps what was read; one that grows is read to its size at open.
        while (filled < bytes.size()) {
            ssize_t n = ::pread(d.fd, bytes.data() + filled, bytes.size() - filled, static_cast<off_t>(filled));
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) throw std::runtime_error(system_error("cannot read the file"));
            if (n == 0) break;
            filled += static_cast<size_t>(n);
        }
        bytes.resize(filled);
        source->size = filled;
        source->format = sniff(bytes);
        if (source->format == "pbf") split_pbf(bytes, *source, piece_bytes > 0 ? piece_bytes : 1);
        if (source->pieces.empty()) {
            source->sums.push_back(crc_of(bytes.data(), bytes.size()));
        } else {
            for (const auto &range : source->pieces) source->sums.push_back(crc_of(bytes.data() + range.first, range.second - range.first));
        }
        source->fd = d.fd;
        d.fd = -1;
        *out = source.release();
    });
}

lift_osm_source::~lift_osm_source() {
    if (fd >= 0) ::close(fd);
}

void lift_osm_source::append_checked(size_t begin, size_t end, uint32_t sum, std::string &into) const {
    const size_t at = into.size();
    if (end < begin || end > size) throw std::runtime_error("the file changed while it was read");
    into.resize(at + (end - begin));
    size_t filled = 0;
    while (filled < end - begin) {
        ssize_t n = ::pread(fd, &into[at + filled], end - begin - filled, static_cast<off_t>(begin + filled));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw std::runtime_error(system_error("cannot read the file"));
        if (n == 0) throw std::runtime_error("the file changed while it was read (it is shorter)");
        filled += static_cast<size_t>(n);
    }
    if (crc_of(into.data() + at, end - begin) != sum) throw std::runtime_error("the file changed while it was read");
}

extern "C" void lift_osm_source_free(lift_osm_source *source) { delete source; }

extern "C" void lift_osm_release_free_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
