/* wadi-bench-view.c: panning and zooming the big map in a real window
 *
 * Run by hand under a display (see docs/performance.md):
 *   xvfb-run -a -s "-screen 0 1920x1080x24" meson devenv -C build -w . build/tests/bench/wadi-bench-view
 * (`taskset -c 0` before it for one core).  The editor's window, 1920 x
 * 1080, on the 1000 x 1000 map of wadi-bench-map with 40 000 fords on open
 * ground, each in a hex of its own (an error each: the 40 000 diagnostics
 * of issue 26).
 *
 * Pan: at each zoom, once the view is drawn, the view moves 40 pixels a
 * frame for 60 frames, every zoom in turn, twice (the second round the
 * figures); each frame's main-thread CPU time (the thread's
 * clock from the frame clock's before-paint to its after-paint: the
 * canvas's snapshot and GTK's rendering, not the tiles' threads) is
 * measured.  The reference, in the same run, is the renderer drawing the
 * whole view at once on the main thread, as the canvas did before its
 * tiles.  Goal (issue 26): every frame at most 4 ms.  Beside it, the
 * canvas's own part of a frame: the CPU of its snapshot (the nodes of
 * the tiles in view, the stand-ins, what passes over the map), timed by
 * wrapping the class's snapshot; the rest is GTK's (the other widgets'
 * snapshots, the renderer painting the nodes, handing the frame to the
 * display).
 *
 * Then the same pans, at 4, 12 and 40 px a hex, with the Analysis tool's
 * viewshed of the map's middle shown over the map.  Then the pointer moved
 * across the canvas a frame at a time, with nothing selected and with a
 * hex selected across the canvas from it.
 *
 * Zoom: from the whole map to 64 px a hex in ten steps, one a frame; the
 * longest the main loop went without firing a 2 ms timer, and the time
 * from the last step until every tile in view is drawn at its zoom.  The
 * reference is the renderer drawing that last view at once, on one
 * thread.  Goals: no stall over 16 ms; sharp within 250 ms.  Beside the
 * stall, the most main-thread CPU between two firings of the timer: the
 * main loop's own work, which a busy machine does not lengthen.
 * Drag: a selection of 400 hexes dragged a hex a frame at 24 and 64 px a
 * hex (with --drag-selection, that alone): the main-thread CPU of a
 * frame, beside the renderer drawing the ghost of what it holds at the
 * view, as each frame did before the ghost was kept as a picture.
 *
 * WADI_BENCH_VIEW_EACH=1 prints each zoom frame's main-thread CPU, and
 * each pan frame's over 3.5 ms.
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <stdio.h>
#include <time.h>

#include "wadi-analysis.h"
#include "wadi-bench-map.h"
#include "wadi-canvas.h"
#include "wadi-live-rules.h"
#include "wadi-window.h"

#define PAN_FRAMES 60
#define PAN_PIXELS 40.0
#define ZOOM_STEPS 10
#define PING_MS 2

static double
thread_cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1000.0 + now.tv_nsec / 1e6;
}

static void
run_until (gboolean (*done) (gpointer),
           gpointer data)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (!done (data) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  if (!done (data))
    g_printerr ("timed out\n");
}

/* Until nothing is left to do: after the map opened, the diagnostics
 * panel shows its list a few rows a frame (wadi-diagnostics-panel.c),
 * which would lay the window out again in the first frames measured. */
static void
settle (void)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (g_main_context_pending (NULL) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
is_drawn (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data)) && wadi_canvas_is_drawn (wadi_window_get_canvas (data))
         && !wadi_live_rules_is_pending (wadi_window_get_live_rules (data));
}

typedef struct
{
  WadiWindow *window;
  double      started; /* the thread's CPU at before-paint */
  guint       painted; /* frames painted since the clock was followed */
  GArray     *frames;  /* double, ms of CPU a frame */
  GArray     *canvas;  /* double, ms of CPU of the canvas's snapshot a frame */
  /* the gesture: a pan or the zoom steps, one a frame */
  int    step;
  int    steps;
  double zoom_from, zoom_to;
  /* the main loop's longest silence */
  gint64 last_ping;
  gint64 longest_gap;
  double last_ping_cpu; /* the thread's CPU at the last ping, ms */
  double longest_cpu;   /* the most main-thread CPU between two pings, ms */
  gint64 last_step;     /* when the last zoom step was drawn */
} Run;

/* The canvas's snapshot, wrapped: its CPU since the frame began. */
static void (*canvas_snapshot) (GtkWidget   *widget,
                                GtkSnapshot *snapshot);
