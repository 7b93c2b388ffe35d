/* wadi-render.c: the renderer, its caches and the order of the layers */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-counter-stack.h"
#include "wadi-render-private.h"

/* The far image is filled in blocks of FAR_BLOCK x FAR_BLOCK hexes, each
 * when a drawing first shows it: a whole map of a million hexes took
 * 25 ms to fill, which the first edit seen from far out waited for in
 * the main loop, and each tiles' renderer in a thread again. */
#define FAR_BLOCK 64

/* A drawing reads the cells of the hexes it shows and of their
 * neighbours (hexsides, depression edges, roads), and an overlay stamps
 * the hexsides round the hexes it covers: this many hexes round an
 * overlay's, the grid alone is not the map as drawn. */
#define OVERLAY_REACH 3

typedef struct
{
  cairo_surface_t *image;  /* one pixel per hex, ARGB32 (clear where no board is); NULL until needed */
  guint8          *filled; /* a block's pixels are the map's: by block row, then column */
  int              blocks_across;
} FarImage;

/* A placed overlay's hexes (first and last column and row), grown by
 * OVERLAY_REACH. */
typedef struct
{
  int hexes[4];
} Footprint;

/* Several threads may draw through one renderer at once (the canvas's
 * tiles): what it makes on first use is made under the lock. */
struct _WadiRenderer
{
  GMutex              lock;
  const WadiScenario *scenario;
  WadiBoard          *composed;   /* the map with its overlays stamped on; NULL until needed */
  GArray             *footprints; /* Footprint, of each placed overlay; NULL until needed */
  FarImage            far;        /* the map at far zooms */
  WadiFonts          *fonts;      /* label and level number fonts */
};

WadiRenderer *
wadi_renderer_new (void)
{
  WadiRenderer *renderer = g_new0 (WadiRenderer, 1);

  g_mutex_init (&renderer->lock);
  renderer->fonts = wadi_fonts_new ();
  return renderer;
}

static void
far_image_clear (FarImage *far)
{
  g_clear_pointer (&far->image, cairo_surface_destroy);
  g_clear_pointer (&far->filled, g_free);
}

static void
renderer_reset (WadiRenderer *renderer)
{
  g_clear_pointer (&renderer->composed, wadi_board_free);
  g_clear_pointer (&renderer->footprints, g_array_unref);
  far_image_clear (&renderer->far);
  wadi_fonts_trim (renderer->fonts);
}

void
wadi_renderer_free (WadiRenderer *renderer)
{
  if (renderer == NULL)
    return;
  renderer_reset (renderer);
  wadi_fonts_free (renderer->fonts);
  g_mutex_clear (&renderer->lock);
  g_free (renderer);
}

void
wadi_renderer_trim (WadiRenderer *renderer)
{
  wadi_fonts_trim (renderer->fonts);
}

void
wadi_renderer_set_scenario (WadiRenderer       *renderer,
                            const WadiScenario *scenario)
{
  renderer->scenario = scenario;
  renderer_reset (renderer);
}

/* Whether an overlay lies near the hexes hexes (first and last column and
 * row), by the placed overlays' footprints, made on first use.  Called
 * with the lock held. */
static gboolean
near_overlay (WadiRenderer *renderer,
              const int     hexes[4])
{
  const WadiScenario *scenario = renderer->scenario;
  const WadiBoard    *grid = wadi_scenario_grid (scenario);

  if (renderer->footprints == NULL)
    {
      renderer->footprints = g_array_new (FALSE, FALSE, sizeof (Footprint));
      for (guint i = 0; i < scenario->placements->len; i++)
        {
          const WadiOverlayPlacement *placement = &g_array_index (scenario->placements, WadiOverlayPlacement, i);
          const WadiOverlay          *overlay = g_ptr_array_index (scenario->overlays, placement->overlay);
          g_autoptr(GArray) covered = wadi_overlay_covered_hexes (grid, overlay->fragment, placement->anchor,
                                                                   placement->orientation);
          Footprint box = { { G_MAXINT, G_MAXINT, G_MININT, G_MININT } };

          for (guint h = 0; h < covered->len; h++)
            {
              WadiHex hex = g_array_index (covered, WadiHex, h);

              box.hexes[0] = MIN (box.hexes[0], hex.col - OVERLAY_REACH);
              box.hexes[1] = MIN (box.hexes[1], hex.row - OVERLAY_REACH);
              box.hexes[2] = MAX (box.hexes[2], hex.col + OVERLAY_REACH);
              box.hexes[3] = MAX (box.hexes[3], hex.row + OVERLAY_REACH);
            }
          if (covered->len > 0)
            g_array_append_val (renderer->footprints, box);
        }
    }
  for (guint i = 0; i < renderer->footprints->len; i++)
    {
      const int *box = g_array_index (renderer->footprints, Footprint, i).hexes;

      if (box[0] <= hexes[2] && hexes[0] <= box[2] && box[1] <= hexes[3] && hexes[1] <= box[3])
        return TRUE;
    }
  return FALSE;
}

