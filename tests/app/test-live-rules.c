/* test-live-rules.c: the diagnostics panel, the SSR panel and the inspector
 * in a real window, under a display
 *
 * Runs in the 'gui' suite (tools/run-tests wraps it in xvfb-run).  Opens a
 * copy of the ASL example with violations added, edits through the canvas
 * and the panels, and checks that the list, the canvas and the inspector
 * follow; writes screenshots of the panel and of a line of sight to the
 * build folder.  The live rules themselves (the list following the
 * document's edits) are tested without a display in test-live-rules-model.
 */
#include "config.h"

#include "wadi-format.h"
#include "wadi-test-fixtures.h"
#include "wadi-test-gui.h"

typedef struct
{
  char       *dir;
  GFile      *file;
  WadiWindow *window;
} Fixture;

/* What the example adds to the bundled ASL example: a ford on open ground,
 * a foxhole in the (shallow) stream, and town terrain, which ASL does not
 * have. */
static const struct
{
  const char *anchor;
  const char *insert;
} violations[] = {
  { "    <hex at=\"J8\"", "    <hex at=\"A8\" terrain=\"town\"/>\n" },
  { "</scenario>", "  <counter id=\"20\" kind=\"ford\" board=\"25\" at=\"F5\"/>\n"
                   "  <counter id=\"21\" kind=\"foxhole\" board=\"13\" at=\"P5\"/>\n" },
};

/* Runs the main loop until the live rules have validated what is pending:
 * the idle, not a flush, so the test sees what the user sees. */
