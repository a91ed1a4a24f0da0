// synth_city: a SYNTHETIC city for scaling benchmarks, made by tiling an OSM extract (Helsinki)
// K x K times. Tiles alternate mirror images, so neighbouring tiles meet along mirrored borders;
// car-road ends near a border (at least 8 per border: else the nodes nearest to it) are joined to
// their mirror image across the seam by a short residential connector. Highway ways, their nodes (with tags: signals, barriers) and
// turn-restriction relations are copied; everything else is dropped. Deterministic.
// Not real geography: for timing imports and queries at ~100x the extract's size only.
// Ids are renumbered densely and in the extract's order (tile by tile, then the connectors), so
// the copies keep their relative order and K can go well past 11 without leaving OSRM's 40-bit ids.
//   synth_city IN.osm.pbf OUT.osm.pbf [K=10]
#include <osmium/builder/osm_object_builder.hpp>
#include <osmium/handler.hpp>
#include <osmium/io/pbf_input.hpp>
#include <osmium/io/pbf_output.hpp>
#include <osmium/memory/buffer.hpp>
#include <osmium/visitor.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {
using Tags = std::vector<std::pair<std::string, std::string>>;
struct Way { int64_t id; std::vector<int64_t> refs; Tags tags; bool car; };

// Open to cars: a car highway class and no closing access tag (joins must land on drivable roads).
bool drivable(const osmium::TagList &t) {
    static const std::set<std::string> closed = {"no", "private", "destination", "delivery", "customers", "psv", "emergency"};
    for (const char *k : {"access", "vehicle", "motor_vehicle", "motorcar"})
        if (const char *v = t[k]; v && closed.count(v)) return false;
    const char *area = t["area"];
    return !(area && std::string(area) == "yes");
}
struct Member { char type; int64_t ref; std::string role; };
struct Rel { int64_t id; std::vector<Member> members; Tags tags; };
struct Node { double lon, lat; Tags tags; };

const std::set<std::string> kCar = {"motorway", "motorway_link", "trunk", "trunk_link", "primary", "primary_link",
    "secondary", "secondary_link", "tertiary", "tertiary_link", "unclassified", "residential", "living_street", "service"};
// OSRM packs node ids into 40 bits.
constexpr int64_t kMaxId = (int64_t(1) << 40) - 1;
constexpr int kMaxK = 200;

// Dense ids in the extract's order: copy `tile` of the object of rank `rank` among `count`.
int64_t denseId(int64_t tile, int64_t rank, int64_t count) { return tile * count + rank + 1; }

Tags tags_of(const osmium::TagList &l) {
    Tags t;
    for (const auto &x : l) t.emplace_back(x.key(), x.value());
    return t;
}

struct Reader : osmium::handler::Handler {
    std::vector<Way> ways;
    std::vector<Rel> rels;
    void way(const osmium::Way &w) {
        const char *h = w.tags()["highway"];
        if (!h) return;
        Way x{w.id(), {}, tags_of(w.tags()), kCar.count(h) > 0 && drivable(w.tags())};
        for (const auto &n : w.nodes()) x.refs.push_back(n.ref());
        ways.push_back(std::move(x));
    }
    void relation(const osmium::Relation &r) {
        const char *t = r.tags()["type"];
        if (!t || std::string(t) != "restriction") return;
        Rel x{r.id(), {}, tags_of(r.tags())};
        for (const auto &m : r.members())
            x.members.push_back({m.type() == osmium::item_type::node ? 'n' : m.type() == osmium::item_type::way ? 'w' : 'r', m.ref(), m.role()});
        rels.push_back(std::move(x));
    }
};

struct NodeReader : osmium::handler::Handler {
    std::map<int64_t, Node> *nodes;
    void node(const osmium::Node &n) {
        auto it = nodes->find(n.id());
        if (it == nodes->end() || !n.location().valid()) return;
        it->second = Node{n.location().lon(), n.location().lat(), tags_of(n.tags())};
    }
};

void add_tags(osmium::builder::Builder &parent, const Tags &tags) {
    osmium::builder::TagListBuilder tb{parent};
    for (const auto &t : tags) tb.add_tag(t.first, t.second);
}
}  // namespace

