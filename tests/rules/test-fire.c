/* test-fire.c: what protects a target from an attack (B20.3, B20.92, F5.423, F5.424, F5.43)
 *
 * On the worked examples' boards (wadi_fixture_asl_examples): the B20.92
 * gully 14S4-T3-U4 and R3-S4, the F5.4 wadi 25N8-O8 and N8-O9-P9, the
 * B20.2 stream of board 13.
 */
#include "config.h"

#include "wadi-fire.h"
#include "wadi-test-rules.h"

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (WadiFireResult, wadi_fire_result_clear)

typedef struct
{
  WadiTestRules rules;
} Fixture;

static void
fixture_setup (Fixture      *fixture,
               gconstpointer data)
{
  wadi_test_rules_init (&fixture->rules, wadi_fixture_asl_examples ());
}

static void
fixture_teardown (Fixture      *fixture,
                  gconstpointer data)
{
  wadi_test_rules_clear (&fixture->rules);
}

/* The term of finding in result, or NULL. */
static const WadiFireTerm *
find_term (const WadiFireResult *result,
           WadiFireFinding       finding)
{
  for (guint i = 0; i < result->terms->len; i++)
    {
      const WadiFireTerm *term = &g_array_index (result->terms, WadiFireTerm, i);

      if (term->finding == finding)
        {
          g_assert_nonnull (term->reason);
          g_assert_nonnull (term->rule);
          return term;
        }
    }
  return NULL;
}

/* Fires from the hex of from at the target and returns whether finding
 * applies (the term must be there). */
static gboolean
fire_applies (Fixture        *fixture,
              const char     *from,
              WadiPosition    from_position,
              const char     *target,
              WadiPosition    target_position,
              WadiUnitClass   target_class,
              WadiFireKind    kind,
              int             centre,
              WadiFireFinding finding,
              WadiFireResult *result)
{
  const WadiScenario *scenario = fixture->rules.scenario;
  WadiFireRequest     request;
  const WadiFireTerm *term;

  wadi_fire_request_init (&request);
  request.firer = wadi_test_location (scenario, from, from_position);
  request.target = wadi_test_location (scenario, target, target_position);
  request.target_class = target_class;
  request.kind = kind;
  request.centre = centre;
  wadi_fire (fixture->rules.ctx, &request, result);
  term = find_term (result, finding);
  g_assert_nonnull (term);
  return term->applies;
}

static guint
dir_bit (const WadiScenario *scenario,
         const char         *from,
         const char         *to)
{
  return 1u << wadi_fixture_direction (scenario, from, to);
}

/* B20.92 EX: "The crest 4-6-7 in 14T3 ... is entrenched vs attacks through
 * S3, T2, and U3 hexsides, but not from S4, T4, or U4 hexsides" (its
 * centre on T2, as in the B20.91 example). */
static void
test_b20_92_t3 (Fixture      *fixture,
                gconstpointer data)
{
  const WadiScenario *scenario = fixture->rules.scenario;
  int                 centre = wadi_fixture_direction (scenario, "14T3", "14T2");
  g_auto(WadiFireResult) result = { 0 };
  struct
  {
    const char *from;
    const char *through;
    gboolean    entrenched;
  } cases[] = {
    { "14T1", "14T2", TRUE },
    { "14R2", "14S3", TRUE },
    { "14V2", "14U3", TRUE },
    { "14T5", "14T4", FALSE },
    { "14R5", "14S4", FALSE },
    { "14V5", "14U4", FALSE },
  };

  wadi_fire_result_init (&result);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gboolean applies = fire_applies (fixture, cases[i].from, WADI_POSITION_GROUND, "14T3", WADI_POSITION_CREST,
                                       WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT, centre,
                                       WADI_FIRE_CREST_ENTRENCHMENT, &result);

      g_test_message ("from %s through %s", cases[i].from, cases[i].through);
      g_assert_cmpuint (result.crossed, ==, dir_bit (scenario, "14T3", cases[i].through));
      g_assert_false (result.sees_into);
      g_assert_cmpint (applies, ==, cases[i].entrenched);
    }
}

