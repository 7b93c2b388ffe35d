/* wadi-asl-validate.c: the rules of one hex only ASL has (B20.1) */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "wadi-diagnostic-private.h"
#include "wadi-ruleset-private.h"

static const WadiDiagnosticRule STREAM_TOO_FEW_HEXSIDES = {
  "stream.too-few-hexsides", WADI_SEVERITY_WARNING, "B20.1",
  N_("The stream crosses fewer than two hexsides of this hex, so it is not a stream hex: run the stream through two of its hexsides, or make the hex a non-stream hex.")
  };

/* The hexsides of hex its stream may cross: its depression hexsides, and
 * those at B20.1's board edge, the map's (no hex beyond; where two boards
 * join there is none), where it may go on off the map. */
static guint
stream_hexsides (const WadiBoard *b,
                 WadiHex          hex)
{
  guint n = 0;

  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (!wadi_board_contains (b, wadi_hex_neighbor (b->layout, hex, d))
        || wadi_board_get_side (b, (WadiHexside) { hex, d }) & WADI_SIDE_DEPRESSION)
      n++;
  return n;
}

/* B20.1 (the other charts let a stream end in a hex): a stream hex's
 * stream crosses two of its hexsides.  An edge hexside counts as crossed
 * (an inference: the map may end where the stream goes on; B20.1's edge
 * hexes 22J0 and X10 hold non-stream remnants), but one alone is not two:
 * a stream that only runs off the map is 13G4's one-hexside stub. */
void
wadi_asl_check_hex (const WadiRulesContext *ctx,
                    const WadiBoard        *b,
                    WadiHex                 hex,
                    GArray                 *out)
{
  const WadiHexCell *cell = wadi_board_cell (b, hex);

  (void) ctx;
  if (cell->depression == WADI_DEPRESSION_STREAM && stream_hexsides (b, hex) < 2)
    wadi_diagnostic_append (out, &STREAM_TOO_FEW_HEXSIDES, WADI_DIAG_AT_HEX, hex);
}
