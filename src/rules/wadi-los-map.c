/* wadi-los-map.c: the map as the LOS rulesets read it
 *
 * Cells (off the map too), hexsides, bridges, the floor the SSR leave a
 * depression, and the level of a location by its position.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-crest.h"
#include "wadi-los-map.h"
#include "wadi-stream.h"

gboolean
wadi_los_has_bridge (const WadiLosMap *map,
                     WadiHex           hex)
{
  const WadiHexCell *cell = wadi_los_cell (map->board, hex);

  if (cell->flags & (WADI_HEX_FLAG_BRIDGE | WADI_HEX_FLAG_WADI_BRIDGE))
    return TRUE;
  return wadi_board_contains (map->board, hex)
         && wadi_rules_context_has_counter (map->ctx, hex, WADI_COUNTER_BRIDGE);
}

guint
wadi_los_side_between (const WadiBoard *board,
                       WadiHex          a,
                       WadiHex          b)
{
  WadiDirection dir;

  if (!wadi_hex_direction_to (board->layout, a, b, &dir))
    return 0;
  return wadi_board_get_side (board, (WadiHexside) { a, dir });
}

int
wadi_los_effective_floor (const WadiLosMap  *map,
                          const WadiHexCell *cell)
{
  if (cell->depression == WADI_DEPRESSION_STREAM && map->ssr->stream_depth == WADI_STREAM_FLOODED)
    return cell->floor + 1;
  return cell->floor;
}

int
wadi_los_positional_level (const WadiLosMap   *map,
                           const WadiLocation *location)
{
  const WadiHexCell *cell = wadi_los_cell (map->board, location->hex);
  int                level = wadi_stream_ground_level (map->ctx, cell);

  switch (location->position)
    {
    case WADI_POSITION_IN:
    case WADI_POSITION_WADI:
      if (cell->depression != WADI_DEPRESSION_NONE)
        level = MIN (cell->level, wadi_los_effective_floor (map, cell));
      break;
    case WADI_POSITION_CREST:
      level = wadi_crest_level (cell);
      break;
    case WADI_POSITION_GROUND:
    case WADI_POSITION_BRIDGE:
    case WADI_POSITION_COUNT:
    default:
      break;
    }
  return level + location->height;
}

/* The corridor's squares are a quarter of a unit (the distance between
 * neighbouring centres) a side, and a line is read at a point at least
 * every quarter unit along it: the part of the line within an eighth of
 * a unit of a point meets only hexes whose centre lies within a hex's
 * circumradius (1 / sqrt 3) and an eighth of that point.  A square lies
 * wholly inside a hex when its centre is within the hex's inradius (1/2)
 * less half its diagonal of the hex's centre: a line through the square
 * passes through that hex's inside. */
#define SQUARE 0.25
#define STEP 0.25
#define CIRCUMRADIUS 0.57735026918962576
#define REACH (CIRCUMRADIUS + STEP / 2.0 + 1e-6)
#define CORE (0.5 - SQUARE * 0.70710678118654752 - 1e-6)
/* Points read past the first whose ground near the line is above top. */
#define GIVE_UP 12
/* Levels the corridor holds; a map with others has no corridor. */
#define LEVEL_MIN -100
#define LEVEL_MAX 100
#define NONE G_MININT8

/* Raises the squares whose centres lie within reach of (x, y) (or,
 * reach < 0, within -reach: the squares wholly inside) to level; field
 * is ground, floor or solid. */
static void
raise_near (WadiLosCorridor *corridor,
            gsize            field,
            double           x,
            double           y,
            double           reach,
            int              level)
{
  double box = reach >= 0 ? reach : -reach;
  int    i0 = (int) floor ((x - box - corridor->x0) / SQUARE);
  int    i1 = (int) floor ((x + box - corridor->x0) / SQUARE);
  int    j0 = (int) floor ((y - box - corridor->y0) / SQUARE);
  int    j1 = (int) floor ((y + box - corridor->y0) / SQUARE);

  for (int j = MAX (j0, 0); j <= MIN (j1, corridor->rows - 1); j++)
    for (int i = MAX (i0, 0); i <= MIN (i1, corridor->cols - 1); i++)
      {
        gint8 *square = (gint8 *) &corridor->squares[(gsize) j * corridor->cols + i] + field;

        if (reach < 0)
          {
            double cx = corridor->x0 + (i + 0.5) * SQUARE - x;
            double cy = corridor->y0 + (j + 0.5) * SQUARE - y;

            if (cx * cx + cy * cy >= box * box)
              continue;
          }
        *square = (gint8) MAX (*square, level);
      }
}

