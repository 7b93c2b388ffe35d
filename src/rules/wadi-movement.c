/* wadi-movement.c: results, maneuvers, and the ruleset a step goes to */
#include "config.h"

#include <string.h>

#include "wadi-movement-private.h"
#include "wadi-ruleset.h"

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
wadi_mover_init (WadiMover     *mover,
                 WadiUnitClass  unit_class,
                 guint          board,
                 WadiHex        hex,
                 WadiPosition   position)
{
  memset (mover, 0, sizeof *mover);
  mover->unit_class = unit_class;
  mover->board = board;
  mover->hex = hex;
  mover->position = position;
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
      wadi_move_forbid (result, N_("the hex entered is not on the board"), NULL);
      return FALSE;
    }
  if (!wadi_hex_direction_to (board->layout, mover->hex, step->to, dir))
    {
      wadi_move_forbid (result, N_("the hex entered is not adjacent"), NULL);
      return FALSE;
    }
  return TRUE;
}

guint
wadi_move_side_between (const WadiBoard *board,
                        WadiHex          hex,
                        WadiDirection    dir)
{
  return wadi_board_get_side (board, (WadiHexside) { hex, dir });
}

/* What a move is counted in; ASL's MF and MP when the ruleset is unknown. */
static const char *
unit_of (const WadiRuleset *ruleset,
         WadiUnitClass      unit_class)
{
  gboolean vehicle = wadi_unit_class_is_vehicle (unit_class);

  if (ruleset == NULL)
    return vehicle ? "MP" : "MF";
  return vehicle ? ruleset->vehicle_unit : ruleset->other_unit;
}

void
wadi_movement_step (const WadiRulesContext *ctx,
                    const WadiMover        *mover,
                    const WadiStep         *step,
                    WadiMoveResult         *result)
{
  const WadiRuleset *ruleset = wadi_ruleset_of (ctx);
  const WadiBoard *board;

  /* The result may be reused: start it afresh. */
  wadi_move_result_clear (result);
  wadi_move_result_init (result);
  result->after = *mover;
  result->unit = unit_of (ruleset, mover->unit_class);

  board = wadi_rules_context_board (ctx, mover->board);
  if (board == NULL)
    {
      wadi_move_forbid (result, N_("the mover's board is not in the scenario"), NULL);
      return;
    }
  if (!wadi_board_contains (board, mover->hex))
    {
      wadi_move_forbid (result, N_("the mover's hex is not on the board"), NULL);
      return;
    }
  if (ruleset == NULL)
    wadi_move_forbid (result, N_("the scenario's ruleset is unknown"), NULL);
  else
    ruleset->movement_step (ctx, mover, step, result);
}

void
wadi_movement_maneuver (const WadiRulesContext *ctx,
                        const WadiMover        *mover,
                        const WadiStep         *steps,
                        guint                   n_steps,
                        WadiMoveResult         *result)
{
  WadiCost *total = wadi_cost_sum ();
  WadiMover state = *mover;
  gboolean ended = FALSE;

  wadi_move_result_clear (result);
  wadi_move_result_init (result);
  result->after = *mover;
  result->unit = unit_of (wadi_ruleset_of (ctx), mover->unit_class);

  for (guint i = 0; i < n_steps; i++)
    {
      WadiMoveResult one;

      if (ended)
        {
          wadi_cost_free (total);
          wadi_move_forbid (result, N_("an earlier step ended the unit's movement"), NULL);
          return;
        }
      wadi_move_result_init (&one);
      wadi_movement_step (ctx, &state, &steps[i], &one);
      g_array_append_vals (result->effects, one.effects->data, one.effects->len);
      result->damage_rolls += one.damage_rolls;
      if (!one.allowed)
        {
          wadi_cost_free (total);
          result->climbs = one.climbs;
          wadi_move_forbid (result, one.reason, one.rule);
          wadi_move_result_clear (&one);
          return;
        }
      ended = wadi_move_result_has_effect (&one, WADI_EFFECT_END_MOVEMENT);
      /* Each step's cost stays whole: the maneuver is their sum. */
      wadi_cost_add (total, g_steal_pointer (&one.cost));
      state = one.after;
      wadi_move_result_clear (&one);
    }
  wadi_move_allow (result, total);
  result->after = state;
}
