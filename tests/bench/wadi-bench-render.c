/* wadi-bench-render.c: how fast a 1000 x 1000 hex map draws and paints
 *
 * Renders offscreen at 1920 x 1080 at the fit, a near (the smallest zoom
 * that draws hexes), a middle, a detail (symbols and level numbers), a
 * labels (the most text: 1500 eight-digit labels) and a close zoom.  At
 * each it times:
 *   cold   a frame at a zoom not drawn before (as during a pinch), nothing
 *          cached but the far image;
 *   pan    frames of a view moving 53 x 17 pixels at a time (mean, max);
 *   warm   the same view again (hover, selection);
 *   flat   the reference, measured in the same run: the hexes in view
 *          filled as hex paths with one flat colour in one cairo_fill,
 *          without antialiasing.  The renderer cannot draw less than that
 *          through cairo's paths;
 * and prints each with its ratio to the goal (8 ms) and to the reference.
 * Then, with the diagnostics layer on (40 000 diagnostics spread over the
 * map, 10 000 of each kind: hex, hexside, vertex and counter, the counter
 * ones on 10 000 fords on open ground, of every severity), it times the
 * cold and warm frames again and prints them beside the same run's frame
 * without diagnostics (cold) and the goal.
 * Then the passing layer with the whole map selected (Select All), at
 * five zooms, beside the flat fill and the goal.
 * Then it times a 100-hex terrain stroke through the tools and the
 * document, alone and with a frame drawn after every hex, against the
 * goal of 1 ms a hex.  Times are medians of several frames.
 *
 * Built, never run as a test: run it by hand, build/tests/bench/wadi-bench-render.
 * With --png DIR it only writes the frames with diagnostics at the fit, a
 * far (6 px per hex) and a near (24) zoom into DIR, to look at.  With
 * --bare the map has no fords and no diagnostics: the scene of the
 * figures measured before the diagnostics layer was benchmarked, so that
 * a build from before can be compared with one from after.  With
 * --select-all it only times the passing layer with the map selected;
 * with --drag-selection, the passing layer while a selection of
 * WADI_TOOL_AREA_GHOST_MAX_HEXES (400) hexes is dragged, what it holds
 * shown, beside its outline alone.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "wadi-bench-map.h"
#include "wadi-render.h"
#include "wadi-tool.h"

#define MAP_SIDE 1000
#define WIDTH 1920
#define HEIGHT 1080
#define GOAL_FRAME_MS 8.0
#define GOAL_PAINT_MS 1.0
#define REPEATS 11
#define PAN_FRAMES 24
#define N_EACH_KIND 10000

/* 10 000 fords on open ground (a counter diagnostic each, as the ASL
 * validator flags them) and 10 000 diagnostics of each other kind, spread
 * at random over the map, of every severity. */
static WadiDiagnostic *
make_diagnostics (WadiScenario *scenario,
                  guint        *n_marks)
{
  const WadiBoard *board = wadi_scenario_grid (scenario);
  WadiDiagnostic  *marks = g_new0 (WadiDiagnostic, 4 * N_EACH_KIND);
  GRand           *rand = g_rand_new_with_seed (7);
  guint            n = 0;

  for (int i = 0; i < 4 * N_EACH_KIND; i++)
    {
      WadiDiagnostic *mark = &marks[n];
      WadiHex         hex = { g_rand_int_range (rand, 0, MAP_SIDE), g_rand_int_range (rand, 0, MAP_SIDE) };

      mark->code = "bench";
      mark->rule = "B20.8";
      mark->message = "bench";
      mark->hex = hex;
      mark->severity = (WadiSeverity) g_rand_int_range (rand, 0, 3);
      switch (i % 4)
        {
        case 0:
          mark->place = WADI_DIAG_AT_HEX;
          break;
        case 1:
          mark->place = WADI_DIAG_AT_HEXSIDE;
          mark->hexside = (WadiHexside) { hex, (WadiDirection) g_rand_int_range (rand, 0, 6) };
          break;
        case 2:
          mark->place = WADI_DIAG_AT_VERTEX;
          mark->vertex = (WadiVertex) { hex, (WadiVertexIndex) g_rand_int_range (rand, 0, 6) };
          break;
        default:
          {
            WadiCounter ford = { 0 };

            while (wadi_board_cell (board, hex)->terrain != WADI_TERRAIN_OPEN)
              hex = (WadiHex) { g_rand_int_range (rand, 0, MAP_SIDE), g_rand_int_range (rand, 0, MAP_SIDE) };
            mark->hex = hex;
            ford.kind = WADI_COUNTER_FORD;
            ford.hex = hex;
            mark->place = WADI_DIAG_AT_COUNTER;
            mark->severity = WADI_SEVERITY_ERROR;
            mark->counter = wadi_scenario_add_counter (scenario, &ford);
            break;
          }
        }
      n++;
    }
  g_rand_free (rand);
  *n_marks = n;
  return marks;
}

