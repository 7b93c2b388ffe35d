/* wadi-picture-align.h: aligning a board's background picture by hand
 *
 * The designer clicks a point of the picture (a hex centre printed on
 * the scan), then the hex of the board it is the centre of, for two,
 * three or more hexes (two corners and one middle hex, say): each pair
 * after the first fits the scale, turn and shift by least squares
 * (wadi-trace-align.h) and says how far the points miss, in picture
 * pixels; one pair only moves the picture.  The arrow keys nudge the fit.
 * No widgets here: the window turns clicks and keys into these calls and
 * records the fit as one undo step.
 */
#pragma once

#include "wadi-picture.h"
#include "wadi-scenario.h"

G_BEGIN_DECLS

typedef struct _WadiPictureAlign WadiPictureAlign;

/* Aligning board's picture (copied), width x height pixels. */
WadiPictureAlign *wadi_picture_align_new (guint              board,
                                          const WadiPicture *picture,
                                          int                width,
                                          int                height);
void              wadi_picture_align_free (WadiPictureAlign *self);

guint wadi_picture_align_get_board (const WadiPictureAlign *self);
/* The picture as it was, and as aligned so far. */
const WadiPicture *wadi_picture_align_get_start (const WadiPictureAlign *self);
const WadiPicture *wadi_picture_align_get_picture (const WadiPictureAlign *self);
guint              wadi_picture_align_get_n_pairs (const WadiPictureAlign *self);
/* Whether a picture point waits for its hex. */
gboolean wadi_picture_align_is_pending (const WadiPictureAlign *self);
/* The root mean square of the pairs' misses, in picture pixels; -1
 * before two pairs. */
double wadi_picture_align_get_residual (const WadiPictureAlign *self);

/* A click at the map point (x, y) (map units) of scenario's map: the
 * picture point under it, or, when one waits, the hex whose centre it
 * is.  FALSE, changing nothing, for a point off the picture or a hex off
 * the board; when the fit changes, *fit_changed says so. */
gboolean wadi_picture_align_click (WadiPictureAlign   *self,
                                   const WadiScenario *scenario,
                                   double              x,
                                   double              y,
                                   gboolean           *fit_changed,
                                   GError            **error);
/* Moves the picture by (dx, dy) of its pixels, turns it about its centre
 * by turn tenths of a degree clockwise and scales it by scale tenths of a
 * percent. */
void wadi_picture_align_nudge (WadiPictureAlign *self,
                               int               dx,
                               int               dy,
                               int               turn,
                               int               scale);

G_END_DECLS
