/* wadi-bench-analysis.c: the whole-map answers (issue 29), each beside a
 * reference measured in the same run
 *
 * Run by hand (see docs/performance.md):
 *   build/tests/bench/wadi-bench-analysis [--repeats N] [--side N]
 * On the map of 64 ASL geomorphic boards (8 x 8, 257 x 81 hexes): one full
 * validation (the reference), the viewshed of a hex on the ground, IN the
 * stream and on a hill, and a side's eyes; Infantry's reach with 8 MF and
 * a fully-tracked vehicle's with 16 MP beside the single steps they ask.
 * On the N x N one-board map (1000 by default): the viewshed of its
 * centre beside one read of every cell.  Times are the best of several
 * runs.
 */
#include "config.h"

#include <stdio.h>
#include <time.h>

#include "wadi-bench-map.h"
#include "wadi-reach.h"
#include "wadi-validate.h"
#include "wadi-viewshed.h"

static int repeats = 3;
static int side = 1000;

static GOptionEntry entries[] = {
  { "repeats", 'r', 0, G_OPTION_ARG_INT, &repeats, "Runs of each measurement; the best counts (3)", "N" },
  { "side", 's', 0, G_OPTION_ARG_INT, &side, "Hexes along each side of the one-board map (1000)", "N" },
  { NULL }
};

static double
seconds_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1e6;
}

static double
best_of (double best,
         double seconds)
{
  return best < 0 || seconds < best ? seconds : best;
}

/* The CPU time of the process, every thread's: on a machine shared with
 * other work, what a measurement cost rather than how long it waited. */
static double
cpu_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

/* The best wall time of a viewshed; *cpu, the best CPU time. */
static double
time_viewshed (const WadiRulesContext *ctx,
               const WadiLocation     *from,
               guint                  *clear,
               double                 *cpu)
{
  double best = -1;

  *cpu = -1;
  for (int r = 0; r < repeats; r++)
    {
      double cpu_start = cpu_seconds ();
      gint64 start = g_get_monotonic_time ();
      g_autoptr(WadiViewshed) viewshed = wadi_viewshed_new (ctx, from, WADI_VIEWSHED_TARGET_IN, 0);

      best = best_of (best, seconds_since (start));
      *cpu = best_of (*cpu, cpu_seconds () - cpu_start);
      *clear = viewshed->n_clear;
    }
  return best;
}

static double
time_reach (const WadiRulesContext *ctx,
            const WadiMover        *mover,
            double                  budget,
            const WadiReachOptions *options,
            guint                  *hexes,
            guint                  *steps)
{
  double best = -1;

  for (int r = 0; r < repeats * 3; r++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(WadiReach) reach = wadi_reach_new_full (ctx, mover, budget, options);

      best = best_of (best, seconds_since (start));
      *hexes = wadi_reach_n_hexes (reach);
      *steps = wadi_reach_n_steps_tried (reach);
    }
  return best;
}

/* The time of one wadi_movement_step (), entering each neighbour of the
 * mover's hex in turn, many times over. */
static double
time_step (const WadiRulesContext *ctx,
           const WadiMover        *mover)
{
  const WadiBoard *map = wadi_rules_context_map (ctx);
  WadiMoveResult   result;
  double           best = -1;
  const guint      n = 60000;

  wadi_move_result_init (&result);
  for (int r = 0; r < repeats; r++)
    {
      gint64 start = g_get_monotonic_time ();

      for (guint i = 0; i < n; i++)
        {
          WadiStep step = { 0 };

          step.kind = WADI_STEP_ENTER;
          step.to = wadi_hex_neighbor (map->layout, mover->hex, (WadiDirection) (i % WADI_DIRECTION_COUNT));
          step.position = WADI_POSITION_GROUND;
          wadi_movement_step (ctx, mover, &step, &result);
        }
      best = best_of (best, seconds_since (start) / n);
    }
  wadi_move_result_clear (&result);
  return best;
}

