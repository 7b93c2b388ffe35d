/* wadi-hex.c: hex grid geometry
 *
 * Offset <-> cube conversion follows the "odd-q / even-q" (flat-top) and
 * "odd-r / even-r" (pointy-top) layouts, written with floor-safe parity so
 * the ring of hexside slots at column or row -1 converts correctly.
 *
 * Drawing unit: neighbouring centres are 1.0 apart, y grows downwards.
 * Flat-top: x = col * sqrt(3)/2, y = row + 0.5 when the column is pushed
 * down by the stagger (odd columns for WADI_STAGGER_ODD, even columns for
 * WADI_STAGGER_EVEN), else y = row.  Pointy-top is the transpose:
 * y = row * sqrt(3)/2, x = col + 0.5 when the row is pushed right.
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "wadi-hex.h"

#define SQRT3 1.7320508075688772

/* Exactness of wadi_hex_line: its scaled coordinates grow like n^4 for a
 * line of length n (below 8e18 at this length), and must fit a gint64. */
#define LINE_MAX_DISTANCE 20000

/* Points further out than this (in hexes) pick the hex at this distance. */
#define PICK_LIMIT 1.0e8

/* Cube deltas (q, r, s) of the six directions, per orientation. */
static const WadiCube flat_top_directions[WADI_DIRECTION_COUNT] = {
  { 0, -1, +1 }, /* N */
  { +1, -1, 0 }, /* NE */
  { +1, 0, -1 }, /* SE */
  { 0, +1, -1 }, /* S */
  { -1, +1, 0 }, /* SW */
  { -1, 0, +1 }, /* NW */
};

static const WadiCube pointy_top_directions[WADI_DIRECTION_COUNT] = {
  { +1, -1, 0 }, /* NE */
  { +1, 0, -1 }, /* E */
  { 0, +1, -1 }, /* SE */
  { -1, +1, 0 }, /* SW */
  { -1, 0, +1 }, /* W */
  { 0, -1, +1 }, /* NW */
};

static inline gboolean
is_flat_top (WadiGridLayout layout)
{
  return layout.orientation != WADI_GRID_POINTY_TOP;
}

static inline const WadiCube *
direction_table (WadiGridLayout layout)
{
  return is_flat_top (layout) ? flat_top_directions : pointy_top_directions;
}

static inline int
parity (int n)
{
  /* n & 1 is 1 for odd negative numbers too (two's complement) */
  return n & 1;
}

/* How far the staggered coordinate (col for flat-top, row for pointy-top)
 * moves the other axis: the floor of half of it, biased by the stagger. */
static inline int
stagger_shift (WadiStagger stagger,
               int         n)
{
  if (stagger == WADI_STAGGER_EVEN)
    return (n + parity (n)) / 2;
  return (n - parity (n)) / 2;
}

static inline WadiCube
make_cube (int q,
           int r)
{
  WadiCube cube = { q, r, -q - r };
  return cube;
}

WadiCube
wadi_hex_to_cube (WadiGridLayout layout,
                  WadiHex        hex)
{
  if (is_flat_top (layout))
    return make_cube (hex.col, hex.row - stagger_shift (layout.stagger, hex.col));
  return make_cube (hex.col - stagger_shift (layout.stagger, hex.row), hex.row);
}

WadiHex
wadi_cube_to_hex (WadiGridLayout layout,
                  WadiCube       cube)
{
  WadiHex hex;

  if (is_flat_top (layout))
    {
      hex.col = cube.q;
      hex.row = cube.r + stagger_shift (layout.stagger, cube.q);
    }
  else
    {
      hex.row = cube.r;
      hex.col = cube.q + stagger_shift (layout.stagger, cube.r);
    }
  return hex;
}

WadiCube
wadi_cube_direction (WadiGridLayout layout,
                     WadiDirection  dir)
{
  static const WadiCube none = { 0, 0, 0 };

  g_return_val_if_fail (dir < WADI_DIRECTION_COUNT, none);

  return direction_table (layout)[dir];
}

