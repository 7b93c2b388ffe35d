/* wadi-render-overlays.c: where each placed overlay lies
 *
 * An overlay's hexes replace the board's, so once placed it is seen only
 * as terrain; an outline round the hexes it covers, with its id in a
 * corner, shows the designer where it lies: a solid dark green line, as
 * the cut edge of a printed overlay, in a style no diagnostic uses (they
 * are red, orange and blue).  The placement the select
 * tool picked is outlined as the selection is.
 */
#include "config.h"

#include <math.h>

#include "wadi-render-private.h"

#define OUTLINE_RGB 0.2, 0.33, 0.12
/* The id is written from this zoom (pixels per hex) on. */
#define OVERLAY_ID_ZOOM 20.0

static gboolean
covered (GHashTable      *cover,
         const WadiBoard *board,
         WadiHex          hex)
{
  return wadi_board_contains (board, hex)
         && g_hash_table_contains (cover, GUINT_TO_POINTER (wadi_board_index (board, hex) + 1));
}

static void
draw_placement (WadiFrame                  *frame,
                const WadiOverlay          *overlay,
                const WadiOverlayPlacement *placement,
                gboolean                    selected)
{
  cairo_t         *cr = frame->cr;
  const WadiBoard *board = frame->grid;
  g_autoptr(GArray) hexes = wadi_overlay_covered_hexes (board, overlay->fragment, placement->anchor,
                                                         placement->orientation);
  g_autoptr(GHashTable) cover = g_hash_table_new (NULL, NULL);
  gboolean in_view = FALSE;
  double   id_x = 0.0, id_y = 0.0, id_cx = 0.0, id_cy = 0.0;
  gboolean have_id = FALSE;

  for (guint i = 0; i < hexes->len; i++)
    {
      WadiHex hex = g_array_index (hexes, WadiHex, i);

      g_hash_table_add (cover, GUINT_TO_POINTER (wadi_board_index (board, hex) + 1));
      in_view = in_view || wadi_render_hex_in_view (&frame->request->view, frame->layout, hex);
    }
  if (!in_view)
    return;

  /* the hexsides between a covered hex and one that is not */
  for (guint i = 0; i < hexes->len; i++)
    {
      WadiHex hex = g_array_index (hexes, WadiHex, i);
      double  cx, cy;

      wadi_frame_center (frame, hex, &cx, &cy);
      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        {
          double ends[2][2];

          if (covered (cover, board, wadi_frame_neighbor (frame, hex, d)))
            continue;
          wadi_frame_side_ends (frame, (WadiHexside) { hex, d }, &ends[0][0], &ends[0][1], &ends[1][0], &ends[1][1]);
          cairo_move_to (cr, ends[0][0], ends[0][1]);
          cairo_line_to (cr, ends[1][0], ends[1][1]);
          /* the id by the outline's top left corner */
          for (int e = 0; e < 2; e++)
            if (!have_id || ends[e][0] + ends[e][1] < id_x + id_y)
              {
                id_x = ends[e][0];
                id_y = ends[e][1];
                id_cx = cx;
                id_cy = cy;
                have_id = TRUE;
              }
        }
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgb (cr, OUTLINE_RGB);
  cairo_set_line_width (cr, (selected ? 6.0 : 3.0) * frame->pixel);
  if (selected)
    {
      /* the selection's yellow inside the green */
      cairo_stroke_preserve (cr);
      cairo_set_source_rgb (cr, 1.0, 0.95, 0.35);
      cairo_set_line_width (cr, 3.0 * frame->pixel);
    }
  cairo_stroke (cr);

  if (have_id && frame->zoom >= OVERLAY_ID_ZOOM && overlay->id != NULL)
    wadi_frame_text (frame, id_x + (id_cx - id_x) * 0.3, id_y + (id_cy - id_y) * 0.3, overlay->id,
                     MAX (0.14 * frame->zoom, 9.0), TRUE, (WadiRgb) { OUTLINE_RGB });
}

void
wadi_render_overlay_layer (WadiFrame *frame,
                           gboolean   all,
                           gboolean   with_selection)
{
  const WadiScenario *scenario = frame->scenario;

  if (frame->zoom < WADI_RENDER_FAR_ZOOM)
    return;
  cairo_save (frame->cr);
  for (guint i = 0; i < scenario->placements->len; i++)
    {
      const WadiOverlayPlacement *placement = &g_array_index (scenario->placements, WadiOverlayPlacement, i);
      gboolean                    selected = with_selection && frame->request->selected_overlay == i + 1;

      if (placement->overlay < scenario->overlays->len && (all || selected))
        draw_placement (frame, g_ptr_array_index (scenario->overlays, placement->overlay), placement, selected);
    }
  cairo_restore (frame->cr);
}
