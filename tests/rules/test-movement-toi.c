/* test-movement-toi.c: Tide of Iron movement, Days of the Fox wadi movement
 * examples 1-5 and the wadi bridge hex card, on wadi_fixture_toi_examples */
#include "config.h"

#include "wadi-test-rules.h"

typedef WadiTestRules Fixture;

static void
fixture_setup (Fixture      *f,
               gconstpointer data)
{
  wadi_test_rules_init (f, wadi_fixture_toi_examples ());
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer data)
{
  wadi_test_rules_clear (f);
}

/* A mover of side (which matters at a wadi bridge hex), or of none. */
static WadiMover
mover_at (Fixture      *f,
          WadiUnitClass unit_class,
          const char   *label,
          WadiPosition  position,
          const char   *side)
{
  WadiMover mover = wadi_test_mover (f->scenario, unit_class, label, position);

  mover.side = side;
  return mover;
}

/* Runs one step and checks it is allowed at total MP, with formula (or
 * any formula when NULL) and damage_rolls damage rolls. */
static void
expect_cost (Fixture         *f,
             const WadiMover *mover,
             const WadiStep  *step,
             double           total,
             const char      *formula,
             int              damage_rolls,
             WadiMoveResult  *result)
{
  wadi_test_expect_cost (f->ctx, mover, step, total, formula, result);
  g_assert_cmpstr (result->unit, ==, "MP");
  g_assert_cmpint (result->damage_rolls, ==, damage_rolls);
  g_assert_true (wadi_move_result_has_effect (result, WADI_EFFECT_DAMAGE_ROLL) == (damage_rolls > 0));
}

/* Example 1: the tank enters the wadi through the entrance hex A3 (no
 * damage roll), pays 1 MP per wadi hex, and enters the bridge hex E3 from
 * a contiguous wadi hex: on the wadi level. */
static void
test_example_1 (Fixture      *f,
                gconstpointer data)
{
  /* Of the side that holds the wadi level of E3, so the level is free to it. */
  WadiMover tank = mover_at (f, WADI_UNIT_FULLY_TRACKED, "A2", WADI_POSITION_GROUND, "British");
  WadiMover in_d3 = mover_at (f, WADI_UNIT_FULLY_TRACKED, "D3", WADI_POSITION_IN, "British");
  WadiStep  route[] = {
     wadi_test_enter (f->scenario, "A3", WADI_POSITION_IN),
     wadi_test_enter (f->scenario, "B3", WADI_POSITION_IN),
     wadi_test_enter (f->scenario, "C3", WADI_POSITION_IN),
     wadi_test_enter (f->scenario, "D3", WADI_POSITION_IN),
     wadi_test_enter (f->scenario, "E3", WADI_POSITION_GROUND),
  };
  WadiStep         to_bridge = wadi_test_enter (f->scenario, "E3", WADI_POSITION_BRIDGE);
  g_autofree char *text = NULL;
  WADI_TEST_MOVE_RESULT (result);

  expect_cost (f, &tank, &route[0], 1, "1 [wadi hex, DoF movement ex. 1]", 0, &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_IN);
  expect_cost (f, &in_d3, &route[4], 1, "1 [wadi bridge hex, ToI wadi bridge card]", 0, &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_WADI);
  wadi_test_expect_forbidden (f->ctx, &in_d3, &to_bridge, "ToI wadi bridge card", &result);
  /* A German tank would have to take the wadi level too, which the British
   * squad holds (example 2: opposing units only on different levels). */
  {
    WadiMover german = mover_at (f, WADI_UNIT_FULLY_TRACKED, "D3", WADI_POSITION_IN, "German");

    wadi_test_expect_forbidden (f->ctx, &german, &route[4], "DoF movement ex. 2", &result);
  }

  wadi_movement_maneuver (f->ctx, &tank, route, G_N_ELEMENTS (route), &result);
  g_assert_true (result.allowed);
  text = wadi_cost_to_string (result.cost);
  g_assert_cmpstr (text, ==,
                   "1 [wadi hex, DoF movement ex. 1] + 1 [wadi hex, DoF movement ex. 1]"
                   " + 1 [wadi hex, DoF movement ex. 1] + 1 [wadi hex, DoF movement ex. 1]"
                   " + 1 [wadi bridge hex, ToI wadi bridge card]");
  g_assert_cmpfloat (wadi_move_result_total (&result), ==, 5);
  g_assert_cmpint (result.damage_rolls, ==, 0);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_WADI);
  g_assert_true (wadi_hex_equal (result.after.hex, wadi_fixture_hex (f->scenario, "E3")));
}

/* Example 2: a squad entering E3 from a non-wadi hex could choose its
 * level, but an enemy unit holds the wadi level: it enters the bridge. */
