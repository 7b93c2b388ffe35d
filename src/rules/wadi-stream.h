/* wadi-stream.h: a stream's water under the SSR, and who may be IN it
 *
 * B20.4-.46, B20.7, B20.81: the depth that applies to a stream hex, and
 * whether a unit of a class may be IN it.  Movement and placement both
 * ask, so the rules answer once.
 */
#pragma once

#include "wadi-rules-context.h"

G_BEGIN_DECLS

/* Why a unit may not be IN a stream hex, if it may not. */
typedef enum
{
  WADI_STREAM_IN_ALLOWED,
  WADI_STREAM_IN_WATER_OBSTACLE,  /* Infantry, Cavalry, Guns: a flooded stream (B20.44) */
  WADI_STREAM_IN_VEHICLE_FLOODED, /* vehicles: a flooded stream (B20.46) */
  WADI_STREAM_IN_MOTORCYCLE_DEEP, /* motorcycles: a deep stream (B20.46) */
} WadiStreamInCheck;

/* The depth of water in hex: the SSR's for a stream hex where the ruleset
 * reads the stream-depth SSR; dry for any other hex, and for a frozen
 * stream (B20.7).  with_ford: for what enters or stands IN it, one
 * classification shallower with a ford counter in the hex (B20.81). */
WadiStreamDepth wadi_stream_depth (const WadiRulesContext *ctx,
                                   WadiHex                 hex,
                                   gboolean                with_ford);
/* The ground level of cell as movement and LOS use it: a pond is one
 * level higher in a scenario with a flooded stream (B20.44: "All
 * mapboard-depicted ponds in a scenario that has a flooded stream are also
 * one level higher than normal"), as check's ssr.pond-flooded note says. */
int wadi_stream_ground_level (const WadiRulesContext *ctx,
                              const WadiHexCell      *cell);
/* Whether a unit of unit_class may be IN hex, as far as its water goes
 * (B20.44, B20.46, with a ford B20.81). */
WadiStreamInCheck wadi_stream_check_in (const WadiRulesContext *ctx,
                                        WadiHex                 hex,
                                        WadiUnitClass           unit_class,
                                        WadiVerdict            *verdict);

G_END_DECLS
