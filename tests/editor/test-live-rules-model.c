/* test-live-rules-model.c: a document's diagnostics kept up to date,
 * without a display
 *
 * Drives a WadiDocument with WadiLiveRules on it and the default main
 * context: edits go in, the idle validates, and the list (a GListModel of
 * WadiDiagnosticItem) follows with items-changed.  The panels that show
 * it are tested in a window by test-live-rules (gui suite).
 */
#include "config.h"

#include "wadi-diagnostic-item.h"
#include "wadi-format.h"
#include "wadi-live-rules.h"
#include "wadi-validate.h"

typedef struct
{
  WadiDocument  *document;
  WadiLiveRules *rules;
  guint          updates; /* ::updated */
  guint          added;   /* items-changed, summed */
  guint          removed;
  guint          signals; /* items-changed emissions */
} Fixture;

/* What the test adds to the bundled ASL example: a ford on open ground,
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

#define EXPECTED_LIST \
  "placement.ford-not-in-stream-or-gully@25F5 terrain.not-in-ruleset@25A8 placement.fortification-in-stream@13P5"

static void
on_updated (WadiLiveRules *rules,
            Fixture       *fixture)
{
  fixture->updates++;
}

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Fixture    *fixture)
{
  fixture->signals++;
  fixture->removed += removed;
  fixture->added += added;
}

static void
fixture_follow (Fixture      *fixture,
                WadiScenario *scenario)
{
  fixture->document = wadi_document_new (scenario);
  fixture->rules = wadi_live_rules_new (fixture->document);
  g_signal_connect (fixture->rules, "updated", G_CALLBACK (on_updated), fixture);
  g_signal_connect (fixture->rules, "items-changed", G_CALLBACK (on_items_changed), fixture);
}

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  g_autofree char *path = g_build_filename (g_getenv ("WADI_SOURCE_ROOT"), "data", "examples",
                                            "asl-f5-b20.wadi", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GString) text = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  WadiScenario *scenario;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  text = g_string_new (contents);
  for (guint i = 0; i < G_N_ELEMENTS (violations); i++)
    {
      const char *at = strstr (text->str, violations[i].anchor);

      g_assert_nonnull (at);
      g_string_insert (text, at - text->str, violations[i].insert);
    }
  bytes = g_bytes_new (text->str, text->len);
  scenario = wadi_format_read_bytes (bytes, "violations.wadi", &error);
  g_assert_no_error (error);
  fixture_follow (fixture, scenario);
}

static void
fixture_setup_empty (Fixture      *fixture,
                     gconstpointer data)
{
  fixture_follow (fixture, wadi_scenario_new (WADI_RULESET_ASL));
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  g_object_unref (fixture->rules);
  g_object_unref (fixture->document);
}

static void
reset_counts (Fixture *fixture)
{
  fixture->updates = fixture->added = fixture->removed = fixture->signals = 0;
}

/* Runs the default main context until the live rules have validated what
 * is pending: the idle, not a flush, as in the editor. */
static void
wait_validated (Fixture *fixture)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (wadi_live_rules_is_pending (fixture->rules) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (wadi_live_rules_is_pending (fixture->rules));
}

/* "code@location" for each listed diagnostic, in the list's order. */
static char *
listed (Fixture *fixture)
{
  GListModel *model = G_LIST_MODEL (fixture->rules);
  g_autoptr(GString) text = g_string_new (NULL);

  g_assert_true (g_list_model_get_item_type (model) == WADI_TYPE_DIAGNOSTIC_ITEM);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(WadiDiagnosticItem) item = g_list_model_get_item (model, i);

      g_string_append_printf (text, "%s%s@%s", i > 0 ? " " : "", wadi_diagnostic_item_get_code (item),
                              wadi_diagnostic_item_get_location (item));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static guint
count_code (Fixture    *fixture,
            const char *code)
{
  GListModel *model = G_LIST_MODEL (fixture->rules);
  guint       n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(WadiDiagnosticItem) item = g_list_model_get_item (model, i);

      n += g_strcmp0 (wadi_diagnostic_item_get_code (item), code) == 0;
    }
  return n;
}

/* The position of the first listed diagnostic of that code. */
static guint
find_first_code (Fixture    *fixture,
                 const char *code)
{
  GListModel *model = G_LIST_MODEL (fixture->rules);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(WadiDiagnosticItem) item = g_list_model_get_item (model, i);

      if (g_strcmp0 (wadi_diagnostic_item_get_code (item), code) == 0)
        return i;
    }
  g_assert_not_reached ();
  return 0;
}

static const WadiScenario *
scenario_of (Fixture *fixture)
{
  return wadi_document_get_scenario (fixture->document);
}

