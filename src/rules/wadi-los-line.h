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

/* A line traced only as far as a ruleset reads it (a batch's,
 * wadi-los-batch.h; read through wadi_los_line_reach (), wadi-los-map.h):
 * its steps are result->line, with room made for the whole line so that
 * a step once read never moves.  Nothing is traced, not even the first
 * step, until a step is read: a line the ruleset answers without it costs
 * nothing. */
typedef struct
{
  WadiHexLineWalk walk;
  GArray         *steps;
  WadiGridLayout  layout;
  WadiHex         a, b;
  gboolean        begun;
  gboolean        done;
} WadiLosLazyLine;

/* Starts the lazy line from a to b in steps, an empty array: its first
 * growth gives steps its first step and room for all. */
void wadi_los_lazy_line_begin (WadiLosLazyLine *lazy,
                               WadiGridLayout   layout,
                               WadiHex          a,
                               WadiHex          b,
                               GArray          *steps);
/* Traces its next steps; done once there are none. */
void wadi_los_lazy_line_grow (WadiLosLazyLine *lazy);

G_END_DECLS
