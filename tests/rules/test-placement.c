/* test-placement.c: where a counter may stand */
#include "config.h"

#include "wadi-movement.h"
#include "wadi-placement.h"
#include "wadi-rules-context.h"
#include "wadi-validate.h"
#include "wadi-test-fixtures.h"

static WadiCounter
counter_at (const WadiScenario *scenario,
            WadiCounterKind     kind,
            const char         *label)
{
  WadiCounter counter = { 0 };

  counter.kind = kind;
  wadi_fixture_locate (scenario, label, &counter.hex);
  return counter;
}

static WadiCounter
unit_at (const WadiScenario *scenario,
         WadiUnitClass       unit_class,
         WadiPosition        position,
         const char         *label)
{
  WadiCounter counter = counter_at (scenario, WADI_COUNTER_UNIT, label);

  counter.unit_class = unit_class;
  counter.position = position;
  return counter;
}

/* The code wadi_placement_check gives (NULL: allowed), checking that the
 * verdict agrees with it. */
static const char *
check_code (const WadiScenario *scenario,
            const WadiCounter  *counter)
{
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiVerdict verdict;
  const char *code = "unset";

  wadi_placement_check (ctx, counter, &verdict, &code);
  g_assert_cmpint (verdict.allowed, ==, code == NULL);
  if (!verdict.allowed)
    {
      g_assert_nonnull (verdict.reason);
      g_assert_nonnull (verdict.rule);
    }
  return code;
}

/* The verdict of wadi_placement_check on counter. */
static WadiVerdict
check_verdict (const WadiScenario *scenario,
               const WadiCounter  *counter)
{
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiVerdict verdict;
  const char *code = NULL;

  wadi_placement_check (ctx, counter, &verdict, &code);
  return verdict;
}

/* The rule wadi_placement_check cites (NULL: allowed). */
static const char *
check_rule (const WadiScenario *scenario,
            const WadiCounter  *counter)
{
  WadiVerdict verdict = check_verdict (scenario, counter);

  return verdict.allowed ? NULL : verdict.rule;
}

/* The reason wadi_placement_check gives, untranslated (NULL: allowed). */
static const char *
check_message (const WadiScenario *scenario,
               const WadiCounter  *counter)
{
  WadiVerdict verdict = check_verdict (scenario, counter);

  return verdict.allowed ? NULL : verdict.reason;
}

