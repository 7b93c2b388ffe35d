/* wadi-crest.h: Crest status (B20.9-.98, F5.4-.43)
 *
 * The hexsides of a depression hex split into the depression hexsides and
 * the banks between them; a bank holding a depression cliff is the cliff
 * side.  From that: which centre hexsides a Crest counter may take, which
 * hexsides it protects, and which vertices a vehicle may use as its Crest
 * CAFP.
 */
#pragma once

#include "wadi-rules-context.h"

G_BEGIN_DECLS

/* The level of Crest status in a depression hex: "one level higher than
 * the Depression" (B20.91), its floor + 1, never above the hex's ground
 * level.  The floor is the printed one: a flooded stream's water does not
 * lift its banks. */
int wadi_crest_level (const WadiHexCell *cell);

/* Why a unit may not hold Crest status in a hex, if it may not. */
typedef enum
{
  WADI_CREST_HEX_ALLOWED,
  WADI_CREST_HEX_NOT_IN_WADI,    /* vehicles (F5.42) and Guns (F5.43) outside a wadi hex */
  WADI_CREST_HEX_NO_DEPRESSION,  /* B20.9 (or the hex is off the map) */
  WADI_CREST_HEX_NOT_FOR_CLASS,  /* Cavalry (F5.4) */
  WADI_CREST_HEX_FORD_OR_BRIDGE, /* B20.9; vehicles and Guns: "non-bridge" (F5.42, F5.43) */
  WADI_CREST_HEX_FLOODED,        /* a flooded stream: a flooded pond, no Depression (B20.44) */
} WadiCrestHexCheck;

/* Whether a unit of unit_class may hold Crest status in hex, whatever its
 * centre or CAFP: Infantry in any Depression hex without a ford or a
 * bridge (B20.9) that is not a flooded stream (B20.44), Guns and vehicles only in such a wadi hex (F5.43,
 * F5.42), Cavalry never (F5.4 names "all types of Infantry, SW, vehicles
 * and Guns").  Movement and placement both ask this. */
WadiCrestHexCheck wadi_crest_check_unit (const WadiRulesContext *ctx,
                                         WadiHex                 hex,
                                         WadiUnitClass           unit_class,
                                         WadiVerdict            *verdict);
/* Whether an Infantry (or Gun) Crest counter may have its centre protected
 * hexside along dir in hex (B20.9, B20.91, F5.4). */
void wadi_crest_check_centre (const WadiRulesContext *ctx,
                              WadiHex                 hex,
                              WadiDirection           centre,
                              WadiVerdict            *verdict);
/* The hexsides a Crest counter with that centre protects: the centre and
 * its two neighbours, less those crossed by the depression (B20.91, B20.92).
 * Returns a bit mask of directions (bit d set = direction d protected). */
guint wadi_crest_protected (const WadiRulesContext *ctx,
                            WadiHex                 hex,
                            WadiDirection           centre);
/* The side of the Depression a Crest counter with that centre stands on:
 * the bank holding the centre, i.e. the hexsides from it round either way
 * to the first depression hexside (B20.93).  A bit mask of directions; 0
 * when the centre is a depression hexside or the hex has no Depression. */
guint wadi_crest_side (const WadiRulesContext *ctx,
                       WadiHex                 hex,
                       WadiDirection           centre);
/* Whether a vehicle may have its Crest CAFP at vertex index of hex (F5.42,
 * F5.421): the hex is a non-bridge wadi hex, the vertex is not formed by two
 * depression hexsides, and it is not on the wadi-cliff side. */
void wadi_crest_check_vertex (const WadiRulesContext *ctx,
                              WadiHex                 hex,
                              WadiVertexIndex         vertex,
                              WadiVerdict            *verdict);
/* Bit mask of the legal CAFP vertex indices of hex. */
guint wadi_crest_legal_vertices (const WadiRulesContext *ctx,
                                 WadiHex                 hex);
/* Bit mask of the directions on the cliff side of hex's depression: the
 * banks that hold a depression cliff (F5.3, F5.421, F5.422). */
guint wadi_crest_cliff_side (const WadiRulesContext *ctx,
                             WadiHex                 hex);

G_END_DECLS
