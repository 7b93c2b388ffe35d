/* wadi-render-map.c: the map's layers, in the order they are drawn
 *
 * The orchestrator (wadi-render.c) draws them over a vector target and the
 * tiles (wadi-render-tiles.c) into their images, both through here.
 */
#include "config.h"

#include "wadi-render-private.h"

/* The map's layers, over the spans when there are. */
void
wadi_render_map_layers (WadiFrame *frame)
{
  if (!frame->spans)
    wadi_render_terrain_layer (frame);
  wadi_render_grid_layer (frame);
  wadi_render_seam_layer (frame);
  wadi_render_road_layer (frame);
  wadi_render_depression_layer (frame);
  wadi_render_hexside_layer (frame);
  wadi_render_mask_layer (frame);
  wadi_render_text_layer (frame);
}

void
wadi_render_map_into_image (const WadiRenderRequest *request,
                            const WadiScenario      *scenario,
                            const WadiBoard         *board,
                            WadiStamps              *stamps,
                            WadiFonts               *fonts,
                            cairo_surface_t         *image,
                            double                   origin_x,
                            double                   origin_y,
                            const int                area[4],
                            const WadiCells         *cells,
                            guint                    n_cells,
                            WadiRenderStats         *stats)
{
  double zoom = request->view.zoom;
  double view[4] = {
    (area[0] + origin_x) / zoom,
    (area[1] + origin_y) / zoom,
    (area[2] + origin_x) / zoom,
    (area[3] + origin_y) / zoom,
  };
  cairo_t  *cr = cairo_create (image);
  WadiFrame frame;

  cairo_rectangle (cr, area[0], area[1], area[2] - area[0], area[3] - area[1]);
  cairo_clip (cr);
  cairo_translate (cr, -origin_x, -origin_y);
  cairo_scale (cr, zoom, zoom);

  wadi_frame_init (&frame, cr, request, scenario, board, view, stats);
  frame.spans = TRUE;
  frame.stamps = stamps;
  frame.fonts = fonts;
  for (int i = 0; i < 4; i++)
    frame.device_area[i] = (int) (area[i] * frame.scale);
  wadi_frame_collect (&frame);
  wadi_render_fill_spans (&frame, image, origin_x, origin_y, area);
  wadi_render_map_layers (&frame);
  cairo_destroy (cr);
  for (guint i = 0; i < n_cells; i++)
    wadi_cells_lay (&cells[i], image, origin_x, origin_y, area, frame.scale);
  wadi_frame_clear (&frame);
}