WadiCube
wadi_cube_rotate (WadiCube cube,
                  guint    turns)
{
  for (guint i = 0; i < turns % 6; i++)
    cube = (WadiCube) { -cube.r, -cube.s, -cube.q };
  return cube;
}

WadiHex
wadi_hex_neighbor (WadiGridLayout layout,
                   WadiHex        hex,
                   WadiDirection  dir)
{
  WadiCube cube;
  WadiCube delta;

  g_return_val_if_fail (dir < WADI_DIRECTION_COUNT, hex);

  cube = wadi_hex_to_cube (layout, hex);
  delta = direction_table (layout)[dir];
  return wadi_cube_to_hex (layout, make_cube (cube.q + delta.q, cube.r + delta.r));
}

int
wadi_hex_distance (WadiGridLayout layout,
                   WadiHex        a,
                   WadiHex        b)
{
  WadiCube ca = wadi_hex_to_cube (layout, a);
  WadiCube cb = wadi_hex_to_cube (layout, b);

  return (abs (ca.q - cb.q) + abs (ca.r - cb.r) + abs (ca.s - cb.s)) / 2;
}

/* Directions by cube delta: index (dq + 1) * 3 + (dr + 1); -1 where
 * (dq, dr) is not a unit step. */
static const gint8 flat_top_direction_of_delta[9] = {
  -1, 5, 4, /* dq = -1: dr = -1, 0, +1 */
  0, -1, 3, /* dq = 0 */
  1, 2, -1, /* dq = +1 */
};

static const gint8 pointy_top_direction_of_delta[9] = {
  -1,
  4,
  3,
  5,
  -1,
  2,
  0,
  1,
  -1,
};

/* The direction whose cube delta is (dq, dr), or -1. */
static inline int
direction_of_delta (WadiGridLayout layout,
                    gint64         dq,
                    gint64         dr)
{
  if (dq < -1 || dq > 1 || dr < -1 || dr > 1)
    return -1;
  if (is_flat_top (layout))
    return flat_top_direction_of_delta[(dq + 1) * 3 + (dr + 1)];
  return pointy_top_direction_of_delta[(dq + 1) * 3 + (dr + 1)];
}

gboolean
wadi_hex_direction_to (WadiGridLayout layout,
                       WadiHex        a,
                       WadiHex        b,
                       WadiDirection *dir)
{
  WadiCube ca = wadi_hex_to_cube (layout, a);
  WadiCube cb = wadi_hex_to_cube (layout, b);
  int      d = direction_of_delta (layout, cb.q - ca.q, cb.r - ca.r);

  if (d < 0)
    return FALSE;
  if (dir != NULL)
    *dir = (WadiDirection) d;
  return TRUE;
}

WadiHex
wadi_hexside_other_hex (WadiGridLayout layout,
                        WadiHexside    side)
{
  return wadi_hex_neighbor (layout, side.hex, side.dir);
}

WadiHexside
wadi_hexside_canonical (WadiGridLayout layout,
                        WadiHexside    side)
{
  WadiHexside canonical;

  g_return_val_if_fail (side.dir < WADI_DIRECTION_COUNT, side);

  if (side.dir < 3)
    return side;
  canonical.hex = wadi_hex_neighbor (layout, side.hex, side.dir);
  canonical.dir = (WadiDirection) (side.dir - 3);
  return canonical;
}

gboolean
wadi_hexside_equal (WadiGridLayout layout,
                    WadiHexside    a,
                    WadiHexside    b)
{
  WadiHexside ca = wadi_hexside_canonical (layout, a);
  WadiHexside cb = wadi_hexside_canonical (layout, b);

  return wadi_hex_equal (ca.hex, cb.hex) && ca.dir == cb.dir;
}

void
wadi_vertex_hexes (WadiGridLayout layout,
                   WadiVertex     vertex,
                   WadiHex        hexes[3])
{
  g_return_if_fail (vertex.index < WADI_DIRECTION_COUNT);

  hexes[0] = vertex.hex;
  hexes[1] = wadi_hex_neighbor (layout, vertex.hex, vertex.index);
  hexes[2] = wadi_hex_neighbor (layout, vertex.hex, (WadiDirection) ((vertex.index + 1) % 6));
}

