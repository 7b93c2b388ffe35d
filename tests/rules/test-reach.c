/* test-reach.c: a reach is the least sum of wadi_movement_step ()'s costs */
#include "config.h"

#include <math.h>

#include "wadi-reach.h"
#include "wadi-test-rules.h"

#define EPSILON 1e-9

/* The path to each reached hex, replayed as a maneuver from the start,
 * costs what the reach says and ends where it says. */
static void
assert_paths (const WadiRulesContext *ctx,
              const WadiReach        *reach)
{
  g_autoptr(GArray) steps = g_array_new (FALSE, TRUE, sizeof (WadiStep));
  WadiMoveResult result;

  wadi_move_result_init (&result);
  for (guint i = 0; i < wadi_reach_n_hexes (reach); i++)
    {
      const WadiReachHex *hex = wadi_reach_hex_nth (reach, i);
      g_autoptr(GArray) path = wadi_reach_path (reach, hex->hex);
      double sum = 0;

      g_assert_nonnull (path);
      g_assert_true (wadi_reach_lookup (reach, hex->hex) == hex);
      g_assert_cmpfloat (hex->cost, <=, wadi_reach_budget (reach) + EPSILON);
      g_array_set_size (steps, 0);
      for (guint k = 1; k < path->len; k++)
        {
          const WadiReachNode *node = &g_array_index (path, WadiReachNode, k);

          g_array_append_val (steps, node->step);
          sum += node->step_cost;
          g_assert_cmpfloat (fabs (node->total - sum), <, EPSILON);
        }
      if (i == 0)
        {
          /* the start, at no cost */
          g_assert_cmpuint (path->len, ==, 1);
          g_assert_cmpfloat (hex->cost, ==, 0);
          continue;
        }
      if (steps->len == 1)
        wadi_movement_step (ctx, wadi_reach_start (reach), &g_array_index (steps, WadiStep, 0), &result);
      else
        wadi_movement_maneuver (ctx, wadi_reach_start (reach), (const WadiStep *) (gpointer) steps->data,
                                steps->len, &result);
      g_assert_true (result.allowed);
      g_assert_cmpfloat (fabs (wadi_move_result_total (&result) - hex->cost), <, EPSILON);
      g_assert_true (wadi_hex_equal (result.after.hex, hex->hex));
      g_assert_cmpint (result.after.position, ==, hex->position);
      g_assert_cmpint (result.damage_rolls, ==, hex->damage_rolls);
      if (i > 0)
        g_assert_cmpfloat (hex->cost, >=, wadi_reach_hex_nth (reach, i - 1)->cost - EPSILON);
    }
  wadi_move_result_clear (&result);
}

/* The mover at the end of the reach's path to hex (the start for it). */
static WadiMover
mover_at_end (const WadiRulesContext *ctx,
              const WadiReach        *reach,
              WadiHex                 hex)
{
  g_autoptr(GArray) path = wadi_reach_path (reach, hex);
  g_autoptr(GArray) steps = g_array_new (FALSE, TRUE, sizeof (WadiStep));
  WadiMoveResult result;
  WadiMover      mover;

  for (guint k = 1; k < path->len; k++)
    g_array_append_val (steps, g_array_index (path, WadiReachNode, k).step);
  if (steps->len == 0)
    return *wadi_reach_start (reach);
  wadi_move_result_init (&result);
  wadi_movement_maneuver (ctx, wadi_reach_start (reach), (const WadiStep *) (gpointer) steps->data, steps->len,
                          &result);
  g_assert_true (result.allowed);
  mover = result.after;
  wadi_move_result_clear (&result);
  return mover;
}

/* Relaxation: from the end of each hex's cheapest path, no step (into any
 * adjacent hex at any position, or to any position within the hex, with
 * every Crest centre or CAFP) reaches a state more cheaply than the reach
 * says, nor a state it missed within the budget. */
