/* wadi-placement.h: whether a counter may stand where it is (or would be) */
#pragma once

#include "wadi-crest.h"
#include "wadi-diagnostic.h"

G_BEGIN_DECLS

/* Checks counter as if it stood at its board and hex, among the counters
 * already there (the counter itself, matched by id, is not counted twice).
 * It fails on the first rule broken with WADI_SEVERITY_ERROR (warnings do
 * not stop a counter); verdict then says why and cites the rule, and code
 * (may be NULL) receives the diagnostic code
 * ("placement.ford-not-in-stream-or-gully"), else NULL. */
void wadi_placement_check (const WadiRulesContext *ctx,
                           const WadiCounter      *counter,
                           WadiVerdict            *verdict,
                           const char            **code);

/* Every rule counter breaks where it stands, as diagnostics appended to out
 * (a GArray of WadiDiagnostic): WADI_DIAG_AT_COUNTER, or AT_SCENARIO when
 * the counter is off the map.  Stacking is a rule of the whole hex and is
 * left to wadi_placement_check_stacking. */
void wadi_placement_check_all (const WadiRulesContext *ctx,
                               const WadiCounter      *counter,
                               GArray                 *out);
/* The stacking rules of one hex (Tide of Iron: per level of a wadi bridge
 * hex), as WADI_DIAG_AT_HEX diagnostics appended to out. */
void wadi_placement_check_stacking (const WadiRulesContext *ctx,
                                    WadiHex                 hex,
                                    GArray                 *out);
/* Whether the ruleset has counters of a kind at all is the ruleset's
 * (wadi_ruleset_knows_counter, wadi-ruleset.h). */

/* Tide of Iron: units a level of a hex holds (our reading; see
 * docs/rules.md, "Placement"). */
#define WADI_TOI_UNITS_PER_LEVEL 2

G_END_DECLS
