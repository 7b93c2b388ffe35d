/* test-analysis-tool.c: the analysis tool in a window
 *
 * Runs in the 'gui' suite under a display: the analysis tool is picked
 * through win.tool, a hex is clicked (or Enter pressed on the hex cursor)
 * through the canvas's handlers, and the shading the canvas draws, once
 * its thread is done, must be what the rules answer for that hex:
 * wadi_viewshed_new ()'s seen hexes, wadi_reach_new ()'s reached hexes.
 * An edit must bring a new shading.  With WADI_ANALYSIS_SHOTS set to a
 * folder, the screenshots of issue 29 are written there.
 */
#include "config.h"

#include <string.h>

#include "wadi-analysis.h"
#include "wadi-palette.h"
#include "wadi-position.h"
#include "wadi-reach.h"
#include "wadi-test-fixtures.h"
#include "wadi-test-gui.h"
#include "wadi-viewshed.h"
#include "wadi-window-private.h"

typedef struct
{
  char         *dir;
  WadiWindow   *window;
  WadiCanvas   *canvas;
  WadiDocument *document;
  WadiAnalysis *analysis;
} Fixture;

static void
fixture_open (Fixture    *fixture,
              const char *example_name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) example = NULL;

  fixture->dir = g_dir_make_tmp ("wadi-analysis-XXXXXX", &error);
  g_assert_no_error (error);
  example = wadi_test_copy_example (fixture->dir, example_name);
  fixture->window = wadi_window_new (NULL);
  g_object_ref_sink (fixture->window);
  g_assert_true (wadi_window_load_file (fixture->window, example, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1400, 900);
  gtk_window_present (GTK_WINDOW (fixture->window));
  wadi_test_wait_until_drawn (fixture->window);
  fixture->canvas = wadi_window_get_canvas (fixture->window);
  fixture->document = wadi_window_get_document (fixture->window);
  fixture->analysis = wadi_canvas_get_analysis (fixture->canvas);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "analysis"));
  g_assert_cmpint (wadi_tool_get_kind (wadi_canvas_get_tool (fixture->canvas)), ==, WADI_TOOL_ANALYSIS);
}

static void
fixture_close (Fixture *fixture)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_object_unref (fixture->window);
  wadi_test_remove_dir (fixture->dir);
  g_free (fixture->dir);
}

/* Runs the main loop until the analysis has its answer to the last
 * question, the canvas has drawn it. */
static void
wait_for_answer (Fixture *fixture,
                 guint    serial)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while ((wadi_analysis_get_serial (fixture->analysis) <= serial || wadi_analysis_is_pending (fixture->analysis))
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (wadi_analysis_get_serial (fixture->analysis), >, serial);
  g_assert_false (wadi_analysis_is_pending (fixture->analysis));
  wadi_test_wait_frames (GTK_WIDGET (fixture->canvas));
}

static WadiHex
hex_of (Fixture    *fixture,
        const char *label)
{
  g_autoptr(GError) error = NULL;
  WadiHex hex;

  g_assert_true (wadi_scenario_parse_location (wadi_document_get_scenario (fixture->document), label, &hex, &error));
  g_assert_no_error (error);
  return hex;
}

static void
click (Fixture        *fixture,
       const char     *label,
       GdkModifierType state)
{
  double sx, sy;

  wadi_test_screen_point (fixture->window, label, &sx, &sy);
  wadi_canvas_pointer_press (fixture->canvas, sx, sy, GDK_BUTTON_PRIMARY, state);
  wadi_canvas_pointer_release (fixture->canvas, sx, sy, state);
}

/* The shaded viewshed equals the rules' own for the hex, as the tool
 * takes its viewer (IN a depression, else on the ground). */