/* Whether wadi_placement_check_all reports code (any severity). */
static gboolean
reports (const WadiScenario *scenario,
         const WadiCounter  *counter,
         const char         *code)
{
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  g_autoptr(GArray) found = g_array_new (FALSE, TRUE, sizeof (WadiDiagnostic));

  wadi_placement_check_all (ctx, counter, found);
  for (guint i = 0; i < found->len; i++)
    {
      const WadiDiagnostic *diagnostic = &g_array_index (found, WadiDiagnostic, i);

      g_assert_nonnull (diagnostic->message);
      g_assert_nonnull (diagnostic->rule);
      if (g_strcmp0 (diagnostic->code, code) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
set_flags (WadiScenario *scenario,
           const char   *label,
           guint         flags)
{
  WadiHex     hex;
  WadiHexCell cell;

  wadi_fixture_locate (scenario, label, &hex);
  cell = *wadi_board_cell (wadi_scenario_grid (scenario), hex);
  cell.flags = (guint8) flags;
  wadi_board_set_cell (wadi_scenario_grid (scenario), hex, &cell);
}

static void
add (WadiScenario *scenario,
     WadiCounter   counter)
{
  wadi_scenario_add_counter (scenario, &counter);
}

/* B20.8: fords only on stream or gully hexes (a wadi being a gully,
 * F5.12), and only in ASL. */
static void
test_placement_ford (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  WadiCounter ford;

  ford = counter_at (scenario, WADI_COUNTER_FORD, "13P4");
  g_assert_null (check_code (scenario, &ford));
  ford = counter_at (scenario, WADI_COUNTER_FORD, "14T3");
  g_assert_null (check_code (scenario, &ford));
  /* A wadi is a gully for all purposes F5 does not modify (F5.12). */
  ford = counter_at (scenario, WADI_COUNTER_FORD, "25C2");
  g_assert_null (check_code (scenario, &ford));
  ford = counter_at (scenario, WADI_COUNTER_FORD, "25H7");
  g_assert_cmpstr (check_code (scenario, &ford), ==, "placement.ford-not-in-stream-or-gully");

  g_assert_cmpstr (check_rule (scenario, &ford), ==, "B20.8");
  g_assert_nonnull (strstr (check_message (scenario, &ford), "a wadi is a gully (F5.12)"));

  scenario->ruleset = WADI_RULESET_TOI;
  ford = counter_at (scenario, WADI_COUNTER_FORD, "13P4");
  g_assert_cmpstr (check_code (scenario, &ford), ==, "placement.kind-not-in-ruleset");

  /* the classic charts have fords too, by their Terrain Effects Chart's
   * row, not by ASL's rule */
  scenario->ruleset = WADI_RULESET_CLASSIC;
  ford = counter_at (scenario, WADI_COUNTER_FORD, "25H7");
  g_assert_cmpstr (check_code (scenario, &ford), ==, "placement.ford-not-in-stream-or-gully");
  g_assert_cmpstr (check_rule (scenario, &ford), ==, "TEC: STREAM FORD");
  /* without wadis, and without ASL's F5.12 (a designer saw "a wadi is a
   * gully (F5.12)" under the classic charts) */
  g_assert_null (strstr (check_message (scenario, &ford), "wadi"));
  g_assert_null (strstr (check_message (scenario, &ford), "F5"));
  /* nor in a wadi, which the classic charts do not have */
  ford = counter_at (scenario, WADI_COUNTER_FORD, "25C2");
  g_assert_cmpstr (check_code (scenario, &ford), ==, "placement.ford-not-in-stream-or-gully");
}

/* A bridge counter crosses something: a stream, gully or wadi hex, a wadi
 * along a hexside, water or wet ground; on open ground it crosses nothing,
 * and Wadi warns (its own
 * rule: B20 says what a bridge does, not where one may stand; a
 * designer's try-out found a ford there an error and a bridge silent). */
static void
test_placement_bridge (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  WadiCounter bridge;

  bridge = counter_at (scenario, WADI_COUNTER_BRIDGE, "13P4"); /* a stream */
  g_assert_false (reports (scenario, &bridge, "placement.bridge-over-nothing"));
  bridge = counter_at (scenario, WADI_COUNTER_BRIDGE, "25C2"); /* a wadi */
  g_assert_false (reports (scenario, &bridge, "placement.bridge-over-nothing"));
  bridge = counter_at (scenario, WADI_COUNTER_BRIDGE, "25H7"); /* open ground */
  g_assert_true (reports (scenario, &bridge, "placement.bridge-over-nothing"));
  /* a warning: it may still be placed */
  g_assert_null (check_code (scenario, &bridge));
  /* water, and wet ground */
  wadi_fixture_set_hex (scenario, "25H7", WADI_TERRAIN_POND, 0, WADI_DEPRESSION_NONE, 0);
  g_assert_false (reports (scenario, &bridge, "placement.bridge-over-nothing"));
  wadi_fixture_set_hex (scenario, "25H7", WADI_TERRAIN_MARSH, 0, WADI_DEPRESSION_NONE, 0);
  g_assert_false (reports (scenario, &bridge, "placement.bridge-over-nothing"));
  /* a wadi along one of its hexsides (F5.11) */
  wadi_fixture_set_hex (scenario, "25H7", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_NONE, 0);
  g_assert_true (reports (scenario, &bridge, "placement.bridge-over-nothing"));
  wadi_fixture_add_side (scenario, "25H7", "25H8", WADI_SIDE_WADI);
  g_assert_false (reports (scenario, &bridge, "placement.bridge-over-nothing"));
}

/* A ford or bridge counter marks its hex once: the first stands, a
 * second (placed, or about to be) is reported, and goes with the first. */
static void
test_placement_marker_twice (void)
{
  WadiCounterKind kinds[] = { WADI_COUNTER_FORD, WADI_COUNTER_BRIDGE };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
      WadiCounter first = counter_at (scenario, kinds[k], "13P4");
      WadiCounter second = counter_at (scenario, kinds[k], "13P4");
      WadiCounter other = counter_at (scenario, kinds[k], "14T3");

      g_assert_null (check_code (scenario, &second));
      add (scenario, first);
      first = g_array_index (scenario->counters, WadiCounter, scenario->counters->len - 1);
      g_assert_false (reports (scenario, &first, "placement.marker-twice"));
      /* about to be placed in the same hex; elsewhere it may */
      g_assert_cmpstr (check_code (scenario, &second), ==, "placement.marker-twice");
      g_assert_null (check_code (scenario, &other));
      add (scenario, second);
      second = g_array_index (scenario->counters, WadiCounter, scenario->counters->len - 1);
      g_assert_false (reports (scenario, &first, "placement.marker-twice"));
      g_assert_true (reports (scenario, &second, "placement.marker-twice"));
      /* a ford and a bridge are each one of their kind */
      other = counter_at (scenario, kinds[1 - k], "13P4");
      g_assert_false (reports (scenario, &other, "placement.marker-twice"));
    }
}

/* B20.9, B20.91, F5.4 through the Crest counter. */
static void
test_placement_crest (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  WadiCounter crest;

  crest = counter_at (scenario, WADI_COUNTER_CREST, "14T3");
  crest.centre = wadi_fixture_direction (scenario, "14T3", "14T2");
  g_assert_null (check_code (scenario, &crest));
  crest.centre = wadi_fixture_direction (scenario, "14T3", "14S4");
  g_assert_cmpstr (check_code (scenario, &crest), ==, "placement.crest-centre-depression-hexside");

  crest = counter_at (scenario, WADI_COUNTER_CREST, "25O9");
  crest.centre = wadi_fixture_direction (scenario, "25O9", "25O10");
  g_assert_cmpstr (check_code (scenario, &crest), ==, "placement.crest-centre-cliff");
  crest.centre = wadi_fixture_direction (scenario, "25O9", "25P8");
  g_assert_null (check_code (scenario, &crest));

  crest = counter_at (scenario, WADI_COUNTER_CREST, "14T2");
  g_assert_cmpstr (check_code (scenario, &crest), ==, "placement.crest-not-in-depression");

  /* No Crest counter in a ford hex or a bridge hex (B20.9). */
  add (scenario, counter_at (scenario, WADI_COUNTER_FORD, "14T3"));
  set_flags (scenario, "14R3", WADI_HEX_FLAG_BRIDGE);
  crest = counter_at (scenario, WADI_COUNTER_CREST, "14T3");
  crest.centre = wadi_fixture_direction (scenario, "14T3", "14T2");
  g_assert_cmpstr (check_code (scenario, &crest), ==, "placement.crest-in-ford-or-bridge");
  crest = counter_at (scenario, WADI_COUNTER_CREST, "14R3");
  crest.centre = wadi_fixture_direction (scenario, "14R3", "14R4");
  g_assert_cmpstr (check_code (scenario, &crest), ==, "placement.crest-in-ford-or-bridge");
  add (scenario, counter_at (scenario, WADI_COUNTER_BRIDGE, "14U4"));
  crest = counter_at (scenario, WADI_COUNTER_CREST, "14U4");
  crest.centre = wadi_fixture_direction (scenario, "14U4", "14U5");
  g_assert_cmpstr (check_code (scenario, &crest), ==, "placement.crest-in-ford-or-bridge");

  scenario->ruleset = WADI_RULESET_CLASSIC;
  crest = counter_at (scenario, WADI_COUNTER_CREST, "25O8");
  g_assert_cmpstr (check_code (scenario, &crest), ==, "placement.kind-not-in-ruleset");
}

/* F5.42, F5.421 through the Vehicle Crest counter. */
static void
test_placement_vehicle_crest (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  WadiCounter crest;

  crest = counter_at (scenario, WADI_COUNTER_VEHICLE_CREST, "25C2");
  crest.unit_class = WADI_UNIT_FULLY_TRACKED;
  crest.vertex = wadi_fixture_vertex (scenario, "25C2", "25D2", "25C3");
  g_assert_null (check_code (scenario, &crest));
  crest.vertex = wadi_fixture_vertex (scenario, "25C2", "25C3", "25B2");
  g_assert_null (check_code (scenario, &crest));
  crest.vertex = wadi_fixture_vertex (scenario, "25C2", "25C1", "25D1");
  g_assert_cmpstr (check_code (scenario, &crest), ==, "placement.vehicle-crest-vertex-cliff-side");
  crest.unit_class = WADI_UNIT_INFANTRY;
  crest.vertex = wadi_fixture_vertex (scenario, "25C2", "25D2", "25C3");
  g_assert_cmpstr (check_code (scenario, &crest), ==, "placement.vehicle-crest-not-vehicle");

  crest = counter_at (scenario, WADI_COUNTER_VEHICLE_CREST, "25E2");
  crest.unit_class = WADI_UNIT_HALFTRACK;
  crest.vertex = wadi_fixture_vertex (scenario, "25E2", "25D2", "25D1");
  g_assert_cmpstr (check_code (scenario, &crest), ==,
                   "placement.vehicle-crest-vertex-two-wadi-hexsides");

  crest = counter_at (scenario, WADI_COUNTER_VEHICLE_CREST, "14T3");
  crest.unit_class = WADI_UNIT_FULLY_TRACKED;
  g_assert_cmpstr (check_code (scenario, &crest), ==, "placement.vehicle-crest-not-in-wadi");
  set_flags (scenario, "25C2", WADI_HEX_FLAG_BRIDGE);
  crest = counter_at (scenario, WADI_COUNTER_VEHICLE_CREST, "25C2");
  crest.unit_class = WADI_UNIT_FULLY_TRACKED;
  crest.vertex = wadi_fixture_vertex (scenario, "25C2", "25D2", "25C3");
  g_assert_cmpstr (check_code (scenario, &crest), ==, "placement.vehicle-crest-not-in-wadi");
}

/* B20.5: no Fortifications in a stream but wire and minefields, and not
 * even those in a deep or flooded one; a dry or frozen stream is a gully. */
static void
test_placement_fortifications (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  WadiCounter foxhole = counter_at (scenario, WADI_COUNTER_FOXHOLE, "13P4");
  WadiCounter wire = counter_at (scenario, WADI_COUNTER_WIRE, "13P4");
  WadiCounter mines = counter_at (scenario, WADI_COUNTER_MINEFIELD, "13P4");
  WadiCounter gully_foxhole = counter_at (scenario, WADI_COUNTER_FOXHOLE, "14T3");

  g_assert_cmpint (scenario->ssr.stream_depth, ==, WADI_STREAM_SHALLOW);
  g_assert_cmpstr (check_code (scenario, &foxhole), ==, "placement.fortification-in-stream");
  g_assert_null (check_code (scenario, &wire));
  g_assert_null (check_code (scenario, &mines));
  g_assert_null (check_code (scenario, &gully_foxhole));

  scenario->ssr.stream_depth = WADI_STREAM_DEEP;
  g_assert_cmpstr (check_code (scenario, &wire), ==, "placement.fortification-in-deep-stream");
  g_assert_cmpstr (check_code (scenario, &mines), ==, "placement.fortification-in-deep-stream");
  g_assert_cmpstr (check_code (scenario, &foxhole), ==, "placement.fortification-in-stream");
  scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  g_assert_cmpstr (check_code (scenario, &wire), ==, "placement.fortification-in-deep-stream");

  scenario->ssr.frozen = TRUE;
  g_assert_null (check_code (scenario, &wire));
  g_assert_null (check_code (scenario, &foxhole));
  scenario->ssr.frozen = FALSE;
  scenario->ssr.stream_depth = WADI_STREAM_DRY;
  g_assert_null (check_code (scenario, &foxhole));

  /* The classic charts have no B20.5. */
  scenario->ssr.stream_depth = WADI_STREAM_DEEP;
  scenario->ruleset = WADI_RULESET_CLASSIC;
  g_assert_null (check_code (scenario, &mines));
  g_assert_null (check_code (scenario, &foxhole));
  g_assert_cmpstr (check_code (scenario, &wire), ==, "placement.kind-not-in-ruleset");
}

/* B20.46: no motorcycle in a deep stream, no vehicle (nor wreck) in a
 * flooded one, B20.44: nor anyone else; a ford is one classification
 * shallower (B20.81), a bridge carries a unit at ground level over the
 * water. */
static void
test_placement_vehicles_in_streams (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  WadiCounter motorcycle = unit_at (scenario, WADI_UNIT_MOTORCYCLE, WADI_POSITION_IN, "13P4");
  WadiCounter truck = unit_at (scenario, WADI_UNIT_TRUCK, WADI_POSITION_IN, "13P4");
  WadiCounter squad = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_IN, "13P4");
  WadiCounter on_bridge = unit_at (scenario, WADI_UNIT_TRUCK, WADI_POSITION_GROUND, "13P5");

  g_assert_null (check_code (scenario, &motorcycle));
  scenario->ssr.stream_depth = WADI_STREAM_DEEP;
  g_assert_cmpstr (check_code (scenario, &motorcycle), ==, "placement.motorcycle-in-deep-stream");
  motorcycle.position = WADI_POSITION_GROUND;
  g_assert_cmpstr (check_code (scenario, &motorcycle), ==, "placement.motorcycle-in-deep-stream");
  motorcycle.position = WADI_POSITION_IN;
  g_assert_null (check_code (scenario, &truck));
  g_assert_null (check_code (scenario, &squad));

  scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  g_assert_cmpstr (check_code (scenario, &truck), ==, "placement.vehicle-in-flooded-stream");
  g_assert_cmpstr (check_code (scenario, &motorcycle), ==, "placement.vehicle-in-flooded-stream");
  /* B20.44: a flooded stream is a Water Obstacle for Infantry too. */
  g_assert_cmpstr (check_code (scenario, &squad), ==, "placement.unit-in-flooded-stream");
  add (scenario, counter_at (scenario, WADI_COUNTER_BRIDGE, "13P5"));
  g_assert_null (check_code (scenario, &on_bridge));
  on_bridge.position = WADI_POSITION_IN;
  g_assert_cmpstr (check_code (scenario, &on_bridge), ==, "placement.vehicle-in-flooded-stream");

  /* A ford: flooded passes as deep, deep as shallow. */
  add (scenario, counter_at (scenario, WADI_COUNTER_FORD, "13P4"));
  g_assert_null (check_code (scenario, &truck));
  g_assert_null (check_code (scenario, &squad));
  g_assert_cmpstr (check_code (scenario, &motorcycle), ==, "placement.motorcycle-in-deep-stream");
  scenario->ssr.stream_depth = WADI_STREAM_DEEP;
  g_assert_null (check_code (scenario, &motorcycle));

  /* Frozen is dry. */
  scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  scenario->ssr.frozen = TRUE;
  truck.hex = wadi_fixture_hex (scenario, "13Q4");
  g_assert_null (check_code (scenario, &truck));
}

/* A unit's position must exist in its hex and in the ruleset. */
static void
test_placement_positions (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  WadiCounter unit;
  WadiCounter crest;

  unit = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_IN, "25H7");
  g_assert_cmpstr (check_code (scenario, &unit), ==, "placement.position-needs-depression");
  g_assert_cmpstr (check_rule (scenario, &unit), ==, "B20.91");
  /* Tide of Iron and the classic charts have no B20.91 (nor Crest
   * status): the check is Wadi's own there */
  for (WadiRulesetId id = WADI_RULESET_TOI; id <= WADI_RULESET_CLASSIC; id++)
    {
      scenario->ruleset = id;
      g_assert_cmpstr (check_code (scenario, &unit), ==, "placement.position-needs-depression");
      g_assert_cmpstr (check_rule (scenario, &unit), ==, "Wadi");
    }
  scenario->ruleset = WADI_RULESET_ASL;
  unit = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_CREST, "14T2");
  g_assert_cmpstr (check_code (scenario, &unit), ==, "placement.position-needs-depression");
  unit = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_IN, "14T3");
  g_assert_null (check_code (scenario, &unit));
  unit = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_BRIDGE, "14T3");
  g_assert_cmpstr (check_code (scenario, &unit), ==, "placement.position-not-in-ruleset");

  /* Crest status: a warning until the hex has a Crest counter of the
   * unit's kind; vehicles only in wadi hexes. */
  unit = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_CREST, "14T3");
  g_assert_null (check_code (scenario, &unit));
  g_assert_true (reports (scenario, &unit, "placement.crest-unit-without-counter"));
  crest = counter_at (scenario, WADI_COUNTER_CREST, "14T3");
  crest.centre = wadi_fixture_direction (scenario, "14T3", "14T2");
  add (scenario, crest);
  g_assert_false (reports (scenario, &unit, "placement.crest-unit-without-counter"));
  unit.unit_class = WADI_UNIT_FULLY_TRACKED;
  g_assert_cmpstr (check_code (scenario, &unit), ==, "placement.vehicle-crest-not-in-wadi");
  unit = unit_at (scenario, WADI_UNIT_FULLY_TRACKED, WADI_POSITION_CREST, "25C2");
  g_assert_true (reports (scenario, &unit, "placement.crest-unit-without-counter"));
  crest = counter_at (scenario, WADI_COUNTER_CREST, "25C2");
  crest.centre = wadi_fixture_direction (scenario, "25C2", "25C3");
  add (scenario, crest);
  g_assert_true (reports (scenario, &unit, "placement.crest-unit-without-counter"));
  crest = counter_at (scenario, WADI_COUNTER_VEHICLE_CREST, "25C2");
  crest.unit_class = WADI_UNIT_FULLY_TRACKED;
  crest.vertex = wadi_fixture_vertex (scenario, "25C2", "25D2", "25C3");
  add (scenario, crest);
  g_assert_false (reports (scenario, &unit, "placement.crest-unit-without-counter"));

  scenario->ruleset = WADI_RULESET_TOI;
  unit = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_CREST, "14T3");
  g_assert_cmpstr (check_code (scenario, &unit), ==, "placement.position-not-in-ruleset");
  unit = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_BRIDGE, "14T3");
  g_assert_cmpstr (check_code (scenario, &unit), ==, "placement.position-needs-wadi-bridge");
}