static void
wait_validated (WadiWindow *window)
{
  WadiLiveRules *rules = wadi_window_get_live_rules (window);
  gint64         deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (wadi_live_rules_is_pending (rules) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (wadi_live_rules_is_pending (rules));
}

static GFile *
write_example (const char *dir,
               gboolean    with_violations)
{
  g_autofree char *source = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples",
                                              "asl-f5-b20.wadi", NULL);
  g_autofree char *path = g_build_filename (dir, "violations.wadi", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GString) text = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (source, &contents, NULL, &error);
  g_assert_no_error (error);
  text = g_string_new (contents);
  for (guint i = 0; with_violations && i < G_N_ELEMENTS (violations); i++)
    {
      const char *at = strstr (text->str, violations[i].anchor);

      g_assert_nonnull (at);
      g_string_insert (text, at - text->str, violations[i].insert);
    }
  g_file_set_contents (path, text->str, (gssize) text->len, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

static void
fixture_open (Fixture *fixture,
              gboolean with_violations)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("wadi-live-rules-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->file = write_example (fixture->dir, with_violations);
  fixture->window = wadi_window_new (NULL);
  g_object_ref_sink (fixture->window);
  g_assert_true (wadi_window_load_file (fixture->window, fixture->file, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1400, 860);
  gtk_window_present (GTK_WINDOW (fixture->window));
  wadi_test_wait_until_drawn (fixture->window);
}

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  fixture_open (fixture, TRUE);
}

static void
fixture_setup_plain (Fixture      *fixture,
                     gconstpointer data)
{
  fixture_open (fixture, FALSE);
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  wadi_document_mark_saved (wadi_window_get_document (fixture->window));
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_object_unref (fixture->window);
  g_object_unref (fixture->file);
  wadi_test_remove_dir (fixture->dir);
  g_free (fixture->dir);
}

static const WadiScenario *
scenario_of (Fixture *fixture)
{
  return wadi_document_get_scenario (wadi_window_get_document (fixture->window));
}

/* A click through the canvas's gesture handlers. */
static void
click (Fixture        *fixture,
       const char     *label,
       GdkModifierType state)
{
  WadiCanvas *canvas = wadi_window_get_canvas (fixture->window);
  double      x, y;

  wadi_test_screen_point (fixture->window, label, &x, &y);
  wadi_canvas_pointer_motion (canvas, x, y, state);
  wadi_canvas_pointer_press (canvas, x, y, GDK_BUTTON_PRIMARY, state);
  wadi_canvas_pointer_release (canvas, x, y, state);
}

/* The Inspector on A and B, picked with the select tool, the view on
 * look_at. */
static void
inspect (Fixture    *fixture,
         const char *look_at,
         const char *a,
         const char *b)
{
  /* the tool first: with the hex cursor a jump to a diagnostic left in
   * hand, a tool picked looks at that hex again, and the view follows it */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "select");
  wadi_window_show_panel (fixture->window, "inspector");
  wadi_test_look_at (fixture->window, look_at, 56.0);
  click (fixture, a, 0);
  click (fixture, b, 0);
}

/* "code@location" for each listed diagnostic, in the panel's order. */
static char *
listed (Fixture *fixture)
{
  GListModel *model = G_LIST_MODEL (wadi_diagnostics_panel_get_selection (
      wadi_window_get_diagnostics_panel (fixture->window)));
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(WadiDiagnosticItem) item = g_list_model_get_item (model, i);

      g_string_append_printf (text, "%s%s@%s", i > 0 ? " " : "", wadi_diagnostic_item_get_code (item),
                              wadi_diagnostic_item_get_location (item));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

#define EXPECTED_LIST \
  "placement.ford-not-in-stream-or-gully@25F5 terrain.not-in-ruleset@25A8 placement.fortification-in-stream@13P5"

static guint
count_code (Fixture    *fixture,
            const char *code)
{
  GListModel *model = G_LIST_MODEL (wadi_window_get_live_rules (fixture->window));
  guint       n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(WadiDiagnosticItem) item = g_list_model_get_item (model, i);

      n += g_strcmp0 (wadi_diagnostic_item_get_code (item), code) == 0;
    }
  return n;
}

/* The bundled example, and the three violations added to it: nothing
 * more, nothing less, in the report order (board, row, column). */
static void
test_lists_known_violations (Fixture      *fixture,
                             gconstpointer data)
{
  WadiLiveRules   *rules = wadi_window_get_live_rules (fixture->window);
  g_autofree char *text = listed (fixture);

  g_test_message ("listed: %s", text);
  g_assert_cmpstr (text, ==, EXPECTED_LIST);
  g_assert_cmpuint (wadi_live_rules_count (rules, WADI_SEVERITY_ERROR), ==, 2);
  g_assert_cmpuint (wadi_live_rules_count (rules, WADI_SEVERITY_WARNING), ==, 1);

  /* the severity filter */
  wadi_diagnostics_panel_set_shown (wadi_window_get_diagnostics_panel (fixture->window), WADI_SEVERITY_ERROR,
                                    FALSE);
  g_clear_pointer (&text, g_free);
  text = listed (fixture);
  g_assert_cmpstr (text, ==, "terrain.not-in-ruleset@25A8");
  /* every severity again: the whole list (without a filter) */
  wadi_diagnostics_panel_set_shown (wadi_window_get_diagnostics_panel (fixture->window), WADI_SEVERITY_ERROR,
                                    TRUE);
  g_clear_pointer (&text, g_free);
  text = listed (fixture);
  g_assert_cmpstr (text, ==, EXPECTED_LIST);
}

/* Placing a ford where there is no stream: the status line says why before
 * the click, the diagnostic appears after it, and undo takes it away. */
static void
test_ford_then_undo (Fixture      *fixture,
                     gconstpointer data)
{
  WadiCanvas *canvas = wadi_window_get_canvas (fixture->window);
  WadiTool   *tool = wadi_canvas_get_tool (canvas);
  guint       before = count_code (fixture, "placement.ford-not-in-stream-or-gully");
  double      x, y;

  wadi_test_look_at (fixture->window, "25H4", 48.0);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "counter");
  wadi_tool_get_settings (tool)->counter_kind = WADI_COUNTER_FORD;

  wadi_test_screen_point (fixture->window, "25H4", &x, &y);
  wadi_canvas_pointer_motion (canvas, x, y, 0);
  g_test_message ("status: %s", wadi_canvas_get_status (canvas));
  g_assert_nonnull (strstr (wadi_canvas_get_status (canvas), "✗"));
  g_assert_nonnull (strstr (wadi_canvas_get_status (canvas), "B20.8"));
  /* over the stream it may stand */
  wadi_test_look_at (fixture->window, "13P5", 48.0);
  wadi_test_screen_point (fixture->window, "13P5", &x, &y);
  wadi_canvas_pointer_motion (canvas, x, y, 0);
  g_assert_nonnull (strstr (wadi_canvas_get_status (canvas), "✓"));

  /* placed anyway */
  wadi_test_look_at (fixture->window, "25H4", 48.0);
  click (fixture, "25H4", 0);
  wait_validated (fixture->window);
  g_assert_cmpuint (count_code (fixture, "placement.ford-not-in-stream-or-gully"), ==, before + 1);
  {
    g_autofree char *text = listed (fixture);

    g_assert_nonnull (strstr (text, "placement.ford-not-in-stream-or-gully@25H4"));
  }
  g_assert_cmpuint (wadi_live_rules_count (wadi_window_get_live_rules (fixture->window), WADI_SEVERITY_ERROR),
                    ==, 3);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  wait_validated (fixture->window);
  g_assert_cmpuint (count_code (fixture, "placement.ford-not-in-stream-or-gully"), ==, before);
  {
    g_autofree char *text = listed (fixture);

    g_assert_cmpstr (text, ==, EXPECTED_LIST);
  }
}

