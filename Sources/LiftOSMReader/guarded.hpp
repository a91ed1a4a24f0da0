// One way out of the C entry points: no C++ exception may cross into Swift or the host.
#pragma once

#include <cstddef>
#include <cstdio>
#include <exception>

namespace lift_osm {

// Runs body(); 0 when it returns, -1 with the exception's text in error when it throws.
template <typename Body>
int guarded(char *error, size_t error_size, Body body) {
    if (error != nullptr && error_size > 0) error[0] = 0;
    try {
        body();
        return 0;
    } catch (const std::exception &e) {
        if (error != nullptr && error_size > 0) std::snprintf(error, error_size, "%s", e.what());
    } catch (...) {
        if (error != nullptr && error_size > 0) std::snprintf(error, error_size, "unknown error reading OSM data");
    }
    return -1;
}

} // namespace lift_osm
