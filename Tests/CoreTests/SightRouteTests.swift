import Core
import Storage
import Testing

/// Walking routes: nearest neighbour then 2-opt, from the first sight, never longer than the given order.
struct SightRouteTests {
    let guide = SightGuide(store: MemoryStore())

    static func place(_ id: String, kilometresNorth: Double) -> Sight {
        Sight(
            id: id, name: id, nameRU: nil, category: .other,
            location: GeoPoint(latitude: 54 + kilometresNorth / 111.19508, longitude: 45))
    }

    @Test func stopsOnALineAreWalkedInOrder() {
        let stops = [0.0, 3, 1, 2].enumerated().map { Self.place("p\($0.offset)", kilometresNorth: $0.element) }
        let route = WalkingRoute(visiting: stops)
        #expect(route.stops.map(\.id) == ["p0", "p2", "p3", "p1"])
        #expect(route.legs.map { Int($0.rounded()) } == [1_000, 1_000, 1_000])
        #expect(Int(route.total.rounded()) == 3_000)
    }

    @Test func startingInTheMiddleGoesToTheNearerEndFirst() {
        let stops = [2.0, 0, 5].enumerated().map { Self.place("p\($0.offset)", kilometresNorth: $0.element) }
        let route = WalkingRoute(visiting: stops)
        #expect(route.stops.map(\.id) == ["p0", "p1", "p2"])
        #expect(Int(route.total.rounded()) == 7_000)
    }

    @Test func saranskWalk() throws {
        let route = try guide.route([
            "mordovia-arena", "cathedral-of-st-theodore-ushakov", "saransk-1-railway-station", "pugachev-chamber",
            "millennium-square",
        ])
        #expect(
            route.stops.map(\.id) == [
                "mordovia-arena", "pugachev-chamber", "cathedral-of-st-theodore-ushakov", "millennium-square",
                "saransk-1-railway-station",
            ])
        #expect(route.legs.map(DistanceText.format) == ["1.4 km", "990 m", "660 m", "1.0 km"])
        #expect(DistanceText.format(route.total) == "4.1 km")
        #expect(abs(route.legs.reduce(0, +) - route.total) < 1e-9)
    }

    /// Twenty pseudo-random selections of the catalogue (a fixed linear congruential sequence).
    static let selections: [[Sight]] = {
        var state: UInt64 = 2026
        return (0..<20).map { round in
            var pool = SightCatalog.bundled
            return (0..<(3 + round % 9)).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return pool.remove(at: Int(state >> 33) % pool.count)
            }
        }
    }()

    @Test(arguments: 0..<20)
    func neverLongerThanTheGivenOrder(selection: Int) {
        let sights = Self.selections[selection]
        let route = WalkingRoute(visiting: sights)
        let given = zip(sights, sights.dropFirst()).reduce(0) { $0 + $1.0.location.distance(to: $1.1.location) }
        #expect(route.total <= given + 1e-6)
        #expect(route.stops.first == sights.first)
        #expect(Set(route.stops.map(\.id)) == Set(sights.map(\.id)) && route.stops.count == sights.count)
        #expect(route.legs.count == sights.count - 1)
    }

    @Test func badRoutesSayWhatToGive() {
        #expect(
            sightErrorMessage { _ = try guide.route([]) }
                == "a route needs at least two sights, and none was given; list their ids, like 'sights route mordovia-arena millennium-square'"
        )
        #expect(
            sightErrorMessage { _ = try guide.route(["pushkin-park"]) }
                == "a route needs at least two sights, and only one was given; list their ids, like 'sights route mordovia-arena millennium-square'"
        )
        #expect(
            sightErrorMessage { _ = try guide.route(["pushkin-park", "lenin-monument", "pushkin-park"]) }
                == "'pushkin-park' is listed twice; give each sight once (the route starts at the first one)")
        #expect(
            sightErrorMessage { _ = try guide.route(["pushkin-park", "lenin-monumnet"]) }
                == "no sight 'lenin-monumnet'. Did you mean 'lenin-monument'?")
    }
}
