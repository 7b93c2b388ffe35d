/* wadi-asl-movement.c: what a step costs under ASL (B9-B11, B19, B20, F5)
 *
 * One cost model reproduces every worked example of F5 and B20; docs/rules.md
 * ("Movement") states it rule by rule.  In short: a step's cost is the
 * Abrupt Elevation Change's intermediate level, then the entry (the COT, or
 * "2 [enter wadi]" and the COT of a depression), then the elevation (doubled
 * for Infantry, + 4 for vehicles), all times the Reverse multiplier when
 * reversing; Start and Stop are added where the rules require them.
 */
#include "config.h"

#include <stdlib.h>

#include "wadi-crest.h"
#include "wadi-move-result.h"
#include "wadi-movement-private.h"
#include "wadi-stream.h"

typedef struct
{
  const WadiRulesContext *ctx;
  const WadiBoard        *board;
  const WadiSsr          *ssr;
  const WadiMover        *mover;
  const WadiStep         *step;
  WadiMoveResult         *result;
  WadiUnitClass           unit_class;
  gboolean                vehicle;
} Move;

static guint
bit (guint dir)
{
  return 1u << (dir % WADI_DIRECTION_COUNT);
}

static const WadiHexCell *
cell_at (const Move *m,
         WadiHex     hex)
{
  return wadi_board_cell (m->board, hex);
}

static gboolean
has_ford (const Move *m,
          WadiHex     hex)
{
  return wadi_rules_context_has_counter (m->ctx, hex, WADI_COUNTER_FORD);
}

static gboolean
has_bridge (const Move *m,
            WadiHex     hex)
{
  return (cell_at (m, hex)->flags & WADI_HEX_FLAG_BRIDGE) != 0
         || wadi_rules_context_has_counter (m->ctx, hex, WADI_COUNTER_BRIDGE);
}

/* Whether the move from one hex to its neighbour goes along a road
 * (wadi_move_along_road). */
static gboolean
along_road (const Move *m,
            WadiHex     from,
            WadiHex     to)
{
  WadiDirection dir;

  return wadi_hex_direction_to (m->board->layout, from, to, &dir) && wadi_move_along_road (m->board, from, dir);
}

/* The level a position is at; a flooded stream is one level higher (B20.44,
 * frozen or not, B20.7). */
static int
position_level (const Move  *m,
                WadiHex      hex,
                WadiPosition position)
{
  const WadiHexCell *cell = cell_at (m, hex);
  int                level;

  if (cell->depression == WADI_DEPRESSION_NONE)
    return wadi_stream_ground_level (m->ctx, cell);
  switch (position)
    {
    case WADI_POSITION_IN:
    case WADI_POSITION_WADI:
      level = cell->floor;
      if (cell->depression == WADI_DEPRESSION_STREAM && m->ssr->stream_depth == WADI_STREAM_FLOODED)
        level++;
      return level;
    case WADI_POSITION_CREST:
      return wadi_crest_level (cell);
    case WADI_POSITION_GROUND:
    case WADI_POSITION_BRIDGE:
    case WADI_POSITION_COUNT:
    default:
      return cell->level;
    }
}

/* Whether a board that covers hex has a stream hex: B20.41 makes marsh
 * mudflat "on the same board" as a dry stream, so this asks the boards laid
 * out on the map, not the map. */
static gboolean
board_has_stream (const Move *m,
                  WadiHex     hex)
{
  const WadiMap *map = wadi_rules_context_scenario (m->ctx)->map;
  guint          boards[2];
  guint          n_boards = wadi_map_boards_at (map, hex, boards);
  guint          n = wadi_board_hex_count (m->board);

  for (guint i = 0; i < n && n_boards > 0; i++)
    {
      WadiHex at = wadi_board_hex_at_index (m->board, i);
      WadiHex local;

      if (m->board->cells[i].depression != WADI_DEPRESSION_STREAM || !wadi_board_contains (m->board, at))
        continue;
      for (guint b = 0; b < n_boards; b++)
        if (wadi_map_to_board (map, boards[b], at, &local))
          return TRUE;
    }
  return FALSE;
}

/* The COT of the hex entered; along a road (through a road hexside, or
 * between road hexes on an older map), the road rate.  Marsh is mudflat on a board whose streams are dry (B20.41). */
static void
terrain_cot (const Move     *m,
             WadiHex         from,
             WadiHex         to,
             gboolean        road_possible,
             WadiChartEntry *entry)
{
  WadiTerrain terrain = cell_at (m, to)->terrain;

  if (road_possible && along_road (m, from, to))
    {
      wadi_asl_road_cot (m->unit_class, entry);
      return;
    }
  if (terrain == WADI_TERRAIN_MARSH && m->ssr->stream_depth == WADI_STREAM_DRY
      && board_has_stream (m, to))
    terrain = WADI_TERRAIN_MUDFLAT;
  wadi_asl_terrain_cot (terrain, m->unit_class, entry);
}