/* The three hexes at a vertex see it as indices k, k + 2 and k + 4 (the
 * named hex, its neighbour k, its neighbour k + 1); exactly one of those is
 * 0 or 1. */
WadiVertex
wadi_vertex_canonical (WadiGridLayout layout,
                       WadiVertex     vertex)
{
  WadiVertex canonical;

  g_return_val_if_fail (vertex.index < WADI_DIRECTION_COUNT, vertex);

  if (vertex.index < 2)
    return vertex;
  if (vertex.index < 4)
    {
      canonical.hex = wadi_hex_neighbor (layout, vertex.hex, (WadiDirection) (vertex.index + 1));
      canonical.index = (WadiVertexIndex) (vertex.index - 2);
    }
  else
    {
      canonical.hex = wadi_hex_neighbor (layout, vertex.hex, vertex.index);
      canonical.index = (WadiVertexIndex) (vertex.index - 4);
    }
  return canonical;
}

gboolean
wadi_vertex_equal (WadiGridLayout layout,
                   WadiVertex     a,
                   WadiVertex     b)
{
  WadiVertex ca = wadi_vertex_canonical (layout, a);
  WadiVertex cb = wadi_vertex_canonical (layout, b);

  return wadi_hex_equal (ca.hex, cb.hex) && ca.index == cb.index;
}

gboolean
wadi_vertex_from_hexes (WadiGridLayout layout,
                        WadiHex        a,
                        WadiHex        b,
                        WadiHex        c,
                        WadiVertex    *vertex)
{
  WadiDirection to_b;
  WadiDirection to_c;
  WadiVertex    found;

  if (!wadi_hex_direction_to (layout, a, b, &to_b) || !wadi_hex_direction_to (layout, a, c, &to_c))
    return FALSE;

  /* b and c are adjacent to each other exactly when their directions from a
   * are neighbouring directions. */
  if ((to_b + 1) % 6 == to_c)
    found.index = to_b;
  else if ((to_c + 1) % 6 == to_b)
    found.index = to_c;
  else
    return FALSE;

  found.hex = a;
  if (vertex != NULL)
    *vertex = wadi_vertex_canonical (layout, found);
  return TRUE;
}

void
wadi_vertex_hexsides (WadiVertexIndex index,
                      WadiDirection   dirs[2])
{
  g_return_if_fail (index < WADI_DIRECTION_COUNT);

  dirs[0] = index;
  dirs[1] = (WadiDirection) ((index + 1) % 6);
}

/* Drawing coordinates of an axial position (possibly fractional). */
static void
axial_to_point (WadiGridLayout layout,
                double         q,
                double         r,
                double        *x,
                double        *y)
{
  double bias = layout.stagger == WADI_STAGGER_EVEN ? 0.5 : 0.0;

  if (is_flat_top (layout))
    {
      *x = q * (SQRT3 / 2.0);
      *y = r + q / 2.0 + bias;
    }
  else
    {
      *x = q + r / 2.0 + bias;
      *y = r * (SQRT3 / 2.0);
    }
}

static void
point_to_axial (WadiGridLayout layout,
                double         x,
                double         y,
                double        *q,
                double        *r)
{
  double bias = layout.stagger == WADI_STAGGER_EVEN ? 0.5 : 0.0;

  if (is_flat_top (layout))
    {
      *q = x / (SQRT3 / 2.0);
      *r = y - bias - *q / 2.0;
    }
  else
    {
      *r = y / (SQRT3 / 2.0);
      *q = x - bias - *r / 2.0;
    }
}

const char *
wadi_direction_name (WadiGridOrientation orientation,
                     WadiDirection       dir)
{
  static const char *const flat_top[WADI_DIRECTION_COUNT] = { "n", "ne", "se", "s", "sw", "nw" };
  static const char *const pointy_top[WADI_DIRECTION_COUNT] = { "ne", "e", "se", "sw", "w", "nw" };

  if (dir >= WADI_DIRECTION_COUNT)
    return NULL;
  return orientation == WADI_GRID_POINTY_TOP ? pointy_top[dir] : flat_top[dir];
}