static WadiHex
hex_of (Fixture    *fixture,
        const char *label)
{
  g_autoptr(GError) error = NULL;
  WadiHex hex;

  g_assert_true (wadi_scenario_parse_location (scenario_of (fixture), label, &hex, &error));
  g_assert_no_error (error);
  return hex;
}

/* The bundled example and the three violations added to it: nothing more,
 * nothing less, in the report order (row, column of the map), counted by
 * severity, from the start (no idle needed). */
static void
test_lists_known_violations (Fixture      *fixture,
                             gconstpointer data)
{
  g_autofree char *text = listed (fixture);
  g_autoptr(WadiDiagnosticItem) item = NULL;

  g_assert_false (wadi_live_rules_is_pending (fixture->rules));
  g_assert_cmpstr (text, ==, EXPECTED_LIST);
  g_assert_cmpuint (wadi_live_rules_count (fixture->rules, WADI_SEVERITY_ERROR), ==, 2);
  g_assert_cmpuint (wadi_live_rules_count (fixture->rules, WADI_SEVERITY_WARNING), ==, 1);
  g_assert_cmpuint (wadi_live_rules_count (fixture->rules, WADI_SEVERITY_INFO), ==, 0);
  /* past the end there is no item */
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (fixture->rules), 3));
  /* an item is found again where it is listed */
  item = g_list_model_get_item (G_LIST_MODEL (fixture->rules), 2);
  g_assert_cmpuint (wadi_live_rules_find (fixture->rules, wadi_diagnostic_item_get (item)), ==, 2);
  g_assert_cmpint (wadi_diagnostic_item_get_severity (item), ==, WADI_SEVERITY_ERROR);
}

typedef struct
{
  WadiLiveRules *rules;
  WadiHex        hex;
  guint          calls;
} EarlyHandler;

static void
on_changed_early (WadiDocument *document,
                  WadiRegion   *region,
                  EarlyHandler *early)
{
  const GPtrArray *standing = wadi_rules_context_counters_at (wadi_live_rules_get_context (early->rules), early->hex);

  /* the live rules have taken the change already */
  early->calls++;
  g_assert_true (wadi_live_rules_is_pending (early->rules));
  g_assert_nonnull (standing);
  g_assert_cmpuint (standing->len, ==, 1);
}

/* A ::changed handler connected before the live rules were made still
 * reads their context up to date: the document runs the live rules' hook
 * before any handler, whatever the order they were connected in. */
static void
test_context_before_handlers (Fixture      *fixture,
                              gconstpointer data)
{
  g_autoptr(WadiDocument) document = wadi_document_new (wadi_scenario_copy (scenario_of (fixture)));
  g_autoptr(WadiLiveRules) rules = NULL;
  EarlyHandler early = { NULL, hex_of (fixture, "25H4"), 0 };
  WadiCounter  ford = { 0 };

  g_signal_connect (document, "changed", G_CALLBACK (on_changed_early), &early);
  rules = wadi_live_rules_new (document);
  early.rules = rules;
  g_assert_null (wadi_rules_context_counters_at (wadi_live_rules_get_context (rules), early.hex));
  ford.kind = WADI_COUNTER_FORD;
  ford.hex = early.hex;
  g_assert_cmpuint (wadi_document_add_counter (document, &ford), !=, 0);
  g_assert_cmpuint (early.calls, ==, 1);
  g_signal_handlers_disconnect_by_data (document, &early);
}

/* A ford where there is no stream: nothing changes until the idle, then
 * one item is inserted (one items-changed, one ::updated); undo removes it
 * the same way. */
