/* wadi-describe.h: the model's vocabulary as the editor shows it
 *
 * Files spell things "depression-cliff" and "vehicle-crest"; the status
 * line, the palette and the inspector show "Depression cliff" and
 * "Vehicle Crest", translated, from these functions and nowhere else.
 * No GTK, so they are tested without a display.
 */
#pragma once

#include "wadi-scenario.h"

G_BEGIN_DECLS

const char *wadi_describe_terrain (WadiTerrain terrain);
const char *wadi_describe_depression (WadiDepression kind);
const char *wadi_describe_hex_flag (WadiHexFlags flag);
const char *wadi_describe_side_feature (WadiSideFeatures feature);
const char *wadi_describe_counter_kind (WadiCounterKind kind);
const char *wadi_describe_unit_class (WadiUnitClass unit_class);
const char *wadi_describe_position (WadiPosition position);
/* "N", "NE"…: the compass point of a hexside as the layout turns it. */
const char *wadi_describe_direction (WadiGridLayout layout,
                                     WadiDirection  dir);

/* Comma-separated lists of the set bits: "Cliff, Depression cliff";
 * empty for none. */
char *wadi_describe_side_features (guint features);
char *wadi_describe_hex_flags (guint flags);

/* Adjacent map hexes (a hexside's two, a vertex's three), as the boards
 * label them, joined by dashes: "25G9–H9", "25GG5–14B5" across a seam.
 * The first carries its board's number, the others only when on another
 * board; a hex no board covers is labelled as its neighbour's board would
 * ("25GG0").  "?" for hexes far from every board. */
char *wadi_describe_hexes (const WadiScenario *scenario,
                           const WadiHex      *hexes,
                           guint               n);

/* "Open Ground · level 1 · Wadi, floor 0 · Road" */
char *wadi_describe_cell (const WadiHexCell *cell);
/* "Crest, centre NE", "Vehicle Crest, vertex 2 (Fully tracked)",
 * "Unit 4-6-7 (Infantry, IN, German)", "Ford" */
char *wadi_describe_counter (WadiGridLayout     layout,
                             const WadiCounter *counter);

G_END_DECLS
