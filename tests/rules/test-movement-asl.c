/* test-movement-asl.c: ASL movement on the worked examples of F5 and B20 */
#include "config.h"

#include "wadi-crest.h"
#include "wadi-test-rules.h"

typedef WadiTestRules Fixture;

static void
fixture_setup (Fixture      *f,
               gconstpointer data)
{
  wadi_test_rules_init (f, wadi_fixture_asl_examples ());
}

/* Boards 25 and 14 side by side: 25GG5 is 14A5. */
static void
seam_setup (Fixture      *f,
            gconstpointer data)
{
  wadi_test_rules_init (f, wadi_fixture_seam ());
}

static void
fixture_teardown (Fixture      *f,
                  gconstpointer data)
{
  wadi_test_rules_clear (f);
}

static void
add_ford (Fixture    *f,
          const char *label)
{
  WadiCounter ford = { 0 };

  ford.kind = WADI_COUNTER_FORD;
  wadi_fixture_locate (f->scenario, label, &ford.hex);
  wadi_scenario_add_counter (f->scenario, &ford);
  wadi_test_rules_refresh (f);
}

static WadiMover
crest_vehicle (Fixture    *f,
               const char *label,
               const char *second,
               const char *third)
{
  WadiMover mover = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, label, WADI_POSITION_CREST);

  mover.crest_vertex = wadi_fixture_vertex (f->scenario, label, second, third);
  mover.stopped = TRUE;
  return mover;
}

static WadiStep
simple_step (WadiStepKind kind,
             int          hexspines)
{
  WadiStep step = { 0 };

  step.kind = kind;
  step.hexspines = hexspines;
  return step;
}

static WadiStep
reversed (WadiStep step)
{
  step.reverse = TRUE;
  return step;
}

static WadiStep
with_vertex (Fixture    *f,
             WadiStep    step,
             const char *hex,
             const char *second,
             const char *third)
{
  step.crest_vertex = wadi_fixture_vertex (f->scenario, hex, second, third);
  return step;
}

static WadiStep
with_centre (Fixture    *f,
             WadiStep    step,
             const char *hex,
             const char *across)
{
  step.crest_centre = wadi_fixture_direction (f->scenario, hex, across);
  return step;
}

static void
expect_maneuver (Fixture         *f,
                 const WadiMover *mover,
                 const WadiStep  *steps,
                 guint            n_steps,
                 double           total,
                 const char      *formula,
                 WadiMoveResult  *result)
{
  g_autofree char *text = NULL;

  wadi_movement_maneuver (f->ctx, mover, steps, n_steps, result);
  g_assert_cmpstr (result->reason, ==, NULL);
  g_assert_true (result->allowed);
  g_assert_true (result->cost->kind == WADI_COST_SUM);
  g_assert_cmpuint (result->cost->children->len, ==, n_steps);
  text = wadi_cost_to_string (result->cost);
  if (formula != NULL)
    g_assert_cmpstr (text, ==, formula);
  g_assert_cmpfloat (wadi_move_result_total (result), ==, total);
}

/* F5.2: 25G10 INTO G9 stays at level 0: Infantry 2 MF, a tank 3 MP. */
static void
test_f5_2_g10_g9 (Fixture      *f,
                  gconstpointer data)
{
  WadiMover infantry = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "25G10", WADI_POSITION_GROUND);
  WadiMover tank = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25G10", WADI_POSITION_GROUND);
  WadiStep  step = wadi_test_enter (f->scenario, "25G9", WADI_POSITION_IN);
  WADI_TEST_MOVE_RESULT (result);

  wadi_test_expect_cost (f->ctx, &infantry, &step, 2, "2 [enter wadi, F5.2]", &result);
  g_assert_cmpstr (result.unit, ==, "MF");
  g_assert_cmpuint (result.effects->len, ==, 0);
  g_assert_true (wadi_hex_equal (result.after.hex, step.to));
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_IN);

  wadi_test_expect_cost (f->ctx, &tank, &step, 3, "2 [enter wadi, F5.2] + 1 [COT, F1]", &result);
  g_assert_cmpstr (result.unit, ==, "MP");
  g_assert_cmpuint (result.effects->len, ==, 0);
}

/* F5.2: IN I9 INTO J8, level 1 to level 2. */
static void
test_f5_2_i9_j8 (Fixture      *f,
                 gconstpointer data)
{
  WadiMover infantry = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "25I9", WADI_POSITION_IN);
  WadiMover tank = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25I9", WADI_POSITION_IN);
  WadiStep  step = wadi_test_enter (f->scenario, "25J8", WADI_POSITION_IN);
  WADI_TEST_MOVE_RESULT (result);

  wadi_test_expect_cost (f->ctx, &infantry, &step, 4, "2 [enter wadi, F5.2] x 2 [higher elevation, B10.4]", &result);
  wadi_test_expect_cost (f->ctx, &tank, &step, 7,
                         "2 [enter wadi, F5.2] + 1 [COT, F1] + 4 [higher elevation, B10.4]", &result);
  /* Up the wadi, along its own hexside: not leaving it, no Bog. */
  g_assert_false (wadi_move_result_has_effect (&result, WADI_EFFECT_BOG_CHECK));
}

/* F5.2: H7 INTO G7 climbs an Abrupt Elevation Change. */
static void
test_f5_2_h7_g7 (Fixture      *f,
                 gconstpointer data)
{
  WadiMover infantry = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "25H7", WADI_POSITION_GROUND);
  WadiMover tank = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25H7", WADI_POSITION_GROUND);
  WadiStep  step = wadi_test_enter (f->scenario, "25G7", WADI_POSITION_IN);
  WADI_TEST_MOVE_RESULT (result);

  wadi_test_expect_cost (f->ctx, &infantry, &step, 4,
                         "2 [Abrupt Elevation intermediate level, B10.5] + 2 [enter wadi, F5.2]", &result);
  wadi_test_expect_cost (f->ctx, &tank, &step, 7,
                         "4 [Abrupt Elevation intermediate level, B10.5] + 2 [enter wadi, F5.2] + 1 [COT, F1]",
                         &result);
}

/* F5.2: J5 INTO K5 descends an Abrupt Elevation Change into hammada; to
 * Crest status in K5 along the K5-J5 hexside it is three MF. */
static void
test_f5_2_j5_k5 (Fixture      *f,
                 gconstpointer data)
{
  WadiMover infantry = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "25J5", WADI_POSITION_GROUND);
  WadiMover tank = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25J5", WADI_POSITION_GROUND);
  WadiStep  step = wadi_test_enter (f->scenario, "25K5", WADI_POSITION_IN);
  WadiStep  crest = wadi_test_enter (f->scenario, "25K5", WADI_POSITION_CREST);
  WADI_TEST_MOVE_RESULT (result);

  wadi_test_expect_cost (f->ctx, &infantry, &step, 4,
                         "1 [Abrupt Elevation intermediate level, B10.5] + 2 [enter wadi, F5.2] + 1 [hammada COT, F3]",
                         &result);
  wadi_test_expect_cost (f->ctx, &tank, &step, 6,
                         "2 [Abrupt Elevation intermediate level, B10.5] + 2 [enter wadi, F5.2] + 2 [hammada COT, F3]",
                         &result);

  wadi_test_expect_cost (f->ctx, &infantry, &crest, 3,
                         "1 [Abrupt Elevation intermediate level, B10.5] + 2 [enter wadi, F5.2] + 1 [hammada COT, F3]"
                         " - 1 [claim Crest status on entering, B20.91]",
                         &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_CREST);
  g_assert_cmpuint (result.after.crest_centre, ==, wadi_fixture_direction (f->scenario, "25K5", "25J5"));
}

