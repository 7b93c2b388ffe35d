/* test-render.c: drawing boards into image surfaces, without a display */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <cairo.h>
#include <pango/pangocairo.h>
#ifdef CAIRO_HAS_PDF_SURFACE
#include <cairo-pdf.h>
#endif

#include "wadi-document.h"
#include "wadi-pick.h"
#include "wadi-counter-stack.h"
#include "wadi-render.h"
#include "wadi-render-rules.h"
#include "wadi-render-style.h"
#include "wadi-test-fixtures.h"

typedef enum
{
  CLASS_PALE,
  CLASS_GREEN,
  CLASS_BLUE,
  CLASS_BROWN,
  CLASS_DARK,
  CLASS_RED,
  CLASS_ORANGE,
  CLASS_OTHER,
} ColorClass;

static const char *
class_name (ColorClass c)
{
  static const char *names[] = { "pale", "green", "blue", "brown", "dark", "red", "orange", "other" };

  return names[c];
}

static ColorClass
classify (int r,
          int g,
          int b)
{
  int hi = MAX (r, MAX (g, b));
  int lo = MIN (r, MIN (g, b));

  if (hi < 90)
    return CLASS_DARK;
  if (lo > 195 && hi - lo < 50)
    return CLASS_PALE;
  if (b > r + 30 && b > g)
    return CLASS_BLUE;
  if (g > r + 10 && g > b + 15)
    return CLASS_GREEN;
  if (r > 180 && g < 80 && b < 80)
    return CLASS_RED;
  if (r > 200 && g > 100 && g < 160 && b < 80)
    return CLASS_ORANGE;
  if (r >= g && g >= b && r - b > 40)
    return CLASS_BROWN;
  return CLASS_OTHER;
}

typedef struct
{
  WadiScenario     *scenario;
  cairo_surface_t  *surface;
  WadiRenderer     *renderer;
  WadiRenderRequest request;
  WadiRenderStats   stats;
} Canvas;

static void
canvas_init (Canvas       *canvas,
             WadiScenario *scenario,
             int           width,
             int           height)
{
  memset (canvas, 0, sizeof *canvas);
  canvas->scenario = scenario;
  canvas->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  canvas->renderer = wadi_renderer_new ();
  wadi_renderer_set_scenario (canvas->renderer, scenario);
  canvas->request.view.width = width;
  canvas->request.view.height = height;
  canvas->request.show_grid = TRUE;
  canvas->request.show_labels = TRUE;
}

static void
canvas_clear (Canvas *canvas)
{
  wadi_renderer_free (canvas->renderer);
  cairo_surface_destroy (canvas->surface);
  wadi_scenario_free (canvas->scenario);
}

static void
canvas_look_at (Canvas     *canvas,
                const char *label,
                double      zoom)
{
  WadiHex hex;

  wadi_fixture_locate (canvas->scenario, label, &hex);
  wadi_hex_center (wadi_scenario_grid (canvas->scenario)->layout, hex, &canvas->request.view.center_x,
                   &canvas->request.view.center_y);
  canvas->request.view.zoom = zoom;
}

static void
canvas_draw (Canvas *canvas)
{
  cairo_t *cr = cairo_create (canvas->surface);

  wadi_renderer_draw (canvas->renderer, cr, &canvas->request, &canvas->stats);
  cairo_destroy (cr);
  cairo_surface_flush (canvas->surface);
}

/* The canvas's pixel at the map point (x, y), premultiplied ARGB. */
static guint32
canvas_pixel_at_map (Canvas *canvas,
                     double  x,
                     double  y)
{
  const WadiRenderView *view = &canvas->request.view;
  int                   px = (int) floor ((x - view->center_x) * view->zoom + view->width / 2.0);
  int                   py = (int) floor ((y - view->center_y) * view->zoom + view->height / 2.0);
  guchar               *data = cairo_image_surface_get_data (canvas->surface);
  int                   stride = cairo_image_surface_get_stride (canvas->surface);

  g_assert_cmpint (px, >=, 0);
  g_assert_cmpint (py, >=, 0);
  g_assert_cmpint (px, <, view->width);
  g_assert_cmpint (py, <, view->height);
  cairo_surface_flush (canvas->surface);
  return *(guint32 *) (gpointer) (data + py * stride + px * 4);
}

static ColorClass
canvas_class_at_map (Canvas *canvas,
                     double  x,
                     double  y)
{
  guint32 pixel = canvas_pixel_at_map (canvas, x, y);

  return classify (pixel >> 16 & 0xff, pixel >> 8 & 0xff, pixel & 0xff);
}

/* The pixel at (x, y) of surface, premultiplied ARGB. */
static guint32
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y)
{
  cairo_surface_flush (surface);
  return *(const guint32 *) (gconstpointer) (cairo_image_surface_get_data (surface)
                                             + (gsize) y * cairo_image_surface_get_stride (surface) + (gsize) x * 4);
}

static gboolean
pixels_alike (guint32 a,
              guint32 b,
              int     tolerance)
{
  for (int shift = 0; shift < 32; shift += 8)
    if (abs ((int) (a >> shift & 0xff) - (int) (b >> shift & 0xff)) > tolerance)
      return FALSE;
  return TRUE;
}

/* The pixel rectangle [px0, px1] x [py0, py1] of the map rectangle around
 * (x, y), half_w by half_h map units each way. */
static void
canvas_pixel_rect (const Canvas *canvas,
                   double        x,
                   double        y,
                   double        half_w,
                   double        half_h,
                   int           rect[4])
{
  const WadiRenderView *view = &canvas->request.view;

  rect[0] = (int) floor ((x - half_w - view->center_x) * view->zoom + view->width / 2.0);
  rect[1] = (int) floor ((x + half_w - view->center_x) * view->zoom + view->width / 2.0);
  rect[2] = (int) floor ((y - half_h - view->center_y) * view->zoom + view->height / 2.0);
  rect[3] = (int) floor ((y + half_h - view->center_y) * view->zoom + view->height / 2.0);
}

/* How many pixels of class wanted lie in the map rectangle around (x, y),
 * half_w by half_h map units each way. */
static guint
canvas_count_class (Canvas    *canvas,
                    double     x,
                    double     y,
                    double     half_w,
                    double     half_h,
                    ColorClass wanted)
{
  const WadiRenderView *view = &canvas->request.view;
  int                   rect[4];
  int                   px0, px1, py0, py1;
  guchar               *data = cairo_image_surface_get_data (canvas->surface);
  int                   stride = cairo_image_surface_get_stride (canvas->surface);
  guint                 count = 0;

  canvas_pixel_rect (canvas, x, y, half_w, half_h, rect);
  px0 = rect[0], px1 = rect[1], py0 = rect[2], py1 = rect[3];
  g_assert_cmpint (px0, >=, 0);
  g_assert_cmpint (py0, >=, 0);
  g_assert_cmpint (px1, <, view->width);
  g_assert_cmpint (py1, <, view->height);
  for (int py = py0; py <= py1; py++)
    for (int px = px0; px <= px1; px++)
      {
        guint32 pixel = *(guint32 *) (gpointer) (data + py * stride + px * 4);

        if (classify (pixel >> 16 & 0xff, pixel >> 8 & 0xff, pixel & 0xff) == wanted)
          count++;
      }
  return count;
}

/* The class of the pixel at a point of hex, offset from its centre by
 * (dx, dy) map units. */
static ColorClass
canvas_class_at (Canvas     *canvas,
                 const char *label,
                 double      dx,
                 double      dy)
{
  WadiHex hex;
  double  x, y;

  wadi_fixture_locate (canvas->scenario, label, &hex);
  wadi_hex_center (wadi_scenario_grid (canvas->scenario)->layout, hex, &x, &y);
  return canvas_class_at_map (canvas, x + dx, y + dy);
}

#define assert_class(canvas, label, dx, dy, expected)                     \
  G_STMT_START                                                            \
  {                                                                       \
    ColorClass got_ = canvas_class_at ((canvas), (label), (dx), (dy));    \
    if (got_ != (expected))                                               \
      g_error ("%s%+.2f%+.2f: expected %s, drew %s", (label), (dx), (dy), \
               class_name (expected), class_name (got_));                 \
  }                                                                       \
  G_STMT_END

static WadiScenario *
example_with_terrain (void)
{
  WadiScenario *scenario = wadi_fixture_asl_examples ();

  wadi_fixture_set_hex (scenario, "25K2", WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE, 0);
  wadi_fixture_set_hex (scenario, "25L2", WADI_TERRAIN_POND, 0, WADI_DEPRESSION_NONE, 0);
  wadi_fixture_set_hex (scenario, "25M2", WADI_TERRAIN_OPEN, 3, WADI_DEPRESSION_NONE, 0);
  wadi_fixture_set_hex (scenario, "25K4", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_STREAM, -1);
  return scenario;
}

static void
test_render_terrain_colors (void)
{
  Canvas canvas;

  canvas_init (&canvas, example_with_terrain (), 480, 360);
  canvas_look_at (&canvas, "25L3", 48.0);
  canvas_draw (&canvas);

  g_assert_false (canvas.stats.far);
  assert_class (&canvas, "25K3", 0.1, 0.1, CLASS_PALE);  /* open ground */
  assert_class (&canvas, "25L2", 0.1, 0.1, CLASS_BLUE);  /* pond */
  assert_class (&canvas, "25K2", 0.0, 0.0, CLASS_GREEN); /* woods */
  assert_class (&canvas, "25K2", 0.3, 0.1, CLASS_GREEN);
  assert_class (&canvas, "25M2", 0.1, 0.1, CLASS_BROWN); /* level 3 */
  /* a stream hex with no depression hexside is a pool: water in its middle */
  assert_class (&canvas, "25K4", 0.0, 0.0, CLASS_BLUE);
  canvas_clear (&canvas);

  /* every terrain has a fill of its own, told apart in the legend (one
   * left out of the style's table would be black) */
  for (guint t = 0; t < WADI_TERRAIN_COUNT; t++)
    {
      g_assert_cmpuint (wadi_style_pack (wadi_style_terrain_color ((WadiTerrain) t)), !=, 0);
      for (guint u = 0; u < t; u++)
        g_assert_cmpuint (wadi_style_pack (wadi_style_terrain_color ((WadiTerrain) t)), !=,
                          wadi_style_pack (wadi_style_terrain_color ((WadiTerrain) u)));
    }
}

/* A building is its brown block on pale ground at every zoom where the
 * map is drawn hex by hex: below the zoom of the trees and stipple (20 px)
 * a hex of pale ground alone read as open ground on a scenario card and
 * at 16 px a hex (a designer's try-out).  A town shows its blocks too. */
static void
test_render_buildings_at_every_zoom (void)
{
  const double zooms[] = { 48.0, 16.0, 8.0, 5.0 };

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      WadiScenario *scenario = wadi_fixture_asl_examples ();
      Canvas        canvas;

      wadi_fixture_set_hex (scenario, "25L3", WADI_TERRAIN_BUILDING, 0, WADI_DEPRESSION_NONE, 0);
      wadi_fixture_set_hex (scenario, "25N3", WADI_TERRAIN_TOWN, 0, WADI_DEPRESSION_NONE, 0);
      canvas_init (&canvas, scenario, 480, 360);
      canvas_look_at (&canvas, "25M3", zooms[z]);
      canvas_draw (&canvas);
      g_test_message ("at %g px a hex", zooms[z]);
      g_assert_false (canvas.stats.far);
      assert_class (&canvas, "25L3", 0.0, 0.0, CLASS_BROWN);
      assert_class (&canvas, "25N3", 0.0, 0.18, CLASS_BROWN);
      assert_class (&canvas, "25M3", 0.0, 0.0, CLASS_PALE);
      canvas_clear (&canvas);
    }
}

static void
test_render_depressions (void)
{
  Canvas           canvas;
  const WadiBoard *board;
  double           x, y;

  canvas_init (&canvas, example_with_terrain (), 480, 360);
  canvas_look_at (&canvas, "25O9", 48.0);
  canvas_draw (&canvas);
  board = wadi_scenario_grid (canvas.scenario);

  /* the wadi bed at O9's centre and on its way to N8 (a depression
   * hexside), but not on its way to O10 (none there) */
  assert_class (&canvas, "25O9", 0.0, 0.0, CLASS_BROWN);
  wadi_pick_hexside_midpoint (board->layout,
                              (WadiHexside) { wadi_fixture_hex (canvas.scenario, "25O9"),
                                              wadi_fixture_direction (canvas.scenario, "25O9", "25N8") },
                              &x, &y);
  g_assert_cmpint (canvas_class_at_map (&canvas, x, y), ==, CLASS_BROWN);

  /* the cliff between O9 and N9 is drawn black on the hexside */
  wadi_pick_hexside_midpoint (board->layout,
                              (WadiHexside) { wadi_fixture_hex (canvas.scenario, "25O9"),
                                              wadi_fixture_direction (canvas.scenario, "25O9", "25N9") },
                              &x, &y);
  g_assert_cmpint (canvas_class_at_map (&canvas, x, y), ==, CLASS_DARK);
  g_assert_cmpuint (canvas.stats.hexsides, >, 0);
  canvas_clear (&canvas);
}

static void
test_render_gully_and_stream (void)
{
  Canvas canvas;

  canvas_init (&canvas, example_with_terrain (), 400, 300);
  canvas_look_at (&canvas, "13P4", 48.0);
  canvas_draw (&canvas);
  /* a stream: blue water in a brown bed */
  assert_class (&canvas, "13P4", 0.0, 0.0, CLASS_BLUE);
  assert_class (&canvas, "13P4", 0.13, 0.0, CLASS_BROWN);
  canvas_look_at (&canvas, "14T3", 48.0);
  canvas_draw (&canvas);
  assert_class (&canvas, "14T3", 0.0, 0.0, CLASS_BROWN);
  canvas_clear (&canvas);
}

/* Roads run from hex centre to the middle of each hexside a road crosses
 * (format version 4): a dirt road tan, a paved road grey in a dark
 * casing; off the road the ground shows.  The same without the road hex
 * flag the road tool sets, as a file may give the hexsides alone
 * (docs/format.md's example): the hexsides are the road. */
static void
test_render_roads (void)
{
  Canvas        canvas;
  WadiScenario *scenario = example_with_terrain ();
  WadiBoard    *grid = wadi_scenario_grid (scenario);
  WadiHex       hex = wadi_fixture_hex (scenario, "25K3");
  WadiHex       north = wadi_hex_neighbor (grid->layout, hex, 0);
  WadiHex       south = wadi_hex_neighbor (grid->layout, hex, 3);
  WadiHexCell   cell = *wadi_board_cell (grid, hex);
  double        cx, cy, nx, ny, sx, sy;

  cell.flags |= WADI_HEX_FLAG_ROAD;
  wadi_board_set_cell (grid, hex, &cell);
  wadi_board_set_side (grid, (WadiHexside) { hex, 0 }, WADI_SIDE_DIRT_ROAD);
  wadi_board_set_side (grid, (WadiHexside) { hex, 3 }, WADI_SIDE_ROAD);
  wadi_hex_center (grid->layout, hex, &cx, &cy);
  wadi_hex_center (grid->layout, north, &nx, &ny);
  wadi_hex_center (grid->layout, south, &sx, &sy);

  canvas_init (&canvas, scenario, 480, 360);
  canvas_look_at (&canvas, "25K3", 48.0);
  for (int flagged = 1; flagged >= 0; flagged--)
    {
      if (!flagged)
        {
          cell.flags &= (guint8) ~WADI_HEX_FLAG_ROAD;
          wadi_board_set_cell (wadi_scenario_grid (canvas.scenario), hex, &cell);
          wadi_renderer_set_scenario (canvas.renderer, canvas.scenario);
        }
      canvas_draw (&canvas);
      /* a quarter of the way to each neighbour: on this hex's half */
      g_assert_cmpint (canvas_class_at_map (&canvas, cx + (nx - cx) * 0.25, cy + (ny - cy) * 0.25), ==, CLASS_BROWN);
      g_assert_cmpint (canvas_class_at_map (&canvas, cx + (sx - cx) * 0.25, cy + (sy - cy) * 0.25), ==, CLASS_OTHER);
      /* three quarters: the neighbour's half, drawn though it is no road hex */
      g_assert_cmpint (canvas_class_at_map (&canvas, cx + (nx - cx) * 0.75, cy + (ny - cy) * 0.75), ==, CLASS_BROWN);
      /* beside the road, open ground */
      assert_class (&canvas, "25K3", 0.3, 0.0, CLASS_PALE);
    }
  canvas_clear (&canvas);
}

/* The SSRs change how a stream is drawn (B20.4-B20.7): dry, no water in
 * the bed; frozen, pale ice; deep, darker water; and a change of SSR
 * redraws what was cached. */
static void
test_render_stream_by_ssr (void)
{
  Canvas     canvas;
  WadiRegion region = { 0 };

  canvas_init (&canvas, example_with_terrain (), 400, 300);
  canvas_look_at (&canvas, "13P4", 48.0);
  canvas.scenario->ssr.stream_depth = WADI_STREAM_DRY;
  canvas_draw (&canvas);
  assert_class (&canvas, "13P4", 0.0, 0.0, CLASS_BROWN);

  region.flags = WADI_REGION_SSR;
  canvas.scenario->ssr.stream_depth = WADI_STREAM_SHALLOW;
  canvas.scenario->ssr.frozen = TRUE;
  wadi_renderer_invalidate (canvas.renderer, &region);
  canvas_draw (&canvas);
  assert_class (&canvas, "13P4", 0.0, 0.0, CLASS_PALE);

  canvas.scenario->ssr.frozen = FALSE;
  canvas.scenario->ssr.stream_depth = WADI_STREAM_DEEP;
  wadi_renderer_invalidate (canvas.renderer, &region);
  canvas_draw (&canvas);
  assert_class (&canvas, "13P4", 0.0, 0.0, CLASS_BLUE);
  /* deep water reaches where shallow water leaves the bed */
  assert_class (&canvas, "13P4", 0.08, 0.0, CLASS_BLUE);

  /* far out, a pixel a hex: the bed mixed half and half with the water
   * the SSR makes, or the bare bed of a dry stream */
  canvas.request.view.zoom = 3.5;
  for (int dry = 0; dry <= 1; dry++)
    {
      WadiRgb bed = wadi_style_depression_bed (WADI_DEPRESSION_STREAM);
      guint32 expected;

      canvas.scenario->ssr.stream_depth = dry ? WADI_STREAM_DRY : WADI_STREAM_DEEP;
      expected = dry ? wadi_style_pack (bed)
                     : wadi_style_pack (wadi_style_mix (bed, wadi_style_stream_water (&canvas.scenario->ssr), 0.5));
      wadi_renderer_invalidate (canvas.renderer, &region);
      canvas_draw (&canvas);
      g_assert_true (canvas.stats.far);
      if (!pixels_alike (canvas_pixel_at_map (&canvas, canvas.request.view.center_x, canvas.request.view.center_y),
                         0xff000000u | expected, 3))
        g_error ("far out, a %s stream: %08x, expected %08x", dry ? "dry" : "deep",
                 canvas_pixel_at_map (&canvas, canvas.request.view.center_x, canvas.request.view.center_y),
                 0xff000000u | expected);
    }
  canvas_clear (&canvas);
}

/* A unit's name and strength are shrunk to its counter: a long name
 * leaves no ink beside the counter, at any zoom where text is drawn; the
 * strength is drawn on the counter. */
static void
test_render_counter_text_fits (void)
{
  static const double zooms[] = { 48.0, 80.0, 160.0 };
  WadiScenario       *scenario = example_with_terrain ();
  WadiCounter         unit = { .kind = WADI_COUNTER_UNIT, .unit_class = WADI_UNIT_INFANTRY, .side = (char *) "German", .name = (char *) "Panzergrenadier-Regiment Grossdeutschland", .strength = (char *) "10-10-10-10" };
  Canvas              canvas;
  double              x, y;
  double              half = WADI_COUNTER_SIZE / 2.0;

  unit.hex = wadi_fixture_hex (scenario, "25K3");
  wadi_scenario_add_counter (scenario, &unit);
  wadi_hex_center (wadi_scenario_grid (scenario)->layout, unit.hex, &x, &y);
  canvas_init (&canvas, scenario, 480, 360);
  for (guint i = 0; i < G_N_ELEMENTS (zooms); i++)
    {
      canvas_look_at (&canvas, "25K3", zooms[i]);
      canvas_draw (&canvas);
      /* just outside the counter's left and right edges, level with the
       * name and the strength, past the drop shadow: the ground */
      for (int side = -1; side <= 1; side += 2)
        for (int line = -1; line <= 1; line += 2)
          {
            ColorClass got = canvas_class_at_map (&canvas, x + side * (half + 0.03 + 3.0 / zooms[i]),
                                                  y + line * WADI_COUNTER_SIZE * 0.32);

            if (got != CLASS_PALE)
              g_error ("zoom %g: text beside the counter (%s)", zooms[i], class_name (got));
          }
    }
  canvas_clear (&canvas);
}

static void
test_render_counters (void)
{
  Canvas           canvas;
  WadiScenario    *scenario = example_with_terrain ();
  WadiCounter      crest = { 0 };
  WadiCounter      tank = { 0 };
  const WadiBoard *board;
  double           x, y, cx, cy;

  crest.kind = WADI_COUNTER_CREST;
  crest.hex = wadi_fixture_hex (scenario, "25O8");
  crest.centre = wadi_fixture_direction (scenario, "25O8", "25O7");
  wadi_scenario_add_counter (scenario, &crest);
  tank.kind = WADI_COUNTER_VEHICLE_CREST;
  tank.hex = wadi_fixture_hex (scenario, "25U4");
  tank.vertex = 0;
  tank.unit_class = WADI_UNIT_FULLY_TRACKED;
  wadi_scenario_add_counter (scenario, &tank);

  canvas_init (&canvas, scenario, 800, 400);
  canvas_look_at (&canvas, "25R6", 48.0);
  canvas_draw (&canvas);
  board = wadi_scenario_grid (scenario);
  g_assert_cmpuint (canvas.stats.counters, ==, 2);

  /* the protected centre hexside carries the thick orange line, just
   * inside the hex */
  wadi_pick_hexside_midpoint (board->layout, (WadiHexside) { crest.hex, crest.centre }, &x, &y);
  wadi_hex_center (board->layout, crest.hex, &cx, &cy);
  g_assert_cmpint (canvas_class_at_map (&canvas, x + (cx - x) * 0.14, y + (cy - y) * 0.14), ==, CLASS_ORANGE);
  /* the side opposite is not protected */
  wadi_pick_hexside_midpoint (board->layout,
                              (WadiHexside) { crest.hex, (WadiDirection) ((crest.centre + 3) % 6) }, &x, &y);
  g_assert_cmpint (canvas_class_at_map (&canvas, x + (cx - x) * 0.14, y + (cy - y) * 0.14), !=, CLASS_ORANGE);

  /* the vehicle's CAFP vertex is a dot */
  wadi_hex_corner (board->layout, tank.hex, tank.vertex, &x, &y);
  g_assert_cmpint (canvas_class_at_map (&canvas, x, y), ==, CLASS_ORANGE);
  canvas_clear (&canvas);
}

