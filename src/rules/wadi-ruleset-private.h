/* wadi-ruleset-private.h: the descriptors and the family hooks they name
 *
 * wadi-ruleset.c finds the descriptors by id; each family's file defines
 * its own.  The movement and LOS entry points are declared with the code
 * they belong to (wadi-movement-private.h, wadi-los-private.h).
 */
#pragma once

#include "wadi-ruleset.h"

G_BEGIN_DECLS

extern const WadiRuleset wadi_asl_ruleset;
extern const WadiRuleset wadi_toi_ruleset;
extern const WadiRuleset wadi_classic_ruleset;

/* Per-hex rules of a family (WadiRuleset.check_hex). */
void wadi_asl_check_hex (const WadiRulesContext *ctx,
                         const WadiBoard        *b,
                         WadiHex                 hex,
                         GArray                 *out);
void wadi_toi_check_hex (const WadiRulesContext *ctx,
                         const WadiBoard        *b,
                         WadiHex                 hex,
                         GArray                 *out);

G_END_DECLS
