/* wadi-test-export.c: what the export tests share */
#include "config.h"

#include <glib/gstdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "wadi-test-export.h"

void
wadi_test_export_setup (WadiTestExport *fixture,
                        gconstpointer   data)
{
  fixture->dir = g_dir_make_tmp ("wadi-export-XXXXXX", NULL);
  g_assert_nonnull (fixture->dir);
  fixture->scenario = wadi_fixture_asl_examples ();
  /* woods in 25K3, to find by colour */
  wadi_fixture_set_hex (fixture->scenario, "25K3", WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE, 0);
}

void
wadi_test_export_teardown (WadiTestExport *fixture,
                           gconstpointer   data)
{
  wadi_fixture_remove_tree (fixture->dir);
  g_free (fixture->dir);
  wadi_scenario_free (fixture->scenario);
}

/* The number of files in the fixture's folder: no temporary is left. */
guint
wadi_test_export_files_in (WadiTestExport *fixture)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  guint n = 0;

  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

/* Runs a reader of what Wadi writes; install-deps installs them all. */
char *
wadi_test_export_run (const char *const *argv)
{
  g_autofree char *program = g_find_program_in_path (argv[0]);
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int   status = 0;

  if (program == NULL)
    g_error ("%s is not installed (tools/install-deps installs it)", argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, &error));
  g_assert_no_error (error);
  return out;
}

/* The colour of a pixel of an ARGB32 image, as 0xRRGGBB. */
guint32
wadi_test_export_pixel (cairo_surface_t *image,
                        int              x,
                        int              y)
{
  cairo_surface_flush (image);
  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, cairo_image_surface_get_width (image));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (image));
  return *(guint32 *) (gpointer) (cairo_image_surface_get_data (image) + y * cairo_image_surface_get_stride (image)
                                  + x * 4)
         & 0xffffff;
}

gboolean
wadi_test_export_near (guint32 pixel,
                       WadiRgb expected,
                       int     tolerance)
{
  guint32 want = wadi_style_pack (expected);

  for (int shift = 0; shift <= 16; shift += 8)
    if (ABS ((int) (pixel >> shift & 0xff) - (int) (want >> shift & 0xff)) > tolerance)
      return FALSE;
  return TRUE;
}

gboolean
wadi_test_export_shows (cairo_surface_t *image,
                        int              x,
                        int              y,
                        int              half,
                        WadiRgb          expected,
                        int              tolerance)
{
  guint matching = 0;
  guint all = 0;

  for (int j = MAX (y - half, 0); j <= MIN (y + half, cairo_image_surface_get_height (image) - 1); j++)
    for (int i = MAX (x - half, 0); i <= MIN (x + half, cairo_image_surface_get_width (image) - 1); i++)
      {
        all++;
        if (wadi_test_export_near (wadi_test_export_pixel (image, i, j), expected, tolerance))
          matching++;
      }
  return all > 0 && matching * 4 >= all;
}

/* Where the centre of a map hex falls in a picture of the options. */
void
wadi_test_export_point (const WadiScenario      *scenario,
                        const WadiExportOptions *options,
                        const char              *label,
                        int                     *x,
                        int                     *y)
{
  WadiHex hex;
  double  cx, cy, x0, y0, x1, y1;

  wadi_fixture_locate (scenario, label, &hex);
  wadi_hex_center (wadi_scenario_grid (scenario)->layout, hex, &cx, &cy);
  g_assert_true (wadi_export_extent (scenario, options, &x0, &y0, &x1, &y1));
  *x = (int) ((cx - x0) * options->pixels_per_hex);
  *y = (int) ((cy - y0) * options->pixels_per_hex);
}

static WadiScenario *
random_map (int side)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiBoard    *board = wadi_board_new ("1", side, side, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                        WADI_LABEL_NUMERIC, 1);
  GRand        *rand = g_rand_new_with_seed (3);

  for (int row = 0; row < side; row++)
    for (int col = 0; col < side; col++)
      {
        WadiHexCell cell = { 0 };

        cell.terrain = (guint8) g_rand_int_range (rand, 0, WADI_TERRAIN_COUNT);
        cell.level = (gint8) g_rand_int_range (rand, 0, 4);
        wadi_board_set_cell (board, (WadiHex) { col, row }, &cell);
        if (g_rand_int_range (rand, 0, 8) == 0)
          wadi_board_set_side (board, (WadiHexside) { { col, row }, 1 }, WADI_SIDE_CLIFF);
      }
  g_rand_free (rand);
  wadi_scenario_add_board (scenario, board);
  return scenario;
}

static glong
peak_kb (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

glong
wadi_test_export_memory_grown (WadiExportFormat format,
                               int              side,
                               const char      *path)
{
  glong grown = -1;
  int   fds[2];
  int   status = 0;
  pid_t pid;

  g_assert_cmpint (pipe (fds), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      WadiScenario     *scenario = random_map (side);
      WadiBoard        *composed = wadi_scenario_compose_map (scenario);
      WadiExportOptions options;
      GError           *error = NULL;
      glong             before;
      gboolean          ok;

      /* the composed copy counted in the peak before, as the export
       * makes one */
      wadi_board_free (composed);
      wadi_export_options_init (&options);
      options.format = format;
      options.pixels_per_hex = 8.0; /* under the pixel budget */
      before = peak_kb ();
      ok = wadi_export_write (scenario, &options, path, NULL, NULL, NULL, &error);
      if (!ok)
        g_printerr ("%s\n", error->message);
      grown = ok ? peak_kb () - before : -1;
      if (write (fds[1], &grown, sizeof grown) != sizeof grown)
        _exit (2);
      _exit (0);
    }
  close (fds[1]);
  g_assert_cmpint (read (fds[0], &grown, sizeof grown), ==, sizeof grown);
  close (fds[0]);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  g_assert_cmpint (grown, >=, 0);
  return grown;
}