static void
test_render_visits_only_visible (void)
{
  Canvas        canvas;
  WadiBoard    *big = wadi_board_new ("1", 120, 90, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                      WADI_LABEL_ASL, 1);
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  guint         expected = 0;
  double        x0, y0, x1, y1;
  const double  radius = 1.0 / sqrt (3.0);

  wadi_scenario_add_board (scenario, big);
  canvas_init (&canvas, scenario, 320, 200);
  canvas.request.view.center_x = 40.3;
  canvas.request.view.center_y = 30.7;
  canvas.request.view.zoom = 20.0;
  canvas_draw (&canvas);

  /* the hexes whose circumscribed boxes meet the view, counted the slow way */
  x0 = 40.3 - 160.0 / 20.0;
  x1 = 40.3 + 160.0 / 20.0;
  y0 = 30.7 - 100.0 / 20.0;
  y1 = 30.7 + 100.0 / 20.0;
  for (int row = 0; row < big->rows; row++)
    for (int col = 0; col < big->cols; col++)
      {
        double x, y;

        wadi_hex_center (big->layout, (WadiHex) { col, row }, &x, &y);
        if (x + radius >= x0 && x - radius <= x1 && y + radius >= y0 && y - radius <= y1)
          expected++;
      }
  g_assert_cmpuint (expected, >, 100);
  g_assert_cmpuint (canvas.stats.hexes, ==, expected);
  g_assert_cmpuint (canvas.stats.hexes, <, wadi_board_hex_count (big) / 10);

  /* pointy-top grids too */
  big->layout.orientation = WADI_GRID_POINTY_TOP;
  big->layout.stagger = WADI_STAGGER_EVEN;
  wadi_renderer_invalidate (canvas.renderer, NULL);
  canvas_draw (&canvas);
  expected = 0;
  for (int row = 0; row < big->rows; row++)
    for (int col = 0; col < big->cols; col++)
      if (wadi_render_hex_in_view (&canvas.request.view, big->layout, (WadiHex) { col, row }))
        expected++;
  g_assert_cmpuint (canvas.stats.hexes, ==, expected);

  /* a view beside the board visits nothing */
  canvas.request.view.center_x = -500.0;
  canvas_draw (&canvas);
  g_assert_cmpuint (canvas.stats.hexes, ==, 0);
  canvas_clear (&canvas);
}

/* A document of one 300 x 200-hex board, woods on every step[0]-th
 * column and step[1]-th row of the hexes woods (col0, row0, col1, row1,
 * ends excluded), open ground elsewhere. */
static WadiDocument *
big_board_document (const int woods_at[4],
                    const int step[2])
{
  WadiBoard    *big = wadi_board_new ("1", 300, 200, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                      WADI_LABEL_ASL, 1);
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiHexCell   woods = { 0 };

  woods.terrain = WADI_TERRAIN_WOODS;
  for (int row = woods_at[1]; row < woods_at[3]; row += step[1])
    for (int col = woods_at[0]; col < woods_at[2]; col += step[0])
      wadi_board_set_cell (big, (WadiHex) { col, row }, &woods);
  wadi_scenario_add_board (scenario, big);
  return wadi_document_new (scenario);
}

static void
test_render_far_zoom (void)
{
  Canvas canvas;
  g_autoptr(WadiDocument) document = big_board_document ((const int[4]) { 100, 50, 150, 100 },
                                                          (const int[2]) { 1, 1 });
  const WadiBoard *big = wadi_scenario_grid (wadi_document_get_scenario (document));
  WadiHexCell      pond = { 0 };
  double           x, y;

  pond.terrain = WADI_TERRAIN_POND;
  canvas_init (&canvas, NULL, 400, 300);
  canvas.scenario = NULL;
  wadi_renderer_set_scenario (canvas.renderer, wadi_document_get_scenario (document));
  canvas.request.view.center_x = 130.0 * 0.866;
  canvas.request.view.center_y = 75.0;
  canvas.request.view.zoom = WADI_RENDER_FAR_ZOOM - 0.5;
  canvas_draw (&canvas);
  g_assert_true (canvas.stats.far);
  g_assert_cmpuint (canvas.stats.hexes, ==, 0);

  wadi_hex_center (big->layout, (WadiHex) { 125, 75 }, &x, &y);
  g_assert_cmpint (canvas_class_at_map (&canvas, x, y), ==, CLASS_GREEN);
  wadi_hex_center (big->layout, (WadiHex) { 160, 75 }, &x, &y);
  g_assert_cmpint (canvas_class_at_map (&canvas, x, y), ==, CLASS_PALE);

  /* an edit reaches the image through the changed region */
  g_signal_connect_swapped (document, "changed", G_CALLBACK (wadi_renderer_invalidate), canvas.renderer);
  wadi_document_begin_edit (document, "pond");
  for (int row = 70; row < 80; row++)
    for (int col = 155; col < 165; col++)
      wadi_document_set_cell (document, (WadiHex) { col, row }, &pond);
  wadi_document_end_edit (document);
  canvas_draw (&canvas);
  g_assert_cmpint (canvas_class_at_map (&canvas, x, y), ==, CLASS_BLUE);

  /* at the threshold the hexes are drawn one by one */
  canvas.request.view.zoom = WADI_RENDER_FAR_ZOOM;
  canvas_draw (&canvas);
  g_assert_false (canvas.stats.far);
  g_assert_cmpuint (canvas.stats.hexes, >, 0);
  g_assert_cmpint (canvas_class_at_map (&canvas, x, y), ==, CLASS_BLUE);

  wadi_renderer_free (canvas.renderer);
  cairo_surface_destroy (canvas.surface);
}

static gboolean
is_woods (int pixel_class)
{
  return pixel_class == CLASS_GREEN || pixel_class == CLASS_DARK;
}

/* An ASL board numbered from row 0 lacks A0, C0 ...: they are neither
 * drawn nor counted, near or far, and the table shows where they would be. */
static void
test_render_half_hexes (void)
{
  Canvas        canvas;
  WadiBoard    *board = wadi_board_new ("1", 12, 10, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                        WADI_LABEL_ASL, 0);
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiHexCell   woods = { 0 };
  const double  zooms[] = { WADI_RENDER_DETAIL_ZOOM * 2.0, WADI_RENDER_FAR_ZOOM - 1.0 };
  guint         expected = 0;
  double        x, y;

  woods.terrain = WADI_TERRAIN_WOODS;
  wadi_board_set_default (board, &woods);
  wadi_scenario_add_board (scenario, board);
  canvas_init (&canvas, scenario, 320, 240);
  canvas.request.show_grid = FALSE;
  canvas.request.show_labels = FALSE;
  canvas.request.view.center_x = 2.0;
  canvas.request.view.center_y = 1.5;

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      canvas.request.view.zoom = zooms[z];
      canvas_draw (&canvas);
      g_assert_true (canvas.stats.far == (zooms[z] < WADI_RENDER_FAR_ZOOM));
      wadi_hex_center (board->layout, (WadiHex) { 0, 0 }, &x, &y);
      g_assert_cmpint (canvas_class_at_map (&canvas, x, y), ==, CLASS_OTHER);
      wadi_hex_center (board->layout, (WadiHex) { 2, 0 }, &x, &y);
      g_assert_cmpint (canvas_class_at_map (&canvas, x, y), ==, CLASS_OTHER);
      /* B0 and A1 are there; the board's edge runs through their centres
       * (the seam line), so they are looked at just inside it: woods, its
       * green or a tree's dark */
      wadi_hex_center (board->layout, (WadiHex) { 1, 0 }, &x, &y);
      g_assert_true (is_woods (canvas_class_at_map (&canvas, x, y + 0.2)));
      wadi_hex_center (board->layout, (WadiHex) { 0, 1 }, &x, &y);
      g_assert_true (is_woods (canvas_class_at_map (&canvas, x + 0.2, y)));
    }

  canvas.request.view.zoom = WADI_RENDER_DETAIL_ZOOM * 2.0;
  canvas_draw (&canvas);
  for (int row = 0; row < board->rows; row++)
    for (int col = 0; col < board->cols; col++)
      if (wadi_render_hex_in_view (&canvas.request.view, board->layout, (WadiHex) { col, row })
          && wadi_board_contains (board, (WadiHex) { col, row }))
        expected++;
  g_assert_cmpuint (expected, >, 0);
  g_assert_cmpuint (canvas.stats.hexes, ==, expected);
  canvas_clear (&canvas);
}

static void
test_render_diagnostics (void)
{
  Canvas           canvas;
  WadiDiagnostic   marks[3] = { { 0 } };
  const WadiBoard *board;
  double           x, y, cx, cy;

  canvas_init (&canvas, example_with_terrain (), 400, 500);
  canvas_look_at (&canvas, "13P4", 48.0);
  board = wadi_scenario_grid (canvas.scenario);
  marks[0].severity = WADI_SEVERITY_ERROR;
  marks[0].place = WADI_DIAG_AT_HEX;
  marks[0].hex = wadi_fixture_hex (canvas.scenario, "13Q3");
  /* a mark on the board above (14 lies on 13), in view: drawn too, the
   * map is one */
  marks[1] = marks[0];
  marks[1].hex = wadi_fixture_hex (canvas.scenario, "14O10");
  /* one out of view is not */
  marks[2] = marks[0];
  marks[2].hex = wadi_fixture_hex (canvas.scenario, "25G5");
  canvas.request.marks = marks;
  canvas.request.n_marks = G_N_ELEMENTS (marks);
  canvas_draw (&canvas);
  g_assert_cmpuint (canvas.stats.marks, ==, 2);
  wadi_hex_center (board->layout, marks[1].hex, &cx, &cy);
  wadi_hex_corner (board->layout, marks[1].hex, 1, &x, &y);
  g_assert_cmpint (canvas_class_at_map (&canvas, cx + (x - cx) * 0.82, cy + (y - cy) * 0.82), ==, CLASS_RED);

  /* the ring runs 0.82 of the way to the corners */
  wadi_hex_center (board->layout, marks[0].hex, &cx, &cy);
  wadi_hex_corner (board->layout, marks[0].hex, 1, &x, &y);
  g_assert_cmpint (canvas_class_at_map (&canvas, cx + (x - cx) * 0.82, cy + (y - cy) * 0.82), ==, CLASS_RED);
  g_assert_cmpint (canvas_class_at_map (&canvas, cx + 0.1, cy + 0.1), !=, CLASS_RED);
  canvas_clear (&canvas);
}
/* Pixels darker than dark in every channel. */
static guint
count_black (cairo_surface_t *surface,
             int              dark)
{
  int   width = cairo_image_surface_get_width (surface);
  int   height = cairo_image_surface_get_height (surface);
  guint black = 0;

  cairo_surface_flush (surface);
  for (int y = 0; y < height; y++)
    {
      const guint32 *p = (const guint32 *) (gconstpointer) (cairo_image_surface_get_data (surface)
                                                            + y * cairo_image_surface_get_stride (surface));

      for (int x = 0; x < width; x++)
        black += (int) (p[x] >> 16 & 0xff) < dark && (int) (p[x] >> 8 & 0xff) < dark && (int) (p[x] & 0xff) < dark;
    }
  return black;
}

/* High-contrast marks (Preferences) are outlined in black: the same mark
 * draws more near-black pixels (here 617 against 731), and is still red where the
 * ring runs. */
static void
test_render_diagnostics_high_contrast (void)
{
  Canvas           canvas;
  WadiDiagnostic   mark = { 0 };
  const WadiBoard *board;
  double           x, y, cx, cy;
  guint            plain;
  guint            outlined;

  canvas_init (&canvas, example_with_terrain (), 400, 500);
  canvas_look_at (&canvas, "13P4", 48.0);
  board = wadi_scenario_grid (canvas.scenario);
  canvas.request.show_labels = FALSE;
  mark.severity = WADI_SEVERITY_ERROR;
  mark.place = WADI_DIAG_AT_HEX;
  mark.hex = wadi_fixture_hex (canvas.scenario, "13Q3");
  canvas.request.marks = &mark;
  canvas.request.n_marks = 1;
  canvas_draw (&canvas);
  plain = count_black (canvas.surface, 40);
  canvas.request.high_contrast_marks = TRUE;
  canvas_draw (&canvas);
  outlined = count_black (canvas.surface, 40);
  g_test_message ("near-black pixels: %u plain, %u outlined", plain, outlined);
  g_assert_cmpuint (outlined, >, plain + 50);
  wadi_hex_center (board->layout, mark.hex, &cx, &cy);
  wadi_hex_corner (board->layout, mark.hex, 1, &x, &y);
  g_assert_cmpint (canvas_class_at_map (&canvas, cx + (x - cx) * 0.82, cy + (y - cy) * 0.82), ==, CLASS_RED);
  canvas_clear (&canvas);
}

/* How many pixels of two same-sized images differ by more than tolerance
 * in some channel. */
static guint
count_differences (cairo_surface_t *a,
                   cairo_surface_t *b,
                   int              tolerance)
{
  int   width = cairo_image_surface_get_width (a);
  int   height = cairo_image_surface_get_height (a);
  guint differ = 0;

  cairo_surface_flush (a);
  cairo_surface_flush (b);
  for (int y = 0; y < height; y++)
    {
      const guint32 *pa = (const guint32 *) (gconstpointer) (cairo_image_surface_get_data (a)
                                                             + y * cairo_image_surface_get_stride (a));
      const guint32 *pb = (const guint32 *) (gconstpointer) (cairo_image_surface_get_data (b)
                                                             + y * cairo_image_surface_get_stride (b));

      for (int x = 0; x < width; x++)
        for (int shift = 0; shift < 24; shift += 8)
          if (abs ((int) ((pa[x] >> shift) & 0xff) - (int) ((pb[x] >> shift) & 0xff)) > tolerance)
            {
              differ++;
              break;
            }
    }
  return differ;
}

/* Pixels this close are the same: a shape drawn into part of a tile may
 * be antialiased a few levels apart from the same shape drawn whole. */
#define SAME 16

/* Near in, a counter's diagnostic is its hex's ring, dashed: red along
 * much of the ring, but not all of it. */
static void
test_render_diagnostics_counter_ring (void)
{
  Canvas           canvas;
  WadiDiagnostic   mark = { 0 };
  const WadiBoard *board;
  double           cx, cy;
  guint            red = 0, samples = 0;

  canvas_init (&canvas, example_with_terrain (), 400, 300);
  canvas_look_at (&canvas, "13P4", 48.0);
  board = wadi_scenario_grid (canvas.scenario);
  mark.severity = WADI_SEVERITY_ERROR;
  mark.place = WADI_DIAG_AT_COUNTER;
  mark.hex = wadi_fixture_hex (canvas.scenario, "13Q3");
  canvas.request.marks = &mark;
  canvas.request.n_marks = 1;
  canvas_draw (&canvas);
  g_assert_cmpuint (canvas.stats.marks, ==, 1);

  wadi_hex_center (board->layout, mark.hex, &cx, &cy);
  for (WadiVertexIndex k = 0; k < 6; k++)
    {
      double ax, ay, bx, by;

      wadi_hex_corner (board->layout, mark.hex, k, &ax, &ay);
      wadi_hex_corner (board->layout, mark.hex, (k + 1) % 6, &bx, &by);
      for (double t = 0.1; t < 0.9; t += 0.02)
        {
          double x = cx + ((ax + (bx - ax) * t) - cx) * 0.82;
          double y = cy + ((ay + (by - ay) * t) - cy) * 0.82;

          samples++;
          if (canvas_class_at_map (&canvas, x, y) == CLASS_RED)
            red++;
        }
    }
  g_assert_cmpuint (red, >, samples * 3 / 10);
  g_assert_cmpuint (red, <, samples * 9 / 10);
  canvas_clear (&canvas);
}

/* Zoomed out, a counter is a square of its colour where its hex is, and
 * the rest of the view is as drawn without it. */
static void
test_render_counters_far (void)
{
  Canvas           canvas;
  WadiCounter      ford = { 0 };
  cairo_surface_t *plain;
  cairo_t         *cr;
  guint            differ;

  canvas_init (&canvas, example_with_terrain (), 400, 300);
  canvas_look_at (&canvas, "13P4", 6.0);
  canvas_draw (&canvas);
  g_assert_cmpint (canvas_class_at (&canvas, "13P9", 0.0, 0.0), !=, CLASS_BLUE);
  plain = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 300);
  cr = cairo_create (plain);
  cairo_set_source_surface (cr, canvas.surface, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);

  ford.kind = WADI_COUNTER_FORD;
  ford.hex = wadi_fixture_hex (canvas.scenario, "13P9");
  wadi_scenario_add_counter (canvas.scenario, &ford);
  canvas_draw (&canvas);
  g_assert_cmpuint (canvas.stats.counters, ==, 1);
  assert_class (&canvas, "13P9", 0.0, 0.0, CLASS_BLUE);
  differ = count_differences (plain, canvas.surface, SAME);
  g_assert_cmpuint (differ, >, 0);
  g_assert_cmpuint (differ, <=, 4 * 4);
  cairo_surface_destroy (plain);
  canvas_clear (&canvas);
}

/* Far out (below 9 px a hex), diagnostics are squares of the grid of
 * cells they fall in, in the worst severity's colour; the rest of the
 * view is as drawn without them. */
static void
test_render_diagnostics_far (void)
{
  const double zooms[] = { 7.0, 6.0, WADI_RENDER_FAR_ZOOM - 1.0 };

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      Canvas           canvas;
      WadiDiagnostic   marks[7] = { { 0 } };
      cairo_surface_t *plain;
      cairo_t         *cr;
      guint            differ;

      canvas_init (&canvas, example_with_terrain (), 400, 300);
      canvas_look_at (&canvas, "13P4", zooms[z]);
      canvas_draw (&canvas);
      plain = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 300);
      cr = cairo_create (plain);
      cairo_set_source_surface (cr, canvas.surface, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);

      /* in 13P4, an info and two errors: red, the worst */
      for (guint i = 0; i < 3; i++)
        {
          marks[i].severity = i == 0 ? WADI_SEVERITY_INFO : WADI_SEVERITY_ERROR;
          marks[i].place = i == 2 ? WADI_DIAG_AT_COUNTER : WADI_DIAG_AT_HEX;
          marks[i].hex = wadi_fixture_hex (canvas.scenario, "13P4");
        }
      /* in 13P9, far enough to be in another cell, four warnings: orange */
      for (guint i = 3; i < 7; i++)
        {
          marks[i].severity = WADI_SEVERITY_WARNING;
          marks[i].place = WADI_DIAG_AT_HEX;
          marks[i].hex = wadi_fixture_hex (canvas.scenario, "13P9");
        }
      canvas.request.marks = marks;
      canvas.request.n_marks = G_N_ELEMENTS (marks);
      canvas_draw (&canvas);

      g_assert_cmpuint (canvas.stats.marks, ==, 2);
      assert_class (&canvas, "13P4", 0.0, 0.0, CLASS_RED);
      assert_class (&canvas, "13P9", 0.0, 0.0, CLASS_ORANGE);
      /* two cells of 8 x 8 pixels changed, nothing else */
      differ = count_differences (plain, canvas.surface, SAME);
      g_assert_cmpuint (differ, >, 64);
      g_assert_cmpuint (differ, <=, 2 * 64);
      cairo_surface_destroy (plain);
      canvas_clear (&canvas);
    }
}

/* From 9 px a hex, where a map of three boards fits a window, each hex's
 * diagnostic is a thin ring centred on its hex, as it is closer in: on
 * the ring the severity's colour toward every corner, the middle (where
 * a counter stands) left as it was. */
static void
test_render_diagnostics_thin_rings (void)
{
  const double zooms[] = { 9.0, 12.0, 19.0 };

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      Canvas           canvas;
      WadiDiagnostic   marks[2] = { { 0 } };
      const WadiBoard *board;
      const char      *hexes[2] = { "13P4", "13P9" };

      canvas_init (&canvas, example_with_terrain (), 400, 300);
      board = wadi_scenario_grid (canvas.scenario);
      for (guint i = 0; i < 2; i++)
        {
          marks[i].severity = i == 0 ? WADI_SEVERITY_ERROR : WADI_SEVERITY_WARNING;
          marks[i].place = WADI_DIAG_AT_HEX;
          marks[i].hex = wadi_fixture_hex (canvas.scenario, hexes[i]);
        }
      canvas.request.marks = marks;
      canvas.request.n_marks = G_N_ELEMENTS (marks);
      canvas_look_at (&canvas, "13P6", zooms[z]);
      canvas_draw (&canvas);
      g_assert_cmpuint (canvas.stats.marks, ==, 2);
      for (guint i = 0; i < 2; i++)
        {
          double cx, cy;

          wadi_hex_center (board->layout, marks[i].hex, &cx, &cy);
          g_assert_cmpint (canvas_class_at_map (&canvas, cx, cy), !=, i == 0 ? CLASS_RED : CLASS_ORANGE);
          for (WadiVertexIndex k = 0; k < 6; k++)
            {
              double x, y;

              wadi_hex_corner (board->layout, marks[i].hex, k, &x, &y);
              if (canvas_class_at_map (&canvas, cx + (x - cx) * 0.82, cy + (y - cy) * 0.82)
                  != (i == 0 ? CLASS_RED : CLASS_ORANGE))
                g_error ("%g px a hex: %s's ring not toward corner %d", zooms[z], hexes[i], k);
            }
        }
      canvas_clear (&canvas);
    }
}

/* Draws request through renderer into a new surface. */
static cairo_surface_t *
draw_with (WadiRenderer            *renderer,
           const WadiRenderRequest *request,
           WadiRenderStats         *stats)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, request->view.width,
                                                         request->view.height);
  cairo_t         *cr = cairo_create (surface);

  wadi_renderer_draw (renderer, cr, request, stats);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static cairo_surface_t *
draw_fresh (WadiScenario            *scenario,
            const WadiRenderRequest *request)
{
  g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();

  wadi_renderer_set_scenario (renderer, scenario);
  return draw_with (renderer, request, NULL);
}