/* Whether movement lets a unit of unit_class IN hex claim Crest status
 * there, at centre (Infantry, Guns) or vertex (vehicles). */
static gboolean
movement_allows_crest (const WadiScenario *scenario,
                       WadiUnitClass       unit_class,
                       const char         *hex,
                       WadiDirection       centre,
                       WadiVertexIndex     vertex)
{
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiMover      mover;
  WadiStep       step = { 0 };
  WadiMoveResult result;
  gboolean       allowed;

  wadi_mover_init (&mover, unit_class, wadi_fixture_hex (scenario, hex),
                   WADI_POSITION_IN);
  step.kind = WADI_STEP_POSITION;
  step.position = WADI_POSITION_CREST;
  step.crest_centre = centre;
  step.crest_vertex = vertex;
  wadi_move_result_init (&result);
  wadi_movement_step (ctx, &mover, &step, &result);
  allowed = result.allowed;
  wadi_move_result_clear (&result);
  return allowed;
}

/* Placement and movement follow one rule for who may hold Crest status
 * where (wadi_crest_check_unit): Infantry in any Depression hex without a
 * ford or bridge (B20.9), Guns and vehicles only in a wadi hex (F5.43,
 * F5.42), Cavalry never (F5.4).  A unit placed in Crest status is an
 * error exactly where moving into it is refused. */
