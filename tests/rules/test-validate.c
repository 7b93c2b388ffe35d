/* test-validate.c: diagnostics of hexes, hexsides, counters and SSRs, and
 * the incremental validator against a full validation */
#include "config.h"

#include "wadi-format.h"
#include "wadi-placement.h"
#include "wadi-test-fixtures.h"
#include "wadi-validate.h"

static GArray *
validate (const WadiScenario *scenario)
{
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);

  return wadi_validate_all (ctx);
}

/* How many diagnostics with code there are at label (NULL: anywhere). */
static guint
count_at (const WadiScenario *scenario,
          const GArray       *diagnostics,
          const char         *code,
          const char         *label)
{
  guint   board = 0;
  WadiHex hex = { 0, 0 };
  guint   n = 0;

  if (label != NULL)
    wadi_fixture_locate (scenario, label, &board, &hex);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const WadiDiagnostic *diagnostic = &g_array_index (diagnostics, WadiDiagnostic, i);

      g_assert_nonnull (diagnostic->message);
      g_assert_nonnull (diagnostic->rule);
      if (g_strcmp0 (diagnostic->code, code) != 0)
        continue;
      if (label == NULL || (diagnostic->board == board && wadi_hex_equal (diagnostic->hex, hex)))
        n++;
    }
  return n;
}

static guint
count_severity (const GArray *diagnostics,
                WadiSeverity  severity)
{
  guint n = 0;

  for (guint i = 0; i < diagnostics->len; i++)
    if (g_array_index (diagnostics, WadiDiagnostic, i).severity == severity)
      n++;
  return n;
}

static void
set_cell (WadiScenario  *scenario,
          const char    *label,
          WadiTerrain    terrain,
          WadiDepression depression,
          guint          flags)
{
  guint       board;
  WadiHex     hex;
  WadiHexCell cell = { 0 };

  wadi_fixture_locate (scenario, label, &board, &hex);
  cell.terrain = terrain;
  cell.depression = depression;
  cell.floor = depression == WADI_DEPRESSION_NONE ? 0 : -1;
  cell.flags = (guint8) flags;
  wadi_board_set_cell (wadi_scenario_get_board (scenario, board), hex, &cell);
}

/* The worked examples' boards break no rule. */
static void
test_validate_fixture (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(GArray) diagnostics = validate (scenario);

  g_assert_cmpuint (count_severity (diagnostics, WADI_SEVERITY_ERROR), ==, 0);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const WadiDiagnostic *diagnostic = &g_array_index (diagnostics, WadiDiagnostic, i);

      /* Boards 25 and 14 are complete as drawn. */
      g_assert_cmpuint (diagnostic->board, ==, wadi_fixture_board (scenario, "13A1"));
      if (i > 0)
        g_assert_cmpint (wadi_diagnostic_compare (&g_array_index (diagnostics, WadiDiagnostic, i - 1),
                                                  diagnostic),
                         <, 0);
    }
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13P4"), ==, 0);
}

/* B20.1: 13G4 and 13I6, made stream hexes, cross one hexside only; a
 * remnant at the board edge (22J0, X10) may go on off the map. */
