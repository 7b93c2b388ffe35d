/* wadi-trace-colour.c: the points read and their colours
 *
 * A hex's inner disc, less its top cap where the label is printed, is
 * read at the points of a 9 x 9 grid that fall in it (61 points),
 * whatever the picture's scale: enough for a mean and a
 * spread, and a hex costs the same on a 600 dpi scan as on a screenshot.
 * Each point is the nearest pixel's colour (the mean over many points
 * does what interpolation would).  sRGB goes to CIELAB (D65) through a
 * table of the 256 linear values.
 */
#include "config.h"

#include <math.h>

#include "wadi-hex.h"
#include "wadi-trace-colour.h"

#define GRID 9
/* a hexside: its strip's rows, in board units either side of the line
 * (a wall is drawn 0.085 wide, a hedge's bushes 0.08), and the rows
 * beside it, in each hex */
#define SIDE_LINE 0.02
#define SIDE_BESIDE 0.13
#define SIDE_ALONG 9
/* a half hex: how far from the board's edge line its points start, and
 * around where its label stands (a top half hex's just below the centre) */
#define HALF_EDGE_CLEAR 0.08
#define HALF_LABEL_ACROSS 0.14
#define HALF_LABEL_BELOW 0.25

typedef struct
{
  double sum[3];
  double sum2[3];
  guint  n;
} Accumulator;

static float linear_table[256];

static void
init_linear_table (void)
{
  static gsize done = 0;

  if (!g_once_init_enter (&done))
    return;
  for (int i = 0; i < 256; i++)
    {
      double c = i / 255.0;
      linear_table[i] = (float) (c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4));
    }
  g_once_init_leave (&done, 1);
}

static double
lab_f (double t)
{
  return t > 216.0 / 24389.0 ? cbrt (t) : (24389.0 / 27.0 * t + 16.0) / 116.0;
}

static void
rgb_to_lab (const guint8 rgb[3],
            double       lab[3])
{
  double r = linear_table[rgb[0]], g = linear_table[rgb[1]], b = linear_table[rgb[2]];
  double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
  double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
  double fx = lab_f (x), fy = lab_f (y), fz = lab_f (z);

  lab[0] = 116.0 * fy - 16.0;
  lab[1] = 500.0 * (fx - fy);
  lab[2] = 200.0 * (fy - fz);
}

/* Adds the pixel under board point (x, y); FALSE when it is off the
 * picture. */
static gboolean
accumulate (Accumulator            *acc,
            const WadiTracePicture *picture,
            const WadiSimilarity   *inverse,
            double                  x,
            double                  y)
{
  double px, py, lab[3];
  guint8 rgb[3];

  wadi_similarity_apply (inverse, x, y, &px, &py);
  if (!(px >= 0.0 && py >= 0.0 && px < G_MAXINT && py < G_MAXINT)
      || !wadi_trace_picture_get_rgb (picture, (int) px, (int) py, rgb))
    return FALSE;
  rgb_to_lab (rgb, lab);
  for (int c = 0; c < 3; c++)
    {
      acc->sum[c] += lab[c];
      acc->sum2[c] += lab[c] * lab[c];
    }
  acc->n++;
  return TRUE;
}

static void
finish (const Accumulator *acc,
        WadiTraceColour   *colour)
{
  for (int c = 0; c < 3; c++)
    {
      double mean = acc->sum[c] / acc->n;
      double var = acc->sum2[c] / acc->n - mean * mean;

      colour->mean[c] = (float) mean;
      colour->spread[c] = (float) sqrt (MAX (var, 0.0));
    }
}

void
wadi_trace_hex_part (const WadiBoard  *board,
                     WadiHex           hex,
                     WadiTraceHexPart *part)
{
  part->half = FALSE;
  part->inward_x = 0.0;
  part->inward_y = 0.0;
  /* as wadi_map_board_is_half_hex () */
  if (board->labels.kind != WADI_LABEL_ASL || board->labels.first_row != 0
      || board->layout.orientation != WADI_GRID_FLAT_TOP || !wadi_board_contains (board, hex))
    return;
  if (hex.col == 0)
    part->inward_x = 1.0;
  else if (hex.col == board->cols - 1)
    part->inward_x = -1.0;
  else if (wadi_board_column_is_lowered (board, hex.col) && hex.row == 0)
    part->inward_y = 1.0;
  else if (wadi_board_column_is_lowered (board, hex.col) && hex.row == board->rows - 1)
    part->inward_y = -1.0;
  else
    return;
  part->half = TRUE;
}

/* Whether the point (dx, dy) from the centre is read. */
static gboolean
in_part (const WadiTraceHexPart *part,
         double                  dx,
         double                  dy)
{
  if (!part->half)
    /* the top cap holds the hex's label */
    return dy >= -WADI_TRACE_LABEL_CLEAR;
  /* clear of the board's edge line, on the board's side */
  if (dx * part->inward_x + dy * part->inward_y < HALF_EDGE_CLEAR)
    return FALSE;
  /* a top half hex's label stands just below its centre, a side one's
   * at the top as a whole hex's */
  if (part->inward_y > 0.0)
    return fabs (dx) >= HALF_LABEL_ACROSS || dy > HALF_LABEL_BELOW;
  return dy >= -WADI_TRACE_LABEL_CLEAR;
}

