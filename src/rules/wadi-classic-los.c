/* wadi-classic-los.c: LOS under the classic charts' Target Elevation Table
 *
 * A unit is on ground level, on a slope or on a hilltop (the terrain of
 * its hex).  What obstructs the line depends on the two, read from the TET
 * as docs/rules.md ("Line of sight") sets out:
 *
 *                 ground           slope            hilltop
 *   ground        ALL              BROWN ORANGE, B  Notes B, D
 *   slope         BROWN ORANGE, A  BROWN ORANGE     Note E
 *   hilltop       Notes A, C       Note E           NONE
 *
 * (rows: the unit firing; columns: the target.  The text prints Note A
 * from a slope at ground level; Note B, ground level at a slope, is its
 * converse, the table being reciprocal.)
 *
 * ALL: every intervening obstacle hex (woods, town, slope, hilltop) and
 * every hexside symbol.  BROWN ORANGE: slope symbols (WADI_SIDE_SLOPE).
 * A/B: a green (woods) symbol on a side of the ground-level unit's own hex.
 * C/D: a slope symbol nearer the ground-level unit than the hilltop, or
 * midway, counting the hexsides the line crosses.  E: more than one slope
 * symbol.  Slope symbols on the sides of a slope or hilltop unit's own hex
 * never count: it stands at them.  The table is reciprocal, so the answer
 * does not depend on who fires.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "wadi-classic-charts.h"
#include "wadi-los-private.h"
#include "wadi-los-result.h"

static WadiTetStand
classic_stand (const WadiLosMap *map,
               WadiHex           hex)
{
  switch ((WadiTerrain) wadi_los_cell (map->board, hex)->terrain)
    {
    case WADI_TERRAIN_SLOPE:
      return WADI_TET_SLOPE;
    case WADI_TERRAIN_HILLTOP:
      return WADI_TET_HILLTOP;
    case WADI_TERRAIN_OPEN:
    case WADI_TERRAIN_HAMMADA:
    case WADI_TERRAIN_ROAD:
    case WADI_TERRAIN_WOODS:
    case WADI_TERRAIN_BRUSH:
    case WADI_TERRAIN_GRAIN:
    case WADI_TERRAIN_ORCHARD:
    case WADI_TERRAIN_MARSH:
    case WADI_TERRAIN_MUDFLAT:
    case WADI_TERRAIN_POND:
    case WADI_TERRAIN_BUILDING:
    case WADI_TERRAIN_RUBBLE:
    case WADI_TERRAIN_TOWN:
    case WADI_TERRAIN_SWAMP:
    case WADI_TERRAIN_COUNT:
    default:
      return WADI_TET_GROUND;
    }
}

/* An intervening obstacle for ground level to ground level: woods, towns,
 * and the hill hexes that rise above the ground. */
static gboolean
classic_is_obstacle (const WadiLosMap *map,
                     WadiHex           hex)
{
  switch ((WadiTerrain) wadi_los_cell (map->board, hex)->terrain)
    {
    case WADI_TERRAIN_WOODS:
    case WADI_TERRAIN_TOWN:
    case WADI_TERRAIN_SLOPE:
    case WADI_TERRAIN_HILLTOP:
      return TRUE;
    case WADI_TERRAIN_OPEN:
    case WADI_TERRAIN_HAMMADA:
    case WADI_TERRAIN_ROAD:
    case WADI_TERRAIN_BRUSH:
    case WADI_TERRAIN_GRAIN:
    case WADI_TERRAIN_ORCHARD:
    case WADI_TERRAIN_MARSH:
    case WADI_TERRAIN_MUDFLAT:
    case WADI_TERRAIN_POND:
    case WADI_TERRAIN_BUILDING:
    case WADI_TERRAIN_RUBBLE:
    case WADI_TERRAIN_SWAMP:
    case WADI_TERRAIN_COUNT:
    default:
      return FALSE;
    }
}

/* The hexside step i of the line crosses or runs along, if any: a
 * CROSS_HEXSIDE or ALONG_HEXSIDE step's own, or the hexside between the
 * two hexes a vertex step passes between (a line through a vertex crosses
 * it at its end). */