static void
add_chart_effects (Move                 *m,
                   const WadiChartEntry *entry)
{
  if (entry->bog && m->vehicle)
    wadi_move_add_effect (m->result, WADI_EFFECT_BOG_CHECK, N_("Bog DR on entering"), entry->rule);
  if (entry->kind == WADI_CHART_ALL)
    wadi_move_add_effect (m->result, WADI_EFFECT_END_MOVEMENT,
                          N_("entering takes all the unit's remaining MF/MP"), entry->rule);
}

/* The term of a chart entry, or NULL (and the step forbidden). */
static WadiCost *
chart_term (Move                 *m,
            const WadiChartEntry *entry)
{
  switch (entry->kind)
    {
    case WADI_CHART_COST:
      add_chart_effects (m, entry);
      return wadi_cost_term (entry->value, entry->label, entry->rule);
    case WADI_CHART_ALL:
      add_chart_effects (m, entry);
      return wadi_cost_term (0, m->vehicle ? N_("all remaining MP") : N_("all remaining MF"), entry->rule);
    case WADI_CHART_NA:
    default:
      wadi_move_forbid (m->result, entry->reason, entry->rule);
      return NULL;
    }
}

/* Entering a depression hex IN it: a stream's depth, or the gully/wadi
 * entry and the COT.  along: the mover stays IN the depression, across a
 * depression hexside, at the same level.  Appends the terms; FALSE when
 * not allowed. */
static gboolean
append_depression_entry (Move      *m,
                         WadiHex    from,
                         gboolean   along,
                         WadiHex    to,
                         GPtrArray *terms)
{
  const WadiHexCell *cell = cell_at (m, to);
  const char        *label = N_("enter gully");
  const char        *rule = "B19";
  gboolean           open = cell->terrain == WADI_TERRAIN_OPEN || cell->terrain == WADI_TERRAIN_ROAD;
  WadiChartEntry     cot;
  WadiCost          *term;

  if (cell->depression == WADI_DEPRESSION_WADI)
    {
      label = N_("enter wadi");
      rule = "F5.2";
    }
  else if (cell->depression == WADI_DEPRESSION_STREAM)
    rule = m->ssr->frozen ? "B20.7" : "B20.41";

  /* A dry stream is a gully for all purposes (B20.41), and so is a frozen
   * one for movement (B20.7). */
  if (wadi_stream_depth (m->ctx, to, FALSE) != WADI_STREAM_DRY)
    {
      WadiStreamDepth depth = wadi_stream_depth (m->ctx, to, TRUE);
      WadiVerdict     verdict;

      /* Who may be IN it: one rule with placement. */
      if (wadi_stream_check_in (m->ctx, to, m->unit_class, &verdict) != WADI_STREAM_IN_ALLOWED)
        {
          wadi_move_forbid (m->result, verdict.reason, verdict.rule);
          return FALSE;
        }
      if (m->vehicle)
        rule = "B20.46";
      else
        {
          if (m->ssr->snow)
            wadi_move_add_effect (m->result, WADI_EFFECT_FRIGID,
                                  N_("frigid Water Obstacle: Replaced, Disrupted or Casualty Reduced"),
                                      "B20.7");
          if (depth == WADI_STREAM_SHALLOW)
            {
              g_ptr_array_add (terms, wadi_cost_term (wadi_asl_chart.shallow_stream, N_("enter shallow stream"),
                                                                                         has_ford (m, to) ? "B20.81" : "B20.42"));
              return TRUE;
            }
          if (depth == WADI_STREAM_DEEP)
            {
              g_ptr_array_add (terms, wadi_cost_term (wadi_asl_chart.deep_stream, N_("enter deep stream"),
                                                                                      has_ford (m, to) ? "B20.81" : "B20.43"));
              wadi_move_add_effect (m->result, WADI_EFFECT_CX, N_("becomes CX"), "B20.43");
              return TRUE;
            }
          /* A ford in a shallow stream: dry, i.e. a gully. */
          rule = "B20.81";
        }
    }

  terrain_cot (m, from, to, FALSE, &cot);
  /* Infantry moving along a gully or wadi at the same level pay only the
   * COT (B20.93: IN 14T3 -> S4 is one MF); up or down it they enter it
   * (F5.2: IN I9 -> J8 is "2 [enter wadi] x 2").  docs/rules.md, F5.12. */
  if (!m->vehicle && along)
    {
      term = chart_term (m, &cot);
      if (term == NULL)
        return FALSE;
      g_ptr_array_add (terms, term);
      return TRUE;
    }
  g_ptr_array_add (terms, wadi_cost_term (wadi_asl_depression_entry (m->unit_class), label, rule));
  /* Infantry and Cavalry add the COT only when it is not Open Ground
   * (F5.2: "2 [enter wadi] + 1 [hammada COT]"). */
  if (m->vehicle || !open || cot.kind != WADI_CHART_COST)
    {
      term = chart_term (m, &cot);
      if (term == NULL)
        return FALSE;
      g_ptr_array_add (terms, term);
    }
  return TRUE;
}

