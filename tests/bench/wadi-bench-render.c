/* wadi-bench-render.c: how fast a 1000 x 1000 hex map draws and paints
 *
 * Renders offscreen at 1920 x 1080 at the fit, a middle and a close zoom,
 * and times a 100-hex terrain stroke through the tools and the document
 * (with the renderer told what changed).  Prints ms per frame and per hex.
 * Built, never run as a test: run it by hand from the build folder.
 */
#include "config.h"

#include "wadi-render.h"
#include "wadi-tool.h"

#define MAP_SIDE 1000
#define WIDTH 1920
#define HEIGHT 1080

static WadiScenario *
make_map (void)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiBoard *board = wadi_board_new ("1", MAP_SIDE, MAP_SIDE,
                                     (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                     WADI_LABEL_NUMERIC, 1);
  GRand *rand = g_rand_new_with_seed (42);

  /* patches of terrain and hills, and a wadi winding down the map */
  for (int row = 0; row < MAP_SIDE; row++)
    for (int col = 0; col < MAP_SIDE; col++)
      {
        WadiHexCell cell = { 0 };
        int patch = ((col / 7) * 31 + (row / 5) * 17) % 11;

        cell.terrain = patch < 4 ? WADI_TERRAIN_OPEN : (guint8) (patch % WADI_TERRAIN_COUNT);
        cell.level = (gint8) ((col / 40 + row / 40) % 4);
        wadi_board_set_cell (board, (WadiHex) { col, row }, &cell);
      }
  for (int row = 0, col = MAP_SIDE / 2; row < MAP_SIDE; row++)
    {
      WadiHex hex = { col, row };
      WadiHexCell cell = *wadi_board_cell (board, hex);

      cell.depression = WADI_DEPRESSION_WADI;
      cell.floor = (gint8) (cell.level - 1);
      wadi_board_set_cell (board, hex, &cell);
      if (row + 1 < MAP_SIDE)
        wadi_board_set_side (board, (WadiHexside) { hex, 3 }, WADI_SIDE_DEPRESSION);
      if (g_rand_int_range (rand, 0, 8) == 0)
        wadi_board_set_side (board, (WadiHexside) { hex, 1 }, WADI_SIDE_CLIFF);
    }
  g_rand_free (rand);
  wadi_scenario_add_board (scenario, board);
  return scenario;
}

static void
bench_zoom (WadiRenderer    *renderer,
            cairo_t         *cr,
            const WadiBoard *board,
            const char      *name,
            double           zoom,
            int              frames)
{
  WadiRenderRequest request = { 0 };
  WadiRenderStats stats = { 0 };
  double x0, y0, x1, y1;
  gint64 start;
  double ms;

  wadi_render_board_extent (board, &x0, &y0, &x1, &y1);
  request.view.center_x = (x0 + x1) / 2.0;
  request.view.center_y = (y0 + y1) / 2.0;
  request.view.zoom = zoom > 0.0 ? zoom : MIN (WIDTH / (x1 - x0), HEIGHT / (y1 - y0));
  request.view.width = WIDTH;
  request.view.height = HEIGHT;
  request.show_grid = TRUE;
  request.show_labels = TRUE;

  /* one frame to fill the caches, as a canvas would have */
  wadi_renderer_draw (renderer, cr, &request, &stats);
  start = g_get_monotonic_time ();
  for (int i = 0; i < frames; i++)
    wadi_renderer_draw (renderer, cr, &request, &stats);
  ms = (g_get_monotonic_time () - start) / 1000.0 / frames;

  if (stats.far)
    g_print ("%-6s %7.2f px/hex: %8.2f ms/frame  (far-zoom image)\n", name, request.view.zoom, ms);
  else
    g_print ("%-6s %7.2f px/hex: %8.2f ms/frame  %7u hexes  %6.3f us/hex\n", name, request.view.zoom, ms,
             stats.hexes, ms * 1000.0 / MAX (stats.hexes, 1));
}

static void
bench_stroke (WadiDocument *document,
              WadiRenderer *renderer)
{
  g_autoptr(WadiTool) tool = wadi_tool_new ();
  const WadiBoard *board = wadi_scenario_get_board (wadi_document_get_scenario (document), 0);
  const int strokes = 20;
  gint64 start;
  double ms;

  g_signal_connect_swapped (document, "changed", G_CALLBACK (wadi_renderer_invalidate), renderer);
  wadi_tool_set_document (tool, document, 0);
  wadi_tool_set_kind (tool, WADI_TOOL_TERRAIN);

  start = g_get_monotonic_time ();
  for (int s = 0; s < strokes; s++)
    {
      double x, y;

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
  ms = (g_get_monotonic_time () - start) / 1000.0 / strokes;
  g_print ("stroke 100 hexes: %8.3f ms/stroke  %6.3f us/hex (edit, signal, far-image update)\n",
           ms, ms * 1000.0 / 100);

  start = g_get_monotonic_time ();
  for (int s = 0; s < strokes; s++)
    wadi_document_undo (document);
  ms = (g_get_monotonic_time () - start) / 1000.0 / strokes;
  g_print ("undo of a stroke:  %8.3f ms\n", ms);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(WadiDocument) document = wadi_document_new (make_map ());
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (surface);
  gint64 start;

  wadi_renderer_set_scenario (renderer, scenario);
  g_print ("map %d x %d hexes, view %d x %d\n", MAP_SIDE, MAP_SIDE, WIDTH, HEIGHT);

  start = g_get_monotonic_time ();
  bench_zoom (renderer, cr, wadi_scenario_get_board (scenario, 0), "first", 0.0, 1);
  g_print ("       (first fit frame with the far image built: %.1f ms)\n",
           (g_get_monotonic_time () - start) / 1000.0);
  bench_zoom (renderer, cr, wadi_scenario_get_board (scenario, 0), "fit", 0.0, 20);
  bench_zoom (renderer, cr, wadi_scenario_get_board (scenario, 0), "mid", 12.0, 5);
  bench_zoom (renderer, cr, wadi_scenario_get_board (scenario, 0), "close", 64.0, 5);
  bench_stroke (document, renderer);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return 0;
}