static void
assert_relaxed (const WadiRulesContext *ctx,
                const WadiReach        *reach)
{
  const WadiBoard *map = wadi_rules_context_map (ctx);
  WadiMoveResult   result;
  guint            tried = 0;

  wadi_move_result_init (&result);
  for (guint i = 0; i < wadi_reach_n_hexes (reach); i++)
    {
      const WadiReachHex *hex = wadi_reach_hex_nth (reach, i);
      WadiMover           mover;

      if (hex->ended)
        continue;
      mover = mover_at_end (ctx, reach, hex->hex);
      for (int d = -1; d < WADI_DIRECTION_COUNT; d++)
        for (WadiPosition p = 0; p < WADI_POSITION_COUNT; p++)
          for (int k = 0; k < WADI_DIRECTION_COUNT; k++)
            {
              WadiStep step = { 0 };
              double   cost, known;

              step.kind = d < 0 ? WADI_STEP_POSITION : WADI_STEP_ENTER;
              step.to = d < 0 ? hex->hex : wadi_hex_neighbor (map->layout, hex->hex, (WadiDirection) d);
              step.position = p;
              step.crest_centre = (WadiDirection) k;
              step.crest_vertex = (WadiVertexIndex) k;
              if (k > 0 && p != WADI_POSITION_CREST)
                break;
              wadi_movement_step (ctx, &mover, &step, &result);
              tried++;
              if (!result.allowed)
                continue;
              cost = hex->cost + wadi_move_result_total (&result);
              if (cost > wadi_reach_budget (reach) + EPSILON)
                continue;
              known = wadi_reach_state_cost (reach, step.to, result.after.position);
              if (known < 0 || known > cost + EPSILON)
                g_error ("from (%d,%d) %s at %g, a step to (%d,%d) %s costs %g: the reach says %g", hex->hex.col,
                         hex->hex.row, wadi_position_name (hex->position), hex->cost, step.to.col, step.to.row,
                         wadi_position_name (result.after.position), cost, known);
            }
    }
  wadi_move_result_clear (&result);
  g_assert_cmpuint (tried, >, 0);
}

static void
check_reach (const WadiRulesContext *ctx,
             const WadiReach        *reach)
{
  g_assert_nonnull (reach);
  g_assert_cmpuint (wadi_reach_n_hexes (reach), >, 1);
  assert_paths (ctx, reach);
  assert_relaxed (ctx, reach);
}

/* F5.2 and friends on board 25, from several starts, Infantry and tanks */
static void
test_asl_property (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  static const struct
  {
    const char   *label;
    WadiPosition  position;
    WadiUnitClass unit_class;
    double        budget;
  } starts[] = {
    { "25G10", WADI_POSITION_GROUND, WADI_UNIT_INFANTRY, 6 },
    { "25I9", WADI_POSITION_IN, WADI_UNIT_INFANTRY, 4 },
    { "13P5", WADI_POSITION_IN, WADI_UNIT_INFANTRY, 4 },
    { "25D2", WADI_POSITION_IN, WADI_UNIT_FULLY_TRACKED, 12 },
    { "25J5", WADI_POSITION_GROUND, WADI_UNIT_HALFTRACK, 10 },
    { "14P5", WADI_POSITION_GROUND, WADI_UNIT_TRUCK, 8 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (starts); i++)
    {
      WadiMover mover = wadi_test_mover (scenario, starts[i].unit_class, starts[i].label, starts[i].position);
      g_autoptr(WadiReach) reach = wadi_reach_new (ctx, &mover, starts[i].budget);

      check_reach (ctx, reach);
      g_assert_cmpstr (wadi_reach_unit (reach), ==, wadi_unit_class_is_vehicle (starts[i].unit_class) ? "MP" : "MF");
    }
}

/* F5.2's worked moves, reached from their start: 25G10 INTO G9 (2 MF,
 * 3 MP), IN I9 INTO J8 (4 MF), J5 to Crest in K5 (3 MF). */
static void
test_asl_examples (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiMover infantry = wadi_test_mover (scenario, WADI_UNIT_INFANTRY, "25G10", WADI_POSITION_GROUND);
  WadiMover tank = wadi_test_mover (scenario, WADI_UNIT_FULLY_TRACKED, "25G10", WADI_POSITION_GROUND);
  WadiMover in_i9 = wadi_test_mover (scenario, WADI_UNIT_INFANTRY, "25I9", WADI_POSITION_IN);
  WadiMover at_j5 = wadi_test_mover (scenario, WADI_UNIT_INFANTRY, "25J5", WADI_POSITION_GROUND);
  g_autoptr(WadiReach) by_foot = wadi_reach_new (ctx, &infantry, 4);
  g_autoptr(WadiReach) by_tank = wadi_reach_new (ctx, &tank, 6);
  g_autoptr(WadiReach) from_i9 = wadi_reach_new (ctx, &in_i9, 4);
  g_autoptr(WadiReach) from_j5 = wadi_reach_new (ctx, &at_j5, 3);
  WadiHex g9 = wadi_fixture_hex (scenario, "25G9");

  g_assert_cmpfloat (wadi_reach_state_cost (by_foot, g9, WADI_POSITION_IN), ==, 2);
  g_assert_cmpfloat (wadi_reach_state_cost (by_tank, g9, WADI_POSITION_IN), ==, 3);
  g_assert_cmpfloat (wadi_reach_state_cost (from_i9, wadi_fixture_hex (scenario, "25J8"), WADI_POSITION_IN), <=, 4);
  g_assert_cmpfloat (wadi_reach_state_cost (from_j5, wadi_fixture_hex (scenario, "25K5"), WADI_POSITION_CREST), ==,
                     3);
  /* within 3 MF the Crest is the only way into K5 */
  g_assert_cmpfloat (wadi_reach_state_cost (from_j5, wadi_fixture_hex (scenario, "25K5"), WADI_POSITION_IN), ==, -1);
  check_reach (ctx, by_foot);
  check_reach (ctx, by_tank);
  check_reach (ctx, from_j5);
}

/* Across the seam of two boards side by side: 25GG5 is 14A5 */
static void
test_across_seam (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_seam ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiMover mover = wadi_test_mover (scenario, WADI_UNIT_INFANTRY, "25FF5", WADI_POSITION_GROUND);
  g_autoptr(WadiReach) reach = wadi_reach_new (ctx, &mover, 3);

  check_reach (ctx, reach);
  g_assert_nonnull (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "14B5")));
  g_assert_cmpfloat (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "14C5"))->cost, ==, 3);
  g_assert_null (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "14D5")));
}

