/* test-movement-classic.c: the classic charts' Terrain Effects Chart, row by row,
 * on wadi_fixture_classic_examples */
#include "config.h"

#include <string.h>

#include "wadi-classic-charts.h"
#include "wadi-test-rules.h"

typedef WadiTestRules Fixture;

static void
fixture_setup (Fixture      *f,
               gconstpointer data)
{
  wadi_test_rules_init (f, wadi_fixture_classic_examples ());
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer data)
{
  wadi_test_rules_clear (f);
}

/* The cost of moving a unit of class from one hex into the next; FALSE
 * when not allowed.  Checks the formula when one is given. */
static gboolean
cost_of (Fixture      *f,
         WadiUnitClass unit_class,
         const char   *from,
         const char   *to,
         double       *total,
         const char   *formula)
{
  WadiMover      mover = wadi_test_mover (f->scenario, unit_class, from, WADI_POSITION_GROUND);
  WadiStep       step = wadi_test_enter (f->scenario, to, WADI_POSITION_GROUND);
  WadiMoveResult result;
  gboolean       allowed;

  wadi_move_result_init (&result);
  wadi_movement_step (f->ctx, &mover, &step, &result);
  allowed = result.allowed;
  g_assert_cmpstr (result.unit, ==, "MF");
  if (allowed)
    {
      g_autofree char *text = wadi_cost_to_string (result.cost);

      g_assert_null (result.reason);
      g_assert_cmpint (result.after.position, ==, WADI_POSITION_GROUND);
      if (formula != NULL)
        g_assert_cmpstr (text, ==, formula);
      *total = wadi_move_result_total (&result);
    }
  else
    {
      g_assert_nonnull (result.reason);
      g_assert_null (result.cost);
    }
  wadi_move_result_clear (&result);
  return allowed;
}

static void
expect (Fixture      *f,
        WadiUnitClass unit_class,
        const char   *from,
        const char   *to,
        double        expected,
        const char   *formula)
{
  double total = -1;

  g_assert_true (cost_of (f, unit_class, from, to, &total, formula));
  g_assert_cmpfloat (total, ==, expected);
}

static void
expect_forbidden (Fixture      *f,
                  WadiUnitClass unit_class,
                  const char   *from,
                  const char   *to)
{
  double total = -1;

  g_assert_false (cost_of (f, unit_class, from, to, &total, NULL));
}

/* CLEAR: 1 MF; trucks 2 MF. */
static void
test_clear (Fixture      *f,
            gconstpointer data)
{
  expect (f, WADI_UNIT_INFANTRY, "A4", "A5", 1, "1 [clear, TEC: CLEAR]");
  expect (f, WADI_UNIT_FULLY_TRACKED, "A4", "A5", 1, "1 [clear, TEC: CLEAR]");
  expect (f, WADI_UNIT_TRUCK, "A4", "A5", 2, "2 [clear, TEC: CLEAR]");
}

/* ROADS: 1/2 MF along the road; from a non-road hex, the other terrain. */
static void
test_roads (Fixture      *f,
            gconstpointer data)
{
  expect (f, WADI_UNIT_INFANTRY, "A2", "B2", 0.5, "0.5 [road, TEC: ROADS]");
  expect (f, WADI_UNIT_FULLY_TRACKED, "A2", "B2", 0.5, "0.5 [road, TEC: ROADS]");
  expect (f, WADI_UNIT_TRUCK, "A2", "B2", 0.5, "0.5 [road, TEC: ROADS]");
  expect (f, WADI_UNIT_INFANTRY, "F2", "G2", 1, "1 [clear, TEC: ROADS]");
  expect (f, WADI_UNIT_TRUCK, "F2", "G2", 2, "2 [clear, TEC: ROADS]");
  expect (f, WADI_UNIT_TRUCK, "A1", "A2", 2, "2 [clear, TEC: CLEAR]");
}

/* ROADS through hexsides (format version 4): the road rate is for a move
 * through a hexside the road crosses.  Two road hexes whose road runs
 * elsewhere are not joined by it: their hexside has no road, so the
 * other terrain counts (TEC: ROADS, "if entered from non-road hex"). */
