/* wadi-los-fan.c: what a viewer's lines meet, bin by bin of direction
 *
 * wadi-los-fan.h says what it answers.  Geometry here is in axial
 * coordinates (cube q and r) relative to the viewer's hex, scaled by 3 so
 * that the corners of a hex are lattice points: the corners of the hex at
 * (q, r) are (3q, 3r) + CORNERS[k].  Cross products of axial vectors have
 * the sign of the plane's (the map from axial to the plane is linear);
 * the plane's dot product is, up to a positive factor,
 * 2 a.q b.q + 2 a.r b.r + a.q b.r + a.r b.q.
 *
 * For the line from the viewer V to a target at d (both centres) and a
 * hex H at c: with K_k = cross (d, CORNERS[k]) (K_{k+3} = -K_k) and
 * X = 3 cross (d, c), corner k lies on the side X + K_k of the line.  The
 * line crosses H's inside when corners lie on both sides, |X| < max K;
 * it runs along a hexside of H when two neighbouring corners lie on it,
 * |X| == max K with max K reached at two corners (d parallel to a
 * hexside).  Such a hex lies ahead of V when dot (d, c) > 0 (a hex met
 * by the line behind V has its centre behind it too: V's hex holds the
 * disc of radius 1/2 around V, and a hex meeting the line within 0.58 of
 * V behind it is V's neighbour, whose centre lies 1 from V), and before
 * the target when |c| < |d|: along the line, each region steps over the
 * hexside (or through the corner) between it and the next, whose line
 * leaves V on the first's side, so the next centre, the first's mirror
 * image across it, lies further from V.
 */
#include "config.h"

#include <math.h>

#include "wadi-los-fan.h"
#include "wadi-los-result.h"

/* The corners of the hex at the origin, in order around it, in thirds of
 * an axial unit. */
static const int CORNERS[6][2] = { { 2, -1 }, { 1, 1 }, { -1, 2 }, { -2, 1 }, { -1, -1 }, { 1, -2 } };
/* The neighbours of the origin in turn around it, as a ring is walked. */
static const int RING[6][2] = { { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, 0 }, { -1, 1 }, { 0, 1 } };

/* The margin of a bin, in pseudo-angle (below): far above the rounding
 * of coordinates of a few thousand, far below the angle between two
 * directions to lattice points of the map. */
#define EPS 1e-9

typedef struct
{
  gint64 norm; /* |c|^2, up to the factor: q * q + q * r + r * r */
  gint32 q, r; /* axial, from the viewer */
  gint16 level;
  gint16 sunk; /* a depression: its floor might count */
} FanHex;

struct _WadiLosFan
{
  WadiGridLayout layout;
  WadiHex        viewer;
  WadiCube       origin;
  double         xq, yq, xr, yr; /* axial to the plane */
  int            least_top;
  int            n_levels; /* tops least_top .. least_top + n_levels - 1; above, nothing is higher */
  guint          n_bins;
  FanHex        *cover;  /* n_bins * n_levels: the nearest hex crossed by every line of the bin
                          * higher than least_top + level (norm G_MAXINT64: none) */
  guint  *partial_start; /* n_bins + 1 */
  FanHex *partial;       /* the hexes a line of the bin may meet, by norm */
};

static inline gint64
axial_cross (gint64 aq,
             gint64 ar,
             gint64 bq,
             gint64 br)
{
  return aq * br - ar * bq;
}

static inline gint64
axial_dot (gint64 aq,
           gint64 ar,
           gint64 bq,
           gint64 br)
{
  return 2 * aq * bq + 2 * ar * br + aq * br + ar * bq;
}

/* A direction's place around the circle, 0 to 4, growing with its angle
 * (not in proportion): cheaper than atan2 (). */
static inline double
pseudo_angle (double x,
              double y)
{
  double t = fabs (y) / (fabs (x) + fabs (y));

  if (x >= 0)
    return y >= 0 ? t : 4 - t;
  return y >= 0 ? 2 - t : 2 + t;
}

