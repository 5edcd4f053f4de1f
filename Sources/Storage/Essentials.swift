// coach is built on FoundationEssentials alone: Date, Data, JSON and files without ICU, whose data would
// be a third of the program. Every coach module reaches Foundation through this re-export, so nothing links
// FoundationInternationalization by accident; `ShippedBinaryTests` and `make bench` check the binary for it.
// The C library is not handed on: a file in LiveStorage, Commands or the Shell that calls the system (open,
// read, getpid, signal, …) imports Glibc or Darwin itself; Storage, which holds only types and pure logic, may
// not, and Core, which may not either, takes its maths from PureC (LayerTests keeps all three so).
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