void
wadi_hex_center (WadiGridLayout layout,
                 WadiHex        hex,
                 double        *x,
                 double        *y)
{
  WadiCube cube = wadi_hex_to_cube (layout, hex);

  axial_to_point (layout, cube.q, cube.r, x, y);
}

void
wadi_hex_corner (WadiGridLayout  layout,
                 WadiHex         hex,
                 WadiVertexIndex index,
                 double         *x,
                 double         *y)
{
  /* Corner 0 is at -60 degrees (flat-top) or -30 degrees (pointy-top),
   * y down; the corners then go clockwise 60 degrees apart.  The
   * circumradius is 1 / sqrt(3) in this unit. */
  double start = is_flat_top (layout) ? -60.0 : -30.0;
  double angle = (start + 60.0 * (index % 6)) * G_PI / 180.0;
  double radius = 1.0 / SQRT3;
  double cx;
  double cy;

  wadi_hex_center (layout, hex, &cx, &cy);
  *x = cx + radius * cos (angle);
  *y = cy + radius * sin (angle);
}

static double
squared_distance_to_center (WadiGridLayout layout,
                            WadiCube       cube,
                            double         x,
                            double         y)
{
  double cx;
  double cy;

  axial_to_point (layout, cube.q, cube.r, &cx, &cy);
  return (cx - x) * (cx - x) + (cy - y) * (cy - y);
}

WadiHex
wadi_hex_at_point (WadiGridLayout layout,
                   double         x,
                   double         y)
{
  double          q;
  double          r;
  double          s;
  double          rq;
  double          rr;
  double          rs;
  WadiCube        best;
  double          best_distance;
  const WadiCube *table = direction_table (layout);

  point_to_axial (layout, x, y, &q, &r);
  /* keep the rounding below inside int, whatever the pointer reports */
  q = isfinite (q) ? CLAMP (q, -PICK_LIMIT, PICK_LIMIT) : 0.0;
  r = isfinite (r) ? CLAMP (r, -PICK_LIMIT, PICK_LIMIT) : 0.0;
  s = -q - r;
  rq = round (q);
  rr = round (r);
  rs = round (s);

  /* Cube rounding: the coordinate that moved most is recomputed from the
   * other two, which keeps q + r + s == 0. */
  if (fabs (rq - q) > fabs (rr - r) && fabs (rq - q) > fabs (rs - s))
    rq = -rr - rs;
  else if (fabs (rr - r) > fabs (rs - s))
    rr = -rq - rs;

  best = make_cube ((int) rq, (int) rr);
  best_distance = squared_distance_to_center (layout, best, x, y);

  /* A cell is the set of points nearest its centre; a neighbour can only
   * win through rounding noise at a boundary. */
  for (int d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      WadiCube candidate = make_cube (best.q + table[d].q, best.r + table[d].r);
      double   distance = squared_distance_to_center (layout, candidate, x, y);

      if (distance < best_distance)
        {
          best = candidate;
          best_distance = distance;
        }
    }

  return wadi_cube_to_hex (layout, best);
}

/* The line: exact arithmetic in cube space.
 *
 * With u = x - y, v = y - z, w = z - x, the cell of hex h is
 * |u - u_h| <= 1, |v - v_h| <= 1, |w - w_h| <= 1, and the lines where u, v
 * or w is an integer cut the plane into triangles that refine the hex
 * tiling (each hex edge is one triangle edge).  The points of the line
 * where u, v or w is an integer are the events; between two events the
 * open segment lies inside one hex, or on one hexside.  Positions are kept
 * relative to the start hex and scaled by 2L (L = lcm of |du|, |dv|, |dw|)
 * so every event and every midpoint between events is an integer point. */

/* A cell (or a scaled point) relative to the start hex, as cube x and y;
 * z = -x - y. */