/* F5.12: a wadi is a gully for all purposes F5 does not modify.  Along
 * either at the same level Infantry pay the COT alone (B20.93: IN 14T3 ->
 * S4 or U4 is one MF); up along either they enter it and double (F5.2:
 * IN 25I9 -> J8 is "2 [enter wadi] x 2"). */
static void
test_f5_12_wadi_is_gully (Fixture      *f,
                          gconstpointer data)
{
  WadiMover in_n8 = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "25N8", WADI_POSITION_IN);
  WadiMover in_u4 = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "14U4", WADI_POSITION_IN);
  WadiMover halftrack = wadi_test_mover (f->scenario, WADI_UNIT_HALFTRACK, "25O9", WADI_POSITION_IN);
  WadiStep  to_o8 = wadi_test_enter (f->scenario, "25O8", WADI_POSITION_IN);
  WadiStep  to_v4 = wadi_test_enter (f->scenario, "14V4", WADI_POSITION_IN);
  WadiStep  to_p8 = wadi_test_enter (f->scenario, "25P8", WADI_POSITION_GROUND);
  WADI_TEST_MOVE_RESULT (result);

  /* Along the wadi N8-O8, floor 0 both: as along the gully T3-S4. */
  wadi_test_expect_cost (f->ctx, &in_n8, &to_o8, 1, "1 [COT, F1]", &result);

  /* Up along the gully U4-V4 (V4 raised for this test: floor 0 in level 1
   * ground), as up along the wadi I9-J8. */
  wadi_fixture_set_hex (f->scenario, "14V4", WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_GULLY, 0);
  wadi_test_expect_cost (f->ctx, &in_u4, &to_v4, 4, "2 [enter gully, B19] x 2 [higher elevation, B10.4]", &result);

  /* A ford in a wadi is a ford in a gully: no Bog DR leaving it (B20.82). */
  wadi_test_expect_cost (f->ctx, &halftrack, &to_p8, 5, NULL, &result);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_BOG_CHECK));
  add_ford (f, "25O9");
  wadi_test_expect_cost (f->ctx, &halftrack, &to_p8, 5, NULL, &result);
  g_assert_false (wadi_move_result_has_effect (&result, WADI_EFFECT_BOG_CHECK));
}

/* F5.21: leaving a wadi uphill across a non-wadi hexside: a truck makes no
 * Bog DR, a halftrack (or a tank) does.  The move IN 25O9 -> P8 is not an
 * example of the texts: F5.21 names no hexes.  It is a move of the
 * example board chosen to show the rule (O9's wadi in level 1 ground, P8
 * level 1: up across a non-wadi hexside); its costs follow F5.2's terms. */
static void
test_f5_21_bog (Fixture      *f,
                gconstpointer data)
{
  WadiMover truck = wadi_test_mover (f->scenario, WADI_UNIT_TRUCK, "25O9", WADI_POSITION_IN);
  WadiMover halftrack = wadi_test_mover (f->scenario, WADI_UNIT_HALFTRACK, "25O9", WADI_POSITION_IN);
  WadiMover tank = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25O9", WADI_POSITION_IN);
  WadiStep  step = wadi_test_enter (f->scenario, "25P8", WADI_POSITION_GROUND);
  WADI_TEST_MOVE_RESULT (result);

  wadi_test_expect_cost (f->ctx, &truck, &step, 5, "1 [COT, F1] + 4 [higher elevation, B10.4]", &result);
  g_assert_false (wadi_move_result_has_effect (&result, WADI_EFFECT_BOG_CHECK));

  /* The Bog DR is "required of it by Note BB of the Chapter B Terrain
   * Chart"; F5.21 only spares the truck. */
  wadi_test_expect_cost (f->ctx, &halftrack, &step, 5, "1 [COT, F1] + 4 [higher elevation, B10.4]", &result);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_BOG_CHECK));
  g_assert_cmpstr (g_array_index (result.effects, WadiEffect, 0).rule, ==, "Chapter B Note BB");

  wadi_test_expect_cost (f->ctx, &tank, &step, 5, NULL, &result);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_BOG_CHECK));

  /* Leaving a gully (IN 14T3 up to T4): Note BB too, and no truck spared. */
  {
    WadiMover in_gully = wadi_test_mover (f->scenario, WADI_UNIT_TRUCK, "14T3", WADI_POSITION_IN);
    WadiStep  up = wadi_test_enter (f->scenario, "14T4", WADI_POSITION_GROUND);

    wadi_test_expect_cost (f->ctx, &in_gully, &up, 5, NULL, &result);
    g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_BOG_CHECK));
    g_assert_cmpstr (g_array_index (result.effects, WadiEffect, 0).rule, ==, "Chapter B Note BB");
  }
}

/* F5.3: IN O9 to N9 crosses a continuous cliff: two Climbs, not a move. */
static void
test_f5_3_climb (Fixture      *f,
                 gconstpointer data)
{
  WadiMover infantry = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "25O9", WADI_POSITION_IN);
  WadiMover tank = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25O9", WADI_POSITION_IN);
  WadiStep  step = wadi_test_enter (f->scenario, "25N9", WADI_POSITION_GROUND);
  WadiStep  down = wadi_test_enter (f->scenario, "25O10", WADI_POSITION_GROUND);
  WadiMover hill_foot = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "25E6", WADI_POSITION_GROUND);
  WadiStep  hill = wadi_test_enter (f->scenario, "25E5", WADI_POSITION_GROUND);
  WADI_TEST_MOVE_RESULT (result);

  wadi_test_expect_forbidden (f->ctx, &infantry, &step, "F5.3", &result);
  g_assert_cmpint (result.climbs, ==, 2);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_CLIMB));

  /* The depression cliff alone, one level: one Climb. */
  wadi_test_expect_forbidden (f->ctx, &infantry, &down, "F5.3", &result);
  g_assert_cmpint (result.climbs, ==, 1);

  wadi_test_expect_forbidden (f->ctx, &tank, &step, "B11", &result);
  g_assert_cmpint (result.climbs, ==, 0);
  g_assert_false (wadi_move_result_has_effect (&result, WADI_EFFECT_CLIMB));

  /* A cliff away from any depression is B11's, not the wadi's F5.3 (a
   * rules checker found F5.3 cited for a hill's cliff). */
  wadi_fixture_set_hex (f->scenario, "25E5", WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_NONE, 0);
  wadi_fixture_set_hex (f->scenario, "25E6", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_NONE, 0);
  wadi_fixture_add_side (f->scenario, "25E6", "25E5", WADI_SIDE_CLIFF);
  wadi_test_rules_refresh (f);
  wadi_test_expect_forbidden (f->ctx, &hill_foot, &hill, "B11", &result);
  g_assert_cmpint (result.climbs, ==, 1);
}

/* F5.42: the non-stopped tank IN D2 to Crest in C2, CAFP C2-D2-C3: 10 MP;
 * Reversing into it from WITHIN C2: 23 MP and "HD (rear)". */
