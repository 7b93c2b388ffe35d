/* wadi-movement.c: maneuvers, and the ruleset a step goes to
 *
 * The rulesets (wadi-asl-movement.c, wadi-toi-movement.c,
 * wadi-classic-movement.c) build their results with wadi-move-result.c, never
 * with this file.
 */
#include "config.h"

#include "wadi-move-result.h"
#include "wadi-movement-private.h"
#include "wadi-ruleset.h"

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
  const WadiBoard   *board;

  /* The result may be reused: start it afresh. */
  wadi_move_result_clear (result);
  wadi_move_result_init (result);
  result->after = *mover;
  result->unit = unit_of (ruleset, mover->unit_class);

  board = wadi_rules_context_map (ctx);
  if (board == NULL)
    {
      wadi_move_forbid (result, N_("the scenario has no map"), NULL);
      return;
    }
  if (!wadi_board_contains (board, mover->hex))
    {
      wadi_move_forbid (result, N_("the mover's hex is not on the map"), NULL);
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
  gboolean  ended = FALSE;

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
