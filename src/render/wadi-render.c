/* wadi-render.c: the renderer, its caches and the order of the layers */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-render-private.h"

#define HEX_RADIUS 0.57735026918962576 /* circumradius: 1 / sqrt (3) */

typedef struct
{
  cairo_surface_t *image;   /* one pixel per hex, RGB24; NULL until needed */
} FarImage;

struct _WadiRenderer
{
  const WadiScenario *scenario;
  GPtrArray *composed;      /* WadiBoard or NULL per board: with overlays stamped */
  GArray *far_images;       /* FarImage per board */
};

static void
far_image_clear (gpointer data)
{
  FarImage *far = data;

  g_clear_pointer (&far->image, cairo_surface_destroy);
}

WadiRenderer *
wadi_renderer_new (void)
{
  WadiRenderer *renderer = g_new0 (WadiRenderer, 1);

  renderer->composed = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_board_free);
  renderer->far_images = g_array_new (FALSE, TRUE, sizeof (FarImage));
  g_array_set_clear_func (renderer->far_images, far_image_clear);
  return renderer;
}

void
wadi_renderer_free (WadiRenderer *renderer)
{
  if (renderer == NULL)
    return;
  g_ptr_array_unref (renderer->composed);
  g_array_unref (renderer->far_images);
  g_free (renderer);
}

static void
wadi_renderer_reset (WadiRenderer *renderer)
{
  guint n = renderer->scenario != NULL ? renderer->scenario->boards->len : 0;

  g_ptr_array_set_size (renderer->composed, 0);
  g_ptr_array_set_size (renderer->composed, n);
  g_array_set_size (renderer->far_images, 0);
  g_array_set_size (renderer->far_images, n);
}

void
wadi_renderer_set_scenario (WadiRenderer       *renderer,
                            const WadiScenario *scenario)
{
  renderer->scenario = scenario;
  wadi_renderer_reset (renderer);
}

/* The board as drawn: with its overlays stamped on, when it has any. */
static const WadiBoard *
wadi_renderer_board (WadiRenderer *renderer,
                     guint         index)
{
  const WadiScenario *scenario = renderer->scenario;
  gboolean overlaid = FALSE;

  for (guint i = 0; i < scenario->placements->len; i++)
    if (g_array_index (scenario->placements, WadiOverlayPlacement, i).board == index)
      overlaid = TRUE;
  if (!overlaid)
    return wadi_scenario_get_board (scenario, index);

  if (g_ptr_array_index (renderer->composed, index) == NULL)
    g_ptr_array_index (renderer->composed, index) = wadi_scenario_compose_board (scenario, index);
  return g_ptr_array_index (renderer->composed, index);
}

static void
far_image_set_pixel (FarImage          *far,
                     const WadiBoard   *board,
                     WadiHex            hex)
{
  guchar *data = cairo_image_surface_get_data (far->image);
  int stride = cairo_image_surface_get_stride (far->image);
  guint32 *row = (guint32 *) (gpointer) (data + (gsize) hex.row * (gsize) stride);

  row[hex.col] = wadi_style_overview_pixel (wadi_board_cell (board, hex));
}

void
wadi_renderer_invalidate (WadiRenderer     *renderer,
                          const WadiRegion *region)
{
  if (renderer->scenario == NULL)
    return;
  if (region == NULL || (region->flags & WADI_REGION_ALL) != 0
      || renderer->far_images->len != renderer->scenario->boards->len)
    {
      wadi_renderer_reset (renderer);
      return;
    }
  if ((region->flags & WADI_REGION_HEXES) == 0)
    return;

  /* Overlays are stamped over whole boards: recompose the touched ones. */
  for (guint i = 0; i < region->hexes->len; i++)
    {
      const WadiRegionHex *touched = &g_array_index (region->hexes, WadiRegionHex, i);

      if (touched->board < renderer->composed->len)
        g_clear_pointer (&g_ptr_array_index (renderer->composed, touched->board), wadi_board_free);
    }

  /* The far images change pixel by pixel, so an edit costs its size. */
  for (guint i = 0; i < region->hexes->len; i++)
    {
      const WadiRegionHex *touched = &g_array_index (region->hexes, WadiRegionHex, i);
      FarImage *far;
      const WadiBoard *board;

      if (touched->board >= renderer->far_images->len)
        continue;
      far = &g_array_index (renderer->far_images, FarImage, touched->board);
      if (far->image == NULL)
        continue;
      board = wadi_renderer_board (renderer, touched->board);
      if (!wadi_board_contains (board, touched->hex))
        continue;
      cairo_surface_flush (far->image);
      far_image_set_pixel (far, board, touched->hex);
      cairo_surface_mark_dirty_rectangle (far->image, touched->hex.col, touched->hex.row, 1, 1);
    }
}

