/* test-hex.c: hex grid geometry */
#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "wadi-hex.h"

static const WadiGridLayout asl_layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };

static const WadiGridLayout all_layouts[] = {
  { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
  { WADI_GRID_FLAT_TOP, WADI_STAGGER_EVEN },
  { WADI_GRID_POINTY_TOP, WADI_STAGGER_ODD },
  { WADI_GRID_POINTY_TOP, WADI_STAGGER_EVEN },
};

/* An ASL hex name with a one-letter column ("O9") as storage coordinates of
 * a board whose rows are numbered from 1. */
static WadiHex
asl (const char *name)
{
  WadiHex hex;

  g_assert_true (g_ascii_isupper (name[0]));
  hex.col = name[0] - 'A';
  hex.row = atoi (name + 1) - 1;
  return hex;
}

static gboolean
hex_in (WadiHex        hex,
        const WadiHex *set,
        guint          count)
{
  for (guint i = 0; i < count; i++)
    if (wadi_hex_equal (hex, set[i]))
      return TRUE;
  return FALSE;
}

static gboolean
same_hex_sets (const WadiHex *a,
               const WadiHex *b,
               guint          count)
{
  for (guint i = 0; i < count; i++)
    if (!hex_in (a[i], b, count) || !hex_in (b[i], a, count))
      return FALSE;
  return TRUE;
}

static void
assert_touches (const char       *name,
                const char *const expected_names[6])
{
  WadiHex hex = asl (name);
  WadiHex neighbours[6];
  WadiHex expected[6];

  for (int d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      neighbours[d] = wadi_hex_neighbor (asl_layout, hex, (WadiDirection) d);
      expected[d] = asl (expected_names[d]);
    }
  g_assert_true (same_hex_sets (neighbours, expected, 6));
}

static void
test_asl_neighbours (void)
{
  static const char *const o9[6] = { "N8", "N9", "P8", "P9", "O8", "O10" };
  static const char *const t3[6] = { "S3", "S4", "U3", "U4", "T2", "T4" };
  WadiHex                  o = asl ("O9");

  assert_touches ("O9", o9);
  assert_touches ("T3", t3);

  /* and each in its named direction */
  g_assert_true (wadi_hex_equal (wadi_hex_neighbor (asl_layout, o, 0), asl ("O8")));
  g_assert_true (wadi_hex_equal (wadi_hex_neighbor (asl_layout, o, 1), asl ("P8")));
  g_assert_true (wadi_hex_equal (wadi_hex_neighbor (asl_layout, o, 2), asl ("P9")));
  g_assert_true (wadi_hex_equal (wadi_hex_neighbor (asl_layout, o, 3), asl ("O10")));
  g_assert_true (wadi_hex_equal (wadi_hex_neighbor (asl_layout, o, 4), asl ("N9")));
  g_assert_true (wadi_hex_equal (wadi_hex_neighbor (asl_layout, o, 5), asl ("N8")));
}

static void
assert_vertex (const char *a,
               const char *b,
               const char *c)
{
  WadiHex    named[3] = { asl (a), asl (b), asl (c) };
  WadiHex    found[3];
  WadiVertex vertex;
  WadiVertex again;

  g_assert_true (wadi_vertex_from_hexes (asl_layout, named[0], named[1], named[2], &vertex));
  g_assert_cmpuint (vertex.index, <, 2);
  wadi_vertex_hexes (asl_layout, vertex, found);
  g_assert_true (same_hex_sets (named, found, 3));

  /* any order names the same vertex */
  g_assert_true (wadi_vertex_from_hexes (asl_layout, named[2], named[0], named[1], &again));
  g_assert_true (wadi_vertex_equal (asl_layout, vertex, again));
  g_assert_true (wadi_vertex_from_hexes (asl_layout, named[1], named[2], named[0], &again));
  g_assert_cmpint (again.hex.col, ==, vertex.hex.col);
  g_assert_cmpint (again.hex.row, ==, vertex.hex.row);
  g_assert_cmpuint (again.index, ==, vertex.index);
}

static void
test_asl_vertices (void)
{
  WadiVertex vertex;

  assert_vertex ("C2", "D2", "C3");
  assert_vertex ("E2", "D2", "D1");

  /* three in a column are not a vertex, nor is a hex with itself */
  g_assert_false (wadi_vertex_from_hexes (asl_layout, asl ("C2"), asl ("C3"), asl ("C4"), &vertex));
  g_assert_false (wadi_vertex_from_hexes (asl_layout, asl ("C2"), asl ("C2"), asl ("C3"), &vertex));
  /* D1 touches C2 but not C3 */
  g_assert_false (wadi_vertex_from_hexes (asl_layout, asl ("C2"), asl ("D1"), asl ("C3"), &vertex));
}

static void
test_neighbour_symmetry (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (all_layouts); l++)
    for (int col = -4; col <= 5; col++)
      for (int row = -4; row <= 5; row++)
        {
          WadiGridLayout layout = all_layouts[l];
          WadiHex        hex = { col, row };
          WadiCube       cube = wadi_hex_to_cube (layout, hex);
          WadiHex        neighbours[6];

          g_assert_cmpint (cube.q + cube.r + cube.s, ==, 0);
          g_assert_true (wadi_hex_equal (wadi_cube_to_hex (layout, cube), hex));

          for (int d = 0; d < WADI_DIRECTION_COUNT; d++)
            {
              WadiDirection back = (WadiDirection) ((d + 3) % 6);
              WadiHex       neighbour = wadi_hex_neighbor (layout, hex, (WadiDirection) d);
              WadiDirection found = 99;

              neighbours[d] = neighbour;
              g_assert_true (wadi_hex_equal (wadi_hex_neighbor (layout, neighbour, back), hex));
              g_assert_cmpint (wadi_hex_distance (layout, hex, neighbour), ==, 1);
              g_assert_true (wadi_hex_direction_to (layout, hex, neighbour, &found));
              g_assert_cmpuint (found, ==, d);
              g_assert_true (wadi_hex_direction_to (layout, neighbour, hex, &found));
              g_assert_cmpuint (found, ==, back);
            }

          for (int i = 0; i < 6; i++)
            for (int j = i + 1; j < 6; j++)
              g_assert_false (wadi_hex_equal (neighbours[i], neighbours[j]));

          g_assert_false (wadi_hex_direction_to (layout, hex, hex, NULL));
        }
}

