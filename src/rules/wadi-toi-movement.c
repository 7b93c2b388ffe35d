/* wadi-toi-movement.c: what a step costs under Tide of Iron (Days of the Fox
 * wadi rules, the wadi bridge hex card)
 *
 * A wadi hex, wadi entrance hex or wadi bridge hex is wadi terrain.  A unit
 * is in the wadi (IN, or WADI in a bridge hex) or above it (BRIDGE, or
 * GROUND outside the wadi).  Levels count only for hills: the wadi is level
 * -1 for LOS purposes only.
 */
#include "config.h"

#include "wadi-move-result.h"
#include "wadi-movement-private.h"

typedef struct
{
  const WadiRulesContext *ctx;
  const WadiBoard        *board;
  const WadiMover        *mover;
  const WadiStep         *step;
  WadiMoveResult         *result;
  gboolean                vehicle;
} Move;

#define RULE_CREVASSE "DoF wadis"

static gboolean
is_wadi (const WadiHexCell *cell)
{
  return cell->depression == WADI_DEPRESSION_WADI
         || (cell->flags & (WADI_HEX_FLAG_WADI_ENTRANCE | WADI_HEX_FLAG_WADI_BRIDGE)) != 0;
}

/* "Unless a scenario specifically states otherwise, crevasse terrain is
 * used by default": without the wadi rules SSR, wadi, wadi entrance and
 * wadi bridge hexes are crevasse terrain, as LOS and check have it. */
static gboolean
wadi_rules (const Move *m)
{
  return wadi_rules_context_ssr (m->ctx)->toi_wadi_rules;
}

static gboolean
is_bridge (const WadiHexCell *cell)
{
  return (cell->flags & WADI_HEX_FLAG_WADI_BRIDGE) != 0;
}

static gboolean
is_entrance (const WadiHexCell *cell)
{
  return (cell->flags & WADI_HEX_FLAG_WADI_ENTRANCE) != 0;
}

static gboolean
on_bridge_level (WadiPosition position)
{
  return position == WADI_POSITION_BRIDGE || position == WADI_POSITION_GROUND;
}

/* Whether a unit at position in a hex is down in the wadi. */
static gboolean
in_wadi (const WadiHexCell *cell,
         WadiPosition       position)
{
  if (!is_wadi (cell))
    return FALSE;
  return is_bridge (cell) ? !on_bridge_level (position) : TRUE;
}

gboolean
wadi_toi_in_the_wadi (const WadiRulesContext *ctx,
                      WadiHex                 hex,
                      WadiPosition            position)
{
  const WadiBoard *board = wadi_rules_context_map (ctx);

  return board != NULL && wadi_board_contains (board, hex) && wadi_rules_context_ssr (ctx)->toi_wadi_rules
         && in_wadi (wadi_board_cell (board, hex), position);
}

gboolean
wadi_toi_from_contiguous_wadi (const WadiRulesContext *ctx,
                               WadiHex                 hex,
                               WadiPosition            position,
                               WadiHex                 to)
{
  const WadiBoard *board = wadi_rules_context_map (ctx);
  WadiDirection    dir;

  return wadi_toi_in_the_wadi (ctx, hex, position) && wadi_board_contains (board, to)
         && is_wadi (wadi_board_cell (board, to)) && wadi_hex_direction_to (board->layout, hex, to, &dir)
         && (wadi_board_get_side (board, (WadiHexside) { hex, dir }) & WADI_SIDE_DEPRESSION) != 0;
}

/* Whether a unit of another side (a counter whose side differs from the
 * mover's) holds a level of hex. */
static gboolean
enemy_holds (const Move *m,
             WadiHex     hex,
             gboolean    bridge_level)
{
  const GPtrArray *counters;

  if (m->mover->side == NULL)
    return FALSE;
  counters = wadi_rules_context_counters_at (m->ctx, hex);
  if (counters == NULL)
    return FALSE;
  for (guint i = 0; i < counters->len; i++)
    {
      const WadiCounter *counter = g_ptr_array_index (counters, i);

      if (counter->kind == WADI_COUNTER_UNIT && counter->side != NULL
          && g_strcmp0 (counter->side, m->mover->side) != 0
          && on_bridge_level (counter->position) == bridge_level)
        return TRUE;
    }
  return FALSE;
}

static WadiCost *
chart_term (Move                 *m,
            const WadiChartEntry *entry)
{
  if (entry->kind != WADI_CHART_COST)
    {
      wadi_move_forbid (m->result, entry->reason, entry->rule);
      return NULL;
    }
  return wadi_cost_term (entry->value, entry->label, entry->rule);
}

