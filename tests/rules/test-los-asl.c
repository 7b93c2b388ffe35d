/* test-los-asl.c: LOS under ASL (B20.2, B20.92, F5.12) */
#include "config.h"

#include "wadi-ruleset.h"
#include "wadi-test-rules.h"

static void
assert_sees (const WadiRulesContext *ctx,
             const WadiScenario     *scenario,
             const char             *from,
             WadiPosition            from_position,
             const char             *to,
             WadiPosition            to_position,
             WadiLosVerdict          expected)
{
  WadiLocation   a = wadi_test_location (scenario, from, from_position);
  WadiLocation   b = wadi_test_location (scenario, to, to_position);
  WadiLosVerdict verdict = wadi_test_los_both_ways (ctx, &a, &b);

  if (verdict != expected)
    g_error ("LOS %s (%s) -> %s (%s): verdict %d, expected %d", from,
             wadi_position_name (from_position), to, wadi_position_name (to_position),
             verdict, expected);
}

/* B20.2 EX: "A unit IN 13P5 can see P3, N4, O4, Q3, N6, M7, and all
 * adjacent hexes, but cannot see M6 or Q4". */
static void
test_b20_2_example (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  const WadiBoard *board = wadi_rules_context_map (ctx);
  const char      *stream_seen[] = { "13Q3", "13N6", "13M7" };
  const char      *ground_seen[] = { "13P3", "13N4", "13O4" };
  const char      *adjacent[] = { "13P4", "13P6", "13O5", "13O6", "13Q5", "13Q6" };
  WadiLocation     p5 = wadi_test_location (scenario, "13P5", WADI_POSITION_IN);
  WadiLocation     target;
  WadiLosResult    result;

  for (gsize i = 0; i < G_N_ELEMENTS (stream_seen); i++)
    {
      assert_sees (ctx, scenario, "13P5", WADI_POSITION_IN, stream_seen[i], WADI_POSITION_IN, WADI_LOS_CLEAR);
      assert_sees (ctx, scenario, "13P5", WADI_POSITION_IN, stream_seen[i], WADI_POSITION_CREST, WADI_LOS_CLEAR);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (ground_seen); i++)
    assert_sees (ctx, scenario, "13P5", WADI_POSITION_IN, ground_seen[i], WADI_POSITION_GROUND, WADI_LOS_CLEAR);
  for (gsize i = 0; i < G_N_ELEMENTS (adjacent); i++)
    {
      WadiPosition position = wadi_board_cell (board, wadi_fixture_hex (scenario, adjacent[i]))->depression
                                      != WADI_DEPRESSION_NONE
                                  ? WADI_POSITION_IN
                                  : WADI_POSITION_GROUND;

      assert_sees (ctx, scenario, "13P5", WADI_POSITION_IN, adjacent[i], position, WADI_LOS_CLEAR);
      assert_sees (ctx, scenario, "13P5", WADI_POSITION_IN, adjacent[i], WADI_POSITION_CREST, WADI_LOS_CLEAR);
    }

  /* M6: the line leaves the stream where it crosses from O6 into N5 */
  wadi_los_result_init (&result);
  target = wadi_test_location (scenario, "13M6", WADI_POSITION_GROUND);
  wadi_los (ctx, &p5, &target, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_BLOCKED);
  g_assert_cmpint (result.decided_by, ==, WADI_LOS_DECIDED_HEXSIDE);
  g_assert_true (wadi_hexside_equal (board->layout, result.hexside, wadi_fixture_hexside (scenario, "13O6", "13N5")));
  g_assert_cmpstr (result.rule, ==, "B20.2");

  /* Q4: the line runs along the P4-Q5 hexside, and Q5 is Open Ground */
  target = wadi_test_location (scenario, "13Q4", WADI_POSITION_IN);
  wadi_los (ctx, &p5, &target, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_BLOCKED);
  g_assert_cmpint (result.decided_by, ==, WADI_LOS_DECIDED_HEXSIDE);
  g_assert_true (wadi_hexside_equal (board->layout, result.hexside, wadi_fixture_hexside (scenario, "13P4", "13Q5")));
  g_assert_true (wadi_hex_equal (result.hex, wadi_fixture_hex (scenario, "13Q5")));
  g_assert_cmpstr (result.rule, ==, "B20.2");
  wadi_los_result_clear (&result);

  assert_sees (ctx, scenario, "13P5", WADI_POSITION_IN, "13M6", WADI_POSITION_GROUND, WADI_LOS_BLOCKED);
  assert_sees (ctx, scenario, "13P5", WADI_POSITION_IN, "13Q4", WADI_POSITION_IN, WADI_LOS_BLOCKED);
  assert_sees (ctx, scenario, "13P5", WADI_POSITION_IN, "13Q4", WADI_POSITION_CREST, WADI_LOS_BLOCKED);

  /* B20.2: another depression hex only when the line stays in the stream;
   * at ground level the stream hides nothing */
  assert_sees (ctx, scenario, "13P5", WADI_POSITION_CREST, "13M6", WADI_POSITION_GROUND, WADI_LOS_CLEAR);
  assert_sees (ctx, scenario, "13P5", WADI_POSITION_CREST, "13Q4", WADI_POSITION_CREST, WADI_LOS_CLEAR);
}