static void
test_validate_stream_hexsides (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(GArray) diagnostics = NULL;

  set_cell (scenario, "13G4", WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
  set_cell (scenario, "13I6", WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
  set_cell (scenario, "13J0", WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
  wadi_fixture_add_side (scenario, "13J0", "13K1", WADI_SIDE_DEPRESSION);
  set_cell (scenario, "13X10", WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
  wadi_fixture_add_side (scenario, "13X10", "13X9", WADI_SIDE_DEPRESSION);
  diagnostics = validate (scenario);

  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13G4"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13I6"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13J0"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13X10"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13P4"), ==, 0);
  g_clear_pointer (&diagnostics, g_array_unref);

  /* Run the stream on through G4: it becomes a stream hex. */
  wadi_fixture_add_side (scenario, "13G4", "13G3", WADI_SIDE_DEPRESSION);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13G4"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stream.too-few-hexsides", "13I6"), ==, 1);
}

/* Depression cliffs and wadi hexsides need their Depression (F5.3,
 * F5.11), reported once, at the hexside, by the hex that owns it. */
static void
test_validate_hexsides (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(GArray) diagnostics = NULL;
  const WadiBoard *board25 = wadi_scenario_get_board (scenario, 0);
  WadiHexside      side = { wadi_fixture_hex (scenario, "25H7"),
                            wadi_fixture_direction (scenario, "25H7", "25H8") };
  guint            found = 0;

  wadi_fixture_add_side (scenario, "25H7", "25H8", WADI_SIDE_DEPRESSION_CLIFF);
  wadi_fixture_add_side (scenario, "25J5", "25K5", WADI_SIDE_DEPRESSION_CLIFF);
  wadi_fixture_add_side (scenario, "25A5", "25A6", WADI_SIDE_WADI);
  wadi_fixture_add_side (scenario, "25J5", "25K5", WADI_SIDE_WADI);
  diagnostics = validate (scenario);

  side = wadi_hexside_canonical (board25->layout, side);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const WadiDiagnostic *diagnostic = &g_array_index (diagnostics, WadiDiagnostic, i);

      if (g_strcmp0 (diagnostic->code, "side.depression-cliff-without-depression") != 0)
        continue;
      found++;
      g_assert_cmpint (diagnostic->place, ==, WADI_DIAG_AT_HEXSIDE);
      g_assert_cmpint (diagnostic->severity, ==, WADI_SEVERITY_ERROR);
      g_assert_true (wadi_hexside_equal (board25->layout, diagnostic->hexside, side));
      g_assert_true (wadi_hex_equal (diagnostic->hex, side.hex));
      g_assert_cmpstr (diagnostic->rule, ==, "F5.3");
    }
  g_assert_cmpuint (found, ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "side.wadi-hexside-without-wadi", NULL), ==, 1);
}

/* How many hexes of the scenario have a depression of kind. */
static guint
count_depressions (const WadiScenario *scenario,
                   WadiDepression      kind)
{
  guint n = 0;

  for (guint b = 0; b < scenario->boards->len; b++)
    {
      const WadiBoard *board = g_ptr_array_index (scenario->boards, b);

      for (guint i = 0; i < wadi_board_hex_count (board); i++)
        n += board->cells[i].depression == kind;
    }
  return n;
}

/* Turns every depression hex of kind back into Open Ground. */
static void
clear_depressions (WadiScenario  *scenario,
                   WadiDepression kind)
{
  for (guint b = 0; b < scenario->boards->len; b++)
    {
      WadiBoard *board = g_ptr_array_index (scenario->boards, b);

      for (guint i = 0; i < wadi_board_hex_count (board); i++)
        if (board->cells[i].depression == kind)
          board->cells[i] = board->default_cell;
    }
}

static void
test_validate_ssr (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  GArray *diagnostics;

  set_cell (scenario, "25A5", WADI_TERRAIN_POND, WADI_DEPRESSION_NONE, 0);
  set_cell (scenario, "25A7", WADI_TERRAIN_MARSH, WADI_DEPRESSION_NONE, 0);
  set_cell (scenario, "13A5", WADI_TERRAIN_MARSH, WADI_DEPRESSION_NONE, 0);

  /* Shallow, the default: nothing to say. */
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_severity (diagnostics, WADI_SEVERITY_INFO), ==, 0);
  g_array_unref (diagnostics);

  /* B20.44: flooded streams and every pond one level higher. */
  scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.stream-flooded", "13P4"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.stream-flooded", NULL), ==,
                    count_depressions (scenario, WADI_DEPRESSION_STREAM));
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.pond-flooded", "25A5"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.marsh-mudflat", NULL), ==, 0);
  g_array_unref (diagnostics);

  /* B20.7: frozen is dry, but a flooded stream stays a level higher. */
  scenario->ssr.frozen = TRUE;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.stream-frozen-flooded", "13P4"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.stream-flooded", NULL), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.pond-flooded", "25A5"), ==, 1);
  g_array_unref (diagnostics);
  scenario->ssr.stream_depth = WADI_STREAM_DEEP;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.stream-dry", "13P4"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.marsh-mudflat", NULL), ==, 0);
  g_array_unref (diagnostics);

  /* B20.41: dry streams are gullies; marsh on the stream's board is mudflat. */
  scenario->ssr.frozen = FALSE;
  scenario->ssr.stream_depth = WADI_STREAM_DRY;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.stream-dry", NULL), ==,
                    count_depressions (scenario, WADI_DEPRESSION_STREAM));
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.marsh-mudflat", "13A5"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.marsh-mudflat", "25A7"), ==, 0);
  g_array_unref (diagnostics);

  /* B20.7: snow on a stream neither dry nor frozen. */
  scenario->ssr.stream_depth = WADI_STREAM_SHALLOW;
  scenario->ssr.snow = TRUE;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.stream-frigid", "13P4"), ==, 1);
  g_assert_cmpuint (count_severity (diagnostics, WADI_SEVERITY_INFO), ==,
                    count_depressions (scenario, WADI_DEPRESSION_STREAM));
  g_array_unref (diagnostics);

  /* With no stream on the map a flooding SSR raises no pond. */
  scenario->ssr.snow = FALSE;
  scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  clear_depressions (scenario, WADI_DEPRESSION_STREAM);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.pond-flooded", NULL), ==, 0);
  g_array_unref (diagnostics);
}