/* B20.92 EX: "The 5-4-8 is entrenched only against fire across the R4 and
 * Q4 hexsides (including fire from hex S5), since S4 contains a connecting
 * Depression hexside."  The line from S5 runs along the R4-S4 hexside and
 * enters R3 at the R3-R4-S4 vertex: it counts as fire across R4. */
static void
test_b20_92_r3 (Fixture      *fixture,
                gconstpointer data)
{
  const WadiScenario *scenario = fixture->rules.scenario;
  int                 centre = wadi_fixture_direction (scenario, "14R3", "14R4");
  g_auto(WadiFireResult) result = { 0 };

  wadi_fire_result_init (&result);
  g_assert_true (fire_applies (fixture, "14S5", WADI_POSITION_GROUND, "14R3", WADI_POSITION_CREST,
                               WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT, centre,
                               WADI_FIRE_CREST_ENTRENCHMENT, &result));
  g_assert_cmpuint (result.crossed, ==, dir_bit (scenario, "14R3", "14R4") | dir_bit (scenario, "14R3", "14S4"));
  g_assert_true (fire_applies (fixture, "14R5", WADI_POSITION_GROUND, "14R3", WADI_POSITION_CREST,
                               WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT, centre,
                               WADI_FIRE_CREST_ENTRENCHMENT, &result));
  g_assert_true (fire_applies (fixture, "14P4", WADI_POSITION_GROUND, "14R3", WADI_POSITION_CREST,
                               WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT, centre,
                               WADI_FIRE_CREST_ENTRENCHMENT, &result));
  g_assert_cmpuint (result.crossed, ==, dir_bit (scenario, "14R3", "14Q4"));
  /* S4 is the connecting Depression hexside; R2, Q3 and S3 are not protected. */
  g_assert_false (fire_applies (fixture, "14T5", WADI_POSITION_GROUND, "14R3", WADI_POSITION_CREST,
                                WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT, centre,
                                WADI_FIRE_CREST_ENTRENCHMENT, &result));
  g_assert_false (fire_applies (fixture, "14R1", WADI_POSITION_GROUND, "14R3", WADI_POSITION_CREST,
                                WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT, centre,
                                WADI_FIRE_CREST_ENTRENCHMENT, &result));
  /* The Crest 4-6-7 in T3 sees the 5-4-8 (both in Crest status); its line
   * runs along the S3-S4 hexside and enters R3 by S3 and S4: no protected
   * hexside. */
  g_assert_false (fire_applies (fixture, "14T3", WADI_POSITION_CREST, "14R3", WADI_POSITION_CREST,
                                WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT, centre,
                                WADI_FIRE_CREST_ENTRENCHMENT, &result));
  g_assert_cmpint (result.los.verdict, ==, WADI_LOS_CLEAR);
}

/* B20.92: "The entrenchment benefits ... do not apply to Indirect Fire or
 * OVR, or to Direct Fire from any position that has a LOS INTO the
 * Depression hex"; F5.43 gives a Crest Gun and its crew the same, "only vs
 * Direct Fire attacks that lack a LOS INTO the wadi and cross a protected
 * Crest hexside". */
