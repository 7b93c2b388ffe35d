/* wadi-asl-los.c: LOS under ASL (B20.2, B20.92, F5.12)
 *
 * Gullies, streams and wadis are Depressions (F5.12).  A unit IN one sees
 * the adjacent hexes, and further only while the line stays within the
 * depression depiction (B20.2); Crest (one level above the floor, B20.91)
 * and ground positions see over it (B20.92).  Hills: A6 is not among
 * the texts, so the simple rule is kept: a hex on the line whose ground
 * level is above both ends blocks; a depression is no obstacle to units
 * above it.  docs/rules.md, "Line of sight", gives the reading.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "wadi-los-fan.h"
#include "wadi-los-private.h"
#include "wadi-los-result.h"
#include "wadi-los-walk.h"
#include "wadi-stream.h"

#define RULE_DEPRESSION "B20.2"
/* Wadi's own simplification of the rule: translated where shown */
#define RULE_HEIGHT N_ ("A6 (simplified)")

static gboolean
asl_is_depression (const WadiLosMap *map,
                   WadiHex           hex)
{
  const WadiHexCell *cell = wadi_los_cell (map->board, hex);

  return cell->depression != WADI_DEPRESSION_NONE
         && wadi_los_effective_floor (map, cell) < cell->level;
}

static int
asl_obstacle_level (const WadiLosMap *map,
                    WadiHex           hex,
                    gboolean          inside,
                    const char      **reason,
                    const char      **rule)
{
  const WadiHexCell *cell = wadi_los_cell (map->board, hex);

  *rule = RULE_HEIGHT;
  if (inside)
    {
      *reason = N_ ("the depression floor on the line is above both ends");
      return wadi_los_effective_floor (map, cell);
    }
  *reason = N_ ("ground on the line is higher than both ends");
  return wadi_stream_ground_level (map->ctx, cell);
}

static const WadiLosRules asl_rules = {
  asl_is_depression,
  asl_obstacle_level,
  RULE_DEPRESSION,
};

/* IN the depression, as opposed to Crest or ground level. */
static gboolean
asl_is_in (const WadiLosMap   *map,
           const WadiLocation *location)
{
  return (location->position == WADI_POSITION_IN || location->position == WADI_POSITION_WADI)
         && asl_is_depression (map, location->hex);
}

/* The answer a viewer's batch knows from the first steps of the line
 * (wadi-los-fan.h), copied into result; FALSE when it does not know. */
static gboolean
asl_first_steps (const WadiLosMap   *map,
                 const WadiLocation *from,
                 const WadiLocation *to,
                 int                 distance,
                 gboolean            need_first,
                 int                 top,
                 WadiLosResult      *result)
{
  const WadiLosResult *known;
  GArray              *line = result->line;
  GArray              *blind_hexes = result->blind_hexes;

  if (map->viewer == NULL || !wadi_hex_equal (map->viewer->hex, from->hex))
    return FALSE;
  known = wadi_los_viewer_first_steps (map->viewer, map->board->layout, to->hex, distance, need_first, top);
  if (known == NULL)
    return FALSE;
  *result = *known;
  result->line = line;
  result->blind_hexes = blind_hexes;
  return TRUE;
}

