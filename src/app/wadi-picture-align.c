/* wadi-picture-align.c: aligning a board's background picture by hand */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>

#include "wadi-picture-align.h"
#include "wadi-trace-align.h"

struct _WadiPictureAlign
{
  guint        board;
  WadiPicture *start;   /* as it was */
  WadiPicture *picture; /* with the fit as it is now */
  int          width;
  int          height;
  GArray      *pairs; /* WadiTracePair */
  gboolean     pending;
  double       pending_x; /* the picture point waiting for its hex */
  double       pending_y;
  double       residual;
};

WadiPictureAlign *
wadi_picture_align_new (guint              board,
                        const WadiPicture *picture,
                        int                width,
                        int                height)
{
  WadiPictureAlign *self = g_new0 (WadiPictureAlign, 1);

  self->board = board;
  self->start = wadi_picture_copy (picture);
  self->picture = wadi_picture_copy (picture);
  self->width = width;
  self->height = height;
  self->pairs = g_array_new (FALSE, FALSE, sizeof (WadiTracePair));
  self->residual = -1.0;
  return self;
}

void
wadi_picture_align_free (WadiPictureAlign *self)
{
  if (self == NULL)
    return;
  wadi_picture_free (self->start);
  wadi_picture_free (self->picture);
  g_array_unref (self->pairs);
  g_free (self);
}

guint
wadi_picture_align_get_board (const WadiPictureAlign *self)
{
  return self->board;
}

const WadiPicture *
wadi_picture_align_get_start (const WadiPictureAlign *self)
{
  return self->start;
}

const WadiPicture *
wadi_picture_align_get_picture (const WadiPictureAlign *self)
{
  return self->picture;
}

guint
wadi_picture_align_get_n_pairs (const WadiPictureAlign *self)
{
  return self->pairs->len;
}

gboolean
wadi_picture_align_is_pending (const WadiPictureAlign *self)
{
  return self->pending;
}

double
wadi_picture_align_get_residual (const WadiPictureAlign *self)
{
  return self->residual;
}

/* The map point (x, y) in the board's own frame. */
static void
map_to_board_frame (const WadiScenario *scenario,
                    guint               board,
                    double              x,
                    double              y,
                    double             *bx,
                    double             *by)
{
  WadiSimilarity frame = wadi_map_board_frame (scenario->map, board);
  WadiSimilarity inverse;

  if (!wadi_similarity_invert (&frame, &inverse))
    inverse = WADI_SIMILARITY_IDENTITY;
  wadi_similarity_apply (&inverse, x, y, bx, by);
}

/* Fits the pairs: one moves the picture onto it, more fit it whole. */
static gboolean
refit (WadiPictureAlign *self,
       GError          **error)
{
  WadiSimilarity *fit = &self->picture->fit;
  WadiTracePair  *last = &g_array_index (self->pairs, WadiTracePair, self->pairs->len - 1);
  WadiSimilarity  fitted;
  double          rms = -1.0;

  if (self->pairs->len == 1)
    {
      double x, y;

      wadi_similarity_apply (fit, last->picture_x, last->picture_y, &x, &y);
      fit->tx += last->board_x - x;
      fit->ty += last->board_y - y;
      return TRUE;
    }
  if (!wadi_trace_align ((const WadiTracePair *) (gconstpointer) self->pairs->data, self->pairs->len, &fitted, &rms,
                         error))
    {
      g_array_set_size (self->pairs, self->pairs->len - 1);
      return FALSE;
    }
  *fit = fitted;
  self->residual = rms;
  return TRUE;
}

gboolean
wadi_picture_align_click (WadiPictureAlign   *self,
                          const WadiScenario *scenario,
                          double              x,
                          double              y,
                          gboolean           *fit_changed,
                          GError            **error)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  double           bx, by;

  *fit_changed = FALSE;
  if (grid == NULL || self->board >= wadi_map_board_count (scenario->map))
    return FALSE;
  map_to_board_frame (scenario, self->board, x, y, &bx, &by);
  if (!self->pending)
    {
      WadiSimilarity inverse;
      double         px, py;

      if (!wadi_similarity_invert (&self->picture->fit, &inverse))
        return FALSE;
      wadi_similarity_apply (&inverse, bx, by, &px, &py);
      if (px < 0 || py < 0 || px > self->width || py > self->height)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               _("That point is not on the picture"));
          return FALSE;
        }
      self->pending = TRUE;
      self->pending_x = px;
      self->pending_y = py;
      return TRUE;
    }
  {
    WadiHex       hex = wadi_hex_at_point (grid->layout, x, y);
    WadiHex       local;
    WadiTracePair pair;

    if (!wadi_map_to_board (scenario->map, self->board, hex, &local))
      {
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                             _("That hex is not on the board of the picture"));
        return FALSE;
      }
    pair.picture_x = self->pending_x;
    pair.picture_y = self->pending_y;
    wadi_hex_center (wadi_map_get_board (scenario->map, self->board)->layout, local, &pair.board_x, &pair.board_y);
    g_array_append_val (self->pairs, pair);
    self->pending = FALSE;
    if (!refit (self, error))
      return FALSE;
    *fit_changed = TRUE;
    return TRUE;
  }
}

void
wadi_picture_align_nudge (WadiPictureAlign *self,
                          int               dx,
                          int               dy,
                          int               turn,
                          int               scale)
{
  WadiSimilarity *fit = &self->picture->fit;
  double          angle = turn * 0.1 * G_PI / 180.0;
  double          k = 1.0 + scale * 0.001;
  double          cx, cy, a, b;

  fit->tx += fit->a * dx - fit->b * dy;
  fit->ty += fit->b * dx + fit->a * dy;
  if (turn != 0 || scale != 0)
    {
      /* about the picture's centre, which stays where it is */
      wadi_similarity_apply (fit, self->width / 2.0, self->height / 2.0, &cx, &cy);
      a = k * (fit->a * cos (angle) - fit->b * sin (angle));
      b = k * (fit->a * sin (angle) + fit->b * cos (angle));
      fit->a = a;
      fit->b = b;
      fit->tx = cx - (a * self->width / 2.0 - b * self->height / 2.0);
      fit->ty = cy - (b * self->width / 2.0 + a * self->height / 2.0);
    }
  if (self->pairs->len >= 2)
    {
      double sum = 0.0;

      for (guint i = 0; i < self->pairs->len; i++)
        {
          double r = wadi_trace_align_residual (fit, &g_array_index (self->pairs, WadiTracePair, i));

          sum += r * r;
        }
      self->residual = sqrt (sum / self->pairs->len);
    }
}
