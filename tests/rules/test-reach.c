/* test-reach.c: a reach is the least sum of wadi_movement_step ()'s costs */
#include "config.h"

#include <math.h>

#include "wadi-move-result.h"
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
      g_assert_cmpfloat (hex->cost, <=, wadi_reach_allowance (reach) + EPSILON);
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

/* Whether the reach's options let the mover at hex take step (from
 * facing, with the VCA option): a road move only along the road at ground
 * or bridge level, a vehicle with a VCA forward into the hex in front of
 * it or in Reverse into the hex behind (any hexside from Crest status). */
static gboolean
option_allows (const WadiRulesContext *ctx,
               const WadiReach        *reach,
               const WadiReachHex     *hex,
               const WadiStep         *step)
{
  const WadiReachOptions *options = wadi_reach_options (reach);
  const WadiBoard        *map = wadi_rules_context_map (ctx);
  WadiDirection           d;

  if (step->kind == WADI_STEP_VCA)
    return options->vca;
  if (step->kind == WADI_STEP_POSITION)
    return !options->road && (!step->reverse || options->vca);
  if (!wadi_hex_direction_to (map->layout, hex->hex, step->to, &d))
    return FALSE;
  if (options->road
      && (!wadi_move_along_road (map, hex->hex, d)
          || (step->position != WADI_POSITION_GROUND && step->position != WADI_POSITION_BRIDGE)))
    return FALSE;
  if (!options->vca)
    return !step->reverse;
  if (hex->position == WADI_POSITION_CREST)
    return TRUE;
  return d == (step->reverse ? (hex->facing + 3) % WADI_DIRECTION_COUNT : hex->facing);
}

/* The facing after step from hex (with the VCA option). */
static WadiDirection
facing_after (const WadiRulesContext *ctx,
              const WadiReachHex     *hex,
              const WadiStep         *step)
{
  WadiDirection d = 0;

  if (step->kind == WADI_STEP_VCA)
    return (WadiDirection) ((hex->facing + step->hexspines + WADI_DIRECTION_COUNT) % WADI_DIRECTION_COUNT);
  if (step->kind == WADI_STEP_ENTER && hex->position == WADI_POSITION_CREST
      && wadi_hex_direction_to (wadi_rules_context_map (ctx)->layout, hex->hex, step->to, &d))
    return step->reverse ? (WadiDirection) ((d + 3) % WADI_DIRECTION_COUNT) : d;
  return hex->facing;
}