static void
test_edit_then_undo (Fixture      *fixture,
                     gconstpointer data)
{
  const char *code = "placement.ford-not-in-stream-or-gully";
  WadiCounter ford = { 0 };

  ford.kind = WADI_COUNTER_FORD;
  ford.hex = hex_of (fixture, "25H4");
  reset_counts (fixture);
  wadi_document_begin_edit (fixture->document, "Place Counter");
  wadi_document_add_counter (fixture->document, &ford);
  wadi_document_end_edit (fixture->document);

  /* the context follows at once, the list in the idle */
  g_assert_true (wadi_live_rules_is_pending (fixture->rules));
  g_assert_cmpuint (wadi_rules_context_counters_at (wadi_live_rules_get_context (fixture->rules), ford.hex)->len,
                    ==, 1);
  g_assert_cmpuint (fixture->signals, ==, 0);
  g_assert_cmpuint (count_code (fixture, code), ==, 1);
  wait_validated (fixture);
  g_assert_cmpuint (fixture->updates, ==, 1);
  g_assert_cmpuint (fixture->signals, ==, 1);
  g_assert_cmpuint (fixture->added, ==, 1);
  g_assert_cmpuint (fixture->removed, ==, 0);
  g_assert_cmpuint (count_code (fixture, code), ==, 2);
  {
    g_autofree char *text = listed (fixture);

    g_assert_nonnull (strstr (text, "placement.ford-not-in-stream-or-gully@25H4"));
  }
  g_assert_cmpuint (wadi_live_rules_count (fixture->rules, WADI_SEVERITY_ERROR), ==, 3);
  g_assert_cmpint (wadi_live_rules_last_latency (fixture->rules), >=, 0);

  reset_counts (fixture);
  g_assert_true (wadi_document_undo (fixture->document));
  wait_validated (fixture);
  g_assert_cmpuint (fixture->updates, ==, 1);
  g_assert_cmpuint (fixture->signals, ==, 1);
  g_assert_cmpuint (fixture->added, ==, 0);
  g_assert_cmpuint (fixture->removed, ==, 1);
  {
    g_autofree char *text = listed (fixture);

    g_assert_cmpstr (text, ==, EXPECTED_LIST);
  }
  g_assert_cmpuint (wadi_live_rules_count (fixture->rules, WADI_SEVERITY_ERROR), ==, 2);
}

/* The changes made before the idle runs (a stroke) are validated together:
 * one ::updated. */
static void
test_stroke_validated_once (Fixture      *fixture,
                            gconstpointer data)
{
  WadiHex start = hex_of (fixture, "25D3");
  guint   before = g_list_model_get_n_items (G_LIST_MODEL (fixture->rules));

  reset_counts (fixture);
  wadi_document_begin_edit (fixture->document, "Paint Terrain");
  for (int i = 0; i < 4; i++)
    {
      WadiHex     hex = { start.col + i, start.row };
      WadiHexCell cell = *wadi_board_cell (wadi_scenario_grid (scenario_of (fixture)), hex);

      cell.terrain = WADI_TERRAIN_TOWN; /* not ASL's: a warning each */
      cell.depression = WADI_DEPRESSION_NONE;
      wadi_document_set_cell (fixture->document, hex, &cell);
    }
  wadi_document_end_edit (fixture->document);
  wait_validated (fixture);
  g_assert_cmpuint (fixture->updates, ==, 1);
  g_assert_cmpuint (count_code (fixture, "terrain.not-in-ruleset"), ==, 5);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->rules)), ==, before + 4);
  g_assert_cmpuint (fixture->added - fixture->removed, ==, 4);
}

/* A flush validates at once, and the idle then finds nothing to do. */
static void
test_flush (Fixture      *fixture,
            gconstpointer data)
{
  WadiHex     hex = hex_of (fixture, "25A8");
  WadiHexCell cell = *wadi_board_cell (wadi_scenario_grid (scenario_of (fixture)), hex);

  cell.terrain = WADI_TERRAIN_OPEN;
  reset_counts (fixture);
  wadi_document_set_cell (fixture->document, hex, &cell);
  wadi_live_rules_flush (fixture->rules);
  g_assert_false (wadi_live_rules_is_pending (fixture->rules));
  g_assert_cmpuint (fixture->updates, ==, 1);
  g_assert_cmpuint (count_code (fixture, "terrain.not-in-ruleset"), ==, 0);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (fixture->updates, ==, 1);
}

/* Streams made dry by SSR: every stream hex says it is a gully, and the
 * foxhole in the stream is no longer wrong; undo puts it back. */
/* GDK's frame clock paints at this priority (GDK_PRIORITY_REDRAW; the
 * test has no GTK). */
#define REDRAW_PRIORITY (G_PRIORITY_HIGH_IDLE + 20)

static gboolean
note_pending_at_redraw (gpointer data)
{
  Fixture *fixture = data;

  fixture->updates += wadi_live_rules_is_pending (fixture->rules) ? 100 : 0;
  return G_SOURCE_REMOVE;
}

/* Whether the rules were still pending when a source of the redraw
 * priority, added after the change, ran. */
static gboolean
pending_at_redraw (Fixture *fixture)
{
  guint id = g_idle_add_full (REDRAW_PRIORITY, note_pending_at_redraw, fixture, NULL);

  reset_counts (fixture);
  while (g_main_context_find_source_by_id (NULL, id) != NULL)
    g_main_context_iteration (NULL, TRUE);
  wait_validated (fixture);
  return fixture->updates >= 100;
}

/* An edit of a few hexes is validated before the frame that paints it, so
 * the panel shows it in that frame; a whole re-validation (an SSR change)
 * waits until the canvas has painted. */