static inline int
bin_of (const WadiLosFan *fan,
        double            a)
{
  int b = (int) floor (a * fan->n_bins / 4.0);

  b %= (int) fan->n_bins;
  return b < 0 ? b + (int) fan->n_bins : b;
}

int
wadi_los_line_start (WadiGridLayout layout,
                     WadiHex        a,
                     WadiHex        b)
{
  WadiCube ca = wadi_hex_to_cube (layout, a);
  WadiCube cb = wadi_hex_to_cube (layout, b);
  gint64   q = cb.q - ca.q, r = cb.r - ca.r;
  gint64   k_of[6];

  if (q == 0 && r == 0)
    return -1;
  for (int k = 0; k < 6; k++)
    k_of[k] = axial_cross (q, r, CORNERS[k][0], CORNERS[k][1]);
  for (int k = 0; k < 6; k++)
    {
      int next = (k + 1) % 6;

      if (k_of[k] == 0 && axial_dot (q, r, CORNERS[k][0], CORNERS[k][1]) > 0)
        return 2 * k;
      if (((k_of[k] > 0 && k_of[next] < 0) || (k_of[k] < 0 && k_of[next] > 0))
          && axial_dot (q, r, CORNERS[k][0] + CORNERS[next][0], CORNERS[k][1] + CORNERS[next][1]) > 0)
        return 2 * k + 1;
    }
  g_return_val_if_reached (-1);
}

static void
axial_point (const WadiLosFan *fan,
             double            q,
             double            r,
             double           *x,
             double           *y)
{
  *x = q * fan->xq + r * fan->xr;
  *y = q * fan->yq + r * fan->yr;
}

/* A hex to sort into bins, and its bins: those whose directions lie
 * strictly inside the hex's, margin included (c0 .. c1, maybe none),
 * and those a line to it may have (p0 .. p1); bin numbers before
 * wrapping around. */
typedef struct
{
  FanHex h;
  int    c0, c1, p0, p1;
} Sorting;

static void
hex_bins (const WadiLosFan *fan,
          Sorting          *s)
{
  gint64 q = s->h.q, r = s->h.r;
  gint64 c3 = 3 * axial_dot (q, r, q, r);
  int    lo_k = 0, hi_k = 0;
  double a[2], lo, hi, x, y;
  double per = fan->n_bins / 4.0;
  gint64 cr[6], dt[6];

  /* the corners seen furthest to either side of the centre: the largest
   * and smallest cross / dot (every corner lies ahead of the viewer) */
  for (int k = 0; k < 6; k++)
    {
      cr[k] = axial_cross (q, r, CORNERS[k][0], CORNERS[k][1]);
      dt[k] = c3 + axial_dot (q, r, CORNERS[k][0], CORNERS[k][1]);
    }
  for (int k = 1; k < 6; k++)
    {
      if (cr[k] * dt[lo_k] < cr[lo_k] * dt[k])
        lo_k = k;
      if (cr[k] * dt[hi_k] > cr[hi_k] * dt[k])
        hi_k = k;
    }
  axial_point (fan, q + CORNERS[lo_k][0] / 3.0, r + CORNERS[lo_k][1] / 3.0, &x, &y);
  a[0] = pseudo_angle (x, y);
  axial_point (fan, q + CORNERS[hi_k][0] / 3.0, r + CORNERS[hi_k][1] / 3.0, &x, &y);
  a[1] = pseudo_angle (x, y);
  /* a hex is seen across less than half a turn */
  lo = MIN (a[0], a[1]);
  hi = MAX (a[0], a[1]);
  if (hi - lo > 2)
    {
      double t = lo + 4;

      lo = hi;
      hi = t;
    }
  s->c0 = (int) ceil ((lo + EPS) * per);
  s->c1 = (int) floor ((hi - EPS) * per) - 1;
  s->p0 = (int) floor ((lo - EPS) * per);
  s->p1 = (int) floor ((hi + EPS) * per);
}

