// Place names for search (LiftCore/Places): streets, addresses, points of interest, places.
// A pass over named relations, then one with an in-memory node location index, so ways get their
// midpoint or centroid here and relations the mean of their member ways' nodes.
#include "lift_osm_names.h"
#include "guarded.hpp"
#include "source.hpp"

#include <osmium/io/pbf_input.hpp>
#include <osmium/io/xml_input.hpp>
#include <osmium/handler.hpp>
#include <osmium/handler/node_locations_for_ways.hpp>
#include <osmium/index/map/flex_mem.hpp>
#include <osmium/geom/haversine.hpp>
#include <osmium/visitor.hpp>
#include <osmium/memory/buffer.hpp>
#include <osmium/osm/relation.hpp>

#include <unordered_map>
#include <unordered_set>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <exception>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

// Tags that make a named object a point of interest, most specific first.
// Other names of the same thing, searched beside `name` (Helsinki is bilingual: name:sv), before
// the other name:* languages.
const char *const alt_name_keys[] = {"name:fi", "name:sv", "alt_name", "old_name"};

const char *const poi_keys[] = {"amenity", "shop", "tourism", "leisure", "historic", "office", "craft",
                                "healthcare", "sport", "public_transport", "railway", "aeroway", "man_made"};

struct NameHandler : osmium::handler::Handler {
    void *context;
    lift_osm_name_fn fn;
    lift_osm_stop_fn stop = nullptr;
    size_t seen = 0;

    // Every few thousand objects: cheap, yet a cancel lands within milliseconds.
    void poll() {
        if (++seen % 4096 == 0 && stop != nullptr && stop(context) != 0) throw std::runtime_error("stopped");
    }
    std::string category;
    std::string alternates;

    // Named places and POIs given by a node or a way, as kind + name: a relation of the same name
    // and kind adds nothing (each thing once).
    std::unordered_set<std::string> named;

    // Named multipolygon and boundary relations (a district mapped only as a relation), read in a
    // pass before the others; each is placed at the mean of its member ways' nodes as those ways
    // pass by, and given after that pass (`relations_done`).
    osmium::memory::Buffer relations{1024, osmium::memory::Buffer::auto_grow::yes};
    std::vector<size_t> relation_offsets;
    std::unordered_map<osmium::object_id_type, std::vector<size_t>> member_of;
    struct Sum { double lat = 0, lon = 0; size_t count = 0; };
    std::vector<Sum> sums;

    void relation(const osmium::Relation &r) {
        poll();
        const char *type = r.tags()["type"];
        if (r.tags()["name"] == nullptr || type == nullptr) return;
        if (std::strcmp(type, "multipolygon") != 0 && std::strcmp(type, "boundary") != 0) return;
        if (r.tags()["place"] == nullptr && r.tags()["boundary"] == nullptr && poi(r.tags()) == nullptr) return;
        const size_t index = relation_offsets.size();
        relation_offsets.push_back(relations.committed());
        relations.add_item(r);
        relations.commit();
        sums.emplace_back();
        for (const auto &m : r.members())
            if (m.type() == osmium::item_type::way) member_of[m.ref()].push_back(index);
    }

    void relations_done() {
        for (size_t i = 0; i < relation_offsets.size(); ++i) {
            const Sum &s = sums[i];
            if (s.count == 0) continue;
            const auto &r = relations.get<osmium::Relation>(relation_offsets[i]);
            const osmium::TagList &tags = r.tags();
            const char *name = tags["name"];
            const char *place = tags["place"];
            const char *cat = place != nullptr ? nullptr : poi(tags);
            const char kind = cat != nullptr ? 'p' : 'l';
            if (named.count(std::string(1, kind) + name) != 0) continue;
            const osmium::Location at{s.lon / double(s.count), s.lat / double(s.count)};
            const char *category = place != nullptr ? place : cat != nullptr ? cat : tags["boundary"];
            emit(kind, name, nullptr, category, at, 0, alt_names(tags, name));
        }
    }

    void emit(char kind, const char *name, const char *street, const char *cat, osmium::Location at, double length,
              const char *alt = nullptr) {
        if (!at.valid() || name == nullptr || name[0] == 0) return;
        if (kind == 'l' || kind == 'p') named.insert(std::string(1, kind) + name);
        lift_osm_name n{kind, name, street, cat, at.lat(), at.lon(), length, alt};
        fn(context, &n);
    }

    // The other names of a named object, each as its tag's key, '\x1E' and the name, '\x1F'-separated,
    // or nullptr when there are none: a search answer says which name (and language) matched.
    const char *alt_names(const osmium::TagList &tags, const char *name) {
        std::vector<std::pair<std::string, std::string>> seen;
        auto add = [&](const char *key, const std::string &value) {
            size_t a = value.find_first_not_of(' '), b = value.find_last_not_of(' ');
            if (a == std::string::npos) return;
            std::string v = value.substr(a, b - a + 1);
            if (v == name || v.find_first_of("\x1E\x1F") != std::string::npos || std::strpbrk(key, "\x1E\x1F")) return;
            for (const auto &s : seen)
                if (s.second == v) return;
            seen.emplace_back(key, v);
        };
        for (const char *key : alt_name_keys) {
            const char *v = tags[key];
            if (v == nullptr) continue;
            std::string value{v};
            if (std::strcmp(key, "alt_name") == 0 || std::strcmp(key, "old_name") == 0) {
                size_t start = 0;
                for (size_t semi; (semi = value.find(';', start)) != std::string::npos; start = semi + 1)
                    add(key, value.substr(start, semi - start));
                add(key, value.substr(start));
            } else {
                add(key, value);
            }
        }
        // Then the name in every other language the extract gives (name:en, name:ru, ...), so a
        // visitor finds the station by its English name.
        for (const auto &t : tags) {
            if (std::strncmp(t.key(), "name:", 5) == 0) add(t.key(), t.value());
        }
        alternates.clear();
        for (const auto &s : seen) {
            if (!alternates.empty()) alternates += '\x1F';
            alternates += s.first;
            alternates += '\x1E';
            alternates += s.second;
        }
        return alternates.empty() ? nullptr : alternates.c_str();
    }