typedef struct
{
  gint64 x;
  gint64 y;
} LineCell;

typedef struct
{
  WadiGridLayout layout;
  WadiCube       origin; /* cube of the start hex */
  gint64         scale;  /* 2L */
  WadiLineStep  *next;   /* where the next step goes */
} LineWalk;

static gint64
gcd64 (gint64 a,
       gint64 b)
{
  while (b != 0)
    {
      gint64 t = a % b;
      a = b;
      b = t;
    }
  return a;
}

static gint64
lcm64 (gint64 a,
       gint64 b)
{
  if (a == 0)
    return b;
  if (b == 0)
    return a;
  return a / gcd64 (a, b) * b;
}

static inline LineCell
line_cell (gint64 x,
           gint64 y)
{
  LineCell cell = { x, y };
  return cell;
}

/* The scaled e.(p - h) for e = (1,-1,0), (0,1,-1), (-1,0,1): p is in the
 * closed cell of h when all three lie in [-scale, scale], and on the
 * hexside towards h + e (or h - e) when one equals scale (or -scale). */
static inline void
cell_offsets (const LineWalk *walk,
              LineCell        h,
              LineCell        point,
              gint64         *u,
              gint64         *v,
              gint64         *w)
{
  gint64 dx = point.x - walk->scale * h.x;
  gint64 dy = point.y - walk->scale * h.y;

  *u = dx - dy;
  *v = dx + 2 * dy;
  *w = -2 * dx - dy;
}

static inline gboolean
cell_contains (const LineWalk *walk,
               LineCell        h,
               LineCell        point)
{
  gint64 u, v, w;

  cell_offsets (walk, h, point, &u, &v, &w);
  return u <= walk->scale && u >= -walk->scale && v <= walk->scale && v >= -walk->scale && w <= walk->scale && w >= -walk->scale;
}

/* The cells whose closure holds point, given one of them (h): h and the
 * neighbours across each of h's hexsides the point lies on.  1 cell: the
 * point is inside h; 2: on their hexside; 3: on their vertex (a point of
 * a cell is on at most two of its hexsides). */
static inline int
cells_at_point (const LineWalk *walk,
                LineCell        h,
                LineCell        point,
                LineCell        cells[3])
{
  gint64 u, v, w;
  gint64 scale = walk->scale;
  int    n = 0;

  cell_offsets (walk, h, point, &u, &v, &w);
  cells[n++] = h;
  if (u == scale)
    cells[n++] = line_cell (h.x + 1, h.y - 1);
  else if (u == -scale)
    cells[n++] = line_cell (h.x - 1, h.y + 1);
  if (v == scale)
    cells[n++] = line_cell (h.x, h.y + 1);
  else if (v == -scale)
    cells[n++] = line_cell (h.x, h.y - 1);
  if (n < 3 && w == scale)
    cells[n++] = line_cell (h.x - 1, h.y);
  else if (n < 3 && w == -scale)
    cells[n++] = line_cell (h.x + 1, h.y);
  return n;
}

static inline WadiHex
line_hex (const LineWalk *walk,
          LineCell        h)
{
  return wadi_cube_to_hex (walk->layout,
                           make_cube (walk->origin.q + (int) h.x, walk->origin.r + (int) h.y));
}

static inline void
line_emit_hex (LineWalk *walk,
               LineCell  h)
{
  WadiLineStep *step = walk->next++;

  step->kind = WADI_LINE_HEX;
  step->hex = line_hex (walk, h);
}

/* The canonical hexside between adjacent cells a and b, named in cube
 * space so no offset neighbour has to be computed. */
static void
line_emit_side (LineWalk        *walk,
                WadiLineStepKind kind,
                LineCell         a,
                LineCell         b)
{
  WadiLineStep *step = walk->next++;
  int           dir = direction_of_delta (walk->layout, b.x - a.x, b.y - a.y);

  g_assert (dir >= 0);
  step->kind = kind;
  if (dir < 3)
    {
      step->side.hex = line_hex (walk, a);
      step->side.dir = (WadiDirection) dir;
    }
  else
    {
      step->side.hex = line_hex (walk, b);
      step->side.dir = (WadiDirection) (dir - 3);
    }
}

