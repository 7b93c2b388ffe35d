/* wadi-test-rules.h: what the movement and LOS tests share
 *
 * A scenario with its rules context for g_test_add () fixtures; movers,
 * steps and the checks on one step's result; locations and the checks that
 * LOS is the same both ways.
 */
#pragma once

#include "wadi-los.h"
#include "wadi-movement.h"
#include "wadi-test-fixtures.h"

G_BEGIN_DECLS

typedef struct
{
  WadiScenario     *scenario;
  WadiRulesContext *ctx;
} WadiTestRules;

/* Takes scenario and makes a context on it. */
void wadi_test_rules_init (WadiTestRules *rules,
                           WadiScenario  *scenario);
void wadi_test_rules_clear (WadiTestRules *rules);
/* A context indexes the counters when it is made: after adding one, make
 * it afresh. */
void wadi_test_rules_refresh (WadiTestRules *rules);

/* Movement. */

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (WadiMoveResult, wadi_move_result_clear)

/* Declares a move result, ready for use and cleared at the end of its scope. */
#define WADI_TEST_MOVE_RESULT(name)     \
  g_auto(WadiMoveResult) name = { 0 }; \
  wadi_move_result_init (&name)

WadiMover wadi_test_mover (const WadiScenario *scenario,
                           WadiUnitClass       unit_class,
                           const char         *label,
                           WadiPosition        position);
/* A step into the hex of label, asking for position there. */
WadiStep wadi_test_enter (const WadiScenario *scenario,
                          const char         *label,
                          WadiPosition        position);
/* A change of position within the mover's hex. */
WadiStep wadi_test_position_step (WadiPosition position);
/* Runs one step and checks it is allowed at total, with formula (or any
 * formula when NULL). */
void wadi_test_expect_cost (const WadiRulesContext *ctx,
                            const WadiMover        *mover,
                            const WadiStep         *step,
                            double                  total,
                            const char             *formula,
                            WadiMoveResult         *result);
/* Runs one step and checks rule forbids it, with a reason and no cost. */
void wadi_test_expect_forbidden (const WadiRulesContext *ctx,
                                 const WadiMover        *mover,
                                 const WadiStep         *step,
                                 const char             *rule,
                                 WadiMoveResult         *result);

/* Line of sight. */

WadiLocation wadi_test_location (const WadiScenario *scenario,
                                 const char         *label,
                                 WadiPosition        position);
/* The verdict from a to b, checked to be the verdict from b to a and to
 * come with a reason: LOS is reciprocal. */
WadiLosVerdict wadi_test_los_both_ways (const WadiRulesContext *ctx,
                                        const WadiLocation     *a,
                                        const WadiLocation     *b);
/* Checks LOS between every two of locations (WadiLocation) is the same
 * both ways, and counts the pairs of each verdict into counts. */
void wadi_test_los_all_pairs (const WadiRulesContext *ctx,
                              const GArray           *locations,
                              guint                   counts[WADI_LOS_BLIND + 1]);

G_END_DECLS
