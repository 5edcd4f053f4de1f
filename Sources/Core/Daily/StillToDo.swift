/// A goal not yet met today, and the command that meets it.
public struct StillToDo: Equatable, Sendable, Encodable {
    /// The area whose goal is open.
    public var area: String
    /// What is left, in words: `breathe 6 more minutes`.
    public var task: String
    /// What to type: `breathe --minutes 6`.
    public var command: String

    /// What is left of `area`'s goal, and the command for it.
    public init(area: String, task: String, command: String) {
        (self.area, self.task, self.command) = (area, task, command)
    }
}