static void
test_validated_before_redraw (Fixture      *fixture,
                              gconstpointer data)
{
  WadiCounter ford = { 0 };
  WadiSsr     ssr = scenario_of (fixture)->ssr;

  ford.kind = WADI_COUNTER_FORD;
  ford.hex = hex_of (fixture, "25H4");
  wadi_document_begin_edit (fixture->document, "Place Counter");
  wadi_document_add_counter (fixture->document, &ford);
  wadi_document_end_edit (fixture->document);
  g_assert_false (pending_at_redraw (fixture));
  g_assert_cmpuint (count_code (fixture, "placement.ford-not-in-stream-or-gully"), ==, 2);

  ssr.stream_depth = WADI_STREAM_DRY;
  wadi_document_begin_edit (fixture->document, "Dry Streams");
  wadi_document_set_ssr (fixture->document, &ssr);
  wadi_document_end_edit (fixture->document);
  g_assert_true (pending_at_redraw (fixture));
  g_assert_cmpuint (count_code (fixture, "ssr.stream-dry"), >, 0);

  /* an edit after the SSR change, before the idle, waits with it */
  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_true (wadi_document_undo (fixture->document));
  g_assert_true (pending_at_redraw (fixture));
  g_assert_cmpuint (count_code (fixture, "ssr.stream-dry"), ==, 0);
  g_assert_cmpuint (count_code (fixture, "placement.ford-not-in-stream-or-gully"), ==, 1);
}

static void
test_ssr_dry (Fixture      *fixture,
              gconstpointer data)
{
  const WadiScenario *scenario = scenario_of (fixture);
  const WadiBoard    *map = wadi_scenario_grid (scenario);
  WadiSsr             ssr = scenario->ssr;
  guint               streams = 0;

  /* a hex two boards share is one hex of the map */
  for (int row = 0; row < map->rows; row++)
    for (int col = 0; col < map->cols; col++)
      streams += wadi_board_contains (map, (WadiHex) { col, row })
                 && wadi_board_cell (map, (WadiHex) { col, row })->depression == WADI_DEPRESSION_STREAM;
  g_assert_cmpuint (streams, >, 0);
  g_assert_cmpuint (count_code (fixture, "ssr.stream-dry"), ==, 0);

  ssr.stream_depth = WADI_STREAM_DRY;
  wadi_document_begin_edit (fixture->document, "Dry Streams");
  wadi_document_set_ssr (fixture->document, &ssr);
  wadi_document_end_edit (fixture->document);
  wait_validated (fixture);
  g_assert_cmpuint (count_code (fixture, "ssr.stream-dry"), ==, streams);
  g_assert_cmpuint (wadi_live_rules_count (fixture->rules, WADI_SEVERITY_INFO), ==, streams);
  g_assert_cmpuint (count_code (fixture, "placement.fortification-in-stream"), ==, 0);

  g_assert_true (wadi_document_undo (fixture->document));
  wait_validated (fixture);
  g_assert_cmpuint (count_code (fixture, "ssr.stream-dry"), ==, 0);
  g_assert_cmpuint (count_code (fixture, "placement.fortification-in-stream"), ==, 1);
  {
    g_autofree char *text = listed (fixture);

    g_assert_cmpstr (text, ==, EXPECTED_LIST);
  }
}

/* The canvas's lookups: the diagnostics of a rectangle of hexes, and those
 * that touch one hex (in it or on one of its hexsides). */
static void
test_lookups (Fixture      *fixture,
              gconstpointer data)
{
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic));
  const WadiBoard *map = wadi_scenario_grid (scenario_of (fixture));
  WadiHex          ford = hex_of (fixture, "25F5");
  WadiHex          town = hex_of (fixture, "25A8");
  WadiHex          foxhole = hex_of (fixture, "13P5");

  /* the whole map: all three, on two boards */
  wadi_live_rules_collect_marks (fixture->rules, 0, 0, map->cols - 1, map->rows - 1, found);
  g_assert_cmpuint (found->len, ==, 3);
  g_array_set_size (found, 0);
  /* board 25 lies above 14 and 13: its rows hold two */
  g_assert_cmpint (town.row, <, foxhole.row);
  wadi_live_rules_collect_marks (fixture->rules, 0, 0, map->cols - 1, town.row, found);
  g_assert_cmpuint (found->len, ==, 2);
  g_array_set_size (found, 0);
  wadi_live_rules_collect_marks (fixture->rules, ford.col, ford.row, ford.col, ford.row, found);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_cmpstr (g_array_index (found, WadiDiagnostic, 0).code, ==, "placement.ford-not-in-stream-or-gully");
  g_array_set_size (found, 0);
  wadi_live_rules_collect_marks (fixture->rules, 0, foxhole.row - 1, map->cols - 1, map->rows - 1, found);
  g_assert_cmpuint (found->len, ==, 1);
  g_array_set_size (found, 0);
  /* an empty rectangle finds nothing */
  wadi_live_rules_collect_marks (fixture->rules, 5, 5, 4, 4, found);
  g_assert_cmpuint (found->len, ==, 0);

  wadi_live_rules_collect_at_hex (fixture->rules, town, found);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_cmpstr (g_array_index (found, WadiDiagnostic, 0).code, ==, "terrain.not-in-ruleset");
  g_array_set_size (found, 0);
  wadi_live_rules_collect_at_hex (fixture->rules, foxhole, found);
  g_assert_cmpuint (found->len, ==, 1);
  g_array_set_size (found, 0);
  wadi_live_rules_collect_at_hex (fixture->rules, (WadiHex) { town.col + 3, town.row }, found);
  g_assert_cmpuint (found->len, ==, 0);
}

