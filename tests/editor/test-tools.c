/* test-tools.c: gestures in, edits out, without a display */
#include "config.h"

#include <math.h>

#include "wadi-counter-stack.h"
#include "wadi-pick.h"
#include "wadi-tool.h"

typedef struct
{
  WadiDocument    *document;
  WadiTool        *tool;
  const WadiBoard *board;
  guint            changes;
} Fixture;

static void
count_change (WadiDocument *document,
              gpointer      region,
              Fixture      *fixture)
{
  fixture->changes++;
}

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiBoard    *board = wadi_board_new ("25", 20, 12, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                        WADI_LABEL_ASL, 1);

  wadi_scenario_add_board (scenario, board);
  fixture->document = wadi_document_new (scenario);
  fixture->board = wadi_scenario_grid (wadi_document_get_scenario (fixture->document));
  fixture->tool = wadi_tool_new ();
  wadi_tool_set_document (fixture->tool, fixture->document);
  g_signal_connect (fixture->document, "changed", G_CALLBACK (count_change), fixture);
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  wadi_tool_free (fixture->tool);
  g_object_unref (fixture->document);
}

static void
center (Fixture *fixture,
        int      col,
        int      row,
        double  *x,
        double  *y)
{
  wadi_hex_center (fixture->board->layout, (WadiHex) { col, row }, x, y);
}

/* A drag through the centres of the given hexes, one motion per hex. */
static void
stroke (Fixture          *fixture,
        const WadiHex    *hexes,
        guint             n,
        WadiToolModifiers modifiers)
{
  double x, y;

  center (fixture, hexes[0].col, hexes[0].row, &x, &y);
  wadi_tool_press (fixture->tool, x, y, modifiers);
  for (guint i = 1; i < n; i++)
    {
      center (fixture, hexes[i].col, hexes[i].row, &x, &y);
      wadi_tool_motion (fixture->tool, x, y, modifiers);
    }
  wadi_tool_release (fixture->tool, x, y, modifiers);
}

static const WadiHexCell *
cell (Fixture *fixture,
      int      col,
      int      row)
{
  return wadi_board_cell (fixture->board, (WadiHex) { col, row });
}

static void
test_terrain_stroke_is_one_undo_step (Fixture      *fixture,
                                      gconstpointer data)
{
  const WadiHex path[] = { { 2, 3 }, { 3, 3 }, { 4, 3 }, { 5, 3 }, { 6, 3 } };
  g_autoptr(WadiScenario) before = wadi_scenario_copy (wadi_document_get_scenario (fixture->document));

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_TERRAIN);
  wadi_tool_get_settings (fixture->tool)->terrain = WADI_TERRAIN_WOODS;
  stroke (fixture, path, G_N_ELEMENTS (path), WADI_TOOL_MOD_NONE);

  for (guint i = 0; i < G_N_ELEMENTS (path); i++)
    g_assert_cmpuint (cell (fixture, path[i].col, path[i].row)->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpuint (cell (fixture, 7, 3)->terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_false (wadi_tool_in_stroke (fixture->tool));
  g_assert_true (wadi_document_can_undo (fixture->document));
  g_assert_true (wadi_document_get_modified (fixture->document));

  /* one step undoes all five hexes, and then there is nothing left */
  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_false (wadi_document_can_undo (fixture->document));
  g_assert_true (wadi_scenario_equal (wadi_document_get_scenario (fixture->document), before));
  g_assert_true (wadi_document_redo (fixture->document));
  g_assert_cmpuint (cell (fixture, 4, 3)->terrain, ==, WADI_TERRAIN_WOODS);
}

/* Escape in the middle of a stroke: what it painted so far is undone, no
 * step is left, and the rest of the drag paints nothing.  Ending the
 * stroke where it is (the pointer left) keeps it.  (A counter's drag
 * changes nothing before the drop.) */
static void
test_abandon_stroke (Fixture      *fixture,
                     gconstpointer data)
{
  g_autoptr(WadiScenario) before = wadi_scenario_copy (wadi_document_get_scenario (fixture->document));
  double x, y;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_DEPRESSION);
  wadi_tool_get_settings (fixture->tool)->depression = WADI_DEPRESSION_STREAM;
  center (fixture, 2, 3, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  center (fixture, 3, 3, &x, &y);
  wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  center (fixture, 4, 3, &x, &y);
  wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (cell (fixture, 3, 3)->depression, ==, WADI_DEPRESSION_STREAM);

  wadi_tool_abandon (fixture->tool);
  g_assert_false (wadi_tool_in_stroke (fixture->tool));
  g_assert_true (wadi_scenario_equal (wadi_document_get_scenario (fixture->document), before));
  g_assert_false (wadi_document_can_undo (fixture->document));
  g_assert_false (wadi_document_get_modified (fixture->document));
  /* the button is still down: the rest of the drag paints nothing */
  center (fixture, 5, 3, &x, &y);
  wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_true (wadi_scenario_equal (wadi_document_get_scenario (fixture->document), before));

  /* outside a stroke it changes nothing */
  wadi_tool_abandon (fixture->tool);

  /* inside another edit (a picture being aligned) the stroke only ends,
   * and that edit closes as it would */
  wadi_document_begin_edit (fixture->document, "Align Picture");
  center (fixture, 2, 3, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_abandon (fixture->tool);
  g_assert_false (wadi_tool_in_stroke (fixture->tool));
  wadi_document_end_edit (fixture->document);
  g_assert_false (wadi_document_in_edit (fixture->document));
  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_true (wadi_scenario_equal (wadi_document_get_scenario (fixture->document), before));

  /* cancel, unlike abandon, keeps what was painted as one step */
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_DEPRESSION);
  center (fixture, 2, 3, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  center (fixture, 3, 3, &x, &y);
  wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_cancel (fixture->tool);
  g_assert_cmpuint (cell (fixture, 3, 3)->depression, ==, WADI_DEPRESSION_STREAM);
  g_assert_true (wadi_document_can_undo (fixture->document));
}

static void
test_fast_drag_leaves_no_gap (Fixture      *fixture,
                              gconstpointer data)
{
  const WadiHex path[] = { { 1, 5 }, { 9, 5 } };

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_TERRAIN);
  wadi_tool_get_settings (fixture->tool)->terrain = WADI_TERRAIN_GRAIN;
  stroke (fixture, path, G_N_ELEMENTS (path), WADI_TOOL_MOD_NONE);
  /* the line from B6 to J6 zigzags through the staggered columns but
   * touches every column */
  for (int col = 1; col <= 9; col++)
    {
      gboolean painted = FALSE;

      for (int row = 4; row <= 6; row++)
        painted |= cell (fixture, col, row)->terrain == WADI_TERRAIN_GRAIN;
      g_assert_true (painted);
    }
  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_false (wadi_document_can_undo (fixture->document));
}

static void
test_depression_stroke_joins_hexes (Fixture      *fixture,
                                    gconstpointer data)
{
  const WadiHex  path[] = { { 2, 2 }, { 3, 2 }, { 4, 2 }, { 4, 3 }, { 4, 4 } };
  WadiGridLayout layout = fixture->board->layout;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_DEPRESSION);
  wadi_tool_get_settings (fixture->tool)->depression = WADI_DEPRESSION_WADI;
  stroke (fixture, path, G_N_ELEMENTS (path), WADI_TOOL_MOD_NONE);

  for (guint i = 0; i < G_N_ELEMENTS (path); i++)
    {
      g_assert_cmpuint (cell (fixture, path[i].col, path[i].row)->depression, ==, WADI_DEPRESSION_WADI);
      g_assert_cmpint (cell (fixture, path[i].col, path[i].row)->floor, ==, -1);
    }
  /* exactly the hexsides between consecutive hexes */
  for (guint i = 0; i < G_N_ELEMENTS (path); i++)
    for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
      {
        WadiHex  next = wadi_hex_neighbor (layout, path[i], d);
        gboolean consecutive = (i > 0 && wadi_hex_equal (next, path[i - 1]))
                               || (i + 1 < G_N_ELEMENTS (path) && wadi_hex_equal (next, path[i + 1]));
        guint features = wadi_board_get_side (fixture->board, (WadiHexside) { path[i], d });

        g_assert_cmpint (!!(features & WADI_SIDE_DEPRESSION), ==, consecutive);
      }

  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_false (wadi_document_can_undo (fixture->document));
  g_assert_cmpuint (cell (fixture, 4, 3)->depression, ==, WADI_DEPRESSION_NONE);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, (WadiHexside) { path[0], 1 }), ==, 0);

  /* removing takes the hexsides with it */
  wadi_document_redo (fixture->document);
  wadi_tool_get_settings (fixture->tool)->depression = WADI_DEPRESSION_NONE;
  stroke (fixture, &path[1], 1, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (cell (fixture, 3, 2)->depression, ==, WADI_DEPRESSION_NONE);
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    g_assert_cmpuint (wadi_board_get_side (fixture->board, (WadiHexside) { path[1], d }), ==, 0);
}

static void
test_elevation (Fixture      *fixture,
                gconstpointer data)
{
  const WadiHex     path[] = { { 5, 5 }, { 6, 5 }, { 5, 5 } };
  WadiToolSettings *settings = wadi_tool_get_settings (fixture->tool);

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_ELEVATION);
  settings->elevation_mode = WADI_ELEVATION_RAISE;
  /* back over a hex in the same stroke raises it once */
  stroke (fixture, path, G_N_ELEMENTS (path), WADI_TOOL_MOD_NONE);
  g_assert_cmpint (cell (fixture, 5, 5)->level, ==, 1);
  g_assert_cmpint (cell (fixture, 6, 5)->level, ==, 1);
  stroke (fixture, path, 1, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (cell (fixture, 5, 5)->level, ==, 2);
  stroke (fixture, path, 1, WADI_TOOL_MOD_CONTROL);
  g_assert_cmpint (cell (fixture, 5, 5)->level, ==, 1);

  settings->elevation_mode = WADI_ELEVATION_SET;
  settings->level = 4;
  stroke (fixture, &path[1], 1, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (cell (fixture, 6, 5)->level, ==, 4);

  /* a depression keeps its depth when its ground moves */
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_DEPRESSION);
  stroke (fixture, &path[1], 1, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (cell (fixture, 6, 5)->floor, ==, 3);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_ELEVATION);
  settings->level = 2;
  stroke (fixture, &path[1], 1, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (cell (fixture, 6, 5)->level, ==, 2);
  g_assert_cmpint (cell (fixture, 6, 5)->floor, ==, 1);
}

static void
test_hexside_brush (Fixture      *fixture,
                    gconstpointer data)
{
  WadiGridLayout layout = fixture->board->layout;
  WadiHex        hex = { 6, 6 };
  WadiHexside    first = { hex, 0 };
  WadiHexside    second = { hex, 1 };
  double         ax, ay, bx, by;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_HEXSIDE);
  wadi_tool_get_settings (fixture->tool)->side_feature = WADI_SIDE_CLIFF;

  /* from near the middle of one hexside to near the middle of the next */
  wadi_pick_hexside_midpoint (layout, first, &ax, &ay);
  wadi_pick_hexside_midpoint (layout, second, &bx, &by);
  wadi_tool_motion (fixture->tool, ax, ay, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (wadi_tool_get_hover (fixture->tool)->kind, ==, WADI_HOVER_HEXSIDE);
  g_assert_true (wadi_hexside_equal (layout, wadi_tool_get_hover (fixture->tool)->hexside, first));
  wadi_tool_press (fixture->tool, ax, ay, WADI_TOOL_MOD_NONE);
  wadi_tool_motion (fixture->tool, bx, by, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, bx, by, WADI_TOOL_MOD_NONE);

  g_assert_cmpuint (wadi_board_get_side (fixture->board, first), ==, WADI_SIDE_CLIFF);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, second), ==, WADI_SIDE_CLIFF);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, (WadiHexside) { hex, 3 }), ==, 0);

  /* a stroke that starts on a cliff removes cliffs, and keeps the rest */
  wadi_document_set_side (fixture->document, first, WADI_SIDE_CLIFF | WADI_SIDE_CREST_LINE);
  wadi_tool_press (fixture->tool, ax, ay, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, ax, ay, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, first), ==, WADI_SIDE_CREST_LINE);

  wadi_document_undo (fixture->document);
  wadi_document_undo (fixture->document);
  wadi_document_undo (fixture->document);
  g_assert_false (wadi_document_can_undo (fixture->document));
  g_assert_cmpuint (wadi_board_get_side (fixture->board, second), ==, 0);
}

static const WadiCounter *
only_counter (Fixture *fixture)
{
  const GArray *counters = wadi_document_get_scenario (fixture->document)->counters;

  g_assert_cmpuint (counters->len, ==, 1);
  return &g_array_index (counters, WadiCounter, 0);
}