static void
test_placement_crest_like_movement (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  const WadiUnitClass classes[] = {
    WADI_UNIT_INFANTRY,
    WADI_UNIT_CAVALRY,
    WADI_UNIT_TOWED_GUN,
    WADI_UNIT_FULLY_TRACKED,
  };
  const struct
  {
    const char *hex;
    const char *bank;    /* a legal Infantry centre */
    const char *cafp[2]; /* with hex, a legal vehicle CAFP, if any */
    gboolean    allowed[G_N_ELEMENTS (classes)];
    const char *code[G_N_ELEMENTS (classes)];
  } cases[] = {
    { "14T3", "14T2", { "14T2", "14U3" }, { TRUE, FALSE, FALSE, FALSE }, { NULL, "placement.cavalry-crest", "placement.gun-crest-not-in-wadi", "placement.vehicle-crest-not-in-wadi" } },
    { "25C2", "25C3", { "25D2", "25C3" }, { TRUE, FALSE, TRUE, TRUE }, { NULL, "placement.cavalry-crest", NULL, NULL } },
    { "13P4", "13O4", { "13O4", "13O5" }, { FALSE, FALSE, FALSE, FALSE }, { "placement.crest-in-ford-or-bridge", "placement.cavalry-crest", "placement.gun-crest-not-in-wadi", "placement.vehicle-crest-not-in-wadi" } },
  };

  add (scenario, counter_at (scenario, WADI_COUNTER_FORD, "13P4"));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (guint c = 0; c < G_N_ELEMENTS (classes); c++)
      {
        WadiCounter     unit = unit_at (scenario, classes[c], WADI_POSITION_CREST, cases[i].hex);
        WadiDirection   centre = wadi_fixture_direction (scenario, cases[i].hex, cases[i].bank);
        WadiVertexIndex vertex = wadi_fixture_vertex (scenario, cases[i].hex, cases[i].cafp[0], cases[i].cafp[1]);

        g_test_message ("%s, class %d", cases[i].hex, classes[c]);
        g_assert_cmpstr (check_code (scenario, &unit), ==, cases[i].code[c]);
        g_assert_cmpint (movement_allows_crest (scenario, classes[c], cases[i].hex, centre, vertex), ==,
                         cases[i].allowed[c]);
      }
}

