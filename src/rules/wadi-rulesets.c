/* wadi-rulesets.c: the rulesets, found by id or by name
 *
 * The one file that refers to every descriptor (and so, through their
 * entry points, to every family): called by the dispatchers, the validator,
 * the rules context's builder and the front ends, never by a family.
 */
#include "config.h"

#include <string.h>

#include "wadi-ruleset-private.h"

/* In WadiRulesetId order. */
static const WadiRuleset *const rulesets[WADI_RULESET_COUNT] = {
  [WADI_RULESET_ASL] = &wadi_asl_ruleset,
  [WADI_RULESET_TOI] = &wadi_toi_ruleset,
  [WADI_RULESET_CLASSIC] = &wadi_classic_ruleset,
};

const WadiRuleset *
wadi_ruleset_get (WadiRulesetId id)
{
  if ((guint) id >= WADI_RULESET_COUNT)
    return NULL;
  return rulesets[id];
}

const WadiRuleset *
wadi_ruleset_lookup (const char *name)
{
  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < WADI_RULESET_COUNT; i++)
    if (strcmp (rulesets[i]->name, name) == 0)
      return rulesets[i];
  return NULL;
}