static WadiScenario *
toi_scenario (void)
{
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_TOI);
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };

  scenario->ssr.toi_wadi_rules = TRUE;
  wadi_scenario_add_board (scenario, wadi_board_new ("1", 12, 10, layout, WADI_LABEL_ASL, 1));
  set_cell (scenario, "C3", WADI_TERRAIN_OPEN, WADI_DEPRESSION_WADI, 0);
  set_cell (scenario, "C4", WADI_TERRAIN_ROAD, WADI_DEPRESSION_NONE,
            WADI_HEX_FLAG_WADI_BRIDGE | WADI_HEX_FLAG_ROAD);
  set_cell (scenario, "C5", WADI_TERRAIN_OPEN, WADI_DEPRESSION_WADI, WADI_HEX_FLAG_WADI_ENTRANCE);
  return scenario;
}

/* Tide of Iron: entrances and bridges belong to a wadi. */
static void
test_validate_toi (void)
{
  g_autoptr(WadiScenario) scenario = toi_scenario ();
  GArray *diagnostics;

  diagnostics = validate (scenario);
  g_assert_cmpuint (diagnostics->len, ==, 0);
  g_array_unref (diagnostics);

  set_cell (scenario, "H3", WADI_TERRAIN_OPEN, WADI_DEPRESSION_NONE, WADI_HEX_FLAG_WADI_ENTRANCE);
  set_cell (scenario, "H7", WADI_TERRAIN_ROAD, WADI_DEPRESSION_NONE, WADI_HEX_FLAG_WADI_BRIDGE);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "toi.wadi-entrance-not-adjacent", "H3"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "toi.wadi-bridge-not-adjacent", "H7"), ==, 1);
  g_assert_cmpuint (diagnostics->len, ==, 2);
  g_array_unref (diagnostics);

  /* Without the SSR a wadi is crevasse terrain. */
  scenario->ssr.toi_wadi_rules = FALSE;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "ssr.toi-wadi-is-crevasse", NULL), ==, 2);
  g_array_unref (diagnostics);

  /* The same marks mean nothing to ASL. */
  scenario->ruleset = WADI_RULESET_ASL;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "hex-flag.not-in-ruleset", NULL), ==, 4);
  g_assert_cmpuint (count_at (scenario, diagnostics, "toi.wadi-entrance-not-adjacent", NULL), ==, 0);
  g_array_unref (diagnostics);
}

/* Terrain and Depressions the ruleset does not know. */
static void
test_validate_vocabulary (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  GArray *diagnostics;

  set_cell (scenario, "25A5", WADI_TERRAIN_TOWN, WADI_DEPRESSION_NONE, 0);
  set_cell (scenario, "25A6", WADI_TERRAIN_HILLTOP, WADI_DEPRESSION_NONE, 0);
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "terrain.not-in-ruleset", "25A5"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "terrain.not-in-ruleset", NULL), ==, 2);
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.not-in-ruleset", NULL), ==, 0);
  g_array_unref (diagnostics);

  /* The classic charts: no wadi and no hammada, but towns and hilltops. */
  scenario->ruleset = WADI_RULESET_CLASSIC;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "terrain.not-in-ruleset", "25A5"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.not-in-ruleset", "25C2"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.not-in-ruleset", "14T3"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "terrain.not-in-ruleset", "25B2"), ==, 1);
  g_array_unref (diagnostics);

  /* Tide of Iron: wadis and streams, but no gullies. */
  scenario->ruleset = WADI_RULESET_TOI;
  diagnostics = validate (scenario);
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.not-in-ruleset", "25C2"), ==, 0);
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.not-in-ruleset", "14T3"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "depression.not-in-ruleset", "13P4"), ==, 0);
  g_array_unref (diagnostics);
}

