import Storage

/// One overview of every practice, as the seed's statistics screen: sessions, time, the favourite, days active,
/// a row a practice, and which practice grows or fades.
public struct PracticeStats: Equatable, Sendable, Encodable {
    /// One practice's totals and trend.
    public struct Row: Equatable, Sendable, Encodable {
        public var practice: String
        public var title: String
        /// Whether `title` is coach's own word (translated) rather than a tracker's name.
        public var titleIsOurs: Bool
        public var kind: PracticeKind
        public var sessions: Int
        /// Seconds spent; nil where time is not kept.
        public var seconds: Double?
        /// Cards graded or entries logged; nil for a timed practice.
        public var items: Int?
        public var daysActive: Int
        public var lastDay: CalendarDay?
        public var trend: PracticeTrend

        /// What the JSON holds: not the title, which only the screen shows.
        private enum CodingKeys: String, CodingKey {
            case practice, kind, sessions, seconds, items, daysActive, lastDay, trend
        }
    }

    public var sessions: Int
    /// Seconds of the practices that keep time (breathing and relax).
    public var seconds: Double
    /// The practice with the most sessions (the more time, then the first, on a tie); nil before any.
    public var favourite: String?
    /// Different days with any session.
    public var daysActive: Int
    public var rows: [Row]

    /// The overview of `logs` on `today`; trends compare the 30 days through `today` with the 60 before.
    public init(_ logs: [PracticeLog], today: CalendarDay) {
        rows = logs.map { log in
            Row(
                practice: log.practice, title: log.title, titleIsOurs: log.titleIsOurs, kind: log.kind,
                sessions: log.sessions.count,
                seconds: log.kind == .timed ? log.seconds : nil,
                items: log.kind == .timed ? nil : log.sessions.reduce(0) { $0 + $1.items },
                daysActive: log.days.count, lastDay: log.sessions.last?.day,
                trend: PracticeTrend(log.sessions.map(\.day), today: today))
        }
        sessions = rows.reduce(0) { $0 + $1.sessions }
        seconds = rows.reduce(0) { $0 + ($1.seconds ?? 0) }
        daysActive = logs.reduce(into: Set<CalendarDay>()) { $0.formUnion($1.days) }.count
        let best = rows.filter { $0.sessions > 0 }.enumerated().max {
            ($0.element.sessions, $0.element.seconds ?? 0, -$0.offset) < (
                $1.element.sessions, $1.element.seconds ?? 0, -$1.offset
            )
        }
        favourite = best?.element.practice
    }

    /// What the JSON holds: the rows as `practices`.
    private enum CodingKeys: String, CodingKey { case sessions, seconds, favourite, daysActive, rows = "practices" }
}

/// Whether a practice grows or fades: its sessions in the last 30 days against the monthly average of the
/// 60 days before.
public struct PracticeTrend: Equatable, Sendable, Encodable {
    /// Which way it goes.
    public enum Direction: String, Sendable, Encodable {
        /// Sessions in the last 30 days, none in the 60 before.
        case new
        /// At least a quarter more, and at least 2 sessions more.
        case growing
        case steady
        /// At least a quarter fewer, and at least 2 fewer.
        case fading
        /// None in the last 30 days after some in the 60 before.
        case stopped
        /// None in the 90 days.
        case idle

        /// The arrow shown before the word.
        public var arrow: String {
            switch self {
            case .new: "+"
            case .growing: "↑"
            case .steady: "→"
            case .fading: "↓"
            case .stopped: "×"
            case .idle: "·"
            }
        }

        /// The word shown: `growing`.
        public var word: String {
            switch self {
            case .new: Messages.mark("new")
            case .growing: Messages.mark("growing")
            case .steady: Messages.mark("steady")
            case .fading: Messages.mark("fading")
            case .stopped: Messages.mark("stopped lately")
            case .idle: Messages.mark("idle")
            }
        }
    }

    /// Sessions in the last 30 days.
    public var recent: Int
    /// Sessions a 30 days, on average over the 60 days before them (to a tenth).
    public var earlier: Double
    public var direction: Direction

    public init(recent: Int, earlier: Double, direction: Direction) {
        (self.recent, self.earlier, self.direction) = (recent, earlier, direction)
    }

    /// The trend of sessions on `days` (a day a session) on `today`.
    public init(_ days: [CalendarDay], today: CalendarDay) {
        let ago = days.map { today.ordinal - $0.ordinal }
        recent = ago.filter { (0..<30).contains($0) }.count
        let before = ago.filter { (30..<90).contains($0) }.count
        earlier = (Double(before) / 2 * 10).rounded() / 10
        let change = Double(recent) - Double(before) / 2
        direction =
            switch (recent, before) {
            case (0, 0): .idle
            case (_, 0): .new
            case (0, _): .stopped
            default:
                change >= 2 && Double(recent) >= Double(before) / 2 * 1.25
                    ? .growing : -change >= 2 && Double(recent) <= Double(before) / 2 * 0.75 ? .fading : .steady
            }
    }
}