static void
assert_viewshed_shaded (Fixture *fixture,
                        WadiHex  from_hex)
{
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (wadi_document_get_scenario (fixture->document));
  const WadiBoard *map = wadi_rules_context_map (ctx);
  WadiLocation     from = { from_hex, WADI_POSITION_GROUND, 0 };
  g_autoptr(WadiViewshed) viewshed = NULL;
  guint seen = 0;

  if (wadi_board_cell (map, from_hex)->depression != WADI_DEPRESSION_NONE)
    from.position = WADI_POSITION_IN;
  viewshed = wadi_viewshed_new (ctx, &from, WADI_VIEWSHED_TARGET_DEFAULT, 0);
  g_assert_nonnull (viewshed);
  for (guint i = 0; i < wadi_board_hex_count (map); i++)
    {
      WadiHex         hex = wadi_board_hex_at_index (map, i);
      WadiRenderShade shade = wadi_analysis_shade_at (fixture->analysis, hex);
      gboolean        clear = (viewshed->hexes[i].flags & WADI_VIEWSHED_HEX_ON_MAP)
                       && viewshed->hexes[i].verdict == WADI_LOS_CLEAR;

      if (wadi_hex_equal (hex, from_hex))
        {
          g_assert_cmpint (shade, ==, WADI_RENDER_SHADE_ORIGIN);
          continue;
        }
      g_assert_cmpint (shade == WADI_RENDER_SHADE_SEEN, ==, clear);
      seen += clear;
    }
  g_assert_cmpuint (seen, >, 0);
}

static void
test_viewshed_click_and_edit (void)
{
  Fixture          fixture = { 0 };
  guint            serial;
  WadiHex          from, edited;
  gboolean         edited_seen;
  WadiHexCell      cell;
  g_autofree char *said = NULL;
  g_autofree char *status = NULL;

  fixture_open (&fixture, "asl-three-boards.wadi");
  wadi_test_look_at (fixture.window, "25K6", 40);
  from = hex_of (&fixture, "25K6");

  serial = wadi_analysis_get_serial (fixture.analysis);
  click (&fixture, "25K6", 0);
  wait_for_answer (&fixture, serial);
  g_assert_cmpint (wadi_analysis_get_mode (fixture.analysis), ==, WADI_ANALYSIS_VIEWSHED);
  assert_viewshed_shaded (&fixture, from);

  /* the status line (the accessible description) says it of the hovered hex */
  edited = hex_of (&fixture, "25K8");
  edited_seen = wadi_analysis_shade_at (fixture.analysis, edited) == WADI_RENDER_SHADE_SEEN;
  said = wadi_analysis_describe (fixture.analysis, edited);
  g_assert_nonnull (said);
  g_assert_true (g_str_has_suffix (said, "from 25K6"));
  {
    double sx, sy;

    wadi_test_screen_point (fixture.window, "25K8", &sx, &sy);
    wadi_canvas_pointer_motion (fixture.canvas, sx, sy, 0);
    g_object_get (fixture.canvas, "status", &status, NULL);
    g_assert_nonnull (strstr (status, said));
  }

  /* an edit: woods between, a hill beside; the shading follows */
  cell = *wadi_board_cell (wadi_scenario_grid (wadi_document_get_scenario (fixture.document)), hex_of (&fixture, "25K7"));
  cell.terrain = WADI_TERRAIN_WOODS;
  cell.level = 2;
  serial = wadi_analysis_get_serial (fixture.analysis);
  wadi_document_begin_edit (fixture.document, "test");
  g_assert_true (wadi_document_set_cell (fixture.document, hex_of (&fixture, "25K7"), &cell));
  wadi_document_end_edit (fixture.document);
  /* never a stall: the old shading is still there until the new one */
  g_assert_true (wadi_analysis_is_pending (fixture.analysis));
  wait_for_answer (&fixture, serial);
  assert_viewshed_shaded (&fixture, from);
  /* a level 2 woods hex next door hides what lay straight behind it */
  g_assert_true (edited_seen);
  g_assert_cmpint (wadi_analysis_shade_at (fixture.analysis, edited), ==, WADI_RENDER_SHADE_NOT_SEEN);

  /* Escape clears */
  wadi_canvas_key_press (fixture.canvas, GDK_KEY_Escape, 0);
  serial = wadi_analysis_get_serial (fixture.analysis);
  wait_for_answer (&fixture, serial);
  g_assert_cmpint (wadi_analysis_shade_at (fixture.analysis, from), ==, WADI_RENDER_SHADE_NONE);
  fixture_close (&fixture);
}