/* The canonical vertex of the three cells around it; see
 * wadi_vertex_canonical for which of them owns it. */
static void
line_emit_vertex (LineWalk      *walk,
                  const LineCell cells[3])
{
  WadiLineStep *step = walk->next++;
  int           to_b = direction_of_delta (walk->layout, cells[1].x - cells[0].x, cells[1].y - cells[0].y);
  int           to_c = direction_of_delta (walk->layout, cells[2].x - cells[0].x, cells[2].y - cells[0].y);
  int           index;
  LineCell      next_cell;
  LineCell      after_next_cell;

  g_assert (to_b >= 0 && to_c >= 0);
  if ((to_b + 1) % 6 == to_c)
    {
      index = to_b;
      next_cell = cells[1];
      after_next_cell = cells[2];
    }
  else
    {
      index = to_c;
      next_cell = cells[2];
      after_next_cell = cells[1];
    }

  step->kind = WADI_LINE_VERTEX;
  if (index < 2)
    {
      step->vertex.hex = line_hex (walk, cells[0]);
      step->vertex.index = (WadiVertexIndex) index;
    }
  else if (index < 4)
    {
      step->vertex.hex = line_hex (walk, after_next_cell);
      step->vertex.index = (WadiVertexIndex) (index - 2);
    }
  else
    {
      step->vertex.hex = line_hex (walk, next_cell);
      step->vertex.index = (WadiVertexIndex) (index - 4);
    }
}

/* The first event of a coordinate that changes every step, or never
 * (G_MAXINT64) when it is constant along the line. */
static inline gint64
first_event (gint64 step)
{
  return step == 0 ? G_MAXINT64 : step;
}

static inline void
walk_get_cells (const WadiHexLineWalk *line,
                LineCell               cells[3])
{
  for (int i = 0; i < line->segment_count; i++)
    cells[i] = line_cell (line->segment_cells[i][0], line->segment_cells[i][1]);
}

static inline void
walk_set_cells (WadiHexLineWalk *line,
                const LineCell  *cells,
                int              count)
{
  line->segment_count = count;
  for (int i = 0; i < count; i++)
    {
      line->segment_cells[i][0] = cells[i].x;
      line->segment_cells[i][1] = cells[i].y;
    }
}

guint
wadi_hex_line_max_steps (WadiGridLayout layout,
                         WadiHex        a,
                         WadiHex        b)
{
  WadiCube ca = wadi_hex_to_cube (layout, a);
  WadiCube cb = wadi_hex_to_cube (layout, b);
  gint64   dx = cb.q - ca.q;
  gint64   dy = cb.r - ca.r;

  /* Each event adds at most two steps and there are at most
   * |du| + |dv| + |dw| events. */
  return 1 + 2 * (guint) (ABS (dx - dy) + ABS (dx + 2 * dy) + ABS (-2 * dx - dy));
}

void
wadi_hex_line_begin (WadiHexLineWalk *line,
                     WadiGridLayout   layout,
                     WadiHex          a,
                     WadiHex          b,
                     WadiLineStep    *out)
{
  WadiCube cb;
  gint64   du, dv, dw;
  LineWalk walk;
  LineCell start = line_cell (0, 0);

  line->layout = layout;
  line->origin = wadi_hex_to_cube (layout, a);
  cb = wadi_hex_to_cube (layout, b);
  line->dx = cb.q - line->origin.q;
  line->dy = cb.r - line->origin.r;
  du = line->dx - line->dy;
  dv = line->dx + 2 * line->dy;
  dw = -2 * line->dx - line->dy;

  line->length = lcm64 (lcm64 (ABS (du), ABS (dv)), ABS (dw));
  line->scale = 2 * line->length;
  line->m = 0;
  line->step_u = du == 0 ? 0 : line->length / ABS (du);
  line->step_v = dv == 0 ? 0 : line->length / ABS (dv);
  line->step_w = dw == 0 ? 0 : line->length / ABS (dw);
  line->next_u = first_event (line->step_u);
  line->next_v = first_event (line->step_v);
  line->next_w = first_event (line->step_w);

  /* The first segment leaves the centre of a, inside a. */
  walk_set_cells (line, &start, 1);
  walk.layout = layout;
  walk.origin = line->origin;
  walk.scale = line->scale;
  walk.next = out;
  line_emit_hex (&walk, start);
}