static inline guint
wrap (const WadiLosFan *fan,
      int               b)
{
  /* a hex's bins lie within a turn of 0 .. n_bins */
  if (b < 0)
    return (guint) (b + (int) fan->n_bins);
  if (b >= (int) fan->n_bins)
    return (guint) (b - (int) fan->n_bins);
  return (guint) b;
}

static int
compare_norm (gconstpointer a,
              gconstpointer b)
{
  const FanHex *x = a, *y = b;

  return x->norm < y->norm ? -1 : x->norm > y->norm;
}

/* Lists h in bin b, unless a hex of the highest level every line of the
 * bin crosses lies nearer (a line meeting h is blocked before it): a
 * count on the first pass, in place on the second. */
static inline void
list_partial (WadiLosFan   *fan,
              const FanHex *h,
              int           b,
              int           pass)
{
  guint bin = wrap (fan, b);

  if (h->norm >= fan->cover[(gsize) bin * fan->n_levels + fan->n_levels - 1].norm)
    return;
  if (pass == 0)
    fan->partial_start[bin + 1]++;
  else
    fan->partial[fan->partial_start[bin]++] = *h;
}

/* Ring by ring out from the viewer, each hex above least_top, up to far:
 * the nearest hex crossed by all of a bin's lines, for each level (a hex
 * nearer than a bin's above a level is nearer than those above every
 * lower level too); and the hexes to list, in high.  A hex further than
 * a hex of the highest level crossed by all the lines of each of its
 * bins is behind it for every line, and so is a whole ring past them
 * all: no line meets one before it is blocked. */
static void
sort_rings (WadiLosFan         *fan,
            const WadiLosMap   *map,
            const WadiLosRules *rules,
            int                 least_top,
            int                 far,
            GArray             *high)
{
  const WadiBoard *board = map->board;

  for (int d = 1; d <= far; d++)
    {
      int q = -d, r = d; /* direction 4, d times */

      for (int side = 0; side < 6; side++)
        for (int j = 0; j < d; j++, q += RING[side][0], r += RING[side][1])
          {
            WadiHex     hex = wadi_cube_to_hex (board->layout, (WadiCube) { fan->origin.q + q, fan->origin.r + r,
                                                                            -(fan->origin.q + q) - (fan->origin.r + r) });
            Sorting     s;
            const char *reason, *rule;
            int         level;
            gboolean    behind = TRUE;

            if (hex.col < -2 || hex.row < -2 || hex.col >= board->cols + 2 || hex.row >= board->rows + 2)
              continue;
            level = rules->obstacle_level (map, hex, FALSE, &reason, &rule);
            if (level <= least_top)
              continue;
            s.h.q = q;
            s.h.r = r;
            s.h.norm = (gint64) q * q + (gint64) q * r + (gint64) r * r;
            s.h.level = (gint16) CLAMP (level, G_MININT16, G_MAXINT16);
            s.h.sunk = rules->is_depression (map, hex) ? 1 : 0;
            hex_bins (fan, &s);
            for (int b = s.p0; b <= s.p1 && behind; b++)
              behind = s.h.norm >= fan->cover[(gsize) wrap (fan, b) * fan->n_levels + fan->n_levels - 1].norm;
            if (behind)
              continue;
            g_array_append_val (high, s);
            if (s.h.sunk)
              continue;
            for (int b = s.c0; b <= s.c1; b++)
              {
                FanHex *cover = &fan->cover[(gsize) wrap (fan, b) * fan->n_levels];

                for (int l = s.h.level - least_top - 1; l >= 0 && s.h.norm < cover[l].norm; l--)
                  cover[l] = s.h;
              }
          }
      /* every hex past ring d lies at least (d + 1) sqrt 3 / 2 away */
      if (d % 8 == 0)
        {
          gint64 nearest_past = 3 * (gint64) (d + 1) * (d + 1);
          guint  b;

          for (b = 0; b < fan->n_bins; b++)
            if (4 * MIN (fan->cover[(gsize) b * fan->n_levels + fan->n_levels - 1].norm, G_MAXINT64 / 8) > nearest_past)
              break;
          if (b == fan->n_bins)
            break;
        }
    }
}