static double canvas_ms;

static void
timed_canvas_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  double started = thread_cpu_ms ();

  canvas_snapshot (widget, snapshot);
  canvas_ms += thread_cpu_ms () - started;
}

static void
on_before_paint (GdkFrameClock *clock,
                 Run           *run)
{
  run->started = thread_cpu_ms ();
  canvas_ms = 0.0;
}

static void
on_after_paint (GdkFrameClock *clock,
                Run           *run)
{
  run->painted++;
  if (run->frames != NULL)
    {
      double ms = thread_cpu_ms () - run->started;

      g_array_append_val (run->frames, ms);
      if (run->canvas != NULL)
        g_array_append_val (run->canvas, canvas_ms);
    }
}

/* Until a frame has shown the view as it is now, every tile of it
 * drawn: until that frame, the canvas's is_drawn speaks of the view it
 * showed before the change (a pan measured at once would start with the
 * new zoom's tiles missing, stood in for by the old zoom's, scaled). */
static void
run_until_view_drawn (Run *run)
{
  guint  painted = run->painted;
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  gtk_widget_queue_draw (GTK_WIDGET (wadi_window_get_canvas (run->window)));
  while (run->painted == painted && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  run_until (is_drawn, run->window);
}

static gboolean
zoom_tick (GtkWidget     *widget,
           GdkFrameClock *clock,
           gpointer       data)
{
  Run          *run = data;
  WadiViewport *viewport = wadi_canvas_get_viewport (wadi_window_get_canvas (run->window));

  if (run->step >= run->steps)
    {
      run->last_step = g_get_monotonic_time ();
      return G_SOURCE_REMOVE;
    }
  run->step++;
  wadi_viewport_set_zoom (viewport,
                          run->zoom_from * pow (run->zoom_to / run->zoom_from, (double) run->step / run->steps));
  return G_SOURCE_CONTINUE;
}

static gboolean
ping (gpointer data)
{
  Run   *run = data;
  gint64 now = g_get_monotonic_time ();

  double cpu = thread_cpu_ms ();

  if (run->last_ping != 0)
    {
      run->longest_gap = MAX (run->longest_gap, now - run->last_ping - PING_MS * 1000);
      run->longest_cpu = MAX (run->longest_cpu, cpu - run->last_ping_cpu);
    }
  run->last_ping = now;
  run->last_ping_cpu = cpu;
  return G_SOURCE_CONTINUE;
}

static gboolean
gesture_done (gpointer data)
{
  Run *run = data;

  return run->step >= run->steps && run->last_step != 0;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The renderer alone drawing the canvas's view at once, ms. */
static double
reference_ms (WadiWindow *window)
{
  WadiCanvas   *canvas = wadi_window_get_canvas (window);
  WadiViewport *viewport = wadi_canvas_get_viewport (canvas);
  g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();
  WadiRenderRequest request = { 0 };
  cairo_surface_t  *surface;
  cairo_t          *cr;
  gint64            start;

  request.view.center_x = wadi_viewport_get_center_x (viewport);
  request.view.center_y = wadi_viewport_get_center_y (viewport);
  request.view.zoom = wadi_viewport_get_zoom (viewport);
  request.view.width = wadi_viewport_get_width (viewport);
  request.view.height = wadi_viewport_get_height (viewport);
  request.show_grid = TRUE;
  request.show_labels = TRUE;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, request.view.width, request.view.height);
  cr = cairo_create (surface);
  wadi_renderer_set_scenario (renderer, wadi_document_get_scenario (wadi_window_get_document (window)));
  start = g_get_monotonic_time ();
  wadi_renderer_draw (renderer, cr, &request, NULL);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return (g_get_monotonic_time () - start) / 1000.0;
}

#define FORDS 40000

static WadiScenario *
make_scenario (void)
{
  WadiScenario *scenario = wadi_bench_make_map (1000);
  GRand        *rand = g_rand_new_with_seed (26);

  /* one in each run of 25 hexes, at random in it */
  for (int i = 0; i < FORDS; i++)
    {
      WadiCounter ford = { 0 };
      int         index = i * (1000 * 1000 / FORDS) + g_rand_int_range (rand, 0, 1000 * 1000 / FORDS);

      ford.kind = WADI_COUNTER_FORD;
      ford.hex = (WadiHex) { index % 1000, index / 1000 };
      wadi_scenario_add_counter (scenario, &ford);
    }
  g_rand_free (rand);
  return scenario;
}

/* The median and the most of times (sorted). */
static void
median_and_most (GArray *times,
                 double *median,
                 double *most)
{
  g_array_sort (times, compare_doubles);
  *median = g_array_index (times, double, times->len / 2);
  *most = g_array_index (times, double, times->len - 1);
}

/* A hex in the middle of the view made woods, or open ground if it is
 * woods: a designer's click, shown before the function returns. */
static void
edit_in_view (Run *run)
{
  WadiDocument    *document = wadi_window_get_document (run->window);
  WadiViewport    *viewport = wadi_canvas_get_viewport (wadi_window_get_canvas (run->window));
  const WadiBoard *grid = wadi_scenario_grid (wadi_document_get_scenario (document));
  WadiHex          hex = wadi_hex_at_point (grid->layout, wadi_viewport_get_center_x (viewport),
                                            wadi_viewport_get_center_y (viewport));
  WadiHexCell      cell = *wadi_board_cell (grid, hex);

  cell.terrain = cell.terrain == WADI_TERRAIN_WOODS ? WADI_TERRAIN_OPEN : WADI_TERRAIN_WOODS;
  wadi_document_begin_edit (document, "bench edit");
  wadi_document_set_cell (document, hex, &cell);
  wadi_document_end_edit (document);
  run_until_view_drawn (run);
  settle ();
}

/* One pan of PAN_FRAMES frames at zoom from (x, y) (with edit_first,
 * after an edit in view): the median, the worst and the first frame, and
 * the median and worst of the canvas's own part. */
static void
pan_at (Run     *run,
        double   zoom,
        double   x,
        double   y,
        gboolean edit_first,
        double   frame[3],
        double   canvas[2])
{
  WadiViewport *viewport = wadi_canvas_get_viewport (wadi_window_get_canvas (run->window));
  gint64        deadline;

  wadi_viewport_set_zoom (viewport, zoom);
  wadi_viewport_set_center (viewport, x, y);
  run_until_view_drawn (run);
  settle ();
  if (edit_first)
    edit_in_view (run);
  run->frames = g_array_new (FALSE, FALSE, sizeof (double));
  run->canvas = g_array_new (FALSE, FALSE, sizeof (double));
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  for (int i = 0; i < PAN_FRAMES; i++)
    {
      guint painted = run->frames->len;

      wadi_viewport_set_center (viewport, wadi_viewport_get_center_x (viewport) + PAN_PIXELS / zoom,
                                wadi_viewport_get_center_y (viewport));
      while (run->frames->len == painted && g_get_monotonic_time () < deadline)
        g_main_context_iteration (NULL, TRUE);
    }
  if (g_getenv ("WADI_BENCH_VIEW_EACH"))
    for (guint i = 0; i < run->frames->len; i++)
      if (g_array_index (run->frames, double, i) > 3.5)
        g_printerr ("pan at %.0f px a hex, frame %u: %.2f ms of main-thread CPU\n", zoom, i,
                    g_array_index (run->frames, double, i));
  frame[2] = g_array_index (run->frames, double, 0);
  median_and_most (run->frames, &frame[0], &frame[1]);
  median_and_most (run->canvas, &canvas[0], &canvas[1]);
  g_clear_pointer (&run->frames, g_array_unref);
  g_clear_pointer (&run->canvas, g_array_unref);
}

/* Runs the main loop until the analysis has its newest answer. */
static gboolean
analysis_answered (gpointer data)
{
  return !wadi_analysis_is_pending (data);
}

/* The same pans with the Analysis tool's viewshed of the map's middle
 * shaded over the map. */
static void
measure_analysis_pans (Run *run)
{
  const double  zooms[] = { 4.0, 12.0, 40.0 };
  WadiCanvas   *canvas = wadi_window_get_canvas (run->window);
  WadiAnalysis *analysis = wadi_canvas_get_analysis (canvas);
  double        frame[3], canvas_part[2];

  wadi_analysis_show_viewshed (analysis, (WadiHex) { 500, 500 });
  run_until (analysis_answered, analysis);
  printf ("pan with the viewshed of the map's middle shaded, main-thread CPU a frame, ms\n");
  printf ("px/hex   median    worst    goal  worst/goal   the canvas's part: median  worst\n");
  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      pan_at (run, zooms[z], 200.0, 480.0, FALSE, frame, canvas_part);
      printf ("%6.0f  %7.2f  %7.2f  %6.0f  %10.2f  %26.2f  %5.2f\n", zooms[z], frame[0], frame[1], 4.0,
              frame[1] / 4.0, canvas_part[0], canvas_part[1]);
    }
  printf ("\n");
  wadi_analysis_clear (analysis);
  run_until (analysis_answered, analysis);
}