/* One hex painted, one counter added: the list follows, in the idle, on a
 * 33 x 10 board and on a 1000 x 1000 one.  The time it takes is printed
 * here and measured against its goals by tests/bench/wadi-bench-live, not
 * asserted: a timed test fails on a busy machine, not on slow code. */
static void
check_edits (int cols,
             int rows)
{
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  Fixture        fixture = { 0 };
  WadiHexCell    cell = { 0 };
  WadiCounter    ford = { 0 };

  wadi_scenario_add_board (scenario, wadi_board_new ("1", cols, rows, layout,
                                                     cols > 200 ? WADI_LABEL_NUMERIC : WADI_LABEL_ASL, 1));
  /* streams every 50 columns, with their SSR info diagnostics */
  for (int col = 5; col < cols; col += 50)
    for (int row = 0; row < rows; row++)
      {
        WadiHexCell stream = { 0 };

        stream.depression = WADI_DEPRESSION_STREAM;
        stream.floor = -1;
        wadi_board_set_cell (wadi_scenario_grid (scenario), (WadiHex) { col, row }, &stream);
      }
  scenario->ssr.stream_depth = WADI_STREAM_DRY;
  fixture_follow (&fixture, scenario);
  g_test_message ("%d x %d: %u diagnostics", cols, rows, g_list_model_get_n_items (G_LIST_MODEL (fixture.rules)));

  for (int i = 0; i < 5; i++)
    {
      WadiHex hex = { cols / 2 + i, rows / 2 };
      guint   before = g_list_model_get_n_items (G_LIST_MODEL (fixture.rules));
      gint64  start = g_get_monotonic_time ();

      cell.terrain = WADI_TERRAIN_TOWN; /* not ASL's: a warning */
      wadi_document_set_cell (fixture.document, hex, &cell);
      ford.kind = WADI_COUNTER_FORD; /* not in a stream: an error */
      ford.hex = hex;
      wadi_document_add_counter (fixture.document, &ford);
      wait_validated (&fixture);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture.rules)), ==, before + 2);
      g_test_message ("%d x %d: edit to list %.2f ms (validation latency %.2f ms)", cols, rows,
                      (g_get_monotonic_time () - start) / 1000.0,
                      wadi_live_rules_last_latency (fixture.rules) / 1000.0);
    }
  fixture_teardown (&fixture, NULL);
}

static void
test_edits_on_two_boards (void)
{
  check_edits (33, 10);
  check_edits (1000, 1000);
}

/* Without a document change nothing is pending, and an empty scenario
 * lists nothing. */
static void
test_empty (Fixture      *fixture,
            gconstpointer data)
{
  g_assert_false (wadi_live_rules_is_pending (fixture->rules));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fixture->rules)), ==, 0);
  g_assert_true (wadi_live_rules_get_document (fixture->rules) == fixture->document);
  g_assert_nonnull (wadi_live_rules_get_context (fixture->rules));
}

static gpointer
start_in_thread (gpointer data)
{
  return wadi_live_rules_start_new (data);
}

/* Started in another thread (as a file's reader does), the live rules list
 * what live rules made here list, and follow edits alike. */
static void
test_started_in_a_thread (Fixture      *fixture,
                          gconstpointer data)
{
  const WadiScenario *scenario = wadi_document_get_scenario (fixture->document);
  g_autoptr(WadiScenario) copy = wadi_scenario_copy (scenario);
  g_autoptr(WadiDocument) document = wadi_document_new (g_steal_pointer (&copy));
  GThread *thread = g_thread_new ("start", start_in_thread,
                                  (gpointer) wadi_document_get_scenario (document));
  g_autoptr(WadiLiveRules) started = wadi_live_rules_new_started (document, g_thread_join (thread));
  GListModel *here = G_LIST_MODEL (fixture->rules);
  GListModel *there = G_LIST_MODEL (started);

  g_assert_cmpuint (g_list_model_get_n_items (there), >, 0);
  g_assert_cmpuint (g_list_model_get_n_items (there), ==, g_list_model_get_n_items (here));
  for (guint i = 0; i < g_list_model_get_n_items (here); i++)
    {
      g_autoptr(WadiDiagnosticItem) a = g_list_model_get_item (here, i);
      g_autoptr(WadiDiagnosticItem) b = g_list_model_get_item (there, i);

      g_assert_true (wadi_diagnostic_equal (wadi_diagnostic_item_get (a), wadi_diagnostic_item_get (b)));
    }
}