static void
test_b20_92_not_entrenched (Fixture      *fixture,
                            gconstpointer data)
{
  const WadiScenario *scenario = fixture->rules.scenario;
  int                 centre = wadi_fixture_direction (scenario, "14T3", "14T2");
  g_auto(WadiFireResult) result = { 0 };

  wadi_fire_result_init (&result);
  g_assert_false (fire_applies (fixture, "14T1", WADI_POSITION_GROUND, "14T3", WADI_POSITION_CREST,
                                WADI_UNIT_INFANTRY, WADI_FIRE_INDIRECT, centre,
                                WADI_FIRE_CREST_ENTRENCHMENT, &result));
  g_assert_false (fire_applies (fixture, "14T2", WADI_POSITION_GROUND, "14T3", WADI_POSITION_CREST,
                                WADI_UNIT_INFANTRY, WADI_FIRE_OVERRUN, centre,
                                WADI_FIRE_CREST_ENTRENCHMENT, &result));

  /* From a level 2 hill above the gully the firer sees INTO T3. */
  wadi_fixture_set_hex (fixture->rules.scenario, "14T1", WADI_TERRAIN_OPEN, 2, WADI_DEPRESSION_NONE, 0);
  wadi_test_rules_refresh (&fixture->rules);
  g_assert_false (fire_applies (fixture, "14T1", WADI_POSITION_GROUND, "14T3", WADI_POSITION_CREST,
                                WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT, centre,
                                WADI_FIRE_CREST_ENTRENCHMENT, &result));
  g_assert_true (result.sees_into);
  g_assert_cmpuint (result.crossed, ==, dir_bit (scenario, "14T3", "14T2"));

  /* A Gun and its crew in Crest status: the same rule, cited as F5.43, in
   * a wadi hex (25O8, centre P8; the fire comes across the P8 hexside). */
  g_assert_true (fire_applies (fixture, "25R8", WADI_POSITION_GROUND, "25O8", WADI_POSITION_CREST,
                               WADI_UNIT_TOWED_GUN, WADI_FIRE_DIRECT,
                               wadi_fixture_direction (scenario, "25O8", "25P8"),
                               WADI_FIRE_CREST_ENTRENCHMENT, &result));
  g_assert_cmpstr (find_term (&result, WADI_FIRE_CREST_ENTRENCHMENT)->rule, ==, "F5.43");
  g_assert_null (find_term (&result, WADI_FIRE_CREST_AFV_TEM));
}

/* F5.423: "A Crest vehicle is HD ... to fire from any direction [EXC: not
 * to Indirect Fire, OVR or Aerial attack, and not to Direct Fire that has a
 * LOS INTO that wadi hex]." */
static void
test_f5_423_hd (Fixture      *fixture,
                gconstpointer data)
{
  g_auto(WadiFireResult) result = { 0 };
  const char *froms[] = { "25R8", "25O5", "25L9", "14O1" };

  wadi_fire_result_init (&result);
  for (guint i = 0; i < G_N_ELEMENTS (froms); i++)
    {
      gboolean hd = fire_applies (fixture, froms[i], WADI_POSITION_GROUND, "25O8", WADI_POSITION_CREST,
                                  WADI_UNIT_FULLY_TRACKED, WADI_FIRE_DIRECT, -1, WADI_FIRE_VEHICLE_HD, &result);

      g_test_message ("from %s", froms[i]);
      g_assert_cmpint (hd, ==, !result.sees_into);
      g_assert_null (find_term (&result, WADI_FIRE_CREST_ENTRENCHMENT));
    }
  g_assert_true (fire_applies (fixture, "25R8", WADI_POSITION_GROUND, "25O8", WADI_POSITION_CREST,
                               WADI_UNIT_FULLY_TRACKED, WADI_FIRE_DIRECT, -1, WADI_FIRE_VEHICLE_HD, &result));
  g_assert_false (fire_applies (fixture, "25R8", WADI_POSITION_GROUND, "25O8", WADI_POSITION_CREST,
                                WADI_UNIT_FULLY_TRACKED, WADI_FIRE_INDIRECT, -1, WADI_FIRE_VEHICLE_HD, &result));
  g_assert_false (fire_applies (fixture, "25O7", WADI_POSITION_GROUND, "25O8", WADI_POSITION_CREST,
                                WADI_UNIT_FULLY_TRACKED, WADI_FIRE_OVERRUN, -1, WADI_FIRE_VEHICLE_HD, &result));
  /* IN the wadi next door, 25N8, the firer sees INTO O8 along the wadi. */
  g_assert_false (fire_applies (fixture, "25N8", WADI_POSITION_IN, "25O8", WADI_POSITION_CREST,
                                WADI_UNIT_FULLY_TRACKED, WADI_FIRE_DIRECT, -1, WADI_FIRE_VEHICLE_HD, &result));
  g_assert_true (result.sees_into);
}

/* Direct Fire needs a LOS (A6): from IN the wadi at 25D2, whose LOS to
 * 25O8 ground on the line higher than both ends blocks, neither HD nor
 * Crest entrenchment protects, as no attack is made; Indirect Fire needs
 * none, and its terms stay. */
