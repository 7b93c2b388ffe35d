/* test-los-classic.c: LOS under the classic charts' Target Elevation Table
 *
 * Each case lays a column of hexes C1..C9 on a fresh board and asks what
 * C1 and another hex of the column see of each other (the line runs down
 * the column, crossing the C1-C2, C2-C3 ... hexsides in that order).
 *
 * The notes A-E did not survive the extraction of seed 004: the cells
 * that name them, and what each note obstructs, are the published
 * PanzerBlitz TET's (docs/rules.md, "The classic charts: the Target
 * Elevation Table"), not values the text contains.  ALL, BROWN ORANGE
 * and the cells' places are the text's.
 */
#include "config.h"

#include "wadi-classic-charts.h"
#include "wadi-test-rules.h"

#define OPEN WADI_TERRAIN_OPEN
#define WOODS WADI_TERRAIN_WOODS
#define TOWN WADI_TERRAIN_TOWN
#define SLOPE WADI_TERRAIN_SLOPE
#define HILLTOP WADI_TERRAIN_HILLTOP

static WadiScenario *
classic_board (void)
{
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_CLASSIC);
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };

  wadi_scenario_add_board (scenario, wadi_board_new ("pb", 10, 9, layout, WADI_LABEL_ASL, 1));
  return scenario;
}

static void
terrain (WadiScenario *scenario,
         const char   *label,
         WadiTerrain   kind)
{
  wadi_fixture_set_hex (scenario, label, kind, kind == HILLTOP ? 2 : kind == SLOPE ? 1
                                                                                   : 0,
                        WADI_DEPRESSION_NONE, 0);
}

/* Checks the verdict both ways, and returns the result from `from`. */
static void
check (WadiScenario  *scenario,
       const char    *from,
       const char    *to,
       WadiLosVerdict expected,
       WadiLosResult *result)
{
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiLocation a = wadi_test_location (scenario, from, WADI_POSITION_GROUND);
  WadiLocation b = wadi_test_location (scenario, to, WADI_POSITION_GROUND);

  wadi_los (ctx, &b, &a, result);
  if (result->verdict != expected)
    g_error ("%s -> %s: verdict %d (%s), expected %d", to, from, result->verdict, result->reason, expected);
  wadi_los (ctx, &a, &b, result);
  if (result->verdict != expected)
    g_error ("%s -> %s: verdict %d (%s), expected %d", from, to, result->verdict, result->reason, expected);
}

static void
assert_decided_side (const WadiScenario  *scenario,
                     const WadiLosResult *result,
                     const char          *from,
                     const char          *to,
                     const char          *rule)
{
  WadiHexside side = wadi_fixture_hexside (scenario, from, to);

  g_assert_cmpint (result->decided_by, ==, WADI_LOS_DECIDED_HEXSIDE);
  g_assert_true (wadi_hexside_equal (wadi_scenario_grid (scenario)->layout, result->hexside, side));
  g_assert_cmpstr (result->rule, ==, rule);
}

/* Ground level to ground level: ALL. */
static void
test_ground_ground (void)
{
  const WadiTerrain obstacles[] = { WOODS, TOWN, SLOPE, HILLTOP };
  WadiLosResult     result;

  wadi_los_result_init (&result);
  {
    g_autoptr(WadiScenario) scenario = classic_board ();

    check (scenario, "C1", "C5", WADI_LOS_CLEAR, &result);
    /* the ends' own terrain is no obstacle */
    terrain (scenario, "C1", WOODS);
    terrain (scenario, "C5", TOWN);
    check (scenario, "C1", "C5", WADI_LOS_CLEAR, &result);
  }
  for (gsize i = 0; i < G_N_ELEMENTS (obstacles); i++)
    {
      g_autoptr(WadiScenario) scenario = classic_board ();

      terrain (scenario, "C3", obstacles[i]);
      check (scenario, "C1", "C5", WADI_LOS_BLOCKED, &result);
      g_assert_cmpint (result.decided_by, ==, WADI_LOS_DECIDED_HEX);
      g_assert_true (wadi_hex_equal (result.hex, wadi_fixture_hex (scenario, "C3")));
    }
  {
    g_autoptr(WadiScenario) scenario = classic_board ();

    wadi_fixture_add_side (scenario, "C2", "C3", WADI_SIDE_WOODS);
    check (scenario, "C1", "C5", WADI_LOS_BLOCKED, &result);
    assert_decided_side (scenario, &result, "C2", "C3", "TET");
  }
  {
    g_autoptr(WadiScenario) scenario = classic_board ();

    wadi_fixture_add_side (scenario, "C4", "C5", WADI_SIDE_SLOPE);
    check (scenario, "C1", "C5", WADI_LOS_BLOCKED, &result);
    assert_decided_side (scenario, &result, "C4", "C5", "TET");
  }
  wadi_los_result_clear (&result);
}