/* The pointer moved across the canvas a frame at a time, at 24 px a hex:
 * the main-thread CPU of a frame, median and worst. */
static void
hover_frames (Run   *run,
              double result[2])
{
  WadiCanvas *canvas = wadi_window_get_canvas (run->window);

  run->frames = g_array_new (FALSE, FALSE, sizeof (double));
  run->canvas = g_array_new (FALSE, FALSE, sizeof (double));
  for (int i = 0; i < PAN_FRAMES; i++)
    {
      guint  painted = run->frames->len;
      gint64 deadline = g_get_monotonic_time () + G_USEC_PER_SEC;

      wadi_canvas_pointer_motion (canvas, 1000 + 13 * (i % 30), 700 + 7 * (i % 20), 0);
      while (run->frames->len == painted && g_get_monotonic_time () < deadline)
        g_main_context_iteration (NULL, TRUE);
    }
  median_and_most (run->frames, &result[0], &result[1]);
  g_clear_pointer (&run->frames, g_array_unref);
  g_clear_pointer (&run->canvas, g_array_unref);
}

/* The hover across the lower right of the canvas, with nothing selected
 * and with a hex selected in the upper left. */
static void
measure_hover (Run *run)
{
  WadiCanvas   *canvas = wadi_window_get_canvas (run->window);
  WadiViewport *viewport = wadi_canvas_get_viewport (canvas);
  double        alone[2], selected[2];

  wadi_viewport_set_zoom (viewport, 24.0);
  wadi_viewport_set_center (viewport, 300.0, 500.0);
  run_until_view_drawn (run);
  settle ();
  hover_frames (run, alone);
  wadi_canvas_pointer_press (canvas, 60, 60, 1, 0);
  wadi_canvas_pointer_release (canvas, 60, 60, 0);
  run_until_view_drawn (run);
  settle ();
  hover_frames (run, selected);
  printf ("hover across the canvas at 24 px a hex, main-thread CPU a frame: median %.2f ms, worst %.2f ms;\n"
          "  with a hex selected across the canvas from it: median %.2f ms, worst %.2f ms\n\n",
          alone[0], alone[1], selected[0], selected[1]);
}

