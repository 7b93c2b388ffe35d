/* wadi-trace-align.c: the least-squares similarity from clicked points
 *
 * Umeyama's closed form ("Least-squares estimation of transformation
 * parameters between two point patterns", 1991) in the plane, where a
 * turn and a scale are one complex number a + ib: with both point sets
 * centred on their means, a + ib = sum (conj (p) q) / sum |p|^2, which
 * never reflects.  The shift then takes the picture points' mean to the
 * board points'.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "wadi-trace-align.h"

G_DEFINE_QUARK (wadi - trace - error - quark, wadi_trace_error)

double
wadi_trace_align_residual (const WadiSimilarity *s,
                           const WadiTracePair  *pair)
{
  double x, y;
  double scale = wadi_similarity_scale (s);

  wadi_similarity_apply (s, pair->picture_x, pair->picture_y, &x, &y);
  if (!(scale > 0.0))
    return INFINITY;
  /* a board distance over the scale is a picture distance */
  return hypot (x - pair->board_x, y - pair->board_y) / scale;
}

gboolean
wadi_trace_align (const WadiTracePair *pairs,
                  guint                n_pairs,
                  WadiSimilarity      *out,
                  double              *rms_pixels,
                  GError             **error)
{
  double         px = 0.0, py = 0.0, bx = 0.0, by = 0.0;
  double         pp = 0.0, bb = 0.0, dot = 0.0, cross = 0.0;
  double         sum = 0.0;
  WadiSimilarity s;

  if (n_pairs < 2)
    {
      g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_FEW_POINTS,
                   _("Aligning a picture needs at least 2 points; %u given"), n_pairs);
      return FALSE;
    }
  for (guint i = 0; i < n_pairs; i++)
    {
      px += pairs[i].picture_x;
      py += pairs[i].picture_y;
      bx += pairs[i].board_x;
      by += pairs[i].board_y;
    }
  px /= n_pairs;
  py /= n_pairs;
  bx /= n_pairs;
  by /= n_pairs;
  for (guint i = 0; i < n_pairs; i++)
    {
      double ux = pairs[i].picture_x - px, uy = pairs[i].picture_y - py;
      double vx = pairs[i].board_x - bx, vy = pairs[i].board_y - by;

      pp += ux * ux + uy * uy;
      bb += vx * vx + vy * vy;
      dot += ux * vx + uy * vy;
      cross += ux * vy - uy * vx;
    }
  if (!isfinite (pp) || !isfinite (bb) || !isfinite (dot) || !isfinite (cross))
    {
      g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_DEGENERATE,
                   _("The alignment points are not finite numbers"));
      return FALSE;
    }
  /* less than a hundredth of a pixel, or of a hex, apart on average */
  if (pp < 1e-4 * n_pairs)
    {
      g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_COINCIDENT,
                   _("The alignment points of the picture are all at one place"));
      return FALSE;
    }
  if (bb < 1e-4 * n_pairs)
    {
      g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_COINCIDENT,
                   _("The alignment points of the board are all at one hex"));
      return FALSE;
    }
  s.a = dot / pp;
  s.b = cross / pp;
  s.tx = bx - (s.a * px - s.b * py);
  s.ty = by - (s.b * px + s.a * py);
  /* A turn and scale that keeps almost none of the board's spread: the
   * points run against each other (a mirror image, or pairs mixed up). */
  if (!isfinite (s.a) || !isfinite (s.b) || wadi_similarity_scale (&s) * wadi_similarity_scale (&s) * pp < 1e-3 * bb)
    {
      g_set_error (error, WADI_TRACE_ERROR, WADI_TRACE_ERROR_DEGENERATE,
                   _("No turn and scale lays these picture points on these hexes: are the points in the same order, and the picture not mirrored?"));
      return FALSE;
    }
  for (guint i = 0; i < n_pairs; i++)
    {
      double r = wadi_trace_align_residual (&s, &pairs[i]);
      sum += r * r;
    }
  *out = s;
  if (rms_pixels != NULL)
    *rms_pixels = sqrt (sum / n_pairs);
  return TRUE;
}
