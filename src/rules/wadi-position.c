/* wadi-position.c: where a unit stands in a hex when nothing says
 *
 * The command line and the inspector both ask, so the rules answer once.
 */
#include "config.h"

#include "wadi-position.h"

WadiPosition
wadi_rules_default_position (const WadiRulesContext *ctx,
                             WadiHex                 hex)
{
  const WadiBoard   *b;
  const WadiHexCell *cell;

  g_return_val_if_fail (ctx != NULL, WADI_POSITION_GROUND);

  b = wadi_rules_context_map (ctx);
  if (b == NULL || !wadi_board_contains (b, hex))
    return WADI_POSITION_GROUND;
  cell = wadi_board_cell (b, hex);
  /* A unit in a depression hex is IN it, unless a bridge carries it. */
  if (cell->depression == WADI_DEPRESSION_NONE
      || (cell->flags & (WADI_HEX_FLAG_BRIDGE | WADI_HEX_FLAG_WADI_BRIDGE)) != 0
      || wadi_rules_context_has_counter (ctx, hex, WADI_COUNTER_BRIDGE))
    return WADI_POSITION_GROUND;
  return WADI_POSITION_IN;
}
