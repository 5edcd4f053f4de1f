#if os(Linux)
import Glibc
#elseif os(macOS)
import Darwin
#endif

/// libedit drops every non-ASCII character unless LC_CTYPE names a UTF-8 codeset.
enum UTF8Locale {
    /// The user's LC_CTYPE when it is UTF-8, else the system's plain UTF-8 character type.
    static func prepare() {
        setlocale(LC_CTYPE, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_CTYPE, plainUTF8)
        }
    }

    /// glibc calls it C.UTF-8; macOS has no C.UTF-8 but a character-type-only locale named UTF-8.
    #if os(Linux)
    static let plainUTF8 = "C.UTF-8"
    #elseif os(macOS)
    static let plainUTF8 = "UTF-8"
    #endif
}
