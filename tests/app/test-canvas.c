/* test-canvas.c: panning, zooming and picking through the canvas's handlers
 *
 * Runs in the 'gui' suite under a display: the canvas is in a real window
 * on the ASL example, and the scroll, key and pointer handlers the event
 * controllers call are called with the modifiers a user would hold.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wadi-pick.h"
#include "wadi-render-style.h"
#include "wadi-test-fixtures.h"
#include "wadi-test-gui.h"

typedef struct
{
  char            *dir;
  WadiWindow      *window;
  WadiCanvas      *canvas;
  WadiViewport    *viewport;
  const WadiBoard *board;
} Fixture;

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) example = NULL;

  fixture->dir = g_dir_make_tmp ("wadi-canvas-XXXXXX", &error);
  g_assert_no_error (error);
  example = wadi_test_copy_example (fixture->dir, "asl-f5-b20.wadi");
  fixture->window = wadi_window_new (NULL);
  g_object_ref_sink (fixture->window);
  g_assert_true (wadi_window_load_file (fixture->window, example, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1200, 800);
  gtk_window_present (GTK_WINDOW (fixture->window));
  wadi_test_wait_until_drawn (fixture->window);
  fixture->canvas = wadi_window_get_canvas (fixture->window);
  fixture->viewport = wadi_canvas_get_viewport (fixture->canvas);
  fixture->board = wadi_scenario_grid (wadi_document_get_scenario (wadi_window_get_document (fixture->window)));
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_object_unref (fixture->window);
  wadi_test_remove_dir (fixture->dir);
  g_free (fixture->dir);
}

/* Centres the view on a hex in the middle of the board, zoomed in enough
 * that no pan below reaches the board's edge. */
static void
look_at_middle (Fixture *fixture,
                double   zoom)
{
  double x, y;

  wadi_hex_center (fixture->board->layout, (WadiHex) { fixture->board->cols / 2, fixture->board->rows / 2 }, &x, &y);
  wadi_viewport_freeze (fixture->viewport);
  wadi_viewport_set_zoom (fixture->viewport, zoom);
  wadi_viewport_set_center (fixture->viewport, x, y);
  wadi_viewport_thaw (fixture->viewport);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_zoom (fixture->viewport), zoom, 1e-9);
}

static void
assert_center_moved (Fixture *fixture,
                     double   x0,
                     double   y0,
                     double   dx_pixels,
                     double   dy_pixels)
{
  double zoom = wadi_viewport_get_zoom (fixture->viewport);

  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_center_x (fixture->viewport), x0 + dx_pixels / zoom, 1e-9);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_center_y (fixture->viewport), y0 + dy_pixels / zoom, 1e-9);
}

static void
test_scroll_pans (Fixture      *fixture,
                  gconstpointer data)
{
  double x0, y0;

  look_at_middle (fixture, 60.0);
  x0 = wadi_viewport_get_center_x (fixture->viewport);
  y0 = wadi_viewport_get_center_y (fixture->viewport);

  /* a wheel click down shows what is below: the view moves down */
  wadi_canvas_scroll (fixture->canvas, 0.0, 1.0, 0, TRUE);
  assert_center_moved (fixture, x0, y0, 0.0, 48.0);
  /* Shift turns it sideways */
  wadi_canvas_scroll (fixture->canvas, 0.0, -1.0, GDK_SHIFT_MASK, TRUE);
  assert_center_moved (fixture, x0, y0, -48.0, 48.0);
  /* a touchpad scrolls by its pixels, both ways at once */
  wadi_canvas_scroll (fixture->canvas, 10.0, -20.0, 0, FALSE);
  assert_center_moved (fixture, x0, y0, -38.0, 28.0);
  /* and none of it zooms */
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_zoom (fixture->viewport), 60.0, 1e-9);
}

/* The map point under a screen point. */
static void
map_under (Fixture *fixture,
           double   sx,
           double   sy,
           double  *x,
           double  *y)
{
  wadi_viewport_screen_to_map (fixture->viewport, sx, sy, x, y);
}

static void
test_ctrl_scroll_zooms_about_pointer (Fixture      *fixture,
                                      gconstpointer data)
{
  int     width = wadi_viewport_get_width (fixture->viewport);
  int     height = wadi_viewport_get_height (fixture->viewport);
  double  sx = width * 0.3, sy = height * 0.7;
  double  x0, y0, x1, y1;
  WadiHex hex;

  look_at_middle (fixture, 30.0);
  wadi_canvas_pointer_motion (fixture->canvas, sx, sy, 0);
  map_under (fixture, sx, sy, &x0, &y0);
  hex = wadi_viewport_hex_at (fixture->viewport, sx, sy);

  /* one wheel click up zooms in a step */
  wadi_canvas_scroll (fixture->canvas, 0.0, -1.0, GDK_CONTROL_MASK, TRUE);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_zoom (fixture->viewport), 30.0 * 1.25, 1e-9);
  map_under (fixture, sx, sy, &x1, &y1);
  g_assert_cmpfloat_with_epsilon (x1, x0, 1e-9);
  g_assert_cmpfloat_with_epsilon (y1, y0, 1e-9);
  g_assert_true (wadi_hex_equal (wadi_viewport_hex_at (fixture->viewport, sx, sy), hex));

  /* two clicks down zoom out two steps, about the same point */
  wadi_canvas_scroll (fixture->canvas, 0.0, 2.0, GDK_CONTROL_MASK, TRUE);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_zoom (fixture->viewport), 30.0 / 1.25, 1e-9);
  map_under (fixture, sx, sy, &x1, &y1);
  g_assert_cmpfloat_with_epsilon (x1, x0, 1e-9);
  g_assert_cmpfloat_with_epsilon (y1, y0, 1e-9);

  /* a touchpad's pixels zoom smoothly: a fraction of a step */
  wadi_canvas_scroll (fixture->canvas, 0.0, -4.0, GDK_CONTROL_MASK, FALSE);
  g_assert_cmpfloat (wadi_viewport_get_zoom (fixture->viewport), >, 30.0 / 1.25);
  g_assert_cmpfloat (wadi_viewport_get_zoom (fixture->viewport), <, 30.0);
  map_under (fixture, sx, sy, &x1, &y1);
  g_assert_cmpfloat_with_epsilon (x1, x0, 1e-9);
  g_assert_cmpfloat_with_epsilon (y1, y0, 1e-9);
}