static void
test_roads_through_hexsides (Fixture      *f,
                             gconstpointer data)
{
  WadiBoard    *grid = wadi_scenario_grid (f->scenario);
  WadiHex       a2 = wadi_fixture_hex (f->scenario, "A2");
  WadiHex       b2 = wadi_fixture_hex (f->scenario, "B2");
  WadiHex       f2 = wadi_fixture_hex (f->scenario, "F2");
  WadiHex       g2 = wadi_fixture_hex (f->scenario, "G2");
  WadiDirection a2_b2, f2_g2;

  g_assert_true (wadi_hex_direction_to (grid->layout, a2, b2, &a2_b2));
  g_assert_true (wadi_hex_direction_to (grid->layout, f2, g2, &f2_g2));
  /* the road leaves A2 the other way */
  wadi_board_set_side (grid, (WadiHexside) { a2, (a2_b2 + 3) % 6 }, WADI_SIDE_ROAD);
  wadi_test_rules_refresh (f);
  expect (f, WADI_UNIT_INFANTRY, "A2", "B2", 1, "1 [clear, TEC: CLEAR]");
  /* a dirt road or a path through the hexside is a road */
  wadi_board_set_side (grid, (WadiHexside) { a2, a2_b2 }, WADI_SIDE_DIRT_ROAD);
  wadi_board_set_side (grid, (WadiHexside) { f2, f2_g2 }, WADI_SIDE_PATH);
  wadi_test_rules_refresh (f);
  expect (f, WADI_UNIT_INFANTRY, "A2", "B2", 0.5, "0.5 [road, TEC: ROADS]");
  expect (f, WADI_UNIT_TRUCK, "F2", "G2", 0.5, "0.5 [road, TEC: ROADS]");
}

/* TOWNS: 1/2 MF, even from non-road hexes. */
static void
test_towns (Fixture      *f,
            gconstpointer data)
{
  expect (f, WADI_UNIT_INFANTRY, "F2", "E2", 0.5, "0.5 [town, TEC: TOWNS]");
  expect (f, WADI_UNIT_TRUCK, "F2", "E2", 0.5, "0.5 [town, TEC: TOWNS]");
  expect (f, WADI_UNIT_FULLY_TRACKED, "D2", "E2", 0.5, "0.5 [town, TEC: TOWNS]");
}

/* WOODS: 1 MF, trucks 2; vehicles cross green woods hexside symbols only
 * on roads. */
static void
test_woods (Fixture      *f,
            gconstpointer data)
{
  expect (f, WADI_UNIT_INFANTRY, "E4", "F4", 1, "1 [woods, TEC: WOODS]");
  expect (f, WADI_UNIT_FULLY_TRACKED, "E4", "F4", 1, "1 [woods, TEC: WOODS]");
  expect (f, WADI_UNIT_TRUCK, "E4", "F4", 2, "2 [woods, TEC: WOODS]");
  expect (f, WADI_UNIT_INFANTRY, "A4", "B4", 1, "1 [woods, TEC: WOODS]");
  expect_forbidden (f, WADI_UNIT_FULLY_TRACKED, "A4", "B4");
  expect_forbidden (f, WADI_UNIT_TRUCK, "A4", "B4");
  expect (f, WADI_UNIT_FULLY_TRACKED, "B2", "C2", 0.5, "0.5 [road, TEC: ROADS]");
}

/* SWAMPS: 1 MF; vehicles only on roads. */
static void
test_swamps (Fixture      *f,
             gconstpointer data)
{
  expect (f, WADI_UNIT_INFANTRY, "B4", "C4", 1, "1 [swamp, TEC: SWAMPS]");
  expect_forbidden (f, WADI_UNIT_FULLY_TRACKED, "B4", "C4");
  expect_forbidden (f, WADI_UNIT_TRUCK, "B4", "C4");
  expect (f, WADI_UNIT_TRUCK, "C2", "D2", 0.5, "0.5 [road, TEC: ROADS]");
}

/* GULLIES & STREAMBEDS: the accompanying terrain to enter and along;
 * trucks 5 MF to leave, other vehicles 3. */
static void
test_gullies (Fixture      *f,
              gconstpointer data)
{
  expect (f, WADI_UNIT_INFANTRY, "A6", "B6", 1, "1 [clear, TEC: CLEAR]");
  expect (f, WADI_UNIT_TRUCK, "A6", "B6", 2, "2 [clear, TEC: CLEAR]");
  /* Along the gully into its woods. */
  expect (f, WADI_UNIT_FULLY_TRACKED, "B6", "C6", 1, "1 [woods, TEC: WOODS]");
  expect (f, WADI_UNIT_TRUCK, "B6", "C6", 2, "2 [woods, TEC: WOODS]");
  /* Leaving. */
  expect (f, WADI_UNIT_TRUCK, "C6", "D6", 5, "5 [leave gully or streambed, TEC: GULLIES & STREAMBEDS]");
  expect (f, WADI_UNIT_FULLY_TRACKED, "C6", "D6", 3,
          "3 [leave gully or streambed, TEC: GULLIES & STREAMBEDS]");
  expect (f, WADI_UNIT_HALFTRACK, "B6", "A6", 3, NULL);
  expect (f, WADI_UNIT_INFANTRY, "C6", "D6", 1, "1 [clear, TEC: CLEAR]");
  /* A streambed. */
  expect (f, WADI_UNIT_TRUCK, "F6", "G6", 2, NULL);
  expect (f, WADI_UNIT_TRUCK, "G6", "H6", 5, NULL);
  expect (f, WADI_UNIT_MOTORCYCLE, "G6", "H6", 3, NULL);
}

