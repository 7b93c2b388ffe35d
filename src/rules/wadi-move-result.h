/* wadi-move-result.h: allowing or forbidding a step, with its effects
 *
 * For wadi_movement_step () and the rulesets' step functions.
 */
#pragma once

#include "wadi-movement-types.h"

G_BEGIN_DECLS

/* Building a result.  A ruleset's step starts from a fresh result: not
 * allowed, no cost, no effects, after = the mover, unit already set. */
void wadi_move_forbid (WadiMoveResult *result,
                       const char     *reason,
                       const char     *rule);
/* Allows the step at cost (taken). */
void wadi_move_allow (WadiMoveResult *result,
                      WadiCost       *cost);
void wadi_move_add_effect (WadiMoveResult *result,
                           WadiEffectKind  kind,
                           const char     *label,
                           const char     *rule);

/* The direction from the mover's hex to the hex a step enters; FALSE, with
 * the step forbidden, when that hex is off the board or not adjacent. */
gboolean wadi_move_entry_direction (const WadiBoard *board,
                                    const WadiMover *mover,
                                    const WadiStep  *step,
                                    WadiDirection   *dir,
                                    WadiMoveResult  *result);

/* The features of the hexside between hex and its neighbour in dir. */
guint wadi_move_side_between (const WadiBoard *board,
                              WadiHex          hex,
                              WadiDirection    dir);

/* Whether a move from hex to its neighbour in dir goes along a road: the
 * hexside crossed carries a road (paved, dirt or path; format version 4
 * draws roads through hexsides), or, on a map whose two hexes have no road
 * hexside at all (older files), both are road hexes.  A Tide of Iron wadi
 * bridge hex counts as a dirt road hex for contiguous road movement (the
 * wadi bridge card); see docs/rules.md, "Roads". */
gboolean wadi_move_along_road (const WadiBoard *board,
                               WadiHex          hex,
                               WadiDirection    dir);

G_END_DECLS