static FarImage *
wadi_renderer_far_image (WadiRenderer    *renderer,
                         guint            index,
                         const WadiBoard *board)
{
  FarImage *far = &g_array_index (renderer->far_images, FarImage, index);

  if (far->image != NULL)
    return far;

  far->image = cairo_image_surface_create (CAIRO_FORMAT_RGB24, board->cols, board->rows);
  cairo_surface_flush (far->image);
  for (int row = 0; row < board->rows; row++)
    for (int col = 0; col < board->cols; col++)
      far_image_set_pixel (far, board, (WadiHex) { col, row });
  cairo_surface_mark_dirty (far->image);
  return far;
}

void
wadi_render_board_extent (const WadiBoard *board,
                          double          *x0,
                          double          *y0,
                          double          *x1,
                          double          *y1)
{
  WadiHex corners[4] = {
    { 0, 0 }, { board->cols - 1, 0 }, { 0, board->rows - 1 }, { board->cols - 1, board->rows - 1 },
  };

  *x0 = *y0 = G_MAXDOUBLE;
  *x1 = *y1 = -G_MAXDOUBLE;
  /* The stagger puts the extreme centres in the first two columns (rows)
   * and the last two. */
  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    for (int step = 0; step < 2; step++)
      {
        WadiHex hex = corners[i];
        double x, y;

        if (board->layout.orientation == WADI_GRID_FLAT_TOP)
          hex.col += (hex.col == 0 ? step : -step);
        else
          hex.row += (hex.row == 0 ? step : -step);
        if (!wadi_board_contains (board, hex))
          continue;
        wadi_hex_center (board->layout, hex, &x, &y);
        *x0 = MIN (*x0, x - HEX_RADIUS);
        *y0 = MIN (*y0, y - HEX_RADIUS);
        *x1 = MAX (*x1, x + HEX_RADIUS);
        *y1 = MAX (*y1, y + HEX_RADIUS);
      }
}

static void
view_rectangle (const WadiRenderView *view,
                double                rect[4])
{
  rect[0] = view->center_x - view->width / 2.0 / view->zoom;
  rect[1] = view->center_y - view->height / 2.0 / view->zoom;
  rect[2] = view->center_x + view->width / 2.0 / view->zoom;
  rect[3] = view->center_y + view->height / 2.0 / view->zoom;
}

gboolean
wadi_render_hex_in_view (const WadiRenderView *view,
                         WadiGridLayout        layout,
                         WadiHex               hex)
{
  double rect[4];
  double x, y;

  view_rectangle (view, rect);
  wadi_hex_center (layout, hex, &x, &y);
  return x + HEX_RADIUS >= rect[0] && x - HEX_RADIUS <= rect[2]
         && y + HEX_RADIUS >= rect[1] && y - HEX_RADIUS <= rect[3];
}

/* The on-board range of hexes that can meet the view: the hexes under
 * the view's corners, one more all round. */
static void
frame_visible_range (WadiFrame *frame)
{
  double xs[2] = { frame->view[0], frame->view[2] };
  double ys[2] = { frame->view[1], frame->view[3] };

  frame->col0 = frame->row0 = G_MAXINT;
  frame->col1 = frame->row1 = G_MININT;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      {
        WadiHex hex = wadi_hex_at_point (frame->layout, xs[i], ys[j]);

        frame->col0 = MIN (frame->col0, hex.col);
        frame->col1 = MAX (frame->col1, hex.col);
        frame->row0 = MIN (frame->row0, hex.row);
        frame->row1 = MAX (frame->row1, hex.row);
      }
  frame->col0 = MAX (frame->col0 - 1, 0);
  frame->row0 = MAX (frame->row0 - 1, 0);
  frame->col1 = MIN (frame->col1 + 1, frame->board->cols - 1);
  frame->row1 = MIN (frame->row1 + 1, frame->board->rows - 1);
}

