/* wadi-los-batch.h: many LOS checks from one context, for the viewshed
 *
 * wadi_los () looks the map, the SSR and the ruleset up on every call and
 * takes the line from a cache keyed by displacement; a viewshed asks once
 * per target hex, every target at a displacement of its own, so the cache
 * never hits and only costs.  A batch looks the context up once and traces
 * each line directly: the same line, the same ruleset call, the same
 * answer as wadi_los () (tests/rules/test-viewshed.c pins it over all
 * pairs).  The result is filled exactly as wadi_los () fills it (its
 * reason and rule are static strings: nothing is formatted), except
 * that result->line holds only as much of the line as the ruleset read:
 * the line is traced lazily (wadi_los_line_reach (), wadi-los-map.h), and
 * ASL stops at what blocks, or reads none of it when no ground of the map
 * stands above both ends (WadiLosMap's highest_ground, found by
 * wadi_los_batch_init () in one pass over the cells), or none near the
 * line (its corridor, the highest ground square by square of the map's
 * plane, also made there).
 *
 * A batch only reads the context: threads may share one.
 */
#pragma once

#include "wadi-los-fan.h"
#include "wadi-los-map.h"
#include "wadi-ruleset.h"

G_BEGIN_DECLS

typedef struct
{
  WadiLosMap         map;      /* board NULL: the scenario has no map */
  const WadiRuleset *ruleset;  /* NULL: no known ruleset */
  WadiLosCorridor   *corridor; /* owned; map.corridor */
  WadiLosViewer     *viewer;   /* owned; map.viewer */
} WadiLosBatch;

void wadi_los_batch_init (WadiLosBatch           *batch,
                          const WadiRulesContext *ctx);
/* The same for lines from one location only (a viewshed's): where the
 * ruleset knows how, what every such line meets is sorted out once
 * (wadi-los-fan.h; ASL's), instead of a corridor.  Lines from elsewhere
 * are answered all the same. */
void wadi_los_batch_init_viewer (WadiLosBatch           *batch,
                                 const WadiRulesContext *ctx,
                                 const WadiLocation     *from);
/* Frees what init made. */
void wadi_los_batch_clear (WadiLosBatch *batch);
void wadi_los_batch_check (const WadiLosBatch *batch,
                           const WadiLocation *from,
                           const WadiLocation *to,
                           WadiLosResult      *result);

G_END_DECLS
