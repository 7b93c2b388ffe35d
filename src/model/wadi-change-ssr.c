/* wadi-change-ssr.c: a change of the scenario's special rules */
#include "config.h"

#include "wadi-change.h"

typedef struct
{
  WadiChange parent;
  WadiSsr    before;
  WadiSsr    after;
} SsrChange;

static void
ssr_change_apply (const WadiChange *change,
                  WadiScenario     *scenario)
{
  scenario->ssr = ((const SsrChange *) change)->after;
}

static void
ssr_change_revert (const WadiChange *change,
                   WadiScenario     *scenario)
{
  scenario->ssr = ((const SsrChange *) change)->before;
}

static void
ssr_change_merge (WadiChange *change,
                  WadiChange *later)
{
  ((SsrChange *) change)->after = ((SsrChange *) later)->after;
}

static gboolean
ssr_equal (const WadiSsr *a,
           const WadiSsr *b)
{
  return a->stream_depth == b->stream_depth
         && a->frozen == b->frozen
         && a->snow == b->snow
         && a->toi_wadi_rules == b->toi_wadi_rules
         && a->toi_stream_bridges_block_los == b->toi_stream_bridges_block_los;
}

static gboolean
ssr_change_is_noop (const WadiChange *change)
{
  const SsrChange *self = (const SsrChange *) change;

  return ssr_equal (&self->before, &self->after);
}

static void
ssr_change_add_region (const WadiChange   *change,
                       const WadiScenario *scenario,
                       WadiRegion         *region)
{
  region->flags |= WADI_REGION_SSR;
}

static gsize
ssr_change_size (const WadiChange *change)
{
  return wadi_change_record_size (sizeof (SsrChange));
}

static const WadiChangeClass ssr_change_class = {
  .name = "ssr",
  .clear = NULL,
  .apply = ssr_change_apply,
  .revert = ssr_change_revert,
  .merge = ssr_change_merge,
  .is_noop = ssr_change_is_noop,
  .add_region = ssr_change_add_region,
  .size = ssr_change_size,
};

WadiChange *
wadi_change_ssr_new (const WadiScenario *scenario,
                     const WadiSsr      *ssr)
{
  SsrChange *self;

  if (ssr_equal (&scenario->ssr, ssr))
    return NULL;

  self = g_new0 (SsrChange, 1);
  self->parent.target = (WadiChangeTarget) { &ssr_change_class, 0, 0, 0 };
  self->before = scenario->ssr;
  self->after = *ssr;

  return &self->parent;
}