/* Relaxation: from the end of each hex's cheapest path, no step (into any
 * adjacent hex at any position, or to any position within the hex, with
 * every Crest centre or CAFP, forward or in Reverse, and every VCA change)
 * that the reach's options allow reaches a state more cheaply than the
 * reach says, nor a state it missed within the budget. */
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
      for (int d = -2; d < WADI_DIRECTION_COUNT; d++)
        for (WadiPosition p = 0; p < WADI_POSITION_COUNT; p++)
          for (int k = 0; k < 2 * WADI_DIRECTION_COUNT; k++)
            {
              WadiStep step = { 0 };
              double   cost, known;

              step.kind = d == -2 ? WADI_STEP_VCA : d < 0 ? WADI_STEP_POSITION
                                                          : WADI_STEP_ENTER;
              step.to = d < 0 ? hex->hex : wadi_hex_neighbor (map->layout, hex->hex, (WadiDirection) d);
              step.position = p;
              /* Reverse in the second half of k */
              step.reverse = k >= WADI_DIRECTION_COUNT;
              step.crest_centre = (WadiDirection) (k % WADI_DIRECTION_COUNT);
              step.crest_vertex = (WadiVertexIndex) (k % WADI_DIRECTION_COUNT);
              if (step.kind == WADI_STEP_VCA)
                {
                  /* -2 .. 3 hexspines, once */
                  if (p > 0 || k >= WADI_DIRECTION_COUNT || k == 2)
                    continue;
                  step.hexspines = k - 2;
                  step.reverse = FALSE;
                }
              else if (k % WADI_DIRECTION_COUNT > 0 && p != WADI_POSITION_CREST)
                continue;
              if (!option_allows (ctx, reach, hex, &step))
                continue;
              wadi_movement_step (ctx, &mover, &step, &result);
              tried++;
              if (!result.allowed)
                continue;
              cost = hex->cost + wadi_move_result_total (&result);
              if (cost > wadi_reach_allowance (reach) + EPSILON)
                continue;
              known = wadi_reach_options (reach)->vca
                          ? wadi_reach_facing_cost (reach, step.to, result.after.position,
                                                    facing_after (ctx, hex, &step))
                          : wadi_reach_state_cost (reach, step.to, result.after.position);
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

/* With the VCA option each step of a path keeps to the facing: a move
 * forward enters the hex in front, a Reverse the hex behind (from outside
 * Crest status), keeping the facing; a VCA change turns it. */
static void
assert_facing_kept (const WadiRulesContext *ctx,
                    const WadiReach        *reach)
{
  const WadiBoard *map = wadi_rules_context_map (ctx);

  for (guint i = 0; i < wadi_reach_n_hexes (reach); i++)
    {
      g_autoptr(GArray) path = wadi_reach_path (reach, wadi_reach_hex_nth (reach, i)->hex);

      g_assert_cmpint (g_array_index (path, WadiReachNode, 0).facing, ==, wadi_reach_options (reach)->start_vca);
      g_assert_cmpint (wadi_reach_hex_nth (reach, i)->facing, ==,
                       g_array_index (path, WadiReachNode, path->len - 1).facing);
      for (guint k = 1; k < path->len; k++)
        {
          const WadiReachNode *before = &g_array_index (path, WadiReachNode, k - 1);
          const WadiReachNode *node = &g_array_index (path, WadiReachNode, k);
          WadiDirection        ahead = node->step.reverse ? (before->facing + 3) % WADI_DIRECTION_COUNT : before->facing;

          if (node->step.kind == WADI_STEP_VCA)
            g_assert_cmpint (node->facing, ==,
                             (before->facing + node->step.hexspines + WADI_DIRECTION_COUNT) % WADI_DIRECTION_COUNT);
          else if (node->step.kind == WADI_STEP_ENTER && before->position != WADI_POSITION_CREST)
            {
              g_assert_true (wadi_hex_equal (node->hex, wadi_hex_neighbor (map->layout, before->hex, ahead)));
              g_assert_cmpint (node->facing, ==, before->facing);
            }
        }
    }
}

/* The VCA option, worked by hand on open ground (1 MP a hex, 1 MP a
 * hexspine, F5.42): a tank in 25E5 facing north (direction 0) enters E4
 * for 1 MP, F5 or D5 (north-east, north-west) for 1 + 1 after turning one
 * hexspine, and E6 behind it for 3 [turn three hexspines] + 1 = 4 MP, or
 * in Reverse 1 x 4 = 4 (D2.21); with a Reverse multiplier of 5 only the
 * turn does.  Without the option every neighbour costs 1. */
static void
test_vca (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_seam ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiMover        tank = wadi_test_mover (scenario, WADI_UNIT_FULLY_TRACKED, "25E5", WADI_POSITION_GROUND);
  WadiReachOptions facing_north = { .vca = TRUE, .start_vca = 0 };
  WadiHex          e4 = wadi_fixture_hex (scenario, "25E4");
  WadiHex          e6 = wadi_fixture_hex (scenario, "25E6");
  WadiHex          behind_right = wadi_hex_neighbor (wadi_rules_context_map (ctx)->layout, wadi_fixture_hex (scenario, "25E5"), 2);
  const char      *reason = NULL, *rule = NULL;

  {
    g_autoptr(WadiReach) free_facing = wadi_reach_new (ctx, &tank, 4);
    g_autoptr(WadiReach) reach = wadi_reach_new_full (ctx, &tank, 4, &facing_north);
    g_autoptr(GArray) path = NULL;

    check_reach (ctx, reach);
    assert_facing_kept (ctx, reach);
    g_assert_cmpfloat (wadi_reach_lookup (free_facing, e6)->cost, ==, 1);
    g_assert_cmpfloat (wadi_reach_lookup (reach, e4)->cost, ==, 1);
    g_assert_cmpfloat (wadi_reach_lookup (reach, behind_right)->cost, ==, 3);
    g_assert_cmpfloat (wadi_reach_lookup (reach, e6)->cost, ==, 4);
    /* facing north in E4, or south after the turn: not both the same */
    g_assert_cmpfloat (wadi_reach_facing_cost (reach, e4, WADI_POSITION_GROUND, 0), ==, 1);
    g_assert_cmpfloat (wadi_reach_facing_cost (reach, e4, WADI_POSITION_GROUND, 3), ==, 4);
    g_assert_cmpfloat (wadi_reach_facing_cost (reach, e4, WADI_POSITION_GROUND, 1), ==, 2);
    path = wadi_reach_path (reach, e4);
    g_assert_cmpuint (path->len, ==, 2);
  }
  tank.reverse_multiplier = 5;
  {
    g_autoptr(WadiReach) reach = wadi_reach_new_full (ctx, &tank, 4, &facing_north);
    g_autoptr(GArray) path = wadi_reach_path (reach, e6);
    const WadiReachNode *turn, *enter;

    check_reach (ctx, reach);
    assert_facing_kept (ctx, reach);
    g_assert_cmpuint (path->len, ==, 3);
    turn = &g_array_index (path, WadiReachNode, 1);
    enter = &g_array_index (path, WadiReachNode, 2);
    g_assert_cmpint (turn->step.kind, ==, WADI_STEP_VCA);
    g_assert_cmpint (abs (turn->step.hexspines), ==, 3);
    g_assert_cmpfloat (turn->step_cost, ==, 3);
    g_assert_cmpint (turn->facing, ==, 3);
    g_assert_cmpint (enter->step.kind, ==, WADI_STEP_ENTER);
    g_assert_false (enter->step.reverse);
    g_assert_cmpfloat (enter->total, ==, 4);
  }
  tank.reverse_multiplier = 2;
  {
    /* a cheap Reverse beats the turn: E6 for 1 x 2 */
    g_autoptr(WadiReach) reach = wadi_reach_new_full (ctx, &tank, 4, &facing_north);
    g_autoptr(GArray) path = wadi_reach_path (reach, e6);

    check_reach (ctx, reach);
    g_assert_cmpfloat (wadi_reach_lookup (reach, e6)->cost, ==, 2);
    g_assert_true (g_array_index (path, WadiReachNode, 1).step.reverse);
    g_assert_cmpint (wadi_reach_lookup (reach, e6)->facing, ==, 0);
  }
  /* Infantry have no VCA in ASL */
  {
    WadiMover infantry = wadi_test_mover (scenario, WADI_UNIT_INFANTRY, "25E5", WADI_POSITION_GROUND);

    g_assert_false (wadi_reach_options_check (ctx, &infantry, &facing_north, &reason, &rule));
    g_assert_nonnull (reason);
    g_assert_null (wadi_reach_new_full (ctx, &infantry, 4, &facing_north));
  }
}

/* The VCA option from the worked examples of F5.42 and F5.422 (board 25's
 * wadi, a tank IN D2 and the Crest vehicles): the property holds. */
static void
test_vca_property (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  static const char *const starts[] = { "25D2", "25J5", "25G10", "25U4" };

  for (gsize i = 0; i < G_N_ELEMENTS (starts); i++)
    for (WadiDirection facing = 0; facing < WADI_DIRECTION_COUNT; facing += 2)
      {
        WadiPosition     position = i == 0 ? WADI_POSITION_IN : WADI_POSITION_GROUND;
        WadiMover        tank = wadi_test_mover (scenario, WADI_UNIT_FULLY_TRACKED, starts[i], position);
        WadiReachOptions options = { .vca = TRUE, .start_vca = facing };
        g_autoptr(WadiReach) reach = wadi_reach_new_full (ctx, &tank, 10, &options);
        g_autoptr(WadiReach) free_facing = wadi_reach_new (ctx, &tank, 10);

        check_reach (ctx, reach);
        assert_facing_kept (ctx, reach);
        /* a facing only ever costs more */
        for (guint k = 0; k < wadi_reach_n_hexes (reach); k++)
          {
            const WadiReachHex *hex = wadi_reach_hex_nth (reach, k);

            g_assert_nonnull (wadi_reach_lookup (free_facing, hex->hex));
            g_assert_cmpfloat (wadi_reach_lookup (free_facing, hex->hex)->cost, <=, hex->cost + EPSILON);
          }
      }
}

/* Double Time (A4.71): + 1 MF and CX.  Infantry in 25E5 on open ground
 * with 2 MF and Double Time reach exactly the hexes of 3 MF, at the same
 * costs, every one CX; the steps themselves bring no CX. */
static void
test_double_time (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_seam ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiMover        infantry = wadi_test_mover (scenario, WADI_UNIT_INFANTRY, "25E5", WADI_POSITION_GROUND);
  WadiMover        tank = wadi_test_mover (scenario, WADI_UNIT_FULLY_TRACKED, "25E5", WADI_POSITION_GROUND);
  WadiReachOptions double_time = { .double_time = TRUE };
  g_autoptr(WadiReach) reach = wadi_reach_new_full (ctx, &infantry, 2, &double_time);
  g_autoptr(WadiReach) three = wadi_reach_new (ctx, &infantry, 3);
  const char *rules = NULL, *reason = NULL, *rule = NULL;

  check_reach (ctx, reach);
  g_assert_cmpfloat (wadi_reach_budget (reach), ==, 2);
  g_assert_cmpfloat (wadi_reach_allowance (reach), ==, 3);
  g_assert_cmpfloat (wadi_reach_options_bonus (ctx, &infantry, &double_time, &rules), ==, 1);
  g_assert_cmpstr (rules, ==, "A4.71");
  /* 1 + 6 + 12 + 18 hexes within three hexes */
  g_assert_cmpuint (wadi_reach_n_hexes (reach), ==, 37);
  g_assert_cmpuint (wadi_reach_n_hexes (reach), ==, wadi_reach_n_hexes (three));
  for (guint i = 0; i < wadi_reach_n_hexes (reach); i++)
    {
      const WadiReachHex *hex = wadi_reach_hex_nth (reach, i);

      g_assert_nonnull (wadi_reach_lookup (three, hex->hex));
      g_assert_cmpfloat (wadi_reach_lookup (three, hex->hex)->cost, ==, hex->cost);
      g_assert_true (hex->effects & WADI_REACH_EFFECT (WADI_EFFECT_CX));
      g_assert_false (hex->step_effects & WADI_REACH_EFFECT (WADI_EFFECT_CX));
    }
  /* only Infantry declare it */
  g_assert_false (wadi_reach_options_check (ctx, &tank, &double_time, &reason, &rule));
  g_assert_cmpstr (rule, ==, "A4.71");
  g_assert_null (wadi_reach_new_full (ctx, &tank, 4, &double_time));
}

/* A deep stream makes Infantry CX on its own (B20.43): with Double Time
 * every hex is CX, and those whose path goes IN the stream say so apart
 * (step_effects). */
static void
test_double_time_deep_stream (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_asl_examples ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  WadiMover        infantry;
  WadiReachOptions double_time = { .double_time = TRUE };
  g_autoptr(WadiReach) reach = NULL;
  guint by_stream = 0;

  scenario->ssr.stream_depth = WADI_STREAM_DEEP;
  ctx = wadi_rules_context_new (scenario);
  infantry = wadi_test_mover (scenario, WADI_UNIT_INFANTRY, "13P3", WADI_POSITION_GROUND);
  /* enough to cross the stream: the far bank's paths go IN it */
  reach = wadi_reach_new_full (ctx, &infantry, 8, &double_time);
  check_reach (ctx, reach);
  for (guint i = 0; i < wadi_reach_n_hexes (reach); i++)
    {
      const WadiReachHex *hex = wadi_reach_hex_nth (reach, i);

      g_assert_true (hex->effects & WADI_REACH_EFFECT (WADI_EFFECT_CX));
      if (hex->step_effects & WADI_REACH_EFFECT (WADI_EFFECT_CX))
        by_stream++;
    }
  g_assert_cmpuint (by_stream, >, 0);
}

/* A road move, classic TEC (seed 004, ROADS): from A2 along the road
 * A2-B2-C2-D2 at 1/2 MF a hex (C2 woods and D2 swamp along the road),
 * nothing off the road. */
static void
test_road_classic (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_classic_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiMover        tank = wadi_test_mover (scenario, WADI_UNIT_FULLY_TRACKED, "A2", WADI_POSITION_GROUND);
  WadiMover        in_town = wadi_test_mover (scenario, WADI_UNIT_FULLY_TRACKED, "E4", WADI_POSITION_GROUND);
  WadiReachOptions road = { .road = TRUE };
  g_autoptr(WadiReach) reach = wadi_reach_new_full (ctx, &tank, 4, &road);
  const char *reason = NULL, *rule = NULL;

  check_reach (ctx, reach);
  g_assert_cmpfloat (wadi_reach_allowance (reach), ==, 4);
  g_assert_cmpfloat (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "B2"))->cost, ==, 0.5);
  g_assert_cmpfloat (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "C2"))->cost, ==, 1);
  g_assert_cmpfloat (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "D2"))->cost, ==, 1.5);
  g_assert_null (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "A3")));
  g_assert_null (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "B1")));
  /* A2, B2, C2, D2: the town E2 is not on the road */
  g_assert_cmpuint (wadi_reach_n_hexes (reach), ==, 4);
  /* no road leaves a hilltop */
  g_assert_false (wadi_reach_options_check (ctx, &in_town, &road, &reason, &rule));
  g_assert_cmpstr (rule, ==, "TEC: ROADS");
  /* the charts have no VCA and no Double Time */
  {
    WadiReachOptions vca = { .vca = TRUE };
    WadiReachOptions double_time = { .double_time = TRUE };
    WadiMover        infantry = wadi_test_mover (scenario, WADI_UNIT_INFANTRY, "A2", WADI_POSITION_GROUND);

    g_assert_false (wadi_reach_options_check (ctx, &tank, &vca, &reason, &rule));
    g_assert_cmpstr (reason, ==, "the ruleset has no VCA");
    g_assert_false (wadi_reach_options_check (ctx, &infantry, &double_time, &reason, &rule));
    g_assert_cmpstr (reason, ==, "the ruleset has no Double Time");
  }
}