/* A copy of the list kept only from items-changed, as a list view keeps
 * its rows. */
typedef struct
{
  GArray *diagnostics; /* WadiDiagnostic */
  guint   removed;     /* summed over the signals since last reset */
  guint   added;
} Mirror;

static void
mirror_items_changed (GListModel *model,
                      guint       position,
                      guint       removed,
                      guint       added,
                      Mirror     *mirror)
{
  g_assert_cmpuint (position + removed, <=, mirror->diagnostics->len);
  g_array_remove_range (mirror->diagnostics, position, removed);
  for (guint i = 0; i < added; i++)
    {
      g_autoptr(WadiDiagnosticItem) item = g_list_model_get_item (model, position + i);

      g_array_insert_val (mirror->diagnostics, position + i, *wadi_diagnostic_item_get (item));
    }
  mirror->removed += removed;
  mirror->added += added;
  /* the list as it stands at each signal, past the change too */
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, mirror->diagnostics->len);
  for (guint after = position + added; after < mirror->diagnostics->len && after < position + added + 3; after++)
    {
      g_autoptr(WadiDiagnosticItem) item = g_list_model_get_item (model, after);

      g_assert_true (wadi_diagnostic_equal (wadi_diagnostic_item_get (item), &g_array_index (mirror->diagnostics, WadiDiagnostic, after)));
    }
}

static void
assert_list_is (GListModel   *model,
                const GArray *expected)
{
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, expected->len);
  for (guint i = 0; i < expected->len; i++)
    {
      g_autoptr(WadiDiagnosticItem) item = g_list_model_get_item (model, i);

      g_assert_true (wadi_diagnostic_equal (wadi_diagnostic_item_get (item), &g_array_index (expected, WadiDiagnostic, i)));
    }
}

/* How many diagnostics of before are not in after (by the report order). */
static guint
count_missing (const GArray *before,
               const GArray *after)
{
  guint missing = 0, j = 0;

  for (guint i = 0; i < before->len; i++)
    {
      const WadiDiagnostic *d = &g_array_index (before, WadiDiagnostic, i);

      while (j < after->len && wadi_diagnostic_compare (&g_array_index (after, WadiDiagnostic, j), d) < 0)
        j++;
      if (j == after->len || wadi_diagnostic_compare (&g_array_index (after, WadiDiagnostic, j), d) != 0)
        missing++;
    }
  return missing;
}

/* Random edits, each validated in the idle: the list, and a copy of it
 * kept only from items-changed, equal a full validation after each; the
 * signals remove and add just the diagnostics that went and came, and an
 * item the edit did not touch is the same object as before. */