/* A full view of the map's centre at zoom (0: the whole map fitted), with
 * the grid, the labels and the marks. */
static void
centred_request (const WadiBoard      *board,
                 const WadiDiagnostic *marks,
                 guint                 n_marks,
                 double                zoom,
                 WadiRenderRequest    *request)
{
  double x0, y0, x1, y1;

  wadi_render_board_extent (board, &x0, &y0, &x1, &y1);
  memset (request, 0, sizeof *request);
  request->view.center_x = (x0 + x1) / 2.0;
  request->view.center_y = (y0 + y1) / 2.0;
  request->view.zoom = zoom > 0.0 ? zoom : MIN (WIDTH / (x1 - x0), HEIGHT / (y1 - y0));
  request->view.width = WIDTH;
  request->view.height = HEIGHT;
  request->show_grid = TRUE;
  request->show_labels = TRUE;
  request->marks = marks;
  request->n_marks = n_marks;
}

static void
write_pngs (WadiRenderer         *renderer,
            cairo_t              *cr,
            const WadiBoard      *board,
            const WadiDiagnostic *marks,
            guint                 n_marks,
            const char           *dir)
{
  /* the fit, and each of the benchmark's zooms */
  const double zooms[] = { 0.0, 4.0, 6.0, 12.0, 24.0, 40.0, 64.0 };
  double       x0, y0, x1, y1;

  wadi_render_board_extent (board, &x0, &y0, &x1, &y1);
  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      WadiRenderRequest request = { 0 };
      g_autofree char  *name = g_strdup_printf ("diagnostics-%g.png", zooms[z]);
      g_autofree char  *path = g_build_filename (dir, name, NULL);

      centred_request (board, marks, n_marks, zooms[z], &request);
      /* closer, a quarter of the way in, where the map is busy */
      if (zooms[z] > 0.0)
        {
          request.view.center_x = (x0 + x1) / 4.0;
          request.view.center_y = (y0 + y1) / 4.0;
        }
      wadi_renderer_draw (renderer, cr, &request, NULL);
      cairo_surface_flush (cairo_get_target (cr));
      if (cairo_surface_write_to_png (cairo_get_target (cr), path) != CAIRO_STATUS_SUCCESS)
        g_printerr ("cannot write %s\n", path);
      else
        g_print ("%s\n", path);
    }
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (double *values,
        int     n)
{
  qsort (values, (size_t) n, sizeof *values, compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

/* This thread's CPU time so far, in ms. */
static double
thread_cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1000.0 + now.tv_nsec / 1e6;
}

static double
time_frame (WadiRenderer            *renderer,
            cairo_t                 *cr,
            const WadiRenderRequest *request,
            WadiRenderStats         *stats)
{
  gint64 start = g_get_monotonic_time ();

  wadi_renderer_draw (renderer, cr, request, stats);
  cairo_surface_flush (cairo_get_target (cr));
  return (g_get_monotonic_time () - start) / 1000.0;
}

/* The reference: the hexes in view as hex paths, one flat colour, one
 * fill, no antialiasing. */
static double
time_flat_fill (cairo_t                 *cr,
                const WadiBoard         *board,
                const WadiRenderRequest *request)
{
  const WadiRenderView *view = &request->view;
  double                times[REPEATS];

  for (int r = 0; r < REPEATS; r++)
    {
      gint64 start = g_get_monotonic_time ();

      cairo_save (cr);
      cairo_translate (cr, view->width / 2.0, view->height / 2.0);
      cairo_scale (cr, view->zoom, view->zoom);
      cairo_translate (cr, -view->center_x, -view->center_y);
      cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
      for (int row = 0; row < board->rows; row++)
        for (int col = 0; col < board->cols; col++)
          {
            WadiHex hex = { col, row };
            double  x, y;

            if (!wadi_render_hex_in_view (view, board->layout, hex))
              continue;
            wadi_hex_corner (board->layout, hex, 0, &x, &y);
            cairo_move_to (cr, x, y);
            for (WadiVertexIndex k = 1; k < 6; k++)
              {
                wadi_hex_corner (board->layout, hex, k, &x, &y);
                cairo_line_to (cr, x, y);
              }
            cairo_close_path (cr);
          }
      /* building the path is not the fill's cost */
      start = g_get_monotonic_time ();
      cairo_set_source_rgb (cr, 0.9, 0.85, 0.7);
      cairo_fill (cr);
      cairo_restore (cr);
      cairo_surface_flush (cairo_get_target (cr));
      times[r] = (g_get_monotonic_time () - start) / 1000.0;
    }
  return median (times, REPEATS);
}

/* Select All on the whole map: what passes over the map (the transient
 * layer, drawn every frame a hover moves) with its million hexes
 * selected, beside the same run's flat fill of the hexes in view and
 * the goal.  Before the selection was filled through a mask far out and
 * outlined round its edge only: 9.1 s at 1 px a hex, 0.95 s at 4, 130 ms
 * at 12, 40 ms at 24 (zz-sel, this machine, 2026-12-01). */
static void
bench_selection (WadiRenderer    *renderer,
                 cairo_t         *cr,
                 const WadiBoard *board)
{
  const double zooms[] = { 0.0, 4.0, 12.0, 24.0, 64.0 };
  g_autoptr(GArray) all = g_array_sized_new (FALSE, FALSE, sizeof (WadiHex), (guint) (board->cols * board->rows));

  for (int row = 0; row < board->rows; row++)
    for (int col = 0; col < board->cols; col++)
      g_array_append_val (all, ((WadiHex) { col, row }));
  g_print ("Select All (%u hexes): the passing layer a frame\n", all->len);
  g_print ("%8s %8s %8s %8s %8s\n", "px/hex", "frame", "flat", "/goal", "/flat");
  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      WadiRenderRequest request;
      double            times[REPEATS], frame, flat;

      centred_request (board, NULL, 0, zooms[z], &request);
      request.layers = WADI_RENDER_LAYER_TRANSIENT;
      request.selection = (const WadiHex *) (gconstpointer) all->data;
      request.n_selection = all->len;
      for (int r = 0; r < REPEATS; r++)
        times[r] = time_frame (renderer, cr, &request, NULL);
      frame = median (times, REPEATS);
      flat = time_flat_fill (cr, board, &request);
      g_print ("%8.2f %8.1f %8.1f %8.2f %8.2f\n", request.view.zoom, frame, flat, frame / GOAL_FRAME_MS,
               frame / flat);
    }
  g_print ("\n");
}