/* B20.44: a flooded stream "is treated as a flooded pond" one level up,
 * so no Depression and no Crest status: placed there, the Crest counter
 * and the unit are errors, as claiming Crest there is refused; in the
 * shallow stream, both stand. */
static void
test_placement_no_crest_in_flooded_stream (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  WadiDirection centre = wadi_fixture_direction (scenario, "13O6", "13O5");
  WadiCounter   crest = counter_at (scenario, WADI_COUNTER_CREST, "13O6");
  WadiCounter   unit = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_CREST, "13O6");

  crest.centre = centre;
  add (scenario, crest);
  scenario->ssr.stream_depth = WADI_STREAM_SHALLOW;
  g_assert_null (check_code (scenario, &crest));
  g_assert_null (check_code (scenario, &unit));
  g_assert_true (movement_allows_crest (scenario, WADI_UNIT_INFANTRY, "13O6", centre, 0));
  scenario->ssr.stream_depth = WADI_STREAM_FLOODED;
  g_assert_cmpstr (check_code (scenario, &crest), ==, "placement.crest-in-flooded-stream");
  g_assert_cmpstr (check_code (scenario, &unit), ==, "placement.crest-in-flooded-stream");
  g_assert_false (movement_allows_crest (scenario, WADI_UNIT_INFANTRY, "13O6", centre, 0));
  /* frozen, the stream is a gully for movement (B20.7): Crest again */
  scenario->ssr.frozen = TRUE;
  g_assert_null (check_code (scenario, &unit));
}

/* Placement and movement follow one rule for who may be IN a stream
 * (wadi_stream_check_in): a unit placed IN 13P4 is an error exactly where
 * moving into it from 13O4 is refused, at every depth, with and without a
 * ford. */
static void
test_placement_stream_like_movement (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  const WadiUnitClass classes[] = {
    WADI_UNIT_INFANTRY,
    WADI_UNIT_CAVALRY,
    WADI_UNIT_TOWED_GUN,
    WADI_UNIT_FULLY_TRACKED,
    WADI_UNIT_MOTORCYCLE,
  };
  guint refused = 0;

  for (guint ford = 0; ford < 2; ford++)
    {
      if (ford)
        add (scenario, counter_at (scenario, WADI_COUNTER_FORD, "13P4"));
      for (WadiStreamDepth depth = WADI_STREAM_DRY; depth <= WADI_STREAM_FLOODED; depth++)
        for (guint c = 0; c < G_N_ELEMENTS (classes); c++)
          {
            g_autoptr(WadiRulesContext) ctx = NULL;
            WadiCounter    unit = unit_at (scenario, classes[c], WADI_POSITION_IN, "13P4");
            WadiMover      mover;
            WadiStep       step = { 0 };
            WadiMoveResult result;
            gboolean       placed;

            scenario->ssr.stream_depth = depth;
            ctx = wadi_rules_context_new (scenario);
            placed = check_code (scenario, &unit) == NULL;
            wadi_mover_init (&mover, classes[c], wadi_fixture_hex (scenario, "13O4"),
                             WADI_POSITION_GROUND);
            step.kind = WADI_STEP_ENTER;
            step.to = unit.hex;
            step.position = WADI_POSITION_IN;
            wadi_move_result_init (&result);
            wadi_movement_step (ctx, &mover, &step, &result);
            g_test_message ("ford %u, depth %d, class %d", ford, depth, classes[c]);
            g_assert_cmpint (result.allowed, ==, placed);
            if (!placed)
              refused++;
            wadi_move_result_clear (&result);
          }
    }
  /* Flooded: all five; deep: the motorcycle; with the ford, flooded is
   * deep: the motorcycle. */
  g_assert_cmpuint (refused, ==, 7);
}

