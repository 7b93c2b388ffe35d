/* test-map-tiles.c: the map in tiles drawn in threads
 *
 * The tiles together show what the renderer draws of the same view (cairo's
 * own picture); an edit or a diagnostic draws again only the tiles over
 * it; a new zoom shows the old zoom's tiles scaled until its own come;
 * the threads draw all the tiles a frame asked for; tiles that come after
 * their owner went are dropped.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-map-tiles.h"
#include "wadi-render-style.h"
#include "wadi-test-fixtures.h"
#include "wadi-test-gui.h"

/* A tile and the whole view place a text on whole pixels from its centre;
 * where that centre falls on half a pixel, the two may round apart, and a
 * glyph lands a pixel lower: at most this many pixels differ. */
#define SAME_BUT_A_GLYPH 64

static void
on_ready (gpointer data)
{
  (*(guint *) data)++;
}

static WadiMapTilesCounts
counts_of (WadiMapTiles *tiles)
{
  WadiMapTilesCounts counts;

  wadi_map_tiles_get_counts (tiles, &counts);
  return counts;
}

/* What a node shows of width x height pixels, drawn by GTK's cairo
 * renderer (B8G8R8A8, premultiplied). */
static guchar *
node_picture (GskRenderNode *node,
              int            width,
              int            height,
              gsize         *stride)
{
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GdkTexture) texture = NULL;
  guchar *pixels;

  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_renderer_unrealize (renderer);
  *stride = (gsize) width * 4;
  pixels = g_malloc (*stride * height);
  gdk_texture_download (texture, pixels, *stride);
  return pixels;
}

/* The node of a frame of view. */
static GskRenderNode *
tiles_node (WadiMapTiles         *tiles,
            const WadiRenderView *view)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  wadi_map_tiles_snapshot (tiles, snapshot, view);
  return gtk_snapshot_free_to_node (snapshot);
}

/* The view's picture as the tiles show it now. */
static guchar *
tiles_picture (WadiMapTiles         *tiles,
               const WadiRenderView *view,
               gsize                *stride)
{
  g_autoptr(GskRenderNode) node = tiles_node (tiles, view);

  return node_picture (node, view->width, view->height, stride);
}

/* What the renderer draws of the same view, the map, its marks and an
 * analysis's shading (may be NULL). */
static guchar *
renderer_picture_shaded (const WadiScenario       *scenario,
                         const WadiRenderView     *view,
                         const GArray             *marks,
                         const WadiRenderAnalysis *analysis)
{
  g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();
  WadiRenderRequest request = { 0 };
  WadiRulesOverlay  rules = { 0 };
  cairo_surface_t  *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, view->width, view->height);
  cairo_t          *cr = cairo_create (surface);
  guchar           *pixels = g_malloc ((gsize) view->width * 4 * view->height);

  request.view = *view;
  request.show_grid = TRUE;
  request.show_labels = TRUE;
  request.marks = marks != NULL ? (const WadiDiagnostic *) (gconstpointer) marks->data : NULL;
  request.n_marks = marks != NULL ? marks->len : 0;
  if (analysis != NULL)
    {
      rules.analysis = *analysis;
      request.rules = &rules;
      request.layers = WADI_RENDER_LAYER_MAP | WADI_RENDER_LAYER_DIAGNOSTICS | WADI_RENDER_LAYER_ANALYSIS;
    }
  wadi_renderer_set_scenario (renderer, scenario);
  wadi_renderer_draw (renderer, cr, &request, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  for (int y = 0; y < view->height; y++)
    memcpy (pixels + (gsize) y * view->width * 4,
            cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface),
            (gsize) view->width * 4);
  cairo_surface_destroy (surface);
  return pixels;
}

/* What the renderer draws of the same view, the map and its marks. */
static guchar *
renderer_picture (const WadiScenario   *scenario,
                  const WadiRenderView *view,
                  const GArray         *marks)
{
  return renderer_picture_shaded (scenario, view, marks, NULL);
}

static guint
count_differences (const guchar *a,
                   const guchar *b,
                   gsize         n_pixels,
                   int           tolerance)
{
  guint differ = 0;

  for (gsize i = 0; i < n_pixels; i++)
    for (int c = 0; c < 4; c++)
      if (abs ((int) a[i * 4 + c] - (int) b[i * 4 + c]) > tolerance)
        {
          differ++;
          break;
        }
  return differ;
}

/* Snapshots until every tile of the view has come. */
static void
wait_complete (WadiMapTiles         *tiles,
               const WadiRenderView *view)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  gsize  stride;

  for (;;)
    {
      g_free (tiles_picture (tiles, view, &stride));
      if (wadi_map_tiles_is_complete (tiles) || g_get_monotonic_time () > deadline)
        break;
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_true (wadi_map_tiles_is_complete (tiles));
}

static WadiRenderView
view_sized (const WadiScenario *scenario,
            WadiHex             hex,
            double              zoom,
            int                 width,
            int                 height)
{
  WadiRenderView view = { 0 };
  double         device;

  wadi_hex_center (wadi_scenario_grid (scenario)->layout, hex, &view.center_x, &view.center_y);
  view.zoom = zoom;
  view.width = width;
  view.height = height;
  view.scale = 1.0;
  /* on whole pixels, as the canvas puts it */
  device = view.zoom;
  view.center_x = (round (view.center_x * device - width / 2.0) + width / 2.0) / device;
  view.center_y = (round (view.center_y * device - height / 2.0) + height / 2.0) / device;
  return view;
}

static WadiRenderView
view_at (const WadiScenario *scenario,
         WadiHex             hex,
         double              zoom)
{
  return view_sized (scenario, hex, zoom, 600, 400);
}

static WadiRenderView
view_of (const WadiScenario *scenario,
         const char         *label,
         double              zoom)
{
  return view_at (scenario, wadi_fixture_hex (scenario, label), zoom);
}

