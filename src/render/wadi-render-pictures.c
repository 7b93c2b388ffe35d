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

static void
board_to_map_matrix (const WadiFrame *frame,
                     guint            index,
                     cairo_matrix_t  *matrix)
{
  WadiSimilarity s = wadi_map_board_frame (frame->scenario->map, index);

  cairo_matrix_init (matrix, s.a, s.b, -s.b, s.a, s.tx, s.ty);
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

      if (wadi_board_cell (frame->grid, hex)->terrain != board->default_cell.terrain
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