/* Appends to into what entering to at target (level to_level) costs from a
 * point at from_level across a hexside with features side: the Abrupt
 * Elevation Change's intermediate level, the entry, the higher elevation.
 * from_in: the mover leaves IN the depression of from.  FALSE when the step
 * is not allowed (m->result says why). */
static gboolean
append_entry (Move        *m,
              WadiHex      from,
              guint        side,
              int          from_level,
              gboolean     from_in,
              WadiHex      to,
              WadiPosition target,
              int          to_level,
              WadiCost    *into)
{
  const WadiHexCell *cell = cell_at (m, to);
  g_autoptr(GPtrArray) terms = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_cost_free);
  int       rise = to_level - from_level;
  WadiCost *group;

  if ((side & (WADI_SIDE_CLIFF | WADI_SIDE_DEPRESSION_CLIFF)) && rise != 0)
    {
      if (m->unit_class == WADI_UNIT_INFANTRY)
        {
          m->result->climbs = abs (rise);
          wadi_move_add_effect (m->result, WADI_EFFECT_CLIMB, N_("a Climb for each level"), "B11");
          /* a wadi's (depression) cliff by F5.3, any other by B11 */
          wadi_move_forbid (m->result, N_("a cliff hexside: Infantry must Climb it, one level per Climb"),
                                           (side & WADI_SIDE_DEPRESSION_CLIFF) ? "F5.3" : "B11");
        }
      else
        wadi_move_forbid (m->result, N_("only Infantry may cross a cliff hexside, by Climbing"), "B11");
      return FALSE;
    }

  if (target == WADI_POSITION_IN && cell->depression != WADI_DEPRESSION_NONE)
    {
      gboolean along = from_in && (side & WADI_SIDE_DEPRESSION) && rise == 0;

      if (!append_depression_entry (m, from, along, to, terms))
        return FALSE;
    }
  else
    {
      WadiChartEntry cot;
      WadiCost      *term;

      terrain_cot (m, from, to, TRUE, &cot);
      term = chart_term (m, &cot);
      if (term == NULL)
        return FALSE;
      g_ptr_array_add (terms, term);
    }

  if (side & (WADI_SIDE_HEDGE | WADI_SIDE_WALL))
    {
      guint          feature = (side & WADI_SIDE_WALL) ? WADI_SIDE_WALL : WADI_SIDE_HEDGE;
      WadiChartEntry cross;
      WadiCost      *only;

      wadi_asl_hexside_cost (feature, m->unit_class, &cross);
      if (cross.kind == WADI_CHART_NA)
        {
          wadi_move_forbid (m->result, cross.reason, cross.rule);
          return FALSE;
        }
      add_chart_effects (m, &cross);
      only = terms->len == 1 ? g_ptr_array_index (terms, 0) : NULL;
      /* The rulebook names the crossing and the COT as one term:
       * "2 [cross hedge and enter Open Ground]" (F5.422). */
      if (only != NULL && target != WADI_POSITION_IN && only->value > 0)
        {
          double merged = only->value + cross.value;

          g_ptr_array_set_size (terms, 0);
          g_ptr_array_add (terms, wadi_cost_term (merged,
                                                  wadi_asl_hexside_merged_label (feature, cell->terrain),
                                                  cross.rule));
        }
      else
        g_ptr_array_add (terms, wadi_cost_term (cross.value, cross.label, cross.rule));
    }

  /* An Abrupt Elevation Change: each intermediate level costs as in B10.5,
   * and the level entered is not doubled (F5.2, H7 -> G7 and J5 -> K5). */
  if (abs (rise) >= 2)
    {
      double per_level;

      if (rise > 0)
        per_level = m->vehicle ? wadi_asl_chart.abrupt_level_up_vehicle
                               : wadi_asl_chart.abrupt_level_up_infantry;
      else
        per_level = m->vehicle ? wadi_asl_chart.abrupt_level_down_vehicle
                               : wadi_asl_chart.abrupt_level_down_infantry;

      wadi_cost_add (into, wadi_cost_term (per_level * (abs (rise) - 1),
                                           N_("Abrupt Elevation intermediate level"), "B10.5"));
    }

  group = (rise == 1 && !m->vehicle) ? wadi_cost_sum () : into;
  while (terms->len > 0)
    wadi_cost_add (group, g_ptr_array_steal_index (terms, 0));

  if (rise == 1)
    {
      if (m->vehicle)
        wadi_cost_add (into, wadi_cost_term (wadi_asl_chart.higher_elevation_vehicle,
                                             N_("higher elevation"), "B10.4"));
      else
        {
          WadiCost *doubled = wadi_cost_product ();

          wadi_cost_add (doubled, group);
          wadi_cost_add (doubled, wadi_cost_term (wadi_asl_chart.higher_elevation_factor,
                                                  N_("higher elevation"), "B10.4"));
          wadi_cost_add (into, doubled);
        }
    }
  return TRUE;
}