/* Counters: each placement rule at its counter, stacking at its hex,
 * off-map counters for the whole scenario (first in the report). */
static void
test_validate_counters (void)
{
  g_autoptr(WadiScenario) scenario = toi_scenario ();
  g_autoptr(GArray) diagnostics = NULL;
  WadiCounter counter = { 0 };
  guint       ford;

  counter.kind = WADI_COUNTER_UNIT;
  counter.position = WADI_POSITION_BRIDGE;
  counter.hex = wadi_fixture_hex (scenario, "C4");
  counter.side = (char *) "German";
  for (guint i = 0; i < 3; i++)
    wadi_scenario_add_counter (scenario, &counter);
  counter.kind = WADI_COUNTER_FORD;
  ford = wadi_scenario_add_counter (scenario, &counter);
  counter.kind = WADI_COUNTER_UNIT;
  counter.hex.col = 50;
  wadi_scenario_add_counter (scenario, &counter);
  diagnostics = validate (scenario);

  g_assert_cmpuint (diagnostics->len, ==, 3);
  g_assert_cmpstr (g_array_index (diagnostics, WadiDiagnostic, 0).code, ==, "placement.off-map");
  g_assert_cmpint (g_array_index (diagnostics, WadiDiagnostic, 0).place, ==, WADI_DIAG_AT_SCENARIO);
  g_assert_cmpuint (count_at (scenario, diagnostics, "stacking.toi-over-limit", "C4"), ==, 1);
  g_assert_cmpuint (count_at (scenario, diagnostics, "placement.kind-not-in-ruleset", "C4"), ==, 1);
  for (guint i = 0; i < diagnostics->len; i++)
    {
      const WadiDiagnostic *diagnostic = &g_array_index (diagnostics, WadiDiagnostic, i);

      if (g_strcmp0 (diagnostic->code, "placement.kind-not-in-ruleset") == 0)
        {
          g_assert_cmpint (diagnostic->place, ==, WADI_DIAG_AT_COUNTER);
          g_assert_cmpuint (diagnostic->counter, ==, ford);
        }
      if (g_strcmp0 (diagnostic->code, "stacking.toi-over-limit") == 0)
        g_assert_cmpint (diagnostic->place, ==, WADI_DIAG_AT_HEX);
    }
}

static void
test_validate_compare (void)
{
  WadiDiagnostic a = { 0 };
  WadiDiagnostic b;

  a.code = "stream.too-few-hexsides";
  a.place = WADI_DIAG_AT_HEX;
  a.hex = (WadiHex) { 3, 4 };
  b = a;
  g_assert_true (wadi_diagnostic_equal (&a, &b));
  g_assert_cmpint (wadi_diagnostic_compare (&a, &b), ==, 0);
  b.hex = (WadiHex) { 9, 3 };
  g_assert_cmpint (wadi_diagnostic_compare (&a, &b), >, 0);
  b = a;
  b.board = 1;
  g_assert_cmpint (wadi_diagnostic_compare (&a, &b), <, 0);
  b = a;
  b.code = "a.earlier";
  g_assert_cmpint (wadi_diagnostic_compare (&a, &b), >, 0);
  g_assert_false (wadi_diagnostic_equal (&a, &b));
  b = a;
  b.place = WADI_DIAG_AT_SCENARIO;
  b.board = 9;
  g_assert_cmpint (wadi_diagnostic_compare (&a, &b), >, 0);
  b = a;
  b.hexside.dir = 2;
  g_assert_cmpint (wadi_diagnostic_compare (&a, &b), !=, 0);
  g_assert_false (wadi_diagnostic_equal (&a, &b));
  g_assert_cmpstr (wadi_severity_name (WADI_SEVERITY_ERROR), ==, "error");
  g_assert_cmpstr (wadi_severity_name (WADI_SEVERITY_WARNING), ==, "warning");
  g_assert_cmpstr (wadi_severity_name (WADI_SEVERITY_INFO), ==, "info");
}