/* B20.2: adjacent depression hexes see each other IN only when a
 * depression hexside joins them. */
static void
test_b20_2_adjacent (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  WadiLocation  a;
  WadiLocation  b;
  WadiLosResult result;

  /* 13Q4 and 13P5 are not adjacent; 13O5 and 13O6 are, but no stream
   * hexside joins them */
  ctx = wadi_rules_context_new (scenario);
  assert_sees (ctx, scenario, "13O5", WADI_POSITION_IN, "13O6", WADI_POSITION_IN, WADI_LOS_BLOCKED);
  assert_sees (ctx, scenario, "13O5", WADI_POSITION_IN, "13O6", WADI_POSITION_CREST, WADI_LOS_CLEAR);
  assert_sees (ctx, scenario, "13O6", WADI_POSITION_IN, "13N6", WADI_POSITION_IN, WADI_LOS_CLEAR);

  wadi_los_result_init (&result);
  a = wadi_test_location (scenario, "13O5", WADI_POSITION_IN);
  b = wadi_test_location (scenario, "13O6", WADI_POSITION_IN);
  wadi_los (ctx, &a, &b, &result);
  g_assert_cmpint (result.decided_by, ==, WADI_LOS_DECIDED_HEXSIDE);
  g_assert_true (wadi_hexside_equal (wadi_scenario_grid (scenario)->layout,
                                     result.hexside, wadi_fixture_hexside (scenario, "13O5", "13O6")));
  wadi_los_result_clear (&result);
}

/* B20.92 EX: Crest 14T3 and Crest 14R3 see each other; IN either, the
 * ground-level terrain along the S3-S4 hexside blocks. */
static void
test_b20_92_example (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  const WadiBoard *board = wadi_rules_context_map (ctx);
  WadiLocation     t3 = wadi_test_location (scenario, "14T3", WADI_POSITION_IN);
  WadiLocation     r3 = wadi_test_location (scenario, "14R3", WADI_POSITION_IN);
  WadiLosResult    result;

  assert_sees (ctx, scenario, "14T3", WADI_POSITION_CREST, "14R3", WADI_POSITION_CREST, WADI_LOS_CLEAR);
  assert_sees (ctx, scenario, "14T3", WADI_POSITION_IN, "14R3", WADI_POSITION_IN, WADI_LOS_BLOCKED);
  assert_sees (ctx, scenario, "14T3", WADI_POSITION_IN, "14R3", WADI_POSITION_CREST, WADI_LOS_BLOCKED);
  assert_sees (ctx, scenario, "14T3", WADI_POSITION_CREST, "14R3", WADI_POSITION_IN, WADI_LOS_BLOCKED);

  wadi_los_result_init (&result);
  wadi_los (ctx, &t3, &r3, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_BLOCKED);
  g_assert_cmpint (result.decided_by, ==, WADI_LOS_DECIDED_HEXSIDE);
  g_assert_true (wadi_hexside_equal (board->layout, result.hexside, wadi_fixture_hexside (scenario, "14S3", "14S4")));
  g_assert_true (wadi_hex_equal (result.hex, wadi_fixture_hex (scenario, "14S3")));
  g_assert_cmpstr (result.rule, ==, "B20.2");

  /* the line carries what it passes, for drawing: T3, the vertex, along
   * S3-S4, the vertex, R3 */
  g_assert_cmpuint (result.line->len, ==, 5);
  g_assert_cmpint (g_array_index (result.line, WadiLineStep, 2).kind, ==, WADI_LINE_ALONG_HEXSIDE);
  g_assert_cmpuint (result.blind_hexes->len, ==, 0);
  /* the hexes it passes: T3, both hexes of the S3-S4 hexside that decides
   * it, R3 */
  {
    g_autoptr(GArray) passed = wadi_los_result_hexes (&result, board);
    WadiHex s3 = wadi_fixture_hex (scenario, "14S3");
    WadiHex s4 = wadi_fixture_hex (scenario, "14S4");

    g_assert_cmpuint (passed->len, ==, 4);
    g_assert_true (wadi_hex_equal (g_array_index (passed, WadiHex, 0), t3.hex));
    g_assert_true (wadi_hex_equal (g_array_index (passed, WadiHex, 3), r3.hex));
    g_assert_true ((wadi_hex_equal (g_array_index (passed, WadiHex, 1), s3)
                    && wadi_hex_equal (g_array_index (passed, WadiHex, 2), s4))
                   || (wadi_hex_equal (g_array_index (passed, WadiHex, 1), s4)
                       && wadi_hex_equal (g_array_index (passed, WadiHex, 2), s3)));
  }
  wadi_los_result_clear (&result);
}

