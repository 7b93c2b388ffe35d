/* wadi-bench-stacks.c: N counters in one hex against the same N spread
 * one a hex
 *
 * Run by hand (see docs/performance.md):
 *   build/tests/bench/wadi-bench-stacks [--counters N] [--repeats N]
 * A 320 x 320-hex ASL board, every hex a gully, and N counters (100 000
 * by default) of every kind the ruleset has, in turn: units on the ground
 * and in Crest status, Crest counters, fords and foxholes.  Each step
 * that reads a hex's counters is timed twice in the same run, the counters
 * stacked in one hex and spread one a hex: building the scenario, saving
 * it, reading it back, the rules' whole validation, the editor's live
 * rules start (what opening a file costs beyond the read), drawing the
 * hex at 64 px a hex with the diagnostics (the whole stack in view, or a
 * screenful of the spread counters) and picking the counter on top.  The goal (issue
 * 28): a stack costs at most twice the spread counters, whatever N (no
 * step may cost the square of a stack).
 */
#include "config.h"

#include <cairo.h>
#include <stdio.h>

#include "wadi-counter-stack.h"
#include "wadi-format.h"
#include "wadi-live-rules.h"
#include "wadi-render.h"
#include "wadi-rules-context.h"
#include "wadi-validate.h"

#define SIDE 320

static int counters = 100000;
static int repeats = 3;

static GOptionEntry entries[] = {
  { "counters", 'n', 0, G_OPTION_ARG_INT, &counters, "Counters (100000)", "N" },
  { "repeats", 'r', 0, G_OPTION_ARG_INT, &repeats, "Runs of each step; the best counts (3)", "N" },
  { NULL }
};

typedef enum
{
  STEP_BUILD,
  STEP_SAVE,
  STEP_READ,
  STEP_VALIDATE,
  STEP_LIVE_START,
  STEP_DRAW,
  STEP_PICK,
  N_STEPS
} Step;

static const char *const step_names[N_STEPS] = {
  [STEP_BUILD] = "build the scenario",
  [STEP_SAVE] = "save",
  [STEP_READ] = "read (open's first half)",
  [STEP_VALIDATE] = "validate",
  [STEP_LIVE_START] = "live rules start (open's second half)",
  [STEP_DRAW] = "draw the hex at 64 px a hex, 1920 x 1080",
  [STEP_PICK] = "pick the counter on top",
};

static WadiHex
place_of (int      i,
          gboolean stacked)
{
  if (stacked)
    return (WadiHex) { SIDE / 2, SIDE / 2 };
  return (WadiHex) { i % SIDE, (i / SIDE) % SIDE };
}

static WadiScenario *
make_board (void)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiBoard    *board = wadi_board_new ("1", SIDE, SIDE, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                        WADI_LABEL_NUMERIC, 1);
  WadiHexCell   gully = { 0 };

  gully.depression = WADI_DEPRESSION_GULLY;
  for (int row = 0; row < SIDE; row++)
    for (int col = 0; col < SIDE; col++)
      wadi_board_set_cell (board, (WadiHex) { col, row }, &gully);
  wadi_scenario_add_board (scenario, board);
  return scenario;
}

static void
add_counters (WadiScenario *scenario,
              gboolean      stacked)
{
  for (int i = 0; i < counters; i++)
    {
      WadiCounter counter = { 0 };

      counter.hex = place_of (i, stacked);
      counter.side = (char *) (i % 2 ? "German" : "Russian");
      switch (i % 6)
        {
        case 0:
        case 1:
          counter.kind = WADI_COUNTER_UNIT;
          counter.unit_class = WADI_UNIT_INFANTRY;
          counter.position = i % 6 ? WADI_POSITION_CREST : WADI_POSITION_GROUND;
          counter.name = (char *) "4-6-7";
          break;
        case 2:
          counter.kind = WADI_COUNTER_CREST;
          counter.centre = (WadiDirection) (i % 6);
          break;
        case 3:
          counter.kind = WADI_COUNTER_FORD;
          break;
        case 4:
          counter.kind = WADI_COUNTER_FOXHOLE;
          break;
        default:
          counter.kind = WADI_COUNTER_UNIT;
          counter.unit_class = WADI_UNIT_TRUCK;
          break;
        }
      wadi_scenario_add_counter (scenario, &counter);
    }
}