/* A frame of the passing layer while a selection is dragged: the
 * outline of where it would go (the preview), and with
 * --drag-selection also all it holds there (the ghost, as the canvas
 * draws it: the tool's ghost cells, its scenario, drawn opaque). */
static double
time_drag_frame (WadiTool           *tool,
                 WadiRenderer       *renderer,
                 WadiRenderer       *ghost_renderer,
                 cairo_t            *cr,
                 WadiRenderRequest  *request,
                 const WadiScenario *scenario,
                 gboolean            with_ghost)
{
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (WadiRenderGhostCell));
  gint64 start = g_get_monotonic_time ();

  cairo_save (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_restore (cr);
  request->selection = (const WadiHex *) (gconstpointer) wadi_tool_get_preview (tool)->data;
  request->n_selection = wadi_tool_get_preview (tool)->len;
  if (with_ghost)
    {
      g_autoptr(WadiScenario) ghost = NULL;
      g_autoptr(GArray) covered = g_array_new (FALSE, FALSE, sizeof (WadiHex));
      WadiHex origin;

      wadi_tool_get_stamp_ghost (tool, cells);
      for (guint i = 0; i < cells->len; i++)
        g_array_append_val (covered, g_array_index (cells, WadiRenderGhostCell, i).hex);
      ghost = wadi_tool_get_stamp_ghost_scenario (tool, &origin);
      if (ghost != NULL)
        wadi_renderer_draw_ghost (ghost_renderer, cr, &request->view, ghost, origin, scenario->map,
                                  (const WadiHex *) (gconstpointer) covered->data, covered->len, 1.0);
    }
  wadi_renderer_draw (renderer, cr, request, NULL);
  cairo_surface_flush (cairo_get_target (cr));
  return (g_get_monotonic_time () - start) / 1000.0;
}