static void
test_keys_pan_and_zoom (Fixture      *fixture,
                        gconstpointer data)
{
  double x0, y0, mx, my, x1, y1;
  double sx = 200.0, sy = 150.0;

  look_at_middle (fixture, 50.0);
  x0 = wadi_viewport_get_center_x (fixture->viewport);
  y0 = wadi_viewport_get_center_y (fixture->viewport);

  /* Shift and an arrow pan; an arrow alone moves the hex cursor */
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Right, GDK_SHIFT_MASK));
  assert_center_moved (fixture, x0, y0, 64.0, 0.0);
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Down, GDK_SHIFT_MASK));
  assert_center_moved (fixture, x0, y0, 64.0, 64.0);
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Left, GDK_SHIFT_MASK));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Left, GDK_SHIFT_MASK));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Up, GDK_SHIFT_MASK));
  assert_center_moved (fixture, x0, y0, -64.0, 0.0);
  /* with Ctrl the keys are the application's */
  g_assert_false (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Left, GDK_CONTROL_MASK));
  assert_center_moved (fixture, x0, y0, -64.0, 0.0);

  /* the window's zoom actions (+ and -, /window/keys-off-the-map types
   * them) zoom a step about the pointer; typed on the X keyboard, the
   * pointer would be the X server's, not this test's */
  wadi_canvas_pointer_motion (fixture->canvas, sx, sy, 0);
  map_under (fixture, sx, sy, &mx, &my);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.zoom-in", NULL);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_zoom (fixture->viewport), 50.0 * 1.25, 1e-9);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.zoom-in", NULL);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_zoom (fixture->viewport), 50.0 * 1.25 * 1.25, 1e-9);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.zoom-out", NULL);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.zoom-out", NULL);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_zoom (fixture->viewport), 50.0, 1e-9);
  map_under (fixture, sx, sy, &x1, &y1);
  g_assert_cmpfloat_with_epsilon (x1, mx, 1e-9);
  g_assert_cmpfloat_with_epsilon (y1, my, 1e-9);
}

/* Painting without a mouse: an arrow places the hex cursor at the middle
 * of the view and moves it a hex at a time, the tool's hover follows it,
 * Enter paints there, and the canvas describes the hex to assistive
 * technologies as the status line does. */
static void
test_keyboard_painting (Fixture      *fixture,
                        gconstpointer data)
{
  const WadiScenario *scenario = wadi_document_get_scenario (wadi_window_get_document (fixture->window));
  WadiHex             first;
  WadiHex             cursor;
  double              cx0, cy0;

  look_at_middle (fixture, 50.0);
  cx0 = wadi_viewport_get_center_x (fixture->viewport);
  cy0 = wadi_viewport_get_center_y (fixture->viewport);
  g_assert_false (wadi_canvas_get_key_cursor (fixture->canvas, NULL));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "terrain");
  wadi_tool_get_settings (wadi_canvas_get_tool (fixture->canvas))->terrain = WADI_TERRAIN_WOODS;

  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Right, 0));
  g_assert_true (wadi_canvas_get_key_cursor (fixture->canvas, &first));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Right, 0));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Down, 0));
  g_assert_true (wadi_canvas_get_key_cursor (fixture->canvas, &cursor));
  g_assert_cmpint (cursor.col, ==, first.col + 1);
  g_assert_cmpint (cursor.row, ==, first.row + 1);
  /* the view did not move: the cursor is well inside it */
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_center_x (fixture->viewport), cx0, 1e-9);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_center_y (fixture->viewport), cy0, 1e-9);
  g_assert_true (wadi_hex_equal (wadi_tool_get_hover (wadi_canvas_get_tool (fixture->canvas))->hex, cursor));

  g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (scenario), cursor)->terrain, !=, WADI_TERRAIN_WOODS);
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, 0));
  g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (scenario), cursor)->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_nonnull (strstr (wadi_canvas_get_status (fixture->canvas), "Woods"));

  /* far along a row the view follows the cursor, a step at a time: it
   * keeps the cursor in sight and moves a quarter of the view and a hex
   * at most (centred on the cursor, a step threw it 300 px) */
  for (int i = 0; i < 12; i++)
    {
      double before = wadi_viewport_get_center_x (fixture->viewport);
      double x, y;

      g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Right, 0));
      g_assert_cmpfloat ((wadi_viewport_get_center_x (fixture->viewport) - before) * 50.0, <,
                         wadi_viewport_get_width (fixture->viewport) / 4.0 + 50.0);
      g_assert_true (wadi_canvas_get_key_cursor (fixture->canvas, &cursor));
      wadi_hex_center (fixture->board->layout, cursor, &x, &y);
      wadi_viewport_map_to_screen (fixture->viewport, x, y, &x, &y);
      g_assert_cmpfloat (x, >, 0.0);
      g_assert_cmpfloat (x, <, wadi_viewport_get_width (fixture->viewport));
    }
  g_assert_cmpfloat (wadi_viewport_get_center_x (fixture->viewport), >, cx0);
}

/* The pointer back over the map where it was, without moving (a dialog
 * over the map closed), leaves the hex cursor where the keys put it: a
 * try-out's next arrow went on from the hex under the pointer.  A real
 * motion gives the mouse the hover again. */
static void
test_keyboard_cursor_stays_after_dialog (Fixture      *fixture,
                                         gconstpointer data)
{
  WadiHex cursor, after, pointed;

  look_at_middle (fixture, 50.0);
  wadi_canvas_pointer_moved (fixture->canvas, 30.0, 30.0, 0);
  pointed = wadi_tool_get_hover (wadi_canvas_get_tool (fixture->canvas))->hex;
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Right, 0));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Right, 0));
  g_assert_true (wadi_canvas_get_key_cursor (fixture->canvas, &cursor));
  g_assert_false (wadi_hex_equal (cursor, pointed));

  /* a dialog opened over the map and closed */
  wadi_canvas_pointer_leave (fixture->canvas);
  wadi_canvas_pointer_moved (fixture->canvas, 30.0, 30.0, 0);
  g_assert_true (wadi_hex_equal (wadi_tool_get_hover (wadi_canvas_get_tool (fixture->canvas))->hex, cursor));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Right, 0));
  g_assert_true (wadi_canvas_get_key_cursor (fixture->canvas, &after));
  g_assert_cmpint (after.col, ==, cursor.col + 1);

  /* the mouse moved: its hex is hovered */
  wadi_canvas_pointer_moved (fixture->canvas, 31.0, 30.0, 0);
  g_assert_true (wadi_hex_equal (wadi_tool_get_hover (wadi_canvas_get_tool (fixture->canvas))->hex, pointed));
}

/* Ctrl+Enter before any arrow (a window just opened) holds the tool at
 * the hex in the middle of the view, as the first arrow would place the
 * hex cursor: a try-out's did nothing, and its last Enter painted. */
static void
test_keyboard_stroke_at_first (Fixture      *fixture,
                               gconstpointer data)
{
  WadiHex cursor;

  look_at_middle (fixture, 50.0);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "terrain");
  g_assert_false (wadi_canvas_get_key_cursor (fixture->canvas, NULL));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (wadi_canvas_get_key_cursor (fixture->canvas, &cursor));
  g_assert_true (wadi_hex_equal (cursor, wadi_viewport_hex_at (fixture->viewport,
                                                               wadi_viewport_get_width (fixture->viewport) / 2.0,
                                                               wadi_viewport_get_height (fixture->viewport) / 2.0)));
  g_assert_true (wadi_tool_in_stroke (wadi_canvas_get_tool (fixture->canvas)));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, 0));
  g_assert_false (wadi_tool_in_stroke (wadi_canvas_get_tool (fixture->canvas)));
}

/* Escape in the middle of a stroke takes back what the stroke painted,
 * as the shortcuts window says, and leaves no step to undo; the rest of
 * the drag paints nothing. */