/* The tiles come, and together they are the renderer's picture. */
static void
test_tiles_show_the_map (void)
{
  const double zooms[] = { 2.0, 11.0, 40.0 };
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  guint ready = 0;

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (G_CALLBACK (on_ready), &ready);
      WadiRenderView     view = view_of (scenario, "25L3", zooms[z]);
      g_autofree guchar *shown = NULL;
      g_autofree guchar *drawn = NULL;
      gsize              stride;

      wadi_map_tiles_set_scenario (tiles, scenario);
      g_free (tiles_picture (tiles, &view, &stride));
      g_assert_false (wadi_map_tiles_is_complete (tiles));
      wait_complete (tiles, &view);
      g_assert_cmpuint (ready, >, 0);
      shown = tiles_picture (tiles, &view, &stride);
      drawn = renderer_picture (scenario, &view, NULL);
      g_assert_cmpuint (count_differences (shown, drawn, 600 * 400, 16), <=, SAME_BUT_A_GLYPH);
    }
}

/* An edit draws again the tiles over the hex it changed, and no other;
 * close in, where it changes more than a small part of a tile, in
 * threads. */
static void
test_edit_redraws_its_tiles (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  WadiRenderView view = view_of (scenario, "25L3", 64.0);
  g_autoptr(WadiRegion) region = wadi_region_new ();
  WadiHex            hex = wadi_fixture_hex (scenario, "25L3");
  WadiHexCell        pond = *wadi_board_cell (wadi_scenario_grid (scenario), hex);
  g_autofree guchar *shown = NULL;
  g_autofree guchar *drawn = NULL;
  guint              before;
  gsize              stride;

  wadi_map_tiles_set_scenario (tiles, scenario);
  wait_complete (tiles, &view);
  before = counts_of (tiles).drawn;
  g_assert_cmpuint (before, >=, 6);

  /* the hex and its six neighbours: more than a tile mends in place */
  pond.terrain = WADI_TERRAIN_POND;
  wadi_board_set_cell ((WadiBoard *) wadi_scenario_grid (scenario), hex, &pond);
  wadi_region_add_hex (region, hex);
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      WadiHex next = wadi_hex_neighbor (wadi_scenario_grid (scenario)->layout, hex, d);

      wadi_board_set_cell ((WadiBoard *) wadi_scenario_grid (scenario), next, &pond);
      wadi_region_add_hex (region, next);
    }
  wadi_map_tiles_invalidate (tiles, region);
  g_free (tiles_picture (tiles, &view, &stride));
  g_assert_false (wadi_map_tiles_is_complete (tiles));
  wait_complete (tiles, &view);
  g_assert_cmpuint (counts_of (tiles).drawn - before, >=, 1);
  g_assert_cmpuint (counts_of (tiles).drawn - before, <=, 4);
  shown = tiles_picture (tiles, &view, &stride);
  drawn = renderer_picture (scenario, &view, NULL);
  g_assert_cmpuint (count_differences (shown, drawn, 600 * 400, 16), <=, SAME_BUT_A_GLYPH);
}

/* A one-hex edit is mended in the main loop, before the next frame, with
 * no thread: the frame after it shows it whole. */
static void
test_edit_mended_at_once (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  WadiRenderView view = view_of (scenario, "25L3", 30.0);
  g_autoptr(WadiRegion) region = wadi_region_new ();
  WadiHex            hex = wadi_fixture_hex (scenario, "25L3");
  WadiHexCell        woods = *wadi_board_cell (wadi_scenario_grid (scenario), hex);
  g_autofree guchar *shown = NULL;
  g_autofree guchar *drawn = NULL;
  gsize              stride;

  wadi_map_tiles_set_scenario (tiles, scenario);
  wait_complete (tiles, &view);
  g_assert_cmpuint (counts_of (tiles).mended, ==, 0);

  woods.terrain = WADI_TERRAIN_WOODS;
  wadi_board_set_cell ((WadiBoard *) wadi_scenario_grid (scenario), hex, &woods);
  wadi_region_add_hex (region, hex);
  wadi_map_tiles_invalidate (tiles, region);
  /* the frame after the edit, no thread waited for */
  shown = tiles_picture (tiles, &view, &stride);
  g_assert_true (wadi_map_tiles_is_complete (tiles));
  g_assert_cmpuint (counts_of (tiles).mended, >=, 1);
  g_assert_cmpuint (counts_of (tiles).mended, <=, 4);
  drawn = renderer_picture (scenario, &view, NULL);
  g_assert_cmpuint (count_differences (shown, drawn, 600 * 400, 16), <=, SAME_BUT_A_GLYPH);
}

/* An edit at a corner where four tiles meet mends the four from one
 * drawing of the renderer, before the next frame, and the four show what
 * the renderer draws of the view. */
static void
test_edit_at_corner_mended_together (void)
{
  const double zoom = 30.0;
  const int    tile = 256; /* a tile's side in pixels at scale 1 */
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  g_autoptr(WadiRegion) region = wadi_region_new ();
  WadiHex            hex = { 0, 0 };
  double             nearest = G_MAXDOUBLE;
  WadiHexCell        woods;
  WadiRenderView     view;
  g_autofree guchar *shown = NULL;
  g_autofree guchar *drawn = NULL;
  guint              mended, drawings;
  gsize              stride;

  /* the hex whose centre lies nearest a tiles' corner, away from the
   * map's edge */
  for (int row = 2; row < grid->rows - 2; row++)
    for (int col = 2; col < grid->cols - 2; col++)
      {
        double cx, cy, dx, dy;

        wadi_hex_center (grid->layout, (WadiHex) { col, row }, &cx, &cy);
        dx = fabs (cx * zoom - round (cx * zoom / tile) * tile);
        dy = fabs (cy * zoom - round (cy * zoom / tile) * tile);
        if (dx + dy < nearest)
          {
            nearest = dx + dy;
            hex = (WadiHex) { col, row };
          }
      }
  g_assert_cmpfloat (nearest, <, 10.0);
  view = view_at (scenario, hex, zoom);
  wadi_map_tiles_set_scenario (tiles, scenario);
  wait_complete (tiles, &view);

  woods = *wadi_board_cell (grid, hex);
  woods.terrain = WADI_TERRAIN_WOODS;
  wadi_board_set_cell ((WadiBoard *) grid, hex, &woods);
  wadi_region_add_hex (region, hex);
  wadi_map_tiles_invalidate (tiles, region);
  /* the mends wait in an idle for the edit's other changes */
  wadi_test_flush ();
  mended = counts_of (tiles).mended;
  drawings = counts_of (tiles).mend_drawings;
  g_assert_cmpuint (mended, ==, 4);
  g_assert_cmpuint (drawings, ==, 1);
  shown = tiles_picture (tiles, &view, &stride);
  g_assert_true (wadi_map_tiles_is_complete (tiles));
  g_assert_cmpuint (counts_of (tiles).mended, ==, mended);
  drawn = renderer_picture (scenario, &view, NULL);
  g_assert_cmpuint (count_differences (shown, drawn, 600 * 400, 16), <=, SAME_BUT_A_GLYPH);
}