static guint
count_stream_hexes (const WadiScenario *scenario)
{
  const WadiBoard *map = wadi_scenario_grid (scenario);
  guint            n = 0;

  for (int row = 0; row < map->rows; row++)
    for (int col = 0; col < map->cols; col++)
      n += wadi_board_contains (map, (WadiHex) { col, row })
           && wadi_board_cell (map, (WadiHex) { col, row })->depression == WADI_DEPRESSION_STREAM;
  return n;
}

/* Streams made dry in the SSR panel: one undoable edit, and every stream
 * hex says it is a gully now. */
static void
test_ssr_dry (Fixture      *fixture,
              gconstpointer data)
{
  WadiSsrPanel *panel = wadi_window_get_ssr_panel (fixture->window);
  guint         streams = count_stream_hexes (scenario_of (fixture));

  g_assert_cmpuint (streams, >, 0);
  g_assert_cmpuint (count_code (fixture, "ssr.stream-dry"), ==, 0);
  wadi_window_show_panel (fixture->window, "ssr");
  wadi_test_wait_frames (GTK_WIDGET (fixture->window));

  adw_combo_row_set_selected (wadi_ssr_panel_get_depth_row (panel), WADI_STREAM_DRY);
  g_assert_cmpint (scenario_of (fixture)->ssr.stream_depth, ==, WADI_STREAM_DRY);
  wait_validated (fixture->window);
  g_assert_cmpuint (count_code (fixture, "ssr.stream-dry"), ==, streams);
  /* a dry stream takes a foxhole */
  g_assert_cmpuint (count_code (fixture, "placement.fortification-in-stream"), ==, 0);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_cmpint (scenario_of (fixture)->ssr.stream_depth, ==, WADI_STREAM_SHALLOW);
  /* the panel follows the undo */
  g_assert_cmpuint (adw_combo_row_get_selected (wadi_ssr_panel_get_depth_row (panel)), ==, WADI_STREAM_SHALLOW);
  wait_validated (fixture->window);
  g_assert_cmpuint (count_code (fixture, "ssr.stream-dry"), ==, 0);
  g_assert_cmpuint (count_code (fixture, "placement.fortification-in-stream"), ==, 1);

  /* the classic charts: town and fords (the TEC's STREAM FORD) are theirs,
   * hammada, wadis and Crest counters are not */
  adw_combo_row_set_selected (wadi_ssr_panel_get_ruleset_row (panel), WADI_RULESET_CLASSIC);
  g_assert_cmpint (scenario_of (fixture)->ruleset, ==, WADI_RULESET_CLASSIC);
  wait_validated (fixture->window);
  {
    g_autofree char *text = listed (fixture);

    g_assert_null (strstr (text, "terrain.not-in-ruleset@25A8"));
    g_assert_nonnull (strstr (text, "terrain.not-in-ruleset@25B2"));
    g_assert_nonnull (strstr (text, "depression.not-in-ruleset@25G9"));
    g_assert_null (strstr (text, "placement.kind-not-in-ruleset@13P4"));
    g_assert_nonnull (strstr (text, "placement.kind-not-in-ruleset@14T3"));
  }
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL);
  g_assert_cmpuint (adw_combo_row_get_selected (wadi_ssr_panel_get_ruleset_row (panel)), ==, WADI_RULESET_ASL);
  wait_validated (fixture->window);
  {
    g_autofree char *text = listed (fixture);

    g_assert_cmpstr (text, ==, EXPECTED_LIST);
  }
}

static void
assert_viewport_at (Fixture              *fixture,
                    const WadiDiagnostic *diagnostic)
{
  WadiCanvas      *canvas = wadi_window_get_canvas (fixture->window);
  WadiViewport    *viewport = wadi_canvas_get_viewport (canvas);
  const WadiBoard *board = wadi_scenario_grid (scenario_of (fixture));
  double           x, y;

  wadi_hex_center (board->layout, diagnostic->hex, &x, &y);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_center_x (viewport), x, 1e-6);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_center_y (viewport), y, 1e-6);
  g_assert_cmpfloat (wadi_viewport_get_zoom (viewport), >=, 40.0);
  g_assert_true (wadi_canvas_get_rules_overlay (canvas)->has_highlight);
  g_assert_true (wadi_diagnostic_equal (&wadi_canvas_get_rules_overlay (canvas)->highlight, diagnostic));
  /* the hex cursor there too, and the status line (what a screen reader
   * is told) says the diagnostic: "Error B20.8: A ford stands …" */
  {
    WadiHex          cursor;
    g_autofree char *said = g_strdup_printf ("%s %s: %s", wadi_severity_display_name (diagnostic->severity),
                                             diagnostic->rule, diagnostic->message);

    g_assert_true (wadi_canvas_get_key_cursor (canvas, &cursor));
    g_assert_true (wadi_hex_equal (cursor, diagnostic->hex));
    g_test_message ("status: %s", wadi_canvas_get_status (canvas));
    g_assert_nonnull (strstr (wadi_canvas_get_status (canvas), said));
  }
}

