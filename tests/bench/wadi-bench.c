/* wadi-bench.c: Wadi's speed and memory figures, each beside a reference
 * measured in the same run
 *
 * Run by hand (see docs/performance.md): build/tests/bench/wadi-bench [--side N]
 * It prints, for a generated scenario of N x N hexes (a third of them not
 * default, a tenth with hexside features): file size, save and load times,
 * the time of `xmllint --noout` on the same file and the ratios, and model
 * bytes per hex; the peak memory of a load (of that file and of one of a
 * quarter of its hexes) beside the model's size, and wadi-cli validate's
 * peak on it; LOS and movement on a 33 x 10 ASL board; validation of
 * the N x N scenario; and, for a map of 64 ASL geomorphic boards (8 x 8),
 * load, full validation and LOS along a row of eight boards.  Times are
 * the best of several runs.
 */
#define _DEFAULT_SOURCE 1 /* wait4 */

#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "wadi-bench-map.h"
#include "wadi-document.h"
#include "wadi-format.h"
#include "wadi-los.h"
#include "wadi-movement.h"
#include "wadi-scenario.h"
#include "wadi-validate.h"

static int   side = 1000;
static int   repeats = 3;
static char *load_peak_path;
static char *cli_peak_path;

static GOptionEntry entries[] = {
  { "side", 's', 0, G_OPTION_ARG_INT, &side, "Hexes along each side of the generated board (1000)", "N" },
  { "repeats", 'r', 0, G_OPTION_ARG_INT, &repeats, "Runs of each measurement; the best counts (3)", "N" },
  /* the child of bench_memory: loads FILE and prints its memory */
  { "load-peak", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_FILENAME, &load_peak_path, NULL, "FILE" },
  /* the child of bench_memory that runs wadi-cli validate FILE */
  { "cli-peak", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_FILENAME, &cli_peak_path, NULL, "FILE" },
  { NULL }
};

static WadiScenario *
generate_scenario (int n)
{
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiBoard     *board = wadi_board_new ("1", n, n, layout, WADI_LABEL_NUMERIC, 1);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261122);
  guint count = wadi_board_hex_count (board);

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
  wadi_scenario_add_board (scenario, board);
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
  int    status = 0;

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
  double   save = -1, load = -1, xmllint = -1;
  gint64   size = 0;
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
  printf ("  load / xmllint          %10.2f      (goal <= 0.35)\n", load / xmllint);
  printf ("  save / load             %10.2f      (goal <= 1.0)\n", save / load);
  printf ("  model bytes per hex     %10.2f      (goal <= 16)\n",
          wadi_board_bytes_per_hex (wadi_scenario_grid (scenario)));

  g_unlink (path);
  g_rmdir (dir);
}

/* An ASL board of 33 x 10 hexes with a depression in about every fourth hex:
 * channels wandering across the board, joined by depression hexsides. */
static WadiScenario *
generate_asl_board (void)
{
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiBoard     *board = wadi_board_new ("25", 33, 10, layout, WADI_LABEL_ASL, 1);
  g_autoptr(GRand) rand = g_rand_new_with_seed (25);
  static const WadiDepression kinds[] = { WADI_DEPRESSION_WADI, WADI_DEPRESSION_GULLY, WADI_DEPRESSION_STREAM };

  for (int channel = 0; channel < 8; channel++)
    {
      WadiHex     hex = { g_rand_int_range (rand, 0, board->cols), 0 };
      WadiHexCell cell = board->default_cell;

      cell.depression = kinds[channel % G_N_ELEMENTS (kinds)];
      cell.floor = -1;
      while (wadi_board_contains (board, hex))
        {
          WadiDirection dir = (WadiDirection) g_rand_int_range (rand, 2, 5); /* SE, S or SW */
          WadiHex       next = wadi_hex_neighbor (layout, hex, dir);

          wadi_board_set_cell (board, hex, &cell);
          if (wadi_board_contains (board, next))
            wadi_board_set_side (board, (WadiHexside) { hex, dir }, WADI_SIDE_DEPRESSION);
          hex = next;
        }
    }
  /* some hills */
  for (int i = 0; i < 40; i++)
    {
      WadiHex     hex = { g_rand_int_range (rand, 0, board->cols), g_rand_int_range (rand, 0, board->rows) };
      WadiHexCell cell = *wadi_board_cell (board, hex);

      if (cell.depression == WADI_DEPRESSION_NONE)
        {
          cell.level = (gint8) g_rand_int_range (rand, 1, 3);
          wadi_board_set_cell (board, hex, &cell);
        }
    }
  wadi_scenario_add_board (scenario, board);
  return scenario;
}

