// libedit's calls, found at run time with dlopen: a one-shot `coach stopwatch` or a piped script never edits a
// line, and loading libedit with the three libraries it needs cost every start a seventh of its time. Swift
// cannot call C variadic functions, so each el_set/el_get/history call coach needs is wrapped here with a fixed
// signature; the types and constants come from libedit's header.
#ifndef COACH_EDITLINE_SHIM_H
#define COACH_EDITLINE_SHIM_H

#include <dlfcn.h>
#include <histedit.h>
#include <stdio.h>
#include <wchar.h>

typedef char *(*coach_prompt_fn)(EditLine *);
typedef unsigned char (*coach_command_fn)(EditLine *, int);
typedef int (*coach_getc_fn)(EditLine *, wchar_t *);

typedef struct coach_editline {
    void *library;
    EditLine *(*init)(const char *program, FILE *in, FILE *out, FILE *err);
    void (*end)(EditLine *el);
    const char *(*gets)(EditLine *el, int *count);
    void (*reset)(EditLine *el);
    void (*resize)(EditLine *el);
    int (*source)(EditLine *el, const char *file);
    const LineInfo *(*line)(EditLine *el);
    void (*push)(EditLine *el, const char *text);
    int (*cursor)(EditLine *el, int move);
    void (*deletestr)(EditLine *el, int count);
    int (*insertstr)(EditLine *el, const char *text);
    int (*set)(EditLine *el, int op, ...);
    int (*get)(EditLine *el, int op, ...);
    History *(*history_init)(void);
    void (*history_end)(History *h);
    int (*history)(History *h, HistEvent *ev, int op, ...);
} coach_editline;

// Loads `library` (libedit.so.2) and every call coach uses; 0 when all were found, -1 otherwise.
static inline int coach_editline_load(coach_editline *e, const char *library) {
    e->library = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (e->library == NULL) return -1;
    void *lib = e->library;
    *(void **)&e->init = dlsym(lib, "el_init");
    *(void **)&e->end = dlsym(lib, "el_end");
    *(void **)&e->gets = dlsym(lib, "el_gets");
    *(void **)&e->reset = dlsym(lib, "el_reset");
    *(void **)&e->resize = dlsym(lib, "el_resize");
    *(void **)&e->source = dlsym(lib, "el_source");
    *(void **)&e->line = dlsym(lib, "el_line");
    *(void **)&e->push = dlsym(lib, "el_push");
    *(void **)&e->cursor = dlsym(lib, "el_cursor");
    *(void **)&e->deletestr = dlsym(lib, "el_deletestr");
    *(void **)&e->insertstr = dlsym(lib, "el_insertstr");
    *(void **)&e->set = dlsym(lib, "el_set");
    *(void **)&e->get = dlsym(lib, "el_get");
    *(void **)&e->history_init = dlsym(lib, "history_init");
    *(void **)&e->history_end = dlsym(lib, "history_end");
    *(void **)&e->history = dlsym(lib, "history");
    if (!e->init || !e->end || !e->gets || !e->reset || !e->resize || !e->source || !e->line || !e->push
        || !e->cursor || !e->deletestr || !e->insertstr || !e->set || !e->get || !e->history_init
        || !e->history_end || !e->history) {
        dlclose(lib);
        e->library = NULL;
        return -1;
    }
    return 0;
}

static inline EditLine *coach_el_init(const coach_editline *e, const char *program) {
    return e->init(program, stdin, stdout, stderr);
}
static inline int coach_el_set_prompt(const coach_editline *e, EditLine *el, coach_prompt_fn fn) {
    return e->set(el, EL_PROMPT, fn);
}
static inline int coach_el_set_editor(const coach_editline *e, EditLine *el, const char *mode) {
    return e->set(el, EL_EDITOR, mode);
}
static inline int coach_el_set_signal(const coach_editline *e, EditLine *el, int on) {
    return e->set(el, EL_SIGNAL, on);
}
static inline int coach_el_set_history(const coach_editline *e, EditLine *el, History *h) {
    return e->set(el, EL_HIST, e->history, h);
}
static inline int coach_el_set_clientdata(const coach_editline *e, EditLine *el, void *data) {
    return e->set(el, EL_CLIENTDATA, data);
}
static inline void *coach_el_get_clientdata(const coach_editline *e, EditLine *el) {
    void *data = NULL;
    e->get(el, EL_CLIENTDATA, &data);
    return data;
}
static inline int coach_el_set_getc(const coach_editline *e, EditLine *el, coach_getc_fn fn) {
    return e->set(el, EL_GETCFN, fn);
}
static inline int coach_el_add_function(
    const coach_editline *e, EditLine *el, const char *name, const char *help, coach_command_fn fn) {
    return e->set(el, EL_ADDFN, name, help, fn);
}
static inline int coach_el_bind(const coach_editline *e, EditLine *el, const char *key, const char *function) {
    return e->set(el, EL_BIND, key, function, NULL);
}
static inline int coach_el_refresh(const coach_editline *e, EditLine *el) { return e->set(el, EL_REFRESH); }

static inline int coach_history_set_size(const coach_editline *e, History *h, int size) {
    HistEvent ev;
    return e->history(h, &ev, H_SETSIZE, size);
}
static inline int coach_history_enter(const coach_editline *e, History *h, const char *line) {
    HistEvent ev;
    return e->history(h, &ev, H_ENTER, line);
}
static inline int coach_history_set_unique(const coach_editline *e, History *h, int on) {
    HistEvent ev;
    return e->history(h, &ev, H_SETUNIQUE, on);
}

#endif