static void
test_hexside_canonical (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (all_layouts); l++)
    for (int col = -3; col <= 4; col++)
      for (int row = -3; row <= 4; row++)
        for (int d = 0; d < WADI_DIRECTION_COUNT; d++)
          {
            WadiGridLayout layout = all_layouts[l];
            WadiHexside    side = { { col, row }, (WadiDirection) d };
            WadiHexside    other;
            WadiHexside    canonical = wadi_hexside_canonical (layout, side);
            WadiHexside    from_other;
            WadiHexside    neighbour_side;

            other.hex = wadi_hexside_other_hex (layout, side);
            other.dir = (WadiDirection) ((d + 3) % 6);
            from_other = wadi_hexside_canonical (layout, other);

            g_assert_cmpuint (canonical.dir, <, 3);
            g_assert_true (wadi_hex_equal (canonical.hex, from_other.hex));
            g_assert_cmpuint (canonical.dir, ==, from_other.dir);
            g_assert_true (wadi_hexside_equal (layout, side, other));
            g_assert_true (wadi_hexside_equal (layout, side, canonical));
            g_assert_true (wadi_hex_equal (wadi_hexside_other_hex (layout, other), side.hex));
            /* canonical is idempotent */
            g_assert_true (wadi_hex_equal (wadi_hexside_canonical (layout, canonical).hex, canonical.hex));

            /* the next hexside round the hex is a different one */
            neighbour_side = side;
            neighbour_side.dir = (WadiDirection) ((d + 1) % 6);
            g_assert_false (wadi_hexside_equal (layout, side, neighbour_side));
          }
}

/* The index under which hex sees the vertex at the three hexes set, or -1. */
static int
vertex_index_seen_from (WadiGridLayout layout,
                        WadiHex        hex,
                        const WadiHex  set[3])
{
  int found = -1;

  for (int k = 0; k < WADI_DIRECTION_COUNT; k++)
    {
      WadiVertex vertex = { hex, (WadiVertexIndex) k };
      WadiHex    hexes[3];

      wadi_vertex_hexes (layout, vertex, hexes);
      if (same_hex_sets (hexes, set, 3))
        {
          g_assert_cmpint (found, ==, -1);
          found = k;
        }
    }
  return found;
}

static void
test_vertex_canonical (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (all_layouts); l++)
    for (int col = -3; col <= 4; col++)
      for (int row = -3; row <= 4; row++)
        for (int k = 0; k < WADI_DIRECTION_COUNT; k++)
          {
            WadiGridLayout layout = all_layouts[l];
            WadiVertex     vertex = { { col, row }, (WadiVertexIndex) k };
            WadiVertex     canonical = wadi_vertex_canonical (layout, vertex);
            WadiHex        hexes[3];
            WadiDirection  sides[2];
            int            owners = 0;

            wadi_vertex_hexes (layout, vertex, hexes);
            g_assert_true (wadi_hex_equal (hexes[0], vertex.hex));

            /* the vertex lies between hexsides k and k + 1 */
            wadi_vertex_hexsides (vertex.index, sides);
            g_assert_cmpuint (sides[0], ==, k);
            g_assert_cmpuint (sides[1], ==, (k + 1) % 6);
            g_assert_true (wadi_hex_equal (hexes[1], wadi_hex_neighbor (layout, vertex.hex, sides[0])));
            g_assert_true (wadi_hex_equal (hexes[2], wadi_hex_neighbor (layout, vertex.hex, sides[1])));

            for (int i = 0; i < 3; i++)
              {
                int        index = vertex_index_seen_from (layout, hexes[i], hexes);
                WadiVertex view = { hexes[i], (WadiVertexIndex) index };

                g_assert_cmpint (index, >=, 0);
                g_assert_true (wadi_vertex_equal (layout, vertex, view));
                if (index < 2)
                  {
                    owners++;
                    g_assert_true (wadi_hex_equal (canonical.hex, hexes[i]));
                    g_assert_cmpuint (canonical.index, ==, index);
                  }
              }
            g_assert_cmpint (owners, ==, 1);

            /* the other five vertices of the hex are different */
            for (int j = 1; j < WADI_DIRECTION_COUNT; j++)
              {
                WadiVertex other = { vertex.hex, (WadiVertexIndex) ((k + j) % 6) };

                g_assert_false (wadi_vertex_equal (layout, vertex, other));
              }
          }
}

