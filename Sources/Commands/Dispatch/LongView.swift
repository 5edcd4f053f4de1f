/// A view longer than the screen, shown at a terminal through the pager as git shows its logs: the text is kept while
/// the view is made, then paged when it has more lines than the screen, else written as it is. Piped output, the
/// plain display and `--no-pager` are never paged.
enum LongView {
    /// Runs `show`, paging what it writes to stdout when `paged` and at a terminal with a pager.
    static func run<Failure: Error>(
        paged: Bool = true, context: CommandContext, _ show: () async throws(Failure) -> Void
    ) async throws(Failure) {
        guard paged, let terminal = context.terminal, terminal.pages, !context.plain else { return try await show() }
        let output = context.output
        output.collect()
        var failure: Failure?
        do { try await show() } catch { failure = error }
        let text = output.collected()
        let lines = text.count { $0 == UInt8(ascii: "\n") }
        let paged = lines >= terminal.rows ? await terminal.page(text) : false
        if !paged { output.send(collected: text) }
        if let failure { throw failure }
    }
}