static void
bench_boards_map (void)
{
  g_autoptr(WadiScenario) scenario = wadi_bench_make_boards_map (8, 8);
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  const WadiBoard *map = wadi_rules_context_map (ctx);
  /* board 28 (row 3, column 3 of the grid): its I5, its stream at I2, a hill */
  WadiHex   centre = wadi_map_to_map (scenario->map, 3 * 8 + 3, (WadiHex) { 8, 5 });
  WadiHex   stream = wadi_map_to_map (scenario->map, 3 * 8 + 3, (WadiHex) { 8, 2 });
  WadiHex   hill = centre;
  double    full = -1, ground, in_stream, on_hill, eyes_time = -1, infantry, tank, step_infantry, step_tank;
  double    full_cpu = -1, ground_cpu, in_stream_cpu, on_hill_cpu;
  guint     diagnostics = 0, clear_ground, clear_stream, clear_hill, hexes, steps, tank_hexes, tank_steps;
  guint     n_hexes = 0;
  WadiMover foot, tracks;

  for (guint i = 0; i < wadi_board_hex_count (map); i++)
    {
      WadiHex hex = wadi_board_hex_at_index (map, i);

      if (!wadi_board_contains (map, hex))
        continue;
      n_hexes++;
      if (map->cells[i].level > 0 && wadi_hex_distance (map->layout, hex, centre) < 12
          && (hill.col == centre.col && hill.row == centre.row))
        hill = hex;
    }
  for (int r = 0; r < repeats; r++)
    {
      double cpu_start = cpu_seconds ();
      gint64 start = g_get_monotonic_time ();
      g_autoptr(GArray) all = wadi_validate_all (ctx);

      full = best_of (full, seconds_since (start));
      full_cpu = best_of (full_cpu, cpu_seconds () - cpu_start);
      diagnostics = all->len;
    }
  {
    WadiLocation a = { centre, WADI_POSITION_GROUND, 0 };
    WadiLocation b = { stream, WADI_POSITION_IN, 0 };
    WadiLocation c = { hill, WADI_POSITION_GROUND, 0 };

    ground = time_viewshed (ctx, &a, &clear_ground, &ground_cpu);
    in_stream = time_viewshed (ctx, &b, &clear_stream, &in_stream_cpu);
    on_hill = time_viewshed (ctx, &c, &clear_hill, &on_hill_cpu);
  }
  /* a side of four units: two on the ground, one IN the stream, one on the hill */
  {
    WadiHex      at[] = { centre, stream, hill, wadi_map_to_map (scenario->map, 4 * 8 + 4, (WadiHex) { 8, 5 }) };
    WadiPosition positions[] = { WADI_POSITION_GROUND, WADI_POSITION_IN, WADI_POSITION_GROUND, WADI_POSITION_GROUND };

    for (gsize i = 0; i < G_N_ELEMENTS (at); i++)
      {
        WadiCounter counter = { 0 };

        counter.kind = WADI_COUNTER_UNIT;
        counter.hex = at[i];
        counter.position = positions[i];
        counter.unit_class = WADI_UNIT_INFANTRY;
        counter.side = (char *) "German";
        wadi_scenario_add_counter (scenario, &counter);
      }
  }
  {
    g_autoptr(WadiRulesContext) with_units = wadi_rules_context_new (scenario);
    guint dead = 0;

    for (int r = 0; r < repeats; r++)
      {
        gint64 start = g_get_monotonic_time ();
        g_autoptr(WadiSideEyes) eyes = wadi_side_eyes_new (with_units, "German", WADI_VIEWSHED_TARGET_IN, 0);

        eyes_time = best_of (eyes_time, seconds_since (start));
        dead = eyes->n_dead;
      }
    printf ("map of 64 ASL geomorphic boards (8 x 8; %d x %d hexes, %u on boards)\n", map->cols, map->rows, n_hexes);
    printf ("  full validation         %10.2f ms   (reference; %u diagnostics; CPU %.2f ms)\n", full * 1000, diagnostics,
            full_cpu * 1000);
    printf ("  viewshed, ground        %10.2f ms   (%.1f x validation, goal <= 30; %u hexes seen; CPU %.2f ms, %.1f x)\n",
            ground * 1000, ground / full, clear_ground, ground_cpu * 1000, ground_cpu / full_cpu);
    printf ("  viewshed, IN stream     %10.2f ms   (%.1f x validation, goal <= 30; %u hexes seen; CPU %.2f ms, %.1f x)\n",
            in_stream * 1000, in_stream / full, clear_stream, in_stream_cpu * 1000, in_stream_cpu / full_cpu);
    printf ("  viewshed, hill          %10.2f ms   (%.1f x validation, goal <= 30; %u hexes seen; CPU %.2f ms, %.1f x)\n",
            on_hill * 1000, on_hill / full, clear_hill, on_hill_cpu * 1000, on_hill_cpu / full_cpu);
    printf ("  a side's eyes, 4 units  %10.2f ms   (%u hexes dead ground)\n", eyes_time * 1000, dead);
  }

  wadi_mover_init (&foot, WADI_UNIT_INFANTRY, centre, WADI_POSITION_GROUND);
  wadi_mover_init (&tracks, WADI_UNIT_FULLY_TRACKED, centre, WADI_POSITION_GROUND);
  infantry = time_reach (ctx, &foot, 8, NULL, &hexes, &steps);
  tank = time_reach (ctx, &tracks, 16, NULL, &tank_hexes, &tank_steps);
  step_infantry = time_step (ctx, &foot);
  step_tank = time_step (ctx, &tracks);
  printf ("  reach, Infantry 8 MF    %10.3f ms   (goal <= 5 ms; %u hexes, %u steps asked)\n", infantry * 1000, hexes,
          steps);
  printf ("    its steps alone       %10.3f ms   (reference: %u x %.3f us, one wadi_movement_step)\n",
          steps * step_infantry * 1000, steps, step_infantry * 1e6);
  printf ("  reach, fully-tracked 16 %10.3f ms   (goal <= 10 ms; %u hexes, %u steps asked)\n", tank * 1000,
          tank_hexes, tank_steps);
  printf ("    its steps alone       %10.3f ms   (reference: %u x %.3f us)\n", tank_steps * step_tank * 1000,
          tank_steps, step_tank * 1e6);
  {
    /* the mover options: a facing multiplies the states by six */
    WadiReachOptions facing = { .vca = TRUE, .start_vca = 0 };
    WadiReachOptions double_time = { .double_time = TRUE };
    double           with_vca, with_double_time;

    with_vca = time_reach (ctx, &tracks, 16, &facing, &tank_hexes, &tank_steps);
    with_double_time = time_reach (ctx, &foot, 8, &double_time, &hexes, &steps);
    printf ("  reach, tank 16 MP, VCA  %10.3f ms   (%u hexes, %u steps asked)\n", with_vca * 1000, tank_hexes,
            tank_steps);
    printf ("  reach, Inf. 8 MF, DT    %10.3f ms   (%u hexes, %u steps asked)\n", with_double_time * 1000, hexes,
            steps);
  }
}

