import LiftCore
import LiftJSON

/// kind "image" (LigasEc): image bytes by URL, cached locally, base64 in JSON.
enum ImageRequests {
    static let kind = Kind(
        name: "image",
        load: { o in
            let url = try SportsRules.validURL(try o.string("url", maxLength: SportsRules.maxURLLength), path: Location("url"))
            let mode = try SportsJSON.cacheMode(&o)
            let timeout = try SportsJSON.timeout(&o)
            return { ctx, out in
                let answer = try LoadImage(store: ctx.imageCache, remote: ctx.remote(timeoutMilliseconds: timeout), currentDate: ctx.currentDate)(url: url, mode: mode)
                out.setObject("image") { i in
                    i.set("url", url)
                    i.set("size", answer.value.count)
                    i.set("data_base64", Base64.encode(answer.value))
                }
                SportsJSON.writeFreshness(answer, to: out)
            }
        },
        remove: { o in
            let removal = try SportsCacheMaintenance.decode(&o, keyField: "url", expires: false) {
                try SportsRules.validURL($0, path: Location(spelt: $1))
            }
            return { ctx, out in
                out.set("removed", try SportsCacheMaintenance.remove(removal, from: ctx.imageCache, currentDate: ctx.currentDate))
            }
        },
        // The network wait holds no SQLite lock and no lock of the handle (RequestContext.remote),
        // and a failed cache save can still delete the cache: the cache's own short transactions.
        transactions: [.load: .own, .remove: .own])
}