#define BFS_MIN (-14)
#define BFS_MAX 20
#define BFS_SIZE (BFS_MAX - BFS_MIN + 1)

static void
test_distance_bfs (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (all_layouts); l++)
    {
      WadiGridLayout layout = all_layouts[l];
      WadiHex        starts[] = { { 0, 0 }, { 3, 2 }, { -1, 4 }, { 5, -1 } };

      for (guint s = 0; s < G_N_ELEMENTS (starts); s++)
        {
          int steps[BFS_SIZE][BFS_SIZE];
          g_autoptr(GArray) queue = g_array_new (FALSE, FALSE, sizeof (WadiHex));
          guint head = 0;

          for (int c = 0; c < BFS_SIZE; c++)
            for (int r = 0; r < BFS_SIZE; r++)
              steps[c][r] = -1;
          steps[starts[s].col - BFS_MIN][starts[s].row - BFS_MIN] = 0;
          g_array_append_val (queue, starts[s]);

          while (head < queue->len)
            {
              WadiHex hex = g_array_index (queue, WadiHex, head++);

              for (int d = 0; d < WADI_DIRECTION_COUNT; d++)
                {
                  WadiHex next = wadi_hex_neighbor (layout, hex, (WadiDirection) d);

                  if (next.col < BFS_MIN || next.col > BFS_MAX || next.row < BFS_MIN || next.row > BFS_MAX || steps[next.col - BFS_MIN][next.row - BFS_MIN] >= 0)
                    continue;
                  steps[next.col - BFS_MIN][next.row - BFS_MIN] = steps[hex.col - BFS_MIN][hex.row - BFS_MIN] + 1;
                  g_array_append_val (queue, next);
                }
            }

          /* the window is wide enough that no shortest path between these
           * hexes leaves it */
          for (int col = -3; col <= 8; col++)
            for (int row = -3; row <= 8; row++)
              {
                WadiHex hex = { col, row };

                g_assert_cmpint (wadi_hex_distance (layout, starts[s], hex), ==,
                                 steps[col - BFS_MIN][row - BFS_MIN]);
                g_assert_cmpint (wadi_hex_distance (layout, hex, starts[s]), ==,
                                 steps[col - BFS_MIN][row - BFS_MIN]);
              }
        }
    }
}

