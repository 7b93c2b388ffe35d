/* wadi-movement.h: what a move costs, and what else it brings
 *
 * A mover is a unit of one class at a location (hex and position).  A step is
 * one thing it does: enter an adjacent hex (IN, at ground, to Crest, onto a
 * bridge ...), change position within its hex (claim or leave Crest, move
 * INTO its own hex, change level in a wadi bridge hex), change its covered
 * arc, stop or start.  The rules answer with the cost and its terms, or why
 * the step is not allowed, plus the side effects the rules name.
 */
#pragma once

#include "wadi-movement-types.h"
#include "wadi-rules-context.h"

G_BEGIN_DECLS

void wadi_mover_init (WadiMover    *mover,
                      WadiUnitClass unit_class,
                      WadiHex       hex,
                      WadiPosition  position);
/* The mover of unit_class at position in hex, with the Crest state the
 * counters there give it when position is CREST: Infantry the centre of
 * the hex's Crest counter, a vehicle the CAFP and "HD (rear)" side of its
 * Vehicle Crest counter, and a vehicle is stopped (F5.42).  FALSE when
 * position is CREST and no Crest counter of the mover's kind stands in the
 * hex (the mover is then in Crest status with the default centre or CAFP). */
gboolean wadi_mover_init_from_counters (WadiMover              *mover,
                                        const WadiRulesContext *ctx,
                                        WadiUnitClass           unit_class,
                                        WadiHex                 hex,
                                        WadiPosition            position);

/* The cost of one step from mover's state. */
void wadi_movement_step (const WadiRulesContext *ctx,
                         const WadiMover        *mover,
                         const WadiStep         *step,
                         WadiMoveResult         *result);
/* The cost of a maneuver: the steps in order, each from the state the last
 * left.  The cost is the sum of the steps' costs; it stops at the first step
 * not allowed (result->allowed FALSE with that step's reason). */
void wadi_movement_maneuver (const WadiRulesContext *ctx,
                             const WadiMover        *mover,
                             const WadiStep         *steps,
                             guint                   n_steps,
                             WadiMoveResult         *result);

G_END_DECLS