static void
test_escape_takes_back_the_stroke (Fixture      *fixture,
                                   gconstpointer data)
{
  WadiDocument       *document = wadi_window_get_document (fixture->window);
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  const WadiBoard    *grid = wadi_scenario_grid (scenario);
  WadiHex             path[3];
  double              xy[3][2];

  look_at_middle (fixture, 40.0);
  for (guint i = 0; i < 3; i++)
    {
      double x, y;

      path[i] = (WadiHex) { fixture->board->cols / 2 + (int) i, fixture->board->rows / 2 };
      g_assert_cmpint (wadi_board_cell (grid, path[i])->terrain, !=, WADI_TERRAIN_POND);
      wadi_hex_center (fixture->board->layout, path[i], &x, &y);
      wadi_viewport_map_to_screen (fixture->viewport, x, y, &xy[i][0], &xy[i][1]);
    }
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "terrain");
  wadi_tool_get_settings (wadi_canvas_get_tool (fixture->canvas))->terrain = WADI_TERRAIN_POND;

  wadi_canvas_pointer_press (fixture->canvas, xy[0][0], xy[0][1], 1, 0);
  wadi_canvas_pointer_motion (fixture->canvas, xy[1][0], xy[1][1], 0);
  g_assert_cmpint (wadi_board_cell (grid, path[1])->terrain, ==, WADI_TERRAIN_POND);
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Escape, 0));
  wadi_canvas_pointer_motion (fixture->canvas, xy[2][0], xy[2][1], 0);
  wadi_canvas_pointer_release (fixture->canvas, xy[2][0], xy[2][1], 0);

  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (wadi_board_cell (grid, path[i])->terrain, !=, WADI_TERRAIN_POND);
  g_assert_false (wadi_document_can_undo (document));
  g_assert_false (wadi_document_get_modified (document));
}

/* What the three hexes of path and their hexsides hold, to compare. */
static void
path_features (const WadiBoard *grid,
               const WadiHex    path[3],
               guint            features[3][1 + WADI_DIRECTION_COUNT])
{
  for (guint i = 0; i < 3; i++)
    {
      features[i][0] = wadi_board_cell (grid, path[i])->depression;
      for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
        features[i][1 + d] = wadi_board_get_side (grid, (WadiHexside) { path[i], d });
    }
}

/* Ctrl+Enter presses the tool's button at the hex cursor and holds it,
 * the arrows drag it, Enter lets go: a wadi drawn down a column from the
 * keyboard is the wadi the mouse's drag draws, its hexes joined through
 * their hexsides, one step to undo (a keyboard try-out's, Enter on each
 * hex, was three pools).  Escape takes such a stroke back; the keyboard
 * gone from the map ends it where it is. */
static void
test_keyboard_stroke (Fixture      *fixture,
                      gconstpointer data)
{
  WadiDocument       *document = wadi_window_get_document (fixture->window);
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  const WadiBoard    *grid = wadi_scenario_grid (scenario);
  WadiHex             path[3];
  guint               by_mouse[3][1 + WADI_DIRECTION_COUNT], by_keys[3][1 + WADI_DIRECTION_COUNT];
  guint               before[3][1 + WADI_DIRECTION_COUNT];
  double              x, y;

  look_at_middle (fixture, 40.0);
  for (guint i = 0; i < 3; i++)
    path[i] = (WadiHex) { fixture->board->cols / 2, fixture->board->rows / 2 - 1 + (int) i };
  path_features (grid, path, before);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "depression");
  wadi_tool_get_settings (wadi_canvas_get_tool (fixture->canvas))->depression = WADI_DEPRESSION_WADI;

  for (guint i = 0; i < 3; i++)
    {
      wadi_hex_center (fixture->board->layout, path[i], &x, &y);
      wadi_viewport_map_to_screen (fixture->viewport, x, y, &x, &y);
      if (i == 0)
        wadi_canvas_pointer_press (fixture->canvas, x, y, 1, 0);
      else
        wadi_canvas_pointer_motion (fixture->canvas, x, y, 0);
    }
  wadi_canvas_pointer_release (fixture->canvas, x, y, 0);
  path_features (grid, path, by_mouse);
  g_assert_cmpuint (by_mouse[1][0], ==, WADI_DEPRESSION_WADI);
  g_assert_true (memcmp (by_mouse, before, sizeof before) != 0);
  wadi_document_undo (document);
  g_assert_false (wadi_document_can_undo (document));

  wadi_canvas_set_key_cursor (fixture->canvas, path[0]);
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Down, 0));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Down, 0));
  /* the status line (and the map's description) says the tool is held */
  g_assert_true (g_str_has_prefix (wadi_canvas_get_status (fixture->canvas), "Held down: Enter lets go · "));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, 0));
  g_assert_false (g_str_has_prefix (wadi_canvas_get_status (fixture->canvas), "Held down"));
  path_features (grid, path, by_keys);
  g_assert_true (memcmp (by_keys, by_mouse, sizeof by_mouse) == 0);
  g_assert_false (wadi_tool_in_stroke (wadi_canvas_get_tool (fixture->canvas)));
  wadi_document_undo (document);
  g_assert_false (wadi_document_can_undo (document));
  path_features (grid, path, by_keys);
  g_assert_true (memcmp (by_keys, before, sizeof before) == 0);

  /* Escape: taken back, nothing to undo */
  wadi_canvas_set_key_cursor (fixture->canvas, path[0]);
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Down, 0));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Escape, 0));
  path_features (grid, path, by_keys);
  g_assert_true (memcmp (by_keys, before, sizeof before) == 0);
  g_assert_false (wadi_document_can_undo (document));
  g_assert_false (g_str_has_prefix (wadi_canvas_get_status (fixture->canvas), "Held down"));
  /* and the arrows move the hex cursor again, drawing nothing */
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Down, 0));
  path_features (grid, path, by_keys);
  g_assert_true (memcmp (by_keys, before, sizeof before) == 0);

  /* the keyboard gone from the map: the stroke ends where it is, kept */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (fixture->canvas)));
  wadi_canvas_set_key_cursor (fixture->canvas, path[0]);
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Down, 0));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.next-region", NULL);
  g_assert_false (gtk_widget_has_focus (GTK_WIDGET (fixture->canvas)));
  g_assert_false (wadi_tool_in_stroke (wadi_canvas_get_tool (fixture->canvas)));
  g_assert_cmpuint (wadi_board_cell (grid, path[1])->depression, ==, WADI_DEPRESSION_WADI);
  g_assert_true (wadi_document_can_undo (document));
  wadi_document_undo (document);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (fixture->canvas)));

  /* Ctrl still held drags too; a jump (F8's, to a diagnostic) ends the
   * stroke where it was, and drags nothing across the map */
  {
    WadiHex far = { path[0].col + 3, path[0].row };
    guint   far_before = wadi_board_cell (grid, far)->depression;

    g_assert_cmpuint (far_before, !=, WADI_DEPRESSION_WADI);
    wadi_canvas_set_key_cursor (fixture->canvas, path[0]);
    g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, GDK_CONTROL_MASK));
    g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Down, GDK_CONTROL_MASK));
    g_assert_cmpuint (wadi_board_cell (grid, path[1])->depression, ==, WADI_DEPRESSION_WADI);
    wadi_canvas_set_key_cursor (fixture->canvas, far);
    g_assert_false (wadi_tool_in_stroke (wadi_canvas_get_tool (fixture->canvas)));
    g_assert_cmpuint (wadi_board_cell (grid, far)->depression, ==, far_before);
    wadi_document_undo (document);
    g_assert_false (wadi_document_can_undo (document));
  }

  /* another tool chosen mid-stroke ends it; the next Enter is the new
   * tool's click, not swallowed */
  wadi_canvas_set_key_cursor (fixture->canvas, path[0]);
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Down, 0));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "terrain");
  wadi_tool_get_settings (wadi_canvas_get_tool (fixture->canvas))->terrain = WADI_TERRAIN_POND;
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, 0));
  g_assert_cmpint (wadi_board_cell (grid, path[1])->terrain, ==, WADI_TERRAIN_POND);

  /* Space held would make the press a pan: refused */
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_space, 0));
  g_assert_false (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, GDK_CONTROL_MASK));
  wadi_canvas_key_release (fixture->canvas, GDK_KEY_space, 0);
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, 0));
  g_assert_false (wadi_tool_in_stroke (wadi_canvas_get_tool (fixture->canvas)));
}

