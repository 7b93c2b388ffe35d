/* wadi-rules-context-private.h: what a rules context holds
 *
 * Shared by wadi-rules-context-build.c, which makes and updates a context
 * (and so looks up the scenario's ruleset descriptor), and
 * wadi-rules-context.c, whose getters the rulesets' own code calls: kept
 * apart so that no ruleset calls back into the code that finds it.
 */
#pragma once

#include "wadi-rules-context.h"

G_BEGIN_DECLS

struct _WadiRulesContext
{
  const WadiScenario *scenario;
  /* the scenario's ruleset, looked up when the context is made or updated,
   * so that the rules below the registry never call it */
  const WadiRuleset *ruleset;
  /* The map's grid itself when no overlay lies on it, else a composed copy
   * (owned_map); NULL when the scenario has no board. */
  const WadiBoard *map;
  WadiBoard       *owned_map;
  /* hex index -> WadiHexCounters */
  GHashTable *counters_by_hex;
  /* Whether any board has a stream hex: -1 until asked after an edit
   * (atomic: LOS may ask from several threads at once). */
  gint has_stream_hex;
};

/* The counters of one hex, and what the rules ask of them all, worked
 * out once as the index is built: a question about a hex's counters asked
 * for each counter of the hex would cost the square of a stack. */
typedef struct
{
  GPtrArray         *list;                           /* const WadiCounter *, in scenario order */
  const WadiCounter *first[WADI_COUNTER_KIND_COUNT]; /* the first of each kind, or NULL */
  guint              unit_positions;                 /* 1 << position of each unit's position */
} WadiHexCounters;

static inline guint64
wadi_rules_context_hex_key (guint index)
{
  return index;
}

G_END_DECLS