static void
test_crest_counter_by_drag (Fixture      *fixture,
                            gconstpointer data)
{
  WadiGridLayout layout = fixture->board->layout;
  WadiHex        hex = { 8, 4 };
  double         cx, cy, mx, my;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_COUNTER);
  wadi_tool_get_settings (fixture->tool)->counter_kind = WADI_COUNTER_CREST;
  center (fixture, hex.col, hex.row, &cx, &cy);
  wadi_pick_hexside_midpoint (layout, (WadiHexside) { hex, 4 }, &mx, &my);

  /* the drag from the centre toward hexside 4 makes it the centre hexside */
  wadi_tool_press (fixture->tool, cx, cy, WADI_TOOL_MOD_NONE);
  wadi_tool_motion (fixture->tool, (cx + mx) / 2.0, (cy + my) / 2.0, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (fixture->changes, ==, 0);
  wadi_tool_release (fixture->tool, mx, my, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (wadi_tool_get_hover (fixture->tool)->kind, ==, WADI_HOVER_HEX);
  g_assert_cmpint (only_counter (fixture)->kind, ==, WADI_COUNTER_CREST);
  g_assert_true (wadi_hex_equal (only_counter (fixture)->hex, hex));
  g_assert_cmpuint (only_counter (fixture)->centre, ==, 4);

  /* the rotate key over it turns it one hexside clockwise, as one edit */
  wadi_tool_motion (fixture->tool, cx, cy, WADI_TOOL_MOD_NONE);
  wadi_tool_rotate (fixture->tool);
  g_assert_cmpuint (only_counter (fixture)->centre, ==, 5);
  wadi_document_undo (fixture->document);
  g_assert_cmpuint (only_counter (fixture)->centre, ==, 4);
  wadi_document_undo (fixture->document);
  g_assert_cmpuint (wadi_document_get_scenario (fixture->document)->counters->len, ==, 0);

  /* elsewhere the rotate key sets the direction of a click */
  center (fixture, 2, 2, &cx, &cy);
  wadi_tool_motion (fixture->tool, cx, cy, WADI_TOOL_MOD_NONE);
  wadi_tool_rotate (fixture->tool);
  wadi_tool_rotate (fixture->tool);
  wadi_tool_press (fixture->tool, cx, cy, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, cx, cy, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (only_counter (fixture)->centre, ==, 2);
}

/* While a Crest counter is dragged the hover is the hexside it would be
 * centred on, in the hex pressed, even with the pointer over the
 * neighbour beyond that hexside. */
static void
test_crest_drag_shows_centre (Fixture      *fixture,
                              gconstpointer data)
{
  WadiGridLayout   layout = fixture->board->layout;
  WadiHex          hex = { 8, 4 };
  WadiHex          beyond = wadi_hex_neighbor (layout, hex, 1);
  const WadiHover *hover = wadi_tool_get_hover (fixture->tool);
  double           cx, cy, bx, by;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_COUNTER);
  wadi_tool_get_settings (fixture->tool)->counter_kind = WADI_COUNTER_CREST;
  wadi_tool_get_settings (fixture->tool)->crest_centre = 3;
  center (fixture, hex.col, hex.row, &cx, &cy);
  center (fixture, beyond.col, beyond.row, &bx, &by);

  wadi_tool_press (fixture->tool, cx, cy, WADI_TOOL_MOD_NONE);
  /* too short a drag keeps the default direction */
  wadi_tool_motion (fixture->tool, cx + 0.05, cy, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (hover->kind, ==, WADI_HOVER_HEXSIDE);
  g_assert_true (wadi_hex_equal (hover->hexside.hex, hex));
  g_assert_cmpuint (hover->hexside.dir, ==, 3);
  wadi_tool_motion (fixture->tool, bx, by, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (hover->kind, ==, WADI_HOVER_HEXSIDE);
  g_assert_true (wadi_hex_equal (hover->hex, hex));
  g_assert_true (wadi_hex_equal (hover->hexside.hex, hex));
  g_assert_cmpuint (hover->hexside.dir, ==, 1);
  wadi_tool_release (fixture->tool, bx, by, WADI_TOOL_MOD_NONE);
  g_assert_true (wadi_hex_equal (only_counter (fixture)->hex, hex));
  g_assert_cmpuint (only_counter (fixture)->centre, ==, 1);
  g_assert_cmpint (hover->kind, ==, WADI_HOVER_HEX);
  g_assert_true (wadi_hex_equal (hover->hex, beyond));
}

static void
test_vehicle_crest_at_vertex (Fixture      *fixture,
                              gconstpointer data)
{
  WadiGridLayout layout = fixture->board->layout;
  WadiHex        hex = { 5, 7 };
  double         cx, cy, vx, vy, x, y;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_COUNTER);
  wadi_tool_get_settings (fixture->tool)->counter_kind = WADI_COUNTER_VEHICLE_CREST;
  center (fixture, hex.col, hex.row, &cx, &cy);
  wadi_hex_corner (layout, hex, 2, &vx, &vy);
  x = cx + (vx - cx) * 0.85;
  y = cy + (vy - cy) * 0.85;

  wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (wadi_tool_get_hover (fixture->tool)->kind, ==, WADI_HOVER_VERTEX);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (only_counter (fixture)->kind, ==, WADI_COUNTER_VEHICLE_CREST);
  g_assert_true (wadi_vertex_equal (layout,
                                    (WadiVertex) { only_counter (fixture)->hex, only_counter (fixture)->vertex },
                                    (WadiVertex) { hex, 2 }));
  g_assert_true (wadi_unit_class_is_vehicle (only_counter (fixture)->unit_class));
}

static void
test_fill (Fixture      *fixture,
           gconstpointer data)
{
  WadiHexCell woods = { .terrain = WADI_TERRAIN_WOODS };
  guint       painted = 0;

  /* a wall of woods across column 10 keeps the fill on its left */
  wadi_document_begin_edit (fixture->document, "wall");
  for (int row = 0; row < fixture->board->rows; row++)
    wadi_document_set_cell (fixture->document, (WadiHex) { 10, row }, &woods);
  wadi_document_end_edit (fixture->document);

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_FILL);
  wadi_tool_get_settings (fixture->tool)->terrain = WADI_TERRAIN_GRAIN;
  stroke (fixture, (WadiHex[]) { { 3, 3 } }, 1, WADI_TOOL_MOD_NONE);

  for (int row = 0; row < fixture->board->rows; row++)
    for (int col = 0; col < fixture->board->cols; col++)
      {
        guint terrain = cell (fixture, col, row)->terrain;

        if (col < 10)
          g_assert_cmpuint (terrain, ==, WADI_TERRAIN_GRAIN);
        else if (col == 10)
          g_assert_cmpuint (terrain, ==, WADI_TERRAIN_WOODS);
        else
          g_assert_cmpuint (terrain, ==, WADI_TERRAIN_OPEN);
        painted += terrain == WADI_TERRAIN_GRAIN;
      }
  g_assert_cmpuint (painted, ==, 10 * 12);
  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_cmpuint (cell (fixture, 3, 3)->terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_cmpuint (cell (fixture, 10, 3)->terrain, ==, WADI_TERRAIN_WOODS);
}

static void
test_eraser (Fixture      *fixture,
             gconstpointer data)
{
  WadiHex     hex = { 4, 4 };
  WadiHexCell cell_value = { .terrain = WADI_TERRAIN_WOODS, .level = 2 };
  WadiCounter counter = { .kind = WADI_COUNTER_FOXHOLE, .hex = { 4, 4 } };
  g_autoptr(WadiScenario) before = NULL;

  wadi_document_set_cell (fixture->document, hex, &cell_value);
  wadi_document_set_side (fixture->document, (WadiHexside) { hex, 4 }, WADI_SIDE_WALL);
  wadi_document_add_counter (fixture->document, &counter);
  before = wadi_scenario_copy (wadi_document_get_scenario (fixture->document));

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_ERASER);
  stroke (fixture, &hex, 1, WADI_TOOL_MOD_NONE);
  g_assert_true (wadi_board_cell_is_default (fixture->board, hex));
  g_assert_cmpuint (wadi_board_get_side (fixture->board, (WadiHexside) { hex, 4 }), ==, 0);
  g_assert_cmpuint (wadi_document_get_scenario (fixture->document)->counters->len, ==, 0);

  wadi_document_undo (fixture->document);
  g_assert_true (wadi_scenario_equal (wadi_document_get_scenario (fixture->document), before));
}

static void
test_shift_line (Fixture      *fixture,
                 gconstpointer data)
{
  double x0, y0, x1, y1, xm, ym;
  guint  changes;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_TERRAIN);
  wadi_tool_get_settings (fixture->tool)->terrain = WADI_TERRAIN_BRUSH;
  center (fixture, 2, 8, &x0, &y0);
  center (fixture, 8, 2, &xm, &ym);
  center (fixture, 8, 8, &x1, &y1);

  /* the pointer wanders, the line goes straight from press to release */
  wadi_tool_press (fixture->tool, x0, y0, WADI_TOOL_MOD_SHIFT);
  wadi_tool_motion (fixture->tool, xm, ym, WADI_TOOL_MOD_SHIFT);
  wadi_tool_motion (fixture->tool, x1, y1, WADI_TOOL_MOD_SHIFT);
  g_assert_cmpuint (fixture->changes, ==, 0);
  g_assert_cmpuint (wadi_tool_get_preview (fixture->tool)->len, >=, 7);
  changes = fixture->changes;
  wadi_tool_release (fixture->tool, x1, y1, WADI_TOOL_MOD_SHIFT);
  g_assert_cmpuint (fixture->changes, >, changes);
  g_assert_cmpuint (wadi_tool_get_preview (fixture->tool)->len, ==, 0);

  g_assert_cmpuint (cell (fixture, 2, 8)->terrain, ==, WADI_TERRAIN_BRUSH);
  g_assert_cmpuint (cell (fixture, 8, 8)->terrain, ==, WADI_TERRAIN_BRUSH);
  g_assert_cmpuint (cell (fixture, 8, 2)->terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_false (wadi_document_can_undo (fixture->document));
}

static void
test_select_changes_nothing (Fixture      *fixture,
                             gconstpointer data)
{
  WadiHex selected;
  double  x, y;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_SELECT);
  g_assert_false (wadi_tool_get_selected (fixture->tool, &selected));
  center (fixture, 3, 4, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_motion (fixture->tool, x + 2.0, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x + 2.0, y, WADI_TOOL_MOD_NONE);
  g_assert_true (wadi_tool_get_selected (fixture->tool, &selected));
  g_assert_true (wadi_hex_equal (selected, (WadiHex) { 3, 4 }));
  g_assert_cmpuint (fixture->changes, ==, 0);
  g_assert_false (wadi_document_can_undo (fixture->document));

  /* nor does a brush off the board */
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_TERRAIN);
  wadi_tool_press (fixture->tool, -30.0, -30.0, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, -30.0, -30.0, WADI_TOOL_MOD_NONE);
  g_assert_false (wadi_document_can_undo (fixture->document));
}

/* Where a counter is drawn, for a click on it (wadi_counter_stack_place). */
static void
counter_point (Fixture *fixture,
               guint    id,
               double  *x,
               double  *y)
{
  const WadiScenario *scenario = wadi_document_get_scenario (fixture->document);
  const WadiCounter  *counter = wadi_scenario_find_counter (scenario, id);
  g_autoptr(GArray) stack = wadi_counter_stack_in_hex (scenario, counter->hex);

  for (guint k = 0; k < stack->len; k++)
    if (g_array_index (stack, guint, k) == id)
      wadi_counter_stack_place (fixture->board->layout, counter, k, stack->len, x, y);
}

static guint
add_counter (Fixture        *fixture,
             WadiCounterKind kind,
             int             col,
             int             row)
{
  WadiCounter counter = { .kind = kind, .hex = { col, row } };

  return wadi_document_add_counter (fixture->document, &counter);
}

/* A click on a counter selects it, a click beside it the hex; Tab goes
 * down the stack and round again. */
static void
test_select_counter_and_cycle (Fixture      *fixture,
                               gconstpointer data)
{
  guint  bottom = add_counter (fixture, WADI_COUNTER_FOXHOLE, 5, 5);
  guint  top = add_counter (fixture, WADI_COUNTER_WIRE, 5, 5);
  double x, y;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_SELECT);
  counter_point (fixture, top, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_tool_get_selected_counter (fixture->tool), ==, top);

  /* the bottom one shows below and right of the top one's fan */
  counter_point (fixture, bottom, &x, &y);
  wadi_tool_press (fixture->tool, x - 0.1, y - 0.1, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x - 0.1, y - 0.1, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_tool_get_selected_counter (fixture->tool), ==, bottom);

  /* past the bottom: none, and Tab moves on (no keyboard trap); then
   * from the top again */
  g_assert_false (wadi_tool_cycle_stack (fixture->tool));
  g_assert_cmpuint (wadi_tool_get_selected_counter (fixture->tool), ==, 0);
  g_assert_true (wadi_tool_cycle_stack (fixture->tool));
  g_assert_cmpuint (wadi_tool_get_selected_counter (fixture->tool), ==, top);
  g_assert_true (wadi_tool_cycle_stack (fixture->tool));
  g_assert_cmpuint (wadi_tool_get_selected_counter (fixture->tool), ==, bottom);

  /* an empty hex: no counter */
  center (fixture, 9, 9, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_tool_get_selected_counter (fixture->tool), ==, 0);
  g_assert_false (wadi_tool_cycle_stack (fixture->tool));
  g_assert_cmpuint (fixture->changes, ==, 2);
}