static void
test_follows_random_edits (Fixture      *fixture,
                           gconstpointer data)
{
  GListModel *model = G_LIST_MODEL (fixture->rules);
  const char *labels[] = { "25A3", "25F5", "25H4", "25J8", "13P5", "13G4", "13K2", "25C6" };
  Mirror      mirror = { g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic)), 0, 0 };
  GArray     *before;
  /* town terrain in 25A8, which no edit below reaches: not one of the
   * hexes edited, nor next to one */
  g_autoptr(WadiDiagnosticItem) untouched = g_list_model_get_item (model, find_first_code (fixture, "terrain.not-in-ruleset"));
  const WadiDiagnostic *untouched_diagnostic = wadi_diagnostic_item_get (untouched);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(WadiDiagnosticItem) item = g_list_model_get_item (model, i);

      g_array_append_val (mirror.diagnostics, *wadi_diagnostic_item_get (item));
    }
  g_signal_connect (model, "items-changed", G_CALLBACK (mirror_items_changed), &mirror);
  before = wadi_validate_all (wadi_live_rules_get_context (fixture->rules));

  for (guint step = 0; step < 120; step++)
    {
      WadiHex     hex = hex_of (fixture, labels[g_test_rand_int_range (0, G_N_ELEMENTS (labels))]);
      const char *what;
      g_autoptr(GArray) full = NULL;

      mirror.removed = mirror.added = 0;
      if (step % 40 == 39)
        {
          WadiSsr ssr = scenario_of (fixture)->ssr;

          ssr.stream_depth = (WadiStreamDepth) g_test_rand_int_range (0, WADI_STREAM_DEPTH_COUNT);
          wadi_document_set_ssr (fixture->document, &ssr);
          what = "ssr";
        }
      else if (g_test_rand_bit ())
        {
          WadiHexCell cell = *wadi_board_cell (wadi_scenario_grid (scenario_of (fixture)), hex);

          cell.terrain = (guint8) g_test_rand_int_range (0, WADI_TERRAIN_COUNT);
          cell.depression = (guint8) g_test_rand_int_range (0, WADI_DEPRESSION_COUNT);
          cell.floor = cell.depression == WADI_DEPRESSION_NONE ? cell.level : cell.level - 1;
          wadi_document_set_cell (fixture->document, hex, &cell);
          what = "hex";
        }
      else if (g_test_rand_bit () || scenario_of (fixture)->counters->len == 0)
        {
          WadiCounter counter = { 0 };

          counter.kind = g_test_rand_bit () ? WADI_COUNTER_FORD : WADI_COUNTER_FOXHOLE;
          counter.hex = hex;
          wadi_document_add_counter (fixture->document, &counter);
          what = "counter added";
        }
      else
        {
          const GArray *counters = scenario_of (fixture)->counters;
          guint         index = (guint) g_test_rand_int_range (0, (int) counters->len);

          wadi_document_remove_counter (fixture->document, g_array_index (counters, WadiCounter, index).id);
          what = "counter removed";
        }
      wait_validated (fixture);

      full = wadi_validate_all (wadi_live_rules_get_context (fixture->rules));
      assert_list_is (model, full);
      g_assert_cmpuint (mirror.diagnostics->len, ==, full->len);
      for (guint i = 0; i < full->len; i++)
        g_assert_true (wadi_diagnostic_equal (&g_array_index (mirror.diagnostics, WadiDiagnostic, i),
                                              &g_array_index (full, WadiDiagnostic, i)));
      g_assert_cmpuint (mirror.removed, ==, count_missing (before, full));
      g_assert_cmpuint (mirror.added, ==, count_missing (full, before));
      g_test_message ("%s: -%u +%u", what, mirror.removed, mirror.added);
      g_clear_pointer (&before, g_array_unref);
      before = g_steal_pointer (&full);
    }
  g_clear_pointer (&before, g_array_unref);

  /* the diagnostic no edit touched: still listed, the same item */
  {
    g_autoptr(WadiDiagnosticItem) again = NULL;
    guint position = wadi_live_rules_find (fixture->rules, untouched_diagnostic);

    g_assert_cmpuint (position, !=, G_MAXUINT);
    again = g_list_model_get_item (model, position);
    g_assert_true (again == untouched);
  }
  g_signal_handlers_disconnect_by_data (model, &mirror);
  g_array_unref (mirror.diagnostics);
}

static void
count_signal (GListModel *model,
              guint       position,
              guint       removed,
              guint       added,
              guint      *signals)
{
  (*signals)++;
}

/* The mirror, the list and a full validation agree, and the signals
 * removed and added just what went and came. */
static void
assert_followed (Fixture      *fixture,
                 Mirror       *mirror,
                 const GArray *before)
{
  g_autoptr(GArray) full = wadi_validate_all (wadi_live_rules_get_context (fixture->rules));

  assert_list_is (G_LIST_MODEL (fixture->rules), full);
  g_assert_cmpuint (mirror->diagnostics->len, ==, full->len);
  for (guint i = 0; i < full->len; i++)
    g_assert_true (wadi_diagnostic_equal (&g_array_index (mirror->diagnostics, WadiDiagnostic, i),
                                          &g_array_index (full, WadiDiagnostic, i)));
  g_assert_cmpuint (mirror->removed, ==, count_missing (before, full));
  g_assert_cmpuint (mirror->added, ==, count_missing (full, before));
}

/* Every hex of the map painted in one edit (hundreds of diagnostics, more
 * than a delta once could be) and undone: the list follows the delta, one
 * items-changed for each run of neighbouring changes, not one each, and
 * counts them. */
