// libosmium behind a C ABI: exceptions never cross into Swift.
#include "lift_osm_reader.h"
#include "guarded.hpp"
#include "source.hpp"

// PBF and XML only (no bzip2/gzip file wrappers): fewer libraries linked into liblift.
#include <osmium/io/pbf_input.hpp>
#include <osmium/io/xml_input.hpp>
#include <osmium/handler.hpp>
#include <osmium/visitor.hpp>

#include <cstdio>
#include <cstring>
#include <exception>
#include <stdexcept>
#include <vector>

namespace {

// Polls the stop callback every few thousand objects: cheap, yet a cancel lands within milliseconds.
void poll_stop(const lift_osm_callbacks *cb, size_t &seen) {
    if (++seen % 4096 == 0 && cb->stop != nullptr && cb->stop(cb->context) != 0) throw std::runtime_error("stopped");
}

void copy_tags(const osmium::TagList &list, std::vector<lift_osm_tag> &out) {
    out.clear();
    for (const auto &t : list) out.push_back(lift_osm_tag{t.key(), t.value()});
}

// Pass 1: ways and restriction relations (nodes are read afterwards, once we know which we need).
struct WayHandler : osmium::handler::Handler {
    const lift_osm_callbacks *cb;
    std::vector<lift_osm_tag> tags;
    std::vector<int64_t> refs;
    std::vector<lift_osm_member> members;
    size_t seen = 0;

    void way(const osmium::Way &w) {
        poll_stop(cb, seen);
        // Roads, and ferries or shuttle trains (route=*), which have no highway tag.
        if (!w.tags().has_key("highway") && !w.tags().has_key("route")) return;
        refs.clear();
        for (const auto &n : w.nodes()) refs.push_back(n.ref());
        copy_tags(w.tags(), tags);
        cb->way(cb->context, w.id(), refs.data(), refs.size(), tags.data(), tags.size());
    }

    void relation(const osmium::Relation &r) {
        const char *type = r.tags()["type"];
        if (type == nullptr || std::strcmp(type, "restriction") != 0) return;
        members.clear();
        for (const auto &m : r.members()) {
            char t = m.type() == osmium::item_type::node ? 'n' : m.type() == osmium::item_type::way ? 'w' : 'r';
            members.push_back(lift_osm_member{t, m.ref(), m.role()});
        }
        copy_tags(r.tags(), tags);
        cb->relation(cb->context, r.id(), members.data(), members.size(), tags.data(), tags.size());
    }
};

struct NodeHandler : osmium::handler::Handler {
    const lift_osm_callbacks *cb;
    std::vector<lift_osm_tag> tags;
    size_t seen = 0;

    void node(const osmium::Node &n) {
        poll_stop(cb, seen);
        if (!cb->wants_node(cb->context, n.id())) return;
        if (!n.location().valid()) return;
        copy_tags(n.tags(), tags);
        cb->node(cb->context, n.id(), n.location().lat(), n.location().lon(), tags.data(), tags.size());
    }
};

} // namespace

extern "C" int lift_osm_read(const lift_osm_source *source, const lift_osm_callbacks *callbacks, char *error, size_t error_size) {
    return lift_osm::guarded(error, error_size, [&] {
        if (source == nullptr || callbacks == nullptr) throw std::runtime_error("NULL argument");
        {
            WayHandler h;
            h.cb = callbacks;
            source->each_file([&](const osmium::io::File &file) {
                osmium::io::Reader reader{file, osmium::osm_entity_bits::way | osmium::osm_entity_bits::relation};
                osmium::apply(reader, h);
                reader.close();
            });
        }
        {
            NodeHandler h;
            h.cb = callbacks;
            source->each_file([&](const osmium::io::File &file) {
                osmium::io::Reader reader{file, osmium::osm_entity_bits::node};
                osmium::apply(reader, h);
                reader.close();
            });
        }
    });
}