static double
seconds_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1e6;
}

static void
bench_los (void)
{
  g_autoptr(WadiScenario) scenario = generate_asl_board ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  const WadiBoard *board = wadi_scenario_grid (scenario);
  guint            n = wadi_board_hex_count (board);
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));
  double  los = -1, lines = -1;
  guint   clear = 0;
  guint64 distance = 0;

  for (guint a = 0; a < n; a++)
    for (guint b = 0; b < n; b++)
      distance += wadi_hex_distance (board->layout, wadi_board_hex_at_index (board, a),
                                     wadi_board_hex_at_index (board, b));

  for (int r = 0; r < repeats; r++)
    {
      gint64        start = g_get_monotonic_time ();
      WadiLosResult result;

      clear = 0;
      wadi_los_result_init (&result);
      for (guint a = 0; a < n; a++)
        for (guint b = 0; b < n; b++)
          {
            WadiLocation from = { wadi_board_hex_at_index (board, a), WADI_POSITION_GROUND, 0 };
            WadiLocation to = { wadi_board_hex_at_index (board, b), WADI_POSITION_GROUND, 0 };

            if (board->cells[a].depression != WADI_DEPRESSION_NONE)
              from.position = WADI_POSITION_IN;
            if (board->cells[b].depression != WADI_DEPRESSION_NONE)
              to.position = WADI_POSITION_IN;
            wadi_los (ctx, &from, &to, &result);
            clear += result.verdict == WADI_LOS_CLEAR;
          }
      wadi_los_result_clear (&result);
      los = best_of (los, seconds_since (start));
    }
  for (int r = 0; r < repeats; r++)
    {
      gint64 start = g_get_monotonic_time ();

      for (guint a = 0; a < n; a++)
        for (guint b = 0; b < n; b++)
          {
            g_array_set_size (steps, 0);
            wadi_hex_line (board->layout, wadi_board_hex_at_index (board, a),
                           wadi_board_hex_at_index (board, b), steps);
          }
      lines = best_of (lines, seconds_since (start));
    }

  printf ("line of sight (33 x 10 ASL board with depressions, all %u ordered pairs, IN where a depression)\n",
          n * n);
  printf ("  all pairs               %10.1f ms   (goal < 100 ms; %u clear)\n", los * 1000, clear);
  printf ("  a pair                  %10.3f us   (goal < 1 us; %.1f hexes apart on average)\n",
          los * 1e6 / (n * n), (double) distance / (n * n));
  printf ("  wadi_hex_line alone     %10.1f ms   (reference: the exact lines, uncached)\n", lines * 1000);
  printf ("  LOS / lines             %10.2f\n", los / lines);
}

static void
bench_movement (void)
{
  g_autoptr(WadiScenario) scenario = generate_asl_board ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  const WadiBoard           *board = wadi_scenario_grid (scenario);
  guint                      n = wadi_board_hex_count (board);
  static const WadiUnitClass classes[] = { WADI_UNIT_INFANTRY, WADI_UNIT_FULLY_TRACKED, WADI_UNIT_TRUCK };
  double                     best = -1;
  guint                      steps = 0;

  for (int r = 0; r < repeats; r++)
    {
      gint64 start = g_get_monotonic_time ();

      steps = 0;
      for (guint c = 0; c < G_N_ELEMENTS (classes); c++)
        for (guint i = 0; i < n; i++)
          for (WadiDirection d = 0; d < 6; d++)
            {
              WadiHex        hex = wadi_board_hex_at_index (board, i);
              WadiHex        to = wadi_hex_neighbor (board->layout, hex, d);
              WadiMover      mover;
              WadiStep       step = { 0 };
              WadiMoveResult result;

              if (!wadi_board_contains (board, to))
                continue;
              wadi_mover_init (&mover, classes[c], hex,
                               board->cells[i].depression ? WADI_POSITION_IN : WADI_POSITION_GROUND);
              step.kind = WADI_STEP_ENTER;
              step.to = to;
              step.position = wadi_board_cell (board, to)->depression ? WADI_POSITION_IN : WADI_POSITION_GROUND;
              wadi_move_result_init (&result);
              wadi_movement_step (ctx, &mover, &step, &result);
              wadi_move_result_clear (&result);
              steps++;
            }
      best = best_of (best, seconds_since (start));
    }
  printf ("movement (every step between neighbours of that board, three unit classes)\n");
  printf ("  %u single steps      %10.2f ms\n", steps, best * 1000);
  printf ("  a step, with its terms  %10.3f us\n", best * 1e6 / steps);
}

