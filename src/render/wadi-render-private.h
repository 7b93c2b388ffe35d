/* wadi-render-private.h: what the layers of one frame share */
#pragma once

#include <pango/pangocairo.h>

#include "wadi-render.h"
#include "wadi-render-style.h"

G_BEGIN_DECLS

typedef struct
{
  cairo_t *cr;                    /* in map units: (0, 0) is the map origin */
  const WadiRenderRequest *request;
  const WadiScenario *scenario;
  const WadiBoard *board;
  WadiGridLayout layout;
  double zoom;                    /* pixels per map unit */
  double pixel;                   /* one pixel in map units */
  double view[4];                 /* the map rectangle in view: x0, y0, x1, y1 */
  int col0, row0, col1, row1;     /* the on-board hexes that may be in view, inclusive */
  GArray *visible;                /* WadiHex on the board and in view */
  GArray *depressions;            /* the visible hexes with a depression */
  double corner_dx[6];            /* corners relative to a hex's centre */
  double corner_dy[6];
  PangoLayout *text;
  WadiRenderStats *stats;
} WadiFrame;

/* Layers, in the order they are drawn. */
void wadi_render_terrain_layer     (WadiFrame *frame);
void wadi_render_depression_layer  (WadiFrame *frame);
void wadi_render_hexside_layer     (WadiFrame *frame);
void wadi_render_grid_layer        (WadiFrame *frame);
void wadi_render_counter_layer     (WadiFrame *frame);
void wadi_render_diagnostic_layer  (WadiFrame *frame);
void wadi_render_rules_layer       (WadiFrame *frame);
void wadi_render_hover_layer       (WadiFrame *frame);

/* Shared helpers. */
void wadi_frame_hex_path           (WadiFrame *frame,
                                    WadiHex    hex,
                                    double     scale);
void wadi_frame_side_ends          (WadiFrame  *frame,
                                    WadiHexside side,
                                    double     *ax,
                                    double     *ay,
                                    double     *bx,
                                    double     *by);
void wadi_frame_set_color          (WadiFrame *frame,
                                    WadiRgb    color);
/* Text centred on a map point, size in pixels: drawn in device space so it
 * stays crisp at any zoom. */
void wadi_frame_text               (WadiFrame  *frame,
                                    double      x,
                                    double      y,
                                    const char *text,
                                    double      size_px,
                                    gboolean    bold,
                                    WadiRgb     color);
/* A line width of width map units, never thinner than min_px pixels. */
double wadi_frame_width            (WadiFrame *frame,
                                    double     width,
                                    double     min_px);

G_END_DECLS