/* A counter dragged to another hex moves there in one undo step, and
 * takes the position a unit has there: IN a wadi (F5.4), on the ground
 * out of it. */
static void
test_move_counter_by_drag (Fixture      *fixture,
                           gconstpointer data)
{
  WadiHexCell        wadi = { .terrain = WADI_TERRAIN_OPEN, .depression = WADI_DEPRESSION_WADI, .floor = -1 };
  WadiCounter        unit = { .kind = WADI_COUNTER_UNIT, .hex = { 2, 2 }, .side = (char *) "German" };
  const WadiCounter *moved;
  WadiCounter        dragged;
  guint              id;
  double             x, y, tx, ty;

  wadi_document_set_cell (fixture->document, (WadiHex) { 6, 2 }, &wadi);
  id = wadi_document_add_counter (fixture->document, &unit);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_SELECT);
  counter_point (fixture, id, &x, &y);
  center (fixture, 6, 2, &tx, &ty);

  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_false (wadi_tool_get_dragged_counter (fixture->tool, &dragged));
  wadi_tool_motion (fixture->tool, (x + tx) / 2.0, (y + ty) / 2.0, WADI_TOOL_MOD_NONE);
  wadi_tool_motion (fixture->tool, tx, ty, WADI_TOOL_MOD_NONE);
  /* while dragged, it is what it would be where it would be dropped */
  g_assert_true (wadi_tool_get_dragged_counter (fixture->tool, &dragged));
  g_assert_true (wadi_hex_equal (dragged.hex, (WadiHex) { 6, 2 }));
  g_assert_cmpint (dragged.position, ==, WADI_POSITION_IN);
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), id)->hex,
                                 (WadiHex) { 2, 2 }));
  wadi_tool_release (fixture->tool, tx, ty, WADI_TOOL_MOD_NONE);
  g_assert_false (wadi_tool_get_dragged_counter (fixture->tool, &dragged));

  moved = wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), id);
  g_assert_true (wadi_hex_equal (moved->hex, (WadiHex) { 6, 2 }));
  g_assert_cmpint (moved->position, ==, WADI_POSITION_IN);
  g_assert_cmpstr (moved->side, ==, "German");
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Move Counter");

  wadi_document_undo (fixture->document);
  moved = wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), id);
  g_assert_true (wadi_hex_equal (moved->hex, (WadiHex) { 2, 2 }));
  g_assert_cmpint (moved->position, ==, WADI_POSITION_GROUND);

  /* a click on it, without a drag, moves nothing */
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x + 0.05, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), !=, "Move Counter");
}

/* A unit dragged with Shift takes the other units of its side in its hex
 * along, as a stack moves in VASL (a designer's try-out dragged three
 * squads one at a time): a vehicle in Crest status among them, each in
 * the position it would take alone; the hex's markers (a foxhole) and
 * the other side's unit stay, and one undo step brings them all back.
 * Without Shift only the one dragged moves. */
static void
test_move_stack_by_shift_drag (Fixture      *fixture,
                               gconstpointer data)
{
  WadiHexCell         wadi = { .terrain = WADI_TERRAIN_OPEN, .depression = WADI_DEPRESSION_WADI, .floor = -1 };
  WadiCounter         unit = { .kind = WADI_COUNTER_UNIT, .hex = { 2, 2 }, .side = (char *) "German" };
  WadiCounter         enemy = { .kind = WADI_COUNTER_UNIT, .hex = { 2, 2 }, .side = (char *) "American" };
  WadiCounter         vehicle = { .kind = WADI_COUNTER_VEHICLE_CREST, .hex = { 2, 2 }, .side = (char *) "German" };
  const WadiScenario *scenario = wadi_document_get_scenario (fixture->document);
  guint               foxhole, american, tank, units[3];
  double              x, y, tx, ty;
  g_autoptr(GArray) dragged = g_array_new (FALSE, FALSE, sizeof (WadiCounter));

  wadi_document_set_cell (fixture->document, (WadiHex) { 6, 2 }, &wadi);
  foxhole = add_counter (fixture, WADI_COUNTER_FOXHOLE, 2, 2);
  american = wadi_document_add_counter (fixture->document, &enemy);
  tank = wadi_document_add_counter (fixture->document, &vehicle);
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    units[i] = wadi_document_add_counter (fixture->document, &unit);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_SELECT);
  counter_point (fixture, units[2], &x, &y);
  center (fixture, 6, 2, &tx, &ty);

  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_SHIFT);
  wadi_tool_motion (fixture->tool, (x + tx) / 2.0, (y + ty) / 2.0, WADI_TOOL_MOD_SHIFT);
  wadi_tool_motion (fixture->tool, tx, ty, WADI_TOOL_MOD_SHIFT);
  /* the one held first, then its side's units bottom to top, each as it
   * would lie there */
  g_assert_true (wadi_tool_get_dragged_counters (fixture->tool, dragged));
  g_assert_cmpuint (dragged->len, ==, 4);
  g_assert_cmpuint (g_array_index (dragged, WadiCounter, 0).id, ==, units[2]);
  g_assert_cmpuint (g_array_index (dragged, WadiCounter, 1).id, ==, tank);
  for (guint i = 0; i < dragged->len; i++)
    g_assert_true (wadi_hex_equal (g_array_index (dragged, WadiCounter, i).hex, (WadiHex) { 6, 2 }));
  wadi_tool_release (fixture->tool, tx, ty, WADI_TOOL_MOD_SHIFT);
  g_assert_false (wadi_tool_get_dragged_counters (fixture->tool, dragged));
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    {
      const WadiCounter *moved = wadi_scenario_find_counter (scenario, units[i]);

      g_assert_true (wadi_hex_equal (moved->hex, (WadiHex) { 6, 2 }));
      g_assert_cmpint (moved->position, ==, WADI_POSITION_IN);
      g_assert_cmpstr (moved->side, ==, "German");
    }
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, tank)->hex, (WadiHex) { 6, 2 }));
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, foxhole)->hex, (WadiHex) { 2, 2 }));
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, american)->hex, (WadiHex) { 2, 2 }));
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Move Stack");
  wadi_document_undo (fixture->document);
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    {
      const WadiCounter *back = wadi_scenario_find_counter (scenario, units[i]);

      g_assert_true (wadi_hex_equal (back->hex, (WadiHex) { 2, 2 }));
      g_assert_cmpint (back->position, ==, WADI_POSITION_GROUND);
    }

  /* without Shift, the one dragged alone */
  counter_point (fixture, units[2], &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_motion (fixture->tool, tx, ty, WADI_TOOL_MOD_NONE);
  g_assert_true (wadi_tool_get_dragged_counters (fixture->tool, dragged));
  g_assert_cmpuint (dragged->len, ==, 1);
  wadi_tool_release (fixture->tool, tx, ty, WADI_TOOL_MOD_NONE);
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, units[2])->hex, (WadiHex) { 6, 2 }));
  g_assert_true (wadi_hex_equal (wadi_scenario_find_counter (scenario, units[1])->hex, (WadiHex) { 2, 2 }));
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Move Counter");
}

/* The counter tool puts a unit IN the depression of a depression hex,
 * not on the ground (the file said "ground" for every unit before). */
static void
test_placed_unit_takes_position (Fixture      *fixture,
                                 gconstpointer data)
{
  WadiHexCell gully = { .terrain = WADI_TERRAIN_OPEN, .depression = WADI_DEPRESSION_GULLY, .floor = -1 };
  double      x, y;

  wadi_document_set_cell (fixture->document, (WadiHex) { 3, 3 }, &gully);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_COUNTER);
  wadi_tool_get_settings (fixture->tool)->counter_kind = WADI_COUNTER_UNIT;
  center (fixture, 3, 3, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (only_counter (fixture)->position, ==, WADI_POSITION_IN);

  wadi_document_undo (fixture->document);
  center (fixture, 4, 6, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (only_counter (fixture)->position, ==, WADI_POSITION_GROUND);
}

/* Delete and duplicate work on the selected counter, each one undo step. */
static void
test_delete_and_duplicate_counter (Fixture      *fixture,
                                   gconstpointer data)
{
  guint  id = add_counter (fixture, WADI_COUNTER_FORD, 4, 4);
  guint  copy;
  double x, y;

  g_assert_false (wadi_tool_delete_selected_counter (fixture->tool));
  g_assert_cmpuint (wadi_tool_duplicate_selected_counter (fixture->tool), ==, 0);

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_SELECT);
  counter_point (fixture, id, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);

  copy = wadi_tool_duplicate_selected_counter (fixture->tool);
  g_assert_cmpuint (copy, >, id);
  g_assert_cmpuint (wadi_tool_get_selected_counter (fixture->tool), ==, copy);
  g_assert_cmpint (wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), copy)->kind, ==,
                   WADI_COUNTER_FORD);
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Duplicate Counter");

  g_assert_true (wadi_tool_delete_selected_counter (fixture->tool));
  g_assert_null (wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), copy));
  g_assert_nonnull (wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), id));
  g_assert_cmpuint (wadi_tool_get_selected_counter (fixture->tool), ==, 0);
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Delete Counter");

  wadi_document_undo (fixture->document);
  g_assert_nonnull (wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), copy));
  /* a selected counter an undo takes away is no longer selected */
  wadi_tool_select_counter (fixture->tool, copy);
  wadi_document_undo (fixture->document);
  g_assert_cmpuint (wadi_tool_get_selected_counter (fixture->tool), ==, 0);
}

/* R turns the selected Crest counter a hexside, a vehicle's a vertex,
 * wherever the pointer is. */
static void
test_rotate_selected_counter (Fixture      *fixture,
                              gconstpointer data)
{
  WadiCounter crest = { .kind = WADI_COUNTER_CREST, .hex = { 4, 4 }, .centre = 5 };
  WadiCounter vehicle = { .kind = WADI_COUNTER_VEHICLE_CREST, .hex = { 8, 4 }, .vertex = 5, .unit_class = WADI_UNIT_FULLY_TRACKED };
  guint       crest_id = wadi_document_add_counter (fixture->document, &crest);
  guint       vehicle_id = wadi_document_add_counter (fixture->document, &vehicle);
  double      x, y;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_SELECT);
  center (fixture, 12, 9, &x, &y);
  wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_select_counter (fixture->tool, crest_id);
  wadi_tool_rotate (fixture->tool);
  g_assert_cmpuint (wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), crest_id)->centre,
                    ==, 0);
  wadi_tool_select_counter (fixture->tool, vehicle_id);
  wadi_tool_rotate (fixture->tool);
  g_assert_cmpuint (wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), vehicle_id)->vertex,
                    ==, 0);
  wadi_document_undo (fixture->document);
  g_assert_cmpuint (wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), vehicle_id)->vertex,
                    ==, 5);
}

/* The eraser erases one thing at a time: the counters alone leave the
 * stream a ford stood in. */
static void
test_eraser_modes (Fixture      *fixture,
                   gconstpointer data)
{
  WadiHex     hex = { 4, 4 };
  WadiHexCell stream = { .terrain = WADI_TERRAIN_OPEN, .depression = WADI_DEPRESSION_STREAM, .floor = -1 };
  WadiCounter ford = { .kind = WADI_COUNTER_FORD, .hex = { 4, 4 } };
  WadiHexside side = { hex, 1 };

  wadi_document_set_cell (fixture->document, hex, &stream);
  wadi_document_set_side (fixture->document, side, WADI_SIDE_DEPRESSION);
  wadi_document_add_counter (fixture->document, &ford);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_ERASER);

  wadi_tool_get_settings (fixture->tool)->erase_mode = WADI_ERASE_COUNTERS;
  stroke (fixture, &hex, 1, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_document_get_scenario (fixture->document)->counters->len, ==, 0);
  g_assert_cmpuint (cell (fixture, 4, 4)->depression, ==, WADI_DEPRESSION_STREAM);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, side), ==, WADI_SIDE_DEPRESSION);

  wadi_tool_get_settings (fixture->tool)->erase_mode = WADI_ERASE_HEXSIDES;
  stroke (fixture, &hex, 1, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, side), ==, 0);
  g_assert_cmpuint (cell (fixture, 4, 4)->depression, ==, WADI_DEPRESSION_STREAM);

  wadi_tool_get_settings (fixture->tool)->erase_mode = WADI_ERASE_TERRAIN;
  stroke (fixture, &hex, 1, WADI_TOOL_MOD_NONE);
  g_assert_true (wadi_board_cell_is_default (fixture->board, hex));

  /* three strokes, three undo steps */
  wadi_document_undo (fixture->document);
  wadi_document_undo (fixture->document);
  wadi_document_undo (fixture->document);
  g_assert_cmpuint (wadi_document_get_scenario (fixture->document)->counters->len, ==, 1);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, side), ==, WADI_SIDE_DEPRESSION);
}