static void
test_f5_42_from_d2 (Fixture      *f,
                    gconstpointer data)
{
  WadiMover tank = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25D2", WADI_POSITION_IN);
  WadiStep  forward[] = {
     wadi_test_enter (f->scenario, "25C2", WADI_POSITION_IN),
     simple_step (WADI_STEP_VCA, 2),
     with_vertex (f, wadi_test_position_step (WADI_POSITION_CREST), "25C2", "25D2", "25C3"),
  };
  WadiStep reverse[] = {
    wadi_test_enter (f->scenario, "25C2", WADI_POSITION_IN),
    simple_step (WADI_STEP_VCA, 1),
    simple_step (WADI_STEP_STOP, 0),
    simple_step (WADI_STEP_START, 0),
    reversed (with_vertex (f, wadi_test_position_step (WADI_POSITION_CREST), "25C2", "25D2", "25C3")),
  };
  WadiMover in_c2 = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25C2", WADI_POSITION_IN);
  WADI_TEST_MOVE_RESULT (result);

  wadi_test_expect_cost (f->ctx, &tank, &forward[0], 3, "2 [enter wadi, F5.2] + 1 [COT, F1]", &result);

  expect_maneuver (f, &tank, forward, G_N_ELEMENTS (forward), 10,
                   "3 {2 [enter wadi, F5.2] + 1 [COT, F1]} + 2 [change VCA, F5.42]"
                   " + 5 {4 [enter Crest status, F5.42] + 1 [Stop, F5.42]}",
                   &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_CREST);
  g_assert_cmpuint (result.after.crest_vertex, ==,
                    wadi_fixture_vertex (f->scenario, "25C2", "25D2", "25C3"));
  g_assert_true (result.after.stopped);
  g_assert_false (result.after.hd_rear);

  expect_maneuver (f, &tank, reverse, G_N_ELEMENTS (reverse), 23,
                   "3 {2 [enter wadi, F5.2] + 1 [COT, F1]} + 1 [change VCA, F5.42] + 1 [Stop, F5.42]"
                   " + 1 [Start, F5.422]"
                   " + 17 {16 {4 [enter Crest status, F5.42] x 4 [Reverse, D2.21]} + 1 [Stop, F5.42]}",
                   &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_CREST);
  g_assert_true (result.after.hd_rear);

  /* The Reverse into Crest alone, as the text writes it. */
  wadi_test_expect_cost (f->ctx, &in_c2, &reverse[4], 17,
                         "16 {4 [enter Crest status, F5.42] x 4 [Reverse, D2.21]} + 1 [Stop, F5.42]", &result);
}

/* F5.42: the non-stopped tank in C3 to Crest CAFP C2-D2-C3: INTO C2 and
 * up (10 MP), Reverse straight into Crest (9 MP), or forward straight into
 * Crest (3 MP, "HD (rear)"). */
static void
test_f5_42_from_c3 (Fixture      *f,
                    gconstpointer data)
{
  WadiMover tank = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25C3", WADI_POSITION_GROUND);
  WadiStep  into[] = {
     wadi_test_enter (f->scenario, "25C2", WADI_POSITION_IN),
     simple_step (WADI_STEP_VCA, 2),
     with_vertex (f, wadi_test_position_step (WADI_POSITION_CREST), "25C2", "25D2", "25C3"),
  };
  WadiStep back[] = {
    simple_step (WADI_STEP_VCA, 2),
    simple_step (WADI_STEP_STOP, 0),
    simple_step (WADI_STEP_START, 0),
    reversed (with_vertex (f, wadi_test_enter (f->scenario, "25C2", WADI_POSITION_CREST), "25C2", "25D2", "25C3")),
  };
  WadiStep straight[] = {
    simple_step (WADI_STEP_VCA, 1),
    with_vertex (f, wadi_test_enter (f->scenario, "25C2", WADI_POSITION_CREST), "25C2", "25D2", "25C3"),
  };
  WADI_TEST_MOVE_RESULT (result);

  expect_maneuver (f, &tank, into, G_N_ELEMENTS (into), 10, NULL, &result);
  g_assert_false (result.after.hd_rear);

  wadi_test_expect_cost (f->ctx, &tank, &back[3], 5, "4 {1 [COT, F1] x 4 [Reverse, D2.21]} + 1 [Stop, F5.42]", &result);
  g_assert_false (result.after.hd_rear);
  expect_maneuver (f, &tank, back, G_N_ELEMENTS (back), 9,
                   "2 [change VCA, F5.42] + 1 [Stop, F5.42] + 1 [Start, F5.422]"
                   " + 5 {4 {1 [COT, F1] x 4 [Reverse, D2.21]} + 1 [Stop, F5.42]}",
                   &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_CREST);
  g_assert_false (result.after.hd_rear);
  g_assert_true (result.after.stopped);

  wadi_test_expect_cost (f->ctx, &tank, &straight[1], 2, "1 [COT, F1] + 1 [Stop, F5.42]", &result);
  expect_maneuver (f, &tank, straight, G_N_ELEMENTS (straight), 3,
                   "1 [change VCA, F5.42] + 2 {1 [COT, F1] + 1 [Stop, F5.42]}", &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_CREST);
  g_assert_true (result.after.hd_rear);

  /* Its rear is then towards C3: back to C3 only in Reverse (F5.422). */
  {
    WadiMover in_crest = result.after;
    WadiStep  forward_out = wadi_test_enter (f->scenario, "25C3", WADI_POSITION_GROUND);
    WadiStep  reverse_out = reversed (forward_out);

    wadi_test_expect_forbidden (f->ctx, &in_crest, &forward_out, "F5.422", &result);
    wadi_test_expect_cost (f->ctx, &in_crest, &reverse_out, 9,
                           "1 [Start, F5.422] + 8 {2 [hammada COT, F3] x 4 [Reverse, D2.21]}", &result);
  }
}

/* F5.42, F5.421: a Crest CAFP must be legal and on the hexside crossed. */
static void
test_f5_42_cafp (Fixture      *f,
                 gconstpointer data)
{
  WadiMover tank = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25C3", WADI_POSITION_GROUND);
  WadiMover in_c2 = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25C2", WADI_POSITION_IN);
  WadiMover in_e2 = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25E2", WADI_POSITION_IN);
  WadiStep  other = with_vertex (f, wadi_test_enter (f->scenario, "25C2", WADI_POSITION_CREST), "25C2", "25C3", "25B2");
  WadiStep  cliff = with_vertex (f, wadi_test_position_step (WADI_POSITION_CREST), "25C2", "25C1", "25D1");
  WadiStep  none = with_vertex (f, wadi_test_position_step (WADI_POSITION_CREST), "25E2", "25D2", "25D1");
  WADI_TEST_MOVE_RESULT (result);

  /* C2-C3-B2 is the other legal CAFP, also on the C2-C3 hexside. */
  wadi_test_expect_cost (f->ctx, &tank, &other, 2, NULL, &result);
  wadi_test_expect_forbidden (f->ctx, &in_c2, &cliff, "F5.421", &result);
  wadi_test_expect_forbidden (f->ctx, &in_e2, &none, "F5.421", &result);
}