/* Enter on the hex cursor acts as a click; Shift+Enter asks for reach. */
static void
test_keyboard_reach (void)
{
  Fixture fixture = { 0 };
  guint   serial;
  WadiHex cursor;
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(WadiReach) reach = NULL;
  WadiMover        mover;
  const WadiBoard *map;
  guint            reached = 0;

  fixture_open (&fixture, "toi-wadi.wadi");
  gtk_widget_grab_focus (GTK_WIDGET (fixture.canvas));
  wadi_canvas_key_press (fixture.canvas, GDK_KEY_Right, 0);
  g_assert_true (wadi_canvas_get_key_cursor (fixture.canvas, &cursor));
  serial = wadi_analysis_get_serial (fixture.analysis);
  g_assert_true (wadi_canvas_key_press (fixture.canvas, GDK_KEY_Return, GDK_SHIFT_MASK));
  wait_for_answer (&fixture, serial);
  g_assert_cmpint (wadi_analysis_get_mode (fixture.analysis), ==, WADI_ANALYSIS_REACH);

  ctx = wadi_rules_context_new (wadi_document_get_scenario (fixture.document));
  map = wadi_rules_context_map (ctx);
  wadi_mover_init_from_counters (&mover, ctx, WADI_UNIT_INFANTRY, cursor, wadi_rules_default_position (ctx, cursor));
  if (wadi_rules_context_find_counter (ctx, cursor, WADI_COUNTER_UNIT) == NULL)
    {
      reach = wadi_reach_new (ctx, &mover, 4);
      for (guint i = 0; i < wadi_board_hex_count (map); i++)
        {
          WadiHex             hex = wadi_board_hex_at_index (map, i);
          const WadiReachHex *answer = wadi_reach_lookup (reach, hex);

          if (answer == NULL)
            {
              g_assert_cmpfloat (wadi_analysis_cost_at (fixture.analysis, hex), <, 0);
              continue;
            }
          reached++;
          g_assert_cmpfloat_with_epsilon (wadi_analysis_cost_at (fixture.analysis, hex), answer->cost, 1e-4);
        }
      g_assert_cmpuint (reached, >, 1);
    }
  fixture_close (&fixture);
}

/* The screenshots issue 29 asks for, when WADI_ANALYSIS_SHOTS names a
 * folder. */