/* A hexside stroke pressed on a vertex starts on the hexside the drag
 * goes along, not on whichever of the vertex's three is nearest. */
static void
test_hexside_stroke_from_vertex (Fixture      *fixture,
                                 gconstpointer data)
{
  WadiGridLayout layout = fixture->board->layout;
  WadiHex        hex = { 6, 6 };

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_HEXSIDE);
  wadi_tool_get_settings (fixture->tool)->side_feature = WADI_SIDE_CLIFF;
  for (WadiVertexIndex v = 0; v < 6; v++)
    {
      WadiHexside along;
      double      cx, cy, vx, vy, mx, my, ex, ey;
      guint       cliffs = 0;

      wadi_document_undo (fixture->document);
      /* the hexside from corner v to the next corner of hex, picked a
       * little inside the hex */
      wadi_hex_center (layout, hex, &cx, &cy);
      wadi_hex_corner (layout, hex, v, &vx, &vy);
      wadi_hex_corner (layout, hex, (v + 1) % 6, &ex, &ey);
      along = wadi_pick_hexside (layout, (vx + ex) / 2.0 * 0.9 + cx * 0.1, (vy + ey) / 2.0 * 0.9 + cy * 0.1);
      mx = vx + (ex - vx) * 0.8;
      my = vy + (ey - vy) * 0.8;
      wadi_tool_press (fixture->tool, vx, vy, WADI_TOOL_MOD_NONE);
      wadi_tool_motion (fixture->tool, mx, my, WADI_TOOL_MOD_NONE);
      wadi_tool_release (fixture->tool, mx, my, WADI_TOOL_MOD_NONE);
      g_assert_cmpuint (wadi_board_get_side (fixture->board, along), ==, WADI_SIDE_CLIFF);
      for (int col = 3; col < 10; col++)
        for (int row = 3; row < 10; row++)
          for (WadiDirection d = 0; d < 3; d++)
            if (wadi_board_get_side (fixture->board, (WadiHexside) { { col, row }, d }) != 0)
              cliffs++;
      g_assert_cmpuint (cliffs, ==, 1);
    }
}

/* A road stroke lays its kind of road through each hexside between two
 * hexes of the stroke, makes them road hexes, in one undo step; Control
 * takes it away again, and the road hex mark with it. */
static void
test_road_stroke (Fixture      *fixture,
                  gconstpointer data)
{
  WadiGridLayout layout = fixture->board->layout;
  const WadiHex  path[] = { { 3, 4 }, { 4, 4 }, { 5, 4 } };
  WadiDirection  d01, d12;

  g_assert_true (wadi_hex_direction_to (layout, path[0], path[1], &d01));
  g_assert_true (wadi_hex_direction_to (layout, path[1], path[2], &d12));
  wadi_document_set_side (fixture->document, (WadiHexside) { path[1], d12 }, WADI_SIDE_HEDGE);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_ROAD);
  wadi_tool_get_settings (fixture->tool)->road_feature = WADI_SIDE_PATH;
  stroke (fixture, path, G_N_ELEMENTS (path), WADI_TOOL_MOD_NONE);

  g_assert_cmpuint (wadi_board_get_side (fixture->board, (WadiHexside) { path[0], d01 }), ==, WADI_SIDE_PATH);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, (WadiHexside) { path[1], d12 }), ==,
                    WADI_SIDE_PATH | WADI_SIDE_HEDGE);
  for (guint i = 0; i < G_N_ELEMENTS (path); i++)
    g_assert_cmpuint (cell (fixture, path[i].col, path[i].row)->flags & WADI_HEX_FLAG_ROAD, !=, 0);
  g_assert_cmpuint (cell (fixture, 6, 4)->flags & WADI_HEX_FLAG_ROAD, ==, 0);
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Lay Road");

  /* a paved road over the path replaces it */
  wadi_tool_get_settings (fixture->tool)->road_feature = WADI_SIDE_ROAD;
  stroke (fixture, path, 2, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, (WadiHexside) { path[0], d01 }), ==, WADI_SIDE_ROAD);

  /* Control takes the first stretch away: its first hex keeps no road */
  stroke (fixture, path, 2, WADI_TOOL_MOD_CONTROL);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, (WadiHexside) { path[0], d01 }), ==, 0);
  g_assert_cmpuint (cell (fixture, 3, 4)->flags & WADI_HEX_FLAG_ROAD, ==, 0);
  g_assert_cmpuint (cell (fixture, 4, 4)->flags & WADI_HEX_FLAG_ROAD, !=, 0);

  wadi_document_undo (fixture->document);
  wadi_document_undo (fixture->document);
  wadi_document_undo (fixture->document);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, (WadiHexside) { path[1], d12 }), ==, WADI_SIDE_HEDGE);
  g_assert_cmpuint (cell (fixture, 4, 4)->flags & WADI_HEX_FLAG_ROAD, ==, 0);
}

/* The mark brush adds its mark (a printed bridge here) to the hexes of a
 * stroke, keeping what else the hex holds; a stroke that starts on a
 * marked hex takes the mark away. */
static void
test_mark_brush (Fixture      *fixture,
                 gconstpointer data)
{
  const WadiHex path[] = { { 3, 6 }, { 4, 6 } };
  WadiHexCell   stream = { .terrain = WADI_TERRAIN_OPEN, .depression = WADI_DEPRESSION_STREAM, .floor = -1, .flags = WADI_HEX_FLAG_ROAD };

  wadi_document_set_cell (fixture->document, path[0], &stream);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_MARK);
  wadi_tool_get_settings (fixture->tool)->hex_flag = WADI_HEX_FLAG_BRIDGE;
  stroke (fixture, path, G_N_ELEMENTS (path), WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (cell (fixture, 3, 6)->flags, ==, WADI_HEX_FLAG_ROAD | WADI_HEX_FLAG_BRIDGE);
  g_assert_cmpuint (cell (fixture, 3, 6)->depression, ==, WADI_DEPRESSION_STREAM);
  g_assert_cmpuint (cell (fixture, 4, 6)->flags, ==, WADI_HEX_FLAG_BRIDGE);
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Add Mark");

  stroke (fixture, path, 1, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (cell (fixture, 3, 6)->flags, ==, WADI_HEX_FLAG_ROAD);
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Remove Mark");
}

static gboolean
area_has (Fixture *fixture,
          int      col,
          int      row)
{
  const GArray *area = wadi_tool_get_area (fixture->tool);

  for (guint i = 0; i < area->len; i++)
    if (wadi_hex_equal (g_array_index (area, WadiHex, i), (WadiHex) { col, row }))
      return TRUE;
  return FALSE;
}

/* A rectangle of columns and rows; Shift adds a second one, Control takes
 * hexes away; a lasso takes the hexes whose centres it encloses. Selecting
 * changes nothing in the document. */
static void
test_area_select (Fixture      *fixture,
                  gconstpointer data)
{
  const WadiHex first[] = { { 2, 2 }, { 4, 3 } };
  const WadiHex second[] = { { 8, 8 }, { 8, 8 } };
  const WadiHex less[] = { { 3, 2 }, { 3, 3 } };
  double        cx, cy;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_AREA);
  stroke (fixture, first, 2, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_tool_get_area (fixture->tool)->len, ==, 6);
  g_assert_true (area_has (fixture, 2, 2) && area_has (fixture, 4, 3) && !area_has (fixture, 5, 3));
  stroke (fixture, second, 2, WADI_TOOL_MOD_SHIFT);
  g_assert_cmpuint (wadi_tool_get_area (fixture->tool)->len, ==, 7);
  stroke (fixture, less, 2, WADI_TOOL_MOD_CONTROL);
  g_assert_cmpuint (wadi_tool_get_area (fixture->tool)->len, ==, 5);
  g_assert_false (area_has (fixture, 3, 2));

  /* a lasso around hex (10, 5): a hexagon a little larger than it */
  wadi_tool_get_settings (fixture->tool)->area_shape = WADI_AREA_LASSO;
  center (fixture, 10, 5, &cx, &cy);
  wadi_tool_press (fixture->tool, cx + 0.6, cy, WADI_TOOL_MOD_NONE);
  for (int k = 1; k <= 6; k++)
    wadi_tool_motion (fixture->tool, cx + 0.6 * cos (k * G_PI / 3.0), cy + 0.6 * sin (k * G_PI / 3.0),
                      WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, cx + 0.6, cy, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_tool_get_area (fixture->tool)->len, ==, 1);
  g_assert_true (area_has (fixture, 10, 5));

  wadi_tool_select_all (fixture->tool);
  g_assert_cmpuint (wadi_tool_get_area (fixture->tool)->len, ==, 20 * 12);
  /* Shift adds none twice; Control takes away and keeps the rest's order */
  {
    WadiHex first_hex = g_array_index (wadi_tool_get_area (fixture->tool), WadiHex, 0);

    wadi_tool_get_settings (fixture->tool)->area_shape = WADI_AREA_RECTANGLE;
    stroke (fixture, first, 2, WADI_TOOL_MOD_SHIFT);
    g_assert_cmpuint (wadi_tool_get_area (fixture->tool)->len, ==, 20 * 12);
    stroke (fixture, less, 2, WADI_TOOL_MOD_CONTROL);
    g_assert_cmpuint (wadi_tool_get_area (fixture->tool)->len, ==, 20 * 12 - 2);
    g_assert_false (area_has (fixture, 3, 2) || area_has (fixture, 3, 3));
    g_assert_true (wadi_hex_equal (g_array_index (wadi_tool_get_area (fixture->tool), WadiHex, 0), first_hex));
    stroke (fixture, less, 2, WADI_TOOL_MOD_SHIFT);
    g_assert_cmpuint (wadi_tool_get_area (fixture->tool)->len, ==, 20 * 12);
  }
  wadi_tool_clear_area (fixture->tool);
  g_assert_cmpuint (wadi_tool_get_area (fixture->tool)->len, ==, 0);
  g_assert_cmpuint (fixture->changes, ==, 0);
}

/* A drag from inside the area moves what it holds, one undo step, and the
 * area goes with it. */