/* A click, press and release, on the diagnostics list's selected row, as
 * its click gesture hears one (GTK 4.8 has no way to make the pointer
 * events themselves). */
static void
click_selected_row (Fixture *fixture)
{
  WadiDiagnosticsPanel *panel = wadi_window_get_diagnostics_panel (fixture->window);
  GtkWidget            *row = NULL;
  g_autoptr(GListModel) controllers = NULL;

  for (GtkWidget *child = wadi_test_find_widget_of_type (GTK_WIDGET (panel), GTK_TYPE_LIST_VIEW); child != NULL;)
    {
      GtkWidget *item = gtk_widget_get_first_child (child);

      /* the list's items, each a row of its own */
      for (; item != NULL; item = gtk_widget_get_next_sibling (item))
        if (gtk_widget_has_css_class (item, "activatable") && (gtk_widget_get_state_flags (item) & GTK_STATE_FLAG_SELECTED))
          row = gtk_widget_get_first_child (item);
      break;
    }
  g_assert_nonnull (row);
  controllers = gtk_widget_observe_controllers (row);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        {
          g_signal_emit_by_name (controller, "pressed", 1, 5.0, 5.0);
          g_signal_emit_by_name (controller, "released", 1, 5.0, 5.0);
          return;
        }
    }
  g_assert_not_reached ();
}

/* Selecting a diagnostic in the list (what a click does) moves the view to
 * it, wherever on the map; F8 and Shift+F8 walk the list. */
static void
test_activate_moves_viewport (Fixture      *fixture,
                              gconstpointer data)
{
  GtkSingleSelection *selection = wadi_diagnostics_panel_get_selection (wadi_window_get_diagnostics_panel (fixture->window));
  guint               n = g_list_model_get_n_items (G_LIST_MODEL (selection));
  g_autoptr(WadiDiagnosticItem) last = NULL;
  g_autoptr(WadiDiagnosticItem) first = NULL;

  wadi_window_show_panel (fixture->window, "diagnostics");
  wadi_canvas_zoom_fit (wadi_window_get_canvas (fixture->window));
  wadi_test_wait_frames (GTK_WIDGET (fixture->window));
  g_assert_cmpuint (n, ==, 3);

  /* the foxhole in the stream, on board 13 while board 25 is in view */
  gtk_single_selection_set_selected (selection, n - 1);
  last = g_list_model_get_item (G_LIST_MODEL (selection), n - 1);
  g_assert_cmpstr (wadi_diagnostic_item_get_location (last), ==, "13P5");
  assert_viewport_at (fixture, wadi_diagnostic_item_get (last));
  wadi_test_wait_frames (GTK_WIDGET (fixture->window));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.next-diagnostic", NULL);
  g_assert_cmpuint (gtk_single_selection_get_selected (selection), ==, 0);
  first = g_list_model_get_item (G_LIST_MODEL (selection), 0);
  assert_viewport_at (fixture, wadi_diagnostic_item_get (first));
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.previous-diagnostic", NULL);
  g_assert_cmpuint (gtk_single_selection_get_selected (selection), ==, n - 1);
  assert_viewport_at (fixture, wadi_diagnostic_item_get (last));

  /* the view moved away, a click on the row still selected jumps there
   * again (a German try-out's did nothing) */
  wadi_canvas_zoom_fit (wadi_window_get_canvas (fixture->window));
  wadi_test_wait_frames (GTK_WIDGET (fixture->window));
  click_selected_row (fixture);
  assert_viewport_at (fixture, wadi_diagnostic_item_get (last));
}

/* The status line (the map's description, which a screen reader reads)
 * says what the rules say of the hex in hand, whatever the tool, and says
 * it again as soon as an edit changes it: an accessibility try-out heard
 * nothing of the ford in error on 25F5 with the select tool. */
static void
test_status_says_diagnostics_here (Fixture      *fixture,
                                   gconstpointer data)
{
  WadiCanvas      *canvas = wadi_window_get_canvas (fixture->window);
  WadiDocument    *document = wadi_window_get_document (fixture->window);
  WadiHex          ford, open;
  g_autofree char *said = g_strdup_printf ("%s B20.8: ", wadi_severity_display_name (WADI_SEVERITY_ERROR));

  wadi_fixture_locate (scenario_of (fixture), "25F5", &ford);
  wadi_fixture_locate (scenario_of (fixture), "25F7", &open);
  wadi_canvas_set_tool_kind (canvas, WADI_TOOL_SELECT);
  wadi_canvas_set_key_cursor (canvas, ford);
  g_test_message ("at 25F5: %s", wadi_canvas_get_status (canvas));
  g_assert_nonnull (strstr (wadi_canvas_get_status (canvas), said));

  wadi_canvas_set_key_cursor (canvas, open);
  g_assert_null (strstr (wadi_canvas_get_status (canvas), "B20.8"));
  /* a ford put where the hex cursor is: said once the rules have run */
  g_assert_cmpuint (
      wadi_document_add_counter (document, &(WadiCounter) { .kind = WADI_COUNTER_FORD, .hex = open }), >, 0);
  wait_validated (fixture->window);
  g_test_message ("at 25F7: %s", wadi_canvas_get_status (canvas));
  g_assert_nonnull (strstr (wadi_canvas_get_status (canvas), said));
}