static WadiScenario *
toi_scenario (void)
{
  WadiScenario  *scenario = wadi_scenario_new (WADI_RULESET_TOI);
  WadiGridLayout layout = { WADI_GRID_FLAT_TOP, WADI_STAGGER_ODD };

  scenario->ssr.toi_wadi_rules = TRUE;
  wadi_scenario_add_board (scenario, wadi_board_new ("1", 10, 10, layout, WADI_LABEL_ASL, 1));
  wadi_fixture_set_hex (scenario, "C3", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1);
  wadi_fixture_set_hex (scenario, "C5", WADI_TERRAIN_OPEN, 0, WADI_DEPRESSION_WADI, -1);
  set_flags (scenario, "C4", WADI_HEX_FLAG_WADI_BRIDGE | WADI_HEX_FLAG_ROAD);
  return scenario;
}

static WadiCounter
toi_unit (const WadiScenario *scenario,
          WadiPosition        position,
          const char         *side)
{
  WadiCounter unit = unit_at (scenario, WADI_UNIT_INFANTRY, position, "C4");

  unit.side = (char *) side;
  return unit;
}

/* The wadi bridge hex card: two levels; normal stacking limits apply to
 * each; opposing units may stand on different levels. */
static void
test_placement_toi_wadi_bridge (void)
{
  g_autoptr(WadiScenario) scenario = toi_scenario ();
  WadiCounter bridge = toi_unit (scenario, WADI_POSITION_BRIDGE, "German");
  WadiCounter wadi = toi_unit (scenario, WADI_POSITION_WADI, "British");
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(GArray) found = g_array_new (FALSE, TRUE, sizeof (WadiDiagnostic));
  WadiCounter extra;
  guint       first;

  g_assert_null (check_code (scenario, &bridge));
  first = wadi_scenario_add_counter (scenario, &bridge);
  g_assert_null (check_code (scenario, &bridge));
  wadi_scenario_add_counter (scenario, &bridge);
  /* The third unit on the bridge is one too many, but not under it. */
  g_assert_cmpstr (check_code (scenario, &bridge), ==, "stacking.toi-over-limit");
  g_assert_null (check_code (scenario, &wadi));
  wadi_scenario_add_counter (scenario, &wadi);
  g_assert_null (check_code (scenario, &wadi));

  /* A counter already there is not counted twice. */
  extra = *wadi_scenario_find_counter (scenario, first);
  g_assert_null (check_code (scenario, &extra));

  /* Opposing sides on one level. */
  wadi.side = (char *) "German";
  g_assert_cmpstr (check_code (scenario, &wadi), ==, "stacking.toi-opposing-sides");
  bridge.side = (char *) "British";
  g_assert_cmpstr (check_code (scenario, &bridge), ==, "stacking.toi-over-limit");

  /* A unit in the hex on neither level: a warning. */
  extra = toi_unit (scenario, WADI_POSITION_GROUND, "British");
  g_assert_true (reports (scenario, &extra, "placement.wadi-bridge-level-unset"));

  /* The whole hex: a third unit on the wadi level, of the other side. */
  wadi.side = (char *) "German";
  wadi_scenario_add_counter (scenario, &wadi);
  wadi_scenario_add_counter (scenario, &wadi);
  ctx = wadi_rules_context_new (scenario);
  wadi_placement_check_stacking (ctx, wadi.hex, found);
  g_assert_cmpuint (found->len, ==, 2);
  for (guint i = 0; i < found->len; i++)
    {
      const WadiDiagnostic *diagnostic = &g_array_index (found, WadiDiagnostic, i);

      g_assert_cmpint (diagnostic->place, ==, WADI_DIAG_AT_HEX);
      g_assert_cmpint (diagnostic->severity, ==, WADI_SEVERITY_ERROR);
    }
  g_assert_cmpstr (g_array_index (found, WadiDiagnostic, 0).code, ==, "stacking.toi-over-limit");
  g_assert_cmpstr (g_array_index (found, WadiDiagnostic, 1).code, ==, "stacking.toi-opposing-sides");

  /* Elsewhere a hex has one level. */
  extra = toi_unit (scenario, WADI_POSITION_BRIDGE, "German");
  extra.hex = wadi_fixture_hex (scenario, "C3");
  g_assert_cmpstr (check_code (scenario, &extra), ==, "placement.position-needs-wadi-bridge");

  /* Without the wadi rules a wadi is crevasse terrain (seed 001): the
   * bridge hex has one level, so its levels are errors and the sides
   * share it */
  scenario->ssr.toi_wadi_rules = FALSE;
  g_assert_cmpstr (check_code (scenario, &bridge), ==, "placement.level-without-wadi-rules");
  g_array_set_size (found, 0);
  g_clear_pointer (&ctx, wadi_rules_context_free);
  ctx = wadi_rules_context_new (scenario);
  wadi_placement_check_stacking (ctx, wadi.hex, found);
  g_assert_cmpuint (found->len, ==, 2);
  g_assert_cmpstr (g_array_index (found, WadiDiagnostic, 1).code, ==, "stacking.toi-opposing-sides");
  extra = toi_unit (scenario, WADI_POSITION_GROUND, "British");
  g_assert_false (reports (scenario, &extra, "placement.wadi-bridge-level-unset"));
}

/* The wadi bridge hex card's Example: a Panzer III and a German squad on
 * the bridge, two British squads in the wadi beneath, all in one hex. */