/* A selection of WADI_TOOL_AREA_GHOST_MAX_HEXES (the most that drags
 * with its contents shown) dragged a row at a time at four zooms: the
 * frame with the ghost beside the same run's frame with the outline only
 * (what a drag drew before) and the goal. */
static void
bench_drag_selection (WadiDocument *document,
                      cairo_t      *cr)
{
  const double        zooms[] = { 12.0, 24.0, 40.0, 64.0 };
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  const WadiBoard    *board = wadi_scenario_grid (scenario);
  const int           side = (int) sqrt (WADI_TOOL_AREA_GHOST_MAX_HEXES);
  const int           first = (MAP_SIDE - side) / 2;
  g_autoptr(GArray) area = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();
  g_autoptr(WadiRenderer) ghost_renderer = wadi_renderer_new ();
  WadiTool *tool = wadi_tool_new ();

  wadi_renderer_set_scenario (renderer, scenario);
  wadi_tool_set_document (tool, document);
  wadi_tool_set_kind (tool, WADI_TOOL_AREA);
  for (int row = first; row < first + side; row++)
    for (int col = first; col < first + side; col++)
      g_array_append_val (area, ((WadiHex) { col, row }));
  wadi_tool_set_area (tool, area);
  g_print ("A selection of %u hexes dragged: the passing layer a frame\n", area->len);
  g_print ("%8s %8s %8s %8s %8s\n", "px/hex", "ghost", "outline", "/goal", "/outline");
  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      WadiRenderRequest request;
      double            with[REPEATS], without[REPEATS], frame, outline, x, y;

      centred_request (board, NULL, 0, zooms[z], &request);
      request.layers = WADI_RENDER_LAYER_TRANSIENT;
      wadi_hex_center (board->layout, (WadiHex) { MAP_SIDE / 2, MAP_SIDE / 2 }, &x, &y);
      wadi_tool_press (tool, x, y, WADI_TOOL_MOD_NONE);
      for (int r = 0; r < REPEATS; r++)
        {
          /* a row further each frame, as a drag moves */
          wadi_hex_center (board->layout, (WadiHex) { MAP_SIDE / 2, MAP_SIDE / 2 + 1 + r % 2 }, &x, &y);
          wadi_tool_motion (tool, x, y, WADI_TOOL_MOD_NONE);
          with[r] = time_drag_frame (tool, renderer, ghost_renderer, cr, &request, scenario, TRUE);
          without[r] = time_drag_frame (tool, renderer, ghost_renderer, cr, &request, scenario, FALSE);
        }
      wadi_tool_cancel (tool);
      frame = median (with, REPEATS);
      outline = median (without, REPEATS);
      g_print ("%8.2f %8.1f %8.1f %8.2f %8.2f\n", request.view.zoom, frame, outline, frame / GOAL_FRAME_MS,
               frame / outline);
    }
  g_print ("\n");
  wadi_tool_free (tool);
}

