/* wadi-rules-context-build.c: making a rules context and keeping it up to date
 *
 * The only part of the context that finds the scenario's ruleset
 * descriptor (wadi-rulesets.c); the getters the rulesets call are in
 * wadi-rules-context.c.
 */
#include "config.h"

#include "wadi-rules-context-private.h"

static gboolean
board_has_overlay (const WadiScenario *scenario,
                   guint               board)
{
  for (guint i = 0; i < scenario->placements->len; i++)
    if (g_array_index (scenario->placements, WadiOverlayPlacement, i).board == board)
      return TRUE;
  return FALSE;
}

static void
compose_boards (WadiRulesContext *ctx)
{
  const WadiScenario *scenario = ctx->scenario;

  g_ptr_array_set_size (ctx->boards, 0);
  g_ptr_array_set_size (ctx->owned_boards, 0);
  for (guint i = 0; i < scenario->boards->len; i++)
    {
      if (board_has_overlay (scenario, i))
        {
          WadiBoard *composed = wadi_scenario_compose_board (scenario, i);

          g_ptr_array_add (ctx->owned_boards, composed);
          g_ptr_array_add (ctx->boards, composed);
        }
      else
        g_ptr_array_add (ctx->boards, g_ptr_array_index (scenario->boards, i));
    }
}

static void
index_counters (WadiRulesContext *ctx)
{
  const WadiScenario *scenario = ctx->scenario;

  g_hash_table_remove_all (ctx->counters_by_hex);
  for (guint i = 0; i < scenario->counters->len; i++)
    {
      const WadiCounter *counter = &g_array_index (scenario->counters, WadiCounter, i);
      const WadiBoard   *board = wadi_scenario_get_board (scenario, counter->board);
      guint64            key;
      GPtrArray         *list;

      if (board == NULL || !wadi_board_contains (board, counter->hex))
        continue;
      key = wadi_rules_context_hex_key (counter->board, wadi_board_index (board, counter->hex));
      list = g_hash_table_lookup (ctx->counters_by_hex, &key);
      if (list == NULL)
        {
          guint64 *stored = g_new (guint64, 1);

          *stored = key;
          list = g_ptr_array_new ();
          g_hash_table_insert (ctx->counters_by_hex, stored, list);
        }
      g_ptr_array_add (list, (gpointer) counter);
    }
}

WadiRulesContext *
wadi_rules_context_new (const WadiScenario *scenario)
{
  WadiRulesContext *ctx = g_new0 (WadiRulesContext, 1);

  ctx->scenario = scenario;
  ctx->ruleset = wadi_ruleset_get (scenario->ruleset);
  ctx->boards = g_ptr_array_new ();
  ctx->owned_boards = g_ptr_array_new_with_free_func ((GDestroyNotify) wadi_board_free);
  ctx->counters_by_hex = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                (GDestroyNotify) g_ptr_array_unref);
  ctx->has_stream_hex = -1;
  compose_boards (ctx);
  index_counters (ctx);
  return ctx;
}

void
wadi_rules_context_free (WadiRulesContext *ctx)
{
  if (ctx == NULL)
    return;
  g_ptr_array_unref (ctx->boards);
  g_ptr_array_unref (ctx->owned_boards);
  g_hash_table_unref (ctx->counters_by_hex);
  g_free (ctx);
}

void
wadi_rules_context_update (WadiRulesContext *ctx,
                           const WadiRegion *region)
{
  gboolean recompose = (region->flags & WADI_REGION_ALL) != 0
                       || ctx->boards->len != ctx->scenario->boards->len;

  ctx->ruleset = wadi_ruleset_get (ctx->scenario->ruleset);

  /* Only boards under an overlay hold a copy that a hex edit can make stale. */
  if (!recompose && (region->flags & WADI_REGION_HEXES) && ctx->owned_boards->len > 0)
    for (guint i = 0; i < region->hexes->len && !recompose; i++)
      {
        guint board = g_array_index (region->hexes, WadiRegionHex, i).board;

        recompose = g_ptr_array_index (ctx->boards, board)
                    != g_ptr_array_index (ctx->scenario->boards, board);
      }
  if (recompose)
    compose_boards (ctx);
  if (recompose || (region->flags & WADI_REGION_HEXES))
    ctx->has_stream_hex = -1;
  /* Counters live in one sorted array that moves when it grows, so the
   * index is rebuilt whenever any counter changed; it is as long as the
   * counter list, not the map. */
  if (recompose || (region->flags & (WADI_REGION_COUNTERS | WADI_REGION_ALL)))
    index_counters (ctx);
}
