/* test-render-pictures.c: a board's background picture, drawn under its
 * grid where its hexes are still of the board's default terrain */
#include "config.h"

#include "wadi-render.h"

#define SIZE 400
#define ZOOM 60.0

/* A picture of width x height, its left half red and its right half blue. */
static cairo_surface_t *
make_picture (int width,
              int height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t         *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1.0, 0.0, 0.0);
  cairo_rectangle (cr, 0, 0, width / 2, height);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.0, 0.0, 1.0);
  cairo_rectangle (cr, width / 2, 0, width - width / 2, height);
  cairo_fill (cr);
  cairo_destroy (cr);
  return surface;
}

/* A 6 x 4 board with numeric labels, its picture spanning it. */
static WadiScenario *
make_scenario (guint  turn,
               double opacity)
{
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_CLASSIC);
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiBoard     *board = wadi_board_new ("1", 6, 4, layout, WADI_LABEL_NUMERIC, 1);
  g_autoptr(GPtrArray) boards = g_ptr_array_new ();
  WadiMapPlacement placement = { { 0, 0 }, turn };
  WadiSimilarity   fit = wadi_picture_span_fit (layout, 6, 4, FALSE, 600, 400);
  g_autoptr(WadiPicture) picture = wadi_picture_new ("/pictures/one.png", opacity, &fit);
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (boards, board);
  g_assert_true (wadi_scenario_set_boards (scenario, g_steal_pointer (&boards), &placement, NULL, &error));
  g_assert_no_error (error);
  wadi_scenario_set_picture (scenario, 0, picture);
  return scenario;
}

/* The colour drawn at the centre of the board's own hex local, as
 * 0xRRGGBB. */
static guint32
pixel_at_hex (const WadiScenario *scenario,
              GHashTable         *pictures,
              WadiHex             local)
{
  g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();
  cairo_surface_t  *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, SIZE, SIZE);
  cairo_t          *cr = cairo_create (surface);
  WadiRenderRequest request = { 0 };
  double            x0, y0, x1, y1, cx, cy;
  WadiHex           hex = wadi_map_to_map (scenario->map, 0, local);
  guint32           pixel;

  wadi_render_board_extent (wadi_scenario_grid (scenario), &x0, &y0, &x1, &y1);
  request.view = (WadiRenderView) { (x0 + x1) / 2, (y0 + y1) / 2, ZOOM, SIZE, SIZE, 1.0 };
  request.show_grid = TRUE;
  request.pictures = pictures;
  wadi_renderer_set_scenario (renderer, scenario);
  wadi_renderer_draw (renderer, cr, &request, NULL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  wadi_hex_center (wadi_scenario_grid (scenario)->layout, hex, &cx, &cy);
  cx = (cx - request.view.center_x) * ZOOM + SIZE / 2.0;
  cy = (cy - request.view.center_y) * ZOOM + SIZE / 2.0;
  pixel = ((guint32 *) (gpointer) cairo_image_surface_get_data (surface))[(int) cy * cairo_image_surface_get_stride (surface) / 4 + (int) cx];
  cairo_surface_destroy (surface);
  return pixel & 0xffffff;
}

static GHashTable *
make_pictures (void)
{
  GHashTable *pictures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) cairo_surface_destroy);

  g_hash_table_insert (pictures, g_strdup ("/pictures/one.png"), make_picture (600, 400));
  return pictures;
}

static void
test_opaque (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario (0, 1.0);
  g_autoptr(GHashTable) pictures = make_pictures ();
  guint32     open = pixel_at_hex (scenario, NULL, (WadiHex) { 1, 1 });
  WadiHexCell woods = *wadi_board_cell (wadi_scenario_grid (scenario), (WadiHex) { 4, 2 });

  /* without the decoded picture the board is as ever */
  g_assert_cmphex (open, !=, 0xff0000);
  /* a bare hex shows the picture: red on the left, blue on the right */
  g_assert_cmphex (pixel_at_hex (scenario, pictures, (WadiHex) { 1, 1 }), ==, 0xff0000);
  g_assert_cmphex (pixel_at_hex (scenario, pictures, (WadiHex) { 4, 1 }), ==, 0x0000ff);
  /* a painted hex shows its terrain */
  woods.terrain = WADI_TERRAIN_WOODS;
  wadi_map_set_cell (scenario->map, (WadiHex) { 4, 2 }, &woods, NULL);
  g_assert_cmphex (pixel_at_hex (scenario, pictures, (WadiHex) { 4, 2 }), !=, 0x0000ff);
  g_assert_cmphex (pixel_at_hex (scenario, pictures, (WadiHex) { 4, 1 }), ==, 0x0000ff);
}

/* Half opaque: the picture over the open ground's colour. */
static void
test_half (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario (0, 0.5);
  g_autoptr(GHashTable) pictures = make_pictures ();
  guint32 open = pixel_at_hex (scenario, NULL, (WadiHex) { 1, 1 });
  guint32 half = pixel_at_hex (scenario, pictures, (WadiHex) { 1, 1 });
  int     red = (int) (half >> 16), green = (int) (half >> 8 & 0xff), blue = (int) (half & 0xff);

  g_assert_cmpint (ABS (red - ((int) (open >> 16) + 255) / 2), <=, 2);
  g_assert_cmpint (ABS (green - (int) (open >> 8 & 0xff) / 2), <=, 2);
  g_assert_cmpint (ABS (blue - (int) (open & 0xff) / 2), <=, 2);
}

/* A board turned 180 degrees turns its picture with it: its own left
 * half is red still, now on the map's right. */
static void
test_turned (void)
{
  g_autoptr(WadiScenario) scenario = make_scenario (3, 1.0);
  g_autoptr(GHashTable) pictures = make_pictures ();
  WadiHex left = wadi_map_to_map (scenario->map, 0, (WadiHex) { 1, 1 });
  WadiHex right = wadi_map_to_map (scenario->map, 0, (WadiHex) { 4, 1 });

  g_assert_cmpint (left.col, >, right.col);
  g_assert_cmphex (pixel_at_hex (scenario, pictures, (WadiHex) { 1, 1 }), ==, 0xff0000);
  g_assert_cmphex (pixel_at_hex (scenario, pictures, (WadiHex) { 4, 1 }), ==, 0x0000ff);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/pictures/opaque", test_opaque);
  g_test_add_func ("/render/pictures/half", test_half);
  g_test_add_func ("/render/pictures/turned", test_turned);

  return g_test_run ();
}