static void
frame_collect_visible (WadiFrame *frame)
{
  const WadiRenderView *view = &frame->request->view;

  for (int row = frame->row0; row <= frame->row1; row++)
    for (int col = frame->col0; col <= frame->col1; col++)
      {
        WadiHex hex = { col, row };

        if (!wadi_render_hex_in_view (view, frame->layout, hex))
          continue;
        g_array_append_val (frame->visible, hex);
        if (wadi_board_cell (frame->board, hex)->depression != WADI_DEPRESSION_NONE)
          g_array_append_val (frame->depressions, hex);
      }
  frame->stats->hexes = frame->visible->len;
}

static void
draw_far_image (WadiRenderer *renderer,
                WadiFrame    *frame)
{
  FarImage *far = wadi_renderer_far_image (renderer, frame->request->board, frame->board);
  cairo_t *cr = frame->cr;
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;
  double c00x, c00y, c20x, c20y, c02x, c02y, mx = 0.0, my = 0.0;

  /* Pixel (col, row) has its centre at (col + 0.5, row + 0.5); a map point
   * is mapped back to a pixel through the grid's mean column and row
   * steps, which puts each pixel on its hex to within half a hex. */
  wadi_hex_center (frame->layout, (WadiHex) { 0, 0 }, &c00x, &c00y);
  wadi_hex_center (frame->layout, (WadiHex) { 2, 0 }, &c20x, &c20y);
  wadi_hex_center (frame->layout, (WadiHex) { 0, 2 }, &c02x, &c02y);
  for (int col = 0; col < 2; col++)
    for (int row = 0; row < 2; row++)
      {
        double x, y;

        wadi_hex_center (frame->layout, (WadiHex) { col, row }, &x, &y);
        mx += x / 4.0;
        my += y / 4.0;
      }

  /* map = m + (pixel - 1) . steps; the pattern wants pixel = f (map) */
  cairo_matrix_init ((cairo_matrix_t *) &matrix,
                     (c20x - c00x) / 2.0, (c20y - c00y) / 2.0,
                     (c02x - c00x) / 2.0, (c02y - c00y) / 2.0,
                     mx - (c20x - c00x) / 2.0 - (c02x - c00x) / 2.0,
                     my - (c20y - c00y) / 2.0 - (c02y - c00y) / 2.0);
  cairo_matrix_invert (&matrix);

  pattern = cairo_pattern_create_for_surface (far->image);
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_pattern_set_filter (pattern, frame->zoom >= 1.0 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_NONE);

  cairo_save (cr);
  cairo_set_source (cr, pattern);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_pattern_destroy (pattern);
  frame->stats->far = TRUE;
}

static void
frame_init (WadiFrame               *frame,
            cairo_t                 *cr,
            const WadiRenderRequest *request,
            const WadiScenario      *scenario,
            const WadiBoard         *board,
            WadiRenderStats         *stats)
{
  double cx, cy;

  memset (frame, 0, sizeof *frame);
  frame->cr = cr;
  frame->request = request;
  frame->scenario = scenario;
  frame->board = board;
  frame->layout = board->layout;
  frame->zoom = request->view.zoom;
  frame->pixel = 1.0 / request->view.zoom;
  frame->stats = stats;
  view_rectangle (&request->view, frame->view);
  frame->visible = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  frame->depressions = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  wadi_hex_center (board->layout, (WadiHex) { 0, 0 }, &cx, &cy);
  for (WadiVertexIndex k = 0; k < 6; k++)
    {
      double x, y;

      wadi_hex_corner (board->layout, (WadiHex) { 0, 0 }, k, &x, &y);
      frame->corner_dx[k] = x - cx;
      frame->corner_dy[k] = y - cy;
    }
  frame->text = pango_cairo_create_layout (cr);
}

static void
frame_clear (WadiFrame *frame)
{
  g_array_unref (frame->visible);
  g_array_unref (frame->depressions);
  g_object_unref (frame->text);
}

