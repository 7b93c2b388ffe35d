/* wadi-los.c: who sees whom, and the ruleset that decides it
 *
 * The line (wadi-los-line.c) and the result (wadi-los-result.c) are set
 * up here; then the scenario's ruleset decides, with what the rulesets
 * share in wadi-los-map.c and wadi-los-walk.c.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "wadi-los.h"
#include "wadi-los-batch.h"
#include "wadi-los-line.h"
#include "wadi-los-result.h"
#include "wadi-ruleset.h"
#include "wadi-stream.h"

/* The entry points */

int
wadi_location_level (const WadiRulesContext *ctx,
                     const WadiLocation     *location)
{
  const WadiRuleset *ruleset;
  WadiLosMap         map;

  g_return_val_if_fail (ctx != NULL, 0);
  g_return_val_if_fail (location != NULL, 0);

  map.ctx = ctx;
  map.ssr = wadi_rules_context_ssr (ctx);
  map.board = wadi_rules_context_map (ctx);
  map.lazy = NULL;
  map.highest_ground = G_MAXINT;
  map.corridor = NULL;
  map.viewer = NULL;
  g_return_val_if_fail (map.board != NULL, 0);
  g_return_val_if_fail (wadi_board_contains (map.board, location->hex), 0);

  ruleset = wadi_ruleset_of (ctx);
  if (ruleset != NULL && ruleset->location_level != NULL)
    return ruleset->location_level (&map, location);
  return wadi_los_positional_level (&map, location);
}

/* The context's map, SSR and ruleset, as wadi_los () and a batch look
 * them up. */
static void
batch_look_up (WadiLosBatch           *batch,
               const WadiRulesContext *ctx)
{
  batch->map.ctx = ctx;
  batch->map.ssr = wadi_rules_context_ssr (ctx);
  batch->map.board = wadi_rules_context_map (ctx);
  batch->map.lazy = NULL;
  batch->map.highest_ground = G_MAXINT;
  batch->map.corridor = NULL;
  batch->map.viewer = NULL;
  batch->corridor = NULL;
  batch->viewer = NULL;
  batch->ruleset = wadi_ruleset_of (ctx);
}

/* What wadi_los () and a batch share: decides from on map's board to to.
 * wadi_los () takes the whole line from the cache; a batch traces it
 * lazily, as far as the ruleset reads it: one whose descriptor says it
 * reads lines lazily (ASL's) stops at what blocks, the others are given
 * the whole line first. */
static void
los_check (const WadiLosMap   *map,
           const WadiRuleset  *ruleset,
           const WadiLocation *from,
           const WadiLocation *to,
           gboolean            batch,
           WadiLosResult      *result)
{
  WadiLosMap      lazy_map;
  WadiLosLazyLine lazy;

  wadi_los_result_reset (result);
  if (map->board == NULL
      || !wadi_board_contains (map->board, from->hex)
      || !wadi_board_contains (map->board, to->hex))
    {
      wadi_los_decide_nothing (result, WADI_LOS_BLOCKED, N_ ("a location is not on the map"), NULL);
      return;
    }

  if (batch)
    {
      wadi_los_lazy_line_begin (&lazy, map->board->layout, from->hex, to->hex, result->line);
      lazy_map = *map;
      lazy_map.lazy = &lazy;
      map = &lazy_map;
      if (ruleset == NULL || !ruleset->los_reads_line_lazily)
        wadi_los_line_finish (map, result->line);
    }
  else
    wadi_los_trace_line (map->board->layout, from->hex, to->hex, result->line);
  wadi_los_decide_nothing (result, WADI_LOS_CLEAR, N_ ("nothing on the line blocks it"), NULL);

  if (ruleset == NULL)
    wadi_los_decide_nothing (result, WADI_LOS_BLOCKED, N_ ("the scenario has no known ruleset"), NULL);
  else
    ruleset->los (map, from, to, result);
}

void
wadi_los (const WadiRulesContext *ctx,
          const WadiLocation     *from,
          const WadiLocation     *to,
          WadiLosResult          *result)
{
  WadiLosBatch batch;

  g_return_if_fail (ctx != NULL);
  g_return_if_fail (from != NULL);
  g_return_if_fail (to != NULL);
  g_return_if_fail (result != NULL);

  batch_look_up (&batch, ctx);
  los_check (&batch.map, batch.ruleset, from, to, FALSE, result);
}

/* A batch (wadi-los-batch.h) */

static void
batch_init (WadiLosBatch           *batch,
            const WadiRulesContext *ctx,
            const WadiLocation     *from)
{
  const WadiBoard *board;
  guint            n;
  int              highest;

  batch_look_up (batch, ctx);
  board = batch->map.board;
  if (board == NULL)
    return;
  n = wadi_board_hex_count (board);
  highest = wadi_stream_ground_level (ctx, &board->default_cell);
  /* every cell, on a board or not: a bound, not the exact highest */
  for (guint i = 0; i < n; i++)
    highest = MAX (highest, wadi_stream_ground_level (ctx, &board->cells[i]));
  batch->map.highest_ground = highest;
  if (from != NULL && batch->ruleset != NULL && batch->ruleset->los_viewer_new != NULL
      && wadi_board_contains (board, from->hex))
    {
      batch->viewer = batch->ruleset->los_viewer_new (&batch->map, from);
      batch->map.viewer = batch->viewer;
      return;
    }
  batch->corridor = wadi_los_corridor_new (ctx, board);
  batch->map.corridor = batch->corridor;
}

void
wadi_los_batch_init (WadiLosBatch           *batch,
                     const WadiRulesContext *ctx)
{
  g_return_if_fail (batch != NULL);
  g_return_if_fail (ctx != NULL);

  batch_init (batch, ctx, NULL);
}

void
wadi_los_batch_init_viewer (WadiLosBatch           *batch,
                            const WadiRulesContext *ctx,
                            const WadiLocation     *from)
{
  g_return_if_fail (batch != NULL);
  g_return_if_fail (ctx != NULL);
  g_return_if_fail (from != NULL);

  batch_init (batch, ctx, from);
}

void
wadi_los_batch_clear (WadiLosBatch *batch)
{
  g_clear_pointer (&batch->corridor, wadi_los_corridor_free);
  g_clear_pointer (&batch->viewer, wadi_los_viewer_free);
  batch->map.corridor = NULL;
  batch->map.viewer = NULL;
}

void
wadi_los_batch_check (const WadiLosBatch *batch,
                      const WadiLocation *from,
                      const WadiLocation *to,
                      WadiLosResult      *result)
{
  los_check (&batch->map, batch->ruleset, from, to, TRUE, result);
}
