// Generated from VERSION by `make generated`: change VERSION, not this file.

/// The version of coach: the binary's, the package's and the man page's.
public let coachVersion = "0.1.0"
