import Core
import Testing

/// The calm scenes: every one paints any window, moves, and the slideshow fades from one to the next.
struct CalmSceneTests {
    @Test func thereAreSixScenesWithTheirOwnNames() {
        #expect(
            CalmScene.all.map(\.name) == [
                "Sea at dusk", "Mountains", "Forest", "Starry sky", "Rain on a lake", "Northern lights",
            ])
    }

    @Test(arguments: CalmScene.all.indices)
    func eachSceneIsAPictureThatMoves(_ index: Int) {
        let scene = CalmScene.all[index]
        let still = scene.still(columns: 120, rows: 80)
        #expect(Set(still.pixels).count >= 12, "\(scene.name) has \(Set(still.pixels).count) colours")
        let (now, later) = (scene.picture(over: still, time: 0), scene.picture(over: still, time: 2.5))
        #expect(now != later, "\(scene.name) does not move")
        #expect(now.pixels.count == 120 * 80)
    }

    @Test(arguments: [(1, 2), (2, 1), (3, 4), (7, 3), (0, 0)])
    func tinyWindowsPaintWithoutTrouble(_ size: (Int, Int)) {
        for scene in CalmScene.all {
            let still = scene.still(columns: size.0, rows: size.1)
            for time in [0.0, 1.3, 12.9, 400] {
                #expect(scene.picture(over: still, time: time).pixels.count == size.0 * size.1)
            }
        }
    }

    @Test func theSlideshowMovesOnAtItsIntervalAndFades() {
        var show = SceneShow(interval: 20, fade: 4)
        let first = show.picture(columns: 40, rows: 30, time: 0)
        #expect(show.current == 0 && show.shown == 1)
        #expect(first == CalmScene.all[0].picture(over: CalmScene.all[0].still(columns: 40, rows: 30), time: 0))
        _ = show.picture(columns: 40, rows: 30, time: 20)
        #expect(show.current == 1 && show.shown == 2)
        // Halfway through the fade every pixel lies between the two scenes.
        let halfway = show.picture(columns: 40, rows: 30, time: 22)
        let (from, to) = (
            CalmScene.all[0].picture(over: CalmScene.all[0].still(columns: 40, rows: 30), time: 22),
            CalmScene.all[1].picture(over: CalmScene.all[1].still(columns: 40, rows: 30), time: 22)
        )
        #expect(
            halfway.pixels.indices.allSatisfy { i in
                let (a, b, c) = (from.pixels[i].red, to.pixels[i].red, halfway.pixels[i].red)
                return c >= min(a, b) && c <= max(a, b)
            })
        #expect(halfway != from && halfway != to)
        // Once the fade is over, the new scene alone.
        #expect(
            show.picture(columns: 40, rows: 30, time: 24.5)
                == CalmScene.all[1].picture(over: CalmScene.all[1].still(columns: 40, rows: 30), time: 24.5))
    }

    @Test func theArrowsMoveBothWaysAndWrapAround() {
        var show = SceneShow(interval: 20)
        show.move(by: -1, at: 3)
        #expect(show.current == CalmScene.all.count - 1)
        show.move(by: 1, at: 4)
        show.move(by: 1, at: 5)
        #expect(show.current == 1 && show.shown == 4)
        // The interval counts from the last move.
        _ = show.picture(columns: 10, rows: 10, time: 24)
        #expect(show.current == 1)
        _ = show.picture(columns: 10, rows: 10, time: 25)
        #expect(show.current == 2)
    }
}
