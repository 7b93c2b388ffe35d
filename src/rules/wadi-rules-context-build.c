/* wadi-rules-context-build.c: making a rules context and keeping it up to date
 *
 * The only part of the context that finds the scenario's ruleset
 * descriptor (wadi-rulesets.c); the getters the rulesets call are in
 * wadi-rules-context.c.
 */
#include "config.h"

#include "wadi-rules-context-private.h"
#include "wadi-ruleset.h"

/* The map the rules read: the grid itself, or a composed copy when an
 * overlay lies on it. */
static void
compose_map (WadiRulesContext *ctx)
{
  const WadiScenario *scenario = ctx->scenario;

  g_clear_pointer (&ctx->owned_map, wadi_board_free);
  ctx->map = wadi_scenario_grid (scenario);
  if (ctx->map != NULL && scenario->placements->len > 0)
    {
      ctx->owned_map = wadi_scenario_compose_map (scenario);
      ctx->map = ctx->owned_map;
    }
}

static void
index_counters (WadiRulesContext *ctx)
{
  const WadiScenario *scenario = ctx->scenario;
  const WadiBoard    *map = ctx->map;

  g_hash_table_remove_all (ctx->counters_by_hex);
  for (guint i = 0; i < scenario->counters->len && map != NULL; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);
      guint64            key;
      WadiHexCounters   *here;

      if (!wadi_board_contains (map, counter->hex))
        continue;
      key = wadi_rules_context_hex_key (wadi_board_index (map, counter->hex));
      here = g_hash_table_lookup (ctx->counters_by_hex, &key);
      if (here == NULL)
        {
          guint64 *stored = g_new (guint64, 1);

          *stored = key;
          here = g_new0 (WadiHexCounters, 1);
          here->list = g_ptr_array_new ();
          g_hash_table_insert (ctx->counters_by_hex, stored, here);
        }
      g_ptr_array_add (here->list, (gpointer) counter);
      if ((guint) counter->kind < WADI_COUNTER_KIND_COUNT && here->first[counter->kind] == NULL)
        here->first[counter->kind] = counter;
      if (counter->kind == WADI_COUNTER_UNIT && (guint) counter->position < WADI_POSITION_COUNT)
        here->unit_positions |= 1u << counter->position;
    }
}

static void
hex_counters_free (gpointer data)
{
  WadiHexCounters *here = data;

  g_ptr_array_unref (here->list);
  g_free (here);
}

WadiRulesContext *
wadi_rules_context_new (const WadiScenario *scenario)
{
  WadiRulesContext *ctx = g_new0 (WadiRulesContext, 1);

  ctx->scenario = scenario;
  ctx->ruleset = wadi_ruleset_get (scenario->ruleset);
  ctx->counters_by_hex = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, hex_counters_free);
  ctx->has_stream_hex = -1;
  compose_map (ctx);
  index_counters (ctx);
  return ctx;
}

void
wadi_rules_context_free (WadiRulesContext *ctx)
{
  if (ctx == NULL)
    return;
  g_clear_pointer (&ctx->owned_map, wadi_board_free);
  g_hash_table_unref (ctx->counters_by_hex);
  g_free (ctx);
}

void
wadi_rules_context_update (WadiRulesContext *ctx,
                           const WadiRegion *region)
{
  const WadiScenario *scenario = ctx->scenario;
  /* ALL and MAP (the boards laid out anew: a new grid) rebuild; so does a
   * grid that is no longer the one the context read, or an overlay placed
   * or lifted. */
  gboolean recompose = (region->flags & (WADI_REGION_ALL | WADI_REGION_MAP)) != 0
                       || (ctx->owned_map == NULL && ctx->map != wadi_scenario_grid (scenario))
                       || (ctx->owned_map != NULL) != (scenario->placements->len > 0 && wadi_scenario_grid (scenario) != NULL);

  ctx->ruleset = wadi_ruleset_get (scenario->ruleset);

  /* Only a composed copy is made stale by a hex edit: those hexes are
   * composed again, unless they are many (a million-hex map copied at
   * each step of a stroke took as long as the rest of the edit). */
  if (!recompose && (region->flags & WADI_REGION_HEXES) && ctx->owned_map != NULL
      && region->hexes != NULL && region->hexes->len > 0
      && !wadi_scenario_compose_hexes (scenario, ctx->owned_map, region->hexes))
    recompose = TRUE;
  if (recompose)
    compose_map (ctx);
  if (recompose || (region->flags & WADI_REGION_HEXES))
    ctx->has_stream_hex = -1;
  /* Counters live in one sorted array that moves when it grows, so the
   * index is rebuilt whenever any counter changed; it is as long as the
   * counter list, not the map. */
  if (recompose || (region->flags & (WADI_REGION_COUNTERS | WADI_REGION_ALL)))
    index_counters (ctx);
}