/* Ground level and slope: BROWN ORANGE, and Notes A/B. */
static void
test_ground_slope (void)
{
  WadiLosResult result;

  wadi_los_result_init (&result);
  {
    g_autoptr(WadiScenario) scenario = classic_board ();

    terrain (scenario, "C5", SLOPE);
    terrain (scenario, "C2", WOODS);
    terrain (scenario, "C3", TOWN);
    /* the slope's own rim and a green symbol away from the ground unit */
    wadi_fixture_add_side (scenario, "C4", "C5", WADI_SIDE_SLOPE);
    wadi_fixture_add_side (scenario, "C3", "C4", WADI_SIDE_WOODS);
    check (scenario, "C1", "C5", WADI_LOS_CLEAR, &result);

    wadi_fixture_add_side (scenario, "C2", "C3", WADI_SIDE_SLOPE);
    check (scenario, "C1", "C5", WADI_LOS_BLOCKED, &result);
    assert_decided_side (scenario, &result, "C2", "C3", "TET");
  }
  {
    g_autoptr(WadiScenario) scenario = classic_board ();

    terrain (scenario, "C5", SLOPE);
    wadi_fixture_add_side (scenario, "C1", "C2", WADI_SIDE_WOODS);
    check (scenario, "C1", "C5", WADI_LOS_BLOCKED, &result);
    assert_decided_side (scenario, &result, "C1", "C2", "TET Note B");
    check (scenario, "C5", "C1", WADI_LOS_BLOCKED, &result);
    g_assert_cmpstr (result.rule, ==, "TET Note A");
  }
  wadi_los_result_clear (&result);
}

/* Slope and slope: BROWN ORANGE. */
static void
test_slope_slope (void)
{
  WadiLosResult result;
  g_autoptr(WadiScenario) scenario = classic_board ();

  wadi_los_result_init (&result);
  terrain (scenario, "C1", SLOPE);
  terrain (scenario, "C5", SLOPE);
  terrain (scenario, "C3", WOODS);
  wadi_fixture_add_side (scenario, "C1", "C2", WADI_SIDE_SLOPE);
  wadi_fixture_add_side (scenario, "C2", "C3", WADI_SIDE_WOODS);
  check (scenario, "C1", "C5", WADI_LOS_CLEAR, &result);
  wadi_fixture_add_side (scenario, "C3", "C4", WADI_SIDE_SLOPE);
  check (scenario, "C1", "C5", WADI_LOS_BLOCKED, &result);
  assert_decided_side (scenario, &result, "C3", "C4", "TET");
  wadi_los_result_clear (&result);
}

/* Ground level and hilltop: Notes B/A and D/C.  C1 to C5 crosses four
 * hexsides; a slope symbol on the first or second is nearer the ground
 * unit.  C1 to C6 crosses five; the third is midway. */
