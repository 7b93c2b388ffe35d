/* wadi-similarity.h: a turn, a uniform scale and a shift of the plane
 *
 * How a board's background picture lies on the board: a picture pixel
 * (px, py) (its top-left corner is (0, 0), y down) goes to the point
 *
 *   x = a * px - b * py + tx
 *   y = b * px + a * py + ty
 *
 * of the board's own, unturned frame (the unit and origin of
 * wadi_hex_center() with the board's layout and storage hexes).  The scale
 * is hypot (a, b) board units per picture pixel and the turn atan2 (b, a),
 * clockwise on screen since y points down.
 */
#pragma once

#include <glib.h>
#include <math.h>

G_BEGIN_DECLS

typedef struct
{
  double a;
  double b;
  double tx;
  double ty;
} WadiSimilarity;

#define WADI_SIMILARITY_IDENTITY ((WadiSimilarity) { 1.0, 0.0, 0.0, 0.0 })

static inline void
wadi_similarity_apply (const WadiSimilarity *s,
                       double                x,
                       double                y,
                       double               *out_x,
                       double               *out_y)
{
  *out_x = s->a * x - s->b * y + s->tx;
  *out_y = s->b * x + s->a * y + s->ty;
}

static inline double
wadi_similarity_scale (const WadiSimilarity *s)
{
  return hypot (s->a, s->b);
}

/* FALSE (and out untouched) when s has no inverse (scale 0). */
static inline gboolean
wadi_similarity_invert (const WadiSimilarity *s,
                        WadiSimilarity       *out)
{
  double norm = s->a * s->a + s->b * s->b;

  if (!(norm > 0.0) || !isfinite (norm))
    return FALSE;
  out->a = s->a / norm;
  out->b = -s->b / norm;
  out->tx = -(out->a * s->tx - out->b * s->ty);
  out->ty = -(out->b * s->tx + out->a * s->ty);
  return TRUE;
}

G_END_DECLS