/* The diagnostic jumped to comes first in the status line, after the
 * hex's name, whatever the tool says of the hex: a try-out with the
 * Counter tool on Crest clicked a ford's error and read the tool's
 * verdict on a new Crest, the error cut off at the line's end. */
static void
test_jump_says_the_diagnostic_first (Fixture      *fixture,
                                     gconstpointer data)
{
  WadiCanvas         *canvas = wadi_window_get_canvas (fixture->window);
  GtkSingleSelection *selection = wadi_diagnostics_panel_get_selection (wadi_window_get_diagnostics_panel (fixture->window));
  g_autofree char    *said = g_strdup_printf ("%s B20.8: ", wadi_severity_display_name (WADI_SEVERITY_ERROR));
  const char         *status, *diagnostic, *verdict;

  wadi_window_show_panel (fixture->window, "diagnostics");
  wadi_canvas_set_tool_kind (canvas, WADI_TOOL_COUNTER);
  wadi_tool_get_settings (wadi_canvas_get_tool (canvas))->counter_kind = WADI_COUNTER_CREST;
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)); i++)
    {
      g_autoptr(WadiDiagnosticItem) item = g_list_model_get_item (G_LIST_MODEL (selection), i);

      if (g_strcmp0 (wadi_diagnostic_item_get (item)->rule, "B20.8") == 0)
        gtk_single_selection_set_selected (selection, i);
    }
  wadi_test_wait_frames (GTK_WIDGET (fixture->window));
  status = wadi_canvas_get_status (canvas);
  g_test_message ("status: %s", status);
  diagnostic = strstr (status, said);
  verdict = strstr (status, "a new Crest");
  g_assert_nonnull (diagnostic);
  g_assert_nonnull (verdict);
  g_assert_true (diagnostic < verdict);
  /* right after the hex's name */
  g_assert_true (strstr (status, " · ") + strlen (" · ") == diagnostic);

  /* the hexside tool's line begins with the hexside, whose name holds the
   * hex's: the diagnostic comes after it, not inside it */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "hexside");
  status = wadi_canvas_get_status (canvas);
  g_test_message ("status: %s", status);
  g_assert_true (g_str_has_prefix (status, "Hexside 25F5"));
  diagnostic = strstr (status, said);
  g_assert_nonnull (diagnostic);
  g_assert_true (strstr (status, " · ") + strlen (" · ") == diagnostic);
}

/* The outline of the diagnostic jumped to stays while the diagnostic is
 * there (another one fixed meanwhile) and goes with it: the ford taken off
 * open ground, the live rules run, 25F5 is no longer outlined. */
static void
test_highlight_goes_with_its_diagnostic (Fixture      *fixture,
                                         gconstpointer data)
{
  WadiDocument       *document = wadi_window_get_document (fixture->window);
  WadiRulesOverlay   *overlay = wadi_canvas_get_rules_overlay (wadi_window_get_canvas (fixture->window));
  GtkSingleSelection *selection = wadi_diagnostics_panel_get_selection (wadi_window_get_diagnostics_panel (fixture->window));
  g_autoptr(WadiDiagnosticItem) ford = NULL;

  wadi_window_show_panel (fixture->window, "diagnostics");
  gtk_single_selection_set_selected (selection, 0);
  ford = g_list_model_get_item (G_LIST_MODEL (selection), 0);
  g_assert_cmpstr (wadi_diagnostic_item_get_code (ford), ==, "placement.ford-not-in-stream-or-gully");
  assert_viewport_at (fixture, wadi_diagnostic_item_get (ford));

  /* the foxhole (counter 21) out of the stream: the ford's outline stays */
  g_assert_true (wadi_document_remove_counter (document, 21));
  wait_validated (fixture->window);
  g_assert_cmpuint (count_code (fixture, "placement.fortification-in-stream"), ==, 0);
  g_assert_true (overlay->has_highlight);
  g_assert_true (wadi_diagnostic_equal (&overlay->highlight, wadi_diagnostic_item_get (ford)));

  /* the ford (counter 20) gone: its outline goes */
  g_assert_true (wadi_document_remove_counter (document, 20));
  wait_validated (fixture->window);
  g_assert_cmpuint (count_code (fixture, "placement.ford-not-in-stream-or-gully"), ==, 0);
  g_assert_false (overlay->has_highlight);
  g_assert_null (strstr (wadi_canvas_get_status (wadi_window_get_canvas (fixture->window)), "B20.8:"));
}

