import PureC

/// The FSRS-6 memory model with its published default parameters, scheduling by whole days: no learning steps
/// within a day and no fuzz, as PyPI's `fsrs` 6.x schedules with `Scheduler(learning_steps=(),
/// relearning_steps=(), enable_fuzzing=False)`. A card's memory is its stability (the days after which recall
/// falls to 90 %) and its difficulty (1–10); a review updates both, and the next review is due when predicted
/// recall falls to the desired retention.
public struct FSRS: Sendable, Equatable {
    /// FSRS-6's default weights w0…w20, as fitted on the open-source benchmark and shipped by `fsrs` 6.x.
    public static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614,
        0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]
    /// The desired retention people may choose (`settings set retention`), and the default.
    public static let retentionRange = 0.80...0.97
    public static let defaultRetention = 0.9
    /// The longest wait between reviews, in days: a hundred years.
    public static let longestInterval = 36_500
    static let smallestStability = 0.001
    static let difficultyRange = 1.0...10.0

    /// The share of reviews meant to be recalled: a review is due when predicted recall falls to it.
    public let desiredRetention: Double
    let w: [Double]
    /// The forgetting curve's power and the factor that puts recall at 90 % after `stability` days.
    let decay: Double, factor: Double

    /// The scheduler for `desiredRetention`, brought into `retentionRange` (a hand-edited setting may be anything).
    public init(desiredRetention: Double = FSRS.defaultRetention) {
        let retention = desiredRetention.isFinite ? desiredRetention : Self.defaultRetention
        self.desiredRetention = min(max(retention, Self.retentionRange.lowerBound), Self.retentionRange.upperBound)
        w = Self.defaultWeights
        decay = -w[20]
        factor = pow(0.9, 1 / decay) - 1
    }

    /// The grade as FSRS numbers it: again 1, hard 2, good 3, easy 4.
    static func rating(_ grade: RecallGrade) -> Double {
        Double(RecallGrade.allCases.firstIndex(of: grade)! + 1)
    }

    /// Predicted recall `elapsedDays` after the last review of a memory of `stability` days.
    public func retrievability(elapsedDays: Int, stability: Double) -> Double {
        pow(1 + factor * Double(max(0, elapsedDays)) / stability, decay)
    }

    /// Whole days until predicted recall falls to the desired retention: at least 1, at most a hundred years.
    public func interval(stability: Double) -> Int {
        let days = stability / factor * (pow(desiredRetention, 1 / decay) - 1)
        // Half days go to the even neighbour, as Python's round() takes them.
        let rounded = days.isFinite ? days.rounded(.toNearestOrEven) : Double(Self.longestInterval)
        return Int(min(max(rounded, 1), Double(Self.longestInterval)))
    }

    /// The memory after a first review graded `grade`.
    func initialStability(_ grade: RecallGrade) -> Double {
        max(w[Int(Self.rating(grade)) - 1], Self.smallestStability)
    }

    func initialDifficulty(_ grade: RecallGrade, clamped: Bool = true) -> Double {
        let difficulty = w[4] - pow(M_E, w[5] * (Self.rating(grade) - 1)) + 1
        return clamped ? clamp(difficulty) : difficulty
    }

    func clamp(_ difficulty: Double) -> Double {
        min(max(difficulty, Self.difficultyRange.lowerBound), Self.difficultyRange.upperBound)
    }

    /// Difficulty after a review: moved by the grade, less as it nears 10, and drawn a little towards an easy card's.
    func nextDifficulty(_ difficulty: Double, _ grade: RecallGrade) -> Double {
        let delta = -(w[6] * (Self.rating(grade) - 3))
        let damped = difficulty + (10 - difficulty) * delta / 9
        return clamp(w[7] * initialDifficulty(.easy, clamped: false) + (1 - w[7]) * damped)
    }

    /// Stability after a review on the day of the last one.
    func sameDayStability(_ stability: Double, _ grade: RecallGrade) -> Double {
        var increase = pow(M_E, w[17] * (Self.rating(grade) - 3 + w[18])) * pow(stability, -w[19])
        if grade != .again { increase = max(increase, 1) }
        return max(stability * increase, Self.smallestStability)
    }

    /// Stability after a review on a later day, when predicted recall was `recall`.
    func nextStability(_ stability: Double, difficulty: Double, recall: Double, _ grade: RecallGrade) -> Double {
        let next: Double
        if grade == .again {
            let longTerm =
                w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1) * pow(M_E, (1 - recall) * w[14])
            next = min(longTerm, stability / pow(M_E, w[17] * w[18]))
        } else {
            let hardPenalty = grade == .hard ? w[15] : 1
            let easyBonus = grade == .easy ? w[16] : 1
            next =
                stability
                * (1 + pow(M_E, w[8]) * (11 - difficulty) * pow(stability, -w[9])
                    * (pow(M_E, (1 - recall) * w[10]) - 1) * hardPenalty * easyBonus)
        }
        return max(next, Self.smallestStability)
    }
}
