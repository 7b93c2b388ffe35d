/* wadi-render-geometry.c: where a board and a view lie on the map
 *
 * What the renderer's files share about extents: the board's rectangle,
 * the view's, and which hexes meet a rectangle.  It calls nothing of theirs.
 */
#include "config.h"

#include <math.h>

#include "wadi-render-private.h"

void
wadi_render_board_extent (const WadiBoard *board,
                          double          *x0,
                          double          *y0,
                          double          *x1,
                          double          *y1)
{
  WadiHex corners[4] = {
    { 0, 0 },
    { board->cols - 1, 0 },
    { 0, board->rows - 1 },
    { board->cols - 1, board->rows - 1 },
  };

  *x0 = *y0 = G_MAXDOUBLE;
  *x1 = *y1 = -G_MAXDOUBLE;
  /* The stagger puts the extreme centres in the first two columns (rows)
   * and the last two. */
  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    for (int step = 0; step < 2; step++)
      {
        WadiHex hex = corners[i];
        double  x, y;

        if (board->layout.orientation == WADI_GRID_FLAT_TOP)
          hex.col += (hex.col == 0 ? step : -step);
        else
          hex.row += (hex.row == 0 ? step : -step);
        /* a map's grid is as large as its boards' hexes, but may lack any
         * of its corners (an L of boards): its whole rectangle counts */
        if (board->present == NULL && !wadi_board_contains (board, hex))
          continue;
        wadi_hex_center (board->layout, hex, &x, &y);
        *x0 = MIN (*x0, x - WADI_HEX_RADIUS);
        *y0 = MIN (*y0, y - WADI_HEX_RADIUS);
        *x1 = MAX (*x1, x + WADI_HEX_RADIUS);
        *y1 = MAX (*y1, y + WADI_HEX_RADIUS);
      }
}

void
wadi_render_view_rectangle (const WadiRenderView *view,
                            double                rect[4])
{
  rect[0] = view->center_x - view->width / 2.0 / view->zoom;
  rect[1] = view->center_y - view->height / 2.0 / view->zoom;
  rect[2] = view->center_x + view->width / 2.0 / view->zoom;
  rect[3] = view->center_y + view->height / 2.0 / view->zoom;
}

void
wadi_render_hex_range (WadiGridLayout layout,
                       const double   rect[4],
                       double         grow,
                       int            ring,
                       int            range[4])
{
  range[0] = range[1] = G_MAXINT;
  range[2] = range[3] = G_MININT;
  for (int corner = 0; corner < 4; corner++)
    {
      WadiHex hex = wadi_hex_at_point (layout, corner % 2 == 0 ? rect[0] - grow : rect[2] + grow,
                                       corner < 2 ? rect[1] - grow : rect[3] + grow);

      range[0] = MIN (range[0], hex.col - ring);
      range[1] = MIN (range[1], hex.row - ring);
      range[2] = MAX (range[2], hex.col + ring);
      range[3] = MAX (range[3], hex.row + ring);
    }
}

gboolean
wadi_render_hex_in_view (const WadiRenderView *view,
                         WadiGridLayout        layout,
                         WadiHex               hex)
{
  double rect[4];
  double x, y;

  wadi_render_view_rectangle (view, rect);
  wadi_hex_center (layout, hex, &x, &y);
  return x + WADI_HEX_RADIUS >= rect[0] && x - WADI_HEX_RADIUS <= rect[2]
         && y + WADI_HEX_RADIUS >= rect[1] && y - WADI_HEX_RADIUS <= rect[3];
}
