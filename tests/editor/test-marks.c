/* test-marks.c: the diagnostics the canvas marks, without a display */
#include "config.h"

#include "wadi-marks.h"
#include "wadi-render.h"

#define SIDE 60
#define WIDTH 600
#define HEIGHT 400

typedef struct
{
  WadiDocument  *document;
  WadiLiveRules *rules;
  WadiViewport  *viewport;
  GArray        *marks;
  WadiHex        ford;
} Fixture;

/* A 60 x 60 board of town (not ASL's: a warning a hex) with n_towns of
 * them, and a ford (an error) on open ground or town. */
static void
fixture_make (Fixture *fixture,
              guint    n_towns)
{
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_ASL);
  WadiBoard     *board = wadi_board_new ("1", SIDE, SIDE, layout, WADI_LABEL_NUMERIC, 1);
  WadiCounter    ford = { 0 };
  double         x0, y0, x1, y1;

  for (guint i = 0; i < n_towns; i++)
    {
      WadiHexCell cell = { 0 };

      cell.terrain = WADI_TERRAIN_TOWN;
      wadi_board_set_cell (board, (WadiHex) { (int) (i % SIDE), (int) (i / SIDE) }, &cell);
    }
  fixture->ford = (WadiHex) { SIDE / 2, SIDE / 2 };
  ford.kind = WADI_COUNTER_FORD;
  ford.hex = fixture->ford;
  wadi_scenario_add_board (scenario, board);
  wadi_scenario_add_counter (scenario, &ford);
  fixture->document = wadi_document_new (scenario);
  fixture->rules = wadi_live_rules_new (fixture->document);
  fixture->marks = g_array_new (FALSE, FALSE, sizeof (WadiDiagnostic));
  fixture->viewport = wadi_viewport_new ();
  wadi_render_board_extent (board, &x0, &y0, &x1, &y1);
  wadi_viewport_freeze (fixture->viewport);
  wadi_viewport_set_size (fixture->viewport, WIDTH, HEIGHT);
  wadi_viewport_set_layout (fixture->viewport, layout);
  wadi_viewport_set_bounds (fixture->viewport, x0, y0, x1, y1);
  wadi_viewport_thaw (fixture->viewport);
}

static void
fixture_setup_full (Fixture      *fixture,
                    gconstpointer data)
{
  fixture_make (fixture, SIDE * SIDE);
}

static void
fixture_setup_few (Fixture      *fixture,
                   gconstpointer data)
{
  fixture_make (fixture, 10);
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  g_object_unref (fixture->viewport);
  g_array_unref (fixture->marks);
  g_object_unref (fixture->rules);
  g_object_unref (fixture->document);
}

static const WadiBoard *
board_of (Fixture *fixture)
{
  return wadi_scenario_grid (wadi_document_get_scenario (fixture->document));
}

/* Centred on the ford at zoom pixels per hex; the marks in view, after
 * what out held. */
static void
look (Fixture *fixture,
      double   zoom)
{
  double x, y;

  wadi_hex_center (board_of (fixture)->layout, fixture->ford, &x, &y);
  wadi_viewport_freeze (fixture->viewport);
  wadi_viewport_set_zoom (fixture->viewport, zoom);
  wadi_viewport_set_center (fixture->viewport, x, y);
  wadi_viewport_thaw (fixture->viewport);
  g_assert_cmpfloat_with_epsilon (wadi_viewport_get_zoom (fixture->viewport), zoom, 1e-9);
  wadi_marks_in_view (fixture->rules, board_of (fixture), fixture->viewport, fixture->marks);
}

static guint
count_severity (GArray      *marks,
                guint        start,
                WadiSeverity severity)
{
  guint n = 0;

  for (guint i = start; i < marks->len; i++)
    n += g_array_index (marks, WadiDiagnostic, i).severity == severity;
  return n;
}

/* Close in, every mark of the hexes in view (and round them) and none
 * far off, unmerged. */