/* F5.422: the Crest tank in C2, CAFP C2-D2-C3 (or C2-C3-B2), leaving. */
static void
test_f5_422_c2 (Fixture      *f,
                gconstpointer data)
{
  WadiMover crest = crest_vehicle (f, "25C2", "25D2", "25C3");
  WadiMover crest_b2 = crest_vehicle (f, "25C2", "25C3", "25B2");
  WadiStep  to_c3 = wadi_test_enter (f->scenario, "25C3", WADI_POSITION_GROUND);
  WadiStep  into_c2 = reversed (wadi_test_position_step (WADI_POSITION_IN));
  WadiStep  to_d2 = wadi_test_enter (f->scenario, "25D2", WADI_POSITION_IN);
  WadiStep  to_b2 = wadi_test_enter (f->scenario, "25B2", WADI_POSITION_IN);
  WadiStep  crest_b2_step = with_vertex (f, wadi_test_enter (f->scenario, "25B2", WADI_POSITION_CREST),
                                         "25B2", "25C3", "25B3");
  WADI_TEST_MOVE_RESULT (result);

  wadi_test_expect_cost (f->ctx, &crest, &to_c3, 3, "1 [Start, F5.422] + 2 [hammada COT, F3]", &result);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_UNDERBELLY));
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_GROUND);
  g_assert_false (result.after.stopped);

  wadi_test_expect_cost (f->ctx, &crest, &into_c2, 9,
                         "1 [Start, F5.422] + 8 {2 [enter wadi, F5.422] x 4 [Reverse, D2.21]}", &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_IN);
  g_assert_false (result.after.hd_rear);

  /* Not showing HD (rear), it faces the bank: forward to C3, and INTO C2
   * only in Reverse (F5.422, "If it Reverses INTO C2"). */
  {
    WadiStep back_to_c3 = reversed (to_c3);
    WadiStep forward_into = wadi_test_position_step (WADI_POSITION_IN);

    wadi_test_expect_forbidden (f->ctx, &crest, &back_to_c3, "F5.422", &result);
    wadi_test_expect_forbidden (f->ctx, &crest, &forward_into, "F5.422", &result);
  }

  /* D2's wadi cliff is on the side of the CAFP. */
  wadi_test_expect_forbidden (f->ctx, &crest, &to_d2, "F5.422", &result);
  /* B2 is not across a hexside of CAFP C2-D2-C3. */
  wadi_test_expect_forbidden (f->ctx, &crest, &to_b2, "F5.422", &result);

  wadi_test_expect_cost (f->ctx, &crest_b2, &to_b2, 5,
                         "1 [Start, F5.422] + 2 [enter wadi, F5.2] + 2 [hammada COT, F3]", &result);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_UNDERBELLY));
  /* No Crest to Crest. */
  wadi_test_expect_forbidden (f->ctx, &crest_b2, &crest_b2_step, "F5.422", &result);
  /* A Crest vehicle never changes its VCA. */
  {
    WadiStep vca = simple_step (WADI_STEP_VCA, 1);

    wadi_test_expect_forbidden (f->ctx, &crest, &vca, "F5.42", &result);
  }
}

/* F5.422: the Crest tank in U4, CAFP U4-U3-V3: "can move only INTO U4
 * or, by using Reverse movement, to U3 or V3": it shows "HD (rear)".  INTO
 * U4 three MP; Reverse to U3 or V3 across a hedge nine MP. */
static void
test_f5_422_u4 (Fixture      *f,
                gconstpointer data)
{
  WadiMover crest = crest_vehicle (f, "25U4", "25U3", "25V3");
  WadiMover facing_bank = crest_vehicle (f, "25U4", "25U3", "25V3");
  WadiStep  into = wadi_test_position_step (WADI_POSITION_IN);
  WadiStep  to_u3 = reversed (wadi_test_enter (f->scenario, "25U3", WADI_POSITION_GROUND));
  WadiStep  to_v3 = reversed (wadi_test_enter (f->scenario, "25V3", WADI_POSITION_GROUND));
  WadiStep  forward_u3 = wadi_test_enter (f->scenario, "25U3", WADI_POSITION_GROUND);
  WadiStep  reverse_into = reversed (wadi_test_position_step (WADI_POSITION_IN));
  WadiStep  to_u5 = wadi_test_enter (f->scenario, "25U5", WADI_POSITION_IN);
  WADI_TEST_MOVE_RESULT (result);

  crest.hd_rear = TRUE;
  /* Forward INTO U4 and Reverse across U3 or V3 only. */
  wadi_test_expect_forbidden (f->ctx, &crest, &forward_u3, "F5.422", &result);
  wadi_test_expect_forbidden (f->ctx, &crest, &reverse_into, "F5.422", &result);
  /* Without "HD (rear)" the same tank would face the other way. */
  wadi_test_expect_forbidden (f->ctx, &facing_bank, &into, "F5.422", &result);
  wadi_test_expect_forbidden (f->ctx, &facing_bank, &to_u3, "F5.422", &result);

  wadi_test_expect_cost (f->ctx, &crest, &into, 3, "1 [Start, F5.422] + 2 [enter wadi, F5.422]", &result);
  g_assert_false (wadi_move_result_has_effect (&result, WADI_EFFECT_UNDERBELLY));
  wadi_test_expect_cost (f->ctx, &crest, &to_u3, 9,
                         "1 [Start, F5.422] + 8 {2 [cross hedge and enter Open Ground, B9] x 4 [Reverse, D2.21]}",
                         &result);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_UNDERBELLY));
  wadi_test_expect_cost (f->ctx, &crest, &to_v3, 9,
                         "1 [Start, F5.422] + 8 {2 [cross hedge and enter Open Ground, B9] x 4 [Reverse, D2.21]}",
                         &result);
  wadi_test_expect_forbidden (f->ctx, &crest, &to_u5, "F5.422", &result);
}

/* B20.91: 14T2 INTO T3 is two MF, to Crest status one MF; from IN T3,
 * claiming Crest is two MF. */
static void
test_b20_91 (Fixture      *f,
             gconstpointer data)
{
  WadiMover infantry = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "14T2", WADI_POSITION_GROUND);
  WadiMover in_t3 = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "14T3", WADI_POSITION_IN);
  WadiStep  into = wadi_test_enter (f->scenario, "14T3", WADI_POSITION_IN);
  WadiStep  crest = wadi_test_enter (f->scenario, "14T3", WADI_POSITION_CREST);
  WadiStep  claim = with_centre (f, wadi_test_position_step (WADI_POSITION_CREST), "14T3", "14T2");
  WadiStep  bad_claim = with_centre (f, wadi_test_position_step (WADI_POSITION_CREST), "14T3", "14S4");
  WADI_TEST_MOVE_RESULT (result);

  wadi_test_expect_cost (f->ctx, &infantry, &into, 2, "2 [enter gully, B19]", &result);
  wadi_test_expect_cost (f->ctx, &infantry, &crest, 1,
                         "2 [enter gully, B19] - 1 [claim Crest status on entering, B20.91]", &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_CREST);
  g_assert_cmpuint (result.after.crest_centre, ==, wadi_fixture_direction (f->scenario, "14T3", "14T2"));

  wadi_test_expect_cost (f->ctx, &in_t3, &claim, 2, "2 [claim Crest status, B20.91]", &result);
  wadi_test_expect_forbidden (f->ctx, &in_t3, &bad_claim, "B20.91", &result);
}

/* B20.91: Crest status is "one level higher than the Depression".  With
 * 14T3's floor two levels below its ground (raised to level 1 here) and
 * 25C2's likewise, Crest is at level 0: out of Crest INTO T3 is one level
 * down (2 MF, no Abrupt Elevation Change), and the tank in C3 (level 0)
 * reaches Crest C2 without climbing. */
