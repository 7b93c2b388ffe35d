/* wadi-render-coverage.c: how much of each pixel a polygon covers
 *
 * Each edge adds, to the pixels it crosses, the signed area it sweeps to
 * their right (the method of font-rs and stb_truetype's second
 * rasteriser); a sum along a row then gives each pixel's covered area.
 * The outlines of the diagnostics' marks are a few dozen edges each, so
 * this costs about the mark's box, where cairo's scan converter costs
 * several times more for shapes so small.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-render-private.h"

void
wadi_coverage_reset (WadiCoverage *coverage,
                     int           width,
                     int           height)
{
  gsize cells;

  coverage->width = width;
  coverage->height = height;
  /* a row has two more cells than pixels: an edge on the box's right
   * side adds to the cells past it */
  coverage->stride = width + 2;
  cells = (gsize) coverage->stride * (gsize) height;
  if (cells > coverage->allocated)
    {
      g_free (coverage->cells);
      coverage->cells = g_new (float, cells);
      coverage->allocated = cells;
    }
  memset (coverage->cells, 0, cells * sizeof (float));
}

void
wadi_coverage_clear (WadiCoverage *coverage)
{
  g_clear_pointer (&coverage->cells, g_free);
  coverage->allocated = 0;
}

void
wadi_coverage_line (WadiCoverage *coverage,
                    double        ax,
                    double        ay,
                    double        bx,
                    double        by)
{
  double dir = 1.0, dxdy, x;
  int    y0, y1;

  if (ay == by)
    return;
  if (ay > by)
    {
      double t;

      dir = -1.0;
      t = ax, ax = bx, bx = t;
      t = ay, ay = by, by = t;
    }
  /* the box holds the whole outline: clamped only against rounding */
  ax = CLAMP (ax, 0.0, coverage->width);
  bx = CLAMP (bx, 0.0, coverage->width);
  ay = CLAMP (ay, 0.0, coverage->height);
  by = CLAMP (by, 0.0, coverage->height);
  if (ay == by)
    return;
  dxdy = (bx - ax) / (by - ay);
  x = ax;
  y0 = (int) ay;
  y1 = MIN ((int) ceil (by), coverage->height);
  for (int y = y0; y < y1; y++)
    {
      float *row = coverage->cells + (gsize) y * (gsize) coverage->stride;
      double dy = MIN (y + 1.0, by) - MAX ((double) y, ay);
      double x_next = x + dxdy * dy;
      double d = dy * dir;
      double x0 = MIN (x, x_next), x1 = MAX (x, x_next);
      double x0_floor = floor (x0), x1_ceil = ceil (x1);
      int    x0i = (int) x0_floor, x1i = (int) x1_ceil;

      if (x1i <= x0i + 1)
        {
          /* within one pixel: it takes the part of d right of the
           * edge's middle, the next pixel the rest */
          double xm = 0.5 * (x + x_next) - x0_floor;

          row[x0i] += (float) (d - d * xm);
          row[x0i + 1] += (float) (d * xm);
        }
      else
        {
          double s = 1.0 / (x1 - x0);
          double x0f = x0 - x0_floor;
          double a0 = 0.5 * s * (1.0 - x0f) * (1.0 - x0f);
          double x1f = x1 - x1_ceil + 1.0;
          double am = 0.5 * s * x1f * x1f;

          row[x0i] += (float) (d * a0);
          if (x1i == x0i + 2)
            row[x0i + 1] += (float) (d * (1.0 - a0 - am));
          else
            {
              double a1 = s * (1.5 - x0f);
              double a2;

              row[x0i + 1] += (float) (d * (a1 - a0));
              for (int xi = x0i + 2; xi < x1i - 1; xi++)
                row[xi] += (float) (d * s);
              a2 = a1 + (x1i - x0i - 3) * s;
              row[x1i - 1] += (float) (d * (1.0 - a2 - am));
            }
          row[x1i] += (float) (d * am);
        }
      x = x_next;
    }
}

void
wadi_coverage_to_mask (const WadiCoverage *coverage,
                       guint8             *mask,
                       int                 mask_stride)
{
  for (int y = 0; y < coverage->height; y++)
    {
      const float *row = coverage->cells + (gsize) y * (gsize) coverage->stride;
      guint8      *out = mask + (gsize) y * (gsize) mask_stride;
      float        sum = 0.0f;

      for (int x = 0; x < coverage->width; x++)
        {
          float a;

          sum += row[x];
          /* pieces that turn the same way and overlap count once, as
           * cairo's nonzero rule has it */
          a = fabsf (sum);
          out[x] = (guint8) (a >= 1.0f ? 255 : (int) (a * 255.0f + 0.5f));
        }
    }
}