/* A diagnostic that comes draws the tiles under it again, with its mark. */
static void
test_marks_redraw_their_tiles (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  WadiRenderView     view = view_of (scenario, "25L3", 30.0);
  GArray            *marks = g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic));
  WadiDiagnostic     mark = { 0 };
  g_autofree guchar *shown = NULL;
  g_autofree guchar *drawn = NULL;
  guint              before;
  gsize              stride;

  wadi_map_tiles_set_scenario (tiles, scenario);
  wait_complete (tiles, &view);
  before = counts_of (tiles).drawn;

  mark.code = "test.mark";
  mark.severity = WADI_SEVERITY_ERROR;
  mark.place = WADI_DIAG_AT_HEX;
  mark.hex = wadi_fixture_hex (scenario, "25L3");
  g_array_append_val (marks, mark);
  wadi_map_tiles_set_marks (tiles, g_array_ref (marks));
  wait_complete (tiles, &view);
  g_assert_cmpuint (counts_of (tiles).drawn - before, >=, 1);
  g_assert_cmpuint (counts_of (tiles).drawn - before, <=, 4);
  shown = tiles_picture (tiles, &view, &stride);
  drawn = renderer_picture (scenario, &view, marks);
  g_assert_cmpuint (count_differences (shown, drawn, 600 * 400, 16), <=, SAME_BUT_A_GLYPH);
  g_array_unref (marks);
}

/* At a new zoom, before its tiles come, the old zoom's are shown scaled:
 * the middle of the view is the map, not the table. */
static void
test_new_zoom_shows_old_tiles (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  WadiRenderView     view = view_of (scenario, "25L3", 30.0);
  WadiRgb            table = wadi_style_table ();
  g_autofree guchar *table_view = NULL;
  g_autofree guchar *scaled = NULL;
  gsize              stride;
  guint              differ;

  wadi_map_tiles_set_scenario (tiles, scenario);
  /* nothing drawn yet: the table */
  table_view = tiles_picture (tiles, &view, &stride);
  g_assert_cmpint (abs ((int) table_view[(200 * 600 + 300) * 4 + 2] - (int) round (table.red * 255)), <=, 1);
  wait_complete (tiles, &view);

  view = view_of (scenario, "25L3", 37.5);
  scaled = tiles_picture (tiles, &view, &stride);
  g_assert_false (wadi_map_tiles_is_complete (tiles));
  differ = count_differences (scaled, table_view, 600 * 400, 4);
  /* most of the view shows the map already */
  g_assert_cmpuint (differ, >, 600 * 400 / 2);
  wait_complete (tiles, &view);
}

/* One frame asks for every tile of its view, and the threads draw them
 * all, not only the few they take at once: a view of more tiles than
 * that fills with no frame between. */
static void
test_view_fills_without_frames (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  /* 5 x 4 tiles at least */
  WadiRenderView view = view_sized (scenario, wadi_fixture_hex (scenario, "25L3"), 11.0, 1200, 900);
  gsize          stride;
  guint          drawn = 0;
  gint64         deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  gint64         quiet_since = g_get_monotonic_time ();

  wadi_map_tiles_set_scenario (tiles, scenario);
  g_free (tiles_picture (tiles, &view, &stride));
  g_assert_false (wadi_map_tiles_is_complete (tiles));
  /* no snapshot until no tile has come for half a second */
  while (g_get_monotonic_time () < deadline && g_get_monotonic_time () - quiet_since < G_USEC_PER_SEC / 2)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
      if (counts_of (tiles).drawn != drawn)
        {
          drawn = counts_of (tiles).drawn;
          quiet_since = g_get_monotonic_time ();
        }
    }
  g_assert_cmpuint (drawn, >=, 20);
  g_free (tiles_picture (tiles, &view, &stride));
  g_assert_true (wadi_map_tiles_is_complete (tiles));
  g_assert_cmpuint (counts_of (tiles).drawn, ==, drawn);
}

/* The pixels of a with no pixel like them in b at most a pixel away:
 * a picture scaled to the nearest pixel, replayed once through an image
 * of its own (a node) and once straight, rounds some samples apart, and
 * a line lands a pixel over. */
static guint
count_unlike_nearby (const guchar *a,
                     const guchar *b,
                     int           width,
                     int           height)
{
  guint unlike = 0;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        gboolean found = FALSE;

        for (int dy = -1; dy <= 1 && !found; dy++)
          for (int dx = -1; dx <= 1 && !found; dx++)
            if (x + dx >= 0 && x + dx < width && y + dy >= 0 && y + dy < height)
              found = memcmp (a + ((gsize) y * width + x) * 4, b + ((gsize) (y + dy) * width + x + dx) * 4, 4) == 0;
        unlike += !found;
      }
  return unlike;
}

/* The cairo nodes in node, and the largest one's width. */
static guint
count_cairo_nodes (GskRenderNode *node,
                   float         *widest)
{
  GskRenderNodeType type = gsk_render_node_get_node_type (node);
  guint             n = 0;

  if (type == GSK_CAIRO_NODE)
    {
      graphene_rect_t bounds;

      gsk_render_node_get_bounds (node, &bounds);
      *widest = MAX (*widest, bounds.size.width);
      n = 1;
    }
  else if (type == GSK_CONTAINER_NODE)
    for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
      n += count_cairo_nodes (gsk_container_node_get_child (node, i), widest);
  else if (type == GSK_CLIP_NODE)
    n = count_cairo_nodes (gsk_clip_node_get_child (node), widest);
  else if (type == GSK_TRANSFORM_NODE)
    n = count_cairo_nodes (gsk_transform_node_get_child (node), widest);
  return n;
}

