/* test-los-toi.c: LOS under Tide of Iron's wadi rules (Days of the Fox) */
#include "config.h"

#include <string.h>

#include "wadi-test-rules.h"

static WadiLocation
unit_location (const WadiScenario *scenario,
               const char         *name)
{
  const WadiCounter *counter = wadi_fixture_unit (scenario, name);
  WadiLocation       location = { counter->hex, counter->position, 0 };

  return location;
}

/* The diagram, sight line by sight line: what each German unit sees of
 * the British units F-J. */
typedef struct
{
  const char *viewer;
  const char *seen;  /* the British units it sees */
  const char *blind; /* those in a blind hex; the rest are blocked */
} DiagramRow;

static const DiagramRow diagram[] = {
  { "A", "FGHIJ", "" },
  { "B", "FGH", "" },
  { "C", "GHJ", "FI" },
  { "D", "", "" },
  { "E", "FG", "" },
};

static void
test_diagram (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_los ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  const char *british = "FGHIJ";

  for (gsize r = 0; r < G_N_ELEMENTS (diagram); r++)
    for (const char *t = british; *t != '\0'; t++)
      {
        char           viewer_name[2] = { diagram[r].viewer[0], '\0' };
        char           target_name[2] = { *t, '\0' };
        WadiLocation   viewer = unit_location (scenario, viewer_name);
        WadiLocation   target = unit_location (scenario, target_name);
        WadiLosVerdict expected = strchr (diagram[r].seen, *t) != NULL    ? WADI_LOS_CLEAR
                                  : strchr (diagram[r].blind, *t) != NULL ? WADI_LOS_BLIND
                                                                          : WADI_LOS_BLOCKED;
        WadiLosVerdict verdict = wadi_test_los_both_ways (ctx, &viewer, &target);

        if (verdict != expected)
          g_error ("%s -> %s: verdict %d, expected %d", viewer_name, target_name, verdict, expected);
      }
}

static void
test_levels (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_los ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiLocation  g = unit_location (scenario, "G");
  WadiLocation  h = unit_location (scenario, "H");
  WadiLocation  c = unit_location (scenario, "C");
  WadiLocation  f = unit_location (scenario, "F");
  WadiLocation  e = unit_location (scenario, "E");
  WadiLocation  f_ground = f;
  WadiLocation  g_ground = g;
  WadiLosResult result;

  /* the wadi bridge hex card: the bridge at level 0, the wadi at -1 */
  g_assert_cmpint (wadi_location_level (ctx, &g), ==, 0);
  g_assert_cmpint (wadi_location_level (ctx, &h), ==, -1);
  g_assert_cmpint (wadi_location_level (ctx, &c), ==, 1);
  /* no Crest in Tide of Iron: any unit of a wadi hex is in the wadi */
  f_ground.position = WADI_POSITION_GROUND;
  g_assert_cmpint (wadi_location_level (ctx, &f_ground), ==, -1);
  /* but "ground" in a wadi bridge hex is the bridge, as it is for
   * movement (a unit from outside the wadi enters the bridge): squad E
   * sees G "because it is on the bridge" whether or not G's position is
   * named (a checker found E blind to G "ground" at level -1) */
  g_ground.position = WADI_POSITION_GROUND;
  g_assert_cmpint (wadi_location_level (ctx, &g_ground), ==, 0);
  wadi_los_result_init (&result);
  wadi_los (ctx, &e, &g_ground, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_CLEAR);
  g_assert_cmpstr (result.rule, ==, "Wadi bridge hex");
  wadi_los_result_clear (&result);

  /* units on different levels of the hex see each other */
  wadi_los_result_init (&result);
  wadi_los (ctx, &g, &h, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_CLEAR);
  g_assert_cmpstr (result.rule, ==, "Wadi bridge hex");
  wadi_los_result_clear (&result);
}

/* The wadi bridge hex card's Example, on the diagram's board with a wadi
 * bridge in 0604: a Panzer III and a German squad on the bridge see the two
 * British squads in the wadi beneath, and are seen by them. */
