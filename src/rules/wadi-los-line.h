/* wadi-los-line.h: the line an LOS check follows
 *
 * The line alternates regions (even indices: a HEX step, or an
 * ALONG_HEXSIDE step touching both its hexes) and the connections between
 * them (odd indices: CROSS_HEXSIDE or VERTEX).
 */
#pragma once

#include "wadi-hex.h"

G_BEGIN_DECLS

/* The line from a to b, as wadi_hex_line () gives it, from a per-thread
 * cache keyed on the displacement; appended to steps. */
void wadi_los_trace_line (WadiGridLayout layout,
                          WadiHex        a,
                          WadiHex        b,
                          GArray        *steps);

/* Starts the lazy line (wadi-los-map.h) from a to b in steps, an empty
 * array: steps gets its first step and room for all. */
typedef struct _WadiLosLazyLine WadiLosLazyLine;
void                            wadi_los_lazy_line_begin (WadiLosLazyLine *lazy,
                                                          WadiGridLayout   layout,
                                                          WadiHex          a,
                                                          WadiHex          b,
                                                          GArray          *steps);

G_END_DECLS