/* Higher ground: a hex on the line above both ends blocks; a depression
 * is no obstacle to units above it. */
static void
test_heights (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  WadiLocation  a;
  WadiLocation  b;
  WadiLosResult result;

  /* on board 13, row 9: a level-1 hill in F9 between D9 and H9 */
  wadi_fixture_set_hex (scenario, "13F9", WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_NONE, 0);
  /* a level-2 hill at K9, and a hill top at level 1 in J2 */
  wadi_fixture_set_hex (scenario, "13K9", WADI_TERRAIN_OPEN, 2, WADI_DEPRESSION_NONE, 0);
  wadi_fixture_set_hex (scenario, "13J2", WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_NONE, 0);
  ctx = wadi_rules_context_new (scenario);

  assert_sees (ctx, scenario, "13D9", WADI_POSITION_GROUND, "13H9", WADI_POSITION_GROUND, WADI_LOS_BLOCKED);
  wadi_los_result_init (&result);
  a = wadi_test_location (scenario, "13D9", WADI_POSITION_GROUND);
  b = wadi_test_location (scenario, "13H9", WADI_POSITION_GROUND);
  wadi_los (ctx, &a, &b, &result);
  g_assert_cmpint (result.decided_by, ==, WADI_LOS_DECIDED_HEX);
  g_assert_true (wadi_hex_equal (result.hex, wadi_fixture_hex (scenario, "13F9")));

  /* as high as the higher end: no obstacle; a unit one level up sees */
  a.height = 1;
  wadi_los (ctx, &a, &b, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_CLEAR);
  assert_sees (ctx, scenario, "13F9", WADI_POSITION_GROUND, "13I9", WADI_POSITION_GROUND, WADI_LOS_CLEAR);
  assert_sees (ctx, scenario, "13H9", WADI_POSITION_GROUND, "13M9", WADI_POSITION_GROUND, WADI_LOS_BLOCKED);
  assert_sees (ctx, scenario, "13F9", WADI_POSITION_GROUND, "13M9", WADI_POSITION_GROUND, WADI_LOS_BLOCKED);
  wadi_los_result_clear (&result);

  /* from the J2 hill a unit IN the stream is in plain view (non-adjacent,
   * not along the stream); from level 0 it is hidden */
  assert_sees (ctx, scenario, "13J2", WADI_POSITION_GROUND, "13P5", WADI_POSITION_IN, WADI_LOS_CLEAR);
  assert_sees (ctx, scenario, "13K2", WADI_POSITION_GROUND, "13P5", WADI_POSITION_IN, WADI_LOS_BLOCKED);
  assert_sees (ctx, scenario, "13K2", WADI_POSITION_GROUND, "13P5", WADI_POSITION_CREST, WADI_LOS_CLEAR);
}

/* F5.12: a wadi is a Depression, with floors that change along it; Crest
 * is "one level higher than the Depression" (B20.91), the hex's ground
 * level where the floor is one below it. */
