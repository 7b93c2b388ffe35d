/* wadi-rules-context.c: a scenario as the rules see it: the getters
 *
 * Making and updating a context is wadi-rules-context-build.c's.
 */
#include "config.h"

#include "wadi-rules-context-private.h"

const WadiRuleset *
wadi_ruleset_of (const WadiRulesContext *ctx)
{
  return ctx->ruleset;
}

const WadiScenario *
wadi_rules_context_scenario (const WadiRulesContext *ctx)
{
  return ctx->scenario;
}

const WadiSsr *
wadi_rules_context_ssr (const WadiRulesContext *ctx)
{
  return &ctx->scenario->ssr;
}

const WadiBoard *
wadi_rules_context_map (const WadiRulesContext *ctx)
{
  return ctx->map;
}

static const WadiHexCounters *
counters_here (const WadiRulesContext *ctx,
               WadiHex                 hex)
{
  const WadiBoard *b = ctx->map;
  guint64          key;

  if (b == NULL || !wadi_board_contains (b, hex) || g_hash_table_size (ctx->counters_by_hex) == 0)
    return NULL;
  key = wadi_rules_context_hex_key (wadi_board_index (b, hex));
  return g_hash_table_lookup (ctx->counters_by_hex, &key);
}

const GPtrArray *
wadi_rules_context_counters_at (const WadiRulesContext *ctx,
                                WadiHex                 hex)
{
  const WadiHexCounters *here = counters_here (ctx, hex);

  return here != NULL ? here->list : NULL;
}

const WadiCounter *
wadi_rules_context_find_counter (const WadiRulesContext *ctx,
                                 WadiHex                 hex,
                                 WadiCounterKind         kind)
{
  const WadiHexCounters *here = counters_here (ctx, hex);

  if (here == NULL || (guint) kind >= WADI_COUNTER_KIND_COUNT)
    return NULL;
  return here->first[kind];
}

gboolean
wadi_rules_context_has_unit_at (const WadiRulesContext *ctx,
                                WadiHex                 hex,
                                WadiPosition            position)
{
  const WadiHexCounters *here = counters_here (ctx, hex);

  return here != NULL && (guint) position < WADI_POSITION_COUNT && (here->unit_positions & (1u << position)) != 0;
}

gboolean
wadi_rules_context_has_counter (const WadiRulesContext *ctx,
                                WadiHex                 hex,
                                WadiCounterKind         kind)
{
  return wadi_rules_context_find_counter (ctx, hex, kind) != NULL;
}

gboolean
wadi_rules_context_has_stream_hex (const WadiRulesContext *ctx)
{
  gint known = g_atomic_int_get (&ctx->has_stream_hex);

  if (known < 0)
    {
      const WadiBoard *map = ctx->map;
      gint             found = 0;
      guint            n = map != NULL ? wadi_board_hex_count (map) : 0;

      /* The cells of hexes no board covers are not the map's. */
      for (guint i = 0; i < n && !found; i++)
        found = map->cells[i].depression == WADI_DEPRESSION_STREAM
                && wadi_board_contains (map, wadi_board_hex_at_index (map, i));
      /* A cache: the context's answer does not change until an update. */
      g_atomic_int_set (&((WadiRulesContext *) ctx)->has_stream_hex, found);
      known = found;
    }
  return known > 0;
}