static void
test_ground_hilltop (void)
{
  WadiLosResult result;

  wadi_los_result_init (&result);
  {
    g_autoptr(WadiScenario) scenario = classic_board ();

    terrain (scenario, "C5", HILLTOP);
    terrain (scenario, "C3", WOODS);
    wadi_fixture_add_side (scenario, "C3", "C4", WADI_SIDE_SLOPE);
    wadi_fixture_add_side (scenario, "C4", "C5", WADI_SIDE_SLOPE);
    wadi_fixture_add_side (scenario, "C2", "C3", WADI_SIDE_WOODS);
    check (scenario, "C1", "C5", WADI_LOS_CLEAR, &result);

    wadi_fixture_add_side (scenario, "C2", "C3", WADI_SIDE_SLOPE);
    check (scenario, "C1", "C5", WADI_LOS_BLOCKED, &result);
    assert_decided_side (scenario, &result, "C2", "C3", "TET Note D");
    check (scenario, "C5", "C1", WADI_LOS_BLOCKED, &result);
    g_assert_cmpstr (result.rule, ==, "TET Note C");
  }
  {
    g_autoptr(WadiScenario) scenario = classic_board ();

    terrain (scenario, "C5", HILLTOP);
    wadi_fixture_add_side (scenario, "C1", "C2", WADI_SIDE_SLOPE);
    check (scenario, "C1", "C5", WADI_LOS_BLOCKED, &result);
    assert_decided_side (scenario, &result, "C1", "C2", "TET Note D");
  }
  {
    g_autoptr(WadiScenario) scenario = classic_board ();

    terrain (scenario, "C6", HILLTOP);
    wadi_fixture_add_side (scenario, "C3", "C4", WADI_SIDE_SLOPE);
    check (scenario, "C1", "C6", WADI_LOS_BLOCKED, &result);
    assert_decided_side (scenario, &result, "C3", "C4", "TET Note D");
  }
  {
    g_autoptr(WadiScenario) scenario = classic_board ();

    terrain (scenario, "C6", HILLTOP);
    wadi_fixture_add_side (scenario, "C4", "C5", WADI_SIDE_SLOPE);
    check (scenario, "C1", "C6", WADI_LOS_CLEAR, &result);
  }
  {
    g_autoptr(WadiScenario) scenario = classic_board ();

    terrain (scenario, "C5", HILLTOP);
    wadi_fixture_add_side (scenario, "C1", "C2", WADI_SIDE_WOODS);
    check (scenario, "C1", "C5", WADI_LOS_BLOCKED, &result);
    assert_decided_side (scenario, &result, "C1", "C2", "TET Note B");
  }
  wadi_los_result_clear (&result);
}

/* Slope and hilltop: Note E. */
static void
test_slope_hilltop (void)
{
  WadiLosResult result;
  g_autoptr(WadiScenario) scenario = classic_board ();

  wadi_los_result_init (&result);
  terrain (scenario, "C1", SLOPE);
  terrain (scenario, "C5", HILLTOP);
  terrain (scenario, "C3", WOODS);
  wadi_fixture_add_side (scenario, "C1", "C2", WADI_SIDE_SLOPE | WADI_SIDE_WOODS);
  wadi_fixture_add_side (scenario, "C4", "C5", WADI_SIDE_SLOPE);
  wadi_fixture_add_side (scenario, "C3", "C4", WADI_SIDE_SLOPE);
  check (scenario, "C1", "C5", WADI_LOS_CLEAR, &result);
  wadi_fixture_add_side (scenario, "C2", "C3", WADI_SIDE_SLOPE);
  check (scenario, "C1", "C5", WADI_LOS_BLOCKED, &result);
  g_assert_cmpint (result.decided_by, ==, WADI_LOS_DECIDED_HEXSIDE);
  g_assert_cmpstr (result.rule, ==, "TET Note E");
  wadi_los_result_clear (&result);
}

/* Hilltop and hilltop: NONE. */
static void
test_hilltop_hilltop (void)
{
  WadiLosResult result;
  g_autoptr(WadiScenario) scenario = classic_board ();

  wadi_los_result_init (&result);
  terrain (scenario, "C1", HILLTOP);
  terrain (scenario, "C5", HILLTOP);
  terrain (scenario, "C3", WOODS);
  terrain (scenario, "C4", SLOPE);
  wadi_fixture_add_side (scenario, "C2", "C3", WADI_SIDE_SLOPE | WADI_SIDE_WOODS);
  wadi_fixture_add_side (scenario, "C3", "C4", WADI_SIDE_SLOPE);
  check (scenario, "C1", "C5", WADI_LOS_CLEAR, &result);
  wadi_los_result_clear (&result);
}

/* A board of every terrain and symbol at random (a fixed seed): each hex
 * sees every other exactly when it is seen by it. */