static void
test_bridge_example (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_los ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  WadiBoard  *board = wadi_scenario_grid (scenario);
  WadiHex     hex = wadi_fixture_hex (scenario, "0604");
  WadiHexCell cell = *wadi_board_cell (board, hex);
  static const struct
  {
    WadiUnitClass unit_class;
    WadiPosition  position;
    const char   *side;
  } units[] = {
    { WADI_UNIT_FULLY_TRACKED, WADI_POSITION_BRIDGE, "German" },
    { WADI_UNIT_INFANTRY, WADI_POSITION_BRIDGE, "German" },
    { WADI_UNIT_INFANTRY, WADI_POSITION_WADI, "British" },
    { WADI_UNIT_INFANTRY, WADI_POSITION_WADI, "British" },
  };
  guint         ids[G_N_ELEMENTS (units)];
  WadiLosResult result;

  cell.flags |= WADI_HEX_FLAG_WADI_BRIDGE;
  wadi_board_set_cell (board, hex, &cell);
  for (gsize i = 0; i < G_N_ELEMENTS (units); i++)
    {
      WadiCounter counter = { 0 };

      counter.kind = WADI_COUNTER_UNIT;
      counter.hex = hex;
      counter.unit_class = units[i].unit_class;
      counter.position = units[i].position;
      counter.side = (char *) units[i].side;
      ids[i] = wadi_scenario_add_counter (scenario, &counter);
    }
  ctx = wadi_rules_context_new (scenario);

  wadi_los_result_init (&result);
  for (gsize i = 0; i < G_N_ELEMENTS (units); i++)
    for (gsize j = 0; j < G_N_ELEMENTS (units); j++)
      {
        const WadiCounter *a = wadi_scenario_find_counter (scenario, ids[i]);
        const WadiCounter *b = wadi_scenario_find_counter (scenario, ids[j]);
        WadiLocation       from = { a->hex, a->position, 0 };
        WadiLocation       to = { b->hex, b->position, 0 };

        if (a->position == b->position)
          continue;
        g_assert_cmpint (wadi_test_los_both_ways (ctx, &from, &to), ==, WADI_LOS_CLEAR);
        wadi_los (ctx, &from, &to, &result);
        g_assert_cmpstr (result.rule, ==, "Wadi bridge hex");
        g_assert_cmpuint (result.blind_hexes->len, ==, 0);
      }
  wadi_los_result_clear (&result);
  /* the bridge at level 0, the wadi beneath at -1 */
  g_assert_cmpint (wadi_location_level (ctx, &(WadiLocation) { hex, WADI_POSITION_BRIDGE, 0 }), ==, 0);
  g_assert_cmpint (wadi_location_level (ctx, &(WadiLocation) { hex, WADI_POSITION_WADI, 0 }), ==, -1);
}

/* What decides C's sight lines, and the blind hexes it draws. */
static void
test_tank_c (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_los ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiLocation  c = unit_location (scenario, "C");
  WadiLocation  f = unit_location (scenario, "F");
  WadiLocation  i = unit_location (scenario, "I");
  WadiLocation  j = unit_location (scenario, "J");
  WadiLocation  g = unit_location (scenario, "G");
  WadiLosResult result;

  wadi_los_result_init (&result);
  /* "G is visible because it is on the bridge, which is considered to be
   * level 0 terrain": the wadi bridge hex's rule, not rule 1 (C is on a
   * level 1 hill) */
  wadi_los (ctx, &c, &g, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_CLEAR);
  g_assert_cmpstr (result.rule, ==, "Wadi bridge hex");

  wadi_los (ctx, &c, &f, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_BLIND);
  g_assert_cmpint (result.decided_by, ==, WADI_LOS_DECIDED_HEX);
  g_assert_true (wadi_hex_equal (result.hex, wadi_fixture_hex (scenario, "0705")));
  g_assert_cmpstr (result.rule, ==, "DoF wadi LOS 3");

  /* I is blind behind the bridge, which decides it */
  wadi_los (ctx, &c, &i, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_BLIND);
  g_assert_true (wadi_hex_equal (result.hex, wadi_fixture_hex (scenario, "0706")));
  g_assert_cmpstr (result.rule, ==, "DoF wadi LOS 4");

  /* J is seen; along the way F's and I's hexes are blind */
  wadi_los (ctx, &c, &j, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_CLEAR);
  g_assert_cmpuint (result.blind_hexes->len, ==, 2);
  g_assert_true (wadi_hex_equal (g_array_index (result.blind_hexes, WadiHex, 0),
                                 wadi_fixture_hex (scenario, "0705")));
  g_assert_true (wadi_hex_equal (g_array_index (result.blind_hexes, WadiHex, 1),
                                 wadi_fixture_hex (scenario, "0707")));
  g_assert_cmpuint (result.line->len, ==, 13);

  /* the blind hexes are C's: from J looking up, none are listed */
  wadi_los (ctx, &j, &c, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_CLEAR);
  g_assert_cmpuint (result.blind_hexes->len, ==, 0);
  wadi_los_result_clear (&result);
}

