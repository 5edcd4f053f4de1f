import Core

/// Help texts the catalog needs that are not literals of the declarations (scripts/extract-messages.py finds
/// those): ArgumentParser's own, and a discussion declared as a value of Core's.
enum HelpWords {
    static let marked = [
        Messages.mark("Show help information."),
        // BreathingResult.countingRule, the discussion of 'breathe stats' and the end of 'breathe start''s.
        Messages.mark(
            "Every session's time counts toward the day's minutes (and so a minutes goal and its streak), finished or not. It is a completed session when it breathed every planned cycle, or, without an end (--until-stopped, 'relax mandala --breathe'), at least one whole cycle; one stopped sooner is logged as stopped."
        ),
    ]
}