/* Days of the Fox movement examples 1, 3 and 5 reached from their start,
 * and the property on the whole board for each class and side. */
static void
test_toi_examples (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiMover tank = wadi_test_mover (scenario, WADI_UNIT_FULLY_TRACKED, "A2", WADI_POSITION_GROUND);
  WadiMover halftrack = wadi_test_mover (scenario, WADI_UNIT_HALFTRACK, "C2", WADI_POSITION_GROUND);
  WadiMover german = wadi_test_mover (scenario, WADI_UNIT_FULLY_TRACKED, "E1", WADI_POSITION_GROUND);
  WadiMover squad = wadi_test_mover (scenario, WADI_UNIT_INFANTRY, "F2", WADI_POSITION_GROUND);
  WadiHex   e3 = wadi_fixture_hex (scenario, "E3");

  tank.side = "British";
  german.side = "German";
  squad.side = "German";
  {
    g_autoptr(WadiReach) reach = wadi_reach_new (ctx, &tank, 5);

    check_reach (ctx, reach);
    /* example 1: the wadi level of E3 within 5 MP */
    g_assert_cmpfloat (wadi_reach_state_cost (reach, e3, WADI_POSITION_WADI), >=, 0);
    g_assert_cmpfloat (wadi_reach_state_cost (reach, e3, WADI_POSITION_WADI), <=, 5);
  }
  {
    g_autoptr(WadiReach) reach = wadi_reach_new (ctx, &halftrack, 3);
    const WadiReachHex *c4;

    check_reach (ctx, reach);
    /* example 3: into the wadi at C3 (a damage roll) */
    g_assert_cmpint (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "C3"))->damage_rolls, ==, 1);
    g_assert_true (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "C3"))->effects
                   & WADI_REACH_EFFECT (WADI_EFFECT_DAMAGE_ROLL));
    c4 = wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "C4"));
    g_assert_nonnull (c4);
    g_assert_cmpfloat (c4->cost, <=, 3);
  }
  {
    g_autoptr(WadiReach) reach = wadi_reach_new (ctx, &german, 2);

    check_reach (ctx, reach);
    /* example 5: along the road onto the bridge of E3, 2 MP */
    g_assert_cmpfloat (wadi_reach_state_cost (reach, e3, WADI_POSITION_BRIDGE), ==, 2);
    g_assert_cmpfloat (wadi_reach_state_cost (reach, e3, WADI_POSITION_WADI), ==, -1);
  }
  {
    g_autoptr(WadiReach) reach = wadi_reach_new (ctx, &squad, 4);

    /* example 2: the German squad cannot take the wadi level the British
     * hold, but the bridge, in 1 MP */
    check_reach (ctx, reach);
    g_assert_cmpfloat (wadi_reach_state_cost (reach, e3, WADI_POSITION_BRIDGE), ==, 1);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/reach/asl/property", test_asl_property);
  g_test_add_func ("/reach/asl/examples", test_asl_examples);
  g_test_add_func ("/reach/across-seam", test_across_seam);
  g_test_add_func ("/reach/toi/examples", test_toi_examples);
  return g_test_run ();
}