static void
test_b20_91_crest_level (Fixture      *f,
                         gconstpointer data)
{
  WadiMover crest = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "14T3", WADI_POSITION_CREST);
  WadiMover tank = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25C3", WADI_POSITION_GROUND);
  WadiStep  into = wadi_test_position_step (WADI_POSITION_IN);
  WadiStep  straight = with_vertex (f, wadi_test_enter (f->scenario, "25C2", WADI_POSITION_CREST),
                                    "25C2", "25D2", "25C3");
  WADI_TEST_MOVE_RESULT (result);

  crest.crest_centre = wadi_fixture_direction (f->scenario, "14T3", "14T2");
  wadi_fixture_set_hex (f->scenario, "14T3", WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_GULLY, -1);
  wadi_fixture_set_hex (f->scenario, "25C2", WADI_TERRAIN_OPEN, 1, WADI_DEPRESSION_WADI, -1);
  wadi_test_expect_cost (f->ctx, &crest, &into, 2, "2 {move out of Crest status, B20.93: 2 [enter gully, B19]}",
                         &result);
  wadi_test_expect_cost (f->ctx, &tank, &straight, 2, "1 [COT, F1] + 1 [Stop, F5.42]", &result);
}

/* B20.93: the Crest 4-6-7 in 14T3 (centre T2). */
static void
test_b20_93 (Fixture      *f,
             gconstpointer data)
{
  WadiMover crest = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "14T3", WADI_POSITION_CREST);
  WadiMover in_t3 = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "14T3", WADI_POSITION_IN);
  WadiStep  out = wadi_test_position_step (WADI_POSITION_IN);
  WadiStep  to_t4 = wadi_test_enter (f->scenario, "14T4", WADI_POSITION_GROUND);
  WadiStep  to_s4 = wadi_test_enter (f->scenario, "14S4", WADI_POSITION_IN);
  WadiStep  to_u4 = wadi_test_enter (f->scenario, "14U4", WADI_POSITION_IN);
  WadiStep  out_and_t4[] = {
     wadi_test_position_step (WADI_POSITION_IN),
     wadi_test_enter (f->scenario, "14T4", WADI_POSITION_GROUND),
  };
  WadiStep out_and_u4[] = {
    wadi_test_position_step (WADI_POSITION_IN),
    wadi_test_enter (f->scenario, "14U4", WADI_POSITION_IN),
  };
  WadiStep crest_s4 = wadi_test_enter (f->scenario, "14S4", WADI_POSITION_CREST);
  WadiStep crest_again = with_centre (f, wadi_test_position_step (WADI_POSITION_CREST), "14T3", "14U3");
  const char *protected[] = { "14S3", "14T2", "14U3" };
  WADI_TEST_MOVE_RESULT (result);

  crest.crest_centre = wadi_fixture_direction (f->scenario, "14T3", "14T2");

  wadi_test_expect_cost (f->ctx, &crest, &out, 2, "2 {move out of Crest status, B20.93: 2 [enter gully, B19]}",
                         &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_IN);
  wadi_test_expect_cost (f->ctx, &in_t3, &to_t4, 2, "1 [COT, F1] x 2 [higher elevation, B10.4]", &result);
  wadi_test_expect_cost (f->ctx, &in_t3, &to_s4, 1, "1 [COT, F1]", &result);
  wadi_test_expect_cost (f->ctx, &in_t3, &to_u4, 1, "1 [COT, F1]", &result);
  expect_maneuver (f, &crest, out_and_t4, G_N_ELEMENTS (out_and_t4), 4, NULL, &result);

  for (guint i = 0; i < G_N_ELEMENTS (protected); i++)
    {
      WadiStep step = wadi_test_enter (f->scenario, protected[i], WADI_POSITION_GROUND);

      wadi_test_expect_cost (f->ctx, &crest, &step, 2, "1 [leave Crest status, B20.93] + 1 [COT, F1]", &result);
      g_assert_cmpint (result.after.position, ==, WADI_POSITION_GROUND);
    }
  wadi_test_expect_forbidden (f->ctx, &crest, &to_t4, "B20.93", &result);
  /* S4 and U4 are Depression hexes: "two MF ... to move out of Crest
   * status plus ... another one MF to enter S4 or U4". */
  wadi_test_expect_forbidden (f->ctx, &crest, &to_s4, "B20.93", &result);
  wadi_test_expect_forbidden (f->ctx, &crest, &to_u4, "B20.93", &result);
  expect_maneuver (f, &crest, out_and_u4, G_N_ELEMENTS (out_and_u4), 3,
                   "2 {move out of Crest status, B20.93: 2 [enter gully, B19]} + 1 [COT, F1]", &result);

  /* "to a non-Depression hex along the same side of the Depression which
   * they occupy": with the centre on S3, U3 is on that side, unprotected. */
  crest.crest_centre = wadi_fixture_direction (f->scenario, "14T3", "14S3");
  g_assert_cmphex (wadi_crest_protected (f->ctx, crest.hex, crest.crest_centre)
                       & (1u << wadi_fixture_direction (f->scenario, "14T3", "14U3")),
                   ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (protected); i++)
    {
      WadiStep step = wadi_test_enter (f->scenario, protected[i], WADI_POSITION_GROUND);

      wadi_test_expect_cost (f->ctx, &crest, &step, 2, "1 [leave Crest status, B20.93] + 1 [COT, F1]", &result);
    }
  wadi_test_expect_forbidden (f->ctx, &crest, &to_t4, "B20.93", &result);
  wadi_test_expect_forbidden (f->ctx, &crest, &crest_s4, "B20.93", &result);
  wadi_movement_step (f->ctx, &crest, &crest_again, &result);
  g_assert_false (result.allowed);
}