static gboolean
classic_side_of_step (const WadiLosMap *map,
                      const GArray     *line,
                      guint             i,
                      WadiHexside      *side)
{
  const WadiLineStep *step = &g_array_index (line, WadiLineStep, i);
  const WadiLineStep *before;
  const WadiLineStep *after;
  WadiDirection       dir;

  switch (step->kind)
    {
    case WADI_LINE_CROSS_HEXSIDE:
    case WADI_LINE_ALONG_HEXSIDE:
      *side = step->side;
      return TRUE;
    case WADI_LINE_VERTEX:
      before = &g_array_index (line, WadiLineStep, i - 1);
      after = &g_array_index (line, WadiLineStep, i + 1);
      if (before->kind != WADI_LINE_HEX || after->kind != WADI_LINE_HEX
          || !wadi_hex_direction_to (map->board->layout, before->hex, after->hex, &dir))
        return FALSE;
      *side = wadi_hexside_canonical (map->board->layout, (WadiHexside) { before->hex, dir });
      return TRUE;
    case WADI_LINE_HEX:
    default:
      return FALSE;
    }
}

static gboolean
classic_side_of_hex (const WadiLosMap *map,
                     WadiHexside       side,
                     WadiHex           hex)
{
  return wadi_hex_equal (side.hex, hex)
         || wadi_hex_equal (wadi_hexside_other_hex (map->board->layout, side), hex);
}

/* The first intervening obstacle hex of region step i, if any. */
static gboolean
classic_region_obstacle (const WadiLosMap *map,
                         const GArray     *line,
                         guint             i,
                         WadiHex          *hex)
{
  const WadiLineStep *step = &g_array_index (line, WadiLineStep, i);
  WadiHex             other;

  if (step->kind == WADI_LINE_HEX)
    {
      *hex = step->hex;
      return classic_is_obstacle (map, step->hex);
    }
  other = wadi_los_along_other (map->board, step);
  *hex = classic_is_obstacle (map, step->side.hex) ? step->side.hex : other;
  return classic_is_obstacle (map, *hex);
}

void
wadi_classic_los (const WadiLosMap   *map,
                  const WadiLocation *from,
                  const WadiLocation *to,
                  WadiLosResult      *result)
{
  const GArray *line = result->line;
  guint         n = line->len;
  WadiTetStand  from_stand = classic_stand (map, from->hex);
  WadiTetStand  to_stand = classic_stand (map, to->hex);
  WadiTetStand  low = MIN (from_stand, to_stand);
  WadiTetStand  high = MAX (from_stand, to_stand);
  /* the ground-level end, where the notes name it */
  WadiHex  ground_hex = from_stand == WADI_TET_GROUND ? from->hex : to->hex;
  gboolean ground_first = from_stand == WADI_TET_GROUND;
  guint    n_sides = 0;
  guint    k = 0;
  guint    slopes = 0;

  if (n == 1)
    {
      wadi_los_decide_nothing (result, WADI_LOS_CLEAR, N_ ("both units are in the same hex"), NULL);
      return;
    }
  if (low == WADI_TET_HILLTOP)
    {
      wadi_los_decide_nothing (result, WADI_LOS_CLEAR,
                               N_ ("hilltop to hilltop: nothing obstructs"), "TET");
      return;
    }

  for (guint i = 1; i + 1 < n; i++)
    {
      WadiHexside side;

      if (classic_side_of_step (map, line, i, &side))
        n_sides++;
    }

  for (guint i = 1; i + 1 < n; i++)
    {
      WadiHexside side;
      WadiHex     hex;
      guint       features;
      guint       from_ground;

      if (i % 2 == 0)
        {
          if (low == WADI_TET_GROUND && high == WADI_TET_GROUND && classic_region_obstacle (map, line, i, &hex))
            {
              wadi_los_decide_hex (result, WADI_LOS_BLOCKED, hex,
                                   N_ ("ground level to ground level: an intervening obstacle (ALL)"),
                                       "TET");
              return;
            }
          if (g_array_index (line, WadiLineStep, i).kind == WADI_LINE_HEX)
            continue;
        }
      if (!classic_side_of_step (map, line, i, &side))
        continue;
      k++;
      features = wadi_los_side_features (map->board, side);
      from_ground = ground_first ? k : n_sides + 1 - k;

      if (low == WADI_TET_GROUND && high == WADI_TET_GROUND)
        {
          if (features & (WADI_SIDE_SLOPE | WADI_SIDE_WOODS))
            {
              wadi_los_decide_hexside (result, WADI_LOS_BLOCKED, side,
                                       N_ ("ground level to ground level: a hexside symbol (ALL)"),
                                           "TET");
              return;
            }
          continue;
        }

      if (low == WADI_TET_GROUND && (features & WADI_SIDE_WOODS) && classic_side_of_hex (map, side, ground_hex))
        {
          wadi_los_decide_hexside (result, WADI_LOS_BLOCKED, side,
                                   N_ ("the ground-level unit is directly behind a green hexside symbol"),
                                       ground_first ? "TET Note B" : "TET Note A");
          return;
        }
      /* a unit on a slope or hilltop stands at the symbols of its own
       * hex: they do not stand between it and anyone */
      if (!(features & WADI_SIDE_SLOPE)
          || (from_stand != WADI_TET_GROUND && classic_side_of_hex (map, side, from->hex))
          || (to_stand != WADI_TET_GROUND && classic_side_of_hex (map, side, to->hex)))
        continue;

      if (high == WADI_TET_SLOPE)
        {
          wadi_los_decide_hexside (result, WADI_LOS_BLOCKED, side,
                                   N_ ("a slope hexside symbol (BROWN ORANGE)"), "TET");
          return;
        }
      if (low == WADI_TET_GROUND)
        {
          if (2 * from_ground <= n_sides + 1)
            {
              wadi_los_decide_hexside (result, WADI_LOS_BLOCKED, side,
                                       N_ ("a slope hexside symbol nearer the ground-level unit than the hilltop, or midway"),
                                           ground_first ? "TET Note D" : "TET Note C");
              return;
            }
          continue;
        }
      /* slope and hilltop */
      if (++slopes > 1)
        {
          wadi_los_decide_hexside (result, WADI_LOS_BLOCKED, side,
                                   N_ ("more than one slope hexside symbol between a slope and a hilltop"),
                                       "TET Note E");
          return;
        }
    }

  wadi_los_decide_nothing (result, WADI_LOS_CLEAR, N_ ("nothing on the line obstructs it"), "TET");
}