static int
reverse_multiplier (const Move *m)
{
  return m->mover->reverse_multiplier > 0 ? m->mover->reverse_multiplier
                                          : wadi_asl_chart.default_reverse_multiplier;
}

/* A stopped vehicle pays its Start before it moves. */
static void
append_start (const Move *m,
              WadiCost   *cost)
{
  if (m->vehicle && m->mover->stopped)
    wadi_cost_add (cost, wadi_cost_term (wadi_asl_chart.start, N_("Start"), "F5.422"));
}

/* Appends motion (a SUM, taken) to cost, times the Reverse multiplier when
 * reversing: "8 {2 [enter wadi] x 4 [Reverse]}". */
static void
append_motion (const Move *m,
               WadiCost   *cost,
               WadiCost   *motion)
{
  if (m->step->reverse)
    {
      WadiCost *reversed = wadi_cost_product ();

      wadi_cost_add (reversed, motion);
      wadi_cost_add (reversed, wadi_cost_term (reverse_multiplier (m), N_("Reverse"), "D2.21"));
      wadi_cost_add (cost, reversed);
    }
  else
    {
      while (motion->children->len > 0)
        wadi_cost_add (cost, g_ptr_array_steal_index (motion->children, 0));
      wadi_cost_free (motion);
    }
}

static void
finish (Move        *m,
        WadiCost    *cost,
        WadiHex      hex,
        WadiPosition position)
{
  WadiMover *after = &m->result->after;

  wadi_move_allow (m->result, cost);
  after->hex = hex;
  after->position = position;
  after->stopped = FALSE;
  after->hd_rear = FALSE;
}

/* Whether the mover's class may hold Crest status in hex (one rule with
 * placement: wadi_crest_check_unit). */
static gboolean
may_claim_crest (Move   *m,
                 WadiHex hex)
{
  WadiVerdict verdict;

  if (wadi_crest_check_unit (m->ctx, hex, m->unit_class, &verdict) == WADI_CREST_HEX_ALLOWED)
    return TRUE;
  wadi_move_forbid (m->result, verdict.reason, verdict.rule);
  return FALSE;
}

/* From an adjacent hex straight to Crest status (B20.91, F5.42). */
static void
enter_crest_from_outside (Move         *m,
                          WadiDirection dir,
                          guint         side)
{
  WadiHex            from = m->mover->hex;
  WadiHex            to = m->step->to;
  const WadiHexCell *cell = cell_at (m, to);
  WadiDirection      crossed = (dir + WADI_DIRECTION_COUNT / 2) % WADI_DIRECTION_COUNT;
  int                from_level = position_level (m, from, m->mover->position);
  WadiVerdict        verdict;
  WadiCost          *cost;

  if (m->mover->position != WADI_POSITION_GROUND)
    {
      wadi_move_forbid (m->result, N_("Crest status is claimed on entering only from outside a Depression"),
                                       "B20.91");
      return;
    }
  if (side & (WADI_SIDE_DEPRESSION | WADI_SIDE_WADI))
    {
      wadi_move_forbid (m->result, N_("Crest status cannot be claimed on entering through a Depression hexside"),
                                       m->vehicle ? "F5.42" : "B20.91");
      return;
    }
  if (side & WADI_SIDE_DEPRESSION_CLIFF)
    {
      wadi_move_forbid (m->result, N_("Crest status is never allowed along a Depression Cliff hexside"),
                                       "B20.9");
      return;
    }

  if (!m->vehicle)
    {
      gsize effects_before = m->result->effects->len;

      if (!may_claim_crest (m, to))
        return;
      wadi_crest_check_centre (m->ctx, to, crossed, &verdict);
      if (!verdict.allowed)
        {
          wadi_move_forbid (m->result, verdict.reason, verdict.rule);
          return;
        }
      /* One MF less than the normal cost of entering the hex IN (B20.91;
       * F5.2: J5 -> Crest K5 = 4 - 1). */
      cost = wadi_cost_sum ();
      if (!append_entry (m, from, side, from_level, FALSE, to, WADI_POSITION_IN,
                         position_level (m, to, WADI_POSITION_IN), cost))
        {
          wadi_cost_free (cost);
          return;
        }
      /* The unit stays on the bank: what entering the water would bring does not apply. */
      g_array_set_size (m->result->effects, effects_before);
      wadi_cost_add (cost, wadi_cost_term (wadi_asl_chart.claim_crest_on_entering,
                                           N_("claim Crest status on entering"), "B20.91"));
      finish (m, cost, to, WADI_POSITION_CREST);
      m->result->after.crest_centre = crossed;
      return;
    }

  wadi_crest_check_vertex (m->ctx, to, m->step->crest_vertex, &verdict);
  if (!verdict.allowed)
    {
      wadi_move_forbid (m->result, verdict.reason, verdict.rule);
      return;
    }
  if (m->step->crest_vertex != crossed
      && m->step->crest_vertex != (crossed + WADI_DIRECTION_COUNT - 1) % WADI_DIRECTION_COUNT)
    {
      wadi_move_forbid (m->result, N_("the Crest CAFP must be a vertex of the hexside crossed"), "F5.42");
      return;
    }
  {
    WadiCost *motion = wadi_cost_sum ();

    cost = wadi_cost_sum ();
    append_start (m, cost);
    /* The COT of the wadi hex at its Crest level, not INTO it (F5.42). */
    if (!append_entry (m, from, side, from_level, FALSE, to, WADI_POSITION_GROUND, wadi_crest_level (cell),
                       motion))
      {
        wadi_cost_free (motion);
        wadi_cost_free (cost);
        return;
      }
    append_motion (m, cost, motion);
  }
  wadi_cost_add (cost, wadi_cost_term (wadi_asl_chart.stop, N_("Stop"), "F5.42"));
  finish (m, cost, to, WADI_POSITION_CREST);
  m->result->after.crest_vertex = m->step->crest_vertex;
  m->result->after.stopped = TRUE;
  /* Forward from outside, or Reverse from within, shows "HD (rear)". */
  m->result->after.hd_rear = !m->step->reverse;
}