static void
save_shot (Fixture    *fixture,
           const char *name)
{
  const char      *dir = g_getenv ("WADI_ANALYSIS_SHOTS");
  g_autofree char *from = g_build_filename (g_getenv ("G_TEST_BUILDDIR") != NULL ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                            name, NULL);
  g_autofree char *to = g_build_filename (dir, name, NULL);
  g_autofree char *contents = NULL;
  gsize            length;

  wadi_test_save_screenshot (fixture->window, name);
  g_assert_true (g_file_get_contents (from, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (to, contents, (gssize) length, NULL));
}

static guint
add_unit (Fixture      *fixture,
          const char   *label,
          WadiUnitClass unit_class,
          WadiPosition  position,
          const char   *side)
{
  WadiCounter counter = { 0 };
  guint       id;

  counter.kind = WADI_COUNTER_UNIT;
  counter.hex = hex_of (fixture, label);
  counter.unit_class = unit_class;
  counter.position = position;
  counter.side = (char *) side;
  wadi_document_begin_edit (fixture->document, "test");
  id = wadi_document_add_counter (fixture->document, &counter);
  wadi_document_end_edit (fixture->document);
  g_assert_cmpuint (id, >, 0);
  return id;
}

/* The palette's reach options: the facing chosen there reaches the
 * tool's settings, and a Shift+click asks the reach with it, as the rules
 * answer it. */
static void
test_reach_options (void)
{
  Fixture        fixture = { 0 };
  GtkWidget     *palette;
  GtkWidget     *facing, *double_time, *road;
  GtkSpinButton *budget;
  guint          serial;
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(WadiReach) reach = NULL;
  WadiMover        mover;
  WadiReachOptions north = { .vca = TRUE, .start_vca = 0 };

  fixture_open (&fixture, "asl-three-boards.wadi");
  palette = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture.window), WADI_TYPE_WINDOW, "palette"));
  facing = GTK_WIDGET (gtk_widget_get_template_child (palette, WADI_TYPE_PALETTE, "analysis_vca"));
  double_time = GTK_WIDGET (gtk_widget_get_template_child (palette, WADI_TYPE_PALETTE, "analysis_double_time"));
  road = GTK_WIDGET (gtk_widget_get_template_child (palette, WADI_TYPE_PALETTE, "analysis_road"));
  g_assert_cmpint (wadi_tool_get_settings (wadi_canvas_get_tool (fixture.canvas))->analysis_vca, ==, -1);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (facing)), ==, 0);
  /* ASL has Double Time and roads */
  g_assert_true (gtk_widget_get_sensitive (double_time));
  g_assert_true (gtk_widget_get_sensitive (road));
  g_assert_true (gtk_widget_get_focusable (double_time) || gtk_widget_get_focus_on_click (double_time));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (facing), 1);
  g_assert_cmpint (wadi_tool_get_settings (wadi_canvas_get_tool (fixture.canvas))->analysis_vca, ==, 0);

  add_unit (&fixture, "25E5", WADI_UNIT_FULLY_TRACKED, WADI_POSITION_GROUND, "German");
  serial = wadi_analysis_get_serial (fixture.analysis);
  click (&fixture, "25E5", GDK_SHIFT_MASK);
  wait_for_answer (&fixture, serial);
  g_assert_cmpint (wadi_analysis_get_mode (fixture.analysis), ==, WADI_ANALYSIS_REACH);

  ctx = wadi_rules_context_new (wadi_document_get_scenario (fixture.document));
  wadi_mover_init_from_counters (&mover, ctx, WADI_UNIT_FULLY_TRACKED, hex_of (&fixture, "25E5"), WADI_POSITION_GROUND);
  mover.side = "German";
  reach = wadi_reach_new_full (ctx, &mover, wadi_analysis_default_budget (WADI_UNIT_FULLY_TRACKED), &north);
  g_assert_nonnull (reach);
  g_assert_cmpfloat_with_epsilon (wadi_analysis_cost_at (fixture.analysis, hex_of (&fixture, "25E6")),
                                  wadi_reach_lookup (reach, hex_of (&fixture, "25E6"))->cost, 1e-4);
  /* behind the tank: three hexspines of turn, then the hex */
  g_assert_cmpfloat_with_epsilon (wadi_analysis_cost_at (fixture.analysis, hex_of (&fixture, "25E6")), 4, 1e-4);

  /* the reach shown follows the palette: a free facing, then a budget of 1 */
  serial = wadi_analysis_get_serial (fixture.analysis);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (facing), 0);
  wait_for_answer (&fixture, serial);
  g_assert_cmpfloat_with_epsilon (wadi_analysis_cost_at (fixture.analysis, hex_of (&fixture, "25E6")), 1, 1e-4);
  /* a budget of 0 is the usual allowance, and says so */
  budget = GTK_SPIN_BUTTON (gtk_widget_get_template_child (palette, WADI_TYPE_PALETTE, "analysis_budget"));
  g_assert_cmpfloat (gtk_spin_button_get_value (budget), ==, 0.0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (budget)), ==, "Usual");
  gtk_editable_set_text (GTK_EDITABLE (budget), "Usual");
  gtk_spin_button_update (budget);
  g_assert_cmpfloat (gtk_spin_button_get_value (budget), ==, 0.0);
  serial = wadi_analysis_get_serial (fixture.analysis);
  gtk_editable_set_text (GTK_EDITABLE (budget), "6");
  gtk_spin_button_update (budget);
  g_assert_cmpfloat (gtk_spin_button_get_value (budget), ==, 6.0);
  wait_for_answer (&fixture, serial);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (budget)), ==, "6.0");

  serial = wadi_analysis_get_serial (fixture.analysis);
  gtk_spin_button_set_value (budget, 1);
  wait_for_answer (&fixture, serial);
  g_assert_cmpint (wadi_analysis_get_mode (fixture.analysis), ==, WADI_ANALYSIS_REACH);
  g_assert_cmpfloat_with_epsilon (wadi_analysis_cost_at (fixture.analysis, hex_of (&fixture, "25E6")), 1, 1e-4);
  g_assert_cmpfloat (wadi_analysis_cost_at (fixture.analysis, hex_of (&fixture, "25E8")), ==, -1);
  fixture_close (&fixture);
}

