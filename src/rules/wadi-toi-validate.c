/* wadi-toi-validate.c: the rules of one hex only Tide of Iron has: wadi
 * entrance and wadi bridge hexes lead into a wadi */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "wadi-diagnostic-private.h"
#include "wadi-ruleset-private.h"

static const WadiDiagnosticRule TOI_ENTRANCE_NOT_ADJACENT = {
  "toi.wadi-entrance-not-adjacent", WADI_SEVERITY_WARNING, "DoF wadis",
  N_("A wadi entrance hex is next to no wadi hex: an entrance leads into a wadi; put it next to the wadi's hexes.")
  };
static const WadiDiagnosticRule TOI_BRIDGE_NOT_ADJACENT = {
  "toi.wadi-bridge-not-adjacent", WADI_SEVERITY_WARNING, "ToI wadi bridge hex",
  N_("A wadi bridge hex is contiguous with no wadi hex: the wadi level is entered from a contiguous wadi hex; put the bridge across a wadi.")
  };
static const WadiDiagnosticRule TOI_ENTRANCE_WITHOUT_WADI = {
  "toi.wadi-entrance-without-wadi", WADI_SEVERITY_WARNING, "DoF wadis",
  N_("A wadi entrance hex has no wadi: an entrance hex is wadi terrain, with the wadi's floor; give the hex its wadi depression.")
  };

static gboolean
is_toi_wadi_terrain (const WadiHexCell *cell)
{
  return cell->depression == WADI_DEPRESSION_WADI
         || (cell->flags & (WADI_HEX_FLAG_WADI_ENTRANCE | WADI_HEX_FLAG_WADI_BRIDGE)) != 0;
}

/* Whether a wadi hex lies next to hex; contiguous: and the wadi runs on
 * into hex across their hexside (a Depression hexside), as movement
 * reads "a contiguous wadi hex" (docs/rules.md). */
static gboolean
next_to_toi_wadi (const WadiBoard *b,
                  WadiHex          hex,
                  gboolean         contiguous)
{
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      WadiHex other = wadi_hex_neighbor (b->layout, hex, d);

      if (wadi_board_contains (b, other) && is_toi_wadi_terrain (wadi_board_cell (b, other))
          && (!contiguous || (wadi_board_get_side (b, (WadiHexside) { hex, d }) & WADI_SIDE_DEPRESSION) != 0))
        return TRUE;
    }
  return FALSE;
}

void
wadi_toi_check_hex (const WadiRulesContext *ctx,
                    const WadiBoard        *b,
                    WadiHex                 hex,
                    GArray                 *out)
{
  const WadiHexCell *cell = wadi_board_cell (b, hex);

  (void) ctx;
  /* the mark alone draws half a wadi and lets movement end IN it, which
   * placement refuses: the hex needs its wadi (a wadi bridge hex's wadi
   * level needs none: placement and movement both take the mark) */
  if ((cell->flags & WADI_HEX_FLAG_WADI_ENTRANCE) != 0 && cell->depression != WADI_DEPRESSION_WADI)
    wadi_diagnostic_append (out, &TOI_ENTRANCE_WITHOUT_WADI, WADI_DIAG_AT_HEX, hex);
  if ((cell->flags & WADI_HEX_FLAG_WADI_ENTRANCE) && !next_to_toi_wadi (b, hex, FALSE))
    wadi_diagnostic_append (out, &TOI_ENTRANCE_NOT_ADJACENT, WADI_DIAG_AT_HEX, hex);
  if ((cell->flags & WADI_HEX_FLAG_WADI_BRIDGE) && !next_to_toi_wadi (b, hex, TRUE))
    wadi_diagnostic_append (out, &TOI_BRIDGE_NOT_ADJACENT, WADI_DIAG_AT_HEX, hex);
}