static void
test_placement_toi_wadi_bridge_example (void)
{
  g_autoptr(WadiScenario) scenario = toi_scenario ();
  WadiCounter panzer = toi_unit (scenario, WADI_POSITION_BRIDGE, "German");
  WadiCounter german = toi_unit (scenario, WADI_POSITION_BRIDGE, "German");
  WadiCounter british = toi_unit (scenario, WADI_POSITION_WADI, "British");
  WadiCounter third = toi_unit (scenario, WADI_POSITION_WADI, "German");
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(GArray) found = g_array_new (FALSE, TRUE, sizeof (WadiDiagnostic));
  guint ids[4];

  panzer.unit_class = WADI_UNIT_FULLY_TRACKED;
  ids[0] = wadi_scenario_add_counter (scenario, &panzer);
  ids[1] = wadi_scenario_add_counter (scenario, &german);
  ids[2] = wadi_scenario_add_counter (scenario, &british);
  ids[3] = wadi_scenario_add_counter (scenario, &british);

  /* Every unit may stand where it is, and the hex breaks no stacking rule:
   * the opposing sides are on different levels. */
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const WadiCounter *unit = wadi_scenario_find_counter (scenario, ids[i]);

      g_assert_nonnull (unit);
      g_assert_null (check_code (scenario, unit));
    }
  ctx = wadi_rules_context_new (scenario);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    wadi_placement_check_all (ctx, wadi_scenario_find_counter (scenario, ids[i]), found);
  wadi_placement_check_stacking (ctx, panzer.hex, found);
  g_assert_cmpuint (found->len, ==, 0);
  g_clear_pointer (&ctx, wadi_rules_context_free);

  /* A third German unit in the wadi with the British squads may not. */
  g_assert_nonnull (check_code (scenario, &third));
  g_assert_true (g_str_has_prefix (check_code (scenario, &third), "stacking.toi-"));
  third.id = wadi_scenario_add_counter (scenario, &third);
  ctx = wadi_rules_context_new (scenario);
  wadi_placement_check_stacking (ctx, third.hex, found);
  g_assert_cmpuint (found->len, ==, 2);
  g_assert_cmpstr (g_array_index (found, WadiDiagnostic, 0).code, ==, "stacking.toi-over-limit");
  g_assert_cmpstr (g_array_index (found, WadiDiagnostic, 1).code, ==, "stacking.toi-opposing-sides");
  g_clear_pointer (&ctx, wadi_rules_context_free);

  /* Within the limit, a German squad in the wadi with one British squad
   * is still opposing sides on one level. */
  wadi_scenario_remove_counter (scenario, ids[3]);
  g_assert_cmpstr (check_code (scenario, &third), ==, "stacking.toi-opposing-sides");
}

static void
test_placement_off_map (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  g_autoptr(GArray) found = g_array_new (FALSE, TRUE, sizeof (WadiDiagnostic));
  WadiCounter unit = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_GROUND, "25A1");

  unit.hex.col = 33;
  g_assert_cmpstr (check_code (scenario, &unit), ==, "placement.off-map");
  unit.hex.col = 0;
  unit.hex.row = 99; /* below the last board of the map */
  g_assert_cmpstr (check_code (scenario, &unit), ==, "placement.off-map");
  wadi_placement_check_all (ctx, &unit, found);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_cmpint (g_array_index (found, WadiDiagnostic, 0).place, ==, WADI_DIAG_AT_SCENARIO);
}

/* B20.98: "Despite the different elevation levels of units IN a
 * Depression and those in Crest status, both count toward the total hex
 * stacking limits of that hex."  The limit, three squads, is A5.1's (not
 * among the texts; docs/rules.md): two IN and two in Crest in 14T3 are one
 * over it, two IN in T3 and two Crest in S4 are not. */
static void
test_placement_b20_98_stacking (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(GArray) found = g_array_new (FALSE, TRUE, sizeof (WadiDiagnostic));
  WadiCounter in = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_IN, "14T3");
  WadiCounter crest = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_CREST, "14T3");
  WadiCounter elsewhere = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_CREST, "14S4");
  WadiCounter tank = unit_at (scenario, WADI_UNIT_FULLY_TRACKED, WADI_POSITION_IN, "14T3");

  wadi_scenario_add_counter (scenario, &in);
  wadi_scenario_add_counter (scenario, &in);
  wadi_scenario_add_counter (scenario, &tank);
  wadi_scenario_add_counter (scenario, &elsewhere);
  wadi_scenario_add_counter (scenario, &elsewhere);
  {
    g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);

    wadi_placement_check_stacking (ctx, in.hex, found);
    g_assert_cmpuint (found->len, ==, 0);
    wadi_placement_check_stacking (ctx, elsewhere.hex, found);
    g_assert_cmpuint (found->len, ==, 0);
  }
  wadi_scenario_add_counter (scenario, &crest);
  wadi_scenario_add_counter (scenario, &crest);
  {
    g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);

    wadi_placement_check_stacking (ctx, in.hex, found);
    g_assert_cmpuint (found->len, ==, 1);
    g_assert_cmpstr (g_array_index (found, WadiDiagnostic, 0).code, ==, "stacking.asl-over-limit");
    g_assert_cmpint (g_array_index (found, WadiDiagnostic, 0).severity, ==, WADI_SEVERITY_WARNING);
    g_assert_cmpstr (g_array_index (found, WadiDiagnostic, 0).rule, ==, "B20.98, A5.1");
  }
  /* A warning: the placement itself is not refused. */
  g_assert_null (check_code (scenario, &crest));

  /* Four on the ground of a hex without a Depression: the limit is A5.1's
   * alone, and the words say nothing of IN or Crest status (a try-out's
   * open-ground hex read of "units IN the Depression") */
  {
    WadiCounter open = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_GROUND, "14J7");
    g_autoptr(WadiRulesContext) ctx = NULL;
    const WadiDiagnostic *warning;

    g_assert_cmpint (wadi_board_cell (wadi_scenario_grid (scenario), open.hex)->depression, ==, WADI_DEPRESSION_NONE);
    for (int i = 0; i < 4; i++)
      wadi_scenario_add_counter (scenario, &open);
    ctx = wadi_rules_context_new (scenario);
    g_array_set_size (found, 0);
    wadi_placement_check_stacking (ctx, open.hex, found);
    g_assert_cmpuint (found->len, ==, 1);
    warning = &g_array_index (found, WadiDiagnostic, 0);
    g_assert_cmpstr (warning->code, ==, "stacking.asl-over-limit");
    g_assert_cmpstr (warning->rule, ==, "A5.1");
    g_assert_null (strstr (warning->message, "Depression"));
    g_assert_null (strstr (warning->message, "Crest"));
  }
}

/* B20.97: "Fortifications in a Depression hex are assumed to be IN the
 * Depression rather than in Crest status": said of a foxhole in a hex
 * with units in Crest status, not of one without. */