/* The map to draw the hexes hexes (first and last column and row) from:
 * the grid itself when the map is not composed yet and no overlay lies
 * near them, else the map with its overlays stamped on (composed, when
 * not NULL, set if composed now).  Composing copies the whole map (5-10 ms
 * for a million hexes), which the first edit far from every overlay
 * waited for in the main loop, to mend a few hexes the grid already has
 * right.  The tiles' threads ask at once: all of it under the lock. */
static const WadiBoard *
renderer_map_for (WadiRenderer *renderer,
                  const int     hexes[4],
                  gboolean     *composed)
{
  const WadiBoard *map = wadi_scenario_grid (renderer->scenario);

  if (renderer->scenario->placements->len == 0)
    return map;
  g_mutex_lock (&renderer->lock);
  if (renderer->composed == NULL && near_overlay (renderer, hexes))
    {
      renderer->composed = wadi_scenario_compose_map (renderer->scenario);
      if (composed != NULL)
        *composed = TRUE;
    }
  if (renderer->composed != NULL)
    map = renderer->composed;
  g_mutex_unlock (&renderer->lock);
  return map;
}

static void
far_image_set_pixel (FarImage        *far,
                     const WadiBoard *board,
                     const WadiSsr   *ssr,
                     WadiHex          hex)
{
  guchar  *data = cairo_image_surface_get_data (far->image);
  int      stride = cairo_image_surface_get_stride (far->image);
  guint32 *row = (guint32 *) (gpointer) (data + (gsize) hex.row * (gsize) stride);

  row[hex.col] = wadi_board_contains (board, hex) ? 0xff000000u | wadi_style_overview_pixel (wadi_board_cell (board, hex), ssr) : 0;
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
      renderer_reset (renderer);
      return;
    }
  if ((region->flags & WADI_REGION_HEXES) == 0 || region->hexes->len == 0
      || wadi_scenario_grid (renderer->scenario) == NULL)
    return;

  /* The map with its overlays: those hexes composed again, or the whole
   * of it when next needed. */
  if (renderer->composed != NULL
      && !wadi_scenario_compose_hexes (renderer->scenario, renderer->composed, region->hexes))
    g_clear_pointer (&renderer->composed, wadi_board_free);
  map = wadi_scenario_grid (renderer->scenario);
  /* a map whose size changed unsaid: drop the image of the old one */
  if (renderer->far.image != NULL
      && (cairo_image_surface_get_width (renderer->far.image) != map->cols
          || cairo_image_surface_get_height (renderer->far.image) != map->rows))
    far_image_clear (&renderer->far);

  /* The far image changes pixel by pixel, so an edit costs its size;
   * a block not filled yet is filled from the map as it is when shown. */
  if (renderer->far.image != NULL)
    cairo_surface_flush (renderer->far.image);
  for (guint i = 0; i < region->hexes->len; i++)
    {
      WadiHex hex = g_array_index (region->hexes, WadiHex, i);
      int     block[4] = { hex.col / FAR_BLOCK * FAR_BLOCK, hex.row / FAR_BLOCK * FAR_BLOCK };

      if (renderer->far.image == NULL || !wadi_board_contains (map, hex)
          || !renderer->far
                  .filled[(hex.row / FAR_BLOCK) * renderer->far.blocks_across + hex.col / FAR_BLOCK])
        continue;
      /* from the map the block was filled from: composed already if an
       * overlay lies near it, so nothing is composed here */
      block[2] = block[0] + FAR_BLOCK - 1;
      block[3] = block[1] + FAR_BLOCK - 1;
      far_image_set_pixel (&renderer->far, renderer_map_for (renderer, block, NULL), &renderer->scenario->ssr,
                           hex);
      cairo_surface_mark_dirty_rectangle (renderer->far.image, hex.col, hex.row, 1, 1);
    }
}