void
wadi_asl_los (const WadiLosMap   *map,
              const WadiLocation *from,
              const WadiLocation *to,
              WadiLosResult      *result)
{
  const GArray *line = result->line;
  int           from_level = wadi_los_positional_level (map, from);
  int           to_level = wadi_los_positional_level (map, to);
  gboolean      from_in = asl_is_in (map, from);
  gboolean      to_in = asl_is_in (map, to);
  int           distance = wadi_hex_distance (map->board->layout, from->hex, to->hex);
  gboolean      from_sunk;
  gboolean      to_sunk;

  /* the line has 1 step in one hex, 3 between neighbours, more else */
  if (distance == 0)
    {
      wadi_los_decide_nothing (result, WADI_LOS_CLEAR, N_ ("both locations are in the same hex"), NULL);
      return;
    }

  /* A unit IN a depression looks out over its rim only at what stands
   * above the rim (the ground level of its hex); anything else it sees
   * along the depiction or not at all (B20.2). */
  from_sunk = from_in && to_level <= wadi_los_cell (map->board, from->hex)->level;
  to_sunk = to_in && from_level <= wadi_los_cell (map->board, to->hex)->level;

  if (distance == 1)
    {
      wadi_los_line_reach (map, line, 2);
      if (from_in && to_in && !wadi_los_connection_in_depiction (map, &asl_rules, line, 1))
        wadi_los_decide_step (result, WADI_LOS_BLOCKED, 1, to->hex,
                              N_ ("IN adjacent depression hexes not joined by a depression hexside"),
                                  RULE_DEPRESSION);
      else
        wadi_los_decide_nothing (result, WADI_LOS_CLEAR, N_ ("adjacent hexes"), from_in || to_in ? RULE_DEPRESSION : NULL);
      return;
    }

  /* With neither end sunk, only a region above both ends blocks, and no
   * region stands above the highest ground of the map, nor above the
   * highest ground near the line (a floor read inside lies below its
   * hex's ground): a batch's bounds answer as the walk would, without
   * it.  A viewer's fan (wadi-los-fan.h) finds the first hex on the line
   * higher than both ends, and gives up when a depression's could be
   * read inside; else a corridor may find a hex without depression on
   * the line higher than both ends, with no depression's floor near the
   * line before it higher: the walk would then block on ground (perhaps
   * at an earlier hex, which a batch does not name: it names that one). */
  if (!from_sunk && !to_sunk)
    {
      WadiLosCorridorAnswer answer = WADI_LOS_CORRIDOR_UNKNOWN;
      WadiHex               blocker = to->hex;
      int                   top = MAX (from_level, to_level);

      if (top >= map->highest_ground)
        answer = WADI_LOS_CORRIDOR_CLEAR;
      else if (map->viewer != NULL && map->viewer->fan != NULL && wadi_hex_equal (map->viewer->hex, from->hex))
        {
          WadiLosFanAnswer fan = wadi_los_fan_ask (map->viewer->fan, to->hex, top, &blocker);

          answer = fan == WADI_LOS_FAN_CLEAR     ? WADI_LOS_CORRIDOR_CLEAR
                   : fan == WADI_LOS_FAN_BLOCKED ? WADI_LOS_CORRIDOR_BLOCKED
                                                 : WADI_LOS_CORRIDOR_UNKNOWN;
        }
      else if (map->corridor != NULL)
        answer = wadi_los_corridor_ask (map->corridor, map->board->layout, from->hex, to->hex, top, &blocker);
      if (answer == WADI_LOS_CORRIDOR_CLEAR)
        {
          wadi_los_decide_nothing (result, WADI_LOS_CLEAR, N_ ("nothing on the line is higher than both ends"), NULL);
          return;
        }
      if (answer == WADI_LOS_CORRIDOR_BLOCKED)
        {
          wadi_los_decide_hex (result, WADI_LOS_BLOCKED, blocker, N_ ("ground on the line is higher than both ends"), RULE_HEIGHT);
          return;
        }
    }
  /* A sunk end: the line must stay within the depiction, and most leave
   * it at their first steps, which a viewer's batch knows the walk's
   * answer for. */
  else if (asl_first_steps (map, from, to, distance, from_sunk || (to_sunk && from_in), MAX (from_level, to_level),
                            result))
    return;

  /* Where an end is IN, the line must reach the other end's hex within
   * the depiction, and enter it within the depiction when that end is IN
   * too. */
  if (!wadi_los_walk (map, &asl_rules, line,
                      from_sunk || (to_sunk && from_in),
                      from_sunk || to_sunk,
                      to_sunk || (from_sunk && to_in),
                      MAX (from_level, to_level), result))
    return;

  if (from_sunk || to_sunk)
    wadi_los_decide_nothing (result, WADI_LOS_CLEAR,
                             N_ ("the line stays within the depression depiction"), RULE_DEPRESSION);
  else
    wadi_los_decide_nothing (result, WADI_LOS_CLEAR,
                             N_ ("nothing on the line is higher than both ends"), NULL);
}

WadiLosViewer *
wadi_asl_los_viewer_new (const WadiLosMap   *map,
                         const WadiLocation *from)
{
  int least_top = wadi_los_positional_level (map, from);

  /* a line from IN a depression has neither end sunk only when the
   * target stands above the rim */
  if (asl_is_in (map, from))
    least_top = MAX (least_top, wadi_los_cell (map->board, from->hex)->level + 1);
  return wadi_los_viewer_new (map, &asl_rules, from->hex, least_top);
}