/* Rules 1 and 2 name where the line leaves the wadi. */
static void
test_leaving_the_wadi (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_los ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiLocation   d = unit_location (scenario, "D");
  WadiLocation   i = unit_location (scenario, "I");
  WadiLocation   e = unit_location (scenario, "E");
  WadiLocation   h = unit_location (scenario, "H");
  WadiGridLayout layout = wadi_scenario_grid (scenario)->layout;
  WadiLosResult  result;

  wadi_los_result_init (&result);
  /* D in the wadi: the line to I leaves the branch across 0604's bank */
  wadi_los (ctx, &d, &i, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_BLOCKED);
  g_assert_cmpstr (result.rule, ==, "DoF wadi LOS 2");
  g_assert_cmpint (result.decided_by, ==, WADI_LOS_DECIDED_HEXSIDE);
  g_assert_true (wadi_hexside_equal (layout, result.hexside, wadi_fixture_hexside (scenario, "0604", "0605")));
  /* E at level 0: through the adjacent wadi hex 0504, then out of the
   * wadi across its bank into 0505 */
  wadi_los (ctx, &e, &h, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_BLOCKED);
  g_assert_cmpstr (result.rule, ==, "DoF wadi LOS 1");
  g_assert_cmpint (result.decided_by, ==, WADI_LOS_DECIDED_HEXSIDE);
  g_assert_true (wadi_hexside_equal (layout, result.hexside, wadi_fixture_hexside (scenario, "0504", "0505")));
  wadi_los_result_clear (&result);

  /* rule 2 when adjacent: F and the branch's 0604 are joined */
  g_assert_cmpint (wadi_test_los_both_ways (ctx, &(WadiLocation) { wadi_fixture_hex (scenario, "0604"), WADI_POSITION_WADI, 0 },
                                            &(WadiLocation) { wadi_fixture_hex (scenario, "0705"),
                                                              WADI_POSITION_WADI, 0 }),
                   ==, WADI_LOS_CLEAR);
}

/* Rule 3: the first wadi hex is not blind when it is a wadi entrance hex. */
static void
test_entrance (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_los ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  WadiLocation  hill;
  WadiLocation  entrance;
  WadiLocation  j;
  WadiLosResult result;

  /* a level 1 hill two hexes below the entrance 0709 */
  wadi_fixture_set_hex (scenario, "0711", WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_NONE, 0);
  ctx = wadi_rules_context_new (scenario);
  hill = wadi_test_location (scenario, "0711", WADI_POSITION_GROUND);
  entrance = wadi_test_location (scenario, "0709", WADI_POSITION_WADI);
  j = unit_location (scenario, "J");

  g_assert_cmpint (wadi_test_los_both_ways (ctx, &hill, &entrance), ==, WADI_LOS_CLEAR);
  g_assert_cmpint (wadi_test_los_both_ways (ctx, &hill, &j), ==, WADI_LOS_CLEAR);
  wadi_los_result_init (&result);
  wadi_los (ctx, &hill, &j, &result);
  g_assert_cmpuint (result.blind_hexes->len, ==, 0);
  wadi_los_result_clear (&result);
  g_clear_pointer (&ctx, wadi_rules_context_free);

  /* without the entrance, 0709 is the blind first wadi hex */
  {
    WadiBoard  *board = wadi_scenario_grid (scenario);
    WadiHexCell cell = *wadi_board_cell (board, entrance.hex);

    cell.flags &= (guint8) ~WADI_HEX_FLAG_WADI_ENTRANCE;
    wadi_board_set_cell (board, entrance.hex, &cell);
  }
  ctx = wadi_rules_context_new (scenario);
  g_assert_cmpint (wadi_test_los_both_ways (ctx, &hill, &entrance), ==, WADI_LOS_BLIND);
  g_assert_cmpint (wadi_test_los_both_ways (ctx, &hill, &j), ==, WADI_LOS_CLEAR);
}