static void
test_placement_b20_97_fortifications (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  WadiCounter foxhole = counter_at (scenario, WADI_COUNTER_FOXHOLE, "14T3");
  WadiCounter crest = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_CREST, "14T3");
  WadiCounter in = unit_at (scenario, WADI_UNIT_INFANTRY, WADI_POSITION_IN, "14T3");

  wadi_scenario_add_counter (scenario, &in);
  g_assert_false (reports (scenario, &foxhole, "fortification.in-depression"));
  wadi_scenario_add_counter (scenario, &crest);
  g_assert_true (reports (scenario, &foxhole, "fortification.in-depression"));
  g_assert_null (check_code (scenario, &foxhole));
}

/* Issue 28: a hex of 20 000 counters says, counter for counter, what a
 * hex of four of the same kinds says (each check reads what the hex
 * holds once, not each counter of it again: 20 000 in one hex took
 * seconds, as many spread a tenth of one). */
static GHashTable *
codes_of_stack (guint n)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  g_autoptr(GArray) found = NULL;
  GHashTable *codes = g_hash_table_new (g_str_hash, g_str_equal);
  WadiHex     hex;
  guint       first_id = scenario->next_counter_id;

  wadi_fixture_locate (scenario, "14S4", &hex);
  for (guint i = 0; i < n; i++)
    {
      WadiCounter counter = { 0 };

      counter.hex = hex;
      switch (i % 4)
        {
        case 0:
          counter.kind = WADI_COUNTER_UNIT;
          counter.position = WADI_POSITION_CREST;
          break;
        case 1:
          counter.kind = WADI_COUNTER_FOXHOLE;
          break;
        case 2:
          counter.kind = WADI_COUNTER_FORD;
          break;
        default:
          counter.kind = WADI_COUNTER_UNIT;
          counter.unit_class = WADI_UNIT_TRUCK;
          break;
        }
      wadi_scenario_add_counter (scenario, &counter);
    }
  ctx = wadi_rules_context_new (scenario);
  /* the first of each kind, and the positions the hex's units stand in */
  g_assert_cmpuint (wadi_rules_context_find_counter (ctx, hex, WADI_COUNTER_UNIT)->id, ==, first_id);
  g_assert_cmpuint (wadi_rules_context_find_counter (ctx, hex, WADI_COUNTER_FOXHOLE)->id, ==, first_id + 1);
  g_assert_cmpuint (wadi_rules_context_find_counter (ctx, hex, WADI_COUNTER_FORD)->id, ==, first_id + 2);
  g_assert_null (wadi_rules_context_find_counter (ctx, hex, WADI_COUNTER_BRIDGE));
  g_assert_true (wadi_rules_context_has_unit_at (ctx, hex, WADI_POSITION_CREST));
  g_assert_true (wadi_rules_context_has_unit_at (ctx, hex, WADI_POSITION_GROUND));
  g_assert_false (wadi_rules_context_has_unit_at (ctx, hex, WADI_POSITION_IN));
  g_assert_cmpuint (wadi_rules_context_counters_at (ctx, hex)->len, ==, n);

  found = wadi_validate_all (ctx);
  for (guint i = 0; i < found->len; i++)
    {
      const WadiDiagnostic *d = &g_array_index (found, WadiDiagnostic, i);
      guint                 count;

      if (!wadi_hex_equal (d->hex, hex))
        continue;
      /* a counter's diagnostic counts once; the hex's counts apart */
      count = GPOINTER_TO_UINT (g_hash_table_lookup (codes, d->code));
      g_hash_table_insert (codes, (gpointer) d->code, GUINT_TO_POINTER (count + 1));
    }
  return codes;
}

static void
test_placement_big_stack (void)
{
  const guint n = 20000;
  g_autoptr(GHashTable) four = codes_of_stack (4);
  g_autoptr(GHashTable) many = codes_of_stack (n);
  GHashTableIter iter;
  gpointer       code, count;

  /* a stack of 10 000 infantry is over the hex's limit, once */
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (many, "stacking.asl-over-limit")), ==, 1);
  g_assert_false (g_hash_table_contains (four, "stacking.asl-over-limit"));
  /* every ford but the first is one too many (n / 4 of them) */
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (many, "placement.marker-twice")), ==, n / 4 - 1);
  g_assert_false (g_hash_table_contains (four, "placement.marker-twice"));
  g_assert_cmpuint (g_hash_table_size (many), ==, g_hash_table_size (four) + 2);
  g_assert_true (g_hash_table_contains (four, "fortification.in-depression"));
  g_hash_table_iter_init (&iter, four);
  while (g_hash_table_iter_next (&iter, &code, &count))
    {
      guint expected = GPOINTER_TO_UINT (count) * (n / 4);

      g_test_message ("%s: %u", (const char *) code, expected);
      g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (many, code)), ==, expected);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/placement/ford", test_placement_ford);
  g_test_add_func ("/placement/bridge", test_placement_bridge);
  g_test_add_func ("/placement/marker-twice", test_placement_marker_twice);
  g_test_add_func ("/placement/crest-like-movement", test_placement_crest_like_movement);
  g_test_add_func ("/placement/no-crest-in-flooded-stream", test_placement_no_crest_in_flooded_stream);
  g_test_add_func ("/placement/stream-like-movement", test_placement_stream_like_movement);
  g_test_add_func ("/placement/crest", test_placement_crest);
  g_test_add_func ("/placement/vehicle-crest", test_placement_vehicle_crest);
  g_test_add_func ("/placement/fortifications", test_placement_fortifications);
  g_test_add_func ("/placement/vehicles-in-streams", test_placement_vehicles_in_streams);
  g_test_add_func ("/placement/positions", test_placement_positions);
  g_test_add_func ("/placement/toi-wadi-bridge", test_placement_toi_wadi_bridge);
  g_test_add_func ("/placement/toi-wadi-bridge-example", test_placement_toi_wadi_bridge_example);
  g_test_add_func ("/placement/off-map", test_placement_off_map);
  g_test_add_func ("/placement/b20.98-stacking", test_placement_b20_98_stacking);
  g_test_add_func ("/placement/b20.97-fortifications", test_placement_b20_97_fortifications);
  g_test_add_func ("/placement/big-stack", test_placement_big_stack);
  return g_test_run ();
}