static void
bench_validation (void)
{
  g_autoptr(WadiScenario) generated = generate_scenario (side);
  WadiDocument       *document = wadi_document_new (g_steal_pointer (&generated));
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  const WadiBoard    *board = wadi_scenario_grid (scenario);
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  g_autoptr(WadiValidator) validator = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  double    full = -1, scan = -1, create = -1, edit_total = 0;
  guint     diagnostics = 0, checksum = 0;
  const int edits = 200;

  for (int r = 0; r < repeats; r++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(GArray) all = wadi_validate_all (ctx);

      full = best_of (full, seconds_since (start));
      diagnostics = all->len;
    }
  /* The floor: one pass reading every cell. */
  for (int r = 0; r < repeats; r++)
    {
      gint64 start = g_get_monotonic_time ();

      for (guint i = 0; i < wadi_board_hex_count (board); i++)
        checksum += board->cells[i].terrain + board->cells[i].depression;
      scan = best_of (scan, seconds_since (start));
    }
  {
    gint64 start = g_get_monotonic_time ();

    validator = wadi_validator_new (ctx);
    create = seconds_since (start);
  }
  for (int e = 0; e < edits; e++)
    {
      WadiHex     hex = { g_rand_int_range (rand, 0, board->cols), g_rand_int_range (rand, 0, board->rows) };
      WadiHexCell cell = *wadi_board_cell (board, hex);
      g_autoptr(WadiRegion) region = wadi_region_new ();
      gint64 start;

      cell.depression = (guint8) ((cell.depression + 1) % WADI_DEPRESSION_COUNT);
      cell.floor = (gint8) (cell.level - 1);
      wadi_document_set_cell (document, hex, &cell);
      wadi_region_add_hex (region, hex);
      start = g_get_monotonic_time ();
      wadi_rules_context_update (ctx, region);
      wadi_validator_update (validator, region);
      edit_total += seconds_since (start);
    }

  printf ("validation (the %d x %d scenario above)\n", side, side);
  printf ("  full validation         %10.1f ms   (goal < 1000 ms; %u diagnostics)\n", full * 1000, diagnostics);
  printf ("  reading every cell      %10.1f ms   (reference; checksum %u)\n", scan * 1000, checksum % 10);
  printf ("  full / reading          %10.1f\n", full / scan);
  printf ("  building a validator    %10.1f ms\n", create * 1000);
  printf ("  one-hex edit re-checked %10.3f ms   (goal < 1 ms; mean of %d edits)\n",
          edit_total * 1000 / edits, edits);
  printf ("  one-hex edit / full     %10.5f\n", (edit_total / edits) / full);
  g_object_unref (document);
}

/* A map of 8 x 8 ASL geomorphic boards, laid out as `wadi-cli new --board`
 * lays them out, each with a stream along row 2 (A2 to GG2, so it runs on
 * from board to board across the seams), a gully down column P (P0 to
 * P10, on from board to board across the half hexes) and a few hills off
 * the boards' edges, so that the shared half hexes agree. */
#define MAP_BOARDS_ACROSS 8
#define MAP_BOARDS_DOWN 8
#define MAP_LOS_ROW 3 /* the board-grid row whose boards' row 5 the LOS bench takes */