    // The tag that makes a named object a POI ("amenity=cafe"), or nullptr.
    const char *poi(const osmium::TagList &tags) {
        for (const char *key : poi_keys) {
            const char *v = tags[key];
            if (v == nullptr || std::strcmp(v, "no") == 0) continue;
            // railway/public_transport only for stations and stops, not every rail segment.
            if ((std::strcmp(key, "railway") == 0 || std::strcmp(key, "public_transport") == 0) &&
                std::strcmp(v, "station") != 0 && std::strcmp(v, "halt") != 0 && std::strcmp(v, "tram_stop") != 0 &&
                std::strcmp(v, "stop_position") != 0 && std::strcmp(v, "platform") != 0)
                continue;
            category = std::string(key) + "=" + v;
            return category.c_str();
        }
        return nullptr;
    }

    void tagged(const osmium::TagList &tags, osmium::Location at) {
        const char *name = tags["name"];
        const char *number = tags["addr:housenumber"];
        const char *street = tags["addr:street"];
        if (number != nullptr && street != nullptr) emit('a', number, street, nullptr, at, 0);
        if (name == nullptr) return;
        if (const char *place = tags["place"]) emit('l', name, nullptr, place, at, 0, alt_names(tags, name));
        else if (const char *cat = poi(tags)) emit('p', name, nullptr, cat, at, 0, alt_names(tags, name));
    }

    void node(const osmium::Node &n) {
        poll();
        if (n.tags().empty()) return;
        tagged(n.tags(), n.location());
    }

    void way(const osmium::Way &w) {
        poll();
        const auto &nodes = w.nodes();
        if (nodes.empty()) return;
        const auto member = member_of.find(w.id());
        if (member != member_of.end()) {
            for (size_t i : member->second) {
                for (const auto &n : nodes) {
                    if (!n.location().valid()) continue;
                    sums[i].lat += n.location().lat();
                    sums[i].lon += n.location().lon();
                    sums[i].count += 1;
                }
            }
        }
        const char *highway = w.tags()["highway"];
        const char *name = w.tags()["name"];
        if (highway != nullptr && name != nullptr) {
            // The point halfway along the way: on the street, unlike a centroid of a curve.
            double length = 0;
            for (size_t i = 1; i < nodes.size(); ++i)
                if (nodes[i - 1].location().valid() && nodes[i].location().valid())
                    length += osmium::geom::haversine::distance(nodes[i - 1].location(), nodes[i].location());
            double half = length / 2, walked = 0;
            osmium::Location mid = nodes[0].location();
            for (size_t i = 1; i < nodes.size(); ++i) {
                if (!nodes[i - 1].location().valid() || !nodes[i].location().valid()) continue;
                walked += osmium::geom::haversine::distance(nodes[i - 1].location(), nodes[i].location());
                mid = nodes[i].location();
                if (walked >= half) break;
            }
            emit('s', name, nullptr, highway, mid, length, alt_names(w.tags(), name));
            return;
        }
        // Buildings and areas: the mean of the ring's nodes (the closing node counted once).
        double lat = 0, lon = 0;
        size_t count = 0, last = nodes.size() > 1 && nodes.front().ref() == nodes.back().ref() ? nodes.size() - 1 : nodes.size();
        for (size_t i = 0; i < last; ++i) {
            if (!nodes[i].location().valid()) continue;
            lat += nodes[i].location().lat();
            lon += nodes[i].location().lon();
            ++count;
        }
        if (count == 0) return;
        tagged(w.tags(), osmium::Location{lon / double(count), lat / double(count)});
    }
};

} // namespace

extern "C" int lift_osm_read_names(const lift_osm_source *source, void *context, lift_osm_name_fn fn, lift_osm_stop_fn stop,
                                   char *error, size_t error_size) {
    return lift_osm::guarded(error, error_size, [&] {
        if (source == nullptr || fn == nullptr) throw std::runtime_error("NULL argument");
        using Index = osmium::index::map::FlexMem<osmium::unsigned_object_id_type, osmium::Location>;
        Index index;
        osmium::handler::NodeLocationsForWays<Index> locations{index};
        locations.ignore_errors(); // ways with nodes outside the extract keep their known nodes
        NameHandler h;
        h.context = context;
        h.fn = fn;
        h.stop = stop;
        source->each_file([&](const osmium::io::File &file) {
            osmium::io::Reader reader{file, osmium::osm_entity_bits::relation};
            osmium::apply(reader, h);
            reader.close();
        });
        source->each_file([&](const osmium::io::File &file) {
            osmium::io::Reader reader{file, osmium::osm_entity_bits::node | osmium::osm_entity_bits::way};
            osmium::apply(reader, locations, h);
            reader.close();
        });
        h.relations_done();
    });
}
