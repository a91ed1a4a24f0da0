// The bytes behind a lift_osm_source, as libosmium Files for the reading passes.
#pragma once

#include "lift_osm_source.h"

#include <osmium/io/file.hpp>

#include <string>
#include <utility>
#include <vector>

struct lift_osm_source {
    std::vector<char> bytes;
    std::string format;   // "pbf" or "xml"
    // PBF only: the end of the OSMHeader blob, and the data blobs grouped into pieces [begin, end).
    // libosmium's parser decodes all of its input before its reader closes, so a pass reads the
    // file piece by piece (each behind a copy of the header blob): a stop waits for the rest of
    // one piece, not of the whole file. Empty for XML, or when the framing does not parse (then
    // the whole file goes to libosmium, which reports what is wrong).
    size_t header_end = 0;
    std::vector<std::pair<size_t, size_t>> pieces;

    // Calls fn with each File of a pass, in the file's order.
    template <typename Fn>
    void each_file(Fn fn) const {
        if (pieces.empty()) {
            fn(osmium::io::File{bytes.data(), bytes.size(), format});
            return;
        }
        std::string piece;
        for (const auto &range : pieces) {
            piece.assign(bytes.data(), header_end);
            piece.append(bytes.data() + range.first, range.second - range.first);
            fn(osmium::io::File{piece.data(), piece.size(), format});
        }
    }
};
