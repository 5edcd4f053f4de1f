// The system's SQLite, found at run time with dlopen so that coach builds without its headers and says, when
// libsqlite3.so.0 is missing, that SQLite backups cannot be read. A database and a statement are opaque pointers;
// the few constants coach uses are spelled out.
#ifndef COACH_SQLITE_SHIM_H
#define COACH_SQLITE_SHIM_H

#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>

enum {
    COACH_SQLITE_OK = 0,
    COACH_SQLITE_ROW = 100,
    COACH_SQLITE_DONE = 101,
    COACH_SQLITE_OPEN_READONLY = 0x00000001,
    COACH_SQLITE_INTEGER = 1,
    COACH_SQLITE_FLOAT = 2,
    COACH_SQLITE_TEXT = 3,
    COACH_SQLITE_NULL = 5,
};

typedef struct coach_sqlite {
    void *library;
    int (*open_v2)(const char *path, void **database, int flags, const char *vfs);
    int (*close_v2)(void *database);
    const char *(*errmsg)(void *database);
    int (*prepare_v2)(void *database, const char *sql, int length, void **statement, const char **tail);
    int (*step)(void *statement);
    int (*finalize)(void *statement);
    int (*column_count)(void *statement);
    int (*column_type)(void *statement, int column);
    int64_t (*column_int64)(void *statement, int column);
    double (*column_double)(void *statement, int column);
    const unsigned char *(*column_text)(void *statement, int column);
    int (*column_bytes)(void *statement, int column);
} coach_sqlite;

// Loads `library` (libsqlite3.so.0); 0 when every call was found, -1 otherwise.
static inline int coach_sqlite_load(coach_sqlite *sqlite, const char *library) {
    sqlite->library = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (sqlite->library == NULL) return -1;
    void *lib = sqlite->library;
    *(void **)&sqlite->open_v2 = dlsym(lib, "sqlite3_open_v2");
    *(void **)&sqlite->close_v2 = dlsym(lib, "sqlite3_close_v2");
    *(void **)&sqlite->errmsg = dlsym(lib, "sqlite3_errmsg");
    *(void **)&sqlite->prepare_v2 = dlsym(lib, "sqlite3_prepare_v2");
    *(void **)&sqlite->step = dlsym(lib, "sqlite3_step");
    *(void **)&sqlite->finalize = dlsym(lib, "sqlite3_finalize");
    *(void **)&sqlite->column_count = dlsym(lib, "sqlite3_column_count");
    *(void **)&sqlite->column_type = dlsym(lib, "sqlite3_column_type");
    *(void **)&sqlite->column_int64 = dlsym(lib, "sqlite3_column_int64");
    *(void **)&sqlite->column_double = dlsym(lib, "sqlite3_column_double");
    *(void **)&sqlite->column_text = dlsym(lib, "sqlite3_column_text");
    *(void **)&sqlite->column_bytes = dlsym(lib, "sqlite3_column_bytes");
    if (!sqlite->open_v2 || !sqlite->close_v2 || !sqlite->errmsg || !sqlite->prepare_v2 || !sqlite->step
        || !sqlite->finalize || !sqlite->column_count || !sqlite->column_type || !sqlite->column_int64
        || !sqlite->column_double || !sqlite->column_text || !sqlite->column_bytes) {
        dlclose(lib);
        sqlite->library = NULL;
        return -1;
    }
    return 0;
}

#endif