/* The pixels that differ between request drawn through shown (its
 * stats into stats) and through reference. */
static guint
differences_drawn (WadiRenderer            *shown,
                   WadiRenderer            *reference,
                   const WadiRenderRequest *request,
                   WadiRenderStats         *stats)
{
  cairo_surface_t *a = draw_with (shown, request, stats);
  cairo_surface_t *b = draw_with (reference, request, NULL);
  guint            differ = count_differences (a, b, 0);

  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
  return differ;
}

/* Away from every overlay the renderer draws from the grid, without
 * composing the map with its overlays (a copy of the whole map: the first
 * edit of a big map waited for it): views swept towards a pond overlay
 * with cliffs round its hexes and across it, near and from far out, are
 * drawn to the pixel as by a renderer that composed the map first, and
 * the map is composed only once a view, or a block of the far image it
 * fills, comes within reach of the overlay; an edit away from it
 * composes nothing either. */
static void
test_render_grid_away_from_overlays (void)
{
  g_autoptr(WadiDocument) document = big_board_document ((const int[4]) { 0, 0, 300, 200 }, (const int[2]) { 3, 2 });
  WadiScenario        *scenario = (WadiScenario *) wadi_document_get_scenario (document);
  const WadiBoard     *grid = wadi_scenario_grid (scenario);
  WadiBoard           *fragment = wadi_board_new ("P", 4, 4, grid->layout, WADI_LABEL_NUMERIC, 1);
  WadiOverlayPlacement placement = { 0 };
  WadiHexCell          pond = { 0 };
  g_autoptr(WadiRenderer) composed_first = wadi_renderer_new ();
  g_autoptr(WadiRegion) edit = wadi_region_new ();
  WadiRenderRequest request = { 0 };
  WadiRenderStats   stats;

  pond.terrain = WADI_TERRAIN_POND;
  for (guint i = 0; i < wadi_board_hex_count (fragment); i++)
    {
      wadi_board_set_cell (fragment, wadi_board_hex_at_index (fragment, i), &pond);
      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        wadi_board_set_side (fragment, (WadiHexside) { wadi_board_hex_at_index (fragment, i), d }, WADI_SIDE_CLIFF);
    }
  placement.overlay = wadi_scenario_add_overlay (scenario, "P1", fragment);
  placement.anchor = (WadiHex) { 180, 100 };
  g_array_append_val (scenario->placements, placement);
  wadi_renderer_set_scenario (composed_first, scenario);
  request.show_grid = TRUE;
  request.show_labels = TRUE;

  /* the reference composes at once: the whole map */
  request.view.width = 160;
  request.view.height = 120;
  wadi_hex_center (grid->layout, (WadiHex) { 150, 100 }, &request.view.center_x, &request.view.center_y);
  request.view.zoom = 0.5;
  cairo_surface_destroy (draw_with (composed_first, &request, &stats));
  g_assert_true (stats.composed);

  /* near, at 40 px a hex, from 12 hexes west of the overlay across it,
   * and from 10 hexes north of it, each with a renderer of its own */
  request.view.zoom = 40.0;
  for (int from = 0; from < 2; from++)
    {
      g_autoptr(WadiRenderer) away = wadi_renderer_new ();
      gboolean composed = FALSE;
      double   x, y;

      wadi_renderer_set_scenario (away, scenario);
      wadi_hex_center (grid->layout, from == 0 ? (WadiHex) { 168, 101 } : (WadiHex) { 181, 90 }, &x, &y);
      for (int step = 0; step < 40; step++)
        {
          request.view.center_x = x + (from == 0 ? 0.5 * step : 0.0);
          request.view.center_y = y + (from == 1 ? 0.5 * step : 0.0);
          if (differences_drawn (away, composed_first, &request, &stats) != 0)
            g_error ("a view %.1f hexes %s of the overlay, drawn from the grid, differs", (from == 0 ? 12.0 : 10.0) - 0.5 * step,
                     from == 0 ? "west" : "north");
          if (step == 0)
            g_assert_false (stats.composed);
          composed = composed || stats.composed;
        }
      g_assert_true (composed);
    }

  /* far out: a view west of the overlay whose far image block holds it;
   * then the whole map from that image */
  {
    g_autoptr(WadiRenderer) far = wadi_renderer_new ();

    wadi_renderer_set_scenario (far, scenario);
    request.view.width = 80;
    request.view.height = 60;
    request.view.zoom = 2.0;
    wadi_hex_center (grid->layout, (WadiHex) { 140, 100 }, &request.view.center_x, &request.view.center_y);
    cairo_surface_destroy (draw_with (far, &request, &stats));
    g_assert_true (stats.far);
    g_assert_true (stats.composed);
    request.view.width = 160;
    request.view.zoom = 0.5;
    g_assert_cmpuint (differences_drawn (far, composed_first, &request, NULL), ==, 0);
  }

  /* far out in the north-west, and an edit there: nothing composed until
   * a view comes near the overlay */
  {
    g_autoptr(WadiRenderer) corner = wadi_renderer_new ();

    wadi_renderer_set_scenario (corner, scenario);
    request.view.width = 80;
    request.view.zoom = 2.0;
    wadi_hex_center (grid->layout, (WadiHex) { 20, 20 }, &request.view.center_x, &request.view.center_y);
    cairo_surface_destroy (draw_with (corner, &request, &stats));
    g_assert_true (stats.far);
    g_assert_false (stats.composed);
    wadi_board_set_cell ((WadiBoard *) grid, (WadiHex) { 30, 30 }, &pond);
    wadi_region_add_hex (edit, (WadiHex) { 30, 30 });
    wadi_renderer_invalidate (corner, edit);
    g_assert_cmpuint (differences_drawn (corner, composed_first, &request, &stats), >, 0);
    g_assert_false (stats.composed);
    wadi_renderer_invalidate (composed_first, edit);
    g_assert_cmpuint (differences_drawn (corner, composed_first, &request, NULL), ==, 0);
    wadi_hex_center (grid->layout, (WadiHex) { 182, 101 }, &request.view.center_x, &request.view.center_y);
    cairo_surface_destroy (draw_with (corner, &request, &stats));
    g_assert_true (stats.composed);
  }
}

/* A renderer that outlives zooms, trimmed after thirty of them (its
 * fonts let go of), draws on as a new one does: nothing it keeps still
 * points at what it let go (ASan would say so). */
static void
test_render_trim (void)
{
  g_autoptr(WadiRenderer) kept = wadi_renderer_new ();
  Canvas canvas;

  canvas_init (&canvas, wadi_fixture_asl_examples (), 200, 150);
  wadi_renderer_set_scenario (kept, canvas.scenario);
  canvas_look_at (&canvas, "25L3", 20.0);
  for (int z = 0; z < 30; z++)
    {
      canvas.request.view.zoom = 20.0 + 1.3 * z;
      cairo_surface_destroy (draw_with (kept, &canvas.request, NULL));
    }
  wadi_renderer_trim (kept);
  for (int z = 0; z < 3; z++)
    {
      cairo_surface_t *shown, *fresh;

      canvas.request.view.zoom = 25.0 + 7.0 * z;
      shown = draw_with (kept, &canvas.request, NULL);
      fresh = draw_fresh (canvas.scenario, &canvas.request);
      g_assert_cmpuint (count_differences (shown, fresh, 0), ==, 0);
      cairo_surface_destroy (shown);
      cairo_surface_destroy (fresh);
    }
  canvas_clear (&canvas);
}

/* From far out, the image of the map (a pixel a hex) is filled a block
 * at a time as drawings show it, not whole at once (a million hexes took
 * 25 ms, in the main loop for the first edit seen from far out); a block
 * filled later shows the edits made before, and the whole map drawn
 * piece by piece is the map a new renderer draws. */
static void
test_render_far_image_in_blocks (void)
{
  Canvas canvas;
  g_autoptr(WadiDocument) document = big_board_document ((const int[4]) { 0, 0, 300, 200 }, (const int[2]) { 2, 3 });
  const WadiBoard *big = wadi_scenario_grid (wadi_document_get_scenario (document));
  WadiHexCell      pond = { 0 };
  cairo_surface_t *fresh;
  double           x, y;
  gulong           handler;

  pond.terrain = WADI_TERRAIN_POND;
  canvas_init (&canvas, NULL, 80, 60);
  canvas.scenario = NULL;
  wadi_renderer_set_scenario (canvas.renderer, wadi_document_get_scenario (document));
  handler = g_signal_connect_swapped (document, "changed", G_CALLBACK (wadi_renderer_invalidate), canvas.renderer);

  /* the north-west corner, 40 x 30 hexes: its block, not the map's
   * 60 000 hexes */
  wadi_hex_center (big->layout, (WadiHex) { 20, 15 }, &canvas.request.view.center_x,
                   &canvas.request.view.center_y);
  canvas.request.view.zoom = 2.0;
  canvas_draw (&canvas);
  g_assert_true (canvas.stats.far);
  g_assert_cmpuint (canvas.stats.far_filled, >, 0);
  g_assert_cmpuint (canvas.stats.far_filled, <=, 4 * 64 * 64);
  canvas_draw (&canvas);
  g_assert_cmpuint (canvas.stats.far_filled, ==, 0);

  /* a pond in the south-east, not filled yet, then drawn */
  wadi_document_begin_edit (document, "pond");
  for (int row = 170; row < 180; row++)
    for (int col = 260; col < 270; col++)
      wadi_document_set_cell (document, (WadiHex) { col, row }, &pond);
  wadi_document_end_edit (document);
  wadi_hex_center (big->layout, (WadiHex) { 265, 175 }, &x, &y);
  canvas.request.view.center_x = x;
  canvas.request.view.center_y = y;
  canvas_draw (&canvas);
  g_assert_cmpuint (canvas.stats.far_filled, >, 0);
  g_assert_cmpint (canvas_class_at_map (&canvas, x, y), ==, CLASS_BLUE);
  fresh = draw_fresh ((WadiScenario *) wadi_document_get_scenario (document), &canvas.request);
  g_assert_cmpuint (count_differences (canvas.surface, fresh, 0), ==, 0);
  cairo_surface_destroy (fresh);
  g_signal_handler_disconnect (document, handler);
  canvas_clear (&canvas);

  /* views whose edges cross a block's, at a pixel a hex and more (the
   * nearest pixel), bilinear and GOOD: the blocks a view reaches are
   * filled, to the pixel as with the whole image filled */
  {
    const double zooms[] = { 2.0, 0.7, 0.3 };
    g_autoptr(WadiRenderer) whole = wadi_renderer_new ();
    WadiRenderRequest request = canvas.request;
    cairo_surface_t  *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 80, 60);
    cairo_t          *cr = cairo_create (surface);

    wadi_renderer_set_scenario (whole, wadi_document_get_scenario (document));
    request.view.zoom = 0.25;
    wadi_renderer_draw (whole, cr, &request, NULL);
    cairo_destroy (cr);
    cairo_surface_destroy (surface);
    for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
      for (int step = 0; step < 24; step++)
        {
          g_autoptr(WadiRenderer) fresh_renderer = wadi_renderer_new ();
          cairo_surface_t *from_blocks = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 80, 60);
          cairo_surface_t *from_whole = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 80, 60);

          request.view.zoom = zooms[z];
          /* the view's east and south edges across col and row 64 */
          wadi_hex_center (big->layout, (WadiHex) { 64, 64 }, &request.view.center_x, &request.view.center_y);
          request.view.center_x -= 40.0 / zooms[z] + 4.0 - 0.37 * step;
          request.view.center_y -= 30.0 / zooms[z] + 4.0 - 0.41 * step;
          wadi_renderer_set_scenario (fresh_renderer, wadi_document_get_scenario (document));
          cr = cairo_create (from_blocks);
          wadi_renderer_draw (fresh_renderer, cr, &request, NULL);
          cairo_destroy (cr);
          cr = cairo_create (from_whole);
          wadi_renderer_draw (whole, cr, &request, NULL);
          cairo_destroy (cr);
          g_assert_cmpuint (count_differences (from_blocks, from_whole, 0), ==, 0);
          cairo_surface_destroy (from_blocks);
          cairo_surface_destroy (from_whole);
        }
  }

  /* the whole map, its blocks filled a piece at a time and edited
   * between: as a new renderer draws it, to the pixel */
  canvas_init (&canvas, NULL, 400, 300);
  canvas.scenario = NULL;
  wadi_renderer_set_scenario (canvas.renderer, wadi_document_get_scenario (document));
  handler = g_signal_connect_swapped (document, "changed", G_CALLBACK (wadi_renderer_invalidate), canvas.renderer);
  canvas.request.view.zoom = 3.5;
  for (int i = 0; i < 3; i++)
    {
      wadi_hex_center (big->layout, (WadiHex) { 50 + 100 * i, 40 + 60 * i }, &canvas.request.view.center_x,
                       &canvas.request.view.center_y);
      canvas_draw (&canvas);
      wadi_document_set_cell (document, (WadiHex) { 40 + 100 * i, 150 - 60 * i }, &pond);
    }
  canvas.request.view.zoom = 1.2;
  wadi_hex_center (big->layout, (WadiHex) { 150, 100 }, &canvas.request.view.center_x,
                   &canvas.request.view.center_y);
  canvas_draw (&canvas);
  fresh = draw_fresh ((WadiScenario *) wadi_document_get_scenario (document), &canvas.request);
  g_assert_cmpuint (count_differences (canvas.surface, fresh, 0), ==, 0);
  cairo_surface_destroy (fresh);
  g_signal_handler_disconnect (document, handler);
  canvas_clear (&canvas);
}

/* After an edit the frame is the frame a new renderer draws: what the
 * renderer keeps (the composed map, the far image) follows the edit. */
static void
test_render_edit_redraws (void)
{
  Canvas canvas;
  g_autoptr(WadiDocument) document = wadi_document_new (example_with_terrain ());
  WadiScenario    *scenario = (WadiScenario *) wadi_document_get_scenario (document);
  WadiHexCell      pond = { 0 };
  WadiHexSides     none = { { 0 } };
  cairo_surface_t *fresh;
  WadiHex          hex;

  canvas_init (&canvas, NULL, 640, 480);
  canvas.scenario = scenario;
  wadi_renderer_set_scenario (canvas.renderer, scenario);
  g_signal_connect_swapped (document, "changed", G_CALLBACK (wadi_renderer_invalidate), canvas.renderer);
  canvas_look_at (&canvas, "25O9", 48.0);
  canvas_draw (&canvas);
  assert_class (&canvas, "25P10", 0.1, 0.1, CLASS_PALE);

  /* a pond, a level and a hexside: fills, contours and channels change */
  wadi_fixture_locate (scenario, "25P10", &hex);
  pond.terrain = WADI_TERRAIN_POND;
  wadi_document_begin_edit (document, "edit");
  wadi_document_set_cell (document, hex, &pond);
  pond.terrain = WADI_TERRAIN_WOODS;
  pond.level = 2;
  wadi_document_set_cell (document, wadi_fixture_hex (scenario, "25Q9"), &pond);
  wadi_document_set_side (document, wadi_fixture_hexside (scenario, "25O9", "25P9"), none.side[0]);
  wadi_document_end_edit (document);

  canvas_draw (&canvas);
  assert_class (&canvas, "25P10", 0.1, 0.1, CLASS_BLUE);
  fresh = draw_fresh (scenario, &canvas.request);
  g_assert_cmpuint (count_differences (canvas.surface, fresh, SAME), ==, 0);
  cairo_surface_destroy (fresh);

  /* a road in a hex, then in its neighbour: the first hex's road now
   * runs toward the second, a hex away from the edit; zoomed in too, where
   * the blocks redrawn are small beside a hex */
  for (int z = 0; z < 2; z++)
    {
      canvas_look_at (&canvas, "25Q10", z == 0 ? 48.0 : 200.0);
      canvas_draw (&canvas);
      for (int i = 0; i < 2; i++)
        {
          WadiHex     road_hex = wadi_fixture_hex (scenario, i == 0 ? "25Q10" : "25R10");
          WadiHexCell road = *wadi_board_cell (wadi_scenario_grid (scenario), road_hex);

          road.flags |= WADI_HEX_FLAG_ROAD;
          wadi_document_set_cell (document, road_hex, &road);
          canvas_draw (&canvas);
          fresh = draw_fresh (scenario, &canvas.request);
          g_assert_cmpuint (count_differences (canvas.surface, fresh, SAME), ==, 0);
          cairo_surface_destroy (fresh);
        }
      wadi_document_undo (document);
      wadi_document_undo (document);
    }
  canvas_look_at (&canvas, "25O9", 48.0);

  /* and undone */
  wadi_document_undo (document);
  canvas_draw (&canvas);
  assert_class (&canvas, "25P10", 0.1, 0.1, CLASS_PALE);
  fresh = draw_fresh (scenario, &canvas.request);
  g_assert_cmpuint (count_differences (canvas.surface, fresh, SAME), ==, 0);
  cairo_surface_destroy (fresh);

  canvas.scenario = NULL;
  wadi_renderer_free (canvas.renderer);
  cairo_surface_destroy (canvas.surface);
}

/* Draws canvas's view in four parts split at (split_x, split_y), each a
 * view of its own on an image of its own as a tile is, laid side by side
 * on a new image. */
static cairo_surface_t *
draw_in_parts (Canvas *canvas,
               int     split_x,
               int     split_y)
{
  WadiRenderView   whole = canvas->request.view;
  cairo_surface_t *parts = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, whole.width, whole.height);
  cairo_t         *cr = cairo_create (parts);

  for (int part = 0; part < 4; part++)
    {
      int              x = part % 2 == 0 ? 0 : split_x, y = part / 2 == 0 ? 0 : split_y;
      int              width = part % 2 == 0 ? split_x : whole.width - split_x;
      int              height = part / 2 == 0 ? split_y : whole.height - split_y;
      cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
      cairo_t         *part_cr = cairo_create (image);

      canvas->request.view.width = width;
      canvas->request.view.height = height;
      canvas->request.view.center_x = whole.center_x + (x + width / 2.0 - whole.width / 2.0) / whole.zoom;
      canvas->request.view.center_y = whole.center_y + (y + height / 2.0 - whole.height / 2.0) / whole.zoom;
      wadi_renderer_draw (canvas->renderer, part_cr, &canvas->request, NULL);
      cairo_destroy (part_cr);
      cairo_set_source_surface (cr, image, x, y);
      cairo_paint (cr);
      cairo_surface_destroy (image);
    }
  cairo_destroy (cr);
  canvas->request.view = whole;
  return parts;
}

/* The canvas keeps the map in tiles drawn one by one: a view drawn in
 * four parts is the view drawn whole, at every zoom and wherever the
 * seam falls across the hexes, so no seam shows where two tiles meet,
 * nor cuts what a counter draws past its hex.  (Between 9 and 20 px a
 * hex the grid's hairlines drew a dark line down some seams: a
 * designer's try-out saw it at 11 px a hex in a 640 x 480 window.) */
static void
test_render_parts_match_whole (void)
{
  const double zooms[] = { 2.5, 5.0, 7.0, 10.0, 11.0, 12.0, 14.0, 16.0, 22.0, 24.0, 64.0 };

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      Canvas         canvas;
      WadiDiagnostic mark = { 0 };

      canvas_init (&canvas, example_with_terrain (), 512, 384);
      /* west of the parts' seam, their CAFP vertex toward it: the dot
       * there reaches past the hex's box (4 px at least); far out, where
       * counters are cells, it is not drawn */
      for (int k = 0; k < 2 && zooms[z] >= WADI_RENDER_OUTLINE_ZOOM; k++)
        {
          WadiCounter tank = { .kind = WADI_COUNTER_VEHICLE_CREST, .unit_class = WADI_UNIT_FULLY_TRACKED };

          tank.hex = wadi_fixture_hex (canvas.scenario, k == 0 ? "25K3" : "25K4");
          tank.vertex = (WadiVertexIndex) (k == 0 ? 1 : 0);
          wadi_scenario_add_counter (canvas.scenario, &tank);
        }
      mark.severity = WADI_SEVERITY_ERROR;
      mark.place = WADI_DIAG_AT_HEX;
      mark.hex = wadi_fixture_hex (canvas.scenario, "25L3");
      canvas.request.marks = &mark;
      canvas.request.n_marks = 1;
      /* the seam moved across a hex in sevenths of one, split in halves
       * and off the middle */
      for (int shift = 0; shift < 14; shift++)
        {
          cairo_surface_t *parts;
          guint            differ;
          int              split_x = shift < 7 ? 256 : 151, split_y = shift < 7 ? 192 : 97;

          canvas_look_at (&canvas, "25L3", zooms[z]);
          canvas.request.view.center_x += (shift % 7) / 7.0;
          canvas_draw (&canvas);
          parts = draw_in_parts (&canvas, split_x, split_y);
          differ = count_differences (canvas.surface, parts, SAME);
          cairo_surface_destroy (parts);
          if (differ != 0)
            g_error ("%g px a hex, split at %d, %d, moved %d/7 of a hex: %u pixels differ in parts", zooms[z],
                     split_x, split_y, shift % 7, differ);
        }
      canvas_clear (&canvas);
    }
}

/* Drawn in steps (what an SVG export draws a band at a time), every
 * step in turn for all the rows, a step below full opacity drawn opaque
 * and laid over the rest at its opacity, is the frame drawn at once:
 * nothing left out, nothing drawn twice, in the same order. */
static void
test_render_steps_match_whole (void)
{
  const double zooms[] = { 2.5, 7.0, 12.0, 24.0, 64.0 };

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      Canvas           canvas;
      cairo_surface_t *steps = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 512, 384);
      cairo_t         *cr = cairo_create (steps);
      WadiDiagnostic   mark = { 0 };
      WadiRenderStep   kinds[128];
      guint            n, banded = 0;
      int              rows;

      canvas_init (&canvas, example_with_terrain (), 512, 384);
      canvas_look_at (&canvas, "25L3", zooms[z]);
      canvas.request.show_grid = TRUE;
      canvas.request.show_labels = TRUE;
      mark.severity = WADI_SEVERITY_ERROR;
      mark.place = WADI_DIAG_AT_HEX;
      mark.hex = wadi_fixture_hex (canvas.scenario, "25L3");
      canvas.request.marks = &mark;
      canvas.request.n_marks = 1;
      canvas_draw (&canvas);
      rows = wadi_scenario_grid (canvas.scenario)->rows;
      n = wadi_renderer_steps (canvas.renderer, &canvas.request, kinds, G_N_ELEMENTS (kinds));
      g_assert_cmpuint (n, <=, G_N_ELEMENTS (kinds));
      for (guint i = 0; i < n; i++)
        {
          banded += kinds[i].banded;
          if (kinds[i].opacity < 1.0)
            cairo_push_group (cr);
          wadi_renderer_draw_step (canvas.renderer, cr, &canvas.request, i, kinds[i].banded ? 0 : 1,
                                   kinds[i].banded ? rows - 1 : 0);
          if (kinds[i].opacity < 1.0)
            {
              cairo_pop_group_to_source (cr);
              cairo_paint_with_alpha (cr, kinds[i].opacity);
            }
        }
      cairo_destroy (cr);
      g_test_message ("%g px a hex: %u steps, %u banded", zooms[z], n, banded);
      g_assert_true (banded > 0 || zooms[z] < WADI_RENDER_FAR_ZOOM);
      g_assert_cmpuint (count_differences (canvas.surface, steps, 2), ==, 0);
      cairo_surface_destroy (steps);
      canvas_clear (&canvas);
    }
}

