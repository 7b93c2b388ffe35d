/* wadi-render-pictures.c: the boards' background pictures
 *
 * A board's picture (wadi-picture.h) is drawn over its terrain fills and
 * under everything else (symbols, the grid, roads, depressions, hexsides,
 * labels), in the hexes of the board still of the board's default terrain:
 * what the designer has not painted yet shows the scan, what is painted
 * shows its terrain, so tracing shows its progress and the grid lies over
 * the picture.  The picture lies in the board's own frame, so it turns and
 * moves with the board.  The renderer never decodes a file: the request
 * hands it the pictures the front end decoded (read-only image surfaces,
 * by path); a board whose picture is not among them is drawn without.
 */
#include "config.h"

#include "wadi-render-private.h"

/* The similarity from the board's own frame (wadi_hex_center () of its
 * layout and its hexes) to the map's: two hexes and where the map puts
 * them say it, whatever the turn. */
static void
board_to_map_matrix (const WadiFrame *frame,
                     guint            index,
                     cairo_matrix_t  *matrix)
{
  const WadiMap      *map = frame->scenario->map;
  const WadiMapBoard *board = wadi_map_get_board (map, index);
  WadiHex             local[2] = { { 0, 0 }, { 2, 0 } };
  double              p[2][2], q[2][2];
  double              dpx, dpy, dqx, dqy, norm, a, b;

  for (int i = 0; i < 2; i++)
    {
      wadi_hex_center (board->layout, local[i], &p[i][0], &p[i][1]);
      wadi_hex_center (frame->layout, wadi_map_to_map (map, index, local[i]), &q[i][0], &q[i][1]);
    }
  dpx = p[1][0] - p[0][0];
  dpy = p[1][1] - p[0][1];
  dqx = q[1][0] - q[0][0];
  dqy = q[1][1] - q[0][1];
  norm = dpx * dpx + dpy * dpy;
  /* (a + ib) = dq / dp, as complex numbers */
  a = (dqx * dpx + dqy * dpy) / norm;
  b = (dqy * dpx - dqx * dpy) / norm;
  cairo_matrix_init (matrix, a, b, -b, a, q[0][0] - (a * p[0][0] - b * p[0][1]),
                     q[0][1] - (b * p[0][0] + a * p[0][1]));
}

/* The path of the visible hexes of board index still of its default
 * terrain; FALSE when there are none. */
static gboolean
bare_hexes_path (WadiFrame *frame,
                 guint      index)
{
  const WadiMap      *map = frame->scenario->map;
  const WadiMapBoard *board = wadi_map_get_board (map, index);
  gboolean            any = FALSE;

  cairo_new_path (frame->cr);
  for (guint v = 0; v < frame->visible->len; v++)
    {
      WadiHex hex = g_array_index (frame->visible, WadiHex, v);
      guint   first;
      WadiHex local;

      if (wadi_board_cell (frame->board, hex)->terrain != board->default_cell.terrain
          || !wadi_map_board_at (map, hex, &first, &local) || first != index)
        continue;
      wadi_frame_hex_path (frame, hex, 1.0);
      any = TRUE;
    }
  return any;
}

static void
draw_picture (WadiFrame         *frame,
              guint              index,
              const WadiPicture *picture,
              cairo_surface_t   *surface)
{
  cairo_t       *cr = frame->cr;
  cairo_matrix_t to_map;
  cairo_matrix_t fit;

  cairo_save (cr);
  /* the clip on whole pixels, as the fills are: no seam between them */
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
  if (!bare_hexes_path (frame, index))
    {
      cairo_restore (cr);
      return;
    }
  cairo_clip (cr);
  board_to_map_matrix (frame, index, &to_map);
  cairo_matrix_init (&fit, picture->fit.a, picture->fit.b, -picture->fit.b, picture->fit.a, picture->fit.tx,
                     picture->fit.ty);
  cairo_transform (cr, &to_map);
  cairo_transform (cr, &fit);
  cairo_set_source_surface (cr, surface, 0.0, 0.0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_pattern_set_extend (cairo_get_source (cr), CAIRO_EXTEND_NONE);
  cairo_paint_with_alpha (cr, picture->opacity);
  cairo_restore (cr);
}

void
wadi_render_picture_layer (WadiFrame *frame)
{
  const WadiMap *map = frame->scenario->map;
  GHashTable    *pictures = frame->request->pictures;

  if (pictures == NULL || frame->visible->len == 0)
    return;
  for (guint i = 0; i < wadi_map_board_count (map); i++)
    {
      const WadiPicture *picture = wadi_map_get_board (map, i)->picture;
      cairo_surface_t   *surface;

      if (picture == NULL || picture->opacity <= 0.0 || !wadi_picture_fit_is_valid (&picture->fit))
        continue;
      surface = g_hash_table_lookup (pictures, picture->path);
      if (surface == NULL || cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
        continue;
      draw_picture (frame, i, picture, surface);
    }
}
