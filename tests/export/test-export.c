/* test-export.c: the map as PNG, SVG and PDF, read back */
#include "config.h"

#include <cairo.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <math.h>

#include "wadi-export.h"
#include "wadi-render.h"
#include "wadi-test-fixtures.h"

typedef struct
{
  char         *dir;
  WadiScenario *scenario;
} Fixture;

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  fixture->dir = g_dir_make_tmp ("wadi-export-XXXXXX", NULL);
  g_assert_nonnull (fixture->dir);
  fixture->scenario = wadi_fixture_asl_examples ();
  /* woods in 25K3, to find by colour */
  wadi_fixture_set_hex (fixture->scenario, "25K3", WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE, 0);
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
  wadi_scenario_free (fixture->scenario);
}

/* The number of files in the fixture's folder: no temporary is left. */
static guint
files_in (Fixture *fixture)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  guint n = 0;

  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

/* A PNG of the whole map at 20 pixels a hex: its size is the map's, and
 * the woods hex is green where the renderer put it. */
static void
test_png (Fixture      *fixture,
          gconstpointer data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "map.png", NULL);
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  cairo_surface_t  *image;
  int               width, height;
  WadiHex           woods;
  double            cx, cy, x0, y0, x1, y1;
  guint32           pixel;
  int               red, green, blue;

  wadi_export_options_init (&options);
  options.pixels_per_hex = 20.0;
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, &error));
  g_assert_no_error (error);
  g_assert_true (wadi_export_size (fixture->scenario, &options, &width, &height));

  image = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, height);
  /* the map's extent plus the margin, at 20 pixels a map unit */
  wadi_render_board_extent (wadi_scenario_grid (fixture->scenario), &x0, &y0, &x1, &y1);
  g_assert_cmpint (width, ==, (int) ceil ((x1 - x0 + 0.2) * 20.0));

  wadi_fixture_locate (fixture->scenario, "25K3", &woods);
  wadi_hex_center (wadi_scenario_grid (fixture->scenario)->layout, woods, &cx, &cy);
  cairo_surface_flush (image);
  pixel = *(guint32 *) (gpointer) (cairo_image_surface_get_data (image)
                                   + (int) ((cy - y0 + 0.1 + 0.2) * 20.0) * cairo_image_surface_get_stride (image)
                                   + (int) ((cx - x0 + 0.1 + 0.2) * 20.0) * 4);
  red = pixel >> 16 & 0xff;
  green = pixel >> 8 & 0xff;
  blue = pixel & 0xff;
  g_test_message ("woods pixel %d %d %d", red, green, blue);
  g_assert_cmpint (green, >, red);
  g_assert_cmpint (green, >, blue);
  cairo_surface_destroy (image);
  g_assert_cmpuint (files_in (fixture), ==, 1);
}

/* SVG and PDF: read back as what they claim to be, sized in points. */
static void
test_svg_and_pdf (Fixture      *fixture,
                  gconstpointer data)
{
  g_autofree char *svg = g_build_filename (fixture->dir, "map.svg", NULL);
  g_autofree char *pdf = g_build_filename (fixture->dir, "map.pdf", NULL);
  g_autofree char *contents = NULL;
  gsize            length = 0;
  gboolean         has_page = FALSE;
  g_autoptr(GError) error = NULL;
  WadiExportOptions options;
  xmlDocPtr         doc;
  int               width, height;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_SVG;
  options.pixels_per_hex = 12.0;
  options.board = 1; /* board 14 alone */
  g_assert_true (wadi_export_write (fixture->scenario, &options, svg, &error));
  g_assert_no_error (error);
  g_assert_true (wadi_export_size (fixture->scenario, &options, &width, &height));
  doc = xmlReadFile (svg, NULL, XML_PARSE_NONET);
  g_assert_nonnull (doc);
  g_assert_cmpstr ((const char *) xmlDocGetRootElement (doc)->name, ==, "svg");
  xmlFreeDoc (doc);
  /* one board: a geomorphic board is 33 hexes across, at 12 points a hex
   * 0.866 map units apart, and less than the whole map */
  g_assert_cmpint (width, >=, (int) (32 * 0.866 * 12.0));
  g_assert_cmpint (width, <, (int) (34 * 0.866 * 12.0 + 10));

  options.format = WADI_EXPORT_PDF;
  options.board = -1;
  g_assert_true (wadi_export_write (fixture->scenario, &options, pdf, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  /* a page, in a file that holds binary streams */
  for (gsize i = 0; i + 9 <= length && !has_page; i++)
    has_page = memcmp (contents + i, "/MediaBox", 9) == 0;
  g_assert_true (has_page);
  g_assert_cmpuint (files_in (fixture), ==, 2);
}

/* A PNG larger than cairo can draw is refused with the largest scale that
 * fits, and nothing is written; so is a board the map lacks. */
static void
test_refusals (Fixture      *fixture,
               gconstpointer data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "huge.png", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) no_board = NULL;
  WadiExportOptions options;
  WadiExportFormat  format;

  wadi_export_options_init (&options);
  options.pixels_per_hex = 2000.0;
  g_assert_false (wadi_export_write (fixture->scenario, &options, path, &error));
  g_assert_error (error, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "largest scale that fits"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  options.pixels_per_hex = 20.0;
  options.board = 7;
  g_assert_false (wadi_export_write (fixture->scenario, &options, path, &no_board));
  g_assert_error (no_board, WADI_EXPORT_ERROR, WADI_EXPORT_ERROR_NO_MAP);
  g_assert_cmpuint (files_in (fixture), ==, 0);

  g_assert_true (wadi_export_format_from_path ("a/map.PDF", &format));
  g_assert_cmpint (format, ==, WADI_EXPORT_PDF);
  g_assert_false (wadi_export_format_from_path ("map.tmx", &format));
  g_assert_false (wadi_export_format_from_path ("map", &format));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/export/png", test_png);
  ADD ("/export/svg-and-pdf", test_svg_and_pdf);
  ADD ("/export/refusals", test_refusals);
#undef ADD
  return g_test_run ();
}