/* The colour most of a swatch's middle shows: its fill, between the
 * hatching's lines if it has any. */
static guint32
swatch_fill (const WadiRenderKey *key)
{
  cairo_surface_t *swatch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 40, 40);
  cairo_t         *cr = cairo_create (swatch);
  g_autoptr(GHashTable) counts = g_hash_table_new (NULL, NULL);
  guint32 most = 0;
  guint   most_count = 0;

  wadi_render_analysis_swatch (cr, key, 0, 0, 40);
  cairo_destroy (cr);
  for (int y = 10; y < 30; y++)
    for (int x = 10; x < 30; x++)
      {
        guint32 pixel = pixel_at (swatch, x, y);
        guint   count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, GUINT_TO_POINTER (pixel))) + 1;

        g_hash_table_insert (counts, GUINT_TO_POINTER (pixel), GUINT_TO_POINTER (count));
        if (count > most_count)
          {
            most = pixel;
            most_count = count;
          }
      }
  cairo_surface_destroy (swatch);
  return most;
}

/* Zoomed out below WADI_RENDER_FAR_ZOOM, where the map is its far image,
 * the analysis's shading is a pixel a hex too: over open ground, a hex
 * in the middle of a block shaded alike shows the colour its legend's
 * swatch fills with (wadi_render_analysis_swatch), at a zoom of nearest
 * pixels and one of bilinear ones. */
static void
test_render_analysis_far (void)
{
  const double       zooms[] = { 3.5, 0.75 };
  WadiBoard         *board = wadi_board_new ("1", 200, 150, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                             WADI_LABEL_ASL, 1);
  WadiScenario      *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autofree guint8 *shade = NULL;
  g_autofree guint8 *dead = NULL;
  WadiRulesOverlay   rules = { 0 };
  const WadiBoard   *grid;
  struct
  {
    int           col0, col1; /* the block's columns, rows 40 to 110 */
    guint8        shade;
    gboolean      dead;
    WadiRenderKey key;
  } blocks[] = {
    { 20, 70, WADI_RENDER_SHADE_SEEN, FALSE, { WADI_RENDER_KEY_SHADE, WADI_RENDER_SHADE_SEEN, 0, 0, NULL } },
    { 75, 125, WADI_RENDER_SHADE_NOT_SEEN, FALSE, { WADI_RENDER_KEY_SHADE, WADI_RENDER_SHADE_NOT_SEEN, 0, 0, NULL } },
    { 130, 180, WADI_RENDER_SHADE_NONE, TRUE, { WADI_RENDER_KEY_DEAD, 0, 0, 0, NULL } },
  };

  wadi_scenario_add_board (scenario, board);
  grid = wadi_scenario_grid (scenario);
  shade = g_new0 (guint8, wadi_board_hex_count (grid));
  dead = g_new0 (guint8, wadi_board_hex_count (grid));
  for (guint b = 0; b < G_N_ELEMENTS (blocks); b++)
    for (int row = 40; row <= 110; row++)
      for (int col = blocks[b].col0; col <= blocks[b].col1; col++)
        {
          shade[wadi_board_index (grid, (WadiHex) { col, row })] = blocks[b].shade;
          dead[wadi_board_index (grid, (WadiHex) { col, row })] = blocks[b].dead;
        }
  rules.analysis = (WadiRenderAnalysis) { grid->cols, grid->rows, shade, NULL, dead, NULL, 0, 0, 0.0f };

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      Canvas canvas;

      canvas_init (&canvas, wadi_scenario_copy (scenario), 400, 300);
      canvas.request.rules = &rules;
      canvas.request.view.zoom = zooms[z];
      wadi_hex_center (grid->layout, (WadiHex) { 100, 75 }, &canvas.request.view.center_x,
                       &canvas.request.view.center_y);
      canvas_draw (&canvas);
      g_assert_true (canvas.stats.far);
      for (guint b = 0; b < G_N_ELEMENTS (blocks); b++)
        {
          guint32 fill = swatch_fill (&blocks[b].key);
          double  x, y;

          wadi_hex_center (grid->layout, (WadiHex) { (blocks[b].col0 + blocks[b].col1) / 2, 75 }, &x, &y);
          x = (x - canvas.request.view.center_x) * zooms[z] + 200;
          y = (y - canvas.request.view.center_y) * zooms[z] + 150;
          g_test_message ("%g px a hex, block %u: %08x, its swatch %08x", zooms[z], b,
                          pixel_at (canvas.surface, (int) x, (int) y), fill);
          g_assert_true (pixels_alike (pixel_at (canvas.surface, (int) x, (int) y), fill, 3));
        }
      canvas_clear (&canvas);
    }
  wadi_scenario_free (scenario);
}

/* An analysis's shading over a block of hexes round middle of grid, in
 * shade and dead (cols x rows), and a path of three hexes. */
static void
shade_block (const WadiBoard    *grid,
             WadiHex             middle,
             guint8             *shade,
             guint8             *dead,
             WadiHex            *path,
             WadiRenderAnalysis *analysis)
{
  for (int row = middle.row - 2; row <= middle.row + 2; row++)
    for (int col = middle.col - 3; col <= middle.col + 3; col++)
      {
        shade[row * grid->cols + col] = col < middle.col ? WADI_RENDER_SHADE_SEEN : WADI_RENDER_SHADE_NOT_SEEN;
        dead[row * grid->cols + col] = row == middle.row;
      }
  shade[middle.row * grid->cols + middle.col] = WADI_RENDER_SHADE_ORIGIN;
  for (int i = 0; i < 3; i++)
    path[i] = (WadiHex) { middle.col + i, middle.row };
  *analysis = (WadiRenderAnalysis) { grid->cols, grid->rows, shade, NULL, dead, path, 3, 0, 0.0f };
}

/* The layers drawn apart, the passing ones over the map's and its
 * analysis's, are the frame drawn at once; the analysis's shading is
 * drawn by its own layer, its path by the passing one. */
static void
test_render_layers_compose (void)
{
  Canvas             canvas;
  WadiHex            selection;
  cairo_surface_t   *layered = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 300);
  cairo_surface_t   *unshaded = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 300);
  cairo_surface_t   *transient = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 300);
  cairo_surface_t   *path_alone = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 300);
  WadiRulesOverlay   rules = { 0 };
  WadiHex            path[3];
  const WadiBoard   *grid;
  g_autofree guint8 *shade = NULL;
  g_autofree guint8 *dead = NULL;
  cairo_t           *cr;
  guint              differ;

  canvas_init (&canvas, example_with_terrain (), 400, 300);
  canvas_look_at (&canvas, "25L3", 40.0);
  grid = wadi_scenario_grid (canvas.scenario);
  shade = g_new0 (guint8, wadi_board_hex_count (grid));
  dead = g_new0 (guint8, wadi_board_hex_count (grid));
  shade_block (grid, wadi_fixture_hex (canvas.scenario, "25L3"), shade, dead, path, &rules.analysis);
  canvas.request.rules = &rules;
  selection = wadi_fixture_hex (canvas.scenario, "25L3");
  canvas.request.selection = &selection;
  canvas.request.n_selection = 1;
  canvas.request.highlight.kind = WADI_RENDER_HIGHLIGHT_HEX;
  canvas.request.highlight.hex = wadi_fixture_hex (canvas.scenario, "25M3");
  canvas_draw (&canvas);

  canvas.request.layers = WADI_RENDER_LAYER_MAP | WADI_RENDER_LAYER_DIAGNOSTICS;
  cr = cairo_create (unshaded);
  wadi_renderer_draw (canvas.renderer, cr, &canvas.request, NULL);
  cairo_destroy (cr);
  canvas.request.layers |= WADI_RENDER_LAYER_ANALYSIS;
  cr = cairo_create (layered);
  wadi_renderer_draw (canvas.renderer, cr, &canvas.request, NULL);
  cairo_destroy (cr);
  /* the shading is the analysis layer's */
  g_assert_cmpuint (count_differences (unshaded, layered, 2), >, 0);
  canvas.request.layers = WADI_RENDER_LAYER_TRANSIENT;
  cr = cairo_create (transient);
  wadi_renderer_draw (canvas.renderer, cr, &canvas.request, NULL);
  cairo_destroy (cr);
  /* and not the passing layer's, which draws the path alone of it */
  rules.analysis.shade = NULL;
  rules.analysis.dead = NULL;
  cr = cairo_create (path_alone);
  wadi_renderer_draw (canvas.renderer, cr, &canvas.request, NULL);
  cairo_destroy (cr);
  g_assert_cmpuint (count_differences (transient, path_alone, SAME), ==, 0);
  /* the passing layer is clear but where it draws */
  g_assert_cmpuint (count_differences (transient, layered, SAME), >, 0);
  cr = cairo_create (layered);
  cairo_set_source_surface (cr, transient, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  differ = count_differences (canvas.surface, layered, 2);
  g_assert_cmpuint (differ, ==, 0);
  cairo_surface_destroy (layered);
  cairo_surface_destroy (unshaded);
  cairo_surface_destroy (transient);
  cairo_surface_destroy (path_alone);
  canvas_clear (&canvas);
}

/* Whether the pixel at the map point (x, y) of a picture drawn of view
 * holds anything. */
static gboolean
painted_at (cairo_surface_t      *surface,
            const WadiRenderView *view,
            double                x,
            double                y)
{
  int            px = (int) floor ((x - view->center_x) * view->zoom + view->width / 2.0);
  int            py = (int) floor ((y - view->center_y) * view->zoom + view->height / 2.0);
  const guint32 *row = (const guint32 *) (gconstpointer) (cairo_image_surface_get_data (surface)
                                                          + py * cairo_image_surface_get_stride (surface));

  g_assert_true (px >= 0 && px < cairo_image_surface_get_width (surface));
  g_assert_true (py >= 0 && py < cairo_image_surface_get_height (surface));
  return (row[px] >> 24) != 0;
}

/* The selection far out is filled through a mask of its hexes, close in
 * through the loops of its outline and outlined round its edge (a
 * million selected hexes took 9 s a frame): either way every selected
 * hex's centre is tinted, and no other's, on flat-top and pointy-top
 * grids of either stagger (the mask's cells staggered as the hexes are),
 * for a block with a hole, a lone hex and a scatter of hexes whose
 * outline runs in and out of many loops. */
/* Hexes picked as by dice, the same each run: about half of them. */
static gboolean
scattered (int col,
           int row)
{
  guint32 h = (guint32) (col * 73856093) ^ (guint32) (row * 19349663);

  h ^= h >> 13;
  h *= 0x5bd1e995u;
  return ((h >> 15) & 1u) != 0;
}

static void
test_render_selection_far_and_near (void)
{
  const WadiGridLayout layouts[] = {
    { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
    { WADI_GRID_FLAT_TOP, WADI_STAGGER_EVEN },
    { WADI_GRID_POINTY_TOP, WADI_STAGGER_ODD },
    { WADI_GRID_POINTY_TOP, WADI_STAGGER_EVEN },
  };
  const double zooms[] = { 5.0, 16.0, 22.0 };

  for (guint l = 0; l < G_N_ELEMENTS (layouts); l++)
    for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
      {
        g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
        g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();
        g_autoptr(GArray) selection = g_array_new (FALSE, FALSE, sizeof (WadiHex));
        cairo_surface_t  *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 400);
        cairo_t          *cr = cairo_create (surface);
        WadiRenderRequest request = { 0 };
        double            x, y;

        wadi_scenario_add_board (scenario, wadi_board_new ("1", 20, 20, layouts[l], WADI_LABEL_NUMERIC, 1));
        wadi_renderer_set_scenario (renderer, scenario);
        /* a block with a hole in it, and a hex of its own */
        for (int row = 5; row <= 9; row++)
          for (int col = 5; col <= 9; col++)
            if (col != 7 || row != 7)
              g_array_append_val (selection, ((WadiHex) { col, row }));
        g_array_append_val (selection, ((WadiHex) { 12, 7 }));
        for (int row = 12; row <= 15; row++)
          for (int col = 3; col <= 14; col++)
            if (scattered (col, row))
              g_array_append_val (selection, ((WadiHex) { col, row }));
        wadi_hex_center (layouts[l], (WadiHex) { 8, 10 }, &request.view.center_x, &request.view.center_y);
        request.view.zoom = zooms[z];
        request.view.scale = 1.0;
        request.view.width = 400;
        request.view.height = 400;
        request.layers = WADI_RENDER_LAYER_TRANSIENT;
        request.selection = (const WadiHex *) (gconstpointer) selection->data;
        request.n_selection = selection->len;
        wadi_renderer_draw (renderer, cr, &request, NULL);
        cairo_surface_flush (surface);
        for (int row = 3; row <= 16; row++)
          for (int col = 3; col <= 14; col++)
            {
              gboolean selected = (col >= 5 && col <= 9 && row >= 5 && row <= 9 && (col != 7 || row != 7))
                                  || (col == 12 && row == 7) || (row >= 12 && row <= 15 && scattered (col, row));

              wadi_hex_center (layouts[l], (WadiHex) { col, row }, &x, &y);
              g_test_message ("layout %u, %g px a hex: %d,%d", l, zooms[z], col, row);
              g_assert_cmpint (painted_at (surface, &request.view, x, y), ==, selected);
              /* and close in, the whole hex: halfway to each corner */
              for (WadiVertexIndex k = 0; k < 6 && zooms[z] > 8.0; k++)
                {
                  double cx, cy;

                  wadi_hex_corner (layouts[l], (WadiHex) { col, row }, k, &cx, &cy);
                  g_assert_cmpint (painted_at (surface, &request.view, (x + cx) / 2.0, (y + cy) / 2.0), ==, selected);
                }
            }
        cairo_destroy (cr);
        cairo_surface_destroy (surface);
      }
}

#ifdef CAIRO_HAS_PDF_SURFACE
static cairo_status_t
count_bytes (void                *closure,
             const unsigned char *data,
             unsigned int         length)
{
  *(gsize *) closure += length;
  return CAIRO_STATUS_SUCCESS;
}
#endif

/* A PDF gets paths. */
static void
test_render_vector_target (void)
{
#ifdef CAIRO_HAS_PDF_SURFACE
  g_autoptr(WadiScenario) scenario = example_with_terrain ();
  g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();
  WadiRenderRequest request = { 0 };
  WadiRenderStats   stats = { 0 };
  gsize             bytes = 0;
  cairo_surface_t  *pdf = cairo_pdf_surface_create_for_stream (count_bytes, &bytes, 400, 300);
  cairo_t          *cr = cairo_create (pdf);
  WadiHex           hex;

  wadi_fixture_locate (scenario, "25O9", &hex);
  wadi_hex_center (wadi_scenario_grid (scenario)->layout, hex,
                   &request.view.center_x, &request.view.center_y);
  request.view.zoom = 48.0;
  request.view.width = 400;
  request.view.height = 300;
  request.show_grid = TRUE;
  request.show_labels = TRUE;
  wadi_renderer_set_scenario (renderer, scenario);
  wadi_renderer_draw (renderer, cr, &request, &stats);
  cairo_destroy (cr);
  cairo_surface_finish (pdf);
  g_assert_cmpint (cairo_surface_status (pdf), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (pdf);
  g_assert_cmpuint (stats.hexes, >, 0);
  g_assert_cmpuint (stats.hexsides, >, 0);
  g_assert_cmpuint (bytes, >, 1000);
#else
  g_test_skip ("cairo without PDF");
#endif
}

/* The class of the darkest pixel around a map point, within a pixel:
 * outlines are a pixel wide. */
static ColorClass
canvas_line_class_at (Canvas *canvas,
                      double  x,
                      double  y)
{
  const WadiRenderView *view = &canvas->request.view;
  int                   px = (int) floor ((x - view->center_x) * view->zoom + view->width / 2.0);
  int                   py = (int) floor ((y - view->center_y) * view->zoom + view->height / 2.0);
  guchar               *data = cairo_image_surface_get_data (canvas->surface);
  int                   stride = cairo_image_surface_get_stride (canvas->surface);
  guint32               darkest = 0xffffffff;
  int                   lightness = G_MAXINT;

  for (int i = -1; i <= 1; i++)
    for (int j = -1; j <= 1; j++)
      {
        guint32 pixel = *(guint32 *) (gpointer) (data + (py + j) * stride + (px + i) * 4);
        int     sum = (int) ((pixel >> 16 & 0xff) + (pixel >> 8 & 0xff) + (pixel & 0xff));

        if (sum < lightness)
          {
            lightness = sum;
            darkest = pixel;
          }
      }
  return classify (darkest >> 16 & 0xff, darkest >> 8 & 0xff, darkest & 0xff);
}

/* Where the ground level changes a contour is drawn, brown; between hexes
 * of one level, the grid's faint line: darker than the ground, not
 * brown. */
static void
test_render_contours_and_grid (void)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiBoard    *board = wadi_board_new ("1", 12, 10, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                        WADI_LABEL_ASL, 1);
  WadiHexCell   hill = { 0 };
  Canvas        canvas;
  WadiHex       low = { 5, 4 };
  double        x, y, cx, cy;

  hill.level = 2;
  wadi_board_set_cell (board, low, &hill);
  wadi_scenario_add_board (scenario, board);
  canvas_init (&canvas, scenario, 400, 300);
  wadi_hex_center (board->layout, low, &canvas.request.view.center_x, &canvas.request.view.center_y);

  for (double zoom = 12.0; zoom <= 60.0; zoom += 24.0)
    {
      canvas.request.view.zoom = zoom;
      canvas_draw (&canvas);
      wadi_pick_hexside_midpoint (board->layout, (WadiHexside) { low, 0 }, &x, &y);
      g_assert_cmpint (canvas_line_class_at (&canvas, x, y), ==, CLASS_BROWN);
      wadi_pick_hexside_midpoint (board->layout, (WadiHexside) { low, 2 }, &x, &y);
      g_assert_cmpint (canvas_line_class_at (&canvas, x, y), ==, CLASS_BROWN);
      wadi_pick_hexside_midpoint (board->layout, (WadiHexside) { { 8, 4 }, 1 }, &x, &y);
      g_assert_cmpint (canvas_line_class_at (&canvas, x, y), !=, CLASS_BROWN);
      g_assert_cmpint (canvas_line_class_at (&canvas, x, y), !=, CLASS_PALE);
      wadi_hex_center (board->layout, (WadiHex) { 8, 4 }, &cx, &cy);
      g_assert_cmpint (canvas_class_at_map (&canvas, cx + 0.1, cy + 0.1), ==, CLASS_PALE);
    }

  /* the level number, in the lower left corner of the hill's hex, from
   * the detail zoom on */
  for (double zoom = 12.0; zoom <= 60.0; zoom += 24.0)
    {
      double   corner_x, corner_y;
      gboolean dark = FALSE;

      canvas.request.view.zoom = zoom;
      canvas_draw (&canvas);
      wadi_hex_center (board->layout, low, &cx, &cy);
      wadi_hex_corner (board->layout, low, 3, &corner_x, &corner_y);
      for (int i = -4; i <= 4; i++)
        for (int j = -4; j <= 4; j++)
          dark |= canvas_class_at_map (&canvas, cx + (corner_x - cx) * 0.72 + i / zoom,
                                       cy + (corner_y - cy) * 0.72 + j / zoom)
                  == CLASS_DARK;
      g_assert_true (dark == (zoom >= WADI_RENDER_DETAIL_ZOOM));
    }

  /* without the grid, nothing between hexes of one level */
  canvas.request.show_grid = FALSE;
  canvas_draw (&canvas);
  g_assert_cmpint (canvas_line_class_at (&canvas, x, y), ==, CLASS_PALE);
  canvas_clear (&canvas);
}

/* A level number keeps away from a channel, but never to a top corner,
 * beside the hex's label, where "R6 1" would read as one label: a gully
 * at level 1 whose arms leave 25R6 by its three southern hexsides has
 * its "1" at a side corner, the farthest from them left to it. */
static void
test_render_level_clear_of_label (void)
{
  Canvas           canvas;
  const WadiBoard *board;
  WadiHex          hex;
  double           cx, cy;
  guint            dark[2][6], more = 0;

  canvas_init (&canvas, wadi_fixture_asl_examples (), 480, 360);
  board = wadi_scenario_grid (canvas.scenario);
  hex = wadi_fixture_hex (canvas.scenario, "25R6");
  /* flat-top: 2 SE, 3 S, 4 SW */
  for (WadiDirection d = 2; d <= 4; d++)
    wadi_board_set_side ((WadiBoard *) board, (WadiHexside) { hex, d },
                         wadi_board_get_side (board, (WadiHexside) { hex, d }) | WADI_SIDE_DEPRESSION);
  canvas_look_at (&canvas, "25R6", 72.0);
  wadi_hex_center (board->layout, hex, &cx, &cy);
  /* the dark pixels round each corner's place for a level number, the
   * hex at level 0 (none) and at level 1 */
  for (int level = 0; level <= 1; level++)
    {
      wadi_fixture_set_hex (canvas.scenario, "25R6", WADI_TERRAIN_OPEN, level, WADI_DEPRESSION_GULLY, 0);
      wadi_renderer_set_scenario (canvas.renderer, canvas.scenario);
      canvas_draw (&canvas);
      for (WadiVertexIndex k = 0; k < 6; k++)
        {
          double x, y;

          wadi_hex_corner (board->layout, hex, k, &x, &y);
          dark[level][k] = canvas_count_class (&canvas, cx + (x - cx) * 0.72, cy + (y - cy) * 0.72, 0.06, 0.06,
                                               CLASS_DARK);
        }
    }
  for (WadiVertexIndex k = 0; k < 6; k++)
    {
      double x, y;

      wadi_hex_corner (board->layout, hex, k, &x, &y);
      g_test_message ("corner %d (%+.2f, %+.2f): %u dark pixels, %u with the number", k, x - cx, y - cy, dark[0][k],
                      dark[1][k]);
      /* the top corners, beside the label, hold no number */
      if (y - cy < -0.4)
        g_assert_cmpuint (dark[1][k], ==, dark[0][k]);
      more += dark[1][k] > dark[0][k] + 8;
    }
  g_assert_cmpuint (more, ==, 1);
  canvas_clear (&canvas);
}

