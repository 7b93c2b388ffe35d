/* test-export-tiled.c: TMX and TMJ maps, read by Tiled's own tools
 *
 * Tiled's tmxrasterizer draws the TMX; the terrain must be where Wadi
 * put it.  `tiled --export-map json` reads the TMX and writes Tiled's
 * JSON, whose layers must hold what Wadi's own TMJ holds.
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <libxml/parser.h>
#include <libxml/xpath.h>
#include <math.h>
#include <string.h>

#include "wadi-test-export.h"

typedef struct
{
  int      tile_width;
  int      tile_height;
  int      side_length;
  gboolean stagger_even;
} Geometry;

static char *
attribute (xmlXPathContextPtr context,
           const char        *path)
{
  xmlXPathObjectPtr found = xmlXPathEvalExpression (BAD_CAST path, context);
  char             *value = NULL;

  g_assert_nonnull (found);
  if (found->nodesetval != NULL && found->nodesetval->nodeNr > 0)
    {
      xmlChar *text = xmlNodeGetContent (found->nodesetval->nodeTab[0]);

      value = g_strdup ((const char *) text);
      xmlFree (text);
    }
  xmlXPathFreeObject (found);
  return value;
}

static int
count (xmlXPathContextPtr context,
       const char        *path)
{
  xmlXPathObjectPtr found = xmlXPathEvalExpression (BAD_CAST path, context);
  int               n = found->nodesetval != NULL ? found->nodesetval->nodeNr : 0;

  xmlXPathFreeObject (found);
  return n;
}

/* The centre of map hex (col, row) as Tiled draws a flat-top map
 * (HexagonalRenderer::tileToScreenCoords, staggeraxis x). */
static void
tiled_centre (const Geometry *geometry,
              WadiHex         hex,
              int            *x,
              int            *y)
{
  int column_width = (geometry->tile_width - geometry->side_length) / 2 + geometry->side_length;
  int lowered = (hex.col & 1) ^ geometry->stagger_even;

  *x = hex.col * column_width + geometry->tile_width / 2;
  *y = hex.row * geometry->tile_height + (lowered ? geometry->tile_height / 2 : 0) + geometry->tile_height / 2;
}