static void
bench_zoom (WadiRenderer         *renderer,
            cairo_t              *cr,
            const WadiBoard      *board,
            const WadiDiagnostic *marks,
            guint                 n_marks,
            const char           *name,
            double                zoom)
{
  WadiRenderRequest request = { 0 };
  WadiRenderStats   stats = { 0 };
  double            x0, y0, x1, y1;
  double            cold[REPEATS], warm[REPEATS], pan_sum = 0.0, pan_max = 0.0;
  double            flat = 0.0, cold_ms, warm_ms, diag_cold_ms, diag_warm_ms;
  guint             hexes, diag_marks;

  wadi_render_board_extent (board, &x0, &y0, &x1, &y1);
  request.view.center_x = (x0 + x1) / 2.0;
  request.view.center_y = (y0 + y1) / 2.0;
  request.view.zoom = zoom > 0.0 ? zoom : MIN (WIDTH / (x1 - x0), HEIGHT / (y1 - y0));
  request.view.width = WIDTH;
  request.view.height = HEIGHT;
  request.show_grid = TRUE;
  request.show_labels = TRUE;
  zoom = request.view.zoom;

  /* cold: every frame at a zoom of its own, so nothing is reused */
  for (int r = 0; r < REPEATS; r++)
    {
      request.view.zoom = zoom * (1.0 + (r + 1) * 1e-6);
      cold[r] = time_frame (renderer, cr, &request, &stats);
    }
  request.view.zoom = zoom;
  time_frame (renderer, cr, &request, &stats);
  hexes = stats.hexes;

  for (int r = 0; r < REPEATS; r++)
    warm[r] = time_frame (renderer, cr, &request, &stats);

  for (int f = 0; f < PAN_FRAMES; f++)
    {
      double ms;

      request.view.center_x += 53.0 / zoom;
      request.view.center_y += 17.0 / zoom;
      ms = time_frame (renderer, cr, &request, &stats);
      pan_sum += ms;
      pan_max = MAX (pan_max, ms);
    }

  cold_ms = median (cold, REPEATS);
  warm_ms = median (warm, REPEATS);
  if (!stats.far)
    flat = time_flat_fill (cr, board, &request);

  /* the same frames with the diagnostics layer on; none with --bare, whose
   * frames (and tile caches) are then those of the runs before it */
  diag_cold_ms = cold_ms;
  diag_warm_ms = warm_ms;
  diag_marks = 0;
  if (n_marks > 0)
    {
      request.view.center_x -= PAN_FRAMES * 53.0 / zoom;
      request.view.center_y -= PAN_FRAMES * 17.0 / zoom;
      request.marks = marks;
      request.n_marks = n_marks;
      for (int r = 0; r < REPEATS; r++)
        {
          request.view.zoom = zoom * (1.0 + (r + 1) * 2e-6);
          cold[r] = time_frame (renderer, cr, &request, &stats);
        }
      request.view.zoom = zoom;
      time_frame (renderer, cr, &request, &stats);
      for (int r = 0; r < REPEATS; r++)
        warm[r] = time_frame (renderer, cr, &request, &stats);
      diag_cold_ms = median (cold, REPEATS);
      diag_warm_ms = median (warm, REPEATS);
      diag_marks = stats.marks;
    }

  g_print ("%-7s %6.2f %7u ", name, zoom, hexes);
  if (stats.far)
    g_print ("%8s ", "-");
  else
    g_print ("%8.2f ", flat);
  g_print ("%8.2f %7.2f %7.2f %7.2f   %5.2f %5.2f  ", cold_ms, pan_sum / PAN_FRAMES, pan_max, warm_ms,
           cold_ms / GOAL_FRAME_MS, pan_max / GOAL_FRAME_MS);
  if (stats.far)
    g_print ("%13s", "(far image)");
  else
    g_print ("%6.2f %6.2f ", cold_ms / flat, warm_ms / flat);
  g_print ("  %6u %8.2f %7.2f   %5.2f %5.2f\n", diag_marks, diag_cold_ms, diag_warm_ms,
           diag_cold_ms / GOAL_FRAME_MS, diag_cold_ms / cold_ms);
}