/* With the hexside tool the hex cursor stands on one hexside of its hex,
 * which R turns round all six, and Enter draws the cliff there: a
 * keyboard try-out's Enter put its cliffs on hexsides it could not
 * choose (N8's top, O8's upper right). */
static void
test_keyboard_hexside (Fixture      *fixture,
                       gconstpointer data)
{
  WadiDocument       *document = wadi_window_get_document (fixture->window);
  const WadiScenario *scenario = wadi_document_get_scenario (document);
  WadiTool           *tool = wadi_canvas_get_tool (fixture->canvas);
  WadiHex             hex = { fixture->board->cols / 2, fixture->board->rows / 2 };
  guint               seen = 0;

  look_at_middle (fixture, 40.0);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "hexside");
  wadi_canvas_set_key_cursor (fixture->canvas, hex);
  for (int i = 0; i < WADI_DIRECTION_COUNT; i++)
    {
      const WadiHover *hover = wadi_tool_get_hover (tool);

      g_assert_cmpint (hover->kind, ==, WADI_HOVER_HEXSIDE);
      g_assert_true (wadi_hex_equal (hover->hexside.hex, hex));
      seen |= 1u << hover->hexside.dir;
      gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.turn", NULL);
    }
  g_assert_cmpuint (seen, ==, (1u << WADI_DIRECTION_COUNT) - 1);

  /* turned twice from where six turns brought it back: Enter draws there */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.turn", NULL);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.turn", NULL);
  {
    WadiHexside side = wadi_tool_get_hover (tool)->hexside;

    g_assert_cmpuint (wadi_board_get_side (wadi_scenario_grid (scenario), side), ==, 0);
    g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, 0));
    g_assert_cmpuint (wadi_board_get_side (wadi_scenario_grid (scenario), side), !=, 0);
    g_assert_true (wadi_document_can_undo (document));
  }

  /* held from a hexside and dragged two hexes down: the hexside the bar
   * stands on when Enter lets go is drawn too (a try-out's was left out),
   * joined to the first by the hexsides between */
  {
    WadiHex     from = { hex.col + 3, hex.row - 2 };
    WadiHexside first, last;
    guint       drawn = 0;

    wadi_canvas_set_key_cursor (fixture->canvas, from);
    first = wadi_tool_get_hover (tool)->hexside;
    g_assert_true (wadi_hex_equal (first.hex, from));
    g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, GDK_CONTROL_MASK));
    g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Down, 0));
    g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Down, 0));
    last = wadi_tool_get_hover (tool)->hexside;
    g_assert_true (wadi_hex_equal (last.hex, (WadiHex) { from.col, from.row + 2 }));
    g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, 0));
    g_assert_false (wadi_tool_in_stroke (tool));
    g_assert_cmpuint (wadi_board_get_side (wadi_scenario_grid (scenario), first), !=, 0);
    g_assert_cmpuint (wadi_board_get_side (wadi_scenario_grid (scenario), last), !=, 0);
    /* a chain from one to the other: two hexes apart, three hexsides at
     * least, and no more than a walk around them */
    for (int col = from.col - 1; col <= from.col + 1; col++)
      for (int row = from.row - 1; row <= from.row + 3; row++)
        for (WadiDirection dir = 0; dir < 3; dir++)
          drawn += wadi_board_get_side (wadi_scenario_grid (scenario), (WadiHexside) { { col, row }, dir }) != 0;
    g_test_message ("hexsides drawn: %u", drawn);
    g_assert_cmpuint (drawn, >=, 3);
    g_assert_cmpuint (drawn, <=, 8);
  }
}

/* The pointer leaving the map for the status line, or crossing the table
 * below the map, keeps the line's words (an analysis's reason runs past
 * its end; its tooltip holds them whole, and leaving cleared them before
 * the tooltip could show); the hex is no longer hovered, and the next
 * status, a tool picked, is the new one. */
static void
test_status_kept_on_leave (Fixture      *fixture,
                           gconstpointer data)
{
  g_autofree char *hovered = NULL;
  double           x = gtk_widget_get_width (GTK_WIDGET (fixture->canvas)) / 2.0;
  double           y = gtk_widget_get_height (GTK_WIDGET (fixture->canvas)) / 2.0;

  wadi_canvas_pointer_motion (fixture->canvas, x, y, 0);
  hovered = g_strdup (wadi_canvas_get_status (fixture->canvas));
  g_assert_cmpstr (hovered, !=, "");
  g_assert_true (wadi_tool_get_hover (wadi_canvas_get_tool (fixture->canvas))->kind != WADI_HOVER_NONE);
  wadi_canvas_pointer_leave (fixture->canvas);
  g_assert_cmpstr (wadi_canvas_get_status (fixture->canvas), ==, hovered);
  g_assert_true (wadi_tool_get_hover (wadi_canvas_get_tool (fixture->canvas))->kind == WADI_HOVER_NONE);
  /* so does crossing the table between the map and the status line (the
   * map fitted, the canvas's corner is table) */
  wadi_canvas_pointer_motion (fixture->canvas, x, y, 0);
  wadi_canvas_pointer_motion (fixture->canvas, 1.0, 1.0, 0);
  g_assert_true (wadi_tool_get_hover (wadi_canvas_get_tool (fixture->canvas))->kind == WADI_HOVER_NONE);
  g_assert_cmpstr (wadi_canvas_get_status (fixture->canvas), ==, hovered);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "terrain");
  g_assert_cmpstr (wadi_canvas_get_status (fixture->canvas), !=, hovered);
}

/* The status line, and so a screen reader, says which hex in hand is the
 * inspector's A or B: Enter with the select tool picks one where it is
 * pressed, and nothing said so before. */