/* The others a line of a bin may meet, nearer than the nearest hex of
 * the highest level crossed by all, each bin's nearest first. */
static void
list_partials (WadiLosFan   *fan,
               const GArray *high)
{
  guint n_partial = 0;

  fan->partial_start = g_new0 (guint, fan->n_bins + 1);
  for (int pass = 0; pass < 2; pass++)
    {
      for (guint i = 0; i < high->len; i++)
        {
          const Sorting *s = &g_array_index (high, Sorting, i);

          if (s->h.sunk || s->c0 > s->c1)
            for (int b = s->p0; b <= s->p1; b++)
              list_partial (fan, &s->h, b, pass);
          else
            {
              for (int b = s->p0; b < s->c0; b++)
                list_partial (fan, &s->h, b, pass);
              for (int b = s->c1 + 1; b <= s->p1; b++)
                list_partial (fan, &s->h, b, pass);
            }
        }
      if (pass == 0)
        {
          for (guint b = 0; b < fan->n_bins; b++)
            fan->partial_start[b + 1] += fan->partial_start[b];
          n_partial = fan->partial_start[fan->n_bins];
          fan->partial = g_new (FanHex, MAX (n_partial, 1));
        }
    }
  /* the fill moved each start to the next bin's */
  for (guint b = fan->n_bins; b > 0; b--)
    fan->partial_start[b] = fan->partial_start[b - 1];
  fan->partial_start[0] = 0;
  for (guint b = 0; b < fan->n_bins; b++)
    qsort (&fan->partial[fan->partial_start[b]], fan->partial_start[b + 1] - fan->partial_start[b], sizeof (FanHex),
           compare_norm);
}

WadiLosFan *
wadi_los_fan_new (const WadiLosMap   *map,
                  const WadiLosRules *rules,
                  WadiHex             viewer,
                  int                 least_top)
{
  const WadiBoard *board = map->board;
  WadiLosFan      *fan;
  g_autoptr(GArray) high = g_array_new (FALSE, FALSE, sizeof (Sorting));
  WadiCube unit;
  double   x0, y0, x, y;
  int      highest = least_top, far = 1;

  if (board == NULL || board->cols <= 0 || board->rows <= 0)
    return NULL;
  fan = g_new0 (WadiLosFan, 1);
  fan->layout = board->layout;
  fan->viewer = viewer;
  fan->origin = wadi_hex_to_cube (board->layout, viewer);
  fan->least_top = least_top;
  wadi_hex_center (board->layout, viewer, &x0, &y0);
  unit = fan->origin;
  unit.q++;
  unit.s--;
  wadi_hex_center (board->layout, wadi_cube_to_hex (board->layout, unit), &x, &y);
  fan->xq = x - x0;
  fan->yq = y - y0;
  unit = fan->origin;
  unit.r++;
  unit.s--;
  wadi_hex_center (board->layout, wadi_cube_to_hex (board->layout, unit), &x, &y);
  fan->xr = x - x0;
  fan->yr = y - y0;

  /* The hexes that could stand in a line's way: the map and two rings
   * around it (a line along the map's edge runs beside the first), within
   * far of the viewer (the furthest lies on the edge). */
  for (int row = -2; row < board->rows + 2; row++)
    for (int col = -2; col < board->cols + 2; col += (row == -2 || row == board->rows + 1) ? 1 : board->cols + 3)
      {
        WadiCube cube = wadi_hex_to_cube (board->layout, (WadiHex) { col, row });
        int      q = cube.q - fan->origin.q, r = cube.r - fan->origin.r;

        far = MAX (far, (ABS (q) + ABS (r) + ABS (q + r)) / 2);
      }
  /* no hex stands higher than the batch's bound */
  if (map->highest_ground != G_MAXINT)
    highest = MAX (highest, map->highest_ground);
  else
    for (int row = -2; row < board->rows + 2; row++)
      for (int col = -2; col < board->cols + 2; col++)
        {
          const char *reason, *rule;

          highest = MAX (highest, rules->obstacle_level (map, (WadiHex) { col, row }, FALSE, &reason, &rule));
        }
  fan->n_levels = highest - least_top;
  /* a bin about an eighth of a hex wide at the map's far end */
  fan->n_bins = (guint) CLAMP (8 * far, 64, 1 << 16);
  fan->cover = g_new (FanHex, (gsize) fan->n_bins * MAX (fan->n_levels, 1));
  for (gsize i = 0; i < (gsize) fan->n_bins * MAX (fan->n_levels, 1); i++)
    fan->cover[i].norm = G_MAXINT64;
  if (fan->n_levels <= 0)
    {
      fan->partial_start = g_new0 (guint, fan->n_bins + 1);
      fan->partial = g_new (FanHex, 1);
      return fan;
    }

  sort_rings (fan, map, rules, least_top, far, high);
  list_partials (fan, high);
  return fan;
}