static void
bench_paint (WadiDocument *document,
             WadiRenderer *renderer,
             cairo_t      *cr)
{
  g_autoptr(WadiTool) tool = wadi_tool_new ();
  const WadiBoard  *board = wadi_scenario_grid (wadi_document_get_scenario (document));
  WadiRenderRequest request = { 0 };
  const int         strokes = 10;
  double            edit_ms = 0.0, paint_ms = 0.0, worst = 0.0, x, y;
  gint64            start;

  g_signal_connect_swapped (document, "changed", G_CALLBACK (wadi_renderer_invalidate), renderer);
  wadi_tool_set_document (tool, document);
  wadi_tool_set_kind (tool, WADI_TOOL_TERRAIN);

  /* the edits alone: the tool, the document, the signal, the caches told */
  start = g_get_monotonic_time ();
  for (int s = 0; s < strokes; s++)
    {
      wadi_tool_get_settings (tool)->terrain = s % 2 ? WADI_TERRAIN_WOODS : WADI_TERRAIN_GRAIN;
      wadi_hex_center (board->layout, (WadiHex) { 100, 200 + s * 3 }, &x, &y);
      wadi_tool_press (tool, x, y, WADI_TOOL_MOD_NONE);
      for (int i = 1; i < 100; i++)
        {
          wadi_hex_center (board->layout, (WadiHex) { 100 + i, 200 + s * 3 }, &x, &y);
          wadi_tool_motion (tool, x, y, WADI_TOOL_MOD_NONE);
        }
      wadi_tool_release (tool, x, y, WADI_TOOL_MOD_NONE);
    }
  edit_ms = (g_get_monotonic_time () - start) / 1000.0 / strokes / 100.0;

  /* and with the canvas drawn after every hex, at the middle and the
   * close zoom, looking at the stroke */
  for (int z = 0; z < 2; z++)
    {
      request.view.zoom = z == 0 ? 12.0 : 64.0;
      request.view.width = WIDTH;
      request.view.height = HEIGHT;
      request.show_grid = TRUE;
      request.show_labels = TRUE;
      wadi_hex_center (board->layout, (WadiHex) { z == 0 ? 150 : 110, 300 }, &request.view.center_x,
                       &request.view.center_y);
      wadi_renderer_draw (renderer, cr, &request, NULL);
      paint_ms = 0.0;
      worst = 0.0;
      for (int s = 0; s < strokes; s++)
        {
          int last = z == 0 ? 100 : 25;

          wadi_tool_get_settings (tool)->terrain = s % 2 ? WADI_TERRAIN_WOODS : WADI_TERRAIN_BRUSH;
          for (int i = 0; i < last; i++)
            {
              gint64 hex_start = g_get_monotonic_time ();
              double ms;

              wadi_hex_center (board->layout, (WadiHex) { 100 + i, 298 + s / 2 }, &x, &y);
              if (i == 0)
                wadi_tool_press (tool, x, y, WADI_TOOL_MOD_NONE);
              else
                wadi_tool_motion (tool, x, y, WADI_TOOL_MOD_NONE);
              wadi_renderer_draw (renderer, cr, &request, NULL);
              cairo_surface_flush (cairo_get_target (cr));
              ms = (g_get_monotonic_time () - hex_start) / 1000.0;
              paint_ms += ms;
              worst = MAX (worst, ms);
            }
          wadi_tool_release (tool, x, y, WADI_TOOL_MOD_NONE);
        }
      paint_ms /= strokes * (z == 0 ? 100 : 25);
      g_print ("paint, a frame after every hex, %5.1f px/hex: %6.3f ms/hex (worst %.3f)   %5.2f of the goal\n",
               request.view.zoom, paint_ms, worst, paint_ms / GOAL_PAINT_MS);
    }
  g_print ("paint, the edits alone:                        %6.3f ms/hex                  %5.3f of the goal\n",
           edit_ms, edit_ms / GOAL_PAINT_MS);

  start = g_get_monotonic_time ();
  while (wadi_document_can_undo (document))
    wadi_document_undo (document);
  g_print ("undo of all strokes: %.2f ms\n", (g_get_monotonic_time () - start) / 1000.0);
}