/* For GTK's cairo renderer (cairo nodes), a frame whose view moved
 * hands GTK the tiles in view in one node of the view's size, which
 * cairo copies onto the frame at once, the old zoom's tiles standing in
 * where the new zoom's have not come; a frame whose view stayed, a node
 * a tile, so an edit repaints only its tiles.  After the last move, the
 * ready function asks for a frame that goes back to a node a tile.  Both
 * show the same picture. */
static void
test_moving_view_one_node (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  guint ready = 0;
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (G_CALLBACK (on_ready), &ready);
  WadiRenderView view = view_of (scenario, "25L3", 30.0);
  WadiRenderView moved = view;
  g_autoptr(GskRenderNode) still_node = NULL;
  g_autoptr(GskRenderNode) moving_node = NULL;
  g_autoptr(GskRenderNode) settled_node = NULL;
  g_autofree guchar *moving = NULL;
  g_autofree guchar *settled = NULL;
  float              widest = 0.0f;
  gsize              stride;
  gint64             deadline;

  moved.center_x += 40.0 / view.zoom;
  wadi_map_tiles_set_scenario (tiles, scenario);
  wadi_map_tiles_set_cairo_nodes (tiles, TRUE);
  /* every tile of both views drawn, the view last shown */
  wait_complete (tiles, &moved);
  wait_complete (tiles, &view);

  still_node = tiles_node (tiles, &view);
  g_assert_cmpuint (count_cairo_nodes (still_node, &widest), >=, 4);
  g_assert_cmpfloat (widest, <=, WADI_MAP_TILE_SIZE);

  ready = 0;
  moving_node = tiles_node (tiles, &moved);
  widest = 0.0f;
  g_assert_cmpuint (count_cairo_nodes (moving_node, &widest), ==, 1);
  g_assert_cmpfloat (widest, ==, moved.width);
  g_assert_true (wadi_map_tiles_is_complete (tiles));

  deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (ready == 0 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (ready, ==, 1);
  settled_node = tiles_node (tiles, &moved);
  g_assert_cmpuint (count_cairo_nodes (settled_node, &widest), >=, 4);

  moving = node_picture (moving_node, moved.width, moved.height, &stride);
  settled = node_picture (settled_node, moved.width, moved.height, &stride);
  g_assert_cmpuint (count_differences (moving, settled, (gsize) moved.width * moved.height, 0), ==, 0);

  /* a new zoom, none of its tiles come yet (no main loop between the two
   * frames): the old zoom's tiles stand in, painted into the moving
   * view's node as into their own nodes */
  {
    WadiRenderView zoomed = view_of (scenario, "25L3", 45.0);
    g_autoptr(GskRenderNode) zoom_moving = tiles_node (tiles, &zoomed);
    g_autoptr(GskRenderNode) zoom_still = tiles_node (tiles, &zoomed);
    g_autofree guchar *in_view_node = node_picture (zoom_moving, zoomed.width, zoomed.height, &stride);
    g_autofree guchar *in_own_nodes = node_picture (zoom_still, zoomed.width, zoomed.height, &stride);

    g_assert_false (wadi_map_tiles_is_complete (tiles));
    widest = 0.0f;
    g_assert_cmpuint (count_cairo_nodes (zoom_moving, &widest), ==, 1);
    g_assert_cmpuint (count_cairo_nodes (zoom_still, &widest), >=, 4);
    g_assert_cmpuint (count_unlike_nearby (in_view_node, in_own_nodes, zoomed.width, zoomed.height), ==, 0);
  }
}

/* The pixels of the table's colour in a picture of width x height. */
static guint
count_table_pixels (const guchar *pixels,
                    int           width,
                    int           height)
{
  WadiRgb table = wadi_style_table ();
  int     red = (int) round (table.red * 255), green = (int) round (table.green * 255);
  int     blue = (int) round (table.blue * 255);
  guint   n = 0;

  for (gsize i = 0; i < (gsize) width * height; i++)
    n += abs ((int) pixels[i * 4] - blue) <= 1 && abs ((int) pixels[i * 4 + 1] - green) <= 1
         && abs ((int) pixels[i * 4 + 2] - red) <= 1;
  return n;
}

/* shown, a view's picture, has no more of the table than reference,
 * the same view with fewer zooms kept, up to a row of pixels: the map's
 * edge drawn at another zoom, scaled, lands a pixel over. */
static void
assert_no_more_table (const guchar         *shown,
                      const guchar         *reference,
                      const WadiRenderView *view)
{
  g_assert_cmpuint (count_table_pixels (shown, view->width, view->height), <=,
                    count_table_pixels (reference, view->width, view->height) + (guint) view->width);
}

/* Before a zoom's tiles come, where the nearest zoom has only some of
 * its tiles (a zoom passed through on the way, whose middle alone was
 * drawn), a zoom that has them all stands in under them: the view shows
 * the table no more than where the map is not, as with that one zoom
 * alone.  Seen in a screenshot of a zoom in three steps: bands of table
 * as wide as the canvas, through the map, until the tiles came. */
static void
test_stand_ins_cover_the_view (gconstpointer data)
{
  gboolean cairo_nodes = GPOINTER_TO_INT (data);
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  g_autoptr(WadiMapTiles) one_zoom = wadi_map_tiles_new (NULL, NULL);
  WadiHex            middle = wadi_fixture_hex (scenario, "25L3");
  WadiRenderView     whole = view_at (scenario, middle, 30.0);
  WadiRenderView     passed = view_sized (scenario, middle, 45.0, 8, 8);
  WadiRenderView     zoomed = view_at (scenario, middle, 40.0);
  g_autofree guchar *layered = NULL;
  g_autofree guchar *alone = NULL;
  gsize              stride;

  wadi_map_tiles_set_scenario (tiles, scenario);
  wadi_map_tiles_set_scenario (one_zoom, scenario);
  wadi_map_tiles_set_cairo_nodes (tiles, cairo_nodes);
  wadi_map_tiles_set_cairo_nodes (one_zoom, cairo_nodes);
  wait_complete (tiles, &whole);
  wait_complete (one_zoom, &whole);
  /* 45 px a hex is nearer 40 than 30 is; of it, the tile in the middle */
  wait_complete (tiles, &passed);

  /* no main loop: none of the new zoom's tiles come */
  layered = tiles_picture (tiles, &zoomed, &stride);
  g_assert_false (wadi_map_tiles_is_complete (tiles));
  alone = tiles_picture (one_zoom, &zoomed, &stride);
  /* before stand-ins were layered, 18 872 pixels more were the table */
  assert_no_more_table (layered, alone, &zoomed);
  /* and the nearer zoom's tile shows, sharper, over the other */
  g_assert_cmpuint (count_differences (layered, alone, (gsize) zoomed.width * zoomed.height, 4), >, 0);
}

/* A zoom that showed the whole map is kept past the other zooms: after
 * more zooms than are kept, a zoom out onto ground none of them drew is
 * stood in for by it, not by the table.  Seen in a screenshot of a zoom
 * out on the 1000 x 1000 map: the map's middle, the zooms passed through
 * on the way in, in a frame of table. */
static void
test_whole_map_stands_in (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  g_autoptr(WadiMapTiles) whole_alone = wadi_map_tiles_new (NULL, NULL);
  const double       zooms[] = { 30.0, 37.5, 45.0, 52.5 };
  double             map[4];
  WadiRenderView     whole = { 0 };
  WadiRenderView     away = view_of (scenario, "13W8", 20.0);
  g_autofree guchar *shown = NULL;
  g_autofree guchar *alone = NULL;
  gsize              stride;

  wadi_render_board_extent (wadi_scenario_grid (scenario), &map[0], &map[1], &map[2], &map[3]);
  whole.width = 600;
  whole.height = 400;
  whole.scale = 1.0;
  whole.zoom = MIN (whole.width / (map[2] - map[0]), whole.height / (map[3] - map[1]));
  whole.center_x = (map[0] + map[2]) / 2.0;
  whole.center_y = (map[1] + map[3]) / 2.0;
  wadi_map_tiles_set_scenario (tiles, scenario);
  wadi_map_tiles_set_scenario (whole_alone, scenario);
  wait_complete (tiles, &whole);
  wait_complete (whole_alone, &whole);
  /* four zooms more, all of them on board 25, far from the view below */
  for (guint i = 0; i < G_N_ELEMENTS (zooms); i++)
    {
      WadiRenderView view = view_of (scenario, "25E3", zooms[i]);

      wait_complete (tiles, &view);
    }

  shown = tiles_picture (tiles, &away, &stride);
  g_assert_false (wadi_map_tiles_is_complete (tiles));
  alone = tiles_picture (whole_alone, &away, &stride);
  /* off the map the table, as with the whole map's zoom alone */
  assert_no_more_table (shown, alone, &away);
}

/* Zooms passed through too fast for any of their tiles to come do not
 * push out a zoom whose tiles are drawn: more of them than the zooms
 * kept, and that zoom still stands in. */
static void
test_passed_zooms_keep_drawn_one (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  g_autoptr(WadiMapTiles) drawn_alone = wadi_map_tiles_new (NULL, NULL);
  const double       passed[] = { 33.0, 36.0, 39.0, 42.0 };
  WadiRenderView     drawn = view_of (scenario, "25L3", 30.0);
  WadiRenderView     last = view_of (scenario, "25L3", 45.0);
  g_autofree guchar *shown = NULL;
  g_autofree guchar *alone = NULL;
  gsize              stride;

  wadi_map_tiles_set_scenario (tiles, scenario);
  wadi_map_tiles_set_scenario (drawn_alone, scenario);
  wait_complete (tiles, &drawn);
  wait_complete (drawn_alone, &drawn);
  /* no main loop from here: none of these zooms' tiles come */
  for (guint i = 0; i < G_N_ELEMENTS (passed); i++)
    {
      WadiRenderView view = view_of (scenario, "25L3", passed[i]);

      g_free (tiles_picture (tiles, &view, &stride));
    }
  shown = tiles_picture (tiles, &last, &stride);
  alone = tiles_picture (drawn_alone, &last, &stride);
  assert_no_more_table (shown, alone, &last);
}

/* The tiles show view as the renderer draws it with analysis's shading,
 * but for the edge of a glyph. */
static void
assert_tiles_show_shaded (WadiMapTiles             *tiles,
                          const WadiScenario       *scenario,
                          const WadiRenderView     *view,
                          const WadiRenderAnalysis *analysis)
{
  gsize              stride;
  g_autofree guchar *shown = tiles_picture (tiles, view, &stride);
  g_autofree guchar *drawn = renderer_picture_shaded (scenario, view, NULL, analysis);

  g_assert_cmpuint (count_differences (shown, drawn, 600 * 400, 16), <=, SAME_BUT_A_GLYPH);
}

/* The tiles show view as the renderer draws it whole, but for the edge
 * of a glyph. */
static void
assert_tiles_show (WadiMapTiles         *tiles,
                   const WadiScenario   *scenario,
                   const WadiRenderView *view)
{
  assert_tiles_show_shaded (tiles, scenario, view, NULL);
}

/* The analysis tool's shading is drawn into the tiles, as the renderer
 * draws it over the map; a new answer that shades one hex otherwise draws
 * again only the tiles round it, and put away it leaves none. */
static void
test_analysis_in_tiles (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  const WadiBoard   *grid = wadi_scenario_grid (scenario);
  WadiRenderView     view = view_of (scenario, "25L3", 30.0);
  WadiHex            middle = wadi_fixture_hex (scenario, "25L3");
  WadiHex            flipped = wadi_fixture_hex (scenario, "25N3");
  g_autofree guint8 *shade = g_new0 (guint8, wadi_board_hex_count (grid));
  g_autofree float  *costs = g_new (float, wadi_board_hex_count (grid));
  WadiRenderAnalysis analysis = { grid->cols, grid->rows, shade, costs, NULL, NULL, 0, 0, 0.0f };
  guint              before;

  for (guint i = 0; i < wadi_board_hex_count (grid); i++)
    costs[i] = -1.0f;
  for (int row = middle.row - 2; row <= middle.row + 2; row++)
    for (int col = middle.col - 3; col <= middle.col + 3; col++)
      {
        shade[wadi_board_index (grid, (WadiHex) { col, row })] = col < middle.col ? WADI_RENDER_SHADE_REACHED
                                                                                  : WADI_RENDER_SHADE_NOT_SEEN;
        costs[wadi_board_index (grid, (WadiHex) { col, row })] = col < middle.col ? (float) (middle.col - col) : -1.0f;
      }
  wadi_map_tiles_set_scenario (tiles, scenario);
  wadi_map_tiles_set_analysis (tiles, &analysis);
  wait_complete (tiles, &view);
  assert_tiles_show_shaded (tiles, scenario, &view, &analysis);

  /* one hex shaded otherwise */
  before = counts_of (tiles).drawn;
  shade[wadi_board_index (grid, flipped)] = WADI_RENDER_SHADE_SEEN;
  wadi_map_tiles_set_analysis (tiles, &analysis);
  wait_complete (tiles, &view);
  g_assert_cmpuint (counts_of (tiles).drawn - before, >=, 1);
  g_assert_cmpuint (counts_of (tiles).drawn - before, <=, 4);
  assert_tiles_show_shaded (tiles, scenario, &view, &analysis);

  wadi_map_tiles_set_analysis (tiles, NULL);
  wait_complete (tiles, &view);
  assert_tiles_show (tiles, scenario, &view);
}

/* The hex named a pond, and the tiles told so. */
static void
make_pond (WadiScenario *scenario,
           WadiMapTiles *tiles,
           const char   *name)
{
  g_autoptr(WadiRegion) region = wadi_region_new ();
  WadiHex     hex = wadi_fixture_hex (scenario, name);
  WadiHexCell pond = *wadi_board_cell (wadi_scenario_grid (scenario), hex);

  pond.terrain = WADI_TERRAIN_POND;
  wadi_board_set_cell ((WadiBoard *) wadi_scenario_grid (scenario), hex, &pond);
  wadi_region_add_hex (region, hex);
  wadi_map_tiles_invalidate (tiles, region);
}

/* The copy of the scenario the threads draw from outlives edits (a copy
 * of a million hexes costs the main loop milliseconds): a pan away from
 * an edit is drawn from it, and a tile over the edit, at a zoom not
 * drawn before, from it brought up to date with the edit's hexes. */
static void
test_copy_kept_through_edits (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  WadiRenderView edited = view_of (scenario, "25L3", 30.0);
  WadiRenderView away = view_of (scenario, "13L8", 30.0);
  WadiRenderView closer = view_of (scenario, "25L3", 45.0);

  wadi_map_tiles_set_scenario (tiles, scenario);
  wait_complete (tiles, &edited);
  g_assert_cmpuint (counts_of (tiles).copies, ==, 1);

  /* mended in place */
  make_pond (scenario, tiles, "25L3");
  wait_complete (tiles, &edited);

  /* a board away: drawn from the copy made before the edit */
  wait_complete (tiles, &away);
  g_assert_cmpuint (counts_of (tiles).copies, ==, 1);
  assert_tiles_show (tiles, scenario, &away);

  /* over the edit, at a zoom not drawn before: the copy, with it */
  wait_complete (tiles, &closer);
  g_assert_cmpuint (counts_of (tiles).copies, ==, 1);
  assert_tiles_show (tiles, scenario, &closer);
}

/* An edit while the threads draw tiles from the copy: the tiles over it
 * wait for them to be done with it, and are drawn from it brought up to
 * date, not from a copy made anew or from the copy as it was. */
static void
test_edit_while_threads_draw (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  WadiRenderView first = view_of (scenario, "25L3", 30.0);
  WadiRenderView closer = view_of (scenario, "25L3", 45.0);
  gsize          stride;

  wadi_map_tiles_set_scenario (tiles, scenario);
  wait_complete (tiles, &first);
  /* the threads have the new zoom's tiles, and the main loop has not run
   * since: none has come back */
  g_free (tiles_picture (tiles, &closer, &stride));
  make_pond (scenario, tiles, "25L3");
  make_pond (scenario, tiles, "25K3");
  make_pond (scenario, tiles, "25L4");
  wait_complete (tiles, &closer);
  g_assert_cmpuint (counts_of (tiles).copies, ==, 1);
  assert_tiles_show (tiles, scenario, &closer);
}

/* From far out too, where the copy's renderer keeps an image of the map
 * a pixel a hex, the copy is brought up to date: a block of ponds, a
 * cliff and a counter moved, edited while the threads draw the next
 * zoom, show in its tiles as in the scenario. */
static void
test_far_copy_caught_up (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  g_autoptr(WadiRegion) region = wadi_region_new ();
  WadiBoard     *grid = (WadiBoard *) wadi_scenario_grid (scenario);
  WadiHex        corner = wadi_fixture_hex (scenario, "14E3");
  WadiHexCell    pond = { 0 };
  WadiRenderView far = view_of (scenario, "14L5", 3.0);
  WadiRenderView farther = view_of (scenario, "14L5", 2.5);
  WadiCounter    moved;
  gsize          stride;

  moved = (WadiCounter) { .kind = WADI_COUNTER_UNIT, .hex = wadi_fixture_hex (scenario, "14L5"), .side = (char *) "German" };
  wadi_scenario_add_counter (scenario, &moved);
  wadi_map_tiles_set_scenario (tiles, scenario);
  wait_complete (tiles, &far);
  g_free (tiles_picture (tiles, &farther, &stride));

  pond.terrain = WADI_TERRAIN_POND;
  for (int row = 0; row < 6; row++)
    for (int col = 0; col < 6; col++)
      {
        WadiHex hex = { corner.col + col, corner.row + row };

        wadi_board_set_cell (grid, hex, &pond);
        wadi_region_add_hex (region, hex);
      }
  wadi_board_set_side (grid, (WadiHexside) { corner, WADI_DIRECTION_COUNT - 1 }, WADI_SIDE_CLIFF);
  wadi_region_add_hex (region, wadi_hex_neighbor (grid->layout, corner, WADI_DIRECTION_COUNT - 1));
  wadi_counter_copy_into (&moved, &g_array_index (scenario->counters, WadiCounter, 0));
  wadi_region_add_hex (region, moved.hex);
  moved.hex = wadi_fixture_hex (scenario, "14P7");
  wadi_region_add_hex (region, moved.hex);
  g_assert_true (wadi_scenario_replace_counter (scenario, &moved));
  wadi_counter_clear (&moved);
  wadi_map_tiles_invalidate (tiles, region);

  wait_complete (tiles, &farther);
  g_assert_cmpuint (counts_of (tiles).copies, ==, 1);
  assert_tiles_show (tiles, scenario, &farther);
}

/* A change of ruleset draws every tile again, from a new copy: the
 * ruleset gives the counters their sides' colours. */
static void
test_ruleset_redraws_all (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  g_autoptr(WadiRegion) region = wadi_region_new ();
  WadiRenderView view = view_of (scenario, "25L3", 30.0);
  gsize          stride;

  wadi_map_tiles_set_scenario (tiles, scenario);
  wait_complete (tiles, &view);
  region->flags |= WADI_REGION_RULESET;
  wadi_map_tiles_invalidate (tiles, region);
  g_free (tiles_picture (tiles, &view, &stride));
  g_assert_false (wadi_map_tiles_is_complete (tiles));
  wait_complete (tiles, &view);
  g_assert_cmpuint (counts_of (tiles).copies, ==, 2);
}

/* A change of everything but the boards' layout (an overlay placed or
 * taken away) draws every tile again, and until the new ones come the
 * old ones stay on screen, not the table; boards laid out anew leave
 * the table until they come. */
static void
test_all_keeps_old_tiles_shown (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  WadiRenderView view = view_of (scenario, "25L3", 30.0);
  WadiRgb        table = wadi_style_table ();

  wadi_map_tiles_set_scenario (tiles, scenario);
  wait_complete (tiles, &view);
  for (int map = 0; map <= 1; map++)
    {
      g_autoptr(WadiRegion) region = wadi_region_new ();
      g_autofree guchar *shown = NULL;
      gsize              stride;
      int                red;

      region->flags |= map ? WADI_REGION_MAP : WADI_REGION_ALL;
      wadi_map_tiles_invalidate (tiles, region);
      shown = tiles_picture (tiles, &view, &stride);
      g_assert_false (wadi_map_tiles_is_complete (tiles));
      /* the middle of the view, 25L3's open ground, or the table */
      red = shown[(200 * 600 + 300) * 4 + 2];
      if (map)
        g_assert_cmpint (abs (red - (int) round (table.red * 255)), <=, 1);
      else
        g_assert_cmpint (abs (red - (int) round (table.red * 255)), >, 40);
      wait_complete (tiles, &view);
    }
}

/* The marks of the stress test below: one where marked[col][row][kind]
 * holds, in a 7 x 5 block of hexes round middle, kind 0 on the hex, 1 on
 * a hexside and 2 on a vertex of it; in the rules' order. */
#define STRESS_COLS 7
#define STRESS_ROWS 5

static GArray *
stress_marks (WadiGridLayout layout,
              WadiHex        middle,
              gboolean       marked[STRESS_COLS][STRESS_ROWS][3])
{
  GArray *marks = g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic));

  for (int col = 0; col < STRESS_COLS; col++)
    for (int row = 0; row < STRESS_ROWS; row++)
      for (guint kind = 0; kind < 3; kind++)
        if (marked[col][row][kind])
          {
            WadiHex        hex = { middle.col - 3 + col, middle.row - 2 + row };
            WadiDiagnostic mark = { 0 };

            mark.code = "test.mark";
            mark.severity = (WadiSeverity) (kind % 2);
            mark.place = kind == 0 ? WADI_DIAG_AT_HEX : kind == 1 ? WADI_DIAG_AT_HEXSIDE
                                                                  : WADI_DIAG_AT_VERTEX;
            mark.hex = hex;
            mark.hexside = wadi_hexside_canonical (layout, (WadiHexside) { hex, (WadiDirection) kind });
            mark.vertex = wadi_vertex_canonical (layout, (WadiVertex) { hex, (WadiVertexIndex) kind });
            g_array_append_val (marks, mark);
          }
  g_array_sort (marks, (GCompareFunc) wadi_diagnostic_compare);
  return marks;
}

