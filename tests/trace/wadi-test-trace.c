/* wadi-test-trace.c: a varied board and its picture, for the trace tests */
#include "config.h"

#include <math.h>

#include "wadi-test-trace.h"

const WadiTraceClass wadi_test_trace_classes[] = {
  { WADI_TERRAIN_OPEN, WADI_DEPRESSION_NONE },
  { WADI_TERRAIN_WOODS, WADI_DEPRESSION_NONE },
  { WADI_TERRAIN_GRAIN, WADI_DEPRESSION_NONE },
  { WADI_TERRAIN_BRUSH, WADI_DEPRESSION_NONE },
  { WADI_TERRAIN_ORCHARD, WADI_DEPRESSION_NONE },
  { WADI_TERRAIN_BUILDING, WADI_DEPRESSION_NONE },
  { WADI_TERRAIN_MARSH, WADI_DEPRESSION_NONE },
  { WADI_TERRAIN_HAMMADA, WADI_DEPRESSION_NONE },
  { WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM },
  { WADI_TERRAIN_OPEN, WADI_DEPRESSION_GULLY },
};
const guint wadi_test_trace_n_classes = G_N_ELEMENTS (wadi_test_trace_classes);

#define N_SEEDS 36

static void
set_class (WadiBoard     *board,
           WadiHex        hex,
           WadiTraceClass klass)
{
  WadiHexCell cell = *wadi_board_cell (board, hex);

  cell.terrain = (guint8) klass.terrain;
  cell.depression = (guint8) klass.depression;
  cell.floor = klass.depression != WADI_DEPRESSION_NONE ? -1 : 0;
  wadi_board_set_cell (board, hex, &cell);
}

/* Patches: each hex takes the class of the nearest of N_SEEDS seeds,
 * the seeds' classes the eight terrains in turn (open twice as often). */
static void
paint_patches (WadiBoard *board,
               GRand     *rand)
{
  double sx[N_SEEDS], sy[N_SEEDS];

  for (int i = 0; i < N_SEEDS; i++)
    {
      sx[i] = g_rand_double_range (rand, 0.0, board->cols * 0.866);
      sy[i] = g_rand_double_range (rand, 0.0, board->rows);
    }
  for (guint i = 0; i < wadi_board_hex_count (board); i++)
    {
      WadiHex hex = wadi_board_hex_at_index (board, i);
      double  x, y, best = INFINITY;
      int     nearest = 0;

      if (!wadi_board_contains (board, hex))
        continue;
      wadi_hex_center (board->layout, hex, &x, &y);
      for (int k = 0; k < N_SEEDS; k++)
        {
          double d = hypot (x - sx[k], y - sy[k]);

          if (d < best)
            {
              best = d;
              nearest = k;
            }
        }
      set_class (board, hex, wadi_test_trace_classes[nearest % 10 >= 8 ? 0 : nearest % 10]);
    }
}

/* A depression wandering from the left edge to the right one, through
 * open ground, joined through the hexsides between its hexes. */
static void
paint_depression (WadiBoard     *board,
                  GRand         *rand,
                  WadiTraceClass klass,
                  int            row)
{
  WadiHex hex = { 0, row };
  WadiHex previous = { -1, -1 };

  while (hex.col < board->cols)
    {
      WadiDirection dir;

      if (wadi_board_contains (board, hex))
        {
          set_class (board, hex, klass);
          if (previous.col >= 0 && wadi_hex_direction_to (board->layout, previous, hex, &dir))
            wadi_board_set_side (board, (WadiHexside) { previous, dir },
                                 wadi_board_get_side (board, (WadiHexside) { previous, dir }) | WADI_SIDE_DEPRESSION);
        }
      previous = hex;
      /* on to the north-east, east or south-east neighbour */
      dir = (WadiDirection) g_rand_int_range (rand, 1, 3);
      hex = wadi_hex_neighbor (board->layout, hex, dir);
      if (hex.row < 1 || hex.row >= board->rows - 1)
        hex = wadi_hex_neighbor (board->layout, previous, dir == 1 ? 2 : 1);
    }
}

/* Walls and hedges: one on every hexside direction 1 (north-east) of
 * some hexes, away from the depressions' hexsides. */