void
wadi_renderer_draw (WadiRenderer            *renderer,
                    cairo_t                 *cr,
                    const WadiRenderRequest *request,
                    WadiRenderStats         *stats)
{
  const WadiRenderView *view = &request->view;
  WadiRenderStats ignored;
  const WadiBoard *board;
  WadiFrame frame;

  if (stats == NULL)
    stats = &ignored;
  memset (stats, 0, sizeof *stats);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, view->width, view->height);
  cairo_clip (cr);
  /* the table under the map */
  cairo_set_source_rgb (cr, 0.36, 0.37, 0.35);
  cairo_paint (cr);

  if (renderer->scenario == NULL || request->board >= renderer->scenario->boards->len
      || !(view->zoom > 0.0) || view->width <= 0 || view->height <= 0)
    {
      cairo_restore (cr);
      return;
    }

  board = wadi_renderer_board (renderer, request->board);
  cairo_translate (cr, view->width / 2.0, view->height / 2.0);
  cairo_scale (cr, view->zoom, view->zoom);
  cairo_translate (cr, -view->center_x, -view->center_y);

  frame_init (&frame, cr, request, renderer->scenario, board, stats);

  if (view->zoom < WADI_RENDER_FAR_ZOOM)
    {
      draw_far_image (renderer, &frame);
    }
  else
    {
      frame_visible_range (&frame);
      frame_collect_visible (&frame);
      wadi_render_terrain_layer (&frame);
      wadi_render_depression_layer (&frame);
      wadi_render_hexside_layer (&frame);
      wadi_render_grid_layer (&frame);
      wadi_render_counter_layer (&frame);
    }
  wadi_render_diagnostic_layer (&frame);
  wadi_render_rules_layer (&frame);
  wadi_render_hover_layer (&frame);

  frame_clear (&frame);
  cairo_restore (cr);
}

/* Shared helpers */

void
wadi_frame_hex_path (WadiFrame *frame,
                     WadiHex    hex,
                     double     scale)
{
  double cx, cy;

  wadi_hex_center (frame->layout, hex, &cx, &cy);
  cairo_move_to (frame->cr, cx + frame->corner_dx[0] * scale, cy + frame->corner_dy[0] * scale);
  for (int k = 1; k < 6; k++)
    cairo_line_to (frame->cr, cx + frame->corner_dx[k] * scale, cy + frame->corner_dy[k] * scale);
  cairo_close_path (frame->cr);
}

void
wadi_frame_side_ends (WadiFrame  *frame,
                      WadiHexside side,
                      double     *ax,
                      double     *ay,
                      double     *bx,
                      double     *by)
{
  double cx, cy;
  int a = (side.dir + 5) % 6;
  int b = side.dir % 6;

  wadi_hex_center (frame->layout, side.hex, &cx, &cy);
  *ax = cx + frame->corner_dx[a];
  *ay = cy + frame->corner_dy[a];
  *bx = cx + frame->corner_dx[b];
  *by = cy + frame->corner_dy[b];
}

void
wadi_frame_set_color (WadiFrame *frame,
                      WadiRgb    color)
{
  cairo_set_source_rgb (frame->cr, color.red, color.green, color.blue);
}

double
wadi_frame_width (WadiFrame *frame,
                  double     width,
                  double     min_px)
{
  return MAX (width, min_px * frame->pixel);
}

void
wadi_frame_text (WadiFrame  *frame,
                 double      x,
                 double      y,
                 const char *text,
                 double      size_px,
                 gboolean    bold,
                 WadiRgb     color)
{
  cairo_t *cr = frame->cr;
  PangoFontDescription *font;
  PangoRectangle ink, logical;

  cairo_user_to_device (cr, &x, &y);
  cairo_save (cr);
  cairo_identity_matrix (cr);

  font = pango_font_description_new ();
  pango_font_description_set_family (font, "Sans");
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_absolute_size (font, size_px * PANGO_SCALE);
  pango_layout_set_font_description (frame->text, font);
  pango_font_description_free (font);
  pango_layout_set_text (frame->text, text, -1);
  pango_cairo_update_layout (cr, frame->text);
  pango_layout_get_pixel_extents (frame->text, &ink, &logical);

  cairo_move_to (cr, round (x - logical.width / 2.0), round (y - logical.height / 2.0));
  cairo_set_source_rgb (cr, color.red, color.green, color.blue);
  pango_cairo_show_layout (cr, frame->text);
  cairo_restore (cr);
}