void
wadi_los_fan_free (WadiLosFan *fan)
{
  if (fan == NULL)
    return;
  g_free (fan->cover);
  g_free (fan->partial_start);
  g_free (fan->partial);
  g_free (fan);
}

typedef struct
{
  gint64   q, r;     /* the target, from the viewer */
  gint64   norm;     /* its |d|^2 */
  gint64   k_max;    /* the farthest a corner of a hex lies from the line, past 3 cross (d, c) */
  gboolean parallel; /* the line runs along hexsides' direction */
} FanLine;

/* Whether the line's open segment meets h in more than a point. */
static inline gboolean
meets (const FanLine *line,
       const FanHex  *h)
{
  gint64 x;

  if (h->norm >= line->norm || axial_dot (line->q, line->r, h->q, h->r) <= 0)
    return FALSE;
  x = 3 * axial_cross (line->q, line->r, h->q, h->r);
  x = ABS (x);
  return x < line->k_max || (x == line->k_max && line->parallel);
}

static inline WadiHex
fan_hex (const WadiLosFan *fan,
         const FanHex     *h)
{
  int q = fan->origin.q + h->q, r = fan->origin.r + h->r;

  return wadi_cube_to_hex (fan->layout, (WadiCube) { q, r, -q - r });
}

WadiLosFanAnswer
wadi_los_fan_ask (const WadiLosFan *fan,
                  WadiHex           target,
                  int               top,
                  WadiHex          *blocker)
{
  WadiCube      cube = wadi_hex_to_cube (fan->layout, target);
  FanLine       line;
  const FanHex *cover;
  gint64        before;
  double        x, y;
  int           level = top - fan->least_top;
  guint         bin;
  int           n_max = 0;

  if (level < 0)
    return WADI_LOS_FAN_UNKNOWN;
  if (level >= fan->n_levels)
    return WADI_LOS_FAN_CLEAR;
  line.q = cube.q - fan->origin.q;
  line.r = cube.r - fan->origin.r;
  if (line.q == 0 && line.r == 0)
    return WADI_LOS_FAN_UNKNOWN;
  line.norm = line.q * line.q + line.q * line.r + line.r * line.r;
  line.k_max = 0;
  for (int k = 0; k < 3; k++)
    {
      gint64 kk = axial_cross (line.q, line.r, CORNERS[k][0], CORNERS[k][1]);

      kk = ABS (kk);
      if (kk > line.k_max)
        {
          line.k_max = kk;
          n_max = 1;
        }
      else if (kk == line.k_max)
        n_max++;
    }
  line.parallel = n_max >= 2;

  axial_point (fan, (double) line.q, (double) line.r, &x, &y);
  bin = (guint) bin_of (fan, pseudo_angle (x, y));
  cover = &fan->cover[(gsize) bin * fan->n_levels + level];
  before = line.norm;
  if (cover->norm != G_MAXINT64)
    {
      gint64 cx = 3 * axial_cross (line.q, line.r, cover->q, cover->r);

      /* every line of the bin crosses it: else the margin was not enough */
      if (ABS (cx) >= line.k_max)
        return WADI_LOS_FAN_UNKNOWN;
      if (meets (&line, cover))
        before = cover->norm;
    }
  /* the first listed hex above top the line meets, before the target and
   * before the covering one */
  for (guint i = fan->partial_start[bin]; i < fan->partial_start[bin + 1]; i++)
    {
      const FanHex *h = &fan->partial[i];

      if (h->norm >= before)
        break;
      if (h->level <= top || !meets (&line, h))
        continue;
      if (h->sunk)
        return WADI_LOS_FAN_UNKNOWN;
      *blocker = fan_hex (fan, h);
      return WADI_LOS_FAN_BLOCKED;
    }
  if (before < line.norm)
    {
      *blocker = fan_hex (fan, cover);
      return WADI_LOS_FAN_BLOCKED;
    }
  return WADI_LOS_FAN_CLEAR;
}