/* Once the tiles of each zoom are complete, they show the map and the
 * marks as they are. */
static void
assert_every_zoom_shows (WadiMapTiles       *tiles,
                         const WadiScenario *scenario,
                         WadiHex             middle,
                         const double        zooms[3],
                         const GArray       *marks)
{
  for (guint z = 0; z < 3; z++)
    {
      WadiRenderView     view = view_at (scenario, middle, zooms[z]);
      gsize              stride;
      g_autofree guchar *shown = NULL;
      g_autofree guchar *drawn = NULL;
      guint              differ;

      wait_complete (tiles, &view);
      shown = tiles_picture (tiles, &view, &stride);
      drawn = renderer_picture (scenario, &view, marks);
      differ = count_differences (shown, drawn, 600 * 400, 16);
      g_test_message ("at %g px a hex, %u marks: %u pixels differ", zooms[z], marks->len, differ);
      g_assert_cmpuint (differ, <=, SAME_BUT_A_GLYPH);
    }
}

/* A designer paints, undoes and redoes quickly, the rules' marks come and
 * go with each step, and the view zooms, while the threads still draw the
 * tiles of the steps before (a try-out once saw a diagnostic's outline
 * stay on the map after Undo); then every mark is undone, one at a time.
 * However the steps and the tiles in flight interleave, once the tiles
 * are complete every zoom shows the map and the marks as they are.  The
 * steps are random, from a fixed seed: the same each run. */
