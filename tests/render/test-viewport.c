/* test-viewport.c: the view model and picking */
#include "config.h"

#include <math.h>

#include "wadi-pick.h"
#include "wadi-viewport.h"

static void
count_changed (WadiViewport *viewport,
               guint        *count)
{
  (*count)++;
}

static void
test_viewport_change_only (void)
{
  g_autoptr(WadiViewport) viewport = wadi_viewport_new ();
  guint changed = 0;

  g_signal_connect (viewport, "changed", G_CALLBACK (count_changed), &changed);
  wadi_viewport_set_size (viewport, 800, 600);
  g_assert_cmpuint (changed, ==, 1);
  wadi_viewport_set_size (viewport, 800, 600);
  wadi_viewport_set_zoom (viewport, wadi_viewport_get_zoom (viewport));
  wadi_viewport_set_center (viewport, 0.0, 0.0);
  g_assert_cmpuint (changed, ==, 1);

  /* clamped */
  wadi_viewport_set_zoom (viewport, 1e9);
  g_assert_cmpfloat (wadi_viewport_get_zoom (viewport), ==, WADI_VIEWPORT_MAX_ZOOM);
  wadi_viewport_set_zoom (viewport, 0.0);
  g_assert_cmpfloat (wadi_viewport_get_zoom (viewport), ==, WADI_VIEWPORT_MIN_ZOOM);
  wadi_viewport_set_zoom (viewport, NAN);
  g_assert_cmpfloat (wadi_viewport_get_zoom (viewport), ==, WADI_VIEWPORT_MIN_ZOOM);
  g_assert_cmpuint (changed, ==, 3);

  wadi_viewport_set_bounds (viewport, 0.0, 0.0, 10.0, 5.0);
  wadi_viewport_set_center (viewport, 20.0, -3.0);
  g_assert_cmpfloat (wadi_viewport_get_center_x (viewport), ==, 10.0);
  g_assert_cmpfloat (wadi_viewport_get_center_y (viewport), ==, 0.0);

  /* one signal for any number of changes while frozen */
  changed = 0;
  wadi_viewport_freeze (viewport);
  wadi_viewport_set_zoom (viewport, 10.0);
  wadi_viewport_set_center (viewport, 5.0, 2.0);
  wadi_viewport_set_size (viewport, 400, 300);
  g_assert_cmpuint (changed, ==, 0);
  wadi_viewport_thaw (viewport);
  g_assert_cmpuint (changed, ==, 1);
  wadi_viewport_freeze (viewport);
  wadi_viewport_thaw (viewport);
  g_assert_cmpuint (changed, ==, 1);

  /* zooming about a point is one change */
  wadi_viewport_zoom_at (viewport, 20.0, 100.0, 100.0);
  g_assert_cmpuint (changed, ==, 2);
}

static void
test_viewport_screen_maths (void)
{
  g_autoptr(WadiViewport) viewport = wadi_viewport_new ();
  double x, y, sx, sy, before_x, before_y;

  wadi_viewport_set_size (viewport, 800, 600);
  wadi_viewport_set_center (viewport, 10.0, 5.0);
  wadi_viewport_set_zoom (viewport, 40.0);

  wadi_viewport_screen_to_map (viewport, 400.0, 300.0, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 10.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 5.0, 1e-9);
  wadi_viewport_screen_to_map (viewport, 440.0, 220.0, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 11.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 3.0, 1e-9);
  wadi_viewport_map_to_screen (viewport, x, y, &sx, &sy);
  g_assert_cmpfloat_with_epsilon (sx, 440.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (sy, 220.0, 1e-9);

  /* the point under the pointer stays there */
  wadi_viewport_screen_to_map (viewport, 123.0, 456.0, &before_x, &before_y);
  wadi_viewport_zoom_at (viewport, 73.0, 123.0, 456.0);
  wadi_viewport_screen_to_map (viewport, 123.0, 456.0, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, before_x, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, before_y, 1e-9);

  /* panning moves the map with the pointer */
  wadi_viewport_map_to_screen (viewport, 10.0, 5.0, &sx, &sy);
  wadi_viewport_pan_pixels (viewport, 30.0, -20.0);
  wadi_viewport_screen_to_map (viewport, sx + 30.0, sy - 20.0, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 10.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 5.0, 1e-9);

  /* fit shows the whole of the bounds */
  wadi_viewport_set_bounds (viewport, 0.0, 0.0, 40.0, 10.0);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_fit_zoom (viewport), 20.0, 1e-9);
  wadi_viewport_fit (viewport);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_zoom (viewport), 20.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_center_x (viewport), 20.0, 1e-9);
}

static void
test_viewport_picking (void)
{
  g_autoptr(WadiViewport) viewport = wadi_viewport_new ();
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiHex        hex = { 4, 6 };
  double         cx, cy, sx, sy;

  wadi_viewport_set_size (viewport, 800, 600);
  wadi_viewport_set_zoom (viewport, 50.0);
  wadi_viewport_set_layout (viewport, layout);
  wadi_hex_center (layout, hex, &cx, &cy);
  wadi_viewport_set_center (viewport, cx, cy);

  g_assert_true (wadi_hex_equal (wadi_viewport_hex_at (viewport, 400.0, 300.0), hex));

  /* near each hexside's midpoint, that hexside; near each corner, that vertex */
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    {
      WadiHexside side = { hex, d };
      WadiHexside picked;
      WadiVertex  vertex;
      double      mx, my, vx, vy, px, py;

      wadi_pick_hexside_midpoint (layout, side, &mx, &my);
      wadi_viewport_map_to_screen (viewport, cx + (mx - cx) * 0.8, cy + (my - cy) * 0.8, &sx, &sy);
      wadi_viewport_screen_to_map (viewport, sx, sy, &px, &py);
      picked = wadi_pick_hexside (layout, px, py);
      g_assert_true (wadi_hexside_equal (layout, picked, side));
      /* from the other side of the line it is still the same hexside */
      wadi_viewport_map_to_screen (viewport, cx + (mx - cx) * 1.2, cy + (my - cy) * 1.2, &sx, &sy);
      wadi_viewport_screen_to_map (viewport, sx, sy, &px, &py);
      picked = wadi_pick_hexside (layout, px, py);
      g_assert_true (wadi_hexside_equal (layout, picked, side));

      wadi_hex_corner (layout, hex, d, &vx, &vy);
      wadi_viewport_map_to_screen (viewport, cx + (vx - cx) * 0.9, cy + (vy - cy) * 0.9, &sx, &sy);
      wadi_viewport_screen_to_map (viewport, sx, sy, &px, &py);
      vertex = wadi_pick_vertex (layout, px, py);
      g_assert_true (wadi_vertex_equal (layout, vertex, (WadiVertex) { hex, d }));

      /* a drag from the centre toward a hexside points at it */
      g_assert_cmpuint (wadi_pick_direction (layout, hex, cx + (mx - cx) * 3.0, cy + (my - cy) * 3.0), ==, d);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/viewport/change-only", test_viewport_change_only);
  g_test_add_func ("/viewport/screen-maths", test_viewport_screen_maths);
  g_test_add_func ("/viewport/picking", test_viewport_picking);

  return g_test_run ();
}