static void
test_wadi_levels (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiLocation location = wadi_test_location (scenario, "25G9", WADI_POSITION_IN);

  g_assert_cmpint (wadi_location_level (ctx, &location), ==, 0);
  location.position = WADI_POSITION_CREST;
  g_assert_cmpint (wadi_location_level (ctx, &location), ==, 1);
  location = wadi_test_location (scenario, "25J8", WADI_POSITION_IN);
  g_assert_cmpint (wadi_location_level (ctx, &location), ==, 2);
  location = wadi_test_location (scenario, "25N9", WADI_POSITION_GROUND);
  location.height = 1;
  g_assert_cmpint (wadi_location_level (ctx, &location), ==, 3);

  /* IN the wadi: B2 and C2 are joined, but the line from A2 to C2 runs
   * along the B1-B2 hexside, and B1 is no wadi */
  assert_sees (ctx, scenario, "25B2", WADI_POSITION_IN, "25C2", WADI_POSITION_IN, WADI_LOS_CLEAR);
  assert_sees (ctx, scenario, "25A2", WADI_POSITION_IN, "25C2", WADI_POSITION_IN, WADI_LOS_BLOCKED);
  /* IN O9 (floor 0 in level 1 ground): N7 lies beyond the wadi along the
   * N8-O8 hexside; the line to O7 crosses O9's bank into O8 */
  assert_sees (ctx, scenario, "25O9", WADI_POSITION_IN, "25N7", WADI_POSITION_GROUND, WADI_LOS_CLEAR);
  assert_sees (ctx, scenario, "25O9", WADI_POSITION_IN, "25O7", WADI_POSITION_GROUND, WADI_LOS_BLOCKED);
  /* IN G9 (floor 0, rim 1): J5 at level 2 stands above the rim and is
   * seen; I6 at level 0 is not */
  assert_sees (ctx, scenario, "25G9", WADI_POSITION_IN, "25J5", WADI_POSITION_GROUND, WADI_LOS_CLEAR);
  assert_sees (ctx, scenario, "25G9", WADI_POSITION_IN, "25I6", WADI_POSITION_GROUND, WADI_LOS_BLOCKED);
}

/* B20.91: Crest status is "one level higher than the Depression": in a
 * depression two levels deep (25G9 lowered to floor -1 in level 1 ground)
 * it is at level 0, not at the hex's ground level; a flooded stream's
 * water does not lift it. */
static void
test_crest_level (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  WadiLocation location;

  wadi_fixture_set_hex (scenario, "25G9", WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_WADI, -1);
  scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  ctx = wadi_rules_context_new (scenario);
  location = wadi_test_location (scenario, "25G9", WADI_POSITION_CREST);
  g_assert_cmpint (wadi_location_level (ctx, &location), ==, 0);
  location.position = WADI_POSITION_IN;
  g_assert_cmpint (wadi_location_level (ctx, &location), ==, -1);
  location = wadi_test_location (scenario, "13P5", WADI_POSITION_CREST);
  g_assert_cmpint (wadi_location_level (ctx, &location), ==, 0);
}

/* Along a hexside between two depression hexes the line is within the
 * depiction whether or not that hexside is a depression hexside.  Decided
 * from the texts: B20.2's IN 13P5 sees O4 along the O5-P4 hexside, which
 * the stream does not cross; B20.92's line along S3-S4 is blocked by S3's
 * ground, one side being enough.  So two parallel gullies (14H5-H4 and
 * 14G5-G4, set here, with no depression hexside between them) see each
 * other IN along the G5-H4 hexside, and not once G5 is ground. */
static void
test_parallel_gullies (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  const char *gully[] = { "14H5", "14H4", "14G5", "14G4" };

  for (guint i = 0; i < G_N_ELEMENTS (gully); i++)
    wadi_fixture_set_hex (scenario, gully[i], WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, -1);
  wadi_fixture_add_side (scenario, "14H5", "14H4", WADI_SIDE_DEPRESSION);
  wadi_fixture_add_side (scenario, "14G5", "14G4", WADI_SIDE_DEPRESSION);
  ctx = wadi_rules_context_new (scenario);
  assert_sees (ctx, scenario, "14H5", WADI_POSITION_IN, "14G4", WADI_POSITION_IN, WADI_LOS_CLEAR);
  {
    WadiLocation        h5 = wadi_test_location (scenario, "14H5", WADI_POSITION_IN);
    WadiLocation        g4 = wadi_test_location (scenario, "14G4", WADI_POSITION_IN);
    const WadiBoard    *board = wadi_scenario_grid (scenario);
    WadiLosResult       result;
    const WadiLineStep *along;

    wadi_los_result_init (&result);
    wadi_los (ctx, &h5, &g4, &result);
    /* H5, the H5-G5-H4 vertex, along G5-H4, the G5-H4-G4 vertex, G4 */
    g_assert_cmpuint (result.line->len, ==, 5);
    along = &g_array_index (result.line, WadiLineStep, 2);
    g_assert_cmpint (along->kind, ==, WADI_LINE_ALONG_HEXSIDE);
    g_assert_true (wadi_hexside_equal (board->layout, along->side, wadi_fixture_hexside (scenario, "14G5", "14H4")));
    wadi_los_result_clear (&result);
  }
  g_clear_pointer (&ctx, wadi_rules_context_free);

  wadi_fixture_set_hex (scenario, "14G5", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_NONE, 0);
  ctx = wadi_rules_context_new (scenario);
  assert_sees (ctx, scenario, "14H5", WADI_POSITION_IN, "14G4", WADI_POSITION_IN, WADI_LOS_BLOCKED);
}

