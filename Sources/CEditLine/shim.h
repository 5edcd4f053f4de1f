// Swift cannot call C variadic functions, so each el_set/el_get/history call
// coach needs is wrapped here with a fixed signature.
#ifndef COACH_EDITLINE_SHIM_H
#define COACH_EDITLINE_SHIM_H

#include <histedit.h>
#include <stdio.h>
#include <wchar.h>

typedef char *(*coach_prompt_fn)(EditLine *);
typedef unsigned char (*coach_command_fn)(EditLine *, int);
typedef int (*coach_getc_fn)(EditLine *, wchar_t *);

static inline EditLine *coach_el_init(const char *program) { return el_init(program, stdin, stdout, stderr); }
static inline int coach_el_set_prompt(EditLine *el, coach_prompt_fn fn) { return el_set(el, EL_PROMPT, fn); }
static inline int coach_el_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
static inline int coach_el_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }
static inline int coach_el_set_history(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }
static inline int coach_el_set_clientdata(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }
static inline void *coach_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}
static inline int coach_el_set_getc(EditLine *el, coach_getc_fn fn) { return el_set(el, EL_GETCFN, fn); }
static inline int coach_el_add_function(EditLine *el, const char *name, const char *help, coach_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int coach_el_bind(EditLine *el, const char *key, const char *function) {
    return el_set(el, EL_BIND, key, function, NULL);
}
static inline int coach_el_refresh(EditLine *el) { return el_set(el, EL_REFRESH); }

static inline int coach_history_set_size(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}
static inline int coach_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}
static inline int coach_history_set_unique(History *h, int on) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, on);
}

#endif
