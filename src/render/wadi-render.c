/* wadi-render.c: the renderer, its caches and the order of the layers */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-render-private.h"

typedef struct
{
  cairo_surface_t *image; /* one pixel per hex, ARGB32 (clear where no board is); NULL until needed */
} FarImage;

struct _WadiRenderer
{
  const WadiScenario *scenario;
  WadiBoard          *composed; /* the map with its overlays stamped on; NULL until needed */
  FarImage            far;      /* the map at far zooms */
  WadiTiles          *tiles;    /* the map as last seen, on raster targets */
  WadiStamps         *stamps;   /* terrain symbols at the tiles' zoom */
  WadiFonts          *fonts;    /* label and level number fonts */
};

WadiRenderer *
wadi_renderer_new (void)
{
  WadiRenderer *renderer = g_new0 (WadiRenderer, 1);

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
  g_clear_pointer (&renderer->composed, wadi_board_free);
  g_clear_pointer (&renderer->far.image, cairo_surface_destroy);
  wadi_tiles_free (renderer->tiles);
  wadi_stamps_free (renderer->stamps);
  wadi_fonts_free (renderer->fonts);
  g_free (renderer);
}

static void
wadi_renderer_reset (WadiRenderer *renderer)
{
  g_clear_pointer (&renderer->composed, wadi_board_free);
  g_clear_pointer (&renderer->far.image, cairo_surface_destroy);
  wadi_tiles_forget (renderer->tiles);
}

void
wadi_renderer_set_scenario (WadiRenderer       *renderer,
                            const WadiScenario *scenario)
{
  renderer->scenario = scenario;
  wadi_renderer_reset (renderer);
}

/* The map as drawn: with its overlays stamped on, when it has any. */
static const WadiBoard *
wadi_renderer_map (WadiRenderer *renderer)
{
  const WadiScenario *scenario = renderer->scenario;

  if (scenario->placements->len == 0)
    return wadi_scenario_grid (scenario);
  if (renderer->composed == NULL)
    renderer->composed = wadi_scenario_compose_map (scenario);
  return renderer->composed;
}

static void
far_image_set_pixel (FarImage        *far,
                     WadiStamps      *stamps,
                     const WadiBoard *board,
                     WadiHex          hex)
{
  guchar            *data = cairo_image_surface_get_data (far->image);
  int                stride = cairo_image_surface_get_stride (far->image);
  guint32           *row = (guint32 *) (gpointer) (data + (gsize) hex.row * (gsize) stride);
  const WadiHexCell *cell = wadi_board_cell (board, hex);

  /* the fills are known already: a million of them add up */
  if (!wadi_board_contains (board, hex))
    row[hex.col] = 0;
  else
    row[hex.col] = 0xff000000u | (cell->depression != WADI_DEPRESSION_NONE ? wadi_style_overview_pixel (cell) : wadi_stamps_fill (stamps, cell) & 0xffffff);
}

void
wadi_renderer_invalidate (WadiRenderer     *renderer,
                          const WadiRegion *region)
{
  const WadiBoard *map;

  if (renderer->scenario == NULL)
    return;
  /* boards laid out anew change the map's size: nothing cached holds; the
   * SSRs change how every stream is drawn (frozen, flooded ...) */
  if (region == NULL || (region->flags & (WADI_REGION_ALL | WADI_REGION_MAP | WADI_REGION_SSR)) != 0)
    {
      wadi_renderer_reset (renderer);
      return;
    }
  if ((region->flags & WADI_REGION_HEXES) == 0 || region->hexes->len == 0
      || wadi_scenario_grid (renderer->scenario) == NULL)
    return;

  /* Overlays are stamped over the whole map: composed anew when next
   * needed. */
  g_clear_pointer (&renderer->composed, wadi_board_free);
  map = wadi_scenario_grid (renderer->scenario);
  /* a map whose size changed unsaid: drop the image of the old one */
  if (renderer->far.image != NULL
      && (cairo_image_surface_get_width (renderer->far.image) != map->cols
          || cairo_image_surface_get_height (renderer->far.image) != map->rows))
    g_clear_pointer (&renderer->far.image, cairo_surface_destroy);

  /* The far image changes pixel by pixel and the tiles rectangle by
   * rectangle, so an edit costs its size. */
  if (renderer->far.image != NULL)
    {
      cairo_surface_flush (renderer->far.image);
      map = wadi_renderer_map (renderer);
    }
  for (guint i = 0; i < region->hexes->len; i++)
    {
      WadiHex hex = g_array_index (region->hexes, WadiHex, i);

      wadi_tiles_invalidate (renderer->tiles, map->layout, hex);
      if (renderer->far.image == NULL || !wadi_board_contains (map, hex))
        continue;
      far_image_set_pixel (&renderer->far, renderer->stamps, map, hex);
      cairo_surface_mark_dirty_rectangle (renderer->far.image, hex.col, hex.row, 1, 1);
    }
}

static FarImage *
wadi_renderer_far_image (WadiRenderer    *renderer,
                         const WadiBoard *board)
{
  FarImage *far = &renderer->far;

  if (far->image != NULL && cairo_image_surface_get_width (far->image) == board->cols
      && cairo_image_surface_get_height (far->image) == board->rows)
    return far;
  g_clear_pointer (&far->image, cairo_surface_destroy);

  far->image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, board->cols, board->rows);
  cairo_surface_flush (far->image);
  for (int row = 0; row < board->rows; row++)
    for (int col = 0; col < board->cols; col++)
      far_image_set_pixel (far, renderer->stamps, board, (WadiHex) { col, row });
  cairo_surface_mark_dirty (far->image);
  return far;
}