/* The far image, made on first use, its blocks from the one of hex
 * (blocks[0], blocks[1]) to the one of (blocks[2], blocks[3]) filled;
 * filled counts the hexes filled now.  Another thread may fill another
 * block of it meanwhile, which cairo's surface object does not allow
 * while it is painted from: the caller gets a surface of its own over
 * the same pixels, which holds the image. */
static const cairo_user_data_key_t far_image_key;

static cairo_surface_t *
renderer_far_image (WadiRenderer    *renderer,
                    const WadiBoard *board,
                    const int        blocks[4],
                    guint           *filled)
{
  FarImage        *far = &renderer->far;
  cairo_surface_t *image;

  g_mutex_lock (&renderer->lock);
  if (far->image == NULL || cairo_image_surface_get_width (far->image) != board->cols
      || cairo_image_surface_get_height (far->image) != board->rows)
    {
      far_image_clear (far);
      /* clear, as cairo makes it */
      far->image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, board->cols, board->rows);
      far->blocks_across = (board->cols + FAR_BLOCK - 1) / FAR_BLOCK;
      far->filled = g_new0 (guint8, (gsize) far->blocks_across * (gsize) ((board->rows + FAR_BLOCK - 1) / FAR_BLOCK));
    }
  for (int by = blocks[1] / FAR_BLOCK; by <= blocks[3] / FAR_BLOCK; by++)
    for (int bx = blocks[0] / FAR_BLOCK; bx <= blocks[2] / FAR_BLOCK; bx++)
      {
        int col1 = MIN ((bx + 1) * FAR_BLOCK, board->cols), row1 = MIN ((by + 1) * FAR_BLOCK, board->rows);

        if (far->filled[by * far->blocks_across + bx])
          continue;
        cairo_surface_flush (far->image);
        for (int row = by * FAR_BLOCK; row < row1; row++)
          for (int col = bx * FAR_BLOCK; col < col1; col++)
            far_image_set_pixel (far, board, &renderer->scenario->ssr, (WadiHex) { col, row });
        cairo_surface_mark_dirty_rectangle (far->image, bx * FAR_BLOCK, by * FAR_BLOCK, col1 - bx * FAR_BLOCK,
                                            row1 - by * FAR_BLOCK);
        far->filled[by * far->blocks_across + bx] = TRUE;
        *filled += (guint) ((col1 - bx * FAR_BLOCK) * (row1 - by * FAR_BLOCK));
      }
  cairo_surface_flush (far->image);
  image = cairo_image_surface_create_for_data (cairo_image_surface_get_data (far->image), CAIRO_FORMAT_ARGB32,
                                               board->cols, board->rows,
                                               cairo_image_surface_get_stride (far->image));
  if (cairo_surface_set_user_data (image, &far_image_key, cairo_surface_reference (far->image),
                                   (cairo_destroy_func_t) cairo_surface_destroy)
      != CAIRO_STATUS_SUCCESS)
    cairo_surface_destroy (far->image);
  g_mutex_unlock (&renderer->lock);
  return image;
}

static void
draw_far_image (WadiRenderer *renderer,
                WadiFrame    *frame)
{
  /* the hexes under the drawing's corners, and as far round as the
   * filter reaches: a pixel a hex, bilinear a pixel more, GOOD (below
   * half a pixel a hex) about a pixel of the screen */
  int              reach = 2 + (int) ceil (1.0 / frame->zoom);
  int              hexes[4];
  int              blocks[4];
  cairo_surface_t *far;

  wadi_render_hex_range (frame->layout, frame->view, 0.0, reach, hexes);
  /* the blocks it fills may reach overlays the drawing does not */
  for (int i = 0; i < 4; i++)
    {
      int last = (i % 2 == 0 ? frame->grid->cols : frame->grid->rows) - 1;
      int block = CLAMP (hexes[i], 0, last) / FAR_BLOCK;

      /* the first hex of the first block, the last of the last */
      blocks[i] = i < 2 ? block * FAR_BLOCK : (block + 1) * FAR_BLOCK - 1;
    }
  far = renderer_far_image (renderer, renderer_map_for (renderer, blocks, &frame->stats->composed), blocks,
                            &frame->stats->far_filled);
  wadi_frame_paint_far (frame, far, (WadiHex) { 0, 0 });
  cairo_surface_destroy (far);
  frame->stats->far = TRUE;
}