static void
test_example_2 (Fixture      *f,
                gconstpointer data)
{
  WadiMover german = mover_at (f, WADI_UNIT_INFANTRY, "F2", WADI_POSITION_GROUND, "German");
  WadiMover british = mover_at (f, WADI_UNIT_INFANTRY, "F2", WADI_POSITION_GROUND, "British");
  WadiStep  to_wadi = wadi_test_enter (f->scenario, "E3", WADI_POSITION_WADI);
  WadiStep  to_bridge = wadi_test_enter (f->scenario, "E3", WADI_POSITION_BRIDGE);
  WadiStep  either = wadi_test_enter (f->scenario, "E3", WADI_POSITION_GROUND);
  WADI_TEST_MOVE_RESULT (result);

  wadi_test_expect_forbidden (f->ctx, &german, &to_wadi, "DoF movement ex. 2", &result);
  expect_cost (f, &german, &to_bridge, 1, "1 [wadi bridge hex, ToI wadi bridge card]", 0, &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_BRIDGE);
  expect_cost (f, &german, &either, 1, NULL, 0, &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_BRIDGE);

  /* Without an enemy there, the squad chooses. */
  expect_cost (f, &british, &to_wadi, 1, NULL, 0, &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_WADI);
  expect_cost (f, &british, &to_bridge, 1, NULL, 0, &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_BRIDGE);
}

/* Example 3: the half-track rolls for damage entering the wadi and again
 * exiting it, and pays 2 MP to move up the hill. */
static void
test_example_3 (Fixture      *f,
                gconstpointer data)
{
  WadiMover halftrack = mover_at (f, WADI_UNIT_HALFTRACK, "C2", WADI_POSITION_GROUND, NULL);
  WadiMover in_c3 = mover_at (f, WADI_UNIT_HALFTRACK, "C3", WADI_POSITION_IN, NULL);
  WadiMover squad = mover_at (f, WADI_UNIT_INFANTRY, "C2", WADI_POSITION_GROUND, NULL);
  WadiStep  route[] = {
     wadi_test_enter (f->scenario, "C3", WADI_POSITION_IN),
     wadi_test_enter (f->scenario, "C4", WADI_POSITION_GROUND),
  };
  WADI_TEST_MOVE_RESULT (result);

  expect_cost (f, &halftrack, &route[0], 1, "1 [wadi hex, DoF movement ex. 1]", 1, &result);
  expect_cost (f, &in_c3, &route[1], 2, "2 [move up a hill, DoF movement ex. 3]", 1, &result);

  wadi_movement_maneuver (f->ctx, &halftrack, route, G_N_ELEMENTS (route), &result);
  g_assert_true (result.allowed);
  g_assert_cmpfloat (wadi_move_result_total (&result), ==, 3);
  g_assert_cmpint (result.damage_rolls, ==, 2);
  g_assert_cmpuint (result.effects->len, ==, 2);

  /* Squads never roll for damage. */
  expect_cost (f, &squad, &route[0], 1, NULL, 0, &result);
}

/* Example 4: a vehicle on the bridge never changes level in the hex; it
 * goes out to a non-wadi hex, into the wadi (a damage roll) and back. */
static void
test_example_4 (Fixture      *f,
                gconstpointer data)
{
  WadiMover tank = mover_at (f, WADI_UNIT_FULLY_TRACKED, "E3", WADI_POSITION_BRIDGE, "British");
  WadiMover british = mover_at (f, WADI_UNIT_INFANTRY, "E3", WADI_POSITION_BRIDGE, "British");
  WadiMover german = mover_at (f, WADI_UNIT_INFANTRY, "E3", WADI_POSITION_BRIDGE, "German");
  WadiStep  down = wadi_test_position_step (WADI_POSITION_WADI);
  WadiStep  route[] = {
     wadi_test_enter (f->scenario, "F2", WADI_POSITION_GROUND),
     wadi_test_enter (f->scenario, "F3", WADI_POSITION_IN),
     wadi_test_enter (f->scenario, "E3", WADI_POSITION_WADI),
  };
  WADI_TEST_MOVE_RESULT (result);

  wadi_test_expect_forbidden (f->ctx, &tank, &down, "ToI wadi bridge card", &result);
  expect_cost (f, &tank, &route[0], 1, "1 [clear]", 0, &result);
  /* "it must move out of the hex to an adjacent nonwadi hex": not straight
   * down into the wadi next to the bridge. */
  {
    WadiStep into_f3 = wadi_test_enter (f->scenario, "F3", WADI_POSITION_IN);
    WadiStep into_d3 = wadi_test_enter (f->scenario, "D3", WADI_POSITION_IN);

    wadi_test_expect_forbidden (f->ctx, &tank, &into_f3, "DoF movement ex. 4", &result);
    wadi_test_expect_forbidden (f->ctx, &tank, &into_d3, "DoF movement ex. 4", &result);
  }

  wadi_movement_maneuver (f->ctx, &tank, route, G_N_ELEMENTS (route), &result);
  g_assert_true (result.allowed);
  g_assert_cmpfloat (wadi_move_result_total (&result), ==, 3);
  g_assert_cmpint (result.damage_rolls, ==, 1);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_WADI);

  /* A squad changes level for 1 MP, but not to a level an enemy holds. */
  expect_cost (f, &british, &down, 1, "1 [change level in the wadi bridge hex, ToI wadi bridge card]", 0,
               &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_WADI);
  wadi_test_expect_forbidden (f->ctx, &german, &down, "DoF movement ex. 2", &result);
}