/* The line from 13A3 to E6 passes B3, the B4-B3-C4 vertex, C4: B4 touches
 * it at a point only and is not on it, so a level 2 hill there blocks
 * nothing, while one in C4 does.  The texts have no line through a vertex
 * with higher ground at it (B20.92's fire from S5 enters R3 at a vertex
 * along the R4-S4 hexside, a different case); a point has no width. */
static void
test_vertex_third_hex (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = NULL;

  wadi_fixture_set_hex (scenario, "13B4", WADI_TERRAIN_OPEN, 2, WADI_DEPRESSION_NONE, 0);
  ctx = wadi_rules_context_new (scenario);
  assert_sees (ctx, scenario, "13A3", WADI_POSITION_GROUND, "13E6", WADI_POSITION_GROUND, WADI_LOS_CLEAR);
  g_clear_pointer (&ctx, wadi_rules_context_free);

  wadi_fixture_set_hex (scenario, "13C4", WADI_TERRAIN_OPEN, 2, WADI_DEPRESSION_NONE, 0);
  ctx = wadi_rules_context_new (scenario);
  assert_sees (ctx, scenario, "13A3", WADI_POSITION_GROUND, "13E6", WADI_POSITION_GROUND, WADI_LOS_BLOCKED);
}

/* B20.44: "All mapboard-depicted ponds in a scenario that has a flooded
 * stream are also one level higher than normal": a level 0 pond (13B5,
 * set here) between two level 0 units (B4, B6) stands in the way once
 * the streams are flooded, and not in a scenario without a stream hex. */
static void
test_flooded_ponds (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiScenario) streamless = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(WadiRulesContext) streamless_ctx = NULL;
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiLocation   pond;
  WadiLosResult  result;

  wadi_fixture_set_hex (scenario, "13B5", WADI_TERRAIN_POND, 0, WADI_DEPRESSION_NONE, 0);
  wadi_scenario_add_board (streamless, wadi_board_new ("13", 33, 11, layout, WADI_LABEL_ASL, 0));
  wadi_fixture_set_hex (streamless, "13B5", WADI_TERRAIN_POND, 0, WADI_DEPRESSION_NONE, 0);
  ctx = wadi_rules_context_new (scenario);
  streamless_ctx = wadi_rules_context_new (streamless);

  assert_sees (ctx, scenario, "13B4", WADI_POSITION_GROUND, "13B6", WADI_POSITION_GROUND, WADI_LOS_CLEAR);
  scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  pond = wadi_test_location (scenario, "13B5", WADI_POSITION_GROUND);
  g_assert_cmpint (wadi_location_level (ctx, &pond), ==, 1);
  assert_sees (ctx, scenario, "13B4", WADI_POSITION_GROUND, "13B6", WADI_POSITION_GROUND, WADI_LOS_BLOCKED);
  {
    WadiLocation b4 = wadi_test_location (scenario, "13B4", WADI_POSITION_GROUND);
    WadiLocation b6 = wadi_test_location (scenario, "13B6", WADI_POSITION_GROUND);

    wadi_los_result_init (&result);
    wadi_los (ctx, &b4, &b6, &result);
    g_assert_cmpint (result.decided_by, ==, WADI_LOS_DECIDED_HEX);
    g_assert_true (wadi_hex_equal (result.hex, pond.hex));
    wadi_los_result_clear (&result);
  }

  /* Frozen, the stream is still one level higher (B20.7), so are the ponds. */
  scenario->ssr.frozen = TRUE;
  assert_sees (ctx, scenario, "13B4", WADI_POSITION_GROUND, "13B6", WADI_POSITION_GROUND, WADI_LOS_BLOCKED);

  streamless->ssr.stream_depth = WADI_STREAM_FLOODED;
  pond = wadi_test_location (streamless, "13B5", WADI_POSITION_GROUND);
  g_assert_cmpint (wadi_location_level (streamless_ctx, &pond), ==, 0);
  assert_sees (streamless_ctx, streamless, "13B4", WADI_POSITION_GROUND, "13B6", WADI_POSITION_GROUND,
               WADI_LOS_CLEAR);
}

/* B20.44: a flooded stream is one level higher, level 0 here: no longer a
 * depression to hide in. */