int
main (int   argc,
      char *argv[])
{
  gboolean                   bare = argc == 2 && strcmp (argv[1], "--bare") == 0;
  WadiScenario              *map = wadi_bench_make_map (MAP_SIDE);
  guint                      n_marks = 0;
  g_autofree WadiDiagnostic *marks = bare ? NULL : make_diagnostics (map, &n_marks);
  g_autoptr(WadiDocument) document = wadi_document_new (map);
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  const WadiBoard    *board = wadi_scenario_grid (scenario);
  g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();
  cairo_surface_t  *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_t          *cr = cairo_create (surface);
  WadiRenderRequest request = { 0 };
  double            x0, y0, x1, y1;
  gint64            start;

  wadi_renderer_set_scenario (renderer, scenario);
  /* --profile ZOOM [FRAMES]: cold frames at that zoom, with the
   * diagnostics, for a profiler (perf record -g taskset -c 0 ...
   * --profile 4; or, counting instructions the same on every run,
   * taskset -c 0 valgrind --tool=callgrind
   * --toggle-collect=wadi_renderer_draw ... --profile 40 20) */
  if ((argc == 3 || argc == 4) && strcmp (argv[1], "--profile") == 0)
    {
      double zoom = g_ascii_strtod (argv[2], NULL);
      int    frames = argc == 4 ? MAX (1, atoi (argv[3])) : 200;

      centred_request (board, marks, n_marks, zoom, &request);
      {
        double cpu0 = thread_cpu_ms (), cpu1;

        for (int r = 0; r < frames; r++)
          {
            request.view.zoom = zoom * (1.0 + (r + 1) * 1e-6);
            time_frame (renderer, cr, &request, NULL);
          }
        cpu1 = thread_cpu_ms ();
        /* the frame's own CPU time, whatever else the machine runs */
        g_print ("%.2f ms of CPU a cold frame at %.2f px per hex\n", (cpu1 - cpu0) / frames, zoom);
      }
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
      return 0;
    }
  if (argc == 2 && strcmp (argv[1], "--select-all") == 0)
    {
      bench_selection (renderer, cr, board);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
      return 0;
    }
  if (argc == 2 && strcmp (argv[1], "--drag-selection") == 0)
    {
      bench_drag_selection (document, cr);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
      return 0;
    }
  if (argc == 3 && strcmp (argv[1], "--png") == 0)
    {
      write_pngs (renderer, cr, board, marks, n_marks, argv[2]);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
      return 0;
    }
  g_print ("map %d x %d hexes, view %d x %d; ms, medians of %d frames; goal %.0f ms a frame\n",
           MAP_SIDE, MAP_SIDE, WIDTH, HEIGHT, REPEATS, GOAL_FRAME_MS);

  wadi_render_board_extent (board, &x0, &y0, &x1, &y1);
  request.view.center_x = (x0 + x1) / 2.0;
  request.view.center_y = (y0 + y1) / 2.0;
  request.view.zoom = MIN (WIDTH / (x1 - x0), HEIGHT / (y1 - y0));
  request.view.width = WIDTH;
  request.view.height = HEIGHT;
  start = g_get_monotonic_time ();
  wadi_renderer_draw (renderer, cr, &request, NULL);
  g_print ("first fit frame, the far image built: %.1f ms\n\n", (g_get_monotonic_time () - start) / 1000.0);

  g_print ("with diagnostics: %u (hex, hexside, vertex, counter) on %u counters\n\n", n_marks,
           scenario->counters->len);
  g_print ("%-7s %6s %7s %8s %8s %7s %7s %7s   %-11s  %-13s  %-24s  %-11s\n", "zoom", "px/hex", "hexes",
           "flat", "cold", "pan", "pan max", "warm", "/goal", "/flat", "with diagnostics", "/goal /ref");
  g_print ("%-7s %6s %7s %8s %8s %7s %7s %7s   %5s %5s  %6s %6s   %6s %8s %7s   %5s %5s\n", "", "", "",
           "(ref)", "", "mean", "", "", "cold", "pan", "cold", "warm", "marks", "cold", "warm", "cold",
           "cold");
  bench_zoom (renderer, cr, board, marks, n_marks, "fit", 0.0);
  bench_zoom (renderer, cr, board, marks, n_marks, "near", WADI_RENDER_FAR_ZOOM);
  bench_zoom (renderer, cr, board, marks, n_marks, "mid", 12.0);
  bench_zoom (renderer, cr, board, marks, n_marks, "detail", 24.0);
  bench_zoom (renderer, cr, board, marks, n_marks, "labels", 40.0);
  bench_zoom (renderer, cr, board, marks, n_marks, "close", 64.0);
  g_print ("\n");
  bench_selection (renderer, cr, board);
  bench_paint (document, renderer, cr);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return 0;
}
