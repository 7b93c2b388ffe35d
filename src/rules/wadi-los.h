/* wadi-los.h: who sees whom
 *
 * A location is a hex and a position in it (ground, IN a depression, Crest,
 * bridge level, wadi level).  The answer is clear, blocked or blind, with the
 * hex or hexside that decides and the rule.
 */
#pragma once

#include "wadi-los-types.h"
#include "wadi-rules-context.h"

G_BEGIN_DECLS

/* The level a location is at (ground level, depression floor, Crest =
 * ground level, bridge level ...) plus its height. */
int wadi_location_level (const WadiRulesContext *ctx,
                         const WadiLocation     *location);

void wadi_los (const WadiRulesContext *ctx,
               const WadiLocation     *from,
               const WadiLocation     *to,
               WadiLosResult          *result);

G_END_DECLS