/* Whether a Crest vehicle's step goes the way it faces (F5.42, F5.422).
 * "HD (rear)" is shown after a forward move from outside or a Reverse from
 * WITHIN: the vehicle's front is towards the wadi and its rear towards the
 * CAFP hexsides, so it goes forward INTO its hex and Reverses across them
 * (U4: "only INTO U4 or, by using Reverse movement, to U3 or V3").  The
 * other side is the opposite (C2: forward to C3, "If it Reverses INTO
 * C2").  into: the step is INTO the vehicle's own hex. */
static gboolean
crest_vehicle_faces (Move    *m,
                     gboolean into)
{
  gboolean    must_reverse = into ? !m->mover->hd_rear : m->mover->hd_rear;
  const char *reason;

  if (m->step->reverse == must_reverse)
    return TRUE;
  if (into)
    reason = m->mover->hd_rear ? N_("a Crest vehicle showing HD (rear) goes INTO its hex forward")
                               : N_("a Crest vehicle not showing HD (rear) goes INTO its hex in Reverse");
  else
    reason = m->mover->hd_rear ? N_("a Crest vehicle showing HD (rear) leaves across its CAFP hexsides in Reverse")
                               : N_("a Crest vehicle not showing HD (rear) leaves across its CAFP hexsides forward");
  wadi_move_forbid (m->result, reason, "F5.422");
  return FALSE;
}

/* The vertex index, in the frame of hex, of vertex. */
static WadiVertexIndex
vertex_index_in (const Move *m,
                 WadiHex     hex,
                 WadiVertex  vertex)
{
  for (WadiVertexIndex k = 0; k < WADI_DIRECTION_COUNT; k++)
    if (wadi_vertex_equal (m->board->layout, (WadiVertex) { hex, k }, vertex))
      return k;
  return 0;
}