static void
damage_roll (Move       *m,
             const char *label)
{
  m->result->damage_rolls++;
  wadi_move_add_effect (m->result, WADI_EFFECT_DAMAGE_ROLL, label, "DoF movement ex. 3");
}

/* Which level of a wadi bridge hex the unit ends on (the card, examples 1,
 * 2 and 5).  The step's position is a request: BRIDGE, or WADI (or IN) for
 * the wadi level; any other position lets the rules choose.  FALSE when the
 * request cannot be met. */
static gboolean
bridge_hex_level (Move         *m,
                  gboolean      from_wadi,
                  WadiPosition *level)
{
  WadiPosition asked = m->step->position;
  gboolean     wants_bridge = asked == WADI_POSITION_BRIDGE;
  gboolean     wants_wadi = asked == WADI_POSITION_WADI || asked == WADI_POSITION_IN;

  if (from_wadi || m->vehicle)
    {
      /* The level is the card's, not the unit's choice: refused when an
       * enemy holds it ("Units from opposing nations may occupy different
       * levels of the hex", example 2). */
      gboolean bridge = !from_wadi;

      if (from_wadi && wants_bridge)
        {
          wadi_move_forbid (m->result, N_("a unit entering from a contiguous wadi hex occupies the wadi level"),
                                           "ToI wadi bridge card");
          return FALSE;
        }
      if (!from_wadi && wants_wadi)
        {
          wadi_move_forbid (m->result, N_("a vehicle entering from a hex other than a contiguous wadi hex occupies the bridge"),
                                           "ToI wadi bridge card");
          return FALSE;
        }
      if (enemy_holds (m, m->step->to, bridge))
        {
          wadi_move_forbid (m->result, N_("an enemy unit holds the level of the wadi bridge hex the unit must enter"),
                                           "DoF movement ex. 2");
          return FALSE;
        }
      *level = bridge ? WADI_POSITION_BRIDGE : WADI_POSITION_WADI;
      return TRUE;
    }
  /* A squad from a non-wadi hex chooses, but not a level an enemy holds. */
  if ((wants_bridge && enemy_holds (m, m->step->to, TRUE))
      || (wants_wadi && enemy_holds (m, m->step->to, FALSE)))
    {
      wadi_move_forbid (m->result, N_("an enemy unit holds that level of the wadi bridge hex"),
                                       "DoF movement ex. 2");
      return FALSE;
    }
  if (wants_wadi)
    *level = WADI_POSITION_WADI;
  else if (wants_bridge)
    *level = WADI_POSITION_BRIDGE;
  else
    *level = enemy_holds (m, m->step->to, TRUE) && !enemy_holds (m, m->step->to, FALSE)
                 ? WADI_POSITION_WADI
                 : WADI_POSITION_BRIDGE;
  return TRUE;
}

static void
toi_enter (Move *m)
{
  const WadiMover   *mover = m->mover;
  WadiHex            to = m->step->to;
  const WadiHexCell *from_cell;
  const WadiHexCell *to_cell;
  WadiDirection      dir;
  WadiChartEntry     entry;
  WadiPosition       target;
  gboolean           from_wadi;
  gboolean           from_contiguous;
  WadiCost          *term;
  WadiCost          *cost;

  if (!wadi_move_entry_direction (m->board, mover, m->step, &dir, m->result))
    return;
  from_cell = wadi_board_cell (m->board, mover->hex);
  to_cell = wadi_board_cell (m->board, to);
  from_wadi = wadi_toi_in_the_wadi (m->ctx, mover->hex, mover->position);
  /* from one beside it that the wadi does not run on from, the unit
   * climbs out and in */
  from_contiguous = wadi_toi_from_contiguous_wadi (m->ctx, mover->hex, mover->position, to);

  if (is_wadi (to_cell) && !wadi_rules (m))
    {
      wadi_move_forbid (m->result,
                        N_("without the wadi rules SSR this is crevasse terrain, whose movement cost the texts do not give"),
                            RULE_CREVASSE);
      return;
    }
  if (is_wadi (to_cell))
    {
      if (is_bridge (to_cell))
        {
          if (!bridge_hex_level (m, from_contiguous, &target))
            return;
        }
      else
        target = WADI_POSITION_IN;
      /* Example 4: from the bridge, a vehicle "must move out of the hex to
       * an adjacent nonwadi hex, then enter the wadi". */
      if (m->vehicle && is_bridge (from_cell) && on_bridge_level (mover->position)
          && target != WADI_POSITION_BRIDGE)
        {
          wadi_move_forbid (m->result,
                            N_("a vehicle on the bridge leaves for a non-wadi hex before it enters the wadi"),
                                "DoF movement ex. 4");
          return;
        }
      wadi_toi_wadi_cost (is_bridge (to_cell), &entry);
      /* Out of a wadi the wadi does not run on from, other than from a
       * wadi entrance hex, as onto the ground (example 3) */
      if (m->vehicle && from_wadi && !from_contiguous && !is_entrance (from_cell))
        damage_roll (m, N_("damage roll on exiting the wadi"));
      /* Into the wadi from outside it, other than through a wadi entrance
       * hex (examples 1, 3 and 4). */
      if (m->vehicle && !from_contiguous && target != WADI_POSITION_BRIDGE && !is_entrance (to_cell))
        damage_roll (m, N_("damage roll on entering the wadi"));
    }
  else
    {
      target = WADI_POSITION_GROUND;
      wadi_toi_terrain_cost (to_cell->terrain, &entry);
      if (entry.kind == WADI_CHART_COST && to_cell->level > from_cell->level)
        wadi_toi_uphill_cost (&entry);
      if (m->vehicle && from_wadi && !is_entrance (from_cell))
        damage_roll (m, N_("damage roll on exiting the wadi"));
    }

  term = chart_term (m, &entry);
  if (term == NULL)
    return;
  cost = wadi_cost_sum ();
  wadi_cost_add (cost, term);
  wadi_move_allow (m->result, cost);
  m->result->after.hex = to;
  m->result->after.position = target;
  m->result->after.stopped = FALSE;
}