static void
bench_map (void)
{
  g_autoptr(WadiScenario) scenario = wadi_bench_make_boards_map (MAP_BOARDS_ACROSS, MAP_BOARDS_DOWN);
  const WadiBoard *grid = wadi_scenario_grid (scenario);
  g_autofree char *dir = g_dir_make_tmp ("wadi-bench-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "map.wadi", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(GArray) row = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));
  double   load = -1, xmllint = -1, full = -1, scan = -1, los = -1, lines = -1;
  guint    diagnostics = 0, checksum = 0, present = 0, clear = 0, pairs;
  guint64  distance = 0;
  gint64   size = 0;
  GStatBuf st;

  if (!wadi_format_write_file (scenario, file, &error))
    g_error ("save: %s", error->message);
  for (int i = 0; i < repeats; i++)
    {
      g_autoptr(GError) load_error = NULL;
      g_autoptr(WadiScenario) loaded = NULL;
      gint64 start = g_get_monotonic_time ();

      loaded = wadi_format_read_file (file, &load_error);
      if (loaded == NULL)
        g_error ("load: %s", load_error->message);
      load = best_of (load, seconds_since (start));
      if (i == 0 && !wadi_scenario_equal (scenario, loaded))
        g_error ("the loaded map differs from the saved one");
    }
  for (int i = 0; i < repeats; i++)
    xmllint = best_of (xmllint, time_xmllint (path));
  if (g_stat (path, &st) == 0)
    size = st.st_size;
  g_unlink (path);
  g_rmdir (dir);

  ctx = wadi_rules_context_new (scenario);
  for (int r = 0; r < repeats; r++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(GArray) all = wadi_validate_all (ctx);

      full = best_of (full, seconds_since (start));
      diagnostics = all->len;
    }
  /* The floor: one pass reading every cell of the map. */
  for (int r = 0; r < repeats; r++)
    {
      gint64 start = g_get_monotonic_time ();

      present = 0;
      for (guint i = 0; i < wadi_board_hex_count (grid); i++)
        if (wadi_board_contains (grid, wadi_board_hex_at_index (grid, i)))
          {
            checksum += grid->cells[i].terrain + grid->cells[i].depression;
            present++;
          }
      scan = best_of (scan, seconds_since (start));
    }

  /* Row 5 of the eight boards of one board-grid row, west to east: the
   * shared GG5 = A5 hexes once. */
  for (guint b = 0; b < MAP_BOARDS_ACROSS; b++)
    for (int col = b == 0 ? 0 : 1; col < WADI_GEOMORPHIC_COLUMNS; col++)
      {
        WadiHex hex = wadi_map_to_map (scenario->map, MAP_LOS_ROW * MAP_BOARDS_ACROSS + b, (WadiHex) { col, 5 });

        g_array_append_val (row, hex);
      }
  pairs = row->len * row->len;
  for (guint a = 0; a < row->len; a++)
    for (guint b = 0; b < row->len; b++)
      distance += wadi_hex_distance (grid->layout, g_array_index (row, WadiHex, a), g_array_index (row, WadiHex, b));
  for (int r = 0; r < repeats; r++)
    {
      gint64        start = g_get_monotonic_time ();
      WadiLosResult result;

      clear = 0;
      wadi_los_result_init (&result);
      for (guint a = 0; a < row->len; a++)
        for (guint b = 0; b < row->len; b++)
          {
            WadiLocation from = { g_array_index (row, WadiHex, a), WADI_POSITION_GROUND, 0 };
            WadiLocation to = { g_array_index (row, WadiHex, b), WADI_POSITION_GROUND, 0 };

            if (wadi_board_cell (grid, from.hex)->depression != WADI_DEPRESSION_NONE)
              from.position = WADI_POSITION_IN;
            if (wadi_board_cell (grid, to.hex)->depression != WADI_DEPRESSION_NONE)
              to.position = WADI_POSITION_IN;
            wadi_los (ctx, &from, &to, &result);
            clear += result.verdict == WADI_LOS_CLEAR;
          }
      wadi_los_result_clear (&result);
      los = best_of (los, seconds_since (start));
    }
  for (int r = 0; r < repeats; r++)
    {
      gint64 start = g_get_monotonic_time ();

      for (guint a = 0; a < row->len; a++)
        for (guint b = 0; b < row->len; b++)
          {
            g_array_set_size (steps, 0);
            wadi_hex_line (grid->layout, g_array_index (row, WadiHex, a), g_array_index (row, WadiHex, b), steps);
          }
      lines = best_of (lines, seconds_since (start));
    }

  printf ("map of %d ASL geomorphic boards (%d x %d; %d x %d hexes, %u on boards; a stream and a gully "
          "across every board, hills)\n",
          MAP_BOARDS_ACROSS * MAP_BOARDS_DOWN, MAP_BOARDS_ACROSS, MAP_BOARDS_DOWN, grid->cols, grid->rows,
          present);
  printf ("  file size               %10.1f KiB\n", size / 1024.0);
  printf ("  load                    %10.1f ms\n", load * 1000);
  printf ("  xmllint --noout         %10.1f ms   (reference)\n", xmllint * 1000);
  printf ("  load / xmllint          %10.2f      (goal <= 1.0)\n", load / xmllint);
  printf ("  full validation         %10.2f ms   (%u diagnostics)\n", full * 1000, diagnostics);
  printf ("  reading every cell      %10.3f ms   (reference; checksum %u)\n", scan * 1000, checksum % 10);
  printf ("  full / reading          %10.1f\n", full / scan);
  printf ("  LOS, row 5 of 8 boards  %10.1f ms   (all %u ordered pairs of %u hexes; %u clear)\n", los * 1000,
          pairs, row->len, clear);
  printf ("  a pair                  %10.3f us   (%.1f hexes apart on average)\n", los * 1e6 / pairs,
          (double) distance / pairs);
  printf ("  wadi_hex_line alone     %10.1f ms   (reference: the exact lines, uncached)\n", lines * 1000);
  printf ("  LOS / lines             %10.2f\n", los / lines);
}

/* Peak memory.  Each load runs in a process of its own (this program again,
 * with --load-peak), so that what it counts is the load's alone: the
 * resident high-water mark (VmHWM) after the load less the resident size
 * before it, beside the model's own size.  The file streams through the
 * loader in chunks, so the difference should not grow with the file. */

/* A field of /proc/self/status, in bytes (its unit is kB), or -1. */
static gint64
status_bytes (const char *field)
{
  g_autofree char *status = NULL;
  const char      *line;
  gsize            length = strlen (field);

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  for (line = status; line != NULL && *line != '\0'; line = strchr (line, '\n') ? strchr (line, '\n') + 1 : NULL)
    if (strncmp (line, field, length) == 0 && line[length] == ':')
      return g_ascii_strtoll (line + length + 1, NULL, 10) * 1024;
  return -1;
}

/* The child: loads the file, prints "before peak model" in bytes. */
static int
load_peak (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiScenario) loaded = NULL;
  gint64           before = status_bytes ("VmRSS");
  const WadiBoard *board;

  loaded = wadi_format_read_file (file, &error);
  if (loaded == NULL)
    {
      g_printerr ("load: %s\n", error->message);
      return 1;
    }
  board = wadi_scenario_grid (loaded);
  printf ("%" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %.0f\n", before, status_bytes ("VmHWM"),
          wadi_board_bytes_per_hex (board) * wadi_board_hex_count (board));
  return 0;
}