static void
test_no_los_no_protection (Fixture      *fixture,
                           gconstpointer data)
{
  const WadiScenario *scenario = fixture->rules.scenario;
  int                 centre = wadi_fixture_direction (scenario, "25O8", "25N7");
  const WadiFireTerm *term;
  g_auto(WadiFireResult) result = { 0 };

  wadi_fire_result_init (&result);
  g_assert_false (fire_applies (fixture, "25D2", WADI_POSITION_IN, "25O8", WADI_POSITION_CREST,
                                WADI_UNIT_FULLY_TRACKED, WADI_FIRE_DIRECT, -1, WADI_FIRE_VEHICLE_HD, &result));
  g_assert_cmpint (result.los.verdict, !=, WADI_LOS_CLEAR);
  g_assert_cmpstr (find_term (&result, WADI_FIRE_VEHICLE_HD)->rule, ==, "F5.423");
  g_assert_false (fire_applies (fixture, "25D2", WADI_POSITION_IN, "25O8", WADI_POSITION_CREST,
                                WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT, centre, WADI_FIRE_CREST_ENTRENCHMENT, &result));
  term = find_term (&result, WADI_FIRE_CREST_ENTRENCHMENT);
  g_assert_cmpstr (term->rule, ==, "B20.92");
  g_assert_null (find_term (&result, WADI_FIRE_CREST_AFV_TEM));
  g_assert_null (find_term (&result, WADI_FIRE_SPARES_IN));
  /* the same line for Indirect Fire: its own reason */
  g_assert_false (fire_applies (fixture, "25D2", WADI_POSITION_IN, "25O8", WADI_POSITION_CREST,
                                WADI_UNIT_FULLY_TRACKED, WADI_FIRE_INDIRECT, -1, WADI_FIRE_VEHICLE_HD, &result));
  g_assert_cmpstr (find_term (&result, WADI_FIRE_VEHICLE_HD)->reason, ==, "A Crest vehicle is not HD to Indirect Fire");
}

/* F5.423 and the F5.424 example: a Crest AFV in 25O8 whose CAFP is the
 * O8-O9-P8 vertex gives +1 TEM "only for Crest Infantry who have a
 * protected Crest hexside along hexside(s) O8-O9/O8-P8, and only vs an
 * attack that does not incur the Crest entrenchment TEM ... and whose LOF
 * crosses at least one of those protected Crest hexsides". */
static void
test_f5_424_afv_tem (Fixture      *fixture,
                     gconstpointer data)
{
  WadiScenario       *scenario = fixture->rules.scenario;
  WadiCounter         afv = { 0 };
  int                 centre_p8 = wadi_fixture_direction (scenario, "25O8", "25P8");
  int                 centre_n7 = wadi_fixture_direction (scenario, "25O8", "25N7");
  const WadiFireTerm *term;
  g_auto(WadiFireResult) result = { 0 };

  afv.kind = WADI_COUNTER_VEHICLE_CREST;
  afv.hex = wadi_fixture_hex (scenario, "25O8");
  afv.vertex = wadi_fixture_vertex (scenario, "25O8", "25O9", "25P8");
  afv.unit_class = WADI_UNIT_FULLY_TRACKED;
  wadi_scenario_add_counter (scenario, &afv);
  /* A level 3 hill east of the wadi, to fire with a LOS INTO O8 across the
   * P8 hexside. */
  wadi_fixture_set_hex (scenario, "25R9", WADI_TERRAIN_OPEN, 3, WADI_DEPRESSION_NONE, 0);
  wadi_test_rules_refresh (&fixture->rules);
  wadi_fire_result_init (&result);

  /* Ground-level Direct Fire across P8: entrenched, so no AFV TEM (not
   * cumulative). */
  g_assert_true (fire_applies (fixture, "25R8", WADI_POSITION_GROUND, "25O8", WADI_POSITION_CREST,
                               WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT, centre_p8,
                               WADI_FIRE_CREST_ENTRENCHMENT, &result));
  g_assert_false (find_term (&result, WADI_FIRE_CREST_AFV_TEM)->applies);

  /* From the hill: no entrenchment (LOS INTO the hex), the LOF crosses the
   * protected CAFP hexside O8-P8: +1. */
  g_assert_true (fire_applies (fixture, "25R9", WADI_POSITION_GROUND, "25O8", WADI_POSITION_CREST,
                               WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT, centre_p8,
                               WADI_FIRE_CREST_AFV_TEM, &result));
  g_assert_true (result.sees_into);
  g_assert_cmpuint (result.crossed, ==, dir_bit (scenario, "25O8", "25P8"));
  term = find_term (&result, WADI_FIRE_CREST_AFV_TEM);
  g_assert_cmpint (term->tem, ==, 1);
  g_assert_false (find_term (&result, WADI_FIRE_CREST_ENTRENCHMENT)->applies);

  /* Indirect Fire: no entrenchment, and the LOF condition is for Direct
   * Fire only. */
  g_assert_true (fire_applies (fixture, "25O5", WADI_POSITION_GROUND, "25O8", WADI_POSITION_CREST,
                               WADI_UNIT_INFANTRY, WADI_FIRE_INDIRECT, centre_p8,
                               WADI_FIRE_CREST_AFV_TEM, &result));

  /* Infantry whose protected hexsides (N7, O7, P7) do not emanate from the
   * CAFP: no TEM. */
  g_assert_false (fire_applies (fixture, "25O5", WADI_POSITION_GROUND, "25O8", WADI_POSITION_CREST,
                                WADI_UNIT_INFANTRY, WADI_FIRE_INDIRECT,
                                wadi_fixture_direction (scenario, "25O8", "25O7"),
                                WADI_FIRE_CREST_AFV_TEM, &result));
  (void) centre_n7;
}