/* B20.42-.46, B20.7, B20.81-.82: the stream 13Q4-P4-P5 entered from O4. */
static void
test_b20_4_streams (Fixture      *f,
                    gconstpointer data)
{
  WadiMover infantry = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "13O4", WADI_POSITION_GROUND);
  WadiMover along = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "13Q4", WADI_POSITION_IN);
  WadiMover tank = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "13O4", WADI_POSITION_GROUND);
  WadiMover motorcycle = wadi_test_mover (f->scenario, WADI_UNIT_MOTORCYCLE, "13O4", WADI_POSITION_GROUND);
  WadiStep  into = wadi_test_enter (f->scenario, "13P4", WADI_POSITION_IN);
  WADI_TEST_MOVE_RESULT (result);

  /* Shallow, the default: three MF, through a stream hexside or not. */
  g_assert_cmpint (f->scenario->ssr.stream_depth, ==, WADI_STREAM_SHALLOW);
  wadi_test_expect_cost (f->ctx, &infantry, &into, 3, "3 [enter shallow stream, B20.42]", &result);
  wadi_test_expect_cost (f->ctx, &along, &into, 3, "3 [enter shallow stream, B20.42]", &result);
  g_assert_false (wadi_move_result_has_effect (&result, WADI_EFFECT_CX));
  /* Vehicles as if a gully. */
  wadi_test_expect_cost (f->ctx, &tank, &into, 3, "2 [enter gully, B20.46] + 1 [COT, F1]", &result);

  f->scenario->ssr.stream_depth = WADI_STREAM_DEEP;
  wadi_test_expect_cost (f->ctx, &infantry, &into, 4, "4 [enter deep stream, B20.43]", &result);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_CX));
  wadi_test_expect_cost (f->ctx, &along, &into, 4, NULL, &result);
  wadi_test_expect_cost (f->ctx, &tank, &into, 3, "2 [enter gully, B20.46] + 1 [COT, F1]", &result);
  wadi_test_expect_forbidden (f->ctx, &motorcycle, &into, "B20.46", &result);

  f->scenario->ssr.stream_depth = WADI_STREAM_DRY;
  wadi_test_expect_cost (f->ctx, &infantry, &into, 2, "2 [enter gully, B20.41]", &result);
  wadi_test_expect_cost (f->ctx, &along, &into, 1, "1 [COT, F1]", &result);
  wadi_test_expect_cost (f->ctx, &tank, &into, 3, "2 [enter gully, B20.41] + 1 [COT, F1]", &result);

  f->scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  wadi_test_expect_forbidden (f->ctx, &infantry, &into, "B20.44", &result);
  wadi_test_expect_forbidden (f->ctx, &tank, &into, "B20.46", &result);

  /* A ford: one classification shallower. */
  add_ford (f, "13P4");
  f->scenario->ssr.stream_depth = WADI_STREAM_SHALLOW;
  wadi_test_expect_cost (f->ctx, &infantry, &into, 2, "2 [enter gully, B20.81]", &result);
  f->scenario->ssr.stream_depth = WADI_STREAM_DEEP;
  wadi_test_expect_cost (f->ctx, &infantry, &into, 3, "3 [enter shallow stream, B20.81]", &result);
  g_assert_false (wadi_move_result_has_effect (&result, WADI_EFFECT_CX));
  wadi_test_expect_cost (f->ctx, &motorcycle, &into, 5, "4 [enter gully, B20.46] + 1 [COT, F1]", &result);
  f->scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  wadi_test_expect_cost (f->ctx, &infantry, &into, 4, "4 [enter deep stream, B20.81]", &result);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_CX));
  wadi_test_expect_cost (f->ctx, &tank, &into, 3, "2 [enter gully, B20.46] + 1 [COT, F1]", &result);
}

/* B20.45, B20.46, B20.82: leaving a stream uphill. */
static void
test_b20_46_leaving (Fixture      *f,
                     gconstpointer data)
{
  WadiMover infantry = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "13P4", WADI_POSITION_IN);
  WadiMover tank = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "13P4", WADI_POSITION_IN);
  WadiMover truck = wadi_test_mover (f->scenario, WADI_UNIT_TRUCK, "13P4", WADI_POSITION_IN);
  WadiStep  out = wadi_test_enter (f->scenario, "13O4", WADI_POSITION_GROUND);
  WadiStep  along = wadi_test_enter (f->scenario, "13P5", WADI_POSITION_IN);
  WADI_TEST_MOVE_RESULT (result);

  wadi_test_expect_cost (f->ctx, &infantry, &out, 2, "1 [COT, F1] x 2 [higher elevation, B10.4]", &result);
  wadi_test_expect_cost (f->ctx, &tank, &out, 5, "1 [COT, F1] + 4 [higher elevation, B10.4]", &result);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_BOG_CHECK));
  g_assert_cmpstr (g_array_index (result.effects, WadiEffect, 0).rule, ==, "B20.46");
  /* Not a wadi: the truck is not spared. */
  wadi_test_expect_cost (f->ctx, &truck, &out, 5, NULL, &result);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_BOG_CHECK));
  /* Along the stream: no Bog. */
  wadi_test_expect_cost (f->ctx, &tank, &along, 3, NULL, &result);
  g_assert_false (wadi_move_result_has_effect (&result, WADI_EFFECT_BOG_CHECK));

  add_ford (f, "13P4");
  wadi_test_expect_cost (f->ctx, &tank, &out, 5, "1 [COT, F1] + 4 [higher elevation, B10.4]", &result);
  g_assert_false (wadi_move_result_has_effect (&result, WADI_EFFECT_BOG_CHECK));
}

/* B20.7: frozen is dry (a flooded stream still one level higher); snow on
 * a non-frozen stream makes it a frigid Water Obstacle. */
static void
test_b20_7_frozen_frigid (Fixture      *f,
                          gconstpointer data)
{
  WadiMover infantry = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "13O4", WADI_POSITION_GROUND);
  WadiMover in_p4 = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "13P4", WADI_POSITION_IN);
  WadiStep  into = wadi_test_enter (f->scenario, "13P4", WADI_POSITION_IN);
  WadiStep  out = wadi_test_enter (f->scenario, "13O4", WADI_POSITION_GROUND);
  WADI_TEST_MOVE_RESULT (result);

  f->scenario->ssr.frozen = TRUE;
  wadi_test_expect_cost (f->ctx, &infantry, &into, 2, "2 [enter gully, B20.7]", &result);
  f->scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  wadi_test_expect_cost (f->ctx, &infantry, &into, 2, "2 [enter gully, B20.7]", &result);
  /* IN the flooded stream is level 0: leaving it to level 0 is not uphill. */
  wadi_test_expect_cost (f->ctx, &in_p4, &out, 1, "1 [COT, F1]", &result);

  f->scenario->ssr.frozen = FALSE;
  f->scenario->ssr.stream_depth = WADI_STREAM_SHALLOW;
  f->scenario->ssr.snow = TRUE;
  wadi_test_expect_cost (f->ctx, &infantry, &into, 3, "3 [enter shallow stream, B20.42]", &result);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_FRIGID));
  f->scenario->ssr.frozen = TRUE;
  wadi_test_expect_cost (f->ctx, &infantry, &into, 2, NULL, &result);
  g_assert_false (wadi_move_result_has_effect (&result, WADI_EFFECT_FRIGID));
}

