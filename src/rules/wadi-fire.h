/* wadi-fire.h: what protects a target from an attack
 *
 * Given who fires (a location), at what (a location and the unit's class)
 * and how (Direct Fire, Indirect Fire or Overrun), the answer lists each
 * protection the Depression rules could give the target, whether it
 * applies and why: Crest entrenchment (B20.92; a Gun and its crew, F5.43),
 * a Crest vehicle's HD (F5.423), the +1 TEM a Crest AFV gives same-hex
 * Crest Infantry (F5.423, F5.424) and a stream's Open Ground (B20.3); and
 * the hexsides of the target hex the line of fire crosses, which decide
 * the Crest rules.  The TEM of entrenchment itself (B27.3) is not among
 * the texts, so it is named, not counted.  Then the ruleset's own
 * findings, asked through its descriptor (WadiRuleset.fire): Tide of
 * Iron's attacks between the two levels of a wadi bridge hex.
 */
#pragma once

#include "wadi-fire-types.h"
#include "wadi-los.h"

G_BEGIN_DECLS

void wadi_fire_request_init (WadiFireRequest *request);
void wadi_fire_result_init (WadiFireResult *result);
void wadi_fire_result_clear (WadiFireResult *result);

void wadi_fire (const WadiRulesContext *ctx,
                const WadiFireRequest  *request,
                WadiFireResult         *result);

/* The class of the first unit standing at target (its hex and position),
 * else Infantry: whom a question about a location is about. */
WadiUnitClass wadi_fire_target_class (const WadiRulesContext *ctx,
                                      const WadiLocation     *target);

/* "direct", "indirect", "overrun"; and back (FALSE when unknown). */
const char *wadi_fire_kind_name (WadiFireKind kind);
gboolean    wadi_fire_kind_from_name (const char   *name,
                                      WadiFireKind *kind);
/* "crest-entrenchment", "vehicle-hd", ... */
const char *wadi_fire_finding_name (WadiFireFinding finding);

G_END_DECLS