/* STREAM FORD: as CLEAR, with no penalty to leave. */
static void
test_ford (Fixture      *f,
           gconstpointer data)
{
  expect (f, WADI_UNIT_INFANTRY, "D6", "E6", 1, "1 [stream ford (as clear), TEC: STREAM FORD]");
  expect (f, WADI_UNIT_TRUCK, "D6", "E6", 2, "2 [stream ford (as clear), TEC: STREAM FORD]");
  expect (f, WADI_UNIT_TRUCK, "E6", "F6", 2, "2 [clear, TEC: CLEAR]");
  expect (f, WADI_UNIT_FULLY_TRACKED, "E6", "F6", 1, "1 [clear, TEC: CLEAR]");
}

/* SLOPES: trucks 4 MF, other vehicles 2. */
static void
test_slopes (Fixture      *f,
             gconstpointer data)
{
  expect (f, WADI_UNIT_TRUCK, "D3", "D4", 4, "4 [slope, TEC: SLOPES]");
  expect (f, WADI_UNIT_FULLY_TRACKED, "D3", "D4", 2, "2 [slope, TEC: SLOPES]");
  expect (f, WADI_UNIT_HALFTRACK, "D3", "D4", 2, "2 [slope, TEC: SLOPES]");
  expect (f, WADI_UNIT_INFANTRY, "D3", "D4", 1, "1 [slope, TEC: SLOPES]");
}

/* HILLTOPS: as the other terrain of the hex (clear here). */
static void
test_hilltops (Fixture      *f,
               gconstpointer data)
{
  expect (f, WADI_UNIT_INFANTRY, "D4", "E4", 1, "1 [clear, TEC: HILLTOPS]");
  expect (f, WADI_UNIT_FULLY_TRACKED, "D4", "E4", 1, "1 [clear, TEC: HILLTOPS]");
  expect (f, WADI_UNIT_TRUCK, "D4", "E4", 2, "2 [clear, TEC: HILLTOPS]");
}

/* No positions, facing or Reverse; terrain the chart does not have. */
static void
test_classic_limits (Fixture      *f,
                     gconstpointer data)
{
  WadiMover      mover;
  WadiStep       step = { 0 };
  WadiMoveResult result;
  WadiHex        hex;

  wadi_fixture_locate (f->scenario, "B6", &hex);
  wadi_mover_init (&mover, WADI_UNIT_FULLY_TRACKED, hex, WADI_POSITION_GROUND);
  wadi_move_result_init (&result);

  step.kind = WADI_STEP_POSITION;
  step.position = WADI_POSITION_IN;
  wadi_movement_step (f->ctx, &mover, &step, &result);
  g_assert_false (result.allowed);
  step.kind = WADI_STEP_VCA;
  step.hexspines = 1;
  wadi_movement_step (f->ctx, &mover, &step, &result);
  g_assert_false (result.allowed);
  step.kind = WADI_STEP_ENTER;
  step.to = wadi_fixture_hex (f->scenario, "A6");
  step.reverse = TRUE;
  wadi_movement_step (f->ctx, &mover, &step, &result);
  g_assert_false (result.allowed);
  wadi_move_result_clear (&result);

  wadi_fixture_set_hex (f->scenario, "J4", WADI_TERRAIN_HAMMADA, 0, WADI_DEPRESSION_NONE, 0);
  expect_forbidden (f, WADI_UNIT_INFANTRY, "I4", "J4");
}

/* The chart cell by cell, as wadi-cli combat tec reads it (seed 004's
 * TEC rows, word for word). */
