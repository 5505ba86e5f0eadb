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

#endif