static void
test_area_move (Fixture      *fixture,
                gconstpointer data)
{
  const WadiHex corners[] = { { 2, 2 }, { 3, 2 } };
  const WadiHex drag[] = { { 2, 2 }, { 2, 4 } };
  WadiHexCell   woods = { .terrain = WADI_TERRAIN_WOODS };
  WadiCounter   foxhole = { .kind = WADI_COUNTER_FOXHOLE, .hex = { 3, 2 } };

  wadi_document_set_cell (fixture->document, (WadiHex) { 2, 2 }, &woods);
  wadi_document_add_counter (fixture->document, &foxhole);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_AREA);
  stroke (fixture, corners, 2, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_tool_get_area (fixture->tool)->len, ==, 2);
  {
    /* while it drags, the preview is where the area would go */
    double x, y;

    center (fixture, 2, 2, &x, &y);
    wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
    center (fixture, 2, 4, &x, &y);
    wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
    g_assert_cmpuint (wadi_tool_get_preview (fixture->tool)->len, ==, 2);
    g_assert_true (wadi_hex_equal (g_array_index (wadi_tool_get_preview (fixture->tool), WadiHex, 0),
                                   (WadiHex) { 2, 4 }));
    wadi_tool_motion (fixture->tool, x + 0.1, y, WADI_TOOL_MOD_NONE);
    g_assert_cmpuint (wadi_tool_get_preview (fixture->tool)->len, ==, 2);
    {
      /* and what it holds is shown there, as the stamp tool shows its stamp */
      g_autoptr(GArray) ghost = g_array_new (FALSE, FALSE, sizeof (WadiRenderGhostCell));
      g_autoptr(WadiScenario) drawn = NULL;
      WadiHex  origin;
      gboolean woods_at_destination = FALSE;

      wadi_tool_get_stamp_ghost (fixture->tool, ghost);
      g_assert_cmpuint (ghost->len, ==, 2);
      for (guint i = 0; i < ghost->len; i++)
        {
          const WadiRenderGhostCell *cell = &g_array_index (ghost, WadiRenderGhostCell, i);

          if (wadi_hex_equal (cell->hex, (WadiHex) { 2, 4 }) && cell->cell.terrain == WADI_TERRAIN_WOODS)
            woods_at_destination = TRUE;
        }
      g_assert_true (woods_at_destination);
      drawn = wadi_tool_get_stamp_ghost_scenario (fixture->tool, &origin);
      g_assert_nonnull (drawn);
      g_assert_cmpuint (drawn->counters->len, ==, 1);
    }
    {
      /* and the hexes it was lifted from are shown vacated: the stamp
       * lifted, its origin where it was */
      const WadiStamp *vacated = NULL, *moved = NULL;
      WadiHex          from, to;

      g_assert_true (wadi_tool_get_vacated (fixture->tool, &vacated, &from));
      g_assert_true (wadi_tool_get_ghost_stamp (fixture->tool, &moved, &to));
      g_assert_true (vacated == moved);
      g_assert_true (wadi_hex_equal (from, (WadiHex) { 2, 2 }));
      g_assert_true (wadi_hex_equal (to, (WadiHex) { 2, 4 }));
    }
    wadi_tool_cancel (fixture->tool);
    {
      const WadiStamp *vacated;
      WadiHex          from;

      g_assert_false (wadi_tool_get_vacated (fixture->tool, &vacated, &from));
    }
    {
      g_autoptr(GArray) ghost = g_array_new (FALSE, FALSE, sizeof (WadiRenderGhostCell));

      wadi_tool_get_stamp_ghost (fixture->tool, ghost);
      g_assert_cmpuint (ghost->len, ==, 0);
    }
    g_assert_cmpuint (cell (fixture, 2, 2)->terrain, ==, WADI_TERRAIN_WOODS);
  }
  stroke (fixture, drag, 2, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (cell (fixture, 2, 4)->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpuint (cell (fixture, 2, 2)->terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_true (wadi_hex_equal (only_counter (fixture)->hex, (WadiHex) { 3, 4 }));
  g_assert_true (area_has (fixture, 2, 4) && area_has (fixture, 3, 4));
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Move Selection");
  /* Undo and Redo through the tool take the area along, as Tiled does */
  g_assert_true (wadi_tool_undo (fixture->tool));
  g_assert_cmpuint (cell (fixture, 2, 2)->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_true (wadi_hex_equal (only_counter (fixture)->hex, (WadiHex) { 3, 2 }));
  g_assert_cmpuint (wadi_tool_get_area (fixture->tool)->len, ==, 2);
  g_assert_true (area_has (fixture, 2, 2) && area_has (fixture, 3, 2));
  g_assert_true (wadi_tool_redo (fixture->tool));
  g_assert_cmpuint (cell (fixture, 2, 4)->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_true (area_has (fixture, 2, 4) && area_has (fixture, 3, 4));
  g_assert_false (area_has (fixture, 2, 2));
  /* a selection made since the move is the designer's: Undo leaves it */
  {
    const WadiHex elsewhere[] = { { 8, 8 }, { 9, 8 } };

    stroke (fixture, elsewhere, 2, WADI_TOOL_MOD_NONE);
    g_assert_true (wadi_tool_undo (fixture->tool));
    g_assert_cmpuint (cell (fixture, 2, 2)->terrain, ==, WADI_TERRAIN_WOODS);
    g_assert_true (area_has (fixture, 8, 8) && area_has (fixture, 9, 8));
    g_assert_false (area_has (fixture, 2, 2));
    /* Redo with nothing to redo past it */
    g_assert_true (wadi_tool_redo (fixture->tool));
    g_assert_false (wadi_tool_redo (fixture->tool));
  }
  /* a move of blank hexes onto blank ones is no undo step, and leaves
   * nothing for the next Undo of a real move to take (a review found the
   * woods' Undo taking the blank move's area) */
  {
    const WadiHex blank[] = { { 10, 8 }, { 10, 8 } };
    const WadiHex blank_drag[] = { { 10, 8 }, { 10, 9 } };
    g_autoptr(GArray) moved = g_array_new (FALSE, FALSE, sizeof (WadiHex));

    stroke (fixture, blank, 2, WADI_TOOL_MOD_NONE);
    stroke (fixture, blank_drag, 2, WADI_TOOL_MOD_NONE);
    g_assert_true (area_has (fixture, 10, 9));
    /* the area where the woods' move left it */
    g_array_append_vals (moved, (const WadiHex[]) { { 2, 4 }, { 3, 4 } }, 2);
    wadi_tool_set_area (fixture->tool, moved);
    g_assert_true (wadi_tool_undo (fixture->tool));
    g_assert_cmpuint (cell (fixture, 2, 2)->terrain, ==, WADI_TERRAIN_WOODS);
    g_assert_true (area_has (fixture, 2, 2) && area_has (fixture, 3, 2));
  }

  /* the map changed while the button is held (Undo, a shortcut): the drag
   * moves what is there when it ends, not what was lifted at the press */
  wadi_tool_set_area (fixture->tool, NULL);
  stroke (fixture, corners, 2, WADI_TOOL_MOD_NONE);
  {
    WadiHexCell grain = { .terrain = WADI_TERRAIN_GRAIN };
    double      x, y;

    center (fixture, 2, 2, &x, &y);
    wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
    wadi_document_set_cell (fixture->document, (WadiHex) { 2, 2 }, &grain);
    center (fixture, 2, 4, &x, &y);
    wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
    wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
    g_assert_cmpuint (cell (fixture, 2, 4)->terrain, ==, WADI_TERRAIN_GRAIN);
  }
  /* and the area set anew meanwhile (Select All) is what moves */
  wadi_document_undo (fixture->document);
  stroke (fixture, corners, 2, WADI_TOOL_MOD_NONE);
  {
    double x, y;

    center (fixture, 2, 2, &x, &y);
    wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
    wadi_tool_select_all (fixture->tool);
    center (fixture, 2, 3, &x, &y);
    wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
    /* the whole map one row down: the grain at (2,2) went to (2,3) */
    g_assert_cmpuint (cell (fixture, 2, 3)->terrain, ==, WADI_TERRAIN_GRAIN);
    g_assert_cmpuint (cell (fixture, 2, 2)->terrain, ==, WADI_TERRAIN_OPEN);
  }
}

/* A selection larger than WADI_TOOL_AREA_GHOST_MAX_HEXES drags as its
 * outline only: drawing all it holds at each frame would hold the
 * pointer back. */
static void
test_area_drag_ghost_limit (Fixture      *fixture,
                            gconstpointer data)
{
  WadiScenario *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(WadiDocument) document = NULL;
  g_autoptr(GArray) ghost = g_array_new (FALSE, FALSE, sizeof (WadiRenderGhostCell));
  g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  const WadiBoard *board;
  double           x, y;

  /* one hex more than the limit, then the limit itself */
  wadi_scenario_add_board (scenario, wadi_board_new ("25", 20, WADI_TOOL_AREA_GHOST_MAX_HEXES / 20 + 1,
                                                     fixture->board->layout, WADI_LABEL_ASL, 1));
  document = wadi_document_new (scenario);
  board = wadi_scenario_grid (wadi_document_get_scenario (document));
  wadi_tool_set_document (fixture->tool, document);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_AREA);
  wadi_tool_select_all (fixture->tool);
  g_assert_cmpuint (wadi_tool_get_area (fixture->tool)->len, ==, WADI_TOOL_AREA_GHOST_MAX_HEXES + 20);
  for (guint pass = 0; pass < 2; pass++)
    {
      wadi_hex_center (board->layout, (WadiHex) { 2, 2 }, &x, &y);
      wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
      wadi_hex_center (board->layout, (WadiHex) { 2, 4 }, &x, &y);
      wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
      g_assert_cmpuint (wadi_tool_get_preview (fixture->tool)->len, >, 0);
      wadi_tool_get_stamp_ghost (fixture->tool, ghost);
      if (pass == 0)
        g_assert_cmpuint (ghost->len, ==, 0);
      else
        g_assert_cmpuint (ghost->len, >, 0);
      wadi_tool_cancel (fixture->tool);
      g_array_append_vals (first, wadi_tool_get_area (fixture->tool)->data, WADI_TOOL_AREA_GHOST_MAX_HEXES);
      wadi_tool_set_area (fixture->tool, first);
      g_array_set_size (first, 0);
    }
  wadi_tool_set_document (fixture->tool, fixture->document);
}

/* The stamp tool paints its stamp at each hex of a stroke, one undo step;
 * the rotate key turns it. */
static void
test_stamp_tool (Fixture      *fixture,
                 gconstpointer data)
{
  WadiGridLayout layout = fixture->board->layout;
  WadiHexCell    woods = { .terrain = WADI_TERRAIN_WOODS };
  WadiHex        origin = { 2, 2 };
  WadiHex        below = wadi_hex_neighbor (layout, origin, 3);
  g_autoptr(GArray) hexes = g_array_new (FALSE, FALSE, sizeof (WadiHex));
  const WadiHex at[] = { { 10, 4 }, { 14, 4 } };
  double        x, y;

  wadi_document_set_cell (fixture->document, origin, &woods);
  g_array_append_val (hexes, origin);
  g_array_append_val (hexes, below);
  wadi_tool_set_stamp (fixture->tool, wadi_stamp_new_from_hexes (wadi_document_get_scenario (fixture->document), hexes));
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_STAMP);
  center (fixture, at[0].col, at[0].row, &x, &y);
  wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_tool_get_preview (fixture->tool)->len, ==, 2);
  stroke (fixture, at, 2, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (cell (fixture, 10, 4)->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpuint (cell (fixture, 14, 4)->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Paste");
  wadi_document_undo (fixture->document);
  g_assert_cmpuint (cell (fixture, 10, 4)->terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_cmpuint (cell (fixture, 14, 4)->terrain, ==, WADI_TERRAIN_OPEN);

  /* turned three steps, the open hex below the woods lies above them */
  wadi_document_set_cell (fixture->document, below, &(WadiHexCell) { .terrain = WADI_TERRAIN_BRUSH });
  wadi_tool_set_stamp (fixture->tool, wadi_stamp_new_from_hexes (wadi_document_get_scenario (fixture->document), hexes));
  for (int i = 0; i < 3; i++)
    wadi_tool_rotate (fixture->tool);
  stroke (fixture, at, 1, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_board_cell (fixture->board, wadi_hex_neighbor (layout, at[0], 0))->terrain, ==,
                    WADI_TERRAIN_BRUSH);
}

static void
keep_region (WadiDocument     *document,
             const WadiRegion *region,
             WadiRegion       *kept)
{
  kept->flags = 0;
  if (kept->hexes != NULL)
    g_array_set_size (kept->hexes, 0);
  wadi_region_merge (kept, region);
}

/* Painting where an overlay lies paints the overlay's own hexes, never
 * the hidden board hex beneath, and says only where that hex lies
 * changed; a hexside of an overlay hex, turned with the overlay, too.
 * Undo gives the overlay back. */
static void
test_paint_on_overlay (Fixture      *fixture,
                       gconstpointer data)
{
  const WadiScenario *scenario = wadi_document_get_scenario (fixture->document);
  WadiBoard          *fragment = wadi_board_new ("W1", 3, 1, fixture->board->layout, WADI_LABEL_ASL, 1);
  WadiHex             anchor = { 5, 5 };
  const WadiBoard    *overlay;
  WadiHexside         side;
  double              ax, ay, bx, by;
  g_autoptr(WadiRegion) region = wadi_region_new ();

  g_assert_true (wadi_document_add_overlay_placement (fixture->document, "W1", fragment, anchor, 1));
  wadi_board_free (fragment);
  overlay = ((const WadiOverlay *) g_ptr_array_index (scenario->overlays, 0))->fragment;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_TERRAIN);
  wadi_tool_get_settings (fixture->tool)->terrain = WADI_TERRAIN_BRUSH;
  g_signal_connect (fixture->document, "changed", G_CALLBACK (keep_region), region);
  stroke (fixture, &anchor, 1, WADI_TOOL_MOD_NONE);
  g_signal_handlers_disconnect_by_data (fixture->document, region);
  g_assert_cmpuint (wadi_board_cell (overlay, (WadiHex) { 0, 0 })->terrain, ==, WADI_TERRAIN_BRUSH);
  g_assert_cmpuint (cell (fixture, 5, 5)->terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_cmpuint (region->flags, ==, WADI_REGION_HEXES);
  g_assert_cmpuint (region->hexes->len, ==, 1);
  g_assert_true (wadi_region_has_hex (region, anchor));

  /* the map's hexside in direction 2 is the overlay's direction 1: it
   * lies turned one step */
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_HEXSIDE);
  wadi_tool_get_settings (fixture->tool)->side_feature = WADI_SIDE_WALL;
  side = (WadiHexside) { anchor, 2 };
  wadi_pick_hexside_midpoint (fixture->board->layout, side, &ax, &ay);
  wadi_pick_hexside_midpoint (fixture->board->layout, side, &bx, &by);
  wadi_tool_press (fixture->tool, ax, ay, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, bx, by, WADI_TOOL_MOD_NONE);
  overlay = ((const WadiOverlay *) g_ptr_array_index (scenario->overlays, 0))->fragment;
  g_assert_cmpuint (wadi_board_get_side (overlay, (WadiHexside) { { 0, 0 }, 1 }), ==, WADI_SIDE_WALL);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, side), ==, 0);

  wadi_document_undo (fixture->document);
  wadi_document_undo (fixture->document);
  overlay = ((const WadiOverlay *) g_ptr_array_index (scenario->overlays, 0))->fragment;
  g_assert_cmpuint (wadi_board_cell (overlay, (WadiHex) { 0, 0 })->terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_cmpuint (wadi_board_get_side (overlay, (WadiHexside) { { 0, 0 }, 1 }), ==, 0);
}

/* The select tool picks a placed overlay where no counter is: a drag
 * moves it, the rotate key turns it, delete removes it, each one step. */
static void
test_select_overlay (Fixture      *fixture,
                     gconstpointer data)
{
  const WadiScenario         *scenario = wadi_document_get_scenario (fixture->document);
  WadiBoard                  *fragment = wadi_board_new ("W1", 2, 1, fixture->board->layout, WADI_LABEL_ASL, 1);
  const WadiHex               drag[] = { { 5, 5 }, { 8, 5 } };
  const WadiOverlayPlacement *placement;

  g_assert_true (wadi_document_add_overlay_placement (fixture->document, "W1", fragment, (WadiHex) { 5, 5 }, 0));
  wadi_board_free (fragment);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_SELECT);
  stroke (fixture, drag, 1, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_tool_get_selected_overlay (fixture->tool), ==, 1);

  stroke (fixture, drag, 2, WADI_TOOL_MOD_NONE);
  placement = &g_array_index (scenario->placements, WadiOverlayPlacement, 0);
  g_assert_true (wadi_hex_equal (placement->anchor, (WadiHex) { 8, 5 }));
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Move Overlay");

  wadi_tool_rotate (fixture->tool);
  g_assert_cmpuint (g_array_index (scenario->placements, WadiOverlayPlacement, 0).orientation, ==, 1);
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Turn Overlay");

  g_assert_true (wadi_tool_delete_selected_overlay (fixture->tool));
  g_assert_cmpuint (scenario->placements->len, ==, 0);
  g_assert_cmpuint (wadi_tool_get_selected_overlay (fixture->tool), ==, 0);
  wadi_document_undo (fixture->document);
  wadi_document_undo (fixture->document);
  wadi_document_undo (fixture->document);
  placement = &g_array_index (scenario->placements, WadiOverlayPlacement, 0);
  g_assert_true (wadi_hex_equal (placement->anchor, (WadiHex) { 5, 5 }));
  g_assert_cmpuint (placement->orientation, ==, 0);

  /* a click elsewhere picks no overlay */
  stroke (fixture, (const WadiHex[]) { { 12, 2 } }, 1, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_tool_get_selected_overlay (fixture->tool), ==, 0);
}

/* An overlay that would hang off the map is refused; one over another
 * overlay is placed, and said to lie over it. */
static void
test_overlay_fit (Fixture      *fixture,
                  gconstpointer data)
{
  const WadiScenario *scenario = wadi_document_get_scenario (fixture->document);
  WadiBoard          *fragment = wadi_board_new ("W1", 3, 1, fixture->board->layout, WADI_LABEL_ASL, 1);
  guint               over = 99;
  double              x, y;

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_OVERLAY);
  wadi_tool_set_overlay (fixture->tool, "W1", fragment);
  /* the board is 20 columns wide: from column 19 two hexes fall off */
  g_assert_cmpuint (wadi_tool_overlay_fit (fixture->tool, (WadiHex) { 19, 5 }, &over), ==, 2);
  center (fixture, 19, 5, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (scenario->placements->len, ==, 0);

  g_assert_cmpuint (wadi_tool_overlay_fit (fixture->tool, (WadiHex) { 5, 5 }, &over), ==, 0);
  g_assert_cmpuint (over, ==, 0);
  center (fixture, 5, 5, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (scenario->placements->len, ==, 1);
  g_assert_cmpuint (wadi_tool_overlay_fit (fixture->tool, (WadiHex) { 6, 5 }, &over), ==, 0);
  g_assert_cmpuint (over, ==, 1);
}

/* Within its own hex a unit is dragged between the hex's positions: to
 * the edge of a wadi hex, Crest status; back to the middle, IN; on a wadi
 * bridge hex, the bridge level above and the wadi level below. */
static void
test_drag_between_positions (Fixture      *fixture,
                             gconstpointer data)
{
  WadiHexCell wadi = { .terrain = WADI_TERRAIN_OPEN, .depression = WADI_DEPRESSION_WADI, .floor = -1 };
  WadiHexCell bridge = wadi;
  WadiCounter unit = { .kind = WADI_COUNTER_UNIT, .hex = { 6, 4 }, .position = WADI_POSITION_IN };
  guint       id;
  double      cx, cy;

  bridge.flags = WADI_HEX_FLAG_WADI_BRIDGE;
  wadi_document_set_cell (fixture->document, (WadiHex) { 6, 4 }, &wadi);
  id = wadi_document_add_counter (fixture->document, &unit);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_SELECT);
  center (fixture, 6, 4, &cx, &cy);

  wadi_tool_press (fixture->tool, cx, cy, WADI_TOOL_MOD_NONE);
  wadi_tool_motion (fixture->tool, cx + 0.4, cy, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, cx + 0.4, cy, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), id)->position, ==,
                   WADI_POSITION_CREST);
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Change Position");

  wadi_tool_press (fixture->tool, cx, cy, WADI_TOOL_MOD_NONE);
  wadi_tool_motion (fixture->tool, cx + 0.2, cy + 0.1, WADI_TOOL_MOD_NONE);
  wadi_tool_motion (fixture->tool, cx + 0.05, cy, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, cx + 0.05, cy, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), id)->position, ==,
                   WADI_POSITION_IN);

  wadi_document_set_cell (fixture->document, (WadiHex) { 6, 4 }, &bridge);
  wadi_tool_press (fixture->tool, cx, cy, WADI_TOOL_MOD_NONE);
  wadi_tool_motion (fixture->tool, cx, cy - 0.3, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, cx, cy - 0.3, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), id)->position, ==,
                   WADI_POSITION_BRIDGE);
  wadi_tool_press (fixture->tool, cx, cy, WADI_TOOL_MOD_NONE);
  wadi_tool_motion (fixture->tool, cx, cy + 0.3, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, cx, cy + 0.3, WADI_TOOL_MOD_NONE);
  g_assert_cmpint (wadi_scenario_find_counter (wadi_document_get_scenario (fixture->document), id)->position, ==,
                   WADI_POSITION_WADI);
}