static void
paint_hexsides (WadiBoard *board,
                GRand     *rand)
{
  for (guint i = 0; i < wadi_board_hex_count (board); i++)
    {
      WadiHex     hex = wadi_board_hex_at_index (board, i);
      WadiHexside side = { hex, (WadiDirection) g_rand_int_range (rand, 0, 3) };
      int         roll = g_rand_int_range (rand, 0, 10);

      if (!wadi_board_contains (board, hex) || !wadi_board_contains (board, wadi_hexside_other_hex (board->layout, side))
          || wadi_board_get_side (board, side) != 0 || roll > 1)
        continue;
      wadi_board_set_side (board, side, roll == 0 ? WADI_SIDE_WALL : WADI_SIDE_HEDGE);
    }
}

WadiScenario *
wadi_test_trace_scenario (void)
{
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiBoard     *board = wadi_board_new ("25", WADI_GEOMORPHIC_COLUMNS, WADI_GEOMORPHIC_ROWS, layout, WADI_LABEL_ASL, 0);
  g_autoptr (GRand) rand = g_rand_new_with_seed (30);

  paint_patches (board, rand);
  paint_depression (board, rand, wadi_test_trace_classes[8], 3);
  paint_depression (board, rand, wadi_test_trace_classes[8], 8);
  paint_depression (board, rand, wadi_test_trace_classes[9], 5);
  paint_hexsides (board, rand);
  g_assert_cmpuint (wadi_scenario_add_board (scenario, board), ==, 0);
  return scenario;
}

void
wadi_test_trace_picture (const WadiScenario *scenario,
                         const char         *dir,
                         double              pixels_per_hex,
                         double              degrees,
                         double              shift_x,
                         double              shift_y,
                         const char         *path,
                         WadiSimilarity     *truth)
{
  g_autofree char *export_path = g_build_filename (dir, "export.png", NULL);
  g_autoptr (GError) error = NULL;
  WadiExportOptions options;
  cairo_surface_t  *exported, *page;
  double            x0, y0, x1, y1, angle = degrees * G_PI / 180.0;
  double            a, b;
  int               width, height, page_width = 0, page_height = 0;
  cairo_t          *cr;

  wadi_export_options_init (&options);
  options.format = WADI_EXPORT_PNG;
  options.pixels_per_hex = pixels_per_hex;
  options.board = 0;
  options.counters = FALSE;
  g_assert_true (wadi_export_write (scenario, &options, export_path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (wadi_export_extent (scenario, &options, &x0, &y0, &x1, &y1));

  exported = cairo_image_surface_create_from_png (export_path);
  g_assert_cmpint (cairo_surface_status (exported), ==, CAIRO_STATUS_SUCCESS);
  width = cairo_image_surface_get_width (exported);
  height = cairo_image_surface_get_height (exported);
  /* the turned picture's corners all on the page, a margin beyond */
  for (int k = 0; k < 4; k++)
    {
      double cx = (k & 1) ? width : 0, cy = (k & 2) ? height : 0;
      double px = shift_x + cx * cos (angle) - cy * sin (angle);
      double py = shift_y + cx * sin (angle) + cy * cos (angle);

      g_assert_cmpfloat (px, >=, 0.0);
      g_assert_cmpfloat (py, >=, 0.0);
      page_width = MAX (page_width, (int) ceil (px) + 8);
      page_height = MAX (page_height, (int) ceil (py) + 8);
    }
  page = cairo_image_surface_create (CAIRO_FORMAT_RGB24, page_width, page_height);
  cr = cairo_create (page);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_translate (cr, shift_x, shift_y);
  cairo_rotate (cr, angle);
  cairo_set_source_surface (cr, exported, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_paint (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (page, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (page);
  cairo_surface_destroy (exported);

  /* page = R e + shift, e = (board - (x0, y0)) * k: board = R^-1 (page -
   * shift) / k + (x0, y0) */
  a = cos (-angle) / pixels_per_hex;
  b = sin (-angle) / pixels_per_hex;
  truth->a = a;
  truth->b = b;
  truth->tx = -(a * shift_x - b * shift_y) + x0;
  truth->ty = -(b * shift_x + a * shift_y) + y0;
}
