/* wadi-render.c: the renderer, its caches and the order of the layers */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-render-private.h"

#define HEX_RADIUS 0.57735026918962576 /* circumradius: 1 / sqrt (3) */
#define SQRT3 1.7320508075688772

typedef struct
{
  cairo_surface_t *image;   /* one pixel per hex, ARGB32 (clear off the board); NULL until needed */
} FarImage;

struct _WadiRenderer
{
  const WadiScenario *scenario;
  GPtrArray *composed;      /* WadiBoard or NULL per board: with overlays stamped */
  GArray *far_images;       /* FarImage per board */
  WadiTiles *tiles;         /* the map as last seen, on raster targets */
  WadiStamps *stamps;       /* terrain symbols at the tiles' zoom */
  WadiFonts *fonts;         /* label and level number fonts */
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
  renderer->tiles = wadi_tiles_new ();
  renderer->stamps = wadi_stamps_new ();
  renderer->fonts = wadi_fonts_new ();
  return renderer;
}

void
wadi_renderer_free (WadiRenderer *renderer)
{
  if (renderer == NULL)
    return;
  g_ptr_array_unref (renderer->composed);
  g_array_unref (renderer->far_images);
  wadi_tiles_free (renderer->tiles);
  wadi_stamps_free (renderer->stamps);
  wadi_fonts_free (renderer->fonts);
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
  wadi_tiles_forget (renderer->tiles);
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
                     WadiStamps        *stamps,
                     const WadiBoard   *board,
                     WadiHex            hex)
{
  guchar *data = cairo_image_surface_get_data (far->image);
  int stride = cairo_image_surface_get_stride (far->image);
  guint32 *row = (guint32 *) (gpointer) (data + (gsize) hex.row * (gsize) stride);
  const WadiHexCell *cell = wadi_board_cell (board, hex);

  /* the fills are known already: a million of them add up */
  if (!wadi_board_contains (board, hex))
    row[hex.col] = 0;
  else
    row[hex.col] = 0xff000000u | (cell->depression != WADI_DEPRESSION_NONE
                                  ? wadi_style_overview_pixel (cell)
                                  : wadi_stamps_fill (stamps, cell) & 0xffffff);
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

  /* The far images change pixel by pixel and the tiles rectangle by
   * rectangle, so an edit costs its size. */
  for (guint i = 0; i < region->hexes->len; i++)
    {
      const WadiRegionHex *touched = &g_array_index (region->hexes, WadiRegionHex, i);
      FarImage *far;
      const WadiBoard *board;

      if (touched->board >= renderer->far_images->len)
        continue;
      wadi_tiles_invalidate (renderer->tiles, touched->board,
                             wadi_scenario_get_board (renderer->scenario, touched->board)->layout,
                             touched->hex);
      far = &g_array_index (renderer->far_images, FarImage, touched->board);
      if (far->image == NULL)
        continue;
      board = wadi_renderer_board (renderer, touched->board);
      if (!wadi_board_contains (board, touched->hex))
        continue;
      cairo_surface_flush (far->image);
      far_image_set_pixel (far, renderer->stamps, board, touched->hex);
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

  far->image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, board->cols, board->rows);
  cairo_surface_flush (far->image);
  for (int row = 0; row < board->rows; row++)
    for (int col = 0; col < board->cols; col++)
      far_image_set_pixel (far, renderer->stamps, board, (WadiHex) { col, row });
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

/* How many hexes are in view, strip by strip (a strip is a column of a
 * flat-top grid, a row of a pointy-top one): each strip's hexes in view
 * are a run, found from its ends, so a far view does not cost its hexes. */
static guint
count_hexes_in_view (const WadiRenderView *view,
                     const WadiBoard      *board)
{
  gboolean flat = board->layout.orientation == WADI_GRID_FLAT_TOP;
  int strips = flat ? board->cols : board->rows;
  int length = flat ? board->rows : board->cols;
  double rect[4];
  double across0, across1, along0, along1;
  guint count = 0;

  view_rectangle (view, rect);
  across0 = flat ? rect[0] : rect[1];
  across1 = flat ? rect[2] : rect[3];
  along0 = flat ? rect[1] : rect[0];
  along1 = flat ? rect[3] : rect[2];
  for (int s = MAX (0, (int) floor ((across0 - HEX_RADIUS) / (SQRT3 / 2.0)) - 1);
       s <= MIN (strips - 1, (int) ceil ((across1 + HEX_RADIUS) / (SQRT3 / 2.0)) + 1); s++)
    {
      WadiHex first = flat ? (WadiHex) { s, 0 } : (WadiHex) { 0, s };
      double x, y, shift;
      int lo, hi;

      wadi_hex_center (board->layout, first, &x, &y);
      shift = flat ? y : x;
      lo = MAX (0, (int) ceil (along0 - HEX_RADIUS - shift));
      hi = MIN (length - 1, (int) floor (along1 + HEX_RADIUS - shift));
#define HEX_AT(i) (flat ? (WadiHex) { s, (i) } : (WadiHex) { (i), s })
      /* the ends as the exact test has them */
      while (lo > 0 && wadi_render_hex_in_view (view, board->layout, HEX_AT (lo - 1)))
        lo--;
      while (lo <= hi && !wadi_render_hex_in_view (view, board->layout, HEX_AT (lo)))
        lo++;
      while (hi < length - 1 && hi >= lo && wadi_render_hex_in_view (view, board->layout, HEX_AT (hi + 1)))
        hi++;
      while (hi >= lo && !wadi_render_hex_in_view (view, board->layout, HEX_AT (hi)))
        hi--;
      if (hi >= lo)
        count += (guint) (hi - lo + 1);
      /* the run's first hex may be one the board lacks (wadi_board_contains) */
      if (hi >= lo && !wadi_board_contains (board, HEX_AT (lo)))
        count--;
#undef HEX_AT
    }
  return count;
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

/* The map's layers, over the spans when there are. */
static void
draw_map (WadiFrame *frame)
{
  if (!frame->spans)
    wadi_render_terrain_layer (frame);
  wadi_render_grid_layer (frame);
  wadi_render_road_layer (frame);
  wadi_render_depression_layer (frame);
  wadi_render_hexside_layer (frame);
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
                            WadiRenderStats         *stats)
{
  double zoom = request->view.zoom;
  double view[4] = {
    (area[0] + origin_x) / zoom, (area[1] + origin_y) / zoom,
    (area[2] + origin_x) / zoom, (area[3] + origin_y) / zoom,
  };
  cairo_t *cr = cairo_create (image);
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
  draw_map (&frame);
  wadi_frame_clear (&frame);
  cairo_destroy (cr);
}

/* Whether cr draws into a file format that keeps shapes. */
static gboolean
is_vector_target (cairo_t *cr)
{
  switch (cairo_surface_get_type (cairo_get_target (cr)))
    {
    case CAIRO_SURFACE_TYPE_PDF:
    case CAIRO_SURFACE_TYPE_PS:
    case CAIRO_SURFACE_TYPE_SVG:
    case CAIRO_SURFACE_TYPE_SCRIPT:
      return TRUE;
    case CAIRO_SURFACE_TYPE_IMAGE:
    case CAIRO_SURFACE_TYPE_XLIB:
    case CAIRO_SURFACE_TYPE_XCB:
    case CAIRO_SURFACE_TYPE_GLITZ:
    case CAIRO_SURFACE_TYPE_QUARTZ:
    case CAIRO_SURFACE_TYPE_WIN32:
    case CAIRO_SURFACE_TYPE_BEOS:
    case CAIRO_SURFACE_TYPE_DIRECTFB:
    case CAIRO_SURFACE_TYPE_OS2:
    case CAIRO_SURFACE_TYPE_WIN32_PRINTING:
    case CAIRO_SURFACE_TYPE_QUARTZ_IMAGE:
    case CAIRO_SURFACE_TYPE_QT:
    case CAIRO_SURFACE_TYPE_RECORDING:
    case CAIRO_SURFACE_TYPE_VG:
    case CAIRO_SURFACE_TYPE_GL:
    case CAIRO_SURFACE_TYPE_DRM:
    case CAIRO_SURFACE_TYPE_TEE:
    case CAIRO_SURFACE_TYPE_XML:
    case CAIRO_SURFACE_TYPE_SKIA:
    case CAIRO_SURFACE_TYPE_SUBSURFACE:
    case CAIRO_SURFACE_TYPE_COGL:
    default:
      return FALSE;
    }
}

void
wadi_renderer_draw (WadiRenderer            *renderer,
                    cairo_t                 *cr,
                    const WadiRenderRequest *request,
                    WadiRenderStats         *stats)
{
  const WadiRenderView *view = &request->view;
  WadiRenderStats ignored;
  WadiRgb table = wadi_style_table ();
  const WadiBoard *board;
  gboolean vector;
  double rect[4];
  double gx0 = 0.0, gy0 = 0.0;
  WadiFrame frame;

  if (stats == NULL)
    stats = &ignored;
  memset (stats, 0, sizeof *stats);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, view->width, view->height);
  cairo_clip (cr);
  /* the table under the map (tiles lay it around the board themselves) */
  cairo_set_source_rgb (cr, table.red, table.green, table.blue);

  if (renderer->scenario == NULL || request->board >= renderer->scenario->boards->len
      || !(view->zoom > 0.0) || view->width <= 0 || view->height <= 0)
    {
      cairo_paint (cr);
      cairo_restore (cr);
      return;
    }

  board = wadi_renderer_board (renderer, request->board);
  vector = request->vector || is_vector_target (cr);
  if (vector || view->zoom < WADI_RENDER_FAR_ZOOM)
    cairo_paint (cr);
  view_rectangle (view, rect);
  if (view->zoom >= WADI_RENDER_FAR_ZOOM)
    stats->hexes = count_hexes_in_view (view, board);

  if (vector)
    {
      cairo_translate (cr, view->width / 2.0, view->height / 2.0);
      cairo_scale (cr, view->zoom, view->zoom);
      cairo_translate (cr, -view->center_x, -view->center_y);
    }
  else
    {
      /* the view's corner on a whole pixel, so tiles are copied as they are */
      gx0 = round (view->center_x * view->zoom - view->width / 2.0);
      gy0 = round (view->center_y * view->zoom - view->height / 2.0);
      if (view->zoom >= WADI_RENDER_FAR_ZOOM)
        wadi_tiles_draw (renderer->tiles, cr, request, renderer->scenario, board, renderer->stamps,
                         renderer->fonts, gx0, gy0, stats);
      cairo_translate (cr, -gx0, -gy0);
      cairo_scale (cr, view->zoom, view->zoom);
    }

  wadi_frame_init (&frame, cr, request, renderer->scenario, board, rect, stats);
  frame.fonts = renderer->fonts;
  if (view->zoom < WADI_RENDER_FAR_ZOOM)
    {
      draw_far_image (renderer, &frame);
    }
  else if (vector)
    {
      wadi_frame_collect (&frame);
      draw_map (&frame);
    }
  wadi_render_overlay_layer (&frame);
  wadi_render_counter_layer (&frame);
  wadi_render_diagnostic_layer (&frame);
  wadi_render_rules_layer (&frame);
  wadi_render_hover_layer (&frame);

  wadi_frame_clear (&frame);
  cairo_restore (cr);
}