static void
bench_big_map (void)
{
  g_autoptr(WadiScenario) scenario = wadi_bench_make_map (side);
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  const WadiBoard *map = wadi_rules_context_map (ctx);
  WadiLocation     from = { { side / 2, side / 2 }, WADI_POSITION_GROUND, 0 };
  double           viewshed, viewshed_cpu, scan = -1;
  guint            clear, checksum = 0;

  from.position = wadi_viewshed_target_position (ctx, from.hex, WADI_VIEWSHED_TARGET_DEFAULT);
  viewshed = time_viewshed (ctx, &from, &clear, &viewshed_cpu);
  for (int r = 0; r < repeats; r++)
    {
      gint64 start = g_get_monotonic_time ();

      for (guint i = 0; i < wadi_board_hex_count (map); i++)
        if (wadi_board_contains (map, wadi_board_hex_at_index (map, i)))
          checksum += map->cells[i].terrain + map->cells[i].level;
      scan = best_of (scan, seconds_since (start));
    }
  printf ("one-board map of %d x %d hexes\n", side, side);
  printf ("  viewshed of the centre  %10.1f ms   (goal <= 1000 ms; %u hexes seen; CPU %.1f ms, %u threads)\n",
          viewshed * 1000, clear, viewshed_cpu * 1000, g_get_num_processors ());
  printf ("  reading every cell      %10.2f ms   (reference; checksum %u)\n", scan * 1000, checksum % 10);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = g_option_context_new ("- Wadi's whole-map analysis benchmark");
  g_autoptr(GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (repeats < 1 || side < 10 || side > WADI_BOARD_MAX_SIDE)
    {
      g_printerr ("--repeats must be at least 1 and --side 10..%d\n", WADI_BOARD_MAX_SIDE);
      return 2;
    }
  bench_boards_map ();
  bench_big_map ();
  return 0;
}
