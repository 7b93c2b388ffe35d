/* wadi-pick.h: which hex, hexside or vertex a point of the map is nearest
 *
 * Points are in map units (wadi_hex_center's unit: neighbouring hex centres
 * 1.0 apart), so tools and tests pick without a screen.
 */
#pragma once

#include "wadi-hex.h"

G_BEGIN_DECLS

/* The midpoint of a hex's hexside dir, in map units. */
void wadi_pick_hexside_midpoint (WadiGridLayout layout,
                                 WadiHexside    side,
                                 double        *x,
                                 double        *y);
/* The hexside of the hex under (x, y) whose midpoint is nearest. */
WadiHexside wadi_pick_hexside (WadiGridLayout layout,
                               double         x,
                               double         y);
/* The corner of the hex under (x, y) that is nearest. */
WadiVertex wadi_pick_vertex (WadiGridLayout layout,
                             double         x,
                             double         y);
/* The direction from the centre of hex whose hexside lies nearest the
 * bearing to (x, y): what a drag from a hex's centre points at. */
WadiDirection wadi_pick_direction (WadiGridLayout layout,
                                   WadiHex        hex,
                                   double         x,
                                   double         y);

G_END_DECLS