/* The first steps */

#define FIRST_STEPS_DEPTH 12
/* an example line runs this far past the deepest steps */
#define EXAMPLE_DISTANCE (2 * FIRST_STEPS_DEPTH + 6)

static guint
corner_signs (gint64 q,
              gint64 r,
              gint64 hq,
              gint64 hr)
{
  guint signs = 0;

  for (int j = 0; j < 6; j++)
    {
      gint64 c = axial_cross (q, r, 3 * hq + CORNERS[j][0], 3 * hr + CORNERS[j][1]);

      signs = signs * 3 + (c > 0 ? 2 : c == 0 ? 1
                                              : 0);
    }
  return signs;
}

static gint64
gcd (gint64 a,
     gint64 b)
{
  a = ABS (a);
  b = ABS (b);
  while (b != 0)
    {
      gint64 t = a % b;

      a = b;
      b = t;
    }
  return a;
}

/* An example target in direction (q, r), far enough; FALSE when off any
 * map. */
static gboolean
example_target (WadiGridLayout layout,
                WadiCube       origin,
                gint64         q,
                gint64         r,
                WadiHex       *target)
{
  gint64 g = gcd (q, r);

  q /= g;
  r /= g;
  while ((ABS (q) + ABS (r) + ABS (q + r)) / 2 < EXAMPLE_DISTANCE)
    {
      q *= 2;
      r *= 2;
    }
  if (ABS (q) > 10000 || ABS (r) > 10000)
    return FALSE;
  *target = wadi_cube_to_hex (layout, (WadiCube) { origin.q + (int) q, origin.r + (int) r, -(origin.q + (int) q) - (origin.r + (int) r) });
  return TRUE;
}

typedef struct
{
  const WadiLosMap   *map; /* the whole line: no laziness */
  const WadiLosRules *rules;
  WadiGridLayout      layout;
  WadiHex             viewer;
  WadiCube            origin;
  GArray             *nodes;
  GArray             *line;
  WadiLosResult       result;
} Growing;

