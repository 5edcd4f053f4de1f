// ALSA's PCM calls, found at run time with dlopen so that coach builds without libasound2-dev and
// runs where libasound.so.2 is missing (sound then says it is unavailable). Nothing here needs
// ALSA's headers: a PCM is an opaque pointer and the few constants coach uses are spelled out.
#ifndef COACH_ALSA_SHIM_H
#define COACH_ALSA_SHIM_H

#include <dlfcn.h>
#include <stddef.h>

enum {
    COACH_ALSA_PLAYBACK = 0,          // SND_PCM_STREAM_PLAYBACK
    COACH_ALSA_NONBLOCK = 1,          // SND_PCM_NONBLOCK: a busy device fails at once instead of waiting
    COACH_ALSA_S16_LE = 2,            // SND_PCM_FORMAT_S16_LE
    COACH_ALSA_RW_INTERLEAVED = 3,    // SND_PCM_ACCESS_RW_INTERLEAVED
};

typedef struct coach_alsa {
    void *library;
    int (*open)(void **pcm, const char *name, int stream, int mode);
    int (*nonblock)(void *pcm, int nonblock);
    int (*set_params)(void *pcm, int format, int access, unsigned channels, unsigned rate, int soft_resample, unsigned latency_us);
    long (*writei)(void *pcm, const void *buffer, unsigned long frames);
    int (*recover)(void *pcm, int err, int silent);
    int (*drain)(void *pcm);
    int (*drop)(void *pcm);
    int (*close)(void *pcm);
    const char *(*strerror)(int errnum);
    int (*set_error_handler)(void *handler);
} coach_alsa;

// ALSA prints its own errors to stderr ("ALSA lib pcm.c:…"); coach says why in one line of its own.
static void coach_alsa_quiet(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

// Loads `library` (libasound.so.2) and every call coach uses; 0 when all were found, -1 otherwise.
static inline int coach_alsa_load(coach_alsa *alsa, const char *library) {
    alsa->library = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (alsa->library == NULL) return -1;
    void *lib = alsa->library;
    *(void **)&alsa->open = dlsym(lib, "snd_pcm_open");
    *(void **)&alsa->nonblock = dlsym(lib, "snd_pcm_nonblock");
    *(void **)&alsa->set_params = dlsym(lib, "snd_pcm_set_params");
    *(void **)&alsa->writei = dlsym(lib, "snd_pcm_writei");
    *(void **)&alsa->recover = dlsym(lib, "snd_pcm_recover");
    *(void **)&alsa->drain = dlsym(lib, "snd_pcm_drain");
    *(void **)&alsa->drop = dlsym(lib, "snd_pcm_drop");
    *(void **)&alsa->close = dlsym(lib, "snd_pcm_close");
    *(void **)&alsa->strerror = dlsym(lib, "snd_strerror");
    *(void **)&alsa->set_error_handler = dlsym(lib, "snd_lib_error_set_handler");
    if (!alsa->open || !alsa->nonblock || !alsa->set_params || !alsa->writei || !alsa->recover || !alsa->drain
        || !alsa->drop || !alsa->close || !alsa->strerror || !alsa->set_error_handler) {
        dlclose(lib);
        alsa->library = NULL;
        return -1;
    }
    alsa->set_error_handler((void *)coach_alsa_quiet);
    return 0;
}

static inline int coach_alsa_open(const coach_alsa *alsa, void **pcm, const char *name) {
    return alsa->open(pcm, name, COACH_ALSA_PLAYBACK, COACH_ALSA_NONBLOCK);
}
static inline int coach_alsa_blocking(const coach_alsa *alsa, void *pcm) { return alsa->nonblock(pcm, 0); }
static inline int coach_alsa_set_params(const coach_alsa *alsa, void *pcm, unsigned channels, unsigned rate, unsigned latency_us) {
    return alsa->set_params(pcm, COACH_ALSA_S16_LE, COACH_ALSA_RW_INTERLEAVED, channels, rate, 1, latency_us);
}
static inline long coach_alsa_write(const coach_alsa *alsa, void *pcm, const short *samples, unsigned long frames) {
    return alsa->writei(pcm, samples, frames);
}
static inline int coach_alsa_recover(const coach_alsa *alsa, void *pcm, int err) { return alsa->recover(pcm, err, 1); }
static inline int coach_alsa_drain(const coach_alsa *alsa, void *pcm) { return alsa->drain(pcm); }
static inline int coach_alsa_drop(const coach_alsa *alsa, void *pcm) { return alsa->drop(pcm); }
static inline int coach_alsa_close(const coach_alsa *alsa, void *pcm) { return alsa->close(pcm); }
static inline const char *coach_alsa_strerror(const coach_alsa *alsa, int err) { return alsa->strerror(err); }

#endif