/* The reach's options the ruleset lacks are greyed out and let go of:
 * the classic charts have roads but neither a VCA nor Double Time, ASL
 * all three (its descriptor says so, wadi-ruleset.h). */
static void
test_reach_options_by_ruleset (void)
{
  Fixture           fixture = { 0 };
  GtkWidget        *palette;
  GtkWidget        *facing, *double_time, *road;
  WadiToolSettings *settings;

  fixture_open (&fixture, "asl-three-boards.wadi");
  palette = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture.window), WADI_TYPE_WINDOW, "palette"));
  facing = GTK_WIDGET (gtk_widget_get_template_child (palette, WADI_TYPE_PALETTE, "analysis_vca"));
  double_time = GTK_WIDGET (gtk_widget_get_template_child (palette, WADI_TYPE_PALETTE, "analysis_double_time"));
  road = GTK_WIDGET (gtk_widget_get_template_child (palette, WADI_TYPE_PALETTE, "analysis_road"));
  settings = wadi_tool_get_settings (wadi_canvas_get_tool (fixture.canvas));
  g_assert_true (gtk_widget_get_sensitive (facing));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (facing), 2);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (double_time), TRUE);
  g_assert_cmpint (settings->analysis_vca, ==, 1);
  g_assert_true (settings->analysis_double_time);

  /* the same window on a scenario of the classic charts */
  wadi_window_set_scenario (fixture.window, wadi_fixture_classic_examples (), NULL);
  wadi_test_flush ();
  g_assert_false (gtk_widget_get_sensitive (facing));
  g_assert_false (gtk_widget_get_sensitive (double_time));
  g_assert_true (gtk_widget_get_sensitive (road));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (facing)), ==, 0);
  g_assert_cmpint (settings->analysis_vca, ==, -1);
  g_assert_false (settings->analysis_double_time);
  fixture_close (&fixture);
}

/* The legend shows the shades the answer can have: all before a
 * question, a viewshed's or a reach's after one, dead ground while a side
 * is asked, and blind hexes only under Tide of Iron (a designer read
 * "Blind hex (Tide of Iron)" and "Reached" beside an ASL viewshed). */
static void
test_legend_follows_answer (void)
{
  Fixture           fixture = { 0 };
  GtkWidget        *palette;
  GtkWidget        *rows[5];
  const char *const names[] = { "legend_seen", "legend_blind", "legend_not_seen", "legend_reached", "legend_dead" };
  guint             serial;

  fixture_open (&fixture, "asl-f5-b20.wadi");
  palette = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (fixture.window), WADI_TYPE_WINDOW, "palette"));
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    rows[i] = GTK_WIDGET (gtk_widget_get_template_child (palette, WADI_TYPE_PALETTE, names[i]));
#define SHOWN(i) gtk_widget_get_visible (rows[i])
  /* nothing asked, ASL: all but the blind hexes */
  g_assert_true (SHOWN (0) && !SHOWN (1) && SHOWN (2) && SHOWN (3) && SHOWN (4));

  serial = wadi_analysis_get_serial (fixture.analysis);
  click (&fixture, "13P5", 0);
  wait_for_answer (&fixture, serial);
  g_assert_true (SHOWN (0) && !SHOWN (1) && SHOWN (2) && !SHOWN (3) && !SHOWN (4));

  serial = wadi_analysis_get_serial (fixture.analysis);
  click (&fixture, "13P5", GDK_SHIFT_MASK);
  wait_for_answer (&fixture, serial);
  g_assert_true (!SHOWN (0) && !SHOWN (1) && !SHOWN (2) && SHOWN (3) && !SHOWN (4));

  serial = wadi_analysis_get_serial (fixture.analysis);
  wadi_analysis_set_dead_ground_side (fixture.analysis, "German");
  wait_for_answer (&fixture, serial);
  g_assert_true (SHOWN (3) && SHOWN (4));

  /* Tide of Iron's LOS has blind hexes */
  wadi_analysis_clear (fixture.analysis);
  wadi_analysis_set_dead_ground_side (fixture.analysis, NULL);
  wadi_window_set_scenario (fixture.window, wadi_fixture_toi_los (), NULL);
  wadi_test_flush ();
  g_assert_true (SHOWN (0) && SHOWN (1) && SHOWN (2));