/* Random edits: after each, the validator's diagnostics are exactly those
 * of a full validation.  The region is made by hand, as the document's
 * ::changed would report it (a counter's old and new hexes; both hexes of
 * a hexside), except that some counter edits name only the counter. */

static WadiRegion *
region_new (guint flags)
{
  WadiRegion *region = g_new0 (WadiRegion, 1);

  region->flags = flags;
  region->hexes = g_array_new (FALSE, FALSE, sizeof (WadiRegionHex));
  region->counters = g_array_new (FALSE, FALSE, sizeof (guint));
  return region;
}

static void
region_free (WadiRegion *region)
{
  g_array_unref (region->hexes);
  g_array_unref (region->counters);
  g_free (region);
}

static void
region_hex (WadiRegion *region,
            guint       board,
            WadiHex     hex)
{
  WadiRegionHex entry = { board, hex };

  region->flags |= WADI_REGION_HEXES;
  g_array_append_val (region->hexes, entry);
}

static void
region_counter (WadiRegion        *region,
                const WadiCounter *counter,
                gboolean           with_hex)
{
  region->flags |= WADI_REGION_COUNTERS;
  g_array_append_val (region->counters, counter->id);
  if (with_hex)
    region_hex (region, counter->board, counter->hex);
}

static WadiHex
random_hex (const WadiBoard *board)
{
  WadiHex hex;

  /* a board numbered from row 0 lacks every other hex of that row */
  do
    hex = (WadiHex) { g_test_rand_int_range (0, board->cols), g_test_rand_int_range (0, board->rows) };
  while (!wadi_board_contains (board, hex));
  return hex;
}

static void
random_counter (const WadiScenario *scenario,
                WadiCounter        *counter)
{
  static const char *sides[] = { NULL, "German", "British" };
  const WadiBoard   *board;

  counter->kind = (WadiCounterKind) g_test_rand_int_range (0, WADI_COUNTER_KIND_COUNT);
  counter->board = (guint) g_test_rand_int_range (0, (int) scenario->boards->len);
  board = wadi_scenario_get_board (scenario, counter->board);
  counter->hex = random_hex (board);
  if (g_test_rand_int_range (0, 20) == 0)
    counter->hex.row = board->rows;
  counter->centre = (WadiDirection) g_test_rand_int_range (0, 6);
  counter->vertex = (WadiVertexIndex) g_test_rand_int_range (0, 6);
  counter->unit_class = (WadiUnitClass) g_test_rand_int_range (0, WADI_UNIT_CLASS_COUNT);
  counter->position = (WadiPosition) g_test_rand_int_range (0, WADI_POSITION_COUNT);
  g_free (counter->side);
  counter->side = g_strdup (sides[g_test_rand_int_range (0, G_N_ELEMENTS (sides))]);
}

/* Hexes drawn from a small patch, so that edits meet each other. */
static WadiHex
patch_hex (void)
{
  WadiHex hex = { g_test_rand_int_range (0, 6), g_test_rand_int_range (0, 5) };

  return hex;
}