static void
test_drawing_unit (void)
{
  double  x, y, nx, ny;
  WadiHex b1 = { 1, 0 };

  /* ASL: column B sits half a hex lower than A */
  wadi_hex_center (asl_layout, (WadiHex) { 0, 0 }, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (y, 0.0, 1e-12);
  wadi_hex_center (asl_layout, b1, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, sqrt (3.0) / 2.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (y, 0.5, 1e-12);

  for (guint l = 0; l < G_N_ELEMENTS (all_layouts); l++)
    for (int col = -3; col <= 4; col++)
      for (int row = -3; row <= 4; row++)
        {
          WadiGridLayout layout = all_layouts[l];
          WadiHex        hex = { col, row };
          gboolean       flat = layout.orientation == WADI_GRID_FLAT_TOP;

          wadi_hex_center (layout, hex, &x, &y);

          /* hexside 0 is the top (flat-top) or upper right (pointy-top),
           * then clockwise, 60 degrees apart, neighbours 1.0 apart */
          for (int d = 0; d < WADI_DIRECTION_COUNT; d++)
            {
              double angle = ((flat ? -90.0 : -60.0) + 60.0 * d) * G_PI / 180.0;

              wadi_hex_center (layout, wadi_hex_neighbor (layout, hex, (WadiDirection) d), &nx, &ny);
              g_assert_cmpfloat_with_epsilon (nx - x, cos (angle), 1e-9);
              g_assert_cmpfloat_with_epsilon (ny - y, sin (angle), 1e-9);
            }

          /* the three hexes at a vertex put their corners in one place */
          for (int k = 0; k < WADI_DIRECTION_COUNT; k++)
            {
              WadiVertex vertex = { hex, (WadiVertexIndex) k };
              WadiHex    hexes[3];
              double     cx, cy, ox, oy;

              wadi_hex_corner (layout, hex, (WadiVertexIndex) k, &cx, &cy);
              g_assert_cmpfloat_with_epsilon (hypot (cx - x, cy - y), 1.0 / sqrt (3.0), 1e-9);

              wadi_vertex_hexes (layout, vertex, hexes);
              wadi_hex_corner (layout, hexes[1], (WadiVertexIndex) ((k + 2) % 6), &ox, &oy);
              g_assert_cmpfloat_with_epsilon (ox, cx, 1e-9);
              g_assert_cmpfloat_with_epsilon (oy, cy, 1e-9);
              wadi_hex_corner (layout, hexes[2], (WadiVertexIndex) ((k + 4) % 6), &ox, &oy);
              g_assert_cmpfloat_with_epsilon (ox, cx, 1e-9);
              g_assert_cmpfloat_with_epsilon (oy, cy, 1e-9);
            }
        }

  /* flat-top corner 1 is the east point, pointy-top corner 5 the top */
  wadi_hex_corner (asl_layout, (WadiHex) { 0, 0 }, 1, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 1.0 / sqrt (3.0), 1e-12);
  g_assert_cmpfloat_with_epsilon (y, 0.0, 1e-12);
  wadi_hex_corner (all_layouts[2], (WadiHex) { 0, 0 }, 5, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (y, -1.0 / sqrt (3.0), 1e-12);
}

static void
test_hex_at_point (void)
{
  /* nonsense from the pointer gives some hex, not undefined behaviour */
  (void) wadi_hex_at_point (asl_layout, NAN, 0.0);
  (void) wadi_hex_at_point (asl_layout, INFINITY, -INFINITY);
  (void) wadi_hex_at_point (asl_layout, 1e300, -1e300);

  for (guint l = 0; l < G_N_ELEMENTS (all_layouts); l++)
    for (int col = -4; col <= 5; col++)
      for (int row = -4; row <= 5; row++)
        {
          WadiGridLayout layout = all_layouts[l];
          WadiHex        hex = { col, row };
          double         x, y;

          wadi_hex_center (layout, hex, &x, &y);
          g_assert_true (wadi_hex_equal (wadi_hex_at_point (layout, x, y), hex));

          for (int k = 0; k < WADI_DIRECTION_COUNT; k++)
            {
              WadiVertex vertex = { hex, (WadiVertexIndex) k };
              WadiHex    hexes[3];
              double     cx, cy;

              wadi_vertex_hexes (layout, vertex, hexes);
              wadi_hex_corner (layout, hex, (WadiVertexIndex) k, &cx, &cy);

              /* on the corner itself: one of its three hexes */
              g_assert_true (hex_in (wadi_hex_at_point (layout, cx, cy), hexes, 3));

              /* a hair towards each hex's centre: that hex */
              for (int i = 0; i < 3; i++)
                {
                  double hx, hy;

                  wadi_hex_center (layout, hexes[i], &hx, &hy);
                  g_assert_true (wadi_hex_equal (wadi_hex_at_point (layout,
                                                                    cx + (hx - cx) * 1e-6,
                                                                    cy + (hy - cy) * 1e-6),
                                                 hexes[i]));
                }
            }
        }
}

/* Exact oracle for lines: whether the segment from cube a to cube b meets
 * the open (or closed) cell of cube h, by intersecting the t intervals of
 * |u - u_h| < 1, |v - v_h| < 1, |w - w_h| < 1 with [0, 1]. */
typedef struct
{
  gint64   num;
  gint64   den; /* > 0 */
  gboolean strict;
} Bound;

static int
compare_fractions (Bound a,
                   Bound b)
{
  gint64 left = a.num * b.den;
  gint64 right = b.num * a.den;

  return left < right ? -1 : left > right ? 1
                                          : 0;
}

static gboolean
segment_meets_cell (WadiCube a,
                    WadiCube b,
                    WadiCube h,
                    gboolean closed)
{
  gint64 start[3] = { a.q - a.r, a.r - a.s, a.s - a.q };
  gint64 end[3] = { b.q - b.r, b.r - b.s, b.s - b.q };
  gint64 centre[3] = { h.q - h.r, h.r - h.s, h.s - h.q };
  Bound  lo = { 0, 1, FALSE };
  Bound  hi = { 1, 1, FALSE };
  int    order;

  for (int i = 0; i < 3; i++)
    {
      gint64 c = start[i] - centre[i];
      gint64 d = end[i] - start[i];
      Bound  low, high;

      if (d == 0)
        {
          if (closed ? ABS (c) > 1 : ABS (c) >= 1)
            return FALSE;
          continue;
        }
      /* -1 < c + t d < 1 */
      if (d > 0)
        {
          low = (Bound) { -1 - c, d, !closed };
          high = (Bound) { 1 - c, d, !closed };
        }
      else
        {
          low = (Bound) { c - 1, -d, !closed };
          high = (Bound) { c + 1, -d, !closed };
        }
      order = compare_fractions (low, lo);
      if (order > 0 || (order == 0 && low.strict))
        lo = low;
      order = compare_fractions (high, hi);
      if (order < 0 || (order == 0 && high.strict))
        hi = high;
    }

  order = compare_fractions (lo, hi);
  return order < 0 || (order == 0 && !lo.strict && !hi.strict);
}

static gboolean
hex_listed (GArray *hexes,
            WadiHex hex)
{
  return hex_in (hex, &g_array_index (hexes, WadiHex, 0), hexes->len);
}

static void
add_hex (GArray *hexes,
         WadiHex hex)
{
  if (!hex_listed (hexes, hex))
    g_array_append_val (hexes, hex);
}

static gboolean
step_is_point (const WadiLineStep *step)
{
  return step->kind == WADI_LINE_CROSS_HEXSIDE || step->kind == WADI_LINE_VERTEX;
}

/* The hexes a segment step (HEX or ALONG) lies in or on. */
static void
segment_hexes (WadiGridLayout      layout,
               const WadiLineStep *step,
               WadiHex             hexes[2],
               guint              *count)
{
  if (step->kind == WADI_LINE_HEX)
    {
      hexes[0] = step->hex;
      *count = 1;
    }
  else
    {
      hexes[0] = step->side.hex;
      hexes[1] = wadi_hexside_other_hex (layout, step->side);
      *count = 2;
    }
}

/* Checks the shape of a line and returns the hexes whose interior it
 * crosses and all the hexes it touches. */
static void
check_line (WadiGridLayout layout,
            WadiHex        a,
            WadiHex        b,
            GArray        *steps,
            GArray        *interior,
            GArray        *touched)
{
  const WadiLineStep *first;
  const WadiLineStep *last;

  g_assert_cmpuint (steps->len, >=, 1);
  first = &g_array_index (steps, WadiLineStep, 0);
  last = &g_array_index (steps, WadiLineStep, steps->len - 1);
  g_assert_cmpint (first->kind, ==, WADI_LINE_HEX);
  g_assert_true (wadi_hex_equal (first->hex, a));
  g_assert_cmpint (last->kind, ==, WADI_LINE_HEX);
  g_assert_true (wadi_hex_equal (last->hex, b));
  if (wadi_hex_equal (a, b))
    g_assert_cmpuint (steps->len, ==, 1);

  for (guint i = 0; i < steps->len; i++)
    {
      const WadiLineStep *step = &g_array_index (steps, WadiLineStep, i);
      WadiHex             hexes[3];
      guint               count;

      /* segments (HEX, ALONG) and points (CROSS, VERTEX) alternate */
      g_assert_cmpint (step_is_point (step), ==, i % 2 == 1);

      switch (step->kind)
        {
        case WADI_LINE_HEX:
          add_hex (interior, step->hex);
          add_hex (touched, step->hex);
          break;

        case WADI_LINE_ALONG_HEXSIDE:
          g_assert_cmpuint (step->side.dir, <, 3);
          segment_hexes (layout, step, hexes, &count);
          add_hex (touched, hexes[0]);
          add_hex (touched, hexes[1]);
          /* a hexside ends at vertices: an ALONG step is between two */
          g_assert_cmpint (g_array_index (steps, WadiLineStep, i - 1).kind, ==, WADI_LINE_VERTEX);
          g_assert_cmpint (g_array_index (steps, WadiLineStep, i + 1).kind, ==, WADI_LINE_VERTEX);
          break;

        case WADI_LINE_CROSS_HEXSIDE:
          {
            const WadiLineStep *before = &g_array_index (steps, WadiLineStep, i - 1);
            const WadiLineStep *after = &g_array_index (steps, WadiLineStep, i + 1);
            WadiHex             ends[2];

            g_assert_cmpuint (step->side.dir, <, 3);
            g_assert_cmpint (before->kind, ==, WADI_LINE_HEX);
            g_assert_cmpint (after->kind, ==, WADI_LINE_HEX);
            ends[0] = step->side.hex;
            ends[1] = wadi_hexside_other_hex (layout, step->side);
            g_assert_true (hex_in (before->hex, ends, 2));
            g_assert_true (hex_in (after->hex, ends, 2));
            g_assert_false (wadi_hex_equal (before->hex, after->hex));
            g_assert_cmpint (wadi_hex_distance (layout, before->hex, after->hex), ==, 1);
          }
          break;

        case WADI_LINE_VERTEX:
          {
            WadiHex around[2];
            guint   around_count;

            g_assert_cmpuint (step->vertex.index, <, 2);
            wadi_vertex_hexes (layout, step->vertex, hexes);
            for (int j = 0; j < 3; j++)
              add_hex (touched, hexes[j]);
            segment_hexes (layout, &g_array_index (steps, WadiLineStep, i - 1), around, &around_count);
            for (guint j = 0; j < around_count; j++)
              g_assert_true (hex_in (around[j], hexes, 3));
            segment_hexes (layout, &g_array_index (steps, WadiLineStep, i + 1), around, &around_count);
            for (guint j = 0; j < around_count; j++)
              g_assert_true (hex_in (around[j], hexes, 3));
          }
          break;

        default:
          g_assert_not_reached ();
        }
    }
}

static void
check_line_against_oracle (WadiGridLayout layout,
                           WadiHex        a,
                           WadiHex        b)
{
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));
  g_autoptr(GArray) back = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));
  g_autoptr(GArray) interior = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_autoptr(GArray) touched = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  WadiCube ca = wadi_hex_to_cube (layout, a);
  WadiCube cb = wadi_hex_to_cube (layout, b);
  guint    oracle_interior = 0;
  guint    oracle_touched = 0;

  wadi_hex_line (layout, a, b, steps);
  check_line (layout, a, b, steps, interior, touched);

  /* b to a is the same line read backwards */
  wadi_hex_line (layout, b, a, back);
  g_assert_cmpuint (back->len, ==, steps->len);
  for (guint i = 0; i < steps->len; i++)
    {
      const WadiLineStep *s = &g_array_index (steps, WadiLineStep, i);
      const WadiLineStep *r = &g_array_index (back, WadiLineStep, steps->len - 1 - i);

      g_assert_cmpint (s->kind, ==, r->kind);
      switch (s->kind)
        {
        case WADI_LINE_HEX:
          g_assert_true (wadi_hex_equal (s->hex, r->hex));
          break;
        case WADI_LINE_CROSS_HEXSIDE:
        case WADI_LINE_ALONG_HEXSIDE:
          g_assert_true (wadi_hex_equal (s->side.hex, r->side.hex));
          g_assert_cmpuint (s->side.dir, ==, r->side.dir);
          break;
        case WADI_LINE_VERTEX:
          g_assert_true (wadi_hex_equal (s->vertex.hex, r->vertex.hex));
          g_assert_cmpuint (s->vertex.index, ==, r->vertex.index);
          break;
        default:
          g_assert_not_reached ();
        }
    }

  for (int q = MIN (ca.q, cb.q) - 2; q <= MAX (ca.q, cb.q) + 2; q++)
    for (int r = MIN (ca.r, cb.r) - 2; r <= MAX (ca.r, cb.r) + 2; r++)
      {
        WadiCube h = { q, r, -q - r };
        WadiHex  hex = wadi_cube_to_hex (layout, h);

        if (segment_meets_cell (ca, cb, h, FALSE))
          {
            oracle_interior++;
            g_assert_true (hex_listed (interior, hex));
          }
        if (segment_meets_cell (ca, cb, h, TRUE))
          {
            oracle_touched++;
            g_assert_true (hex_listed (touched, hex));
          }
      }
  g_assert_cmpuint (oracle_interior, ==, interior->len);
  g_assert_cmpuint (oracle_touched, ==, touched->len);
}