/* From Crest status to an adjacent hex (B20.93, F5.422). */
static void
leave_crest_to_hex (Move         *m,
                    WadiDirection dir,
                    guint         side)
{
  WadiHex            from = m->mover->hex;
  WadiHex            to = m->step->to;
  const WadiHexCell *cell = cell_at (m, to);
  WadiPosition       target = m->step->position;
  int                crest_level = position_level (m, from, WADI_POSITION_CREST);
  WadiCost          *cost;

  if (target == WADI_POSITION_CREST)
    {
      wadi_move_forbid (m->result, N_("no move from Crest status directly to Crest status in another hex"),
                                       m->vehicle ? "F5.422" : "B20.93");
      return;
    }

  if (!m->vehicle)
    {
      /* "to a non-Depression hex along the same side of the Depression
       * which they occupy" (B20.93): any hexside of the Crest counter's
       * bank, protected or not. */
      guint same_side = wadi_crest_side (m->ctx, from, m->mover->crest_centre);

      if (cell->depression != WADI_DEPRESSION_NONE || (same_side & bit (dir)) == 0)
        {
          wadi_move_forbid (m->result,
                            N_("Crest Infantry leave to a non-Depression hex on their side of the Depression; "
                               "otherwise they first move out of Crest status in their hex"),
                                "B20.93");
          return;
        }
      /* "as if leaving a foxhole (one MF & COT)" (B20.93) */
      cost = wadi_cost_sum ();
      wadi_cost_add (cost, wadi_cost_term (wadi_asl_chart.leave_crest, N_("leave Crest status"), "B20.93"));
      if (!append_entry (m, from, side, crest_level, FALSE, to, target,
                         position_level (m, to, target), cost))
        {
          wadi_cost_free (cost);
          return;
        }
      finish (m, cost, to, target);
      return;
    }

  {
    WadiVertexIndex k = m->mover->crest_vertex % WADI_DIRECTION_COUNT;
    WadiCost       *motion;

    if (dir != k && dir != (k + 1) % WADI_DIRECTION_COUNT)
      {
        wadi_move_forbid (m->result, N_("a Crest vehicle leaves its hex only across a hexside of its Crest CAFP"),
                                         "F5.422");
        return;
      }
    if (!crest_vehicle_faces (m, FALSE))
      return;
    if (cell->depression == WADI_DEPRESSION_WADI)
      {
        WadiVertexIndex j = vertex_index_in (m, to, (WadiVertex) { from, k });
        guint           cliff = wadi_crest_cliff_side (m->ctx, to);

        if (cliff & (bit (j) | bit (j + 1u)))
          {
            wadi_move_forbid (m->result,
                              N_("the hex entered has its wadi cliff on the same side of the wadi as the Crest CAFP"),
                                  "F5.422");
            return;
          }
      }
    cost = wadi_cost_sum ();
    motion = wadi_cost_sum ();
    append_start (m, cost);
    /* No cost for leaving the wadi hex: the normal cost of the hex entered. */
    if (!append_entry (m, from, side, crest_level, FALSE, to, target,
                       position_level (m, to, target), motion))
      {
        wadi_cost_free (motion);
        wadi_cost_free (cost);
        return;
      }
    append_motion (m, cost, motion);
    wadi_move_add_effect (m->result, WADI_EFFECT_UNDERBELLY, N_("vulnerable to Underbelly Hits"), "F5.422");
    finish (m, cost, to, target);
  }
}

static void
asl_enter (Move *m)
{
  const WadiMover   *mover = m->mover;
  WadiHex            to = m->step->to;
  WadiPosition       target = m->step->position;
  const WadiHexCell *cell;
  WadiDirection      dir;
  guint              side;
  int                from_level;
  int                to_level;
  gboolean           from_in;
  WadiCost          *cost;
  WadiCost          *motion;

  if (!wadi_move_entry_direction (m->board, mover, m->step, &dir, m->result))
    return;
  cell = cell_at (m, to);
  switch (target)
    {
    case WADI_POSITION_IN:
    case WADI_POSITION_CREST:
      if (cell->depression == WADI_DEPRESSION_NONE)
        {
          wadi_move_forbid (m->result, N_("the hex entered has no Depression to be IN or in Crest status"),
                                           "B20.9");
          return;
        }
      break;
    case WADI_POSITION_GROUND:
      if (cell->depression != WADI_DEPRESSION_NONE && !has_bridge (m, to))
        {
          wadi_move_forbid (m->result, N_("a unit in a Depression hex is IN it or in Crest status"), "B20.9");
          return;
        }
      break;
    case WADI_POSITION_BRIDGE:
    case WADI_POSITION_WADI:
    case WADI_POSITION_COUNT:
    default:
      wadi_move_forbid (m->result, N_("bridge and wadi levels are Tide of Iron positions"), NULL);
      return;
    }

  side = wadi_move_side_between (m->board, mover->hex, dir);
  if (mover->position == WADI_POSITION_CREST)
    {
      leave_crest_to_hex (m, dir, side);
      return;
    }
  if (target == WADI_POSITION_CREST)
    {
      enter_crest_from_outside (m, dir, side);
      return;
    }

  from_level = position_level (m, mover->hex, mover->position);
  to_level = position_level (m, to, target);
  from_in = mover->position == WADI_POSITION_IN
            && cell_at (m, mover->hex)->depression != WADI_DEPRESSION_NONE;
  cost = wadi_cost_sum ();
  motion = wadi_cost_sum ();
  append_start (m, cost);
  if (!append_entry (m, mover->hex, side, from_level, from_in, to, target, to_level, motion))
    {
      wadi_cost_free (motion);
      wadi_cost_free (cost);
      return;
    }
  append_motion (m, cost, motion);

  /* Leaving a Depression uphill across a non-Depression hexside: Bog
   * (Chapter B Note BB, B20.46), but not for a truck leaving a wadi (F5.21)
   * nor from a ford (B20.82). */
  if (m->vehicle && from_in && to_level > from_level
      && (side & (WADI_SIDE_DEPRESSION | WADI_SIDE_WADI)) == 0
      && !has_ford (m, mover->hex))
    {
      WadiDepression left = cell_at (m, mover->hex)->depression;

      if (!(m->unit_class == WADI_UNIT_TRUCK && left == WADI_DEPRESSION_WADI))
        wadi_move_add_effect (m->result, WADI_EFFECT_BOG_CHECK, N_("Bog DR on leaving the Depression"), left == WADI_DEPRESSION_STREAM ? "B20.46" : "Chapter B Note BB");
    }
  finish (m, cost, to, target);
}

