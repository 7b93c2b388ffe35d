/* test-mover.c: the mover the counters of its hex describe
 *
 * wadi-cli cost and the inspector both build a mover in Crest status from
 * the Crest counters where it stands (wadi_mover_init_from_counters ()).
 */
#include "config.h"

#include "wadi-test-rules.h"

typedef struct
{
  WadiTestRules   rules;
  WadiDirection   centre; /* the Crest counter's in 14T3: towards 14T2 */
  WadiVertexIndex vertex; /* the Vehicle Crest counter's in 25C2: C2-D2-C3 */
} Fixture;

static void
fixture_setup (Fixture      *f,
               gconstpointer data)
{
  WadiScenario *scenario = wadi_fixture_asl_examples ();
  WadiCounter   crest = { 0 };
  WadiCounter   vehicle_crest = { 0 };

  f->centre = wadi_fixture_direction (scenario, "14T3", "14T2");
  f->vertex = wadi_fixture_vertex (scenario, "25C2", "25D2", "25C3");

  crest.kind = WADI_COUNTER_CREST;
  wadi_fixture_locate (scenario, "14T3", &crest.hex);
  crest.centre = f->centre;
  wadi_scenario_add_counter (scenario, &crest);

  vehicle_crest.kind = WADI_COUNTER_VEHICLE_CREST;
  wadi_fixture_locate (scenario, "25C2", &vehicle_crest.hex);
  vehicle_crest.vertex = f->vertex;
  vehicle_crest.hd_rear = TRUE;
  vehicle_crest.unit_class = WADI_UNIT_FULLY_TRACKED;
  wadi_scenario_add_counter (scenario, &vehicle_crest);

  wadi_test_rules_init (&f->rules, scenario);
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer data)
{
  wadi_test_rules_clear (&f->rules);
}

static gboolean
mover_at (Fixture      *f,
          WadiMover    *mover,
          WadiUnitClass unit_class,
          const char   *label,
          WadiPosition  position)
{
  WadiHex hex;

  wadi_fixture_locate (f->rules.scenario, label, &hex);
  return wadi_mover_init_from_counters (mover, f->rules.ctx, unit_class, hex, position);
}

/* Not in Crest status: the bare mover, whatever counters stand there. */
static void
test_mover_not_in_crest (Fixture      *f,
                         gconstpointer data)
{
  WadiMover expected = wadi_test_mover (f->rules.scenario, WADI_UNIT_FULLY_TRACKED, "25C2", WADI_POSITION_IN);
  WadiMover mover;

  g_assert_true (mover_at (f, &mover, WADI_UNIT_FULLY_TRACKED, "25C2", WADI_POSITION_IN));
  g_assert_cmpmem (&mover, sizeof mover, &expected, sizeof expected);
  g_assert_false (mover.stopped);
  g_assert_false (mover.hd_rear);
}

/* Infantry in Crest status takes the centre of the hex's Crest counter. */
static void
test_mover_infantry_crest (Fixture      *f,
                           gconstpointer data)
{
  WadiMover mover;

  g_assert_true (mover_at (f, &mover, WADI_UNIT_INFANTRY, "14T3", WADI_POSITION_CREST));
  g_assert_cmpint (mover.position, ==, WADI_POSITION_CREST);
  g_assert_cmpint (mover.crest_centre, ==, f->centre);
  g_assert_false (mover.stopped);
  g_assert_false (mover.hd_rear);
}

/* A vehicle in Crest status takes its Vehicle Crest counter's CAFP and
 * "HD (rear)" side, and is stopped (F5.42). */
static void
test_mover_vehicle_crest (Fixture      *f,
                          gconstpointer data)
{
  WadiMover mover;

  g_assert_true (mover_at (f, &mover, WADI_UNIT_FULLY_TRACKED, "25C2", WADI_POSITION_CREST));
  g_assert_cmpint (mover.crest_vertex, ==, f->vertex);
  g_assert_true (mover.hd_rear);
  g_assert_true (mover.stopped);
}

/* A Crest counter of the other kind is not the mover's: Infantry in 25C2
 * and a vehicle in 14T3 have none, and say so. */
static void
test_mover_crest_of_other_kind (Fixture      *f,
                                gconstpointer data)
{
  WadiMover mover;

  g_assert_false (mover_at (f, &mover, WADI_UNIT_INFANTRY, "25C2", WADI_POSITION_CREST));
  g_assert_cmpint (mover.position, ==, WADI_POSITION_CREST);
  g_assert_false (mover.stopped);
  g_assert_false (mover_at (f, &mover, WADI_UNIT_HALFTRACK, "14T3", WADI_POSITION_CREST));
  g_assert_false (mover.hd_rear);
  g_assert_true (mover.stopped);
  g_assert_false (mover_at (f, &mover, WADI_UNIT_INFANTRY, "25D2", WADI_POSITION_CREST));
}

/* The mover from the counters moves as the hand-built one: the tank in
 * Crest status in C2, CAFP C2-D2-C3, showing "HD (rear)", leaves for C3
 * in Reverse (F5.422: its rear is towards its CAFP hexsides), which it
 * could not do were the counter's side not read. */
static void
test_mover_moves_as_described (Fixture      *f,
                               gconstpointer data)
{
  WadiMover described = wadi_test_mover (f->rules.scenario, WADI_UNIT_FULLY_TRACKED, "25C2",
                                         WADI_POSITION_CREST);
  WadiStep  step = wadi_test_enter (f->rules.scenario, "25C3", WADI_POSITION_GROUND);
  WadiMover mover;
  g_auto(WadiMoveResult) expected = { 0 };
  g_auto(WadiMoveResult) result = { 0 };
  g_autofree char *expected_terms = NULL;
  g_autofree char *terms = NULL;

  wadi_move_result_init (&expected);
  wadi_move_result_init (&result);
  step.reverse = TRUE;
  described.crest_vertex = f->vertex;
  described.hd_rear = TRUE;
  described.stopped = TRUE;
  wadi_movement_step (f->rules.ctx, &described, &step, &expected);

  g_assert_true (mover_at (f, &mover, WADI_UNIT_FULLY_TRACKED, "25C2", WADI_POSITION_CREST));
  wadi_movement_step (f->rules.ctx, &mover, &step, &result);
  g_assert_cmpint (result.allowed, ==, expected.allowed);
  g_assert_true (result.allowed);
  g_assert_cmpfloat (wadi_move_result_total (&result), ==, wadi_move_result_total (&expected));
  expected_terms = wadi_cost_to_string (expected.cost);
  terms = wadi_cost_to_string (result.cost);
  g_assert_cmpstr (terms, ==, expected_terms);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_UNDERBELLY));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/mover/not-in-crest", test_mover_not_in_crest);
  ADD ("/mover/infantry-crest", test_mover_infantry_crest);
  ADD ("/mover/vehicle-crest", test_mover_vehicle_crest);
  ADD ("/mover/crest-of-other-kind", test_mover_crest_of_other_kind);
  ADD ("/mover/moves-as-described", test_mover_moves_as_described);
#undef ADD
  return g_test_run ();
}
