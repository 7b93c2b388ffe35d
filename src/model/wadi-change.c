/* wadi-change.c: what every change does, through its kind's table */
#include "config.h"

#include "wadi-change.h"

void
wadi_change_free (WadiChange *change)
{
  if (change == NULL)
    return;

  if (change->target.klass->clear != NULL)
    change->target.klass->clear (change);
  g_free (change);
}

void
wadi_change_apply (const WadiChange *change,
                   WadiScenario     *scenario)
{
  change->target.klass->apply (change, scenario);
}

void
wadi_change_revert (const WadiChange *change,
                    WadiScenario     *scenario)
{
  change->target.klass->revert (change, scenario);
}

void
wadi_change_merge (WadiChange *change,
                   WadiChange *later)
{
  g_return_if_fail (wadi_change_target_equal (&change->target, &later->target));

  change->target.klass->merge (change, later);
}

gboolean
wadi_change_is_noop (const WadiChange *change)
{
  return change->target.klass->is_noop (change);
}

void
wadi_change_add_region (const WadiChange   *change,
                        const WadiScenario *scenario,
                        WadiRegion         *region)
{
  change->target.klass->add_region (change, scenario, region);
}

gsize
wadi_change_size (const WadiChange *change)
{
  return change->target.klass->size (change);
}

guint
wadi_change_target_hash (gconstpointer data)
{
  const WadiChangeTarget *target = data;
  guint                   hash = g_direct_hash (target->klass);

  hash = hash * 1000003u + (guint) target->a;
  hash = hash * 1000003u + (guint) target->b;
  hash = hash * 31u + (guint) target->c;

  return hash;
}

gboolean
wadi_change_target_equal (gconstpointer a,
                          gconstpointer b)
{
  const WadiChangeTarget *ta = a;
  const WadiChangeTarget *tb = b;

  return ta->klass == tb->klass
         && ta->a == tb->a
         && ta->b == tb->b
         && ta->c == tb->c;
}