/* A road move in ASL (B3, B3.4): a road through the hexsides of 25E8-E7-
 * ...-E1 on a blank board; Infantry cross road hexsides at 1 MF and,
 * crossing only road hexsides, earn one extra MF; a tank pays 1/2 MP a
 * hex and earns nothing. */
static void
test_road_asl (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_seam ();
  g_autoptr(WadiRulesContext) ctx = NULL;
  WadiMover                infantry, tank;
  WadiReachOptions         road = { .road = TRUE };
  const char              *rules = NULL;
  static const char *const road_hexes[] = { "25E8", "25E7", "25E6", "25E5", "25E4", "25E3", "25E2", "25E1" };

  for (gsize i = 0; i + 1 < G_N_ELEMENTS (road_hexes); i++)
    wadi_fixture_add_side (scenario, road_hexes[i], road_hexes[i + 1], WADI_SIDE_ROAD);
  ctx = wadi_rules_context_new (scenario);
  infantry = wadi_test_mover (scenario, WADI_UNIT_INFANTRY, "25E8", WADI_POSITION_GROUND);
  tank = wadi_test_mover (scenario, WADI_UNIT_FULLY_TRACKED, "25E8", WADI_POSITION_GROUND);
  {
    g_autoptr(WadiReach) reach = wadi_reach_new_full (ctx, &infantry, 3, &road);

    check_reach (ctx, reach);
    g_assert_cmpfloat (wadi_reach_options_bonus (ctx, &infantry, &road, &rules), ==, 1);
    g_assert_cmpstr (rules, ==, "B3.4");
    g_assert_cmpfloat (wadi_reach_allowance (reach), ==, 4);
    g_assert_cmpuint (wadi_reach_n_hexes (reach), ==, 5);
    g_assert_cmpfloat (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "25E4"))->cost, ==, 4);
    g_assert_null (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "25E9")));
    g_assert_null (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "25F8")));
  }
  {
    WadiReachOptions both = { .road = TRUE, .double_time = TRUE };
    g_autoptr(WadiReach) reach = wadi_reach_new_full (ctx, &infantry, 3, &both);

    check_reach (ctx, reach);
    g_assert_cmpfloat (wadi_reach_options_bonus (ctx, &infantry, &both, &rules), ==, 2);
    g_assert_cmpstr (rules, ==, "A4.71, B3.4");
    g_assert_cmpuint (wadi_reach_n_hexes (reach), ==, 6);
  }
  {
    g_autoptr(WadiReach) reach = wadi_reach_new_full (ctx, &tank, 2, &road);

    check_reach (ctx, reach);
    g_assert_cmpfloat (wadi_reach_allowance (reach), ==, 2);
    g_assert_cmpfloat (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "25E4"))->cost, ==, 2);
    g_assert_cmpfloat (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "25E6"))->cost, ==, 1);
  }
  {
    /* road and VCA: a tank facing south backs up the road (1/2 x 4 in
     * Reverse) or turns three hexspines first (3 + 1/2) */
    WadiReachOptions both = { .road = TRUE, .vca = TRUE, .start_vca = 3 };
    g_autoptr(WadiReach) reach = wadi_reach_new_full (ctx, &tank, 4, &both);

    check_reach (ctx, reach);
    assert_facing_kept (ctx, reach);
    g_assert_cmpfloat (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "25E7"))->cost, ==, 2);
    g_assert_cmpfloat (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "25E6"))->cost, ==, 4);
    g_assert_cmpuint (wadi_reach_n_hexes (reach), ==, 3);
  }
}

