/* wadi-bench.c: Wadi's speed and memory figures, each beside a reference
 * measured in the same run
 *
 * Run by hand (see the README): build/tests/bench/wadi-bench [--side N]
 * It prints, for a generated scenario of N x N hexes (a third of them not
 * default, a tenth with hexside features): file size, save and load times,
 * the time of `xmllint --noout` on the same file and the ratios, and model
 * bytes per hex.  Times are the best of several runs.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>

#include "wadi-format.h"
#include "wadi-scenario.h"

static int side = 1000;
static int repeats = 3;

static GOptionEntry entries[] = {
  { "side", 's', 0, G_OPTION_ARG_INT, &side, "Hexes along each side of the generated board (1000)", "N" },
  { "repeats", 'r', 0, G_OPTION_ARG_INT, &repeats, "Runs of each measurement; the best counts (3)", "N" },
  { NULL }
};

static WadiScenario *
generate_scenario (int n)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiBoard *board = wadi_board_new ("1", n, n, layout, WADI_LABEL_NUMERIC, 1);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261122);
  guint count = wadi_board_hex_count (board);

  wadi_scenario_add_board (scenario, board);
  for (guint i = 0; i < count; i++)
    {
      WadiHex hex = wadi_board_hex_at_index (board, i);

      /* a third of the hexes differ from the default */
      if (g_rand_int_range (rand, 0, 3) == 0)
        {
          WadiHexCell cell = board->default_cell;

          cell.terrain = (guint8) g_rand_int_range (rand, 0, WADI_TERRAIN_COUNT);
          cell.level = (gint8) g_rand_int_range (rand, -1, 4);
          if (g_rand_int_range (rand, 0, 4) == 0)
            {
              cell.depression = (guint8) g_rand_int_range (rand, 1, WADI_DEPRESSION_COUNT);
              cell.floor = (gint8) (cell.level - 1);
            }
          wadi_board_set_cell (board, hex, &cell);
        }
      /* a tenth have hexside features */
      if (g_rand_int_range (rand, 0, 10) == 0)
        wadi_board_set_side (board, (WadiHexside) { hex, (WadiDirection) g_rand_int_range (rand, 0, 3) },
                             1u << g_rand_int_range (rand, 0, WADI_SIDE_FEATURE_COUNT_));
    }
  return scenario;
}

static double
best_of (double best,
         double seconds)
{
  return best < 0 || seconds < best ? seconds : best;
}

static double
time_xmllint (const char *path)
{
  const char *argv[] = { "xmllint", "--noout", path, NULL };
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                     &status, &error)
      || !g_spawn_check_wait_status (status, NULL))
    {
      g_printerr ("xmllint failed: %s\n", error != NULL ? error->message : "non-zero exit");
      return -1;
    }
  return (g_get_monotonic_time () - start) / 1e6;
}

static void
bench_format (void)
{
  g_autoptr(WadiScenario) scenario = generate_scenario (side);
  g_autofree char *dir = g_dir_make_tmp ("wadi-bench-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bench.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  double save = -1, load = -1, xmllint = -1;
  gint64 size = 0;
  GStatBuf st;

  for (int i = 0; i < repeats; i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();

      if (!wadi_format_write_file (scenario, file, &error))
        g_error ("save: %s", error->message);
      save = best_of (save, (g_get_monotonic_time () - start) / 1e6);
    }
  for (int i = 0; i < repeats; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(WadiScenario) loaded = NULL;
      gint64 start = g_get_monotonic_time ();

      loaded = wadi_format_read_file (file, &error);
      if (loaded == NULL)
        g_error ("load: %s", error->message);
      load = best_of (load, (g_get_monotonic_time () - start) / 1e6);
      if (i == 0 && !wadi_scenario_equal (scenario, loaded))
        g_error ("the loaded scenario differs from the saved one");
    }
  for (int i = 0; i < repeats; i++)
    xmllint = best_of (xmllint, time_xmllint (path));
  if (g_stat (path, &st) == 0)
    size = st.st_size;

  printf ("format (%d x %d hexes, a third not default, a tenth with hexside features)\n", side, side);
  printf ("  file size               %10.1f MiB\n", size / (1024.0 * 1024.0));
  printf ("  save                    %10.1f ms\n", save * 1000);
  printf ("  load                    %10.1f ms\n", load * 1000);
  printf ("  xmllint --noout         %10.1f ms   (reference)\n", xmllint * 1000);
  printf ("  load / xmllint          %10.2f      (goal <= 1.0)\n", load / xmllint);
  printf ("  save / load             %10.2f      (goal <= 1.0)\n", save / load);
  printf ("  model bytes per hex     %10.2f      (goal <= 16)\n",
          wadi_board_bytes_per_hex (wadi_scenario_get_board (scenario, 0)));

  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = g_option_context_new ("- Wadi's benchmark");
  g_autoptr(GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (side < 10 || side > WADI_BOARD_MAX_SIDE || repeats < 1)
    {
      g_printerr ("--side must be 10..%d and --repeats at least 1\n", WADI_BOARD_MAX_SIDE);
      return 2;
    }
  bench_format ();
  return 0;
}
