/* test-export-vassal.c: a board image and its grid as VASSAL reads it */
#include "config.h"

#include "wadi-test-export.h"

/* The grid in the key file finds the hexes in the image: the woods of
 * 25K3 lies where VASSAL's HexGrid puts column 10, row 3 (the odd
 * columns from its origin lowered half a hex). */
static void
test_board (WadiTestExport *fixture,
            gconstpointer   data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "board.vassal", NULL);
  g_autofree char *image_path = g_build_filename (fixture->dir, "board.png", NULL);
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char  *image_name = NULL;
  g_autofree char  *element = NULL;
  WadiExportOptions options;
  cairo_surface_t  *image;
  double            dx, dy, x0, y0;
  int               width, height;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_VASSAL;
  options.board = 0;
  options.pixels_per_hex = 64.0;
  g_assert_true (wadi_export_write (fixture->scenario, &options, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_key_file_load_from_file (keys, path, G_KEY_FILE_NONE, &error));
  g_assert_no_error (error);
  image_name = g_key_file_get_string (keys, "VASSAL HexGrid", "image", NULL);
  g_assert_cmpstr (image_name, ==, "board.png");
  g_assert_false (g_key_file_get_boolean (keys, "VASSAL HexGrid", "sideways", NULL));
  dx = g_key_file_get_double (keys, "VASSAL HexGrid", "dx", NULL);
  dy = g_key_file_get_double (keys, "VASSAL HexGrid", "dy", NULL);
  x0 = g_key_file_get_double (keys, "VASSAL HexGrid", "x0", NULL);
  y0 = g_key_file_get_double (keys, "VASSAL HexGrid", "y0", NULL);
  /* flat-top hexes 64 pixels apart: columns sqrt(3)/2 of that */
  g_assert_cmpfloat_with_epsilon (dy, 64.0, 0.01);
  g_assert_cmpfloat_with_epsilon (dx, 64.0 * 0.8660254, 0.01);
  element = g_key_file_get_string (keys, "VASSAL HexGrid", "buildfile", NULL);
  g_assert_true (g_str_has_prefix (element, "<VASSAL.build.module.map.boardPicker.board.HexGrid "));

  image = cairo_image_surface_create_from_png (image_path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  width = g_key_file_get_integer (keys, "VASSAL HexGrid", "width", NULL);
  height = g_key_file_get_integer (keys, "VASSAL HexGrid", "height", NULL);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, height);
  g_assert_true (wadi_test_export_near (wadi_test_export_pixel (image, (int) (x0 + 10 * dx), (int) (y0 + 3 * dy)),
                                        wadi_style_terrain_color (WADI_TERRAIN_WOODS), 60));
  /* and 25J3, in a lowered column, is not woods */
  g_assert_false (wadi_test_export_near (
      wadi_test_export_pixel (image, (int) (x0 + 9 * dx), (int) (y0 + 3 * dy + dy / 2)),
      wadi_style_terrain_color (WADI_TERRAIN_WOODS), 60));
  cairo_surface_destroy (image);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/export-vassal/board", WadiTestExport, NULL, wadi_test_export_setup, test_board,
              wadi_test_export_teardown);
  return g_test_run ();
}