static void
test_status_says_picks (Fixture      *fixture,
                        gconstpointer data)
{
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "select");
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Right, 0));
  g_assert_null (strstr (wadi_canvas_get_status (fixture->canvas), "Inspector's"));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, 0));
  g_test_message ("A: %s", wadi_canvas_get_status (fixture->canvas));
  /* beside the hex's name, before its contents (at the end, a long line
   * cut it off) */
  g_assert_nonnull (strstr (wadi_canvas_get_status (fixture->canvas), " · the Inspector's A"));
  g_assert_true (strstr (wadi_canvas_get_status (fixture->canvas), " · ")
                 == strstr (wadi_canvas_get_status (fixture->canvas), " · the Inspector's A"));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Right, 0));
  g_assert_null (strstr (wadi_canvas_get_status (fixture->canvas), "Inspector's"));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Return, 0));
  g_test_message ("B: %s", wadi_canvas_get_status (fixture->canvas));
  g_assert_nonnull (strstr (wadi_canvas_get_status (fixture->canvas), " · the Inspector's B"));
  g_assert_true (strstr (wadi_canvas_get_status (fixture->canvas), " · ")
                 == strstr (wadi_canvas_get_status (fixture->canvas), " · the Inspector's B"));
  g_assert_true (wadi_canvas_key_press (fixture->canvas, GDK_KEY_Left, 0));
  g_assert_nonnull (strstr (wadi_canvas_get_status (fixture->canvas), " · the Inspector's A"));
}

static void
test_zoom_to_fit (Fixture      *fixture,
                  gconstpointer data)
{
  int     width = wadi_viewport_get_width (fixture->viewport);
  int     height = wadi_viewport_get_height (fixture->viewport);
  WadiHex corners[] = {
    { 0, 0 },
    { fixture->board->cols - 1, 0 },
    { 0, fixture->board->rows - 1 },
    { fixture->board->cols - 1, fixture->board->rows - 1 },
  };
  double fit_zoom;

  look_at_middle (fixture, 80.0);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.zoom-fit", NULL);
  fit_zoom = wadi_viewport_get_zoom (fixture->viewport);
  g_assert_cmpfloat (fit_zoom, <, 80.0);
  /* every corner hex of the board is on screen */
  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    {
      double x, y, sx, sy;

      wadi_hex_center (fixture->board->layout, corners[i], &x, &y);
      wadi_viewport_map_to_screen (fixture->viewport, x, y, &sx, &sy);
      g_assert_cmpfloat (sx, >=, 0.0);
      g_assert_cmpfloat (sx, <=, width);
      g_assert_cmpfloat (sy, >=, 0.0);
      g_assert_cmpfloat (sy, <=, height);
    }
  /* and it is the largest such zoom: a step in and a corner is off */
  wadi_canvas_zoom_in (fixture->canvas);
  wadi_canvas_zoom_fit (fixture->canvas);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_zoom (fixture->viewport), fit_zoom, 1e-9);
}

/* Zooming out stops at half the zoom that fits the map, however long the
 * wheel turns (a tester lost the map at 0.1 px a hex and took twenty steps
 * to find it); a view already zoomed further out, by a program, does not
 * jump in, and zooms in as before. */
static void
test_zoom_out_stops_near_fit (Fixture      *fixture,
                              gconstpointer data)
{
  double fit_zoom;

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.zoom-fit", NULL);
  fit_zoom = wadi_viewport_get_zoom (fixture->viewport);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_fit_zoom (fixture->viewport), fit_zoom, 1e-9);
  for (int i = 0; i < 40; i++)
    wadi_canvas_scroll (fixture->canvas, 0.0, 1.0, GDK_CONTROL_MASK, TRUE);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_zoom (fixture->viewport), fit_zoom / 2.0, 1e-9);
  for (int i = 0; i < 10; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.zoom-out", NULL));
  wadi_canvas_pinch_begin (fixture->canvas);
  wadi_canvas_pinch_scale (fixture->canvas, 0.1, 100.0, 100.0);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_zoom (fixture->viewport), fit_zoom / 2.0, 1e-9);
  /* three steps back in and the whole map is more than in view */
  for (int i = 0; i < 3; i++)
    wadi_canvas_zoom_in (fixture->canvas);
  g_assert_cmpfloat (wadi_viewport_get_zoom (fixture->viewport), <, fit_zoom);
  wadi_canvas_zoom_in (fixture->canvas);
  g_assert_cmpfloat (wadi_viewport_get_zoom (fixture->viewport), >, fit_zoom);

  wadi_viewport_set_zoom (fixture->viewport, fit_zoom / 10.0);
  wadi_canvas_zoom_out (fixture->canvas);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_zoom (fixture->viewport), fit_zoom / 10.0, 1e-9);
  wadi_canvas_zoom_in (fixture->canvas);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_zoom (fixture->viewport), fit_zoom / 10.0 * 1.25, 1e-9);
}

/* The pointer at a map point, nudged by (nx, ny) pixels. */
static void
point_at (Fixture *fixture,
          double   x,
          double   y,
          double   nx,
          double   ny)
{
  double sx, sy;

  wadi_viewport_map_to_screen (fixture->viewport, x, y, &sx, &sy);
  wadi_canvas_pointer_motion (fixture->canvas, sx + nx, sy + ny, 0);
}

static void
test_pick_at_two_zooms (Fixture      *fixture,
                        gconstpointer data)
{
  static const double zooms[] = { 24.0, 90.0 };
  WadiGridLayout      layout = fixture->board->layout;
  WadiTool           *tool = wadi_canvas_get_tool (fixture->canvas);
  WadiHex             hex = { fixture->board->cols / 2, fixture->board->rows / 2 };

  for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
    {
      look_at_middle (fixture, zooms[z]);

      gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "hexside");
      for (WadiDirection dir = 0; dir < WADI_DIRECTION_COUNT; dir++)
        {
          WadiHexside      side = { hex, dir };
          const WadiHover *hover;
          double           x, y;

          /* a pixel and a half off the midpoint, towards the hex's own centre */
          wadi_pick_hexside_midpoint (layout, side, &x, &y);
          {
            double cx, cy, d;

            wadi_hex_center (layout, hex, &cx, &cy);
            d = hypot (cx - x, cy - y);
            point_at (fixture, x, y, (cx - x) / d * 1.5, (cy - y) / d * 1.5);
          }
          hover = wadi_tool_get_hover (tool);
          g_assert_cmpint (hover->kind, ==, WADI_HOVER_HEXSIDE);
          g_assert_true (wadi_hexside_equal (layout, hover->hexside, side));
          g_assert_nonnull (strstr (wadi_canvas_get_status (fixture->canvas), "Hexside"));
        }

      gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "counter");
      wadi_tool_get_settings (tool)->counter_kind = WADI_COUNTER_VEHICLE_CREST;
      for (WadiVertexIndex index = 0; index < 6; index++)
        {
          WadiVertex       vertex = { hex, index };
          const WadiHover *hover;
          double           x, y;

          wadi_hex_corner (layout, hex, index, &x, &y);
          point_at (fixture, x, y, 1.0, -1.0);
          hover = wadi_tool_get_hover (tool);
          g_assert_cmpint (hover->kind, ==, WADI_HOVER_VERTEX);
          g_assert_true (wadi_vertex_equal (layout, hover->vertex, vertex));
          g_assert_nonnull (strstr (wadi_canvas_get_status (fixture->canvas), "Vertex"));
        }

      /* the hex itself, under its centre, with the select tool */
      gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "select");
      {
        double           x, y;
        g_autofree char *label = wadi_scenario_location_label (
            wadi_document_get_scenario (wadi_window_get_document (fixture->window)), hex);

        wadi_hex_center (layout, hex, &x, &y);
        point_at (fixture, x, y, 2.0, 2.0);
        g_assert_cmpint (wadi_tool_get_hover (tool)->kind, ==, WADI_HOVER_HEX);
        g_assert_true (wadi_hex_equal (wadi_tool_get_hover (tool)->hex, hex));
        g_assert_true (g_str_has_prefix (wadi_canvas_get_status (fixture->canvas), label));
      }
    }
}