/* F5.2: IN 25I9 to IN 25J8 is 4 MF for infantry, picked with the select
 * tool: a click, then a second click. */
static void
test_inspector_f5_2 (Fixture      *fixture,
                     gconstpointer data)
{
  WadiInspector *inspector = wadi_window_get_inspector (fixture->window);
  const char    *infantry;

  wadi_test_look_at (fixture->window, "25I9", 48.0);
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.tool", "s", "select");
  click (fixture, "25I9", 0);
  click (fixture, "25J8", 0);
  infantry = wadi_inspector_get_movement_text (inspector, WADI_UNIT_INFANTRY);
  g_test_message ("infantry: %s", infantry);
  g_assert_cmpstr (infantry, ==, "4 MF = 2 [enter wadi, F5.2] x 2 [higher elevation, B10.4]");
  g_assert_cmpstr (wadi_inspector_get_movement_text (inspector, WADI_UNIT_FULLY_TRACKED), ==,
                   "7 MP = 2 [enter wadi, F5.2] + 1 [COT, F1] + 4 [higher elevation, B10.4]");
  g_assert_true (wadi_canvas_get_rules_overlay (wadi_window_get_canvas (fixture->window))->has_to);

  /* Shift+click moves the second hex: H7 to G7 up the Abrupt Elevation
   * Change, from the ground */
  click (fixture, "25H7", 0);
  click (fixture, "25G7", GDK_SHIFT_MASK);
  g_assert_cmpstr (wadi_inspector_get_movement_text (inspector, WADI_UNIT_INFANTRY), ==,
                   "4 MF = 2 [Abrupt Elevation intermediate level, B10.5] + 2 [enter wadi, F5.2]");
}

/* The Inspector's "Clear" names the woods and buildings between A and B
 * that the line leaves out (ASL's LOS weighs ground and depressions
 * only): a try-out read a green Clear through two woods hexes as the
 * rules' verdict. */
static void
test_inspector_names_unweighed (Fixture      *fixture,
                                gconstpointer data)
{
  WadiDocument  *document = wadi_window_get_document (fixture->window);
  WadiInspector *inspector = wadi_window_get_inspector (fixture->window);
  const char    *los_text;

  for (const char *const *label = (const char *const[]) { "25C5", "25E5", NULL }; *label != NULL; label++)
    {
      WadiHex     hex;
      WadiHexCell cell;

      wadi_fixture_locate (scenario_of (fixture), *label, &hex);
      cell = *wadi_board_cell (wadi_scenario_grid (scenario_of (fixture)), hex);
      cell.terrain = WADI_TERRAIN_WOODS;
      g_assert_true (wadi_document_set_cell (document, hex, &cell));
    }
  inspect (fixture, "25D5", "25B5", "25F5");
  g_assert_cmpint (wadi_inspector_get_los (inspector)->verdict, ==, WADI_LOS_CLEAR);
  los_text = wadi_inspector_get_los_text (inspector);
  g_test_message ("%s", los_text);
  g_assert_nonnull (strstr (los_text, "\nWoods or buildings on the line, not weighed: 25C5, 25E5"));
}

/* B20.92 EX: IN 14T3 does not see Crest 14R3, decided along the S3-S4
 * hexside; the Inspector lists both hexes of that hexside among those the
 * line passes, as the CLI does, and says A cannot fire at B at all rather
 * than what would protect B. */