static void
test_big_edit_follows (Fixture      *fixture,
                       gconstpointer data)
{
  GListModel      *model = G_LIST_MODEL (fixture->rules);
  const WadiBoard *map = wadi_scenario_grid (scenario_of (fixture));
  Mirror           mirror = { g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic)), 0, 0 };
  guint            signals = 0, warnings = 0;
  g_autoptr(GArray) before = wadi_validate_all (wadi_live_rules_get_context (fixture->rules));
  g_autoptr(GArray) painted = NULL;

  g_array_append_vals (mirror.diagnostics, before->data, before->len);
  g_signal_connect (model, "items-changed", G_CALLBACK (mirror_items_changed), &mirror);
  g_signal_connect (model, "items-changed", G_CALLBACK (count_signal), &signals);

  wadi_document_begin_edit (fixture->document, "Fill");
  for (int row = 0; row < map->rows; row++)
    for (int col = 0; col < map->cols; col++)
      {
        WadiHex     hex = { col, row };
        WadiHexCell cell;

        if (!wadi_board_contains (map, hex))
          continue;
        cell = *wadi_board_cell (map, hex);
        cell.terrain = WADI_TERRAIN_TOWN; /* not ASL's: a warning each */
        wadi_document_set_cell (fixture->document, hex, &cell);
      }
  wadi_document_end_edit (fixture->document);
  wait_validated (fixture);
  assert_followed (fixture, &mirror, before);
  g_assert_cmpuint (mirror.added, >, 300);
  g_assert_cmpuint (signals, <, mirror.added / 2);
  painted = wadi_validate_all (wadi_live_rules_get_context (fixture->rules));
  for (guint i = 0; i < painted->len; i++)
    warnings += g_array_index (painted, WadiDiagnostic, i).severity == WADI_SEVERITY_WARNING;
  g_assert_cmpuint (wadi_live_rules_count (fixture->rules, WADI_SEVERITY_WARNING), ==, warnings);

  mirror.removed = mirror.added = signals = 0;
  g_assert_true (wadi_document_undo (fixture->document));
  wait_validated (fixture);
  assert_followed (fixture, &mirror, painted);
  g_assert_cmpuint (signals, <, mirror.removed / 2);
  g_assert_cmpuint (wadi_live_rules_count (fixture->rules, WADI_SEVERITY_WARNING), ==, 1);

  g_signal_handlers_disconnect_by_data (model, &mirror);
  g_signal_handlers_disconnect_by_data (model, &signals);
  g_array_unref (mirror.diagnostics);
}

/* Issue 28: a start cancelled before or during its validation is no
 * start (an open cancelled stops at once); one not cancelled lists what
 * a whole validation does. */
static void
test_start_cancelled (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(WadiLiveRulesStart) start = NULL;
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(GArray) whole = NULL;
  WadiBoard *board = wadi_board_new ("1", 300, 300, (WadiGridLayout) { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD },
                                     WADI_LABEL_NUMERIC, 1);

  wadi_scenario_add_board (scenario, board);
  for (int i = 0; i < 1000; i++)
    {
      WadiCounter ford = { 0 };

      ford.kind = WADI_COUNTER_FORD;
      ford.hex = (WadiHex) { i % 300, i / 300 };
      wadi_scenario_add_counter (scenario, &ford);
    }
  start = wadi_live_rules_start_new_cancellable (scenario, cancellable);
  g_assert_nonnull (start);
  g_clear_pointer (&start, wadi_live_rules_start_free);

  g_cancellable_cancel (cancellable);
  g_assert_null (wadi_live_rules_start_new_cancellable (scenario, cancellable));
  ctx = wadi_rules_context_new (scenario);
  g_assert_null (wadi_validator_new_cancellable (ctx, cancellable));
  whole = wadi_validate_all (ctx);
  g_assert_cmpuint (whole->len, ==, 1000);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, setup, func) \
  g_test_add (path, Fixture, NULL, setup, func, fixture_teardown)
  ADD ("/live-rules/lists-known-violations", fixture_setup, test_lists_known_violations);
  ADD ("/live-rules/edit-then-undo", fixture_setup, test_edit_then_undo);
  ADD ("/live-rules/stroke-validated-once", fixture_setup, test_stroke_validated_once);
  ADD ("/live-rules/flush", fixture_setup, test_flush);
  ADD ("/live-rules/validated-before-redraw", fixture_setup, test_validated_before_redraw);
  ADD ("/live-rules/ssr-dry", fixture_setup, test_ssr_dry);
  ADD ("/live-rules/lookups", fixture_setup, test_lookups);
  ADD ("/live-rules/empty", fixture_setup_empty, test_empty);
  ADD ("/live-rules/context-before-handlers", fixture_setup, test_context_before_handlers);
  ADD ("/live-rules/started-in-a-thread", fixture_setup, test_started_in_a_thread);
  ADD ("/live-rules/follows-random-edits", fixture_setup, test_follows_random_edits);
  ADD ("/live-rules/big-edit-follows", fixture_setup, test_big_edit_follows);
#undef ADD
  g_test_add_func ("/live-rules/edits-on-two-boards", test_edits_on_two_boards);
  g_test_add_func ("/live-rules/start-cancelled", test_start_cancelled);

  return g_test_run ();
}
