// The C library's pure functions, and nothing else of it: maths, byte search and printf's number
// formatting. Core imports this module instead of Glibc or Darwin, so a Core file can compute a sine
// but cannot open a file, read the clock or ask for its process (LayerTests keeps the list pure).
// Each line re-exports one name with all its overloads (Double and Float), as Glibc declares them.
#if canImport(Glibc)
@_exported import func Glibc.sin
@_exported import func Glibc.cos
@_exported import func Glibc.tan
@_exported import func Glibc.asin
@_exported import func Glibc.acos
@_exported import func Glibc.atan
@_exported import func Glibc.atan2
@_exported import func Glibc.sinh
@_exported import func Glibc.cosh
@_exported import func Glibc.tanh
@_exported import func Glibc.exp
@_exported import func Glibc.log
@_exported import func Glibc.log2
@_exported import func Glibc.log10
@_exported import func Glibc.pow
@_exported import func Glibc.hypot
@_exported import func Glibc.cbrt
@_exported import func Glibc.lgamma
@_exported import func Glibc.tgamma
@_exported import var Glibc.M_E
@_exported import var Glibc.M_LN10
@_exported import func Glibc.memchr
@_exported import func Glibc.memcmp
@_exported import func Glibc.vsnprintf
#elseif canImport(Darwin)
@_exported import func Darwin.sin
@_exported import func Darwin.cos
@_exported import func Darwin.tan
@_exported import func Darwin.asin
@_exported import func Darwin.acos
@_exported import func Darwin.atan
@_exported import func Darwin.atan2
@_exported import func Darwin.sinh
@_exported import func Darwin.cosh
@_exported import func Darwin.tanh
@_exported import func Darwin.exp
@_exported import func Darwin.log
@_exported import func Darwin.log2
@_exported import func Darwin.log10
@_exported import func Darwin.pow
@_exported import func Darwin.hypot
@_exported import func Darwin.cbrt
@_exported import func Darwin.lgamma
@_exported import func Darwin.tgamma
@_exported import var Darwin.M_E
@_exported import var Darwin.M_LN10
@_exported import func Darwin.memchr
@_exported import func Darwin.memcmp
@_exported import func Darwin.vsnprintf
#endif
