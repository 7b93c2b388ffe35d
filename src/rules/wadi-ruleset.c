/* wadi-ruleset.c: asking a ruleset what it knows
 *
 * Finding one by id or name is wadi-rulesets.c's: the rulesets' own code
 * calls this file, and must not reach the registry that refers to them.
 */
#include "config.h"

#include <string.h>

#include "wadi-ruleset-private.h"

/* In WadiRulesetSsr bit order; the attribute names of the file's <ssr>. */
static const char *const ssr_names[WADI_RULESET_SSR_COUNT_] = {
  "stream-depth",
  "frozen",
  "snow",
  "toi-wadi-rules",
  "toi-stream-bridges-block-los",
};

gboolean
wadi_ruleset_knows_terrain (const WadiRuleset *ruleset,
                            WadiTerrain        terrain)
{
  for (guint i = 0; ruleset != NULL && i < ruleset->n_terrain; i++)
    if (ruleset->terrain[i] == terrain)
      return TRUE;
  return FALSE;
}

gboolean
wadi_ruleset_knows_depression (const WadiRuleset *ruleset,
                               WadiDepression     depression)
{
  if (depression == WADI_DEPRESSION_NONE)
    return TRUE;
  for (guint i = 0; ruleset != NULL && i < ruleset->n_depressions; i++)
    if (ruleset->depressions[i] == depression)
      return TRUE;
  return FALSE;
}

gboolean
wadi_ruleset_knows_hex_flags (const WadiRuleset *ruleset,
                              guint              flags)
{
  return (flags & ~wadi_ruleset_hex_flag_mask (ruleset)) == 0;
}

gboolean
wadi_ruleset_knows_side_feature (const WadiRuleset *ruleset,
                                 WadiSideFeatures   feature)
{
  for (guint i = 0; ruleset != NULL && i < ruleset->n_side_features; i++)
    if (ruleset->side_features[i] == feature)
      return TRUE;
  return FALSE;
}

gboolean
wadi_ruleset_knows_counter (const WadiRuleset *ruleset,
                            WadiCounterKind    kind)
{
  for (guint i = 0; ruleset != NULL && i < ruleset->n_counters; i++)
    if (ruleset->counters[i] == kind)
      return TRUE;
  return FALSE;
}

gboolean
wadi_ruleset_knows_unit_class (const WadiRuleset *ruleset,
                               WadiUnitClass      unit_class)
{
  for (guint i = 0; ruleset != NULL && i < ruleset->n_unit_classes; i++)
    if (ruleset->unit_classes[i] == unit_class)
      return TRUE;
  return FALSE;
}

gboolean
wadi_ruleset_knows_position (const WadiRuleset *ruleset,
                             WadiPosition       position)
{
  return ruleset != NULL && (guint) position < WADI_POSITION_COUNT
         && (ruleset->positions & (1u << position)) != 0;
}

gboolean
wadi_ruleset_reads_ssr (const WadiRuleset *ruleset,
                        WadiRulesetSsr     ssr)
{
  return ruleset != NULL && (ruleset->ssrs & ssr) != 0;
}

gboolean
wadi_ruleset_side_color (const WadiRuleset *ruleset,
                         const char        *side,
                         guint32           *rgb)
{
  if (ruleset == NULL || side == NULL)
    return FALSE;
  for (guint i = 0; i < ruleset->n_side_colors; i++)
    if (g_ascii_strcasecmp (side, ruleset->side_colors[i].side) == 0)
      {
        *rgb = ruleset->side_colors[i].rgb;
        return TRUE;
      }
  return FALSE;
}

guint
wadi_ruleset_terrain_mask (const WadiRuleset *ruleset)
{
  guint mask = 0;

  for (guint i = 0; ruleset != NULL && i < ruleset->n_terrain; i++)
    mask |= 1u << ruleset->terrain[i];
  return mask;
}

guint
wadi_ruleset_depression_mask (const WadiRuleset *ruleset)
{
  guint mask = 1u << WADI_DEPRESSION_NONE;

  for (guint i = 0; ruleset != NULL && i < ruleset->n_depressions; i++)
    mask |= 1u << ruleset->depressions[i];
  return mask;
}

guint
wadi_ruleset_hex_flag_mask (const WadiRuleset *ruleset)
{
  guint mask = 0;

  for (guint i = 0; ruleset != NULL && i < ruleset->n_hex_flags; i++)
    mask |= ruleset->hex_flags[i];
  return mask;
}

const char *
wadi_ruleset_ssr_name (WadiRulesetSsr ssr)
{
  for (guint i = 0; i < WADI_RULESET_SSR_COUNT_; i++)
    if (ssr == (1u << i))
      return ssr_names[i];
  return NULL;
}