/* Rule 3 and the diagram ("the first non-adjacent wadi hex is a blind hex
 * from higher elevations, regardless of range"): a level 1 viewer next to
 * the wadi (0704 raised here, beside F's 0705) sees F, but the first
 * non-adjacent wadi hex on its line, the bridge hex 0706, is blind (H
 * beneath the bridge); I behind the bridge is blind (rule 4); J is seen. */
static void
test_adjacent_high_viewer (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_los ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  WadiLocation  hill;
  WadiLocation  f = unit_location (scenario, "F");
  WadiLocation  h = unit_location (scenario, "H");
  WadiLocation  i = unit_location (scenario, "I");
  WadiLocation  j = unit_location (scenario, "J");
  WadiLosResult result;

  wadi_fixture_set_hex (scenario, "0704", WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_NONE, 0);
  ctx = wadi_rules_context_new (scenario);
  hill = wadi_test_location (scenario, "0704", WADI_POSITION_GROUND);

  g_assert_cmpint (wadi_test_los_both_ways (ctx, &hill, &f), ==, WADI_LOS_CLEAR);
  g_assert_cmpint (wadi_test_los_both_ways (ctx, &hill, &h), ==, WADI_LOS_BLIND);
  g_assert_cmpint (wadi_test_los_both_ways (ctx, &hill, &i), ==, WADI_LOS_BLIND);
  wadi_los_result_init (&result);
  wadi_los (ctx, &hill, &h, &result);
  g_assert_true (wadi_hex_equal (result.hex, h.hex));
  g_assert_cmpstr (result.rule, ==, "DoF wadi LOS 3");
  wadi_los (ctx, &hill, &j, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_CLEAR);
  g_assert_cmpuint (result.blind_hexes->len, ==, 2);
  g_assert_true (wadi_hex_equal (g_array_index (result.blind_hexes, WadiHex, 0), h.hex));
  g_assert_true (wadi_hex_equal (g_array_index (result.blind_hexes, WadiHex, 1),
                                 wadi_fixture_hex (scenario, "0707")));
  wadi_los_result_clear (&result);
}

/* Rule 4: bridges over streams block nothing, unless an SSR says so. */
static void
test_stream_bridge (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_los ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  WadiLocation  a;
  WadiLocation  b;
  WadiLocation  high;
  WadiLosResult result;

  /* a stream with a bridge in 0203, between 0201 and 0205; a hill 0206 */
  wadi_fixture_set_hex (scenario, "0203", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_STREAM, -1);
  {
    WadiBoard  *board = wadi_scenario_grid (scenario);
    WadiHex     hex = wadi_fixture_hex (scenario, "0203");
    WadiHexCell cell = *wadi_board_cell (board, hex);

    cell.flags |= WADI_HEX_FLAG_BRIDGE;
    wadi_board_set_cell (board, hex, &cell);
  }
  wadi_fixture_set_hex (scenario, "0206", WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_NONE, 0);
  a = wadi_test_location (scenario, "0201", WADI_POSITION_GROUND);
  b = wadi_test_location (scenario, "0205", WADI_POSITION_GROUND);
  high = wadi_test_location (scenario, "0206", WADI_POSITION_GROUND);

  ctx = wadi_rules_context_new (scenario);
  g_assert_cmpint (wadi_test_los_both_ways (ctx, &a, &b), ==, WADI_LOS_CLEAR);
  /* IN the stream is not in a wadi: the answer says neither is (a
   * try-out read "between units outside them" of units IN a stream) */
  {
    WadiLocation in_stream = wadi_test_location (scenario, "0203", WADI_POSITION_IN);

    wadi_los_result_init (&result);
    wadi_los (ctx, &in_stream, &b, &result);
    g_assert_cmpint (result.verdict, ==, WADI_LOS_CLEAR);
    g_assert_true (g_str_has_prefix (result.reason, "neither unit is in a wadi"));
    wadi_los_result_clear (&result);
  }
  g_clear_pointer (&ctx, wadi_rules_context_free);

  scenario->ssr.toi_stream_bridges_block_los = TRUE;
  ctx = wadi_rules_context_new (scenario);
  g_assert_cmpint (wadi_test_los_both_ways (ctx, &a, &b), ==, WADI_LOS_BLOCKED);
  wadi_los_result_init (&result);
  wadi_los (ctx, &a, &b, &result);
  g_assert_cmpint (result.decided_by, ==, WADI_LOS_DECIDED_HEX);
  g_assert_true (wadi_hex_equal (result.hex, wadi_fixture_hex (scenario, "0203")));
  g_assert_cmpstr (result.rule, ==, "DoF wadi LOS 4");
  wadi_los_result_clear (&result);
  /* from a hill the bridge is no obstacle */
  g_assert_cmpint (wadi_test_los_both_ways (ctx, &a, &high), ==, WADI_LOS_CLEAR);
}

