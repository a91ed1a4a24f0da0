// The bytes behind a lift_osm_source, as a libosmium File for the reading passes.
#pragma once

#include "lift_osm_source.h"

#include <osmium/io/file.hpp>

#include <string>
#include <vector>

struct lift_osm_source {
    std::vector<char> bytes;
    std::string format;   // "pbf" or "xml"

    osmium::io::File file() const { return osmium::io::File{bytes.data(), bytes.size(), format}; }
};