/* Runs the main loop until the window has painted one more frame. */
static void
wait_one_frame (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64         frame = gdk_frame_clock_get_frame_counter (clock);
  gint64         deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  gtk_widget_queue_draw (widget);
  while (gdk_frame_clock_get_frame_counter (clock) == frame && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
}

/* The pixels of the table's colour that the canvas shows where the map
 * is: between the middles of its outer hexes (an ASL board ends at the
 * middle of its half hexes). */
static guint
table_over_map (Fixture *fixture)
{
  g_autoptr(GdkTexture) texture = wadi_test_render_widget (GTK_WIDGET (fixture->canvas));
  int                width = gdk_texture_get_width (texture), height = gdk_texture_get_height (texture);
  g_autofree guchar *pixels = g_malloc ((gsize) width * height * 4);
  WadiRgb            table = wadi_style_table ();
  const WadiBoard   *board = fixture->board;
  double             top = -G_MAXDOUBLE, bottom = G_MAXDOUBLE, left, right, x, y;
  guint              n = 0;

  gdk_texture_download (texture, pixels, (gsize) width * 4);
  /* the two first columns' top and bottom hexes: staggered, one is lower */
  for (int col = 0; col < 2; col++)
    {
      wadi_hex_center (board->layout, (WadiHex) { col, 0 }, &x, &y);
      wadi_viewport_map_to_screen (fixture->viewport, x, y, &x, &y);
      top = MAX (top, y);
      wadi_hex_center (board->layout, (WadiHex) { col, board->rows - 1 }, &x, &y);
      wadi_viewport_map_to_screen (fixture->viewport, x, y, &x, &y);
      bottom = MIN (bottom, y);
    }
  wadi_hex_center (board->layout, (WadiHex) { 0, 0 }, &x, &y);
  wadi_viewport_map_to_screen (fixture->viewport, x, y, &left, &y);
  wadi_hex_center (board->layout, (WadiHex) { board->cols - 1, 0 }, &x, &y);
  wadi_viewport_map_to_screen (fixture->viewport, x, y, &right, &y);
  for (int py = MAX (0, (int) ceil (top)); py < MIN (height, (int) floor (bottom)); py++)
    for (int px = MAX (0, (int) ceil (left)); px < MIN (width, (int) floor (right)); px++)
      {
        const guchar *p = pixels + ((gsize) py * width + px) * 4;

        n += abs (p[2] - (int) round (table.red * 255)) <= 1 && abs (p[1] - (int) round (table.green * 255)) <= 1
             && abs (p[0] - (int) round (table.blue * 255)) <= 1;
      }
  return n;
}

/* A pinch (its frames as GtkGestureZoom hands them over: a scale a frame
 * about the fingers' middle) shows the map at every frame, the zooms not
 * drawn yet stood in for by the ones that are, never the table through
 * it; pinch-in-progress.png and pinch-done.png are its middle and its
 * end, to look at. */
static void
test_pinch_shows_the_map_throughout (Fixture      *fixture,
                                     gconstpointer data)
{
  const int steps = 12;
  double    x = wadi_viewport_get_width (fixture->viewport) * 0.3;
  double    y = wadi_viewport_get_height (fixture->viewport) * 0.4;

  look_at_middle (fixture, 14.0);
  wadi_test_wait_until_drawn (fixture->window);
  g_assert_cmpuint (table_over_map (fixture), ==, 0);
  wadi_canvas_pinch_begin (fixture->canvas);
  for (int i = 1; i <= steps; i++)
    {
      wadi_canvas_pinch_scale (fixture->canvas, pow (4.0, (double) i / steps), x, y);
      wait_one_frame (GTK_WIDGET (fixture->canvas));
      g_assert_cmpuint (table_over_map (fixture), ==, 0);
      if (i == steps / 2)
        wadi_test_save_screenshot (fixture->window, "pinch-in-progress.png");
    }
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_zoom (fixture->viewport), 56.0, 1e-9);
  wadi_test_wait_until_drawn (fixture->window);
  g_assert_cmpuint (table_over_map (fixture), ==, 0);
  wadi_test_save_screenshot (fixture->window, "pinch-done.png");
}

/* The cairo nodes of node whose bounds (in node's own space, offset by a
 * translation) hold both points, a and b. */
static guint
count_spanning (GskRenderNode          *node,
                const graphene_point_t *offset,
                const graphene_point_t *a,
                const graphene_point_t *b)
{
  GskRenderNodeType type = gsk_render_node_get_node_type (node);
  guint             n = 0;

  if (type == GSK_CAIRO_NODE)
    {
      graphene_rect_t bounds;

      gsk_render_node_get_bounds (node, &bounds);
      graphene_rect_offset (&bounds, offset->x, offset->y);
      n = graphene_rect_contains_point (&bounds, a) && graphene_rect_contains_point (&bounds, b);
    }
  else if (type == GSK_CONTAINER_NODE)
    for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
      n += count_spanning (gsk_container_node_get_child (node, i), offset, a, b);
  else if (type == GSK_CLIP_NODE)
    n = count_spanning (gsk_clip_node_get_child (node), offset, a, b);
  else if (type == GSK_TRANSFORM_NODE)
    {
      graphene_point_t moved = *offset;
      float            dx = 0, dy = 0;

      if (gsk_transform_get_category (gsk_transform_node_get_transform (node)) >= GSK_TRANSFORM_CATEGORY_2D_TRANSLATE)
        gsk_transform_to_translate (gsk_transform_node_get_transform (node), &dx, &dy);
      moved.x += dx;
      moved.y += dy;
      n = count_spanning (gsk_transform_node_get_child (node), &moved, a, b);
    }
  return n;
}

/* The hover has a node of its own over the map: a selected hex far from
 * it is not in the node that moves with the pointer, so GTK paints again
 * where the hover was and is, not the span between them (a hover across
 * the canvas from a selection cost a frame 4.2 ms, against 1.0). */
