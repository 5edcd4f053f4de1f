// zlib's raw inflate (a zip entry's deflate) and crc32, found at run time with dlopen so that coach builds without
// zlib's headers and says, when libz.so.1 is missing, that zipped exports cannot be read. The stream's layout is
// zlib's own on every platform coach builds for (pointers and longs as the platform has them).
#ifndef COACH_ZLIB_SHIM_H
#define COACH_ZLIB_SHIM_H

#include <dlfcn.h>
#include <stddef.h>
#include <string.h>

typedef struct coach_z_stream {
    const unsigned char *next_in;
    unsigned avail_in;
    unsigned long total_in;
    unsigned char *next_out;
    unsigned avail_out;
    unsigned long total_out;
    const char *msg;
    void *state;
    void *zalloc;
    void *zfree;
    void *opaque;
    int data_type;
    unsigned long adler;
    unsigned long reserved;
} coach_z_stream;

typedef struct coach_zlib {
    void *library;
    int (*inflate_init2)(coach_z_stream *stream, int window_bits, const char *version, int stream_size);
    int (*inflate)(coach_z_stream *stream, int flush);
    int (*inflate_end)(coach_z_stream *stream);
    unsigned long (*crc32)(unsigned long crc, const unsigned char *bytes, unsigned length);
} coach_zlib;

// Loads `library` (libz.so.1); 0 when every call was found, -1 otherwise.
static inline int coach_zlib_load(coach_zlib *zlib, const char *library) {
    zlib->library = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (zlib->library == NULL) return -1;
    *(void **)&zlib->inflate_init2 = dlsym(zlib->library, "inflateInit2_");
    *(void **)&zlib->inflate = dlsym(zlib->library, "inflate");
    *(void **)&zlib->inflate_end = dlsym(zlib->library, "inflateEnd");
    *(void **)&zlib->crc32 = dlsym(zlib->library, "crc32");
    if (!zlib->inflate_init2 || !zlib->inflate || !zlib->inflate_end || !zlib->crc32) {
        dlclose(zlib->library);
        zlib->library = NULL;
        return -1;
    }
    return 0;
}

// Inflates the raw deflate stream `input` into `output`, which holds exactly what the entry says it holds.
// 0: done, `*written` bytes; 1: the stream holds more than `capacity` (a zip bomb's lie); -1: not deflate data.
static inline int coach_zlib_inflate_raw(const coach_zlib *zlib, const unsigned char *input, size_t length,
                                         unsigned char *output, size_t capacity, size_t *written) {
    coach_z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (length > 0xFFFFFFFFu || capacity > 0xFFFFFFFFu) return -1;
    // -15: a raw stream, as zip keeps it, without zlib's header; "1": zlib checks only the major version.
    if (zlib->inflate_init2(&stream, -15, "1", (int)sizeof stream) != 0) return -1;
    stream.next_in = input;
    stream.avail_in = (unsigned)length;
    stream.next_out = output;
    stream.avail_out = (unsigned)capacity;
    int status = zlib->inflate(&stream, 4);  // Z_FINISH
    *written = capacity - stream.avail_out;
    int result = status == 1 ? 0 : -1;  // Z_STREAM_END
    if (status == -5 || (status == 0 && stream.avail_out == 0)) {  // Z_BUF_ERROR, or full before the end
        unsigned char more;
        stream.next_out = &more;
        stream.avail_out = 1;
        status = zlib->inflate(&stream, 4);
        result = stream.avail_out == 0 ? 1 : (status == 1 ? 0 : -1);
    }
    zlib->inflate_end(&stream);
    return result;
}

#endif