/* What of a drawing is drawn: every step, or one of them for a band of
 * rows (and the steps recorded). */
typedef struct
{
  int             step; /* -1: all */
  int             row0;
  int             row1;
  WadiRenderStep *record;
  guint           n_record;
  guint           n_steps; /* out */
} Steps;

static void
draw (WadiRenderer            *renderer,
      cairo_t                 *cr,
      const WadiRenderRequest *request,
      WadiRenderStats         *stats,
      Steps                   *steps)
{
  const WadiRenderView *view = &request->view;
  WadiRenderLayers      layers = request->layers != 0 ? request->layers : WADI_RENDER_LAYER_ALL;
  WadiRenderStats       ignored;
  WadiRgb               table = request->paper ? wadi_style_paper () : wadi_style_table ();
  const WadiBoard      *board;
  double                rect[4];
  int                   hexes[4];
  WadiFrame             frame;

  if (stats == NULL)
    stats = &ignored;
  memset (stats, 0, sizeof *stats);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, view->width, view->height);
  cairo_clip (cr);
  /* the table under the map: in steps, the first */
  cairo_set_source_rgb (cr, table.red, table.green, table.blue);
  if ((layers & WADI_RENDER_LAYER_MAP) && steps == NULL)
    cairo_paint (cr);

  if (renderer->scenario == NULL || wadi_scenario_grid (renderer->scenario) == NULL
      || !(view->zoom > 0.0) || view->width <= 0 || view->height <= 0)
    {
      cairo_restore (cr);
      return;
    }

  wadi_render_view_rectangle (view, rect);
  wadi_render_hex_range (wadi_scenario_grid (renderer->scenario)->layout, rect, 0.0, 1, hexes);
  board = renderer_map_for (renderer, hexes, &stats->composed);

  wadi_frame_init (&frame, cr, request, renderer->scenario, board, rect, stats);
  frame.fonts = renderer->fonts;
  if (steps != NULL)
    {
      frame.step = steps->step;
      frame.record = steps->record;
      frame.n_record = steps->n_record;
      frame.band[0] = steps->row0 <= 0 ? -1 : steps->row0;
      frame.band[1] = steps->row1 >= board->rows - 1 ? board->rows : steps->row1;
      if (steps->row0 > steps->row1)
        {
          frame.band[0] = 1;
          frame.band[1] = 0;
        }
      if ((layers & WADI_RENDER_LAYER_MAP) && wadi_frame_step (&frame, FALSE))
        cairo_paint (cr);
    }
  cairo_translate (cr, view->width / 2.0, view->height / 2.0);
  cairo_scale (cr, view->zoom, view->zoom);
  cairo_translate (cr, -view->center_x, -view->center_y);

  if (layers & WADI_RENDER_LAYER_MAP)
    {
      if (view->zoom < WADI_RENDER_FAR_ZOOM)
        {
          if (wadi_frame_step (&frame, FALSE))
            draw_far_image (renderer, &frame);
          /* zoomed out, where the boards meet still shows */
          if (wadi_frame_step (&frame, FALSE))
            wadi_render_seam_layer (&frame);
        }
      else
        {
          wadi_frame_collect (&frame);
          /* the outer halves never drawn, as printed boards are cut */
          cairo_save (cr);
          if (request->cut_at_board_edges)
            wadi_render_clip_to_map (&frame);
          wadi_render_terrain_layer (&frame);
          if (wadi_frame_step (&frame, FALSE))
            wadi_render_seam_layer (&frame);
          wadi_render_road_layer (&frame);
          wadi_render_depression_layer (&frame);
          /* over the channels and roads, as the printed boards' grid is */
          wadi_render_grid_layer (&frame);
          wadi_render_hexside_layer (&frame);
          if (wadi_frame_step (&frame, FALSE))
            wadi_render_mask_layer (&frame);
          wadi_render_text_layer (&frame);
          cairo_restore (cr);
        }
      if (wadi_frame_step (&frame, FALSE))
        wadi_render_overlay_layer (&frame, TRUE, (layers & WADI_RENDER_LAYER_TRANSIENT) != 0);
      if (wadi_frame_step (&frame, FALSE))
        wadi_render_counter_layer (&frame);
    }
  else if ((layers & WADI_RENDER_LAYER_TRANSIENT) && wadi_frame_step (&frame, FALSE))
    wadi_render_overlay_layer (&frame, FALSE, TRUE);
  if ((layers & WADI_RENDER_LAYER_DIAGNOSTICS) && wadi_frame_step (&frame, FALSE))
    wadi_render_diagnostic_layer (&frame);
  if ((layers & WADI_RENDER_LAYER_ANALYSIS) && request->rules != NULL && wadi_frame_step (&frame, FALSE))
    wadi_render_analysis_layer (&frame);
  if ((layers & WADI_RENDER_LAYER_TRANSIENT) && wadi_frame_step (&frame, FALSE))
    {
      wadi_render_rules_layer (&frame);
      wadi_render_transient_layer (&frame);
      wadi_render_picks_layer (&frame);
    }

  if (steps != NULL)
    steps->n_steps = frame.n_steps;
  wadi_frame_clear (&frame);
  cairo_restore (cr);
}