static void
test_hover_apart_from_selection (Fixture      *fixture,
                                 gconstpointer data)
{
  double           width = wadi_viewport_get_width (fixture->viewport);
  double           height = wadi_viewport_get_height (fixture->viewport);
  graphene_point_t selected = GRAPHENE_POINT_INIT (60, 60);
  graphene_point_t hovered = GRAPHENE_POINT_INIT ((float) (width - 80), (float) (height - 80));
  graphene_point_t origin = GRAPHENE_POINT_INIT (0, 0);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (fixture->canvas));
  g_autoptr(GskRenderNode) node = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  WadiHex      hex;

  look_at_middle (fixture, 40.0);
  wadi_canvas_pointer_press (fixture->canvas, selected.x, selected.y, 1, 0);
  wadi_canvas_pointer_release (fixture->canvas, selected.x, selected.y, 0);
  g_assert_true (wadi_tool_get_selected (wadi_canvas_get_tool (fixture->canvas), &hex));
  wadi_canvas_pointer_motion (fixture->canvas, hovered.x, hovered.y, 0);
  wait_one_frame (GTK_WIDGET (fixture->canvas));
  /* the tiles back to a node each, after the view last moved */
  wadi_test_run_for (300 * G_TIME_SPAN_MILLISECOND);
  wadi_test_wait_until_drawn (fixture->window);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  g_assert_cmpuint (count_spanning (node, &origin, &selected, &hovered), ==, 0);
  /* and both are drawn: each is in a node */
  g_assert_cmpuint (count_spanning (node, &origin, &selected, &selected), >, 0);
  g_assert_cmpuint (count_spanning (node, &origin, &hovered, &hovered), >, 0);
}

/* The packed 0xRRGGBB of a texture's pixels, (x, y) for each. */
static guint32
pixel_at (const guchar *pixels,
          int           width,
          int           x,
          int           y)
{
  const guchar *p = pixels + ((gsize) y * width + x) * 4;

  return (guint32) p[2] << 16 | (guint32) p[1] << 8 | p[0];
}

static guchar *
download (GdkTexture *texture)
{
  int     width = gdk_texture_get_width (texture);
  guchar *pixels = g_malloc ((gsize) width * gdk_texture_get_height (texture) * 4);

  gdk_texture_download (texture, pixels, (gsize) width * 4);
  return pixels;
}

/* The squared distance between two packed 0xRRGGBB colours. */
static int
colour_distance (guint32 a,
                 guint32 b)
{
  int distance = 0;

  for (int shift = 0; shift < 24; shift += 8)
    {
      int d = (int) ((a >> shift) & 0xff) - (int) ((b >> shift) & 0xff);

      distance += d * d;
    }
  return distance;
}

/* The hex from holding from_cell selected with the area tool, to holding
 * to_cell, both in view at 40 px a hex (board 13's lower left, where
 * nothing else lies); their centres on the canvas, and its picture
 * before the drag. */
static GdkTexture *
select_for_drag (Fixture           *fixture,
                 WadiHex            from,
                 const WadiHexCell *from_cell,
                 WadiHex            to,
                 const WadiHexCell *to_cell,
                 double             from_xy[2],
                 double             to_xy[2])
{
  WadiDocument *document = wadi_window_get_document (fixture->window);
  g_autoptr(GArray) area = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  double x, y;

  wadi_document_set_cell (document, from, from_cell);
  wadi_document_set_cell (document, to, to_cell);
  wadi_hex_center (fixture->board->layout, (WadiHex) { from.col, from.row + 1 }, &x, &y);
  wadi_viewport_freeze (fixture->viewport);
  wadi_viewport_set_zoom (fixture->viewport, 40.0);
  wadi_viewport_set_center (fixture->viewport, x, y);
  wadi_viewport_thaw (fixture->viewport);
  wadi_canvas_set_tool_kind (fixture->canvas, WADI_TOOL_AREA);
  g_array_append_val (area, from);
  wadi_tool_set_area (wadi_canvas_get_tool (fixture->canvas), area);
  wadi_hex_center (fixture->board->layout, from, &x, &y);
  wadi_viewport_map_to_screen (fixture->viewport, x, y, &from_xy[0], &from_xy[1]);
  wadi_hex_center (fixture->board->layout, to, &x, &y);
  wadi_viewport_map_to_screen (fixture->viewport, x, y, &to_xy[0], &to_xy[1]);
  wadi_test_wait_until_drawn (fixture->window);
  return wadi_test_render_widget (GTK_WIDGET (fixture->canvas));
}

/* A selection being dragged shows what it holds where it would go, and
 * the hexes it leaves fade: the centre of the hex it leaves looks more
 * like a blank hex than like itself before, and the hex it would go to
 * more like the one it leaves than like itself before (under the
 * selection's tint).  Board 13's lower left, where nothing lies. */
static void
test_drag_shows_ghost_and_leaves_faded (Fixture      *fixture,
                                        gconstpointer data)
{
  WadiDocument *document = wadi_window_get_document (fixture->window);
  WadiHexCell   woods = { .terrain = WADI_TERRAIN_WOODS };
  const WadiHex from = { 5, 25 }, to = { 5, 28 };
  double        from_xy[2], to_xy[2];
  g_autoptr(GdkTexture) before = select_for_drag (fixture, from, &woods, to, &fixture->board->default_cell, from_xy, to_xy);
  g_autoptr(GdkTexture) during = NULL;
  g_autofree guchar *before_pixels = NULL;
  g_autofree guchar *during_pixels = NULL;
  double             from_x = from_xy[0], from_y = from_xy[1], to_x = to_xy[0], to_y = to_xy[1];
  guint32            was_from, was_to, now_from, now_to;
  int                width;

  wadi_canvas_pointer_press (fixture->canvas, from_x, from_y, 1, 0);
  wadi_canvas_pointer_motion (fixture->canvas, to_x, to_y, 0);
  width = gdk_texture_get_width (before);
  before_pixels = download (before);
  was_from = pixel_at (before_pixels, width, (int) from_x, (int) from_y);
  was_to = pixel_at (before_pixels, width, (int) to_x, (int) to_y);
  /* the pictures are drawn in threads, the canvas drawn again as each
   * comes: until the hex left has faded, or ten seconds */
  for (gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;;)
    {
      wait_one_frame (GTK_WIDGET (fixture->canvas));
      g_clear_object (&during);
      g_clear_pointer (&during_pixels, g_free);
      during = wadi_test_render_widget (GTK_WIDGET (fixture->canvas));
      during_pixels = download (during);
      now_from = pixel_at (during_pixels, width, (int) from_x, (int) from_y);
      now_to = pixel_at (during_pixels, width, (int) to_x, (int) to_y);
      if (colour_distance (now_from, was_to) < colour_distance (now_from, was_from)
          || g_get_monotonic_time () > deadline)
        break;
      wadi_test_run_for (50 * G_TIME_SPAN_MILLISECOND);
    }
  /* let go where it was taken: nothing moves */
  wadi_canvas_pointer_motion (fixture->canvas, from_x, from_y, 0);
  wadi_canvas_pointer_release (fixture->canvas, from_x, from_y, 0);

  g_assert_cmpint (colour_distance (was_from, was_to), >, 30 * 30);
  g_assert_cmpint (colour_distance (now_from, was_to), <, colour_distance (now_from, was_from));
  g_assert_cmpint (colour_distance (now_to, was_from), <, colour_distance (now_to, was_to));
  g_assert_cmpuint (wadi_board_cell (wadi_scenario_grid (wadi_document_get_scenario (document)), from)->terrain, ==,
                    WADI_TERRAIN_WOODS);
}