guint
wadi_hex_line_next (WadiHexLineWalk *line,
                    WadiLineStep    *out)
{
  LineWalk walk;
  LineCell segment_cells[3];
  gint64   dx = line->dx;
  gint64   dy = line->dy;

  walk.layout = line->layout;
  walk.origin = line->origin;
  walk.scale = line->scale;
  walk.next = out;
  walk_get_cells (line, segment_cells);

  while (line->m < line->length && walk.next == out)
    {
      gint64   next = MIN (MIN (line->next_u, line->next_v), line->next_w);
      LineCell event = line_cell (2 * next * dx, 2 * next * dy);
      LineCell event_cells[3];
      int      event_count;

      if (line->next_u == next)
        line->next_u += line->step_u;
      if (line->next_v == next)
        line->next_v += line->step_v;
      if (line->next_w == next)
        line->next_w += line->step_w;

      /* The event closes the segment, so the segment's cell holds it.  One
       * cell: still inside that hex (a line of the refinement inside it, or
       * the centre of b), nothing to say. */
      event_count = cells_at_point (&walk, segment_cells[0], event, event_cells);
      if (event_count == 2)
        {
          /* across a hexside: from one interior straight into the other */
          g_assert (line->segment_count == 1);
          line_emit_side (&walk, WADI_LINE_CROSS_HEXSIDE, event_cells[0], event_cells[1]);
          segment_cells[0] = event_cells[1];
          walk_set_cells (line, segment_cells, 1);
          line_emit_hex (&walk, segment_cells[0]);
        }
      else if (event_count == 3)
        {
          /* through a vertex: the next segment lies in one or two of the
           * cells there; its midpoint tells which */
          gint64   following = MIN (MIN (line->next_u, line->next_v), line->next_w);
          LineCell middle = line_cell ((next + following) * dx, (next + following) * dy);
          int      segment_count = 0;

          line_emit_vertex (&walk, event_cells);
          for (int i = 0; i < event_count && segment_count == 0; i++)
            if (cell_contains (&walk, event_cells[i], middle))
              segment_count = cells_at_point (&walk, event_cells[i], middle, segment_cells);
          g_assert (segment_count == 1 || segment_count == 2);
          walk_set_cells (line, segment_cells, segment_count);

          if (segment_count == 1)
            line_emit_hex (&walk, segment_cells[0]);
          else
            line_emit_side (&walk, WADI_LINE_ALONG_HEXSIDE, segment_cells[0], segment_cells[1]);
        }

      line->m = next;
    }
  return (guint) (walk.next - out);
}

void
wadi_hex_line (WadiGridLayout layout,
               WadiHex        a,
               WadiHex        b,
               GArray        *steps)
{
  WadiHexLineWalk walk;
  WadiLineStep   *next;
  guint           first;
  guint           n;

  g_return_if_fail (steps != NULL);
  g_return_if_fail (g_array_get_element_size (steps) == sizeof (WadiLineStep));
  g_return_if_fail (wadi_hex_distance (layout, a, b) <= LINE_MAX_DISTANCE);

  /* one resize makes room for all */
  first = steps->len;
  g_array_set_size (steps, first + wadi_hex_line_max_steps (layout, a, b));
  next = &g_array_index (steps, WadiLineStep, first);
  wadi_hex_line_begin (&walk, layout, a, b, next++);
  while ((n = wadi_hex_line_next (&walk, next)) > 0)
    next += n;
  g_array_set_size (steps, first + (guint) (next - &g_array_index (steps, WadiLineStep, first)));
}