void
wadi_renderer_draw (WadiRenderer            *renderer,
                    cairo_t                 *cr,
                    const WadiRenderRequest *request,
                    WadiRenderStats         *stats)
{
  draw (renderer, cr, request, stats, NULL);
}

guint
wadi_renderer_steps (WadiRenderer            *renderer,
                     const WadiRenderRequest *request,
                     WadiRenderStep          *record,
                     guint                    n)
{
  /* a step that is none, of no rows: nothing drawn, every step met */
  Steps            steps = { G_MAXINT, 1, 0, record, n, 0 };
  cairo_surface_t *surface;
  cairo_t         *cr;

  g_return_val_if_fail (renderer->scenario != NULL && wadi_scenario_grid (renderer->scenario) != NULL, 0);
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  draw (renderer, cr, request, NULL, &steps);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return steps.n_steps;
}

void
wadi_renderer_draw_step (WadiRenderer            *renderer,
                         cairo_t                 *cr,
                         const WadiRenderRequest *request,
                         guint                    step,
                         int                      row0,
                         int                      row1)
{
  Steps steps = { (int) step, row0, row1, NULL, 0, 0 };

  g_return_if_fail (step <= G_MAXINT);
  draw (renderer, cr, request, NULL, &steps);
}

void
wadi_renderer_draw_counter (WadiRenderer      *renderer,
                            cairo_t           *cr,
                            const WadiCounter *counter,
                            double             zoom)
{
  WadiRenderRequest request = { 0 };
  WadiRenderStats   stats = { 0 };
  WadiFrame         frame;
  double            half = WADI_COUNTER_SIZE;
  double            rect[4] = { -half, -half, half, half };

  g_return_if_fail (renderer->scenario != NULL && wadi_scenario_grid (renderer->scenario) != NULL);
  g_return_if_fail (zoom > 0.0);
  request.view.zoom = zoom;
  request.view.scale = 1.0;
  /* a counter reads the grid's layout, no hex: nothing to compose */
  wadi_frame_init (&frame, cr, &request, renderer->scenario, wadi_scenario_grid (renderer->scenario), rect, &stats);
  frame.fonts = renderer->fonts;
  cairo_save (cr);
  cairo_scale (cr, zoom, zoom);
  wadi_render_placed_counter (&frame, counter, 0.0, 0.0);
  cairo_restore (cr);
  wadi_frame_clear (&frame);
}