/* IN -> Crest status in the same hex (B20.91, F5.42). */
static void
claim_crest_within (Move *m)
{
  WadiHex     hex = m->mover->hex;
  WadiVerdict verdict;
  WadiCost   *cost;

  if (!m->vehicle)
    {
      if (!may_claim_crest (m, hex))
        return;
      wadi_crest_check_centre (m->ctx, hex, m->step->crest_centre, &verdict);
      if (!verdict.allowed)
        {
          wadi_move_forbid (m->result, verdict.reason, verdict.rule);
          return;
        }
      cost = wadi_cost_sum ();
      wadi_cost_add (cost, wadi_cost_term (wadi_asl_chart.claim_crest_within, N_("claim Crest status"), "B20.91"));
      finish (m, cost, hex, WADI_POSITION_CREST);
      m->result->after.crest_centre = m->step->crest_centre;
      return;
    }

  wadi_crest_check_vertex (m->ctx, hex, m->step->crest_vertex, &verdict);
  if (!verdict.allowed)
    {
      wadi_move_forbid (m->result, verdict.reason, verdict.rule);
      return;
    }
  {
    WadiCost *motion = wadi_cost_sum ();

    cost = wadi_cost_sum ();
    append_start (m, cost);
    /* "4 + 0 MP for moving forward to a higher elevation but not entering
     * another hex" (F5.42) */
    wadi_cost_add (motion, wadi_cost_term (wadi_asl_chart.enter_crest_vehicle, N_("enter Crest status"), "F5.42"));
    append_motion (m, cost, motion);
  }
  wadi_cost_add (cost, wadi_cost_term (wadi_asl_chart.stop, N_("Stop"), "F5.42"));
  finish (m, cost, hex, WADI_POSITION_CREST);
  m->result->after.crest_vertex = m->step->crest_vertex;
  m->result->after.stopped = TRUE;
  m->result->after.hd_rear = m->step->reverse;
}

/* Crest status -> IN the same hex (B20.93, F5.422). */
static void
leave_crest_into (Move *m)
{
  WadiHex            hex = m->mover->hex;
  const WadiHexCell *cell = cell_at (m, hex);
  WadiCost          *cost = wadi_cost_sum ();
  WadiCost          *motion = wadi_cost_sum ();

  if (!m->vehicle)
    {
      /* As if entering from an adjacent non-Depression hex (B20.93):
       * "two MF ... to move out of Crest status" in 14T3, a gully's
       * entry. */
      WadiCost *out = wadi_cost_named_sum (N_("move out of Crest status"), "B20.93");

      wadi_cost_free (motion);
      if (!append_entry (m, hex, 0, wadi_crest_level (cell), FALSE, hex, WADI_POSITION_IN,
                         position_level (m, hex, WADI_POSITION_IN), out))
        {
          wadi_cost_free (out);
          wadi_cost_free (cost);
          return;
        }
      wadi_cost_add (cost, out);
      finish (m, cost, hex, WADI_POSITION_IN);
      return;
    }

  if (!crest_vehicle_faces (m, TRUE))
    {
      wadi_cost_free (motion);
      wadi_cost_free (cost);
      return;
    }
  append_start (m, cost);
  /* Just the cost of entering a wadi, without its COT (F5.422). */
  wadi_cost_add (motion, wadi_cost_term (wadi_asl_depression_entry (m->unit_class),
                                         N_("enter wadi"), "F5.422"));
  append_motion (m, cost, motion);
  finish (m, cost, hex, WADI_POSITION_IN);
}

static void
asl_position (Move *m)
{
  WadiPosition from = m->mover->position;
  WadiPosition to = m->step->position;

  if (cell_at (m, m->mover->hex)->depression == WADI_DEPRESSION_NONE)
    wadi_move_forbid (m->result, N_("a unit changes position within its hex only in a Depression hex"), NULL);
  else if (from == to)
    wadi_move_forbid (m->result, N_("the unit is already in that position"), NULL);
  else if (from == WADI_POSITION_IN && to == WADI_POSITION_CREST)
    claim_crest_within (m);
  else if (from == WADI_POSITION_CREST && to == WADI_POSITION_IN)
    leave_crest_into (m);
  else
    wadi_move_forbid (m->result, N_("ASL has no such change of position within a hex"), NULL);
}

static gboolean
vehicle_only (Move *m)
{
  if (!m->vehicle)
    wadi_move_forbid (m->result, N_("only vehicles stop, start and have a VCA"), NULL);
  return m->vehicle;
}