static void
test_line_along_hexside (void)
{
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));
  const WadiLineStep *step;
  WadiHexside         side = { asl ("S3"), 3 };
  WadiVertex          east;
  WadiVertex          west;

  /* T3 to R3 runs along the S3-S4 hexside, from the vertex T3-S3-S4 to the
   * vertex R3-S3-S4 */
  g_assert_true (wadi_vertex_from_hexes (asl_layout, asl ("T3"), asl ("S3"), asl ("S4"), &east));
  g_assert_true (wadi_vertex_from_hexes (asl_layout, asl ("R3"), asl ("S3"), asl ("S4"), &west));
  side = wadi_hexside_canonical (asl_layout, side);

  wadi_hex_line (asl_layout, asl ("T3"), asl ("R3"), steps);
  g_assert_cmpuint (steps->len, ==, 5);

  step = &g_array_index (steps, WadiLineStep, 0);
  g_assert_cmpint (step->kind, ==, WADI_LINE_HEX);
  g_assert_true (wadi_hex_equal (step->hex, asl ("T3")));

  step = &g_array_index (steps, WadiLineStep, 1);
  g_assert_cmpint (step->kind, ==, WADI_LINE_VERTEX);
  g_assert_true (wadi_hex_equal (step->vertex.hex, east.hex));
  g_assert_cmpuint (step->vertex.index, ==, east.index);

  step = &g_array_index (steps, WadiLineStep, 2);
  g_assert_cmpint (step->kind, ==, WADI_LINE_ALONG_HEXSIDE);
  g_assert_true (wadi_hex_equal (step->side.hex, side.hex));
  g_assert_cmpuint (step->side.dir, ==, side.dir);
  g_assert_true (wadi_hex_equal (step->side.hex, asl ("S4")));

  step = &g_array_index (steps, WadiLineStep, 3);
  g_assert_cmpint (step->kind, ==, WADI_LINE_VERTEX);
  g_assert_true (wadi_hex_equal (step->vertex.hex, west.hex));
  g_assert_cmpuint (step->vertex.index, ==, west.index);

  step = &g_array_index (steps, WadiLineStep, 4);
  g_assert_cmpint (step->kind, ==, WADI_LINE_HEX);
  g_assert_true (wadi_hex_equal (step->hex, asl ("R3")));

  check_line_against_oracle (asl_layout, asl ("T3"), asl ("R3"));
}

