import Core
import Testing

/// Great-circle distances, bearings, compass points, and distances and positions as typed.
struct SightGeographyTests {
    struct Leg: CustomTestStringConvertible, Sendable {
        var name: String
        var from: GeoPoint, to: GeoPoint
        /// Reference distance in metres and initial bearing in degrees.
        var metres: Double, bearing: Double
        var testDescription: String { name }

        init(_ name: String, _ a: (Double, Double), _ b: (Double, Double), metres: Double, bearing: Double) {
            self.name = name
            from = GeoPoint(latitude: a.0, longitude: a.1)
            to = GeoPoint(latitude: b.0, longitude: b.1)
            self.metres = metres
            self.bearing = bearing
        }
    }

    /// Reference values: Rosetta Code's haversine task (Nashville–LAX, 2887.26 km on R = 6372.8 km,
    /// rescaled to the mean radius), published city distances, and a meridian/equator degree (πR/180).
    static let legs: [Leg] = [
        Leg("Nashville to LAX", (36.12, -86.67), (33.94, -118.40), metres: 2_886_448, bearing: 274.594),
        Leg("London to Paris", (51.5074, -0.1278), (48.8566, 2.3522), metres: 343_500, bearing: 148.116),
        Leg("New York to Los Angeles", (40.7128, -74.0060), (34.0522, -118.2437), metres: 3_936_000, bearing: 273.687),
        Leg("Moscow to Saransk", (55.7558, 37.6173), (54.1838, 45.1749), metres: 512_750, bearing: 106.796),
        Leg(
            "Mordovia Arena to the Ushakov Cathedral", (54.181670, 45.203610), (54.181490, 45.181560), metres: 1_435.0,
            bearing: 269.210),
        Leg(
            "Saransk-1 station to the airport", (54.195560, 45.190560), (54.125000, 45.215000), metres: 8_005.7,
            bearing: 168.526),
        Leg("one degree along the equator", (0, 0), (0, 1), metres: 111_195.08, bearing: 90),
        Leg("one degree along a meridian", (10, 20), (11, 20), metres: 111_195.08, bearing: 0),
        Leg("due south", (1, 20), (0, 20), metres: 111_195.08, bearing: 180),
        Leg("due west on the equator", (0, 1), (0, 0), metres: 111_195.08, bearing: 270),
    ]

    @Test(arguments: legs)
    func distanceIsWithinHalfAPercentOfTheReference(leg: Leg) {
        let metres = leg.from.distance(to: leg.to)
        #expect(abs(metres - leg.metres) / leg.metres < 0.005, "\(metres)")
        #expect(abs(leg.to.distance(to: leg.from) - metres) < 1e-6)
    }

    @Test(arguments: legs)
    func initialBearingMatchesTheReference(leg: Leg) {
        #expect(abs(leg.from.bearing(to: leg.to) - leg.bearing) < 0.01)
    }