/* What a frame of the ghost cost before it was kept as a picture: the
 * renderer drawing the tool's ghost at the view, as the canvas drew it
 * every frame (and still does where it cannot be moved). */
static double
ghost_reference_ms (WadiWindow *window)
{
  WadiCanvas         *canvas = wadi_window_get_canvas (window);
  WadiViewport       *viewport = wadi_canvas_get_viewport (canvas);
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (window));
  g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();
  g_autoptr(WadiScenario) ghost = NULL;
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (WadiRenderGhostCell));
  g_autoptr(GArray) covered = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  WadiRenderView   view = { 0 };
  WadiHex          origin;
  cairo_surface_t *surface;
  cairo_t         *cr;
  gint64           start;

  view.center_x = wadi_viewport_get_center_x (viewport);
  view.center_y = wadi_viewport_get_center_y (viewport);
  view.zoom = wadi_viewport_get_zoom (viewport);
  view.width = wadi_viewport_get_width (viewport);
  view.height = wadi_viewport_get_height (viewport);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, view.width, view.height);
  cr = cairo_create (surface);
  start = g_get_monotonic_time ();
  wadi_tool_get_stamp_ghost (wadi_canvas_get_tool (canvas), cells);
  for (guint i = 0; i < cells->len; i++)
    g_array_append_val (covered, g_array_index (cells, WadiRenderGhostCell, i).hex);
  ghost = wadi_tool_get_stamp_ghost_scenario (wadi_canvas_get_tool (canvas), &origin);
  g_assert (ghost != NULL);
  wadi_renderer_draw_ghost (renderer, cr, &view, ghost, origin, scenario->map,
                            (const WadiHex *) (gconstpointer) covered->data, covered->len, 1.0);
  cairo_surface_flush (surface);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return (g_get_monotonic_time () - start) / 1000.0;
}

/* A selection of WADI_TOOL_AREA_GHOST_MAX_HEXES hexes (20 x 20 of
 * the map's mixed terrain) dragged a hex a frame, at 24 and 64 px a hex:
 * the main-thread CPU of a frame, median and worst, beside the renderer
 * drawing the ghost once at the view (what each frame cost before). */