static void
test_chart_cells (Fixture      *f,
                  gconstpointer data)
{
  static const struct
  {
    WadiTerrain   terrain;
    WadiTecMove   move;
    WadiUnitClass unit_class;
    gboolean      allowed;
    double        mf;
    const char   *rule;
  } cells[] = {
    /* CLEAR: "Costs 1 MF to enter. Costs truck units 2 MF to enter." */
    { WADI_TERRAIN_OPEN, WADI_TEC_ENTER, WADI_UNIT_INFANTRY, TRUE, 1, "TEC: CLEAR" },
    { WADI_TERRAIN_OPEN, WADI_TEC_ENTER, WADI_UNIT_TRUCK, TRUE, 2, "TEC: CLEAR" },
    /* ROADS: "Costs 1/2 MF to enter." */
    { WADI_TERRAIN_OPEN, WADI_TEC_ALONG_ROAD, WADI_UNIT_TRUCK, TRUE, 0.5, "TEC: ROADS" },
    /* TOWNS: "Costs 1/2 MF to enter (even from non-road hexes)." */
    { WADI_TERRAIN_TOWN, WADI_TEC_ENTER, WADI_UNIT_FULLY_TRACKED, TRUE, 0.5, "TEC: TOWNS" },
    /* WOODS: "Costs 1 MF to enter. ... Costs truck units 2 MF to enter." */
    { WADI_TERRAIN_WOODS, WADI_TEC_ENTER, WADI_UNIT_INFANTRY, TRUE, 1, "TEC: WOODS" },
    { WADI_TERRAIN_WOODS, WADI_TEC_ENTER, WADI_UNIT_TRUCK, TRUE, 2, "TEC: WOODS" },
    /* SWAMPS: "Costs 1 MF to enter. Vehicular units may not enter except on roads." */
    { WADI_TERRAIN_SWAMP, WADI_TEC_ENTER, WADI_UNIT_INFANTRY, TRUE, 1, "TEC: SWAMPS" },
    { WADI_TERRAIN_SWAMP, WADI_TEC_ENTER, WADI_UNIT_HALFTRACK, FALSE, 0, "TEC: SWAMPS" },
    /* GULLIES & STREAMBEDS: "Costs trucks 5 MF to LEAVE. Costs other vehicles 3 MF to LEAVE." */
    { WADI_TERRAIN_OPEN, WADI_TEC_LEAVE_GULLY, WADI_UNIT_TRUCK, TRUE, 5, "TEC: GULLIES & STREAMBEDS" },
    { WADI_TERRAIN_OPEN, WADI_TEC_LEAVE_GULLY, WADI_UNIT_FULLY_TRACKED, TRUE, 3, "TEC: GULLIES & STREAMBEDS" },
    /* ... and what leaving enters, as movement takes it: the rest pay the
     * terrain, and a vehicle may not leave into a swamp (SWAMPS) */
    { WADI_TERRAIN_OPEN, WADI_TEC_LEAVE_GULLY, WADI_UNIT_INFANTRY, TRUE, 1, "TEC: CLEAR" },
    { WADI_TERRAIN_TOWN, WADI_TEC_LEAVE_GULLY, WADI_UNIT_INFANTRY, TRUE, 0.5, "TEC: TOWNS" },
    { WADI_TERRAIN_SWAMP, WADI_TEC_LEAVE_GULLY, WADI_UNIT_TRUCK, FALSE, 0, "TEC: SWAMPS" },
    /* STREAM FORD: "Treat as CLEAR terrain". */
    { WADI_TERRAIN_OPEN, WADI_TEC_FORD, WADI_UNIT_TRUCK, TRUE, 2, "TEC: STREAM FORD" },
    /* SLOPES: "Costs 4 MF for trucks to enter. Costs all other vehicles 2 MF to enter." */
    { WADI_TERRAIN_SLOPE, WADI_TEC_ENTER, WADI_UNIT_TRUCK, TRUE, 4, "TEC: SLOPES" },
    { WADI_TERRAIN_SLOPE, WADI_TEC_ENTER, WADI_UNIT_HALFTRACK, TRUE, 2, "TEC: SLOPES" },
    /* HILLTOPS: "MF cost as per other terrain on hillock-hex": clear. */
    { WADI_TERRAIN_HILLTOP, WADI_TEC_ENTER, WADI_UNIT_INFANTRY, TRUE, 1, "TEC: HILLTOPS" },
    /* Not on the chart. */
    { WADI_TERRAIN_HAMMADA, WADI_TEC_ENTER, WADI_UNIT_INFANTRY, FALSE, 0, NULL },
  };
  WadiTecAnswer answer;

  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    {
      wadi_tec_cost (cells[i].terrain, cells[i].unit_class, cells[i].move, &answer);
      g_test_message ("cell %u: %s", i, cells[i].rule);
      g_assert_cmpint (answer.allowed, ==, cells[i].allowed);
      g_assert_cmpfloat (answer.mf, ==, cells[i].mf);
      g_assert_cmpstr (answer.rule, ==, cells[i].rule);
      if (!answer.allowed)
        g_assert_nonnull (answer.reason);
    }
  wadi_tec_cost (WADI_TERRAIN_HILLTOP, WADI_UNIT_INFANTRY, WADI_TEC_ENTER, &answer);
  g_assert_nonnull (strstr (answer.note, "Attacker's MF is halved"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/movement/classic/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("clear", test_clear);
  ADD ("roads", test_roads);
  ADD ("roads-through-hexsides", test_roads_through_hexsides);
  ADD ("towns", test_towns);
  ADD ("woods", test_woods);
  ADD ("swamps", test_swamps);
  ADD ("gullies-and-streambeds", test_gullies);
  ADD ("stream-ford", test_ford);
  ADD ("slopes", test_slopes);
  ADD ("hilltops", test_hilltops);
  ADD ("limits", test_classic_limits);
  ADD ("chart-cells", test_chart_cells);
#undef ADD

  return g_test_run ();
}