static void
test_line_down_column (void)
{
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));

  wadi_hex_line (asl_layout, asl ("O2"), asl ("O9"), steps);
  g_assert_cmpuint (steps->len, ==, 15);
  for (guint i = 0; i < steps->len; i++)
    {
      const WadiLineStep *step = &g_array_index (steps, WadiLineStep, i);

      if (i % 2 == 0)
        {
          WadiHex expected = { asl ("O2").col, asl ("O2").row + (int) i / 2 };

          g_assert_cmpint (step->kind, ==, WADI_LINE_HEX);
          g_assert_true (wadi_hex_equal (step->hex, expected));
        }
      else
        {
          WadiHexside expected = { { asl ("O2").col, asl ("O2").row + (int) i / 2 + 1 }, 0 };

          g_assert_cmpint (step->kind, ==, WADI_LINE_CROSS_HEXSIDE);
          g_assert_true (wadi_hex_equal (step->side.hex, expected.hex));
          g_assert_cmpuint (step->side.dir, ==, expected.dir);
        }
    }
  check_line_against_oracle (asl_layout, asl ("O2"), asl ("O9"));
}

static void
test_line_same_hex (void)
{
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));

  wadi_hex_line (asl_layout, asl ("D4"), asl ("D4"), steps);
  g_assert_cmpuint (steps->len, ==, 1);
  g_assert_cmpint (g_array_index (steps, WadiLineStep, 0).kind, ==, WADI_LINE_HEX);
  g_assert_true (wadi_hex_equal (g_array_index (steps, WadiLineStep, 0).hex, asl ("D4")));

  /* steps are appended */
  wadi_hex_line (asl_layout, asl ("D4"), asl ("D5"), steps);
  g_assert_cmpuint (steps->len, ==, 4);
}

