// The file behind a lift_osm_source, as libosmium Files for the reading passes.
#pragma once

#include "lift_osm_source.h"

#include <osmium/io/file.hpp>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

struct lift_osm_source {
    // The descriptor opened once: every pass reads this file, never the path again. The bytes
    // are not held between passes (on a large extract they were a large part of an import's
    // memory): each pass reads them again, piece by piece, and a piece whose checksum differs
    // from the one taken at open is refused, so every pass reads the same bytes or fails.
    int fd = -1;
    size_t size = 0;
    std::string format;   // "pbf" or "xml"
    // PBF only: the OSMHeader blob, and the data blobs grouped into pieces [begin, end) of the
    // file. libosmium's parser decodes all of its input before its reader closes, so a pass reads
    // the file piece by piece (each behind a copy of the header blob): a stop waits for the rest
    // of one piece, not of the whole file. Empty for XML, or when the framing does not parse (then
    // the whole file goes to libosmium, which reports what is wrong).
    std::string header;
    std::vector<std::pair<size_t, size_t>> pieces;
    // The CRC-32 of each piece, or of the whole file when there are no pieces.
    std::vector<uint32_t> sums;

    lift_osm_source() = default;
    lift_osm_source(const lift_osm_source &) = delete;
    lift_osm_source &operator=(const lift_osm_source &) = delete;
    ~lift_osm_source();

    // Appends the file's bytes [begin, end) to `into`; throws when they cannot be read in full or
    // their CRC-32 is not `sum` (the file changed since it was opened).
    void append_checked(size_t begin, size_t end, uint32_t sum, std::string &into) const;

    // Calls fn with each File of a pass, in the file's order.
    template <typename Fn>
    void each_file(Fn fn) const {
        std::string piece;
        if (pieces.empty()) {
            append_checked(0, size, sums.empty() ? 0 : sums[0], piece);
            fn(osmium::io::File{piece.data(), piece.size(), format});
            return;
        }
        for (size_t i = 0; i < pieces.size() && i < sums.size(); ++i) {
            piece.assign(header);
            append_checked(pieces[i].first, pieces[i].second, sums[i], piece);
            fn(osmium::io::File{piece.data(), piece.size(), format});
        }
    }
};