/* The inspector's A badge sits by a hex's lower left corner, unless the
 * hex's level number is there: then by the lower corner beside it, and the
 * number shows as without the badge (it hid the "1" of a hill hex). */
static void
test_render_pick_clear_of_level (void)
{
  Canvas           canvas;
  WadiRulesOverlay rules = { 0 };
  const WadiBoard *board;
  WadiHex          hex;
  double           cx, cy, x[6], y[6];

  canvas_init (&canvas, wadi_fixture_asl_examples (), 480, 360);
  board = wadi_scenario_grid (canvas.scenario);
  hex = wadi_fixture_hex (canvas.scenario, "25R6");
  canvas_look_at (&canvas, "25R6", 72.0);
  wadi_hex_center (board->layout, hex, &cx, &cy);
  for (WadiVertexIndex k = 0; k < 6; k++)
    wadi_hex_corner (board->layout, hex, k, &x[k], &y[k]);
  rules.from = hex;
  rules.has_from = TRUE;
  for (int level = 0; level <= 1; level++)
    {
      guint number_alone, number_picked;
      int   badge = level == 0 ? 3 : 2;

      wadi_fixture_set_hex (canvas.scenario, "25R6", WADI_TERRAIN_OPEN, level, WADI_DEPRESSION_NONE, 0);
      wadi_renderer_set_scenario (canvas.renderer, canvas.scenario);
      canvas.request.rules = NULL;
      canvas_draw (&canvas);
      number_alone = canvas_count_class (&canvas, cx + (x[3] - cx) * 0.72, cy + (y[3] - cy) * 0.72, 0.06, 0.06,
                                         CLASS_DARK);
      canvas.request.rules = &rules;
      canvas_draw (&canvas);
      number_picked = canvas_count_class (&canvas, cx + (x[3] - cx) * 0.72, cy + (y[3] - cy) * 0.72, 0.06, 0.06,
                                          CLASS_DARK);
      g_test_message ("level %d: %u dark pixels at the number's place, %u with A", level, number_alone,
                      number_picked);
      /* the badge's dark disc, by its corner */
      g_assert_cmpint (canvas_class_at_map (&canvas, cx + (x[badge] - cx) * 0.55, cy + (y[badge] - cy) * 0.55), ==,
                       CLASS_DARK);
      if (level == 1)
        {
          g_assert_cmpuint (number_alone, >, 8);
          g_assert_cmpuint (number_picked, ==, number_alone);
        }
    }
  canvas_clear (&canvas);
}

/* The A badge lies over the outline of a counter selected in its hex:
 * the badge's disc reads the same with the counter selected or not (the
 * selection's yellow square hid B's letter). */
static void
test_render_pick_over_selection (void)
{
  Canvas           canvas;
  WadiRulesOverlay rules = { 0 };
  WadiCounter      unit = { .kind = WADI_COUNTER_UNIT, .unit_class = WADI_UNIT_INFANTRY };
  const WadiBoard *grid;
  double           cx, cy, x, y, bx, by;
  cairo_surface_t *plain;
  guint            differ = 0, radius;

  canvas_init (&canvas, wadi_fixture_seam (), 480, 360);
  grid = wadi_scenario_grid (canvas.scenario);
  unit.hex = wadi_fixture_hex (canvas.scenario, "25E5");
  wadi_scenario_add_counter (canvas.scenario, &unit);
  wadi_renderer_set_scenario (canvas.renderer, canvas.scenario);
  rules.from = unit.hex;
  rules.has_from = TRUE;
  canvas.request.rules = &rules;
  canvas_look_at (&canvas, "25E5", 72.0);
  canvas_draw (&canvas);
  plain = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 480, 360);
  {
    cairo_t *cr = cairo_create (plain);

    cairo_set_source_surface (cr, canvas.surface, 0, 0);
    cairo_paint (cr);
    cairo_destroy (cr);
  }
  canvas.request.selected_counter = g_array_index (canvas.scenario->counters, WadiCounter, 0).id;
  canvas_draw (&canvas);
  wadi_hex_center (grid->layout, unit.hex, &cx, &cy);
  wadi_hex_corner (grid->layout, unit.hex, 3, &x, &y);
  bx = (cx + (x - cx) * 0.55 - canvas.request.view.center_x) * 72.0 + 240.0;
  by = (cy + (y - cy) * 0.55 - canvas.request.view.center_y) * 72.0 + 180.0;
  /* the disc's radius, 0.11 of a hex, less its antialiased rim */
  radius = (guint) (0.11 * 72.0) - 1;
  for (int j = -(int) radius; j <= (int) radius; j++)
    for (int i = -(int) radius; i <= (int) radius; i++)
      if (i * i + j * j <= (int) (radius * radius))
        differ += pixel_at (plain, (int) bx + i, (int) by + j) != pixel_at (canvas.surface, (int) bx + i, (int) by + j);
  g_test_message ("%u of the badge's pixels change with the counter selected", differ);
  g_assert_cmpuint (differ, ==, 0);
  /* and the selection is drawn: somewhere in the hex it changes pixels */
  g_assert_cmpuint (count_differences (plain, canvas.surface, 8), >, 0);
  cairo_surface_destroy (plain);
  canvas_clear (&canvas);
}

/* Units dragged together show as the stack they will be: each counter's
 * ghost fanned where it will lie, each outlined green where all may stand
 * (a try-out's Shift drag of three squads showed one ghost). */
static void
test_render_dragged_stack (void)
{
  Canvas           canvas;
  WadiCounter      units[3];
  const WadiBoard *grid;
  double           half = WADI_COUNTER_SIZE / 2.0;

  canvas_init (&canvas, wadi_fixture_seam (), 480, 360);
  grid = wadi_scenario_grid (canvas.scenario);
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    units[i] = (WadiCounter) { .kind = WADI_COUNTER_UNIT,
                               .unit_class = WADI_UNIT_INFANTRY,
                               .hex = wadi_fixture_hex (canvas.scenario, "25E5") };
  canvas_look_at (&canvas, "25E5", 96.0);
  canvas.request.layers = WADI_RENDER_LAYER_TRANSIENT;
  canvas.request.dragged = units;
  canvas.request.n_dragged = G_N_ELEMENTS (units);
  canvas.request.dragged_allowed = TRUE;
  canvas_draw (&canvas);
  for (guint depth = 0; depth < G_N_ELEMENTS (units); depth++)
    {
      double  x, y;
      guint32 pixel;

      /* each ghost's top left corner: above and left of those on it */
      wadi_counter_stack_place (grid->layout, &units[depth], depth, G_N_ELEMENTS (units), &x, &y);
      pixel = canvas_pixel_at_map (&canvas, x - half + 0.5 / 96.0, y - half + 0.5 / 96.0);
      g_test_message ("depth %u: %08x", depth, pixel);
      g_assert_cmpuint (pixel >> 8 & 0xff, >, (pixel >> 16 & 0xff) + 60);
    }
  /* one alone is one ghost, at the hex's centre: the bottom one's corner
   * stays clear */
  {
    double  x, y;
    guint32 pixel;

    wadi_counter_stack_place (grid->layout, &units[0], 0, G_N_ELEMENTS (units), &x, &y);
    canvas.request.n_dragged = 1;
    cairo_surface_destroy (canvas.surface);
    canvas.surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 480, 360);
    canvas_draw (&canvas);
    pixel = canvas_pixel_at_map (&canvas, x - half + 0.5 / 96.0, y - half + 0.5 / 96.0);
    g_assert_cmpuint (pixel >> 8 & 0xff, <=, (pixel >> 16 & 0xff) + 60);
  }
  canvas_clear (&canvas);
}

/* Dark pixels of surface in the box x0..x1, y0..y1 (a face's text). */
static guint
dark_in_box (cairo_surface_t *surface,
             int              x0,
             int              x1,
             int              y0,
             int              y1)
{
  guint dark = 0;

  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      {
        guint32 pixel = pixel_at (surface, x, y);

        /* well under the face's pale ground, a small text's grey too */
        dark += (pixel >> 24) > 0x80 && (pixel >> 16 & 0xff) < 0x90 && (pixel >> 8 & 0xff) < 0x90;
      }
  return dark;
}

/* A unit's name too long for its face at the least text size is cut
 * there with an ellipsis, not left off: a try-out's "Grenadier Company"
 * had no name on the scenario card, whose faces are small. */
static void
test_render_long_name_cut (void)
{
  Canvas           canvas;
  WadiCounter      unit = { .kind = WADI_COUNTER_UNIT,
                            .unit_class = WADI_UNIT_INFANTRY,
                            .strength = (char *) "4-6-8",
                            .name = (char *) "Grenadier Company of the Grossdeutschland Division, Second Battalion" };
  double           zoom = 100.0;
  int              side = (int) (WADI_COUNTER_SIZE * zoom) + 8;
  cairo_surface_t *face = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  cairo_t         *cr = cairo_create (face);
  guint            dark;

  canvas_init (&canvas, wadi_fixture_seam (), 64, 64);
  cairo_translate (cr, side / 2.0, side / 2.0);
  wadi_renderer_draw_counter (canvas.renderer, cr, &unit, zoom);
  cairo_destroy (cr);
  /* the name's line, 0.35 of the face above its middle, its text 6 px
   * high at the least; inside the face's edges */
  dark = dark_in_box (face, side / 2 - (int) (0.4 * WADI_COUNTER_SIZE * zoom),
                      side / 2 + (int) (0.4 * WADI_COUNTER_SIZE * zoom),
                      side / 2 - (int) (0.35 * WADI_COUNTER_SIZE * zoom) - 4,
                      side / 2 - (int) (0.35 * WADI_COUNTER_SIZE * zoom) + 4);
  g_test_message ("%u dark pixels on the name's line", dark);
  g_assert_cmpuint (dark, >=, 20);
  cairo_surface_destroy (face);
  canvas_clear (&canvas);
}

/* A depression cliff is a row of black teeth on the depression's side of
 * the hexside (F5.3: the O9-O10 hexside of the wadi hex O9). */
static void
test_render_depression_cliff (void)
{
  Canvas           canvas;
  const WadiBoard *board;
  WadiHexside      side;
  double           x, y, cx, cy, nx, ny, length;

  canvas_init (&canvas, example_with_terrain (), 400, 300);
  canvas_look_at (&canvas, "25O9", 64.0);
  canvas_draw (&canvas);
  board = wadi_scenario_grid (canvas.scenario);
  side = (WadiHexside) { wadi_fixture_hex (canvas.scenario, "25O9"),
                         wadi_fixture_direction (canvas.scenario, "25O9", "25O10") };
  wadi_pick_hexside_midpoint (board->layout, side, &x, &y);
  wadi_hex_center (board->layout, side.hex, &cx, &cy);
  length = hypot (cx - x, cy - y);
  nx = (cx - x) / length;
  ny = (cy - y) / length;
  g_assert_cmpint (canvas_class_at_map (&canvas, x + nx * 0.04, y + ny * 0.04), ==, CLASS_DARK);
  g_assert_cmpint (canvas_class_at_map (&canvas, x - nx * 0.07, y - ny * 0.07), !=, CLASS_DARK);
  canvas_clear (&canvas);
}

/* On a HiDPI screen the tiles have the screen's pixels. */
static void
test_render_hidpi (void)
{
  g_autoptr(WadiScenario) scenario = example_with_terrain ();
  g_autoptr(WadiRenderer) renderer = wadi_renderer_new ();
  cairo_surface_t  *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 800, 600);
  WadiRenderRequest request = { 0 };
  WadiRenderStats   stats = { 0 };
  cairo_t          *cr;
  WadiHex           hex;
  double            x, y;
  guint32           pixel;

  cairo_surface_set_device_scale (surface, 2.0, 2.0);
  cr = cairo_create (surface);
  wadi_fixture_locate (scenario, "25L3", &hex);
  wadi_hex_center (wadi_scenario_grid (scenario)->layout, hex,
                   &request.view.center_x, &request.view.center_y);
  request.view.zoom = 48.0;
  request.view.width = 400;
  request.view.height = 300;
  request.view.scale = 2.0;
  request.show_grid = TRUE;
  wadi_renderer_set_scenario (renderer, scenario);
  wadi_renderer_draw (renderer, cr, &request, &stats);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* the pond of L2, in device pixels */
  wadi_hex_center (wadi_scenario_grid (scenario)->layout, wadi_fixture_hex (scenario, "25L2"), &x, &y);
  x = ((x + 0.1 - request.view.center_x) * request.view.zoom + 200.0) * 2.0;
  y = ((y + 0.1 - request.view.center_y) * request.view.zoom + 150.0) * 2.0;
  pixel = *(guint32 *) (gpointer) (cairo_image_surface_get_data (surface)
                                   + (int) y * cairo_image_surface_get_stride (surface) + (int) x * 4);
  g_assert_cmpint (classify (pixel >> 16 & 0xff, pixel >> 8 & 0xff, pixel & 0xff), ==, CLASS_BLUE);
  cairo_surface_destroy (surface);
}

static void
test_render_extent (void)
{
  WadiBoard *board = wadi_board_new ("1", 10, 8, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                     WADI_LABEL_ASL, 1);
  double     x0, y0, x1, y1;

  wadi_render_board_extent (board, &x0, &y0, &x1, &y1);
  for (int row = 0; row < board->rows; row++)
    for (int col = 0; col < board->cols; col++)
      for (WadiVertexIndex k = 0; k < 6; k++)
        {
          double x, y;

          wadi_hex_corner (board->layout, (WadiHex) { col, row }, k, &x, &y);
          g_assert_cmpfloat (x, >=, x0 - 1e-9);
          g_assert_cmpfloat (x, <=, x1 + 1e-9);
          g_assert_cmpfloat (y, >=, y0 - 1e-9);
          g_assert_cmpfloat (y, <=, y1 + 1e-9);
        }
  g_assert_cmpfloat (x1 - x0, <, board->cols);
  wadi_board_free (board);
}

/* A hex label stays legible where a channel runs under it: it is drawn
 * over the depression with a pale halo. */
static void
test_render_label_over_channel (void)
{
  Canvas canvas;
  double x, y;
  guint  pale_with, dark_with, pale_without;

  canvas_init (&canvas, wadi_fixture_asl_examples (), 480, 360);
  /* a wadi running north out of R6: its channel lies under R6's label */
  wadi_fixture_set_hex (canvas.scenario, "25R6", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1);
  wadi_fixture_set_hex (canvas.scenario, "25R5", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1);
  wadi_fixture_add_side (canvas.scenario, "25R6", "25R5", WADI_SIDE_DEPRESSION);
  wadi_renderer_set_scenario (canvas.renderer, canvas.scenario);
  canvas_look_at (&canvas, "25R6", 72.0);
  x = canvas.request.view.center_x;
  y = canvas.request.view.center_y - 0.37;

  canvas.request.show_labels = FALSE;
  canvas_draw (&canvas);
  /* the channel fills the label's place: nothing pale there */
  pale_without = canvas_count_class (&canvas, x, y, 0.07, 0.05, CLASS_PALE);
  g_assert_cmpuint (pale_without, ==, 0);

  canvas.request.show_labels = TRUE;
  canvas_draw (&canvas);
  pale_with = canvas_count_class (&canvas, x, y, 0.07, 0.05, CLASS_PALE);
  dark_with = canvas_count_class (&canvas, x, y, 0.07, 0.05, CLASS_DARK);
  /* the glyphs, dark, on their pale halo */
  g_assert_cmpuint (pale_with, >=, 5);
  g_assert_cmpuint (dark_with, >=, 5);
  canvas_clear (&canvas);
}

/* Pixels of text on a counter face of class face: dark pixels with that
 * class a little to their left and to their right on the same row. */
static guint
canvas_count_text_on (Canvas    *canvas,
                      double     x,
                      double     y,
                      double     half,
                      ColorClass face)
{
  const WadiRenderView *view = &canvas->request.view;
  int                   rect[4];
  int                   px0, px1, py0, py1;
  guchar               *data = cairo_image_surface_get_data (canvas->surface);
  int                   stride = cairo_image_surface_get_stride (canvas->surface);
  guint                 count = 0;

  canvas_pixel_rect (canvas, x, y, half, half, rect);
  px0 = rect[0], px1 = rect[1], py0 = rect[2], py1 = rect[3];
  g_assert_cmpint (px0, >=, 4);
  g_assert_cmpint (py0, >=, 0);
  g_assert_cmpint (px1, <, view->width - 4);
  g_assert_cmpint (py1, <, view->height);
  for (int py = py0; py <= py1; py++)
    {
      const guint32 *line = (const guint32 *) (gconstpointer) (data + py * stride);

      for (int px = px0; px <= px1; px++)
        {
          gboolean left = FALSE, right = FALSE;

#define CLASS_OF(p) classify ((p) >> 16 & 0xff, (p) >> 8 & 0xff, (p) &0xff)
          if (CLASS_OF (line[px]) != CLASS_DARK)
            continue;
          for (int k = 1; k <= 4; k++)
            {
              left = left || CLASS_OF (line[px - k]) == face;
              right = right || CLASS_OF (line[px + k]) == face;
            }
#undef CLASS_OF
          if (left && right)
            count++;
        }
    }
  return count;
}

static int
pixel_lightness (guint32 pixel)
{
  return ((pixel >> 16 & 0xff) + (pixel >> 8 & 0xff) + (pixel & 0xff)) / 3;
}

/* The hex grid is printed over the channels, as on the boards: the
 * hexside between two hexes of the stream 13P4-13P5 (one floor, the
 * channel running across it) shows the grid's line in the water, so the
 * hexes along a stream can be counted. */
static void
test_render_grid_over_channels (void)
{
  Canvas           canvas;
  const WadiBoard *board;
  WadiHex          p4, p5;
  double           x, y, px, py;
  guint32          with, without;

  canvas_init (&canvas, example_with_terrain (), 400, 300);
  canvas.request.show_labels = FALSE;
  canvas_look_at (&canvas, "13P4", 64.0);
  board = wadi_scenario_grid (canvas.scenario);
  p4 = wadi_fixture_hex (canvas.scenario, "13P4");
  p5 = wadi_fixture_hex (canvas.scenario, "13P5");
  wadi_hex_center (board->layout, p4, &x, &y);
  wadi_hex_center (board->layout, p5, &px, &py);
  canvas_draw (&canvas);
  with = canvas_pixel_at_map (&canvas, (x + px) / 2.0, (y + py) / 2.0);
  canvas.request.show_grid = FALSE;
  canvas_draw (&canvas);
  without = canvas_pixel_at_map (&canvas, (x + px) / 2.0, (y + py) / 2.0);
  g_test_message ("13P4-13P5's middle: %08x with the grid, %08x without", with, without);
  g_assert_true (!pixels_alike (with, without, 8));
  canvas_clear (&canvas);
}

/* A wadi bridge carries its road across the wadi: in the Tide of Iron
 * movement example the dirt road E1-E5 crosses the wadi bridge hex E3,
 * and the deck (its colour, 0xa07a4e in wadi-render-depressions.c) lies
 * on the road's line from E3's centre to its hexsides with E2 and E4. */
static void
test_render_bridge_carries_road (void)
{
  Canvas           canvas;
  const WadiBoard *board;
  double           cx, cy;

  canvas_init (&canvas, wadi_fixture_toi_examples (), 400, 400);
  canvas.request.show_labels = FALSE;
  canvas_look_at (&canvas, "E3", 96.0);
  canvas_draw (&canvas);
  board = wadi_scenario_grid (canvas.scenario);
  wadi_hex_center (board->layout, wadi_fixture_hex (canvas.scenario, "E3"), &cx, &cy);
  for (int k = 0; k < 2; k++)
    {
      const char *toward = k == 0 ? "E2" : "E4";
      double      nx, ny;
      guint32     pixel;

      wadi_hex_center (board->layout, wadi_fixture_hex (canvas.scenario, toward), &nx, &ny);
      /* most of the way to the hexside, past the counter in E3 */
      pixel = canvas_pixel_at_map (&canvas, cx + (nx - cx) * 0.42, cy + (ny - cy) * 0.42);
      if (abs ((int) (pixel >> 16 & 0xff) - 0xa0) > 24 || abs ((int) (pixel >> 8 & 0xff) - 0x7a) > 24
          || abs ((int) (pixel & 0xff) - 0x4e) > 24)
        g_error ("E3 toward %s: %06x, not the wadi bridge's deck", toward, pixel & 0xffffff);
    }
  canvas_clear (&canvas);
}

/* A hex's ring runs across the top of the hex, where its label is: the
 * ring leaves the label clear while labels are drawn, and is whole where
 * they are not. */
static void
test_render_ring_leaves_label_clear (void)
{
  WadiBoard     *board = wadi_board_new ("1", 10, 10, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                         WADI_LABEL_ASL, 1);
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiDiagnostic mark = { .severity = WADI_SEVERITY_ERROR, .place = WADI_DIAG_AT_HEX };
  Canvas         canvas;
  double         cx, cy;

  wadi_scenario_add_board (scenario, board);
  canvas_init (&canvas, scenario, 300, 300);
  mark.hex = wadi_fixture_hex (scenario, "1E5");
  canvas.request.marks = &mark;
  canvas.request.n_marks = 1;
  canvas_look_at (&canvas, "1E5", 64.0);
  wadi_hex_center (board->layout, mark.hex, &cx, &cy);
  for (int labels = 1; labels >= 0; labels--)
    {
      /* the label "E5", two glyphs of 0.12 of the zoom, centred 0.37
       * above the hex's centre (wadi-render-text.c): its middle half */
      guint on_label, on_ring;

      canvas.request.show_labels = labels;
      canvas_draw (&canvas);
      on_label = canvas_count_class (&canvas, cx, cy - 0.37, 0.06, 0.03, CLASS_RED);
      /* the ring's top side toward its corners, beside the label */
      on_ring = canvas_count_class (&canvas, cx - 0.19, cy - 0.355, 0.02, 0.03, CLASS_RED)
                + canvas_count_class (&canvas, cx + 0.19, cy - 0.355, 0.02, 0.03, CLASS_RED);
      g_assert_cmpuint (on_ring, >, 0);
      if (labels)
        g_assert_cmpuint (on_label, ==, 0);
      else
        g_assert_cmpuint (on_label, >, 4);
    }
  canvas_clear (&canvas);
}

