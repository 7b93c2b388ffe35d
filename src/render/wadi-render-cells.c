/* wadi-render-cells.c: far out, counters and diagnostics as cells
 *
 * Zoomed far out, a counter or a hex's diagnostic is a few pixels and
 * there are tens of thousands in view: each falls in a square cell of a
 * grid fixed to the map, and the cells are painted as one small image
 * scaled up, so the cost is the screen's, not the counters'.
 */
#include "config.h"

#include <string.h>

#include "wadi-render-private.h"

static int
floor_div (int a,
           int b)
{
  return a >= 0 ? a / b : -((-a + b - 1) / b);
}

void
wadi_cells_init (WadiCells *cells,
                 int        side,
                 const int  px[4])
{
  memset (cells, 0, sizeof *cells);
  cells->side = side;
  cells->c0 = floor_div (px[0], side);
  cells->r0 = floor_div (px[1], side);
  cells->cols = MAX (0, floor_div (px[2] - 1, side) - cells->c0 + 1);
  cells->rows = MAX (0, floor_div (px[3] - 1, side) - cells->r0 + 1);
  /* cleared to 0 */
  cells->image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, cells->cols, cells->rows);
  if (cairo_surface_status (cells->image) != CAIRO_STATUS_SUCCESS)
    cells->cols = cells->rows = 0;
  cairo_surface_flush (cells->image);
  cells->colors = (guint32 *) (gpointer) cairo_image_surface_get_data (cells->image);
  cells->stride = cairo_image_surface_get_stride (cells->image) / 4;
  cells->mc0 = cells->mr0 = G_MAXINT;
  cells->mc1 = cells->mr1 = -1;
}

gssize
wadi_cells_at (const WadiCells *cells,
               const WadiFrame *frame,
               double           x,
               double           y)
{
  int c = wadi_floor_int (x * frame->zoom / cells->side) - cells->c0;
  int r = wadi_floor_int (y * frame->zoom / cells->side) - cells->r0;

  if (c < 0 || r < 0 || c >= cells->cols || r >= cells->rows)
    return -1;
  return (gssize) r * cells->cols + c;
}

void
wadi_cells_mark (WadiCells *cells,
                 gsize      at,
                 guint32    color)
{
  int      c = (int) (at % (gsize) cells->cols), r = (int) (at / (gsize) cells->cols);
  guint32 *pixel = cells->colors + (gsize) r * cells->stride + c;

  if (*pixel == 0)
    cells->n++;
  *pixel = color;
  cells->mc0 = MIN (cells->mc0, c);
  cells->mc1 = MAX (cells->mc1, c);
  cells->mr0 = MIN (cells->mr0, r);
  cells->mr1 = MAX (cells->mr1, r);
}

/* Over the frame, as one small image scaled up: a composite of the part
 * of the view the cells cover. */
static void
cells_paint (WadiFrame       *frame,
             const WadiCells *cells)
{
  cairo_t         *cr = frame->cr;
  double           cell = cells->side * frame->pixel;
  cairo_pattern_t *pattern;

  if (cells->n == 0)
    return;
  cairo_surface_mark_dirty (cells->image);

  cairo_save (cr);
  cairo_translate (cr, cells->c0 * cell, cells->r0 * cell);
  cairo_scale (cr, cell, cell);
  pattern = cairo_pattern_create_for_surface (cells->image);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  cairo_set_source (cr, pattern);
  cairo_rectangle (cr, cells->mc0, cells->mr0, cells->mc1 - cells->mc0 + 1, cells->mr1 - cells->mr0 + 1);
  cairo_fill (cr);
  cairo_pattern_destroy (pattern);
  cairo_restore (cr);
}

void
wadi_render_cells (WadiFrame *frame,
                   gboolean (*cells_of) (WadiFrame *frame, const int px[4], WadiCells *cells))
{
  WadiCells cells;
  const int px[4] = { (int) floor (frame->view[0] * frame->zoom), (int) floor (frame->view[1] * frame->zoom),
                      (int) ceil (frame->view[2] * frame->zoom), (int) ceil (frame->view[3] * frame->zoom) };

  if (cells_of (frame, px, &cells))
    {
      cells_paint (frame, &cells);
      cairo_surface_destroy (cells.image);
    }
}