/* The Chapter B chart rows, on spare hexes of board 13 (row 9). */
static void
test_asl_chart_rows (Fixture      *f,
                     gconstpointer data)
{
  WadiMover infantry = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "13A9", WADI_POSITION_GROUND);
  WadiMover tank = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "13A9", WADI_POSITION_GROUND);
  WadiMover halftrack = wadi_test_mover (f->scenario, WADI_UNIT_HALFTRACK, "13A9", WADI_POSITION_GROUND);
  WadiMover motorcycle = wadi_test_mover (f->scenario, WADI_UNIT_MOTORCYCLE, "13A9", WADI_POSITION_GROUND);
  WadiMover road_tank = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "13C9", WADI_POSITION_GROUND);
  WadiStep  woods = wadi_test_enter (f->scenario, "13B9", WADI_POSITION_GROUND);
  WadiStep  woods_then_on[] = {
     wadi_test_enter (f->scenario, "13B9", WADI_POSITION_GROUND),
     wadi_test_enter (f->scenario, "13B8", WADI_POSITION_GROUND),
  };
  WadiStep road = wadi_test_enter (f->scenario, "13D9", WADI_POSITION_GROUND);
  WadiStep grain = wadi_test_enter (f->scenario, "13A10", WADI_POSITION_GROUND);
  WadiStep marsh = wadi_test_enter (f->scenario, "13A8", WADI_POSITION_GROUND);
  WADI_TEST_MOVE_RESULT (result);

  wadi_fixture_set_hex (f->scenario, "13B9", WADI_TERRAIN_WOODS, 0, WADI_DEPRESSION_NONE, 0);
  wadi_fixture_set_hex (f->scenario, "13A10", WADI_TERRAIN_GRAIN, 0, WADI_DEPRESSION_NONE, 0);
  wadi_fixture_set_hex (f->scenario, "13A8", WADI_TERRAIN_MARSH, 0, WADI_DEPRESSION_NONE, 0);
  wadi_fixture_set_hex (f->scenario, "13C9", WADI_TERRAIN_ROAD, 0, WADI_DEPRESSION_NONE, 0);
  wadi_fixture_set_hex (f->scenario, "13D9", WADI_TERRAIN_ROAD, 0, WADI_DEPRESSION_NONE, 0);
  wadi_fixture_add_side (f->scenario, "13A9", "13A10", WADI_SIDE_WALL);

  wadi_test_expect_cost (f->ctx, &infantry, &woods, 2, "2 [woods COT, B13]", &result);
  /* Vehicles: all their MP, and Bog. */
  wadi_test_expect_cost (f->ctx, &tank, &woods, 0, "0 [all remaining MP, B13]", &result);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_END_MOVEMENT));
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_BOG_CHECK));
  wadi_movement_maneuver (f->ctx, &tank, woods_then_on, G_N_ELEMENTS (woods_then_on), &result);
  g_assert_false (result.allowed);
  g_assert_null (result.cost);
  wadi_test_expect_forbidden (f->ctx, &motorcycle, &woods, "B13", &result);

  wadi_test_expect_cost (f->ctx, &road_tank, &road, 0.5, "0.5 [road, B3]", &result);

  /* A wall: Infantry cross it, a halftrack may not. */
  wadi_test_expect_cost (f->ctx, &infantry, &grain, 2.5, "2.5 [cross wall and enter grain, B9]", &result);
  wadi_test_expect_cost (f->ctx, &tank, &grain, 2, "2 [cross wall and enter grain, B9]", &result);
  wadi_test_expect_forbidden (f->ctx, &halftrack, &grain, "B9", &result);

  /* Marsh takes all of Infantry's MF; with the streams dry it is mudflat. */
  wadi_test_expect_cost (f->ctx, &infantry, &marsh, 0, "0 [all remaining MF, B16]", &result);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_END_MOVEMENT));
  wadi_test_expect_forbidden (f->ctx, &tank, &marsh, "B16", &result);
  f->scenario->ssr.stream_depth = WADI_STREAM_DRY;
  wadi_test_expect_cost (f->ctx, &infantry, &marsh, 2, "2 [mudflat COT, B16]", &result);
}

/* Classes, Stop and Start, and maneuvers that stop at a forbidden step. */
static void
test_asl_steps (Fixture      *f,
                gconstpointer data)
{
  WadiMover infantry = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "25G10", WADI_POSITION_GROUND);
  WadiMover cavalry = wadi_test_mover (f->scenario, WADI_UNIT_CAVALRY, "25J5", WADI_POSITION_GROUND);
  WadiMover gun = wadi_test_mover (f->scenario, WADI_UNIT_TOWED_GUN, "25J5", WADI_POSITION_GROUND);
  WadiMover gun_in_gully = wadi_test_mover (f->scenario, WADI_UNIT_TOWED_GUN, "14T2", WADI_POSITION_GROUND);
  WadiMover stopped = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25G10", WADI_POSITION_GROUND);
  WadiMover tank = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25C3", WADI_POSITION_GROUND);
  WadiStep  vca = simple_step (WADI_STEP_VCA, 1);
  WadiStep  stop = simple_step (WADI_STEP_STOP, 0);
  WadiStep  start = simple_step (WADI_STEP_START, 0);
  WadiStep  into_g9 = wadi_test_enter (f->scenario, "25G9", WADI_POSITION_IN);
  WadiStep  crest_k5 = wadi_test_enter (f->scenario, "25K5", WADI_POSITION_CREST);
  WadiStep  crest_t3 = wadi_test_enter (f->scenario, "14T3", WADI_POSITION_CREST);
  WadiStep  bad[] = {
     wadi_test_enter (f->scenario, "25C2", WADI_POSITION_IN),
     with_vertex (f, wadi_test_position_step (WADI_POSITION_CREST), "25C2", "25C1", "25D1"),
     simple_step (WADI_STEP_STOP, 0),
  };
  WadiStep far = wadi_test_enter (f->scenario, "25G3", WADI_POSITION_GROUND);
  WadiStep stop_stop[] = { simple_step (WADI_STEP_STOP, 0), simple_step (WADI_STEP_STOP, 0) };
  WADI_TEST_MOVE_RESULT (result);

  wadi_test_expect_forbidden (f->ctx, &infantry, &vca, NULL, &result);
  wadi_test_expect_forbidden (f->ctx, &infantry, &stop, NULL, &result);
  {
    WadiStep back = reversed (into_g9);

    wadi_test_expect_forbidden (f->ctx, &infantry, &back, "D2.21", &result);
  }
  wadi_test_expect_forbidden (f->ctx, &cavalry, &crest_k5, "F5.4", &result);
  wadi_test_expect_cost (f->ctx, &gun, &crest_k5, 3, NULL, &result);
  wadi_test_expect_forbidden (f->ctx, &gun_in_gully, &crest_t3, "F5.43", &result);
  wadi_test_expect_forbidden (f->ctx, &infantry, &far, NULL, &result);

  /* A stopped vehicle pays its Start before it moves. */
  stopped.stopped = TRUE;
  wadi_test_expect_cost (f->ctx, &stopped, &into_g9, 4,
                         "1 [Start, F5.422] + 2 [enter wadi, F5.2] + 1 [COT, F1]", &result);
  g_assert_false (result.after.stopped);
  wadi_test_expect_cost (f->ctx, &stopped, &start, 1, "1 [Start, F5.422]", &result);
  wadi_test_expect_forbidden (f->ctx, &stopped, &stop, NULL, &result);
  wadi_test_expect_forbidden (f->ctx, &tank, &start, NULL, &result);

  wadi_movement_maneuver (f->ctx, &tank, stop_stop, G_N_ELEMENTS (stop_stop), &result);
  g_assert_false (result.allowed);

  /* A maneuver stops at its first forbidden step, with that step's reason. */
  wadi_movement_maneuver (f->ctx, &tank, bad, G_N_ELEMENTS (bad), &result);
  g_assert_false (result.allowed);
  g_assert_null (result.cost);
  g_assert_cmpstr (result.rule, ==, "F5.421");
}

/* Across the seam of two boards a move is a move: Infantry from 25FF5
 * into 14A5 (which is 25GG5) and on into 14B5 pays Open Ground's COT,
 * 1 MF each (the chart's Open Ground row, F1); IN a gully that runs from
 * 25GG4 (14A4) to 14B3 and 14C4 it pays the COT alone along the gully, as
 * IN 14T3 -> S4 does (B20.93). */