/* The pixels inside a counter's face (its rim left out) markedly darker
 * than the face's corner, one character a pixel: its ink's shape. */
static char *
canvas_face_ink (Canvas *canvas,
                 double  x,
                 double  y)
{
  const double half = WADI_COUNTER_SIZE * 0.4;
  int          face = pixel_lightness (canvas_pixel_at_map (canvas, x - half, y - half));
  GString     *ink = g_string_new (NULL);

  for (double my = y - half; my <= y + half; my += 1.0 / canvas->request.view.zoom)
    for (double mx = x - half; mx <= x + half; mx += 1.0 / canvas->request.view.zoom)
      g_string_append_c (ink, face - pixel_lightness (canvas_pixel_at_map (canvas, mx, my)) > 50 ? '#' : '.');
  return g_string_free (ink, FALSE);
}

/* A marker counter carries its feature's symbol, as a map key draws it,
 * where its name is too small to read (28 to 40 px a hex): each kind is
 * told from the others by its ink, not only by its colour, and the
 * symbol leaves the face's rim alone. */
static void
test_render_marker_symbols (void)
{
  static const WadiCounterKind kinds[] = { WADI_COUNTER_FORD, WADI_COUNTER_BRIDGE, WADI_COUNTER_WIRE,
                                           WADI_COUNTER_MINEFIELD, WADI_COUNTER_FOXHOLE, WADI_COUNTER_CREST,
                                           WADI_COUNTER_VEHICLE_CREST };
  g_autoptr(GPtrArray) inks = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      WadiBoard    *board = wadi_board_new ("1", 10, 10, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                            WADI_LABEL_ASL, 1);
      WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
      WadiCounter   marker = { .kind = kinds[i], .centre = 0 /* north */ };
      Canvas        canvas;
      double        x, y;
      char         *ink;
      guint         dark = 0;

      wadi_scenario_add_board (scenario, board);
      marker.hex = wadi_fixture_hex (scenario, "1E5");
      wadi_scenario_add_counter (scenario, &marker);
      canvas_init (&canvas, scenario, 200, 200);
      canvas_look_at (&canvas, "1E5", 34.0);
      canvas.request.show_labels = FALSE;
      canvas_draw (&canvas);
      wadi_hex_center (board->layout, marker.hex, &x, &y);
      ink = canvas_face_ink (&canvas, x, y);
      for (const char *c = ink; *c != '\0'; c++)
        dark += *c == '#';
      if (dark < 8)
        g_error ("%s: %u dark pixels on its face, no symbol", wadi_counter_kind_name (kinds[i]), dark);
      for (guint j = 0; j < inks->len; j++)
        if (g_str_equal (ink, g_ptr_array_index (inks, j)))
          g_error ("%s draws the symbol of %s", wadi_counter_kind_name (kinds[i]),
                   wadi_counter_kind_name (kinds[j]));
      g_ptr_array_add (inks, ink);
      canvas_clear (&canvas);
    }
}

/* Counters in one hex are fanned out: the label of the one under stays in
 * view, and the Crest and CAFP marks stay on their hexside and vertex. */
static void
test_render_stacked_counters (void)
{
  const char *hexes[] = { "25R6", "25T6" };
  /* by hex, the marker alone, the unit alone, then both */
  guint  marker_text[2][3], unit_text[2][3];
  double cx[2], cy[2];

  for (int show = 0; show < 3; show++)
    {
      Canvas           canvas;
      const WadiBoard *board;
      WadiCounter      crest = { 0 }, tank = { 0 }, unit = { 0 };
      double           x, y;

      canvas_init (&canvas, wadi_fixture_asl_examples (), 640, 360);
      board = wadi_scenario_grid (canvas.scenario);
      crest.kind = WADI_COUNTER_CREST;
      crest.hex = wadi_fixture_hex (canvas.scenario, "25R6");
      crest.centre = wadi_fixture_direction (canvas.scenario, "25R6", "25R5");
      tank.kind = WADI_COUNTER_VEHICLE_CREST;
      tank.hex = wadi_fixture_hex (canvas.scenario, "25T6");
      tank.vertex = 0;
      tank.unit_class = WADI_UNIT_FULLY_TRACKED;
      unit.kind = WADI_COUNTER_UNIT;
      unit.unit_class = WADI_UNIT_INFANTRY;
      unit.side = (char *) "German";
      unit.name = (char *) "squad";
      if (show != 1)
        {
          wadi_scenario_add_counter (canvas.scenario, &crest);
          wadi_scenario_add_counter (canvas.scenario, &tank);
        }
      if (show != 0)
        {
          unit.hex = crest.hex;
          wadi_scenario_add_counter (canvas.scenario, &unit);
          unit.hex = tank.hex;
          wadi_scenario_add_counter (canvas.scenario, &unit);
        }
      wadi_renderer_set_scenario (canvas.renderer, canvas.scenario);
      canvas_look_at (&canvas, "25S6", 96.0);
      canvas_draw (&canvas);

      for (int h = 0; h < 2; h++)
        {
          wadi_hex_center (board->layout, wadi_fixture_hex (canvas.scenario, hexes[h]), &cx[h], &cy[h]);
          /* the markers' face is brown, the German squad's blue */
          marker_text[h][show] = canvas_count_text_on (&canvas, cx[h], cy[h], 0.6, CLASS_BROWN);
          unit_text[h][show] = canvas_count_text_on (&canvas, cx[h], cy[h], 0.6, CLASS_BLUE);
        }

      if (show == 2)
        {
          /* the protected centre hexside and the CAFP vertex, not moved */
          wadi_pick_hexside_midpoint (board->layout, (WadiHexside) { crest.hex, crest.centre }, &x, &y);
          g_assert_cmpint (canvas_class_at_map (&canvas, x + (cx[0] - x) * 0.14, y + (cy[0] - y) * 0.14),
                           ==, CLASS_ORANGE);
          wadi_hex_corner (board->layout, tank.hex, tank.vertex, &x, &y);
          g_assert_cmpint (canvas_class_at_map (&canvas, x, y), ==, CLASS_ORANGE);
        }
      canvas_clear (&canvas);
    }

  for (int h = 0; h < 2; h++)
    {
      /* each label is there alone ... */
      g_assert_cmpuint (marker_text[h][0], >=, 8);
      g_assert_cmpuint (unit_text[h][1], >=, 8);
      /* ... and as much of it in the stack */
      if (marker_text[h][2] * 10 < marker_text[h][0] * 9)
        g_error ("%s: %u of the marker's %u text pixels seen in the stack", hexes[h], marker_text[h][2],
                 marker_text[h][0]);
      if (unit_text[h][2] * 10 < unit_text[h][1] * 9)
        g_error ("%s: %u of the unit's %u text pixels seen in the stack", hexes[h], unit_text[h][2],
                 unit_text[h][1]);
    }
}

/* Pixels of a class along the hexside d of hex. */
static guint
canvas_class_along_side (Canvas        *canvas,
                         WadiGridLayout layout,
                         WadiHex        hex,
                         WadiDirection  d,
                         ColorClass     wanted)
{
  double ax, ay, bx, by;
  guint  red = 0;

  /* side d runs between corners d - 1 and d */
  wadi_hex_corner (layout, hex, (WadiVertexIndex) ((d + 5) % 6), &ax, &ay);
  wadi_hex_corner (layout, hex, (WadiVertexIndex) d, &bx, &by);
  for (int i = 2; i < 38; i++)
    if (canvas_class_at_map (canvas, ax + (bx - ax) * i / 40.0, ay + (by - ay) * i / 40.0) == wanted)
      red++;
  return red;
}

/* Whether the pixel at a map point is the highlight's yellow. */
static gboolean
canvas_highlighted_at_map (Canvas *canvas,
                           double  x,
                           double  y)
{
  const WadiRenderView *view = &canvas->request.view;
  int                   px = (int) floor ((x - view->center_x) * view->zoom + view->width / 2.0);
  int                   py = (int) floor ((y - view->center_y) * view->zoom + view->height / 2.0);
  guchar               *data = cairo_image_surface_get_data (canvas->surface);
  int                   stride = cairo_image_surface_get_stride (canvas->surface);
  guint32               pixel = *(guint32 *) (gpointer) (data + py * stride + px * 4);

  return (pixel >> 16 & 0xff) > 235 && (pixel >> 8 & 0xff) > 215 && (pixel & 0xff) < 130;
}

/* Highlighted points along the hexside d of hex, out of 36. */
static guint
canvas_highlight_along_side (Canvas        *canvas,
                             WadiGridLayout layout,
                             WadiHex        hex,
                             WadiDirection  d)
{
  double ax, ay, bx, by;
  guint  n = 0;

  wadi_hex_corner (layout, hex, (WadiVertexIndex) ((d + 5) % 6), &ax, &ay);
  wadi_hex_corner (layout, hex, (WadiVertexIndex) d, &bx, &by);
  for (int i = 2; i < 38; i++)
    n += canvas_highlighted_at_map (canvas, ax + (bx - ax) * i / 40.0, ay + (by - ay) * i / 40.0);
  return n;
}

/* Highlighted points on a ring of radius_px pixels round a vertex, out of
 * 24. */
static guint
canvas_highlight_round (Canvas *canvas,
                        double  x,
                        double  y,
                        double  radius_px)
{
  double r = radius_px / canvas->request.view.zoom;
  guint  n = 0;

  for (int i = 0; i < 24; i++)
    n += canvas_highlighted_at_map (canvas, x + r * cos (i * G_PI / 12.0), y + r * sin (i * G_PI / 12.0));
  return n;
}

/* The hover's (and the keyboard's hex cursor's) outline on open ground:
 * its yellow is nearly the ground's cream (1.05:1), so its dark casing
 * shows it: at least three pixels across the outline stand out 3:1
 * against the ground at every zoom, where the pixel-wide casing of
 * before gave two (an accessibility try-out found it hard to see). */
static void
test_render_highlight_contrast (void)
{
  Canvas  canvas;
  WadiHex hex;
  guint32 ground = wadi_style_pack (wadi_style_terrain_color (WADI_TERRAIN_OPEN));

  canvas_init (&canvas, wadi_fixture_asl_examples (), 400, 300);
  wadi_fixture_locate (canvas.scenario, "25R6", &hex);
  canvas.request.layers = WADI_RENDER_LAYER_TRANSIENT;
  canvas.request.highlight = (WadiRenderHighlight) { .kind = WADI_RENDER_HIGHLIGHT_HEX, .hex = hex };
  for (double zoom = 24.0; zoom <= 96.0; zoom *= 2.0)
    {
      cairo_t *cr = cairo_create (canvas.surface);
      double   ax, ay, bx, by, mx, my, cx, cy, length;
      guint    dark = 0;

      /* the map under it: open ground */
      cairo_set_source_rgb (cr, (ground >> 16 & 0xff) / 255.0, (ground >> 8 & 0xff) / 255.0, (ground & 0xff) / 255.0);
      cairo_paint (cr);
      cairo_destroy (cr);
      canvas_look_at (&canvas, "25R6", zoom);
      canvas_draw (&canvas);
      /* across the top hexside at its middle, a pixel at a time */
      wadi_hex_corner (wadi_scenario_grid (canvas.scenario)->layout, hex, 5, &ax, &ay);
      wadi_hex_corner (wadi_scenario_grid (canvas.scenario)->layout, hex, 0, &bx, &by);
      wadi_hex_center (wadi_scenario_grid (canvas.scenario)->layout, hex, &cx, &cy);
      mx = (ax + bx) / 2.0;
      my = (ay + by) / 2.0;
      length = hypot (cx - mx, cy - my);
      for (int step = -10; step <= 10; step++)
        {
          double  t = step / zoom / length;
          guint32 pixel = canvas_pixel_at_map (&canvas, mx + (cx - mx) * t, my + (cy - my) * t) & 0xffffff;

          if (wadi_fixture_contrast (pixel, ground) >= 3.0)
            dark++;
        }
      g_test_message ("at %g px a hex, %u pixels across the outline stand out 3:1 from the ground", zoom, dark);
      g_assert_cmpuint (dark, >=, 3);
    }
  canvas_clear (&canvas);
}

/* A placed overlay is outlined round the hexes it covers in a dark line of
 * its own, never an error's red; the placement the select tool picked is
 * outlined as the selection is. */
static void
test_render_overlay_outline (void)
{
  Canvas               canvas;
  const WadiBoard     *board;
  WadiBoard           *fragment;
  WadiOverlayPlacement placement = { 0 };
  g_autoptr(GArray) cover = NULL;
  WadiHex       first, second;
  WadiDirection inward;

  canvas_init (&canvas, wadi_fixture_asl_examples (), 480, 360);
  board = wadi_scenario_grid (canvas.scenario);
  fragment = wadi_board_new ("W1", 2, 1, board->layout, WADI_LABEL_ASL, 1);
  placement.overlay = wadi_scenario_add_overlay (canvas.scenario, "W1", fragment);
  placement.anchor = wadi_fixture_hex (canvas.scenario, "25R6");
  cover = wadi_overlay_covered_hexes (board, fragment, placement.anchor, 0);
  g_assert_cmpuint (cover->len, ==, 2);
  first = g_array_index (cover, WadiHex, 0);
  second = g_array_index (cover, WadiHex, 1);
  g_assert_true (wadi_hex_direction_to (board->layout, first, second, &inward));
  canvas_look_at (&canvas, "25R6", 64.0);

  /* not placed: no outline */
  canvas_draw (&canvas);
  g_assert_cmpuint (canvas_class_along_side (&canvas, board->layout, first, (inward + 3) % 6, CLASS_DARK), ==, 0);

  g_array_append_val (canvas.scenario->placements, placement);
  wadi_renderer_set_scenario (canvas.renderer, canvas.scenario);
  canvas_draw (&canvas);
  /* the outer hexsides of both hexes, not the one between them */
  g_assert_cmpuint (canvas_class_along_side (&canvas, board->layout, first, (inward + 3) % 6, CLASS_DARK), >=, 30);
  g_assert_cmpuint (canvas_class_along_side (&canvas, board->layout, second, inward, CLASS_DARK), >=, 30);
  g_assert_cmpuint (canvas_class_along_side (&canvas, board->layout, first, inward, CLASS_DARK), ==, 0);
  g_assert_cmpuint (canvas_class_along_side (&canvas, board->layout, first, (inward + 3) % 6, CLASS_RED), ==, 0);
  g_assert_cmpuint (canvas_highlight_along_side (&canvas, board->layout, first, (inward + 3) % 6), ==, 0);

  canvas.request.selected_overlay = 1;
  canvas_draw (&canvas);
  g_assert_cmpuint (canvas_highlight_along_side (&canvas, board->layout, first, (inward + 3) % 6), >=, 8);

  /* the passing layer alone (the canvas's, over its tiles) draws the
   * selected outline, and nothing when none is selected */
  canvas.request.layers = WADI_RENDER_LAYER_TRANSIENT;
  for (guint selected = 0; selected <= 1; selected++)
    {
      cairo_t *cr = cairo_create (canvas.surface);

      cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
      cairo_paint (cr);
      cairo_destroy (cr);
      canvas.request.selected_overlay = selected;
      canvas_draw (&canvas);
      if (selected)
        g_assert_cmpuint (canvas_highlight_along_side (&canvas, board->layout, first, (inward + 3) % 6), >=, 8);
      else
        g_assert_cmpuint (canvas_highlight_along_side (&canvas, board->layout, first, (inward + 3) % 6), ==, 0);
    }
  canvas_clear (&canvas);
}

/* An overlay being placed is drawn where it would lie, turned, with its
 * terrain: the designer sees what it brings before the click. */
static void
test_render_ghost_overlay (void)
{
  Canvas      canvas;
  WadiBoard  *fragment;
  WadiHexCell woods = { .terrain = WADI_TERRAIN_WOODS };
  WadiHex     anchor;
  WadiHex     second;

  canvas_init (&canvas, wadi_fixture_asl_examples (), 480, 360);
  fragment = wadi_board_new ("W1", 2, 1, wadi_scenario_grid (canvas.scenario)->layout, WADI_LABEL_ASL, 1);
  wadi_board_set_default (fragment, &woods);
  anchor = wadi_fixture_hex (canvas.scenario, "25R6");
  second = wadi_overlay_map_hex (wadi_scenario_grid (canvas.scenario), fragment, anchor, 3, (WadiHex) { 1, 0 });
  canvas_look_at (&canvas, "25R6", 64.0);
  canvas_draw (&canvas);
  assert_class (&canvas, "25R6", 0.25, 0.2, CLASS_PALE);

  canvas.request.ghost_overlay = fragment;
  canvas.request.ghost_anchor = anchor;
  canvas.request.ghost_orientation = 3;
  canvas_draw (&canvas);
  assert_class (&canvas, "25R6", 0.25, 0.2, CLASS_GREEN);
  {
    double x, y;

    wadi_hex_center (wadi_scenario_grid (canvas.scenario)->layout, second, &x, &y);
    g_assert_cmpint (canvas_class_at_map (&canvas, x + 0.25, y + 0.2), ==, CLASS_GREEN);
  }
  /* a stamp's ghost: the cells it would put down */
  canvas.request.ghost_overlay = NULL;
  {
    WadiRenderGhostCell ghost = { anchor, { .terrain = WADI_TERRAIN_POND } };

    double x, y;

    canvas.request.ghost_cells = &ghost;
    canvas.request.n_ghost_cells = 1;
    canvas_draw (&canvas);
    assert_class (&canvas, "25R6", 0.25, 0.2, CLASS_BLUE);
    /* opaque, hiding what it would replace, as the picture it stands in
     * for does (at 0.8 the map showed through) */
    wadi_hex_center (wadi_scenario_grid (canvas.scenario)->layout, anchor, &x, &y);
    g_assert_cmphex (canvas_pixel_at_map (&canvas, x + 0.25, y + 0.2) & 0xffffff, ==,
                     wadi_style_pack (wadi_style_hex_fill (&ghost.cell)));
    canvas.request.ghost_cells = NULL;
    canvas.request.n_ghost_cells = 0;
  }
  /* nothing is changed: the map is as it was once the ghost goes */
  canvas_draw (&canvas);
  assert_class (&canvas, "25R6", 0.25, 0.2, CLASS_PALE);
  wadi_board_free (fragment);
  canvas_clear (&canvas);
}

/* The request's highlight outlines a hex, a hexside or a vertex, and only
 * that. */
static void
test_render_highlight (void)
{
  Canvas           canvas;
  const WadiBoard *board;
  WadiHex          hex, other;
  guint            sides;
  double           vx, vy;

  canvas_init (&canvas, wadi_fixture_asl_examples (), 480, 360);
  board = wadi_scenario_grid (canvas.scenario);
  hex = wadi_fixture_hex (canvas.scenario, "25R6");
  other = wadi_hex_neighbor (board->layout, hex, 3);
  wadi_hex_corner (board->layout, hex, 1, &vx, &vy);
  canvas_look_at (&canvas, "25R6", 64.0);

  /* none: nothing yellow where the others go */
  canvas_draw (&canvas);
  sides = 0;
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    sides += canvas_highlight_along_side (&canvas, board->layout, hex, d);
  g_assert_cmpuint (sides, ==, 0);
  g_assert_cmpuint (canvas_highlight_round (&canvas, vx, vy, 0.1 * 64.0), ==, 0);

  /* the hex: all six sides */
  canvas.request.highlight.kind = WADI_RENDER_HIGHLIGHT_HEX;
  canvas.request.highlight.hex = hex;
  canvas_draw (&canvas);
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    g_assert_cmpuint (canvas_highlight_along_side (&canvas, board->layout, hex, d), >=, 30);
  g_assert_cmpuint (canvas_highlight_along_side (&canvas, board->layout, other, 0), >=, 30);
  g_assert_cmpuint (canvas_highlight_along_side (&canvas, board->layout, other, 2), ==, 0);

  /* one hexside: that one only */
  canvas.request.highlight.kind = WADI_RENDER_HIGHLIGHT_HEXSIDE;
  canvas.request.highlight.hexside = (WadiHexside) { hex, 3 };
  canvas_draw (&canvas);
  g_assert_cmpuint (canvas_highlight_along_side (&canvas, board->layout, hex, 3), >=, 30);
  g_assert_cmpuint (canvas_highlight_along_side (&canvas, board->layout, hex, 0), ==, 0);
  g_assert_cmpuint (canvas_highlight_along_side (&canvas, board->layout, hex, 5), ==, 0);

  /* a vertex: a ring round its corner (a tenth of a hex across at this
   * zoom), no side */
  canvas.request.highlight.kind = WADI_RENDER_HIGHLIGHT_VERTEX;
  canvas.request.highlight.vertex = (WadiVertex) { hex, 1 };
  canvas_draw (&canvas);
  g_assert_cmpuint (canvas_highlight_round (&canvas, vx, vy, 0.1 * 64.0), >=, 16);
  g_assert_cmpuint (canvas_highlight_along_side (&canvas, board->layout, hex, 4), ==, 0);
  canvas_clear (&canvas);
}

/* Whether the pixel (px, py) has the seam's colour. */
static gboolean
canvas_seam_pixel (Canvas *canvas,
                   int     px,
                   int     py)
{
  guint32  want = wadi_style_pack (wadi_style_seam ());
  guchar  *data = cairo_image_surface_get_data (canvas->surface);
  int      stride = cairo_image_surface_get_stride (canvas->surface);
  guint32  pixel = *(guint32 *) (gpointer) (data + py * stride + px * 4);
  gboolean near = TRUE;

  for (int shift = 0; shift < 24; shift += 8)
    near = near && abs ((int) ((pixel >> shift) & 0xff) - (int) ((want >> shift) & 0xff)) <= 8;
  return near;
}

/* Whether a pixel within one of the map point (x, y) has the seam's
 * colour: the seam is opaque, two pixels wide. */
static gboolean
canvas_seam_near (Canvas *canvas,
                  double  x,
                  double  y)
{
  const WadiRenderView *view = &canvas->request.view;
  int                   px = (int) floor ((x - view->center_x) * view->zoom + view->width / 2.0);
  int                   py = (int) floor ((y - view->center_y) * view->zoom + view->height / 2.0);

  for (int j = -1; j <= 1; j++)
    for (int i = -1; i <= 1; i++)
      if (canvas_seam_pixel (canvas, px + i, py + j))
        return TRUE;
  return FALSE;
}

