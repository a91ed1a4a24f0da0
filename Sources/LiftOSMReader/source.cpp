// Opening an OSM file safely: the library's own open, fstat and read; libosmium only parses bytes.
#include "source.hpp"
#include "guarded.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <stdexcept>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

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

} // namespace

extern "C" int lift_osm_source_open(const char *path, lift_osm_source **out, char *error, size_t error_size) {
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
        source->bytes.resize(static_cast<size_t>(st.st_size));
        size_t filled = 0;
        // A file that shrinks while read keeps what was read; one that grows is read to its size at open.
        while (filled < source->bytes.size()) {
            ssize_t n = ::read(d.fd, source->bytes.data() + filled, source->bytes.size() - filled);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) throw std::runtime_error(system_error("cannot read the file"));
            if (n == 0) break;
            filled += static_cast<size_t>(n);
        }
        source->bytes.resize(filled);
        source->format = sniff(source->bytes);
        *out = source.release();
    });
}

extern "C" void lift_osm_source_free(lift_osm_source *source) { delete source; }
