/* wadi-los-private.h: the LOS rulesets, as wadi-los.c calls them
 *
 * wadi_los () traces the line (wadi-los-line.c), fills result->line and
 * hands over to the scenario's ruleset.  The rulesets use only the shared
 * files: the map (wadi-los-map.h), the result (wadi-los-result.h) and the
 * walk along a depression (wadi-los-walk.h); never wadi-los.c.
 */
#pragma once

#include "wadi-los-map.h"

G_BEGIN_DECLS

/* The rulesets.  from and to are on map->board, in different hexes or
 * the same; result->line holds the line. */
void wadi_asl_los (const WadiLosMap   *map,
                   const WadiLocation *from,
                   const WadiLocation *to,
                   WadiLosResult      *result);
void wadi_toi_los (const WadiLosMap   *map,
                   const WadiLocation *from,
                   const WadiLocation *to,
                   WadiLosResult      *result);
void wadi_classic_los (const WadiLosMap   *map,
                       const WadiLocation *from,
                       const WadiLocation *to,
                       WadiLosResult      *result);

/* What a viewshed's batch keeps for lines from from (wadi-los-fan.h):
 * ASL's fan and first steps. */
WadiLosViewer *wadi_asl_los_viewer_new (const WadiLosMap   *map,
                                        const WadiLocation *from);

/* Levels (wadi_location_level () dispatches to them): by position for
 * ASL and the classic charts (wadi_los_positional_level (), wadi-los-map.h);
 * Tide of Iron puts every unit of a wadi hex but one on the bridge in the
 * wadi. */
int wadi_toi_location_level (const WadiLosMap   *map,
                             const WadiLocation *location);

G_END_DECLS