static void
test_across_seam (Fixture      *f,
                  gconstpointer data)
{
  WadiMover infantry = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "25FF5", WADI_POSITION_GROUND);
  WadiStep  to_a5 = wadi_test_enter (f->scenario, "14A5", WADI_POSITION_GROUND);
  WadiStep  to_b5 = wadi_test_enter (f->scenario, "14B5", WADI_POSITION_GROUND);
  WadiMover in_gg4;
  WadiStep  to_b3 = wadi_test_enter (f->scenario, "14B3", WADI_POSITION_IN);
  WADI_TEST_MOVE_RESULT (result);

  g_assert_true (wadi_hex_equal (wadi_fixture_hex (f->scenario, "25GG5"), to_a5.to));
  wadi_test_expect_cost (f->ctx, &infantry, &to_a5, 1, "1 [COT, F1]", &result);
  g_assert_true (wadi_hex_equal (result.after.hex, to_a5.to));
  infantry = result.after;
  wadi_test_expect_cost (f->ctx, &infantry, &to_b5, 1, "1 [COT, F1]", &result);

  wadi_fixture_set_hex (f->scenario, "25GG4", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, -1);
  wadi_fixture_set_hex (f->scenario, "14B3", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, -1);
  wadi_fixture_set_hex (f->scenario, "14C4", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_GULLY, -1);
  wadi_fixture_add_side (f->scenario, "25GG4", "14B3", WADI_SIDE_DEPRESSION);
  wadi_fixture_add_side (f->scenario, "14B3", "14C4", WADI_SIDE_DEPRESSION);
  wadi_test_rules_refresh (f);
  in_gg4 = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "14A4", WADI_POSITION_IN);
  wadi_test_expect_cost (f->ctx, &in_gg4, &to_b3, 1, "1 [COT, F1]", &result);
}

/* Minimum Moves (F5.42, F5.422): "A vehicle may gain Crest status by
 * making a Minimum Move (even using Reverse Movement ...), but only if that
 * move begins IN the wadi hex in which the Crest status is gained"; "A
 * vehicle may exit Crest status by making a Reverse Minimum Move, but must
 * then immediately end its MPh in Reverse Motion"; the C2 example: "if
 * making a Reverse Minimum Move to do this it could neither make any VCA
 * change nor expend a stop MP". */
static void
test_f5_42_minimum_moves (Fixture      *f,
                          gconstpointer data)
{
  WadiMover crest = crest_vehicle (f, "25C2", "25D2", "25C3");
  WadiMover in_c2 = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25C2", WADI_POSITION_IN);
  WadiMover in_d2 = wadi_test_mover (f->scenario, WADI_UNIT_FULLY_TRACKED, "25D2", WADI_POSITION_IN);
  WadiMover infantry = wadi_test_mover (f->scenario, WADI_UNIT_INFANTRY, "25C2", WADI_POSITION_IN);
  WadiStep  into_c2 = reversed (wadi_test_position_step (WADI_POSITION_IN));
  WadiStep  claim = with_vertex (f, wadi_test_position_step (WADI_POSITION_CREST), "25C2", "25D2", "25C3");
  WadiStep  from_d2 = with_vertex (f, wadi_test_enter (f->scenario, "25C2", WADI_POSITION_CREST),
                                   "25C2", "25D2", "25C3");
  WadiStep  to_c3 = wadi_test_enter (f->scenario, "25C3", WADI_POSITION_GROUND);
  WadiStep  steps[2];
  WADI_TEST_MOVE_RESULT (result);

  into_c2.minimum = TRUE;
  claim.minimum = TRUE;
  from_d2.minimum = TRUE;
  to_c3.minimum = TRUE;

  /* Out of Crest status INTO C2 by a Reverse Minimum Move: all its MP,
   * Reverse Motion, and nothing after it. */
  wadi_test_expect_cost (f->ctx, &crest, &into_c2, 0, "0 [all its MP: Minimum Move, F5.422]", &result);
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_REVERSE_MOTION));
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_END_MOVEMENT));
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_IN);
  steps[0] = into_c2;
  steps[1] = (WadiStep) { .kind = WADI_STEP_VCA, .hexspines = 1 };
  wadi_movement_maneuver (f->ctx, &crest, steps, 2, &result);
  g_assert_false (result.allowed);
  steps[1] = (WadiStep) { .kind = WADI_STEP_STOP };
  wadi_movement_maneuver (f->ctx, &crest, steps, 2, &result);
  g_assert_false (result.allowed);

  /* A forward Minimum Move out of Crest status to C3 is no Reverse: no
   * Reverse Motion. */
  wadi_test_expect_cost (f->ctx, &crest, &to_c3, 0, NULL, &result);
  g_assert_false (wadi_move_result_has_effect (&result, WADI_EFFECT_REVERSE_MOTION));
  g_assert_true (wadi_move_result_has_effect (&result, WADI_EFFECT_UNDERBELLY));

  /* Into Crest status from WITHIN C2: allowed, stopped (the assumed Stop);
   * the way it faces is still the Minimum Move's. */
  wadi_test_expect_cost (f->ctx, &in_c2, &claim, 0, "0 [all its MP: Minimum Move, F5.42]", &result);
  g_assert_cmpint (result.after.position, ==, WADI_POSITION_CREST);
  g_assert_true (result.after.stopped);
  g_assert_false (result.after.hd_rear);
  claim.reverse = TRUE;
  wadi_test_expect_cost (f->ctx, &in_c2, &claim, 0, NULL, &result);
  g_assert_true (result.after.hd_rear);
  g_assert_false (wadi_move_result_has_effect (&result, WADI_EFFECT_REVERSE_MOTION));

  /* Not from another hex, and a Minimum Move still obeys the move's own
   * rules (D2 is IN, not an adjacent hex's Crest route). */
  wadi_test_expect_forbidden (f->ctx, &in_d2, &from_d2, "F5.42", &result);
  /* Only vehicles. */
  claim.reverse = FALSE;
  claim.crest_centre = wadi_fixture_direction (f->scenario, "25C2", "25C3");
  wadi_test_expect_forbidden (f->ctx, &infantry, &claim, "F5.42", &result);
  /* A Minimum Move that the move's rules forbid stays forbidden: not
   * showing HD (rear), the tank goes INTO C2 only in Reverse. */
  into_c2.reverse = FALSE;
  wadi_test_expect_forbidden (f->ctx, &crest, &into_c2, "F5.422", &result);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/movement/asl/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("f5.2-g10-g9", test_f5_2_g10_g9);
  ADD ("f5.2-i9-j8", test_f5_2_i9_j8);
  ADD ("f5.2-h7-g7", test_f5_2_h7_g7);
  ADD ("f5.2-j5-k5", test_f5_2_j5_k5);
  ADD ("f5.12-wadi-is-gully", test_f5_12_wadi_is_gully);
  ADD ("f5.21-bog", test_f5_21_bog);
  ADD ("f5.3-climb", test_f5_3_climb);
  ADD ("f5.42-from-d2", test_f5_42_from_d2);
  ADD ("f5.42-from-c3", test_f5_42_from_c3);
  ADD ("f5.42-cafp", test_f5_42_cafp);
  ADD ("f5.422-c2", test_f5_422_c2);
  ADD ("f5.422-u4", test_f5_422_u4);
  ADD ("f5.42-minimum-moves", test_f5_42_minimum_moves);
  ADD ("b20.91", test_b20_91);
  ADD ("b20.91-crest-level", test_b20_91_crest_level);
  ADD ("b20.93", test_b20_93);
  ADD ("b20.4-streams", test_b20_4_streams);
  ADD ("b20.46-leaving", test_b20_46_leaving);
  ADD ("b20.7-frozen-frigid", test_b20_7_frozen_frigid);
  ADD ("chart-rows", test_asl_chart_rows);
  ADD ("steps", test_asl_steps);
#undef ADD
  g_test_add ("/movement/asl/across-seam", Fixture, NULL, seam_setup, test_across_seam, fixture_teardown);

  return g_test_run ();
}