static void
grow_node (Growing *g,
           guint    index)
{
  WadiLosFirstSteps   node = g_array_index (g->nodes, WadiLosFirstSteps, index);
  WadiHex             target;
  guint               last = 2 * node.depth;
  gint64              ends[8][2];
  int                 n_ends = 0;
  gint64              orient;
  const WadiLineStep *split;

  if (!example_target (g->layout, g->origin, node.ray ? node.lo[0] : node.lo[0] + node.hi[0],
                       node.ray ? node.lo[1] : node.lo[1] + node.hi[1], &target))
    return;
  g_array_set_size (g->line, 0);
  wadi_hex_line (g->layout, g->viewer, target, g->line);
  for (int need_first = 0; need_first < 2; need_first++)
    {
      WadiLosFirstAnswer *answer = &node.answer[need_first];
      WadiLosWalkTrace    trace;

      wadi_los_result_reset (&g->result);
      g_array_append_vals (g->result.line, g->line->data, g->line->len);
      if (wadi_los_walk_traced (g->map, g->rules, g->result.line, need_first, TRUE, TRUE, G_MAXINT, &g->result, &trace)
          || trace.decided_at > last || (trace.decided_at == last && trace.by_level))
        continue;
      answer->decided = TRUE;
      answer->decided_at = trace.decided_at;
      answer->highest_before = trace.highest_before;
      answer->result = g->result;
      answer->result.line = NULL;
      answer->result.blind_hexes = NULL;
    }
  split = &g_array_index (g->line, WadiLineStep, last);
  if ((node.answer[0].decided && node.answer[1].decided) || node.depth >= FIRST_STEPS_DEPTH
      || (!node.ray && split->kind != WADI_LINE_HEX))
    {
      g_array_index (g->nodes, WadiLosFirstSteps, index) = node;
      return;
    }
  if (split->kind == WADI_LINE_HEX)
    {
      WadiCube cube = wadi_hex_to_cube (g->layout, split->hex);

      node.split[0] = cube.q - g->origin.q;
      node.split[1] = cube.r - g->origin.r;
    }

  /* the children: a ray has one; a range parts at the directions of the
   * split hex's corners inside it, into those rays and the ranges
   * between them */
  node.first_child = g->nodes->len;
  if (node.ray)
    {
      WadiLosFirstSteps child = { 0 };

      child.lo[0] = node.lo[0];
      child.lo[1] = node.lo[1];
      child.ray = TRUE;
      child.depth = node.depth + 1;
      g_array_append_val (g->nodes, child);
      node.n_children = 1;
    }
  else
    {
      orient = axial_cross (node.lo[0], node.lo[1], node.hi[0], node.hi[1]) > 0 ? 1 : -1;
      ends[n_ends][0] = node.lo[0];
      ends[n_ends][1] = node.lo[1];
      n_ends++;
      for (int j = 0; j < 6; j++)
        {
          gint64 q = 3 * node.split[0] + CORNERS[j][0], r = 3 * node.split[1] + CORNERS[j][1];
          int    at;

          if (orient * axial_cross (node.lo[0], node.lo[1], q, r) <= 0
              || orient * axial_cross (q, r, node.hi[0], node.hi[1]) <= 0)
            continue;
          /* in order of direction from lo */
          for (at = n_ends; at > 1 && orient * axial_cross (q, r, ends[at - 1][0], ends[at - 1][1]) > 0; at--)
            {
              ends[at][0] = ends[at - 1][0];
              ends[at][1] = ends[at - 1][1];
            }
          ends[at][0] = q;
          ends[at][1] = r;
          n_ends++;
        }
      ends[n_ends][0] = node.hi[0];
      ends[n_ends][1] = node.hi[1];
      n_ends++;
      for (int i = 0; i + 1 < n_ends; i++)
        for (int ray = 0; ray < 2; ray++)
          {
            WadiLosFirstSteps child = { 0 };

            if (ray && i + 2 >= n_ends)
              continue;
            child.depth = node.depth + 1;
            child.ray = ray;
            if (ray)
              {
                child.lo[0] = ends[i + 1][0];
                child.lo[1] = ends[i + 1][1];
                child.signs = corner_signs (child.lo[0], child.lo[1], node.split[0], node.split[1]);
              }
            else
              {
                child.lo[0] = ends[i][0];
                child.lo[1] = ends[i][1];
                child.hi[0] = ends[i + 1][0];
                child.hi[1] = ends[i + 1][1];
                child.signs = corner_signs (child.lo[0] + child.hi[0], child.lo[1] + child.hi[1], node.split[0],
                                            node.split[1]);
              }
            g_array_append_val (g->nodes, child);
          }
      node.n_children = g->nodes->len - node.first_child;
    }
  g_array_index (g->nodes, WadiLosFirstSteps, index) = node;
  for (guint c = node.first_child; c < node.first_child + node.n_children; c++)
    grow_node (g, c);
}