/* The dark pixels (text) in the box of half_w by half_h map units round
 * the view's centre, as a bitmap of (2 * half_w * zoom + 1) columns. */
static GArray *
canvas_dark_box (Canvas *canvas,
                 double  half_w,
                 double  half_h,
                 guint  *dark)
{
  const WadiRenderView *view = &canvas->request.view;
  int                   rect[4];
  guchar               *data = cairo_image_surface_get_data (canvas->surface);
  int                   stride = cairo_image_surface_get_stride (canvas->surface);
  GArray               *bits = g_array_new (FALSE, FALSE, sizeof (guint8));

  *dark = 0;
  canvas_pixel_rect (canvas, view->center_x, view->center_y, half_w, half_h, rect);
  for (int py = rect[2]; py <= rect[3]; py++)
    for (int px = rect[0]; px <= rect[1]; px++)
      {
        guint32 pixel = *(guint32 *) (gpointer) (data + py * stride + px * 4);
        guint8  bit = classify (pixel >> 16 & 0xff, pixel >> 8 & 0xff, pixel & 0xff) == CLASS_DARK;

        *dark += bit;
        g_array_append_val (bits, bit);
      }
  return bits;
}

/* How many pixels two such bitmaps (width columns) differ by, at the
 * best shift of a pixel or none each way: a text drawn at another place
 * lands on whole pixels, not always the same fraction of a pixel off. */
static guint
bitmap_distance (GArray *a,
                 GArray *b,
                 int     width)
{
  int   height = (int) a->len / width;
  guint best = G_MAXUINT;

  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        guint differ = 0;

        for (int y = 1; y < height - 1; y++)
          for (int x = 1; x < width - 1; x++)
            differ += g_array_index (a, guint8, y * width + x)
                      != g_array_index (b, guint8, (y + dy) * width + x + dx);
        best = MIN (best, differ);
      }
  return best;
}

/* A map of two boards side by side (25, and 14 east of it) shows the seam
 * where they join, through the shared column (25GG is 14A), a little
 * stronger than the hex grid; where the labels show, each board's number
 * is printed in the whole hexes by its top-left and bottom-right corners
 * (B1, FF9), under their labels. */
static void
test_render_map_seams (void)
{
  Canvas           canvas;
  const WadiBoard *grid;
  const char      *spots[4] = { "25B1", "25FF9", "14B1", "14FF9" };
  GArray          *ids[4];
  guint            dark;
  int              rect[4], width;
  double           x, y, cx, cy;

  canvas_init (&canvas, wadi_fixture_seam (), 640, 480);
  grid = wadi_scenario_grid (canvas.scenario);
  canvas_look_at (&canvas, "25GG5", 48.0);
  canvas_draw (&canvas);

  /* along the shared column, between its hexes' labels and below its
   * centres: the seam; a column west, in 25, none */
  wadi_hex_center (grid->layout, wadi_fixture_hex (canvas.scenario, "25GG5"), &x, &y);
  g_assert_true (wadi_hex_equal (wadi_fixture_hex (canvas.scenario, "25GG5"),
                                 wadi_fixture_hex (canvas.scenario, "14A5")));
  for (int row = 2; row <= 8; row++)
    {
      char label[8];

      g_snprintf (label, sizeof label, "25GG%d", row);
      wadi_hex_center (grid->layout, wadi_fixture_hex (canvas.scenario, label), &cx, &cy);
      g_assert_cmpfloat (fabs (cx - x), <, 1e-9);
      if (!canvas_seam_near (&canvas, cx, cy + 0.25))
        g_error ("no seam along %s", label);
      g_snprintf (label, sizeof label, "25FF%d", row);
      wadi_hex_center (grid->layout, wadi_fixture_hex (canvas.scenario, label), &cx, &cy);
      if (canvas_seam_near (&canvas, cx, cy + 0.25))
        g_error ("a seam through %s", label);
    }
  /* zoomed in all the way, still a line (at most three pixels across), a
   * quarter of a hex below the shared column's centre */
  canvas_look_at (&canvas, "25GG5", 400.0);
  canvas_draw (&canvas);
  width = 0;
  for (int px = 320 - 40; px <= 320 + 40; px++)
    width += canvas_seam_pixel (&canvas, px, 240 + 100);
  if (width < 2 || width > 3)
    g_error ("the seam at 400 px a hex: %d pixels across", width);
  canvas_look_at (&canvas, "25GG5", 48.0);

  /* zoomed out over the far image, the seam stays */
  canvas.request.view.zoom = WADI_RENDER_FAR_ZOOM - 1.0;
  canvas_draw (&canvas);
  g_assert_true (canvas.stats.far);
  wadi_hex_center (grid->layout, wadi_fixture_hex (canvas.scenario, "25GG5"), &x, &y);
  g_assert_true (canvas_seam_near (&canvas, x, y));
  wadi_hex_center (grid->layout, wadi_fixture_hex (canvas.scenario, "25Y5"), &x, &y);
  g_assert_false (canvas_seam_near (&canvas, x, y));
  canvas.request.view.zoom = 48.0;
  canvas_draw (&canvas);

  /* the grid's hexsides are fainter than the seam */
  wadi_pick_hexside_midpoint (grid->layout, (WadiHexside) { wadi_fixture_hex (canvas.scenario, "25FF5"), 1 }, &x,
                              &y);
  g_assert_false (canvas_seam_near (&canvas, x, y));

  /* the boards' numbers in their corners, with the labels only */
  for (guint i = 0; i < G_N_ELEMENTS (spots); i++)
    {
      wadi_hex_center (grid->layout, wadi_fixture_hex (canvas.scenario, spots[i]), &x, &y);
      /* 0.08 below the centre (wadi-render-seams.c) */
      canvas.request.view.center_x = x;
      canvas.request.view.center_y = y + 0.08;
      canvas.request.show_labels = FALSE;
      canvas_draw (&canvas);
      g_array_unref (canvas_dark_box (&canvas, 0.25, 0.15, &dark));
      g_assert_cmpuint (dark, ==, 0);
      canvas.request.show_labels = TRUE;
      canvas_draw (&canvas);
      ids[i] = canvas_dark_box (&canvas, 0.25, 0.15, &dark);
      if (dark < 12)
        g_error ("board number in %s: %u dark pixels", spots[i], dark);
    }
  /* "25" twice, then "14" twice */
  canvas_pixel_rect (&canvas, canvas.request.view.center_x, canvas.request.view.center_y, 0.25, 0.15, rect);
  width = rect[1] - rect[0] + 1;
  g_assert_cmpuint (bitmap_distance (ids[0], ids[1], width), <=, 2);
  g_assert_cmpuint (bitmap_distance (ids[2], ids[3], width), <=, 2);
  g_assert_cmpuint (bitmap_distance (ids[0], ids[2], width), >, 10);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_array_unref (ids[i]);
  canvas_clear (&canvas);
}

/* A board's id beyond ASCII (the designer names the boards: "Bé") is
 * printed where an ASCII id is, not left out: in the east board's B1, as
 * in the test above, "Bé" shows more than "B". */
static void
test_render_board_id_beyond_ascii (void)
{
  const char *ids[] = { "B", "Bé" };
  guint       dark[G_N_ELEMENTS (ids)];

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      Canvas           canvas;
      const WadiBoard *grid;
      double           x, y, west, b1, unused;

      canvas_init (&canvas,
                   wadi_fixture_side_by_side (wadi_board_new_geomorphic ("25"), wadi_board_new_geomorphic (ids[i])),
                   640, 480);
      grid = wadi_scenario_grid (canvas.scenario);
      /* the east board's column A is 25GG, so its B1 lies as 25's B1
       * does, the width of a board east of it */
      wadi_hex_center (grid->layout, wadi_fixture_hex (canvas.scenario, "25A5"), &west, &unused);
      wadi_hex_center (grid->layout, wadi_fixture_hex (canvas.scenario, "25GG5"), &x, &unused);
      wadi_hex_center (grid->layout, wadi_fixture_hex (canvas.scenario, "25B1"), &b1, &y);
      canvas.request.view.center_x = b1 + x - west;
      canvas.request.view.center_y = y + 0.08;
      canvas.request.view.zoom = 48.0;
      canvas_draw (&canvas);
      g_array_unref (canvas_dark_box (&canvas, 0.25, 0.15, &dark[i]));
      canvas_clear (&canvas);
    }
  if (dark[0] < 12)
    g_error ("board id “B”: %u dark pixels", dark[0]);
  if (dark[1] < dark[0] + dark[0] / 2)
    g_error ("board id “Bé”: %u dark pixels, “B” %u", dark[1], dark[0]);
}

/* Far out, where a board's id is larger than a hex (14 px at 11 px a
 * hex), it stays on its board: beyond the map's edges, which run through
 * the centres of the outer half hexes, round the top-left corner where
 * "25" is printed, only the table shows. */
static void
test_render_board_id_on_board (void)
{
  WadiScenario    *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  const WadiBoard *grid;
  Canvas           canvas;
  double           left, top, unused;
  guint32          table = 0xff000000u | wadi_style_pack (wadi_style_table ());
  guint            off_board = 0;

  wadi_scenario_add_board (scenario, wadi_board_new_geomorphic ("25"));
  canvas_init (&canvas, scenario, 480, 240);
  grid = wadi_scenario_grid (scenario);
  wadi_hex_center (grid->layout, wadi_fixture_hex (scenario, "25A5"), &left, &unused);
  wadi_hex_center (grid->layout, wadi_fixture_hex (scenario, "25B0"), &unused, &top);
  canvas.request.view.center_x = left + 15.0;
  canvas.request.view.center_y = top + 5.0;
  canvas.request.view.zoom = 11.0;
  canvas_draw (&canvas);
  /* two hexes' width west of the edge and two hexes' height north of it,
   * a pixel clear of the edge's line */
  for (double y = top - 2.0; y < top + 2.0; y += 1.0 / 11.0)
    for (double x = left - 2.0; x < left + 2.0; x += 1.0 / 11.0)
      if ((x < left - 0.2 || y < top - 0.2) && !pixels_alike (canvas_pixel_at_map (&canvas, x, y), table, 2))
        off_board++;
  g_assert_cmpuint (off_board, ==, 0);
  canvas_clear (&canvas);
}

/* A Tide of Iron wadi entrance hex shows its ramp in the bed, toward the
 * open end where the wadi ends in the hex: at 60 px a hex, the entrance
 * 0709 (the wadi comes from 0708, north of it, and ends) has the steps'
 * dark brown across the bed south of its centre, which the same hex
 * without the flag has not.  Before, the steps stood beside the bed, half
 * under its bank. */
static void
test_render_wadi_entrance (void)
{
  guint dark[2];

  for (int entrance = 0; entrance <= 1; entrance++)
    {
      Canvas      canvas;
      WadiHex     hex;
      WadiHexCell cell;
      double      cx, cy;

      canvas_init (&canvas, wadi_fixture_toi_los (), 240, 240);
      wadi_fixture_locate (canvas.scenario, "0709", &hex);
      cell = *wadi_board_cell (wadi_scenario_grid (canvas.scenario), hex);
      g_assert_true (cell.flags & WADI_HEX_FLAG_WADI_ENTRANCE);
      if (!entrance)
        {
          cell.flags &= (guint8) ~WADI_HEX_FLAG_WADI_ENTRANCE;
          wadi_map_set_cell (canvas.scenario->map, hex, &cell, NULL);
        }
      canvas.request.show_labels = FALSE;
      canvas_look_at (&canvas, "0709", 60.0);
      canvas_draw (&canvas);
      wadi_hex_center (wadi_scenario_grid (canvas.scenario)->layout, hex, &cx, &cy);
      /* the bed's middle (sand, between the banks' browns), from the
       * centre toward the end: the steps are its only near-black */
      dark[entrance] = canvas_count_class (&canvas, cx, cy + 0.17, 0.08, 0.15, CLASS_DARK);
      canvas_clear (&canvas);
    }
  g_test_message ("dark pixels in the bed: %u with the entrance, %u without", dark[1], dark[0]);
  g_assert_cmpuint (dark[1], >=, dark[0] + 40);
}

/* One ASL board, id, turned turn 60 degree steps (0 or 3). */
static WadiScenario *
one_board_turned (const char *id,
                  guint       turn)
{
  WadiScenario    *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiMapPlacement placement = { wadi_map_geomorphic_origin (0, 0), turn };
  GPtrArray       *boards = g_ptr_array_new (); /* taken by the scenario */
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (boards, wadi_board_new_geomorphic (id));
  if (!wadi_scenario_set_boards (scenario, boards, &placement, NULL, &error))
    g_error ("laying out board %s: %s", id, error->message);
  return scenario;
}

/* Which pixels of a differ from b's, one byte each (1 where they do). */
static guint8 *
surface_difference (cairo_surface_t *a,
                    cairo_surface_t *b)
{
  int     width = cairo_image_surface_get_width (a), height = cairo_image_surface_get_height (a);
  guint8 *differ = g_new0 (guint8, (gsize) width * height);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      differ[(gsize) y * width + x] = !pixels_alike (pixel_at (a, x, y), pixel_at (b, x, y), 8);
  return differ;
}

/* Where the hex labels show, a board's number leaves them legible: at
 * 37, 48 and 64 px a hex, round each of the board's corners, turned or
 * not, no pixel the number draws (its ink or its halo) is one a label
 * draws.  Before, the number at the bottom right sat on FF10's label. */
static void
test_render_board_id_clear_of_labels (void)
{
  const double zooms[] = { 37.0, 48.0, 64.0 };
  const char  *corners[] = { "A1", "GG10" };

  for (guint turn = 0; turn <= 3; turn += 3)
    for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
      for (guint c = 0; c < G_N_ELEMENTS (corners); c++)
        {
          Canvas             with_id, without_id;
          guint              shared = 0, id_pixels = 0;
          WadiHex            corner;
          g_autofree char   *label = g_strconcat ("25", corners[c], NULL);
          g_autofree guint8 *id = NULL;
          g_autofree guint8 *labels = NULL;
          cairo_surface_t   *bare;

          canvas_init (&with_id, one_board_turned ("25", turn), 360, 240);
          canvas_init (&without_id, one_board_turned ("", turn), 360, 240);
          wadi_fixture_locate (with_id.scenario, label, &corner);
          wadi_hex_center (wadi_scenario_grid (with_id.scenario)->layout, corner, &with_id.request.view.center_x,
                           &with_id.request.view.center_y);
          with_id.request.view.zoom = zooms[z];
          without_id.request.view = with_id.request.view;
          canvas_draw (&with_id);
          without_id.request.show_labels = FALSE;
          canvas_draw (&without_id);
          bare = without_id.surface;
          without_id.surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 360, 240);
          without_id.request.show_labels = TRUE;
          canvas_draw (&without_id);
          id = surface_difference (with_id.surface, without_id.surface);
          labels = surface_difference (without_id.surface, bare);
          cairo_surface_destroy (bare);
          for (int i = 0; i < 360 * 240; i++)
            {
              id_pixels += id[i];
              shared += id[i] && labels[i];
            }
          if (id_pixels == 0 || shared > 0)
            g_error ("board turned %u, at %.0f px a hex, by %s: the id drew %u pixels, %u of them on labels", turn,
                     zooms[z], corners[c], id_pixels, shared);
          canvas_clear (&with_id);
          canvas_clear (&without_id);
        }
}

/* The map's outer edge runs through the centres of its outer half hexes,
 * as the printed boards are cut: above the top edge at 25B0 the table
 * shows, just inside the half 25 has the map; at a zoom that fits a few
 * boards in a window (no labels yet), the boards' numbers still show in
 * their corners. */
static void
test_render_map_outer_edge (void)
{
  Canvas           canvas;
  const WadiBoard *grid;
  guint32          table = wadi_style_pack (wadi_style_table ());
  const double     zooms[] = { 48.0, 27.0, 12.0 };
  guint            dark;
  double           x, y, cx, cy;

  canvas_init (&canvas, wadi_fixture_seam (), 640, 480);
  grid = wadi_scenario_grid (canvas.scenario);
  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      const WadiRenderView *view = &canvas.request.view;
      guchar               *data;
      int                   stride, px, py;
      guint32               pixel;

      canvas_look_at (&canvas, "25D1", zooms[z]);
      canvas_draw (&canvas);
      wadi_hex_center (grid->layout, wadi_fixture_hex (canvas.scenario, "25B0"), &x, &y);
      data = cairo_image_surface_get_data (canvas.surface);
      stride = cairo_image_surface_get_stride (canvas.surface);
      /* a third of the way up the cut-away half, and just inside the board */
      px = (int) floor ((x + 0.1 - view->center_x) * view->zoom + view->width / 2.0);
      py = (int) floor ((y - 0.3 - view->center_y) * view->zoom + view->height / 2.0);
      pixel = *(guint32 *) (gpointer) (data + py * stride + px * 4);
      if ((pixel & 0xffffff) != table)
        g_error ("at %.0f px per hex, above 25B0 drew %06x, not the table", zooms[z], pixel & 0xffffff);
      py = (int) floor ((y + 0.12 - view->center_y) * view->zoom + view->height / 2.0);
      px = (int) floor ((x + 0.3 - view->center_x) * view->zoom + view->width / 2.0);
      pixel = *(guint32 *) (gpointer) (data + py * stride + px * 4);
      if ((pixel & 0xffffff) == table)
        g_error ("at %.0f px per hex, inside 25B0 drew the table", zooms[z]);
      g_assert_cmpint (canvas_class_at_map (&canvas, x + 0.3, y + 0.12), ==, CLASS_PALE);
    }

  /* the number of board 25 inside its top-left corner, at 27 px per hex */
  wadi_hex_center (grid->layout, wadi_fixture_hex (canvas.scenario, "25A1"), &x, &cx);
  wadi_hex_center (grid->layout, wadi_fixture_hex (canvas.scenario, "25B0"), &cy, &y);
  canvas.request.view.zoom = 27.0;
  canvas.request.view.center_x = x + 0.50;
  canvas.request.view.center_y = y + 0.34;
  canvas.request.show_labels = FALSE;
  canvas_draw (&canvas);
  g_array_unref (canvas_dark_box (&canvas, 0.25, 0.15, &dark));
  g_assert_cmpuint (dark, ==, 0);
  canvas.request.show_labels = TRUE;
  canvas_draw (&canvas);
  g_array_unref (canvas_dark_box (&canvas, 0.25, 0.15, &dark));
  if (dark < 6)
    g_error ("board number at 27 px per hex: %u dark pixels", dark);
  canvas_clear (&canvas);
}

/* The analysis's shading fills whole hexes, but on the map an outer half
 * hex is its board's half: over 25B0, shaded as every hex is, the
 * cut-away half above the board's edge is still the table, and the half
 * inside is shaded (a tester saw the shading spill past every board
 * edge). */
static void
test_render_analysis_outer_half_hex (void)
{
  Canvas             canvas;
  const WadiBoard   *grid;
  guint32            table = wadi_style_pack (wadi_style_table ());
  const double       zooms[] = { 48.0, 12.0 };
  g_autofree guint8 *shade = NULL;
  WadiRulesOverlay   rules = { 0 };
  double             x, y;

  canvas_init (&canvas, wadi_fixture_seam (), 640, 480);
  grid = wadi_scenario_grid (canvas.scenario);
  shade = g_new (guint8, wadi_board_hex_count (grid));
  memset (shade, WADI_RENDER_SHADE_NOT_SEEN, wadi_board_hex_count (grid));
  rules.analysis = (WadiRenderAnalysis) { grid->cols, grid->rows, shade, NULL, NULL, NULL, 0, 0, 0.0f };
  wadi_hex_center (grid->layout, wadi_fixture_hex (canvas.scenario, "25B0"), &x, &y);
  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      guint32 inside_plain, inside_shaded;

      canvas_look_at (&canvas, "25D1", zooms[z]);
      canvas.request.rules = NULL;
      canvas_draw (&canvas);
      inside_plain = canvas_pixel_at_map (&canvas, x + 0.3, y + 0.12);
      canvas.request.rules = &rules;
      canvas_draw (&canvas);
      inside_shaded = canvas_pixel_at_map (&canvas, x + 0.3, y + 0.12);
      /* a third of the way up the cut-away half, and just inside the board */
      if ((canvas_pixel_at_map (&canvas, x + 0.1, y - 0.3) & 0xffffff) != table)
        g_error ("at %.0f px per hex, the shading spilled above 25B0", zooms[z]);
      g_assert_cmphex (inside_shaded, !=, inside_plain);
    }
  canvas_clear (&canvas);
}

/* How many pixels of the map square (x - half, y - half) to (x + half,
 * y + half) are the reach's cost blue (0x0b2e5c). */
static guint
count_cost_blue (Canvas *canvas,
                 double  x,
                 double  y,
                 double  half)
{
  double step = 1.0 / canvas->request.view.zoom;
  guint  n = 0;

  for (double my = y - half; my <= y + half; my += step)
    for (double mx = x - half; mx <= x + half; mx += step)
      {
        guint32 pixel = canvas_pixel_at_map (canvas, mx, my);
        int     r = (int) (pixel >> 16 & 0xff), g = (int) (pixel >> 8 & 0xff), b = (int) (pixel & 0xff);

        n += (r - 0x0b) * (r - 0x0b) + (g - 0x2e) * (g - 0x2e) + (b - 0x5c) * (b - 0x5c) < 40 * 40;
      }
  return n;
}

/* A reach's cost in a hex with a counter goes low, beside the counter,
 * not over it (a designer read the ford of 13P4 over its "1"); in a hex
 * without one it stays in the middle. */