/* Without the wadi SSR the wadi hexes are crevasse terrain, which the
 * texts give no LOS rule: nothing in them hides. */
static void
test_crevasse (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_los ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  WadiLocation e;
  WadiLocation h;

  scenario->ssr.toi_wadi_rules = FALSE;
  ctx = wadi_rules_context_new (scenario);
  e = unit_location (scenario, "E");
  h = unit_location (scenario, "H");
  g_assert_cmpint (wadi_test_los_both_ways (ctx, &e, &h), ==, WADI_LOS_CLEAR);
}

/* Every location of the diagram's board (ground, in the wadi, on the
 * bridge) sees every other exactly when it is seen by it. */
static void
test_symmetry (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_los ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(GArray) locations = g_array_new (FALSE, FALSE, sizeof (WadiLocation));
  WadiBoard *board = wadi_scenario_grid (scenario);
  guint      counts[WADI_LOS_BLIND + 1];

  /* more relief: a second hill and a wadi bridge on the branch */
  wadi_fixture_set_hex (scenario, "0908", WADI_TERRAIN_OPEN, 2, WADI_DEPRESSION_NONE, 0);
  wadi_fixture_set_hex (scenario, "0302", WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_NONE, 0);
  {
    WadiHex     hex = wadi_fixture_hex (scenario, "0604");
    WadiHexCell cell = *wadi_board_cell (board, hex);

    cell.flags |= WADI_HEX_FLAG_WADI_BRIDGE;
    wadi_board_set_cell (board, hex, &cell);
  }
  ctx = wadi_rules_context_new (scenario);

  for (guint i = 0; i < wadi_board_hex_count (board); i++)
    {
      WadiLocation location = { wadi_board_hex_at_index (board, i), WADI_POSITION_GROUND, 0 };

      g_array_append_val (locations, location);
      if (wadi_board_cell (board, location.hex)->flags & WADI_HEX_FLAG_WADI_BRIDGE)
        {
          location.position = WADI_POSITION_BRIDGE;
          g_array_append_val (locations, location);
        }
    }

  wadi_test_los_all_pairs (ctx, locations, counts);
  g_assert_cmpuint (counts[WADI_LOS_CLEAR], >, 0);
  g_assert_cmpuint (counts[WADI_LOS_BLOCKED], >, 0);
  g_assert_cmpuint (counts[WADI_LOS_BLIND], >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/los/toi/diagram", test_diagram);
  g_test_add_func ("/los/toi/levels", test_levels);
  g_test_add_func ("/los/toi/bridge-example", test_bridge_example);
  g_test_add_func ("/los/toi/tank-c", test_tank_c);
  g_test_add_func ("/los/toi/leaving-the-wadi", test_leaving_the_wadi);
  g_test_add_func ("/los/toi/entrance", test_entrance);
  g_test_add_func ("/los/toi/adjacent-high-viewer", test_adjacent_high_viewer);
  g_test_add_func ("/los/toi/stream-bridge", test_stream_bridge);
  g_test_add_func ("/los/toi/crevasse", test_crevasse);
  g_test_add_func ("/los/toi/symmetry", test_symmetry);

  return g_test_run ();
}
