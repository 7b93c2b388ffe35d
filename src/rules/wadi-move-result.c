/* wadi-move-result.c: building a movement result
 *
 * The public part (init, clear, total, effects) is declared in
 * wadi-movement.h; wadi-move-result.h has what wadi_movement_step () and
 * the rulesets use to allow or forbid a step and to name its effects.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "wadi-move-result.h"

void
wadi_move_result_init (WadiMoveResult *result)
{
  memset (result, 0, sizeof *result);
  result->effects = g_array_new (FALSE, TRUE, sizeof (WadiEffect));
}

void
wadi_move_result_clear (WadiMoveResult *result)
{
  g_clear_pointer (&result->cost, wadi_cost_free);
  g_clear_pointer (&result->effects, g_array_unref);
  result->allowed = FALSE;
  result->reason = NULL;
  result->rule = NULL;
  result->climbs = 0;
  result->damage_rolls = 0;
}

double
wadi_move_result_total (const WadiMoveResult *result)
{
  return result->cost != NULL ? wadi_cost_value (result->cost) : 0;
}

gboolean
wadi_move_result_has_effect (const WadiMoveResult *result,
                             WadiEffectKind        kind)
{
  if (result->effects == NULL)
    return FALSE;
  for (guint i = 0; i < result->effects->len; i++)
    if (g_array_index (result->effects, WadiEffect, i).kind == kind)
      return TRUE;
  return FALSE;
}
void
wadi_move_forbid (WadiMoveResult *result,
                  const char     *reason,
                  const char     *rule)
{
  g_clear_pointer (&result->cost, wadi_cost_free);
  result->allowed = FALSE;
  result->reason = reason;
  result->rule = rule;
}

void
wadi_move_allow (WadiMoveResult *result,
                 WadiCost       *cost)
{
  g_clear_pointer (&result->cost, wadi_cost_free);
  result->allowed = TRUE;
  result->reason = NULL;
  result->rule = NULL;
  result->cost = cost;
}

void
wadi_move_add_effect (WadiMoveResult *result,
                      WadiEffectKind  kind,
                      const char     *label,
                      const char     *rule)
{
  WadiEffect effect = { kind, label, rule };

  g_array_append_val (result->effects, effect);
}

gboolean
wadi_move_entry_direction (const WadiBoard *board,
                           const WadiMover *mover,
                           const WadiStep  *step,
                           WadiDirection   *dir,
                           WadiMoveResult  *result)
{
  if (!wadi_board_contains (board, step->to))
    {
      wadi_move_forbid (result, N_("the hex entered is not on the map"), NULL);
      return FALSE;
    }
  if (!wadi_hex_direction_to (board->layout, mover->hex, step->to, dir))
    {
      wadi_move_forbid (result, N_("the hex entered is not adjacent"), NULL);
      return FALSE;
    }
  return TRUE;
}

/* A road hex of a map without road hexsides: the road terrain, the road
 * mark, or a wadi bridge hex. */
static gboolean
is_road_hex (const WadiHexCell *cell)
{
  return cell->terrain == WADI_TERRAIN_ROAD
         || (cell->flags & (WADI_HEX_FLAG_ROAD | WADI_HEX_FLAG_WADI_BRIDGE)) != 0;
}

static gboolean
has_road_side (const WadiBoard *board,
               WadiHex          hex)
{
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    if (wadi_board_get_side (board, (WadiHexside) { hex, d }) & WADI_SIDE_ANY_ROAD)
      return TRUE;
  return FALSE;
}

gboolean
wadi_move_along_road (const WadiBoard *board,
                      WadiHex          hex,
                      WadiDirection    dir)
{
  WadiHex next = wadi_hex_neighbor (board->layout, hex, dir);

  if (wadi_board_get_side (board, (WadiHexside) { hex, dir }) & WADI_SIDE_ANY_ROAD)
    return TRUE;
  if (!wadi_board_contains (board, hex) || !wadi_board_contains (board, next)
      || has_road_side (board, hex) || has_road_side (board, next))
    return FALSE;
  return is_road_hex (wadi_board_cell (board, hex)) && is_road_hex (wadi_board_cell (board, next));
}

guint
wadi_move_side_between (const WadiBoard *board,
                        WadiHex          hex,
                        WadiDirection    dir)
{
  return wadi_board_get_side (board, (WadiHexside) { hex, dir });
}