typedef struct
{
  double file_mib;
  double above_start_mib; /* the load's peak less the resident size before it */
  double model_mib;
} LoadPeak;

static gboolean
measure_load_peak (const char *path,
                   LoadPeak   *peak)
{
  const char      *argv[] = { "/proc/self/exe", "--load-peak", path, NULL };
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  gint64   before = 0, hwm = 0;
  double   model = 0;
  int      status = 0;
  GStatBuf st;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL, &status, &error)
      || !g_spawn_check_wait_status (status, NULL)
      || sscanf (out, "%" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %lf", &before, &hwm, &model) != 3)
    {
      g_printerr ("the load in a child failed: %s\n", error != NULL ? error->message : "no figures");
      return FALSE;
    }
  peak->file_mib = g_stat (path, &st) == 0 ? st.st_size / (1024.0 * 1024.0) : 0;
  peak->above_start_mib = (hwm - before) / (1024.0 * 1024.0);
  peak->model_mib = model / (1024.0 * 1024.0);
  return TRUE;
}

/* The child that runs wadi-cli validate FILE and prints its peak resident
 * memory in bytes.  A child's ru_maxrss counts the memory it had when it
 * forked, before exec: so wadi-cli is forked from this small process, not
 * from the benchmark that holds scenarios. */
static int
cli_peak (const char *path)
{
  struct rusage usage;
  int           status = 0;
  pid_t         pid = fork ();

  if (pid == 0)
    {
      int null = open ("/dev/null", O_WRONLY);

      dup2 (null, STDOUT_FILENO);
      execl (WADI_CLI_PATH, "wadi-cli", "validate", path, (char *) NULL);
      _exit (127);
    }
  /* validate exits 1 when the scenario breaks a rule: that is a result */
  if (pid < 0 || wait4 (pid, &status, 0, &usage) < 0 || !WIFEXITED (status) || WEXITSTATUS (status) > 1)
    return 1;
  printf ("%ld\n", usage.ru_maxrss * 1024L);
  return 0;
}