static void
toi_position (Move *m)
{
  const WadiHexCell *cell = wadi_board_cell (m->board, m->mover->hex);
  WadiPosition       target = m->step->position == WADI_POSITION_IN ? WADI_POSITION_WADI : m->step->position;
  WadiChartEntry     entry;
  WadiCost          *cost;

  if (!is_bridge (cell) || !wadi_rules (m))
    {
      wadi_move_forbid (m->result, N_("a unit changes level within a hex only in a wadi bridge hex"),
                                       wadi_rules (m) ? "ToI wadi bridge card" : RULE_CREVASSE);
      return;
    }
  if (target != WADI_POSITION_WADI && target != WADI_POSITION_BRIDGE)
    {
      wadi_move_forbid (m->result, N_("a wadi bridge hex has the bridge level and the wadi level only"),
                                       "ToI wadi bridge card");
      return;
    }
  if (on_bridge_level (m->mover->position) == (target == WADI_POSITION_BRIDGE))
    {
      wadi_move_forbid (m->result, N_("the unit is already on that level"), NULL);
      return;
    }
  if (m->vehicle)
    {
      wadi_move_forbid (m->result,
                        N_("a vehicle may never move directly between the levels of a wadi bridge hex"),
                            "ToI wadi bridge card");
      return;
    }
  if (enemy_holds (m, m->mover->hex, target == WADI_POSITION_BRIDGE))
    {
      wadi_move_forbid (m->result, N_("an enemy unit holds that level of the wadi bridge hex"),
                                       "DoF movement ex. 2");
      return;
    }
  wadi_toi_level_change_cost (&entry);
  cost = wadi_cost_sum ();
  wadi_cost_add (cost, wadi_cost_term (entry.value, entry.label, entry.rule));
  wadi_move_allow (m->result, cost);
  m->result->after.position = target;
}

void
wadi_toi_movement_step (const WadiRulesContext *ctx,
                        const WadiMover        *mover,
                        const WadiStep         *step,
                        WadiMoveResult         *result)
{
  Move m = {
    .ctx = ctx,
    .board = wadi_rules_context_map (ctx),
    .mover = mover,
    .step = step,
    .result = result,
    .vehicle = wadi_unit_class_is_vehicle (mover->unit_class),
  };

  if (step->reverse)
    {
      wadi_move_forbid (result, N_("Tide of Iron has no Reverse movement"), NULL);
      return;
    }
  if (step->minimum)
    {
      wadi_move_forbid (result, N_("Tide of Iron has no Minimum Move"), NULL);
      return;
    }
  switch (step->kind)
    {
    case WADI_STEP_ENTER:
      toi_enter (&m);
      break;
    case WADI_STEP_POSITION:
      toi_position (&m);
      break;
    case WADI_STEP_VCA:
    case WADI_STEP_STOP:
    case WADI_STEP_START:
      wadi_move_forbid (result, N_("Tide of Iron has no VCA, Stop or Start"), NULL);
      break;
    default:
      wadi_move_forbid (result, N_("unknown kind of step"), NULL);
      break;
    }
}