static void
measure_drag (Run *run)
{
  const double  zooms[] = { 24.0, 64.0 };
  WadiCanvas   *canvas = wadi_window_get_canvas (run->window);
  WadiViewport *viewport = wadi_canvas_get_viewport (canvas);
  const int     side = (int) sqrt (WADI_TOOL_AREA_GHOST_MAX_HEXES);
  g_autoptr(GArray) area = g_array_new (FALSE, FALSE, sizeof (WadiHex));

  for (int row = 490; row < 490 + side; row++)
    for (int col = 490; col < 490 + side; col++)
      g_array_append_val (area, ((WadiHex) { col, row }));
  wadi_canvas_set_tool_kind (canvas, WADI_TOOL_AREA);
  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      const WadiBoard *board = wadi_scenario_grid (wadi_document_get_scenario (wadi_window_get_document (run->window)));
      double           x, y, median, most, canvas_median, canvas_most, reference[PAN_FRAMES];

      wadi_tool_set_area (wadi_canvas_get_tool (canvas), area);
      wadi_viewport_set_zoom (viewport, zooms[z]);
      wadi_hex_center (board->layout, (WadiHex) { 500, 500 }, &x, &y);
      wadi_viewport_set_center (viewport, x, y);
      run_until_view_drawn (run);
      settle ();
      wadi_viewport_map_to_screen (viewport, x, y, &x, &y);
      wadi_canvas_pointer_press (canvas, x, y, 1, 0);
      run->frames = g_array_new (FALSE, FALSE, sizeof (double));
      run->canvas = g_array_new (FALSE, FALSE, sizeof (double));
      for (int i = 0; i < PAN_FRAMES; i++)
        {
          guint  painted = run->frames->len;
          gint64 deadline = g_get_monotonic_time () + G_USEC_PER_SEC;
          double hx, hy;

          /* a hex further down each frame, and back up */
          wadi_hex_center (board->layout, (WadiHex) { 500, 501 + i % 4 }, &hx, &hy);
          wadi_viewport_map_to_screen (viewport, hx, hy, &hx, &hy);
          wadi_canvas_pointer_motion (canvas, hx, hy, 0);
          while (run->frames->len == painted && g_get_monotonic_time () < deadline)
            g_main_context_iteration (NULL, TRUE);
          reference[i] = ghost_reference_ms (run->window);
        }
      median_and_most (run->frames, &median, &most);
      median_and_most (run->canvas, &canvas_median, &canvas_most);
      g_clear_pointer (&run->frames, g_array_unref);
      g_clear_pointer (&run->canvas, g_array_unref);
      qsort (reference, PAN_FRAMES, sizeof (double), compare_doubles);
      printf ("a selection of %u hexes dragged at %.0f px a hex, main-thread CPU a frame: median %.2f ms, worst "
              "%.2f ms (the canvas's snapshot: median %.2f ms, worst %.2f ms); the ghost drawn at the view (reference): "
              "median %.2f ms\n",
              area->len, zooms[z], median, most, canvas_median, canvas_most, reference[PAN_FRAMES / 2]);
      /* let go where it was taken: nothing moves */
      wadi_canvas_pointer_release (canvas, x, y, 0);
    }
  wadi_canvas_set_tool_kind (canvas, WADI_TOOL_SELECT);
  printf ("\n");
}

static void
measure_pans (Run *run)
{
  const double zooms[] = { 4.0, 12.0, 24.0, 40.0, 64.0 };
  double       frame[3], canvas[2], plain[3];

  /* Every zoom twice, the second round the figures: under GTK's GL
   * renderer on llvmpipe the process's first pans cost up to twice the
   * later ones, whatever the zoom (the C library's heap grows and is
   * trimmed while the renderer's buffers find their sizes: hundreds of
   * page faults a frame), which would be counted against the zooms
   * measured first. */
  for (int round = 1; round <= 2; round++)
    {
      printf ("pan, 40 px a frame for %d frames, %s: main-thread CPU a frame, ms\n", PAN_FRAMES,
              round == 1 ? "the process's first round" : "the second round");
      printf ("px/hex   median    worst    goal  worst/goal   the canvas's part: median  worst"
              "   the renderer at once (ref)\n");
      for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
        {
          /* room to the east for every frame's step */
          pan_at (run, zooms[z], 200.0, 500.0, FALSE, frame, canvas);
          printf ("%6.0f  %7.2f  %7.2f  %6.0f  %10.2f  %26.2f  %5.2f  %10.1f\n", zooms[z], frame[0], frame[1], 4.0,
                  frame[1] / 4.0, canvas[0], canvas[1], reference_ms (run->window));
        }
      printf ("\n");
    }

  /* The tiles the pan brings (onto ground no pan drew yet) are drawn in
   * threads from a copy of the scenario, which an edit in view made out
   * of date there. */
  pan_at (run, 12.0, 400.0, 250.0, FALSE, plain, canvas);
  pan_at (run, 12.0, 400.0, 750.0, TRUE, frame, canvas);
  printf ("pan at 12 px a hex after a one-hex edit in view: the first frame %.2f ms, worst %.2f ms "
          "(without the edit, same run: %.2f, %.2f ms)\n\n",
          frame[2], frame[1], plain[2], plain[1]);
  measure_analysis_pans (run);
}

