/* wadi-validate.h: a scenario, or a region of it, in; diagnostics out
 *
 * Every rule is local (a hex, its hexsides, its neighbours and its
 * counters), so re-validating an edit's region costs the size of the region.
 * A WadiValidator keeps the diagnostics of a whole scenario, by hex, and
 * replaces only those of the hexes a region touches (and their neighbours).
 */
#pragma once

#include <gio/gio.h>

#include "wadi-diagnostic.h"
#include "wadi-rules-context.h"

G_BEGIN_DECLS

/* Scenario-wide diagnostics (those not tied to a hex). */
void wadi_validate_scenario (const WadiRulesContext *ctx,
                             GArray                 *out);
/* All of them, sorted with wadi_diagnostic_compare. */
GArray *wadi_validate_all (const WadiRulesContext *ctx);

typedef struct _WadiValidator WadiValidator;

WadiValidator *wadi_validator_new (WadiRulesContext *ctx);
/* The same, for a thread: NULL when cancellable (may be NULL) is
 * cancelled before the whole validation is done. */
WadiValidator *wadi_validator_new_cancellable (WadiRulesContext *ctx,
                                               GCancellable     *cancellable);
void           wadi_validator_free (WadiValidator *validator);
/* Re-checks what region touched (the context must already be updated). */
void wadi_validator_update (WadiValidator    *validator,
                            const WadiRegion *region);
/* All current diagnostics, sorted; a new array. */
GArray *wadi_validator_collect (WadiValidator *validator);
/* What the last wadi_validator_update changed: the diagnostics that
 * disappeared and those that appeared (arrays of WadiDiagnostic the
 * validator owns until its next update, each sorted with
 * wadi_diagnostic_compare; a diagnostic is in at most one).  Costs what the
 * edit re-checked, so a list can follow an edit of a big map without
 * comparing itself whole.  FALSE when the update re-checked the whole
 * scenario (the SSR, the ruleset, the boards' layout, or the validator is
 * new): then only wadi_validator_collect tells. */
gboolean wadi_validator_delta (WadiValidator *validator,
                               const GArray **removed,
                               const GArray **added);
guint    wadi_validator_count (WadiValidator *validator,
                               WadiSeverity   severity);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WadiValidator, wadi_validator_free)

G_END_DECLS
