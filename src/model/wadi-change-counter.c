/* wadi-change-counter.c: a change of the counter of one id
 *
 * The counter may come into being (before NULL), go (after NULL) or change
 * in place, and may move between hexes: both its hexes are in the region.
 */
#include "config.h"

#include <string.h>

#include "wadi-change.h"

typedef struct
{
  WadiChange   parent;
  WadiCounter *before; /* NULL: the counter did not exist */
  WadiCounter *after;  /* NULL: the counter no longer exists */
} CounterChange;

static WadiCounter *
counter_dup (const WadiCounter *counter)
{
  WadiCounter *copy;

  if (counter == NULL)
    return NULL;

  copy = g_new0 (WadiCounter, 1);
  wadi_counter_copy_into (copy, counter);

  return copy;
}

static void
counter_free (WadiCounter *counter)
{
  if (counter == NULL)
    return;

  wadi_counter_clear (counter);
  g_free (counter);
}

static guint
counter_change_id (const CounterChange *self)
{
  return (guint) self->parent.target.a;
}

static void
counter_change_clear (WadiChange *change)
{
  CounterChange *self = (CounterChange *) change;

  g_clear_pointer (&self->before, counter_free);
  g_clear_pointer (&self->after, counter_free);
}

/* Takes the counter of the change's id in scenario from from to to. */
static void
counter_change_put (const CounterChange *self,
                    WadiScenario        *scenario,
                    const WadiCounter   *from,
                    const WadiCounter   *to)
{
  if (from != NULL && to != NULL)
    wadi_scenario_replace_counter (scenario, to);
  else if (from != NULL)
    wadi_scenario_remove_counter (scenario, counter_change_id (self));
  else if (to != NULL)
    wadi_scenario_add_counter (scenario, to);
}

static void
counter_change_apply (const WadiChange *change,
                      WadiScenario     *scenario)
{
  const CounterChange *self = (const CounterChange *) change;

  counter_change_put (self, scenario, self->before, self->after);
}

static void
counter_change_revert (const WadiChange *change,
                       WadiScenario     *scenario)
{
  const CounterChange *self = (const CounterChange *) change;

  counter_change_put (self, scenario, self->after, self->before);
}

static void
counter_change_merge (WadiChange *change,
                      WadiChange *later)
{
  CounterChange *self = (CounterChange *) change;

  counter_free (self->after);
  self->after = g_steal_pointer (&((CounterChange *) later)->after);
}

static gboolean
counter_equal_or_absent (const WadiCounter *a,
                         const WadiCounter *b)
{
  if (a == NULL || b == NULL)
    return a == b;

  return wadi_counter_equal (a, b);
}

static gboolean
counter_change_is_noop (const WadiChange *change)
{
  const CounterChange *self = (const CounterChange *) change;

  return counter_equal_or_absent (self->before, self->after);
}

static void
region_add_counter_hex (WadiRegion         *region,
                        const WadiScenario *scenario,
                        const WadiCounter  *counter)
{
  const WadiBoard *grid = wadi_scenario_grid (scenario);

  if (counter != NULL && grid != NULL && wadi_board_contains (grid, counter->hex))
    wadi_region_add_hex (region, counter->hex);
}

static void
counter_change_add_region (const WadiChange   *change,
                           const WadiScenario *scenario,
                           WadiRegion         *region)
{
  const CounterChange *self = (const CounterChange *) change;

  wadi_region_add_counter (region, counter_change_id (self));
  region_add_counter_hex (region, scenario, self->before);
  region_add_counter_hex (region, scenario, self->after);
}

static gsize
counter_size (const WadiCounter *counter)
{
  if (counter == NULL)
    return 0;
  return wadi_change_record_size (sizeof (WadiCounter))
         + (counter->side != NULL ? strlen (counter->side) + 1 : 0)
         + (counter->name != NULL ? strlen (counter->name) + 1 : 0);
}

static gsize
counter_change_size (const WadiChange *change)
{
  const CounterChange *self = (const CounterChange *) change;

  return wadi_change_record_size (sizeof (CounterChange)) + counter_size (self->before) + counter_size (self->after);
}

static const WadiChangeClass counter_change_class = {
  .name = "counter",
  .clear = counter_change_clear,
  .apply = counter_change_apply,
  .revert = counter_change_revert,
  .merge = counter_change_merge,
  .is_noop = counter_change_is_noop,
  .add_region = counter_change_add_region,
  .size = counter_change_size,
};

WadiChange *
wadi_change_counter_new (const WadiScenario *scenario,
                         guint               id,
                         const WadiCounter  *counter)
{
  const WadiCounter *before = wadi_scenario_find_counter (scenario, id);
  CounterChange     *self;

  g_return_val_if_fail (counter == NULL || counter->id == id, NULL);

  if (counter_equal_or_absent (before, counter))
    return NULL;

  self = g_new0 (CounterChange, 1);
  self->parent.target = (WadiChangeTarget) { &counter_change_class, (int) id, 0, 0 };
  self->before = counter_dup (before);
  self->after = counter_dup (counter);

  return &self->parent;
}