static void
test_line_through_vertex (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (all_layouts); l++)
    {
      WadiGridLayout layout = all_layouts[l];
      g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));
      /* From (-1, 0, 1) in the direction (4, 1, -5), the line meets the
       * vertex of (0, 0, 0), (1, 0, -1) and (0, 1, -1), at (1/3, 1/3, -2/3),
       * when t = 1/3, and another vertex, at (5/3, 2/3, -7/3), when
       * t = 2/3. */
      WadiHex a = wadi_cube_to_hex (layout, (WadiCube) { -1, 0, 1 });
      WadiHex b = wadi_cube_to_hex (layout, (WadiCube) { 3, 1, -4 });
      WadiHex corner[3] = {
        wadi_cube_to_hex (layout, (WadiCube) { 0, 0, 0 }),
        wadi_cube_to_hex (layout, (WadiCube) { 1, 0, -1 }),
        wadi_cube_to_hex (layout, (WadiCube) { 0, 1, -1 }),
      };
      WadiVertex expected;
      guint      vertices = 0;
      guint      named = 0;

      g_assert_true (wadi_vertex_from_hexes (layout, corner[0], corner[1], corner[2], &expected));
      wadi_hex_line (layout, a, b, steps);

      for (guint i = 0; i < steps->len; i++)
        {
          const WadiLineStep *step = &g_array_index (steps, WadiLineStep, i);
          const WadiLineStep *before;
          const WadiLineStep *after;

          if (step->kind != WADI_LINE_VERTEX)
            continue;
          vertices++;
          /* straight through: from one of its hexes into another */
          before = &g_array_index (steps, WadiLineStep, i - 1);
          after = &g_array_index (steps, WadiLineStep, i + 1);
          g_assert_cmpint (before->kind, ==, WADI_LINE_HEX);
          g_assert_cmpint (after->kind, ==, WADI_LINE_HEX);
          g_assert_false (wadi_hex_equal (before->hex, after->hex));
          g_assert_cmpint (wadi_hex_distance (layout, before->hex, after->hex), ==, 1);
          if (wadi_vertex_equal (layout, step->vertex, expected))
            {
              named++;
              g_assert_true (hex_in (before->hex, corner, 3));
              g_assert_true (hex_in (after->hex, corner, 3));
            }
        }
      g_assert_cmpuint (vertices, ==, 2);
      g_assert_cmpuint (named, ==, 1);
      check_line_against_oracle (layout, a, b);
    }
}

static void
test_line_pointy_top (void)
{
  WadiGridLayout layout = { WADI_GRID_POINTY_TOP, WADI_STAGGER_ODD };
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));
  WadiHex             left = { -1, 1 };
  WadiHex             right = { 0, 1 };
  WadiHexside         between;
  const WadiLineStep *along;

  /* straight down from (0, 0) to (0, 2): row 1 is pushed right, so the line
   * runs along the hexside between (-1, 1) and (0, 1) */
  g_assert_true (wadi_hex_direction_to (layout, left, right, &between.dir));
  between.hex = left;
  between = wadi_hexside_canonical (layout, between);

  wadi_hex_line (layout, (WadiHex) { 0, 0 }, (WadiHex) { 0, 2 }, steps);
  g_assert_cmpuint (steps->len, ==, 5);
  along = &g_array_index (steps, WadiLineStep, 2);
  g_assert_cmpint (along->kind, ==, WADI_LINE_ALONG_HEXSIDE);
  g_assert_true (wadi_hexside_equal (layout, along->side, between));
  check_line_against_oracle (layout, (WadiHex) { 0, 0 }, (WadiHex) { 0, 2 });

  /* along a row: hexsides only */
  g_array_set_size (steps, 0);
  wadi_hex_line (layout, (WadiHex) { 0, 3 }, (WadiHex) { 6, 3 }, steps);
  g_assert_cmpuint (steps->len, ==, 13);
  for (guint i = 1; i < steps->len; i += 2)
    g_assert_cmpint (g_array_index (steps, WadiLineStep, i).kind, ==, WADI_LINE_CROSS_HEXSIDE);
}