static void
test_symmetry (void)
{
  const WadiTerrain kinds[] = { OPEN, OPEN, OPEN, WOODS, TOWN, SLOPE, HILLTOP };
  g_autoptr(WadiScenario) scenario = classic_board ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  WadiBoard    *board = wadi_scenario_grid (scenario);
  WadiLosResult forward;
  WadiLosResult backward;
  guint         counts[3] = { 0, 0, 0 };

  for (guint i = 0; i < wadi_board_hex_count (board); i++)
    {
      WadiHex     hex = wadi_board_hex_at_index (board, i);
      WadiHexCell cell = { 0 };

      cell.terrain = (guint8) kinds[g_rand_int_range (rand, 0, G_N_ELEMENTS (kinds))];
      wadi_board_set_cell (board, hex, &cell);
      for (WadiDirection d = 0; d < 3; d++)
        {
          int roll = g_rand_int_range (rand, 0, 8);

          if (roll < 2)
            wadi_board_set_side (board, (WadiHexside) { hex, d },
                                 roll == 0 ? WADI_SIDE_SLOPE : WADI_SIDE_WOODS);
        }
    }
  ctx = wadi_rules_context_new (scenario);

  wadi_los_result_init (&forward);
  wadi_los_result_init (&backward);
  for (guint i = 0; i < wadi_board_hex_count (board); i++)
    for (guint j = i + 1; j < wadi_board_hex_count (board); j++)
      {
        WadiLocation a = { wadi_board_hex_at_index (board, i), WADI_POSITION_GROUND, 0 };
        WadiLocation b = { wadi_board_hex_at_index (board, j), WADI_POSITION_GROUND, 0 };

        wadi_los (ctx, &a, &b, &forward);
        wadi_los (ctx, &b, &a, &backward);
        if (forward.verdict != backward.verdict)
          g_error ("LOS (%d,%d) -> (%d,%d) is %d one way and %d the other",
                   a.hex.col, a.hex.row, b.hex.col, b.hex.row, forward.verdict, backward.verdict);
        counts[forward.verdict]++;
      }
  wadi_los_result_clear (&forward);
  wadi_los_result_clear (&backward);
  g_assert_cmpuint (counts[WADI_LOS_CLEAR], >, 100);
  g_assert_cmpuint (counts[WADI_LOS_BLOCKED], >, 100);
  g_assert_cmpuint (counts[WADI_LOS_BLIND], ==, 0);
}

/* The table's cells as wadi-cli combat tet prints them: reciprocal, Note
 * A the converse of B and C of D. */
static void
test_tet_cells (void)
{
  static const char *const obstructs[3][3] = {
    { "ALL", "BROWN ORANGE", NULL },
    { "BROWN ORANGE", "BROWN ORANGE", NULL },
    { NULL, NULL, "NONE" },
  };
  static const char *const notes[3][3] = {
    { NULL, "B", "B, D" },
    { "A", NULL, "E" },
    { "A, C", "E", NULL },
  };
  WadiTetStand stand;

  for (guint from = WADI_TET_GROUND; from <= WADI_TET_HILLTOP; from++)
    for (guint target = WADI_TET_GROUND; target <= WADI_TET_HILLTOP; target++)
      {
        WadiTetCell cell;
        WadiTetCell back;

        wadi_tet_cell (from, target, &cell);
        wadi_tet_cell (target, from, &back);
        g_assert_cmpstr (cell.obstructs, ==, obstructs[from][target]);
        g_assert_cmpstr (cell.notes, ==, notes[from][target]);
        g_assert_cmpstr (cell.obstructs, ==, back.obstructs);
        g_assert_cmpstr (cell.meaning, ==, back.meaning);
      }
  for (guint i = WADI_TET_GROUND; i <= WADI_TET_HILLTOP; i++)
    {
      g_assert_true (wadi_tet_stand_from_name (wadi_tet_stand_name (i), &stand));
      g_assert_cmpint (stand, ==, i);
    }
  g_assert_false (wadi_tet_stand_from_name ("cliff", &stand));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/los/classic/ground-ground", test_ground_ground);
  g_test_add_func ("/los/classic/ground-slope", test_ground_slope);
  g_test_add_func ("/los/classic/slope-slope", test_slope_slope);
  g_test_add_func ("/los/classic/ground-hilltop", test_ground_hilltop);
  g_test_add_func ("/los/classic/slope-hilltop", test_slope_hilltop);
  g_test_add_func ("/los/classic/hilltop-hilltop", test_hilltop_hilltop);
  g_test_add_func ("/los/classic/symmetry", test_symmetry);
  g_test_add_func ("/los/classic/tet-cells", test_tet_cells);

  return g_test_run ();
}