    @Test func samePointIsZeroMetresAndNorth() {
        let point = GeoPoint(latitude: 54.18, longitude: 45.18)
        #expect(point.distance(to: point) == 0)
        #expect(point.bearing(to: point) == 0)
        #expect(
            GeoPoint(latitude: 90, longitude: 0).distance(to: GeoPoint(latitude: -90, longitude: 0)) == GeoPoint
                .earthRadius * .pi)
    }

    @Test(arguments: [
        (0.0, CompassPoint.north), (22.49, .north), (22.5, .northEast), (45, .northEast), (67.5, .east),
        (90, .east), (135, .southEast), (180, .south), (202.5, .southWest), (247.5, .west), (292.5, .northWest),
        (337.49, .northWest), (337.5, .north), (359.99, .north), (360, .north), (-45, .northWest), (405, .northEast),
    ])
    func bearingFallsInItsCompassPoint(bearing: Double, point: CompassPoint) {
        #expect(CompassPoint(bearing: bearing) == point)
    }

    @Test func directionUsesTheInitialBearing() {
        let arena = GeoPoint(latitude: 54.181670, longitude: 45.203610)
        #expect(arena.direction(to: GeoPoint(latitude: 54.181490, longitude: 45.181560)) == .west)
        #expect(arena.direction(to: GeoPoint(latitude: 54.186560, longitude: 45.214790)).abbreviation == "NE")
    }

    @Test(arguments: [
        (0.0, "0 m"), (4.4, "4 m"), (9.4, "9 m"), (9.6, "10 m"), (449, "450 m"), (454.9, "450 m"), (995, "1.0 km"),
        (1_049, "1.0 km"), (1_234, "1.2 km"), (1_250, "1.3 km"), (9_949, "9.9 km"), (9_951, "10 km"), (12_345, "12 km"),
        (512_750, "513 km"), (-3, "0 m"),
        // Found by the fuzzer: past Int's range (or at infinity) the kilometres were converted with Int() and trapped.
        (1e300, "1e+297 km"), (.infinity, "inf km"), (.nan, "0 m"),
    ])
    func distancesReadLikePeopleSayThem(metres: Double, text: String) {
        #expect(DistanceText.format(metres) == text)
    }

    @Test(arguments: [
        ("1.5km", 1_500.0), ("800m", 800), ("2 km", 2_000), ("2KM", 2_000), ("0.25 km", 250), ("1,5 км", 1_500),
        ("300 м", 300), ("750 metres", 750), (" 3 kilometers ", 3_000),
    ])
    func radiusIsReadInMetres(text: String, metres: Double) throws {
        #expect(try DistanceText.parse(text) == metres)
    }

    @Test(arguments: [
        ("2", "'2' needs a unit: write 2m for metres or 2km for kilometres"),
        ("far", "'far' is not a distance; write it like 800m, 1.5km or '2 km'"),
        ("2 miles", "'2 miles' is not a distance; write it like 800m, 1.5km or '2 km'"),
        ("0km", "the distance '0km' must be more than zero, like 500m"),
        ("-1km", "the distance '-1km' must be more than zero, like 500m"),
        ("", "'' is not a distance; write it like 800m, 1.5km or '2 km'"),
        (
            "40076km",
            "the distance '40076km' is longer than the way round the Earth; 20000km already reaches every place"
        ),
        (
            "0" + String(repeating: "1", count: 300) + "m",
            "the distance '0\(String(repeating: "1", count: 300))m' is longer than the way round the Earth; 20000km already reaches every place"
        ),
    ])
    func badRadiusSaysHowToWriteOne(text: String, message: String) {
        #expect(sightErrorMessage { _ = try DistanceText.parse(text) } == message)
    }

    @Test(arguments: [
        ("54.1815,45.1816", 54.1815, 45.1816), ("54.1815, 45.1816", 54.1815, 45.1816),
        ("54.1815 45.1816", 54.1815, 45.1816), ("-33.8688,151.2093", -33.8688, 151.2093), ("0,0", 0, 0),
    ])
    func positionIsLatitudeThenLongitude(text: String, latitude: Double, longitude: Double) throws {
        #expect(try GeoPoint(parsing: text) == GeoPoint(latitude: latitude, longitude: longitude))
    }

    @Test(arguments: [
        ("54.18", "'54.18' is not a position; write latitude,longitude in degrees, like 54.1815,45.1816"),
        ("north,east", "'north,east' is not a position; write latitude,longitude in degrees, like 54.1815,45.1816"),
        ("1,2,3", "'1,2,3' is not a position; write latitude,longitude in degrees, like 54.1815,45.1816"),
        (
            "95,45",
            "the latitude 95 in '95,45' is outside -90…90; write latitude first, then longitude, like 54.1815,45.1816"
        ),
        (
            "54.5,190.5",
            "the longitude 190.5 in '54.5,190.5' is outside -180…180; write latitude first, then longitude, like 54.1815,45.1816"
        ),
    ])
    func badPositionSaysHowToWriteOne(text: String, message: String) {
        #expect(sightErrorMessage { _ = try GeoPoint(parsing: text) } == message)
    }

    @Test func pointsPrintWithFiveDecimalsAndLinkToOpenStreetMap() {
        let point = GeoPoint(latitude: 54.18149, longitude: 45.18156)
        #expect(point.text == "54.18149, 45.18156")
        #expect(
            point.openStreetMapURL
                == "https://www.openstreetmap.org/?mlat=54.18149&mlon=45.18156#map=17/54.18149/45.18156")
        #expect(GeoPoint(latitude: -0.000001, longitude: -3.5).text == "0.00000, -3.50000")
    }
}

/// The user-facing message `body` fails with; nil when it succeeds, "not user-facing: …" for other errors.
func sightErrorMessage(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let error as any UserFacingError {
        return error.message
    } catch {
        return "not user-facing: \(error)"
    }
}