/* Example 5: along the dirt road onto the wadi bridge hex, from a level 0
 * hex: the bridge level. */
static void
test_example_5 (Fixture      *f,
                gconstpointer data)
{
  WadiMover tank = mover_at (f, WADI_UNIT_FULLY_TRACKED, "E1", WADI_POSITION_GROUND, "German");
  WadiMover on_e2 = mover_at (f, WADI_UNIT_FULLY_TRACKED, "E2", WADI_POSITION_GROUND, "German");
  WadiStep  route[] = {
     wadi_test_enter (f->scenario, "E2", WADI_POSITION_GROUND),
     wadi_test_enter (f->scenario, "E3", WADI_POSITION_GROUND),
  };
  WadiStep to_wadi = wadi_test_enter (f->scenario, "E3", WADI_POSITION_WADI);
  WADI_TEST_MOVE_RESULT (result);

  wadi_movement_maneuver (f->ctx, &tank, route, G_N_ELEMENTS (route), &result);
  g_assert_true (result.allowed);
  g_assert_cmpfloat (wadi_move_result_total (&result), ==, 2);
  g_assert_cmpint (result.damage_rolls, ==, 0);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_BRIDGE);
  wadi_test_expect_forbidden (f->ctx, &on_e2, &to_wadi, "ToI wadi bridge card", &result);
}

/* Wadi entrance hexes spare a vehicle its damage roll both ways. */
static void
test_entrances (Fixture      *f,
                gconstpointer data)
{
  WadiMover in_g3 = mover_at (f, WADI_UNIT_FULLY_TRACKED, "G3", WADI_POSITION_IN, NULL);
  WadiMover in_h3 = mover_at (f, WADI_UNIT_FULLY_TRACKED, "H3", WADI_POSITION_IN, NULL);
  WadiStep  to_h3 = wadi_test_enter (f->scenario, "H3", WADI_POSITION_IN);
  WadiStep  out_h2 = wadi_test_enter (f->scenario, "H2", WADI_POSITION_GROUND);
  WadiStep  out_g2 = wadi_test_enter (f->scenario, "G2", WADI_POSITION_GROUND);
  WADI_TEST_MOVE_RESULT (result);

  expect_cost (f, &in_g3, &to_h3, 1, NULL, 0, &result);
  expect_cost (f, &in_h3, &out_h2, 1, NULL, 0, &result);
  expect_cost (f, &in_g3, &out_g2, 1, NULL, 1, &result);
}

/* What Tide of Iron does not have, and terrain the texts give no cost for. */
static void
test_toi_limits (Fixture      *f,
                 gconstpointer data)
{
  WadiMover tank = mover_at (f, WADI_UNIT_FULLY_TRACKED, "I5", WADI_POSITION_GROUND, NULL);
  WadiMover squad = mover_at (f, WADI_UNIT_INFANTRY, "C3", WADI_POSITION_IN, NULL);
  WadiStep  vca = { 0 };
  WadiStep  back = wadi_test_enter (f->scenario, "I4", WADI_POSITION_GROUND);
  WadiStep  woods = wadi_test_enter (f->scenario, "I4", WADI_POSITION_GROUND);
  WadiStep  level = wadi_test_position_step (WADI_POSITION_BRIDGE);
  WADI_TEST_MOVE_RESULT (result);

  vca.kind = WADI_STEP_VCA;
  vca.hexspines = 1;
  back.reverse = TRUE;
  wadi_test_expect_forbidden (f->ctx, &tank, &vca, NULL, &result);
  wadi_test_expect_forbidden (f->ctx, &tank, &back, NULL, &result);
  wadi_test_expect_forbidden (f->ctx, &squad, &level, "ToI wadi bridge card", &result);
  wadi_fixture_set_hex (f->scenario, "I4", WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE, 0);
  wadi_test_expect_forbidden (f->ctx, &tank, &woods, NULL, &result);
}