static void
draw_far_image (WadiRenderer *renderer,
                WadiFrame    *frame)
{
  FarImage        *far = wadi_renderer_far_image (renderer, frame->board);
  cairo_t         *cr = frame->cr;
  cairo_pattern_t *pattern;
  cairo_matrix_t   matrix;
  double           c00x, c00y, c20x, c20y, c02x, c02y, mx = 0.0, my = 0.0;

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
  /* Down to half a pixel a hex, bilinear still reads every pixel of the
   * image and draws what GOOD draws to within a few levels: GOOD convolves,
   * 9 ms of a 17 ms window frame at 0.79 px a hex (1400 x 860), which every
   * edit of the map repaints; bilinear about 1 ms. */
  cairo_pattern_set_filter (pattern, frame->zoom >= 1.0   ? CAIRO_FILTER_NEAREST
                                     : frame->zoom >= 0.5 ? CAIRO_FILTER_BILINEAR
                                                          : CAIRO_FILTER_GOOD);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_NONE);

  cairo_save (cr);
  cairo_set_source (cr, pattern);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_pattern_destroy (pattern);
  frame->stats->far = TRUE;
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

/* The tiles under the view, with the far-out counters and diagnostics
 * laid into them (over whole blocks: a block is drawn whole), so a frame
 * that changes none of them copies them as they are. */
static void
draw_tiles (WadiRenderer *renderer,
            WadiFrame    *frame,
            cairo_t      *cr,
            double        gx0,
            double        gy0)
{
  const WadiRenderView *view = &frame->request->view;
  const int             block = WADI_RENDER_TILE_SIZE / 8;
  int                   px[4] = {
                      (int) floor (gx0 / block) * block,
                      (int) floor (gy0 / block) * block,
                      (int) ceil ((gx0 + view->width) / block) * block,
                      (int) ceil ((gy0 + view->height) / block) * block,
  };
  WadiCells cells[2];
  guint     n_cells = 0;

  /* in the order the layers are drawn over the map */
  if (wadi_cells_of_counters (frame, px, &cells[n_cells]))
    n_cells++;
  if (wadi_cells_of_diagnostics (frame, px, &cells[n_cells]))
    n_cells++;
  wadi_tiles_draw (renderer->tiles, cr, frame->request, renderer->scenario, frame->board, renderer->stamps,
                   renderer->fonts, gx0, gy0, cells, n_cells, frame->stats);
  frame->cells_in_tiles = TRUE;
  for (guint i = 0; i < n_cells; i++)
    wadi_cells_clear (&cells[i]);
}

void
wadi_renderer_draw (WadiRenderer            *renderer,
                    cairo_t                 *cr,
                    const WadiRenderRequest *request,
                    WadiRenderStats         *stats)
{
  const WadiRenderView *view = &request->view;
  WadiRenderStats       ignored;
  WadiRgb               table = request->paper ? wadi_style_paper () : wadi_style_table ();
  const WadiBoard      *board;
  gboolean              vector;
  double                rect[4];
  double                gx0 = 0.0, gy0 = 0.0;
  WadiFrame             frame;

  if (stats == NULL)
    stats = &ignored;
  memset (stats, 0, sizeof *stats);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, view->width, view->height);
  cairo_clip (cr);
  /* the table under the map (tiles lay it around the board themselves) */
  cairo_set_source_rgb (cr, table.red, table.green, table.blue);

  if (renderer->scenario == NULL || wadi_scenario_grid (renderer->scenario) == NULL
      || !(view->zoom > 0.0) || view->width <= 0 || view->height <= 0)
    {
      cairo_paint (cr);
      cairo_restore (cr);
      return;
    }

  board = wadi_renderer_map (renderer);
  vector = request->vector || is_vector_target (cr);
  if (vector || view->zoom < WADI_RENDER_FAR_ZOOM)
    cairo_paint (cr);
  wadi_render_view_rectangle (view, rect);
  if (view->zoom >= WADI_RENDER_FAR_ZOOM)
    stats->hexes = wadi_render_count_hexes_in_view (view, board);

  wadi_frame_init (&frame, cr, request, renderer->scenario, board, rect, stats);
  frame.fonts = renderer->fonts;
  if (vector)
    {
      cairo_translate (cr, view->width / 2.0, view->height / 2.0);
      cairo_scale (cr, view->zoom, view->zoom);
      cairo_translate (cr, -view->center_x, -view->center_y);
    }
  else
    {
      frame.raster = TRUE;
      /* the view's corner on a whole pixel, so tiles are copied as they are */
      gx0 = round (view->center_x * view->zoom - view->width / 2.0);
      gy0 = round (view->center_y * view->zoom - view->height / 2.0);
      if (view->zoom >= WADI_RENDER_FAR_ZOOM)
        draw_tiles (renderer, &frame, cr, gx0, gy0);
      cairo_translate (cr, -gx0, -gy0);
      cairo_scale (cr, view->zoom, view->zoom);
    }

  if (view->zoom < WADI_RENDER_FAR_ZOOM)
    {
      draw_far_image (renderer, &frame);
      /* zoomed out, where the boards meet still shows */
      wadi_render_seam_layer (&frame);
    }
  else if (vector)
    {
      wadi_frame_collect (&frame);
      wadi_render_map_layers (&frame);
    }
  wadi_render_overlay_layer (&frame);
  wadi_render_counter_layer (&frame);
  wadi_render_diagnostic_layer (&frame);
  wadi_render_rules_layer (&frame);
  wadi_render_highlight_layer (&frame);

  wadi_frame_clear (&frame);
  cairo_restore (cr);
}