static double
now_s (void)
{
  return g_get_monotonic_time () / 1e6;
}

/* One run of every step; the best of each is kept in best. */
static void
run (gboolean stacked,
     double   best[N_STEPS],
     guint   *n_diagnostics,
     guint   *n_drawn)
{
  g_autoptr(WadiScenario) scenario = make_board ();
  g_autoptr(WadiScenario) read = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(GArray) diagnostics = NULL;
  g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();
  WadiRenderRequest request = { 0 };
  WadiRenderStats   stats = { 0 };
  cairo_surface_t  *surface;
  cairo_t          *cr;
  WadiHex           top = place_of (counters - 1, stacked);
  double            t[N_STEPS + 1];
  double            x, y;
  guint             picked;

  t[STEP_BUILD] = now_s ();
  add_counters (scenario, stacked);
  t[STEP_SAVE] = now_s ();
  bytes = wadi_format_write_bytes (scenario);
  t[STEP_READ] = now_s ();
  read = wadi_format_read_bytes (bytes, "stacks.wadi", &error);
  g_assert_no_error (error);
  t[STEP_VALIDATE] = now_s ();
  ctx = wadi_rules_context_new (read);
  diagnostics = wadi_validate_all (ctx);
  t[STEP_LIVE_START] = now_s ();
  wadi_live_rules_start_free (wadi_live_rules_start_new (read));
  t[STEP_DRAW] = now_s ();
  wadi_renderer_set_scenario (renderer, read);
  wadi_hex_center (wadi_scenario_grid (read)->layout, top, &x, &y);
  request.view = (WadiRenderView) { x, y, 64.0, 1920, 1080, 1.0 };
  request.marks = (const WadiDiagnostic *) (gconstpointer) diagnostics->data;
  request.n_marks = diagnostics->len;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1920, 1080);
  cr = cairo_create (surface);
  wadi_renderer_draw (renderer, cr, &request, &stats);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  t[STEP_PICK] = now_s ();
  picked = wadi_pick_counter (read, x, y);
  t[N_STEPS] = now_s ();
  g_assert_cmpuint (picked, !=, 0);

  for (guint s = 0; s < N_STEPS; s++)
    best[s] = MIN (best[s], t[s + 1] - t[s]);
  *n_diagnostics = diagnostics->len;
  *n_drawn = stats.counters;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) options = g_option_context_new ("- N counters in one hex and spread");
  g_autoptr(GError) error = NULL;
  double stacked[N_STEPS], spread[N_STEPS];
  double total_stacked = 0, total_spread = 0;
  guint  diagnostics[2], drawn[2];

  g_option_context_add_main_entries (options, entries, NULL);
  if (!g_option_context_parse (options, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  counters = CLAMP (counters, 1, SIDE * SIDE);
  for (guint s = 0; s < N_STEPS; s++)
    stacked[s] = spread[s] = G_MAXDOUBLE;
  for (int i = 0; i < MAX (repeats, 1); i++)
    {
      run (TRUE, stacked, &diagnostics[0], &drawn[0]);
      run (FALSE, spread, &diagnostics[1], &drawn[1]);
    }

  g_print ("%d counters on a %d x %d board, best of %d runs\n", counters, SIDE, SIDE, MAX (repeats, 1));
  g_print ("diagnostics: %u stacked, %u spread; counters drawn: %u stacked, %u spread (the hex in view)\n\n",
           diagnostics[0], diagnostics[1], drawn[0], drawn[1]);
  g_print ("%-40s %12s %12s %8s\n", "step", "one hex, ms", "spread, ms", "ratio");
  for (guint s = 0; s < N_STEPS; s++)
    {
      g_print ("%-40s %12.2f %12.2f %8.2f\n", step_names[s], stacked[s] * 1e3, spread[s] * 1e3,
               spread[s] > 0 ? stacked[s] / spread[s] : 0.0);
      total_stacked += stacked[s];
      total_spread += spread[s];
    }
  g_print ("%-40s %12.2f %12.2f %8.2f\n", "all", total_stacked * 1e3, total_spread * 1e3,
           total_stacked / total_spread);
  g_print ("\ngoal (issue 28): each ratio at most 2\n");
  return 0;
}