static void
test_edits_and_undos_in_flight (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiMapTiles) tiles = wadi_map_tiles_new (NULL, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (26);
  g_autoptr(GArray) marks = NULL;
  WadiBoard     *grid = (WadiBoard *) wadi_scenario_grid (scenario);
  WadiHex        middle = wadi_fixture_hex (scenario, "25L3");
  const double   zooms[3] = { 6.0, 30.0, 45.0 };
  gboolean       marked[STRESS_COLS][STRESS_ROWS][3] = { { { FALSE } } };
  WadiHexCell    before[STRESS_COLS][STRESS_ROWS];
  WadiRenderView view;
  gsize          stride;

  for (int col = 0; col < STRESS_COLS; col++)
    for (int row = 0; row < STRESS_ROWS; row++)
      before[col][row] = *wadi_board_cell (grid, (WadiHex) { middle.col - 3 + col, middle.row - 2 + row });
  wadi_map_tiles_set_scenario (tiles, scenario);
  wadi_map_tiles_set_marks (tiles, stress_marks (grid->layout, middle, marked));
  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      view = view_at (scenario, middle, zooms[z]);
      wait_complete (tiles, &view);
    }

  for (int step = 0; step < 200; step++)
    {
      int     col = g_rand_int_range (rand, 0, STRESS_COLS);
      int     row = g_rand_int_range (rand, 0, STRESS_ROWS);
      guint   kind = (guint) g_rand_int_range (rand, 0, 3);
      WadiHex hex = { middle.col - 3 + col, middle.row - 2 + row };

      switch (g_rand_int_range (rand, 0, 3))
        {
        case 0: /* paint a pond, or undo it */
          {
            g_autoptr(WadiRegion) region = wadi_region_new ();
            WadiHexCell cell = before[col][row];

            if (wadi_board_cell (grid, hex)->terrain != WADI_TERRAIN_POND)
              cell.terrain = WADI_TERRAIN_POND;
            wadi_board_set_cell (grid, hex, &cell);
            wadi_region_add_hex (region, hex);
            wadi_map_tiles_invalidate (tiles, region);
            break;
          }
        case 1: /* a mark comes, or goes as the step that made it is undone */
          marked[col][row][kind] = !marked[col][row][kind];
          wadi_map_tiles_set_marks (tiles, stress_marks (grid->layout, middle, marked));
          break;
        default: /* a frame, at the zoom the view has come to */
          view = view_at (scenario, middle, zooms[g_rand_int_range (rand, 0, G_N_ELEMENTS (zooms))]);
          g_free (tiles_picture (tiles, &view, &stride));
          break;
        }
      for (int i = g_rand_int_range (rand, 0, 3); i > 0; i--)
        g_main_context_iteration (NULL, FALSE);
    }
  marks = stress_marks (grid->layout, middle, marked);
  assert_every_zoom_shows (tiles, scenario, middle, zooms, marks);
  g_clear_pointer (&marks, g_array_unref);

  /* every mark undone, one at a time, a frame between */
  for (int col = 0; col < STRESS_COLS; col++)
    for (int row = 0; row < STRESS_ROWS; row++)
      for (guint kind = 0; kind < 3; kind++)
        if (marked[col][row][kind])
          {
            marked[col][row][kind] = FALSE;
            wadi_map_tiles_set_marks (tiles, stress_marks (grid->layout, middle, marked));
            view = view_at (scenario, middle, zooms[g_rand_int_range (rand, 0, G_N_ELEMENTS (zooms))]);
            g_free (tiles_picture (tiles, &view, &stride));
            for (int i = g_rand_int_range (rand, 0, 3); i > 0; i--)
              g_main_context_iteration (NULL, FALSE);
          }
  marks = stress_marks (grid->layout, middle, marked);
  assert_every_zoom_shows (tiles, scenario, middle, zooms, marks);
}