gboolean
wadi_trace_colour_read_hex_part (const WadiTracePicture *picture,
                                 const WadiSimilarity   *inverse,
                                 WadiGridLayout          layout,
                                 WadiHex                 hex,
                                 const WadiTraceHexPart *part,
                                 WadiTraceColour        *colour)
{
  Accumulator acc = { { 0 } };
  double      cx, cy;
  double      step = 2.0 * WADI_TRACE_INNER_RADIUS / (GRID - 1);
  double      r2 = WADI_TRACE_INNER_RADIUS * WADI_TRACE_INNER_RADIUS * 1.0001;

  init_linear_table ();
  wadi_hex_center (layout, hex, &cx, &cy);
  for (int i = 0; i < GRID; i++)
    for (int j = 0; j < GRID; j++)
      {
        double dx = -WADI_TRACE_INNER_RADIUS + i * step;
        double dy = -WADI_TRACE_INNER_RADIUS + j * step;

        if (dx * dx + dy * dy > r2 || !in_part (part, dx, dy))
          continue;
        if (!accumulate (&acc, picture, inverse, cx + dx, cy + dy))
          return FALSE;
      }
  if (acc.n == 0)
    return FALSE;
  finish (&acc, colour);
  return TRUE;
}

gboolean
wadi_trace_colour_read_hex (const WadiTracePicture *picture,
                            const WadiSimilarity   *inverse,
                            WadiGridLayout          layout,
                            WadiHex                 hex,
                            WadiTraceColour        *colour)
{
  WadiTraceHexPart whole = { FALSE, 0.0, 0.0 };

  return wadi_trace_colour_read_hex_part (picture, inverse, layout, hex, &whole, colour);
}

gboolean
wadi_trace_colour_read_side (const WadiTracePicture *picture,
                             const WadiSimilarity   *inverse,
                             WadiGridLayout          layout,
                             WadiHexside             side,
                             WadiTraceColour        *colour)
{
  static const double across[] = { -SIDE_LINE, 0.0, SIDE_LINE };
  Accumulator         line = { { 0 } }, beside = { { 0 } };
  WadiTraceColour     on, off;
  double              x0, y0, x1, y1, len, nx, ny;

  init_linear_table ();
  /* hexside d runs from vertex d - 1 to vertex d */
  wadi_hex_corner (layout, side.hex, (WadiVertexIndex) ((side.dir + 5) % 6), &x0, &y0);
  wadi_hex_corner (layout, side.hex, side.dir, &x1, &y1);
  len = hypot (x1 - x0, y1 - y0);
  nx = -(y1 - y0) / len;
  ny = (x1 - x0) / len;
  for (int i = 0; i < SIDE_ALONG; i++)
    {
      /* the middle 60%, clear of the vertices where other sides meet */
      double t = 0.2 + 0.6 * i / (SIDE_ALONG - 1);
      double x = x0 + t * (x1 - x0), y = y0 + t * (y1 - y0);

      for (guint j = 0; j < G_N_ELEMENTS (across); j++)
        if (!accumulate (&line, picture, inverse, x + across[j] * nx, y + across[j] * ny))
          return FALSE;
      if (!accumulate (&beside, picture, inverse, x + SIDE_BESIDE * nx, y + SIDE_BESIDE * ny)
          || !accumulate (&beside, picture, inverse, x - SIDE_BESIDE * nx, y - SIDE_BESIDE * ny))
        return FALSE;
    }
  finish (&line, &on);
  finish (&beside, &off);
  for (int c = 0; c < 3; c++)
    {
      colour->mean[c] = on.mean[c] - off.mean[c];
      colour->spread[c] = on.spread[c] - off.spread[c];
    }
  return TRUE;
}

float
wadi_trace_colour_distance (const WadiTraceColour *a,
                            const WadiTraceColour *b)
{
  double d = 0.0;

  for (int c = 0; c < 3; c++)
    {
      double m = a->mean[c] - b->mean[c];
      double s = a->spread[c] - b->spread[c];

      d += m * m + s * s;
    }
  return (float) sqrt (d);
}

gboolean
wadi_trace_read_hex (const WadiTracePicture *picture,
                     const WadiSimilarity   *s,
                     WadiGridLayout          layout,
                     WadiHex                 hex,
                     WadiTraceColour        *colour)
{
  WadiSimilarity inverse = WADI_SIMILARITY_IDENTITY;

  if (!wadi_similarity_invert (s, &inverse))
    return FALSE;
  return wadi_trace_colour_read_hex (picture, &inverse, layout, hex, colour);
}

gboolean
wadi_trace_read_side (const WadiTracePicture *picture,
                      const WadiSimilarity   *s,
                      WadiGridLayout          layout,
                      WadiHexside             side,
                      WadiTraceColour        *colour)
{
  WadiSimilarity inverse = WADI_SIMILARITY_IDENTITY;

  if (!wadi_similarity_invert (s, &inverse))
    return FALSE;
  return wadi_trace_colour_read_side (picture, &inverse, layout, side, colour);
}