static void
test_flooded (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  WadiLocation p5;

  scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  ctx = wadi_rules_context_new (scenario);
  p5 = wadi_test_location (scenario, "13P5", WADI_POSITION_IN);
  g_assert_cmpint (wadi_location_level (ctx, &p5), ==, 0);
  assert_sees (ctx, scenario, "13P5", WADI_POSITION_IN, "13M6", WADI_POSITION_GROUND, WADI_LOS_CLEAR);
  assert_sees (ctx, scenario, "13P5", WADI_POSITION_IN, "13Q4", WADI_POSITION_IN, WADI_LOS_CLEAR);
  /* the gully of board 14 is no stream: still a depression */
  assert_sees (ctx, scenario, "14T3", WADI_POSITION_IN, "14R3", WADI_POSITION_IN, WADI_LOS_BLOCKED);
}

/* A map of several boards is one map: 14 lies below 25 and 13 below 14
 * in the example boards, and a line from 13P5 up to 14P5 crosses the
 * 14P10/13P0 half hexes like any other hex.  Nothing on it stands above
 * level 0 (13P4 is a stream, below the ground), so it is clear. */
static void
test_across_boards (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiLocation  a = wadi_test_location (scenario, "13P5", WADI_POSITION_GROUND);
  WadiLocation  b = wadi_test_location (scenario, "14P5", WADI_POSITION_GROUND);
  WadiLosResult result;

  g_assert_true (wadi_hex_equal (wadi_fixture_hex (scenario, "14P10"), wadi_fixture_hex (scenario, "13P0")));
  g_assert_cmpint (wadi_test_los_both_ways (ctx, &a, &b), ==, WADI_LOS_CLEAR);
  wadi_los_result_init (&result);
  wadi_los (ctx, &a, &b, &result);
  /* P5 to P5 of the next board up: ten hexes, the shared one once */
  g_assert_cmpuint (wadi_hex_distance (wadi_rules_context_map (ctx)->layout, a.hex, b.hex), ==, 10);
  wadi_los (ctx, &a, &a, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_CLEAR);
  g_assert_cmpuint (result.line->len, ==, 1);
  wadi_los_result_clear (&result);
}

/* The LOS weighs ground and depressions only (the ASL descriptor's
 * los_note): the woods and buildings between A and B are named for the
 * designer to judge, not those of A and B themselves, and a clear line
 * stays clear (a try-out read "Clear" through two woods hexes as the
 * rules' verdict). */
static void
test_unweighed (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(GArray) unweighed = NULL;
  const char   *labels[] = { "25C5", "25E5", "25F5" };
  WadiTerrain   terrains[] = { WADI_TERRAIN_WOODS, WADI_TERRAIN_BUILDING, WADI_TERRAIN_WOODS };
  WadiLocation  a, b;
  WadiLosResult result;

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      WadiHexCell cell = *wadi_board_cell (wadi_scenario_grid (scenario), wadi_fixture_hex (scenario, labels[i]));

      cell.terrain = terrains[i];
      wadi_map_set_cell (scenario->map, wadi_fixture_hex (scenario, labels[i]), &cell, NULL);
    }
  ctx = wadi_rules_context_new (scenario);
  a = wadi_test_location (scenario, "25B5", WADI_POSITION_GROUND);
  b = wadi_test_location (scenario, "25F5", WADI_POSITION_GROUND);
  g_assert_nonnull (wadi_ruleset_of (ctx)->los_note);
  wadi_los_result_init (&result);
  wadi_los (ctx, &a, &b, &result);
  g_assert_cmpint (result.verdict, ==, WADI_LOS_CLEAR);
  unweighed = wadi_los_result_unweighed (&result, wadi_rules_context_map (ctx), a.hex, b.hex);
  /* C5 and E5 lie between; F5, B itself, is not in the way */
  g_assert_cmpuint (unweighed->len, ==, 2);
  g_assert_true (wadi_hex_equal (g_array_index (unweighed, WadiHex, 0), wadi_fixture_hex (scenario, "25C5")));
  g_assert_true (wadi_hex_equal (g_array_index (unweighed, WadiHex, 1), wadi_fixture_hex (scenario, "25E5")));
  wadi_los_result_clear (&result);
}

/* Boards 25 and 14 side by side (25GG5 is 14A5): on open ground a line
 * across the seam is clear, the whole width of the two boards (25A5 to
 * 14GG5) or just over it (25FF5 to 14C5); with a level 1 hill along 14A
 * and 14B, the hexes either side of the seam, a level 0 line over it is
 * blocked (docs/rules.md, "Higher ground": a region above both ends'
 * levels blocks), so the line does read the hexes of both boards. */