/* A road move in Tide of Iron (the wadi bridge card, seed 002): the tank
 * of DoF example 5 follows the dirt road E1-E5 over the bridge of E3 at
 * the hexes' own cost, never down into the wadi. */
static void
test_road_toi (void)
{
  g_autoptr(WadiScenario) scenario = wadi_fixture_toi_examples ();
  g_autoptr(WadiRulesContext) ctx = wadi_rules_context_new (scenario);
  WadiMover        german = wadi_test_mover (scenario, WADI_UNIT_FULLY_TRACKED, "E1", WADI_POSITION_GROUND);
  WadiMover        squad = wadi_test_mover (scenario, WADI_UNIT_INFANTRY, "E1", WADI_POSITION_GROUND);
  WadiReachOptions road = { .road = TRUE };
  WadiHex          e3 = wadi_fixture_hex (scenario, "E3");
  const char      *reason = NULL, *rule = NULL;

  german.side = "German";
  squad.side = "German";
  {
    g_autoptr(WadiReach) reach = wadi_reach_new_full (ctx, &german, 6, &road);

    check_reach (ctx, reach);
    g_assert_cmpfloat (wadi_reach_state_cost (reach, e3, WADI_POSITION_BRIDGE), ==, 2);
    g_assert_cmpfloat (wadi_reach_state_cost (reach, e3, WADI_POSITION_WADI), ==, -1);
    g_assert_cmpfloat (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "E5"))->cost, ==, 4);
    g_assert_null (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "D3")));
    g_assert_null (wadi_reach_lookup (reach, wadi_fixture_hex (scenario, "F1")));
  }
  {
    g_autoptr(WadiReach) reach = wadi_reach_new_full (ctx, &squad, 6, &road);

    check_reach (ctx, reach);
    g_assert_cmpfloat (wadi_reach_allowance (reach), ==, 6);
    g_assert_cmpfloat (wadi_reach_state_cost (reach, e3, WADI_POSITION_BRIDGE), ==, 2);
  }
  /* no VCA and no Double Time in Tide of Iron */
  {
    WadiReachOptions vca = { .vca = TRUE };
    WadiReachOptions double_time = { .double_time = TRUE };

    g_assert_false (wadi_reach_options_check (ctx, &german, &vca, &reason, &rule));
    g_assert_cmpstr (reason, ==, "the ruleset has no VCA");
    g_assert_false (wadi_reach_options_check (ctx, &squad, &double_time, &reason, &rule));
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
  g_test_add_func ("/reach/vca", test_vca);
  g_test_add_func ("/reach/vca/property", test_vca_property);
  g_test_add_func ("/reach/double-time", test_double_time);
  g_test_add_func ("/reach/double-time/deep-stream", test_double_time_deep_stream);
  g_test_add_func ("/reach/road/classic", test_road_classic);
  g_test_add_func ("/reach/road/asl", test_road_asl);
  g_test_add_func ("/reach/road/toi", test_road_toi);
  return g_test_run ();
}