static WadiRegion *
random_edit (WadiScenario *scenario)
{
  static const WadiTerrain terrains[] = {
    WADI_TERRAIN_OPEN,
    WADI_TERRAIN_OPEN,
    WADI_TERRAIN_MARSH,
    WADI_TERRAIN_POND,
    WADI_TERRAIN_HAMMADA,
    WADI_TERRAIN_TOWN,
  };
  static const guint side_features[] = {
    0,
    WADI_SIDE_DEPRESSION,
    WADI_SIDE_DEPRESSION_CLIFF,
    WADI_SIDE_WADI,
    WADI_SIDE_DEPRESSION | WADI_SIDE_CLIFF,
    WADI_SIDE_WADI | WADI_SIDE_DEPRESSION_CLIFF,
  };
  guint       board_index = (guint) g_test_rand_int_range (0, (int) scenario->boards->len);
  WadiBoard  *board = wadi_scenario_get_board (scenario, board_index);
  int         what = g_test_rand_int_range (0, 100);
  WadiRegion *region;

  if (what < 35)
    {
      WadiHexCell cell = { 0 };
      WadiHex     hex = g_test_rand_bit () ? patch_hex () : random_hex (board);

      if (!wadi_board_contains (board, hex))
        hex.row++;
      cell.terrain = terrains[g_test_rand_int_range (0, G_N_ELEMENTS (terrains))];
      cell.depression = (guint8) g_test_rand_int_range (0, WADI_DEPRESSION_COUNT);
      cell.floor = cell.depression == WADI_DEPRESSION_NONE ? 0 : -1;
      if (g_test_rand_int_range (0, 4) == 0)
        cell.flags = (guint8) (1u << g_test_rand_int_range (0, WADI_HEX_FLAG_COUNT_));
      wadi_board_set_cell (board, hex, &cell);
      region = region_new (0);
      region_hex (region, board_index, hex);
    }
  else if (what < 60)
    {
      WadiHexside side = { g_test_rand_bit () ? patch_hex () : random_hex (board),
                           (WadiDirection) g_test_rand_int_range (0, 6) };
      WadiHex other = wadi_hexside_other_hex (board->layout, side);

      wadi_board_set_side (board, side,
                           side_features[g_test_rand_int_range (0, G_N_ELEMENTS (side_features))]);
      region = region_new (0);
      region_hex (region, board_index, side.hex);
      if (wadi_board_contains (board, other))
        region_hex (region, board_index, other);
    }
  else if (what < 75 || scenario->counters->len == 0)
    {
      WadiCounter counter = { 0 };

      random_counter (scenario, &counter);
      if (g_test_rand_bit ())
        counter.hex = patch_hex ();
      counter.id = wadi_scenario_add_counter (scenario, &counter);
      region = region_new (0);
      region_counter (region, &counter, TRUE);
      wadi_counter_clear (&counter);
    }
  else if (what < 85)
    {
      guint       index = (guint) g_test_rand_int_range (0, (int) scenario->counters->len);
      WadiCounter old;

      wadi_counter_copy_into (&old, &g_array_index (scenario->counters, WadiCounter, index));
      g_assert_true (wadi_scenario_remove_counter (scenario, old.id));
      region = region_new (0);
      region_counter (region, &old, g_test_rand_bit ());
      wadi_counter_clear (&old);
    }
  else if (what < 95)
    {
      guint       index = (guint) g_test_rand_int_range (0, (int) scenario->counters->len);
      WadiCounter moved;
      gboolean    with_hexes = g_test_rand_bit ();

      wadi_counter_copy_into (&moved, &g_array_index (scenario->counters, WadiCounter, index));
      region = region_new (0);
      region_counter (region, &moved, with_hexes);
      random_counter (scenario, &moved);
      g_assert_true (wadi_scenario_replace_counter (scenario, &moved));
      region_counter (region, &moved, with_hexes);
      wadi_counter_clear (&moved);
    }
  else if (what < 99)
    {
      scenario->ssr.stream_depth = (WadiStreamDepth) g_test_rand_int_range (0, WADI_STREAM_DEPTH_COUNT);
      scenario->ssr.frozen = g_test_rand_int_range (0, 3) == 0;
      scenario->ssr.snow = g_test_rand_int_range (0, 3) == 0;
      scenario->ssr.toi_wadi_rules = g_test_rand_bit ();
      region = region_new (WADI_REGION_SSR);
    }
  else
    {
      scenario->ruleset = (WadiRulesetId) g_test_rand_int_range (0, WADI_RULESET_COUNT);
      region = region_new (WADI_REGION_RULESET);
    }
  return region;
}

static void
assert_same (GArray *incremental,
             GArray *full,
             guint   step)
{
  if (incremental->len != full->len)
    g_error ("step %u: the validator has %u diagnostics, a full validation %u",
             step, incremental->len, full->len);
  for (guint i = 0; i < full->len; i++)
    {
      const WadiDiagnostic *a = &g_array_index (incremental, WadiDiagnostic, i);
      const WadiDiagnostic *b = &g_array_index (full, WadiDiagnostic, i);

      if (!wadi_diagnostic_equal (a, b))
        g_error ("step %u, diagnostic %u: %s at %u:%d,%d but %s at %u:%d,%d", step, i,
                 a->code, a->board, a->hex.col, a->hex.row, b->code, b->board, b->hex.col, b->hex.row);
    }
}

