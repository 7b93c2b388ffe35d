/* wadi-classic-ruleset.c: the classic Avalon Hill charts (TEC, TET, WEC, CRT) */
#include "config.h"

#include "wadi-los-private.h"
#include "wadi-movement-private.h"
#include "wadi-ruleset-private.h"

/* The rows of the Terrain Effects Chart. */
static const WadiTerrain terrain[] = {
  WADI_TERRAIN_OPEN,
  WADI_TERRAIN_ROAD,
  WADI_TERRAIN_WOODS,
  WADI_TERRAIN_SWAMP,
  WADI_TERRAIN_TOWN,
  WADI_TERRAIN_SLOPE,
  WADI_TERRAIN_HILLTOP,
};
/* GULLIES & STREAMBEDS */
static const WadiDepression depressions[] = {
  WADI_DEPRESSION_GULLY,
  WADI_DEPRESSION_STREAM,
};
static const WadiHexFlags hex_flags[] = {
  WADI_HEX_FLAG_ROAD,
  WADI_HEX_FLAG_BRIDGE,
};
static const WadiSideFeatures side_features[] = {
  WADI_SIDE_CLIFF,
  WADI_SIDE_DEPRESSION_CLIFF,
  WADI_SIDE_CREST_LINE,
  WADI_SIDE_WADI,
  WADI_SIDE_DEPRESSION,
  WADI_SIDE_HEDGE,
  WADI_SIDE_WALL,
  WADI_SIDE_SLOPE,
  WADI_SIDE_WOODS,
  WADI_SIDE_ROAD,
  WADI_SIDE_DIRT_ROAD,
  WADI_SIDE_PATH,
};
/* The TEC's STREAM FORD row; minefields and entrenchments */
static const WadiCounterKind counters[] = {
  WADI_COUNTER_UNIT,
  WADI_COUNTER_FORD,
  WADI_COUNTER_FOXHOLE,
  WADI_COUNTER_MINEFIELD,
};
static const WadiUnitClass unit_classes[] = {
  WADI_UNIT_INFANTRY,
  WADI_UNIT_CAVALRY,
  WADI_UNIT_FULLY_TRACKED,
  WADI_UNIT_HALFTRACK,
  WADI_UNIT_TRUCK,
  WADI_UNIT_MOTORCYCLE,
  WADI_UNIT_TOWED_GUN,
};

/* the nations of PanzerBlitz and Panzer Leader */
static const WadiSideColor side_colors[] = {
  WADI_SIDE_COLORS_EUROPE,
};

/* The whole Target Elevation Table: it leaves nothing out. */
static const char *const los_considers[] = { "ground", "woods", "towns", "hexside symbols", NULL };

const WadiRuleset wadi_classic_ruleset = {
  .id = WADI_RULESET_CLASSIC,
  .name = "classic",
  .terrain = terrain,
  .n_terrain = G_N_ELEMENTS (terrain),
  .depressions = depressions,
  .n_depressions = G_N_ELEMENTS (depressions),
  .hex_flags = hex_flags,
  .n_hex_flags = G_N_ELEMENTS (hex_flags),
  .side_features = side_features,
  .n_side_features = G_N_ELEMENTS (side_features),
  .counters = counters,
  .n_counters = G_N_ELEMENTS (counters),
  .unit_classes = unit_classes,
  .n_unit_classes = G_N_ELEMENTS (unit_classes),
  .positions = 1u << WADI_POSITION_GROUND | 1u << WADI_POSITION_IN,
  /* the charts have no special rules to set */
  .ssrs = 0,
  /* the Terrain Effects Chart counts every unit's movement in MF */
  .vehicle_unit = "MF",
  .other_unit = "MF",
  /* a road move along ROADS at 1/2 MF; no Double Time, no road bonus */
  .road_rule = "TEC: ROADS",
  .ford_rule = "TEC: STREAM FORD",
  .units_per_level = 0,
  .side_colors = side_colors,
  .n_side_colors = G_N_ELEMENTS (side_colors),
  .los_considers = los_considers,
  .movement_step = wadi_classic_movement_step,
  .los = wadi_classic_los,
  .location_level = NULL,
  .check_hex = NULL,
  /* last: clang-format would indent the fields after N_ () */
  .display_name = N_("Classic charts"),
  };
