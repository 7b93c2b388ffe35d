/* wadi-test-rules.c: what the movement and LOS tests share */
#include "config.h"

#include "wadi-test-rules.h"

void
wadi_test_rules_init (WadiTestRules *rules,
                      WadiScenario  *scenario)
{
  rules->scenario = scenario;
  rules->ctx = wadi_rules_context_new (scenario);
}

void
wadi_test_rules_clear (WadiTestRules *rules)
{
  g_clear_pointer (&rules->ctx, wadi_rules_context_free);
  g_clear_pointer (&rules->scenario, wadi_scenario_free);
}

void
wadi_test_rules_refresh (WadiTestRules *rules)
{
  wadi_rules_context_free (rules->ctx);
  rules->ctx = wadi_rules_context_new (rules->scenario);
}

WadiMover
wadi_test_mover (const WadiScenario *scenario,
                 WadiUnitClass       unit_class,
                 const char         *label,
                 WadiPosition        position)
{
  WadiMover mover;
  WadiHex   hex;

  wadi_fixture_locate (scenario, label, &hex);
  wadi_mover_init (&mover, unit_class, hex, position);
  return mover;
}

WadiStep
wadi_test_enter (const WadiScenario *scenario,
                 const char         *label,
                 WadiPosition        position)
{
  WadiStep step = { 0 };

  step.kind = WADI_STEP_ENTER;
  step.to = wadi_fixture_hex (scenario, label);
  step.position = position;
  return step;
}

WadiStep
wadi_test_position_step (WadiPosition position)
{
  WadiStep step = { 0 };

  step.kind = WADI_STEP_POSITION;
  step.position = position;
  return step;
}

void
wadi_test_expect_cost (const WadiRulesContext *ctx,
                       const WadiMover        *mover,
                       const WadiStep         *step,
                       double                  total,
                       const char             *formula,
                       WadiMoveResult         *result)
{
  g_autofree char *text = NULL;

  wadi_movement_step (ctx, mover, step, result);
  g_assert_cmpstr (result->reason, ==, NULL);
  g_assert_true (result->allowed);
  text = wadi_cost_to_string (result->cost);
  if (formula != NULL)
    g_assert_cmpstr (text, ==, formula);
  g_assert_cmpfloat (wadi_move_result_total (result), ==, total);
}

void
wadi_test_expect_forbidden (const WadiRulesContext *ctx,
                            const WadiMover        *mover,
                            const WadiStep         *step,
                            const char             *rule,
                            WadiMoveResult         *result)
{
  wadi_movement_step (ctx, mover, step, result);
  g_assert_false (result->allowed);
  g_assert_nonnull (result->reason);
  g_assert_null (result->cost);
  g_assert_cmpstr (result->rule, ==, rule);
}

WadiLocation
wadi_test_location (const WadiScenario *scenario,
                    const char         *label,
                    WadiPosition        position)
{
  WadiLocation location = { 0 };

  wadi_fixture_locate (scenario, label, &location.hex);
  location.position = position;
  return location;
}

WadiLosVerdict
wadi_test_los_both_ways (const WadiRulesContext *ctx,
                         const WadiLocation     *a,
                         const WadiLocation     *b)
{
  WadiLosResult  forward;
  WadiLosResult  backward;
  WadiLosVerdict verdict;

  wadi_los_result_init (&forward);
  wadi_los_result_init (&backward);
  wadi_los (ctx, a, b, &forward);
  wadi_los (ctx, b, a, &backward);
  g_assert_cmpint (forward.verdict, ==, backward.verdict);
  g_assert_nonnull (forward.reason);
  verdict = forward.verdict;
  wadi_los_result_clear (&forward);
  wadi_los_result_clear (&backward);
  return verdict;
}

void
wadi_test_los_all_pairs (const WadiRulesContext *ctx,
                         const GArray           *locations,
                         guint                   counts[WADI_LOS_BLIND + 1])
{
  WadiLosResult forward;
  WadiLosResult backward;

  for (guint v = 0; v <= WADI_LOS_BLIND; v++)
    counts[v] = 0;
  wadi_los_result_init (&forward);
  wadi_los_result_init (&backward);
  for (guint i = 0; i < locations->len; i++)
    for (guint j = i + 1; j < locations->len; j++)
      {
        const WadiLocation *a = &g_array_index (locations, WadiLocation, i);
        const WadiLocation *b = &g_array_index (locations, WadiLocation, j);

        wadi_los (ctx, a, b, &forward);
        wadi_los (ctx, b, a, &backward);
        /* A message that names the pair: the boards are too large to
         * search for it by hand. */
        if (forward.verdict != backward.verdict)
          g_error ("LOS (%d,%d)/%s -> (%d,%d)/%s is %d one way and %d the other",
                   a->hex.col, a->hex.row, wadi_position_name (a->position),
                   b->hex.col, b->hex.row, wadi_position_name (b->position),
                   forward.verdict, backward.verdict);
        counts[forward.verdict]++;
      }
  wadi_los_result_clear (&forward);
  wadi_los_result_clear (&backward);
}