static void
measure_zoom (Run *run)
{
  WadiCanvas   *canvas = wadi_window_get_canvas (run->window);
  WadiViewport *viewport = wadi_canvas_get_viewport (canvas);
  guint         id;
  gint64        sharp;

  wadi_canvas_zoom_fit (canvas);
  run_until_view_drawn (run);
  settle ();
  run->zoom_from = wadi_viewport_get_zoom (viewport);
  run->zoom_to = 64.0;
  run->step = 0;
  run->steps = ZOOM_STEPS;
  run->last_step = 0;
  run->last_ping = 0;
  run->longest_gap = 0;
  run->longest_cpu = 0.0;
  run->frames = g_array_new (FALSE, FALSE, sizeof (double));
  id = g_timeout_add_full (G_PRIORITY_HIGH, PING_MS, ping, run, NULL);
  gtk_widget_add_tick_callback (GTK_WIDGET (run->window), zoom_tick, run, NULL);
  run_until (gesture_done, run);
  run_until (is_drawn, run->window);
  sharp = g_get_monotonic_time () - run->last_step;
  g_source_remove (id);
  if (g_getenv ("WADI_BENCH_VIEW_EACH"))
    for (guint i = 0; i < run->frames->len; i++)
      g_printerr ("zoom frame %u: %.1f ms of main-thread CPU\n", i, g_array_index (run->frames, double, i));
  g_clear_pointer (&run->frames, g_array_unref);
  printf ("\nzoom from the whole map (%.2f px a hex) to 64 px a hex in %d steps, one a frame\n", run->zoom_from,
          ZOOM_STEPS);
  printf ("longest stall  goal   sharp after the last step  goal   the renderer at once (ref)\n");
  printf ("%10.1f ms  %4d  %22.1f ms  %5d  %20.1f ms\n", run->longest_gap / 1000.0, 16, sharp / 1000.0, 250,
          reference_ms (run->window));
  /* the part of a stall the main loop itself works, which another
   * process on the core does not lengthen */
  printf ("the most main-thread CPU between two timer firings: %.1f ms\n", run->longest_cpu);
}

int
main (int   argc,
      char *argv[])
{
  WadiWindow    *window;
  Run            run = { 0 };
  GdkFrameClock *clock;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_printerr ("wadi-bench-view needs a display: run it under xvfb-run\n");
      return 2;
    }
  /* Wadi's figures, not those of GL emulated in software under Xvfb. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  setvbuf (stdout, NULL, _IOLBF, 0);
  gtk_init ();
  adw_init ();
  {
    GtkWidgetClass *canvas_class = g_type_class_ref (WADI_TYPE_CANVAS);

    canvas_snapshot = canvas_class->snapshot;
    canvas_class->snapshot = timed_canvas_snapshot;
  }

  window = g_object_new (WADI_TYPE_WINDOW, NULL);
  g_object_ref_sink (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
  wadi_window_set_scenario (window, make_scenario (), NULL);
  gtk_window_present (GTK_WINDOW (window));
  run.window = window;
  run_until (is_drawn, window);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint), &run);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &run);
  printf ("the 1000 x 1000 map, %u diagnostics, window 1920 x 1080\n\n",
          g_list_model_get_n_items (G_LIST_MODEL (wadi_window_get_live_rules (window))));
  if (argc == 2 && g_strcmp0 (argv[1], "--drag-selection") == 0)
    measure_drag (&run);
  else
    {
      measure_pans (&run);
      measure_hover (&run);
      measure_drag (&run);
      measure_zoom (&run);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  return 0;
}
