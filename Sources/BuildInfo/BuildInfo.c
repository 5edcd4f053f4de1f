#include "BuildInfo.h"

// Empty here, and weak: the Makefile links a strong definition made for the commit (scripts/build-info.sh), so a new
// commit relinks the binary and recompiles nothing.
__attribute__((weak)) const char coach_built_from[] = "";

const char *coach_commit(void) { return coach_built_from; }