static void
test_across_seam (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_seam ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);

  g_assert_true (wadi_hex_equal (wadi_fixture_hex (scenario, "25GG5"), wadi_fixture_hex (scenario, "14A5")));
  assert_sees (ctx, scenario, "25A5", WADI_POSITION_GROUND, "14GG5", WADI_POSITION_GROUND, WADI_LOS_CLEAR);
  assert_sees (ctx, scenario, "25FF5", WADI_POSITION_GROUND, "14C5", WADI_POSITION_GROUND, WADI_LOS_CLEAR);
  assert_sees (ctx, scenario, "25FF4", WADI_POSITION_GROUND, "14C6", WADI_POSITION_GROUND, WADI_LOS_CLEAR);
  g_clear_pointer (&ctx, wadi_rules_context_free);

  for (int row = 0; row <= 10; row++)
    {
      g_autofree char *a = g_strdup_printf ("14A%d", row);
      g_autofree char *b = g_strdup_printf ("14B%d", row);

      if (row > 0)
        wadi_fixture_set_hex (scenario, a, WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_NONE, 0);
      wadi_fixture_set_hex (scenario, b, WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_NONE, 0);
    }
  ctx = wadi_rules_context_new (scenario);
  /* the hill is 25GG5 too */
  g_assert_cmpint (wadi_board_cell (wadi_rules_context_map (ctx), wadi_fixture_hex (scenario, "25GG5"))->level, ==, 1);
  assert_sees (ctx, scenario, "25A5", WADI_POSITION_GROUND, "14GG5", WADI_POSITION_GROUND, WADI_LOS_BLOCKED);
  assert_sees (ctx, scenario, "25FF5", WADI_POSITION_GROUND, "14C5", WADI_POSITION_GROUND, WADI_LOS_BLOCKED);
  assert_sees (ctx, scenario, "25FF4", WADI_POSITION_GROUND, "14C6", WADI_POSITION_GROUND, WADI_LOS_BLOCKED);
  /* on the hill, the two sides see each other again */
  assert_sees (ctx, scenario, "25GG5", WADI_POSITION_GROUND, "14C5", WADI_POSITION_GROUND, WADI_LOS_CLEAR);
  assert_sees (ctx, scenario, "25FF5", WADI_POSITION_GROUND, "14A5", WADI_POSITION_GROUND, WADI_LOS_CLEAR);
  g_clear_pointer (&ctx, wadi_rules_context_free);
}

/* The line a result carries is wadi_hex_line's, whichever cached line it
 * came from, for both column and row parities and a reused result. */
static void
test_line_matches_geometry (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  const WadiBoard *board = wadi_rules_context_map (ctx);
  g_autoptr(GArray) expected = g_array_new (FALSE, FALSE, sizeof (WadiLineStep));
  WadiLosResult result;

  wadi_los_result_init (&result);
  for (int c1 = 0; c1 < 6; c1++)
    for (int r1 = 0; r1 < 3; r1++)
      for (int c2 = 0; c2 < board->cols; c2 += 3)
        for (int r2 = 0; r2 < board->rows; r2 += 2)
          {
            WadiLocation a = { { c1, r1 }, WADI_POSITION_GROUND, 0 };
            WadiLocation b = { { c2, r2 }, WADI_POSITION_GROUND, 0 };

            /* the board is numbered from row 0: A0, C0 ... are not on it */
            if (!wadi_board_contains (board, a.hex) || !wadi_board_contains (board, b.hex))
              continue;
            g_array_set_size (expected, 0);
            wadi_hex_line (board->layout, a.hex, b.hex, expected);
            wadi_los (ctx, &a, &b, &result);
            g_assert_cmpuint (result.line->len, ==, expected->len);
            for (guint i = 0; i < expected->len; i++)
              {
                const WadiLineStep *want = &g_array_index (expected, WadiLineStep, i);
                const WadiLineStep *got = &g_array_index (result.line, WadiLineStep, i);

                g_assert_cmpint (got->kind, ==, want->kind);
                switch (want->kind)
                  {
                  case WADI_LINE_HEX:
                    g_assert_true (wadi_hex_equal (got->hex, want->hex));
                    break;
                  case WADI_LINE_CROSS_HEXSIDE:
                  case WADI_LINE_ALONG_HEXSIDE:
                    g_assert_true (wadi_hex_equal (got->side.hex, want->side.hex));
                    g_assert_cmpuint (got->side.dir, ==, want->side.dir);
                    break;
                  case WADI_LINE_VERTEX:
                    g_assert_true (wadi_hex_equal (got->vertex.hex, want->vertex.hex));
                    g_assert_cmpuint (got->vertex.index, ==, want->vertex.index);
                    break;
                  default:
                    g_assert_not_reached ();
                  }
              }
          }
  wadi_los_result_clear (&result);
}

