#ifndef FLOWVIZ_CGRAPHVIZ_SHIM_H
#define FLOWVIZ_CGRAPHVIZ_SHIM_H

/* The few parts of Graphviz's C ABI that FlowvizGraphviz uses, declared here instead of
   included from <graphviz/...>: libgvc and libcgraph are loaded at run time, when `render`
   first needs them (Sources/FlowvizGraphviz/GraphvizLibrary.swift), so building flowviz needs
   no Graphviz headers and its binary links no Graphviz library. Nothing here is linked.
   The layouts hold from Graphviz 2.42 to 13 on 64-bit little-endian machines (x86_64, arm64). */

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Opaque to flowviz (imported into Swift as OpaquePointer). */
typedef struct Agraph_s Agraph_t;
typedef struct Agmemdisc_s Agmemdisc_t;
typedef struct Agdisc_s Agdisc_t;

/** cgraph's object id allocator (`Agiddisc_t`). */
typedef struct Agiddisc_s {
    void *(*open)(Agraph_t *graph, Agdisc_t *disc);
    long (*map)(void *state, int objtype, char *str, uint64_t *id, int createflag);
    long (*alloc)(void *state, int objtype, uint64_t id);
    void (*free)(void *state, int objtype, uint64_t id);
    char *(*print)(void *state, int objtype, uint64_t id);
    void (*close)(void *state);
    void (*idregister)(void *state, int objtype, void *obj);
} Agiddisc_t;

/** cgraph's I/O discipline (`Agiodisc_t`). */
typedef struct Agiodisc_s {
    int (*afread)(void *chan, char *buf, int bufsize);
    int (*putstr)(void *chan, const char *str);
    int (*flush)(void *chan);
} Agiodisc_t;

/** The discipline given to `agread` (`Agdisc_t`). */
struct Agdisc_s {
    Agmemdisc_t *mem;
    Agiddisc_t *id;
    Agiodisc_t *io;
};

/** One bezier of an edge (`bezier`): its points first; 56 bytes in every release (its count is
    an `int` and padding in old releases, a `size_t` in new ones). */
typedef struct fv_bezier {
    void *list;
    unsigned char rest[48];
} fv_bezier;

/** An edge's splines (`splines`): the beziers and their count, an `int` in old releases and a
    `size_t` in new ones. Only the low 32 bits are read or written: on a little-endian machine
    they are the count either way, and the high half (padding, or zero) is left alone. */
typedef struct fv_splines {
    fv_bezier *list;
    uint32_t size;
    uint32_t size_high_or_padding;
} fv_splines;

_Static_assert(sizeof(fv_bezier) == 56, "Graphviz's bezier is 56 bytes");

/** The head of dot's per-edge record (`Agedgeinfo_t`, bound as "Agedgeinfo_t"): the record
    header (`Agrec_t`: name, next), then the edge's splines (`ED_spl`). */
typedef struct fv_edge_info {
    char *name;
    void *next;
    fv_splines *spl;
} fv_edge_info;

/** cgraph's message levels (`agerrlevel_t`). */
enum { FV_AGWARN = 0, FV_AGERR = 1, FV_AGMAX = 2, FV_AGPREV = 3 };

/** Works around a bug in cgraph's `userout` (seen in 2.42/2.43): when a message is longer
    than its static buffer (initially 1024 bytes), it grows the buffer and formats again
    with an already consumed va_list, printing "(null)" or crashing. Emitting one long
    message without conversions grows that buffer once, to `size` bytes (longer messages
    still hit the bug). `agerr` is cgraph's variadic `agerr`, resolved at run time (Swift
    cannot call a variadic C function). Call with an error handler installed (`agseterrf`),
    then discard the message. */
static inline void fv_grow_agerr_buffer(void *agerr, size_t size) {
    int (*emit)(int, const char *, ...) = (int (*)(int, const char *, ...))agerr;
    char *text = (char *)malloc(size);
    if (!text || !emit) { free(text); return; }
    memset(text, ' ', size - 1);
    text[size - 1] = '\0';
    emit(FV_AGPREV, text);   /* no '%' in text: the va_list is never read */
    free(text);
}

#endif