static void
test_inspector_b20_92 (Fixture      *fixture,
                       gconstpointer data)
{
  WadiInspector *inspector = wadi_window_get_inspector (fixture->window);
  const char    *los_text;
  const char    *fire_text;

  inspect (fixture, "14S4", "14T3", "14R3");
  wadi_inspector_set_positions (inspector, WADI_POSITION_IN, WADI_POSITION_CREST);
  g_assert_cmpint (wadi_inspector_get_los (inspector)->verdict, ==, WADI_LOS_BLOCKED);
  los_text = wadi_inspector_get_los_text (inspector);
  fire_text = wadi_inspector_get_fire_text (inspector);
  g_test_message ("%s\n%s", los_text, fire_text);
  g_assert_true (strstr (los_text, "Hexes crossed: 14T3, 14S4, 14S3, 14R3") != NULL
                 || strstr (los_text, "Hexes crossed: 14T3, 14S3, 14S4, 14R3") != NULL);
  g_assert_nonnull (fire_text);
  g_assert_true (g_str_has_prefix (fire_text, "No Direct Fire at "));
  g_assert_null (strstr (fire_text, "✓"));

  /* Crest status on open ground is no position at all (B20.9): the line
   * is not answered, nor drawn, nor the fire */
  click (fixture, "14T3", 0);
  click (fixture, "14S5", 0);
  wadi_inspector_set_positions (inspector, WADI_POSITION_IN, WADI_POSITION_CREST);
  los_text = wadi_inspector_get_los_text (inspector);
  g_test_message ("%s", los_text);
  g_assert_cmpstr (los_text, ==, "B (14S5): the hex has no Depression to be IN or in Crest status (B20.9)");
  g_assert_null (wadi_inspector_get_fire_text (inspector));
  g_assert_null (wadi_canvas_get_rules_overlay (wadi_window_get_canvas (fixture->window))->los);

  /* Crest to Crest they see each other, and the fire rules speak */
  click (fixture, "14T3", 0);
  click (fixture, "14R3", 0);
  wadi_inspector_set_positions (inspector, WADI_POSITION_CREST, WADI_POSITION_CREST);
  g_assert_cmpint (wadi_inspector_get_los (inspector)->verdict, ==, WADI_LOS_CLEAR);
  fire_text = wadi_inspector_get_fire_text (inspector);
  g_assert_true (fire_text == NULL || g_str_has_prefix (fire_text, "Direct Fire at "));
}

/* DoF movement example 2: the British hold E3's wadi level, so a German
 * squad standing at A (F2) may enter E3 on the bridge only; the
 * Inspector's movement takes the side of the unit at A, as wadi-cli cost
 * --side does. */
static void
test_inspector_mover_side (Fixture      *fixture,
                           gconstpointer data)
{
  WadiInspector *inspector = wadi_window_get_inspector (fixture->window);
  WadiScenario  *scenario = wadi_fixture_toi_examples ();
  WadiCounter    german = { 0 };
  const char    *infantry;

  german.kind = WADI_COUNTER_UNIT;
  german.hex = wadi_fixture_hex (scenario, "F2");
  german.unit_class = WADI_UNIT_INFANTRY;
  german.side = (char *) "German";
  wadi_scenario_add_counter (scenario, &german);
  wadi_window_set_scenario (fixture->window, scenario, NULL);
  wadi_test_wait_until_drawn (fixture->window);
  inspect (fixture, "E3", "F2", "E3");
  wadi_inspector_set_positions (inspector, WADI_POSITION_GROUND, WADI_POSITION_WADI);
  infantry = wadi_inspector_get_movement_text (inspector, WADI_UNIT_INFANTRY);
  g_test_message ("%s", infantry);
  g_assert_nonnull (strstr (infantry, "DoF movement ex. 2"));
  wadi_inspector_set_positions (inspector, WADI_POSITION_GROUND, WADI_POSITION_BRIDGE);
  g_assert_true (g_str_has_prefix (wadi_inspector_get_movement_text (inspector, WADI_UNIT_INFANTRY), "1 MP"));
}

/* The panel with the violations, one jumped to; the B20.2 line from IN
 * 13P5 to M6, blocked where it leaves the stream; Crest 14T3's protected
 * hexsides; the CAFPs of 25C2. */
