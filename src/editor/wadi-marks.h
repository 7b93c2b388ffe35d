/* wadi-marks.h: the diagnostics the canvas marks
 *
 * Only those of the hexes in view (and two hexes round, for hexsides and
 * vertices kept at a neighbour) reach the renderer; zoomed far out, the
 * renderer counts them into screen cells (wadi-render-marks.c), so all of
 * them are handed over.  Pointed at, a hex's marks say what they are.
 */
#pragma once

#include "wadi-live-rules.h"
#include "wadi-viewport.h"

G_BEGIN_DECLS

/* Appends to out (WadiDiagnostic) the marks that the viewport shows of
 * the map whose grid is board (wadi_scenario_grid ()). */
void wadi_marks_in_view (WadiLiveRules   *rules,
                         const WadiBoard *board,
                         WadiViewport    *viewport,
                         GArray          *out);

/* What the canvas's tooltip says of the diagnostics that touch hex (in
 * it, on one of its hexsides or vertices, at one of its counters): the
 * severity, rule and message of the first WADI_MARKS_TOOLTIP_MAX, in Pango
 * markup; NULL for none. */
#define WADI_MARKS_TOOLTIP_MAX 8
char *wadi_marks_markup_at_hex (WadiLiveRules *rules,
                                WadiHex        hex);

G_END_DECLS
