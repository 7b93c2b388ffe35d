/* wadi-counter-stack.h: where each counter of a hex is drawn, and which
 * one a point falls on
 *
 * A hex's counters are a stack, fanned down and right as a real stack is
 * spread to be read, in the scenario's counter order (the last on top).
 * A counter alone leans toward the hexside or vertex it names.  The
 * renderer draws counters where this says and the tools pick them here,
 * so what is picked is what is seen.  Map units throughout.
 */
#pragma once

#include "wadi-scenario.h"

G_BEGIN_DECLS

/* A counter's side, in map units (a hex is 1.0 across its flats). */
#define WADI_COUNTER_SIZE 0.46

/* How far (across and down) each counter of a stack of height lies from
 * the one under it. */
double wadi_counter_stack_step (guint height);

/* The centre of counter, the depth-th from the bottom of the height
 * counters in its hex. */
void wadi_counter_stack_place (WadiGridLayout     layout,
                               const WadiCounter *counter,
                               guint              depth,
                               guint              height,
                               double            *x,
                               double            *y);

/* The ids of the counters in hex, bottom to top (a new array). */
GArray *wadi_counter_stack_in_hex (const WadiScenario *scenario,
                                   WadiHex             hex);

/* The id of the counter drawn topmost at (x, y); 0 when none is. */
guint wadi_pick_counter (const WadiScenario *scenario,
                         double              x,
                         double              y);

G_END_DECLS