/* Without the wadi rules SSR, "crevasse terrain is used by default": the
 * wadi, wadi entrance and wadi bridge hexes are crevasse terrain, whose
 * movement the texts do not give (as LOS and check have it): no wadi
 * costs, levels or damage rolls. */
static void
test_without_wadi_rules (Fixture      *f,
                         gconstpointer data)
{
  WadiMover squad = mover_at (f, WADI_UNIT_INFANTRY, "C2", WADI_POSITION_GROUND, NULL);
  WadiMover halftrack = mover_at (f, WADI_UNIT_HALFTRACK, "C3", WADI_POSITION_IN, NULL);
  WadiMover on_bridge = mover_at (f, WADI_UNIT_INFANTRY, "E3", WADI_POSITION_BRIDGE, NULL);
  WadiStep  into_c3 = wadi_test_enter (f->scenario, "C3", WADI_POSITION_IN);
  WadiStep  into_a3 = wadi_test_enter (f->scenario, "A3", WADI_POSITION_IN);
  WadiStep  into_e3 = wadi_test_enter (f->scenario, "E3", WADI_POSITION_GROUND);
  WadiStep  up_c4 = wadi_test_enter (f->scenario, "C4", WADI_POSITION_GROUND);
  WadiStep  to_wadi = wadi_test_position_step (WADI_POSITION_WADI);
  WADI_TEST_MOVE_RESULT (result);

  f->scenario->ssr.toi_wadi_rules = FALSE;
  wadi_test_expect_forbidden (f->ctx, &squad, &into_c3, "DoF wadis", &result);
  {
    WadiMover from_b2 = mover_at (f, WADI_UNIT_INFANTRY, "B2", WADI_POSITION_GROUND, NULL);
    WadiMover from_d2 = mover_at (f, WADI_UNIT_INFANTRY, "D2", WADI_POSITION_GROUND, NULL);

    wadi_test_expect_forbidden (f->ctx, &from_b2, &into_a3, "DoF wadis", &result);
    wadi_test_expect_forbidden (f->ctx, &from_d2, &into_e3, "DoF wadis", &result);
  }
  wadi_test_expect_forbidden (f->ctx, &on_bridge, &to_wadi, "DoF wadis", &result);
  /* Leaving: up the hill, and no damage roll. */
  expect_cost (f, &halftrack, &up_c4, 2, "2 [move up a hill, DoF movement ex. 3]", 0, &result);
}

/* "a contiguous wadi hex" (the wadi bridge card; example 1) is one the
 * wadi runs on from across the hexside, as LOS reads the depiction: a
 * wadi hex D2 beside D3 and E3 that the wadi does not run on from is
 * climbed out of and into (a review found movement taking D2 -> E3 as
 * within the wadi, where LOS says the line leaves it). */
static void
test_contiguous_wadi_hex (Fixture      *f,
                          gconstpointer data)
{
  WadiMover tank;
  WadiStep  to_e3 = wadi_test_enter (f->scenario, "E3", WADI_POSITION_GROUND);
  WadiStep  to_d3 = wadi_test_enter (f->scenario, "D3", WADI_POSITION_IN);
  WADI_TEST_MOVE_RESULT (result);

  wadi_fixture_set_hex (f->scenario, "D2", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1);
  wadi_test_rules_refresh (f);
  tank = mover_at (f, WADI_UNIT_FULLY_TRACKED, "D2", WADI_POSITION_IN, "British");
  /* out of D2's wadi onto E3's bridge, as from any other hex */
  expect_cost (f, &tank, &to_e3, 1, NULL, 1, &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_BRIDGE);
  /* out of one wadi and into the other */
  expect_cost (f, &tank, &to_d3, 1, NULL, 2, &result);

  /* the wadi run on from D2 into D3: within the wadi */
  wadi_fixture_add_side (f->scenario, "D2", "D3", WADI_SIDE_DEPRESSION);
  wadi_test_rules_refresh (f);
  expect_cost (f, &tank, &to_d3, 1, NULL, 0, &result);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/movement/toi/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("example-1", test_example_1);
  ADD ("example-2", test_example_2);
  ADD ("example-3", test_example_3);
  ADD ("example-4", test_example_4);
  ADD ("example-5", test_example_5);
  ADD ("entrances", test_entrances);
  ADD ("contiguous-wadi-hex", test_contiguous_wadi_hex);
  ADD ("limits", test_toi_limits);
  ADD ("without-wadi-rules", test_without_wadi_rules);
#undef ADD

  return g_test_run ();
}
