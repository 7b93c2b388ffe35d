/* wadi-ruleset-private.h: the descriptors and the family hooks they name
 *
 * wadi-ruleset.c finds the descriptors by id; each family's file defines
 * its own.  The movement and LOS entry points are declared with the code
 * they belong to (wadi-movement-private.h, wadi-los-private.h).
 */
#pragma once

#include "wadi-ruleset.h"

G_BEGIN_DECLS

/* The Western and Eastern Fronts' sides, which every family fields, in
 * their counters' colours: the first rows of a descriptor's side_colors. */
/* clang-format off */
#define WADI_SIDE_COLORS_EUROPE                                  \
  { "german", 0x8fa9c4 },   { "axis", 0x8fa9c4 },               \
  { "american", 0x9fae5c }, { "us", 0x9fae5c },                 \
  { "allied", 0x9fae5c },   { "british", 0xd3b988 },            \
  { "russian", 0xb08a58 },  { "soviet", 0xb08a58 }
/* clang-format on */

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
