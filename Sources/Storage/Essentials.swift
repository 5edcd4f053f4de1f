// coach is built on FoundationEssentials alone: Date, Data, JSON and files without ICU, whose data would
// be a third of the program. Every coach module reaches Foundation (and the C library's maths and system
// calls) through this re-export, so nothing links FoundationInternationalization by accident; `make bench`
// checks the binary for it.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#endif