/* A dragged selection's ghost hides what it would replace: open ground
 * dragged over woods shows as the open ground selected, not woods
 * showing through (at 0.85 a stream under the ghost showed as if it
 * stayed, and the drop cut it). */
static void
test_drag_ghost_hides_what_it_covers (Fixture      *fixture,
                                      gconstpointer data)
{
  WadiHexCell   woods = { .terrain = WADI_TERRAIN_WOODS };
  const WadiHex from = { 5, 25 }, to = { 5, 28 };
  double        from_xy[2], to_xy[2];
  g_autoptr(GdkTexture) before = select_for_drag (fixture, from, &fixture->board->default_cell, to, &woods, from_xy, to_xy);
  g_autofree guchar *before_pixels = NULL;
  double             from_x = from_xy[0], from_y = from_xy[1], to_x = to_xy[0], to_y = to_xy[1];
  guint32            was_from, was_to, now_to = 0;
  int                width;

  width = gdk_texture_get_width (before);
  before_pixels = download (before);
  was_from = pixel_at (before_pixels, width, (int) from_x, (int) from_y);
  was_to = pixel_at (before_pixels, width, (int) to_x, (int) to_y);

  wadi_canvas_pointer_press (fixture->canvas, from_x, from_y, 1, 0);
  wadi_canvas_pointer_motion (fixture->canvas, to_x, to_y, 0);
  /* until the ghost's picture has come (drawn in a thread), or ten
   * seconds */
  for (gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;;)
    {
      g_autoptr(GdkTexture) during = NULL;
      g_autofree guchar *during_pixels = NULL;

      wait_one_frame (GTK_WIDGET (fixture->canvas));
      during = wadi_test_render_widget (GTK_WIDGET (fixture->canvas));
      during_pixels = download (during);
      now_to = pixel_at (during_pixels, width, (int) to_x, (int) to_y);
      if (colour_distance (now_to, was_from) <= 3 * 2 * 2 || g_get_monotonic_time () > deadline)
        break;
      wadi_test_run_for (50 * G_TIME_SPAN_MILLISECOND);
    }
  wadi_canvas_pointer_motion (fixture->canvas, from_x, from_y, 0);
  wadi_canvas_pointer_release (fixture->canvas, from_x, from_y, 0);

  g_test_message ("open ground selected #%06x, woods #%06x, the ghost over the woods #%06x", was_from & 0xffffff,
                  was_to & 0xffffff, now_to & 0xffffff);
  g_assert_cmpint (colour_distance (was_from, was_to), >, 30 * 30);
  /* the same, but for rounding: a level apart in each channel, two at most */
  g_assert_cmpint (colour_distance (now_to, was_from), <=, 3 * 2 * 2);
}

/* The ring that says the map has the keyboard stands out 3:1 from what
 * was under it, wherever along the canvas's edge and whatever is there:
 * the pale ground (the map zoomed in) or the grey table (the map zoomed
 * out); GTK's usual half-accent ring was under 2:1 on the table. */
static void
test_focus_ring_contrast (Fixture      *fixture,
                          gconstpointer data)
{
  GtkWidget *canvas = GTK_WIDGET (fixture->canvas);

  for (int k = 0; k < 2; k++)
    {
      g_autoptr(GdkTexture) before = NULL, after = NULL;
      g_autofree guchar *under = NULL, *ring = NULL;
      int                width, height;
      guint              table = 0;

      look_at_middle (fixture, k == 0 ? 40.0 : 2.0);
      gtk_window_set_focus (GTK_WINDOW (fixture->window), NULL);
      wadi_test_wait_until_drawn (fixture->window);
      before = wadi_test_render_widget (canvas);
      gtk_widget_grab_focus (canvas);
      gtk_window_set_focus_visible (GTK_WINDOW (fixture->window), TRUE);
      g_assert_true (gtk_widget_has_visible_focus (canvas));
      wait_one_frame (canvas);
      after = wadi_test_render_widget (canvas);
      width = gdk_texture_get_width (after);
      height = gdk_texture_get_height (after);
      under = download (before);
      ring = download (after);
      /* down the left edge and across the top, the ring's three pixels,
       * away from the corners where the edges cross */
      for (int i = 4; i < width + height; i += 7)
        {
          gboolean left = i < height - 4;
          double   best = 1.0;

          if (!left && (i < height + 4 || i >= height + width - 4))
            continue;
          for (int d = 0; d < 3; d++)
            {
              int x = left ? d : i - height, y = left ? i : d;

              best = MAX (best, wadi_fixture_contrast (pixel_at (ring, width, x, y), pixel_at (under, width, x, y)));
              table += pixel_at (under, width, x, y) == wadi_style_pack (wadi_style_table ());
            }
          if (best < 3.0)
            g_error ("the focus ring stands out only %.2f:1 at %d along the edge, %s", best, i,
                     k == 0 ? "zoomed in" : "zoomed out");
        }
      /* zoomed out, the edge is the table's */
      g_assert_true (k == 0 ? table == 0 : table > 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/canvas/scroll-pans", test_scroll_pans);
  ADD ("/canvas/ctrl-scroll-zooms-about-pointer", test_ctrl_scroll_zooms_about_pointer);
  ADD ("/canvas/keys-pan-and-zoom", test_keys_pan_and_zoom);
  ADD ("/canvas/keyboard-painting", test_keyboard_painting);
  ADD ("/canvas/keyboard-cursor-stays-after-dialog", test_keyboard_cursor_stays_after_dialog);
  ADD ("/canvas/escape-takes-back-the-stroke", test_escape_takes_back_the_stroke);
  ADD ("/canvas/keyboard-stroke", test_keyboard_stroke);
  ADD ("/canvas/keyboard-stroke-at-first", test_keyboard_stroke_at_first);
  ADD ("/canvas/keyboard-hexside", test_keyboard_hexside);
  ADD ("/canvas/zoom-to-fit", test_zoom_to_fit);
  ADD ("/canvas/status-kept-on-leave", test_status_kept_on_leave);
  ADD ("/canvas/status-says-picks", test_status_says_picks);
  ADD ("/canvas/zoom-out-stops-near-fit", test_zoom_out_stops_near_fit);
  ADD ("/canvas/pick-at-two-zooms", test_pick_at_two_zooms);
  ADD ("/canvas/pinch-shows-the-map-throughout", test_pinch_shows_the_map_throughout);
  ADD ("/canvas/hover-apart-from-selection", test_hover_apart_from_selection);
  ADD ("/canvas/focus-ring-contrast", test_focus_ring_contrast);
  ADD ("/canvas/drag-shows-ghost-and-leaves-faded", test_drag_shows_ghost_and_leaves_faded);
  ADD ("/canvas/drag-ghost-hides-what-it-covers", test_drag_ghost_hides_what_it_covers);
#undef ADD

  return g_test_run ();
}