static void
run_random_edits (WadiScenario *scenario,
                  guint         steps)
{
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  g_autoptr(WadiValidator) validator = wadi_validator_new (ctx);

  for (guint step = 0; step < steps; step++)
    {
      WadiRegion *region = random_edit (scenario);
      g_autoptr(GArray) incremental = NULL;
      g_autoptr(GArray) full = NULL;

      wadi_rules_context_update (ctx, region);
      wadi_validator_update (validator, region);
      region_free (region);

      incremental = wadi_validator_collect (validator);
      full = wadi_validate_all (ctx);
      assert_same (incremental, full, step);
      for (WadiSeverity severity = WADI_SEVERITY_ERROR; severity <= WADI_SEVERITY_INFO; severity++)
        g_assert_cmpuint (wadi_validator_count (validator, severity), ==,
                          count_severity (full, severity));
    }
}

static void
test_validate_incremental_asl (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();

  /* Dry streams and flooding make whole boards depend on one hex. */
  scenario->ssr.stream_depth = WADI_STREAM_DRY;
  run_random_edits (scenario, 400);
}

static void
test_validate_incremental_flooded (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();

  scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  run_random_edits (scenario, 400);
}

static void
test_validate_incremental_toi (void)
{
  g_autoptr(WadiScenario) scenario = toi_scenario ();

  run_random_edits (scenario, 400);
}

/* A region with nothing the validator looks at changes nothing. */
static void
test_validate_metadata_region (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(WadiValidator) validator = NULL;
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) after = NULL;
  WadiRegion *region = region_new (WADI_REGION_METADATA);

  set_cell (scenario, "13G4", WADI_TERRAIN_OPEN, WADI_DEPRESSION_STREAM, 0);
  ctx = wadi_rules_context_new (scenario);
  validator = wadi_validator_new (ctx);
  before = wadi_validator_collect (validator);
  g_assert_cmpuint (wadi_validator_count (validator, WADI_SEVERITY_WARNING), >, 0);
  wadi_validator_update (validator, region);
  after = wadi_validator_collect (validator);
  assert_same (after, before, 0);
  region_free (region);
}

/* The bundled examples are what a designer opens first: none of them may
 * break a rule of its own ruleset. */
static void
test_validate_examples_clean (void)
{
  const char *names[] = { "asl-f5-b20.wadi", "toi-wadi.wadi", "classic-charts.wadi" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "examples",
                                                     names[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(WadiScenario) scenario = wadi_format_read_file (file, &error);
      g_autoptr(WadiRulesContext) ctx = NULL;
      g_autoptr(GArray) diagnostics = NULL;

      g_assert_no_error (error);
      ctx = wadi_rules_context_new (scenario);
      diagnostics = wadi_validate_all (ctx);
      for (guint d = 0; d < diagnostics->len; d++)
        {
          const WadiDiagnostic *diagnostic = &g_array_index (diagnostics, WadiDiagnostic, d);

          if (diagnostic->severity != WADI_SEVERITY_INFO)
            g_error ("%s: %s", names[i], diagnostic->code);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/validate/fixture", test_validate_fixture);
  g_test_add_func ("/validate/examples-clean", test_validate_examples_clean);
  g_test_add_func ("/validate/stream-hexsides", test_validate_stream_hexsides);
  g_test_add_func ("/validate/hexsides", test_validate_hexsides);
  g_test_add_func ("/validate/ssr", test_validate_ssr);
  g_test_add_func ("/validate/toi", test_validate_toi);
  g_test_add_func ("/validate/vocabulary", test_validate_vocabulary);
  g_test_add_func ("/validate/counters", test_validate_counters);
  g_test_add_func ("/validate/compare", test_validate_compare);
  g_test_add_func ("/validate/metadata-region", test_validate_metadata_region);
  g_test_add_func ("/validate/incremental-asl", test_validate_incremental_asl);
  g_test_add_func ("/validate/incremental-flooded", test_validate_incremental_flooded);
  g_test_add_func ("/validate/incremental-toi", test_validate_incremental_toi);
  return g_test_run ();
}