WadiLosCorridor *
wadi_los_corridor_new (const WadiRulesContext *ctx,
                       const WadiBoard        *board)
{
  WadiLosCorridor   *corridor;
  WadiLosMap         map = { ctx, wadi_rules_context_ssr (ctx), board, NULL, G_MAXINT, NULL };
  guint              n = wadi_board_hex_count (board);
  const WadiHexCell *outside = &board->default_cell;
  int                low = wadi_stream_ground_level (ctx, outside);
  double             x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  double             x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE;
  gsize              count;

  if (n == 0)
    return NULL;
  for (guint i = 0; i < n; i++)
    {
      double x, y;
      int    level = wadi_stream_ground_level (ctx, &board->cells[i]);

      if (level < LEVEL_MIN || level > LEVEL_MAX || board->cells[i].floor < LEVEL_MIN
          || board->cells[i].floor > LEVEL_MAX)
        return NULL;
      wadi_hex_center (board->layout, wadi_board_hex_at_index (board, i), &x, &y);
      x0 = MIN (x0, x);
      y0 = MIN (y0, y);
      x1 = MAX (x1, x);
      y1 = MAX (y1, y);
    }
  if (low < LEVEL_MIN || low > LEVEL_MAX || outside->floor < LEVEL_MIN || outside->floor > LEVEL_MAX)
    return NULL;
  corridor = g_new0 (WadiLosCorridor, 1);
  corridor->x0 = x0 - REACH - SQUARE;
  corridor->y0 = y0 - REACH - SQUARE;
  corridor->cols = (int) ceil ((x1 + REACH + SQUARE - corridor->x0) / SQUARE) + 1;
  corridor->rows = (int) ceil ((y1 + REACH + SQUARE - corridor->y0) / SQUARE) + 1;
  count = (gsize) corridor->cols * corridor->rows;
  corridor->squares = g_new (WadiLosSquare, count);
  /* off the map: the default cell, everywhere (a bound, not exact) */
  corridor->squares[0] = (WadiLosSquare) {
    .ground = (gint8) low,
    .floor = (gint8) (outside->depression != WADI_DEPRESSION_NONE ? wadi_los_effective_floor (&map, outside) : NONE),
    .solid = NONE,
  };
  for (gsize k = 1; k < count; k++)
    corridor->squares[k] = corridor->squares[0];
  for (guint i = 0; i < n; i++)
    {
      const WadiHexCell *cell = &board->cells[i];
      int                level = wadi_stream_ground_level (ctx, cell);
      double             x, y;

      wadi_hex_center (board->layout, wadi_board_hex_at_index (board, i), &x, &y);
      if (level > low)
        raise_near (corridor, G_STRUCT_OFFSET (WadiLosSquare, ground), x, y, REACH, level);
      if (cell->depression != WADI_DEPRESSION_NONE)
        raise_near (corridor, G_STRUCT_OFFSET (WadiLosSquare, floor), x, y, REACH, wadi_los_effective_floor (&map, cell));
      else if (level > low)
        /* a hex no higher than the ground off the map proves nothing
         * that ground near the line does not */
        raise_near (corridor, G_STRUCT_OFFSET (WadiLosSquare, solid), x, y, -CORE, level);
    }
  return corridor;
}

void
wadi_los_corridor_free (WadiLosCorridor *corridor)
{
  if (corridor == NULL)
    return;
  g_free (corridor->squares);
  g_free (corridor);
}

WadiLosCorridorAnswer
wadi_los_corridor_ask (const WadiLosCorridor *corridor,
                       WadiGridLayout         layout,
                       WadiHex                a,
                       WadiHex                b,
                       int                    top,
                       WadiHex               *blocker)
{
  double ax, ay, bx, by, length, u, v, du, dv;
  int    n, ends;
  int    last = G_MAXINT; /* where to give up looking for a hex that blocks */

  wadi_hex_center (layout, a, &ax, &ay);
  wadi_hex_center (layout, b, &bx, &by);
  length = hypot (bx - ax, by - ay);
  n = MAX ((int) ceil (length / STEP), 1);
  /* a square within this many points of an end may lie in a's or b's hex,
   * which the walk does not read */
  ends = (int) ceil ((0.5 + SQUARE) * n / MAX (length, 1e-9));
  /* in squares: the map's hexes lie within the corridor, away from its
   * edges, so the coordinates stay positive and truncation floors them */
  u = (ax - corridor->x0) / SQUARE;
  v = (ay - corridor->y0) / SQUARE;
  du = (bx - ax) / SQUARE / n;
  dv = (by - ay) / SQUARE / n;
  for (int k = 0; k <= n && k <= last; k++, u += du, v += dv)
    {
      int                  i = (int) u;
      int                  j = (int) v;
      const WadiLosSquare *square;

      if (u < 0 || v < 0 || i >= corridor->cols || j >= corridor->rows)
        return WADI_LOS_CORRIDOR_UNKNOWN;
      square = &corridor->squares[(gsize) j * corridor->cols + i];
      /* a depression's floor, read inside, could block before */
      if (square->floor > top)
        return WADI_LOS_CORRIDOR_UNKNOWN;
      /* ground near the line above top: unless a hex it passes through
       * soon is so, the walk must decide, and it starts now */
      if (square->ground > top && last == G_MAXINT)
        last = k + GIVE_UP;
      if (square->solid > top && k > ends && k < n - ends)
        {
          *blocker = wadi_hex_at_point (layout, u * SQUARE + corridor->x0, v * SQUARE + corridor->y0);
          return WADI_LOS_CORRIDOR_BLOCKED;
        }
    }
  return last == G_MAXINT ? WADI_LOS_CORRIDOR_CLEAR : WADI_LOS_CORRIDOR_UNKNOWN;
}
