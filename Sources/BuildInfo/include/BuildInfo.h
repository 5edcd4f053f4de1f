// What `coach --version` says the binary was built from.
#ifndef COACH_BUILD_INFO_H
#define COACH_BUILD_INFO_H

/// The commit (`git describe --always --dirty --abbrev=12`) the binary was built from; empty when it was built
/// outside a git checkout or by `swift build` alone.
const char *coach_commit(void);

#endif
