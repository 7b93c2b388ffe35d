/* wadi-trace-align.h: laying a picture on a board from points clicked
 *
 * The designer names n >= 2 points of the picture and the board points
 * they are (hex centres, usually: wadi_hex_center () of the board's own,
 * unturned hexes).  The similarity (a turn, a uniform scale and a shift;
 * wadi-similarity.h) that takes the picture points nearest to the board
 * points, in the least-squares sense, is found in closed form
 * (Umeyama's, without reflection), and how far the points miss it is
 * said in picture pixels.
 */
#pragma once

#include <glib.h>

#include "wadi-similarity.h"

G_BEGIN_DECLS

#define WADI_TRACE_ERROR (wadi_trace_error_quark ())
GQuark wadi_trace_error_quark (void);

typedef enum
{
  WADI_TRACE_ERROR_FEW_POINTS, /* fewer than 2 pairs */
  WADI_TRACE_ERROR_COINCIDENT, /* the picture points, or the board points, all (nearly) one point */
  WADI_TRACE_ERROR_DEGENERATE, /* no turn and scale fits (a non-finite value, a zero scale) */
  WADI_TRACE_ERROR_TOO_LARGE,  /* a picture over the limits (wadi-trace-picture.h) */
  WADI_TRACE_ERROR_PICTURE,    /* a picture that cannot be read */
  WADI_TRACE_ERROR_SAMPLES,    /* samples that cannot be read, or none to trace with */
  WADI_TRACE_ERROR_OUTSIDE,    /* a sample hex outside the picture, or no hex of the board on it */
} WadiTraceError;

/* A picture point and the board point it is. */
typedef struct
{
  double picture_x;
  double picture_y;
  double board_x;
  double board_y;
} WadiTracePair;

/* Fits the similarity that takes each pair's picture point to its board
 * point.  rms_pixels (may be NULL) receives the root mean square of the
 * distances, in picture pixels, between each picture point and where its
 * board point falls on the picture.  FALSE with error (WADI_TRACE_ERROR)
 * for fewer than 2 pairs, coincident points or a degenerate fit; out is
 * then untouched. */
gboolean wadi_trace_align (const WadiTracePair *pairs,
                           guint                n_pairs,
                           WadiSimilarity      *out,
                           double              *rms_pixels,
                           GError             **error);

/* How far, in picture pixels, the picture point of pair misses where s
 * puts its board point. */
double wadi_trace_align_residual (const WadiSimilarity *s,
                                  const WadiTracePair  *pair);

G_END_DECLS