/* B20.3: "a stream is considered Open Ground for TEM and Rout purposes,
 * provided a LOS to it exists"; B20.92 on who fire at a Depression hex
 * hits. */
static void
test_b20_3_and_who_is_hit (Fixture      *fixture,
                           gconstpointer data)
{
  const WadiScenario *scenario = fixture->rules.scenario;
  g_auto(WadiFireResult) result = { 0 };

  wadi_fire_result_init (&result);
  /* B20.2 EX: IN 13P5 sees P3; P3 sees IN P5, a stream hex of Open Ground. */
  g_assert_true (fire_applies (fixture, "13P3", WADI_POSITION_GROUND, "13P5", WADI_POSITION_IN,
                               WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT, -1, WADI_FIRE_OPEN_GROUND, &result));
  g_assert_true (find_term (&result, WADI_FIRE_ALSO_HITS_CREST)->applies);
  /* Not M6 (B20.2 EX): no LOS, so not Open Ground. */
  g_assert_false (fire_applies (fixture, "13M6", WADI_POSITION_GROUND, "13P5", WADI_POSITION_IN,
                                WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT, -1, WADI_FIRE_OPEN_GROUND, &result));
  g_assert_null (find_term (&result, WADI_FIRE_ALSO_HITS_CREST));

  /* Same-level, non-adjacent Direct Fire at Crest 14T3 from T1 spares the
   * units IN T3; the same fire from a hill sees INTO it and does not. */
  g_assert_true (fire_applies (fixture, "14T1", WADI_POSITION_GROUND, "14T3", WADI_POSITION_CREST,
                               WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT,
                               wadi_fixture_direction (scenario, "14T3", "14T2"),
                               WADI_FIRE_SPARES_IN, &result));
  wadi_fixture_set_hex (fixture->rules.scenario, "14T1", WADI_TERRAIN_OPEN, 2, WADI_DEPRESSION_NONE, 0);
  wadi_test_rules_refresh (&fixture->rules);
  g_assert_false (fire_applies (fixture, "14T1", WADI_POSITION_GROUND, "14T3", WADI_POSITION_CREST,
                                WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT,
                                wadi_fixture_direction (scenario, "14T3", "14T2"),
                                WADI_FIRE_SPARES_IN, &result));
}

/* The Crest counter in the hex gives the centre when the request names
 * none; a hex with no Depression, or a ruleset without Crest status, has
 * no Depression protections at all. */
