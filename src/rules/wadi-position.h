/* wadi-position.h: where a unit stands in a hex when nothing says, and
 * where it may */
#pragma once

#include "wadi-rules-context.h"

G_BEGIN_DECLS

/* The position a unit takes in hex by default: IN the depression of a
 * depression hex, unless a bridge (printed, a Tide of Iron wadi bridge hex
 * or a bridge counter) carries it; else on the ground.  Ground too when
 * the hex is not on the board. */
WadiPosition wadi_rules_default_position (const WadiRulesContext *ctx,
                                          WadiHex                 hex);

/* Whether hex is a wadi bridge hex of two levels, the bridge and the wadi
 * floor: marked so under a ruleset that has them, and the scenario
 * playing its wadi rules (without them a wadi is crevasse terrain, one
 * level). */
gboolean wadi_rules_hex_has_two_levels (const WadiRulesContext *ctx,
                                        WadiHex                 hex);

/* Whether hex has position at all: one the scenario's ruleset knows, IN
 * and Crest status only in a Depression hex (B20.9 where there is Crest
 * status), the bridge and wadi levels only in a wadi bridge hex while the
 * scenario plays the wadi rules.  When not, *reason (static, untranslated) and *rule (or
 * NULL) say why.  A hex off the board has none. */
gboolean wadi_rules_position_exists (const WadiRulesContext *ctx,
                                     WadiHex                 hex,
                                     WadiPosition            position,
                                     const char            **reason,
                                     const char            **rule);

G_END_DECLS
