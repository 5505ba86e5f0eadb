#ifndef FLOWVIZ_CGRAPHVIZ_SHIM_H
#define FLOWVIZ_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#include <stdlib.h>
#include <string.h>

/* Swift 6 strict concurrency rejects reading mutable C globals directly;
   these accessors return the addresses / values instead. */

/** cgraph's default memory discipline (arena allocator). */
static inline Agmemdisc_t *fv_default_mem_disc(void) { return &AgMemDisc; }

/** cgraph's default I/O discipline (stdio); used for its putstr/flush only. */
static inline Agiodisc_t *fv_default_io_disc(void) { return &AgIoDisc; }

/** The `Agdirected` graph descriptor. */
static inline Agdesc_t fv_agdirected(void) { return Agdirected; }

/** Works around a bug in cgraph's `userout` (seen in 2.42/2.43): when a message is longer
    than its static buffer (initially 1024 bytes), it grows the buffer and formats again
    with an already consumed va_list, printing "(null)" or crashing. Emitting one long
    message without conversions grows that buffer once, to `size` bytes (longer messages
    still hit the bug). Call with an error handler installed (`agseterrf`), then discard
    the message. */
static inline void fv_grow_agerr_buffer(size_t size) {
    char *text = (char *)malloc(size);
    if (!text) return;
    memset(text, ' ', size - 1);
    text[size - 1] = '\0';
    agerr(AGPREV, text);   /* no '%' in text: the va_list is never read */
    free(text);
}

/** Works around dot drawing some edges twice (seen in 2.43; Graphviz issues #257, #258, #1223
    of the old tracker): a flat edge between adjacent nodes of two clusters, when its tail also
    has a flat edge in its own cluster, gets two splines, drawn as two parallel lines with two
    arrowheads. dot gives an edge of ours one spline (flowviz never sets `concentrate`), so
    after layout every spline past an edge's first is freed, as `gvFreeLayout` would free it.
    Returns how many edges had more than one. */
static inline int fv_keep_first_spline(Agraph_t *graph) {
    int trimmed = 0;
    for (Agnode_t *node = agfstnode(graph); node; node = agnxtnode(graph, node)) {
        for (Agedge_t *edge = agfstout(graph, node); edge; edge = agnxtout(graph, edge)) {
            splines *lines = ED_spl(edge);
            if (!lines || lines->size <= 1) continue;
            for (int i = 1; i < lines->size; i++) free(lines->list[i].list);
            lines->size = 1;
            trimmed++;
        }
    }
    return trimmed;
}

#endif