/* The table of the comment at the top, rows the firer, columns the
 * target: what obstructs and which notes apply. */
/* clang-format off */
static const WadiTetCell tet[3][3] = {
  [WADI_TET_GROUND] = {
    [WADI_TET_GROUND] = { "ALL", NULL, N_("every intervening obstacle and every hexside symbol") },
    [WADI_TET_SLOPE] = { "BROWN ORANGE", "B", N_("slope symbols; and a green symbol on a side of the ground-level unit's own hex that the line crosses") },
    [WADI_TET_HILLTOP] = { NULL, "B, D", N_("a green symbol on a side of the ground-level unit's own hex that the line crosses; a slope symbol nearer the ground-level unit than the hilltop, or midway") },
  },
  [WADI_TET_SLOPE] = {
    [WADI_TET_GROUND] = { "BROWN ORANGE", "A", N_("slope symbols; and a green symbol on a side of the ground-level unit's own hex that the line crosses") },
    [WADI_TET_SLOPE] = { "BROWN ORANGE", NULL, N_("slope symbols") },
    [WADI_TET_HILLTOP] = { NULL, "E", N_("more than one slope symbol") },
  },
  [WADI_TET_HILLTOP] = {
    [WADI_TET_GROUND] = { NULL, "A, C", N_("a green symbol on a side of the ground-level unit's own hex that the line crosses; a slope symbol nearer the ground-level unit than the hilltop, or midway") },
    [WADI_TET_SLOPE] = { NULL, "E", N_("more than one slope symbol") },
    [WADI_TET_HILLTOP] = { "NONE", NULL, N_("nothing") },
  },
};
/* clang-format on */

void
wadi_tet_cell (WadiTetStand from,
               WadiTetStand target,
               WadiTetCell *cell)
{
  g_return_if_fail ((guint) from <= WADI_TET_HILLTOP && (guint) target <= WADI_TET_HILLTOP);
  *cell = tet[from][target];
}

static const char *const stand_names[] = { "ground", "slope", "hilltop" };

const char *
wadi_tet_stand_name (WadiTetStand stand)
{
  return (guint) stand < G_N_ELEMENTS (stand_names) ? stand_names[stand] : "unknown";
}

gboolean
wadi_tet_stand_from_name (const char   *name,
                          WadiTetStand *stand)
{
  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (stand_names); i++)
    if (g_ascii_strcasecmp (name, stand_names[i]) == 0)
      {
        *stand = (WadiTetStand) i;
        return TRUE;
      }
  return FALSE;
}