static void
asl_vca (Move *m)
{
  int       hexspines = abs (m->step->hexspines);
  WadiCost *cost;

  if (!vehicle_only (m))
    return;
  if (m->mover->position == WADI_POSITION_CREST)
    {
      wadi_move_forbid (m->result, N_("a vehicle in Crest status may never change its VCA"), "F5.42");
      return;
    }
  if (hexspines < 1 || hexspines > WADI_DIRECTION_COUNT / 2)
    {
      wadi_move_forbid (m->result, N_("a VCA change turns one to three hexspines"), NULL);
      return;
    }
  cost = wadi_cost_sum ();
  append_start (m, cost);
  wadi_cost_add (cost, wadi_cost_term (hexspines * wadi_asl_chart.vca_per_hexspine, N_("change VCA"), "F5.42"));
  wadi_move_allow (m->result, cost);
  m->result->after.stopped = FALSE;
}

static void
asl_stop_start (Move    *m,
                gboolean stop)
{
  WadiCost *cost;

  if (!vehicle_only (m))
    return;
  if (stop == m->mover->stopped)
    {
      wadi_move_forbid (m->result, stop ? N_("the vehicle is already stopped")
                                        : N_("the vehicle is not stopped"), NULL);
      return;
    }
  cost = wadi_cost_sum ();
  wadi_cost_add (cost, wadi_cost_term (stop ? wadi_asl_chart.stop : wadi_asl_chart.start,
                                       stop ? N_("Stop") : N_("Start"), stop ? "F5.42" : "F5.422"));
  wadi_move_allow (m->result, cost);
  m->result->after.stopped = stop;
}

/* A Minimum Move (F5.42, F5.422): the step as it would be made, then paid
 * for with all the vehicle's MP, its movement ended.  It gains Crest status
 * only from WITHIN the wadi hex (the mandatory Stop is assumed), and a
 * Reverse Minimum Move out of Crest status ends the MPh in Reverse Motion. */
static void
minimum_move (Move *m)
{
  WadiCost *cost;

  if (!m->vehicle)
    {
      wadi_move_forbid (m->result, N_("only vehicles make a Minimum Move"), "F5.42");
      return;
    }
  if (m->step->kind != WADI_STEP_ENTER && m->step->kind != WADI_STEP_POSITION)
    {
      wadi_move_forbid (m->result, N_("a Minimum Move enters a hex or changes position in it"), "F5.42");
      return;
    }
  if (m->step->kind == WADI_STEP_ENTER && m->step->position == WADI_POSITION_CREST)
    {
      wadi_move_forbid (m->result,
                        N_("a Minimum Move gains Crest status only if it begins IN the wadi hex in which it is gained"),
                            "F5.42");
      return;
    }
  if (m->step->kind == WADI_STEP_ENTER)
    asl_enter (m);
  else
    asl_position (m);
  if (!m->result->allowed)
    return;
  /* All its MP, whatever the move's own cost: as the chart's "ALL". */
  cost = wadi_cost_sum ();
  wadi_cost_add (cost, wadi_cost_term (0, N_("all its MP: Minimum Move"),
                                              m->mover->position == WADI_POSITION_CREST ? "F5.422" : "F5.42"));
  wadi_move_allow (m->result, cost);
  if (m->mover->position == WADI_POSITION_CREST && m->step->reverse)
    wadi_move_add_effect (m->result, WADI_EFFECT_REVERSE_MOTION,
                          N_("must immediately end its MPh in Reverse Motion"), "F5.422");
  wadi_move_add_effect (m->result, WADI_EFFECT_END_MOVEMENT, N_("a Minimum Move is the vehicle's whole MPh"), "F5.42");
}

void
wadi_asl_movement_step (const WadiRulesContext *ctx,
                        const WadiMover        *mover,
                        const WadiStep         *step,
                        WadiMoveResult         *result)
{
  Move m = {
    .ctx = ctx,
    .board = wadi_rules_context_map (ctx),
    .ssr = wadi_rules_context_ssr (ctx),
    .mover = mover,
    .step = step,
    .result = result,
    .unit_class = mover->unit_class,
    .vehicle = wadi_unit_class_is_vehicle (mover->unit_class),
  };

  if (step->reverse && !m.vehicle
      && (step->kind == WADI_STEP_ENTER || step->kind == WADI_STEP_POSITION))
    {
      wadi_move_forbid (result, N_("only vehicles move in Reverse"), "D2.21");
      return;
    }
  if (step->minimum)
    {
      minimum_move (&m);
      return;
    }
  switch (step->kind)
    {
    case WADI_STEP_ENTER:
      asl_enter (&m);
      break;
    case WADI_STEP_POSITION:
      asl_position (&m);
      break;
    case WADI_STEP_VCA:
      asl_vca (&m);
      break;
    case WADI_STEP_STOP:
      asl_stop_start (&m, TRUE);
      break;
    case WADI_STEP_START:
      asl_stop_start (&m, FALSE);
      break;
    default:
      wadi_move_forbid (result, N_("unknown kind of step"), NULL);
      break;
    }
}