static void
test_overlay_placement (Fixture      *fixture,
                        gconstpointer data)
{
  const WadiScenario *scenario = wadi_document_get_scenario (fixture->document);
  WadiBoard          *fragment = wadi_board_new ("W1", 3, 1, fixture->board->layout, WADI_LABEL_ASL, 1);
  WadiHexCell         woods = { 0 };
  const GArray       *preview;
  g_autoptr(GArray) cover = NULL;
  g_autoptr(WadiBoard) composed = NULL;
  const WadiOverlayPlacement *placement;
  double                      x, y;

  woods.terrain = WADI_TERRAIN_WOODS;
  wadi_board_set_default (fragment, &woods);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_OVERLAY);

  /* with no overlay loaded, a click does nothing */
  center (fixture, 5, 5, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_false (wadi_document_can_undo (fixture->document));

  wadi_tool_set_overlay (fixture->tool, "W1", fragment);

  /* hovering shows the hexes the overlay would cover; R turns it */
  wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  preview = wadi_tool_get_preview (fixture->tool);
  cover = wadi_overlay_covered_hexes (fixture->board, fragment, (WadiHex) { 5, 5 }, 0);
  g_assert_cmpuint (preview->len, ==, 3);
  for (guint i = 0; i < cover->len; i++)
    g_assert_true (wadi_hex_equal (g_array_index (preview, WadiHex, i), g_array_index (cover, WadiHex, i)));
  wadi_tool_rotate (fixture->tool);
  wadi_tool_rotate (fixture->tool);
  g_assert_cmpuint (wadi_tool_get_settings (fixture->tool)->overlay_orientation, ==, 2);
  g_clear_pointer (&cover, g_array_unref);
  cover = wadi_overlay_covered_hexes (fixture->board, fragment, (WadiHex) { 5, 5 }, 2);
  g_assert_cmpuint (preview->len, ==, 3);
  for (guint i = 0; i < cover->len; i++)
    g_assert_true (wadi_hex_equal (g_array_index (preview, WadiHex, i), g_array_index (cover, WadiHex, i)));
  g_assert_cmpuint (fixture->changes, ==, 0);

  /* a click places it there, turned, as one undo step */
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (scenario->placements->len, ==, 1);
  placement = &g_array_index (scenario->placements, WadiOverlayPlacement, 0);
  g_assert_true (wadi_hex_equal (placement->anchor, (WadiHex) { 5, 5 }));
  g_assert_cmpuint (placement->orientation, ==, 2);
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Place Overlay");
  composed = wadi_scenario_compose_map (scenario);
  for (guint i = 0; i < cover->len; i++)
    g_assert_cmpuint (wadi_board_cell (composed, g_array_index (cover, WadiHex, i))->terrain, ==, WADI_TERRAIN_WOODS);
  /* the preview is still there for the next one */
  g_assert_cmpuint (wadi_tool_get_preview (fixture->tool)->len, ==, 3);

  /* a second placement elsewhere; Ctrl-click on the first one's hexes removes it */
  center (fixture, 12, 4, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (scenario->placements->len, ==, 2);
  g_assert_cmpuint (scenario->overlays->len, ==, 1);
  center (fixture, g_array_index (cover, WadiHex, 2).col, g_array_index (cover, WadiHex, 2).row, &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_CONTROL);
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_CONTROL);
  g_assert_cmpuint (scenario->placements->len, ==, 1);
  g_assert_true (wadi_hex_equal (g_array_index (scenario->placements, WadiOverlayPlacement, 0).anchor,
                                 (WadiHex) { 12, 4 }));
  g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, "Remove Overlay");
  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_cmpuint (scenario->placements->len, ==, 2);

  /* off the board nothing happens */
  wadi_tool_press (fixture->tool, -30.0, -30.0, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, -30.0, -30.0, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (scenario->placements->len, ==, 2);
  g_assert_cmpuint (wadi_tool_get_preview (fixture->tool)->len, ==, 0);
}

static void
test_kind_names (void)
{
  for (guint i = 0; i < WADI_TOOL_KIND_COUNT; i++)
    {
      WadiToolKind kind;

      g_assert_true (wadi_tool_kind_from_name (wadi_tool_kind_name ((WadiToolKind) i), &kind));
      g_assert_cmpuint (kind, ==, i);
    }
  g_assert_false (wadi_tool_kind_from_name ("paintbrush", &(WadiToolKind) { 0 }));
}

/* Each family names the undo step of its stroke, a brush by what it
 * paints; a click of each kind (but select) is one step. */
static void
test_undo_labels (Fixture      *fixture,
                  gconstpointer data)
{
  static const struct
  {
    WadiToolKind   kind;
    WadiDepression depression;
    int            col; /* each click changes its hex */
    const char    *label;
  } cases[] = {
    { WADI_TOOL_TERRAIN, WADI_DEPRESSION_WADI, 2, "Paint Terrain" },
    { WADI_TOOL_ELEVATION, WADI_DEPRESSION_WADI, 3, "Change Elevation" },
    { WADI_TOOL_DEPRESSION, WADI_DEPRESSION_WADI, 4, "Lay Depression" },
    { WADI_TOOL_DEPRESSION, WADI_DEPRESSION_NONE, 4, "Remove Depression" },
    { WADI_TOOL_ERASER, WADI_DEPRESSION_WADI, 2, "Erase" },
    { WADI_TOOL_HEXSIDE, WADI_DEPRESSION_WADI, 6, "Change Hexsides" },
    { WADI_TOOL_COUNTER, WADI_DEPRESSION_WADI, 7, "Place Counter" },
    { WADI_TOOL_FILL, WADI_DEPRESSION_WADI, 8, "Fill" },
  };
  WadiToolSettings *settings = wadi_tool_get_settings (fixture->tool);

  settings->counter_kind = WADI_COUNTER_FOXHOLE;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint  changes = fixture->changes;
      double x, y;

      center (fixture, cases[i].col, 3, &x, &y);
      wadi_tool_set_kind (fixture->tool, cases[i].kind);
      settings->depression = cases[i].depression;
      wadi_tool_press (fixture->tool, x + 0.1, y + 0.05, WADI_TOOL_MOD_NONE);
      wadi_tool_release (fixture->tool, x + 0.1, y + 0.05, WADI_TOOL_MOD_NONE);
      g_assert_false (wadi_tool_in_stroke (fixture->tool));
      g_assert_cmpuint (fixture->changes, >, changes);
      g_assert_cmpstr (wadi_document_undo_label (fixture->document), ==, cases[i].label);
    }
}

/* Boards 25 and 14 side by side, as ASL geomorphic boards join: 14's A
 * column is 25's GG column (ASL A2.1, the boards' half hexes). */
