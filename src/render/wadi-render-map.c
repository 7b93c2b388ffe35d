/* wadi-render-map.c: the map's layers, in the order they are drawn */
#include "config.h"

#include "wadi-render-private.h"

void
wadi_render_map_layers (WadiFrame *frame)
{
  wadi_render_terrain_layer (frame);
  wadi_render_grid_layer (frame);
  if (wadi_frame_step (frame, FALSE))
    wadi_render_seam_layer (frame);
  wadi_render_road_layer (frame);
  wadi_render_depression_layer (frame);
  wadi_render_hexside_layer (frame);
  if (wadi_frame_step (frame, FALSE))
    wadi_render_mask_layer (frame);
  wadi_render_text_layer (frame);
}