/* A small board of hills, gullies, streams and wadis drawn at random (a
 * fixed seed); every location sees every other exactly when it is seen by
 * it. */
static void
test_symmetry (void)
{
  g_autoptr(WadiScenario) scenario = wadi_scenario_new (WADI_RULESET_ASL);
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(GArray) locations = g_array_new (FALSE, FALSE, sizeof (WadiLocation));
  g_autoptr(GRand) rand = g_rand_new_with_seed (20);
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };
  WadiBoard     *board = wadi_board_new ("1", 11, 8, layout, WADI_LABEL_ASL, 1);
  guint          counts[WADI_LOS_BLIND + 1];

  wadi_scenario_add_board (scenario, board);
  board = wadi_scenario_grid (scenario);
  for (guint i = 0; i < wadi_board_hex_count (board); i++)
    {
      WadiHexCell cell = { 0 };
      int         roll = g_rand_int_range (rand, 0, 10);

      cell.level = (gint8) (roll < 6 ? 0 : roll < 8 ? 1
                                                    : 2);
      if (g_rand_int_range (rand, 0, 3) == 0)
        {
          cell.depression = (guint8) g_rand_int_range (rand, WADI_DEPRESSION_GULLY, WADI_DEPRESSION_COUNT);
          cell.floor = (gint8) (cell.level - 1);
        }
      wadi_board_set_cell (board, wadi_board_hex_at_index (board, i), &cell);
    }
  /* depression hexsides between most neighbouring depression hexes */
  for (guint i = 0; i < wadi_board_hex_count (board); i++)
    {
      WadiHex hex = wadi_board_hex_at_index (board, i);

      for (WadiDirection d = 0; d < 3; d++)
        {
          WadiHex other = wadi_hex_neighbor (layout, hex, d);

          if (wadi_board_contains (board, other)
              && wadi_board_cell (board, hex)->depression != WADI_DEPRESSION_NONE
              && wadi_board_cell (board, other)->depression != WADI_DEPRESSION_NONE
              && g_rand_int_range (rand, 0, 4) != 0)
            wadi_board_set_side (board, (WadiHexside) { hex, d }, WADI_SIDE_DEPRESSION);
        }
    }
  ctx = wadi_rules_context_new (scenario);

  for (guint i = 0; i < wadi_board_hex_count (board); i++)
    {
      WadiLocation location = { wadi_board_hex_at_index (board, i), WADI_POSITION_GROUND, 0 };

      g_array_append_val (locations, location);
      if (wadi_board_cell (board, location.hex)->depression != WADI_DEPRESSION_NONE)
        {
          location.position = WADI_POSITION_IN;
          g_array_append_val (locations, location);
          location.position = WADI_POSITION_CREST;
          g_array_append_val (locations, location);
        }
    }

  wadi_test_los_all_pairs (ctx, locations, counts);
  /* the board is varied enough to say both */
  g_assert_cmpuint (counts[WADI_LOS_CLEAR], >, 100);
  g_assert_cmpuint (counts[WADI_LOS_BLOCKED] + counts[WADI_LOS_BLIND], >, 100);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/los/asl/b20.2-example", test_b20_2_example);
  g_test_add_func ("/los/asl/unweighed", test_unweighed);
  g_test_add_func ("/los/asl/b20.2-adjacent", test_b20_2_adjacent);
  g_test_add_func ("/los/asl/b20.92-example", test_b20_92_example);
  g_test_add_func ("/los/asl/heights", test_heights);
  g_test_add_func ("/los/asl/wadi-levels", test_wadi_levels);
  g_test_add_func ("/los/asl/crest-level", test_crest_level);
  g_test_add_func ("/los/asl/flooded", test_flooded);
  g_test_add_func ("/los/asl/flooded-ponds", test_flooded_ponds);
  g_test_add_func ("/los/asl/parallel-gullies", test_parallel_gullies);
  g_test_add_func ("/los/asl/vertex-third-hex", test_vertex_third_hex);
  g_test_add_func ("/los/asl/across-boards", test_across_boards);
  g_test_add_func ("/los/asl/across-seam", test_across_seam);
  g_test_add_func ("/los/asl/line-matches-geometry", test_line_matches_geometry);
  g_test_add_func ("/los/asl/symmetry", test_symmetry);

  return g_test_run ();
}