void
wadi_renderer_draw_ghost (WadiRenderer         *renderer,
                          cairo_t              *cr,
                          const WadiRenderView *view,
                          const WadiScenario   *ghost,
                          WadiHex               origin,
                          const WadiMap        *under,
                          const WadiHex        *hexes,
                          guint                 n_hexes,
                          double                alpha)
{
  const WadiBoard  *board = wadi_scenario_grid (ghost);
  WadiRenderRequest request = { 0 };
  cairo_matrix_t    matrix;
  cairo_path_t     *hexes_path;
  cairo_pattern_t  *drawn;
  double            ox, oy, zx, zy, x0, y0, x1, y1;

  if (board == NULL || n_hexes == 0)
    return;
  /* the ghost's board lies on the map moved by origin's offset from (0, 0) */
  wadi_hex_center (board->layout, origin, &ox, &oy);
  wadi_hex_center (board->layout, (WadiHex) { 0, 0 }, &zx, &zy);

  cairo_save (cr);
  cairo_get_matrix (cr, &matrix);
  cairo_translate (cr, view->width / 2.0, view->height / 2.0);
  cairo_scale (cr, view->zoom, view->zoom);
  cairo_translate (cr, -view->center_x, -view->center_y);
  cairo_new_path (cr);
  for (guint i = 0; i < n_hexes; i++)
    wadi_render_hex_outline_path (cr, under, board->layout, hexes[i]);
  cairo_set_matrix (cr, &matrix);
  hexes_path = cairo_copy_path (cr);
  /* the ghost is drawn within the hexes' box and clipped to the hexes
   * once, at the paint: a clip of their outline around the drawing
   * clipped each of its fills to it, 1.2 to 32 s a frame for 10 000
   * hexes */
  cairo_path_extents (cr, &x0, &y0, &x1, &y1);
  cairo_new_path (cr);
  cairo_rectangle (cr, floor (x0), floor (y0), ceil (x1) - floor (x0), ceil (y1) - floor (y0));
  cairo_clip (cr);

  request.view = *view;
  request.view.center_x -= ox - zx;
  request.view.center_y -= oy - zy;
  request.layers = WADI_RENDER_LAYER_MAP;
  wadi_renderer_set_scenario (renderer, ghost);
  cairo_push_group (cr);
  wadi_renderer_draw (renderer, cr, &request, NULL);
  drawn = cairo_pop_group (cr);
  cairo_append_path (cr, hexes_path);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  cairo_clip (cr);
  cairo_set_source (cr, drawn);
  cairo_paint_with_alpha (cr, alpha);
  cairo_pattern_destroy (drawn);
  cairo_path_destroy (hexes_path);
  wadi_renderer_set_scenario (renderer, NULL);
  cairo_restore (cr);
}

void
wadi_render_hexes_picture_size (const WadiBoard *grid,
                                const WadiHex   *hexes,
                                guint            n_hexes,
                                double          *zoom,
                                int             *width,
                                int             *height,
                                double          *center_x,
                                double          *center_y)
{
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;

  for (guint i = 0; i < n_hexes; i++)
    for (guint corner = 0; corner < 6; corner++)
      {
        double x, y;

        wadi_hex_corner (grid->layout, hexes[i], (WadiVertexIndex) corner, &x, &y);
        x0 = MIN (x0, x);
        y0 = MIN (y0, y);
        x1 = MAX (x1, x);
        y1 = MAX (y1, y);
      }
  if (n_hexes == 0)
    x0 = y0 = x1 = y1 = 0.0;
  if (MAX (x1 - x0, y1 - y0) * *zoom > WADI_RENDER_PICTURE_MAX_SIZE)
    *zoom = WADI_RENDER_PICTURE_MAX_SIZE / MAX (x1 - x0, y1 - y0);
  *width = MAX (1, (int) ceil ((x1 - x0) * *zoom - 1e-9));
  *height = MAX (1, (int) ceil ((y1 - y0) * *zoom - 1e-9));
  *center_x = (x0 + x1) / 2.0;
  *center_y = (y0 + y1) / 2.0;
}

cairo_surface_t *
wadi_render_hexes_picture (const WadiScenario *scenario,
                           const WadiHex      *hexes,
                           guint               n_hexes,
                           double              zoom)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  WadiRenderView   view = { .scale = 1.0, .zoom = zoom };
  cairo_surface_t *surface;
  cairo_t         *cr;
  WadiRenderer    *renderer;

  if (grid == NULL || n_hexes == 0)
    return NULL;
  wadi_render_hexes_picture_size (grid, hexes, n_hexes, &view.zoom, &view.width, &view.height, &view.center_x,
                                  &view.center_y);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, view.width, view.height);
  cr = cairo_create (surface);
  renderer = wadi_renderer_new ();
  /* the scenario as its own ghost, lying where it lies */
  wadi_renderer_draw_ghost (renderer, cr, &view, scenario, (WadiHex) { 0, 0 }, scenario->map, hexes, n_hexes, 1.0);
  wadi_renderer_free (renderer);
  cairo_destroy (cr);
  return surface;
}
