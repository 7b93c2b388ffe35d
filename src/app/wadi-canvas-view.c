/* wadi-canvas-view.c: what the canvas looks at
 *
 * A point (a diagnostic jumped to), a board or two (Go to Board, a board
 * added beside the one shown), the whole map (the fit, kept through
 * resizes until the user zooms or pans), and the user's zoom steps.
 */
#include "config.h"

#include "wadi-canvas-private.h"

/* The user zooms out no further than this much of the zoom that fits the
 * whole map in view: past it the map is lost to a few pixels, and finding
 * it again took twenty steps back. */
#define ZOOM_OUT_FLOOR 0.5

void
wadi_canvas_center_on (WadiCanvas *self,
                       double      x,
                       double      y,
                       double      min_zoom)
{
  wadi_viewport_freeze (self->viewport);
  if (wadi_viewport_get_zoom (self->viewport) < min_zoom)
    wadi_viewport_set_zoom (self->viewport, min_zoom);
  wadi_viewport_set_center (self->viewport, x, y);
  wadi_viewport_thaw (self->viewport);
}

gboolean
wadi_canvas_board_extent (WadiCanvas *self,
                          guint       index,
                          double     *x0,
                          double     *y0,
                          double     *x1,
                          double     *y1)
{
  const WadiScenario *scenario;
  const WadiMap      *map;
  const WadiMapBoard *board;
  const WadiBoard    *grid = _wadi_canvas_board (self);

  if (grid == NULL)
    return FALSE;
  scenario = wadi_document_get_scenario (self->document);
  map = scenario->map;
  if (index >= wadi_map_board_count (map))
    return FALSE;
  board = wadi_map_get_board (map, index);
  *x0 = *y0 = G_MAXDOUBLE;
  *x1 = *y1 = -G_MAXDOUBLE;
  /* the corners' hexes span the board, however it is turned */
  for (guint i = 0; i < 4; i++)
    {
      WadiHex local = { i & 1 ? board->cols - 1 : 0, i & 2 ? board->rows - 1 : 0 };
      double  x, y;

      wadi_hex_center (grid->layout, wadi_map_to_map (map, index, local), &x, &y);
      *x0 = MIN (*x0, x);
      *y0 = MIN (*y0, y);
      *x1 = MAX (*x1, x);
      *y1 = MAX (*y1, y);
    }
  /* out to the corner hexes' edges */
  *x0 -= 0.6;
  *y0 -= 0.6;
  *x1 += 0.6;
  *y1 += 0.6;
  return TRUE;
}

void
wadi_canvas_show_boards (WadiCanvas *self,
                         guint       first,
                         guint       last)
{
  double x0, y0, x1, y1, zoom;
  double lx0, ly0, lx1, ly1;
  int    width = wadi_viewport_get_width (self->viewport);
  int    height = wadi_viewport_get_height (self->viewport);

  if (!wadi_canvas_board_extent (self, first, &x0, &y0, &x1, &y1)
      || !wadi_canvas_board_extent (self, last, &lx0, &ly0, &lx1, &ly1))
    return;
  x0 = MIN (x0, lx0);
  y0 = MIN (y0, ly0);
  x1 = MAX (x1, lx1);
  y1 = MAX (y1, ly1);
  wadi_viewport_freeze (self->viewport);
  if (width > 0 && height > 0)
    {
      zoom = MIN (width / (x1 - x0), height / (y1 - y0));
      wadi_viewport_set_zoom (self->viewport, zoom);
    }
  wadi_viewport_set_center (self->viewport, (x0 + x1) / 2.0, (y0 + y1) / 2.0);
  wadi_viewport_thaw (self->viewport);
  self->needs_fit = FALSE;
  self->fitted = FALSE;
}

/* Zooms as the user asks, about the screen point (x, y): out no further
 * than ZOOM_OUT_FLOOR of the zoom that fits the map (nor further than it
 * is already, if it is below that). */
void
_wadi_canvas_zoom_about (WadiCanvas *self,
                         double      zoom,
                         double      x,
                         double      y)
{
  double now = wadi_viewport_get_zoom (self->viewport);
  double least = wadi_viewport_get_fit_zoom (self->viewport) * ZOOM_OUT_FLOOR;

  if (zoom < now && zoom < least)
    zoom = MIN (now, least);
  wadi_viewport_zoom_at (self->viewport, zoom, x, y);
}

/* Keyboard zoom goes about the pointer when it is over the map, else about
 * the middle. */
static void
zoom_by (WadiCanvas *self,
         double      factor)
{
  double x = self->pointer_inside ? self->pointer_x : wadi_viewport_get_width (self->viewport) / 2.0;
  double y = self->pointer_inside ? self->pointer_y : wadi_viewport_get_height (self->viewport) / 2.0;

  _wadi_canvas_zoom_about (self, wadi_viewport_get_zoom (self->viewport) * factor, x, y);
}

void
wadi_canvas_zoom_in (WadiCanvas *self)
{
  zoom_by (self, WADI_CANVAS_ZOOM_STEP);
}

void
wadi_canvas_zoom_out (WadiCanvas *self)
{
  zoom_by (self, 1.0 / WADI_CANVAS_ZOOM_STEP);
}

void
wadi_canvas_set_initial_zoom (WadiCanvas *self,
                              double      zoom)
{
  self->initial_zoom = zoom;
}

void
wadi_canvas_zoom_fit (WadiCanvas *self)
{
  gboolean first = self->needs_fit;

  if (wadi_viewport_get_width (self->viewport) <= 0)
    {
      self->needs_fit = TRUE;
      return;
    }
  wadi_viewport_freeze (self->viewport);
  wadi_viewport_fit (self->viewport);
  if (first && self->initial_zoom > 0.0)
    wadi_viewport_set_zoom (self->viewport, self->initial_zoom);
  wadi_viewport_thaw (self->viewport);
  self->needs_fit = FALSE;
  self->fitted = !(first && self->initial_zoom > 0.0);
  self->fit_zoom = wadi_viewport_get_zoom (self->viewport);
  self->fit_x = wadi_viewport_get_center_x (self->viewport);
  self->fit_y = wadi_viewport_get_center_y (self->viewport);
}
