/* wadi-bench-analysis-edit.c: the Analysis tool's shading after an edit
 *
 * On the map of 64 ASL boards (257 x 81), the viewshed of a hex shown by
 * WadiAnalysis (src/editor/wadi-analysis.c), then one-hex edits near it
 * (a hex raised a level and put back): for each, how long the edit keeps
 * the main loop (the document's change, the analysis copying the
 * scenario and starting its thread: what the canvas waits for before it
 * may draw again), whether the old shading is still there to draw
 * meanwhile, and how long until the new one is in.  The goal (issue 29):
 * the shading after a one-hex edit within 16 ms, never a stall.  With
 * --side N, the same on the N x N map of wadi-bench-map.c, from its centre
 * (on 1000 x 1000 hexes, the main loop's part of an edit is where a copy
 * of the map would show).
 *
 *   build/tests/bench/wadi-bench-analysis-edit [--edits N] [--side N]
 */
#include "config.h"

#include <stdio.h>
#include <time.h>

#include "wadi-analysis.h"
#include "wadi-bench-map.h"

#define FRAME_MS 16.0

typedef struct
{
  GMainLoop *loop;
  guint      wanted; /* the serial awaited */
  gint64     arrived;
} Wait;

static void
on_updated (WadiAnalysis *analysis,
            gpointer      data)
{
  Wait *wait = data;

  if (wadi_analysis_get_serial (analysis) >= wait->wanted && wait->arrived == 0)
    {
      wait->arrived = g_get_monotonic_time ();
      g_main_loop_quit (wait->loop);
    }
}

/* Runs the main loop until the analysis has answered serial answers. */
static void
wait_for (WadiAnalysis *analysis,
          Wait         *wait,
          guint         serial)
{
  wait->wanted = serial;
  wait->arrived = 0;
  if (wadi_analysis_get_serial (analysis) >= serial && !wadi_analysis_is_pending (analysis))
    {
      wait->arrived = g_get_monotonic_time ();
      return;
    }
  g_main_loop_run (wait->loop);
}

/* This thread's CPU time, ms: what the main loop spends, whatever else
 * runs on the machine. */
static double
thread_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

int
main (int   argc,
      char *argv[])
{
  int          edits = 20;
  int          side = 0;
  GOptionEntry entries[] = {
    { "edits", 'e', 0, G_OPTION_ARG_INT, &edits, "One-hex edits timed (20)", "N" },
    { "side", 's', 0, G_OPTION_ARG_INT, &side, "An N x N map instead of the 64 boards", "N" },
    G_OPTION_ENTRY_NULL,
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- the Analysis tool's shading after an edit");
  g_autoptr(GError) error = NULL;
  WadiScenario *scenario;
  g_autoptr(WadiDocument) document = NULL;
  g_autoptr(WadiAnalysis) analysis = NULL;
  g_autoptr(GArray) stalls = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) ready = g_array_new (FALSE, FALSE, sizeof (double));
  Wait     wait = { g_main_loop_new (NULL, FALSE), 0, 0 };
  WadiHex  centre;
  gboolean old_shown = TRUE;
  gint64   start;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  if (side > 0)
    {
      scenario = wadi_bench_make_map (MAX (side, 16));
      centre = (WadiHex) { MAX (side, 16) / 2, MAX (side, 16) / 2 };
    }
  else
    {
      scenario = wadi_bench_make_boards_map (8, 8);
      /* board 28 (row 3, column 3 of the grid): its I5, as wadi-bench-analysis */
      centre = wadi_map_to_map (scenario->map, 3 * 8 + 3, (WadiHex) { 8, 5 });
    }
  document = wadi_document_new (scenario);
  analysis = wadi_analysis_new (document);
  g_signal_connect (analysis, "updated", G_CALLBACK (on_updated), &wait);

  start = g_get_monotonic_time ();
  wadi_analysis_show_viewshed (analysis, centre);
  wait_for (analysis, &wait, wadi_analysis_get_serial (analysis) + 1);
  if (side > 0)
    printf ("map of %d x %d hexes\n", MAX (side, 16), MAX (side, 16));
  else
    printf ("map of 64 ASL geomorphic boards (8 x 8; 257 x 81 hexes)\n");
  printf ("  first viewshed shown       %8.2f ms\n", (wait.arrived - start) / 1e3);

  for (int e = 0; e < edits; e++)
    {
      const WadiBoard   *grid = wadi_scenario_grid (wadi_document_get_scenario (document));
      WadiHex            hex = { centre.col + 2 + e % 5, centre.row - 3 + e % 7 };
      WadiHexCell        cell = *wadi_board_cell (grid, hex);
      guint              serial = wadi_analysis_get_serial (analysis);
      WadiRenderAnalysis shown;
      gint64             edit_start;
      double             stall, in, cpu_start, cpu_ms;

      /* a hill raised a level on even edits, put back on odd ones */
      if (e % 2 == 0)
        {
          hex = (WadiHex) { centre.col + 2 + e % 5, centre.row - 3 + e % 7 };
          cell = *wadi_board_cell (grid, hex);
          cell.level = (gint8) (cell.level + 1);
        }
      else
        {
          hex = (WadiHex) { centre.col + 2 + (e - 1) % 5, centre.row - 3 + (e - 1) % 7 };
          cell = *wadi_board_cell (grid, hex);
          cell.level = (gint8) (cell.level - 1);
        }
      cpu_start = thread_ms ();
      edit_start = g_get_monotonic_time ();
      g_assert (wadi_document_set_cell (document, hex, &cell));
      stall = (g_get_monotonic_time () - edit_start) / 1e3;
      cpu_ms = thread_ms () - cpu_start;
      g_array_append_val (stalls, stall);
      g_array_append_val (cpu, cpu_ms);
      /* until the new answer is in, the old one is drawn */
      wadi_analysis_get_render (analysis, &shown);
      old_shown = old_shown && shown.shade != NULL;
      wait_for (analysis, &wait, serial + 1);
      /* an answer of an older generation may come first: the newest */
      while (wadi_analysis_is_pending (analysis))
        wait_for (analysis, &wait, wadi_analysis_get_serial (analysis) + 1);
      in = (wait.arrived - edit_start) / 1e3;
      g_array_append_val (ready, in);
    }
  g_array_sort (stalls, compare_doubles);
  g_array_sort (ready, compare_doubles);
  g_array_sort (cpu, compare_doubles);
  printf ("  one-hex edit: main loop    %8.3f ms median, %.3f ms worst (goal: no stall, < %.0f ms)\n",
          g_array_index (stalls, double, stalls->len / 2), g_array_index (stalls, double, stalls->len - 1),
          FRAME_MS);
  printf ("    its CPU time             %8.3f ms median, %.3f ms worst (the rest: the thread waiting its turn)\n",
          g_array_index (cpu, double, cpu->len / 2), g_array_index (cpu, double, cpu->len - 1));
  printf ("  old shading kept meanwhile %8s\n", old_shown ? "yes" : "NO");
  printf ("  new shading in             %8.2f ms median, %.2f ms worst (goal %.0f ms)\n",
          g_array_index (ready, double, ready->len / 2), g_array_index (ready, double, ready->len - 1), FRAME_MS);
  g_main_loop_unref (wait.loop);
  return 0;
}