/* Freed while tiles are drawn: they are dropped when they come. */
static void
test_freed_while_drawing (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  WadiMapTiles  *tiles = wadi_map_tiles_new (NULL, NULL);
  WadiRenderView view = view_of (scenario, "25L3", 30.0);
  gsize          stride;

  wadi_map_tiles_set_scenario (tiles, scenario);
  g_free (tiles_picture (tiles, &view, &stride));
  wadi_map_tiles_free (tiles);
  wadi_test_run_for (G_USEC_PER_SEC / 2);
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;

  g_test_add_func ("/map-tiles/show-the-map", test_tiles_show_the_map);
  g_test_add_func ("/map-tiles/edit-redraws-its-tiles", test_edit_redraws_its_tiles);
  g_test_add_func ("/map-tiles/edit-mended-at-once", test_edit_mended_at_once);
  g_test_add_func ("/map-tiles/edit-at-corner-mended-together", test_edit_at_corner_mended_together);
  g_test_add_func ("/map-tiles/marks-redraw-their-tiles", test_marks_redraw_their_tiles);
  g_test_add_func ("/map-tiles/analysis-in-tiles", test_analysis_in_tiles);
  g_test_add_func ("/map-tiles/new-zoom-shows-old-tiles", test_new_zoom_shows_old_tiles);
  g_test_add_func ("/map-tiles/view-fills-without-frames", test_view_fills_without_frames);
  g_test_add_func ("/map-tiles/moving-view-one-node", test_moving_view_one_node);
  g_test_add_data_func ("/map-tiles/stand-ins-cover-the-view", GINT_TO_POINTER (FALSE),
                        test_stand_ins_cover_the_view);
  g_test_add_data_func ("/map-tiles/stand-ins-cover-the-view-cairo-nodes", GINT_TO_POINTER (TRUE),
                        test_stand_ins_cover_the_view);
  g_test_add_func ("/map-tiles/whole-map-stands-in", test_whole_map_stands_in);
  g_test_add_func ("/map-tiles/passed-zooms-keep-drawn-one", test_passed_zooms_keep_drawn_one);
  g_test_add_func ("/map-tiles/copy-kept-through-edits", test_copy_kept_through_edits);
  g_test_add_func ("/map-tiles/edit-while-threads-draw", test_edit_while_threads_draw);
  g_test_add_func ("/map-tiles/far-copy-caught-up", test_far_copy_caught_up);
  g_test_add_func ("/map-tiles/ruleset-redraws-all", test_ruleset_redraws_all);
  g_test_add_func ("/map-tiles/all-keeps-old-tiles-shown", test_all_keeps_old_tiles_shown);
  g_test_add_func ("/map-tiles/edits-and-undos-in-flight", test_edits_and_undos_in_flight);
  g_test_add_func ("/map-tiles/freed-while-drawing", test_freed_while_drawing);
  return g_test_run ();
}