static void
test_tmx (WadiTestExport *fixture,
          gconstpointer   data)
{
  g_autofree char *tmx = g_build_filename (fixture->dir, "map.tmx", NULL);
  g_autofree char *tileset = g_build_filename (fixture->dir, "map.tiles.png", NULL);
  g_autofree char *picture = g_build_filename (fixture->dir, "tiled.png", NULL);
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  WadiExportOptions  options;
  xmlDocPtr          doc;
  xmlXPathContextPtr context;
  Geometry           geometry;
  cairo_surface_t   *image;
  WadiCounter        ford = { 0 };
  g_autofree char   *value = NULL;
  int                x, y;

  ford.kind = WADI_COUNTER_FORD;
  ford.hex = wadi_fixture_hex (fixture->scenario, "25K3");
  wadi_scenario_add_counter (fixture->scenario, &ford);
  wadi_fixture_add_side (fixture->scenario, "25K3", "25K4", WADI_SIDE_CLIFF);
  g_free (fixture->scenario->victory);
  fixture->scenario->victory = g_strdup ("The British win if they Control 25K3.");
  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_TMX;
  g_assert_true (wadi_export_write (fixture->scenario, &options, tmx, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (tileset, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpuint (wadi_test_export_files_in (fixture), ==, 2);

  doc = xmlReadFile (tmx, NULL, XML_PARSE_NONET);
  g_assert_nonnull (doc);
  context = xmlXPathNewContext (doc);
#define ATTRIBUTE(path, expected)                     \
  G_STMT_START                                        \
  {                                                   \
    g_autofree char *got = attribute (context, path); \
    g_assert_cmpstr (got, ==, expected);              \
  }                                                   \
  G_STMT_END
  ATTRIBUTE ("/map/@version", "1.8");
  ATTRIBUTE ("/map/@orientation", "hexagonal");
  ATTRIBUTE ("/map/@staggeraxis", "x");
  /* ASL boards lower columns B, D ...: the odd ones */
  ATTRIBUTE ("/map/@staggerindex", "odd");
  ATTRIBUTE ("/map/@width", "33");
  ATTRIBUTE ("/map/properties/property[@name='ruleset']/@value", "asl");
  ATTRIBUTE ("/map/properties/property[@name='ssr.stream_depth']/@value", "shallow");
  ATTRIBUTE ("/map/properties/property[@name='victory']/@value", "The British win if they Control 25K3.");
  ATTRIBUTE ("/map/tileset/tile[@type='terrain'][properties/property[@value='woods']]/@type", "terrain");
  ATTRIBUTE ("/map/tileset/image/@source", "map.tiles.png");
  ATTRIBUTE ("/map/objectgroup[@name='counters']/object/@type", "ford");
  ATTRIBUTE ("/map/objectgroup[@name='counters']/object/properties/property[@name='hex']/@value", "25K3");
  ATTRIBUTE ("/map/objectgroup[@name='hexsides']/object[properties/property[@name='hex'][@value='25K4']]/@name",
             "cliff");
  ATTRIBUTE ("/map/layer[@name='elevation']/@visible", "0");
  /* a cliff's line shows, dark as a printed board's; a depression's
   * hexside, which its tiles draw, is there for scripts, hidden */
  ATTRIBUTE ("/map/objectgroup[@name='hexsides']/@color", "#3b2a1a");
  ATTRIBUTE ("/map/objectgroup[@name='hexsides']/object[properties/property[@name='hex'][@value='25K4']]/@visible",
             NULL);
  ATTRIBUTE ("/map/objectgroup[@name='hexsides']/object[@name='depression']/@visible", "0");
  /* a hill's terrain tile says its level (the examples' 25J5: level 2) */
  ATTRIBUTE ("/map/tileset/tile[properties/property[@name='terrain'][@value='open']]"
             "[properties/property[@name='level'][@value='2']]/@type",
             "terrain");
#undef ATTRIBUTE
  g_assert_cmpint (count (context, "/map/layer"), ==, 4);
  /* an ASL scenario's SSRs only */
  g_assert_cmpint (count (context, "/map/properties/property[@name='ssr.toi_wadi_rules']"), ==, 0);
  /* a text the scenario does not have is no property */
  g_assert_cmpint (count (context, "/map/properties/property[@name='aftermath']"), ==, 0);
  g_assert_cmpint (count (context, "/map/objectgroup[@name='hexsides']/object/polyline"), >=, 1);
  g_assert_cmpint (count (context, "//object[@class]"), ==, 0);
  value = attribute (context, "/map/@tilewidth");
  geometry.tile_width = atoi (value);
  g_free (value);
  value = attribute (context, "/map/@tileheight");
  geometry.tile_height = atoi (value);
  g_free (value);
  value = attribute (context, "/map/@hexsidelength");
  geometry.side_length = atoi (value);
  geometry.stagger_even = FALSE;
  g_assert_cmpint (geometry.tile_width % 2, ==, 0);
  g_assert_cmpint (geometry.side_length % 2, ==, 0);
  xmlXPathFreeContext (context);
  xmlFreeDoc (doc);

  /* Tiled draws the terrain where Wadi put it */
  out = wadi_test_export_run ((const char *const[]) { "env", "QT_QPA_PLATFORM=offscreen", "tmxrasterizer",
                                                      "--hide-layer", "hexsides", "--hide-layer", "counters", tmx,
                                                      picture, NULL });
  image = cairo_image_surface_create_from_png (picture);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  /* woods, between its trees (the tile draws them as the canvas does) */
  tiled_centre (&geometry, wadi_fixture_hex (fixture->scenario, "25K3"), &x, &y);
  g_assert_true (wadi_test_export_shows (image, x, y, 16, wadi_style_terrain_color (WADI_TERRAIN_WOODS), 12));
  {
    guint trees = 0;

    for (int dy = -8; dy <= 8; dy++)
      for (int dx = -8; dx <= 8; dx++)
        trees += !wadi_test_export_near (wadi_test_export_pixel (image, x + dx, y + dy),
                                         wadi_style_terrain_color (WADI_TERRAIN_WOODS), 12);
    g_test_message ("%u of the 289 pixels round 25K3's centre are its trees", trees);
    g_assert_cmpuint (trees, >=, 20);
  }
  /* the tiles leave no seam: the middle of the map is opaque throughout
   * (softened tile edges let the background through every slanted
   * hexside, 2.3% of the map) */
  cairo_surface_flush (image);
  for (int row = cairo_image_surface_get_height (image) / 3; row < 2 * cairo_image_surface_get_height (image) / 3;
       row++)
    for (int col = cairo_image_surface_get_width (image) / 3; col < 2 * cairo_image_surface_get_width (image) / 3;
         col++)
      {
        guint32 argb = *(guint32 *) (gpointer) (cairo_image_surface_get_data (image)
                                                + row * cairo_image_surface_get_stride (image) + col * 4);

        if (argb >> 24 != 0xff)
          g_error ("the pixel at %d, %d is see-through (alpha %u)", col, row, argb >> 24);
      }
  tiled_centre (&geometry, wadi_fixture_hex (fixture->scenario, "25C7"), &x, &y);
  g_assert_true (wadi_test_export_near (wadi_test_export_pixel (image, x, y),
                                        wadi_style_terrain_color (WADI_TERRAIN_OPEN), 12));
  /* a hill shows with the elevation layer hidden, toned as the canvas
   * tones it (before, the terrain layer had none of it: level 2 read as
   * open ground) */
  tiled_centre (&geometry, wadi_fixture_hex (fixture->scenario, "25J5"), &x, &y);
  g_assert_true (wadi_test_export_near (wadi_test_export_pixel (image, x, y), wadi_style_level_color (2), 12));
  /* 25A0 is no hex of the board: gid 0, nothing drawn */
  tiled_centre (&geometry, (WadiHex) { 0, 0 }, &x, &y);
  cairo_surface_flush (image);
  g_assert_cmpuint (((guint32 *) (gpointer) (cairo_image_surface_get_data (image)
                                             + y * cairo_image_surface_get_stride (image)))[x]
                        >> 24,
                    ==, 0);
  cairo_surface_destroy (image);
}

static double
distance (guint32 a,
          guint32 b)
{
  double sum = 0;

  for (int shift = 0; shift <= 16; shift += 8)
    {
      double d = (double) ((a >> shift) & 0xff) - (double) ((b >> shift) & 0xff);

      sum += d * d;
    }
  return sqrt (sum);
}

/* A Tiled map written for the fixture's scenario: the TMX at tmx, read
 * back (free with tiled_map_done ()), its hex geometry in geometry. */
static xmlXPathContextPtr
export_tmx (WadiTestExport *fixture,
            const char     *tmx,
            Geometry       *geometry)
{
  g_autoptr(GError) error = NULL;
  g_autofree char   *width = NULL, *height = NULL, *side = NULL;
  WadiExportOptions  options;
  xmlDocPtr          doc;
  xmlXPathContextPtr context;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_TMX;
  g_assert_true (wadi_export_write (fixture->scenario, &options, tmx, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  doc = xmlReadFile (tmx, NULL, XML_PARSE_NONET);
  g_assert_nonnull (doc);
  context = xmlXPathNewContext (doc);
  width = attribute (context, "/map/@tilewidth");
  height = attribute (context, "/map/@tileheight");
  side = attribute (context, "/map/@hexsidelength");
  memset (geometry, 0, sizeof *geometry);
  geometry->tile_width = atoi (width);
  geometry->tile_height = atoi (height);
  geometry->side_length = atoi (side);
  return context;
}

static void
tiled_map_done (xmlXPathContextPtr context)
{
  xmlDocPtr doc = context->doc;

  xmlXPathFreeContext (context);
  xmlFreeDoc (doc);
}

/* tmxrasterizer's picture of tmx into picture, the hexsides hidden and
 * the counters too unless asked for. */
static cairo_surface_t *
rasterize (const char *tmx,
           const char *picture,
           gboolean    counters)
{
  g_autofree char *out = NULL;
  cairo_surface_t *image;

  if (counters)
    out = wadi_test_export_run ((const char *const[]) { "env", "QT_QPA_PLATFORM=offscreen", "tmxrasterizer",
                                                        "--hide-layer", "hexsides", tmx, picture, NULL });
  else
    out = wadi_test_export_run ((const char *const[]) { "env", "QT_QPA_PLATFORM=offscreen", "tmxrasterizer",
                                                        "--hide-layer", "hexsides", "--hide-layer", "counters", tmx,
                                                        picture, NULL });
  image = cairo_image_surface_create_from_png (picture);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  return image;
}

/* In Tiled's picture a stream is blue as in Wadi's, not a second brown
 * beside the gully's (#9A7446 and #A3713C were 14 apart). */
static void
test_stream_and_gully_differ (WadiTestExport *fixture,
                              gconstpointer   data)
{
  g_autofree char *tmx = g_build_filename (fixture->dir, "map.tmx", NULL);
  g_autofree char *picture = g_build_filename (fixture->dir, "tiled.png", NULL);
  cairo_surface_t *image;
  Geometry         geometry;
  int              x, y;
  guint32          stream, gully;

  wadi_fixture_set_hex (fixture->scenario, "25E5", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_STREAM, -1);
  wadi_fixture_set_hex (fixture->scenario, "25G5", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, -1);
  tiled_map_done (export_tmx (fixture, tmx, &geometry));
  image = rasterize (tmx, picture, FALSE);
  tiled_centre (&geometry, wadi_fixture_hex (fixture->scenario, "25E5"), &x, &y);
  stream = wadi_test_export_pixel (image, x, y);
  tiled_centre (&geometry, wadi_fixture_hex (fixture->scenario, "25G5"), &x, &y);
  gully = wadi_test_export_pixel (image, x, y);
  g_test_message ("stream #%06x, gully #%06x: %.0f apart", stream & 0xffffff, gully & 0xffffff,
                  distance (stream, gully));
  g_assert_cmpfloat (distance (stream, gully), >, 100.0);
  g_assert_true (wadi_test_export_near (stream, wadi_style_stream_water (&fixture->scenario->ssr), 12));
  cairo_surface_destroy (image);
}

/* A wadi across three hexes is one bed in Tiled: each hex's tile draws
 * the channel to the hexsides the wadi crosses (a tile per pattern), so
 * the bed goes on across the hexside between two of them, where the
 * pools of one tile a hex left open ground. */
static void
test_channels_join (WadiTestExport *fixture,
                    gconstpointer   data)
{
  g_autofree char   *tmx = g_build_filename (fixture->dir, "map.tmx", NULL);
  g_autofree char   *picture = g_build_filename (fixture->dir, "tiled.png", NULL);
  g_autofree char   *crossed = NULL;
  cairo_surface_t   *image;
  xmlXPathContextPtr context;
  Geometry           geometry;
  const char        *hexes[] = { "25E5", "25F5", "25G5" };
  int                x[3], y[3];

  for (guint i = 0; i < G_N_ELEMENTS (hexes); i++)
    wadi_fixture_set_hex (fixture->scenario, hexes[i], WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1);
  wadi_fixture_add_side (fixture->scenario, "25E5", "25F5", WADI_SIDE_DEPRESSION);
  wadi_fixture_add_side (fixture->scenario, "25F5", "25G5", WADI_SIDE_DEPRESSION);
  context = export_tmx (fixture, tmx, &geometry);
  /* the two ends and the middle; the example boards' own wadis add theirs */
  g_assert_cmpint (count (context, "/map/tileset/tile[@type='depression']"
                                   "[properties/property[@name='depression'][@value='wadi']]"),
                   >=, 3);
  crossed = attribute (context, "/map/tileset/tile[@type='depression'][properties/property[@name='depression']"
                                "[@value='wadi']][properties/property[@name='hexsides'][contains (@value, ',')]]"
                                "/properties/property[@name='hexsides']/@value");
  g_test_message ("a wadi tile crossing two hexsides: %s", crossed);
  g_assert_nonnull (crossed);
  tiled_map_done (context);

  image = rasterize (tmx, picture, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (hexes); i++)
    tiled_centre (&geometry, wadi_fixture_hex (fixture->scenario, hexes[i]), &x[i], &y[i]);
  /* the bed at each hex's centre and on both hexsides between them */
  for (guint i = 0; i < G_N_ELEMENTS (hexes); i++)
    g_assert_true (wadi_test_export_near (wadi_test_export_pixel (image, x[i], y[i]),
                                          wadi_style_depression_bed (WADI_DEPRESSION_WADI), 12));
  for (guint i = 0; i + 1 < G_N_ELEMENTS (hexes); i++)
    {
      guint32 between = wadi_test_export_pixel (image, (x[i] + x[i + 1]) / 2, (y[i] + y[i + 1]) / 2);

      g_test_message ("between %s and %s: #%06x", hexes[i], hexes[i + 1], between);
      g_assert_true (wadi_test_export_near (between, wadi_style_depression_bed (WADI_DEPRESSION_WADI), 12));
    }
  cairo_surface_destroy (image);
}

/* Each counter is a tile object of its face, drawn into the tileset as
 * the canvas draws it (one tile a face), where Tiled showed a pin: two
 * units of one face share a tile, a ford has its own, and the face shows
 * in tmxrasterizer's picture where the counter stands. */
static void
test_counters_are_tiles (WadiTestExport *fixture,
                         gconstpointer   data)
{
  g_autofree char   *tmx = g_build_filename (fixture->dir, "map.tmx", NULL);
  g_autofree char   *picture = g_build_filename (fixture->dir, "tiled.png", NULL);
  g_autofree char   *bare = g_build_filename (fixture->dir, "bare.png", NULL);
  g_autofree char   *gid = NULL;
  cairo_surface_t   *image, *without;
  xmlXPathContextPtr context;
  Geometry           geometry;
  WadiCounter        counter = { 0 };
  int                x, y, differ = 0;

  counter.kind = WADI_COUNTER_UNIT;
  counter.unit_class = WADI_UNIT_INFANTRY;
  counter.side = (char *) "German";
  counter.hex = wadi_fixture_hex (fixture->scenario, "25E5");
  wadi_scenario_add_counter (fixture->scenario, &counter);
  counter.hex = wadi_fixture_hex (fixture->scenario, "25G5");
  wadi_scenario_add_counter (fixture->scenario, &counter);
  counter.kind = WADI_COUNTER_FORD;
  counter.side = NULL;
  counter.hex = wadi_fixture_hex (fixture->scenario, "13P4");
  wadi_scenario_add_counter (fixture->scenario, &counter);
  context = export_tmx (fixture, tmx, &geometry);
  g_assert_cmpint (count (context, "/map/objectgroup[@name='counters']/object"), ==,
                   fixture->scenario->counters->len);
  g_assert_cmpint (count (context, "/map/objectgroup[@name='counters']/object[@gid][@width][@height]"), ==,
                   fixture->scenario->counters->len);
  g_assert_cmpint (count (context, "/map/objectgroup[@name='counters']/object/point"), ==, 0);
  /* the two German squads are one face */
  gid = attribute (context, "/map/objectgroup[@name='counters']/object[properties/property[@name='hex']"
                            "[@value='25E5']]/@gid");
  g_assert_nonnull (gid);
  g_assert_cmpint (count (context, "/map/objectgroup[@name='counters']/object[@type='unit']"
                                   "[properties/property[@name='side'][@value='German']]"),
                   ==, 2);
  {
    g_autofree char *other = attribute (context, "/map/objectgroup[@name='counters']/object"
                                                 "[properties/property[@name='hex'][@value='25G5']]/@gid");
    g_autofree char *ford = attribute (context, "/map/objectgroup[@name='counters']/object[@type='ford']/@gid");

    g_assert_cmpstr (other, ==, gid);
    g_assert_cmpstr (ford, !=, gid);
  }
  g_assert_cmpint (count (context, "/map/tileset/tile[@type='counter']"), >=, 2);
  tiled_map_done (context);

  image = rasterize (tmx, picture, TRUE);
  without = rasterize (tmx, bare, FALSE);
  /* the lower right quarter of the squad's square, where no pin's head
   * is: the face covers the ground */
  tiled_centre (&geometry, wadi_fixture_hex (fixture->scenario, "25E5"), &x, &y);
  for (int dy = 2; dy < geometry.tile_height / 5; dy++)
    for (int dx = 2; dx < geometry.tile_height / 5; dx++)
      if (wadi_test_export_pixel (image, x + dx, y + dy) != wadi_test_export_pixel (without, x + dx, y + dy))
        differ++;
  g_test_message ("%d pixels of the squad's lower right quarter differ from the ground", differ);
  g_assert_cmpint (differ, >, (geometry.tile_height / 5 - 2) * (geometry.tile_height / 5 - 2) / 2);
  cairo_surface_destroy (image);
  cairo_surface_destroy (without);
}

/* A road in Tiled is the canvas's: each hex's tile draws it to the
 * hexsides it crosses (a tile a pattern), in the canvas's colours, so it
 * runs on across the hexside between two road hexes; an older file's road
 * hexes, without road hexsides, are joined as the canvas joins them. */
static void
test_roads (WadiTestExport *fixture,
            gconstpointer   data)
{
  g_autofree char   *tmx = g_build_filename (fixture->dir, "map.tmx", NULL);
  g_autofree char   *picture = g_build_filename (fixture->dir, "tiled.png", NULL);
  cairo_surface_t   *image;
  xmlXPathContextPtr context;
  Geometry           geometry;
  WadiRoadStyle      paved = wadi_style_road (WADI_SIDE_ROAD);
  const char        *paved_hexes[] = { "25E5", "25F5", "25G5" };
  int                x[3], y[3];

  wadi_fixture_add_side (fixture->scenario, "25E5", "25F5", WADI_SIDE_ROAD);
  wadi_fixture_add_side (fixture->scenario, "25F5", "25G5", WADI_SIDE_ROAD);
  /* an older file's two road hexes, side by side */
  wadi_fixture_set_hex (fixture->scenario, "25L5", WADI_TERRAIN_ROAD, 0, WADI_DEPRESSION_NONE, 0);
  wadi_fixture_set_hex (fixture->scenario, "25L6", WADI_TERRAIN_ROAD, 0, WADI_DEPRESSION_NONE, 0);
  /* P5 a gully hex with a bridge */
  {
    WadiHex     p5 = wadi_fixture_hex (fixture->scenario, "25P5");
    WadiHexCell cell;

    wadi_fixture_set_hex (fixture->scenario, "25P5", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, -1);
    cell = *wadi_board_cell (wadi_scenario_grid (fixture->scenario), p5);
    cell.flags |= WADI_HEX_FLAG_BRIDGE;
    wadi_board_set_cell (wadi_scenario_grid (fixture->scenario), p5, &cell);
  }
  context = export_tmx (fixture, tmx, &geometry);
  /* E5's and G5's ends, F5's middle, and the older file's pair */
  g_assert_cmpint (count (context, "/map/tileset/tile[@type='road']"), >=, 4);
  g_assert_cmpint (count (context, "/map/layer[@name='roads']"), ==, 1);
  /* the bridge is P5's depression tile's, drawn over its channel as the
   * canvas draws it, and the roads lie under the depressions as there */
  g_assert_cmpint (count (context, "/map/tileset/tile[@type='depression'][properties/property[@name='marks']"
                                   "[@value='bridge']][properties/property[@name='depression'][@value='gully']]"),
                   ==, 1);
  g_assert_cmpint (count (context, "/map/layer[@name='roads']/following-sibling::layer[@name='depression']"), ==, 1);
  tiled_map_done (context);

  image = rasterize (tmx, picture, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (paved_hexes); i++)
    tiled_centre (&geometry, wadi_fixture_hex (fixture->scenario, paved_hexes[i]), &x[i], &y[i]);
  for (guint i = 0; i + 1 < G_N_ELEMENTS (paved_hexes); i++)
    g_assert_true (wadi_test_export_near (
        wadi_test_export_pixel (image, (x[i] + x[i + 1]) / 2, (y[i] + y[i + 1]) / 2), paved.middle, 12));
  /* L5 and L6 joined across their hexside */
  tiled_centre (&geometry, wadi_fixture_hex (fixture->scenario, "25L5"), &x[0], &y[0]);
  tiled_centre (&geometry, wadi_fixture_hex (fixture->scenario, "25L6"), &x[1], &y[1]);
  g_assert_true (wadi_test_export_near (wadi_test_export_pixel (image, (x[0] + x[1]) / 2, (y[0] + y[1]) / 2),
                                        paved.middle, 12));
  cairo_surface_destroy (image);
}

/* The pixel budget reads the tileset image as it is written: it grows
 * with the map's counter faces (they were left out, and a map of a
 * thousand faces passed a budget its image was far over). */
static void
test_tileset_pixels (WadiTestExport *fixture,
                     gconstpointer   data)
{
  g_autofree char *tmx = g_build_filename (fixture->dir, "map.tmx", NULL);
  g_autofree char *tileset = g_build_filename (fixture->dir, "map.tiles.png", NULL);
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  cairo_surface_t  *image;
  guint64           before, after;
  int               width, height;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_TMX;
  before = wadi_export_pixels (fixture->scenario, &options, NULL, NULL);
  for (guint i = 0; i < 60; i++)
    {
      g_autofree char *name = g_strdup_printf ("Squad %u", i);
      WadiCounter      squad = { .kind = WADI_COUNTER_UNIT, .unit_class = WADI_UNIT_INFANTRY, .name = name };

      wadi_fixture_locate (fixture->scenario, "25E5", &squad.hex);
      wadi_scenario_add_counter (fixture->scenario, &squad);
    }
  after = wadi_export_pixels (fixture->scenario, &options, &width, &height);
  g_test_message ("the tileset: %" G_GUINT64_FORMAT " pixels, %" G_GUINT64_FORMAT " with 60 faces more", before,
                  after);
  g_assert_cmpuint (after, >, before);
  g_assert_true (wadi_export_write (fixture->scenario, &options, tmx, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  image = cairo_image_surface_create_from_png (tileset);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, height);
  cairo_surface_destroy (image);
}

static JsonArray *
layer_data (JsonNode   *root,
            const char *name)
{
  JsonArray *layers = json_object_get_array_member (json_node_get_object (root), "layers");

  for (guint i = 0; i < json_array_get_length (layers); i++)
    {
      JsonObject *layer = json_array_get_object_element (layers, i);

      if (g_strcmp0 (json_object_get_string_member (layer, "name"), name) == 0)
        return json_object_has_member (layer, "data") ? json_object_get_array_member (layer, "data")
                                                      : json_object_get_array_member (layer, "objects");
    }
  g_error ("no layer %s", name);
  return NULL;
}

/* The map property name of root, a Tiled map's JSON. */
static JsonObject *
map_property (JsonNode   *root,
              const char *name)
{
  JsonArray *properties = json_object_get_array_member (json_node_get_object (root), "properties");

  for (guint i = 0; i < json_array_get_length (properties); i++)
    {
      JsonObject *property = json_array_get_object_element (properties, i);

      if (g_strcmp0 (json_object_get_string_member (property, "name"), name) == 0)
        return property;
    }
  g_error ("no map property %s", name);
  return NULL;
}

/* How many of the tileset's tiles of root, a Tiled map's JSON, have a
 * level, failing on one whose level is not an int (an elevation tile's
 * was a string beside a hill tile's int). */
static guint
typed_tile_levels (JsonNode *root)
{
  JsonObject *tileset = json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (root), "tilesets"), 0);
  JsonArray *tiles = json_object_get_array_member (tileset, "tiles");
  guint      levels = 0;

  for (guint i = 0; i < json_array_get_length (tiles); i++)
    {
      JsonObject *tile = json_array_get_object_element (tiles, i);
      JsonArray  *properties;

      if (!json_object_has_member (tile, "properties"))
        continue;
      properties = json_object_get_array_member (tile, "properties");
      for (guint k = 0; k < json_array_get_length (properties); k++)
        {
          JsonObject *property = json_array_get_object_element (properties, k);

          if (g_strcmp0 (json_object_get_string_member (property, "name"), "level") != 0)
            continue;
          g_assert_cmpstr (json_object_get_string_member (property, "type"), ==, "int");
          levels++;
        }
    }
  return levels;
}

/* Tiled reads the TMX and writes what Wadi's TMJ holds, a number and a
 * truth typed as such (a script read "3" for the turns before); Tiled
 * draws the TMJ as it draws the TMX. */
static void
test_tmj (WadiTestExport *fixture,
          gconstpointer   data)
{
  g_autofree char *tmx = g_build_filename (fixture->dir, "map.tmx", NULL);
  g_autofree char *tmj = g_build_filename (fixture->dir, "ours.tmj", NULL);
  g_autofree char *theirs = g_build_filename (fixture->dir, "theirs.json", NULL);
  g_autofree char *from_tmx = g_build_filename (fixture->dir, "from-tmx.png", NULL);
  g_autofree char *from_tmj = g_build_filename (fixture->dir, "from-tmj.png", NULL);
  g_autofree char *out = NULL;
  g_autofree char *out2 = NULL;
  g_autofree char *out3 = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  gsize            a_length, b_length;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) ours = json_parser_new ();
  g_autoptr(JsonParser) tiled = json_parser_new ();
  const char *const layers[] = { "terrain", "depression", "roads", "elevation", "hexsides", "counters" };
  WadiExportOptions options;

  wadi_fixture_add_side (fixture->scenario, "25K3", "25K4", WADI_SIDE_CLIFF);
  fixture->scenario->turns = 6;
  fixture->scenario->ssr.frozen = TRUE;
  g_ptr_array_add (fixture->scenario->special_rules, g_strdup ("Kindling is NA."));
  g_ptr_array_add (fixture->scenario->special_rules, g_strdup ("Night rules apply:\nNVR is 2."));
  {
    WadiScenarioSide germans = { g_strdup ("Germans"), g_strdup ("German"), TRUE, FALSE,
                                 g_strdup ("Enter on turn 1 along the east edge") };
    WadiScenarioSide british = { g_strdup ("British"), NULL, FALSE, TRUE, NULL };

    g_array_append_val (fixture->scenario->sides, germans);
    g_array_append_val (fixture->scenario->sides, british);
  }
  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_TMX;
  options.pixels_per_hex = 24.0;
  g_assert_true (wadi_export_write (fixture->scenario, &options, tmx, NULL, NULL, NULL, &error));
  options.format = WADI_EXPORT_TMJ;
  g_assert_true (wadi_export_write (fixture->scenario, &options, tmj, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  out = wadi_test_export_run (
      (const char *const[]) { "env", "QT_QPA_PLATFORM=offscreen", "tiled", "--export-map", "json", tmx, theirs, NULL });
  g_assert_true (json_parser_load_from_file (ours, tmj, &error));
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_file (tiled, theirs, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (json_parser_get_root (ours)), "staggeraxis"),
                   ==, "x");
  for (guint m = 0; m < 2; m++)
    {
      JsonNode   *root = json_parser_get_root (m == 0 ? ours : tiled);
      JsonObject *turns = map_property (root, "turns");
      JsonObject *frozen = map_property (root, "ssr.frozen");

      g_assert_cmpstr (json_object_get_string_member (turns, "type"), ==, "int");
      g_assert_cmpint (json_node_get_value_type (json_object_get_member (turns, "value")), ==, G_TYPE_INT64);
      g_assert_cmpint (json_object_get_int_member (turns, "value"), ==, 6);
      g_assert_cmpstr (json_object_get_string_member (frozen, "type"), ==, "bool");
      g_assert_true (json_object_get_boolean_member (frozen, "value"));
      g_assert_cmpuint (typed_tile_levels (root), >, 0);
      /* the forces, in the card's order, as Tiled reads them too */
      g_assert_cmpstr (json_object_get_string_member (map_property (root, "force.1.name"), "value"), ==, "Germans");
      g_assert_cmpstr (json_object_get_string_member (map_property (root, "force.1.nationality"), "value"), ==,
                       "German");
      g_assert_cmpstr (json_object_get_string_member (map_property (root, "force.1.setup"), "value"), ==,
                       "Enter on turn 1 along the east edge");
      g_assert_true (json_object_get_boolean_member (map_property (root, "force.1.moves_first"), "value"));
      g_assert_false (json_object_get_boolean_member (map_property (root, "force.1.sets_up_first"), "value"));
      g_assert_cmpstr (json_object_get_string_member (map_property (root, "force.2.name"), "value"), ==, "British");
      g_assert_true (json_object_get_boolean_member (map_property (root, "force.2.sets_up_first"), "value"));
      /* a rule a property, its line break its own */
      g_assert_cmpstr (json_object_get_string_member (map_property (root, "special_rule.1"), "value"), ==,
                       "Kindling is NA.");
      g_assert_cmpstr (json_object_get_string_member (map_property (root, "special_rule.2"), "value"), ==,
                       "Night rules apply:\nNVR is 2.");
    }
  for (guint l = 0; l < G_N_ELEMENTS (layers); l++)
    {
      JsonArray *mine = layer_data (json_parser_get_root (ours), layers[l]);
      JsonArray *theirs_data = layer_data (json_parser_get_root (tiled), layers[l]);

      g_assert_cmpuint (json_array_get_length (mine), ==, json_array_get_length (theirs_data));
      if (l < 4)
        for (guint i = 0; i < json_array_get_length (mine); i++)
          g_assert_cmpint (json_array_get_int_element (mine, i), ==, json_array_get_int_element (theirs_data, i));
    }

  out2 = wadi_test_export_run (
      (const char *const[]) { "env", "QT_QPA_PLATFORM=offscreen", "tmxrasterizer", tmx, from_tmx, NULL });
  out3 = wadi_test_export_run (
      (const char *const[]) { "env", "QT_QPA_PLATFORM=offscreen", "tmxrasterizer", tmj, from_tmj, NULL });
  g_assert_true (g_file_get_contents (from_tmx, &a, &a_length, NULL));
  g_assert_true (g_file_get_contents (from_tmj, &b, &b_length, NULL));
  g_assert_cmpmem (a, a_length, b, b_length);
}

/* A last half turn ("6½ turns") is the map property turns a float, 6.5,
 * in the TMX and the TMJ; Tiled reads the TMX's as the TMJ has it. */
static void
test_half_turn (WadiTestExport *fixture,
                gconstpointer   data)
{
  g_autofree char *tmx = g_build_filename (fixture->dir, "map.tmx", NULL);
  g_autofree char *tmj = g_build_filename (fixture->dir, "ours.tmj", NULL);
  g_autofree char *theirs = g_build_filename (fixture->dir, "theirs.json", NULL);
  g_autofree char *out = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) ours = json_parser_new ();
  g_autoptr(JsonParser) tiled = json_parser_new ();
  WadiExportOptions options;

  fixture->scenario->turns = 6;
  fixture->scenario->half_turn = TRUE;
  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_TMX;
  g_assert_true (wadi_export_write (fixture->scenario, &options, tmx, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  options.format = WADI_EXPORT_TMJ;
  g_assert_true (wadi_export_write (fixture->scenario, &options, tmj, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (tmx, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<property name=\"turns\" type=\"float\" value=\"6.5\"/>"));
  out = wadi_test_export_run (
      (const char *const[]) { "env", "QT_QPA_PLATFORM=offscreen", "tiled", "--export-map", "json", tmx, theirs, NULL });
  g_assert_true (json_parser_load_from_file (ours, tmj, &error));
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_file (tiled, theirs, &error));
  g_assert_no_error (error);
  for (guint m = 0; m < 2; m++)
    {
      JsonObject *turns = map_property (json_parser_get_root (m == 0 ? ours : tiled), "turns");

      g_assert_cmpstr (json_object_get_string_member (turns, "type"), ==, "float");
      g_assert_cmpint (json_node_get_value_type (json_object_get_member (turns, "value")), ==, G_TYPE_DOUBLE);
      g_assert_cmpfloat (json_object_get_double_member (turns, "value"), ==, 6.5);
    }
}

/* A MEMORY_SIDE x MEMORY_SIDE map of random terrain, levels and hexside
 * features: a hex's model is 12 bytes, the composed copy the export reads
 * 12 more. */
#define MEMORY_SIDE 600
/* What an export may take beyond the scenario and its composed copy
 * (before it was written as it went, TMJ took 270 MB more for a million
 * hexes: a node of the JSON tree a gid). */
#define MEMORY_BUDGET_KB (16 * 1024)

/* TMX and TMJ of a big map take a bounded amount of memory beyond the
 * scenario and its composed copy (wadi_test_export_memory_grown ()). */
static void
test_memory (WadiTestExport *fixture,
             gconstpointer   data)
{
#ifdef __SANITIZE_ADDRESS__
  /* AddressSanitizer keeps freed memory in quarantine and adds its shadow:
   * the resident size says nothing of what the export holds */
  g_test_skip ("the resident size is AddressSanitizer's under it");
  return;
#endif
  for (WadiExportFormat format = WADI_EXPORT_TMX; format <= WADI_EXPORT_TMJ; format++)
    {
      g_autofree char *path = g_build_filename (fixture->dir, format == WADI_EXPORT_TMX ? "tmx.tmx" : "tmj.tmj", NULL);
      glong            grown = wadi_test_export_memory_grown (format, MEMORY_SIDE, path);

      g_test_message ("%s of %d x %d hexes: %ld KB beyond the scenario", format == WADI_EXPORT_TMX ? "TMX" : "TMJ",
                      MEMORY_SIDE, MEMORY_SIDE, grown);
      g_assert_cmpint (grown, <, MEMORY_BUDGET_KB);
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    }
}

/* An object far along a long map is where the TMJ has it: the TMX wrote
 * six digits, x="1.03362e+06" for 1033620 (a review), which Tiled read
 * 5 px off. */
static void
test_far_objects (WadiTestExport *fixture,
                  gconstpointer   data)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_CLASSIC);
  g_autofree char *tmx = g_build_filename (fixture->dir, "long.tmx", NULL);
  g_autofree char *tmj = g_build_filename (fixture->dir, "long.tmj", NULL);
  g_autofree char *theirs = g_build_filename (fixture->dir, "theirs.json", NULL);
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) ours = json_parser_new ();
  g_autoptr(JsonParser) tiled = json_parser_new ();
  WadiCounter       unit = { .kind = WADI_COUNTER_UNIT, .unit_class = WADI_UNIT_INFANTRY, .hex = { 2997, 1 } };
  WadiExportOptions options;
  JsonObject       *mine, *read;

  wadi_scenario_add_board (scenario, wadi_board_new ("1", 3000, 3, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                                     WADI_LABEL_NUMERIC, 1));
  wadi_scenario_add_counter (scenario, &unit);
  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_TMX;
  options.pixels_per_hex = 400.0;
  g_assert_true (wadi_export_write (scenario, &options, tmx, NULL, NULL, NULL, &error));
  options.format = WADI_EXPORT_TMJ;
  g_assert_true (wadi_export_write (scenario, &options, tmj, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  out = wadi_test_export_run (
      (const char *const[]) { "env", "QT_QPA_PLATFORM=offscreen", "tiled", "--export-map", "json", tmx, theirs, NULL });
  g_assert_true (json_parser_load_from_file (ours, tmj, &error));
  g_assert_true (json_parser_load_from_file (tiled, theirs, &error));
  g_assert_no_error (error);
  mine = json_array_get_object_element (layer_data (json_parser_get_root (ours), "counters"), 0);
  read = json_array_get_object_element (layer_data (json_parser_get_root (tiled), "counters"), 0);
  g_test_message ("x %f in the TMJ, %f as Tiled reads the TMX", json_object_get_double_member (mine, "x"),
                  json_object_get_double_member (read, "x"));
  g_assert_cmpfloat (json_object_get_double_member (mine, "x"), >, 1e6);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (mine, "x"), json_object_get_double_member (read, "x"), 1e-3);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (mine, "y"), json_object_get_double_member (read, "y"), 1e-3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, WadiTestExport, NULL, wadi_test_export_setup, func, wadi_test_export_teardown)
  ADD ("/export-tiled/tmx", test_tmx);
  ADD ("/export-tiled/tmj", test_tmj);
  ADD ("/export-tiled/half-turn", test_half_turn);
  ADD ("/export-tiled/far-objects", test_far_objects);
  ADD ("/export-tiled/stream-and-gully-differ", test_stream_and_gully_differ);
  ADD ("/export-tiled/channels-join", test_channels_join);
  ADD ("/export-tiled/counters-are-tiles", test_counters_are_tiles);
  ADD ("/export-tiled/roads", test_roads);
  ADD ("/export-tiled/tileset-pixels", test_tileset_pixels);
  ADD ("/export-tiled/memory", test_memory);
#undef ADD
  return g_test_run ();
}
