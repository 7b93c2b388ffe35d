/* test-position.c: where a unit stands in a hex when nothing says, and
 * where it may
 *
 * wadi-cli and the inspector both ask wadi_rules_default_position (); the
 * inspector used to put a unit IN a depression hex a bridge spans.
 */
#include "config.h"

#include "wadi-position.h"
#include "wadi-test-fixtures.h"

static void
add_counter (WadiScenario   *scenario,
             WadiCounterKind kind,
             const char     *label)
{
  WadiCounter counter = { 0 };

  counter.kind = kind;
  wadi_fixture_locate (scenario, label, &counter.hex);
  wadi_scenario_add_counter (scenario, &counter);
}

static void
add_flags (WadiScenario *scenario,
           const char   *label,
           guint         flags)
{
  WadiHex     hex;
  WadiBoard  *b;
  WadiHexCell cell;

  wadi_fixture_locate (scenario, label, &hex);
  b = wadi_scenario_grid (scenario);
  cell = *wadi_board_cell (b, hex);
  cell.flags |= flags;
  wadi_board_set_cell (b, hex, &cell);
}

static WadiPosition
default_at (const WadiRulesContext *ctx,
            const WadiScenario     *scenario,
            const char             *label)
{
  WadiHex hex;

  wadi_fixture_locate (scenario, label, &hex);
  return wadi_rules_default_position (ctx, hex);
}

/* Ground outside a depression; IN a gully, stream or wadi; on the ground
 * where a printed bridge or a bridge counter spans one. */
static void
test_default_position_asl (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = NULL;

  wadi_fixture_set_hex (scenario, "25A5", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_NONE, 0);
  wadi_fixture_set_hex (scenario, "25A6", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, -1);
  wadi_fixture_set_hex (scenario, "25A7", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_STREAM, -1);
  wadi_fixture_set_hex (scenario, "25A8", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1);
  wadi_fixture_set_hex (scenario, "25A9", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_STREAM, -1);
  add_flags (scenario, "25A9", WADI_HEX_FLAG_BRIDGE);
  wadi_fixture_set_hex (scenario, "25B5", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, -1);
  add_counter (scenario, WADI_COUNTER_BRIDGE, "25B5");
  /* a counter that is no bridge changes nothing */
  wadi_fixture_set_hex (scenario, "25B6", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, -1);
  add_counter (scenario, WADI_COUNTER_CREST, "25B6");
  ctx = wadi_rules_context_new (scenario);

  g_assert_cmpint (default_at (ctx, scenario, "25A5"), ==, WADI_POSITION_GROUND);
  g_assert_cmpint (default_at (ctx, scenario, "25A6"), ==, WADI_POSITION_IN);
  g_assert_cmpint (default_at (ctx, scenario, "25A7"), ==, WADI_POSITION_IN);
  g_assert_cmpint (default_at (ctx, scenario, "25A8"), ==, WADI_POSITION_IN);
  g_assert_cmpint (default_at (ctx, scenario, "25A9"), ==, WADI_POSITION_GROUND);
  g_assert_cmpint (default_at (ctx, scenario, "25B5"), ==, WADI_POSITION_GROUND);
  g_assert_cmpint (default_at (ctx, scenario, "25B6"), ==, WADI_POSITION_IN);
}

/* Tide of Iron: a wadi bridge hex carries the unit too. */
static void
test_default_position_toi_wadi_bridge (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_los ();
  g_autoptr(WadiRulesContext) ctx = NULL;

  wadi_fixture_set_hex (scenario, "0604", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1);
  wadi_fixture_set_hex (scenario, "0605", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1);
  add_flags (scenario, "0604", WADI_HEX_FLAG_WADI_BRIDGE);
  ctx = wadi_rules_context_new (scenario);

  g_assert_cmpint (default_at (ctx, scenario, "0604"), ==, WADI_POSITION_GROUND);
  g_assert_cmpint (default_at (ctx, scenario, "0605"), ==, WADI_POSITION_IN);
}

/* A hex off the map, beside it or below its last board: the ground. */
static void
test_default_position_off_map (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);

  g_assert_cmpint (wadi_rules_default_position (ctx, (WadiHex) { -5, 3 }), ==, WADI_POSITION_GROUND);
  g_assert_cmpint (wadi_rules_default_position (ctx, (WadiHex) { 2, 99 }), ==, WADI_POSITION_GROUND);
}

/* The rule a position refused in hex cites ("" for none), or NULL when the
 * hex has it. */
static const char *
refused (WadiScenario *scenario,
         const char   *label,
         WadiPosition  position)
{
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  const char *reason, *rule;
  WadiHex     hex;

  wadi_fixture_locate (scenario, label, &hex);
  if (wadi_rules_position_exists (ctx, hex, position, &reason, &rule))
    return NULL;
  g_assert_nonnull (reason);
  return rule != NULL ? rule : "";
}

/* IN and Crest status a Depression's (B20.9, where there is Crest
 * status); the two levels a wadi bridge hex's, while the scenario plays
 * the wadi rules; no position a ruleset has not. */
static void
test_position_exists (void)
{
  g_autoptr(WadiScenario) asl = wadi_fixture_asl_examples ();
  g_autoptr(WadiScenario) toi = wadi_fixture_toi_examples ();

  g_assert_null (refused (asl, "14T3", WADI_POSITION_CREST));
  g_assert_cmpstr (refused (asl, "25H7", WADI_POSITION_IN), ==, "B20.9");
  g_assert_cmpstr (refused (asl, "25H7", WADI_POSITION_CREST), ==, "B20.9");
  g_assert_cmpstr (refused (asl, "14T3", WADI_POSITION_BRIDGE), ==, "");

  g_assert_null (refused (toi, "E3", WADI_POSITION_BRIDGE));
  g_assert_null (refused (toi, "E3", WADI_POSITION_WADI));
  g_assert_null (refused (toi, "C3", WADI_POSITION_IN));
  g_assert_cmpstr (refused (toi, "F2", WADI_POSITION_IN), ==, "");
  g_assert_cmpstr (refused (toi, "F2", WADI_POSITION_BRIDGE), ==, "ToI wadi bridge hex");
  g_assert_cmpstr (refused (toi, "E3", WADI_POSITION_CREST), ==, "");
  toi->ssr.toi_wadi_rules = FALSE;
  g_assert_cmpstr (refused (toi, "E3", WADI_POSITION_WADI), ==, "DoF wadis");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/position/default/asl", test_default_position_asl);
  g_test_add_func ("/position/default/toi-wadi-bridge", test_default_position_toi_wadi_bridge);
  g_test_add_func ("/position/default/off-map", test_default_position_off_map);
  g_test_add_func ("/position/exists", test_position_exists);
  return g_test_run ();
}