static void
test_close_marks_in_view (Fixture      *fixture,
                          gconstpointer data)
{
  const WadiBoard *board = board_of (fixture);
  guint            shown = 0;

  look (fixture, 40.0);
  for (int row = 0; row < SIDE; row++)
    for (int col = 0; col < SIDE; col++)
      {
        double x, y, sx, sy;

        wadi_hex_center (board->layout, (WadiHex) { col, row }, &x, &y);
        wadi_viewport_map_to_screen (fixture->viewport, x, y, &sx, &sy);
        shown += sx >= 0 && sx <= WIDTH && sy >= 0 && sy <= HEIGHT;
      }
  g_test_message ("%u marks, %u hex centres on screen", fixture->marks->len, shown);
  /* a warning per hex in view and two hexes round, and the ford's error */
  g_assert_cmpuint (fixture->marks->len, >, shown);
  g_assert_cmpuint (fixture->marks->len, <, SIDE * SIDE / 4);
  g_assert_cmpuint (count_severity (fixture->marks, 0, WADI_SEVERITY_ERROR), ==, 1);
  for (guint i = 0; i < fixture->marks->len; i++)
    {
      const WadiDiagnostic *mark = &g_array_index (fixture->marks, WadiDiagnostic, i);
      double                x, y, sx, sy;

      wadi_hex_center (board->layout, mark->hex, &x, &y);
      wadi_viewport_map_to_screen (fixture->viewport, x, y, &sx, &sy);
      /* within the view and two hexes (80 pixels) and a half round it */
      g_assert_cmpfloat (sx, >, -120.0);
      g_assert_cmpfloat (sx, <, WIDTH + 120.0);
      g_assert_cmpfloat (sy, >, -120.0);
      g_assert_cmpfloat (sy, <, HEIGHT + 120.0);
    }
}

/* Far out, every mark of the hexes in view still reaches the renderer,
 * which counts them into screen cells itself (the worst severity's colour,
 * the count as opacity): none is dropped here, and the ford's error is
 * among them.  What out held before stays. */
static void
test_far_marks_all_kept (Fixture      *fixture,
                         gconstpointer data)
{
  WadiDiagnostic before = { "before", WADI_SEVERITY_INFO };
  guint          diagnostics = g_list_model_get_n_items (G_LIST_MODEL (fixture->rules));

  g_array_append_val (fixture->marks, before);
  look (fixture, 5.0);
  g_test_message ("%u marks of %u diagnostics", fixture->marks->len - 1, diagnostics);
  g_assert_cmpstr (g_array_index (fixture->marks, WadiDiagnostic, 0).code, ==, "before");
  g_assert_cmpuint (fixture->marks->len - 1, >, diagnostics * 2 / 3);
  g_assert_cmpuint (count_severity (fixture->marks, 1, WADI_SEVERITY_ERROR), ==, 1);
}

/* A few marks are all shown, however far out. */
static void
test_few_marks_kept (Fixture      *fixture,
                     gconstpointer data)
{
  look (fixture, 5.0);
  g_assert_cmpuint (fixture->marks->len, ==, 11);
  g_assert_cmpuint (count_severity (fixture->marks, 0, WADI_SEVERITY_WARNING), ==, 10);
}

/* Pointed at, a hex's marks say their severity, rule and message; eight
 * at most, then where the rest are. */
static void
test_markup_at_hex (Fixture      *fixture,
                    gconstpointer data)
{
  WadiHex          crowded = { 40, 40 };
  g_autofree char *town = wadi_marks_markup_at_hex (fixture->rules, (WadiHex) { 3, 0 });
  g_autofree char *open = wadi_marks_markup_at_hex (fixture->rules, (WadiHex) { 20, 20 });
  g_autofree char *many = NULL;
  g_auto(GStrv) lines = NULL;

  g_test_message ("%s", town);
  g_assert_true (g_str_has_prefix (town, "<b>Warning</b> · "));
  g_assert_nonnull (strchr (town, '\n'));
  g_assert_null (open);

  /* nine fords on open ground: nine errors in one hex */
  for (int i = 0; i < 9; i++)
    {
      WadiCounter ford = { 0 };

      ford.kind = WADI_COUNTER_FORD;
      ford.hex = crowded;
      wadi_document_add_counter (fixture->document, &ford);
    }
  wadi_live_rules_flush (fixture->rules);
  many = wadi_marks_markup_at_hex (fixture->rules, crowded);
  lines = g_strsplit (many, "\n", -1);
  /* two lines a diagnostic, and the last */
  g_assert_cmpuint (g_strv_length (lines), ==, 2 * WADI_MARKS_TOOLTIP_MAX + 1);
  g_assert_true (g_str_has_prefix (lines[0], "<b>Error</b> · B20.8"));
  g_assert_true (g_str_has_suffix (many, "…and more in the Diagnostics panel"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, setup, func) \
  g_test_add (path, Fixture, NULL, setup, func, fixture_teardown)
  ADD ("/marks/close-marks-in-view", fixture_setup_full, test_close_marks_in_view);
  ADD ("/marks/far-marks-all-kept", fixture_setup_full, test_far_marks_all_kept);
  ADD ("/marks/few-marks-kept", fixture_setup_few, test_few_marks_kept);
  ADD ("/marks/markup-at-hex", fixture_setup_few, test_markup_at_hex);
#undef ADD

  return g_test_run ();
}