#undef SHOWN
  fixture_close (&fixture);
}

static void
test_screenshots (void)
{
  Fixture fixture = { 0 };
  guint   serial;
  double  sx, sy;

  if (g_getenv ("WADI_ANALYSIS_SHOTS") == NULL)
    {
      g_test_skip ("WADI_ANALYSIS_SHOTS is not set");
      return;
    }

  /* a unit at Crest in board 25's stream, others of its side IN the
   * gully and the stream, one in the open */
  fixture_open (&fixture, "asl-three-boards.wadi");
  {
    WadiCounter crest = { 0 };

    crest.kind = WADI_COUNTER_CREST;
    crest.hex = hex_of (&fixture, "25X4");
    crest.centre = 3; /* S */
    wadi_document_begin_edit (fixture.document, "test");
    g_assert_cmpuint (wadi_document_add_counter (fixture.document, &crest), >, 0);
    wadi_document_end_edit (fixture.document);
  }
  add_unit (&fixture, "25X4", WADI_UNIT_INFANTRY, WADI_POSITION_CREST, "German");
  add_unit (&fixture, "25F8", WADI_UNIT_INFANTRY, WADI_POSITION_IN, "German");
  add_unit (&fixture, "25CC3", WADI_UNIT_INFANTRY, WADI_POSITION_IN, "German");
  add_unit (&fixture, "14Q5", WADI_UNIT_INFANTRY, WADI_POSITION_GROUND, "German");
  wadi_test_look_at (fixture.window, "25Z8", 14);
  serial = wadi_analysis_get_serial (fixture.analysis);
  click (&fixture, "25X4", 0);
  wait_for_answer (&fixture, serial);
  save_shot (&fixture, "atool-viewshed.png");

  wadi_analysis_clear (fixture.analysis);
  serial = wadi_analysis_get_serial (fixture.analysis);
  wadi_analysis_set_dead_ground_side (fixture.analysis, "German");
  wait_for_answer (&fixture, serial);
  save_shot (&fixture, "atool-deadground.png");
  fixture_close (&fixture);

  /* a vehicle's reach across the wadi */
  fixture_open (&fixture, "toi-wadi.wadi");
  wadi_test_look_at (fixture.window, "0707", 60);
  serial = wadi_analysis_get_serial (fixture.analysis);
  click (&fixture, "0710", GDK_SHIFT_MASK);
  wait_for_answer (&fixture, serial);
  wadi_test_screen_point (fixture.window, "0703", &sx, &sy);
  wadi_canvas_pointer_motion (fixture.canvas, sx, sy, 0);
  wadi_test_wait_frames (GTK_WIDGET (fixture.canvas));
  save_shot (&fixture, "atool-reach.png");
  fixture_close (&fixture);
}

int
main (int   argc,
      char *argv[])
{
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;

  g_test_add_func ("/analysis-tool/viewshed-click-and-edit", test_viewshed_click_and_edit);
  g_test_add_func ("/analysis-tool/keyboard-reach", test_keyboard_reach);
  g_test_add_func ("/analysis-tool/reach-options", test_reach_options);
  g_test_add_func ("/analysis-tool/reach-options-by-ruleset", test_reach_options_by_ruleset);
  g_test_add_func ("/analysis-tool/legend-follows-answer", test_legend_follows_answer);
  g_test_add_func ("/analysis-tool/screenshots", test_screenshots);
  return g_test_run ();
}
