/* wadi-marks.h: what the canvas's tooltip and status line say of a hex's
 * diagnostics
 *
 * The marks themselves reach the renderer through the canvas's tiles
 * (src/app/wadi-map-tiles.c), which hold every diagnostic of the map.
 */
#pragma once

#include "wadi-live-rules.h"

G_BEGIN_DECLS

/* What the canvas's tooltip says of the diagnostics that touch hex (in
 * it, on one of its hexsides or vertices, at one of its counters): the
 * severity, rule and message of the first WADI_MARKS_TOOLTIP_MAX, in Pango
 * markup; NULL for none. */
#define WADI_MARKS_TOOLTIP_MAX 8
char *wadi_marks_markup_at_hex (WadiLiveRules *rules,
                                WadiHex        hex);

/* What the status line says of the same diagnostics, in plain text: the
 * severity, rule and message of preferred when it is one of them (the
 * diagnostic the designer went to), else of the first, and how many more
 * there are; NULL for none. */
char *wadi_marks_text_at_hex (WadiLiveRules        *rules,
                              WadiHex               hex,
                              const WadiDiagnostic *preferred);

G_END_DECLS
