/* wadi-change-ruleset.c: a change of the scenario's ruleset */
#include "config.h"

#include "wadi-change.h"

typedef struct
{
  WadiChange    parent;
  WadiRulesetId before;
  WadiRulesetId after;
} RulesetChange;

static void
ruleset_change_apply (const WadiChange *change,
                      WadiScenario     *scenario)
{
  scenario->ruleset = ((const RulesetChange *) change)->after;
}

static void
ruleset_change_revert (const WadiChange *change,
                       WadiScenario     *scenario)
{
  scenario->ruleset = ((const RulesetChange *) change)->before;
}

static void
ruleset_change_merge (WadiChange *change,
                      WadiChange *later)
{
  ((RulesetChange *) change)->after = ((RulesetChange *) later)->after;
}

static gboolean
ruleset_change_is_noop (const WadiChange *change)
{
  const RulesetChange *self = (const RulesetChange *) change;

  return self->before == self->after;
}

static void
ruleset_change_add_region (const WadiChange   *change,
                           const WadiScenario *scenario,
                           WadiRegion         *region)
{
  region->flags |= WADI_REGION_RULESET;
}

static gsize
ruleset_change_size (const WadiChange *change)
{
  return wadi_change_record_size (sizeof (RulesetChange));
}

static const WadiChangeClass ruleset_change_class = {
  .name = "ruleset",
  .clear = NULL,
  .apply = ruleset_change_apply,
  .revert = ruleset_change_revert,
  .merge = ruleset_change_merge,
  .is_noop = ruleset_change_is_noop,
  .add_region = ruleset_change_add_region,
  .size = ruleset_change_size,
};

WadiChange *
wadi_change_ruleset_new (const WadiScenario *scenario,
                         WadiRulesetId       ruleset)
{
  RulesetChange *self;

  if (scenario->ruleset == ruleset)
    return NULL;

  self = g_new0 (RulesetChange, 1);
  self->parent.target = (WadiChangeTarget) { &ruleset_change_class, 0, 0, 0 };
  self->before = scenario->ruleset;
  self->after = ruleset;

  return &self->parent;
}