int main(int argc, char **argv) {
    if (argc < 3) { std::fprintf(stderr, "usage: synth_city IN.osm.pbf OUT.osm.pbf [K]\n"); return 2; }
    const int K = argc > 3 ? std::atoi(argv[3]) : 10;
    if (K < 1 || K > kMaxK) { std::fprintf(stderr, "K must be 1..%d\n", kMaxK); return 2; }
    try {
        Reader r;
        {
            osmium::io::Reader in{argv[1], osmium::osm_entity_bits::way | osmium::osm_entity_bits::relation};
            osmium::apply(in, r);
            in.close();
        }
        std::map<int64_t, Node> nodes;
        for (const auto &w : r.ways) for (auto n : w.refs) nodes.emplace(n, Node{NAN, NAN, {}});
        {
            NodeReader nr; nr.nodes = &nodes;
            osmium::io::Reader in{argv[1], osmium::osm_entity_bits::node};
            osmium::apply(in, nr);
            in.close();
        }
        for (auto it = nodes.begin(); it != nodes.end();) it = std::isnan(it->second.lon) ? nodes.erase(it) : std::next(it);
        // Ranks in id order, over every id the copies name (a member the extract lacks keeps a rank
        // of its own, so it stays missing in every copy).
        std::set<int64_t> nodeIds, wayIds, relIds;
        for (const auto &[id, n] : nodes) nodeIds.insert(id);
        for (const auto &w : r.ways) { wayIds.insert(w.id); nodeIds.insert(w.refs.begin(), w.refs.end()); }
        for (const auto &x : r.rels) {
            relIds.insert(x.id);
            for (const auto &m : x.members) (m.type == 'n' ? nodeIds : m.type == 'w' ? wayIds : relIds).insert(m.ref);
        }
        std::unordered_map<int64_t, int64_t> nodeRank, wayRank, relRank;
        for (auto id : nodeIds) nodeRank.emplace(id, int64_t(nodeRank.size()));
        for (auto id : wayIds) wayRank.emplace(id, int64_t(wayRank.size()));
        for (auto id : relIds) relRank.emplace(id, int64_t(relRank.size()));
        const int64_t nodeCount = int64_t(nodeRank.size()), wayCount = int64_t(wayRank.size()), relCount = int64_t(relRank.size());
        const int64_t tiles = int64_t(K) * K;
        if (denseId(tiles, 0, nodeCount) > kMaxId || denseId(tiles + 1, 0, wayCount) > kMaxId)
            throw std::runtime_error("too many tiles for 40-bit ids");
        // The tile is the bounding box of the car-road nodes.
        double w0 = 1e9, e0 = -1e9, s0 = 1e9, n0 = -1e9;
        std::unordered_map<int64_t, int> carDegree;  // way ends on car roads, to find the cut-off ones
        for (const auto &w : r.ways) {
            if (!w.car) continue;
            for (auto id : w.refs) {
                auto it = nodes.find(id);
                if (it == nodes.end()) continue;
                w0 = std::min(w0, it->second.lon); e0 = std::max(e0, it->second.lon);
                s0 = std::min(s0, it->second.lat); n0 = std::max(n0, it->second.lat);
                carDegree[id] += 0;
            }
            // Ends of the part inside the extract: a way the extract cut ends at its last present node.
            std::vector<int64_t> present;
            for (auto id : w.refs) if (nodes.count(id)) present.push_back(id);
            for (size_t i = 0; i < present.size(); ++i) carDegree[present[i]] += (i == 0 || i + 1 == present.size()) ? 1 : 2;
        }
        const double W = e0 - w0, H = n0 - s0;
        const double mPerLat = 111320.0, mPerLon = 111320.0 * std::cos((s0 + n0) / 2 * M_PI / 180);
        auto place = [&](const Node &n, int i, int j) {
            double dx = n.lon - w0, dy = n.lat - s0;
            if (i % 2) dx = W - dx;
            if (j % 2) dy = H - dy;
            return std::make_pair(w0 + i * W + dx, s0 + j * H + dy);
        };
        // Dead ends of car roads within 60 m of a border: joined to their mirror in the next tile.
        const double seam = 60;
        std::vector<int64_t> eastEnds, northEnds, westEnds, southEnds;
        for (const auto &[id, deg] : carDegree) {
            auto it = nodes.find(id);
            if (deg != 1 || it == nodes.end()) continue;
            const Node &n = it->second;
            if ((e0 - n.lon) * mPerLon < seam) eastEnds.push_back(id);
            if ((n.lon - w0) * mPerLon < seam) westEnds.push_back(id);
            if ((n0 - n.lat) * mPerLat < seam) northEnds.push_back(id);
            if ((n.lat - s0) * mPerLat < seam) southEnds.push_back(id);
        }
        // A border with few dead ends (the extract's edge ran along a street) still gets joined:
        // its car nodes nearest to the border, up to kMinJoins of them.
        const size_t kMinJoins = 8;
        auto fill = [&](std::vector<int64_t> &ends, auto distance) {
            if (ends.size() >= kMinJoins) return;
            std::vector<std::pair<double, int64_t>> byDistance;
            for (const auto &[id, deg] : carDegree) {
                auto it = nodes.find(id);
                if (it != nodes.end() && std::find(ends.begin(), ends.end(), id) == ends.end())
                    byDistance.emplace_back(distance(it->second), id);
            }
            std::sort(byDistance.begin(), byDistance.end());
            for (size_t k = 0; k < byDistance.size() && ends.size() < kMinJoins; ++k) ends.push_back(byDistance[k].second);
        };
        fill(eastEnds, [&](const Node &n) { return e0 - n.lon; });
        fill(westEnds, [&](const Node &n) { return n.lon - w0; });
        fill(northEnds, [&](const Node &n) { return n0 - n.lat; });
        fill(southEnds, [&](const Node &n) { return n.lat - s0; });
        for (auto *v : {&eastEnds, &westEnds, &northEnds, &southEnds}) std::sort(v->begin(), v->end());

        osmium::io::Header header;
        header.set("generator", "liblift bench/routing/synth_city (SYNTHETIC tiling of an OSM extract)");
        osmium::io::Writer out{argv[2], header, osmium::io::overwrite::allow};
        osmium::memory::Buffer buf{1 << 20, osmium::memory::Buffer::auto_grow::yes};
        auto flush = [&] { if (buf.committed() > (1 << 19)) { out(std::move(buf)); buf = osmium::memory::Buffer{1 << 20, osmium::memory::Buffer::auto_grow::yes}; } };
        auto tileOf = [&](int i, int j) { return int64_t(j) * K + i; };
        auto nodeId = [&](int64_t id, int64_t tile) { return denseId(tile, nodeRank.at(id), nodeCount); };
        auto memberId = [&](const Member &m, int64_t tile) {
            const auto &ranks = m.type == 'n' ? nodeRank : m.type == 'w' ? wayRank : relRank;
            return denseId(tile, ranks.at(m.ref), m.type == 'n' ? nodeCount : m.type == 'w' ? wayCount : relCount);
        };
        for (int j = 0; j < K; ++j) for (int i = 0; i < K; ++i) {
            for (const auto &[id, n] : nodes) {
                { osmium::builder::NodeBuilder b{buf};
                auto [lon, lat] = place(n, i, j);
                b.set_id(nodeId(id, tileOf(i, j))).set_version(1).set_visible(true);
                b.set_location(osmium::Location{lon, lat});
                add_tags(b, n.tags);
                }
                buf.commit();
                flush();
            }
        }
        for (int j = 0; j < K; ++j) for (int i = 0; i < K; ++i) {
            for (const auto &w : r.ways) {
                { osmium::builder::WayBuilder b{buf};
                b.set_id(denseId(tileOf(i, j), wayRank.at(w.id), wayCount)).set_version(1).set_visible(true);
                { osmium::builder::WayNodeListBuilder nb{b}; for (auto n : w.refs) nb.add_node_ref(nodeId(n, tileOf(i, j))); }
                add_tags(b, w.tags);
                }
                buf.commit();
                flush();
            }
        }
        // Seam connectors: an end near the east (north) border of tile (i, j) meets its own mirror
        // image, which is the same OSM node in tile (i+1, j) (resp. (i, j+1)).
        int64_t connector = denseId(tiles, 0, wayCount) - 1;
        int connectors = 0;
        for (int j = 0; j < K; ++j) for (int i = 0; i < K; ++i) {
            auto join = [&](const std::vector<int64_t> &ends, int di, int dj) {
                if (i + di >= K || j + dj >= K) return;
                for (auto id : ends) {
                    { osmium::builder::WayBuilder b{buf};
                    b.set_id(++connector).set_version(1).set_visible(true);
                    { osmium::builder::WayNodeListBuilder nb{b}; nb.add_node_ref(nodeId(id, tileOf(i, j))); nb.add_node_ref(nodeId(id, tileOf(i + di, j + dj))); }
                    add_tags(b, {{"highway", "residential"}, {"note", "synthetic seam connector"}});
                    }
                buf.commit();
                    flush();
                    ++connectors;
                }
            };
            // Tile (i, j) shows its east border to (i+1, j) when i is even (not mirrored), else its west border.
            join(i % 2 ? westEnds : eastEnds, 1, 0);
            join(j % 2 ? southEnds : northEnds, 0, 1);
        }
        for (int j = 0; j < K; ++j) for (int i = 0; i < K; ++i) {
            for (const auto &rel : r.rels) {
                { osmium::builder::RelationBuilder b{buf};
                b.set_id(denseId(tileOf(i, j), relRank.at(rel.id), relCount)).set_version(1).set_visible(true);
                {
                    osmium::builder::RelationMemberListBuilder mb{b};
                    for (const auto &m : rel.members)
                        mb.add_member(m.type == 'n' ? osmium::item_type::node : m.type == 'w' ? osmium::item_type::way : osmium::item_type::relation,
                                      memberId(m, tileOf(i, j)), m.role.c_str());
                }
                add_tags(b, rel.tags);
                }
                buf.commit();
                flush();
            }
        }
        out(std::move(buf));
        out.close();
        // The benchmark samples its random stops in this box.
        if (FILE *f = std::fopen((std::string(argv[2]) + ".bbox").c_str(), "w")) {
            std::fprintf(f, "%.5f %.5f %.5f %.5f\n", s0, w0, s0 + K * H, w0 + K * W);
            std::fclose(f);
        }
        std::printf("synthetic city: %dx%d tiles of %s, %zu nodes/tile, %d seam connectors, bbox S %.5f W %.5f N %.5f E %.5f\n",
                    K, K, argv[1], nodes.size(), connectors, s0, w0, s0 + K * H, w0 + K * W);
        return 0;
    } catch (const std::exception &e) {
        std::fprintf(stderr, "synth_city: %s\n", e.what());
        return 1;
    }
}