static void
fixture_setup_seam (Fixture      *fixture,
                    gconstpointer data)
{
  WadiScenario    *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  GPtrArray       *boards = g_ptr_array_new ();
  WadiMapPlacement placements[2] = {
    { wadi_map_geomorphic_origin (0, 0), 0 },
    { wadi_map_geomorphic_origin (1, 0), 0 },
  };
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (boards, wadi_board_new_geomorphic ("25"));
  g_ptr_array_add (boards, wadi_board_new_geomorphic ("14"));
  g_assert_true (wadi_scenario_set_boards (scenario, boards, placements, NULL, &error));
  g_assert_no_error (error);
  fixture->document = wadi_document_new (scenario);
  fixture->board = wadi_scenario_grid (wadi_document_get_scenario (fixture->document));
  fixture->tool = wadi_tool_new ();
  wadi_tool_set_document (fixture->tool, fixture->document);
  g_signal_connect (fixture->document, "changed", G_CALLBACK (count_change), fixture);
}

/* The map hex of a label with its board ("25FF5"). */
static WadiHex
hex_at (Fixture    *fixture,
        const char *label)
{
  g_autoptr(GError) error = NULL;
  WadiHex hex;

  g_assert_true (wadi_scenario_parse_location (wadi_document_get_scenario (fixture->document), label, &hex, &error));
  g_assert_no_error (error);
  return hex;
}

static const WadiHexCell *
cell_at (Fixture    *fixture,
         const char *label)
{
  return wadi_board_cell (fixture->board, hex_at (fixture, label));
}

/* A board's own cell, as its file will hold it. */
static WadiHexCell
own_cell (Fixture    *fixture,
          const char *board_id,
          WadiHex     local)
{
  const WadiScenario *scenario = wadi_document_get_scenario (fixture->document);
  g_autoptr(WadiBoard) board = NULL;
  guint index;

  g_assert_true (wadi_scenario_find_board (scenario, board_id, &index));
  board = wadi_map_extract_board (scenario->map, index);
  return *wadi_board_cell (board, local);
}

/* A stroke from 25FF5 to 14B5 paints the hexes of both boards, the
 * shared column too, as one undo step. */
static void
test_stroke_across_seam (Fixture      *fixture,
                         gconstpointer data)
{
  WadiHex path[2];

  path[0] = hex_at (fixture, "25FF5");
  path[1] = hex_at (fixture, "14B5");
  g_assert_true (wadi_hex_equal (hex_at (fixture, "25GG5"), hex_at (fixture, "14A5")));
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_TERRAIN);
  wadi_tool_get_settings (fixture->tool)->terrain = WADI_TERRAIN_WOODS;
  stroke (fixture, path, G_N_ELEMENTS (path), WADI_TOOL_MOD_NONE);

  g_assert_cmpuint (cell_at (fixture, "25FF5")->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpuint (cell_at (fixture, "14B5")->terrain, ==, WADI_TERRAIN_WOODS);
  /* the line runs along the GG5-GG6 hexside: one of the two, on both boards */
  g_assert_true (cell_at (fixture, "14A5")->terrain == WADI_TERRAIN_WOODS
                 || cell_at (fixture, "14A6")->terrain == WADI_TERRAIN_WOODS);
  g_assert_cmpuint (cell_at (fixture, "25GG5")->terrain, ==, cell_at (fixture, "14A5")->terrain);
  g_assert_cmpuint (cell_at (fixture, "25EE5")->terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_cmpuint (cell_at (fixture, "14C5")->terrain, ==, WADI_TERRAIN_OPEN);
  /* each board's own hexes, as written back to its file */
  g_assert_cmpuint (own_cell (fixture, "25", (WadiHex) { 31, 5 }).terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpuint (own_cell (fixture, "14", (WadiHex) { 1, 5 }).terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpuint (own_cell (fixture, "25", (WadiHex) { 32, 5 }).terrain, ==,
                    own_cell (fixture, "14", (WadiHex) { 0, 5 }).terrain);

  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_false (wadi_document_can_undo (fixture->document));
  g_assert_cmpuint (cell_at (fixture, "14B5")->terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_cmpuint (cell_at (fixture, "25FF5")->terrain, ==, WADI_TERRAIN_OPEN);
}

/* A fill floods across the seam: from 25's west edge to 14's east edge,
 * up to a wall of woods down 14's M column. */
static void
test_fill_across_seam (Fixture      *fixture,
                       gconstpointer data)
{
  WadiHexCell woods = { .terrain = WADI_TERRAIN_WOODS };

  wadi_document_begin_edit (fixture->document, "wall");
  for (int row = 1; row <= 10; row++)
    {
      char label[8];

      g_snprintf (label, sizeof label, "14M%d", row);
      wadi_document_set_cell (fixture->document, hex_at (fixture, label), &woods);
    }
  wadi_document_end_edit (fixture->document);

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_FILL);
  wadi_tool_get_settings (fixture->tool)->terrain = WADI_TERRAIN_GRAIN;
  stroke (fixture, (WadiHex[]) { hex_at (fixture, "25C3") }, 1, WADI_TOOL_MOD_NONE);

  g_assert_cmpuint (cell_at (fixture, "25A1")->terrain, ==, WADI_TERRAIN_GRAIN);
  g_assert_cmpuint (cell_at (fixture, "25GG10")->terrain, ==, WADI_TERRAIN_GRAIN);
  g_assert_cmpuint (cell_at (fixture, "14B0")->terrain, ==, WADI_TERRAIN_GRAIN);
  g_assert_cmpuint (cell_at (fixture, "14K7")->terrain, ==, WADI_TERRAIN_GRAIN);
  g_assert_cmpuint (cell_at (fixture, "14M5")->terrain, ==, WADI_TERRAIN_WOODS);
  g_assert_cmpuint (cell_at (fixture, "14O5")->terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_cmpuint (cell_at (fixture, "14GG5")->terrain, ==, WADI_TERRAIN_OPEN);
  g_assert_cmpuint (own_cell (fixture, "14", (WadiHex) { 10, 6 }).terrain, ==, WADI_TERRAIN_GRAIN);
  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_cmpuint (cell_at (fixture, "14K7")->terrain, ==, WADI_TERRAIN_OPEN);
}

/* The depression brush lays its hexsides across the seam: 25FF5, the
 * shared 25GG5 (14A5) and 14B5 are one wadi. */
static void
test_depression_across_seam (Fixture      *fixture,
                             gconstpointer data)
{
  WadiGridLayout layout = fixture->board->layout;
  WadiHex        path[3];
  WadiDirection  d;

  path[0] = hex_at (fixture, "25FF5");
  path[1] = hex_at (fixture, "25GG5");
  path[2] = hex_at (fixture, "14B5");
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_DEPRESSION);
  wadi_tool_get_settings (fixture->tool)->depression = WADI_DEPRESSION_WADI;
  stroke (fixture, path, G_N_ELEMENTS (path), WADI_TOOL_MOD_NONE);

  g_assert_cmpuint (cell_at (fixture, "25FF5")->depression, ==, WADI_DEPRESSION_WADI);
  g_assert_cmpuint (cell_at (fixture, "14A5")->depression, ==, WADI_DEPRESSION_WADI);
  g_assert_cmpuint (cell_at (fixture, "14B5")->depression, ==, WADI_DEPRESSION_WADI);
  g_assert_true (wadi_hex_direction_to (layout, path[0], path[1], &d));
  g_assert_cmpuint (wadi_board_get_side (fixture->board, (WadiHexside) { path[0], d }) & WADI_SIDE_DEPRESSION, !=, 0);
  g_assert_true (wadi_hex_direction_to (layout, hex_at (fixture, "14A5"), hex_at (fixture, "14B5"), &d));
  g_assert_cmpuint (wadi_board_get_side (fixture->board, (WadiHexside) { hex_at (fixture, "14A5"), d })
                        & WADI_SIDE_DEPRESSION,
                    !=, 0);
  /* and not beyond */
  for (WadiDirection e = 0; e < WADI_DIRECTION_COUNT; e++)
    if (!wadi_hex_equal (wadi_hex_neighbor (layout, path[2], e), path[1]))
      g_assert_cmpuint (wadi_board_get_side (fixture->board, (WadiHexside) { path[2], e }) & WADI_SIDE_DEPRESSION, ==,
                        0);
  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_false (wadi_document_can_undo (fixture->document));
}

/* The hexside between two neighbouring hexes, by their labels. */
static WadiHexside
side_between (Fixture    *fixture,
              const char *a,
              const char *b)
{
  WadiHexside side = { hex_at (fixture, a), 0 };

  g_assert_true (wadi_hex_direction_to (fixture->board->layout, side.hex, hex_at (fixture, b), &side.dir));
  return side;
}

/* A point: a corner of a hex, by its label. */
typedef struct
{
  double x, y;
} Point;

static Point
corner_at (Fixture        *fixture,
           const char     *label,
           WadiVertexIndex index)
{
  Point point;

  wadi_hex_corner (fixture->board->layout, hex_at (fixture, label), index, &point.x, &point.y);
  return point;
}

/* A press at the first point, a motion to each next one, a release. */
static void
drag_through (Fixture          *fixture,
              const Point      *points,
              guint             n,
              WadiToolModifiers modifiers)
{
  wadi_tool_press (fixture->tool, points[0].x, points[0].y, modifiers);
  for (guint i = 1; i < n; i++)
    wadi_tool_motion (fixture->tool, points[i].x, points[i].y, modifiers);
  wadi_tool_release (fixture->tool, points[n - 1].x, points[n - 1].y, modifiers);
}

/* How many hexsides of the map have feature. */
static guint
count_sides (Fixture *fixture,
             guint    feature)
{
  guint count = 0;

  for (int col = 0; col < fixture->board->cols; col++)
    for (int row = 0; row < fixture->board->rows; row++)
      for (WadiDirection d = 0; d < 3; d++)
        if (wadi_board_get_side (fixture->board, (WadiHexside) { { col, row }, d }) & feature)
          count++;
  return count;
}

/* A crest line L3|K4, L3|L4, L4|M4, M4|M5; a second drag pressed on
 * M4|M5 near its end and traced on round the plateau extends the line:
 * a drag draws, whatever the hexside it starts on already has (Control
 * and a drag take away); a click adds or takes away. */
static void
test_hexside_drag_extends_line (Fixture      *fixture,
                                gconstpointer data)
{
  const Point first[] = {
    corner_at (fixture, "25L3", 4),
    corner_at (fixture, "25L3", 3),
    corner_at (fixture, "25L3", 2),
    corner_at (fixture, "25L4", 1),
    corner_at (fixture, "25M4", 2),
  };
  Point second[] = {
    corner_at (fixture, "25M4", 3),
    corner_at (fixture, "25M4", 2),
    corner_at (fixture, "25M5", 1),
    corner_at (fixture, "25M5", 2),
  };
  const char *line[][2] = {
    { "25L3", "25K4" },
    { "25L3", "25L4" },
    { "25L4", "25M4" },
    { "25M4", "25M5" },
    { "25M5", "25N4" },
    { "25M5", "25N5" },
  };
  WadiHexside end;
  Point       mid;

  for (guint i = 0; i < 4; i++)
    wadi_document_set_side (fixture->document, side_between (fixture, line[i][0], line[i][1]), WADI_SIDE_CREST_LINE);
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_HEXSIDE);
  wadi_tool_get_settings (fixture->tool)->side_feature = WADI_SIDE_CREST_LINE;

  /* pressed on M4|M5 a little way from its end, as a hand does */
  second[0].x = second[1].x + (second[0].x - second[1].x) * 0.3;
  second[0].y = second[1].y + (second[0].y - second[1].y) * 0.3;
  drag_through (fixture, second, G_N_ELEMENTS (second), WADI_TOOL_MOD_NONE);
  for (guint i = 0; i < G_N_ELEMENTS (line); i++)
    g_assert_cmpuint (wadi_board_get_side (fixture->board, side_between (fixture, line[i][0], line[i][1])), ==,
                      WADI_SIDE_CREST_LINE);
  g_assert_cmpuint (count_sides (fixture, WADI_SIDE_CREST_LINE), ==, G_N_ELEMENTS (line));

  /* Control and a drag take the line away again */
  drag_through (fixture, first, G_N_ELEMENTS (first), WADI_TOOL_MOD_CONTROL);
  g_assert_cmpuint (count_sides (fixture, WADI_SIDE_CREST_LINE), ==, 2);
  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_cmpuint (count_sides (fixture, WADI_SIDE_CREST_LINE), ==, G_N_ELEMENTS (line));
  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_cmpuint (count_sides (fixture, WADI_SIDE_CREST_LINE), ==, 4);

  /* a click takes the feature away from a hexside that has it, or adds
   * it; Control and a click only take it away */
  end = side_between (fixture, "25M4", "25M5");
  wadi_pick_hexside_midpoint (fixture->board->layout, end, &mid.x, &mid.y);
  drag_through (fixture, &mid, 1, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, end), ==, 0);
  drag_through (fixture, &mid, 1, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, end), ==, WADI_SIDE_CREST_LINE);
  drag_through (fixture, &mid, 1, WADI_TOOL_MOD_CONTROL);
  drag_through (fixture, &mid, 1, WADI_TOOL_MOD_CONTROL);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, end), ==, 0);
  g_assert_cmpuint (count_sides (fixture, WADI_SIDE_CREST_LINE), ==, 3);
}