static void
test_render_analysis_cost_beside_counter (void)
{
  Canvas             canvas;
  const WadiBoard   *grid;
  WadiCounter        ford = { 0 };
  WadiRulesOverlay   rules = { 0 };
  g_autofree guint8 *shade = NULL;
  g_autofree float  *costs = NULL;
  WadiHex            with, without;
  double             x, y, bx, by;
  guint              face;

  canvas_init (&canvas, wadi_fixture_seam (), 640, 480);
  grid = wadi_scenario_grid (canvas.scenario);
  with = wadi_fixture_hex (canvas.scenario, "25D4");
  without = wadi_fixture_hex (canvas.scenario, "25F4");
  ford.kind = WADI_COUNTER_FORD;
  ford.hex = with;
  wadi_scenario_add_counter (canvas.scenario, &ford);
  wadi_renderer_set_scenario (canvas.renderer, canvas.scenario);
  shade = g_new0 (guint8, wadi_board_hex_count (grid));
  costs = g_new (float, wadi_board_hex_count (grid));
  for (guint i = 0; i < wadi_board_hex_count (grid); i++)
    costs[i] = -1.0f;
  shade[wadi_board_index (grid, with)] = shade[wadi_board_index (grid, without)] = WADI_RENDER_SHADE_REACHED;
  costs[wadi_board_index (grid, with)] = costs[wadi_board_index (grid, without)] = 8.0f;
  rules.analysis = (WadiRenderAnalysis) { grid->cols, grid->rows, shade, costs, NULL, NULL, 0, 0, 0.0f };
  canvas_look_at (&canvas, "25E4", 64.0);
  wadi_hex_center (grid->layout, with, &x, &y);
  wadi_hex_center (grid->layout, without, &bx, &by);
  /* the counter's own face, under the shade, has some of that blue */
  rules.analysis.costs = NULL;
  canvas.request.rules = &rules;
  canvas_draw (&canvas);
  face = count_cost_blue (&canvas, x, y, WADI_COUNTER_SIZE / 2.0);
  rules.analysis.costs = costs;
  canvas_draw (&canvas);

  /* the counter's square holds none of the cost; the hex's lower part does */
  g_test_message ("face %u, with the cost %u", face, count_cost_blue (&canvas, x, y, WADI_COUNTER_SIZE / 2.0));
  g_assert_cmpuint (count_cost_blue (&canvas, x, y, WADI_COUNTER_SIZE / 2.0), <=, face);
  g_assert_cmpuint (count_cost_blue (&canvas, x - 0.2, y + 0.33, 0.12), >, 20);
  /* the bare hex has it in the middle, where the counter would be */
  g_assert_cmpuint (count_cost_blue (&canvas, bx, by, WADI_COUNTER_SIZE / 2.0), >, 20);
  canvas_clear (&canvas);
}

/* An outer half hex's cost lies in the half its board has: 25D10 on
 * board 25's bottom edge, 25B0 on its top and 25A5 on the map's left
 * edge; none of it beyond the edge (a designer read the costs of a
 * bottom row below the board), nor over the hex's label (0.37 above the
 * centre, at the top of 25D10's and 25A5's halves; 0.15 below it in
 * 25B0's: wadi-render-text.c). */
static void
test_render_analysis_cost_in_half_hex (void)
{
  Canvas             canvas;
  const WadiBoard   *grid;
  WadiRulesOverlay   rules = { 0 };
  g_autofree guint8 *shade = NULL;
  g_autofree float  *costs = NULL;
  const struct
  {
    const char *label;
    double      inward_x, inward_y; /* into the board */
    double      label_y;            /* the label's height over the centre */
  } halves[] = { { "25D10", 0.0, -1.0, -0.37 }, { "25B0", 0.0, 1.0, 0.15 }, { "25A5", 1.0, 0.0, -0.37 } };

  canvas_init (&canvas, wadi_fixture_seam (), 640, 480);
  grid = wadi_scenario_grid (canvas.scenario);
  shade = g_new0 (guint8, wadi_board_hex_count (grid));
  costs = g_new (float, wadi_board_hex_count (grid));
  for (guint i = 0; i < wadi_board_hex_count (grid); i++)
    costs[i] = -1.0f;
  for (guint h = 0; h < G_N_ELEMENTS (halves); h++)
    {
      guint index = wadi_board_index (grid, wadi_fixture_hex (canvas.scenario, halves[h].label));

      shade[index] = WADI_RENDER_SHADE_REACHED;
      costs[index] = 8.0f;
    }
  rules.analysis = (WadiRenderAnalysis) { grid->cols, grid->rows, shade, costs, NULL, NULL, 0, 0, 0.0f };
  canvas.request.rules = &rules;
  for (guint h = 0; h < G_N_ELEMENTS (halves); h++)
    {
      double x, y;
      guint  inside, beyond, on_label;

      canvas_look_at (&canvas, halves[h].label, 64.0);
      canvas_draw (&canvas);
      wadi_hex_center (grid->layout, wadi_fixture_hex (canvas.scenario, halves[h].label), &x, &y);
      inside = count_cost_blue (&canvas, x + 0.25 * halves[h].inward_x + 0.25 * fabs (halves[h].inward_y),
                                y + 0.25 * halves[h].inward_y, 0.24);
      beyond = count_cost_blue (&canvas, x - 0.25 * halves[h].inward_x, y - 0.25 * halves[h].inward_y, 0.2);
      on_label = count_cost_blue (&canvas, x + 0.19 * halves[h].inward_x, y + halves[h].label_y, 0.08);
      g_test_message ("%s: %u pixels of the cost in the board's half, %u beyond its edge, %u on the label",
                      halves[h].label, inside, beyond, on_label);
      g_assert_cmpuint (inside, >, 20);
      g_assert_cmpuint (beyond, ==, 0);
      g_assert_cmpuint (on_label, ==, 0);
    }
  canvas_clear (&canvas);
}

/* What passes over an outer half hex shows only the board's half, as the
 * map does: a stamp's ghost cell over 25B0 leaves the table above the
 * edge, and the picture of 25B0 (Copy's image/png, drawn through
 * wadi_renderer_draw_ghost) is clear there. */
static void
test_render_ghost_outer_half_hex (void)
{
  Canvas              canvas;
  const WadiBoard    *grid;
  guint32             table = wadi_style_pack (wadi_style_table ());
  WadiHex             hex;
  WadiRenderGhostCell ghost;
  cairo_surface_t    *picture;
  double              x, y;
  guchar             *data;
  int                 stride, width, height;

  canvas_init (&canvas, wadi_fixture_seam (), 640, 480);
  grid = wadi_scenario_grid (canvas.scenario);
  hex = wadi_fixture_hex (canvas.scenario, "25B0");
  ghost = (WadiRenderGhostCell) { hex, { .terrain = WADI_TERRAIN_POND } };
  canvas_look_at (&canvas, "25D1", 48.0);
  canvas.request.ghost_cells = &ghost;
  canvas.request.n_ghost_cells = 1;
  canvas_draw (&canvas);
  wadi_hex_center (grid->layout, hex, &x, &y);
  g_assert_cmpint (canvas_class_at_map (&canvas, x + 0.3, y + 0.15), ==, CLASS_BLUE);
  {
    const WadiRenderView *view = &canvas.request.view;
    int                   px = (int) floor ((x + 0.1 - view->center_x) * view->zoom + view->width / 2.0);
    int                   py = (int) floor ((y - 0.3 - view->center_y) * view->zoom + view->height / 2.0);
    guint32               pixel;

    data = cairo_image_surface_get_data (canvas.surface);
    stride = cairo_image_surface_get_stride (canvas.surface);
    pixel = *(guint32 *) (gpointer) (data + py * stride + px * 4);
    if ((pixel & 0xffffff) != table)
      g_error ("above 25B0 the ghost drew %06x, not the table", pixel & 0xffffff);
  }

  /* the hex's picture: 1 x 1.15 hexes at 40 px, the edge across its middle */
  picture = wadi_render_hexes_picture (canvas.scenario, &hex, 1, 40.0);
  g_assert_nonnull (picture);
  cairo_surface_flush (picture);
  data = cairo_image_surface_get_data (picture);
  stride = cairo_image_surface_get_stride (picture);
  width = cairo_image_surface_get_width (picture);
  height = cairo_image_surface_get_height (picture);
  g_assert_cmpuint (data[(height / 4) * stride + (width / 2) * 4 + 3], ==, 0);
  g_assert_cmpuint (data[(3 * height / 4) * stride + (width / 2) * 4 + 3], ==, 255);
  cairo_surface_destroy (picture);
  canvas_clear (&canvas);
}

/* Boards 25 and 14 side by side, 13 under 25: an L whose hole lies
 * under 14. */
static WadiScenario *
l_of_boards (void)
{
  WadiScenario    *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  GPtrArray       *boards = g_ptr_array_new ();
  WadiMapPlacement placements[3] = {
    { wadi_map_geomorphic_origin (0, 0), 0 },
    { wadi_map_geomorphic_origin (1, 0), 0 },
    { wadi_map_geomorphic_origin (0, 1), 0 },
  };
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (boards, wadi_board_new_geomorphic ("25"));
  g_ptr_array_add (boards, wadi_board_new_geomorphic ("14"));
  g_ptr_array_add (boards, wadi_board_new_geomorphic ("13"));
  g_assert_true (wadi_scenario_set_boards (scenario, boards, placements, NULL, &error));
  g_assert_no_error (error);
  return scenario;
}

/* A road hexside between a board's hex and the hole of an L of boards
 * is drawn, the road hex flag unset: the hexside is stored with the hole's
 * hex, which is never drawn (a road off board 14's bottom edge, 14C10 to
 * the hole below, was missing). */
static void
test_render_road_beside_hole (void)
{
  WadiScenario *scenario = l_of_boards ();
  WadiBoard    *grid;
  Canvas        canvas;
  WadiHex       hex, south;
  double        cx, cy, sx, sy;

  grid = wadi_scenario_grid (scenario);
  hex = wadi_fixture_hex (scenario, "14C10");
  south = wadi_hex_neighbor (grid->layout, hex, 3);
  g_assert_false (wadi_board_contains (grid, south));
  g_assert_true (wadi_board_set_side (grid, (WadiHexside) { hex, 3 }, WADI_SIDE_DIRT_ROAD));
  g_assert_cmpuint (wadi_board_cell (grid, hex)->flags, ==, 0);
  wadi_hex_center (grid->layout, hex, &cx, &cy);
  wadi_hex_center (grid->layout, south, &sx, &sy);
  canvas_init (&canvas, scenario, 480, 360);
  canvas_look_at (&canvas, "14C10", 48.0);
  canvas_draw (&canvas);
  g_assert_cmpint (canvas_class_at_map (&canvas, cx + (sx - cx) * 0.3, cy + (sy - cy) * 0.3), ==, CLASS_BROWN);
  canvas_clear (&canvas);
}

/* An L of three boards leaves a hole in the map's rectangle: no board
 * covers it, and it shows the table, near and far. */
static void
test_render_map_hole (void)
{
  WadiScenario    *scenario = l_of_boards ();
  const double     zooms[] = { 48.0, WADI_RENDER_DETAIL_ZOOM / 2.0, WADI_RENDER_FAR_ZOOM - 1.0 };
  const WadiBoard *grid;
  Canvas           canvas;
  WadiHex          hole, east;
  guint32          table = wadi_style_pack (wadi_style_table ());

  grid = wadi_scenario_grid (scenario);
  /* board grid position (1, 1): the middle of where a fourth board would lie */
  hole = wadi_map_geomorphic_origin (1, 1);
  hole.col += 16;
  hole.row += 5;
  east = hole;
  east.row -= 6;
  g_assert_cmpint (hole.col, <, grid->cols);
  g_assert_cmpint (hole.row, <, grid->rows);
  g_assert_false (wadi_board_contains (grid, hole));
  g_assert_true (wadi_board_contains (grid, east));

  canvas_init (&canvas, scenario, 400, 800);
  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      const WadiRenderView *view = &canvas.request.view;
      double                x, y;
      guint32               pixel;
      int                   px, py;

      wadi_hex_center (grid->layout, hole, &canvas.request.view.center_x, &canvas.request.view.center_y);
      canvas.request.view.zoom = zooms[z];
      canvas_draw (&canvas);
      g_assert_true (canvas.stats.far == (zooms[z] < WADI_RENDER_FAR_ZOOM));
      px = (int) floor (view->width / 2.0);
      py = (int) floor (view->height / 2.0);
      pixel = *(guint32 *) (gpointer) (cairo_image_surface_get_data (canvas.surface)
                                       + py * cairo_image_surface_get_stride (canvas.surface) + px * 4);
      if ((pixel & 0xffffff) != table)
        g_error ("at %.0f px per hex, the hole drew %06x, not the table", zooms[z], pixel & 0xffffff);
      /* board 14, above it, is drawn */
      wadi_hex_center (grid->layout, east, &x, &y);
      g_assert_cmpint (canvas_class_at_map (&canvas, x + 0.1, y + 0.1), ==, CLASS_PALE);
      /* and only the boards' hexes are counted */
      if (!canvas.stats.far)
        {
          guint expected = 0;

          for (int row = 0; row < grid->rows; row++)
            for (int col = 0; col < grid->cols; col++)
              expected += wadi_render_hex_in_view (view, grid->layout, (WadiHex) { col, row })
                          && wadi_board_contains (grid, (WadiHex) { col, row });
          g_assert_cmpuint (expected, >, 0);
          g_assert_cmpuint (canvas.stats.hexes, ==, expected);
        }
    }
  canvas_clear (&canvas);
}

/* Laying the boards out anew changes the map's size: what the renderer
 * kept (tiles, the far image, the extent) is dropped, and the next frame
 * is the frame a new renderer draws, near and far, and again after an
 * undo. */
static void
test_render_boards_laid_out_anew (void)
{
  const double zooms[] = { 30.0, WADI_RENDER_FAR_ZOOM - 1.0 };

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
      g_autoptr(WadiDocument) document = NULL;
      g_autoptr(GError) error = NULL;
      cairo_surface_t *fresh;
      Canvas           canvas;
      double           x, y;

      wadi_scenario_add_board (scenario, wadi_board_new_geomorphic ("25"));
      wadi_fixture_set_hex (scenario, "25FF5", WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE, 0);
      document = wadi_document_new (scenario);
      canvas_init (&canvas, NULL, 600, 400);
      canvas.scenario = scenario;
      wadi_renderer_set_scenario (canvas.renderer, scenario);
      g_signal_connect_swapped (document, "changed", G_CALLBACK (wadi_renderer_invalidate), canvas.renderer);
      canvas_look_at (&canvas, "25GG5", zooms[z]);
      canvas.request.view.center_x += 3.0;
      canvas_draw (&canvas);
      /* east of 25: the table */
      x = canvas.request.view.center_x + 2.0;
      y = canvas.request.view.center_y;
      g_assert_cmpint (canvas_class_at_map (&canvas, x, y), ==, CLASS_OTHER);

      g_assert_true (wadi_document_add_board (document, wadi_board_new_geomorphic ("14"),
                                              wadi_map_geomorphic_origin (1, 0), 0, &error));
      g_assert_no_error (error);
      canvas_draw (&canvas);
      g_assert_cmpint (canvas_class_at_map (&canvas, x, y), ==, CLASS_PALE);
      assert_class (&canvas, "25FF5", 0.1, 0.1, CLASS_GREEN);
      fresh = draw_fresh (scenario, &canvas.request);
      g_assert_cmpuint (count_differences (canvas.surface, fresh, SAME), ==, 0);
      cairo_surface_destroy (fresh);

      g_assert_true (wadi_document_undo (document));
      canvas_draw (&canvas);
      g_assert_cmpint (canvas_class_at_map (&canvas, x, y), ==, CLASS_OTHER);
      fresh = draw_fresh (scenario, &canvas.request);
      g_assert_cmpuint (count_differences (canvas.surface, fresh, SAME), ==, 0);
      cairo_surface_destroy (fresh);

      canvas.scenario = NULL;
      wadi_renderer_free (canvas.renderer);
      cairo_surface_destroy (canvas.surface);
    }
}

/* Issue 28: a stack of 20 000 counters, each with its diagnostic, draws
 * the counters whose edge shows past the one above (a pixel of the fan
 * each) and one dashed ring, not 20 000 of each; the counter on top is
 * the one picked. */
static void
test_render_big_stack (void)
{
  const guint n = 20000;
  Canvas      canvas;
  g_autoptr(GArray) marks = g_array_new (FALSE, TRUE, sizeof (WadiDiagnostic));
  const WadiBoard *board;
  WadiHex          hex;
  guint            top = 0;
  double           x, y;

  canvas_init (&canvas, example_with_terrain (), 400, 300);
  canvas_look_at (&canvas, "25K3", 48.0);
  hex = wadi_fixture_hex (canvas.scenario, "25K3");
  for (guint i = 0; i < n; i++)
    {
      WadiCounter    counter = { 0 };
      WadiDiagnostic mark = { 0 };

      counter.kind = i % 2 ? WADI_COUNTER_FORD : WADI_COUNTER_UNIT;
      counter.hex = hex;
      top = wadi_scenario_add_counter (canvas.scenario, &counter);
      mark.severity = WADI_SEVERITY_ERROR;
      mark.place = WADI_DIAG_AT_COUNTER;
      mark.hex = hex;
      mark.counter = top;
      g_array_append_val (marks, mark);
    }
  wadi_renderer_invalidate (canvas.renderer, NULL);
  canvas.request.marks = (const WadiDiagnostic *) (gconstpointer) marks->data;
  canvas.request.n_marks = marks->len;
  canvas_draw (&canvas);
  /* the fan is 0.56 of a hex across: 27 pixels at 48 px a hex */
  g_test_message ("counters drawn: %u", canvas.stats.counters);
  g_assert_cmpuint (canvas.stats.counters, >=, 20);
  g_assert_cmpuint (canvas.stats.counters, <=, 29);
  g_assert_cmpuint (canvas.stats.marks, ==, 1);

  board = wadi_scenario_grid (canvas.scenario);
  wadi_counter_stack_place (board->layout, wadi_scenario_find_counter (canvas.scenario, top), n - 1, n, &x, &y);
  g_assert_cmpuint (wadi_pick_counter (canvas.scenario, x, y), ==, top);
  canvas_clear (&canvas);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/terrain-colors", test_render_terrain_colors);
  g_test_add_func ("/render/buildings-at-every-zoom", test_render_buildings_at_every_zoom);
  g_test_add_func ("/render/depressions", test_render_depressions);
  g_test_add_func ("/render/gully-and-stream", test_render_gully_and_stream);
  g_test_add_func ("/render/counters", test_render_counters);
  g_test_add_func ("/render/roads", test_render_roads);
  g_test_add_func ("/render/road-beside-hole", test_render_road_beside_hole);
  g_test_add_func ("/render/counter-text-fits", test_render_counter_text_fits);
  g_test_add_func ("/render/marker-symbols", test_render_marker_symbols);
  g_test_add_func ("/render/stream-by-ssr", test_render_stream_by_ssr);
  g_test_add_func ("/render/visits-only-visible", test_render_visits_only_visible);
  g_test_add_func ("/render/far-zoom", test_render_far_zoom);
  g_test_add_func ("/render/far-image-in-blocks", test_render_far_image_in_blocks);
  g_test_add_func ("/render/grid-away-from-overlays", test_render_grid_away_from_overlays);
  g_test_add_func ("/render/trim", test_render_trim);
  g_test_add_func ("/render/half-hexes", test_render_half_hexes);
  g_test_add_func ("/render/ghost-outer-half-hex", test_render_ghost_outer_half_hex);
  g_test_add_func ("/render/diagnostics", test_render_diagnostics);
  g_test_add_func ("/render/diagnostics-high-contrast", test_render_diagnostics_high_contrast);
  g_test_add_func ("/render/diagnostics-counter-ring", test_render_diagnostics_counter_ring);
  g_test_add_func ("/render/diagnostics-far", test_render_diagnostics_far);
  g_test_add_func ("/render/counters-far", test_render_counters_far);
  g_test_add_func ("/render/ring-leaves-label-clear", test_render_ring_leaves_label_clear);
  g_test_add_func ("/render/diagnostics-thin-rings", test_render_diagnostics_thin_rings);
  g_test_add_func ("/render/bridge-carries-road", test_render_bridge_carries_road);
  g_test_add_func ("/render/grid-over-channels", test_render_grid_over_channels);
  g_test_add_func ("/render/level-clear-of-label", test_render_level_clear_of_label);
  g_test_add_func ("/render/pick-clear-of-level", test_render_pick_clear_of_level);
  g_test_add_func ("/render/pick-over-selection", test_render_pick_over_selection);
  g_test_add_func ("/render/dragged-stack", test_render_dragged_stack);
  g_test_add_func ("/render/long-name-cut", test_render_long_name_cut);
  g_test_add_func ("/render/selection-far-and-near", test_render_selection_far_and_near);
  g_test_add_func ("/render/extent", test_render_extent);
  g_test_add_func ("/render/edit-redraws", test_render_edit_redraws);
  g_test_add_func ("/render/parts-match-whole", test_render_parts_match_whole);
  g_test_add_func ("/render/layers-compose", test_render_layers_compose);
  g_test_add_func ("/render/analysis-far", test_render_analysis_far);
  g_test_add_func ("/render/analysis-outer-half-hex", test_render_analysis_outer_half_hex);
  g_test_add_func ("/render/analysis-cost-beside-counter", test_render_analysis_cost_beside_counter);
  g_test_add_func ("/render/analysis-cost-in-half-hex", test_render_analysis_cost_in_half_hex);
  g_test_add_func ("/render/vector-target", test_render_vector_target);
  g_test_add_func ("/render/contours-and-grid", test_render_contours_and_grid);
  g_test_add_func ("/render/depression-cliff", test_render_depression_cliff);
  g_test_add_func ("/render/hidpi", test_render_hidpi);
  g_test_add_func ("/render/label-over-channel", test_render_label_over_channel);
  g_test_add_func ("/render/stacked-counters", test_render_stacked_counters);
  g_test_add_func ("/render/overlay-outline", test_render_overlay_outline);
  g_test_add_func ("/render/highlight-contrast", test_render_highlight_contrast);
  g_test_add_func ("/render/ghost-overlay", test_render_ghost_overlay);
  g_test_add_func ("/render/highlight", test_render_highlight);
  g_test_add_func ("/render/map-seams", test_render_map_seams);
  g_test_add_func ("/render/board-id-beyond-ascii", test_render_board_id_beyond_ascii);
  g_test_add_func ("/render/board-id-on-board", test_render_board_id_on_board);
  g_test_add_func ("/render/board-id-clear-of-labels", test_render_board_id_clear_of_labels);
  g_test_add_func ("/render/wadi-entrance", test_render_wadi_entrance);
  g_test_add_func ("/render/map-hole", test_render_map_hole);
  g_test_add_func ("/render/map-outer-edge", test_render_map_outer_edge);
  g_test_add_func ("/render/boards-laid-out-anew", test_render_boards_laid_out_anew);
  g_test_add_func ("/render/big-stack", test_render_big_stack);
  g_test_add_func ("/render/steps-match-whole", test_render_steps_match_whole);

  /* Font caches live as long as the process: tests/lsan.supp tells the leak
   * checker so.  Tearing them down here (cairo_debug_reset_static_data)
   * raced with the tile threads' last fonts and aborted now and then. */
  status = g_test_run ();
  return status;
}
