/* wadi-rules-context.h: a scenario as the rules see it
 *
 * The rules read boards with their overlays stamped on (composed), and find
 * counters by hex.  A context keeps both, and updates only what an edit's
 * region touched, so re-checking an edit costs the size of the edit.
 */
#pragma once

#include "wadi-region.h"
#include "wadi-scenario.h"

G_BEGIN_DECLS

typedef struct _WadiRulesContext WadiRulesContext;

/* Whether a rule allows something, and if not, why and which rule. */
typedef struct
{
  gboolean    allowed;
  const char *reason; /* when not: static, untranslated */
  const char *rule;
} WadiVerdict;
/* A ruleset's descriptor (wadi-ruleset.h). */
typedef struct _WadiRuleset WadiRuleset;

/* The scenario must outlive the context. */
WadiRulesContext *wadi_rules_context_new (const WadiScenario *scenario);
void              wadi_rules_context_free (WadiRulesContext *ctx);
/* Brings the context up to date after the scenario changed in region. */
void wadi_rules_context_update (WadiRulesContext *ctx,
                                const WadiRegion *region);

const WadiScenario *wadi_rules_context_scenario (const WadiRulesContext *ctx);
const WadiSsr      *wadi_rules_context_ssr (const WadiRulesContext *ctx);
/* The composed map (its grid with the overlays stamped on), or NULL when
 * the scenario has no board: every hex the rules take is a hex of it. */
const WadiBoard *wadi_rules_context_map (const WadiRulesContext *ctx);
/* The counters standing in a hex: a borrowed array of const WadiCounter *,
 * valid until the next update; NULL when there are none. */
const GPtrArray *wadi_rules_context_counters_at (const WadiRulesContext *ctx,
                                                 WadiHex                 hex);
/* The first counter of kind standing in the hex (in the order of
 * wadi_rules_context_counters_at ()), or NULL. */
const WadiCounter *wadi_rules_context_find_counter (const WadiRulesContext *ctx,
                                                    WadiHex                 hex,
                                                    WadiCounterKind         kind);
/* Whether a unit counter in position stands in the hex. */
gboolean wadi_rules_context_has_unit_at (const WadiRulesContext *ctx,
                                         WadiHex                 hex,
                                         WadiPosition            position);
/* Convenience: whether a counter of kind stands in the hex.  This, the
 * two above and the array of wadi_rules_context_counters_at () cost the
 * same for a hex of a thousand counters as for a hex of one. */
gboolean wadi_rules_context_has_counter (const WadiRulesContext *ctx,
                                         WadiHex                 hex,
                                         WadiCounterKind         kind);

/* Whether any board of the scenario has a stream hex (worked out once
 * after each edit that touched hexes). */
gboolean wadi_rules_context_has_stream_hex (const WadiRulesContext *ctx);

/* The descriptor of the context's scenario's ruleset, looked up when the
 * context was made or updated; NULL when unknown. */
const WadiRuleset *wadi_ruleset_of (const WadiRulesContext *ctx);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiRulesContext, wadi_rules_context_free)

G_END_DECLS