/* Whether the hexsides with feature are one chain: each shares a corner
 * with another, all joined. */
static gboolean
sides_joined (Fixture *fixture,
              guint    feature)
{
  g_autoptr(GArray) ends = g_array_new (FALSE, FALSE, sizeof (Point));
  g_autoptr(GArray) reached = g_array_new (FALSE, TRUE, sizeof (gboolean));
  gboolean grew = TRUE;

  for (int col = 0; col < fixture->board->cols; col++)
    for (int row = 0; row < fixture->board->rows; row++)
      for (WadiDirection d = 0; d < 3; d++)
        if (wadi_board_get_side (fixture->board, (WadiHexside) { { col, row }, d }) & feature)
          for (guint k = 0; k < 2; k++)
            {
              Point end;

              /* hexside d runs from corner d - 1 to corner d */
              wadi_hex_corner (fixture->board->layout, (WadiHex) { col, row }, (d + 5 + k) % 6, &end.x, &end.y);
              g_array_append_val (ends, end);
            }
  if (ends->len == 0)
    return TRUE;
  g_array_set_size (reached, ends->len / 2);
  g_array_index (reached, gboolean, 0) = TRUE;
  while (grew)
    {
      grew = FALSE;
      for (guint i = 0; i < reached->len; i++)
        for (guint j = 0; j < reached->len; j++)
          if (g_array_index (reached, gboolean, i) && !g_array_index (reached, gboolean, j))
            for (guint k = 0; k < 4; k++)
              {
                Point a = g_array_index (ends, Point, 2 * i + k / 2);
                Point b = g_array_index (ends, Point, 2 * j + k % 2);

                if (hypot (a.x - b.x, a.y - b.y) < 1e-6)
                  {
                    g_array_index (reached, gboolean, j) = TRUE;
                    grew = TRUE;
                    break;
                  }
              }
    }
  for (guint i = 0; i < reached->len; i++)
    if (!g_array_index (reached, gboolean, i))
      return FALSE;
  return TRUE;
}

/* A drag along an outline round an inward corner (L3|M3, then L3|M4)
 * that swings a little wide at the corner draws the outline, not the
 * hexside inside it (M3|M4); a drag across a hex, from one hexside to
 * the opposite one, draws hexsides joined at their corners. */
static void
test_hexside_drag_follows_chain (Fixture      *fixture,
                                 gconstpointer data)
{
  WadiGridLayout layout = fixture->board->layout;
  Point          v = corner_at (fixture, "25M3", 3);
  Point          from = corner_at (fixture, "25M3", 4);
  Point          to = corner_at (fixture, "25M4", 4);
  Point          inner = corner_at (fixture, "25M3", 2);
  double         ux = (v.x - from.x) / hypot (v.x - from.x, v.y - from.y);
  double         uy = (v.y - from.y) / hypot (v.x - from.x, v.y - from.y);
  double         cx = (inner.x - v.x) / hypot (inner.x - v.x, inner.y - v.y);
  double         cy = (inner.y - v.y) / hypot (inner.x - v.x, inner.y - v.y);
  /* on past the corner, a little toward the inside hexside */
  Point       wide = { v.x + ux * 0.28 + cx * 0.04, v.y + uy * 0.28 + cy * 0.04 };
  Point       outline[] = { from, v, wide, to };
  WadiHexside top = { hex_at (fixture, "25M6"), 0 }, bottom = { hex_at (fixture, "25M6"), 3 };
  Point       across[2];

  wadi_tool_set_kind (fixture->tool, WADI_TOOL_HEXSIDE);
  wadi_tool_get_settings (fixture->tool)->side_feature = WADI_SIDE_CLIFF;
  drag_through (fixture, outline, G_N_ELEMENTS (outline), WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, side_between (fixture, "25L3", "25M3")), ==,
                    WADI_SIDE_CLIFF);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, side_between (fixture, "25L3", "25M4")), ==,
                    WADI_SIDE_CLIFF);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, side_between (fixture, "25M3", "25M4")), ==, 0);
  g_assert_cmpuint (count_sides (fixture, WADI_SIDE_CLIFF), ==, 2);

  wadi_tool_get_settings (fixture->tool)->side_feature = WADI_SIDE_WALL;
  wadi_pick_hexside_midpoint (layout, top, &across[0].x, &across[0].y);
  wadi_pick_hexside_midpoint (layout, bottom, &across[1].x, &across[1].y);
  drag_through (fixture, across, G_N_ELEMENTS (across), WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, top), ==, WADI_SIDE_WALL);
  g_assert_cmpuint (wadi_board_get_side (fixture->board, bottom), ==, WADI_SIDE_WALL);
  g_assert_true (sides_joined (fixture, WADI_SIDE_WALL));
  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_cmpuint (count_sides (fixture, WADI_SIDE_WALL), ==, 0);
}

static gboolean
has_depression_side (Fixture      *fixture,
                     const char   *label,
                     WadiDirection dir)
{
  return (wadi_board_get_side (fixture->board, (WadiHexside) { hex_at (fixture, label), dir }) & WADI_SIDE_DEPRESSION)
         != 0;
}

/* A stream painted from 25Y1 to 25Y10 and dragged on past the board's
 * edge runs off it through Y10's edge hexside (S); one that comes onto
 * the board from beyond the edge runs in through Y1's (N).  A gully
 * dragged into the outer half of the half hex 25Z10, beyond the edge
 * that cuts it, runs off through its S hexside.  Removing a depression,
 * or ending a stroke on the board, runs nothing off it. */
static void
test_depression_runs_off_edge (Fixture      *fixture,
                               gconstpointer data)
{
  WadiGridLayout layout = fixture->board->layout;
  WadiHex        path[10];
  double         x, y;

  for (int row = 1; row <= 10; row++)
    {
      g_autofree char *label = g_strdup_printf ("25Y%d", row);

      path[row - 1] = hex_at (fixture, label);
    }
  wadi_tool_set_kind (fixture->tool, WADI_TOOL_DEPRESSION);
  wadi_tool_get_settings (fixture->tool)->depression = WADI_DEPRESSION_STREAM;
  stroke (fixture, path, G_N_ELEMENTS (path), WADI_TOOL_MOD_NONE);
  g_assert_true (has_depression_side (fixture, "25Y9", 3));
  g_assert_false (has_depression_side (fixture, "25Y10", 3));
  g_assert_false (has_depression_side (fixture, "25Y1", 0));
  g_assert_true (wadi_document_undo (fixture->document));

  /* on past the bottom edge, all one stroke */
  wadi_hex_center (layout, path[0], &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  for (guint i = 1; i < G_N_ELEMENTS (path); i++)
    {
      wadi_hex_center (layout, path[i], &x, &y);
      wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
    }
  wadi_tool_motion (fixture->tool, x, y + 0.9, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x, y + 1.5, WADI_TOOL_MOD_NONE);
  g_assert_true (has_depression_side (fixture, "25Y10", 3));
  g_assert_true (has_depression_side (fixture, "25Y9", 3));
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    g_assert_cmpint (has_depression_side (fixture, "25Y10", d), ==, (d == 0 || d == 3));
  g_assert_false (has_depression_side (fixture, "25Y1", 0));
  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_false (has_depression_side (fixture, "25Y10", 3));
  g_assert_cmpuint (cell_at (fixture, "25Y10")->depression, ==, WADI_DEPRESSION_NONE);

  /* onto the board over the top edge */
  wadi_hex_center (layout, path[0], &x, &y);
  wadi_tool_press (fixture->tool, x, y - 1.2, WADI_TOOL_MOD_NONE);
  wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_hex_center (layout, path[1], &x, &y);
  wadi_tool_release (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  g_assert_true (has_depression_side (fixture, "25Y1", 0));
  g_assert_true (has_depression_side (fixture, "25Y1", 3));

  /* into the outer half of a half hex: Z10's lower half is off the board */
  wadi_tool_get_settings (fixture->tool)->depression = WADI_DEPRESSION_GULLY;
  wadi_hex_center (layout, hex_at (fixture, "25Z9"), &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_hex_center (layout, hex_at (fixture, "25Z10"), &x, &y);
  wadi_tool_motion (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  /* across the inner half, no edge crossed */
  wadi_tool_motion (fixture->tool, x + 0.3, y - 0.1, WADI_TOOL_MOD_NONE);
  wadi_tool_motion (fixture->tool, x, y - 0.05, WADI_TOOL_MOD_NONE);
  g_assert_false (has_depression_side (fixture, "25Z10", 3));
  wadi_tool_release (fixture->tool, x, y + 0.3, WADI_TOOL_MOD_NONE);
  g_assert_cmpuint (cell_at (fixture, "25Z10")->depression, ==, WADI_DEPRESSION_GULLY);
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    g_assert_cmpint (has_depression_side (fixture, "25Z10", d), ==, (d == 0 || d == 3));

  /* removing runs nothing off */
  wadi_tool_get_settings (fixture->tool)->depression = WADI_DEPRESSION_NONE;
  wadi_hex_center (layout, hex_at (fixture, "25Z10"), &x, &y);
  wadi_tool_press (fixture->tool, x, y, WADI_TOOL_MOD_NONE);
  wadi_tool_release (fixture->tool, x, y + 0.3, WADI_TOOL_MOD_NONE);
  for (WadiDirection d = 0; d < WADI_DIRECTION_COUNT; d++)
    g_assert_false (has_depression_side (fixture, "25Z10", d));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/tools/terrain-stroke-is-one-undo-step", test_terrain_stroke_is_one_undo_step);
  ADD ("/tools/abandon-stroke", test_abandon_stroke);
  ADD ("/tools/fast-drag-leaves-no-gap", test_fast_drag_leaves_no_gap);
  ADD ("/tools/depression-stroke-joins-hexes", test_depression_stroke_joins_hexes);
  ADD ("/tools/elevation", test_elevation);
  ADD ("/tools/hexside-brush", test_hexside_brush);
  ADD ("/tools/crest-counter-by-drag", test_crest_counter_by_drag);
  ADD ("/tools/crest-drag-shows-centre", test_crest_drag_shows_centre);
  ADD ("/tools/vehicle-crest-at-vertex", test_vehicle_crest_at_vertex);
  ADD ("/tools/fill", test_fill);
  ADD ("/tools/eraser", test_eraser);
  ADD ("/tools/shift-line", test_shift_line);
  ADD ("/tools/select-changes-nothing", test_select_changes_nothing);
  ADD ("/tools/undo-labels", test_undo_labels);
  ADD ("/tools/select-counter-and-cycle", test_select_counter_and_cycle);
  ADD ("/tools/move-counter-by-drag", test_move_counter_by_drag);
  ADD ("/tools/move-stack-by-shift-drag", test_move_stack_by_shift_drag);
  ADD ("/tools/placed-unit-takes-position", test_placed_unit_takes_position);
  ADD ("/tools/delete-and-duplicate-counter", test_delete_and_duplicate_counter);
  ADD ("/tools/rotate-selected-counter", test_rotate_selected_counter);
  ADD ("/tools/eraser-modes", test_eraser_modes);
  ADD ("/tools/hexside-stroke-from-vertex", test_hexside_stroke_from_vertex);
  ADD ("/tools/road-stroke", test_road_stroke);
  ADD ("/tools/mark-brush", test_mark_brush);
  ADD ("/tools/area-select", test_area_select);
  ADD ("/tools/area-move", test_area_move);
  ADD ("/tools/area-drag-ghost-limit", test_area_drag_ghost_limit);
  ADD ("/tools/stamp-tool", test_stamp_tool);
  ADD ("/tools/paint-on-overlay", test_paint_on_overlay);
  ADD ("/tools/select-overlay", test_select_overlay);
  ADD ("/tools/drag-between-positions", test_drag_between_positions);
#undef ADD
  g_test_add ("/tools/overlay-placement", Fixture, NULL, fixture_setup, test_overlay_placement, fixture_teardown);
  g_test_add ("/tools/overlay-fit", Fixture, NULL, fixture_setup, test_overlay_fit, fixture_teardown);
  g_test_add_func ("/tools/kind-names", test_kind_names);
#define ADD_SEAM(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup_seam, func, fixture_teardown)
  ADD_SEAM ("/tools/stroke-across-seam", test_stroke_across_seam);
  ADD_SEAM ("/tools/fill-across-seam", test_fill_across_seam);
  ADD_SEAM ("/tools/depression-across-seam", test_depression_across_seam);
  ADD_SEAM ("/tools/hexside-drag-extends-line", test_hexside_drag_extends_line);
  ADD_SEAM ("/tools/hexside-drag-follows-chain", test_hexside_drag_follows_chain);
  ADD_SEAM ("/tools/depression-runs-off-edge", test_depression_runs_off_edge);
#undef ADD_SEAM

  return g_test_run ();
}
