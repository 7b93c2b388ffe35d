/* wadi-classic-movement.c: what a step costs under the classic charts (the
 * Terrain Effects Chart of seeds/004)
 *
 * Units stand in hexes, nothing more: no positions within a hex, no levels
 * to climb (slopes carry their own cost), no facing.  Gullies, streambeds
 * and wadis (a wadi is a gully, F5.12) cost their accompanying terrain to
 * enter and to move along, and cost vehicles extra to leave.
 */
#include "config.h"

#include "wadi-move-result.h"
#include "wadi-movement-private.h"

static void
classic_enter (const WadiRulesContext *ctx,
               const WadiBoard        *board,
               const WadiMover        *mover,
               const WadiStep         *step,
               WadiMoveResult         *result)
{
  gboolean           vehicle = wadi_unit_class_is_vehicle (mover->unit_class);
  const WadiHexCell *from_cell;
  const WadiHexCell *to_cell;
  WadiChartEntry     entry;
  WadiDirection      dir;
  guint              side;
  WadiCost          *cost;

  if (!wadi_move_entry_direction (board, mover, step, &dir, result))
    return;
  from_cell = wadi_board_cell (board, mover->hex);
  to_cell = wadi_board_cell (board, step->to);
  side = wadi_move_side_between (board, mover->hex, dir);

  if (wadi_move_along_road (board, mover->hex, dir))
    /* Along the road: the road rate, whatever else the hexes hold. */
    wadi_classic_road_cost (&entry);
  else
    {
      gboolean ford_from = wadi_rules_context_has_counter (ctx, mover->hex,
                                                           WADI_COUNTER_FORD);
      gboolean ford_to = wadi_rules_context_has_counter (ctx, step->to,
                                                         WADI_COUNTER_FORD);
      gboolean along_gully = to_cell->depression != WADI_DEPRESSION_NONE
                             && (side & WADI_SIDE_DEPRESSION) != 0;
      WadiChartEntry leave;

      if (vehicle && (side & WADI_SIDE_WOODS))
        {
          wadi_move_forbid (result, N_("vehicles may not move through green woods hexside symbols except on roads"),
                                        "TEC: WOODS");
          return;
        }
      if (ford_to)
        wadi_classic_ford_cost (mover->unit_class, &entry);
      else
        wadi_classic_terrain_cost (to_cell->terrain, mover->unit_class, &entry);
      if (entry.kind == WADI_CHART_NA)
        {
          wadi_move_forbid (result, entry.reason, entry.rule);
          return;
        }
      /* Leaving a gully or streambed other than along it, and other than
       * from a ford ("no heaving penalty"): the leaving cost is the move's. */
      if (from_cell->depression != WADI_DEPRESSION_NONE && !along_gully && !ford_from
          && wadi_classic_gully_leave_cost (mover->unit_class, &leave))
        entry = leave;
    }

  cost = wadi_cost_sum ();
  wadi_cost_add (cost, wadi_cost_term (entry.value, entry.label, entry.rule));
  wadi_move_allow (result, cost);
  result->after.hex = step->to;
  result->after.position = WADI_POSITION_GROUND;
}

void
wadi_classic_movement_step (const WadiRulesContext *ctx,
                            const WadiMover        *mover,
                            const WadiStep         *step,
                            WadiMoveResult         *result)
{
  const WadiBoard *board = wadi_rules_context_map (ctx);

  if (step->reverse)
    {
      wadi_move_forbid (result, N_("the classic charts have no Reverse movement"), NULL);
      return;
    }
  if (step->minimum)
    {
      wadi_move_forbid (result, N_("the classic charts have no Minimum Move"), NULL);
      return;
    }
  switch (step->kind)
    {
    case WADI_STEP_ENTER:
      classic_enter (ctx, board, mover, step, result);
      break;
    case WADI_STEP_POSITION:
      wadi_move_forbid (result, N_("the classic charts have no positions within a hex"), NULL);
      break;
    case WADI_STEP_VCA:
    case WADI_STEP_STOP:
    case WADI_STEP_START:
      wadi_move_forbid (result, N_("the classic charts have no VCA, Stop or Start"), NULL);
      break;
    default:
      wadi_move_forbid (result, N_("unknown kind of step"), NULL);
      break;
    }
}