static void
test_counters_and_rulesets (Fixture      *fixture,
                            gconstpointer data)
{
  WadiScenario   *scenario = fixture->rules.scenario;
  WadiCounter     crest = { 0 };
  WadiFireRequest request;
  g_auto(WadiFireResult) result = { 0 };

  crest.kind = WADI_COUNTER_CREST;
  crest.hex = wadi_fixture_hex (scenario, "14T3");
  crest.centre = wadi_fixture_direction (scenario, "14T3", "14T2");
  wadi_scenario_add_counter (scenario, &crest);
  wadi_test_rules_refresh (&fixture->rules);
  wadi_fire_result_init (&result);
  g_assert_true (fire_applies (fixture, "14T1", WADI_POSITION_GROUND, "14T3", WADI_POSITION_CREST,
                               WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT, -1, WADI_FIRE_CREST_ENTRENCHMENT, &result));

  wadi_fire_request_init (&request);
  request.firer = wadi_test_location (scenario, "14T1", WADI_POSITION_GROUND);
  request.target = wadi_test_location (scenario, "14T2", WADI_POSITION_GROUND);
  wadi_fire (fixture->rules.ctx, &request, &result);
  g_assert_cmpuint (result.terms->len, ==, 0);
  g_assert_cmpuint (result.crossed, ==, dir_bit (scenario, "14T2", "14T1"));

  scenario->ruleset = WADI_RULESET_CLASSIC;
  wadi_test_rules_refresh (&fixture->rules);
  request.target = wadi_test_location (scenario, "14T3", WADI_POSITION_IN);
  wadi_fire (fixture->rules.ctx, &request, &result);
  g_assert_cmpuint (result.terms->len, ==, 0);
}

/* No Crest status in a Depression hex with a ford (B20.9): fire at a
 * target said to be in Crest status there finds no entrenchment, as
 * movement and placement refuse the position (a rules checker found
 * `fire 13P1 13P4:crest` entrenched beside a ford counter); T3 without
 * one is still entrenched from T1. */
static void
test_b20_9_no_crest_at_a_ford (Fixture      *fixture,
                               gconstpointer data)
{
  WadiScenario *scenario = fixture->rules.scenario;
  WadiCounter   ford = { 0 };
  g_auto(WadiFireResult) result = { 0 };
  const WadiFireTerm *term;

  ford.kind = WADI_COUNTER_FORD;
  ford.hex = wadi_fixture_hex (scenario, "14T3");
  wadi_scenario_add_counter (scenario, &ford);
  wadi_test_rules_refresh (&fixture->rules);
  wadi_fire_result_init (&result);
  g_assert_false (fire_applies (fixture, "14T1", WADI_POSITION_GROUND, "14T3", WADI_POSITION_CREST,
                                WADI_UNIT_INFANTRY, WADI_FIRE_DIRECT, wadi_fixture_direction (scenario, "14T3", "14T2"),
                                WADI_FIRE_CREST_ENTRENCHMENT, &result));
  term = find_term (&result, WADI_FIRE_CREST_ENTRENCHMENT);
  g_assert_cmpstr (term->rule, ==, "B20.9");
  g_assert_null (find_term (&result, WADI_FIRE_SPARES_IN));
}

static void
test_kind_names (void)
{
  WadiFireKind kind;

  for (guint i = WADI_FIRE_DIRECT; i <= WADI_FIRE_OVERRUN; i++)
    {
      g_assert_true (wadi_fire_kind_from_name (wadi_fire_kind_name (i), &kind));
      g_assert_cmpint (kind, ==, i);
    }
  g_assert_false (wadi_fire_kind_from_name ("aerial", &kind));
  g_assert_cmpstr (wadi_fire_finding_name (WADI_FIRE_CREST_AFV_TEM), ==, "crest-afv-tem");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/fire/b20.92-t3", test_b20_92_t3);
  ADD ("/fire/b20.92-r3", test_b20_92_r3);
  ADD ("/fire/b20.92-not-entrenched", test_b20_92_not_entrenched);
  ADD ("/fire/f5.423-hd", test_f5_423_hd);
  ADD ("/fire/no-los-no-protection", test_no_los_no_protection);
  ADD ("/fire/f5.424-afv-tem", test_f5_424_afv_tem);
  ADD ("/fire/b20.3-and-who-is-hit", test_b20_3_and_who_is_hit);
  ADD ("/fire/counters-and-rulesets", test_counters_and_rulesets);
  ADD ("/fire/b20.9-no-crest-at-a-ford", test_b20_9_no_crest_at_a_ford);
#undef ADD
  g_test_add_func ("/fire/kind-names", test_kind_names);
  return g_test_run ();
}