static void
test_line_properties (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (all_layouts); l++)
    for (int col = -1; col <= 7; col++)
      for (int row = -1; row <= 6; row++)
        {
          WadiHex a = { col, row };

          for (int col2 = -1; col2 <= 7; col2++)
            for (int row2 = -1; row2 <= 6; row2++)
              check_line_against_oracle (all_layouts[l], a, (WadiHex) { col2, row2 });
        }

  /* a few long lines, including ones with many vertex and along events */
  for (guint l = 0; l < G_N_ELEMENTS (all_layouts); l++)
    {
      check_line_against_oracle (all_layouts[l], (WadiHex) { 0, 0 }, (WadiHex) { 32, 9 });
      check_line_against_oracle (all_layouts[l], (WadiHex) { 0, 0 }, (WadiHex) { 30, 0 });
      check_line_against_oracle (all_layouts[l], (WadiHex) { -1, -1 }, (WadiHex) { 29, 25 });
      check_line_against_oracle (all_layouts[l], (WadiHex) { 3, 40 }, (WadiHex) { 37, 1 });
    }
}

/* The line step by step is wadi_hex_line ()'s, within its room, at most
 * two steps at a time, and stays ended. */
static void
test_line_walk (void)
{
  g_autoptr(GArray) whole = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));

  for (guint l = 0; l < G_N_ELEMENTS (all_layouts); l++)
    for (int col = -1; col <= 12; col += 3)
      for (int row = -1; row <= 9; row += 2)
        for (int col2 = -2; col2 <= 30; col2++)
          for (int row2 = -2; row2 <= 12; row2++)
            {
              WadiHex                  a = { col, row };
              WadiHex                  b = { col2, row2 };
              guint                    most = wadi_hex_line_max_steps (all_layouts[l], a, b);
              g_autofree WadiLineStep *steps = g_new0 (WadiLineStep, most);
              WadiHexLineWalk          walk;
              guint                    len = 1;
              guint                    n;

              g_array_set_size (whole, 0);
              wadi_hex_line (all_layouts[l], a, b, whole);
              wadi_hex_line_begin (&walk, all_layouts[l], a, b, steps);
              while ((n = wadi_hex_line_next (&walk, steps + len)) > 0)
                {
                  g_assert_cmpuint (n, <=, 2);
                  len += n;
                  g_assert_cmpuint (len, <=, most);
                }
              g_assert_cmpuint (wadi_hex_line_next (&walk, steps + len), ==, 0);
              g_assert_cmpuint (len, ==, whole->len);
              for (guint i = 0; i < len; i++)
                {
                  const WadiLineStep *want = &g_array_index (whole, WadiLineStep, i);

                  g_assert_cmpint (steps[i].kind, ==, want->kind);
                  if (want->kind == WADI_LINE_HEX)
                    g_assert_true (wadi_hex_equal (steps[i].hex, want->hex));
                  else if (want->kind == WADI_LINE_VERTEX)
                    g_assert_true (steps[i].vertex.hex.col == want->vertex.hex.col
                                   && steps[i].vertex.hex.row == want->vertex.hex.row
                                   && steps[i].vertex.index == want->vertex.index);
                  else
                    g_assert_true (steps[i].side.hex.col == want->side.hex.col
                                   && steps[i].side.hex.row == want->side.hex.row
                                   && steps[i].side.dir == want->side.dir);
                }
            }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/hex/asl-neighbours", test_asl_neighbours);
  g_test_add_func ("/hex/asl-vertices", test_asl_vertices);
  g_test_add_func ("/hex/neighbour-symmetry", test_neighbour_symmetry);
  g_test_add_func ("/hex/hexside-canonical", test_hexside_canonical);
  g_test_add_func ("/hex/vertex-canonical", test_vertex_canonical);
  g_test_add_func ("/hex/distance-bfs", test_distance_bfs);
  g_test_add_func ("/hex/drawing-unit", test_drawing_unit);
  g_test_add_func ("/hex/at-point", test_hex_at_point);
  g_test_add_func ("/hex/line/along-hexside", test_line_along_hexside);
  g_test_add_func ("/hex/line/down-column", test_line_down_column);
  g_test_add_func ("/hex/line/same-hex", test_line_same_hex);
  g_test_add_func ("/hex/line/through-vertex", test_line_through_vertex);
  g_test_add_func ("/hex/line/pointy-top", test_line_pointy_top);
  g_test_add_func ("/hex/line/properties", test_line_properties);
  g_test_add_func ("/hex/line/walk", test_line_walk);

  return g_test_run ();
}