/* wadi-cli validate FILE's peak resident memory in MiB, or -1. */
static double
cli_validate_peak (const char *path)
{
  const char      *argv[] = { "/proc/self/exe", "--cli-peak", path, NULL };
  g_autofree char *out = NULL;
  int              status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL, &status, NULL)
      || !g_spawn_check_wait_status (status, NULL))
    return -1;
  return g_ascii_strtod (out, NULL) / (1024.0 * 1024.0);
}

static char *
write_scenario (const WadiScenario *scenario,
                const char         *dir,
                const char         *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  if (!wadi_format_write_file (scenario, file, &error))
    g_error ("save: %s", error->message);
  return g_steal_pointer (&path);
}

static void
bench_memory (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wadi-bench-XXXXXX", NULL);
  int              sides[] = { side / 2, side };
  char            *paths[G_N_ELEMENTS (sides)];
  g_autofree char *small_path = NULL;
  double           cli_peak = -1, cli_small = -1;
  double           worst_overhead = 0;
  double           model_per_hex = 0;

  {
    g_autoptr(WadiScenario) small = generate_asl_board ();

    small_path = write_scenario (small, dir, "small.wadi");
  }
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      g_autoptr(WadiScenario) scenario = generate_scenario (sides[i]);
      g_autofree char *name = g_strdup_printf ("side-%d.wadi", sides[i]);

      paths[i] = write_scenario (scenario, dir, name);
    }

  printf ("memory (peak while loading, each load in a process of its own; best of %d)\n", repeats);
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      LoadPeak best = { 0 };
      double   overhead;

      for (int r = 0; r < repeats; r++)
        {
          LoadPeak peak;

          if (!measure_load_peak (paths[i], &peak))
            return;
          if (r == 0 || peak.above_start_mib < best.above_start_mib)
            best = peak;
        }
      overhead = best.above_start_mib - best.model_mib;
      model_per_hex = best.model_mib * 1024 * 1024 / ((double) sides[i] * sides[i]);
      worst_overhead = MAX (worst_overhead, overhead);
      printf ("  %4d x %-4d (%5.1f MiB file): peak %6.1f MiB above the start, model %6.1f MiB (reference), "
              "peak - model %5.1f MiB\n",
              sides[i], sides[i], best.file_mib, best.above_start_mib, best.model_mib, overhead);
    }
  printf ("  loader's own peak, worst %10.1f MiB   (goal: a few MB whatever the file's size, <= 8)\n",
          worst_overhead);

  for (int r = 0; r < repeats; r++)
    {
      double peak = cli_validate_peak (paths[G_N_ELEMENTS (sides) - 1]);
      double small_peak = cli_validate_peak (small_path);

      if (peak > 0 && (cli_peak < 0 || peak < cli_peak))
        cli_peak = peak;
      if (small_peak > 0 && (cli_small < 0 || small_peak < cli_small))
        cli_small = small_peak;
    }
  if (cli_peak > 0 && cli_small > 0)
    {
      printf ("  wadi-cli validate, %d x %d: peak %.1f MiB; a 33 x 10 board: %.1f MiB (reference: the process)\n",
              side, side, cli_peak, cli_small);
      printf ("  wadi-cli validate        %10.1f bytes a hex above the reference (the model: %.1f)\n",
              (cli_peak - cli_small) * 1024 * 1024 / ((double) side * side), model_per_hex);
    }
  else
    printf ("  wadi-cli validate: could not be run (%s)\n", WADI_CLI_PATH);

  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      g_unlink (paths[i]);
      g_free (paths[i]);
    }
  g_unlink (small_path);
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
  if (load_peak_path != NULL)
    return load_peak (load_peak_path);
  if (cli_peak_path != NULL)
    return cli_peak (cli_peak_path);
  bench_format ();
  bench_memory ();
  bench_los ();
  bench_movement ();
  bench_validation ();
  bench_map ();
  return 0;
}