static void
test_screenshots (Fixture      *fixture,
                  gconstpointer data)
{
  WadiInspector       *inspector = wadi_window_get_inspector (fixture->window);
  const WadiLosResult *los;

  wadi_window_show_panel (fixture->window, "diagnostics");
  wadi_test_look_at (fixture->window, "25F5", 56.0);
  gtk_single_selection_set_selected (wadi_diagnostics_panel_get_selection (
                                         wadi_window_get_diagnostics_panel (fixture->window)),
                                     1);
  wadi_test_wait_until_drawn (fixture->window);
  wadi_test_save_screenshot (fixture->window, "wadi-live-rules-panel.png");

  inspect (fixture, "13O5", "13P5", "13M6");
  los = wadi_inspector_get_los (inspector);
  g_assert_cmpint (los->verdict, ==, WADI_LOS_BLOCKED);
  g_assert_nonnull (strstr (wadi_inspector_get_los_text (inspector), "Blocked"));
  /* no line of sight, so no Direct Fire, whatever protects M6 */
  g_assert_nonnull (wadi_inspector_get_fire_text (inspector));
  g_assert_true (g_str_has_prefix (wadi_inspector_get_fire_text (inspector), "No Direct Fire at "));
  wadi_test_wait_until_drawn (fixture->window);
  wadi_test_save_screenshot (fixture->window, "wadi-live-rules-los.png");

  click (fixture, "13P5", 0);
  click (fixture, "13Q3", 0);
  g_assert_cmpint (wadi_inspector_get_los (inspector)->verdict, ==, WADI_LOS_CLEAR);
  /* Fire from P3 at IN P5 finds the stream Open Ground (B20.3) and hits
   * Crest units there too (B20.92). */
  click (fixture, "13P3", 0);
  click (fixture, "13P5", 0);
  g_assert_nonnull (wadi_inspector_get_fire_text (inspector));
  g_assert_nonnull (strstr (wadi_inspector_get_fire_text (inspector), "✓ Open Ground (B20.3)"));
  g_assert_nonnull (strstr (wadi_inspector_get_fire_text (inspector), "✓ Also hits Crest status (B20.92)"));
  wadi_test_wait_until_drawn (fixture->window);
  wadi_test_save_screenshot (fixture->window, "wadi-live-rules-fire.png");

  wadi_test_look_at (fixture->window, "14S4", 72.0);
  click (fixture, "14T3", 0);
  g_assert_cmphex (wadi_canvas_get_rules_overlay (wadi_window_get_canvas (fixture->window))->protected_sides, !=, 0);
  wadi_test_wait_until_drawn (fixture->window);
  wadi_test_save_screenshot (fixture->window, "wadi-live-rules-crest.png");

  /* 14T3 and 25C2 are one map apart: a click would be the second pick of
   * a line between them; start again */
  wadi_inspector_clear (wadi_window_get_inspector (fixture->window));
  wadi_test_look_at (fixture->window, "25C2", 72.0);
  click (fixture, "25C2", 0);
  g_assert_cmphex (wadi_canvas_get_rules_overlay (wadi_window_get_canvas (fixture->window))->cafp_vertices, !=, 0);
  wadi_test_wait_until_drawn (fixture->window);
  wadi_test_save_screenshot (fixture->window, "wadi-live-rules-cafp.png");
}

/* A Tide of Iron line with its blind hexes: tank C on the hill 0702
 * looking down the wadi to I (0707), behind the bridge. */
static void
test_toi_blind_screenshot (Fixture      *fixture,
                           gconstpointer data)
{
  WadiInspector       *inspector = wadi_window_get_inspector (fixture->window);
  WadiScenario        *scenario = wadi_fixture_toi_los ();
  const WadiLosResult *los;

  wadi_window_set_scenario (fixture->window, scenario, NULL);
  wadi_test_wait_until_drawn (fixture->window);
  inspect (fixture, "0705", "0702", "0707");
  los = wadi_inspector_get_los (inspector);
  g_test_message ("los: %s", wadi_inspector_get_los_text (inspector));
  g_assert_cmpint (los->verdict, ==, WADI_LOS_BLIND);
  g_assert_cmpuint (los->blind_hexes->len, >, 0);
  wadi_test_wait_until_drawn (fixture->window);
  wadi_test_save_screenshot (fixture->window, "wadi-live-rules-toi-blind.png");
}

int
main (int   argc,
      char *argv[])
{
  /* The figures are about Wadi, not about GL emulated in software under
   * Xvfb (a frame there takes 100 to 200 ms): draw with cairo, as a machine
   * without a GPU does. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  if (!wadi_test_gui_init (&argc, &argv))
    return 0;
  /* screenshots of settled widgets, not of transitions */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

#define ADD(path, setup, func) \
  g_test_add (path, Fixture, NULL, setup, func, fixture_teardown)
  ADD ("/live-rules/lists-known-violations", fixture_setup, test_lists_known_violations);
  ADD ("/live-rules/ford-then-undo", fixture_setup, test_ford_then_undo);
  ADD ("/live-rules/ssr-dry", fixture_setup, test_ssr_dry);
  ADD ("/live-rules/activate-moves-viewport", fixture_setup, test_activate_moves_viewport);
  ADD ("/live-rules/highlight-goes-with-its-diagnostic", fixture_setup, test_highlight_goes_with_its_diagnostic);
  ADD ("/live-rules/status-says-diagnostics-here", fixture_setup, test_status_says_diagnostics_here);
  ADD ("/live-rules/jump-says-the-diagnostic-first", fixture_setup, test_jump_says_the_diagnostic_first);
  ADD ("/live-rules/inspector-f5.2", fixture_setup_plain, test_inspector_f5_2);
  ADD ("/live-rules/inspector-b20.92", fixture_setup_plain, test_inspector_b20_92);
  ADD ("/live-rules/inspector-names-unweighed", fixture_setup_plain, test_inspector_names_unweighed);
  ADD ("/live-rules/inspector-mover-side", fixture_setup_plain, test_inspector_mover_side);
  ADD ("/live-rules/screenshots", fixture_setup, test_screenshots);
  ADD ("/live-rules/toi-blind-screenshot", fixture_setup_plain, test_toi_blind_screenshot);
#undef ADD

  return g_test_run ();
}