WadiLosViewer *
wadi_los_viewer_new (const WadiLosMap   *map,
                     const WadiLosRules *rules,
                     WadiHex             hex,
                     int                 least_top)
{
  WadiLosViewer *viewer = g_new0 (WadiLosViewer, 1);
  WadiLosMap     whole = *map;
  Growing        g;

  viewer->hex = hex;
  viewer->fan = wadi_los_fan_new (map, rules, hex, least_top);
  whole.lazy = NULL;
  whole.viewer = NULL;
  g.map = &whole;
  g.rules = rules;
  g.layout = map->board->layout;
  g.viewer = hex;
  g.origin = wadi_hex_to_cube (g.layout, hex);
  g.nodes = g_array_new (FALSE, TRUE, sizeof (WadiLosFirstSteps));
  g.line = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));
  wadi_los_result_init (&g.result);
  g_array_set_size (g.nodes, WADI_LOS_LINE_STARTS);
  for (int start = 0; start < WADI_LOS_LINE_STARTS; start++)
    {
      WadiLosFirstSteps *node = &g_array_index (g.nodes, WadiLosFirstSteps, start);
      int                k = start / 2, next = (k + 1) % 6;

      node->depth = 1;
      node->lo[0] = CORNERS[k][0];
      node->lo[1] = CORNERS[k][1];
      node->ray = start % 2 == 0;
      if (!node->ray)
        {
          node->hi[0] = CORNERS[next][0];
          node->hi[1] = CORNERS[next][1];
        }
    }
  for (guint start = 0; start < WADI_LOS_LINE_STARTS; start++)
    grow_node (&g, start);
  wadi_los_result_clear (&g.result);
  g_array_unref (g.line);
  viewer->first_steps = g.nodes;
  return viewer;
}

const WadiLosResult *
wadi_los_viewer_first_steps (const WadiLosViewer *viewer,
                             WadiGridLayout       layout,
                             WadiHex              target,
                             int                  distance,
                             gboolean             need_first,
                             int                  top)
{
  const WadiLosFirstSteps *node;
  WadiCube                 origin = wadi_hex_to_cube (layout, viewer->hex);
  WadiCube                 cube = wadi_hex_to_cube (layout, target);
  gint64                   q = cube.q - origin.q, r = cube.r - origin.r;
  int                      start = wadi_los_line_start (layout, viewer->hex, target);

  if (start < 0)
    return NULL;
  node = &g_array_index (viewer->first_steps, WadiLosFirstSteps, start);
  for (;;)
    {
      const WadiLosFirstAnswer *answer = &node->answer[need_first ? 1 : 0];
      const WadiLosFirstSteps  *next = NULL;
      guint                     signs;

      if (answer->decided)
        {
          if (top < answer->highest_before || distance < (int) MAX (answer->decided_at / 2 + 2, 2))
            return NULL;
          return &answer->result;
        }
      if (node->n_children == 0)
        return NULL;
      if (node->ray)
        {
          node = &g_array_index (viewer->first_steps, WadiLosFirstSteps, node->first_child);
          continue;
        }
      signs = corner_signs (q, r, node->split[0], node->split[1]);
      for (guint c = node->first_child; c < node->first_child + node->n_children && next == NULL; c++)
        if (g_array_index (viewer->first_steps, WadiLosFirstSteps, c).signs == signs)
          next = &g_array_index (viewer->first_steps, WadiLosFirstSteps, c);
      if (next == NULL)
        return NULL;
      node = next;
    }
}

void
wadi_los_viewer_free (WadiLosViewer *viewer)
{
  if (viewer == NULL)
    return;
  wadi_los_fan_free (viewer->fan);
  g_clear_pointer (&viewer->first_steps, g_array_unref);
  g_free (viewer);
}
